// The Swiss pairing of docs/TOURNAMENT.md ("Swiss pairing"), a simplified
// Dutch system: score groups top down, top half against bottom half, no
// rematch, colour preferences, at most one bye per player, backtracking.
#pragma once

#include "tournament/tournament.h"

#include <optional>
#include <vector>

namespace tournament {

// What the pairing knows of a player from the rounds so far.
struct SwissHistory {
    std::vector<int> opponents;   // met over the board or by forfeit
    std::vector<char> colours;    // 'W' or 'B' of games played over the board, in order
    bool hadBye = false;
    int halves = 0;

    int colourDifference() const; // whites minus blacks
    // +2 must have white, +1 wants white, 0 none, -1 wants black, -2 must have black.
    int colourPreference() const;
};

std::vector<SwissHistory> swissHistories(const Tournament& tournament);

// True when the higher-ranked player `a` gets white against `b` (docs: "Colours").
bool swissWhiteFor(const SwissHistory& a, const SwissHistory& b, int boardIndex);

// The next round, or nothing when no pairing without a rematch or a second bye exists.
std::optional<Round> pairSwiss(const Tournament& tournament);

} // namespace tournament
