// What both role games share: keys, the deal, entry checks that do not depend
// on the game, the dispatch of a phase, chains of imprisonments, the day tally,
// overrides and the winner.
#include "rules.h"

#include <array>

namespace qiyuan::werewolf {

using namespace detail;

namespace {

struct RoleKey {
    Role role;
    std::string_view key;
};
constexpr std::array<RoleKey, 14> RoleKeys = {{
    {Role::General, "shuai"}, {Role::Chariot, "che"}, {Role::Horse, "ma"}, {Role::Cannon, "pao"},
    {Role::Elephant, "xiang"}, {Role::LeftAdvisor, "shi-left"}, {Role::RightAdvisor, "shi-right"},
    {Role::Soldier, "bing"}, {Role::King, "king"}, {Role::Queen, "queen"}, {Role::Rook, "rook"},
    {Role::Knight, "knight"}, {Role::Bishop, "bishop"}, {Role::Pawn, "pawn"},
}};

constexpr std::array<std::string_view, 12> VerbKeys = {
    "kill", "substitute", "imprison", "investigate", "heal", "curse", "bless", "pray", "rest", "castle", "exchange", "cover",
};

// The standard set per camp (XW-1; the chess game: 8 each).
int standardCount(Role r)
{
    switch (r) {
    case Role::General: case Role::LeftAdvisor: case Role::RightAdvisor:
    case Role::King: case Role::Queen: case Role::Rook: case Role::Knight: case Role::Bishop:
        return 1;
    case Role::Chariot: case Role::Horse: case Role::Cannon: case Role::Elephant:
        return 2;
    case Role::Soldier:
        return 5;
    case Role::Pawn:
        return 3;
    }
    return 0;
}

Role leaderRole(Game g) { return g == Game::Xiangqi ? Role::General : Role::King; }

std::string_view pick(Game g, std::string_view xiangqiRule, std::string_view chessRule)
{
    return g == Game::Xiangqi ? xiangqiRule : chessRule;
}

// What each role may enter at night.
std::vector<Verb> verbsOf(Role r)
{
    switch (r) {
    case Role::General: return {Verb::Kill, Verb::Substitute};
    case Role::Chariot: return {Verb::Imprison};
    case Role::Horse: return {Verb::Investigate};
    case Role::Cannon: return {Verb::Kill};
    case Role::Elephant: return {Verb::Heal};
    case Role::LeftAdvisor: return {Verb::Curse};
    case Role::RightAdvisor: return {Verb::Bless};
    case Role::Soldier: return {Verb::Pray};
    case Role::King: return {Verb::Kill, Verb::Castle};
    case Role::Queen: return {Verb::Kill, Verb::Rest};
    case Role::Rook: return {Verb::Imprison};
    case Role::Knight: return {Verb::Exchange, Verb::Curse};
    case Role::Bishop: return {Verb::Heal};
    case Role::Pawn: return {Verb::Cover, Verb::Imprison};
    }
    return {};
}

bool needsTarget(Verb v) { return v != Verb::Rest && v != Verb::Castle; }

// The ruling of one power of a role.
std::string_view actionRule(Role r, Verb v)
{
    if (r == Role::General && v == Verb::Substitute)
        return "XW-10";
    if (r == Role::King)
        return v == Verb::Castle ? "CW-14" : "CW-8";
    if (r == Role::Pawn)
        return v == Verb::Imprison ? "CW-4" : "CW-5";
    return roleRule(r);
}

std::optional<RuleError> checkOverride(const State& s, const Override& o)
{
    const std::string_view rule = pick(s.game, "XW-25", "CW-18");
    const Player* p = s.find(o.player);
    if (!p) {
        RuleError e = error(Problem::UnknownPlayer, rule);
        e.value = o.player;
        return e;
    }
    if (o.reason.find_first_not_of(" \t\r\n") == std::string::npos)
        return error(Problem::OverrideReason, rule, who(*p));
    if (p->alive == o.alive) {
        RuleError e = error(Problem::OverrideUnchanged, rule, who(*p));
        e.value = p->alive ? 1 : 0;
        return e;
    }
    return std::nullopt;
}

void applyOverride(const State& s, const Override& o, PhaseResult& out)
{
    Player& p = *out.after.find(o.player);
    p.alive = o.alive;
    Event e;
    e.kind = EventKind::Overridden;
    e.actor = who(p);
    e.value = o.alive ? 1 : 0;
    e.text = o.reason;
    e.rule = pick(s.game, "XW-25", "CW-18");
    out.log.push_back(e);
    out.news.push_back(e);
    if (!o.alive)
        out.deaths.push_back(p.id);
    // The winner follows the leaders as they now stand: an override can end a
    // game or take back an ending.
    State& a = out.after;
    const bool wasOver = a.over;
    a.over = false;
    a.winner.reset();
    const Player* red = a.leader(Camp::Red);
    const Player* black = a.leader(Camp::Black);
    judgeWinner(red && !red->alive, black && !black->alive, out);
    if (wasOver && !a.over) {
        Event undone;
        undone.kind = EventKind::Winner;
        undone.value = -1; // the game goes on
        undone.rule = e.rule;
        out.log.push_back(undone);
        out.news.push_back(undone);
    }
}

std::optional<RuleError> checkVotes(const State& s, const Day& day)
{
    const std::string_view rule = pick(s.game, "XW-24", "CW-17");
    std::vector<int> seen;
    for (const Vote& v : day.votes) {
        const Player* voter = s.find(v.voter);
        if (!voter) {
            RuleError e = error(Problem::UnknownPlayer, rule);
            e.value = v.voter;
            return e;
        }
        if (!voter->alive)
            return error(Problem::DeadVoter, rule, who(*voter));
        if (std::find(seen.begin(), seen.end(), v.voter) != seen.end())
            return error(Problem::SecondVote, rule, who(*voter));
        seen.push_back(v.voter);
        if (v.target == NoPlayer)
            continue;
        const Player* target = s.find(v.target);
        if (!target) {
            RuleError e = error(Problem::UnknownPlayer, rule, who(*voter));
            e.value = v.target;
            return e;
        }
        if (!target->alive)
            return error(Problem::DeadVoteTarget, rule, who(*voter), who(*target));
    }
    if (day.decision != NoPlayer && s.settings.tie == TieRule::Nobody) {
        RuleError e = error(Problem::DecisionNotAllowed, rule);
        e.value = day.decision;
        return e;
    }
    return std::nullopt;
}

} // namespace

// ---- keys ----

std::string_view gameKey(Game g) { return g == Game::Xiangqi ? "xiangqi" : "chess"; }

std::optional<Game> gameFromKey(std::string_view key)
{
    if (key == "xiangqi")
        return Game::Xiangqi;
    if (key == "chess")
        return Game::Chess;
    return std::nullopt;
}

std::string_view roleKey(Role r)
{
    for (const RoleKey& k : RoleKeys)
        if (k.role == r)
            return k.key;
    return "?";
}

std::optional<Role> roleFromKey(Game g, std::string_view key)
{
    for (const RoleKey& k : RoleKeys)
        if (k.key == key && gameOf(k.role) == g)
            return k.role;
    return std::nullopt;
}

std::string_view verbKey(Verb v) { return VerbKeys[static_cast<std::size_t>(v)]; }

std::optional<Verb> verbFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < VerbKeys.size(); ++i)
        if (VerbKeys[i] == key)
            return static_cast<Verb>(i);
    return std::nullopt;
}

