// The opening explorer's index (开局库 of a collection): for every position of
// every game's main line, which move the game played there and how the game
// ended. Positions are keyed by their hash (placement and side to move), so
// transpositions count as the same position; a game counts once per move
// even when it passes a position twice. Built once from a collection, then
// asked for the moves from any position in microseconds.
#pragma once

#include "core/record.h"
#include "position.h"

#include <cstdint>
#include <vector>

namespace qiyuan::xiangqi {

class OpeningIndex {
public:
    struct MoveStats {
        Move move;
        int games = 0;
        int redWins = 0, draws = 0, blackWins = 0; // the rest of `games` were unfinished
    };

    // Adds a game's main line from `start` (its first `maxPlies` moves); the
    // moves must be legal. Call finish() after the last game.
    void addGame(const Position& start, const std::vector<Move>& moves, Verdict result, int maxPlies = 400);
    // Sorts the index; needed before movesFrom.
    void finish();
    // The moves played from `p` across the games, most played first (ties by move).
    std::vector<MoveStats> movesFrom(const Position& p) const;
    int games() const { return games_; }
    std::size_t entries() const { return entries_.size(); }

private:
    struct Entry {
        std::uint64_t position;
        std::uint16_t from, to;
        std::uint8_t result; // Verdict
        std::uint32_t game;
        bool operator<(const Entry& o) const
        {
            return position != o.position ? position < o.position
                 : from != o.from         ? from < o.from
                 : to != o.to             ? to < o.to
                                          : game < o.game;
        }
    };
    std::vector<Entry> entries_;
    int games_ = 0;
    bool sorted_ = true;
};

} // namespace qiyuan::xiangqi
