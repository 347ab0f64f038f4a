// Playing xiangqi against the computer through the real table: the computer
// answers from a worker thread while the window stays responsive, the board
// refuses the human's clicks on the computer's turn, undo takes back the pair
// of moves (and is safe while the computer thinks), hints show a legal move,
// snapshots resume a computer game, and an external UCI engine plays or fails
// with a clear message. Settings → Computer opponent bounds the built-in AI's
// memory (hash table size), and the thinking line shows its speed.
#include "ai/ai.h"
#include "computergamedialog.h"
#include "languagemanager.h"
#include "preferences.h"
#include "settingsdialog.h"
#include "timecontroldialog.h"
#include "xiangqi/computerplayer.h"
#include "xiangqi/xiangqitable.h"
#include "../boardclicks.h"
#include "session/pgn.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace qiyuan;
using namespace qiyuan::xiangqi;
using qiyuan::ui::XiangqiTable;

class TestUiAi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void computerAnswers_data();
    void computerAnswers();
    void boardRefusesClicksWhileThinking();
    void undoTakesBackThePair();
    void undoWhileThinkingIsSafe();
    void destroyedWhileThinking();
    void hintShowsALegalMove_data();
    void hintShowsALegalMove();
    void snapshotResumesComputerGame();
    void externalEngineAnswers();
    void externalEngineFailure_data();
    void externalEngineFailure();
    void settingsHoldTheHashSize_data();
    void settingsHoldTheHashSize();
    void hashSizeReachesTheSearch_data();
    void hashSizeReachesTheSearch();
    void threadsReachTheSearch_data();
    void threadsReachTheSearch();
    void thinkingLineShowsSpeed();
    void computerGameOnTheClock();

private:
    static void click(XiangqiTable& t, const char* sq) { clickSquare(t.board(), sq); }
    static void play(XiangqiTable& t, const char* iccs) { playOnBoard(t.board(), iccs); }
    static QPushButton* button(XiangqiTable& t, const char* name)
    {
        return t.findChild<QPushButton*>(QLatin1String(name));
    }
    static void show(XiangqiTable& t)
    {
        t.resize(900, 640);
        t.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t));
    }
};

void TestUiAi::initTestCase()
{
    // QSettings go to a throw-away test location, never the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_ai"));
    QSettings().clear();
}

void TestUiAi::computerAnswers_data()
{
    QTest::addColumn<int>("human"); // 0 red, 1 black
    QTest::addColumn<int>("level");
    QTest::newRow("human red, level 1") << 0 << 1;
    QTest::newRow("human black, level 1: the computer opens") << 1 << 1;
    QTest::newRow("human red, level 3") << 0 << 3;
    QTest::newRow("human red, level 5: a second of thought") << 0 << 5;
}

void TestUiAi::computerAnswers()
{
    QFETCH(int, human);
    QFETCH(int, level);
    XiangqiTable t;
    show(t);
    // A timer that must keep firing while the computer thinks: the GUI thread is free.
    int ticks = 0;
    QTimer heartbeat;
    heartbeat.setInterval(10);
    connect(&heartbeat, &QTimer::timeout, [&ticks] { ++ticks; });
    heartbeat.start();
    QSignalSpy answered(&t, &XiangqiTable::computerMoved);

    t.newComputerGame(human == 0 ? Side::Red : Side::Black, level);
    QVERIFY(t.isComputerGame());
    QCOMPARE(t.computerLevel(), level);
    if (human == 0) {
        QVERIFY(!t.computerThinking());
        play(t, "h2e2"); // 炮二平五
        QCOMPARE(t.game().ply(), 1);
    }
    QVERIFY(t.computerThinking());
    QVERIFY(!t.board()->isInteractive());
    QVERIFY(t.findChild<QWidget*>(QStringLiteral("thinkingBar"))->isVisible());
    QElapsedTimer since;
    since.start();
    QVERIFY(answered.wait(15000));
    // At least a quarter of the 10 ms ticks fired during the wait (a frozen
    // window would fire none until the answer).
    QVERIFY2(ticks >= since.elapsed() / 40, qPrintable(QStringLiteral("only %1 timer ticks in %2 ms").arg(ticks).arg(since.elapsed())));
    const int expectedPly = human == 0 ? 2 : 1;
    QCOMPARE(t.game().ply(), expectedPly);
    QCOMPARE(answered.first().first().value<Move>(), t.game().moves().back());
    QVERIFY(!t.computerThinking());
    QVERIFY(t.board()->isInteractive());
    QCOMPARE(t.game().position().sideToMove(), human == 0 ? Side::Red : Side::Black);
    QVERIFY(!t.findChild<QWidget*>(QStringLiteral("thinkingBar"))->isVisible());
}

