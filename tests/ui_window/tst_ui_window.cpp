// The window and the room on the board tables (issue 39): the main window
// opens at a size that uses the screen and comes back where it was closed
// (also maximized, never off every screen); the chooser shows every card at
// 1280×800; the boards grow with the window; the analysis panel is as high as
// the lines chosen and words them (and a hint) in the player's notation; and
// nothing a game shows moves the board: a whole 翻翻棋 and a whole 积分象棋
// game at 1280×800, 1920×1080 and 2560×1440.
//
// The offscreen platform gets a 2560×1440 screen of its own (main below), so
// every window size fits on it. QIYUAN_SCREENSHOT_DIR: the tables and the
// chooser at the three sizes in both languages, to be looked at.
#include "banqi/banqitable.h"
#include "cjkfont.h"
#include "gamecard.h"
#include "jifen/jifentable.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "preferences.h"
#include "sidepanel.h"
#include "startpage.h"
#include "windowplace.h"
#include "xiangqi/analysispanel.h"
#include "xiangqi/boardwidget.h"
#include "xiangqi/movetree.h"
#include "xiangqi/xiangqitable.h"

#include "jifen/rules.h"
#include "ai/ai.h"
#include "../banqilayout.h"
#include "../boardclicks.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

using namespace qiyuan;
using namespace qiyuan::ui;

namespace {

// The room a table gets in a window of `window` (the menu and status bars take the rest).
QSize tableRoom(QSize window) { return window - QSize(0, 56); }

// Where the board and the panel are in the table: what must not change while a game is played.
struct TableGeometry {
    QRect board;
    QRect panel;
    bool operator==(const TableGeometry&) const = default;
};

TableGeometry geometryOf(QWidget* table, QWidget* board)
{
    auto* panel = table->findChild<SidePanel*>();
    return {QRect(board->mapTo(table, QPoint(0, 0)), board->size()),
            panel ? QRect(panel->mapTo(table, QPoint(0, 0)), panel->size()) : QRect()};
}

QString describe(const TableGeometry& g)
{
    auto r = [](const QRect& q) { return QStringLiteral("%1,%2 %3x%4").arg(q.x()).arg(q.y()).arg(q.width()).arg(q.height()); };
    return QStringLiteral("board %1, panel %2").arg(r(g.board), r(g.panel));
}

void settle()
{
    // Layout requests are posted events: let every one of them run.
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

void closeResultBoxes(QWidget* table)
{
    for (QMessageBox* box : table->findChildren<QMessageBox*>())
        box->close();
}

} // namespace

class TestUiWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void firstPlace_data();
    void firstPlace();
    void firstStartUsesTheScreen();
    void placeRemembered_data();
    void placeRemembered();
    void placeOffEveryScreenComesBack();
    void chooserShowsEveryCard_data();
    void chooserShowsEveryCard();
    void boardGrowsWithTheWindow_data();
    void boardGrowsWithTheWindow();
    void analysisPanelFitsItsLines_data();
    void analysisPanelFitsItsLines();
    void analysisFollowsTheNotation_data();
    void analysisFollowsTheNotation();
    void hintFollowsTheNotation();
    void boardStaysPutOverAGame_data();
    void boardStaysPutOverAGame();
    void screenshots();

private:
    static void clearPlace() { QSettings().remove(QStringLiteral("mainWindow")); }
    QString shotDir() const { return qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); }
    std::unique_ptr<LanguageManager> languages_;
};

void TestUiWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the settings of a user of this machine stay out
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_window"));
    QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(2560, 1440));
    ensureChineseFont();
    languages_ = std::make_unique<LanguageManager>();
    languages_->setPreference(QStringLiteral("en"));
}

void TestUiWindow::cleanupTestCase()
{
    clearPlace();
    QSettings().remove(QStringLiteral("analysis"));
    languages_->setPreference(QStringLiteral("en"));
}

void TestUiWindow::init()
{
    clearPlace(); // every test starts as a first start
}

// --- the window's place ---------------------------------------------------------

void TestUiWindow::firstPlace_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<bool>("maximized");
    QTest::newRow("1280×800 laptop: maximized") << QRect(0, 0, 1280, 770) << true;
    QTest::newRow("1366×768 laptop: maximized") << QRect(0, 0, 1366, 738) << true;
    QTest::newRow("1440×900: maximized") << QRect(0, 0, 1440, 870) << true;
    QTest::newRow("1920×1080: 90%") << QRect(0, 0, 1920, 1040) << false;
    QTest::newRow("2560×1440: 90%") << QRect(0, 0, 2560, 1400) << false;
    QTest::newRow("second screen right of the first") << QRect(1920, 0, 2560, 1400) << false;
}

