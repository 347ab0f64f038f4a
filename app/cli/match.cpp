#include "match.h"

#include "jsonout.h"

#include "uci/enginematch.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace qiyuan::cli {

namespace {

// A whole number in [lo, hi], digits only.
std::optional<int> number(const QString& text, int lo, int hi)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < lo || n > hi || text.startsWith(QLatin1Char('+')) || text.startsWith(QLatin1Char('-')))
        return std::nullopt;
    return n;
}

// A game clock of any kind in serve --clock's syntax (docs/CLI.md): `300`,
// `180+2`, `600/byo:3x30`, `move:5`, `red=300+5,black=180+5`. A match needs a
// clock that runs: `off` (or a side without time) is no clock for it.
std::optional<TimeControl> clockSpec(const QString& text)
{
    const std::optional<TimeControl> tc = parseTimeControl(text.toStdString());
    if (!tc || !tc->side(0).enabled() || !tc->side(1).enabled())
        return std::nullopt;
    return tc;
}

double rounded(double x) { return std::round(x * 10) / 10; }

QJsonObject gameJson(const uci::EngineMatch& m, const uci::MatchGameResult& r)
{
    const auto& e = m.settings().engines;
    return {{"game", r.number},
            {"red", e[size_t(r.redEngine)].label},
            {"black", e[size_t(1 - r.redEngine)].label},
            {"result", r.result},
            {"reason", r.reason},
            {"plies", int(r.moves.size())},
            {"moves", QJsonArray::fromStringList(r.moves)},
            {"fen", r.startFen}};
}

QJsonObject summaryJson(const uci::MatchScore& s)
{
    const QJsonObject first{{"wins", s.wins}, {"draws", s.draws}, {"losses", s.losses}, {"score", s.score()}};
    return {{"summary", QJsonObject{{"first", first}, {"elo", rounded(s.elo())}, {"elo_error", rounded(s.eloError())}}}};
}

} // namespace

int engineMatch(int argc, char** argv)
{
    uci::EngineMatchSettings settings;
    std::optional<uci::MatchEngine> first, second;
    std::optional<int> moveTime;
    std::optional<TimeControl> clock;
    QString openingsPath;
    for (int i = 2; i < argc; ++i) {
        const QString w = QString::fromLocal8Bit(argv[i]);
        static const QStringList known = {QStringLiteral("--first"),   QStringLiteral("--second"),
                                          QStringLiteral("--games"),   QStringLiteral("--movetime"),
                                          QStringLiteral("--clock"),   QStringLiteral("--openings"),
                                          QStringLiteral("--variant")};
        if (!known.contains(w))
            return printError(w.startsWith(QLatin1String("--")) ? QStringLiteral("match: unknown option %1").arg(w)
                                                                 : QStringLiteral("match: unexpected argument '%1'").arg(w));
        if (i + 1 >= argc)
            return printError(QStringLiteral("match: option %1 needs a value").arg(w));
        const QString value = QString::fromLocal8Bit(argv[++i]);
        QString error;
        if (w == QLatin1String("--first") || w == QLatin1String("--second")) {
            auto& slot = w == QLatin1String("--first") ? first : second;
            if (slot)
                return printError(QStringLiteral("match: option %1 given twice").arg(w));
            slot = uci::MatchEngine::parse(value, &error);
            if (!slot)
                return printError(QStringLiteral("match: %1 %2").arg(w, error));
        } else if (w == QLatin1String("--games")) {
            const auto n = number(value, 1, 100000);
            if (!n)
                return printError(QStringLiteral("match: --games must be a whole number from 1 to 100000, got '%1'").arg(value));
            settings.games = *n;
        } else if (w == QLatin1String("--movetime")) {
            moveTime = number(value, 1, 3600000);
            if (!moveTime)
                return printError(QStringLiteral("match: --movetime must be milliseconds from 1 to 3600000, got '%1'").arg(value));
        } else if (w == QLatin1String("--clock")) {
            clock = clockSpec(value);
            if (!clock)
                return printError(QStringLiteral("match: --clock must be a clock for both sides in whole seconds, such as 300, "
                                                 "180+2, 600/byo:3x30, move:5 or red=300+5,black=180+5 (docs/CLI.md), got '%1'")
                                      .arg(value));
        } else if (w == QLatin1String("--openings")) {
            openingsPath = value;
        } else if (value != QLatin1String("xiangqi")) {
            return printError(QStringLiteral("match: variant '%1' not supported; engine matches play xiangqi").arg(value));
        }
    }
    if (!first || !second)
        return printError(QStringLiteral("match: --first ENGINE and --second ENGINE are required (builtin:LEVEL or uci:COMMAND)"));
    if (moveTime && clock)
        return printError(QStringLiteral("match: give --movetime or --clock, not both"));
    if (!openingsPath.isEmpty()) {
        QFile f(openingsPath);
        if (!f.open(QIODevice::ReadOnly))
            return printError(QStringLiteral("match: cannot read the openings file %1: %2").arg(openingsPath, f.errorString()));
        QString error;
        const auto openings = uci::readOpenings(QString::fromUtf8(f.readAll()), &error);
        if (!openings)
            return printError(QStringLiteral("match: openings file %1: %2").arg(openingsPath, error));
        settings.openings = *openings;
    }
    settings.engines = {*first, *second};
    settings.moveTimeMs = clock ? 0 : moveTime.value_or(1000);
    if (clock)
        settings.clock = *clock;

    int qargc = 1;
    char name[] = "qiyuan-cli";
    char* qargv[] = {name, nullptr};
    QCoreApplication app(qargc, qargv);
    uci::EngineMatch m(settings);
    int exitCode = 0;
    QObject::connect(&m, &uci::EngineMatch::failedToStart, &app, [&](const QString& error) {
        exitCode = printError(QStringLiteral("match: ") + error);
        QCoreApplication::exit(exitCode);
    });
    QObject::connect(&m, &uci::EngineMatch::gameFinished, &app,
                     [&](const uci::MatchGameResult& r) { printJson(gameJson(m, r)); });
    QObject::connect(&m, &uci::EngineMatch::finished, &app, [&] {
        printJson(summaryJson(m.score()));
        QCoreApplication::exit(0);
    });
    m.start();
    app.exec();
    return exitCode;
}

} // namespace qiyuan::cli