void TestUiAi::boardRefusesClicksWhileThinking()
{
    XiangqiTable t;
    show(t);
    t.newComputerGame(Side::Black, 8); // level 8 thinks for seconds: time to click
    QVERIFY(t.computerThinking());
    play(t, "h2e2"); // a red move, but red is the computer
    play(t, "h9g7"); // black may not move either: not its turn
    QCOMPARE(t.game().ply(), 0);
    QVERIFY(t.board()->selectedSquare() == NoSquare);
    QVERIFY(!button(t, "hintButton")->isEnabled());
}

void TestUiAi::undoTakesBackThePair()
{
    XiangqiTable t;
    show(t);
    QSignalSpy answered(&t, &XiangqiTable::computerMoved);
    t.newComputerGame(Side::Red, 1);
    QVERIFY(!button(t, "takeBackButton")->isEnabled());
    play(t, "h2e2");
    QVERIFY(answered.wait(15000));
    QCOMPARE(t.game().ply(), 2);
    QVERIFY(button(t, "takeBackButton")->isEnabled());
    QTest::mouseClick(button(t, "takeBackButton"), Qt::LeftButton);
    QCOMPARE(t.game().ply(), 0);
    QVERIFY(!t.computerThinking());
    QVERIFY(t.board()->isInteractive());
    // Redo brings back both moves, and the computer does not think again.
    QTest::mouseClick(button(t, "redoButton"), Qt::LeftButton);
    QCOMPARE(t.game().ply(), 2);
    QVERIFY(!t.computerThinking());
}

void TestUiAi::undoWhileThinkingIsSafe()
{
    XiangqiTable t;
    show(t);
    QSignalSpy answered(&t, &XiangqiTable::computerMoved);
    t.newComputerGame(Side::Red, 8);
    play(t, "h2e2");
    QVERIFY(t.computerThinking());
    QTest::qWait(50);
    QTest::mouseClick(button(t, "takeBackButton"), Qt::LeftButton);
    QCOMPARE(t.game().ply(), 0);
    QVERIFY(!t.computerThinking());
    // The cancelled search never plays its move.
    QTest::qWait(300);
    QCOMPARE(answered.count(), 0);
    QCOMPARE(t.game().ply(), 0);
    // A new move gets a fresh answer; a new game mid-search is safe too.
    play(t, "b2e2");
    QVERIFY(t.computerThinking());
    t.newComputerGame(Side::Red, 1);
    QVERIFY(!t.computerThinking());
    QCOMPARE(t.game().ply(), 0);
    QTest::qWait(200);
    QCOMPARE(answered.count(), 0);
}

void TestUiAi::destroyedWhileThinking()
{
    QElapsedTimer since;
    since.start();
    {
        auto* t = new XiangqiTable;
        show(*t);
        t->newComputerGame(Side::Black, 8);
        QVERIFY(t->computerThinking());
        QTest::qWait(30);
        auto* hintless = new XiangqiTable;
        hintless->newGame();
        hintless->showHint();
        QVERIFY(hintless->hintPending());
        delete hintless;
        delete t;
    }
    // The worker stops at once instead of finishing its 4-second search.
    QVERIFY2(since.elapsed() < 2500, qPrintable(QString::number(since.elapsed())));
    QTest::qWait(100); // no queued answer reaches a dead table
}