void TestUiWindow::firstPlace()
{
    QFETCH(QRect, available);
    QFETCH(bool, maximized);
    const WindowPlace place = firstWindowPlace(available);
    QCOMPARE(place.maximized, maximized);
    QVERIFY(available.contains(place.geometry));
    QCOMPARE(place.geometry.center(), available.center());
    // Not maximized: most of the screen, not a fixed small size.
    QVERIFY(place.geometry.width() >= available.width() * 0.89);
    QVERIFY(place.geometry.height() >= available.height() * 0.89);
}

void TestUiWindow::firstStartUsesTheScreen()
{
    MainWindow w(languages_.get());
    w.showAtStart();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect available = w.screen()->availableGeometry();
    QVERIFY(!w.isMaximized()); // a 2560×1440 screen is large
    QVERIFY2(w.width() >= available.width() * 0.85, qPrintable(QString::number(w.width())));
    QVERIFY(w.height() >= available.height() * 0.8);
    QVERIFY(available.contains(w.geometry()));
}

void TestUiWindow::placeRemembered_data()
{
    QTest::addColumn<QRect>("geometry");
    QTest::addColumn<bool>("maximized");
    QTest::newRow("moved and made smaller") << QRect(120, 90, 1300, 820) << false;
    QTest::newRow("moved and made larger") << QRect(40, 60, 2200, 1300) << false;
    QTest::newRow("maximized") << QRect(200, 150, 1400, 900) << true;
}

void TestUiWindow::placeRemembered()
{
    QFETCH(QRect, geometry);
    QFETCH(bool, maximized);
    {
        MainWindow w(languages_.get());
        w.showAtStart();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setGeometry(geometry);
        QTest::qWait(20);
        if (maximized)
            w.showMaximized();
        QTRY_COMPARE(w.isMaximized(), maximized);
        QVERIFY(w.close()); // no game in progress: nothing to ask
    }
    MainWindow again(languages_.get());
    again.showAtStart();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTRY_COMPARE(again.isMaximized(), maximized);
    QCOMPARE(again.normalGeometry(), geometry); // maximized: where it goes back to
    if (!maximized)
        QCOMPARE(again.geometry(), geometry);
}

// A window closed on a screen that is gone (a monitor unplugged) opens on a screen that is there.
void TestUiWindow::placeOffEveryScreenComesBack()
{
    {
        MainWindow w(languages_.get());
        w.showAtStart();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setGeometry(QRect(3200, 200, 1400, 900)); // on a second screen right of this one
        QTest::qWait(20);
        QVERIFY(w.close());
    }
    MainWindow again(languages_.get());
    again.showAtStart();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    const QRect available = again.screen()->availableGeometry();
    QVERIFY2(available.contains(again.geometry()), qPrintable(describe({again.geometry(), available})));
    QVERIFY(QGuiApplication::screenAt(again.frameGeometry().topLeft() + QPoint(again.frameGeometry().width() / 2, 2)));
}

// --- the chooser and the boards ---------------------------------------------------

void TestUiWindow::chooserShowsEveryCard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("inProgress"); // board games in progress, listed above the cards
    QTest::newRow("English") << "en" << 0;
    QTest::newRow("中文") << "zh_CN" << 0;
    QTest::newRow("English, three games in progress") << "en" << 3;
    QTest::newRow("中文, three games in progress") << "zh_CN" << 3;
    QTest::newRow("繁體中文, three games in progress") << "zh_TW" << 3;
}

