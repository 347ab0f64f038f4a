// The lifecycle of games as a player meets it in the main window (issue 15):
// quitting with several unsaved games asks once, naming each; discarded games
// stay discarded at the next start; Ctrl+N shows the games in progress above
// the chooser and Back / Esc / Continue return to a game unchanged, its clock
// included; the save question names the game it means.
#include "ui/banqi/banqitable.h"
#include "ui/cjkfont.h"
#include "ui/gamecard.h"
#include "ui/gamenames.h"
#include "ui/jifen/jifentable.h"
#include "ui/jifen/kindchooser.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/quitdialog.h"
#include "ui/startpage.h"
#include "ui/werewolf/werewolfpage.h"
#include "ui/xiangqi/xiangqitable.h"
#include "xiangqi/position.h"
#include "ui/xiangqi/record.h"
#include "ui/xiangqi/explorerpanel.h"
#include <QDialog>
#include <QComboBox>
#include <QProgressBar>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiLifecycle : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void quitAsksOnceForEveryUnsavedGame();
    void discardedGamesAreNotResumed();
    void quitCancelledKeepsEverything();
    void quitSavesTheCheckedGames();
    void newGameLeadsBackToTheGame_data();
    void newGameLeadsBackToTheGame();
    void saveQuestionNamesTheGame();
    void screenshots();
    void screenshotsOfEveryTable();
    void screenshotsOfTheRoleGame();
    void screenshotsOfRepetitionVerdicts();
    void screenshotsOfAReview();
    void screenshotsOfTheExplorer();
    void newGameLeadsBackToEveryGame_data();
    void newGameLeadsBackToEveryGame();

private:
    static const QStringList& boardGames()
    {
        static const QStringList keys{QStringLiteral("xiangqi"), QStringLiteral("banqi"), QStringLiteral("jifen")};
        return keys;
    }
    static void removeAutosaves()
    {
        for (const GameInfo& g : games())
            for (const QString& f : {MainWindow::autosavePath(QString::fromStdString(std::string(g.key))),
                                     MainWindow::autosavePath(QString::fromStdString(std::string(g.key))) + ".bak"})
                QFile::remove(f);
    }
    static QListWidgetItem* itemOf(QuitDialog* d, const QString& key)
    {
        for (int i = 0; i < d->list()->count(); ++i)
            if (d->list()->item(i)->data(Qt::UserRole).toString() == key)
                return d->list()->item(i);
        return nullptr;
    }
    // The window at 1280x800 and 1920x1080, saved as DIR/NAME-LANGUAGE-WxH.png.
    bool saveAtBothSizes(const QString& dir, const QString& name, const QString& language)
    {
        for (QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            m_window->resize(size);
            QTest::qWait(200);
            if (!m_window->grab().save(
                    QStringLiteral("%1/%2-%3-%4x%5.png").arg(dir, name, language).arg(size.width()).arg(size.height())))
                return false;
        }
        return true;
    }
    static bool autosaved(const QString& key) { return QFile::exists(MainWindow::autosavePath(key)); }
    void newWindow()
    {
        m_window = std::make_unique<MainWindow>(m_languages.get());
        m_window->resize(1100, 760);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    // A hot-seat game from the chooser (its dialog accepted as it comes) and one action in it.
    void startWithOneAction(const QString& key)
    {
        QTimer accepter;
        connect(&accepter, &QTimer::timeout, this, [] {
            if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
                d->accept();
        });
        accepter.start(20);
        QTest::mouseClick(m_window->startPage()->card(key)->modeButton(PlayMode::HotSeat), Qt::LeftButton);
        accepter.stop();
        QTest::qWait(100); // the page laid out at its size before clicks land on it
        if (key == QLatin1String("xiangqi")) {
            auto* t = m_window->findChild<XiangqiTable*>();
            for (QPoint p : {QPoint(7, 2), QPoint(4, 2)})
                QTest::mouseClick(t->board(), Qt::LeftButton, {}, t->board()->pointCentre(p.x(), p.y()).toPoint());
            QCOMPARE(t->game().ply(), 1);
        } else if (key == QLatin1String("banqi")) {
            auto* t = m_window->findChild<BanqiTable*>();
            QTest::mouseClick(t->board(), Qt::LeftButton, {}, t->board()->squareCentre(banqi::parseSquare("a1")).toPoint());
            QTRY_COMPARE(t->game().ply(), 1);
        } else {
            auto* t = m_window->findChild<JifenTable*>();
            for (QPoint p : {QPoint(7, 2), QPoint(4, 2)})
                QTest::mouseClick(t->board(), Qt::LeftButton, {}, t->board()->pointCentre(p.x(), p.y()).toPoint());
            QTest::keyClick(t->kindChooser(), Qt::Key_Return); // the moved piece keeps its kind
            QCOMPARE(t->game().actions().size(), size_t(1));
        }
    }
    // Closes the window; `answer` runs on the quit question when it opens.
    bool closeAnswering(std::function<void(QuitDialog*)> answer, QStringList* listed = nullptr)
    {
        bool asked = false;
        int questions = 0;
        QTimer watcher;
        connect(&watcher, &QTimer::timeout, this, [&] {
            auto* d = qobject_cast<QuitDialog*>(QApplication::activeModalWidget());
            if (!d || asked)
                return;
            asked = true;
            ++questions;
            if (listed)
                for (int i = 0; i < d->list()->count(); ++i)
                    listed->append(d->list()->item(i)->text());
            answer(d);
        });
        watcher.start(20);
        const bool closed = m_window->close();
        watcher.stop();
        return closed;
    }

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestUiLifecycle::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_lifecycle"));
}

