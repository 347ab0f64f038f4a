// Files through the real main window (issue 39, "Files"): Open offers the
// files of the table on screen first; the dialogs start in the folder last
// used; Save As suggests the players and the date and the saved game names
// its players; menus show only what applies to the game on screen.
// The modal file dialog is answered through MainWindow::setFileDialogAnswer.
#include "ui/gamepage.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/jifen/jifentable.h"
#include "ui/xiangqi/movetree.h"
#include "ui/xiangqi/xiangqitable.h"
#include "session/pgn.h"
#include "xiangqi/game.h"
#include "jifen/rules.h"

#include <QAction>
#include <QApplication>
#include <QGuiApplication>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QScreen>
#include <QDate>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

namespace {

const QByteArray TwoGames =
    "[Event \"Spring cup\"]\n[Date \"2026.03.01\"]\n[Red \"张三\"]\n[Black \"李四\"]\n[Result \"1-0\"]\n\n"
    "1. h2e2 h9g7 2. h0g2 1-0\n\n"
    "[Event \"Spring cup\"]\n[Date \"2026.03.02\"]\n[Red \"李四\"]\n[Black \"王五\"]\n[Result \"*\"]\n\n"
    "1. c3c4 *\n\n";

} // namespace

class TestUiFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void openOffersTheTablesFilesFirst_data();
    void openOffersTheTablesFilesFirst();
    void dialogsRememberTheLastFolder();
    void saveSuggestsPlayersAndDate_data();
    void saveSuggestsPlayersAndDate();
    void menusShowWhatApplies_data();
    void menusShowWhatApplies();
    void openedRecordIsReviewed_data();
    void openedRecordIsReviewed();
    void firstPositionScrollsToTheTop_data();
    void firstPositionScrollsToTheTop();
    void damagedGameSaidInMoves_data();
    void damagedGameSaidInMoves();
    void screenshots();

private:
    QString write(const QByteArray& bytes, const QString& name);
    // Shows the page of `key` ("" the start page) as the start page or a new game would.
    void showGame(const QString& key);
    QAction* action(const char* name) const { return window_->findChild<QAction*>(QLatin1String(name)); }

    std::unique_ptr<LanguageManager> languages_;
    std::unique_ptr<MainWindow> window_;
    QTemporaryDir dir_;
    QList<MainWindow::FileQuestion> asked_; // what the file dialogs asked
    QString answer_;                         // what they answer
};

void TestUiFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_files"));
}

