// How the 翻翻棋 table looks, checked on pixels and without timing: the
// wooden back of a face-down disc (wood at the rim, a carved mark in the
// centre, no pale pattern), the captured pieces drawn as discs beside the
// board, and the flip and capture animations that follow the animation
// setting (Off: the board shows the end state at once).
#include "banqi/banqitable.h"
#include "banqi/capturedstrip.h"
#include "banqi/discpainter.h"
#include "ui/preferences.h"

#include "../banqilayout.h"
#include "banqi/deal.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace qiyuan;
using namespace qiyuan::banqi;
using qiyuan::ui::BanqiOptions;
using qiyuan::ui::BanqiTable;
using qiyuan::ui::CapturedStrip;
using qiyuan::ui::DiscPainter;
using qiyuan::ui::PieceStyle;

namespace {

int luminance(QRgb c)
{
    return (299 * qRed(c) + 587 * qGreen(c) + 114 * qBlue(c)) / 1000;
}

// Wood: opaque, warm (red over green over blue), neither pale nor black.
bool woodTone(QRgb c)
{
    return qAlpha(c) == 255 && qRed(c) > qGreen(c) && qGreen(c) > qBlue(c) && qRed(c) - qBlue(c) >= 50
        && luminance(c) > 90 && luminance(c) < 225;
}

QString describe(QRgb c)
{
    return QStringLiteral("rgba(%1,%2,%3,%4)").arg(qRed(c)).arg(qGreen(c)).arg(qBlue(c)).arg(qAlpha(c));
}

constexpr int Size = 240, Radius = 100;

QImage render(Piece p)
{
    QImage image(Size, Size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    DiscPainter::drawPiece(painter, QPointF(Size / 2.0, Size / 2.0), 2 * Radius, p, PieceStyle::Simplified);
    painter.end();
    // QIYUAN_LOOKS_DIR=dir keeps the images to look at.
    if (const QString dir = qEnvironmentVariable("QIYUAN_LOOKS_DIR"); !dir.isEmpty())
        image.save(QStringLiteral("%1/disc-%2.png").arg(dir).arg(int(p)));
    return image;
}

QRgb at(const QImage& image, qreal radius, qreal degrees)
{
    const qreal a = qDegreesToRadians(degrees);
    return image.pixel(qRound(Size / 2.0 + radius * std::cos(a)), qRound(Size / 2.0 + radius * std::sin(a)));
}

// The warm pixels of a widget's image: a wooden disc's, not the window's grey.
int warmPixels(const QImage& image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            n += qRed(c) - qBlue(c) > 40;
        }
    return n;
}

} // namespace

class TestUiBanqiLooks : public QObject {
    Q_OBJECT
private slots:
    void backIsWood_data();
    void backIsWood();
    void backHasACarvedMark();
    void backDiffersFromTheFace();
    void capturedPiecesDrawn();
    void animations_data();
    void animations();

private:
    static void click(BanqiTable& t, const char* square)
    {
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->squareCentre(parseSquare(square)).toPoint());
    }
};

void TestUiBanqiLooks::backIsWood_data()
{
    QTest::addColumn<qreal>("radius"); // of the disc's
    QTest::newRow("the rim") << 0.94;
    QTest::newRow("between the carved ring and the seal") << 0.72;
}

void TestUiBanqiLooks::backIsWood()
{
    QFETCH(qreal, radius);
    const QImage back = render(FaceDown);
    for (qreal degrees : {0.0, 45.0, 90.0, 135.0, 180.0, 225.0, 270.0, 315.0}) {
        const QRgb c = at(back, radius * Radius, degrees);
        QVERIFY2(woodTone(c), qPrintable(QStringLiteral("%1 at %2°").arg(describe(c)).arg(degrees)));
    }
}

void TestUiBanqiLooks::backHasACarvedMark()
{
    // The centre (a square of 0.6 radius): mostly wood, with a carved mark
    // well darker than it, and nothing pale (the old back's light rings and
    // rosette stood out lighter than the wood around them).
    const QImage back = render(FaceDown);
    QList<int> lum;
    const int half = qRound(Radius * 0.3);
    for (int y = Size / 2 - half; y <= Size / 2 + half; ++y)
        for (int x = Size / 2 - half; x <= Size / 2 + half; ++x)
            lum << luminance(back.pixel(x, y));
    std::sort(lum.begin(), lum.end());
    const int median = lum.at(lum.size() / 2);
    const auto carved = std::count_if(lum.begin(), lum.end(), [median](int l) { return l < median - 40; });
    QVERIFY2(lum.first() < median - 50, qPrintable(QStringLiteral("darkest %1, median %2").arg(lum.first()).arg(median)));
    QVERIFY2(carved > lum.size() / 12, qPrintable(QStringLiteral("%1 of %2 carved").arg(carved).arg(lum.size())));
    // The lightest plain wood: between the carved ring and the seal, where the light falls.
    int wood = 0;
    for (qreal degrees = 0; degrees < 360; degrees += 15)
        wood = qMax(wood, luminance(at(back, 0.72 * Radius, degrees)));
    QVERIFY2(lum.last() < wood + 25, qPrintable(QStringLiteral("lightest %1, plain wood %2").arg(lum.last()).arg(wood)));
    QVERIFY(woodTone(back.pixel(Size / 2 - half, Size / 2 - half)));
}

