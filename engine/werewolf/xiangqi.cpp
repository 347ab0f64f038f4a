// 中国象棋版杀: entry checks, the night in the layers of XW-7 and the day vote.
#include "rules.h"

#include <climits>

namespace qiyuan::werewolf::detail {

namespace {

using Idx = std::size_t;

Reason because(Cause c, Who subject, Who by, std::string_view rule, int value = 0)
{
    return Reason{c, subject, by, value, rule};
}

Event act(const Action& a, const Player& actor, const Player* target)
{
    Event e;
    e.kind = EventKind::Act;
    e.verb = a.verb;
    e.actor = who(actor);
    if (target)
        e.target = who(*target);
    e.rule = a.verb == Verb::Substitute ? "XW-10" : roleRule(actor.role);
    return e;
}

void fail(Event& e, Reason r, Outcome o = Outcome::Failed)
{
    e.outcome = o;
    e.reasons.push_back(r);
}

} // namespace

std::optional<RuleError> checkXiangqiAction(const State& s, const std::vector<Action>& before, const Action& a)
{
    const Player& actor = *s.find(a.actor);
    const Player* target = s.find(a.target);
    const Who me = who(actor);
    const std::string_view rule = a.verb == Verb::Substitute ? "XW-10" : roleRule(actor.role);
    auto refuse = [&](Problem p, Who t = {}) {
        RuleError e = error(p, rule, me, t);
        e.verb = a.verb;
        return e;
    };
    const bool self = target && target->id == actor.id;
    const bool leader = target && target->role == Role::General;
    switch (actor.role) {
    case Role::General:
        if (self)
            return refuse(Problem::SelfTarget);
        if (a.verb == Verb::Substitute && s.camps[campIndex(actor.camp)].substitutesLeft <= 0) {
            RuleError e = refuse(Problem::SubstitutesUsed);
            e.value = 2;
            return e;
        }
        break;
    case Role::Chariot: // XW-14: not either 帅
        if (leader)
            return refuse(Problem::LeaderTarget, who(*target));
        if (self)
            return refuse(Problem::SelfTarget);
        break;
    case Role::Horse: // XW-15: one joint target
        if (self)
            return refuse(Problem::SelfTarget);
        for (const Action& b : before) {
            const Player* other = s.find(b.actor);
            if (other && other->role == Role::Horse && other->camp == actor.camp && b.target != a.target) {
                RuleError e = refuse(Problem::HorsesDisagree, who(*other));
                e.value = b.target;
                return e;
            }
        }
        break;
    case Role::Cannon: { // XW-11
        if (self)
            return refuse(Problem::SelfTarget);
        if (a.screen == NoPlayer)
            break; // accepted: a cannon without a screen does not shoot
        const Player* screen = s.find(a.screen);
        if (!screen) {
            RuleError e = refuse(Problem::UnknownPlayer);
            e.value = a.screen;
            return e;
        }
        if (!screen->alive)
            return refuse(Problem::DeadScreen, who(*screen));
        if (screen->id == actor.id)
            return refuse(Problem::SelfScreen);
        if (screen->role == Role::General)
            return refuse(Problem::LeaderScreen, who(*screen));
        break;
    }
    case Role::Elephant: // XW-16: not either 帅; itself only if the setting allows
        if (leader)
            return refuse(Problem::LeaderTarget, who(*target));
        if (self && !s.settings.elephantHealsItself)
            return refuse(Problem::SelfTarget);
        break;
    case Role::Soldier: // XW-17: not either 帅
        if (leader)
            return refuse(Problem::LeaderTarget, who(*target));
        break;
    default:
        break;
    }
    return std::nullopt;
}

void resolveXiangqiNight(const State& s, const Night& night, PhaseResult& out)
{
    const auto& P = s.players;
    const Idx n = P.size();
    const auto& acts = night.actions;
    const Idx m = acts.size();
    State& after = out.after;
    after.nights = s.nights + 1;
    after.carry = Carry{};

    auto at = [&](int id) { return static_cast<Idx>(indexOf(s, id)); };
    std::vector<Idx> actor(m), target(m, n), screen(m, n);
    for (Idx i = 0; i < m; ++i) {
        actor[i] = at(acts[i].actor);
        if (acts[i].target != NoPlayer)
            target[i] = at(acts[i].target);
        if (acts[i].screen != NoPlayer)
            screen[i] = at(acts[i].screen);
    }
    auto roleOf = [&](Idx i) { return P[actor[i]].role; };
    auto isCannonShot = [&](Idx i) { return roleOf(i) == Role::Cannon && acts[i].verb == Verb::Kill; };

    std::vector<Event> line(m);
    for (Idx i = 0; i < m; ++i)
        line[i] = act(acts[i], P[actor[i]], target[i] < n ? &P[target[i]] : nullptr);

    // Statuses tonight.
    std::vector<std::optional<Who>> invincibleBy(n);
    std::vector<std::optional<Reason>> imprisonment(n);
    std::vector<Idx> stackedBy(n, n); // the shooter whose screen this cannon is (XW-12)
    std::vector<bool> mustKill(n), exchange(n), linkedElephant(n), blocked(n);
    std::vector<std::optional<Who>> healedBy(n);
    const bool mayDie[2] = {leaderMayDie(s, Camp::Red), leaderMayDie(s, Camp::Black)};
    auto invincible = [&](Idx i) { return invincibleBy[i].has_value(); };
    auto imprisoned = [&](Idx i) { return imprisonment[i].has_value(); };
    auto imprison = [&](Idx i, Idx by, std::string_view rule) {
        if (!imprisonment[i])
            imprisonment[i] = because(Cause::Imprisoned, who(P[i]), who(P[by]), rule);
    };
    auto invincibleReason = [&](Idx i) {
        const Who by = *invincibleBy[i];
        return because(Cause::Invincible, who(P[i]), by, by.role == Role::Soldier ? "XW-17" : "XW-11");
    };

    // ---- Layer 1: invincible (XW-7.1). Prayers, at most N effective per camp (XW-17).
    int limit[2], prayed[2] = {0, 0};
    for (Camp c : {Camp::Red, Camp::Black}) {
        const int own = countAlive(s, c, {Role::Soldier});
        const int enemy = countAlive(s, enemyOf(c), {Role::Soldier});
        limit[campIndex(c)] = enemy == 0 ? INT_MAX : std::max(2, (own + enemy - 1) / enemy);
    }
    for (Idx i = 0; i < m; ++i) {
        if (roleOf(i) != Role::Soldier)
            continue;
        const int c = campIndex(P[actor[i]].camp);
        if (prayed[c] >= limit[c]) {
            fail(line[i], because(Cause::PrayerLimit, who(P[actor[i]]), {}, "XW-17", limit[c]));
            continue;
        }
        ++prayed[c];
        if (!invincibleBy[target[i]])
            invincibleBy[target[i]] = who(P[actor[i]]);
    }
    // Screens on enemy players: layer 1, whatever happens to the cannon (XW-11).
    for (Idx i = 0; i < m; ++i)
        if (isCannonShot(i) && screen[i] < n && P[screen[i]].camp != P[actor[i]].camp && !invincibleBy[screen[i]])
            invincibleBy[screen[i]] = who(P[actor[i]]);

    // ---- Layer 2: imprisoned (XW-7.2). (a) Chariots, as chains and cycles (XW-14).
    {
        std::vector<ChainSource> sources;
        std::vector<Idx> which;
        for (Idx i = 0; i < m; ++i)
            if (roleOf(i) == Role::Chariot) {
                sources.push_back({static_cast<int>(actor[i]), static_cast<int>(target[i])});
                which.push_back(i);
            }
        std::vector<bool> protect(n);
        for (Idx i = 0; i < n; ++i)
            protect[i] = invincible(i);
        const std::vector<bool> ok = resolveChains(sources, static_cast<int>(n), protect);
        for (Idx k = 0; k < sources.size(); ++k)
            if (ok[k] && !protect[target[which[k]]])
                imprison(target[which[k]], actor[which[k]], "XW-14");
        for (Idx k = 0; k < sources.size(); ++k) {
            const Idx i = which[k];
            if (!ok[k])
                fail(line[i], *imprisonment[actor[i]]);
            else if (protect[target[i]])
                fail(line[i], invincibleReason(target[i]));
        }
    }
    // (b) Cannon screens on own members (XW-11, XW-12, XW-13a). First, which
    // cannon is the other's screen: a free cannon naming its camp's other
    // cannon; if both name each other, the one entered first shoots.
    for (Idx i = 0; i < m; ++i) {
        if (!isCannonShot(i) || screen[i] >= n || imprisoned(actor[i]) || stackedBy[actor[i]] < n)
            continue;
        const Idx sc = screen[i];
        if (P[sc].role == Role::Cannon && P[sc].camp == P[actor[i]].camp) {
            stackedBy[sc] = actor[i];
            mustKill[actor[i]] = true;
        }
    }
    std::vector<std::optional<Event>> screenLine(m);
    for (Idx i = 0; i < m; ++i) {
        if (!isCannonShot(i) || screen[i] >= n)
            continue;
        const Idx c = actor[i], sc = screen[i];
        Event e = line[i];
        e.kind = EventKind::Screen;
        e.target = who(P[sc]);
        e.rule = "XW-11";
        if (P[sc].camp != P[c].camp) {
            e.value = 1; // an enemy screen
            // Invincible at layer 1; name another source if there was one first.
            if (invincibleBy[sc]->id != P[c].id)
                e.reasons.push_back(invincibleReason(sc));
        } else if (stackedBy[c] < n) {
            fail(e, because(Cause::StackedScreen, who(P[c]), who(P[stackedBy[c]]), "XW-12"));
        } else if (imprisoned(c)) {
            fail(e, *imprisonment[c]);
        } else if (stackedBy[sc] == c) {
            e.rule = "XW-12";
            if (invincible(sc))
                e.reasons.push_back(invincibleReason(sc)); // not imprisoned, but its action is still void
            else
                imprison(sc, c, "XW-12");
        } else if (P[sc].role == Role::Horse) {
            e.rule = "XW-13a";
            fail(e, because(Cause::HorseScreen, who(P[sc]), who(P[c]), "XW-13a"), Outcome::NoEffect);
        } else if (invincible(sc)) {
            fail(e, invincibleReason(sc));
        } else {
            imprison(sc, c, "XW-11");
        }
        screenLine[i] = e;
    }
    // (c) Soldier blocks (XW-15, XW-16): a free soldier naming what an enemy
    // horse investigates or an enemy elephant heals; counts even if its prayer is void.
    std::vector<std::optional<Event>> blockLine(m);
    for (Idx i = 0; i < m; ++i) {
        if (roleOf(i) != Role::Soldier || imprisoned(actor[i]))
            continue;
        const Camp enemy = enemyOf(P[actor[i]].camp);
        Event e;
        e.kind = EventKind::Block;
        e.actor = who(P[actor[i]]);
        e.target = who(P[target[i]]);
        for (Idx j = 0; j < m; ++j) {
            if (P[actor[j]].camp != enemy || target[j] != target[i])
                continue;
            if (roleOf(j) == Role::Horse) { // 别马腿: both horses
                e.rule = "XW-15";
                for (Idx h = 0; h < n; ++h)
                    if (P[h].alive && P[h].camp == enemy && P[h].role == Role::Horse && !invincible(h) && !blocked[h]) {
                        blocked[h] = true;
                        imprison(h, actor[i], "XW-15");
                        e.others.push_back(who(P[h]));
                    }
            } else if (roleOf(j) == Role::Elephant && !invincible(actor[j]) && !blocked[actor[j]]) { // 塞相眼
                e.rule = "XW-16";
                blocked[actor[j]] = true;
                imprison(actor[j], actor[i], "XW-16");
                e.others.push_back(who(P[actor[j]]));
            }
        }
        if (!e.others.empty())
            blockLine[i] = e;
    }
    auto free = [&](Idx i) { return !imprisoned(i); };

    // ---- Layer 3: must-kill and exchange (XW-12, XW-13, XW-15, XW-16).
    std::vector<Event> links;
    auto link = [&](LinkKind kind, std::vector<Idx> holders, std::string_view rule) {
        Event e;
        e.kind = EventKind::Linked;
        e.value = static_cast<int>(kind);
        e.rule = rule;
        for (Idx h : holders)
            e.others.push_back(who(P[h]));
        links.push_back(e);
    };
    for (Idx i = 0; i < n; ++i)
        if (mustKill[i])
            link(LinkKind::StackedCannons, {i}, "XW-12");
    for (Camp c : {Camp::Red, Camp::Black}) {
        // 连环炮: both cannons of the camp, both free, name the same screen.
        std::vector<Idx> shots;
        for (Idx i = 0; i < m; ++i)
            if (isCannonShot(i) && P[actor[i]].camp == c && screen[i] < n)
                shots.push_back(i);
        if (shots.size() == 2 && screen[shots[0]] == screen[shots[1]] && actor[shots[0]] != actor[shots[1]]
            && free(actor[shots[0]]) && free(actor[shots[1]]) && stackedBy[actor[shots[0]]] == n
            && stackedBy[actor[shots[1]]] == n) {
            exchange[actor[shots[0]]] = exchange[actor[shots[1]]] = true;
            link(LinkKind::LinkedCannons, {actor[shots[0]], actor[shots[1]]}, "XW-13");
        }
        // 连环马: two living horses, unless a soldier blocked them tonight.
        std::vector<Idx> horses;
        for (Idx i = 0; i < n; ++i)
            if (P[i].alive && P[i].camp == c && P[i].role == Role::Horse)
                horses.push_back(i);
        if (horses.size() == 2 && !blocked[horses[0]] && !blocked[horses[1]]) {
            exchange[horses[0]] = exchange[horses[1]] = true;
            link(LinkKind::LinkedHorses, horses, "XW-15");
        }
    }
    // 连环相: a free elephant healing its camp's other elephant.
    for (Idx i = 0; i < m; ++i)
        if (roleOf(i) == Role::Elephant && free(actor[i]) && target[i] != actor[i]
            && P[target[i]].role == Role::Elephant && P[target[i]].camp == P[actor[i]].camp) {
            exchange[target[i]] = true;
            linkedElephant[actor[i]] = linkedElephant[target[i]] = true;
        }
    for (Camp c : {Camp::Red, Camp::Black}) {
        std::vector<Idx> holders;
        for (Idx i = 0; i < n; ++i)
            if (P[i].camp == c && exchange[i] && P[i].role == Role::Elephant)
                holders.push_back(i);
        if (!holders.empty())
            link(LinkKind::LinkedElephants, holders, "XW-16");
    }

    // ---- Layer 4: heals, investigations, curses and blessings of free actors.
    bool investigated[2] = {false, false};
    for (Idx i = 0; i < m; ++i) {
        const Idx a = actor[i], t = target[i];
        switch (roleOf(i)) {
        case Role::Elephant:
            if (!free(a))
                fail(line[i], *imprisonment[a]);
            else if (!healedBy[t])
                healedBy[t] = who(P[a]);
            break;
        case Role::Horse: { // if either horse is imprisoned, neither acts
            const Camp c = P[a].camp;
            for (Idx h = 0; h < n; ++h)
                if (P[h].alive && P[h].camp == c && P[h].role == Role::Horse && imprisoned(h)) {
                    fail(line[i], *imprisonment[h]);
                    break;
                }
            if (line[i].outcome != Outcome::Done)
                break;
            line[i].camp = P[t].camp;
            line[i].role = P[t].role;
            line[i].reveal = s.settings.investigation;
            if (investigated[campIndex(c)])
                break; // the other horse entered the same joint investigation
            investigated[campIndex(c)] = true;
            Message msg;
            for (Idx h = 0; h < n; ++h)
                if (P[h].alive && P[h].camp == c && P[h].role == Role::Horse)
                    msg.to.push_back(P[h].id);
            msg.event.kind = EventKind::Investigation;
            msg.event.target = who(P[t]);
            msg.event.camp = P[t].camp;
            msg.event.role = P[t].role;
            msg.event.reveal = s.settings.investigation;
            msg.event.rule = "XW-15a";
            sortIds(msg.to);
            out.messages.push_back(msg);
            break;
        }
        case Role::LeftAdvisor:
        case Role::RightAdvisor: {
            const bool curse = roleOf(i) == Role::LeftAdvisor;
            if (!free(a))
                fail(line[i], *imprisonment[a]);
            else if (curse && invincible(t)) // XW-19: invincible players cannot be cursed
                fail(line[i], invincibleReason(t));
            else
                (curse ? after.carry.curses : after.carry.blessings).push_back({P[t].id, P[a].id});
            line[i].value = curse ? s.settings.curseVotes : s.settings.blessVotes;
            break;
        }
        case Role::General:
            if (acts[i].verb == Verb::Substitute) { // XW-10: spent when named
                after.carry.substitutes.push_back({P[t].id, P[a].id});
                line[i].value = --after.camps[campIndex(P[a].camp)].substitutesLeft;
            }
            break;
        default:
            break;
        }
    }

    // ---- Layer 5: kills of free actors, all at once (XW-9, XW-11, XW-21).
    std::vector<std::vector<Idx>> killers(n);
    for (Idx i = 0; i < m; ++i) {
        if (acts[i].verb != Verb::Kill)
            continue;
        const Idx a = actor[i], t = target[i];
        Event& e = line[i];
        const bool cannon = roleOf(i) == Role::Cannon;
        if (cannon && screen[i] >= n)
            fail(e, because(Cause::NoScreen, who(P[a]), {}, "XW-11"));
        else if (cannon && stackedBy[a] < n)
            fail(e, because(Cause::StackedScreen, who(P[a]), who(P[stackedBy[a]]), "XW-12"));
        else if (!free(a))
            fail(e, *imprisonment[a]);
        else if (invincible(t))
            fail(e, invincibleReason(t));
        else if (P[t].role == Role::General && !mayDie[campIndex(P[t].camp)])
            fail(e, because(Cause::GeneralCondition, who(P[t]), {}, "XW-22"), Outcome::NoEffect);
        else if (!mustKill[a] && healedBy[t])
            fail(e, because(Cause::Healed, who(P[t]), *healedBy[t], "XW-16"));
        else if (!mustKill[a] && linkedElephant[t])
            fail(e, because(Cause::LinkedElephants, who(P[t]), {}, "XW-16"));
        else {
            killers[t].push_back(a);
            if (mustKill[a])
                e.reasons.push_back(because(Cause::MustKill, who(P[a]), {}, "XW-12"));
        }
    }
    std::vector<bool> dies(n);
    std::vector<Event> deathLines;
    for (Idx t = 0; t < n; ++t) {
        if (killers[t].empty())
            continue;
        if (P[t].role == Role::General) {
            // 抽将 (XW-10): the member named tonight dies instead, unconditionally;
            // a member of the enemy camp: the substitution fails and the 帅 dies.
            const auto sub = std::find_if(after.carry.substitutes.begin(), after.carry.substitutes.end(),
                                          [&](const Mark& k) { return k.by == P[t].id; });
            if (sub == after.carry.substitutes.end()) {
                dies[t] = true;
                continue;
            }
            const Idx x = at(sub->player);
            Event e;
            e.kind = EventKind::Substitution;
            e.actor = who(P[t]);
            e.target = who(P[x]);
            e.rule = "XW-10";
            if (P[x].camp == P[t].camp) {
                dies[x] = true;
            } else {
                e.outcome = Outcome::Failed;
                dies[t] = true;
            }
            deathLines.push_back(e);
            continue;
        }
        dies[t] = true;
        if (!exchange[t])
            continue;
        // XW-20: every attacker whose kill succeeded dies with it, unless it is
        // the 帅 or invincible; no further exchanges.
        for (Idx a : killers[t])
            if (P[a].role != Role::General && !invincible(a)) {
                dies[a] = true;
                Event e;
                e.kind = EventKind::ExchangeDeath;
                e.actor = who(P[a]);
                e.target = who(P[t]);
                e.rule = "XW-20";
                deathLines.push_back(e);
            }
    }

    // ---- The log, in the order entered, then statuses and deaths.
    for (Idx i = 0; i < m; ++i) {
        if (screenLine[i])
            out.log.push_back(*screenLine[i]);
        out.log.push_back(line[i]);
        if (blockLine[i])
            out.log.push_back(*blockLine[i]);
    }
    out.log.insert(out.log.end(), links.begin(), links.end());
    out.log.insert(out.log.end(), deathLines.begin(), deathLines.end());

    bool leaderDied[2] = {false, false};
    for (Idx i = 0; i < n; ++i) {
        if (invincible(i))
            out.invincible.push_back(P[i].id);
        if (imprisoned(i))
            out.imprisoned.push_back(P[i].id);
        if (!dies[i])
            continue;
        out.deaths.push_back(P[i].id);
        after.players[i].alive = false;
        if (P[i].role == Role::General)
            leaderDied[campIndex(P[i].camp)] = true;
        Event d;
        d.kind = EventKind::Died;
        d.actor = who(P[i]);
        d.camp = P[i].camp;
        d.role = P[i].role;
        d.reveal = s.settings.revealOnDeath;
        d.rule = "XW-4";
        out.news.push_back(d);
    }
    judgeWinner(leaderDied[0], leaderDied[1], out);
}

std::optional<RuleError> resolveXiangqiDay(const State& s, const Day& day, PhaseResult& out)
{
    State& after = out.after;
    after.days = s.days + 1;
    after.carry = Carry{};
    std::vector<std::pair<int, int>> adjustments; // XW-19
    for (const Mark& k : s.carry.curses)
        adjustments.emplace_back(k.player, s.settings.curseVotes);
    for (const Mark& k : s.carry.blessings)
        adjustments.emplace_back(k.player, -s.settings.blessVotes);
    std::optional<RuleError> problem;
    std::vector<Who> tied;
    const int chosen = pickExecuted(s, day, tally(s, day, adjustments), out, problem, tied);
    if (problem || chosen == NoPlayer)
        return problem;

    const Player& voted = *s.find(chosen);
    const Player* dead = &voted;
    std::optional<Event> substitution;
    Event e;
    e.kind = EventKind::Executed;
    e.others = tied;
    e.rule = "XW-24";
    if (voted.role == Role::General) {
        if (!leaderMayDie(s, voted.camp)) { // XW-22, counted at the vote
            e.kind = EventKind::NotExecuted;
            e.actor = who(voted);
            e.reasons.push_back(Reason{Cause::GeneralCondition, who(voted), {}, 0, "XW-22"});
            out.log.push_back(e);
            out.news.push_back(e);
            return std::nullopt;
        }
        // 抽将 named last night covers this day (XW-10); logged after the execution.
        for (const Mark& k : s.carry.substitutes) {
            if (k.by != voted.id)
                continue;
            const Player& x = *s.find(k.player);
            Event sub;
            sub.kind = EventKind::Substitution;
            sub.actor = who(voted);
            sub.target = who(x);
            sub.camp = x.camp;
            sub.rule = "XW-10";
            if (x.camp != voted.camp || !x.alive) {
                sub.outcome = Outcome::Failed;
                sub.value = x.alive ? 0 : 1; // 1: the named member is already dead
            } else {
                dead = &x;
            }
            substitution = sub;
        }
    }
    e.actor = who(voted);
    e.target = who(*dead);
    e.camp = dead->camp;
    e.role = dead->role;
    e.reveal = s.settings.revealOnDeath;
    out.log.push_back(e);
    out.news.push_back(e);
    if (substitution) {
        out.log.push_back(*substitution);
        substitution->reveal = s.settings.revealOnDeath;
        out.news.push_back(*substitution);
    }
    out.executed = dead->id;
    out.deaths.push_back(dead->id);
    after.find(dead->id)->alive = false;
    const bool leader = dead->role == Role::General;
    judgeWinner(leader && dead->camp == Camp::Red, leader && dead->camp == Camp::Black, out);
    return std::nullopt;
}

} // namespace qiyuan::werewolf::detail
