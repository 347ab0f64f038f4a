#include "tournament/standings.h"

#include <algorithm>
#include <map>

namespace tournament {

double Standing::value(TieBreak tieBreak) const
{
    switch (tieBreak) {
    case TieBreak::DirectEncounter: return directEncounter;
    case TieBreak::SonnebornBerger: return sonnebornBerger;
    case TieBreak::Buchholz: return buchholz;
    case TieBreak::BuchholzCut1: return buchholzCut1;
    case TieBreak::Wins: return wins;
    }
    return 0;
}

std::vector<TieBreak> tieBreakOrder(System system)
{
    if (system == System::Swiss)
        return {TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::SonnebornBerger, TieBreak::DirectEncounter,
                TieBreak::Wins};
    return {TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Wins};
}

std::vector<Standing> standings(const Tournament& tournament)
{
    const int n = int(tournament.players().size());
    const auto count = std::size_t(n);
    std::vector<Standing> rows(count);
    for (int i = 0; i < n; ++i) {
        rows[std::size_t(i)].player = i;
        rows[std::size_t(i)].points = tournament.halves(i) / 2.0;
    }
    // Opponents' final points, game by game.
    std::vector<std::vector<double>> metPoints(count);
    for (const auto& round : tournament.rounds()) {
        for (const auto& b : round.boards) {
            if (b.isBye())
                continue;
            for (int p : {b.white, b.black}) {
                auto& row = rows[std::size_t(p)];
                const int got = b.halvesOf(p);
                if (b.result != Result::Pending && got == 2)
                    ++row.wins;
                if (!b.isPlayed())
                    continue; // forfeits and byes add no opponent to Buchholz or Sonneborn-Berger
                const double opponentPoints = rows[std::size_t(b.opponentOf(p))].points;
                row.sonnebornBerger += got / 2.0 * opponentPoints;
                metPoints[std::size_t(p)].push_back(opponentPoints);
            }
        }
    }
    for (int i = 0; i < n; ++i) {
        auto& met = metPoints[std::size_t(i)];
        auto& row = rows[std::size_t(i)];
        for (double v : met)
            row.buchholz += v;
        row.buchholzCut1 = met.empty() ? 0 : row.buchholz - *std::min_element(met.begin(), met.end());
    }
    // Direct encounter: within each group tied on points, only when every pair of it met over the board.
    std::map<double, std::vector<int>> tied;
    for (int i = 0; i < n; ++i)
        tied[rows[std::size_t(i)].points].push_back(i);
    for (const auto& [points, group] : tied) {
        if (group.size() < 2)
            continue;
        std::map<std::pair<int, int>, int> gamesBetween;
        std::vector<double> among(count, 0.0);
        for (const auto& round : tournament.rounds())
            for (const auto& b : round.boards) {
                if (!b.isPlayed())
                    continue;
                const bool inW = std::find(group.begin(), group.end(), b.white) != group.end();
                const bool inB = std::find(group.begin(), group.end(), b.black) != group.end();
                if (!inW || !inB)
                    continue;
                ++gamesBetween[{std::min(b.white, b.black), std::max(b.white, b.black)}];
                among[std::size_t(b.white)] += b.halvesOf(b.white) / 2.0;
                among[std::size_t(b.black)] += b.halvesOf(b.black) / 2.0;
            }
        const std::size_t pairsInGroup = group.size() * (group.size() - 1) / 2;
        if (gamesBetween.size() != pairsInGroup)
            continue;
        for (int p : group)
            rows[std::size_t(p)].directEncounter = among[std::size_t(p)];
    }
    // Order and ranks.
    const auto order = tieBreakOrder(tournament.system());
    auto key = [&](const Standing& s) {
        std::vector<double> k{s.points};
        for (auto t : order)
            k.push_back(s.value(t));
        return k;
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const Standing& a, const Standing& b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].rank = i > 0 && key(rows[i]) == key(rows[i - 1]) ? rows[i - 1].rank : int(i) + 1;
    return rows;
}

} // namespace tournament
