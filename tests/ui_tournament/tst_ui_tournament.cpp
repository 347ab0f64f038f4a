// The tournament window, clicked as a tournament director would: Game →
// Tournament..., four players typed in, a round robin paired round by round
// with every result chosen on its board, then the standings checked; the
// autosave resumed, the exports written, the projector view (F11, Esc). With
// QIYUAN_SCREENSHOT_DIR set: the crosstable in both languages at 1280x800 and
// 1920x1080, the window and the projector view.
#include "tournament/tournament.h"
#include "tournamentio/tournamentexport.h"
#include "ui/cjkfont.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/startpage.h"
#include "ui/tournament/crosstableview.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ui/timecontroldialog.h"
#include "session/pgn.h"
#include "match/match.h"
#include "ui/engineconfig.h"
#include "ui/lan/lanhostdialog.h"
#include "ui/lan/lanjoindialog.h"
#include "net/discovery.h"
#include "net/hostsession.h"
#include "net/lanlink.h"
#include "../boardclicks.h"
#include "../fakeuci.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QUdpSocket>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan::ui;
using tournament::Result;

class TestUiTournament : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void startPageButtonOpensTheWindow();
    void roundRobinOfFourClickedThrough();
    void badAutosaveIsKeptAndReported();
    void boardPlayedAtTheHotSeatTable();
    void boardAsksBeforeReplacingAGame();
    void boardPlayedAgainstTheComputer();
    void boardPlayedByTwoEngines();
    void boardWithAUciEngine();
    void boardHostedOnTheLan_data();
    void boardHostedOnTheLan();
    void swissWithWithdrawalAndLateEntry();
    void screenshots();
    void screenshotsOfTheHostedBoard();

private:
    TournamentWindow* openFromMenu();
    void typeName(TournamentWindow* w, int row, int column, const QString& text);
    void chooseResult(TournamentWindow* w, int board, Result result);
    void chooseSeat(TournamentWindow* w, int player, int downs, const std::string& seat);
    void playFourPlayerRoundRobin(TournamentWindow* w);
    void playSwiss(TournamentWindow* w);
    // Four players, "Wang" and "Li" on board 2 of round 1 (red's seat `redSeat`, player 1 the
    // computer), the tournament's clock `clock`, round 1 paired and board 2 selected.
    TournamentWindow* tournamentWithABoardOfPeople(const std::string& redSeat, const char* clock);
    // Answers the dialogs that open until the host dialog was answered: a game
    // in progress is discarded, the host dialog seen (*seen) and accepted or cancelled.
    struct HostDialogSeen {
        QString title, name;
        QStringList colours;
        int seat = -1;
        bool nameFixed = false, clockFixed = false, handicapRow = true;
        QString clock;
    };
    void answerHostDialog(bool accept, HostDialogSeen* seen);

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestUiTournament::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_tournament"));
}

void TestUiTournament::init()
{
    QSettings().clear();
    // Every test starts without autosaves: a game one test left in progress is not the next one's.
    QDir(QFileInfo(TournamentWindow::autosavePath()).path()).removeRecursively();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setPreference(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_languages.get());
    m_window->show();
}

void TestUiTournament::cleanup()
{
    m_window.reset();
    m_languages.reset();
    QDir(QFileInfo(TournamentWindow::autosavePath()).path()).removeRecursively();
}

TournamentWindow* TestUiTournament::openFromMenu()
{
    auto* action = m_window->findChild<QAction*>(QStringLiteral("actionTournament"));
    if (!action)
        return nullptr;
    action->trigger();
    auto* w = m_window->findChild<TournamentWindow*>();
    if (w && !w->isVisible())
        return nullptr;
    return w;
}

// Double-click a cell, type, Enter: as a person edits the players list.
void TestUiTournament::typeName(TournamentWindow* w, int row, int column, const QString& text)
{
    auto* table = w->findChild<QTableWidget*>(QStringLiteral("playersTable"));
    table->setCurrentCell(row, column);
    table->editItem(table->item(row, column));
    QLineEdit* editor = nullptr;
    QTRY_VERIFY((editor = table->viewport()->findChild<QLineEdit*>()) != nullptr);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(table->item(row, column)->text(), text);
}

// Picks a result in the board's combo box with the keyboard (Home, then Down).
void TestUiTournament::chooseResult(TournamentWindow* w, int board, Result result)
{
    auto* boards = w->findChild<QTableWidget*>(QStringLiteral("boardsTable"));
    auto* combo = qobject_cast<QComboBox*>(boards->cellWidget(board, 3));
    QVERIFY(combo);
    QCOMPARE(combo->objectName(), QStringLiteral("result%1").arg(board + 1));
    QVERIFY(combo->isEnabled());
    const int index = combo->findData(int(result));
    QVERIFY(index >= 0);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    const int round = int(w->tournament().rounds().size()) - 1;
    QTRY_COMPARE(w->tournament().rounds()[std::size_t(round)].boards[std::size_t(board)].result, result);
    QTRY_VERIFY(boards->cellWidget(board, 3) != combo); // redrawn
}

// Picks a player's seat with the keyboard: `downs` times Down from "person".
void TestUiTournament::chooseSeat(TournamentWindow* w, int player, int downs, const std::string& seat)
{
    auto* box = qobject_cast<QComboBox*>(w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->cellWidget(player, 3));
    QVERIFY(box);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < downs; ++i)
        QTest::keyClick(box, Qt::Key_Down);
    QTRY_COMPARE(w->tournament().players()[std::size_t(player)].seat, seat);
}

