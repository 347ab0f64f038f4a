#include "position.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace qiyuan::jifen {

using xiangqi::AllSquares;
using xiangqi::MoveError;
using xiangqi::NoPiece;
using xiangqi::NoSquare;
using xiangqi::opposite;
using Reason = Refusal::Reason;

namespace {

constexpr std::uint64_t splitmix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Zobrist keys for kinds other than normal, the turn phase and the scores; fixed
// seed, so hashes are stable across runs. Normal pieces add nothing, so a position
// with normal pieces only hashes like its board.
struct KindKeys {
    std::uint64_t kind[KindCount][xiangqi::PaddedSize];
    std::uint64_t phase[4];
    std::uint64_t score;
};

constexpr KindKeys makeKeys()
{
    KindKeys k{};
    std::uint64_t state = 0x4a6966656eull; // "Jifen"
    for (int kind = 1; kind < KindCount; ++kind)
        for (auto& key : k.kind[kind])
            key = splitmix(state);
    for (auto& key : k.phase)
        key = splitmix(state);
    k.score = splitmix(state);
    return k;
}

constexpr KindKeys Keys = makeKeys();

const char* sideName(Side s) { return s == Side::Red ? "red" : "black"; }

std::string printable(std::string_view s)
{
    std::string out;
    for (char c : s.substr(0, 40))
        out += (static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127) ? c : '?';
    if (s.size() > 40)
        out += "...";
    return out;
}

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

// A whole number, optionally negative, of at most 7 digits.
bool parseInt(std::string_view s, int& value)
{
    if (s.empty() || s.size() > 8)
        return false;
    const char* end = s.data() + s.size();
    auto [ptr, ec] = std::from_chars(s.data(), end, value);
    return ec == std::errc() && ptr == end;
}

// "e0" -> the square, NoSquare when not a board point.
Square parseSquare(std::string_view s)
{
    if (s.size() != 2)
        return NoSquare;
    const int file = (s[0] | 0x20) - 'a', rank = s[1] - '0';
    return xiangqi::onBoard(file, rank) ? xiangqi::makeSquare(file, rank) : NoSquare;
}

constexpr int ScoreBound = 1'000'000; // FEN scores and targets stay far from int overflow

} // namespace

// ---- names and texts --------------------------------------------------------

const char* turnPhaseName(TurnPhase p)
{
    switch (p) {
    case TurnPhase::FirstTurn: return "first";
    case TurnPhase::TwoMoveTurn: return "two";
    case TurnPhase::SecondMove: return "second";
    case TurnPhase::OneMove: return "one";
    }
    return "one";
}

std::string actionText(const Action& a)
{
    if (a.isEnd())
        return "end";
    std::string s = xiangqi::toIccs(a.move);
    if (a.change)
        s += std::string("=") + kindLetter(*a.change);
    return s;
}

std::optional<Action> parseAction(std::string_view text, std::string* error)
{
    auto fail = [&](std::string msg) -> std::optional<Action> {
        if (error)
            *error = std::move(msg);
        return std::nullopt;
    };
    std::string t;
    for (char c : text.substr(0, 8))
        t += static_cast<char>((c >= 'A' && c <= 'Z') ? c + 32 : c);
    if (text.size() <= 8 && t == "end")
        return Action::endTurn();
    const std::string expected =
        "expected an ICCS move such as h2e2, optionally followed by =n, =s, =k or =i, or end";
    if (text.size() != 4 && text.size() != 6)
        return fail("not an action: " + expected);
    const Square from = parseSquare(std::string_view(t).substr(0, 2));
    const Square to = parseSquare(std::string_view(t).substr(2, 2));
    if (from == NoSquare || to == NoSquare)
        return fail("not an action: " + expected);
    Action a = Action::play(Move{from, to});
    if (t.size() == 6) {
        if (t[4] != '=')
            return fail("not an action: " + expected);
        const auto kind = kindFromLetter(t[5]);
        if (!kind)
            return fail("unknown kind '=" + printable(text.substr(5, 1)) + "': expected =n, =s, =k or =i");
        a.change = kind;
    }
    return a;
}

