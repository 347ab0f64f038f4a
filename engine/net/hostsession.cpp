#include "hostsession.h"

#include "connection.h"
#include "messages.h"

#include <QCborArray>

namespace qiyuan::net {

using namespace match; // the referee and its seats

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
constexpr int MaxChatChars = 500;
} // namespace

// A watcher's peer has no seat and sees what a spectator sees.
static_assert(NoSeat == Spectator);

HostSession::HostSession(const TableSettings& settings, const Timing& timing, QObject* parent)
    : QObject(parent), settings_(settings), timing_(timing),
      door_(new HostDoor(this, Receiver::Host, settings.roomCode, timing, this)), peers_(door_->peers())
{
    referee_ = createReferee(settings_.game, settings_.variant, settings_.startFen, settings_.turnSeconds,
                             settings_.seed, &setupError_);
    setUp();
}

HostSession::HostSession(const TableSettings& settings, std::unique_ptr<match::Referee> referee, const Timing& timing,
                         QObject* parent)
    : QObject(parent), settings_(settings), timing_(timing), referee_(std::move(referee)),
      door_(new HostDoor(this, Receiver::Host, settings.roomCode, timing, this)), peers_(door_->peers())
{
    if (!referee_)
        setupError_ = QStringLiteral("no referee");
    setUp();
}

void HostSession::setUp()
{
    settings_.hostSeat = settings_.hostSeat < 0 ? -1 : settings_.hostSeat == 1 ? 1 : 0;
    if (referee_) {
        settings_.game = referee_->gameKey();
        settings_.variant = referee_->variantKey();
    }
    // Banqi's clock is its rule set's turn clock (BQ-9); the others use the table's.
    if (const BanqiReferee* b = banqi())
        settings_.timeControl = b->timeControl();
    clock_ = GameClock(settings_.timeControl);
    connect(door_->gate(), &RoomGate::peerRefused, this, &HostSession::peerRefused);
    for (int seat = 0; seat < 2; ++seat) {
        QTimer& timer = remotes_[size_t(seat)].rejoinTimer;
        timer.setSingleShot(true);
        timer.setInterval(timing_.rejoinMs);
        connect(&timer, &QTimer::timeout, this, [this, seat] {
            // Nobody came back: the seat opens to anyone with the room code.
            // The game stays paused until someone sits down.
            Remote& r = remotes_[size_t(seat)];
            r.token.clear();
            r.name.clear();
            emit remoteSeatOpened(seat);
        });
    }
    tick_.setInterval(timing_.clockTickMs);
    connect(&tick_, &QTimer::timeout, this, &HostSession::accountTime);
}

HostSession::~HostSession() = default;

bool HostSession::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!referee_) {
        if (error)
            *error = setupError_;
        return false;
    }
    return door_->gate()->listen(address, port, error);
}

int HostSession::spectatorCount() const
{
    int n = 0;
    for (const Peer* p : peers_)
        n += p->joined && p->seat == Spectator;
    return n;
}

int HostSession::freeSeats() const
{
    int n = 0;
    for (int seat = 0; seat < 2; ++seat)
        n += isRemoteSeat(seat) && remotes_[size_t(seat)].token.isEmpty();
    return n;
}

bool HostSession::remoteConnected(int seat) const
{
    if (seat < 0) {
        for (int s = 0; s < 2; ++s)
            if (isRemoteSeat(s) && !remotes_[size_t(s)].peer)
                return false;
        return true;
    }
    return isRemoteSeat(seat) && remotes_[size_t(seat)].peer;
}

QString HostSession::remoteName(int seat) const
{
    if (seat < 0)
        seat = remoteSeat();
    return isRemoteSeat(seat) ? remotes_[size_t(seat)].name : QString();
}

TableInfo HostSession::tableInfo() const
{
    TableInfo t;
    t.port = port();
    t.game = referee_ ? referee_->gameKey() : settings_.game;
    t.variant = referee_ ? referee_->variantKey() : settings_.variant;
    t.hostName = settings_.hostName;
    t.hostSeat = hostSeat();
    t.freeSeats = freeSeats();
    return t;
}

QString HostSession::seatName(int seat) const
{
    if (seat == hostSeat())
        return settings_.hostName;
    return isRemoteSeat(seat) ? remotes_[size_t(seat)].name : QString();
}

