// qiyuan-bench-werewolf: times werewolf::resolve on a 32-player 中国象棋版杀
// night with every role acting (the night of tests/data/werewolf/
// xiangqi-full-night.json: chariot chains, stacked cannons, blocks, linked
// horses and elephants, prayers beyond N, substitutes) and on a 16-player
// 国际象棋版杀 night with pawn covers, a one-hit kill and castling. Target: well
// under 1 ms a night. Prints one line per night and exits 0 when both are
// under the target, 1 otherwise, 2 on bad arguments.
#include "werewolf/werewolf.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace qiyuan::werewolf;

namespace {

std::vector<Seat> seats(Game g)
{
    const std::vector<Role> camp = g == Game::Xiangqi
        ? std::vector<Role>{Role::General, Role::Chariot, Role::Chariot, Role::Horse, Role::Horse, Role::Cannon,
                            Role::Cannon, Role::Elephant, Role::Elephant, Role::LeftAdvisor, Role::RightAdvisor,
                            Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier}
        : std::vector<Role>{Role::King, Role::Queen, Role::Rook, Role::Knight, Role::Bishop, Role::Pawn, Role::Pawn, Role::Pawn};
    std::vector<Seat> out;
    int id = 1;
    for (Camp c : {Camp::Red, Camp::Black})
        for (Role r : camp)
            out.push_back({id++, c, r});
    return out;
}

Night xiangqiNight()
{
    using V = Verb;
    return Night{{
        {1, V::Kill, 27}, {1, V::Substitute, 10}, {2, V::Imprison, 19}, {3, V::Imprison, 22}, {4, V::Investigate, 23},
        {5, V::Investigate, 23}, {6, V::Kill, 24, 12}, {7, V::Kill, 26, 29}, {8, V::Heal, 11}, {9, V::Heal, 8},
        {10, V::Curse, 20}, {11, V::Bless, 3}, {12, V::Pray, 2}, {13, V::Pray, 7}, {14, V::Pray, 23}, {15, V::Pray, 4},
        {16, V::Pray, 30}, {17, V::Kill, 9}, {17, V::Substitute, 18}, {18, V::Imprison, 3}, {19, V::Imprison, 2},
        {20, V::Investigate, 5}, {21, V::Investigate, 5}, {22, V::Kill, 8, 23}, {23, V::Kill, 13, 28}, {24, V::Heal, 27},
        {25, V::Heal, 24}, {26, V::Curse, 1}, {27, V::Bless, 20}, {28, V::Pray, 5}, {29, V::Pray, 25}, {30, V::Pray, 8},
        {31, V::Pray, 11}, {32, V::Pray, 23},
    }};
}

// The chess night follows a night in which the black queen rested.
Night chessNight()
{
    using V = Verb;
    return Night{{
        {1, V::Castle}, {2, V::Kill, 13}, {3, V::Imprison, 10}, {4, V::Exchange, 5}, {5, V::Heal, 4}, {6, V::Cover, 2},
        {7, V::Imprison, 14}, {8, V::Cover, 4}, {10, V::Kill, 5}, {11, V::Imprison, 2}, {12, V::Curse, 3},
        {13, V::Heal, 10}, {14, V::Cover, 10}, {15, V::Imprison, 7}, {16, V::Cover, 11},
    }};
}

struct Timing {
    double best = 0, median = 0; // microseconds per night
    std::size_t deaths = 0;
};

Timing time(const State& s, const Night& night, int batches, int perBatch)
{
    std::vector<double> perNight;
    std::size_t deaths = 0;
    for (int b = 0; b < batches; ++b) {
        const auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < perBatch; ++i) {
            const Resolution r = resolve(s, night);
            deaths += r.result.deaths.size() + (r.error ? 1000 : 0);
        }
        const auto t1 = std::chrono::steady_clock::now();
        perNight.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / perBatch);
    }
    std::sort(perNight.begin(), perNight.end());
    return {perNight.front(), perNight[perNight.size() / 2], deaths / static_cast<std::size_t>(batches * perBatch)};
}

} // namespace

int main(int argc, char** argv)
{
    int batches = 20, perBatch = 500;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--batches") == 0 && i + 1 < argc)
            batches = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--per-batch") == 0 && i + 1 < argc)
            perBatch = std::atoi(argv[++i]);
        else {
            std::fprintf(stderr, "usage: qiyuan-bench-werewolf [--batches N] [--per-batch M]\n");
            return 2;
        }
    }
    if (batches < 1 || perBatch < 1) {
        std::fprintf(stderr, "qiyuan-bench-werewolf: --batches and --per-batch must be at least 1\n");
        return 2;
    }
    const State xiangqi = startState(Game::Xiangqi, Settings{}, seats(Game::Xiangqi));
    State chess = startState(Game::Chess, Settings{}, seats(Game::Chess));
    chess = resolve(chess, Night{{{10, Verb::Rest}}}).result.after; // the next kill is a one-hit kill

    const Night xn = xiangqiNight(), cn = chessNight();
    for (const auto& [state, night] : {std::pair<const State*, const Night*>{&xiangqi, &xn}, {&chess, &cn}})
        if (const Resolution r = resolve(*state, *night); r.error) {
            std::fprintf(stderr, "qiyuan-bench-werewolf: the benchmark night is refused (%s)\n",
                         std::string(r.error->rule).c_str());
            return 2;
        }
    const double TargetMicros = 1000;
    bool ok = true;
    const auto report = [&](const char* name, std::size_t players, std::size_t actions, const Timing& t) {
        std::printf("%-8s %2zu players, %2zu actions: best %7.2f us, median %7.2f us a night (%zu deaths)\n", name,
                    players, actions, t.best, t.median, t.deaths);
        ok = ok && t.median < TargetMicros;
    };
    report("xiangqi", xiangqi.players.size(), xn.actions.size(), time(xiangqi, xn, batches, perBatch));
    report("chess", chess.players.size(), cn.actions.size(), time(chess, cn, batches, perBatch));
    std::printf("target: under %.0f us a night: %s\n", TargetMicros, ok ? "met" : "MISSED");
    return ok ? 0 : 1;
}
