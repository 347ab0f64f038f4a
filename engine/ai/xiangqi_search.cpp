#include "xiangqi_search.h"

#include "transposition.h"
#include "xiangqi_eval.h"
#include "xiangqi/repetition.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <thread>

namespace qiyuan::ai {

using namespace xiangqi;

namespace {

using Clock = std::chrono::steady_clock;

Move moveFromCode(std::uint16_t code)
{
    return Move{static_cast<Square>(code & 0xff), static_cast<Square>(code >> 8)};
}

// Mate scores are stored relative to the node, so that they stay right when the
// same position is reached at another ply.
int scoreToTT(int score, int ply)
{
    return score >= MateBound ? score + ply : score <= -MateBound ? score - ply : score;
}
int scoreFromTT(int score, int ply)
{
    return score >= MateBound ? score - ply : score <= -MateBound ? score + ply : score;
}

// Late-move reductions by depth and move number.
struct ReductionTable {
    std::array<std::array<std::uint8_t, 64>, 64> r{};
    ReductionTable()
    {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                r[d][m] = static_cast<std::uint8_t>(0.6 + std::log(d) * std::log(m) / 2.1);
    }
    int operator()(int depth, int moveNumber) const { return r[std::min(depth, 63)][std::min(moveNumber, 63)]; }
};
const ReductionTable Reductions;

constexpr int North = 16, South = -16, East = 1, West = -1;
constexpr int Orthogonal[4] = {North, South, East, West};
constexpr int Diagonal[4] = {North + East, North + West, South + East, South + West};
struct Jump {
    int to;
    int leg;
};
constexpr Jump HorseJumps[8] = {
    {33, 16}, {31, 16}, {-31, -16}, {-33, -16}, {18, 1}, {-14, 1}, {14, -1}, {-18, -1},
};
constexpr Jump ElephantSteps[4] = {{34, 17}, {30, 15}, {-30, -15}, {-34, -17}};

// Pseudo-legal captures of the side to move (legality is checked after making them).
void generateCaptures(const Position& pos, MoveList& out)
{
    out.clear();
    const Side us = pos.sideToMove();
    auto enemy = [&](int s) {
        const Piece q = pos.at(static_cast<Square>(s));
        return q != NoPiece && q != Offboard && sideOf(q) != us;
    };
    auto add = [&](Square from, int to) { out.push(Move{from, static_cast<Square>(to)}); };
    for (Square from : AllSquares) {
        const Piece p = pos.at(from);
        if (p == NoPiece || sideOf(p) != us)
            continue;
        switch (typeOf(p)) {
        case General:
            for (int d : Orthogonal)
                if (enemy(from + d) && inPalace(us, static_cast<Square>(from + d)))
                    add(from, from + d);
            break;
        case Advisor:
            for (int d : Diagonal)
                if (enemy(from + d) && inPalace(us, static_cast<Square>(from + d)))
                    add(from, from + d);
            break;
        case Elephant:
            for (const Jump& j : ElephantSteps)
                if (pos.at(static_cast<Square>(from + j.leg)) == NoPiece && enemy(from + j.to)
                    && onOwnHalf(us, static_cast<Square>(from + j.to)))
                    add(from, from + j.to);
            break;
        case Horse:
            for (const Jump& j : HorseJumps)
                if (pos.at(static_cast<Square>(from + j.leg)) == NoPiece && enemy(from + j.to))
                    add(from, from + j.to);
            break;
        case Chariot:
            for (int d : Orthogonal) {
                int t = from + d;
                while (pos.at(static_cast<Square>(t)) == NoPiece)
                    t += d;
                if (enemy(t))
                    add(from, t);
            }
            break;
        case Cannon:
            for (int d : Orthogonal) {
                int t = from + d;
                while (pos.at(static_cast<Square>(t)) == NoPiece)
                    t += d;
                if (pos.at(static_cast<Square>(t)) == Offboard)
                    continue;
                t += d; // over the screen
                while (pos.at(static_cast<Square>(t)) == NoPiece)
                    t += d;
                if (enemy(t))
                    add(from, t);
            }
            break;
        case Soldier: {
            const int forward = us == Side::Red ? North : South;
            if (enemy(from + forward))
                add(from, from + forward);
            if (!onOwnHalf(us, from)) {
                if (enemy(from + East))
                    add(from, from + East);
                if (enemy(from + West))
                    add(from, from + West);
            }
            break;
        }
        default: break;
        }
    }
}

// Null-move pruning assumes that passing is worse than the best move. In
// xiangqi endgames with few attackers 等着 (waiting) often wins, so only try
// it while the side keeps some force: a chariot, or two horses/cannons.
bool nullMoveSafe(const Position& pos)
{
    const Side us = pos.sideToMove();
    int force = 0;
    for (Square s : AllSquares) {
        const Piece p = pos.at(s);
        if (p == NoPiece || sideOf(p) != us)
            continue;
        const PieceType t = typeOf(p);
        force += t == Chariot ? 2 : (t == Horse || t == Cannon) ? 1 : 0;
    }
    return force >= 2;
}

// A repetition the referee decided (XQ-3), scored for the side `us`.
int ruleScore(Verdict verdict, Side us)
{
    const Verdict win = us == Side::Red ? Verdict::RedWins : Verdict::BlackWins;
    return verdict == Verdict::Draw ? 0 : verdict == win ? RuleWin : -RuleWin;
}

struct RootMove {
    Move move;
    int score = -Infinite;
    bool exact = false; // score is exact (not a fail-low bound) in the last iteration
    bool decided = false; // the move ends the game by repetition (XQ-3): score is final
    std::vector<Move> pv;
};

} // namespace

// ---- levels ---------------------------------------------------------------

LevelSettings levelSettings(int level)
{
    // level, depth cap, default time, random margin
    static constexpr LevelSettings table[MaxLevel] = {
        {1, 1, 200, 300}, {2, 2, 300, 200}, {3, 3, 500, 120}, {4, 4, 700, 70},
        {5, 5, 1000, 35}, {6, 7, 1500, 15}, {7, 10, 2500, 0}, {8, 0, 4000, 0},
    };
    return table[std::clamp(level, MinLevel, MaxLevel) - 1];
}

LevelSettings xiangqiLevelSettings(int level)
{
    // level, depth cap, default time, random margin, node budget
    static constexpr LevelSettings table[MaxLevel] = {
        {1, 0, 200, 300, 40},   {2, 0, 300, 120, 320},    {3, 0, 500, 72, 750},     {4, 0, 700, 50, 1500},
        {5, 0, 1000, 25, 3200}, {6, 0, 1500, 10, 10000}, {7, 0, 2500, 0, 32000}, {8, 0, 4000, 0, 0},
    };
    return table[std::clamp(level, MinLevel, MaxLevel) - 1];
}

// ---- prior positions --------------------------------------------------------

PriorPositions priorPositions(const Position& start, const std::vector<Move>& moves)
{
    PriorPositions prior;
    prior.moves = moves;
    Position p = start;
    prior.hashes.reserve(moves.size());
    prior.inCheck.reserve(moves.size());
    for (const Move& m : moves) {
        prior.hashes.push_back(p.hash());
        prior.inCheck.push_back(p.inCheck());
        p.makeMove(m);
    }
    return prior;
}

PriorPositions priorPositions(const Game& game) { return priorPositions(game.startPosition(), game.moves()); }

// ---- the search -------------------------------------------------------------

// A piece of one colour on one point: 14 kinds x 90 points, the index of
// the continuation history.
constexpr int PieceToCount = 14 * 90;
int pieceTo(Piece p, Square s)
{
    return ((p & 8 ? 7 : 0) + typeOf(p) - 1) * 90 + rankOf(s) * 9 + fileOf(s);
}

// Move ordering that survives between searches of one game; each thread of a
// search has its own (only the hash table is shared).
struct Ordering {
    std::array<std::array<int, PaddedSize>, 16> history{};
    std::array<std::array<Move, PaddedSize>, 16> counterMoves{};
    // Continuation history: how good a quiet move (piece, point) was after
    // the move one or two plies before it (piece, point), 14*90 by 14*90.
    std::vector<std::int16_t> continuation = std::vector<std::int16_t>(PieceToCount * PieceToCount);
    void clear()
    {
        for (auto& row : history)
            row.fill(0);
        for (auto& row : counterMoves)
            row.fill(Move{});
        std::fill(continuation.begin(), continuation.end(), std::int16_t{0});
    }
    std::int16_t& follow(int previous, int next) { return continuation[previous * PieceToCount + next]; }
};

struct XiangqiSearch::Impl {
    TranspositionTable tt;
    int hashMb = 16;
    int threads = 1;
    Ordering ordering;                 // the main thread's
    std::vector<Ordering> helperOrdering; // one per helper thread (Lazy SMP)

