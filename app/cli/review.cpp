#include "review.h"

#include "jsonout.h"

#include "ai/review.h"
#include "session/pgn.h"
#include "session/xqf.h"
#include "xiangqi/ecco.h"

#include <QJsonArray>
#include <QJsonObject>

#include <atomic>
#include <cmath>
#include <optional>

namespace qiyuan::cli {

namespace {

// A whole number in [lo, hi], digits only.
std::optional<int> number(const QString& text, int lo, int hi)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < lo || n > hi || text.startsWith(QLatin1Char('+')))
        return std::nullopt;
    return n;
}

QJsonObject sideJson(const ai::ReviewSide& s)
{
    return {{"accuracy", std::round(s.accuracy * 10) / 10},
            {"inaccuracies", s.inaccuracies},
            {"mistakes", s.mistakes},
            {"blunders", s.blunders}};
}

} // namespace

int reviewRecord(int argc, char** argv)
{
    const QString usage =
        QStringLiteral("usage: qiyuan-cli review FILE [--game N] [--movetime MS | --depth D] [--threads T]");
    QString path;
    int game = 0, moveTime = 0, depth = 0, threads = 1;
    for (int i = 2; i < argc; ++i) {
        const QString w = QString::fromLocal8Bit(argv[i]);
        if (!w.startsWith(QLatin1String("--"))) {
            if (!path.isEmpty())
                return printError(QStringLiteral("review: one FILE only, got '%1' too").arg(w));
            path = w;
            continue;
        }
        if (i + 1 >= argc)
            return printError(QStringLiteral("review: option %1 needs a value").arg(w));
        const QString value = QString::fromLocal8Bit(argv[++i]);
        std::optional<int> n;
        if (w == QLatin1String("--game") && (n = number(value, 0, 1000000)))
            game = *n;
        else if (w == QLatin1String("--movetime") && (n = number(value, 1, 3600000)) && !moveTime)
            moveTime = *n;
        else if (w == QLatin1String("--depth") && (n = number(value, 1, 64)) && !depth)
            depth = *n;
        else if (w == QLatin1String("--threads") && (n = number(value, 1, 64)))
            threads = *n;
        else if (w == QLatin1String("--game") || w == QLatin1String("--movetime") || w == QLatin1String("--depth")
                 || w == QLatin1String("--threads"))
            return printError(QStringLiteral("review: bad value '%1' for %2 (or given twice)").arg(value, w));
        else
            return printError(QStringLiteral("review: unknown option %1; %2").arg(w, usage));
    }
    if (path.isEmpty())
        return printError(usage);
    if (moveTime && depth)
        return printError(QStringLiteral("review: give --movetime or --depth, not both"));
    if (!moveTime && !depth)
        moveTime = 500; // docs/CLI.md: the default

    QString error;
    const auto bytes = session::readGameFile(path, &error);
    if (!bytes)
        return printError(error);
    std::optional<xiangqi::GameTree> tree;
    QString problem;
    if (bytes->startsWith("XQ")) { // an XQF file holds one game
        auto g = session::readXqf(*bytes, &error);
        if (!g)
            return printError(error);
        if (game != 0)
            return printError(QStringLiteral("review: an XQF file holds one game (--game 0)"));
        tree = g->tree;
        problem = g->problem;
    } else {
        auto games = session::readPgnGamesLenient(*bytes, &error);
        if (!games)
            return printError(error);
        if (game >= games->size())
            return printError(QStringLiteral("review: the file has %1 game(s); --game %2 is not one").arg(games->size()).arg(game));
        tree = games->at(game).tree;
        problem = games->at(game).problem;
    }
    if (!problem.isEmpty())
        return printError(QStringLiteral("review: game %1: %2").arg(game).arg(problem));

    const xiangqi::Position start = tree->start();
    std::vector<xiangqi::Move> moves;
    for (const xiangqi::GameTree::NodeId n : tree->mainLine())
        moves.push_back(tree->node(n).move);
    auto engine = ai::makeEngine("xiangqi");
    engine->setThreads(threads);
    ai::Limits limits;
    limits.depth = depth;
    limits.moveTimeMs = moveTime;
    const std::atomic<bool> stop{false};
    std::vector<ai::ReviewedMove> judged;
    ai::PositionVerdict at = ai::analysePosition(*engine, start, moves, 0, limits, stop);
    xiangqi::Position before = start;
    for (int ply = 0; ply < int(moves.size()); ++ply) {
        const ai::PositionVerdict next = ai::analysePosition(*engine, start, moves, ply + 1, limits, stop);
        const ai::ReviewedMove m = ai::judgeMove(before, moves[size_t(ply)], ply, at, next);
        printJson(QJsonObject{{"ply", ply},
                          {"move", QString::fromStdString(m.move)},
                          {"score", ai::displayScore(m.score)},
                          {"best", QString::fromStdString(m.best)},
                          {"loss", m.loss},
                          {"mark", ai::reviewMarkText(m.mark)}});
        judged.push_back(m);
        before.makeMove(moves[size_t(ply)]);
        at = next;
    }
    const ai::ReviewSummary s = ai::summarize(judged);
    QJsonValue ecco; // null: not from the standard start
    if (const auto opening = xiangqi::classifyOpening(start, moves))
        ecco = QJsonObject{{"code", QString::fromStdString(opening->code)},
                           {"name", QString::fromStdString(opening->name)},
                           {"variation", opening->variation.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(opening->variation))}};
    printJson(QJsonObject{{"summary", QJsonObject{{"red", sideJson(s.red)}, {"black", sideJson(s.black)}}},
                          {"ecco", ecco}});
    return 0;
}

} // namespace qiyuan::cli
