// The xiangqi table's record (打谱): the tree of moves beside the match, the
// move list and the comment panel that show it, reviewing along its lines,
// the question a differing move asks, and the context menu's edits (each one
// of GameTree's operations: the rules stay in the engine).
#include "xiangqitable.h"

#include "ui/preferences.h"
#include "match/referee.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;
using NodeId = GameTree::NodeId;

namespace {

// The first move of the variation a node lies in (the node itself when it
// starts one); None on the main line.
NodeId variationStart(const GameTree& tree, NodeId id)
{
    for (NodeId n = id; n != GameTree::Root; n = tree.node(n).parent)
        if (tree.node(tree.node(n).parent).children.front() != n)
            return n;
    return GameTree::None;
}

int movesFrom(const GameTree& tree, NodeId id)
{
    int n = 1;
    for (NodeId c : tree.node(id).children)
        n += movesFrom(tree, c);
    return n;
}

// A result no move shows (resignation, agreement, a fallen flag) given to a line that ends without one.
void endAs(Game& g, const GameResult& r)
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

} // namespace

void XiangqiTable::makeTreeWidgets()
{
    moveList_ = new MoveTreeView(this);
    commentLabel_ = new QLabel(this);
    commentLabel_->setObjectName(QStringLiteral("commentLabel"));
    commentEdit_ = new QPlainTextEdit(this);
    commentEdit_->setObjectName(QStringLiteral("commentEdit"));
    commentEdit_->setTabChangesFocus(true);
    commentEdit_->setMaximumHeight(commentEdit_->fontMetrics().lineSpacing() * 4 + 12);
    commentLabel_->setBuddy(commentEdit_);
    auto action = [this](const char* name, void (XiangqiTable::*slot)()) {
        auto* a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    editCommentAction_ = action("editCommentAction", &XiangqiTable::editComment);
    promoteAction_ = action("promoteVariationAction", &XiangqiTable::promoteVariation);
    demoteAction_ = action("demoteVariationAction", &XiangqiTable::demoteVariation);
    makeMainLineAction_ = action("makeMainLineAction", &XiangqiTable::makeMainLine);
    deleteVariationAction_ = action("deleteVariationAction", &XiangqiTable::deleteVariation);
    auto separator = [this] {
        auto* s = new QAction(this);
        s->setSeparator(true);
        return s;
    };
    moveList_->addActions({separator(), editCommentAction_, separator(), promoteAction_, demoteAction_,
                           makeMainLineAction_, separator(), deleteVariationAction_});
    moveList_->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(moveList_, &MoveTreeView::nodeRequested, this, &XiangqiTable::showNode);
    connect(moveList_, &MoveTreeView::siblingRequested, this, &XiangqiTable::showSibling);
    connect(commentEdit_, &QPlainTextEdit::textChanged, this, [this] {
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
        treeEdited_ = true;
        emit changed(); // the main window marks the game modified and autosaves
    });
}

void XiangqiTable::retranslateTree()
{
    moveList_->retranslate();
    //: The label of the comment (注释) of the viewed move; before the first move, of the game
    commentLabel_->setText(tr("Co&mment:"));
    commentEdit_->setAccessibleName(tr("Comment"));
    commentPlaceholder();
    editCommentAction_->setText(tr("Edit Comme&nt"));
    //: Move a variation (变着) one place up among the alternatives of its move
    promoteAction_->setText(tr("Pr&omote Variation"));
    demoteAction_->setText(tr("&Demote Variation"));
    //: The variation's line becomes the game's main line (主变)
    makeMainLineAction_->setText(tr("Make &Main Line"));
    deleteVariationAction_->setText(tr("De&lete Variation…"));
}

NodeId XiangqiTable::currentNode() const
{
    return viewedPly_ >= 0 && viewedPly_ < int(line_.size()) ? line_[size_t(viewedPly_)] : GameTree::Root;
}

bool XiangqiTable::hasProgress() const
{
    return game().ply() > 0 || tree_.size() > 1 || !tree_.node(GameTree::Root).comment.empty();
}

void XiangqiTable::syncTree()
{
    const Game& g = game();
    if (tree_.start().fen() != g.startPosition().fen()) { // another start: another record
        tree_ = GameTree(g.startPosition());
        commentNode_ = GameTree::None;
    }
    line_.assign(1, GameTree::Root);
    NodeId n = GameTree::Root;
    for (const Move m : g.moves()) {
        NodeId c = tree_.childWithMove(n, m);
        if (record_ == RecordKind::None && c != GameTree::None && tree_.node(n).children.front() != c) {
            tree_.truncate(n); // a live game: its moves are the main line
            c = GameTree::None;
        }
        if (c == GameTree::None) {
            if (record_ == RecordKind::None)
                tree_.truncate(n);
            c = tree_.addUnchecked(n, m); // the engine played it
        }
        line_.push_back(c);
        n = c;
    }
    // The main line played to its end: its result (a resignation too) is the record's.
    if (!navigating_ && tree_.onMainLine(n) && tree_.node(n).children.empty())
        mainResult_ = g.result();
    if (record_ == RecordKind::None) {
        tree_.truncate(n); // taken back
        // A finished hot-seat game is a record to review and annotate (an
        // untimed one: reviewing another line must start no clock).
        if (g.over() && playWay() == PlayWay::HotSeat && !match_->clock().timeControl().enabled())
            record_ = RecordKind::Finished;
    }
}

void XiangqiTable::followLine(NodeId id)
{
    const std::vector<NodeId> rest = tree_.lineFrom(id);
    const NodeId end = rest.empty() ? id : rest.back();
    Game line = tree_.lineGame(id);
    if (tree_.onMainLine(end))
        endAs(line, mainResult_);
    navigating_ = true;
    match_->endAlreadyShown(); // reviewing announces no result
    stopThinking();
    QString error;
    if (!match_->follow(match_->referee().setup(), match::actionTexts(line.records()), match::resultMap(line.result()),
                        &error))
        setStatus([error] { return error; }); // never expected: every move of the tree is legal
    viewedPly_ = tree_.depth(id);
    showChange(false);
    navigating_ = false;
    setReviewStatus();
}

void XiangqiTable::showNode(NodeId id)
{
    if (!tree_.valid(id))
        return;
    const int d = tree_.depth(id);
    if (d < int(line_.size()) && line_[size_t(d)] == id) {
        showPly(d);
        return;
    }
    if (record_ == RecordKind::None || lan_)
        return; // a live game's tree is its game
    followLine(id);
}

void XiangqiTable::next()
{
    if (viewedPly_ < game().ply()) {
        showPly(viewedPly_ + 1);
        return;
    }
    const auto& children = tree_.node(currentNode()).children;
    if (!children.empty())
        showNode(children.front());
}

void XiangqiTable::last()
{
    showPly(game().ply());
    const std::vector<NodeId> rest = tree_.lineFrom(currentNode());
    if (!rest.empty())
        showNode(rest.back());
}

void XiangqiTable::showSibling(int step)
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

void XiangqiTable::showComment()
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

void XiangqiTable::commentPlaceholder()
{
    commentEdit_->setPlaceholderText(currentNode() == GameTree::Root ? tr("A comment on the game, before the first move")
                                                                     : tr("A comment on this move"));
}

void XiangqiTable::updateTreeActions()
{
    const NodeId cur = currentNode();
    const bool editable = record_ != RecordKind::None && !lan_;
    const bool isMove = cur != GameTree::Root;
    const auto& siblings = tree_.node(tree_.node(cur).parent == GameTree::None ? cur : tree_.node(cur).parent).children;
    const long index = isMove ? long(std::find(siblings.begin(), siblings.end(), cur) - siblings.begin()) : 0;
    promoteAction_->setEnabled(editable && isMove && index > 0);
    demoteAction_->setEnabled(editable && isMove && index + 1 < long(siblings.size()));
    makeMainLineAction_->setEnabled(editable && !tree_.onMainLine(cur));
    deleteVariationAction_->setEnabled(editable && variationStart(tree_, cur) != GameTree::None);
}

void XiangqiTable::treeChanged()
{
    treeEdited_ = true;
    rebuildMoveList();
    refresh(false);
    emit changed(); // the main window marks the game modified and autosaves
}

namespace {
// Whether an edit changed the main line: a result no move shows belonged to the old one.
struct MainLineWatch {
    const GameTree& tree;
    GameResult& result;
    std::vector<Move> before = moves(tree);
    static std::vector<Move> moves(const GameTree& t)
    {
        std::vector<Move> out;
        for (NodeId n : t.mainLine())
            out.push_back(t.node(n).move);
        return out;
    }
    ~MainLineWatch()
    {
        if (moves(tree) != before)
            result = {};
    }
};
} // namespace

void XiangqiTable::editTree(QAction* action, const std::function<void(GameTree&, NodeId)>& edit)
{
    if (!action->isEnabled())
        return;
    {
        MainLineWatch watch{tree_, mainResult_};
        edit(tree_, currentNode());
    }
    treeChanged();
}

void XiangqiTable::promoteVariation()
{
    editTree(promoteAction_, [](GameTree& tree, NodeId id) { tree.promote(id); });
}

void XiangqiTable::demoteVariation()
{
    editTree(demoteAction_, [](GameTree& tree, NodeId id) { tree.demote(id); });
}

void XiangqiTable::makeMainLine()
{
    editTree(makeMainLineAction_, [](GameTree& tree, NodeId id) { tree.makeMainLine(id); });
}

void XiangqiTable::deleteVariation()
{
    if (!deleteVariationAction_->isEnabled())
        return;
    const NodeId start = variationStart(tree_, currentNode());
    const int moves = movesFrom(tree_, start);
    //: %n: how many moves of the record the deletion removes
    const QString question = tr("Delete this variation and its %n move(s)?", nullptr, moves);
    const int record = recordNumber_;
    ask(QStringLiteral("deleteVariationQuestion"), tr("Delete Variation"), question, [this, start, record](bool yes) {
        if (!yes || record != recordNumber_ || !tree_.valid(start) || record_ == RecordKind::None)
            return; // deleted meanwhile, or another game
        const NodeId parent = tree_.node(start).parent;
        const bool viewed = std::find(line_.begin(), line_.end(), start) != line_.end();
        const NodeId stay = viewed ? parent : currentNode();
        tree_.remove(start);
        treeEdited_ = true;
        followLine(stay); // the match leaves a deleted line
        emit changed();
    });
}

void XiangqiTable::editComment()
{
    commentEdit_->setFocus(Qt::ShortcutFocusReason);
    commentEdit_->selectAll();
}

void XiangqiTable::playInRecord(Move m)
{
    const NodeId at = currentNode();
    // The engine's refusal, as GameTree::add would give it.
    if (const MoveError error = tree_.positionAt(at).checkMove(m); error != MoveError::None) {
        setStatus([error] { return moveErrorMessage(error); });
        emit statusMessage(statusLine_->text());
        return;
    }
    if (const NodeId existing = tree_.childWithMove(at, m); existing != GameTree::None) {
        showNode(existing); // the record's own move: go there
        return;
    }
    if (tree_.node(at).children.empty() || newMoveChoice_ != NewMoveChoice::Ask)
        applyNewMove(at, m, tree_.node(at).children.empty() ? NewMoveChoice::Variation : newMoveChoice_);
    else
        askNewMove(at, m);
}

void XiangqiTable::applyNewMove(NodeId at, Move m, NewMoveChoice choice)
{
    if (!tree_.valid(at))
        return;
    {
        MainLineWatch watch{tree_, mainResult_};
        if (choice == NewMoveChoice::Replace)
            tree_.truncate(at);
        const NodeId id = tree_.add(at, m);
        if (id == GameTree::None)
            return;
        if (choice == NewMoveChoice::MainLine)
            while (tree_.promote(id)) {
            }
        at = id;
    }
    treeEdited_ = true;
    followLine(at);
    // What the move did, as a move played at the end of a game says it (no result box: a record is reviewed).
    if (viewedPly_ == game().ply() && game().over()) {
        const GameResult result = game().result();
        setStatus([result] { return resultMessage(result); });
    } else if (viewedPly_ > 0 && game().records()[size_t(viewedPly_ - 1)].check) {
        setStatus([] { return tr("Check!"); });
    }
    emit gameChanged(); // a move was played: the sound, the menus, the main window's "modified"
}

void XiangqiTable::askNewMove(NodeId at, Move m)
{
    const QString name = QStringLiteral("newMoveQuestion");
    withdrawRecordQuestions();
    //: Title of the question asked when a move differs from the next move of a game record
    auto* box = new QMessageBox(QMessageBox::Question, tr("A Different Move"),
                                tr("The record continues with another move here. What should this move do?"),
                                QMessageBox::NoButton, this);
    box->setObjectName(name);
    box->setAccessibleName(tr("A Different Move"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    const std::pair<const char*, QString> buttons[] = {
        //: The differing move starts a variation (变着) beside the record's move
        {"newVariationButton", tr("New &Variation")},
        //: The differing move replaces the rest of the record from here (its later moves are deleted)
        {"replaceButton", tr("&Replace the Rest")},
        //: The differing move becomes the main continuation; the record's move becomes a variation
        {"newMainLineButton", tr("New &Main Line")}};
    QList<QPushButton*> made;
    for (const auto& [objectName, text] : buttons) {
        QPushButton* b = box->addButton(text, QMessageBox::AcceptRole);
        b->setObjectName(QLatin1String(objectName));
        made.append(b);
    }
    QPushButton* cancel = box->addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box->setDefaultButton(made.front());
    box->setEscapeButton(cancel);
    auto* remember = new QCheckBox(tr("Remember my &choice (Settings can change it)"), box);
    remember->setObjectName(QStringLiteral("rememberChoiceBox"));
    box->setCheckBox(remember);
    const int record = recordNumber_;
    connect(box, &QMessageBox::buttonClicked, this, [this, made, remember, at, m, record](QAbstractButton* clicked) {
        const int index = int(made.indexOf(static_cast<QPushButton*>(clicked)));
        if (index < 0 || record != recordNumber_ || currentNode() != at || record_ == RecordKind::None)
            return; // cancelled, another game, or the view moved on meanwhile
        const NewMoveChoice choice = index == 0 ? NewMoveChoice::Variation
                                     : index == 1 ? NewMoveChoice::Replace
                                                  : NewMoveChoice::MainLine;
        if (remember->isChecked()) {
            newMoveChoice_ = choice;
            Preferences p = Preferences::load();
            p.newMoveInRecord = choice == NewMoveChoice::Variation ? QStringLiteral("variation")
                                : choice == NewMoveChoice::Replace ? QStringLiteral("replace")
                                                                   : QStringLiteral("mainline");
            p.save();
        }
        applyNewMove(at, m, choice);
    });
    box->open();
}

QMap<QString, QString> XiangqiTable::ownTags(QMap<QString, QString> tags)
{
    // The writer makes these from the game and the format.
    for (const QString& computed : {QStringLiteral("Game"), QStringLiteral("Result"), QStringLiteral("Variant"),
                                    QStringLiteral("FEN"), QStringLiteral("SetUp"), QStringLiteral("Format")})
        tags.remove(computed);
    return tags;
}

void XiangqiTable::withdrawRecordQuestions()
{
    withdrawQuestion(QStringLiteral("deleteVariationQuestion"));
    for (QMessageBox* box : findChildren<QMessageBox*>(QStringLiteral("newMoveQuestion")))
        box->close(); // answers nothing (no button clicked)
}

void XiangqiTable::setRecord(const session::PgnGame& record)
{
    setGame(record.game);
    recordTags_ = ownTags(record.tags);
    updateNames(); // the record's players
    if (record.tree.size() > 1 || !record.tree.node(GameTree::Root).comment.empty()) {
        tree_ = record.tree;
        commentNode_ = GameTree::None;
    } else {
        for (const auto& [ply, text] : record.comments) // a reader that filled only the main line's comments
            if (ply >= 0 && ply < int(line_.size()))
                tree_.setComment(line_[size_t(ply)], text.toStdString());
    }
    treeEdited_ = false;
    rebuildMoveList();
    refresh(false);
    // The reader corrected the side to move (a 残局 set-up that says red to move
    // while black is in check): said on the status line, nothing to answer.
    if (!record.notice.isEmpty()) {
        const bool blackFirst = record.game.startPosition().sideToMove() == Side::Black;
        setStatus([blackFirst] {
            //: A game file (XQF header or PGN FEN tag) gave the wrong side to move; the reader corrected it
            return blackFirst ? tr("The file says red to move, but black is in check: black moves first.")
                              : tr("The file says black to move, but red is in check: red moves first.");
        });
    }
}

session::PgnGame XiangqiTable::record() const
{
    session::PgnGame pgn;
    pgn.tags = gameFileTags();
    for (auto it = recordTags_.begin(); it != recordTags_.end(); ++it)
        pgn.tags.insert(it.key(), it.value());
    // The main line as a game: the match's game when it holds the main line (its
    // resignation, its fallen flag), else played from the tree with the record's result.
    const NodeId end = line_.back();
    if (tree_.onMainLine(end) && tree_.node(end).children.empty()) {
        pgn.game = game();
    } else {
        pgn.game = tree_.mainLineGame();
        endAs(pgn.game, mainResult_);
    }
    pgn.tree = tree_;
    return pgn;
}

} // namespace qiyuan::ui