void TestUiLifecycle::init()
{
    QSettings().clear();
    removeAutosaves();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setPreference(QStringLiteral("en"));
    newWindow();
}

void TestUiLifecycle::cleanup()
{
    m_window.reset(); // destroyed without closeEvent: no question
    m_languages.reset();
    removeAutosaves();
}

// Three unsaved games of different kinds: one question naming all three.
void TestUiLifecycle::quitAsksOnceForEveryUnsavedGame()
{
    for (const QString& key : boardGames()) {
        m_window->showStartPage();
        startWithOneAction(key);
    }
    QStringList listed;
    int asked = 0;
    QVERIFY(!closeAnswering(
        [&](QuitDialog* d) {
            ++asked;
            d->cancelButton()->click();
        },
        &listed));
    QCOMPARE(asked, 1);
    QCOMPARE(listed.size(), 3);
    for (const QString& key : boardGames()) {
        const QString title = GameNames::title(key.toStdString());
        int found = 0;
        for (const QString& line : std::as_const(listed))
            if (line.startsWith(title + QStringLiteral(" — "))) {
                ++found;
                QVERIFY2(line.contains(QStringLiteral("hot seat")), qPrintable(line));
                QVERIFY2(line.contains(QStringLiteral("1 move played")), qPrintable(line));
            }
        QVERIFY2(found == 1, qPrintable(title + QStringLiteral(": ") + listed.join(QStringLiteral(" | "))));
    }
}

// Discard all: the autosaves go, and the next start shows the chooser with
// no game in progress.
void TestUiLifecycle::discardedGamesAreNotResumed()
{
    for (const QString& key : boardGames()) {
        m_window->showStartPage();
        startWithOneAction(key);
        QVERIFY(autosaved(key));
    }
    QVERIFY(closeAnswering([](QuitDialog* d) { d->discardButton()->click(); }));
    for (const QString& key : boardGames())
        QVERIFY2(!autosaved(key), qPrintable(key));
    m_window.reset();
    newWindow();
    QVERIFY(m_window->startPage()->isVisible());
    for (const QString& key : boardGames())
        QVERIFY(!m_window->startPage()->continueButton(key));
    QVERIFY(!m_window->startPage()->backButton()->isVisible());
}

void TestUiLifecycle::quitCancelledKeepsEverything()
{
    startWithOneAction(QStringLiteral("xiangqi"));
    QVERIFY(!closeAnswering([](QuitDialog* d) { d->cancelButton()->click(); }));
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->isXiangqiShown());
    QCOMPARE(m_window->findChild<XiangqiTable*>()->game().ply(), 1);
    QVERIFY(autosaved(QStringLiteral("xiangqi")));
}

