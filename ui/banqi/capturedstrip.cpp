#include "capturedstrip.h"

#include "banqitable.h"
#include "discpainter.h"

#include <QPainter>
#include <QStringList>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

namespace {
constexpr int Gap = 3; // between discs and rows
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

int CapturedStrip::perRow(int width) const
{
    return qMax(1, (width - 2 + Gap) / (Disc + Gap));
}

QSize CapturedStrip::sizeHint() const
{
    return {8 * (Disc + Gap), heightForWidth(8 * (Disc + Gap))};
}

int CapturedStrip::heightForWidth(int w) const
{
    const int n = qMax<int>(1, static_cast<int>(pieces_.size()));
    const int rows = (n + perRow(w) - 1) / perRow(w);
    return rows * (Disc + Gap) + 2;
}

QPointF CapturedStrip::discCentre(int i) const
{
    const int per = perRow(width());
    return {1 + Disc / 2.0 + (i % per) * (Disc + Gap), 1 + Disc / 2.0 + (i / per) * (Disc + Gap)};
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
