// The hot-seat 积分象棋 (scoring xiangqi) table: the xiangqi board showing each
// piece's kind, a legend, the kind chooser after a move, the score panel
// (both scores and the target), the move list with who scored what and why,
// the contest's two-move turns with an End turn button, take-back and redo,
// files (docs/rules/jifen-pgn.md), a clock of any kind (the match's: it runs
// per turn, SC-T1 in docs/rules/jifen-rulings.md) and the result with its
// reason. Every rule
// comes from engine/jifen. Over the LAN (playOverLan) the host judges: the
// match's LAN seat sends its player's actions and follows the game the host
// reports (all of 积分象棋 is public); the table shows it.
#pragma once

#include "ui/tablepage.h"
#include "ui/xiangqi/boardwidget.h"
#include "jifen/game.h"
#include "match/match.h"
#include "core/clock.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QPointer>

#include <functional>
#include <memory>

class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QDialog;
class QTableWidget;

namespace qiyuan::ui {

class KindChooser;
class SidePanel;

// Translated texts of the engine's data, for the table and its tests.
// Why an action is refused, e.g. "An idle piece never captures."
QString jifenRefusalMessage(const jifen::Refusal& r);
// What a move scored, from the mover's side: "Idle piece moved +1", "Check: opponent +2".
QString scoreEventMessage(const jifen::ScoreEvent& e);
// The move number of each action of a game, as players count them: 1 for red's
// first turn and black's answer, 2 for the next pair; a turn holds one or two
// moves (竞赛) and a set-up may let black act first.
std::vector<int> moveNumbers(const std::vector<jifen::ActionEffect>& effects);
// A move as the engine recorded it (Chinese notation, 马8进7), in the reader's
// script: 馬8進7 for a reader of Traditional Chinese.
QString shownNotation(const std::string& notation);
// A result with its reason, e.g. "Red wins: reached the target score (30)."
QString jifenResultMessage(const GameResult& r, int target);
// A rule set's registry key ("jifen-simple").
QString variantKeyOf(const jifen::RuleSet& rules);

class JifenTable : public TablePage {
    Q_OBJECT
public:
    explicit JifenTable(QWidget* parent = nullptr);
    ~JifenTable() override;

    // GamePage
    QString variantKey() const override;
    bool startNew(const QString& variantKey, qiyuan::PlayMode mode) override;
    bool hasProgress() const override { return !game().actions().empty(); }
    bool isFinished() const override { return game().over(); }
    QString progressSummary() const override;
    bool isFlipped() const override;
    void setFlipped(bool on) override;
    QString fileFilter() const override;
    // PGN files whose [Variant] tag names a 积分象棋 rule set.
    bool claimsFile(const QByteArray& head, const QString& path) const override;
    bool openFile(const QString& path, QString* error) override;
    bool saveFile(const QString& path, QString* error) override;
    bool restoreSnapshot(const QJsonObject& data, QString* error) override;
    void applyPreferences(const Preferences& preferences) override;
    // The one-screen "how to play" of the active rule set (not modal: the table stays usable).
    bool hasHowToPlay() const override { return true; }
    void showHowToPlay() override;
    QDialog* howToPlayDialog() const { return howToPlay_; }

    // A new game under a rule set (its start position), timed by `tc` (disabled: no clock).
    void newGame(const jifen::RuleSet& rules, TimeControl tc = {});
    // Replaces the game (e.g. one just opened).
    void setGame(const jifen::Game& game);
    const jifen::Game& game() const { return match_->jifen()->game(); }

    BoardWidget* board() const { return board_; }
    KindChooser* kindChooser() const { return chooser_; }
    QTableWidget* moveList() const { return moveList_; }
    // The move waiting for its kind choice, if any.
    bool choosingKind() const { return pending_.has_value(); }

    // A game against the computer: the human plays `human`, the computer the
    // other side at `level` (ai::MinLevel..ai::MaxLevel), from the rule set's
    // start position, timed by `tc`. The computer starts thinking at once when it acts first.
    void newComputerGame(const jifen::RuleSet& rules, xiangqi::Side human, int level, TimeControl tc = {});
    bool playsComputer() const { return againstComputer(); }
    xiangqi::Side computerSide() const;
    int computerLevel() const;
    bool hintPending() const;
    QPushButton* hintButton() const { return hintButton_; }
    QLabel* statusLine() const { return statusLine_; }

