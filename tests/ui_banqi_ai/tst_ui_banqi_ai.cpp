// 翻翻棋 against the computer, driven through the real table: the computer
// answers (a flip or a move) from a worker thread while the event loop keeps
// running, it is fed its own player's view only (never the deal), the board
// refuses clicks while it is to act, take-backs remove the pair, undo and
// destroying the table mid-search are safe, the turn clock is the human's
// only, and a snapshot resumes the game against the computer.
#include "banqi/banqiboard.h"
#include "ai/banqi_ai.h"
#include "banqi/banqitable.h"

#include "ai/ai.h"
#include "banqi/deal.h"

#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::banqi;
using qiyuan::ui::BanqiOptions;
using qiyuan::ui::BanqiTable;

// The AI's input is a player's View: the function the computer's job runs
// (engine/match/think.cpp) takes no referee's Game (which knows every
// face-down piece) and no Deal, so the deal cannot reach it.
template <class Input>
concept ComputerInput = requires(const Input& in, const RuleSet& r) { ai::chooseBanqiAction(in, r); };
static_assert(ComputerInput<View>);
static_assert(!ComputerInput<Game>);
static_assert(!ComputerInput<Deal>);

namespace {

Square sq(const char* name) { return parseSquare(name); }

// The deal of `seed` with the first seat acting first: the same layout every run.
Deal fixedDeal(std::uint64_t seed = 7)
{
    Deal d = dealFromSeed(seed, "test");
    d.firstSeat = 0;
    return d;
}

BanqiOptions computerOptions(Player computer, int level = ai::MaxLevel, bool undo = false, bool clock = true)
{
    BanqiOptions o;
    o.rules = QStringLiteral("banqi");
    o.turnClock = clock;
    o.undoAllowed = undo;
    o.vsComputer = true;
    o.computerLevel = level;
    o.humanOrder = computer == Player::Second ? 0 : 1;
    return o;
}

// Counts how often the event loop runs a 10 ms timer: a busy GUI thread would starve it.
struct Heartbeat {
    QTimer timer;
    int beats = 0;
    Heartbeat()
    {
        timer.setInterval(10);
        QObject::connect(&timer, &QTimer::timeout, [this] { ++beats; });
        timer.start();
    }
};

} // namespace

class TestUiBanqiAi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void computerAnswers_data();
    void computerAnswers();
    void computerSeesOnlyItsView();
    void boardRefusesWhileComputerActs();
    void illegalHumanActionChangesNothing();
    void undoTakesBackThePair();
    void undoDuringThinkingIsSafe();
    void destroyMidSearchIsSafe_data();
    void destroyMidSearchIsSafe();
    void turnClockIsTheHumansOnly();
    void snapshotResumes_data();
    void snapshotResumes();
    void badComputerSnapshotRefused_data();
    void badComputerSnapshotRefused();
    void newGameDialogAsksOrderAndLevel();
    void hintNamesALegalAction();
    void hintShownOnTheBoard();
    void boardDrawsHint_data();
    void boardDrawsHint();
    void drawOfferAnsweredByMaterial();

private:
    static void click(BanqiTable& t, Square s)
    {
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->squareCentre(s).toPoint());
    }
    // A table of the given size with a game against the computer; the
    // computer answers as soon as it has chosen (no display pause).
    static std::unique_ptr<BanqiTable> table(const BanqiOptions& o, int minimumMs = 0)
    {
        auto t = std::make_unique<BanqiTable>();
        t->resize(900, 600);
        t->board()->setAnimationMs(0);
        t->setComputerMinimumTimeMs(minimumMs);
        t->newGame(fixedDeal(), o);
        return t;
    }
    // The first legal action of the human's view, preferring a flip.
    static Action humanFlip(const BanqiTable& t)
    {
        for (const Action& a : t.view().legal)
            if (a.isFlip())
                return a;
        return t.view().legal.front();
    }
};