bool ActionList::contains(const Action& a) const { return std::find(begin(), end(), a) != end(); }

std::string refusalText(const Refusal& r)
{
    switch (r.reason) {
    case Reason::None: return "legal";
    case Reason::GameOver: return "the game is over";
    case Reason::Movement: return xiangqi::moveErrorText(r.movement);
    case Reason::CaptureByKind:
        if (r.kind == Kind::Idle)
            return "an idle piece never captures";
        return std::string("a ") + kindName(r.kind) + " piece may not capture a " + kindName(r.otherKind) + " piece";
    case Reason::FirstTurnCapture: return "the game's first move may not capture (contest rules)";
    case Reason::LeavesGeneralAttacked: return "the move leaves the general in check";
    case Reason::GeneralsFace: return "the generals may not face each other when the other general may capture";
    case Reason::KindNotInRules: return std::string(kindName(r.kind)) + " pieces are not used in these rules";
    case Reason::SameKind:
        return std::string("the piece already is ") + kindName(r.kind) + "; a kind change must change the kind";
    case Reason::KindChangeTooEarly:
        return "kinds may change only from the game's first capture on (contest rules)";
    case Reason::EndNotAllowed: return "'end' only ends a two-move turn after its first move (contest rules)";
    }
    return "illegal action";
}

std::string scoreEventText(const ScoreEvent& e)
{
    std::string s = e.byCheck ? std::string("check") : std::string(kindName(e.kind)) + " piece moved";
    auto part = [](Side side, int points) {
        return std::string(sideName(side)) + (points > 0 ? " +" : " ") + std::to_string(points);
    };
    if (e.points.own == 0 && e.points.opponent == 0)
        return s + ": no points";
    s += ": ";
    if (e.points.own != 0)
        s += part(e.mover, e.points.own);
    if (e.points.opponent != 0)
        s += std::string(e.points.own != 0 ? ", " : "") + part(opposite(e.mover), e.points.opponent);
    return s;
}

// ---- set-up and FEN ---------------------------------------------------------

Position::Position(const RuleSet& rules)
    : rules_(rules),
      phase_(rules.turns == TurnOrder::ContestOpening ? TurnPhase::FirstTurn : TurnPhase::OneMove),
      target_(rules.targetScore)
{
}

