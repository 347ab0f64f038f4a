#include "game.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdlib>

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
    case ActionError::NoChainToEnd:
        return "there is no turn of chain captures to end; \"end\" only stops a piece that may capture again (BQ-17)";
    case ActionError::ChainPieceOnly:
        return "during chain captures only the piece that just captured may act: it captures again, or the turn "
               "ends with \"end\" (BQ-17)";
    case ActionError::ChainCapturesOnly:
        return "during chain captures the piece may only capture again, or the turn ends with \"end\" (BQ-17)";
    case ActionError::ChainFaceDown:
        return "these chain captures continue onto face-up pieces only (BQ-17)";
    case ActionError::ChariotRun:
        return "a chariot runs only along a row or column over empty squares, and captures the first piece it "
               "meets (BQ-18)";
    case ActionError::CannonOutranked:
        return "under these rules a cannon captures only a cannon or a soldier (BQ-19)";
    case ActionError::SoldierTakesGeneral:
        return "under strict ranks a soldier cannot capture the general (BQ-20)";
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
    if (!attacks(before, p, u0, rules_))
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
    return attacks(after, to, c.target, rules_) ? c.run : 0;
}

template <typename F> void Game::reach(Square from, F&& f) const
{
    const Board& board = position_.visibleBoard();
    const Kind k = kindOf(board[from]);
    const bool runs = k == Chariot && rules_.chariotRuns; // BQ-18
    for (int d = 0; d < DirectionCount; ++d) {
        Square n = neighbour(from, d);
        while (runs && n != NoSquare && board[n] == NoPiece) {
            f(n, false);
            n = neighbour(n, d);
        }
        if (!runs && n != NoSquare && board[n] == NoPiece) // BQ-4: one step
            f(n, false);
        if (n != NoSquare && board[n] != NoPiece && k != Cannon) // BQ-5: the piece met
            f(n, true);
    }
    if (k == Cannon) // BQ-6: after its steps, its jumps
        for (int d = 0; d < DirectionCount; ++d)
            if (const Square t = cannonLanding(board, from, d); t != NoSquare)
                f(t, true);
}

bool Game::mayTake(Square from, Square to, bool faceDown) const
{
    const Piece p = position_.visible(from), t = position_.visible(to);
    if (t == FaceDown) // whether it can be taken shows when it turns up
        return faceDown;
    return banqi::colorOf(t) != banqi::colorOf(p) && rankAllowsCapture(rules_, kindOf(p), kindOf(t));
}

bool Game::canChainFrom(Square s) const
{
    const bool faceDown = rules_.chainCaptures == ChainCaptures::AlsoFaceDown && rules_.captureFaceDown;
    bool found = false;
    reach(s, [&](Square to, bool target) { found = found || (target && mayTake(s, to, faceDown)); });
    return found;
}

bool attacks(const Board& board, Square from, Square to, const RuleSet& rules)
{
    const Piece p = board[from], t = board[to];
    if (!isPiece(p) || !isPiece(t) || colorOf(p) == colorOf(t) || !rankAllowsCapture(rules, kindOf(p), kindOf(t)))
        return false;
    const bool runs = kindOf(p) == Chariot && rules.chariotRuns; // BQ-18
    for (int d = 0; d < DirectionCount; ++d) {
        if (kindOf(p) == Cannon) {
            if (cannonLanding(board, from, d) == to)
                return true;
            continue;
        }
        Square n = neighbour(from, d);
        while (runs && n != NoSquare && board[n] == NoPiece)
            n = neighbour(n, d);
        if (n == to)
            return true;
    }
    return false;
}