std::string_view campKey(Game g, Camp c)
{
    if (c == Camp::Black)
        return "black";
    return g == Game::Xiangqi ? "red" : "white";
}

std::optional<Camp> campFromKey(Game g, std::string_view key)
{
    if (key == "black")
        return Camp::Black;
    if (key == campKey(g, Camp::Red))
        return Camp::Red;
    return std::nullopt;
}

std::string_view revealKey(Reveal r)
{
    switch (r) {
    case Reveal::CampAndRole: return "camp+role";
    case Reveal::CampOnly: return "camp";
    case Reveal::Nothing: return "none";
    }
    return "?";
}

std::optional<Reveal> revealFromKey(std::string_view key)
{
    for (Reveal r : {Reveal::CampAndRole, Reveal::CampOnly, Reveal::Nothing})
        if (revealKey(r) == key)
            return r;
    return std::nullopt;
}

std::string_view tieKey(TieRule t) { return t == TieRule::Nobody ? "nobody" : "moderator"; }

std::optional<TieRule> tieFromKey(std::string_view key)
{
    if (key == "nobody")
        return TieRule::Nobody;
    if (key == "moderator")
        return TieRule::Moderator;
    return std::nullopt;
}

std::string_view roleRule(Role r)
{
    switch (r) {
    case Role::General: return "XW-9";
    case Role::Chariot: return "XW-14";
    case Role::Horse: return "XW-15";
    case Role::Cannon: return "XW-11";
    case Role::Elephant: return "XW-16";
    case Role::LeftAdvisor: case Role::RightAdvisor: return "XW-18";
    case Role::Soldier: return "XW-17";
    case Role::King: return "CW-8";
    case Role::Queen: return "CW-9";
    case Role::Rook: return "CW-10";
    case Role::Knight: return "CW-12";
    case Role::Bishop: return "CW-11";
    case Role::Pawn: return "CW-13";
    }
    return "";
}

