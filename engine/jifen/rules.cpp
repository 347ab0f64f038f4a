// The registry of 积分象棋 rule sets: one row per rule set, each derived from the
// one before by what differs (source: seeds/003, rulings SC-1..SC-14).
#include "rules.h"

namespace qiyuan::jifen {

char kindLetter(Kind k)
{
    static constexpr char letters[] = {'n', 's', 'k', 'i'};
    return letters[index(k)];
}

std::optional<Kind> kindFromLetter(char c)
{
    switch (c | 0x20) {
    case 'n': return Kind::Normal;
    case 's': return Kind::Small;
    case 'k': return Kind::King;
    case 'i': return Kind::Idle;
    default: return std::nullopt;
    }
}

const char* kindName(Kind k)
{
    static constexpr const char* names[] = {"normal", "small", "king", "idle"};
    return names[index(k)];
}

namespace {

constexpr bool Y = true, N = false;

// 简明规则: double-sided pieces, face up normal, face down idle.
RuleSet simpleRules()
{
    RuleSet r;
    r.key = "jifen-simple";
    r.name = "Simple";
    r.chineseName = "简明规则";
    r.rulings = "SC-7, SC-8";
    //            normal small  king  idle
    r.kinds = {Y, N, N, Y};
    // SC-7: an idle piece never captures.
    r.captures = {{
        /* normal */ {Y, Y, Y, Y},
        /* small  */ {Y, Y, Y, Y},
        /* king   */ {Y, Y, Y, Y},
        /* idle   */ {N, N, N, N},
    }};
    // SC-8: a check costs the checker 1 point; otherwise an idle piece's move earns 1.
    r.checkPoints = Points{-1, 0};
    r.movePoints[index(Kind::Idle)] = {1, 0};
    r.targetScore = 30;
    return r;
}

// 比赛规则: separate sets of normal, small and idle pieces (king pieces unused, SC-9).
RuleSet matchRules()
{
    RuleSet r = simpleRules();
    r.key = "jifen-match";
    r.name = "Match";
    r.chineseName = "比赛规则";
    r.rulings = "SC-9, SC-10";
    r.kinds[index(Kind::Small)] = true;
    // SC-9: a small piece may not capture a small piece.
    r.captures[index(Kind::Small)][index(Kind::Small)] = false;
    // SC-10: a check gives the opponent 2; a normal piece's move gives the opponent 1,
    // an idle piece's move its own side 1, a small piece's move nothing.
    r.checkPoints = Points{0, 2};
    r.movePoints[index(Kind::Normal)] = {0, 1};
    r.movePoints[index(Kind::Small)] = {0, 0};
    r.movePoints[index(Kind::Idle)] = {1, 0};
    r.targetScore = 100;
    return r;
}

// 竞赛规则: adds king pieces and the opening's two-move turns.
RuleSet contestRules()
{
    RuleSet r = matchRules();
    r.key = "jifen-contest";
    r.name = "Contest";
    r.chineseName = "竞赛规则";
    r.rulings = "SC-11, SC-12, SC-13, SC-14";
    // SC-11: a king piece captures as a normal one; capturing any king piece wins.
    r.kinds[index(Kind::King)] = true;
    r.kingPieceCaptureWins = true;
    r.turns = TurnOrder::ContestOpening;   // SC-12
    r.kindChanges = KindChanges::FromFirstCapture; // SC-13
    // SC-14: normal: opponent +1; king and idle: own +1; small: nothing; checks nothing extra.
    r.checkPoints.reset();
    r.movePoints[index(Kind::King)] = {1, 0};
    return r;
}

} // namespace

const std::vector<RuleSet>& ruleSets()
{
    static const std::vector<RuleSet> all = {simpleRules(), matchRules(), contestRules()};
    return all;
}

const RuleSet* findRuleSet(std::string_view key)
{
    for (const RuleSet& r : ruleSets())
        if (r.key == key)
            return &r;
    return nullptr;
}

std::string validateRuleSet(const RuleSet& r)
{
    const std::string who = r.key.empty() ? std::string("a rule set without key") : std::string(r.key);
    if (r.key.empty() || r.name.empty())
        return who + ": key and name are required";
    if (!r.uses(Kind::Normal))
        return who + ": every piece starts normal, so normal pieces must be in use";
    if (!r.mayCapture(Kind::Normal, Kind::Normal))
        return who + ": a normal piece must capture a normal piece as in xiangqi";
    for (Kind k : AllKinds) {
        if (r.uses(k))
            continue;
        if (r.movePoints[index(k)] != Points{})
            return who + ": " + kindName(k) + " pieces are not in use but score points";
    }
    if (r.kingPieceCaptureWins && !r.uses(Kind::King))
        return who + ": capturing a king piece wins, but king pieces are not in use";
    bool anyChange = false;
    for (Kind k : AllKinds)
        anyChange = anyChange || (k != Kind::Normal && r.uses(k));
    if (!anyChange)
        return who + ": no kind besides normal, so no piece can ever change kind";
    if (r.targetScore <= 0)
        return who + ": the target score must be positive";
    if (r.plyLimit <= 0)
        return who + ": the ply limit must be positive";
    return {};
}

} // namespace qiyuan::jifen
