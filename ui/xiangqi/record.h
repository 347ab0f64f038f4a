// The record (打谱) of the xiangqi table: every move of the game with the
// variations and the comments, the move list and the comment panel that show
// it, the navigation along its lines and the context menu's edits (each one
// of GameTree's operations: the rules stay in the engine).
//
// In a live game its main line is the game; a record (a game opened from a
// file or a collection, or a finished hot-seat game) is reviewed and edited:
// a move that differs from the record's next one asks what to do with it
// (NewMoveChoice), and its line is what the match then holds. The record
// never drives the match itself: it asks the table (followRequested), which
// answers by showing the match's game again (rebuild, show).
#pragma once

#include "movetree.h"
#include "match/match.h"
#include "session/pgn.h"
#include "xiangqi/gametree.h"

#include <QObject>

#include <functional>

class QAction;
class QJsonObject;
class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace qiyuan::ui {

class SidePanel;
struct Preferences;

class XiangqiRecord : public QObject {
    Q_OBJECT
public:
    using NodeId = xiangqi::GameTree::NodeId;
    enum class NewMoveChoice { Ask, Variation, Replace, MainLine };

    // The widgets are the table's children; `overLan` says whether the table
    // follows a LAN host (its record is then only viewed).
    XiangqiRecord(match::Match* match, std::function<bool()> overLan, QWidget* table);

    // The move list, the comment panel and the navigation buttons, in the side panel's review part.
    void placeIn(SidePanel* panel);
    void retranslate();

    MoveTreeView* moveList() const { return moveList_; }
    QPlainTextEdit* commentEdit() const { return commentEdit_; }
    const xiangqi::GameTree& tree() const { return tree_; }
    // The tags of an opened record, without those the PGN writer computes.
    const QMap<QString, QString>& tags() const { return tags_; }
    NodeId currentNode() const;
    // A record is reviewed (an opened game, or a finished hot-seat game); a live game is not.
    bool reviewing() const { return kind_ != Kind::None; }
    // A record opened from a file or a collection: reviewed, never played as a game.
    bool isOpened() const { return kind_ == Kind::Opened; }
    // The result of the record's main line (a resignation too); ongoing when it has none.
    GameResult mainResult() const { return mainResult_; }
    // The result an opened file declares ("1-0", "0-1", "1/2-1/2", "*"; an XQF's
    // header), which the moves may not show.
    QString declaredResult() const { return declaredResult_; }
    bool hasEdits() const { return edited_; } // edits not saved yet
    void markSaved() { edited_ = false; }
    // A move played on at the end of an opened record is an edit of it.
    void markEdited() { edited_ = true; }
    // More than the bare start: a move, a comment.
    bool hasContent() const;
    NewMoveChoice newMoveChoice() const { return newMoveChoice_; }
    void applyPreferences(const Preferences& preferences);
    QList<QAction*> actions() const;
    QAction* promoteAction() const { return promoteAction_; }
    QAction* demoteAction() const { return demoteAction_; }
    QAction* makeMainLineAction() const { return makeMainLineAction_; }
    QAction* deleteVariationAction() const { return deleteVariationAction_; }
    QAction* editCommentAction() const { return editCommentAction_; }

    // The ply shown on the board (0 = start); set by the table without showing anything.
    int viewedPly() const { return viewedPly_; }
    void setViewedPly(int ply) { viewedPly_ = ply; }

    // A new live game from `start`: an empty record; the old one's questions go.
    void startLive(const xiangqi::Position& start);
    // The game just set on the table is an opened record ending in `result` (a resignation too).
    void setOpened(const GameResult& result);
    // The tree, the tags and the comments of a record whose main line the match now holds.
    void take(const session::PgnGame& record);
    // Right after the end of a hot-seat game, a take-back goes on playing it live.
    void reopenFinishedGame();
    // Whether a move on the board goes to the record (not at the end of the match's line).
    bool takesMove() const;
    void play(xiangqi::Move m);

    // The tree follows the match's game (in a live game its main line is the
    // game's moves; in a record the game's line is added where it is missing),
    // and the move list shows it. `finishedIsRecord`: a finished game becomes a record to review.
    void rebuild(NotationStyle notation, bool navigating, bool finishedIsRecord);
    // The viewed move in the list, its comment, the actions and the navigation buttons.
    void show();

