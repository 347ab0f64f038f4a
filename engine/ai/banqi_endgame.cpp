#include "banqi_endgame.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

namespace qiyuan::ai {

using namespace banqi;

namespace {

// The options a table depends on (chain captures use no table).
struct TableRules {
    bool chariotRuns = false;
    bool bothLeave = true;
    CannonTargets cannon = CannonTargets::AnyRank;
    SoldierAndGeneral soldier = SoldierAndGeneral::SoldierTakesGeneral;
    auto operator<=>(const TableRules&) const = default;
};

struct Step {
    Square from, to;
    bool capture;
};

// The moves of the face-up piece on s (quiet ones, and captures unless
// quietOnly) on a board without face-down pieces: a step, a chariot's run
// (BQ-18), a cannon's jump (BQ-6, BQ-19), ranks by rankAllowsCapture (BQ-5, BQ-20).
void stepsFrom(const Board& board, Square s, const RuleSet& rules, bool quietOnly, std::vector<Step>& out)
{
    const Piece p = board[s];
    const Color c = colorOf(p);
    const Kind k = kindOf(p);
    const bool run = k == Chariot && rules.chariotRuns;
    for (int d = 0; d < DirectionCount; ++d) {
        Square t = neighbour(s, d);
        while (t != NoSquare && board[t] == NoPiece) {
            out.push_back({s, t, false});
            t = run ? neighbour(t, d) : NoSquare;
        }
        if (quietOnly)
            continue;
        if (k == Cannon) {
            const Square l = cannonLanding(board, s, d);
            if (l != NoSquare && isPiece(board[l]) && colorOf(board[l]) != c
                && rankAllowsCapture(rules, Cannon, kindOf(board[l])))
                out.push_back({s, l, true});
        } else if (t != NoSquare && (run || t == neighbour(s, d)) && isPiece(board[t]) && colorOf(board[t]) != c
                   && rankAllowsCapture(rules, k, kindOf(board[t]))) {
            out.push_back({s, t, true});
        }
    }
}

// One material class: the pieces (sorted) and, by index, each placement's
// value. The index is the squares of the pieces in that order, 5 bits each,
// then the colour to act; identical pieces give several indices with the same
// value.
struct Table {
    std::string pieces;
    std::vector<std::int8_t> result; // +1, -1, 0 (drawn or not a placement)
    std::vector<std::uint8_t> plies;
};

class Tables {
public:
    std::mutex mutex;

    // The value for the side to act of the pieces on `board` (face up only).
    BanqiEndgameValue value(const Board& board, Color toAct, const RuleSet& rules)
    {
        std::string pieces;
        bool colours[2] = {false, false};
        for (Piece p : board)
            if (isPiece(p)) {
                pieces += static_cast<char>(p);
                colours[index(colorOf(p))] = true;
            }
        if (!colours[0] && !colours[1])
            return {0, 0};
        if (!colours[0] || !colours[1]) // BQ-10: no pieces left loses
            return {colours[index(toAct)] ? 1 : -1, 0};
        std::sort(pieces.begin(), pieces.end());
        const Table& t = table(pieces, rules);
        const std::size_t i = indexOf(board, pieces, toAct);
        return {t.result[i], t.plies[i]};
    }

    // Called once per search root: a long session keeps some 64 MB of tables
    // (a table of four pieces is 4 MB).
    void trim()
    {
        std::size_t bytes = 0;
        for (const auto& [key, t] : tables_)
            bytes += t->result.size() * 2;
        if (bytes > (std::size_t{64} << 20))
            tables_.clear();
    }

private:
    static std::size_t indexOf(const Board& board, const std::string& pieces, Color toAct)
    {
        // Each piece's square in the order of `pieces`; equal pieces in square order.
        std::size_t i = 0;
        std::uint32_t used = 0;
        for (char p : pieces) {
            Square s = 0;
            while (board[s] != static_cast<Piece>(p) || (used >> s & 1u))
                ++s;
            used |= 1u << s;
            i = i * SquareCount + static_cast<std::size_t>(s);
        }
        return i * 2 + static_cast<std::size_t>(index(toAct));
    }

    static TableRules keyOf(const RuleSet& r)
    {
        return {r.chariotRuns, r.equalRanks == EqualRanks::BothLeave, r.cannonTargets, r.soldierAndGeneral};
    }

    const Table& table(const std::string& pieces, const RuleSet& rules)
    {
        const auto key = std::make_pair(keyOf(rules), pieces);
        auto found = tables_.find(key);
        if (found != tables_.end())
            return *found->second;
        auto t = std::make_unique<Table>();
        solve(*t, pieces, rules);
        return *tables_.emplace(key, std::move(t)).first->second;
    }

