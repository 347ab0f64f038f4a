// The one record that carries a move from any board-game engine to the UI, the
// CLI, the network and saved files: what moved, what was captured or revealed,
// kind changes, points and the reasons behind an adjudication.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace qiyuan {

// Who has won, if anyone. Board games here are red against black.
enum class Verdict { Ongoing, RedWins, BlackWins, Draw };

struct GameResult {
    Verdict verdict = Verdict::Ongoing;
    // Short English keyword as the CLI prints it: "checkmate", "stalemate",
    // "perpetual check", "perpetual chase", "threefold repetition",
    // "no-capture limit", "resignation", "draw agreement", "timeout", ...
    std::string reason;

    bool over() const { return verdict != Verdict::Ongoing; }
    bool operator==(const GameResult&) const = default;
};

const char* verdictName(Verdict v); // "ongoing", "red", "black", "draw"

// How a repetition was judged when a position occurred for the third time
// (xiangqi, ruling XQ-3: the Asian rules, chapter 4), for the UI's words and
// board marks and for the CLI.
struct RepetitionVerdict {
    enum class Kind { None, Check, Chase, Both }; // what was broken; Both: one checks, one chases
    enum class Role { Checking, Chasing, Chased };
    struct Piece {
        int file = -1, rank = -1; // where it stands when the game ends
        char piece = 0;           // FEN letter (uppercase red)
        Role role = Role::Chasing;
        bool operator==(const Piece&) const = default;
    };
    Kind kind = Kind::None;
    int article = 0;      // the article of the Asian rules that decided
    std::string by;       // "red" or "black": the side whose breach lost it; empty when both or neither broke a rule
    std::vector<Piece> pieces; // the checking or chasing pieces, then the chased ones
    bool operator==(const RepetitionVerdict&) const = default;
};

const char* repetitionKindName(RepetitionVerdict::Kind k); // "none", "check", "chase", "both"

struct MoveRecord {
    std::string action;   // in the variant's action syntax, e.g. ICCS "h2e2", banqi "c2"
    std::string notation; // for display, e.g. "炮二平五"
    int fromFile = -1, fromRank = -1, toFile = -1, toRank = -1;
    char moved = 0;    // FEN letter of the moving piece (uppercase red), 0 for none
    char captured = 0; // FEN letter of the captured piece, 0 for none
    char revealed = 0; // FEN letter of a piece turned face up (翻翻棋), 0 for none
    char kindChange = 0; // scoring xiangqi kind after the move: n s k i, 0 for none
    int points = 0;      // points this move scored for the mover
    int opponentPoints = 0; // points this move gave the opponent (积分象棋 比赛/竞赛)
    bool check = false;  // the move gives check
    std::vector<std::string> reasons; // why something happened, readable
    // Set on the move that made a position occur for the third time (xiangqi).
    std::optional<RepetitionVerdict> repetition;
};

} // namespace qiyuan
