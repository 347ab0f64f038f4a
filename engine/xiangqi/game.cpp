#include "game.h"

#include "repetition.h"

namespace qiyuan::xiangqi {

Game::Game(const Position& start)
    : start_(start), position_(start)
{
    hashes_.push_back(position_.hash());
    adjudicate();
}

MoveError Game::play(Move m)
{
    if (over())
        return MoveError::NotAPieceMove;
    if (const MoveError e = position_.checkMove(m); e != MoveError::None)
        return e;
    MoveRecord r;
    r.action = toIccs(m);
    r.fromFile = fileOf(m.from);
    r.fromRank = rankOf(m.from);
    r.toFile = fileOf(m.to);
    r.toRank = rankOf(m.to);
    r.moved = fenChar(position_.at(m.from));
    if (isPiece(position_.at(m.to)))
        r.captured = fenChar(position_.at(m.to));
    position_.makeMove(m);
    r.check = position_.inCheck();
    moves_.push_back(m);
    hashes_.push_back(position_.hash());
    records_.push_back(std::move(r));
    adjudicate();
    if (over())
        records_.back().reasons.push_back(result_.reason);
    return MoveError::None;
}

bool Game::undo()
{
    if (moves_.empty())
        return false;
    position_.unmakeMove();
    moves_.pop_back();
    hashes_.pop_back();
    records_.pop_back();
    result_ = {};
    adjudicate();
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

Position Game::positionAt(int ply) const
{
    Position p = start_;
    for (int i = 0; i < ply && i < static_cast<int>(moves_.size()); ++i)
        p.makeMove(moves_[i]);
    return p;
}

void Game::adjudicate()
{
    const Side toMove = position_.sideToMove();
    const Verdict moverLoses = toMove == Side::Red ? Verdict::BlackWins : Verdict::RedWins;
    // XQ-2: no legal move loses, whether in check or not.
    if (!position_.hasLegalMove()) {
        result_ = {moverLoses, position_.inCheck() ? "checkmate" : "stalemate"};
        return;
    }
    // XQ-3: repetition.
    if (const GameResult r = judgeRepetition(start_, moves_); r.over()) {
        result_ = r;
        return;
    }
    // XQ-4: 120 moves without a capture.
    if (position_.halfmoveClock() >= NoCaptureLimit)
        result_ = {Verdict::Draw, "no-capture limit"};
}

} // namespace qiyuan::xiangqi
