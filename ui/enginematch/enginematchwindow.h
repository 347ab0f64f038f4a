// Game → Engine Match…: two engines — the built-in levels or the UCI engines
// set up in Settings → Engines — play N games from the built-in openings or a
// file of them, colours alternating, on a visible board with both engines'
// thinking (depth, score, principal variation), a results table with the
// score and the Elo difference ±, pause and resume, and all games saved as
// one PGN. Each move has a fixed time, or each side a game clock of any kind
// (the clock dialog's; the clocks shown while a game runs). The games run on uci::EngineMatch (the runner of `qiyuan-cli
// match`): searches on worker threads and engine processes by signals, so
// the GUI thread never waits.
#pragma once

#include "session/pgn.h"
#include "uci/enginematch.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QComboBox;
class QFormLayout;
class QLabel;
class QMenu;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace qiyuan::ui {

class BoardWidget;
class ClockChooser;

// One game of an engine match as a record: its moves from its start, the end
// the moves do not show (a flag, a failed engine's loss, as a resignation),
// the players `red` and `black`, and the reason as its Termination and last comment.
session::PgnGame engineGameRecord(const uci::MatchGameResult& result, const QString& red, const QString& black);

class EngineMatchWindow : public QWidget {
    Q_OBJECT
public:
    explicit EngineMatchWindow(QWidget* parent = nullptr);
    ~EngineMatchWindow() override;

    // Adds Engine Match… to `menu`; it opens (or raises) the window of `owner`.
    static QAction* addMenuAction(QMenu* menu, QWidget* owner);

    QComboBox* engineBox(int engine) const { return engineBoxes_[size_t(engine)]; }
    QSpinBox* gamesBox() const { return games_; }
    QSpinBox* moveTimeBox() const { return moveTime_; }
    // How the engines are timed: index 0 a time per move (moveTimeBox), 1 a
    // game clock of any kind (clockChooser).
    QComboBox* timingBox() const { return timing_; }
    ClockChooser* clockChooser() const { return clock_; }
    // Both sides' clocks of the game under way (hidden without a clock).
    QLabel* clockLabel(int side) const { return clocks_[size_t(side)]; }
    QPushButton* startButton() const { return start_; }
    QPushButton* pauseButton() const { return pause_; }
    QPushButton* saveButton() const { return save_; }
    QTableWidget* resultsTable() const { return results_; }
    QLabel* scoreLabel() const { return score_; }
    QLabel* thinkingLabel(int engine) const { return thinking_[size_t(engine)]; }
    BoardWidget* board() const { return board_; }
    const uci::EngineMatch* match() const { return match_.get(); }
    // Uses these openings (start FENs) instead of the built-in ones.
    void setOpenings(const QStringList& fens, const QString& name);
    // Why a game of engines ended, in the user's language (the runner says it in English).
    static QString reasonText(const QString& reason);
    // Every game played so far as one PGN collection; false with *error.
    bool savePgn(const QString& path, QString* error = nullptr) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillEngines();
    void startMatch();
    void togglePause();
    void chooseOpenings();
    void saveAs();
    void onGameStarted(int number);
    void onGameFinished(const uci::MatchGameResult& result);
    void showThinking(int engine, const uci::Thinking& t);
    void showScore();
    void showState();
    void showTiming();
    void showClocks();
    QString resultText(const uci::MatchGameResult& r) const;

    std::unique_ptr<uci::EngineMatch> match_;
    QStringList openings_; // start FENs; empty: the built-in set
    QString openingsName_;
    BoardWidget* board_;
    std::array<QComboBox*, 2> engineBoxes_{};
    std::array<QLabel*, 2> engineLabels_{};
    std::array<QLabel*, 2> thinking_{};
    QSpinBox* games_;
    QSpinBox* moveTime_;
    QComboBox* timing_;
    ClockChooser* clock_;
    std::array<QLabel*, 2> clocks_{}; // red's, black's
    QFormLayout* form_;
    QLabel* gamesLabel_;
    QLabel* timingLabel_;
    QLabel* moveTimeLabel_;
    QLabel* clockRowLabel_;
    QLabel* openingsLabel_;
    QLabel* openingsText_;
    QPushButton* openingsButton_;
    QPushButton* start_;
    QPushButton* pause_;
    QPushButton* save_;
    QLabel* gameLabel_;
    QLabel* score_;
    QTableWidget* results_;
};

} // namespace qiyuan::ui
