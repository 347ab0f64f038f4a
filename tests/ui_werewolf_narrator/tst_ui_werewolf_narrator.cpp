// The role games' narrator (issue 38, point 1): what it reads after each step
// of a whole night, dawn and day in both languages, read through the speech
// layer's own queue (no sound); that nothing secret is in it (no living
// player named, so no living player's role and no target that survived); that
// the waits are the same whoever holds a role and whoever acted; and that
// without a speech engine the script is shown in large type on the projector.
#include "../rolegametest.h"
#include "session/moderatorsession.h"
#include "session/narratorscript.h"
#include "ui/cjkfont.h"
#include "ui/preferences.h"
#include "ui/settingsdialog.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/werewolf/narrator.h"
#include "ui/werewolf/publicview.h"
#include "ui/werewolf/werewolfpage.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::werewolf;
using qiyuan::session::ModeratorSession;
using qiyuan::ui::Preferences;
using qiyuan::ui::WerewolfNarrator;
using qiyuan::ui::WerewolfPage;
namespace narrator = qiyuan::session::narrator;

class TestUiWerewolfNarrator : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void wholeEveningInBothLanguages_data();
    void wholeEveningInBothLanguages();
    void everyRoleCalledAliveOrNot();
    void waitsDoNotDependOnWhoActs();
    void applyingTheNightDropsItsUnreadCalls();
    void largeTypeWithoutSpeech();
    void offSaysNothing();
    void silentEngineGivesCaptions();
    void settingsKeepTheNarrator();
    void screenshots();

private:
    // Names that are never part of one another ("N1x" is not inside "N12x").
    static QStringList names(int n);
    static void turnOn(WerewolfPage& page);
    static void start(WerewolfPage& page, int seed);
    // Every living actor's first legal action, so the night has targets that survive.
    static void enterFirstChoices(WerewolfPage& page);
    static void voteFirstChoices(WerewolfPage& page, Day* day);
    // No line names a living player (so neither a living player's role nor a
    // target that survived the night is spoken).
    static void checkNoLivingName(const WerewolfPage& page, const QStringList& lines);
};

QStringList TestUiWerewolfNarrator::names(int n) { return testrolegame::playerNames(n); }

void TestUiWerewolfNarrator::initTestCase() { testrolegame::useTestSettings("tst_ui_werewolf_narrator"); }

void TestUiWerewolfNarrator::init()
{
    QSettings().clear();
    for (const char* key : {"werewolf-xiangqi", "werewolf-chess"})
        QFile::remove(ui::MainWindow::autosavePath(QLatin1String(key)));
}

void TestUiWerewolfNarrator::cleanup() { QLocale::setDefault(QLocale(QLocale::English)); }

void TestUiWerewolfNarrator::turnOn(WerewolfPage& page)
{
    // No sound in tests: the speech layer captions instead, and its queue is what would be spoken.
    page.narrator()->setSpeechAllowed(false);
    Preferences prefs;
    prefs.narrator = true;
    page.narrator()->setPreferences(prefs);
}

void TestUiWerewolfNarrator::start(WerewolfPage& page, int seed)
{
    page.session().setSeed(std::uint64_t(seed));
    QVERIFY(page.session().dealRoles(names(page.game() == Game::Xiangqi ? 32 : 16)));
    QVERIFY(page.startGame());
}

void TestUiWerewolfNarrator::enterFirstChoices(WerewolfPage& page)
{
    const Table& t = *page.table();
    for (const Player& p : t.state().players) {
        if (!p.alive)
            continue;
        for (const Option& o : t.options(p.id, page.enteredTonight())) {
            Action a{p.id, o.verb, o.targets.empty() ? NoPlayer : o.targets.front(), NoPlayer};
            if (!o.screens.empty())
                a.screen = o.screens.front();
            if (page.session().enterAction(a))
                break;
        }
    }
}

void TestUiWerewolfNarrator::voteFirstChoices(WerewolfPage& page, Day* day)
{
    // Everyone alive votes for the first living other player: someone is executed.
    const State& st = page.table()->state();
    int target = NoPlayer;
    for (const Player& p : st.players)
        if (p.alive && p.role != Role::General && p.role != Role::King) {
            target = p.id;
            break;
        }
    for (const Player& p : st.players)
        if (p.alive && p.id != target)
            day->votes.push_back({p.id, target});
}

void TestUiWerewolfNarrator::checkNoLivingName(const WerewolfPage& page, const QStringList& lines)
{
    for (const Player& p : page.table()->state().players)
        if (p.alive)
            for (const QString& line : lines)
                QVERIFY2(!line.contains(page.playerName(p.id)),
                         qPrintable(QStringLiteral("'%1' names the living %2").arg(line, page.playerName(p.id))));
}

