// The whole-game review of the xiangqi table (issue 37): Game → Review the
// game analyses every position in the background; the move list marks the
// blunder, the graph and the summary fill in, a click on the graph goes to a
// move, the board shows the engine's move as an arrow, "Add the engine's
// line" adds it as a variation; Cancel and closing the table stop the worker.
#include "session/pgn.h"
#include "ui/xiangqi/movetree.h"
#include "ui/xiangqi/record.h"
#include "ui/xiangqi/reviewpanel.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QTableWidgetItem>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::ui;
using namespace qiyuan::xiangqi;

namespace {

Game gameOf(const char* moves)
{
    Game g;
    for (const QString& m : QString::fromLatin1(moves).split(QLatin1Char(' ')))
        g.play(Position::parseIccs(m.toStdString()));
    return g;
}

// 2. i0h0?? leaves the chariot to the cannon (h7h0): the planted blunder.
const char* Blunder = "h0g2 b9c7 i0h0 h7h0";

} // namespace

class TestUiReview : public QObject {
    Q_OBJECT
private slots:
    void reviewMarksTheBlunder();
    void cancelAndCloseStopTheWorker();
    void reviewFromTheResultBox();
    void reviewKeptInTheAutosave();
};

void TestUiReview::reviewMarksTheBlunder()
{
    XiangqiTable t;
    t.resize(1280, 800);
    t.setGame(gameOf(Blunder));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    ReviewPanel* panel = t.reviewPanel();
    QVERIFY(panel->isHidden());
    QVERIFY(t.gameActions().contains(t.reviewAction()));
    panel->depthBox()->setCurrentIndex(0); // quick: 0.2 s a position
    t.reviewAction()->trigger();
    QVERIFY(panel->isVisible());
    QVERIFY(panel->review()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(panel->review()->isComplete(), 30000);

    // The move list: the chariot's move is marked ??.
    QTableWidgetItem* blunder = t.moveList()->item(1, 0);
    QVERIFY(blunder);
    QVERIFY2(blunder->text().endsWith(QLatin1String("??")), qPrintable(blunder->text()));
    QVERIFY(!t.moveList()->item(0, 0)->text().endsWith(QLatin1String("??")));
    // The summary: one blunder for red, linked as a turning point.
    QVERIFY2(panel->summaryLabel()->text().contains(QStringLiteral("?? 1")), qPrintable(panel->summaryLabel()->text()));
    QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("href=\"3\"")));
    // The graph has a point for every position; a click goes to a move.
    QCOMPARE(panel->graph()->chances().size(), size_t(5));
    const int x = int(panel->graph()->width() * 0.5);
    QTest::mouseClick(panel->graph(), Qt::LeftButton, {}, QPoint(x, panel->graph()->height() / 2));
    QCOMPARE(t.viewedPly(), panel->graph()->plyAt(x));
    // Before the blunder the board shows the engine's move as an arrow, and the
    // panel says what the blunder gave away.
    t.xiangqiRecord()->showPly(2);
    QCOMPARE(t.viewedPly(), 2);
    const auto verdict = panel->verdictAt(3);
    QVERIFY(verdict);
    QCOMPARE(QString::fromStdString(toIccs(t.board()->hintMove())), QString::fromStdString(verdict->best));
    QVERIFY(verdict->best != "i0h0");
    t.xiangqiRecord()->showPly(3);
    QVERIFY2(panel->moveLabel()->text().contains(QStringLiteral("??")), qPrintable(panel->moveLabel()->text()));
    // "Add the engine's line": a variation beside the blunder.
    QVERIFY(panel->addLineButton()->isEnabled());
    const int rows = t.moveList()->rowCount();
    QTest::mouseClick(panel->addLineButton(), Qt::LeftButton);
    QVERIFY(t.moveList()->rowCount() > rows);
    QVERIFY(t.xiangqiRecord()->hasEdits());

    // Saved with the record (PGN) and opened again: the review is back without
    // analysing, and none of it shows as a comment.
    const QByteArray saved = session::writePgn(t.record(), session::MoveFormat::Chinese);
    QVERIFY2(saved.contains("?? [%eval"), saved.constData());
    const auto read = session::readPgn(saved);
    QVERIFY(read);
    XiangqiTable reopened;
    reopened.setRecord(*read);
    ReviewPanel* again = reopened.reviewPanel();
    QVERIFY(!again->review()->isRunning());
    QVERIFY(again->review()->isComplete());
    QVERIFY(!again->isHidden());
    QVERIFY(reopened.moveList()->item(1, 0)->text().endsWith(QLatin1String("??")));
    QCOMPARE(again->summaryLabel()->text(), panel->summaryLabel()->text());
    QCOMPARE(reopened.record().tree.commentCount() > 0, true); // written again on the next save
    QVERIFY(reopened.moveList()->item(1, 0)->icon().isNull()); // no comment icon: the review is not a comment
}

