// A whole LAN game of each board game, headless: a host (net::HostSession,
// whose match::Match judges and times the game) with its own player at seat
// 0, and a guest (net::ClientSession) at seat 1 over loopback. One row per
// game: moves from both seats, a draw offer declined, a take-back asked and
// answered (or refused where the rules forbid it), a rejoin during which the
// clock waits, a timeout (banqi BQ-9: the turn passes; xiangqi and jifen: the
// flag falls and the game ends) and the end of the game, every step seen alike
// by the host's match and the guest. And every kind of clock (issue 40): the
// guest's clock, read from what the host sent, agrees with the host's to the
// millisecond, and the host judges each kind's flag.
#include "../lanplay.h"
#include "net/clientsession.h"
#include "net/hostsession.h"
#include "net/lanlink.h"
#include "net/messages.h"
#include "net/protocol.h"

#include <QSignalSpy>
#include <QtTest>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace qiyuan::match;

namespace {

// Quick heartbeats and clock ticks; a rejoin window longer than the test's pause.
Timing quick()
{
    Timing t;
    t.heartbeatMs = 50;
    t.silenceMs = t.rejoinMs = 2000;
    t.clockTickMs = 10;
    return t;
}

constexpr int HostSeat = 0;
constexpr int GuestSeat = 1;

} // namespace

class TestNetMatch : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<HostSession> host_;
    std::unique_ptr<ClientSession> guest_;
    QRandomGenerator rng_{35};

    // One action by whoever is to act, seen by the guest.
    bool playOne()
    {
        QSignalSpy moved(guest_.get(), &ClientSession::moved);
        const int before = host_->referee().ply();
        const int side = host_->referee().sideToMove();
        QString why;
        const QString action = lanplay::chooseAction(host_->stateFor(side), rng_, &why);
        if (action.isEmpty()) {
            qWarning("no action: %s", qPrintable(why));
            return false;
        }
        if (side == HostSeat) {
            QString text;
            if (!host_->play(action, &text).isEmpty()) {
                qWarning("the host's action %s was refused: %s", qPrintable(action), qPrintable(text));
                return false;
            }
        } else {
            guest_->sendMove(action);
        }
        return moved.wait(2000) && host_->referee().ply() == before + 1 && guest_->ply() == before + 1;
    }

    // The guest's error for what it just sent.
    static QString errorCode(QSignalSpy& errors)
    {
        if (errors.isEmpty() && !errors.wait(2000))
            return {};
        return errors.takeFirst().at(0).toString();
    }

    // The host at seat 0, a clock of 3 s (banqi: its turn clock of 1 s).
    static TableSettings tableFor(const QString& game)
    {
        TableSettings s;
        s.hostName = QStringLiteral("Host");
        s.game = game;
        s.timeControl = TimeControl{3000, 0, 0};
        s.turnSeconds = 1;
        s.hostSeat = HostSeat;
        s.roomCode = QStringLiteral("123456");
        s.seed = 0x35;
        return s;
    }

    // The clock as the guest reads the host's last report (as RemoteSeat does).
    GameClock guestClock()
    {
        TimeControl tc;
        GameClock::State state;
        if (!LanLink::clockFromMap(guest_->clock(), &tc, &state))
            return GameClock();
        GameClock clock(tc);
        clock.restore(state);
        return clock;
    }

    // The guest's clock of `side` is the host's, to the millisecond.
    bool sideAgrees(const GameClock& guest, int side)
    {
        const GameClock& host = host_->match().clock();
        if (guest.remainingMs(side) == host.remainingMs(side) && guest.periodsLeft(side) == host.periodsLeft(side)
            && guest.moveLeftMs(side) == host.moveLeftMs(side) && guest.inByoyomi(side) == host.inByoyomi(side))
            return true;
        qWarning("side %d: the guest has %d ms, %d periods, %d ms for the move; the host %d, %d, %d", side,
                 guest.remainingMs(side), guest.periodsLeft(side), guest.moveLeftMs(side), host.remainingMs(side),
                 host.periodsLeft(side), host.moveLeftMs(side));
        return false;
    }

