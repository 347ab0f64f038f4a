// Draws 翻翻棋 pieces: face-up pieces through the xiangqi PiecePainter (same
// characters, same shipped font), face-down ones as a plain wooden back with a
// carved seal, and the squeeze of a disc turning over.
#pragma once

#include "banqi/types.h"
#include "ui/xiangqi/piecepainter.h"

#include <QPointF>

class QPainter;

namespace qiyuan::ui {

// The xiangqi piece that carries the same character as a banqi piece.
xiangqi::Piece toXiangqiPiece(banqi::Piece p);

class DiscPainter {
public:
    // The back of a face-down piece: the wood, rim and shadow of the face a
    // shade darker, a faint grain, a carved ring and in the centre a carved
    // square seal with 棋 — the same on every disc, so it tells nothing.
    static void drawFaceDown(QPainter& painter, QPointF centre, qreal diameter);
    // A piece as the board shows it: FaceDown draws the back, a real piece its
    // face; NoPiece draws nothing.
    static void drawPiece(QPainter& painter, QPointF centre, qreal diameter, banqi::Piece p, PieceStyle style);
    // One frame of a flip, progress 0..1: the back narrows to nothing up to
    // 0.5, then the face widens from nothing.
    static void drawFlip(QPainter& painter, QPointF centre, qreal diameter, banqi::Piece face, PieceStyle style,
                         qreal progress);
};

} // namespace qiyuan::ui
