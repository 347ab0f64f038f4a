#include "jifen_ai.h"

#include "core/random.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <vector>

namespace qiyuan::ai {

using namespace jifen;
using xiangqi::Side;

namespace {

// The level's random margin in this game's units: the xiangqi margin is in
// centipawns, here 60 stand for one point (a quarter keeps a level-1 player's
// slips within about a point, where a whole one would give away five).
int randomMargin(const LevelSettings& level, const JifenAiOptions& options)
{
    return options.randomize ? level.randomMarginCp / 4 : 0;
}


// Material by xiangqi piece type; the general is not counted (its loss is the
// result, or is scored by the rules).
constexpr int TypeValue[8] = {0, 0, 200, 200, 400, 900, 450, 100};
// What one point of score is worth against material: points decide the game.
constexpr int PointValue = 60;

int resultScore(const GameResult& r, Side side, int ply)
{
    if (r.verdict == Verdict::Draw)
        return 0;
    const bool won = (r.verdict == Verdict::RedWins) == (side == Side::Red);
    return won ? Mate - ply : -Mate + ply;
}

class Searcher {
public:
    Searcher(Position& p, Side me, const std::atomic<bool>* stop, std::chrono::steady_clock::time_point deadline)
        : pos_(p)
        , me_(me)
        , stop_(stop)
        , deadline_(deadline)
    {
    }
    std::uint64_t nodes = 0;
    std::uint64_t maxNodes = 0; // 0: no node budget
    bool aborted = false;

    // Called at interior nodes only; most nodes are leaves, so the clock is
    // read every 64 calls rather than at node counts that are multiples of 1024
    // (which leaves rarely land on: searches overran their time several-fold).
    bool timeUp()
    {
        if (aborted)
            return true;
        if ((++checks_ & 63) == 0
            && ((stop_ && stop_->load(std::memory_order_relaxed)) || std::chrono::steady_clock::now() >= deadline_
                || (maxNodes && nodes >= maxNodes)))
            aborted = true;
        return aborted;
    }

    // Minimax from me_'s view: the root side maximises, the other minimises,
    // whoever acts (a two-move turn acts twice).
    int search(int depth, int alpha, int beta, int ply)
    {
        ++nodes;
        const GameResult r = pos_.result();
        if (r.over())
            return resultScore(r, me_, ply);
        if (depth <= 0 || timeUp())
            return evaluateJifen(pos_, me_);
        ActionList actions;
        pos_.generateLegal(actions);
        if (actions.empty())
            return evaluateJifen(pos_, me_);
        order(actions, ply);
        const bool maximise = pos_.sideToAct() == me_;
        int best = maximise ? -Infinite : Infinite;
        for (int i = 0; i < actions.size(); ++i) {
            const Action& action = actions[order_[slot(ply)][static_cast<std::size_t>(i)]];
            pos_.makeAction(action);
            const int v = search(depth - 1, alpha, beta, ply + 1);
            pos_.unmakeAction();
            if (aborted)
                return best == -Infinite || best == Infinite ? v : best;
            if (maximise) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) {
                rememberCutoff(action, depth, ply);
                break;
            }
        }
        return best;
    }

    // A quiet action that refuted the rest: tried early at the same ply
    // (killer) and, by its history, wherever it is legal (as in the xiangqi search).
    void rememberCutoff(const Action& a, int depth, int ply)
    {
        if (a.isEnd() || pos_.at(a.move.to) != xiangqi::NoPiece)
            return;
        auto& k = killers_[slot(ply)];
        if (!(k[0] == a)) {
            k[1] = k[0];
            k[0] = a;
        }
        int& h = history(a);
        h = std::min(h + depth * depth, HistoryMax);
    }

    // Captures of valuable pieces first, then the killers, then plain moves
    // by their history; kind changes after the same move without one; `end` last.
    void order(const ActionList& actions, int ply)
    {
        const auto& killers = killers_[slot(ply)];
        std::vector<int>& idx = order_[slot(ply)];
        idx.resize(static_cast<std::size_t>(actions.size()));
        key_.resize(static_cast<std::size_t>(actions.size()));
        for (int i = 0; i < actions.size(); ++i) {
            idx[static_cast<std::size_t>(i)] = i;
            const Action& a = actions[i];
            int k = 0;
            if (a.isEnd()) {
                k = -2;
            } else {
                const xiangqi::Piece captured = pos_.at(a.move.to);
                if (captured != xiangqi::NoPiece)
                    k = 4 * HistoryMax + 16 * TypeValue[xiangqi::typeOf(captured)];
                else if (a == killers[0])
                    k = 3 * HistoryMax;
                else if (a == killers[1])
                    k = 3 * HistoryMax - 2;
                else
                    k = 2 * history(a);
                if (a.change)
                    k -= 1;
            }
            key_[static_cast<std::size_t>(i)] = k;
        }
        std::stable_sort(idx.begin(), idx.end(), [this](int x, int y) {
            return key_[static_cast<std::size_t>(x)] > key_[static_cast<std::size_t>(y)];
        });
    }

    std::vector<std::vector<int>> order_ = std::vector<std::vector<int>>(MaxPly + 1);
    std::vector<int> key_;

private:
    // Per-ply tables have MaxPly + 1 slots; deeper plies share the last.
    static std::size_t slot(int ply) { return static_cast<std::size_t>(std::min(ply, MaxPly)); }
    int& history(const Action& a)
    {
        return history_[static_cast<std::size_t>(a.move.from) * xiangqi::PaddedSize + a.move.to];
    }

