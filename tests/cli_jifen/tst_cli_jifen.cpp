// qiyuan-cli for 积分象棋: `replay --variant jifen-simple|jifen-match|jifen-contest`
// run as a separate process, as the acceptance checks do (docs/CLI.md, FEN in
// docs/rules/jifen-fen.md): output keys, scores, results and reasons, the legal
// list with every kind change and `end`, exit codes 0/1/2, no crash or hang.
// And `qiyuan-cli uci` with UCI_Variant jifen-*: the jifen AI answers in the
// action syntax (moves, kind changes, `end`) with a legal action.
#include "jifen/game.h"
#include "jifen/position.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "../uciprocess.h"

#include <algorithm>

using namespace qiyuan;
using namespace qiyuan::jifen;

namespace {

const QString StartFen = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
const QString LoneChariot = QStringLiteral("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
const QString MateInOne = QStringLiteral("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");

struct CliRun {
    int exitCode = -1;
    QJsonObject json;
};

// Runs qiyuan-cli; fails on a crash, a hang, or stdout that is not one JSON object on one line.
void runCli(const QStringList& args, CliRun& run)
{
    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), args);
    QVERIFY2(p.waitForStarted(10000), qPrintable(p.errorString()));
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished(5000);
        QFAIL(qPrintable(QStringLiteral("qiyuan-cli hung on: %1").arg(args.join(QLatin1Char(' ')).left(200))));
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    run.exitCode = p.exitCode();
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(!err.contains("Sanitizer") && !err.contains("runtime error:"), err.left(2000).constData());
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.endsWith('\n') && out.count('\n') == 1, out.left(300).constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isObject());
    run.json = doc.object();
}

QStringList replayArgs(const QString& variant, const QStringList& rest)
{
    return QStringList{QStringLiteral("replay"), QStringLiteral("--variant"), variant} + rest;
}

// The legal actions the engine gives for a FEN, in the CLI's syntax, sorted.
QStringList engineLegal(const QString& variant, const QString& fen)
{
    QStringList out;
    const auto p = Position::fromFen(*findRuleSet(variant.toStdString()), fen.toStdString());
    if (p)
        for (const Action& a : p->legalActions())
            out << QString::fromStdString(actionText(a));
    out.sort();
    return out;
}

using Uci = qiyuan::test::UciProcess;

QStringList strings(const QJsonArray& a)
{
    QStringList out;
    for (const QJsonValue& v : a)
        out << v.toString(QStringLiteral("<not a string>"));
    return out;
}

} // namespace

class TestCliJifen : public QObject {
    Q_OBJECT
private slots:
    void replay_data();
    void replay();
    void illegalAction_data();
    void illegalAction();
    void badArguments_data();
    void badArguments();
    void uciPlaysJifen_data();
    void uciPlaysJifen();
    void uciJifenBadInput_data();
    void uciJifenBadInput();
};

