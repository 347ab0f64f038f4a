// The 翻翻棋 rule sets as rows of data (STYLE items 4, 5): the QQ (mainland)
// rules of the rulings BQ-1..BQ-15 and the Taiwan rules of BQ-16, derived from
// them by difference. Settings the players may change before a game (clock,
// base, capturing face-down pieces) are fields of the same row: a table copies
// a row and changes them. Keys are those of the game registry (core/registry.h).
#pragma once

#include "core/clock.h"

#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::banqi {

// What happens when a piece captures an enemy of the same rank.
enum class EqualRanks : std::uint8_t {
    BothLeave,        // BQ-7 (QQ): both pieces leave the board
    AttackerSurvives, // BQ-16 (Taiwan): an ordinary capture
};

struct RuleSet {
    std::string_view key = "banqi";     // stable key, as in core/registry
    std::string_view name = "QQ rules"; // English, as in core/registry
    EqualRanks equalRanks = EqualRanks::BothLeave; // BQ-7
    bool captureFaceDown = false; // BQ-5 setting: captures may target a face-down piece
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

// The clock of BQ-9: a period of turnSeconds for every turn, no main time
// (disabled when turnSeconds is 0). When it falls, call Game::timeout().
TimeControl turnClock(const RuleSet& rules);

} // namespace qiyuan::banqi
