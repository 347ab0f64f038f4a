// The 翻翻棋 (banqi) AI. Information-set honest: it decides from a player's
// View (banqi/game.h) alone, never from the referee's Game, so the identities
// of face-down pieces cannot reach it. A face-down piece is, for the AI, any
// piece still face down (View::faceDownLeft) with the probability of its count:
// every flip is a chance node over those pieces (expectimax), and the pieces
// still face down count by their expected worth.
//
// Search: the mover's moves and captures to a depth of the level, then
// captures only (quiescence); flips are searched as chance nodes at the root
// and valued by the expected material below it. Every option of the rule set
// is followed: chariot runs (BQ-18), what the cannon may take (BQ-19), the
// soldier and the general (BQ-20), and chain captures (BQ-17: after a capture
// the same side acts again, with that piece's captures or "end"), the draws by
// quiet plies and repetition (BQ-16) and the ply limit (BQ-11). In a chain the
// view's legal actions are the piece's captures and "end", and the answer is
// one of them. Standard library only.
#pragma once

#include "ai.h"
#include "banqi/game.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace qiyuan::ai {

struct BanqiAiOptions {
    int level = MaxLevel;     // MinLevel..MaxLevel: search depth and random margin
    std::uint64_t seed = 1;   // for the choice among equal or near-equal actions
    bool randomize = true;    // off: no level margin (hints; ties still by seed)
};

struct BanqiAiResult {
    banqi::Action action;     // null when the view has no legal action (not the viewer's turn)
    int score = 0;            // expected material balance after it, viewer's view (centipawn-like)
    std::uint64_t nodes = 0;
};

// The action for the viewer of `view`, who must be to act (view.legal is
// empty otherwise). Always one of view.legal. `rules` is the game's rule set
// (public: equal ranks, capturing face-down pieces). With the same view,
// rules, options and seed the answer is the same, whatever the hidden deal.
BanqiAiResult chooseBanqiAction(const banqi::View& view, const banqi::RuleSet& rules,
                                const BanqiAiOptions& options = {}, const std::atomic<bool>* stop = nullptr);

// The moves and captures of face-up pieces the search considers for the viewer
// of `view` (in a chain of captures, BQ-17, only that piece's captures), for
// tests: they must be the view's legal actions without flips, captures of
// face-down pieces, "end" and the moves the chase limit (BQ-8) forbids. Empty
// when the view has no legal action or no colour yet.
std::vector<banqi::Action> banqiSearchActions(const banqi::View& view, const banqi::RuleSet& rules);

// The worth the AI gives a piece kind (banqi::Kind), for tests and displays;
// with a rule set, under its options (a cannon that takes by rank is worth less,
// a running chariot more).
int banqiKindValue(banqi::Kind kind);
int banqiKindValue(banqi::Kind kind, const banqi::RuleSet& rules);

} // namespace qiyuan::ai
