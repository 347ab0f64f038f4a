// An exhaustive solver of all-face-up banqi endings with at most four pieces,
// written for the test with its own small move generator (nothing from the
// engine), to say which endings are won at all and how fast the winner can
// make progress. Iterated minimax over every placement of the pieces on the
// 4 × 8 board, both sides to act (32^4 × 2 positions at most), captures
// looked up in the tables of the smaller material.
//
// The rules it knows: pieces step one square; a chariot under 車直衝 (BQ-18)
// runs and captures along a free line; a cannon steps and captures any rank by
// jumping exactly one screen (BQ-6); ranks by BQ-5 (a soldier takes the
// general, the general never a soldier); equal ranks both leave (BQ-7, QQ) or
// the attacker survives (BQ-16, Taiwan and the chariot rush). A side with no
// piece or no legal action loses (BQ-10); both without pieces is a draw.
// Ignored: the chase limit (BQ-8), repetition and the quiet-ply limit (BQ-16),
// the ply limit (BQ-11): a "draw" here is a position neither side can force
// to its end, and "plies" is the distance to the next capture (or the end)
// under best play, which is what a no-progress limit measures.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace endgame {

struct SolverRules {
    bool chariotRuns = false;    // BQ-18
    bool equalRanksLeave = true; // BQ-7 (QQ); false: the attacker survives (BQ-16)
};

struct Verdict {
    int result = 0; // +1 the side to act wins, -1 it loses, 0 neither can force it
    int plies = 0;  // to the next capture or the end of the game, under best play
    bool known = true; // false: more than MaxPieces pieces, not solved
};

constexpr std::size_t MaxPieces = 4;

class Solver {
public:
    explicit Solver(SolverRules rules)
        : rules_(rules)
    {
    }

    // `board` as the rows of a banqi FEN, rank 4 first ("8/5r2/8/KA6"); letters
    // K A B R N C P (red upper case, black lower case). Empty board: draw.
    Verdict solve(const std::string& board, bool redToAct)
    {
        std::vector<std::pair<char, int>> pieces;
        const std::array<char, 32> squares = parseBoard(board);
        for (int s = 0; s < 32; ++s)
            if (squares[static_cast<std::size_t>(s)])
                pieces.push_back({squares[static_cast<std::size_t>(s)], s});
        if (pieces.size() > MaxPieces)
            return {0, 0, false};
        return lookup(pieces, redToAct);
    }

    // The largest distance to progress over the won positions of a class (its
    // pieces as letters, any order): how long the winner may need at worst.
    int longestWin(std::string pieces)
    {
        std::sort(pieces.begin(), pieces.end());
        const Table& t = table(pieces);
        int longest = 0;
        for (const Entry& e : t.entries)
            if (e.result == 1)
                longest = std::max(longest, static_cast<int>(e.plies));
        return longest;
    }

    // How many positions of a class (both sides to act) are won, lost and drawn
    // for the side to act.
    std::vector<long> census(std::string pieces)
    {
        std::sort(pieces.begin(), pieces.end());
        const Table& t = table(pieces);
        std::vector<long> out(3, 0);
        for (std::size_t i = 0; i < t.entries.size(); ++i)
            if (valid(pieces.size(), i))
                ++out[static_cast<std::size_t>(t.entries[i].result == 1 ? 0 : t.entries[i].result == -1 ? 1 : 2)];
        return out;
    }

