// What the two-player board tables (xiangqi, 翻翻棋, 积分象棋) share: the
// status line that re-words itself when the language changes, the yes/no
// questions to the players, the result box and the common result sentences,
// and play over the LAN: hosting or joining a table, the link to its session
// with the chat box, and the link's news every table answers alike (draw
// offers, take-back requests, refusals, the connection's state). The game
// itself is the table's match (match::Match: referee, seats, clock, offers,
// snapshots); each table shows it in its own way.
#pragma once

#include "ui/gamepage.h"
#include "ui/playpolicy.h"
#include "core/record.h"
#include "match/match.h"
#include "net/lanlink.h"

#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QPointer>

#include <functional>
#include <optional>
#include <string>

class QLabel;
class QAction;
class QMessageBox;
class QWidget;
class QProgressBar;
class QPushButton;

namespace qiyuan::net {
class RemoteSeat;
}

namespace qiyuan::ui {

class SidePanel;
using net::LanLink; // the link lives below the widgets (net/lanlink.h)
struct LanTablePreset;

class TablePage : public GamePage {
    Q_OBJECT
public:
    // `gameKey`: the game's registry key ("xiangqi", "banqi", "jifen").
    explicit TablePage(QString gameKey, QWidget* parent = nullptr);

    // GamePage: what every board table answers alike.
    QString gameKey() const final { return gameKey_; }
    bool canFlip() const override { return true; }

    // Replaces the table's yes/no questions (draw offers, resigning, the
    // opponent's requests over the LAN) by a function answering at once: for
    // tests. Without one each question is a box that never blocks (ask()).
    void setQuestionHandler(std::function<bool(const QString& title, const QString& question)> ask)
    {
        ask_ = std::move(ask);
    }
    // The question box open under `name` ("drawQuestion", "undoQuestion",
    // "resignQuestion"), or null.
    QMessageBox* openQuestion(const QString& name) const;
    void setConfirmResign(bool on) { confirmResign_ = on; }

    // Plays over the LAN through `link`: the host (the link's session) judges
    // every action. The match's other seat (net::RemoteSeat) takes the link and
    // follows the host into the match; the table shows what the match holds.
    void playOverLan(LanLink* link);
    LanLink* lanLink() const { return lan_; }
    // Hosts a table set up beforehand (a tournament board): the host dialog
    // shows the preset, then playOverLan. False when cancelled (the game here
    // is untouched), when the table could not be opened (the user was told
    // why), or while a LAN game is under way here (the caller says so).
    bool hostPresetLanTable(const LanTablePreset& preset);

    // The match below the table: the game (over the LAN: as the host judged
    // it; banqi's joined table keeps a mirror instead), its seats, the clock,
    // take-backs and offers (engine/match).
    match::Match* match() const { return match_; }

    // The autosave's snapshot of every board table: {"match": the match's
    // snapshot, "flipped": the board} and snapshotExtras(). A LAN game is the
    // host's (after a crash the seat waits for a rejoin): while it runs, the
    // game from before it is kept (docs/PLAY.md).
    QJsonObject snapshot() const override;
    QString lanLeaveNote() const override;
    // Takes back the seat kept on disk (ui/lan/lanseats.h) at the start: the
    // status line says how it goes; once seated, playOverLan as a join does.
    bool resumeLanSeat() override;
    bool keepsLanSeat() const override;

    // How the game on the table is played, for PlayPolicy.
    PlayWay playWay() const { return lan_ ? PlayWay::Lan : againstComputer() ? PlayWay::Computer : PlayWay::HotSeat; }
    // A person here against the computer (not over the LAN).
    bool againstComputer() const { return !lan_ && match_->personVsComputer() >= 0; }
    // The computer is to act / thinking about its action now (the board refuses clicks).
    bool computerToAct() const;
    bool computerThinking() const;
    bool allowsPositionSetUp() const override { return PlayPolicy::positionSetUp(playWay()); }
    // Take-back and redo, the same at every table: over the LAN a take-back is
    // a request the opponent answers (there must be an action of ours);
    // against the computer back to the person's turn; not after a
    // resignation, an agreed draw or a fallen flag (the match). A table
    // without a Redo button redoes nothing.
    bool canUndo() const override;
    bool canRedo() const override { return redoButton_ && !lan_ && match_->canRedo(); }

