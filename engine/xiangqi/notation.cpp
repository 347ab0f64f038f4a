// Chinese and WXF move notation (XQ-5). See docs/rules/xiangqi-notation.md
// for the convention; this file follows it rule by rule.
#include "notation.h"

#include <algorithm>
#include <array>
#include <vector>

namespace qiyuan::xiangqi {

namespace {

// ---- geometry in the mover's own terms --------------------------------------

// Files are numbered 1..9 from the mover's right: red's right is file i,
// black's right is file a.
int ownFileNumber(Side s, int file) { return s == Side::Red ? 9 - file : file + 1; }
int fileFromOwnNumber(Side s, int number) { return s == Side::Red ? 9 - number : number - 1; }
int forwardStep(Side s) { return s == Side::Red ? 1 : -1; }

// Chariot, cannon, soldier and general move along files and ranks: their
// 进/退 number counts ranks. Horse, elephant and advisor name the target file.
bool movesStraight(PieceType t) { return t == General || t == Chariot || t == Cannon || t == Soldier; }
// Types written with 前/后 when two share a file. Advisors and elephants are
// not: on one file the front one can only retreat and the rear one only advance.
bool usesTandemWords(PieceType t) { return t == Horse || t == Chariot || t == Cannon || t == Soldier; }

// The pieces of one side and type, grouped by file, each group ordered from
// the front (nearest the opponent) to the back.
struct Groups {
    std::array<std::vector<Square>, BoardFiles> byFile;
    int doubledFiles = 0; // files holding two or more
};

Groups groupPieces(const Position& pos, Side side, PieceType type)
{
    Groups g;
    const Piece wanted = makePiece(side, type);
    for (int file = 0; file < BoardFiles; ++file) {
        // Walk ranks from the opponent's back rank towards one's own.
        for (int i = 0; i < BoardRanks; ++i) {
            const int rank = side == Side::Red ? BoardRanks - 1 - i : i;
            const Square sq = makeSquare(file, rank);
            if (pos.at(sq) == wanted)
                g.byFile[file].push_back(sq);
        }
        if (g.byFile[file].size() >= 2)
            ++g.doubledFiles;
    }
    return g;
}

// ---- characters ---------------------------------------------------------------

constexpr std::array<const char*, 10> ChineseNumerals = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};

std::string numeral(Side s, int n)
{
    if (n < 1 || n > 9)
        return "?";
    return s == Side::Red ? std::string(ChineseNumerals[n]) : std::string(1, static_cast<char>('0' + n));
}

// A file or count in a message: WXF text gets digits, Chinese text the mover's numerals.
std::string label(Side s, int n, bool wxf) { return wxf ? std::to_string(n) : numeral(s, n); }

std::string pieceName(Side s, PieceType t)
{
    static constexpr std::array<const char*, 8> red = {"", "帅", "仕", "相", "马", "车", "炮", "兵"};
    static constexpr std::array<const char*, 8> black = {"", "将", "士", "象", "马", "车", "炮", "卒"};
    return s == Side::Red ? red[t] : black[t];
}

// 前/后 for two, 前/中/后 for three, 前/二/三/四(/五) for four or five.
std::string tandemWord(int count, int index)
{
    if (index == 0)
        return "前";
    if (count == 2 || (count == 3 && index == 2))
        return "后";
    if (count == 3)
        return "中";
    return index < 9 ? ChineseNumerals[index + 1] : "后";
}

const char* sideName(Side s) { return s == Side::Red ? "red" : "black"; }

std::string typeName(PieceType t)
{
    static constexpr std::array<const char*, 8> names = {"piece", "general", "advisor", "elephant",
                                                         "horse", "chariot", "cannon", "soldier"};
    return names[t];
}

std::string plural(PieceType t) { return typeName(t) + "s"; }

void setError(std::string* error, std::string text)
{
    if (error)
        *error = std::move(text);
}

// Quotes input for a message, printable whatever bytes came in: control
// bytes and bytes of invalid UTF-8 are shown as \xNN, and long input is cut.
std::string quoted(std::string_view text, bool validUtf8)
{
    size_t shown = std::min<size_t>(text.size(), 40);
    if (validUtf8) // never cut inside a character
        while (shown > 0 && shown < text.size() && (static_cast<unsigned char>(text[shown]) & 0xc0) == 0x80)
            --shown;
    std::string out = "\"";
    for (size_t i = 0; i < shown; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if ((c >= 0x20 && c < 0x7f && c != '"' && c != '\\') || (c >= 0x80 && validUtf8)) {
            out += static_cast<char>(c);
        } else {
            static constexpr char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (shown < text.size())
        out += "...";
    return out + "\"";
}

// Strict UTF-8: rejects stray continuation bytes, truncated sequences,
// overlong forms, surrogates and code points above U+10FFFF.
bool decodeUtf8(std::string_view s, std::vector<char32_t>& out)
{
    size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int extra;
        char32_t cp;
        if (c < 0x80) {
            extra = 0;
            cp = c;
        } else if (c >= 0xc2 && c <= 0xdf) {
            extra = 1;
            cp = c & 0x1f;
        } else if (c >= 0xe0 && c <= 0xef) {
            extra = 2;
            cp = c & 0x0f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (s.size() - i <= static_cast<size_t>(extra)) // truncated sequence
            return false;
        for (int k = 1; k <= extra; ++k) {
            const unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (cc & 0x3f);
        }
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10ffff))
            || (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        out.push_back(cp);
        i += extra + 1;
    }
    return true;
}

// Longest text the parsers look at; a move is at most a handful of characters.
constexpr size_t MaxInputBytes = 64;

// ---- the piece a text designates ---------------------------------------------

// How the text picks one piece out of a group on a file, ordered front to back.
enum class Pick {
    ByFile,        // plain form: the only piece of its type on the named file
    Front,         // 前, or WXF '+' before/after the letter with two or three on the file
    Middle,        // 中: the middle one of three (or five)
    Back,          // 后
    Ordinal,       // 一..五 counted from the front (二兵, xqbase 一兵)
    WxfPlus,       // WXF "P+": the front one of 2-3, the second of 4-5
    WxfMinus,      // WXF "P-": the rear one of 2-3, the second-last of 4-5
    WxfFrontmost,  // WXF "++": the front one of 4-5
    WxfRearmost,   // WXF "--": the rear one of 4-5
};

struct Designation {
    PieceType type = NoPieceType;
    int file = 0; // mover's own number 1..9, 0 when the text omits it
    Pick pick = Pick::ByFile;
    int ordinal = 0;
    bool wxf = false; // WXF reads a bare file with three or five as the middle one
};

enum class Direction { Forward, Across, Backward };

struct Described {
    Designation who;
    Direction direction = Direction::Forward;
    int number = 0; // 1..9
};

// Index into a front-to-back group of `count`, or -1 with a message.
int pickIndex(const Designation& d, int count, std::string* error)
{
    switch (d.pick) {
    case Pick::ByFile: return count == 1 ? 0 : -1;
    case Pick::Front: return 0;
    case Pick::Back: return count - 1;
    case Pick::Middle:
        if (count % 2 == 1 && count >= 3)
            return count / 2;
        setError(error, "中 (middle) needs three or five " + plural(d.type) + " on the file, there are "
                            + std::to_string(count));
        return -1;
    case Pick::Ordinal:
        if (d.ordinal >= 1 && d.ordinal <= count)
            return d.ordinal - 1;
        setError(error, "there are only " + std::to_string(count) + " " + plural(d.type) + " to count, not "
                            + std::to_string(d.ordinal));
        return -1;
    case Pick::WxfPlus: return count <= 3 ? 0 : 1;
    case Pick::WxfMinus: return count <= 3 ? count - 1 : count - 2;
    case Pick::WxfFrontmost:
    case Pick::WxfRearmost:
        if (count >= 4)
            return d.pick == Pick::WxfFrontmost ? 0 : count - 1;
        setError(error, "\"++\" and \"--\" name the end pawns of four or five on one file, there are "
                            + std::to_string(count));
        return -1;
    }
    return -1;
}

// The square of the designated piece, or NoSquare with a message.
// `candidates` receives every square that fits when the text alone cannot
// decide (advisors and elephants sharing a file), for the caller to try.
Square findPiece(const Position& pos, const Designation& d, std::vector<Square>& candidates, std::string* error)
{
    const Side side = pos.sideToMove();
    const Groups g = groupPieces(pos, side, d.type);
    const std::string who = std::string(sideName(side)) + " " + typeName(d.type);
    const auto fileLabel = [&](int n) { return label(side, n, d.wxf); };

    if (d.pick == Pick::ByFile) {
        const std::vector<Square>& onFile = g.byFile[fileFromOwnNumber(side, d.file)];
        if (onFile.empty()) {
            setError(error, "there is no " + who + " on file " + fileLabel(d.file));
            return NoSquare;
        }
        if (onFile.size() == 1)
            return onFile[0];
        if (!usesTandemWords(d.type)) {
            candidates = onFile; // the direction decides (仕六进五 / 仕六退五)
            return NoSquare;
        }
        const int n = static_cast<int>(onFile.size());
        if (d.wxf && n % 2 == 1) // WXF writes the middle one of three or five by its file
            return onFile[n / 2];
        const std::string hint = d.wxf ? std::string(n >= 4 ? "++, +, -, --" : "+ or -")
                                       : std::string(n == 2 ? "前 or 后" : n == 3 ? "前, 中 or 后" : "前, 二, 三...");
        setError(error, std::to_string(n) + " " + plural(d.type) + " share file " + fileLabel(d.file)
                            + ": say which one (" + hint + ")");
        return NoSquare;
    }

    if (d.type == General) {
        setError(error, "there is only one general: name it by its file");
        return NoSquare;
    }

    std::vector<Square> group;
    if (d.file) {
        group = g.byFile[fileFromOwnNumber(side, d.file)];
        if (group.size() < 2) {
            setError(error, "front/back needs two " + plural(d.type) + " on file " + fileLabel(d.file)
                                + ", there " + (group.empty() ? "are none" : "is one"));
            return NoSquare;
        }
    } else if (g.doubledFiles == 0) {
        setError(error, "no two " + std::string(sideName(side)) + " " + plural(d.type)
                            + " share a file, so front/back names none: name the piece by its file");
        return NoSquare;
    } else if (g.doubledFiles == 1) {
        for (const auto& f : g.byFile)
            if (f.size() >= 2)
                group = f;
    } else if (d.pick == Pick::Ordinal) {
        // xqbase convention: number the soldiers of all doubled files together,
        // files from the mover's right to left, each file from front to back.
        for (int number = 1; number <= 9; ++number) {
            const auto& f = g.byFile[fileFromOwnNumber(side, number)];
            if (f.size() >= 2)
                group.insert(group.end(), f.begin(), f.end());
        }
    } else {
        std::string files, example;
        for (int number = 1; number <= 9; ++number) {
            if (g.byFile[fileFromOwnNumber(side, number)].size() < 2)
                continue;
            files += (files.empty() ? "" : " and ") + fileLabel(number);
            if (example.empty())
                example = d.wxf ? fileLabel(number) + "+" : "前" + pieceName(side, d.type) + fileLabel(number);
        }
        setError(error, std::string(sideName(side)) + " " + plural(d.type) + " are doubled on files " + files
                            + ": add the file, e.g. " + example);
        return NoSquare;
    }
    const int index = pickIndex(d, static_cast<int>(group.size()), error);
    return index < 0 ? NoSquare : group[index];
}

// The target of the designated piece on `from`, or NoSquare with a message.
Square target(Side side, PieceType type, Square from, Direction dir, int number, bool wxf, std::string* error)
{
    const int file = fileOf(from), rank = rankOf(from);
    int toFile = file, toRank = rank;
    if (dir == Direction::Across) {
        if (!movesStraight(type)) {
            setError(error, "a " + typeName(type) + (wxf ? " never moves straight across (.): use + or -"
                                                         : " never moves straight across (平): use 进 or 退"));
            return NoSquare;
        }
        toFile = fileFromOwnNumber(side, number);
        if (toFile == file) {
            setError(error, std::string(wxf ? "." : "平") + " needs a different file than the one the piece stands on");
            return NoSquare;
        }
    } else {
        const int sign = dir == Direction::Forward ? forwardStep(side) : -forwardStep(side);
        if (movesStraight(type)) {
            toRank = rank + sign * number;
        } else {
            toFile = fileFromOwnNumber(side, number);
            const int df = std::abs(toFile - file);
            int dr = 0;
            if (type == Horse && (df == 1 || df == 2))
                dr = 3 - df;
            else if (type == Advisor && df == 1)
                dr = 1;
            else if (type == Elephant && df == 2)
                dr = 2;
            if (dr == 0) {
                setError(error, "a " + typeName(type) + " on file " + label(side, ownFileNumber(side, file), wxf)
                                    + " cannot reach file " + label(side, number, wxf));
                return NoSquare;
            }
            toRank = rank + sign * dr;
        }
    }
    if (!onBoard(toFile, toRank)) {
        setError(error, "that move leaves the board");
        return NoSquare;
    }
    return makeSquare(toFile, toRank);
}

Move resolve(const Position& pos, const Described& text, std::string* error)
{
    std::vector<Square> candidates;
    const Square from = findPiece(pos, text.who, candidates, error);
    if (from != NoSquare)
        candidates = {from};
    if (candidates.empty())
        return {};
    // Candidates beyond one are advisors or elephants on one file: the one
    // that can make the described move is meant.
    Move found;
    std::string why;
    int matches = 0;
    for (Square sq : candidates) {
        std::string err;
        const Square to = target(pos.sideToMove(), text.who.type, sq, text.direction, text.number, text.who.wxf, &err);
        if (to == NoSquare) {
            why = err;
            continue;
        }
        const Move m{sq, to};
        const MoveError e = pos.checkMove(m);
        if (e != MoveError::None) {
            why = "illegal move: " + moveErrorText(e);
            continue;
        }
        found = m;
        ++matches;
    }
    if (matches == 1)
        return found;
    if (matches > 1)
        setError(error, "ambiguous: more than one " + typeName(text.who.type) + " can make that move");
    else
        setError(error, why);
    return {};
}

// ---- Chinese ------------------------------------------------------------------

enum class TokenKind { Piece, Numeral, Verb, Word };

struct Token {
    TokenKind kind;
    int value; // PieceType, 1..9, Direction, or 0/1/2 for 前/中/后
};

bool classify(char32_t c, Token& t)
{
    switch (c) {
    case U'帅': case U'帥': case U'将': case U'將': t = {TokenKind::Piece, General}; return true;
    case U'仕': case U'士': t = {TokenKind::Piece, Advisor}; return true;
    case U'相': case U'象': t = {TokenKind::Piece, Elephant}; return true;
    case U'马': case U'馬': case U'傌': case U'㐷': t = {TokenKind::Piece, Horse}; return true;
    case U'车': case U'車': case U'俥': case U'硨': t = {TokenKind::Piece, Chariot}; return true;
    case U'炮': case U'砲': case U'包': t = {TokenKind::Piece, Cannon}; return true;
    case U'兵': case U'卒': t = {TokenKind::Piece, Soldier}; return true;
    case U'进': case U'進': t = {TokenKind::Verb, static_cast<int>(Direction::Forward)}; return true;
    case U'平': t = {TokenKind::Verb, static_cast<int>(Direction::Across)}; return true;
    case U'退': t = {TokenKind::Verb, static_cast<int>(Direction::Backward)}; return true;
    case U'前': t = {TokenKind::Word, 0}; return true;
    case U'中': t = {TokenKind::Word, 1}; return true;
    case U'后': case U'後': t = {TokenKind::Word, 2}; return true;
    default: break;
    }
    static constexpr char32_t numerals[] = {U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'};
    for (int i = 0; i < 9; ++i) {
        if (c == numerals[i] || c == static_cast<char32_t>(U'1' + i) || c == static_cast<char32_t>(U'１' + i)) {
            t = {TokenKind::Numeral, i + 1};
            return true;
        }
    }
    return false;
}

bool isSpace(char32_t c) { return c == U' ' || c == U'\t' || c == U'\u3000' || c == U'\r' || c == U'\n'; }

Pick wordPick(int word) { return word == 0 ? Pick::Front : word == 1 ? Pick::Middle : Pick::Back; }

} // namespace

std::string toChinese(const Position& pos, Move m)
{
    if (m.isNull() || !pos.isLegal(m))
        return {};
    const Piece p = pos.at(m.from);
    const Side side = sideOf(p);
    const PieceType type = typeOf(p);
    const int fromFile = fileOf(m.from), toFile = fileOf(m.to);

    std::string out;
    const Groups g = groupPieces(pos, side, type);
    const std::vector<Square>& onFile = g.byFile[fromFile];
    if (usesTandemWords(type) && onFile.size() >= 2) {
        const int index = static_cast<int>(std::find(onFile.begin(), onFile.end(), m.from) - onFile.begin());
        out = tandemWord(static_cast<int>(onFile.size()), index) + pieceName(side, type);
        if (g.doubledFiles >= 2) // 前兵九平八: the file tells the doubled files apart
            out += numeral(side, ownFileNumber(side, fromFile));
    } else {
        out = pieceName(side, type) + numeral(side, ownFileNumber(side, fromFile));
    }

    const int ranksForward = (rankOf(m.to) - rankOf(m.from)) * forwardStep(side);
    if (ranksForward == 0)
        return out + "平" + numeral(side, ownFileNumber(side, toFile));
    out += ranksForward > 0 ? "进" : "退";
    return out + (movesStraight(type) ? numeral(side, std::abs(ranksForward)) : numeral(side, ownFileNumber(side, toFile)));
}

Move parseChinese(const Position& pos, std::string_view text, std::string* error)
{
    if (text.size() > MaxInputBytes) {
        setError(error, "too long for a move (" + std::to_string(text.size()) + " bytes)");
        return {};
    }
    std::vector<char32_t> chars;
    if (!decodeUtf8(text, chars)) {
        setError(error, "not valid UTF-8: " + quoted(text, false));
        return {};
    }
    std::vector<Token> tokens;
    for (char32_t c : chars) {
        if (isSpace(c))
            continue;
        Token t{};
        if (!classify(c, t)) {
            setError(error, "not Chinese move notation: unexpected character in " + quoted(text, true)
                                + " (expected e.g. 炮二平五, 马8进7, 前车进一)");
            return {};
        }
        tokens.push_back(t);
    }
    if (tokens.empty()) {
        setError(error, "empty move text");
        return {};
    }

    // The last two tokens are always the verb and its number; what comes
    // before names the piece.
    const size_t n = tokens.size();
    if (n < 4 || n > 5 || tokens[n - 2].kind != TokenKind::Verb || tokens[n - 1].kind != TokenKind::Numeral) {
        setError(error, "not Chinese move notation: " + quoted(text, true)
                            + " (expected piece, file, 进/退/平, number, e.g. 炮二平五)");
        return {};
    }
    Described d;
    d.direction = static_cast<Direction>(tokens[n - 2].value);
    d.number = tokens[n - 1].value;
    Designation& who = d.who;
    const Token& a = tokens[0];
    const Token& b = tokens[1];
    const auto kinds = [&](TokenKind k0, TokenKind k1) { return a.kind == k0 && b.kind == k1; };
    bool ok = true;
    if (n == 4) {
        if (kinds(TokenKind::Piece, TokenKind::Numeral)) { // 炮二平五
            who.type = static_cast<PieceType>(a.value);
            who.file = b.value;
        } else if (kinds(TokenKind::Word, TokenKind::Piece)) { // 前车进一
            who.type = static_cast<PieceType>(b.value);
            who.pick = wordPick(a.value);
        } else if (kinds(TokenKind::Piece, TokenKind::Word)) { // 车前进一
            who.type = static_cast<PieceType>(a.value);
            who.pick = wordPick(b.value);
        } else if (kinds(TokenKind::Numeral, TokenKind::Piece)) { // 二兵平五
            who.type = static_cast<PieceType>(b.value);
            who.pick = Pick::Ordinal;
            who.ordinal = a.value;
        } else if (kinds(TokenKind::Word, TokenKind::Numeral)) { // 前九平八: soldiers on two doubled files
            who.type = Soldier;
            who.pick = wordPick(a.value);
            who.file = b.value;
        } else {
            ok = false;
        }
    } else { // five: 前兵九平八, 二兵三平四
        const Token& c = tokens[2];
        if (b.kind == TokenKind::Piece && c.kind == TokenKind::Numeral
            && (a.kind == TokenKind::Word || a.kind == TokenKind::Numeral)) {
            who.type = static_cast<PieceType>(b.value);
            who.file = c.value;
            if (a.kind == TokenKind::Word) {
                who.pick = wordPick(a.value);
            } else {
                who.pick = Pick::Ordinal;
                who.ordinal = a.value;
            }
        } else {
            ok = false;
        }
    }
    if (!ok) {
        setError(error, "not Chinese move notation: " + quoted(text, true) + " (expected e.g. 炮二平五, 前车进一, 前兵九平八)");
        return {};
    }
    return resolve(pos, d, error);
}

// ---- WXF ----------------------------------------------------------------------

namespace {

PieceType wxfPiece(char c)
{
    switch (c | 0x20) {
    case 'k': case 'g': return General;
    case 'a': return Advisor;
    case 'e': case 'b': return Elephant;
    case 'h': case 'n': return Horse;
    case 'r': return Chariot;
    case 'c': return Cannon;
    case 'p': case 's': return Soldier;
    default: return NoPieceType;
    }
}

bool isDigit19(char c) { return c >= '1' && c <= '9'; }

} // namespace

std::string toWxf(const Position& pos, Move m)
{
    if (m.isNull() || !pos.isLegal(m))
        return {};
    static constexpr char letters[] = " KAEHRCP";
    const Piece p = pos.at(m.from);
    const Side side = sideOf(p);
    const PieceType type = typeOf(p);
    const char letter = letters[type];
    const char fromDigit = static_cast<char>('0' + ownFileNumber(side, fileOf(m.from)));

    std::string out;
    const Groups g = groupPieces(pos, side, type);
    const std::vector<Square>& onFile = g.byFile[fileOf(m.from)];
    const int count = static_cast<int>(onFile.size());
    if (usesTandemWords(type) && count >= 2) {
        const int i = static_cast<int>(std::find(onFile.begin(), onFile.end(), m.from) - onFile.begin());
        const bool middle = count % 2 == 1 && i == count / 2;
        if (g.doubledFiles >= 2) { // "3+.4", "33.4", "3-.4": the file stands in for the letter
            out += fromDigit;
            out += i == 0 ? '+' : middle ? fromDigit : '-';
        } else if (count <= 3) { // "R+.3", "P3.4" (middle of three), "C-.5"
            out += letter;
            out += i == 0 ? '+' : middle ? fromDigit : '-';
        } else if (i == 0 || i == count - 1) { // "++.4" / "--.4" for the ends of four or five
            out += i == 0 ? "++" : "--";
        } else { // "P+.4", "P3.4" (middle of five), "P-.4"
            out += letter;
            out += i == 1 ? '+' : middle ? fromDigit : '-';
        }
    } else {
        out += letter;
        out += fromDigit;
    }

    const int ranksForward = (rankOf(m.to) - rankOf(m.from)) * forwardStep(side);
    out += ranksForward == 0 ? '.' : ranksForward > 0 ? '+' : '-';
    const int number = (ranksForward != 0 && movesStraight(type)) ? std::abs(ranksForward)
                                                                  : ownFileNumber(side, fileOf(m.to));
    out += static_cast<char>('0' + number);
    return out;
}

Move parseWxf(const Position& pos, std::string_view text, std::string* error)
{
    if (text.size() > MaxInputBytes) {
        setError(error, "too long for a move (" + std::to_string(text.size()) + " bytes)");
        return {};
    }
    std::string t;
    for (char c : text) {
        if (c == ' ' || c == '\t')
            continue;
        t += c;
    }
    if (t.empty()) {
        setError(error, "empty move text");
        return {};
    }
    const auto bad = [&](const std::string& why) {
        setError(error, "not WXF notation: " + quoted(text, false) + " (" + why + ")");
        return Move{};
    };
    if (t.size() != 4)
        return bad("expected four characters such as C2.5, H8+7, R+.3");
    const char c0 = t[0], c1 = t[1], c2 = t[2], c3 = t[3];

    Described d;
    switch (c2) {
    case '+': d.direction = Direction::Forward; break;
    case '-': d.direction = Direction::Backward; break;
    case '.': case '=': d.direction = Direction::Across; break;
    default: return bad("the third character must be +, - or .");
    }
    if (!isDigit19(c3))
        return bad("the last character must be a digit 1-9");
    d.number = c3 - '0';

    Designation& who = d.who;
    who.wxf = true;
    const bool sign0 = c0 == '+' || c0 == '-', sign1 = c1 == '+' || c1 == '-';
    if (wxfPiece(c0) != NoPieceType && isDigit19(c1)) { // C2.5; P3.4 is also the middle of three
        who.type = wxfPiece(c0);
        who.file = c1 - '0';
    } else if (wxfPiece(c0) != NoPieceType && sign1) { // R+.3
        who.type = wxfPiece(c0);
        who.pick = c1 == '+' ? Pick::WxfPlus : Pick::WxfMinus;
    } else if (sign0 && wxfPiece(c1) != NoPieceType) { // +R.3, written like 前车
        who.type = wxfPiece(c1);
        who.pick = c0 == '+' ? Pick::WxfPlus : Pick::WxfMinus;
    } else if (sign0 && c1 == c0) { // ++.4 / --.4: end pawns of four or five
        who.type = Soldier;
        who.pick = c0 == '+' ? Pick::WxfFrontmost : Pick::WxfRearmost;
    } else if (isDigit19(c0) && (sign1 || c1 == c0)) { // 3+.4, 33.4, 3-.4: pawns on two doubled files
        who.type = Soldier;
        who.file = c0 - '0';
        who.pick = c1 == '+' ? Pick::Front : c1 == '-' ? Pick::Back : Pick::Middle;
    } else {
        return bad("the first two characters must name the piece, e.g. C2, R+, ++, 3+");
    }
    return resolve(pos, d, error);
}

Move parseAnyNotation(const Position& pos, std::string_view text, std::string* error)
{
    if (text.size() > MaxInputBytes) {
        setError(error, "too long for a move (" + std::to_string(text.size()) + " bytes)");
        return {};
    }
    std::string compact;
    bool ascii = true;
    for (char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80)
            ascii = false;
        if (c != ' ' && c != '\t')
            compact += c;
    }
    if (ascii) {
        std::string iccs;
        for (char c : compact)
            if (c != '-') // lower case for letters only: control bytes 0x10..0x19 | 0x20 would be digits
                iccs += (c >= 'A' && c <= 'Z') ? static_cast<char>(c | 0x20) : c;
        const bool iccsShaped = iccs.size() == 4 && iccs[0] >= 'a' && iccs[0] <= 'i' && iccs[1] >= '0'
                                && iccs[1] <= '9' && iccs[2] >= 'a' && iccs[2] <= 'i' && iccs[3] >= '0'
                                && iccs[3] <= '9';
        if (iccsShaped) {
            const Move m = Position::parseIccs(iccs);
            const MoveError e = pos.checkMove(m);
            if (e == MoveError::None)
                return m;
            setError(error, "illegal move " + iccs + ": " + moveErrorText(e));
            return {};
        }
        return parseWxf(pos, text, error);
    }
    return parseChinese(pos, text, error);
}

} // namespace qiyuan::xiangqi
