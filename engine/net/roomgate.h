// The door of a hosted room, the same for every host (HostSession, WerewolfHost):
// it listens and wraps each arriving socket in a Connection, checks the hello,
// keeps the room code with the lock-out after wrong codes or seat tokens, and
// refuses peers (docs/PROTOCOL.md: "Handshake", "Room code and lock-out").
// What a join leads to (a seat, the lobby, a spectator's chair) is the host's own.
#pragma once

#include "protocol.h"

#include <QCborMap>
#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>

class QTcpServer;

namespace qiyuan::net {

class Connection;

class RoomGate : public QObject {
    Q_OBJECT
public:
    // roomCode empty: a random 6-digit code.
    RoomGate(const QString& roomCode, const Timing& timing, QObject* parent = nullptr);

    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const;
    bool isListening() const;
    void close(); // no new connections; the open ones are the host's to close
    QString roomCode() const { return roomCode_; }
    const Timing& timing() const { return timing_; }
    // A connection that came through another door (a phone's WebSocket,
    // webgate.h): from here on treated exactly as one of the gate's own
    // (arrived, the hello, the code and its lock-out); the gate owns it.
    void admit(Connection* c);

    // Sends an "error"; drop: the connection closes after it. Reported by peerRefused.
    void refuse(Connection* c, const QString& code, const QString& text, bool drop);

    // The first message on a connection: true for a hello of this protocol
    // version, else the peer is refused (handshake, version) and dropped.
    bool checkHello(Connection* c, const QCborMap& m);

    // How a "join" comes in, once the lock-out and the room code are checked.
    enum class Entry {
        Refused,   // locked out, or a wrong room code (counted): the peer has its error
        Spectator, // "spectate": no code needed
        Token,     // a seat token, for the host to check (then wrongToken or tokenAccepted)
        RoomCode,  // the right room code: the address's count of wrong attempts starts afresh
    };
    Entry enter(Connection* c, const QCborMap& join);
    // A token the host does not know counts like a wrong room code.
    void wrongToken(Connection* c);
    // A token the host accepts: the address's count starts afresh.
    void tokenAccepted(Connection* c);

signals:
    // A new connection, not greeted yet: the host takes it from here (the
    // gate deletes it once closed).
    void arrived(Connection* c);
    // A peer was sent an "error" (code, and the text it was sent), from
    // refuse() or a broken stream: for the host's log and tests.
    void peerRefused(const QString& address, const QString& code, const QString& text);

private:
    void acceptPending();
    void wrongAttempt(Connection* c, const char* code, const QString& text);

    Timing timing_;
    QString roomCode_;
    QTcpServer* server_;
    struct Failures { int count = 0; qint64 lockedUntil = 0; };
    QHash<QString, Failures> failures_; // by the peer's address
    QElapsedTimer monotonic_;
};

// The host's "welcome" (hostSeat -1: the host plays no seat).
// options: banqi's rule options changed from the variant (sent only when some are);
// clock: a board game's clock, its kind (sent only when given).
QCborMap welcomeMessage(const QString& hostName, const QString& game, const QString& variant, int hostSeat,
                        int freeSeats, const QString& options = {}, const QCborMap& clock = {});
// A new seat token: 32 random hex digits.
QString newSeatToken();

} // namespace qiyuan::net
