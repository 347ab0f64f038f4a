// LAN play through the real dialogs and tables in one process: one table
// hosts (the host dialog), another joins by address and port (the join
// dialog, first with a wrong room code), moves clicked on either board
// cross over the loopback connection, and a broken connection is rejoined;
// the same for 翻翻棋 (flips and moves clicked across, the joined table never
// knowing a face-down piece, an undo request) and 积分象棋 (a contest's two-move
// turns with End turn, a resignation). A remote's draw offer or take-back
// request never blocks the host: its question stays open while the remote
// keeps pinging and is answered, and closes when the remote goes silent.
#include "../fakeremote.h"
#include "../lanplay.h"
#include "banqi/banqitable.h"
#include "jifen/jifentable.h"
#include "jifen/rules.h"
#include "jifen/kindchooser.h"
#include "cjkfont.h"
#include "languagemanager.h"
#include "lan/lanchatbox.h"
#include "lan/lanhostdialog.h"
#include "lan/lanjoindialog.h"
#include "lan/lanlink.h"
#include "timecontroldialog.h"
#include "net/clientsession.h"
#include "net/discovery.h"
#include "net/hostsession.h"
#include "xiangqi/xiangqitable.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QJsonObject>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QUdpSocket>
#include <QTest>
#include <QTimer>

#include "../lanjoin.h"

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiLan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hostAndJoinThroughTheDialogs();
    void banqiOverTheLan();
    void jifenOverTheLan();
    void jifenClockOverTheLan();
    void remoteRequestWhileHostThinks_data();
    void remoteRequestWhileHostThinks();
    void hostRequestWhileClientThinks();
    void lanGameIsNotAutosavedAsHotSeat();
    void chatSitsInTheSidePanel_data();
    void joinWhileHostingAsksFirst_data();
    void joinWhileHostingAsksFirst();
    void chatSitsInTheSidePanel();
    void screenshotsOfTheQuestion();
    void headlessTable_data();
    void headlessTable();
    void headlessTableSecondSeat();
    void screenshotsOfTheHeadlessTable();

private:
    // Takes a seat (or only watches) at the table on `port` through the join
    // dialog, as the player does: the table's startNew → joinLanTable.
    static bool joinAt(TablePage& t, const QString& game, quint16 port, const QString& code, const QString& name,
                       bool watch = false)
    {
        bool clicked = false;
        QTimer::singleShot(0, [&] {
            auto* d = qobject_cast<LanJoinDialog*>(QApplication::activeModalWidget());
            if (!d)
                return;
            d->nameEdit()->setText(name);
            d->addressEdit()->setText(QStringLiteral("127.0.0.1"));
            d->portBox()->setValue(port);
            d->watchBox()->setChecked(watch);
            if (!watch)
                d->codeEdit()->setText(code);
            QTest::mouseClick(d->joinButton(), Qt::LeftButton);
            sitDownWhenShown(d);
            clicked = true;
        });
        return t.startNew(game, PlayMode::LanJoin) && clicked;
    }
    // The table's own player acts on its turn, by clicking, as chosen from the table's copy of the game.
    static void actOnTable(TablePage& t, QRandomGenerator& rng);
    // Both seats play (the table's player by clicking) for a few actions, then the second resigns.
    static void playToTheEnd(TablePage& table, net::HostSession& host, net::ClientSession& second, QRandomGenerator& rng);
    // The action the other player (a ClientSession) chooses, from the table's copy or its own.
    static QString chooseFor(const TablePage& t, const net::ClientSession& c, QRandomGenerator& rng);
    static QString statusOf(const TablePage& t)
    {
        auto* l = t.findChild<QLabel*>(QStringLiteral("statusLine"));
        return l ? l->text() : QString();
    }
    static int plyOf(const TablePage& t)
    {
        if (auto* x = qobject_cast<const XiangqiTable*>(&t))
            return x->game().ply();
        if (auto* j = qobject_cast<const JifenTable*>(&t))
            return int(j->game().actions().size());
        return qobject_cast<const BanqiTable*>(&t)->game().ply();
    }
    // A headless table (as qiyuan-cli serve hosts it) of `game`: both seats remote.
    static std::unique_ptr<net::HostSession> headlessHost(const QString& game, const QString& variant)
    {
        net::TableSettings settings;
        settings.hostName = QStringLiteral("qiyuan-cli");
        settings.game = game;
        settings.variant = variant;
        settings.hostSeat = -1;
        settings.roomCode = QStringLiteral("314159");
        settings.seed = 42;
        if (game != QLatin1String("banqi"))
            settings.timeControl = TimeControl{5 * 60000, 0, 0};
        auto host = std::make_unique<net::HostSession>(settings);
        if (!host->listen(QHostAddress::LocalHost, 0))
            return nullptr;
        return host;
    }

    // Joins `guest` to the table `link` hosts, through the join dialog.
    static bool join(GamePage& guest, const QString& game, LanLink* link)
    {
        bool clicked = false;
        QTimer::singleShot(0, [&] {
            auto* d = qobject_cast<LanJoinDialog*>(QApplication::activeModalWidget());
            if (!d)
                return;
            d->nameEdit()->setText(QStringLiteral("Hei"));
            d->addressEdit()->setText(QStringLiteral("127.0.0.1"));
            d->portBox()->setValue(link->port());
            d->codeEdit()->setText(link->roomCode());
            QTest::mouseClick(d->joinButton(), Qt::LeftButton);
            sitDownWhenShown(d);
            clicked = true;
        });
        return guest.startNew(game, PlayMode::LanJoin) && clicked;
    }
    static void click(BanqiTable& t, banqi::Square s)
    {
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->squareCentre(s).toPoint());
    }
    static void click(JifenTable& t, const char* sq)
    {
        const QPoint p = t.board()->pointCentre(sq[0] - 'a', sq[1] - '0').toPoint();
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, p);
    }
    static void play(JifenTable& t, const char* iccs)
    {
        click(t, iccs);
        click(t, iccs + 2);
    }
    // Two tables on screen whose questions (draw, take back) are answered yes.
    template <class Table>
    static void showPair(Table& host, Table& guest, QSize size)
    {
        for (Table* t : {&host, &guest}) {
            t->resize(size);
            t->show();
            t->setQuestionHandler([](const QString&, const QString&) { return true; });
        }
    }
    // The table hosts a LAN game of `game` (banqi: seed 42) with room code
    // `code`; `remote`, when given, sits down as the opponent. False on failure.
    static bool hostAt(TablePage& t, const QString& game, const QString& code, FakeRemote* remote)
    {
        net::TableSettings settings;
        settings.hostName = QStringLiteral("Hong");
        settings.game = game;
        settings.seed = 42;
        settings.roomCode = code;
        auto session = std::make_unique<net::HostSession>(settings);
        if (!session->listen(QHostAddress::LocalHost, 0))
            return false;
        const quint16 port = session->port();
        t.playOverLan(new LanLink(std::move(session), nullptr));
        return !remote || (remote->connectTo(port) && remote->sitDown(QStringLiteral("Hei"), code));
    }
    // The game's table, shown at `size`.
    static std::unique_ptr<TablePage> tableFor(const QString& game, QSize size)
    {
        std::unique_ptr<TablePage> table;
        if (game == QLatin1String("xiangqi"))
            table = std::make_unique<XiangqiTable>();
        else if (game == QLatin1String("banqi"))
            table = std::make_unique<BanqiTable>();
        else
            table = std::make_unique<JifenTable>();
        table->resize(size);
        table->show();
        return table;
    }
    static void click(XiangqiTable& t, const char* sq)
    {
        const QPoint p = t.board()->pointCentre(sq[0] - 'a', sq[1] - '0').toPoint();
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, p);
    }
    static void play(XiangqiTable& t, const char* iccs)
    {
        click(t, iccs);
        click(t, iccs + 2);
    }
};

void TestUiLan::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_lan"));
}

