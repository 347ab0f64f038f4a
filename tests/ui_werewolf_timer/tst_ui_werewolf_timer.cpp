// The timer everyone sees (issue 38, point 2) on the moderator's screens: the
// day tab's speaking order (first speaker, direction, the dead skipped), start,
// pause / resume, add time and next speaker, all by the keyboard; the speaker
// and the time on the day tab and the projector; the end's soft sound (the
// narrator's "Time." when it is on, else the beep, counted through a fake);
// the narrator calling the next speaker; the phones' night timer started with
// the night and shown on the night tab. The clock is injected: nothing waits a minute.
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "session/moderatorsession.h"
#include "session/speakingtimer.h"
#include "ui/cjkfont.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/preferences.h"
#include "ui/werewolf/daytab.h"
#include "ui/werewolf/narrator.h"
#include "ui/werewolf/playerview.h"
#include "ui/werewolf/publicview.h"
#include "ui/werewolf/timerpanel.h"
#include "ui/werewolf/werewolfpage.h"

#include <QComboBox>
#include <QFile>
#include <QHostAddress>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::werewolf;
using qiyuan::session::SpeakingTimer;
using qiyuan::ui::Preferences;
using qiyuan::ui::WerewolfPage;
using qiyuan::ui::werewolfpage::SpeakingTimerPanel;

class TestUiWerewolfTimer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void speakingOrder_data();
    void speakingOrder();
    void dayTimerOnTabAndProjector();
    void narratorCallsAndSaysTime();
    void nightTimerWithTheNight();
    void keyboardAndNames();
    void screenshots();

private:
    static void start(WerewolfPage& page, int players = 16);
    static SpeakingTimerPanel* panel(WerewolfPage& page);
    // Chooses the first speaker and the direction with the keyboard, then presses Start.
    static void startFrom(WerewolfPage& page, int seat, bool clockwise);
    qint64 now_ = 0;
};

void TestUiWerewolfTimer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_werewolf_timer"));
}

void TestUiWerewolfTimer::init()
{
    QSettings().clear();
    for (const char* key : {"werewolf-xiangqi", "werewolf-chess"})
        QFile::remove(ui::MainWindow::autosavePath(QLatin1String(key)));
    now_ = 0;
}

void TestUiWerewolfTimer::cleanup() { QLocale::setDefault(QLocale(QLocale::English)); }

void TestUiWerewolfTimer::start(WerewolfPage& page, int players)
{
    QStringList names;
    for (int i = 1; i <= players; ++i)
        names << QStringLiteral("Name%1").arg(i);
    page.session().setSeed(5);
    QVERIFY(page.session().dealRoles(names));
    QVERIFY(page.startGame());
}

SpeakingTimerPanel* TestUiWerewolfTimer::panel(WerewolfPage& page)
{
    return page.findChild<SpeakingTimerPanel*>(QStringLiteral("speakingTimerPanel"));
}

void TestUiWerewolfTimer::startFrom(WerewolfPage& page, int seat, bool clockwise)
{
    SpeakingTimerPanel* p = panel(page);
    p->startCombo()->setFocus();
    // Home, then Down until the seat: the keyboard's way through the combo.
    QTest::keyClick(p->startCombo(), Qt::Key_Home);
    for (int i = 0; i < p->startCombo()->count() && p->startCombo()->currentData().toInt() != seat; ++i)
        QTest::keyClick(p->startCombo(), Qt::Key_Down);
    QCOMPARE(p->startCombo()->currentData().toInt(), seat);
    p->directionCombo()->setFocus();
    QTest::keyClick(p->directionCombo(), clockwise ? Qt::Key_Home : Qt::Key_End);
    p->startButton()->setFocus();
    QTest::keyClick(p->startButton(), Qt::Key_Space);
}

