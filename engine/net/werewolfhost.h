// The moderator's laptop as the host of a role game (版杀) over the LAN.
// Players join from their own copy of the app with the room code and are
// bound to a seat of the moderator's roster (by name, or the moderator assigns
// them); each receives only its own role, what is public, its own private
// messages and, while a night is open, the form of its own action with the
// legal targets (Table::options). The game is the moderator's
// session::ModeratorSession: submissions are checked with Table::check and
// become its entries, votes become its votes (the moderator may edit both);
// every phase is applied there, and this host publishes what the session
// stepped (sync). The door
// (hello, room code, tokens) is HostDoor's. docs/PROTOCOL.md, section "Role games".
#pragma once

#include "discovery.h"
#include "hostdoor.h"
#include "protocol.h"
#include "session/moderatorsession.h"
#include "werewolf/table.h"

#include <QCborArray>
#include <QCborMap>
#include <QHash>
#include <QHostAddress>
#include <QMap>
#include <QObject>
#include <vector>

namespace qiyuan::net {

class Connection;
class WebGate;

// Error codes of the role-game host, beside those of protocol.h.
namespace wwerr {
inline constexpr char NoGame[] = "no-game";               // the moderator has not started the game
inline constexpr char NoNight[] = "no-night";             // no night is open
inline constexpr char IllegalAction[] = "illegal-action"; // the engine refuses the entry (text says why)
inline constexpr char NoVote[] = "no-vote";               // no vote is open
inline constexpr char IllegalVote[] = "illegal-vote";     // a dead voter or target, an unknown player
inline constexpr char Released[] = "released";            // the moderator freed the seat
} // namespace wwerr

// What the players see of an open day's votes (the moderator's screen always shows all).
enum class DayTally {
    Secret, // nothing until the day is applied
    Hidden, // only how many of the living have voted; the tally once all are in or the moderator closes the vote
    Public, // the counts as the votes come in
};

struct WerewolfHostSettings {
    QString hostName;   // the moderator's name, shown to the joiners
    QString roomCode;   // empty: a random 6-digit code
    int fullTable = 0;  // the seats of the game's full table (32, 16): free before a deal; 0 unknown
};

class WerewolfHost : public QObject, private HostDoor::Host {
    Q_OBJECT
public:
    // A connection waiting for the moderator to give it a seat.
    struct Waiting {
        int id = 0;
        QString name;
        QString address;
    };

    explicit WerewolfHost(const WerewolfHostSettings& settings, const Timing& timing = {}, QObject* parent = nullptr);
    ~WerewolfHost() override;

    bool listen(const QHostAddress& address = QHostAddress::Any, quint16 port = 0, QString* error = nullptr)
    {
        return door_->gate()->listen(address, port, error);
    }
    quint16 port() const { return door_->gate()->port(); }
    QString roomCode() const { return door_->gate()->roomCode(); }
    bool isListening() const { return door_->gate()->isListening(); }
    // Stops hosting: no new connections, every connection closed (seats and tokens are kept).
    void close();

    // ---- phones (issue 20) ----
    // Serves the player's page and its WebSocket on a port of its own
    // (webgate.h): phones join through the same door as desktop players
    // (hello, room code, lock-out, tokens) and get the same messages as JSON.
    bool listenPhones(const QHostAddress& address = QHostAddress::Any, quint16 port = 0, QString* error = nullptr);
    void closePhones(); // no new phones; the joined ones stay
    bool phonesListening() const;
    quint16 phonePort() const;
    // http://<LAN address>:<port>/?room=<code>; empty while phones are off.
    QString phoneUrl() const;
    // A seat's personal token, minted once in advance (the reveal's QR code):
    // joining with it binds that phone to the seat, as the room code and the
    // seat's name would; the token then is the seat's token for rejoining.
    // Void once the seat is released. Empty for a seat that does not exist.
    QString personalToken(int seat);
    // The page's address with the seat's personal token; empty while phones are off.
    QString personalUrl(int seat);
    bool isPhone(int seat) const; // the seat's player is connected from a browser

