// The hot-seat xiangqi table, driven through its real widgets: moves by
// clicking the board, the move list in Chinese notation, review and
// navigation, take-back and redo, draw offers, resignation, checkmate and
// flag fall with their reasons.
#include "xiangqi/capturedpieces.h"
#include "xiangqi/repetitionwarning.h"
#include "xiangqi/xiangqitable.h"
#include "xiangqi/ecco.h"
#include "../boardclicks.h"

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::xiangqi;
using qiyuan::ui::XiangqiTable;

class TestUiXiangqiTable : public QObject {
    Q_OBJECT
private slots:
    void sidePanelFollowsTheBoard_data();
    void sidePanelFollowsTheBoard();
    void movesAppearInTheList_data();
    void movesAppearInTheList();
    void capturedPiecesShown_data();
    void capturedPiecesShown();
    void capturedPiecesStrongestFirst();
    void undoRedo();
    void reviewAndNavigate();
    void refusedMoveExplained();
    void drawOffer_data();
    void drawOffer();
    void resign();
    void statusClearsWhenThePositionChanges_data();
    void statusClearsWhenThePositionChanges();
    void turnLineSaysWhoMoves();
    void checkmateEndsTheGame();
    void openedFinishedGameIsNotAnnouncedAgain();
    void flagFall();
    void resultMessages_data();
    void resultMessages();
    void repetitionVerdictShown_data();
    void repetitionVerdictShown();
    void warnedBeforeLosingByRepetition();
    void openingNameShown();

private:
    static void click(XiangqiTable& t, const char* sq) { clickSquare(t.board(), sq); }
    static void play(XiangqiTable& t, const char* iccs) { playOnBoard(t.board(), iccs); }
    static QPushButton* button(XiangqiTable& t, const QString& text)
    {
        for (QPushButton* b : t.findChildren<QPushButton*>())
            if (b->text() == text)
                return b;
        return nullptr;
    }
    static void closeResultDialog(XiangqiTable& t)
    {
        for (QMessageBox* box : t.findChildren<QMessageBox*>())
            box->close();
    }
};

// Each side's taken pieces are drawn under its name and clock (issue 19),
// the strongest first, as they stand at the viewed move.
void TestUiXiangqiTable::capturedPiecesShown_data()
{
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("review"); // the ply shown (-1: the last)
    QTest::addColumn<QString>("redTook");
    QTest::addColumn<QString>("blackTook");
    QTest::newRow("nothing taken yet") << QStringList{"h2e2", "h9g7"} << -1 << "" << "";
    QTest::newRow("red's cannon takes a horse") << QStringList{"h2h9"} << -1 << "black horse" << "";
    QTest::newRow("and black's chariot the cannon")
        << QStringList{"h2h9", "i9h9"} << -1 << "black horse" << "red cannon";
    QTest::newRow("two each") << QStringList{"h2h9", "i9h9", "b2b9", "a9b9"} << -1 << "black horse, black horse"
                              << "red cannon, red cannon";
    QTest::newRow("reviewing the start shows none") << QStringList{"h2h9", "i9h9"} << 0 << "" << "";
    QTest::newRow("reviewing ply 1 shows red's capture") << QStringList{"h2h9", "i9h9"} << 1 << "black horse" << "";
}

void TestUiXiangqiTable::capturedPiecesShown()
{
    QFETCH(QStringList, moves);
    QFETCH(int, review);
    QFETCH(QString, redTook);
    QFETCH(QString, blackTook);
    XiangqiTable t;
    t.resize(1000, 700);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (const QString& m : moves)
        play(t, m.toLatin1().constData());
    QCOMPARE(t.game().ply(), moves.size());
    if (review >= 0)
        t.showPly(review);
    auto* red = t.findChild<ui::CapturedPieces*>(QStringLiteral("redTook"));
    auto* black = t.findChild<ui::CapturedPieces*>(QStringLiteral("blackTook"));
    QVERIFY(red && black);
    QCOMPARE(red->toolTip(), redTook);
    QCOMPARE(black->toolTip(), blackTook);
    // Drawn: the first taken piece's disc has its character's ink at the centre.
    for (ui::CapturedPieces* took : {red, black}) {
        QTRY_COMPARE(took->isVisible() && took->height() > 0, !took->pieces().empty()); // laid out
        if (took->pieces().empty())
            continue;
        const QImage shot = took->grab().toImage();
        int dark = 0;
        const QPointF c = took->pieceCentre(0);
        for (int y = int(c.y()) - 5; y <= int(c.y()) + 5; ++y)
            for (int x = int(c.x()) - 5; x <= int(c.x()) + 5; ++x)
                dark += qGray(shot.pixel(int(x * shot.devicePixelRatio()), int(y * shot.devicePixelRatio()))) < 140;
        QVERIFY2(dark > 5, qPrintable(QString::number(dark)));
    }
}

