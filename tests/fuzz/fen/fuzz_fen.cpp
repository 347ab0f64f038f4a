// Fuzz target: Position::fromFen, the parser behind every FEN a user pastes or
// a PGN [FEN] tag carries. Invariants, beyond "no crash":
// - a rejected FEN comes with a readable (printable UTF-8) error message;
// - an accepted FEN is a valid position whose fen() is canonical: it parses
//   back to an equal position with the same hash and the same text;
// - the incremental Zobrist hash equals one computed from scratch;
// - legalMoves() and checkMove() agree on every from/to pair of the mover;
// - every legal move keeps the mover's general safe, and make/unmake restores
//   the position and hash exactly.
#include "../fuzz_check.h"

#include "xiangqi/position.h"

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

using namespace qiyuan::xiangqi;

namespace {

std::uint64_t hashFromScratch(const Position& pos)
{
    std::uint64_t h = pos.sideToMove() == Side::Black ? zobristSide() : 0;
    for (Square s : AllSquares)
        if (isPiece(pos.at(s)))
            h ^= zobristPiece(pos.at(s), s);
    return h;
}

void checkMoves(const Position& start, const std::string& fen)
{
    Position pos = start;
    const Side mover = pos.sideToMove();
    const MoveList legal = pos.legalMoves();
    FUZZ_CHECK(pos.hasLegalMove() == !legal.empty(), fen);
    FUZZ_CHECK(pos.perft(1) == static_cast<std::uint64_t>(legal.size()), fen);
    FUZZ_CHECK(pos == start && pos.hash() == start.hash(), "perft(1) changed the position: " + fen);
    FUZZ_CHECK(pos.inCheck() == pos.attacks(opposite(mover), pos.generalSquare(mover)), fen);

    std::set<std::uint16_t> seen;
    for (const Move m : legal) {
        FUZZ_CHECK(seen.insert(m.code()).second, "duplicate move " + toIccs(m) + " in " + fen);
        FUZZ_CHECK(pos.checkMove(m) == MoveError::None, toIccs(m) + " generated but refused in " + fen);
        const Piece moving = pos.at(m.from);
        FUZZ_CHECK(isPiece(moving) && sideOf(moving) == mover, toIccs(m) + " in " + fen);

        pos.makeMove(m);
        FUZZ_CHECK(pos.sideToMove() == opposite(mover), toIccs(m) + " in " + fen);
        FUZZ_CHECK(!pos.generalAttacked(mover), toIccs(m) + " leaves the general attacked in " + fen);
        FUZZ_CHECK(pos.hash() == hashFromScratch(pos), "incremental hash after " + toIccs(m) + " in " + fen);
        const std::string after = pos.fen();
        const auto reread = Position::fromFen(after);
        FUZZ_CHECK(reread.has_value(), "the position after " + toIccs(m) + " is refused: " + after);
        FUZZ_CHECK(reread->hash() == pos.hash(), after);
        pos.unmakeMove();
        FUZZ_CHECK(pos == start && pos.hash() == start.hash(), "unmake of " + toIccs(m) + " in " + fen);
    }

    // Every from/to pair of the mover's pieces: checkMove agrees with the list.
    for (Square from : AllSquares) {
        const Piece p = pos.at(from);
        if (!isPiece(p) || sideOf(p) != mover)
            continue;
        for (Square to : AllSquares) {
            const Move m{from, to};
            const bool listed = seen.count(m.code()) > 0;
            const MoveError e = pos.checkMove(m);
            FUZZ_CHECK((e == MoveError::None) == listed,
                       toIccs(m) + (listed ? " listed but refused (" : " not listed but accepted (")
                           + moveErrorText(e) + ") in " + fen);
            if (e != MoveError::None)
                FUZZ_CHECK(!moveErrorText(e).empty(), fen);
        }
    }
    FUZZ_CHECK(pos == start && pos.hash() == start.hash(), "checkMove changed the position: " + fen);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto pos = Position::fromFen(text, &error);
    if (!pos) {
        FUZZ_CHECK(!error.empty(), "no error message for " + qiyuan::fuzz::shown(text));
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error), "unprintable error " + qiyuan::fuzz::shown(error));
        return 0;
    }
    FUZZ_CHECK(pos->validate().empty(), "accepted but invalid: " + qiyuan::fuzz::shown(text));
    FUZZ_CHECK(!pos->generalAttacked(opposite(pos->sideToMove())),
               "the side not to move is in check: " + qiyuan::fuzz::shown(text));
    FUZZ_CHECK(pos->hash() == hashFromScratch(*pos), qiyuan::fuzz::shown(text));

    const std::string fen = pos->fen();
    std::string rereadError;
    const auto reread = Position::fromFen(fen, &rereadError);
    FUZZ_CHECK(reread.has_value(), "fen() of an accepted FEN is refused: " + fen + ": " + rereadError);
    FUZZ_CHECK(*reread == *pos, "fen() does not round-trip: " + qiyuan::fuzz::shown(text) + " -> " + fen);
    FUZZ_CHECK(reread->hash() == pos->hash(), fen);
    FUZZ_CHECK(reread->fen() == fen, "fen() is not canonical: " + fen + " -> " + reread->fen());

    checkMoves(*pos, fen);
    return 0;
}