    // The moderator's session whose game this host publishes (not owned: it
    // must outlive the host or be replaced); nullptr: none. Then as sync().
    void follow(session::ModeratorSession* session);
    // After the session stepped (the GUI page after each step, serve after
    // each command: a command may take several). A new table (tableSerial):
    // players already waiting whose name matches a seat of the roster are bound
    // to it, seats that no longer exist lose their players, everyone joined
    // gets the state again; no table: players wait in the lobby. Else each
    // phase applied since goes out, with its private messages, and closes the
    // open night or day; after an undo everyone gets the state again.
    void sync();
    const werewolf::Table* table() const { return session_ ? session_->table() : nullptr; }
    QString gameKey() const; // "werewolf-xiangqi", "werewolf-chess"
    // What the discovery announcement and the welcome say of this table (net::Announcer, HostDoor).
    TableInfo tableInfo() const override;

    // ---- the roster ----
    QList<Waiting> waiting() const;
    // Gives a waiting connection a seat (a new token; a previous holder of the
    // seat is released). False with *error when either is unknown.
    bool assign(int waitingId, int seat, QString* error = nullptr);
    // Frees a seat: its token is void, its connection (if any) is closed.
    void release(int seat);
    bool isBound(int seat) const;     // the seat has a token (connected or waiting for a rejoin)
    bool isConnected(int seat) const;
    QString joinedName(int seat) const;
    QList<int> connectedSeats() const;
    // The seats one may still take (welcome, the announcement): the roster's
    // seats without a player; before a deal the full table's (fullTable)
    // less the players already waiting for it.
    int freeSeats() const;

    // ---- the night ----
    // Opens the next night: every living player whose role acts gets its form.
    // A player's submission becomes the session's entry (ModeratorSession::
    // setEntries): tonight's entries stay in the order they will be resolved,
    // by the night order of the roles (docs/WEREWOLF.md), then as they came.
    // The moderator applies the night on the session (applyNight).
    bool openNight(QString* error = nullptr);
    bool nightOpen() const { return nightOpen_; }
    // Seats whose player submitted tonight through the client (sorted).
    QList<int> submittedSeats() const;

    // ---- the day ----
    // Opens the day vote; publicTally: the counts go to every player as votes
    // come in. A player's vote becomes the session's (ModeratorSession::setVote),
    // where the moderator may change any vote and applies the day (applyDay);
    // with publicTally every change of the session's votes goes out (sync).
    bool openDay(bool publicTally, QString* error = nullptr)
    {
        return openDay(publicTally ? DayTally::Public : DayTally::Secret, error);
    }
    bool openDay(DayTally tally, QString* error = nullptr);
    bool dayOpen() const { return dayOpen_; }
    DayTally dayTally() const { return tally_; }

    // ---- votes hidden until all are in (issue 38) ----
    // A hidden vote: the players get only "voted of living" ("vote-count")
    // until the last living voter has voted or the moderator closes the vote;
    // then the tally goes out ("votes") and the vote is closed to the players
    // (the moderator may still change votes, which go out, and applies the day).
    // False with *error when no hidden vote is open or it is already closed.
    bool closeVote(QString* error = nullptr);
    bool voteClosed() const { return voteClosed_; }
    int votedCount() const;   // living voters with a vote (abstentions included)
    int livingVoters() const;

    // ---- the timer everyone sees (session::SpeakingTimer) ----
    // The session's timer as the "timer" message: the speaker's seat (day),
    // the remaining and total seconds, running or paused. Nothing secret: the
    // same message to everyone, sent when the timer changes, not every second.
    QCborMap timerMessage() const;

