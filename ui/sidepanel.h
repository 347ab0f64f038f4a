// The column beside every board table, with the same parts in the same order
// at each game: the seat at the top of the board (name, clock, score or
// timeouts, the pieces it took), the game's line (rule set, turn, countdown),
// the move list and its review tools, the buttons, notes on them (why one is
// off, the computer thinking), the status line, a guide, and the seat at the
// bottom of the board. A table fills the parts; the panel only places them,
// and moves the seats when the board turns (setBottomSeat).
#pragma once

#include <QMargins>
#include <QWidget>

class QGridLayout;
class QHBoxLayout;
class QLabel;
class QToolButton;
class QAction;
class QLayout;
class QVBoxLayout;

namespace qiyuan::ui {

class SidePanel : public QWidget {
    Q_OBJECT
public:
    // One player's block. Seat 0 is red (xiangqi, 积分象棋) or the first
    // player (翻翻棋), seat 1 black or the second player.
    struct Seat {
        QWidget* block = nullptr;     // the whole block, moved as one
        QLabel* name = nullptr;       // left of the clock
        QLabel* clock = nullptr;      // large digits, right; the table hides it when no clock runs
        QHBoxLayout* row = nullptr;   // the name, the level change button (offerLevelChange), the clock
        QLabel* detail = nullptr;     // under the name (翻翻棋's timeouts); hidden until a table uses it
        QVBoxLayout* under = nullptr; // under the detail: the pieces the seat took
        QToolButton* levelChange = nullptr; // by the computer's name: its level, changed mid-game
    };

    // The parts in their order, top to bottom; objectName of each part's box
    // is "panel" + its name, so a test can check the order at every table.
    enum class Part { TopSeat, Game, Moves, Review, Buttons, Notes, Status, Guide, BottomSeat };

    // Of a width set by the table's size alone (setBoard), whatever its parts
    // say: a line that appears, wraps or goes away never moves the board.
    explicit SidePanel(QWidget* parent = nullptr);
    // The panel's least width in the font `font`: the same at every table
    // and in every language.
    static int panelWidth(const QFont& font);
    // The board beside the panel, in the same row of the table: the panel
    // also takes the width the board cannot use at the table's height (a
    // board drawn to fit the height leaves it empty), up to half as wide
    // again as panelWidth(). It follows the table's size, never its texts.
    void setBoard(QWidget* board);

    Seat& seat(int i) { return seats_[i & 1]; }
    // Which seat sits at the bottom (the board's own side); the other at the top.
    void setBottomSeat(int i);
    int bottomSeat() const { return bottom_; }

    void addGame(QWidget* w);
    void addGame(QLayout* l);
    void setMoveList(QWidget* w);  // takes the room the other parts leave
    void addReview(QWidget* w);
    void addReview(QLayout* l);
    // The table's buttons, two to a row in the order given (nullptr: an empty cell).
    void addButton(QWidget* w);
    void addNote(QWidget* w);
    QLabel* status() const { return status_; }
    // A "Change level…" button by seat `seat`'s name that triggers `action`,
    // or none (nullptr): the computer's level is changed from where it is named.
    void offerLevelChange(int seat, QAction* action);
    void addGuide(QWidget* w);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QVBoxLayout* part(Part p);
    void updateWidth();

    Seat seats_[2];
    int bottom_ = 0;
    QVBoxLayout* column_ = nullptr;
    QVBoxLayout* parts_[9] = {};
    QGridLayout* buttons_ = nullptr;
    int buttonCount_ = 0;
    QLabel* status_ = nullptr;
    QWidget* board_ = nullptr;
    QMargins rowMargins_; // the table row's own margins, before the centring
};

} // namespace qiyuan::ui