    // Retrograde analysis: the captures leave the class (their values come from
    // the smaller tables), the quiet moves stay in it and are their own
    // reverse (a step or a run over empty squares goes back the same way), so
    // the positions before one are found with the same move generator.
    void solve(Table& t, const std::string& pieces, const RuleSet& rules)
    {
        const std::size_t n = pieces.size();
        const std::size_t size = (std::size_t{1} << (5 * n)) * 2;
        t.pieces = pieces;
        t.result.assign(size, 0);
        t.plies.assign(size, 0);
        std::vector<std::uint8_t> open(size, 0);   // quiet moves not yet known to lose
        std::vector<std::uint8_t> escape(size, 0); // 1: a capture keeps the draw (never lost)
        std::vector<std::size_t> queue;
        std::vector<std::size_t> late; // lost after a forced capture: 1 ply, after the 0-ply losses
        Board board{};
        Square where[BanqiEndgamePieces] = {};
        std::vector<Step> steps;
        const auto decode = [&](std::size_t i) {
            std::fill(board.begin(), board.end(), NoPiece);
            std::size_t sq = i >> 1;
            for (std::size_t k = n; k-- > 0; sq >>= 5) {
                if (board[sq & 31] != NoPiece)
                    return false;
                board[sq & 31] = static_cast<Piece>(pieces[k]);
                where[k] = static_cast<Square>(sq & 31);
            }
            return true;
        };
        // The smaller tables a capture leads to, by the slots it removes (the
        // captured piece, and the capturer too when equal ranks both leave):
        // their pieces keep this table's order, so the index is the squares
        // of the remaining slots.
        struct Sub {
            bool ready = false;
            const Table* table = nullptr;
            int onlyColour = -1; // 0 red, 1 black: the other has no piece left; 2: none at all
        };
        std::array<Sub, 16> subs{};
        const auto subFor = [&](unsigned mask) -> const Sub& {
            if (subs[mask].ready)
                return subs[mask];
            subs[mask].ready = true;
            std::string rest;
            bool colours[2] = {false, false};
            for (std::size_t k = 0; k < n; ++k)
                if (!(mask >> k & 1u)) {
                    rest += pieces[k];
                    colours[index(colorOf(static_cast<Piece>(pieces[k])))] = true;
                }
            if (!colours[0] || !colours[1])
                subs[mask].onlyColour = colours[0] ? 0 : colours[1] ? 1 : 2;
            else
                subs[mask].table = &table(rest, rules);
            return subs[mask];
        };
        const auto slotOf = [&](Square s) {
            std::size_t k = 0;
            while (where[k] != s)
                ++k;
            return k;
        };
        std::vector<std::size_t> wins;
        for (std::size_t i = 0; i < size; ++i) {
            if (!decode(i))
                continue;
            const Color c = (i & 1) ? Color::Black : Color::Red;
            steps.clear();
            for (std::size_t k = 0; k < n; ++k)
                if (colorOf(board[where[k]]) == c)
                    stepsFrom(board, where[k], rules, false, steps);
            int best = -2, quiet = 0;
            for (const Step& m : steps) {
                if (!m.capture) {
                    ++quiet;
                    continue;
                }
                const std::size_t from = slotOf(m.from), to = slotOf(m.to);
                const bool bothLeave = kindOf(board[m.from]) == kindOf(board[m.to]) && rules.equalRanks == EqualRanks::BothLeave;
                const unsigned mask = (1u << to) | (bothLeave ? 1u << from : 0u);
                const Sub& sub = subFor(mask);
                int result; // for c
                if (sub.onlyColour == 2)
                    result = 0;
                else if (sub.onlyColour >= 0)
                    result = sub.onlyColour == index(c) ? 1 : -1;
                else {
                    std::size_t j = 0;
                    for (std::size_t k = 0; k < n; ++k)
                        if (!(mask >> k & 1u))
                            j = j * SquareCount + static_cast<std::size_t>(k == from ? m.to : where[k]);
                    result = -sub.table->result[j * 2 + static_cast<std::size_t>(index(opposite(c)))];
                }
                best = std::max(best, result);
            }
            if (best == 1) {
                t.result[i] = 1;
                t.plies[i] = 1;
                wins.push_back(i);
            } else if (quiet == 0 && best != 0) {
                t.result[i] = -1; // no action at all (BQ-10), or only captures that lose
                t.plies[i] = best == -2 ? 0 : 1;
                (best == -2 ? queue : late).push_back(i);
            } else {
                open[i] = static_cast<std::uint8_t>(quiet);
                escape[i] = best == 0;
            }
        }
        queue.insert(queue.end(), late.begin(), late.end());
        queue.insert(queue.end(), wins.begin(), wins.end());
        // Breadth first, so in order of distance: a position before a lost one
        // is won one ply further; one whose every quiet move reaches a won
        // position, and no capture saves, is lost one ply after the last.
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const std::size_t i = queue[head];
            decode(i);
            const Color mover = (i & 1) ? Color::Red : Color::Black; // who moved into i
            steps.clear();
            for (std::size_t k = 0; k < n; ++k)
                if (colorOf(board[where[k]]) == mover)
                    stepsFrom(board, where[k], rules, true, steps);
            for (const Step& m : steps) {
                const std::size_t k = slotOf(m.from);
                const std::size_t shift = 5 * (n - 1 - k) + 1;
                const std::size_t before = ((i & ~(std::size_t{31} << shift)) | (static_cast<std::size_t>(m.to) << shift)) ^ 1;
                if (t.result[before] != 0)
                    continue;
                if (t.result[i] == -1) {
                    t.result[before] = 1;
                    t.plies[before] = static_cast<std::uint8_t>(t.plies[i] + 1);
                    queue.push_back(before);
                } else if (--open[before] == 0 && !escape[before]) {
                    t.result[before] = -1;
                    t.plies[before] = static_cast<std::uint8_t>(t.plies[i] + 1);
                    queue.push_back(before);
                }
            }
        }
    }

