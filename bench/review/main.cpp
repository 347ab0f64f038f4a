// qiyuan-bench-review [--plies N] [--movetime MS] [--threads T] [--game-depth D]
// Plays a game of N plies (default 160: 80 moves) by the engine against itself
// (depth D, default 4, so it is quick and reproducible; a game that ends
// sooner is reviewed as far as it went: pick another D for a longer one), then reviews it as the table's
// review does — every position analysed for MS milliseconds (default 1000,
// "Normal") — and prints the time taken against the time the setting states
// (MS × positions) and the margin the issue allows (+10 %).
#include "ai/review.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace qiyuan;

int main(int argc, char** argv)
{
    int plies = 160, moveTime = 1000, threads = 1, gameDepth = 4;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--plies"))
            plies = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--movetime"))
            moveTime = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--threads"))
            threads = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--game-depth"))
            gameDepth = std::atoi(argv[i + 1]);
    }
    const std::atomic<bool> stop{false};
    auto engine = ai::makeEngine("xiangqi");
    engine->setThreads(threads);
    // The game.
    const xiangqi::Position start;
    std::vector<xiangqi::Move> moves;
    std::vector<std::string> actions;
    ai::Limits quick;
    quick.depth = gameDepth;
    while (int(moves.size()) < plies) {
        engine->setPosition(start.fen(), actions);
        const ai::EngineResult r = engine->search(quick, ai::MaxLevel, stop, {});
        if (r.best.empty())
            break;
        actions.push_back(r.best);
        moves.push_back(xiangqi::Position::parseIccs(r.best));
    }
    std::printf("game: %d plies played at depth %d\n", int(moves.size()), gameDepth);
    std::fflush(stdout);
    // The review.
    ai::Limits limits;
    limits.moveTimeMs = moveTime;
    const auto begin = std::chrono::steady_clock::now();
    ai::PositionVerdict at = ai::analysePosition(*engine, start, moves, 0, limits, stop);
    xiangqi::Position before = start;
    int marked = 0;
    for (int ply = 0; ply < int(moves.size()); ++ply) {
        const ai::PositionVerdict next = ai::analysePosition(*engine, start, moves, ply + 1, limits, stop);
        marked += ai::judgeMove(before, moves[size_t(ply)], ply, at, next).mark != ai::ReviewMark::None;
        before.makeMove(moves[size_t(ply)]);
        at = next;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    const int positions = int(moves.size()) + 1;
    const double stated = positions * moveTime / 1000.0;
    std::printf("plies %d, positions %d, movetime %d ms, threads %d\n", int(moves.size()), positions, moveTime, threads);
    std::printf("review took %.1f s; the setting states %.1f s; allowed (+10 %%) %.1f s: %s\n", seconds, stated,
                stated * 1.1, seconds <= stated * 1.1 ? "within" : "OVER");
    std::printf("moves marked: %d\n", marked);
    return seconds <= stated * 1.1 ? 0 : 1;
}
