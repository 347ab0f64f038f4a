// Draws xiangqi pieces and board text from the font shipped in resources, so
// the characters render on machines without any CJK font.
#pragma once

#include "xiangqi/types.h"

#include <QColor>
#include <QHash>
#include <QPainterPath>
#include <QString>

class QPainter;

namespace qiyuan::ui {

enum class PieceStyle {
    Simplified,  // 帅 将 马 车 炮
    Traditional, // 帥 將 傌/馬 俥/車 炮/砲
};

class PiecePainter {
public:
    // The character's em relative to the disc radius.
    static constexpr qreal GlyphScale = 1.22;

    // The family of the shipped font (loaded on first use).
    static QString fontFamily();
    // The character drawn for a piece in a style.
    static QChar glyph(xiangqi::Piece p, PieceStyle style);
    // The outline of a character at unit size (1.0 = em), centred on (0,0).
    static QPainterPath glyphPath(QChar c);

    // Draws a piece disc of the given diameter centred on `centre`.
    static void drawPiece(QPainter& painter, QPointF centre, qreal diameter, xiangqi::Piece p, PieceStyle style,
                          qreal opacity = 1.0);
    // The same piece from a cache of images, one per piece, style and size: a
    // board draws 32 pieces a frame, and a cache hit is a blit. For a painter
    // without rotation or scaling; the centre snaps to a device pixel.
    static void drawCachedPiece(QPainter& painter, QPointF centre, qreal diameter, xiangqi::Piece p,
                                PieceStyle style);
    // The disc of a piece without its character: shadow, face, rim and the ring
    // in the side's ink.
    static void drawDisc(QPainter& painter, QPointF centre, qreal diameter, const QColor& ink);
    // The ink of a side's characters and ring.
    static QColor ink(xiangqi::Side side);
    // Draws a piece's character for a disc of radius `radius`.
    static void drawGlyph(QPainter& painter, QPointF centre, qreal radius, QChar c, const QColor& ink);
    // Draws text centred at `centre`, each character `size` high, from the shipped font.
    static void drawText(QPainter& painter, QPointF centre, qreal size, const QString& text, const QColor& color);
};

} // namespace qiyuan::ui
