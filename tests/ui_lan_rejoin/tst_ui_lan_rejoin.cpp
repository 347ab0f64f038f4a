// A LAN guest who quits the app (or whose app or process is killed) and
// starts again takes the seat back: the same side at the same ply (issue 34).
// The app's quit question names the LAN game it leaves; the host's chat and
// status say who left and who came back. Two main windows in one process
// stand for the two app instances (the guest's is closed and made anew, as a
// restart does: the kept seat is on disk, ui/lan/lanseats.h); languest is a
// guest process of its own, killed with SIGKILL and started again.
#include "../lanplay.h"
#include "banqi/banqitable.h"
#include "jifen/jifentable.h"
#include "cjkfont.h"
#include "languagemanager.h"
#include "lan/lanchatbox.h"
#include "lan/lanjoindialog.h"
#include "lan/lanlink.h"
#include "lan/lanseats.h"
#include "mainwindow.h"
#include "quitdialog.h"
#include "net/hostsession.h"
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "ui/werewolf/playerview.h"
#include "ui/werewolf/werewolfpage.h"
#include "xiangqi/xiangqitable.h"

#include <QApplication>
#include <QScreen>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

#include "../lanjoin.h"

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiLanRejoin : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void guestAppQuitsAndStartsAgain_data();
    void guestAppQuitsAndStartsAgain();
    void joiningTheSameTableAgainTakesTheKeptSeat();
    void finishedGameKeepsNoSeat();
    void newGameWhileTakingTheSeatBack();
    void rolePlayerAppQuitsAndStartsAgain();
    void rolePlayerProcessKilledAndStartedAgain();
    void guestProcessKilledAndStartedAgain_data();
    void guestProcessKilledAndStartedAgain();
    void screenshots();

