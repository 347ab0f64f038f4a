// `qiyuan-cli uci` as a separate process, the way a UCI match runner or GUI
// drives it (docs/CLI.md): the handshake and options, position + go with each
// kind of limit, stop and isready while searching, quit, and bad input lines
// that must be answered with an info string (or ignored), never a crash;
// MultiPV: several lines per depth, best first.
#include "xiangqi/position.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "../uciprocess.h"

using namespace qiyuan::xiangqi;

namespace {

using Uci = qiyuan::test::UciProcess;

const QRegularExpression BestMove(QStringLiteral("^bestmove "));

// The position a "position ..." command describes, for checking answers.
Position positionOf(const QString& fen, const QString& moves)
{
    Position p = fen.isEmpty() ? Position() : *Position::fromFen(fen.toStdString());
    for (const QString& m : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        p.makeMove(Position::parseIccs(m.toStdString()));
    return p;
}

} // namespace

class TestAiUci : public QObject {
    Q_OBJECT
private slots:
    void handshake();
    void go_data();
    void go();
    void stopWhileSearching();
    void quitWhileSearching();
    void endOfInput();
    void badInput_data();
    void badInput();
    void options();
    void multiPv_data();
    void multiPv();
    void multiPvJifen();
};

void TestAiUci::handshake()
{
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    const QStringList lines = uci.take();
    QVERIFY2(lines.first().startsWith(QLatin1String("id name Qiyuan")), qPrintable(lines.first()));
    QVERIFY(lines.contains(QRegularExpression(QStringLiteral("^option name Hash type spin default \\d+ min 1 max \\d+$"))));
    const int level = lines.indexOf(QRegularExpression(QStringLiteral("^option name Level type spin .* min 1 max \\d+$")));
    QVERIFY(level >= 0);
    QVERIFY(lines[level].section(QLatin1Char(' '), -1).toInt() >= 6);
    QVERIFY(lines.contains(QStringLiteral("option name MultiPV type spin default 1 min 1 max 5")));
    QVERIFY(lines.contains(QStringLiteral("option name Threads type spin default 1 min 1 max 64")));
    QVERIFY(lines.contains(QStringLiteral("option name UCI_Variant type combo default xiangqi var xiangqi var "
                                          "jifen-simple var jifen-match var jifen-contest")));
    QCOMPARE(lines.last(), QStringLiteral("uciok"));
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    uci.send("ucinewgame");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
    QCOMPARE(uci.process().exitCode(), 0);
}

void TestAiUci::go_data()
{
    QTest::addColumn<QString>("fen"); // empty: startpos
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("go");
    QTest::addColumn<QString>("best"); // expected bestmove, empty: any legal move
    QTest::addColumn<QString>("score"); // a score the last info line must show, if any

    QTest::newRow("startpos, depth 4") << "" << "" << "go depth 4" << "" << "";
    QTest::newRow("startpos with moves, depth 5") << "" << "h2e2 h9g7 h0g2" << "go depth 5" << "" << "";
    QTest::newRow("fen, movetime 200") << "1nbakab2/9/8n/2C1p1p1p/p3c4/8P/P1P4C1/2N6/7R1/2BAKAr2 b - - 1 17" << ""
                                       << "go movetime 200" << "" << "";
    QTest::newRow("clock, red to move") << "" << "" << "go wtime 3000 btime 3000 winc 100 binc 100" << "" << "";
    QTest::newRow("clock, black to move") << "" << "h2e2" << "go wtime 3000 btime 2000" << "" << "";
    QTest::newRow("node budget") << "" << "" << "go nodes 5000" << "" << "";
    // ICCS with ranks 0-9: the chariot goes from b1 to b9.
    QTest::newRow("XQ-2 mate in 1, ranks 0-9") << "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1" << "" << "go depth 3"
                                               << "b1b9" << "mate 1";
    QTest::newRow("fen then moves: red mates in 1")
        << "4k4/R8/9/9/9/9/9/9/1R7/3K5 b - - 0 1" << "e9f9 b1b2 f9e9" << "go depth 3" << "b2b9" << "mate 1";
    QTest::newRow("XQ-2 checkmated: no move") << "R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1" << "" << "go depth 3"
                                              << "(none)" << "mate 0";
}

void TestAiUci::go()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, go);
    QFETCH(QString, best);
    QFETCH(QString, score);
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    QByteArray position = fen.isEmpty() ? "position startpos" : "position fen " + fen.toUtf8();
    if (!moves.isEmpty())
        position += " moves " + moves.toUtf8();
    uci.send(position);
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    uci.take();
    uci.send(go.toUtf8());
    QVERIFY(uci.readUntil(BestMove));
    const QStringList lines = uci.take();
    QVERIFY2(!lines.contains(QRegularExpression(QStringLiteral("^info string"))), qPrintable(lines.join('\n')));
    const QString answer = lines.last().section(QLatin1Char(' '), 1, 1);
    if (!best.isEmpty())
        QCOMPARE(answer, best);
    if (answer != QLatin1String("(none)")) {
        const Position p = positionOf(fen, moves);
        QVERIFY2(p.isLegal(Position::parseIccs(answer.toStdString())), qPrintable(answer));
        // Every info line carries the fields a GUI shows, and a legal PV.
        const QStringList infos = lines.filter(QRegularExpression(QStringLiteral("^info depth")));
        QVERIFY(!infos.isEmpty());
        for (const QString& info : infos) {
            QVERIFY2(QRegularExpression(QStringLiteral("^info depth \\d+ seldepth \\d+ multipv 1 score (cp|mate) -?\\d+ "
                                                       "nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv( [a-i][0-9][a-i][0-9])+$"))
                         .match(info)
                         .hasMatch(),
                     qPrintable(info));
            Position line = p;
            for (const QString& m : info.section(QLatin1String(" pv "), 1).split(QLatin1Char(' '))) {
                const Move move = Position::parseIccs(m.toStdString());
                QVERIFY2(line.isLegal(move), qPrintable(info));
                line.makeMove(move);
            }
        }
        if (go.contains(QLatin1String("depth"))) {
            const int depth = go.section(QLatin1Char(' '), -1).toInt();
            QVERIFY(infos.last().startsWith(QStringLiteral("info depth %1 ").arg(depth)));
        }
    }
    if (!score.isEmpty())
        QVERIFY2((lines.filter(QRegularExpression(QStringLiteral("^info "))).last() + QLatin1Char(' '))
                     .contains(QStringLiteral(" score ") + score + QLatin1Char(' ')),
                 qPrintable(lines.join('\n')));
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
}

