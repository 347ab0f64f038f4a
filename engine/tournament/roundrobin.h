// Berger tables (FIDE Handbook C.05, Annex 1): round r of n players (n even;
// an odd field adds a dummy whose opponent has the bye). Player n sits on
// board 1 and alternates colours; the others advance by n/2 each round, so
// every player's colours alternate as far as possible.
#pragma once

#include <utility>
#include <vector>

namespace tournament {

// Pairs (white, black) of 0-based players per round, one cycle. For an odd
// count, a pair with black == -1 is the bye of white.
std::vector<std::vector<std::pair<int, int>>> bergerTable(int players);

} // namespace tournament