void TestUiFiles::init()
{
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    languages_ = std::make_unique<LanguageManager>();
    languages_->setPreference(QStringLiteral("en"));
    window_ = std::make_unique<MainWindow>(languages_.get());
    asked_.clear();
    answer_.clear();
    window_->setFileDialogAnswer([this](const MainWindow::FileQuestion& q) {
        asked_ << q;
        return answer_;
    });
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void TestUiFiles::cleanup()
{
    window_.reset();
    languages_.reset();
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

QString TestUiFiles::write(const QByteArray& bytes, const QString& name)
{
    const QString path = dir_.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

void TestUiFiles::showGame(const QString& key)
{
    if (key.isEmpty())
        window_->showStartPage();
    else
        window_->showPage(window_->page(key));
}

void TestUiFiles::openOffersTheTablesFilesFirst_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("first");
    QTest::newRow("start page: xiangqi's PGN and XQF") << QString() << QStringLiteral("(*.pgn *.xqf)");
    QTest::newRow("xiangqi: PGN and XQF in one filter") << QStringLiteral("xiangqi") << QStringLiteral("(*.pgn *.xqf)");
    QTest::newRow("banqi: its .banqi files") << QStringLiteral("banqi") << QStringLiteral("(*.banqi)");
    QTest::newRow("jifen: scoring xiangqi PGN") << QStringLiteral("jifen") << QStringLiteral("Scoring xiangqi");
    QTest::newRow("xiangqi role game: its sessions") << QStringLiteral("werewolf-xiangqi")
                                                     << QStringLiteral("Xiangqi role game");
}

void TestUiFiles::openOffersTheTablesFilesFirst()
{
    QFETCH(QString, game);
    QFETCH(QString, first);
    showGame(game);
    action("actionOpen")->trigger();
    QCOMPARE(asked_.size(), 1);
    const QStringList filters = asked_.first().filters;
    QVERIFY2(filters.first().contains(first), qPrintable(filters.join(QLatin1String(" | "))));
    QVERIFY(!asked_.first().save);
    // Every other game's files come after, then all files.
    for (const QString& pattern : {QStringLiteral("*.banqi"), QStringLiteral("*.pgn *.xqf"),
                                   QStringLiteral("Scoring xiangqi"), QStringLiteral("Chess role game")})
        QVERIFY2(filters.join(QLatin1Char('|')).contains(pattern), qPrintable(pattern));
    QCOMPARE(filters.last(), QStringLiteral("All files (*)"));
    QCOMPARE(filters.size(), 6);
}

void TestUiFiles::dialogsRememberTheLastFolder()
{
    // At first: the documents folder.
    action("actionOpen")->trigger();
    QCOMPARE(asked_.last().folderOrPath, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    // A game opened from a folder: the next Open starts there, and so does Save As.
    answer_ = write(TwoGames.left(TwoGames.indexOf("\n\n[Event") + 1), QStringLiteral("club/spring.pgn"));
    action("actionOpen")->trigger();
    const QString club = QFileInfo(answer_).absolutePath();
    QCOMPARE(window_->currentFile(), answer_);
    answer_.clear();
    action("actionOpen")->trigger();
    QCOMPARE(asked_.last().folderOrPath, club);
    window_->startXiangqi(xiangqi::Position(), {});
    action("actionSaveAs")->trigger();
    QVERIFY(asked_.last().save);
    QCOMPARE(QFileInfo(asked_.last().folderOrPath).absolutePath(), club);
    // Saved elsewhere: that folder is the last one, also for the next start of the app.
    answer_ = dir_.filePath(QStringLiteral("archive/new.pgn"));
    QDir().mkpath(dir_.filePath(QStringLiteral("archive")));
    action("actionSaveAs")->trigger();
    QVERIFY(QFile::exists(answer_));
    window_.reset();
    window_ = std::make_unique<MainWindow>(languages_.get());
    window_->setFileDialogAnswer([this](const MainWindow::FileQuestion& q) {
        asked_ << q;
        return QString();
    });
    action("actionOpen")->trigger();
    QCOMPARE(asked_.last().folderOrPath, QFileInfo(answer_).absolutePath());
}

void TestUiFiles::saveSuggestsPlayersAndDate_data()
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("lanName");
    QTest::addColumn<QString>("suggested");
    QTest::addColumn<QStringList>("tags");
    QTest::newRow("hot seat: nobody named, the colours")
        << "hotseat" << QString() << QStringLiteral("Red vs Black %1.pgn").arg(today)
        << QStringList{"[Red \"?\"]", "[Black \"?\"]"};
    QTest::newRow("against the computer: the player's LAN name and the level")
        << "computer" << QStringLiteral("张三")
        << QStringLiteral("张三 vs Computer (4 — club player) %1.pgn").arg(today)
        << QStringList{"[Red \"张三\"]", "[Black \"Computer (4 — club player)\"]"};
    QTest::newRow("a game of a collection: its players and date")
        << "collection" << QString() << QStringLiteral("张三 vs 李四 2026-03-01.pgn")
        << QStringList{"[Red \"张三\"]", "[Black \"李四\"]", "[Date \"2026.03.01\"]"};
    QTest::newRow("scoring xiangqi against the computer")
        << "jifen" << QStringLiteral("Li")
        << QStringLiteral("Li vs Computer (2 — novice) %1.pgn").arg(today)
        << QStringList{"[Red \"Li\"]", "[Black \"Computer (2 — novice)\"]"};
}

void TestUiFiles::saveSuggestsPlayersAndDate()
{
    QFETCH(QString, how);
    QFETCH(QString, lanName);
    QFETCH(QString, suggested);
    QFETCH(QStringList, tags);
    if (!lanName.isEmpty())
        QSettings().setValue(QStringLiteral("lan/name"), lanName);
    XiangqiTable* table = window_->xiangqiTable();
    if (how == QLatin1String("hotseat")) {
        window_->startXiangqi(xiangqi::Position(), {});
        QVERIFY(table->playMove(xiangqi::Position::parseIccs("h2e2")));
    } else if (how == QLatin1String("computer")) {
        table->newComputerGame(xiangqi::Side::Red, 4);
        window_->showPage(table);
        QVERIFY(table->playMove(xiangqi::Position::parseIccs("h2e2")));
    } else if (how == QLatin1String("collection")) {
        QString error;
        QVERIFY2(window_->openFile(write(TwoGames, QStringLiteral("cup.pgn")), &error), qPrintable(error));
        window_->collectionDialog()->hide();
    } else {
        auto* jifen = qobject_cast<JifenTable*>(window_->page(QStringLiteral("jifen")));
        jifen->newComputerGame(*jifen::findRuleSet("jifen-simple"), xiangqi::Side::Red, 2);
        window_->showPage(jifen);
    }
    action("actionSaveAs")->trigger();
    QCOMPARE(asked_.size(), 1);
    QCOMPARE(QFileInfo(asked_.first().folderOrPath).fileName(), suggested);
    // Saved where suggested: the file names the players.
    answer_ = dir_.filePath(QFileInfo(asked_.first().folderOrPath).fileName());
    action("actionSaveAs")->trigger();
    QFile f(answer_);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(answer_));
    const QString text = QString::fromUtf8(f.readAll());
    for (const QString& tag : tags)
        QVERIFY2(text.contains(tag), qPrintable(tag + QLatin1String(" in\n") + text));
    QVERIFY(!text.contains(QLatin1String("[Red \"Red\"]")));
    QVERIFY(!text.contains(QLatin1String("[Black \"Black\"]")));
}

void TestUiFiles::menusShowWhatApplies_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("shown");  // visible (and usable when enabled)
    QTest::addColumn<QStringList>("hidden"); // not in the menus of this game
    const QStringList xiangqiOnly{"actionSetUpPosition", "actionCopyFen", "actionPasteFen", "actionOpenFolder",
                                  "actionGameList", "actionNextGame", "actionPreviousGame"};
    const QStringList everywhere{"actionNew", "actionOpen", "actionSave", "actionSaveAs", "actionQuit",
                                 "actionUndo", "actionRedo", "actionSettings", "actionFullScreen", "actionRules",
                                 "actionAbout"};
    QTest::newRow("start page") << QString() << everywhere + xiangqiOnly + QStringList{"actionFlipBoard"}
                                << QStringList{"actionHowToPlay"};
    QTest::newRow("xiangqi") << QStringLiteral("xiangqi") << everywhere + xiangqiOnly + QStringList{"actionFlipBoard"}
                             << QStringList{"actionHowToPlay"};
    QTest::newRow("banqi") << QStringLiteral("banqi") << everywhere + QStringList{"actionFlipBoard"}
                           << xiangqiOnly + QStringList{"actionHowToPlay"};
    QTest::newRow("jifen") << QStringLiteral("jifen")
                           << everywhere + QStringList{"actionFlipBoard", "actionHowToPlay"} << xiangqiOnly;
    QTest::newRow("xiangqi role game") << QStringLiteral("werewolf-xiangqi") << everywhere
                                       << xiangqiOnly + QStringList{"actionFlipBoard", "actionHowToPlay"};
    QTest::newRow("chess role game") << QStringLiteral("werewolf-chess") << everywhere
                                     << xiangqiOnly + QStringList{"actionFlipBoard", "actionHowToPlay"};
}

