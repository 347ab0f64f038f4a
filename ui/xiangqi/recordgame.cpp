// The life of the xiangqi table's record: a new game, an opened record, a
// move played into it (and the question a move that differs from the
// record's next one asks), the record written to a file or a snapshot and
// read back.
#include "record.h"
#include "xiangqitable.h"

#include "ui/preferences.h"

#include <QCheckBox>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

void XiangqiRecord::startLive(const Position& start)
{
    closeQuestions();
    ++number_;
    kind_ = Kind::None;
    tree_ = GameTree(start);
    tags_.clear();
    declaredResult_.clear();
    mainResult_ = {};
    edited_ = false;
    commentNode_ = GameTree::None;
}

void XiangqiRecord::setOpened(const GameResult& result)
{
    kind_ = Kind::Opened;
    mainResult_ = result;
}

bool XiangqiRecord::hasContent() const
{
    return tree_.size() > 1 || !tree_.node(GameTree::Root).comment.empty();
}

void XiangqiRecord::reopenFinishedGame()
{
    if (kind_ == Kind::Finished && !edited_ && viewedPly_ == game().ply()
        && tree_.node(currentNode()).children.empty() && tree_.onMainLine(currentNode()))
        kind_ = Kind::None;
}

bool XiangqiRecord::takesMove() const
{
    return reviewing() && (viewedPly_ != game().ply() || !tree_.node(currentNode()).children.empty());
}

void XiangqiRecord::applyPreferences(const Preferences& p)
{
    newMoveChoice_ = p.newMoveInRecord == QLatin1String("variation") ? NewMoveChoice::Variation
                     : p.newMoveInRecord == QLatin1String("replace") ? NewMoveChoice::Replace
                     : p.newMoveInRecord == QLatin1String("mainline") ? NewMoveChoice::MainLine
                                                                      : NewMoveChoice::Ask;
}

void XiangqiRecord::take(const session::PgnGame& record)
{
    tags_ = ownTags(record.tags);
    declaredResult_ = record.tags.value(QStringLiteral("Result")).trimmed();
    if (record.tree.size() > 1 || !record.tree.node(GameTree::Root).comment.empty()) {
        tree_ = record.tree;
        commentNode_ = GameTree::None;
    } else {
        for (const auto& [ply, text] : record.comments) // a reader that filled only the main line's comments
            if (ply >= 0 && ply < int(line_.size()))
                tree_.setComment(line_[size_t(ply)], text.toStdString());
    }
    edited_ = false;
}

void XiangqiRecord::play(Move m)
{
    const NodeId at = currentNode();
    // The engine's refusal, as GameTree::add would give it.
    if (const MoveError error = tree_.positionAt(at).checkMove(m); error != MoveError::None) {
        emit moveRefused(error);
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

void XiangqiRecord::applyNewMove(NodeId at, Move m, NewMoveChoice choice)
{
    if (!tree_.valid(at))
        return;
    NodeId id = GameTree::None;
    changeTree([&] {
        if (choice == NewMoveChoice::Replace)
            tree_.truncate(at);
        id = tree_.add(at, m);
        if (id != GameTree::None && choice == NewMoveChoice::MainLine)
            while (tree_.promote(id)) {
            }
    });
    if (id == GameTree::None)
        return;
    edited_ = true;
    followLine(id);
    emit movePlayed();
}

void XiangqiRecord::askNewMove(NodeId at, Move m)
{
    const QString name = QStringLiteral("newMoveQuestion");
    closeQuestions();
    //: Title of the question asked when a move differs from the next move of a game record
    auto* box = new QMessageBox(QMessageBox::Question, XiangqiTable::tr("A Different Move"),
                                XiangqiTable::tr("The record continues with another move here. What should this move do?"),
                                QMessageBox::NoButton, table_);
    box->setObjectName(name);
    box->setAccessibleName(XiangqiTable::tr("A Different Move"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    const std::pair<const char*, QString> buttons[] = {
        //: The differing move starts a variation (变着) beside the record's move
        {"newVariationButton", XiangqiTable::tr("New &Variation")},
        //: The differing move replaces the rest of the record from here (its later moves are deleted)
        {"replaceButton", XiangqiTable::tr("&Replace the Rest")},
        //: The differing move becomes the main continuation; the record's move becomes a variation
        {"newMainLineButton", XiangqiTable::tr("New &Main Line")}};
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
    auto* remember = new QCheckBox(XiangqiTable::tr("Remember my &choice (Settings can change it)"), box);
    remember->setObjectName(QStringLiteral("rememberChoiceBox"));
    box->setCheckBox(remember);
    const int record = number_;
    connect(box, &QMessageBox::buttonClicked, this, [this, made, remember, at, m, record](QAbstractButton* clicked) {
        const int index = int(made.indexOf(static_cast<QPushButton*>(clicked)));
        if (index < 0 || record != number_ || currentNode() != at || kind_ == Kind::None)
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

void XiangqiRecord::closeQuestions()
{
    emit questionWithdrawn(QStringLiteral("deleteVariationQuestion"));
    for (QMessageBox* box : table_->findChildren<QMessageBox*>(QStringLiteral("newMoveQuestion")))
        box->close(); // answers nothing (no button clicked)
}

QMap<QString, QString> XiangqiRecord::ownTags(QMap<QString, QString> tags)
{
    // The writer makes these from the game and the format.
    for (const QString& computed : {QStringLiteral("Game"), QStringLiteral("Result"), QStringLiteral("Variant"),
                                    QStringLiteral("FEN"), QStringLiteral("SetUp"), QStringLiteral("Format")})
        tags.remove(computed);
    return tags;
}

session::PgnGame XiangqiRecord::pgn(QMap<QString, QString> tags) const
{
    session::PgnGame pgn;
    pgn.tags = std::move(tags);
    for (auto it = tags_.begin(); it != tags_.end(); ++it)
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

void XiangqiRecord::save(QJsonObject& o, const QMap<QString, QString>& tags) const
{
    // The record beside the match's line: its variations and comments as PGN.
    if (kind_ == Kind::None && tree_.variationCount() == 0 && tree_.commentCount() == 0)
        return;
    o.insert(QStringLiteral("record"), QString::fromUtf8(session::writePgn(pgn(tags), session::MoveFormat::Iccs)));
    o.insert(QStringLiteral("recordKind"), kind_ == Kind::Opened     ? QStringLiteral("opened")
                                           : kind_ == Kind::Finished ? QStringLiteral("finished")
                                                                     : QStringLiteral("live"));
    o.insert(QStringLiteral("recordEdited"), edited_);
}

void XiangqiRecord::restore(const QJsonObject& data)
{
    startLive(game().startPosition());
    const QString text = data.value(QStringLiteral("record")).toString();
    if (text.isEmpty())
        return;
    const auto pgn = session::readPgn(text.toUtf8());
    if (!pgn || pgn->tree.start().fen() != game().startPosition().fen())
        return; // the match's game alone, as before
    tree_ = pgn->tree;
    tags_ = ownTags(pgn->tags);
    mainResult_ = pgn->game.result();
    const QString kind = data.value(QStringLiteral("recordKind")).toString();
    kind_ = kind == QLatin1String("opened")     ? Kind::Opened
            : kind == QLatin1String("finished") ? Kind::Finished
                                                : Kind::None;
    edited_ = data.value(QStringLiteral("recordEdited")).toBool();
}

} // namespace qiyuan::ui
