// The 翻翻棋 half board (4 × 8 squares): face-down discs, face-up pieces, the
// last action marked, the legal targets of a selected piece, and a flip
// animation. It draws a player's view (banqi::View) only — it is never given
// the hidden identities, so it cannot show them. Clicks become action
// requests; the table asks the engine whether they are legal.
#pragma once

#include "banqi/game.h"
#include "ui/xiangqi/piecepainter.h"

#include <QWidget>

class QVariantAnimation;

namespace qiyuan::ui {

class BanqiBoard : public QWidget {
    Q_OBJECT
public:
    explicit BanqiBoard(QWidget* parent = nullptr);

    // What a player sees, the last action (marked; a flip or a capture
    // animates when `animate` and the animation is on), and the legal actions
    // of the player to act (targets of a selected piece).
    void setView(const banqi::View& view, banqi::Action last, bool animate);
    const banqi::Board& board() const { return board_; }
    banqi::Action lastAction() const { return last_; }
    // A hint on the board: the piece to flip outlined, or an arrow from the
    // piece to its move or capture. Only one of the legal actions is shown (any
    // other clears it); a view with another board, last action or set of legal
    // actions (the next action, an undo, a new game) clears it too.
    void setHint(banqi::Action action);
    banqi::Action hint() const { return hint_; }

    void setInteractive(bool on);
    bool isInteractive() const { return interactive_; }
    void setFlipped(bool on);
    bool isFlipped() const { return flipped_; }
    void setAnimationMs(int ms) { animationMs_ = qMax(0, ms); }
    int animationMs() const { return animationMs_; }
    bool isAnimating() const;
    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const { return style_; }
    void setShowCoordinates(bool on);

    // Geometry, for clicks and tests.
    QPointF squareCentre(banqi::Square s) const;
    banqi::Square squareAt(QPointF p) const;
    banqi::Square selected() const { return selected_; }
    // Takes up a piece as a click would (BQ-17: the piece of a chain of captures).
    void setSelected(banqi::Square s);
    // Squares a selected piece may go to (legal moves and captures).
    QList<banqi::Square> targets() const;

    QSize sizeHint() const override { return {720, 400}; }
    QSize minimumSizeHint() const override { return {360, 200}; }
    // The squares and their margin keep their shape: no empty bands above and below.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;

signals:
    void actionRequested(qiyuan::banqi::Action action);

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    qreal cell() const;
    QPointF origin() const;
    void retranslate();

    banqi::Board board_{};
    std::vector<banqi::Action> legal_;
    banqi::Action last_;
    banqi::Action hint_;
    banqi::Square selected_ = banqi::NoSquare;
    bool interactive_ = true;
    bool flipped_ = false;
    bool coordinates_ = true;
    int animationMs_ = 240;
    PieceStyle style_ = PieceStyle::Simplified;
    QVariantAnimation* flipAnimation_ = nullptr;
    banqi::Square flipping_ = banqi::NoSquare;
    qreal flipProgress_ = 1.0;
    // A capture: the taken piece (and, when equal ranks both left the board,
    // the capturing one) fading on the target square.
    QVariantAnimation* captureAnimation_ = nullptr;
    banqi::Square fading_ = banqi::NoSquare;
    banqi::Piece fadingTaken_ = banqi::NoPiece;
    banqi::Piece fadingMover_ = banqi::NoPiece;
    qreal fadeProgress_ = 1.0;
};

} // namespace qiyuan::ui
