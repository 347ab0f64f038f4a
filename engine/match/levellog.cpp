#include "levellog.h"

#include "ai/ai.h"

#include <QJsonObject>
#include <QRegularExpression>

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

// One side's time control in a snapshot; "periods" and "moveMs" only when used.
QJsonObject sideTimeJson(const SideTime& t)
{
    QJsonObject c{{QStringLiteral("baseMs"), t.baseMs},
                  {QStringLiteral("incrementMs"), t.incrementMs},
                  {QStringLiteral("byoyomiMs"), t.byoyomiMs}};
    if (t.byoyomiMs > 0 && t.periods != 1)
        c.insert(QStringLiteral("periods"), t.periods);
    if (t.moveMs > 0)
        c.insert(QStringLiteral("moveMs"), t.moveMs);
    return c;
}

std::optional<SideTime> readSideTime(const QJsonObject& c)
{
    constexpr int Day = 24 * 3600 * 1000;
    SideTime t;
    t.baseMs = c.value(QStringLiteral("baseMs")).toInt(-1);
    t.incrementMs = c.value(QStringLiteral("incrementMs")).toInt(-1);
    t.byoyomiMs = c.value(QStringLiteral("byoyomiMs")).toInt(-1);
    t.periods = c.value(QStringLiteral("periods")).toInt(1);
    t.moveMs = c.value(QStringLiteral("moveMs")).toInt(0);
    for (int v : {t.baseMs, t.incrementMs, t.byoyomiMs, t.moveMs})
        if (v < 0 || v > Day)
            return std::nullopt;
    if (t.periods < 1 || t.periods > 99)
        return std::nullopt;
    return t;
}

bool sameSeat(const LevelChange& a, const LevelChange& b) { return a.seat == b.seat; }
bool anyClock(const ClockChange&, const ClockChange&) { return true; }

// [base, increment, byoyomi] ms as before; the other kinds as a snapshot's object.
QJsonValue clockJson(const TimeControl& tc)
{
    if (tc.odds() || tc.periods != 1 || tc.moveMs > 0)
        return timeControlJson(tc);
    return QJsonArray{tc.baseMs, tc.incrementMs, tc.byoyomiMs};
}

bool readClock(const QJsonValue& v, TimeControl* tc)
{
    constexpr int Day = 24 * 3600 * 1000;
    if (v.isObject()) {
        const auto read = readTimeControlJson(v.toObject());
        if (read)
            *tc = *read;
        return read.has_value();
    }
    const QJsonArray a = v.toArray();
    if (a.size() != 3)
        return false;
    *tc = TimeControl{a[0].toInt(-1), a[1].toInt(-1), a[2].toInt(-1)};
    return tc->baseMs >= 0 && tc->baseMs <= Day && tc->incrementMs >= 0 && tc->incrementMs <= Day
           && tc->byoyomiMs >= 0 && tc->byoyomiMs <= Day;
}

} // namespace

QJsonObject timeControlJson(const TimeControl& tc)
{
    QJsonObject c = sideTimeJson(tc);
    if (tc.odds())
        c.insert(QStringLiteral("black"), sideTimeJson(tc.side(1)));
    return c;
}

std::optional<TimeControl> readTimeControlJson(const QJsonObject& c)
{
    // Time odds: black's own control beside red's.
    const bool odds = c.contains(QStringLiteral("black"));
    const std::optional<SideTime> red = readSideTime(c);
    const std::optional<SideTime> black = odds ? readSideTime(c.value(QStringLiteral("black")).toObject()) : red;
    if (!red || !black)
        return std::nullopt;
    TimeControl tc(*red);
    if (odds)
        tc.black = black;
    return tc;
}

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
    return QString::fromStdString(timeControlText(tc));
}

std::optional<TimeControl> LevelLog::readClockTag(const QString& tag, int plies, LevelLog* log)
{
    const QStringList parts = tag.trimmed().split(QStringLiteral("; "));
    auto now = parseTimeControl(parts.front().toStdString());
    LevelLog read;
    static const QRegularExpression change(QStringLiteral(R"(^(\S+) from ply (\d+)$)"));
    for (qsizetype i = 1; now && i < parts.size(); ++i) {
        const QRegularExpressionMatch m = change.match(parts[i]);
        const auto to = m.hasMatch() ? parseTimeControl(m.captured(1).toStdString()) : std::nullopt;
        const int ply = m.captured(2).toInt();
        if (!to || ply > plies || (!read.clocks_.isEmpty() && ply < read.clocks_.back().ply))
            return std::nullopt;
        read.clocks_.append(ClockChange{ply, *now, *to});
        now = to;
    }
    if (now && log)
        *log = read;
    return now;
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
