// qiyuan-cli unit: runs the built program as a separate process, exactly as the
// acceptance checks do, and holds it to docs/CLI.md for `perft` and
// `replay --variant xiangqi`: output keys, exit codes (0 ok, 1 illegal action,
// 2 bad arguments), sorted legal lists, and no crash or hang on bad input.
#include "xiangqi/position.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace qiyuan::xiangqi;

namespace {

const QString StartFen = QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());
// A middlegame position with published perft counts (tests/data/xiangqi-perft.txt).
const QString MiddlegameFen = QStringLiteral("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1");
// After b2b4 a6a5 b4c4 f9e8 c4c9: the cannon on c9 mates over the advisor on d9.
const QString RedMatedBlackFen = QStringLiteral("rnCak1bnr/4a4/1c5c1/2p1p1p1p/p8/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 3");

struct CliRun {
    int exitCode = -1;
    QJsonObject json;
};

// Runs qiyuan-cli; fails the test on a crash, a hang, or stdout that is not
// exactly one JSON object on one line.
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
    QCOMPARE(p.exitStatus(), QProcess::NormalExit); // a crash is a signal, never an exit code
    run.exitCode = p.exitCode();
    // Under QIYUAN_SANITIZE the program reports memory errors and UB on stderr.
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

QStringList engineLegal(const QString& fen)
{
    QStringList names;
    const auto pos = Position::fromFen(fen.toStdString());
    if (pos)
        for (const Move& m : pos->legalMoves())
            names << QString::fromStdString(toIccs(m));
    names.sort();
    return names;
}

QStringList strings(const QJsonArray& a)
{
    QStringList out;
    for (const QJsonValue& v : a)
        out << v.toString(QStringLiteral("<not a string>"));
    return out;
}

QStringList replayArgs(const QStringList& rest)
{
    return QStringList{QStringLiteral("replay"), QStringLiteral("--variant"), QStringLiteral("xiangqi")} + rest;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void perft_data();
    void perft();
    void divide_data();
    void divide();
    void replay_data();
    void replay();
    void repetition_data();
    void repetition();
    void illegalAction_data();
    void illegalAction();
    void badArguments_data();
    void badArguments();
};

void TestCli::perft_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<qint64>("nodes");
    const QStringList fen{QStringLiteral("--fen"), MiddlegameFen};
    const auto depth = [](int d) { return QStringList{QStringLiteral("--depth"), QString::number(d)}; };
    QTest::newRow("start depth 1") << depth(1) << qint64(44);
    QTest::newRow("start depth 2") << depth(2) << qint64(1920);
    QTest::newRow("start depth 3") << depth(3) << qint64(79666);
    QTest::newRow("start depth 0 counts the root") << depth(0) << qint64(1);
    QTest::newRow("start --variant xiangqi --depth=2")
        << QStringList{QStringLiteral("--variant"), QStringLiteral("xiangqi"), QStringLiteral("--depth=2")} << qint64(1920);
    QTest::newRow("middlegame depth 1") << fen + depth(1) << qint64(38);
    QTest::newRow("middlegame depth 2") << fen + depth(2) << qint64(1128);
    QTest::newRow("middlegame depth 3") << depth(3) + fen << qint64(43929);
}

void TestCli::perft()
{
    QFETCH(QStringList, args);
    QFETCH(qint64, nodes);
    CliRun run;
    runCli(QStringList{QStringLiteral("perft")} + args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.json.value(QLatin1String("nodes")).isDouble());
    QCOMPARE(run.json.value(QLatin1String("nodes")).toInteger(), nodes);
    QVERIFY(run.json.value(QLatin1String("seconds")).isDouble());
    QVERIFY(run.json.value(QLatin1String("seconds")).toDouble() >= 0);
    QVERIFY(run.json.value(QLatin1String("nps")).isDouble());
    QVERIFY(!run.json.contains(QLatin1String("divide")));
}

void TestCli::divide_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::newRow("start depth 1") << StartFen << 1;
    QTest::newRow("start depth 3") << StartFen << 3;
    QTest::newRow("middlegame depth 2") << MiddlegameFen << 2;
    QTest::newRow("black to move depth 2")
        << QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1") << 2;
}