void TestUiBanqiAi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_banqi_ai"));
    QSettings().remove(QStringLiteral("banqi/match-computer"));
}

void TestUiBanqiAi::computerAnswers_data()
{
    QTest::addColumn<bool>("computerFirst");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("humanActions"); // before the checked answer
    QTest::newRow("human first, the computer answers a flip") << false << ai::MaxLevel << 1;
    QTest::newRow("computer first, it flips at once") << true << ai::MaxLevel << 0;
    QTest::newRow("beginner level answers too") << false << ai::MinLevel << 1;
    QTest::newRow("a later turn, moves possible") << false << ai::MaxLevel << 6;
}

void TestUiBanqiAi::computerAnswers()
{
    QFETCH(bool, computerFirst);
    QFETCH(int, level);
    QFETCH(int, humanActions);
    const Player computer = computerFirst ? Player::First : Player::Second;
    auto t = table(computerOptions(computer, level), 300);
    t->board()->setAnimationMs(2000); // long enough to be seen by the polling below
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    for (int i = 0; i <= humanActions; ++i) {
        if (t->computerToAct()) {
            QVERIFY(t->computerThinking());
            QVERIFY(!t->board()->isInteractive());
            const int before = t->actionLog().size();
            QCOMPARE(before % 2, computerFirst ? 0 : 1); // asked, not yet answered: it thinks elsewhere
            Heartbeat heart;
            QElapsedTimer clock;
            clock.start();
            QTRY_VERIFY_WITH_TIMEOUT(t->actionLog().size() == before + 1, 5000);
            // The event loop kept running while the computer thought (the
            // machine may be loaded: a few beats are enough to show it was not blocked).
            QVERIFY2(heart.beats >= 3,
                     qPrintable(QStringLiteral("%1 beats in %2 ms").arg(heart.beats).arg(clock.elapsed())));
            QVERIFY(!t->computerThinking());
            // Shown like a person's action: a flip turns over, a taken piece
            // fades (animated), then the human's turn.
            const auto answer = parseAction(t->actionLog().last().toStdString());
            QVERIFY(answer);
            QCOMPARE(t->board()->isAnimating(), answer->isFlip() || t->view().records.back().captured != 0);
            QVERIFY(!t->computerToAct());
            QVERIFY(t->board()->isInteractive());
            QVERIFY(parseAction(t->actionLog().last().toStdString()));
        }
        if (i < humanActions) {
            const Action a = i < 3 ? humanFlip(*t) : t->view().legal.back();
            if (a.isFlip())
                click(*t, a.from);
            else
                QVERIFY(t->act(a));
            QVERIFY(t->computerToAct());
        }
    }
    QVERIFY(t->actionLog().size() >= humanActions + 1);
    QCOMPARE(t->actionLog().size() % 2, computerFirst ? 1 : 0);
}

void TestUiBanqiAi::computerSeesOnlyItsView()
{
    auto t = table(computerOptions(Player::Second));
    for (int turn = 0; turn < 4; ++turn) {
        QVERIFY(t->act(humanFlip(*t)));
        QVERIFY(t->computerThinking());
        const auto& input = t->computerSeat()->lastInput().banqiView;
        QVERIFY(input);
        // Its own view, with its legal actions: the player it plays.
        QCOMPARE(input->viewer, Player::Second);
        QCOMPARE(input->toAct, Player::Second);
        QVERIFY(!input->legal.empty());
        // Nothing face down is named: the hidden field of its FEN is "-",
        // the face-down squares are all FaceDown, and their count is the pool's.
        QVERIFY(input->fen.ends_with(" -"));
        int faceDown = 0, pool = 0;
        for (Square s = 0; s < SquareCount; ++s)
            if (input->board[s] == FaceDown)
                ++faceDown;
        for (int n : input->faceDownLeft)
            pool += n;
        QCOMPARE(faceDown, pool);
        QVERIFY(!input->seed); // the deal's seed stays hidden until the end
        QTRY_VERIFY_WITH_TIMEOUT(!t->computerToAct(), 5000);
    }
}

