// Endgame tables for 翻翻棋 (banqi) with everything face up and at most four
// pieces on the board (issue 41): a retrograde analysis of every placement of
// the pieces, both sides to act, under the rule set's movement and captures
// (BQ-5..BQ-7, BQ-18..BQ-20), computed on demand (a few tenths of a second for
// four pieces) and kept for the rest of the run. The search's horizon cannot
// see how a running chariot (BQ-18) is trapped; the table knows.
//
// A table's distances count the plies to the next capture (or the end of the
// game), the measure of the no-progress limit (BQ-16); the chase limit (BQ-8),
// repetitions and the ply limit are not in it (the caller plays only legal
// actions). Not used with chain captures (BQ-17). Standard library only.
#pragma once

#include "banqi/game.h"

#include <optional>

namespace qiyuan::ai {

// The most pieces (both colours) a table covers.
constexpr int BanqiEndgamePieces = 4;

struct BanqiEndgameValue {
    int result = 0; // +1 the side to act wins, -1 it loses, 0 neither can force it
    int plies = 0;  // to the next capture or the end, under best play (won or lost)
};

// The table's value of `board` (all face up) with `toAct` to act; nullopt when
// the board has a face-down piece, more than BanqiEndgamePieces pieces, or the
// rules chain captures.
std::optional<BanqiEndgameValue> banqiEndgameValue(const banqi::Board& board, banqi::Color toAct,
                                                   const banqi::RuleSet& rules);

// The best of view.legal by the table: a won position's quickest capture or
// win, a lost one's longest resistance; in a drawn position, nullopt, and
// `keepsDraw` (when given) tells for each legal action whether it keeps the
// draw. nullopt too when no table applies.
std::optional<banqi::Action> banqiEndgameAction(const banqi::View& view, const banqi::RuleSet& rules,
                                                std::vector<bool>* keepsDraw = nullptr);

} // namespace qiyuan::ai
