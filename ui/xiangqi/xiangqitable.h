// A complete xiangqi table: the board, both clocks, the move list with
// review and navigation, undo/redo (悔棋), draw offers, resignation and the
// adjudications of the engine shown with their reasons. Played hot-seat or
// against the computer (the built-in AI or an external UCI engine, thinking
// away from the GUI thread); a hint (提示) shows a good move on the board.
#pragma once

#include "boardwidget.h"
#include "movetree.h"
#include "ui/tablepage.h"
#include "core/clock.h"
#include "xiangqi/game.h"
#include "match/match.h"
#include "session/pgn.h"

#include <QCborMap>
#include <QElapsedTimer>

#include <functional>

class QAction;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTableWidget;
class QToolButton;
class QVBoxLayout;
class QPushButton;

namespace qiyuan::ui {

class AnalysisPanel;
class CapturedPieces;
class SidePanel;
class XiangqiAnalyser;
struct AnalysisInfo;
struct UciEngineConfig;
class XiangqiPlayer;
class BuiltinXiangqiPlayer;
struct ThinkingInfo;

enum class NotationStyle { Chinese, Wxf, Iccs };

// The text of a move in a notation (the position is the one before the move).
QString moveText(const xiangqi::Position& before, xiangqi::Move m, NotationStyle style);
// A translated sentence for why a move is refused, e.g. "Horse leg blocked (蹩马腿)".
QString moveErrorMessage(xiangqi::MoveError e);
// A translated sentence for a result, e.g. "Red wins: checkmate".
QString resultMessage(const GameResult& r);

class XiangqiTable : public TablePage {
    Q_OBJECT
public:
    explicit XiangqiTable(QWidget* parent = nullptr);
    ~XiangqiTable() override;

    // GamePage: what the main window's menus, files and autosave reach.
    QString variantKey() const override { return QStringLiteral("xiangqi"); }
    bool startNew(const QString& variantKey, qiyuan::PlayMode mode) override;
    bool hasProgress() const override;
    // A finished game whose record has unsaved edits (variations, comments) is not finished work.
    bool isFinished() const override { return game().over() && !treeEdited_; }
    QString progressSummary() const override { return playSummary(game().ply()); }
    bool isFlipped() const override;
    void setFlipped(bool on) override;
    QString fileFilter() const override;
    // PGN, and XQF 1.0 for XQStudio users.
    QStringList saveFilters() const override;
    // PGN files whose [Variant] tag is missing or says xiangqi.
    bool claimsFile(const QByteArray& head, const QString& path) const override;
    bool openFile(const QString& path, QString* error) override;
    bool saveFile(const QString& path, QString* error) override;
    // A game of a collection (a PGN file of many games, an XQF file) read by
    // the session: replaces the game on the table, which is then not played live.
    void openRecord(const session::PgnGame& record);
    // Puts a record on the table, its whole tree (variations, comments) shown;
    // the view goes to the end of its main line. Its tags are kept for saving.
    void setRecord(const session::PgnGame& record);
    // The record as it would be saved: the tags, the main line and the tree.
    session::PgnGame record() const;
    bool restoreSnapshot(const QJsonObject& data, QString* error) override;
    void snapshotExtras(QJsonObject& snapshot) const override;
    void applyPreferences(const Preferences& preferences) override;