// Per game: the checked game is saved to its file, the unchecked one discarded.
void TestUiLifecycle::quitSavesTheCheckedGames()
{
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("kept.pgn"));
    startWithOneAction(QStringLiteral("xiangqi"));
    QVERIFY(m_window->saveFile(pgn));
    auto* t = m_window->findChild<XiangqiTable*>();
    for (QPoint p : {QPoint(7, 9), QPoint(6, 7)}) // a second move: unsaved again
        QTest::mouseClick(t->board(), Qt::LeftButton, {}, t->board()->pointCentre(p.x(), p.y()).toPoint());
    QCOMPARE(t->game().ply(), 2);
    m_window->showStartPage();
    startWithOneAction(QStringLiteral("banqi"));
    QStringList listed;
    QVERIFY(closeAnswering(
        [](QuitDialog* d) {
            QListWidgetItem* banqi = itemOf(d, QStringLiteral("banqi"));
            QVERIFY(banqi && itemOf(d, QStringLiteral("xiangqi")));
            banqi->setCheckState(Qt::Unchecked); // discard it
            QCOMPARE(d->saveButton()->text(), QStringLiteral("Save checked, discard the rest"));
            d->saveButton()->click();
        },
        &listed));
    QCOMPARE(listed.size(), 2);
    QFile file(pgn);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(QStringLiteral("h9g7")) || text.contains(QStringLiteral("马8进7")), qPrintable(text));
    QVERIFY(autosaved(QStringLiteral("xiangqi"))); // saved, still in progress: resumed next time
    QVERIFY(!autosaved(QStringLiteral("banqi")));
}

void TestUiLifecycle::newGameLeadsBackToTheGame_data()
{
    QTest::addColumn<QString>("how"); // how the player leaves the chooser
    QTest::newRow("Esc") << "esc";
    QTest::newRow("Back to the game") << "back";
    QTest::newRow("Continue") << "continue";
}

// Ctrl+N shows the chooser with the game in progress on top; leaving it
// finds the game as it was: position, move list and clock (which does not
// run while the game is off screen).
void TestUiLifecycle::newGameLeadsBackToTheGame()
{
    QFETCH(QString, how);
    XiangqiTable* t = m_window->xiangqiTable();
    t->newGame(xiangqi::Position(), TimeControl{5 * 60000, 0, 0});
    m_window->showPage(t);
    for (QPoint p : {QPoint(7, 2), QPoint(4, 2)})
        QTest::mouseClick(t->board(), Qt::LeftButton, {}, t->board()->pointCentre(p.x(), p.y()).toPoint());
    QCOMPARE(t->game().ply(), 1);
    const std::string fen = t->game().position().fen();
    const QString firstMove = t->moveList()->item(0, 0)->text();
    QTest::qWait(150);
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(m_window->startPage()->isVisible());
    const int blackLeft = t->clock().remainingMs(1);
    QPushButton* resume = m_window->startPage()->continueButton(QStringLiteral("xiangqi"));
    QVERIFY(resume);
    QVERIFY(resume->isVisible());
    QCOMPARE(resume->accessibleName(), QStringLiteral("Continue %1").arg(GameNames::title("xiangqi")));
    QVERIFY(m_window->startPage()->backButton()->isVisible());
    QTest::qWait(600); // off screen: black's clock must not run
    if (how == QLatin1String("esc"))
        QTest::keyClick(m_window->startPage(), Qt::Key_Escape);
    else if (how == QLatin1String("back"))
        QTest::mouseClick(m_window->startPage()->backButton(), Qt::LeftButton);
    else
        QTest::mouseClick(resume, Qt::LeftButton);
    QVERIFY(m_window->isXiangqiShown());
    QCOMPARE(t->game().position().fen(), fen);
    QCOMPARE(t->moveList()->item(0, 0)->text(), firstMove);
    QVERIFY2(blackLeft - t->clock().remainingMs(1) < 200,
             qPrintable(QStringLiteral("%1 -> %2").arg(blackLeft).arg(t->clock().remainingMs(1))));
    QVERIFY(t->clock().remainingMs(1) < 5 * 60000); // it did run while on screen
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("actionSave"))->isEnabled());
}