void TestUiTournament::playFourPlayerRoundRobin(TournamentWindow* w)
{
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    QCOMPARE(w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->rowCount(), 4);
    const QStringList names{"Ann", "Bo", "Chen", "Dai"};
    for (int i = 0; i < 4; ++i)
        typeName(w, i, 1, names[i]);
    typeName(w, 0, 2, "1900");
    QCOMPARE(w->tournament().players()[0].rating, 1900);
    // Dai is the computer at level 3.
    auto* seat = qobject_cast<QComboBox*>(w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->cellWidget(3, 3));
    QCOMPARE(seat->objectName(), QStringLiteral("seat4"));
    seat->setFocus();
    for (int i = 0; i < 4; ++i) // person, LAN, level 1, 2, 3
        QTest::keyClick(seat, Qt::Key_Down);
    QTRY_COMPARE(w->tournament().players()[3].seat, std::string("computer:3"));

    auto* pair = w->findChild<QPushButton*>(QStringLiteral("pairNextRound"));
    auto* boards = w->findChild<QTableWidget*>(QStringLiteral("boardsTable"));
    // Berger: round 1 Ann-Dai, Bo-Chen; round 2 Dai-Chen, Ann-Bo; round 3 Bo-Dai, Chen-Ann.
    const QList<QList<Result>> results{{Result::WhiteWins, Result::Draw},
                                       {Result::BlackWins, Result::Draw},
                                       {Result::WhiteWins, Result::BlackWins}};
    const QStringList firstBoards{"Ann", "Dai", "Bo"};
    for (int r = 0; r < 3; ++r) {
        QVERIFY(pair->isEnabled());
        pair->click();
        QCOMPARE(boards->rowCount(), 2);
        QCOMPARE(boards->item(0, 1)->text(), firstBoards[r]);
        QVERIFY(!pair->isEnabled()); // results first
        for (int b = 0; b < 2; ++b)
            chooseResult(w, b, results[r][b]);
    }
    QVERIFY(w->tournament().finished());
    QVERIFY(!pair->isEnabled());
}

void TestUiTournament::startPageButtonOpensTheWindow()
{
    auto* button = m_window->startPage()->findChild<QPushButton*>(QStringLiteral("tournamentButton"));
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Tournament..."));
    button->click();
    auto* w = m_window->findChild<TournamentWindow*>();
    QVERIFY(w && w->isVisible());
}

void TestUiTournament::roundRobinOfFourClickedThrough()
{
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    playFourPlayerRoundRobin(w);
    QVERIFY(w->findChild<QLabel*>(QStringLiteral("roundNote"))->text().contains("All 3 rounds played"));

    // Standings: Ann 2½ (beat Dai and Chen, drew Bo), Bo 2, Chen 1½, Dai 0.
    auto* standings = w->findChild<QTableWidget*>(QStringLiteral("standingsTable"));
    QCOMPARE(standings->rowCount(), 4);
    QStringList headers;
    for (int c = 0; c < standings->columnCount(); ++c)
        headers << standings->horizontalHeaderItem(c)->text();
    QCOMPARE(headers, QStringList({"Rank", "Player", "Rating", "1", "2", "3", "4", "Points", "Direct encounter", "SB",
                                   "Wins"}));
    const QStringList expected[] = {{"1", "Ann", "1900", "×", "½", "1", "1", "2½", "0", "2.5", "2"},
                                    {"2", "Bo", "", "½", "×", "½", "1", "2", "0", "2", "1"},
                                    {"3", "Chen", "", "0", "½", "×", "1", "1½", "0", "1", "1"},
                                    {"4", "Dai", "", "0", "0", "0", "×", "0", "0", "0", "0"}};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < standings->columnCount(); ++c)
            QCOMPARE(standings->item(r, c)->text(), expected[r][c]);

    // Every change was saved: a new window resumes the tournament.
    TournamentWindow again;
    QCOMPARE(again.tournament().players().size(), std::size_t(4));
    QVERIFY(again.tournament().finished());

    // Exports through the buttons (the file dialog answered).
    QTemporaryDir dir;
    w->setFileDialogAnswer([&](bool save, const QString& filter) {
        Q_ASSERT(save);
        return dir.filePath(filter.contains("csv") ? "club.csv" : filter.contains("html") ? "club.html" : "club.pgn");
    });
    w->findChild<QPushButton*>(QStringLiteral("exportCsv"))->click();
    w->findChild<QPushButton*>(QStringLiteral("exportHtml"))->click();
    w->findChild<QPushButton*>(QStringLiteral("exportPgn"))->click();
    QFile csv(dir.filePath("club.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().startsWith("Rank,Player,Rating,1,2,3,4,Points"));
    QVERIFY(QFile::exists(dir.filePath("club.html")));
    QFile pgn(dir.filePath("club.pgn"));
    QVERIFY(pgn.open(QIODevice::ReadOnly));
    QCOMPARE(pgn.readAll().count("[Game \"Chinese Chess\"]"), 6);

    // The projector: its own window, F11 full screen and back, Esc closes.
    w->findChild<QPushButton*>(QStringLiteral("showProjector"))->click();
    auto* view = w->findChild<CrosstableView*>();
    QVERIFY(view && view->isVisible());
    QCOMPARE(view->table()->item(0, 1)->text(), QStringLiteral("Ann"));
    QVERIFY(view->table()->font().pixelSize() >= 14);
    QTest::keyClick(view, Qt::Key_F11);
    QVERIFY(view->windowState() & Qt::WindowFullScreen);
    QTest::keyClick(view, Qt::Key_F11);
    QVERIFY(!(view->windowState() & Qt::WindowFullScreen));
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->isVisible());

    // New after a finished tournament: no question, an empty list (with a player selected before).
    w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->selectRow(2);
    w->findChild<QPushButton*>(QStringLiteral("newTournament"))->click();
    QCOMPARE(w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->rowCount(), 0);
    QVERIFY(!w->tournament().started());
}

