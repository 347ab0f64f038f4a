// The game clock: Fischer increment, byo-yomi periods and flag fall; every
// kind (issue 40): sudden death, increment, 读秒 periods, 步时, time odds,
// and their text (the CLI's --clock, the record's TimeControl tag).
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
    void kinds_data();
    void kinds();
    void text_data();
    void text();
    void badText_data();
    void badText();
    void oldStateGetsAllPeriods();
};

namespace {

// Plays `steps` ("e<ms>" elapse, "m" the side to move moves) on a clock
// started for red; returns the side whose flag fell, -1 none.
int playSteps(GameClock& clock, const QStringList& steps)
{
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
    return fell;
}

TimeControl parsed(const QString& text)
{
    const auto tc = qiyuan::parseTimeControl(text.toStdString());
    if (!tc)
        qFatal("not a time control: %s", qPrintable(text));
    return *tc;
}

} // namespace

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
    const int fell = playSteps(clock, steps);
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

// Each row: a control in its text form, a script as in run(), then both
// sides' time left (main time or the period), periods left and who flagged.
void TestCoreClock::kinds_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<int>("redLeft");
    QTest::addColumn<int>("blackLeft");
    QTest::addColumn<int>("redPeriods");
    QTest::addColumn<int>("blackPeriods");
    QTest::addColumn<int>("flagged");

    // Sudden death.
    QTest::newRow("sudden death runs down") << "300" << QStringList{"e1000", "m", "e4000", "m"} << 299000 << 296000
                                            << 1 << 1 << -1;
    QTest::newRow("sudden death flag") << "60" << QStringList{"e1000", "m", "e60000"} << 59000 << 0 << 1 << 1 << 1;
    // Fischer: the increment comes after the move, never before the flag.
    QTest::newRow("increment added after the move")
        << "60+5" << QStringList{"e2000", "m", "e1000"} << 63000 << 59000 << 1 << 1 << -1;
    QTest::newRow("increment flag: no increment for the move not made")
        << "10+5" << QStringList{"e9000", "m", "e1000", "m", "e15001"} << 0 << 14000 << 1 << 1 << 0;
    // 读秒: periods used only when exceeded; a move inside a period renews it.
    QTest::newRow("byo-yomi move inside a period keeps all periods")
        << "10+0/byo:3x30" << QStringList{"e39000", "m", "m", "e29000", "m"} << 30000 << 10000 << 3 << 3 << -1;
    QTest::newRow("byo-yomi period exceeded is used up")
        << "10+0/byo:3x30" << QStringList{"e45000", "m"} << 30000 << 10000 << 2 << 3 << -1;
    QTest::newRow("byo-yomi two periods exceeded at once")
        << "10+0/byo:3x30" << QStringList{"e75000"} << 25000 << 10000 << 1 << 3 << -1;
    QTest::newRow("byo-yomi exact period end uses it")
        << "0+0/byo:2x30" << QStringList{"e30000", "m"} << 30000 << 30000 << 1 << 2 << -1;
    QTest::newRow("byo-yomi flag after the last period")
        << "byo:2x30" << QStringList{"m", "e30000", "m", "e29999", "m", "e30000"} << 30000 << 0 << 2 << 0 << 1;
    // 步时: every move within its limit, main time or not.
    QTest::newRow("per-move limit alone renews each move")
        << "move:30" << QStringList{"e29000", "m", "e10000", "m", "e5000"} << 25000 << 30000 << 1 << 1 << -1;
    QTest::newRow("per-move limit alone flag") << "move:30" << QStringList{"e29000", "m", "e30000"} << 30000 << 0
                                               << 1 << 1 << 1;
    QTest::newRow("per-move limit flags with main time left")
        << "600+0/move:20" << QStringList{"e20000"} << 580000 << 600000 << 1 << 1 << 0;
    QTest::newRow("per-move limit beside main time, main time flags")
        << "30+0/move:20" << QStringList{"e19000", "m", "m", "e11000"} << 0 << 30000 << 1 << 1 << 0;
    // Time odds: each side its own control.
    QTest::newRow("time odds: each side its own main time and increment")
        << "red=300+5,black=180+2" << QStringList{"e1000", "m", "e1000", "m"} << 304000 << 181000 << 1 << 1 << -1;
    QTest::newRow("time odds: black's shorter time flags")
        << "red=300+0,black=60+0" << QStringList{"e1000", "m", "e60000"} << 299000 << 0 << 1 << 1 << 1;
    QTest::newRow("time odds: byo-yomi for one side only")
        << "red=60+0,black=60+0/byo:1x10" << QStringList{"e1000", "m", "e65000", "m", "e58000", "m", "e9000"}
        << 1000 << 1000 << 1 << 1 << -1;
}

