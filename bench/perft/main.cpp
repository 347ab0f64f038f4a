// qiyuan-bench-perft: times our xiangqi perft and Fairy-Stockfish's `go perft`
// on the same position in the same run, checks that both count the same nodes
// (and the published count where one is known), and prints the ratio.
// Exit status: 0 all counts agree, 1 a count differs, 2 bad arguments or no engine.
#include "uci/engineprocess.h"
#include "xiangqi/position.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>

using namespace qiyuan::xiangqi;
namespace uci = qiyuan::uci;

namespace {

// Published perft counts of the start position (tests/data/xiangqi-perft.txt).
constexpr quint64 StartCounts[] = {1, 44, 1920, 79666, 3290240, 133312995, 5392831844ull};

void say(const QString& text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

int fail(const QString& text, int code)
{
    std::fputs(qPrintable(QStringLiteral("qiyuan-bench-perft: %1\n").arg(text)), stderr);
    return code;
}

// Fairy-Stockfish through the project's one UCI driver (engine/uci), waited
// for in a local event loop: this program has no other work while it counts.
class Reference {
public:
    explicit Reference(const QString& program)
        : program_(program)
        , engine_(QLatin1Char('"') + program + QLatin1Char('"')) // a path may hold spaces
    {
        // Perft is single-threaded in Fairy-Stockfish anyway; say so explicitly.
        engine_.setOptions({{QStringLiteral("Threads"), QStringLiteral("1")}});
        QObject::connect(&engine_, &uci::EngineProcess::failed, &engine_, [this](const uci::Failure& f) {
            error_ = failureText(f);
            loop_.quit();
        });
    }
    ~Reference() { engine_.quit(3000); }

    QString start()
    {
        const QMetaObject::Connection ready =
            QObject::connect(&engine_, &uci::EngineProcess::ready, &loop_, &QEventLoop::quit);
        engine_.start();
        loop_.exec();
        QObject::disconnect(ready);
        return engine_.state() == uci::EngineProcess::State::Idle ? QString() : error_;
    }

    QString name() const { return engine_.name(); }
    QString error() const { return error_; }

    // Wall time from asking for `go perft` to its "Nodes searched" line; nullopt on error.
    std::optional<std::pair<quint64, double>> perft(const Position& root, int depth, int timeoutMs)
    {
        std::optional<std::pair<quint64, double>> answer;
        QElapsedTimer clock;
        const QMetaObject::Connection done =
            QObject::connect(&engine_, &uci::EngineProcess::perftDone, &loop_, [&](quint64 nodes) {
                answer = std::pair{nodes, clock.nsecsElapsed() / 1e9};
                loop_.quit();
            });
        clock.start();
        engine_.perft(root, depth, timeoutMs);
        loop_.exec();
        QObject::disconnect(done);
        return answer;
    }

private:
    QString failureText(const uci::Failure& f) const
    {
        using K = uci::Failure::Kind;
        switch (f.kind) {
        case K::NotStarted: return QStringLiteral("cannot start %1: %2").arg(program_, f.detail);
        case K::NoUciOk: return QStringLiteral("%1 does not speak UCI").arg(program_);
        case K::NoBestMove: return QStringLiteral("no answer within %1 s").arg(f.timeoutMs / 1000.0);
        case K::Crashed:
        case K::Quit: return QStringLiteral("the engine exited (code %1)").arg(f.exitCode);
        default: return QStringLiteral("the engine failed (%1)").arg(int(f.kind));
        }
    }

    QString program_;
    uci::EngineProcess engine_;
    QEventLoop loop_;
    QString error_;
};

QString findReference()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
    if (path.isEmpty()) // Debian puts it in /usr/games, often not on PATH
        path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"),
                                              {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")});
    return path;
}

QString line(const QString& who, quint64 nodes, double seconds)
{
    return QStringLiteral("  %1 %2 nodes  %3 s  %4 Mnps")
        .arg(who, -16)
        .arg(nodes, 12)
        .arg(seconds, 8, 'f', 3)
        .arg(nodes / seconds / 1e6, 6, 'f', 1);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("qiyuan-bench-perft"));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Times xiangqi perft: ours and Fairy-Stockfish's (one thread) on the same position,\n"
                       "checks that the node counts agree, and prints ratio = Fairy-Stockfish time / ours."));
    parser.addHelpOption();
    const QCommandLineOption depthOpt(QStringLiteral("depth"), QStringLiteral("Perft depth, 1..8 (default 5)."),
                                      QStringLiteral("N"), QStringLiteral("5"));
    const QCommandLineOption fenOpt(QStringLiteral("fen"), QStringLiteral("Position (default: the start position)."),
                                    QStringLiteral("FEN"), QString::fromLatin1(Position::StartFen.data()));
    const QCommandLineOption runsOpt(QStringLiteral("runs"),
                                     QStringLiteral("Runs of each engine; the best time counts (default 1)."),
                                     QStringLiteral("R"), QStringLiteral("1"));
    const QCommandLineOption expectOpt(QStringLiteral("expect"),
                                       QStringLiteral("Expected node count (known for the start position)."),
                                       QStringLiteral("NODES"));
    const QCommandLineOption engineOpt(QStringLiteral("engine"),
                                       QStringLiteral("Fairy-Stockfish executable (default: fairy-stockfish on "
                                                      "PATH or in /usr/games)."),
                                       QStringLiteral("PATH"));
    const QCommandLineOption timeoutOpt(QStringLiteral("timeout"),
                                        QStringLiteral("Seconds to wait for Fairy-Stockfish's count (default 900)."),
                                        QStringLiteral("S"), QStringLiteral("900"));
    parser.addOptions({depthOpt, fenOpt, runsOpt, expectOpt, engineOpt, timeoutOpt});
    parser.process(app);
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()), 2);

    bool ok = false;
    const int depth = parser.value(depthOpt).toInt(&ok);
    if (!ok || depth < 1 || depth > 8)
        return fail(QStringLiteral("--depth must be a whole number from 1 to 8, got '%1'").arg(parser.value(depthOpt)), 2);
    const int runs = parser.value(runsOpt).toInt(&ok);
    if (!ok || runs < 1 || runs > 100)
        return fail(QStringLiteral("--runs must be a whole number from 1 to 100, got '%1'").arg(parser.value(runsOpt)), 2);
    const int timeoutS = parser.value(timeoutOpt).toInt(&ok);
    if (!ok || timeoutS < 1 || timeoutS > 86400)
        return fail(QStringLiteral("--timeout must be seconds from 1 to 86400, got '%1'").arg(parser.value(timeoutOpt)), 2);

    std::string fenError;
    const auto start = Position::fromFen(parser.value(fenOpt).toStdString(), &fenError);
    if (!start)
        return fail(QStringLiteral("bad --fen: %1").arg(QString::fromStdString(fenError)), 2);
    // Both engines get our normalised FEN, so they read the same position.
    const QString fen = QString::fromStdString(start->fen());

    std::optional<quint64> expected;
    QString expectedWhy;
    if (parser.isSet(expectOpt)) {
        expected = parser.value(expectOpt).toULongLong(&ok);
        if (!ok)
            return fail(QStringLiteral("--expect must be a node count, got '%1'").arg(parser.value(expectOpt)), 2);
        expectedWhy = QStringLiteral("--expect");
    } else if (*start == Position() && depth < int(std::size(StartCounts))) {
        expected = StartCounts[depth];
        expectedWhy = QStringLiteral("published start-position count");
    }

    const QString program = parser.isSet(engineOpt) ? parser.value(engineOpt) : findReference();
    if (program.isEmpty())
        return fail(QStringLiteral("fairy-stockfish not found on PATH or in /usr/games; run scripts/deps "
                                   "(Debian package fairy-stockfish) or pass --engine PATH"),
                    2);
    Reference reference(program);
    if (const QString error = reference.start(); !error.isEmpty())
        return fail(error, 2);

    say(QStringLiteral("perft %1 of %2, best of %3 run(s)").arg(depth).arg(fen).arg(runs));
    double oursBest = std::numeric_limits<double>::infinity(), theirsBest = oursBest;
    quint64 oursNodes = 0, theirsNodes = 0;
    // Alternate the engines so that a busy moment on the machine hits both.
    for (int run = 1; run <= runs; ++run) {
        Position pos = *start;
        QElapsedTimer clock;
        clock.start();
        const quint64 n = pos.perft(depth);
        const double seconds = clock.nsecsElapsed() / 1e9;
        if (run > 1 && n != oursNodes)
            return fail(QStringLiteral("our count changed between runs: %1 then %2").arg(oursNodes).arg(n), 1);
        oursNodes = n;
        oursBest = std::min(oursBest, seconds);

        const auto theirs = reference.perft(*start, depth, timeoutS * 1000);
        if (!theirs)
            return fail(QStringLiteral("Fairy-Stockfish perft failed: %1").arg(reference.error()), 2);
        theirsNodes = theirs->first;
        theirsBest = std::min(theirsBest, theirs->second);
        if (runs > 1)
            say(QStringLiteral("  run %1: ours %2 s, Fairy-Stockfish %3 s")
                    .arg(run)
                    .arg(seconds, 0, 'f', 3)
                    .arg(theirs->second, 0, 'f', 3));
    }

    say(line(QStringLiteral("qiyuan"), oursNodes, oursBest));
    say(line(QStringLiteral("Fairy-Stockfish"), theirsNodes, theirsBest)
        + QStringLiteral("   (%1, Threads 1)").arg(reference.name()));
    bool agree = oursNodes == theirsNodes;
    if (expected) {
        agree = agree && oursNodes == *expected;
        say(QStringLiteral("  %1 %2 nodes  (%3)").arg(QStringLiteral("expected"), -16).arg(*expected, 12).arg(expectedWhy));
    }
    say(QStringLiteral("  counts: %1").arg(agree ? QStringLiteral("agree") : QStringLiteral("DIFFER")));
    say(QStringLiteral("  ratio (Fairy-Stockfish time / ours): %1").arg(theirsBest / oursBest, 0, 'f', 2));
    return agree ? 0 : 1;
}