// ---- state ----

const Player* State::find(int id) const
{
    for (const Player& p : players)
        if (p.id == id)
            return &p;
    return nullptr;
}

Player* State::find(int id)
{
    for (Player& p : players)
        if (p.id == id)
            return &p;
    return nullptr;
}

const Player* State::leader(Camp c) const
{
    const Role r = leaderRole(game);
    for (const Player& p : players)
        if (p.camp == c && p.role == r)
            return &p;
    return nullptr;
}

bool leaderMayDie(const State& s, Camp c)
{
    if (s.game == Game::Xiangqi) // XW-22: no living 兵, or no living 士 and 相
        return countAlive(s, c, {Role::Soldier}) == 0
            || countAlive(s, c, {Role::LeftAdvisor, Role::RightAdvisor, Role::Elephant}) == 0;
    // CW-15: fewer than 2 living 兵+马+象 (a promoted pawn counts as its new role)
    return countAlive(s, c, {Role::Pawn, Role::Knight, Role::Bishop}) < 2;
}

// ---- the deal ----

std::optional<RuleError> checkSetup(Game g, const Settings& settings, const std::vector<Seat>& seats)
{
    const std::string_view rule = pick(g, "XW-1", "CW-1");
    if (settings.curseVotes < 0 || settings.blessVotes < 0 || settings.investigation == Reveal::Nothing) {
        RuleError e = error(Problem::BadSetting, pick(g, "XW-19", "CW-1"));
        if (settings.investigation == Reveal::Nothing)
            e.rule = "XW-15a";
        return e;
    }
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const Seat& s = seats[i];
        if (s.id <= 0) {
            RuleError e = error(Problem::BadId, rule);
            e.value = s.id;
            return e;
        }
        for (std::size_t j = 0; j < i; ++j)
            if (seats[j].id == s.id) {
                RuleError e = error(Problem::DuplicateId, rule, {s.id, s.role});
                e.value = s.id;
                return e;
            }
        if (gameOf(s.role) != g)
            return error(Problem::WrongGameRole, rule, {s.id, s.role});
    }
    for (Camp c : {Camp::Red, Camp::Black}) {
        int leaders = 0;
        for (const RoleKey& k : RoleKeys) {
            if (gameOf(k.role) != g)
                continue;
            const auto n = std::count_if(seats.begin(), seats.end(),
                                         [&](const Seat& s) { return s.camp == c && s.role == k.role; });
            if (k.role == leaderRole(g))
                leaders = static_cast<int>(n);
            else if (n > standardCount(k.role)) {
                RuleError e = error(Problem::CampRoleCount, g == Game::Xiangqi ? "XW-2" : rule);
                e.camp = c;
                e.role = k.role;
                e.value = static_cast<int>(n);
                return e;
            }
        }
        if (leaders != 1) {
            RuleError e = error(Problem::OneLeader, g == Game::Xiangqi ? "XW-2" : rule);
            e.camp = c;
            e.role = leaderRole(g);
            e.value = leaders;
            return e;
        }
    }
    return std::nullopt;
}

