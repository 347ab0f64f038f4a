// Repetition adjudication, ruling XQ-3 (棋例): perpetual check by one side
// loses, perpetual chase of an unprotected piece by one side loses, both sides
// alike draw, otherwise the third occurrence of a position draws.
// docs/rules/xiangqi-repetition.md explains when and how it judges.
#pragma once

#include "core/record.h"
#include "position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace qiyuan::xiangqi {

// What a side did on every one of its moves through a repetition cycle.
enum class CycleConduct {
    Idle,         // at least one move neither checks nor chases: allowed (闲)
    SoldierChase, // chases only with soldiers: idle, but a chase against a chase (通则 3)
    Chase,        // every move checks or chases one same unprotected piece (长捉, 一将一捉)
    Check,        // every move checks (长将)
};

struct RepetitionRuling {
    GameResult result;              // ongoing unless the repetition decides the game
    int occurrences = 1;            // how often the current position has occurred
    CycleConduct red = CycleConduct::Idle;   // judged from the first occurrence of the
    CycleConduct black = CycleConduct::Idle; // cycle on, when the position has repeated
    std::vector<std::string> notes; // readable explanations, for MoveRecord::reasons
};

// Judges the position after the last of `moves`. `current` is that position,
// reached by Position::makeMove of the moves (its undo history must hold the
// repetition cycle); hashes[i] is the position's hash after i of the moves, so
// hashes.size() == moves.size() + 1. Does real work only when the current hash
// occurred before, so it is cheap to call after every move.
//
// At the second occurrence it only describes the cycle (notes); at the third it
// decides: perpetual check, perpetual chase or threefold repetition.
RepetitionRuling judgeRepetition(const Position& current, const std::vector<Move>& moves,
                                 const std::vector<std::uint64_t>& hashes);

// The same for a game given by its start position and legal moves (replays them).
RepetitionRuling judgeRepetitionFromStart(const Position& start, const std::vector<Move>& moves);

// The result at the third occurrence of a position when red's and black's moves
// through the cycle were as given (the table in docs/rules/xiangqi-repetition.md).
GameResult decideRepetition(CycleConduct red, CycleConduct black);

// A threat (捉): `by` could win the target next move. The attacker is not the
// general (通则 1: the general's own threats are idle), the capture is legal
// (a pinned piece threatens nothing), the target's side could not legally take
// back on its square (the target is unprotected), and it is not like attacking
// like that could take it first (an offer to exchange, 兑). Soldiers' threats
// are included; the judge counts them as idle (通则 3).
struct Threat {
    Square attacker = NoSquare;
    Square target = NoSquare;
    bool operator==(const Threat&) const = default;
};
// Every threat of `by` in `p`, whichever side is to move.
std::vector<Threat> findThreats(const Position& p, Side by);
// The threats that the move `m`, legal in `before`, makes (a chase): threats after
// it that were not there before — the attacker did not reach the target yet, or
// the target was protected. A threat merely kept up (a chariot sliding along its
// line, an attack left standing while another piece moves) is no chase.
// Squares are those after the move.
std::vector<Threat> findChases(const Position& before, Move m);

const char* cycleConductName(CycleConduct c); // "idle", "soldier chase", "chase", "check"

} // namespace qiyuan::xiangqi
