// qiyuan-cli banqi unit: runs the built program as a separate process, as the
// acceptance checks do, and holds `replay --variant banqi|banqi-taiwan|banqi-tcga|
// banqi-chariot-rush [--rules key=value,...]` (issue 41: the rule options) to
// docs/CLI.md: output keys ("colors" once known, "score" of BQ-12..15 once
// over), sorted legal lists equal to the engine's, the referee FEN
// (docs/rules/banqi-fen.md), exit codes 0 / 1 (illegal action, with its
// index) / 2 (bad arguments), and no crash or hang on bad input.
#include "banqi/game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <algorithm>

using namespace qiyuan::banqi;

namespace {

const QString Layout = QStringLiteral("KAABBRRNNCCPPPPPkaabbrrnnccppppp");
// Layout in the FEN's board order (rank 4 first): the hidden field at the start.
const QString LayoutHidden = QStringLiteral("nccpppppkaabbrrnNCCPPPPPKAABBRRN");
const QString AllDown = QStringLiteral("xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx");

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
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + QLatin1String(": ") + out.left(300)));
    QVERIFY2(doc.isObject(), out.left(300).constData());
    run.json = doc.object();
}

QStringList strings(const QJsonArray& a)
{
    QStringList out;
    for (const QJsonValue& v : a)
        out << v.toString(QStringLiteral("<not a string>"));
    return out;
}

// The engine's legal actions in a referee FEN, sorted (the rows have no chase history).
QStringList engineLegal(const QString& variant, const QString& fen)
{
    QStringList names;
    const auto game = Game::fromFen(fen.toStdString(), *findRuleSet(variant.toStdString()));
    if (game)
        for (const Action a : game->legalActions())
            names << QString::fromStdString(actionText(a));
    names.sort();
    return names;
}

QStringList banqi(const QStringList& rest) { return QStringList{"replay", "--variant", "banqi"} + rest; }
QStringList taiwan(const QStringList& rest) { return QStringList{"replay", "--variant", "banqi-taiwan"} + rest; }

// The 21 actions of ten chase moves of a chariot after a horse (BQ-8), from "x7/8/8/R1n5".
const QStringList TenChases = QStringLiteral("a1b1 c1d1 b1c1 d1e1 c1d1 e1f1 d1e1 f1g1 e1f1 g1h1 f1g1 h1h2 g1h1 "
                                             "h2g2 h1h2 g2f2 h2g2 f2e2 g2f2 e2d2 f2e2")
                                  .split(QLatin1Char(' '));

} // namespace

class TestCliBanqi : public QObject {
    Q_OBJECT
private slots:
    void replay_data();
    void replay();
    void illegalAction_data();
    void illegalAction();
    void badArguments_data();
    void badArguments();
    void ruleOptions_data();
    void ruleOptions();
};

