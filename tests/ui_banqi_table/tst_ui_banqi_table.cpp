// The hot-seat 翻翻棋 table, driven through its real widgets: flips, moves and
// captures by clicking the board, refusals with the engine's reason, the turn
// clock and its timeout marks (BQ-9) on an injected clock, resign and draw only
// from ply 40 (BQ-11), take-backs only by agreement, the match table kept
// across windows, files and snapshots, and the hidden-information check: no
// face-down identity reaches any text or pixel of the table.
#include "banqi/banqitable.h"

#include "../banqilayout.h"
#include "banqi/deal.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>

using namespace qiyuan;
using namespace qiyuan::banqi;
using qiyuan::ui::BanqiOptions;
using qiyuan::ui::BanqiTable;

namespace {

Square sq(const char* name) { return parseSquare(name); }

// Every text a person or a screen reader can get from the table.
QStringList allTexts(QWidget& root)
{
    QStringList out;
    QList<QWidget*> widgets = root.findChildren<QWidget*>();
    widgets.prepend(&root);
    for (QWidget* w : widgets) {
        out << w->toolTip() << w->accessibleName() << w->accessibleDescription() << w->whatsThis()
            << w->statusTip() << w->windowTitle();
        if (auto* l = qobject_cast<QLabel*>(w))
            out << l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            out << b->text();
        if (auto* list = qobject_cast<QListWidget*>(w))
            for (int i = 0; i < list->count(); ++i)
                out << list->item(i)->text() << list->item(i)->toolTip();
        if (auto* t = qobject_cast<QTableWidget*>(w))
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c)
                    if (t->item(r, c))
                        out << t->item(r, c)->text();
    }
    out.removeAll(QString());
    return out;
}

} // namespace

class TestUiBanqiTable : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void flipByClicking();
    void flipAnimates();
    void moveAndCapture();
    void illegalAttemptExplained_data();
    void illegalAttemptExplained();
    void timeoutMarks();
    void clockOff();
    void clockWaitsOffScreen();
    void resignOnlyFromPly40();
    void drawOffer();
    void speaksChinese();
    void undoOnlyWhenAgreed_data();
    void undoOnlyWhenAgreed();
    void matchPersistsAndResets();
    void saveOpenRoundTrip();
    void finishedGameOpened();
    void brokenFileRefused_data();
    void brokenFileRefused();
    void snapshotResumesExactly();
    void commitmentThenSeed();
    void fairnessOfAHandSetDeal();
    void noRulingIdsShown();
    void openingLine_data();
    void openingLine();
    void disabledButtonsSayWhy_data();
    void disabledButtonsSayWhy();
    void hiddenIdentitiesNeverShown();
    void newGameDialog();
    void sidePanelFollowsTheBoard_data();
    void sidePanelFollowsTheBoard();
    void resultBoxScreenshots();

private:
    static void click(BanqiTable& t, const char* square)
    {
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->squareCentre(sq(square)).toPoint());
    }
    static void move(BanqiTable& t, const char* from, const char* to)
    {
        click(t, from);
        click(t, to);
    }
    static BanqiOptions options(bool clock = true, bool undo = false)
    {
        return {QStringLiteral("banqi"), clock, undo};
    }
    static void closeDialogs(BanqiTable& t)
    {
        for (QDialog* d : t.findChildren<QDialog*>())
            d->close();
    }
    // Plays `plies` legal actions, preferring quiet moves, then flips: a game
    // that runs long without ending.
    static void playQuietly(BanqiTable& t, int plies)
    {
        for (int i = 0; i < plies; ++i) {
            const std::vector<Action>& legal = t.view().legal;
            QVERIFY(!legal.empty());
            Action pick = legal.front();
            for (const Action& a : legal)
                if (!a.isFlip() && t.view().board[a.to] == NoPiece) {
                    pick = a;
                    break;
                }
            QVERIFY(t.act(pick));
        }
    }
    static QWidget* table(BanqiTable& t, const char* name) { return t.findChild<QWidget*>(QLatin1String(name)); }
    static QString labelText(BanqiTable& t, const char* name)
    {
        auto* l = t.findChild<QLabel*>(QLatin1String(name));
        return l ? l->text() : QString();
    }
    QTemporaryDir dir_;
};

void TestUiBanqiTable::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_banqi_table"));
    QVERIFY(dir_.isValid());
}

void TestUiBanqiTable::init()
{
    QSettings().remove(QStringLiteral("banqi/match"));
}

void TestUiBanqiTable::flipByClicking()
{
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(layoutDeal("R"), options());
    QCOMPARE(t.board()->board()[sq("a1")], FaceDown);
    QVERIFY(labelText(t, "seat1Label").contains(QLatin1String("colour not yet known")));
    click(t, "a1");
    QCOMPARE(t.actionLog(), QStringList{QStringLiteral("a1")});
    QCOMPARE(t.board()->board()[sq("a1")], makePiece(Color::Red, Chariot));
    QVERIFY(!t.board()->isAnimating());
    QCOMPARE(t.board()->lastAction(), Action::flip(sq("a1")));
    // BQ-2: the first player flipped red, so it plays red and the other black.
    QVERIFY(labelText(t, "seat1Label").contains(QLatin1String("Red")));
    QVERIFY(labelText(t, "seat2Label").contains(QLatin1String("Black")));
    QCOMPARE(labelText(t, "turnLabel"), QStringLiteral("Player 2 to act"));
    QCOMPARE(labelText(t, "plyLabel"), QStringLiteral("Ply 1 of 300"));
    auto* list = t.findChild<QListWidget*>(QStringLiteral("actionList"));
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("1. Player 1 flips a1: Red Chariot"));
}

