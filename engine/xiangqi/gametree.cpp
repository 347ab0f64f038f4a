#include "gametree.h"

#include <algorithm>

namespace qiyuan::xiangqi {

GameTree::GameTree(const Position& start) : start_(start)
{
    nodes_.push_back(Node{});
}

GameTree::NodeId GameTree::childWithMove(NodeId parent, Move m) const
{
    for (NodeId c : nodes_[size_t(parent)].children)
        if (nodes_[size_t(c)].move == m)
            return c;
    return None;
}

GameTree::NodeId GameTree::add(NodeId parent, Move m, MoveError* error)
{
    if (!valid(parent)) {
        if (error)
            *error = MoveError::GameOver;
        return None;
    }
    if (const NodeId existing = childWithMove(parent, m); existing != None)
        return existing;
    const MoveError e = positionAt(parent).checkMove(m);
    if (error)
        *error = e;
    if (e != MoveError::None)
        return None;
    return addUnchecked(parent, m);
}

GameTree::NodeId GameTree::addUnchecked(NodeId parent, Move m)
{
    if (const NodeId existing = childWithMove(parent, m); existing != None)
        return existing;
    Node n;
    n.move = m;
    n.parent = parent;
    nodes_.push_back(std::move(n));
    const NodeId id = NodeId(nodes_.size() - 1);
    nodes_[size_t(parent)].children.push_back(id);
    ++liveNodes_;
    return id;
}

std::vector<GameTree::NodeId> GameTree::path(NodeId id) const
{
    std::vector<NodeId> out;
    for (NodeId n = id; n != Root && n != None; n = nodes_[size_t(n)].parent)
        out.push_back(n);
    std::reverse(out.begin(), out.end());
    return out;
}

std::vector<GameTree::NodeId> GameTree::lineFrom(NodeId id) const
{
    std::vector<NodeId> out;
    for (NodeId n = id; !nodes_[size_t(n)].children.empty();) {
        n = nodes_[size_t(n)].children.front();
        out.push_back(n);
    }
    return out;
}

std::vector<GameTree::NodeId> GameTree::mainLine() const
{
    return lineFrom(Root);
}

int GameTree::depth(NodeId id) const
{
    int d = 0;
    for (NodeId n = id; n != Root && n != None; n = nodes_[size_t(n)].parent)
        ++d;
    return d;
}

bool GameTree::onMainLine(NodeId id) const
{
    for (NodeId n = id; n != Root; n = nodes_[size_t(n)].parent) {
        const NodeId p = nodes_[size_t(n)].parent;
        if (nodes_[size_t(p)].children.front() != n)
            return false;
    }
    return true;
}

Position GameTree::positionAt(NodeId id) const
{
    Position pos = start_;
    for (NodeId n : path(id))
        pos.makeMove(nodes_[size_t(n)].move);
    return pos;
}

Game GameTree::lineGame(NodeId id) const
{
    Game g(start_);
    std::vector<NodeId> line = path(id);
    const std::vector<NodeId> rest = lineFrom(id);
    line.insert(line.end(), rest.begin(), rest.end());
    for (NodeId n : line)
        if (g.play(nodes_[size_t(n)].move) != MoveError::None)
            break; // adjudicated (a repetition, the move limit): the game ends there
    return g;
}

Game GameTree::mainLineGame() const
{
    return lineGame(Root);
}

int GameTree::variationCount() const
{
    int n = 0;
    for (const Node& node : nodes_)
        if (!node.removed && node.children.size() > 1)
            n += int(node.children.size()) - 1;
    return n;
}

namespace {
bool blank(const std::string& s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; });
}
} // namespace

int GameTree::commentCount() const
{
    int n = 0;
    for (const Node& node : nodes_)
        if (!node.removed && !blank(node.comment))
            ++n;
    return n;
}

bool GameTree::promote(NodeId id)
{
    if (!valid(id) || id == Root)
        return false;
    auto& siblings = nodes_[size_t(nodes_[size_t(id)].parent)].children;
    const auto it = std::find(siblings.begin(), siblings.end(), id);
    if (it == siblings.begin())
        return false;
    std::iter_swap(it, it - 1);
    return true;
}

bool GameTree::demote(NodeId id)
{
    if (!valid(id) || id == Root)
        return false;
    auto& siblings = nodes_[size_t(nodes_[size_t(id)].parent)].children;
    const auto it = std::find(siblings.begin(), siblings.end(), id);
    if (it + 1 == siblings.end())
        return false;
    std::iter_swap(it, it + 1);
    return true;
}

void GameTree::makeMainLine(NodeId id)
{
    for (NodeId n = id; valid(n) && n != Root; n = nodes_[size_t(n)].parent) {
        auto& siblings = nodes_[size_t(nodes_[size_t(n)].parent)].children;
        const auto it = std::find(siblings.begin(), siblings.end(), n);
        std::rotate(siblings.begin(), it, it + 1);
    }
}

void GameTree::truncate(NodeId id)
{
    std::vector<NodeId> stack = nodes_[size_t(id)].children;
    nodes_[size_t(id)].children.clear();
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        Node& node = nodes_[size_t(n)];
        stack.insert(stack.end(), node.children.begin(), node.children.end());
        node.children.clear();
        node.removed = true;
        --liveNodes_;
    }
}

bool GameTree::remove(NodeId id)
{
    if (!valid(id) || id == Root)
        return false;
    truncate(id);
    auto& siblings = nodes_[size_t(nodes_[size_t(id)].parent)].children;
    siblings.erase(std::find(siblings.begin(), siblings.end(), id));
    nodes_[size_t(id)].removed = true;
    --liveNodes_;
    return true;
}

} // namespace qiyuan::xiangqi