// --divide: one ICCS key per legal move, each the perft of the rest, summing to nodes.
void TestCli::divide()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    CliRun run;
    runCli({QStringLiteral("perft"), QStringLiteral("--fen"), fen, QStringLiteral("--depth"), QString::number(depth),
            QStringLiteral("--divide")},
           run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.json.value(QLatin1String("divide")).isObject());
    const QJsonObject divide = run.json.value(QLatin1String("divide")).toObject();
    const QRegularExpression iccs(QStringLiteral("^[a-i][0-9][a-i][0-9]$"));
    qint64 sum = 0;
    auto pos = Position::fromFen(fen.toStdString());
    QVERIFY(pos);
    for (auto it = divide.begin(); it != divide.end(); ++it) {
        QVERIFY2(iccs.match(it.key()).hasMatch(), qPrintable(it.key()));
        const Move m = Position::parseIccs(it.key().toStdString());
        QVERIFY2(pos->isLegal(m), qPrintable(it.key()));
        pos->makeMove(m);
        QCOMPARE(it.value().toInteger(), static_cast<qint64>(pos->perft(depth - 1)));
        pos->unmakeMove();
        sum += it.value().toInteger();
    }
    QCOMPARE(divide.keys(), engineLegal(fen)); // QJsonObject keys come sorted
    QCOMPARE(run.json.value(QLatin1String("nodes")).toInteger(), sum);
}

void TestCli::replay_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("fen");
    const QString afterH2e2 = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");

    QTest::newRow("start, no actions") << QStringList{} << "red" << 0 << "ongoing" << "" << StartFen;
    QTest::newRow("cannon to the centre h2e2") << QStringList{"h2e2"} << "black" << 1 << "ongoing" << "" << afterH2e2;
    QTest::newRow("uppercase ICCS") << QStringList{"H2E2"} << "black" << 1 << "ongoing" << "" << afterH2e2;
    QTest::newRow("two plies, horse h9g7")
        << QStringList{"h2e2", "h9g7"} << "red" << 2 << "ongoing" << ""
        << "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2";
    QTest::newRow("capture resets the clock")
        << QStringList{"h2e2", "h9g7", "e2e6"} << "black" << 3 << "ongoing" << ""
        << "rnbakab1r/9/1c4nc1/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2";
    QTest::newRow("--first black") << QStringList{"--first", "black"} << "black" << 0 << "ongoing" << ""
                                   << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
    QTest::newRow("--first black, then b7e7")
        << QStringList{"b7e7", "--first", "black"} << "red" << 1 << "ongoing" << ""
        << "rnbakabnr/9/4c2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 1 2";
    QTest::newRow("--fen middlegame") << QStringList{"--fen", MiddlegameFen} << "red" << 0 << "ongoing" << ""
                                      << MiddlegameFen;
    // XQ-2: no legal move loses, checkmate and stalemate alike.
    QTest::newRow("XQ-2 red mates in 5 plies")
        << QStringList{"b2b4", "a6a5", "b4c4", "f9e8", "c4c9"} << "black" << 5 << "red" << "checkmate"
        << RedMatedBlackFen;
    QTest::newRow("XQ-2 black mates in 6 plies")
        << QStringList{"a0a1", "b7b5", "b0c2", "b5g5", "d0e1", "g5g0"} << "red" << 6 << "black" << "checkmate"
        << "rnbakabnr/9/7c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/R3A4/2B1KAcNR w - - 0 4";
    QTest::newRow("XQ-2 game already over in the FEN")
        << QStringList{"--fen", RedMatedBlackFen} << "black" << 0 << "red" << "checkmate" << RedMatedBlackFen;
    QTest::newRow("XQ-2 stalemate loses") << QStringList{"--fen", "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1"} << "black"
                                          << 0 << "red" << "stalemate" << "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1";
    // XQ-4: resignation ends the game for the side to act.
    QTest::newRow("XQ-4 red resigns at once") << QStringList{"resign"} << "red" << 0 << "black" << "resignation"
                                              << StartFen;
    QTest::newRow("XQ-4 black resigns after h2e2")
        << QStringList{"h2e2", "resign"} << "black" << 1 << "red" << "resignation" << afterH2e2;
    // XQ-4: 240 plies without a capture draw; a FEN clock of 239 makes one move enough.
    QTest::newRow("XQ-4 no-capture limit")
        << QStringList{"--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 239 120", "h2e2"}
        << "black" << 1 << "draw" << "no-capture limit"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 240 120";
}

