#include "position.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace qiyuan::xiangqi {

namespace {

// Step offsets on the 16-wide padded board.
constexpr int North = 16, South = -16, East = 1, West = -1;
constexpr int Orthogonal[4] = {North, South, East, West};
constexpr int Diagonal[4] = {North + East, North + West, South + East, South + West};

// Horse jumps with the leg point that blocks each (蹩马腿).
struct Jump {
    int to;
    int leg;
};
constexpr Jump HorseJumps[8] = {
    {33, 16}, {31, 16}, {-31, -16}, {-33, -16}, {18, 1}, {-14, 1}, {14, -1}, {-18, -1},
};
// A horse on sq + to attacks sq unless the point sq + leg (the diagonal
// neighbour of sq toward the horse) is occupied.
constexpr Jump HorseAttacks[8] = {
    {33, 17}, {31, 15}, {-31, -15}, {-33, -17}, {18, 17}, {-14, -15}, {14, 15}, {-18, -17},
};
// Elephant steps with their eye point (塞象眼).
constexpr Jump ElephantSteps[4] = {{34, 17}, {30, 15}, {-30, -15}, {-34, -17}};

constexpr std::uint64_t splitmix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct Zobrist {
    std::uint64_t piece[16][PaddedSize];
    std::uint64_t side;
};

constexpr Zobrist makeZobrist()
{
    Zobrist z{};
    std::uint64_t state = 0x51797561ull; // "Qiya"
    for (auto& row : z.piece)
        for (auto& key : row)
            key = splitmix(state);
    z.side = splitmix(state);
    return z;
}

constexpr Zobrist Keys = makeZobrist();

constexpr std::array<Piece, PaddedSize> emptyBoard()
{
    std::array<Piece, PaddedSize> b{};
    for (auto& p : b)
        p = Offboard;
    for (int r = 0; r < BoardRanks; ++r)
        for (int f = 0; f < BoardFiles; ++f)
            b[makeSquare(f, r)] = NoPiece;
    return b;
}
constexpr std::array<Piece, PaddedSize> EmptyBoard = emptyBoard();

constexpr int forward(Side s) { return s == Side::Red ? North : South; }

bool sameLine(Square a, Square b) { return (a & 15) == (b & 15) || (a >> 4) == (b >> 4); }

int sign(int v) { return (v > 0) - (v < 0); }

} // namespace

const std::array<Square, 90> AllSquares = [] {
    std::array<Square, 90> a{};
    int i = 0;
    for (int r = 0; r < BoardRanks; ++r)
        for (int f = 0; f < BoardFiles; ++f)
            a[i++] = makeSquare(f, r);
    return a;
}();

std::uint64_t zobristPiece(Piece p, Square s) { return Keys.piece[p & 15][s]; }
std::uint64_t zobristSide() { return Keys.side; }

char fenChar(Piece p)
{
    static constexpr char letters[] = " KABNRCP";
    const char c = letters[typeOf(p)];
    return sideOf(p) == Side::Red ? c : static_cast<char>(c - 'A' + 'a');
}

Piece pieceFromFenChar(char c)
{
    const Side s = (c >= 'a' && c <= 'z') ? Side::Black : Side::Red;
    switch (c | 0x20) {
    case 'k': return makePiece(s, General);
    case 'a': return makePiece(s, Advisor);
    case 'b': case 'e': return makePiece(s, Elephant);
    case 'n': case 'h': return makePiece(s, Horse);
    case 'r': return makePiece(s, Chariot);
    case 'c': return makePiece(s, Cannon);
    case 'p': return makePiece(s, Soldier);
    default: return NoPiece;
    }
}

std::string squareName(Square s)
{
    return {static_cast<char>('a' + fileOf(s)), static_cast<char>('0' + rankOf(s))};
}

std::string toIccs(Move m)
{
    if (m.isNull())
        return "0000";
    return squareName(m.from) + squareName(m.to);
}

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

