// LAN play through the real dialogs and tables in one process: one table
// hosts (the host dialog), another joins by address and port (the join
// dialog, first with a wrong room code), moves clicked on either board
// cross over the loopback connection, and a broken connection is rejoined.
#include "lan/lanhostdialog.h"
#include "lan/lanjoindialog.h"
#include "lan/lanlink.h"
#include "net/clientsession.h"
#include "net/hostsession.h"
#include "xiangqi/xiangqitable.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiLan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hostAndJoinThroughTheDialogs();

private:
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
    QCOMPARE(wrongCodeStatus, LanLink::tr("Wrong room code."));
    QVERIFY(guest.lanLink() && !guest.lanLink()->isHost());
    QCOMPARE(guest.lanLink()->localSeat(), 1);
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

QTEST_MAIN(TestUiLan)
#include "tst_ui_lan.moc"
