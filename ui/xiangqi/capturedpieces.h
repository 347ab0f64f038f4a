// The pieces one side has taken at the xiangqi table, drawn small in rows
// that wrap (chariots first, soldiers last), under that side's name and
// clock; their names in the tooltip and the accessible description.
#pragma once

#include "piecepainter.h"
#include "xiangqi/types.h"

#include <QWidget>

#include <vector>

namespace qiyuan::ui {

class CapturedPieces : public QWidget {
    Q_OBJECT
public:
    explicit CapturedPieces(QWidget* parent = nullptr);
    // The pieces taken, in any order: shown by value.
    void setPieces(std::vector<xiangqi::Piece> pieces);
    const std::vector<xiangqi::Piece>& pieces() const { return pieces_; }
    void setPieceStyle(PieceStyle style);
    // Where pieces()[i] is drawn, for tests.
    QPointF pieceCentre(int i) const;
    static constexpr int Size = 22; // a piece's diameter
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {Size + 2, 0}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::vector<xiangqi::Piece> pieces_;
    PieceStyle style_ = PieceStyle::Simplified;
};

} // namespace qiyuan::ui
