// The play policies of docs/PLAY.md, one row per game and way of playing
// (issue 15): hints in hot-seat and computer games, never over the LAN;
// analysis and position set-up / paste FEN never during a LAN game; a draw
// offer to the computer is answered by it (accepted when it is not ahead).
#include "../fakeremote.h"
#include "net/hostsession.h"
#include "ui/banqi/banqitable.h"
#include "ui/gamecard.h"
#include "ui/jifen/jifentable.h"
#include "ui/lan/lanhostdialog.h"
#include "ui/lan/lanlink.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/startpage.h"
#include "ui/xiangqi/xiangqitable.h"
#include "jifen/rules.h"
#include "ui/rulesdialog.h"

#include <QAction>
#include <QClipboard>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiPolicy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hintsAndAnalysis_data();
    void hintsAndAnalysis();
    void noPositionSetUpDuringALanGame_data();
    void noPositionSetUpDuringALanGame();
    void noPositionSetUpElsewhereDuringALanGame_data();
    void noPositionSetUpElsewhereDuringALanGame();
    void computerAnswersDrawOffers_data();
    void computerAnswersDrawOffers();
    void clockWaitsUnderADialog_data();
    void clockWaitsUnderADialog();
    void clockWaitsOffScreen_data();
    void clockWaitsOffScreen();

private:
    static std::unique_ptr<TablePage> makeTable(const QString& game)
    {
        if (game == QLatin1String("xiangqi"))
            return std::make_unique<XiangqiTable>();
        if (game == QLatin1String("banqi"))
            return std::make_unique<BanqiTable>();
        return std::make_unique<JifenTable>();
    }
    // A new game on `t` played the given way; for the LAN a bare-socket
    // opponent sits down at the table `t` hosts.
    static void start(TablePage& t, const QString& game, PlayWay way, std::unique_ptr<FakeRemote>* remote)
    {
        if (way == PlayWay::Lan) {
            net::TableSettings s;
            s.hostName = QStringLiteral("Hong");
            s.game = game;
            s.seed = 42;
            s.roomCode = QStringLiteral("314159");
            auto session = std::make_unique<net::HostSession>(s);
            QVERIFY(session->listen(QHostAddress::LocalHost, 0));
            const quint16 port = session->port();
            t.playOverLan(new LanLink(std::move(session), nullptr));
            *remote = std::make_unique<FakeRemote>();
            QVERIFY((*remote)->connectTo(port));
            QVERIFY((*remote)->sitDown(QStringLiteral("Hei"), QStringLiteral("314159")));
            QTRY_VERIFY(t.lanLink()->host()->started());
            return;
        }
        const bool computer = way == PlayWay::Computer;
        if (auto* x = qobject_cast<XiangqiTable*>(&t)) {
            computer ? x->newComputerGame(xiangqi::Side::Red, 1) : x->newGame();
        } else if (auto* j = qobject_cast<JifenTable*>(&t)) {
            const jifen::RuleSet& rules = *jifen::findRuleSet("jifen-simple");
            computer ? j->newComputerGame(rules, xiangqi::Side::Red, 1) : j->newGame(rules);
        } else if (auto* b = qobject_cast<BanqiTable*>(&t)) {
            BanqiOptions o;
            o.vsComputer = computer;
            o.computerLevel = 1;
            o.humanOrder = 0; // the human acts first
            b->newGame(banqi::dealFromSeed(42), o);
        }
    }
};

void TestUiPolicy::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_policy"));
    QSettings().clear();
}

void TestUiPolicy::hintsAndAnalysis_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<PlayWay>("way");
    QTest::addColumn<bool>("offered");
    for (const char* game : {"xiangqi", "banqi", "jifen"}) {
        QTest::addRow("%s, hot seat: offered", game) << game << PlayWay::HotSeat << true;
        QTest::addRow("%s, against the computer: offered", game) << game << PlayWay::Computer << true;
        QTest::addRow("%s, over the LAN: not offered", game) << game << PlayWay::Lan << false;
    }
}

