// Why the match refused what a seat asked (an action, a draw offer, a
// resignation, a take-back): a value, so the UI words it in the user's
// language from the engine's own error, and the LAN host maps it to a
// protocol code with text(), the English sentence, as its detail.
#pragma once

#include "banqi/game.h"
#include "jifen/position.h"
#include "xiangqi/position.h"

#include <QString>

#include <cstdint>
#include <variant>

namespace qiyuan::match {

// The engine's own reason for refusing an action: xiangqi's MoveError, 翻翻棋's
// ActionError, 积分象棋's Refusal; monostate when the text is no action of the
// game at all (or no engine refused).
using EngineError = std::variant<std::monostate, xiangqi::MoveError, banqi::ActionError, jifen::Refusal>;

struct Refusal {
    enum class Why : std::uint8_t {
        None,
        NoGame,           // no game has started
        NotYourTurn,      // it is the other seat's turn
        NotAPersonSeat,   // the computer or the LAN opponent plays that seat
        GameOver,         // the game is over
        Paused,           // the players paused the game
        Engine,           // the referee refused the action: `engine` says why
        NoDrawNow,        // no draw may be offered now (翻翻棋 BQ-11: `engine` TooEarly)
        NoResignationNow, // no resignation now (the same)
        NoTakeBack,       // nothing to take back, or take-backs are off
    };
    Why why = Why::None;
    EngineError engine;
    QString english; // the sentence text() says

    explicit operator bool() const { return why != Why::None; }
    // In English, as the LAN host's refusals carry it (HostSession::refusalCode).
    QString text() const { return english; }
};

} // namespace qiyuan::match
