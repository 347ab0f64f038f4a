// qiyuan-cli match, run as a separate process as the acceptance checks run it
// (docs/CLI.md, "match"): one JSON line per game, then the summary; colours
// alternate over the openings; every result is the referee's (checked again
// with `replay`); an engine that crashes or hangs loses its game and the
// match goes on; exit 2 with an error for a bad option or an engine that
// does not start.
#include "../fakeuci.h"
#include "uci/enginematch.h"

#include <QElapsedTimer>
#include <QSet>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace qiyuan;

namespace {

struct Run {
    int exitCode = -1;
    QList<QJsonObject> lines;
};

void cli(const QStringList& args, Run& run, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), args);
    QVERIFY(p.waitForStarted(10000));
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        QFAIL("qiyuan-cli hung");
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    run.exitCode = p.exitCode();
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.endsWith('\n'), out.left(300).constData());
    for (const QByteArray& line : out.trimmed().split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        QVERIFY2(doc.isObject(), line.left(300).constData());
        run.lines << doc.object();
    }
}

void runMatch(const QStringList& args, Run& run) { cli(QStringList{QStringLiteral("match")} + args, run); }

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

// Every game line as the contract writes it, its result the referee's.
void checkGame(const QJsonObject& g, int number)
{
    QCOMPARE(g.value("game").toInt(), number);
    for (const char* key : {"red", "black", "result", "reason", "fen"})
        QVERIFY2(g.value(key).isString(), key);
    QVERIFY(QStringList({"red", "black", "draw"}).contains(g.value("result").toString()));
    QVERIFY(g.value("moves").isArray());
    QCOMPARE(g.value("plies").toInt(), g.value("moves").toArray().size());
}

// The game replayed by `qiyuan-cli replay` ends as the match said.
void checkByReferee(const QJsonObject& g)
{
    QStringList args{QStringLiteral("replay"), QStringLiteral("--variant"), QStringLiteral("xiangqi"),
                     QStringLiteral("--fen"), g.value("fen").toString()};
    for (const QJsonValue& m : g.value("moves").toArray())
        args << m.toString();
    Run run;
    cli(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.value(0).value("result").toString(), g.value("result").toString());
    QCOMPARE(run.lines.value(0).value("reason").toString(), g.value("reason").toString());
}

} // namespace

class TestCliMatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void badOptions_data();
    void badOptions();
    void jsonShapeAndReferee();
    void coloursAlternateOverOpenings();
    void crashingEngineLosesAndTheMatchGoesOn();
    void hangingEngineLosesOnTime();
    void clockGame_data();
    void clockGame();
    void eloFormula_data();
    void eloFormula();
    void levelEightBeatsLevelOne();

private:
    QTemporaryDir dir_;
};

void TestCliMatch::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(!writeFile(dir_, "bad-move.txt", "h2e2 h9g7\n# a comment\nh2e2 h2e3\n").isEmpty());
    QVERIFY(!writeFile(dir_, "empty.txt", "\n# nothing\n").isEmpty());
}