ActionError Game::check(Action a) const
{
    if (over())
        return ActionError::GameOver;
    if (a.isEndTurn()) // BQ-17
        return chain_ != NoSquare ? ActionError::None : ActionError::NoChainToEnd;
    if (a.from < 0 || a.from >= SquareCount || a.to < 0 || a.to >= SquareCount)
        return ActionError::OffBoard;
    if (chain_ != NoSquare) { // BQ-17: the capturing piece captures again, or "end"
        if (a.from != chain_ || a.isFlip())
            return ActionError::ChainPieceOnly;
        if (position_.isEmpty(a.to))
            return ActionError::ChainCapturesOnly;
        if (position_.isFaceDown(a.to) && rules_.captureFaceDown
            && rules_.chainCaptures != ChainCaptures::AlsoFaceDown)
            return ActionError::ChainFaceDown;
    }
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
    bool reached = false;
    reach(a.from, [&](Square to, bool) { reached = reached || to == a.to; });
    const bool runs = kindOf(p) == Chariot && rules_.chariotRuns;
    const Piece t = position_.visible(a.to);
    if (t == NoPiece) { // BQ-4, BQ-18
        if (!reached)
            return runs ? ActionError::ChariotRun : ActionError::NotOneStep;
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
        if (!reached)
            return ActionError::CannonScreen;
        return t == FaceDown || rankAllowsCapture(rules_, Cannon, kindOf(t)) ? ActionError::None
                                                                             : ActionError::CannonOutranked; // BQ-19
    }
    if (!reached)
        return runs ? ActionError::ChariotRun : ActionError::NotOneStep;
    if (t == FaceDown) // the setting: whether it can be taken shows when it turns up
        return ActionError::None;
    if (rankAllowsCapture(rules_, kindOf(p), kindOf(t)))
        return ActionError::None;
    if (kindOf(p) == General && kindOf(t) == Soldier)
        return ActionError::GeneralTakesSoldier;
    if (kindOf(p) == Soldier && kindOf(t) == General) // only under strict ranks (BQ-20)
        return ActionError::SoldierTakesGeneral;
    return ActionError::OutRanked;
}

void Game::legalActions(std::vector<Action>& out) const
{
    out.clear();
    if (over())
        return;
    if (chain_ != NoSquare) { // BQ-17: the chain's captures, then "end"
        const bool faceDown = rules_.chainCaptures == ChainCaptures::AlsoFaceDown && rules_.captureFaceDown;
        reach(chain_, [&](Square to, bool target) {
            if (target && mayTake(chain_, to, faceDown))
                out.push_back(Action::move(chain_, to));
        });
        out.push_back(Action::endTurn());
        return;
    }
    // Write into room for the most there can be (a flip, or a run of at most
    // 7 + 3 squares and four targets, per square), then cut to size: no growth
    // checks on the way.
    constexpr int MostActions = SquareCount * 3 * DirectionCount;
    out.resize(MostActions);
    Action* next = out.data();
    for (std::uint32_t down = position_.faceDownMask(); down; down &= down - 1) // BQ-3
        *next++ = Action::flip(static_cast<Square>(std::countr_zero(down)));
    if (colorsKnown()) {
        const Color me = moverColor();
        const ChaseContext chase = chaseContext(); // BQ-8: only the piece X moved last can chase
        for (std::uint32_t own = position_.faceUpMask(me); own; own &= own - 1) {
            const auto s = static_cast<Square>(std::countr_zero(own));
            reach(s, [&](Square to, bool target) {
                if (target ? mayTake(s, to, rules_.captureFaceDown)
                           : s != chase.chaser || chaseRun(chase, s, to) <= rules_.chaseLimit)
                    *next++ = Action::move(s, to);
            });
        }
    }
    out.resize(static_cast<std::size_t>(next - out.data()));
}

bool Game::hasLegalAction() const
{
    if (chain_ != NoSquare) // BQ-17: "end" at least
        return true;
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
    if (a.isEndTurn()) { // BQ-17: no board change; the turn passes
        rec.notation = "连吃结束";
        rec.reasons.push_back("the " + std::string(kindName(kindOf(position_.visible(chain_)))) + " on "
                              + squareName(chain_) + " stops after " + std::to_string(chainLength_)
                              + (chainLength_ == 1 ? " capture" : " captures") + "; the turn ends (BQ-17)");
        chain_ = NoSquare;
        chainLength_ = 0;
        finishPly(std::move(rec), true);
        return ActionError::None;
    }
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
    const int distance = std::abs(fileOf(a.to) - fileOf(a.from)) + std::abs(rankOf(a.to) - rankOf(a.from));
    const bool ran = kindOf(p) == Chariot && distance > 1; // BQ-18
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
        if (ran)
            rec.reasons.push_back("chariot runs " + std::to_string(distance) + " squares (BQ-18)");
        if (run > 0)
            rec.reasons.push_back("chase move " + std::to_string(run) + " of " + std::to_string(rules_.chaseLimit)
                                  + " on the " + kindName(kindOf(position_.visible(chased))) + " on "
                                  + squareName(chased) + " (BQ-8)");
        finishPly(std::move(rec), false);
        return ActionError::None;
    }
    if (ran)
        rec.reasons.push_back("chariot runs " + std::to_string(distance) + " squares to capture (BQ-18)");
    const bool chained = chain_ != NoSquare;
    addCapture(a.from, a.to, rec);
    // BQ-17: a capture after which the piece stands on a.to may start or go on with a chain.
    const bool captured = me.last.type == LastAction::Capture;
    if (captured) {
        ++chainLength_;
        if (chainLength_ > 1)
            rec.reasons.push_back("chain capture " + std::to_string(chainLength_) + " (BQ-17)");
    }
    const bool again = captured && me.last.to == a.to && rules_.chainCaptures != ChainCaptures::Off
        && canChainFrom(a.to);
    if (again) {
        chain_ = a.to;
        rec.reasons.push_back("the " + std::string(kindName(kindOf(p))) + " on " + squareName(a.to)
                              + " may capture again, or the turn ends with \"end\" (BQ-17)");
    } else {
        if (chained)
            rec.reasons.push_back(std::string(captured && me.last.to == a.to ? "no further capture: " : "")
                                  + "the chain captures end (BQ-17)");
        chain_ = NoSquare;
        chainLength_ = 0;
    }
    finishPly(std::move(rec), true, !again);
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
        const bool takes = banqi::colorOf(t) != banqi::colorOf(p) && rankAllowsCapture(rules_, kindOf(p), kindOf(t));
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