void TestUiTournament::badAutosaveIsKeptAndReported()
{
    QDir().mkpath(QFileInfo(TournamentWindow::autosavePath()).path());
    QFile file(TournamentWindow::autosavePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"qiyuan-tournament\", \"version\": 1, \"system\": \"knockout\"}");
    file.close();
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    QVERIFY(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text().contains("could not be read"));
    w->findChild<QPushButton*>(QStringLiteral("addPlayer"))->click(); // a change is not written over it
    QFile again(TournamentWindow::autosavePath());
    QVERIFY(again.open(QIODevice::ReadOnly));
    QVERIFY(again.readAll().contains("knockout"));
}

// A board played at the hot-seat table: red plays 炮二平五, black resigns; the
// board gets 1-0 and the game's record, which the PGN export carries.
void TestUiTournament::boardPlayedAtTheHotSeatTable()
{
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    w->findChild<QPushButton*>(QStringLiteral("pairNextRound"))->click();
    auto* play = w->findChild<QPushButton*>(QStringLiteral("playBoard"));
    QVERIFY(!play->isEnabled()); // no board chosen yet
    w->findChild<QTableWidget*>(QStringLiteral("boardsTable"))->selectRow(1);
    QVERIFY(play->isEnabled());
    play->click();
    XiangqiTable* table = m_window->xiangqiTable();
    QVERIFY(m_window->isXiangqiShown());
    QVERIFY(!table->isComputerGame()); // two people: hot seat
    table->setQuestionHandler([](const QString&, const QString&) { return true; });
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    playOnBoard(table->board(), "h2e2");
    QPushButton* resign = table->findChild<QPushButton*>(QStringLiteral("resignButton"));
    QVERIFY(resign);
    QTest::mouseClick(resign, Qt::LeftButton);
    const auto& boardResult = w->tournament().rounds()[0].boards[1];
    QTRY_COMPARE(boardResult.result, Result::WhiteWins);
    QVERIFY(QString::fromStdString(boardResult.pgn).contains("resignation"));
    // The export names the board's players (the hot-seat record has "?").
    const QByteArray pgn = tournamentio::pgnCollection(w->tournament());
    QVERIFY2(pgn.contains("[Round \"1.2\"]\n[Red \"Player 2\"]\n[Black \"Player 3\"]"), pgn);
    for (QMessageBox* box : table->findChildren<QMessageBox*>())
        box->close();
    // The other board's result entered by hand is untouched; its game is not followed any more.
    QCOMPARE(w->tournament().rounds()[0].boards[0].result, Result::Pending);
}

// A game in progress at the xiangqi table is not replaced by a board's game
// without asking: Cancel keeps it, Discard starts the board's game.
void TestUiTournament::boardAsksBeforeReplacingAGame()
{
    m_window->startXiangqi(qiyuan::xiangqi::Position(), qiyuan::TimeControl{});
    XiangqiTable* table = m_window->xiangqiTable();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    playOnBoard(table->board(), "h2e2");
    QCOMPARE(table->game().moves().size(), std::size_t(1));
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    w->findChild<QPushButton*>(QStringLiteral("pairNextRound"))->click();
    w->findChild<QTableWidget*>(QStringLiteral("boardsTable"))->selectRow(0);
    for (const QMessageBox::StandardButton answer : {QMessageBox::Cancel, QMessageBox::Discard}) {
        bool asked = false;
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked = true;
            box->button(answer)->click();
        });
        w->findChild<QPushButton*>(QStringLiteral("playBoard"))->click();
        QVERIFY(asked);
        // Cancel: the game in progress stays; Discard: the board's game starts afresh.
        QCOMPARE(table->game().moves().size(), std::size_t(answer == QMessageBox::Cancel ? 1 : 0));
    }
}

// A board whose black player is the computer at level 1: the table plays it;
// red plays 炮二平五, the computer answers, red resigns: 0-1 on the board.
void TestUiTournament::boardPlayedAgainstTheComputer()
{
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    // Player 4 (black on board 1 of round 1: 1-4) is the computer, level 1.
    auto* seat = qobject_cast<QComboBox*>(w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->cellWidget(3, 3));
    seat->setFocus();
    QTest::keyClick(seat, Qt::Key_Down);
    QTest::keyClick(seat, Qt::Key_Down);
    QTRY_COMPARE(w->tournament().players()[3].seat, std::string("computer:1"));
    w->findChild<QPushButton*>(QStringLiteral("pairNextRound"))->click();
    w->findChild<QTableWidget*>(QStringLiteral("boardsTable"))->selectRow(0);
    w->findChild<QPushButton*>(QStringLiteral("playBoard"))->click();
    XiangqiTable* table = m_window->xiangqiTable();
    QVERIFY(table->isComputerGame());
    table->setQuestionHandler([](const QString&, const QString&) { return true; });
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    playOnBoard(table->board(), "h2e2");
    QTRY_COMPARE_WITH_TIMEOUT(table->game().moves().size(), std::size_t(2), 20000); // the computer answered
    QPushButton* resign = table->findChild<QPushButton*>(QStringLiteral("resignButton"));
    QTRY_VERIFY(resign->isEnabled());
    QTest::mouseClick(resign, Qt::LeftButton);
    QTRY_COMPARE(w->tournament().rounds()[0].boards[0].result, Result::BlackWins);
    for (QMessageBox* box : table->findChildren<QMessageBox*>())
        box->close();
}