std::string moveErrorText(MoveError e)
{
    switch (e) {
    case MoveError::None: return "legal";
    case MoveError::NoPieceOnFrom: return "there is no piece on the starting point";
    case MoveError::NotYourPiece: return "that piece belongs to the other side";
    case MoveError::OwnPieceOnTarget: return "a piece cannot capture its own side";
    case MoveError::NotAPieceMove: return "the piece does not move that way";
    case MoveError::LeavesPalace: return "the general and advisors must stay in the palace";
    case MoveError::CrossesRiver: return "an elephant may not cross the river";
    case MoveError::ElephantEyeBlocked: return "elephant eye blocked";
    case MoveError::HorseLegBlocked: return "horse leg blocked";
    case MoveError::PathBlocked: return "the path is blocked";
    case MoveError::CannonNeedsScreen: return "a cannon captures only by jumping exactly one screen";
    case MoveError::SoldierBackward: return "a soldier never retreats and moves sideways only after crossing the river";
    case MoveError::LeavesGeneralInCheck: return "the move leaves the general in check";
    case MoveError::GeneralsFace: return "the generals may not face each other";
    case MoveError::GameOver: return "the game is over";
    }
    return "illegal move";
}

// ---- set-up ---------------------------------------------------------------

Position::Position()
{
    *this = *fromFen(StartFen);
}

void Position::clear()
{
    board_ = EmptyBoard;
    general_ = {NoSquare, NoSquare};
    side_ = Side::Red;
    halfmoveClock_ = 0;
    fullmove_ = 1;
    history_.clear();
    recomputeHash();
}

void Position::put(Square s, Piece p)
{
    if (board_[s] == Offboard)
        return;
    const Piece old = board_[s];
    if (isPiece(old)) {
        hash_ ^= zobristPiece(old, s);
        if (typeOf(old) == General && general_[index(sideOf(old))] == s)
            general_[index(sideOf(old))] = NoSquare;
    }
    board_[s] = p;
    if (isPiece(p)) {
        hash_ ^= zobristPiece(p, s);
        if (typeOf(p) == General)
            general_[index(sideOf(p))] = s;
    }
    history_.clear();
}

void Position::setSideToMove(Side s)
{
    if (s != side_)
        hash_ ^= Keys.side;
    side_ = s;
    history_.clear();
}

void Position::setClocks(int halfmoveClock, int fullmoveNumber)
{
    halfmoveClock_ = std::max(0, halfmoveClock);
    fullmove_ = std::max(1, fullmoveNumber);
}

void Position::recomputeHash()
{
    hash_ = side_ == Side::Black ? Keys.side : 0;
    for (Square s : AllSquares)
        if (isPiece(board_[s]))
            hash_ ^= zobristPiece(board_[s], s);
}

bool Position::operator==(const Position& o) const
{
    return board_ == o.board_ && side_ == o.side_ && halfmoveClock_ == o.halfmoveClock_
        && fullmove_ == o.fullmove_;
}

// ---- FEN ------------------------------------------------------------------