void TestUiBanqiAi::boardRefusesWhileComputerActs()
{
    auto t = table(computerOptions(Player::First), 1500);
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    QVERIFY(t->computerThinking());
    QVERIFY(!t->board()->isInteractive());
    for (const char* s : {"a1", "d4", "h2"})
        click(*t, sq(s));
    QVERIFY(t->actionLog().isEmpty());
    // Even a direct request from the board is refused with a reason.
    emit t->board()->actionRequested(Action::flip(sq("a1")));
    QVERIFY(t->actionLog().isEmpty());
    QVERIFY(t->statusText().contains(QLatin1String("computer")));
    for (const char* name : {"offerDrawButton", "resignButton", "hintButton"})
        QVERIFY(!t->findChild<QPushButton*>(QLatin1String(name))->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 1, 5000);
}

void TestUiBanqiAi::illegalHumanActionChangesNothing()
{
    auto t = table(computerOptions(Player::Second));
    QVERIFY(t->act(Action::flip(sq("a1"))));
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
    const QStringList before = t->actionLog();
    // A move of a face-down piece and a flip of an empty or face-up square.
    Square faceUp = NoSquare, faceDown = NoSquare;
    for (Square s = 0; s < SquareCount; ++s) {
        if (t->view().board[s] == FaceDown && faceDown == NoSquare)
            faceDown = s;
        if (isPiece(t->view().board[s]) && faceUp == NoSquare)
            faceUp = s;
    }
    QVERIFY(faceUp != NoSquare && faceDown != NoSquare);
    QVERIFY(!t->act(Action::flip(faceUp)));
    QVERIFY(!t->act(Action::move(faceDown, faceDown + 1)));
    QCOMPARE(t->actionLog(), before);
    QVERIFY(!t->computerThinking());
    QVERIFY(!t->computerToAct());
    QTest::qWait(50);
    QCOMPARE(t->actionLog(), before);
}

void TestUiBanqiAi::undoTakesBackThePair()
{
    auto t = table(computerOptions(Player::Second, ai::MaxLevel, true));
    QVERIFY(!t->canUndo());
    QVERIFY(t->act(Action::flip(sq("a1"))));
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
    QVERIFY(t->act(humanFlip(*t)));
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 4, 5000);
    const QStringList firstPair = t->actionLog().mid(0, 2);
    QVERIFY(t->canUndo());
    QTest::mouseClick(t->findChild<QPushButton*>(QStringLiteral("takeBackButton")), Qt::LeftButton);
    QCOMPARE(t->actionLog(), firstPair);
    QVERIFY(!t->computerToAct());
    QVERIFY(!t->computerThinking());
    t->undo();
    QVERIFY(t->actionLog().isEmpty());
    QVERIFY(!t->canUndo());

    // The computer acting first: its opening flip is never taken back.
    auto c = table(computerOptions(Player::First, ai::MaxLevel, true));
    QTRY_COMPARE_WITH_TIMEOUT(c->actionLog().size(), 1, 5000);
    QVERIFY(!c->canUndo());
    QVERIFY(c->act(humanFlip(*c)));
    QTRY_COMPARE_WITH_TIMEOUT(c->actionLog().size(), 3, 5000);
    c->undo();
    QCOMPARE(c->actionLog().size(), 1);
    QVERIFY(!c->computerToAct());
}

void TestUiBanqiAi::undoDuringThinkingIsSafe()
{
    auto t = table(computerOptions(Player::Second, ai::MaxLevel, true), 400);
    QVERIFY(t->act(Action::flip(sq("b2"))));
    QVERIFY(t->computerThinking());
    QVERIFY(t->canUndo());
    t->undo();
    QVERIFY(t->actionLog().isEmpty());
    QVERIFY(!t->computerThinking());
    QVERIFY(t->board()->isInteractive());
    // The cancelled search never lands.
    QTest::qWait(700);
    QVERIFY(t->actionLog().isEmpty());
    // And the game goes on normally.
    QVERIFY(t->act(Action::flip(sq("c3"))));
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
}

