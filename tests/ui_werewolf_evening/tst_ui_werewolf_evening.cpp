// The moderator's evening without a mouse (issue 38): a 32-player 中国象棋版杀
// from the start page to the third night, two nights and two days, run only
// with keys sent to whatever has the focus (Tab, Shift+Tab, Ctrl+Tab, arrows,
// typing, Enter, Space, Esc, the narrator's Alt+O) in the real main window,
// with the narrator on. After each phase the narrator's queue holds the calls
// in order (night falls, each role awake and asleep in the night order, dawn's
// announcement, the call to vote and its result) and names no living player.
// Wherever focus would be lost or a control could not be reached, the test
// fails with where the keyboard got stuck.
#include "../keyboard.h"
#include "../rolegametest.h"

#include "session/moderatorsession.h"
#include "ui/cjkfont.h"
#include "ui/gamecard.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/preferences.h"
#include "ui/startpage.h"
#include "ui/werewolf/narrator.h"
#include "ui/werewolf/publicview.h"
#include "ui/werewolf/werewolfpage.h"
#include "werewolf/text.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::werewolf;
using namespace qiyuan::testkeys;
using qiyuan::ui::MainWindow;
using qiyuan::ui::WerewolfPage;

// A helper's failure ends the test there (QVERIFY in a helper only leaves the helper).
#define STEP(call)                                                                                                     \
    do {                                                                                                               \
        call;                                                                                                          \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

class TestUiWerewolfEvening : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void thirtyTwoPlayersByKeyboard_data();
    void thirtyTwoPlayersByKeyboard();

private:
    // The last phase's public announcement, as the engine words it in the UI language.
    QString lastAnnouncement() const;
    // Alt+O, the narrator bar's "Call the vote", from wherever the focus is; the narrator says `expected`.
    void callTheVote(const QString& expected);
    int seatOf(Camp camp, Role role, int nth = 0) const;
    // One phase's narration: what was queued since the last call.
    QStringList newLines();
    // No queued line names a living player (so no living role, no target that lived), except
    // `voted`: whom the day's public vote named (a tie is announced with their names).
    void checkNothingSecret(const QStringList& lines, const QList<int>& voted = {}) const;
    // The moderator types one night entry: seat, action (its number), target, screen; each with Enter.
    void typeEntry(const QList<int>& steps);
    // The moderator enters one row of the night panel: Tab to its target picker, the name typed, Tab, Space.
    void enterByRow(int actor, int target);
    // Resolve (twice: the first press lists who has not acted), then Apply the night.
    void resolveAndApply();
    // Each voter's picker reached with Tab, the target's name typed into it.
    void voteByKeyboard(const std::map<int, int>& votes);
    void shoot(const QString& phase);
    void toTab(WerewolfPage::Tab tab);

    std::unique_ptr<ui::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    WerewolfPage* m_page = nullptr;
    int m_heard = 0; // lines of the narrator's queue already checked
    QString m_language;
};

void TestUiWerewolfEvening::initTestCase()
{
    testrolegame::useTestSettings("tst_ui_werewolf_evening");
    ui::ensureChineseFont();
}

void TestUiWerewolfEvening::init()
{
    QSettings().clear();
    for (const char* key : {"werewolf-xiangqi", "werewolf-chess"}) {
        const QString path = MainWindow::autosavePath(QLatin1String(key));
        QFile::remove(path);
        QFile::remove(path + QStringLiteral(".bak"));
    }
    // The narrator on, as the settings' switch leaves it.
    ui::Preferences prefs = ui::Preferences::load();
    prefs.narrator = true;
    prefs.save();
    m_languages = std::make_unique<ui::LanguageManager>();
}

void TestUiWerewolfEvening::cleanup()
{
    m_page = nullptr;
    m_window.reset();
    m_languages->setPreference(QStringLiteral("en"));
    m_languages.reset();
}

int TestUiWerewolfEvening::seatOf(Camp camp, Role role, int nth) const
{
    for (const Player& p : m_page->table()->state().players)
        if (p.camp == camp && p.role == role && p.alive && nth-- == 0)
            return p.id;
    return NoPlayer;
}

QStringList TestUiWerewolfEvening::newLines()
{
    const QStringList all = m_page->narrator()->queuedTexts();
    const QStringList out = all.mid(m_heard);
    m_heard = int(all.size());
    return out;
}