void TestUiXiangqiTable::capturedPiecesStrongestFirst()
{
    ui::CapturedPieces took;
    using namespace qiyuan::xiangqi;
    took.setPieces({makePiece(Side::Black, Soldier), makePiece(Side::Black, Horse), makePiece(Side::Black, Chariot),
                    makePiece(Side::Black, Cannon), makePiece(Side::Black, Soldier)});
    QCOMPARE(took.toolTip(), QStringLiteral("black chariot, black cannon, black horse, black soldier, black soldier"));
}

void TestUiXiangqiTable::movesAppearInTheList_data()
{
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("central cannon and horse") << QStringList{"h2e2", "h9g7"} << QStringList{"炮二平五", "马8进7"};
    QTest::newRow("three moves wrap to a second row")
        << QStringList{"h2e2", "h9g7", "h0g2"} << QStringList{"炮二平五", "马8进7", "马二进三"};
}

void TestUiXiangqiTable::movesAppearInTheList()
{
    QFETCH(QStringList, moves);
    QFETCH(QStringList, texts);
    XiangqiTable t;
    t.resize(900, 640);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (const QString& m : moves)
        play(t, m.toLatin1().constData());
    QCOMPARE(t.game().ply(), moves.size());
    for (int i = 0; i < texts.size(); ++i) {
        QTableWidgetItem* item = t.moveList()->item(i / 2, i % 2);
        QVERIFY(item);
        QCOMPARE(item->text(), texts[i]);
    }
    // For a look by eye: QIYUAN_SCREENSHOT_DIR=/tmp ctest -R ui_xiangqi_table
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        t.grab().save(dir + QStringLiteral("/xiangqi_table_%1.png").arg(moves.size()));
}

void TestUiXiangqiTable::undoRedo()
{
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    play(t, "h2e2");
    play(t, "h9g7");
    QPushButton* takeBack = button(t, QStringLiteral("Take back"));
    QPushButton* redo = button(t, QStringLiteral("Redo"));
    QVERIFY(takeBack && redo);
    QVERIFY(!redo->isEnabled());
    QTest::mouseClick(takeBack, Qt::LeftButton);
    QCOMPARE(t.game().ply(), 1);
    QCOMPARE(t.moveList()->item(0, 1), nullptr);
    QVERIFY(redo->isEnabled());
    QTest::mouseClick(redo, Qt::LeftButton);
    QCOMPARE(t.game().ply(), 2);
    QCOMPARE(t.moveList()->item(0, 1)->text(), QStringLiteral("马8进7"));
    // A new move after a take-back clears the redo list.
    QTest::mouseClick(takeBack, Qt::LeftButton);
    play(t, "b9c7");
    QVERIFY(!redo->isEnabled());
}

void TestUiXiangqiTable::reviewAndNavigate()
{
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    play(t, "h2e2");
    play(t, "h9g7");
    play(t, "h0g2");
    // Clicking the first move shows the position after it; the board is read-only.
    const QRect cell = t.moveList()->visualItemRect(t.moveList()->item(0, 0));
    QTest::mouseClick(t.moveList()->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(t.viewedPly(), 1);
    QVERIFY(!t.board()->isInteractive());
    QCOMPARE(t.board()->position().fen(), t.game().positionAt(1).fen());
    // The status counts in moves, as the move list numbers them (three plies: two moves).
    auto* status = t.findChild<QLabel*>(QStringLiteral("statusLine"));
    QCOMPARE(status->text(), QStringLiteral("Reviewing move 1 (red's) of 2. Press End to return to the game."));
    QTest::keyClick(t.board(), Qt::Key_Home);
    QCOMPARE(t.viewedPly(), 0);
    QVERIFY2(status->text().startsWith(QStringLiteral("Reviewing the start position of 2 move")), qPrintable(status->text()));
    QTest::keyClick(t.board(), Qt::Key_Right);
    QTest::keyClick(t.board(), Qt::Key_Right);
    QCOMPARE(t.viewedPly(), 2);
    QCOMPARE(status->text(), QStringLiteral("Reviewing move 1 (black's) of 2. Press End to return to the game."));
    QTest::keyClick(t.board(), Qt::Key_End);
    QCOMPARE(t.viewedPly(), 3);
    QVERIFY(t.board()->isInteractive());
}

void TestUiXiangqiTable::refusedMoveExplained()
{
    XiangqiTable t;
    t.newGame(*Position::fromFen("4k4/9/9/9/9/9/9/9/1R7/1N1K5 w"));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QSignalSpy status(&t, &XiangqiTable::statusMessage);
    play(t, "b0c2");
    QCOMPARE(t.game().ply(), 0);
    QVERIFY(!status.isEmpty());
    QVERIFY(status.last().first().toString().contains(QStringLiteral("蹩马腿")));
}

void TestUiXiangqiTable::drawOffer_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("accepted (XQ-4)") << true;
    QTest::newRow("declined") << false;
}

