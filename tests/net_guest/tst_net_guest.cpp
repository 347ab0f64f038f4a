// The LAN guest as a seat of a match, without widgets: a host (HostSession,
// its own player at red / the deal's first chair) and a guest Match whose
// other seat is a net::RemoteSeat over 127.0.0.1. One row per game: a whole
// game with a take-back, draw offers both ways, a dropped connection and the
// seat taken back, and the clock running out. After every step the guest's
// match holds exactly the host's game. The same seat also follows the host's
// own session at the host's table (hostEnd).
#include "../lanplay.h"
#include "banqi/types.h"
#include "net/clientsession.h"
#include "net/hostsession.h"
#include "net/remoteseat.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QtTest>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace lanplay;

namespace {

constexpr int Host = 0;  // the host's own player
constexpr int Guest = 1; // the person at the guest's match

// A table over loopback: the host, and the guest's match following it.
struct Table {
    std::unique_ptr<HostSession> host;
    match::Match guest;
    RemoteSeat* seat = nullptr;
    QRandomGenerator rng{35};

    LanLink* link() const { return seat->link(); }
    bool same() const { return guest.referee().actions() == host->referee().actions(); }
    int ply() const { return host->referee().ply(); }

    // The host plays the side to act when it is its own, else the guest's match does.
    bool step()
    {
        const int before = ply();
        if (host->referee().sideToMove() == Host) {
            const QString action = chooseAction(host->stateFor(Host), rng);
            if (action.isEmpty() || !host->play(action).isEmpty())
                return false;
        } else {
            const QString action = chooseAction(link()->state(), rng);
            if (action.isEmpty() || !guest.play(Guest, action))
                return false;
        }
        return QTest::qWaitFor([&] { return ply() == before + 1 && same(); }, 5000);
    }
    bool untilGuestToAct()
    {
        while (host->referee().sideToMove() != Guest && !host->referee().over())
            if (!step())
                return false;
        return !host->referee().over();
    }
};

// The host's table: a short clock (翻翻棋: its turn clock) to run out at the end.
TableSettings tableSettings(const QString& game, const QString& variant)
{
    TableSettings settings;
    settings.hostName = QStringLiteral("Host");
    settings.game = game;
    settings.variant = variant;
    settings.hostSeat = Host;
    settings.timeControl = {3000, 0, 0};
    settings.turnSeconds = 2;
    settings.seed = 0x5eedba9c1f2e3d4bULL;
    return settings;
}

void games()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("plies");        // played before the offers (翻翻棋 BQ-11: 40)
    QTest::addColumn<bool>("timeoutEnds"); // a fallen flag ends the game; 翻翻棋 (BQ-9): the turn passes
    QTest::newRow("xiangqi") << QStringLiteral("xiangqi") << QString() << 12 << true;
    QTest::newRow("jifen") << QStringLiteral("jifen") << QStringLiteral("jifen-simple") << 12 << true;
    QTest::newRow("banqi") << QStringLiteral("banqi") << QStringLiteral("banqi") << 40 << false;
}

} // namespace

class TestNetGuest : public QObject {
    Q_OBJECT
private slots:
    // The seat kept on disk (net/lanseats.h) goes to the test's own settings.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void wholeGame_data();
    void wholeGame();
    // The same seat at the host's own table: its link wraps the HostSession.
    void hostEnd_data() { games(); }
    void hostEnd();
};

void TestNetGuest::wholeGame_data()
{
    games();
}

