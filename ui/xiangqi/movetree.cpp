#include "movetree.h"

#include "xiangqitable.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QStyle>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

MoveTreeView::MoveTreeView(QWidget* parent)
    : QTableWidget(0, 2, parent)
    , style_(NotationStyle::Chinese)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    // The list takes the focus from a click or Tab (Up/Down choose among the
    // alternatives); the board keeps it otherwise.
    setFocusPolicy(Qt::StrongFocus);
    setTabKeyNavigation(false);
    QFont listFont = font();
    listFont.setPointSizeF(listFont.pointSizeF() * 1.15);
    setFont(listFont);
    setMinimumWidth(280); // a variation's numbered move with its comment mark fits
    connect(this, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (const NodeId id = nodeAt(row, column); id != GameTree::None)
            emit nodeRequested(id);
    });
    retranslate();
}

void MoveTreeView::retranslate()
{
    setHorizontalHeaderLabels({XiangqiTable::tr("Red"), XiangqiTable::tr("Black")});
    //: The accessible name of the move list (the record with its variations)
    setAccessibleName(tr("Moves"));
    for (int id = 0; id < int(places_.size()); ++id)
        if (QTableWidgetItem* it = itemOf(id))
            it->setData(Qt::AccessibleTextRole, accessibleText(id));
}

void MoveTreeView::layoutLine(const GameTree& tree, NodeId first, Position before, int ply, int depth)
{
    const int offset = tree.start().sideToMove() == Side::Black ? 1 : 0;
    int row = -1;
    // The alternatives shown after the row, with the position and ply they are played at.
    struct Pending {
        NodeId id;
        Position before;
        int ply;
    };
    std::vector<Pending> pending;
    auto flush = [&] {
        row = -1;
        std::vector<Pending> alternatives;
        alternatives.swap(pending);
        for (const Pending& alt : alternatives)
            layoutLine(tree, alt.id, alt.before, alt.ply, depth + 1);
    };
    NodeId last = GameTree::None;
    for (NodeId n = first; n != GameTree::None; ++ply) {
        const GameTree::Node& node = tree.node(n);
        const int index = ply - 1 + offset;
        const int column = index % 2;
        if (row < 0) {
            rows_.push_back(Row{index / 2 + 1, depth, {GameTree::None, GameTree::None}});
            row = int(rows_.size()) - 1;
        }
        rows_[size_t(row)].cell[column] = n;
        Place& place = places_[size_t(n)];
        place.row = row;
        place.column = column;
        place.ply = ply;
        place.variation = depth > 0;
        place.opens = depth > 0 && n == first;
        place.commented = node.comment.find_first_not_of(" \t\r\n") != std::string::npos;
        place.text = moveText(before, node.move, style_);
        // The alternatives of a move continuing its line (a variation's first
        // move has its siblings shown by the line it branches from).
        if (n != first || depth == 0) {
            const auto& siblings = tree.node(node.parent).children;
            if (siblings.front() == n)
                for (auto s = siblings.begin() + 1; s != siblings.end(); ++s)
                    pending.push_back({*s, before, ply});
        }
        before.makeMove(node.move);
        last = n;
        n = node.children.empty() ? GameTree::None : node.children.front();
        if (column == 1)
            flush();
    }
    if (depth > 0 && last != GameTree::None)
        places_[size_t(last)].closes = true;
    flush();
}

