#include "banqi_ai.h"

#include "banqi_endgame.h"

#include "core/random.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace qiyuan::ai {

using namespace banqi;

namespace {

// Rough worth by rank. The 帅 is the strongest but a 兵 takes it, so it is not
// beyond price; cannons jump to capture anything and are worth more than their rank.
constexpr int KindValue[8] = {0, 60, 280, 180, 250, 320, 450, 700};

// The worth under a rule set's options: a cannon that takes only cannons and
// soldiers (BQ-19 ByRank) is a weak piece; a running chariot (BQ-18) reaches
// across the board; with strict ranks (BQ-20) no soldier threatens the general
// and the soldier is the weakest piece of all.
std::array<int, 8> kindValues(const RuleSet& rules)
{
    std::array<int, 8> v{};
    std::copy(std::begin(KindValue), std::end(KindValue), v.begin());
    if (rules.cannonTargets == CannonTargets::ByRank)
        v[Cannon] = 110;
    if (rules.chariotRuns)
        v[Chariot] = 340;
    if (rules.soldierAndGeneral == SoldierAndGeneral::StrictRanks) {
        v[Soldier] = 45;
        v[General] = 900;
    }
    return v;
}

// May a piece of kind `attacker` capture an enemy of kind `target` (BQ-5; the
// cannon by BQ-6/BQ-19, the soldier and the general by BQ-20)? The geometry (a
// step, a chariot's run, a cannon's screen) is the caller's.
bool canTake(Kind attacker, Kind target, const RuleSet& rules)
{
    if (attacker == Cannon)
        return rules.cannonTargets == CannonTargets::AnyRank || target <= Cannon;
    if (rules.soldierAndGeneral == SoldierAndGeneral::StrictRanks)
        return attacker >= target;
    return outranks(attacker, target);
}

struct Belief {
    Board board{};
    std::array<int, 16> pool{}; // face-down pieces still unknown, by piece
    int poolTotal = 0;
    const RuleSet* rules = nullptr;
    std::array<int, 8> value{}; // by kind, under the rule set
    int rootPly = 0;   // the game's ply at the root (BQ-11's ply limit)
    int rootQuiet = 0; // plies without flip or capture at the root (BQ-16's quiet limit)
};

int pieceValue(const Belief& b, Piece p) { return b.value[kindOf(p)]; }

int distance(Square a, Square b) { return std::abs(fileOf(a) - fileOf(b)) + std::abs(rankOf(a) - rankOf(b)); }

bool runs(const Belief& b, Kind k) { return k == Chariot && b.rules->chariotRuns; }

// Whether a piece of `hunter` could take a `prey` piece standing on s, by a
// step, a chariot's run (BQ-18) or a cannon's jump: from s outwards along each
// line, the first piece met may step or run onto it, the second one may jump.
bool guardedBy(const Belief& b, Square s, Color hunter, Kind prey)
{
    for (int d = 0; d < DirectionCount; ++d) {
        Square n = neighbour(s, d);
        int steps = 1;
        while (n != NoSquare && b.board[n] == NoPiece) {
            n = neighbour(n, d);
            ++steps;
        }
        if (n == NoSquare)
            continue;
        const Piece first = b.board[n];
        if (isPiece(first) && colorOf(first) == hunter && kindOf(first) != Cannon
            && (steps == 1 || runs(b, kindOf(first))) && canTake(kindOf(first), prey, *b.rules))
            return true;
        Square m = neighbour(n, d); // beyond the screen
        while (m != NoSquare && b.board[m] == NoPiece)
            m = neighbour(m, d);
        if (m != NoSquare && isPiece(b.board[m]) && colorOf(b.board[m]) == hunter && kindOf(b.board[m]) == Cannon
            && canTake(Cannon, prey, *b.rules))
            return true;
    }
    return false;
}

// How many moves a piece on `from` needs to stand where it can take on `to`,
// roughly: the distance for a stepping piece; a running chariot (BQ-18) takes
// along a free line at once and otherwise needs a move to get onto one.
int reach(const Belief& b, Square from, Square to)
{
    const int d = distance(from, to);
    if (!runs(b, kindOf(b.board[from])) || d <= 1)
        return d;
    if (fileOf(from) == fileOf(to) || rankOf(from) == rankOf(to)) {
        const int df = (fileOf(to) > fileOf(from)) - (fileOf(to) < fileOf(from));
        const int dr = (rankOf(to) > rankOf(from)) - (rankOf(to) < rankOf(from));
        for (Square s = static_cast<Square>(from + dr * Files + df); s != to; s = static_cast<Square>(s + dr * Files + df))
            if (b.board[s] != NoPiece)
                return std::min(d, 3);
        return 1;
    }
    return std::min(d, 2);
}

// The endgame hunt (issue 39): with nothing face down and the prey down to a
// few pieces, how close `hunter`'s takers stand to each prey piece (the two
// nearest) and how few safe squares the prey has left. Material alone is flat
// between two captures, so a few plies of search shuffled a won ending; this
// gives every step towards cornering the last pieces its worth. Chariot runs
// and cannon jumps count both in the reach and in what is safe.
int huntScore(const Belief& b, Color hunter)
{
    const Board& board = b.board;
    const Color prey = opposite(hunter);
    int preyCount = 0;
    for (Piece p : board)
        preyCount += isPiece(p) && colorOf(p) == prey;
    if (preyCount == 0 || preyCount > 4)
        return 0;
    int score = 0;
    for (Square t = 0; t < SquareCount; ++t) {
        const Piece target = board[t];
        if (!isPiece(target) || colorOf(target) != prey)
            continue;
        int nearest = 99, second = 99;
        for (Square s = 0; s < SquareCount; ++s) {
            const Piece p = board[s];
            if (!isPiece(p) || colorOf(p) != hunter || kindOf(p) == Cannon || !canTake(kindOf(p), kindOf(target), *b.rules))
                continue;
            const int d = reach(b, s, t);
            if (d < nearest) {
                second = nearest;
                nearest = d;
            } else if (d < second) {
                second = d;
            }
        }
        if (nearest == 99)
            continue; // nothing but a cannon can take it
        int hunt = (10 - std::min(nearest, 10)) * 6;
        if (second != 99)
            hunt += (10 - std::min(second, 10)) * 3;
        int room = 0; // empty squares the prey may step to without standing where a taker reaches
        for (int d = 0; d < DirectionCount; ++d) {
            const Square n = neighbour(t, d);
            room += n != NoSquare && board[n] == NoPiece && !guardedBy(b, n, hunter, kindOf(target));
        }
        hunt += (4 - room) * 8;
        // Scaled by the prey's worth (hunt <= 122 < worth + 150), so that
        // taking a piece always beats standing next to it, a cheap soldier too.
        const int worth = pieceValue(b, target);
        score += hunt * worth / (worth + 150);
    }
    return score;
}

// Material from `me`'s view: face-up pieces plus the expected worth of the
// face-down ones (each colour's share of them is known).
int evaluate(const Belief& b, Color me)
{
    int score = 0;
    std::array<int, 2> count{};
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = b.board[s];
        if (!isPiece(p))
            continue;
        ++count[index(colorOf(p))];
        score += colorOf(p) == me ? pieceValue(b, p) : -pieceValue(b, p);
    }
    for (int p = 0; p < 16; ++p) {
        if (!b.pool[p] || !isValidPiece(static_cast<Piece>(p)))
            continue;
        count[index(colorOf(static_cast<Piece>(p)))] += b.pool[p];
        // Face-down pieces are worth a little less: they cannot act yet.
        const int v = b.pool[p] * pieceValue(b, static_cast<Piece>(p)) * 9 / 10;
        score += colorOf(static_cast<Piece>(p)) == me ? v : -v;
    }
    if (count[index(opposite(me))] == 0)
        return count[index(me)] == 0 ? 0 : Mate;
    if (count[index(me)] == 0)
        return -Mate;
    if (b.poolTotal == 0)
        score += huntScore(b, me) - huntScore(b, opposite(me));
    return score;
}