void TestCliJifen::replay_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("black");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("mustList"); // actions the legal list must hold
    QTest::addColumn<int>("legalCount");       // -1: not checked
    const QString s = QStringLiteral("jifen-simple"), m = QStringLiteral("jifen-match"), c = QStringLiteral("jifen-contest");
    const QString afterH2e2 = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");

    QTest::newRow("simple start: 44 moves kept or turned idle")
        << s << QStringList{} << "red" << 0 << "ongoing" << "" << 0 << 0 << StartFen + " score:0,0 ply:0"
        << QStringList{"h2e2", "h2e2=i", "e0e1=i"} << 88;
    QTest::newRow("match start: kept, small or idle")
        << m << QStringList{} << "red" << 0 << "ongoing" << "" << 0 << 0 << StartFen + " score:0,0 ply:0"
        << QStringList{"h2e2=s", "h2e2=i", "h2h9"} << 132;
    QTest::newRow("contest start: no capture, no kind change")
        << c << QStringList{} << "red" << 0 << "ongoing" << "" << 0 << 0 << StartFen + " score:0,0 turn:first ply:0"
        << QStringList{"h2e2"} << 42;
    QTest::newRow("SC-2 SC-8 simple: a cannon turns idle, then moves for a point")
        << s << QStringList{"h2e2=i", "h9g7", "e2e1"} << "black" << 3 << "ongoing" << "" << 1 << 0
        << "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/4C4/RNBAKABNR b - - 3 2 kinds:e1=i score:1,0 ply:3"
        << QStringList{"g7e8=i"} << -1;
    QTest::newRow("SC-10 match: normal moves give the opponent a point")
        << m << QStringList{"h2e2", "h9g7=s"} << "red" << 2 << "ongoing" << "" << 1 << 1
        << "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2 kinds:g7=s score:1,1 ply:2"
        << QStringList{"e2e6=s"} << -1;
    QTest::newRow("SC-12 contest: black's turn goes on after a quiet move")
        << c << QStringList{"h2e2", "b7e7"} << "black" << 2 << "ongoing" << "" << 1 << 1
        << "rnbakabnr/9/4c2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 2 1 score:1,1 turn:second ply:2"
        << QStringList{"end", "e7e3", "e7e3=k"} << -1;
    QTest::newRow("SC-12 contest: end passes the turn")
        << c << QStringList{"h2e2", "b7e7", "end"} << "red" << 2 << "ongoing" << "" << 1 << 1
        << "rnbakabnr/9/4c2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2 score:1,1 turn:two ply:2"
        << QStringList{"e2e6"} << -1;
    QTest::newRow("SC-13 contest: the first capture turns king")
        << c << QStringList{"h2e2", "b7b0=k"} << "red" << 2 << "ongoing" << "" << 1 << 1
        << "rnbakabnr/9/7c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RcBAKABNR w - - 0 2 kinds:b0=k score:1,1 turn:one ply:2"
        << QStringList{"a0b0", "a0a1=i"} << -1;
    QTest::newRow("--first black in the contest")
        << c << QStringList{"--first", "black"} << "black" << 0 << "ongoing" << "" << 0 << 0
        << QString(StartFen).replace(QLatin1String(" w "), QLatin1String(" b ")) + " score:0,0 turn:first ply:0"
        << QStringList{"h7e7"} << 42;
    QTest::newRow("SC-4 simple: the target score")
        << s << QStringList{"--fen", LoneChariot + " kinds:a0=i score:29,3", "a0a1"} << "black" << 1 << "red"
        << "target score" << 30 << 3 << "3k5/9/9/9/9/9/9/9/R8/4K4 b - - 1 1 kinds:a1=i score:30,3 ply:1"
        << QStringList{} << 0;
    QTest::newRow("SC-4 match: a mating check that gives the target loses")
        << m << QStringList{"--fen", MateInOne + " score:0,98", "b0b9"} << "black" << 1 << "black" << "target score" << 0
        << 100 << "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 1 1 score:0,100 ply:1" << QStringList{} << 0;
    QTest::newRow("SC-4 simple: checkmate")
        << s << QStringList{"--fen", MateInOne, "b0b9"} << "black" << 1 << "red" << "checkmate" << -1 << 0
        << "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 1 1 score:-1,0 ply:1" << QStringList{} << 0;
    QTest::newRow("SC-4 stalemate in the FEN")
        << m << QStringList{"--fen", "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1"} << "black" << 0 << "red" << "stalemate" << 0
        << 0 << "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1 score:0,0 ply:0" << QStringList{} << 0;
    QTest::newRow("SC-11 contest: a king piece captured")
        << c << QStringList{"--fen", "3k5/9/9/9/n8/9/9/9/9/R3K4 w - - 0 1 kinds:a5=k", "a0a5"} << "black" << 1 << "red"
        << "king piece captured" << 0 << 1 << "3k5/9/9/9/R8/9/9/9/9/4K4 b - - 0 1 score:0,1 turn:one ply:1"
        << QStringList{} << 0;
    QTest::newRow("SC-5 the ply limit")
        << s << QStringList{"--fen", LoneChariot + " ply:399", "a0a1"} << "black" << 1 << "draw" << "ply limit" << 0 << 0
        << "3k5/9/9/9/9/9/9/9/R8/4K4 b - - 1 1 score:0,0 ply:400" << QStringList{} << 0;
    QTest::newRow("SC-6 an agreed target in the FEN")
        << m << QStringList{"--fen", StartFen + " target:2 score:0,1", "h2e2"} << "black" << 1 << "black" << "target score"
        << 0 << 2 << afterH2e2 + " score:0,2 ply:1 target:2" << QStringList{} << 0;
    QTest::newRow("resignation by black between its two moves")
        << c << QStringList{"h2e2", "b7e7", "resign"} << "black" << 2 << "red" << "resignation" << 1 << 1
        << "rnbakabnr/9/4c2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 2 1 score:1,1 turn:second ply:2"
        << QStringList{} << 0;
    QTest::newRow("SC-1 small generals facing, from the FEN")
        << m << QStringList{"--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 kinds:e0=s,e9=s"} << "red" << 0 << "ongoing" << ""
        << 0 << 0 << "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 kinds:e0=s,e9=s score:0,0 ply:0"
        << QStringList{"e0e1", "e0d0=i", "e0f0=n"} << -1;
}