    explicit Impl(int mb) : tt(mb), hashMb(mb) {}
    void clearOrdering()
    {
        ordering.clear();
        for (Ordering& o : helperOrdering)
            o.clear();
    }
};

namespace {

class Searcher {
public:
    // Lazy SMP: the helpers of a search share its hash table, add their node
    // counts to `helperNodes`, start at `firstDepth` (1 or 2, so that threads
    // differ) and run until the main thread sets their stop flag.
    Searcher(TranspositionTable& tt, Ordering& ordering, const Position& root, const PriorPositions& prior,
             const XiangqiSearchOptions& options, const std::atomic<bool>* stop, const ProgressCallback& progress,
             std::atomic<std::uint64_t>* helperNodes = nullptr, bool helper = false, int firstDepth = 1)
        : shared_(ordering), tt_(tt), pos_(root), prior_(prior), options_(options), stop_(stop),
          progress_(progress), helperNodes_(helperNodes), helper_(helper), firstDepth_(firstDepth)
    {
        level_ = options.levelSettings ? *options.levelSettings : xiangqiLevelSettings(options.level);
        eval_ = options.evaluation ? options.evaluation : &defaultEvalTables();
        margin_ = options.randomize ? level_.randomMarginCp : 0;
        multiPv_ = std::clamp(options.multiPv, 1, MaxMultiPv);
        const std::size_t n = std::min(prior.hashes.size(), prior.inCheck.size());
        keys_.assign(prior.hashes.end() - static_cast<std::ptrdiff_t>(n), prior.hashes.end());
        checks_.assign(prior.inCheck.end() - static_cast<std::ptrdiff_t>(n), prior.inCheck.end());
        base_ = static_cast<int>(keys_.size());
        keys_.resize(base_ + MaxPly + 2);
        checks_.resize(base_ + MaxPly + 2);
        keys_[base_] = pos_.hash();
        checks_[base_] = pos_.inCheck();
        boundary_[0] = std::max(0, base_ - pos_.halfmoveClock());
        setUpTime();
    }

    XiangqiSearchResult run();

private:
    void setUpTime();
    std::int64_t elapsedMs() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
    }
    void poll()
    {
        if ((stop_ && stop_->load(std::memory_order_relaxed)) || (hardMs_ > 0 && elapsedMs() >= hardMs_))
            aborted_ = true;
    }
    void countNode()
    {
        // A node budget (go nodes, the levels' budgets) holds to the node, but
        // the first depth always completes: every root move gets a score.
        if (nodeLimit_ && nodes_ >= nodeLimit_ && rootDepth_ > 1)
            aborted_ = true;
        if ((++nodes_ & 1023) == 0) {
            if (helper_ && helperNodes_)
                helperNodes_->fetch_add(1024, std::memory_order_relaxed);
            poll();
        }
    }
    // Every thread's nodes: the main thread's count plus its helpers'.
    std::uint64_t allNodes() const
    {
        return nodes_ + (!helper_ && helperNodes_ ? helperNodes_->load(std::memory_order_relaxed) : 0);
    }