void TestUiWerewolfNarrator::wholeEveningInBothLanguages_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QStringList>("nightStart");  // the first three lines of night 1
    QTest::addColumn<QString>("nightEnd");
    QTest::addColumn<QString>("daybreak");
    QTest::addColumn<QString>("vote");
    QTest::addColumn<QString>("votesIn");
    QTest::addColumn<QString>("night2");
    QTest::newRow("xiangqi, English")
        << int(Game::Xiangqi) << false
        << QStringList{"Night 1 falls. Everyone, close your eyes.", "Soldier, wake up and act.",
                       "Soldier, close your eyes."}
        << "The night is over." << "Day breaks. Everyone, open your eyes."
        << "Day 1: the talk is over. Time to vote." << "The votes are in."
        << "Night 2 falls. Everyone, close your eyes.";
    QTest::newRow("xiangqi, Chinese")
        << int(Game::Xiangqi) << true
        << QStringList{QStringLiteral(u"第 1 夜，天黑请闭眼。"), QStringLiteral(u"兵、卒请睁眼，请行动。"),
                       QStringLiteral(u"兵、卒请闭眼。")}
        << QStringLiteral(u"夜晚结束。") << QStringLiteral(u"天亮了，请大家睁眼。")
        << QStringLiteral(u"第 1 天，发言结束，请投票。") << QStringLiteral(u"投票结束。")
        << QStringLiteral(u"第 2 夜，天黑请闭眼。");
    QTest::newRow("chess, English")
        << int(Game::Chess) << false
        << QStringList{"Night 1 falls. Everyone, close your eyes.", "Rook, wake up and act.", "Rook, close your eyes."}
        << "The night is over." << "Day breaks. Everyone, open your eyes."
        << "Day 1: the talk is over. Time to vote." << "The votes are in."
        << "Night 2 falls. Everyone, close your eyes.";
    QTest::newRow("chess, Chinese")
        << int(Game::Chess) << true
        << QStringList{QStringLiteral(u"第 1 夜，天黑请闭眼。"), QStringLiteral(u"车请睁眼，请行动。"),
                       QStringLiteral(u"车请闭眼。")}
        << QStringLiteral(u"夜晚结束。") << QStringLiteral(u"天亮了，请大家睁眼。")
        << QStringLiteral(u"第 1 天，发言结束，请投票。") << QStringLiteral(u"投票结束。")
        << QStringLiteral(u"第 2 夜，天黑请闭眼。");
}

// Night falls, every role in the night order awake and asleep, dawn's
// announcement, the call to vote and its result, the next night: each as the
// queue holds it, in the UI language, naming no living player.
void TestUiWerewolfNarrator::wholeEveningInBothLanguages()
{
    QFETCH(int, game);
    QFETCH(bool, chinese);
    QFETCH(QStringList, nightStart);
    QFETCH(QString, nightEnd);
    QFETCH(QString, daybreak);
    QFETCH(QString, vote);
    QFETCH(QString, votesIn);
    QFETCH(QString, night2);
    QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English));
    WerewolfPage page{Game(game)};
    turnOn(page);
    WerewolfNarrator& n = *page.narrator();
    start(page, 3);

    // Night 1: two lines per role of the night order, between the fall and the end.
    const std::vector<Role> order = narrator::calledRoles(Game(game), page.session().deal());
    QStringList lines = n.queuedTexts();
    QCOMPARE(lines.size(), 2 + 2 * int(order.size()));
    QCOMPARE(lines.mid(0, 3), nightStart);
    QCOMPARE(lines.last(), nightEnd);
    checkNoLivingName(page, lines);

    // Dawn: the public announcement, after the night's entries (targets that survive among them).
    enterFirstChoices(page);
    QVERIFY(!page.enteredTonight().empty());
    n.clearQueued();
    QVERIFY(page.applyNight());
    lines = n.queuedTexts();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), daybreak);
    QCOMPARE(lines.at(1), QString::fromStdString(announcement(page.table()->results().back(), Game(game),
                                                              page.session().style())));
    checkNoLivingName(page, lines);

    // The call to vote, when the moderator says the talk is over.
    n.clearQueued();
    page.narratorBar()->voteButton()->click();
    QCOMPARE(n.queuedTexts(), QStringList{vote});

    // The result, and the next night calls the same roles.
    Day day;
    voteFirstChoices(page, &day);
    n.clearQueued();
    QVERIFY(page.applyDay(day));
    lines = n.queuedTexts();
    QCOMPARE(lines.at(0), votesIn);
    QCOMPARE(lines.at(1), QString::fromStdString(announcement(page.table()->results().back(), Game(game),
                                                              page.session().style())));
    QVERIFY(page.table()->results().back().executed != NoPlayer); // the result names the executed
    QCOMPARE(lines.at(2), night2);
    QCOMPARE(lines.size(), 2 + 2 + 2 * int(order.size()));
    checkNoLivingName(page, lines);
}

