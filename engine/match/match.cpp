#include "match.h"

#include <QJsonArray>
#include <QTimer>

#include <algorithm>

namespace qiyuan::match {

namespace {

constexpr int TickMs = 100;
const QString Timeout = QStringLiteral("timeout"); // banqi: a turn lost on the clock (BQ-9)

QJsonArray pair(int a, int b)
{
    return QJsonArray{a, b};
}

bool readPair(const QJsonValue& v, std::array<int, 2>* out, int max)
{
    const QJsonArray a = v.toArray();
    if (a.size() != 2)
        return false;
    for (int i = 0; i < 2; ++i) {
        if (!a[i].isDouble() || a[i].toDouble() < 0 || a[i].toDouble() > max)
            return false;
        (*out)[size_t(i)] = a[i].toInt();
    }
    return true;
}

bool refuse(Refusal::Why why, const QString& english, Refusal* refusal, EngineError engine = {})
{
    if (refusal)
        *refusal = Refusal{why, std::move(engine), english};
    return false;
}

// A refusal only in English (the host's take-back requests, worded by the protocol's codes).
bool refuse(const QString& why, QString* reason)
{
    if (reason)
        *reason = why;
    return false;
}

// Passes a refusal on to the caller; true when there is one.
bool refused(Refusal no, Refusal* out)
{
    if (no && out)
        *out = std::move(no);
    return bool(no);
}

// The English sentence of a refusal for the callers that want only it.
bool withText(bool ok, const Refusal& refusal, QString* reason)
{
    if (!ok && reason)
        *reason = refusal.text();
    return ok;
}

} // namespace

Match::Match(QObject* parent) : QObject(parent), ticker_(new QTimer(this))
{
    monotonic_.start();
    now_ = [this] { return monotonic_.elapsed(); };
    ticker_->setInterval(TickMs);
    connect(ticker_, &QTimer::timeout, this, &Match::tick);
}

void Match::setTimeSource(std::function<qint64()> now)
{
    tick(); // what ran so far, by the old source
    now_ = std::move(now);
    lastTick_ = now_();
}

void Match::tick()
{
    if (lanGame()) { // the host's clock: only the display counts down
        emit clockChanged();
        return;
    }
    const qint64 t = now_();
    const qint64 ms = t - lastTick_;
    lastTick_ = t;
    elapse(int(std::min<qint64>(ms, 24 * 3600 * 1000)));
}

bool Match::clockRunsFor(int seat) const
{
    if (lanGame())
        return false; // over the LAN the host's clock runs, and the host judges a flag
    return !turnClock_ || !seats_[size_t(seat)] || seats_[size_t(seat)]->kind() != Seat::Kind::Computer;
}

void Match::followClock(const TimeControl& tc, const GameClock::State& state)
{
    clock_ = GameClock(tc);
    if (tc.enabled())
        clock_.restore(state);
    reportedAt_ = now_();
    if (tc.enabled() && clock_.running() >= 0 && !over())
        ticker_->start();
    else
        ticker_->stop();
    emit clockChanged();
}

GameClock Match::shownClock() const
{
    GameClock shown = clock_;
    if (lanGame() && shown.timeControl().enabled() && shown.running() >= 0 && !over())
        shown.elapse(int(std::min<qint64>(now_() - reportedAt_, 24 * 3600 * 1000))); // a display only
    return shown;
}

bool Match::lanGame() const { return lanSeat() != nullptr; }

LanSeat* Match::lanSeat() const
{
    for (const auto& s : seats_)
        if (s && s->kind() == Seat::Kind::Lan)
            return static_cast<LanSeat*>(s.get());
    return nullptr;
}

bool Match::requestTakeBack(int seat)
{
    if (!canRequestTakeBack(seat))
        return false;
    emit lanSeat()->takeBackRequested();
    return true;
}

bool Match::canRequestTakeBack(int seat) const
{
    return lanGame() && referee_ && !referee_->over() && seat >= 0 && seat <= 1 && seats_[size_t(seat)]
        && seats_[size_t(seat)]->kind() == Seat::Kind::Person && referee_->undoPlies(seat) > 0
        && referee_->lanTakeBackRefusal(referee_->undoPlies(seat)).isEmpty();
}

Match::~Match()
{
    for (auto& s : seats_)
        if (s)
            s->stop();
}

void Match::setSeats(std::unique_ptr<Seat> s0, std::unique_ptr<Seat> s1)
{
    for (auto& s : seats_)
        if (s)
            s->stop();
    seats_[0] = std::move(s0);
    seats_[1] = std::move(s1);
    for (int i = 0; i < 2; ++i) {
        if (!seats_[size_t(i)])
            seats_[size_t(i)] = std::make_unique<PersonSeat>();
        disconnect(seats_[size_t(i)].get(), &Seat::acts, this, nullptr); // a seat kept by restart()
        watchSeat(i);
    }
}

void Match::watchSeat(int i)
{
    Seat* s = seats_[size_t(i)].get();
    connect(s, &Seat::acts, this, [this, i](const QString& a) { onSeatActs(i, a); });
    // With a clock the computer thinks within what its clock allows.
    s->setTimeBudget([this](int side) { return clockBudgetMs(clock_, side); });
}

bool Match::start(const Setup& setup, std::unique_ptr<Seat> seat0, std::unique_ptr<Seat> seat1, QString* error)
{
    std::unique_ptr<Referee> referee = setup.referee.isEmpty()
                                           ? createReferee(setup.game, {}, {}, -1, std::nullopt, error)
                                           : refereeFromSetup(setup.game, setup.referee, error);
    return start(setup, std::move(referee), std::move(seat0), std::move(seat1));
}

bool Match::start(const Setup& setup, std::unique_ptr<Referee> referee, std::unique_ptr<Seat> s0,
                  std::unique_ptr<Seat> s1)
{
    if (!referee)
        return false;
    tick();
    ticker_->stop();
    clock_.stop();
    setSeats(std::move(s0), std::move(s1));
    setup_ = setup;
    referee_ = std::move(referee);
    redo_.clear();
    ending_.clear();
    endingSeat_ = -1;
    drawOfferBy_ = takeBackBy_ = -1;
    announced_ = false;
    log_.clear();
    clock_ = GameClock(setup.clock.enabled() ? setup.clock : referee_->rulesClock());
    turnClock_ = !setup.clock.enabled() && referee_->rulesClock().enabled();
    afterChange();
    return true;
}

void Match::replaceSeat(int i, std::unique_ptr<Seat> seat)
{
    if (i != 0 && i != 1)
        return;
    if (Seat* old = seats_[size_t(i)].release()) {
        old->stop();
        old->disconnect(this);
        old->deleteLater();
    }
    seats_[size_t(i)] = seat ? std::move(seat) : std::make_unique<PersonSeat>();
    watchSeat(i);
    if (referee_)
        afterChange();
}

int Match::personVsComputer() const
{
    for (int i = 0; i < 2; ++i)
        if (seats_[size_t(i)] && seats_[size_t(i)]->kind() == Seat::Kind::Person && seats_[size_t(1 - i)]
            && seats_[size_t(1 - i)]->kind() == Seat::Kind::Computer)
            return i;
    return -1;
}

bool Match::apply(int seat, const QString& action, Refusal* refusal, bool fromRedo)
{
    // The time used so far is the mover's: a flag that falls now is judged
    // before the action (the game ends, or banqi's turn passes to the other seat).
    tick();
    if (!referee_)
        return refuse(Refusal::Why::NoGame, QStringLiteral("no game has started"), refusal);
    if (referee_->over())
        return refuse(Refusal::Why::GameOver, QStringLiteral("the game is over"), refusal);
    if (seat != referee_->sideToMove())
        return refuse(Refusal::Why::NotYourTurn, QStringLiteral("it is the other side's turn"), refusal);
    if (pauses_ & (Players | Away))
        return refuse(Refusal::Why::Paused, QStringLiteral("the game is paused"), refusal);
    QCborMap record;
    QString why;
    if (action == Timeout && banqi()) {
        // A redone or restored turn lost on the clock (BQ-9).
        if (!referee_->flagFall(seat, &record))
            return refuse(Refusal::Why::Engine, QStringLiteral("no turn can be lost on the clock now"), refusal);
    } else if (!referee_->play(action, &why, &record)) {
        return refuse(Refusal::Why::Engine, why, refusal, referee_->lastError());
    }
    if (clock_.timeControl().enabled() && !referee_->over() && referee_->sideToMove() != seat) {
        clock_.start(seat);
        clock_.moved(); // the increment, a fresh period; the turn passes
        lastTick_ = now_();
    }
    if (fromRedo)
        redo_.removeFirst();
    else
        redo_.clear();
    drawOfferBy_ = takeBackBy_ = -1; // an offer or a request lapses with the next action
    emit played(seat, action, record);
    return true;
}

bool Match::play(int seat, const QString& action, QString* reason)
{
    Refusal refusal;
    return withText(play(seat, action, &refusal), refusal, reason);
}

bool Match::play(int seat, const QString& action, Refusal* refusal)
{
    if ((seat == 0 || seat == 1) && seats_[size_t(seat)] && seats_[size_t(seat)]->kind() != Seat::Kind::Person
        && seats_[size_t(seat)]->kind() != Seat::Kind::Peer)
        return refuse(Refusal::Why::NotAPersonSeat, QStringLiteral("the computer or the opponent plays that side"),
                      refusal);
    if (LanSeat* lan = lanSeat()) {
        // The host judges; only what the referee here takes goes out (it is taken back at once).
        if (!referee_ || referee_->over() || seat != referee_->sideToMove())
            return refuse(referee_ && referee_->over() ? Refusal::Why::GameOver : Refusal::Why::NotYourTurn,
                          QStringLiteral("it is not that side's turn"), refusal);
        QString why;
        if (!referee_->play(action, &why, nullptr))
            return refuse(Refusal::Why::Engine, why, refusal, referee_->lastError());
        referee_->undo(1);
        emit lan->actionSent(action);
        return true;
    }
    if (!apply(seat, action, refusal, false))
        return false;
    afterChange();
    return true;
}

void Match::onSeatActs(int seat, const QString& action)
{
    if (!referee_ || referee_->over() || seat != referee_->sideToMove())
        return; // a late answer: the game moved on
    Refusal refusal;
    if (!apply(seat, action, &refusal, false)) {
        emit seatFailed(seat, refusal.text());
        return;
    }
    afterChange();
}

void Match::afterChange()
{
    updateClock();
    checkFinished();
    if (referee_) {
        const int acting = referee_->over() ? -1 : referee_->sideToMove();
        for (int i = 0; i < 2; ++i) {
            Seat* s = seats_[size_t(i)].get();
            if (i != acting || pauses_ != 0)
                s->stop(); // the computer waits while the game does
            else
                s->yourTurn(*referee_, i);
        }
    }
    emit changed();
}

void Match::checkFinished()
{
    if (!referee_)
        return;
    if (referee_->over() && !announced_) {
        announced_ = true;
        drawOfferBy_ = takeBackBy_ = -1; // nothing is left to answer
        emit finished(referee_->result());
    } else if (!referee_->over()) {
        announced_ = false;
    }
}

int Match::undoPlies() const
{
    if (!referee_ || !setup_.takeBacks || !ending_.isEmpty())
        return 0;
    for (const auto& s : seats_)
        if (s->kind() == Seat::Kind::Lan || s->kind() == Seat::Kind::Peer)
            return 0; // over the LAN a take-back is a request the opponent answers
    const int person = personVsComputer();
    if (person >= 0)
        return referee_->undoPlies(person);
    if (seats_[0]->kind() == Seat::Kind::Computer && seats_[1]->kind() == Seat::Kind::Computer)
        return 0;
    return referee_->ply() > 0 ? 1 : 0;
}

void Match::undo()
{
    const int n = undoPlies();
    if (n > 0)
        takeBack(n);
}

void Match::takeBack(int n)
{
    const QStringList actions = referee_->actions();
    tick();
    if (!referee_->undo(n))
        return;
    redo_ = actions.mid(actions.size() - n) + redo_;
    drawOfferBy_ = takeBackBy_ = -1;
    log_.takenBackTo(int(referee_->actions().size()));
    // The side to act again has a whole period and a whole move's time (a
    // turn clock gives a whole turn); periods used up stay used.
    if (clock_.timeControl().enabled()) {
        const int side = referee_->sideToMove();
        GameClock::State st = clock_.state();
        st.periodMs[size_t(side)] = clock_.timeControl().side(side).byoyomiMs;
        st.moveLeftMs[size_t(side)] = -1;
        clock_.restore(st);
    }
    // Time already spent stays spent; the clock now runs for the side to act.
    if (clock_.running() >= 0)
        clock_.start(clockSide());
    lastTick_ = now_();
    for (auto& s : seats_)
        s->stop();
    emit undone(n);
    afterChange();
}

bool Match::askTakeBack(int seat, QString* reason)
{
    if (!referee_ || referee_->over())
        return refuse(QStringLiteral("the game is over"), reason);
    if (seat != 0 && seat != 1)
        return refuse(QStringLiteral("only a player may do that"), reason);
    if (!setup_.takeBacks)
        return refuse(QStringLiteral("take-backs are off in this game"), reason);
    const int plies = referee_->undoPlies(seat);
    if (plies == 0)
        return refuse(QStringLiteral("no move of yours to take back"), reason);
    if (const QString why = referee_->lanTakeBackRefusal(plies); !why.isEmpty())
        return refuse(why, reason);
    takeBackBy_ = seat;
    emit takeBackRequested(seat);
    emit changed();
    return true;
}

void Match::answerTakeBack(bool accept)
{
    const int by = takeBackBy_;
    if (by < 0 || !referee_ || referee_->over())
        return;
    takeBackBy_ = -1;
    if (accept)
        return takeBack(referee_->undoPlies(by));
    emit takeBackDeclined(by);
    emit changed();
}

void Match::dropRequests()
{
    if (drawOfferBy_ < 0 && takeBackBy_ < 0)
        return;
    drawOfferBy_ = takeBackBy_ = -1;
    emit changed();
}

GameClock Match::clockNow() const
{
    GameClock now = clock_;
    if (now.running() >= 0)
        now.elapse(int(std::min<qint64>(now_() - lastTick_, 24 * 3600 * 1000)));
    return now;
}

void Match::setTickInterval(int ms)
{
    ticker_->setInterval(std::max(1, ms));
}

void Match::redo()
{
    if (!canRedo())
        return;
    for (auto& s : seats_)
        s->stop();
    const int person = personVsComputer();
    do {
        const QString action = redo_.first(); // a copy: apply() removes it from the list
        if (!apply(referee_->sideToMove(), action, nullptr, true)) {
            redo_.clear(); // cannot happen with the same game; never loop on it
            break;
        }
    } while (person >= 0 && !redo_.isEmpty() && !referee_->over() && referee_->sideToMove() != person);
    afterChange();
}

Refusal Match::endingRefusal(int seat, bool draw) const
{
    const Refusal::Why no = draw ? Refusal::Why::NoDrawNow : Refusal::Why::NoResignationNow;
    if (!referee_ || referee_->over())
        return {Refusal::Why::GameOver, {}, QStringLiteral("the game is over")};
    if (seat != 0 && seat != 1)
        return {no, {}, QStringLiteral("only a player may do that")};
    const QString why = draw ? referee_->drawRefusal() : referee_->resignRefusal(seat);
    if (why.isEmpty())
        return {};
    // Only 翻翻棋 refuses either while the game goes on: not before 40 plies (BQ-11).
    return {no, banqi() ? EngineError(banqi::ActionError::TooEarly) : EngineError(), why};
}

bool Match::offerDraw(int seat, QString* reason)
{
    Refusal refusal;
    return withText(offerDraw(seat, &refusal), refusal, reason);
}

bool Match::offerDraw(int seat, Refusal* refusal)
{
    if (refused(endingRefusal(seat, true), refusal))
        return false;
    if (drawOfferBy_ == 1 - seat) { // both want a draw: the offers meet, as at a board
        answerDraw(true);
        return true;
    }
    if (drawOfferBy_ == seat) // already on the table: said once, not again
        return true;
    if (LanSeat* lan = lanSeat()) { // the opponent answers through the host
        emit lan->drawOfferSent();
        return true;
    }
    const int other = 1 - seat;
    if (const std::optional<bool> answer = seats_[size_t(other)]->answerDraw(*referee_, other)) {
        if (*answer) {
            referee_->agreeDraw();
            ending_ = QStringLiteral("draw");
            endingSeat_ = -1;
        } else {
            emit drawDeclined(seat);
        }
        afterChange();
        return true;
    }
    drawOfferBy_ = seat;
    emit drawOffered(seat);
    emit changed();
    return true;
}

void Match::answerDraw(bool accept)
{
    if (drawOfferBy_ < 0 || !referee_ || referee_->over())
        return;
    const int by = drawOfferBy_;
    drawOfferBy_ = -1;
    if (accept) {
        referee_->agreeDraw();
        ending_ = QStringLiteral("draw");
        endingSeat_ = -1;
    } else {
        emit drawDeclined(by);
    }
    afterChange();
}

bool Match::resign(int seat, QString* reason)
{
    Refusal refusal;
    return withText(resign(seat, &refusal), refusal, reason);
}

bool Match::resign(int seat, Refusal* refusal)
{
    if (refused(endingRefusal(seat, false), refusal))
        return false;
    if (LanSeat* lan = lanSeat()) { // the result comes back from the host
        emit lan->resignationSent();
        return true;
    }
    referee_->resign(seat);
    ending_ = QStringLiteral("resign");
    endingSeat_ = seat;
    drawOfferBy_ = takeBackBy_ = -1;
    afterChange();
    return true;
}

void Match::setPaused(Pause why, bool on)
{
    const unsigned before = pauses_;
    pauses_ = on ? (pauses_ | why) : (pauses_ & ~unsigned(why));
    if (pauses_ != before && referee_)
        afterChange();
}

int Match::clockSide() const
{
    const bool runs = referee_ && clock_.timeControl().enabled() && !referee_->over() && pauses_ == 0
                      && clockRunsFor(referee_->sideToMove());
    return runs ? referee_->sideToMove() : -1;
}

void Match::updateClock()
{
    if (lanGame())
        return; // the host's clock, as followClock() last set it
    if (clock_.running() == clockSide())
        return;
    tick(); // the running side's time so far (its flag may fall now and end the game)
    const int want = clockSide();
    if (clock_.running() == want)
        return;
    if (want >= 0) {
        clock_.start(want);
        lastTick_ = now_();
        ticker_->start();
    } else {
        clock_.stop();
        ticker_->stop();
    }
    emit clockChanged();
}

void Match::elapse(int ms)
{
    const int side = clock_.running();
    if (side < 0 || ms <= 0)
        return;
    if (clock_.elapse(ms))
        flagFell(side);
    emit clockChanged();
}

void Match::flagFell(int seat)
{
    QCborMap record;
    if (referee_->flagFall(seat, &record)) {
        // The turn passes (banqi BQ-9): a fresh period for the seat's next
        // turn, and the clock runs on for the next side (the record says so).
        // The turn clock has no main time, so none is given back.
        clock_.renewTurn(seat);
        clock_.start(clockSide());
        lastTick_ = now_();
        redo_.clear();
        drawOfferBy_ = takeBackBy_ = -1;
        emit played(seat, Timeout, record);
    } else {
        ending_ = QStringLiteral("time");
        endingSeat_ = seat;
        redo_.clear();
    }
    afterChange(); // the next turn's clock starts (or the game is over)
}

bool Match::replay(Referee& referee, const QStringList& actions, const QString& ending, int endingSeat, QString* error)
{
    const bool isBanqi = referee.gameKey() == QLatin1String("banqi");
    QString why;
    for (int i = 0; i < actions.size(); ++i) {
        const QString& a = actions[i];
        if (referee.over()) {
            *error = QStringLiteral("action %1 comes after the end of the game").arg(i + 1);
            return false;
        }
        QCborMap ignored;
        const bool ok = (a == Timeout && isBanqi) ? referee.flagFall(referee.sideToMove(), &ignored)
                                                  : referee.play(a, &why, &ignored);
        if (!ok) {
            *error = QStringLiteral("action %1 (\"%2\"): %3").arg(i + 1).arg(shownText(a, 16), why);
            return false;
        }
    }
    if (ending.isEmpty())
        return true;
    if (referee.over()) {
        *error = QStringLiteral("the game ended twice");
        return false;
    }
    QCborMap ignored;
    if (ending == QLatin1String("draw"))
        referee.agreeDraw();
    else if (ending == QLatin1String("resign") && (endingSeat == 0 || endingSeat == 1))
        referee.resign(endingSeat);
    else if (ending == QLatin1String("time") && (endingSeat == 0 || endingSeat == 1))
        referee.flagFall(endingSeat, &ignored);
    if (!referee.over()) {
        *error = QStringLiteral("unknown ending of the game");
        return false;
    }
    return true;
}

bool Match::follow(const QCborMap& setup, const QStringList& actions, const QCborMap& result, QString* error)
{
    QString why;
    std::unique_ptr<Referee> referee = refereeFromSetup(setup_.game, setup, &why);
    // A result no action shows (the host judged it): resignation, agreement, flag fall.
    QString ending;
    int endingSeat = -1;
    const QString verdict = result.value(QStringLiteral("verdict")).toString();
    const QString reason = result.value(QStringLiteral("reason")).toString();
    if (referee && !verdict.isEmpty() && verdict != QLatin1String("ongoing")) {
        // The loser: a banqi result names its winner's seat, the others a colour.
        const int winner = result.contains(QStringLiteral("winner")) ? int(result.value(QStringLiteral("winner")).toInteger())
                                                                     : verdict == QLatin1String("red") ? 0 : 1;
        if (reason == QLatin1String("resignation"))
            ending = QStringLiteral("resign"), endingSeat = 1 - winner;
        else if (reason == QLatin1String("draw agreement"))
            ending = QStringLiteral("draw");
        else if (reason == QLatin1String("timeout"))
            ending = QStringLiteral("time"), endingSeat = 1 - winner;
    }
    if (!referee || !replay(*referee, actions, {}, -1, &why)
        || (!ending.isEmpty() && !referee->over() && !replay(*referee, {}, ending, endingSeat, &why))) {
        if (error)
            *error = why;
        return false;
    }
    for (auto& s : seats_)
        s->stop();
    referee_ = std::move(referee);
    redo_.clear();
    log_.takenBackTo(int(referee_->actions().size())); // a line followed back: no change past its end
    ending_ = referee_->over() ? ending : QString();
    endingSeat_ = endingSeat;
    drawOfferBy_ = takeBackBy_ = -1;
    afterChange();
    return true;
}

bool Match::restart(const Setup& setup, QString* error)
{
    return start(setup, std::move(seats_[0]), std::move(seats_[1]), error);
}

QJsonObject Match::snapshot() const
{
    if (!referee_)
        return {};
    QJsonArray seats;
    for (const auto& s : seats_) {
        if (s->kind() == Seat::Kind::Lan)
            return {};
        seats.append(SeatSpec::of(*s).toJson());
    }
    QJsonObject m;
    m.insert(QStringLiteral("format"), QStringLiteral("qiyuan-match"));
    m.insert(QStringLiteral("version"), 1);
    m.insert(QStringLiteral("game"), setup_.game);
    m.insert(QStringLiteral("setup"), referee_->setup().toJsonObject());
    m.insert(QStringLiteral("takeBacks"), setup_.takeBacks);
    m.insert(QStringLiteral("actions"), QJsonArray::fromStringList(referee_->actions()));
    m.insert(QStringLiteral("redo"), QJsonArray::fromStringList(redo_));
    m.insert(QStringLiteral("seats"), seats);
    if (!ending_.isEmpty()) {
        QJsonObject e{{QStringLiteral("how"), ending_}};
        if (endingSeat_ >= 0)
            e.insert(QStringLiteral("seat"), endingSeat_);
        m.insert(QStringLiteral("ending"), e);
    }
    if (drawOfferBy_ >= 0)
        m.insert(QStringLiteral("drawOfferBy"), drawOfferBy_);
    if (!log_.empty())
        m.insert(QStringLiteral("changes"), log_.toJson());
    const TimeControl& tc = clock_.timeControl();
    if (tc.enabled()) {
        const GameClock::State s = clock_.state();
        QJsonObject c = timeControlJson(tc);
        // The time left as it is now, the running side's too.
        GameClock now = clock_;
        if (now.running() >= 0)
            now.elapse(int(now_() - lastTick_));
        const GameClock::State n = now.state();
        c.insert(QStringLiteral("mainMs"), pair(n.mainMs[0], n.mainMs[1]));
        c.insert(QStringLiteral("periodMs"), pair(n.periodMs[0], n.periodMs[1]));
        c.insert(QStringLiteral("inByoyomi"), QJsonArray{s.inByoyomi[0], s.inByoyomi[1]});
        // Written only for the kinds that have them, so older readers see a game they know.
        if (tc.side(0).byoyomiMs > 0 || tc.side(1).byoyomiMs > 0)
            c.insert(QStringLiteral("periodsLeft"), pair(n.periodsLeft[0], n.periodsLeft[1]));
        if (tc.side(0).moveMs > 0 || tc.side(1).moveMs > 0)
            c.insert(QStringLiteral("moveLeftMs"), pair(n.moveLeftMs[0], n.moveLeftMs[1]));
        m.insert(QStringLiteral("clock"), c);
    }
    return m;
}

bool Match::changeLevel(int seat, int level)
{
    Seat* s = referee_ && (seat == 0 || seat == 1) ? seats_[size_t(seat)].get() : nullptr;
    if (!s || s->kind() != Seat::Kind::Computer || over() || lanGame() || level < ai::MinLevel
        || level > ai::MaxLevel || level == s->level())
        return false;
    log_.addLevel({int(referee_->actions().size()), seat, s->level(), level});
    s->stop(); // what it was thinking at the old level is void
    s->setLevel(level);
    emit levelChanged(seat);
    afterChange(); // on its turn it thinks again, at the new level
    return true;
}

bool Match::changeClock(const TimeControl& tc)
{
    if (!referee_ || over() || lanGame() || turnClock_ || referee_->rulesClock().enabled() || tc == timeControl())
        return false;
    tick(); // the time spent so far is charged to the old clock, then it goes
    log_.addClock({int(referee_->actions().size()), timeControl(), tc});
    setup_.clock = tc;
    clock_ = GameClock(tc);
    lastTick_ = now_();
    updateClock();
    emit clockChanged();
    return true;
}

bool Match::takeClockTag(const QString& tag)
{
    LevelLog clocks;
    const auto tc = referee_ ? LevelLog::readClockTag(tag, int(referee_->actions().size()), &clocks) : std::nullopt;
    if (!tc || (!tc->enabled() && clocks.clocks().isEmpty()) || lanGame() || referee_->rulesClock().enabled())
        return false;
    tick();
    for (const ClockChange& c : clocks.clocks())
        log_.addClock(c);
    setup_.clock = *tc;
    clock_ = GameClock(*tc);
    turnClock_ = false;
    lastTick_ = now_();
    updateClock();
    emit clockChanged();
    return true;
}

bool Match::setLevelLog(const QJsonObject& changes, QString* error)
{
    return referee_ && log_.readJson(changes, int(referee_->actions().size()), error);
}

QMap<QString, QString> Match::levelTags(const QStringList& sideNames) const
{
    QMap<QString, QString> tags;
    for (int i = 0; i < 2 && i < sideNames.size(); ++i) {
        const bool changed = std::any_of(log_.levels().begin(), log_.levels().end(),
                                         [i](const LevelChange& c) { return c.seat == i; });
        if (seats_[size_t(i)] && (seats_[size_t(i)]->kind() == Seat::Kind::Computer || changed))
            tags.insert(sideNames[i] + QStringLiteral("Level"), log_.levelTag(i, seats_[size_t(i)]->level()));
    }
    if (timeControl().enabled() || !log_.clocks().isEmpty())
        tags.insert(QStringLiteral("TimeControl"), log_.clockTag(timeControl()));
    return tags;
}

bool Match::restore(const QJsonObject& data, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    if (data.value(QStringLiteral("format")).toString() != QLatin1String("qiyuan-match"))
        return fail(QStringLiteral("not a match snapshot"));
    if (data.value(QStringLiteral("version")).toInt() != 1)
        return fail(QStringLiteral("a match snapshot of another version (%1)")
                        .arg(data.value(QStringLiteral("version")).toInt()));
    Setup setup;
    setup.game = data.value(QStringLiteral("game")).toString();
    setup.referee = QCborMap::fromJsonObject(data.value(QStringLiteral("setup")).toObject());
    setup.takeBacks = data.value(QStringLiteral("takeBacks")).toBool(true);
    QString why;
    std::unique_ptr<Referee> referee = refereeFromSetup(setup.game, setup.referee, &why);
    if (!referee)
        return fail(why);

    // Seats.
    const QJsonArray seatList = data.value(QStringLiteral("seats")).toArray();
    if (seatList.size() != 2)
        return fail(QStringLiteral("a match has two seats"));
    std::array<std::unique_ptr<Seat>, 2> seats;
    for (int i = 0; i < 2; ++i) {
        const std::optional<SeatSpec> spec = SeatSpec::fromJson(seatList[i].toObject(), &why);
        if (!spec)
            return fail(why);
        seats[size_t(i)] = builder_ ? builder_(*spec) : buildBuiltinSeat(*spec);
        if (!seats[size_t(i)])
            return fail(QStringLiteral("no seat can be made for the engine \"%1\"").arg(spec->engine.command.left(64)));
    }

    // The actions, each judged again, and how it ended when not by an action.
    QStringList actions;
    for (const QJsonValue& v : data.value(QStringLiteral("actions")).toArray())
        actions.append(v.isString() ? v.toString() : QStringLiteral("?"));
    QStringList redo;
    for (const QJsonValue& v : data.value(QStringLiteral("redo")).toArray()) {
        if (!v.isString() || v.toString().size() > 16)
            return fail(QStringLiteral("the take-backs to redo are not actions"));
        redo.append(v.toString());
    }
    const QJsonObject e = data.value(QStringLiteral("ending")).toObject();
    const QString ending = e.value(QStringLiteral("how")).toString();
    const int endingSeat = e.value(QStringLiteral("seat")).toInt(-1);
    if (data.contains(QStringLiteral("ending")) && ending.isEmpty())
        return fail(QStringLiteral("unknown ending of the game"));
    if (!replay(*referee, actions, ending, endingSeat, &why))
        return fail(why);
    const int drawOfferBy = data.value(QStringLiteral("drawOfferBy")).toInt(-1);
    if (drawOfferBy != -1 && (drawOfferBy != 0 && drawOfferBy != 1))
        return fail(QStringLiteral("a draw offer by no seat"));
    LevelLog log;
    if (!log.readJson(data.value(QStringLiteral("changes")).toObject(), int(actions.size()), &why))
        return fail(why);

    // The clock.
    GameClock clock(referee->rulesClock());
    if (data.contains(QStringLiteral("clock"))) {
        const QJsonObject c = data.value(QStringLiteral("clock")).toObject();
        constexpr int Day = 24 * 3600 * 1000;
        const std::optional<TimeControl> read = readTimeControlJson(c);
        const TimeControl tc = read.value_or(TimeControl{});
        GameClock::State s;
        const QJsonArray byo = c.value(QStringLiteral("inByoyomi")).toArray();
        // Older snapshots have no periods nor per-move time: all are left.
        const auto optionalPair = [&c](const char* key, std::array<int, 2>* out) {
            return !c.contains(QLatin1String(key)) || readPair(c.value(QLatin1String(key)), out, Day);
        };
        if (!read || !tc.enabled() || !readPair(c.value(QStringLiteral("mainMs")), &s.mainMs, Day)
            || !readPair(c.value(QStringLiteral("periodMs")), &s.periodMs, Day) || byo.size() != 2
            || !optionalPair("periodsLeft", &s.periodsLeft) || !optionalPair("moveLeftMs", &s.moveLeftMs))
            return fail(QStringLiteral("the clock is not one"));
        s.inByoyomi = {byo[0].toBool(), byo[1].toBool()};
        if (ending == QLatin1String("time"))
            s.flagged[size_t(endingSeat)] = true;
        clock = GameClock(tc);
        clock.restore(s);
        setup.clock = tc;
    }

    // All good: the match becomes the snapshot's.
    ticker_->stop();
    setSeats(std::move(seats[0]), std::move(seats[1]));
    setup_ = setup;
    referee_ = std::move(referee);
    redo_ = redo;
    ending_ = ending;
    endingSeat_ = endingSeat;
    drawOfferBy_ = referee_->over() ? -1 : drawOfferBy;
    takeBackBy_ = -1;
    announced_ = referee_->over(); // a finished game is not announced again
    log_ = log;
    clock_ = clock;
    turnClock_ = !data.contains(QStringLiteral("clock")) ? false : clock.timeControl() == referee_->rulesClock();
    lastTick_ = now_();
    afterChange();
    return true;
}

} // namespace qiyuan::match
