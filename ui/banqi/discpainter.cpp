#include "discpainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

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

void DiscPainter::drawFaceDown(QPainter& painter, QPointF centre, qreal diameter)
{
    const qreal r = diameter / 2;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(centre + QPointF(r * 0.06, r * 0.1), r, r);
    // A darker wooden back than the face, so face-down and face-up discs differ.
    QRadialGradient back(centre - QPointF(r * 0.35, r * 0.4), r * 1.6);
    back.setColorAt(0, QColor(0xc8, 0x9a, 0x5e));
    back.setColorAt(0.7, QColor(0xa0, 0x70, 0x3a));
    back.setColorAt(1, QColor(0x6e, 0x48, 0x20));
    painter.setBrush(back);
    painter.setPen(QPen(QColor(0x4a, 0x2e, 0x12), qMax(1.0, r * 0.05)));
    painter.drawEllipse(centre, r, r);
    // Two rings and a rosette, the same on every disc: nothing to tell them apart.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0xf0, 0xd8, 0xa8, 160), qMax(1.0, r * 0.04)));
    painter.drawEllipse(centre, r * 0.78, r * 0.78);
    painter.drawEllipse(centre, r * 0.3, r * 0.3);
    for (int i = 0; i < 4; ++i) {
        painter.save();
        painter.translate(centre);
        painter.rotate(45.0 * i);
        painter.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.16);
        painter.restore();
    }
    painter.restore();
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