    void make(Move m, int ply)
    {
        const bool capture = pos_.at(m.to) != NoPiece;
        pieceToStack_[ply] = pieceTo(pos_.at(m.from), m.to);
        pos_.makeMove(m);
        tt_.prefetch(pos_.hash());
        const int i = base_ + ply + 1;
        keys_[i] = pos_.hash();
        checks_[i] = pos_.inCheck();
        boundary_[ply + 1] = capture ? i : boundary_[ply];
        moveStack_[ply] = m;
    }
    void makeNull(int ply)
    {
        pos_.makeNullMove();
        const int i = base_ + ply + 1;
        keys_[i] = pos_.hash();
        checks_[i] = false;
        boundary_[ply + 1] = i; // no repetition across a pass
        moveStack_[ply] = Move{};
        pieceToStack_[ply] = -1;
    }
    bool inCheckAt(int ply) const { return checks_[base_ + ply]; }

    bool repetition(int ply, int& score) const;
    bool refereeScore(int ply, int& score) const;
    int search(int alpha, int beta, int depth, int ply, bool nullAllowed, bool cutNode);
    int quiesce(int alpha, int beta, int ply, bool checks = false);
    int searchRoot(int alpha, int beta, int depth);
    void orderMoves(const MoveList& moves, std::array<int, MoveList::Capacity>& scores, Move ttMove, int ply);
    void updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply);
    int quietScore(Move m, int ply) const; // history and continuation history
    // The moves one and two plies back, for the continuation history (-1: none).
    int previousPieceTo(int ply, int back) const { return ply >= back ? pieceToStack_[ply - back] : -1; }
    void report(int depth, int score);
    Move pickRandom();
    void judgeRootRepetitions();

    Ordering& shared_;
    TranspositionTable& tt_;
    Position pos_;
    const PriorPositions& prior_;
    XiangqiSearchOptions options_;
    LevelSettings level_;
    const EvalTables* eval_ = nullptr; // the weights the evaluation uses
    int margin_ = 0;
    int multiPv_ = 1; // root moves that need an exact score and a line (analysis)
    const std::atomic<bool>* stop_;
    const ProgressCallback& progress_;
    std::atomic<std::uint64_t>* helperNodes_; // helpers add to it, the main thread reads it
    bool helper_ = false;
    int firstDepth_ = 1;

    std::vector<std::uint64_t> keys_; // position hashes: the game, then the search path
    std::vector<bool> checks_;        // side to move in check there
    int base_ = 0;                    // index of the root in keys_
    std::array<int, MaxPly + 2> boundary_{}; // earliest index a repetition may reach
    std::array<Move, MaxPly + 2> moveStack_{};
    std::array<int, MaxPly + 2> pieceToStack_{}; // pieceTo() of each ply's move, -1 for a pass
    std::array<int, MaxPly + 2> evalStack_{};
    std::array<std::array<Move, 2>, MaxPly + 2> killers_{};
    std::array<std::array<Move, MaxPly + 2>, MaxPly + 2> pv_{};
    std::array<int, MaxPly + 2> pvLength_{};

    std::vector<RootMove> rootMoves_;
    int rootDepth_ = 0;
    int selDepth_ = 0;
    std::uint64_t nodes_ = 0;
    std::uint64_t nodeLimit_ = 0;
    int maxDepth_ = MaxPly - 1;
    Clock::time_point start_;
    std::int64_t hardMs_ = 0; // abort the search at this time
    std::int64_t softMs_ = 0; // do not start another depth after this time
    bool aborted_ = false;
};

void Searcher::setUpTime()
{
    start_ = Clock::now();
    const Limits& l = options_.limits;
    nodeLimit_ = l.nodes;
    if (level_.maxNodes > 0)
        nodeLimit_ = nodeLimit_ ? std::min<std::uint64_t>(nodeLimit_, level_.maxNodes) : level_.maxNodes;
    maxDepth_ = MaxPly - 1;
    if (l.depth > 0)
        maxDepth_ = std::min(maxDepth_, l.depth);
    if (level_.maxDepth > 0)
        maxDepth_ = std::min(maxDepth_, level_.maxDepth);
    if (l.infinite)
        return;
    if (l.moveTimeMs > 0) {
        // Keep a little for the answer to reach the caller.
        hardMs_ = std::max<std::int64_t>(1, l.moveTimeMs - std::min(10, l.moveTimeMs / 20));
        softMs_ = hardMs_;
    } else if (l.timeLeftMs >= 0) {
        const int left = std::max(0, l.timeLeftMs - 30);
        const int movesToGo = l.movesToGo > 0 ? std::min(l.movesToGo, 30) : 30;
        const std::int64_t share = left / movesToGo + l.incrementMs * 3 / 4;
        hardMs_ = std::max<std::int64_t>(1, std::min<std::int64_t>(share * 4, left / 3));
        softMs_ = std::max<std::int64_t>(1, std::min(share, hardMs_) * 6 / 10);
    } else if (l.depth <= 0 && l.nodes == 0) {
        hardMs_ = softMs_ = level_.defaultTimeMs;
    }
}