std::optional<Position> Position::fromFen(const RuleSet& rules, std::string_view fen, std::string* error)
{
    auto fail = [&](std::string msg) -> std::optional<Position> {
        if (error)
            *error = std::move(msg);
        return std::nullopt;
    };
    const auto fields = splitFields(fen);
    if (fields.empty())
        return fail("FEN is empty");
    // The standard xiangqi fields come first; the scoring fields are name:value.
    std::size_t standard = 0;
    std::string board;
    while (standard < fields.size() && fields[standard].find(':') == std::string_view::npos) {
        if (standard)
            board += ' ';
        board += fields[standard++];
    }
    if (standard == 0)
        return fail("FEN board: missing before '" + printable(fields[0]) + "'");
    std::string why;
    auto xq = xiangqi::Position::fromFen(board, &why, xiangqi::Position::FenCheck::Placement);
    if (!xq)
        return fail(why);

    Position pos(rules);
    pos.board_ = *xq;
    pos.side_ = xq->sideToMove();
    pos.halfmoveClock_ = xq->halfmoveClock();
    pos.fullmove_ = xq->fullmoveNumber();

    std::optional<TurnPhase> phase;
    std::vector<std::string_view> seen;
    for (std::size_t i = standard; i < fields.size(); ++i) {
        const std::string_view field = fields[i];
        const auto colon = field.find(':');
        if (colon == std::string_view::npos)
            return fail("FEN: unexpected field '" + printable(field) + "' after the scoring fields");
        const std::string_view name = field.substr(0, colon), value = field.substr(colon + 1);
        if (std::find(seen.begin(), seen.end(), name) != seen.end())
            return fail("FEN: field '" + printable(name) + ":' given twice");
        seen.push_back(name);
        if (name == "kinds") {
            if (value == "-")
                continue;
            std::size_t start = 0;
            while (start <= value.size()) {
                const std::size_t comma = std::min(value.find(',', start), value.size());
                const std::string_view item = value.substr(start, comma - start);
                start = comma + 1;
                const Square s = item.size() == 4 && item[2] == '=' ? parseSquare(item.substr(0, 2)) : NoSquare;
                const auto kind = item.size() == 4 ? kindFromLetter(item[3]) : std::nullopt;
                if (s == NoSquare || !kind)
                    return fail("FEN kinds: '" + printable(item) + "' is not a point and a kind such as e0=s");
                if (pos.board_.at(s) == NoPiece)
                    return fail("FEN kinds: no piece on " + xiangqi::squareName(s));
                if (!rules.uses(*kind))
                    return fail(std::string("FEN kinds: ") + kindName(*kind) + " pieces are not used in the "
                                + std::string(rules.name) + " rules");
                if (pos.kinds_[s] != Kind::Normal)
                    return fail("FEN kinds: " + xiangqi::squareName(s) + " given twice");
                pos.setKind(s, *kind);
            }
        } else if (name == "score") {
            const auto comma = value.find(',');
            int red = 0, black = 0;
            if (comma == std::string_view::npos || !parseInt(value.substr(0, comma), red)
                || !parseInt(value.substr(comma + 1), black))
                return fail("FEN score: expected red,black points such as 3,-1, got '" + printable(value) + "'");
            if (std::abs(red) > ScoreBound || std::abs(black) > ScoreBound)
                return fail("FEN score: points beyond " + std::to_string(ScoreBound));
            pos.score_ = {red, black};
        } else if (name == "turn") {
            for (TurnPhase p : {TurnPhase::FirstTurn, TurnPhase::TwoMoveTurn, TurnPhase::SecondMove,
                                TurnPhase::OneMove})
                if (value == turnPhaseName(p))
                    phase = p;
            if (!phase)
                return fail("FEN turn: expected first, two, second or one, got '" + printable(value) + "'");
            if (rules.turns == TurnOrder::OneMove && *phase != TurnPhase::OneMove)
                return fail("FEN turn: the " + std::string(rules.name) + " rules have one-move turns only (turn:one)");
        } else if (name == "ply") {
            if (!parseInt(value, pos.ply_) || pos.ply_ < 0)
                return fail("FEN ply: expected the number of moves played, got '" + printable(value) + "'");
            if (pos.ply_ > rules.plyLimit)
                return fail("FEN ply: " + std::to_string(pos.ply_) + " is past the limit of "
                            + std::to_string(rules.plyLimit) + " moves");
        } else if (name == "target") {
            if (!parseInt(value, pos.target_) || pos.target_ <= 0 || pos.target_ > ScoreBound)
                return fail("FEN target: expected a positive number of points, got '" + printable(value) + "'");
        } else {
            return fail("FEN: unknown field '" + printable(name) + ":' (kinds, score, turn, ply, target)");
        }
    }

    // Without a turn field: a full board with no move made is the game's first turn,
    // a full board otherwise the opening, and a board with pieces missing has seen a
    // capture (docs/rules/jifen-fen.md).
    if (!phase && rules.turns == TurnOrder::ContestOpening) {
        int pieces = 0;
        for (Square s : AllSquares)
            pieces += pos.board_.at(s) != NoPiece;
        if (pieces < 32)
            phase = TurnPhase::OneMove;
        else
            phase = pos.halfmoveClock_ == 0 && pos.fullmove_ == 1 ? TurnPhase::FirstTurn : TurnPhase::TwoMoveTurn;
    }
    pos.phase_ = phase.value_or(TurnPhase::OneMove);

    if (std::string invalid = pos.validate(); !invalid.empty())
        return fail("FEN position: " + invalid);
    // SC-12: with no legal second move the turn has already ended.
    if (pos.phase_ == TurnPhase::SecondMove && !pos.hasLegalMove()) {
        pos.passTurn();
        pos.phase_ = TurnPhase::TwoMoveTurn;
    }
    return pos;
}