void TestUiLifecycle::newGameLeadsBackToEveryGame_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("翻翻棋") << "banqi";
    QTest::newRow("积分象棋") << "jifen";
    QTest::newRow("xiangqi role game") << "werewolf-xiangqi";
}

// The same for the other games: Ctrl+N, a wait on the chooser, Esc, and the
// game is exactly as it was (its whole snapshot: position, actions, clock, entries).
void TestUiLifecycle::newGameLeadsBackToEveryGame()
{
    QFETCH(QString, key);
    if (key.startsWith(QLatin1String("werewolf"))) {
        QTest::mouseClick(m_window->startPage()->card(key)->modeButton(PlayMode::HotSeat), Qt::LeftButton);
        auto* moderator = m_window->findChild<WerewolfPage*>();
        QVERIFY(moderator);
        QStringList names;
        for (int i = 1; i <= 32; ++i)
            names << QStringLiteral("Player %1").arg(i);
        moderator->setNames(names);
        QVERIFY(moderator->dealRoles());
        QVERIFY(moderator->startGame());
        const int actor = moderator->session().yetToAct().front();
        const auto options = moderator->table()->options(actor);
        QVERIFY(moderator->enterAction({actor, options.front().verb,
                                        options.front().needsTarget ? options.front().targets.front() : werewolf::NoPlayer,
                                        options.front().screens.empty() ? werewolf::NoPlayer : options.front().screens.front()}));
    } else {
        startWithOneAction(key);
    }
    auto* page = qobject_cast<GamePage*>(m_window->findChild<QStackedWidget*>()->currentWidget());
    QVERIFY(page);
    QTest::qWait(150);
    const QJsonObject before = page->snapshot();
    m_window->activateWindow(); // as after any dialog
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(m_window->startPage()->isVisible());
    QPushButton* resume = m_window->startPage()->continueButton(key);
    QVERIFY(resume && resume->isVisible());
    QTest::qWait(600); // off screen: nothing runs
    QTest::keyClick(m_window->startPage(), Qt::Key_Escape);
    QVERIFY(page->isVisible());
    // Everything as it was; the clock within the moments between the
    // snapshot and Ctrl+N (it ran on screen), not the wait on the chooser.
    auto withoutClock = [](QJsonObject o) {
        QJsonObject m = o.value(QLatin1String("match")).toObject();
        m.remove(QLatin1String("clock"));
        o.insert(QStringLiteral("match"), m);
        return o;
    };
    const QJsonObject after = page->snapshot();
    QCOMPARE(withoutClock(after), withoutClock(before));
    const QJsonObject clockBefore = before.value(QLatin1String("match")).toObject().value(QLatin1String("clock")).toObject();
    const QJsonObject clockAfter = after.value(QLatin1String("match")).toObject().value(QLatin1String("clock")).toObject();
    for (const char* field : {"mainMs", "periodMs"})
        for (int side : {0, 1}) {
            const qint64 used = clockBefore.value(QLatin1String(field)).toArray().at(side).toInteger()
                - clockAfter.value(QLatin1String(field)).toArray().at(side).toInteger();
            QVERIFY2(used >= 0 && used < 200, qPrintable(QStringLiteral("%1[%2]: %3 ms").arg(QLatin1String(field)).arg(side).arg(used)));
        }
}

// Starting another game of a kind in progress asks about that game, by name.
void TestUiLifecycle::saveQuestionNamesTheGame()
{
    startWithOneAction(QStringLiteral("banqi"));
    m_window->showStartPage();
    QString question;
    QTimer watcher;
    connect(&watcher, &QTimer::timeout, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            question = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    watcher.start(20);
    QTest::mouseClick(m_window->startPage()->card(QStringLiteral("banqi"))->modeButton(PlayMode::HotSeat),
                      Qt::LeftButton);
    watcher.stop();
    QVERIFY2(question.contains(GameNames::title("banqi")), qPrintable(question));
    QVERIFY2(question.contains(QStringLiteral("1 move played")), qPrintable(question));
    // Cancelled: still on the chooser, and the game is one click away.
    QVERIFY(m_window->startPage()->isVisible());
    m_window->activateWindow(); // as after any dialog
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window->startPage(), Qt::Key_Escape);
    QCOMPARE(m_window->findChild<BanqiTable*>()->game().ply(), 1);
    QVERIFY(m_window->findChild<BanqiTable*>()->isVisible());
}