bool Searcher::repetition(int ply, int& score) const
{
    // A position repeated inside the search counts at once: the side that
    // steered into it could repeat again. One that stood only before the root
    // has to come back twice more, as in the game (XQ-3 decides at the third
    // occurrence).
    const int n = base_ + ply;
    const std::uint64_t key = keys_[n];
    int earlierBeforeRoot = 0;
    for (int i = n - 4; i >= boundary_[ply]; i -= 2) {
        if (keys_[i] != key)
            continue;
        if (i < base_ && ++earlierBeforeRoot < 2)
            continue;
        // The game's third occurrence (two before the root, or one before it and
        // one inside the search): the game's referee rules, chases and all, so
        // that the search neither walks into a lost repetition the opponent
        // completes nor misses one the opponent loses.
        bool third = i < base_;
        for (int j = i - 4; !third && j >= boundary_[ply]; j -= 2)
            third = keys_[j] == key;
        if (third && refereeScore(ply, score))
            return true;
        // A repetition inside the search only (or a game the referee cannot
        // replay), judged cheaply by checks alone: a side that checked with
        // every move of the cycle loses, unless the other side did too. The
        // side to move here made the moves into n-1, n-3, ...; the other side
        // those into n, n-2, ...
        bool theyCheck = true, weCheck = true;
        for (int j = n; j > i; j -= 2)
            theyCheck = theyCheck && checks_[j];
        for (int j = n - 1; j > i; j -= 2)
            weCheck = weCheck && checks_[j];
        if (theyCheck && !weCheck)
            score = RuleWin;
        else if (weCheck && !theyCheck)
            score = -RuleWin;
        else
            score = 0;
        return true;
    }
    return false;
}

// The game's referee on the line from the last capture (or pass) before the
// root to the node at `ply`: false when it does not decide (the root position
// does not carry the game's moves, the prior record has none, a hash collision).
bool Searcher::refereeScore(int ply, int& score) const
{
    if (prior_.moves.size() != prior_.hashes.size())
        return false;
    const int n = base_ + ply;
    const int first = boundary_[ply];
    // keys_[k] before the root is prior_.hashes[k + offset], the position before prior_.moves[k + offset].
    const std::size_t offset = prior_.hashes.size() - static_cast<std::size_t>(base_);
    std::vector<Move> line;
    line.reserve(static_cast<std::size_t>(n - first));
    for (int k = first; k < base_; ++k)
        line.push_back(prior_.moves[static_cast<std::size_t>(k) + offset]);
    for (int k = std::max(first - base_, 0); k < ply; ++k)
        line.push_back(moveStack_[k]);
    const std::vector<std::uint64_t> hashes(keys_.begin() + first, keys_.begin() + n + 1);
    const RepetitionRuling ruling = judgeRepetition(pos_, line, hashes);
    if (!ruling.result.over())
        return false;
    score = ruleScore(ruling.result.verdict, pos_.sideToMove());
    return true;
}

void Searcher::orderMoves(const MoveList& moves, std::array<int, MoveList::Capacity>& scores, Move ttMove,
                          int ply)
{
    const Side them = opposite(pos_.sideToMove());
    const Move previous = ply > 0 ? moveStack_[ply - 1] : Move{};
    const Move counter = previous.isNull() ? Move{} : shared_.counterMoves[pos_.at(previous.to) & 15][previous.to];
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const Piece moving = pos_.at(m.from);
        const Piece victim = pos_.at(m.to);
        int s;
        if (m == ttMove) {
            s = 4'000'000;
        } else if (victim != NoPiece) {
            const int gain = pieceValue(typeOf(victim)) * 16 - pieceValue(typeOf(moving)) / 16;
            // A capture that loses material in the exchange comes after the quiet moves.
            const bool losing = pieceValue(typeOf(moving)) > pieceValue(typeOf(victim)) && pos_.attacks(them, m.to)
                && staticExchange(pos_, m) < 0;
            s = losing ? -200'000 + gain : 2'000'000 + gain;
        } else if (m == killers_[ply][0]) {
            s = 1'500'000;
        } else if (m == killers_[ply][1]) {
            s = 1'400'000;
        } else if (m == counter) {
            s = 1'300'000;
        } else {
            s = quietScore(m, ply);
        }
        scores[i] = s;
    }
}

int Searcher::quietScore(Move m, int ply) const
{
    const Piece moving = pos_.at(m.from);
    int score = shared_.history[moving & 15][m.to];
    const int next = pieceTo(moving, m.to);
    for (int back = 1; back <= 2; ++back)
        if (const int previous = previousPieceTo(ply, back); previous >= 0)
            score += shared_.follow(previous, next);
    return score;
}

void Searcher::updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply)
{
    if (killers_[ply][0] != best) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = best;
    }
    const int bonus = std::min(depth * depth, 400);
    const int previous[2] = {previousPieceTo(ply, 1), previousPieceTo(ply, 2)};
    auto adjust = [&](Move m, int delta) {
        const Piece moving = pos_.at(m.from);
        int& h = shared_.history[moving & 15][m.to];
        h += delta - h * std::abs(delta) / 16384; // stays within +-16384
        for (const int p : previous) {
            if (p < 0)
                continue;
            std::int16_t& c = shared_.follow(p, pieceTo(moving, m.to));
            c = static_cast<std::int16_t>(c + delta - c * std::abs(delta) / 16384);
        }
    };
    adjust(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best)
            adjust(quiets[i], -bonus);
    if (ply > 0 && !moveStack_[ply - 1].isNull()) {
        const Move previous = moveStack_[ply - 1];
        shared_.counterMoves[pos_.at(previous.to) & 15][previous.to] = best;
    }
}

