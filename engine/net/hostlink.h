// A client's link to a host, the same for every client (ClientSession,
// WerewolfClient): it connects, says hello, answers the welcome with a join
// (the room code, the seat token to rejoin, or as a spectator), keeps the token
// of the seat it is given and knows how far the join went (docs/PROTOCOL.md,
// "Handshake"). What the host's messages mean is the client's own: it reads
// them from messageReceived and tells the link the handshake's steps.
#pragma once

#include "protocol.h"

#include <QCborMap>
#include <QObject>
#include <QPointer>

namespace qiyuan::net {

class Connection;

class HostLink : public QObject {
    Q_OBJECT
public:
    explicit HostLink(const Timing& timing, QObject* parent = nullptr);
    ~HostLink() override;

    // Connects (dropping any earlier connection silently) and says hello;
    // the join goes out at join(). With a token it rejoins that seat.
    void connectToHost(const QString& host, quint16 port, const QString& playerName, const QString& roomCode,
                       const QString& token, bool spectate);
    // The same host again with the seat token (after a drop); nothing without one.
    void rejoin();
    void leave();                        // "bye", then the connection closes
    void abort(const QString& reason);   // drops the connection without a goodbye
    void send(const QCborMap& m);

    // The handshake's steps, as the client meets them in the host's messages.
    void join();                         // after "welcome": sends "join"
    void waitInLobby();                  // "lobby": the moderator assigns the seat
    void takeSeat(const QCborMap& m);    // "seated" or "watching": joined; a seat's token is kept

    bool isConnected() const;
    bool isJoined() const { return joined_; }
    bool isWaiting() const { return waiting_; }
    QString token() const { return token_; }
    // Where and as whom connectToHost() went: kept so that a seat can be
    // taken back after a restart (the token alone names no table).
    QString hostAddress() const { return host_; }
    quint16 hostPort() const { return port_; }
    QString playerName() const { return name_; }

signals:
    void messageReceived(const QCborMap& m);
    void disconnected(const QString& reason);

private:
    Timing timing_;
    QPointer<Connection> conn_;
    QString host_;
    quint16 port_ = 0;
    QString name_, code_, token_;
    bool spectate_ = false;
    bool joined_ = false;
    bool waiting_ = false;
};

} // namespace qiyuan::net