void HostSession::closed(Peer* p, const QString& reason)
{
    const int seat = p->joined ? p->seat : Spectator;
    if (isRemoteSeat(seat) && remotes_[size_t(seat)].peer == p) {
        Remote& r = remotes_[size_t(seat)];
        r.peer = nullptr;
        // The seat is kept for a rejoin with its token; the clock stops meanwhile.
        r.rejoinTimer.start();
        // Open requests lapse with the player who made or must answer them:
        // nobody waits on a question about a player who is not there.
        drawOffer_ = undoRequest_ = -1;
        QCborMap m = message(QStringLiteral("peer"));
        m.insert(key("seat"), seat);
        m.insert(key("connected"), false);
        broadcast(m);
        if (!referee_->over() && started_)
            setPaused(true);
        emit remoteDropped(seat, reason == QLatin1String("bye"));
    }
    // p goes with its connection (the gate disposes of it).
}

// Every field read here was checked by the door (validateMessage).
void HostSession::received(Peer* p, const QString& t, const QCborMap& m)
{
    if (!p->joined) {
        refuse(p, key(err::NotSeated), QStringLiteral("join the table first"), false);
        return;
    }
    if (t == QLatin1String("chat")) {
        doChat(p->seat, p->seat == Spectator ? p->name : seatName(p->seat), m.value(key("text")).toString());
        return;
    }
    if (p->seat == Spectator) {
        refuse(p, key(err::NotSeated), QStringLiteral("spectators cannot act"), false);
        return;
    }
    // A message may name its seat; it must be the sender's own.
    if (m.contains(key("seat")) && m.value(key("seat")).toInteger() != p->seat) {
        refuse(p, key(err::WrongSeat), QStringLiteral("this connection plays seat %1 only").arg(p->seat), false);
        return;
    }
    QString code, text;
    if (t == QLatin1String("move")) {
        // "ply" is optional: -1 for none (validateMessage keeps it in 0..INT_MAX).
        const int claimedPly = int(m.value(key("ply")).toInteger(-1));
        code = doPlay(p->seat, m.value(key("action")).toString(), claimedPly, &text);
    } else if (t == QLatin1String("resign")) {
        code = doResign(p->seat, &text);
    } else if (t == QLatin1String("draw-offer")) {
        code = doOfferDraw(p->seat, &text);
    } else if (t == QLatin1String("draw-answer")) {
        code = doAnswerDraw(p->seat, m.value(key("accept")).toBool(), &text);
    } else if (t == QLatin1String("undo-request")) {
        code = doRequestUndo(p->seat, &text);
    } else if (t == QLatin1String("undo-answer")) {
        code = doAnswerUndo(p->seat, m.value(key("accept")).toBool(), &text);
    }
    if (!code.isEmpty())
        refuse(p, code, text, false);
}

QCborMap HostSession::welcome() const
{
    return welcomeMessage(settings_.hostName, referee_->gameKey(), referee_->variantKey(), hostSeat(), freeSeats());
}

void HostSession::watch(Peer* p, const QCborMap& m)
{
    p->name = cutText(m.value(key("name")).toString(), MaxNameChars);
    QCborMap w = message(QStringLiteral("watching"));
    w.insert(key("state"), stateFor(Spectator));
    p->conn->send(w);
    emit spectatorJoined(p->name);
}

int HostSession::seatOfToken(const QString& token)
{
    for (int s = 0; s < 2; ++s)
        if (isRemoteSeat(s) && !remotes_[size_t(s)].token.isEmpty() && remotes_[size_t(s)].token == token)
            return s;
    return NoSeat;
}

void HostSession::rejoin(Peer* p, int seat, const QCborMap&)
{
    seatRemote(p, seat, remotes_[size_t(seat)].name, true);
}

void HostSession::join(Peer* p, const QCborMap& m)
{
    int seat = NoSeat;
    for (int s = 1; s >= 0; --s)
        if (isRemoteSeat(s) && remotes_[size_t(s)].token.isEmpty())
            seat = s; // the lowest free seat
    if (seat == NoSeat) {
        refuse(p, key(err::SeatTaken), QStringLiteral("the seat is taken"), false);
        return;
    }
    seatRemote(p, seat, cutText(m.value(key("name")).toString(), MaxNameChars), false);
}

