#include "setupboard.h"

#include <QApplication>
#include <QMouseEvent>

#include <cmath>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

SetupBoard::SetupBoard(QWidget* parent)
    : BoardWidget(parent)
{
    setAccessibleName(tr("Set-up board"));
}

Square SetupBoard::squareAtGlobal(QPointF globalPos) const
{
    const QPointF local = mapFromGlobal(globalPos);
    if (!rect().contains(local.toPoint()))
        return NoSquare;
    return squareAt(local);
}

qreal SetupBoard::pieceDiameter() const
{
    // The distance between neighbouring points is the cell; pieces are 0.9 of it.
    const qreal cell = std::abs(pointCentre(1, 0).x() - pointCentre(0, 0).x());
    return cell * 0.9;
}

void SetupBoard::mousePressEvent(QMouseEvent* e)
{
    const Square s = squareAt(e->position());
    if (e->button() == Qt::RightButton) {
        if (s != NoSquare)
            emit pointClicked(s, Qt::RightButton);
        return;
    }
    if (e->button() != Qt::LeftButton)
        return;
    leftDown_ = true;
    carrying_ = false;
    pressSquare_ = s;
    pressAt_ = e->position();
}

void SetupBoard::mouseMoveEvent(QMouseEvent* e)
{
    if (!leftDown_)
        return;
    if (!carrying_) {
        if (pressSquare_ == NoSquare || !isPiece(position().at(pressSquare_)))
            return;
        if ((e->position() - pressAt_).manhattanLength() < QApplication::startDragDistance())
            return;
        carrying_ = true;
        emit pieceDragStarted(pressSquare_);
    }
    emit pieceDragMoved(e->globalPosition());
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* e)
{
    if (e->button() != Qt::LeftButton || !leftDown_)
        return;
    leftDown_ = false;
    if (carrying_) {
        carrying_ = false;
        emit pieceDragFinished(e->globalPosition());
        return;
    }
    if (pressSquare_ != NoSquare && squareAt(e->position()) == pressSquare_)
        emit pointClicked(pressSquare_, Qt::LeftButton);
}

} // namespace qiyuan::ui
