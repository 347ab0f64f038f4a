// qiyuan-bench-repetition: times the repetition referee (XQ-3,
// engine/xiangqi/repetition.h judgeRepetition) on a 300-ply xiangqi game that
// ends in the third occurrence of a position: 292 plies of seeded random legal
// moves (mostly quiet, so the board stays full), then a chariot, cannon or horse
// of red chasing a black piece back and forth twice (a perpetual chase when red
// chases on both of its squares). The referee is the one the game calls after
// every move, so the common call, after a move that repeats nothing, is timed
// too. Target (issue 36): under 1 ms for the third occurrence. Exit status 0 when
// met, 1 when not, 2 on bad arguments or when no game could be built.
#include "xiangqi/game.h"
#include "xiangqi/repetition.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

constexpr int GamePlies = 300;
constexpr int CyclePlies = 8; // two rounds of four moves: occurrences at 292, 296 and 300

// Seeded random legal moves that do not end the game; a capture only one time in
// forty (or when the no-capture limit nears), so that the board stays full.
std::optional<Game> randomGame(std::mt19937& rng, int plies)
{
    Game game;
    while (game.ply() < plies) {
        MoveList legal = game.position().legalMoves();
        std::vector<Move> quiet, captures;
        for (const Move& m : legal)
            (game.position().at(m.to) == NoPiece ? quiet : captures).push_back(m);
        const bool capture = !captures.empty()
            && (quiet.empty() || rng() % 40 == 0 || game.position().halfmoveClock() > Game::NoCaptureLimit - 20);
        std::vector<Move>& pool = capture ? captures : quiet;
        bool played = false;
        for (std::size_t tries = 0; tries < pool.size() && !played; ++tries) {
            const Move m = pool[rng() % pool.size()];
            Game next = game;
            next.play(m);
            if (!next.over()) {
                game = std::move(next);
                played = true;
            }
        }
        if (!played)
            return std::nullopt;
    }
    return game;
}

bool quietLegal(const Position& p, Move m) { return p.isLegal(m) && p.at(m.to) == NoPiece; }

// Red's move a, black's b, then both back, with red chasing on a and on its way
// back and black's moves idle: the moves of the cycle (the second round repeats
// them), a perpetual chase by red.
std::optional<std::array<Move, 4>> findChaseCycle(const Position& start)
{
    for (const Move& a : start.legalMoves()) {
        if (start.at(a.to) != NoPiece || findChases(start, a).empty())
            continue;
        Position afterA = start;
        afterA.makeMove(a);
        for (const Move& b : afterA.legalMoves()) {
            const Move aBack{a.to, a.from}, bBack{b.to, b.from};
            if (afterA.at(b.to) != NoPiece || !findChases(afterA, b).empty())
                continue;
            Position afterB = afterA;
            afterB.makeMove(b);
            if (!quietLegal(afterB, aBack) || findChases(afterB, aBack).empty())
                continue;
            Position afterABack = afterB;
            afterABack.makeMove(aBack);
            if (quietLegal(afterABack, bBack) && findChases(afterABack, bBack).empty())
                return std::array<Move, 4>{a, b, aBack, bBack};
        }
    }
    return std::nullopt;
}

// The game, the referee's inputs after each ply, and how it ended.
struct Record {
    std::vector<Move> moves;
    std::vector<Position> positions;           // positions[k]: after k moves, carrying the game's moves
    std::vector<std::uint64_t> hashes;         // hashes[k]: positions[k].hash()
    std::vector<std::vector<Move>> movePrefix; // movePrefix[k]: the first k moves
    std::vector<std::vector<std::uint64_t>> hashPrefix;
    GameResult result;
    unsigned seed = 0;
};

std::optional<Record> buildGame(unsigned firstSeed)
{
    for (unsigned seed = firstSeed; seed < firstSeed + 200; ++seed) {
        std::mt19937 rng(seed);
        std::optional<Game> game = randomGame(rng, GamePlies - CyclePlies);
        if (!game || game->position().sideToMove() != Side::Red)
            continue;
        const std::optional<std::array<Move, 4>> cycle = findChaseCycle(game->position());
        if (!cycle)
            continue;
        for (int i = 0; i < CyclePlies && !game->over(); ++i)
            game->play((*cycle)[static_cast<std::size_t>(i % 4)]);
        // The cycle met an earlier occurrence and ended sooner, or the referee
        // saw more than red's chase (another piece chased on each move, a check).
        if (game->ply() != GamePlies || game->result().verdict != Verdict::BlackWins
            || game->result().reason != "perpetual chase")
            continue;
        Record r;
        r.seed = seed;
        r.moves = game->moves();
        r.result = game->result();
        Position p = game->startPosition();
        for (int k = 0; k <= GamePlies; ++k) {
            if (k > 0)
                p.makeMove(r.moves[static_cast<std::size_t>(k - 1)]);
            r.positions.push_back(p);
            r.hashes.push_back(p.hash());
            r.movePrefix.emplace_back(r.moves.begin(), r.moves.begin() + k);
            r.hashPrefix.emplace_back(r.hashes.begin(), r.hashes.begin() + k + 1);
        }
        return r;
    }
    return std::nullopt;
}