std::string Position::fen() const
{
    xiangqi::Position b = board_;
    b.setClocks(halfmoveClock_, fullmove_);
    std::string out = b.fen();
    std::string kinds;
    for (Square s : AllSquares)
        if (kinds_[s] != Kind::Normal) {
            if (!kinds.empty())
                kinds += ',';
            kinds += xiangqi::squareName(s);
            kinds += '=';
            kinds += kindLetter(kinds_[s]);
        }
    if (!kinds.empty())
        out += " kinds:" + kinds;
    out += " score:" + std::to_string(score_[0]) + ',' + std::to_string(score_[1]);
    if (rules_.turns != TurnOrder::OneMove)
        out += std::string(" turn:") + turnPhaseName(phase_);
    out += " ply:" + std::to_string(ply_);
    if (target_ != rules_.targetScore)
        out += " target:" + std::to_string(target_);
    return out;
}

std::string Position::validate() const
{
    if (std::string why = board_.validatePlacement(); !why.empty())
        return why;
    const bool beforeFirstCapture = phase_ != TurnPhase::OneMove;
    for (Square s : AllSquares) {
        if (board_.at(s) == NoPiece)
            continue;
        const Kind k = kinds_[s];
        if (!rules_.uses(k))
            return std::string(kindName(k)) + " pieces are not used in the " + std::string(rules_.name) + " rules";
        if (beforeFirstCapture && k != Kind::Normal)
            return "the piece on " + xiangqi::squareName(s) + " is " + kindName(k)
                + ", but kinds change only from the game's first capture on (turn:" + turnPhaseName(phase_) + ")";
    }
    if (rules_.turns == TurnOrder::OneMove && phase_ != TurnPhase::OneMove)
        return "the " + std::string(rules_.name) + " rules have one-move turns only";
    const Side other = opposite(side_);
    if (inCheck(other))
        return std::string("the side not to act (") + sideName(other) + ") is in check";
    if (phase_ == TurnPhase::SecondMove && inCheck(side_))
        return std::string("the side to act (") + sideName(side_)
            + ") cannot be in check before its second move: its opponent has not moved since";
    if (std::abs(score_[0]) > ScoreBound || std::abs(score_[1]) > ScoreBound)
        return "scores beyond " + std::to_string(ScoreBound);
    if (target_ <= 0 || target_ > ScoreBound)
        return "the target score must be from 1 to " + std::to_string(ScoreBound);
    if (ply_ < 0 || ply_ > rules_.plyLimit)
        return "the move count must be from 0 to " + std::to_string(rules_.plyLimit);
    return {};
}

std::string Position::setSideToAct(Side s)
{
    const Side old = side_;
    side_ = s;
    board_.setSideToMove(s);
    std::string why = validate();
    if (!why.empty()) {
        side_ = old;
        board_.setSideToMove(old);
    }
    return why;
}

std::string Position::setTargetScore(int target)
{
    const int old = target_;
    target_ = target;
    std::string why = validate();
    if (!why.empty())
        target_ = old;
    return why;
}

void Position::setKind(Square s, Kind k)
{
    kindHash_ ^= Keys.kind[index(kinds_[s])][s] ^ Keys.kind[index(k)][s];
    kinds_[s] = k;
}

std::uint64_t Position::hash() const
{
    const std::uint64_t scores = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(score_[0])) << 32)
        | static_cast<std::uint32_t>(score_[1]);
    std::uint64_t mix = scores ^ Keys.score;
    return board_.hash() ^ kindHash_ ^ Keys.phase[static_cast<int>(phase_)] ^ splitmix(mix);
}

// ---- attacks (SC-1) ---------------------------------------------------------

