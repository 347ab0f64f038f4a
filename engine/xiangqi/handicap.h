// Handicap starts (让子): the stronger player gives up pieces of its own army
// before the game. Each preset is a row of data — a stable key, its names
// and the start position as a FEN — and the side giving odds plays red and
// moves first, as players and programs do (ruling XQ-H1,
// docs/rules/xiangqi-handicap.md). Standard library only.
#pragma once

#include <string_view>
#include <vector>

namespace qiyuan::xiangqi {

struct Handicap {
    std::string_view key;     // stable, for files and settings: "left-horse"
    std::string_view english; // as the UI shows it in English: "Left Horse"
    std::string_view chinese; // as players name it: "让左马"
    std::string_view fen;     // the start: red (the giver) without those pieces, red to move
};

// Every preset, from the smallest odds to the largest.
const std::vector<Handicap>& handicaps();
// The preset of that key, or nullptr.
const Handicap* findHandicap(std::string_view key);
// The preset whose start is this position's placement and side to move
// (the move counters ignored), or nullptr: how a record's start is named.
const Handicap* handicapOfFen(std::string_view fen);

} // namespace qiyuan::xiangqi