// A role whose every holder is dead is still called, with the same wait: the
// room must not learn from a skipped call that a role is gone.
void TestUiWerewolfNarrator::everyRoleCalledAliveOrNot()
{
    std::vector<Seat> deal = {{1, Camp::Red, Role::General}, {2, Camp::Black, Role::General},
                              {3, Camp::Red, Role::Cannon}, {4, Camp::Black, Role::Horse}};
    const auto before = narrator::nightFalls(Game::Xiangqi, deal, 2, Language::English);
    // The deal is what counts, not who is alive: the same script for any state.
    QCOMPARE(narrator::texts(before),
             (QStringList{"Night 2 falls. Everyone, close your eyes.", "Cannon, wake up and act.",
                          "Cannon, close your eyes.", "Horse, wake up and act.", "Horse, close your eyes.",
                          "General, wake up and act.", "General, close your eyes.", "The night is over."}));
    for (std::size_t i = 1; i + 1 < before.size(); ++i)
        QCOMPARE(before[i].pause, i % 2 == 1 ? narrator::Pause::Act : narrator::Pause::Short);
}

// A moderator faster than the narrator: applying the night drops the night's
// calls not yet read, so the room does not hear (or the projector show) "close
// your eyes" at dawn; the dawn is read next. The queue's history keeps them.
void TestUiWerewolfNarrator::applyingTheNightDropsItsUnreadCalls()
{
    WerewolfPage page{Game::Xiangqi};
    turnOn(page);
    WerewolfNarrator& n = *page.narrator();
    n.setTiming({5000, 5000, 5000}); // the first call is still being read when the night is applied
    start(page, 1);
    const QStringList night = n.pending();
    QVERIFY2(night.size() > 10, qPrintable(night.join(QLatin1Char('|'))));
    QVERIFY(page.applyNight());
    const QStringList after = n.pending();
    for (const QString& line : night)
        QVERIFY2(!after.contains(line), qPrintable(line));
    QVERIFY2(n.caption().startsWith(QStringLiteral("Day breaks")), qPrintable(n.caption()));
    QVERIFY(n.queuedTexts().contains(night.last())); // the history still has every call
}

// The waits between lines depend only on the kind of line: two different
// deals with different entries and deaths wait exactly alike, and a called
// role's time to act is the setting's.
void TestUiWerewolfNarrator::waitsDoNotDependOnWhoActs()
{
    auto waitsOfAnEvening = [](int seed, bool act) -> QList<int> {
        WerewolfPage page{Game::Xiangqi};
        turnOn(page);
        WerewolfNarrator& n = *page.narrator();
        n.setTiming({5, 3, 7});
        QList<int> waits;
        QObject::connect(&n, &WerewolfNarrator::captionChanged, &n, [&](const QString& text) {
            if (!text.isEmpty())
                waits << n.scheduledMs();
        });
        start(page, seed);
        // The moderator lets the night's calls finish (applying the night drops the unread ones).
        if (!QTest::qWaitFor([&n] { return !n.busy(); }, 10000))
            return {};
        if (act)
            enterFirstChoices(page);
        page.applyNight();
        if (!QTest::qWaitFor([&n] { return !n.busy(); }, 10000))
            return {};
        return waits;
    };
    const QList<int> a = waitsOfAnEvening(1, true);
    const QList<int> b = waitsOfAnEvening(77, false);
    QCOMPARE(a, b);
    QVERIFY(a.contains(5 + 7) && a.contains(5 + 3));
    QCOMPARE(a.count(5 + 7), 8); // the eight roles of the night order, each the same time to act

    WerewolfNarrator n;
    Preferences prefs;
    prefs.narratorActSeconds = 20;
    n.setPreferences(prefs);
    QCOMPARE(n.pauseMs(narrator::Pause::Act), 20000);
    QCOMPARE(n.pauseMs(narrator::Pause::Short), WerewolfNarrator::ShortPauseMs);
}

