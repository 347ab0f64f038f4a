// A 翻翻棋 game as the referee runs it: the hidden deal, the two players, every
// action (flip, move, capture, timeout) checked and recorded, the adjudications
// of BQ-8..BQ-11 and BQ-16, and the score of BQ-12..BQ-15.
//
// The referee knows every face-down piece; a player may not. view(player)
// gives what that player may see and never the identity of a face-down piece;
// the GUI and the network show and send views, never the Game itself.
// records() is public too: a flip's record reveals a piece only when it turns
// face up for everyone.
#pragma once

#include "core/record.h"
#include "deal.h"
#include "position.h"
#include "rules.h"
#include "score.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::banqi {

// Why an action is refused.
enum class ActionError : std::uint8_t {
    None,
    GameOver,          // the game is over
    OffBoard,          // a square off the 4 × 8 board
    NothingToFlip,     // BQ-3: no face-down piece on that square
    FlipsOnly,         // BQ-2: before the first flip only flips are possible
    NoPiece,           // no piece on the starting square
    FaceDownMover,     // BQ-4: a face-down piece cannot move; flip it
    NotYourPiece,      // the piece belongs to the other player
    NotOneStep,        // BQ-4/5: one square along a row or column
    OwnPiece,          // the target is the player's own piece
    FaceDownTarget,    // BQ-5: only face-up pieces can be captured
    OutRanked,         // BQ-5: the target ranks higher
    GeneralTakesSoldier, // BQ-5: the 帅 cannot capture a 兵
    CannonAdjacent,    // BQ-6: the cannon never captures adjacently
    CannonScreen,      // BQ-6: the cannon jumps over exactly one piece
    ChaseLimit,        // BQ-8: the 11th consecutive chase move
    TooEarly,          // BQ-11: resigning and draws only once 40 plies are played
    NoChainToEnd,      // BQ-17: "end" only ends a turn of chain captures
    ChainPieceOnly,    // BQ-17: during chain captures only the capturing piece acts
    ChainCapturesOnly, // BQ-17: during chain captures the piece captures or the turn ends
    ChainFaceDown,     // BQ-17: a face-up chain does not continue onto face-down pieces
    ChariotRun,        // BQ-18: a chariot runs along a free row or column
    CannonOutranked,   // BQ-19: by rank, a cannon takes only a cannon or a soldier
    SoldierTakesGeneral, // BQ-20: under strict ranks a soldier never takes the general
};
// A readable sentence with the ruling id, e.g. "a cannon captures ... (BQ-6)".
std::string actionErrorText(ActionError e);

// What a player may see: everything public, nothing face down.
struct View {
    Player viewer = Player::First;
    std::array<Piece, SquareCount> board{};       // NoPiece, FaceDown or a face-up piece
    Player toAct = Player::First;
    std::array<std::optional<Color>, 2> colors;   // by player, once the first flip gave them
    int ply = 0;
    int quietPlies = 0;                           // plies since the last flip or capture
    std::array<int, 2> timeouts{};                // by player
    std::array<int, 16> faceDownLeft{};           // by piece: how many are still face down
    std::array<int, 16> captured{};               // by piece: how many have left the board
    std::vector<Action> legal;                    // the viewer's legal actions on its turn, else empty
    int chaseCount = 0;                           // the viewer's current run of chase moves (BQ-8)
    Square chainSquare = NoSquare;                // BQ-17: the piece of the player to act that may capture again
    std::vector<MoveRecord> records;
    std::vector<Player> actors;                   // who played each record (Game::actorOf)
    GameResult result;
    GameScore score;
    std::string commitment;                       // the deal's hash (BQ-1), from the start
    std::optional<std::uint64_t> seed;            // revealed once the game is over
    std::string salt;                             // revealed with the seed
    std::string fen;                              // docs/rules/banqi-fen.md, hidden field "-"
};

// "P attacks T" of BQ-8 under `rules`: the face-up piece on `from` could capture
// the face-up enemy on `to` (geometry and rank, BQ-5..BQ-7 with BQ-18..BQ-20).
bool attacks(const Board& board, Square from, Square to, const RuleSet& rules);

class Game {
public:
    explicit Game(const Deal& deal, const RuleSet& rules = ruleSets().front());
    // A game from a referee FEN (docs/rules/banqi-fen.md), with every hidden
    // identity. The history starts there: no chase run, no earlier positions.
    static std::optional<Game> fromFen(std::string_view fen, const RuleSet& rules = ruleSets().front(),
                                       std::string* error = nullptr);

    const RuleSet& rules() const { return rules_; }
    // The deal the game started from; nullopt after fromFen. Referee only.
    const std::optional<Deal>& deal() const { return deal_; }
    // The referee's board, with the hidden identities.
    const Position& position() const { return position_; }
    // The referee's FEN: the full state, hidden identities included.
    std::string fen() const;
    // What `viewer` may see (no face-down identity, whatever happens).
    View view(Player viewer) const;

