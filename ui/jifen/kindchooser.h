// The compact chooser shown after a 积分象棋 move whose piece may change kind:
// one button per legal choice, "Keep" first and focused. Keyboard: Enter takes
// the focused choice, the arrow keys move between them, n s k i or 1-4 choose
// directly, Escape takes the move back.
#pragma once

#include "jifen/rules.h"
#include "ui/xiangqi/piecepainter.h"
#include "xiangqi/types.h"

#include <QFrame>

#include <optional>
#include <vector>

class QLabel;
class QToolButton;

namespace qiyuan::ui {

class KindChooser : public QFrame {
    Q_OBJECT
public:
    static constexpr int Keep = -1; // chosen(Keep): the piece keeps its kind

    explicit KindChooser(QWidget* parent = nullptr);

    // Shows the choices for the moved piece and takes the keyboard focus. Each
    // button says what the piece's moves will score with that kind under `rules`.
    void offer(xiangqi::Piece piece, jifen::Kind current, const std::vector<std::optional<jifen::Kind>>& choices,
               const jifen::RuleSet& rules);
    const std::vector<std::optional<jifen::Kind>>& choices() const { return choices_; }
    // The pieces' characters of the board (Settings → Pieces).
    void setPieceStyle(PieceStyle style);
    QList<QToolButton*> buttons() const { return buttons_; }

signals:
    // The choice: Keep, or index(Kind) of the new kind.
    void chosen(int kind);
    void cancelled();

protected:
    void keyPressEvent(QKeyEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void choose(int i);

    QLabel* title_ = nullptr;
    xiangqi::Piece piece_ = xiangqi::NoPiece;
    PieceStyle style_ = PieceStyle::Simplified;
    jifen::Kind current_ = jifen::Kind::Normal;
    jifen::RuleSet rules_;
    std::vector<std::optional<jifen::Kind>> choices_;
    QList<QToolButton*> buttons_;
};

// Translated names of the kinds, e.g. "Idle" / 闲子.
QString kindDisplayName(jifen::Kind k);

} // namespace qiyuan::ui
