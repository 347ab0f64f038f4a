// The position editor, used like a user does (offscreen platform): pieces put
// on the board from the piece box by click or drag, moved and taken off by
// drag, cleared by right click or the eraser; side to move; illegal set-ups
// keep OK disabled and say why; FEN typed, copied and pasted (good and bad);
// and the position the dialog returns.
#include "xiangqi/boardwidget.h"
#include "xiangqi/piecepalette.h"
#include "xiangqi/positioneditor.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan::xiangqi;
using qiyuan::ui::BoardWidget;
using qiyuan::ui::PiecePalette;
using qiyuan::ui::PositionEditor;
using Action = PositionEditor::Action;

namespace {

const QString StartFen = QString::fromLatin1(Position::StartFen.data());

QString fenOf(const PositionEditor& e)
{
    return QString::fromStdString(e.position().fen());
}

Square squareOf(const QString& name)
{
    return makeSquare(name.at(0).toLatin1() - 'a', name.at(1).toLatin1() - '0');
}

} // namespace

class TestUiPositionEditor : public QObject {
    Q_OBJECT
private slots:
    void opensOnInitialPosition();
    void placeFromPalette_data();
    void placeFromPalette();
    void rightClickClearsPoint();
    void eraserClearsPoint();
    void dragMovesPiece();
    void dragOffBoardRemovesPiece();
    void dragBackChangesNothing();
    void sideToMove();
    void illegalSetUpDisablesOk_data();
    void illegalSetUpDisablesOk();
    void secondGeneralRemoved();
    void startAndClearButtons();
    void flippedBoardPlacesOnTheRightPoint();
    void pasteFen_data();
    void pasteFen();
    void copyFen();
    void typedFenUpdatesLive();
    void editReturnsThePosition();
    void editCancelledReturnsNothing();
    void paletteDrawsEveryTool();

private:
    std::unique_ptr<PositionEditor> openEditor(const QString& fen = StartFen);
    QPoint pointOnBoard(PositionEditor& e, const QString& square);
    void clickTool(PositionEditor& e, int tool);
    void clickSide(PositionEditor& e, Side side);
    void clickPoint(PositionEditor& e, const QString& square, Qt::MouseButton button = Qt::LeftButton);
    void dragToolTo(PositionEditor& e, int tool, const QString& square);
    void dragOnBoard(PositionEditor& e, const QString& from, QPoint to);
    // Puts pieces written "K@e0" on an empty board, by clicks or by drags.
    void setUp(PositionEditor& e, const QStringList& placements, bool byDrag);
};

std::unique_ptr<PositionEditor> TestUiPositionEditor::openEditor(const QString& fen)
{
    const auto position = Position::fromFen(fen.toStdString());
    if (!position)
        return nullptr; // a typo in the test's FEN fails the test
    auto e = std::make_unique<PositionEditor>(*position);
    e->resize(760, 720);
    e->show();
    if (!QTest::qWaitForWindowExposed(e.get()))
        return nullptr;
    return e;
}

QPoint TestUiPositionEditor::pointOnBoard(PositionEditor& e, const QString& square)
{
    const Square s = squareOf(square);
    return e.board()->pointCentre(fileOf(s), rankOf(s)).toPoint();
}

void TestUiPositionEditor::clickTool(PositionEditor& e, int tool)
{
    QTest::mouseClick(e.piecePalette(), Qt::LeftButton, {}, e.piecePalette()->toolRect(tool).center().toPoint());
}

void TestUiPositionEditor::clickSide(PositionEditor& e, Side side)
{
    // A radio button takes clicks on its circle and label only, not the whole row.
    QRadioButton* b = e.sideButton(side);
    QStyleOptionButton option;
    option.initFrom(b);
    const QRect clickable = b->style()->subElementRect(QStyle::SE_RadioButtonClickRect, &option, b);
    QTest::mouseClick(b, Qt::LeftButton, {}, clickable.center());
}

void TestUiPositionEditor::clickPoint(PositionEditor& e, const QString& square, Qt::MouseButton button)
{
    QTest::mouseClick(e.board(), button, {}, pointOnBoard(e, square));
}

