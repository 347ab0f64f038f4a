// Fuzz target: a 积分象棋 FEN (jifen::Position::fromFen, docs/rules/jifen-fen.md).
// The first byte picks the rule set (its value modulo the number of rule
// sets); the rest is the FEN.
// Invariants, beyond "no crash":
// - a refusal has a showable message;
// - an accepted FEN's fen() reads back as the same FEN (a fixed point);
// - every legal action of a game from it plays, reads back from its own FEN,
//   and undo returns to the position it started from.
#include "../fuzz_check.h"

#include "jifen/game.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::jifen;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const RuleSet& rules = ruleSets()[data[0] % ruleSets().size()];
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string error;
    const auto position = Position::fromFen(rules, text, &error);
    if (!position) {
        FUZZ_CHECK(!error.empty(), "refused without a message");
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error), "message is not showable: " + qiyuan::fuzz::shown(error));
        return 0;
    }
    const std::string fen = position->fen();
    std::string again;
    const auto reread = Position::fromFen(rules, fen, &again);
    FUZZ_CHECK(reread.has_value(), "fen() is refused: " + again + "\n" + fen);
    FUZZ_CHECK(reread->fen() == fen, "fen() is not a fixed point: " + fen + " became " + reread->fen());

    Game game(*position);
    const ActionList legal = game.legalActions();
    for (int i = 0; i < legal.size() && i < 64; ++i) {
        const Action& a = legal[i];
        const Refusal r = game.play(a);
        FUZZ_CHECK(r == Refusal{}, "a legal action is refused: " + actionText(a) + " in " + fen);
        const std::string after = game.position().fen();
        const auto afterRead = Position::fromFen(rules, after, &again);
        FUZZ_CHECK(afterRead && afterRead->fen() == after, "after " + actionText(a) + ": " + after + " " + again);
        FUZZ_CHECK(game.undo(), "cannot undo " + actionText(a));
        FUZZ_CHECK(game.position().fen() == fen, "undo of " + actionText(a) + " gives " + game.position().fen());
    }
    return 0;
}
