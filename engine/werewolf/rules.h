// Internal to qiyuan_werewolf: what the common part and the two games share.
#pragma once

#include "werewolf.h"

#include <algorithm>

namespace qiyuan::werewolf::detail {

inline Who who(const Player& p) { return {p.id, p.role}; }

// Index of a player in s.players, -1 if none.
int indexOf(const State& s, int id);

// Living players of a camp with one of the roles.
int countAlive(const State& s, Camp c, std::initializer_list<Role> roles);

inline void sortIds(std::vector<int>& ids)
{
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

// Imprisonments that name one player each form chains and cycles (XW-14,
// CW-4): a source imprisoned by a successful imprisonment fails; sources on a
// cycle all succeed. `protect[i]`: nothing lands on player i (invincible).
// Returns, per source, whether it succeeds.
struct ChainSource {
    int actor = -1;  // player index
    int target = -1; // player index
};
std::vector<bool> resolveChains(const std::vector<ChainSource>& sources, int playerCount,
                                const std::vector<bool>& protect);

RuleError error(Problem p, std::string_view rule, Who actor = {}, Who target = {});

// The game-specific parts.
std::optional<RuleError> checkXiangqiAction(const State& s, const std::vector<Action>& before, const Action& a);
std::optional<RuleError> checkChessAction(const State& s, const std::vector<Action>& before, const Action& a);
// `out.after` starts as a copy of `s`; the day functions may refuse the vote.
void resolveXiangqiNight(const State& s, const Night& night, PhaseResult& out);
void resolveChessNight(const State& s, const Night& night, PhaseResult& out);
std::optional<RuleError> resolveXiangqiDay(const State& s, const Day& day, PhaseResult& out);
std::optional<RuleError> resolveChessDay(const State& s, const Day& day, PhaseResult& out);
std::optional<RuleError> checkChessPromotion(const State& s, const Promotion& p);

// The day's totals: votes plus adjustments, highest first (ties by id).
std::vector<TallyRow> tally(const State& s, const Day& day, const std::vector<std::pair<int, int>>& adjustments);

// Picks the executed player from a tally, or explains why nobody is (XW-24,
// CW-17): returns the player id or NoPlayer, and adds the events to the log.
// A refused decision (missing or not among the tied) comes back as an error.
int pickExecuted(const State& s, const Day& day, const std::vector<TallyRow>& rows, PhaseResult& out,
                 std::optional<RuleError>& problem, std::vector<Who>& tied);

// Sets `over`/`winner` in out.after from which leaders died in this phase and
// adds the public news (XW-23, CW-16).
void judgeWinner(bool redOrWhiteLeaderDied, bool blackLeaderDied, PhaseResult& out);

} // namespace qiyuan::werewolf::detail
