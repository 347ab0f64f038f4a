// Fuzz target: the scenario `qiyuan-cli werewolf resolve` reads — a session
// file whose deal and phases are then resolved by the role-game engine
// (session::resolveWerewolfGame, the CLI's own path).
// Invariants, beyond "no crash":
// - a refused deal or phase comes with a message: non-empty, showable UTF-8,
//   in every output style (moderator, English, Chinese);
// - the styles agree on whether the scenario is accepted;
// - an accepted scenario has one result per phase; Table::restore replays it
//   to the same state (resolution is deterministic); the outcome JSON is
//   written; taking back every phase returns to the dealt table.
#include "../fuzz_check.h"

#include "session/werewolf_file.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::session;
using namespace qiyuan::werewolf;

namespace {

std::string s(const QString& q) { return qiyuan::fuzz::shown(q.toStdString()); }

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto game = readWerewolfGame(bytes);
    if (!game)
        return 0; // the file's own refusals are fuzzed by werewolf_file

    bool accepted = false;
    bool first = true;
    for (const Style style : {ModeratorStyle, EnglishStyle, ChineseStyle}) {
        QString error;
        auto table = resolveWerewolfGame(*game, style, &error);
        if (!first)
            FUZZ_CHECK(table.has_value() == accepted, "the output styles disagree: " + s(error));
        first = false;
        accepted = table.has_value();
        if (!table) {
            FUZZ_CHECK(!error.isEmpty(), "refused without a message");
            FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error.toStdString()), "message is not showable: " + s(error));
            continue;
        }
        FUZZ_CHECK(error.isEmpty(), "accepted with a message: " + s(error));
        FUZZ_CHECK(table->phases().size() == game->phases.size() && table->results().size() == game->phases.size(),
                   "not one result per phase");
        const QByteArray outcome = QJsonDocument(tableToJson(*table, style)).toJson(QJsonDocument::Compact);
        FUZZ_CHECK(!outcome.isEmpty(), "no outcome");

        RuleError rule;
        int failed = -2;
        const auto restored = Table::restore(game->game, game->settings, game->seats, game->phases, &rule, &failed);
        FUZZ_CHECK(restored.has_value(), "restore refuses a resolved scenario at phase " + std::to_string(failed));
        FUZZ_CHECK(restored->state() == table->state(), "restore reaches another state");

        const auto dealt = Table::create(game->game, game->settings, game->seats);
        FUZZ_CHECK(dealt.has_value(), "the deal is refused after resolving");
        for (std::size_t i = game->phases.size(); i > 0; --i) {
            FUZZ_CHECK(table->undo(), "cannot take back phase " + std::to_string(i));
            FUZZ_CHECK(table->state() == restored->stateBefore(i - 1),
                       "taking back phase " + std::to_string(i) + " does not restore the state before it");
        }
        FUZZ_CHECK(!table->undo(), "takes back more phases than were played");
        FUZZ_CHECK(table->state() == dealt->state(), "taking back every phase does not return to the deal");
    }
    return 0;
}
