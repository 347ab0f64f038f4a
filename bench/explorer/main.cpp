// qiyuan-bench-explorer [--games N] [--plies P]
// Writes a PGN collection of N games (default 10,000; P plies each, default
// 80, ICCS: shared openings then seeded random legal moves), opens it as the
// app opens a collection, reads every game in full, builds the opening
// explorer's index and finds each game's ECCO opening (the app's background
// pass does both), then asks for the moves from 1,000 positions of the games.
// Prints the time of each step against the targets (index built in
// under 3 s, moves from a position in under 50 ms).
#include "session/collection.h"
#include "xiangqi/ecco.h"
#include "xiangqi/openingindex.h"

#include <QFile>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

int main(int argc, char** argv)
{
    int games = 10000, plies = 80;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--games"))
            games = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--plies"))
            plies = std::atoi(argv[i + 1]);
    }
    std::mt19937 random(42);
    const char* openings[] = {"h2e2 h9g7", "c3c4 h9g7 h2e2", "h2e2 h9g7 c3c4", "b2e2 b9c7", "h0g2 b9c7", "c0e2"};
    QByteArray text;
    std::vector<Position> probes;
    for (int g = 0; g < games; ++g) {
        QByteArray result = "*"; // a game that ends in mate says who won: a file that contradicts its moves is not read
        Position p;
        int ply = 0;
        QByteArray moves;
        auto play = [&](Move m) {
            if (ply % 2 == 0)
                moves += QByteArray::number(ply / 2 + 1) + ". ";
            moves += QByteArray::fromStdString(toIccs(m)) + ' ';
            p.makeMove(m);
            ++ply;
        };
        for (const QString& m : QString::fromLatin1(openings[g % 6]).split(QLatin1Char(' ')))
            play(Position::parseIccs(m.toStdString()));
        while (ply < plies) {
            const auto legal = p.legalMoves();
            if (legal.empty())
                break;
            play(legal[random() % std::min<std::size_t>(legal.size(), 4)]);
            if (g % 10 == 0 && ply == 12)
                probes.push_back(p);
        }
        if (p.legalMoves().empty())
            result = p.sideToMove() == Side::Red ? "0-1" : "1-0";
        text += "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n[Result \"" + result + "\"]\n\n" + moves + result + "\n\n";
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("collection.pgn"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return 1;
    f.close();

    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    QString error;
    const auto collection = session::Collection::openPgn(path, &error);
    if (!collection) {
        std::printf("cannot open: %s\n", qPrintable(error));
        return 1;
    }
    const auto t1 = Clock::now();
    OpeningIndex index;
    std::size_t classified = 0;
    double eccoSeconds = 0;
    int unread = 0;
    for (int i = 0; i < collection->size(); ++i)
        if (const auto g = collection->game(i, &error)) {
            index.addGame(g->game.startPosition(), g->game.moves(), g->game.result().verdict);
            const auto e0 = Clock::now();
            classified += classifyOpening(g->game.startPosition(), g->game.moves()).has_value();
            eccoSeconds += std::chrono::duration<double>(Clock::now() - e0).count();
        } else if (unread++ == 0) {
            std::printf("game %d not read: %s\n", i, qPrintable(error));
        }
    index.finish();
    const auto t2 = Clock::now();
    double worst = 0, total = 0;
    std::size_t found = 0;
    probes.push_back(Position());
    for (const Position& p : probes) {
        const auto a = Clock::now();
        found += index.movesFrom(p).size();
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - a).count();
        worst = std::max(worst, ms);
        total += ms;
    }
    const double list = std::chrono::duration<double>(t1 - t0).count();
    const double build = std::chrono::duration<double>(t2 - t0).count();
    std::printf("games %d (%d plies), file %.1f MB, index entries %zu\n", collection->size(), plies,
                text.size() / 1e6, index.entries());
    std::printf("collection listed in %.2f s; every game read, indexed and its opening found by %.2f s (target < 3 s): %s\n",
                list, build, build < 3 ? "within" : "OVER");
    std::printf("of which ECCO openings: %zu games in %.2f s (%zu classes in the table)\n", classified, eccoSeconds,
                eccoClasses().size());
    std::printf("moves from %zu positions: mean %.3f ms, worst %.3f ms (target < 50 ms): %s; %zu moves found\n",
                probes.size(), total / probes.size(), worst, worst < 50 ? "within" : "OVER", found);
    return build < 3 && worst < 50 ? 0 : 1;
}
