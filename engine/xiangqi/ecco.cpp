#include "ecco.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <unordered_map>

namespace qiyuan::xiangqi {

namespace {

struct Row {
    const char* code;
    const char* name;      // the opening (开局名称)
    const char* variation; // the variation (变例), "" when the class has none
    const char* english;   // our English name of the whole class
    const char* moves; // ICCS, space-separated; '~' marks a move outside the definition
};

// The ECCO classes (中国象棋开局编号, ECCO 2004), written by us as data: one row per
// class that we have (two when the class names no side), {code, Chinese opening name, Chinese variation name or "", English name, defining moves}. The
// moves are ICCS; a move prefixed '~' is only played to keep the line legal
// (the published definition leaves that move open) and is not part of what
// defines the class. Each row's last comment is the move line in Chinese
// notation and the source letter, explained in docs/rules/ecco.md:
//   X  xqinenglish.com "ECCO A4x-A6x Classification Codes" (code, name, moves)
//   L  code and name as published (ECCO names used by xiangqi game databases),
//      moves read from the name by us
//   L2 as L, for a name that gives no side (对飞象, 对中炮, 红飞相): one row per
//      side's move, both rows the same class
//   G  group name of the published ECCO outline (A0..E4) used for the group's
//      first class, moves read from the name by us
//   P  a published game tagged with the class (ECCO "B24" in its PGN)
//   K  code and name as we knew the xqbase ECCO 2004 table, since checked
//      against the published name list and the databases' classification
//   V  code, name and variation as in the published ECCO 2004 name list,
//      moves written by us and checked against the classification game
//      databases print (run outside the project, never copied); V* as V,
//      the line found by trying continuations against that check
// One file per family, in code order.
constexpr Row Rows[] = {
#include "ecco_a.inc"
#include "ecco_b.inc"
#include "ecco_c.inc"
#include "ecco_d.inc"
#include "ecco_e.inc"
};

// Only the opening decides the class: positions after this many plies are not looked at.
constexpr int MaxPlies = 40;

using Board = std::array<Piece, 90>;

int cell(Square s) { return rankOf(s) * BoardFiles + fileOf(s); }

Board boardOf(const Position& pos)
{
    Board b{};
    for (const Square s : AllSquares)
        b[cell(s)] = pos.at(s);
    return b;
}

// A hash of a placement, so that the classes that fix every square (most) are
// found by one lookup per position instead of a comparison with each.
std::uint64_t squareKey(int cell, Piece piece)
{
    std::uint64_t x = std::uint64_t(cell) * 0x9E3779B97F4A7C15ull ^ std::uint64_t(piece) * 0xC2B2AE3D27D4EB4Full;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    return x ^ (x >> 29);
}

std::uint64_t hashOf(const Board& b)
{
    std::uint64_t h = 0;
    for (int c = 0; c < int(b.size()); ++c)
        if (b[size_t(c)] != NoPiece)
            h ^= squareKey(c, b[size_t(c)]);
    return h;
}

// The left-right mirror image of a square: the same opening played on the other wing.
Square mirrored(Square s) { return makeSquare(BoardFiles - 1 - fileOf(s), rankOf(s)); }

// What a position must show to be the class: every square holds what the
// defining line leaves there, except the squares only its '~' moves touch.
// And the game's first move must be the line's: it decides the family (起马
// then 兵七进一 is A45, 兵七进一 then 起马 is E40, the same position).
struct Definition {
    Move first;
    std::vector<std::pair<Square, Piece>> squares;
    bool whole = false;      // every square fixed (no '~' moves): found through `hash`
    std::uint64_t hash = 0;  // hashOf the defining position, when whole
};

std::vector<Definition> buildDefinitions(std::vector<EccoClass>& classes)
{
    std::vector<Definition> defs;
    for (const Row& row : Rows) {
        EccoClass c{{row.code, row.name, row.variation, row.english}, {}, {}, 0};
        Position pos;
        std::vector<Square> free; // touched by '~' moves only
        std::string_view text(row.moves);
        while (!text.empty()) {
            const size_t space = text.find(' ');
            std::string_view word = text.substr(0, space);
            text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
            if (word.empty())
                continue;
            const bool required = word.front() != '~';
            if (!required)
                word.remove_prefix(1);
            const Move m = Position::parseIccs(word);
            if (m.isNull() || !pos.isLegal(m))
                break; // the table test replays every line: this cannot pass unnoticed
            if (required)
                ++c.depth;
            c.line.push_back(m);
            c.required.push_back(required);
            pos.makeMove(m);
        }
        for (size_t i = 0; i < c.line.size(); ++i)
            if (!c.required[i])
                free.insert(free.end(), {c.line[i].from, c.line[i].to});
        for (size_t i = 0; i < c.line.size(); ++i)
            if (c.required[i])
                std::erase_if(free, [&](Square s) { return s == c.line[i].from || s == c.line[i].to; });
        Definition d;
        if (!c.line.empty())
            d.first = c.line.front();
        for (const Square s : AllSquares)
            if (std::find(free.begin(), free.end(), s) == free.end())
                d.squares.emplace_back(s, pos.at(s));
        d.whole = free.empty();
        if (d.whole)
            d.hash = hashOf(boardOf(pos));
        classes.push_back(std::move(c));
        defs.push_back(std::move(d));
    }
    return defs;
}

struct Table {
    std::vector<EccoClass> classes;
    std::vector<Definition> defs;
    std::unordered_multimap<std::uint64_t, size_t> wholeByHash; // the whole-board definitions
    std::vector<size_t> partial;                                 // the others, compared square by square
    Table()
    {
        defs = buildDefinitions(classes);
        for (size_t i = 0; i < defs.size(); ++i) {
            if (defs[i].whole)
                wholeByHash.emplace(defs[i].hash, i);
            else
                partial.push_back(i);
        }
    }
};

const Table& table()
{
    static const Table t;
    return t;
}

} // namespace

const std::vector<EccoClass>& eccoClasses() { return table().classes; }

std::optional<EccoOpening> classifyOpening(const Position& start, const std::vector<Move>& moves)
{
    // The standard start: its placement and red to move (the move counters do not matter).
    auto placementAndSide = [](const Position& p) {
        const std::string fen = p.fen();
        return fen.substr(0, fen.find(' ', fen.find(' ') + 1));
    };
    if (placementAndSide(start) != placementAndSide(Position()))
        return std::nullopt;
    const Table& t = table();

    // The positions after each ply of the opening.
    std::vector<Board> boards;
    Position pos;
    for (const Move m : moves) {
        if (int(boards.size()) >= MaxPlies || !pos.isLegal(m))
            break;
        pos.makeMove(m);
        boards.push_back(boardOf(pos));
    }

    // The deepest class whose defining position (the '~' squares aside) one of
    // the positions shows, the game read as played and as its mirror image:
    // the move order does not matter, the placement does (and the first move).
    size_t best = 0; // A00: nothing matched
    int bestDepth = 0;
    auto shows = [&](size_t i, const Board& b, bool mirror) {
        for (const auto& [sq, piece] : t.defs[i].squares)
            if (b[cell(mirror ? mirrored(sq) : sq)] != piece)
                return false;
        return true;
    };
    for (const bool mirror : {false, true}) {
        if (boards.empty())
            break;
        const Move first = mirror ? Move{mirrored(moves.front().from), mirrored(moves.front().to)} : moves.front();
        if (std::none_of(t.defs.begin(), t.defs.end(), [&](const Definition& d) { return d.first == first; }))
            continue; // no class opens so on this wing
        // Deeper wins; of two as deep, the earlier in the table (as a plain scan would).
        auto consider = [&](size_t i) {
            const int depth = t.classes[i].depth;
            return (depth > bestDepth || (depth == bestDepth && bestDepth > 0 && i < best)) && t.defs[i].first == first;
        };
        for (const Board& b : boards) {
            Board seen = b; // the position as the table writes it: mirrored back for the other wing
            if (mirror)
                for (const Square s : AllSquares)
                    seen[cell(s)] = b[cell(mirrored(s))];
            const auto [from, to] = t.wholeByHash.equal_range(hashOf(seen));
            for (auto it = from; it != to; ++it)
                if (consider(it->second) && shows(it->second, b, mirror)) {
                    best = it->second;
                    bestDepth = t.classes[best].depth;
                }
        }
        for (const size_t i : t.partial)
            if (consider(i))
                for (const Board& b : boards)
                    if (shows(i, b, mirror)) {
                        best = i;
                        bestDepth = t.classes[i].depth;
                        break;
                    }
    }
    return t.classes[best].opening;
}

} // namespace qiyuan::xiangqi
