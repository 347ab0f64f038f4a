// Standings with tie-breaks (docs/TOURNAMENT.md, "Standings"): points, then
// for a round robin direct encounter, Sonneborn-Berger, wins; for a Swiss
// Buchholz cut 1, Buchholz, Sonneborn-Berger, direct encounter, wins.
#pragma once

#include "tournament/tournament.h"

#include <vector>

namespace tournament {

enum class TieBreak { DirectEncounter, SonnebornBerger, Buchholz, BuchholzCut1, Wins };

struct Standing {
    int player = NoPlayer;
    int rank = 0;               // 1-based; players equal in points and every tie-break share a rank
    double points = 0;
    double sonnebornBerger = 0; // Σ (points scored against an opponent met over the board × their points)
    double buchholz = 0;        // Σ points of the opponents met over the board
    double buchholzCut1 = 0;    // the same without the lowest of them
    double directEncounter = 0; // points among the players tied on points, when they all met each other
    int wins = 0;               // over the board and by forfeit
    double value(TieBreak tieBreak) const;
};

std::vector<TieBreak> tieBreakOrder(System system);

// Ranked, best first.
std::vector<Standing> standings(const Tournament& tournament);

} // namespace tournament
