#include "boardwidget.h"

#include <QApplication>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QRandomGenerator>
#include <QVariantAnimation>

#include <cmath>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {
const QColor LineColor(0x5a, 0x3a, 0x1a);
const QColor LastMoveColor(0x1f, 0x6f, 0xc8);
const QColor TargetColor(0x2e, 0x8b, 0x3e);
} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void BoardWidget::setPosition(const Position& position, Move lastMove, bool animate)
{
    position_ = position;
    lastMove_ = lastMove;
    selected_ = NoSquare;
    targets_.clear();
    dragging_ = false;
    pressed_ = false;
    if (animation_)
        animation_->stop();
    animationProgress_ = 1.0;
    if (animate && !lastMove.isNull() && animationMs_ > 0 && isVisible()) {
        auto* anim = new QVariantAnimation(this);
        anim->setStartValue(0.0);
        anim->setEndValue(1.0);
        anim->setDuration(animationMs_);
        anim->setEasingCurve(QEasingCurve::OutCubic);
        connect(anim, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
            animationProgress_ = v.toReal();
            update();
        });
        animation_ = anim;
        animationProgress_ = 0.0;
        anim->start(QAbstractAnimation::DeleteWhenStopped);
    }
    update();
}

void BoardWidget::setInteractive(bool on)
{
    interactive_ = on;
    if (!on) {
        selected_ = NoSquare;
        targets_.clear();
        dragging_ = false;
    }
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    if (flipped_ == flipped)
        return;
    flipped_ = flipped;
    invalidateBoard();
}

void BoardWidget::setPieceStyle(PieceStyle style)
{
    style_ = style;
    update();
}

void BoardWidget::setShowCoordinates(bool on)
{
    if (showCoordinates_ == on)
        return;
    showCoordinates_ = on;
    invalidateBoard();
}

QPointF BoardWidget::pointCentre(int file, int rank) const
{
    const int col = flipped_ ? 8 - file : file;
    const int row = flipped_ ? rank : 9 - rank;
    return origin_ + QPointF(col * cell_, row * cell_);
}

Square BoardWidget::squareAt(QPointF p) const
{
    const QPointF rel = (p - origin_) / cell_;
    const int col = static_cast<int>(std::lround(rel.x()));
    const int row = static_cast<int>(std::lround(rel.y()));
    if (col < 0 || col > 8 || row < 0 || row > 9)
        return NoSquare;
    if (std::hypot(rel.x() - col, rel.y() - row) > 0.5)
        return NoSquare;
    const int file = flipped_ ? 8 - col : col;
    const int rank = flipped_ ? row : 9 - row;
    return makeSquare(file, rank);
}

QList<Square> BoardWidget::highlightedTargets() const
{
    QList<Square> out;
    for (const Move& m : targets_)
        out.append(m.to);
    return out;
}

void BoardWidget::invalidateBoard()
{
    boardCache_ = QPixmap();
    update();
}

void BoardWidget::resizeEvent(QResizeEvent*)
{
    // Room for 8 x 9 cells plus half a piece and a row of coordinates around.
    cell_ = std::max(4.0, std::min(width() / 9.3, height() / 11.0));
    origin_ = QPointF((width() - 8 * cell_) / 2, (height() - 9 * cell_) / 2);
    invalidateBoard();
}

void BoardWidget::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::PaletteChange)
        invalidateBoard();
    QWidget::changeEvent(e);
}

