// The engine match window as a user drives it: two built-in levels chosen
// in its boxes, 2 games at a tiny move time, Start clicked; the board shows
// the games, the engines' thinking is shown, the results table fills with
// one row per game as the runner judged it, the score and Elo follow, the
// match pauses and resumes, and all games are saved as one PGN. The GUI
// thread never waits: the test only spins the event loop.
#include "ui/enginematch/enginematchwindow.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/boardwidget.h"
#include "session/pgn.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace qiyuan;
using namespace qiyuan::ui;

namespace {

// Picks the built-in level in an engine box, as a user would.
void chooseLevel(QComboBox* box, int level)
{
    for (int row = 0; row < box->count(); ++row)
        if (box->itemData(row, Qt::UserRole).toInt() == level) {
            box->setCurrentIndex(row);
            return;
        }
    QFAIL("no such level in the box");
}

// Chooses "A game clock" in the timing box and `tc` through Change… (the clock dialog).
void chooseClock(EngineMatchWindow& w, const TimeControl& tc)
{
    w.timingBox()->setCurrentIndex(1);
    QVERIFY(w.clockChooser()->isVisible());
    QVERIFY(!w.moveTimeBox()->isVisible());
    QTimer::singleShot(0, [tc] {
        if (auto* d = qobject_cast<TimeControlDialog*>(QApplication::activeModalWidget())) {
            d->setTimeControl(tc);
            d->accept();
        }
    });
    QTest::mouseClick(w.clockChooser()->changeButton(), Qt::LeftButton);
    QVERIFY(w.clockChooser()->timeControl() == tc);
}

} // namespace

class TestUiEngineMatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void twoGameMatch();
    void menuOpensTheWindow();
    void clockMatch_data();
    void clockMatch();
    void clockWithoutTimeRefused();
    void screenshots();
};

void TestUiEngineMatch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiyuan-ui-enginematch-test"));
    QSettings().clear();
}