    // The reasons of a result every game words alike (checkmate, no legal move,
    // resignation, draw agreed, time ran out); any other reason as it is.
    static QString commonResultReason(const std::string& reason);
    // "Red wins: %1." / "Black wins: %1." / "Draw: %1."; empty while ongoing.
    static QString resultSentence(Verdict verdict, const QString& reason);
    // The status when the computer declines a draw offer (engine/ai/draw_offer.h).
    static QString computerDeclinesDraw();
    // progressSummary() of a board table: how it is played (playWay(), with
    // the LAN opponent's name) and the moves played, counted as players count
    // them: a move is the first player's turn and the second's answer.
    QString playSummary(int movesPlayed) const;
    // The moves (players' unit) that `turns` turns of one side each make.
    static int movesOf(int turns) { return (turns + 1) / 2; }
    // The tags a saved game gets from the table: today's date, the players'
    // names (playerNames(); an unknown one is left to the writer's "?").
    QMap<QString, QString> gameFileTags() const;
    // Each seat's player as a file names them: over the LAN the players'
    // names, the computer by its level or engine, the person here by the name
    // given for the LAN; empty when unknown (hot seat).
    virtual QStringList playerNames() const;
    // "张三 vs 李四 2026-12-06": the players (a seat's colour when unknown) and the game's date.
    QString suggestedFileName() const override;
    // `tags` with what played the game: the computer's level and the clock,
    // with the plies they changed at (Match::levelTags: RedLevel, BlackLevel, TimeControl).
    QMap<QString, QString> withLevelTags(QMap<QString, QString> tags) const;

    // Game → Computer Level…: during a game against the computer (not over
    // the LAN), the computer's level and, where offersClockChange(), the
    // clock; the match applies it and the game goes on (issue 39).
    QList<QAction*> gameActions() override { return {levelAction_}; }
    QAction* computerLevelAction() const { return levelAction_; }
    void changeComputerLevel();
    // Opens a game file with a session reader (`read(path, error)` gives an
    // optional file) and puts its game on the table with `set(file)`.
    template <class Read, class Set>
    bool openGameFile(Read read, Set set, const QString& path, QString* error)
    {
        const auto file = read(path, error);
        if (!file || !mayReplaceGame())
            return false;
        set(*file);
        return true;
    }

public slots:
    // A draw offer by the side to act: over the LAN to the host; otherwise the
    // match routes it to the other seat (the computer answers at once, a
    // person is asked: drawQuestion()).
    void offerDraw();
    // The side to act resigns once the player confirms resignQuestion() (when
    // resigning asks first); over the LAN our seat, the result coming back from the host.
    void resign();
    // Over the LAN a request to the opponent (the status says takeBackAsked());
    // otherwise the match takes back (takenBack() says so).
    void undo() override;
    void redo() override;
    // A good action for the side to act, shown when found.
    virtual void showHint() = 0;

protected:
    // The LAN modes of startNew: LanHost opens a table from the host dialog
    // (`variant` preselected; empty: the table's own), LanJoin takes a seat from
    // the join dialog, then playOverLan. False when cancelled or when the
    // table could not be opened (the user was told why).
    bool startLanMode(PlayMode mode, const QString& variant);

    // Asks the player a yes/no question without waiting for the answer: a
    // window-modal box opened with open() (object name `name`), so the
    // network, the clock and the computer go on meanwhile; `answer` runs when
    // the player replies (Esc: no). The same name again replaces the box; the
    // answer must check that what it answers still holds (the game may have
    // moved on). With a question handler set, it answers at once.
    void ask(const QString& name, const QString& title, const QString& question, std::function<void(bool)> answer);
    // Closes the question `name` (or every one) unanswered.
    void withdrawQuestion(const QString& name);
    void withdrawQuestions();

    // Announces the end the match reported (Match::finished) once the table
    // shows the game: announceEnd(); nothing when no end is new.
    void announceIfFinished();
    // The words of the end: by default the result in the status line and the
    // window's status bar (resultWords()) and the result box.
    virtual void announceEnd();

