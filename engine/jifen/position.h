// A 积分象棋 position: a xiangqi board whose pieces also carry kinds, the scores,
// the side to act and where it stands in the turn order, under one rule set.
// Movement and attack geometry come from xiangqi::Position; this class adds what
// the kinds change (SC-1: who may capture, and so who gives check), kind changes
// (SC-2, SC-13), points (SC-3, SC-8, SC-10, SC-14), the contest turn order (SC-12)
// and the end of the game (SC-4, SC-5, SC-11). Its FEN is docs/rules/jifen-fen.md.
// Standard library only.
#pragma once

#include "core/record.h"
#include "rules.h"
#include "xiangqi/position.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::jifen {

using xiangqi::Move;
using xiangqi::Piece;
using xiangqi::Side;
using xiangqi::Square;

// Where the side to act stands in the turn order (SC-12). One-move rule sets are
// always in OneMove. The FEN names them turn:first, two, second and one.
enum class TurnPhase : std::uint8_t {
    FirstTurn,   // the game's first turn: one move, which may not capture
    TwoMoveTurn, // before the game's first capture: the first move of a turn
    SecondMove,  // the optional second move of that turn, or `end`
    OneMove,     // one move per turn (in the contest: from the game's first capture on)
};
const char* turnPhaseName(TurnPhase p); // "first", "two", "second", "one"

// What a player does: a move, optionally changing the moved piece's kind (SC-2),
// or ending a two-move turn after its first move (`end`, SC-12).
struct Action {
    enum class Type : std::uint8_t { Move, EndTurn };
    Type type = Type::Move;
    Move move;                  // for Type::Move
    std::optional<Kind> change; // the moved piece's new kind; none keeps its kind

    static Action play(Move m, std::optional<Kind> change = std::nullopt) { return {Type::Move, m, change}; }
    static Action endTurn() { return {Type::EndTurn, Move{}, std::nullopt}; }
    bool isEnd() const { return type == Type::EndTurn; }
    bool operator==(const Action&) const = default;
};
// The action syntax of docs/CLI.md: "h2e2", "h2e2=i", "end".
std::string actionText(const Action& a);
// Parses that syntax (letters in either case); nullopt and a sentence in *error when malformed.
std::optional<Action> parseAction(std::string_view text, std::string* error = nullptr);

// A fixed-capacity action list: at most ~120 moves, each with up to four kind options.
class ActionList {
public:
    static constexpr int Capacity = 640;
    void push(const Action& a) { actions_[size_++] = a; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    const Action& operator[](int i) const { return actions_[i]; }
    const Action* begin() const { return actions_.data(); }
    const Action* end() const { return actions_.data() + size_; }
    bool contains(const Action& a) const;

private:
    std::array<Action, Capacity> actions_{};
    int size_ = 0;
};

// Why an action is refused, for the UI to translate and refusalText() to say.
struct Refusal {
    enum class Reason : std::uint8_t {
        None,
        GameOver,              // the game has ended
        Movement,              // not a move of that piece (detail in `movement`)
        CaptureByKind,         // SC-1, SC-7, SC-9, SC-11: `kind` may not capture `otherKind`
        FirstTurnCapture,      // SC-12: the game's first move may not capture
        LeavesGeneralAttacked, // SC-1: the own general would be capturable
        GeneralsFace,          // SC-1: ... by the other general along an open file
        KindNotInRules,        // `kind` is not used by this rule set
        SameKind,              // the piece already is of `kind`
        KindChangeTooEarly,    // SC-13: no kind change before the game's first capture
        EndNotAllowed,         // `end` only after the first move of a two-move turn
    };
    Reason reason = Reason::None;
    xiangqi::MoveError movement = xiangqi::MoveError::None;
    Kind kind = Kind::Normal;
    Kind otherKind = Kind::Normal;

    explicit operator bool() const { return reason != Reason::None; }
    bool operator==(const Refusal&) const = default;
};
std::string refusalText(const Refusal& r); // English, e.g. "an idle piece never captures (SC-1)"

// The points of one move and why (SC-3, SC-8, SC-10, SC-14), for the record and the UI.
struct ScoreEvent {
    bool byCheck = false;    // scored as a check (SC-3), not by the piece's kind
    Kind kind = Kind::Normal; // the moving piece's kind before any change (SC-2)
    Side mover = Side::Red;
    Points points;           // to the mover and to its opponent
    bool operator==(const ScoreEvent&) const = default;
};
// "idle piece moved: red +1", "check: black +2", "check: red -1", "small piece moved: no points".
std::string scoreEventText(const ScoreEvent& e);

// What one action did, for the game record.
struct ActionEffect {
    Action action;
    Side actor = Side::Red;
    Piece moved = xiangqi::NoPiece;
    Kind movedKind = Kind::Normal; // before the change
    Piece captured = xiangqi::NoPiece;
    Kind capturedKind = Kind::Normal;
    bool check = false;             // the opponent's general is attacked afterwards (SC-3)
    ScoreEvent score;               // moves only
    bool kingPieceCaptured = false; // SC-11: wins at once
    bool firstCapture = false;      // SC-12/SC-13: one-move turns and kind changes from now
    bool turnEnds = false;          // the opponent acts next
    bool noSecondMove = false;      // SC-12: no legal second move, so the turn ended by itself
};

class Position {
public:
    // The xiangqi start position, all pieces normal, scores 0, red to act.
    explicit Position(const RuleSet& rules);

