#include "boardwidget.h"

#include <QApplication>
#include <QImage>
#include <QPainterPath>
#include <QMouseEvent>
#include <QPainter>
#include <QRandomGenerator>
#include <QScreen>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

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
    settleTimer_ = new QTimer(this);
    settleTimer_->setSingleShot(true);
    connect(settleTimer_, &QTimer::timeout, this, &BoardWidget::settle);
}

void BoardWidget::settle()
{
    settleTimer_->stop();
    if (!live_)
        return;
    live_ = false;
    invalidateBoard();
}

void BoardWidget::setPosition(const Position& position, Move lastMove, bool animate)
{
    // A capture played from the position shown: the taken piece fades out
    // while the mover slides in (with animations on).
    fading_ = NoPiece;
    if (!lastMove.isNull() && isPiece(position_.at(lastMove.to)) && position_.at(lastMove.from) == position.at(lastMove.to)
        && sideOf(position_.at(lastMove.to)) != sideOf(position.at(lastMove.to)))
        fading_ = position_.at(lastMove.to);
    position_ = position;
    lastMove_ = lastMove;
    hint_ = {};
    ruleMarks_.clear();
    selected_ = NoSquare;
    targets_.clear();
    dragging_ = false;
    pressed_ = false;
    if (animation_)
        animation_->stop();
    animationProgress_ = 1.0;
    if (!(animate && !lastMove.isNull() && animationMs_ > 0 && isVisible()))
        fading_ = NoPiece;
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

void BoardWidget::setRules(const BoardRules* rules)
{
    rules_ = rules;
    select(NoSquare);
}

Square BoardWidget::checkedGeneral() const
{
    if (rules_)
        return rules_->checkedGeneral();
    return position_.inCheck() ? position_.generalSquare(position_.sideToMove()) : NoSquare;
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
    emit flippedChanged(flipped);
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

void BoardWidget::setShowPointMarks(bool on)
{
    if (showPointMarks_ == on)
        return;
    showPointMarks_ = on;
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
    live_ = false;
    baked_ = false;
    boardCache_ = QImage();
    update();
}

void BoardWidget::resizeEvent(QResizeEvent*)
{
    // Room for 8 x 9 cells plus half a piece and a row of coordinates around.
    // The cell and the origin are whole device pixels, so that every point,
    // line and piece sits on the pixel grid: lines stay crisp and a piece is
    // drawn from its cached image without a sub-pixel shift.
    const qreal dpr = devicePixelRatioF();
    // The first step of a live resize: the crisp frame on screen (board,
    // marks, pieces) becomes the one image that the following frames scale.
    if (!live_ && settleMs_ > 0 && !boardCache_.isNull() && boardCache_.devicePixelRatio() == dpr && isVisible())
        bakeScene();
    const qreal cell = std::min(width() / 9.3, height() / 11.0);
    cell_ = std::max(4.0, std::floor(cell * dpr)) / dpr;
    origin_ = QPointF(std::round((width() - 8 * cell_) / 2 * dpr) / dpr, std::round((height() - 9 * cell_) / 2 * dpr) / dpr);
    // Redrawing the wood, lines and piece images at every step of a window
    // resize costs up to ~17 ms a frame on a full-screen board; scaling the
    // last ones costs a few. The crisp redraw waits until the size holds still.
    if (settleMs_ > 0 && !boardCache_.isNull() && boardCache_.devicePixelRatio() == dpr && isVisible()) {
        live_ = true;
        settleTimer_->start(settleMs_);
        update();
        return;
    }
    invalidateBoard();
}

void BoardWidget::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::PaletteChange)
        invalidateBoard();
    QWidget::changeEvent(e);
}

