#include "review.h"

#include <algorithm>
#include <cmath>

namespace qiyuan::ai {

using namespace qiyuan::xiangqi;

const char* reviewMarkText(ReviewMark m)
{
    switch (m) {
    case ReviewMark::None: return "";
    case ReviewMark::Inaccuracy: return "?!";
    case ReviewMark::Mistake: return "?";
    case ReviewMark::Blunder: return "??";
    }
    return "";
}

PositionVerdict analysePosition(GameEngine& engine, const Position& start, const std::vector<Move>& moves, int plies,
                                const Limits& limits, const std::atomic<bool>& stop)
{
    PositionVerdict v;
    std::vector<std::string> actions;
    for (int i = 0; i < plies && i < int(moves.size()); ++i)
        actions.push_back(toIccs(moves[size_t(i)]));
    if (!engine.setPosition(start.fen(), actions).empty())
        return v;
    std::vector<std::string> line;
    const EngineResult r = engine.search(limits, MaxLevel, stop, [&](const Progress& p) {
        if (p.line == 1)
            line = p.pv;
    });
    if (stop)
        return v; // cancelled: half a search says nothing
    v.analysed = true;
    v.best = r.best;
    v.score = r.score;
    v.depth = r.depth;
    v.line = line.empty() && !r.best.empty() ? std::vector<std::string>{r.best} : line;
    if (r.best.empty()) // no legal move: the side to move has lost (XQ-2)
        v.score = -Mate;
    return v;
}

double winChance(int score)
{
    // The logistic curve of lichess's analysis (centipawns to winning chances);
    // our centipawns are on the same scale (a soldier about 100, a chariot 900).
    const double cp = std::clamp(score, -4000, 4000);
    return 50.0 + 50.0 * (2.0 / (1.0 + std::exp(-0.00368208 * cp)) - 1.0);
}

ReviewMark markFor(double before, double after)
{
    const double lost = before - after;
    if (lost >= 15)
        return ReviewMark::Blunder;
    if (lost >= 10)
        return ReviewMark::Mistake;
    if (lost >= 5)
        return ReviewMark::Inaccuracy;
    return ReviewMark::None;
}

double moveAccuracy(double before, double after)
{
    const double lost = before - after;
    if (lost <= 0)
        return 100; // the curve's own value at no loss is 99.9999
    return std::clamp(103.1668 * std::exp(-0.04354 * lost) - 3.1669, 0.0, 100.0);
}

int displayScore(int score)
{
    if (score >= MateBound)
        return 30000 - (Mate - score);
    if (score <= -MateBound)
        return -30000 + (Mate + score);
    return score;
}

ReviewedMove judgeMove(const Position& before, Move move, int ply, const PositionVerdict& at,
                       const PositionVerdict& next)
{
    ReviewedMove r;
    r.ply = ply;
    r.move = toIccs(move);
    r.best = at.best;
    r.bestLine = at.line;
    r.redMoved = before.sideToMove() == Side::Red;
    const int sign = r.redMoved ? 1 : -1;
    const int mine = at.score;      // the mover's view, best play
    const int after = -next.score;  // the mover's view, after the move played
    r.scoreBefore = sign * mine;
    r.score = sign * after;
    // The engine's own choice loses nothing, whatever the two searches' noise says.
    const bool best = r.move == at.best;
    const auto capped = [](int s) { return std::clamp(s, -3000, 3000); };
    r.loss = best ? 0 : std::max(0, capped(mine) - capped(after));
    const double chanceBefore = winChance(mine), chanceAfter = best ? chanceBefore : winChance(after);
    r.winChanceLost = std::max(0.0, chanceBefore - chanceAfter);
    r.mark = markFor(chanceBefore, chanceAfter);
    r.accuracy = moveAccuracy(chanceBefore, chanceAfter);
    return r;
}

ReviewSummary summarize(const std::vector<ReviewedMove>& moves)
{
    ReviewSummary s;
    double sum[2] = {0, 0};
    int count[2] = {0, 0};
    for (const ReviewedMove& m : moves) {
        ReviewSide& side = m.redMoved ? s.red : s.black;
        const int i = m.redMoved ? 0 : 1;
        sum[i] += m.accuracy;
        ++count[i];
        switch (m.mark) {
        case ReviewMark::Inaccuracy: ++side.inaccuracies; break;
        case ReviewMark::Mistake: ++side.mistakes; break;
        case ReviewMark::Blunder: ++side.blunders; break;
        case ReviewMark::None: break;
        }
        if (m.mark == ReviewMark::Blunder || m.mark == ReviewMark::Mistake)
            s.turningPoints.push_back(m.ply);
    }
    if (count[0])
        s.red.accuracy = sum[0] / count[0];
    if (count[1])
        s.black.accuracy = sum[1] / count[1];
    return s;
}

} // namespace qiyuan::ai