void TestUiLan::hostAndJoinThroughTheDialogs()
{
    XiangqiTable host, guest;
    host.resize(900, 640);
    guest.resize(900, 640);
    host.show();
    guest.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));

    // Host: the dialog asks for the name and colour; we play red.
    bool hostDialogSeen = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        hostDialogSeen = true;
        d->nameEdit()->setText(QStringLiteral("Hong"));
        d->seatBox()->setCurrentIndex(0);
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QVERIFY(host.startNew(QStringLiteral("xiangqi"), PlayMode::LanHost));
    QVERIFY(hostDialogSeen);
    LanLink* link = host.lanLink();
    QVERIFY(link && link->isHost());
    const QString code = link->roomCode();
    QCOMPARE(code.size(), 6);
    // The table shows the room code while it waits; nobody can move yet.
    QVERIFY(host.findChildren<QLabel*>().size() > 0);
    bool codeShown = false;
    for (QLabel* l : host.findChildren<QLabel*>())
        codeShown |= l->text().contains(code);
    QVERIFY(codeShown);
    play(host, "h2e2");
    QCOMPARE(host.game().ply(), 0);

    // Join: by address and port, first with a wrong code, then the right one.
    QString wrongCodeStatus;
    bool joined = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<LanJoinDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        d->nameEdit()->setText(QStringLiteral("Hei"));
        d->addressEdit()->setText(QStringLiteral("127.0.0.1"));
        d->portBox()->setValue(link->port());
        d->codeEdit()->setText(code == QLatin1String("000000") ? QStringLiteral("000001") : QStringLiteral("000000"));
        QTest::mouseClick(d->joinButton(), Qt::LeftButton);
        // Wait (without blocking the event loop) for the refusal, then retry.
        auto* poll = new QTimer(d);
        connect(poll, &QTimer::timeout, d, [&, d, poll] {
            if (d->confirming()) { // the table shown first: sit down (the code is refused next)
                QTest::mouseClick(d->joinButton(), Qt::LeftButton);
                return;
            }
            if (!d->joinButton()->isEnabled() || d->statusLabel()->text().isEmpty())
                return;
            poll->stop();
            wrongCodeStatus = d->statusLabel()->text();
            d->codeEdit()->setText(code);
            QTest::mouseClick(d->joinButton(), Qt::LeftButton);
            joined = true;
        });
        poll->start(10);
    });
    QVERIFY(guest.startNew(QStringLiteral("xiangqi"), PlayMode::LanJoin));
    QVERIFY(joined);
    QCOMPARE(wrongCodeStatus, LanWords::tr("Wrong room code."));
    QVERIFY(guest.lanLink() && !guest.lanLink()->isHost());
    QCOMPARE(guest.lanLink()->localSeat(), 1);
    QVERIFY(guest.isFlipped()); // black at the bottom, the player's own side (docs/PLAY.md)
    QVERIFY(!host.isFlipped());
    QTRY_VERIFY(link->opponentName() == QLatin1String("Hei"));

    // Black cannot move on red's turn; red's click crosses to the guest's board.
    play(guest, "h9g7");
    QCOMPARE(guest.game().ply(), 0);
    play(host, "h2e2");
    QCOMPARE(host.game().ply(), 1);
    QTRY_COMPARE(guest.game().ply(), 1);
    QCOMPARE(guest.game().records().back().action, std::string("h2e2"));
    // And black's answer crosses back.
    play(guest, "h9g7");
    QTRY_COMPARE(host.game().ply(), 2);
    QTRY_COMPARE(guest.game().ply(), 2);
    QCOMPARE(host.game().position().fen(), guest.game().position().fen());
    QCOMPARE(link->host()->referee().ply(), 2);

    // The guest's connection breaks: the host's table waits (paused), the
    // guest's table takes its seat back with its token by itself.
    QSignalSpy rejoined(guest.lanLink(), &LanLink::rejoined);
    QSignalSpy dropped(link->host(), &net::HostSession::remoteDropped);
    QTcpSocket* socket = guest.lanLink()->client()->findChild<QTcpSocket*>();
    QVERIFY(socket);
    socket->abort();
    QVERIFY(dropped.wait(3000));
    QVERIFY(link->host()->paused());
    play(host, "h0g2"); // refused while the opponent is away
    QCOMPARE(host.game().ply(), 2);
    QVERIFY(rejoined.wait(5000));
    QTRY_VERIFY(!link->host()->paused());
    QCOMPARE(guest.game().ply(), 2);
    play(host, "h0g2");
    QTRY_COMPARE(guest.game().ply(), 3);

    // Black resigns through the table; both tables show red's win.
    guest.setConfirmResign(false);
    guest.resign();
    QTRY_VERIFY(host.game().over());
    QTRY_VERIFY(guest.game().over());
    QCOMPARE(host.game().result().verdict, Verdict::RedWins);
    QCOMPARE(guest.game().result().reason, std::string("resignation"));
    for (XiangqiTable* t : {&host, &guest})
        for (QMessageBox* box : t->findChildren<QMessageBox*>())
            box->close();
}