void TestUiBanqiAi::destroyMidSearchIsSafe_data()
{
    QTest::addColumn<int>("minimumMs");
    QTest::addColumn<int>("waitMs"); // before destroying
    QTest::newRow("at once") << 0 << 0;
    QTest::newRow("while the answer waits to be shown") << 500 << 100;
    QTest::newRow("a moment later, the answer perhaps queued") << 0 << 20;
}

void TestUiBanqiAi::destroyMidSearchIsSafe()
{
    QFETCH(int, minimumMs);
    QFETCH(int, waitMs);
    auto t = table(computerOptions(Player::Second), minimumMs);
    QVERIFY(t->act(Action::flip(sq("a1"))));
    QVERIFY(t->computerThinking());
    if (waitMs)
        QThread::msleep(static_cast<unsigned long>(waitMs)); // no events: the answer stays queued
    QSignalSpy destroyed(t.get(), &QObject::destroyed);
    t.reset();
    QCOMPARE(destroyed.count(), 1);
    QTest::qWait(minimumMs + 50); // queued answers and timers of the dead table do nothing
}

void TestUiBanqiAi::turnClockIsTheHumansOnly()
{
    qint64 now = 0;
    auto t = table(computerOptions(Player::Second), 100000);
    t->setTimeSource([&now] { return now; });
    QVERIFY(t->act(Action::flip(sq("a1"))));
    QVERIFY(t->computerToAct());
    // The computer's turn: no countdown, no timeout however long it takes.
    now += 120000;
    t->tick();
    QCOMPARE(t->actionLog().size(), 1);
    QCOMPARE(t->view().timeouts[1], 0);
    t->setComputerMinimumTimeMs(0);
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
    // The human's turn starts when the computer has acted: a full 30 s.
    QCOMPARE(t->turnRemainingMs(), 30000);
    now += 31000;
    t->tick();
    QCOMPARE(t->actionLog().last(), QStringLiteral("timeout"));
    QCOMPARE(t->view().timeouts[0], 1);
    // The timeout passes the turn to the computer, which answers.
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 4, 5000);
}

void TestUiBanqiAi::snapshotResumes_data()
{
    QTest::addColumn<bool>("whileThinking");
    QTest::addColumn<int>("level");
    QTest::newRow("the human to act") << false << 2;
    QTest::newRow("the computer was thinking") << true << 6;
}

void TestUiBanqiAi::snapshotResumes()
{
    QFETCH(bool, whileThinking);
    QFETCH(int, level);
    auto t = table(computerOptions(Player::Second, level, true), 200);
    QVERIFY(t->act(Action::flip(sq("a1"))));
    if (!whileThinking)
        QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
    const QJsonObject snapshot = t->snapshot();
    const QStringList log = t->actionLog();
    t.reset(); // the crash

    BanqiTable r;
    r.board()->setAnimationMs(0);
    QString error;
    QVERIFY2(r.restoreSnapshot(snapshot, &error), qPrintable(error));
    QVERIFY(r.isComputerGame());
    QCOMPARE(r.options().computerPlayer, Player::Second);
    QCOMPARE(r.options().computerLevel, level);
    QVERIFY(r.options().undoAllowed);
    QCOMPARE(r.actionLog(), log);
    QCOMPARE(r.computerThinking(), whileThinking);
    QCOMPARE(r.board()->isInteractive(), !whileThinking);
    if (whileThinking)
        QTRY_COMPARE_WITH_TIMEOUT(r.actionLog().size(), 2, 5000);
    QVERIFY(r.act(humanFlip(r)));
    QTRY_COMPARE_WITH_TIMEOUT(r.actionLog().size(), 4, 5000);
}