void TestUiBanqiTable::flipAnimates()
{
    BanqiTable t;
    t.board()->setAnimationMs(200);
    t.newGame(layoutDeal("R"), options());
    click(t, "a1");
    QVERIFY(t.board()->isAnimating());
    QTRY_VERIFY_WITH_TIMEOUT(!t.board()->isAnimating(), 2000);
    QCOMPARE(t.board()->board()[sq("a1")], makePiece(Color::Red, Chariot));
}

void TestUiBanqiTable::moveAndCapture()
{
    BanqiTable t;
    t.board()->setAnimationMs(0);
    // a1 red Chariot, b1 black Soldier, c1 black Horse.
    t.newGame(layoutDeal("Rpn"), options());
    click(t, "a1"); // first player: red
    click(t, "b1"); // second player: black Soldier
    // A selected piece shows its legal targets: the Soldier on b1 only.
    click(t, "a1");
    QCOMPARE(t.board()->selected(), sq("a1"));
    QCOMPARE(t.board()->targets(), QList<Square>{sq("b1")});
    click(t, "b1"); // BQ-5: the Chariot outranks the Soldier
    QCOMPARE(t.actionLog().last(), QStringLiteral("a1b1"));
    QCOMPARE(t.board()->board()[sq("b1")], makePiece(Color::Red, Chariot));
    QCOMPARE(t.board()->board()[sq("a1")], NoPiece);
    auto* lost = t.findChild<QWidget*>(QStringLiteral("blackCaptured"));
    QCOMPARE(lost->toolTip(), QStringLiteral("Black Soldier"));
    QCOMPARE(t.findChild<QWidget*>(QStringLiteral("redCaptured"))->toolTip(), QStringLiteral("none"));
    auto* list = t.findChild<QListWidget*>(QStringLiteral("actionList"));
    QCOMPARE(list->item(2)->text(), QStringLiteral("3. Player 1: Red Chariot a1×b1 takes Black Soldier"));
    click(t, "c1"); // second player flips the Horse
    move(t, "b1", "a1"); // a quiet move back
    QCOMPARE(t.actionLog().last(), QStringLiteral("b1a1"));
    QCOMPARE(t.board()->board()[sq("a1")], makePiece(Color::Red, Chariot));
    QCOMPARE(t.board()->lastAction(), Action::move(sq("b1"), sq("a1")));
    QCOMPARE(list->item(4)->text(), QStringLiteral("5. Player 1: Red Chariot b1–a1"));
}

void TestUiBanqiTable::illegalAttemptExplained_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QStringList>("before"); // actions played first
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("error");
    // a1 red Chariot, b1 black General: the General outranks the Chariot (BQ-5).
    QTest::newRow("outranked") << "Rk" << QStringList{"a1", "b1"} << "a1"
                               << "b1" << int(ActionError::OutRanked);
    // The second player (black) tries to move the red Chariot.
    QTest::newRow("other player's piece") << "Rk" << QStringList{"a1", "b1", "c1"} << "a1"
                                          << "b1" << int(ActionError::NotYourPiece);
    // a1 red Cannon, b1 black Soldier: a Cannon never captures next to it (BQ-6).
    QTest::newRow("cannon adjacent") << "Cp" << QStringList{"a1", "b1"} << "a1"
                                     << "b1" << int(ActionError::CannonAdjacent);
    // a1 red General, b1 black Soldier (BQ-5).
    QTest::newRow("general takes soldier") << "Kp" << QStringList{"a1", "b1"} << "a1"
                                           << "b1" << int(ActionError::GeneralTakesSoldier);
}

void TestUiBanqiTable::illegalAttemptExplained()
{
    QFETCH(QString, layout);
    QFETCH(QStringList, before);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, error);
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(layoutDeal(layout.toStdString()), options()); // FEN letters: uppercase red
    for (const QString& a : before)
        click(t, a.toLatin1().constData());
    const QStringList logBefore = t.actionLog();
    move(t, from.toLatin1().constData(), to.toLatin1().constData());
    QCOMPARE(t.actionLog(), logBefore); // refused: nothing changed
    QCOMPARE(t.statusText(), qiyuan::ui::banqiActionError(static_cast<ActionError>(error)));
    QVERIFY(!t.statusText().isEmpty());
}

void TestUiBanqiTable::timeoutMarks()
{
    BanqiTable t;
    qint64 now = 0;
    t.setTimeSource([&now] { return now; });
    t.newGame(layoutDeal("R"), options());
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("0:30"));
    QSignalSpy changed(&t, &BanqiTable::changed);
    now += 12000;
    t.tick();
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("0:18"));
    QCOMPARE(changed.count(), 1); // the autosave keeps the time used in the turn
    QVERIFY(t.actionLog().isEmpty());
    now += 18000; // BQ-9: the 30 seconds are up
    t.tick();
    QCOMPARE(t.actionLog(), QStringList{QStringLiteral("timeout")});
    QVERIFY(labelText(t, "seat1Timeouts").startsWith(QLatin1String("Timeouts: 1 of 3")));
    QVERIFY(labelText(t, "seat2Timeouts").startsWith(QLatin1String("Timeouts: 0 of 3")));
    QCOMPARE(t.statusText(), QStringLiteral("Player 1 ran out of time: timeout 1 of 3."));
    QCOMPARE(labelText(t, "turnLabel"), QStringLiteral("Player 2 to act"));
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("0:30")); // a fresh turn
    // Acting in time restarts the count for the next player.
    now += 29000;
    t.tick();
    click(t, "a1");
    now += 29000;
    t.tick();
    QCOMPARE(t.actionLog().size(), 2);
    // The first player's third timeout loses (it had one).
    now += 30000;
    t.tick(); // player 1: 2
    now += 30000;
    t.tick(); // player 2: 1
    now += 30000;
    t.tick(); // player 1: 3, lost
    QVERIFY(t.isFinished());
    QVERIFY(t.statusText().contains(QLatin1String("three timeouts")));
    closeDialogs(t);
}

