// 积分象棋 (scoring xiangqi): the piece kinds and the three rule sets 简明 Simple,
// 比赛 Match and 竞赛 Contest as rows of one data struct (rulings SC-1..SC-14).
// The rows live in rules.cpp; the engine asks a row what it allows and never
// tests a rule set by name. Standard library only.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::jifen {

// The kind a piece carries besides its type (SC-1). Every piece starts normal.
enum class Kind : std::uint8_t {
    Normal = 0, // 普通棋子 / 大棋子, letter n
    Small = 1,  // 小棋子, letter s
    King = 2,   // 王棋子, letter k
    Idle = 3,   // 闲棋子, letter i
};
constexpr int KindCount = 4;
constexpr std::array<Kind, KindCount> AllKinds = {Kind::Normal, Kind::Small, Kind::King, Kind::Idle};
constexpr int index(Kind k) { return static_cast<int>(k); }

char kindLetter(Kind k);                     // n s k i: the action suffix (h2e2=i) and the FEN
std::optional<Kind> kindFromLetter(char c);  // also upper case; nullopt for any other character
const char* kindName(Kind k);                // "normal", "small", "king", "idle"

// Points that one move gives to the side that moved and to its opponent.
struct Points {
    int own = 0;
    int opponent = 0;
    constexpr bool operator==(const Points&) const = default;
};

// How turns are made up.
enum class TurnOrder : std::uint8_t {
    OneMove,        // each turn is one move (SC-7..SC-10)
    ContestOpening, // SC-12: the first turn is one move without capture; until the game's
                    // first capture a turn may have two moves; then one move per turn
};

// When the moving piece may change its kind (SC-2).
enum class KindChanges : std::uint8_t {
    AnyMove,          // after any move (SC-7, SC-9)
    FromFirstCapture, // from the game's first capture on, that capture included (SC-13)
};

// One rule set. The defaults are plain xiangqi: normal pieces only, every kind captures
// every kind, no points, one move per turn; a row states only what differs.
struct RuleSet {
    std::string_view key;         // stable variant key of engine/core/registry: "jifen-simple"
    std::string_view name;        // English name of the rule set: "Simple"
    std::string_view chineseName; // 简明规则
    std::string_view rulings;     // the rulings that define the row: "SC-7, SC-8"

    // Kinds in use, by index(Kind); every piece starts normal, so Normal is always in use.
    std::array<bool, KindCount> kinds = {true, false, false, false};
    // captures[attacker][victim]: a piece of kind attacker may capture one of kind victim.
    // SC-1: a piece attacks (gives check, guards a point) only where it may capture.
    std::array<std::array<bool, KindCount>, KindCount> captures = {{
        {true, true, true, true},
        {true, true, true, true},
        {true, true, true, true},
        {true, true, true, true},
    }};
    // Points of a move by the moving piece's kind before any change (SC-2).
    std::array<Points, KindCount> movePoints{};
    // When set, a move that gives check scores these points instead of movePoints (SC-3).
    // Unset: a check scores like any other move.
    std::optional<Points> checkPoints;
    bool kingPieceCaptureWins = false; // capturing any king piece wins at once (SC-11)
    TurnOrder turns = TurnOrder::OneMove;
    KindChanges kindChanges = KindChanges::AnyMove;
    int targetScore = 100; // reaching it first wins (SC-4); the players may agree another (SC-6)
    int plyLimit = 400;    // a game with no result after this many moves is drawn (SC-5)

    bool uses(Kind k) const { return kinds[index(k)]; }
    bool mayCapture(Kind attacker, Kind victim) const { return captures[index(attacker)][index(victim)]; }
    // The points of a move by a piece of kind `mover` (before its change) that does or
    // does not give check.
    Points pointsFor(Kind mover, bool check) const
    {
        return check && checkPoints ? *checkPoints : movePoints[index(mover)];
    }
};

// Every rule set, in the order of the game registry: Simple, Match, Contest.
const std::vector<RuleSet>& ruleSets();
// nullptr for an unknown key.
const RuleSet* findRuleSet(std::string_view key);
// Empty when a row is consistent (keys, kinds, points, limits), else what is wrong.
std::string validateRuleSet(const RuleSet& rules);

} // namespace qiyuan::jifen
