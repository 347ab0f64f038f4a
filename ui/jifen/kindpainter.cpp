#include "kindpainter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace qiyuan::ui {

using qiyuan::jifen::Kind;

namespace {
const QColor CrownGold(0xd4, 0x9a, 0x10);
const QColor IdleFace(0xe4, 0xe2, 0xdc);
const QColor IdleInk(0x86, 0x86, 0x86);

// A three-pointed crown sitting on the ring's top.
QPainterPath crown(QPointF top, qreal w)
{
    QPainterPath path;
    const qreal h = w * 0.55;
    path.moveTo(top + QPointF(-w / 2, 0));
    path.lineTo(top + QPointF(-w / 2, -h));
    path.lineTo(top + QPointF(-w / 4, -h * 0.45));
    path.lineTo(top + QPointF(0, -h * 1.1));
    path.lineTo(top + QPointF(w / 4, -h * 0.45));
    path.lineTo(top + QPointF(w / 2, -h));
    path.lineTo(top + QPointF(w / 2, 0));
    path.closeSubpath();
    return path;
}
} // namespace

void KindPainter::drawPiece(QPainter& p, QPointF centre, qreal diameter, xiangqi::Piece piece, Kind kind,
                            PieceStyle style, qreal opacity)
{
    auto plain = [&](qreal d) {
        if (opacity >= 1.0)
            PiecePainter::drawCachedPiece(p, centre, d, piece, style);
        else
            PiecePainter::drawPiece(p, centre, d, piece, style, opacity);
    };
    switch (kind) {
    case Kind::Normal: plain(diameter); return;
    case Kind::Small: plain(diameter * SmallScale); return;
    case Kind::King: {
        plain(diameter);
        p.save();
        p.setOpacity(opacity);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal r = diameter / 2 + diameter * 0.035;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(CrownGold, std::max(1.5, diameter * 0.07)));
        p.drawEllipse(centre, r, r);
        p.setPen(QPen(CrownGold.darker(140), std::max(1.0, diameter * 0.015)));
        p.setBrush(CrownGold);
        p.drawPath(crown(centre - QPointF(0, r - diameter * 0.02), diameter * 0.34));
        p.restore();
        return;
    }
    case Kind::Idle: {
        // Hollow: a pale face, a dashed grey rim and the character in grey.
        p.save();
        p.setOpacity(opacity);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal r = diameter / 2;
        p.setPen(Qt::NoPen);
        p.setBrush(IdleFace);
        p.drawEllipse(centre, r, r);
        QPen rim(IdleInk, std::max(1.5, diameter * 0.05));
        rim.setDashPattern({2.2, 1.6});
        p.setPen(rim);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(centre, r * 0.96, r * 0.96);
        // The side stays readable: a thin inner ring in the side's ink.
        p.setPen(QPen(PiecePainter::ink(xiangqi::sideOf(piece)), std::max(1.0, diameter * 0.02)));
        p.drawEllipse(centre, r * 0.8, r * 0.8);
        PiecePainter::drawGlyph(p, centre, r, PiecePainter::glyph(piece, style), IdleInk);
        p.restore();
        return;
    }
    }
}

QPixmap KindPainter::icon(xiangqi::Piece piece, Kind kind, PieceStyle style, int size, qreal dpr)
{
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    // Room for the crown above the disc.
    const qreal d = size * 0.78;
    const QPointF c(size / 2.0, size / 2.0 + size * 0.06);
    drawPiece(p, c, d, piece, kind, style, 0.999); // uncached: any size
    return pm;
}

} // namespace qiyuan::ui
