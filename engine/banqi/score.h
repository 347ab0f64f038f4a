// 翻翻棋 scores: what one game adds to a running match score (BQ-12..BQ-15)
// and the match score itself, a value type whose persistence is the GUI's.
#pragma once

#include "rules.h"
#include "types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace qiyuan::banqi {

// What a finished game scores; all zero while it is going on.
struct GameScore {
    bool final = false;            // the game is over and these are its points
    std::optional<Player> winner;  // none for a draw
    std::array<int, 2> byPlayer{}; // first, second player (the order of acting)
    std::array<int, 2> byColor{};  // red, black
    int wonAtPly = 0;              // 0 for a draw or an unfinished game
    bool generalBonus = false;     // BQ-14 applied

    bool operator==(const GameScore&) const = default;
};

// BQ-12..BQ-15, for the winner and the loser of a game won at ply `wonAtPly`
// (plies played including the last one): before rules.earlyWinPlies the
// winner 0 and the loser -earlyLoss; from then on the winner the number of its
// pieces on the board (face-down ones included), the loser as many negative.
// The BQ-14 bonus adds generalBonus to the winner, and takes it from the loser
// too outside the early range. Everything times rules.base. Returns {winner, loser}.
std::array<int, 2> winScore(const RuleSet& rules, int wonAtPly, int winnerPieces, bool winnerFirstCaptureWasGeneral);

// A running match between the two seats of a table (Deal::firstSeat says which
// seat acted first in a game). Seats stay with the people across games, while
// the first player and the colours change from game to game.
struct MatchScore {
    int games = 0;                 // finished games added
    int draws = 0;
    std::array<int, 2> wins{};     // by seat
    std::array<int, 2> points{};   // by seat: the sum of the game scores

    // Adds a finished game; an unfinished one (score.final false) changes nothing
    // and returns false. firstSeat: the seat that acted first in that game.
    bool add(const GameScore& score, int firstSeat);

    // "games draws wins0 wins1 points0 points1": a line to store and read back.
    std::string toText() const;
    static std::optional<MatchScore> fromText(std::string_view text);

    bool operator==(const MatchScore&) const = default;
};

} // namespace qiyuan::banqi