void TestCliBanqi::replay_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("black");
    QTest::addColumn<QString>("first"); // "colors": {"first": ...}, empty when absent
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("layout"); // empty when absent
    const QStringList layout{"--layout", Layout};

    QTest::newRow("BQ-1 a layout, no action: 32 flips") << banqi(layout) << "first" << 0 << "ongoing" << "" << 0 << 0
                                                        << "" << AllDown + " 1 - 0,0 -- 0 0 " + LayoutHidden << Layout;
    QTest::newRow("BQ-1 seed 42 deals a layout") << banqi({"--seed", "42"}) << "first" << 0 << "ongoing" << "" << 0 << 0
                                                 << "" << AllDown + " 1 - 0,0 -- 0 0 NpCBPpprPnRCPPRpAcNAbBanabpPkcrK"
                                                 << "abpPkcrKAcNAbBanPnRCPPRpNpCBPppr";
    QTest::newRow("BQ-1 layout letters E and H") << banqi({"--layout", "KAAEERRHHCCPPPPPkaaeerrhhccppppp"}) << "first"
                                                 << 0 << "ongoing" << "" << 0 << 0 << ""
                                                 << AllDown + " 1 - 0,0 -- 0 0 " + LayoutHidden << Layout;
    QTest::newRow("BQ-2 the first player turns up red") << banqi(layout + QStringList{"a1"}) << "black" << 1
                                                        << "ongoing" << "" << 0 << 0 << "red"
                                                        << "xxxxxxxx/xxxxxxxx/xxxxxxxx/Kxxxxxxx b r 0,0 -- 0 1 "
                                                               "nccpppppkaabbrrnNCCPPPPPAABBRRN"
                                                        << Layout;
    QTest::newRow("BQ-2 the second player turns up black") << banqi(layout + QStringList{"timeout", "h4"}) << "red" << 2
                                                           << "ongoing" << "" << 0 << 0 << "red"
                                                           << "xxxxxxxp/xxxxxxxx/xxxxxxxx/xxxxxxxx r r 1,0 -- 0 2 "
                                                              "nccppppkaabbrrnNCCPPPPPKAABBRRN"
                                                           << Layout;
    QTest::newRow("BQ-3 uppercase squares") << banqi(layout + QStringList{"A1", "H4"}) << "red" << 2 << "ongoing" << ""
                                            << 0 << 0 << "red"
                                            << "xxxxxxxp/xxxxxxxx/xxxxxxxx/Kxxxxxxx r r 0,0 -- 0 2 "
                                               "nccppppkaabbrrnNCCPPPPPAABBRRN"
                                            << Layout;
    QTest::newRow("BQ-9 the third timeout loses, colours never shown")
        << banqi(layout + QStringList{"timeout", "timeout", "timeout", "timeout", "timeout"}) << "black" << 5 << "black"
        << "timeouts" << -10 << 0 << "red" << AllDown + " b r 3,2 -- 5 5 " + LayoutHidden << Layout;
    QTest::newRow("BQ-4 a move from a FEN") << banqi({"--fen", "7p/8/1R6/8 r r 0,0 -- 0 10 -", "b2b3"}) << "black" << 11
                                            << "ongoing" << "" << 0 << 0 << "red" << "7p/1R6/8/8 b r 0,0 -- 1 11 -" << "";
    QTest::newRow("BQ-6 cannon over a face-down screen") << banqi({"--fen", "7R/8/8/Cx2n2k r r 0,0 -- 0 10 p", "a1e1"})
                                                         << "black" << 11 << "ongoing" << "" << 0 << 0 << "red"
                                                         << "7R/8/8/1x2C2k b r 0,0 o- 0 11 p" << "";
    QTest::newRow("BQ-7 cannon jumps onto cannon") << banqi({"--fen", "7R/8/8/CPc4k r r 0,0 -- 0 10 -", "a1c1"})
                                                   << "black" << 11 << "ongoing" << "" << 0 << 0 << "red"
                                                   << "7R/8/8/1P5k b r 0,0 o- 0 11 -" << "";
    QTest::newRow("BQ-16 Taiwan: cannon takes cannon and stays")
        << taiwan({"--fen", "7R/8/8/CPc4k r r 0,0 -- 0 10 -", "a1c1"}) << "black" << 11 << "ongoing" << "" << 0 << 0
        << "red" << "7R/8/8/1PC4k b r 0,0 o- 0 11 -" << "";
    QTest::newRow("BQ-10 the last piece taken") << banqi({"--fen", "8/8/8/Rn6 r r 0,0 -- 0 50 -", "a1b1"}) << "black"
                                                << 51 << "red" << "no pieces" << 1 << -1 << "red"
                                                << "8/8/8/1R6 b r 0,0 o- 0 51 -" << "";
    QTest::newRow("BQ-10 no legal action") << banqi({"--fen", "8/8/rr6/P7 b r 0,0 oo 0 49 -", "b2b1"}) << "red" << 50
                                           << "black" << "no legal action" << -2 << 2 << "red"
                                           << "8/8/r7/Pr6 r r 0,0 oo 1 50 -" << "";
    QTest::newRow("BQ-11 resigning at ply 40") << banqi({"--fen", "7p/8/8/RR6 r r 0,0 -- 0 40 -", "resign"}) << "red"
                                               << 40 << "black" << "resignation" << -1 << 1 << "red"
                                               << "7p/8/8/RR6 r r 0,0 -- 0 40 -" << "";
    QTest::newRow("BQ-11 ply 300 draws") << banqi({"--fen", "PP6/8/8/R5n1 r b 0,0 -- 0 299 -", "a1a2"}) << "black"
                                         << 300 << "draw" << "ply limit" << 0 << 0 << "black"
                                         << "PP6/8/R7/6n1 b b 0,0 -- 1 300 -" << "";
    QTest::newRow("BQ-12 won at ply 39") << banqi({"--fen", "PP6/8/8/Rn6 r r 0,0 -- 0 38 -", "a1b1"}) << "black" << 39
                                         << "red" << "no pieces" << 0 << -10 << "red" << "PP6/8/8/1R6 b r 0,0 o- 0 39 -"
                                         << "";
    QTest::newRow("BQ-14 won at ply 40 with the general first")
        << banqi({"--fen", "PP6/8/8/Rn6 r b 0,0 -k 0 39 -", "a1b1"}) << "black" << 40 << "red" << "no pieces" << 8 << -8
        << "black" << "PP6/8/8/1R6 b b 0,0 -k 0 40 -" << "";
    QTest::newRow("BQ-16 Taiwan: threefold repetition")
        << taiwan({"--fen", "7r/8/8/R7 r r 0,0 -- 0 10 -", "a1a2", "h4h3", "a2a1", "h3h4", "a1a2", "h4h3", "a2a1", "h3h4"})
        << "red" << 18 << "draw" << "threefold repetition" << 0 << 0 << "red" << "7r/8/8/R7 r r 0,0 -- 8 18 -" << "";
    QTest::newRow("BQ-8 ten chase moves allowed") << banqi(QStringList{"--fen", "x7/8/8/R1n5 r r 0,0 -- 0 10 p"} + TenChases)
                                                  << "black" << 31 << "ongoing" << "" << 0 << 0 << "red"
                                                  << "x7/8/3nR3/8 b r 0,0 -- 21 31 p" << "";
}

