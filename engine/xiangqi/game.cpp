#include "game.h"

#include "repetition.h"

#include <algorithm>

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
        return MoveError::GameOver;
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
    std::vector<std::string> notes = adjudicate(&records_.back().repetition);
    if (over())
        notes.push_back(result_.reason);
    records_.back().reasons = std::move(notes);
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

std::optional<RepetitionVerdict> Game::repetitionIfPlayed(Move m) const
{
    if (over() || !position_.isLegal(m))
        return {};
    Position after = position_;
    after.makeMove(m);
    // Only a position seen before can repeat: the copies below are rarely needed.
    if (std::find(hashes_.begin(), hashes_.end(), after.hash()) == hashes_.end())
        return {};
    std::vector<Move> moves = moves_;
    moves.push_back(m);
    std::vector<std::uint64_t> hashes = hashes_;
    hashes.push_back(after.hash());
    return judgeRepetition(after, moves, hashes).verdict;
}

Position Game::positionAt(int ply) const
{
    Position p = start_;
    for (int i = 0; i < ply && i < static_cast<int>(moves_.size()); ++i)
        p.makeMove(moves_[i]);
    return p;
}

std::vector<std::string> Game::adjudicate(std::optional<RepetitionVerdict>* verdict)
{
    const Side toMove = position_.sideToMove();
    const Verdict moverLoses = toMove == Side::Red ? Verdict::BlackWins : Verdict::RedWins;
    // XQ-2: no legal move loses, whether in check or not.
    if (!position_.hasLegalMove()) {
        result_ = {moverLoses, position_.inCheck() ? "checkmate" : "stalemate"};
        return {};
    }
    // XQ-3: repetition. Only does work when the position occurred before.
    RepetitionRuling repetition = judgeRepetition(position_, moves_, hashes_);
    if (verdict)
        *verdict = std::move(repetition.verdict);
    if (repetition.result.over()) {
        result_ = repetition.result;
        return std::move(repetition.notes);
    }
    // XQ-4: 120 moves without a capture.
    if (position_.halfmoveClock() >= NoCaptureLimit)
        result_ = {Verdict::Draw, "no-capture limit"};
    return std::move(repetition.notes);
}

} // namespace qiyuan::xiangqi