    // The record as it would be saved: `tags` (the table's) with the record's own, the main line and the tree.
    session::PgnGame pgn(QMap<QString, QString> tags) const;
    // The snapshot's record beside the match's line (its variations and comments), and back.
    void save(QJsonObject& snapshot, const QMap<QString, QString>& tags) const;
    void restore(const QJsonObject& snapshot);
    // A review's marks after the main line's moves (marks[i]: move i), shown at once.
    void setMarks(const QStringList& marks);
    // A record's tags without those the PGN writer computes.
    static QMap<QString, QString> ownTags(QMap<QString, QString> tags);

public slots:
    void showPly(int ply);
    void first() { showPly(0); }
    void previous() { showPly(viewedPly_ - 1); }
    void next();
    void last();
    // Shows a node of the record (on another line: the match follows that line).
    void showNode(qiyuan::xiangqi::GameTree::NodeId id);
    // The previous (-1) or next (+1) alternative of the viewed move.
    void showSibling(int step);
    // Adds `moves` as a variation after `ply` moves of the viewed line (the
    // engine's line of a review); false when the record takes no edits.
    bool addLine(int ply, const std::vector<xiangqi::Move>& moves);
    void promoteVariation();
    void demoteVariation();
    void makeMainLine();
    // Asks first, saying how many moves go.
    void deleteVariation();
    void editComment();

signals:
    // The view moved along the match's line.
    void viewChanged();
    // The match should hold `line` (a line of the tree), viewed at `ply`.
    void followRequested(const qiyuan::xiangqi::Game& line, int ply);
    // A move was added to the record and the match follows its line.
    void movePlayed();
    void moveRefused(qiyuan::xiangqi::MoveError error);
    // The tree was edited: the table shows the match's game again.
    void treeChanged();
    // The record has edits to save (the main window marks the game modified and autosaves).
    void edited();
    // A yes/no question the table asks (TablePage::ask).
    void questionAsked(const QString& name, const QString& title, const QString& question,
                       std::function<void(bool)> answer);
    // That question lapsed (another game came): the table closes it unanswered.
    void questionWithdrawn(const QString& name);

private:
    enum class Kind { None, Opened, Finished };
    const xiangqi::Game& game() const { return match_->xiangqi()->game(); }
    // A result no move shows (resignation, agreement, a fallen flag) given to a line that ends without one.
    static void endAs(xiangqi::Game& g, const GameResult& r);
    void makeWidgets();
    void followLine(NodeId id);
    void applyNewMove(NodeId at, xiangqi::Move m, NewMoveChoice choice);
    void askNewMove(NodeId at, xiangqi::Move m);
    void closeQuestions();
    // An edit of the tree; one that changes the main line drops the result no
    // move shows (it belonged to the old line).
    void changeTree(const std::function<void()>& change);
    void editTree(QAction* action, const std::function<void(xiangqi::GameTree&, NodeId)>& edit);
    void updateActions();
    void showComment();
    void commentPlaceholder();
    void onCommentEdited();

    match::Match* match_;
    std::function<bool()> overLan_;
    QWidget* table_;
    // The widgets, the table's children.
    MoveTreeView* moveList_ = nullptr;
    QPlainTextEdit* commentEdit_ = nullptr;
    QLabel* commentLabel_ = nullptr;
    // The context menu's edits of the viewed move.
    QAction* promoteAction_ = nullptr;
    QAction* demoteAction_ = nullptr;
    QAction* makeMainLineAction_ = nullptr;
    QAction* deleteVariationAction_ = nullptr;
    QAction* editCommentAction_ = nullptr;
    // The navigation under the comment panel.
    QToolButton* firstButton_ = nullptr;
    QToolButton* prevButton_ = nullptr;
    QToolButton* nextButton_ = nullptr;
    QToolButton* lastButton_ = nullptr;

    Kind kind_ = Kind::None;
    xiangqi::GameTree tree_;
    std::vector<NodeId> line_{xiangqi::GameTree::Root}; // the match's game in the tree, by ply
    QMap<QString, QString> tags_;  // an opened record's tags, written back on saving
    GameResult mainResult_;        // a record's result no move shows (a resignation)
    QString declaredResult_;       // an opened file's Result tag
    bool edited_ = false;          // edits not saved yet
    int number_ = 0;               // counts the records put on the table (a question answers its own)
    NodeId commentNode_ = xiangqi::GameTree::None; // whose comment the panel shows
    NewMoveChoice newMoveChoice_ = NewMoveChoice::Ask;
    NotationStyle notation_{}; // Chinese, until the table sets its own
    int viewedPly_ = 0;
};

} // namespace qiyuan::ui
