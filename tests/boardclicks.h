// Moves played on a xiangqi board widget as a person plays them: two clicks,
// on the piece and on its target, given as ICCS squares ("h2", "h2e2").
#pragma once

#include "ui/xiangqi/boardwidget.h"

#include <QTest>

inline void clickSquare(qiyuan::ui::BoardWidget* board, const char* square)
{
    const QPoint p = board->pointCentre(square[0] - 'a', square[1] - '0').toPoint();
    QTest::mouseClick(board, Qt::LeftButton, {}, p);
}

inline void playOnBoard(qiyuan::ui::BoardWidget* board, const char* iccs)
{
    clickSquare(board, iccs);
    clickSquare(board, iccs + 2);
}