namespace {

// The wood's colour along its diagonal, t = 0 (top left) .. 1 (bottom right).
QRgb woodColour(qreal t)
{
    static const QColor stops[] = {QColor(0xf0, 0xcf, 0x94), QColor(0xe6, 0xbd, 0x7c), QColor(0xd8, 0xa8, 0x62)};
    t = std::clamp(t, 0.0, 1.0) * 2;
    const int i = std::min(1, int(t));
    const qreal f = t - i;
    auto lerp = [f](int a, int b) { return int(std::lround(a + (b - a) * f)); };
    return qRgb(lerp(stops[i].red(), stops[i + 1].red()), lerp(stops[i].green(), stops[i + 1].green()),
                lerp(stops[i].blue(), stops[i + 1].blue()));
}

// The wood in device pixels, written straight into the image: a gradient
// along the diagonal and faint grain lines. QPainter's antialiased wide
// strokes cost about a millisecond per grain line at full-screen sizes, and
// the board is redrawn at every step of a window resize.
// Returns the pixels it covered.
QRect paintWood(QImage& image, const QRectF& wood, qreal cell, const QRectF& grainClip)
{
    const qreal dpr = image.devicePixelRatio();
    const QRectF w(wood.topLeft() * dpr, wood.size() * dpr);
    const int x0 = std::max(0, int(std::floor(w.left())));
    const int x1 = std::min(image.width(), int(std::ceil(w.right())));
    const int y0 = std::max(0, int(std::floor(w.top())));
    const int y1 = std::min(image.height(), int(std::ceil(w.bottom())));
    if (x0 >= x1 || y0 >= y1)
        return {};
    // Along the diagonal (W, H) the colour depends on x*W + y*H only, so every
    // row is the same ramp shifted by y*H/W pixels (rounded: the colour moves a
    // step every few dozen pixels).
    const qreal W = w.width(), H = w.height();
    const qreal per = W / (W * W + H * H); // t per pixel along a row
    const int shiftMax = int(std::ceil((y1 - w.top()) * H / W)) + 1;
    // Row pointers by hand: scanLine() checks for a detach at every call.
    uchar* const bits = image.bits();
    const std::size_t stride = std::size_t(image.bytesPerLine());
    std::vector<QRgb> ramp(std::size_t(x1 - x0 + shiftMax + 1));
    for (std::size_t k = 0; k < ramp.size(); ++k)
        ramp[k] = woodColour((x0 + 0.5 - w.left() + qreal(k)) * per);
    for (int y = y0; y < y1; ++y) {
        const int shift = std::clamp(int(std::lround((y + 0.5 - w.top()) * H / W)), 0, shiftMax);
        std::memcpy(bits + std::size_t(y) * stride + std::size_t(x0) * 4, ramp.data() + shift, std::size_t(x1 - x0) * 4);
    }

    // Grain: 40 gentle curves across the wood, the same every time. Each is a
    // cubic from left to right whose control points sit at a third and two
    // thirds of the width, so x moves evenly with the curve parameter and
    // y(t) = y + 3 amp t (1 - t) (2t - 1). A curve rises at most 0.2 cells
    // over 9.4, so its thickness is taken vertically, with exact coverage.
    const QRect clip = QRectF(grainClip.topLeft() * dpr, grainClip.size() * dpr).toAlignedRect() & image.rect();
    const int gx0 = std::max(clip.left(), x0), gx1 = std::min(clip.right() + 1, x1);
    const int gy0 = clip.top(), gy1 = clip.bottom() + 1;
    const QRgb grainInk = qRgb(0x9a, 0x6a, 0x30);
    const qreal half = cell * 0.03 * dpr / 2;
    const int inkR = qRed(grainInk), inkG = qGreen(grainInk), inkB = qBlue(grainInk);
    QRandomGenerator rng(7);
    for (int i = 0; i < 40; ++i) {
        const qreal y = w.top() + rng.bounded(1.0) * H;
        const qreal amp = cell * (0.05 + rng.bounded(0.15)) * dpr;
        // Opacity in 1/256 steps times coverage in 1/256 steps: integer blends.
        const int alpha = int((22 + int(rng.bounded(20))) / 255.0 * 256);
        for (int x = gx0; x < gx1; ++x) {
            const float t = float((x + 0.5 - w.left()) / W);
            const float yc = float(y + 3 * amp * t * (1 - t) * (2 * t - 1));
            const float top = yc - float(half), bottom = yc + float(half);
            const int first = std::max(gy0, int(top)), last = std::min(gy1, int(bottom) + 1);
            for (int row = first; row < last; ++row) {
                const float cover = std::min(float(row + 1), bottom) - std::max(float(row), top);
                if (cover <= 0)
                    continue;
                const int a = (alpha * int(cover * 256)) >> 8;
                QRgb* px = reinterpret_cast<QRgb*>(bits + std::size_t(row) * stride) + x;
                const QRgb d = *px;
                const int r = qRed(d), g = qGreen(d), b = qBlue(d);
                *px = qRgb(r + (((inkR - r) * a) >> 8), g + (((inkG - g) * a) >> 8), b + (((inkB - b) * a) >> 8));
            }
        }
    }
    return QRect(QPoint(x0, y0), QPoint(x1 - 1, y1 - 1));
}

// A straight line of width `w` with square ends, as QPen draws it by default,
// filled instead of stroked. A level or upright line is a rectangle snapped
// to whole device pixels (crisp, and a plain fill without antialiasing);
// others are antialiased quadrilaterals.
void fillSegment(QPainter& p, QPointF a, QPointF b, qreal w, const QColor& colour)
{
    const qreal h = w / 2;
    if (a.y() == b.y() || a.x() == b.x()) {
        const qreal dpr = p.device()->devicePixelRatioF();
        const bool level = a.y() == b.y();
        // Across the line: a whole number of pixels, at least one, centred.
        const qreal across = level ? a.y() : a.x();
        const int thick = std::max(1, int(std::lround(w * dpr)));
        const int from = int(std::lround(across * dpr - thick / 2.0));
        // Along it: from end to end, square ends included.
        const int start = int(std::lround((level ? std::min(a.x(), b.x()) : std::min(a.y(), b.y())) * dpr - h * dpr));
        const int stop = int(std::lround((level ? std::max(a.x(), b.x()) : std::max(a.y(), b.y())) * dpr + h * dpr));
        const QRectF device = level ? QRectF(start, from, stop - start, thick) : QRectF(from, start, thick, stop - start);
        p.save();
        p.setRenderHint(QPainter::Antialiasing, false);
        p.fillRect(QRectF(device.topLeft() / dpr, device.size() / dpr), colour);
        p.restore();
        return;
    }
    const QPointF d = b - a;
    const qreal len = std::hypot(d.x(), d.y());
    const QPointF u = d / len * h, n(-u.y(), u.x());
    const QPointF quad[] = {a - u + n, b + u + n, b + u - n, a - u - n};
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(quad, 4);
}

// Snaps a rectangle to whole device pixels.
QRectF snapped(const QRectF& r, qreal dpr)
{
    const QRectF d(r.topLeft() * dpr, r.size() * dpr);
    const QPointF tl(std::round(d.left()), std::round(d.top()));
    const QPointF br(std::round(d.right()), std::round(d.bottom()));
    return QRectF(tl / dpr, br / dpr);
}

// A quarter of a rounded rectangle's corner: the square of side `radius` at
// corner (sx, sy) = (-1 or 1, -1 or 1) of `r`, minus the arc's inside when
// `outside`, else the band of width `w` along the arc.
QPainterPath cornerPiece(const QRectF& r, qreal radius, int sx, int sy, bool outside, qreal w = 0)
{
    const QPointF corner(sx < 0 ? r.left() : r.right(), sy < 0 ? r.top() : r.bottom());
    const QPointF centre = corner - QPointF(sx * radius, sy * radius);
    // Arcs in QPainterPath go counter-clockwise from the +x axis, y pointing down.
    const qreal start = sx > 0 ? (sy < 0 ? 0 : 270) : (sy < 0 ? 90 : 180);
    QPainterPath path;
    if (outside) {
        const qreal m = 2; // a pixel or two beyond the edge: no seam
        path.moveTo(corner + QPointF(sx * m, sy * m));
        path.lineTo(centre + QPointF(sx * (radius + m), 0));
        path.lineTo(centre + QPointF(sx * radius, 0));
        // From the side point (0 or 180 degrees) round to the top or bottom one.
        const qreal from = sx > 0 ? 0 : 180;
        const qreal sweep = (sx > 0) == (sy < 0) ? 90 : -90;
        path.arcTo(QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)), from, sweep);
        path.lineTo(centre + QPointF(0, sy * (radius + m)));
        path.closeSubpath();
        return path;
    }
    const qreal outer = radius + w / 2, inner = std::max<qreal>(0, radius - w / 2);
    path.arcMoveTo(QRectF(centre - QPointF(outer, outer), QSizeF(2 * outer, 2 * outer)), start);
    path.arcTo(QRectF(centre - QPointF(outer, outer), QSizeF(2 * outer, 2 * outer)), start, 90);
    path.arcTo(QRectF(centre - QPointF(inner, inner), QSizeF(2 * inner, 2 * inner)), start + 90, -90);
    path.closeSubpath();
    return path;
}