// At 1280×800 (maximized on such a screen) the chooser shows every game's
// card without scrolling, also below the games in progress.
void TestUiWindow::chooserShowsEveryCard()
{
    QFETCH(QString, language);
    QFETCH(int, inProgress);
    languages_->setPreference(language);
    MainWindow w(languages_.get());
    w.resize(1280, 800 - 30 - 30); // maximized on a 1280×800 screen: the title bar and a desktop panel take some
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showStartPage();
    QList<StartPage::InProgress> games;
    for (const char* key : {"xiangqi", "banqi", "jifen"})
        if (games.size() < inProgress)
            games.append({QString::fromLatin1(key), QStringLiteral("hot seat · 12 moves played")});
    w.startPage()->setGamesInProgress(games, games.isEmpty() ? QString() : QStringLiteral("xiangqi"));
    QTest::qWait(50);
    auto* scroll = w.startPage()->findChild<QScrollArea*>(QStringLiteral("startPageScroll"));
    QVERIFY(scroll);
    const QRect viewport(QPoint(0, 0), scroll->viewport()->size());
    const QList<GameCard*> cards = w.startPage()->findChildren<GameCard*>();
    QVERIFY(cards.size() >= 5);
    for (GameCard* card : cards) {
        const QRect r(card->mapTo(scroll->viewport(), QPoint(0, 0)), card->size());
        QVERIFY2(viewport.contains(r), qPrintable(QStringLiteral("%1: card at %2,%3 %4x%5 outside %6x%7")
                                                      .arg(card->objectName())
                                                      .arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())
                                                      .arg(viewport.width()).arg(viewport.height())));
    }
    QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    languages_->setPreference(QStringLiteral("en"));
}

void TestUiWindow::boardGrowsWithTheWindow_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("中国象棋") << "xiangqi";
    QTest::newRow("翻翻棋") << "banqi";
    QTest::newRow("积分象棋") << "jifen";
}

// The board takes what the panel leaves: a larger window, a larger board (in both directions),
// and on a wide screen the board and the panel stay together, centred.
void TestUiWindow::boardGrowsWithTheWindow()
{
    QFETCH(QString, game);
    std::unique_ptr<TablePage> t;
    QWidget* board = nullptr;
    if (game == QLatin1String("xiangqi")) {
        auto* x = new XiangqiTable;
        board = x->board();
        t.reset(x);
    } else if (game == QLatin1String("banqi")) {
        auto* b = new BanqiTable;
        board = b->board();
        t.reset(b);
    } else {
        auto* j = new JifenTable;
        board = j->board();
        t.reset(j);
    }
    t->resize(tableRoom({1280, 800}));
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    QSize last;
    int lastPanel = -1;
    for (QSize window : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
        t->resize(tableRoom(window));
        QTest::qWait(30);
        const TableGeometry g = geometryOf(t.get(), board);
        if (last.isValid()) {
            QVERIFY2(g.board.width() > last.width() && g.board.height() > last.height(), qPrintable(describe(g)));
            QVERIFY(g.panel.width() >= lastPanel); // it may take what the board cannot use
        }
        const int least = SidePanel::panelWidth(t->findChild<SidePanel*>()->font());
        QVERIFY2(g.panel.width() >= least && g.panel.width() <= least * 3 / 2, qPrintable(describe(g)));
        // The board fills the height, the panel sits right of it.
        QVERIFY2(g.board.height() >= t->height() - 40, qPrintable(describe(g)));
        QVERIFY(g.panel.left() >= g.board.right());
        // No gap opens between the board and the panel on a wide screen: the
        // board's widget is no wider than the board drawn in it, and the two
        // stand together in the middle of the table.
        QVERIFY2(board->heightForWidth(g.board.width()) <= g.board.height() + 4, qPrintable(describe(g)));
        QVERIFY2(std::abs(g.board.left() - (t->width() - g.panel.right())) <= 4, qPrintable(describe(g)));
        last = g.board.size();
        lastPanel = g.panel.width();
    }
}

// --- the analysis panel -----------------------------------------------------------

void TestUiWindow::analysisPanelFitsItsLines_data()
{
    QTest::addColumn<int>("lines");
    QTest::newRow("1 line") << 1;
    QTest::newRow("2 lines") << 2;
    QTest::newRow("3 lines") << 3;
    QTest::newRow("5 lines") << 5;
}

