#include "game.h"

#include <algorithm>
#include <bit>
#include <charconv>

namespace qiyuan::banqi {

namespace {

// Position keys for BQ-16 repetition: the visible board and who is to act.
constexpr std::uint64_t SecondToActKey = 0x9e3779b97f4a7c15ULL;

// "红车": the colour and the Chinese name, as the move list shows a piece.
void appendPiece(std::string& out, Piece p)
{
    out += colorOf(p) == Color::Red ? "红" : "黑";
    out += chineseName(p);
}

void appendSquare(std::string& out, Square s)
{
    out += static_cast<char>('a' + fileOf(s));
    out += static_cast<char>('1' + rankOf(s));
}

const char* kindName(Kind k)
{
    switch (k) {
    case General: return "general";
    case Advisor: return "advisor";
    case Elephant: return "elephant";
    case Chariot: return "chariot";
    case Horse: return "horse";
    case Cannon: return "cannon";
    case Soldier: return "soldier";
    case NoKind: break;
    }
    return "piece";
}

Verdict winFor(Color c) { return c == Color::Red ? Verdict::RedWins : Verdict::BlackWins; }

} // namespace

std::string actionErrorText(ActionError e)
{
    switch (e) {
    case ActionError::None: return "legal";
    case ActionError::GameOver: return "the game is already over";
    case ActionError::OffBoard: return "not a square of the 4 x 8 board (files a-h, ranks 1-4)";
    case ActionError::NothingToFlip: return "there is no face-down piece to flip there (BQ-3)";
    case ActionError::FlipsOnly: return "before the first flip only flips are possible (BQ-2)";
    case ActionError::NoPiece: return "there is no piece on the starting square";
    case ActionError::FaceDownMover: return "a face-down piece cannot move; flip it first (BQ-4)";
    case ActionError::NotYourPiece: return "that piece belongs to the other side";
    case ActionError::NotOneStep: return "pieces move and capture one square along a row or column (BQ-4, BQ-5)";
    case ActionError::OwnPiece: return "a piece cannot capture a piece of its own side";
    case ActionError::FaceDownTarget: return "only face-up pieces can be captured (BQ-5)";
    case ActionError::OutRanked: return "a piece cannot capture a higher-ranked piece (BQ-5)";
    case ActionError::GeneralTakesSoldier: return "the general cannot capture a soldier (BQ-5)";
    case ActionError::CannonAdjacent: return "a cannon never captures an adjacent piece; it jumps over a screen (BQ-6)";
    case ActionError::CannonScreen:
        return "a cannon captures only by jumping over exactly one piece along a row or column (BQ-6)";
    case ActionError::ChaseLimit:
        return "that would be the 11th consecutive chase move of the same piece on the same piece (BQ-8 chase limit)";
    case ActionError::TooEarly: return "resigning and draws are possible only once 40 plies have been played (BQ-11)";
    }
    return "illegal";
}

// --- construction -------------------------------------------------------

Game::Game(const RuleSet& rules, const Position& position)
    : rules_(rules)
    , position_(position)
{
}

Game::Game(const Deal& deal, const RuleSet& rules)
    : Game(rules, Position::faceDownLayout(deal.layout))
{
    deal_ = deal;
    records_.reserve(static_cast<std::size_t>(std::min(rules_.plyLimit, 400)));
    history_.push_back(position_.hash());
    adjudicate(nullptr);
}

std::optional<Color> Game::colorOf(Player p) const
{
    if (!firstColor_)
        return std::nullopt;
    return p == Player::First ? *firstColor_ : opposite(*firstColor_);
}

std::optional<Player> Game::playerOf(Color c) const
{
    if (!firstColor_)
        return std::nullopt;
    return c == *firstColor_ ? Player::First : Player::Second;
}

std::optional<Player> Game::winner() const { return winner_; }

// --- legality -----------------------------------------------------------

Game::ChaseContext Game::chaseContext() const
{
    ChaseContext c;
    if (rules_.chaseLimit == 0)
        return c;
    const LastAction& mine = players_[index(toAct_)].last;
    const LastAction& theirs = players_[index(other(toAct_))].last;
    // X's previous action moved P, which still stands where it left it ...
    if ((mine.type != LastAction::Move && mine.type != LastAction::Capture) || mine.to == NoSquare)
        return c;
    // ... the opponent then moved T (no capture) from u0 to u ...
    if (theirs.type != LastAction::Move)
        return c;
    const Square p = mine.to, u0 = theirs.from, u = theirs.to;
    // ... and P attacked u0 before T moved.
    Board before = position_.visibleBoard();
    std::swap(before[u], before[u0]);
    if (!attacks(before, p, u0))
        return c;
    c.chaser = p;
    c.target = u;
    c.run = mine.chase > 0 && mine.chaseTarget == u0 ? mine.chase + 1 : 1;
    return c;
}

int Game::chaseRun(const ChaseContext& c, Square from, Square to) const
{
    if (from != c.chaser)
        return 0;
    // A chase move when P attacks u after it.
    Board after = position_.visibleBoard();
    std::swap(after[from], after[to]);
    return attacks(after, to, c.target) ? c.run : 0;
}

ActionError Game::check(Action a) const
{
    if (over())
        return ActionError::GameOver;
    if (a.from < 0 || a.from >= SquareCount || a.to < 0 || a.to >= SquareCount)
        return ActionError::OffBoard;
    if (a.isFlip())
        return position_.isFaceDown(a.from) ? ActionError::None : ActionError::NothingToFlip;
    if (!colorsKnown())
        return ActionError::FlipsOnly;
    const Piece p = position_.visible(a.from);
    if (p == NoPiece)
        return ActionError::NoPiece;
    if (p == FaceDown)
        return ActionError::FaceDownMover;
    const Color me = moverColor();
    if (banqi::colorOf(p) != me)
        return ActionError::NotYourPiece;
    bool adjacent = false;
    for (int d = 0; d < DirectionCount; ++d)
        adjacent = adjacent || neighbour(a.from, d) == a.to;
    const Piece t = position_.visible(a.to);
    if (t == NoPiece) { // BQ-4
        if (!adjacent)
            return ActionError::NotOneStep;
        if (rules_.chaseLimit > 0 && chaseRun(chaseContext(), a.from, a.to) > rules_.chaseLimit)
            return ActionError::ChaseLimit;
        return ActionError::None;
    }
    if (t != FaceDown && banqi::colorOf(t) == me)
        return ActionError::OwnPiece;
    if (t == FaceDown && !rules_.captureFaceDown)
        return ActionError::FaceDownTarget;
    if (kindOf(p) == Cannon) { // BQ-6
        if (adjacent)
            return ActionError::CannonAdjacent;
        for (int d = 0; d < DirectionCount; ++d)
            if (cannonLanding(position_.visibleBoard(), a.from, d) == a.to)
                return ActionError::None;
        return ActionError::CannonScreen;
    }
    if (!adjacent)
        return ActionError::NotOneStep;
    if (t == FaceDown) // the setting: whether it can be taken shows when it turns up
        return ActionError::None;
    if (kindOf(p) == General && kindOf(t) == Soldier)
        return ActionError::GeneralTakesSoldier;
    return outranks(kindOf(p), kindOf(t)) ? ActionError::None : ActionError::OutRanked;
}

void Game::legalActions(std::vector<Action>& out) const
{
    out.clear();
    if (over())
        return;
    // Write into room for the most there can be (a flip, or four steps and four
    // jumps, per square), then cut to size: no growth checks on the way.
    constexpr int MostActions = SquareCount * 2 * DirectionCount;
    out.resize(MostActions);
    Action* next = out.data();
    const Board& board = position_.visibleBoard();
    for (std::uint32_t down = position_.faceDownMask(); down; down &= down - 1) // BQ-3
        *next++ = Action::flip(static_cast<Square>(std::countr_zero(down)));
    if (colorsKnown()) {
        const Color me = moverColor();
        const ChaseContext chase = chaseContext(); // BQ-8: only the piece X moved last can chase
        for (std::uint32_t own = position_.faceUpMask(me); own; own &= own - 1) {
            const auto s = static_cast<Square>(std::countr_zero(own));
            const Kind k = kindOf(board[s]);
            for (int d = 0; d < DirectionCount; ++d) {
                const Square n = neighbour(s, d);
                if (n == NoSquare)
                    continue;
                const Piece t = board[n];
                if (t == NoPiece) { // BQ-4
                    if (s != chase.chaser || chaseRun(chase, s, n) <= rules_.chaseLimit)
                        *next++ = Action::move(s, n);
                } else if (k != Cannon) { // BQ-5
                    if (t == FaceDown ? rules_.captureFaceDown : banqi::colorOf(t) != me && outranks(k, kindOf(t)))
                        *next++ = Action::move(s, n);
                }
            }
            if (k == Cannon) // BQ-6
                for (int d = 0; d < DirectionCount; ++d) {
                    const Square t = cannonLanding(board, s, d);
                    if (t != NoSquare && (board[t] == FaceDown ? rules_.captureFaceDown : banqi::colorOf(board[t]) != me))
                        *next++ = Action::move(s, t);
                }
        }
    }
    out.resize(static_cast<std::size_t>(next - out.data()));
}

bool Game::hasLegalAction() const
{
    if (position_.faceDownCount() > 0) // a flip is always possible
        return true;
    if (!colorsKnown())
        return false;
    // Cheap first: any own piece with an empty neighbour that is not the chaser.
    const Board& board = position_.visibleBoard();
    const Color me = moverColor();
    const Square chaser = players_[index(toAct_)].last.to;
    for (std::uint32_t own = position_.faceUpMask(me); own; own &= own - 1) {
        const auto s = static_cast<Square>(std::countr_zero(own));
        if (s != chaser)
            for (int d = 0; d < DirectionCount; ++d)
                if (const Square n = neighbour(s, d); n != NoSquare && board[n] == NoPiece)
                    return true;
    }
    std::vector<Action> all;
    legalActions(all);
    return !all.empty();
}

std::vector<Action> Game::legalActions() const
{
    std::vector<Action> out;
    legalActions(out);
    return out;
}

// --- actions ------------------------------------------------------------

ActionError Game::play(Action a)
{
    if (const ActionError e = check(a); e != ActionError::None)
        return e;
    MoveRecord rec;
    rec.action = actionText(a);
    rec.fromFile = fileOf(a.from);
    rec.fromRank = rankOf(a.from);
    rec.toFile = fileOf(a.to);
    rec.toRank = rankOf(a.to);
    PlayerState& me = players_[index(toAct_)];
    if (a.isFlip()) { // BQ-3
        const Piece p = position_.turnFaceUp(a.from);
        rec.revealed = fenChar(p);
        rec.notation = "翻 ";
        appendSquare(rec.notation, a.from);
        rec.notation += ' ';
        appendPiece(rec.notation, p);
        if (!firstColor_) { // BQ-2: the flipper takes the colour it turned up
            firstColor_ = toAct_ == Player::First ? banqi::colorOf(p) : opposite(banqi::colorOf(p));
            rec.reasons.push_back(std::string(toAct_ == Player::First ? "the first" : "the second")
                                  + " player flipped the first piece and plays " + colorName(banqi::colorOf(p))
                                  + " (BQ-2)");
        }
        me.last = {LastAction::Flip};
        finishPly(std::move(rec), true);
        return ActionError::None;
    }
    const Piece p = position_.visible(a.from);
    rec.moved = fenChar(p);
    if (position_.isEmpty(a.to)) { // BQ-4
        const int run = chaseRun(chaseContext(), a.from, a.to);
        const Square chased = players_[index(other(toAct_))].last.to;
        position_.move(a.from, a.to);
        appendPiece(rec.notation, p);
        rec.notation += ' ';
        appendSquare(rec.notation, a.from);
        rec.notation += '-';
        appendSquare(rec.notation, a.to);
        me.last = {LastAction::Move, a.from, a.to, run, run > 0 ? chased : NoSquare};
        if (run > 0)
            rec.reasons.push_back("chase move " + std::to_string(run) + " of " + std::to_string(rules_.chaseLimit)
                                  + " on the " + kindName(kindOf(position_.visible(chased))) + " on "
                                  + squareName(chased) + " (BQ-8)");
        finishPly(std::move(rec), false);
        return ActionError::None;
    }
    addCapture(a.from, a.to, rec);
    finishPly(std::move(rec), true);
    return ActionError::None;
}

// A capture (BQ-5..BQ-7), or with the setting an attempt on a face-down piece.
void Game::addCapture(Square from, Square to, MoveRecord& rec)
{
    PlayerState& me = players_[index(toAct_)];
    const Piece p = position_.visible(from);
    appendPiece(rec.notation, p);
    rec.notation += ' ';
    appendSquare(rec.notation, from);
    rec.notation += "×";
    appendSquare(rec.notation, to);
    rec.notation += ' ';
    if (position_.isFaceDown(to)) {
        const Piece t = position_.turnFaceUp(to);
        rec.revealed = fenChar(t);
        const bool takes = banqi::colorOf(t) != banqi::colorOf(p) && (kindOf(p) == Cannon || outranks(kindOf(p), kindOf(t)));
        if (!takes) {
            rec.notation += "翻出 ";
            appendPiece(rec.notation, t);
            rec.reasons.push_back(std::string("the ") + kindName(kindOf(p)) + " cannot take the piece it turned up; "
                                  + "it stays face up where it was (BQ-5 setting)");
            me.last = {LastAction::Flip};
            return;
        }
    }
    const Piece t = position_.remove(to);
    rec.captured = fenChar(t);
    ++captured_[t];
    appendPiece(rec.notation, t);
    if (me.firstCapture == '-') // BQ-14
        me.firstCapture = kindOf(t) == General ? 'k' : 'o';
    if (kindOf(p) == kindOf(t) && rules_.equalRanks == EqualRanks::BothLeave) { // BQ-7
        position_.remove(from);
        ++captured_[p];
        rec.reasons.push_back("equal ranks: both pieces leave the board (BQ-7)");
        me.last = {LastAction::Capture, from, NoSquare};
        return;
    }
    position_.move(from, to);
    me.last = {LastAction::Capture, from, to};
}

void Game::finishPly(MoveRecord&& rec, bool irreversible)
{
    ++ply_;
    quiet_ = irreversible ? 0 : quiet_ + 1;
    toAct_ = other(toAct_);
    if (irreversible) // a flip or a capture: no earlier position can come back
        history_.clear();
    history_.push_back(position_.hash() ^ (toAct_ == Player::Second ? SecondToActKey : 0));
    records_.push_back(std::move(rec));
    adjudicate(&records_.back());
}

ActionError Game::timeout()
{
    if (over())
        return ActionError::GameOver;
    PlayerState& me = players_[index(toAct_)];
    ++me.timeouts;
    me.last = {LastAction::Timeout};
    MoveRecord rec;
    rec.action = "timeout";
    rec.notation = "超时";
    rec.reasons.push_back("timeout " + std::to_string(me.timeouts) + " of " + std::to_string(rules_.timeoutsToLose)
                          + ": the turn passes (BQ-9)");
    finishPly(std::move(rec), false);
    return ActionError::None;
}

ActionError Game::resign(Player loser)
{
    if (over())
        return ActionError::GameOver;
    if (ply_ < rules_.resignFromPly)
        return ActionError::TooEarly;
    const Player w = other(loser);
    if (!firstColor_)
        firstColor_ = Color::Red;
    end(winFor(*colorOf(w)), "resignation", nullptr);
    return ActionError::None;
}

ActionError Game::agreeDraw()
{
    if (over())
        return ActionError::GameOver;
    if (ply_ < rules_.resignFromPly)
        return ActionError::TooEarly;
    end(Verdict::Draw, "draw agreement", nullptr);
    return ActionError::None;
}

// --- end of game --------------------------------------------------------

void Game::adjudicate(MoveRecord* rec)
{
    // BQ-10: no pieces left (both: the last two destroyed each other).
    if (!colorsKnown() && position_.faceDownCount() == 0) { // only a hand-made empty deal
        end(Verdict::Draw, "no pieces", rec);
        return;
    }
    if (colorsKnown()) {
        const int red = position_.pieces(Color::Red), black = position_.pieces(Color::Black);
        if (red == 0 || black == 0) {
            end(red == 0 && black == 0 ? Verdict::Draw : winFor(red == 0 ? Color::Black : Color::Red), "no pieces",
                rec);
            return;
        }
    }
    // BQ-9: the third timeout loses.
    for (Player p : {Player::First, Player::Second})
        if (players_[index(p)].timeouts >= rules_.timeoutsToLose) {
            if (!firstColor_) // nothing was flipped: the first player counts as red
                firstColor_ = Color::Red;
            end(winFor(*colorOf(other(p))), "timeouts", rec);
            return;
        }
    // BQ-10: no legal action on one's turn loses. A face-down piece can always be flipped.
    if (!hasLegalAction()) {
        end(winFor(opposite(moverColor())), "no legal action", rec);
        return;
    }
    // BQ-16 (Taiwan): threefold repetition and the quiet-play limit draw.
    if (rules_.repetitionDraw > 0
        && std::count(history_.begin(), history_.end(), history_.back()) >= rules_.repetitionDraw) {
        end(Verdict::Draw, "threefold repetition", rec);
        return;
    }
    if (rules_.quietPlyLimit > 0 && quiet_ >= rules_.quietPlyLimit) {
        end(Verdict::Draw, "no-progress limit", rec);
        return;
    }
    // BQ-11: a game not over when the last allowed ply has been played is drawn.
    if (ply_ >= rules_.plyLimit)
        end(Verdict::Draw, "ply limit", rec);
}

void Game::end(Verdict v, std::string reason, MoveRecord* rec)
{
    result_ = {v, std::move(reason)};
    score_ = GameScore{};
    score_.final = true;
    if (v == Verdict::RedWins || v == Verdict::BlackWins) {
        const Color wc = v == Verdict::RedWins ? Color::Red : Color::Black;
        const Player w = *playerOf(wc);
        winner_ = w;
        const bool bonus = players_[index(w)].firstCapture == 'k' && rules_.generalBonus > 0;
        const auto [won, lost] = winScore(rules_, ply_, position_.pieces(wc), bonus);
        score_.winner = w;
        score_.wonAtPly = ply_;
        score_.generalBonus = bonus;
        score_.byPlayer[index(w)] = won;
        score_.byPlayer[index(other(w))] = lost;
        score_.byColor[index(wc)] = won;
        score_.byColor[index(opposite(wc))] = lost;
    }
    if (rec) {
        std::string why = v == Verdict::Draw ? "draw" : std::string(verdictName(v)) + " wins";
        rec->reasons.push_back(why + ": " + result_.reason);
    }
}

// --- what players see ---------------------------------------------------

View Game::view(Player viewer) const
{
    View v;
    v.viewer = viewer;
    v.board = position_.visibleBoard(); // never position_.hidden()
    v.toAct = toAct_;
    v.colors = {colorOf(Player::First), colorOf(Player::Second)};
    v.ply = ply_;
    v.quietPlies = quiet_;
    v.timeouts = {players_[0].timeouts, players_[1].timeouts};
    // Still face down: the set less what is face up and what has left the board.
    for (Piece p : fullSet())
        ++v.faceDownLeft[p];
    for (Piece p : v.board)
        if (isPiece(p))
            --v.faceDownLeft[p];
    for (int p = 0; p < 16; ++p)
        v.faceDownLeft[p] -= captured_[p];
    v.captured = captured_;
    if (viewer == toAct_)
        legalActions(v.legal);
    v.chaseCount = players_[index(viewer)].last.chase;
    v.records = records_;
    v.result = result_;
    v.score = score_;
    if (deal_) {
        v.commitment = deal_->commitment();
        if (over()) {
            v.seed = deal_->seed;
            v.salt = deal_->salt;
        }
    }
    v.fen = fen(false);
    return v;
}

std::string Game::fen() const { return fen(true); }

std::string Game::fen(bool withHidden) const
{
    std::string board, hidden;
    for (int r = Ranks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < Files; ++f) {
            const Square s = makeSquare(f, r);
            const Piece p = position_.visible(s);
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty)
                board += static_cast<char>('0' + empty);
            empty = 0;
            board += fenChar(p);
            if (p == FaceDown)
                hidden += fenChar(position_.hidden(s));
        }
        if (empty)
            board += static_cast<char>('0' + empty);
        if (r > 0)
            board += '/';
    }
    std::string turn;
    if (firstColor_)
        turn = *colorOf(toAct_) == Color::Red ? "r" : "b";
    else
        turn = toAct_ == Player::First ? "1" : "2";
    const std::string first = firstColor_ ? (*firstColor_ == Color::Red ? "r" : "b") : "-";
    return board + ' ' + turn + ' ' + first + ' ' + std::to_string(players_[0].timeouts) + ','
        + std::to_string(players_[1].timeouts) + ' ' + players_[0].firstCapture + players_[1].firstCapture + ' '
        + std::to_string(quiet_) + ' ' + std::to_string(ply_) + ' ' + (withHidden && !hidden.empty() ? hidden : "-");
}