    // The first step of a table's destructor: the link and the match's seats
    // stop, so that nothing they report reaches a half-destroyed table.
    void closeTable();
    // Shows a status text in statusLine_; kept as a function so that a language
    // change re-words it (setStatus(std::move(statusText_))).
    void setStatus(std::function<QString()> text);
    // The result box, window-modal and non-blocking so the board stays visible behind it.
    void openResultBox(const QString& text);
    // The side panel every board table shares, made once by the table (kept
    // here: the computer's level change is offered by its name).
    SidePanel* newSidePanel();
    // The busy bar shown while the computer searches (hidden at first).
    QProgressBar* newThinkingBar();
    // Makes the five game buttons (take back, redo, offer draw, resign, hint)
    // in this order, which the focus chain follows.
    void makeGameButtons();
    // The game buttons the table made, where its panel wants them (a table
    // without Redo leaves it null): wired to undo, redo, offerDraw, resign and
    // showHint, and worded in the current language.
    void connectGameButtons();
    void retranslateGameButtons();

    // What a table does around playOverLan: drops what the last game left
    // (thinking, a half-made move, dialogs) and turns the board for our seat
    // before the LAN game's match starts; shows the match after the seat
    // followed the host (`pliesBefore`: the ply before; `byAction`: one
    // action came in); words the host's news its own way (connectLanCommon
    // does the rest). The LAN game's chat box goes right below lanChatAnchor().
    virtual void clearForLan(const LanLink& link) = 0;
    virtual void showLanGame(int pliesBefore, bool byAction) = 0;
    virtual void connectLanNews() = 0;
    virtual QWidget* lanChatAnchor() const = 0;
    // The words of a take-back over the LAN ("move", "turn", "action"): the
    // opponent's request, their refusal, and the news that one was taken
    // back. Functions, so they follow the language.
    struct LanUndoTexts {
        QString (*request)();
        QString (*declined)();
        QString (*done)();
    };
    // Answers the link's news alike at every table: draw offers and take-back
    // requests (asked with ask(), closed when the request lapses: a move, the
    // opponent or our connection gone, the game over), a take-back done,
    // refusals, the opponent's seat and connection and ours (a rejoin).
    void connectLanCommon(LanUndoTexts undo);
    // Resigns over the LAN once the player confirms `question` (when resigning
    // asks first); the result comes back from the host. Not for a spectator.
    void resignOverLan(const QString& question);
    // Leaves the LAN game: the host closes the table, a client stands up.
    // False when there was none.
    bool leaveLan();
    // The status line while the game runs: the room code while the seat
    // opposite is free, the wait for the opponent to reconnect, or nothing.
    void updateLanStatus();
    // Our seat may act in the running game (started, not paused, not over);
    // whose turn it is, the table knows.
    bool lanSeatActive() const;
    // How long the host keeps a dropped player's seat (docs/PROTOCOL.md), in minutes.
    static int lanRejoinMinutes();
    // Over the LAN, the game has not started: a seat is still free (our own
    // room's, or at a headless table the second player's).
    bool lanWaitingForPlayers() const;
    // The host's next game at the same table (qiyuan-cli serve --games N):
    // the table drops the finished game and follows the new one from the
    // link's state (same seat; 翻翻棋 a new deal), which the match already
    // follows. What the player is told, TablePage says.
    virtual void followNextLanGame() = 0;
    // The words of the finished game's result on this table (for the status
    // line and the chat's log once the next game starts); empty while ongoing.
    virtual std::function<QString()> resultWords() const = 0;
    // An action the result box offers beside OK (xiangqi: review the game), or nullptr.
    virtual QAction* resultAction() const { return nullptr; }
    // Shows what the match did (an action, a take-back, an accepted draw, the end).
    virtual void showMatchChange(bool animate) = 0;
    // The match's news, connected once here: an action of any seat here (a
    // person's click, the computer, banqi's clock; Match::played), shown
    // after the match took it in (Match::changed), and the clock as the match
    // shows it (Match::clockChanged, ticking while it runs). Over the LAN the
    // host's actions come through showLanGame.
    virtual void onPlayed(int seat, const QString& action) = 0;
    virtual void showClocks() = 0;
    // The question to the other person when `bySeat` offers a draw at one table.
    virtual QString drawQuestion(int bySeat) const;
    // A snapshot written before the match, in the match's form, made through a
    // match of its own (nothing on the table changes): the game judged again
    // from the referee's setup, its records and result, and with `computer`
    // ({"side": "red"|"black", "level"}) the computer's seat. Empty with
    // *error when it is not a game or the side is unknown.
    QJsonObject olderSnapshot(const QCborMap& setup, const std::vector<MoveRecord>& records, const GameResult& result,
                              const QJsonObject& computer, QString* error) const;
    // The computer at `seat` as a file names it: "Computer (4 — club player)"
    // (the xiangqi table: an engine by its name).
    virtual QString computerName(int seat) const;
    // The date of the game on the table (an opened record's own; by default today).
    virtual QDate gameDate() const;
    // What a table adds to its snapshot (the xiangqi table: the UCI engine).
    virtual void snapshotExtras(QJsonObject& snapshot) const { (void)snapshot; }
    // The words of a refusal of the match in the user's language: the table's
    // words of its engine's error (engineWords); anything else as the match says it.
    QString refusalWords(const match::Refusal& refusal) const;
    // The table's words for its engine's error (empty: not its engine's).
    virtual QString engineWords(const match::EngineError& error) const = 0;
    // Shows a refusal in the status line (an engine's error at this computer in the window's status bar too).
    void showRefusal(const match::Refusal& refusal);
    // What differs per game around take back, redo, resign and draw offers:
    // the question to the player who resigns `seat` (over the LAN: our seat;
    // by default the side's colour, over the LAN "Resign this game?");
    virtual QString resignQuestion(int seat) const;
    // the status once our take-back request went to the LAN opponent, and once the match took back;
    virtual QString takeBackAsked() const = 0;
    virtual std::function<QString()> takenBack() const { return {}; }
    // whether a take-back may undo the end of the game (翻翻棋: no, its score is counted);
    virtual bool takesBackAfterTheEnd() const { return true; }
    // a half-made action (积分象棋: a move waiting for its kind) is withdrawn:
    // true when there was one;
    virtual bool withdrawPending() { return false; }
    // the computer's shown search and the hint stop before the match changes;
    virtual void stopSearches() {}
    // and after a take-back or redo the table shows the latest action.
    virtual void followLatest() {}
    // Shows the table again (after the connection's state changed).
    virtual void refreshTable() = 0;
    // Whether Computer Level… offers the game's clock too (xiangqi's game clock;
    // 积分象棋.s too; 翻翻棋.s turn clock is the rules.).
    virtual bool offersClockChange() const { return false; }
    // The computer's level changed during the game (the sides' names may show it).
    virtual void showComputerLevel() {}

