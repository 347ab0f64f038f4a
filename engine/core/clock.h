// A two-player game clock: base time plus increment (Fischer), or per-move
// byo-yomi after the base time (or alone). Pure logic: the caller feeds the
// elapsed milliseconds, so the same clock serves the GUI, LAN play and tests.
#pragma once

#include <array>

namespace qiyuan {

struct TimeControl {
    int baseMs = 0;      // main time per side; 0 = none
    int incrementMs = 0; // added after each own move
    int byoyomiMs = 0;   // per-move period once the main time is spent; 0 = none

    bool enabled() const { return baseMs > 0 || byoyomiMs > 0; }
    bool operator==(const TimeControl&) const = default;
};

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
    // The running side has moved: add its increment, renew its byo-yomi period,
    // and start the other side's clock.
    void moved();

    int remainingMs(int side) const;           // main time left, or the byo-yomi period left

    // Everything that changes while a clock runs, for saving and restoring.
    struct State {
        std::array<int, 2> mainMs{};
        std::array<int, 2> periodMs{};
        std::array<bool, 2> inByoyomi{};
        std::array<bool, 2> flagged{};
        int running = -1;
        bool operator==(const State&) const = default;
    };
    State state() const { return State{main_, period_, inByoyomi_, flagged_, running_}; }
    void restore(const State& s);
    bool inByoyomi(int side) const { return inByoyomi_[side]; }
    bool flagged(int side) const { return flagged_[side]; }

private:
    TimeControl tc_;
    std::array<int, 2> main_{};
    std::array<int, 2> period_{};
    std::array<bool, 2> inByoyomi_{};
    std::array<bool, 2> flagged_{};
    int running_ = -1;
};

} // namespace qiyuan
