// The game clock: Fischer increment, byo-yomi periods and flag fall.
#include "core/clock.h"

#include <QTest>

using qiyuan::GameClock;
using qiyuan::TimeControl;

class TestCoreClock : public QObject {
    Q_OBJECT
private slots:
    void run_data();
    void run();
    void stoppedClockDoesNotRun();
    void stateRoundTrip();
};

// Each row: a time control and a script of steps "e<ms>" (elapse) or "m" (move);
// then the expected remaining time of both sides and who flagged.
void TestCoreClock::run_data()
{
    QTest::addColumn<int>("base");
    QTest::addColumn<int>("increment");
    QTest::addColumn<int>("byoyomi");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<int>("redLeft");
    QTest::addColumn<int>("blackLeft");
    QTest::addColumn<int>("flagged"); // -1 none, 0 red, 1 black

    QTest::newRow("base only, both move") << 60000 << 0 << 0 << QStringList{"e1000", "m", "e2500", "m"} << 59000
                                          << 57500 << -1;
    QTest::newRow("increment added after own move") << 60000 << 2000 << 0 << QStringList{"e1000", "m", "e500", "m"}
                                                    << 61000 << 61500 << -1;
    QTest::newRow("red flag falls") << 3000 << 0 << 0 << QStringList{"e3000"} << 0 << 3000 << 0;
    QTest::newRow("byo-yomi after base") << 1000 << 0 << 5000 << QStringList{"e3000", "m"} << 5000 << 1000 << -1;
    QTest::newRow("byo-yomi period renews each move")
        << 1000 << 0 << 5000 << QStringList{"e3000", "m", "e100", "m", "e4000"} << 1000 << 900 << -1;
    QTest::newRow("byo-yomi flag") << 0 << 0 << 5000 << QStringList{"e4000", "m", "e5000"} << 5000 << 0 << 1;
    QTest::newRow("no increment in byo-yomi") << 1000 << 3000 << 5000 << QStringList{"e2000", "m"} << 5000 << 1000
                                              << -1;
}

void TestCoreClock::run()
{
    QFETCH(int, base);
    QFETCH(int, increment);
    QFETCH(int, byoyomi);
    QFETCH(QStringList, steps);
    QFETCH(int, redLeft);
    QFETCH(int, blackLeft);
    QFETCH(int, flagged);
    GameClock clock(TimeControl{base, increment, byoyomi});
    clock.start(0);
    int fell = -1;
    for (const QString& step : steps) {
        if (step == QLatin1String("m")) {
            clock.moved();
        } else {
            const int side = clock.running();
            if (clock.elapse(step.mid(1).toInt()))
                fell = side;
        }
    }
    QCOMPARE(clock.remainingMs(0), redLeft);
    QCOMPARE(clock.remainingMs(1), blackLeft);
    QCOMPARE(fell, flagged);
    QCOMPARE(clock.flagged(0), flagged == 0);
    QCOMPARE(clock.flagged(1), flagged == 1);
}

void TestCoreClock::stoppedClockDoesNotRun()
{
    GameClock clock(TimeControl{1000, 0, 0});
    QVERIFY(!clock.elapse(5000));
    QCOMPARE(clock.remainingMs(0), 1000);
}

void TestCoreClock::stateRoundTrip()
{
    GameClock clock(TimeControl{1000, 0, 5000});
    clock.start(0);
    clock.elapse(3000); // red into byo-yomi
    clock.moved();
    clock.elapse(400);
    GameClock copy(TimeControl{1000, 0, 5000});
    copy.restore(clock.state());
    QCOMPARE(copy.state(), clock.state());
    QCOMPARE(copy.remainingMs(0), clock.remainingMs(0));
    QCOMPARE(copy.remainingMs(1), 600);
    QCOMPARE(copy.running(), 1);
}

QTEST_GUILESS_MAIN(TestCoreClock)
#include "tst_core_clock.moc"