// The tournament's clock, chosen in the window (the clock dialog), times its
// boards. A board between two engines (here two built-in levels) is played in
// the background: the window stays usable — meanwhile the other board is
// played at the xiangqi table, on the tournament's clock — and the engines'
// result and the game's record come back to the board. The clock is saved
// with the tournament.
void TestUiTournament::boardPlayedByTwoEngines()
{
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    // Board 1 of round 1 is 1-4: level 2 against level 1.
    chooseSeat(w, 0, 3, "computer:2");
    chooseSeat(w, 3, 2, "computer:1");
    const qiyuan::TimeControl tc = *qiyuan::parseTimeControl("300+2");
    QTimer::singleShot(0, this, [tc] {
        if (auto* d = qobject_cast<TimeControlDialog*>(QApplication::activeModalWidget())) {
            d->setTimeControl(tc);
            d->accept();
        }
    });
    QTest::mouseClick(w->clockChooser()->changeButton(), Qt::LeftButton);
    QCOMPARE(w->tournament().timeControl(), std::string("300+2"));
    QCOMPARE(w->clockChooser()->findChild<QLabel*>(QStringLiteral("clockText"))->text(), TimeControlDialog::describe(tc));

    w->findChild<QPushButton*>(QStringLiteral("pairNextRound"))->click();
    auto* boards = w->findChild<QTableWidget*>(QStringLiteral("boardsTable"));
    auto* play = w->findChild<QPushButton*>(QStringLiteral("playBoard"));
    boards->selectRow(0);
    play->click();
    QVERIFY(w->engineBoard());
    QVERIFY(!m_window->isXiangqiShown()); // the engines play in the background
    QVERIFY2(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text().contains(QLatin1String("engines are playing board 1")),
             qPrintable(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text()));
    // Meanwhile board 2 (two people) is played at the table on the tournament's clock.
    boards->selectRow(1);
    play->click();
    XiangqiTable* table = m_window->xiangqiTable();
    QVERIFY(m_window->isXiangqiShown());
    QVERIFY(!table->isComputerGame());
    QVERIFY(table->match()->timeControl() == tc);
    table->setQuestionHandler([](const QString&, const QString&) { return true; });
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    playOnBoard(table->board(), "h2e2");
    QPushButton* resign = table->findChild<QPushButton*>(QStringLiteral("resignButton"));
    QVERIFY(resign);
    QTest::mouseClick(resign, Qt::LeftButton);
    QTRY_COMPARE(w->tournament().rounds()[0].boards[1].result, Result::WhiteWins);
    QVERIFY(QString::fromStdString(w->tournament().rounds()[0].boards[1].pgn).contains("[TimeControl \"300+2\"]"));
    for (QMessageBox* box : table->findChildren<QMessageBox*>())
        box->close();

    // The engines' game ends by itself; its result and record are the board's.
    QTRY_VERIFY_WITH_TIMEOUT(!w->engineBoard(), 120000);
    const auto& board = w->tournament().rounds()[0].boards[0];
    QVERIFY(board.result == Result::WhiteWins || board.result == Result::Draw || board.result == Result::BlackWins);
    QString error;
    const auto games = qiyuan::session::readPgnGames(QByteArray::fromStdString(board.pgn), &error);
    QVERIFY2(games && games->size() == 1, qPrintable(error));
    const auto& record = games->front();
    QCOMPARE(record.tags.value(QStringLiteral("Red")), QStringLiteral("Player 1"));
    QCOMPARE(record.tags.value(QStringLiteral("Black")), QStringLiteral("Player 4"));
    QCOMPARE(record.tags.value(QStringLiteral("TimeControl")), QStringLiteral("300+2"));
    QCOMPARE(record.tags.value(QStringLiteral("Result")), QString::fromStdString(tournament::resultText(board.result)));
    QVERIFY(!record.game.moves().empty());
    QVERIFY2(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text().contains(QLatin1String("engines' game ended")),
             qPrintable(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text()));
    // The round is complete; the clock comes back with the tournament.
    QVERIFY(w->tournament().currentRoundFinished());
    TournamentWindow again;
    QCOMPARE(again.tournament().timeControl(), std::string("300+2"));
    QVERIFY(again.clockChooser()->timeControl() == tc);
}