void TestUiXiangqiTable::drawOffer()
{
    QFETCH(bool, accept);
    XiangqiTable t;
    QString asked;
    t.setQuestionHandler([&](const QString&, const QString& q) {
        asked = q;
        return accept;
    });
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QTest::mouseClick(button(t, QStringLiteral("Offer draw")), Qt::LeftButton);
    QVERIFY(asked.contains(QStringLiteral("Red offers a draw")));
    QCOMPARE(t.game().result().verdict, accept ? Verdict::Draw : Verdict::Ongoing);
    closeResultDialog(t);
}

void TestUiXiangqiTable::resign()
{
    XiangqiTable t;
    t.setQuestionHandler([](const QString&, const QString&) { return true; });
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    play(t, "h2e2");
    QTest::mouseClick(button(t, QStringLiteral("Resign")), Qt::LeftButton);
    QCOMPARE(t.game().result(), (GameResult{Verdict::RedWins, "resignation"}));
    QVERIFY(!t.board()->isInteractive());
    QVERIFY(!button(t, QStringLiteral("Take back"))->isEnabled()); // a resignation is final
    closeResultDialog(t);
}

// A status speaks of the position it was said in: a declined draw offer is
// forgotten once a move is played, taken back or redone.
void TestUiXiangqiTable::statusClearsWhenThePositionChanges_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("a move") << QStringLiteral("move");
    QTest::newRow("a take-back") << QStringLiteral("Take back");
    QTest::newRow("a redo") << QStringLiteral("Redo");
}

void TestUiXiangqiTable::statusClearsWhenThePositionChanges()
{
    QFETCH(QString, change);
    XiangqiTable t;
    t.setQuestionHandler([](const QString&, const QString&) { return false; });
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    play(t, "h2e2");
    play(t, "h9g7");
    QTest::mouseClick(button(t, QStringLiteral("Take back")), Qt::LeftButton);
    QCOMPARE(t.game().ply(), 1);
    QTest::mouseClick(button(t, QStringLiteral("Offer draw")), Qt::LeftButton);
    auto* status = t.findChild<QLabel*>(QStringLiteral("statusLine"));
    QCOMPARE(status->text(), QStringLiteral("The draw offer was declined."));
    if (change == QLatin1String("move"))
        play(t, "b9c7");
    else
        QTest::mouseClick(button(t, change), Qt::LeftButton);
    QVERIFY(t.game().ply() != 1);
    QCOMPARE(status->text(), QString());
}

// Whose move it is, said in words beside the bold name.
void TestUiXiangqiTable::turnLineSaysWhoMoves()
{
    XiangqiTable t;
    t.setQuestionHandler([](const QString&, const QString&) { return true; });
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    auto* line = t.findChild<QLabel*>(QStringLiteral("turnLine"));
    QVERIFY(line && line->isVisible());
    QCOMPARE(line->text(), QStringLiteral("Red to move"));
    play(t, "h2e2");
    QCOMPARE(line->text(), QStringLiteral("Black to move"));
    QTest::mouseClick(button(t, QStringLiteral("Resign")), Qt::LeftButton);
    QCOMPARE(line->text(), QStringLiteral("Game over"));
    closeResultDialog(t);
}