QString TestUiWerewolfEvening::lastAnnouncement() const
{
    return QString::fromStdString(announcement(m_page->table()->results().back(), Game::Xiangqi, m_page->session().style()));
}

void TestUiWerewolfEvening::callTheVote(const QString& expected)
{
    const int heard = m_heard;
    press(Qt::Key_O, Qt::AltModifier);
    // The button clicks a moment later (a mnemonic animates the press).
    QTRY_COMPARE(m_page->narrator()->queuedTexts().size(), heard + 1);
    QCOMPARE(newLines(), QStringList{expected});
}

void TestUiWerewolfEvening::checkNothingSecret(const QStringList& lines, const QList<int>& voted) const
{
    for (const Player& p : m_page->table()->state().players)
        if (p.alive && !voted.contains(p.id))
            for (const QString& line : lines)
                QVERIFY2(!line.contains(m_page->playerName(p.id)),
                         qPrintable(QStringLiteral("'%1' names the living %2").arg(line, m_page->playerName(p.id))));
}

void TestUiWerewolfEvening::typeEntry(const QList<int>& steps)
{
    auto* typed = m_page->findChild<QLineEdit*>(QStringLiteral("typedEntry"));
    QVERIFY(reach(typed));
    const std::size_t before = m_page->enteredTonight().size();
    for (int step : steps) {
        type(QString::number(step));
        press(Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), typed); // the field keeps the focus from step to step
    }
    const QString message = m_page->findChild<QLabel*>(QStringLiteral("nightMessage"))->text();
    QVERIFY2(m_page->enteredTonight().size() == before + 1, qPrintable(message));
}

void TestUiWerewolfEvening::enterByRow(int actor, int target)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the rows of the last refresh gone
    auto* picker = m_page->findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(actor));
    auto* enter = m_page->findChild<QPushButton*>(QStringLiteral("nightEnter-%1").arg(actor));
    QVERIFY2(picker && enter, qPrintable(QStringLiteral("no night row for seat %1").arg(actor)));
    QVERIFY(reach(picker));
    type(m_page->playerName(target));
    QCOMPARE(picker->currentData().toInt(), target);
    QVERIFY(reach(enter));
    const std::size_t before = m_page->enteredTonight().size();
    press(Qt::Key_Space);
    QCOMPARE(m_page->enteredTonight().size(), before + 1);
    // The focus stays in the night panel (on the next open row), not thrown to the window's first control.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QWidget* now = QApplication::focusWidget();
    QVERIFY2(now && m_page->findChild<QWidget*>(QStringLiteral("nightTab"))->isAncestorOf(now),
             qPrintable(describe(now)));
}

void TestUiWerewolfEvening::resolveAndApply()
{
    auto* resolve = m_page->findChild<QPushButton*>(QStringLiteral("resolveButton"));
    auto* apply = m_page->findChild<QPushButton*>(QStringLiteral("applyNightButton"));
    QVERIFY(reach(resolve));
    press(Qt::Key_Space); // lists who has not acted
    QVERIFY(!apply->isEnabled());
    press(Qt::Key_Space); // "Resolve anyway"
    QVERIFY2(apply->isEnabled(), qPrintable(m_page->findChild<QLabel*>(QStringLiteral("nightMessage"))->text()));
    QVERIFY(!m_page->findChild<QPlainTextEdit*>(QStringLiteral("previewText"))->toPlainText().isEmpty());
    QVERIFY(reach(apply));
    press(Qt::Key_Space);
    QCOMPARE(m_page->tabs()->currentIndex(), int(WerewolfPage::DawnTab));
    QWidget* now = QApplication::focusWidget();
    QVERIFY2(now && m_page->isAncestorOf(now), qPrintable(describe(now)));
}

void TestUiWerewolfEvening::toTab(WerewolfPage::Tab tab)
{
    // Ctrl+Tab and Ctrl+Shift+Tab from inside the tabs, as the moderator moves between them.
    QVERIFY2(QApplication::focusWidget() && m_page->tabs()->isAncestorOf(QApplication::focusWidget()),
             qPrintable(describe(QApplication::focusWidget())));
    for (int guard = 0; guard < 6 && m_page->tabs()->currentIndex() != tab; ++guard)
        press(Qt::Key_Tab, m_page->tabs()->currentIndex() < tab ? Qt::ControlModifier : Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_page->tabs()->currentIndex(), int(tab));
}

