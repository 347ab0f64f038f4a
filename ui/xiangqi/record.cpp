// The xiangqi table's record (打谱): the tree of moves beside the match, the
// move list and the comment panel that show it, reviewing along its lines and
// the context menu's edits. The question a differing move asks is in
// recordquestion.cpp. Its words are the table's (XiangqiTable::tr), as the
// move list's are: one translation context for everything the table shows.
#include "record.h"
#include "xiangqitable.h"

#include "ui/preferences.h"
#include "ui/sidepanel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QShortcut>
#include <QStyle>
#include <QToolButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {

// The first move of the variation a node lies in (the node itself when it
// starts one); None on the main line.
GameTree::NodeId variationStart(const GameTree& tree, GameTree::NodeId id)
{
    for (GameTree::NodeId n = id; n != GameTree::Root; n = tree.node(n).parent)
        if (tree.node(tree.node(n).parent).children.front() != n)
            return n;
    return GameTree::None;
}

int movesFrom(const GameTree& tree, GameTree::NodeId id)
{
    int n = 1;
    for (GameTree::NodeId c : tree.node(id).children)
        n += movesFrom(tree, c);
    return n;
}

} // namespace

void XiangqiRecord::endAs(Game& g, const GameResult& r)
{
    if (g.over() || !r.over())
        return;
    const Side loser = r.verdict == Verdict::RedWins ? Side::Black : Side::Red;
    if (r.reason == "resignation")
        g.resign(loser);
    else if (r.reason == "draw agreement")
        g.agreeDraw();
    else if (r.reason == "timeout")
        g.flagFall(loser);
}

XiangqiRecord::XiangqiRecord(match::Match* match, std::function<bool()> overLan, QWidget* table)
    : QObject(table)
    , match_(match)
    , overLan_(std::move(overLan))
    , table_(table)
{
    makeWidgets();
    // Arrow keys review the game wherever the focus is inside the table.
    const std::pair<int, void (XiangqiRecord::*)()> keys[] = {{Qt::Key_Left, &XiangqiRecord::previous},
                                                              {Qt::Key_Right, &XiangqiRecord::next},
                                                              {Qt::Key_Home, &XiangqiRecord::first},
                                                              {Qt::Key_End, &XiangqiRecord::last}};
    for (const auto& [key, slot] : keys) {
        auto* shortcut = new QShortcut(QKeySequence(key), table_);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    }
}