    std::map<std::pair<TableRules, std::string>, std::unique_ptr<Table>> tables_;
};

Tables& tables()
{
    static Tables t;
    return t;
}

bool applies(const Board& board, const RuleSet& rules)
{
    if (rules.chainCaptures != ChainCaptures::Off)
        return false;
    int count = 0;
    for (Piece p : board) {
        if (p == FaceDown)
            return false;
        count += isPiece(p);
    }
    return count <= BanqiEndgamePieces;
}

} // namespace

std::optional<BanqiEndgameValue> banqiEndgameValue(const Board& board, Color toAct, const RuleSet& rules)
{
    if (!applies(board, rules))
        return std::nullopt;
    std::lock_guard lock(tables().mutex);
    return tables().value(board, toAct, rules);
}

std::optional<Action> banqiEndgameAction(const View& view, const RuleSet& rules, std::vector<bool>* keepsDraw)
{
    const std::optional<Color> mine = view.colors[index(view.viewer)];
    if (!mine || view.legal.empty() || view.chainSquare != NoSquare || !applies(view.board, rules))
        return std::nullopt;
    std::lock_guard lock(tables().mutex);
    Tables& t = tables();
    t.trim();
    // Each action's outcome for me: (result, plies to my next capture or the
    // end); a capture is progress at once, and after it the smaller table's
    // distance breaks ties.
    std::optional<Action> best;
    std::tuple<int, int, int> bestKey{-2, 0, 0};
    if (keepsDraw)
        keepsDraw->assign(view.legal.size(), false);
    int here = -2;
    for (std::size_t i = 0; i < view.legal.size(); ++i) {
        const Action a = view.legal[i];
        if (a.isFlip() || a.isEndTurn() || !isPiece(view.board[a.from]))
            return std::nullopt;
        Board after = view.board;
        const Piece mover = after[a.from], target = after[a.to];
        const bool capture = isPiece(target);
        after[a.from] = NoPiece;
        after[a.to] = capture && kindOf(mover) == kindOf(target) && rules.equalRanks == EqualRanks::BothLeave ? NoPiece : mover;
        const BanqiEndgameValue v = t.value(after, opposite(*mine), rules);
        const int result = -v.result;
        const int plies = capture ? 1 : v.plies + 1;
        // Won: fewest plies first; lost: most plies first; then the capture's
        // follow-up distance the same way.
        const std::tuple<int, int, int> key{result, result > 0 ? -plies : plies,
                                            capture ? (result > 0 ? -v.plies : v.plies) : 0};
        if (keepsDraw)
            (*keepsDraw)[i] = result >= 0;
        here = std::max(here, result);
        if (!best || key > bestKey) {
            best = a;
            bestKey = key;
        }
    }
    if (here == 0)
        return std::nullopt; // drawn: the search chooses among the actions that keep it
    return best;
}

} // namespace qiyuan::ai