namespace {

// A FEN field inside a message: printable ASCII as it is, any other byte as
// \xNN, long fields cut, so the message is readable text whatever was read.
std::string printable(std::string_view field)
{
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    for (const char ch : field.substr(0, 40)) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7f) {
            out += ch;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return field.size() > 40 ? out + "..." : out;
}

bool parseCount(std::string_view text, int max, int& out)
{
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && !text.empty() && text[0] != '-' && out <= max;
}

std::vector<std::string_view> splitFields(std::string_view text)
{
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

} // namespace

std::optional<Game> Game::fromFen(std::string_view text, const RuleSet& rules, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<Game> {
        if (error)
            *error = "banqi FEN: " + why;
        return std::nullopt;
    };
    if (const std::string why = validate(rules); !why.empty())
        return fail("rule set: " + why);
    if (text.size() > 300)
        return fail("too long to be a banqi FEN");
    const auto fields = splitFields(text);
    if (fields.empty())
        return fail("empty");
    if (fields.size() != 8)
        return fail("expected 8 fields (board turn first timeouts captures quiet ply hidden), got "
                    + std::to_string(fields.size()));

    // Board: ranks 4 to 1, files a to h; digits count empty squares, x is face down.
    std::array<Piece, SquareCount> visible{};
    std::vector<Square> faceDownSquares;
    {
        int rank = Ranks - 1, file = 0;
        for (const char c : fields[0]) {
            if (c == '/') {
                if (file != Files)
                    return fail("rank " + std::to_string(rank + 1) + " does not have 8 squares");
                if (--rank < 0)
                    return fail("more than 4 ranks in the board field");
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > Files)
                    return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            } else {
                const Piece p = c == 'x' || c == 'X' ? FaceDown : pieceFromFenChar(c);
                if (p == NoPiece)
                    return fail("'" + printable(std::string_view(&c, 1)) + "' is not a piece letter (KABRNCP, kabrncp, x face down)");
                if (file >= Files)
                    return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares");
                const Square s = makeSquare(file++, rank);
                visible[s] = p;
                if (p == FaceDown)
                    faceDownSquares.push_back(s);
            }
        }
        if (rank != 0 || file != Files)
            return fail("the board field needs 4 ranks of 8 squares");
    }