// A UCI engine set up in Settings → Engines is a seat too. A board of it
// against a computer level is played by the engines; an engine that crashes
// loses (its reason in the record). A seat whose engine is no longer set up
// is said so, and the board waits.
void TestUiTournament::boardWithAUciEngine()
{
    QTemporaryDir dir;
    const QByteArray crasher = "#!/bin/sh\n"
                               "while read line; do\n"
                               "  case \"$line\" in\n"
                               "    uci) echo 'id name Crasher'; echo uciok;;\n"
                               "    isready) echo readyok;;\n"
                               "    go*) kill -9 $$;;\n"
                               "    quit) exit 0;;\n"
                               "  esac\n"
                               "done\n";
    QVERIFY(!qiyuan::test::writeFakeEngine(dir, crasher).isEmpty());
    UciEngineConfig engine;
    engine.id = QStringLiteral("crasher");
    engine.name = QStringLiteral("Crasher");
    engine.program = dir.filePath(QStringLiteral("fake engine.sh"));
    saveUciEngines({engine});
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    chooseSeat(w, 0, 2 + 8, "uci:crasher"); // after person, LAN and the eight levels
    auto* seat = qobject_cast<QComboBox*>(w->findChild<QTableWidget*>(QStringLiteral("playersTable"))->cellWidget(0, 3));
    QCOMPARE(seat->currentText(), QStringLiteral("Engine: Crasher"));
    chooseSeat(w, 3, 2, "computer:1");
    w->findChild<QPushButton*>(QStringLiteral("pairNextRound"))->click();
    w->findChild<QTableWidget*>(QStringLiteral("boardsTable"))->selectRow(0);
    auto* play = w->findChild<QPushButton*>(QStringLiteral("playBoard"));
    auto* status = w->findChild<QLabel*>(QStringLiteral("tournamentStatus"));
    // The engine is gone from the settings: nothing starts.
    saveUciEngines({});
    play->click();
    QVERIFY(!w->engineBoard());
    QVERIFY2(status->text().contains(QLatin1String("no longer set up")), qPrintable(status->text()));
    QCOMPARE(w->tournament().rounds()[0].boards[0].result, Result::Pending);
    // Back in the settings: the engines play; the crasher (red) loses.
    saveUciEngines({engine});
    play->click();
    QVERIFY(w->engineBoard());
    QTRY_VERIFY_WITH_TIMEOUT(!w->engineBoard(), 30000);
    const auto& board = w->tournament().rounds()[0].boards[0];
    QCOMPARE(board.result, Result::BlackWins);
    QVERIFY2(QString::fromStdString(board.pgn).contains(QLatin1String("engine crashed")), board.pgn.c_str());
}

// A Swiss chosen in the window: 5 players, 3 rounds; after round 1 player 2
// withdraws and a late entry joins round 2; the crosstable shows the bye and
// the withdrawal.
TournamentWindow* TestUiTournament::tournamentWithABoardOfPeople(const std::string& redSeat, const char* clock)
{
    TournamentWindow* w = openFromMenu();
    if (!w)
        return nullptr;
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 4; ++i)
        add->click();
    typeName(w, 1, 1, QStringLiteral("Wang"));
    typeName(w, 2, 1, QStringLiteral("Li"));
    chooseSeat(w, 0, 2, "computer:1");
    if (redSeat == "lan")
        chooseSeat(w, 1, 1, "lan");
    QTimer::singleShot(0, this, [clock] {
        if (auto* d = qobject_cast<TimeControlDialog*>(QApplication::activeModalWidget())) {
            d->setTimeControl(*qiyuan::parseTimeControl(clock));
            d->accept();
        }
    });
    QTest::mouseClick(w->clockChooser()->changeButton(), Qt::LeftButton);
    w->findChild<QPushButton*>(QStringLiteral("pairNextRound"))->click();
    return w;
}

void TestUiTournament::answerHostDialog(bool accept, HostDialogSeen* seen)
{
    auto* poll = new QTimer(this);
    connect(poll, &QTimer::timeout, this, [poll, accept, seen] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal); box && box->button(QMessageBox::Discard)) {
            box->button(QMessageBox::Discard)->click(); // the game in progress: not saved
            return;
        }
        auto* d = qobject_cast<LanHostDialog*>(modal);
        if (!d)
            return;
        poll->stop();
        poll->deleteLater();
        seen->title = d->titleLabel()->isVisible() ? d->titleLabel()->text() : QString();
        seen->name = d->nameEdit()->text();
        seen->nameFixed = d->nameEdit()->isReadOnly();
        seen->seat = d->seatBox()->currentIndex();
        for (int i = 0; i < d->seatBox()->count(); ++i)
            seen->colours << d->seatBox()->itemText(i);
        seen->clockFixed = !d->clockButton()->isEnabled();
        for (QLabel* l : d->findChildren<QLabel*>())
            if (l->text() == TimeControlDialog::describe(*qiyuan::parseTimeControl("600+5")))
                seen->clock = l->text();
        seen->handicapRow = d->findChild<QWidget*>(QStringLiteral("handicapBox")) != nullptr;
        // The other colour chosen and back: the name follows the colour.
        d->seatBox()->setCurrentIndex(1 - seen->seat);
        const QString other = d->nameEdit()->text();
        d->seatBox()->setCurrentIndex(seen->seat);
        if (other == seen->name)
            seen->name.clear();
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(accept ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel),
                          Qt::LeftButton);
    });
    poll->start(10);
}

// Issue 40: a board between two people hosted on the LAN from the tournament
// window. The host dialog shows the board (its title, the players on the
// colours, the tournament's clock); the table is announced under the board's
// title, so the guest picks it in the join dialog; the game's end (a
// resignation, a draw agreed) is the board's result and its record, with both
// names, the board's PGN. A table left before the end, or a host dialog
// cancelled, leaves the board to be played; Cancel keeps the game in progress.
void TestUiTournament::boardHostedOnTheLan_data()
{
    QTest::addColumn<QString>("redSeat"); // red's player: "person" here or "lan" (the host then plays black)
    QTest::addColumn<QString>("end");     // "guest resigns", "draw", "host leaves", "cancel"
    QTest::addColumn<int>("result");      // tournament::Result expected on the board
    QTest::newRow("host plays red, the guest resigns: 1-0") << "person" << "guest resigns" << int(Result::WhiteWins);
    QTest::newRow("red plays over the LAN: the host plays black, the guest resigns: 0-1")
        << "lan" << "guest resigns" << int(Result::BlackWins);
    QTest::newRow("the host offers a draw, the guest accepts: ½-½") << "person" << "draw" << int(Result::Draw);
    QTest::newRow("the host leaves the LAN table before the end: still to be played")
        << "person" << "host leaves" << int(Result::Pending);
    QTest::newRow("host dialog cancelled: still to be played, the game in progress kept")
        << "person" << "cancel" << int(Result::Pending);
}

