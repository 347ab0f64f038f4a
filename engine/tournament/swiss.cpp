#include "tournament/swiss.h"

#include <algorithm>

namespace tournament {

int SwissHistory::colourDifference() const
{
    return int(std::count(colours.begin(), colours.end(), 'W'))
           - int(std::count(colours.begin(), colours.end(), 'B'));
}

int SwissHistory::colourPreference() const
{
    if (colours.empty())
        return 0;
    const int d = colourDifference();
    const std::size_t n = colours.size();
    const bool twoBlack = n >= 2 && colours[n - 1] == 'B' && colours[n - 2] == 'B';
    const bool twoWhite = n >= 2 && colours[n - 1] == 'W' && colours[n - 2] == 'W';
    if (d <= -2 || twoBlack)
        return 2;
    if (d >= 2 || twoWhite)
        return -2;
    if (d != 0)
        return d < 0 ? 1 : -1;
    return colours.back() == 'W' ? -1 : 1; // alternate
}

std::vector<SwissHistory> swissHistories(const Tournament& tournament)
{
    std::vector<SwissHistory> h(tournament.players().size());
    for (const auto& round : tournament.rounds()) {
        for (const auto& b : round.boards) {
            const int w = b.white;
            h[std::size_t(w)].halves += b.halvesOf(w);
            if (b.isBye()) {
                h[std::size_t(w)].hadBye = true;
                continue;
            }
            h[std::size_t(b.black)].halves += b.halvesOf(b.black);
            h[std::size_t(w)].opponents.push_back(b.black);
            h[std::size_t(b.black)].opponents.push_back(w);
            if (b.isPlayed()) {
                h[std::size_t(w)].colours.push_back('W');
                h[std::size_t(b.black)].colours.push_back('B');
            }
        }
    }
    return h;
}

bool swissWhiteFor(const SwissHistory& a, const SwissHistory& b, int boardIndex)
{
    const int pa = a.colourPreference();
    const int pb = b.colourPreference();
    if (pa == 0 && pb == 0)
        return boardIndex % 2 == 0; // first round: alternate down the boards
    if (pa == 0)
        return pb < 0;
    if (pb == 0 || (pa > 0) != (pb > 0))
        return pa > 0;
    // Both want the same colour: the stronger preference, then the larger
    // colour difference, then the higher-ranked player gets it.
    if (std::abs(pa) != std::abs(pb))
        return std::abs(pa) > std::abs(pb) ? pa > 0 : pb < 0;
    const int da = std::abs(a.colourDifference());
    const int db = std::abs(b.colourDifference());
    if (da != db)
        return da > db ? pa > 0 : pb < 0;
    return pa > 0;
}

namespace {

struct Search {
    const std::vector<SwissHistory>& history;
    bool strictColours;
    long& budget; // nodes left for the whole pairing of this round
    std::vector<std::pair<int, int>> pairs; // (higher-ranked, lower-ranked)

    bool met(int a, int b) const
    {
        const auto& o = history[std::size_t(a)].opponents;
        return std::find(o.begin(), o.end(), b) != o.end();
    }
    bool compatible(int a, int b) const
    {
        if (met(a, b))
            return false;
        if (!strictColours)
            return true;
        const int pa = history[std::size_t(a)].colourPreference();
        const int pb = history[std::size_t(b)].colourPreference();
        return !(std::abs(pa) == 2 && pa == pb); // both must have the same colour
    }

    // unpaired: in ranking order.
    bool pairRest(std::vector<int>& unpaired)
    {
        if (unpaired.empty())
            return true;
        if (--budget < 0)
            return false;
        const int p = unpaired.front();
        const int score = history[std::size_t(p)].halves;
        std::size_t groupSize = 0; // the score group of p among the unpaired (p's bracket)
        while (groupSize < unpaired.size() && history[std::size_t(unpaired[groupSize])].halves == score)
            ++groupSize;
        const std::size_t half = groupSize / 2;
        std::vector<std::size_t> order; // candidate positions in `unpaired`
        for (std::size_t i = std::max<std::size_t>(half, 1); i < groupSize; ++i)
            order.push_back(i); // bottom half, from its top
        for (std::size_t i = half; i-- > 1;)
            order.push_back(i); // then the top half, from its bottom
        for (std::size_t i = groupSize; i < unpaired.size(); ++i)
            order.push_back(i); // then float down: lower groups in ranking order
        for (std::size_t i : order) {
            const int q = unpaired[i];
            if (!compatible(p, q))
                continue;
            std::vector<int> rest;
            rest.reserve(unpaired.size() - 2);
            for (std::size_t k = 1; k < unpaired.size(); ++k)
                if (k != i)
                    rest.push_back(unpaired[k]);
            pairs.emplace_back(p, q);
            if (pairRest(rest))
                return true;
            pairs.pop_back();
            if (budget < 0)
                return false;
        }
        return false;
    }
};

} // namespace

std::optional<Round> pairSwiss(const Tournament& tournament)
{
    const auto history = swissHistories(tournament);
    const auto& players = tournament.players();
    const int roundNumber = int(tournament.rounds().size()) + 1;
    std::vector<int> ranked;
    for (int i = 0; i < int(players.size()); ++i)
        if (!players[std::size_t(i)].withdrawn && players[std::size_t(i)].joinedRound <= roundNumber)
            ranked.push_back(i);
    if (ranked.size() < 2)
        return std::nullopt;
    // Ranking order: score, then rating, then entry order.
    std::stable_sort(ranked.begin(), ranked.end(), [&](int a, int b) {
        if (history[std::size_t(a)].halves != history[std::size_t(b)].halves)
            return history[std::size_t(a)].halves > history[std::size_t(b)].halves;
        return players[std::size_t(a)].rating > players[std::size_t(b)].rating;
    });

    // The bye candidates: nobody (even field), else the lowest-ranked without a bye first.
    std::vector<int> byeCandidates;
    if (ranked.size() % 2 == 1) {
        for (auto it = ranked.rbegin(); it != ranked.rend(); ++it)
            if (!history[std::size_t(*it)].hadBye)
                byeCandidates.push_back(*it);
        if (byeCandidates.empty())
            return std::nullopt;
    } else {
        byeCandidates.push_back(NoPlayer);
    }

    // Nodes searched at most: a field not paired within them is reported unpairable.
    long budget = 2'000'000;
    // Colour rules are relaxed only when no pairing keeps them (docs: "Backtracking").
    for (bool strict : {true, false}) {
        for (int bye : byeCandidates) {
            std::vector<int> field;
            for (int p : ranked)
                if (p != bye)
                    field.push_back(p);
            Search search{history, strict, budget, {}};
            if (!search.pairRest(field)) {
                if (budget < 0)
                    return std::nullopt;
                continue;
            }
            Round round;
            for (std::size_t i = 0; i < search.pairs.size(); ++i) {
                auto [a, b] = search.pairs[i];
                Board board;
                const bool aWhite = swissWhiteFor(history[std::size_t(a)], history[std::size_t(b)], int(i));
                board.white = aWhite ? a : b;
                board.black = aWhite ? b : a;
                round.boards.push_back(board);
            }
            if (bye != NoPlayer) {
                Board board;
                board.white = bye;
                round.boards.push_back(board);
            }
            return round;
        }
    }
    return std::nullopt;
}

} // namespace tournament