    const std::string_view turn = fields[1], first = fields[2];
    if (turn != "r" && turn != "b" && turn != "1" && turn != "2")
        return fail("turn must be r or b (1 or 2 before the first flip), got '" + printable(turn) + "'");
    if (first != "r" && first != "b" && first != "-")
        return fail("first must be r, b or - (the first player's colour), got '" + printable(first) + "'");
    std::array<int, 2> timeouts{};
    {
        const std::string_view t = fields[3];
        const auto comma = t.find(',');
        if (comma == std::string_view::npos || !parseCount(t.substr(0, comma), 99, timeouts[0])
            || !parseCount(t.substr(comma + 1), 99, timeouts[1]))
            return fail("timeouts must be two counts 'first,second', e.g. 0,1; got '" + printable(t) + "'");
    }
    const std::string_view captures = fields[4];
    auto captureMark = [](char c) { return c == '-' || c == 'k' || c == 'o'; };
    if (captures.size() != 2 || !captureMark(captures[0]) || !captureMark(captures[1]))
        return fail("captures must be two of - k o (first, second player), got '" + printable(captures) + "'");
    int quiet = 0, ply = 0;
    if (!parseCount(fields[5], 100000, quiet))
        return fail("quiet must be a count of plies, got '" + printable(fields[5]) + "'");
    if (!parseCount(fields[6], 100000, ply))
        return fail("ply must be a count of plies, got '" + printable(fields[6]) + "'");
    if (quiet > ply)
        return fail("quiet cannot exceed ply");