void TestCli::replay()
{
    QFETCH(QStringList, args);
    QFETCH(QString, turn);
    QFETCH(int, ply);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QFETCH(QString, fen);
    CliRun run;
    runCli(replayArgs(args), run);
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
    QVERIFY(o.value(QLatin1String("score")).isObject());
    QCOMPARE(o.value(QLatin1String("fen")).toString(), fen);
    QVERIFY(o.value(QLatin1String("legal")).isArray());
    const QStringList legal = strings(o.value(QLatin1String("legal")).toArray());
    QVERIFY2(std::is_sorted(legal.begin(), legal.end()), qPrintable(legal.join(QLatin1Char(' '))));
    // Once the game is over nobody may act; otherwise every legal move and nothing else.
    QCOMPARE(legal, result == QLatin1String("ongoing") ? engineLegal(fen) : QStringList{});
    if (result == QLatin1String("ongoing"))
        QVERIFY(!legal.isEmpty());
}

// XQ-3: at the third occurrence replay says how the repetition was judged (the
// Asian rules, chapter 4); the positions are the book's diagrams (see
// tests/data/xiangqi-repetition-diagrams.tsv).
void TestCli::repetition_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("repetition"); // compact JSON, empty when absent

    const QStringList horses{"h0g2", "h9g7", "g2h0", "g7h9"};
    QTest::newRow("XQ-3 second occurrence: nothing judged yet") << horses << "ongoing" << "" << "";
    QTest::newRow("XQ-3 horses out and back twice: a plain repetition draws (art. 5)")
        << horses + horses << "draw" << "threefold repetition"
        << R"({"article":5,"by":null,"kind":"none","pieces":[]})";
    QTest::newRow("XQ-3 diagram 2: red's chariot checks perpetually and loses (art. 6)")
        << (QStringList{"--fen", "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1"}
            + QStringLiteral("f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8").split(QLatin1Char(' ')))
        << "black" << "perpetual check" << R"({"article":6,"by":"red","kind":"check","pieces":["f0"]})";
    QTest::newRow("XQ-3 diagram 4: both check perpetually, a draw (art. 7)")
        << (QStringList{"--fen", "3akr3/5c3/1P2b4/4R4/9/9/9/9/9/4CK3 w - - 0 1"}
            + QStringLiteral("e6e7 f8e8 e7f7 e8f8 f7e7 f8e8 e7f7 e8f8 f7e7").split(QLatin1Char(' ')))
        << "draw" << "perpetual check"
        << R"({"article":7,"by":null,"kind":"check","pieces":["e0","e7","f9","f8"]})";
    QTest::newRow("XQ-3 diagram 13: one check, one chase is allowed (art. 12)")
        << (QStringList{"--fen", "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w - - 0 1"}
            + QStringLiteral("h6h9 f9f8 h9h0 i0i1 h0h8 f8f9 h8h1 i1i0 h1h9 f9f8 h9h0 i0i1 h0h8 f8f9 h8h1 i1i0 h1h9")
                  .split(QLatin1Char(' ')))
        << "draw" << "threefold repetition" << R"({"article":12,"by":null,"kind":"none","pieces":[]})";
    QTest::newRow("XQ-3 diagram 18: a cannon chases a protected chariot and loses (art. 15)")
        << (QStringList{"--fen", "2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/2B1KAB1R w - - 0 1"}
            + QStringLiteral("f4f3 d3d7 f3f7 d7d3 f7f3 d3d7 f3f7 d7d3 f7f3").split(QLatin1Char(' ')))
        << "black" << "perpetual chase" << R"({"article":15,"by":"red","kind":"chase","pieces":["f3"]})";
}

void TestCli::repetition()
{
    QFETCH(QStringList, args);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QFETCH(QString, repetition);
    CliRun run;
    runCli(replayArgs(args), run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json.value(QLatin1String("result")).toString(), result);
    QCOMPARE(run.json.value(QLatin1String("reason")).toString(), reason);
    const QJsonValue r = run.json.value(QLatin1String("repetition"));
    QCOMPARE(r.isUndefined(), repetition.isEmpty());
    if (!repetition.isEmpty())
        QCOMPARE(QString::fromUtf8(QJsonDocument(r.toObject()).toJson(QJsonDocument::Compact)), repetition);
}