void HostSession::seatRemote(Peer* p, int seat, const QString& name, bool rejoined)
{
    Remote& r = remotes_[size_t(seat)];
    r.rejoinTimer.stop();
    p->seat = seat;
    p->name = name;
    r.peer = p;
    r.name = name;
    if (!rejoined)
        r.token = newSeatToken();
    const bool startsNow = startIfSeated();
    // The others hear that play resumes; the player itself gets it in its state.
    if (remoteConnected())
        setPaused(false);
    p->joined = true;
    sendSeated(p);
    QCborMap peer = message(QStringLiteral("peer"));
    peer.insert(key("seat"), p->seat);
    peer.insert(key("connected"), true);
    peer.insert(key("name"), name);
    for (Peer* o : std::as_const(peers_))
        if (o != p && o->joined)
            o->conn->send(peer);
    if (startsNow) {
        // At a headless table the first player sat down before the game began.
        QCborMap started = message(QStringLiteral("started"));
        started.insert(key("toMove"), referee_->sideToMove());
        started.insert(key("clock"), clockMap());
        for (Peer* o : std::as_const(peers_))
            if (o != p && o->joined)
                o->conn->send(started);
    }
    emit remoteSeated(name, rejoined, seat);
    if (startsNow)
        emit gameStarted();
}

bool HostSession::startIfSeated()
{
    if (started_ || !remoteConnected())
        return false;
    started_ = true;
    if (clock_.timeControl().enabled() && !referee_->over()) {
        clock_.start(referee_->sideToMove());
        sinceTick_.start();
        tick_.start();
    }
    return true;
}

void HostSession::sendSeated(Peer* p)
{
    QCborMap s = message(QStringLiteral("seated"));
    s.insert(key("seat"), p->seat);
    s.insert(key("token"), remotes_[size_t(p->seat)].token);
    s.insert(key("state"), stateFor(p->seat));
    p->conn->send(s);
}

bool HostSession::nextGame(std::optional<quint64> seed, QString* error)
{
    if (!referee_->over()) {
        if (error)
            *error = QStringLiteral("the game is not over");
        return false;
    }
    QString why;
    auto next = createReferee(settings_.game, settings_.variant, settings_.startFen, settings_.turnSeconds, seed, &why);
    if (!next) {
        if (error)
            *error = why;
        return false;
    }
    referee_ = std::move(next);
    settings_.seed = seed;
    ++gameNumber_;
    clock_ = GameClock(settings_.timeControl);
    tick_.stop();
    sinceTick_.invalidate();
    started_ = overAnnounced_ = paused_ = false;
    drawOffer_ = undoRequest_ = -1;
    const bool startsNow = startIfSeated();
    // Everyone gets the new game whole, as on joining.
    for (Peer* p : std::as_const(peers_)) {
        if (!p->joined)
            continue;
        if (p->seat == Spectator) {
            QCborMap w = message(QStringLiteral("watching"));
            w.insert(key("state"), stateFor(Spectator));
            p->conn->send(w);
        } else {
            sendSeated(p);
        }
    }
    if (startsNow)
        emit gameStarted();
    return true;
}

QCborMap HostSession::clockMap()
{
    accountTime();
    QCborMap c;
    const TimeControl& tc = clock_.timeControl();
    c.insert(key("enabled"), tc.enabled());
    c.insert(key("base"), tc.baseMs);
    c.insert(key("increment"), tc.incrementMs);
    c.insert(key("byoyomi"), tc.byoyomiMs);
    if (tc.enabled()) {
        c.insert(key("red"), clock_.remainingMs(0));
        c.insert(key("black"), clock_.remainingMs(1));
        c.insert(key("redByoyomi"), clock_.inByoyomi(0));
        c.insert(key("blackByoyomi"), clock_.inByoyomi(1));
    }
    c.insert(key("running"), paused_ ? -1 : clock_.running());
    return c;
}

QCborMap HostSession::stateFor(int seat)
{
    QCborMap s = referee_->stateFor(seat);
    s.insert(key("game"), referee_->gameKey());
    s.insert(key("variant"), referee_->variantKey());
    s.insert(key("ply"), referee_->ply());
    s.insert(key("clock"), clockMap());
    s.insert(key("started"), started_);
    s.insert(key("paused"), paused_);
    s.insert(key("hostSeat"), hostSeat());
    QCborArray seats;
    for (int i = 0; i < 2; ++i) {
        QCborMap one;
        one.insert(key("name"), seatName(i));
        one.insert(key("connected"), i == hostSeat() || remotes_[size_t(i)].peer != nullptr);
        seats.append(one);
    }
    s.insert(key("seats"), seats);
    s.insert(key("drawOffer"), drawOffer_);
    s.insert(key("undoRequest"), undoRequest_);
    return s;
}

int HostSession::remainingMs(int seat)
{
    accountTime();
    return clock_.remainingMs(seat);
}

