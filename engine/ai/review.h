// A whole game judged by the engine (复盘): every position of the main line is
// analysed, each move is compared with the engine's choice, marked ?!, ? or ??
// by how much of the mover's winning chances it gave away, and each side gets
// an accuracy. Standard library only: the GUI runs it in a worker thread one
// position at a time (progress, cancel), qiyuan-cli review in one go.
// docs/PLAY.md states the thresholds and the accuracy formula.
#pragma once

#include "ai.h"
#include "xiangqi/position.h"

#include <atomic>
#include <string>
#include <vector>

namespace qiyuan::ai {

enum class ReviewMark { None, Inaccuracy, Mistake, Blunder };
const char* reviewMarkText(ReviewMark m); // "", "?!", "?", "??"

// The engine's view of one position.
struct PositionVerdict {
    bool analysed = false;
    std::string best;              // ICCS; empty when the side to move has no move
    std::vector<std::string> line; // the best line, best first
    int score = 0;                 // centipawns from the side to move (ai.h conventions)
    int depth = 0;
};

// Analyses the position after `plies` of `moves` from `start`.
PositionVerdict analysePosition(GameEngine& engine, const xiangqi::Position& start,
                                const std::vector<xiangqi::Move>& moves, int plies, const Limits& limits,
                                const std::atomic<bool>& stop);

struct ReviewedMove {
    int ply = 0;                    // 0-based: the move played in the position after `ply` moves
    std::string move;               // ICCS
    std::string best;               // the engine's choice in the position before it
    std::vector<std::string> bestLine;
    bool redMoved = true;
    int scoreBefore = 0;            // red's view, the position before the move (engine's best)
    int score = 0;                  // red's view, after the move
    int loss = 0;                   // centipawns from the mover's view, never negative
    double winChanceLost = 0;       // percentage points of the mover's winning chances
    ReviewMark mark = ReviewMark::None;
    double accuracy = 100;          // 0..100
};

struct ReviewSide {
    double accuracy = 100; // the mean of the side's move accuracies
    int inaccuracies = 0, mistakes = 0, blunders = 0;
};

struct ReviewSummary {
    ReviewSide red, black;
    std::vector<int> turningPoints; // plies of the moves marked ?? and ?, where the game turned
};

// A side's winning chances, 0..100, from a score in centipawns (its own view).
double winChance(int score);
// The mark of a move that took the mover's chances from `before` to `after` (0..100).
ReviewMark markFor(double before, double after);
// The move's accuracy, 0..100, from the mover's chances before and after it.
double moveAccuracy(double before, double after);
// A score as qiyuan-cli review writes it: centipawns, mates as +-(30000 - plies).
int displayScore(int score);

// Judges move `ply` from the verdicts of the positions before and after it.
ReviewedMove judgeMove(const xiangqi::Position& before, xiangqi::Move move, int ply, const PositionVerdict& at,
                       const PositionVerdict& next);
// The per-side summary of judged moves.
ReviewSummary summarize(const std::vector<ReviewedMove>& moves);

} // namespace qiyuan::ai