void TestUiXiangqiTable::checkmateEndsTheGame()
{
    // XQ-2: red's chariot mates on the back rank.
    XiangqiTable t;
    t.newGame(*Position::fromFen("3k5/4R4/9/9/9/9/9/9/9/4K3R w"));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QSignalSpy ended(&t, &XiangqiTable::gameEnded);
    play(t, "i0i9");
    QCOMPARE(ended.size(), 1);
    QCOMPARE(t.game().result(), (GameResult{Verdict::RedWins, "checkmate"}));
    QMessageBox* box = t.findChild<QMessageBox*>(QStringLiteral("resultDialog"));
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("Red wins")));
    closeResultDialog(t);
}

void TestUiXiangqiTable::openedFinishedGameIsNotAnnouncedAgain()
{
    // A game that ended before (a file opened, an autosave restored) comes
    // back finished, without a result box or gameEnded.
    Game finished(*Position::fromFen("3k5/4R4/9/9/9/9/9/9/9/4K3R w"));
    QCOMPARE(finished.play(Position::parseIccs("i0i9")), MoveError::None);
    QVERIFY(finished.over());
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QSignalSpy ended(&t, &XiangqiTable::gameEnded);
    t.setGame(finished);
    QVERIFY(t.isFinished());
    QCOMPARE(ended.size(), 0);
    QVERIFY(!t.findChild<QMessageBox*>(QStringLiteral("resultDialog")));
    XiangqiTable r;
    QString error;
    QVERIFY2(r.restoreSnapshot(t.snapshot(), &error), qPrintable(error));
    QVERIFY(r.isFinished());
    QVERIFY(!r.findChild<QMessageBox*>(QStringLiteral("resultDialog")));
}

void TestUiXiangqiTable::flagFall()
{
    XiangqiTable t;
    t.newGame(Position(), TimeControl{300, 0, 0});
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QSignalSpy ended(&t, &XiangqiTable::gameEnded);
    QTRY_COMPARE_WITH_TIMEOUT(t.game().result().reason, std::string("timeout"), 3000);
    QCOMPARE(t.game().result().verdict, Verdict::BlackWins);
    // The flag is announced like any other end: the result box, gameEnded.
    QTRY_VERIFY(t.findChild<QMessageBox*>(QStringLiteral("resultDialog")));
    QCOMPARE(ended.size(), 1);
    closeResultDialog(t);
}

// Every adjudication is shown with its reason (XQ-2, XQ-3, XQ-4).
void TestUiXiangqiTable::resultMessages_data()
{
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("expected");
    QTest::newRow("XQ-2 checkmate") << int(Verdict::RedWins) << "checkmate" << "Red wins: checkmate.";
    QTest::newRow("XQ-2 stalemate loses") << int(Verdict::BlackWins) << "stalemate" << "Black wins: no legal move";
    QTest::newRow("XQ-3 perpetual check loses") << int(Verdict::BlackWins) << "perpetual check"
                                                << "perpetual check (长将) loses";
    QTest::newRow("XQ-3 mutual perpetual check draws") << int(Verdict::Draw) << "perpetual check"
                                                       << "Draw: both sides check perpetually";
    QTest::newRow("XQ-3 perpetual chase loses") << int(Verdict::RedWins) << "perpetual chase"
                                                << "perpetual chase (长捉) loses";
    QTest::newRow("XQ-3 mutual chase draws") << int(Verdict::Draw) << "perpetual chase"
                                             << "Draw: both sides chase perpetually";
    QTest::newRow("XQ-3 threefold") << int(Verdict::Draw) << "threefold repetition" << "three times";
    QTest::newRow("XQ-4 no capture") << int(Verdict::Draw) << "no-capture limit" << "120 moves without a capture";
    QTest::newRow("XQ-4 agreement") << int(Verdict::Draw) << "draw agreement" << "Draw: draw agreed.";
    QTest::newRow("timeout") << int(Verdict::RedWins) << "timeout" << "Red wins: time ran out.";
}

void TestUiXiangqiTable::resultMessages()
{
    QFETCH(int, verdict);
    QFETCH(QString, reason);
    QFETCH(QString, expected);
    const QString text = qiyuan::ui::resultMessage(GameResult{Verdict(verdict), reason.toStdString()});
    QVERIFY2(text.contains(expected), qPrintable(text));
}