    // What a seat is sent on joining (and after an undo); NoSeat: a spectator.
    QCborMap stateFor(int seat) const;

signals:
    void tallyRevealed(); // a hidden vote's tally went out (all in, or closeVote)
    void playerJoined(int seat, const QString& name, bool rejoined);
    void playerLeft(int seat);
    void waitingChanged();
    void submitted(int seat);
    void voted(int seat);
    // A peer was sent an "error" with this code and text (RoomGate::peerRefused).
    void peerRefused(const QString& address, const QString& code, const QString& text);

private:
    using Peer = HostDoor::Peer;
    // What the door leaves to this host (HostDoor::Host): the roster's seats.
    // A personal token from the reveal grants its seat (then it is the seat's token).
    int grantedSeat(const QString& token) override;
    // The roster's seat of the player's name, else the lobby.
    void join(Peer* p, const QCborMap& m) override;
    void watch(Peer* p, const QCborMap& m) override;
    void rejoin(Peer* p, int seat, const QCborMap& m) override;
    void received(Peer* p, const QString& t, const QCborMap& m) override; // night actions and votes
    void closed(Peer* p, const QString& reason) override; // the seat keeps its token
    void handleAction(Peer* p, const QCborMap& m);
    void handleWithdraw(Peer* p, const QCborMap& m);
    void handleVote(Peer* p, const QCborMap& m);
    void refuse(Peer* p, const QString& code, const QString& text, bool drop) { door_->refuse(p, code, text, drop); }
    void bind(Peer* p, int seat, bool rejoined);
    int seatByName(const QString& name) const; // NoSeat: none of the roster
    void restart(); // a new table (sync)
    void publish(); // the phases applied since (sync)
    void sendState(Peer* p) const;
    // Tonight's entries with a's in its place (replacing the player's earlier one).
    std::vector<werewolf::Action> withEntry(const werewolf::Action& a) const;
    // Why the moderator may not open a night or a day now; "" when one may.
    QString phaseRefusal() const;
    void sendPhase(std::size_t index);
    void sendTimer(Peer* p) const; // the running or paused timer to one joiner (nothing when off)
    void publishVotes(); // the session's votes changed since the last tally: a public day's goes out
    // A hidden vote's count ("vote-count"); the tally when the last living voter has voted.
    void publishHiddenVotes();
    QCborMap tallyMessage() const;
    void publishPresence(); // who is connected ("presence") after a join or a leave
    QCborArray presenceArray() const;
    QCborArray publicPlayerList() const;
    QCborMap youMap(int seat) const;
    QCborMap phaseMap(std::size_t index) const;
    // A private message in both languages, naming players as the moderator's screens do.
    QCborMap privateText(const werewolf::Event& e) const;
    QCborMap formMap(int seat) const;
    QCborArray ownEntries(int seat) const;
    QCborArray tallyArray() const;
    void broadcast(const QCborMap& m);
    Peer* peerOf(int seat) const { return door_->seated(seat); }

    WerewolfHostSettings settings_;
    HostDoor* door_;              // the peers: the hello, the room code, tokens, stale connections
    WebGate* web_ = nullptr;      // the phones' page and WebSocket, while on
    session::ModeratorSession* session_ = nullptr;
    int tableSerial_ = -1;        // the session's table the players have (ModeratorSession::tableSerial)
    QMap<int, QString> names_;    // the roster's names of the table's seats
    QHash<const Peer*, int> waiting_; // the lobby: a joined player without a seat → its number
    QMap<int, QString> personal_; // seat → personal token minted for the reveal's QR code (the seat tokens: the door's)
    QMap<int, QString> joined_;   // seat → the name the player joined with
    int nextWaitingId_ = 1;
    std::size_t published_ = 0;   // phases whose outcome went out

    bool nightOpen_ = false;
    QList<int> submittedSeats_;

    bool dayOpen_ = false;
    DayTally tally_ = DayTally::Secret;
    bool voteClosed_ = false;     // a hidden vote's tally is out: no more players' votes
    int countedVotes_ = -1;       // the hidden vote's count the players have: voted of living
    int countedLiving_ = -1;
    int talliedVotes_ = 0;        // the session's voteSerial the players' tally shows
};

} // namespace qiyuan::net
