#include "rules.h"

#include "core/registry.h"

namespace qiyuan::banqi {

namespace {

// BQ-1..BQ-15: the defaults of the struct are the QQ rules.
RuleSet qqRules() { return RuleSet{}; }

// BQ-16: equal ranks capture, no chase limit, threefold repetition and 50
// plies without flip or capture draw; all other rulings stay.
RuleSet taiwanRules()
{
    RuleSet r = qqRules();
    r.key = "banqi-taiwan";
    r.name = "Taiwan rules";
    r.equalRanks = EqualRanks::AttackerSurvives;
    r.chaseLimit = 0;
    r.repetitionDraw = 3;
    r.quietPlyLimit = 50;
    return r;
}

} // namespace

const std::vector<RuleSet>& ruleSets()
{
    static const std::vector<RuleSet> rows = {qqRules(), taiwanRules()};
    return rows;
}

const RuleSet* findRuleSet(std::string_view key)
{
    for (const RuleSet& r : ruleSets())
        if (r.key == key)
            return &r;
    return nullptr;
}

std::string validate(const RuleSet& r)
{
    const GameInfo* game = gameOfVariant(r.key);
    if (!game || game->key != "banqi")
        return "key '" + std::string(r.key) + "' is not a banqi rule set of the game registry";
    if (r.name != findVariant(r.key)->name)
        return "name '" + std::string(r.name) + "' differs from the game registry's";
    if (r.chaseLimit < 0)
        return "chaseLimit must be 0 (none) or more";
    if (r.repetitionDraw < 0 || r.repetitionDraw == 1)
        return "repetitionDraw must be 0 (never) or 2 or more";
    if (r.quietPlyLimit < 0)
        return "quietPlyLimit must be 0 (never) or more";
    if (r.turnSeconds < 0 || r.turnSeconds > 24 * 3600)
        return "turnSeconds must be 0 (clock off) up to a day";
    if (r.timeoutsToLose < 1)
        return "timeoutsToLose must be 1 or more";
    if (r.plyLimit < 1)
        return "plyLimit must be 1 or more";
    if (r.resignFromPly < 0 || r.resignFromPly > r.plyLimit)
        return "resignFromPly must lie between 0 and plyLimit";
    if (r.earlyWinPlies < 0 || r.earlyWinPlies > r.plyLimit + 1)
        return "earlyWinPlies must lie between 0 and plyLimit + 1";
    if (r.earlyLoss < 0 || r.generalBonus < 0)
        return "earlyLoss and generalBonus must not be negative";
    if (r.base < 1 || r.base > 1000000)
        return "base must be 1 up to 1000000";
    return {};
}

TimeControl turnClock(const RuleSet& rules)
{
    TimeControl tc;
    tc.byoyomiMs = rules.turnSeconds * 1000;
    return tc;
}

} // namespace qiyuan::banqi