// Issue 36 (XQ-3, the Asian rules): the move that makes a position occur a
// third time ends the game; the status line and the result box explain the
// verdict with its pieces, which the board marks (the offenders and the
// chased piece) until the viewed move changes.
void TestUiXiangqiTable::repetitionVerdictShown_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("words");
    QTest::addColumn<QStringList>("offenders");
    QTest::addColumn<QStringList>("chased");
    QTest::newRow("XQ-3 diagram 2: perpetual check, art. 6")
        << "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w" << "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8"
        << "Red loses: Red's Chariot on file 4 gave check" << QStringList{"f0"} << QStringList{};
    QTest::newRow("XQ-3 diagram 18: a cannon chases a protected chariot, art. 15")
        << "2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/2B1KAB1R w"
        << "f4f3 d3d7 f3f7 d7d3 f7f3 d3d7 f3f7 d7d3 f7f3"
        << "Red loses: Red's Cannon on file 4 chased Black's Chariot on file 4" << QStringList{"f3"}
        << QStringList{"d3"};
    QTest::newRow("XQ-3 diagram 13: one check, one chase draws, art. 12")
        << "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w"
        << "h6h9 f9f8 h9h0 i0i1 h0h8 f8f9 h8h1 i1i0 h1h9 f9f8 h9h0 i0i1 h0h8 f8f9 h8h1 i1i0 h1h9"
        << "one check and one chase in turn are allowed" << QStringList{} << QStringList{};
}

void TestUiXiangqiTable::repetitionVerdictShown()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, words);
    QFETCH(QStringList, offenders);
    QFETCH(QStringList, chased);
    XiangqiTable t;
    t.board()->setAnimationMs(0);
    t.newGame(*Position::fromFen(fen.toStdString()));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (const QString& m : moves.split(QLatin1Char(' ')))
        play(t, m.toLatin1().constData());
    // A move that loses by repetition is first warned about (warnedBeforeLosingByRepetition).
    if (t.repetitionWarning()->isVisible())
        QTest::mouseClick(t.repetitionWarning()->findChild<QPushButton*>(QStringLiteral("playAnywayButton")),
                          Qt::LeftButton);
    QVERIFY(t.game().over());
    const QLabel* status = t.findChild<QLabel*>(QStringLiteral("statusLine"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(words), qPrintable(status->text()));
    QMessageBox* box = t.findChild<QMessageBox*>(QStringLiteral("resultDialog"));
    QVERIFY(box);
    QCOMPARE(box->text(), status->text());
    QStringList markedOffenders, markedChased;
    for (const qiyuan::ui::BoardWidget::RuleMark& m : t.board()->ruleMarks())
        (m.offender ? markedOffenders : markedChased) << QString::fromStdString(squareName(m.square));
    QCOMPARE(markedOffenders, offenders);
    QCOMPARE(markedChased, chased);
    closeResultDialog(t);
    // Reviewing an earlier move shows that position without the marks.
    if (!offenders.isEmpty()) {
        QTest::keyClick(t.board(), Qt::Key_Left);
        QVERIFY(t.viewedPly() < t.game().ply());
        QVERIFY(t.board()->ruleMarks().isEmpty());
        QTest::keyClick(t.board(), Qt::Key_End);
        QCOMPARE(t.viewedPly(), t.game().ply());
        QCOMPARE(t.board()->ruleMarks().size(), offenders.size() + chased.size());
    }
}

