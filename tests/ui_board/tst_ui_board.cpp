// The xiangqi board widget, clicked like a user does (offscreen platform):
// selection and legal targets, click-click and drag moves, refused moves with
// the engine's reason, flipping, and that every piece's glyph is really drawn
// from the shipped font (no tofu boxes).
#include "xiangqi/boardwidget.h"

#include <QPainter>
#include <QRawFont>
#include <QSignalSpy>
#include <QTest>

using namespace qiyuan::xiangqi;
using qiyuan::ui::BoardWidget;
using qiyuan::ui::PiecePainter;
using qiyuan::ui::PieceStyle;

Q_DECLARE_METATYPE(qiyuan::xiangqi::Move)
Q_DECLARE_METATYPE(qiyuan::xiangqi::MoveError)

class TestUiBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void clickClickMove_data();
    void clickClickMove();
    void dragMove();
    void refusedMoveSaysWhy_data();
    void refusedMoveSaysWhy();
    void flipMapsPoints();
    void shippedFontHasEveryGlyph_data();
    void shippedFontHasEveryGlyph();
    void startPositionGlyphsAreDrawn_data();
    void startPositionGlyphsAreDrawn();
    void captureFadesUnlessAnimationsAreOff_data();
    void captureFadesUnlessAnimationsAreOff();
    void pointMarksCanBeTurnedOff_data();
    void pointMarksCanBeTurnedOff();
    void liveResize_data();
    void liveResize();

private:
    QPoint at(const BoardWidget& b, const char* sq) const
    {
        return b.pointCentre(sq[0] - 'a', sq[1] - '0').toPoint();
    }
};

void TestUiBoard::initTestCase()
{
    qRegisterMetaType<Move>();
    qRegisterMetaType<MoveError>();
}

void TestUiBoard::clickClickMove_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("targets");
    QTest::newRow("cannon to centre (炮二平五)") << "h2" << "e2" << 12;
    QTest::newRow("horse out (马二进三)") << "h0" << "g2" << 2;
    QTest::newRow("soldier forward") << "c3" << "c4" << 1;
}

void TestUiBoard::clickClickMove()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, targets);
    BoardWidget board;
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &BoardWidget::moveRequested);
    QTest::mouseClick(&board, Qt::LeftButton, {}, at(board, from.toLatin1().constData()));
    QCOMPARE(board.highlightedTargets().size(), targets);
    QTest::mouseClick(&board, Qt::LeftButton, {}, at(board, to.toLatin1().constData()));
    QCOMPARE(spy.size(), 1);
    const Move m = spy.first().first().value<Move>();
    QCOMPARE(QString::fromStdString(toIccs(m)), from + to);
}

void TestUiBoard::dragMove()
{
    BoardWidget board;
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy spy(&board, &BoardWidget::moveRequested);
    const QPoint from = at(board, "b2"), to = at(board, "b9");
    QTest::mousePress(&board, Qt::LeftButton, {}, from);
    QTest::mouseMove(&board, from + QPoint(10, -10));
    QTest::mouseMove(&board, to);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, to);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(QString::fromStdString(toIccs(spy.first().first().value<Move>())), QStringLiteral("b2b9"));
}

void TestUiBoard::refusedMoveSaysWhy_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("error");
    const QString start = QString::fromLatin1(Position::StartFen.data());
    QTest::newRow("horse leg blocked (蹩马腿)") << "4k4/9/9/9/9/9/9/9/1R7/1N1K5 w" << "b0" << "c2"
                                               << int(MoveError::HorseLegBlocked);
    QTest::newRow("elephant eye blocked (塞象眼)") << "4k4/9/9/9/9/9/9/9/3R5/2BK5 w" << "c0" << "e2"
                                                  << int(MoveError::ElephantEyeBlocked);
    QTest::newRow("general into check (送将)") << "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w" << "e1" << "d1"
                                               << int(MoveError::LeavesGeneralInCheck);
    QTest::newRow("chariot cannot jump") << start << "a0" << "a5" << int(MoveError::PathBlocked);
}