void TestCliMatch::badOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("words"); // in the error
    const QString a = QStringLiteral("builtin:1");
    QTest::newRow("no engines") << QStringList{} << "--first ENGINE and --second ENGINE are required";
    QTest::newRow("no second") << QStringList{"--first", a} << "are required";
    QTest::newRow("level 9") << QStringList{"--first", "builtin:9", "--second", a} << "builtin:1 to builtin:8";
    QTest::newRow("level 0") << QStringList{"--first", "builtin:0", "--second", a} << "builtin:1 to builtin:8";
    QTest::newRow("no kind") << QStringList{"--first", "pikafish", "--second", a} << "builtin:LEVEL (1-8) or uci:COMMAND";
    QTest::newRow("uci without command") << QStringList{"--first", "uci:", "--second", a} << "needs the engine's command";
    QTest::newRow("games 0") << QStringList{"--first", a, "--second", a, "--games", "0"} << "--games must be";
    QTest::newRow("movetime 0") << QStringList{"--first", a, "--second", a, "--movetime", "0"} << "--movetime must be";
    QTest::newRow("movetime and clock")
        << QStringList{"--first", a, "--second", a, "--movetime", "50", "--clock", "60"} << "not both";
    QTest::newRow("bad clock") << QStringList{"--first", a, "--second", a, "--clock", "1:00"} << "--clock must be";
    QTest::newRow("clock off") << QStringList{"--first", a, "--second", a, "--clock", "off"} << "--clock must be";
    QTest::newRow("clock: a side without time")
        << QStringList{"--first", a, "--second", a, "--clock", "red=60+0,black=off"} << "--clock must be";
    QTest::newRow("clock: no periods") << QStringList{"--first", a, "--second", a, "--clock", "60/byo:0x30"}
                                       << "--clock must be";
    QTest::newRow("banqi") << QStringList{"--first", a, "--second", a, "--variant", "banqi"} << "engine matches play xiangqi";
    QTest::newRow("unknown option") << QStringList{"--first", a, "--second", a, "--ponder", "on"} << "unknown option --ponder";
    QTest::newRow("first twice") << QStringList{"--first", a, "--first", a, "--second", a} << "given twice";
    QTest::newRow("missing openings file")
        << QStringList{"--first", a, "--second", a, "--openings", "/nonexistent/openings.txt"} << "cannot read";
    QTest::newRow("illegal opening move") << QStringList{"--first", a, "--second", a, "--openings", "bad-move.txt"}
                                          << "line 3: 'h2e3' is no legal ICCS move";
    QTest::newRow("no opening in the file") << QStringList{"--first", a, "--second", a, "--openings", "empty.txt"}
                                            << "no opening";
    QTest::newRow("engine that does not start")
        << QStringList{"--first", "uci:/nonexistent/engine", "--second", a} << "uci:/nonexistent/engine: engine did not start";
}

void TestCliMatch::badOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, words);
    for (QString& w : args)
        if (w.endsWith(QLatin1String(".txt")) && !w.startsWith(QLatin1Char('/')))
            w = dir_.filePath(w);
    Run run;
    runMatch(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.lines.size(), 1); // the error alone: no game was played
    const QString error = run.lines[0].value("error").toString();
    QVERIFY2(error.contains(words), qPrintable(error));
}

void TestCliMatch::jsonShapeAndReferee()
{
    Run run;
    runMatch({"--first", "builtin:4", "--second", "builtin:2", "--games", "2", "--movetime", "20"}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 3);
    for (int i = 0; i < 2; ++i) {
        checkGame(run.lines[i], i + 1);
        checkByReferee(run.lines[i]);
        if (QTest::currentTestFailed())
            return;
    }
    // The default openings: the first is 中炮对屏风马, played with both colours.
    QCOMPARE(run.lines[0].value("fen").toString(),
             QStringLiteral("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"));
    QCOMPARE(run.lines[1].value("fen"), run.lines[0].value("fen"));
    const QJsonObject summary = run.lines[2].value("summary").toObject();
    const QJsonObject first = summary.value("first").toObject();
    int w = first.value("wins").toInt(), d = first.value("draws").toInt(), l = first.value("losses").toInt();
    QCOMPARE(w + d + l, 2);
    QCOMPARE(first.value("score").toDouble(), (w + 0.5 * d) / 2);
    QVERIFY(summary.value("elo").isDouble());
    QVERIFY(summary.value("elo_error").isDouble());
    // The first engine's wins are the games it won with its colour.
    int wins = 0;
    for (int i = 0; i < 2; ++i)
        wins += run.lines[i].value("result").toString() == QLatin1String(i == 0 ? "red" : "black");
    QCOMPARE(w, wins);
}

