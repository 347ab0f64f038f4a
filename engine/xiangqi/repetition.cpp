#include "repetition.h"

namespace qiyuan::xiangqi {

// Placeholder: threefold repetition only. Perpetual check and chase follow.
GameResult judgeRepetition(const Position& start, const std::vector<Move>& moves)
{
    Position p = start;
    std::vector<std::uint64_t> hashes{p.hash()};
    for (const Move& m : moves) {
        p.makeMove(m);
        hashes.push_back(p.hash());
    }
    int seen = 0;
    for (std::uint64_t h : hashes)
        seen += h == hashes.back();
    if (seen >= 3)
        return {Verdict::Draw, "threefold repetition"};
    return {};
}

} // namespace qiyuan::xiangqi
