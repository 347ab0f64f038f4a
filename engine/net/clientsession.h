// A player (or spectator) at a table on another machine: it connects, says
// hello, joins with the room code (or rejoins with its seat token), sends
// intents and keeps a copy of the state the host broadcasts. It never decides
// a rule: the host's answers ("moved", "error") do.
#pragma once

#include "protocol.h"

#include <QCborArray>
#include <QCborMap>
#include <QObject>

class QTimer;

namespace qiyuan::net {

class HostLink;

class ClientSession : public QObject {
    Q_OBJECT
public:
    explicit ClientSession(const Timing& timing = {}, QObject* parent = nullptr);
    ~ClientSession() override;

    // Connects and joins. With a token (from an earlier "seated") it rejoins that seat.
    void connectToHost(const QString& host, quint16 port, const QString& playerName, const QString& roomCode,
                       const QString& token = {}, bool spectate = false);
    // The next connectToHost() without a token stops after the host's welcome:
    // welcomed() shows the table, and nothing is asked of the host (no seat is
    // taken) until sitDown(); leave() then goes without a trace.
    void askBeforeJoining() { askFirst_ = true; }
    bool waitsToSitDown() const { return waiting_; }
    void sitDown();
    // Connects again to the same host with the seat token (after a drop).
    void rejoin();
    void leave();

    void sendMove(const QString& action);
    void resign();
    void offerDraw();
    void answerDraw(bool accept);
    void requestUndo();
    void answerUndo(bool accept);
    void chat(const QString& text);
    // Any message, as is: for tests of the host's checks.
    void sendRaw(const QCborMap& message);

    bool isConnected() const;
    bool isJoined() const;
    int seat() const { return seat_; }   // 0 red, 1 black, -1 spectator
    QString token() const;
    // The host as connectToHost() was given it, and our name there.
    QString hostAddress() const;
    quint16 hostPort() const;
    QString playerName() const;
    QCborMap welcome() const { return welcome_; }
    // The last full state, kept up to date with every broadcast.
    QCborMap state() const { return state_; }
    QCborArray moves() const { return state_.value(QStringLiteral("moves")).toArray(); }
    QStringList actions() const;
    int ply() const { return int(state_.value(QStringLiteral("ply")).toInteger()); }
    int toMove() const { return int(state_.value(QStringLiteral("toMove")).toInteger()); }
    QCborMap result() const { return state_.value(QStringLiteral("result")).toMap(); }
    QCborMap clock() const { return state_.value(QStringLiteral("clock")).toMap(); }
    bool paused() const { return state_.value(QStringLiteral("paused")).toBool(); }
    bool gameStarted() const { return state_.value(QStringLiteral("started")).toBool(); }

signals:
    void welcomed(const QCborMap& welcome);
    // The host's answer to our hello is not a table's welcome (or no answer
    // came while it kept the connection alive): the connection is dropped,
    // disconnected() follows. `why` in English, for a log.
    void unreadableHost(const QString& why);
    void joined(int seat); // seated or watching: state() is complete
    void started();        // a headless table's second seat was taken: the game (and its clock) runs
    void moved(int ply, const QCborMap& record);
    void undone(int ply);
    void gameOver(const QCborMap& result);
    void errorReceived(const QString& code, const QString& text);
    void peerChanged(int seat, bool connected);
    void pausedChanged(bool paused);
    void drawOffered(int seat);
    void drawDeclined(int seat);
    void undoRequested(int seat);
    void undoDeclined(int seat);
    void chatReceived(int seat, const QString& name, const QString& text);
    void disconnected(const QString& reason);

private:
    void onMessage(const QCborMap& m);
    void send(const QCborMap& m);

    void refuseHost(const QString& why);

    HostLink* link_; // the connection and the handshake
    QTimer* welcomeWait_; // a host that pings but never welcomes us is left
    bool askFirst_ = false;
    bool hold_ = false;    // this connection waits for sitDown() after the welcome
    bool greeted_ = false; // this connection was welcomed
    bool waiting_ = false; // welcomed, not joined: waiting for sitDown()
    int seat_ = -1;
    QCborMap welcome_;
    QCborMap state_;
};

} // namespace qiyuan::net
