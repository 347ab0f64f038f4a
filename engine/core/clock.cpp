#include "clock.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

namespace qiyuan {

namespace {

constexpr int DayMs = 24 * 3600 * 1000;
constexpr int MaxPeriods = 99;

std::string sideText(const SideTime& t)
{
    if (!t.enabled())
        return "-";
    std::string text;
    auto add = [&text](const std::string& part) { text += (text.empty() ? "" : "/") + part; };
    if (t.baseMs > 0)
        text = std::to_string(t.baseMs / 1000) + "+" + std::to_string(t.incrementMs / 1000);
    if (t.byoyomiMs > 0)
        add("byo:" + std::to_string(std::max(1, t.periods)) + "x" + std::to_string(t.byoyomiMs / 1000));
    if (t.moveMs > 0)
        add("move:" + std::to_string(t.moveMs / 1000));
    return text;
}

// Whole seconds from 0 to a day, as milliseconds.
bool seconds(std::string_view s, int* ms, int min = 0)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || s.empty() || v < min || std::int64_t(v) * 1000 > DayMs)
        return false;
    *ms = v * 1000;
    return true;
}

bool startsWith(std::string_view s, std::string_view head) { return s.substr(0, head.size()) == head; }

// One side: parts joined by '/': "M" or "M+I" first (main time), then
// "byo:NxS", "move:L", or a bare "S" after a main time (the older one-period form).
std::optional<SideTime> parseSide(std::string_view text)
{
    if (text == "-" || text == "off")
        return SideTime{};
    SideTime t;
    bool first = true;
    while (!text.empty()) {
        const size_t slash = text.find('/');
        const std::string_view part = text.substr(0, slash);
        text = slash == std::string_view::npos ? std::string_view() : text.substr(slash + 1);
        if (slash != std::string_view::npos && text.empty())
            return std::nullopt; // a trailing '/'
        if (startsWith(part, "byo:")) {
            const std::string_view spec = part.substr(4);
            const size_t x = spec.find('x');
            int n = 0;
            const auto [end, ec] = std::from_chars(spec.data(), spec.data() + std::min(x, spec.size()), n);
            if (x == std::string_view::npos || ec != std::errc() || end != spec.data() + x || n < 1 || n > MaxPeriods
                || t.byoyomiMs > 0 || !seconds(spec.substr(x + 1), &t.byoyomiMs, 1))
                return std::nullopt;
            t.periods = n;
        } else if (startsWith(part, "move:")) {
            if (t.moveMs > 0 || !seconds(part.substr(5), &t.moveMs, 1))
                return std::nullopt;
        } else if (first) {
            const size_t plus = part.find('+');
            if (!seconds(part.substr(0, plus), &t.baseMs) // 0: "0+0/30", older records' byo-yomi alone
                || (plus != std::string_view::npos && !seconds(part.substr(plus + 1), &t.incrementMs)))
                return std::nullopt;
        } else if (t.byoyomiMs == 0 && t.moveMs == 0 && seconds(part, &t.byoyomiMs, 1)) {
            t.periods = 1; // "600+0/30", as records were written before periods
        } else {
            return std::nullopt;
        }
        first = false;
    }
    return t.enabled() ? std::optional<SideTime>(t) : std::nullopt;
}

} // namespace

std::string timeControlText(const TimeControl& tc)
{
    if (!tc.enabled())
        return "-";
    if (!tc.odds())
        return sideText(tc.side(0));
    return "red=" + sideText(tc.side(0)) + ",black=" + sideText(tc.side(1));
}

std::optional<TimeControl> parseTimeControl(std::string_view text)
{
    if (text == "off" || text == "-")
        return TimeControl{};
    if (!startsWith(text, "red=")) {
        const auto both = parseSide(text);
        return both ? std::optional<TimeControl>(TimeControl(*both)) : std::nullopt;
    }
    const size_t comma = text.find(",black=");
    if (comma == std::string_view::npos)
        return std::nullopt;
    const auto red = parseSide(text.substr(4, comma - 4));
    const auto black = parseSide(text.substr(comma + 7));
    if (!red || !black || (!red->enabled() && !black->enabled()))
        return std::nullopt;
    TimeControl tc(*red);
    tc.black = *black;
    return tc;
}