void TestAiUci::stopWhileSearching()
{
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    uci.send("position startpos moves h2e2");
    uci.send("go infinite");
    QTest::qWait(300);
    // The reader answers while the search thread thinks.
    QElapsedTimer timer;
    timer.start();
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok"), 3000));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(!uci.take().contains(BestMove)); // infinite: no answer before stop
    timer.restart();
    uci.send("stop");
    QVERIFY(uci.readUntil(BestMove, 3000));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    const QString answer = uci.take().last().section(QLatin1Char(' '), 1, 1);
    QVERIFY(positionOf({}, QStringLiteral("h2e2")).isLegal(Position::parseIccs(answer.toStdString())));

    // A deep fixed-depth search stops as well, and a second stop does nothing.
    uci.send("go depth 60");
    QTest::qWait(200);
    uci.send("stop");
    QVERIFY(uci.readUntil(BestMove, 3000));
    uci.send("stop");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    QCOMPARE(uci.take().filter(BestMove).size(), 1);

    // A new go while searching finishes the old search first: two answers.
    uci.send("go infinite");
    uci.send("go depth 2");
    QVERIFY(uci.readUntil(BestMove, 3000));
    QVERIFY(uci.readUntil(BestMove, 10000));
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
    QCOMPARE(uci.process().exitCode(), 0);
}