// The outline of a rounded rectangle drawn with a pen of width `w`, as filled
// pieces: four straight bands on the pixel grid (plain fills) and four
// antialiased corners, instead of one large antialiased path.
void fillRoundedFrame(QPainter& p, const QRectF& r, qreal radius, qreal w, const QColor& colour)
{
    const qreal h = w / 2;
    p.save();
    p.setPen(Qt::NoPen);
    p.setRenderHint(QPainter::Antialiasing, false);
    const qreal dpr = p.device()->devicePixelRatioF();
    p.fillRect(snapped(QRectF(QPointF(r.left() + radius, r.top() - h), QPointF(r.right() - radius, r.top() + h)), dpr), colour);
    p.fillRect(snapped(QRectF(QPointF(r.left() + radius, r.bottom() - h), QPointF(r.right() - radius, r.bottom() + h)), dpr), colour);
    p.fillRect(snapped(QRectF(QPointF(r.left() - h, r.top() + radius), QPointF(r.left() + h, r.bottom() - radius)), dpr), colour);
    p.fillRect(snapped(QRectF(QPointF(r.right() - h, r.top() + radius), QPointF(r.right() + h, r.bottom() - radius)), dpr), colour);
    if (radius > 0) {
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setBrush(colour);
        for (int sx : {-1, 1})
            for (int sy : {-1, 1})
                p.drawPath(cornerPiece(r, radius, sx, sy, false, w));
    } else {
        // Square corners, as a pen with a miter join.
        for (int sx : {-1, 1})
            for (int sy : {-1, 1}) {
                const QPointF c(sx < 0 ? r.left() : r.right(), sy < 0 ? r.top() : r.bottom());
                p.fillRect(snapped(QRectF(c - QPointF(h, h), c + QPointF(h, h)), dpr), colour);
            }
    }
    p.restore();
}

} // namespace