namespace {

std::vector<std::string_view> splitFields(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t')
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

// The largest clock a FEN carries: fromFen reads at most six digits, and fen()
// writes larger clocks (reached by playing on) as this, so its output always reads back.
constexpr int MaxFenNumber = 999999;

bool parseNumber(std::string_view s, int& value)
{
    if (s.empty() || s.size() > 6)
        return false;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return ec == std::errc() && ptr == s.data() + s.size() && value >= 0;
}

std::string printable(std::string_view s)
{
    std::string out;
    for (char c : s.substr(0, 40))
        out += (static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127) ? c : '?';
    if (s.size() > 40)
        out += "...";
    return out;
}

} // namespace

std::optional<Position> Position::fromFen(std::string_view fen, std::string* error, FenCheck check)
{
    auto fail = [&](std::string msg) -> std::optional<Position> {
        if (error)
            *error = std::move(msg);
        return std::nullopt;
    };
    const auto fields = splitFields(fen);
    if (fields.empty())
        return fail("FEN is empty");
    if (fields.size() > 6)
        return fail("FEN has " + std::to_string(fields.size()) + " fields; at most 6 expected");

    Position pos(EmptyTag{});
    pos.board_ = EmptyBoard;
    pos.general_ = {NoSquare, NoSquare};
    pos.history_.clear();

    // Field 1: placement, rank 9 first.
    const std::string_view placement = fields[0];
    int rank = BoardRanks - 1, file = 0;
    for (std::size_t i = 0; i < placement.size(); ++i) {
        const char c = placement[i];
        if (c == '/') {
            if (file != BoardFiles)
                return fail("FEN board: rank " + std::to_string(rank) + " has " + std::to_string(file)
                            + " points; 9 expected");
            if (--rank < 0)
                return fail("FEN board: more than 10 ranks");
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
            if (file > BoardFiles)
                return fail("FEN board: rank " + std::to_string(rank) + " has more than 9 points");
        } else {
            const Piece p = pieceFromFenChar(c);
            if (p == NoPiece)
                return fail(std::string("FEN board: unknown piece letter '") + printable(std::string_view(&c, 1))
                            + "'");
            if (file >= BoardFiles)
                return fail("FEN board: rank " + std::to_string(rank) + " has more than 9 points");
            pos.board_[makeSquare(file, rank)] = p;
            if (typeOf(p) == General) {
                if (pos.general_[index(sideOf(p))] != NoSquare)
                    return fail(std::string("FEN board: more than one ")
                                + (sideOf(p) == Side::Red ? "red" : "black") + " general");
                pos.general_[index(sideOf(p))] = makeSquare(file, rank);
            }
            ++file;
        }
    }
    if (rank != 0)
        return fail("FEN board: " + std::to_string(BoardRanks - rank) + " ranks; 10 expected");
    if (file != BoardFiles)
        return fail("FEN board: rank 0 has " + std::to_string(file) + " points; 9 expected");

    // Field 2: side to move (w or r for red, b for black). Missing means red.
    pos.side_ = Side::Red;
    if (fields.size() > 1) {
        const std::string_view s = fields[1];
        if (s == "w" || s == "r" || s == "W" || s == "R")
            pos.side_ = Side::Red;
        else if (s == "b" || s == "B")
            pos.side_ = Side::Black;
        else
            return fail("FEN side to move: expected 'w' or 'b', got '" + printable(s) + "'");
    }

    // Fields 3-4: castling and en passant, always '-' in xiangqi.
    std::size_t next = 2;
    for (const char* name : {"castling", "en passant"}) {
        if (next < fields.size() && !(fields[next][0] >= '0' && fields[next][0] <= '9')) {
            if (fields[next] != "-")
                return fail(std::string("FEN ") + name + " field: expected '-', got '" + printable(fields[next])
                            + "'");
            ++next;
        }
    }
    // Fields 5-6: halfmove clock and fullmove number.
    pos.halfmoveClock_ = 0;
    pos.fullmove_ = 1;
    if (next < fields.size()) {
        if (!parseNumber(fields[next], pos.halfmoveClock_))
            return fail("FEN halfmove clock: expected a number, got '" + printable(fields[next]) + "'");
        ++next;
    }
    if (next < fields.size()) {
        if (!parseNumber(fields[next], pos.fullmove_))
            return fail("FEN fullmove number: expected a number, got '" + printable(fields[next]) + "'");
        pos.fullmove_ = std::max(1, pos.fullmove_);
        ++next;
    }
    if (next < fields.size())
        return fail("FEN: unexpected field '" + printable(fields[next]) + "'");

    pos.recomputeHash();
    if (std::string why = check == FenCheck::Full ? pos.validate() : pos.validatePlacement(); !why.empty())
        return fail("FEN position: " + why);
    return pos;
}

std::string Position::fen() const
{
    std::string out;
    for (int r = BoardRanks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < BoardFiles; ++f) {
            const Piece p = at(f, r);
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + empty);
            empty = 0;
            out += fenChar(p);
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (r)
            out += '/';
    }
    out += side_ == Side::Red ? " w - - " : " b - - ";
    out += std::to_string(std::min(halfmoveClock_, MaxFenNumber)) + ' ' + std::to_string(std::min(fullmove_, MaxFenNumber));
    return out;
}

std::string Position::validate() const
{
    if (std::string why = validatePlacement(); !why.empty())
        return why;
    if (generalAttacked(opposite(side_)))
        return std::string("the side not to move (") + (side_ == Side::Red ? "black" : "red")
            + ") is in check or the generals face each other";
    return {};
}