bool Position::generalCapturable(Side s, Kind generalKind) const
{
    const Square g = board_.generalSquare(s);
    if (g == NoSquare)
        return false;
    const Side them = opposite(s);
    // Geometry first: the points from which a piece could capture on g ...
    Square attackers[16];
    const int n = std::min(board_.attackersOf(them, g, attackers, 16), 16);
    // ... then the kinds: only a piece that may capture this general attacks it.
    for (int i = 0; i < n; ++i)
        if (rules_.mayCapture(kinds_[attackers[i]], generalKind))
            return true;
    // Facing generals: each attacks the other along an open file, kinds permitting.
    const Square other = board_.generalSquare(them);
    return other != NoSquare && rules_.mayCapture(kinds_[other], generalKind) && generalsFaceOpen();
}

bool Position::generalsFaceOpen() const
{
    const Square a = board_.generalSquare(Side::Red), b = board_.generalSquare(Side::Black);
    if (a == NoSquare || b == NoSquare || xiangqi::fileOf(a) != xiangqi::fileOf(b))
        return false;
    for (int t = std::min(a, b) + 16; t < std::max(a, b); t += 16)
        if (board_.at(static_cast<Square>(t)) != NoPiece)
            return false;
    return true;
}

bool Position::inCheck(Side s) const
{
    const Square g = board_.generalSquare(s);
    return g != NoSquare && generalCapturable(s, kinds_[g]);
}

bool Position::safeAfter(Move m, Kind generalKindAfter) const
{
    const Piece moving = board_.at(m.from), captured = board_.at(m.to);
    board_.put(m.from, NoPiece);
    board_.put(m.to, moving);
    const bool attacked = generalCapturable(side_, generalKindAfter);
    board_.put(m.to, captured);
    board_.put(m.from, moving);
    return !attacked;
}

bool Position::mayChangeKind(bool capture) const
{
    return rules_.kindChanges == KindChanges::AnyMove || phase_ == TurnPhase::OneMove || capture;
}

// ---- legal actions ----------------------------------------------------------

// Calls visit(action) for every legal move (not `end`) of the side to act until it
// returns false; returns false when stopped.
template <class Visit>
bool Position::visitMoves(Visit&& visit) const
{
    const Side us = side_;
    const Square ownGeneral = board_.generalSquare(us);
    // Not in check, a move of another piece can expose the general only through a
    // line (chariot, cannon screen, facing generals) or a horse leg beside it; the
    // kinds of the attackers do not change, so other moves need no trial.
    const bool checked = inCheck(us);
    auto mayExpose = [&](const Move& m) {
        auto sameLine = [](Square a, Square b) { return (a & 15) == (b & 15) || (a >> 4) == (b >> 4); };
        const int d = m.from - ownGeneral;
        return checked || sameLine(m.from, ownGeneral) || sameLine(m.to, ownGeneral) || d == 15 || d == 17
            || d == -15 || d == -17;
    };
    xiangqi::MoveList targets;
    for (Square from : AllSquares) {
        const Piece p = board_.at(from);
        if (p == NoPiece || xiangqi::sideOf(p) != us)
            continue;
        const Kind kind = kinds_[from];
        const bool isGeneral = from == ownGeneral;
        targets.clear();
        board_.generatePieceMoves(from, targets);
        for (const Move& m : targets) {
            const bool capture = board_.at(m.to) != NoPiece;
            if (capture && (phase_ == TurnPhase::FirstTurn || !rules_.mayCapture(kind, kinds_[m.to])))
                continue;
            const bool changes = mayChangeKind(capture);
            // The kind change matters for legality only when the general itself moves:
            // its new kind decides who may capture it (SC-1).
            if (isGeneral) {
                if (safeAfter(m, kind) && !visit(Action::play(m)))
                    return false;
                if (changes)
                    for (Kind k : AllKinds)
                        if (k != kind && rules_.uses(k) && safeAfter(m, k) && !visit(Action::play(m, k)))
                            return false;
                continue;
            }
            if (mayExpose(m) && !safeAfter(m, kinds_[ownGeneral]))
                continue;
            if (!visit(Action::play(m)))
                return false;
            if (changes)
                for (Kind k : AllKinds)
                    if (k != kind && rules_.uses(k) && !visit(Action::play(m, k)))
                        return false;
        }
    }
    return true;
}