void TestUiLan::banqiOverTheLan()
{
    BanqiTable host, guest;
    showPair(host, guest, QSize(900, 640));
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    // The host dialog offers banqi's rule sets and its turn clock, no colour.
    bool seatHidden = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        seatHidden = d->seatBox()->isHidden();
        d->rulesBox()->setCurrentIndex(d->rulesBox()->findData(QStringLiteral("banqi-taiwan")));
        d->turnClockBox()->setChecked(false);
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QVERIFY(host.startNew(QStringLiteral("banqi"), PlayMode::LanHost));
    QVERIFY(seatHidden);
    LanLink* link = host.lanLink();
    QVERIFY(link && link->isHost());
    const match::BanqiReferee& ref = *link->host()->banqi();
    QCOMPARE(ref.variantKey(), QStringLiteral("banqi-taiwan"));
    QCOMPARE(ref.game().rules().turnSeconds, 0);
    QVERIFY(join(guest, QStringLiteral("banqi"), link));
    QVERIFY(guest.lanLink() && !guest.lanLink()->isHost());
    QCOMPARE(guest.options().rules, QStringLiteral("banqi-taiwan"));
    // Each player's own seat at the bottom (docs/PLAY.md): the guest sits in the second chair.
    QVERIFY(!host.isFlipped());
    QVERIFY(guest.isFlipped());
    QTRY_VERIFY(host.localToAct() || guest.localToAct());

    int plies = 0;
    bool flipRefusalSeen = false;
    while (plies < 16 && !ref.over()) {
        BanqiTable& actor = host.localToAct() ? host : guest;
        BanqiTable& waiter = &actor == &host ? guest : host;
        QVERIFY(!waiter.localToAct());
        // A click on the waiting table does nothing.
        for (banqi::Square q = 0; q < banqi::SquareCount; ++q)
            if (ref.game().position().isFaceDown(q)) {
                click(waiter, q);
                break;
            }
        QCOMPARE(ref.ply(), plies);
        // The acting table's own legal actions: mostly flips, every fourth ply a
        // move when there is one (flips keep the game from repeating itself).
        const std::vector<banqi::Action>& legal = actor.view().legal;
        QVERIFY(!legal.empty());
        banqi::Action a = legal.front();
        const bool wantMove = plies % 4 == 3;
        for (const banqi::Action& b : legal)
            if (b.isFlip() != wantMove) {
                a = b;
                break;
            }
        click(actor, a.from);
        if (!a.isFlip())
            click(actor, a.to);
        ++plies;
        QTRY_COMPARE(ref.ply(), plies);
        QTRY_COMPARE(guest.actionLog().size(), plies);
        QTRY_COMPARE(host.actionLog().size(), plies);
        if (&actor == &guest && a.isFlip()) {
            // Over the LAN a flip is never taken back (docs/rules/banqi-rules.md,
            // "Take-backs over the LAN"): the button is off, the note says why.
            QVERIFY(!guest.canUndo());
            auto* note = guest.findChild<QLabel*>(QStringLiteral("buttonsNote"));
            QTRY_VERIFY2(note->text().contains(QStringLiteral("A flip cannot be taken back")), qPrintable(note->text()));
            flipRefusalSeen = true;
        }
        // Both tables show the same board, and the joined one knows no face-down piece.
        QCOMPARE(guest.view().board, host.view().board);
        for (banqi::Square q = 0; q < banqi::SquareCount; ++q) {
            const banqi::Piece shown = guest.view().board[size_t(q)];
            if (ref.game().position().isFaceDown(q))
                QCOMPARE(shown, banqi::FaceDown);
            else
                QCOMPARE(shown, ref.game().position().visible(q));
        }
    }
    QCOMPARE(guest.actionLog(), host.actionLog());
    QVERIFY(guest.statusText().isEmpty() || !guest.statusText().contains(QStringLiteral("cannot be shown")));

    // A spectator joins from the join dialog (no room code): the same board,
    // read-only, no face-down piece known.
    BanqiTable watcher;
    watcher.resize(900, 640);
    watcher.show();
    bool watchClicked = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<LanJoinDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        d->addressEdit()->setText(QStringLiteral("127.0.0.1"));
        d->portBox()->setValue(link->port());
        d->watchBox()->setChecked(true);
        QVERIFY(!d->codeEdit()->isEnabled());
        QTest::mouseClick(d->joinButton(), Qt::LeftButton);
        watchClicked = true;
    });
    QVERIFY(watcher.startNew(QStringLiteral("banqi"), PlayMode::LanJoin));
    QVERIFY(watchClicked);
    QCOMPARE(watcher.lanLink()->localSeat(), -1);
    QCOMPARE(watcher.actionLog(), host.actionLog());
    QCOMPARE(watcher.view().board, host.view().board);
    QVERIFY(!watcher.localToAct());
    QVERIFY(!watcher.canUndo());

    // Chat: a line from the guest reaches the host's table and the spectator's.
    auto* guestChat = guest.findChild<LanChatBox*>();
    auto* hostChat = host.findChild<LanChatBox*>();
    auto* watcherChat = watcher.findChild<LanChatBox*>();
    QVERIFY(guestChat && hostChat && watcherChat);
    QTest::keyClicks(guestChat->edit(), QStringLiteral("good flip"));
    QTest::keyClick(guestChat->edit(), Qt::Key_Return);
    QTRY_COMPARE(hostChat->lines()->count(), 1);
    QCOMPARE(hostChat->lines()->item(0)->text(), QStringLiteral("Hei: good flip"));
    QTRY_COMPARE(guestChat->lines()->count(), 1);
    QCOMPARE(guestChat->lines()->item(0)->text(), QStringLiteral("You: good flip"));
    QTRY_COMPARE(watcherChat->lines()->count(), 1);
    QTest::keyClicks(hostChat->edit(), QStringLiteral("thanks"));
    QTest::mouseClick(hostChat->sendButton(), Qt::LeftButton);
    QTRY_COMPARE(guestChat->lines()->count(), 2);
    QVERIFY(guestChat->lines()->item(1)->text().endsWith(QStringLiteral(": thanks")));

    QVERIFY(flipRefusalSeen);
    // Actions (moves where there are) until the guest's last turn holds no flip.
    auto flipInTheWay = [&] { return !ref.lanTakeBackRefusal(ref.undoPlies(1)).isEmpty(); };
    while (!ref.over() && (ref.undoPlies(1) == 0 || flipInTheWay()) && ref.ply() < 80) {
        QVERIFY(!guest.canUndo());
        BanqiTable& actor = host.localToAct() ? host : guest;
        const std::vector<banqi::Action>& legal = actor.view().legal;
        QVERIFY(!legal.empty());
        banqi::Action a = legal.front();
        for (const banqi::Action& b : legal)
            if (!b.isFlip()) {
                a = b;
                break;
            }
        const int ply = ref.ply();
        click(actor, a.from);
        if (!a.isFlip())
            click(actor, a.to);
        QTRY_COMPARE(ref.ply(), ply + 1);
        QTRY_COMPARE(guest.actionLog().size(), ref.ply());
    }
    // The guest asks to take back its last action; the host's table agrees.
    QVERIFY(!ref.over());
    QVERIFY(guest.canUndo());
    const int before = ref.ply();
    guest.undo();
    QTRY_VERIFY(ref.ply() < before);
    QTRY_COMPARE(guest.actionLog().size(), ref.ply());
    QCOMPARE(guest.view().board, host.view().board);
    // Saving is refused while the deal is sealed.
    QString error;
    QVERIFY(!guest.saveFile(QStringLiteral("unused.banqi"), &error));
    QVERIFY(!error.isEmpty());
}