// With QIYUAN_SCREENSHOT_DIR set: the chooser with games in progress and the
// quit question, in both languages at 1280×800 and 1920×1080, to be looked at.
void TestUiLifecycle::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        m_languages->setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            m_window.reset();
            removeAutosaves();
            newWindow();
            m_window->resize(size);
            for (const QString& key : {QStringLiteral("xiangqi"), QStringLiteral("banqi")}) {
                m_window->showStartPage();
                startWithOneAction(key);
            }
            m_window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
            QTest::qWait(100);
            const QString name = QStringLiteral("%1/%2-%3-%4x%5.png").arg(dir);
            QVERIFY(m_window->grab().save(name.arg(QStringLiteral("chooser-in-progress"), language)
                                              .arg(size.width()).arg(size.height())));
            QVERIFY(!closeAnswering([&](QuitDialog* d) {
                QTest::qWait(100);
                d->grab().save(name.arg(QStringLiteral("quit-question"), language).arg(size.width()).arg(size.height()));
                d->cancelButton()->click();
            }));
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

// With QIYUAN_SCREENSHOT_DIR set: each board table with a game in progress,
// in English and both Chinese scripts, at 1280×800, 1920×1080 and the window's minimum size.
void TestUiLifecycle::screenshotsOfEveryTable()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        m_languages->setPreference(language);
        for (const QString& key : boardGames()) {
            m_window.reset();
            removeAutosaves();
            newWindow();
            startWithOneAction(key);
            for (QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440), m_window->minimumSizeHint()}) {
                m_window->resize(size);
                QTest::qWait(150);
                const QString tag = size == m_window->minimumSizeHint() ? QStringLiteral("minimum")
                                                                        : QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
                QVERIFY(m_window->grab().save(
                    QStringLiteral("%1/table-%2-%3-%4.png").arg(dir, key, language, tag)));
            }
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

// With QIYUAN_SCREENSHOT_DIR set: every tab of the xiangqi role game after
// night 1 of a 32-player game, in both languages, at 1280×800, 1920×1080 and
// the window's minimum size.
// With QIYUAN_SCREENSHOT_DIR set: the end of a perpetual chase and of a
// perpetual check (issue 36, XQ-3: the Asian rules' diagrams 18 and 2) with the
// pieces marked, the result box, and the warning before the losing move, in
// both languages at 1280×800 and 1920×1080.
void TestUiLifecycle::screenshotsOfRepetitionVerdicts()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    struct Case {
        const char* name;
        const char* fen;
        QStringList moves;
    };
    const Case cases[] = {
        {"chase", "2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/2B1KAB1R w",
         QStringLiteral("f4f3 d3d7 f3f7 d7d3 f7f3 d3d7 f3f7 d7d3 f7f3").split(QLatin1Char(' '))},
        {"check", "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w",
         QStringLiteral("f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8").split(QLatin1Char(' '))},
    };
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_languages->setPreference(language);
        for (QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
            for (const Case& c : cases) {
                m_window.reset();
                removeAutosaves();
                newWindow();
                startWithOneAction(QStringLiteral("xiangqi"));
                m_window->resize(size);
                auto* t = m_window->findChild<XiangqiTable*>();
                t->board()->setAnimationMs(0);
                t->newGame(*xiangqi::Position::fromFen(c.fen));
                QTest::qWait(150);
                for (const QString& m : c.moves) {
                    for (int i : {0, 2})
                        QTest::mouseClick(t->board(), Qt::LeftButton, {},
                                          t->board()->pointCentre(m.at(i).toLatin1() - 'a', m.at(i + 1).digitValue()).toPoint());
                    if (auto* anyway = t->findChild<QPushButton*>(QStringLiteral("playAnywayButton")); anyway && anyway->isVisible()) {
                        QTest::qWait(100);
                        QVERIFY(m_window->grab().save(QStringLiteral("%1/repetition-%2-warning-%3.png").arg(dir, c.name, tag)));
                        QTest::mouseClick(anyway, Qt::LeftButton);
                    }
                }
                QVERIFY(t->game().over());
                QTest::qWait(150);
                auto* box = t->findChild<QMessageBox*>(QStringLiteral("resultDialog"));
                QVERIFY(box);
                QVERIFY(box->grab().save(QStringLiteral("%1/repetition-%2-box-%3.png").arg(dir, c.name, tag)));
                box->close();
                QTest::qWait(50);
                QVERIFY(m_window->grab().save(QStringLiteral("%1/repetition-%2-%3.png").arg(dir, c.name, tag)));
            }
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

// With QIYUAN_SCREENSHOT_DIR set: a reviewed game (issue 37: the graph, the
// marks, the arrow, the summary), both languages, 1280×800 and 1920×1080.
void TestUiLifecycle::screenshotsOfAReview()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    // The start of a game of the engine against itself (tests/data/pgn/review-engine-game.pgn).
    const QStringList moves = QStringLiteral("h2e2 h9g7 h0g2 g6g5 i0h0 b7e7 h0h6 i9i7 b0c2 b9c7 c3c4 a9b9 a0a1 b9b3 "
                                             "h6g6 h7h8 g6h6 h8a8 h6g6 b3c3 a1c1 c3c4")
                                  .split(QLatin1Char(' '));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_languages->setPreference(language);
        m_window.reset();
        removeAutosaves();
        newWindow();
        startWithOneAction(QStringLiteral("xiangqi"));
        auto* t = m_window->findChild<XiangqiTable*>();
        xiangqi::Game game;
        for (const QString& m : moves)
            game.play(xiangqi::Position::parseIccs(m.toStdString()));
        t->setGame(game);
        auto* depth = t->findChild<QComboBox*>(QStringLiteral("reviewDepth"));
        QVERIFY(depth);
        depth->setCurrentIndex(0);
        t->reviewAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!t->findChild<QProgressBar*>(QStringLiteral("reviewProgress"))->isVisible(), 60000);
        t->xiangqiRecord()->showPly(12);
        QVERIFY(saveAtBothSizes(dir, QStringLiteral("review"), language));
    }
    m_languages->setPreference(QStringLiteral("en"));
}