std::optional<Side> Position::correctedSideToMove() const
{
    if (validate().empty())
        return std::nullopt;
    Position other = *this;
    other.setSideToMove(opposite(side_));
    if (!other.validate().empty())
        return std::nullopt;
    return other.side_;
}

std::string sideToMoveNotice(std::string_view source, Side said)
{
    const char* saidName = said == Side::Red ? "red" : "black";
    const char* mover = said == Side::Red ? "black" : "red";
    return std::string(source) + " says " + saidName + " to move, but " + mover + " is in check: " + mover
        + " moves first";
}

std::string Position::validatePlacement() const
{
    static constexpr const char* typeNames[] = {"", "general", "advisor", "elephant", "horse",
                                                "chariot", "cannon", "soldier"};
    static constexpr int maxCount[] = {0, 1, 2, 2, 2, 2, 2, 5};
    int count[2][8] = {};
    for (Square s : AllSquares) {
        const Piece p = board_[s];
        if (!isPiece(p))
            continue;
        const Side side = sideOf(p);
        const char* sideName = side == Side::Red ? "red" : "black";
        const int f = fileOf(s);
        const int r = side == Side::Red ? rankOf(s) : 9 - rankOf(s); // rank from own side
        const std::string where = std::string(sideName) + " " + typeNames[typeOf(p)] + " on " + squareName(s);
        ++count[index(side)][typeOf(p)];
        switch (typeOf(p)) {
        case General:
            if (!inPalace(side, s))
                return where + " is outside its palace";
            break;
        case Advisor:
            if (!inPalace(side, s) || (f + r) % 2 != 1)
                return where + " is not on an advisor point";
            break;
        case Elephant: {
            const bool ok = (r == 0 || r == 4) ? (f == 2 || f == 6) : (r == 2 && (f == 0 || f == 4 || f == 8));
            if (!ok)
                return where + " is not on an elephant point";
            break;
        }
        case Soldier:
            if (r < 3 || (r <= 4 && f % 2 != 0))
                return where + " is not on a point a soldier can reach";
            break;
        default:
            break;
        }
    }
    for (int side = 0; side < 2; ++side) {
        const char* sideName = side == 0 ? "red" : "black";
        if (count[side][General] == 0)
            return std::string(sideName) + " has no general";
        for (int t = General; t <= Soldier; ++t)
            if (count[side][t] > maxCount[t])
                return std::string(sideName) + " has " + std::to_string(count[side][t]) + " " + typeNames[t]
                    + "s; at most " + std::to_string(maxCount[t]) + " allowed";
    }
    return {};
}

// ---- attacks --------------------------------------------------------------

bool Position::generalAttacked(Side s) const
{
    return generalAttackedOn(s, general_[index(s)]);
}

bool Position::generalAttackedOn(Side s, Square g) const
{
    if (g == NoSquare)
        return false;
    const Side e = opposite(s);
    const Piece chariot = makePiece(e, Chariot), cannon = makePiece(e, Cannon), horse = makePiece(e, Horse),
                soldier = makePiece(e, Soldier), general = makePiece(e, General);
    for (int dir : Orthogonal) {
        int t = g + dir;
        while (board_[t] == NoPiece)
            t += dir;
        const Piece p = board_[t];
        if (p == Offboard)
            continue;
        if (p == chariot || (p == general && (dir == North || dir == South)))
            return true;
        t += dir;
        while (board_[t] == NoPiece)
            t += dir;
        if (board_[t] == cannon)
            return true;
    }
    for (const Jump& j : HorseAttacks)
        if (board_[g + j.to] == horse && board_[g + j.leg] == NoPiece)
            return true;
    // An enemy soldier beside the general stands on our half, so it has crossed.
    return board_[g - forward(e)] == soldier || board_[g + East] == soldier || board_[g + West] == soldier;
}