// A 积分象棋 table hosted with a clock (chosen in the host dialog): both tables
// show both sides' time, the side to act's running down; the host's clock judges.
void TestUiLan::jifenClockOverTheLan()
{
    JifenTable host, guest;
    showPair(host, guest, QSize(900, 700));
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QTimer::singleShot(0, this, [this] {
        auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        d->rulesBox()->setCurrentIndex(d->rulesBox()->findData(QStringLiteral("jifen-simple")));
        d->seatBox()->setCurrentIndex(0);
        auto* clockButton = d->findChild<QPushButton*>(QStringLiteral("clockButton"));
        QVERIFY(clockButton && clockButton->isVisibleTo(d));
        QTimer::singleShot(0, this, [] {
            auto* tc = qobject_cast<TimeControlDialog*>(QApplication::activeModalWidget());
            if (!tc)
                return;
            tc->setTimeControl(TimeControl{5 * 60000, 0, 0});
            tc->accept();
        });
        QTest::mouseClick(clockButton, Qt::LeftButton); // the time control dialog, answered above
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QVERIFY(host.startNew(QStringLiteral("jifen"), PlayMode::LanHost));
    LanLink* link = host.lanLink();
    QVERIFY(link);
    QCOMPARE(link->host()->settings().timeControl.baseMs, 5 * 60000);
    QVERIFY(join(guest, QStringLiteral("jifen"), link));
    for (JifenTable* t : {&host, &guest}) {
        auto* red = t->findChild<QLabel*>(QStringLiteral("redClock"));
        auto* black = t->findChild<QLabel*>(QStringLiteral("blackClock"));
        QVERIFY(red && black);
        QTRY_VERIFY(red->isVisible() && black->isVisible());
        QTRY_COMPARE(black->text(), QStringLiteral("5:00"));
        // Red acts first: its clock runs down below the full five minutes.
        QTRY_VERIFY_WITH_TIMEOUT(red->text().startsWith(QStringLiteral("4:5")), 4000);
    }
    QTRY_VERIFY(host.localToAct());
    play(host, "h2e2");
    if (host.choosingKind()) // the simple rules offer a kind change after a move: keep the kind
        QTest::keyClick(host.kindChooser(), Qt::Key_Return);
    QTRY_COMPARE(guest.game().actions().size(), size_t(1));
    // Now black's runs on both tables.
    for (JifenTable* t : {&host, &guest})
        QTRY_VERIFY_WITH_TIMEOUT(t->findChild<QLabel*>(QStringLiteral("blackClock"))->text() != QStringLiteral("5:00"),
                                 4000);
}

void TestUiLan::jifenOverTheLan()
{
    JifenTable host, guest;
    showPair(host, guest, QSize(900, 700));
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        d->rulesBox()->setCurrentIndex(d->rulesBox()->findData(QStringLiteral("jifen-contest")));
        d->seatBox()->setCurrentIndex(0);
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QVERIFY(host.startNew(QStringLiteral("jifen"), PlayMode::LanHost));
    LanLink* link = host.lanLink();
    QVERIFY(link);
    QCOMPARE(link->host()->referee().variantKey(), QStringLiteral("jifen-contest"));
    QVERIFY(join(guest, QStringLiteral("jifen"), link));
    QCOMPARE(guest.lanLink()->localSeat(), 1);
    QCOMPARE(guest.variantKey(), QStringLiteral("jifen-contest"));
    QVERIFY(guest.isFlipped()); // black at the bottom
    QTRY_VERIFY(host.localToAct());
    auto* endTurn = guest.findChild<QPushButton*>(QStringLiteral("endTurnButton"));
    QVERIFY(endTurn);

    // Black cannot move on red's first turn; red's move crosses over.
    play(guest, "h9g7");
    QCOMPARE(guest.game().actions().size(), size_t(0));
    play(host, "h2e2");
    QTRY_COMPARE(guest.game().actions().size(), size_t(1));
    // Black's two-move turn: a move, then End turn.
    QVERIFY(guest.localToAct());
    play(guest, "h9g7");
    QTRY_COMPARE(host.game().actions().size(), size_t(2));
    QTRY_VERIFY(guest.localToAct()); // still black: move 2 of 2, or end the turn
    QVERIFY(!host.localToAct());
    QTRY_VERIFY(endTurn->isEnabled());
    QTest::mouseClick(endTurn, Qt::LeftButton);
    QTRY_COMPARE(host.game().actions().size(), size_t(3));
    QTRY_VERIFY(host.localToAct());
    // Red's two moves end red's turn by themselves.
    play(host, "b2c2");
    QTRY_COMPARE(guest.game().actions().size(), size_t(4));
    play(host, "b0a2");
    QTRY_COMPARE(guest.game().actions().size(), size_t(5));
    QTRY_VERIFY(guest.localToAct());
    QCOMPARE(guest.game().position().fen(), host.game().position().fen());
    QCOMPARE(link->host()->jifen()->game().position().fen(), host.game().position().fen());

    // Black resigns through its table; both tables show red's win.
    guest.resign();
    QTRY_VERIFY(host.game().over());
    QTRY_VERIFY(guest.game().over());
    QCOMPARE(guest.game().result().verdict, Verdict::RedWins);
    QCOMPARE(guest.game().result().reason, std::string("resignation"));
    for (JifenTable* t : {&host, &guest})
        for (QMessageBox* box : t->findChildren<QMessageBox*>())
            box->close();
}

// Issue 22: the host player's question about a remote's draw offer or
// take-back request is a box that does not block. The remote (a bare socket,
// FakeRemote) pings and asks the host things while the box stays open for
// more than seven silence timeouts: it is not dropped and gets its answers.
// Then either the host player answers (the answer reaches the remote), or
// the remote goes silent: it is dropped, the box closes by itself, the
// request lapses, and the host goes on (the remote rejoins with its token).
void TestUiLan::remoteRequestWhileHostThinks_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("draw"); // a draw offer, else a take-back request
    QTest::addColumn<bool>("silent");
    QTest::newRow("xiangqi draw offer, answered") << "xiangqi" << true << false;
    QTest::newRow("xiangqi draw offer, the remote goes silent") << "xiangqi" << true << true;
    QTest::newRow("xiangqi take-back request, answered") << "xiangqi" << false << false;
    QTest::newRow("xiangqi take-back request, the remote goes silent") << "xiangqi" << false << true;
    QTest::newRow("banqi take-back request, answered") << "banqi" << false << false;
    QTest::newRow("banqi take-back request, the remote goes silent") << "banqi" << false << true;
    QTest::newRow("jifen draw offer, the remote goes silent") << "jifen" << true << true;
    QTest::newRow("jifen take-back request, answered") << "jifen" << false << false;
    QTest::newRow("jifen take-back request, the remote goes silent") << "jifen" << false << true;
    // BQ-11: from the 40th action on.
    QTest::newRow("banqi draw offer, answered") << "banqi" << true << false;
    QTest::newRow("banqi draw offer, the remote goes silent") << "banqi" << true << true;
}

void TestUiLan::remoteRequestWhileHostThinks()
{
    QFETCH(QString, game);
    QFETCH(bool, draw);
    QFETCH(bool, silent);
    net::Timing timing;
    timing.heartbeatMs = 100;
    timing.silenceMs = 400;
    timing.clockTickMs = 20;
    std::unique_ptr<TablePage> table = tableFor(game, QSize(900, 700));
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));

    net::TableSettings settings;
    settings.hostName = QStringLiteral("Hong");
    settings.game = game;
    settings.seed = 42; // banqi: chair 0 (the host) acts first
    settings.roomCode = QStringLiteral("246810");
    auto session = std::make_unique<net::HostSession>(settings, timing);
    QString error;
    QVERIFY2(session->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    net::HostSession* host = session.get();
    auto* link = new LanLink(std::move(session), nullptr);
    table->playOverLan(link);

    FakeRemote remote;
    QVERIFY(remote.connectTo(host->port()));
    remote.setPinging(100);
    QVERIFY(remote.sitDown(QStringLiteral("Hei"), QStringLiteral("246810")));
    const QString token = remote.seated().value(QStringLiteral("token")).toString();
    QCOMPARE(remote.seated().value(QStringLiteral("seat")).toInteger(), 1);
    if (!draw && game != QLatin1String("banqi")) { // a take-back needs a move of the remote's own
        QCOMPARE(host->referee().sideToMove(), 0);
        link->sendMove(QStringLiteral("h2e2"));
        QVERIFY(remote.waitFor("moved"));
        remote.send(FakeRemote::map({{"t", "move"}, {"action", "h9g7"}}));
        QVERIFY(remote.waitFor("moved"));
        QTRY_COMPARE(host->referee().ply(), 2);
    }
    if (!draw && game == QLatin1String("banqi")) {
        // A flip is never taken back over the LAN (docs/rules/banqi-rules.md):
        // flips until the remote can move a piece, and it does.
        for (bool moved = false; !moved;) {
            const banqi::Game& g = host->banqi()->game();
            QVERIFY(!g.over() && host->referee().ply() < 60);
            const bool remoteActs = host->referee().sideToMove() == 1;
            std::optional<banqi::Action> pick;
            for (const banqi::Action& a : g.legalActions())
                if (!pick || (remoteActs ? !a.isFlip() : a.isFlip()))
                    pick = a;
            moved = remoteActs && !pick->isFlip();
            const QString text = QString::fromStdString(banqi::actionText(*pick));
            const int ply = host->referee().ply();
            if (remoteActs)
                remote.send(FakeRemote::map({{"t", "move"}, {"action", text}}));
            else
                link->sendMove(text);
            QTRY_COMPARE(host->referee().ply(), ply + 1);
        }
    }
    if (draw && game == QLatin1String("banqi")) { // BQ-11: no draw offers before the 40th action
        const int from = host->banqi()->game().rules().resignFromPly;
        while (host->referee().ply() < from) {
            const banqi::Game& g = host->banqi()->game();
            QVERIFY(!g.over());
            // Flips first, then moves to empty squares: a game that runs on.
            const std::vector<banqi::Action> legal = g.legalActions();
            QVERIFY(!legal.empty());
            banqi::Action pick = legal.front();
            for (const banqi::Action& a : legal)
                if (a.isFlip() || g.position().visible(a.to) == banqi::NoPiece) {
                    pick = a;
                    if (a.isFlip())
                        break;
                }
            const QString text = QString::fromStdString(banqi::actionText(pick));
            const int ply = host->referee().ply();
            if (host->referee().sideToMove() == 0)
                link->sendMove(text);
            else
                remote.send(FakeRemote::map({{"t", "move"}, {"action", text}}));
            QTRY_COMPARE(host->referee().ply(), ply + 1);
        }
    }
    const int plies = host->referee().ply();
    const QString name = draw ? QStringLiteral("drawQuestion") : QStringLiteral("undoQuestion");
    remote.send(FakeRemote::map({{"t", draw ? "draw-offer" : "undo-request"}}));
    QTRY_VERIFY(table->openQuestion(name) && table->openQuestion(name)->isVisible());

    // More than seven silence timeouts with the question open: the remote's
    // pings are read, and so is everything else it sends.
    QElapsedTimer open;
    open.start();
    for (int probe = 0; open.elapsed() < 3000; ++probe) {
        const QString text = QStringLiteral("probe %1").arg(probe);
        remote.send(FakeRemote::map({{"t", "chat"}, {"text", text}}));
        QCborMap echo;
        QVERIFY2(remote.waitFor("chat", 1000, &echo), qPrintable(text));
        QCOMPARE(echo.value(QStringLiteral("text")).toString(), text);
        QVERIFY(host->remoteConnected());
        QVERIFY(table->openQuestion(name));
        QTest::qWait(200);
    }
    QVERIFY(remote.isConnected());
    QCOMPARE(draw ? host->drawOfferBy() : host->undoRequestBy(), 1);

    QMessageBox* box = table->openQuestion(name);
    if (!silent) {
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
        QCborMap answer;
        QVERIFY(remote.waitFor(draw ? "result" : "undone", 5000, &answer));
        if (draw)
            QCOMPARE(answer.value(QStringLiteral("result")).toMap().value(QStringLiteral("verdict")).toString(),
                     QStringLiteral("draw"));
        else // the remote's own move: the host has not answered it yet
            QCOMPARE(answer.value(QStringLiteral("ply")).toInteger(), plies - 1);
        QVERIFY(!table->openQuestion(name));
        QTRY_COMPARE(table->isFinished(), draw); // the host's table shows the draw too
        return;
    }
    QPointer<QMessageBox> watched = box;
    remote.setPinging(0);
    QTRY_VERIFY_WITH_TIMEOUT(!host->remoteConnected(), 5000);
    QTRY_VERIFY(!table->openQuestion(name));
    QTRY_VERIFY(!watched); // closed and gone, not just hidden
    QCOMPARE(host->drawOfferBy(), -1);
    QCOMPARE(host->undoRequestBy(), -1);
    QVERIFY(host->paused());
    QTest::qWait(300); // the dropped connection is deleted meanwhile: nothing may touch it

    // The host goes on: the remote takes its seat back, the game resumes
    // where it was, and a new request is asked afresh.
    FakeRemote back;
    QVERIFY(back.connectTo(host->port()));
    back.setPinging(100);
    QVERIFY(back.takeSeatBack(QStringLiteral("Hei"), token));
    const QCborMap seated = back.seated();
    QCOMPARE(seated.value(QStringLiteral("state")).toMap().value(QStringLiteral("drawOffer")).toInteger(), -1);
    QCOMPARE(seated.value(QStringLiteral("state")).toMap().value(QStringLiteral("undoRequest")).toInteger(), -1);
    QTRY_VERIFY(!host->paused());
    QCOMPARE(host->referee().ply(), plies);
    back.send(FakeRemote::map({{"t", draw ? "draw-offer" : "undo-request"}}));
    QTRY_VERIFY(table->openQuestion(name));
    QTest::mouseClick(table->openQuestion(name)->button(QMessageBox::No), Qt::LeftButton);
    QVERIFY(back.waitFor(draw ? "draw-declined" : "undo-declined"));
}