int Searcher::quiesce(int alpha, int beta, int ply, bool checks)
{
    countNode();
    if (aborted_)
        return 0;
    pvLength_[ply] = ply;
    selDepth_ = std::max(selDepth_, ply);
    const bool inCheck = inCheckAt(ply);
    if (ply >= MaxPly - 1)
        return inCheck ? 0 : evaluate(pos_, *eval_);

    if (inCheck) {
        // Every evasion, so that a mate by a capture is seen as a mate (XQ-2).
        MoveList moves;
        pos_.generateLegal(moves);
        if (moves.empty())
            return -Mate + ply;
        std::array<int, MoveList::Capacity> scores;
        orderMoves(moves, scores, Move{}, ply);
        int best = -Infinite;
        for (int i = 0; i < moves.size(); ++i) {
            int bi = i;
            for (int j = i + 1; j < moves.size(); ++j)
                if (scores[j] > scores[bi])
                    bi = j;
            std::swap(moves[i], moves[bi]);
            std::swap(scores[i], scores[bi]);
            make(moves[i], ply);
            const int score = -quiesce(-beta, -alpha, ply + 1);
            pos_.unmakeMove();
            if (aborted_)
                return 0;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta)
                        break;
                }
            }
        }
        return best;
    }

    const std::uint64_t key = pos_.hash();
    TTEntry entry;
    const TTEntry* e = tt_.probe(key, entry) ? &entry : nullptr;
    int standPat;
    if (e) {
        const int s = scoreFromTT(e->score, ply);
        if (!checks
            && ((e->bound() == BoundExact) || (e->bound() == BoundLower && s >= beta)
                || (e->bound() == BoundUpper && s <= alpha)))
            return s;
        standPat = e->eval;
    } else {
        standPat = evaluate(pos_, *eval_);
    }
    if (standPat >= beta)
        return standPat;
    const int alphaIn = alpha;
    alpha = std::max(alpha, standPat);
    int best = standPat;

    MoveList captures;
    generateCaptures(pos_, captures);
    std::array<int, MoveList::Capacity> scores;
    for (int i = 0; i < captures.size(); ++i)
        scores[i] = pieceValue(typeOf(pos_.at(captures[i].to))) * 16 - pieceValue(typeOf(pos_.at(captures[i].from))) / 16;
    const Side us = pos_.sideToMove();
    Move bestMove;
    for (int i = 0; i < captures.size(); ++i) {
        int bi = i;
        for (int j = i + 1; j < captures.size(); ++j)
            if (scores[j] > scores[bi])
                bi = j;
        std::swap(captures[i], captures[bi]);
        std::swap(scores[i], scores[bi]);
        const Move m = captures[i];
        const int victim = pieceValue(typeOf(pos_.at(m.to)));
        const int attacker = pieceValue(typeOf(pos_.at(m.from)));
        if (standPat + victim + 200 <= alpha)
            continue; // even winning the piece does not reach alpha
        // A capture that loses material in the exchange is skipped unless it checks.
        const bool losing = attacker > victim && staticExchange(pos_, m) < 0;
        make(m, ply);
        if (pos_.generalAttacked(us)) { // not legal
            pos_.unmakeMove();
            continue;
        }
        if (losing && !inCheckAt(ply + 1)) {
            pos_.unmakeMove();
            continue;
        }
        const int score = -quiesce(-beta, -alpha, ply + 1);
        pos_.unmakeMove();
        if (aborted_)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                if (score >= beta)
                    break;
            }
        }
    }
    if (checks && best < beta) {
        // Quiet checks too: after a pass (null move) they find the mate threats
        // that made passing look safe.
        MoveList moves;
        pos_.generateLegal(moves);
        for (const Move& m : moves) {
            if (pos_.at(m.to) != NoPiece)
                continue; // captures are done
            make(m, ply);
            if (!inCheckAt(ply + 1)) {
                pos_.unmakeMove();
                continue;
            }
            const int score = -quiesce(-beta, -alpha, ply + 1);
            pos_.unmakeMove();
            if (aborted_)
                return 0;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta)
                        break;
                }
            }
        }
        return best;
    }
    if (!aborted_) {
        const Bound bound = best >= beta ? BoundLower : best > alphaIn ? BoundExact : BoundUpper;
        tt_.store(key, bestMove.code(), scoreToTT(best, ply), standPat, 0, bound);
    }
    return best;
}