void TestCliBanqi::replay()
{
    QFETCH(QStringList, args);
    QFETCH(QString, turn);
    QFETCH(int, ply);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QFETCH(int, red);
    QFETCH(int, black);
    QFETCH(QString, first);
    QFETCH(QString, fen);
    QFETCH(QString, layout);
    CliRun run;
    runCli(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    const QJsonObject& o = run.json;
    QCOMPARE(o.value(QLatin1String("ok")), QJsonValue(true));
    QCOMPARE(o.value(QLatin1String("turn")).toString(), turn);
    QVERIFY(o.value(QLatin1String("ply")).isDouble());
    QCOMPARE(o.value(QLatin1String("ply")).toInt(-1), ply);
    QCOMPARE(o.value(QLatin1String("result")).toString(), result);
    QVERIFY(o.value(QLatin1String("reason")).isString());
    QCOMPARE(o.value(QLatin1String("reason")).toString(), reason);
    const QJsonObject score = o.value(QLatin1String("score")).toObject();
    QCOMPARE(score.keys(), (QStringList{"black", "red"}));
    QCOMPARE(score.value(QLatin1String("red")).toInt(-99), red);
    QCOMPARE(score.value(QLatin1String("black")).toInt(-99), black);
    if (first.isEmpty()) {
        QVERIFY(!o.contains(QLatin1String("colors")));
    } else {
        const QJsonObject colors = o.value(QLatin1String("colors")).toObject();
        QCOMPARE(colors.keys(), QStringList{"first"});
        QCOMPARE(colors.value(QLatin1String("first")).toString(), first);
    }
    QCOMPARE(o.value(QLatin1String("fen")).toString(), fen);
    QCOMPARE(o.value(QLatin1String("layout")).toString(), layout);
    QVERIFY(o.value(QLatin1String("legal")).isArray());
    const QStringList legal = strings(o.value(QLatin1String("legal")).toArray());
    QVERIFY2(std::is_sorted(legal.begin(), legal.end()), qPrintable(legal.join(QLatin1Char(' '))));
    const QString variant = args.at(2);
    QCOMPARE(legal, result == QLatin1String("ongoing") ? engineLegal(variant, fen) : QStringList{});
    if (result == QLatin1String("ongoing"))
        QVERIFY(!legal.isEmpty());
}

void TestCliBanqi::illegalAction_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("why"); // words the error must contain
    const QStringList layout{"--layout", Layout};
    QTest::newRow("BQ-2 a move before the first flip") << banqi(layout + QStringList{"a1a2"}) << 0 << "first flip";
    QTest::newRow("BQ-3 flipping a face-up piece") << banqi(layout + QStringList{"a1", "a1"}) << 1 << "face-down";
    QTest::newRow("BQ-4 moving the other side's piece") << banqi(layout + QStringList{"a1", "h4", "h4h3"}) << 2
                                                        << "other side";
    QTest::newRow("BQ-4 two squares") << banqi({"--fen", "7p/8/1R6/8 r r 0,0 -- 0 10 -", "b2b4"}) << 0 << "one square";
    QTest::newRow("BQ-5 general takes soldier") << banqi({"--fen", "7p/8/8/Kp6 r r 0,0 -- 0 10 -", "a1b1"}) << 0
                                                << "general cannot capture a soldier";
    QTest::newRow("BQ-5 a higher rank") << banqi({"--fen", "7p/8/8/Nr6 r r 0,0 -- 0 10 -", "a1b1"}) << 0
                                        << "higher-ranked";
    QTest::newRow("BQ-5 a face-down piece") << banqi({"--fen", "7p/8/8/Rx6 r r 0,0 -- 0 10 n", "a1b1"}) << 0
                                            << "face-up";
    QTest::newRow("BQ-6 cannon adjacent") << banqi({"--fen", "7p/8/8/Cn6 r r 0,0 -- 0 10 -", "a1b1"}) << 0 << "adjacent";
    QTest::newRow("BQ-6 cannon over two screens") << banqi({"--fen", "7p/8/8/CPPn4 r r 0,0 -- 0 10 -", "a1d1"}) << 0
                                                  << "exactly one";
    QTest::newRow("BQ-8 the 11th chase move")
        << banqi(QStringList{"--fen", "x7/8/8/R1n5 r r 0,0 -- 0 10 p"} + TenChases + QStringList{"d2c2", "e2d2"}) << 22
        << "11th";
    QTest::newRow("BQ-11 resigning before ply 40") << banqi(layout + QStringList{"a1", "resign"}) << 1 << "40 plies";
    QTest::newRow("BQ-9 an action after the third timeout")
        << banqi(layout + QStringList{"timeout", "timeout", "timeout", "timeout", "timeout", "a1"}) << 5 << "over";
    QTest::newRow("BQ-11 an action after ply 300") << banqi({"--fen", "PP6/8/8/R5n1 r b 0,0 -- 0 299 -", "a1a2", "h1g1"})
                                                   << 1 << "over";
    QTest::newRow("a square off the board (rank 5)") << banqi(layout + QStringList{"a5"}) << 0 << "not a banqi action";
    QTest::newRow("a square off the board (file i)") << banqi(layout + QStringList{"i1"}) << 0 << "not a banqi action";
    QTest::newRow("the same square twice") << banqi(layout + QStringList{"a1a1"}) << 0 << "not a banqi action";
    QTest::newRow("a dashed move") << banqi(layout + QStringList{"a1", "b1", "a1-a2"}) << 2 << "not a banqi action";
    QTest::newRow("a draw offer is no replay action") << banqi(layout + QStringList{"draw"}) << 0 << "not a banqi action";
    QTest::newRow("an empty action") << banqi(layout + QStringList{""}) << 0 << "not a banqi action";
    QTest::newRow("a xiangqi kind change") << banqi(layout + QStringList{"a1=i"}) << 0 << "not a banqi action";
    // The rule options (issue 41): their refusals are sentences too.
    const QStringList chains{"--rules", "chain-captures=face-up", "--fen", "7k/8/8/Rnn5 r r 0,0 -- 0 10 -"};
    QTest::newRow("BQ-17 end outside a chain") << taiwan(chains + QStringList{"end"}) << 0 << "no turn of chain captures";
    QTest::newRow("BQ-17 end without chain captures") << banqi(layout + QStringList{"end"}) << 0
                                                      << "no turn of chain captures";
    QTest::newRow("BQ-17 a plain move during a chain") << taiwan(chains + QStringList{"a1b1", "b1b2"}) << 1
                                                       << "may only capture again";
    QTest::newRow("BQ-17 another piece during a chain")
        << taiwan(QStringList{"--rules", "chain-captures=face-up", "--fen", "7k/8/8/RnnR4 r r 0,0 -- 0 10 -", "a1b1",
                              "d1c1"})
        << 1 << "only the piece that just captured";
    QTest::newRow("BQ-18 a blocked run") << banqi({"--rules", "chariot-runs=yes", "--fen", "7k/8/8/R1P5 r r 0,0 -- 0 10 -",
                                                   "a1d1"})
                                         << 0 << "chariot runs only";
    QTest::newRow("BQ-19 a cannon on an advisor by rank")
        << banqi({"--rules", "cannon-targets=by-rank", "--fen", "7k/8/8/CPa5 r r 0,0 -- 0 10 -", "a1c1"}) << 0
        << "only a cannon or a soldier";
    QTest::newRow("BQ-20 a soldier on the general, strict ranks")
        << banqi({"--rules", "soldier-general=strict-ranks", "--fen", "8/8/8/Pk6 r r 0,0 -- 0 10 -", "a1b1"}) << 0
        << "strict ranks";
}