bool Position::overByState() const
{
    return (!history_.empty() && history_.back().effect.kingPieceCaptured) || score_[0] >= target_
        || score_[1] >= target_ || ply_ >= rules_.plyLimit;
}

void Position::generateLegal(ActionList& out) const
{
    out.clear();
    if (overByState())
        return;
    if (phase_ == TurnPhase::SecondMove)
        out.push(Action::endTurn());
    visitMoves([&](const Action& a) {
        out.push(a);
        return true;
    });
}

bool Position::hasLegalMove() const
{
    return !visitMoves([](const Action&) { return false; });
}

Refusal Position::check(const Action& a) const
{
    if (overByState())
        return {Reason::GameOver};
    if (a.isEnd())
        return phase_ == TurnPhase::SecondMove ? Refusal{} : Refusal{Reason::EndNotAllowed};
    const Move m = a.move;
    if (const MoveError e = board_.pseudoError(m); e != MoveError::None)
        return {Reason::Movement, e};
    const Kind kind = kinds_[m.from];
    const bool capture = board_.at(m.to) != NoPiece;
    if (capture && phase_ == TurnPhase::FirstTurn)
        return {Reason::FirstTurnCapture};
    if (capture && !rules_.mayCapture(kind, kinds_[m.to]))
        return {Reason::CaptureByKind, MoveError::None, kind, kinds_[m.to]};
    if (a.change) {
        if (!rules_.uses(*a.change))
            return {Reason::KindNotInRules, MoveError::None, *a.change};
        if (*a.change == kind)
            return {Reason::SameKind, MoveError::None, kind};
        if (!mayChangeKind(capture))
            return {Reason::KindChangeTooEarly};
    }
    const bool isGeneral = m.from == board_.generalSquare(side_);
    const Kind generalKind = isGeneral ? a.change.value_or(kind) : kinds_[board_.generalSquare(side_)];
    if (safeAfter(m, generalKind))
        return {};
    // Say "generals face" when the other general is the only attacker.
    const Piece moving = board_.at(m.from), captured = board_.at(m.to);
    board_.put(m.from, NoPiece);
    board_.put(m.to, moving);
    const Square g = board_.generalSquare(side_);
    Square attackers[16];
    const int n = std::min(board_.attackersOf(opposite(side_), g, attackers, 16), 16);
    bool others = false;
    for (int i = 0; i < n; ++i)
        others = others || rules_.mayCapture(kinds_[attackers[i]], generalKind);
    board_.put(m.to, captured);
    board_.put(m.from, moving);
    return {others ? Reason::LeavesGeneralAttacked : Reason::GeneralsFace};
}

// ---- make / unmake ----------------------------------------------------------

void Position::passTurn()
{
    if (side_ == Side::Black)
        ++fullmove_;
    side_ = opposite(side_);
    board_.setSideToMove(side_);
}

void Position::restore(const State& s)
{
    side_ = s.side;
    board_.setSideToMove(side_);
    phase_ = s.phase;
    score_ = s.score;
    ply_ = s.ply;
    halfmoveClock_ = s.halfmoveClock;
    fullmove_ = s.fullmove;
}