    // The legal moves and captures of the side to act as "a1b1", sorted: for a
    // cross-check of this generator with the referee's.
    std::vector<std::string> legalMoves(const std::string& board, bool redToAct) const
    {
        const std::array<char, 32> squares = parseBoard(board);
        std::vector<Move> moves;
        movesOf(squares.data(), redToAct, moves);
        std::vector<std::string> out;
        const auto name = [](int s) { return std::string{static_cast<char>('a' + s % 8), static_cast<char>('1' + s / 8)}; };
        for (const Move& m : moves)
            out.push_back(name(m.from) + name(m.to));
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    // The board field of a FEN as letters by square (a1..h1, a2.., 0 empty).
    static std::array<char, 32> parseBoard(const std::string& board)
    {
        std::array<char, 32> squares{};
        int rank = 3, file = 0;
        for (char ch : board) {
            if (ch == '/') {
                --rank;
                file = 0;
            } else if (ch >= '1' && ch <= '8') {
                file += ch - '0';
            } else if (rank >= 0 && file < 8) {
                squares[static_cast<std::size_t>(rank * 8 + file++)] = ch;
            }
        }
        return squares;
    }

    static constexpr std::int8_t Unknown = 2;
    struct Entry {
        std::int8_t result = Unknown; // +1, -1, 0 (drawn, once solved), Unknown
        std::uint8_t plies = 0;
    };
    struct Table {
        std::vector<Entry> entries; // by index(): the squares of the sorted pieces, then the side
    };

    static bool isRed(char p) { return p >= 'A' && p <= 'Z'; }
    static int rankOf(char p)
    {
        switch (p | 0x20) {
        case 'k': return 7;
        case 'a': return 6;
        case 'b': return 5;
        case 'r': return 4;
        case 'n': return 3;
        case 'c': return 2;
        default: return 1; // 'p'
        }
    }
    bool mayTake(char attacker, char target) const
    {
        const int a = rankOf(attacker), t = rankOf(target);
        if (a == 2)
            return true; // the cannon, by its jump
        if (a == 7 && t == 1)
            return false;
        if (a == 1 && t == 7)
            return true;
        return a >= t;
    }

    static std::size_t index(const std::vector<std::pair<char, int>>& sorted, bool redToAct)
    {
        std::size_t i = 0;
        for (const auto& [p, s] : sorted)
            i = i * 32 + static_cast<std::size_t>(s);
        return i * 2 + (redToAct ? 0 : 1);
    }
    static bool valid(std::size_t n, std::size_t i)
    {
        unsigned used = 0;
        i >>= 1;
        for (std::size_t k = 0; k < n; ++k, i >>= 5) {
            const unsigned bit = 1u << (i & 31);
            if (used & bit)
                return false;
            used |= bit;
        }
        return true;
    }

    // The value for the side to act of a position given as pieces on squares.
    Verdict lookup(std::vector<std::pair<char, int>> pieces, bool redToAct)
    {
        bool red = false, black = false;
        for (const auto& [p, s] : pieces)
            (isRed(p) ? red : black) = true;
        if (!red && !black)
            return {0, 0};
        if (!red || !black)
            return {red == redToAct ? 1 : -1, 0};
        std::sort(pieces.begin(), pieces.end());
        std::string key;
        for (const auto& [p, s] : pieces)
            key += p;
        const Entry e = table(key).entries[index(pieces, redToAct)];
        return {e.result, e.plies};
    }

    struct Move {
        int from, to;
        bool capture;
    };
    void movesOf(const char* board, bool red, std::vector<Move>& out) const
    {
        out.clear();
        static const int df[4] = {1, -1, 0, 0}, dr[4] = {0, 0, 1, -1};
        for (int s = 0; s < 32; ++s) {
            const char p = board[s];
            if (!p || isRed(p) != red)
                continue;
            const int rank = rankOf(p);
            const bool runs = rank == 4 && rules_.chariotRuns;
            for (int d = 0; d < 4; ++d) {
                int f = s % 8 + df[d], r = s / 8 + dr[d];
                bool first = true;
                int screens = 0;
                for (; f >= 0 && f < 8 && r >= 0 && r < 4; f += df[d], r += dr[d], first = false) {
                    const int t = r * 8 + f;
                    const char q = board[t];
                    if (rank == 2) { // the cannon: a step, or a jump over one screen
                        if (!q) {
                            if (first)
                                out.push_back({s, t, false});
                            continue;
                        }
                        if (screens++ == 0)
                            continue;
                        if (isRed(q) != red)
                            out.push_back({s, t, true});
                        break;
                    }
                    if (!q) {
                        out.push_back({s, t, false});
                        if (!runs)
                            break;
                        continue;
                    }
                    if (isRed(q) != red && mayTake(p, q))
                        out.push_back({s, t, true});
                    break;
                }
            }
        }
    }

    const Table& table(const std::string& key)
    {
        auto found = tables_.find(key);
        if (found != tables_.end())
            return found->second;
        const std::size_t n = key.size();
        Table t;
        t.entries.assign((std::size_t{1} << (5 * n)) * 2, Entry{});
        std::vector<std::size_t> open; // positions not yet decided
        for (std::size_t i = 0; i < t.entries.size(); ++i)
            if (valid(n, i))
                open.push_back(i);
        // Sub-tables first (they may recurse into this map, so no reference into it is kept).
        std::vector<Move> moves;
        char board[32];
        std::vector<std::pair<char, int>> after;
        std::size_t slot[32];
        const auto decode = [&](std::size_t i) {
            std::fill(board, board + 32, 0);
            std::size_t sq = i >> 1;
            for (std::size_t k = n; k-- > 0; sq >>= 5) {
                board[sq & 31] = key[k];
                slot[sq & 31] = k;
            }
        };
        // The capture's outcome for the capturer: +1, -1, 0.
        const auto captureResult = [&](const Move& m, bool red) {
            after.clear();
            const char attacker = board[m.from], target = board[m.to];
            const bool bothLeave = rules_.equalRanksLeave && rankOf(attacker) == rankOf(target);
            for (int s = 0; s < 32; ++s)
                if (board[s] && s != m.from && s != m.to)
                    after.push_back({board[s], s});
            if (!bothLeave)
                after.push_back({attacker, m.to});
            return -lookup(after, !red).result;
        };
        // Pass 0: the captures of each position (they leave this table) and
        // the positions without a legal action.
        std::vector<std::int8_t> exits(t.entries.size(), 0); // best capture: +1, 0, -1; -2 none
        for (std::size_t i : open) {
            decode(i);
            const bool red = (i & 1) == 0;
            movesOf(board, red, moves);
            std::int8_t best = -2;
            for (const Move& m : moves)
                if (m.capture)
                    best = std::max<std::int8_t>(best, static_cast<std::int8_t>(captureResult(m, red)));
            exits[i] = best;
        }
        tables_.emplace(key, std::move(t));
        Table& me = tables_.at(key);
        // Iteration k decides the positions won or lost in exactly k plies: won
        // when a move reaches a position lost in k-1 (a winning capture counts
        // as k = 1), lost when every move reaches one won in k-1 or fewer.
        for (int k = 0;; ++k) {
            bool changed = false;
            std::vector<std::size_t> still;
            for (std::size_t i : open) {
                decode(i);
                const bool red = (i & 1) == 0;
                movesOf(board, red, moves);
                bool win = k == 1 && exits[i] == 1;
                bool lose = exits[i] != 1 && exits[i] != 0;
                if (moves.empty())
                    lose = k == 0;
                else if (k == 0)
                    lose = false;
                for (const Move& m : moves) {
                    if (m.capture || win)
                        continue;
                    // The same slot on its new square: identical pieces need no
                    // sorting, every order of their squares is solved alike.
                    const std::size_t shift = 5 * (n - 1 - slot[m.from]) + 1;
                    const std::size_t child = ((i & ~(std::size_t{31} << shift)) | (static_cast<std::size_t>(m.to) << shift)) ^ 1;
                    const Entry c = me.entries[child];
                    if (c.result == -1 && c.plies == k - 1)
                        win = true;
                    if (!(c.result == 1 && c.plies <= k - 1))
                        lose = false;
                }
                if (win || lose) {
                    me.entries[i] = {static_cast<std::int8_t>(win ? 1 : -1), static_cast<std::uint8_t>(k)};
                    changed = true;
                } else {
                    still.push_back(i);
                }
            }
            open.swap(still);
            if (!changed && k >= 1)
                break;
        }
        for (std::size_t i : open)
            me.entries[i].result = 0;
        return me;
    }

    SolverRules rules_;
    std::map<std::string, Table> tables_;
};

} // namespace endgame
