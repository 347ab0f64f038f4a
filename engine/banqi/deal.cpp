#include "deal.h"

#include "core/random.h"
#include "core/sha256.h"

namespace qiyuan::banqi {

std::array<Piece, SquareCount> fullSet()
{
    std::array<Piece, SquareCount> set{};
    int i = 0;
    for (Color c : {Color::Red, Color::Black})
        for (Kind k : {General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier})
            for (int n = 0; n < setCount(k); ++n)
                set[i++] = makePiece(c, k);
    return set;
}

Deal dealFromSeed(std::uint64_t seed, std::string salt)
{
    Deal deal;
    deal.layout = fullSet();
    Xoshiro256 rng(seed);
    for (int i = SquareCount - 1; i > 0; --i) {
        const auto j = static_cast<int>(rng.below(static_cast<std::uint64_t>(i) + 1));
        std::swap(deal.layout[i], deal.layout[j]);
    }
    deal.firstSeat = static_cast<int>(rng.below(2));
    deal.seed = seed;
    deal.salt = std::move(salt);
    return deal;
}

namespace {
// A letter inside a message: printable ASCII as it is, another byte as \xNN.
std::string letterText(char ch)
{
    static constexpr char hex[] = "0123456789abcdef";
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7f)
        return std::string(1, ch);
    return std::string("\\x") + hex[c >> 4] + hex[c & 15];
}
} // namespace

std::optional<Deal> dealFromLayout(std::string_view text, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<Deal> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.size() != SquareCount)
        return fail("a layout has 32 piece letters (a1..h1, a2..h2, a3..h3, a4..h4), got "
                    + std::to_string(text.size()) + " characters");
    Deal deal;
    std::array<int, 16> counts{};
    for (int i = 0; i < SquareCount; ++i) {
        const Piece p = pieceFromFenChar(text[i]);
        if (!isPiece(p))
            return fail("'" + letterText(text[i]) + "' on " + squareName(static_cast<Square>(i))
                        + " is not a piece letter (KABRNCP red, kabrncp black)");
        deal.layout[i] = p;
        ++counts[p];
    }
    for (Color c : {Color::Red, Color::Black})
        for (Kind k : {General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier}) {
            const Piece p = makePiece(c, k);
            if (counts[p] != setCount(k))
                return fail(std::string("the layout has ") + std::to_string(counts[p]) + " '" + fenChar(p)
                            + "', a set has " + std::to_string(setCount(k)));
        }
    return deal;
}

std::string layoutText(const std::array<Piece, SquareCount>& layout)
{
    std::string text;
    for (Piece p : layout)
        text += fenChar(p);
    return text;
}

std::string commitmentText(std::uint64_t seed, std::string_view salt)
{
    return "qiyuan-banqi-deal/1 seed=" + std::to_string(seed) + " salt=" + std::string(salt);
}

std::string Deal::commitment() const
{
    return seed ? sha256Hex(commitmentText(*seed, salt)) : std::string();
}

bool verifyCommitment(std::string_view commitment, std::uint64_t seed, std::string_view salt)
{
    std::string shown(commitment); // accept it as typed, in either case
    for (char& c : shown)
        if (c >= 'A' && c <= 'F')
            c = static_cast<char>(c - 'A' + 'a');
    return sha256Hex(commitmentText(seed, salt)) == shown;
}

} // namespace qiyuan::banqi