void TestUiBanqiTable::clockOff()
{
    BanqiTable t;
    qint64 now = 0;
    t.setTimeSource([&now] { return now; });
    t.newGame(layoutDeal("R"), options(false));
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("Turn clock off"));
    now += 600000;
    t.tick();
    QVERIFY(t.actionLog().isEmpty());
}

void TestUiBanqiTable::clockWaitsOffScreen()
{
    // Another game's page on screen: this table's turn clock stops (BQ-9
    // timeouts only for time the players could see), and goes on when shown.
    BanqiTable t;
    qint64 now = 0;
    t.setTimeSource([&now] { return now; });
    t.newGame(layoutDeal("R"), options());
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    now += 10000;
    t.tick();
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("0:20"));
    t.hide();
    now += 600000;
    t.tick();
    QVERIFY(t.actionLog().isEmpty());
    // The match keeps the turn's time left: 20 of the 30 seconds.
    QJsonObject saved = t.snapshot();
    const QJsonObject clock = saved.value(QStringLiteral("match")).toObject().value(QStringLiteral("clock")).toObject();
    QCOMPARE(clock.value(QStringLiteral("periodMs")).toArray().at(t.match()->toAct()).toInt(), 20000);
    t.show();
    t.tick();
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("0:20"));
    now += 20000;
    t.tick();
    QCOMPARE(t.actionLog(), QStringList{QStringLiteral("timeout")});
    // A new game started while off screen begins with a full turn.
    t.hide();
    now += 5000;
    t.newGame(layoutDeal("R"), options());
    now += 60000;
    t.show();
    t.tick();
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("0:30"));
}

void TestUiBanqiTable::resignOnlyFromPly40()
{
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.setQuestionHandler([](const QString&, const QString&) { return true; });
    t.newGame(dealFromSeed(7, "s"), options(false));
    auto* resign = t.findChild<QPushButton*>(QStringLiteral("resignButton"));
    auto* draw = t.findChild<QPushButton*>(QStringLiteral("offerDrawButton"));
    playQuietly(t, 39);
    QVERIFY(!resign->isEnabled());
    QVERIFY(!draw->isEnabled());
    QCOMPARE(resign->toolTip(), QStringLiteral("Resigning and draw offers open at ply 40 (now ply 39)."));
    QTest::mouseClick(resign, Qt::LeftButton);
    QVERIFY(!t.isFinished());
    playQuietly(t, 1);
    QVERIFY(resign->isEnabled());
    QVERIFY(resign->toolTip().isEmpty());
    QTest::mouseClick(resign, Qt::LeftButton);
    QVERIFY(t.isFinished());
    QCOMPARE(t.view().result.reason, std::string("resignation"));
    auto* dialog = t.findChild<QDialog*>(QStringLiteral("resultDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("resultText"))->text().contains(QLatin1String("resignation")));
    // Play again: a new deal with the same rules, the match counting the game played.
    const std::string firstDeal = t.view().commitment;
    QPushButton* again = dialog->findChild<QPushButton*>(QStringLiteral("playAgainButton"));
    QVERIFY(again);
    QTest::mouseClick(again, Qt::LeftButton);
    QTRY_VERIFY(!t.isFinished());
    QCOMPARE(t.view().ply, 0);
    QVERIFY(t.view().commitment != firstDeal);
    closeDialogs(t);
}

void TestUiBanqiTable::drawOffer()
{
    BanqiTable t;
    bool accept = false;
    QString asked;
    t.setQuestionHandler([&](const QString&, const QString& question) {
        asked = question;
        return accept;
    });
    t.newGame(dealFromSeed(5, "d"), options(false));
    playQuietly(t, 40);
    auto* draw = t.findChild<QPushButton*>(QStringLiteral("offerDrawButton"));
    QVERIFY(draw->isEnabled());
    QTest::mouseClick(draw, Qt::LeftButton);
    QVERIFY(asked.contains(QLatin1String("offers a draw")));
    QVERIFY(!t.isFinished());
    QCOMPARE(t.statusText(), QStringLiteral("The draw offer was declined."));
    accept = true;
    QTest::mouseClick(draw, Qt::LeftButton);
    QVERIFY(t.isFinished());
    QCOMPARE(t.statusText(), QStringLiteral("Draw: draw agreed. The deal was checked: it is fair (see Fairness)."));
    QCOMPARE(t.matchScore().draws, 1);
    QCOMPARE(t.matchScore().points, (std::array<int, 2>{0, 0}));
    closeDialogs(t);
}

void TestUiBanqiTable::speaksChinese()
{
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(layoutDeal("R"), options());
    click(t, "a1");
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/qiyuan_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh); // a LanguageChange event reaches every widget
    QTRY_COMPARE(t.findChild<QPushButton*>(QStringLiteral("resignButton"))->text(), QStringLiteral("认输"));
    QCOMPARE(labelText(t, "turnLabel"), QStringLiteral("轮到玩家2"));
    QCOMPARE(t.findChild<QListWidget*>(QStringLiteral("actionList"))->item(0)->text(),
             QStringLiteral("1. 玩家1翻 a1：红车"));
    QCoreApplication::removeTranslator(&zh);
    QTRY_COMPARE(labelText(t, "turnLabel"), QStringLiteral("Player 2 to act"));
}

void TestUiBanqiTable::undoOnlyWhenAgreed_data()
{
    QTest::addColumn<bool>("agreed");
    QTest::newRow("agreed") << true;
    QTest::newRow("not agreed") << false;
}

void TestUiBanqiTable::undoOnlyWhenAgreed()
{
    QFETCH(bool, agreed);
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(layoutDeal("R"), options(true, agreed));
    auto* undo = t.findChild<QPushButton*>(QStringLiteral("takeBackButton"));
    click(t, "a1");
    QCOMPARE(undo->isEnabled(), agreed);
    QCOMPARE(t.canUndo(), agreed);
    if (!agreed)
        QVERIFY(undo->toolTip().contains(QLatin1String("new-game dialog")));
    t.undo(); // the Edit menu's Undo as well
    QCOMPARE(t.actionLog().isEmpty(), agreed);
    QCOMPARE(t.board()->board()[sq("a1")], agreed ? FaceDown : makePiece(Color::Red, Chariot));
}

void TestUiBanqiTable::matchPersistsAndResets()
{
    {
        BanqiTable t;
        t.setConfirmResign(false);
        t.newGame(dealFromSeed(11, "m"), options(false));
        playQuietly(t, 40);
        QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("resignButton")), Qt::LeftButton);
        QVERIFY(t.isFinished());
        QCOMPARE(t.matchScore().games, 1);
        auto* table = t.findChild<QTableWidget*>(QStringLiteral("matchTable"));
        QVERIFY(table);
        const int winnerSeat = t.matchScore().wins[0] == 1 ? 0 : 1;
        QCOMPARE(table->item(winnerSeat, 2)->text(), QStringLiteral("1"));
        QCOMPARE(table->item(winnerSeat, 3)->text(), QString::number(t.matchScore().points[winnerSeat]));
        QVERIFY(t.matchScore().points[winnerSeat] > 0); // BQ-13: pieces left, won after ply 40
        // The loser's points are below zero and written so, in both languages.
        const int loserPoints = t.matchScore().points[1 - winnerSeat];
        QVERIFY(loserPoints < 0);
        const QString loserText = QStringLiteral("%1 point").arg(loserPoints);
        QVERIFY2(labelText(t, "matchLabel").contains(loserText), qPrintable(labelText(t, "matchLabel")));
        {
            QTranslator zh;
            QVERIFY(zh.load(QStringLiteral(":/i18n/qiyuan_zh_CN.qm")));
            QCoreApplication::installTranslator(&zh);
            QTRY_VERIFY2(labelText(t, "matchLabel").contains(QStringLiteral("%1 分").arg(loserPoints)),
                         qPrintable(labelText(t, "matchLabel")));
            QCoreApplication::removeTranslator(&zh);
        }
        // Enter or Space in the result box closes it; they never reset the match.
        auto* box = t.findChild<QDialog*>(QStringLiteral("resultDialog"));
        QVERIFY(box->focusWidget());
        QCOMPARE(box->focusWidget()->objectName(), QString());
        QCOMPARE(qobject_cast<QPushButton*>(box->focusWidget())->text(), QStringLiteral("OK"));
        closeDialogs(t);
    }
    {
        BanqiTable t; // a new window reads the match back
        QCOMPARE(t.matchScore().games, 1);
        QVERIFY2(labelText(t, "matchLabel").contains(QLatin1String("Match: 1 game")), qPrintable(labelText(t, "matchLabel")));
        QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("resetMatchButton")), Qt::LeftButton);
        QCOMPARE(t.matchScore().games, 0);
    }
    BanqiTable t;
    QCOMPARE(t.matchScore(), MatchScore{});
}

