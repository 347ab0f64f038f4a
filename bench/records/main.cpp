// qiyuan-bench-records: how long reading a PGN collection takes, the work
// behind showing a file of many games as a list (issue 18: 10,000 games in
// under 1 s). Generates the collection first (seeded random legal games of
// about 80 plies, a few with variations and comments), then times
// indexPgnCollection (what the list shows) and readPgnGames (every game
// checked move by move) on the bytes, best of N runs.
//   qiyuan-bench-records [--games N] [--runs R] [--plies P]
#include "session/pgn.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

QByteArray generate(int games, int plies)
{
    QRandomGenerator rng(2026);
    QByteArray out;
    for (int g = 0; g < games; ++g) {
        session::PgnGame pgn;
        pgn.tags.insert(QStringLiteral("Event"), QStringLiteral("Bench cup %1").arg(g / 100));
        pgn.tags.insert(QStringLiteral("Red"), QStringLiteral("红方%1").arg(g % 97));
        pgn.tags.insert(QStringLiteral("Black"), QStringLiteral("黑方%1").arg(g % 89));
        pgn.tags.insert(QStringLiteral("Date"), QStringLiteral("2026.%1.%2").arg(1 + g % 12, 2, 10, QLatin1Char('0')).arg(1 + g % 28, 2, 10, QLatin1Char('0')));
        Game game;
        GameTree tree;
        GameTree::NodeId node = GameTree::Root;
        for (int ply = 0; ply < plies && !game.over(); ++ply) {
            const MoveList moves = game.position().legalMoves();
            if (moves.size() == 0)
                break;
            const Move m = moves[int(rng.bounded(moves.size()))];
            if (g % 10 == 0 && ply == 10 && moves.size() > 1) { // every tenth game: a variation with a comment
                const Move alt = moves[(int(rng.bounded(moves.size())) + 1) % moves.size()];
                if (alt != m) {
                    const GameTree::NodeId v = tree.addUnchecked(node, alt);
                    tree.setComment(v, "另一着");
                }
            }
            if (game.play(m) != MoveError::None)
                break;
            node = tree.addUnchecked(node, m);
            // the variation must not be the first child
            if (tree.node(tree.node(node).parent).children.front() != node)
                tree.makeMainLine(node);
        }
        pgn.game = game;
        pgn.tree = tree;
        out += session::writePgn(pgn, g % 3 == 0 ? session::MoveFormat::Chinese : session::MoveFormat::Iccs);
        out += '\n';
    }
    return out;
}

int intArg(int argc, char** argv, const char* name, int fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return std::max(1, std::atoi(argv[i + 1]));
    return fallback;
}

} // namespace

int main(int argc, char** argv)
{
    const int games = intArg(argc, argv, "--games", 10000);
    const int runs = intArg(argc, argv, "--runs", 3);
    const int plies = intArg(argc, argv, "--plies", 80);
    QElapsedTimer t;
    t.start();
    const QByteArray bytes = generate(games, plies);
    std::printf("generated %d games, %.1f MB, in %.2f s\n", games, bytes.size() / 1e6, t.elapsed() / 1000.0);
    double bestIndex = 1e9;
    for (int r = 0; r < runs; ++r) {
        t.start();
        QString error;
        const auto index = session::indexPgnCollection(bytes, &error);
        const double s = t.nsecsElapsed() / 1e9;
        if (!index || index->games.size() != games) {
            std::printf("index failed: %s\n", qPrintable(error));
            return 1;
        }
        bestIndex = std::min(bestIndex, s);
        if (r == 0) { // the list opens a game: read one in full
            t.start();
            const auto one = session::readIndexedGame(*index, games / 2, &error);
            if (!one) {
                std::printf("readIndexedGame failed: %s\n", qPrintable(error));
                return 1;
            }
            std::printf("readIndexedGame: game %d (%d plies) in %.2f ms\n", games / 2 + 1, one->game.ply(),
                        t.nsecsElapsed() / 1e6);
        }
    }
    std::printf("indexPgnCollection (the list): %d games in %.3f s (best of %d)\n", games, bestIndex, runs);
    double best = 1e9;
    for (int r = 0; r < runs; ++r) {
        t.start();
        QString error;
        const auto read = session::readPgnGames(bytes, &error);
        const double s = t.nsecsElapsed() / 1e9;
        if (!read || read->size() != games) {
            std::printf("read failed: %s\n", qPrintable(error));
            return 1;
        }
        best = std::min(best, s);
    }
    std::printf("readPgnGames: %d games in %.3f s (best of %d), %.0f games/s\n", games, best, runs, games / best);
    return 0;
}