// A position as the repetition check knows it: the visible board and the colour to act.
std::uint64_t positionKey(const Board& board, Color toAct)
{
    std::uint64_t h = 1469598103934665603ull ^ static_cast<std::uint64_t>(index(toAct));
    for (Piece p : board)
        h = (h ^ p) * 1099511628211ull;
    return h;
}

struct Step {
    Square from, to;
    bool capture;
};

// The captures of face-up enemies by the piece on s, and with `moves` its
// moves to empty squares: one step, or a chariot's run (BQ-18); a cannon jumps
// a screen (BQ-6). Face-down targets are left to the root (chance nodes).
void generateFrom(const Belief& b, Square s, bool moves, std::vector<Step>& out)
{
    const Piece p = b.board[s];
    const Color c = colorOf(p);
    const Kind k = kindOf(p);
    const bool run = runs(b, k);
    for (int d = 0; d < DirectionCount; ++d) {
        Square t = neighbour(s, d);
        while (t != NoSquare && b.board[t] == NoPiece) {
            if (moves)
                out.push_back({s, t, false});
            t = run ? neighbour(t, d) : NoSquare;
        }
        if (k == Cannon) {
            const Square l = cannonLanding(b.board, s, d);
            if (l != NoSquare && isPiece(b.board[l]) && colorOf(b.board[l]) != c && canTake(Cannon, kindOf(b.board[l]), *b.rules))
                out.push_back({s, l, true});
        } else if (t != NoSquare && (run || t == neighbour(s, d)) && isPiece(b.board[t]) && colorOf(b.board[t]) != c
                   && canTake(k, kindOf(b.board[t]), *b.rules)) {
            out.push_back({s, t, true});
        }
    }
}

