#include "piecepalette.h"

#include <QApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {
// Glossary order, one row each: red in the left column, black in the right.
constexpr PieceType RowTypes[] = {General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier};
constexpr int Rows = 7;

void drawEraser(QPainter& p, QPointF centre, qreal diameter)
{
    // A tilted block eraser: rubber end and paper sleeve.
    const qreal w = diameter * 0.86, h = diameter * 0.4;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(centre);
    p.rotate(-35);
    const QRectF body(-w / 2, -h / 2, w, h);
    QPainterPath outline;
    outline.addRoundedRect(body, h * 0.2, h * 0.2);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 50));
    p.drawPath(outline.translated(diameter * 0.03, diameter * 0.05));
    p.setClipPath(outline);
    p.fillRect(QRectF(body.left(), body.top(), w * 0.42, h), QColor(0xe9, 0x8f, 0x8f));
    p.fillRect(QRectF(body.left() + w * 0.42, body.top(), w * 0.58, h), QColor(0x4a, 0x6f, 0xa5));
    p.fillRect(QRectF(body.left(), body.top(), w, h * 0.22), QColor(255, 255, 255, 70));
    p.setClipping(false);
    p.setPen(QPen(QColor(0x3a, 0x30, 0x2a), std::max(1.0, diameter * 0.035)));
    p.setBrush(Qt::NoBrush);
    p.drawPath(outline);
    p.drawLine(QPointF(body.left() + w * 0.42, body.top()), QPointF(body.left() + w * 0.42, body.bottom()));
    p.restore();
}
} // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setAccessibleName(tr("Piece box"));
}

QList<int> PiecePalette::tools()
{
    QList<int> out;
    for (PieceType t : RowTypes) {
        out.append(makePiece(Side::Red, t));
        out.append(makePiece(Side::Black, t));
    }
    out.append(Eraser);
    return out;
}

QSize PiecePalette::sizeHint() const
{
    return {2 * Cell + 2 * Margin, (Rows + 1) * Cell + 2 * Margin};
}

QRectF PiecePalette::toolRect(int tool) const
{
    if (tool == Eraser)
        return QRectF(Margin + Cell / 2.0, Margin + Rows * Cell, Cell, Cell);
    if (tool == NoTool || !isPiece(static_cast<Piece>(tool)))
        return {};
    const Piece piece = static_cast<Piece>(tool);
    for (int row = 0; row < Rows; ++row)
        if (RowTypes[row] == typeOf(piece)) {
            const int col = sideOf(piece) == Side::Red ? 0 : 1;
            return QRectF(Margin + col * Cell, Margin + row * Cell, Cell, Cell);
        }
    return {};
}

int PiecePalette::toolAt(QPointF p) const
{
    for (int tool : tools())
        if (toolRect(tool).contains(p))
            return tool;
    return NoTool;
}

QString PiecePalette::toolName(int tool)
{
    if (tool == Eraser)
        return tr("eraser");
    if (tool == NoTool || !isPiece(static_cast<Piece>(tool)))
        return {};
    const Piece piece = static_cast<Piece>(tool);
    const bool red = sideOf(piece) == Side::Red;
    switch (typeOf(piece)) {
    case General: return red ? tr("red general") : tr("black general");
    case Advisor: return red ? tr("red advisor") : tr("black advisor");
    case Elephant: return red ? tr("red elephant") : tr("black elephant");
    case Horse: return red ? tr("red horse") : tr("black horse");
    case Chariot: return red ? tr("red chariot") : tr("black chariot");
    case Cannon: return red ? tr("red cannon") : tr("black cannon");
    case Soldier: return red ? tr("red soldier") : tr("black soldier");
    default: return {};
    }
}

void PiecePalette::drawTool(QPainter& p, QPointF centre, qreal diameter, int tool, PieceStyle style, qreal opacity)
{
    if (tool == Eraser) {
        p.save();
        p.setOpacity(opacity);
        drawEraser(p, centre, diameter);
        p.restore();
    } else if (tool != NoTool && isPiece(static_cast<Piece>(tool))) {
        PiecePainter::drawPiece(p, centre, diameter, static_cast<Piece>(tool), style, opacity);
    }
}

void PiecePalette::setTool(int tool)
{
    if (tool != NoTool && tool != Eraser && !isPiece(static_cast<Piece>(tool)))
        tool = NoTool;
    if (tool_ == tool)
        return;
    tool_ = tool;
    update();
    emit toolChanged(tool_);
}

void PiecePalette::setPieceStyle(PieceStyle style)
{
    style_ = style;
    update();
}

void PiecePalette::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // A tray in the board's wood tone, so the box reads as part of the set.
    const QRectF tray = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(QColor(0x8a, 0x5a, 0x2b), 1));
    p.setBrush(QColor(0xe9, 0xc6, 0x8a));
    p.drawRoundedRect(tray, 6, 6);
    p.setPen(QPen(QColor(0x8a, 0x5a, 0x2b, 90), 1));
    const qreal sepY = Margin + Rows * Cell;
    p.drawLine(QPointF(Margin + 4, sepY), QPointF(width() - Margin - 4, sepY));

    if (tool_ != NoTool) {
        const QRectF r = toolRect(tool_).adjusted(2, 2, -2, -2);
        p.setPen(QPen(palette().highlight().color(), 2.5));
        QColor fill = palette().highlight().color();
        fill.setAlpha(60);
        p.setBrush(fill);
        p.drawRoundedRect(r, 7, 7);
    }
    for (int tool : tools()) {
        const QRectF r = toolRect(tool);
        const bool lifted = dragging_ && tool == pressTool_;
        drawTool(p, r.center(), Cell * 0.8, tool, style_, lifted ? 0.35 : 1.0);
    }
}

void PiecePalette::mousePressEvent(QMouseEvent* e)
{
    if (e->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(e);
        return;
    }
    pressTool_ = toolAt(e->position());
    pressPos_ = e->position();
    dragging_ = false;
}

void PiecePalette::mouseMoveEvent(QMouseEvent* e)
{
    if (pressTool_ == NoTool)
        return;
    if (!dragging_) {
        if ((e->position() - pressPos_).manhattanLength() < QApplication::startDragDistance())
            return;
        dragging_ = true;
        update();
    }
    emit dragMoved(pressTool_, e->globalPosition());
}

void PiecePalette::mouseReleaseEvent(QMouseEvent* e)
{
    if (e->button() != Qt::LeftButton || pressTool_ == NoTool)
        return;
    const int tool = pressTool_;
    pressTool_ = NoTool;
    if (dragging_) {
        dragging_ = false;
        update();
        emit dragFinished(tool, e->globalPosition());
        return;
    }
    // A click selects the tool; a second click on it puts it away.
    if (toolAt(e->position()) == tool)
        setTool(tool_ == tool ? NoTool : tool);
}

bool PiecePalette::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const int tool = toolAt(help->pos());
        if (tool == NoTool) {
            QToolTip::hideText();
            e->ignore();
        } else {
            QString name = toolName(tool);
            name[0] = name[0].toUpper();
            QToolTip::showText(help->globalPos(), name, this, toolRect(tool).toRect());
        }
        return true;
    }
    return QWidget::event(e);
}

} // namespace qiyuan::ui
