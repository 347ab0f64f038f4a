#include "position.h"

#include "core/random.h"

namespace qiyuan::banqi {

namespace {

// Zobrist keys: one per square and visible value (0..15 pieces, 16 face down).
struct ZobristKeys {
    std::array<std::array<std::uint64_t, 17>, SquareCount> key{};
    constexpr ZobristKeys()
    {
        SplitMix64 rng(0x62616e7169ULL); // "banqi"
        for (auto& square : key)
            for (auto& k : square)
                k = rng.next();
    }
};
constexpr ZobristKeys Zobrist;

constexpr std::uint64_t zobrist(Square s, Piece visible)
{
    return visible == NoPiece ? 0 : Zobrist.key[s][visible == FaceDown ? 16 : visible];
}

} // namespace

Position Position::faceDownLayout(const std::array<Piece, SquareCount>& layout)
{
    Position pos;
    for (Square s = 0; s < SquareCount; ++s)
        if (isValidPiece(layout[s])) // anything else leaves the square empty
            pos.putFaceDown(s, layout[s]);
    return pos;
}

void Position::setVisible(Square s, Piece p)
{
    hash_ ^= zobrist(s, visible_[s]) ^ zobrist(s, p);
    const std::uint32_t bit = std::uint32_t(1) << s;
    for (auto& mask : faceUpMask_)
        mask &= ~bit;
    faceDownMask_ &= ~bit;
    if (p == FaceDown)
        faceDownMask_ |= bit;
    else if (p != NoPiece)
        faceUpMask_[index(colorOf(p))] |= bit;
    visible_[s] = p;
}

void Position::putFaceDown(Square s, Piece p)
{
    remove(s);
    setVisible(s, FaceDown);
    hidden_[s] = p;
    ++count_[index(colorOf(p))];
    ++faceDown_;
}

void Position::putFaceUp(Square s, Piece p)
{
    remove(s);
    setVisible(s, p);
    ++count_[index(colorOf(p))];
}

Piece Position::remove(Square s)
{
    const Piece p = pieceAt(s);
    if (p == NoPiece)
        return NoPiece;
    if (visible_[s] == FaceDown)
        --faceDown_;
    --count_[index(colorOf(p))];
    hidden_[s] = NoPiece;
    setVisible(s, NoPiece);
    return p;
}

Piece Position::turnFaceUp(Square s)
{
    const Piece p = hidden_[s];
    hidden_[s] = NoPiece;
    --faceDown_;
    setVisible(s, p);
    return p;
}

void Position::move(Square from, Square to)
{
    const Piece p = visible_[from];
    setVisible(from, NoPiece);
    setVisible(to, p);
}

bool attacks(const Board& board, Square from, Square to)
{
    const Piece p = board[from], t = board[to];
    if (!isPiece(p) || !isPiece(t) || colorOf(p) == colorOf(t))
        return false;
    for (int d = 0; d < DirectionCount; ++d) {
        if (kindOf(p) == Cannon) {
            if (cannonLanding(board, from, d) == to)
                return true;
        } else if (neighbour(from, d) == to) {
            return outranks(kindOf(p), kindOf(t));
        }
    }
    return false;
}

} // namespace qiyuan::banqi
