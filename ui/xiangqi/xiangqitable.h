// A complete xiangqi table: the board, both clocks, the move list with
// review and navigation, undo/redo (悔棋), draw offers, resignation and the
// adjudications of the engine shown with their reasons. Played hot-seat or
// against the computer (the built-in AI or an external UCI engine, thinking
// away from the GUI thread); a hint (提示) shows a good move on the board.
//
// The table composes its parts and connects them to the match: the board
// (BoardWidget) draws and forwards clicks; the seats (XiangqiSeats), the
// record (XiangqiRecord), the analysis (AnalysisControl), the computer
// (XiangqiComputer) and the files (XiangqiFiles) each keep their own state.
#pragma once

#include "boardwidget.h"
#include "analysiscontrol.h"
#include "record.h"
#include "xiangqicomputer.h"
#include "xiangqifiles.h"
#include "xiangqiseats.h"
#include "ui/tablepage.h"
#include "core/clock.h"
#include "session/reviewtags.h"
#include "xiangqi/ecco.h"
#include "xiangqi/game.h"
#include "match/match.h"
#include "session/pgn.h"

#include <functional>
#include <memory>

class QAction;
class QPlainTextEdit;
class QProgressBar;

namespace qiyuan::session {
class Collection;
}

namespace qiyuan::ui {

class AnalysisPanel;
class ReviewPanel;
class ExplorerPanel;
class SidePanel;
class XiangqiAnalyser;

enum class NotationStyle { Chinese, Wxf, Iccs };

// The text of a move in a notation (the position is the one before the move).
QString moveText(const xiangqi::Position& before, xiangqi::Move m, NotationStyle style);
// An ECCO opening as the player reads it: "B24 中炮过河炮对左三步虎" in
// Chinese, "B24 Central Cannon … (中炮过河炮对左三步虎)" in English.
QString openingText(const xiangqi::EccoOpening& opening);
// A translated sentence for why a move is refused, e.g. "Horse leg blocked (蹩马腿)".
QString moveErrorMessage(xiangqi::MoveError e);
// A translated sentence for a result, e.g. "Red wins: checkmate"; with a
// repetition's verdict, the sentence that explains it (repetitionExplanation).
QString resultMessage(const GameResult& r, const std::optional<RepetitionVerdict>& repetition = {});
// What is wrong with a damaged record (a move its reader could not play), in
// moves as the move list writes them: "Move 12 for Black, 马8进7, is not legal
// here; the game was read up to Red's move 12." Empty when nothing is wrong.
// `opened`: whether the game was opened as far as it was read (else the bad move only).
QString damagedGameMessage(const session::PgnGame& record, NotationStyle notation, bool opened = true);
// How the repetition that ended `game` was judged, if one did.
std::optional<RepetitionVerdict> endingRepetition(const xiangqi::Game& game);
// Why a repetition ended the game: who loses or that it is a draw, the rule and the pieces.
QString repetitionExplanation(const RepetitionVerdict& v);
// The squares a repetition's verdict speaks of, for the board.
QList<BoardWidget::RuleMark> repetitionMarks(const RepetitionVerdict& v);

class RepetitionWarning;

class XiangqiTable : public TablePage {
    Q_OBJECT
public:
    explicit XiangqiTable(QWidget* parent = nullptr);
    ~XiangqiTable() override;

