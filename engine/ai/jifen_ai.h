// The 积分象棋 (jifen, scoring xiangqi) AI for all three rule sets: an
// iterative-deepening alpha-beta search over the Game's own legal actions
// (jifen::Position::generateLegal: moves, moves with a kind change, and `end`
// of a two-move turn), so it never plays an action the rules refuse. It
// scores a position by the result when the game is over (a king piece taken,
// the target score, no legal move, the ply limit), otherwise by the points
// difference weighed against the material on the board. Turns of two moves
// are searched as they are: the side to act may act twice in a row, so the
// search keeps the root side's view instead of negamax. Standard library only.
#pragma once

#include "ai.h"
#include "jifen/game.h"

#include <atomic>
#include <cstdint>

namespace qiyuan::ai {

struct JifenAiOptions {
    int level = MaxLevel;   // depth cap, default time and random margin (levelSettings)
    int moveTimeMs = 0;     // 0: the level's default time
    std::uint64_t seed = 1; // for the choice among near-equal actions
    bool randomize = true;  // off: always the best action (hints, tests)
    int maxDepth = 0;       // > 0: at most this many actions deep (else the level's cap, at most 12)
    std::uint64_t maxNodes = 0; // > 0: stop after about this many nodes
};

struct JifenAiResult {
    std::optional<jifen::Action> action; // nullopt when the game is over
    int score = 0;          // from the side to act's view
    int depth = 0;          // last completed depth, in actions
    std::uint64_t nodes = 0;
};

// The action for the side to act in the game; always one of its legal actions.
JifenAiResult chooseJifenAction(const jifen::Game& game, const JifenAiOptions& options = {},
                                const std::atomic<bool>* stop = nullptr, const ProgressCallback& progress = {});

// The GameEngine (ai.h) for a jifen rule set's key ("jifen-simple", "jifen-match",
// "jifen-contest"), nullptr for any other: FEN of docs/rules/jifen-fen.md,
// actions "h2e2", "h2e2=i", "end". Limits: movetime, depth, nodes, the
// mover's clock, infinite; no hash table (Hash is accepted and unused).
std::unique_ptr<GameEngine> makeJifenEngine(std::string_view variant);

// The static evaluation from `side`'s view (for tests): points and material.
int evaluateJifen(const jifen::Position& position, xiangqi::Side side);

} // namespace qiyuan::ai