// Captures of the most valuable pieces first: better cut-offs.
void order(const Belief& b, std::vector<Step>& out)
{
    std::stable_sort(out.begin(), out.end(), [&b](const Step& x, const Step& y) {
        const int vx = x.capture ? pieceValue(b, b.board[x.to]) : -1;
        const int vy = y.capture ? pieceValue(b, b.board[y.to]) : -1;
        return vx > vy;
    });
}

void generate(const Belief& b, Color c, bool capturesOnly, std::vector<Step>& out)
{
    out.clear();
    for (Square s = 0; s < SquareCount; ++s)
        if (isPiece(b.board[s]) && colorOf(b.board[s]) == c)
            generateFrom(b, s, !capturesOnly, out);
    order(b, out);
}

// BQ-17: after a capture by the piece now on s, may its owner go on capturing
// with it? Only face-up targets are searched; a chain whose only further
// targets are face down is worth what ending it is worth.
bool chainGoesOn(const Belief& b, Square s, std::vector<Step>& scratch)
{
    if (b.rules->chainCaptures == ChainCaptures::Off || s == NoSquare || !isPiece(b.board[s]))
        return false;
    scratch.clear();
    generateFrom(b, s, false, scratch);
    return !scratch.empty();
}

struct Undo {
    Piece from, to;
};

Undo make(Belief& b, const Step& m)
{
    const Undo u{b.board[m.from], b.board[m.to]};
    if (m.capture && kindOf(u.from) == kindOf(u.to) && b.rules->equalRanks == EqualRanks::BothLeave) {
        b.board[m.from] = NoPiece; // BQ-7: both leave
        b.board[m.to] = NoPiece;
    } else {
        b.board[m.to] = u.from;
        b.board[m.from] = NoPiece;
    }
    return u;
}

void unmake(Belief& b, const Step& m, const Undo& u)
{
    b.board[m.from] = u.from;
    b.board[m.to] = u.to;
}

// Alpha-beta bookkeeping of one child's score; true on a cut-off.
bool raise(int score, int& best, int& alpha, int beta)
{
    if (score <= best)
        return false;
    best = score;
    alpha = std::max(alpha, score);
    return alpha >= beta;
}

