#include "score.h"

#include <charconv>
#include <limits>

namespace qiyuan::banqi {

std::array<int, 2> winScore(const RuleSet& rules, int wonAtPly, int winnerPieces, bool winnerFirstCaptureWasGeneral)
{
    const bool early = wonAtPly < rules.earlyWinPlies; // BQ-12
    int winner = early ? 0 : winnerPieces;             // BQ-13
    int loser = early ? -rules.earlyLoss : -winnerPieces;
    if (winnerFirstCaptureWasGeneral) { // BQ-14
        winner += rules.generalBonus;
        if (!early)
            loser -= rules.generalBonus;
    }
    return {winner * rules.base, loser * rules.base}; // BQ-15
}

bool MatchScore::add(const GameScore& score, int firstSeat)
{
    if (!score.final || (firstSeat != 0 && firstSeat != 1))
        return false;
    const int first = firstSeat, second = 1 - firstSeat;
    ++games;
    points[first] += score.byPlayer[0];
    points[second] += score.byPlayer[1];
    if (!score.winner)
        ++draws;
    else
        ++wins[*score.winner == Player::First ? first : second];
    return true;
}

std::string MatchScore::toText() const
{
    return std::to_string(games) + ' ' + std::to_string(draws) + ' ' + std::to_string(wins[0]) + ' '
        + std::to_string(wins[1]) + ' ' + std::to_string(points[0]) + ' ' + std::to_string(points[1]);
}

std::optional<MatchScore> MatchScore::fromText(std::string_view text)
{
    std::array<int, 6> v{};
    const char* p = text.data();
    const char* end = p + text.size();
    for (int i = 0; i < 6; ++i) {
        while (p < end && *p == ' ')
            ++p;
        const auto [next, ec] = std::from_chars(p, end, v[i]);
        if (ec != std::errc() || next == p)
            return std::nullopt;
        p = next;
    }
    while (p < end && *p == ' ')
        ++p;
    if (p != end)
        return std::nullopt;
    MatchScore m;
    m.games = v[0];
    m.draws = v[1];
    m.wins = {v[2], v[3]};
    m.points = {v[4], v[5]};
    // Counts add up and are not negative; points may be anything.
    if (m.games < 0 || m.draws < 0 || m.wins[0] < 0 || m.wins[1] < 0
        || static_cast<long long>(m.draws) + m.wins[0] + m.wins[1] != m.games)
        return std::nullopt;
    return m;
}

} // namespace qiyuan::banqi
