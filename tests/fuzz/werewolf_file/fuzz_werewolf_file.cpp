// Fuzz target: a werewolf (版杀) session file as the moderator page opens it
// (session::readWerewolfGame; the same JSON `qiyuan-cli werewolf resolve` reads).
// Invariants, beyond "no crash":
// - a refused file comes with a message: non-empty, showable UTF-8;
// - an accepted file, written (werewolfGameToJson) and read again, is the same
//   session: game, settings, seats, names, every phase;
// - writing is then a fixed point: the re-read session writes the same JSON.
#include "../fuzz_check.h"

#include "session/werewolf_file.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::session;

namespace {

std::string s(const QString& q) { return qiyuan::fuzz::shown(q.toStdString()); }
std::string s(const QByteArray& b) { return qiyuan::fuzz::shown(std::string_view(b.constData(), b.size())); }

std::string difference(const WerewolfGame& a, const WerewolfGame& b)
{
    if (a.game != b.game)
        return "the game changed";
    if (a.settings != b.settings)
        return "the settings changed";
    if (a.seats != b.seats)
        return "the seats changed: " + std::to_string(a.seats.size()) + " became " + std::to_string(b.seats.size());
    if (a.names != b.names)
        return "the names changed";
    if (a.phases != b.phases)
        return "the phases changed: " + std::to_string(a.phases.size()) + " became " + std::to_string(b.phases.size());
    return {};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto game = readWerewolfGame(bytes, &error);
    if (!game) {
        FUZZ_CHECK(!error.isEmpty(), "refused without a message");
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error.toStdString()), "message is not showable: " + s(error));
        return 0;
    }
    const QByteArray written = QJsonDocument(werewolfGameToJson(*game)).toJson();
    QString rereadError;
    const auto reread = readWerewolfGame(written, &rereadError);
    FUZZ_CHECK(reread.has_value(), "the written session is refused: " + s(rereadError) + "\n" + s(written));
    const std::string diff = difference(*game, *reread);
    FUZZ_CHECK(diff.empty(), diff + "\n" + s(written));
    const QByteArray again = QJsonDocument(werewolfGameToJson(*reread)).toJson();
    FUZZ_CHECK(again == written, "writing is not a fixed point\n" + s(written) + "\n" + s(again));
    return 0;
}