void TestUiPositionEditor::dragToolTo(PositionEditor& e, int tool, const QString& square)
{
    // The palette keeps the mouse for the whole gesture, as with a real implicit grab.
    PiecePalette* palette = e.piecePalette();
    const QPoint start = palette->toolRect(tool).center().toPoint();
    const QPoint target = palette->mapFromGlobal(e.board()->mapToGlobal(pointOnBoard(e, square)));
    QTest::mousePress(palette, Qt::LeftButton, {}, start);
    QTest::mouseMove(palette, start + QPoint(-12, 8));
    QTest::mouseMove(palette, (start + target) / 2);
    QTest::mouseMove(palette, target);
    QTest::mouseRelease(palette, Qt::LeftButton, {}, target);
}

void TestUiPositionEditor::dragOnBoard(PositionEditor& e, const QString& from, QPoint to)
{
    const QPoint start = pointOnBoard(e, from);
    QTest::mousePress(e.board(), Qt::LeftButton, {}, start);
    QTest::mouseMove(e.board(), start + QPoint(10, -10));
    QTest::mouseMove(e.board(), to);
    QTest::mouseRelease(e.board(), Qt::LeftButton, {}, to);
}

void TestUiPositionEditor::setUp(PositionEditor& e, const QStringList& placements, bool byDrag)
{
    e.button(Action::ClearBoard)->click();
    for (const QString& item : placements) {
        const int piece = pieceFromFenChar(item.at(0).toLatin1());
        const QString square = item.mid(2);
        if (byDrag) {
            dragToolTo(e, piece, square);
        } else {
            if (e.piecePalette()->tool() != piece)
                clickTool(e, piece);
            clickPoint(e, square);
        }
    }
}

void TestUiPositionEditor::opensOnInitialPosition()
{
    const QString fen = "3k5/9/9/9/9/9/9/9/4R4/5K3 b - - 3 17";
    auto e = openEditor(fen);
    QVERIFY(e);
    QCOMPARE(fenOf(*e), fen);
    QCOMPARE(e->fenEdit()->text(), fen);
    QVERIFY(e->sideButton(Side::Black)->isChecked());
    QVERIFY(e->okButton()->isEnabled());
    QVERIFY2(e->message().contains("Black to move"), qPrintable(e->message()));
    QCOMPARE(e->board()->position().fen(), e->position().fen());
}

void TestUiPositionEditor::placeFromPalette_data()
{
    QTest::addColumn<QStringList>("placements");
    QTest::addColumn<bool>("byDrag");
    QTest::addColumn<QString>("fen");
    const QStringList horseEnding{"K@e0", "k@d9", "N@e7", "a@e8", "P@d6"};
    QTest::newRow("horse and soldier v advisor, by clicks")
        << horseEnding << false << "3k5/4a4/4N4/3P5/9/9/9/9/9/4K4 w - - 0 1";
    QTest::newRow("horse and soldier v advisor, by drags")
        << horseEnding << true << "3k5/4a4/4N4/3P5/9/9/9/9/9/4K4 w - - 0 1";
    const QStringList everyKind{"K@d0", "A@e1", "B@c0", "N@b2", "R@a3", "C@h2", "P@g6",
                                "k@f9", "a@e8", "b@e7", "n@c7", "r@i5", "c@b7", "p@e4"};
    QTest::newRow("every kind of piece, by clicks")
        << everyKind << false << "5k3/4a4/1cn1b4/6P2/8r/4p4/R8/1N5C1/4A4/2BK5 w - - 0 1";
    QTest::newRow("every kind of piece, by drags")
        << everyKind << true << "5k3/4a4/1cn1b4/6P2/8r/4p4/R8/1N5C1/4A4/2BK5 w - - 0 1";
    QTest::newRow("a later piece replaces an earlier one")
        << QStringList{"K@e0", "k@e9", "R@a0", "C@a0", "P@e3"} << false << "4k4/9/9/9/9/9/4P4/9/9/C3K4 w - - 0 1";
}

void TestUiPositionEditor::placeFromPalette()
{
    QFETCH(QStringList, placements);
    QFETCH(bool, byDrag);
    QFETCH(QString, fen);
    auto e = openEditor();
    QVERIFY(e);
    setUp(*e, placements, byDrag);
    QCOMPARE(fenOf(*e), fen);
    QCOMPARE(e->fenEdit()->text(), fen);
    QVERIFY2(e->okButton()->isEnabled(), qPrintable(e->message()));
}

