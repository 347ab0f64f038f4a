// A two-player game clock of every kind, as data: sudden death (main time
// only), Fischer increment (added after the move), 读秒 byo-yomi (main time,
// then N periods of S seconds; a period is used up only when exceeded, a move
// made inside it renews it), a per-move limit 步时 (every move within L
// seconds, alone or beside the rest), and time odds (each side its own
// control). Pure logic: the caller feeds the elapsed milliseconds, so the same
// clock serves the GUI, LAN play and tests.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace qiyuan {

// One side's time: any mix of the kinds (all zero: untimed).
struct SideTime {
    int baseMs = 0;      // main time; 0 = none
    int incrementMs = 0; // added after each own move while in main time
    int byoyomiMs = 0;   // one byo-yomi period once the main time is spent; 0 = none
    int periods = 1;     // how many periods (with byoyomiMs)
    int moveMs = 0;      // per-move limit; 0 = none

    // A main time or periods that run out: the game's time (else only the per-move limit).
    bool gameTime() const { return baseMs > 0 || byoyomiMs > 0; }
    bool enabled() const { return gameTime() || moveMs > 0; }
    bool operator==(const SideTime&) const = default;
};

// The game's time control: red's (and black's, unless `black` gives black its
// own: time odds). Built as TimeControl{base, increment, byoyomi} for the
// common case; the other fields are set by name.
struct TimeControl : SideTime {
    std::optional<SideTime> black; // time odds: black's own control

    constexpr TimeControl() = default;
    constexpr TimeControl(int base, int increment = 0, int byoyomi = 0) : SideTime{base, increment, byoyomi, 1, 0} {}
    constexpr TimeControl(const SideTime& both) : SideTime(both) {}

    SideTime side(int s) const { return s == 1 && black ? *black : SideTime(*this); }
    bool enabled() const { return side(0).enabled() || side(1).enabled(); }
    bool odds() const { return black && *black != SideTime(*this); }
    bool operator==(const TimeControl& o) const { return side(0) == o.side(0) && side(1) == o.side(1); }
};

// The text of a time control, in seconds (docs/CLI.md "serve --clock", the
// record's TimeControl tag): "-" none; "300+5" main time plus increment
// ("300+0" sudden death); "/byo:3x30" byo-yomi periods; "/move:30" a per-move
// limit ("byo:3x30", "move:30" alone without main time); time odds
// "red=300+5,black=180+5".
std::string timeControlText(const TimeControl& tc);
// Reads timeControlText()'s forms, a plain "SECONDS" (sudden death), "off"
// and the older "600+0/30" (one byo-yomi period of 30 s); nullopt when the
// text is none of them. "off" and "-" give a disabled control.
std::optional<TimeControl> parseTimeControl(std::string_view text);

class GameClock {
public:
    explicit GameClock(TimeControl tc = {});

    const TimeControl& timeControl() const { return tc_; }
    // Side 0 (red) or 1 (black) whose clock runs; -1 when stopped.
    int running() const { return running_; }
    void start(int side) { running_ = side; }
    void stop() { running_ = -1; }

    // Advances the running clock; returns true when its flag falls now.
    bool elapse(int ms);
    // The running side has moved: add its increment, renew its byo-yomi period
    // and its per-move time, and start the other side's clock.
    void moved();

    int remainingMs(int side) const;   // main time left, or the byo-yomi period left
    int periodsLeft(int side) const { return periodsLeft_[side]; }
    int moveLeftMs(int side) const { return moveLeft_[side]; } // the per-move limit's time left (0: none)
    // The nearest deadline of the side's move: its main time or period left,
    // or its per-move time if that ends first (what a countdown shows).
    int countdownMs(int side) const;
    // The side's whole time control renewed for its next turn (banqi's turn lost, BQ-9).
    void renewTurn(int side);

    // Everything that changes while a clock runs, for saving and restoring.
    struct State {
        std::array<int, 2> mainMs{};
        std::array<int, 2> periodMs{};
        std::array<bool, 2> inByoyomi{};
        std::array<bool, 2> flagged{};
        int running = -1;
        std::array<int, 2> periodsLeft{-1, -1}; // -1: all (a state saved before periods)
        std::array<int, 2> moveLeftMs{-1, -1};  // -1: a whole move's time
        bool operator==(const State&) const = default;
    };
    State state() const { return State{main_, period_, inByoyomi_, flagged_, running_, periodsLeft_, moveLeft_}; }
    void restore(const State& s);
    bool inByoyomi(int side) const { return inByoyomi_[side]; }
    bool flagged(int side) const { return flagged_[side]; }

private:
    bool fall(int side);

    TimeControl tc_;
    std::array<int, 2> main_{};
    std::array<int, 2> period_{};
    std::array<int, 2> periodsLeft_{};
    std::array<int, 2> moveLeft_{};
    std::array<bool, 2> inByoyomi_{};
    std::array<bool, 2> flagged_{};
    int running_ = -1;
};

} // namespace qiyuan