void TestUiBoard::refusedMoveSaysWhy()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, error);
    BoardWidget board;
    board.setPosition(*Position::fromFen(fen.toStdString()));
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy moved(&board, &BoardWidget::moveRequested);
    QSignalSpy refused(&board, &BoardWidget::illegalMoveAttempted);
    QTest::mouseClick(&board, Qt::LeftButton, {}, at(board, from.toLatin1().constData()));
    QTest::mouseClick(&board, Qt::LeftButton, {}, at(board, to.toLatin1().constData()));
    QCOMPARE(moved.size(), 0);
    QCOMPARE(refused.size(), 1);
    QCOMPARE(int(refused.first().at(1).value<MoveError>()), error);
}

void TestUiBoard::flipMapsPoints()
{
    BoardWidget board;
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QPointF a0 = board.pointCentre(0, 0);
    QCOMPARE(board.squareAt(a0), makeSquare(0, 0));
    board.setFlipped(true);
    // Flipped, red's a0 sits where black's i9 was.
    QCOMPARE(board.pointCentre(8, 9), a0);
    QCOMPARE(board.squareAt(a0), makeSquare(8, 9));
}

void TestUiBoard::shippedFontHasEveryGlyph_data()
{
    QTest::addColumn<QString>("characters");
    QTest::newRow("simplified pieces") << QStringLiteral("帅将仕士相象马车炮兵卒");
    QTest::newRow("traditional pieces") << QStringLiteral("帥將傌馬俥車砲");
    QTest::newRow("river and numerals") << QStringLiteral("楚河汉界一二三四五六七八九123456789");
}

void TestUiBoard::shippedFontHasEveryGlyph()
{
    QFETCH(QString, characters);
    const QRawFont raw(QStringLiteral(":/fonts/qiyuan-pieces.ttf"), 1000);
    QVERIFY(raw.isValid());
    QVERIFY(!PiecePainter::fontFamily().isEmpty());
    for (const QChar c : characters) {
        QVERIFY2(raw.supportsCharacter(c), qPrintable(QString(c)));
        // The outline the board draws is the shipped font's own outline, not a
        // fallback font's glyph or a tofu box.
        const QList<quint32> glyphs = raw.glyphIndexesForString(QString(c));
        QCOMPARE(glyphs.size(), 1);
        const QSizeF want = raw.pathForGlyph(glyphs.first()).boundingRect().size() / 1000;
        const QSizeF got = PiecePainter::glyphPath(c).boundingRect().size();
        QVERIFY2(!want.isEmpty() && qAbs(got.width() - want.width()) < 0.02 && qAbs(got.height() - want.height()) < 0.02,
                 qPrintable(QStringLiteral("%1: %2x%3 vs font %4x%5")
                                .arg(c).arg(got.width()).arg(got.height()).arg(want.width()).arg(want.height())));
    }
}

// Renders the start position and checks, piece by piece, that the ink inside
// each disc matches the outline of its character in the shipped font; a tofu
// box or a missing glyph would not match.
void TestUiBoard::startPositionGlyphsAreDrawn_data()
{
    QTest::addColumn<int>("style");
    QTest::newRow("simplified") << int(PieceStyle::Simplified);
    QTest::newRow("traditional") << int(PieceStyle::Traditional);
}