    // Over the LAN: our seat is to act and the game is running.
    bool localToAct() const;

public slots:
    // As if the side to act made the move on the board: plays it, or first asks
    // for the kind when the move may change it.
    void requestMove(qiyuan::xiangqi::Move m);
    bool play(const qiyuan::jifen::Action& a);
    void endTurn();
    // SC-6: the players agree another target score; only before the first move
    // (the new-game dialog asks for it; the table shows it fixed).
    bool setTargetScore(int target);
    // Looks for the best action of the side to act; hintShown() follows.
    void showHint() override;

signals:
    void gameEnded(const qiyuan::GameResult& result);
    // The computer played one action of its turn.
    void computerActed(const qiyuan::jifen::Action& action);
    // A hint was found and shown (status line, and an arrow for a move).
    void hintShown(const qiyuan::jifen::Action& action);

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    class Rules;
    void retranslate();
    // A new game between two seats from a start position, timed by `tc`.
    void startMatch(const jifen::Position& start, TimeControl tc, std::unique_ptr<match::Seat> red,
                    std::unique_ptr<match::Seat> black);
    // The computer's thinking shows in the turn line.
    void watchComputer();
    // An action of any seat here (a person's or the computer's), worded by what it did.
    void onPlayed(int seat, const QString& action) override;
    // The match's clock (over the LAN the host's, counted down between its reports).
    void showClocks() override { updateClocks(); }
    void updateClocks();
    bool offersClockChange() const override { return true; } // the game clock of a game against the computer
    // Everything the table shows after the game changed.
    void showChange();
    void showMatchChange(bool) override { showChange(); }
    void announceEnd() override
    {
        TablePage::announceEnd();
        emit gameEnded(game().result());
    }
    bool withdrawPending() override;
    QString takeBackAsked() const override { return tr("Asked your opponent to take back your last turn."); }
    QString engineWords(const match::EngineError& error) const override
    {
        const auto* r = std::get_if<jifen::Refusal>(&error);
        return r ? jifenRefusalMessage(*r) : QString();
    }
    void stopSearches() override { stopThinking(); }
    void rebuildMoveList();
    void refresh();
    void showPosition(const jifen::Position& p, xiangqi::Move last);
    void placeChooser();
    // The sides' scores and clocks: the one at the bottom of the board below (flipped: black).
    void cancelChoice();
    QString turnText() const;
    void stopThinking();
    void onHint(const QString& action);

    // Over the LAN (playOverLan): the game as the match follows the host.
    void clearForLan(const LanLink& link) override;
    void showLanGame(int pliesBefore, bool byAction) override;
    void connectLanNews() override;
    QWidget* lanChatAnchor() const override;
    void endLan();
    void refreshTable() override { refresh(); }
    void showComputerLevel() override { refresh(); } // the computer's seat names its level
    void followNextLanGame() override;
    std::function<QString()> resultWords() const override;
    std::string shownRules_; // the rule set the legend shows (a LAN game may bring another)
    QLabel* redClock_ = nullptr;   // hidden when the game has no clock
    QLabel* blackClock_ = nullptr;

    std::optional<xiangqi::Move> pending_;
    std::optional<jifen::Position> preview_; // the position after pending_

    std::unique_ptr<Rules> rules_;
    BoardWidget* board_ = nullptr;
    KindChooser* chooser_ = nullptr;
    SidePanel* panel_ = nullptr; // the side panel every board table shares
    QLabel* redScore_ = nullptr;
    QLabel* blackScore_ = nullptr;
    QLabel* rulesLine_ = nullptr;     // the rule set and its target, always in view
    QLabel* checkLine_ = nullptr;     // what a check scores under these rules
    QPushButton* howToPlayButton_ = nullptr;
    QPointer<QDialog> howToPlay_;     // the one-screen introduction, while open
    QLabel* turn_ = nullptr;
    QGroupBox* legendBox_ = nullptr;
    QList<QLabel*> legendIcons_;
    QList<QLabel*> legendTexts_;
    QTableWidget* moveList_ = nullptr;
    QPushButton* endTurnButton_ = nullptr;
    QProgressBar* thinkingBar_ = nullptr;

    int thinkingDepth_ = 0;
    match::Thinker* hinter_ = nullptr;
};

} // namespace qiyuan::ui
