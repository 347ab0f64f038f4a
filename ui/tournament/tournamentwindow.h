// The tournament window (Game → Tournament..., or the start page's button): a
// round robin or Swiss of the club evening. Players (people at this computer,
// over the LAN, or built-in computer levels), pairing round by round, results
// entered per board, withdrawals and late entries, standings with the
// crosstable (full screen for a projector), files and exports. The
// tournament's clock times every board played here; a board between two
// engines is played in the background (uci::EngineMatch). Every change is
// saved at once (autosave, crash-proof) and resumed when the window opens.
// The rules are engine/tournament's; docs/TOURNAMENT.md.
#pragma once

#include "core/clock.h"
#include "tournament/tournament.h"
#include "tournamentio/tournamentexport.h"
#include "ui/lan/lanhostdialog.h"
#include "uci/enginematch.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace qiyuan {
struct GameResult;
}

namespace qiyuan::ui {

class ClockChooser;
class CrosstableView;
class XiangqiTable;

class TournamentWindow : public QWidget {
    Q_OBJECT
public:
    explicit TournamentWindow(QWidget* parent = nullptr);

    // Where every change is written: autosave/tournament.qiyuan-tournament.
    static QString autosavePath();
    const tournament::Tournament& tournament() const { return m_t; }
    // The file opened or saved last (changes go there too); empty: none.
    QString currentFile() const { return m_file; }

    // A bad file changes nothing; *error says why.
    bool openFile(const QString& path, QString* error = nullptr);
    bool saveFile(const QString& path, QString* error = nullptr);
    enum class Export { Html, Csv, Pgn };
    bool exportTo(Export kind, const QString& path, QString* error = nullptr);
    // The crosstable on its own window (projector); F11 full screen, Esc closes.
    CrosstableView* showProjector();

    // Answers the file dialogs instead of QFileDialog, for tests (empty: cancelled).
    void setFileDialogAnswer(std::function<QString(bool save, const QString& filter)> answer)
    {
        m_fileAnswer = std::move(answer);
    }
    // The crosstable's words in the language on screen.
    tournamentio::CrosstableWords words() const;

    // A board played at the xiangqi table (hot seat, against the computer, or
    // hosted on the LAN): the next game that ends there is the board's result,
    // its record the board's PGN (docs/TOURNAMENT.md). A LAN table left before
    // its game ends leaves the board to be played.
    void followGame(XiangqiTable* table, int round, int board);
    // The board was not hosted: the xiangqi table plays another LAN game.
    void tableBusy(int round, int board);
    // The clock of the boards played here (disabled: none).
    TimeControl boardClock() const;
    ClockChooser* clockChooser() const { return m_clock; }
    // The board the engines are playing in the background, if any: {round, board}.
    std::optional<std::pair<int, int>> engineBoard() const { return m_engineBoard; }

signals:
    void changed();
    // "Play This Board Here" for a board of the current round with a person
    // on it: the main window starts the game at the xiangqi table on
    // boardClock() and calls followGame. A player seated as the computer is
    // played by it: computerSide 0 red, 1 black, at `level`, or the UCI
    // engine `engineId` (Settings → Engines) when not empty; -1: both are
    // people (hot seat). A board of two engines is played here instead.
    void boardPlayRequested(int round, int board, int computerSide, int level, const QString& engineId);
    // "Host This Board on the LAN" for a board of the current round between
    // two people: the main window hosts it at the xiangqi table (the host
    // dialog shows `preset`: the board's title and players, the tournament's
    // clock) and calls followGame; the guest joins from another computer.
    void boardHostRequested(int round, int board, const qiyuan::ui::LanTablePreset& preset);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();          // every widget from the tournament
    void refreshPlayers();
    void updatePlayerButtons();
    void refreshRound();
    void refreshStandings();
    void commit();           // after every change: save, refresh, tell
    void commitLater();      // the same from a widget the refresh replaces
    void showRefusal(tournament::Refusal refusal);
    QString seatText(const std::string& seat) const;

    void newTournament();
    void addPlayer();
    void withdrawPlayer();
    void pairNextRound();
    // The selected board of the current round while it has no result; -1: none.
    int selectedPendingBoard() const;
    void updateBoardButtons();
    void hostBoard();
    void takeResult(int round, int board, const qiyuan::GameResult& result, XiangqiTable* table);
    // The engine that plays `player`'s boards (a computer level or a UCI engine), or none
    // (a person; *missing set when the seat names a UCI engine no longer set up).
    std::optional<uci::MatchEngine> seatEngine(int player, bool* missing = nullptr) const;
    // A board between two engines, played in the background; its result and record come back.
    void playEngineBoard(int round, int board, const uci::MatchEngine& red, const uci::MatchEngine& black);
    void takeEngineResult(const uci::MatchGameResult& result);
    void openAsked();
    void saveAsked();
    void exportAsked(Export kind);
    QString askFile(bool save, const QString& filter);

    tournament::Tournament m_t;
    QString m_file;
    bool m_autosaveBlocked = false; // the autosave could not be read: not overwritten until New
    bool m_refreshing = false;
    std::function<QString(bool, const QString&)> m_fileAnswer;

    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_systemLabel = nullptr;
    QComboBox* m_system = nullptr;
    QLabel* m_roundsLabel = nullptr;
    QSpinBox* m_rounds = nullptr;
    QLabel* m_clockLabel = nullptr;
    ClockChooser* m_clock = nullptr;
    std::unique_ptr<uci::EngineMatch> m_engineGame; // the engines' board under way
    std::optional<std::pair<int, int>> m_engineBoard;
    QPushButton* m_new = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_exportHtml = nullptr;
    QPushButton* m_exportCsv = nullptr;
    QPushButton* m_exportPgn = nullptr;
    QPushButton* m_projector = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableWidget* m_players = nullptr;
    QPushButton* m_addPlayer = nullptr;
    QPushButton* m_withdraw = nullptr;
    QComboBox* m_roundChooser = nullptr;
    QTableWidget* m_boards = nullptr;
    QPushButton* m_pair = nullptr;
    QLabel* m_roundNote = nullptr;
    QPushButton* m_playBoard = nullptr;
    QPushButton* m_hostBoard = nullptr;
    QMetaObject::Connection m_followed;    // the table game a board waits for
    QMetaObject::Connection m_followedLan; // its LAN table, left before the end
    QTableWidget* m_standings = nullptr;
    QLabel* m_status = nullptr;
    CrosstableView* m_view = nullptr;
};

} // namespace qiyuan::ui