class Searcher {
public:
    Searcher(Belief& b, const std::atomic<bool>* stop)
        : b_(b)
        , stop_(stop)
    {
    }
    std::uint64_t nodes = 0;

    bool stopped() const { return stop_ && stop_->load(std::memory_order_relaxed); }

    // Positions since the last flip or capture, the root's included, then the
    // line being searched: stepping back into one scores as a draw, so a side
    // that is ahead makes progress instead of repeating itself (issue 39).
    std::vector<std::uint64_t> seen;

    // Negamax for colour c to act, `quiet` plies since the last flip or
    // capture. A flip (or any quiet waiting action) is always possible while
    // pieces are face down, so the mover may "stand pat" on the current
    // balance; with nothing face down and no step it loses (BQ-10).
    //
    // `chain` (BQ-17): c has just captured with the piece on that square and
    // acts again: its captures with that piece keep the turn (no sign change,
    // no depth spent: each one takes a piece, so a chain is short), or it ends
    // the turn ("end"), which hands the opponent the same depth.
    int search(Color c, int depth, int alpha, int beta, int ply, int quiet, Square chain = NoSquare)
    {
        ++nodes;
        const int standPat = evaluate(b_, c);
        if (standPat >= Mate || standPat <= -Mate)
            return standPat > 0 ? Mate - ply : -Mate + ply;
        if ((b_.rules->quietPlyLimit > 0 && quiet >= b_.rules->quietPlyLimit) // BQ-16
            || (b_.rules->plyLimit > 0 && b_.rootPly + ply >= b_.rules->plyLimit)) // BQ-11
            return 0;
        if (chain != NoSquare)
            return continueChain(c, depth, alpha, beta, ply, chain);
        const std::uint64_t key = positionKey(b_.board, c);
        if (quiet > 0 && std::find(seen.begin(), seen.end(), key) != seen.end())
            return 0;
        if (ply >= 24 || stopped())
            return standPat;
        const bool canWait = b_.poolTotal > 0;
        int best = canWait || depth <= 0 ? standPat : -Infinite;
        if (best >= beta)
            return best;
        alpha = std::max(alpha, best);
        std::vector<Step> steps;
        generate(b_, c, depth <= 0, steps);
        if (steps.empty() && best == -Infinite)
            return -Mate + ply; // no legal action: loses
        seen.push_back(key);
        for (const Step& m : steps)
            if (raise(afterStep(c, m, depth - 1, alpha, beta, ply + 1, m.capture ? 0 : quiet + 1), best, alpha, beta))
                break;
        seen.pop_back();
        return best;
    }

    // The value for c of playing m (a move or a face-up capture), c's view:
    // the opponent's turn, or c's own again when the capture starts or
    // continues a chain (BQ-17).
    int afterStep(Color c, const Step& m, int depth, int alpha, int beta, int ply, int quiet)
    {
        const Undo u = make(b_, m);
        int score;
        if (m.capture && b_.board[m.to] == u.from && chainGoesOn(b_, m.to, scratch_))
            score = search(c, depth, alpha, beta, ply, 0, m.to);
        else
            score = -search(opposite(c), depth, -beta, -alpha, ply, quiet);
        unmake(b_, m, u);
        return score;
    }

    // The value for c of ending its turn now (the "end" action of BQ-17).
    int endTurn(Color c, int depth, int alpha, int beta, int ply)
    {
        return -search(opposite(c), depth, -beta, -alpha, ply, 0);
    }

    // The expected value of flipping s for colour c: each piece it may be,
    // weighted by its count, then the opponent's best reply.
    int flipValue(Square s, Color c, int depth)
    {
        long long total = 0;
        for (int p = 0; p < 16; ++p) {
            if (!b_.pool[p])
                continue;
            const int weight = b_.pool[p];
            --b_.pool[p];
            --b_.poolTotal;
            b_.board[s] = static_cast<Piece>(p);
            total += static_cast<long long>(weight) * -search(opposite(c), depth - 1, -Infinite, Infinite, 1, 0);
            b_.board[s] = FaceDown;
            ++b_.pool[p];
            ++b_.poolTotal;
        }
        return b_.poolTotal ? static_cast<int>(total / b_.poolTotal) : evaluate(b_, c);
    }