private:
    static void games()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("xiangqi") << QStringLiteral("xiangqi");
        QTest::newRow("banqi") << QStringLiteral("banqi");
        QTest::newRow("jifen") << QStringLiteral("jifen");
    }
    std::unique_ptr<MainWindow> newWindow()
    {
        auto w = std::make_unique<MainWindow>(m_languages.get());
        w->resize(1100, 760);
        w->show();
        return w;
    }
    static TablePage* tableOf(MainWindow& w, const QString& game) { return qobject_cast<TablePage*>(w.page(game)); }
    static QString statusOf(const TablePage& t)
    {
        auto* l = t.findChild<QLabel*>(QStringLiteral("statusLine"));
        return l ? l->text() : QString();
    }
    static QStringList chatOf(const TablePage& t)
    {
        QStringList out;
        if (auto* chat = t.findChild<LanChatBox*>())
            for (int i = 0; i < chat->lines()->count(); ++i)
                out << chat->lines()->item(i)->text();
        return out;
    }
    static bool chatHas(const TablePage& t, const QString& text)
    {
        for (const QString& line : chatOf(t))
            if (line.contains(text))
                return true;
        return false;
    }
    // The actions the table shows, whatever the game.
    static int plyOf(const TablePage& t)
    {
        if (auto* x = qobject_cast<const XiangqiTable*>(&t))
            return x->game().ply();
        if (auto* j = qobject_cast<const JifenTable*>(&t))
            return int(j->game().actions().size());
        return int(qobject_cast<const BanqiTable*>(&t)->actionLog().size());
    }
    // The table hosts a LAN game of `game` as "Hong" (banqi: seed 42).
    static net::HostSession* hostAt(TablePage& t, const QString& game)
    {
        net::TableSettings settings;
        settings.hostName = QStringLiteral("Hong");
        settings.game = game;
        settings.seed = 42;
        settings.roomCode = QStringLiteral("271828");
        auto session = std::make_unique<net::HostSession>(settings);
        if (!session->listen(QHostAddress::LocalHost, 0))
            return nullptr;
        net::HostSession* host = session.get();
        t.playOverLan(new LanLink(std::move(session), nullptr));
        return host;
    }
    // Sits down at the table on `port` through the join dialog as "Hei", as the player does.
    static bool joinAt(TablePage& t, const QString& game, quint16 port, const QString& code)
    {
        bool clicked = false;
        QTimer::singleShot(0, [&] {
            auto* d = qobject_cast<LanJoinDialog*>(QApplication::activeModalWidget());
            if (!d)
                return;
            d->nameEdit()->setText(QStringLiteral("Hei"));
            d->addressEdit()->setText(QStringLiteral("127.0.0.1"));
            d->portBox()->setValue(port);
            d->codeEdit()->setText(code);
            QTest::mouseClick(d->joinButton(), Qt::LeftButton);
            sitDownWhenShown(d);
            clicked = true;
            // A join that never seats us must fail the test, not hang it.
            QTimer::singleShot(10000, d, [d] {
                QWARN(qPrintable(QStringLiteral("the join dialog is still open: ") + d->statusLabel()->text()));
                d->reject();
            });
        });
        return t.startNew(game, PlayMode::LanJoin) && clicked;
    }
    // Plays `plies` actions, each by the seat to act: the host's through its
    // link, the guest's through the guest table's link (chosen from what that
    // seat may see).
    static void play(net::HostSession& host, TablePage& guest, int plies, QRandomGenerator& rng)
    {
        for (int i = 0; i < plies; ++i) {
            const int before = host.referee().ply();
            const int seat = host.referee().sideToMove();
            QString why;
            const QString action = lanplay::chooseAction(host.stateFor(seat), rng, &why);
            QVERIFY2(!action.isEmpty(), qPrintable(why));
            if (seat == host.hostSeat())
                QVERIFY(host.play(action).isEmpty());
            else
                guest.lanLink()->sendMove(action);
            QTRY_COMPARE(host.referee().ply(), before + 1);
            QTRY_COMPARE(plyOf(guest), before + 1);
        }
    }
    // Closes the window as the player does; `answer` runs on the quit question.
    static bool closeAnswering(MainWindow& w, const std::function<void(QuitDialog*)>& answer)
    {
        bool asked = false;
        QTimer watcher;
        QObject::connect(&watcher, &QTimer::timeout, [&] {
            auto* d = qobject_cast<QuitDialog*>(QApplication::activeModalWidget());
            if (!d || asked)
                return;
            asked = true;
            answer(d);
        });
        watcher.start(20);
        const bool closed = w.close();
        watcher.stop();
        return closed && asked;
    }

    // The moderator's page deals 32 named players and hosts them on the LAN.
    static void startModerator(WerewolfPage& moderator)
    {
        QStringList names;
        for (int i = 1; i <= 32; ++i)
            names << QStringLiteral("Player %1").arg(i);
        moderator.setNames(names);
        QVERIFY(moderator.dealRoles());
        QVERIFY(moderator.startGame());
        QString error;
        QVERIFY2(moderator.startLanHosting(&error, QHostAddress::LocalHost), qPrintable(error));
    }
    // Starts languest with its QSettings in `config`.
    static bool startGuest(QProcess& p, const QTemporaryDir& config, const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LANGUEST_PATH), args);
        return p.waitForStarted(10000);
    }
    // The next line of languest's that starts with `prefix` (15 s at most).
    static QString lineOf(QProcess& p, const QString& prefix)
    {
        QString line;
        (void)QTest::qWaitFor([&] {
            while (p.canReadLine()) {
                line = QString::fromUtf8(p.readLine()).trimmed();
                if (line.startsWith(prefix))
                    return true;
            }
            return p.state() == QProcess::NotRunning;
        }, 15000);
        return line.startsWith(prefix) ? line : QStringLiteral("<none: %1>").arg(line);
    }

    std::unique_ptr<LanguageManager> m_languages;
};

void TestUiLanRejoin::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_lan_rejoin"));
}

void TestUiLanRejoin::init()
{
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave")).removeRecursively();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setPreference(QStringLiteral("en"));
}

void TestUiLanRejoin::cleanup()
{
    QSettings().clear();
    m_languages.reset();
}

void TestUiLanRejoin::guestAppQuitsAndStartsAgain_data()
{
    games();
}

