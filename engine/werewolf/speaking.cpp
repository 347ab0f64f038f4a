#include "werewolf/speaking.h"

#include <algorithm>

namespace qiyuan::werewolf {

std::vector<int> speakingOrder(const std::vector<Player>& seating, int start, Direction direction)
{
    const auto first = std::find_if(seating.begin(), seating.end(), [start](const Player& p) { return p.id == start; });
    if (first == seating.end())
        return {};
    const auto n = std::ptrdiff_t(seating.size());
    const std::ptrdiff_t step = direction == Direction::Clockwise ? 1 : n - 1; // n - 1: one back, modulo n
    std::vector<int> order;
    // Once round the table from the chosen seat: a dead start simply yields no speaker.
    for (std::ptrdiff_t i = first - seating.begin(), k = 0; k < n; ++k, i = (i + step) % n)
        if (seating[std::size_t(i)].alive)
            order.push_back(seating[std::size_t(i)].id);
    return order;
}

} // namespace qiyuan::werewolf