    // Hidden: the identity of every x, in the order of the board field.
    const std::string_view hidden = fields[7];
    if (hidden == "-" ? !faceDownSquares.empty() : hidden.size() != faceDownSquares.size())
        return fail("the hidden field must name the " + std::to_string(faceDownSquares.size())
                    + " face-down pieces in board order (a player's view cannot be loaded as a game)");
    Position pos;
    std::array<int, 16> counts{};
    for (Square s = 0; s < SquareCount; ++s)
        if (isPiece(visible[s])) {
            pos.putFaceUp(s, visible[s]);
            ++counts[visible[s]];
        }
    for (std::size_t i = 0; i < faceDownSquares.size(); ++i) {
        const Piece p = pieceFromFenChar(hidden[i]);
        if (!isPiece(p))
            return fail("'" + printable(hidden.substr(i, 1)) + "' in the hidden field is not a piece letter");
        pos.putFaceDown(faceDownSquares[i], p);
        ++counts[p];
    }
    for (Piece p : fullSet())
        if (counts[p] > setCount(kindOf(p)))
            return fail(std::string("too many '") + fenChar(p) + "': a set has " + std::to_string(setCount(kindOf(p))));

    Game game(rules, pos);
    game.toAct_ = ply % 2 == 0 ? Player::First : Player::Second;
    if (first == "-") {
        // Before the first flip nothing can have moved or left the board.
        if (pos.faceDownCount() != SquareCount)
            return fail("before the first flip (first '-') all 32 pieces are face down");
        if (turn != (ply % 2 == 0 ? "1" : "2"))
            return fail("turn must be 1 on even plies and 2 on odd ones while colours are unknown");
        if (captures != "--" || quiet != ply)
            return fail("nothing can have been captured or flipped before the first flip");
    } else {
        game.firstColor_ = first == "r" ? Color::Red : Color::Black;
        const Color toAct = *game.colorOf(game.toAct_);
        if (turn != (toAct == Color::Red ? "r" : "b"))
            return fail("turn '" + std::string(turn) + "' does not match ply " + std::to_string(ply)
                        + " and the first player's colour (the first player acts on even plies)");
    }
    for (int i = 0; i < 2; ++i) {
        game.players_[i].timeouts = timeouts[i];
        game.players_[i].firstCapture = captures[i];
        if (captures[i] == 'k') {
            const Color enemy = opposite(*game.colorOf(static_cast<Player>(i)));
            if (counts[makePiece(enemy, General)] != 0)
                return fail("capture mark k: the enemy general must be off the board");
        }
    }
    game.ply_ = ply;
    game.quiet_ = quiet;
    for (Piece p : fullSet())
        ++game.captured_[p];
    for (int p = 0; p < 16; ++p)
        game.captured_[p] -= counts[p];
    game.history_.push_back(pos.hash() ^ (game.toAct_ == Player::Second ? SecondToActKey : 0));
    game.adjudicate(nullptr);
    return game;
}

} // namespace qiyuan::banqi
