// The seat we hold at another computer's LAN table, kept on disk from the
// moment we sit down until the game ends or we stand up for good: after the
// app is closed or has crashed, the next start (or joining that table again)
// takes the seat back with its token, as the same side at the same ply
// (docs/PLAY.md, "Leaving and coming back"). One seat per game: a game has
// one table in this app. Board games and role games alike.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace qiyuan::net {

struct LanSeatMemo {
    QString game;     // the game key of the table ("xiangqi", "banqi", "werewolf-xiangqi", ...)
    QString address;  // the host as we reached it (what connectToHost was given)
    quint16 port = 0;
    QString token;    // the host's seat token (docs/PROTOCOL.md, "Handshake")
    QString name;     // our name at the table
    QString code;     // the room code we sat down with
    QString hostName; // the host's player (or moderator) name, for the messages
    QDateTime since;  // when we sat down (or last took the seat back)
};

namespace LanSeats {
// Written through at once (QSettings::sync): a crash right after keeps it.
void remember(const LanSeatMemo& memo);
std::optional<LanSeatMemo> recall(const QString& game);
// The seat given up for good: the game ended, or we left it on purpose.
void forget(const QString& game);
// The games with a seat to take back.
QStringList games();
// The kept seat of `game` at address:port, if that is where we sat.
std::optional<LanSeatMemo> recallAt(const QString& game, const QString& address, quint16 port);
} // namespace LanSeats

} // namespace qiyuan::net