    // Reads the FEN of docs/rules/jifen-fen.md: a standard xiangqi FEN, optionally
    // followed by kinds:, score:, turn:, ply: and target: fields. On failure returns
    // nullopt and puts a message naming the bad field in *error.
    static std::optional<Position> fromFen(const RuleSet& rules, std::string_view fen,
                                           std::string* error = nullptr);
    std::string fen() const;
    // Empty when the position can arise in play under its rules, else why not.
    std::string validate() const;

    const RuleSet& rules() const { return rules_; }
    // The pieces and their movement. Its side to move is the side to act.
    const xiangqi::Position& board() const { return board_; }
    Piece at(Square s) const { return board_.at(s); }
    Kind kindAt(Square s) const { return kinds_[s]; } // Normal on an empty point
    Side sideToAct() const { return side_; }
    TurnPhase phase() const { return phase_; }
    int score(Side s) const { return score_[xiangqi::index(s)]; }
    int targetScore() const { return target_; }
    int ply() const { return ply_; } // moves since the game's start; `end` is no move
    int halfmoveClock() const { return halfmoveClock_; }
    int fullmoveNumber() const { return fullmove_; }
    // Zobrist hash of pieces, kinds, side to act, turn phase and scores.
    std::uint64_t hash() const;

    // Set-up before a game. Each returns empty when the result is valid, else why
    // not, and then leaves the position unchanged.
    std::string setSideToAct(Side s);
    std::string setTargetScore(int target); // SC-6; must be positive

    // SC-1: the general of `s` could be captured by a piece allowed to capture it.
    bool inCheck(Side s) const;
    // Whether the next move may change its piece's kind (SC-2, SC-7, SC-9, SC-13).
    bool mayChangeKind(bool capture) const;

    // Every legal action of the side to act; none once the game is over.
    void generateLegal(ActionList& out) const;
    ActionList legalActions() const
    {
        ActionList l;
        generateLegal(l);
        return l;
    }
    // A legal move (not `end`) for the side to act, game over or not.
    bool hasLegalMove() const;
    // Refusal{} when `a` is legal now, else why not.
    Refusal check(const Action& a) const;
    bool isLegal(const Action& a) const { return !check(a); }

    // makeAction assumes a legal action; unmakeAction takes back the last one.
    void makeAction(const Action& a);
    void unmakeAction();
    int actionCount() const { return static_cast<int>(history_.size()); }
    const ActionEffect* lastEffect() const { return history_.empty() ? nullptr : &history_.back().effect; }

    // The game's end as the position decides it: a king piece captured (SC-11), the
    // target score (SC-4), no legal move (SC-4), the ply limit (SC-5), in this order.
    GameResult result() const;

    // Counts leaf nodes of the legal-action tree (`end` is an action).
    std::uint64_t perft(int depth);

private:
    struct State {
        Side side;
        TurnPhase phase;
        std::array<int, 2> score;
        int ply, halfmoveClock, fullmove;
    };
    struct Undo {
        State before;
        ActionEffect effect;
    };

    State state() const { return {side_, phase_, score_, ply_, halfmoveClock_, fullmove_}; }
    void restore(const State& s);
    void setKind(Square s, Kind k);
    void passTurn();
    bool overByState() const; // king piece captured, target reached or ply limit
    Side lastActor() const;
    bool generalCapturable(Side s, Kind generalKind) const;
    bool generalsFaceOpen() const;
    bool safeAfter(Move m, Kind generalKindAfter) const;
    template <class Visit> bool visitMoves(Visit&& visit) const;

    RuleSet rules_;
    mutable xiangqi::Position board_; // mutable: legality tries a move and takes it back
    std::array<Kind, xiangqi::PaddedSize> kinds_{};
    std::uint64_t kindHash_ = 0;
    Side side_ = Side::Red;
    TurnPhase phase_ = TurnPhase::OneMove;
    std::array<int, 2> score_{};
    int target_ = 100;
    int ply_ = 0;
    int halfmoveClock_ = 0;
    int fullmove_ = 1;
    std::vector<Undo> history_;
};

} // namespace qiyuan::jifen
