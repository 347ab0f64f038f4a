#include "banqiboard.h"

#include "discpainter.h"

#include <QEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>
#include <QPolygonF>
#include <QVariantAnimation>

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

namespace {
constexpr qreal Margin = 0.6; // cells of border around the squares (room for coordinates)
}

BanqiBoard::BanqiBoard(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("banqiBoard"));
    setMinimumSize(minimumSizeHint());
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    flipAnimation_ = new QVariantAnimation(this);
    flipAnimation_->setStartValue(0.0);
    flipAnimation_->setEndValue(1.0);
    connect(flipAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        flipProgress_ = v.toReal();
        update();
    });
    connect(flipAnimation_, &QVariantAnimation::finished, this, [this] {
        flipping_ = NoSquare;
        flipProgress_ = 1.0;
        update();
    });
    captureAnimation_ = new QVariantAnimation(this);
    captureAnimation_->setStartValue(0.0);
    captureAnimation_->setEndValue(1.0);
    connect(captureAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        fadeProgress_ = v.toReal();
        update();
    });
    connect(captureAnimation_, &QVariantAnimation::finished, this, [this] {
        fading_ = NoSquare;
        fadeProgress_ = 1.0;
        update();
    });
    retranslate();
}

void BanqiBoard::retranslate()
{
    //: Accessible name of the 翻翻棋 board widget
    setAccessibleName(tr("Banqi board"));
}

void BanqiBoard::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void BanqiBoard::setView(const View& view, Action last, bool animate)
{
    // The same view again (a repaint, a language change) keeps the hint.
    if (view.board != board_ || last != last_ || view.legal != legal_)
        hint_ = {};
    board_ = view.board;
    legal_ = view.legal;
    last_ = last;
    selected_ = NoSquare;
    flipAnimation_->stop();
    flipping_ = NoSquare;
    flipProgress_ = 1.0;
    captureAnimation_->stop();
    fading_ = NoSquare;
    fadeProgress_ = 1.0;
    if (animate && animationMs_ > 0 && last.isFlip() && isPiece(board_[last.from])) {
        flipping_ = last.from;
        flipProgress_ = 0.0;
        flipAnimation_->setDuration(animationMs_);
        flipAnimation_->start();
    } else if (animate && animationMs_ > 0 && !last.isNull() && !last.isFlip() && !view.records.empty()
               && view.records.back().captured) {
        // The record of the last action names the taken piece (and the one
        // that took it, gone too when the ranks were equal).
        const MoveRecord& r = view.records.back();
        fading_ = last.to;
        fadingTaken_ = pieceFromFenChar(r.captured);
        fadingMover_ = board_[last.to] == NoPiece ? pieceFromFenChar(r.moved) : NoPiece;
        fadeProgress_ = 0.0;
        captureAnimation_->setDuration(animationMs_);
        captureAnimation_->start();
    }
    update();
}

void BanqiBoard::setHint(Action action)
{
    const bool legal = std::find(legal_.begin(), legal_.end(), action) != legal_.end();
    hint_ = legal ? action : Action{};
    update();
}

bool BanqiBoard::isAnimating() const
{
    return flipAnimation_->state() == QAbstractAnimation::Running
        || captureAnimation_->state() == QAbstractAnimation::Running;
}

void BanqiBoard::setSelected(Square s)
{
    selected_ = interactive_ && s >= 0 && s < SquareCount && isPiece(board_[s]) ? s : NoSquare;
    update();
}

void BanqiBoard::setInteractive(bool on)
{
    interactive_ = on;
    if (!on)
        selected_ = NoSquare;
    update();
}

void BanqiBoard::setFlipped(bool on)
{
    flipped_ = on;
    update();
}

void BanqiBoard::setPieceStyle(PieceStyle style)
{
    style_ = style;
    update();
}

void BanqiBoard::setShowCoordinates(bool on)
{
    coordinates_ = on;
    update();
}

