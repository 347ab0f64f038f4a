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
    : QObject(parent), settings_(settings), timing_(timing), match_(new Match(this)),
      door_(new HostDoor(this, Receiver::Host, settings.roomCode, timing, this)), peers_(door_->peers())
{
    setUp();
    setUpGame(createReferee(settings_.game, settings_.variant, settings_.startFen, settings_.turnSeconds,
                            settings_.seed, &setupError_, settings_.options));
}

HostSession::HostSession(const TableSettings& settings, std::unique_ptr<match::Referee> referee, const Timing& timing,
                         QObject* parent)
    : QObject(parent), settings_(settings), timing_(timing), match_(new Match(this)),
      door_(new HostDoor(this, Receiver::Host, settings.roomCode, timing, this)), peers_(door_->peers())
{
    if (!referee)
        setupError_ = QStringLiteral("no referee");
    setUp();
    setUpGame(std::move(referee));
}

Match::Setup HostSession::matchSetup(const Referee& referee) const
{
    Match::Setup setup;
    setup.game = referee.gameKey();
    setup.referee = referee.setup();
    setup.clock = settings_.timeControl;
    return setup;
}

void HostSession::setUpGame(std::unique_ptr<Referee> referee)
{
    if (referee) {
        settings_.game = referee->gameKey();
        settings_.variant = referee->variantKey();
        // Banqi's clock is its rule set's turn clock (BQ-9); the others use the table's.
        if (const auto* b = dynamic_cast<const BanqiReferee*>(referee.get())) {
            settings_.timeControl = b->timeControl();
            settings_.options = QString::fromStdString(banqi::changedOptions(b->game().rules()));
        }
        // The clock waits until every seat is taken (startIfSeated).
        match_->setPaused(Match::Away, true);
        match_->setTickInterval(timing_.clockTickMs);
        auto seatFor = [this](int seat) -> std::unique_ptr<Seat> {
            if (seat == hostSeat())
                return std::make_unique<PersonSeat>();
            return std::make_unique<PeerSeat>();
        };
        const Match::Setup setup = matchSetup(*referee);
        match_->start(setup, std::move(referee), seatFor(0), seatFor(1));
    }
    // What the match does, the peers hear.
    connect(match_, &Match::played, this, [this](int seat, const QString&, const QCborMap& record) {
        announceMove(seat, record);
    });
    connect(match_, &Match::undone, this, &HostSession::announceUndo);
    connect(match_, &Match::finished, this, &HostSession::announceResult);
    // An offer or a request, or its refusal: a message naming the seat, and the host's own signal.
    const auto relay = [this](void (Match::*asked)(int), const char* type, void (HostSession::*told)(int)) {
        connect(match_, asked, this, [this, type, told](int seat) {
            broadcastSeat(QString::fromLatin1(type), seat);
            emit(this->*told)(seat);
        });
    };
    relay(&Match::drawOffered, "draw-offer", &HostSession::drawOffered);
    relay(&Match::drawDeclined, "draw-declined", &HostSession::drawDeclined);
    relay(&Match::takeBackRequested, "undo-request", &HostSession::undoRequested);
    relay(&Match::takeBackDeclined, "undo-declined", &HostSession::undoDeclined);
}

void HostSession::setUp()
{
    settings_.hostSeat = settings_.hostSeat < 0 ? -1 : settings_.hostSeat == 1 ? 1 : 0;
    connect(door_->gate(), &RoomGate::peerRefused, this, &HostSession::peerRefused);
    for (int seat = 0; seat < 2; ++seat) {
        QTimer& timer = remotes_[size_t(seat)].rejoinTimer;
        timer.setSingleShot(true);
        timer.setInterval(timing_.rejoinMs);
        connect(&timer, &QTimer::timeout, this, [this, seat] {
            // Nobody came back: the seat opens to anyone with the room code.
            // The game stays paused until someone sits down.
            door_->voidToken(seat);
            remotes_[size_t(seat)].name.clear();
            emit remoteSeatOpened(seat);
        });
    }
}

HostSession::~HostSession() = default;

