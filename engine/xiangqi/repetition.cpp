#include "repetition.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <optional>

namespace qiyuan::xiangqi {

namespace {

const char* sideName(Side s) { return s == Side::Red ? "red" : "black"; }

const char* typeName(PieceType t)
{
    static constexpr const char* names[] = {"piece",   "general", "advisor", "elephant",
                                            "horse",   "chariot", "cannon",  "soldier"};
    return names[t];
}

// The placement and side to move, without the clocks: what "the same position" means.
std::string placementKey(const Position& p)
{
    const std::string fen = p.fen();
    return fen.substr(0, fen.find(" - - "));
}

// True when the side to move after `capture` (made in `p`) can legally take back
// on the capture square. `p` is restored.
bool recapturable(Position& p, Move capture)
{
    p.makeMove(capture);
    Square from[16];
    const int n = std::min(p.attackersOf(p.sideToMove(), capture.to, from, 16), 16);
    bool can = false;
    for (int i = 0; i < n && !can; ++i)
        can = p.isLegal(Move{from[i], capture.to});
    p.unmakeMove();
    return can;
}

// Pieces keep their identity through a cycle: each is named by the square it stood
// on when the cycle began, so a chased piece is followed as it flees.
using PieceIds = std::array<int, PaddedSize>;

// One side's moves through the cycle.
struct SideRecord {
    int moves = 0;
    int checks = 0;
    // Pieces (ids) chased after every non-checking move so far; nullopt before the first.
    std::optional<std::vector<int>> chased;
    std::optional<std::vector<int>> chasedCountingSoldiers;
};

void keepCommon(std::optional<std::vector<int>>& acc, std::vector<int> now)
{
    std::sort(now.begin(), now.end());
    if (!acc) {
        acc = std::move(now);
        return;
    }
    std::vector<int> both;
    std::set_intersection(acc->begin(), acc->end(), now.begin(), now.end(), std::back_inserter(both));
    acc = std::move(both);
}

CycleConduct classify(const SideRecord& r)
{
    if (r.moves == 0)
        return CycleConduct::Idle;
    if (r.checks == r.moves)
        return CycleConduct::Check;
    // Art. 12-14 (diagrams 12-17): one check alternating with one chase (一将一捉),
    // or several checks and one chase, is allowed.
    if (r.checks > 0)
        return CycleConduct::Idle;
    if (r.chased && !r.chased->empty())
        return CycleConduct::Chase;
    if (r.chasedCountingSoldiers && !r.chasedCountingSoldiers->empty())
        return CycleConduct::SoldierChase;
    return CycleConduct::Idle;
}

// "the black horse on c7" for the piece with identity `id`, where it stands now.
std::string pieceName(const Position& now, const PieceIds& ids, int id)
{
    for (Square s : AllSquares)
        if (ids[s] == id && isPiece(now.at(s)))
            return std::string("the ") + sideName(sideOf(now.at(s))) + " " + typeName(typeOf(now.at(s))) + " on "
                + squareName(s);
    return "a piece";
}

std::string describe(Side side, CycleConduct c, const SideRecord& r, const Position& now, const PieceIds& ids)
{
    const std::string who = sideName(side);
    switch (c) {
    case CycleConduct::Check:
        return who + " checks on every move (perpetual check)";
    case CycleConduct::Chase:
    case CycleConduct::SoldierChase: {
        // A soldiers' chase counts as a chase when the other side chases too.
        const bool bySoldiers = !r.chased || r.chased->empty();
        const auto& chased = bySoldiers ? *r.chasedCountingSoldiers : *r.chased;
        std::string text = who + (r.checks ? " checks or chases " : " chases ") + pieceName(now, ids, chased.front())
            + " on every move";
        if (bySoldiers)
            text += " with soldiers";
        text += c == CycleConduct::Chase ? " (perpetual chase)" : " (allowed: a soldier may chase)";
        return text;
    }
    case CycleConduct::Idle:
        break;
    }
    return who + " makes idle moves";
}

Verdict winnerOver(Side loser) { return loser == Side::Red ? Verdict::BlackWins : Verdict::RedWins; }

} // namespace

const char* cycleConductName(CycleConduct c)
{
    switch (c) {
    case CycleConduct::Idle: return "idle";
    case CycleConduct::SoldierChase: return "soldier chase";
    case CycleConduct::Chase: return "chase";
    case CycleConduct::Check: return "check";
    }
    return "idle";
}

namespace {

// Art. 19: a chariot on the leg of an enemy horse that would check its general
// if the chariot left (it cannot move but to take the horse).
bool heldByHorse(const Position& p, Square s)
{
    const Piece piece = p.at(s);
    if (!isPiece(piece) || typeOf(piece) != Chariot)
        return false;
    const Side side = sideOf(piece);
    const Side enemy = opposite(side);
    const Square general = p.generalSquare(side);
    Square before[16], after[16];
    const int nb = std::min(p.attackersOf(enemy, general, before, 16), 16);
    Position without = p;
    without.put(s, NoPiece);
    const int na = std::min(without.attackersOf(enemy, general, after, 16), 16);
    for (int i = 0; i < na; ++i)
        if (typeOf(p.at(after[i])) == Horse && std::find(before, before + nb, after[i]) == before + nb)
            return true; // the chariot stands on the horse's leg: moving it would give check
    return false;
}

bool protectionIgnored(const Position& p, Square attacker, Square target)
{
    const PieceType a = typeOf(p.at(attacker));
    const PieceType t = typeOf(p.at(target));
    if (t != Chariot)
        return false;
    // Art. 15/26 (diagrams 18-25, 42-44, 61-62): a horse or cannon may not chase a
    // chariot, protected or not. Art. 19 (diagrams 39-41): a chariot held by a horse
    // may not be chased at all, protected or not.
    return a == Horse || a == Cannon || heldByHorse(p, target);
}

} // namespace

std::vector<Threat> findThreats(const Position& p, Side by)
{
    std::vector<Threat> out;
    const Side victim = opposite(by);
    // The same placement with each side to move: `by` to ask whether its captures
    // are legal, the victim whether it could take the attacker first.
    Position attacking = p, defending = p;
    if (p.sideToMove() != by)
        attacking.setSideToMove(by);
    else
        defending.setSideToMove(victim);
    for (Square s : AllSquares) {
        const Piece target = p.at(s);
        if (!isPiece(target) || sideOf(target) != victim || typeOf(target) == General)
            continue;
        // Art. 25 (diagrams 59, 60): chasing a soldier that has not crossed the river is
        // allowed, so it is never the target of a chase.
        if (typeOf(target) == Soldier && onOwnHalf(victim, s))
            continue;
        Square from[16];
        const int n = std::min(p.attackersOf(by, s, from, 16), 16);
        for (int i = 0; i < n; ++i) {
            const PieceType attacker = typeOf(p.at(from[i]));
            if (attacker == General) // art. 28: the general may chase; its attacks break no rule
                continue;
            const Move capture{from[i], s};
            if (!attacking.isLegal(capture)) // e.g. pinned: no real threat
                continue;
            if (attacker == typeOf(target) && defending.isLegal(Move{s, from[i]})) // 兑
                continue;
            if (!protectionIgnored(p, from[i], s) && recapturable(attacking, capture)) // the target is protected
                continue;
            out.push_back({from[i], s});
        }
    }
    return out;
}

std::vector<Threat> findChases(const Position& before, Move m)
{
    const Side by = before.sideToMove();
    Position after = before;
    after.makeMove(m);
    std::vector<Threat> out;
    Position probe = before; // `by` to move, as before the move
    std::optional<bool> parries;
    for (const Threat& t : findThreats(after, by)) {
        const Square was = t.attacker == m.to ? m.from : t.attacker;
        Square from[16];
        const int n = std::min(before.attackersOf(by, t.target, from, 16), 16);
        const bool reached = std::find(from, from + n, was) < from + n;
        if (reached) {
            // Ask about protection before the move even if `by` was in check then: a
            // check's answer does not make an attack that stood all along new.
            if (protectionIgnored(before, was, t.target) || !recapturable(probe, Move{was, t.target}))
                continue; // the threat stood before the move
            // The move only took the protection away. Art. 19 and art. 15/26
            // (diagrams 39-41, 61) against the appendix's perpetual chase (A1): when
            // the move saves one of the mover's own pieces from a threat (blocks or
            // escapes), the protection it cuts on the way is no chase.
            if (!parries) {
                const std::vector<Threat> against = findThreats(before, opposite(by));
                const std::vector<Threat> still = findThreats(after, opposite(by));
                parries = std::any_of(against.begin(), against.end(), [&](const Threat& old) {
                    const Square at = old.target == m.from ? m.to : old.target; // the piece may have fled
                    return std::none_of(still.begin(), still.end(), [&](const Threat& x) { return x.target == at; });
                });
            }
            if (*parries)
                continue;
        }
        out.push_back(t);
    }
    return out;
}

RepetitionRuling judgeRepetition(const Position& current, const std::vector<Move>& moves,
                                 const std::vector<std::uint64_t>& hashes)
{
    RepetitionRuling ruling;
    const int n = static_cast<int>(moves.size());
    if (hashes.size() != moves.size() + 1 || hashes.back() != current.hash())
        return ruling; // not a consistent record: nothing to judge

    // A capture can never be undone, so the position can only have occurred since
    // the last one; and only with the same side to move, every other ply.
    const int earliest = std::max(0, n - current.halfmoveClock());
    std::vector<int> earlier; // plies after which the current position stood, latest first
    for (int i = n - 2; i >= earliest; i -= 2)
        if (hashes[i] == hashes[n])
            earlier.push_back(i);
    if (earlier.empty())
        return ruling;
    ruling.occurrences = 1 + static_cast<int>(earlier.size());

    // The cycle runs from the first of the last three occurrences (at the second
    // occurrence, from the first) to now.
    const int begin = earlier.size() >= 2 ? earlier[1] : earlier[0];
    const int length = n - begin;
    if (current.plyCount() < length)
        return ruling; // the position does not carry its history: cannot replay
    Position p = current;
    for (int i = 0; i < length; ++i)
        p.unmakeMove();
    const std::string key = placementKey(current);
    if (placementKey(p) != key)
        return ruling; // a hash collision, not a repetition

    PieceIds ids{};
    ids.fill(-1);
    for (Square s : AllSquares)
        if (isPiece(p.at(s)))
            ids[s] = s;
    std::array<SideRecord, 2> record;
    for (int ply = begin; ply < n; ++ply) {
        const Move m = moves[ply];
        const Side mover = p.sideToMove();
        const std::vector<Threat> chases = findChases(p, m);
        p.makeMove(m);
        ids[m.to] = ids[m.from];
        ids[m.from] = -1;
        if (ply + 1 == earlier.front() && placementKey(p) != key)
            return ruling; // a hash collision at the middle occurrence
        SideRecord& r = record[index(mover)];
        ++r.moves;
        if (p.inCheck()) { // a move that checks and chases counts as a check
            ++r.checks;
            continue;
        }
        std::vector<int> chased, counting;
        for (const Threat& t : chases) {
            counting.push_back(ids[t.target]);
            if (typeOf(p.at(t.attacker)) != Soldier) // art. 29: a soldier may chase
                chased.push_back(ids[t.target]);
        }
        keepCommon(r.chased, std::move(chased));
        keepCommon(r.chasedCountingSoldiers, std::move(counting));
    }

    CycleConduct red = classify(record[index(Side::Red)]);
    CycleConduct black = classify(record[index(Side::Black)]);
    ruling.red = red;
    ruling.black = black;

    const bool decide = ruling.occurrences >= 3;
    ruling.notes.push_back(decide ? "the position occurred for the third time"
                                  : "the position repeated; a third time ends the game");
    for (Side side : {Side::Red, Side::Black}) {
        const CycleConduct c = side == Side::Red ? red : black;
        if (c != CycleConduct::Idle)
            ruling.notes.push_back(describe(side, c, record[index(side)], current, ids));
    }
    if (decide)
        ruling.result = decideRepetition(red, black);
    return ruling;
}

GameResult decideRepetition(CycleConduct red, CycleConduct black)
{
    // Art. 29 (diagrams 69, 70): a soldier may chase; its chase breaks no rule, also
    // against a chase (only a side that breaks a rule can lose).
    if (red == CycleConduct::SoldierChase)
        red = CycleConduct::Idle;
    if (black == CycleConduct::SoldierChase)
        black = CycleConduct::Idle;
    // Art. 6-8: perpetual check by one side alone loses, even against a chase; both check: draw.
    if (red == CycleConduct::Check && black == CycleConduct::Check)
        return {Verdict::Draw, "perpetual check"};
    if (red == CycleConduct::Check || black == CycleConduct::Check)
        return {winnerOver(red == CycleConduct::Check ? Side::Red : Side::Black), "perpetual check"};
    // A chase against an allowed side loses; both break a rule: draw (section 2).
    if (red == CycleConduct::Chase && black == CycleConduct::Chase)
        return {Verdict::Draw, "perpetual chase"};
    if (red == CycleConduct::Chase || black == CycleConduct::Chase)
        return {winnerOver(red == CycleConduct::Chase ? Side::Red : Side::Black), "perpetual chase"};
    // Neither breaks a rule (section 2, item 5).
    return {Verdict::Draw, "threefold repetition"};
}

RepetitionRuling judgeRepetitionFromStart(const Position& start, const std::vector<Move>& moves)
{
    Position p = start;
    std::vector<std::uint64_t> hashes{p.hash()};
    hashes.reserve(moves.size() + 1);
    for (const Move& m : moves) {
        if (!p.isLegal(m))
            return {}; // not a game: nothing to judge
        p.makeMove(m);
        hashes.push_back(p.hash());
    }
    return judgeRepetition(p, moves, hashes);
}

} // namespace qiyuan::xiangqi
