#include "table.h"

namespace qiyuan::werewolf {

Table::Table(State start, std::vector<Seat> seats) : seats_(std::move(seats)) { states_.push_back(std::move(start)); }

std::optional<Table> Table::create(Game g, const Settings& settings, const std::vector<Seat>& seats, RuleError* error)
{
    if (auto e = checkSetup(g, settings, seats)) {
        if (error)
            *error = *e;
        return std::nullopt;
    }
    return Table(startState(g, settings, seats), seats);
}

std::optional<Table> Table::restore(Game g, const Settings& settings, const std::vector<Seat>& seats,
                                    const std::vector<Phase>& phases, RuleError* error, int* failedPhase)
{
    if (failedPhase)
        *failedPhase = -1;
    auto table = create(g, settings, seats, error);
    if (!table)
        return std::nullopt;
    for (std::size_t i = 0; i < phases.size(); ++i)
        if (auto e = table->commit(phases[i])) {
            if (error)
                *error = *e;
            if (failedPhase)
                *failedPhase = static_cast<int>(i);
            return std::nullopt;
        }
    return table;
}

std::vector<Option> Table::options(int actor, const std::vector<Action>& enteredTonight) const
{
    return werewolf::options(state(), actor, enteredTonight);
}

std::optional<RuleError> Table::check(const std::vector<Action>& enteredTonight, const Action& next) const
{
    // The phase-level refusals come first, as commit() would give them.
    Night probe{enteredTonight};
    probe.actions.push_back(next);
    Resolution r = resolve(state(), probe);
    return r.error;
}

Resolution Table::preview(const Phase& p) const { return resolve(state(), p); }

std::optional<RuleError> Table::commit(const Phase& p)
{
    Resolution r = resolve(state(), p);
    if (r.error)
        return r.error;
    phases_.push_back(p);
    states_.push_back(r.result.after);
    results_.push_back(std::move(r.result));
    return std::nullopt;
}

bool Table::undo()
{
    if (phases_.empty())
        return false;
    phases_.pop_back();
    results_.pop_back();
    states_.pop_back();
    return true;
}

} // namespace qiyuan::werewolf