int Searcher::search(int alpha, int beta, int depth, int ply, bool nullAllowed, bool cutNode)
{
    if (depth <= 0)
        return quiesce(alpha, beta, ply);
    countNode();
    if (aborted_)
        return 0;
    pvLength_[ply] = ply;
    selDepth_ = std::max(selDepth_, ply);
    const bool pvNode = beta - alpha > 1;
    const bool inCheck = inCheckAt(ply);

    int repetitionScore;
    if (repetition(ply, repetitionScore))
        return repetitionScore;
    if (pos_.halfmoveClock() >= Game::NoCaptureLimit)
        return 0; // XQ-4
    if (ply >= MaxPly - 1)
        return inCheck ? 0 : evaluate(pos_, *eval_);
    // Mate distance pruning: no line from here can beat a shorter mate already found.
    alpha = std::max(alpha, -Mate + ply);
    beta = std::min(beta, Mate - ply - 1);
    if (alpha >= beta)
        return alpha;

    const std::uint64_t key = pos_.hash();
    TTEntry entry;
    const TTEntry* e = tt_.probe(key, entry) ? &entry : nullptr;
    Move ttMove;
    int ttEval = Infinite;
    if (e) {
        ttMove = moveFromCode(e->move);
        ttEval = e->eval;
        const int s = scoreFromTT(e->score, ply);
        if (!pvNode && e->depth >= depth
            && ((e->bound() == BoundExact) || (e->bound() == BoundLower && s >= beta)
                || (e->bound() == BoundUpper && s <= alpha)))
            return s;
    }

    int staticEval = -Infinite;
    if (!inCheck)
        staticEval = ttEval != Infinite ? ttEval : evaluate(pos_, *eval_);
    evalStack_[ply] = staticEval;
    const bool improving = !inCheck && ply >= 2 && staticEval > evalStack_[ply - 2];

    if (!pvNode && !inCheck) {
        // Reverse futility: far above beta with little depth left. Kept shallow
        // and wide: in xiangqi a quiet move often threatens mate, which the
        // static evaluation cannot see.
        if (depth <= 4 && staticEval - 100 * depth + (improving ? 30 : 0) >= beta && !isMateScore(beta))
            return staticEval;
        // Null move: if passing still keeps us above beta, a real move will too.
        if (nullAllowed && depth >= 2 && staticEval >= beta && !isMateScore(beta) && nullMoveSafe(pos_)) {
            const int r = 3 + depth / 4 + std::min((staticEval - beta) / 200, 2);
            makeNull(ply);
            // Near the leaves the reply is a quiescence search with quiet checks,
            // so that a mate threat behind the pass is seen.
            const int nullDepth = depth - 1 - r;
            int score = nullDepth > 0 ? -search(-beta, -beta + 1, nullDepth, ply + 1, false, !cutNode)
                                      : -quiesce(-beta, -beta + 1, ply + 1, true);
            pos_.unmakeMove();
            if (aborted_)
                return 0;
            if (score >= beta) {
                if (score >= MateBound)
                    score = beta;
                if (depth < 10)
                    return score;
                // Deep null-move cutoffs are verified without a pass.
                if (search(beta - 1, beta, depth - r, ply, false, false) >= beta)
                    return score;
            }
        }
    }

    MoveList moves;
    pos_.generateLegal(moves);
    if (moves.empty())
        return -Mate + ply; // XQ-2: checkmate and stalemate both lose
    if (ttMove.isNull() || !moves.contains(ttMove))
        ttMove = Move{};
    std::array<int, MoveList::Capacity> scores;
    orderMoves(moves, scores, ttMove, ply);

    const int alphaIn = alpha;
    int best = -Infinite;
    Move bestMove;
    Move quiets[MoveList::Capacity];
    int quietCount = 0;
    for (int i = 0; i < moves.size(); ++i) {
        int bi = i;
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[bi])
                bi = j;
        std::swap(moves[i], moves[bi]);
        std::swap(scores[i], scores[bi]);
        const Move m = moves[i];
        const int moveNumber = i + 1;
        const bool capture = pos_.at(m.to) != NoPiece;
        const bool killer = m == killers_[ply][0] || m == killers_[ply][1];

        make(m, ply);
        const bool givesCheck = inCheckAt(ply + 1);
        const bool quiet = !capture && !givesCheck;

        // Prune late quiet moves near the leaves once a move has been found.
        // The futility margin uses the depth the move would get after its
        // late-move reduction.
        if (!pvNode && !inCheck && quiet && best > -MateBound && !killer) {
            const int lmpLimit = (3 + depth * depth) / (improving ? 1 : 2);
            const int lmrDepth = std::max(0, depth - 1 - Reductions(depth, moveNumber));
            if ((depth <= 7 && moveNumber > lmpLimit + 1)
                || (lmrDepth <= 5 && staticEval + 150 + 90 * lmrDepth <= alpha)) {
                pos_.unmakeMove();
                continue;
            }
        }

        const int extension = givesCheck && ply < 2 * rootDepth_ + 4 ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        int score;
        if (moveNumber == 1) {
            score = -search(-beta, -alpha, newDepth, ply + 1, true, !pvNode && !cutNode);
        } else {
            // Late moves are searched shallower first. Captures and checks too,
            // but only where a cut is expected or they look hopeless.
            int r = 0;
            if (depth >= 3 && !inCheck && moveNumber > (pvNode ? 3 : 2)
                && (quiet || cutNode
                    || (capture && staticEval + pieceValue(typeOf(pos_.lastCaptured())) + 200 <= alpha))) {
                r = Reductions(depth, moveNumber);
                if (pvNode)
                    --r;
                if (killer)
                    --r;
                if (!improving)
                    ++r;
                if (cutNode)
                    r += 2;
                if (quiet)
                    r -= std::clamp(shared_.history[pos_.at(m.to) & 15][m.to] / 6000, -2, 2);
                else
                    r -= 1; // a capture or a check
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true, true);
            if (score > alpha && r > 0 && !aborted_)
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, true, !cutNode);
            if (score > alpha && score < beta && !aborted_)
                score = -search(-beta, -alpha, newDepth, ply + 1, true, false);
        }
        pos_.unmakeMove();
        if (aborted_)
            return 0;

        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                pv_[ply][ply] = m;
                for (int k = ply + 1; k < pvLength_[ply + 1]; ++k)
                    pv_[ply][k] = pv_[ply + 1][k];
                pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
                if (score >= beta)
                    break;
                alpha = score;
            }
        }
        if (!capture && quietCount < MoveList::Capacity)
            quiets[quietCount++] = m;
    }

    if (best >= beta && !bestMove.isNull() && pos_.at(bestMove.to) == NoPiece)
        updateQuietStats(bestMove, quiets, quietCount, depth, ply);
    const Bound bound = best >= beta ? BoundLower : (pvNode && best > alphaIn) ? BoundExact : BoundUpper;
    tt_.store(key, bestMove.code(), scoreToTT(best, ply), staticEval == -Infinite ? 0 : staticEval, depth, bound);
    return best;
}

