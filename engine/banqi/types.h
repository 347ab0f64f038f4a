// 翻翻棋 (banqi, dark chess) basic types: colours, piece kinds by rank, the
// 4 × 8 board's squares, actions and the two players.
// Standard library only: the rules stay Qt-free.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qiyuan::banqi {

enum class Color : std::uint8_t { Red = 0, Black = 1 };
constexpr Color opposite(Color c) { return c == Color::Red ? Color::Black : Color::Red; }
constexpr int index(Color c) { return static_cast<int>(c); }
const char* colorName(Color c); // "red", "black"

// The two players in the order they act: the first player is drawn at random
// (BQ-2), and gets the colour of the first piece it flips.
enum class Player : std::uint8_t { First = 0, Second = 1 };
constexpr Player other(Player p) { return p == Player::First ? Player::Second : Player::First; }
constexpr int index(Player p) { return static_cast<int>(p); }

// Piece kinds; the value is the rank (BQ-5): 帅 > 仕 > 相 > 车 > 马 > 炮 > 兵.
enum Kind : std::uint8_t {
    NoKind = 0,
    Soldier = 1,  // 兵 / 卒
    Cannon = 2,   // 炮
    Horse = 3,    // 马
    Chariot = 4,  // 车
    Elephant = 5, // 相 / 象
    Advisor = 6,  // 仕 / 士
    General = 7,  // 帅 / 将
};

// A piece is its kind plus 8 for black; 0 is none. On the board as players see
// it, FaceDown stands for a face-down piece whose identity they do not know.
using Piece = std::uint8_t;
constexpr Piece NoPiece = 0;
constexpr Piece FaceDown = 0x10;

constexpr Piece makePiece(Color c, Kind k) { return static_cast<Piece>(k | (index(c) << 3)); }
constexpr Kind kindOf(Piece p) { return static_cast<Kind>(p & 7); }
constexpr Color colorOf(Piece p) { return (p & 8) ? Color::Black : Color::Red; }
constexpr bool isPiece(Piece p) { return p != NoPiece && p != FaceDown; }
// A real piece value: a kind 1..7 of either colour (for input that may be anything).
constexpr bool isValidPiece(Piece p) { return p < 16 && (p & 7) != NoKind; }

// How many of each kind a colour has (BQ-1): 16 pieces a side.
constexpr int setCount(Kind k)
{
    switch (k) {
    case General: return 1;
    case Soldier: return 5;
    case NoKind: return 0;
    default: return 2;
    }
}

// FEN letters, uppercase red: K A B R N C P. Also reads E (elephant) and H (horse).
char fenChar(Piece p);          // 'x' for FaceDown, '.' for NoPiece
Piece pieceFromFenChar(char c); // NoPiece if not a piece letter
// Chinese name as players know it: 帅仕相车马炮兵 (red), 将士象车马炮卒 (black).
std::string_view chineseName(Piece p);

// Squares 0..31: index = rank * 8 + file, files a..h (0..7), ranks 1..4 (0..3).
// That is also the order of a layout: a1..h1, a2..h2, a3..h3, a4..h4.
using Square = std::int8_t;
constexpr int Files = 8;
constexpr int Ranks = 4;
constexpr int SquareCount = Files * Ranks;
constexpr Square NoSquare = -1;
constexpr Square makeSquare(int file, int rank) { return static_cast<Square>(rank * Files + file); }
constexpr int fileOf(Square s) { return s % Files; }
constexpr int rankOf(Square s) { return s / Files; }
std::string squareName(Square s);                  // "c2"
Square parseSquare(std::string_view text);         // NoSquare unless e.g. "c2" (case-insensitive)

// One action on the board (BQ-3, BQ-4, BQ-5/6): a flip names one square, a
// move or capture two. Timeouts and resignations are not board actions.
// Ending a turn of chain captures (BQ-17) is an action too: a player who may
// capture again with the same piece says when to stop.
constexpr Square EndTurnSquare = -2;
struct Action {
    Square from = NoSquare;
    Square to = NoSquare;

    static constexpr Action flip(Square s) { return {s, s}; }
    static constexpr Action move(Square from, Square to) { return {from, to}; }
    static constexpr Action endTurn() { return {EndTurnSquare, EndTurnSquare}; } // BQ-17
    constexpr bool isNull() const { return from == NoSquare; }
    constexpr bool isEndTurn() const { return from == EndTurnSquare; }
    constexpr bool isFlip() const { return from >= 0 && from == to; }
    constexpr bool operator==(const Action&) const = default;
};

// "c2" for a flip, "c2c3" for a move or capture, "end" for the end of a turn of chain captures.
std::string actionText(Action a);
// Inverse of actionText (case-insensitive); nullopt for anything else.
std::optional<Action> parseAction(std::string_view text);

} // namespace qiyuan::banqi
