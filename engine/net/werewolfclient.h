// A player of a role game (版杀) on another machine: it joins the moderator's
// WerewolfHost with the room code (or rejoins with its seat token), submits its
// night action and its vote, and keeps what it was sent: its own role, the
// public state, the dawn announcements and its own private messages. It never
// judges anything: the host's answers do. docs/PROTOCOL.md, "Role games".
#pragma once

#include "protocol.h"

#include <QCborArray>
#include <QCborMap>
#include <QList>
#include <QObject>

namespace qiyuan::net {

class HostLink;

class WerewolfClient : public QObject {
    Q_OBJECT
public:
    explicit WerewolfClient(const Timing& timing = {}, QObject* parent = nullptr);
    ~WerewolfClient() override;

    // Connects and joins by name with the room code; with a token it rejoins its seat.
    void connectToHost(const QString& host, quint16 port, const QString& playerName, const QString& roomCode,
                       const QString& token = {}, bool spectate = false);
    void rejoin();      // the same host again with the seat token
    void leave();
    void dropConnection(); // aborts the socket without a goodbye (tests: a dropped player)

    // target/screen 0: none. verb as werewolf::verbKey ("kill", "rest", ...).
    void submitAction(const QString& verb, int target, int screen = 0);
    void withdrawAction(const QString& verb = {});
    void vote(int target); // 0 abstains
    void sendRaw(const QCborMap& message);

    bool isConnected() const;
    bool isJoined() const;
    bool isWaiting() const;  // in the lobby: the moderator assigns the seat
    int seat() const { return seat_; }           // 0 until seated
    QString token() const;
    // The host as connectToHost() was given it, and our name there.
    QString hostAddress() const;
    quint16 hostPort() const;
    QString playerName() const;
    QCborMap welcome() const { return welcome_; }
    // Everything the host sent, assembled: see docs/PROTOCOL.md ("the player's state").
    QCborMap state() const { return state_; }
    QCborMap you() const { return state_.value(QStringLiteral("you")).toMap(); }
    QCborArray players() const { return state_.value(QStringLiteral("players")).toArray(); }
    QCborArray phases() const { return state_.value(QStringLiteral("phases")).toArray(); }
    QCborArray privateMessages() const { return state_.value(QStringLiteral("messages")).toArray(); }
    QCborMap night() const { return state_.value(QStringLiteral("night")).toMap(); }
    QCborMap form() const { return night().value(QStringLiteral("form")).toMap(); }
    QCborArray submittedActions() const { return night().value(QStringLiteral("submitted")).toArray(); }
    QCborMap day() const { return state_.value(QStringLiteral("day")).toMap(); }
    // The last "timer" the host sent ({kind: day/night/off, seat, next, remaining, total, running});
    // the seconds count down here from when it came (timerReceivedMs: QDateTime's msecs since the epoch).
    QCborMap timer() const { return timer_; }
    qint64 timerReceivedMs() const { return timerReceivedMs_; }
    // Every message received, in order (pings aside): for tests and the log.
    const QList<QCborMap>& received() const { return received_; }
    QString lastErrorCode() const { return lastErrorCode_; }

signals:
    void welcomed(const QCborMap& welcome);
    void waitingForSeat();
    void joined(int seat);
    void stateChanged();
    void nightOpened(int number, bool acting);
    void actionAccepted();
    void phaseReceived(const QCborMap& phase);
    void privateReceived(const QCborMap& message);
    void dayOpened(int number);
    void voteRecorded(int target);
    void timerChanged();
    void errorReceived(const QString& code, const QString& text);
    void disconnected(const QString& reason);

private:
    void onMessage(const QCborMap& m);
    void send(const QCborMap& m);
    void setIn(const QString& part, const QString& field, const QCborValue& value);

    HostLink* link_; // the connection and the handshake
    int seat_ = 0;
    QCborMap welcome_;
    QCborMap state_;
    QList<QCborMap> received_;
    QCborMap timer_;
    qint64 timerReceivedMs_ = 0;
    QString lastErrorCode_;
};

} // namespace qiyuan::net