// The same on the joined side: the host's draw offer is a box on the
// client's table that does not block it. While it stays open the client
// keeps reading (the host's pings keep it connected); when the host goes
// away the box closes by itself and the table says it is reconnecting.
void TestUiLan::hostRequestWhileClientThinks()
{
    net::Timing timing;
    timing.heartbeatMs = 100;
    timing.silenceMs = 400;
    net::TableSettings settings;
    settings.hostName = QStringLiteral("Hong");
    settings.roomCode = QStringLiteral("135790");
    auto host = std::make_unique<net::HostSession>(settings, timing);
    QVERIFY(host->listen(QHostAddress::LocalHost, 0));
    XiangqiTable table;
    table.resize(900, 700);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    auto* client = new net::ClientSession(timing);
    QSignalSpy joined(client, &net::ClientSession::joined);
    client->connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Hei"), QStringLiteral("135790"));
    QVERIFY(joined.wait(5000));
    table.playOverLan(new LanLink(client));
    QVERIFY(host->offerDraw().isEmpty());
    QTRY_VERIFY(table.openQuestion(QStringLiteral("drawQuestion")));
    QVERIFY(table.openQuestion(QStringLiteral("drawQuestion"))->text().contains(QStringLiteral("Hong")));
    QSignalSpy chat(host.get(), &net::HostSession::chatReceived);
    QElapsedTimer open;
    open.start();
    while (open.elapsed() < 3000) {
        QTest::qWait(300);
        QVERIFY(host->remoteConnected());
        QVERIFY(table.openQuestion(QStringLiteral("drawQuestion")));
    }
    table.lanLink()->chat(QStringLiteral("thinking")); // the link still works meanwhile
    QVERIFY(chat.wait(2000));
    host.reset(); // the host's program is gone
    QTRY_VERIFY(!table.openQuestion(QStringLiteral("drawQuestion")));
    QVERIFY(!table.lanLink()->drawOfferOpen());
}

// Issue 15, the documented policy (docs/PROTOCOL.md "Seats, tokens and
// rejoining", the same at every table): a LAN game is never autosaved as a
// hot-seat game; while it runs the autosave keeps the game from before it.
void TestUiLan::lanGameIsNotAutosavedAsHotSeat()
{
    XiangqiTable table;
    table.resize(900, 700);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    play(table, "h2e2"); // a hot-seat game first
    QCOMPARE(table.game().ply(), 1);
    const QJsonObject before = table.snapshot();
    FakeRemote remote;
    QVERIFY(hostAt(table, QStringLiteral("xiangqi"), QStringLiteral("112233"), &remote));
    play(table, "b2e2");
    QVERIFY(remote.waitFor("moved"));
    remote.send(FakeRemote::map({{"t", "move"}, {"action", "h9g7"}}));
    QTRY_COMPARE(table.game().ply(), 2);
    QCOMPARE(table.snapshot(), before);
    XiangqiTable resumed;
    QString error;
    QVERIFY2(resumed.restoreSnapshot(table.snapshot(), &error), qPrintable(error));
    QCOMPARE(resumed.game().ply(), 1);
    QVERIFY(!resumed.lanLink());
}

void TestUiLan::chatSitsInTheSidePanel_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QSize>("size");
    for (const char* game : {"xiangqi", "banqi", "jifen"}) {
        QTest::addRow("%s at 1280x800", game) << game << QSize(1280, 800);
        QTest::addRow("%s at 1920x1080", game) << game << QSize(1920, 1080);
        QTest::addRow("%s at 900x640", game) << game << QSize(900, 640);
    }
}

// Issue 15: the chat box of a LAN game sits in the side panel right of the
// board, at a usable size (it was squeezed into the top-left corner), and
// goes with the LAN game.
void TestUiLan::chatSitsInTheSidePanel()
{
    QFETCH(QString, game);
    QFETCH(QSize, size);
    std::unique_ptr<TablePage> table = tableFor(game, size);
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    QVERIFY(hostAt(*table, game, QStringLiteral("777777"), nullptr));
    QTest::qWait(50);
    auto* chat = table->findChild<LanChatBox*>();
    QVERIFY(chat);
    QTRY_VERIFY(chat->isVisible());
    const QRect box(chat->mapTo(table.get(), QPoint(0, 0)), chat->size());
    QVERIFY2(box.left() > table->width() / 2, qPrintable(QStringLiteral("chat at x %1").arg(box.left())));
    QVERIFY2(box.top() > 40, qPrintable(QStringLiteral("chat at y %1").arg(box.top())));
    auto* lines = chat->findChild<QWidget*>(QStringLiteral("lanChatLines"));
    auto* edit = chat->findChild<QWidget*>(QStringLiteral("lanChatEdit"));
    auto* send = chat->findChild<QPushButton*>(QStringLiteral("lanChatSend"));
    QVERIFY2(lines->height() >= 90, qPrintable(QString::number(lines->height())));
    QVERIFY2(edit->height() >= edit->sizeHint().height(), qPrintable(QString::number(edit->height())));
    QVERIFY2(send->width() >= send->sizeHint().width() && send->height() >= send->sizeHint().height(),
             qPrintable(QStringLiteral("%1x%2").arg(send->width()).arg(send->height())));
    QVERIFY(QRect(QPoint(0, 0), table->size()).contains(box));
    // A game that is not on the LAN has no chat.
    if (auto* x = qobject_cast<XiangqiTable*>(table.get()))
        x->newGame();
    else if (auto* j = qobject_cast<JifenTable*>(table.get()))
        j->newGame(*jifen::findRuleSet("jifen-simple"));
    else
        qobject_cast<BanqiTable*>(table.get())->newGame(BanqiOptions{});
    QTRY_VERIFY(!table->findChild<LanChatBox*>());
}

void TestUiLan::joinWhileHostingAsksFirst_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("xiangqi") << "xiangqi";
    QTest::newRow("banqi") << "banqi";
    QTest::newRow("jifen") << "jifen";
}

