#include "openingindex.h"

#include <algorithm>

namespace qiyuan::xiangqi {

void OpeningIndex::addGame(const Position& start, const std::vector<Move>& moves, Verdict result, int maxPlies)
{
    Position p = start;
    const auto game = std::uint32_t(games_++);
    const int n = std::min<int>(int(moves.size()), maxPlies);
    for (int i = 0; i < n; ++i) {
        const Move m = moves[size_t(i)];
        entries_.push_back({p.hash(), std::uint16_t(m.from), std::uint16_t(m.to), std::uint8_t(result), game});
        p.makeMove(m);
    }
    sorted_ = false;
}

void OpeningIndex::finish()
{
    std::sort(entries_.begin(), entries_.end());
    // A game that passed a position twice and played the same move counts once.
    entries_.erase(std::unique(entries_.begin(), entries_.end(),
                               [](const Entry& a, const Entry& b) {
                                   return a.position == b.position && a.from == b.from && a.to == b.to
                                       && a.game == b.game;
                               }),
                   entries_.end());
    entries_.shrink_to_fit();
    sorted_ = true;
}

std::vector<OpeningIndex::MoveStats> OpeningIndex::movesFrom(const Position& p) const
{
    std::vector<MoveStats> out;
    if (!sorted_)
        return out;
    const std::uint64_t key = p.hash();
    auto it = std::lower_bound(entries_.begin(), entries_.end(), key,
                               [](const Entry& e, std::uint64_t k) { return e.position < k; });
    for (; it != entries_.end() && it->position == key; ++it) {
        const Move m{Square(it->from), Square(it->to)};
        if (out.empty() || !(out.back().move == m)) {
            if (!p.isLegal(m))
                continue; // a hash collision with another position: not a move here
            out.push_back({m});
        }
        MoveStats& s = out.back();
        ++s.games;
        switch (Verdict(it->result)) {
        case Verdict::RedWins: ++s.redWins; break;
        case Verdict::BlackWins: ++s.blackWins; break;
        case Verdict::Draw: ++s.draws; break;
        case Verdict::Ongoing: break;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const MoveStats& a, const MoveStats& b) { return a.games > b.games; });
    return out;
}

} // namespace qiyuan::xiangqi
