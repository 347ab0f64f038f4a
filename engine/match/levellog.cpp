#include "levellog.h"

#include "ai/ai.h"

#include <QJsonObject>

#include <algorithm>

namespace qiyuan::match {

namespace {

// Merges the changes of one subject made at one ply (the first `from`, the
// last `to`) and drops those that changed nothing.
template <class Change, class Same>
void tidy(QList<Change>& changes, Same same)
{
    QList<Change> out;
    for (const Change& c : changes) {
        auto earlier = std::find_if(out.begin(), out.end(), [&](const Change& o) { return o.ply == c.ply && same(o, c); });
        if (earlier != out.end())
            earlier->to = c.to;
        else
            out.append(c);
    }
    out.removeIf([](const Change& c) { return c.from == c.to; });
    changes = out;
}

bool sameSeat(const LevelChange& a, const LevelChange& b) { return a.seat == b.seat; }
bool anyClock(const ClockChange&, const ClockChange&) { return true; }

QJsonArray clockJson(const TimeControl& tc) { return {tc.baseMs, tc.incrementMs, tc.byoyomiMs}; }

bool readClock(const QJsonValue& v, TimeControl* tc)
{
    constexpr int Day = 24 * 3600 * 1000;
    const QJsonArray a = v.toArray();
    if (a.size() != 3)
        return false;
    *tc = TimeControl{a[0].toInt(-1), a[1].toInt(-1), a[2].toInt(-1)};
    return tc->baseMs >= 0 && tc->baseMs <= Day && tc->incrementMs >= 0 && tc->incrementMs <= Day
           && tc->byoyomiMs >= 0 && tc->byoyomiMs <= Day;
}

} // namespace

void LevelLog::addLevel(const LevelChange& change)
{
    levels_.append(change);
    tidy(levels_, sameSeat);
}

void LevelLog::addClock(const ClockChange& change)
{
    clocks_.append(change);
    tidy(clocks_, anyClock);
}

void LevelLog::takenBackTo(int ply)
{
    for (LevelChange& c : levels_)
        c.ply = std::min(c.ply, ply);
    for (ClockChange& c : clocks_)
        c.ply = std::min(c.ply, ply);
    tidy(levels_, sameSeat);
    tidy(clocks_, anyClock);
}

QJsonObject LevelLog::toJson() const
{
    QJsonArray levels, clocks;
    for (const LevelChange& c : levels_)
        levels.append(QJsonArray{c.ply, c.seat, c.from, c.to});
    for (const ClockChange& c : clocks_)
        clocks.append(QJsonArray{c.ply, clockJson(c.from), clockJson(c.to)});
    return {{QStringLiteral("levels"), levels}, {QStringLiteral("clocks"), clocks}};
}

bool LevelLog::readJson(const QJsonObject& o, int plies, QString* error)
{
    LevelLog log;
    int last = 0; // in the order they were made
    for (const QJsonValue& v : o.value(QStringLiteral("levels")).toArray()) {
        const QJsonArray a = v.toArray();
        const LevelChange c{a.size() == 4 ? a[0].toInt(-1) : -1, a[1].toInt(-1), a[2].toInt(-1), a[3].toInt(-1)};
        const auto level = [](int l) { return l >= ai::MinLevel && l <= ai::MaxLevel; };
        if (c.ply < last || c.ply > plies || (c.seat != 0 && c.seat != 1) || !level(c.from) || !level(c.to)) {
            if (error)
                *error = QStringLiteral("a change of the computer's level is not one");
            return false;
        }
        last = c.ply;
        log.levels_.append(c);
    }
    last = 0;
    for (const QJsonValue& v : o.value(QStringLiteral("clocks")).toArray()) {
        const QJsonArray a = v.toArray();
        ClockChange c{a.size() == 3 ? a[0].toInt(-1) : -1, {}, {}};
        if (c.ply < last || c.ply > plies || !readClock(a[1], &c.from) || !readClock(a[2], &c.to)) {
            if (error)
                *error = QStringLiteral("a change of the clock is not one");
            return false;
        }
        last = c.ply;
        log.clocks_.append(c);
    }
    *this = log;
    return true;
}

QString LevelLog::levelTag(int seat, int levelNow) const
{
    QString tag;
    for (const LevelChange& c : levels_) {
        if (c.seat != seat)
            continue;
        if (tag.isEmpty())
            tag = QString::number(c.from);
        tag += QStringLiteral("; %1 from ply %2").arg(c.to).arg(c.ply);
    }
    return tag.isEmpty() ? QString::number(levelNow) : tag;
}

QString LevelLog::clockText(const TimeControl& tc)
{
    if (!tc.enabled())
        return QStringLiteral("-");
    QString text = QStringLiteral("%1+%2").arg(tc.baseMs / 1000).arg(tc.incrementMs / 1000);
    if (tc.byoyomiMs > 0)
        text += QStringLiteral("/%1").arg(tc.byoyomiMs / 1000);
    return text;
}

QString LevelLog::clockTag(const TimeControl& now) const
{
    if (clocks_.isEmpty())
        return clockText(now);
    QString tag = clockText(clocks_.front().from);
    for (const ClockChange& c : clocks_)
        tag += QStringLiteral("; %1 from ply %2").arg(clockText(c.to)).arg(c.ply);
    return tag;
}

} // namespace qiyuan::match
