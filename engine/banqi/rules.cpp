#include "rules.h"

#include "core/registry.h"
#include "position.h"

#include <charconv>

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

// The TCGA computer-olympiad rules (docs/rules/banqi-rules.md, "Presets"): the
// Taiwan captures, no chase limit, threefold repetition, and 60 plies without
// a flip or capture draw.
RuleSet tcgaRules()
{
    RuleSet r = taiwanRules();
    r.key = "banqi-tcga";
    r.name = "TCGA rules";
    r.quietPlyLimit = 60;
    return r;
}

// 車直衝 as Taiwanese sites offer it: the Taiwan rules with chariot runs (BQ-18).
RuleSet chariotRushRules()
{
    RuleSet r = taiwanRules();
    r.key = "banqi-chariot-rush";
    r.name = "Chariot rush rules";
    r.chariotRuns = true;
    return r;
}

} // namespace

const std::vector<RuleSet>& ruleSets()
{
    static const std::vector<RuleSet> rows = {qqRules(), taiwanRules(), tcgaRules(), chariotRushRules()};
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
    if (r.chainCaptures == ChainCaptures::AlsoFaceDown && !r.captureFaceDown)
        return "chain captures of face-down pieces need captures of face-down pieces (BQ-17)";
    return {};
}

namespace {

// A choice option's value from the index of its value key, and back.
template <typename E> std::string choiceText(E value, const std::vector<std::string_view>& keys)
{
    return std::string(keys.at(static_cast<std::size_t>(value)));
}

template <typename E> bool setChoice(E& field, std::string_view text, const std::vector<std::string_view>& keys)
{
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i] == text) {
            field = static_cast<E>(i);
            return true;
        }
    return false;
}

bool setNumber(int& field, std::string_view text, int minimum, int maximum)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < minimum || v > maximum)
        return false;
    field = v;
    return true;
}

const std::vector<std::string_view> NoYes = {"no", "yes"};
const std::vector<std::string_view> EqualRankValues = {"both-leave", "attacker-survives"};
const std::vector<std::string_view> ChainValues = {"off", "face-up", "face-down"};
const std::vector<std::string_view> CannonValues = {"any-rank", "by-rank"};
const std::vector<std::string_view> SoldierValues = {"soldier-takes-general", "strict-ranks"};

} // namespace