void TestUiBanqiAi::badComputerSnapshotRefused_data()
{
    // A snapshot written before the match (the file's JSON and "computer")
    // and the match's own (its seats).
    QTest::addColumn<bool>("matchFormat");
    QTest::addColumn<QJsonValue>("computer");
    QTest::newRow("player 3") << false << QJsonValue(QJsonObject{{"player", 3}, {"level", 3}});
    QTest::newRow("player missing") << false << QJsonValue(QJsonObject{{"level", 3}});
    QTest::newRow("level 0") << false << QJsonValue(QJsonObject{{"player", 2}, {"level", 0}});
    QTest::newRow("level 9") << false << QJsonValue(QJsonObject{{"player", 2}, {"level", 9}});
    QTest::newRow("not an object") << false << QJsonValue(QStringLiteral("yes"));
    QTest::newRow("match: level 0") << true << QJsonValue(QJsonObject{{"kind", "computer"}, {"level", 0}});
    QTest::newRow("match: level 9") << true << QJsonValue(QJsonObject{{"kind", "computer"}, {"level", 9}});
    QTest::newRow("match: unknown seat") << true << QJsonValue(QJsonObject{{"kind", "robot"}});
    QTest::newRow("match: not an object") << true << QJsonValue(QStringLiteral("yes"));
}

void TestUiBanqiAi::badComputerSnapshotRefused()
{
    QFETCH(bool, matchFormat);
    QFETCH(QJsonValue, computer);
    auto t = table(computerOptions(Player::Second));
    QJsonObject data;
    if (matchFormat) {
        data = t->snapshot();
        QJsonObject m = data.value(QStringLiteral("match")).toObject();
        QJsonArray seats = m.value(QStringLiteral("seats")).toArray();
        for (int i = 0; i < seats.size(); ++i)
            if (seats[i].toObject().value(QStringLiteral("kind")) == QStringLiteral("computer"))
                seats[i] = computer;
        m.insert(QStringLiteral("seats"), seats);
        data.insert(QStringLiteral("match"), m);
    } else {
        data = t->toJson();
        data.insert(QStringLiteral("computer"), computer);
    }
    BanqiTable r;
    // The turn clock of the fresh game waits, so that the two snapshots
    // differ only if the refused restore changed something.
    r.match()->setPaused(match::Match::Players, true);
    const QJsonObject before = r.snapshot();
    QString error;
    QVERIFY(!r.restoreSnapshot(data, &error));
    QVERIFY(!error.isEmpty());
    if (!matchFormat)
        QVERIFY(error.contains(QLatin1String("computer")));
    QVERIFY(!r.isComputerGame());
    QCOMPARE(r.actionLog(), QStringList());
    QCOMPARE(r.snapshot(), before); // nothing changed
}