void TestUiLanRejoin::guestAppQuitsAndStartsAgain()
{
    QFETCH(QString, game);
    QRandomGenerator rng(7);
    // A hosts; B joins through the dialog and sits as the second seat.
    auto a = newWindow();
    TablePage* hostTable = tableOf(*a, game);
    a->showPage(hostTable);
    net::HostSession* host = hostAt(*hostTable, game);
    QVERIFY(host);
    auto b = newWindow();
    TablePage* guestTable = tableOf(*b, game);
    b->showPage(guestTable);
    QVERIFY(joinAt(*guestTable, game, host->port(), host->roomCode()));
    QTRY_VERIFY(guestTable->lanLink() && guestTable->lanLink()->localSeat() == 1);
    QTRY_VERIFY(host->remoteConnected(1));
    play(*host, *guestTable, 3, rng);
    QVERIFY(LanSeats::recall(game)); // kept on disk from the moment B sat down

    // B quits: the question names the LAN game it leaves and what happens to the seat.
    QString note;
    QVERIFY(closeAnswering(*b, [&](QuitDialog* d) {
        note = d->lanNote()->isVisible() ? d->lanNote()->text() : QString();
        // Nothing to save or discard: the LAN game is the host's and comes back with the seat.
        QVERIFY(d->discardButton()->isHidden());
        QCOMPARE(d->saveButton()->text(), QStringLiteral("Quit"));
        QVERIFY(!(d->list()->item(0)->flags() & Qt::ItemIsUserCheckable));
        d->saveButton()->click();
    }));
    QVERIFY2(note.contains(QStringLiteral("leaves the LAN game against Hong")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("start Qiyuan again")), qPrintable(note));
    b.reset(); // the app ends: its table says goodbye
    QTRY_VERIFY(!host->remoteConnected(1));
    // A's chat and status say who left (with a goodbye, not a lost connection).
    QTRY_VERIFY2(chatHas(*hostTable, QStringLiteral("Hei left the table")), qPrintable(chatOf(*hostTable).join('|')));
    QTRY_VERIFY2(statusOf(*hostTable).contains(QStringLiteral("Waiting for Hei to reconnect")), qPrintable(statusOf(*hostTable)));

    // B starts again: the same seat, at the same ply, without a dialog.
    auto b2 = newWindow();
    TablePage* back = qobject_cast<TablePage*>(b2->currentPage());
    QVERIFY(back);
    QCOMPARE(back->gameKey(), game);
    QTRY_VERIFY(back->lanLink() && back->lanLink()->localSeat() == 1);
    QTRY_COMPARE(plyOf(*back), 3);
    QCOMPARE(host->referee().ply(), 3);
    QTRY_VERIFY(host->remoteConnected(1));
    QTRY_VERIFY2(chatHas(*hostTable, QStringLiteral("Hei is back at the table")), qPrintable(chatOf(*hostTable).join('|')));
    QTRY_VERIFY2(!statusOf(*hostTable).contains(QStringLiteral("Waiting for Hei")), qPrintable(statusOf(*hostTable)));
    QVERIFY2(statusOf(*back).contains(QStringLiteral("You are back at Hong's LAN table")), qPrintable(statusOf(*back)));
    // And plays on as that side.
    play(*host, *back, 2, rng);
    QCOMPARE(plyOf(*back), 5);
}

void TestUiLanRejoin::joiningTheSameTableAgainTakesTheKeptSeat()
{
    // The guest's table goes (the app closed) and the player joins the same
    // table through the dialog again: the kept seat's token wins over the
    // room code, which is not even needed.
    XiangqiTable hostTable;
    net::HostSession* host = hostAt(hostTable, QStringLiteral("xiangqi"));
    QVERIFY(host);
    auto guest = std::make_unique<XiangqiTable>();
    QVERIFY(joinAt(*guest, QStringLiteral("xiangqi"), host->port(), host->roomCode()));
    QTRY_VERIFY(guest->lanLink() && guest->lanLink()->localSeat() == 1);
    QRandomGenerator rng(3);
    play(*host, *guest, 2, rng);
    guest.reset();
    QTRY_VERIFY(!host->remoteConnected(1));
    auto again = std::make_unique<XiangqiTable>();
    QVERIFY(joinAt(*again, QStringLiteral("xiangqi"), host->port(), QString()));
    QTRY_VERIFY(again->lanLink() && again->lanLink()->localSeat() == 1);
    QTRY_COMPARE(plyOf(*again), 2);
    QVERIFY(host->remoteConnected(1));

    // Standing up on purpose (a new game here) gives the seat up: not kept.
    QVERIFY(LanSeats::recall(QStringLiteral("xiangqi")));
    again->newGame();
    QVERIFY(!again->lanLink());
    QVERIFY(!LanSeats::recall(QStringLiteral("xiangqi")));
}

