// The timer everyone sees at a role game (session/speakingtimer.h; issue 38,
// point 2), on an injected clock: no test waits a minute. Each row is a short
// script of what the moderator does and how much time passes, then what the
// timer shows: the speaker, the seconds left, running or not, how many times
// the time ran out (the sound) and how many changes went out to the players.
//
//   day:2,4,6   the speaking order, 60 s each      night:120   the phones' night time
//   wait:15     15 s pass (and the timer is polled) pause  resume  add:30  next  stop
#include "session/speakingtimer.h"

#include <QSignalSpy>
#include <QTest>

using qiyuan::session::SpeakingTimer;

class TestSessionSpeakingTimer : public QObject {
    Q_OBJECT
private slots:
    void script_data();
    void script();
};

void TestSessionSpeakingTimer::script_data()
{
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("speaker");
    QTest::addColumn<int>("remaining");
    QTest::addColumn<bool>("running");
    QTest::addColumn<int>("timeUps");
    QTest::addColumn<int>("changes");

    QTest::newRow("the first speaker's time runs down") << "day:2,4,6 wait:15" << "Day" << 2 << 45 << true << 0 << 1;
    QTest::newRow("a pause holds the time") << "day:2,4 wait:10 pause wait:30" << "Day" << 2 << 50 << false << 0 << 2;
    QTest::newRow("resumed, it runs on") << "day:2,4 wait:10 pause wait:30 resume wait:5" << "Day" << 2 << 45 << true << 0 << 3;
    QTest::newRow("added time") << "day:2,4 wait:50 add:30" << "Day" << 2 << 40 << true << 0 << 2;
    QTest::newRow("the end sounds once") << "day:2,4 wait:61 wait:5" << "Day" << 2 << 0 << false << 1 << 2;
    QTest::newRow("time added after the end runs again") << "day:2,4 wait:61 add:30 wait:10" << "Day" << 2 << 20 << true << 1 << 3;
    QTest::newRow("the next speaker starts afresh") << "day:2,4 wait:20 next" << "Day" << 4 << 60 << true << 0 << 2;
    QTest::newRow("the next speaker after a pause runs") << "day:2,4 pause next wait:1" << "Day" << 4 << 59 << true << 0 << 3;
    QTest::newRow("next after the last stops") << "day:2 next" << "Off" << 0 << 0 << false << 0 << 2;
    QTest::newRow("a paused time never runs out") << "day:2 pause wait:100" << "Day" << 2 << 60 << false << 0 << 2;
    QTest::newRow("the night's time") << "night:120 wait:119" << "Night" << 0 << 1 << true << 0 << 1;
    QTest::newRow("the night's time runs out") << "night:120 wait:121" << "Night" << 0 << 0 << false << 1 << 2;
    QTest::newRow("no night timer when set to 0") << "night:0" << "Off" << 0 << 0 << false << 0 << 0;
    QTest::newRow("stopped") << "day:2,4 wait:3 stop wait:100" << "Off" << 0 << 0 << false << 0 << 2;
    QTest::newRow("the seconds round up") << "day:2 wait:0.5" << "Day" << 2 << 60 << true << 0 << 1;
}

void TestSessionSpeakingTimer::script()
{
    QFETCH(QString, steps);
    QFETCH(QString, kind);
    QFETCH(int, speaker);
    QFETCH(int, remaining);
    QFETCH(bool, running);
    QFETCH(int, timeUps);
    QFETCH(int, changes);
    qint64 now = 1000;
    SpeakingTimer timer;
    timer.setClock([&now] { return now; });
    QSignalSpy changed(&timer, &SpeakingTimer::changed);
    QSignalSpy up(&timer, &SpeakingTimer::timeUp);
    for (const QString& step : steps.split(QLatin1Char(' '))) {
        const QString verb = step.section(QLatin1Char(':'), 0, 0);
        const QString arg = step.section(QLatin1Char(':'), 1);
        if (verb == QLatin1String("day")) {
            std::vector<int> order;
            for (const QString& s : arg.split(QLatin1Char(',')))
                order.push_back(s.toInt());
            timer.startDay(order, 60);
        } else if (verb == QLatin1String("night")) {
            timer.startNight(arg.toInt());
        } else if (verb == QLatin1String("wait")) {
            now += qint64(arg.toDouble() * 1000);
            timer.poll();
        } else if (verb == QLatin1String("pause")) {
            timer.pause();
        } else if (verb == QLatin1String("resume")) {
            timer.resume();
        } else if (verb == QLatin1String("add")) {
            timer.addTime(arg.toInt());
        } else if (verb == QLatin1String("next")) {
            timer.next();
        } else if (verb == QLatin1String("stop")) {
            timer.stop();
        } else {
            QFAIL(qPrintable(step));
        }
    }
    QCOMPARE(QString::fromLatin1(QMetaEnum::fromType<SpeakingTimer::Kind>().valueToKey(int(timer.kind()))), kind);
    QCOMPARE(timer.speaker(), speaker);
    QCOMPARE(timer.remainingSeconds(), remaining);
    QCOMPARE(timer.running(), running);
    QCOMPARE(int(up.size()), timeUps);
    QCOMPARE(int(changed.size()), changes);
}

QTEST_GUILESS_MAIN(TestSessionSpeakingTimer)
#include "tst_session_speakingtimer.moc"