void TestCoreClock::kinds()
{
    QFETCH(QString, control);
    QFETCH(QStringList, steps);
    QFETCH(int, redLeft);
    QFETCH(int, blackLeft);
    QFETCH(int, redPeriods);
    QFETCH(int, blackPeriods);
    QFETCH(int, flagged);
    GameClock clock(parsed(control));
    const int fell = playSteps(clock, steps);
    QCOMPARE(clock.remainingMs(0), redLeft);
    QCOMPARE(clock.remainingMs(1), blackLeft);
    QCOMPARE(clock.periodsLeft(0), redPeriods);
    QCOMPARE(clock.periodsLeft(1), blackPeriods);
    QCOMPARE(fell, flagged);
    QCOMPARE(clock.flagged(0), flagged == 0);
    QCOMPARE(clock.flagged(1), flagged == 1);
    // A state restored on a fresh clock of the same control is the same clock.
    GameClock copy(parsed(control));
    copy.restore(clock.state());
    QCOMPARE(copy.state(), clock.state());
}

// Each row: a text, the control it reads as (fields by side) and its canonical text.
void TestCoreClock::text_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("red");   // base, increment, byoyomi, periods, move (ms)
    QTest::addColumn<QList<int>>("black"); // empty: as red
    QTest::addColumn<QString>("canonical");

    QTest::newRow("off") << "off" << QList<int>{0, 0, 0, 1, 0} << QList<int>{} << "-";
    QTest::newRow("plain seconds: sudden death") << "300" << QList<int>{300000, 0, 0, 1, 0}
                                                 << QList<int>{} << "300+0";
    QTest::newRow("increment") << "300+5" << QList<int>{300000, 5000, 0, 1, 0} << QList<int>{}
                               << "300+5";
    QTest::newRow("byo-yomi periods") << "600/byo:3x30" << QList<int>{600000, 0, 30000, 3, 0}
                                      << QList<int>{} << "600+0/byo:3x30";
    QTest::newRow("older one-period tag") << "600+0/30" << QList<int>{600000, 0, 30000, 1, 0}
                                          << QList<int>{} << "600+0/byo:1x30";
    QTest::newRow("older byo-yomi alone tag") << "0+0/30" << QList<int>{0, 0, 30000, 1, 0}
                                              << QList<int>{} << "byo:1x30";
    QTest::newRow("byo-yomi alone") << "byo:5x20" << QList<int>{0, 0, 20000, 5, 0} << QList<int>{}
                                    << "byo:5x20";
    QTest::newRow("per-move limit alone") << "move:30" << QList<int>{0, 0, 0, 1, 30000}
                                          << QList<int>{} << "move:30";
    QTest::newRow("everything") << "900+10/byo:2x60/move:90" << QList<int>{900000, 10000, 60000, 2, 90000}
                                << QList<int>{} << "900+10/byo:2x60/move:90";
    QTest::newRow("time odds") << "red=300+5,black=180+5" << QList<int>{300000, 5000, 0, 1, 0}
                               << QList<int>{180000, 5000, 0, 1, 0} << "red=300+5,black=180+5";
    QTest::newRow("time odds, one side untimed") << "red=off,black=move:20" << QList<int>{0, 0, 0, 1, 0}
                                                 << QList<int>{0, 0, 0, 1, 20000} << "red=-,black=move:20";
    QTest::newRow("odds that are the same are none") << "red=60+1,black=60+1" << QList<int>{60000, 1000, 0, 1, 0}
                                                     << QList<int>{} << "60+1";
}

void TestCoreClock::text()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, red);
    QFETCH(QList<int>, black);
    QFETCH(QString, canonical);
    const TimeControl tc = parsed(text);
    const QList<QList<int>> want{red, black.isEmpty() ? red : black};
    for (int s = 0; s < 2; ++s) {
        const qiyuan::SideTime t = tc.side(s);
        QCOMPARE((QList<int>{t.baseMs, t.incrementMs, t.byoyomiMs, t.periods, t.moveMs}), want[s]);
    }
    QCOMPARE(QString::fromStdString(qiyuan::timeControlText(tc)), canonical);
    QVERIFY(parsed(canonical) == tc); // the canonical text reads back the same
}

void TestCoreClock::badText_data()
{
    QTest::addColumn<QString>("text");
    for (const char* bad : {"", "abc", "300+", "+5", "-5", "300+5/", "byo:0x30", "byo:3x0", "byo:3x", "byo:x30",
                            "move:0", "300/move:10/move:20", "300/byo:2x10/byo:2x10", "red=300", "red=off,black=off",
                            "black=300,red=300", "90000", "0", "0+0", "300/abc", "300/30/30"})
        QTest::newRow(bad[0] ? bad : "empty") << QString::fromLatin1(bad);
}

void TestCoreClock::badText()
{
    QFETCH(QString, text);
    QVERIFY(!qiyuan::parseTimeControl(text.toStdString()));
}

void TestCoreClock::oldStateGetsAllPeriods()
{
    // A state saved before periods and per-move limits (-1 there) restores
    // with all periods left and a whole move's time.
    GameClock clock(parsed(QStringLiteral("60+0/byo:3x10/move:20")));
    GameClock::State old;
    old.mainMs = {5000, 60000};
    old.periodMs = {10000, 10000};
    old.running = 0;
    clock.restore(old);
    QCOMPARE(clock.periodsLeft(0), 3);
    QCOMPARE(clock.moveLeftMs(0), 20000);
    QCOMPARE(clock.remainingMs(0), 5000);
}

QTEST_GUILESS_MAIN(TestCoreClock)
#include "tst_core_clock.moc"
