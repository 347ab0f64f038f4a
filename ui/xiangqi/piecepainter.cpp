#include "piecepainter.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QRadialGradient>

#include <cmath>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

QString PiecePainter::fontFamily()
{
    static const QString family = [] {
        const int id = QFontDatabase::addApplicationFont(QStringLiteral(":/fonts/qiyuan-pieces.ttf"));
        const QStringList families = QFontDatabase::applicationFontFamilies(id);
        return families.isEmpty() ? QString() : families.first();
    }();
    return family;
}

QChar PiecePainter::glyph(Piece p, PieceStyle style)
{
    // Index by type (General..Soldier); red and black differ in characters.
    static const QString redSimplified = QStringLiteral(" 帅仕相马车炮兵");
    static const QString blackSimplified = QStringLiteral(" 将士象马车炮卒");
    static const QString redTraditional = QStringLiteral(" 帥仕相傌俥炮兵");
    static const QString blackTraditional = QStringLiteral(" 將士象馬車砲卒");
    const int t = typeOf(p);
    if (t < General || t > Soldier)
        return QChar(u'?');
    const bool red = sideOf(p) == Side::Red;
    if (style == PieceStyle::Traditional)
        return (red ? redTraditional : blackTraditional).at(t);
    return (red ? redSimplified : blackSimplified).at(t);
}

QPainterPath PiecePainter::glyphPath(QChar c)
{
    static QHash<QChar, QPainterPath> cache;
    if (const auto it = cache.constFind(c); it != cache.constEnd())
        return *it;
    QFont font(fontFamily());
    font.setPixelSize(1000);
    font.setStyleStrategy(QFont::NoFontMerging); // only the shipped font, never a tofu fallback
    QPainterPath path;
    path.addText(0, 0, font, QString(c));
    // Centre the outline and scale to a unit em.
    const QRectF box = path.boundingRect();
    QTransform t;
    t.scale(1.0 / 1000, 1.0 / 1000);
    t.translate(-box.center().x(), -box.center().y());
    path = t.map(path);
    cache.insert(c, path);
    return path;
}

QColor PiecePainter::ink(Side side)
{
    return side == Side::Red ? QColor(0xb0, 0x1c, 0x1c) : QColor(0x1d, 0x1d, 0x1d);
}

namespace {

// The disc without its ring: shadow, face with a light top-left, rim.
void drawFace(QPainter& painter, QPointF centre, qreal diameter)
{
    const qreal r = diameter / 2;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(centre + QPointF(r * 0.06, r * 0.1), r, r);
    QRadialGradient face(centre - QPointF(r * 0.35, r * 0.4), r * 1.6);
    face.setColorAt(0, QColor(0xfb, 0xf1, 0xdc));
    face.setColorAt(0.7, QColor(0xee, 0xd6, 0xa8));
    face.setColorAt(1, QColor(0xc9, 0xa4, 0x6a));
    painter.setBrush(face);
    painter.setPen(QPen(QColor(0x7a, 0x55, 0x2a), qMax(1.0, r * 0.05)));
    painter.drawEllipse(centre, r, r);
    painter.restore();
}

// The inner ring in the side's ink.
void drawRing(QPainter& painter, QPointF centre, qreal diameter, const QColor& ink)
{
    const qreal r = diameter / 2;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(ink, qMax(1.0, r * 0.045)));
    painter.drawEllipse(centre, r * 0.82, r * 0.82);
    painter.restore();
}

} // namespace

void PiecePainter::drawDisc(QPainter& painter, QPointF centre, qreal diameter, const QColor& ink)
{
    drawFace(painter, centre, diameter);
    drawRing(painter, centre, diameter, ink);
}

void PiecePainter::drawPiece(QPainter& painter, QPointF centre, qreal diameter, Piece p, PieceStyle style,
                             qreal opacity)
{
    const QColor color = ink(sideOf(p));
    painter.save();
    painter.setOpacity(opacity);
    drawDisc(painter, centre, diameter, color);
    drawGlyph(painter, centre, diameter / 2, glyph(p, style), color);
    painter.restore();
}

namespace {

// Pre-rendered pieces. Key: piece (0 = a blank disc of a side, 0xff = the
// face both sides' discs start from), side, style,
// diameter in quarter device pixels, device pixel ratio in hundredths.
quint64 spriteKey(int piece, int side, PieceStyle style, qreal deviceDiameter, qreal dpr)
{
    return quint64(piece & 0xff) | quint64(side & 1) << 8 | quint64(style == PieceStyle::Traditional) << 9
        | quint64(qRound(dpr * 100) & 0xffff) << 10 | quint64(qRound(deviceDiameter * 4)) << 26;
}

QHash<quint64, QImage>& sprites()
{
    static QHash<quint64, QImage> cache;
    return cache;
}

// Half the side of a sprite in device pixels: the disc, its rim and the
// shadow below and to the right of it.
int spriteHalf(qreal deviceDiameter)
{
    return int(std::ceil(deviceDiameter / 2 * 1.14)) + 2;
}

} // namespace