void TestUiAi::hintShowsALegalMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected"); // empty: any legal move
    QTest::newRow("start position") << QString() << QString();
    // Red's chariot takes the undefended black chariot on the same file.
    QTest::newRow("a free chariot") << QStringLiteral("4k4/9/9/9/9/r8/9/9/9/R2K5 w - - 0 1") << QStringLiteral("a0a4");
}

void TestUiAi::hintShowsALegalMove()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    XiangqiTable t;
    show(t);
    Position start;
    if (!fen.isEmpty()) {
        const auto p = Position::fromFen(fen.toStdString());
        QVERIFY(p);
        start = *p;
    }
    t.newGame(start);
    QSignalSpy shown(&t, &XiangqiTable::hintShown);
    QTest::mouseClick(button(t, "hintButton"), Qt::LeftButton);
    QVERIFY(t.hintPending());
    QVERIFY(shown.wait(10000));
    const Move m = shown.first().first().value<Move>();
    QVERIFY(t.game().position().isLegal(m));
    QCOMPARE(t.board()->hintMove(), m);
    if (!expected.isEmpty())
        QCOMPARE(QString::fromStdString(toIccs(m)), expected);
    QVERIFY(t.findChild<QWidget*>(QStringLiteral("statusLine"))->property("text").toString().size() > 0);
    // Playing a move clears the arrow.
    const Move played = m;
    t.playMove(played);
    QVERIFY(t.board()->hintMove().isNull());
}

void TestUiAi::snapshotResumesComputerGame()
{
    QJsonObject saved;
    {
        XiangqiTable t;
        QSignalSpy answered(&t, &XiangqiTable::computerMoved);
        t.newComputerGame(Side::Black, 2);
        QVERIFY(answered.wait(15000));
        QCOMPARE(t.game().ply(), 1);
        saved = t.snapshot();
        // Take back to the start: the computer, who opens, is due again.
    }
    XiangqiTable resumed;
    QString error;
    QVERIFY2(resumed.restoreSnapshot(saved, &error), qPrintable(error));
    QVERIFY(resumed.isComputerGame());
    QCOMPARE(resumed.computerSide(), Side::Red);
    QCOMPARE(resumed.computerLevel(), 2);
    QCOMPARE(resumed.game().ply(), 1);
    QVERIFY(!resumed.computerThinking()); // the human (black) is to move
    QVERIFY(resumed.board()->isInteractive());

    // Saved on the computer's turn: it thinks again after the restore.
    QJsonObject due = saved;
    XiangqiTable fresh;
    fresh.newComputerGame(Side::Red, 1);
    fresh.playMove(Position::parseIccs("h2e2"));
    due = fresh.snapshot();
    fresh.newGame();
    XiangqiTable again;
    QSignalSpy answered(&again, &XiangqiTable::computerMoved);
    QVERIFY2(again.restoreSnapshot(due, &error), qPrintable(error));
    QVERIFY(again.computerThinking());
    QVERIFY(answered.wait(15000));
    QCOMPARE(again.game().ply(), 2);

    // A bad computer entry is refused and changes nothing: a seat of an
    // unknown kind in the match ...
    QJsonObject bad = saved;
    QJsonObject m = bad.value(QStringLiteral("match")).toObject();
    QJsonArray seats = m.value(QStringLiteral("seats")).toArray();
    seats[0] = QJsonObject{{QStringLiteral("kind"), QStringLiteral("purple")}};
    m.insert(QStringLiteral("seats"), seats);
    bad.insert(QStringLiteral("match"), m);
    XiangqiTable untouched;
    QVERIFY(!untouched.restoreSnapshot(bad, &error));
    QVERIFY(error.contains(QLatin1String("purple")));
    QVERIFY(!untouched.isComputerGame());
    QCOMPARE(untouched.game().ply(), 0);
    // ... or, in a snapshot written before the match, an unknown side.
    session::PgnGame pgn;
    pgn.game = resumed.game();
    const QJsonObject older{
        {QStringLiteral("pgn"), QString::fromUtf8(session::writePgn(pgn, session::MoveFormat::Iccs))},
        {QStringLiteral("computer"), QJsonObject{{QStringLiteral("side"), QStringLiteral("purple")}}}};
    QVERIFY(!untouched.restoreSnapshot(older, &error));
    QVERIFY(error.contains(QLatin1String("purple")));
    QVERIFY(!untouched.isComputerGame());
    QCOMPARE(untouched.game().ply(), 0);
    // A good one of that form is still read: against the computer, its side and level.
    const QJsonObject olderGood{
        {QStringLiteral("pgn"), QString::fromUtf8(session::writePgn(pgn, session::MoveFormat::Iccs))},
        {QStringLiteral("computer"),
         QJsonObject{{QStringLiteral("side"), QStringLiteral("red")}, {QStringLiteral("level"), 2}}}};
    QVERIFY2(untouched.restoreSnapshot(olderGood, &error), qPrintable(error));
    QVERIFY(untouched.isComputerGame());
    QCOMPARE(untouched.computerSide(), Side::Red);
    QCOMPARE(untouched.computerLevel(), 2);
    QCOMPARE(untouched.game().ply(), 1);
}