    static constexpr int HistoryMax = 1 << 20;
    std::vector<std::array<Action, 2>> killers_ = std::vector<std::array<Action, 2>>(MaxPly + 1);
    std::vector<int> history_ = std::vector<int>(xiangqi::PaddedSize * xiangqi::PaddedSize);
    Position& pos_;
    Side me_;
    const std::atomic<bool>* stop_;
    std::chrono::steady_clock::time_point deadline_;
    std::uint64_t checks_ = 0;
};

} // namespace

int evaluateJifen(const Position& p, Side side)
{
    int material = 0;
    for (xiangqi::Square s : xiangqi::AllSquares) {
        const xiangqi::Piece piece = p.at(s);
        if (piece == xiangqi::NoPiece)
            continue;
        const int v = TypeValue[xiangqi::typeOf(piece)];
        material += xiangqi::sideOf(piece) == side ? v : -v;
    }
    const int points = p.score(side) - p.score(xiangqi::opposite(side));
    return points * PointValue + material / 4;
}

JifenAiResult chooseJifenAction(const Game& game, const JifenAiOptions& options, const std::atomic<bool>* stop,
                                const ProgressCallback& progress)
{
    JifenAiResult result;
    if (game.over())
        return result;
    const LevelSettings level = levelSettings(options.level);
    const int timeMs = options.moveTimeMs > 0 ? options.moveTimeMs : std::max(50, level.defaultTimeMs);
    const auto started = std::chrono::steady_clock::now();
    const auto deadline = started + std::chrono::milliseconds(timeMs);
    const int levelCap = level.maxDepth > 0 ? level.maxDepth : MaxPly / 2;
    // Killer and history ordering (issue 21) made each depth about ten times
    // cheaper, so the search is allowed deeper than the 6 of before: the
    // move time decides.
    constexpr int DeepestDefault = 12;
    const int maxDepth =
        options.maxDepth > 0 ? std::min(options.maxDepth, levelCap) : std::min(levelCap, DeepestDefault);

    Position pos = game.position();
    const Side me = pos.sideToAct();
    const ActionList root = pos.legalActions();
    if (root.empty())
        return result;
    Searcher searcher(pos, me, stop, deadline);
    searcher.maxNodes = options.maxNodes;
    std::vector<int> scores(static_cast<std::size_t>(root.size()), 0);
    std::vector<int> completed = scores;
    Xoshiro256 rng(options.seed ^ (static_cast<std::uint64_t>(pos.ply()) << 20));

    // Root actions in the order of the last completed depth's scores, best
    // first: alpha rises at once and the rest are refuted cheaply.
    std::vector<int> rootOrder(static_cast<std::size_t>(root.size()));
    for (int i = 0; i < root.size(); ++i)
        rootOrder[static_cast<std::size_t>(i)] = i;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int alpha = -Infinite;
        for (const int i : rootOrder) {
            pos.makeAction(root[i]);
            // Every root action gets an exact score (within the margin), so that
            // the level's random choice is among truly near-best actions.
            const int margin = randomMargin(level, options);
            scores[static_cast<std::size_t>(i)] = searcher.search(depth - 1, alpha - margin - 1, Infinite, 1);
            pos.unmakeAction();
            if (searcher.aborted)
                break;
            alpha = std::max(alpha, scores[static_cast<std::size_t>(i)]);
        }
        if (searcher.aborted && depth > 1)
            break;
        completed = scores;
        std::stable_sort(rootOrder.begin(), rootOrder.end(), [&](int x, int y) {
            return completed[static_cast<std::size_t>(x)] > completed[static_cast<std::size_t>(y)];
        });
        result.depth = depth;
        if (progress) {
            Progress p;
            p.depth = depth;
            const auto top = std::max_element(completed.begin(), completed.end());
            p.score = *top;
            p.pv = {actionText(root[static_cast<int>(top - completed.begin())])};
            p.nodes = searcher.nodes;
            p.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started)
                           .count();
            p.nps = p.timeMs > 0 ? p.nodes * 1000 / static_cast<std::uint64_t>(p.timeMs) : p.nodes * 1000;
            p.selDepth = depth;
            progress(p);
        }
        if (searcher.aborted || isMateScore(*std::max_element(completed.begin(), completed.end())))
            break;
    }
    const int best = *std::max_element(completed.begin(), completed.end());
    const int margin = randomMargin(level, options);
    // Within the margin, a move is drawn weighted towards the best (as the
    // xiangqi levels do): a beginner errs now and then, not at every move.
    std::vector<int> candidates;
    std::vector<double> weights;
    double total = 0;
    for (int i = 0; i < root.size(); ++i) {
        const int s = completed[static_cast<std::size_t>(i)];
        if (s == best || (s >= best - margin && !isMateScore(best))) {
            const double w = std::pow(1.0 - double(best - s) / double(margin + 1), 2.0);
            candidates.push_back(i);
            weights.push_back(w);
            total += w;
        }
    }
    int pick = candidates.front();
    double r = double(rng.below(1u << 20)) / double(1u << 20) * total;
    for (std::size_t k = 0; k < candidates.size(); ++k) {
        pick = candidates[k];
        if ((r -= weights[k]) < 0)
            break;
    }
    result.action = root[pick];
    result.score = completed[static_cast<std::size_t>(pick)];
    result.nodes = searcher.nodes;
    return result;
}

} // namespace qiyuan::ai
