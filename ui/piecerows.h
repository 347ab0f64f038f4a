// Small pieces in rows that wrap to a width: how many fit a row, the height
// of n of them, where the i-th stands. The captured pieces beside the 翻翻棋
// and xiangqi boards are laid out with it.
#pragma once

#include <QPointF>

#include <algorithm>

namespace qiyuan::ui {

struct PieceRows {
    int size;       // a piece's diameter
    int gap;        // between pieces and rows
    int margin = 0; // around the whole

    int perRow(int width) const { return std::max(1, (width - 2 * margin + gap) / (size + gap)); }
    int height(int count, int width) const
    {
        const int rows = (count + perRow(width) - 1) / perRow(width);
        return rows * (size + gap) + 2 * margin;
    }
    QPointF centre(int i, int width) const
    {
        const int per = perRow(width);
        return {margin + size / 2.0 + (i % per) * (size + gap), margin + size / 2.0 + (i / per) * (size + gap)};
    }
};

} // namespace qiyuan::ui