void TestUiBoard::startPositionGlyphsAreDrawn()
{
    QFETCH(int, style);
    BoardWidget board;
    board.setPieceStyle(PieceStyle(style));
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QImage shot = board.grab().toImage().convertToFormat(QImage::Format_RGB32);
    // A picture to look at only when asked for (never into the working folder).
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        shot.save(dir + QStringLiteral("/ui_board_start_%1.png").arg(style));
    const qreal r = board.pointCentre(1, 0).x() - board.pointCentre(0, 0).x(); // one cell
    int checked = 0;
    for (Square s : AllSquares) {
        const Piece piece = board.position().at(s);
        if (!isPiece(piece))
            continue;
        const QPointF centre = board.pointCentre(fileOf(s), rankOf(s));
        // Expected ink: the glyph outline drawn alone, as the board draws it.
        QImage expected(shot.size(), QImage::Format_RGB32);
        expected.fill(Qt::white);
        {
            QPainter p(&expected);
            p.setRenderHint(QPainter::Antialiasing);
            PiecePainter::drawGlyph(p, centre, r * 0.45, PiecePainter::glyph(piece, PieceStyle(style)), Qt::black);
        }
        const bool red = sideOf(piece) == Side::Red;
        int both = 0, either = 0;
        const int half = static_cast<int>(r * 0.34);
        for (int y = int(centre.y()) - half; y <= int(centre.y()) + half; ++y)
            for (int x = int(centre.x()) - half; x <= int(centre.x()) + half; ++x) {
                if (QLineF(QPointF(x, y), centre).length() > half)
                    continue; // inside the inner ring only
                const QColor got = shot.pixelColor(x, y);
                // Both inks have green ~0x1c, the ivory face ~0xd6: half way is half coverage.
                const bool ink = got.green() < 0x7a && (!red || got.red() > got.green() + 60);
                const bool want = qGray(expected.pixel(x, y)) < 128;
                both += ink && want;
                either += ink || want;
            }
        QVERIFY2(either > 20, qPrintable(QString::fromStdString(squareName(s))));
        const double iou = double(both) / either;
        QVERIFY2(iou > 0.75, qPrintable(QStringLiteral("%1: ink matches glyph only %2")
                                            .arg(QString::fromStdString(squareName(s)))
                                            .arg(iou)));
        ++checked;
    }
    QCOMPARE(checked, 32);
}

// Mean colour of a disc around a point's centre.
static QColor meanAround(const QImage& shot, QPointF centre, qreal radius)
{
    qint64 r = 0, g = 0, b = 0, n = 0;
    for (int y = int(centre.y() - radius); y <= int(centre.y() + radius); ++y)
        for (int x = int(centre.x() - radius); x <= int(centre.x() + radius); ++x) {
            if (QLineF(QPointF(x, y), centre).length() > radius || !shot.rect().contains(x, y))
                continue;
            const QRgb px = shot.pixel(x, y);
            r += qRed(px), g += qGreen(px), b += qBlue(px), ++n;
        }
    return n ? QColor(int(r / n), int(g / n), int(b / n)) : QColor();
}

static int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// While the window is being resized the board shows its last crisp frame
// scaled (pieces and marks baked in); it must show the same board as the
// crisp redraw at that size, and anything that changes on the board (a move)
// must bring the crisp board back at once, never a stale picture.
void TestUiBoard::liveResize_data()
{
    QTest::addColumn<QSize>("to");
    QTest::addColumn<bool>("moveDuringResize");
    QTest::newRow("growing") << QSize(700, 780) << false;
    QTest::newRow("shrinking") << QSize(420, 470) << false;
    QTest::newRow("a move while resizing") << QSize(700, 780) << true;
}

void TestUiBoard::liveResize()
{
    QFETCH(QSize, to);
    QFETCH(bool, moveDuringResize);
    BoardWidget board;
    board.setLiveResizeSettleMs(60000); // the test decides when the size has settled
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    board.grab(); // the crisp frame that a live resize starts from
    board.resize(to);
    QTRY_COMPARE(board.size(), to);
    QVERIFY(board.isLiveResizing());
    Position after = board.position();
    const Move move = Position::parseIccs("h2e2");
    if (moveDuringResize) {
        after.makeMove(move);
        board.setPosition(after, move);
    }
    const QImage live = board.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(board.isLiveResizing(), !moveDuringResize);
    board.settle();
    QVERIFY(!board.isLiveResizing());
    const QImage crisp = board.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(live.size(), crisp.size());
    const qreal cell = board.pointCentre(1, 0).x() - board.pointCentre(0, 0).x();
    int occupied = 0;
    for (Square s : AllSquares) {
        const QPointF centre = board.pointCentre(fileOf(s), rankOf(s));
        const QColor a = meanAround(live, centre, cell * 0.4), b = meanAround(crisp, centre, cell * 0.4);
        QVERIFY2(colourDistance(a, b) < 40, qPrintable(QStringLiteral("%1: live %2, crisp %3")
                                                             .arg(QString::fromStdString(squareName(s)), a.name(),
                                                                  b.name())));
        occupied += isPiece(board.position().at(s));
    }
    QCOMPARE(occupied, 32);
    // The moved cannon stands on e2 in both pictures, and h2 is empty wood.
    if (moveDuringResize) {
        const QColor e2 = meanAround(live, board.pointCentre(4, 2), cell * 0.4);
        const QColor h2 = meanAround(live, board.pointCentre(7, 2), cell * 0.4);
        QVERIFY(colourDistance(e2, h2) > 40);
    }
}

