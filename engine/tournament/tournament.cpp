#include "tournament/tournament.h"

#include "tournament/roundrobin.h"
#include "tournament/swiss.h"

#include <algorithm>

namespace tournament {

bool Board::isPlayed() const
{
    return !isBye() && (result == Result::WhiteWins || result == Result::Draw || result == Result::BlackWins);
}

int Board::halvesOf(int player) const
{
    if (isBye())
        return 2; // a pairing-allocated bye scores a full point
    const bool white_ = player == white;
    switch (result) {
    case Result::WhiteWins:
    case Result::WhiteWinsByForfeit:
        return white_ ? 2 : 0;
    case Result::BlackWins:
    case Result::BlackWinsByForfeit:
        return white_ ? 0 : 2;
    case Result::Draw:
        return 1;
    case Result::Pending:
        break;
    }
    return 0;
}

Tournament::Tournament(std::string name, System system, int swissRounds)
    : name_(std::move(name))
    , system_(system)
    , swissRounds_(swissRounds)
{
}

int Tournament::activeCount() const
{
    return int(std::count_if(players_.begin(), players_.end(), [](const Player& p) { return !p.withdrawn; }));
}

Refusal Tournament::addPlayer(Player player)
{
    if (int(players_.size()) >= MaxPlayers)
        return Refusal::TooManyPlayers;
    if (started()) {
        if (isRoundRobin())
            return Refusal::AlreadyStarted; // the Berger table is drawn for the field of round 1
        player.joinedRound = int(rounds_.size()) + 1;
    } else {
        player.joinedRound = 1;
    }
    player.withdrawn = false;
    players_.push_back(std::move(player));
    return Refusal::None;
}

Refusal Tournament::editPlayer(int player, const std::string& name, int rating)
{
    if (player < 0 || player >= int(players_.size()))
        return Refusal::NoSuchPlayer;
    players_[std::size_t(player)].name = name;
    players_[std::size_t(player)].rating = rating;
    return Refusal::None;
}

Refusal Tournament::setSeat(int player, std::string seat)
{
    if (player < 0 || player >= int(players_.size()))
        return Refusal::NoSuchPlayer;
    players_[std::size_t(player)].seat = std::move(seat);
    return Refusal::None;
}

Refusal Tournament::withdraw(int player)
{
    if (player < 0 || player >= int(players_.size()))
        return Refusal::NoSuchPlayer;
    if (!started()) {
        players_.erase(players_.begin() + player); // nothing refers to ids yet
        return Refusal::None;
    }
    players_[std::size_t(player)].withdrawn = true;
    // Boards of the current round still pending: the withdrawn player loses by forfeit.
    if (!rounds_.empty())
        forfeitWithdrawn(rounds_.back());
    return Refusal::None;
}

int Tournament::plannedRounds() const
{
    if (!isRoundRobin())
        return swissRounds_;
    const int n = int(players_.size());
    const int perCycle = n % 2 == 0 ? n - 1 : n;
    return system_ == System::DoubleRoundRobin ? 2 * perCycle : perCycle;
}

bool Tournament::currentRoundFinished() const
{
    if (rounds_.empty())
        return true;
    const auto& boards = rounds_.back().boards;
    return std::all_of(boards.begin(), boards.end(), [](const Board& b) { return b.isFinished(); });
}

bool Tournament::finished() const
{
    return started() && int(rounds_.size()) >= plannedRounds() && currentRoundFinished();
}

Refusal Tournament::pairNextRound()
{
    if (!currentRoundFinished())
        return Refusal::RoundNotFinished;
    if (int(rounds_.size()) >= plannedRounds())
        return Refusal::NoRoundsLeft;
    if (activeCount() < MinPlayers && !started())
        return Refusal::TooFewPlayers;
    if (int(players_.size()) > MaxPlayers)
        return Refusal::TooManyPlayers;
    if (isRoundRobin())
        return pairRoundRobin();
    auto round = pairSwiss(*this);
    if (!round)
        return Refusal::CannotPair;
    rounds_.push_back(std::move(*round));
    return Refusal::None;
}

Refusal Tournament::pairRoundRobin()
{
    const auto table = bergerTable(int(players_.size()));
    const int perCycle = int(table.size());
    const int index = int(rounds_.size());
    const bool secondCycle = index >= perCycle;
    Round round;
    for (auto [white, black] : table[std::size_t(index % perCycle)]) {
        Board board;
        // The second cycle repeats the first with colours swapped (a bye stays a bye).
        if (secondCycle && black != NoPlayer)
            std::swap(white, black);
        board.white = white;
        board.black = black;
        round.boards.push_back(board);
    }
    // Byes last, as boards without a game.
    std::stable_partition(round.boards.begin(), round.boards.end(), [](const Board& b) { return !b.isBye(); });
    forfeitWithdrawn(round);
    rounds_.push_back(std::move(round));
    return Refusal::None;
}

void Tournament::forfeitWithdrawn(Round& round) const
{
    for (auto& board : round.boards) {
        if (board.isBye() || board.result != Result::Pending)
            continue;
        const bool whiteGone = players_[std::size_t(board.white)].withdrawn;
        const bool blackGone = players_[std::size_t(board.black)].withdrawn;
        if (whiteGone && !blackGone)
            board.result = Result::BlackWinsByForfeit;
        else if (blackGone && !whiteGone)
            board.result = Result::WhiteWinsByForfeit;
        else if (whiteGone && blackGone)
            board.result = Result::BlackWinsByForfeit; // neither plays; recorded as a loss for white by entry order
    }
}

Refusal Tournament::setResult(int round, int board, Result result, std::string pgn)
{
    if (round < 0 || round >= int(rounds_.size()) || board < 0
        || board >= int(rounds_[std::size_t(round)].boards.size()))
        return Refusal::NoSuchBoard;
    auto& b = rounds_[std::size_t(round)].boards[std::size_t(board)];
    if (b.isBye())
        return Refusal::ByeHasNoResult;
    b.result = result;
    b.pgn = result == Result::Pending ? std::string() : std::move(pgn);
    return Refusal::None;
}

int Tournament::halves(int player, int afterRounds) const
{
    const int upTo = afterRounds < 0 ? int(rounds_.size()) : std::min(afterRounds, int(rounds_.size()));
    int total = 0;
    for (int r = 0; r < upTo; ++r)
        for (const auto& board : rounds_[std::size_t(r)].boards)
            if (board.white == player || board.black == player)
                total += board.halvesOf(player);
    return total;
}

Tournament Tournament::restore(std::string name, System system, int swissRounds, std::vector<Player> players,
                               std::vector<Round> rounds)
{
    Tournament t(std::move(name), system, swissRounds);
    t.players_ = std::move(players);
    t.rounds_ = std::move(rounds);
    return t;
}

std::string Tournament::check() const
{
    const int n = int(players_.size());
    if (n > MaxPlayers)
        return "more than 64 players";
    if (system_ == System::Swiss && (swissRounds_ < 1 || swissRounds_ > 2 * MaxPlayers))
        return "a Swiss needs 1 to 128 rounds";
    if (started() && int(rounds_.size()) > plannedRounds())
        return "more rounds than planned";
    for (std::size_t r = 0; r < rounds_.size(); ++r) {
        std::vector<int> seen(std::size_t(n), 0);
        for (const auto& b : rounds_[r].boards) {
            if (b.white < 0 || b.white >= n || b.black < NoPlayer || b.black >= n || b.white == b.black)
                return "round " + std::to_string(r + 1) + ": a board names no such player";
            if (++seen[std::size_t(b.white)] > 1 || (b.black != NoPlayer && ++seen[std::size_t(b.black)] > 1))
                return "round " + std::to_string(r + 1) + ": a player sits at two boards";
            if (b.isBye() && b.result != Result::Pending)
                return "round " + std::to_string(r + 1) + ": a bye with a result";
        }
        if (r + 1 < rounds_.size()) {
            for (const auto& b : rounds_[r].boards)
                if (!b.isFinished())
                    return "round " + std::to_string(r + 1) + " has a board without a result before a later round";
        }
    }
    for (const auto& p : players_)
        if (p.joinedRound < 1 || p.joinedRound > int(rounds_.size()) + 1)
            return "a player joins at a round that does not exist";
    return {};
}

std::string resultText(Result result)
{
    switch (result) {
    case Result::WhiteWins: return "1-0";
    case Result::Draw: return "1/2-1/2";
    case Result::BlackWins: return "0-1";
    case Result::WhiteWinsByForfeit: return "+:-";
    case Result::BlackWinsByForfeit: return "-:+";
    case Result::Pending: break;
    }
    return "*";
}

std::optional<Result> resultFromText(const std::string& text)
{
    for (auto r : {Result::Pending, Result::WhiteWins, Result::Draw, Result::BlackWins, Result::WhiteWinsByForfeit,
                   Result::BlackWinsByForfeit})
        if (resultText(r) == text)
            return r;
    return std::nullopt;
}

std::string systemKey(System system)
{
    switch (system) {
    case System::RoundRobin: return "round-robin";
    case System::DoubleRoundRobin: return "double-round-robin";
    case System::Swiss: return "swiss";
    }
    return {};
}

std::optional<System> systemFromKey(const std::string& key)
{
    for (auto s : {System::RoundRobin, System::DoubleRoundRobin, System::Swiss})
        if (systemKey(s) == key)
            return s;
    return std::nullopt;
}

} // namespace tournament