void TestUiFiles::menusShowWhatApplies()
{
    QFETCH(QString, game);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, hidden);
    showGame(game);
    for (const QString& name : shown) {
        QAction* a = window_->findChild<QAction*>(name);
        QVERIFY2(a && a->isVisible(), qPrintable(name));
    }
    for (const QString& name : hidden) {
        QAction* a = window_->findChild<QAction*>(name);
        QVERIFY2(a && !a->isVisible(), qPrintable(name));
    }
    // Set Up Position at another game's table opens no xiangqi editor (its shortcut neither).
    if (!game.isEmpty() && game != QLatin1String("xiangqi")) {
        action("actionSetUpPosition")->trigger();
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(window_->currentPage()->gameKey(), game);
    }
}

void TestUiFiles::openedRecordIsReviewed_data()
{
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("result");
    QTest::newRow("finished by checkmate")
        << QByteArray("[Red \"张三\"]\n[Black \"李四\"]\n[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n\n"
                      "1. b0b9 1-0\n")
        << QStringLiteral("Red wins: checkmate");
    QTest::newRow("resigned (1-0 without a mate)")
        << QByteArray("[Red \"张三\"]\n[Black \"李四\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n")
        << QStringLiteral("Red");
    QTest::newRow("not finished")
        << QByteArray("[Red \"张三\"]\n[Black \"李四\"]\n\n1. h2e2 h9g7 *\n")
        << QStringLiteral("not finished");
}