// Hints (every game) and analysis (xiangqi, the game that has it).
void TestUiPolicy::hintsAndAnalysis()
{
    QFETCH(QString, game);
    QFETCH(PlayWay, way);
    QFETCH(bool, offered);
    std::unique_ptr<TablePage> t = makeTable(game);
    t->resize(1000, 700);
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    std::unique_ptr<FakeRemote> remote;
    start(*t, game, way, &remote);
    QCOMPARE(t->playWay(), way);
    auto* hint = t->findChild<QPushButton*>(QStringLiteral("hintButton"));
    QVERIFY(hint);
    QTRY_COMPARE(hint->isVisibleTo(t.get()) && hint->isEnabled(), offered);
    if (auto* x = qobject_cast<XiangqiTable*>(t.get())) {
        auto* analyse = x->findChild<QPushButton*>(QStringLiteral("analyseButton"));
        QCOMPARE(analyse->isEnabled(), offered);
        QCOMPARE(x->analyseAction()->isEnabled(), offered);
        x->analyseAction()->trigger(); // even through its shortcut
        QCOMPARE(x->isAnalysing(), offered);
        x->analyseAction()->setChecked(false);
    }
}

void TestUiPolicy::noPositionSetUpDuringALanGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("xiangqi") << "xiangqi";
    QTest::newRow("banqi") << "banqi";
    QTest::newRow("jifen") << "jifen";
}

// Set Up Position and Paste Position replace the game: not while a LAN game
// is on screen, through the main window as a player hosts from the chooser.
void TestUiPolicy::noPositionSetUpDuringALanGame()
{
    QFETCH(QString, game);
    LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    MainWindow window(&languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* setUp = window.findChild<QAction*>(QStringLiteral("actionSetUpPosition"));
    auto* paste = window.findChild<QAction*>(QStringLiteral("actionPasteFen"));
    QVERIFY(setUp && paste);
    QVERIFY(setUp->isEnabled() && paste->isEnabled()); // on the chooser
    QTimer accepter;
    connect(&accepter, &QTimer::timeout, this, [] {
        if (auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget()))
            QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    accepter.start(20);
    QTest::mouseClick(window.startPage()->card(game)->modeButton(PlayMode::LanHost), Qt::LeftButton);
    accepter.stop();
    auto* page = qobject_cast<TablePage*>(window.findChild<QStackedWidget*>()->currentWidget());
    QVERIFY(page && page->lanLink());
    QVERIFY(!setUp->isEnabled());
    QVERIFY(!paste->isEnabled());
    // A hot-seat game of the same kind gives them back.
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            d->accept();
    });
    window.showStartPage();
    closer.start(20);
    QTest::mouseClick(window.startPage()->card(game)->modeButton(PlayMode::HotSeat), Qt::LeftButton);
    closer.stop();
    QVERIFY(!page->lanLink());
    // Set Up and Paste are xiangqi's (issue 39: shown only where they apply): on the chooser they are on again.
    window.showStartPage();
    QVERIFY(setUp->isEnabled());
    QVERIFY(paste->isEnabled());
}

void TestUiPolicy::noPositionSetUpElsewhereDuringALanGame_data()
{
    QTest::addColumn<QString>("game");  // the game hosted over the LAN
    QTest::addColumn<QString>("where"); // what is on screen meanwhile
    QTest::addColumn<QString>("other"); // the game whose page is shown there
    QTest::newRow("xiangqi hosted, the chooser on screen") << "xiangqi" << "chooser" << "";
    QTest::newRow("xiangqi hosted, 翻翻棋 on screen") << "xiangqi" << "page" << "banqi";
    QTest::newRow("xiangqi hosted, 积分象棋 on screen") << "xiangqi" << "page" << "jifen";
    QTest::newRow("banqi hosted, the chooser on screen") << "banqi" << "chooser" << "";
    QTest::newRow("banqi hosted, xiangqi on screen") << "banqi" << "page" << "xiangqi";
    QTest::newRow("jifen hosted, xiangqi on screen") << "jifen" << "page" << "xiangqi";
}

