// qiyuan-bench-tune: tunes the xiangqi evaluation's weights (EvalWeights) on
// positions the project makes itself, by the Texel method.
//
//   qiyuan-bench-tune generate FILE [--games N] [--depth D] [--seed S]
//       Self-play: each game starts from one of the 51 match openings
//       (bench/ai-match/openings.h) and two random plies, then both sides
//       search to depth D (level 8, no random margin). Every quiet position
//       (side to move not in check, no capture that wins material at once)
//       after the opening is written with the game's result: one line
//       "FEN;R" with R 1 (red won), 0.5 (draw) or 0 (black won).
//   qiyuan-bench-tune import FILE LOG [LOG ...]
//       The same labelled positions from the games of qiyuan-bench-ai-match
//       logs written with --moves (for instance our engine against
//       Fairy-Stockfish with --random-plies 2): every quiet position after the
//       first ten plies, with the game's result. Games that ended by an
//       engine's failure (a note after " - ") are left out.
//   qiyuan-bench-tune tune FILE [--rounds R] [--out WEIGHTS] [--only NAME,NAME...]
//       Fits the scale K of the sigmoid 1 / (1 + 10^(-K·e/400)) to the data
//       with the current weights, then changes one weight at a time by a step
//       while that lowers the mean squared error between the results and the
//       sigmoid of the static evaluation (red's view), K fitted again after
//       each round, until no step helps or R rounds. The chariot's value is
//       held, so that the weights stay in centipawns. Prints the error before and after and the new weights as
//       a replacement for EvalWeights::defaults(); --out writes them as
//       "Name value" lines for qiyuan-bench-ai-match --ab / --weights.
//       --only tunes just the weights named (the rest stay at their defaults):
//       a small data set fits a few new terms without pulling the material
//       values around.
//
// Standard library only, like the engine; the positions stay in FILE.
#include "ai/xiangqi_eval.h"
#include "ai/xiangqi_search.h"
#include "xiangqi/game.h"
#include "xiangqi/position.h"

#include "../ai-match/openings.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

int usage()
{
    std::cerr << "usage: qiyuan-bench-tune generate FILE [--games N] [--depth D] [--seed S]\n"
                 "       qiyuan-bench-tune import FILE LOG [LOG ...]\n"
                 "       qiyuan-bench-tune tune FILE [--rounds R] [--out WEIGHTS] [--only NAME,NAME...]\n";
    return 2;
}

std::vector<Move> parseLine(const char* moves)
{
    std::vector<Move> out;
    std::istringstream in(moves);
    std::string w;
    while (in >> w)
        out.push_back(Position::parseIccs(w));
    return out;
}

// A position to learn from: no capture that wins material at once, not in
// check (the static evaluation cannot see a pending exchange).
bool quiet(const Position& p)
{
    if (p.inCheck())
        return false;
    const Side us = p.sideToMove();
    for (const Move& m : p.legalMoves()) {
        const Piece victim = p.at(m.to);
        if (victim == NoPiece)
            continue;
        const int gain = ai::pieceValue(typeOf(victim));
        const int risk = ai::pieceValue(typeOf(p.at(m.from)));
        if (gain >= risk || !p.attacks(opposite(us), m.to))
            return false;
    }
    return true;
}

int generate(const std::string& file, int games, int depth, unsigned seed)
{
    std::ofstream out(file);
    if (!out) {
        std::cerr << "qiyuan-bench-tune: cannot write " << file << "\n";
        return 1;
    }
    std::mt19937 rng(seed);
    ai::XiangqiSearch search(16);
    const int openings = static_cast<int>(std::size(bench::MatchOpenings));
    long long written = 0;
    int results[3] = {0, 0, 0}; // red, draw, black
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        Game game;
        for (const Move& m : parseLine(bench::MatchOpenings[g % openings].moves))
            game.play(m);
        for (int i = 0; i < 2 && !game.over(); ++i) { // two random plies: no two games alike
            const MoveList moves = game.position().legalMoves();
            game.play(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
        }
        search.clear();
        std::vector<std::string> fens;
        while (!game.over() && game.ply() < 300) {
            if (quiet(game.position()))
                fens.push_back(game.position().fen());
            ai::XiangqiSearchOptions options;
            options.limits.depth = depth;
            options.randomize = false;
            const ai::XiangqiSearchResult r = search.search(game.position(), ai::priorPositions(game), options);
            if (r.best.isNull() || game.play(r.best) != MoveError::None)
                break;
        }
        const Verdict v = game.result().verdict;
        const char* label = v == Verdict::RedWins ? "1" : v == Verdict::BlackWins ? "0" : "0.5";
        ++results[v == Verdict::RedWins ? 0 : v == Verdict::BlackWins ? 2 : 1];
        for (const std::string& fen : fens)
            out << fen << ';' << label << '\n';
        written += static_cast<long long>(fens.size());
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("game %d/%d: %d plies, %s; %lld positions so far, %.0f s\n", g + 1, games, game.ply(), label,
                    written, s);
        std::fflush(stdout);
    }
    std::printf("%d games (red won %d, draws %d, black won %d), %lld positions in %s\n", games, results[0], results[1],
                results[2], written, file.c_str());
    return 0;
}