// Issue 15: joining a table while hosting one closed one's own room silently
// (and the join dialog offered that very room, which then "reconnected"
// forever). Now the player is asked first; yes closes the room before the
// join dialog opens and brings back the game from before the LAN game.
void TestUiLan::joinWhileHostingAsksFirst()
{
    QFETCH(QString, game);
    std::unique_ptr<TablePage> table = tableFor(game, QSize(1000, 700));
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    const QJsonObject before = table->snapshot();
    FakeRemote remote;
    QVERIFY(hostAt(*table, game, QStringLiteral("246246"), &remote));

    // The question never blocks (issue 34: no exec() while a link is live):
    // startNew returns at once with the question open, the room still open.
    QVERIFY(!table->startNew(game, PlayMode::LanJoin));
    QPointer<QMessageBox> box = table->openQuestion(QStringLiteral("leaveLanQuestion"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("closes your room")), qPrintable(box->text()));
    QVERIFY(table->lanLink());
    // No: nothing changes.
    box->button(QMessageBox::No)->click();
    QTRY_VERIFY(!box);
    QVERIFY(table->lanLink());
    QVERIFY(remote.isConnected());

    // Yes: the room closes before the join dialog opens; cancelling the
    // dialog leaves the table with the game from before.
    bool roomClosedFirst = false;
    bool dialogSeen = false;
    QSignalSpy startedLater(table.get(), &GamePage::startedLater);
    QTimer answerer;
    connect(&answerer, &QTimer::timeout, this, [&] {
        if (auto* d = qobject_cast<LanJoinDialog*>(QApplication::activeModalWidget())) {
            dialogSeen = true;
            roomClosedFirst = !table->lanLink();
            d->reject();
        }
    });
    answerer.start(20);
    QVERIFY(!table->startNew(game, PlayMode::LanJoin));
    box = table->openQuestion(QStringLiteral("leaveLanQuestion"));
    QVERIFY(box);
    box->button(QMessageBox::Yes)->click();
    QTRY_VERIFY(dialogSeen);
    answerer.stop();
    QCOMPARE(startedLater.size(), 0); // the join dialog was cancelled: nothing started
    QVERIFY(roomClosedFirst);
    QVERIFY(!table->lanLink());
    // The game from before, but for the time its turn clock ran meanwhile (banqi).
    auto withoutTime = [](QJsonObject o) {
        QJsonObject m = o.value(QStringLiteral("match")).toObject();
        QJsonObject clock = m.value(QStringLiteral("clock")).toObject();
        clock.remove(QStringLiteral("periodMs"));
        clock.remove(QStringLiteral("mainMs"));
        if (!clock.isEmpty())
            m.insert(QStringLiteral("clock"), clock);
        o.insert(QStringLiteral("match"), m);
        return o;
    };
    QCOMPARE(withoutTime(table->snapshot()), withoutTime(before));
    QTRY_VERIFY(!remote.isConnected()); // the opponent's game ended with the room
}

// With QIYUAN_SCREENSHOT_DIR set (and a real screen, e.g. xvfb-run with
// QT_QPA_PLATFORM=xcb): the host's table with a remote's draw offer open, in
// both languages at 1280×800 and 1920×1080, to be looked at.
void TestUiLan::screenshotsOfTheQuestion()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont(); // as the app does at start
    LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages.setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            XiangqiTable table;
            table.setGeometry(QRect(QPoint(0, 0), size));
            table.show();
            QVERIFY(QTest::qWaitForWindowExposed(&table));
            FakeRemote remote;
            QVERIFY(hostAt(table, QStringLiteral("xiangqi"), QStringLiteral("246810"), &remote));
            remote.send(FakeRemote::map({{"t", "draw-offer"}}));
            QTRY_VERIFY(table.openQuestion(QStringLiteral("drawQuestion")));
            QTest::qWait(500);
            const QPixmap shot = QGuiApplication::primaryScreen()->grabWindow(0, 0, 0, size.width(), size.height());
            QVERIFY(shot.save(QStringLiteral("%1/lan-question-%2-%3x%4.png")
                                  .arg(dir, language).arg(size.width()).arg(size.height())));
        }
    }
    languages.setPreference(QStringLiteral("en"));
}

void TestUiLan::playToTheEnd(TablePage& table, net::HostSession& host, net::ClientSession& second, QRandomGenerator& rng)
{
    const int until = host.banqi() ? host.banqi()->game().rules().resignFromPly : 8;
    while (host.referee().ply() < until && !host.referee().over()) {
        const int ply = host.referee().ply();
        QTRY_COMPARE(plyOf(table), ply);
        if (host.referee().sideToMove() == 0) {
            actOnTable(table, rng);
        } else {
            const QString action = chooseFor(table, second, rng);
            QVERIFY(!action.isEmpty());
            second.sendMove(action);
        }
        QTRY_VERIFY2(host.referee().ply() > ply || host.referee().over(), qPrintable(statusOf(table)));
    }
    if (!host.referee().over())
        second.resign(); // banqi: BQ-11 allows it from ply 40
}

void TestUiLan::actOnTable(TablePage& t, QRandomGenerator& rng)
{
    if (auto* x = qobject_cast<XiangqiTable*>(&t)) {
        const QByteArray m = lanplay::chooseMove(x->game().position(), rng).toLatin1();
        play(*x, m.constData());
    } else if (auto* j = qobject_cast<JifenTable*>(&t)) {
        const QByteArray a = lanplay::chooseJifen(j->game(), rng).toLatin1();
        if (a == "end") {
            auto* endTurn = j->findChild<QPushButton*>(QStringLiteral("endTurnButton"));
            QTRY_VERIFY(endTurn->isEnabled());
            QTest::mouseClick(endTurn, Qt::LeftButton);
            return;
        }
        play(*j, a.constData());
        if (j->choosingKind()) // a kind change offered after the move: keep the kind
            QTest::keyClick(j->kindChooser(), Qt::Key_Return);
    } else {
        auto* b = qobject_cast<BanqiTable*>(&t);
        const auto a = banqi::parseAction(lanplay::chooseBanqi(b->game(), rng).toStdString());
        QVERIFY(a);
        click(*b, a->from);
        if (!a->isFlip())
            click(*b, a->to);
    }
}

QString TestUiLan::chooseFor(const TablePage& t, const net::ClientSession& c, QRandomGenerator& rng)
{
    if (auto* x = qobject_cast<const XiangqiTable*>(&t))
        return lanplay::chooseMove(x->game().position(), rng);
    if (qobject_cast<const JifenTable*>(&t)) {
        const auto g = lanplay::mirrorJifen(c);
        return g ? lanplay::chooseJifen(*g, rng) : QString();
    }
    return lanplay::chooseBanqi(qobject_cast<const BanqiTable*>(&t)->game(), rng);
}

void TestUiLan::headlessTable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::newRow("xiangqi") << "xiangqi" << "standard";
    QTest::newRow("jifen-simple") << "jifen" << "jifen-simple";
    QTest::newRow("banqi, seed 42") << "banqi" << "banqi";
}