    // A capture of a face-down piece (BQ-5 setting): it turns up; an enemy the
    // piece may take (BQ-19, BQ-20 included) is taken, and a chain may follow
    // (BQ-17); otherwise it stays face up where it was and the turn passes.
    int faceDownCaptureValue(Square from, Square to, Color c, int depth)
    {
        long long total = 0;
        const Piece mover = b_.board[from];
        for (int p = 0; p < 16; ++p) {
            if (!b_.pool[p])
                continue;
            const int weight = b_.pool[p];
            --b_.pool[p];
            --b_.poolTotal;
            const Piece t = static_cast<Piece>(p);
            b_.board[to] = t;
            int v;
            if (colorOf(t) != c && canTake(kindOf(mover), kindOf(t), *b_.rules))
                v = afterStep(c, Step{from, to, true}, depth - 1, -Infinite, Infinite, 1, 0);
            else
                v = -search(opposite(c), depth - 1, -Infinite, Infinite, 1, 0);
            total += static_cast<long long>(weight) * v;
            b_.board[to] = FaceDown;
            ++b_.pool[p];
            ++b_.poolTotal;
        }
        return b_.poolTotal ? static_cast<int>(total / b_.poolTotal) : evaluate(b_, c);
    }

private:
    // A node of BQ-17 where c may capture again with the piece on `chain`.
    int continueChain(Color c, int depth, int alpha, int beta, int ply, Square chain)
    {
        int best = endTurn(c, depth, alpha, beta, ply);
        if (best >= beta || stopped())
            return best;
        alpha = std::max(alpha, best);
        std::vector<Step> steps;
        generateFrom(b_, chain, false, steps);
        order(b_, steps);
        for (const Step& m : steps)
            if (raise(afterStep(c, m, depth, alpha, beta, ply + 1, 0), best, alpha, beta))
                break;
        return best;
    }

    Belief& b_;
    const std::atomic<bool>* stop_;
    std::vector<Step> scratch_;
};

// The keys of the positions since the last flip or capture, oldest first, the
// root's last: the view's last quietPlies records are moves (or timeouts, or
// the end of a chain of captures), taken back one by one from the board as it stands.
std::vector<std::uint64_t> positionsSinceProgress(const View& view, Color me)
{
    std::vector<std::uint64_t> keys;
    Board board = view.board;
    Color toAct = me;
    keys.push_back(positionKey(board, toAct));
    const int quiet = std::min<int>(view.quietPlies, static_cast<int>(view.records.size()));
    for (int i = 0; i < quiet; ++i) {
        const MoveRecord& rec = view.records[view.records.size() - 1 - static_cast<std::size_t>(i)];
        toAct = opposite(toAct);
        const std::optional<Action> a = parseAction(rec.action);
        if (a && a->isEndTurn())
            continue; // before it the same board, in the middle of a turn: not a position of its own
        if (a && !a->isFlip() && board[a->from] == NoPiece && isPiece(board[a->to])) {
            board[a->from] = board[a->to];
            board[a->to] = NoPiece;
        }
        keys.push_back(positionKey(board, toAct));
    }
    std::reverse(keys.begin(), keys.end());
    return keys;
}

} // namespace

std::vector<Action> banqiSearchActions(const View& view, const RuleSet& rules)
{
    std::vector<Action> out;
    const std::optional<Color> mine = view.colors[index(view.viewer)];
    if (view.legal.empty() || !mine)
        return out;
    Belief b;
    b.board = view.board;
    b.rules = &rules;
    b.value = kindValues(rules);
    std::vector<Step> steps;
    if (view.chainSquare != NoSquare)
        generateFrom(b, view.chainSquare, false, steps);
    else
        generate(b, *mine, false, steps);
    for (const Step& m : steps)
        out.push_back(Action::move(m.from, m.to));
    return out;
}

int banqiKindValue(Kind kind) { return KindValue[kind & 7]; }