    // Starts a new hot-seat game from a position with a time control (none by default).
    void newGame(const xiangqi::Position& start = xiangqi::Position(), TimeControl tc = {});
    // Starts a game against the computer: the human plays `human`, the
    // computer the other side at `level` (ai::MinLevel..MaxLevel), with the
    // built-in AI or the external UCI engine at `uciEngine` when not empty.
    // With a time control both sides play on the clock; the computer thinks
    // within what its clock allows (match::clockBudgetMs).
    void newComputerGame(xiangqi::Side human, int level, const QString& uciEngine = {},
                         const xiangqi::Position& start = xiangqi::Position(), TimeControl tc = {});
    // The same against an engine set up in Settings → Engines (its options are sent).
    void newComputerGame(xiangqi::Side human, int level, const UciEngineConfig& engine,
                         const xiangqi::Position& start = xiangqi::Position(), TimeControl tc = {});
    bool isComputerGame() const { return againstComputer(); }
    xiangqi::Side computerSide() const;
    int computerLevel() const;
    QString computerEngine() const { return uciEngine_; } // empty: the built-in AI
    // The built-in AI's hash table size in MiB (Preferences::aiHashMb), for the
    // opponent and the hint alike.
    int aiHashMb() const { return aiHashMb_; }
    BuiltinXiangqiPlayer* hintPlayer() const { return hinter_; }
    // The built-in opponent, or nullptr (no computer game, or a UCI engine).
    match::ComputerSeat* builtinOpponent() const;
    // Whether it is the computer's turn (the board refuses the human's moves).
    bool computerToMove() const;
    // A hint is being computed for the side to move.
    bool hintPending() const;
    QAction* hintAction() const { return hintAction_; }
    // Analysis (分析): an engine analyses the position on the board, live.
    QAction* analyseAction() const { return analyseAction_; }
    bool isAnalysing() const { return analyser_ != nullptr; }
    AnalysisPanel* analysisPanel() const { return analysisPanel_; }
    XiangqiAnalyser* analyser() const { return analyser_; }
    QList<QAction*> editActions() override;
    // Replaces the game (e.g. one just opened); the view goes to its last move.
    void setGame(const xiangqi::Game& game);
    // The game on the table (over the LAN: as the host judged it).
    const xiangqi::Game& game() const { return match_->xiangqi()->game(); }

    BoardWidget* board() const { return board_; }
    MoveTreeView* moveList() const { return moveList_; }

    // The record (打谱): every move of the game with the variations and the
    // comments. In a live game its main line is the game; a record (a game
    // opened from a file or a collection, or a finished hot-seat game) is
    // reviewed and edited: a move that differs from the record's next one
    // asks what to do with it (NewMoveChoice), and its line is what the
    // match then holds (the board, the clocks and take-backs follow it).
    const xiangqi::GameTree& tree() const { return tree_; }
    xiangqi::GameTree::NodeId currentNode() const;
    bool reviewingRecord() const { return record_ != RecordKind::None; }
    QPlainTextEdit* commentEdit() const { return commentEdit_; }
    enum class NewMoveChoice { Ask, Variation, Replace, MainLine };
    // What a differing move does without asking (Settings, or "Remember my choice").
    NewMoveChoice newMoveChoice() const { return newMoveChoice_; }
    QAction* promoteAction() const { return promoteAction_; }
    QAction* demoteAction() const { return demoteAction_; }
    QAction* makeMainLineAction() const { return makeMainLineAction_; }
    QAction* deleteVariationAction() const { return deleteVariationAction_; }
    QAction* editCommentAction() const { return editCommentAction_; }
    // The clock shown: the match's, or over the LAN the host's as last reported.
    const GameClock& clock() const { return match_->clock(); }

    void setNotation(NotationStyle style);
    NotationStyle notation() const { return notation_; }

