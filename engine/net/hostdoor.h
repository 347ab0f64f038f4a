// The door of every host (HostSession, WerewolfHost): the peers at it from the
// arrival of a connection to its close. It checks every message a peer sends
// (validateMessage), answers the hello, lets a "join" in through the room code,
// its lock-out (RoomGate) and the seat tokens it keeps, closes the stale
// connection of a seat whose token comes back, and hands the host only what is
// the host's own: its seats, the messages of greeted peers and the closes.
// docs/PROTOCOL.md: "Handshake", "Room code and lock-out", "Rejoining".
#pragma once

#include "discovery.h"
#include "messages.h"
#include "roomgate.h"

#include <QCborMap>
#include <QList>
#include <QMap>
#include <QObject>

namespace qiyuan::net {

class Connection;

// A peer without a seat: not joined yet, watching, or waiting in a role game's
// lobby. The board game's watchers see what match::Spectator sees: the same value.
inline constexpr int NoSeat = -1;

class HostDoor : public QObject {
    Q_OBJECT
public:
    // One connection at the door. A child of its connection: deleted with it,
    // so never while the connection's own signal is still running (Connection::dispose).
    struct Peer : QObject {
        explicit Peer(Connection* c);
        Connection* conn = nullptr;
        bool greeted = false;   // a valid hello was received
        bool joined = false;    // past "join": seated, watching or waiting for a seat
        bool spectator = false; // joined to watch ("spectate")
        int seat = NoSeat;      // the seat it plays, once the host gives it one
        QString name;           // as it joined (the host may keep another)
    };

    // What is the host's own at its door; the door calls it, in these cases only.
    class Host {
    public:
        virtual ~Host() = default;
        // The table as the answer to a good hello describes it (as the announcement does).
        virtual TableInfo tableInfo() const = 0;
        // A token of the host's own that is no seat's token (the role game's
        // personal tokens from the reveal): the seat it grants, which then takes
        // it as its token; NoSeat: none (counted as a wrong code).
        virtual int grantedSeat(const QString& token) { Q_UNUSED(token); return NoSeat; }
        // A "join" with the right room code.
        virtual void join(Peer* p, const QCborMap& m) = 0;
        // A watcher joined (p->joined and p->spectator are set): send it what it watches.
        virtual void watch(Peer* p, const QCborMap& m) = 0;
        // A seat's token came back (a stale connection of the seat is already closed).
        virtual void rejoin(Peer* p, int seat, const QCborMap& m) = 0;
        // Any other valid message of a greeted peer (not hello, join or bye).
        virtual void received(Peer* p, const QString& type, const QCborMap& m) = 0;
        // The connection closed; p is removed from peers() and goes with it.
        virtual void closed(Peer* p, const QString& reason) = 0;
    };

    // receiver: which messages the host knows (messages.h).
    HostDoor(Host* host, Receiver receiver, const QString& roomCode, const Timing& timing, QObject* parent);
    ~HostDoor() override;

    RoomGate* gate() const { return gate_; } // listening, the hello, the room code and its lock-out
    const QList<Peer*>& peers() const { return peers_; }
    Peer* seated(int seat) const; // the peer playing `seat` (NoSeat: none)
    // Sends an "error" (RoomGate::refuse); drop: the connection closes after it.
    void refuse(Peer* p, const QString& code, const QString& text, bool drop);
    void closeAll(const QString& reason); // every connection, as the host stops

    // The seat tokens (docs/PROTOCOL.md "Rejoining"): a seat with a token is
    // its player's, connected or not; a seat without one is free.
    QString token(int seat) const { return tokens_.value(seat); }
    bool hasToken(int seat) const { return tokens_.contains(seat); }
    QList<int> tokenSeats() const { return tokens_.keys(); }
    QString newToken(int seat); // a fresh token for the seat: an earlier one is void
    void voidToken(int seat);   // the seat is free: its token lets nobody in any more
    // "seated": the seat, its token and the state its player sees.
    QCborMap seatedMessage(int seat, const QCborMap& state) const;

private:
    void accept(Connection* c);
    void onMessage(Peer* p, const QCborMap& m);
    void onClosed(Peer* p, const QString& reason);
    void handleJoin(Peer* p, const QCborMap& m);

    Host* host_;
    Receiver receiver_;
    RoomGate* gate_;
    QList<Peer*> peers_;
    QMap<int, QString> tokens_; // seat → token
};

} // namespace qiyuan::net
