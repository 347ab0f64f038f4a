// The pieces one colour has lost, drawn as small face-up discs in rank order,
// in rows that wrap to the width they are given (the 翻翻棋 table shows one
// strip per colour in the side panel, in the block of the seat that took
// them); "none" while there are none; their names in the tooltip and the
// accessible description.
#pragma once

#include "banqi/types.h"
#include "ui/xiangqi/piecepainter.h"

#include <QWidget>

#include <vector>

namespace qiyuan::ui {

class CapturedStrip : public QWidget {
public:
    explicit CapturedStrip(QWidget* parent);
    void setPieces(std::vector<banqi::Piece> pieces);
    const std::vector<banqi::Piece>& pieces() const { return pieces_; }
    void setPieceStyle(PieceStyle style);
    // Where the disc of pieces()[i] is drawn, for tests.
    QPointF discCentre(int i) const;
    static constexpr int Disc = 26; // the diameter of a disc
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {Disc + 4, Disc + 4}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::vector<banqi::Piece> pieces_;
    PieceStyle style_ = PieceStyle::Simplified;
};

} // namespace qiyuan::ui
