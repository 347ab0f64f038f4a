// Collections through the real main window (issue 18, point 4): a PGN file of
// several games and a folder of XQF files open as a list (sortable, filtered by
// player or text); Enter opens a game at the xiangqi table; Next/Previous walk
// the list; a damaged game opens as far as it is legal; a game in progress is
// never replaced without asking; a collection game is never saved over its file.
#include "session/collection.h"
#include "session/pgn.h"
#include "ui/xiangqi/explorerpanel.h"
#include "ui/xiangqi/record.h"
#include "session/xqf.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/xiangqi/collectionview.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QStringDecoder>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

namespace {

const QByteArray ThreeGames =
    "[Event \"Spring cup\"]\n[Date \"2026.03.01\"]\n[Red \"张三\"]\n[Black \"李四\"]\n[Result \"1-0\"]\n\n"
    "1. h2e2 h9g7 2. h0g2 1-0\n\n"
    "[Event \"Spring cup\"]\n[Date \"2026.03.02\"]\n[Red \"李四\"]\n[Black \"王五\"]\n[Result \"*\"]\n\n"
    "1. c3c4 *\n\n"
    "[Event \"Endgame study\"]\n[Red \"王五\"]\n[Black \"张三\"]\n[FEN \"3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1\"]\n\n"
    "1... d9d8 2. h0h5 *\n"; // h0h5: no piece there (the game is damaged)

} // namespace

class TestUiCollection : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pgnFileOfSeveralGames();
    void filterAndSort_data();
    void filterAndSort();
    void xqfFolderAndFile();
    void sideToMoveCorrectedShownWithoutBlocking_data();
    void sideToMoveCorrectedShownWithoutBlocking();
    void gameInProgressIsNotLost();
    void savedAsXqfOrPgn_data();
    void savedAsXqfOrPgn();
    void gbkFileStaysGbkWhenSavedBack();
    void tenThousandGames();
    void openingExplorer();
    void openingColumn_data();
    void openingColumn();
    void openingColumnFromTheFileUntilClassified();

private:
    QString write(const QByteArray& bytes, const QString& name = QStringLiteral("cup.pgn"));
    std::unique_ptr<LanguageManager> languages_;
    std::unique_ptr<MainWindow> window_;
    QTemporaryDir dir_;
};

void TestUiCollection::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_collection"));
}