// A capture: the taken piece fades while the mover slides in (issue 19),
// for as long as Settings → Animation says; Off shows the end at once.
void TestUiBoard::captureFadesUnlessAnimationsAreOff_data()
{
    QTest::addColumn<int>("animationMs");
    QTest::newRow("normal speed") << 180;
    QTest::newRow("animations off") << 0;
}

void TestUiBoard::captureFadesUnlessAnimationsAreOff()
{
    QFETCH(int, animationMs);
    BoardWidget board;
    board.setAnimationMs(animationMs);
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    Position pos; // the start: the cannon on h2 takes the horse on h9
    const Move m = Position::parseIccs("h2h9");
    const Piece horse = pos.at(m.to);
    pos.makeMove(m);
    board.setPosition(pos, m, true);
    if (animationMs == 0) {
        QCOMPARE(board.fadingPiece(), NoPiece);
    } else {
        QCOMPARE(board.fadingPiece(), horse);
        QTRY_COMPARE(board.fadingPiece(), NoPiece); // gone when the slide ends
    }
    // A move that takes nothing fades nothing.
    Position quiet;
    const Move q = Position::parseIccs("h0g2");
    quiet.makeMove(q);
    board.setPosition(Position(), {}, false);
    board.setPosition(quiet, q, true);
    QCOMPARE(board.fadingPiece(), NoPiece);
}

// The corner marks of the cannon and soldier points (炮位/兵位, issue 19) are
// drawn beside each such point, and only there; the setting turns them off.
void TestUiBoard::pointMarksCanBeTurnedOff_data()
{
    QTest::addColumn<bool>("marks");
    QTest::newRow("marks shown (the default)") << true;
    QTest::newRow("marks turned off") << false;
}

void TestUiBoard::pointMarksCanBeTurnedOff()
{
    QFETCH(bool, marks);
    BoardWidget board;
    QCOMPARE(board.showPointMarks(), true);
    board.setShowPointMarks(marks);
    board.setPosition(*Position::fromFen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")); // no piece over a mark
    board.resize(540, 600);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QImage shot = board.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const qreal cell = board.pointCentre(1, 0).x() - board.pointCentre(0, 0).x();
    // Dark line pixels in the quadrant below right of a point, away from the
    // grid lines through it: only a mark puts ink there.
    auto inkBeside = [&](int file, int rank) {
        const QPointF c = board.pointCentre(file, rank);
        int ink = 0;
        for (int y = int(c.y() + cell * 0.05); y <= int(c.y() + cell * 0.3); ++y)
            for (int x = int(c.x() + cell * 0.05); x <= int(c.x() + cell * 0.3); ++x)
                ink += qGray(shot.pixel(x, y)) < 120;
        return ink;
    };
    for (const auto& [file, rank] : {std::pair{0, 3}, {2, 6}, {1, 2}, {7, 7}}) // soldier and cannon points
        QVERIFY2((inkBeside(file, rank) > 10) == marks,
                 qPrintable(QStringLiteral("%1,%2: %3").arg(file).arg(rank).arg(inkBeside(file, rank))));
    QCOMPARE(inkBeside(3, 3), 0); // a plain point has no mark
}

QTEST_MAIN(TestUiBoard)
#include "tst_ui_board.moc"
