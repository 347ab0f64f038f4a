// The xiangqi board: draws a Position and turns clicks and drags into move
// requests. It never decides a rule: legal targets and the reasons a move is
// refused come from the engine.
#pragma once

#include "piecepainter.h"
#include "xiangqi/position.h"

#include <QImage>
#include <QPointer>
#include <QWidget>

#include <memory>

class QTimer;
class QPainter;
class QVariantAnimation;

namespace qiyuan::ui {

// What a game played on the xiangqi board adds to xiangqi's rules, e.g. the
// piece kinds of 积分象棋: which moves are legal, which general is in check
// and how a piece looks. The board asks it instead of its xiangqi::Position.
// The answers are about the position the board shows.
class BoardRules {
public:
    virtual ~BoardRules() = default;
    // The legal moves of the piece on `from`.
    virtual QList<xiangqi::Move> movesFrom(xiangqi::Square from) const = 0;
    // The general shown in check, or NoSquare.
    virtual xiangqi::Square checkedGeneral() const = 0;
    // Draws the piece standing on `s` at `centre` (also while it is dragged).
    virtual void drawPiece(QPainter& painter, xiangqi::Square s, QPointF centre, qreal diameter, PieceStyle style,
                           qreal opacity) const = 0;
};

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // Shows a position. `lastMove` is marked; with `animate` it slides in.
    void setPosition(const xiangqi::Position& position, xiangqi::Move lastMove = {}, bool animate = false);
    const xiangqi::Position& position() const { return position_; }

    // A suggested move (a hint, 提示) drawn as an arrow until the next
    // setPosition or a null move.
    void setHintMove(xiangqi::Move move);
    xiangqi::Move hintMove() const { return hint_; }
    // Pieces a rule verdict speaks of (a perpetual check or chase, 长将/长捉):
    // the offenders ringed in red, the chased pieces in a dashed amber ring,
    // until the next setPosition or an empty list.
    struct RuleMark {
        xiangqi::Square square = xiangqi::NoSquare;
        bool offender = true; // false: the piece that was chased
        bool operator==(const RuleMark&) const = default;
    };
    void setRuleMarks(const QList<RuleMark>& marks);
    const QList<RuleMark>& ruleMarks() const { return ruleMarks_; }
    // The rules of a game other than xiangqi (not owned; nullptr = xiangqi).
    void setRules(const BoardRules* rules);
    const BoardRules* rules() const { return rules_; }

    // Whether the user may move pieces (off while reviewing or after the game).
    void setInteractive(bool on);
    bool isInteractive() const { return interactive_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }
    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const { return style_; }
    void setShowCoordinates(bool on);
    bool showCoordinates() const { return showCoordinates_; }
    // The corner marks of the cannon and soldier points (炮位/兵位), as on a real board.
    void setShowPointMarks(bool on);
    bool showPointMarks() const { return showPointMarks_; }
    void setAnimationMs(int ms) { animationMs_ = ms; }
    // Live resize: while the size keeps changing, frames are drawn from the
    // previous size's images, scaled (a few ms each); once the size has held
    // still for `ms` the board is redrawn crisply. 0 redraws at every size.
    void setLiveResizeSettleMs(int ms) { settleMs_ = ms; }
    bool isLiveResizing() const { return live_; }
    // Ends a live resize now: the next paint is crisp.
    void settle();
    int animationMs() const { return animationMs_; }
    // The piece the last move captured while it fades out (NoPiece when none
    // or when animations are off), for tests.
    xiangqi::Piece fadingPiece() const { return animationProgress_ < 1.0 ? fading_ : xiangqi::NoPiece; }

    // Geometry in widget coordinates, for tests and overlays.
    QPointF pointCentre(int file, int rank) const;
    xiangqi::Square squareAt(QPointF p) const; // NoSquare when not near a point
    xiangqi::Square selectedSquare() const { return selected_; }
    QList<xiangqi::Square> highlightedTargets() const;

    QSize sizeHint() const override { return {540, 600}; }
    QSize minimumSizeHint() const override { return {180, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w * 11 / 10; }

signals:
    // The user finished a move gesture (click-click or drag) onto a legal target.
    void moveRequested(qiyuan::xiangqi::Move move);
    // The user tried a move the engine refuses; `error` says why.
    void illegalMoveAttempted(qiyuan::xiangqi::Move move, qiyuan::xiangqi::MoveError error);
    // The board was turned round: black is at the bottom when `flipped`.
    void flippedChanged(bool flipped);

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    void changeEvent(QEvent*) override;

private:
    void select(xiangqi::Square s);
    void tryMove(xiangqi::Square target);
    void invalidateBoard();
    void renderBoard(QImage& image) const; // wood, lines, river, marks, coordinates
    qreal cell() const { return cell_; }
    void drawPieceAt(QPainter& p, xiangqi::Square s, QPointF centre, xiangqi::Piece piece) const;
    // Marks, pieces, hint and selection over the board image (all but a dragged piece).
    void paintScene(QPainter& p) const;
    // What paintScene shows, to tell whether a baked live-resize image is still true.
    struct SceneKey {
        std::uint64_t position = 0;
        xiangqi::Move lastMove, hint;
        QList<RuleMark> ruleMarks;
        xiangqi::Square selected = xiangqi::NoSquare, checked = xiangqi::NoSquare;
        int targets = 0;
        bool dragging = false;
        PieceStyle style = PieceStyle::Simplified;
        const BoardRules* rules = nullptr;
        bool operator==(const SceneKey&) const = default;
    };
    SceneKey sceneKey() const;
    void bakeScene();

    xiangqi::Square checkedGeneral() const;

    const BoardRules* rules_ = nullptr;
    xiangqi::Position position_;
    xiangqi::Move lastMove_;
    xiangqi::Move hint_;
    QList<RuleMark> ruleMarks_;
    xiangqi::Square selected_ = xiangqi::NoSquare;
    xiangqi::MoveList targets_;
    bool interactive_ = true;
    bool flipped_ = false;
    bool showCoordinates_ = true;
    bool showPointMarks_ = true;
    PieceStyle style_ = PieceStyle::Simplified;
    int animationMs_ = 180;

    // Geometry: the centre of point (0,0) in display coordinates and the cell size.
    qreal cell_ = 1;
    QPointF origin_;
    QImage boardCache_; // the board without pieces, redrawn after a resize
    std::unique_ptr<uchar[]> boardPixels_; // its pixels
    std::size_t boardBytes_ = 0;
    qreal cacheCell_ = 1;   // the geometry boardCache_ was drawn for
    QPointF cacheOrigin_;
    bool live_ = false;     // drawing the old cache scaled until the size settles
    // During a live resize the pieces and marks are painted into boardCache_
    // once, so that a frame is a single scaled copy (see paintEvent).
    bool baked_ = false;
    SceneKey bakedKey_;
    int settleMs_ = 120;
    QTimer* settleTimer_ = nullptr;

    // Dragging and animation.
    bool pressed_ = false;
    bool dragging_ = false;
    QPointF pressPos_;
    QPointF dragPos_;
    QPointer<QVariantAnimation> animation_;
    qreal animationProgress_ = 1.0;
    xiangqi::Piece fading_ = xiangqi::NoPiece; // the piece a capture took, fading while the mover slides
};

} // namespace qiyuan::ui
