#include "hostdoor.h"

#include "connection.h"

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
} // namespace

HostDoor::Peer::Peer(Connection* c) : QObject(c), conn(c) {}

HostDoor::HostDoor(Host* host, Receiver receiver, const QString& roomCode, const Timing& timing, QObject* parent)
    : QObject(parent), host_(host), receiver_(receiver), gate_(new RoomGate(roomCode, timing, this))
{
    connect(gate_, &RoomGate::arrived, this, &HostDoor::accept);
}

HostDoor::~HostDoor()
{
    for (Peer* p : std::as_const(peers_))
        p->conn->disconnect(this); // the peers go with their connections, the gate's children
}

HostDoor::Peer* HostDoor::seated(int seat) const
{
    for (Peer* p : peers_)
        if (seat != NoSeat && p->seat == seat)
            return p;
    return nullptr;
}

void HostDoor::accept(Connection* c)
{
    auto* p = new Peer(c);
    peers_.append(p);
    connect(c, &Connection::messageReceived, this, [this, p](const QCborMap& m) { onMessage(p, m); });
    connect(c, &Connection::closed, this, [this, p](const QString& reason) { onClosed(p, reason); });
}

void HostDoor::refuse(Peer* p, const QString& code, const QString& text, bool drop)
{
    gate_->refuse(p->conn, code, text, drop);
}

void HostDoor::closeAll(const QString& reason)
{
    const QList<Peer*> peers = peers_;
    for (Peer* p : peers)
        p->conn->close(reason);
}

QString HostDoor::newToken(int seat)
{
    return tokens_[seat] = newSeatToken();
}

void HostDoor::voidToken(int seat)
{
    tokens_.remove(seat);
}

QCborMap HostDoor::seatedMessage(int seat, const QCborMap& state) const
{
    QCborMap s = message(QStringLiteral("seated"));
    s.insert(key("seat"), seat);
    s.insert(key("token"), token(seat));
    s.insert(key("state"), state);
    return s;
}

void HostDoor::onClosed(Peer* p, const QString& reason)
{
    peers_.removeOne(p); // the gate deletes the connection, and p with it
    host_->closed(p, reason);
}

void HostDoor::onMessage(Peer* p, const QCborMap& m)
{
    if (!p->greeted) {
        if (!gate_->checkHello(p->conn, m))
            return;
        p->greeted = true;
        const TableInfo t = host_->tableInfo();
        p->conn->send(welcomeMessage(t.hostName, t.game, t.variant, t.hostSeat, t.freeSeats, t.options, t.clock));
        return;
    }
    // Every field the host reads has its type and range checked here (messages.h).
    QString why;
    const QString invalid = validateMessage(m, receiver_, &why);
    if (!invalid.isEmpty()) {
        refuse(p, invalid, why, false);
        return;
    }
    const QString t = m.value(key("t")).toString();
    if (t == QLatin1String("hello")) {
        refuse(p, key(err::BadMessage), QStringLiteral("already greeted"), false);
        return;
    }
    if (t == QLatin1String("join")) {
        handleJoin(p, m);
        return;
    }
    if (t == QLatin1String("bye")) {
        p->conn->close(QStringLiteral("bye"));
        return;
    }
    host_->received(p, t, m);
}

void HostDoor::handleJoin(Peer* p, const QCborMap& m)
{
    if (p->joined) {
        refuse(p, key(err::BadMessage), QStringLiteral("already joined"), false);
        return;
    }
    switch (gate_->enter(p->conn, m)) {
    case RoomGate::Entry::Refused:
        return;
    case RoomGate::Entry::Spectator:
        p->joined = true;
        p->spectator = true;
        host_->watch(p, m);
        return;
    case RoomGate::Entry::Token: {
        const QString token = m.value(key("token")).toString();
        int seat = tokens_.key(token, NoSeat);
        if (seat == NoSeat && (seat = host_->grantedSeat(token)) != NoSeat)
            tokens_[seat] = token; // an earlier token of the seat is void
        if (seat == NoSeat) {
            gate_->wrongToken(p->conn);
            return;
        }
        gate_->tokenAccepted(p->conn);
        if (Peer* old = seated(seat)) {
            // The player came back before this host noticed its old connection
            // die (a cable pulled, a laptop's Wi-Fi back): the token wins and
            // the stale connection is closed.
            old->joined = false;
            old->seat = NoSeat;
            refuse(old, key(err::SeatTaken), QStringLiteral("the seat rejoined from another connection"), true);
        }
        host_->rejoin(p, seat, m);
        return;
    }
    case RoomGate::Entry::RoomCode:
        host_->join(p, m);
        return;
    }
}

} // namespace qiyuan::net
