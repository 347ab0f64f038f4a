// The 翻翻棋 rule sets as rows of data (STYLE items 4, 5): the QQ (mainland)
// rules of the rulings BQ-1..BQ-15 and the Taiwan rules of BQ-16, derived from
// them by difference. Settings the players may change before a game (clock,
// base, capturing face-down pieces) are fields of the same row: a table copies
// a row and changes them. Keys are those of the game registry (core/registry.h).
#pragma once

#include "core/clock.h"
#include "types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::banqi {

// What happens when a piece captures an enemy of the same rank.
enum class EqualRanks : std::uint8_t {
    BothLeave,        // BQ-7 (QQ): both pieces leave the board
    AttackerSurvives, // BQ-16 (Taiwan): an ordinary capture
};

// 連吃: after a capture, the same piece may capture again in the same turn (BQ-17).
enum class ChainCaptures : std::uint8_t {
    Off,          // one capture a turn
    FaceUp,       // further captures of face-up pieces only
    AlsoFaceDown, // further captures may also target face-down pieces (needs captureFaceDown)
};

// What the 炮 may capture by jumping (BQ-19).
enum class CannonTargets : std::uint8_t {
    AnyRank, // BQ-6: any enemy piece, whatever its rank
    ByRank,  // like the other pieces: only a piece it outranks or equals (炮, 兵)
};

// The 兵 and the 帅 (BQ-20).
enum class SoldierAndGeneral : std::uint8_t {
    SoldierTakesGeneral, // BQ-5: a 兵 takes the 帅, the 帅 cannot take a 兵
    StrictRanks,         // 大吃小: the 帅 takes a 兵, a 兵 never takes the 帅
};

struct RuleSet {
    std::string_view key = "banqi";     // stable key, as in core/registry
    std::string_view name = "QQ rules"; // English, as in core/registry
    EqualRanks equalRanks = EqualRanks::BothLeave; // BQ-7
    bool captureFaceDown = false; // BQ-5 setting: captures may target a face-down piece
    ChainCaptures chainCaptures = ChainCaptures::Off;                    // BQ-17 連吃
    bool chariotRuns = false;     // BQ-18 車直衝: a chariot moves and captures any distance along a free line
    CannonTargets cannonTargets = CannonTargets::AnyRank;                // BQ-19
    SoldierAndGeneral soldierAndGeneral = SoldierAndGeneral::SoldierTakesGeneral; // BQ-20
    int chaseLimit = 10;          // BQ-8: consecutive chase moves allowed; 0 = no limit
    int repetitionDraw = 0;       // BQ-16: the n-th occurrence of a position draws; 0 = never
    int quietPlyLimit = 0;        // BQ-16: plies without flip or capture that draw; 0 = never
    int turnSeconds = 30;         // BQ-9 setting: seconds a turn; 0 = clock off
    int timeoutsToLose = 3;       // BQ-9: the n-th timeout loses
    int resignFromPly = 40;       // BQ-11: resigning and draw offers once this many plies are played
    int plyLimit = 300;           // BQ-11: a game not over after this many plies is drawn
    int earlyWinPlies = 40;       // BQ-12: a game won before this ply scores the early way
    int earlyLoss = 10;           // BQ-12: what the loser of an early game loses
    int generalBonus = 5;         // BQ-14: first capture took the enemy 帅
    int base = 1;                 // BQ-15 setting: every score is multiplied by it

    bool operator==(const RuleSet&) const = default;
};

// The rule sets, the default (QQ) first.
const std::vector<RuleSet>& ruleSets();
// nullptr for an unknown key.
const RuleSet* findRuleSet(std::string_view key);
// Empty when the row is usable, otherwise why not (also for a table's changed copy).
std::string validate(const RuleSet& rules);

// One option of a rule set as players see it: a stable key (files, the LAN, the
// command line), its values, and one line explaining it. The new-game dialog, the
// files, the LAN and qiyuan-cli all go through this table, so an option added
// here reaches every part. Names and explanations are English; the UI words them
// in the reader's language by key.
struct RuleOption {
    std::string_view key;         // e.g. "chain-captures"
    std::string_view ruling;      // e.g. "BQ-17" (docs/rules/banqi-rules.md)
    std::string_view name;        // e.g. "Chain captures"
    std::string_view explanation; // one line
    // The values' keys, e.g. {"off", "face-up", "face-down"}; empty for a number.
    std::vector<std::string_view> values;
    int minimum = 0; // a number's range
    int maximum = 0;
    std::string (*get)(const RuleSet&) = nullptr;
    bool (*set)(RuleSet&, std::string_view value) = nullptr; // false: not a value of this option
};

// Every option, in the order the dialog shows them.
const std::vector<RuleOption>& ruleOptions();
// nullptr for an unknown key.
const RuleOption* findRuleOption(std::string_view key);
// The options in which `rules` differs from its preset (the row of rules.key), as
// "key=value,key=value" in the table's order; empty when it is the preset itself.
std::string changedOptions(const RuleSet& rules);
// `rules` with "key=value,..." applied (empty text: unchanged), validated; nullopt and a
// sentence naming the option in *error for an unknown key or value or an impossible combination.
std::optional<RuleSet> withOptions(RuleSet rules, std::string_view text, std::string* error = nullptr);

// BQ-5 with BQ-19 and BQ-20: may a face-up piece of kind `attacker` take a
// face-up enemy of kind `target` under `rules`, geometry aside (the cannon's
// jump, the step, the chariot's run are checked elsewhere)? Equal ranks count
// as a capture here; what happens then is BQ-7.
bool rankAllowsCapture(const RuleSet& rules, Kind attacker, Kind target);

// The clock of BQ-9: a period of turnSeconds for every turn, no main time
// (disabled when turnSeconds is 0). When it falls, call Game::timeout().
TimeControl turnClock(const RuleSet& rules);

} // namespace qiyuan::banqi