// With QIYUAN_SCREENSHOT_DIR set: the opening explorer over a small collection
// (issue 37), both languages, 1280×800 and 1920×1080.
void TestUiLifecycle::screenshotsOfTheExplorer()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    QTemporaryDir files;
    const QString path = files.filePath(QStringLiteral("club.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Result \"1-0\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 1-0\n\n[Result \"0-1\"]\n\n1. h2e2 h9g7 2. c3c4 i9h9 0-1\n\n"
            "[Result \"1/2-1/2\"]\n\n1. h2e2 b9c7 1/2-1/2\n\n[Result \"1-0\"]\n\n1. c3c4 h9g7 2. h2e2 b9c7 1-0\n\n"
            "[Result \"1-0\"]\n\n1. b2e2 h9g7 1-0\n\n");
    // Games of named openings (lines of tests/data/ecco-lines-?.tsv), with players, for the list's opening column.
    const char* openings[][3] = {{"h2e2 h9g7 h0g2 b9c7 b0c2 g6g5 c3c4 i9h9 c2d4", "吕钦", "许银川"},
                                 {"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 b2a2", "胡荣华", "杨官璘"},
                                 {"h2e2 h9g7 h0g2 i9h9 g3g4 h7i7 b0c2 c6c5 b2b6", "王天一", "郑惟桐"},
                                 {"h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6 i8d8 b0c2", "赵鑫鑫", "蒋川"},
                                 {"g0e2 h7e7 b0c2 h9g7 a0b0 i9h9 c3c4 b9c7 b2b6", "洪智", "孙勇征"},
                                 {"h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b0c2 a9b9 a0b0 g6g5", "汪洋", "谢靖"}};
    for (const auto& [moves, red, black] : openings)
        f.write(QStringLiteral("[Event \"象甲联赛\"]\n[Red \"%1\"]\n[Black \"%2\"]\n[Result \"*\"]\n\n%3 *\n\n")
                    .arg(QString::fromUtf8(red), QString::fromUtf8(black), QString::fromLatin1(moves))
                    .toUtf8());
    f.close();
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_languages->setPreference(language);
        m_window.reset();
        removeAutosaves();
        newWindow();
        QString error;
        QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
        auto* t = m_window->findChild<XiangqiTable*>();
        QTRY_VERIFY(!t->explorerPanel()->isIndexing());
        // The game list with its opening column, once the openings are found.
        auto* list = m_window->findChild<QDialog*>(QStringLiteral("collectionDialog"));
        QVERIFY(list && list->isVisible());
        QTest::qWait(200);
        QVERIFY(list->grab().save(QStringLiteral("%1/collection-%2.png").arg(dir, language)));
        list->hide();
        // A game of a named opening with a variation, at its tenth ply.
        QVERIFY(m_window->openCollectionGame(6, &error));
        t->xiangqiRecord()->showPly(9);
        QVERIFY(saveAtBothSizes(dir, QStringLiteral("opening"), language));
        QVERIFY(m_window->openCollectionGame(0, &error));
        t->xiangqiRecord()->showPly(0);
        QVERIFY(saveAtBothSizes(dir, QStringLiteral("explorer"), language));
    }
    m_languages->setPreference(QStringLiteral("en"));
}