void TestUiReview::cancelAndCloseStopTheWorker()
{
    auto t = std::make_unique<XiangqiTable>();
    t->setGame(gameOf("h2e2 h9g7 h0g2 g6g5 i0h0 b7e7 h0h6 i9i7 b0c2 b9c7 c3c4 a9b9"));
    t->show();
    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
    ReviewPanel* panel = t->reviewPanel();
    panel->depthBox()->setCurrentIndex(2); // deep: 3 s a position, far longer than the test waits
    t->reviewAction()->trigger();
    QVERIFY(panel->review()->isRunning());
    QTest::qWait(300);
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(panel->startButton(), Qt::LeftButton); // "Cancel review"
    QVERIFY(!panel->review()->isRunning());
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!panel->review()->isComplete());
    // Started again and the table closed in the middle: no wait, no thread left.
    t->reviewAction()->trigger();
    QVERIFY(panel->review()->isRunning());
    QTest::qWait(200);
    clock.restart();
    t.reset();
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
}

// The result box of a finished game offers the review.
void TestUiReview::reviewFromTheResultBox()
{
    XiangqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(*Position::fromFen("3k5/4R4/9/9/9/9/9/9/9/4K3R w"));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (const char* sq : {"i0", "i9"})
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->pointCentre(sq[0] - 'a', sq[1] - '0').toPoint());
    QVERIFY(t.game().over());
    auto* button = t.findChild<QPushButton*>(QStringLiteral("resultActionButton"));
    QVERIFY(button);
    QVERIFY(button->text().contains(QStringLiteral("Review")));
    t.reviewPanel()->depthBox()->setCurrentIndex(0);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(t.reviewPanel()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(t.reviewPanel()->review()->isComplete(), 20000);
}

// The autosave carries the review: after a crash or a restart the game comes
// back reviewed, without minutes of analysis again; a damaged review in the
// file is left out and the game still comes back.
void TestUiReview::reviewKeptInTheAutosave()
{
    XiangqiTable t;
    t.setGame(gameOf(Blunder));
    QSignalSpy changed(&t, &GamePage::changed);
    t.reviewPanel()->depthBox()->setCurrentIndex(0);
    t.reviewAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(t.reviewPanel()->review()->isComplete(), 30000);
    QVERIFY(changed.count() >= 1); // the main window autosaves on changed()
    const QJsonObject snapshot = t.snapshot();
    QCOMPARE(snapshot.value(QStringLiteral("review")).toArray().size(), 5);

    XiangqiTable restored;
    QString error;
    QVERIFY2(restored.restoreSnapshot(snapshot, &error), qPrintable(error));
    QCOMPARE(restored.game().moves(), t.game().moves());
    QVERIFY(restored.reviewPanel()->review()->isComplete());
    QVERIFY(!restored.reviewPanel()->review()->isRunning());
    QVERIFY(restored.moveList()->item(1, 0)->text().endsWith(QLatin1String("??")));
    QCOMPARE(restored.reviewPanel()->summaryLabel()->text(), t.reviewPanel()->summaryLabel()->text());

    // A review that is not what the program writes: the game without it.
    QJsonObject damaged = snapshot;
    QJsonArray tags = damaged.value(QStringLiteral("review")).toArray();
    tags[2] = QJsonObject{{QStringLiteral("eval"), QStringLiteral("lots")}, {QStringLiteral("best"), QStringLiteral("z9z9")}};
    damaged.insert(QStringLiteral("review"), tags);
    XiangqiTable plain;
    QVERIFY2(plain.restoreSnapshot(damaged, &error), qPrintable(error));
    QCOMPARE(plain.game().moves(), t.game().moves());
    QVERIFY(plain.reviewPanel()->review()->isEmpty());
    // A review of another game (one position short): left out too.
    QJsonObject other = snapshot;
    QJsonArray shorter = other.value(QStringLiteral("review")).toArray();
    shorter.removeLast();
    other.insert(QStringLiteral("review"), shorter);
    XiangqiTable plain2;
    QVERIFY2(plain2.restoreSnapshot(other, &error), qPrintable(error));
    QVERIFY(plain2.reviewPanel()->review()->isEmpty());
}

QTEST_MAIN(TestUiReview)
#include "tst_ui_review.moc"