void TestUiFiles::openedRecordIsReviewed()
{
    QFETCH(QByteArray, pgn);
    QFETCH(QString, result);
    answer_ = write(pgn, QStringLiteral("record.pgn"));
    action("actionOpen")->trigger();
    XiangqiTable* table = window_->xiangqiTable();
    QCOMPARE(window_->currentPage(), table);
    // Its result is shown beside the board, and nobody offers a draw or resigns in a record.
    QVERIFY(!table->findChild<QMessageBox*>(QStringLiteral("damagedGameBox"))); // a good record
    auto* label = table->findChild<QLabel*>(QStringLiteral("recordResult"));
    QVERIFY(label && label->isVisible());
    QVERIFY2(label->text().contains(result), qPrintable(label->text()));
    QVERIFY2(label->text().contains(QLatin1String("Record under review")), qPrintable(label->text()));
    QVERIFY(!table->findChild<QPushButton*>(QStringLiteral("offerDrawButton"))->isEnabled());
    QVERIFY(!table->findChild<QPushButton*>(QStringLiteral("resignButton"))->isEnabled());
    // Review actions stay: navigation, comments, the review, saving.
    QVERIFY(table->findChild<QToolButton*>(QStringLiteral("firstButton"))->isEnabled());
    QVERIFY(table->commentEdit()->isEnabled());
    QVERIFY(action("actionSave")->isEnabled());
    // Unedited, it is in its file: nothing to ask about.
    QCOMPARE(table->progressSummary(), QStringLiteral("record"));
    QVERIFY(!table->hasProgress());
    // A comment is an edit: the question names the record, not a game in progress.
    QTest::keyClicks(table->commentEdit(), QStringLiteral("A sharp opening."));
    QCOMPARE(table->progressSummary(), QStringLiteral("record (edited)"));
    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text();
        box->button(QMessageBox::Cancel)->click();
    });
    answer_ = write("1. c3c4 *\n", QStringLiteral("other.pgn"));
    action("actionOpen")->trigger();
    QVERIFY2(asked.contains(QLatin1String("(record (edited))")), qPrintable(asked));
    QVERIFY(!asked.contains(QLatin1String("hot seat")));
    QCOMPARE(window_->currentFile(), dir_.filePath(QStringLiteral("record.pgn")));
}