void XiangqiRecord::makeWidgets()
{
    moveList_ = new MoveTreeView(table_);
    moveList_->setObjectName(QStringLiteral("moveList"));
    commentLabel_ = new QLabel(table_);
    commentLabel_->setObjectName(QStringLiteral("commentLabel"));
    commentEdit_ = new QPlainTextEdit(table_);
    commentEdit_->setObjectName(QStringLiteral("commentEdit"));
    commentEdit_->setTabChangesFocus(true);
    commentEdit_->setMaximumHeight(commentEdit_->fontMetrics().lineSpacing() * 4 + 12);
    commentLabel_->setBuddy(commentEdit_);
    auto action = [this](const char* name, void (XiangqiRecord::*slot)()) {
        auto* a = new QAction(table_);
        a->setObjectName(QLatin1String(name));
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    editCommentAction_ = action("editCommentAction", &XiangqiRecord::editComment);
    promoteAction_ = action("promoteVariationAction", &XiangqiRecord::promoteVariation);
    demoteAction_ = action("demoteVariationAction", &XiangqiRecord::demoteVariation);
    makeMainLineAction_ = action("makeMainLineAction", &XiangqiRecord::makeMainLine);
    deleteVariationAction_ = action("deleteVariationAction", &XiangqiRecord::deleteVariation);
    auto separator = [this] {
        auto* s = new QAction(table_);
        s->setSeparator(true);
        return s;
    };
    moveList_->addActions({separator(), editCommentAction_, separator(), promoteAction_, demoteAction_,
                           makeMainLineAction_, separator(), deleteVariationAction_});
    moveList_->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(moveList_, &MoveTreeView::nodeRequested, this, &XiangqiRecord::showNode);
    connect(moveList_, &MoveTreeView::siblingRequested, this, &XiangqiRecord::showSibling);
    connect(commentEdit_, &QPlainTextEdit::textChanged, this, &XiangqiRecord::onCommentEdited);

    auto navButton = [this](QStyle::StandardPixmap icon, const char* name, void (XiangqiRecord::*slot)()) {
        auto* b = new QToolButton(table_);
        b->setIcon(table_->style()->standardIcon(icon));
        b->setAutoRaise(true);
        b->setMinimumWidth(40);
        b->setObjectName(QLatin1String(name));
        connect(b, &QToolButton::clicked, this, slot);
        return b;
    };
    firstButton_ = navButton(QStyle::SP_MediaSkipBackward, "firstButton", &XiangqiRecord::first);
    prevButton_ = navButton(QStyle::SP_MediaSeekBackward, "previousButton", &XiangqiRecord::previous);
    nextButton_ = navButton(QStyle::SP_MediaSeekForward, "nextButton", &XiangqiRecord::next);
    lastButton_ = navButton(QStyle::SP_MediaSkipForward, "lastButton", &XiangqiRecord::last);
}

void XiangqiRecord::placeIn(SidePanel* panel)
{
    panel->setMoveList(moveList_);
    panel->addReview(commentLabel_);
    panel->addReview(commentEdit_);
    auto* nav = new QHBoxLayout;
    for (QToolButton* b : {firstButton_, prevButton_, nextButton_, lastButton_})
        nav->addWidget(b);
    panel->addReview(nav);
}

void XiangqiRecord::retranslate()
{
    moveList_->retranslate();
    //: The label of the comment (注释) of the viewed move; before the first move, of the game
    commentLabel_->setText(XiangqiTable::tr("Co&mment:"));
    commentEdit_->setAccessibleName(XiangqiTable::tr("Comment"));
    commentPlaceholder();
    editCommentAction_->setText(XiangqiTable::tr("Edit Comme&nt"));
    //: Move a variation (变着) one place up among the alternatives of its move
    promoteAction_->setText(XiangqiTable::tr("Pr&omote Variation"));
    demoteAction_->setText(XiangqiTable::tr("&Demote Variation"));
    //: The variation's line becomes the game's main line (主变)
    makeMainLineAction_->setText(XiangqiTable::tr("Make &Main Line"));
    deleteVariationAction_->setText(XiangqiTable::tr("De&lete Variation…"));
    firstButton_->setToolTip(XiangqiTable::tr("First position (Home)"));
    prevButton_->setToolTip(XiangqiTable::tr("Previous move (Left)"));
    nextButton_->setToolTip(XiangqiTable::tr("Next move (Right)"));
    lastButton_->setToolTip(XiangqiTable::tr("Last move (End)"));
    // Icon-only buttons: their names in the accessibility tree (AT-SPI).
    firstButton_->setAccessibleName(XiangqiTable::tr("First position"));
    prevButton_->setAccessibleName(XiangqiTable::tr("Previous move"));
    nextButton_->setAccessibleName(XiangqiTable::tr("Next move"));
    lastButton_->setAccessibleName(XiangqiTable::tr("Last move"));
}

QList<QAction*> XiangqiRecord::actions() const
{
    return moveList_->actions();
}

XiangqiRecord::NodeId XiangqiRecord::currentNode() const
{
    return viewedPly_ >= 0 && viewedPly_ < int(line_.size()) ? line_[size_t(viewedPly_)] : GameTree::Root;
}

void XiangqiRecord::rebuild(NotationStyle notation, bool navigating, bool finishedIsRecord)
{
    notation_ = notation;
    const Game& g = game();
    if (tree_.start().fen() != g.startPosition().fen()) { // another start: another record
        tree_ = GameTree(g.startPosition());
        commentNode_ = GameTree::None;
    }
    line_.assign(1, GameTree::Root);
    NodeId n = GameTree::Root;
    for (const Move m : g.moves()) {
        NodeId c = tree_.childWithMove(n, m);
        if (kind_ == Kind::None && c != GameTree::None && tree_.node(n).children.front() != c) {
            tree_.truncate(n); // a live game: its moves are the main line
            c = GameTree::None;
        }
        if (c == GameTree::None) {
            if (kind_ == Kind::None)
                tree_.truncate(n);
            c = tree_.addUnchecked(n, m); // the engine played it
        }
        line_.push_back(c);
        n = c;
    }
    // The main line played to its end: its result (a resignation too) is the record's.
    if (!navigating && tree_.onMainLine(n) && tree_.node(n).children.empty())
        mainResult_ = g.result();
    if (kind_ == Kind::None) {
        tree_.truncate(n); // taken back
        // A finished hot-seat game is a record to review and annotate (an
        // untimed one: reviewing another line must start no clock).
        if (g.over() && finishedIsRecord)
            kind_ = Kind::Finished;
    }
    moveList_->setTree(tree_, notation_, currentNode());
}

void XiangqiRecord::setMarks(const QStringList& marks)
{
    moveList_->setMainLineMarks(marks);
    moveList_->setTree(tree_, notation_, currentNode());
}

void XiangqiRecord::show()
{
    const NodeId current = currentNode();
    moveList_->setCurrent(current);
    showComment();
    updateActions();
    firstButton_->setEnabled(viewedPly_ > 0);
    prevButton_->setEnabled(viewedPly_ > 0);
    const bool further = viewedPly_ < game().ply() || !tree_.node(current).children.empty();
    nextButton_->setEnabled(further);
    lastButton_->setEnabled(further);
}

void XiangqiRecord::followLine(NodeId id)
{
    const std::vector<NodeId> rest = tree_.lineFrom(id);
    const NodeId end = rest.empty() ? id : rest.back();
    Game line = tree_.lineGame(id);
    if (tree_.onMainLine(end))
        endAs(line, mainResult_);
    emit followRequested(line, tree_.depth(id));
}

void XiangqiRecord::showPly(int ply)
{
    ply = std::clamp(ply, 0, game().ply());
    if (ply == viewedPly_)
        return;
    viewedPly_ = ply;
    emit viewChanged();
}

void XiangqiRecord::showNode(NodeId id)
{
    if (!tree_.valid(id))
        return;
    const int d = tree_.depth(id);
    if (d < int(line_.size()) && line_[size_t(d)] == id) {
        showPly(d);
        return;
    }
    if (kind_ == Kind::None || overLan_())
        return; // a live game's tree is its game
    followLine(id);
}

void XiangqiRecord::next()
{
    if (viewedPly_ < game().ply()) {
        showPly(viewedPly_ + 1);
        return;
    }
    const auto& children = tree_.node(currentNode()).children;
    if (!children.empty())
        showNode(children.front());
}

void XiangqiRecord::last()
{
    showPly(game().ply());
    const std::vector<NodeId> rest = tree_.lineFrom(currentNode());
    if (!rest.empty())
        showNode(rest.back());
}

void XiangqiRecord::showSibling(int step)
{
    const NodeId cur = currentNode();
    if (cur == GameTree::Root)
        return;
    const auto& siblings = tree_.node(tree_.node(cur).parent).children;
    const auto it = std::find(siblings.begin(), siblings.end(), cur);
    const long index = long(it - siblings.begin()) + step;
    if (index >= 0 && index < long(siblings.size()))
        showNode(siblings[size_t(index)]);
}

void XiangqiRecord::showComment()
{
    const NodeId cur = currentNode();
    if (cur == commentNode_ && tree_.valid(cur))
        return;
    commentNode_ = GameTree::None; // no edit while the text is replaced
    const QSignalBlocker block(commentEdit_);
    commentEdit_->setPlainText(QString::fromStdString(tree_.node(cur).comment));
    commentNode_ = cur;
    commentPlaceholder();
}

void XiangqiRecord::commentPlaceholder()
{
    commentEdit_->setPlaceholderText(currentNode() == GameTree::Root
                                         ? XiangqiTable::tr("A comment on the whole game")
                                         : XiangqiTable::tr("A comment on this move"));
    // The whole box again: a shorter placeholder would leave the end of the
    // longer one's wrapped line painted under it.
    commentEdit_->viewport()->update();
}

void XiangqiRecord::onCommentEdited()
{
    if (!tree_.valid(commentNode_))
        return;
    const std::string text = commentEdit_->toPlainText().toStdString();
    if (tree_.node(commentNode_).comment == text)
        return;
    const bool wasBlank = tree_.node(commentNode_).comment.find_first_not_of(" \t\r\n") == std::string::npos;
    const bool blank = text.find_first_not_of(" \t\r\n") == std::string::npos;
    tree_.setComment(commentNode_, text);
    if (QTableWidgetItem* item = moveList_->itemOf(commentNode_); item && wasBlank == blank)
        item->setToolTip(commentEdit_->toPlainText());
    else if (item) // the mark comes or goes
        moveList_->setTree(tree_, notation_, currentNode());
    edited_ = true;
    emit edited();
}

void XiangqiRecord::updateActions()
{
    const NodeId cur = currentNode();
    const bool editable = kind_ != Kind::None && !overLan_();
    const bool isMove = cur != GameTree::Root;
    const auto& siblings = tree_.node(tree_.node(cur).parent == GameTree::None ? cur : tree_.node(cur).parent).children;
    const long index = isMove ? long(std::find(siblings.begin(), siblings.end(), cur) - siblings.begin()) : 0;
    promoteAction_->setEnabled(editable && isMove && index > 0);
    demoteAction_->setEnabled(editable && isMove && index + 1 < long(siblings.size()));
    makeMainLineAction_->setEnabled(editable && !tree_.onMainLine(cur));
    deleteVariationAction_->setEnabled(editable && variationStart(tree_, cur) != GameTree::None);
}

void XiangqiRecord::changeTree(const std::function<void()>& change)
{
    const auto mainMoves = [this] {
        std::vector<Move> out;
        for (NodeId n : tree_.mainLine())
            out.push_back(tree_.node(n).move);
        return out;
    };
    const std::vector<Move> before = mainMoves();
    change();
    if (mainMoves() != before)
        mainResult_ = {};
}

void XiangqiRecord::editTree(QAction* action, const std::function<void(GameTree&, NodeId)>& edit)
{
    if (!action->isEnabled())
        return;
    changeTree([&] { edit(tree_, currentNode()); });
    edited_ = true;
    emit treeChanged();
    emit edited();
}

bool XiangqiRecord::addLine(int ply, const std::vector<Move>& moves)
{
    if (!reviewing() || ply < 0 || ply >= int(line_.size()) || moves.empty())
        return false;
    NodeId at = line_[size_t(ply)];
    changeTree([&] {
        for (const Move m : moves) {
            const NodeId next = tree_.add(at, m); // the line's own moves where they are there already
            if (next == GameTree::None)
                break;
            at = next;
        }
    });
    edited_ = true;
    emit treeChanged();
    emit edited();
    return true;
}

void XiangqiRecord::promoteVariation()
{
    editTree(promoteAction_, [](GameTree& tree, NodeId id) { tree.promote(id); });
}

void XiangqiRecord::demoteVariation()
{
    editTree(demoteAction_, [](GameTree& tree, NodeId id) { tree.demote(id); });
}

void XiangqiRecord::makeMainLine()
{
    editTree(makeMainLineAction_, [](GameTree& tree, NodeId id) { tree.makeMainLine(id); });
}

void XiangqiRecord::deleteVariation()
{
    if (!deleteVariationAction_->isEnabled())
        return;
    const NodeId start = variationStart(tree_, currentNode());
    const int moves = movesFrom(tree_, start);
    //: %n: how many moves of the record the deletion removes
    const QString question = XiangqiTable::tr("Delete this variation and its %n move(s)?", nullptr, moves);
    const int record = number_;
    emit questionAsked(QStringLiteral("deleteVariationQuestion"), XiangqiTable::tr("Delete Variation"), question,
                       [this, start, record](bool yes) {
                           if (!yes || record != number_ || !tree_.valid(start) || kind_ == Kind::None)
                               return; // deleted meanwhile, or another game
                           const NodeId parent = tree_.node(start).parent;
                           const bool viewed = std::find(line_.begin(), line_.end(), start) != line_.end();
                           const NodeId stay = viewed ? parent : currentNode();
                           tree_.remove(start);
                           edited_ = true;
                           followLine(stay); // the match leaves a deleted line
                           emit edited();
                       });
}

void XiangqiRecord::editComment()
{
    commentEdit_->setFocus(Qt::ShortcutFocusReason);
    commentEdit_->selectAll();
}

} // namespace qiyuan::ui