void TestUiBanqiAi::newGameDialogAsksOrderAndLevel()
{
    QSettings().remove(QStringLiteral("computer/banqi"));
    BanqiTable t;
    t.setComputerMinimumTimeMs(0);
    bool sawDialog = false;
    QTimer::singleShot(0, &t, [&] {
        auto* d = t.findChild<QDialog*>(QStringLiteral("banqiNewGameDialog"));
        QVERIFY(d);
        sawDialog = true;
        auto* order = d->findChild<QComboBox*>(QStringLiteral("orderBox"));
        auto* level = d->findChild<QComboBox*>(QStringLiteral("levelBox"));
        QVERIFY(order && level);
        QCOMPARE(order->count(), 3); // first, second, random
        QCOMPARE(level->count(), ai::MaxLevel - ai::MinLevel + 1);
        order->setCurrentIndex(order->findData(1)); // the computer acts first
        level->setCurrentIndex(level->findData(5));
        d->accept();
    });
    QVERIFY(t.startNew(QStringLiteral("banqi-taiwan"), PlayMode::Computer));
    QVERIFY(sawDialog);
    QVERIFY(t.isComputerGame());
    QCOMPARE(t.variantKey(), QStringLiteral("banqi-taiwan"));
    QCOMPARE(t.options().computerPlayer, Player::First);
    QCOMPARE(t.options().computerLevel, 5);
    QVERIFY(t.computerToAct());
    QTRY_COMPARE_WITH_TIMEOUT(t.actionLog().size(), 1, 5000);
    // The choice is remembered for the next game.
    QCOMPARE(QSettings().value(QStringLiteral("computer/banqi/level")).toInt(), 5);

    // Random order: over a few games both orders come up.
    QSet<int> seen;
    BanqiOptions random = computerOptions(Player::Second);
    random.humanOrder = 2;
    for (int i = 0; i < 40 && seen.size() < 2; ++i) {
        t.newGame(random);
        seen.insert(static_cast<int>(t.options().computerPlayer));
    }
    QCOMPARE(seen.size(), 2);

    // The hot-seat dialog has no computer questions.
    QTimer::singleShot(0, &t, [&] {
        auto* d = t.findChild<QDialog*>(QStringLiteral("banqiNewGameDialog"));
        QVERIFY(d);
        QVERIFY(!d->findChild<QComboBox*>(QStringLiteral("orderBox")));
        d->accept();
    });
    QVERIFY(t.startNew(QStringLiteral("banqi"), PlayMode::HotSeat));
    QVERIFY(!t.isComputerGame());
    // One policy for every table (docs/PLAY.md): hints in hot-seat games too,
    // from the view of the player to act.
    QVERIFY(t.findChild<QPushButton*>(QStringLiteral("hintButton"))->isVisibleTo(&t));
}

void TestUiBanqiAi::hintNamesALegalAction()
{
    auto t = table(computerOptions(Player::Second));
    QVERIFY(t->act(Action::flip(sq("a1"))));
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
    auto* hint = t->findChild<QPushButton*>(QStringLiteral("hintButton"));
    QVERIFY(hint->isVisibleTo(t.get()));
    QVERIFY(hint->isEnabled());
    QSignalSpy shown(t.get(), &BanqiTable::hintShown);
    QTest::mouseClick(hint, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 5000);
    const auto a = shown.first().first().value<Action>();
    bool legal = false;
    for (const Action& l : t->view().legal)
        legal = legal || l == a;
    QVERIFY(legal);
    QVERIFY(t->statusText().contains(QString::fromStdString(squareName(a.from))));
    // A hint is advice: nothing was played.
    QCOMPARE(t->actionLog().size(), 2);
    QVERIFY(!t->computerThinking());
}