void TestUiAi::externalEngineAnswers()
{
    XiangqiTable t;
    show(t);
    QSignalSpy answered(&t, &XiangqiTable::computerMoved);
    const QString command = QStringLiteral("\"" QIYUAN_CLI_PATH "\" uci");
    t.newComputerGame(Side::Red, 1, command);
    QCOMPARE(t.computerEngine(), command);
    QVERIFY(!t.computerThinking());
    play(t, "h2e2");
    QVERIFY(t.computerThinking());
    QVERIFY(!t.board()->isInteractive());
    QVERIFY(answered.wait(20000));
    QCOMPARE(t.game().ply(), 2);
    QVERIFY(t.isComputerGame());
}

void TestUiAi::externalEngineFailure_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("missing program") << QStringLiteral("/nonexistent/engine-qiyuan");
    QTest::newRow("program that quits at once") << QStringLiteral("/bin/false");
}

void TestUiAi::externalEngineFailure()
{
    QFETCH(QString, program);
    XiangqiTable t;
    show(t);
    t.newComputerGame(Side::Red, 1, program);
    play(t, "h2e2");
    QTRY_VERIFY_WITH_TIMEOUT(!t.isComputerGame(), 12000);
    // The game is kept: the move stands and the human may go on.
    QCOMPARE(t.game().ply(), 1);
    QVERIFY(t.board()->isInteractive());
    auto* box = t.findChild<QMessageBox*>(QStringLiteral("engineErrorDialog"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QLatin1String("engine")), qPrintable(box->text()));
    box->close();
}

void TestUiAi::settingsHoldTheHashSize_data()
{
    QTest::addColumn<int>("entered");
    QTest::addColumn<int>("saved");
    QTest::newRow("the default") << 16 << 16;
    QTest::newRow("smallest") << 1 << 1;
    QTest::newRow("largest") << 2048 << 2048;
    QTest::newRow("above the range: the box stops at 2048") << 5000 << 2048;
    QTest::newRow("zero: the box stops at 1") << 0 << 1;
}

