#include "clock.h"

#include <algorithm>

namespace qiyuan {

GameClock::GameClock(TimeControl tc)
    : tc_(tc)
{
    for (int s = 0; s < 2; ++s) {
        main_[s] = std::max(0, tc.baseMs);
        period_[s] = std::max(0, tc.byoyomiMs);
        inByoyomi_[s] = tc.baseMs <= 0 && tc.byoyomiMs > 0;
    }
}

bool GameClock::elapse(int ms)
{
    if (running_ < 0 || !tc_.enabled() || ms <= 0)
        return false;
    const int s = running_;
    if (flagged_[s])
        return false;
    if (!inByoyomi_[s]) {
        const int used = std::min(ms, main_[s]);
        main_[s] -= used;
        ms -= used;
        if (main_[s] > 0)
            return false;
        if (tc_.byoyomiMs <= 0) {
            flagged_[s] = true;
            running_ = -1;
            return true;
        }
        inByoyomi_[s] = true;
        period_[s] = tc_.byoyomiMs;
    }
    period_[s] -= ms;
    if (period_[s] <= 0) {
        period_[s] = 0;
        flagged_[s] = true;
        running_ = -1;
        return true;
    }
    return false;
}

void GameClock::moved()
{
    if (running_ < 0)
        return;
    const int s = running_;
    if (!inByoyomi_[s])
        main_[s] += std::max(0, tc_.incrementMs);
    period_[s] = tc_.byoyomiMs;
    running_ = 1 - s;
}

void GameClock::restore(const State& s)
{
    for (int side = 0; side < 2; ++side) {
        main_[side] = std::max(0, s.mainMs[side]);
        period_[side] = std::max(0, s.periodMs[side]);
        inByoyomi_[side] = s.inByoyomi[side];
        flagged_[side] = s.flagged[side];
    }
    running_ = (s.running == 0 || s.running == 1) ? s.running : -1;
}

int GameClock::remainingMs(int side) const
{
    return inByoyomi_[side] ? period_[side] : main_[side];
}

} // namespace qiyuan