void TestUiBanqiTable::saveOpenRoundTrip()
{
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(dealFromSeed(99, "salt"), options(true, true));
    playQuietly(t, 12);
    const QString path = dir_.filePath(QStringLiteral("game.banqi"));
    QString error;
    QVERIFY2(t.saveFile(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(t.claimsFile(f.read(256), QStringLiteral("x.json")));
    BanqiTable u;
    QVERIFY2(u.openFile(path, &error), qPrintable(error));
    QCOMPARE(u.actionLog(), t.actionLog());
    QCOMPARE(u.view().fen, t.view().fen);
    QCOMPARE(u.view().commitment, t.view().commitment);
    QCOMPARE(u.options().undoAllowed, true);
    QCOMPARE(u.board()->board(), t.board()->board());
}

// A finished game opened from its file: its result and the deal's check in
// the status line (not counted in the match again, no result box).
void TestUiBanqiTable::finishedGameOpened()
{
    BanqiTable t;
    t.setConfirmResign(false);
    t.board()->setAnimationMs(0);
    t.newGame(dealFromSeed(77, "done"), options(false));
    playQuietly(t, 40);
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("resignButton")), Qt::LeftButton);
    QVERIFY(t.isFinished());
    closeDialogs(t);
    const QString path = dir_.filePath(QStringLiteral("done.banqi"));
    QString error;
    QVERIFY2(t.saveFile(path, &error), qPrintable(error));
    BanqiTable u;
    const int games = u.matchScore().games;
    QVERIFY2(u.openFile(path, &error), qPrintable(error));
    QVERIFY(u.isFinished());
    QCOMPARE(u.statusText(), t.statusText());
    QVERIFY2(u.statusText().endsWith(QLatin1String("resignation. The deal was checked: it is fair (see Fairness).")),
             qPrintable(u.statusText()));
    QCOMPARE(u.matchScore().games, games);
    QVERIFY(!u.findChild<QDialog*>(QStringLiteral("resultDialog")));
}

