#include "game.h"

#include "xiangqi/notation.h"

namespace qiyuan::jifen {

Game::Game(const RuleSet& rules)
    : Game(Position(rules))
{
}

Game::Game(const Position& start)
    : start_(start), position_(start), result_(start.result())
{
}

ActionList Game::legalActions() const
{
    ActionList list;
    if (!over())
        position_.generateLegal(list);
    return list;
}

std::vector<std::optional<Kind>> Game::kindChoices(Move m) const
{
    std::vector<std::optional<Kind>> out;
    if (over())
        return out;
    if (position_.isLegal(Action::play(m)))
        out.push_back(std::nullopt);
    for (Kind k : AllKinds)
        if (position_.isLegal(Action::play(m, k)))
            out.push_back(k);
    return out;
}

Refusal Game::play(const Action& a)
{
    if (over())
        return {Refusal::Reason::GameOver};
    if (const Refusal r = position_.check(a))
        return r;
    MoveRecord r;
    r.action = actionText(a);
    if (!a.isEnd()) {
        const Move m = a.move;
        // Chinese notation by xiangqi rules; a move that only the kinds make legal
        // has none there, so it shows in ICCS.
        r.notation = xiangqi::toChinese(position_.board(), m);
        if (r.notation.empty())
            r.notation = xiangqi::toIccs(m);
        r.fromFile = xiangqi::fileOf(m.from);
        r.fromRank = xiangqi::rankOf(m.from);
        r.toFile = xiangqi::fileOf(m.to);
        r.toRank = xiangqi::rankOf(m.to);
    } else {
        r.notation = "end";
    }
    const TurnPhase before = position_.phase();
    position_.makeAction(a);
    const ActionEffect& e = *position_.lastEffect();
    if (!a.isEnd()) {
        ++ply_;
        r.moved = xiangqi::fenChar(e.moved);
        if (e.captured != xiangqi::NoPiece)
            r.captured = xiangqi::fenChar(e.captured);
        if (a.change)
            r.kindChange = kindLetter(*a.change);
        r.points = e.score.points.own;
        r.opponentPoints = e.score.points.opponent;
        r.check = e.check;
        r.reasons.push_back(scoreEventText(e.score));
        if (e.firstCapture)
            r.reasons.push_back("first capture: one move per turn and kind changes from now on");
        else if (before == TurnPhase::TwoMoveTurn && e.check)
            r.reasons.push_back("check ends the turn");
        if (e.noSecondMove)
            r.reasons.push_back("no legal second move: the turn ends");
    } else {
        r.reasons.push_back("turn ended");
    }
    result_ = position_.result();
    if (over())
        r.reasons.push_back(result_.reason);
    actions_.push_back(a);
    records_.push_back(std::move(r));
    effects_.push_back(e);
    return {};
}

bool Game::undo()
{
    if (actions_.empty())
        return false;
    if (!actions_.back().isEnd())
        --ply_;
    position_.unmakeAction();
    actions_.pop_back();
    records_.pop_back();
    effects_.pop_back();
    result_ = position_.result();
    return true;
}

void Game::resign(Side loser)
{
    if (!over())
        result_ = {loser == Side::Red ? Verdict::BlackWins : Verdict::RedWins, "resignation"};
}

void Game::agreeDraw()
{
    if (!over())
        result_ = {Verdict::Draw, "draw agreement"};
}

void Game::flagFall(Side loser)
{
    if (!over())
        result_ = {loser == Side::Red ? Verdict::BlackWins : Verdict::RedWins, "timeout"};
}

Position Game::positionAt(int count) const
{
    Position p = start_;
    for (int i = 0; i < count && i < static_cast<int>(actions_.size()); ++i)
        p.makeAction(actions_[i]);
    return p;
}

} // namespace qiyuan::jifen