void TestUiWerewolfTimer::speakingOrder_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<bool>("clockwise");
    QTest::addColumn<QList<int>>("dead");
    QTest::addColumn<QList<int>>("order");
    using L = QList<int>;
    QTest::newRow("from 3 clockwise") << 3 << true << L{} << L{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1, 2};
    QTest::newRow("from 3 anticlockwise, 2 and 16 dead")
        << 3 << false << L{2, 16} << L{3, 1, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4};
}

void TestUiWerewolfTimer::speakingOrder()
{
    QFETCH(int, start);
    QFETCH(bool, clockwise);
    QFETCH(QList<int>, dead);
    QFETCH(QList<int>, order);
    WerewolfPage page{Game::Chess};
    this->start(page);
    for (int seat : dead)
        QVERIFY(page.session().applyOverride(seat, false, QStringLiteral("test")));
    startFrom(page, start, clockwise);
    const std::vector<int>& got = page.session().speakingTimer().order();
    QCOMPARE(QList<int>(got.begin(), got.end()), order);
}

void TestUiWerewolfTimer::dayTimerOnTabAndProjector()
{
    WerewolfPage page{Game::Chess};
    page.resize(1280, 800);
    page.show();
    start(page);
    SpeakingTimer& timer = page.session().speakingTimer();
    timer.setClock([this] { return now_; });
    int beeps = 0;
    page.timerVoice()->setBeep([&beeps] { ++beeps; });
    ui::WerewolfPublicView* view = page.publicView();
    view->show();
    SpeakingTimerPanel* p = panel(page);
    QVERIFY(view->timerText().isEmpty()); // nothing while the timer is off
    startFrom(page, 5, false);
    QCOMPARE(timer.speaker(), 5);
    QCOMPARE(p->speakerText(), QStringLiteral("Speaking: Name5 (#5)"));
    QCOMPARE(p->timeText(), QStringLiteral("1:00"));
    QVERIFY(view->timerText().contains(QStringLiteral("Name5 (#5)")));
    QVERIFY(view->timerText().contains(QStringLiteral("1:00")));
    QCOMPARE(p->orderText(), QStringLiteral("Next: Name4 (#4), then 14 more"));
    QCOMPARE(view->speakingCard(), 4); // the speaker's card framed on the projector
    // The seconds run down on both screens.
    now_ += 15000;
    timer.poll();
    QCOMPARE(p->timeText(), QStringLiteral("0:45"));
    QVERIFY(view->timerText().endsWith(QStringLiteral("0:45")));
    // Pause holds the time; the button says Resume.
    QTest::mouseClick(p->pauseButton(), Qt::LeftButton);
    QVERIFY(!timer.running());
    QCOMPARE(p->pauseButton()->text().remove(QLatin1Char('&')), QStringLiteral("Resume"));
    now_ += 20000;
    timer.poll();
    QCOMPARE(p->timeText(), QStringLiteral("0:45 (paused)"));
    QTest::mouseClick(p->pauseButton(), Qt::LeftButton);
    QVERIFY(timer.running());
    // Add 30 s.
    QTest::mouseClick(p->addButton(), Qt::LeftButton);
    QCOMPARE(p->timeText(), QStringLiteral("1:15"));
    // Next: anticlockwise from 5 is 4, with its own minute.
    QTest::mouseClick(p->nextButton(), Qt::LeftButton);
    QCOMPARE(timer.speaker(), 4);
    QCOMPARE(p->speakerText(), QStringLiteral("Speaking: Name4 (#4)"));
    QCOMPARE(p->timeText(), QStringLiteral("1:00"));
    QVERIFY(view->timerText().contains(QStringLiteral("Name4 (#4)")));
    QCOMPARE(view->speakingCard(), 3);
    // The end: one soft sound (the narrator is off: the beep), "Time is up" on both screens.
    now_ += 61000;
    timer.poll();
    timer.poll();
    QCOMPARE(beeps, 1);
    QCOMPARE(page.timerVoice()->timeUpSounds(), 1);
    QCOMPARE(p->timeText(), QStringLiteral("Time is up"));
    QVERIFY(view->timerText().endsWith(QStringLiteral("Time is up")));
    QVERIFY(!p->pauseButton()->isEnabled());
    // Nothing is applied: the vote and the game are as they were.
    QCOMPARE(page.table()->state().days, 0);
    // Applying the day stops the timer; the projector's band goes.
    QVERIFY(page.session().applyNight());
    QVERIFY(page.session().applyDay(Day{}));
    QVERIFY(!timer.active());
    QVERIFY(view->timerText().isEmpty());
    QCOMPARE(view->speakingCard(), -1);
    delete view;
}