void TestUiAi::settingsHoldTheHashSize()
{
    QFETCH(int, entered);
    QFETCH(int, saved);
    QSettings().clear();
    ui::LanguageManager languages;
    {
        ui::SettingsDialog dialog(&languages);
        QSpinBox* box = dialog.aiHashBox();
        QVERIFY(box);
        QCOMPARE(box->value(), 16); // nothing saved yet: the default
        QVERIFY(box->parentWidget()->objectName() == QLatin1String("computerOpponentGroup"));
        box->setValue(entered);
        dialog.accept();
    }
    QCOMPARE(QSettings().value(QStringLiteral("ai/hashMb")).toInt(), saved);
    QCOMPARE(ui::Preferences::load().aiHashMb, saved);
    ui::SettingsDialog again(&languages);
    QCOMPARE(again.aiHashBox()->value(), saved); // opens on the saved size
}

void TestUiAi::hashSizeReachesTheSearch_data()
{
    QTest::addColumn<int>("mb");
    QTest::newRow("1 MiB") << 1;
    QTest::newRow("4 MiB") << 4;
    QTest::newRow("64 MiB") << 64;
}

void TestUiAi::hashSizeReachesTheSearch()
{
    QFETCH(int, mb);
    XiangqiTable t;
    show(t);
    ui::Preferences prefs;
    prefs.aiHashMb = mb;
    t.applyPreferences(prefs);
    QCOMPARE(t.aiHashMb(), mb);
    // No table until a search needs one: an idle hint costs no memory.
    QCOMPARE(t.hintMemory().allocatedHashMb(), 0);

    QSignalSpy answered(&t, &XiangqiTable::computerMoved);
    t.newComputerGame(Side::Black, 1); // the computer (red) opens
    QVERIFY(t.builtinOpponent());
    QVERIFY(answered.wait(15000));
    QCOMPARE(t.builtinOpponent()->allocatedHashMb(), mb);

    QSignalSpy hinted(&t, &XiangqiTable::hintShown);
    QTest::mouseClick(button(t, "hintButton"), Qt::LeftButton);
    QVERIFY(hinted.wait(10000));
    QCOMPARE(t.hintMemory().allocatedHashMb(), mb);

    // A change applies at the next search, to both.
    prefs.aiHashMb = mb * 2;
    t.applyPreferences(prefs);
    // Any legal reply (the level-1 computer's opening move varies).
    MoveList replies;
    t.game().position().generateLegal(replies);
    QVERIFY(replies.size() > 0);
    QVERIFY(t.playMove(replies[0]));
    QVERIFY(answered.wait(15000));
    QCOMPARE(t.builtinOpponent()->allocatedHashMb(), mb * 2);
    QVERIFY(hinted.count() == 1);
    QTest::mouseClick(button(t, "hintButton"), Qt::LeftButton);
    QVERIFY(hinted.wait(10000));
    QCOMPARE(t.hintMemory().allocatedHashMb(), mb * 2);
}

void TestUiAi::threadsReachTheSearch_data()
{
    QTest::addColumn<int>("entered");
    QTest::addColumn<int>("saved");
    QTest::newRow("the default, one thread") << 1 << 1;
    QTest::newRow("two threads (Lazy SMP)") << 2 << 2;
    QTest::newRow("above the range: the box stops at 64") << 100 << 64;
}

// Settings → Computer opponent → Threads is kept and reaches the next search
// of the opponent and of the hint.
void TestUiAi::threadsReachTheSearch()
{
    QFETCH(int, entered);
    QFETCH(int, saved);
    QSettings().clear();
    ui::LanguageManager languages;
    {
        ui::SettingsDialog dialog(&languages);
        QSpinBox* box = dialog.aiThreadsBox();
        QVERIFY(box);
        QCOMPARE(box->value(), 1); // nothing saved yet: one thread
        QCOMPARE(box->parentWidget()->objectName(), QStringLiteral("computerOpponentGroup"));
        box->setValue(entered);
        dialog.accept();
    }
    QCOMPARE(QSettings().value(QStringLiteral("ai/threads")).toInt(), saved);
    const ui::Preferences prefs = ui::Preferences::load();
    QCOMPARE(prefs.aiThreads, saved);

    XiangqiTable t;
    show(t);
    t.applyPreferences(prefs);
    QSignalSpy answered(&t, &XiangqiTable::computerMoved);
    t.newComputerGame(Side::Black, 1); // the computer (red) opens
    QVERIFY(t.builtinOpponent());
    QVERIFY(answered.wait(15000));
    QCOMPARE(t.builtinOpponent()->allocatedThreads(), saved);
    QSignalSpy hinted(&t, &XiangqiTable::hintShown);
    QTest::mouseClick(button(t, "hintButton"), Qt::LeftButton);
    QVERIFY(hinted.wait(10000));
    QCOMPARE(t.hintMemory().allocatedThreads(), saved);
    QSettings().clear();
}

