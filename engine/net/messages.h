// The LAN protocol's messages as data (docs/PROTOCOL.md): which messages each
// side knows and which fields they must carry. Pure functions on decoded
// maps, no sockets: the host and client sessions call them on every message
// they receive, and the lan_frame fuzz target calls them on whatever the frame
// decoder lets through.
#pragma once

#include "match/referee.h"

#include <QCborMap>
#include <QString>

namespace qiyuan::net {

// Who receives the message: a board game's host (hello, join, intents), a role
// game's host (hello, join, night actions, votes) or a client (welcome,
// seated, broadcasts, errors).
enum class Receiver { Host, RoleHost, Client };

// "" when `m` is a message the receiver knows, with every field it reads of
// the right type and range; else err::UnknownMessage (a "t" this side does not
// know) or err::BadMessage (a field missing or wrong), with a readable *text
// naming the message and the field. Unknown extra keys are allowed (newer peers).
QString validateMessage(const QCborMap& m, Receiver receiver, QString* text = nullptr);

// Text from a peer quoted in a message for people (match/referee.h).
using match::shownText;

// What a client does with a validated message from the host to its copy of
// the game's state (ClientSession::state(): the "state" map of docs/PROTOCOL.md):
// "seated"/"watching" replace it, "moved"/"undone"/"result"/"paused"/offers
// and requests update it. Messages that change no state leave it as it is.
void applyToClientState(QCborMap* state, const QCborMap& m);

} // namespace qiyuan::net
