// qiyuan-bench-perft: times our xiangqi perft and Fairy-Stockfish's `go perft`
// on the same position in the same run, checks that both count the same nodes
// (and the published count where one is known), and prints the ratio.
// Exit status: 0 all counts agree, 1 a count differs, 2 bad arguments or no engine.
#include "xiangqi/position.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>

using namespace qiyuan::xiangqi;

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

// Fairy-Stockfish over UCI; every read has a deadline.
class Reference {
public:
    ~Reference()
    {
        if (process_.state() == QProcess::NotRunning)
            return;
        send("quit");
        if (!process_.waitForFinished(3000)) {
            process_.kill();
            process_.waitForFinished(3000);
        }
    }

    QString start(const QString& program)
    {
        process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process_.start(program, {});
        if (!process_.waitForStarted(10000))
            return QStringLiteral("cannot start %1: %2").arg(program, process_.errorString());
        send("uci");
        if (!readUntil(10000, [&](const QString& line) {
                if (line.startsWith(QLatin1String("id name ")))
                    name_ = line.mid(8);
                return line == QLatin1String("uciok");
            }))
            return QStringLiteral("%1 does not speak UCI: %2").arg(program, error_);
        // Perft is single-threaded in Fairy-Stockfish anyway; say so explicitly.
        send("setoption name Threads value 1");
        send("setoption name UCI_Variant value xiangqi");
        send("isready");
        if (!readUntil(10000, [](const QString& line) { return line == QLatin1String("readyok"); }))
            return QStringLiteral("no readyok from %1: %2").arg(program, error_);
        return {};
    }

    QString name() const { return name_; }
    QString error() const { return error_; }

    // Wall time from `go perft` to its "Nodes searched" line; nullopt on error.
    std::optional<std::pair<quint64, double>> perft(const QString& fen, int depth, int timeoutMs)
    {
        send("position fen " + fen.toUtf8());
        send("isready");
        if (!readUntil(10000, [](const QString& line) { return line == QLatin1String("readyok"); }))
            return std::nullopt;
        QElapsedTimer clock;
        clock.start();
        send("go perft " + QByteArray::number(depth));
        quint64 nodes = 0;
        if (!readUntil(timeoutMs, [&](const QString& line) {
                if (!line.startsWith(QLatin1String("Nodes searched:")))
                    return false;
                nodes = line.mid(15).trimmed().toULongLong();
                return true;
            }))
            return std::nullopt;
        return std::pair{nodes, clock.nsecsElapsed() / 1e9};
    }

private:
    void send(const QByteArray& command)
    {
        process_.write(command + '\n');
        process_.waitForBytesWritten(10000);
    }

    template <typename F>
    bool readUntil(int timeoutMs, F last)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (true) {
            while (process_.canReadLine())
                if (last(QString::fromUtf8(process_.readLine()).trimmed()))
                    return true;
            if (process_.state() != QProcess::Running) {
                error_ = QStringLiteral("the engine exited (code %1)").arg(process_.exitCode());
                return false;
            }
            if (deadline.hasExpired()) {
                error_ = QStringLiteral("no answer within %1 s").arg(timeoutMs / 1000.0);
                return false;
            }
            process_.waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        }
    }

    QProcess process_;
    QString name_;
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
    Reference reference;
    if (const QString error = reference.start(program); !error.isEmpty())
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

        const auto theirs = reference.perft(fen, depth, timeoutS * 1000);
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
