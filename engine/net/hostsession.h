// The host of a LAN table: it listens, seats the remote players with the room
// code and holds the game as a match::Match whose seats are the host's own
// player (a PersonSeat; none at a headless host, qiyuan-cli serve) and the
// remote players (PeerSeats). The match judges every action, runs the clock
// and routes offers and take-backs; the host turns what the peers send into
// match calls and what the match signals into broadcasts, and keeps the door
// (hello, join, tokens, rejoin). docs/PROTOCOL.md describes the messages.
#pragma once

#include "core/clock.h"
#include "protocol.h"
#include "match/match.h"
#include "hostdoor.h"
#include "discovery.h"

#include <QCborMap>
#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <array>
#include <memory>

namespace qiyuan::net {

class Connection;

struct TableSettings {
    QString hostName;           // shown to the joiners and in announcements
    QString title;              // what the table is for (a tournament board), in the announcement; empty: none
    QString game = QStringLiteral("xiangqi"); // "xiangqi", "banqi" or "jifen"
    QString variant;            // the rule set's key; empty: the game's default
    QString startFen;           // xiangqi and jifen; empty: the standard start
    TimeControl timeControl;    // xiangqi and jifen; none: untimed
    int turnSeconds = -1;       // banqi's turn clock (BQ-9): < 0 the rule set's, 0 off
    QString options;            // banqi: rule options changed from the variant ("key=value,...", banqi::withOptions)
    int hostSeat = 0;           // the host player's seat: 0 red / 1 black (banqi: the first chair / the second);
                                // -1: no host player, both seats are remote
    QString roomCode;           // empty: a random 6-digit code
    std::optional<quint64> seed; // banqi: the deal's seed; none: random (tests fix it)
};

class HostSession : public QObject, private HostDoor::Host {
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
    quint16 port() const { return door_->gate()->port(); }
    QString roomCode() const { return door_->gate()->roomCode(); }
    const TableSettings& settings() const { return settings_; }
    int hostSeat() const { return settings_.hostSeat; }  // -1: none
    // The remote player's seat at a table with a host player (-1 when both are remote).
    int remoteSeat() const { return hostSeat() < 0 ? -1 : 1 - hostSeat(); }
    bool isRemoteSeat(int seat) const { return (seat == 0 || seat == 1) && seat != hostSeat(); }

    const match::Referee& referee() const { return match_->referee(); }
    const match::XiangqiReferee* xiangqi() const { return match_->xiangqi(); }
    const match::BanqiReferee* banqi() const { return match_->banqi(); }
    const match::JifenReferee* jifen() const { return match_->jifen(); }
    // The game under way (its seats: the host's player, the peers).
    const match::Match& match() const { return *match_; }
    bool started() const { return started_; }
    // Started, and waiting for a remote player to come back.
    bool paused() const { return started_ && (match_->pauses() & match::Match::Away); }
    // Every remote seat's player is connected (seat -1), or that seat's.
    bool remoteConnected(int seat = -1) const;
    // The name a remote seat's player joined with (kept while it waits for a
    // rejoin); seat -1: the remote seat at a table with a host player.
    QString remoteName(int seat = -1) const;
    int spectatorCount() const;
    int freeSeats() const; // remote seats nobody has (not taken, not kept for a rejoin)
    // What the discovery announcement and the welcome say of this table (net::Announcer, HostDoor).
    TableInfo tableInfo() const override;
    int remainingMs(int seat); // the clock (brought up to date)
    int drawOfferBy() const { return match_->drawOfferBy(); }
    int undoRequestBy() const { return match_->takeBackRequestBy(); }
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