// An illegal action stops the replay: exit 1 with its 0-based index.
void TestCliBanqi::illegalAction()
{
    QFETCH(QStringList, args);
    QFETCH(int, index);
    QFETCH(QString, why);
    CliRun run;
    runCli(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 1);
    const QJsonObject& o = run.json;
    QCOMPARE(o.value(QLatin1String("ok")), QJsonValue(false));
    QCOMPARE(o.value(QLatin1String("index")).toInt(-1), index);
    QStringList actions;
    for (int i = 3; i < args.size(); ++i) {
        if (args[i].startsWith(QLatin1String("--"))) {
            ++i;
            continue;
        }
        actions << args[i];
    }
    QCOMPARE(o.value(QLatin1String("action")).toString(QStringLiteral("<missing>")), actions.value(index));
    const QString error = o.value(QLatin1String("error")).toString();
    QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error));
}

void TestCliBanqi::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("why");
    const QString longText(100000, QLatin1Char('x'));
    QTest::newRow("no deal") << banqi({}) << "--layout";
    QTest::newRow("layout and seed") << banqi({"--layout", Layout, "--seed", "1"}) << "exactly one";
    QTest::newRow("layout and fen") << taiwan({"--layout", Layout, "--fen", "8/8/8/Rr6 r r 0,0 -- 0 10 -"})
                                    << "exactly one";
    QTest::newRow("layout twice") << banqi({"--layout", Layout, "--layout", Layout}) << "twice";
    QTest::newRow("layout of 31") << banqi({"--layout", Layout.left(31)}) << "32";
    QTest::newRow("layout with x") << banqi({"--layout", "x" + Layout.mid(1)}) << "piece letter";
    QTest::newRow("layout with two red generals") << banqi({"--layout", "KKABBRRNNCCPPPPPkaabbrrnnccppppp"})
                                                  << "a set has";
    QTest::newRow("layout very long") << banqi({"--layout", longText}) << "32";
    QTest::newRow("seed abc") << banqi({"--seed", "abc"}) << "--seed";
    QTest::newRow("seed empty") << banqi({"--seed="}) << "--seed";
    QTest::newRow("seed 2^64") << banqi({"--seed", "18446744073709551616"}) << "--seed";
    QTest::newRow("seed 1.5") << banqi({"--seed", "1.5"}) << "--seed";
    QTest::newRow("seed negative") << banqi({"--seed", "-1"}) << "--seed";
    QTest::newRow("--first for banqi") << banqi({"--seed", "1", "--first", "red"}) << "--first";
    QTest::newRow("FEN of a player's view") << banqi({"--fen", "8/8/8/Rx6 r r 0,0 -- 0 10 -"}) << "hidden";
    QTest::newRow("FEN with a bad letter") << banqi({"--fen", "8/8/8/Rq6 r r 0,0 -- 0 10 -"}) << "piece letter";
    QTest::newRow("FEN of xiangqi") << banqi({"--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"})
                                    << "banqi FEN";
    QTest::newRow("FEN very long") << banqi({"--fen", longText}) << "banqi FEN";
    QTest::newRow("unknown option") << banqi({"--seed", "1", "--speed", "3"}) << "unknown option";
    // --rules (issue 41): bad options are bad arguments.
    QTest::newRow("--rules unknown key") << banqi({"--seed", "1", "--rules", "chain=yes"}) << "unknown rule option 'chain'";
    QTest::newRow("--rules bad value") << banqi({"--seed", "1", "--rules", "chariot-runs=maybe"}) << "not one of no, yes";
    QTest::newRow("--rules number out of range") << banqi({"--seed", "1", "--rules", "chase-limit=101"}) << "0..100";
    QTest::newRow("--rules without a value") << banqi({"--seed", "1", "--rules", "chariot-runs"}) << "chariot-runs";
    QTest::newRow("BQ-17 --rules impossible combination")
        << banqi({"--seed", "1", "--rules", "chain-captures=face-down"}) << "face-down";
    QTest::newRow("--rules twice") << banqi({"--seed", "1", "--rules", "chariot-runs=yes", "--rules", "chariot-runs=no"})
                                   << "twice";
    QTest::newRow("--rules very long") << banqi({"--seed", "1", "--rules", longText}) << "unknown rule option";
    QTest::newRow("--rules for xiangqi") << QStringList{"replay", "--variant", "xiangqi", "--rules", "chariot-runs=yes"}
                                         << "banqi variants";
    QTest::newRow("--rules and a FEN of another rule set")
        << banqi({"--rules", "chain-captures=face-up", "--fen", "7k/8/8/1Rn5 r r 0,0 o- 0 11 - z9"}) << "chain field";
}