    Player toAct() const { return toAct_; }
    bool colorsKnown() const { return firstColor_.has_value(); }
    std::optional<Color> colorOf(Player p) const;
    std::optional<Player> playerOf(Color c) const;
    int ply() const { return ply_; }
    int quietPlies() const { return quiet_; }
    int timeouts(Player p) const { return players_[index(p)].timeouts; }
    int chaseCount(Player p) const { return players_[index(p)].last.chase; }
    // BQ-17: during a turn of chain captures, where the capturing piece stands (the
    // player to act may capture again with it, or end the turn); NoSquare otherwise.
    Square chainSquare() const { return chain_; }
    // Who played records()[i]: with chain captures (BQ-17) one player may play
    // several plies in a row, so the parity of i no longer tells.
    Player actorOf(std::size_t record) const { return actors_.at(record); }

    // Every legal action of the player to act, in square order; none once over.
    std::vector<Action> legalActions() const;
    void legalActions(std::vector<Action>& out) const; // the same, reusing out's storage
    ActionError check(Action a) const;
    // Plays a legal action for the player to act and records it.
    ActionError play(Action a);
    // BQ-9: the player to act ran out of time: a timeout mark, the turn passes.
    ActionError timeout();
    // BQ-11: possible once rules().resignFromPly plies are played.
    ActionError resign(Player loser);
    ActionError agreeDraw();
    bool canResign() const { return !over() && ply_ >= rules_.resignFromPly; }

    GameResult result() const { return result_; }
    bool over() const { return result_.over(); }
    std::optional<Player> winner() const;
    // BQ-12..BQ-15; all zero (final false) while the game goes on.
    const GameScore& score() const { return score_; }
    const std::vector<MoveRecord>& records() const { return records_; }

private:
    // What a player's last action was, for the chase limit (BQ-8).
    struct LastAction {
        enum Type : std::uint8_t { None, Flip, Move, Capture, Timeout } type = None;
        Square from = NoSquare, to = NoSquare; // a move's squares; a capture's to if the piece stayed
        int chase = 0;                         // the run of chase moves it ended, 0 if not one
        Square chaseTarget = NoSquare;         // where the chased piece stood then
    };
    // 'k': the first capture took the enemy 帅; 'o': another piece; '-': none yet.
    struct PlayerState {
        int timeouts = 0;
        char firstCapture = '-';
        LastAction last;
    };

    Game(const RuleSet& rules, const Position& position);

    Color moverColor() const { return *colorOf(toAct_); }
    bool hasLegalAction() const; // cheaper than legalActions().empty()
    // BQ-8 for the player to act: the piece that could make a chase move (X's
    // last moved piece, if it attacked where the opponent's piece fled from),
    // where that piece stands now, and the run a chase move would make.
    struct ChaseContext {
        Square chaser = NoSquare;
        Square target = NoSquare;
        int run = 0;
    };
    ChaseContext chaseContext() const;
    // The chase run the move from -> to (to empty) makes; 0 when it is no chase move.
    int chaseRun(const ChaseContext& c, Square from, Square to) const;
    void addCapture(Square from, Square to, MoveRecord& rec);
    // Calls f(to, target) for every square the face-up piece on `from` reaches by
    // geometry (BQ-4, BQ-6, BQ-18): target false for an empty square it moves to,
    // true for the piece it would hit (any colour, face up or down).
    template <typename F> void reach(Square from, F&& f) const;
    // May the piece on `from` take what stands on `to` (a reached target)? faceDown:
    // whether face-down targets count (the setting, or the chain's kind).
    bool mayTake(Square from, Square to, bool faceDown) const;
    // BQ-17: may the piece on s capture again (the chain's targets)?
    bool canChainFrom(Square s) const;
    // turnEnds false: the same player acts again (a chain capture, BQ-17).
    void finishPly(MoveRecord&& rec, bool irreversible, bool turnEnds = true);
    void adjudicate(MoveRecord* rec);
    void end(Verdict v, std::string reason, MoveRecord* rec);
    std::string fen(bool withHidden) const;

    RuleSet rules_;
    std::optional<Deal> deal_;
    Position position_;
    std::array<PlayerState, 2> players_;
    std::optional<Color> firstColor_; // the first player's colour, once known (BQ-2)
    Player toAct_ = Player::First;
    int ply_ = 0;
    int quiet_ = 0;
    Square chain_ = NoSquare; // BQ-17
    int chainLength_ = 0;     // BQ-17: captures in the current turn
    std::vector<Player> actors_; // by record
    std::array<int, 16> captured_{};
    std::vector<std::uint64_t> history_; // position keys since the last flip or capture (BQ-16)
    std::vector<MoveRecord> records_;
    GameResult result_;
    std::optional<Player> winner_;
    GameScore score_;
};

} // namespace qiyuan::banqi
