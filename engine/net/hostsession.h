// The host of a LAN table: it listens, seats one remote player with the room
// code, runs the game (a Referee) and the clock, validates every intent of
// either seat and broadcasts the results. The host's own player acts through
// the same checks as a remote one. docs/PROTOCOL.md describes the messages.
#pragma once

#include "core/clock.h"
#include "protocol.h"
#include "match/referee.h"
#include "roomgate.h"

#include <QCborMap>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <memory>

namespace qiyuan::net {

class Connection;

struct TableSettings {
    QString hostName;           // shown to the joiners and in announcements
    QString game = QStringLiteral("xiangqi"); // "xiangqi", "banqi" or "jifen"
    QString variant;            // the rule set's key; empty: the game's default
    QString startFen;           // xiangqi and jifen; empty: the standard start
    TimeControl timeControl;    // xiangqi and jifen; none: untimed
    int turnSeconds = -1;       // banqi's turn clock (BQ-9): < 0 the rule set's, 0 off
    int hostSeat = 0;           // the host player's seat: 0 red / 1 black (banqi: the first chair / the second)
    QString roomCode;           // empty: a random 6-digit code
    std::optional<quint64> seed; // banqi: the deal's seed; none: random (tests fix it)
};

class HostSession : public QObject {
    Q_OBJECT
public:
    explicit HostSession(const TableSettings& settings, const Timing& timing = {}, QObject* parent = nullptr);
    // A table judged by the given referee (settings' game, variant, FEN and seed
    // are then ignored): for tests and benchmarks.
    HostSession(const TableSettings& settings, std::unique_ptr<match::Referee> referee, const Timing& timing = {},
                QObject* parent = nullptr);
    ~HostSession() override;

    // False with *error when the settings are bad (a FEN) or the port cannot be bound.
    bool listen(const QHostAddress& address = QHostAddress::Any, quint16 port = 0, QString* error = nullptr);
    quint16 port() const { return gate_->port(); }
    QString roomCode() const { return gate_->roomCode(); }
    const TableSettings& settings() const { return settings_; }
    int hostSeat() const { return settings_.hostSeat; }
    int remoteSeat() const { return 1 - settings_.hostSeat; }

    const match::Referee& referee() const { return *referee_; }
    const match::XiangqiReferee* xiangqi() const { return dynamic_cast<const match::XiangqiReferee*>(referee_.get()); }
    const match::BanqiReferee* banqi() const { return dynamic_cast<const match::BanqiReferee*>(referee_.get()); }
    const match::JifenReferee* jifen() const { return dynamic_cast<const match::JifenReferee*>(referee_.get()); }
    bool started() const { return started_; }
    bool paused() const { return paused_; }
    bool remoteConnected() const { return remote_ != nullptr; }
    QString remoteName() const { return remoteName_; }
    int spectatorCount() const;
    int freeSeats() const; // 0 or 1: the remote seat is free (not taken, not kept for a rejoin)
    int remainingMs(int seat); // the clock (brought up to date)
    int drawOfferBy() const { return drawOffer_; }
    int undoRequestBy() const { return undoRequest_; }
    // The full state as a seat sees it (as sent in "seated"/"state").
    QCborMap stateFor(int seat);

    // The host player's own intents. Return "" when accepted, else an error
    // code of protocol.h with a readable *text.
    QString play(const QString& action, QString* text = nullptr);
    QString resign(QString* text = nullptr);
    QString offerDraw(QString* text = nullptr);
    QString answerDraw(bool accept, QString* text = nullptr);
    QString requestUndo(QString* text = nullptr);
    QString answerUndo(bool accept, QString* text = nullptr);
    void chat(const QString& text);

signals:
    void remoteSeated(const QString& name, bool rejoined);
    void remoteDropped();    // waiting for reconnection: the clock pauses
    void remoteSeatOpened(); // the rejoin window passed: anyone with the code may sit
    void moved(int ply, const QCborMap& record);
    void undone(int ply);
    void gameOver(const QCborMap& result);
    void drawOffered(int seat);
    void drawDeclined(int seat);
    void undoRequested(int seat);
    void undoDeclined(int seat);
    void chatReceived(int seat, const QString& name, const QString& text);
    void pausedChanged(bool paused);
    // A peer broke the protocol or was refused: for the host's log and tests.
    void peerRefused(const QString& address, const QString& code);

private:
    struct Peer;
    void accept(Connection* c);
    void onMessage(Peer* p, const QCborMap& m);
    void onClosed(Peer* p);
    void handleHello(Peer* p, const QCborMap& m);
    void handleJoin(Peer* p, const QCborMap& m);
    void refuse(Peer* p, const QString& code, const QString& text, bool drop);
    void seatRemote(Peer* p, const QString& name, bool rejoined);
    void setUp();
    // Broadcasts an action (a move, or banqi's timeout) and ends the game if it is over.
    void announceMove(int seat, const QCborMap& record);
    // What "moved" and "undone" say after the ply: the side to move, the clock, the progress.
    void insertTurn(QCborMap* m);
    // The intents of a seat; "" when done, else an error code and *text.
    QString doPlay(int seat, const QString& action, int claimedPly, QString* text);
    QString doResign(int seat, QString* text);
    QString doOfferDraw(int seat, QString* text);
    QString doAnswerDraw(int seat, bool accept, QString* text);
    QString doRequestUndo(int seat, QString* text);
    QString doAnswerUndo(int seat, bool accept, QString* text);
    // A chat line from `seat` (Spectator: a watcher, named as it joined).
    void doChat(int seat, const QString& name, const QString& text);
    QString checkCanAct(int seat, QString* text) const;
    // Answering the other seat's pending request (*pending: drawOffer_ or
    // undoRequest_): "" with *by its seat, the request cleared; else an error
    // code (none: the text when there is no such request).
    QString takeRequest(int seat, int* pending, const QString& none, int* by, QString* text);
    void broadcastSeat(const QString& type, int seat); // a message whose only field is "seat"
    void broadcast(const QCborMap& m);
    void finishIfOver();
    void accountTime();
    void setPaused(bool paused);
    QCborMap clockMap();
    QString seatName(int seat) const;

    TableSettings settings_;
    Timing timing_;
    std::unique_ptr<match::Referee> referee_;
    QString setupError_;
    RoomGate* gate_;            // listening, the hello, the room code and its lock-out
    QList<Peer*> peers_;
    Peer* remote_ = nullptr;    // the remote player's live connection
    QString remoteName_;        // kept while the seat waits for a rejoin
    QString token_;             // the remote seat's token, empty when the seat is free
    QTimer rejoinTimer_;
    bool started_ = false;
    bool paused_ = false;
    bool overAnnounced_ = false;
    int drawOffer_ = -1;
    int undoRequest_ = -1;
    GameClock clock_;
    QElapsedTimer sinceTick_;
    QTimer tick_;
};

} // namespace qiyuan::net