// `--rules key=value,...` changes options of the preset (docs/CLI.md); the output
// names them ("rules", only options that differ) and a chain under way ("chain").
void TestCliBanqi::ruleOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("rules"); // "rules" key; "<absent>" without --rules
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("chain"); // empty: no "chain" key
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("legal"); // empty: the engine's list under the same rules
    const QString absent = QStringLiteral("<absent>");
    QTest::newRow("BQ-17 a chain under way") << taiwan({"--rules", "chain-captures=face-up", "--fen",
                                                        "7k/8/8/Rnn5 r r 0,0 -- 0 10 -", "a1b1"})
                                             << "chain-captures=face-up" << "red" << "b1" << "ongoing" << ""
                                             << "7k/8/8/1Rn5 r r 0,0 o- 0 11 - b1" << QStringList{"b1c1", "end"};
    QTest::newRow("BQ-17 a chain of 2") << taiwan({"--rules", "chain-captures=face-up", "--fen",
                                                   "7k/8/8/Rnn5 r r 0,0 -- 0 10 -", "a1b1", "b1c1"})
                                        << "chain-captures=face-up" << "black" << "" << "ongoing" << ""
                                        << "7k/8/8/2R5 b r 0,0 o- 0 12 -" << QStringList{};
    QTest::newRow("BQ-17 end passes the turn") << taiwan({"--rules", "chain-captures=face-up", "--fen",
                                                          "7k/8/8/Rnn5 r r 0,0 -- 0 10 -", "a1b1", "end"})
                                               << "chain-captures=face-up" << "black" << "" << "ongoing" << ""
                                               << "7k/8/8/1Rn5 b r 0,0 o- 0 12 -" << QStringList{};
    QTest::newRow("BQ-17 a FEN with a chain reads back") << taiwan({"--rules", "chain-captures=face-up", "--fen",
                                                                    "7k/8/8/1Rn5 r r 0,0 o- 0 11 - b1"})
                                                         << "chain-captures=face-up" << "red" << "b1" << "ongoing" << ""
                                                         << "7k/8/8/1Rn5 r r 0,0 o- 0 11 - b1"
                                                         << QStringList{"b1c1", "end"};
    QTest::newRow("BQ-18 a long capture") << banqi({"--rules", "chariot-runs=yes", "--fen", "7k/8/8/R3n3 r r 0,0 -- 0 10 -",
                                                    "a1e1"})
                                          << "chariot-runs=yes" << "black" << "" << "ongoing" << ""
                                          << "7k/8/8/4R3 b r 0,0 o- 0 11 -" << QStringList{};
    QTest::newRow("BQ-18 BQ-19 BQ-20 together") << banqi({"--rules",
                                                          "soldier-general=strict-ranks,cannon-targets=by-rank,chariot-runs=yes",
                                                          "--fen", "7k/8/8/R7 r r 0,0 -- 0 10 -"})
                                                << "chariot-runs=yes,cannon-targets=by-rank,soldier-general=strict-ranks"
                                                << "red" << "" << "ongoing" << "" << "7k/8/8/R7 r r 0,0 -- 0 10 -"
                                                << QStringList{};
    QTest::newRow("--rules with the preset's own value") << taiwan({"--rules", "chase-limit=0", "--seed", "42"}) << ""
                                                         << "first" << "" << "ongoing" << ""
                                                         << AllDown + " 1 - 0,0 -- 0 0 NpCBPpprPnRCPPRpAcNAbBanabpPkcrK"
                                                         << QStringList{};
    QTest::newRow("TCGA: 60 quiet plies draw") << QStringList{"replay", "--variant", "banqi-tcga", "--fen",
                                                              "7r/8/8/R7 r r 0,0 -- 58 60 -", "a1a2", "h4h3"}
                                               << absent << "red" << "" << "draw" << "no-progress limit"
                                               << "8/7r/R7/8 r r 0,0 -- 60 62 -" << QStringList{};
    QTest::newRow("TCGA: ply 59 goes on") << QStringList{"replay", "--variant", "banqi-tcga", "--fen",
                                                         "7r/8/8/R7 r r 0,0 -- 58 60 -", "a1a2"}
                                          << absent << "black" << "" << "ongoing" << ""
                                          << "7r/8/R7/8 b r 0,0 -- 59 61 -" << QStringList{};
    QTest::newRow("BQ-18 the chariot rush preset") << QStringList{"replay", "--variant", "banqi-chariot-rush", "--fen",
                                                                  "7k/8/8/R6n r r 0,0 -- 0 10 -", "a1h1"}
                                                   << absent << "black" << "" << "ongoing" << ""
                                                   << "7k/8/8/7R b r 0,0 o- 0 11 -" << QStringList{};
}