void MoveTreeView::setTree(const GameTree& tree, NotationStyle notation, NodeId current)
{
    style_ = notation;
    rows_.clear();
    // Ids are stable and grow: size the table of places by the largest id.
    NodeId largest = GameTree::Root;
    std::vector<NodeId> stack{GameTree::Root};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        largest = std::max(largest, n);
        for (NodeId c : tree.node(n).children)
            stack.push_back(c);
    }
    places_.assign(size_t(largest) + 1, Place{});
    if (!tree.node(GameTree::Root).children.empty())
        layoutLine(tree, tree.node(GameTree::Root).children.front(), tree.start(), 1, 0);

    clearContents();
    setRowCount(int(rows_.size()));
    QStringList numbers;
    const QIcon commentIcon = style()->standardIcon(QStyle::SP_MessageBoxInformation);
    for (int r = 0; r < int(rows_.size()); ++r) {
        const Row& row = rows_[size_t(r)];
        numbers << (row.depth == 0 ? QString::number(row.number) : QString());
        // Nested variations step in by an en space a level (the first level's
        // parenthesis and italics set it apart); only red's column, so moves stay readable.
        const QString indent(std::max(0, row.depth - 1), QChar(0x2002));
        for (int c = 0; c < 2; ++c) {
            const NodeId id = row.cell[c];
            QTableWidgetItem* item = nullptr;
            if (id == GameTree::None) {
                if (c == 0 && row.cell[1] != GameTree::None) { // the line starts with black's move: "(3…"
                    const QString open = places_[size_t(row.cell[1])].opens ? QStringLiteral("(") : QString();
                    item = new QTableWidgetItem(row.depth == 0 ? QStringLiteral("…")
                                                               : indent + open + QStringLiteral("%1…").arg(row.number));
                } else if (row.depth > 0) { // the rest of a variation's row, tinted as the row
                    item = new QTableWidgetItem;
                } else {
                    continue;
                }
                item->setFlags(Qt::ItemIsEnabled);
                setItem(r, c, item);
            } else {
                const Place& p = places_[size_t(id)];
                QString text = p.text;
                if (row.depth == 0 && p.ply >= 1 && p.ply <= marks_.size())
                    text += marks_.at(p.ply - 1); // a review's mark, as PGN writes it after the move
                if (row.depth > 0) {
                    // A variation: indented, red's moves numbered, in parentheses.
                    if (c == 0)
                        text = QStringLiteral("%1. ").arg(row.number) + text;
                    if (p.opens && c == 0) // at black's move the "(" stands before its number
                        text = QLatin1Char('(') + text;
                    if (p.closes)
                        text += QLatin1Char(')');
                    if (c == 0)
                        text = indent + text;
                }
                item = new QTableWidgetItem(text);
                item->setData(Qt::UserRole, id);
            }
            if (row.depth > 0) { // a variation's row: italics on the alternate background
                QFont f = item->font();
                f.setItalic(true);
                item->setFont(f);
                item->setBackground(palette().alternateBase());
            }
            if (id == GameTree::None)
                continue;
            const Place& p = places_[size_t(id)];
            if (p.commented) {
                item->setIcon(commentIcon);
                item->setToolTip(QString::fromStdString(tree.node(id).comment));
            }
            item->setData(Qt::AccessibleTextRole, accessibleText(id));
            setItem(r, c, item);
        }
    }
    setVerticalHeaderLabels(numbers);
    setCurrent(current);
}

QString MoveTreeView::accessibleText(NodeId id) const
{
    const Place& p = places_[size_t(id)];
    const Row& row = rows_[size_t(p.row)];
    //: A move in the move list for screen readers: %1 its number, %2 the move (red's move)
    QString text = p.column == 0 ? tr("%1. %2").arg(row.number).arg(p.text)
                                 //: A move in the move list for screen readers: %1 its number, %2 the move (black's move)
                                 : tr("%1… %2").arg(row.number).arg(p.text);
    if (p.variation)
        //: A move of a variation (变着) in the move list, for screen readers
        text = tr("Variation: %1").arg(text);
    if (p.commented)
        //: A move that has a comment, for screen readers
        text = tr("%1, with a comment").arg(text);
    return text;
}

MoveTreeView::NodeId MoveTreeView::nodeAt(int row, int column) const
{
    if (row < 0 || row >= int(rows_.size()) || column < 0 || column > 1)
        return GameTree::None;
    return rows_[size_t(row)].cell[column];
}

QTableWidgetItem* MoveTreeView::itemOf(NodeId id) const
{
    if (id < 0 || id >= int(places_.size()) || places_[size_t(id)].row < 0)
        return nullptr;
    return item(places_[size_t(id)].row, places_[size_t(id)].column);
}

void MoveTreeView::setCurrent(NodeId current)
{
    current_ = current;
    clearSelection();
    if (QTableWidgetItem* it = itemOf(current)) {
        it->setSelected(true);
        setCurrentItem(it, QItemSelectionModel::NoUpdate);
        scrollToItem(it);
    } else {
        // The start position: the first moves in full view, no cell marked as the current one.
        selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
        scrollToTop();
    }
}

void MoveTreeView::keyPressEvent(QKeyEvent* e)
{
    switch (e->key()) {
    case Qt::Key_Up:
        emit siblingRequested(-1);
        return;
    case Qt::Key_Down:
        emit siblingRequested(1);
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
        e->ignore(); // the table's review keys
        return;
    default:
        QTableWidget::keyPressEvent(e);
    }
}

void MoveTreeView::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::RightButton) {
        // The context menu acts on the move under the pointer: show it first.
        if (const QModelIndex index = indexAt(e->position().toPoint()); index.isValid())
            if (const NodeId id = nodeAt(index.row(), index.column()); id != GameTree::None)
                emit nodeRequested(id);
    }
    QTableWidget::mousePressEvent(e);
}

} // namespace qiyuan::ui
