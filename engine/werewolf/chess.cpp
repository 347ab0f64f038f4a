// 国际象棋版杀: entry checks, the night in the layers of CW-4..CW-7 with pawn
// cover, castling and promotion, and the day vote with pardons.
#include "rules.h"

namespace qiyuan::werewolf::detail {

namespace {

using Idx = std::size_t;

Reason because(Cause c, Who subject, Who by, std::string_view rule, int value = 0)
{
    return Reason{c, subject, by, value, rule};
}

void fail(Event& e, Reason r, Outcome o = Outcome::Failed)
{
    e.outcome = o;
    e.reasons.push_back(r);
}

// The camp's original 车, still a 车 (never a promoted one, CW-14).
const Player* originalRook(const State& s, Camp c)
{
    for (const Player& p : s.players)
        if (p.camp == c && p.dealt == Role::Rook && p.role == Role::Rook && !p.promoted)
            return &p;
    return nullptr;
}

bool coverable(Role r) { return r == Role::Queen || r == Role::Rook || r == Role::Knight || r == Role::Bishop; }

// Deaths are public by camp; the role goes privately to the camp's real king
// (CW-1); the death of a castled old king makes the moderator name the real
// king (CW-14).
void announceDeath(const State& after, const Player& dead, PhaseResult& out, Event died)
{
    died.actor = who(dead);
    died.camp = dead.camp;
    died.role = dead.role;
    died.reveal = Reveal::CampOnly;
    out.news.push_back(died);
    const Player* king = after.leader(dead.camp);
    if (!king || !king->alive || king->id == dead.id)
        return;
    Message m;
    m.to = {king->id};
    m.event.kind = EventKind::RoleOfDead;
    m.event.actor = who(dead);
    m.event.role = dead.role;
    m.event.rule = "CW-1";
    out.messages.push_back(m);
    if (dead.dealt == Role::King) {
        Event real;
        real.kind = EventKind::RealKing;
        real.actor = who(*king);
        real.camp = king->camp;
        real.rule = "CW-14";
        out.news.push_back(real);
        out.log.push_back(real);
    }
}

} // namespace

std::optional<RuleError> checkChessAction(const State& s, const std::vector<Action>&, const Action& a)
{
    const Player& actor = *s.find(a.actor);
    const Player* target = s.find(a.target);
    const Who me = who(actor);
    auto refuse = [&](Problem p, std::string_view rule, Who t = {}) {
        RuleError e = error(p, rule, me, t);
        e.verb = a.verb;
        return e;
    };
    const bool self = target && target->id == actor.id;
    switch (actor.role) {
    case Role::King:
        if (a.verb == Verb::Kill) {
            if (self)
                return refuse(Problem::SelfTarget, "CW-8");
            // CW-8: only with no living 后, or when the enemy can already check it.
            if (countAlive(s, actor.camp, {Role::Queen}) > 0 && !leaderMayDie(s, actor.camp))
                return refuse(Problem::KingMayNotKill, "CW-8");
        } else { // castle
            if (s.camps[campIndex(actor.camp)].castled)
                return refuse(Problem::CastlingUsed, "CW-14");
            const Player* rook = originalRook(s, actor.camp);
            if (!rook || !rook->alive)
                return refuse(Problem::NoRookToCastle, "CW-14");
            if (a.target != NoPlayer && a.target != rook->id) {
                RuleError e = refuse(Problem::CastleTarget, "CW-14");
                e.value = rook->id;
                return e;
            }
        }
        break;
    case Role::Queen:
    case Role::Rook:
        if (self)
            return refuse(Problem::SelfTarget, roleRule(actor.role));
        break;
    case Role::Bishop: // CW-11: never itself
        if (self)
            return refuse(Problem::SelfTarget, "CW-11");
        break;
    default:
        break;
    }
    return std::nullopt;
}

std::optional<RuleError> checkChessPromotion(const State& s, const Promotion& p)
{
    const Player* pawn = s.find(p.player);
    if (!pawn) {
        RuleError e = error(Problem::UnknownPlayer, "CW-13");
        e.value = p.player;
        return e;
    }
    if (!pawn->alive || !pawn->mustPromote || pawn->role != Role::Pawn) {
        RuleError e = error(Problem::NotPromotable, "CW-13", who(*pawn));
        e.value = pawn->coverNights;
        return e;
    }
    if (!coverable(p.to)) {
        RuleError e = error(Problem::PromotionRole, "CW-13", who(*pawn));
        e.role = p.to;
        return e;
    }
    return std::nullopt;
}

void resolveChessNight(const State& s, const Night& night, PhaseResult& out)
{
    const auto& P = s.players;
    const Idx n = P.size();
    const auto& acts = night.actions;
    const Idx m = acts.size();
    State& after = out.after;
    after.nights = s.nights + 1;
    after.carry = Carry{};

    auto at = [&](int id) { return static_cast<Idx>(indexOf(s, id)); };
    std::vector<Idx> actor(m), target(m, n);
    std::vector<Event> line(m);
    for (Idx i = 0; i < m; ++i) {
        actor[i] = at(acts[i].actor);
        if (acts[i].target != NoPlayer)
            target[i] = at(acts[i].target);
        Event& e = line[i];
        e.verb = acts[i].verb;
        e.actor = who(P[actor[i]]);
        if (target[i] < n)
            e.target = who(P[target[i]]);
        e.rule = roleRule(P[actor[i]].role);
    }
    auto roleOf = [&](Idx i) { return P[actor[i]].role; };
    const bool mayDie[2] = {leaderMayDie(s, Camp::White), leaderMayDie(s, Camp::Black)};

    // ---- Layer 1: imprisonment by 车 (anyone) and by 兵 naming an enemy 兵 (CW-4).
    std::vector<Idx> sourceOf; // actions that imprison
    std::vector<ChainSource> sources;
    std::vector<Idx> covers; // pawns naming an own 后/车/马/象 (CW-5)
    for (Idx i = 0; i < m; ++i) {
        const Role r = roleOf(i);
        const Idx t = target[i];
        if (r == Role::Rook || (r == Role::Pawn && P[t].role == Role::Pawn && P[t].camp != P[actor[i]].camp)) {
            sourceOf.push_back(i);
            sources.push_back({static_cast<int>(actor[i]), static_cast<int>(t)});
            line[i].rule = "CW-4";
        } else if (r == Role::Pawn && P[t].camp == P[actor[i]].camp && coverable(P[t].role)) {
            covers.push_back(i);
            line[i].rule = "CW-5";
        } else if (r == Role::Pawn) {
            fail(line[i], because(Cause::NothingToCover, who(P[t]), {}, "CW-5"), Outcome::NoEffect);
        }
    }
    const std::vector<bool> nobodyProtected(n);
    // Pass 1, no cover applied: which pawns are imprisoned directly.
    std::vector<std::optional<Reason>> direct(n);
    {
        const std::vector<bool> ok = resolveChains(sources, static_cast<int>(n), nobodyProtected);
        for (Idx k = 0; k < sources.size(); ++k) {
            const Idx t = static_cast<Idx>(sources[k].target);
            if (ok[k] && !direct[t])
                direct[t] = because(Cause::Imprisoned, who(P[t]), who(P[actor[sourceOf[k]]]), "CW-4");
        }
    }
    // Layer 2: a cover holds unless its pawn is imprisoned directly; the first
    // holding cover of a player (in entry order) takes its negative effects.
    std::vector<Idx> coverOf(n, n);
    std::vector<bool> absorbed(n);
    for (Idx i : covers) {
        if (direct[actor[i]])
            fail(line[i], *direct[actor[i]]);
        else if (coverOf[target[i]] == n)
            coverOf[target[i]] = actor[i];
    }
    // Where an effect aimed at player t lands, noting the absorption.
    auto land = [&](Idx t, Event* e, bool counts) {
        const Idx c = coverOf[t];
        if (c == n)
            return t;
        if (counts)
            absorbed[c] = true;
        if (e)
            e->reasons.push_back(because(Cause::CoveredBy, who(P[t]), who(P[c]), "CW-5"));
        return c;
    };
    // Pass 2: CW-4 once more with every holding cover in place.
    std::vector<std::optional<Reason>> imprisonment(n);
    {
        std::vector<ChainSource> redirected = sources;
        for (ChainSource& src : redirected)
            src.target = static_cast<int>(coverOf[static_cast<Idx>(src.target)] == n
                                              ? static_cast<Idx>(src.target)
                                              : coverOf[static_cast<Idx>(src.target)]);
        const std::vector<bool> ok = resolveChains(redirected, static_cast<int>(n), nobodyProtected);
        for (Idx k = 0; k < sources.size(); ++k) {
            const Idx t = static_cast<Idx>(redirected[k].target);
            if (ok[k] && !imprisonment[t])
                imprisonment[t] = because(Cause::Imprisoned, who(P[t]), who(P[actor[sourceOf[k]]]), "CW-4");
        }
        for (Idx k = 0; k < sources.size(); ++k) {
            const Idx i = sourceOf[k];
            if (!ok[k])
                fail(line[i], *imprisonment[actor[i]]);
            else
                land(target[i], &line[i], true);
        }
    }
    auto free = [&](Idx i) { return !imprisonment[i].has_value(); };

    // ---- Layer 3: heals and pardons, exchange covers, curses of free actors (CW-6).
    std::vector<std::optional<Who>> healedBy(n), exchangeBy(n);
    for (Idx i = 0; i < m; ++i) {
        const Idx a = actor[i], t = target[i];
        const Role r = roleOf(i);
        if (r != Role::Bishop && r != Role::Knight)
            continue;
        if (!free(a)) {
            fail(line[i], *imprisonment[a]);
            continue;
        }
        if (r == Role::Knight && acts[i].verb == Verb::Curse) { // CW-12, counted at the vote
            after.carry.curses.push_back({P[land(t, &line[i], true)].id, P[a].id});
            continue;
        }
        const std::string_view rule = r == Role::Bishop ? "CW-11" : "CW-12";
        if (P[t].camp != P[a].camp)
            fail(line[i], because(Cause::NotOwnCamp, who(P[t]), who(P[a]), rule), Outcome::NoEffect);
        else if (r == Role::Bishop && P[t].role == Role::King)
            fail(line[i], because(Cause::NamedKing, who(P[t]), {}, rule), Outcome::NoEffect);
        else if (r == Role::Bishop && P[t].role == Role::Bishop)
            fail(line[i], because(Cause::BishopNamed, who(P[t]), {}, rule), Outcome::NoEffect);
        else if (r == Role::Bishop) {
            if (!healedBy[t])
                healedBy[t] = who(P[a]);
            after.carry.pardons.push_back({P[t].id, P[a].id});
        } else if (!exchangeBy[t]) {
            exchangeBy[t] = who(P[a]);
        }
    }

    // ---- Layer 4: kills of free actors (CW-7); a one-hit kill ignores
    // imprisonment and heals (CW-9); then deaths by exchange (CW-12).
    std::vector<std::vector<Idx>> killers(n);
    for (Idx i = 0; i < m; ++i) {
        if (acts[i].verb != Verb::Kill)
            continue;
        const Idx a = actor[i];
        Event& e = line[i];
        const bool oneHit = P[a].role == Role::Queen && P[a].rested;
        if (!oneHit && !free(a)) {
            fail(e, *imprisonment[a]);
            continue;
        }
        const Idx t = land(target[i], &e, true);
        if (P[t].role == Role::King && !mayDie[campIndex(P[t].camp)])
            fail(e, because(Cause::CheckCondition, who(P[t]), {}, "CW-15"), Outcome::NoEffect);
        else if (!oneHit && healedBy[t])
            fail(e, because(Cause::Healed, who(P[t]), *healedBy[t], "CW-11"));
        else {
            killers[t].push_back(a);
            if (oneHit)
                e.reasons.insert(e.reasons.begin(), because(Cause::OneHit, who(P[a]), {}, "CW-9"));
        }
    }
    std::vector<bool> dies(n);
    std::vector<Event> deathLines;
    for (Idx t = 0; t < n; ++t)
        if (!killers[t].empty())
            dies[t] = true;
    for (Idx t = 0; t < n; ++t) {
        if (!dies[t] || !exchangeBy[t])
            continue;
        for (Idx q : killers[t]) {
            if (P[q].role != Role::Queen) // a king's kill ignores the exchange
                continue;
            Event e;
            e.kind = EventKind::ExchangeDeath;
            e.actor = who(P[q]);
            e.target = who(P[t]);
            e.others = {*exchangeBy[t]};
            e.rule = "CW-12";
            dies[land(q, &e, true)] = true; // a pawn covering the queen dies instead (CW-5)
            deathLines.push_back(e);
        }
    }

    // ---- Dawn: castling and promotion take effect from the next period.
    for (Idx i = 0; i < m; ++i) {
        if (acts[i].verb == Verb::Rest)
            line[i].rule = "CW-9";
        if (acts[i].verb != Verb::Castle)
            continue;
        const Camp c = P[actor[i]].camp;
        after.camps[campIndex(c)].castled = true; // spent when used (CW-14)
        const Player* rook = originalRook(s, c);
        Event e;
        e.kind = EventKind::Castling;
        e.actor = who(P[actor[i]]);
        e.rule = "CW-14";
        line[i].rule = "CW-14";
        if (rook)
            e.target = who(*rook);
        const Idx r = rook ? at(rook->id) : n;
        if (r == n || dies[r] || dies[actor[i]]) {
            e.outcome = Outcome::Failed; // lapses: one of the two did not live to see it
            deathLines.push_back(e);
            continue;
        }
        after.players[actor[i]].role = Role::Rook;
        after.players[r].role = Role::King;
        deathLines.push_back(e);
        Message msg;
        msg.to = {P[r].id};
        msg.event = e;
        msg.event.kind = EventKind::YouAreKing;
        out.messages.push_back(msg);
    }
    for (Idx i = 0; i < n; ++i)
        after.players[i].rested = false;
    for (Idx i = 0; i < m; ++i)
        if (acts[i].verb == Verb::Rest)
            after.players[actor[i]].rested = true;

    out.log.insert(out.log.end(), line.begin(), line.end());
    out.log.insert(out.log.end(), deathLines.begin(), deathLines.end());

    bool leaderDied[2] = {false, false};
    for (Idx i = 0; i < n; ++i) {
        if (imprisonment[i])
            out.imprisoned.push_back(P[i].id);
        if (!dies[i])
            continue;
        out.deaths.push_back(P[i].id);
        after.players[i].alive = false;
        if (P[i].role == Role::King)
            leaderDied[campIndex(P[i].camp)] = true;
    }
    // CW-13: a night with an absorbed negative effect counts; three and alive: promote.
    for (Idx i = 0; i < n; ++i) {
        if (!absorbed[i])
            continue;
        Player& pawn = after.players[i];
        ++pawn.coverNights;
        if (pawn.alive && pawn.coverNights >= 3 && !pawn.mustPromote) {
            pawn.mustPromote = true;
            Event e;
            e.kind = EventKind::PromotionDue;
            e.actor = who(pawn);
            e.value = pawn.coverNights;
            e.rule = "CW-13";
            out.log.push_back(e);
            if (const Player* king = after.leader(pawn.camp); king && king->alive) {
                Message msg;
                msg.to = {king->id};
                msg.event = e;
                msg.event.kind = EventKind::ChoosePromotion;
                msg.event.actor = {}; // the king is not told which pawn
                out.messages.push_back(msg);
            }
        }
    }
    for (Idx i = 0; i < n; ++i)
        if (dies[i]) {
            Event died;
            died.kind = EventKind::Died;
            died.rule = "CW-1";
            announceDeath(after, P[i], out, died);
        }
    judgeWinner(leaderDied[0], leaderDied[1], out);
}

std::optional<RuleError> resolveChessDay(const State& s, const Day& day, PhaseResult& out)
{
    State& after = out.after;
    after.days = s.days + 1;
    after.carry = Carry{};
    std::vector<std::pair<int, int>> adjustments;
    for (const Mark& k : s.carry.curses) { // CW-12: ⌈living players of the knight's enemy camp / 2⌉
        const Player* knight = s.find(k.by);
        int enemies = 0;
        for (const Player& p : s.players)
            enemies += p.alive && p.camp != knight->camp;
        adjustments.emplace_back(k.player, (enemies + 1) / 2);
    }
    std::optional<RuleError> problem;
    std::vector<Who> tied;
    const int chosen = pickExecuted(s, day, tally(s, day, adjustments), out, problem, tied);
    if (problem || chosen == NoPlayer)
        return problem;

    const Player& voted = *s.find(chosen);
    Event e;
    e.kind = EventKind::NotExecuted;
    e.actor = who(voted);
    e.others = tied;
    e.rule = "CW-17";
    const auto pardon = std::find_if(s.carry.pardons.begin(), s.carry.pardons.end(),
                                     [&](const Mark& k) { return k.player == voted.id; });
    if (pardon != s.carry.pardons.end()) {
        e.reasons.push_back(because(Cause::Pardoned, who(voted), who(*s.find(pardon->by)), "CW-11"));
    } else if (voted.role == Role::King && !leaderMayDie(s, voted.camp)) {
        e.reasons.push_back(because(Cause::CheckCondition, who(voted), {}, "CW-15"));
    } else {
        e.kind = EventKind::Executed;
        e.target = who(voted);
        e.camp = voted.camp;
        e.role = voted.role;
        e.reveal = Reveal::CampOnly;
        out.executed = voted.id;
        out.deaths.push_back(voted.id);
        after.find(voted.id)->alive = false;
    }
    out.log.push_back(e);
    if (e.kind == EventKind::NotExecuted) {
        out.news.push_back(e);
        return std::nullopt;
    }
    Event died;
    died.kind = EventKind::Executed;
    died.others = tied;
    died.rule = "CW-1";
    announceDeath(after, voted, out, died);
    const bool king = voted.role == Role::King;
    judgeWinner(king && voted.camp == Camp::White, king && voted.camp == Camp::Black, out);
    return std::nullopt;
}

} // namespace qiyuan::werewolf::detail
