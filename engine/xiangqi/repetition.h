// Repetition adjudication, ruling XQ-3 (棋例): perpetual check by one side
// loses, perpetual chase of an unprotected piece by one side loses, both sides
// alike draw, otherwise the third occurrence of a position draws.
#pragma once

#include "core/record.h"
#include "position.h"

#include <vector>

namespace qiyuan::xiangqi {

// Judges the game after the last of `moves` (played from `start`). Returns an
// ongoing result when no repetition decides the game.
GameResult judgeRepetition(const Position& start, const std::vector<Move>& moves);

} // namespace qiyuan::xiangqi
