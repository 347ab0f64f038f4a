// The piece box of the position editor: the 14 kinds of piece (red and black
// General .. Soldier) and an eraser, drawn with PiecePainter so they look like
// the pieces on the board. A click selects the tool that board clicks then use;
// a drag carries a piece (or the eraser) to wherever it is dropped.
#pragma once

#include "piecepainter.h"
#include "xiangqi/types.h"

#include <QList>
#include <QWidget>

namespace qiyuan::ui {

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    // A tool is a Piece to place, Eraser, or NoTool (board clicks do nothing).
    static constexpr int NoTool = -1;
    static constexpr int Eraser = xiangqi::NoPiece;

    explicit PiecePalette(QWidget* parent = nullptr);

    int tool() const { return tool_; }
    void setTool(int tool);
    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const { return style_; }

    // Every tool in display order: red and black pieces row by row, then the eraser.
    static QList<int> tools();
    // Where a tool is drawn, in widget coordinates (empty for NoTool).
    QRectF toolRect(int tool) const;
    int toolAt(QPointF p) const; // NoTool when between cells

    // A tool's name for tooltips and messages, e.g. "red horse" or "eraser".
    static QString toolName(int tool);
    // Draws a tool (a piece disc or the eraser) centred on `centre`.
    static void drawTool(QPainter& p, QPointF centre, qreal diameter, int tool, PieceStyle style,
                         qreal opacity = 1.0);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

signals:
    void toolChanged(int tool);
    // A drag out of the box: the tool follows the cursor and lands where released.
    void dragMoved(int tool, QPointF globalPos);
    void dragFinished(int tool, QPointF globalPos);

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    bool event(QEvent*) override;

private:
    static constexpr int Cell = 48;
    static constexpr int Margin = 6;

    int tool_ = NoTool;
    PieceStyle style_ = PieceStyle::Simplified;
    int pressTool_ = NoTool;
    bool dragging_ = false;
    QPointF pressPos_;
};

} // namespace qiyuan::ui