void TestAiUci::quitWhileSearching()
{
    Uci uci;
    QVERIFY(uci.started());
    uci.send("position startpos");
    uci.send("go infinite");
    QTest::qWait(200);
    QElapsedTimer timer;
    timer.start();
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(uci.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(uci.process().exitCode(), 0);
}

void TestAiUci::endOfInput()
{
    Uci uci;
    QVERIFY(uci.started());
    uci.send("position startpos");
    uci.send("go depth 3");
    uci.process().closeWriteChannel();
    QVERIFY(uci.process().waitForFinished(10000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
    QCOMPARE(uci.process().exitCode(), 0);
}

void TestAiUci::badInput_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("info"); // words the info string must contain; empty: silently ignored
    QTest::newRow("unknown command") << QByteArray("frobnicate now") << "unknown command";
    QTest::newRow("position without a kind") << QByteArray("position") << "startpos";
    QTest::newRow("position fen without FEN") << QByteArray("position fen") << "FEN";
    QTest::newRow("position with a bad FEN") << QByteArray("position fen rnbakabnr/9/9 w") << "position";
    QTest::newRow("position with junk after startpos") << QByteArray("position startpos h2e2") << "moves";
    QTest::newRow("position with an illegal move") << QByteArray("position startpos moves h2e2 h9h5") << "illegal";
    QTest::newRow("position with a malformed move") << QByteArray("position startpos moves h2e22") << "ICCS";
    QTest::newRow("go depth without number") << QByteArray("go depth") << "whole number";
    QTest::newRow("go depth abc") << QByteArray("go depth abc") << "whole number";
    QTest::newRow("go unknown word") << QByteArray("go sideways") << "sideways";
    QTest::newRow("setoption without name") << QByteArray("setoption value 3") << "name";
    QTest::newRow("setoption unknown") << QByteArray("setoption name Frobnication value 3") << "unknown option";
    QTest::newRow("Level out of range") << QByteArray("setoption name Level value 99") << "Level";
    QTest::newRow("MultiPV 0") << QByteArray("setoption name MultiPV value 0") << "MultiPV";
    QTest::newRow("MultiPV above 5") << QByteArray("setoption name MultiPV value 6") << "MultiPV";
    QTest::newRow("MultiPV not a number") << QByteArray("setoption name multipv value all") << "MultiPV";
    QTest::newRow("Hash not a number") << QByteArray("setoption name Hash value lots") << "Hash";
    QTest::newRow("Threads 0") << QByteArray("setoption name Threads value 0") << "Threads";
    QTest::newRow("Threads above 64") << QByteArray("setoption name Threads value 65") << "Threads";
    QTest::newRow("variant unknown") << QByteArray("setoption name UCI_Variant value chess") << "unknown UCI_Variant";
    QTest::newRow("banqi is no UCI variant") << QByteArray("setoption name UCI_Variant value banqi")
                                             << "unknown UCI_Variant";
    QTest::newRow("very long line") << QByteArray(200000, 'x') << "unknown command";
    QTest::newRow("control bytes") << QByteArray("\x01\x02\xff\xfe go", 8) << "unknown command";
    QTest::newRow("blank line") << QByteArray("   ") << "";
    QTest::newRow("ponderhit without ponder") << QByteArray("ponderhit") << "";
}

void TestAiUci::badInput()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, info);
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    uci.take();
    uci.send(line);
    // A go with a bad limit still searches (and answers); stop it.
    uci.send("stop");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    const QStringList lines = uci.take();
    const QStringList infos = lines.filter(QRegularExpression(QStringLiteral("^info string ")));
    if (info.isEmpty()) {
        QVERIFY2(infos.isEmpty(), qPrintable(infos.join('\n')));
    } else {
        QCOMPARE(infos.size(), 1);
        QVERIFY2(infos.first().contains(info, Qt::CaseInsensitive), qPrintable(infos.first()));
        QVERIFY(infos.first().size() < 300); // echoes are cut short
    }
    // Still a working engine: xiangqi from the start position (or what the bad line left).
    uci.send("position startpos moves h2e2");
    uci.send("go depth 2");
    QVERIFY(uci.readUntil(BestMove));
    const QString answer = uci.take().last().section(QLatin1Char(' '), 1, 1);
    QVERIFY2(positionOf({}, QStringLiteral("h2e2")).isLegal(Position::parseIccs(answer.toStdString())),
             qPrintable(answer));
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
    QCOMPARE(uci.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(uci.process().exitCode(), 0);
}

void TestAiUci::options()
{
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    uci.send("setoption name Hash value 4");
    uci.send("setoption name Clear Hash");
    uci.send("setoption name level value 1"); // names are case-insensitive
    uci.send("setoption name UCI_Variant value xiangqi");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    QVERIFY(uci.take().filter(QRegularExpression(QStringLiteral("^info string"))).isEmpty());
    // Level 1 searches one ply whatever the depth asked for.
    uci.send("position startpos");
    uci.send("go depth 6");
    QVERIFY(uci.readUntil(BestMove));
    const QStringList lines = uci.take();
    QVERIFY(lines.filter(QRegularExpression(QStringLiteral("^info depth 2 "))).isEmpty());
    QVERIFY(Position().isLegal(Position::parseIccs(lines.last().section(QLatin1Char(' '), 1, 1).toStdString())));
    // Two threads at full strength: a legal answer to every depth asked for.
    uci.send("setoption name Level value 8");
    uci.send("setoption name Threads value 2");
    uci.send("position startpos moves h2e2");
    uci.send("go depth 7");
    QVERIFY(uci.readUntil(BestMove));
    const QStringList threaded = uci.take();
    QVERIFY(threaded.filter(QRegularExpression(QStringLiteral("^info string"))).isEmpty());
    QVERIFY(!threaded.filter(QRegularExpression(QStringLiteral("^info depth 7 "))).isEmpty());
    Position afterCannon;
    afterCannon.makeMove(Position::parseIccs("h2e2"));
    QVERIFY(afterCannon.isLegal(Position::parseIccs(threaded.last().section(QLatin1Char(' '), 1, 1).toStdString())));
    // A jifen rule set searches with one thread, and says so.
    uci.send("setoption name UCI_Variant value jifen-simple");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    QVERIFY(!uci.take().filter(QRegularExpression(QStringLiteral("^info string Threads 2 is not supported for jifen-simple"))).isEmpty());
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
}

void TestAiUci::multiPv_data()
{
    QTest::addColumn<QString>("fen"); // empty: startpos
    QTest::addColumn<int>("lines");   // MultiPV to set; 0: leave the default
    QTest::addColumn<int>("depth");

    QTest::newRow("default: one line") << "" << 0 << 4;
    QTest::newRow("MultiPV 1 set: one line") << "" << 1 << 4;
    QTest::newRow("startpos, MultiPV 3") << "" << 3 << 4;
    QTest::newRow("startpos, MultiPV 5") << "" << 5 << 3;
    QTest::newRow("middlegame, MultiPV 3") << "1nbakab2/9/8n/2C1p1p1p/p3c4/8P/P1P4C1/2N6/7R1/2BAKAr2 b - - 1 17" << 3 << 4;
    // XQ-2: a mate in one among the lines; the mate is the best line.
    QTest::newRow("XQ-2 mate in 1, MultiPV 3") << "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1" << 3 << 3;
    // Fewer legal moves than lines asked for: one line per legal move (here the king has only e9f9).
    QTest::newRow("one legal move, MultiPV 5: one line") << "4k4/R8/9/9/9/9/9/9/1R7/3K5 b - - 0 1" << 5 << 3;
}

void TestAiUci::multiPv()
{
    QFETCH(QString, fen);
    QFETCH(int, lines);
    QFETCH(int, depth);
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    if (lines > 0)
        uci.send("setoption name MultiPV value " + QByteArray::number(lines));
    uci.send(fen.isEmpty() ? QByteArray("position startpos") : "position fen " + fen.toUtf8());
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    QVERIFY(uci.take().filter(QRegularExpression(QStringLiteral("^info string"))).isEmpty());
    uci.send("go depth " + QByteArray::number(depth));
    QVERIFY(uci.readUntil(BestMove));
    const QStringList output = uci.take();
    const Position p = positionOf(fen, {});
    const int expected = std::min(std::max(lines, 1), static_cast<int>(p.legalMoves().size()));
    QVERIFY(expected >= 1);

    // Each depth's reports are lines 1..n in order; the last depth is the one asked for.
    const QRegularExpression info(QStringLiteral("^info depth (\\d+) seldepth \\d+ multipv (\\d+) score (cp|mate) (-?\\d+) "
                                                 "nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv((?: [a-i][0-9][a-i][0-9])+)$"));
    struct Line {
        int multipv;
        int score; // mates above any centipawn score, sooner mates higher
        QString firstMove;
    };
    QList<Line> last;
    int lastDepth = 0;
    for (const QString& text : output.filter(QRegularExpression(QStringLiteral("^info ")))) {
        const auto m = info.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        const int d = m.captured(1).toInt();
        const int k = m.captured(2).toInt();
        QVERIFY2(k >= 1 && k <= expected, qPrintable(text));
        if (d != lastDepth) {
            QVERIFY2(k == 1, qPrintable(text)); // a depth starts with its best line
            lastDepth = d;
            last.clear();
        } else {
            QVERIFY2(!last.isEmpty() && k == last.last().multipv + 1, qPrintable(text));
        }
        const int n = m.captured(4).toInt();
        const int score = m.captured(3) == QLatin1String("cp") ? n : (n > 0 ? 1'000'000 - n : -1'000'000 - n);
        const QStringList pv = m.captured(5).trimmed().split(QLatin1Char(' '));
        Position line = p;
        for (const QString& mv : pv) {
            const Move move = Position::parseIccs(mv.toStdString());
            QVERIFY2(line.isLegal(move), qPrintable(text));
            line.makeMove(move);
        }
        last.append({k, score, pv.first()});
    }
    QCOMPARE(lastDepth, depth);
    QCOMPARE(last.size(), expected);
    QSet<QString> firstMoves;
    for (int i = 0; i < last.size(); ++i) {
        firstMoves.insert(last[i].firstMove);
        if (i > 0)
            QVERIFY2(last[i].score <= last[i - 1].score, qPrintable(output.join('\n'))); // best first
    }
    QCOMPARE(firstMoves.size(), expected); // distinct moves, not one line repeated
    // bestmove stays the best line's first move.
    QCOMPARE(output.last().section(QLatin1Char(' '), 1, 1), last.first().firstMove);
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
    const QByteArray report = uci.sanitizerReport();
    QVERIFY2(report.isEmpty(), report.constData());
}

// The jifen search has one line: MultiPV is accepted, said to be unsupported,
// and the reports stay line 1 (docs/CLI.md).
void TestAiUci::multiPvJifen()
{
    Uci uci;
    QVERIFY(uci.started());
    uci.send("uci");
    QVERIFY(uci.readUntil(QStringLiteral("uciok")));
    uci.send("setoption name MultiPV value 3");
    uci.send("setoption name UCI_Variant value jifen-simple");
    uci.send("isready");
    QVERIFY(uci.readUntil(QStringLiteral("readyok")));
    const QStringList said = uci.take().filter(QRegularExpression(QStringLiteral("^info string")));
    QCOMPARE(said.size(), 1);
    QVERIFY2(said.first().contains(QLatin1String("MultiPV")) && said.first().contains(QLatin1String("jifen-simple")),
             qPrintable(said.first()));
    uci.send("position startpos");
    uci.send("go depth 2");
    QVERIFY(uci.readUntil(BestMove));
    const QStringList infos = uci.take().filter(QRegularExpression(QStringLiteral("^info depth")));
    QVERIFY(!infos.isEmpty());
    for (const QString& text : infos)
        QVERIFY2(text.contains(QLatin1String(" multipv 1 ")), qPrintable(text));
    // Back to xiangqi, the lines asked for are reported again.
    uci.send("setoption name UCI_Variant value xiangqi");
    uci.send("position startpos");
    uci.send("go depth 2");
    QVERIFY(uci.readUntil(BestMove));
    const QStringList output = uci.take();
    QVERIFY(output.filter(QRegularExpression(QStringLiteral("^info string"))).isEmpty());
    QVERIFY(!output.filter(QRegularExpression(QStringLiteral("^info depth 2 .* multipv 3 "))).isEmpty());
    uci.send("quit");
    QVERIFY(uci.process().waitForFinished(5000));
}

QTEST_GUILESS_MAIN(TestAiUci)
#include "tst_ai_uci.moc"