// Set Up Position and Paste FEN start a xiangqi game, which left the xiangqi
// table's LAN game silently when they were used from the chooser or another
// game's page. Now they are off while any table plays over the LAN, and
// triggering them (a shortcut) changes nothing: the opponent stays seated.
void TestUiPolicy::noPositionSetUpElsewhereDuringALanGame()
{
    QFETCH(QString, game);
    QFETCH(QString, where);
    QFETCH(QString, other);
    LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    MainWindow window(&languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* setUp = window.findChild<QAction*>(QStringLiteral("actionSetUpPosition"));
    auto* paste = window.findChild<QAction*>(QStringLiteral("actionPasteFen"));
    auto* newAct = window.findChild<QAction*>(QStringLiteral("actionNew"));
    QVERIFY(setUp && paste && newAct);
    window.showStartPage();
    QTimer accepter;
    connect(&accepter, &QTimer::timeout, this, [] {
        if (auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget()))
            QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    accepter.start(20);
    QTest::mouseClick(window.startPage()->card(game)->modeButton(PlayMode::LanHost), Qt::LeftButton);
    accepter.stop();
    auto* table = qobject_cast<TablePage*>(window.page(game));
    QVERIFY(table && table->lanLink());
    LanLink* link = table->lanLink();
    FakeRemote remote;
    QVERIFY(remote.connectTo(link->port()));
    QVERIFY(remote.sitDown(QStringLiteral("Hei"), link->roomCode()));
    QTRY_VERIFY(link->host()->started());

    newAct->trigger(); // Ctrl+N: the chooser
    QVERIFY(!window.currentPage());
    if (where == QLatin1String("page")) {
        window.showPage(window.page(other));
        QCOMPARE(window.currentPage()->gameKey(), other);
    }
    QVERIFY(!setUp->isEnabled());
    QVERIFY(!paste->isEnabled());
    // Triggered anyway: no dialog, no new game, the LAN game goes on.
    QGuiApplication::clipboard()->setText(QString::fromStdString(xiangqi::Position().fen()));
    QTimer closer; // a dialog that should not open must not hang the test
    bool dialogSeen = false;
    connect(&closer, &QTimer::timeout, this, [&dialogSeen] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            dialogSeen = true;
            d->reject();
        }
    });
    closer.start(20);
    setUp->trigger();
    paste->trigger();
    QTest::qWait(100);
    closer.stop();
    QVERIFY(!dialogSeen);
    QCOMPARE(table->lanLink(), link);
    QVERIFY(remote.isConnected());
    QVERIFY(link->host()->remoteConnected());
    if (where == QLatin1String("page"))
        QCOMPARE(window.currentPage()->gameKey(), other);
    else
        QVERIFY(!window.currentPage());
    // Back at the LAN table: still off; once that game is left, on everywhere.
    window.showPage(table);
    QVERIFY(!setUp->isEnabled());
    window.showStartPage();
    QTimer accepting;
    connect(&accepting, &QTimer::timeout, this, [] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            d->accept();
    });
    accepting.start(20);
    QTest::mouseClick(window.startPage()->card(game)->modeButton(PlayMode::HotSeat), Qt::LeftButton);
    accepting.stop();
    QVERIFY(!table->lanLink());
    window.showStartPage(); // Set Up and Paste are xiangqi's (issue 39): on the chooser
    QVERIFY(setUp->isEnabled());
    QVERIFY(paste->isEnabled());
}

void TestUiPolicy::computerAnswersDrawOffers_data()
{
    QTest::addColumn<QString>("game");
    // At the start both sides are even: the computer accepts (it is not ahead).
    QTest::newRow("xiangqi") << "xiangqi";
    QTest::newRow("jifen") << "jifen";
}

void TestUiPolicy::computerAnswersDrawOffers()
{
    QFETCH(QString, game);
    std::unique_ptr<TablePage> t = makeTable(game);
    t->resize(1000, 700);
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    start(*t, game, PlayWay::Computer, nullptr);
    auto* draw = t->findChild<QPushButton*>(QStringLiteral("offerDrawButton"));
    QVERIFY(draw->isEnabled());
    QTest::mouseClick(draw, Qt::LeftButton);
    QVERIFY(t->isFinished());
}

void TestUiPolicy::clockWaitsUnderADialog_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("rulesDialog"); // Help → Rules rather than any question
    QTest::newRow("xiangqi (the game clock)") << "xiangqi" << false;
    QTest::newRow("banqi (the turn clock, BQ-9)") << "banqi" << false;
    QTest::newRow("xiangqi, the rules open") << "xiangqi" << true;
    QTest::newRow("banqi, the rules open") << "banqi" << true;
    // 积分象棋 has no clock at this computer, only over the LAN (docs/PLAY.md).
}

