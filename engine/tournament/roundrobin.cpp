#include "tournament/roundrobin.h"

namespace tournament {

std::vector<std::vector<std::pair<int, int>>> bergerTable(int players)
{
    const int n = players % 2 == 0 ? players : players + 1; // with the dummy
    const int m = n - 1;
    auto wrap = [m](int x) { return ((x - 1) % m + m) % m + 1; }; // into 1..m
    auto id = [players](int number) { return number > players ? -1 : number - 1; };
    std::vector<std::vector<std::pair<int, int>>> table;
    for (int r = 0; r < m; ++r) {
        std::vector<std::pair<int, int>> round;
        const int first = (r * (n / 2)) % m + 1; // the number facing player n
        // Board 1: player n has black in even rounds (0-based), white in odd ones.
        int white = r % 2 == 0 ? first : n;
        int black = r % 2 == 0 ? n : first;
        if (id(white) < 0)
            std::swap(white, black); // the dummy's opponent: a bye, written as white
        round.push_back({id(white), id(black)});
        for (int i = 1; i < n / 2; ++i)
            round.push_back({id(wrap(first + i)), id(wrap(first - i))});
        table.push_back(std::move(round));
    }
    return table;
}

} // namespace tournament