int BanqiBoard::heightForWidth(int w) const
{
    return qRound(w * (Ranks + 2 * Margin) / (Files + 2 * Margin));
}

qreal BanqiBoard::cell() const
{
    return qMin(width() / (Files + 2 * Margin), height() / (Ranks + 2 * Margin));
}

QPointF BanqiBoard::origin() const
{
    const qreal c = cell();
    return {(width() - Files * c) / 2, (height() - Ranks * c) / 2};
}

QPointF BanqiBoard::squareCentre(Square s) const
{
    int f = fileOf(s), r = rankOf(s);
    if (flipped_) {
        f = Files - 1 - f;
        r = Ranks - 1 - r;
    }
    const qreal c = cell();
    // Rank 4 at the top, file a on the left.
    return origin() + QPointF((f + 0.5) * c, (Ranks - 1 - r + 0.5) * c);
}

Square BanqiBoard::squareAt(QPointF p) const
{
    const qreal c = cell();
    const QPointF q = p - origin();
    if (c <= 0 || q.x() < 0 || q.y() < 0)
        return NoSquare;
    int f = static_cast<int>(q.x() / c), row = static_cast<int>(q.y() / c);
    if (f >= Files || row >= Ranks)
        return NoSquare;
    int r = Ranks - 1 - row;
    if (flipped_) {
        f = Files - 1 - f;
        r = Ranks - 1 - r;
    }
    return makeSquare(f, r);
}

QList<Square> BanqiBoard::targets() const
{
    QList<Square> out;
    if (selected_ == NoSquare)
        return out;
    for (const Action& a : legal_)
        if (!a.isFlip() && a.from == selected_)
            out.append(a.to);
    return out;
}

void BanqiBoard::mousePressEvent(QMouseEvent* e)
{
    if (!interactive_ || e->button() != Qt::LeftButton)
        return;
    const Square s = squareAt(e->position());
    if (s == NoSquare)
        return;
    const Piece p = board_[s];
    if (selected_ == NoSquare) {
        if (p == FaceDown)
            emit actionRequested(Action::flip(s));
        else if (isPiece(p))
            selected_ = s; // whose piece it is, the engine says when it moves
        update();
        return;
    }
    const Square from = selected_;
    const Piece mover = board_[from];
    if (s == from) { // a second click puts the piece down again
        selected_ = NoSquare;
    } else if (isPiece(p) && banqi::colorOf(p) == banqi::colorOf(mover)) {
        selected_ = s; // another piece of the same colour
    } else if (p == FaceDown
               && std::find(legal_.begin(), legal_.end(), Action::move(from, s)) == legal_.end()) {
        // Not a legal capture of a face-down piece: the click means to flip it.
        selected_ = NoSquare;
        emit actionRequested(Action::flip(s));
    } else {
        selected_ = NoSquare;
        emit actionRequested(Action::move(from, s));
    }
    update();
}

void BanqiBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal c = cell();
    const QPointF o = origin();
    const QRectF squares(o, QSizeF(Files * c, Ranks * c));
    // The wooden table and the grid of squares.
    painter.fillRect(rect(), palette().window());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe8, 0xc8, 0x8c));
    painter.drawRoundedRect(squares.adjusted(-c * 0.25, -c * 0.25, c * 0.25, c * 0.25), c * 0.12, c * 0.12);
    painter.setPen(QPen(QColor(0x5a, 0x3a, 0x1a), qMax(1.0, c * 0.02)));
    for (int f = 0; f <= Files; ++f)
        painter.drawLine(o + QPointF(f * c, 0), o + QPointF(f * c, Ranks * c));
    for (int r = 0; r <= Ranks; ++r)
        painter.drawLine(o + QPointF(0, r * c), o + QPointF(Files * c, r * c));

    auto squareRect = [&](Square s) {
        const QPointF m = squareCentre(s);
        return QRectF(m - QPointF(c / 2, c / 2), QSizeF(c, c));
    };
    // The last action: its squares tinted.
    if (!last_.isNull()) {
        const QColor mark(0x3a, 0x8f, 0xd8, 90);
        painter.fillRect(squareRect(last_.from).adjusted(1, 1, -1, -1), mark);
        if (!last_.isFlip())
            painter.fillRect(squareRect(last_.to).adjusted(1, 1, -1, -1), mark);
    }
    if (selected_ != NoSquare)
        painter.fillRect(squareRect(selected_).adjusted(1, 1, -1, -1), QColor(0x40, 0xb0, 0x40, 110));

    if (coordinates_) {
        QFont f = font();
        f.setPixelSize(qMax(8, qRound(c * 0.2)));
        painter.setFont(f);
        painter.setPen(palette().windowText().color());
        for (int file = 0; file < Files; ++file) {
            const QPointF m = squareCentre(makeSquare(file, flipped_ ? Ranks - 1 : 0));
            painter.drawText(QRectF(m.x() - c / 2, squares.bottom() + c * 0.22, c, c * 0.35), Qt::AlignCenter,
                             QString(QChar('a' + file)));
        }
        for (int rank = 0; rank < Ranks; ++rank) {
            const QPointF m = squareCentre(makeSquare(flipped_ ? Files - 1 : 0, rank));
            painter.drawText(QRectF(squares.left() - c * 0.55, m.y() - c / 2, c * 0.3, c), Qt::AlignCenter,
                             QString::number(rank + 1));
        }
    }

    const qreal diameter = c * 0.84;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = board_[s];
        if (s == flipping_)
            DiscPainter::drawFlip(painter, squareCentre(s), diameter, p, style_, flipProgress_);
        else
            DiscPainter::drawPiece(painter, squareCentre(s), diameter, p, style_);
    }
    // A capture: what left the board fades out over the square.
    if (fading_ != NoSquare) {
        const QPointF m = squareCentre(fading_);
        for (Piece gone : {fadingMover_, fadingTaken_})
            if (isPiece(gone))
                PiecePainter::drawPiece(painter, m, diameter, toXiangqiPiece(gone), style_, 1.0 - fadeProgress_);
    }
    // A hint: the disc to flip outlined, or a translucent arrow from the piece
    // to its target (as on the xiangqi board).
    if (!hint_.isNull()) {
        const QColor colour(30, 140, 60, 190);
        const QPointF a = squareCentre(hint_.from);
        if (hint_.isFlip()) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(colour, qMax(3.0, c * 0.07), Qt::DashLine, Qt::RoundCap));
            painter.drawEllipse(a, diameter / 2 + c * 0.03, diameter / 2 + c * 0.03);
        } else {
            const QPointF b = squareCentre(hint_.to);
            const QLineF line(a, b);
            if (line.length() > 1) {
                QLineF shaft(a, b);
                shaft.setLength(line.length() - c * 0.35);
                painter.setPen(QPen(colour, qMax(3.0, c * 0.12), Qt::SolidLine, Qt::RoundCap));
                painter.drawLine(shaft);
                const QPointF dir = (b - a) / line.length();
                const QPointF normal(-dir.y(), dir.x());
                const QPointF base = b - dir * c * 0.42;
                painter.setPen(Qt::NoPen);
                painter.setBrush(colour);
                painter.drawPolygon(QPolygonF{b, base + normal * c * 0.2, base - normal * c * 0.2});
            }
        }
    }
    // Legal targets of the selected piece: a dot on an empty square, a ring around a capture.
    painter.setBrush(Qt::NoBrush);
    for (Square t : targets()) {
        const QPointF m = squareCentre(t);
        if (board_[t] == NoPiece) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0x20, 0x90, 0x30, 190));
            painter.drawEllipse(m, c * 0.12, c * 0.12);
            painter.setBrush(Qt::NoBrush);
        } else {
            painter.setPen(QPen(QColor(0xd0, 0x30, 0x20, 220), qMax(2.0, c * 0.05)));
            painter.drawEllipse(m, c * 0.46, c * 0.46);
        }
    }
}

} // namespace qiyuan::ui
