// What the computer's level and the game's clock were as a game went on: the
// changes a player made during the game (Match::changeLevel, changeClock),
// each with the ply it came at, so that a game's record says what played
// (tags like [BlackLevel "3; 5 from ply 24"]) and a snapshot keeps them.
#pragma once

#include "core/clock.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace qiyuan::match {

struct LevelChange {
    int ply = 0;  // plies played when it changed
    int seat = 0;
    int from = 0; // the level before, then after (ai::MinLevel..MaxLevel)
    int to = 0;
    bool operator==(const LevelChange&) const = default;
};

// A time control in a snapshot: {baseMs, incrementMs, byoyomiMs}, with
// "periods" and "moveMs" when used and "black" (the same keys) for time odds.
QJsonObject timeControlJson(const TimeControl& tc);
// nullopt when the object is no time control (a value out of range).
std::optional<TimeControl> readTimeControlJson(const QJsonObject& c);

struct ClockChange {
    int ply = 0;
    TimeControl from, to; // a disabled one: no clock
    bool operator==(const ClockChange&) const = default;
};

class LevelLog {
public:
    void clear()
    {
        levels_.clear();
        clocks_.clear();
    }
    bool empty() const { return levels_.isEmpty() && clocks_.isEmpty(); }
    // Two changes at one ply make one; a change back to where it was, none.
    void addLevel(const LevelChange& change);
    void addClock(const ClockChange& change);
    // A take-back to `ply`: the changes made later hold from there on.
    void takenBackTo(int ply);
    const QList<LevelChange>& levels() const { return levels_; }
    const QList<ClockChange>& clocks() const { return clocks_; }

    // A snapshot's "changes": {"levels": [[ply, seat, from, to], ...],
    // "clocks": [[ply, [base, increment, byoyomi], [...]], ...]} (ms).
    QJsonObject toJson() const;
    // False with *error when it is no log of a game of `plies` plies.
    bool readJson(const QJsonObject& o, int plies, QString* error);

    // The seat's level as the game went: "3" (its level now, unchanged), or
    // "3; 5 from ply 24"; `levelNow` when there was no change.
    QString levelTag(int seat, int levelNow) const;
    // The clock the same way, "600+5; 300+0 from ply 30" (each control as
    // timeControlText writes it, e.g. "600+0/byo:3x30", "move:30",
    // "red=300+5,black=180+5"); "-" for no clock.
    QString clockTag(const TimeControl& now) const;
    static QString clockText(const TimeControl& tc);
    // A record's clockTag read back: the control the game ended on, the
    // changes (none when it never changed) in *log. nullopt when the tag is
    // not one or its plies are not in order within `plies`.
    static std::optional<TimeControl> readClockTag(const QString& tag, int plies, LevelLog* log);

private:
    QList<LevelChange> levels_;
    QList<ClockChange> clocks_;
};

} // namespace qiyuan::match