    // GamePage: what the main window's menus, files and autosave reach.
    QString variantKey() const override { return QStringLiteral("xiangqi"); }
    bool startNew(const QString& variantKey, qiyuan::PlayMode mode) override;
    // An opened record is in its file: only its edits would be lost.
    bool hasProgress() const override
    {
        return record_->isOpened() ? record_->hasEdits() : game().ply() > 0 || record_->hasContent();
    }
    // A finished game whose record has unsaved edits (variations, comments) is not finished work.
    bool isFinished() const override { return game().over() && !record_->hasEdits(); }
    // "record (edited)" for an opened record; how a game is played and how far it went otherwise.
    QString progressSummary() const override;
    bool isFlipped() const override;
    void setFlipped(bool on) override;
    // The files (XiangqiFiles): PGN, and XQF 1.0 for XQStudio users.
    QString fileFilter() const override { return XiangqiFiles::filter(); }
    QStringList saveFilters() const override { return XiangqiFiles::saveFilters(); }
    // PGN files whose [Variant] tag is missing or says xiangqi.
    bool claimsFile(const QByteArray& head, const QString&) const override { return XiangqiFiles::claims(head); }
    bool openFile(const QString& path, QString* error) override;
    bool saveFile(const QString& path, QString* error) override;
    // An opened record's players (its Red and Black tags), else the table's.
    QStringList playerNames() const override;
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
    // The computer (XiangqiComputer): the opponent's engine, its thinking, the hint's AI.
    xiangqi::Side computerSide() const { return computer_->side(); }
    int computerLevel() const { return computer_->level(); }
    QString computerEngine() const { return computer_->engine(); } // empty: the built-in AI
    // The built-in AI's hash table size in MiB (Preferences::aiHashMb), for the
    // opponent and the hint alike.
    int aiHashMb() const { return computer_->hashMb(); }
    const match::ThinkMemoryKeeper& hintMemory() const { return computer_->hintMemory(); }
    // The built-in opponent, or nullptr (no computer game, or a UCI engine).
    match::ComputerSeat* builtinOpponent() const { return computer_->builtinOpponent(); }
    // Whether it is the computer's turn (the board refuses the human's moves).
    bool computerToMove() const;
    // A hint is being computed for the side to move.
    bool hintPending() const { return computer_->hintPending(); }
    QAction* hintAction() const { return hintAction_; }
    // Analysis (分析, AnalysisControl): an engine analyses the position on the board, live.
    QAction* analyseAction() const { return analysis_->action(); }
    bool isAnalysing() const { return analysis_->isAnalysing(); }
    AnalysisPanel* analysisPanel() const { return analysis_->panel(); }
    XiangqiAnalyser* analyser() const { return analysis_->analyser(); }
    QList<QAction*> editActions() override;
    QList<QAction*> gameActions() override;
    QAction* resultAction() const override { return lan_ ? nullptr : reviewAction_; }
    // The whole-game review (复盘): Game → Review the game, the result box's button.
    ReviewPanel* reviewPanel() const { return reviewPanel_; }
    QAction* reviewAction() const { return reviewAction_; }
    void reviewGame();
    // The opening explorer over a collection the main window opened (nullptr: none).
    void setCollection(std::shared_ptr<const session::Collection> collection);
    ExplorerPanel* explorerPanel() const { return explorer_; }
    // Replaces the game (e.g. one just opened); the view goes to its last move.
    void setGame(const xiangqi::Game& game);
    // The game on the table (over the LAN: as the host judged it).
    const xiangqi::Game& game() const { return match_->xiangqi()->game(); }

    BoardWidget* board() const { return board_; }

    // The record (打谱, XiangqiRecord): the moves with the variations and the
    // comments, the move list, the comment panel and the navigation. What
    // follows reaches it for the main window and the tests.
    XiangqiRecord* gameRecord() const { return record_; }
    MoveTreeView* moveList() const { return record_->moveList(); }
    XiangqiRecord* xiangqiRecord() const { return record_; }
    const xiangqi::GameTree& tree() const { return record_->tree(); }
    xiangqi::GameTree::NodeId currentNode() const { return record_->currentNode(); }
    bool reviewingRecord() const { return record_->reviewing(); }
    QPlainTextEdit* commentEdit() const { return record_->commentEdit(); }
    using NewMoveChoice = XiangqiRecord::NewMoveChoice;
    // What a differing move does without asking (Settings, or "Remember my choice").
    NewMoveChoice newMoveChoice() const { return record_->newMoveChoice(); }
    QAction* promoteAction() const { return record_->promoteAction(); }
    QAction* demoteAction() const { return record_->demoteAction(); }
    QAction* makeMainLineAction() const { return record_->makeMainLineAction(); }
    QAction* deleteVariationAction() const { return record_->deleteVariationAction(); }
    QAction* editCommentAction() const { return record_->editCommentAction(); }
    // The clock shown: the match's, or over the LAN the host's as last reported.
    const GameClock& clock() const { return match_->clock(); }

    void setNotation(NotationStyle style);
    NotationStyle notation() const { return notation_; }