void TestUiAi::thinkingLineShowsSpeed()
{
    XiangqiTable t;
    show(t);
    t.newComputerGame(Side::Black, 8); // full strength thinks for seconds
    QVERIFY(t.computerThinking());
    auto* status = t.findChild<QWidget*>(QStringLiteral("statusLine"));
    // After the first completed depths: "… depth D, +0.3, 123k nodes/s".
    QTRY_VERIFY_WITH_TIMEOUT(status->property("text").toString().contains(QLatin1String("nodes/s")), 5000);
    const QString text = status->property("text").toString();
    QVERIFY2(text.contains(QLatin1String("depth ")), qPrintable(text));
    const QRegularExpression speed(QStringLiteral("([0-9][0-9,]*)k nodes/s"));
    const QRegularExpressionMatch m = speed.match(text);
    QVERIFY2(m.hasMatch(), qPrintable(text));
    QVERIFY2(QString(m.captured(1)).remove(QLatin1Char(',')).toLongLong() > 0, qPrintable(text));
}

// A game against the computer can have a clock (issue 19): set in the new-game
// dialog, kept for the next one; the computer thinks within what its clock
// allows, so even at full strength it answers at once with 3 s on its clock.
void TestUiAi::computerGameOnTheClock()
{
    QSettings().remove(QStringLiteral("computer/xiangqi"));
    const int fullStrengthMs = ai::levelSettings(ai::MaxLevel).defaultTimeMs;
    QVERIFY(fullStrengthMs >= 2000); // else this test would prove nothing
    XiangqiTable t;
    show(t);
    bool asked = false;
    QTimer answerer;
    connect(&answerer, &QTimer::timeout, this, [&asked] {
        auto* d = qobject_cast<ui::ComputerGameDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        auto* clock = d->findChild<ui::ClockChooser*>();
        QVERIFY(clock);
        QCOMPARE(clock->timeControl(), TimeControl{}); // none until chosen
        clock->setTimeControl(TimeControl{3000, 0, 0});
        d->sideBox()->setCurrentIndex(1); // the person plays black: the computer moves first
        d->levelBox()->setCurrentIndex(d->levelBox()->count() - 1);
        asked = true;
        d->accept();
    });
    answerer.start(20);
    QSignalSpy answered(&t, &XiangqiTable::computerMoved);
    QElapsedTimer since;
    since.start();
    QVERIFY(t.startNew(QStringLiteral("xiangqi"), PlayMode::Computer));
    answerer.stop();
    QVERIFY(asked);
    QCOMPARE(t.clock().timeControl(), (TimeControl{3000, 0, 0}));
    QVERIFY(t.findChild<QLabel*>(QStringLiteral("redClock"))->isVisible());
    QVERIFY(answered.wait(5000));
    QVERIFY2(since.elapsed() < fullStrengthMs, qPrintable(QString::number(since.elapsed())));
    QVERIFY(!t.game().over()); // no fallen flag
    QVERIFY(t.clock().remainingMs(0) > 0);
    // The next game against the computer starts from this clock.
    QCOMPARE(QSettings().value(QStringLiteral("computer/xiangqi/clock")).toList().value(0).toInt(), 3000);
}

QTEST_MAIN(TestUiAi)
#include "tst_ui_ai.moc"