void TestUiWerewolfTimer::narratorCallsAndSaysTime()
{
    WerewolfPage page{Game::Chess};
    start(page);
    page.narrator()->setSpeechAllowed(false);
    Preferences prefs;
    prefs.narrator = true;
    page.narrator()->setPreferences(prefs);
    page.narrator()->clearQueued();
    SpeakingTimer& timer = page.session().speakingTimer();
    timer.setClock([this] { return now_; });
    int beeps = 0;
    page.timerVoice()->setBeep([&beeps] { ++beeps; });
    startFrom(page, 2, true);
    QTest::mouseClick(panel(page)->nextButton(), Qt::LeftButton);
    now_ += 60000;
    timer.poll();
    // Public words only: a name and a seat, then "Time." — no beep over the voice.
    QCOMPARE(page.narrator()->queuedTexts(),
             (QStringList{QStringLiteral("Name2 (#2), your turn to speak."), QStringLiteral("Name3 (#3), your turn to speak."),
                          QStringLiteral("Time.")}));
    QCOMPARE(beeps, 0);
    page.narrator()->stop();
    // In Chinese.
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    page.narrator()->clearQueued();
    QTest::mouseClick(panel(page)->addButton(), Qt::LeftButton);
    QTest::mouseClick(panel(page)->nextButton(), Qt::LeftButton);
    now_ += 90000;
    timer.poll();
    QCOMPARE(page.narrator()->queuedTexts(),
             (QStringList{QStringLiteral(u"Name4（4号），请发言。"), QStringLiteral(u"时间到。")}));
    page.narrator()->stop();
}

void TestUiWerewolfTimer::nightTimerWithTheNight()
{
    Preferences prefs;
    prefs.nightTimerSeconds = 90;
    prefs.save();
    WerewolfPage page{Game::Chess};
    start(page);
    QString error;
    QVERIFY2(page.startLanHosting(&error, QHostAddress::LocalHost), qPrintable(error));
    // A desktop player's own screen (ui/werewolf/playerview.h) shows the timer the host sends.
    auto* client = new net::WerewolfClient;
    client->connectToHost(QStringLiteral("127.0.0.1"), page.lanHost()->port(), QStringLiteral("Name1"),
                          page.lanHost()->roomCode());
    ui::WerewolfPlayerView player(client);
    QTRY_VERIFY(client->isJoined());
    SpeakingTimer& timer = page.session().speakingTimer();
    timer.setClock([this] { return now_; });
    QVERIFY2(page.openLanNight(&error), qPrintable(error));
    auto* playerTimer = player.findChild<QLabel*>(QStringLiteral("playerTimer"));
    QTRY_COMPARE(playerTimer->text(), QStringLiteral("Night entries    1:30"));
    QCOMPARE(timer.kind(), SpeakingTimer::Kind::Night);
    QCOMPARE(timer.remainingSeconds(), 90);
    auto* label = page.findChild<QWidget*>(QStringLiteral("nightTab"))->findChild<QLabel*>(QStringLiteral("timerLabel"));
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("Night entries  1:30"));
    QVERIFY(page.publicView()->timerText().startsWith(QStringLiteral("Night entries")));
    // Time is up: shown, nothing applied; the moderator still applies the night.
    now_ += 91000;
    timer.poll();
    QCOMPARE(label->text(), QStringLiteral("Night entries  Time is up"));
    QCOMPARE(page.table()->state().nights, 0);
    QVERIFY(page.session().applyNight());
    QVERIFY(!timer.active());
    QVERIFY(label->isHidden());
    page.stopLanHosting();
    delete page.publicView();
}

