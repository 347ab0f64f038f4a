// The hot-seat 翻翻棋 table: the half board, whose turn and each player's
// colour (unknown until the first flip), the per-turn countdown with timeout
// marks, the captured pieces of each side (small discs in each seat's part of
// the side panel), the ply counter, the list of actions, take-back (only when
// both players allowed it), draw and resignation (from ply 40; a line under
// the buttons says why one is off), who was drawn to act first and what the
// first flip decides, the deal's commitment and its revealed seed (the
// Fairness box; the check's verdict in the status line at the end), and a
// result dialog with the game's score and the match table.
//
// The game is the table's match (engine/match: the referee, the seats, the
// turn clock, take-back and offers); everything on screen comes from
// Game::view() of the player to act, so nothing face down can show.
//
// Over the LAN (playOverLan) the host's HostSession is the referee: the
// match's LAN seat (net::RemoteSeat) sends its player's actions and follows
// the game as the host reports it. On a joined table the match's referee is
// built from net::mirrorBanqi's copy, whose face-down pieces are placeholders
// (never shown: views only), replaced by the real deal once the host reveals
// the seed at the end.
#pragma once

#include "banqiboard.h"
#include "banqinewgamedialog.h"
#include "banqi/game.h"
#include "banqi/score.h"
#include "match/match.h"
#include "session/banqi_file.h"
#include "ui/tablepage.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialog;
class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace qiyuan::ui {

class CapturedStrip;
class SidePanel;

// Translated sentences for the engine's refusals and results.
QString banqiActionError(banqi::ActionError e);
QString banqiPieceName(banqi::Piece p); // "Red Chariot"
QString banqiColorName(banqi::Color c);

class BanqiTable : public TablePage {
    Q_OBJECT
public:
    explicit BanqiTable(QWidget* parent = nullptr);
    ~BanqiTable() override;

    // GamePage.
    QString variantKey() const override { return options_.rules; }
    bool startNew(const QString& variantKey, qiyuan::PlayMode mode) override;
    bool hasProgress() const override { return !actionLog().isEmpty(); }
    bool isFinished() const override { return game().over(); }
    QString progressSummary() const override { return playSummary(movesOf(game().ply())); }
    bool isFlipped() const override { return board_->isFlipped(); }
    void setFlipped(bool on) override
    {
        board_->setFlipped(on);
        placeSides();
    }
    QString fileFilter() const override;
    QString defaultSuffix() const override { return QStringLiteral("banqi"); }
    bool claimsFile(const QByteArray& head, const QString& path) const override;
    bool openFile(const QString& path, QString* error) override;
    bool saveFile(const QString& path, QString* error) override;
    bool restoreSnapshot(const QJsonObject& data, QString* error) override;
    void applyPreferences(const Preferences& preferences) override;

    // A new game with a fresh random seed and salt, or from a given deal.
    void newGame(const BanqiOptions& options);
    void newGame(const banqi::Deal& deal, const BanqiOptions& options);

    // The file format (JSON): rule set, settings, the deal (seed and salt, or
    // a layout), every action. fromJson refuses bad data with the reason.
    QJsonObject toJson() const;
    bool fromJson(const QJsonObject& data, QString* error);

    // The player to act takes an action; false (and the reason in the status
    // line) when the engine refuses it.
    bool act(banqi::Action action);
    // The referee's game (over the LAN: the game as the host reports it; on a
    // joined table a copy that knows no face-down piece).
    const banqi::Game& game() const { return match_->banqi()->game(); }

    // The turn clock reads this (milliseconds, monotonic); tests drive it.
    void setTimeSource(std::function<qint64()> now) { match_->setTimeSource(std::move(now)); }
    // Charges the time of the running turn at once (the match's own timer
    // does it live); a turn past its seconds is a timeout.
    void tick();
    int turnRemainingMs() const;