void Game::finishPly(MoveRecord&& rec, bool irreversible, bool turnEnds)
{
    ++ply_;
    quiet_ = irreversible ? 0 : quiet_ + 1;
    actors_.push_back(toAct_);
    if (irreversible) // a flip or a capture: no earlier position can come back
        history_.clear();
    if (turnEnds) { // BQ-16, BQ-17: repetition counts the positions between whole turns only
        toAct_ = other(toAct_);
        history_.push_back(position_.hash() ^ (toAct_ == Player::Second ? SecondToActKey : 0));
    }
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
    if (chain_ != NoSquare) // BQ-17: the clock covers the whole turn
        rec.reasons.push_back("the chain captures end with the turn (BQ-17)");
    chain_ = NoSquare;
    chainLength_ = 0;
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
    if (rules_.repetitionDraw > 0 && !history_.empty() && chain_ == NoSquare
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
    chain_ = NoSquare; // BQ-17: a game over has no turn left to finish
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
    v.chainSquare = chain_;
    v.chaseCount = players_[index(viewer)].last.chase;
    v.records = records_;
    v.actors = actors_;
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
        + std::to_string(quiet_) + ' ' + std::to_string(ply_) + ' ' + (withHidden && !hidden.empty() ? hidden : "-")
        + (chain_ != NoSquare ? ' ' + squareName(chain_) : std::string()); // BQ-17: a chain under way
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
    if (fields.size() != 8 && fields.size() != 9)
        return fail("expected 8 fields (board turn first timeouts captures quiet ply hidden), and a 9th during "
                    "chain captures, got " + std::to_string(fields.size()));

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
    // BQ-17: with chain captures a player may act several plies in a row, so the
    // ply no longer tells who acts; turn and first do.
    const bool chains = rules.chainCaptures != ChainCaptures::Off;
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
        if (turn != "r" && turn != "b")
            return fail("turn '" + std::string(turn) + "' does not match a known first colour: the turn is r or b");
        if (chains)
            game.toAct_ = (turn == "r") == (*game.firstColor_ == Color::Red) ? Player::First : Player::Second;
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
    if (fields.size() == 9) { // BQ-17: the square of the piece that may capture again
        const Square s = parseSquare(fields[8]);
        if (!chains)
            return fail("a 9th field names a chain of captures, but these rules have none (BQ-17)");
        if (s == NoSquare)
            return fail("the chain field must be a square such as c2, got '" + printable(fields[8]) + "'");
        if (!game.firstColor_ || !isPiece(visible[s]) || banqi::colorOf(visible[s]) != *game.colorOf(game.toAct_))
            return fail("the chain square " + squareName(s) + " must hold a face-up piece of the side to act");
        if (!game.canChainFrom(s))
            return fail("the piece on " + squareName(s) + " has nothing to capture, so no chain can be under way");
        game.chain_ = s;
        game.chainLength_ = 1; // the count of earlier captures is not part of a FEN
    } else {
        game.history_.push_back(pos.hash() ^ (game.toAct_ == Player::Second ? SecondToActKey : 0));
    }
    game.adjudicate(nullptr);
    return game;
}

} // namespace qiyuan::banqi