int banqiKindValue(Kind kind, const RuleSet& rules) { return kindValues(rules)[kind & 7]; }

BanqiAiResult chooseBanqiAction(const View& view, const RuleSet& rules, const BanqiAiOptions& options,
                                const std::atomic<bool>* stop)
{
    BanqiAiResult result;
    if (view.legal.empty())
        return result;
    const LevelSettings level = levelSettings(options.level);
    // Depth in plies of moves after the root action: 1 at level 1 .. 4 at level 8.
    const int depth = 1 + (level.level - 1) * 3 / 7;
    Xoshiro256 rng(options.seed ^ (static_cast<std::uint64_t>(view.ply) * 0x9E3779B97F4A7C15ull));

    Belief b;
    b.board = view.board;
    b.pool = view.faceDownLeft;
    for (int n : b.pool)
        b.poolTotal += n;
    b.rules = &rules;
    b.value = kindValues(rules);
    b.rootPly = view.ply;
    b.rootQuiet = view.quietPlies;

    // Before the first flip no colour is known and every action is a flip of
    // an unknown piece: all are alike, so the seed chooses.
    const std::optional<Color> mine = view.colors[index(view.viewer)];
    std::vector<int> scores(view.legal.size(), 0);
    Searcher searcher(b, stop);
    if (!mine) {
        result.action = view.legal[rng.below(view.legal.size())];
        return result;
    }
    const Color me = *mine;
    // Few pieces, all face up: the endgame table (issue 41) knows what the
    // search's horizon cannot, such as how a running chariot (BQ-18) is
    // trapped. A won or lost position is played from it; a drawn one is
    // searched among the actions that keep the draw. Levels below 5 search
    // alone, so that they stay beatable.
    std::vector<bool> keepsDraw;
    if (level.level >= 5) {
        if (const std::optional<Action> table = banqiEndgameAction(view, rules, &keepsDraw)) {
            result.action = *table;
            const std::optional<BanqiEndgameValue> v = banqiEndgameValue(view.board, me, rules);
            result.score = v && v->result != 0 ? v->result * (Mate - v->plies) : 0;
            return result;
        }
        if (keepsDraw.size() != view.legal.size())
            keepsDraw.clear();
    }
    searcher.seen = positionsSinceProgress(view, me);
    for (std::size_t i = 0; i < view.legal.size(); ++i) {
        const Action a = view.legal[i];
        if (a.isEndTurn()) { // BQ-17: in a chain, stop capturing
            scores[i] = searcher.endTurn(me, depth - 1, -Infinite, Infinite, 1);
        } else if (a.isFlip()) {
            scores[i] = searcher.flipValue(a.from, me, depth);
        } else if (b.board[a.to] == FaceDown) {
            scores[i] = searcher.faceDownCaptureValue(a.from, a.to, me, depth);
        } else {
            const Step m{a.from, a.to, isPiece(b.board[a.to])};
            scores[i] = searcher.afterStep(me, m, depth - 1, -Infinite, Infinite, 1, m.capture ? 0 : b.rootQuiet + 1);
        }
        if (searcher.stopped() && i > 0) {
            scores.resize(i + 1); // what was searched to the end of its line
            break;
        }
    }
    for (std::size_t i = 0; i < keepsDraw.size() && i < scores.size(); ++i)
        if (!keepsDraw[i])
            scores[i] = -Mate; // loses a drawn ending, whatever the horizon says
    const int best = *std::max_element(scores.begin(), scores.end());
    // The level's margin (in this game's units, a fraction of the xiangqi one)
    // lets weaker levels choose among near-best actions; ties always by the seed.
    const int margin = options.randomize ? level.randomMarginCp / 2 : 0;
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (scores[i] >= best - margin && (best - scores[i] < Mate / 2 || scores[i] == best))
            candidates.push_back(i);
    const std::size_t pick = candidates[rng.below(candidates.size())];
    result.action = view.legal[pick];
    result.score = scores[pick];
    result.nodes = searcher.nodes;
    return result;
}

} // namespace qiyuan::ai
