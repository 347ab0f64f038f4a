// The moderator's choices before a role game starts that are not rules: which
// roles go into the deck for a table of n players (XW-2 lets a smaller table
// drop roles), a seeded random deal, and the order in which the night panel
// lists the roles. Pure functions (no widgets) so that tests can check them.
#pragma once

#include "werewolf/werewolf.h"

#include <cstdint>
#include <vector>

namespace qiyuan::session::werewolfsetup {

enum class RoleSet : std::uint8_t {
    Standard, // XW-1 / the chess game's 16: exactly the standard set, every seat filled
    Reduced,  // XW-2: n players, one leader per camp, the other roles dropped from the end
};

// The full table of the game: 32 (xiangqi) or 16 (chess).
int standardPlayers(werewolf::Game g);

// The deck for n players: camps alternate (the first camp gets the odd one),
// each camp takes its roles in the order of reducedOrder(). Empty when n does
// not fit (Standard: n must be the full table; Reduced: 2..full table).
std::vector<werewolf::Seat> deck(werewolf::Game g, RoleSet set, int players);

// Which roles a camp keeps first when the table is smaller: the leader, then
// one of each kind, then the second of each kind, then the remaining soldiers.
std::vector<werewolf::Role> reducedOrder(werewolf::Game g);

// Deals the deck to seats 1..n in a random order drawn from `seed`
// (core/random.h: the same deal on every machine for the same seed).
std::vector<werewolf::Seat> deal(werewolf::Game g, RoleSet set, int players, std::uint64_t seed);

// The roles of the game in the order the night panel lists them: the order in
// which their entries are resolved (invincibility, imprisonment, heals and
// investigations, kills), leader last.
std::vector<werewolf::Role> nightOrder(werewolf::Game g);

} // namespace qiyuan::session::werewolfsetup