void TestCliJifen::replay()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, args);
    QFETCH(QString, result);
    QFETCH(QString, fen);
    QFETCH(QStringList, mustList);
    QFETCH(int, legalCount);
    CliRun run;
    runCli(replayArgs(variant, args), run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    const QJsonObject& o = run.json;
    QCOMPARE(o.keys(), (QStringList{"fen", "legal", "ok", "ply", "reason", "result", "score", "turn"}));
    QCOMPARE(o.value(QLatin1String("ok")), QJsonValue(true));
    QTEST(o.value(QLatin1String("turn")).toString(), "turn");
    QVERIFY(o.value(QLatin1String("ply")).isDouble());
    QTEST(o.value(QLatin1String("ply")).toInt(-1), "ply");
    QCOMPARE(o.value(QLatin1String("result")).toString(), result);
    QTEST(o.value(QLatin1String("reason")).toString(), "reason");
    const QJsonObject score = o.value(QLatin1String("score")).toObject();
    QCOMPARE(score.keys(), (QStringList{"black", "red"}));
    QVERIFY(score.value(QLatin1String("red")).isDouble() && score.value(QLatin1String("black")).isDouble());
    QTEST(score.value(QLatin1String("red")).toInt(), "red");
    QTEST(score.value(QLatin1String("black")).toInt(), "black");
    QCOMPARE(o.value(QLatin1String("fen")).toString(), fen);
    const QStringList legal = strings(o.value(QLatin1String("legal")).toArray());
    QVERIFY2(std::is_sorted(legal.begin(), legal.end()), qPrintable(legal.join(QLatin1Char(' '))));
    for (const QString& a : mustList)
        QVERIFY2(legal.contains(a), qPrintable(a));
    if (legalCount >= 0)
        QCOMPARE(legal.size(), legalCount);
    // Every legal action and nothing else, as the engine gives it for the printed FEN.
    QCOMPARE(legal, result == QLatin1String("ongoing") ? engineLegal(variant, fen) : QStringList{});
}

void TestCliJifen::illegalAction_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("why");
    const QString s = QStringLiteral("jifen-simple"), m = QStringLiteral("jifen-match"), c = QStringLiteral("jifen-contest");

    QTest::newRow("SC-7 no small pieces in simple") << s << QStringList{"h2e2=s"} << 0 << "small pieces are not used";
    QTest::newRow("SC-7 an idle cannon never captures") << s << QStringList{"h2e2=i", "h9g7", "e2e6"} << 2 << "idle";
    QTest::newRow("SC-9 no king pieces in match") << m << QStringList{"h2e2=k"} << 0 << "king pieces are not used";
    QTest::newRow("SC-9 small may not capture small")
        << m << QStringList{"--fen", "3k5/9/9/9/n8/9/9/9/9/R3K4 w - - 0 1 kinds:a0=s,a5=s", "a0a5"} << 0
        << "small piece may not capture a small piece";
    QTest::newRow("SC-12 red's first move may not capture") << c << QStringList{"h2h9"} << 0 << "first move";
    QTest::newRow("SC-13 no kind change before the first capture") << c << QStringList{"h2e2", "b7e7=i"} << 1
                                                                    << "first capture";
    QTest::newRow("SC-12 no end on the first turn") << c << QStringList{"end"} << 0 << "two-move";
    QTest::newRow("SC-12 no end in the match rules") << m << QStringList{"h2e2", "end"} << 1 << "two-move";
    QTest::newRow("SC-12 no third move in a turn") << c << QStringList{"h2e2", "b7e7", "h9g7", "g7f5"} << 3
                                                   << "other side";
    QTest::newRow("SC-1 leaving the general in check")
        << s << QStringList{"--fen", "3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1", "e0e1"} << 0 << "check";
    QTest::newRow("a change to the same kind") << m << QStringList{"h2e2=n"} << 0 << "already";
    QTest::newRow("unknown kind letter") << m << QStringList{"h2e2=x"} << 0 << "unknown kind";
    QTest::newRow("kind change without a letter") << m << QStringList{"h2e2="} << 0 << "ICCS";
    QTest::newRow("truncated move") << m << QStringList{"h2e"} << 0 << "ICCS";
    QTest::newRow("dashed move") << m << QStringList{"h2-e2"} << 0 << "ICCS";
    QTest::newRow("empty action") << s << QStringList{""} << 0 << "ICCS";
    QTest::newRow("horse leg blocked") << m << QStringList{"b0d1"} << 0 << "horse leg";
    QTest::newRow("move after resignation") << s << QStringList{"resign", "h2e2"} << 1 << "over";
    QTest::newRow("SC-4 move after the target score")
        << s << QStringList{"--fen", LoneChariot + " kinds:a0=i score:29,0", "a0a1", "d9d8"} << 1 << "target score";
    QTest::newRow("SC-4 move after checkmate") << s << QStringList{"--fen", MateInOne, "b0b9", "e9e8"} << 1 << "over";
}

