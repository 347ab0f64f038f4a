// The moderator's laptop as the host of a role game (版杀) over the LAN.
// Players join from their own copy of the app with the room code and are
// bound to a seat of the moderator's roster (by name, or the moderator assigns
// them); each receives only its own role, what is public, its own private
// messages and, while a night is open, the form of its own action with the
// legal targets (Table::options). Submissions are checked with Table::check
// and become the moderator's entries; the moderator may edit them, resolves
// and commits as before. docs/PROTOCOL.md, section "Role games".
#pragma once

#include "protocol.h"
#include "roomgate.h"
#include "werewolf/table.h"

#include <QCborArray>
#include <QCborMap>
#include <QHostAddress>
#include <QMap>
#include <QObject>
#include <optional>
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

struct WerewolfHostSettings {
    QString hostName;   // the moderator's name, shown to the joiners
    QString roomCode;   // empty: a random 6-digit code
    int fullTable = 0;  // the seats of the game's full table (32, 16): free before a deal; 0 unknown
};

class WerewolfHost : public QObject {
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
        return gate_->listen(address, port, error);
    }
    quint16 port() const { return gate_->port(); }
    QString roomCode() const { return gate_->roomCode(); }
    bool isListening() const { return gate_->isListening(); }
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

    // The moderator's table (not owned: it must outlive the host or be
    // replaced) and the names of its seats. Players already waiting whose name
    // matches a seat are bound to it; everyone joined gets the state again.
    // nullptr: no game yet (players wait in the lobby).
    void setTable(werewolf::Table* table, const QMap<int, QString>& names);
    const werewolf::Table* table() const { return table_; }
    QString gameKey() const; // "werewolf-xiangqi", "werewolf-chess"

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
    bool openNight(QString* error = nullptr);
    bool nightOpen() const { return nightOpen_; }
    // Tonight's entries in the order they will be resolved: by the night
    // order of the roles (docs/WEREWOLF.md), then in the order they came.
    const std::vector<werewolf::Action>& entries() const { return entries_; }
    // Seats whose player submitted tonight through the client (sorted).
    QList<int> submittedSeats() const;
    // The moderator's edit: replaces tonight's entries (order kept as given).
    void setEntries(const std::vector<werewolf::Action>& entries);
    werewolf::Resolution preview() const;
    // Resolves and commits tonight's entries; on success the night closes and
    // the dawn goes out. On a refusal nothing changes.
    std::optional<werewolf::RuleError> commitNight();

    // ---- the day ----
    // Opens the day vote; publicTally: the counts go to every player as votes come in.
    bool openDay(bool publicTally, QString* error = nullptr);
    bool dayOpen() const { return dayOpen_; }
    std::vector<werewolf::Vote> votes() const; // in seat order
    // The moderator's override of a vote (target NoPlayer: abstains; -1 removes it).
    void setVote(int voter, int target);
    std::optional<werewolf::RuleError> commitDay(int decision = werewolf::NoPlayer);

    // After the moderator committed a phase directly on the table (an override,
    // a promotion): sends its public outcome and private messages. After an
    // undo: sends everyone the state again. commitNight/commitDay do it themselves.
    void publish();

    // What a seat is sent on joining (and after an undo); 0: a spectator.
    QCborMap stateFor(int seat) const;

signals:
    void playerJoined(int seat, const QString& name, bool rejoined);
    void playerLeft(int seat);
    void waitingChanged();
    void submitted(int seat);
    void voted(int seat);
    // A peer was sent an "error" with this code and text (RoomGate::peerRefused).
    void peerRefused(const QString& address, const QString& code, const QString& text);

private:
    struct Peer;
    void accept(Connection* c);
    void onMessage(Peer* p, const QCborMap& m);
    void onClosed(Peer* p);
    void handleHello(Peer* p, const QCborMap& m);
    void handleJoin(Peer* p, const QCborMap& m);
    void handleAction(Peer* p, const QCborMap& m);
    void handleWithdraw(Peer* p, const QCborMap& m);
    void handleVote(Peer* p, const QCborMap& m);
    void refuse(Peer* p, const QString& code, const QString& text, bool drop);
    void bind(Peer* p, int seat, bool rejoined);
    int seatByName(const QString& name) const;
    void insertEntry(const werewolf::Action& a);
    // Why the moderator may not open a night or a day now; "" when one may.
    QString phaseRefusal() const;
    void sendPhase(std::size_t index);
    void sendVotes();
    QCborArray publicPlayerList() const;
    QCborMap youMap(int seat) const;
    QCborMap phaseMap(std::size_t index) const;
    QCborMap formMap(int seat) const;
    QCborArray ownEntries(int seat) const;
    QCborArray tallyArray() const;
    void broadcast(const QCborMap& m);
    Peer* peerOf(int seat) const;

    WerewolfHostSettings settings_;
    RoomGate* gate_;              // listening, the hello, the room code and its lock-out
    WebGate* web_ = nullptr;      // the phones' page and WebSocket, while on
    QList<Peer*> peers_;
    werewolf::Table* table_ = nullptr;
    QMap<int, QString> names_;
    QMap<int, QString> tokens_;   // seat → token, for every bound seat
    QMap<int, QString> personal_; // seat → personal token minted for the reveal's QR code
    QMap<int, QString> joined_;   // seat → the name the player joined with
    int nextWaitingId_ = 1;
    std::size_t published_ = 0;   // phases whose outcome went out

    bool nightOpen_ = false;
    std::vector<werewolf::Action> entries_;
    QList<int> submittedSeats_;

    bool dayOpen_ = false;
    bool publicTally_ = false;
    QMap<int, int> votes_;        // voter → target (NoPlayer abstains)
};

} // namespace qiyuan::net