void HostSession::accountTime()
{
    if (!clock_.timeControl().enabled() || clock_.running() < 0 || paused_ || !sinceTick_.isValid())
        return;
    const int side = clock_.running();
    if (clock_.elapse(int(sinceTick_.restart()))) {
        clock_.stop();
        QCborMap record;
        if (!referee_->over() && referee_->flagFall(side, &record)) {
            // The turn passes (banqi BQ-9): a fresh period for the next side.
            if (!referee_->over()) {
                GameClock::State st = clock_.state();
                st.flagged[size_t(side)] = false;
                st.periodMs[size_t(side)] = clock_.timeControl().byoyomiMs;
                st.running = referee_->sideToMove();
                clock_.restore(st);
            }
            drawOffer_ = undoRequest_ = -1;
            announceMove(side, record);
            return;
        }
        finishIfOver();
    }
}

void HostSession::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    if (paused)
        accountTime(); // the time until now counts; none while paused
    paused_ = paused;
    if (!paused && sinceTick_.isValid())
        sinceTick_.restart();
    QCborMap m = message(QStringLiteral("paused"));
    m.insert(key("paused"), paused_);
    m.insert(key("clock"), clockMap());
    broadcast(m);
    emit pausedChanged(paused_);
}

void HostSession::broadcast(const QCborMap& m)
{
    for (Peer* p : std::as_const(peers_))
        if (p->joined)
            p->conn->send(m);
}

void HostSession::finishIfOver()
{
    if (!referee_->over() || overAnnounced_)
        return;
    overAnnounced_ = true;
    clock_.stop();
    tick_.stop();
    drawOffer_ = undoRequest_ = -1;
    QCborMap m = message(QStringLiteral("result"));
    m.insert(key("result"), referee_->result());
    m.insert(key("clock"), clockMap());
    // What was hidden may now be shown (banqi: the deal's seed and salt).
    const QCborMap reveal = referee_->stateFor(Spectator).value(key("reveal")).toMap();
    if (!reveal.isEmpty())
        m.insert(key("reveal"), reveal);
    broadcast(m);
    emit gameOver(referee_->result());
}

QString HostSession::checkCanAct(int seat, QString* text) const
{
    auto fail = [text](const char* code, const QString& t) {
        if (text)
            *text = t;
        return key(code);
    };
    if (seat != 0 && seat != 1)
        return fail(err::NotSeated, QStringLiteral("not a player"));
    if (referee_->over())
        return fail(err::GameOver, QStringLiteral("the game is over"));
    if (!started_)
        return fail(err::NotStarted, QStringLiteral("waiting for an opponent"));
    if (paused_)
        return fail(err::Paused, QStringLiteral("waiting for the opponent to reconnect"));
    return {};
}

QString HostSession::doPlay(int seat, const QString& action, int claimedPly, QString* text)
{
    accountTime(); // a flag may have fallen just now
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    if (seat != referee_->sideToMove()) {
        *text = QStringLiteral("it is not your turn");
        return key(err::NotYourTurn);
    }
    if (claimedPly >= 0 && claimedPly != referee_->ply()) {
        *text = QStringLiteral("the move was meant for ply %1, the game is at ply %2").arg(claimedPly).arg(referee_->ply());
        return key(err::Stale);
    }
    QCborMap record;
    if (!referee_->play(action, text, &record))
        return key(err::IllegalMove);
    if (clock_.timeControl().enabled()) {
        // The clock passes when the turn does: not between the two moves of a
        // jifen contest turn.
        if (referee_->sideToMove() != seat || referee_->over())
            clock_.moved();
        if (referee_->over())
            clock_.stop();
    }
    drawOffer_ = undoRequest_ = -1; // a move answers any pending request with no
    announceMove(seat, record);
    return {};
}

void HostSession::announceMove(int seat, const QCborMap& record)
{
    QCborMap m = message(QStringLiteral("moved"));
    m.insert(key("ply"), referee_->ply());
    m.insert(key("seat"), seat);
    m.insert(key("record"), record);
    insertTurn(&m);
    broadcast(m);
    emit moved(referee_->ply(), record, seat);
    finishIfOver();
}

void HostSession::insertTurn(QCborMap* m)
{
    m->insert(key("toMove"), referee_->sideToMove());
    m->insert(key("clock"), clockMap());
    const QCborMap progress = referee_->progress();
    if (!progress.isEmpty())
        m->insert(key("progress"), progress);
}

QString HostSession::doResign(int seat, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty() && code != QLatin1String(err::Paused))
        return code;
    if (const QString why = referee_->resignRefusal(seat); !why.isEmpty()) {
        *text = why;
        return key(err::TooEarly);
    }
    referee_->resign(seat);
    finishIfOver();
    return {};
}

