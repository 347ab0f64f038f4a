#include "repetition.h"

#include <algorithm>
#include <array>
#include <cctype>
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

// A chase seen during the cycle, its pieces named by identity.
struct ChaseSeen {
    int attacker = -1;
    int target = -1;
    int article = 0; // the article that forbids it (threatArticle)
};

// One side's moves through the cycle.
struct SideRecord {
    int moves = 0;
    int checks = 0;
    std::vector<int> checkers;      // pieces that gave check, by identity
    std::vector<ChaseSeen> chases;  // every chase but a soldier's
    std::vector<int> moved;         // pieces that moved
    std::vector<ChaseSeen> allowed; // attacks an article allows (AllowedAttack), new on their move
    bool offersExchange = false;    // a chasing move also offered an exchange (art. 36)
    int movesChasing = 0;           // non-checking moves that chase some piece
    std::optional<std::vector<int>> allowedCommon; // pieces attacked (allowed) after every non-checking move
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

// The target has a protector that cannot really take back (pinned, or its
// recapture would be illegal): a false protection (art. 34).
bool falselyProtected(const Position& p, Square target)
{
    Square from[16];
    return p.attackersOf(sideOf(p.at(target)), target, from, 16) > 0;
}

// True when `s` lies strictly between `a` and `b` on one file or rank.
bool between(Square a, Square b, Square s)
{
    if (fileOf(a) == fileOf(b) && fileOf(s) == fileOf(a))
        return std::min(rankOf(a), rankOf(b)) < rankOf(s) && rankOf(s) < std::max(rankOf(a), rankOf(b));
    if (rankOf(a) == rankOf(b) && rankOf(s) == rankOf(a))
        return std::min(fileOf(a), fileOf(b)) < fileOf(s) && fileOf(s) < std::max(fileOf(a), fileOf(b));
    return false;
}

// The article of the Asian rules that forbids the threat `t` in `p` (a chase),
// for the players' explanation. Art. 3 is the general rule when no article names
// the pieces.
int threatArticle(const Position& p, const Threat& t)
{
    const PieceType a = typeOf(p.at(t.attacker));
    const PieceType x = typeOf(p.at(t.target));
    if (x == Chariot && heldByHorse(p, t.target))
        return 19;
    if (x == Chariot && a == Cannon)
        return 15; // 26 when only the screen moved: decided by the judge, who knows the move
    if (x == Chariot && a == Chariot)
        return 27; // the chased chariot cannot take back: confined on its line (pinned)
    if (x == Chariot && a == Horse)
        return 20;
    if (a == x)
        return 24; // a like piece that cannot take back offers no exchange
    if (falselyProtected(p, t.target))
        return 34;
    if (a == Chariot && x == Cannon)
        return 18;
    if (a == Chariot && x == Horse)
        return 23;
    if (a == Cannon)
        return 25;
    return 3;
}

} // namespace

std::vector<Threat> findThreats(const Position& p, Side by, std::vector<AllowedAttack>* allowed)
{
    std::vector<Threat> out;
    const Side victim = opposite(by);
    auto allow = [&](Square a, Square t, int article) {
        if (allowed)
            allowed->push_back({{a, t}, article});
    };
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
        Square from[16];
        const int n = std::min(p.attackersOf(by, s, from, 16), 16);
        for (int i = 0; i < n; ++i) {
            const PieceType attacker = typeOf(p.at(from[i]));
            // Art. 25 (diagrams 59, 60): chasing a soldier that has not crossed the
            // river is allowed, so it is never the target of a chase.
            if (typeOf(target) == Soldier && onOwnHalf(victim, s)) {
                allow(from[i], s, 25);
                continue;
            }
            if (attacker == General) { // art. 28: the general may chase; its attacks break no rule
                allow(from[i], s, 28);
                continue;
            }
            const Move capture{from[i], s};
            if (!attacking.isLegal(capture)) { // e.g. pinned: no real threat (art. 27)
                allow(from[i], s, 27);
                continue;
            }
            if (attacker == typeOf(target) && defending.isLegal(Move{s, from[i]})) { // 兑
                allow(from[i], s, 24);
                continue;
            }
            if (!protectionIgnored(p, from[i], s) && recapturable(attacking, capture)) { // the target is protected
                // Art. 17: a chariot may chase a protected cannon; art. 35: protected pieces.
                allow(from[i], s, attacker == Chariot && typeOf(target) == Cannon ? 17 : 35);
                continue;
            }
            out.push_back({from[i], s});
        }
    }
    return out;
}