void TestCliJifen::illegalAction()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, args);
    QFETCH(int, index);
    QFETCH(QString, why);
    CliRun run;
    runCli(replayArgs(variant, args), run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 1);
    const QJsonObject& o = run.json;
    QCOMPARE(o.keys(), (QStringList{"action", "error", "index", "ok"}));
    QCOMPARE(o.value(QLatin1String("ok")), QJsonValue(false));
    QCOMPARE(o.value(QLatin1String("index")).toInt(-1), index);
    QStringList actions;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i].startsWith(QLatin1String("--"))) {
            ++i;
            continue;
        }
        actions << args[i];
    }
    QCOMPARE(o.value(QLatin1String("action")).toString(), actions.value(index));
    const QString error = o.value(QLatin1String("error")).toString();
    QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error));
}

void TestCliJifen::badArguments_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("why");
    const QString s = QStringLiteral("jifen-simple"), m = QStringLiteral("jifen-match"), c = QStringLiteral("jifen-contest");
    const QString sp = StartFen + QLatin1Char(' ');

    QTest::newRow("unknown FEN field") << s << QStringList{"--fen", sp + "clock:3"} << "unknown field";
    QTest::newRow("SC-7 FEN kind not in the rules") << s << QStringList{"--fen", sp + "kinds:h2=s"} << "not used";
    QTest::newRow("SC-13 FEN kind before the first capture") << c << QStringList{"--fen", sp + "kinds:h2=i"}
                                                            << "first capture";
    QTest::newRow("SC-12 two-move turn in the match rules") << m << QStringList{"--fen", sp + "turn:two"} << "one-move";
    QTest::newRow("FEN bad board") << m << QStringList{"--fen", "rnbakabnr/9 w"} << "ranks";
    QTest::newRow("FEN empty") << m << QStringList{"--fen", ""} << "empty";
    QTest::newRow("FEN very long") << c << QStringList{"--fen", QString(100000, QLatin1Char('k'))} << "FEN";
    QTest::newRow("SC-1 FEN: the side not to act in check")
        << s << QStringList{"--fen", "3k5/9/9/9/4r4/9/9/9/9/4K4 b - - 0 1"} << "check";
    QTest::newRow("--first green") << m << QStringList{"--first", "green"} << "--first";
    QTest::newRow("--first black leaves red in check")
        << s << QStringList{"--fen", "3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1", "--first", "black"} << "check";
    QTest::newRow("--layout is for banqi") << c << QStringList{"--layout", QString(32, QLatin1Char('P'))} << "banqi";
    QTest::newRow("--seed is for banqi") << s << QStringList{"--seed", "5"} << "banqi";
    QTest::newRow("unknown option") << s << QStringList{"--target", "5"} << "unknown option";
}

void TestCliJifen::badArguments()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, args);
    QFETCH(QString, why);
    CliRun run;
    runCli(replayArgs(variant, args), run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.json.keys(), QStringList{QStringLiteral("error")});
    const QString error = run.json.value(QLatin1String("error")).toString();
    QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error.left(300)));
}

void TestCliJifen::uciPlaysJifen_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");     // empty: startpos
    QTest::addColumn<QString>("actions"); // played before the search
    QTest::addColumn<QString>("go");
    QTest::addColumn<bool>("wins");       // the answer must win the game at once
    QTest::newRow("simple, start, depth 2") << "jifen-simple" << "" << "" << "go depth 2" << false;
    QTest::newRow("match, after actions with kind changes, movetime 200")
        << "jifen-match" << "" << "h2e2 h7e7=s b0c2=i" << "go movetime 200" << false;
    QTest::newRow("contest, first turn (no capture allowed, SC-12)") << "jifen-contest" << "" << ""
                                                                     << "go depth 2" << false;
    // Before the game's first capture a contest turn has two moves: after its
    // first move black acts again (a second move, or `end`).
    QTest::newRow("contest, second move of a two-move turn (SC-12)")
        << "jifen-contest" << "" << "h2e2 h7e7" << "go nodes 20000" << false;
    QTest::newRow("contest, clock") << "jifen-contest" << "" << "h2e2" << "go wtime 5000 btime 5000" << false;
    // No legal move loses (SC-4), checkmate or not: red wins at once with b0b9
    // (mate) or a8f8 (the black general has no move), whatever a check costs (SC-8).
    QTest::newRow("simple, win in one (SC-4)") << "jifen-simple" << MateInOne << "" << "go depth 2" << true;
    QTest::newRow("match, win in one after a move (SC-4)")
        << "jifen-match" << QStringLiteral("4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 1") << "e9f9" << "go depth 3"
        << true;
}