void TestUiBanqiAi::hintShownOnTheBoard()
{
    auto t = table(computerOptions(Player::Second));
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    QVERIFY(t->act(Action::flip(sq("a1"))));
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 2, 5000);
    QVERIFY(t->board()->hint().isNull());
    QSignalSpy shown(t.get(), &BanqiTable::hintShown);
    QTest::mouseClick(t->findChild<QPushButton*>(QStringLiteral("hintButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 5000);
    const auto a = shown.first().first().value<Action>();
    // The board shows the same action the status line names.
    QCOMPARE(t->board()->hint(), a);
    // A language change redraws the same view: the hint stays.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(t.get(), &change);
    QCOMPARE(t->board()->hint(), a);
    // The next action clears it (here the human follows the hint).
    QVERIFY(t->act(a));
    QVERIFY(t->board()->hint().isNull());
    QTRY_COMPARE_WITH_TIMEOUT(t->actionLog().size(), 4, 5000);
    QVERIFY(t->board()->hint().isNull());
}

void TestUiBanqiAi::boardDrawsHint_data()
{
    QTest::addColumn<QString>("hint");   // the action asked for
    QTest::addColumn<bool>("shown");     // whether the board keeps it (only legal ones)
    // The view: a face-down disc on a1, the red chariot on b2, a black horse on c2,
    // empty b3; red to act.
    QTest::newRow("flip: the disc outlined") << QStringLiteral("a1") << true;
    QTest::newRow("move: an arrow to an empty square") << QStringLiteral("b2b3") << true;
    QTest::newRow("capture: an arrow onto the piece") << QStringLiteral("b2c2") << true;
    QTest::newRow("not a legal action: nothing shown") << QStringLiteral("c2b2") << false;
}

void TestUiBanqiAi::boardDrawsHint()
{
    QFETCH(QString, hint);
    QFETCH(bool, shown);
    View v;
    v.board.fill(NoPiece);
    v.board[sq("a1")] = FaceDown;
    v.board[sq("b2")] = makePiece(Color::Red, Chariot);
    v.board[sq("c2")] = makePiece(Color::Black, Horse);
    v.legal = {Action::flip(sq("a1")), Action::move(sq("b2"), sq("b3")), Action::move(sq("b2"), sq("c2")),
               Action::move(sq("b2"), sq("b1")), Action::move(sq("b2"), sq("a2"))};
    ui::BanqiBoard board;
    board.resize(720, 400);
    board.setAnimationMs(0);
    board.setView(v, {}, false);
    const QImage before = board.grab().toImage();
    const auto action = parseAction(hint.toStdString());
    QVERIFY(action);
    board.setHint(*action);
    QCOMPARE(board.hint(), shown ? *action : Action{});
    const QImage after = board.grab().toImage();
    // Drawn where the action is: the pixels around its first square change.
    const QPoint at = board.squareCentre(action->from).toPoint();
    const QRect around(at - QPoint(45, 45), QSize(90, 90));
    QCOMPARE(before.copy(around) != after.copy(around), shown);
    // The same view again keeps the hint; another one (the next action) clears it.
    board.setView(v, {}, false);
    QCOMPARE(board.hint(), shown ? *action : Action{});
    v.board[sq("a1")] = makePiece(Color::Black, Soldier);
    v.legal.erase(v.legal.begin());
    board.setView(v, Action::flip(sq("a1")), false);
    QVERIFY(board.hint().isNull());
}

void TestUiBanqiAi::drawOfferAnsweredByMaterial()
{
    // Up to ply 40 no draw can be offered (BQ-11); then the computer accepts
    // only when it is not ahead in captured material.
    auto t = table(computerOptions(Player::Second, ai::MaxLevel, false, false));
    t->setQuestionHandler([](const QString&, const QString&) {
        qFatal("the computer answers draw offers itself");
        return false;
    });
    while (!t->view().legal.empty() && t->view().ply < 40) {
        if (t->computerToAct()) {
            QTRY_VERIFY_WITH_TIMEOUT(!t->computerToAct(), 5000);
            continue;
        }
        // The human flips while it can, so that the game runs long.
        QVERIFY(t->act(humanFlip(*t)));
    }
    if (t->view().result.over())
        QSKIP("the game ended before ply 40");
    QTRY_VERIFY_WITH_TIMEOUT(!t->computerToAct(), 5000);
    int lead = 0; // the computer's, by the AI's piece worths
    const auto computerColour = t->view().colors[1];
    QVERIFY(computerColour);
    for (int p = 0; p < 16; ++p)
        if (isPiece(static_cast<Piece>(p))) {
            const int worth = t->view().captured[p] * ai::banqiKindValue(kindOf(static_cast<Piece>(p)));
            lead += colorOf(static_cast<Piece>(p)) == *computerColour ? -worth : worth;
        }
    t->offerDraw();
    QCOMPARE(t->view().result.over(), lead <= 0);
}

QTEST_MAIN(TestUiBanqiAi)
#include "tst_ui_banqi_ai.moc"