void TestUiWerewolfTimer::keyboardAndNames()
{
    WerewolfPage page{Game::Chess};
    start(page);
    SpeakingTimerPanel* p = panel(page);
    for (QWidget* w : std::initializer_list<QWidget*>{p->startCombo(), p->directionCombo(), p->startButton(),
                                                      p->pauseButton(), p->addButton(), p->nextButton()}) {
        QVERIFY2(w->focusPolicy() & Qt::TabFocus, qPrintable(w->objectName()));
        QString name = w->accessibleName().isEmpty() ? qobject_cast<QPushButton*>(w)->text() : w->accessibleName();
        QVERIFY2(!name.remove(QLatin1Char('&')).trimmed().isEmpty(), qPrintable(w->objectName()));
    }
    QCOMPARE(p->addButton()->accessibleName(), QStringLiteral("Add 30 seconds to the speaker"));
    // Before a start only Start works.
    QVERIFY(p->startButton()->isEnabled());
    QVERIFY(!p->pauseButton()->isEnabled());
    QVERIFY(!p->nextButton()->isEnabled());
}

// With QIYUAN_SCREENSHOT_DIR: the day tab with a running timer and the
// projector showing the speaker's time, both languages, 1280×800 and 1920×1080.
void TestUiWerewolfTimer::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ui::ensureChineseFont();
    ui::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages.setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString name = QStringLiteral("%1/timer-%2-%3-%4x%5.png").arg(dir);
            WerewolfPage page{Game::Xiangqi};
            page.resize(size);
            page.show();
            const QStringList names = language == QLatin1String("en")
                ? QStringList{QStringLiteral("Zhang San"), QStringLiteral("Li Si"), QStringLiteral("Wang Wu")}
                : QStringList{QStringLiteral(u"张三"), QStringLiteral(u"李四"), QStringLiteral(u"王五")};
            QStringList all;
            for (int i = 1; i <= 32; ++i)
                all << (i <= 3 ? names[i - 1] : (language == QLatin1String("en") ? QStringLiteral("Player %1") : QStringLiteral(u"玩家%1")).arg(i));
            page.session().setSeed(4);
            QVERIFY(page.session().dealRoles(all));
            QVERIFY(page.startGame());
            QVERIFY(page.session().applyNight());
            SpeakingTimer& timer = page.session().speakingTimer();
            timer.setClock([this] { return now_; });
            page.findChild<QTabWidget*>(QStringLiteral("werewolfTabs"))->setCurrentIndex(WerewolfPage::DayTab);
            startFrom(page, 2, true);
            now_ += 17000;
            timer.poll();
            ui::WerewolfPublicView* view = page.publicView();
            view->resize(size);
            view->show();
            QTest::qWait(150);
            QVERIFY(page.grab().save(name.arg(QStringLiteral("daytab"), language).arg(size.width()).arg(size.height())));
            QVERIFY(view->grab().save(name.arg(QStringLiteral("projector"), language).arg(size.width()).arg(size.height())));
            // The phones' night timer as the night tab shows it.
            timer.startNight(120);
            now_ += 25000;
            timer.poll();
            page.findChild<QTabWidget*>(QStringLiteral("werewolfTabs"))->setCurrentIndex(WerewolfPage::NightTab);
            QTest::qWait(100);
            QVERIFY(page.grab().save(name.arg(QStringLiteral("nighttab"), language).arg(size.width()).arg(size.height())));
            delete view;
        }
    }
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiWerewolfTimer)
#include "tst_ui_werewolf_timer.moc"