    match::Match* match_ = nullptr; // made by TablePage; each table starts its game
    QJsonObject preLanSnapshot_;    // what the autosave keeps while a LAN game runs
    QLabel* statusLine_ = nullptr; // the table makes it, where its panel wants it
    QPushButton* undoButton_ = nullptr;
    QPushButton* redoButton_ = nullptr;
    QPushButton* drawButton_ = nullptr;
    QPushButton* resignButton_ = nullptr;
    QPushButton* hintButton_ = nullptr;
    std::function<QString()> statusText_;
    int statusPly_ = 0; // the match's ply when the status was set
    std::function<bool(const QString&, const QString&)> ask_;
    bool confirmResign_ = true;
    QPointer<LanLink> lan_;             // the seat's link while a LAN game runs
    QPointer<net::RemoteSeat> remote_; // the match's seat of the LAN opponent
    bool lanOpponentAway_ = false;

private:
    // Closes the opponent's draw offer or take-back question once the
    // session no longer holds that request.
    void closeLapsedLanQuestions();
    // The link's news of a headless table: the game starts, the next game begins.
    void onLanStarted();
    void onLanNewGame();
    // A line of the table's own in the LAN chat's log (results, a new game).
    void noteInLanLog(const QString& text);
    QHash<QString, QPointer<QMessageBox>> questions_;
    QPointer<QWidget> chat_; // the LAN game's chat box, which goes with the game
    QPointer<QObject> resuming_; // the ClientSession taking a kept seat back (resumeLanSeat)
    std::function<QString()> lanResultWords_; // the LAN game's result, for the next game's status
    const QString gameKey_;
    std::optional<std::pair<int, QString>> lastPlayed_; // the seat and its action, shown with the match's change
    bool endToAnnounce_ = false; // the match finished; the table announces it once it shows the game
    QAction* levelAction_ = nullptr; // Game → Computer Level…
    SidePanel* sidePanel_ = nullptr; // made by newSidePanel()
};

} // namespace qiyuan::ui