void TestUiBanqiTable::brokenFileRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("why");
    const QByteArray good = R"({"format":"qiyuan-banqi","version":1,"rules":"banqi","turnClock":true,)"
                            R"("undoAllowed":false,"seed":"5","salt":"x","actions":["a1"]})";
    QTest::newRow("not json") << QByteArray("{ this is not") << "not a banqi game file";
    QTest::newRow("other format") << QByteArray(R"({"format":"pgn"})") << "not a banqi game file";
    QTest::newRow("unknown rules") << QByteArray(good).replace("\"banqi\",\"turn", "\"chess\",\"turn")
                                   << "Unknown banqi rule set";
    QTest::newRow("illegal action") << QByteArray(good).replace("[\"a1\"]", "[\"a1\",\"a1\"]") << "not possible";
    QTest::newRow("garbage action") << QByteArray(good).replace("[\"a1\"]", "[\"zz9\"]") << "not a banqi action";
    QTest::newRow("seed not a number") << QByteArray(good).replace("\"5\"", "\"five\"") << "not a number";
    QTest::newRow("wrong commitment") << QByteArray(good).replace("\"salt\"", "\"commitment\":\"00\",\"salt\"")
                                      << "does not match";
    QTest::newRow("bad layout") << QByteArray(R"({"format":"qiyuan-banqi","version":1,"rules":"banqi",)"
                                              R"("layout":"KKK","firstSeat":0,"actions":[]})")
                                << "deal is missing or wrong";
}

void TestUiBanqiTable::brokenFileRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, why);
    BanqiTable t;
    t.newGame(dealFromSeed(3, "keep"), options());
    playQuietly(t, 5);
    const QStringList log = t.actionLog();
    const std::string fen = t.view().fen;
    const QString path = dir_.filePath(QStringLiteral("broken.banqi"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
    f.close();
    QString error;
    QVERIFY(!t.openFile(path, &error));
    QVERIFY2(error.contains(why), qPrintable(error));
    QCOMPARE(t.actionLog(), log);
    QCOMPARE(t.view().fen, fen);
}

void TestUiBanqiTable::snapshotResumesExactly()
{
    qint64 now = 0;
    BanqiTable t;
    t.setTimeSource([&now] { return now; });
    t.newGame(dealFromSeed(21, "snap"), options());
    playQuietly(t, 6);
    now += 12000;
    const QJsonObject snap = t.snapshot();
    // Through JSON text, as the autosave writes it.
    const QJsonObject read = QJsonDocument::fromJson(QJsonDocument(snap).toJson()).object();
    BanqiTable u;
    u.setTimeSource([&now] { return now; });
    QString error;
    QVERIFY2(u.restoreSnapshot(read, &error), qPrintable(error));
    QCOMPARE(u.actionLog(), t.actionLog());
    QCOMPARE(u.view().fen, t.view().fen);
    QCOMPARE(u.turnRemainingMs(), 18000);
    QVERIFY(!u.restoreSnapshot(QJsonObject{{QStringLiteral("format"), QStringLiteral("nope")}}, &error));
    QCOMPARE(u.actionLog(), t.actionLog());
}

// BQ-1: the commitment at the start, the seed after the game; both in the
// Fairness box, one click from the side panel, no longer under the board.
void TestUiBanqiTable::commitmentThenSeed()
{
    BanqiTable t;
    t.setConfirmResign(false);
    const Deal deal = dealFromSeed(123456789, "pepper");
    const QString hash = QString::fromStdString(deal.commitment());
    t.newGame(deal, options(false));
    QVERIFY(!t.findChild<QLabel*>(QStringLiteral("commitmentLabel")));
    QVERIFY(!allTexts(t).join(QLatin1Char('\n')).contains(hash)); // no hash line on the table
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("fairnessButton")), Qt::LeftButton);
    auto* fairness = t.findChild<QDialog*>(QStringLiteral("fairnessDialog"));
    QVERIFY(fairness);
    QVERIFY(fairness->isVisible());
    QCOMPARE(fairness->windowTitle(), QStringLiteral("Fairness"));
    const QString shown = fairness->findChild<QLabel*>(QStringLiteral("commitmentText"))->text();
    QVERIFY2(shown.contains(hash), qPrintable(shown)); // in full: all 64 hex digits
    QCOMPARE(hash.size(), 64);
    QVERIFY(!shown.contains(QLatin1String("123456789")));
    QVERIFY(!shown.contains(QLatin1String("pepper")));
    playQuietly(t, 40);
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("resignButton")), Qt::LeftButton);
    QVERIFY(t.isFinished());
    // The check happened and says so in the status line; the box open shows its details.
    QVERIFY2(t.statusText().endsWith(QLatin1String("The deal was checked: it is fair (see Fairness).")),
             qPrintable(t.statusText()));
    const QString revealed = fairness->findChild<QLabel*>(QStringLiteral("commitmentText"))->text();
    QVERIFY(revealed.contains(hash));
    QVERIFY(revealed.contains(QLatin1String("Seed 123456789")));
    QVERIFY(revealed.contains(QLatin1String("\"pepper\"")));
    QVERIFY(revealed.contains(QLatin1String("the hash matches")));
    // The result box says the check in players' words; the hash, seed and salt stay in the Fairness box.
    auto* dialog = t.findChild<QDialog*>(QStringLiteral("resultDialog"));
    QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("fairnessLine"))->text(),
             QStringLiteral("The deal was checked: it was fixed before the first flip."));
    for (const QLabel* label : dialog->findChildren<QLabel*>())
        for (const QString secret : {hash, QStringLiteral("123456789"), QStringLiteral("pepper"), QStringLiteral("SHA")})
            QVERIFY2(!label->text().contains(secret), qPrintable(label->text()));
    QVERIFY(dialog->findChild<QPushButton*>(QStringLiteral("dialogFairness")));
    closeDialogs(t);
    // Opened again after the game: the same details.
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("fairnessButton")), Qt::LeftButton);
    QTRY_VERIFY(t.findChild<QDialog*>(QStringLiteral("fairnessDialog")));
    QVERIFY(t.findChild<QDialog*>(QStringLiteral("fairnessDialog"))->findChild<QLabel*>(QStringLiteral("commitmentText"))
                ->text().contains(QLatin1String("the hash matches")));
    closeDialogs(t);
}