void TestUiTournament::boardHostedOnTheLan()
{
    QFETCH(QString, redSeat);
    QFETCH(QString, end);
    QFETCH(int, result);
    // A game in progress at the table: the question before it is replaced.
    m_window->startXiangqi(qiyuan::xiangqi::Position(), qiyuan::TimeControl{});
    XiangqiTable* table = m_window->xiangqiTable();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    playOnBoard(table->board(), "h2e2");
    QCOMPARE(table->game().moves().size(), std::size_t(1));

    TournamentWindow* w = tournamentWithABoardOfPeople(redSeat.toStdString(), "600+5");
    QVERIFY(w);
    auto* boards = w->findChild<QTableWidget*>(QStringLiteral("boardsTable"));
    auto* host = w->findChild<QPushButton*>(QStringLiteral("hostBoard"));
    QVERIFY(host);
    QCOMPARE(host->text(), QStringLiteral("Host This Board on the LAN"));
    QVERIFY(!host->isEnabled()); // no board chosen yet
    boards->selectRow(0); // Player 1 (the computer) - Player 4: not a LAN board
    QVERIFY(w->findChild<QPushButton*>(QStringLiteral("playBoard"))->isEnabled());
    QVERIFY(!host->isEnabled());
    boards->selectRow(1); // Wang - Li
    QCOMPARE(boards->item(1, 1)->text(), QStringLiteral("Wang"));
    QVERIFY(host->isEnabled());

    const bool hostIsRed = redSeat == QLatin1String("person");
    HostDialogSeen seen;
    answerHostDialog(end != QLatin1String("cancel"), &seen);
    host->click();
    const QString title = QStringLiteral("Round 1, board 2: Wang (Red) – Li (Black)");
    QCOMPARE(seen.title, title);
    QCOMPARE(seen.seat, hostIsRed ? 0 : 1); // the player who is not seated over the LAN
    QCOMPARE(seen.name, hostIsRed ? QStringLiteral("Wang") : QStringLiteral("Li"));
    QVERIFY(seen.nameFixed);
    QCOMPARE(seen.colours, QStringList({QStringLiteral("Wang (Red, moves first)"), QStringLiteral("Li (Black)")}));
    QVERIFY(seen.clockFixed);
    QVERIFY(!seen.clock.isEmpty()); // the tournament's clock shown
    QVERIFY(!seen.handicapRow); // a tournament board starts from the standard position

    if (end == QLatin1String("cancel")) {
        QVERIFY(!table->lanLink());
        QCOMPARE(table->game().moves().size(), std::size_t(1)); // the game in progress, as it was
        QCOMPARE(int(w->tournament().rounds()[0].boards[1].result), result);
        QVERIFY(host->isEnabled()); // the board can be hosted again
        QVERIFY(!w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text().contains(QStringLiteral("hosted")));
        return;
    }
    LanLink* link = table->lanLink();
    QVERIFY(link && link->isHost());
    QVERIFY(m_window->isXiangqiShown());
    QCOMPARE(table->game().moves().size(), std::size_t(0));
    QCOMPARE(link->host()->hostSeat(), hostIsRed ? 0 : 1);
    QCOMPARE(link->host()->settings().hostName, hostIsRed ? QStringLiteral("Wang") : QStringLiteral("Li"));
    QCOMPARE(link->host()->settings().timeControl, *qiyuan::parseTimeControl("600+5"));
    QCOMPARE(link->host()->tableInfo().title, title);
    const QString code = link->roomCode();
    QVERIFY2(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text().contains(code),
             qPrintable(w->findChild<QLabel*>(QStringLiteral("tournamentStatus"))->text()));

    // The guest: the join dialog lists the table under the board's title (the
    // announcement sent to this machine only, on a port of the dialog's own).
    QUdpSocket probe;
    QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
    const quint16 udp = probe.localPort();
    probe.close();
    XiangqiTable guest;
    guest.resize(900, 640);
    guest.show();
    guest.setQuestionHandler([](const QString&, const QString&) { return true; }); // accepts the draw
    table->setQuestionHandler([](const QString&, const QString&) { return true; });
    QVERIFY(QTest::qWaitForWindowExposed(&guest));
    {
        LanJoinDialog dialog(nullptr, udp, QStringLiteral("xiangqi"));
        dialog.show();
        qiyuan::net::Announcer announcer(qiyuan::net::Timing{}, nullptr, QHostAddress::LocalHost, udp);
        announcer.setTable(link->host()->tableInfo());
        announcer.announceNow();
        QTRY_COMPARE(dialog.tableList()->count(), 1);
        QListWidgetItem* item = dialog.tableList()->item(0);
        QVERIFY2(item->text().startsWith(title + QLatin1Char('\n')), qPrintable(item->text()));
        dialog.tableList()->setCurrentItem(item);
        QCOMPARE(dialog.portBox()->value(), int(link->port()));
        dialog.nameEdit()->setText(hostIsRed ? QStringLiteral("Li") : QStringLiteral("Wang"));
        dialog.codeEdit()->setText(code);
        QTest::mouseClick(dialog.joinButton(), Qt::LeftButton);
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        guest.playOverLan(new LanLink(dialog.takeSession(), &guest));
    }
    QTRY_VERIFY(!link->opponentName().isEmpty());

    // Red's and black's first moves, each from the side that plays it.
    XiangqiTable* red = hostIsRed ? table : &guest;
    XiangqiTable* black = hostIsRed ? &guest : table;
    playOnBoard(red->board(), "h2e2");
    QTRY_COMPARE(black->game().ply(), 1);
    playOnBoard(black->board(), "h9g7");
    QTRY_COMPARE(red->game().ply(), 2);

    const auto& board = w->tournament().rounds()[0].boards[1];
    if (end == QLatin1String("host leaves")) {
        // Another game at the table closes the room: no result; a game ending there later does not count.
        m_window->startXiangqi(qiyuan::xiangqi::Position(), qiyuan::TimeControl{});
        auto* status = w->findChild<QLabel*>(QStringLiteral("tournamentStatus"));
        QTRY_VERIFY2(status->text().contains(QStringLiteral("closed before the game ended")), qPrintable(status->text()));
        QVERIFY(!table->lanLink());
        table->setConfirmResign(false);
        table->resign();
        QVERIFY(table->game().over());
        QCOMPARE(int(board.result), result);
        QVERIFY(host->isEnabled()); // still to be played: it can be hosted again
    } else {
        if (end == QLatin1String("draw")) {
            table->offerDraw();
        } else {
            guest.setConfirmResign(false);
            guest.resign();
        }
        QTRY_COMPARE(int(board.result), result);
        QTRY_VERIFY(guest.game().over());
        // The board's record: the LAN game with both players' names.
        const QString pgn = QString::fromStdString(board.pgn);
        QVERIFY2(pgn.contains(QStringLiteral("[Red \"Wang\"]")) && pgn.contains(QStringLiteral("[Black \"Li\"]")),
                 qPrintable(pgn));
        QVERIFY2(pgn.contains(QStringLiteral("h2e2")) || pgn.contains(QStringLiteral("炮二平五")), qPrintable(pgn));
        QVERIFY2(pgn.contains(end == QLatin1String("draw") ? QStringLiteral("1/2-1/2")
                              : result == int(Result::WhiteWins) ? QStringLiteral("[Result \"1-0\"]")
                                                                 : QStringLiteral("[Result \"0-1\"]")),
                 qPrintable(pgn));
        const QByteArray all = tournamentio::pgnCollection(w->tournament());
        QVERIFY2(all.contains("[Round \"1.2\"]\n[Red \"Wang\"]\n[Black \"Li\"]"), all);
    }
    for (XiangqiTable* t : {table, &guest})
        for (QMessageBox* box : t->findChildren<QMessageBox*>())
            box->close();
}

