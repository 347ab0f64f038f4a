// The pieces one colour has lost, drawn as small discs in rank order (the
// 翻翻棋 table shows one strip per colour); their names in the tooltip and the
// accessible description.
#pragma once

#include "banqi/types.h"

#include <QWidget>

#include <vector>

namespace qiyuan::ui {

class CapturedStrip : public QWidget {
public:
    explicit CapturedStrip(QWidget* parent);
    void setPieces(std::vector<banqi::Piece> pieces);
    const std::vector<banqi::Piece>& pieces() const { return pieces_; }
    QSize sizeHint() const override { return {240, 30}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::vector<banqi::Piece> pieces_;
};

} // namespace qiyuan::ui