// A deal set by hand (a file's layout) was never shuffled: the Fairness box
// says it has no commitment, without the words on how a commitment works.
void TestUiBanqiTable::fairnessOfAHandSetDeal()
{
    BanqiTable t;
    t.newGame(layoutDeal("R"), options(false));
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("fairnessButton")), Qt::LeftButton);
    auto* fairness = t.findChild<QDialog*>(QStringLiteral("fairnessDialog"));
    QVERIFY(fairness);
    QCOMPARE(fairness->findChild<QLabel*>(QStringLiteral("commitmentText"))->text(),
             QStringLiteral("This deal was set by hand: it has no commitment."));
    QVERIFY(fairness->findChild<QLabel*>(QStringLiteral("fairnessHow"))->isHidden());
    // A dealt game next, the box still open: it follows.
    t.newGame(dealFromSeed(5, "x"), options(false));
    QVERIFY(fairness->findChild<QLabel*>(QStringLiteral("commitmentText"))
                ->text().contains(QString::fromStdString(dealFromSeed(5, "x").commitment())));
    QVERIFY(!fairness->findChild<QLabel*>(QStringLiteral("fairnessHow"))->isHidden());
    closeDialogs(t);
}

// Ruling ids are for tests and the rules files: every refusal and every text
// of a played game is in plain words.
void TestUiBanqiTable::noRulingIdsShown()
{
    for (int e = int(ActionError::None); e <= int(ActionError::TooEarly); ++e)
        QVERIFY2(!qiyuan::ui::banqiActionError(ActionError(e)).contains(QLatin1String("BQ-")),
                 qPrintable(qiyuan::ui::banqiActionError(ActionError(e))));
    BanqiTable t;
    t.setConfirmResign(false);
    t.board()->setAnimationMs(0);
    t.newGame(dealFromSeed(31, "plain"), options(false));
    QStringList seen = allTexts(t);
    playQuietly(t, 12);
    seen << allTexts(t);
    playQuietly(t, 28);
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("fairnessButton")), Qt::LeftButton);
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("resignButton")), Qt::LeftButton);
    QVERIFY(t.isFinished());
    seen << allTexts(t) << t.statusText();
    for (const QString& text : seen)
        QVERIFY2(!text.contains(QLatin1String("BQ-")), qPrintable(text));
    closeDialogs(t);
}

void TestUiBanqiTable::openingLine_data()
{
    QTest::addColumn<QString>("who");   // "hot seat", "you first", "computer first"
    QTest::addColumn<int>("firstSeat"); // of the deal (the hot seat)
    QTest::addColumn<QString>("line");
    QTest::newRow("BQ-2 hot seat, player 1 drawn")
        << "hot seat" << 0 << "Player 1 was drawn to act first: flip any piece; its colour becomes yours.";
    QTest::newRow("BQ-2 hot seat, player 2 drawn")
        << "hot seat" << 1 << "Player 2 was drawn to act first: flip any piece; its colour becomes yours.";
    // Against the computer the player may choose the order: nothing is drawn then.
    QTest::newRow("against the computer, you chose to act first")
        << "you first" << 0 << "You act first: flip any piece; its colour becomes yours.";
    QTest::newRow("against the computer, you chose the computer to act first")
        << "computer first" << 0
        << "The computer acts first: the colour of the piece it flips becomes its colour, and you play the other.";
    QTest::newRow("BQ-2 against the computer, the order drawn by lot") << "random" << 0 << "drawn";
}

// BQ-2: before the first action the side panel says who acts first and why
// (drawn at random), and what the first flip decides; gone after it.
void TestUiBanqiTable::openingLine()
{
    QFETCH(QString, who);
    QFETCH(int, firstSeat);
    QFETCH(QString, line);
    BanqiTable t;
    t.board()->setAnimationMs(0);
    BanqiOptions o = options(false);
    if (who != QLatin1String("hot seat")) {
        o.vsComputer = true;
        o.computerLevel = 1;
        o.humanOrder = who == QLatin1String("you first") ? 0 : who == QLatin1String("random") ? 2 : 1;
        t.setComputerMinimumTimeMs(60000); // it does not answer while the line is read
    }
    t.newGame(layoutDeal("R", firstSeat), o);
    if (line == QLatin1String("drawn")) // either may have been drawn; the line says it was a draw
        QVERIFY2(labelText(t, "openingLine").contains(QLatin1String(" drawn to act first")), qPrintable(labelText(t, "openingLine")));
    else
        QCOMPARE(labelText(t, "openingLine"), line);
    QVERIFY(!table(t, "openingLine")->isHidden());
    if (who == QLatin1String("computer first")) { // and it thinks: no hint meanwhile, and the line says why
        QVERIFY(!t.findChild<QPushButton*>(QStringLiteral("hintButton"))->isEnabled());
        QVERIFY2(labelText(t, "buttonsNote").endsWith(QLatin1String("Hints are given on your turn.")),
                 qPrintable(labelText(t, "buttonsNote")));
        return;
    }
    if (who == QLatin1String("random"))
        return; // the computer may be the one to act
    click(t, "a1");
    QCOMPARE(labelText(t, "openingLine"), QString());
    QVERIFY(table(t, "openingLine")->isHidden());
}