void TestUiLanRejoin::finishedGameKeepsNoSeat()
{
    // Once the game is over there is nothing to come back to: no seat is
    // kept, and the next start shows no LAN table.
    XiangqiTable hostTable;
    net::HostSession* host = hostAt(hostTable, QStringLiteral("xiangqi"));
    QVERIFY(host);
    XiangqiTable guest;
    QVERIFY(joinAt(guest, QStringLiteral("xiangqi"), host->port(), host->roomCode()));
    QTRY_VERIFY(guest.lanLink() && guest.lanLink()->localSeat() == 1);
    QVERIFY(LanSeats::recall(QStringLiteral("xiangqi")));
    QVERIFY(host->resign().isEmpty());
    QTRY_VERIFY(guest.isFinished());
    QVERIFY(!LanSeats::recall(QStringLiteral("xiangqi")));
    QVERIFY(guest.lanLeaveNote().isEmpty());
}

void TestUiLanRejoin::newGameWhileTakingTheSeatBack()
{
    // The next start takes a kept seat back from a host that is slow to
    // answer; meanwhile the player starts a new game at that table. The new
    // game stays: the seat is given up, and the late answer changes nothing.
    QTcpServer slowHost;
    QVERIFY(slowHost.listen(QHostAddress::LocalHost));
    QList<QTcpSocket*> held; // connections accepted, never answered
    connect(&slowHost, &QTcpServer::newConnection, this, [&] { held << slowHost.nextPendingConnection(); });
    LanSeats::remember({QStringLiteral("xiangqi"), QStringLiteral("127.0.0.1"), slowHost.serverPort(),
                        QStringLiteral("0123456789abcdef0123456789abcdef"), QStringLiteral("Hei"), QStringLiteral("271828"),
                        QStringLiteral("Hong"), {}});
    auto b = newWindow();
    auto* table = qobject_cast<XiangqiTable*>(b->currentPage());
    QVERIFY(table);
    QVERIFY2(statusOf(*table).contains(QStringLiteral("Taking your seat back")), qPrintable(statusOf(*table)));
    QTRY_COMPARE(held.size(), 1);
    table->newGame();
    QVERIFY(!LanSeats::recall(QStringLiteral("xiangqi")));
    // The pending connection goes: the slow host sees it close.
    QTRY_COMPARE(held.first()->state(), QAbstractSocket::UnconnectedState);
    QVERIFY(!table->lanLink());
    QCOMPARE(table->game().ply(), 0);
}