void TestUiFiles::firstPositionScrollsToTheTop_data()
{
    QTest::addColumn<bool>("byKey");
    QTest::newRow("First position button") << false;
    QTest::newRow("Home key") << true;
}

void TestUiFiles::firstPositionScrollsToTheTop()
{
    QFETCH(bool, byKey);
    // A long game: 80 moves of a seeded random play.
    xiangqi::Game game;
    unsigned seed = 39;
    while (game.ply() < 160 && !game.over()) {
        const auto moves = game.position().legalMoves();
        seed = seed * 1103515245u + 12345u;
        game.play(moves[(seed >> 8) % moves.size()]);
    }
    session::PgnGame pgn;
    pgn.game = game;
    answer_ = write(session::writePgn(pgn, session::MoveFormat::Iccs), QStringLiteral("long.pgn"));
    window_->resize(1280, 800);
    action("actionOpen")->trigger();
    XiangqiTable* table = window_->xiangqiTable();
    QCOMPARE(table->game().ply(), game.ply());
    QTest::qWait(50);
    QScrollBar* bar = table->moveList()->verticalScrollBar();
    QVERIFY(bar->value() > 0); // at the end of the game
    if (byKey)
        QTest::keyClick(table->board(), Qt::Key_Home);
    else
        QTest::mouseClick(table->findChild<QToolButton*>(QStringLiteral("firstButton")), Qt::LeftButton);
    QCOMPARE(table->viewedPly(), 0);
    QCOMPARE(bar->value(), 0);
    // The first row in full view, under the header.
    QCOMPARE(table->moveList()->rowViewportPosition(0), 0);
    // No move is marked: neither selected nor left as the current cell (its faint frame).
    QVERIFY(table->moveList()->selectedItems().isEmpty());
    QVERIFY(!table->moveList()->currentIndex().isValid());
    // The comment box's placeholder on one line: no word of it wraps under it
    // (nor is left there when the shorter one of a move replaces it).
    QPlainTextEdit* comment = table->commentEdit();
    for (int ply : {0, 1}) {
        table->showPly(ply);
        const int room = comment->viewport()->width() - 2 * int(comment->document()->documentMargin());
        QVERIFY2(comment->fontMetrics().horizontalAdvance(comment->placeholderText()) < room,
                 qPrintable(comment->placeholderText()));
    }
}

void TestUiFiles::damagedGameSaidInMoves_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("message");
    const QByteArray noPiece = "[FEN \"3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1\"]\n\n1... d9d8 2. h0h5 *\n";
    const QByteArray chinese = "1. 炮二平五 马8进7 2. 马二进三 马8进7 *\n";
    const QByteArray iccs = "1. h2e2 h9g7 2. e2e9 *\n";
    QTest::newRow("no piece there: as the file writes it")
        << "en" << noPiece
        << QStringLiteral("Move 2 for Red, h0h5, is not legal here. The game was read up to move 1.");
    QTest::newRow("black's illegal move in Chinese notation")
        << "en" << chinese
        << QStringLiteral("Move 2 for Black, 马8进7, is not legal here. The game was read up to Red's move 2.");
    // The notation names legal moves only: an illegal one stays as the file writes it.
    QTest::newRow("an illegal ICCS move of a piece there")
        << "en" << iccs << QStringLiteral("Move 2 for Red, e2e9, is not legal here. The game was read up to move 1.");
    QTest::newRow("black starts: numbered as the move list numbers")
        << "en" << QByteArray("[FEN \"3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1\"]\n\n1... d9d8 2. e0e1 d8d9 3. xyz *\n")
        << QStringLiteral("Move 3 for Red, xyz, is not legal here. The game was read up to move 2.");
    QTest::newRow("moves after the end")
        << "en" << QByteArray("[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n\n1. b0b9 d9e9 *\n")
        << QStringLiteral("The file has moves after the end of the game; they are left out.");
    QTest::newRow("in Chinese")
        << "zh_CN" << chinese
        << QStringLiteral("第2回合黑方的着法马8进7在此不合规则。棋谱读到第2回合红方的着法。");
}