bool HostSession::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!match_->started()) {
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
        n += isRemoteSeat(seat) && !door_->hasToken(seat);
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

static QCborMap clockKind(const TimeControl& tc); // below, with clockMap()

TableInfo HostSession::tableInfo() const
{
    TableInfo t;
    t.port = port();
    t.game = match_->started() ? referee().gameKey() : settings_.game;
    t.variant = match_->started() ? referee().variantKey() : settings_.variant;
    t.options = settings_.options; // the guest sees them before sitting down
    t.hostName = settings_.hostName;
    t.title = settings_.title;
    t.hostSeat = hostSeat();
    t.freeSeats = freeSeats();
    t.clock = clockKind(settings_.timeControl); // the welcome's, before sitting down
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
        match_->dropRequests();
        QCborMap m = message(QStringLiteral("peer"));
        m.insert(key("seat"), seat);
        m.insert(key("connected"), false);
        broadcast(m);
        if (!match_->over() && started_)
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

void HostSession::watch(Peer* p, const QCborMap& m)
{
    p->name = cutText(m.value(key("name")).toString(), MaxNameChars);
    QCborMap w = message(QStringLiteral("watching"));
    w.insert(key("state"), stateFor(Spectator));
    p->conn->send(w);
    emit spectatorJoined(p->name);
}

void HostSession::rejoin(Peer* p, int seat, const QCborMap&)
{
    seatRemote(p, seat, remotes_[size_t(seat)].name, true);
}

void HostSession::join(Peer* p, const QCborMap& m)
{
    int seat = NoSeat;
    for (int s = 1; s >= 0; --s)
        if (isRemoteSeat(s) && !door_->hasToken(s))
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
        door_->newToken(seat);
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
        started.insert(key("toMove"), referee().sideToMove());
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
    match_->setPaused(Match::Away, false); // the clock starts
    return true;
}

void HostSession::sendSeated(Peer* p)
{
    p->conn->send(door_->seatedMessage(p->seat, stateFor(p->seat)));
}

bool HostSession::nextGame(std::optional<quint64> seed, QString* error)
{
    if (!match_->over()) {
        if (error)
            *error = QStringLiteral("the game is not over");
        return false;
    }
    QString why;
    auto next = createReferee(settings_.game, settings_.variant, settings_.startFen, settings_.turnSeconds, seed, &why,
                              settings_.options);
    if (!next) {
        if (error)
            *error = why;
        return false;
    }
    // The seats stay; the new game waits, as the first did, until every seat is taken.
    match_->setPaused(Match::Away, true);
    match_->restart(matchSetup(*next));
    settings_.seed = seed;
    ++gameNumber_;
    started_ = false;
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

// The clock's kind, the first keys of every "clock" map; alone, what the
// welcome tells of the clock before anyone sits down.
static QCborMap clockKind(const TimeControl& tc)
{
    QCborMap c;
    c.insert(key("enabled"), tc.enabled());
    c.insert(key("base"), tc.baseMs);
    c.insert(key("increment"), tc.incrementMs);
    c.insert(key("byoyomi"), tc.byoyomiMs);
    // Issue 40's kinds only when used, so a table of the older kinds sends what it did.
    if (tc.periods != 1)
        c.insert(key("periods"), tc.periods);
    if (tc.moveMs > 0)
        c.insert(key("move"), tc.moveMs);
    if (tc.odds()) { // time odds: black's own control
        const SideTime b = tc.side(1);
        c.insert(key("blackControl"), QCborMap{{key("base"), b.baseMs}, {key("increment"), b.incrementMs},
                                               {key("byoyomi"), b.byoyomiMs}, {key("periods"), b.periods},
                                               {key("move"), b.moveMs}});
    }
    return c;
}

QCborMap HostSession::clockMap()
{
    const auto clock = match_->clockNow(); // the match's, read as of now
    const TimeControl& tc = clock.timeControl();
    QCborMap c = clockKind(tc);
    if (tc.enabled()) {
        c.insert(key("red"), clock.remainingMs(0));
        c.insert(key("black"), clock.remainingMs(1));
        c.insert(key("redByoyomi"), clock.inByoyomi(0));
        c.insert(key("blackByoyomi"), clock.inByoyomi(1));
        if (tc.side(0).periods > 1 || tc.side(1).periods > 1) {
            c.insert(key("redPeriods"), clock.periodsLeft(0));
            c.insert(key("blackPeriods"), clock.periodsLeft(1));
        }
        if (tc.side(0).moveMs > 0 || tc.side(1).moveMs > 0) {
            c.insert(key("redMove"), clock.moveLeftMs(0));
            c.insert(key("blackMove"), clock.moveLeftMs(1));
        }
    }
    // The last move of a game: the match stops the clock just after it is announced.
    c.insert(key("running"), paused() || match_->over() ? -1 : clock.running());
    return c;
}

QCborMap HostSession::stateFor(int seat)
{
    QCborMap s = referee().stateFor(seat);
    s.insert(key("game"), referee().gameKey());
    s.insert(key("variant"), referee().variantKey());
    s.insert(key("ply"), referee().ply());
    s.insert(key("clock"), clockMap());
    s.insert(key("started"), started_);
    s.insert(key("paused"), paused());
    s.insert(key("hostSeat"), hostSeat());
    QCborArray seats;
    for (int i = 0; i < 2; ++i) {
        QCborMap one;
        one.insert(key("name"), seatName(i));
        one.insert(key("connected"), i == hostSeat() || remotes_[size_t(i)].peer != nullptr);
        seats.append(one);
    }
    s.insert(key("seats"), seats);
    s.insert(key("drawOffer"), drawOfferBy());
    s.insert(key("undoRequest"), undoRequestBy());
    return s;
}

int HostSession::remainingMs(int seat)
{
    return match_->clockNow().remainingMs(seat);
}

void HostSession::setPaused(bool paused)
{
    if (paused == this->paused())
        return;
    match_->setPaused(Match::Away, paused); // the time until now counts; none while paused
    QCborMap m = message(QStringLiteral("paused"));
    m.insert(key("paused"), paused);
    m.insert(key("clock"), clockMap());
    broadcast(m);
    emit pausedChanged(paused);
}

void HostSession::broadcast(const QCborMap& m)
{
    for (Peer* p : std::as_const(peers_))
        if (p->joined)
            p->conn->send(m);
}

void HostSession::announceResult(const QCborMap& result)
{
    QCborMap m = message(QStringLiteral("result"));
    m.insert(key("result"), result);
    m.insert(key("clock"), clockMap());
    // What was hidden may now be shown (banqi: the deal's seed and salt).
    const QCborMap reveal = referee().stateFor(Spectator).value(key("reveal")).toMap();
    if (!reveal.isEmpty())
        m.insert(key("reveal"), reveal);
    broadcast(m);
    emit gameOver(result);
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
    if (match_->over())
        return fail(err::GameOver, QStringLiteral("the game is over"));
    if (!started_)
        return fail(err::NotStarted, QStringLiteral("waiting for an opponent"));
    if (paused())
        return fail(err::Paused, QStringLiteral("waiting for the opponent to reconnect"));
    return {};
}

QString HostSession::refusalCode(int seat, Intent intent, const QString& reason, QString* text) const
{
    *text = reason;
    // A flag the match judged as the action came: the game ended, or (banqi) the turn passed.
    if (match_->over())
        return key(err::GameOver);
    if (intent == Intent::Play && seat != referee().sideToMove())
        return key(err::NotYourTurn);
    // Else what the checks above let through and the match still refuses is
    // the referee's judgement of that intent.
    switch (intent) {
    case Intent::Play:
        return key(err::IllegalMove);
    case Intent::Ending:
        return key(err::TooEarly);
    case Intent::TakeBack:
        return key(err::CannotUndo);
    }
    return {};
}

QString HostSession::doPlay(int seat, const QString& action, int claimedPly, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    if (seat != referee().sideToMove()) {
        *text = QStringLiteral("it is not your turn");
        return key(err::NotYourTurn);
    }
    if (claimedPly >= 0 && claimedPly != referee().ply()) {
        *text = QStringLiteral("the move was meant for ply %1, the game is at ply %2").arg(claimedPly).arg(referee().ply());
        return key(err::Stale);
    }
    QString why;
    if (!match_->play(seat, action, &why)) // announced when played (Match::played); a flag judged first
        return refusalCode(seat, Intent::Play, why, text);
    return {};
}

void HostSession::announceMove(int seat, const QCborMap& record)
{
    QCborMap m = message(QStringLiteral("moved"));
    m.insert(key("ply"), referee().ply());
    m.insert(key("seat"), seat);
    m.insert(key("record"), record);
    insertTurn(&m);
    broadcast(m);
    emit moved(referee().ply(), record, seat);
}

void HostSession::announceUndo()
{
    QCborMap m = message(QStringLiteral("undone"));
    m.insert(key("ply"), referee().ply());
    insertTurn(&m);
    broadcast(m);
    emit undone(referee().ply());
}

void HostSession::insertTurn(QCborMap* m)
{
    m->insert(key("toMove"), referee().sideToMove());
    m->insert(key("clock"), clockMap());
    const QCborMap progress = referee().progress();
    if (!progress.isEmpty())
        m->insert(key("progress"), progress);
}

QString HostSession::doResign(int seat, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty() && code != QLatin1String(err::Paused))
        return code;
    QString why;
    if (!match_->resign(seat, &why))
        return refusalCode(seat, Intent::Ending, why, text);
    return {};
}

QString HostSession::doOfferDraw(int seat, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    // The match asks the other seat (drawOffered); offers from both sides meet.
    QString why;
    if (!match_->offerDraw(seat, &why))
        return refusalCode(seat, Intent::Ending, why, text);
    return {};
}

QString HostSession::checkAnswer(int seat, int pendingBy, const QString& none, QString* text) const
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    if (pendingBy != 1 - seat) {
        *text = none;
        return key(err::NoRequest);
    }
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
    const QString code = checkAnswer(seat, drawOfferBy(), QStringLiteral("no draw offer to answer"), text);
    if (!code.isEmpty())
        return code;
    match_->answerDraw(accept);
    return {};
}

QString HostSession::doRequestUndo(int seat, QString* text)
{
    QString code = checkCanAct(seat, text);
    if (!code.isEmpty())
        return code;
    // Back to the requester's last move: one ply if the opponent has not
    // answered it yet, else two; the other seat answers (undoRequested).
    QString why;
    if (!match_->askTakeBack(seat, &why))
        return refusalCode(seat, Intent::TakeBack, why, text);
    return {};
}

QString HostSession::doAnswerUndo(int seat, bool accept, QString* text)
{
    const QString code = checkAnswer(seat, undoRequestBy(), QStringLiteral("no undo request to answer"), text);
    if (!code.isEmpty())
        return code;
    match_->answerTakeBack(accept);
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