    // The next game at the same table, once this one is over (qiyuan-cli serve
    // --games N): a fresh referee for the same game and rule set (banqi: dealt
    // from `seed`, none: a random deal). The players keep their seats and
    // tokens and get "seated" again with the new state, spectators "watching".
    // False with *error when the game is not over or the referee cannot be made.
    bool nextGame(std::optional<quint64> seed, QString* error = nullptr);
    int gameNumber() const { return gameNumber_; } // 1 for the first game

signals:
    void remoteSeated(const QString& name, bool rejoined, int seat);
    void spectatorJoined(const QString& name); // a watcher joined ("spectate")
    // Waiting for reconnection: the clock pauses. left: the player said goodbye
    // (closed the table or the app), rather than the connection dying.
    void remoteDropped(int seat, bool left);
    void remoteSeatOpened(int seat); // the rejoin window passed: anyone with the code may sit
    void gameStarted();              // every seat is taken: the game (and its clock) starts
    void moved(int ply, const QCborMap& record, int seat);
    void undone(int ply);
    void gameOver(const QCborMap& result);
    void drawOffered(int seat);
    void drawDeclined(int seat);
    void undoRequested(int seat);
    void undoDeclined(int seat);
    void chatReceived(int seat, const QString& name, const QString& text);
    void pausedChanged(bool paused);
    // A peer broke the protocol or was refused: it was sent an "error" with
    // this code and text (RoomGate::peerRefused). For the host's log and tests.
    void peerRefused(const QString& address, const QString& code, const QString& text);

private:
    using Peer = HostDoor::Peer;
    // What the door leaves to this host (HostDoor::Host): the two seats.
    void join(Peer* p, const QCborMap& m) override; // the lowest free remote seat
    void watch(Peer* p, const QCborMap& m) override;
    // The seat's player back: play resumes when every seat is connected.
    void rejoin(Peer* p, int seat, const QCborMap& m) override;
    void received(Peer* p, const QString& t, const QCborMap& m) override; // chat and the intents
    // A remote seat's player gone: the seat waits for a rejoin, the clock pauses.
    void closed(Peer* p, const QString& reason) override;
    void refuse(Peer* p, const QString& code, const QString& text, bool drop) { door_->refuse(p, code, text, drop); }
    void seatRemote(Peer* p, int seat, const QString& name, bool rejoined);
    bool startIfSeated(); // true when the game starts now
    void sendSeated(Peer* p);
    void setUp();
    // The match of the first game, judged by `referee` (none: the settings were bad).
    void setUpGame(std::unique_ptr<match::Referee> referee);
    // The match's setup for this table's referee (the table's clock; banqi: its turn clock).
    match::Match::Setup matchSetup(const match::Referee& referee) const;
    // Broadcasts an action (a move, or banqi's timeout: the match played it).
    void announceMove(int seat, const QCborMap& record);
    void announceUndo();
    void announceResult(const QCborMap& result);
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
    // Whether `seat` may answer the other seat's request (`pendingBy`: the
    // match's draw offer or take-back request): "" when it may, else an error
    // code (none: the text when there is no such request).
    QString checkAnswer(int seat, int pendingBy, const QString& none, QString* text) const;
    // What the match refused, as the protocol's error code (and the text).
    enum class Intent { Play, Ending, TakeBack };
    QString refusalCode(int seat, Intent intent, const QString& reason, QString* text) const;
    void broadcastSeat(const QString& type, int seat); // a message whose only field is "seat"
    void broadcast(const QCborMap& m);
    void setPaused(bool paused);
    QCborMap clockMap();
    QString seatName(int seat) const;

    TableSettings settings_;
    Timing timing_;
    match::Match* match_;       // started once the referee could be made
    QString setupError_;
    HostDoor* door_;            // the peers: the hello, the room code, tokens, stale connections
    const QList<Peer*>& peers_; // the door's
    // A seat played from another machine.
    struct Remote {
        Peer* peer = nullptr;   // the player's live connection
        QString name;           // kept while the seat waits for a rejoin (its token: the door's)
        QTimer rejoinTimer;
    };
    std::array<Remote, 2> remotes_; // by seat; the host player's is unused
    int gameNumber_ = 1;
    bool started_ = false; // every seat was taken once: the game and its clock run
};

} // namespace qiyuan::net