QString HostSession::doOfferDraw(int seat, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    if (const QString why = referee_->drawRefusal(); !why.isEmpty()) {
        *text = why;
        return key(err::TooEarly);
    }
    if (drawOffer_ == 1 - seat) // both want a draw: the offers meet, as at a board
        return doAnswerDraw(seat, true, text);
    if (drawOffer_ == seat) // already on the table: said once, not again
        return {};
    drawOffer_ = seat;
    broadcastSeat(QStringLiteral("draw-offer"), seat);
    emit drawOffered(seat);
    return {};
}

QString HostSession::takeRequest(int seat, int* pending, const QString& none, int* by, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    if (*pending != 1 - seat) {
        *text = none;
        return key(err::NoRequest);
    }
    *by = *pending;
    *pending = -1;
    return {};
}

void HostSession::broadcastSeat(const QString& type, int seat)
{
    QCborMap m = message(type);
    m.insert(key("seat"), seat);
    broadcast(m);
}

QString HostSession::doAnswerDraw(int seat, bool accept, QString* text)
{
    int by = -1;
    const QString code = takeRequest(seat, &drawOffer_, QStringLiteral("no draw offer to answer"), &by, text);
    if (!code.isEmpty())
        return code;
    if (accept) {
        referee_->agreeDraw();
        finishIfOver();
    } else {
        broadcastSeat(QStringLiteral("draw-declined"), by);
        emit drawDeclined(by);
    }
    return {};
}

QString HostSession::doRequestUndo(int seat, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    // Undo back to the requester's last move: one ply if the opponent has not
    // answered it yet, else two.
    if (referee_->undoPlies(seat) == 0) {
        *text = QStringLiteral("no move of yours to take back");
        return key(err::CannotUndo);
    }
    if (const QString why = referee_->lanTakeBackRefusal(referee_->undoPlies(seat)); !why.isEmpty()) {
        *text = why;
        return key(err::CannotUndo);
    }
    undoRequest_ = seat;
    broadcastSeat(QStringLiteral("undo-request"), seat);
    emit undoRequested(seat);
    return {};
}

QString HostSession::doAnswerUndo(int seat, bool accept, QString* text)
{
    int by = -1;
    const QString code = takeRequest(seat, &undoRequest_, QStringLiteral("no undo request to answer"), &by, text);
    if (!code.isEmpty())
        return code;
    if (!accept) {
        broadcastSeat(QStringLiteral("undo-declined"), by);
        emit undoDeclined(by);
        return {};
    }
    referee_->undo(referee_->undoPlies(by));
    drawOffer_ = -1;
    // Time already spent stays spent; the clock now runs for the side to move.
    if (clock_.running() >= 0) {
        accountTime();
        clock_.start(referee_->sideToMove());
    }
    QCborMap m = message(QStringLiteral("undone"));
    m.insert(key("ply"), referee_->ply());
    insertTurn(&m);
    broadcast(m);
    emit undone(referee_->ply());
    return {};
}

void HostSession::doChat(int seat, const QString& name, const QString& text)
{
    const QString trimmed = cutText(text.trimmed(), MaxChatChars);
    if (trimmed.isEmpty())
        return;
    QCborMap m = message(QStringLiteral("chat"));
    m.insert(key("seat"), seat);
    m.insert(key("name"), name);
    m.insert(key("text"), trimmed);
    broadcast(m);
    emit chatReceived(seat, name, trimmed);
}

QString HostSession::play(const QString& action, QString* text)
{
    QString t;
    const QString code = doPlay(hostSeat(), action, -1, &t);
    if (text)
        *text = t;
    return code;
}

#define QIYUAN_LOCAL(call)   \
    QString t;                \
    const QString code = call; \
    if (text)                 \
        *text = t;            \
    return code;

QString HostSession::resign(QString* text) { QIYUAN_LOCAL(doResign(hostSeat(), &t)) }
QString HostSession::offerDraw(QString* text) { QIYUAN_LOCAL(doOfferDraw(hostSeat(), &t)) }
QString HostSession::answerDraw(bool accept, QString* text) { QIYUAN_LOCAL(doAnswerDraw(hostSeat(), accept, &t)) }
QString HostSession::requestUndo(QString* text) { QIYUAN_LOCAL(doRequestUndo(hostSeat(), &t)) }
QString HostSession::answerUndo(bool accept, QString* text) { QIYUAN_LOCAL(doAnswerUndo(hostSeat(), accept, &t)) }

#undef QIYUAN_LOCAL

void HostSession::chat(const QString& text)
{
    doChat(hostSeat(), seatName(hostSeat()), text);
}

} // namespace qiyuan::net