    // Against the computer: it plays options().computerPlayer and acts on its
    // own (the match's ComputerSeat, a worker thread fed that player's view
    // only); the board refuses clicks meanwhile and the turn clock runs for
    // the human only.
    bool isComputerGame() const { return options_.vsComputer; }
    // The computer of the game on the table, or null.
    match::ComputerSeat* computerSeat() const;
    // The computer's answer comes no sooner than this (default 600 ms), so a
    // person sees whose turn it was; for this and later games.
    void setComputerMinimumTimeMs(int ms);
    // Computes a hint for the human (the AI at full strength, from the
    // human's view); the status line names the action when found (hintShown).
    void showHint() override;
    bool hintPending() const;

    // Over the LAN: our seat is to act (and the game is running).
    bool localToAct() const;

    const BanqiOptions& options() const { return options_; }
    const banqi::View& view() const { return view_; }
    // Every action: "c2", "c2c3", "timeout", and "resign 1", "resign 2" or "draw" at the end.
    QStringList actionLog() const;
    BanqiBoard* board() const { return board_; }
    // BQ-17: "End turn", visible only while the player at this table is in a chain of captures.
    QPushButton* endTurnButton() const { return endTurnButton_; }
    // A chain of captures is under way and the player to act is at this computer.
    bool localChain() const;
    QString statusText() const;
    // Before the first action: who was drawn to act first and what the first
    // flip decides, in the words of the seat it is told to; empty later.
    QString openingText() const;
    // The rule set as the side panel names it: "Rules: Taiwan rules (changed)", and
    // on a second line what changed, in the user's words.
    QString rulesText() const;
    // Why the game buttons that are off are off (resigning and draws before
    // ply 40, take-backs not agreed, hints off the player's turn); empty when
    // none is, or when the game is over.
    QString buttonsNoteText() const;
    // The Fairness box: the commitment in full, after the game the seed, the
    // salt and whether the hash matches (object name "fairnessDialog").
    void showFairness();
    // Whether the revealed seed matches the commitment: nullopt while the game
    // runs (or for a deal set by hand, which has no commitment).
    std::optional<bool> dealChecked() const;