void TestCliMatch::coloursAlternateOverOpenings()
{
    // A FEN (black to move) and an ICCS line; game k plays opening (k-1)/2, cycling.
    const QString fen = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
    const QString openings = writeFile(dir_, "two.txt", (fen + "\n\nc3c4 g6g5\n").toUtf8());
    Run line;
    cli({"replay", "--variant", "xiangqi", "c3c4", "g6g5"}, line);
    if (QTest::currentTestFailed())
        return;
    const QString lineFen = line.lines.value(0).value("fen").toString();
    QVERIFY(!lineFen.isEmpty());
    Run run;
    runMatch({"--first", "builtin:2", "--second", "builtin:1", "--games", "5", "--movetime", "10", "--openings", openings},
          run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 6);
    const QStringList fens{fen, fen, lineFen, lineFen, fen};
    for (int i = 0; i < 5; ++i) {
        const QJsonObject& g = run.lines[i];
        checkGame(g, i + 1);
        const bool firstIsRed = i % 2 == 0;
        QCOMPARE(g.value("red").toString(), QLatin1String(firstIsRed ? "builtin:2" : "builtin:1"));
        QCOMPARE(g.value("black").toString(), QLatin1String(firstIsRed ? "builtin:1" : "builtin:2"));
        QCOMPARE(g.value("fen").toString(), fens[i]);
    }
    QCOMPARE(run.lines[5].value("summary").toObject().value("first").toObject().value("wins").toInt()
                 + run.lines[5].value("summary").toObject().value("first").toObject().value("draws").toInt()
                 + run.lines[5].value("summary").toObject().value("first").toObject().value("losses").toInt(),
             5);
}

// Crashes at its first search (a marker file says it did), then is the
// built-in engine behind `qiyuan-cli uci`: the first game is lost, and the
// engine, started again, plays the second to the end.
void TestCliMatch::crashingEngineLosesAndTheMatchGoesOn()
{
    const QString marker = dir_.filePath("crashed");
    const QByteArray script = "#!/bin/sh\n"
                              "if [ ! -e '" + marker.toUtf8() + "' ]; then\n"
                              "  touch '" + marker.toUtf8() + "'\n"
                              "  while read line; do\n"
                              "    case \"$line\" in\n"
                              "      uci) echo 'id name Crasher'; echo uciok;;\n"
                              "      isready) echo readyok;;\n"
                              "      go*) kill -9 $$;;\n"
                              "      quit) exit 0;;\n"
                              "    esac\n"
                              "  done\n"
                              "fi\n"
                              "exec '" QIYUAN_CLI_PATH "' uci\n";
    QTemporaryDir engineDir;
    const QString command = test::writeFakeEngine(engineDir, script);
    QVERIFY(!command.isEmpty());
    Run run;
    runMatch({"--first", "uci:" + command, "--second", "builtin:1", "--games", "2", "--movetime", "30"}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 3);
    checkGame(run.lines[0], 1);
    QCOMPARE(run.lines[0].value("result").toString(), QStringLiteral("black")); // the crasher had red
    QCOMPARE(run.lines[0].value("reason").toString(), QStringLiteral("engine crashed"));
    QCOMPARE(run.lines[0].value("plies").toInt(), 0);
    checkGame(run.lines[1], 2);
    QVERIFY(run.lines[1].value("plies").toInt() > 0); // played to the end, judged by the referee
    checkByReferee(run.lines[1]);
    const QJsonObject first = run.lines[2].value("summary").toObject().value("first").toObject();
    QVERIFY(first.value("losses").toInt() >= 1);
}

// Answers the handshake, never a search: each game lost on time, one second past its move time.
void TestCliMatch::hangingEngineLosesOnTime()
{
    const QByteArray script = "#!/bin/sh\n"
                              "while read line; do\n"
                              "  case \"$line\" in\n"
                              "    uci) echo 'id name Sleeper'; echo uciok;;\n"
                              "    isready) echo readyok;;\n"
                              "    quit) exit 0;;\n"
                              "  esac\n"
                              "done\n";
    QTemporaryDir engineDir;
    const QString command = test::writeFakeEngine(engineDir, script);
    QVERIFY(!command.isEmpty());
    QElapsedTimer timer;
    timer.start();
    Run run;
    runMatch({"--first", "builtin:1", "--second", "uci:" + command, "--games", "2", "--movetime", "50"}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 3);
    QCOMPARE(run.lines[0].value("result").toString(), QStringLiteral("red")); // the sleeper had black
    QCOMPARE(run.lines[1].value("result").toString(), QStringLiteral("black"));
    for (int i = 0; i < 2; ++i)
        QCOMPARE(run.lines[i].value("reason").toString(), QStringLiteral("engine timed out"));
    QCOMPARE(run.lines[2].value("summary").toObject().value("first").toObject().value("wins").toInt(), 2);
    QVERIFY(timer.elapsed() >= 2000); // each waited its move time and the grace
}