    // The ply shown on the board (0 = start); equals game().ply() unless reviewing.
    int viewedPly() const { return viewedPly_; }

public slots:
    bool playMove(qiyuan::xiangqi::Move m); // as if the side to move played it
    // Against the computer, undo takes back the human's last move and the
    // computer's answer together (TablePage); a finished hot-seat game taken
    // back is played live again.
    void undo() override;
    void showPly(int ply);
    void first() { showPly(0); }
    void previous() { showPly(viewedPly_ - 1); }
    void next();
    void last();
    // Shows a node of the record (on another line: the match follows that line).
    void showNode(qiyuan::xiangqi::GameTree::NodeId id);
    // The previous (-1) or next (+1) alternative of the viewed move.
    void showSibling(int step);
    // The context menu's actions on the viewed move (GameTree's operations).
    void promoteVariation();
    void demoteVariation();
    void makeMainLine();
    // Asks first, saying how many moves go.
    void deleteVariation();
    void editComment();
    void flip();
    // Computes a hint for the side to move in the background; the move is
    // drawn as an arrow on the board when found (hintShown).
    void showHint() override;
    // Starts or stops the analysis (the Analyse action and button follow).
    void setAnalysing(bool on);

signals:
    void computerMoved(qiyuan::xiangqi::Move move);
    void hintShown(qiyuan::xiangqi::Move move);
    void gameChanged();               // a move, undo, redo, new game, result
    void gameEnded(const qiyuan::GameResult& result);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void rebuildMoveList();
    // "Reviewing move n of m" while the view is before the end of the match's line.
    void setReviewStatus();
    // The tree follows the match's game: in a live game its main line is the
    // game's moves; in a record the game's line is added where it is missing.
    void syncTree();
    // The match takes the record's line through `id` (its first continuations after it).
    void followLine(xiangqi::GameTree::NodeId id);
    // A move on the board while a record is reviewed (not at the end of the match's line).
    void playInRecord(xiangqi::Move m);
    void applyNewMove(xiangqi::GameTree::NodeId at, xiangqi::Move m, NewMoveChoice choice);
    void askNewMove(xiangqi::GameTree::NodeId at, xiangqi::Move m);
    // Closes the record's open questions unanswered (another game comes).
    void withdrawRecordQuestions();
    // After an edit of the tree: the list, the actions, the main window's "modified".
    void treeChanged();
    // One of the context menu's edits of the viewed move, when its action is enabled.
    void editTree(QAction* action, const std::function<void(xiangqi::GameTree&, xiangqi::GameTree::NodeId)>& edit);
    void updateTreeActions();
    void showComment();
    void commentPlaceholder();
    void makeTreeWidgets();
    void retranslateTree();
    // The record of a snapshot (snapshotExtras), or a fresh one of the match's game.
    void restoreRecord(const QJsonObject& data);
    // A record's tags without those the PGN writer computes.
    static QMap<QString, QString> ownTags(QMap<QString, QString> tags);
    void refresh(bool animate);
    // The pieces each side has taken up to the viewed move.
    void updateCaptured();
    // The clocks as the match shows them (Match::clockChanged).
    void updateClocks();
    // A new game between two seats from a start position with a clock.
    void startMatch(const xiangqi::Position& start, TimeControl tc, std::unique_ptr<match::Seat> red,
                    std::unique_ptr<match::Seat> black);
    // The computer's seat: its thinking shows, its failure gives the seat to the person here.
    void watchComputer();
    // The computer's engine, made for a seat (the built-in AI or a UCI engine).
    std::unique_ptr<match::Seat> engineSeat(int level, const QString& uciEngine, const UciEngineConfig* engine);
    // The seats of a restored match (Match::restore's builder): the computer with its engine.
    std::unique_ptr<match::Seat> restoredSeat(const match::SeatSpec& spec);
    // What the table shows after an action of any seat, a redo or a result.
    void showChange(bool animate);
    void showMatchChange(bool animate) override { showChange(animate); }
    void announceEnd() override
    {
        TablePage::announceEnd();
        emit gameEnded(game().result());
    }
    QString resignQuestion(int seat) const override;
    QString takeBackAsked() const override { return tr("You asked to take back your move; waiting for the answer."); }
    QString engineWords(const match::EngineError& error) const override
    {
        const auto* e = std::get_if<xiangqi::MoveError>(&error);
        return e ? moveErrorMessage(*e) : QString();
    }
    void stopSearches() override { stopThinking(); }
    void followLatest() override { viewedPly_ = game().ply(); }
    void stopThinking();
    void onPlayed(int seat, const QString& action) override;
    void showClocks() override { updateClocks(); }
    void onComputerFailed(int seat, const QString& reason);
    void onHint(xiangqi::Move m);
    void updateNames();
    void setThinkingStatus();
    // Over the LAN (playOverLan): the board takes moves only on our own turn
    // and shows the game the host broadcasts, as the match followed it.
    void clearForLan(const LanLink& link) override;
    void showLanGame(int pliesBefore, bool byAction) override;
    void connectLanNews() override;
    QWidget* lanChatAnchor() const override;
    // A snapshot written before the match (a PGN, the clock, the computer).
    bool restoreOlderSnapshot(const QJsonObject& data, QString* error);
    // Shows the computer thinking (the match starts it when it is to move).
    void updateThinking();
    void refreshTable() override { refresh(false); }
    void followNextLanGame() override;
    std::function<QString()> resultWords() const override;
    void startComputerGame(xiangqi::Side human, int level, const QString& uciEngine, const UciEngineConfig* engine,
                           const xiangqi::Position& start, TimeControl tc = {});
    // Gives the analyser the position on the board when it changed.
    void updateAnalysis();
    void restartAnalyser();