State startState(Game g, const Settings& settings, const std::vector<Seat>& seats)
{
    State s;
    s.game = g;
    s.settings = settings;
    s.players.reserve(seats.size());
    for (const Seat& seat : seats) {
        Player p;
        p.id = seat.id;
        p.camp = seat.camp;
        p.role = seat.role;
        p.dealt = seat.role;
        s.players.push_back(p);
    }
    return s;
}

// ---- night entries ----

std::optional<RuleError> checkAction(const State& s, const std::vector<Action>& before, const Action& a)
{
    const Player* actor = s.find(a.actor);
    if (!actor) {
        RuleError e = error(Problem::UnknownPlayer, pick(s.game, "XW-1", "CW-1"));
        e.value = a.actor;
        return e;
    }
    const Who me = who(*actor);
    const auto verbs = verbsOf(actor->role);
    if (std::find(verbs.begin(), verbs.end(), a.verb) == verbs.end()) {
        RuleError e = error(Problem::WrongAction, roleRule(actor->role), me);
        e.verb = a.verb;
        return e;
    }
    const std::string_view rule = actionRule(actor->role, a.verb);
    auto fail = [&](Problem p, Who target = {}) {
        RuleError e = error(p, rule, me, target);
        e.verb = a.verb;
        return e;
    };
    if (!actor->alive)
        return fail(Problem::DeadActor);
    if (a.screen != NoPlayer && actor->role != Role::Cannon)
        return fail(Problem::ScreenOnlyCannon);
    if (needsTarget(a.verb)) {
        if (a.target == NoPlayer)
            return fail(Problem::MissingTarget);
        const Player* target = s.find(a.target);
        if (!target) {
            RuleError e = fail(Problem::UnknownPlayer);
            e.value = a.target;
            return e;
        }
        if (!target->alive)
            return fail(Problem::DeadTarget, who(*target));
    } else if (a.verb == Verb::Rest && a.target != NoPlayer) {
        return fail(Problem::UnexpectedTarget);
    }
    // One action a night; the 帅 and the 王 have two powers, each once.
    const bool twoPowers = actor->role == Role::General || actor->role == Role::King;
    for (const Action& b : before)
        if (b.actor == a.actor && (!twoPowers || b.verb == a.verb)) {
            RuleError e = fail(Problem::SecondAction);
            e.verb = b.verb;
            return e;
        }
    return s.game == Game::Xiangqi ? checkXiangqiAction(s, before, a) : checkChessAction(s, before, a);
}

std::vector<Option> options(const State& s, int actorId, const std::vector<Action>& before)
{
    std::vector<Option> out;
    const Player* actor = s.find(actorId);
    if (!actor || !actor->alive || s.over)
        return out;
    for (Verb v : verbsOf(actor->role)) {
        Option o;
        o.verb = v;
        o.needsTarget = needsTarget(v);
        if (!o.needsTarget) {
            if (!checkAction(s, before, {actorId, v, NoPlayer, NoPlayer}))
                out.push_back(o);
            continue;
        }
        for (const Player& p : s.players)
            if (p.alive && !checkAction(s, before, {actorId, v, p.id, NoPlayer}))
                o.targets.push_back(p.id);
        if (o.targets.empty())
            continue;
        if (actor->role == Role::Cannon)
            for (const Player& p : s.players)
                if (p.alive && !checkAction(s, before, {actorId, v, o.targets.front(), p.id}))
                    o.screens.push_back(p.id);
        out.push_back(o);
    }
    return out;
}

// ---- a phase ----

