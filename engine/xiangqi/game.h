// A xiangqi game record: the start position, the moves played, and the
// adjudications of rulings XQ-2 (no legal move loses), XQ-3 (repetition:
// perpetual check / perpetual chase lose, otherwise threefold draws) and XQ-4
// (resignation, draw agreement, 240 plies without capture).
#pragma once

#include "core/record.h"
#include "position.h"

#include <optional>
#include <string>
#include <vector>

namespace qiyuan::xiangqi {

class Game {
public:
    // Plies without a capture after which the game is drawn (XQ-4: 120 moves).
    static constexpr int NoCaptureLimit = 240;

    explicit Game(const Position& start = Position());

    const Position& startPosition() const { return start_; }
    const Position& position() const { return position_; }
    const std::vector<MoveRecord>& records() const { return records_; }
    const std::vector<Move>& moves() const { return moves_; }
    int ply() const { return static_cast<int>(moves_.size()); }
    GameResult result() const { return result_; }
    bool over() const { return result_.over(); }

    // Plays a move; returns MoveError::None when played, MoveError::GameOver once the
    // game is over. The move's record gets the reasons of any adjudication: a
    // repetition's explanation and the result's reason.
    MoveError play(Move m);
    // Takes back the last move (悔棋); also clears a result it caused. False when none.
    bool undo();

    void resign(Side loser);
    void agreeDraw();
    void flagFall(Side loser); // the side's clock ran out

    // How a repetition would be judged if `m` (legal) were played now: set when the
    // move makes a position occur for the third time (XQ-3), so that a player can
    // be warned before a move that loses.
    std::optional<RepetitionVerdict> repetitionIfPlayed(Move m) const;
    // The position after `ply` moves (0 = start), for reviewing a game.
    Position positionAt(int ply) const;

private:
    // Sets result_ from the current position; returns readable notes for the last
    // record and, at a third occurrence, how the repetition was judged.
    std::vector<std::string> adjudicate(std::optional<RepetitionVerdict>* verdict = nullptr);

    Position start_;
    Position position_;
    std::vector<Move> moves_;
    std::vector<MoveRecord> records_;
    std::vector<std::uint64_t> hashes_; // hashes_[i] = position after i moves
    GameResult result_;
};

} // namespace qiyuan::xiangqi