int Position::attackersOf(Side by, Square s, Square* out, int max) const
{
    int n = 0;
    auto add = [&](int sq) {
        if (n < max)
            out[n] = static_cast<Square>(sq);
        ++n;
    };
    const Piece chariot = makePiece(by, Chariot), cannon = makePiece(by, Cannon), horse = makePiece(by, Horse),
                soldier = makePiece(by, Soldier), general = makePiece(by, General),
                advisor = makePiece(by, Advisor), elephant = makePiece(by, Elephant);
    for (int dir : Orthogonal) {
        int t = s + dir;
        while (board_[t] == NoPiece)
            t += dir;
        if (board_[t] == Offboard)
            continue;
        if (board_[t] == chariot)
            add(t);
        if (board_[t] == general && t == s + dir && inPalace(by, s))
            add(t);
        if (board_[t] == soldier && t == s + dir) {
            // A soldier captures forward, or sideways once across the river.
            if (dir == -forward(by) || ((dir == East || dir == West) && !onOwnHalf(by, static_cast<Square>(t))))
                add(t);
        }
        t += dir;
        while (board_[t] == NoPiece)
            t += dir;
        if (board_[t] == cannon)
            add(t);
    }
    for (const Jump& j : HorseAttacks)
        if (board_[s + j.to] == horse && board_[s + j.leg] == NoPiece)
            add(s + j.to);
    if (inPalace(by, s))
        for (int d : Diagonal)
            if (board_[s + d] == advisor)
                add(s + d);
    if (onOwnHalf(by, s))
        for (const Jump& j : ElephantSteps)
            if (board_[s + j.to] == elephant && board_[s + j.leg] == NoPiece)
                add(s + j.to);
    return n;
}

bool Position::attacks(Side by, Square s) const
{
    Square dummy[1];
    return attackersOf(by, s, dummy, 0) > 0;
}

// ---- move generation ------------------------------------------------------

void Position::addPieceMoves(Square from, Piece p, MoveList& out) const
{
    const Side s = sideOf(p);
    // A target is open when empty or an enemy piece (never off-board or own).
    auto open = [&](int t) {
        const Piece q = board_[t];
        return q == NoPiece || (q != Offboard && sideOf(q) != s);
    };
    auto add = [&](int t) { out.push(Move{from, static_cast<Square>(t)}); };
    switch (typeOf(p)) {
    case General:
        for (int d : Orthogonal)
            if (inPalace(s, static_cast<Square>(from + d)) && open(from + d))
                add(from + d);
        break;
    case Advisor:
        for (int d : Diagonal)
            if (inPalace(s, static_cast<Square>(from + d)) && open(from + d))
                add(from + d);
        break;
    case Elephant:
        for (const Jump& j : ElephantSteps) {
            const int t = from + j.to;
            if (board_[from + j.leg] == NoPiece && open(t) && onOwnHalf(s, static_cast<Square>(t)))
                add(t);
        }
        break;
    case Horse:
        for (const Jump& j : HorseJumps)
            if (board_[from + j.leg] == NoPiece && open(from + j.to))
                add(from + j.to);
        break;
    case Chariot:
        for (int d : Orthogonal) {
            int t = from + d;
            while (board_[t] == NoPiece) {
                add(t);
                t += d;
            }
            if (open(t))
                add(t);
        }
        break;
    case Cannon:
        for (int d : Orthogonal) {
            int t = from + d;
            while (board_[t] == NoPiece) {
                add(t);
                t += d;
            }
            if (board_[t] == Offboard)
                continue;
            t += d; // jump the screen (炮架)
            while (board_[t] == NoPiece)
                t += d;
            if (board_[t] != Offboard && sideOf(board_[t]) != s)
                add(t);
        }
        break;
    case Soldier: {
        const int f = forward(s);
        if (open(from + f))
            add(from + f);
        if (!onOwnHalf(s, from)) {
            if (open(from + East))
                add(from + East);
            if (open(from + West))
                add(from + West);
        }
        break;
    }
    default:
        break;
    }
}

void Position::generatePieceMoves(Square from, MoveList& out) const
{
    const Piece p = board_[from];
    if (isPiece(p))
        addPieceMoves(from, p, out);
}

void Position::generatePseudo(MoveList& out) const
{
    for (Square s : AllSquares) {
        const Piece p = board_[s];
        if (p != NoPiece && sideOf(p) == side_)
            addPieceMoves(s, p, out);
    }
}