void BoardWidget::drawBoard(QPainter& p) const
{
    const qreal c = cell_;
    p.fillRect(QRectF(0, 0, width(), height()), palette().window());
    // Wood.
    const QRectF wood(origin_.x() - 0.72 * c, origin_.y() - 0.98 * c, 8 * c + 1.44 * c, 9 * c + 1.96 * c);
    QLinearGradient grain(wood.topLeft(), wood.bottomRight());
    grain.setColorAt(0, QColor(0xf0, 0xcf, 0x94));
    grain.setColorAt(0.5, QColor(0xe6, 0xbd, 0x7c));
    grain.setColorAt(1, QColor(0xd8, 0xa8, 0x62));
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x8a, 0x5a, 0x2b), std::max(1.0, c * 0.04)));
    p.setBrush(grain);
    p.drawRoundedRect(wood, c * 0.12, c * 0.12);
    // Faint grain lines, the same every time.
    QRandomGenerator rng(7);
    p.save();
    p.setClipRect(wood.adjusted(2, 2, -2, -2));
    for (int i = 0; i < 40; ++i) {
        const qreal y = wood.top() + rng.bounded(1.0) * wood.height();
        const qreal amp = c * (0.05 + rng.bounded(0.15));
        QPainterPath line(QPointF(wood.left(), y));
        line.cubicTo(wood.left() + wood.width() / 3, y - amp, wood.left() + 2 * wood.width() / 3, y + amp,
                     wood.right(), y);
        p.setPen(QPen(QColor(0x9a, 0x6a, 0x30, 22 + static_cast<int>(rng.bounded(20))), c * 0.03));
        p.setBrush(Qt::NoBrush);
        p.drawPath(line);
    }
    p.restore();

    auto at = [&](qreal col, qreal row) { return origin_ + QPointF(col * c, row * c); };
    const qreal thin = std::max(1.0, c * 0.025);
    // Border and lines: verticals break at the river except the outer two.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(LineColor, thin * 2.2));
    p.drawRect(QRectF(at(0, 0), at(8, 9)).adjusted(-c * 0.09, -c * 0.09, c * 0.09, c * 0.09));
    p.setPen(QPen(LineColor, thin));
    for (int row = 0; row <= 9; ++row)
        p.drawLine(at(0, row), at(8, row));
    for (int col = 0; col <= 8; ++col) {
        if (col == 0 || col == 8) {
            p.drawLine(at(col, 0), at(col, 9));
        } else {
            p.drawLine(at(col, 0), at(col, 4));
            p.drawLine(at(col, 5), at(col, 9));
        }
    }
    // Palaces.
    p.drawLine(at(3, 0), at(5, 2));
    p.drawLine(at(5, 0), at(3, 2));
    p.drawLine(at(3, 7), at(5, 9));
    p.drawLine(at(5, 7), at(3, 9));
    // Cannon and soldier points get corner marks.
    auto mark = [&](int col, int row) {
        const qreal g = c * 0.08, l = c * 0.2;
        for (int sx : {-1, 1}) {
            if ((col == 0 && sx < 0) || (col == 8 && sx > 0))
                continue;
            for (int sy : {-1, 1}) {
                const QPointF o = at(col, row) + QPointF(sx * g, sy * g);
                p.drawLine(o, o + QPointF(sx * l, 0));
                p.drawLine(o, o + QPointF(0, sy * l));
            }
        }
    };
    for (int row : {2, 7})
        for (int col : {1, 7})
            mark(col, row);
    for (int row : {3, 6})
        for (int col = 0; col <= 8; col += 2)
            mark(col, row);
    // The river: 楚河 on the left, 汉界 on the right, as players expect.
    const QColor riverInk(0x6b, 0x45, 0x1f, 200);
    PiecePainter::drawText(p, at(2, 4.5), c * 0.55, QStringLiteral("楚 河"), riverInk);
    PiecePainter::drawText(p, at(6, 4.5), c * 0.55, QStringLiteral("汉 界"), riverInk);
    // Coordinates: each side numbers the files from its own right.
    if (showCoordinates_) {
        static const QString numerals = QStringLiteral("一二三四五六七八九");
        for (int col = 0; col <= 8; ++col) {
            const int file = flipped_ ? 8 - col : col;
            const QString red = numerals.at(8 - file);
            const QString black = QString::number(file + 1);
            const QString bottom = flipped_ ? black : red;
            const QString top = flipped_ ? red : black;
            PiecePainter::drawText(p, at(col, 9) + QPointF(0, c * 0.78), c * 0.28, bottom, LineColor);
            PiecePainter::drawText(p, at(col, 0) - QPointF(0, c * 0.78), c * 0.28, top, LineColor);
        }
    }
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    const qreal dpr = devicePixelRatioF();
    if (boardCache_.isNull() || boardCache_.size() != size() * dpr) {
        boardCache_ = QPixmap(size() * dpr);
        boardCache_.setDevicePixelRatio(dpr);
        QPainter bp(&boardCache_);
        drawBoard(bp);
    }
    QPainter p(this);
    p.drawPixmap(0, 0, boardCache_);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal c = cell_;
    const qreal diameter = c * 0.9;
    auto centreOf = [&](Square s) { return pointCentre(fileOf(s), rankOf(s)); };

    // Last move: corner brackets on both points.
    if (!lastMove_.isNull()) {
        p.setPen(QPen(LastMoveColor, std::max(1.5, c * 0.05)));
        for (Square s : {lastMove_.from, lastMove_.to}) {
            const QPointF o = centreOf(s);
            const qreal h = c * 0.48, l = c * 0.16;
            for (int sx : {-1, 1})
                for (int sy : {-1, 1}) {
                    const QPointF k = o + QPointF(sx * h, sy * h);
                    p.drawLine(k, k - QPointF(sx * l, 0));
                    p.drawLine(k, k - QPointF(0, sy * l));
                }
        }
    }
    // A general in check glows red.
    if (position_.inCheck()) {
        const Square g = position_.generalSquare(position_.sideToMove());
        if (g != NoSquare) {
            QRadialGradient glow(centreOf(g), c * 0.7);
            glow.setColorAt(0, QColor(255, 40, 20, 200));
            glow.setColorAt(1, QColor(255, 40, 20, 0));
            p.setPen(Qt::NoPen);
            p.setBrush(glow);
            p.drawEllipse(centreOf(g), c * 0.7, c * 0.7);
        }
    }
    // Pieces; the dragged one follows the cursor, the moving one slides.
    const bool animating = animationProgress_ < 1.0 && !lastMove_.isNull();
    for (Square s : AllSquares) {
        const Piece piece = position_.at(s);
        if (!isPiece(piece))
            continue;
        if (dragging_ && s == selected_)
            continue;
        QPointF centre = centreOf(s);
        if (animating && s == lastMove_.to) {
            const QPointF from = centreOf(lastMove_.from);
            centre = from + (centre - from) * animationProgress_;
        }
        PiecePainter::drawPiece(p, centre, diameter, piece, style_);
    }
    // Selection and legal targets.
    if (selected_ != NoSquare) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(TargetColor, std::max(2.0, c * 0.07)));
        p.drawEllipse(centreOf(selected_), diameter / 2 + c * 0.03, diameter / 2 + c * 0.03);
        for (const Move& m : targets_) {
            const QPointF o = centreOf(m.to);
            if (isPiece(position_.at(m.to))) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(QColor(0xd0, 0x30, 0x20), std::max(2.0, c * 0.06)));
                p.drawEllipse(o, diameter / 2, diameter / 2);
            } else {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(TargetColor.red(), TargetColor.green(), TargetColor.blue(), 190));
                p.drawEllipse(o, c * 0.13, c * 0.13);
            }
        }
    }
    if (dragging_ && selected_ != NoSquare && isPiece(position_.at(selected_)))
        PiecePainter::drawPiece(p, dragPos_, diameter * 1.06, position_.at(selected_), style_, 0.92);
}