Resolution resolve(const State& s, const Phase& phase)
{
    Resolution r;
    PhaseResult& out = r.result;
    out.kind = kindOf(phase);
    out.after = s;
    const std::string_view overRule = pick(s.game, "XW-23", "CW-16");
    if (s.over && out.kind != PhaseKind::Override) {
        r.error = error(Problem::GameOver, overRule);
        return r;
    }
    switch (out.kind) {
    case PhaseKind::Night: {
        const Night& night = std::get<Night>(phase);
        if (s.game == Game::Chess)
            for (const Player& p : s.players)
                if (p.alive && p.mustPromote) {
                    r.error = error(Problem::PromotionPending, "CW-13", who(p));
                    return r;
                }
        for (std::size_t i = 0; i < night.actions.size(); ++i) {
            const std::vector<Action> before(night.actions.begin(), night.actions.begin() + static_cast<long>(i));
            if (auto e = checkAction(s, before, night.actions[i])) {
                r.error = e;
                return r;
            }
        }
        out.number = s.nights + 1;
        if (s.game == Game::Xiangqi)
            resolveXiangqiNight(s, night, out);
        else
            resolveChessNight(s, night, out);
        break;
    }
    case PhaseKind::Day: {
        const Day& day = std::get<Day>(phase);
        if (s.nights == 0) {
            r.error = error(Problem::DayBeforeNight, pick(s.game, "XW-3", "CW-2"));
            return r;
        }
        if (auto e = checkVotes(s, day)) {
            r.error = e;
            return r;
        }
        out.number = s.days + 1;
        r.error = s.game == Game::Xiangqi ? resolveXiangqiDay(s, day, out) : resolveChessDay(s, day, out);
        break;
    }
    case PhaseKind::Promotion: {
        const Promotion& p = std::get<Promotion>(phase);
        if (s.game != Game::Chess) {
            r.error = error(Problem::PromotionWrongGame, "CW-13");
            return r;
        }
        if (auto e = checkChessPromotion(s, p)) {
            r.error = e;
            return r;
        }
        Player& pawn = *out.after.find(p.player);
        Event e;
        e.kind = EventKind::Promoted;
        e.actor = who(pawn);
        e.role = p.to;
        e.rule = "CW-13";
        out.log.push_back(e);
        Message m;
        m.to = {pawn.id};
        m.event = e;
        m.event.kind = EventKind::YouPromote;
        out.messages.push_back(m);
        pawn.role = p.to;
        pawn.promoted = true;
        pawn.mustPromote = false;
        pawn.coverNights = 0;
        pawn.rested = false;
        break;
    }
    case PhaseKind::Override: {
        const Override& o = std::get<Override>(phase);
        if (auto e = checkOverride(s, o)) {
            r.error = e;
            return r;
        }
        applyOverride(s, o, out);
        break;
    }
    }
    if (r.error) {
        out = PhaseResult{};
        out.kind = kindOf(phase);
        out.after = s;
        return r;
    }
    sortIds(out.deaths);
    sortIds(out.invincible);
    sortIds(out.imprisoned);
    return r;
}

namespace detail {

int indexOf(const State& s, int id)
{
    for (std::size_t i = 0; i < s.players.size(); ++i)
        if (s.players[i].id == id)
            return static_cast<int>(i);
    return -1;
}

int countAlive(const State& s, Camp c, std::initializer_list<Role> roles)
{
    int n = 0;
    for (const Player& p : s.players)
        if (p.alive && p.camp == c && std::find(roles.begin(), roles.end(), p.role) != roles.end())
            ++n;
    return n;
}

RuleError error(Problem p, std::string_view rule, Who actor, Who target)
{
    RuleError e;
    e.problem = p;
    e.rule = rule;
    e.actor = actor;
    e.target = target;
    return e;
}

std::vector<bool> resolveChains(const std::vector<ChainSource>& sources, int playerCount, const std::vector<bool>& protect)
{
    // attackers[i]: the sources whose imprisonment would land on player i.
    std::vector<std::vector<int>> attackers(static_cast<std::size_t>(playerCount));
    for (std::size_t k = 0; k < sources.size(); ++k)
        if (!protect[static_cast<std::size_t>(sources[k].target)])
            attackers[static_cast<std::size_t>(sources[k].target)].push_back(static_cast<int>(k));
    enum State : char { Unknown, Succeeds, Fails };
    std::vector<State> state(sources.size(), Unknown);
    // Settle what follows from the outside in: a source succeeds when every
    // imprisonment aimed at its actor fails, and fails when one succeeds.
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t k = 0; k < sources.size(); ++k) {
            if (state[k] != Unknown)
                continue;
            bool anySucceeds = false, allFail = true;
            for (int a : attackers[static_cast<std::size_t>(sources[k].actor)]) {
                anySucceeds = anySucceeds || state[static_cast<std::size_t>(a)] == Succeeds;
                allFail = allFail && state[static_cast<std::size_t>(a)] == Fails;
            }
            if (anySucceeds || allFail) {
                state[k] = anySucceeds ? Fails : Succeeds;
                changed = true;
            }
        }
    }
    // What is left are cycles (each source names one player, so nothing else
    // can stay open): every source on a cycle succeeds.
    std::vector<bool> succeeds(sources.size());
    for (std::size_t k = 0; k < sources.size(); ++k)
        succeeds[k] = state[k] != Fails;
    return succeeds;
}

