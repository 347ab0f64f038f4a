// A standard xiangqi position: board, side to move, clocks, Zobrist hash,
// legal move generation and make/unmake. This is the hot core of perft, the AI
// and the scoring variants, so it is a plain mailbox with no allocation on the
// move path.
#pragma once

#include "types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::xiangqi {

// A fixed-capacity move list; no position has more than ~120 legal moves.
class MoveList {
public:
    static constexpr int Capacity = 192;
    void push(Move m) { moves_[size_++] = m; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    const Move& operator[](int i) const { return moves_[i]; }
    Move& operator[](int i) { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }
    bool contains(Move m) const;

private:
    std::array<Move, Capacity> moves_{};
    int size_ = 0;
};

// Why a move is not legal, for messages such as "horse leg blocked".
enum class MoveError {
    None,
    NoPieceOnFrom,    // no piece on the from-point
    NotYourPiece,     // the piece belongs to the other side
    OwnPieceOnTarget, // cannot capture one's own piece
    NotAPieceMove,    // the piece cannot move that way at all
    LeavesPalace,     // general/advisor must stay in the palace
    CrossesRiver,     // elephant may not cross the river
    ElephantEyeBlocked, // 塞象眼
    HorseLegBlocked,  // 蹩马腿
    PathBlocked,      // chariot/cannon path not clear
    CannonNeedsScreen, // cannon captures only over exactly one screen
    SoldierBackward,  // soldiers never retreat, move sideways only across the river
    LeavesGeneralInCheck, // 送将: the move leaves or puts one's general under attack
    GeneralsFace,     // the two generals would face each other on an open file
    GameOver,         // the game record is finished: no more moves (Game::play)
};
std::string moveErrorText(MoveError e);
// The sentence a reader gives when it corrected the side to move of a set-up
// (Position::correctedSideToMove): "<source> says red to move, but black is
// in check: black moves first". `said` is the side the source gave.
std::string sideToMoveNotice(std::string_view source, Side said);

class Position {
public:
    static constexpr std::string_view StartFen =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    Position(); // the start position

    // What fromFen checks besides the syntax.
    enum class FenCheck {
        Full,      // validate(): also that the side not to move is not in check
        Placement, // validatePlacement() only: for variants with their own check rule (积分象棋)
    };

    // Parses a FEN as UCI xiangqi engines write it. On failure returns nullopt and
    // puts a message naming the bad field in *error. Also rejects set-ups that can
    // not arise in play (piece counts, points, side not to move in check).
    static std::optional<Position> fromFen(std::string_view fen, std::string* error = nullptr,
                                           FenCheck check = FenCheck::Full);
    std::string fen() const;

    // Checks a position for play (also used by the position editor).
    // Returns an empty string when legal, else the reason.
    std::string validate() const;
    // The part of validate() that needs no check rule: generals, piece counts and points.
    std::string validatePlacement() const;
    // A set-up whose side to move cannot be (the side not to move is in check,
    // as puzzle files that say red to move while black is in check have it):
    // the other side when the position is legal with that side to move;
    // nullopt when it is legal as it is, or illegal with either side to move.
    std::optional<Side> correctedSideToMove() const;

    Piece at(Square s) const { return board_[s]; }
    Piece at(int file, int rank) const { return board_[makeSquare(file, rank)]; }
    Side sideToMove() const { return side_; }
    std::uint64_t hash() const { return hash_; }
    int halfmoveClock() const { return halfmoveClock_; } // plies since the last capture
    int fullmoveNumber() const { return fullmove_; }
    Square generalSquare(Side s) const { return general_[index(s)]; }

    // Editing, for set-up (hash and general squares stay consistent).
    void clear();
    void put(Square s, Piece p);
    void setSideToMove(Side s);
    void setClocks(int halfmoveClock, int fullmoveNumber);

    // Move generation. legalMoves() returns every legal move of the side to move.
    void generateLegal(MoveList& out) const;
    MoveList legalMoves() const { MoveList l; generateLegal(l); return l; }
    bool isLegal(Move m) const { return checkMove(m) == MoveError::None; }
    // Like isLegal, but says why not (for the UI's status bar).
    MoveError checkMove(Move m) const;
    bool hasLegalMove() const;
    // Why m is no move of a piece of the side to move by xiangqi movement alone
    // (checks ignored); MoveError::None when it is one. For variants that judge checks
    // their own way.
    MoveError pseudoError(Move m) const;

    bool inCheck() const { return generalAttacked(side_); }
    bool generalAttacked(Side s) const;
    // True when `by` attacks square s: a capture there would be pseudo-legal.
    bool attacks(Side by, Square s) const;
    // The squares of `by`'s pieces that attack s (pseudo-legal captures).
    int attackersOf(Side by, Square s, Square* out, int max) const;
    // Pseudo-legal destinations of the piece on `from` (ignoring checks).
    void generatePieceMoves(Square from, MoveList& out) const;

    // Make/unmake: makeMove assumes a legal move; unmakeMove undoes the last one.
    void makeMove(Move m);
    void unmakeMove();
    // A pass, for the search's null-move pruning: only the side to move changes.
    // Not a move of the game; unmakeMove() takes it back like any other.
    void makeNullMove();
    Piece lastCaptured() const { return history_.empty() ? NoPiece : history_.back().captured; }
    int plyCount() const { return static_cast<int>(history_.size()); }

    // Counts leaf nodes of the legal-move tree.
    std::uint64_t perft(int depth);

    // Parses an ICCS move ("h2e2", also "H2-E2"); returns a null move when malformed.
    static Move parseIccs(std::string_view text);

    bool operator==(const Position& o) const;

private:
    struct EmptyTag {};
    explicit Position(EmptyTag) {}

    struct Undo {
        Move move;
        Piece captured;
        int halfmoveClock;
    };

    void generatePseudo(MoveList& out) const;
    void addPieceMoves(Square from, Piece p, MoveList& out) const;
    bool generalAttackedOn(Side s, Square g) const; // as if s's general stood on g
    bool safeAfter(Move m) const;         // own general not attacked after m
    bool needsFullCheck(Move m, bool inCheck) const;
    void recomputeHash();

    // Mutable so that legality can be tested by a temporary move that is undone
    // before returning; a Position is never shared between threads.
    mutable std::array<Piece, PaddedSize> board_{};
    Side side_ = Side::Red;
    std::array<Square, 2> general_{};
    std::uint64_t hash_ = 0;
    int halfmoveClock_ = 0;
    int fullmove_ = 1;
    std::vector<Undo> history_;
};

// Zobrist keys (fixed seed, so hashes are stable across runs).
std::uint64_t zobristPiece(Piece p, Square s);
std::uint64_t zobristSide();

} // namespace qiyuan::xiangqi