void TestUiLanRejoin::rolePlayerAppQuitsAndStartsAgain()
{
    // The moderator hosts 32 players on the LAN; one joins from B's app.
    WerewolfPage moderator(werewolf::Game::Xiangqi);
    startModerator(moderator);
    const QString key = moderator.gameKey();

    auto b = newWindow();
    auto* page = qobject_cast<WerewolfPage*>(b->page(key));
    QVERIFY(page);
    b->showPage(page);
    WerewolfJoinDialog dialog;
    dialog.findChild<QLineEdit*>(QStringLiteral("addressEdit"))->setText(QStringLiteral("127.0.0.1"));
    dialog.findChild<QSpinBox*>(QStringLiteral("portSpin"))->setValue(moderator.lanHost()->port());
    dialog.findChild<QLineEdit*>(QStringLiteral("codeEdit"))->setText(moderator.lanHost()->roomCode());
    dialog.findChild<QLineEdit*>(QStringLiteral("nameEdit"))->setText(QStringLiteral("Player 5"));
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("joinButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 5000);
    page->showPlayerView(dialog.takeClient());
    QTRY_VERIFY(page->playerView()->client()->isJoined());
    const int seat = page->playerView()->client()->seat();
    QCOMPARE(seat, 5);
    const QString role = page->playerView()->client()->you().value(QStringLiteral("role")).toString();
    QVERIFY(!role.isEmpty());
    QTRY_VERIFY(LanSeats::recall(key));

    QString note;
    QVERIFY(closeAnswering(*b, [&](QuitDialog* d) {
        note = d->lanNote()->text();
        d->saveButton()->click();
    }));
    QVERIFY2(note.contains(QStringLiteral("start Qiyuan again")), qPrintable(note));
    b.reset();
    QTRY_VERIFY(!moderator.lanHost()->isConnected(seat));

    // The next start: the player's screen again, the same seat and role.
    auto b2 = newWindow();
    auto* page2 = qobject_cast<WerewolfPage*>(b2->currentPage());
    QVERIFY(page2);
    QCOMPARE(page2->gameKey(), key);
    QVERIFY(page2->playerView());
    QTRY_VERIFY(page2->playerView()->client()->isJoined());
    QCOMPARE(page2->playerView()->client()->seat(), seat);
    QTRY_COMPARE(page2->playerView()->client()->you().value(QStringLiteral("role")).toString(), role);
    QTRY_VERIFY(moderator.lanHost()->isConnected(seat));
}

void TestUiLanRejoin::rolePlayerProcessKilledAndStartedAgain()
{
    // A role-game player's process, killed: started again it is seated at
    // the same seat with the same role, through the token it kept.
    WerewolfPage moderator(werewolf::Game::Xiangqi);
    startModerator(moderator);
    net::WerewolfHost* host = moderator.lanHost();
    QTemporaryDir config;
    QVERIFY(config.isValid());
    const QStringList args{moderator.gameKey(), QString::number(host->port()), host->roomCode(), QStringLiteral("Player 9")};
    QProcess player;
    QVERIFY(startGuest(player, config, args));
    const QString first = lineOf(player, QStringLiteral("seated"));
    QVERIFY2(first.startsWith(QStringLiteral("seated 9 ")) && first.endsWith(QStringLiteral(" code")), qPrintable(first));
    QTRY_VERIFY(host->isConnected(9));
    player.kill();
    QVERIFY(player.waitForFinished(10000));
    QTRY_VERIFY(!host->isConnected(9));
    QProcess again;
    QVERIFY(startGuest(again, config, args));
    const QString second = lineOf(again, QStringLiteral("seated"));
    QCOMPARE(second, QString(first).replace(QStringLiteral(" code"), QStringLiteral(" token")));
    QTRY_VERIFY(host->isConnected(9));
    again.kill();
    QVERIFY(again.waitForFinished(10000));
}

void TestUiLanRejoin::guestProcessKilledAndStartedAgain_data()
{
    games();
}

void TestUiLanRejoin::guestProcessKilledAndStartedAgain()
{
    QFETCH(QString, game);
    net::TableSettings settings;
    settings.hostName = QStringLiteral("Hong");
    settings.game = game;
    settings.seed = 42;
    settings.roomCode = QStringLiteral("161803");
    net::HostSession host(settings);
    QVERIFY(host.listen(QHostAddress::LocalHost, 0));
    QSignalSpy seated(&host, &net::HostSession::remoteSeated);

    QTemporaryDir config; // the guest's QSettings, where it keeps its seat
    QVERIFY(config.isValid());
    const QStringList args{game, QString::number(host.port()), host.roomCode(), QStringLiteral("Hei")};
    auto start = [&](QProcess& p) { return startGuest(p, config, args); };

    QProcess guest;
    QVERIFY(start(guest));
    QCOMPARE(lineOf(guest, QStringLiteral("seated")), QStringLiteral("seated 1 0 code"));
    QRandomGenerator rng(11);
    for (int i = 0; i < 3; ++i) {
        const int seat = host.referee().sideToMove();
        const QString action = lanplay::chooseAction(host.stateFor(seat), rng);
        QVERIFY(!action.isEmpty());
        if (seat == host.hostSeat()) {
            QVERIFY(host.play(action).isEmpty());
            QCOMPARE(lineOf(guest, QStringLiteral("moved")), QStringLiteral("moved %1").arg(i + 1));
        } else {
            guest.write(QStringLiteral("move %1\n").arg(action).toUtf8());
            QCOMPARE(lineOf(guest, QStringLiteral("moved")), QStringLiteral("moved %1").arg(i + 1));
        }
    }
    const int seatToCome = host.referee().sideToMove();
    guest.kill(); // no goodbye: as a crash or a power cut
    QVERIFY(guest.waitForFinished(10000));
    QTRY_VERIFY(!host.remoteConnected(1));

    QProcess again;
    QVERIFY(start(again));
    // The seat kept on disk, taken back with its token: the same side, the same ply.
    QCOMPARE(lineOf(again, QStringLiteral("seated")), QStringLiteral("seated 1 3 token"));
    QTRY_VERIFY(host.remoteConnected(1));
    QCOMPARE(seated.size(), 2);
    QCOMPARE(seated.last().at(1).toBool(), true); // a rejoin, not a new player
    QCOMPARE(host.referee().ply(), 3);
    QCOMPARE(host.referee().sideToMove(), seatToCome);
    // It acts as that side again.
    const int seat = host.referee().sideToMove();
    const QString action = lanplay::chooseAction(host.stateFor(seat), rng);
    if (seat == host.hostSeat())
        QVERIFY(host.play(action).isEmpty());
    else
        again.write(QStringLiteral("move %1\n").arg(action).toUtf8());
    QCOMPARE(lineOf(again, QStringLiteral("moved")), QStringLiteral("moved 4"));
    again.write("quit\n");
    QVERIFY(again.waitForFinished(10000));
    QCOMPARE(again.exitCode(), 0);
}

// With QIYUAN_SCREENSHOT_DIR set (and a real screen, e.g. xvfb-run with
// QT_QPA_PLATFORM=xcb): the host's table after the guest left, the guest's
// window back at the table after a restart, and its quit question, in both
// languages at 1280×800 and 1920×1080, to be looked at.
void TestUiLanRejoin::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    auto shoot = [&](const QString& name, const QString& language, QSize size) {
        QTest::qWait(400);
        const QPixmap shot = QGuiApplication::primaryScreen()->grabWindow(0, 0, 0, size.width(), size.height());
        QVERIFY(shot.save(QStringLiteral("%1/rejoin-%2-%3-%4x%5.png")
                              .arg(dir, name, language).arg(size.width()).arg(size.height())));
    };
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            QSettings().clear();
            m_languages->setPreference(language);
            auto a = newWindow();
            a->setGeometry(QRect(QPoint(0, 0), size));
            TablePage* hostTable = tableOf(*a, QStringLiteral("xiangqi"));
            a->showPage(hostTable);
            net::HostSession* host = hostAt(*hostTable, QStringLiteral("xiangqi"));
            QVERIFY(host);
            auto guest = std::make_unique<net::ClientSession>();
            QSignalSpy joined(guest.get(), &net::ClientSession::joined);
            guest->connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Hei"), host->roomCode());
            QVERIFY(joined.wait(5000));
            QVERIFY(host->play(QStringLiteral("h2e2")).isEmpty());
            QTRY_COMPARE(guest->ply(), 1);
            guest->sendMove(QStringLiteral("h9g7"));
            QTRY_COMPARE(host->referee().ply(), 2);
            LanSeats::remember({QStringLiteral("xiangqi"), QStringLiteral("127.0.0.1"), host->port(), guest->token(),
                                QStringLiteral("Hei"), host->roomCode(), QStringLiteral("Hong"), {}});
            guest->leave();
            QTRY_VERIFY(!chatOf(*hostTable).isEmpty() && !host->remoteConnected(1));
            a->raise();
            shoot(QStringLiteral("host-after-leave"), language, size);

            auto b = newWindow();
            b->setGeometry(QRect(QPoint(0, 0), size));
            b->raise();
            b->activateWindow();
            auto* back = qobject_cast<TablePage*>(b->currentPage());
            QVERIFY(back);
            QTRY_VERIFY(back->lanLink() && back->lanLink()->localSeat() == 1);
            shoot(QStringLiteral("guest-back"), language, size);
            bool shot = false;
            QTimer watcher;
            connect(&watcher, &QTimer::timeout, this, [&] {
                auto* d = qobject_cast<QuitDialog*>(QApplication::activeModalWidget());
                if (!d || shot)
                    return;
                shot = true;
                shoot(QStringLiteral("quit-question"), language, size);
                d->cancelButton()->click();
            });
            watcher.start(50);
            QVERIFY(!b->close());
            watcher.stop();
            QVERIFY(shot);
            a->raise();
            a->activateWindow();
            QTRY_COMPARE(chatOf(*hostTable).size(), 2); // left, and back
            shoot(QStringLiteral("host-after-return"), language, size);
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiLanRejoin)
#include "tst_ui_lan_rejoin.moc"