// The panel is as high as the lines chosen; the move list gets the rest; the board never moves.
void TestUiWindow::analysisPanelFitsItsLines()
{
    QFETCH(int, lines);
    XiangqiTable t;
    t.resize(tableRoom({1280, 800}));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    AnalysisPanel* panel = t.analysisPanel();
    panel->setLineCount(XiangqiAnalyser::MaxLines);
    t.setAnalysing(true);
    QTest::qWait(50);
    QVERIFY(panel->isVisible());
    const TableGeometry before = geometryOf(&t, t.board());
    const int panelFive = panel->height();
    const int listFive = t.moveList()->height();
    panel->setLineCount(lines);
    QTest::qWait(50);
    const int rowHeight = panel->lineLabel(0)->height();
    QVERIFY(rowHeight >= panel->fontMetrics().height());
    const int saved = (XiangqiAnalyser::MaxLines - lines) * rowHeight;
    QVERIFY2(panelFive - panel->height() >= saved,
             qPrintable(QStringLiteral("%1 lines: %2 px, 5 lines: %3 px").arg(lines).arg(panel->height()).arg(panelFive)));
    // What the panel gives up, the move list takes.
    QCOMPARE(t.moveList()->height() - listFive, panelFive - panel->height());
    for (int i = 0; i < XiangqiAnalyser::MaxLines; ++i)
        QCOMPARE(panel->lineLabel(i)->isVisible(), i < lines);
    QCOMPARE(geometryOf(&t, t.board()), before);
    t.setAnalysing(false);
    QTest::qWait(20);
    QCOMPARE(geometryOf(&t, t.board()), before);
}

void TestUiWindow::analysisFollowsTheNotation_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("move"); // how a move of the line is written
    QTest::newRow("Chinese") << "chinese" << R"([车马相象仕士帅将炮兵卒前后中一二三四五六七八九进退平1-9]{4})";
    QTest::newRow("WXF") << "wxf" << R"([KAEBHNRCP+\-][1-9+\-][.=+\-][1-9])";
    QTest::newRow("ICCS") << "iccs" << R"([a-i][0-9][a-i][0-9])";
}

// The analysis line and its tooltip follow the notation setting, also when it
// changes while the panel is shown.
void TestUiWindow::analysisFollowsTheNotation()
{
    QFETCH(QString, notation);
    QFETCH(QString, move);
    XiangqiTable t;
    t.resize(tableRoom({1280, 800}));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    Preferences p;
    p.notation = QStringLiteral("chinese");
    t.applyPreferences(p);
    t.analysisPanel()->setLineCount(2);
    t.setAnalysing(true);
    QTRY_VERIFY_WITH_TIMEOUT(!t.analysisPanel()->lineLabel(1)->text().isEmpty(), 20000);
    p.notation = notation;
    t.applyPreferences(p); // while the panel is shown
    const QRegularExpression numbered(QStringLiteral(R"(^1\. %1 %1)").arg(move));
    for (int i = 0; i < 2; ++i) {
        QLabel* line = t.analysisPanel()->lineLabel(i);
        QVERIFY2(numbered.match(line->text()).hasMatch(), qPrintable(line->text()));
        QVERIFY2(line->toolTip().contains(QRegularExpression(QStringLiteral(":\n1\\. %1").arg(move))), qPrintable(line->toolTip()));
    }
    t.setAnalysing(false);
}

// A hint shown follows the notation when it changes.
void TestUiWindow::hintFollowsTheNotation()
{
    XiangqiTable t;
    t.resize(tableRoom({1280, 800}));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    Preferences p;
    p.notation = QStringLiteral("chinese");
    t.applyPreferences(p);
    auto* status = t.findChild<QLabel*>(QStringLiteral("statusLine"));
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("hintButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QLatin1String("Hint: ")), 20000);
    QVERIFY2(status->text().contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))), qPrintable(status->text()));
    p.notation = QStringLiteral("iccs");
    t.applyPreferences(p);
    QVERIFY2(QRegularExpression(QStringLiteral("^Hint: [a-i][0-9][a-i][0-9]$")).match(status->text()).hasMatch(),
             qPrintable(status->text()));
    p.notation = QStringLiteral("wxf");
    t.applyPreferences(p);
    QVERIFY2(QRegularExpression(QStringLiteral(R"(^Hint: [KAEBHNRCP+\-][1-9+\-][.=+\-][1-9]$)")).match(status->text()).hasMatch(),
             qPrintable(status->text()));
}

// --- nothing moves the board ------------------------------------------------------

void TestUiWindow::boardStaysPutOverAGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QSize>("window");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("fontPoints"); // the desktop's font: 9 pt here, larger on many desktops
    for (const char* game : {"banqi", "jifen"})
        for (QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)})
            for (const char* language : {"en", "zh_CN"})
                for (int points : {9, 11})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2×%3 %4 %5 pt")
                                                 .arg(QLatin1String(game) == QLatin1String("banqi") ? QStringLiteral("翻翻棋")
                                                                                                     : QStringLiteral("积分象棋"))
                                                 .arg(size.width())
                                                 .arg(size.height())
                                                 .arg(QLatin1String(language))
                                                 .arg(points)))
                        << QString::fromLatin1(game) << size << QString::fromLatin1(language) << points;
}

