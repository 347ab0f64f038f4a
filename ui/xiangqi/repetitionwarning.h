// The line that warns a player before a move that would lose by repetition
// (XQ-3: the move makes a position occur a third time and the mover broke a
// rule): the verdict in words, "Play it anyway" and "Choose another move".
// Not a modal box: the board stays in view and nothing is played until asked.
#pragma once

#include "xiangqi/types.h"

#include <QFrame>
#include <functional>

class QLabel;
class QPushButton;

namespace qiyuan::ui {

class RepetitionWarning : public QFrame {
    Q_OBJECT
public:
    explicit RepetitionWarning(QWidget* parent = nullptr);

    // Shows the warning for `move`, to be played at ply `ply`; `verdict` words
    // what the move would bring (re-asked when the language changes).
    void ask(xiangqi::Move move, int ply, std::function<QString()> verdict);
    // Hides it; nothing is played.
    void withdraw();
    bool isAsking() const { return !move_.isNull(); }
    xiangqi::Move move() const { return move_; }
    int ply() const { return ply_; }
    void retranslate();

signals:
    void playAnyway(qiyuan::xiangqi::Move move);

private:
    QLabel* text_ = nullptr;
    QPushButton* play_ = nullptr;
    QPushButton* another_ = nullptr;
    xiangqi::Move move_;
    int ply_ = -1;
    std::function<QString()> verdict_;
};

} // namespace qiyuan::ui