// A table hosted by nobody (qiyuan-cli serve: HostSession with hostSeat -1)
// joined from the GUI: the join dialog lists it as the host announces it;
// the first player waits (no move, no clock) until a second sits down, then
// the game runs; both sides play, the game ends; the host's next game at the
// same table (serve --games N) comes to the table and to a spectator's, the
// last result still in view.
void TestUiLan::headlessTable()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    std::unique_ptr<net::HostSession> host = headlessHost(game, variant);
    QVERIFY(host);
    const QString code = host->roomCode();

    // The join dialog lists the table as its announcement says (sent to
    // this machine only: a dialog listening on a port of its own).
    {
        QUdpSocket probe;
        QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
        const quint16 udp = probe.localPort();
        probe.close();
        LanJoinDialog dialog(nullptr, udp, game);
        net::Announcer announcer(net::Timing{}, nullptr, QHostAddress::LocalHost, udp);
        announcer.setTable(host->tableInfo());
        announcer.announceNow();
        QTRY_COMPARE(dialog.tableList()->count(), 1);
        const QString item = dialog.tableList()->item(0)->text();
        QVERIFY2(item.contains(QStringLiteral("qiyuan-cli, both seats for LAN players")), qPrintable(item));
        QVERIFY2(item.contains(QStringLiteral("free seats: 2")), qPrintable(item));
        QVERIFY2(!item.contains(QStringLiteral("(standard)")), qPrintable(item)); // xiangqi's rule set by its name
        QVERIFY(dialog.tableList()->wordWrap()); // the whole line shows, free seats included
    }

    // The first player: seat 0, waiting for the second.
    std::unique_ptr<TablePage> table = tableFor(game, QSize(1280, 800));
    table->setQuestionHandler([](const QString&, const QString&) { return true; });
    table->setConfirmResign(false);
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    QVERIFY(joinAt(*table, game, host->port(), code, QStringLiteral("Hong")));
    LanLink* link = table->lanLink();
    QVERIFY(link && !link->isHost());
    QVERIFY(link->headless());
    QCOMPARE(link->localSeat(), 0);
    QVERIFY(!link->gameStarted());
    QCOMPARE(link->opponentName(), QString()); // not the host's name: nobody plays there
    QVERIFY2(statusOf(*table).contains(QStringLiteral("Waiting for a second player")), qPrintable(statusOf(*table)));
    QVERIFY(statusOf(*table).contains(code));
    QCOMPARE(table->match()->shownClock().running(), -1);
    QVERIFY(!table->findChild<QPushButton*>(QStringLiteral("resignButton"))->isEnabled());
    QVERIFY(!table->findChild<QPushButton*>(QStringLiteral("offerDrawButton"))->isEnabled());
    if (auto* x = qobject_cast<XiangqiTable*>(table.get())) {
        QVERIFY(!x->board()->isInteractive());
        play(*x, "h2e2"); // nothing happens: no refusal from the host either
        QVERIFY2(x->findChild<QLabel*>(QStringLiteral("blackName"))->text().contains(QStringLiteral("free seat, code ") + code),
                 qPrintable(x->findChild<QLabel*>(QStringLiteral("blackName"))->text()));
    } else if (auto* j = qobject_cast<JifenTable*>(table.get())) {
        QVERIFY(!j->localToAct());
        play(*j, "h2e2");
        QVERIFY(j->findChild<QLabel*>(QStringLiteral("turnLine"))->text().contains(QStringLiteral("both seats are taken")));
    } else {
        auto* b = qobject_cast<BanqiTable*>(table.get());
        QVERIFY(!b->localToAct());
        click(*b, 0);
        QCOMPARE(b->findChild<QLabel*>(QStringLiteral("turnLabel"))->text(),
                 QStringLiteral("The game starts when both seats are taken"));
        QVERIFY(b->findChild<QLabel*>(QStringLiteral("seat2Label"))->text().contains(QStringLiteral("Free seat")));
        QCOMPARE(b->findChild<QLabel*>(QStringLiteral("openingLine"))->text(), QString()); // nobody is drawn yet
    }
    QTest::qWait(200);
    QCOMPARE(host->referee().ply(), 0);
    QCOMPARE(plyOf(*table), 0);
    QVERIFY(statusOf(*table).contains(QStringLiteral("Waiting for a second player")));
    QCOMPARE(table->match()->shownClock().running(), -1);

    // The second player sits down: the game starts on the table at once.
    net::ClientSession second;
    QSignalSpy secondJoined(&second, &net::ClientSession::joined);
    second.connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Hei"), code);
    QVERIFY(secondJoined.wait(5000));
    QCOMPARE(second.seat(), 1);
    QVERIFY(second.gameStarted());
    QTRY_VERIFY(link->gameStarted());
    QTRY_VERIFY2(statusOf(*table).contains(QStringLiteral("Hei sat down: the game begins.")), qPrintable(statusOf(*table)));
    QCOMPARE(link->opponentName(), QStringLiteral("Hei"));
    QVERIFY(table->playSummary(0).contains(QStringLiteral("Hei")));
    QVERIFY(!table->playSummary(0).contains(QStringLiteral("qiyuan-cli")));
    if (game != QLatin1String("banqi")) // a game clock: red's runs
        QTRY_COMPARE(table->match()->shownClock().running(), 0);
    else // banqi's turn clock: the seat the deal lets act first
        QTRY_COMPARE(table->match()->shownClock().running(), host->referee().sideToMove());
    if (auto* x = qobject_cast<XiangqiTable*>(table.get())) {
        QVERIFY(x->findChild<QLabel*>(QStringLiteral("blackName"))->text().contains(QStringLiteral("Hei")));
        QVERIFY(x->findChild<QLabel*>(QStringLiteral("redName"))->text().contains(XiangqiTable::tr("you")));
    } else if (auto* b = qobject_cast<BanqiTable*>(table.get())) {
        QVERIFY(b->findChild<QLabel*>(QStringLiteral("seat2Label"))->text().contains(QStringLiteral("Hei")));
        // BQ-2: who was drawn to act first, in the words of this seat.
        QCOMPARE(b->findChild<QLabel*>(QStringLiteral("openingLine"))->text(),
                 host->referee().sideToMove() == 0
                     ? QStringLiteral("You were drawn to act first: flip any piece; its colour becomes yours.")
                     : QStringLiteral("Hei was drawn to act first: the colour of the piece they flip becomes theirs, "
                                      "and you play the other."));
    }

    // A spectator's table, joined from the dialog: both players by name.
    std::unique_ptr<TablePage> watcher = tableFor(game, QSize(1000, 700));
    QVERIFY(joinAt(*watcher, game, host->port(), {}, QStringLiteral("Kan"), true));
    QCOMPARE(watcher->lanLink()->localSeat(), -1);
    if (auto* b = qobject_cast<BanqiTable*>(watcher.get())) { // a spectator: both players in the third person
        QCOMPARE(b->findChild<QLabel*>(QStringLiteral("openingLine"))->text(),
                 QStringLiteral("%1 was drawn to act first: the colour of the first piece flipped becomes theirs, and "
                                "the other player plays the other colour.")
                     .arg(host->referee().sideToMove() == 0 ? QStringLiteral("Hong") : QStringLiteral("Hei")));
        QCOMPARE(b->findChild<QLabel*>(QStringLiteral("buttonsNote"))->text(),
                 QStringLiteral("You are watching this game: only the players can act, resign or offer a draw."));
    }
    if (auto* x = qobject_cast<XiangqiTable*>(watcher.get())) {
        QVERIFY(x->findChild<QLabel*>(QStringLiteral("redName"))->text().contains(QStringLiteral("Hong")));
        QVERIFY(x->findChild<QLabel*>(QStringLiteral("blackName"))->text().contains(QStringLiteral("Hei")));
    }

    // Both sides play: the table's player by clicking, the other through its session.
    QRandomGenerator rng(7);
    playToTheEnd(*table, *host, second, rng);
    QTRY_VERIFY(table->isFinished());
    QTRY_VERIFY(watcher->isFinished());
    QTRY_VERIFY(!statusOf(*table).isEmpty());
    QString resultShown = statusOf(*table);
    if (qobject_cast<BanqiTable*>(table.get())) {
        // 翻翻棋 adds the deal's check to the result: the host's seed, checked here.
        const QString checked = QStringLiteral(" The deal was checked: it is fair (see Fairness).");
        QVERIFY2(resultShown.endsWith(checked), qPrintable(resultShown));
        resultShown.chop(checked.size());
    }
    QTRY_VERIFY(table->findChild<QWidget*>(QStringLiteral("resultDialog")));
    auto* chat = table->findChild<LanChatBox*>();
    QVERIFY(chat);
    QTRY_VERIFY(chat->lines()->count() >= 1);
    QVERIFY2(chat->lines()->item(chat->lines()->count() - 1)->text().contains(resultShown),
             qPrintable(chat->lines()->item(chat->lines()->count() - 1)->text()));
    const QString oldCommitment = link->state().value(QStringLiteral("commitment")).toString();
    if (auto* b = qobject_cast<BanqiTable*>(table.get())) {
        // The winner is this computer's player (the other resigned), in words that say so;
        // the games at this table count apart from the hot-seat match.
        auto* text = b->findChild<QLabel*>(QStringLiteral("resultText"));
        QVERIFY(text);
        QVERIFY2(text->text().startsWith(QStringLiteral("You (")) && text->text().contains(QStringLiteral(" win: ")),
                 qPrintable(text->text()));
        QCOMPARE(b->lanMatchScore().games, 1);
        QCOMPARE(b->lanMatchScore().wins[0], 1);
        QVERIFY(!b->findChild<QPushButton*>(QStringLiteral("dialogResetMatch"))->isVisible());
    }

    // The host's next game at the same table: a fresh board, the same seats;
    // the last result stays in the status line and the chat's log.
    QVERIFY(host->nextGame(43));
    QVERIFY(secondJoined.wait(5000));
    QTRY_VERIFY(!table->isFinished());
    QCOMPARE(plyOf(*table), 0);
    QCOMPARE(link->localSeat(), 0);
    QTRY_VERIFY2(statusOf(*table).startsWith(QStringLiteral("A new game began at this table.")), qPrintable(statusOf(*table)));
    QVERIFY2(statusOf(*table).contains(resultShown), qPrintable(statusOf(*table)));
    QVERIFY(chat->lines()->item(chat->lines()->count() - 1)->text().contains(QStringLiteral("A new game began.")));
    QVERIFY(table->findChild<QWidget*>(QStringLiteral("resultDialog"))); // the last result's box stays until closed
    QTRY_VERIFY(!watcher->isFinished());
    QCOMPARE(plyOf(*watcher), 0);
    QTRY_VERIFY(statusOf(*watcher).startsWith(QStringLiteral("A new game began at this table.")));
    if (auto* b = qobject_cast<BanqiTable*>(table.get())) {
        const QString commitment = link->state().value(QStringLiteral("commitment")).toString();
        QCOMPARE(commitment.size(), 64);
        QVERIFY(commitment != oldCommitment);
        QCOMPARE(commitment, second.state().value(QStringLiteral("commitment")).toString());
        for (banqi::Square q = 0; q < banqi::SquareCount; ++q)
            QCOMPARE(b->view().board[size_t(q)], banqi::FaceDown);
    } else if (auto* x = qobject_cast<XiangqiTable*>(table.get())) {
        QCOMPARE(x->game().position().fen(), xiangqi::Position().fen());
    }
    // The player closes the last result and plays the new game.
    for (QWidget* box : table->findChildren<QWidget*>(QStringLiteral("resultDialog")))
        box->close();
    QTRY_COMPARE(table->match()->shownClock().running(), host->referee().sideToMove());
    if (host->referee().sideToMove() == 0)
        actOnTable(*table, rng);
    else
        second.sendMove(chooseFor(*table, second, rng));
    QTRY_COMPARE(host->referee().ply(), 1);
    QTRY_COMPARE(plyOf(*table), 1);
    QTRY_COMPARE(plyOf(*watcher), 1);
    for (TablePage* t : {table.get(), watcher.get()})
        for (QWidget* box : t->findChildren<QWidget*>(QStringLiteral("resultDialog")))
            box->close();
}

