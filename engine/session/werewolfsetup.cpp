#include "werewolfsetup.h"

#include "core/random.h"

#include <algorithm>

namespace qiyuan::session::werewolfsetup {

using namespace qiyuan::werewolf;

int standardPlayers(Game g) { return g == Game::Xiangqi ? 32 : 16; }

std::vector<Role> reducedOrder(Game g)
{
    if (g == Game::Xiangqi)
        return {Role::General,  Role::Soldier,      Role::Chariot,      Role::Horse,   Role::Cannon, Role::Elephant,
                Role::LeftAdvisor, Role::RightAdvisor, Role::Soldier,   Role::Chariot, Role::Horse,  Role::Cannon,
                Role::Elephant, Role::Soldier,      Role::Soldier,      Role::Soldier};
    return {Role::King, Role::Pawn, Role::Queen, Role::Rook, Role::Knight, Role::Bishop, Role::Pawn, Role::Pawn};
}

std::vector<Seat> deck(Game g, RoleSet set, int players)
{
    const int full = standardPlayers(g);
    if (players > full || players < 2 || (set == RoleSet::Standard && players != full))
        return {};
    const std::vector<Role> order = reducedOrder(g);
    std::vector<Seat> seats;
    int taken[2] = {0, 0};
    for (int i = 0; i < players; ++i) {
        const Camp camp = i % 2 == 0 ? Camp::Red : Camp::Black;
        Seat s;
        s.id = i + 1;
        s.camp = camp;
        s.role = order[static_cast<std::size_t>(taken[campIndex(camp)]++)];
        seats.push_back(s);
    }
    return seats;
}

std::vector<Seat> deal(Game g, RoleSet set, int players, std::uint64_t seed)
{
    std::vector<Seat> cards = deck(g, set, players);
    // Fisher–Yates with the project's portable generator.
    Xoshiro256 rng(seed);
    for (std::size_t i = cards.size(); i > 1; --i)
        std::swap(cards[i - 1], cards[static_cast<std::size_t>(rng.below(i))]);
    for (std::size_t i = 0; i < cards.size(); ++i)
        cards[i].id = static_cast<int>(i) + 1;
    return cards;
}

std::vector<Role> nightOrder(Game g)
{
    if (g == Game::Xiangqi)
        return {Role::Soldier, Role::Cannon, Role::Chariot, Role::Horse, Role::Elephant,
                Role::LeftAdvisor, Role::RightAdvisor, Role::General};
    return {Role::Rook, Role::Pawn, Role::Bishop, Role::Knight, Role::Queen, Role::King};
}

} // namespace qiyuan::session::werewolfsetup
