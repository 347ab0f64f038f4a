// A 积分象棋 game: the start position, the actions played (moves with their kind
// changes, and `end`), one MoveRecord per action with its points and reasons, and
// the result. The GUI and the CLI play through this class; the Position under it
// decides every rule. Standard library only.
#pragma once

#include "core/record.h"
#include "position.h"

#include <optional>
#include <vector>

namespace qiyuan::jifen {

class Game {
public:
    explicit Game(const RuleSet& rules); // the start position of the rule set
    explicit Game(const Position& start);

    const RuleSet& rules() const { return position_.rules(); }
    const Position& startPosition() const { return start_; }
    const Position& position() const { return position_; }
    // Every action played, `end` included, and one record per action: a move's record
    // has its points (MoveRecord::points for the mover, opponentPoints for the other
    // side) and readable reasons ("idle piece moved: red +1", "check: black +2", ...);
    // an `end` has the action "end". effects() holds the same as data, for the UI
    // to show in its own words (ScoreEvent, check, first capture, turn end).
    const std::vector<Action>& actions() const { return actions_; }
    const std::vector<MoveRecord>& records() const { return records_; }
    const std::vector<ActionEffect>& effects() const { return effects_; }
    int ply() const { return ply_; } // moves played from the start position; `end` is no move

    Side sideToAct() const { return position_.sideToAct(); }
    int score(Side s) const { return position_.score(s); }
    GameResult result() const { return result_; }
    bool over() const { return result_.over(); }

    // Every legal action; none once the game is over.
    ActionList legalActions() const;
    // The kinds the piece may have after the move m: std::nullopt (keeps its kind)
    // when that is legal, then each legal change. Empty when m is not legal at all.
    std::vector<std::optional<Kind>> kindChoices(Move m) const;
    bool mayEndTurn() const { return !over() && position_.phase() == TurnPhase::SecondMove; }

    // Plays an action; Refusal{} when played. Refused with GameOver once the game is over.
    Refusal play(const Action& a);
    Refusal play(Move m, std::optional<Kind> change = std::nullopt) { return play(Action::play(m, change)); }
    Refusal endTurn() { return play(Action::endTurn()); }
    // Takes back the last action (悔棋), a move or an `end`, and any result it caused.
    // Also clears a resignation, draw agreement or timeout. False when none.
    bool undo();

    void resign(Side loser);
    void agreeDraw();
    void flagFall(Side loser); // the side's clock ran out

    // The position after the first `count` actions (0 = start), for reviewing a game.
    Position positionAt(int count) const;

private:
    Position start_;
    Position position_;
    std::vector<Action> actions_;
    std::vector<MoveRecord> records_;
    std::vector<ActionEffect> effects_;
    int ply_ = 0;
    GameResult result_;
};

} // namespace qiyuan::jifen