struct Timing {
    double micros = 0; // mean per call
    RepetitionRuling ruling;
};

Timing timeCall(const Record& r, int ply, int iterations)
{
    const Position& p = r.positions[static_cast<std::size_t>(ply)];
    const std::vector<Move>& moves = r.movePrefix[static_cast<std::size_t>(ply)];
    const std::vector<std::uint64_t>& hashes = r.hashPrefix[static_cast<std::size_t>(ply)];
    Timing t;
    long checksum = 0; // keeps the calls from being optimised away
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) {
        t.ruling = judgeRepetition(p, moves, hashes);
        checksum += t.ruling.occurrences;
    }
    const auto t1 = std::chrono::steady_clock::now();
    t.micros = std::chrono::duration<double, std::micro>(t1 - t0).count() / iterations;
    if (checksum != static_cast<long>(iterations) * t.ruling.occurrences)
        std::fprintf(stderr, "qiyuan-bench-repetition: the referee answered differently between calls\n");
    return t;
}

// Every ply of the game once, as the game calls the referee after each move.
double timeWholeGame(const Record& r, int rounds)
{
    const auto t0 = std::chrono::steady_clock::now();
    long checksum = 0;
    for (int round = 0; round < rounds; ++round)
        for (int k = 1; k <= GamePlies; ++k)
            checksum += judgeRepetition(r.positions[static_cast<std::size_t>(k)], r.movePrefix[static_cast<std::size_t>(k)],
                                        r.hashPrefix[static_cast<std::size_t>(k)])
                            .occurrences;
    const auto t1 = std::chrono::steady_clock::now();
    if (checksum <= 0)
        std::fprintf(stderr, "qiyuan-bench-repetition: no ruling\n");
    return std::chrono::duration<double, std::micro>(t1 - t0).count() / (static_cast<double>(rounds) * GamePlies);
}

} // namespace

int main(int argc, char** argv)
{
    int iterations = 2000;
    unsigned seed = 1;
    bool printMoves = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--iterations") == 0 && i + 1 < argc)
            iterations = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
        else if (std::strcmp(argv[i], "--moves") == 0)
            printMoves = true;
        else {
            std::fprintf(stderr, "usage: qiyuan-bench-repetition [--iterations N] [--seed S] [--moves]\n");
            return 2;
        }
    }
    if (iterations < 1) {
        std::fprintf(stderr, "qiyuan-bench-repetition: --iterations must be at least 1\n");
        return 2;
    }
    const std::optional<Record> record = buildGame(seed);
    if (!record) {
        std::fprintf(stderr, "qiyuan-bench-repetition: no 300-ply game ending in a chase cycle from seed %u on\n", seed);
        return 2;
    }
    const Record& r = *record;
    int pieces = 0;
    for (Square s : AllSquares)
        pieces += isPiece(r.positions.back().at(s)) ? 1 : 0;
    std::printf("game: seed %u, %d plies, %d pieces at the end, %d plies since the last capture; result %s (%s)\n",
                r.seed, GamePlies, pieces, r.positions.back().halfmoveClock(), verdictName(r.result.verdict),
                r.result.reason.c_str());
    std::printf("%s:", printMoves ? "moves" : "cycle");
    for (int k = printMoves ? 0 : GamePlies - CyclePlies; k < GamePlies; ++k)
        std::printf(" %s", toIccs(r.moves[static_cast<std::size_t>(k)]).c_str());
    std::printf("\n");

    const double TargetMicros = 1000;
    const auto report = [&](const char* what, int ply, const Timing& t) {
        std::printf("%-40s ply %3d: %2d occurrence(s), %-8s %8.2f us a call\n", what, ply, t.ruling.occurrences,
                    verdictName(t.ruling.result.verdict), t.micros);
    };
    const Timing third = timeCall(r, GamePlies, iterations);
    report("third occurrence (decides)", GamePlies, third);
    report("second occurrence (describes)", GamePlies - 4, timeCall(r, GamePlies - 4, iterations));
    // The common call: a position that did not repeat, with the longest stretch
    // without a capture before it (every hash since then is compared).
    int quiet = 1;
    for (int k = 1; k < GamePlies - CyclePlies; ++k)
        if (r.positions[static_cast<std::size_t>(k)].halfmoveClock()
            > r.positions[static_cast<std::size_t>(quiet)].halfmoveClock())
            quiet = k;
    const std::string label = "no repetition, " + std::to_string(r.positions[static_cast<std::size_t>(quiet)].halfmoveClock())
        + " plies after a capture";
    report(label.c_str(), quiet, timeCall(r, quiet, iterations));
    const double perPly = timeWholeGame(r, std::max(1, iterations / 100));
    std::printf("%-40s          every ply, mean %8.2f us a call\n", "the whole game, after each move", perPly);
    const bool ok = third.ruling.result.over() && third.micros < TargetMicros;
    std::printf("target: third occurrence under %.0f us: %s\n", TargetMicros, ok ? "met" : "MISSED");
    return ok ? 0 : 1;
}