    // The ply shown on the board (0 = start); equals game().ply() unless reviewing.
    int viewedPly() const { return record_->viewedPly(); }

public slots:
    bool playMove(qiyuan::xiangqi::Move m); // as if the side to move played it
    // The warning line before a move that would lose by repetition (for tests).
    RepetitionWarning* repetitionWarning() const { return repetitionWarning_; }
    // Against the computer, undo takes back the human's last move and the
    // computer's answer together (TablePage); a finished hot-seat game taken
    // back is played live again.
    void undo() override;
    // Reviewing (the record's navigation).
    void showPly(int ply) { record_->showPly(ply); }
    void first() { record_->first(); }
    void previous() { record_->previous(); }
    void next() { record_->next(); }
    void last() { record_->last(); }
    void showNode(qiyuan::xiangqi::GameTree::NodeId id) { record_->showNode(id); }
    void flip();
    // Computes a hint for the side to move in the background; the move is
    // drawn as an arrow on the board when found (hintShown).
    void showHint() override;
    // Starts or stops the analysis (the Analyse action and button follow).
    void setAnalysing(bool on) { analysis_->setAnalysing(on); }

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
    // The record talks to the table (XiangqiRecord's signals).
    void connectRecord();
    // The match holds `line` (the record's, or a game set on the table), viewed at `ply`.
    void followGame(const xiangqi::Game& line, int ply);
    // What a move added to the record did, as a move played at the end of a game says it.
    void showRecordMove();
    // A move the engine refuses, on the status line and the main window's.
    void refuseMove(xiangqi::MoveError e);
    void refresh(bool animate);
    // The turn line: "Red to move", "Black to move", "Game over", or the wait for a LAN player.
    void showTurnLine();
    // The clocks as the match shows them (Match::clockChanged).
    void updateClocks();
    // A new game between two seats from a start position with a clock.
    void startMatch(const xiangqi::Position& start, TimeControl tc, std::unique_ptr<match::Seat> red,
                    std::unique_ptr<match::Seat> black);
    // What the table shows after an action of any seat, a redo or a result.
    void showChange(bool animate);
    void showMatchChange(bool animate) override { showChange(animate); }
    void announceEnd() override
    {
        TablePage::announceEnd();
        emit gameEnded(game().result());
    }
    QString resignQuestion(int seat) const override;
    QString computerName(int seat) const override;
    QDate gameDate() const override;
    QString takeBackAsked() const override { return tr("You asked to take back your move; waiting for the answer."); }
    QString engineWords(const match::EngineError& error) const override
    {
        const auto* e = std::get_if<xiangqi::MoveError>(&error);
        return e ? moveErrorMessage(*e) : QString();
    }
    void stopSearches() override { stopThinking(); }
    void followLatest() override { record_->setViewedPly(game().ply()); }
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
    bool offersClockChange() const override { return true; } // the game clock of a game against the computer
    void showComputerLevel() override { updateNames(); }     // a side's label names the level
    void followNextLanGame() override;
    std::function<QString()> resultWords() const override;
    void startComputerGame(xiangqi::Side human, int level, const QString& uciEngine, const UciEngineConfig* engine,
                           const xiangqi::Position& start, TimeControl tc = {});

    NotationStyle notation_ = NotationStyle::Chinese;
    bool sound_ = true;
    XiangqiFiles files_; // the file last opened, the move format of PGN files

    // The parts.
    BoardWidget* board_ = nullptr;
    SidePanel* panel_ = nullptr;          // the side panel every board table shares
    std::unique_ptr<XiangqiSeats> seats_; // each side's name, clock and taken pieces
    XiangqiRecord* record_ = nullptr;
    bool navigating_ = false; // the match follows another line of the record: no "changed"
    XiangqiComputer* computer_ = nullptr;
    QAction* hintAction_ = nullptr;
    QProgressBar* thinkingBar_ = nullptr;
    RepetitionWarning* repetitionWarning_ = nullptr; // before a move that loses by repetition
    // A move of the person at this board (a click or "Play it anyway"): played,
    // or first warned about when it would lose by repetition and not `confirmed`.
    void playPersonMove(xiangqi::Move m, bool confirmed);
    AnalysisControl* analysis_ = nullptr;
    ReviewPanel* reviewPanel_ = nullptr;
    ExplorerPanel* explorer_ = nullptr;
    QLabel* openingLabel_ = nullptr; // the ECCO opening of the viewed position's line
    QLabel* turnLine_ = nullptr;     // whose move it is, in words (not only the bold name)
    QLabel* recordResult_ = nullptr; // an opened record under review and its result
    void showRecordResult();
    QAction* reviewAction_ = nullptr;
    int reviewThreads_ = 1; // Preferences::aiThreads
    // The review's marks in the move list and its arrow on the board.
    void showReview();
    // A review read back (from the record's comments or the autosave) for this game's main line.
    void restoreReview(const std::vector<session::ReviewTag>& tags);
};

} // namespace qiyuan::ui
