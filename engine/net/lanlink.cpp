#include "lanlink.h"

#include "clientsession.h"
#include "discovery.h"
#include "hostsession.h"
#include "lanseats.h"

#include <QCborArray>
#include <QDateTime>

#include <algorithm>

namespace qiyuan::net {

LanLink::LanLink(std::unique_ptr<HostSession> host, Announcer* announcer, QObject* parent)
    : QObject(parent), host_(std::move(host)), announcer_(announcer)
{
    host_->setParent(nullptr);
    if (announcer_)
        announcer_->setParent(this);
    connectHost();
}

LanLink::LanLink(ClientSession* client, QObject* parent, const Timing& timing)
    : QObject(parent), client_(client), timing_(timing)
{
    client_->setParent(this);
    connectClient();
    rememberSeat();
}

void LanLink::rememberSeat()
{
    if (!client_)
        return;
    const QString game = gameKey();
    const bool ongoing = client_->result().value(QStringLiteral("verdict")).toString() == QLatin1String("ongoing");
    if (client_->seat() < 0 || client_->token().isEmpty() || !ongoing) {
        LanSeats::forget(game);
        return;
    }
    LanSeats::remember({game, client_->hostAddress(), client_->hostPort(), client_->token(), client_->playerName(),
                        joinedCode_, client_->welcome().value(QStringLiteral("host")).toString(), {}});
}

void LanLink::standUp()
{
    if (client_)
        LanSeats::forget(gameKey());
}

LanLink::~LanLink()
{
    // The table may be half destroyed: nothing may reach it from here on.
    disconnect();
    if (host_)
        host_->disconnect(this);
    if (client_) {
        client_->disconnect(this);
        client_->leave();
    }
}

int LanLink::localSeat() const
{
    if (host_)
        return host_->hostSeat();
    return lost_ ? -1 : client_->seat();
}

QString LanLink::roomCode() const
{
    return host_ ? host_->roomCode() : joinedCode_;
}

quint16 LanLink::port() const
{
    return host_ ? host_->port() : 0;
}

QString LanLink::opponentName() const
{
    if (host_)
        return host_->remoteName();
    if (!headless())
        return client_->welcome().value(QStringLiteral("host")).toString();
    const int seat = client_->seat();
    if (seat < 0)
        return {};
    const QCborArray seats = client_->state().value(QStringLiteral("seats")).toArray();
    return seats.at(1 - seat).toMap().value(QStringLiteral("name")).toString();
}

bool LanLink::headless() const
{
    if (host_)
        return host_->hostSeat() < 0;
    return client_->welcome().value(QStringLiteral("hostSeat")).toInteger(0) < 0;
}

bool LanLink::gameStarted() const
{
    return host_ ? host_->started() : client_->gameStarted(); // asked on every repaint: no state map built
}

QString LanLink::startFen() const
{
    return state().value(QStringLiteral("start")).toString();
}

QStringList LanLink::actions() const
{
    QStringList out;
    for (const QCborValue& v : state().value(QStringLiteral("moves")).toArray())
        out << v.toMap().value(QStringLiteral("action")).toString();
    return out;
}

QCborMap LanLink::state() const
{
    if (host_)
        return host_->stateFor(host_->hostSeat());
    return client_->state();
}

QCborMap LanLink::hostSetup() const
{
    return host_ ? host_->referee().setup() : QCborMap();
}

QString LanLink::gameKey() const
{
    if (host_)
        return host_->referee().gameKey();
    return client_->welcome().value(QStringLiteral("game")).toString();
}

QString LanLink::seatName(int seat) const
{
    if (host_)
        return seat == host_->hostSeat() ? host_->settings().hostName : host_->remoteName();
    const QCborArray seats = client_->state().value(QStringLiteral("seats")).toArray();
    const QString name = seats.at(seat).toMap().value(QStringLiteral("name")).toString();
    if (!name.isEmpty() || headless())
        return name; // at a headless table nobody else sits in a seat
    return seat == client_->seat() ? QString() : opponentName();
}

bool LanLink::opponentRequestOpen(const QString& field) const
{
    const int seat = localSeat();
    if (seat < 0 || (client_ && !client_->isJoined()))
        return false;
    return state().value(field).toInteger(-1) == 1 - seat;
}

void LanLink::chat(const QString& text)
{
    if (host_)
        host_->chat(text);
    else
        client_->chat(text);
}

QCborMap LanLink::clockMap() const
{
    if (host_)
        return host_->stateFor(host_->hostSeat()).value(QStringLiteral("clock")).toMap();
    return client_->clock();
}

bool LanLink::clockFromMap(const QCborMap& m, TimeControl* tc, GameClock::State* state)
{
    const auto read = [](const QCborMap& c) {
        SideTime t{int(c.value(QStringLiteral("base")).toInteger()), int(c.value(QStringLiteral("increment")).toInteger()),
                   int(c.value(QStringLiteral("byoyomi")).toInteger()), int(c.value(QStringLiteral("periods")).toInteger(1)),
                   int(c.value(QStringLiteral("move")).toInteger())};
        t.periods = std::clamp(t.periods, 1, 99);
        return t;
    };
    *tc = TimeControl(read(m));
    if (m.contains(QStringLiteral("blackControl")))
        tc->black = read(m.value(QStringLiteral("blackControl")).toMap()); // time odds
    if (!tc->enabled())
        return false;
    const char* sides[2] = {"red", "black"};
    for (int i = 0; i < 2; ++i) {
        const QString side = QString::fromLatin1(sides[i]);
        const SideTime t = tc->side(i);
        const int ms = int(m.value(side).toInteger());
        state->inByoyomi[i] = m.value(side + QStringLiteral("Byoyomi")).toBool();
        state->mainMs[i] = state->inByoyomi[i] || !t.gameTime() ? 0 : ms;
        state->periodMs[i] = state->inByoyomi[i] ? ms : t.byoyomiMs;
        state->flagged[i] = false;
        // Absent (an older host, or the kind not used): all periods, a whole move's time.
        state->periodsLeft[i] = int(m.value(side + QStringLiteral("Periods")).toInteger(-1));
        state->moveLeftMs[i] = int(m.value(side + QStringLiteral("Move")).toInteger(t.gameTime() ? -1 : ms));
    }
    state->running = int(m.value(QStringLiteral("running")).toInteger(-1));
    return true;
}

template <typename AtHost, typename AsGuest>
void LanLink::intent(AtHost atHost, AsGuest asGuest)
{
    if (!host_) {
        asGuest(*client_); // a refusal comes back from the host as an "error"
        return;
    }
    QString text;
    const QString code = atHost(*host_, &text);
    if (!code.isEmpty())
        emit refused(code, text);
}

void LanLink::sendMove(const QString& action)
{
    intent([&](HostSession& h, QString* text) { return h.play(action, text); },
           [&](ClientSession& c) { c.sendMove(action); });
}

void LanLink::resign()
{
    intent([](HostSession& h, QString* text) { return h.resign(text); }, [](ClientSession& c) { c.resign(); });
}

void LanLink::offerDraw()
{
    intent([](HostSession& h, QString* text) { return h.offerDraw(text); }, [](ClientSession& c) { c.offerDraw(); });
}

// RemoteSeat answers only a request still open (drawOfferOpen, undoRequestOpen):
// the host's own session does not refuse it.
void LanLink::answerDraw(bool accept)
{
    intent([&](HostSession& h, QString* text) { return h.answerDraw(accept, text); },
           [&](ClientSession& c) { c.answerDraw(accept); });
}

void LanLink::answerUndo(bool accept)
{
    intent([&](HostSession& h, QString* text) { return h.answerUndo(accept, text); },
           [&](ClientSession& c) { c.answerUndo(accept); });
}

void LanLink::requestUndo()
{
    intent([](HostSession& h, QString* text) { return h.requestUndo(text); },
           [](ClientSession& c) { c.requestUndo(); });
}

template <typename Session>
void LanLink::relayGame(Session* s)
{
    connect(s, &Session::moved, this, [this](int, const QCborMap& record) {
        emit moved(record.value(QStringLiteral("action")).toString(), record);
    });
    connect(s, &Session::chatReceived, this, &LanLink::chatReceived);
    connect(s, &Session::undone, this, &LanLink::undone);
    connect(s, &Session::gameOver, this, &LanLink::gameOver);
    // Offers and requests by seat: ours to answer when the other seat's (a
    // spectator has nothing to answer), turned down when our own.
    const auto asked = [this, s](void (Session::*signal)(int), void (LanLink::*ours)()) {
        connect(s, signal, this, [this, ours](int seat) {
            if (seat != localSeat() && localSeat() >= 0)
                emit(this->*ours)();
        });
    };
    const auto declined = [this, s](void (Session::*signal)(int), void (LanLink::*ours)()) {
        connect(s, signal, this, [this, ours](int seat) {
            if (seat == localSeat())
                emit(this->*ours)();
        });
    };
    asked(&Session::drawOffered, &LanLink::drawOffered);
    asked(&Session::undoRequested, &LanLink::undoRequested);
    declined(&Session::drawDeclined, &LanLink::drawDeclined);
    declined(&Session::undoDeclined, &LanLink::undoDeclined);
}

void LanLink::connectHost()
{
    HostSession* h = host_.get();
    relayGame(h);
    connect(h, &HostSession::remoteSeated, this, [this](const QString& name, bool rejoined) {
        if (rejoined)
            emit opponentConnected(true, false);
        else
            emit opponentJoined(name);
    });
    connect(h, &HostSession::remoteDropped, this, [this](int, bool left) { emit opponentConnected(false, left); });
    auto announce = [this] {
        if (!announcer_)
            return;
        announcer_->setTable(host_->tableInfo());
    };
    connect(h, &HostSession::remoteSeated, this, announce);
    connect(h, &HostSession::remoteSeatOpened, this, announce);
    announce();
    if (announcer_)
        announcer_->start();
}

void LanLink::connectClient()
{
    ClientSession* c = client_;
    relayGame(c);
    // The game is over: nothing is left to come back to (a next game at the
    // same table, qiyuan-cli serve --games N, keeps it again: newGame).
    connect(c, &ClientSession::gameOver, this, [this] { LanSeats::forget(gameKey()); });
    connect(c, &ClientSession::errorReceived, this, [this](const QString& code, const QString& text) {
        if (rejoining_ && (code == QLatin1String(err::BadToken) || code == QLatin1String(err::LockedOut))) {
            // The seat is gone: stop trying.
            LanSeats::forget(gameKey());
            retry_->stop();
            rejoining_ = false;
            emit connectionLost(code, text);
            return;
        }
        emit refused(code, text);
    });
    connect(c, &ClientSession::started, this, &LanLink::started);
    connect(c, &ClientSession::pausedChanged, this, &LanLink::pausedChanged);
    connect(c, &ClientSession::peerChanged, this, [this](int seat, bool connected) {
        if (seat == client_->seat())
            return;
        // The other seat's player sits down for the first time (a headless
        // table's second player: the game starts next), leaves or comes back.
        if (connected && !client_->gameStarted())
            emit opponentJoined(seatName(seat));
        else
            emit opponentConnected(connected, false);
    });
    connect(c, &ClientSession::joined, this, [this] {
        rememberSeat();
        if (!rejoining_) { // seated again after a result: the host's next game
            emit newGame();
            return;
        }
        rejoining_ = false;
        lost_ = false;
        retry_->stop();
        emit rejoined();
    });
    retry_ = new QTimer(this);
    retry_->setInterval(std::min(2000, timing_.rejoinMs / 4));
    connect(retry_, &QTimer::timeout, this, &LanLink::retry);
    connect(c, &ClientSession::disconnected, this, [this](const QString& reason) {
        lost_ = true;
        const bool ongoing = client_->result().value(QStringLiteral("verdict")).toString() == QLatin1String("ongoing");
        if (rejoining_)
            return; // a failed attempt: the timer tries again
        if (!ongoing || client_->token().isEmpty() || client_->seat() < 0) {
            emit connectionLost({}, reason);
            return;
        }
        rejoining_ = true;
        lostAt_ = QDateTime::currentMSecsSinceEpoch();
        retry_->start();
        emit reconnecting();
    });
}

void LanLink::retry()
{
    // Within the host's rejoin window (3 minutes) the seat waits for us.
    if (QDateTime::currentMSecsSinceEpoch() - lostAt_ > timing_.rejoinMs) {
        retry_->stop();
        rejoining_ = false;
        emit connectionLost(QLatin1String(HostSilent), QStringLiteral("the host did not answer"));
        return;
    }
    if (!client_->isConnected())
        client_->rejoin();
}

} // namespace qiyuan::net
