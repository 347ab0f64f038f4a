// Fuzz target: a .banqi game file (JSON) as the banqi table opens it
// (session::readBanqiFile; the table's snapshot data is the same object).
// Invariants, beyond "no crash":
// - a refused file comes with a code and a message: non-empty, showable UTF-8;
// - an accepted file replays to a game; written (writeBanqiFile) and read
//   again it is the same file: rules, settings, deal, every action;
// - writing is then a fixed point, and the bytes start with the format name.
#include "../fuzz_check.h"

#include "session/banqi_file.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::session;

namespace {

std::string s(const QString& q) { return qiyuan::fuzz::shown(q.toStdString()); }
std::string s(const QByteArray& b) { return qiyuan::fuzz::shown(std::string_view(b.constData(), b.size())); }

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    BanqiFileError error;
    const auto file = readBanqiFile(bytes, &error);
    if (!file) {
        FUZZ_CHECK(error.code != BanqiFileError::Code::None, "refused without a code");
        FUZZ_CHECK(!error.message.isEmpty(), "refused without a message");
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error.message.toStdString()),
                   "message is not showable: " + s(error.message));
        return 0;
    }
    const auto rules = banqiRuleSet(file->rules, file->turnClock, file->options);
    FUZZ_CHECK(rules.has_value(), "accepted with an unknown rule set");
    FUZZ_CHECK(replayBanqi(file->deal, *rules, file->actions).has_value(), "accepted actions do not replay");

    const QByteArray written = writeBanqiFile(*file);
    FUZZ_CHECK(written.startsWith("{\n    \"format\": \"qiyuan-banqi\","), "the format is not first\n" + s(written));
    BanqiFileError rereadError;
    const auto reread = readBanqiFile(written, &rereadError);
    FUZZ_CHECK(reread.has_value(), "the written file is refused: " + s(rereadError.message) + "\n" + s(written));
    FUZZ_CHECK(*reread == *file, "the re-read file differs\n" + s(written));
    FUZZ_CHECK(writeBanqiFile(*reread) == written, "writing is not a fixed point\n" + s(written));
    return 0;
}