void TestUiFiles::damagedGameSaidInMoves()
{
    QFETCH(QString, language);
    QFETCH(QByteArray, pgn);
    QFETCH(QString, message);
    languages_->setPreference(language);
    // Two games: a collection, whose damaged game opens as far as it is legal
    // (a file of one damaged game is not opened: tst_ui_app).
    answer_ = write(pgn + "\n\n[Event \"next\"]\n\n1. h2e2 *\n", QStringLiteral("damaged.pgn"));
    action("actionOpen")->trigger();
    XiangqiTable* table = window_->xiangqiTable();
    QCOMPARE(window_->currentPage(), table);
    auto* box = table->findChild<QMessageBox*>(QStringLiteral("damagedGameBox"));
    QVERIFY(box && box->isVisible());
    QCOMPARE(box->text(), message);
    box->accept();
    languages_->setPreference(QStringLiteral("en"));
}

// With QIYUAN_SCREENSHOT_DIR set: an opened record under review at its first
// position (the comment box's placeholder after a move was viewed), the
// damaged-game box and the 翻翻棋 table's Edit and Game menus, in both
// languages at 1280×800, 1920×1080 and 2560×1440. Under xcb the window is
// read back from the screen, so stray paint shows as the player sees it.
void TestUiFiles::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    const bool screen = QGuiApplication::platformName() == QLatin1String("xcb");
    auto shoot = [&](QWidget* w, const QString& name) {
        QTest::qWait(200);
        const QPixmap p = screen ? w->screen()->grabWindow(w->winId()) : w->grab();
        QVERIFY(p.save(QStringLiteral("%1/files-%2.png").arg(dir, name)));
    };
    const QByteArray record = "[Event \"Spring cup\"]\n[Date \"2026.03.01\"]\n[Red \"张三\"]\n[Black \"李四\"]\n"
                              "[Result \"1-0\"]\n\n1. h2e2 {A sharp start} h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. h0h6 1-0\n";
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages_->setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
            const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
            window_->move(0, 0); // all of it on the screen read back
            window_->resize(size);
            answer_ = write(record, QStringLiteral("record.pgn"));
            action("actionOpen")->trigger();
            XiangqiTable* table = window_->xiangqiTable();
            table->showPly(3); // a move without a comment, then the start: the placeholder changes
            QTest::qWait(100);
            table->first();
            shoot(window_.get(), QStringLiteral("record-review-") + tag);
            table->showPly(3); // back to a move: its placeholder, nothing of the game's left under it
            shoot(table->commentEdit(), QStringLiteral("comment-at-move-") + tag);
            answer_ = write("1. 炮二平五 马8进7 2. 马二进三 马8进7 *\n\n1. h2e2 *\n", QStringLiteral("damaged.pgn"));
            action("actionOpen")->trigger();
            auto* box = table->findChild<QMessageBox*>(QStringLiteral("damagedGameBox"));
            QVERIFY(box);
            shoot(box, QStringLiteral("damaged-") + tag);
            box->accept();
            window_->collectionDialog()->hide(); // the two games' list: not in the next pictures
            window_->showPage(window_->page(QStringLiteral("banqi")));
            for (const char* menu : {"gameMenu", "editMenu"}) {
                auto* m = window_->findChild<QMenu*>(QLatin1String(menu));
                m->popup(window_->mapToGlobal(QPoint(20, 30)));
                QTest::qWait(100);
                shoot(m, QStringLiteral("banqi-%1-").arg(QLatin1String(menu)) + tag);
                m->hide();
            }
        }
    }
    languages_->setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiFiles)
#include "tst_ui_files.moc"