std::vector<Threat> findChases(const Position& before, Move m, std::vector<AllowedAttack>* allowed)
{
    const Side by = before.sideToMove();
    Position after = before;
    after.makeMove(m);
    std::vector<Threat> out;
    Position probe = before; // `by` to move, as before the move
    std::optional<bool> parries;
    // Did the attacker (standing on `was` before the move) reach the target only now?
    auto attackedBefore = [&](Square was, Square target) {
        Square from[16];
        const int n = std::min(before.attackersOf(by, target, from, 16), 16);
        return std::find(from, from + n, was) < from + n;
    };
    auto origin = [&](Square attacker) { return attacker == m.to ? m.from : attacker; };
    std::vector<AllowedAttack> allowedAfter;
    for (const Threat& t : findThreats(after, by, allowed ? &allowedAfter : nullptr)) {
        const Square was = origin(t.attacker);
        if (attackedBefore(was, t.target)) {
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
    // The allowed attacks the move made: those that were not there before it.
    if (allowed)
        for (const AllowedAttack& a : allowedAfter)
            if (!attackedBefore(origin(a.threat.attacker), a.threat.target))
                allowed->push_back(a);
    return out;
}

namespace {

Square squareOf(const PieceIds& ids, int id)
{
    for (Square s : AllSquares)
        if (ids[s] == id)
            return s;
    return NoSquare;
}

void addPiece(RepetitionVerdict& v, const Position& now, Square s, RepetitionVerdict::Role role)
{
    if (s == NoSquare)
        return;
    const RepetitionVerdict::Piece piece{fileOf(s), rankOf(s), fenChar(now.at(s)), role};
    if (std::find(v.pieces.begin(), v.pieces.end(), piece) == v.pieces.end())
        v.pieces.push_back(piece);
}

// The article behind a side's perpetual chase, and its pieces added to `v`.
int describeChase(const SideRecord& r, RepetitionVerdict& v, const Position& now, const PieceIds& ids)
{
    const int target = r.chased->front();
    std::vector<int> attackers, articles;
    for (const ChaseSeen& c : r.chases) {
        if (c.target != target)
            continue;
        if (std::find(attackers.begin(), attackers.end(), c.attacker) == attackers.end())
            attackers.push_back(c.attacker);
        articles.push_back(c.article);
    }
    for (int a : attackers)
        addPiece(v, now, squareOf(ids, a), RepetitionVerdict::Role::Chasing);
    auto seen = [&](int article) { return std::find(articles.begin(), articles.end(), article) != articles.end(); };
    if (r.offersExchange)
        return 36; // an exchange offered on the way does not excuse the chase
    // The articles that name the pieces first, then two pieces taking turns (33).
    for (int article : {19, 27, 34, 20, 26, 15})
        if (seen(article))
            return article;
    if (attackers.size() > 1)
        return 33;
    return articles.empty() ? 3 : articles.front();
}

// The article that allowed what a side did when it broke no rule; 0 when it only
// made idle moves.
int allowedArticle(CycleConduct c, const SideRecord& r)
{
    const int nonChecking = r.moves - r.checks;
    if (r.checks > 0 && r.checks < r.moves && r.chased && !r.chased->empty())
        return 12; // one check, one chase (一将一捉)
    if (c == CycleConduct::SoldierChase)
        return 29; // a soldier may chase
    if (nonChecking > 0 && r.movesChasing == nonChecking && r.checks == 0) {
        // Chasing different pieces in turn; art. 16 names cannons on chariots.
        const bool cannonsOnChariots = std::all_of(r.chases.begin(), r.chases.end(),
                                                   [](const ChaseSeen& c) { return c.article == 15 || c.article == 26; });
        return cannonsOnChariots ? 16 : 32;
    }
    // An attack on one piece on every move that an article allows.
    if (r.allowedCommon && !r.allowedCommon->empty()) {
        const int target = r.allowedCommon->front();
        std::vector<int> attackers;
        int article = 0;
        for (const ChaseSeen& a : r.allowed)
            if (a.target == target) {
                if (std::find(attackers.begin(), attackers.end(), a.attacker) == attackers.end())
                    attackers.push_back(a.attacker);
                article = article ? article : a.article;
            }
        // Art. 35: two or more pieces attacking one protected piece make no chase.
        return (article == 17 || article == 35) && attackers.size() > 1 ? 35 : article;
    }
    return 0;
}

RepetitionVerdict verdictOf(CycleConduct red, CycleConduct black, const std::array<SideRecord, 2>& record,
                            const Position& now, const PieceIds& ids)
{
    using Kind = RepetitionVerdict::Kind;
    RepetitionVerdict v;
    const bool redChecks = red == CycleConduct::Check, blackChecks = black == CycleConduct::Check;
    const bool redChases = red == CycleConduct::Chase, blackChases = black == CycleConduct::Chase;
    // The pieces of every side that broke a rule; the article of the heavier breach.
    int chaseArticle[2] = {0, 0};
    for (Side side : {Side::Red, Side::Black}) {
        const CycleConduct c = side == Side::Red ? red : black;
        const SideRecord& r = record[index(side)];
        if (c == CycleConduct::Check)
            for (int id : r.checkers)
                addPiece(v, now, squareOf(ids, id), RepetitionVerdict::Role::Checking);
        else if (c == CycleConduct::Chase)
            chaseArticle[index(side)] = describeChase(r, v, now, ids);
    }
    for (Side side : {Side::Red, Side::Black}) // the chased pieces after the chasers
        if ((side == Side::Red ? red : black) == CycleConduct::Chase)
            addPiece(v, now, squareOf(ids, record[index(side)].chased->front()), RepetitionVerdict::Role::Chased);

    if (redChecks && blackChecks) {
        v.kind = Kind::Check;
        v.article = 7; // both check perpetually: a draw
    } else if (redChecks || blackChecks) {
        const Side checker = redChecks ? Side::Red : Side::Black;
        v.kind = (redChases || blackChases) ? Kind::Both : Kind::Check;
        v.by = sideName(checker);
        // Art. 8: checks answered by checks (not on every move) are still a perpetual check.
        v.article = v.kind == Kind::Check && record[index(opposite(checker))].checks > 0 ? 8 : 6;
    } else if (redChases && blackChases) {
        v.kind = Kind::Chase;
        v.article = 22; // both sides chase perpetually: a draw
    } else if (redChases || blackChases) {
        const Side chaser = redChases ? Side::Red : Side::Black;
        v.kind = Kind::Chase;
        v.by = sideName(chaser);
        v.article = chaseArticle[index(chaser)];
    } else {
        // Nothing broken (section 2, item 5): name what was allowed when a side did
        // more than idle moves (red's first when both did).
        v.article = 5;
        for (Side side : {Side::Red, Side::Black})
            if (const int a = allowedArticle(side == Side::Red ? red : black, record[index(side)]); a && v.article == 5)
                v.article = a;
    }
    // The loser's checking or chasing pieces first.
    const bool redLost = v.by == "red";
    if (!v.by.empty())
        std::stable_partition(v.pieces.begin(), v.pieces.end(), [&](const RepetitionVerdict::Piece& p) {
            return p.role != RepetitionVerdict::Role::Chased && (std::isupper(static_cast<unsigned char>(p.piece)) != 0) == redLost;
        });
    return v;
}

} // namespace

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
        std::vector<AllowedAttack> allowed;
        const std::vector<Threat> chases = findChases(p, m, &allowed);
        p.makeMove(m);
        ids[m.to] = ids[m.from];
        ids[m.from] = -1;
        if (ply + 1 == earlier.front() && placementKey(p) != key)
            return ruling; // a hash collision at the middle occurrence
        SideRecord& r = record[index(mover)];
        ++r.moves;
        r.moved.push_back(ids[m.to]);
        if (p.inCheck()) { // a move that checks and chases counts as a check
            ++r.checks;
            Square from[16];
            const Side checked = p.sideToMove();
            const int k = std::min(p.attackersOf(mover, p.generalSquare(checked), from, 16), 16);
            for (int i = 0; i < k; ++i)
                r.checkers.push_back(ids[from[i]]);
            continue;
        }
        std::vector<int> chased, counting;
        for (const Threat& t : chases) {
            counting.push_back(ids[t.target]);
            if (typeOf(p.at(t.attacker)) != Soldier) { // art. 29: a soldier may chase
                chased.push_back(ids[t.target]);
                int article = threatArticle(p, t);
                if (article == 15 && t.attacker != m.to && between(t.attacker, t.target, m.to))
                    article = 26; // only the cannon's screen moved
                r.chases.push_back({ids[t.attacker], ids[t.target], article});
            }
        }
        if (!chased.empty())
            ++r.movesChasing;
        std::vector<int> attacked;
        for (const AllowedAttack& a : allowed) {
            r.allowed.push_back({ids[a.threat.attacker], ids[a.threat.target], a.article});
            attacked.push_back(ids[a.threat.target]);
            if (a.article == 24 && !chased.empty())
                r.offersExchange = true;
        }
        keepCommon(r.allowedCommon, std::move(attacked));
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
    if (decide) {
        ruling.result = decideRepetition(red, black);
        ruling.verdict = verdictOf(red, black, record, current, ids);
    }
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