std::vector<TallyRow> tally(const State& s, const Day& day, const std::vector<std::pair<int, int>>& adjustments)
{
    std::vector<TallyRow> rows;
    auto row = [&](int id) -> TallyRow* {
        const Player* p = s.find(id);
        if (!p || !p->alive)
            return nullptr;
        for (TallyRow& r : rows)
            if (r.player.id == id)
                return &r;
        rows.push_back({who(*p), 0, 0, 0});
        return &rows.back();
    };
    for (const Vote& v : day.votes)
        if (v.target != NoPlayer)
            if (TallyRow* r = row(v.target))
                ++r->votes;
    for (const auto& [id, delta] : adjustments)
        if (TallyRow* r = row(id))
            r->adjustment += delta;
    for (TallyRow& r : rows)
        r.total = std::max(0, r.votes + r.adjustment); // a blessing never goes below 0 (XW-19)
    std::sort(rows.begin(), rows.end(), [](const TallyRow& a, const TallyRow& b) {
        return a.total != b.total ? a.total > b.total : a.player.id < b.player.id;
    });
    return rows;
}

int pickExecuted(const State& s, const Day& day, const std::vector<TallyRow>& rows, PhaseResult& out,
                 std::optional<RuleError>& problem, std::vector<Who>& tied)
{
    const std::string_view rule = s.game == Game::Xiangqi ? "XW-24" : "CW-17";
    Event t;
    t.kind = EventKind::Tally;
    t.tally = rows;
    t.rule = rule;
    out.log.push_back(t);
    std::vector<Who> top;
    for (const TallyRow& r : rows)
        if (r.total > 0 && r.total == rows.front().total)
            top.push_back(r.player);
    Event e;
    e.rule = rule;
    if (top.empty()) {
        e.kind = EventKind::NotExecuted; // nobody has a vote
        out.log.push_back(e);
        out.news.push_back(e);
        return NoPlayer;
    }
    if (top.size() == 1)
        return top.front().id;
    e.others = top;
    if (s.settings.tie == TieRule::Nobody) {
        e.kind = EventKind::NotExecuted;
        out.log.push_back(e);
        out.news.push_back(e);
        return NoPlayer;
    }
    std::vector<int> ids;
    for (const Who& w : top)
        ids.push_back(w.id);
    const auto chosen = std::find_if(top.begin(), top.end(), [&](const Who& w) { return w.id == day.decision; });
    if (chosen == top.end()) {
        RuleError err = error(day.decision == NoPlayer ? Problem::TieNeedsDecision : Problem::DecisionNotTied, rule);
        err.ids = ids;
        err.value = day.decision;
        problem = err;
        return NoPlayer;
    }
    tied = top;
    return chosen->id; // the moderator decides (XW-24, CW-17 setting); the caller logs it
}

void judgeWinner(bool firstLeaderDied, bool blackLeaderDied, PhaseResult& out)
{
    if (!firstLeaderDied && !blackLeaderDied)
        return;
    State& a = out.after;
    a.over = true;
    Event e;
    e.kind = EventKind::Winner;
    e.rule = a.game == Game::Xiangqi ? "XW-23" : "CW-16";
    if (firstLeaderDied && blackLeaderDied) {
        a.winner.reset();
        e.value = 1; // draw
    } else {
        a.winner = firstLeaderDied ? Camp::Black : Camp::Red;
        e.camp = *a.winner;
    }
    out.log.push_back(e);
    out.news.push_back(e);
}

} // namespace detail

} // namespace qiyuan::werewolf