void TestCliBanqi::ruleOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, rules);
    QFETCH(QString, turn);
    QFETCH(QString, chain);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QFETCH(QString, fen);
    QFETCH(QStringList, legal);
    CliRun run;
    runCli(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    const QJsonObject& o = run.json;
    QCOMPARE(o.value(QLatin1String("ok")), QJsonValue(true));
    QCOMPARE(o.value(QLatin1String("rules")).toString(QStringLiteral("<absent>")), rules);
    QCOMPARE(o.value(QLatin1String("turn")).toString(), turn);
    QCOMPARE(o.value(QLatin1String("chain")).toString(), chain);
    QCOMPARE(o.contains(QLatin1String("chain")), !chain.isEmpty());
    QCOMPARE(o.value(QLatin1String("result")).toString(), result);
    QCOMPARE(o.value(QLatin1String("reason")).toString(), reason);
    QCOMPARE(o.value(QLatin1String("fen")).toString(), fen);
    const QStringList listed = strings(o.value(QLatin1String("legal")).toArray());
    QVERIFY2(std::is_sorted(listed.begin(), listed.end()), qPrintable(listed.join(QLatin1Char(' '))));
    if (!legal.isEmpty()) {
        QCOMPARE(listed, legal);
        return;
    }
    // Otherwise the engine's list under the same preset and options.
    RuleSet r = *findRuleSet(args.at(2).toStdString());
    const qsizetype at = args.indexOf(QStringLiteral("--rules"));
    if (at >= 0)
        r = *withOptions(r, args.at(at + 1).toStdString());
    const auto game = Game::fromFen(fen.toStdString(), r);
    QVERIFY(game);
    QStringList names;
    for (const Action a : game->legalActions())
        names << QString::fromStdString(actionText(a));
    names.sort();
    QCOMPARE(listed, result == QLatin1String("ongoing") ? names : QStringList{});
}

// Bad arguments: exit 2 with {"error": "..."} and nothing else.
void TestCliBanqi::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, why);
    CliRun run;
    runCli(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 2);
    const QString error = run.json.value(QLatin1String("error")).toString();
    QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error.left(300)));
    QCOMPARE(run.json.keys(), QStringList{QStringLiteral("error")});
}

QTEST_GUILESS_MAIN(TestCliBanqi)
#include "tst_cli_banqi.moc"