void TestUiLifecycle::screenshotsOfTheRoleGame()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        m_languages->setPreference(language);
        m_window.reset();
        removeAutosaves();
        newWindow();
        QTest::mouseClick(m_window->startPage()->card(QStringLiteral("werewolf-xiangqi"))->modeButton(PlayMode::HotSeat), Qt::LeftButton);
        auto* page = m_window->findChild<WerewolfPage*>();
        QVERIFY(page);
        QStringList names;
        for (int i = 1; i <= 32; ++i)
            names << (language == QLatin1String("en") ? QStringLiteral("Player %1").arg(i) : QStringLiteral("玩家%1").arg(i)); // 玩家: both scripts
        page->setNames(names);
        QVERIFY(page->dealRoles());
        QVERIFY(page->startGame());
        // Night 1: the red general kills a black chariot, the red horses investigate a black cannon.
        auto first = [&](werewolf::Camp camp, werewolf::Role role) {
            for (const werewolf::Player& p : page->table()->state().players)
                if (p.camp == camp && p.role == role)
                    return p.id;
            return werewolf::NoPlayer;
        };
        const int cannon = first(werewolf::Camp::Black, werewolf::Role::Cannon);
        QVERIFY(page->enterAction({first(werewolf::Camp::Red, werewolf::Role::General), werewolf::Verb::Kill,
                                   first(werewolf::Camp::Black, werewolf::Role::Chariot), werewolf::NoPlayer}));
        for (const werewolf::Player& p : page->table()->state().players)
            if (p.camp == werewolf::Camp::Red && p.role == werewolf::Role::Horse)
                QVERIFY(page->enterAction({p.id, werewolf::Verb::Investigate, cannon, werewolf::NoPlayer}));
        QVERIFY(page->applyNight());
        // The reveal, showing the first player's role.
        QTimer::singleShot(0, this, [&] {
            QWidget* reveal = QApplication::activeModalWidget();
            if (!reveal)
                return;
            reveal->resize(1280, 800);
            QTest::mouseClick(reveal->findChild<QPushButton*>(QStringLiteral("tapArea")), Qt::LeftButton);
            QTest::qWait(100);
            reveal->grab().save(QStringLiteral("%1/rolegame-reveal-%2-1280x800.png").arg(dir, language));
            reveal->close();
        });
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("revealButton")), Qt::LeftButton);
        for (QSize size : {QSize(1280, 800), QSize(1920, 1080), m_window->minimumSizeHint()}) {
            m_window->resize(size);
            const QString tag = size == m_window->minimumSizeHint() ? QStringLiteral("minimum")
                                                                    : QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
            for (int tab = 0; tab < page->tabs()->count(); ++tab) {
                page->tabs()->setCurrentIndex(tab);
                QTest::qWait(100);
                QVERIFY(m_window->grab().save(QStringLiteral("%1/rolegame-%2-%3-%4.png")
                                                  .arg(dir, page->tabs()->widget(tab)->objectName(), language, tag)));
            }
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiLifecycle)
#include "tst_ui_lifecycle.moc"