void TestUiBanqiTable::disabledButtonsSayWhy_data()
{
    QTest::addColumn<bool>("undoAllowed");
    QTest::newRow("take-backs agreed") << true;
    QTest::newRow("take-backs off") << false;
}

// A button that is off says why in the line under the buttons, not only in
// its tooltip: Resign and Offer draw until ply 40 (BQ-11), Take back when the
// players did not allow take-backs; the line follows the game.
void TestUiBanqiTable::disabledButtonsSayWhy()
{
    QFETCH(bool, undoAllowed);
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.setQuestionHandler([](const QString&, const QString&) { return true; });
    t.newGame(dealFromSeed(7, "s"), options(false, undoAllowed));
    auto* resign = t.findChild<QPushButton*>(QStringLiteral("resignButton"));
    const QString takeBacksOff = QStringLiteral("Take-backs are off: both players must allow them in the new-game dialog.");
    QString note = labelText(t, "buttonsNote");
    QVERIFY2(note.startsWith(QLatin1String("Resigning and draw offers open at ply 40 (now ply 0).")), qPrintable(note));
    QCOMPARE(note.contains(takeBacksOff), !undoAllowed);
    QVERIFY(!note.contains(QLatin1String("BQ-")));
    playQuietly(t, 12);
    QVERIFY(!resign->isEnabled());
    QVERIFY(labelText(t, "buttonsNote").startsWith(QLatin1String("Resigning and draw offers open at ply 40 (now ply 12).")));
    playQuietly(t, 28);
    QVERIFY(resign->isEnabled());
    note = labelText(t, "buttonsNote");
    QVERIFY(!note.contains(QLatin1String("Resigning")));
    QCOMPARE(note, undoAllowed ? QString() : takeBacksOff);
    QCOMPARE(table(t, "buttonsNote")->isHidden(), undoAllowed);
    QTest::mouseClick(resign, Qt::LeftButton);
    QVERIFY(t.isFinished());
    QCOMPARE(labelText(t, "buttonsNote"), QString()); // the game is over: nothing to explain
    closeDialogs(t);
}

void TestUiBanqiTable::hiddenIdentitiesNeverShown()
{
    // A seeded game part way: no text of the table holds the seed, the salt,
    // the layout or the referee's hidden field.
    {
        BanqiTable t;
        t.board()->setAnimationMs(0);
        const Deal deal = dealFromSeed(4242, "hidden-salt");
        t.newGame(deal, options(true, true));
        playQuietly(t, 10);
        const QString all = allTexts(t).join(QLatin1Char('\n'));
        QVERIFY(!all.contains(QLatin1String("4242")));
        QVERIFY(!all.contains(QLatin1String("hidden-salt")));
        QVERIFY(!all.contains(QString::fromStdString(layoutText(deal.layout))));
        for (const Action& a : t.view().legal) // hover the board too
            QTest::mouseMove(t.board(), t.board()->squareCentre(a.from).toPoint());
        QCOMPARE(allTexts(t).join(QLatin1Char('\n')), all);
    }
    // Two deals that differ only in two pieces still face down: after the same
    // actions, every text and every pixel of the two tables is the same.
    // a1 R and b1 p get flipped; h4 and c4 (a black Soldier and a black
    // Cannon) stay face down and change places in the second deal.
    const Deal one = layoutDeal("Rp");
    Deal two = one;
    std::swap(two.layout[sq("h4")], two.layout[sq("c4")]);
    QVERIFY(two.layout[sq("h4")] != one.layout[sq("h4")]);
    BanqiTable t1, t2;
    for (BanqiTable* t : {&t1, &t2})
        t->board()->setAnimationMs(0), t->resize(1000, 600);
    t1.newGame(one, options(false, true));
    t2.newGame(two, options(false, true));
    for (const char* s : {"a1", "b1"}) {
        click(t1, s);
        click(t2, s);
    }
    move(t1, "a1", "b1");
    move(t2, "a1", "b1");
    QCOMPARE(t1.actionLog(), t2.actionLog());
    QCOMPARE(allTexts(t1), allTexts(t2));
    QCOMPARE(t1.grab().toImage(), t2.grab().toImage());
}

void TestUiBanqiTable::newGameDialog()
{
    qiyuan::ui::BanqiNewGameDialog dialog(BanqiOptions{QStringLiteral("banqi-taiwan"), true, false});
    auto* undo = dialog.findChild<QCheckBox*>(QStringLiteral("undoCheck"));
    auto* clock = dialog.findChild<QCheckBox*>(QStringLiteral("turnClockCheck"));
    auto* rules = dialog.findChild<QComboBox*>(QStringLiteral("rulesCombo"));
    QCOMPARE(rules->currentData().toString(), QStringLiteral("banqi-taiwan"));
    QVERIFY(!undo->isChecked()); // take-backs are off unless both agree
    QVERIFY(clock->isChecked());
    QTest::mouseClick(undo, Qt::LeftButton);
    QTest::mouseClick(clock, Qt::LeftButton);
    const BanqiOptions o = dialog.options();
    QCOMPARE(o.rules, QStringLiteral("banqi-taiwan"));
    QVERIFY(o.undoAllowed);
    QVERIFY(!o.turnClock);
    BanqiTable t;
    t.newGame(dealFromSeed(1), o);
    QCOMPARE(t.variantKey(), QStringLiteral("banqi-taiwan"));
    QCOMPARE(labelText(t, "countdownLabel"), QStringLiteral("Turn clock off"));
}

