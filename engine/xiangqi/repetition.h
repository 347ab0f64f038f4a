// Repetition adjudication, ruling XQ-3: the Asian Xiangqi Federation's rules,
// chapter 4. Perpetual check by one side loses; a perpetual chase by one side
// loses (an unprotected piece, a chariot attacked by a horse or cannon even when
// protected, a chariot held by a horse); one check alternating with a chase, the
// general's and soldiers' chases, mate threats and exchange offers are allowed;
// both sides breaking a rule, or neither, draw at the third occurrence.
// docs/rules/xiangqi-repetition.md explains, article by article, what it judges.
#pragma once

#include "core/record.h"
#include "position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace qiyuan::xiangqi {

// What a side did on every one of its moves through a repetition cycle.
enum class CycleConduct {
    Idle,         // at least one move neither checks nor chases: allowed (闲)
    SoldierChase, // chases only with soldiers: allowed, idle (art. 29)
    Chase,        // every move chases one same piece (长捉); none checks (一将一捉 is idle, art. 12-14)
    Check,        // every move checks (长将)
};

struct RepetitionRuling {
    GameResult result;              // ongoing unless the repetition decides the game
    int occurrences = 1;            // how often the current position has occurred
    CycleConduct red = CycleConduct::Idle;   // judged from the first occurrence of the
    CycleConduct black = CycleConduct::Idle; // cycle on, when the position has repeated
    std::vector<std::string> notes; // readable explanations, for MoveRecord::reasons
    // At the third occurrence: what was broken, by whom, the deciding article and the pieces.
    std::optional<RepetitionVerdict> verdict;
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

// A threat (捉): `by` could win the target next move. The target is not the
// general nor a soldier on its own side of the river (art. 25), the attacker is
// not the general (art. 28: the general may chase), the capture is legal (a
// pinned piece threatens nothing), it is not like attacking like that could take
// it first (an offer to exchange, 兑, art. 24), and the target's side could not
// legally take back on its square (the target is unprotected; a protector that is
// pinned or whose recapture is illegal protects nothing, art. 34) — except that a
// chariot attacked by a horse or cannon (art. 15, 26) or held by a horse (art. 19)
// is threatened even when protected. Soldiers' threats are included; the judge
// counts them as allowed (art. 29).
struct Threat {
    Square attacker = NoSquare;
    Square target = NoSquare;
    bool operator==(const Threat&) const = default;
};
// An attack that is no threat because an article allows it: 17 (a chariot on a
// protected cannon), 24 (an offer to exchange), 25 (an uncrossed soldier), 27 (a
// pinned attacker), 28 (the general), 35 (a protected piece).
struct AllowedAttack {
    Threat threat;
    int article = 0;
};
// Every threat of `by` in `p`, whichever side is to move; with `allowed`, also the
// attacks that are no threat and why.
std::vector<Threat> findThreats(const Position& p, Side by, std::vector<AllowedAttack>* allowed = nullptr);
// The threats that the move `m`, legal in `before`, makes (a chase): threats after
// it that were not there before — the attacker did not reach the target yet (also
// discovered attacks and cannon screens gained), or the target was protected and
// the move cut the protection off. A threat merely kept up (a chariot sliding along
// its line, an attack left standing while another piece moves) is no chase, and
// neither is a protection cut by a move that saves one of the mover's own pieces
// from a threat (blocks or escapes: art. 15, 19, 26; diagrams 39-41, 61).
// Squares are those after the move.
// With `allowed`, also the allowed attacks the move made (new ones only).
std::vector<Threat> findChases(const Position& before, Move m, std::vector<AllowedAttack>* allowed = nullptr);

const char* cycleConductName(CycleConduct c); // "idle", "soldier chase", "chase", "check"

} // namespace qiyuan::xiangqi