// Without a speech engine the line being read is on the projector in type
// larger than the title; stopping takes it away.
void TestUiWerewolfNarrator::largeTypeWithoutSpeech()
{
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    WerewolfPage page{Game::Xiangqi};
    turnOn(page);
    ui::WerewolfPublicView* view = page.publicView();
    view->resize(1920, 1080);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view));
    start(page, 2);
    QVERIFY(!page.narrator()->speaks());
    QCOMPARE(view->caption(), QStringLiteral(u"第 1 夜，天黑请闭眼。"));
    QVERIFY(view->captionLabel()->isVisible());
    auto* title = view->findChild<QLabel*>(QStringLiteral("publicTitle"));
    QVERIFY(view->captionLabel()->font().pixelSize() > title->font().pixelSize());
    QVERIFY(view->captionLabel()->font().pixelSize() >= 60); // across a room at 1080 lines

    page.narratorBar()->stopButton()->click();
    QVERIFY(view->caption().isEmpty());
    QVERIFY(!view->captionLabel()->isVisible());
    QVERIFY(page.narrator()->pending().isEmpty());

    // An undone night drops what was still to be read of its dawn.
    QVERIFY(page.applyNight());
    QVERIFY(!page.narrator()->pending().isEmpty());
    QVERIFY(page.undoPhase());
    QVERIFY(page.narrator()->pending().isEmpty());
    QVERIFY(view->caption().isEmpty());
    delete view;
}

// A real speech engine that stays silent (speech-dispatcher without a sound
// device) costs a few seconds, then the lines become captions; the window never
// hangs. Only with QIYUAN_TEST_SPEECH=1: it starts the machine's speech service.
void TestUiWerewolfNarrator::silentEngineGivesCaptions()
{
    if (!qEnvironmentVariableIsSet("QIYUAN_TEST_SPEECH"))
        QSKIP("set QIYUAN_TEST_SPEECH=1 to try the machine's speech engine");
    WerewolfNarrator n;
    Preferences prefs;
    prefs.narrator = true;
    n.setPreferences(prefs);
    n.setTiming({50, 10, 20, 3000});
    QElapsedTimer clock;
    clock.start();
    n.say(narrator::callToVote(1, Language::English));
    QVERIFY(clock.elapsed() < 1000); // the call returns at once whatever the engine does
    if (!QTest::qWaitFor([&n] { return !n.busy(); }, 20000))
        QFAIL("the narrator never finished");
    qInfo() << "spoke:" << n.speaks() << "after" << clock.elapsed() << "ms";
}

// Off (the default: it speaks aloud), the narrator queues nothing.
void TestUiWerewolfNarrator::offSaysNothing()
{
    WerewolfPage page{Game::Chess};
    page.narrator()->setSpeechAllowed(false);
    start(page, 1);
    QVERIFY(page.narrator()->queued().empty());
    QVERIFY(!page.narrator()->busy());
}

// Settings → General → Narrator: on/off, voice, speed, volume and time to act are kept.
void TestUiWerewolfNarrator::settingsKeepTheNarrator()
{
    ui::LanguageManager languages;
    {
        ui::SettingsDialog dialog(&languages);
        QVERIFY(!dialog.narratorBox()->isChecked());
        dialog.narratorBox()->setChecked(true);
        dialog.narratorRateBox()->setValue(-3);
        dialog.narratorVolumeBox()->setValue(55);
        dialog.narratorActBox()->setValue(25);
        QCOMPARE(dialog.narratorVoiceBox()->currentData().toString(), QString()); // the language's default
        dialog.accept();
    }
    const Preferences p = Preferences::load();
    QVERIFY(p.narrator);
    QCOMPARE(p.narratorRate, -3);
    QCOMPARE(p.narratorVolume, 55);
    QCOMPARE(p.narratorActSeconds, 25);
    QCOMPARE(p.narratorVoice, QString());
}

// With QIYUAN_SCREENSHOT_DIR set: the projector with the narrator's caption,
// the moderator's page with the narrator's bar and the settings' narrator
// group, in both languages at 1280×800 and 1920×1080, to be looked at.
void TestUiWerewolfNarrator::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ui::ensureChineseFont();
    ui::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages.setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString name = QStringLiteral("%1/narrator-%2-%3-%4x%5.png").arg(dir);
            WerewolfPage page{Game::Xiangqi};
            turnOn(page);
            page.resize(size);
            page.show();
            ui::WerewolfPublicView* view = page.publicView();
            view->resize(size);
            view->show();
            start(page, 4);
            QTest::qWait(150);
            QVERIFY(view->grab().save(name.arg(QStringLiteral("projector"), language).arg(size.width()).arg(size.height())));
            QVERIFY(page.grab().save(name.arg(QStringLiteral("page"), language).arg(size.width()).arg(size.height())));
            delete view;
        }
        Preferences prefs;
        prefs.narrator = true;
        prefs.save();
        ui::SettingsDialog dialog(&languages);
        dialog.show();
        QTest::qWait(150);
        QVERIFY(dialog.grab().save(QStringLiteral("%1/narrator-settings-%2.png").arg(dir, language)));
    }
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiWerewolfNarrator)
#include "tst_ui_werewolf_narrator.moc"
