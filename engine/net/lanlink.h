// The link between a table and a LAN session: the host's own HostSession
// (with its announcer) or a joined ClientSession. The guest's seat of the
// match (remoteseat.h) sends the player's intents here and follows what comes
// back; the session (the host) judges them. Nothing here blocks: everything
// arrives through signals. No words: refusals and lost connections carry the
// protocol's codes, the UI words them (ui/lan/lanlink.h).
#pragma once

#include "core/clock.h"
#include "protocol.h"

#include <QCborMap>
#include <QObject>
#include <QTimer>
#include <QStringList>

#include <memory>

namespace qiyuan::net {

class Announcer;
class ClientSession;
class HostSession;

class LanLink : public QObject {
    Q_OBJECT
public:
    // The code of connectionLost() when the host did not take us back within
    // the rejoin window (not one of the protocol's error codes).
    static constexpr char HostSilent[] = "host-silent";

    // Takes ownership of the sessions. `timing`: how long a dropped client
    // tries to take its seat back (tests shorten it).
    LanLink(std::unique_ptr<HostSession> host, Announcer* announcer, QObject* parent = nullptr);
    LanLink(ClientSession* client, QObject* parent = nullptr, const Timing& timing = {});
    ~LanLink() override;

    bool isHost() const { return host_ != nullptr; }
    HostSession* host() const { return host_.get(); }
    ClientSession* client() const { return client_; }
    // Our seat: 0 red, 1 black; -1 while we cannot act (a spectator, or the connection is lost).
    int localSeat() const;
    // The host's room code; a joined table knows the one it sat down with (setRoomCode).
    QString roomCode() const;
    void setRoomCode(const QString& code)
    {
        joinedCode_ = code;
        rememberSeat();
    }
    quint16 port() const;
    // The other seat's player: the host player, or at a table hosted by
    // nobody (headless, qiyuan-cli serve) the other remote player; empty
    // while that seat is free (and for a spectator at a headless table).
    QString opponentName() const;
    // Nobody plays at the host (hostSeat -1): both seats are LAN players.
    bool headless() const;
    // The game runs: both seats were taken (a headless table's first player
    // waits for the second until started()).
    bool gameStarted() const;

    // The game so far, for the table to rebuild it.
    QString startFen() const;
    QStringList actions() const;
    QCborMap clockMap() const;
    // The whole state as our seat may see it (docs/PROTOCOL.md "The state"):
    // for banqi never a face-down piece, even on the host.
    QCborMap state() const;
    // What recreates the start of the game (match::refereeFromSetup): the
    // host's own referee's setup (banqi: the deal); empty on a joined table,
    // which rebuilds it from state() (remoteseat.h).
    QCborMap hostSetup() const;
    QString gameKey() const;
    // The names at the table, by seat.
    QString seatName(int seat) const;
    // The clock of a "clock" map of the protocol, for the table's display.
    static bool clockFromMap(const QCborMap& m, TimeControl* tc, GameClock::State* state);

    // The opponent's draw offer (or take-back request) that our seat has to
    // answer is still open, as the host's session knows it: false once a move,
    // an answer, the end of the game or a lost connection has settled it.
    bool drawOfferOpen() const { return opponentRequestOpen(QStringLiteral("drawOffer")); }
    bool undoRequestOpen() const { return opponentRequestOpen(QStringLiteral("undoRequest")); }

    void sendMove(const QString& action);
    void resign();
    void offerDraw();
    void answerDraw(bool accept);
    void answerUndo(bool accept);
    void requestUndo();
    void chat(const QString& text);
    // We stand up for good (a new game, another table): the seat kept on disk
    // for a restart is forgotten (lanseats.h). A link that is only deleted, as
    // when the app closes, keeps it.
    void standUp();

signals:
    // An action the host accepted, and its public record (banqi: a flip's record
    // names the piece turned up).
    void moved(const QString& action, const QCborMap& record);
    // A chat line: seat -1 is a spectator.
    void chatReceived(int seat, const QString& name, const QString& text);
    void undone(int ply);
    void gameOver(const QCborMap& result);
    void drawOffered();
    void drawDeclined();
    void undoRequested();
    void undoDeclined();
    // A client lost its connection and tries to take its seat back (with its
    // token) every 2 s for the rejoin window; rejoined() when seated again
    // (the whole state is fresh), connectionLost() when it gives up.
    void reconnecting();
    void rejoined();
    // Our intent was refused: an error code of protocol.h and the host's English text.
    void refused(const QString& code, const QString& text);
    void opponentJoined(const QString& name);
    // The opponent's connection went (left: they said goodbye, closing their
    // table or the app) or came back with their seat token.
    void opponentConnected(bool connected, bool left);
    // A headless table's game starts: its second seat was just taken.
    void started();
    // The host started the next game at the same table (a "seated" or
    // "watching" again after a result, not a rejoin): state() is the new game.
    void newGame();
    // The game was paused (a player's connection is gone) or resumes.
    void pausedChanged(bool paused);
    // We are no longer at the table: `code` empty, the connection's own
    // reason (English, e.g. "timeout"); an error code of protocol.h (the seat
    // was given up) with the host's text; or HostSilent.
    void connectionLost(const QString& code, const QString& reason);

private:
    bool opponentRequestOpen(const QString& field) const;
    // A client's seat in a game under way is kept on disk; a finished game's is not.
    void rememberSeat();
    void connectHost();
    void connectClient();
    // What both sessions signal alike (HostSession, ClientSession), passed on.
    template <typename Session>
    void relayGame(Session* s);
    // The person here's intent: at the host its own session judges it at once
    // and a refusal comes back as refused(), as a guest's comes back from the
    // host as an "error". atHost(HostSession&, QString* text) returns the code.
    template <typename AtHost, typename AsGuest>
    void intent(AtHost atHost, AsGuest asGuest);

    std::unique_ptr<HostSession> host_;
    Announcer* announcer_ = nullptr;
    ClientSession* client_ = nullptr;
    Timing timing_;
    void retry();
    bool lost_ = false;
    bool rejoining_ = false;
    qint64 lostAt_ = 0;
    QTimer* retry_ = nullptr;
    QString joinedCode_;
};

} // namespace qiyuan::net
