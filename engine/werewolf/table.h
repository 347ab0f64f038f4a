// A role-game table as the moderator runs it: the deal, every phase committed
// so far with its outcome, and the state after each. The moderator's screen
// asks it what an actor may enter tonight, previews a night without changing
// anything, commits it, and undoes whole phases. Saving means keeping the
// deal and the phases; restore() replays them (resolution is deterministic).
#pragma once

#include "werewolf.h"

namespace qiyuan::werewolf {

class Table {
public:
    // A new table before night 1; nullopt and *error when the deal is refused.
    static std::optional<Table> create(Game g, const Settings& settings, const std::vector<Seat>& seats,
                                       RuleError* error = nullptr);
    // A table with the phases replayed; on a refused phase, *failedPhase gets
    // its 0-based index (the deal refused: -1).
    static std::optional<Table> restore(Game g, const Settings& settings, const std::vector<Seat>& seats,
                                        const std::vector<Phase>& phases, RuleError* error = nullptr,
                                        int* failedPhase = nullptr);

    Game game() const { return state().game; }
    const Settings& settings() const { return state().settings; }
    const std::vector<Seat>& seats() const { return seats_; }
    const State& state() const { return states_.back(); }
    const std::vector<Phase>& phases() const { return phases_; }
    const std::vector<PhaseResult>& results() const { return results_; } // one per phase
    // The state before phase i (0-based); state() is the state after the last.
    const State& stateBefore(std::size_t i) const { return states_.at(i); }

    // The night panel: what the actor may enter given tonight's entries so far.
    std::vector<Option> options(int actor, const std::vector<Action>& enteredTonight = {}) const;
    // Whether the next entry would be accepted; the refusal names the rule.
    std::optional<RuleError> check(const std::vector<Action>& enteredTonight, const Action& next) const;
    // Resolves a phase against the current state without committing it.
    Resolution preview(const Phase& p) const;
    // Resolves and appends the phase; returns the refusal, if any (nothing changes then).
    std::optional<RuleError> commit(const Phase& p);
    // Takes back the last phase (a whole night, a day, ...). False when none.
    bool undo();

private:
    explicit Table(State start, std::vector<Seat> seats);

    std::vector<Seat> seats_;
    std::vector<State> states_; // states_[i]: before phase i; back(): now
    std::vector<Phase> phases_;
    std::vector<PhaseResult> results_;
};

} // namespace qiyuan::werewolf
