// The move list of the xiangqi table as a record (打谱) shows it: the main
// line as numbered pairs of moves (red, black), each variation on rows of its
// own right under the row of the move it replaces, indented and in
// parentheses with its move numbers, nested at any depth; the viewed move
// highlighted, a move with a comment marked with an icon (its tooltip is the
// comment). A view only: clicks and keys become requests to the table.
//
// Keys while the list has the focus (the table's own shortcuts give Left,
// Right, Home and End everywhere in it): Up/Down the previous/next
// alternative of the viewed move (its siblings), as ChessBase steps through
// variations. The right button shows the move under the pointer before the
// context menu (the table's actions) opens.
#pragma once

#include "xiangqi/gametree.h"

#include <QTableWidget>

#include <vector>

namespace qiyuan::ui {

enum class NotationStyle;

class MoveTreeView : public QTableWidget {
    Q_OBJECT
public:
    using NodeId = xiangqi::GameTree::NodeId;

    explicit MoveTreeView(QWidget* parent = nullptr);

    // Shows the tree in a notation; `current` is highlighted.
    void setTree(const xiangqi::GameTree& tree, NotationStyle style, NodeId current);
    // Marks after the main line's moves (a review's ?!, ?, ??): marks[i] for
    // move i (0-based); shown from the next setTree on.
    void setMainLineMarks(const QStringList& marks) { marks_ = marks; }
    // Highlights a move (the root: nothing) and scrolls to it.
    void setCurrent(NodeId current);
    NodeId current() const { return current_; }
    // The move in a cell (GameTree::None: an empty cell or a "…").
    NodeId nodeAt(int row, int column) const;
    QTableWidgetItem* itemOf(NodeId id) const;
    // Words of the headers, the accessible texts (after a language change).
    void retranslate();

signals:
    // A move clicked (or right-clicked, before the context menu opens).
    void nodeRequested(qiyuan::ui::MoveTreeView::NodeId id);
    // Up (-1) or Down (+1): another alternative of the viewed move.
    void siblingRequested(int step);

protected:
    void keyPressEvent(QKeyEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;

private:
    struct Row {
        int number = 0;      // the move number (a pair of plies)
        int depth = 0;       // 0: the main line, 1: a variation, 2: one inside it...
        NodeId cell[2] = {xiangqi::GameTree::None, xiangqi::GameTree::None};
    };
    // Lays out the line from `first` (played in `before`) with its variations.
    void layoutLine(const xiangqi::GameTree& tree, NodeId first, xiangqi::Position before, int ply, int depth);
    QString accessibleText(NodeId id) const;

    std::vector<Row> rows_;
    // Per node: its row and column (-1: not shown), its text and whether it opens or closes a variation.
    struct Place {
        int row = -1;
        int column = -1;
        QString text;
        bool opens = false;
        bool closes = false;
        bool variation = false;
        bool commented = false;
        int ply = 0;
    };
    std::vector<Place> places_;
    QStringList marks_;
    NotationStyle style_;
    NodeId current_ = xiangqi::GameTree::Root;
};

} // namespace qiyuan::ui