// The GUI takes a headless table's second seat: the game runs at once
// against the first player, by name. That player's connection drops: the
// table says it waits and shows the host's clock stopped; it comes back with
// its token and the game goes on.
void TestUiLan::headlessTableSecondSeat()
{
    std::unique_ptr<net::HostSession> host = headlessHost(QStringLiteral("xiangqi"), {});
    QVERIFY(host);
    net::ClientSession first;
    QSignalSpy firstJoined(&first, &net::ClientSession::joined);
    first.connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Hong"), host->roomCode());
    QVERIFY(firstJoined.wait(5000));
    QCOMPARE(first.seat(), 0);

    XiangqiTable table;
    table.resize(1280, 800);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QVERIFY(joinAt(table, QStringLiteral("xiangqi"), host->port(), host->roomCode(), QStringLiteral("Hei")));
    LanLink* link = table.lanLink();
    QCOMPARE(link->localSeat(), 1);
    QVERIFY(link->gameStarted());
    QCOMPARE(link->opponentName(), QStringLiteral("Hong"));
    QVERIFY(table.isFlipped()); // black at the bottom
    QVERIFY(table.findChild<QLabel*>(QStringLiteral("redName"))->text().contains(QStringLiteral("Hong")));
    QVERIFY2(statusOf(table).isEmpty(), qPrintable(statusOf(table)));
    QCOMPARE(table.match()->shownClock().running(), 0);
    first.sendMove(QStringLiteral("h2e2"));
    QTRY_COMPARE(table.game().ply(), 1);
    QTRY_VERIFY(table.board()->isInteractive());
    play(table, "h9g7");
    QTRY_COMPARE(host->referee().ply(), 2);

    // Red's connection breaks: the game pauses on the table.
    const QString token = first.token();
    QTcpSocket* socket = first.findChild<QTcpSocket*>();
    QVERIFY(socket);
    socket->abort();
    // Named (issue 34): "Waiting for Hong to reconnect…".
    QTRY_VERIFY_WITH_TIMEOUT(statusOf(table).contains(QStringLiteral("Waiting for Hong to reconnect")), 5000);
    QTRY_COMPARE(table.match()->shownClock().running(), -1);
    net::ClientSession back;
    QSignalSpy backJoined(&back, &net::ClientSession::joined);
    back.connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Hong"), {}, token);
    QVERIFY(backJoined.wait(5000));
    QTRY_VERIFY(statusOf(table).isEmpty());
    QTRY_COMPARE(table.match()->shownClock().running(), 0);
    back.sendMove(QStringLiteral("h0g2"));
    QTRY_COMPARE(table.game().ply(), 3);
}

// With QIYUAN_SCREENSHOT_DIR set: a headless table's first player waiting
// for the second, and the table once the host's next game began, for every
// board game, in both languages at 1280×800 and 1920×1080.
void TestUiLan::screenshotsOfTheHeadlessTable()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages.setPreference(language);
        {
            // The join dialog with the table listed as its host announces it.
            std::unique_ptr<net::HostSession> host = headlessHost(QStringLiteral("xiangqi"), {});
            QVERIFY(host);
            QUdpSocket probe;
            QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
            const quint16 udp = probe.localPort();
            probe.close();
            LanJoinDialog dialog(nullptr, udp, QStringLiteral("xiangqi"));
            dialog.show();
            net::Announcer announcer(net::Timing{}, nullptr, QHostAddress::LocalHost, udp);
            announcer.setTable(host->tableInfo());
            announcer.announceNow();
            QTRY_COMPARE(dialog.tableList()->count(), 1);
            dialog.tableList()->setCurrentRow(0);
            QTest::qWait(200);
            QVERIFY(dialog.grab().save(QStringLiteral("%1/headless-join-dialog-%2.png").arg(dir, language)));
        }
        for (const QString& game : {QStringLiteral("xiangqi"), QStringLiteral("jifen"), QStringLiteral("banqi")}) {
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                std::unique_ptr<net::HostSession> host =
                    headlessHost(game, game == QLatin1String("jifen") ? QStringLiteral("jifen-simple") : QString());
                QVERIFY(host);
                std::unique_ptr<TablePage> table = tableFor(game, size);
                table->setConfirmResign(false);
                QVERIFY(QTest::qWaitForWindowExposed(table.get()));
                QVERIFY(joinAt(*table, game, host->port(), host->roomCode(), QStringLiteral("Hong")));
                QTest::qWait(300);
                const QString tag = QStringLiteral("%1-%2-%3x%4").arg(game, language).arg(size.width()).arg(size.height());
                QVERIFY(table->grab().save(QStringLiteral("%1/headless-waiting-%2.png").arg(dir, tag)));
                net::ClientSession second;
                QSignalSpy joined(&second, &net::ClientSession::joined);
                second.connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Hei"), host->roomCode());
                QVERIFY(joined.wait(5000));
                QTRY_VERIFY(table->lanLink()->gameStarted());
                QTest::qWait(200);
                QVERIFY(table->grab().save(QStringLiteral("%1/headless-started-%2.png").arg(dir, tag)));
                QRandomGenerator rng(7);
                playToTheEnd(*table, *host, second, rng);
                QTRY_VERIFY(table->isFinished());
                QTest::qWait(200);
                QVERIFY(host->nextGame(43));
                QVERIFY(joined.wait(5000));
                QTRY_VERIFY(!table->isFinished());
                QTest::qWait(300);
                QVERIFY(table->grab().save(QStringLiteral("%1/headless-next-game-%2.png").arg(dir, tag)));
                for (QWidget* box : table->findChildren<QWidget*>(QStringLiteral("resultDialog"))) {
                    box->grab().save(QStringLiteral("%1/headless-next-game-result-%2.png").arg(dir, tag));
                    box->close();
                }
            }
        }
    }
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiLan)
#include "tst_ui_lan.moc"