void TestUiBanqiTable::sidePanelFollowsTheBoard_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<QString>("bottomRow");  // the seat whose block is lower in the panel
    QTest::addColumn<QString>("belowBoard"); // the strip in the bottom seat's block: what the bottom seat took
    QTest::newRow("a new game: seat 1 at the bottom") << "new" << false << "seat1Label" << "blackCaptured";
    QTest::newRow("flipped: seat 2 at the bottom") << "new" << true << "seat2Label" << "redCaptured";
    QTest::newRow("flipped twice") << "flip twice" << false << "seat1Label" << "blackCaptured";
    QTest::newRow("seat 1 turned up black") << "black first" << false << "seat1Label" << "redCaptured";
    QTest::newRow("seat 1 turned up black, flipped") << "black first" << true << "seat2Label" << "blackCaptured";
    QTest::newRow("against the computer, which acts first: you at the bottom")
        << "computer first" << false << "seat1Label" << "";
}

// As at the xiangqi table: the seat at the bottom of the board (docs/PLAY.md:
// the first seat, the second when flipped) has its block at the bottom of the
// side panel, with the pieces it took in it.
void TestUiBanqiTable::sidePanelFollowsTheBoard()
{
    QFETCH(QString, how);
    QFETCH(bool, flipped);
    QFETCH(QString, bottomRow);
    QFETCH(QString, belowBoard);
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.resize(1000, 700);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    if (how == QLatin1String("computer first")) {
        BanqiOptions o = options();
        o.vsComputer = true;
        o.computerLevel = 1;
        o.humanOrder = 1; // the computer acts first
        t.setComputerMinimumTimeMs(0);
        t.newGame(layoutDeal("R"), o);
        QTRY_COMPARE(t.actionLog().size(), 1); // its first flip gave the colours
    } else {
        t.newGame(layoutDeal(how == QLatin1String("black first") ? "p" : "R"), options());
        if (how == QLatin1String("black first")) {
            click(t, "a1");
            QVERIFY(labelText(t, "seat1Label").contains(QLatin1String("Black")));
        }
    }
    if (how == QLatin1String("flip twice"))
        t.setFlipped(true);
    t.setFlipped(flipped);
    QTest::qWait(20);
    QCOMPARE(t.isFlipped(), flipped);
    auto y = [&t](const QString& name) {
        QWidget* w = t.findChild<QWidget*>(name);
        return w ? w->mapTo(&t, QPoint(0, 0)).y() : -1;
    };
    const QString topRow = bottomRow == QLatin1String("seat1Label") ? QStringLiteral("seat2Label") : QStringLiteral("seat1Label");
    QVERIFY(y(topRow) >= 0 && y(bottomRow) >= 0);
    QVERIFY2(y(bottomRow) > y(topRow), qPrintable(QStringLiteral("%1 at y %2, %3 at y %4")
                                                      .arg(bottomRow).arg(y(bottomRow)).arg(topRow).arg(y(topRow))));
    // Each strip in its seat's block: the top seat's below its name and
    // above the bottom seat's name, the bottom seat's below its name.
    const int topY = y(topRow), bottomY = y(bottomRow);
    auto inTop = [&](const QString& strip) { return y(strip) > topY && y(strip) < bottomY; };
    auto inBottom = [&](const QString& strip) { return y(strip) > bottomY; };
    if (belowBoard.isEmpty()) { // the computer's colour came by chance: one strip each block
        QVERIFY(inTop(QStringLiteral("redCaptured")) != inTop(QStringLiteral("blackCaptured")));
        QVERIFY(inBottom(QStringLiteral("redCaptured")) != inBottom(QStringLiteral("blackCaptured")));
        return;
    }
    const QString aboveBoard =
        belowBoard == QLatin1String("redCaptured") ? QStringLiteral("blackCaptured") : QStringLiteral("redCaptured");
    QVERIFY2(inBottom(belowBoard) && inTop(aboveBoard),
             qPrintable(QStringLiteral("%1 at y %2, %3 at y %4; %5 at y %6, %7 at y %8")
                            .arg(topRow).arg(topY).arg(bottomRow).arg(bottomY)
                            .arg(belowBoard).arg(y(belowBoard)).arg(aboveBoard).arg(y(aboveBoard))));
}

// With QIYUAN_SCREENSHOT_DIR set: the result box with Play again over the
// table, in both languages at the three window sizes, to be looked at.
void TestUiBanqiTable::resultBoxScreenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("QIYUAN_SCREENSHOT_DIR is not set");
    for (const QString language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QTranslator zh;
        if (language != QLatin1String("en")) {
            QVERIFY(zh.load(QStringLiteral(":/i18n/qiyuan_zh_CN.qm")));
            QCoreApplication::installTranslator(&zh);
        }
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
            BanqiTable t;
            t.board()->setAnimationMs(0);
            t.setQuestionHandler([](const QString&, const QString&) { return true; });
            t.resize(size);
            t.show();
            QVERIFY(QTest::qWaitForWindowExposed(&t));
            t.newGame(dealFromSeed(7, "s"), options(false));
            playQuietly(t, 40);
            QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("resignButton")), Qt::LeftButton);
            auto* dialog = t.findChild<QDialog*>(QStringLiteral("resultDialog"));
            QVERIFY(dialog);
            QTest::qWait(100);
            const QString name = QStringLiteral("%1/banqi-result-%2-%3-%4x%5.png").arg(dir);
            QVERIFY(dialog->grab().save(name.arg(QStringLiteral("box"), language).arg(size.width()).arg(size.height())));
            QVERIFY(t.grab().save(name.arg(QStringLiteral("table"), language).arg(size.width()).arg(size.height())));
            closeDialogs(t);
        }
        QCoreApplication::removeTranslator(&zh);
    }
}

QTEST_MAIN(TestUiBanqiTable)
#include "tst_ui_banqi_table.moc"