void TestUiPositionEditor::rightClickClearsPoint()
{
    auto e = openEditor();
    QVERIFY(e);
    clickPoint(*e, "a0", Qt::RightButton);
    clickPoint(*e, "e6", Qt::RightButton);
    clickPoint(*e, "e5", Qt::RightButton); // an empty point stays empty
    QCOMPARE(fenOf(*e), "rnbakabnr/9/1c5c1/p1p3p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1");
    QVERIFY(e->okButton()->isEnabled());
}

void TestUiPositionEditor::eraserClearsPoint()
{
    auto e = openEditor();
    QVERIFY(e);
    clickTool(*e, PiecePalette::Eraser);
    QCOMPARE(e->piecePalette()->tool(), PiecePalette::Eraser);
    clickPoint(*e, "b2");
    dragToolTo(*e, PiecePalette::Eraser, "h7");
    QCOMPARE(fenOf(*e), "rnbakabnr/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1");
    // A second click on the selected tool puts it away: clicks then change nothing.
    clickTool(*e, PiecePalette::Eraser);
    QCOMPARE(e->piecePalette()->tool(), PiecePalette::NoTool);
    clickPoint(*e, "a0");
    QCOMPARE(fenOf(*e), "rnbakabnr/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1");
}

void TestUiPositionEditor::dragMovesPiece()
{
    auto e = openEditor();
    QVERIFY(e);
    dragOnBoard(*e, "h2", pointOnBoard(*e, "e2"));
    QCOMPARE(fenOf(*e), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1");
    // Dropping onto a piece replaces it, whatever its side.
    dragOnBoard(*e, "e2", pointOnBoard(*e, "e6"));
    QCOMPARE(fenOf(*e), "rnbakabnr/9/1c5c1/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR w - - 0 1");
}

void TestUiPositionEditor::dragOffBoardRemovesPiece()
{
    auto e = openEditor();
    QVERIFY(e);
    // Onto the piece box, which is off the board.
    const QPoint box = e->board()->mapFromGlobal(e->piecePalette()->mapToGlobal(e->piecePalette()->rect().center()));
    dragOnBoard(*e, "a9", box);
    // Past the board's edge, onto the dialog's margin.
    dragOnBoard(*e, "i9", QPoint(-30, e->board()->height() / 2));
    QCOMPARE(fenOf(*e), "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
}

void TestUiPositionEditor::dragBackChangesNothing()
{
    const QString fen = "3k5/9/9/9/9/9/9/9/4R4/5K3 b - - 3 17";
    auto e = openEditor(fen);
    QVERIFY(e);
    // Out over another point and back again.
    const QPoint e1 = pointOnBoard(*e, "e1");
    QTest::mousePress(e->board(), Qt::LeftButton, {}, e1);
    QTest::mouseMove(e->board(), pointOnBoard(*e, "e5"));
    QCOMPARE(fenOf(*e), "3k5/9/9/9/9/9/9/9/9/5K3 b - - 0 1"); // lifted
    QTest::mouseMove(e->board(), e1);
    QTest::mouseRelease(e->board(), Qt::LeftButton, {}, e1);
    QCOMPARE(fenOf(*e), fen);
    // A real move of a piece starts the clocks afresh.
    dragOnBoard(*e, "e1", pointOnBoard(*e, "e2"));
    QCOMPARE(fenOf(*e), "3k5/9/9/9/9/9/9/4R4/9/5K3 b - - 0 1");
}

void TestUiPositionEditor::sideToMove()
{
    auto e = openEditor();
    QVERIFY(e);
    clickSide(*e, Side::Black);
    QCOMPARE(e->position().sideToMove(), Side::Black);
    QVERIFY(fenOf(*e).contains(" b - - "));
    QVERIFY(e->fenEdit()->text().contains(" b - - "));
    QVERIFY2(e->message().contains("Black to move"), qPrintable(e->message()));
    clickSide(*e, Side::Red);
    QCOMPARE(e->position().sideToMove(), Side::Red);
    QCOMPARE(fenOf(*e), StartFen);
}

void TestUiPositionEditor::illegalSetUpDisablesOk_data()
{
    QTest::addColumn<QStringList>("placements");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("message"); // empty: legal
    QTest::newRow("empty board") << QStringList{} << "red" << "Red has no general";
    QTest::newRow("black has no general") << QStringList{"K@e0", "R@a0"} << "red" << "Black has no general";
    QTest::newRow("red has no general") << QStringList{"k@e9"} << "red" << "Red has no general";
    QTest::newRow("general outside its palace")
        << QStringList{"K@c0", "k@e9"} << "red" << "red general on c0 is outside its palace";
    QTest::newRow("advisor off the palace diagonals")
        << QStringList{"K@e0", "k@f9", "a@e7"} << "red" << "black advisor on e7 is not on an advisor point";
    QTest::newRow("elephant across the river")
        << QStringList{"K@e0", "k@f9", "B@c5"} << "red" << "red elephant on c5 is not on an elephant point";
    QTest::newRow("elephant on a point it never reaches")
        << QStringList{"K@d0", "k@f9", "b@e9"} << "red" << "black elephant on e9 is not on an elephant point";
    QTest::newRow("soldier behind its start")
        << QStringList{"K@d0", "k@f9", "P@c2"} << "red" << "red soldier on c2 is not on a point a soldier can reach";
    QTest::newRow("soldier between start points")
        << QStringList{"K@d0", "k@f9", "p@d6"} << "red" << "black soldier on d6 is not on a point a soldier can reach";
    QTest::newRow("two red generals")
        << QStringList{"K@e0", "K@d1", "k@f9"} << "red" << "Red has 2 generals; at most 1 are allowed";
    QTest::newRow("three chariots")
        << QStringList{"K@e0", "k@f9", "r@a9", "r@b9", "r@c9"} << "red" << "Black has 3 chariots; at most 2 are allowed";
    QTest::newRow("six soldiers")
        << QStringList{"K@d0", "k@f9", "P@a5", "P@b5", "P@c5", "P@d5", "P@e5", "P@f5"} << "red"
        << "Red has 6 soldiers; at most 5 are allowed";
    QTest::newRow("side not to move in check")
        << QStringList{"K@d0", "k@e9", "R@e5"} << "red" << "The side not to move (black) is in check";
    QTest::newRow("the same, with the checked side to move, is legal")
        << QStringList{"K@d0", "k@e9", "R@e5"} << "black" << "";
    QTest::newRow("generals face each other")
        << QStringList{"K@e0", "k@e9"} << "black" << "the generals face each other";
    QTest::newRow("a screen between the generals is legal")
        << QStringList{"K@e0", "k@e9", "n@e5"} << "black" << "";
}

void TestUiPositionEditor::illegalSetUpDisablesOk()
{
    QFETCH(QStringList, placements);
    QFETCH(QString, side);
    QFETCH(QString, message);
    auto e = openEditor();
    QVERIFY(e);
    setUp(*e, placements, false);
    clickSide(*e, side == "red" ? Side::Red : Side::Black);
    if (message.isEmpty()) {
        QVERIFY2(e->okButton()->isEnabled(), qPrintable(e->message()));
        QVERIFY2(e->message().startsWith("Legal position"), qPrintable(e->message()));
        QVERIFY(e->isPositionLegal());
        return;
    }
    QVERIFY(!e->okButton()->isEnabled());
    QVERIFY(!e->isPositionLegal());
    QVERIFY2(e->message().contains(message, Qt::CaseInsensitive), qPrintable(e->message()));
    QCOMPARE(e->messageLabel()->text(), e->message());
    // The engine's wording is recognised, so translations reach the user.
    bool recognised = false;
    PositionEditor::describeProblem(e->position().validate(), &recognised);
    QVERIFY2(recognised, e->position().validate().c_str());
    // A repair enables OK again: start position.
    e->button(Action::StartPosition)->click();
    QVERIFY(e->okButton()->isEnabled());
}

void TestUiPositionEditor::secondGeneralRemoved()
{
    // Two red generals for a moment, then one goes: the editor must still know
    // where the other stands, or it would miss that it faces the black one.
    auto e = openEditor();
    QVERIFY(e);
    setUp(*e, {"K@e0", "k@e9", "K@d0"}, false);
    clickSide(*e, Side::Black);
    QVERIFY2(e->message().contains("at most 1"), qPrintable(e->message()));
    clickPoint(*e, "d0", Qt::RightButton);
    QCOMPARE(e->position().generalSquare(Side::Red), squareOf("e0"));
    QVERIFY2(e->message().contains("the generals face each other"), qPrintable(e->message()));
    QVERIFY(!e->okButton()->isEnabled());
}

void TestUiPositionEditor::startAndClearButtons()
{
    auto e = openEditor("3k5/9/9/9/9/9/9/9/4R4/5K3 b - - 3 17");
    QVERIFY(e);
    QTest::mouseClick(e->button(Action::ClearBoard), Qt::LeftButton);
    for (Square s : AllSquares)
        QCOMPARE(e->position().at(s), NoPiece);
    QCOMPARE(fenOf(*e), "9/9/9/9/9/9/9/9/9/9 b - - 0 1"); // the side to move is kept
    QVERIFY(!e->okButton()->isEnabled());
    QTest::mouseClick(e->button(Action::StartPosition), Qt::LeftButton);
    QCOMPARE(fenOf(*e), StartFen);
    QVERIFY(e->sideButton(Side::Red)->isChecked());
    QVERIFY(e->okButton()->isEnabled());
}

void TestUiPositionEditor::flippedBoardPlacesOnTheRightPoint()
{
    auto e = openEditor();
    QVERIFY(e);
    const QPoint a0 = pointOnBoard(*e, "a0");
    QTest::mouseClick(e->button(Action::Flip), Qt::LeftButton);
    QVERIFY(e->board()->isFlipped());
    // After the flip the screen point where a0 was is i9.
    QCOMPARE(e->board()->squareAt(a0), squareOf("i9"));
    e->button(Action::ClearBoard)->click();
    setUp(*e, {"K@e0", "k@d9", "R@a0"}, true);
    QCOMPARE(fenOf(*e), "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    QTest::mouseClick(e->button(Action::Flip), Qt::LeftButton);
    QVERIFY(!e->board()->isFlipped());
}

void TestUiPositionEditor::pasteFen_data()
{
    QTest::addColumn<QString>("clipboard");
    QTest::addColumn<QString>("fen");     // the position afterwards
    QTest::addColumn<QString>("message"); // part of the message shown
    const QString endgame = "4k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 12 40";
    const QString before = "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 3 17"; // what the editor holds first
    QTest::newRow("good, clocks kept") << endgame << endgame << "Black to move";
    QTest::newRow("good, with spaces and a newline") << "  " + endgame + "\n" << endgame << "Legal position";
    QTest::newRow("good, side and clocks left out")
        << "4k4/9/9/9/9/9/9/9/4A4/3AK4" << "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1" << "Red to move";
    QTest::newRow("bad letter") << "4k4/9/9/9/9/9/9/9/4X4/3AK4 w" << before << "unknown piece letter 'X'";
    QTest::newRow("bad rank length") << "4k4/9/9/9/9/9/9/9/4A5/3AK4 w" << before << "rank 1 has";
    QTest::newRow("not a FEN at all") << "hello there" << before << "Not a valid FEN";
    QTest::newRow("well formed but illegal") << "4k4/9/9/9/9/9/9/9/9/3BK4 w" << before
                                               << "Red elephant on d0 is not on an elephant point";
    QTest::newRow("no general") << "9/9/9/9/9/9/9/9/9/4K4 w" << before << "Black has no general";
    QTest::newRow("empty clipboard") << "" << before << "holds no text";
}

void TestUiPositionEditor::pasteFen()
{
    QFETCH(QString, clipboard);
    QFETCH(QString, fen);
    QFETCH(QString, message);
    auto e = openEditor("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 3 17");
    QVERIFY(e);
    QGuiApplication::clipboard()->setText(clipboard);
    QTest::mouseClick(e->button(Action::PasteFen), Qt::LeftButton);
    QCOMPARE(fenOf(*e), fen);
    QCOMPARE(e->fenEdit()->text(), fen);
    QVERIFY2(e->message().contains(message, Qt::CaseInsensitive), qPrintable(e->message()));
    // A refused paste leaves the (legal) position and OK as they were.
    QVERIFY(e->okButton()->isEnabled());
}

void TestUiPositionEditor::copyFen()
{
    auto e = openEditor();
    QVERIFY(e);
    clickPoint(*e, "b0", Qt::RightButton);
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(e->button(Action::CopyFen), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), fenOf(*e));
    QCOMPARE(QGuiApplication::clipboard()->text(),
             "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1");
}

void TestUiPositionEditor::typedFenUpdatesLive()
{
    auto e = openEditor();
    QVERIFY(e);
    QLineEdit* line = e->fenEdit();
    line->setFocus();
    line->selectAll();
    QTest::keyClick(line, Qt::Key_Delete);
    QVERIFY(!e->okButton()->isEnabled()); // an empty line is no position
    QCOMPARE(fenOf(*e), StartFen);        // and the board keeps the last good one
    const QString fen = "4k4/9/9/9/9/9/9/9/4A4/3AK4 b";
    QTest::keyClicks(line, fen);
    QCOMPARE(fenOf(*e), "4k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 0 1");
    QCOMPARE(e->board()->position().fen(), e->position().fen());
    QCOMPARE(line->text(), fen); // the user's text is not rewritten while typing
    QVERIFY(e->okButton()->isEnabled());
    // Typing on into a bad FEN keeps the position but disables OK until fixed.
    QTest::keyClicks(line, " x");
    QCOMPARE(fenOf(*e), "4k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 0 1");
    QVERIFY(!e->okButton()->isEnabled());
    QVERIFY2(e->message().contains("castling"), qPrintable(e->message()));
    QTest::keyClick(line, Qt::Key_Backspace);
    QTest::keyClick(line, Qt::Key_Backspace);
    QVERIFY(e->okButton()->isEnabled());
    // An edit on the board rewrites the line.
    clickPoint(*e, "d0", Qt::RightButton);
    QCOMPARE(line->text(), "4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1");
}

void TestUiPositionEditor::editReturnsThePosition()
{
    std::optional<Position> result;
    bool clicked = false;
    // The dialog is modal: drive it from inside its event loop.
    QTimer::singleShot(0, this, [&] {
        auto* e = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
        if (!e)
            return;
        if (QTest::qWaitForWindowExposed(e)) {
            setUp(*e, {"K@e0", "k@d9", "R@e8", "r@i3"}, false);
            clickSide(*e, Side::Black);
            clicked = e->okButton()->isEnabled();
            QTest::mouseClick(e->okButton(), Qt::LeftButton);
        }
        if (e->isVisible())
            e->reject(); // ends the loop if the click did not
    });
    result = PositionEditor::edit(nullptr, Position());
    QVERIFY(clicked);
    QVERIFY(result.has_value());
    QCOMPARE(QString::fromStdString(result->fen()), "3k5/4R4/9/9/9/9/8r/9/9/4K4 b - - 0 1");
    QCOMPARE(result->generalSquare(Side::Red), squareOf("e0"));
    QCOMPARE(result->generalSquare(Side::Black), squareOf("d9"));
    QCOMPARE(result->plyCount(), 0);
}

void TestUiPositionEditor::editCancelledReturnsNothing()
{
    QTimer::singleShot(0, this, [] {
        if (auto* e = qobject_cast<PositionEditor*>(QApplication::activeModalWidget()))
            e->reject();
    });
    QVERIFY(!PositionEditor::edit(nullptr, Position()).has_value());
}

void TestUiPositionEditor::paletteDrawsEveryTool()
{
    auto e = openEditor("3ak4/4a4/9/9/9/9/9/9/4A4/4K4 w");
    QVERIFY(e);
    clickTool(*e, makePiece(Side::Red, Elephant));
    clickPoint(*e, "e5");
    QVERIFY(!e->okButton()->isEnabled());
    clickTool(*e, makePiece(Side::Black, Horse));
    e->resize(e->sizeHint()); // as the dialog first opens
    QCoreApplication::processEvents();
    const QImage shot = e->grab().toImage();
    // Set QIYUAN_SCREENSHOT_DIR to look at the dialog.
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        QVERIFY(shot.save(dir + "/position_editor.png"));
    // Every tool leaves ink on the tray: dark or red pixels where it is drawn.
    const PiecePalette* palette = e->piecePalette();
    const qreal dpr = shot.devicePixelRatio();
    for (int tool : PiecePalette::tools()) {
        QVERIFY(palette->rect().contains(palette->toolRect(tool).toRect()));
        const QRect r = palette->toolRect(tool).toRect().translated(palette->mapTo(e.get(), QPoint(0, 0)));
        int ink = 0;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) {
                const QColor c = shot.pixelColor(QPoint(x, y) * dpr);
                if (c.lightness() < 90 || (c.red() > 150 && c.green() < 80))
                    ++ink;
            }
        QVERIFY2(ink > 40, qPrintable(PiecePalette::toolName(tool)));
    }
}

QTEST_MAIN(TestUiPositionEditor)
#include "tst_ui_position_editor.moc"