void TestUiTournament::playSwiss(TournamentWindow* w)
{
    auto* system = w->findChild<QComboBox*>(QStringLiteral("tournamentSystem"));
    system->setFocus();
    QTest::keyClick(system, Qt::Key_End); // Swiss, the last choice
    QTRY_COMPARE(w->tournament().system(), tournament::System::Swiss);
    auto* rounds = w->findChild<QSpinBox*>(QStringLiteral("swissRounds"));
    QVERIFY(rounds->isEnabled());
    rounds->setValue(3);
    QTRY_COMPARE(w->tournament().plannedRounds(), 3);
    auto* add = w->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    for (int i = 0; i < 5; ++i)
        add->click();
    auto* pair = w->findChild<QPushButton*>(QStringLiteral("pairNextRound"));
    pair->click();
    QCOMPARE(w->findChild<QTableWidget*>(QStringLiteral("boardsTable"))->rowCount(), 3); // two games and the bye
    QVERIFY(!system->isEnabled()); // fixed once round 1 is paired
    for (int b = 0; b < 2; ++b)
        chooseResult(w, b, Result::WhiteWins);
    // Player 2 withdraws; a late entry joins.
    w->findChild<QTabWidget*>(QStringLiteral("tournamentTabs"))->setCurrentIndex(0);
    auto* players = w->findChild<QTableWidget*>(QStringLiteral("playersTable"));
    players->selectRow(1);
    auto* withdraw = w->findChild<QPushButton*>(QStringLiteral("withdrawPlayer"));
    QCOMPARE(withdraw->text(), QStringLiteral("Withdraw"));
    withdraw->click();
    QVERIFY(w->tournament().players()[1].withdrawn);
    QCOMPARE(add->text(), QStringLiteral("Late Entry"));
    add->click();
    QCOMPARE(w->tournament().players().back().joinedRound, 2);
    QCOMPARE(players->item(5, 4)->text(), QStringLiteral("late entry, from round 2"));
    pair->click();
    for (const auto& board : w->tournament().rounds()[1].boards) {
        QVERIFY(board.white != 1 && board.black != 1); // the withdrawn player is not paired
    }
    // 5 players again (4 and the late entry): a bye, not for round 1's.
    QCOMPARE(int(w->tournament().rounds()[1].boards.size()), 3);
    QVERIFY(w->tournament().rounds()[1].boards[2].isBye());
    QVERIFY(w->tournament().rounds()[1].boards[2].white != w->tournament().rounds()[0].boards[2].white);
    for (int b = 0; b < 2; ++b)
        chooseResult(w, b, Result::Draw);
    pair->click();
    for (int b = 0; b < 2; ++b)
        chooseResult(w, b, Result::BlackWins);
    QVERIFY(w->tournament().finished());
}