void Position::makeAction(const Action& a)
{
    Undo u{state(), ActionEffect{}};
    ActionEffect& e = u.effect;
    e.action = a;
    e.actor = side_;
    if (a.isEnd()) {
        // SC-12: the player ends a two-move turn after its first move.
        e.turnEnds = true;
        history_.push_back(u);
        passTurn();
        phase_ = TurnPhase::TwoMoveTurn;
        return;
    }
    const Move m = a.move;
    const Side us = side_, them = opposite(us);
    e.moved = board_.at(m.from);
    e.movedKind = kinds_[m.from];
    e.captured = board_.at(m.to);
    e.capturedKind = kinds_[m.to];
    const bool capture = e.captured != NoPiece;

    // Board and kinds: the piece keeps its kind unless the move changes it (SC-2).
    setKind(m.from, Kind::Normal);
    setKind(m.to, a.change.value_or(e.movedKind));
    board_.put(m.from, NoPiece);
    board_.put(m.to, e.moved);
    ++ply_;
    halfmoveClock_ = capture ? 0 : halfmoveClock_ + 1;

    // Check after the move and its kind change (SC-3); points by the kind before it (SC-2).
    e.check = inCheck(them);
    const Points points = rules_.pointsFor(e.movedKind, e.check);
    e.score = ScoreEvent{e.check && rules_.checkPoints.has_value(), e.movedKind, us, points};
    score_[xiangqi::index(us)] += points.own;
    score_[xiangqi::index(them)] += points.opponent;
    e.kingPieceCaptured = capture && rules_.kingPieceCaptureWins && e.capturedKind == Kind::King;

    // The turn order (SC-12).
    e.turnEnds = true;
    switch (phase_) {
    case TurnPhase::FirstTurn: // one move, never a capture
        phase_ = TurnPhase::TwoMoveTurn;
        break;
    case TurnPhase::TwoMoveTurn:
        if (capture) {
            phase_ = TurnPhase::OneMove;
        } else if (!e.check) {
            phase_ = TurnPhase::SecondMove;
            e.turnEnds = false;
        }
        break;
    case TurnPhase::SecondMove:
        phase_ = capture ? TurnPhase::OneMove : TurnPhase::TwoMoveTurn;
        break;
    case TurnPhase::OneMove:
        break;
    }
    e.firstCapture = capture && u.before.phase != TurnPhase::OneMove;
    if (!e.turnEnds && !hasLegalMove()) {
        // No legal second move: the turn just ends.
        e.noSecondMove = true;
        e.turnEnds = true;
        phase_ = TurnPhase::TwoMoveTurn;
    }
    if (e.turnEnds)
        passTurn();
    history_.push_back(u);
}

void Position::unmakeAction()
{
    if (history_.empty())
        return;
    const Undo u = history_.back();
    history_.pop_back();
    const ActionEffect& e = u.effect;
    if (!e.action.isEnd()) {
        const Move m = e.action.move;
        board_.put(m.to, e.captured);
        board_.put(m.from, e.moved);
        setKind(m.to, e.capturedKind);
        setKind(m.from, e.movedKind);
    }
    restore(u.before);
}

// ---- the end of the game ----------------------------------------------------

Side Position::lastActor() const
{
    if (!history_.empty())
        return history_.back().effect.actor;
    return phase_ == TurnPhase::SecondMove ? side_ : opposite(side_);
}

GameResult Position::result() const
{
    auto win = [](Side s, const char* reason) {
        return GameResult{s == Side::Red ? Verdict::RedWins : Verdict::BlackWins, reason};
    };
    // SC-11: capturing a king piece wins at once.
    if (!history_.empty() && history_.back().effect.kingPieceCaptured)
        return win(history_.back().effect.actor, "king piece captured");
    // SC-4: the target score; when both sides have it, the one who moved last wins.
    const bool red = score_[0] >= target_, black = score_[1] >= target_;
    if (red && black)
        return win(lastActor(), "target score");
    if (red || black)
        return win(red ? Side::Red : Side::Black, "target score");
    // SC-4: no legal move at the start of a turn loses, in check or not.
    if (!hasLegalMove())
        return win(opposite(side_), inCheck(side_) ? "checkmate" : "stalemate");
    // SC-5: no result after the ply limit is a draw.
    if (ply_ >= rules_.plyLimit)
        return {Verdict::Draw, "ply limit"};
    return {};
}

std::uint64_t Position::perft(int depth)
{
    if (depth <= 0)
        return 1;
    ActionList actions;
    generateLegal(actions);
    if (depth == 1)
        return static_cast<std::uint64_t>(actions.size());
    std::uint64_t nodes = 0;
    for (const Action& a : actions) {
        makeAction(a);
        nodes += perft(depth - 1);
        unmakeAction();
    }
    return nodes;
}

} // namespace qiyuan::jifen
