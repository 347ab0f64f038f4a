// Fuzz target: a banqi referee FEN (banqi::Game::fromFen, docs/rules/banqi-fen.md).
// The first byte picks the rule set (its value modulo the number of rule
// sets); the rest is the FEN.
// Invariants, beyond "no crash":
// - a refusal has a showable message;
// - an accepted FEN's fen() reads back as the same FEN (a fixed point);
// - each player's view carries no hidden identity ("-" hidden field);
// - every legal action checks as legal, plays, and leaves a FEN that reads back.
#include "../fuzz_check.h"

#include "banqi/game.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::banqi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const RuleSet& rules = ruleSets()[data[0] % ruleSets().size()];
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string error;
    const auto game = Game::fromFen(text, rules, &error);
    if (!game) {
        FUZZ_CHECK(!error.empty(), "refused without a message");
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error), "message is not showable: " + qiyuan::fuzz::shown(error));
        return 0;
    }
    const std::string fen = game->fen();
    std::string again;
    const auto reread = Game::fromFen(fen, rules, &again);
    FUZZ_CHECK(reread.has_value(), "fen() is refused: " + again + "\n" + fen);
    FUZZ_CHECK(reread->fen() == fen, "fen() is not a fixed point: " + fen + " became " + reread->fen());
    for (const Player viewer : {Player::First, Player::Second}) {
        const std::string seen = game->view(viewer).fen;
        FUZZ_CHECK(seen.size() >= 2 && seen.substr(seen.size() - 2) == " -",
                   "a view shows hidden identities: " + seen);
    }
    const std::vector<Action> legal = game->legalActions();
    for (std::size_t i = 0; i < legal.size() && i < 64; ++i) {
        Game copy = *game;
        FUZZ_CHECK(copy.check(legal[i]) == ActionError::None, "a legal action fails its check: " + actionText(legal[i]));
        FUZZ_CHECK(copy.play(legal[i]) == ActionError::None, "a legal action is refused: " + actionText(legal[i]));
        const std::string after = copy.fen();
        const auto afterRead = Game::fromFen(after, rules, &again);
        FUZZ_CHECK(afterRead && afterRead->fen() == after, "after " + actionText(legal[i]) + ": " + after + " " + again);
    }
    return 0;
}