void TestNetGuest::wholeGame()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(int, plies);
    QFETCH(bool, timeoutEnds);

    const TableSettings settings = tableSettings(game, variant);
    Table t;
    t.host = std::make_unique<HostSession>(settings, fastTiming());
    QString error;
    QVERIFY2(t.host->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));

    // The guest sits down; its seat takes the link and sets the match up from the host's state.
    auto* client = new ClientSession(fastTiming());
    QSignalSpy joined(client, &ClientSession::joined);
    client->connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Guest"), t.host->roomCode());
    QVERIFY(joined.wait(5000));
    t.seat = RemoteSeat::take(t.guest, new LanLink(client, nullptr, fastTiming()));
    QVERIFY(t.seat->follow());
    QCOMPARE(t.guest.seat(Guest)->kind(), match::Seat::Kind::Person);
    QCOMPARE(t.guest.seat(Host), t.seat);
    QCOMPARE(t.guest.lanSeat(), t.seat);
    QCOMPARE(t.guest.referee().gameKey(), game);
    QVERIFY(t.same());
    QSignalSpy failed(t.seat, &RemoteSeat::followFailed);
    QSignalSpy followed(t.seat, &RemoteSeat::followed);

    // The game runs, each side in turn; the guest's match follows every action, and the host's clock.
    for (int i = 0; i < plies; ++i)
        QVERIFY2(t.step(), qPrintable(QStringLiteral("ply %1").arg(i)));
    QVERIFY(!followed.isEmpty());
    QCOMPARE(t.guest.clock().timeControl(), t.host->referee().rulesClock().enabled() ? t.host->referee().rulesClock()
                                                                                      : settings.timeControl);

    // Take-back: the guest asks through its seat, the host agrees; both games lose the action.
    QVERIFY(t.untilGuestToAct());
    const int before = t.ply();
    QVERIFY(t.guest.play(Guest, takeBackableAction(t.link()->state(), t.rng)));
    QTRY_COMPARE(t.ply(), before + 1);
    QTRY_VERIFY(t.same());
    QSignalSpy undoRequested(t.host.get(), &HostSession::undoRequested);
    QVERIFY(t.guest.canRequestTakeBack(Guest));
    QVERIFY(t.guest.requestTakeBack(Guest));
    QVERIFY(undoRequested.wait(5000));
    QCOMPARE(t.host->answerUndo(true), QString());
    QTRY_COMPARE(t.guest.referee().ply(), before);
    QVERIFY(t.same());

    // Draw offers both ways, both declined: the guest's goes out through its seat, the host's is answered there.
    QSignalSpy hostAsked(t.host.get(), &HostSession::drawOffered);
    QSignalSpy guestDeclined(t.link(), &LanLink::drawDeclined);
    QVERIFY(t.guest.offerDraw(Guest));
    QVERIFY(hostAsked.wait(5000));
    QCOMPARE(t.host->answerDraw(false), QString());
    QVERIFY(guestDeclined.wait(5000));
    QSignalSpy guestAsked(t.link(), &LanLink::drawOffered);
    QSignalSpy hostDeclined(t.host.get(), &HostSession::drawDeclined);
    QCOMPARE(t.host->offerDraw(), QString());
    QVERIFY(guestAsked.wait(5000));
    t.seat->answerDraw(false);
    QVERIFY(hostDeclined.wait(5000));
    QVERIFY(!t.guest.over());

    // The connection drops: the guest's clock stops, the link takes the seat
    // back by itself, and the match holds the host's game again.
    QVERIFY(t.step());
    QSignalSpy reconnecting(t.link(), &LanLink::reconnecting);
    QSignalSpy rejoined(t.link(), &LanLink::rejoined);
    QTcpSocket* socket = client->findChild<QTcpSocket*>();
    QVERIFY(socket);
    socket->abort(); // says "disconnected" at once
    QCOMPARE(reconnecting.count(), 1);
    QCOMPARE(t.guest.shownClock().running(), -1);
    QVERIFY(rejoined.count() > 0 || rejoined.wait(5000));
    QCOMPARE(t.link()->localSeat(), Guest);
    QTRY_VERIFY(!t.host->paused());
    QVERIFY(t.same());
    QVERIFY(t.step());
    QVERIFY(failed.isEmpty());

    // The guest's time runs out: the host judges; the guest's match follows.
    QVERIFY(t.untilGuestToAct());
    QVERIFY(t.guest.shownClock().running() == Guest);
    const int beforeTimeout = t.ply();
    if (timeoutEnds) {
        QTRY_VERIFY_WITH_TIMEOUT(t.guest.over(), 10000);
        QCOMPARE(t.guest.ending(), QStringLiteral("time"));
        QCOMPARE(t.guest.endingSeat(), Guest);
    } else {
        // 翻翻棋 BQ-9: a timeout mark, the turn passes; then the guest resigns.
        QTRY_VERIFY_WITH_TIMEOUT(t.ply() == beforeTimeout + 1 && t.same(), 10000);
        QCOMPARE(t.guest.referee().actions().constLast(), QStringLiteral("timeout"));
        QVERIFY(!t.guest.over());
        QVERIFY(t.untilGuestToAct());
        QVERIFY(t.guest.resign(Guest));
        QTRY_VERIFY(t.guest.over());
        QCOMPARE(t.guest.ending(), QStringLiteral("resign"));
    }
    QVERIFY(t.host->referee().over());
    QCOMPARE(t.guest.referee().result(), t.host->referee().result());
    QVERIFY(failed.isEmpty());
}

void TestNetGuest::hostEnd()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(int, plies);

    // The host's match: the person here at red (the first chair), the remote player's seat over the link.
    auto host = std::make_unique<HostSession>(tableSettings(game, variant), fastTiming());
    QString error;
    QVERIFY2(host->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const quint16 port = host->port();
    const QString code = host->roomCode();
    match::Match table;
    RemoteSeat* seat = RemoteSeat::take(table, new LanLink(std::move(host), nullptr));
    QVERIFY(seat->follow());
    HostSession* session = seat->link()->host();
    QCOMPARE(table.seat(Host)->kind(), match::Seat::Kind::Person);
    QCOMPARE(table.seat(Guest), seat);
    QSignalSpy failed(seat, &RemoteSeat::followFailed);
    auto same = [&] { return table.referee().actions() == session->referee().actions(); };
    QVERIFY(same());

    // A player sits down at the other seat; the two play, each action judged by the host's session.
    ClientSession client(fastTiming());
    QSignalSpy joined(&client, &ClientSession::joined);
    client.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Guest"), code);
    QVERIFY(joined.wait(5000));
    QRandomGenerator rng(35);
    for (int i = 0; i < plies && !session->referee().over(); ++i) {
        const int before = session->referee().ply();
        if (session->referee().sideToMove() == Host)
            QVERIFY(table.play(Host, chooseAction(session->stateFor(Host), rng)));
        else
            client.sendMove(chooseAction(client.state(), rng));
        QTRY_VERIFY(session->referee().ply() == before + 1 && same() && client.ply() == before + 1);
    }
    QCOMPARE(table.clock().timeControl(), session->referee().rulesClock().enabled() ? session->referee().rulesClock()
                                                                                    : tableSettings(game, variant).timeControl);

    // The other player resigns: the host's match ends as its session judged.
    client.resign();
    QTRY_VERIFY(table.over());
    QCOMPARE(table.referee().result().value(QStringLiteral("reason")).toString(), QStringLiteral("resignation"));
    QCOMPARE(table.ending(), QStringLiteral("resign"));
    QCOMPARE(table.endingSeat(), Guest);
    QCOMPARE(table.referee().result(), session->referee().result());
    QVERIFY(failed.isEmpty());
}

QTEST_GUILESS_MAIN(TestNetGuest)
#include "tst_net_guest.moc"