// A whole game played on the table, captures first (so it ends), the rest at
// random (翻翻棋 against the computer, 积分象棋 with two-move turns): after
// every action the board and the side panel are where they were (翻翻棋: the
// "open at ply 40" line goes at ply 40; 积分象棋: "move 2 of 2, or end the
// turn" wraps). In both languages and two font sizes: with the larger one the
// panel used to follow its lines and the board moved.
void TestUiWindow::boardStaysPutOverAGame()
{
    QFETCH(QString, game);
    QFETCH(QSize, window);
    QFETCH(QString, language);
    QFETCH(int, fontPoints);
    languages_->setPreference(language);
    const QFont desktopFont = QApplication::font();
    QFont font = desktopFont;
    font.setPointSize(fontPoints);
    QApplication::setFont(font);
    const auto restoreFont = qScopeGuard([&] {
        QApplication::setFont(desktopFont);
        languages_->setPreference(QStringLiteral("en"));
    });
    std::mt19937 random(39);
    std::unique_ptr<TablePage> t;
    QWidget* board = nullptr;
    std::function<bool()> playOne; // one action; false once the game is over
    if (game == QLatin1String("banqi")) {
        auto* b = new BanqiTable;
        t.reset(b);
        board = b->board();
        // Against the computer, as the issue was seen: the person acts first.
        b->setComputerMinimumTimeMs(0);
        BanqiOptions options;
        options.vsComputer = true;
        options.computerLevel = ai::MinLevel;
        options.computerPlayer = banqi::Player::Second;
        b->newGame(layoutDeal("", 0), options);
        playOne = [b, &random] {
            if (b->game().over())
                return false;
            if (b->computerToAct()) { // its answer, shown as it comes
                const int ply = b->game().ply();
                return QTest::qWaitFor([&] { return b->game().ply() > ply || b->game().over(); }, 10000);
            }
            const std::vector<banqi::Action>& legal = b->view().legal;
            std::vector<banqi::Action> captures, rest;
            for (const banqi::Action& a : legal)
                (!a.isFlip() && b->view().board[a.to] != banqi::NoPiece ? captures : rest).push_back(a);
            const auto& from = captures.empty() ? rest : captures;
            return b->act(from[random() % from.size()]);
        };
    } else {
        auto* j = new JifenTable;
        t.reset(j);
        board = j->board();
        j->newGame(*jifen::findRuleSet("jifen-contest")); // two-move turns: "move 2 of 2, or end the turn"
        playOne = [j, &random] {
            if (j->game().over())
                return false;
            const jifen::ActionList legal = j->game().legalActions();
            std::vector<jifen::Action> captures, rest;
            for (const jifen::Action& a : legal)
                (!a.isEnd() && j->game().position().board().at(a.move.to) != xiangqi::NoPiece ? captures : rest).push_back(a);
            const auto& from = captures.empty() ? rest : captures;
            return j->play(from[random() % from.size()]);
        };
    }
    t->resize(tableRoom(window));
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    settle();
    const TableGeometry start = geometryOf(t.get(), board);
    const QSize size = t->size();
    int actions = 0;
    for (; actions < 600 && playOne(); ++actions) {
        settle();
        const TableGeometry now = geometryOf(t.get(), board);
        QVERIFY2(now == start, qPrintable(QStringLiteral("after action %1: %2; at the start: %3")
                                              .arg(actions + 1).arg(describe(now), describe(start))));
        QCOMPARE(t->size(), size);
    }
    QVERIFY2(t->isFinished(), qPrintable(QStringLiteral("%1 actions").arg(actions)));
    closeResultBoxes(t.get());
    settle();
    QCOMPARE(geometryOf(t.get(), board), start);
}

// --- screenshots --------------------------------------------------------------------

