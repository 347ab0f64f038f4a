#include "discpainter.h"

#include <QFile>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QRawFont>

#include <cmath>

namespace qiyuan::ui {

xiangqi::Piece toXiangqiPiece(banqi::Piece p)
{
    using namespace qiyuan::banqi;
    if (!isPiece(p))
        return xiangqi::NoPiece;
    xiangqi::PieceType t = xiangqi::NoPieceType;
    switch (kindOf(p)) {
    case General: t = xiangqi::General; break;
    case Advisor: t = xiangqi::Advisor; break;
    case Elephant: t = xiangqi::Elephant; break;
    case Chariot: t = xiangqi::Chariot; break;
    case Horse: t = xiangqi::Horse; break;
    case Cannon: t = xiangqi::Cannon; break;
    case Soldier: t = xiangqi::Soldier; break;
    case NoKind: return xiangqi::NoPiece;
    }
    return xiangqi::makePiece(banqi::colorOf(p) == Color::Red ? xiangqi::Side::Red : xiangqi::Side::Black, t);
}

namespace {

// The carved mark in the middle of every back: 棋 ("game piece") from the
// bundled Chinese font, as an outline one em high centred on (0,0); empty
// when the font cannot be read (the back then keeps only its carved ring).
QPainterPath sealGlyph()
{
    static const QPainterPath path = [] {
        QFile file(QStringLiteral(":/fonts/QiyuanCJK-Regular.otf"));
        if (!file.open(QIODevice::ReadOnly))
            return QPainterPath();
        const QRawFont font(file.readAll(), 1000);
        if (!font.isValid())
            return QPainterPath();
        const QList<quint32> glyphs = font.glyphIndexesForString(QStringLiteral("棋"));
        if (glyphs.isEmpty() || glyphs.first() == 0)
            return QPainterPath();
        QPainterPath p = font.pathForGlyph(glyphs.first());
        const QRectF box = p.boundingRect();
        if (box.isEmpty())
            return QPainterPath();
        QTransform t;
        t.scale(1.0 / 1000, 1.0 / 1000);
        t.translate(-box.center().x(), -box.center().y());
        return t.map(p);
    }();
    return path;
}

// Carves `path` into the wood: a light edge below and to the right (where the
// groove's far wall catches the light), the dark groove itself on top.
void carve(QPainter& painter, const QPainterPath& path, qreal offset, const QPen& groove, const QBrush& fill)
{
    painter.save();
    painter.translate(offset, offset);
    QPen light = groove;
    light.setColor(QColor(0xf6, 0xdc, 0xae, 110));
    painter.setPen(groove.style() == Qt::NoPen ? Qt::NoPen : light);
    painter.setBrush(fill.style() == Qt::NoBrush ? QBrush() : QBrush(QColor(0xf6, 0xdc, 0xae, 110)));
    painter.drawPath(path);
    painter.restore();
    painter.setPen(groove);
    painter.setBrush(fill);
    painter.drawPath(path);
}

// The back itself: wood, grain, carvings.
void paintBack(QPainter& painter, QPointF centre, qreal diameter)
{
    const qreal r = diameter / 2;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The shadow, as under a face-up piece.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(centre + QPointF(r * 0.06, r * 0.1), r, r);
    // The same wood as the xiangqi pieces, a shade darker, so face-down and
    // face-up discs differ at a glance; the same rim.
    QRadialGradient back(centre - QPointF(r * 0.35, r * 0.4), r * 1.6);
    back.setColorAt(0, QColor(0xe2, 0xbc, 0x84));
    back.setColorAt(0.7, QColor(0xc9, 0x98, 0x5c));
    back.setColorAt(1, QColor(0x9c, 0x6c, 0x36));
    painter.setBrush(back);
    painter.setPen(QPen(QColor(0x6a, 0x44, 0x1c), qMax(1.0, r * 0.05)));
    painter.drawEllipse(centre, r, r);
    // A faint grain across the disc, the same on every back.
    painter.save();
    QPainterPath disc;
    disc.addEllipse(centre, r * 0.95, r * 0.95);
    painter.setClipPath(disc);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x7a, 0x4e, 0x22, 34), qMax(0.8, r * 0.03)));
    for (int i = -3; i <= 3; ++i) {
        QPainterPath grain;
        const qreal y = centre.y() + i * r * 0.27;
        grain.moveTo(centre.x() - r, y + r * 0.05 * i);
        grain.cubicTo(centre.x() - r * 0.3, y - r * 0.12, centre.x() + r * 0.3, y + r * 0.12, centre.x() + r,
                      y - r * 0.04 * i);
        painter.drawPath(grain);
    }
    painter.restore();
    // The carved parts: a ring near the rim and a square seal with 棋 in it.
    const qreal line = qMax(1.0, r * 0.045);
    const qreal offset = qMax(0.6, r * 0.03);
    const QColor groove(0x6a, 0x42, 0x1a, 190);
    QPainterPath ring;
    ring.addEllipse(centre, r * 0.84, r * 0.84);
    carve(painter, ring, offset, QPen(groove, line), Qt::NoBrush);
    const qreal side = r * 0.86;
    QPainterPath seal;
    seal.addRoundedRect(QRectF(centre - QPointF(side / 2, side / 2), QSizeF(side, side)), side * 0.12, side * 0.12);
    carve(painter, seal, offset, QPen(groove, line), Qt::NoBrush);
    const QPainterPath glyph = sealGlyph();
    if (!glyph.isEmpty()) {
        QTransform t;
        t.translate(centre.x(), centre.y());
        t.scale(side * 0.72, side * 0.72);
        carve(painter, t.map(glyph), offset * 0.8, Qt::NoPen, groove);
    } else {
        QPainterPath dot;
        dot.addEllipse(centre, r * 0.14, r * 0.14);
        carve(painter, dot, offset, QPen(groove, line), Qt::NoBrush);
    }
    painter.restore();
}

} // namespace