    int viewedPly_ = 0;
    NotationStyle notation_ = NotationStyle::Chinese;
    bool sound_ = true;
    session::MoveFormat saveFormat_ = session::MoveFormat::Chinese;
    // The file last opened (absolute path) and its encoding, kept when saving back to it.
    QPair<QString, session::TextEncoding> encodingOf_;

    // Against the computer.
    SidePanel* panel_ = nullptr;   // the side panel every board table shares
    CapturedPieces* redTook_ = nullptr;   // the black pieces red has taken (at the viewed move)
    CapturedPieces* blackTook_ = nullptr; // the red pieces black has taken
    QString uciEngine_;
    QString uciEngineId_;   // the configured engine, when it came from Settings → Engines
    QString uciEngineName_;
    BuiltinXiangqiPlayer* hinter_ = nullptr;
    int thinkingDepth_ = 0;
    QString thinkingScore_;
    qint64 thinkingNps_ = 0;
    int aiHashMb_ = 16;
    int aiThreads_ = 1; // Preferences::aiThreads

    BoardWidget* board_ = nullptr;
    QLabel* redName_ = nullptr;
    QLabel* blackName_ = nullptr;
    QLabel* redClock_ = nullptr;
    QLabel* blackClock_ = nullptr;
    MoveTreeView* moveList_ = nullptr;
    QPlainTextEdit* commentEdit_ = nullptr;
    QLabel* commentLabel_ = nullptr;
    QAction* promoteAction_ = nullptr;
    QAction* demoteAction_ = nullptr;
    QAction* makeMainLineAction_ = nullptr;
    QAction* deleteVariationAction_ = nullptr;
    QAction* editCommentAction_ = nullptr;

    // The record.
    enum class RecordKind { None, Opened, Finished };
    RecordKind record_ = RecordKind::None;
    xiangqi::GameTree tree_;
    std::vector<xiangqi::GameTree::NodeId> line_{xiangqi::GameTree::Root}; // the match's game in the tree, by ply
    QMap<QString, QString> recordTags_;  // an opened record's tags, written back on saving
    GameResult mainResult_;              // a record's result no move shows (a resignation)
    bool treeEdited_ = false;            // edits not saved yet
    bool navigating_ = false;            // the match follows another line: no "changed"
    int recordNumber_ = 0;               // counts the records put on the table (a question answers its own)
    xiangqi::GameTree::NodeId commentNode_ = xiangqi::GameTree::None; // whose comment the panel shows
    NewMoveChoice newMoveChoice_ = NewMoveChoice::Ask;
    QToolButton* firstButton_ = nullptr;
    QToolButton* prevButton_ = nullptr;
    QToolButton* nextButton_ = nullptr;
    QToolButton* lastButton_ = nullptr;
    QAction* hintAction_ = nullptr;
    QProgressBar* thinkingBar_ = nullptr;

    // Analysis.
    QAction* analyseAction_ = nullptr;
    QPushButton* analyseButton_ = nullptr;
    AnalysisPanel* analysisPanel_ = nullptr;
    XiangqiAnalyser* analyser_ = nullptr;
    std::vector<xiangqi::Move> analysedMoves_; // the moves to the analysed position
    bool analysedAny_ = false;
};

} // namespace qiyuan::ui