// A game clock of every kind (issue 40), in serve --clock's syntax: each
// engine plays on its share of the time; a fallen flag is a loss on time
// (which the moves alone do not show).
void TestCliMatch::clockGame_data()
{
    QTest::addColumn<QString>("clock");
    QTest::newRow("sudden death, SECONDS") << "1";
    QTest::newRow("sudden death, BASE+INC") << "1+0";
    QTest::newRow("increment") << "1+1";
    QTest::newRow("byo-yomi periods") << "1/byo:2x1";
    QTest::newRow("byo-yomi alone") << "byo:3x1";
    QTest::newRow("per-move limit") << "move:1";
    QTest::newRow("per-move limit beside main time") << "2+0/move:1";
    QTest::newRow("time odds") << "red=2+1,black=1+0";
}

void TestCliMatch::clockGame()
{
    QFETCH(QString, clock);
    Run run;
    runMatch({"--first", "builtin:3", "--second", "builtin:2", "--games", "1", "--clock", clock}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 2);
    checkGame(run.lines[0], 1);
    QVERIFY(run.lines[0].value("plies").toInt() > 0);
    if (run.lines[0].value("reason").toString() != QLatin1String("timeout"))
        checkByReferee(run.lines[0]);
}

void TestCliMatch::eloFormula_data()
{
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("score");
    QTest::addColumn<double>("elo");
    QTest::addColumn<double>("error");
    // elo = -400 log10(1/s - 1); error: s ± 1.96 sqrt(var/n) through the same formula, halved.
    QTest::newRow("even") << 5 << 0 << 5 << 0.5 << 0.0 << 251.8;
    QTest::newRow("three quarters") << 15 << 0 << 5 << 0.75 << 190.8 << 217.6;
    QTest::newRow("all draws") << 0 << 4 << 0 << 0.5 << 0.0 << 0.0;
    QTest::newRow("one-sided, clamped") << 10 << 0 << 0 << 1.0 << 511.5 << 44.8;
    QTest::newRow("nothing played") << 0 << 0 << 0 << 0.5 << 0.0 << 0.0;
}

void TestCliMatch::eloFormula()
{
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, score);
    QFETCH(double, elo);
    QFETCH(double, error);
    const uci::MatchScore s{wins, draws, losses};
    QCOMPARE(s.score(), score);
    QVERIFY2(std::abs(s.elo() - elo) < 0.1, qPrintable(QString::number(s.elo())));
    QVERIFY2(std::abs(s.eloError() - error) < 0.1, qPrintable(QString::number(s.eloError())));
}

// The check: the strongest level beats the weakest over 20 games
// (ten openings, each with both colours) at a short move time.
void TestCliMatch::levelEightBeatsLevelOne()
{
    Run run;
    runMatch({"--first", "builtin:8", "--second", "builtin:1", "--games", "20", "--movetime", "20"}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 21);
    QSet<QString> openings;
    for (int i = 0; i < 20; ++i) {
        checkGame(run.lines[i], i + 1);
        openings.insert(run.lines[i].value("fen").toString());
    }
    QCOMPARE(openings.size(), 10);
    const QJsonObject summary = run.lines[20].value("summary").toObject();
    const QJsonObject first = summary.value("first").toObject();
    QVERIFY2(first.value("score").toDouble() >= 0.8, qPrintable(QJsonDocument(summary).toJson(QJsonDocument::Compact)));
    QVERIFY(first.value("wins").toInt() > first.value("losses").toInt());
    QVERIFY(summary.value("elo").toDouble() > 200);
}

QTEST_GUILESS_MAIN(TestCliMatch)
#include "tst_cli_match.moc"
