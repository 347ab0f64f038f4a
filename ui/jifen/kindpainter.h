// How a 积分象棋 piece shows its kind at a glance: a small piece is smaller, a
// king piece wears a gold crown ring, an idle piece has a hollow grey face; a
// normal piece is a plain xiangqi piece.
#pragma once

#include "jifen/rules.h"
#include "ui/xiangqi/piecepainter.h"

#include <QPixmap>

namespace qiyuan::ui {

class KindPainter {
public:
    // How much smaller a small piece is drawn.
    static constexpr qreal SmallScale = 0.72;

    static void drawPiece(QPainter& painter, QPointF centre, qreal diameter, xiangqi::Piece piece, jifen::Kind kind,
                          PieceStyle style, qreal opacity = 1.0);
    // A piece of a kind as an icon (legend, kind chooser): `piece` on a clear
    // background, in the characters of the board's `style`.
    static QPixmap icon(xiangqi::Piece piece, jifen::Kind kind, PieceStyle style, int size, qreal dpr = 1.0);
};

} // namespace qiyuan::ui