void TestUiCollection::init()
{
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    languages_ = std::make_unique<LanguageManager>();
    languages_->setPreference(QStringLiteral("en"));
    window_ = std::make_unique<MainWindow>(languages_.get());
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void TestUiCollection::cleanup()
{
    window_.reset();
    languages_.reset();
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

// Issue 37: with a collection open, the opening explorer beside the move list
// lists the moves played from the position on the board across the games, with
// their results; a double click plays one.
void TestUiCollection::openingExplorer()
{
    const QByteArray games = "[Result \"1-0\"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n\n"
                             "[Result \"0-1\"]\n\n1. h2e2 h9g7 2. c3c4 i9h9 0-1\n\n"
                             "[Result \"1/2-1/2\"]\n\n1. h2e2 b9c7 1/2-1/2\n\n"
                             "[Result \"1-0\"]\n\n1. c3c4 h9g7 2. h2e2 b9c7 1-0\n\n"; // the second game's position after 3 plies
    QString error;
    QVERIFY2(window_->openFile(write(games, QStringLiteral("explorer.pgn")), &error), qPrintable(error));
    XiangqiTable* table = window_->xiangqiTable();
    ExplorerPanel* explorer = table->explorerPanel();
    QVERIFY(explorer->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!explorer->isIndexing(), 10000);
    QCOMPARE(explorer->index()->games(), 4);
    // At the start: 炮二平五 in three games (a red win, a black win, a draw), 兵七进一 in one.
    table->xiangqiRecord()->showPly(0);
    QTableWidget* moves = explorer->table();
    QCOMPARE(moves->rowCount(), 2);
    QCOMPARE(moves->item(0, 0)->text(), QStringLiteral("炮二平五"));
    QCOMPARE(moves->item(0, 1)->text(), QStringLiteral("3"));
    QCOMPARE(moves->item(0, 2)->text(), QStringLiteral("1"));
    QCOMPARE(moves->item(0, 3)->text(), QStringLiteral("1"));
    QCOMPARE(moves->item(0, 4)->text(), QStringLiteral("1"));
    QCOMPARE(moves->item(1, 0)->text(), QStringLiteral("兵七进一"));
    // The second game after 3 plies: its own 车9平8 (black won) and, by transposition, the fourth game's 马2进3 (red won).
    window_->findChild<QAction*>(QStringLiteral("actionNextGame"))->trigger();
    QCOMPARE(window_->collectionGame(), 1);
    table->xiangqiRecord()->showPly(3);
    QCOMPARE(moves->rowCount(), 2);
    QStringList played;
    for (int r = 0; r < 2; ++r)
        played << moves->item(r, 0)->text() + QLatin1Char(' ') + moves->item(r, 2)->text() + moves->item(r, 4)->text();
    played.sort();
    QCOMPARE(played, (QStringList{QStringLiteral("车9平8 01"), QStringLiteral("马2进3 10")}));
    QVERIFY(explorer->findChild<QLabel*>(QStringLiteral("explorerTitle"))->text().contains(QStringLiteral("2 games")));
    // A double click plays the move: here the record's own 兵七进一 after 1. 炮二平五 马8进7.
    table->xiangqiRecord()->showPly(2);
    int row = -1;
    for (int r = 0; r < moves->rowCount(); ++r)
        if (moves->item(r, 0)->text() == QStringLiteral("兵七进一"))
            row = r;
    QVERIFY(row >= 0);
    const QPoint at = moves->visualItemRect(moves->item(row, 0)).center();
    QTest::mouseClick(moves->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(moves->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(table->viewedPly(), 3);
}

// Issue 37 point 3: the list has the ECCO opening of each game (a column,
// sortable, filterable by code or name in either language); a set-up game has none.
void TestUiCollection::openingColumn_data()
{
    QTest::addColumn<QString>("filter"); // "code", "chinese" or "english": of the second game's opening
    QTest::addColumn<int>("shown");
    QTest::newRow("by code") << QStringLiteral("code") << 1;
    QTest::newRow("by Chinese name") << QStringLiteral("chinese") << 1;
    QTest::newRow("by English name") << QStringLiteral("english") << 1;
}

void TestUiCollection::openingColumn()
{
    QFETCH(QString, filter);
    QFETCH(int, shown);
    QString error;
    QVERIFY2(window_->openFile(write(ThreeGames), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->xiangqiTable()->explorerPanel()->isIndexing(), 10000);
    CollectionView* view = window_->collectionView();
    QAbstractItemModel* model = view->table()->model();
    QVERIFY(!view->table()->isColumnHidden(CollectionModel::Opening));
    QCOMPARE(model->headerData(CollectionModel::Opening, Qt::Horizontal).toString(), QStringLiteral("Opening"));
    const auto opening = [](const char* iccs) {
        std::vector<xiangqi::Move> line;
        for (const QString& w : QString::fromLatin1(iccs).split(QLatin1Char(' ')))
            line.push_back(xiangqi::Position::parseIccs(w.toStdString()));
        return *xiangqi::classifyOpening(xiangqi::Position(), line);
    };
    const xiangqi::EccoOpening first = opening("h2e2 h9g7 h0g2");
    const xiangqi::EccoOpening second = opening("c3c4");
    QVERIFY(first.code != second.code);
    QCOMPARE(model->index(0, CollectionModel::Opening).data().toString(), openingText(first));
    QCOMPARE(model->index(1, CollectionModel::Opening).data().toString(), openingText(second));
    QVERIFY(model->index(1, CollectionModel::Opening).data().toString().startsWith(QString::fromStdString(second.code) + QLatin1Char(' ')));
    QVERIFY(model->index(2, CollectionModel::Opening).data().toString().isEmpty()); // set up from a position
    const QString text = filter == QLatin1String("code")      ? QString::fromStdString(second.code)
                       : filter == QLatin1String("chinese") ? QString::fromStdString(fullName(second))
                                                            : QString::fromStdString(second.englishName);
    view->filterEdit()->clear();
    view->filterEdit()->insert(text);
    QCOMPARE(view->shownCount(), shown);
    QCOMPARE(view->gameAt(0), 1);
    // Sorting by the opening orders by code.
    view->filterEdit()->clear();
    view->table()->sortByColumn(CollectionModel::Opening, Qt::AscendingOrder);
    QCOMPARE(view->gameAt(0), 2); // no opening first
    QCOMPARE(view->gameAt(1), first.code < second.code ? 0 : 1);
}

// Before the background pass ends, the list shows what the file's tags say.
void TestUiCollection::openingColumnFromTheFileUntilClassified()
{
    const QByteArray tagged = "[ECCO \"B24\"]\n[Opening \"中炮过河炮对左三步虎\"]\n\n1. h2e2 h9g7 *\n\n[ECCO \"?\"]\n\n1. c3c4 *\n";
    QString error;
    const auto collection = session::Collection::fromPgnBytes(tagged, QStringLiteral("tagged.pgn"), &error);
    QVERIFY2(collection, qPrintable(error));
    CollectionModel model;
    model.setCollection(&*collection);
    QCOMPARE(model.index(0, CollectionModel::Opening).data().toString(), QStringLiteral("B24 中炮过河炮对左三步虎"));
    QVERIFY(model.index(1, CollectionModel::Opening).data().toString().isEmpty());
    // Then our classification replaces it.
    auto openings = std::make_shared<CollectionModel::Openings>(2);
    (*openings)[0] = xiangqi::classifyOpening(xiangqi::Position(), {xiangqi::Position::parseIccs("h2e2")});
    model.setOpenings(openings);
    QCOMPARE(model.index(0, CollectionModel::Opening).data().toString(), openingText(*(*openings)[0]));
    QVERIFY(model.index(1, CollectionModel::Opening).data().toString().isEmpty());
}

QString TestUiCollection::write(const QByteArray& bytes, const QString& name)
{
    QFile f(dir_.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return f.fileName();
}

void TestUiCollection::pgnFileOfSeveralGames()
{
    QString error;
    QVERIFY2(window_->openFile(write(ThreeGames), &error), qPrintable(error));
    QDialog* list = window_->collectionDialog();
    QVERIFY(list && list->isVisible());
    CollectionView* view = window_->collectionView();
    QCOMPARE(view->table()->model()->rowCount(), 3);
    QCOMPARE(view->table()->model()->index(1, CollectionModel::Red).data().toString(), QStringLiteral("李四"));
    QVERIFY(view->table()->isColumnHidden(CollectionModel::File)); // one file for all: not shown
    QCOMPARE(view->table()->model()->index(0, CollectionModel::Result).data().toString(), QStringLiteral("Red wins"));
    QCOMPARE(view->table()->model()->index(2, CollectionModel::Start).data().toString(), QStringLiteral("Set-up position"));
    // The first game is open at the xiangqi table; it has no file of its own.
    XiangqiTable* table = window_->xiangqiTable();
    QCOMPARE(window_->collectionGame(), 0);
    QCOMPARE(table->game().ply(), 3);
    QVERIFY(window_->currentFile().isEmpty());
    // Enter on the second row opens the second game.
    view->table()->setFocus();
    view->table()->selectRow(1);
    QTest::keyClick(view->table(), Qt::Key_Return);
    QCOMPARE(window_->collectionGame(), 1);
    QCOMPARE(table->game().ply(), 1);
    // Next: the damaged third game opens as far as it is legal, and says so without blocking.
    auto* next = window_->findChild<QAction*>(QStringLiteral("actionNextGame"));
    auto* previous = window_->findChild<QAction*>(QStringLiteral("actionPreviousGame"));
    QVERIFY(next->isEnabled() && previous->isEnabled());
    next->trigger();
    QCOMPARE(window_->collectionGame(), 2);
    QCOMPARE(table->game().ply(), 1);
    QVERIFY(!next->isEnabled());
    QMessageBox* damaged = nullptr;
    for (QMessageBox* box : window_->findChildren<QMessageBox*>())
        if (box->isVisible())
            damaged = box;
    QVERIFY(damaged);
    QVERIFY2(damaged->text().contains(QStringLiteral("h0h5")), qPrintable(damaged->text()));
    damaged->accept();
    previous->trigger();
    QCOMPARE(window_->collectionGame(), 1);
    // The file is in Open Recent, as a collection.
    QCOMPARE(window_->recentFiles().value(0), QFileInfo(dir_.filePath(QStringLiteral("cup.pgn"))).absoluteFilePath());
}

void TestUiCollection::filterAndSort_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("shown");
    QTest::newRow("a player, as red or black") << QStringLiteral("张三") << 2;
    QTest::newRow("an event") << QStringLiteral("endgame") << 1;
    QTest::newRow("a date") << QStringLiteral("03.02") << 1;
    QTest::newRow("nothing matches") << QStringLiteral("赵六") << 0;
    QTest::newRow("no filter") << QString() << 3;
}

void TestUiCollection::filterAndSort()
{
    QFETCH(QString, filter);
    QFETCH(int, shown);
    QString error;
    QVERIFY2(window_->openFile(write(ThreeGames), &error), qPrintable(error));
    CollectionView* view = window_->collectionView();
    view->filterEdit()->clear();
    view->filterEdit()->insert(filter); // as typed (keyClicks takes only ASCII)
    QCOMPARE(view->shownCount(), shown);
    const QString count = view->findChild<QLabel*>(QStringLiteral("collectionCount"))->text();
    QVERIFY2(count.contains(shown == 3 ? QStringLiteral("3 games") : QStringLiteral("%1 of 3").arg(shown)), qPrintable(count));
    // Sorting by red's name puts 张三 (zhang) last in Chinese order... any order: the rows map back to their games.
    view->table()->sortByColumn(CollectionModel::Moves, Qt::DescendingOrder);
    if (shown == 3)
        QCOMPARE(view->gameAt(0), 0); // 3 plies: the longest main line first
}

void TestUiCollection::xqfFolderAndFile()
{
    QString error;
    QVERIFY2(window_->openFile(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf"), &error), qPrintable(error));
    CollectionView* view = window_->collectionView();
    // 22 of the 23 files: wocaoma_mate.xqf is no legal position with either side to move.
    QCOMPARE(view->table()->model()->rowCount(), 22);
    // Each game's file is named (many XQF files have no title or players).
    QVERIFY(!view->table()->isColumnHidden(CollectionModel::File));
    QCOMPARE(view->table()->model()->index(0, CollectionModel::File).data().toString(), QStringLiteral("030"));
    view->filterEdit()->insert(QStringLiteral("ucci_test"));
    QCOMPARE(view->shownCount(), 3);
    view->filterEdit()->clear();
    view->filterEdit()->insert(QStringLiteral("柳大华"));
    QCOMPARE(view->shownCount(), 2); // test.xqf and test1.xqf
    view->table()->setFocus();
    view->table()->selectRow(0);
    QTest::keyClick(view->table(), Qt::Key_Enter);
    QCOMPARE(window_->xiangqiTable()->game().ply(), 110);
    // The table names the record's players.
    QCOMPARE(window_->xiangqiTable()->findChild<QLabel*>(QStringLiteral("redName"))->text(), QStringLiteral("Red — 柳大华"));
    QCOMPARE(window_->xiangqiTable()->findChild<QLabel*>(QStringLiteral("blackName"))->text(), QStringLiteral("Black — 吕  钦"));
    // A single XQF file opens its game, with no list.
    window_->collectionDialog()->hide();
    QVERIFY2(window_->openFile(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf/ucci_test3.xqf"), &error), qPrintable(error));
    QCOMPARE(window_->xiangqiTable()->game().ply(), 3);
    QVERIFY(!window_->collectionDialog()->isVisible());
    QVERIFY(window_->currentFile().isEmpty()); // never saved over as PGN
}

// A file whose side to move the reader corrected (a real 残局 diagram that
// says red to move while black is in check; a PGN FEN tag likewise) opens with
// the other side to move and says so on the table's status line: no box to answer.
void TestUiCollection::sideToMoveCorrectedShownWithoutBlocking_data()
{
    QTest::addColumn<QString>("file");   // empty: `pgn` written to a file
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("status");
    QTest::newRow("XQF 残局 diagram, red in the header, black in check")
        << QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf/jiejiang_mate.xqf") << QByteArray()
        << "5k3/9/9/9/9/5R3/9/9/9/4K4 b - - 0 1"
        << "The file says red to move, but black is in check: black moves first.";
    QTest::newRow("PGN FEN tag, black to move, red in check")
        << QString() << QByteArray("[Event \"残局\"]\n[FEN \"5k3/9/9/9/3r5/9/9/9/9/3K5 b - - 0 1\"]\n\n1. d0e0 *\n")
        << "5k3/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1"
        << "The file says black to move, but red is in check: red moves first.";
}

void TestUiCollection::sideToMoveCorrectedShownWithoutBlocking()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, pgn);
    QFETCH(QString, fen);
    QFETCH(QString, status);
    QString error;
    QVERIFY2(window_->openFile(file.isEmpty() ? write(pgn, QStringLiteral("setup.pgn")) : file, &error), qPrintable(error));
    XiangqiTable* table = window_->xiangqiTable();
    QCOMPARE(QString::fromStdString(table->game().startPosition().fen()), fen);
    QCOMPARE(table->findChild<QLabel*>(QStringLiteral("statusLine"))->text(), status);
    // No box carries it (the diagram's mate has its own result box, "Red wins: checkmate.").
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible())
            QVERIFY2(!box->text().contains(QLatin1String("moves first")), qPrintable(box->text()));
}

void TestUiCollection::gameInProgressIsNotLost()
{
    // A hot-seat game in progress, not saved: opening a collection asks first.
    XiangqiTable* table = window_->xiangqiTable();
    window_->showPage(table);
    table->newGame();
    QVERIFY(table->playMove(xiangqi::Position::parseIccs("h2e2")));
    QVERIFY(table->playMove(xiangqi::Position::parseIccs("h9g7")));
    bool asked = false;
    QTimer::singleShot(0, this, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                asked = true;
                box->button(QMessageBox::Cancel)->click();
            }
    });
    QString error;
    QVERIFY(!window_->openFile(write(ThreeGames), &error));
    QVERIFY(asked);
    QVERIFY(error.isEmpty()); // kept by the player's choice: nothing to report
    QCOMPARE(table->game().ply(), 2);
    QCOMPARE(table->game().ply(), 2);
}

// An XQF game opened from a collection can be saved as PGN or, for XQStudio
// users, as XQF 1.0; either reads back as the same game.
void TestUiCollection::savedAsXqfOrPgn_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("XQF 1.0") << QStringLiteral("saved.xqf");
    QTest::newRow("PGN") << QStringLiteral("saved.pgn");
}

void TestUiCollection::savedAsXqfOrPgn()
{
    QFETCH(QString, name);
    QString error;
    QVERIFY2(window_->openFile(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf/test.xqf"), &error), qPrintable(error));
    XiangqiTable* table = window_->xiangqiTable();
    QCOMPARE(table->game().ply(), 110);
    const QString path = dir_.filePath(name);
    QVERIFY2(window_->saveFile(path, &error), qPrintable(error));
    QCOMPARE(window_->currentFile(), path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    std::vector<xiangqi::Move> moves;
    QMap<QString, QString> tags;
    if (name.endsWith(QLatin1String(".xqf"))) {
        QVERIFY(bytes.startsWith("XQ\x0a"));
        const auto xqf = session::readXqf(bytes, &error);
        QVERIFY2(xqf, qPrintable(error));
        moves = xqf->tree.mainLineGame().moves();
        tags = xqf->tags;
    } else {
        const auto pgn = session::readPgn(bytes, &error);
        QVERIFY2(pgn, qPrintable(error));
        moves = pgn->game.moves();
        tags = pgn->tags;
    }
    QVERIFY(moves == table->game().moves());
    QCOMPARE(tags.value(QStringLiteral("Red")), QStringLiteral("柳大华"));
    // Reopened from its new file, it is the same game.
    QVERIFY2(window_->openFile(path, &error), qPrintable(error));
    QVERIFY(table->game().moves() == moves);
}

// A GBK PGN file saved back into itself stays GBK (other programs may only
// read GBK); saved as a new file it is UTF-8.
void TestUiCollection::gbkFileStaysGbkWhenSavedBack()
{
    if (!QStringDecoder("GB18030").isValid())
        QSKIP("this Qt build has no GB18030 codec");
    const QString path = dir_.filePath(QStringLiteral("gbk.pgn"));
    QVERIFY(QFile::copy(QStringLiteral(QIYUAN_TEST_DATA_DIR "/pgn/chinese_gbk.pgn"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    QVERIFY2(window_->openFile(path, &error), qPrintable(error));
    QVERIFY2(window_->saveFile(path, &error), qPrintable(error));
    const QString copy = dir_.filePath(QStringLiteral("copy.pgn"));
    QVERIFY2(window_->saveFile(copy, &error), qPrintable(error));
    for (const auto& [file, gbk] : {std::pair{path, true}, std::pair{copy, false}}) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(session::detectTextEncoding(bytes) == session::TextEncoding::Gb18030, gbk);
        const auto pgn = session::readPgn(bytes, &error);
        QVERIFY2(pgn, qPrintable(error));
        QCOMPARE(pgn->tags.value(QStringLiteral("Red")), QStringLiteral("张三"));
    }
}

// A collection of 10,000 games (issue 18) lists every game, filters and sorts
// them, and opens the last one. (Its speed is measured in bench/records.)
void TestUiCollection::tenThousandGames()
{
    QByteArray pgn;
    const char* const openings[] = {"1. h2e2 h9g7 2. h0g2 *", "1. c3c4 *", "1. b2e2 b9c7 *", "1. h0g2 h7e7 2. i0h0 *"};
    for (int i = 0; i < 10000; ++i)
        pgn += QStringLiteral("[Event \"Club %1\"]\n[Red \"Player %2\"]\n[Black \"Player %3\"]\n[Result \"*\"]\n\n%4\n\n")
                   .arg(i / 100)
                   .arg(i % 97)
                   .arg((i + 1) % 89)
                   .arg(QLatin1String(openings[i % 4]))
                   .toUtf8();
    QString error;
    QVERIFY2(window_->openFile(write(pgn, QStringLiteral("big.pgn")), &error), qPrintable(error));
    CollectionView* view = window_->collectionView();
    QCOMPARE(view->table()->model()->rowCount(), 10000);
    QCOMPARE(view->shownCount(), 10000);
    // "Player 5" as red or black: red when i % 97 == 5, black when (i + 1) % 89 == 5;
    // "Player 5" is also the start of "Player 50".."Player 59" (red) and 50..58 (black).
    int expected = 0;
    for (int i = 0; i < 10000; ++i) {
        const QString red = QStringLiteral("Player %1").arg(i % 97), black = QStringLiteral("Player %1").arg((i + 1) % 89);
        if (red.contains(QLatin1String("Player 5")) || black.contains(QLatin1String("Player 5")))
            ++expected;
    }
    view->filterEdit()->insert(QStringLiteral("Player 5"));
    QCOMPARE(view->shownCount(), expected);
    view->filterEdit()->clear();
    view->table()->sortByColumn(CollectionModel::Moves, Qt::DescendingOrder);
    QCOMPARE(view->table()->model()->index(0, CollectionModel::Moves).data().toInt(), 2); // 3 plies: 2 moves
    view->table()->sortByColumn(CollectionModel::Moves, Qt::AscendingOrder);
    QCOMPARE(view->table()->model()->index(0, CollectionModel::Moves).data().toInt(), 1);
    view->selectGame(9999);
    view->table()->setFocus();
    QTest::keyClick(view->table(), Qt::Key_Enter);
    QCOMPARE(window_->xiangqiTable()->game().ply(), 3); // game 10000: i % 4 == 3, three plies
}

QTEST_MAIN(TestUiCollection)
#include "tst_ui_collection.moc"
