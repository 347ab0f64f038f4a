// Basic xiangqi types: sides, pieces, squares, moves.
// Standard library only: the rules and the search must stay Qt-free.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace qiyuan::xiangqi {

enum class Side : std::uint8_t { Red = 0, Black = 1 };

constexpr Side opposite(Side s) { return s == Side::Red ? Side::Black : Side::Red; }
constexpr int index(Side s) { return static_cast<int>(s); }

// Piece types in the order of the glossary.
enum PieceType : std::uint8_t {
    NoPieceType = 0,
    General = 1,  // 帅 / 将
    Advisor = 2,  // 仕 / 士
    Elephant = 3, // 相 / 象
    Horse = 4,    // 马
    Chariot = 5,  // 车
    Cannon = 6,   // 炮
    Soldier = 7,  // 兵 / 卒
};

// A piece is its type plus 8 for black; 0 is an empty point. Off-board padding
// squares hold Offboard so that move generation needs no bounds checks.
using Piece = std::uint8_t;
constexpr Piece NoPiece = 0;
constexpr Piece Offboard = 0x40;

constexpr Piece makePiece(Side s, PieceType t) { return static_cast<Piece>(t | (index(s) << 3)); }
constexpr PieceType typeOf(Piece p) { return static_cast<PieceType>(p & 7); }
constexpr Side sideOf(Piece p) { return (p & 8) ? Side::Black : Side::Red; }
constexpr bool isPiece(Piece p) { return p != NoPiece && p != Offboard; }

// FEN letter of a piece (uppercase red): K A B N R C P, as UCI xiangqi engines write.
char fenChar(Piece p);
// Inverse of fenChar; also accepts E/H for elephant/horse as some tools write. NoPiece if unknown.
Piece pieceFromFenChar(char c);

// Squares index a 16-wide padded board: sq = (rank + 3) * 16 + (file + 3).
// Files 0..8 run from red's left (a..i), ranks 0..9 from red's side.
using Square = std::uint8_t;
constexpr int BoardFiles = 9;
constexpr int BoardRanks = 10;
constexpr int PaddedSize = 256;
constexpr Square NoSquare = 0;

constexpr Square makeSquare(int file, int rank) { return static_cast<Square>((rank + 3) * 16 + file + 3); }
constexpr int fileOf(Square s) { return (s & 15) - 3; }
constexpr int rankOf(Square s) { return (s >> 4) - 3; }
constexpr bool onBoard(int file, int rank) { return file >= 0 && file < BoardFiles && rank >= 0 && rank < BoardRanks; }

// True when a square of the given side's half (red ranks 0..4, black 5..9).
constexpr bool onOwnHalf(Side s, Square sq) { return s == Side::Red ? rankOf(sq) <= 4 : rankOf(sq) >= 5; }
constexpr bool inPalace(Side s, Square sq)
{
    const int f = fileOf(sq), r = rankOf(sq);
    return f >= 3 && f <= 5 && (s == Side::Red ? (r >= 0 && r <= 2) : (r >= 7 && r <= 9));
}

// The 90 board squares in a1, b1, ... order, for scans.
extern const std::array<Square, 90> AllSquares;

// A move: from and to squares. 0 means no move.
struct Move {
    Square from = NoSquare;
    Square to = NoSquare;

    constexpr bool isNull() const { return from == NoSquare; }
    constexpr bool operator==(const Move&) const = default;
    constexpr std::uint16_t code() const { return static_cast<std::uint16_t>(from | (to << 8)); }
};

// ICCS coordinates: "h2e2" (files a-i, ranks 0-9 from red's side).
std::string toIccs(Move m);
std::string squareName(Square s);

} // namespace qiyuan::xiangqi