private slots:
    void wholeGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("plies");     // played before the offers (banqi: a draw from ply 40)
        QTest::addColumn<bool>("turnPasses"); // the timeout is BQ-9's (else a fallen flag ends the game)
        QTest::newRow("xiangqi") << "xiangqi" << 6 << false;
        QTest::newRow("jifen") << "jifen" << 6 << false;
        QTest::newRow("banqi") << "banqi" << 44 << true;
    }

    void wholeGame()
    {
        QFETCH(QString, game);
        QFETCH(int, plies);
        QFETCH(bool, turnPasses);

        const TableSettings s = tableFor(game);
        host_ = std::make_unique<HostSession>(s, quick());
        QString error;
        QVERIFY2(host_->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QCOMPARE(host_->match().seat(HostSeat)->kind(), Seat::Kind::Person);
        QCOMPARE(host_->match().seat(GuestSeat)->kind(), Seat::Kind::Peer);
        QCOMPARE(host_->match().clock().running(), -1); // nobody is seated: no clock

        // The guest sits down: the game and its clock start.
        guest_ = std::make_unique<ClientSession>(quick());
        QSignalSpy joined(guest_.get(), &ClientSession::joined);
        QSignalSpy started(host_.get(), &HostSession::gameStarted);
        guest_->connectToHost(QStringLiteral("127.0.0.1"), host_->port(), QStringLiteral("Guest"), s.roomCode);
        QVERIFY(joined.wait(2000));
        QCOMPARE(guest_->seat(), GuestSeat);
        QCOMPARE(started.count(), 1);
        QVERIFY(host_->started());
        QCOMPARE(host_->match().clock().running(), host_->referee().sideToMove());
        QSignalSpy errors(guest_.get(), &ClientSession::errorReceived);

        // Moves from both seats, through the same match.
        for (int i = 0; i < plies; ++i)
            QVERIFY2(playOne(), qPrintable(QStringLiteral("ply %1").arg(i + 1)));
        QCOMPARE(lanplay::actionsOf(guest_->state()), host_->referee().actions());

        // A move out of turn is refused with the protocol's code.
        if (host_->referee().sideToMove() == HostSeat) {
            guest_->sendMove(QStringLiteral("a0a1"));
            QCOMPARE(errorCode(errors), QString::fromLatin1(err::NotYourTurn));
        }

        // The guest offers a draw; the host's player declines.
        QSignalSpy offered(host_.get(), &HostSession::drawOffered);
        QSignalSpy declined(guest_.get(), &ClientSession::drawDeclined);
        guest_->offerDraw();
        QVERIFY(offered.wait(2000));
        QCOMPARE(host_->drawOfferBy(), GuestSeat);
        QCOMPARE(host_->match().drawOfferBy(), GuestSeat);
        QVERIFY(host_->answerDraw(false).isEmpty());
        QVERIFY(declined.wait(2000));
        QCOMPARE(declined.at(0).at(0).toInt(), GuestSeat);
        QCOMPARE(host_->drawOfferBy(), -1);
        QCOMPARE(host_->answerDraw(true), QString::fromLatin1(err::NoRequest)); // nothing left to answer

        // The guest asks to take back its last move; the host's player agrees.
        // (Banqi: a flip stays seen, so a take-back over one is refused.)
        const int guestPlies = host_->referee().undoPlies(GuestSeat);
        const bool mayTakeBack = host_->referee().lanTakeBackRefusal(guestPlies).isEmpty();
        QVERIFY(mayTakeBack || game == QLatin1String("banqi"));
        const int before = host_->referee().ply();
        guest_->requestUndo();
        if (mayTakeBack) {
            QSignalSpy asked(host_.get(), &HostSession::undoRequested);
            QSignalSpy undone(guest_.get(), &ClientSession::undone);
            QVERIFY(asked.wait(2000));
            QCOMPARE(host_->match().takeBackRequestBy(), GuestSeat);
            QVERIFY(host_->answerUndo(true).isEmpty());
            QVERIFY(undone.wait(2000));
            QCOMPARE(host_->referee().ply(), before - guestPlies);
            QCOMPARE(guest_->ply(), before - guestPlies);
            QCOMPARE(host_->referee().sideToMove(), GuestSeat);
            QCOMPARE(host_->undoRequestBy(), -1);
            QVERIFY(playOne()); // the guest plays again
        } else {
            QCOMPARE(errorCode(errors), QString::fromLatin1(err::CannotUndo));
            QCOMPARE(host_->referee().ply(), before);
            QCOMPARE(host_->undoRequestBy(), -1);
        }
        QCOMPARE(lanplay::actionsOf(guest_->state()), host_->referee().actions());

        // The guest leaves and rejoins: the clock waits meanwhile.
        QSignalSpy dropped(host_.get(), &HostSession::remoteDropped);
        guest_->leave();
        QVERIFY(dropped.wait(2000));
        QVERIFY(host_->paused());
        QCOMPARE(host_->match().clock().running(), -1);
        const int red = host_->remainingMs(0), black = host_->remainingMs(1);
        QString text;
        QCOMPARE(host_->play(QStringLiteral("a0a1"), &text), QString::fromLatin1(err::Paused));
        QTest::qWait(150);
        QCOMPARE(host_->remainingMs(0), red);
        QCOMPARE(host_->remainingMs(1), black);
        QSignalSpy rejoined(guest_.get(), &ClientSession::joined);
        guest_->rejoin();
        QVERIFY(rejoined.wait(2000));
        QVERIFY(!host_->paused());
        QVERIFY(!guest_->paused());
        QCOMPARE(lanplay::actionsOf(guest_->state()), host_->referee().actions());
        QCOMPARE(host_->match().clock().running(), host_->referee().sideToMove());

        // Nobody acts: the clock runs out for the side to act.
        const int late = host_->referee().sideToMove();
        QSignalSpy moved(guest_.get(), &ClientSession::moved);
        QSignalSpy over(guest_.get(), &ClientSession::gameOver);
        if (turnPasses) {
            // BQ-9: a timeout is recorded, the turn passes and the next turn's clock runs.
            QVERIFY(moved.wait(3000));
            QCOMPARE(qvariant_cast<QCborMap>(moved.at(0).at(1)).value(QStringLiteral("action")).toString(), QStringLiteral("timeout"));
            QCOMPARE(host_->referee().actions().last(), QStringLiteral("timeout"));
            QCOMPARE(host_->referee().sideToMove(), 1 - late);
            QCOMPARE(guest_->toMove(), 1 - late);
            QVERIFY(!host_->match().over());
            QCOMPARE(host_->match().clock().running(), 1 - late);
            // The game goes on; the guest resigns it.
            guest_->resign();
            QVERIFY(over.wait(2000));
            QCOMPARE(qvariant_cast<QCborMap>(over.at(0).at(0)).value(QStringLiteral("reason")).toString(), QStringLiteral("resignation"));
        } else {
            QVERIFY(over.wait(5000));
            QCOMPARE(qvariant_cast<QCborMap>(over.at(0).at(0)).value(QStringLiteral("reason")).toString(), QStringLiteral("timeout"));
            QCOMPARE(host_->match().ending(), QStringLiteral("time"));
            QCOMPARE(host_->match().endingSeat(), late);
            QCOMPARE(host_->remainingMs(late), 0);
        }
        QVERIFY(host_->match().over());
        QCOMPARE(host_->referee().result(), qvariant_cast<QCborMap>(over.at(0).at(0)));
        QCOMPARE(host_->match().clock().running(), -1);

        // Nothing more is played; the next game starts at the same table.
        guest_->sendMove(QStringLiteral("a0a1"));
        QCOMPARE(errorCode(errors), QString::fromLatin1(err::GameOver));
        QSignalSpy seatedAgain(guest_.get(), &ClientSession::joined);
        QVERIFY2(host_->nextGame(0x36, &error), qPrintable(error));
        QVERIFY(seatedAgain.wait(2000));
        QCOMPARE(host_->gameNumber(), 2);
        QCOMPARE(host_->referee().ply(), 0);
        QCOMPARE(guest_->ply(), 0);
        QVERIFY(!host_->match().over());
        QCOMPARE(host_->match().clock().running(), host_->referee().sideToMove());
        QVERIFY(playOne());

        guest_.reset();
        host_.reset();
    }

    void clockKindsAgree_data()
    {
        QTest::addColumn<QList<int>>("red");   // base, increment, byoyomi, periods, move (ms)
        QTest::addColumn<QList<int>>("black"); // empty: as red
        QTest::addColumn<int>("slowMs");       // the host thinks this long on its second move
        QTest::newRow("increment") << QList<int>{1500, 300, 0, 1, 0} << QList<int>{} << 200;
        QTest::newRow("byo-yomi periods") << QList<int>{100, 0, 500, 3, 0} << QList<int>{} << 700;
        QTest::newRow("per-move limit") << QList<int>{20000, 0, 0, 1, 800} << QList<int>{} << 300;
        QTest::newRow("time odds") << QList<int>{1500, 0, 0, 1, 0} << QList<int>{900, 200, 0, 1, 0} << 200;
    }

    void clockKindsAgree()
    {
        QFETCH(QList<int>, red);
        QFETCH(QList<int>, black);
        QFETCH(int, slowMs);
        const auto sideTime = [](const QList<int>& v) { return SideTime{v[0], v[1], v[2], v[3], v[4]}; };
        TableSettings s = tableFor(QStringLiteral("xiangqi"));
        s.timeControl = TimeControl(sideTime(red));
        if (!black.isEmpty())
            s.timeControl.black = sideTime(black);
        host_ = std::make_unique<HostSession>(s, quick());
        QString error;
        QVERIFY2(host_->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        guest_ = std::make_unique<ClientSession>(quick());
        QSignalSpy joined(guest_.get(), &ClientSession::joined);
        guest_->connectToHost(QStringLiteral("127.0.0.1"), host_->port(), QStringLiteral("Guest"), s.roomCode);
        QVERIFY(joined.wait(2000));
        QVERIFY(guestClock().timeControl() == s.timeControl); // every kind's values, odds too

        // Four plies, the host slow on its second: after each, the side that
        // moved has its clock as the host left it, and the guest has it too.
        for (int ply = 0; ply < 4; ++ply) {
            if (ply == 2)
                QTest::qWait(slowMs);
            const int mover = host_->referee().sideToMove();
            QVERIFY2(playOne(), qPrintable(QStringLiteral("ply %1").arg(ply + 1)));
            QVERIFY(sideAgrees(guestClock(), mover));
        }
        if (red[2] > 0)
            QVERIFY(host_->match().clock().periodsLeft(HostSeat) < red[3]); // a period exceeded, used up

        // Nobody acts: the host judges the flag; both see the same clock at the end.
        QSignalSpy over(guest_.get(), &ClientSession::gameOver);
        const int late = host_->referee().sideToMove();
        QVERIFY(over.wait(5000));
        QCOMPARE(qvariant_cast<QCborMap>(over.at(0).at(0)).value(QStringLiteral("reason")).toString(),
                 QStringLiteral("timeout"));
        QCOMPARE(host_->match().endingSeat(), late);
        QVERIFY(host_->match().clock().flagged(late));
        const GameClock atEnd = guestClock();
        QVERIFY(sideAgrees(atEnd, 0));
        QVERIFY(sideAgrees(atEnd, 1));
        if (red[4] > 0) // the per-move limit fell with main time left
            QVERIFY(host_->match().clock().remainingMs(late) > 0);
        guest_.reset();
        host_.reset();
    }
};

QTEST_GUILESS_MAIN(TestNetMatch)
#include "tst_net_match.moc"
