// The 翻翻棋 board as the referee knows it. What every player sees (empty,
// face down, or a face-up piece) and the identities of the face-down pieces are
// kept in two separate arrays, so that a player's view (Game::view) copies the
// first and never touches the second.
#pragma once

#include "types.h"

#include <array>
#include <cstdint>

namespace qiyuan::banqi {

// Orthogonal directions: up (towards rank 4), right, down, left.
constexpr int DirectionCount = 4;

namespace detail {
struct NeighbourTable {
    std::array<std::array<Square, DirectionCount>, SquareCount> to{};
    constexpr NeighbourTable()
    {
        constexpr int df[DirectionCount] = {0, 1, 0, -1};
        constexpr int dr[DirectionCount] = {1, 0, -1, 0};
        for (int s = 0; s < SquareCount; ++s)
            for (int d = 0; d < DirectionCount; ++d) {
                const int f = s % Files + df[d], r = s / Files + dr[d];
                to[s][d] = (f >= 0 && f < Files && r >= 0 && r < Ranks) ? makeSquare(f, r) : NoSquare;
            }
    }
};
inline constexpr NeighbourTable Neighbours;
} // namespace detail

// The square one step from s in direction d, or NoSquare off the board.
constexpr Square neighbour(Square s, int d) { return detail::Neighbours.to[s][d]; }

// The board as everyone sees it: NoPiece, FaceDown or a face-up piece per square.
using Board = std::array<Piece, SquareCount>;

class Position {
public:
    Position() = default; // an empty board

    // All 32 pieces of a layout face down, squares a1..h1, a2..h2, ... (BQ-1);
    // an entry that is not a piece (isValidPiece) leaves its square empty.
    static Position faceDownLayout(const std::array<Piece, SquareCount>& layout);

    // What every player sees on s: NoPiece, FaceDown or a face-up piece.
    Piece visible(Square s) const { return visible_[s]; }
    const Board& visibleBoard() const { return visible_; }
    // The referee's knowledge: the identity of the face-down piece on s, NoPiece elsewhere.
    Piece hidden(Square s) const { return hidden_[s]; }
    // The piece on s whether face up or down (referee only).
    Piece pieceAt(Square s) const { return visible_[s] == FaceDown ? hidden_[s] : visible_[s]; }

    bool isEmpty(Square s) const { return visible_[s] == NoPiece; }
    bool isFaceDown(Square s) const { return visible_[s] == FaceDown; }
    // Pieces of a colour on the board, face-down ones included (public: the set is known).
    int pieces(Color c) const { return count_[index(c)]; }
    int faceDownCount() const { return faceDown_; }
    // Zobrist hash of the visible board (face-down pieces are all alike in it).
    std::uint64_t hash() const { return hash_; }
    // Bit s set for every face-up piece of colour c / every face-down piece.
    std::uint32_t faceUpMask(Color c) const { return faceUpMask_[index(c)]; }
    std::uint32_t faceDownMask() const { return faceDownMask_; }

    // Changes, without any rule checks (Game checks the rules).
    void putFaceDown(Square s, Piece p);
    void putFaceUp(Square s, Piece p);
    Piece remove(Square s);          // takes off whatever stands on s; returns its identity
    Piece turnFaceUp(Square s);      // flips the face-down piece on s; returns it
    void move(Square from, Square to); // a face-up piece to an empty square

    bool operator==(const Position&) const = default;

private:
    void setVisible(Square s, Piece p);

    std::array<Piece, SquareCount> visible_{};
    std::array<Piece, SquareCount> hidden_{};
    std::array<std::int8_t, 2> count_{};
    std::int8_t faceDown_ = 0;
    std::uint64_t hash_ = 0;
    std::array<std::uint32_t, 2> faceUpMask_{};
    std::uint32_t faceDownMask_ = 0;
};

// BQ-5: may a piece of kind `attacker` (not a cannon) capture an adjacent
// enemy of kind `target`? Equal or lower rank, except that the 帅 cannot
// capture a 兵 and a 兵 can capture the 帅. Under a rule set's options use
// rankAllowsCapture (rules.h, BQ-19, BQ-20).
constexpr bool outranks(Kind attacker, Kind target)
{
    if (attacker == General && target == Soldier)
        return false;
    if (attacker == Soldier && target == General)
        return true;
    return attacker >= target;
}

// BQ-6: the square a cannon on `from` lands on in direction d: the first piece
// beyond exactly one screen (any piece, face up or down), at any distance;
// NoSquare when there is none.
constexpr Square cannonLanding(const Board& board, Square from, int d)
{
    Square s = neighbour(from, d);
    while (s != NoSquare && board[s] == NoPiece) // up to the screen
        s = neighbour(s, d);
    if (s == NoSquare)
        return NoSquare;
    s = neighbour(s, d);
    while (s != NoSquare && board[s] == NoPiece) // beyond it, any distance
        s = neighbour(s, d);
    return s;
}

// "P attacks T" (BQ-8): the face-up piece on `from` could capture the face-up
// enemy on `to` by BQ-5..BQ-7 (geometry and rank) without options; the referee
// uses attacks(board, from, to, rules) of game.h (BQ-18..BQ-20).
bool attacks(const Board& board, Square from, Square to);

} // namespace qiyuan::banqi