// Issue 36 (XQ-3): before a move that would make the position occur a third
// time and lose, the table says so on a line of its own (not a modal box) and
// plays the move only when asked; a move that would draw is played at once.
void TestUiXiangqiTable::warnedBeforeLosingByRepetition()
{
    XiangqiTable t;
    t.board()->setAnimationMs(0);
    // Diagram 18 of the Asian rules: red's cannon chases black's protected chariot (art. 15).
    t.newGame(*Position::fromFen("2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/2B1KAB1R w"));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (const char* m : {"f4f3", "d3d7", "f3f7", "d7d3", "f7f3", "d3d7", "f3f7", "d7d3"})
        play(t, m);
    QCOMPARE(t.game().ply(), 8);
    auto* warning = t.repetitionWarning();
    QVERIFY(warning->isHidden());

    play(t, "f7f3"); // the third occurrence: red would lose
    QCOMPARE(t.game().ply(), 8);
    QVERIFY(warning->isVisible());
    const QLabel* text = warning->findChild<QLabel*>(QStringLiteral("repetitionWarningText"));
    QVERIFY(text);
    QVERIFY2(text->text().contains(QStringLiteral("Red loses: Red's Cannon on file 4 chased Black's Chariot")),
             qPrintable(text->text()));
    QVERIFY(!t.findChild<QMessageBox*>()); // no modal box

    auto* another = warning->findChild<QPushButton*>(QStringLiteral("chooseAnotherMoveButton"));
    auto* anyway = warning->findChild<QPushButton*>(QStringLiteral("playAnywayButton"));
    QVERIFY(another && anyway);
    QTest::mouseClick(another, Qt::LeftButton);
    QVERIFY(warning->isHidden());
    QCOMPARE(t.game().ply(), 8);
    QVERIFY(!t.game().over());

    play(t, "f7f3");
    QVERIFY(warning->isVisible());
    QTest::mouseClick(anyway, Qt::LeftButton);
    QVERIFY(warning->isHidden());
    QCOMPARE(t.game().ply(), 9);
    QCOMPARE(t.game().result(), (GameResult{Verdict::BlackWins, "perpetual chase"}));
    closeResultDialog(t);

    XiangqiTable draw;
    draw.board()->setAnimationMs(0);
    draw.newGame(*Position::fromFen("3k5/9/9/9/9/9/9/9/9/R3K4 w"));
    draw.show();
    QVERIFY(QTest::qWaitForWindowExposed(&draw));
    for (const char* m : {"a0a1", "d9d8", "a1a0", "d8d9", "a0a1", "d9d8", "a1a0"})
        play(draw, m);
    play(draw, "d8d9"); // the third occurrence of a plain repetition: a draw, no warning
    QVERIFY(draw.repetitionWarning()->isHidden());
    QCOMPARE(draw.game().result(), (GameResult{Verdict::Draw, "threefold repetition"}));
    closeResultDialog(draw);
}

// Issue 37: the ECCO opening of the game so far, on the table as the moves are played.
void TestUiXiangqiTable::openingNameShown()
{
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    const QLabel* opening = t.findChild<QLabel*>(QStringLiteral("openingName"));
    QVERIFY(opening);
    QVERIFY(opening->isHidden()); // no move yet
    play(t, "h2e2"); // 炮二平五: a central cannon opening (中炮)
    QVERIFY(opening->isVisible());
    const auto expected = classifyOpening(Position(), {Position::parseIccs("h2e2")});
    QVERIFY(expected);
    QVERIFY2(opening->text().startsWith(QStringLiteral("Opening: %1 ").arg(QString::fromStdString(expected->code))),
             qPrintable(opening->text()));
    QVERIFY(opening->text().contains(QString::fromStdString(expected->name)));
    // A position set up by hand has no opening.
    t.newGame(*Position::fromFen("3k5/4R4/9/9/9/9/9/9/9/4K3R w"));
    play(t, "e8f8");
    QVERIFY(opening->isHidden());
}

void TestUiXiangqiTable::sidePanelFollowsTheBoard_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("redAtTheBottom");
    QTest::newRow("a new game: red at the bottom") << "new" << true;
    QTest::newRow("flipped: black at the bottom") << "flip" << false;
    QTest::newRow("flipped twice") << "flip twice" << true;
    QTest::newRow("playing black against the computer") << "computer black" << false;
}

// Issue 15: the side at the bottom of the board is at the bottom of the side
// panel (its name and clock).
void TestUiXiangqiTable::sidePanelFollowsTheBoard()
{
    QFETCH(QString, how);
    QFETCH(bool, redAtTheBottom);
    XiangqiTable t;
    t.resize(1000, 700);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    if (how == QLatin1String("computer black"))
        t.newComputerGame(xiangqi::Side::Black, 1);
    else
        t.newGame(xiangqi::Position(), TimeControl{60000, 0, 0});
    if (how.startsWith(QLatin1String("flip")))
        t.setFlipped(true);
    if (how == QLatin1String("flip twice"))
        t.setFlipped(false);
    QTest::qWait(20);
    QWidget* red = t.findChild<QWidget*>(QStringLiteral("redClock"));
    QWidget* black = t.findChild<QWidget*>(QStringLiteral("blackClock"));
    const int redY = red->mapTo(&t, QPoint(0, 0)).y();
    const int blackY = black->mapTo(&t, QPoint(0, 0)).y();
    QCOMPARE(redY > blackY, redAtTheBottom);
    QCOMPARE(t.isFlipped(), !redAtTheBottom);
}

QTEST_MAIN(TestUiXiangqiTable)
#include "tst_ui_xiangqi_table.moc"
