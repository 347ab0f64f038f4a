// Game → Computer Level… at a board table: the computer's level during the
// game and, at a table whose games have a game clock (xiangqi), the clock.
// It only asks; the table's match applies the change (Match::changeLevel,
// changeClock), records it with the ply, and the game goes on.
#pragma once

#include "core/clock.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;

namespace qiyuan::ui {

class ClockChooser;

class ComputerLevelDialog : public QDialog {
    Q_OBJECT
public:
    // `clock`: the game's time control now, or nullopt when the table's clock
    // is not one to change (翻翻棋's turn clock is the rules', 积分象棋 has none).
    ComputerLevelDialog(int level, std::optional<TimeControl> clock, QWidget* parent = nullptr);

    int level() const;
    std::optional<TimeControl> clock() const;
    QComboBox* levelBox() const { return level_; }
    ClockChooser* clockChooser() const { return clock_; }

private:
    QComboBox* level_ = nullptr;
    ClockChooser* clock_ = nullptr;
};

} // namespace qiyuan::ui