bool Position::safeAfter(Move m) const
{
    const Piece moving = board_[m.from];
    const Piece captured = board_[m.to];
    board_[m.to] = moving;
    board_[m.from] = NoPiece;
    const Square g = typeOf(moving) == General ? m.to : general_[index(side_)];
    const bool attacked = generalAttackedOn(side_, g);
    board_[m.from] = moving;
    board_[m.to] = captured;
    return !attacked;
}

bool Position::needsFullCheck(Move m, bool inCheck) const
{
    // Not in check, a move can only expose the own general through a line
    // (chariot, cannon screen, facing generals) or a horse leg next to it.
    const Square g = general_[index(side_)];
    if (inCheck || m.from == g || sameLine(m.from, g) || sameLine(m.to, g))
        return true;
    const int d = m.from - g;
    return d == 15 || d == 17 || d == -15 || d == -17;
}

void Position::generateLegal(MoveList& out) const
{
    out.clear();
    MoveList pseudo;
    generatePseudo(pseudo);
    const bool check = inCheck();
    for (const Move& m : pseudo)
        if (!needsFullCheck(m, check) || safeAfter(m))
            out.push(m);
}

bool Position::hasLegalMove() const
{
    MoveList pseudo;
    generatePseudo(pseudo);
    const bool check = inCheck();
    for (const Move& m : pseudo)
        if (!needsFullCheck(m, check) || safeAfter(m))
            return true;
    return false;
}

MoveError Position::pseudoError(Move m) const
{
    if (board_[m.from] == Offboard || board_[m.to] == Offboard || m.isNull())
        return MoveError::NotAPieceMove;
    const Piece p = board_[m.from];
    if (p == NoPiece)
        return MoveError::NoPieceOnFrom;
    const Side s = sideOf(p);
    if (s != side_)
        return MoveError::NotYourPiece;
    const Piece target = board_[m.to];
    if (target != NoPiece && sideOf(target) == s)
        return MoveError::OwnPieceOnTarget;
    const int df = fileOf(m.to) - fileOf(m.from), dr = rankOf(m.to) - rankOf(m.from);
    const int adf = std::abs(df), adr = std::abs(dr);
    if (adf == 0 && adr == 0)
        return MoveError::NotAPieceMove;
    switch (typeOf(p)) {
    case General:
        if (adf + adr != 1)
            return MoveError::NotAPieceMove;
        return inPalace(s, m.to) ? MoveError::None : MoveError::LeavesPalace;
    case Advisor:
        if (adf != 1 || adr != 1)
            return MoveError::NotAPieceMove;
        return inPalace(s, m.to) ? MoveError::None : MoveError::LeavesPalace;
    case Elephant:
        if (adf != 2 || adr != 2)
            return MoveError::NotAPieceMove;
        if (!onOwnHalf(s, m.to))
            return MoveError::CrossesRiver;
        return board_[m.from + (m.to - m.from) / 2] == NoPiece ? MoveError::None : MoveError::ElephantEyeBlocked;
    case Horse: {
        if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1)))
            return MoveError::NotAPieceMove;
        const int leg = adr == 2 ? m.from + 16 * sign(dr) : m.from + sign(df);
        return board_[leg] == NoPiece ? MoveError::None : MoveError::HorseLegBlocked;
    }
    case Chariot:
    case Cannon: {
        if (adf != 0 && adr != 0)
            return MoveError::NotAPieceMove;
        const int step = adf ? sign(df) : 16 * sign(dr);
        int between = 0;
        for (int t = m.from + step; t != m.to; t += step)
            between += board_[t] != NoPiece;
        if (typeOf(p) == Chariot || target == NoPiece)
            return between == 0 ? MoveError::None : MoveError::PathBlocked;
        return between == 1 ? MoveError::None : MoveError::CannonNeedsScreen;
    }
    case Soldier: {
        const int ahead = s == Side::Red ? dr : -dr;
        if (adf + adr != 1)
            return MoveError::NotAPieceMove;
        if (ahead == 1)
            return MoveError::None;
        if (ahead < 0 || onOwnHalf(s, m.from))
            return MoveError::SoldierBackward;
        return MoveError::None;
    }
    default:
        return MoveError::NotAPieceMove;
    }
}

