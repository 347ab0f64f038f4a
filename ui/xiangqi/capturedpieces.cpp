#include "capturedpieces.h"

#include "piecepalette.h"
#include "ui/piecerows.h"

#include <QPainter>
#include <QStringList>

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {
constexpr PieceRows Rows{CapturedPieces::Size, 2};

// The order a player counts material in: the strongest first.
int valueRank(Piece p)
{
    switch (typeOf(p)) {
    case Chariot: return 0;
    case Cannon: return 1;
    case Horse: return 2;
    case Advisor: return 3;
    case Elephant: return 4;
    case Soldier: return 5;
    default: return 6;
    }
}
} // namespace

CapturedPieces::CapturedPieces(QWidget* parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void CapturedPieces::setPieces(std::vector<Piece> pieces)
{
    std::stable_sort(pieces.begin(), pieces.end(), [](Piece a, Piece b) { return valueRank(a) < valueRank(b); });
    if (pieces == pieces_)
        return;
    const bool rows = pieces.size() != pieces_.size();
    pieces_ = std::move(pieces);
    QStringList names;
    for (Piece p : pieces_)
        names << PiecePalette::toolName(p);
    setToolTip(names.join(QStringLiteral(", ")));
    setAccessibleDescription(toolTip());
    if (rows)
        updateGeometry(); // a row more or less
    update();
}

void CapturedPieces::setPieceStyle(PieceStyle style)
{
    style_ = style;
    update();
}

QSize CapturedPieces::sizeHint() const
{
    const int w = 8 * (Rows.size + Rows.gap);
    return {w, heightForWidth(w)};
}

int CapturedPieces::heightForWidth(int w) const
{
    return pieces_.empty() ? 0 : Rows.height(int(pieces_.size()), w); // nothing taken: no room kept
}

QPointF CapturedPieces::pieceCentre(int i) const
{
    return Rows.centre(i, width());
}

void CapturedPieces::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < int(pieces_.size()); ++i)
        PiecePainter::drawPiece(painter, pieceCentre(i), Size, pieces_[size_t(i)], style_);
}

} // namespace qiyuan::ui
