// The day's speaking order (发言顺序) of a role game: the moderator names the
// seat that speaks first and the direction round the table; the dead are
// skipped (they have had their last words). Clockwise is the direction of
// increasing seat numbers, as the seats are numbered round the table.
#pragma once

#include "werewolf/werewolf.h"

#include <vector>

namespace qiyuan::werewolf {

enum class Direction : std::uint8_t { Clockwise, Anticlockwise };

// The living players' ids in speaking order, each once: from `start` (or, when
// `start` is dead, the next living seat that way) round the table.
// Empty when nobody lives or `start` is no player.
std::vector<int> speakingOrder(const std::vector<Player>& seating, int start, Direction direction);

} // namespace qiyuan::werewolf