void BoardWidget::renderBoard(QImage& image) const
{
    const qreal c = cell_;
    const QColor background = palette().color(QPalette::Window);
    // Wood, and the window's colour around it (the wood covers most pixels:
    // each is written once).
    const QRectF wood = snapped(QRectF(origin_.x() - 0.72 * c, origin_.y() - 0.98 * c, 8 * c + 1.44 * c, 9 * c + 1.96 * c),
                                image.devicePixelRatio());
    const QRect woodPixels = paintWood(image, wood, c, wood.adjusted(2, 2, -2, -2));
    {
        QPainter fill(&image);
        fill.setCompositionMode(QPainter::CompositionMode_Source);
        const qreal dpr = image.devicePixelRatio();
        const QRegion around = QRegion(image.rect()).subtracted(woodPixels);
        for (const QRect& r : around)
            fill.fillRect(QRectF(r.topLeft() / dpr, r.size() / dpr), background);
    }
   

   
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    // Round the wood's corners off, then its edge.
    const qreal corner = c * 0.12;
    p.setBrush(background);
    for (int sx : {-1, 1})
        for (int sy : {-1, 1})
            p.drawPath(cornerPiece(wood, corner, sx, sy, true));
    fillRoundedFrame(p, wood, corner, std::max(1.0, c * 0.04), QColor(0x8a, 0x5a, 0x2b));

   
   
    auto at = [&](qreal col, qreal row) { return origin_ + QPointF(col * c, row * c); };
    const qreal thin = std::max(1.0, c * 0.025);
    // Border and lines: verticals break at the river except the outer two.
    // Filled shapes, not pen strokes: the same look at a fraction of the cost.
    fillRoundedFrame(p, QRectF(at(0, 0), at(8, 9)).adjusted(-c * 0.09, -c * 0.09, c * 0.09, c * 0.09), 0, thin * 2.2,
                     LineColor);
    auto line = [&](QPointF a, QPointF b) { fillSegment(p, a, b, thin, LineColor); };
    for (int row = 0; row <= 9; ++row)
        line(at(0, row), at(8, row));
    for (int col = 0; col <= 8; ++col) {
        if (col == 0 || col == 8) {
            line(at(col, 0), at(col, 9));
        } else {
            line(at(col, 0), at(col, 4));
            line(at(col, 5), at(col, 9));
        }
    }
    // Palaces.
    line(at(3, 0), at(5, 2));
    line(at(5, 0), at(3, 2));
    line(at(3, 7), at(5, 9));
    line(at(5, 7), at(3, 9));
    // Cannon and soldier points get corner marks.
    auto mark = [&](int col, int row) {
        const qreal g = c * 0.08, l = c * 0.2;
        for (int sx : {-1, 1}) {
            if ((col == 0 && sx < 0) || (col == 8 && sx > 0))
                continue;
            for (int sy : {-1, 1}) {
                const QPointF o = at(col, row) + QPointF(sx * g, sy * g);
                line(o, o + QPointF(sx * l, 0));
                line(o, o + QPointF(0, sy * l));
            }
        }
    };
    if (showPointMarks_) {
        for (int row : {2, 7})
            for (int col : {1, 7})
                mark(col, row);
        for (int row : {3, 6})
            for (int col = 0; col <= 8; col += 2)
                mark(col, row);
    }
   
   
    // The river: 楚河 on the left, 汉界 (漢界 with traditional pieces) on the right, as players expect.
    const QColor riverInk(0x6b, 0x45, 0x1f, 200);
    PiecePainter::drawText(p, at(2, 4.5), c * 0.55, QStringLiteral("楚 河"), riverInk);
    PiecePainter::drawText(p, at(6, 4.5), c * 0.55,
                           style_ == PieceStyle::Traditional ? QStringLiteral("漢 界") : QStringLiteral("汉 界"), riverInk);
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
    // A baked live frame stays true only while nothing on the board changes
    // (a move, a selection, a hint): else the crisp board comes back at once.
    if (live_ && baked_ && sceneKey() != bakedKey_) {
        settleTimer_->stop();
        live_ = false;
        baked_ = false;
        boardCache_ = QImage();
    }
    if (!live_ && (boardCache_.isNull() || boardCache_.size() != size() * dpr || boardCache_.devicePixelRatio() != dpr)) {
        // Opaque, so that drawing it is a plain copy. The pixels live in a
        // buffer kept across resizes: a fresh multi-megabyte allocation costs
        // a page fault per 4 KiB on first touch, milliseconds per frame.
        const QSize pixels = size() * dpr;
        const std::size_t bytes = std::size_t(pixels.width()) * std::size_t(pixels.height()) * 4;
        if (bytes > boardBytes_) {
            // Room for the whole screen at once, so that growing the window
            // reuses it; pages untouched stay out of the resident set.
            const QSize screenPixels = screen() ? screen()->size() * screen()->devicePixelRatio() : QSize();
            boardBytes_ = std::max(bytes, std::size_t(std::max(0, screenPixels.width()))
                                              * std::size_t(std::max(0, screenPixels.height())) * 4);
            boardCache_ = QImage();
            boardPixels_.reset(new uchar[boardBytes_]);
        }
        boardCache_ = QImage(boardPixels_.get(), pixels.width(), pixels.height(), pixels.width() * 4,
                             QImage::Format_RGB32);
        boardCache_.setDevicePixelRatio(dpr);
        renderBoard(boardCache_);
        cacheCell_ = cell_;
        cacheOrigin_ = origin_;
    }
    QPainter p(this);
    if (live_) {
        // The old board, scaled about its own geometry onto the new one; the
        // window's colour around it. Nearest-pixel scaling: the crisp board
        // replaces it as soon as the size settles.
        const qreal k = cell_ / cacheCell_;
        const QRectF target(origin_ - cacheOrigin_ * k, QSizeF(boardCache_.size()) / dpr * k);
        const QRegion around = QRegion(rect()).subtracted(QRegion(target.toAlignedRect()));
        for (const QRect& r : around)
            p.fillRect(r, palette().color(QPalette::Window));
        p.drawImage(target, boardCache_);
    } else {
        p.drawImage(0, 0, boardCache_);
    }
    if (!(live_ && baked_))
        paintScene(p);
    // The dragged piece follows the cursor over everything.
    const qreal diameter = cell_ * 0.9;
    if (dragging_ && selected_ != NoSquare && isPiece(position_.at(selected_))) {
        if (rules_)
            rules_->drawPiece(p, selected_, dragPos_, diameter * 1.06, style_, 0.92);
        else
            PiecePainter::drawPiece(p, dragPos_, diameter * 1.06, position_.at(selected_), style_, 0.92);
    }
}