void TestUiWerewolfEvening::voteByKeyboard(const std::map<int, int>& votes)
{
    auto* table = m_page->findChild<QTableWidget*>(QStringLiteral("voteTable"));
    for (int row = 0; row < table->rowCount(); ++row) {
        const int voter = table->item(row, 0)->data(Qt::UserRole).toInt();
        auto* picker = qobject_cast<QComboBox*>(table->cellWidget(row, 1));
        QVERIFY(picker);
        QVERIFY(reach(picker));
        const auto it = votes.find(voter);
        if (it == votes.end())
            continue;
        type(m_page->playerName(it->second));
        QCOMPARE(m_page->session().voteOf(voter), it->second);
    }
}

void TestUiWerewolfEvening::shoot(const QString& phase)
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100);
    QWidget* shown = QApplication::activeWindow() ? QApplication::activeWindow() : m_window.get();
    QVERIFY(shown->grab().save(QStringLiteral("%1/evening-%2-%3-1280x800.png").arg(dir, phase, m_language)));
}

void TestUiWerewolfEvening::thirtyTwoPlayersByKeyboard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("nightFalls");  // night 1's calls, each role in the night order
    QTest::addColumn<QString>("daybreak");
    QTest::addColumn<QString>("callToVote");
    QTest::addColumn<QString>("votesIn");
    // The night order of the rules (XW-7): soldiers, cannons, chariots, horses, elephants, the advisors, the generals.
    QTest::newRow("English")
        << QStringLiteral("en")
        << QStringList{"Night 1 falls. Everyone, close your eyes.",
                       "Soldier, wake up and act.", "Soldier, close your eyes.",
                       "Cannon, wake up and act.", "Cannon, close your eyes.",
                       "Chariot, wake up and act.", "Chariot, close your eyes.",
                       "Horse, wake up and act.", "Horse, close your eyes.",
                       "Elephant, wake up and act.", "Elephant, close your eyes.",
                       "Left Advisor, wake up and act.", "Left Advisor, close your eyes.",
                       "Right Advisor, wake up and act.", "Right Advisor, close your eyes.",
                       "General, wake up and act.", "General, close your eyes.",
                       "The night is over."}
        << QStringLiteral("Day breaks. Everyone, open your eyes.") << QStringLiteral("Day %1: the talk is over. Time to vote.")
        << QStringLiteral("The votes are in.");
    QTest::newRow("Chinese")
        << QStringLiteral("zh_CN")
        << QStringList{QStringLiteral(u"第 1 夜，天黑请闭眼。"),
                       QStringLiteral(u"兵、卒请睁眼，请行动。"), QStringLiteral(u"兵、卒请闭眼。"),
                       QStringLiteral(u"炮请睁眼，请行动。"), QStringLiteral(u"炮请闭眼。"),
                       QStringLiteral(u"车请睁眼，请行动。"), QStringLiteral(u"车请闭眼。"),
                       QStringLiteral(u"马请睁眼，请行动。"), QStringLiteral(u"马请闭眼。"),
                       QStringLiteral(u"相、象请睁眼，请行动。"), QStringLiteral(u"相、象请闭眼。"),
                       QStringLiteral(u"左仕、左士请睁眼，请行动。"), QStringLiteral(u"左仕、左士请闭眼。"),
                       QStringLiteral(u"右仕、右士请睁眼，请行动。"), QStringLiteral(u"右仕、右士请闭眼。"),
                       QStringLiteral(u"帅、将请睁眼，请行动。"), QStringLiteral(u"帅、将请闭眼。"),
                       QStringLiteral(u"夜晚结束。")}
        << QStringLiteral(u"天亮了，请大家睁眼。") << QStringLiteral(u"第 %1 天，发言结束，请投票。") << QStringLiteral(u"投票结束。");
}

