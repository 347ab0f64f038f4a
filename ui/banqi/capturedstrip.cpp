#include "capturedstrip.h"

#include "banqitable.h"
#include "discpainter.h"
#include "ui/piecerows.h"

#include <QPainter>
#include <QStringList>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

namespace {
constexpr PieceRows Rows{CapturedStrip::Disc, 3, 1};
} // namespace

CapturedStrip::CapturedStrip(QWidget* parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void CapturedStrip::setPieces(std::vector<Piece> pieces)
{
    const bool rows = pieces.size() != pieces_.size();
    pieces_ = std::move(pieces);
    QStringList names;
    for (Piece p : pieces_)
        names << banqiPieceName(p);
    const QString text = names.isEmpty() ? BanqiTable::tr("none") : names.join(QStringLiteral(", "));
    setToolTip(text);
    setAccessibleDescription(text);
    if (rows)
        updateGeometry(); // another row may be needed
    update();
}

void CapturedStrip::setPieceStyle(PieceStyle style)
{
    style_ = style;
    update();
}

QSize CapturedStrip::sizeHint() const
{
    const int w = 8 * (Rows.size + Rows.gap);
    return {w, heightForWidth(w)};
}

int CapturedStrip::heightForWidth(int w) const
{
    return Rows.height(qMax<int>(1, static_cast<int>(pieces_.size())), w); // "none" takes a row
}

QPointF CapturedStrip::discCentre(int i) const
{
    return Rows.centre(i, width());
}

void CapturedStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (pieces_.empty()) {
        QColor faint = palette().windowText().color();
        faint.setAlphaF(0.55f);
        painter.setPen(faint);
        painter.drawText(QRectF(2, 1, width() - 2, Disc), Qt::AlignLeft | Qt::AlignVCenter, BanqiTable::tr("none"));
        return;
    }
    for (std::size_t i = 0; i < pieces_.size(); ++i)
        DiscPainter::drawPiece(painter, discCentre(static_cast<int>(i)), Disc, pieces_[i], style_);
}

} // namespace qiyuan::ui