void TestCli::illegalAction_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("why"); // a word the error must contain
    const QStringList redMates{"b2b4", "a6a5", "b4c4", "f9e8", "c4c9"};
    QTest::newRow("XQ-1 horse leg blocked") << QStringList{"b0d1"} << 0 << "horse leg";
    QTest::newRow("XQ-1 chariot path blocked") << QStringList{"a0a5"} << 0 << "blocked";
    QTest::newRow("XQ-1 cannon captures without screen") << QStringList{"h2h7"} << 0 << "screen";
    QTest::newRow("XQ-1 soldier moves sideways before the river") << QStringList{"e3d3"} << 0 << "soldier";
    QTest::newRow("XQ-1 generals would face")
        << QStringList{"--fen", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0d0"} << 0 << "face";
    QTest::newRow("XQ-2 pinned chariot leaves general in check")
        << QStringList{"--fen", "4k4/9/9/9/9/9/4r4/9/4R4/4K4 w - - 0 1", "e1d1"} << 0 << "check";
    QTest::newRow("red piece moved on black's turn") << QStringList{"h2e2", "e3e4"} << 1 << "other side";
    QTest::newRow("empty starting point") << QStringList{"h2e2", "h9g7", "h2h5"} << 2 << "no piece";
    QTest::newRow("malformed move") << QStringList{"h2e2", "z9z9"} << 1 << "ICCS";
    QTest::newRow("truncated move") << QStringList{"h2e"} << 0 << "ICCS";
    QTest::newRow("empty action") << QStringList{""} << 0 << "ICCS";
    QTest::newRow("dashed ICCS is not the action syntax") << QStringList{"h2-e2"} << 0 << "ICCS";
    QTest::newRow("kind change outside scoring variants") << QStringList{"h2e2=i"} << 0 << "kind";
    QTest::newRow("end outside two-move turns") << QStringList{"h2e2", "end"} << 1 << "two-move";
    QTest::newRow("move after resignation") << QStringList{"resign", "h2e2"} << 1 << "over";
    QTest::newRow("second resignation") << QStringList{"h2e2", "resign", "resign"} << 2 << "over";
    QTest::newRow("XQ-2 move after checkmate") << redMates + QStringList{"h9g7"} << 5 << "over";
    QTest::newRow("XQ-2 move in a mated FEN") << QStringList{"--fen", RedMatedBlackFen, "h9g7"} << 0 << "over";
}

