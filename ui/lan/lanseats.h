// The seat kept on disk for a restart (net/lanseats.h), and a role-game
// player's seat kept the same way.
#pragma once

#include "net/lanseats.h"

class QObject;

namespace qiyuan::net {
class WerewolfClient;
}

namespace qiyuan::ui {

using net::LanSeatMemo;

namespace LanSeats {
using net::LanSeats::forget;
using net::LanSeats::games;
using net::LanSeats::recall;
using net::LanSeats::recallAt;
using net::LanSeats::remember;
// A role-game player's seat (`game`: the page's key) kept while the client is
// seated and the game runs: remembered when seated (at once if it already
// is), forgotten when the game is over or the moderator gave the seat away
// (bad-token). `context` ends the watch. A board table's LanLink does the same.
void keepRoleSeat(net::WerewolfClient* client, const QString& game, QObject* context);
} // namespace LanSeats

} // namespace qiyuan::ui
