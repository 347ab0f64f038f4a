// A tournament above single games: players in entry order, rounds of boards,
// results. Round robin (single or double, Berger tables) or Swiss (the
// simplified Dutch system of docs/TOURNAMENT.md). Standard library only; the
// file format is engine/tournamentio, the page ui/tournament.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace tournament {

enum class System { RoundRobin, DoubleRoundRobin, Swiss };

// A board's result. A bye is a board without black (Board::black == NoPlayer)
// and needs no result.
enum class Result { Pending, WhiteWins, Draw, BlackWins, WhiteWinsByForfeit, BlackWinsByForfeit };

constexpr int NoPlayer = -1;
constexpr int MinPlayers = 3;
constexpr int MaxPlayers = 64;

struct Player {
    std::string name;
    int rating = 0;            // 0: unrated
    std::string seat;          // who plays their boards, the page's key ("person", "lan", "computer:3", "uci:<engine id>")
    bool withdrawn = false;    // not paired from the next round on
    int joinedRound = 1;       // a late entry into a Swiss joins at this round (1-based); earlier rounds score 0
};

struct Board {
    int white = NoPlayer;
    int black = NoPlayer;      // NoPlayer: white has the bye
    Result result = Result::Pending;
    std::string pgn;           // the game, when it was played on a board here (empty: result entered)

    bool isBye() const { return black == NoPlayer; }
    bool isFinished() const { return isBye() || result != Result::Pending; }
    bool isPlayed() const;     // over the board: a win, draw or loss, not a bye or forfeit
    // Half points of `player` on this board (0, 1 or 2); player must sit here.
    int halvesOf(int player) const;
    int opponentOf(int player) const { return player == white ? black : white; }
};

struct Round {
    std::vector<Board> boards;
};

// Why a call changed nothing.
enum class Refusal {
    None,
    TooFewPlayers,       // fewer than 3 active players
    TooManyPlayers,      // more than 64
    AlreadyStarted,      // players of a round robin are fixed by round 1
    RoundNotFinished,    // the current round still has pending boards
    NoRoundsLeft,
    CannotPair,          // no Swiss pairing without a rematch (or a second bye) exists
    NoSuchBoard,
    NoSuchPlayer,
    ByeHasNoResult,
};

class Tournament {
public:
    Tournament() = default;
    // rounds: the number of Swiss rounds; a round robin's follow from its players.
    Tournament(std::string name, System system, int swissRounds = 0);

    const std::string& name() const { return name_; }
    void setName(std::string name) { name_ = std::move(name); }
    System system() const { return system_; }
    // The clock its boards are played with, in the record's TimeControl
    // syntax ("300+5", "600/byo:3x30"; docs/CLI.md); empty: none (engine
    // boards then take a fixed time per move). It may change between games.
    const std::string& timeControl() const { return timeControl_; }
    void setTimeControl(std::string text) { timeControl_ = std::move(text); }
    bool isRoundRobin() const { return system_ != System::Swiss; }

    // Players in entry order; their index is their id.
    const std::vector<Player>& players() const { return players_; }
    int activeCount() const;
    // A new player before round 1; a late entry into a Swiss later (joins the next round).
    Refusal addPlayer(Player player);
    Refusal editPlayer(int player, const std::string& name, int rating);
    Refusal setSeat(int player, std::string seat);
    // Before round 1 a player is removed; later they are withdrawn: not paired
    // again, and in a round robin their remaining games are lost by forfeit.
    Refusal withdraw(int player);

    // Rounds planned in all: Swiss as set, round robin n-1 (n odd: n) per cycle.
    int plannedRounds() const;
    void setSwissRounds(int rounds) { swissRounds_ = rounds; }
    const std::vector<Round>& rounds() const { return rounds_; }
    bool started() const { return !rounds_.empty(); }
    bool currentRoundFinished() const;
    bool finished() const;

    // Pairs the next round (all boards of the current one must have results).
    Refusal pairNextRound();
    // A result for board `board` (0-based) of round `round` (0-based), with the game's PGN when it was played here.
    Refusal setResult(int round, int board, Result result, std::string pgn = {});

    // Points of a player after the rounds given (all: -1), in half points.
    int halves(int player, int afterRounds = -1) const;

    // For tournamentio: a tournament as saved, checked by check().
    static Tournament restore(std::string name, System system, int swissRounds, std::vector<Player> players,
                              std::vector<Round> rounds);
    // Empty when consistent, else what is wrong (for a file's error).
    std::string check() const;

private:
    std::string name_;
    System system_ = System::RoundRobin;
    int swissRounds_ = 0;
    std::string timeControl_;
    std::vector<Player> players_;
    std::vector<Round> rounds_;

    Refusal pairRoundRobin();
    void forfeitWithdrawn(Round& round) const;
};

// Text for results in files and exports: "1-0", "1/2-1/2", "0-1", "+:-", "-:+", "*".
std::string resultText(Result result);
std::optional<Result> resultFromText(const std::string& text);
std::string systemKey(System system); // "round-robin", "double-round-robin", "swiss"
std::optional<System> systemFromKey(const std::string& key);

} // namespace tournament
