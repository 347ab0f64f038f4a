#include "types.h"

namespace qiyuan::banqi {

const char* colorName(Color c) { return c == Color::Red ? "red" : "black"; }

char fenChar(Piece p)
{
    if (p == FaceDown)
        return 'x';
    static constexpr char letters[] = ".PCNRBAK";
    if (!isPiece(p) || kindOf(p) == NoKind)
        return '.';
    const char c = letters[kindOf(p)];
    return colorOf(p) == Color::Red ? c : static_cast<char>(c - 'A' + 'a');
}

Piece pieceFromFenChar(char c)
{
    const bool black = c >= 'a' && c <= 'z';
    const char upper = black ? static_cast<char>(c - 'a' + 'A') : c;
    Kind k = NoKind;
    switch (upper) {
    case 'K': k = General; break;
    case 'A': k = Advisor; break;
    case 'B': case 'E': k = Elephant; break;
    case 'R': k = Chariot; break;
    case 'N': case 'H': k = Horse; break;
    case 'C': k = Cannon; break;
    case 'P': k = Soldier; break;
    default: return NoPiece;
    }
    return makePiece(black ? Color::Black : Color::Red, k);
}

std::string_view chineseName(Piece p)
{
    if (!isPiece(p))
        return {};
    const bool red = colorOf(p) == Color::Red;
    switch (kindOf(p)) {
    case General: return red ? "帅" : "将";
    case Advisor: return red ? "仕" : "士";
    case Elephant: return red ? "相" : "象";
    case Chariot: return "车";
    case Horse: return "马";
    case Cannon: return "炮";
    case Soldier: return red ? "兵" : "卒";
    case NoKind: break;
    }
    return {};
}

std::string squareName(Square s)
{
    if (s < 0 || s >= SquareCount)
        return "-";
    return {static_cast<char>('a' + fileOf(s)), static_cast<char>('1' + rankOf(s))};
}

Square parseSquare(std::string_view text)
{
    if (text.size() != 2)
        return NoSquare;
    const char f = static_cast<char>(text[0] | 0x20); // ASCII lowercase
    const char r = text[1];
    if (f < 'a' || f >= 'a' + Files || r < '1' || r >= '1' + Ranks)
        return NoSquare;
    return makeSquare(f - 'a', r - '1');
}

std::string actionText(Action a)
{
    if (a.isNull())
        return "-";
    if (a.isEndTurn())
        return "end";
    return a.isFlip() ? squareName(a.from) : squareName(a.from) + squareName(a.to);
}

std::optional<Action> parseAction(std::string_view text)
{
    if (text.size() == 3 && (text[0] | 0x20) == 'e' && (text[1] | 0x20) == 'n' && (text[2] | 0x20) == 'd')
        return Action::endTurn();
    if (text.size() == 2) {
        const Square s = parseSquare(text);
        if (s == NoSquare)
            return std::nullopt;
        return Action::flip(s);
    }
    if (text.size() == 4) {
        const Square from = parseSquare(text.substr(0, 2));
        const Square to = parseSquare(text.substr(2, 2));
        if (from == NoSquare || to == NoSquare || from == to)
            return std::nullopt;
        return Action::move(from, to);
    }
    return std::nullopt;
}

} // namespace qiyuan::banqi