void PiecePainter::drawCachedPiece(QPainter& painter, QPointF centre, qreal diameter, Piece p, PieceStyle style)
{
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const qreal deviceDiameter = diameter * dpr;
    const Side side = sideOf(p);
    const quint64 key = spriteKey(p, index(side), style, deviceDiameter, dpr);
    QHash<quint64, QImage>& cache = sprites();
    auto it = cache.constFind(key);
    if (it == cache.constEnd()) {
        // Sprites of old sizes go when the cache grows: a resize asks for new ones.
        if (cache.size() > 64)
            cache.clear();
        const int half = spriteHalf(deviceDiameter);
        const QPointF mid(half / dpr, half / dpr);
        // The blank disc of the side first (the costly part: gradients and
        // antialiased rings), shared by its seven pieces; its face, shared by
        // both sides.
        const quint64 discKey = spriteKey(0, index(side), PieceStyle::Simplified, deviceDiameter, dpr);
        auto disc = cache.constFind(discKey);
        if (disc == cache.constEnd()) {
            const quint64 faceKey = spriteKey(0xff, 0, PieceStyle::Simplified, deviceDiameter, dpr);
            auto face = cache.constFind(faceKey);
            if (face == cache.constEnd()) {
                QImage blank(2 * half, 2 * half, QImage::Format_ARGB32_Premultiplied);
                blank.setDevicePixelRatio(dpr);
                blank.fill(Qt::transparent);
                QPainter fp(&blank);
                drawFace(fp, mid, diameter);
                fp.end();
                face = cache.insert(faceKey, blank);
            }
            QImage ringed = face->copy();
            ringed.setDevicePixelRatio(dpr);
            QPainter dp(&ringed);
            drawRing(dp, mid, diameter, ink(side));
            dp.end();
            disc = cache.insert(discKey, ringed);
        }
        QImage sprite = disc->copy();
        sprite.setDevicePixelRatio(dpr);
        QPainter sp(&sprite);
        sp.setRenderHint(QPainter::Antialiasing);
        drawGlyph(sp, mid, diameter / 2, glyph(p, style), ink(side));
        sp.end();
        it = cache.insert(key, sprite);
    }
    // On a whole device pixel, the image lands 1:1: a plain blit.
    const int half = it->width() / 2;
    const QPointF topLeft(std::round(centre.x() * dpr) - half, std::round(centre.y() * dpr) - half);
    painter.drawImage(topLeft / dpr, *it);
}

void PiecePainter::drawGlyph(QPainter& painter, QPointF centre, qreal radius, QChar c, const QColor& ink)
{
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.scale(radius * GlyphScale, radius * GlyphScale);
    painter.save();
    // A hairline of the same ink gives the thin brush font some weight. Up to
    // 1.5 device pixels it is drawn one pixel wide: Qt then takes its fast
    // path for thin lines instead of outlining a wide pen around every curve
    // of the character (several times slower, and the board redraws its
    // pieces at every step of a resize).
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const qreal scale = std::sqrt(std::abs(painter.worldTransform().determinant())) * dpr;
    qreal weight = radius * 0.025;
    if (weight * scale < 1.5)
        weight = 1.0 / scale;
    painter.setPen(QPen(ink, weight));
    painter.setBrush(ink);
    painter.drawPath(t.map(glyphPath(c)));
    painter.restore();
}

void PiecePainter::drawText(QPainter& painter, QPointF centre, qreal size, const QString& text, const QColor& color)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(color);
    // Through the font engine: Qt keeps rendered characters up to 64 pixels in
    // its glyph cache, several times cheaper than filling their outlines
    // (above that size it fills the outlines itself). Each character is
    // centred on its own ink, as glyphPath() centres its outline.
    QFont font(fontFamily());
    font.setPixelSize(std::max(1, int(std::lround(size))));
    font.setStyleStrategy(QFont::StyleStrategy(QFont::NoFontMerging | QFont::PreferAntialias));
    font.setHintingPreference(QFont::PreferNoHinting);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const qreal advance = size * 1.1;
    qreal x = centre.x() - advance * (text.size() - 1) / 2;
    for (const QChar c : text) {
        if (!c.isSpace()) {
            const QRectF ink = metrics.tightBoundingRect(QString(c));
            painter.drawText(QPointF(x, centre.y()) - ink.center(), QString(c));
        }
        x += advance;
    }
    painter.restore();
}

} // namespace qiyuan::ui