MoveError Position::checkMove(Move m) const
{
    if (const MoveError e = pseudoError(m); e != MoveError::None)
        return e;
    if (safeAfter(m))
        return MoveError::None;
    // Say "generals face" when that is the only reason.
    const Piece moving = board_[m.from];
    const Square own = typeOf(moving) == General ? m.to : general_[index(side_)];
    const Square other = general_[index(opposite(side_))];
    if (other != NoSquare && fileOf(own) == fileOf(other)) {
        const Piece captured = board_[m.to];
        board_[m.to] = moving;
        board_[m.from] = NoPiece;
        bool open = true;
        const int lo = std::min(own, other), hi = std::max(own, other);
        for (int t = lo + 16; t < hi; t += 16)
            open = open && board_[t] == NoPiece;
        board_[m.from] = moving;
        board_[m.to] = captured;
        if (open)
            return MoveError::GeneralsFace;
    }
    return MoveError::LeavesGeneralInCheck;
}

// ---- make / unmake --------------------------------------------------------

void Position::makeMove(Move m)
{
    const Piece moving = board_[m.from];
    const Piece captured = board_[m.to];
    history_.push_back(Undo{m, captured, halfmoveClock_});
    hash_ ^= zobristPiece(moving, m.from) ^ zobristPiece(moving, m.to) ^ Keys.side;
    if (captured != NoPiece) {
        hash_ ^= zobristPiece(captured, m.to);
        halfmoveClock_ = 0;
    } else {
        ++halfmoveClock_;
    }
    board_[m.to] = moving;
    board_[m.from] = NoPiece;
    if (typeOf(moving) == General)
        general_[index(side_)] = m.to;
    if (captured != NoPiece && typeOf(captured) == General)
        general_[index(sideOf(captured))] = NoSquare;
    if (side_ == Side::Black)
        ++fullmove_;
    side_ = opposite(side_);
}

void Position::makeNullMove()
{
    history_.push_back(Undo{Move{}, NoPiece, halfmoveClock_});
    hash_ ^= Keys.side;
    ++halfmoveClock_;
    if (side_ == Side::Black)
        ++fullmove_;
    side_ = opposite(side_);
}

void Position::unmakeMove()
{
    if (history_.empty())
        return;
    const Undo u = history_.back();
    history_.pop_back();
    side_ = opposite(side_);
    if (side_ == Side::Black)
        --fullmove_;
    if (u.move.isNull()) { // a pass made by makeNullMove
        hash_ ^= Keys.side;
        halfmoveClock_ = u.halfmoveClock;
        return;
    }
    const Piece moving = board_[u.move.to];
    board_[u.move.from] = moving;
    board_[u.move.to] = u.captured;
    if (typeOf(moving) == General)
        general_[index(side_)] = u.move.from;
    if (u.captured != NoPiece && typeOf(u.captured) == General)
        general_[index(sideOf(u.captured))] = u.move.to;
    hash_ ^= zobristPiece(moving, u.move.from) ^ zobristPiece(moving, u.move.to) ^ Keys.side;
    if (u.captured != NoPiece)
        hash_ ^= zobristPiece(u.captured, u.move.to);
    halfmoveClock_ = u.halfmoveClock;
}

std::uint64_t Position::perft(int depth)
{
    if (depth <= 0)
        return 1;
    MoveList moves;
    generateLegal(moves);
    if (depth == 1)
        return static_cast<std::uint64_t>(moves.size());
    std::uint64_t nodes = 0;
    for (const Move& m : moves) {
        makeMove(m);
        nodes += perft(depth - 1);
        unmakeMove();
    }
    return nodes;
}

Move Position::parseIccs(std::string_view text)
{
    std::string t;
    for (char c : text)
        if (c != '-')
            t += static_cast<char>((c >= 'A' && c <= 'Z') ? c + 32 : c);
    if (t.size() != 4)
        return {};
    const int f1 = t[0] - 'a', r1 = t[1] - '0', f2 = t[2] - 'a', r2 = t[3] - '0';
    if (!onBoard(f1, r1) || !onBoard(f2, r2))
        return {};
    return Move{makeSquare(f1, r1), makeSquare(f2, r2)};
}

} // namespace qiyuan::xiangqi
