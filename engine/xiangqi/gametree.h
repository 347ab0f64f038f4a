// A xiangqi game record as players keep it (打谱): the moves from a start
// position with every alternative (变着) at any depth and a comment at any
// node. The first child of a node continues the main line; the others are
// its variations, in the order the record gives them. Every move in a tree
// is legal in its position: add() checks it (addUnchecked() is for readers
// that already played the move on their own Position).
#pragma once

#include "game.h"
#include "position.h"

#include <string>
#include <vector>

namespace qiyuan::xiangqi {

class GameTree {
public:
    using NodeId = int;
    static constexpr NodeId Root = 0;   // the start position (no move)
    static constexpr NodeId None = -1;

    struct Node {
        Move move;                      // null at the root
        NodeId parent = None;
        std::vector<NodeId> children;   // children[0] continues the line
        std::string comment;            // UTF-8; the root's stands before the first move
        bool removed = false;           // deleted with remove(): ids stay stable
    };

    GameTree() : GameTree(Position()) {}
    explicit GameTree(const Position& start);

    const Position& start() const { return start_; }
    const Node& node(NodeId id) const { return nodes_[size_t(id)]; }
    bool valid(NodeId id) const { return id >= 0 && id < NodeId(nodes_.size()) && !nodes_[size_t(id)].removed; }
    // Live nodes (the root included).
    int size() const { return liveNodes_; }

    // Plays `m` after `parent`: the child with that move if there is one, else a
    // new last child. None and *error when the move is illegal there.
    NodeId add(NodeId parent, Move m, MoveError* error = nullptr);
    // The same without the legality check: the caller played `m` legally.
    NodeId addUnchecked(NodeId parent, Move m);
    NodeId childWithMove(NodeId parent, Move m) const;

    void setComment(NodeId id, std::string comment) { nodes_[size_t(id)].comment = std::move(comment); }

    // The line through a node: its moves from the start (the root excluded).
    std::vector<NodeId> path(NodeId id) const;
    // The main line: the first child at every node, from the start.
    std::vector<NodeId> mainLine() const;
    // From a node on, following first children to the end of its line.
    std::vector<NodeId> lineFrom(NodeId id) const;
    int depth(NodeId id) const; // the ply of a node's move (root 0)
    bool onMainLine(NodeId id) const;

    Position positionAt(NodeId id) const;
    // The main line played as a Game (its adjudications, records and result).
    Game mainLineGame() const;
    // The line to `id` followed by its first children, as a Game.
    Game lineGame(NodeId id) const;

    // Moves that are not the first continuation of their parent, at any depth.
    int variationCount() const;
    // Nodes (the root included) whose comment is not blank.
    int commentCount() const;

    // Reordering among siblings: promote moves a node one place toward the
    // front (to the front: it becomes the main continuation), demote one place
    // back. False when it cannot move (already first/last, or the root).
    bool promote(NodeId id);
    bool demote(NodeId id);
    // Makes `id` the first child at every step from the root: its line becomes the main line.
    void makeMainLine(NodeId id);
    // Deletes a node with everything after it (not the root).
    bool remove(NodeId id);
    // Deletes everything after a node (its children).
    void truncate(NodeId id);

private:
    Position start_;
    std::vector<Node> nodes_;
    int liveNodes_ = 1;
};

} // namespace qiyuan::xiangqi