void BoardWidget::select(Square s)
{
    selected_ = s;
    targets_.clear();
    if (s != NoSquare) {
        MoveList all;
        position_.generateLegal(all);
        for (const Move& m : all)
            if (m.from == s)
                targets_.push(m);
    }
    update();
}

void BoardWidget::tryMove(Square target)
{
    const Move m{selected_, target};
    if (targets_.contains(m)) {
        select(NoSquare);
        emit moveRequested(m);
        return;
    }
    emit illegalMoveAttempted(m, position_.checkMove(m));
    update();
}

void BoardWidget::mousePressEvent(QMouseEvent* e)
{
    if (e->button() != Qt::LeftButton || !interactive_) {
        QWidget::mousePressEvent(e);
        return;
    }
    const Square s = squareAt(e->position());
    pressPos_ = e->position();
    dragPos_ = e->position();
    pressed_ = false;
    if (s == NoSquare) {
        select(NoSquare);
        return;
    }
    const Piece piece = position_.at(s);
    const bool own = isPiece(piece) && sideOf(piece) == position_.sideToMove();
    if (own) {
        select(s);
        pressed_ = true; // a drag may start
    } else if (selected_ != NoSquare) {
        tryMove(s);
    } else if (isPiece(piece)) {
        emit illegalMoveAttempted(Move{s, s}, MoveError::NotYourPiece);
    }
}

void BoardWidget::mouseMoveEvent(QMouseEvent* e)
{
    if (!pressed_ || selected_ == NoSquare)
        return;
    dragPos_ = e->position();
    if (!dragging_ && (dragPos_ - pressPos_).manhattanLength() >= QApplication::startDragDistance())
        dragging_ = true;
    if (dragging_)
        update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* e)
{
    if (e->button() != Qt::LeftButton)
        return;
    const bool wasDragging = dragging_;
    pressed_ = false;
    dragging_ = false;
    if (wasDragging && selected_ != NoSquare) {
        const Square s = squareAt(e->position());
        if (s != NoSquare && s != selected_)
            tryMove(s);
    }
    update();
}

} // namespace qiyuan::ui