// Nobody can move while a modal dialog is open over the app: the hot-seat
// clock waits, then runs on.
void TestUiPolicy::clockWaitsUnderADialog()
{
    QFETCH(QString, game);
    QFETCH(bool, rulesDialog);
    std::unique_ptr<TablePage> t = makeTable(game);
    t->resize(1000, 700);
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    auto* x = qobject_cast<XiangqiTable*>(t.get());
    auto* b = qobject_cast<BanqiTable*>(t.get());
    if (x) {
        x->newGame(xiangqi::Position(), TimeControl{5 * 60000, 0, 0});
    } else {
        BanqiOptions o; // the turn clock on
        b->newGame(banqi::dealFromSeed(42), o);
    }
    auto left = [&] { return x ? x->clock().remainingMs(0) : b->turnRemainingMs(); };
    QTest::qWait(400); // the clock runs
    const int before = left();
    QVERIFY(before < (x ? 5 * 60000 : b->game().rules().turnSeconds * 1000));
    std::unique_ptr<QDialog> dialog = rulesDialog ? std::make_unique<RulesDialog>(game, QStringLiteral("en"), t.get())
                                                  : std::make_unique<QDialog>(t.get());
    QTimer::singleShot(1200, dialog.get(), &QDialog::accept);
    dialog->exec(); // modal for 1.2 s
    const int after = left();
    QVERIFY2(before - after < 500, qPrintable(QStringLiteral("%1 -> %2 ms").arg(before).arg(after)));
    QTest::qWait(800); // and runs again once it closed
    QVERIFY2(after - left() >= 400, qPrintable(QStringLiteral("%1 -> %2 ms").arg(after).arg(left())));
}

void TestUiPolicy::clockWaitsOffScreen_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<PlayWay>("way");
    // Against the computer only 翻翻棋 has a clock (its turn clock, for the
    // person only); xiangqi and 积分象棋 games against it are untimed, and
    // 积分象棋 has a clock over the LAN only (docs/PLAY.md).
    QTest::newRow("xiangqi, hot seat (the game clock)") << "xiangqi" << PlayWay::HotSeat;
    QTest::newRow("banqi, hot seat (the turn clock)") << "banqi" << PlayWay::HotSeat;
    QTest::newRow("banqi, against the computer (your turn clock)") << "banqi" << PlayWay::Computer;
}

// The table off screen (the chooser or another game's page in the window's
// stack): the clock of the side to act stops, and runs on once it is back.
void TestUiPolicy::clockWaitsOffScreen()
{
    QFETCH(QString, game);
    QFETCH(PlayWay, way);
    QStackedWidget stack;
    stack.resize(1000, 700);
    auto* table = makeTable(game).release();
    QWidget other;
    stack.addWidget(table);
    stack.addWidget(&other);
    stack.setCurrentWidget(table);
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    qint64 now = 0;
    table->match()->setTimeSource([&now] { return now; });
    auto* x = qobject_cast<XiangqiTable*>(table);
    auto* b = qobject_cast<BanqiTable*>(table);
    if (x) {
        x->newGame(xiangqi::Position(), TimeControl{5 * 60000, 0, 0});
    } else {
        BanqiOptions o; // the turn clock on
        o.vsComputer = way == PlayWay::Computer;
        o.computerLevel = 1;
        o.humanOrder = 0; // the person acts first
        b->newGame(banqi::dealFromSeed(42), o);
    }
    QCOMPARE(table->playWay(), way);
    QVERIFY(!table->computerToAct());
    auto left = [&] {
        table->match()->tick();
        return x ? x->clock().remainingMs(0) : b->turnRemainingMs();
    };
    const int full = left();
    now += 5000; // on screen: the clock runs
    QCOMPARE(left(), full - 5000);
    stack.setCurrentWidget(&other);
    QVERIFY(!table->isVisible());
    now += 10 * 60000; // longer than any turn or game: nothing may fall
    QCOMPARE(left(), full - 5000);
    QVERIFY(!table->isFinished());
    QVERIFY(!table->hasProgress());
    stack.setCurrentWidget(table);
    now += 3000; // and runs on once it is back
    QCOMPARE(left(), full - 8000);
}

QTEST_MAIN(TestUiPolicy)
#include "tst_ui_policy.moc"