    // The match between the two seats, kept in QSettings across restarts.
    const banqi::MatchScore& matchScore() const { return score_; }
    // The games played at the LAN table now joined or hosted (a host may play several in a row).
    const banqi::MatchScore& lanMatchScore() const { return lanScore_; }
    void resetMatch();

signals:
    void hintShown(qiyuan::banqi::Action action);

protected:
    void changeEvent(QEvent* e) override;

private:
    // Rebuilds a game from its deal and the log; nullopt and *error on a bad log.
    static std::optional<banqi::Game> replay(const banqi::Deal& deal, const banqi::RuleSet& rules,
                                             const QStringList& log, QString* error);
    static std::optional<banqi::RuleSet> ruleSet(const BanqiOptions& options, QString* error);
    static QString fileErrorText(const session::BanqiFileError& e);
    session::BanqiFile file() const;
    bool load(const session::BanqiFile& file, QString* error);
    // A new game of `deal` under `rules` between the seats `options` name;
    // `log` (a file's) is played on it, already checked (replay()).
    void startMatch(const banqi::Deal& deal, const banqi::RuleSet& rules, const BanqiOptions& options,
                    const QStringList& log);
    // The options a restored match stands for (rules, clock, take-backs, the computer).
    void optionsFromMatch();
    // An action of any seat here: a flip or move, or a turn lost on the clock (BQ-9).
    void onPlayed(int seat, const QString& action) override;
    // The countdown as the match's clock shows it.
    void showClocks() override;
    void showMatchChange(bool animate) override { afterAction(animate); }
    QString drawQuestion(int bySeat) const override;
    QString engineWords(const match::EngineError& error) const override
    {
        const auto* e = std::get_if<banqi::ActionError>(&error);
        return e ? banqiActionError(*e) : QString(); // BQ-11 too: no draw or resignation before 40 plies
    }
    QString resignQuestion(int seat) const override;
    QString takeBackAsked() const override { return tr("Asked your opponent to take back your last action."); }
    std::function<QString()> takenBack() const override;
    bool takesBackAfterTheEnd() const override { return false; } // its score is in the match table
    void stopSearches() override { hinter_->stop(); }
    void followLatest() override { savedSlice_ = 0; }
    void refresh(bool animate);
    // The side panel follows the board: the seat at the bottom of the board
    // (the first, or the second when flipped) has its row, with the pieces it
    // took, below the other's.
    void placeSides();
    void retranslate();
    void afterAction(bool animate);
    // The board's clicks: refused while the computer is to act.
    void humanAct(banqi::Action action);
    void onHint(const QString& action);
    // The end: the match score (or the LAN table's), the result in the status line and its dialog.
    void announceEnd() override;
    void showResultDialog();
    void loadMatch();
    void saveMatch() const;
    int seatOf(banqi::Player p) const;
    QString playerName(banqi::Player p) const;
    // By player (who acts first), not by colour: a colour is known only once turned up.
    QStringList playerNames() const override;
    QString recordText(int index) const;
    QString resultText() const;
    QString resultStatus() const; // the result and the deal's check, for the status line
    QString commitmentText() const;
    void updateFairness(); // the Fairness box, when open, follows the game
    QString resignOpensText() const; // why Resign and Offer draw are off early in the game
    static QString takeBacksOffText();
    // Over the LAN (playOverLan): the game as the match follows the host (a
    // copy that knows no face-down piece on a joined table), the status line.
    void clearForLan(const LanLink& link) override;
    void showLanGame(int pliesBefore, bool byAction) override;
    void connectLanNews() override;
    QWidget* lanChatAnchor() const override;
    void endLan();
    void refreshTable() override { refresh(false); }
    void showComputerLevel() override { optionsFromMatch(); } // the level a file or the next game keeps
    void followNextLanGame() override;
    std::function<QString()> resultWords() const override;
    int lanRemainingMs() const;

    banqi::View view_;
    BanqiOptions options_;
    banqi::MatchScore score_;
    banqi::MatchScore lanScore_; // the games of the LAN table now played (serve --games N), while it lasts
    qint64 savedSlice_ = 0; // the 5-second part of the turn last reported by changed()
    int computerMinimumMs_ = 600;

    BanqiBoard* board_ = nullptr;
    QLabel* seatLabel_[2] = {};
    QLabel* timeoutLabel_[2] = {};
    CapturedStrip* captured_[2] = {}; // by colour: the pieces red / black lost
    QLabel* capturedTitle_[2] = {};
    SidePanel* panel_ = nullptr;        // the side panel every board table shares
    QWidget* capturedRow_[2] = {};      // by colour: its title and strip
    int placedSides_ = -1; // the arrangement placeSides made (bottom seat and colour)
    QLabel* turnLabel_ = nullptr;
    QLabel* countdownLabel_ = nullptr;
    QLabel* openingLine_ = nullptr;
    QLabel* plyLabel_ = nullptr;
    QLabel* rulesLabel_ = nullptr;
    QPushButton* endTurnButton_ = nullptr; // BQ-17: shown while the player here may capture again // the rule set: its preset, and the options changed from it
    QLabel* buttonsNote_ = nullptr;
    QPushButton* fairnessButton_ = nullptr;
    QPointer<QDialog> fairnessDialog_;
    QLabel* fairnessText_ = nullptr; // in fairnessDialog_
    QLabel* matchLabel_ = nullptr;
    QListWidget* actionList_ = nullptr;
    QPushButton* resetMatchButton_ = nullptr;
    match::Thinker* hinter_ = nullptr;
    QString matchKey_; // the QSettings key of the match now shown
    QPointer<QDialog> resultDialog_; // deletes itself on close
};

} // namespace qiyuan::ui