int Searcher::searchRoot(int alpha, int beta, int depth)
{
    pvLength_[0] = 0;
    const int alphaIn = alpha;
    int best = -Infinite;
    // With several lines wanted (MultiPV) alpha stays put: every move that may
    // be among the best multiPv_ so far gets an exact score, the rest only a
    // null-window bound below the multiPv_-th best score (cheap to refute).
    const bool keepAlpha = margin_ > 0 || multiPv_ > 1;
    std::vector<int> exactScores; // best first, at most multiPv_
    const auto noteExact = [&](int score) {
        if (multiPv_ <= 1)
            return;
        exactScores.insert(std::upper_bound(exactScores.begin(), exactScores.end(), score, std::greater<int>()),
                           score);
        if (static_cast<int>(exactScores.size()) > multiPv_)
            exactScores.pop_back();
    };
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        RootMove& rm = rootMoves_[i];
        if (rm.decided) {
            noteExact(rm.score);
            if (rm.score > best) {
                best = rm.score;
                if (rm.score > alpha) {
                    std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<std::ptrdiff_t>(i),
                                rootMoves_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                    if (rm.score >= beta)
                        return best;
                    if (!keepAlpha)
                        alpha = best;
                }
            }
            continue;
        }
        make(rm.move, 0);
        const int newDepth = depth - 1 + (inCheckAt(1) ? 1 : 0);
        // With a random margin every move within the margin of the best needs an
        // exact score, so the window's floor sits that far below the best.
        int low = i == 0 ? alpha : margin_ > 0 ? std::max(alphaIn, best - margin_ - 1) : alpha;
        if (i > 0 && multiPv_ > 1) {
            const int floor = static_cast<int>(exactScores.size()) < multiPv_
                ? alphaIn
                : std::max(alphaIn, exactScores.back() - 1);
            low = margin_ > 0 ? std::min(low, floor) : floor;
        }
        int score;
        // Until multiPv_ moves have exact scores, each new one is among the best so far.
        if (i == 0 || (multiPv_ > 1 && static_cast<int>(exactScores.size()) < multiPv_)) {
            score = -search(-beta, -low, newDepth, 1, true, false);
        } else {
            score = -search(-low - 1, -low, newDepth, 1, true, true);
            if (score > low && score < beta && !aborted_)
                score = -search(-beta, -low, newDepth, 1, true, false);
        }
        pos_.unmakeMove();
        if (aborted_)
            return best;
        rm.score = score;
        rm.exact = score > low && score < beta;
        if (rm.exact)
            noteExact(score);
        if (rm.exact || i == 0) {
            rm.pv.assign(1, rm.move);
            for (int k = 1; k < pvLength_[1]; ++k)
                rm.pv.push_back(pv_[1][k]);
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                // The new best goes to the front, where an aborted depth still finds it.
                std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<std::ptrdiff_t>(i),
                            rootMoves_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                if (score >= beta)
                    return score;
                if (!keepAlpha)
                    alpha = score;
            }
        }
    }
    return best;
}

void Searcher::report(int depth, int score)
{
    if (!progress_ || rootMoves_.empty())
        return;
    Progress p;
    p.depth = depth;
    p.selDepth = selDepth_;
    p.score = score;
    p.nodes = allNodes();
    p.timeMs = elapsedMs();
    p.nps = p.timeMs > 0 ? p.nodes * 1000 / static_cast<std::uint64_t>(p.timeMs) : p.nodes * 1000;
    p.hashFull = tt_.hashFull();
    for (const Move& m : rootMoves_.front().pv)
        p.pv.push_back(toIccs(m));
    progress_(p);
    // The next best lines (MultiPV), in order: the moves with exact scores.
    for (std::size_t i = 1; i < rootMoves_.size() && p.line < multiPv_; ++i) {
        const RootMove& rm = rootMoves_[i];
        if (!rm.exact && !rm.decided)
            continue;
        ++p.line;
        p.score = rm.score;
        p.pv.clear();
        for (const Move& m : rm.pv)
            p.pv.push_back(toIccs(m));
        progress_(p);
    }
}

Move Searcher::pickRandom()
{
    const RootMove& top = rootMoves_.front();
    if (margin_ <= 0 || isMateScore(top.score))
        return top.move;
    std::mt19937_64 rng(options_.seed ? options_.seed
                                      : static_cast<std::uint64_t>(Clock::now().time_since_epoch().count()));
    // Weights fall off with the loss, so the best move stays the likeliest.
    std::vector<std::pair<Move, double>> candidates;
    double total = 0;
    for (const RootMove& rm : rootMoves_) {
        if (!rm.exact && &rm != &top)
            continue;
        const int loss = top.score - rm.score;
        if (loss > margin_ || isMateScore(rm.score))
            continue;
        const double w = std::pow(1.0 - static_cast<double>(loss) / (margin_ + 1), 2.0);
        candidates.emplace_back(rm.move, w);
        total += w;
    }
    if (candidates.size() <= 1 || total <= 0)
        return top.move;
    double x = std::uniform_real_distribution<double>(0, total)(rng);
    for (const auto& [m, w] : candidates) {
        if (x < w)
            return m;
        x -= w;
    }
    return candidates.back().first;
}

void Searcher::judgeRootRepetitions()
{
    const std::vector<Move>& moves = prior_.moves;
    if (moves.empty() || moves.size() != prior_.hashes.size() || pos_.plyCount() < 4)
        return;
    std::vector<Move> line = moves;
    std::vector<std::uint64_t> hashes = prior_.hashes;
    hashes.push_back(pos_.hash());
    const Side us = pos_.sideToMove();
    for (RootMove& rm : rootMoves_) {
        pos_.makeMove(rm.move);
        const std::uint64_t key = pos_.hash();
        // The referee only rules at a third occurrence: cheap to rule out first.
        if (std::count(hashes.begin(), hashes.end(), key) >= 2) {
            line.push_back(rm.move);
            hashes.push_back(key);
            const RepetitionRuling ruling = judgeRepetition(pos_, line, hashes);
            line.pop_back();
            hashes.pop_back();
            if (ruling.result.over()) {
                rm.decided = true;
                rm.exact = true;
                rm.score = ruleScore(ruling.result.verdict, us);
            }
        }
        pos_.unmakeMove();
    }
}

