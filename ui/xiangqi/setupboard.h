// The board of the position editor: BoardWidget's drawing and geometry with
// editing gestures instead of moves. It only reports clicks and drags; the
// editor decides what they do to the position.
#pragma once

#include "boardwidget.h"

namespace qiyuan::ui {

class SetupBoard : public BoardWidget {
    Q_OBJECT
public:
    explicit SetupBoard(QWidget* parent = nullptr);

    // The point under a global position, NoSquare when off the board.
    xiangqi::Square squareAtGlobal(QPointF globalPos) const;
    // The size of a piece on this board, for drawing dragged pieces alike.
    qreal pieceDiameter() const;

signals:
    // A left click (press and release on the same point, no drag) or a right press.
    void pointClicked(qiyuan::xiangqi::Square square, Qt::MouseButton button);
    // A piece is picked up from `from`; moves follow; it is let go at `globalPos`.
    void pieceDragStarted(qiyuan::xiangqi::Square from);
    void pieceDragMoved(QPointF globalPos);
    void pieceDragFinished(QPointF globalPos);

protected:
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;

private:
    xiangqi::Square pressSquare_ = xiangqi::NoSquare;
    bool leftDown_ = false;
    bool carrying_ = false; // a piece is being dragged
    QPointF pressAt_;
};

} // namespace qiyuan::ui