void TestUiWerewolfEvening::thirtyTwoPlayersByKeyboard()
{
    QFETCH(QString, language);
    QFETCH(QStringList, nightFalls);
    QFETCH(QString, daybreak);
    QFETCH(QString, callToVote);
    QFETCH(QString, votesIn);
    m_language = language;
    m_languages->setPreference(language);
    m_window = std::make_unique<MainWindow>(m_languages.get());
    m_window->resize(1280, 800);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));

    // The start page: Tab to 中国象棋版杀's table, Space.
    QPushButton* open = m_window->startPage()->card(QStringLiteral("werewolf-xiangqi"))->modeButton(PlayMode::HotSeat);
    QVERIFY(open);
    QVERIFY(reach(open));
    STEP(press(Qt::Key_Space));
    m_page = m_window->findChild<WerewolfPage*>(QStringLiteral("werewolfPage-werewolf-xiangqi"));
    QVERIFY(m_page && m_page->isVisible());
    m_page->narrator()->setSpeechAllowed(false); // no sound: the queue is what would be spoken
    m_heard = 0;

    // ---- Setup: the names typed, the deal number typed, Deal, the reveal, Start.
    auto* namesEdit = m_page->findChild<QPlainTextEdit*>(QStringLiteral("namesEdit"));
    QVERIFY(reach(namesEdit));
    for (const QString& name : testrolegame::playerNames(32)) {
        STEP(type(name));
        STEP(press(Qt::Key_Return));
    }
    auto* seed = m_page->findChild<QSpinBox*>(QStringLiteral("seedSpin"));
    QVERIFY(reach(seed)); // Tab leaves the names (a tab is no name)
    QCOMPARE(m_page->findChild<QPlainTextEdit*>(QStringLiteral("namesEdit"))->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             testrolegame::playerNames(32));
    STEP(press(Qt::Key_A, Qt::ControlModifier));
    STEP(type(QStringLiteral("38")));
    QVERIFY(reach(m_page->findChild<QPushButton*>(QStringLiteral("dealButton"))));
    STEP(press(Qt::Key_Space));
    QCOMPARE(int(m_page->session().deal().size()), 32);
    QCOMPARE(m_page->session().seed(), std::uint64_t(38));

    // The reveal: each player in turn shows (Space) and hides (Space) their role; Space closes.
    int taps = 0;
    QString stuck;
    QTimer keys;
    connect(&keys, &QTimer::timeout, this, [&] {
        QWidget* reveal = QApplication::activeModalWidget();
        if (!reveal || !reveal->isActiveWindow())
            return; // not open, or not yet given the keyboard
        QWidget* key = reveal->focusWidget();
        if (!key || key->objectName() != QLatin1String("tapArea")) {
            stuck = describe(key); // the keyboard cannot show the next role: leave with Esc
            QTest::keyClick(reveal, Qt::Key_Escape);
            return;
        }
        QTest::keyClick(key, Qt::Key_Space);
        ++taps;
    });
    keys.start(1);
    QVERIFY(reach(m_page->findChild<QPushButton*>(QStringLiteral("revealButton"))));
    STEP(press(Qt::Key_Space));
    keys.stop();
    QVERIFY2(stuck.isEmpty(), qPrintable(stuck));
    QCOMPARE(taps, 2 * 32 + 1);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get())); // the window system hands the keyboard back
    QCOMPARE(QApplication::focusWidget(), m_page->findChild<QWidget*>(QStringLiteral("revealButton")));
    QVERIFY(m_page->narrator()->queued().empty()); // nothing is read before the game starts
    STEP(shoot(QStringLiteral("1-setup")));

    QVERIFY(reach(m_page->findChild<QPushButton*>(QStringLiteral("startButton"))));
    STEP(press(Qt::Key_Space));
    QVERIFY(m_page->table());
    QCOMPARE(m_page->tabs()->currentIndex(), int(WerewolfPage::NightTab));
    // The keyboard goes on in the night panel, at the typed entry.
    QCOMPARE(QApplication::focusWidget(), m_page->findChild<QWidget*>(QStringLiteral("typedEntry")));

    // ---- Night 1: the narrator calls each role awake and asleep, in the night order.
    QStringList lines = newLines();
    QCOMPARE(lines, nightFalls);
    STEP(checkNothingSecret(lines));

    const int redGeneral = seatOf(Camp::Red, Role::General);
    const int blackGeneral = seatOf(Camp::Black, Role::General);
    const int blackChariot = seatOf(Camp::Black, Role::Chariot);
    const int blackChariot2 = seatOf(Camp::Black, Role::Chariot, 1);
    const int blackCannon = seatOf(Camp::Black, Role::Cannon);
    const int blackSoldier = seatOf(Camp::Black, Role::Soldier);
    const int blackElephant = seatOf(Camp::Black, Role::Elephant);
    const int redHorse = seatOf(Camp::Red, Role::Horse);
    const int redHorse2 = seatOf(Camp::Red, Role::Horse, 1);
    const int redCannon = seatOf(Camp::Red, Role::Cannon);
    const int redSoldier = seatOf(Camp::Red, Role::Soldier);
    const int redSoldier2 = seatOf(Camp::Red, Role::Soldier, 1);
    const int redElephant = seatOf(Camp::Red, Role::Elephant);
    auto verbNumber = [this](int actor, Verb verb) {
        const auto options = m_page->table()->options(actor, m_page->enteredTonight());
        for (int i = 0; i < int(options.size()); ++i)
            if (options[std::size_t(i)].verb == verb)
                return i + 1;
        return 0;
    };

    // XW-9: the red 帅 kills a black chariot (it has two actions: the number chooses "kill").
    STEP(typeEntry({redGeneral, verbNumber(redGeneral, Verb::Kill), blackChariot}));
    // XW-15: the red horses investigate one black cannon together.
    STEP(typeEntry({redHorse, blackCannon}));
    STEP(typeEntry({redHorse2, blackCannon}));
    // XW-11: a red cannon shoots a black soldier over a black elephant (an enemy screen: invincible tonight).
    STEP(typeEntry({redCannon, blackSoldier, blackElephant}));
    // XW-17: nobody may pray for a general: refused in words, the field cleared for the next try, Esc starts over.
    auto* typed = m_page->findChild<QLineEdit*>(QStringLiteral("typedEntry"));
    STEP(type(QString::number(redSoldier)));
    STEP(press(Qt::Key_Return));
    STEP(type(QString::number(blackGeneral)));
    STEP(press(Qt::Key_Return));
    QVERIFY(typed->text().isEmpty());
    const QString refusal = m_page->findChild<QLabel*>(QStringLiteral("nightMessage"))->text();
    QVERIFY2(!refusal.isEmpty() && !refusal.contains(QStringLiteral("matches")), qPrintable(refusal));
    STEP(press(Qt::Key_Escape));
    QCOMPARE(QApplication::focusWidget(), typed);
    // XW-14: the other black chariot imprisons a red soldier, through its row's own controls.
    STEP(enterByRow(blackChariot2, redSoldier));
    QCOMPARE(int(m_page->enteredTonight().size()), 5);
    STEP(shoot(QStringLiteral("2-night1")));
    STEP(resolveAndApply());

    // Dawn: daybreak and the public announcement; the chariot and the soldier are dead.
    QVERIFY(!m_page->table()->state().find(blackChariot)->alive);
    QVERIFY(!m_page->table()->state().find(blackSoldier)->alive);
    QVERIFY(m_page->table()->state().find(blackElephant)->alive);
    lines = newLines();
    const QString dawn1 = lastAnnouncement();
    QCOMPARE(lines, (QStringList{daybreak, dawn1}));
    QVERIFY(dawn1.contains(m_page->playerName(blackChariot)) && dawn1.contains(m_page->playerName(blackSoldier)));
    STEP(checkNothingSecret(lines));
    STEP(shoot(QStringLiteral("3-dawn1")));

    // The projector from the roster by keyboard; on this single screen it lies over the moderator's
    // window with the narrator's caption, and Esc brings the moderator back with the keyboard where it was.
    STEP(toTab(WerewolfPage::RosterTab));
    auto* publicButton = m_page->findChild<QPushButton*>(QStringLiteral("publicButton"));
    QVERIFY(reach(publicButton));
    STEP(press(Qt::Key_Space));
    ui::WerewolfPublicView* projector = m_page->publicView();
    QVERIFY(QTest::qWaitForWindowActive(projector));
    QCOMPARE(projector->caption(), m_page->narrator()->caption()); // the line being read, in large type
    QVERIFY(!projector->caption().isEmpty());
    STEP(shoot(QStringLiteral("3-projector")));
    STEP(press(Qt::Key_Escape));
    QVERIFY(!projector->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QCOMPARE(QApplication::focusWidget(), publicButton);

    // ---- Day 1: the call to vote by Alt+O, every vote by keyboard, Apply.
    STEP(toTab(WerewolfPage::DayTab));
    STEP(callTheVote(callToVote.arg(1)));
    // XW-24: the room votes out a red soldier; that soldier votes for a black one.
    std::map<int, int> votes;
    for (const Player& p : m_page->table()->state().players)
        if (p.alive)
            votes[p.id] = p.id == redSoldier2 ? seatOf(Camp::Black, Role::Soldier) : redSoldier2;
    STEP(voteByKeyboard(votes));
    STEP(shoot(QStringLiteral("4-day1")));
    QVERIFY(reach(m_page->findChild<QPushButton*>(QStringLiteral("executeButton"))));
    STEP(press(Qt::Key_Space));
    QVERIFY(!m_page->table()->state().find(redSoldier2)->alive);
    lines = newLines();
    const QString day1 = lastAnnouncement();
    QVERIFY(lines.size() > 3);
    QCOMPARE(lines.mid(0, 2), (QStringList{votesIn, day1}));
    QVERIFY(day1.contains(m_page->playerName(redSoldier2)));
    QCOMPARE(lines.mid(2), QStringList(nightFalls).replaceInStrings(QStringLiteral("1"), QStringLiteral("2")));
    STEP(checkNothingSecret(lines));
    QWidget* now = QApplication::focusWidget();
    QVERIFY2(now && m_page->isAncestorOf(now), qPrintable(describe(now)));
    STEP(shoot(QStringLiteral("5-day1-applied")));

    // ---- Night 2.
    STEP(toTab(WerewolfPage::NightTab));
    // XW-20: the black 将 kills a red horse; the horses' 兑子 (XW-15) spares a 帅 or 将 that attacks.
    STEP(typeEntry({blackGeneral, verbNumber(blackGeneral, Verb::Kill), redHorse}));
    // XW-16: a red elephant heals a red cannon, through its row.
    STEP(enterByRow(redElephant, redCannon));
    STEP(shoot(QStringLiteral("6-night2")));
    STEP(resolveAndApply());
    QVERIFY(!m_page->table()->state().find(redHorse)->alive);
    QVERIFY(m_page->table()->state().find(blackGeneral)->alive);
    lines = newLines();
    const QString dawn2 = lastAnnouncement();
    QCOMPARE(lines, (QStringList{daybreak, dawn2}));
    STEP(checkNothingSecret(lines));
    STEP(shoot(QStringLiteral("7-dawn2")));

    // ---- Day 2: XW-24, a tie: nobody is executed (the default setting).
    STEP(toTab(WerewolfPage::DayTab));
    STEP(callTheVote(callToVote.arg(2)));
    const int tiedA = seatOf(Camp::Black, Role::Cannon, 1);
    const int tiedB = seatOf(Camp::Black, Role::Horse);
    votes.clear();
    std::vector<int> others;
    for (const Player& p : m_page->table()->state().players)
        if (p.alive && p.id != tiedA && p.id != tiedB)
            others.push_back(p.id);
    QCOMPARE(others.size() % 2, std::size_t(0));
    for (std::size_t i = 0; i < others.size(); ++i)
        votes[others[i]] = i < others.size() / 2 ? tiedA : tiedB;
    votes[tiedA] = tiedB;
    votes[tiedB] = tiedA;
    const int livingBefore = int(others.size()) + 2;
    STEP(voteByKeyboard(votes));
    QVERIFY(reach(m_page->findChild<QPushButton*>(QStringLiteral("executeButton"))));
    STEP(press(Qt::Key_Space));
    QCOMPARE(m_page->table()->state().days, 2);
    int living = 0;
    for (const Player& p : m_page->table()->state().players)
        living += p.alive ? 1 : 0;
    QCOMPARE(living, livingBefore);
    lines = newLines();
    const QString day2 = lastAnnouncement();
    QCOMPARE(lines.mid(0, 2), (QStringList{votesIn, day2}));
    QVERIFY(day2.contains(m_page->playerName(tiedA)) && day2.contains(m_page->playerName(tiedB)));
    STEP(checkNothingSecret(lines, {tiedA, tiedB}));
    QCOMPARE(lines.mid(2), QStringList(nightFalls).replaceInStrings(QStringLiteral("1"), QStringLiteral("3")));
    STEP(shoot(QStringLiteral("8-day2-applied")));
}

QTEST_MAIN(TestUiWerewolfEvening)
#include "tst_ui_werewolf_evening.moc"