XiangqiSearchResult Searcher::run()
{
    XiangqiSearchResult result;
    MoveList moves;
    pos_.generateLegal(moves);
    if (moves.empty()) {
        result.score = -Mate;
        return result;
    }
    // Root order: the hash move, then captures by value, then history.
    TTEntry entry;
    const TTEntry* e = tt_.probe(pos_.hash(), entry) ? &entry : nullptr;
    std::array<int, MoveList::Capacity> scores;
    orderMoves(moves, scores, e ? moveFromCode(e->move) : Move{}, 0);
    std::vector<int> order(static_cast<std::size_t>(moves.size()));
    for (int i = 0; i < moves.size(); ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });
    for (int i : order)
        rootMoves_.push_back(RootMove{moves[i], -Infinite, false, false, {moves[i]}});
    judgeRootRepetitions();

    int completedScore = 0;
    const bool timed = hardMs_ > 0 && !options_.limits.infinite;
    for (int depth = std::min(firstDepth_, maxDepth_); depth <= maxDepth_; ++depth) {
        rootDepth_ = depth;
        selDepth_ = 0;
        // Aspiration window around the last score, widened on failure.
        int delta = 35;
        int alpha = -Infinite, beta = Infinite;
        if (depth >= 5 && margin_ == 0 && multiPv_ == 1 && !isMateScore(completedScore)) {
            alpha = std::max(-Infinite, completedScore - delta);
            beta = std::min(Infinite, completedScore + delta);
        }
        while (true) {
            const int score = searchRoot(alpha, beta, depth);
            if (aborted_)
                break;
            if (score <= alpha && alpha > -Infinite) {
                beta = (alpha + beta) / 2;
                alpha = std::max(-Infinite, score - delta);
            } else if (score >= beta && beta < Infinite) {
                beta = std::min(Infinite, score + delta);
            } else {
                break;
            }
            delta += delta;
        }
        if (aborted_)
            break;
        // Best first; the rest by this depth's scores (fail-low bounds are good enough).
        std::stable_sort(rootMoves_.begin() + 1, rootMoves_.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        completedScore = rootMoves_.front().score;
        result.depth = depth;
        report(depth, completedScore);
        if (timed) {
            if (rootMoves_.size() == 1 && !options_.limits.infinite)
                break; // the only move
            if (elapsedMs() >= softMs_)
                break;
            // A found mate will not get shorter by searching much deeper.
            if (isMateScore(completedScore) && depth >= 2 * (Mate - std::abs(completedScore)) + 4)
                break;
        }
    }

    result.stopped = aborted_;
    result.best = pickRandom();
    for (const RootMove& rm : rootMoves_) {
        if (rm.move == result.best) {
            result.score = rm.score;
            result.pv = rm.pv;
        }
    }
    if (result.score == -Infinite) // stopped before the move got a score
        result.score = completedScore;
    if (result.pv.empty() || result.pv.front() != result.best)
        result.pv.assign(1, result.best);
    if (result.pv.size() >= 2)
        result.ponder = result.pv[1];
    result.nodes = allNodes();
    result.timeMs = elapsedMs();
    return result;
}

} // namespace

XiangqiSearch::XiangqiSearch(int hashMb)
    : impl_(std::make_unique<Impl>(std::clamp(hashMb, MinHashMb, MaxHashMb)))
{
}

XiangqiSearch::~XiangqiSearch() = default;

void XiangqiSearch::setHashMb(int mb)
{
    impl_->hashMb = std::clamp(mb, MinHashMb, MaxHashMb);
    impl_->tt.resize(impl_->hashMb);
}

int XiangqiSearch::hashMb() const { return impl_->hashMb; }

void XiangqiSearch::clear()
{
    impl_->tt.clear();
    impl_->clearOrdering();
}

void XiangqiSearch::setThreads(int threads)
{
    impl_->threads = std::clamp(threads, MinThreads, MaxThreads);
    impl_->helperOrdering.resize(static_cast<std::size_t>(impl_->threads - 1));
}

int XiangqiSearch::threads() const { return impl_->threads; }

XiangqiSearchResult XiangqiSearch::search(const Position& root, const PriorPositions& prior,
                                          const XiangqiSearchOptions& options, const std::atomic<bool>* stop,
                                          const ProgressCallback& progress)
{
    impl_->tt.newSearch(); // before any thread stores
    if (impl_->threads <= 1) {
        Searcher searcher(impl_->tt, impl_->ordering, root, prior, options, stop, progress);
        return searcher.run();
    }
    // Lazy SMP: helpers search the same root on the shared hash table, so the
    // main thread finds more of the tree already searched. Only the main
    // thread's result, its time limits and its reports count; the helpers stop
    // when it is done.
    std::atomic<bool> helpersStop{false};
    std::atomic<std::uint64_t> helperNodes{0};
    XiangqiSearchOptions helperOptions = options;
    helperOptions.randomize = false;
    helperOptions.multiPv = 1;
    helperOptions.limits.infinite = true; // the main thread decides when to stop
    helperOptions.limits.nodes = 0;
    helperOptions.limits.moveTimeMs = 0;
    helperOptions.limits.timeLeftMs = -1;
    const ProgressCallback silent;
    std::vector<std::thread> helpers;
    for (int i = 0; i + 1 < impl_->threads; ++i)
        helpers.emplace_back([&, i] {
            Searcher helper(impl_->tt, impl_->helperOrdering[static_cast<std::size_t>(i)], root, prior, helperOptions,
                            &helpersStop, silent, &helperNodes, true, 1 + (i + 1) % 2);
            helper.run();
        });
    XiangqiSearchResult result;
    {
        Searcher searcher(impl_->tt, impl_->ordering, root, prior, options, stop, progress, &helperNodes);
        result = searcher.run(); // its node count includes the helpers' so far
    }
    helpersStop.store(true);
    for (std::thread& t : helpers)
        t.join();
    return result;
}

Move hint(const Game& game, int level, const std::atomic<bool>* stop)
{
    if (game.over())
        return {};
    XiangqiSearch search(8);
    XiangqiSearchOptions options;
    options.level = level;
    options.randomize = false;
    return search.search(game.position(), priorPositions(game), options, stop).best;
}

} // namespace qiyuan::ai