// "game N: OPENING, Qiyuan red|black: Qiyuan wins|Qiyuan loses|draw (REASON), ..."
// then "  moves: m1 m2 ..." (qiyuan-bench-ai-match --moves).
int importLogs(const std::string& file, const std::vector<std::string>& logs)
{
    std::ofstream out(file);
    if (!out) {
        std::cerr << "qiyuan-bench-tune: cannot write " << file << "\n";
        return 1;
    }
    constexpr int SkipPlies = 10; // the opening and its random plies
    long long written = 0;
    int games = 0, skipped = 0;
    for (const std::string& log : logs) {
        std::ifstream in(log);
        if (!in) {
            std::cerr << "qiyuan-bench-tune: cannot read " << log << "\n";
            return 1;
        }
        std::string line;
        const char* label = nullptr; // red's result of the game being read
        while (std::getline(in, line)) {
            if (line.rfind("game ", 0) == 0) {
                label = nullptr;
                const bool red = line.find(", Qiyuan red: ") != std::string::npos;
                const bool black = line.find(", Qiyuan black: ") != std::string::npos;
                if ((!red && !black) || line.find(" - ") != std::string::npos) {
                    ++skipped;
                    continue;
                }
                if (line.find(": draw (") != std::string::npos)
                    label = "0.5";
                else if (line.find(": Qiyuan wins (") != std::string::npos)
                    label = red ? "1" : "0";
                else if (line.find(": Qiyuan loses (") != std::string::npos)
                    label = red ? "0" : "1";
                else
                    ++skipped;
                continue;
            }
            const std::string prefix = "  moves: ";
            if (line.rfind(prefix, 0) != 0 || !label)
                continue;
            Game game;
            int ply = 0;
            for (const Move& m : parseLine(line.c_str() + prefix.size())) {
                if (ply >= SkipPlies && quiet(game.position())) {
                    out << game.position().fen() << ';' << label << '\n';
                    ++written;
                }
                if (game.play(m) != MoveError::None) {
                    std::cerr << "qiyuan-bench-tune: " << log << ": an illegal move in a game; the rest of it is left out\n";
                    break;
                }
                ++ply;
            }
            ++games;
            label = nullptr;
        }
    }
    std::printf("%d games (%d left out), %lld positions in %s\n", games, skipped, written, file.c_str());
    return out ? 0 : 1;
}

struct Sample {
    Position position;
    double result; // red's score
};

double sigmoid(double k, int eval) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

double meanError(const std::vector<Sample>& data, const ai::EvalWeights& weights, double k)
{
    const ai::EvalTables tables(weights);
    // Every core takes a slice of the positions (the evaluation is const).
    const unsigned n = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    std::vector<double> sums(n, 0.0);
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < n; ++t)
        workers.emplace_back([&, t] {
            double sum = 0;
            for (std::size_t i = t; i < data.size(); i += n) {
                const Sample& s = data[i];
                const int e = ai::evaluate(s.position, tables);
                const int red = s.position.sideToMove() == Side::Red ? e : -e;
                const double d = s.result - sigmoid(k, red);
                sum += d * d;
            }
            sums[t] = sum;
        });
    for (std::thread& w : workers)
        w.join();
    double sum = 0;
    for (double x : sums)
        sum += x;
    return sum / static_cast<double>(data.size());
}