void TestUiBanqiLooks::backDiffersFromTheFace()
{
    // Same disc, darker wood: a face-down piece tells itself from a face-up one.
    const QImage back = render(FaceDown);
    const QImage face = render(makePiece(Color::Red, Chariot));
    for (qreal degrees : {0.0, 90.0, 180.0, 270.0})
        QVERIFY(luminance(at(face, 0.72 * Radius, degrees)) > luminance(at(back, 0.72 * Radius, degrees)) + 20);
}

void TestUiBanqiLooks::capturedPiecesDrawn()
{
    BanqiTable t;
    t.board()->setAnimationMs(0);
    t.resize(1100, 700);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    // a1 red Chariot, b1 black Soldier: the Chariot takes the Soldier.
    t.newGame(layoutDeal("Rp"), BanqiOptions{QStringLiteral("banqi"), false, false});
    auto* black = t.findChild<CapturedStrip*>(QStringLiteral("blackCaptured"));
    auto* red = t.findChild<CapturedStrip*>(QStringLiteral("redCaptured"));
    QVERIFY(black && red);
    QCOMPARE(warmPixels(black->grab().toImage()), 0); // "none"
    click(t, "a1");
    click(t, "b1");
    click(t, "a1");
    click(t, "b1");
    QCOMPARE(t.actionLog().last(), QStringLiteral("a1b1"));
    QCOMPARE(black->pieces(), std::vector<Piece>{makePiece(Color::Black, Soldier)});
    QTest::qWait(20);
    const QImage strip = black->grab().toImage();
    const QPoint c = black->discCentre(0).toPoint();
    QVERIFY2(warmPixels(strip) > CapturedStrip::Disc * CapturedStrip::Disc / 2,
             qPrintable(QString::number(warmPixels(strip))));
    QVERIFY(qRed(strip.pixel(c.x() - CapturedStrip::Disc / 3, c.y())) > 180); // the pale face of a face-up disc
    QCOMPARE(warmPixels(red->grab().toImage()), 0);
    // Beside the board, not above or below it: in the side panel.
    const int boardRight = t.board()->mapTo(&t, QPoint(t.board()->width(), 0)).x();
    QVERIFY(black->mapTo(&t, QPoint(0, 0)).x() >= boardRight);
}

void TestUiBanqiLooks::animations_data()
{
    QTest::addColumn<int>("animationMs"); // the setting: 0 = Off
    QTest::addColumn<bool>("capture");    // else a flip
    QTest::newRow("flip, animation off") << 0 << false;
    QTest::newRow("capture, animation off") << 0 << true;
    QTest::newRow("flip, animation fast") << 120 << false;
    QTest::newRow("capture, animation fast") << 120 << true;
}

void TestUiBanqiLooks::animations()
{
    QFETCH(int, animationMs);
    QFETCH(bool, capture);
    BanqiTable t;
    ui::Preferences prefs;
    prefs.animationMs = animationMs;
    t.applyPreferences(prefs);
    QCOMPARE(t.board()->animationMs(), animationMs);
    t.newGame(layoutDeal("Rp"), BanqiOptions{QStringLiteral("banqi"), false, false});
    click(t, "a1");
    if (capture) {
        QTRY_VERIFY(!t.board()->isAnimating());
        click(t, "b1");
        QTRY_VERIFY(!t.board()->isAnimating());
        click(t, "a1");
        click(t, "b1");
    }
    // Off: the end state at once; on: the animation runs, then the same end state.
    QCOMPARE(t.board()->isAnimating(), animationMs > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!t.board()->isAnimating(), 3000);
    if (capture) {
        QCOMPARE(t.board()->board()[parseSquare("b1")], makePiece(Color::Red, Chariot));
        QCOMPARE(t.board()->board()[parseSquare("a1")], NoPiece);
    } else {
        QCOMPARE(t.board()->board()[parseSquare("a1")], makePiece(Color::Red, Chariot));
    }
}

QTEST_MAIN(TestUiBanqiLooks)
#include "tst_ui_banqi_looks.moc"
