// qiyuan-bench-banqi: random playouts through the 翻翻棋 rules engine (Game:
// legal actions, play with its records, adjudication after every ply), counted
// in actions per second on one thread. See bench/README.md.
#include "banqi/game.h"
#include "core/random.h"

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

using namespace qiyuan;
using namespace qiyuan::banqi;

namespace {

int usage(const char* why)
{
    std::fprintf(stderr,
                 "%s\nusage: qiyuan-bench-banqi [--variant banqi|banqi-taiwan] [--seconds S] [--games N] [--seed S]\n",
                 why);
    return 2;
}

bool parseNumber(const char* text, unsigned long long& out)
{
    char* end = nullptr;
    if (!text || !*text || *text == '-')
        return false;
    out = std::strtoull(text, &end, 10);
    return end && *end == 0;
}

} // namespace

int main(int argc, char** argv)
{
    std::string variant = "banqi";
    double seconds = 3.0;
    unsigned long long games = 0, seed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        unsigned long long n = 0;
        if (arg == "--variant" && value) {
            variant = value;
        } else if (arg == "--seconds" && value && parseNumber(value, n) && n > 0 && n <= 3600) {
            seconds = static_cast<double>(n);
        } else if (arg == "--games" && value && parseNumber(value, n) && n > 0) {
            games = n;
        } else if (arg == "--seed" && value && parseNumber(value, n)) {
            seed = n;
        } else {
            return usage(("bad argument: " + arg).c_str());
        }
        ++i;
    }
    const RuleSet* rules = findRuleSet(variant);
    if (!rules)
        return usage(("unknown variant: " + variant).c_str());

    Xoshiro256 rng(seed);
    std::vector<Action> legal;
    legal.reserve(128);
    std::map<std::string, long long> outcomes;
    long long actions = 0, played = 0;
    // CPU time of this (single-threaded) process: on a busy shared machine the
    // wall clock also counts the time other programs had the core.
    const std::clock_t c0 = std::clock();
    const auto t0 = std::chrono::steady_clock::now();
    auto cpuSeconds = [&] { return static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC; };
    double elapsed = 0;
    while (games ? played < static_cast<long long>(games) : elapsed < seconds) {
        Game game(dealFromSeed(rng.next()), *rules);
        while (!game.over()) {
            game.legalActions(legal);
            game.play(legal[rng.below(legal.size())]);
            ++actions;
        }
        ++played;
        ++outcomes[std::string(verdictName(game.result().verdict)) + " by " + game.result().reason];
        if ((played & 63) == 0 || games)
            elapsed = cpuSeconds();
    }
    elapsed = cpuSeconds();
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("variant            %s\n", variant.c_str());
    std::printf("games              %lld\n", played);
    std::printf("actions            %lld (%.1f a game)\n", actions, static_cast<double>(actions) / played);
    std::printf("CPU seconds        %.3f (wall %.3f)\n", elapsed, wall);
    std::printf("actions per second %.0f (per CPU second, one thread)\n", actions / elapsed);
    std::printf("games per second   %.0f\n", played / elapsed);
    for (const auto& [what, n] : outcomes)
        std::printf("  %-32s %6.2f%%\n", what.c_str(), 100.0 * n / played);
    return 0;
}