// An illegal action stops the replay: exit 1 with its 0-based index.
void TestCli::illegalAction()
{
    QFETCH(QStringList, args);
    QFETCH(int, index);
    QFETCH(QString, why);
    CliRun run;
    runCli(replayArgs(args), run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 1);
    const QJsonObject& o = run.json;
    QCOMPARE(o.value(QLatin1String("ok")), QJsonValue(false));
    QVERIFY(o.value(QLatin1String("index")).isDouble());
    QCOMPARE(o.value(QLatin1String("index")).toInt(-1), index);
    // The action as given: the index-th word that is not an option or its value.
    QStringList actions;
    for (int i = 0; i < args.size(); ++i) {
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

void TestCli::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("why"); // a word the error must contain, if any
    const QString perft = QStringLiteral("perft"), replay = QStringLiteral("replay");
    const QStringList xq = replayArgs({});
    const QString longText(100000, QLatin1Char('h'));

    QTest::newRow("no arguments") << QStringList{} << "usage";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command";
    QTest::newRow("very long command") << QStringList{longText} << "unknown command";
    QTest::newRow("werewolf without a file") << QStringList{"werewolf", "resolve"} << "usage";
    QTest::newRow("werewolf unknown subcommand") << QStringList{"werewolf", "replay"} << "usage";
    QTest::newRow("werewolf missing file") << QStringList{"werewolf", "resolve", "/nonexistent/game.json"} << "cannot read";

    QTest::newRow("perft missing --depth") << QStringList{perft} << "--depth";
    QTest::newRow("perft --depth without value") << QStringList{perft, "--depth"} << "needs a value";
    QTest::newRow("perft depth abc") << QStringList{perft, "--depth", "abc"} << "--depth";
    QTest::newRow("perft depth 99") << QStringList{perft, "--depth", "99"} << "--depth";
    QTest::newRow("perft depth -1") << QStringList{perft, "--depth", "-1"} << "--depth";
    QTest::newRow("perft depth 3x") << QStringList{perft, "--depth", "3x"} << "--depth";
    QTest::newRow("perft depth huge") << QStringList{perft, "--depth", "99999999999999999999"} << "--depth";
    QTest::newRow("perft depth empty") << QStringList{perft, "--depth="} << "--depth";
    QTest::newRow("perft depth given twice") << QStringList{perft, "--depth", "1", "--depth", "2"} << "twice";
    QTest::newRow("perft --divide at depth 0") << QStringList{perft, "--depth", "0", "--divide"} << "--divide";
    QTest::newRow("perft --divide=yes") << QStringList{perft, "--depth", "1", "--divide=yes"} << "no value";
    QTest::newRow("perft unknown option") << QStringList{perft, "--depth", "1", "--frobnicate"} << "unknown option";
    QTest::newRow("perft single-dash option") << QStringList{perft, "-d", "1"} << "unknown option";
    QTest::newRow("perft stray word") << QStringList{perft, "--depth", "1", "extra"} << "unexpected";
    QTest::newRow("perft other variant") << QStringList{perft, "--variant", "banqi", "--depth", "1"} << "banqi";
    QTest::newRow("perft FEN bad side field")
        << QStringList{perft, "--depth", "1", "--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1"}
        << "side to move";
    QTest::newRow("perft FEN bad piece letter")
        << QStringList{perft, "--depth", "1", "--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w"}
        << "piece letter";
    QTest::newRow("perft FEN short rank")
        << QStringList{perft, "--depth", "1", "--fen", "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"}
        << "rank";
    QTest::newRow("perft FEN bad clock")
        << QStringList{perft, "--depth", "1", "--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"}
        << "halfmove";
    QTest::newRow("perft FEN without black general")
        << QStringList{perft, "--depth", "1", "--fen", "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1"} << "general";
    QTest::newRow("perft FEN empty") << QStringList{perft, "--depth", "1", "--fen", ""} << "empty";
    QTest::newRow("perft FEN very long") << QStringList{perft, "--depth", "1", "--fen", longText} << "FEN";

    QTest::newRow("replay without --variant") << QStringList{replay, "h2e2"} << "--variant";
    QTest::newRow("replay unknown variant") << QStringList{replay, "--variant", "chess960"} << "unknown variant";
    QTest::newRow("replay unknown option") << xq + QStringList{"--speed", "3"} << "unknown option";
    QTest::newRow("replay single-dash word") << xq + QStringList{"h2e2", "-x"} << "unknown option";
    QTest::newRow("replay variant twice") << xq + QStringList{"--variant", "xiangqi"} << "twice";
    QTest::newRow("replay --first green") << xq + QStringList{"--first", "green"} << "--first";
    QTest::newRow("replay --first without value") << xq + QStringList{"--first"} << "needs a value";
    QTest::newRow("replay --first black leaves red in check")
        << xq + QStringList{"--fen", "4k4/9/9/9/9/9/4r4/9/9/4K4 w - - 0 1", "--first", "black"} << "check";
    QTest::newRow("replay --layout for xiangqi") << xq + QStringList{"--layout", QString(32, QLatin1Char('P'))}
                                                 << "banqi";
    QTest::newRow("replay FEN bad field")
        << xq + QStringList{"--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w x - 0 1"} << "FEN";
    QTest::newRow("replay FEN with 11 ranks")
        << xq + QStringList{"--fen", "9/rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"} << "ranks";
    QTest::newRow("replay FEN side not to move in check")
        << xq + QStringList{"--fen", "4k4/9/9/9/9/9/4r4/9/9/4K4 b - - 0 1"} << "check";
}

// Bad arguments and FENs: exit 2 with {"error": "..."} and nothing else.
void TestCli::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, why);
    CliRun run;
    runCli(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.json.value(QLatin1String("error")).isString());
    const QString error = run.json.value(QLatin1String("error")).toString();
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error.left(300)));
    QCOMPARE(run.json.keys(), QStringList{QStringLiteral("error")});
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
