// Fuzz target: a banqi referee FEN (banqi::Game::fromFen, docs/rules/banqi-fen.md).
// The first byte picks the preset (its low 7 bits modulo the number of rule
// sets). With its high bit set, the next bytes, one per row of ruleOptions(),
// pick each option's value (a value key, or a number of its range), so every
// option and their validation are fuzzed (issue 41); a combination withOptions
// refuses must say why, and the preset is used. The rest is the FEN.
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
#include <vector>

using namespace qiyuan::banqi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    RuleSet rules = ruleSets()[(data[0] & 0x7f) % ruleSets().size()];
    std::size_t used = 1;
    std::string error;
    if ((data[0] & 0x80) && size > ruleOptions().size()) {
        std::string text;
        for (const RuleOption& o : ruleOptions()) {
            const std::uint8_t b = data[used++];
            const std::string value = o.values.empty() ? std::to_string(o.minimum + b % (o.maximum - o.minimum + 1))
                                                       : std::string(o.values[b % o.values.size()]);
            text += (text.empty() ? "" : ",") + std::string(o.key) + '=' + value;
        }
        if (const auto changed = withOptions(rules, text, &error)) {
            rules = *changed;
            FUZZ_CHECK(changedOptions(rules).empty() == (rules == *findRuleSet(rules.key)),
                       "changedOptions disagrees with the preset: " + text);
            FUZZ_CHECK(withOptions(*findRuleSet(rules.key), changedOptions(rules)) == rules,
                       "changedOptions does not read back: " + changedOptions(rules));
        } else {
            FUZZ_CHECK(!error.empty() && qiyuan::fuzz::isShowableUtf8(error), "options refused without a message");
        }
    }
    const std::string_view text(reinterpret_cast<const char*>(data) + used, size - used);
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
        // The 8th field is the hidden one; a 9th names a chain under way (BQ-17).
        const View view = game->view(viewer);
        const std::string& seen = view.fen;
        std::size_t at = 0;
        for (int field = 0; field < 7 && at != std::string::npos; ++field)
            at = seen.find(' ', at + 1);
        FUZZ_CHECK(at != std::string::npos && seen.compare(at, 2, " -") == 0
                       && (at + 2 == seen.size() || seen[at + 2] == ' '),
                   "a view shows hidden identities: " + seen);
        FUZZ_CHECK(view.chainSquare == game->chainSquare(), "a view hides the chain: " + seen);
    }
    const std::vector<Action> legal = game->legalActions();
    FUZZ_CHECK((game->check(Action::endTurn()) == ActionError::None) == (game->chainSquare() != NoSquare),
               "\"end\" is legal exactly during a chain of captures: " + fen);
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
