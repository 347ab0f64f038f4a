#include "piecepainter.h"

#include <QFontDatabase>
#include <QPainter>
#include <QRadialGradient>

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

void PiecePainter::drawPiece(QPainter& painter, QPointF centre, qreal diameter, Piece p, PieceStyle style,
                             qreal opacity)
{
    const bool red = sideOf(p) == Side::Red;
    const QColor ink = red ? QColor(0xb0, 0x1c, 0x1c) : QColor(0x1d, 0x1d, 0x1d);
    const qreal r = diameter / 2;
    painter.save();
    painter.setOpacity(opacity);
    painter.setRenderHint(QPainter::Antialiasing);
    // Shadow, disc with a light top-left, rim and inner ring.
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
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(ink, qMax(1.0, r * 0.045)));
    painter.drawEllipse(centre, r * 0.82, r * 0.82);
    drawGlyph(painter, centre, r, glyph(p, style), ink);
    painter.restore();
}

void PiecePainter::drawGlyph(QPainter& painter, QPointF centre, qreal radius, QChar c, const QColor& ink)
{
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.scale(radius * GlyphScale, radius * GlyphScale);
    painter.save();
    // A hairline of the same ink gives the thin brush font some weight.
    painter.setPen(QPen(ink, radius * 0.025));
    painter.setBrush(ink);
    painter.drawPath(t.map(glyphPath(c)));
    painter.restore();
}

void PiecePainter::drawText(QPainter& painter, QPointF centre, qreal size, const QString& text, const QColor& color)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    const qreal advance = size * 1.1;
    qreal x = centre.x() - advance * (text.size() - 1) / 2;
    for (const QChar c : text) {
        if (!c.isSpace()) {
            QTransform t;
            t.translate(x, centre.y());
            t.scale(size, size);
            painter.drawPath(t.map(glyphPath(c)));
        }
        x += advance;
    }
    painter.restore();
}

} // namespace qiyuan::ui