BoardWidget::SceneKey BoardWidget::sceneKey() const
{
    return {position_.hash(), lastMove_, hint_, ruleMarks_, selected_, checkedGeneral(), int(targets_.size()), dragging_, style_,
            rules_};
}

// Only when the board image is the frame on screen (drawn for the current
// geometry, no move sliding): then marks and pieces go into it once, and each
// live frame is one scaled copy instead of a copy and 32 scaled piece images.
void BoardWidget::bakeScene()
{
    baked_ = false;
    if (animationProgress_ < 1.0 || cacheCell_ != cell_ || cacheOrigin_ != origin_)
        return;
    QPainter p(&boardCache_);
    paintScene(p);
    p.end();
    baked_ = true;
    bakedKey_ = sceneKey();
}

void BoardWidget::paintScene(QPainter& p) const
{
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
    {
        const Square g = checkedGeneral();
        if (g != NoSquare) {
            QRadialGradient glow(centreOf(g), c * 0.7);
            glow.setColorAt(0, QColor(255, 40, 20, 200));
            glow.setColorAt(1, QColor(255, 40, 20, 0));
            p.setPen(Qt::NoPen);
            p.setBrush(glow);
            p.drawEllipse(centreOf(g), c * 0.7, c * 0.7);
        }
    }
    // The pieces of a perpetual check or chase: a halo under each, so that the
    // piece stays readable (red for the offenders, amber for the chased).
    for (const RuleMark& m : ruleMarks_) {
        const QColor colour = m.offender ? QColor(0xd0, 0x20, 0x20) : QColor(0xe0, 0x90, 0x10);
        QRadialGradient halo(centreOf(m.square), c * 0.62);
        halo.setColorAt(0.6, QColor(colour.red(), colour.green(), colour.blue(), 170));
        halo.setColorAt(1, QColor(colour.red(), colour.green(), colour.blue(), 0));
        p.setPen(Qt::NoPen);
        p.setBrush(halo);
        p.drawEllipse(centreOf(m.square), c * 0.62, c * 0.62);
    }
    // Pieces; the dragged one follows the cursor, the moving one slides.
    const bool animating = animationProgress_ < 1.0 && !lastMove_.isNull();
    if (animating && isPiece(fading_))
        PiecePainter::drawPiece(p, centreOf(lastMove_.to), cell_ * 0.9, fading_, style_, 1.0 - animationProgress_);
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
        drawPieceAt(p, s, centre, piece);
    }
    // A hint: a translucent arrow from the piece to its target.
    if (!hint_.isNull()) {
        const QPointF a = centreOf(hint_.from), b = centreOf(hint_.to);
        const QLineF line(a, b);
        if (line.length() > 1) {
            const QColor colour(30, 140, 60, 170);
            const qreal width = std::max(3.0, c * 0.14);
            QLineF shaft(a, b);
            shaft.setLength(line.length() - c * 0.35);
            p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(shaft);
            const QPointF dir = (b - a) / line.length();
            const QPointF normal(-dir.y(), dir.x());
            const QPointF base = b - dir * c * 0.45;
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawPolygon(QPolygonF{b, base + normal * c * 0.22, base - normal * c * 0.22});
        }
    }

    // The rule marks' rings over the pieces: solid for the offenders, dashed for the chased.
    for (const RuleMark& m : ruleMarks_) {
        QPen pen(m.offender ? QColor(0xc0, 0x10, 0x10) : QColor(0xd0, 0x80, 0x00), std::max(2.0, c * 0.07));
        if (!m.offender)
            pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(centreOf(m.square), diameter / 2 + c * 0.05, diameter / 2 + c * 0.05);
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
}

void BoardWidget::drawPieceAt(QPainter& p, Square s, QPointF centre, Piece piece) const
{
    auto draw = [&](QPointF c, qreal diameter) {
        if (rules_)
            rules_->drawPiece(p, s, c, diameter, style_, 1.0);
        else
            PiecePainter::drawCachedPiece(p, c, diameter, piece, style_);
    };
    if (!live_) {
        draw(centre, cell_ * 0.9);
        return;
    }
    // During a live resize: the image of the settled size, scaled.
    p.save();
    p.translate(centre);
    p.scale(cell_ / cacheCell_, cell_ / cacheCell_);
    draw(QPointF(0, 0), cacheCell_ * 0.9);
    p.restore();
}

void BoardWidget::setRuleMarks(const QList<RuleMark>& marks)
{
    ruleMarks_ = marks;
    update();
}

void BoardWidget::setHintMove(Move move)
{
    hint_ = move;
    update();
}

void BoardWidget::select(Square s)
{
    selected_ = s;
    targets_.clear();
    if (s != NoSquare && rules_) {
        for (const Move& m : rules_->movesFrom(s))
            targets_.push(m);
    } else if (s != NoSquare) {
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