GameClock::GameClock(TimeControl tc)
    : tc_(std::move(tc))
{
    for (int s = 0; s < 2; ++s) {
        renewTurn(s);
        main_[s] = std::max(0, tc_.side(s).baseMs);
        inByoyomi_[s] = main_[s] == 0 && tc_.side(s).byoyomiMs > 0;
    }
}

void GameClock::renewTurn(int s)
{
    const SideTime t = tc_.side(s);
    period_[s] = std::max(0, t.byoyomiMs);
    if (periodsLeft_[s] <= 0 || flagged_[s])
        periodsLeft_[s] = std::max(1, t.periods);
    moveLeft_[s] = std::max(0, t.moveMs);
    flagged_[s] = false;
}

bool GameClock::fall(int s)
{
    flagged_[s] = true;
    running_ = -1;
    return true;
}

bool GameClock::elapse(int ms)
{
    if (running_ < 0 || !tc_.enabled() || ms <= 0)
        return false;
    const int s = running_;
    const SideTime t = tc_.side(s);
    if (flagged_[s])
        return false;
    if (t.moveMs > 0) {
        moveLeft_[s] = std::max(0, moveLeft_[s] - ms);
        if (moveLeft_[s] == 0) {
            // The move's limit is the flag, whatever main time is left; charge it too.
            if (!inByoyomi_[s])
                main_[s] = std::max(0, main_[s] - ms);
            return fall(s);
        }
    }
    if (!t.gameTime())
        return false; // only a per-move limit
    if (!inByoyomi_[s]) {
        const int used = std::min(ms, main_[s]);
        main_[s] -= used;
        ms -= used;
        if (main_[s] > 0)
            return false;
        if (t.byoyomiMs <= 0)
            return fall(s);
        inByoyomi_[s] = true;
        period_[s] = t.byoyomiMs;
    }
    // A period is used up only when exceeded; the next one starts whole.
    while (ms > 0) {
        if (period_[s] > ms) {
            period_[s] -= ms;
            return false;
        }
        ms -= period_[s];
        period_[s] = 0;
        if (--periodsLeft_[s] <= 0) {
            periodsLeft_[s] = 0;
            return fall(s);
        }
        period_[s] = t.byoyomiMs;
    }
    return false;
}

void GameClock::moved()
{
    if (running_ < 0)
        return;
    const int s = running_;
    const SideTime t = tc_.side(s);
    if (!inByoyomi_[s] && t.gameTime())
        main_[s] += std::max(0, t.incrementMs); // Fischer: after the move
    period_[s] = t.byoyomiMs; // a move inside a period renews it
    moveLeft_[s] = t.moveMs;
    running_ = 1 - s;
}

void GameClock::restore(const State& st)
{
    for (int side = 0; side < 2; ++side) {
        const SideTime t = tc_.side(side);
        main_[side] = std::max(0, st.mainMs[side]);
        period_[side] = std::max(0, st.periodMs[side]);
        inByoyomi_[side] = st.inByoyomi[side];
        flagged_[side] = st.flagged[side];
        periodsLeft_[side] = st.periodsLeft[side] < 0 ? std::max(1, t.periods) : std::min(st.periodsLeft[side], t.periods);
        moveLeft_[side] = st.moveLeftMs[side] < 0 ? t.moveMs : std::min(st.moveLeftMs[side], t.moveMs);
    }
    running_ = (st.running == 0 || st.running == 1) ? st.running : -1;
}

int GameClock::remainingMs(int side) const
{
    if (!tc_.side(side).gameTime())
        return moveLeft_[side];
    return inByoyomi_[side] ? period_[side] : main_[side];
}

int GameClock::countdownMs(int side) const
{
    const SideTime t = tc_.side(side);
    const int left = t.gameTime() ? remainingMs(side) : DayMs;
    return t.moveMs > 0 ? std::min(left, moveLeft_[side]) : left;
}

} // namespace qiyuan