int tune(const std::string& file, int rounds, const std::string& outFile, const std::vector<bool>& tunable)
{
    std::ifstream in(file);
    if (!in) {
        std::cerr << "qiyuan-bench-tune: cannot read " << file << "\n";
        return 1;
    }
    std::vector<Sample> data;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const auto semi = line.rfind(';');
        std::string error;
        const auto p = semi == std::string::npos ? std::nullopt : Position::fromFen(line.substr(0, semi), &error);
        if (!p) {
            std::cerr << "qiyuan-bench-tune: " << file << " line " << lineNo << ": not \"FEN;result\"\n";
            return 1;
        }
        data.push_back({*p, std::atof(line.c_str() + semi + 1)});
    }
    if (data.empty()) {
        std::cerr << "qiyuan-bench-tune: " << file << " holds no positions\n";
        return 1;
    }
    ai::EvalWeights weights = ai::EvalWeights::defaults();
    // K: the scale that fits the weights best (a coarse then a fine scan),
    // fitted again after every round.
    double k = 1.0, best = meanError(data, weights, k);
    const auto fitK = [&] {
        for (double step : {0.1, 0.01})
            for (bool improved = true; improved;) {
                improved = false;
                for (double c : {k - step, k + step})
                    if (c > 0)
                        if (const double e = meanError(data, weights, c); e < best) {
                            best = e, k = c, improved = true;
                        }
            }
    };
    fitK();
    const double before = best;
    std::printf("%zu positions; K = %.2f; mean squared error with the current weights: %.6f\n", data.size(), k, before);
    for (int round = 1; round <= rounds; ++round) {
        bool changed = false;
        for (int i = 0; i < ai::EvalWeights::Count; ++i) {
            // The chariot's value stays: it anchors the scale (centipawns), which
            // the sigmoid's K would otherwise trade against every other weight.
            if (i == ai::ChariotMg || i == ai::ChariotEg || !tunable[static_cast<std::size_t>(i)])
                continue;
            const int step = std::max(1, std::abs(weights.w[i]) / 20);
            for (int sign : {+1, -1}) {
                ai::EvalWeights trial = weights;
                trial.w[i] += sign * step;
                if (trial.w[i] < 0)
                    continue; // every weight is a size; a negative one would turn its term round
                if (const double e = meanError(data, trial, k); e < best) {
                    best = e, weights = trial, changed = true;
                    break;
                }
            }
        }
        fitK();
        std::printf("round %d: error %.6f, K %.2f\n", round, best, k);
        std::fflush(stdout);
        if (!changed)
            break;
    }
    std::printf("error %.6f -> %.6f (%.2f %% lower)\n", before, best, 100.0 * (before - best) / before);
    const ai::EvalWeights d = ai::EvalWeights::defaults();
    std::printf("changed weights (name: default -> tuned):\n");
    for (int i = 0; i < ai::EvalWeights::Count; ++i)
        if (weights.w[i] != d.w[i])
            std::printf("  %s: %d -> %d\n", ai::EvalWeights::name(i), d.w[i], weights.w[i]);
    if (!outFile.empty()) {
        std::ofstream out(outFile);
        out << weights.text();
        if (!out) {
            std::cerr << "qiyuan-bench-tune: cannot write " << outFile << "\n";
            return 1;
        }
        std::printf("weights written to %s\n", outFile.c_str());
    }
    std::printf("as code for EvalWeights::defaults():\n");
    for (int i = 0; i < ai::EvalWeights::Count; ++i)
        std::printf("    set(%s, %d);\n", ai::EvalWeights::name(i), weights.w[i]);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    const std::string command = argv[1], file = argv[2];
    if (command == "import")
        return argc < 4 ? usage() : importLogs(file, std::vector<std::string>(argv + 3, argv + argc));
    int games = 200, depth = 5, rounds = 50;
    unsigned seed = 20261202;
    std::string outFile;
    std::vector<bool> tunable(ai::EvalWeights::Count, true);
    for (int i = 3; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--out" && command == "tune") {
            outFile = argv[i + 1];
            continue;
        }
        if (option == "--only" && command == "tune") {
            std::fill(tunable.begin(), tunable.end(), false);
            std::stringstream names(argv[i + 1]);
            for (std::string name; std::getline(names, name, ',');) {
                int found = -1;
                for (int w = 0; w < ai::EvalWeights::Count; ++w)
                    if (name == ai::EvalWeights::name(w))
                        found = w;
                if (found < 0) {
                    std::cerr << "qiyuan-bench-tune: no weight called \"" << name << "\"\n";
                    return 2;
                }
                tunable[static_cast<std::size_t>(found)] = true;
            }
            continue;
        }
        char* end = nullptr;
        const long value = std::strtol(argv[i + 1], &end, 10);
        if (*end != '\0' || value < 1 || value > 1000000)
            return usage();
        if (option == "--games")
            games = static_cast<int>(value);
        else if (option == "--depth" && value <= 30)
            depth = static_cast<int>(value);
        else if (option == "--seed")
            seed = static_cast<unsigned>(value);
        else if (option == "--rounds")
            rounds = static_cast<int>(value);
        else
            return usage();
    }
    if ((argc - 3) % 2 != 0)
        return usage();
    if (command == "generate")
        return generate(file, games, depth, seed);
    if (command == "tune")
        return tune(file, rounds, outFile, tunable);
    return usage();
}
