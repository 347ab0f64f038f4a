// The two seats of the xiangqi table's side panel (SidePanel::Seat): each
// side's name with who plays it, its clock, whose turn it is, and the pieces
// it has taken up to the viewed move. The table says what to show; the
// seats word it and draw it.
#pragma once

#include "piecepainter.h"
#include "xiangqi/game.h"

#include <QMap>
#include <QString>

class QLabel;

namespace qiyuan {
class GameClock;
}

namespace qiyuan::net {
class LanLink;
}

namespace qiyuan::ui {

class CapturedPieces;
class SidePanel;
class XiangqiComputer;

class XiangqiSeats {
public:
    explicit XiangqiSeats(SidePanel* panel);

    // Who plays each side: the computer (`computer`, in a game against it) and
    // "you", the players over the LAN (`lan`), or an opened record's players (`tags`).
    void showNames(const XiangqiComputer* computer, const net::LanLink* lan, const QMap<QString, QString>& tags);
    // The clocks as the match shows them (hidden without a time control).
    void showClocks(const GameClock& shown);
    // The side to move in bold (neither when the game is over or a LAN table waits).
    void showTurn(bool red, bool black);
    // The pieces each side has taken up to `ply`.
    void showCaptured(const xiangqi::Game& game, int ply);
    void setPieceStyle(PieceStyle style);

private:
    QLabel* names_[2] = {};
    QLabel* clocks_[2] = {};
    CapturedPieces* took_[2] = {}; // red's: the black pieces red has taken; black's: the red ones
};

} // namespace qiyuan::ui