void TestUiEngineMatch::twoGameMatch()
{
    EngineMatchWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    chooseLevel(w.engineBox(0), 3);
    chooseLevel(w.engineBox(1), 1);
    w.gamesBox()->setValue(2);
    w.moveTimeBox()->setValue(20);
    QVERIFY(!w.pauseButton()->isEnabled());
    QVERIFY(!w.saveButton()->isEnabled());
    const std::string startFen = w.board()->position().fen();
    QTest::mouseClick(w.startButton(), Qt::LeftButton);
    QVERIFY(!w.startButton()->isEnabled());
    QVERIFY(!w.engineBox(0)->isEnabled());
    // The board shows the game under way.
    QTRY_VERIFY_WITH_TIMEOUT(w.board()->position().fen() != startFen, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!w.thinkingLabel(0)->text().isEmpty() || !w.thinkingLabel(1)->text().isEmpty(), 10000);
    // Pause and resume, from the button.
    QVERIFY(w.pauseButton()->isEnabled());
    QTest::mouseClick(w.pauseButton(), Qt::LeftButton);
    QVERIFY(w.match()->paused());
    QCOMPARE(w.pauseButton()->text(), QStringLiteral("&Resume"));
    const int plies = w.match()->game() ? w.match()->game()->referee().ply() : -1;
    QTest::qWait(300);
    if (w.match()->game())
        QCOMPARE(w.match()->game()->referee().ply(), plies); // nothing moves while paused
    QTest::mouseClick(w.pauseButton(), Qt::LeftButton);
    QVERIFY(!w.match()->paused());
    // Both games end; one row each, as the runner judged them.
    QTRY_VERIFY_WITH_TIMEOUT(w.match()->done(), 50000);
    QTableWidget* t = w.resultsTable();
    QCOMPARE(t->rowCount(), 2);
    const auto& results = w.match()->results();
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(t->item(row, 0)->text(), QString::number(row + 1));
        QCOMPARE(t->item(row, 1)->text(), w.match()->engineName(row % 2)); // colours alternate
        QCOMPARE(t->item(row, 2)->text(), w.match()->engineName(1 - row % 2));
        const QString expected = results[row].result == QLatin1String("draw")  ? QStringLiteral("Draw")
                                 : results[row].result == QLatin1String("red") ? QStringLiteral("Red wins")
                                                                               : QStringLiteral("Black wins");
        QCOMPARE(t->item(row, 3)->text(), expected);
        if (results[row].reason == QLatin1String("checkmate"))
            QCOMPARE(t->item(row, 4)->text(), QStringLiteral("checkmate"));
        QVERIFY(!t->item(row, 4)->text().isEmpty());
        QCOMPARE(t->item(row, 5)->text(), QString::number(results[row].moves.size()));
    }
    const uci::MatchScore s = w.match()->score();
    QCOMPARE(s.games(), 2);
    QVERIFY2(w.scoreLabel()->text().contains(QStringLiteral("(+%1 =%2 −%3)").arg(s.wins).arg(s.draws).arg(s.losses)),
             qPrintable(w.scoreLabel()->text()));
    QVERIFY(w.scoreLabel()->text().contains(QStringLiteral("Elo")));
    QVERIFY(w.startButton()->isEnabled());
    QVERIFY(w.saveButton()->isEnabled());
    // The PGN of all games, read back.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("match.pgn"));
    QString error;
    QVERIFY2(w.savePgn(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto games = session::readPgnGames(f.readAll(), &error);
    QVERIFY2(games, qPrintable(error));
    QCOMPARE(games->size(), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(games->at(i).tags.value(QStringLiteral("Red")), w.match()->engineName(i % 2));
        QCOMPARE(int(games->at(i).game.moves().size()), int(results[i].moves.size()));
        const QString result = games->at(i).tags.value(QStringLiteral("Result"));
        QCOMPARE(result, results[i].result == QLatin1String("red")     ? QStringLiteral("1-0")
                         : results[i].result == QLatin1String("black") ? QStringLiteral("0-1")
                                                                       : QStringLiteral("1/2-1/2"));
    }
}

// A game clock of any kind instead of a time per move (issue 40): the
// engines play on it, both clocks shown while a game runs, the side to move's
// running; the choice is kept for the next window.
void TestUiEngineMatch::clockMatch_data()
{
    QTest::addColumn<QString>("control");
    QTest::newRow("increment") << "60+1";
    QTest::newRow("byo-yomi periods") << "60/byo:2x5";
    QTest::newRow("per-move limit") << "move:1";
    QTest::newRow("time odds") << "red=120+1,black=60+0";
}

void TestUiEngineMatch::clockMatch()
{
    QFETCH(QString, control);
    const TimeControl tc = *parseTimeControl(control.toStdString());
    EngineMatchWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    chooseLevel(w.engineBox(0), 2);
    chooseLevel(w.engineBox(1), 1);
    w.gamesBox()->setValue(1);
    chooseClock(w, tc);
    QVERIFY(!w.clockLabel(0)->isVisible()); // no game yet
    QTest::mouseClick(w.startButton(), Qt::LeftButton);
    QVERIFY(w.match());
    QCOMPARE(w.match()->settings().moveTimeMs, 0);
    QVERIFY(w.match()->settings().clock == tc);
    QVERIFY(!w.timingBox()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(w.match()->game() && w.clockLabel(0)->isVisible() && w.clockLabel(1)->isVisible(), 10000);
    QVERIFY2(w.clockLabel(0)->text().startsWith(QLatin1String("Red ")), qPrintable(w.clockLabel(0)->text()));
    QVERIFY2(w.clockLabel(1)->text().startsWith(QLatin1String("Black ")), qPrintable(w.clockLabel(1)->text()));
    QVERIFY(w.match()->game()->clock().timeControl() == tc);
    QTRY_VERIFY_WITH_TIMEOUT(w.match()->done(), 60000);
    QCOMPARE(w.resultsTable()->rowCount(), 1);
    QVERIFY(!w.resultsTable()->item(0, 4)->text().isEmpty());
    // The next window starts from this clock.
    EngineMatchWindow next;
    QVERIFY(next.clockChooser()->timeControl() == tc);
}

// A clock that leaves a side without time would let the engines think without
// end: the match does not start, and the window says why.
void TestUiEngineMatch::clockWithoutTimeRefused()
{
    LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    EngineMatchWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    chooseClock(w, TimeControl{});
    QTest::mouseClick(w.startButton(), Qt::LeftButton);
    QVERIFY(!w.match());
    QVERIFY(w.startButton()->isEnabled());
    QCOMPARE(w.findChild<QLabel*>(QStringLiteral("gameLabel"))->text(),
             QStringLiteral("Choose a clock with time for both sides, or a time per move."));
}

// Game → Engine Match… opens the window (one per main window).
void TestUiEngineMatch::menuOpensTheWindow()
{
    LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    MainWindow window(&languages);
    auto* action = window.findChild<QAction*>(QStringLiteral("actionEngineMatch"));
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Engine &Match..."));
    action->trigger();
    auto* w = window.findChild<EngineMatchWindow*>();
    QVERIFY(w && w->isVisible());
    action->trigger();
    QCOMPARE(window.findChildren<EngineMatchWindow*>().size(), 1);
    languages.setPreference(QStringLiteral("zh_CN"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(action->text() != QStringLiteral("Engine &Match..."));
    QVERIFY(w->windowTitle() != QStringLiteral("Engine Match"));
    languages.setPreference(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

// With QIYUAN_SCREENSHOT_DIR set: the window during a match and after it,
// in both languages at 1280×800 and 1920×1080, to be looked at.
void TestUiEngineMatch::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        languages.setPreference(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            EngineMatchWindow w;
            w.resize(size);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            chooseLevel(w.engineBox(0), 4);
            chooseLevel(w.engineBox(1), 2);
            w.gamesBox()->setValue(3);
            // The smaller window with a time per move, the larger with a game clock.
            if (size.width() < 1920)
                w.moveTimeBox()->setValue(30);
            else
                chooseClock(w, *parseTimeControl("60/byo:2x5"));
            QTest::mouseClick(w.startButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(w.resultsTable()->rowCount() >= 2, 60000);
            QTRY_VERIFY_WITH_TIMEOUT(w.match()->game() && w.match()->game()->referee().ply() >= 6, 20000);
            QTRY_VERIFY_WITH_TIMEOUT(!w.thinkingLabel(0)->text().isEmpty() && !w.thinkingLabel(1)->text().isEmpty(),
                                     20000);
            QTest::mouseClick(w.pauseButton(), Qt::LeftButton);
            QTest::qWait(200);
            const QString name = QStringLiteral("%1/enginematch-%2-%3x%4.png")
                                     .arg(dir, language)
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY(w.grab().save(name));
        }
    }
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiEngineMatch)
#include "tst_ui_enginematch.moc"