// With QIYUAN_SCREENSHOT_DIR set: the chooser and each board table in the
// middle of a game (the analysis panel open on the xiangqi table) at the three
// sizes, in the three languages (the pieces as the language's default draws
// them: 帥 將 傌 俥 in 繁體中文), as DIR/window-NAME-LANGUAGE-WxH.png.
void TestUiWindow::screenshots()
{
    const QString dir = shotDir();
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    QDir().mkpath(dir);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        languages_->setPreference(language);
        const Preferences preferences = Preferences::load(); // as the main window gives them to its tables
        for (QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
            const QString tail = QStringLiteral("%1-%2x%3.png").arg(language).arg(size.width()).arg(size.height());
            {
                MainWindow w(languages_.get());
                w.resize(size);
                w.show();
                QVERIFY(QTest::qWaitForWindowExposed(&w));
                w.showStartPage();
                QTest::qWait(100);
                QVERIFY(w.grab().save(QStringLiteral("%1/window-chooser-%2").arg(dir, tail)));
                w.startPage()->setGamesInProgress({{QStringLiteral("xiangqi"), QStringLiteral("hot seat · 12 moves played")},
                                                   {QStringLiteral("banqi"), QStringLiteral("against the computer · 3 moves played")},
                                                   {QStringLiteral("jifen"), QStringLiteral("hot seat · 1 move played")}},
                                                  QStringLiteral("xiangqi"));
                QTest::qWait(100);
                QVERIFY(w.grab().save(QStringLiteral("%1/window-chooser-in-progress-%2").arg(dir, tail)));
            }
            {
                XiangqiTable x;
                x.applyPreferences(preferences);
                x.resize(tableRoom(size));
                x.show();
                QVERIFY(QTest::qWaitForWindowExposed(&x));
                // A few moves in the list (in Traditional characters in 繁體中文).
                for (const char* move : {"h2e2", "h9g7", "h0g2", "i9h9"})
                    playOnBoard(x.board(), move);
                QTRY_COMPARE(x.game().ply(), 4);
                x.analysisPanel()->setLineCount(1);
                x.setAnalysing(true);
                QTest::qWait(1500);
                QVERIFY(x.grab().save(QStringLiteral("%1/window-xiangqi-1line-%2").arg(dir, tail)));
                x.analysisPanel()->setLineCount(5);
                QTest::qWait(1500);
                QVERIFY(x.grab().save(QStringLiteral("%1/window-xiangqi-5lines-%2").arg(dir, tail)));
                x.setAnalysing(false);
            }
            {
                BanqiTable b;
                b.applyPreferences(preferences);
                b.resize(tableRoom(size));
                b.show();
                QVERIFY(QTest::qWaitForWindowExposed(&b));
                std::mt19937 random(7);
                for (int i = 0; i < 44 && !b.game().over(); ++i) {
                    const auto& legal = b.view().legal;
                    QVERIFY(b.act(legal[random() % legal.size()]));
                }
                QTest::qWait(100);
                QVERIFY(b.grab().save(QStringLiteral("%1/window-banqi-%2").arg(dir, tail)));
            }
            {
                JifenTable j;
                j.applyPreferences(preferences);
                j.newGame(*jifen::findRuleSet("jifen-contest"));
                j.resize(tableRoom(size));
                j.show();
                QVERIFY(QTest::qWaitForWindowExposed(&j));
                std::mt19937 random(7);
                // Into a two-move turn: "move 2 of 2, or end the turn".
                for (int i = 0; i < 9 && !j.game().over(); ++i) {
                    const jifen::ActionList legal = j.game().legalActions();
                    std::vector<jifen::Action> moves;
                    for (const jifen::Action& a : legal)
                        if (!a.isEnd())
                            moves.push_back(a);
                    QVERIFY(j.play(moves[random() % moves.size()]));
                }
                QTest::qWait(100);
                QVERIFY(j.grab().save(QStringLiteral("%1/window-jifen-%2").arg(dir, tail)));
            }
        }
    }
    languages_->setPreference(QStringLiteral("en"));
}

// A screen of 2560×1440 for the offscreen platform (its own is 800×600), so
// that every window size of the tests fits on it.
int main(int argc, char** argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile f(config);
    if (!dir.isValid() || !f.open(QIODevice::WriteOnly))
        return 2;
    f.write(R"({"screens": [{"name": "big", "x": 0, "y": 0, "width": 2560, "height": 1440,
                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    f.close();
    if (qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("offscreen")) == QLatin1String("offscreen"))
        qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(config).toLocal8Bit());
    QApplication app(argc, argv);
    TestUiWindow test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_ui_window.moc"