void TestCliJifen::uciPlaysJifen()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, actions);
    QFETCH(QString, go);
    QFETCH(bool, wins);
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    uci.send("setoption name UCI_Variant value " + variant.toUtf8());
    uci.send("ucinewgame");
    QByteArray position = fen.isEmpty() ? "position startpos" : "position fen " + fen.toUtf8();
    if (!actions.isEmpty())
        position += " moves " + actions.toUtf8();
    uci.send(position);
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    const QStringList setup = uci.take();
    QVERIFY2(setup.filter(QRegularExpression(QStringLiteral("^info string"))).isEmpty(), qPrintable(setup.join('\n')));
    uci.send(go.toUtf8());
    QVERIFY(uci.readUntil(QRegularExpression(QStringLiteral("^bestmove "))));
    const QStringList lines = uci.take();
    const QString answer = lines.last().section(QLatin1Char(' '), 1, 1);

    // The position the commands describe, through the rules engine.
    const RuleSet& rules = *findRuleSet(variant.toStdString());
    std::optional<Game> game;
    if (fen.isEmpty()) {
        game.emplace(rules);
    } else {
        const auto start = Position::fromFen(rules, fen.toStdString());
        QVERIFY(start);
        game.emplace(*start);
    }
    for (const QString& a : actions.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        QVERIFY(!game->play(*parseAction(a.toStdString())));
    const auto action = parseAction(answer.toStdString());
    QVERIFY2(action, qPrintable(lines.join('\n')));
    QVERIFY2(game->legalActions().contains(*action), qPrintable(answer));
    if (wins) {
        const Side mover = game->sideToAct();
        QVERIFY(!game->play(*action));
        QVERIFY2(game->over(), qPrintable(answer));
        QCOMPARE(game->result().verdict, mover == Side::Red ? Verdict::RedWins : Verdict::BlackWins);
    }
    // Info lines as for xiangqi; the line is the action chosen so far.
    const QStringList infos = lines.filter(QRegularExpression(QStringLiteral("^info depth")));
    QVERIFY(!infos.isEmpty());
    const QRegularExpression format(QStringLiteral(
        "^info depth \\d+ seldepth \\d+ multipv 1 score (cp|mate) -?\\d+ nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ "
        "pv ([a-i][0-9][a-i][0-9](=[nski])?|end)$"));
    for (const QString& info : infos)
        QVERIFY2(format.match(info).hasMatch(), qPrintable(info));
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    QCOMPARE(uci.process().exitCode(), 0);
}

void TestCliJifen::uciJifenBadInput_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("info"); // words of the one info string it answers
    QTest::newRow("a kind the rule set does not use (SC-7: no small pieces)")
        << QByteArray("position startpos moves h2e2=s") << "action 1";
    QTest::newRow("end outside a two-move turn (SC-12)") << QByteArray("position startpos moves end") << "action 1";
    QTest::newRow("malformed action") << QByteArray("position startpos moves h2e2=x") << "action 1";
    QTest::newRow("bad jifen FEN field")
        << QByteArray("position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 score:x") << "position";
}

void TestCliJifen::uciJifenBadInput()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, info);
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    uci.send("setoption name UCI_Variant value jifen-simple");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    const QStringList chosen = uci.take();
    // The variant is played now, not refused.
    QVERIFY2(chosen.filter(QStringLiteral("info string")).isEmpty(), qPrintable(chosen.join('\n')));
    uci.send(line);
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    const QStringList infos = uci.take().filter(QRegularExpression(QStringLiteral("^info string ")));
    QCOMPARE(infos.size(), 1);
    QVERIFY2(infos.first().contains(info, Qt::CaseInsensitive), qPrintable(infos.first()));
    // Still a working engine.
    uci.send("position startpos moves h2e2");
    uci.send("go depth 1");
    QVERIFY(uci.readUntil(QRegularExpression(QStringLiteral("^bestmove "))));
    const QString answer = uci.take().last().section(QLatin1Char(' '), 1, 1);
    Game game(*findRuleSet("jifen-simple"));
    QVERIFY(!game.play(*parseAction("h2e2")));
    const auto action = parseAction(answer.toStdString());
    QVERIFY2(action && game.legalActions().contains(*action), qPrintable(answer));
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    QCOMPARE(uci.process().exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestCliJifen)
#include "tst_cli_jifen.moc"