const std::vector<RuleOption>& ruleOptions()
{
    // Value keys are written in files and sent over the LAN: never rename one.
    static const std::vector<RuleOption> table = {
        {"equal-ranks", "BQ-7", "Equal ranks",
         "When a piece captures one of the same rank, both leave the board, or only the captured one.",
         EqualRankValues, 0, 0, [](const RuleSet& r) { return choiceText(r.equalRanks, EqualRankValues); },
         [](RuleSet& r, std::string_view v) { return setChoice(r.equalRanks, v, EqualRankValues); }},
        {"capture-face-down", "BQ-5", "Capture face-down pieces",
         "A capture may target a face-down piece; it turns up, and is taken only if the rules allow.", NoYes, 0, 0,
         [](const RuleSet& r) { return std::string(NoYes[r.captureFaceDown]); },
         [](RuleSet& r, std::string_view v) { return setChoice(r.captureFaceDown, v, NoYes); }},
        {"chain-captures", "BQ-17", "Chain captures",
         "After a capture the same piece may capture again in the same turn.", ChainValues, 0, 0,
         [](const RuleSet& r) { return choiceText(r.chainCaptures, ChainValues); },
         [](RuleSet& r, std::string_view v) { return setChoice(r.chainCaptures, v, ChainValues); }},
        {"chariot-runs", "BQ-18", "Chariot runs",
         "A chariot moves any distance along a free row or column and captures at the end of it.", NoYes, 0, 0,
         [](const RuleSet& r) { return std::string(NoYes[r.chariotRuns]); },
         [](RuleSet& r, std::string_view v) { return setChoice(r.chariotRuns, v, NoYes); }},
        {"cannon-targets", "BQ-19", "Cannon targets",
         "A cannon may jump onto a piece of any rank, or only onto pieces it outranks or equals.", CannonValues, 0, 0,
         [](const RuleSet& r) { return choiceText(r.cannonTargets, CannonValues); },
         [](RuleSet& r, std::string_view v) { return setChoice(r.cannonTargets, v, CannonValues); }},
        {"soldier-general", "BQ-20", "Soldier and general",
         "A soldier may take the general (who cannot take a soldier), or the ranks are strict.", SoldierValues, 0, 0,
         [](const RuleSet& r) { return choiceText(r.soldierAndGeneral, SoldierValues); },
         [](RuleSet& r, std::string_view v) { return setChoice(r.soldierAndGeneral, v, SoldierValues); }},
        {"chase-limit", "BQ-8", "Chase limit",
         "How many chase moves in a row one piece may make on another; 0: no limit.", {}, 0, 100,
         [](const RuleSet& r) { return std::to_string(r.chaseLimit); },
         [](RuleSet& r, std::string_view v) { return setNumber(r.chaseLimit, v, 0, 100); }},
        {"repetition-draw", "BQ-16", "Repetition draw",
         "The game is drawn when a position occurs this many times; 0: never.", {}, 0, 10,
         [](const RuleSet& r) { return std::to_string(r.repetitionDraw); },
         [](RuleSet& r, std::string_view v) { return setNumber(r.repetitionDraw, v, 0, 10); }},
        {"quiet-ply-limit", "BQ-16", "No-progress limit",
         "The game is drawn after this many plies without a flip or a capture; 0: never.", {}, 0, 1000,
         [](const RuleSet& r) { return std::to_string(r.quietPlyLimit); },
         [](RuleSet& r, std::string_view v) { return setNumber(r.quietPlyLimit, v, 0, 1000); }},
        {"ply-limit", "BQ-11", "Ply limit",
         "A game not over after this many plies is drawn.", {}, 1, 1000,
         [](const RuleSet& r) { return std::to_string(r.plyLimit); },
         [](RuleSet& r, std::string_view v) { return setNumber(r.plyLimit, v, 1, 1000); }},
    };
    return table;
}

const RuleOption* findRuleOption(std::string_view key)
{
    for (const RuleOption& o : ruleOptions())
        if (o.key == key)
            return &o;
    return nullptr;
}

std::string changedOptions(const RuleSet& rules)
{
    const RuleSet* preset = findRuleSet(rules.key);
    std::string out;
    for (const RuleOption& o : ruleOptions()) {
        const std::string value = o.get(rules);
        if (preset && o.get(*preset) == value)
            continue;
        if (!out.empty())
            out += ',';
        out += std::string(o.key) + '=' + value;
    }
    return out;
}

std::optional<RuleSet> withOptions(RuleSet rules, std::string_view text, std::string* error)
{
    auto fail = [error](std::string why) -> std::optional<RuleSet> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        const std::size_t eq = item.find('=');
        const std::string_view key = item.substr(0, eq);
        const RuleOption* option = findRuleOption(key);
        if (!option)
            return fail("unknown rule option '" + std::string(key.substr(0, 40)) + "'");
        const std::string_view value = eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1);
        if (!option->set(rules, value)) {
            std::string expected;
            for (std::string_view v : option->values)
                expected += (expected.empty() ? "" : ", ") + std::string(v);
            if (option->values.empty())
                expected = std::to_string(option->minimum) + ".." + std::to_string(option->maximum);
            return fail("rule option " + std::string(key) + ": '" + std::string(value.substr(0, 40))
                        + "' is not one of " + expected);
        }
    }
    if (std::string why = validate(rules); !why.empty())
        return fail(std::move(why));
    return rules;
}

bool rankAllowsCapture(const RuleSet& rules, Kind attacker, Kind target)
{
    if (attacker == Cannon) // BQ-6 any rank; BQ-19 by rank: a cannon or a soldier
        return rules.cannonTargets == CannonTargets::AnyRank || target <= Cannon;
    if (rules.soldierAndGeneral == SoldierAndGeneral::StrictRanks) // BQ-20 大吃小
        return attacker >= target;
    return outranks(attacker, target); // BQ-5
}

TimeControl turnClock(const RuleSet& rules)
{
    TimeControl tc;
    tc.byoyomiMs = rules.turnSeconds * 1000;
    return tc;
}

} // namespace qiyuan::banqi
