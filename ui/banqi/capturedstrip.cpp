#include "capturedstrip.h"

#include "banqitable.h"
#include "discpainter.h"

#include <QPainter>
#include <QStringList>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

CapturedStrip::CapturedStrip(QWidget* parent)
    : QWidget(parent)
{
    setMinimumHeight(30);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CapturedStrip::setPieces(std::vector<Piece> pieces)
{
    pieces_ = std::move(pieces);
    QStringList names;
    for (Piece p : pieces_)
        names << banqiPieceName(p);
    const QString text = names.isEmpty() ? BanqiTable::tr("none") : names.join(QStringLiteral(", "));
    setToolTip(text);
    setAccessibleDescription(text);
    update();
}

void CapturedStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal d = qMin<qreal>(height() - 4, 26);
    const qreal step = pieces_.size() > 1 ? qMin(d + 2, (width() - d) / (pieces_.size() - 1.0)) : d;
    for (std::size_t i = 0; i < pieces_.size(); ++i)
        DiscPainter::drawPiece(painter, QPointF(d / 2 + 1 + i * step, height() / 2.0), d, pieces_[i],
                               PieceStyle::Simplified);
}

} // namespace qiyuan::ui