void DiscPainter::drawFaceDown(QPainter& painter, QPointF centre, qreal diameter)
{
    // A board draws up to 32 backs a frame, each a few gradients and a
    // character's outline: they come from one image per size (a blit), as
    // long as the painter only moves (a flip's frame squeezes it: drawn).
    if (painter.worldTransform().type() > QTransform::TxTranslate) {
        paintBack(painter, centre, diameter);
        return;
    }
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const qreal deviceDiameter = diameter * dpr;
    const int half = int(std::ceil(deviceDiameter / 2 * 1.14)) + 2; // the disc, its rim and shadow
    const quint64 key = quint64(qRound(deviceDiameter * 4)) | quint64(qRound(dpr * 100)) << 32;
    static QHash<quint64, QImage> cache;
    auto it = cache.constFind(key);
    if (it == cache.constEnd()) {
        if (cache.size() > 16) // sizes of a resize gone by
            cache.clear();
        QImage image(2 * half, 2 * half, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(Qt::transparent);
        QPainter p(&image);
        paintBack(p, QPointF(half / dpr, half / dpr), diameter);
        p.end();
        it = cache.insert(key, image);
    }
    // On a whole device pixel, the image lands 1:1.
    const QPointF topLeft(std::round(centre.x() * dpr) - half, std::round(centre.y() * dpr) - half);
    painter.drawImage(topLeft / dpr, *it);
}

void DiscPainter::drawPiece(QPainter& painter, QPointF centre, qreal diameter, banqi::Piece p, PieceStyle style)
{
    if (p == banqi::FaceDown)
        drawFaceDown(painter, centre, diameter);
    else if (banqi::isPiece(p))
        PiecePainter::drawPiece(painter, centre, diameter, toXiangqiPiece(p), style);
}

void DiscPainter::drawFlip(QPainter& painter, QPointF centre, qreal diameter, banqi::Piece face, PieceStyle style,
                           qreal progress)
{
    progress = qBound(0.0, progress, 1.0);
    // The disc turns about its vertical axis: its width is |cos| of the angle.
    const qreal width = qAbs(1.0 - 2.0 * progress);
    if (width < 0.02)
        return;
    painter.save();
    painter.translate(centre);
    painter.scale(width, 1.0);
    if (progress < 0.5)
        drawFaceDown(painter, QPointF(0, 0), diameter);
    else
        PiecePainter::drawPiece(painter, QPointF(0, 0), diameter, toXiangqiPiece(face), style);
    painter.restore();
}

} // namespace qiyuan::ui