void TestUiTournament::swissWithWithdrawalAndLateEntry()
{
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    playSwiss(w);
    QVERIFY(w->tournament().finished());
    auto* standings = w->findChild<QTableWidget*>(QStringLiteral("standingsTable"));
    QCOMPARE(standings->rowCount(), 6);
    QCOMPARE(standings->horizontalHeaderItem(3)->text(), QStringLiteral("R1"));
    QCOMPARE(standings->horizontalHeaderItem(7)->text(), QStringLiteral("Buchholz cut 1"));
    bool withdrawnShown = false, byeShown = false;
    for (int r = 0; r < 6; ++r) {
        withdrawnShown |= standings->item(r, 1)->text() == QStringLiteral("Player 2 (withdrawn)");
        byeShown |= standings->item(r, 3)->text() == QStringLiteral("bye");
    }
    QVERIFY(withdrawnShown);
    QVERIFY(byeShown);
}

void TestUiTournament::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    TournamentWindow* w = openFromMenu();
    QVERIFY(w);
    QTimer::singleShot(0, this, [] {
        if (auto* d = qobject_cast<TimeControlDialog*>(QApplication::activeModalWidget())) {
            d->setTimeControl(*qiyuan::parseTimeControl("600/byo:3x30"));
            d->accept();
        }
    });
    QTest::mouseClick(w->clockChooser()->changeButton(), Qt::LeftButton); // the boards' clock shows in the settings
    playFourPlayerRoundRobin(w);
    w->findChild<QTabWidget*>(QStringLiteral("tournamentTabs"))->setCurrentIndex(2);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        m_languages->setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            w->resize(size);
            QTest::qWait(150);
            const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
            auto* tabs = w->findChild<QTabWidget*>(QStringLiteral("tournamentTabs"));
            tabs->setCurrentIndex(1);
            QTest::qWait(50);
            QVERIFY(w->grab().save(QStringLiteral("%1/tournament-rounds-%2.png").arg(dir, tag)));
            tabs->setCurrentIndex(2);
            QTest::qWait(50);
            QVERIFY(w->grab().save(QStringLiteral("%1/tournament-standings-%2.png").arg(dir, tag)));
            CrosstableView* view = w->showProjector();
            view->resize(size);
            QTest::qWait(150);
            QVERIFY(view->grab().save(QStringLiteral("%1/tournament-crosstable-%2.png").arg(dir, tag)));
            view->close();
        }
    }
    // A Swiss: one cell per round (opponent's rank, colour, result), the bye, the withdrawal.
    m_languages->setPreference(QStringLiteral("en"));
    w->findChild<QPushButton*>(QStringLiteral("newTournament"))->click();
    playSwiss(w);
    w->findChild<QTabWidget*>(QStringLiteral("tournamentTabs"))->setCurrentIndex(2);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_languages->setPreference(language);
        w->resize(1280, 800);
        CrosstableView* view = w->showProjector();
        view->resize(1280, 800);
        QTest::qWait(150);
        QVERIFY(view->grab().save(QStringLiteral("%1/tournament-swiss-crosstable-%2-1280x800.png").arg(dir, language)));
        view->close();
    }
    m_languages->setPreference(QStringLiteral("en"));
}

// The Rounds tab with a board of two people chosen ("Host This Board on the
// LAN" enabled) and the host dialog opened from it, in the three languages at
// 1280x800 and 1920x1080.
void TestUiTournament::screenshotsOfTheHostedBoard()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    TournamentWindow* w = tournamentWithABoardOfPeople("lan", "600/byo:3x30");
    QVERIFY(w);
    auto* players = w->findChild<QTableWidget*>(QStringLiteral("playersTable"));
    players->item(1, 1)->setText(QStringLiteral("王天一")); // as the editor would (keyClicks types ASCII only)
    QTRY_COMPARE(w->tournament().players()[1].name, std::string("王天一"));
    typeName(w, 2, 1, QStringLiteral("Li Wenjie"));
    w->findChild<QTabWidget*>(QStringLiteral("tournamentTabs"))->setCurrentIndex(1);
    auto* boards = w->findChild<QTableWidget*>(QStringLiteral("boardsTable"));
    auto* host = w->findChild<QPushButton*>(QStringLiteral("hostBoard"));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        m_languages->setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
            w->resize(size);
            QTest::qWait(150); // the language change redraws the boards (the choice goes)
            boards->selectRow(1);
            QTest::qWait(50);
            QVERIFY(host->isEnabled());
            QVERIFY(w->grab().save(QStringLiteral("%1/tournament-host-board-%2.png").arg(dir, tag)));
            bool shot = false;
            auto* poll = new QTimer(this);
            connect(poll, &QTimer::timeout, this, [&, poll] {
                auto* d = qobject_cast<LanHostDialog*>(QApplication::activeModalWidget());
                if (!d)
                    return;
                poll->stop();
                poll->deleteLater();
                QTest::qWait(100);
                shot = d->grab().save(QStringLiteral("%1/tournament-host-dialog-%2.png").arg(dir, tag));
                d->reject();
            });
            poll->start(10);
            host->click();
            QVERIFY(shot);
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiTournament)
#include "tst_ui_tournament.moc"
