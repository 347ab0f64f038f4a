// The GUI's UCI client against real and fake engines. Real: Fairy-Stockfish
// (Debian's /usr/games/fairy-stockfish, ranks 1-10; skipped only when the
// binary is absent) and `qiyuan-cli uci` (ranks 0-9): start, set a position,
// get a legal best move, analyse (info lines read into evaluation, depth and a
// legal principal line, written in Chinese notation), follow a new position,
// quit. Fake engines, small shell scripts written into a temporary folder:
// one that crashes after `uci`, one that hangs, one that writes garbage, ones
// that hang on `go` or ignore `stop`, and engines with either rank convention
// under an unknown name. Each failure is reported once with a reason, quickly
// (short watchdogs), and nothing crashes or hangs. Pinging while analysing:
// an engine that goes silent in the middle of `go infinite` is found hung; one
// that stays quiet but answers isready is not. MultiPV: the option sent, the
// lines read; Fairy-Stockfish's N lines are legal, distinct and best first.
#include "xiangqi/analyser.h"
#include "xiangqi/computerplayer.h"
#include "uci/uciseat.h"
#include "uci/ucitext.h"

#include "xiangqi/game.h"

#include <QDir>
#include <QSet>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace qiyuan;
using namespace qiyuan::xiangqi;
using namespace qiyuan::ui;
using namespace qiyuan::uci;

Q_DECLARE_METATYPE(std::optional<UciOption>)

namespace {

const QString CliCommand = QStringLiteral("\"" QIYUAN_CLI_PATH "\" uci");
const QString FairyPath = QStringLiteral(QIYUAN_FAIRY_STOCKFISH);

// Red to move mates in one: the chariot b1 goes to b9 (ICCS ranks 0-9).
const char* MateInOne = "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1";

std::vector<Move> iccsLine(const Position& start, const QString& moves)
{
    std::vector<Move> line;
    Position p = start;
    for (const QString& text : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Move m = Position::parseIccs(text.toStdString());
        line.push_back(m);
        p.makeMove(m);
    }
    return line;
}

QString iccs(const std::vector<Move>& moves)
{
    QStringList words;
    for (const Move m : moves)
        words << QString::fromStdString(toIccs(m));
    return words.join(QLatin1Char(' '));
}

// The engine's seat of a match (the computer opponent as the table makes
// it), asked for black's answer to 炮二平五 or, with no opening, red's first move.
struct Opponent {
    explicit Opponent(const QString& command, const QList<QPair<QString, QString>>& options = {},
                      const QString& opening = QStringLiteral("h2e2"))
        : referee(match::createReferee(QStringLiteral("xiangqi"), {}, {}, -1, std::nullopt))
        , seat(match::EngineSpec{command, {}, options}, 1) // level 1: a short think
    {
        if (!opening.isEmpty())
            referee->play(opening, nullptr, nullptr);
    }
    void think() { seat.yourTurn(*referee, referee->sideToMove()); }
    const Position& position() const { return static_cast<const match::XiangqiReferee&>(*referee).game().position(); }

    std::unique_ptr<match::Referee> referee;
    UciSeat seat;
};

Move moveOf(const QList<QVariant>& acted)
{
    return Position::parseIccs(acted.first().toString().toStdString());
}

QString reasonOf(const QList<QVariant>& failed)
{
    return engineFailureText(failed.first().value<Failure>());
}

bool isChinese(const QString& text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

} // namespace

class TestUiUci : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void parseOption_data();
    void parseOption();
    void parseInfo_data();
    void parseInfo();
    void rankConventions_data();
    void rankConventions();
    void realEngine_data();
    void realEngine();
    void fakeEngineAnalysis_data();
    void fakeEngineAnalysis();
    void fakeEngineOpponent_data();
    void fakeEngineOpponent();
    void hungInTheMiddleOfASearch();
    void quietButAnsweringIsNotHung();
    void multiPvWithAFakeEngine_data();
    void multiPvWithAFakeEngine();
    void multiPvWithFairyStockfish_data();
    void multiPvWithFairyStockfish();
    void probeReadsOptions();
    void optionsAreSent_data();
    void optionsAreSent();

private:
    QString script(const QString& name, const QString& body);
    void realEngineRows();
    QTemporaryDir dir_;
};

void TestUiUci::initTestCase()
{
    QVERIFY(dir_.isValid());
}

QString TestUiUci::script(const QString& name, const QString& body)
{
    const QString path = dir_.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write("#!/bin/sh\n" + body.toUtf8());
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return path;
}

void TestUiUci::parseOption_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<std::optional<UciOption>>("expected");
    QTest::newRow("spin with a name of two words")
        << "option name Skill Level type spin default 20 min -20 max 20"
        << std::optional(UciOption{"Skill Level", "spin", "20", -20, 20, {}});
    QTest::newRow("check") << "option name Ponder type check default false"
                           << std::optional(UciOption{"Ponder", "check", "false", 0, 0, {}});
    QTest::newRow("combo with its choices")
        << "option name UCI_Variant type combo default chess var chess var xiangqi var janggi"
        << std::optional(UciOption{"UCI_Variant", "combo", "chess", 0, 0, {"chess", "xiangqi", "janggi"}});
    QTest::newRow("combo choices with spaces")
        << "option name Analysis Contempt type combo default Both var Both var Off var Only White"
        << std::optional(UciOption{"Analysis Contempt", "combo", "Both", 0, 0, {"Both", "Off", "Only White"}});
    QTest::newRow("string, <empty> default") << "option name SyzygyPath type string default <empty>"
                                             << std::optional(UciOption{"SyzygyPath", "string", "", 0, 0, {}});
    QTest::newRow("string with spaces") << "option name EvalFile type string default my net.nnue"
                                        << std::optional(UciOption{"EvalFile", "string", "my net.nnue", 0, 0, {}});
    QTest::newRow("button") << "option name Clear Hash type button"
                            << std::optional(UciOption{"Clear Hash", "button", "", 0, 0, {}});
    QTest::newRow("no type: refused") << "option name Hash default 16" << std::optional<UciOption>();
    QTest::newRow("unknown type: refused") << "option name Hash type dial default 16" << std::optional<UciOption>();
    QTest::newRow("spin without range: refused") << "option name Hash type spin default 16"
                                                 << std::optional<UciOption>();
    QTest::newRow("not an option line") << "info depth 3 score cp 20" << std::optional<UciOption>();
    QTest::newRow("garbage bytes") << QString::fromLatin1("option name \xff\xfe type") << std::optional<UciOption>();
}

void TestUiUci::parseOption()
{
    QFETCH(QString, line);
    QFETCH(std::optional<UciOption>, expected);
    const auto got = parseUciOption(line);
    QCOMPARE(got.has_value(), expected.has_value());
    if (got) {
        QCOMPARE(got->name, expected->name);
        QCOMPARE(got->type, expected->type);
        QCOMPARE(got->defaultValue, expected->defaultValue);
        QCOMPARE(got->min, expected->min);
        QCOMPARE(got->max, expected->max);
        QCOMPARE(got->choices, expected->choices);
    }
}

void TestUiUci::parseInfo_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("mate");
    QTest::addColumn<int>("score"); // cp or mate in N
    QTest::addColumn<qint64>("nps");
    QTest::addColumn<QString>("pv");
    QTest::addColumn<int>("multipv"); // which line, 1 the best
    QTest::newRow("Fairy-Stockfish line")
        << "info depth 8 seldepth 9 multipv 1 score cp 54 nodes 15057 nps 188212 tbhits 0 time 80 pv c1e3 b10c8"
        << true << 8 << false << 54 << qint64(188212) << "c1e3 b10c8" << 1;
    QTest::newRow("mate, nps from nodes and time")
        << "info depth 3 score mate -2 nodes 5000 time 100 pv a0a1" << true << 3 << true << -2 << qint64(50000)
        << "a0a1" << 1;
    QTest::newRow("lowerbound score") << "info depth 5 score cp 12 lowerbound nodes 10 pv h2e2" << true << 5 << false
                                      << 12 << qint64(0) << "h2e2" << 1;
    QTest::newRow("current move: no evaluation") << "info depth 12 currmove h2e2 currmovenumber 1" << false << 0
                                                 << false << 0 << qint64(0) << "" << 0;
    QTest::newRow("info string") << "info string NNUE evaluation enabled" << false << 0 << false << 0 << qint64(0)
                                 << "" << 0;
    QTest::newRow("second line of multipv") << "info depth 4 multipv 2 score cp 3 pv h0g2" << true << 4 << false << 3
                                            << qint64(0) << "h0g2" << 2;
    QTest::newRow("multipv not a number") << "info depth 4 multipv two score cp 3 pv h0g2" << false << 0 << false
                                          << 0 << qint64(0) << "" << 0;
    QTest::newRow("multipv 0") << "info depth 4 multipv 0 score cp 3 pv h0g2" << false << 0 << false << 0
                               << qint64(0) << "" << 0;
    QTest::newRow("garbage depth") << "info depth x score cp 3" << false << 0 << false << 0 << qint64(0) << "" << 0;
    QTest::newRow("score without a number") << "info depth 3 score cp" << false << 0 << false << 0 << qint64(0)
                                            << "" << 0;
    QTest::newRow("not info") << "bestmove h2e2" << false << 0 << false << 0 << qint64(0) << "" << 0;
}

void TestUiUci::parseInfo()
{
    QFETCH(QString, line);
    QFETCH(bool, valid);
    const auto info = parseUciInfo(line);
    QCOMPARE(info.has_value(), valid);
    if (!info)
        return;
    QFETCH(int, depth);
    QFETCH(bool, mate);
    QFETCH(int, score);
    QFETCH(qint64, nps);
    QFETCH(QString, pv);
    QFETCH(int, multipv);
    QCOMPARE(info->multipv, multipv);
    QCOMPARE(info->depth, depth);
    QCOMPARE(info->mate, mate);
    QCOMPARE(mate ? info->mateIn : info->score, score);
    QCOMPARE(info->nps, nps);
    QCOMPARE(info->pv.join(QLatin1Char(' ')), pv);
}

void TestUiUci::rankConventions_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("guess");
    QTest::addColumn<int>("firstRank");
    QTest::addColumn<QString>("line"); // ICCS 0-9
    QTest::addColumn<QString>("chinese");
    QTest::newRow("ranks 0-9 (Pikafish, qiyuan-cli)") << "h2e2 h9g7 h0g2" << 0 << 0 << "h2e2 h9g7 h0g2"
                                                      << QString::fromUtf8("炮二平五 马8进7 马二进三");
    QTest::newRow("ranks 1-10 (Fairy-Stockfish)") << "h3e3 h10g8 h1g3" << 0 << 1 << "h2e2 h9g7 h0g2"
                                                  << QString::fromUtf8("炮二平五 马8进7 马二进三");
    // "b3b10": no 0-9 reading at all; 1-10: the cannon takes the horse.
    QTest::newRow("1-10 with a two-digit rank") << "b3b10" << 0 << 1 << "b2b9" << QString::fromUtf8("炮八进七");
    // "h2h3" reads in both (cannon h2-h3; h1 is empty so 1-10 is h1h2: illegal).
    QTest::newRow("ambiguous word, legal only as 0-9") << "h2h3" << 1 << 0 << "h2h3" << QString::fromUtf8("炮二进一");
    QTest::newRow("garbage: nothing legal, the guess stays") << "zz99 h2" << 1 << 1 << "" << "";
}

void TestUiUci::rankConventions()
{
    QFETCH(QString, moves);
    QFETCH(int, guess);
    QFETCH(int, firstRank);
    QFETCH(QString, line);
    QFETCH(QString, chinese);
    const Position start;
    const QStringList words = moves.split(QLatin1Char(' '));
    QCOMPARE(guessFirstRank(start, words, guess), firstRank);
    const std::vector<Move> read = readUciLine(start, words, firstRank);
    QCOMPARE(iccs(read), line);
    QCOMPARE(chineseLine(start, read), chinese);
}

void TestUiUci::realEngineRows()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("firstRank");
    QTest::newRow("Fairy-Stockfish (ranks 1-10)") << FairyPath << 1;
    QTest::newRow("qiyuan-cli uci (ranks 0-9)") << CliCommand << 0;
}

void TestUiUci::realEngine_data()
{
    realEngineRows();
}

void TestUiUci::realEngine()
{
    QFETCH(QString, command);
    QFETCH(int, firstRank);
    if (command == FairyPath && !QFileInfo(FairyPath).isExecutable())
        QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish)");

    // A legal best move as an opponent: 炮二平五 played, black to answer.
    {
        Opponent player(command);
        QSignalSpy found(&player.seat, &match::Seat::acts);
        QSignalSpy failed(&player.seat, &UciSeat::failed);
        player.think();
        QVERIFY(player.seat.thinking());
        QVERIFY(found.wait(15000));
        QCOMPARE(failed.count(), 0);
        const Move best = moveOf(found.first());
        QVERIFY2(player.position().isLegal(best), toIccs(best).c_str());
    }

    // Analysis: the start position after 炮二平五, then a mate in one (follows the position).
    XiangqiAnalyser analyser(command);
    QSignalSpy updated(&analyser, &XiangqiAnalyser::updated);
    QSignalSpy failed(&analyser, &XiangqiAnalyser::failed);
    QSignalSpy ready(&analyser, &XiangqiAnalyser::ready);
    const Position start;
    const std::vector<Move> moves = iccsLine(start, QStringLiteral("h2e2"));
    analyser.analyse(start, moves);
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty() && updated.last().first().value<AnalysisInfo>().depth >= 4
                                 && updated.last().first().value<AnalysisInfo>().pv.size() >= 2,
                             20000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(ready.count(), 1);
    QVERIFY(!analyser.engineName().isEmpty());
    QCOMPARE(analyser.firstRank(), firstRank);
    const AnalysisInfo info = updated.last().first().value<AnalysisInfo>();
    Position root = start;
    root.makeMove(moves[0]);
    Position p = root;
    for (const Move m : info.pv) { // the whole line is legal, move after move
        QVERIFY2(p.isLegal(m), toIccs(m).c_str());
        p.makeMove(m);
    }
    QVERIFY(!info.mate);
    QVERIFY2(std::abs(info.score) < 500, qPrintable(QString::number(info.score))); // an opening: no side is far ahead
    const QString line = chineseLine(root, info.pv);
    QVERIFY2(isChinese(line), qPrintable(line));
    QCOMPARE(line.split(QLatin1Char(' ')).size(), static_cast<qsizetype>(info.pv.size()));

    // A new position while searching: stop, then the new search. Red mates in one.
    const Position mate = *Position::fromFen(MateInOne);
    updated.clear();
    analyser.analyse(mate, {});
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty() && updated.last().first().value<AnalysisInfo>().mate, 20000);
    const AnalysisInfo mated = updated.last().first().value<AnalysisInfo>();
    QCOMPARE(mated.mateIn, 1); // red's view: red mates
    QVERIFY(!mated.pv.empty());
    QCOMPARE(QString::fromStdString(toIccs(mated.pv.front())), QStringLiteral("b1b9"));
    QCOMPARE(failed.count(), 0);

    // Stop, then quit: the process leaves without blocking the caller.
    const qint64 pid = analyser.processId();
    QVERIFY(pid > 0);
    {
        auto* a = new XiangqiAnalyser(command);
        a->analyse(start, {});
        QTRY_VERIFY_WITH_TIMEOUT(a->processId() > 0, 5000);
        const qint64 second = a->processId();
        QElapsedTimer t;
        t.start();
        delete a;
        QVERIFY2(t.elapsed() < 200, qPrintable(QString::number(t.elapsed())));
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(second)), 3000);
    }
    analyser.stop();
    QTest::qWait(50);
    QCOMPARE(analyser.processId(), pid); // stopped, not quit: ready for the next position
    QCOMPARE(failed.count(), 0);
}

void TestUiUci::fakeEngineAnalysis_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("failure"); // a word of the reason, empty: no failure
    QTest::addColumn<QString>("line");    // expected best line (ICCS 0-9) when no failure

    // Answers the handshake and runs a loop; `GO` and `STOP` are what it does on go and stop.
    const QString loop = QStringLiteral(
        "while read cmd rest; do\n"
        "  case \"$cmd\" in\n"
        "    uci) echo 'id name %1'; echo 'option name Hash type spin default 16 min 1 max 64'; echo uciok;;\n"
        "    isready) echo readyok;;\n"
        "    go) %2;;\n"
        "    stop) %3;;\n"
        "    quit) exit 0;;\n"
        "  esac\n"
        "done\n");
    QTest::newRow("crashes after uci") << "read line\necho 'id name Crasher'\nkill -SEGV $$\n" << "crashed" << "";
    QTest::newRow("hangs: no uciok") << "exec sleep 600\n" << "uciok" << "";
    QTest::newRow("quits at once") << "exit 3\n" << "exit code 3" << "";
    QTest::newRow("garbage instead of UCI")
        << "while read line; do printf 'garbage \\001\\377 line\\nid\\nuciok?\\nbestmove zz99\\n'; done\n"
        << "uciok" << "";
    // Pinged with isready at go: a shell that sleeps reads no more and never answers.
    QTest::newRow("hangs on go") << loop.arg("Sleeper", "exec sleep 600", "echo 'bestmove h2e2'") << "isready" << "";
    QTest::newRow("stops reading after some info lines")
        << loop.arg("Stuck", "echo 'info depth 1 score cp 5 pv h2e2'; echo 'info depth 2 score cp 8 pv h2e2 h9g7'; "
                             "exec sleep 600",
                    "echo 'bestmove h2e2'")
        << "isready" << "";
    QTest::newRow("ignores stop")
        << loop.arg("Deaf", "echo 'info depth 1 score cp 5 pv h2e2'", ":") << "stop" << "";
    QTest::newRow("garbage info, then a good line")
        << loop.arg("Noisy", "echo 'info depth 2 score cp 7 pv zz99 a0'; echo 'info depth x'; "
                             "printf '\\377\\376\\n'; echo 'info depth 3 score cp 9 nps 1000 pv h0g2 h9g7'",
                    "echo 'bestmove h0g2'")
        << "" << "h0g2 h9g7";
    QTest::newRow("unknown engine, ranks 0-9")
        << loop.arg("Fake09", "echo 'info depth 1 score cp 30 nodes 1000 nps 50000 pv h2e2 h9g7 h0g2'",
                    "echo 'bestmove h2e2'")
        << "" << "h2e2 h9g7 h0g2";
    QTest::newRow("unknown engine, ranks 1-10")
        << loop.arg("Fake110", "echo 'info depth 1 score cp 30 nodes 1000 nps 50000 pv h3e3 h10g8 h1g3'",
                    "echo 'bestmove h3e3'")
        << "" << "h2e2 h9g7 h0g2";
}

void TestUiUci::fakeEngineAnalysis()
{
    QFETCH(QString, body);
    QFETCH(QString, failure);
    QFETCH(QString, line);
    const QString program = script(QStringLiteral("analysis-%1.sh").arg(QTest::currentDataTag()).replace(' ', '-'),
                                   body);
    QVERIFY(!program.isEmpty());
    QElapsedTimer since;
    since.start();
    XiangqiAnalyser analyser(QLatin1Char('"') + program + QLatin1Char('"'));
    analyser.setTimeouts(1500, 1500, 1500);
    QSignalSpy updated(&analyser, &XiangqiAnalyser::updated);
    QSignalSpy failed(&analyser, &XiangqiAnalyser::failed);
    const Position start;
    analyser.analyse(start, {});
    if (failure == QLatin1String("stop")) {
        // Analysing; then a new position asks for a stop that never comes.
        QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 5000);
        analyser.analyse(start, iccsLine(start, QStringLiteral("h2e2")));
    }
    if (!failure.isEmpty()) {
        QVERIFY(failed.wait(5000));
        QTest::qWait(100);
        QCOMPARE(failed.count(), 1); // reported once
        const QString reason = failed.first().first().toString();
        QVERIFY2(reason.contains(failure), qPrintable(reason));
        QVERIFY(analyser.hasFailed());
        QCOMPARE(analyser.processId(), 0); // killed
        // Another position changes nothing and reports nothing more.
        analyser.analyse(start, iccsLine(start, QStringLiteral("h2e2")));
        QTest::qWait(50);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(since.elapsed() < 8000, qPrintable(QString::number(since.elapsed())));
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty() && !updated.last().first().value<AnalysisInfo>().pv.empty(), 5000);
    QCOMPARE(iccs(updated.last().first().value<AnalysisInfo>().pv), line);
    // It follows a new position (stop, bestmove, go) without failing.
    updated.clear();
    analyser.analyse(start, {});
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 5000);
    QCOMPARE(failed.count(), 0);
}

// An engine analyses, reports, answers the first pings, then stops talking in
// the middle of `go infinite`: found by the pings alone (nobody asks it to
// stop), reported once, killed.
void TestUiUci::hungInTheMiddleOfASearch()
{
    const QString program = script(QStringLiteral("goes-silent.sh"),
                                   QStringLiteral("n=0\n"
                                                  "while read cmd rest; do\n"
                                                  "  case \"$cmd\" in\n"
                                                  "    uci) echo 'id name Silent'; echo uciok;;\n"
                                                  "    go) echo 'info depth 1 score cp 12 pv h2e2'; echo 'info depth 2 score cp 20 pv h2e2 h9g7';;\n"
                                                  "    isready) n=$((n+1)); if [ $n -le 3 ]; then echo readyok; fi;;\n"
                                                  "    stop) echo 'bestmove h2e2';;\n"
                                                  "    quit) exit 0;;\n"
                                                  "  esac\n"
                                                  "done\n"));
    XiangqiAnalyser analyser(QLatin1Char('"') + program + QLatin1Char('"'));
    analyser.setTimeouts(1500, 400, 1500);
    analyser.setPingInterval(100);
    QSignalSpy updated(&analyser, &XiangqiAnalyser::updated);
    QSignalSpy failed(&analyser, &XiangqiAnalyser::failed);
    QElapsedTimer since;
    since.start();
    analyser.analyse(Position(), {});
    QTRY_VERIFY_WITH_TIMEOUT(analyser.processId() > 0, 3000);
    const qint64 pid = analyser.processId();
    QVERIFY(failed.wait(5000));
    // Three pings answered (about 0.2 s), the fourth not (0.4 s more).
    QVERIFY2(since.elapsed() >= 500, qPrintable(QString::number(since.elapsed())));
    QCOMPARE(updated.count(), 2); // the analysis went on until it hung
    QCOMPARE(updated.last().first().value<AnalysisInfo>().depth, 2);
    const QString reason = failed.first().first().toString();
    QVERIFY2(reason.contains(QLatin1String("stopped responding")) && reason.contains(QLatin1String("isready")),
             qPrintable(reason));
    QVERIFY(analyser.hasFailed());
    QCOMPARE(analyser.processId(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)), 3000);
    QTest::qWait(300); // no second report
    QCOMPARE(failed.count(), 1);
}

// An engine that thinks on without printing anything new, but answers every
// isready, is alive: no failure however long it stays quiet; it was pinged
// again and again; it follows a new position.
void TestUiUci::quietButAnsweringIsNotHung()
{
    const QString log = dir_.filePath(QStringLiteral("pings.log"));
    const QString program = script(QStringLiteral("quiet.sh"),
                                   QStringLiteral("while read cmd rest; do\n"
                                                  "  case \"$cmd\" in\n"
                                                  "    uci) echo 'id name Quiet'; echo uciok;;\n"
                                                  "    go) echo 'info depth 1 score cp 12 pv h2e2';;\n"
                                                  "    isready) echo readyok; echo ping >> '%1';;\n"
                                                  "    stop) echo 'bestmove h2e2';;\n"
                                                  "    quit) exit 0;;\n"
                                                  "  esac\n"
                                                  "done\n")
                                       .arg(log));
    XiangqiAnalyser analyser(QLatin1Char('"') + program + QLatin1Char('"'));
    analyser.setTimeouts(1500, 300, 1500);
    analyser.setPingInterval(50);
    QSignalSpy updated(&analyser, &XiangqiAnalyser::updated);
    QSignalSpy failed(&analyser, &XiangqiAnalyser::failed);
    analyser.analyse(Position(), {});
    QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, 3000);
    QTest::qWait(1200); // four times the answer timeout, in silence but for readyok
    QCOMPARE(failed.count(), 0);
    QCOMPARE(updated.count(), 1);
    QFile pings(log);
    QVERIFY(pings.open(QIODevice::ReadOnly));
    const int count = pings.readAll().count('\n');
    QVERIFY2(count >= 5, qPrintable(QString::number(count)));
    // A new position: stop, bestmove, go again; still alive.
    analyser.analyse(Position(), iccsLine(Position(), QStringLiteral("h2e2")));
    QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 2, 3000);
    QTest::qWait(400);
    QCOMPARE(failed.count(), 0);
    QVERIFY(analyser.processId() > 0);
}

void TestUiUci::multiPvWithAFakeEngine_data()
{
    QTest::addColumn<bool>("offered"); // the engine offers MultiPV
    QTest::newRow("engine offers MultiPV") << true;
    QTest::newRow("engine without MultiPV: one line") << false;
}

// The lines asked for reach the engine as `setoption name MultiPV` before the
// search (and again, between stop and go, when the count changes while it
// searches); an engine without the option gets none and reports one line;
// lines beyond the count are not reported.
void TestUiUci::multiPvWithAFakeEngine()
{
    QFETCH(bool, offered);
    const QString log = dir_.filePath(QStringLiteral("multipv-%1.log").arg(offered));
    QFile::remove(log);
    const QString program = script(
        QStringLiteral("multipv-%1.sh").arg(offered),
        QStringLiteral("while read cmd rest; do\n"
                       "  echo \"$cmd $rest\" >> '%1'\n"
                       "  case \"$cmd\" in\n"
                       "    uci) echo 'id name Lines'; %2 echo uciok;;\n"
                       "    go) echo 'info depth 3 multipv 1 score cp 30 pv h2e2 h9g7';\n"
                       "        echo 'info depth 3 multipv 2 score cp 20 pv h0g2 h9g7';\n"
                       "        echo 'info depth 3 multipv 3 score cp 10 pv b0c2 b9c7';;\n"
                       "    isready) echo readyok;;\n"
                       "    stop) echo 'bestmove h2e2';;\n"
                       "    quit) exit 0;;\n"
                       "  esac\n"
                       "done\n")
            .arg(log, offered ? QStringLiteral("echo 'option name MultiPV type spin default 1 min 1 max 500';") : QString()));
    XiangqiAnalyser analyser(QLatin1Char('"') + program + QLatin1Char('"'));
    analyser.setTimeouts(1500, 1500, 1500);
    analyser.setLineCount(2);
    QCOMPARE(analyser.lineCount(), 2); // not known yet: as asked
    QSignalSpy updated(&analyser, &XiangqiAnalyser::updated);
    QSignalSpy failed(&analyser, &XiangqiAnalyser::failed);
    QSignalSpy ready(&analyser, &XiangqiAnalyser::ready);
    analyser.analyse(Position(), {});
    QVERIFY(ready.wait(3000));
    QCOMPARE(analyser.lineCount(), offered ? 2 : 1);
    QCOMPARE(analyser.maxLines(), offered ? XiangqiAnalyser::MaxLines : 1);
    QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= (offered ? 2 : 1), 3000);
    QTest::qWait(100);
    QList<int> lines;
    for (const auto& args : std::as_const(updated))
        lines << args.first().value<AnalysisInfo>().line;
    QCOMPARE(lines, offered ? QList<int>({1, 2}) : QList<int>({1})); // line 3 not asked for
    QCOMPARE(iccs(updated.first().first().value<AnalysisInfo>().pv), QStringLiteral("h2e2 h9g7"));
    if (offered)
        QCOMPARE(iccs(updated.at(1).first().value<AnalysisInfo>().pv), QStringLiteral("h0g2 h9g7"));

    // Three lines while it searches: stop, the option, the same position again.
    updated.clear();
    analyser.setLineCount(3);
    if (offered)
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 3, 3000);
    QTest::qWait(offered ? 100 : 300);
    if (!offered)
        QCOMPARE(updated.count(), 0); // still one line: the search goes on undisturbed
    QCOMPARE(failed.count(), 0);
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QStringList sent;
    for (const QByteArray& l : f.readAll().split('\n'))
        if (!l.startsWith("isready") && !l.trimmed().isEmpty())
            sent << QString::fromUtf8(l.trimmed());
    const QString start = QStringLiteral("position fen ") + QString::fromStdString(Position().fen());
    QStringList expected{QStringLiteral("uci"), QStringLiteral("ucinewgame")};
    if (offered)
        expected << QStringLiteral("setoption name MultiPV value 2");
    expected << start << QStringLiteral("go infinite");
    if (offered) {
        expected << QStringLiteral("stop") << QStringLiteral("setoption name MultiPV value 3") << start
                 << QStringLiteral("go infinite");
    }
    QCOMPARE(sent, expected); // without the option: one line asked for, nothing to restart
}

void TestUiUci::multiPvWithFairyStockfish_data()
{
    QTest::addColumn<QString>("moves"); // from the start position
    QTest::addColumn<int>("lines");
    QTest::newRow("red to move, 3 lines") << "" << 3;
    QTest::newRow("black to move, 5 lines") << "h2e2" << 5;
}

// The real engine with MultiPV: N lines at one depth, each a legal line, with
// distinct first moves, ordered best first for the side to move (scores are
// from red's view, so for black the order is from low to high).
void TestUiUci::multiPvWithFairyStockfish()
{
    if (!QFileInfo(FairyPath).isExecutable())
        QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish)");
    QFETCH(QString, moves);
    QFETCH(int, lines);
    XiangqiAnalyser analyser(FairyPath);
    analyser.setLineCount(lines);
    QSignalSpy updated(&analyser, &XiangqiAnalyser::updated);
    QSignalSpy failed(&analyser, &XiangqiAnalyser::failed);
    const Position start;
    const std::vector<Move> played = iccsLine(start, moves);
    Position root = start;
    for (const Move m : played)
        root.makeMove(m);
    analyser.analyse(start, played);
    // The lines of one depth, complete: each line's latest report at depth >= 8.
    std::map<int, std::vector<AnalysisInfo>> byDepth;
    int complete = 0;
    QElapsedTimer since;
    since.start();
    while (complete == 0 && since.elapsed() < 20000) {
        QTest::qWait(50);
        for (const auto& args : std::as_const(updated)) {
            const AnalysisInfo info = args.first().value<AnalysisInfo>();
            QVERIFY(info.line >= 1 && info.line <= lines);
            auto& row = byDepth[info.depth];
            row.resize(static_cast<std::size_t>(lines));
            row[static_cast<std::size_t>(info.line - 1)] = info;
        }
        updated.clear();
        for (const auto& [depth, row] : byDepth)
            if (depth >= 8 && std::all_of(row.begin(), row.end(), [](const AnalysisInfo& i) { return i.depth > 0; }))
                complete = depth;
    }
    QCOMPARE(failed.count(), 0);
    QVERIFY2(complete > 0, "no depth >= 8 with every line");
    const std::vector<AnalysisInfo>& row = byDepth[complete];
    const int sign = root.sideToMove() == Side::Red ? 1 : -1;
    QSet<QString> firstMoves;
    for (int i = 0; i < lines; ++i) {
        const AnalysisInfo& info = row[static_cast<std::size_t>(i)];
        QCOMPARE(info.line, i + 1);
        QVERIFY(!info.mate);
        QVERIFY2(info.pv.size() >= 2, qPrintable(QString::number(i + 1)));
        Position p = root;
        for (const Move m : info.pv) {
            QVERIFY2(p.isLegal(m), toIccs(m).c_str());
            p.makeMove(m);
        }
        firstMoves.insert(QString::fromStdString(toIccs(info.pv.front())));
        if (i > 0) // best first, for the side to move
            QVERIFY2(sign * info.score <= sign * row[static_cast<std::size_t>(i - 1)].score,
                     qPrintable(QStringLiteral("line %1: %2, line %3: %4")
                                    .arg(i).arg(row[static_cast<std::size_t>(i - 1)].score).arg(i + 1).arg(info.score)));
        QVERIFY(isChinese(numberedChineseLine(root, info.pv)));
    }
    QCOMPARE(firstMoves.size(), lines);
}

void TestUiUci::fakeEngineOpponent_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("failure");
    QTest::addColumn<QString>("move"); // expected answer (ICCS 0-9) when no failure
    const QString loop = QStringLiteral("while read cmd rest; do\n"
                                        "  case \"$cmd\" in\n"
                                        "    uci) echo 'id name %1'; echo uciok;;\n"
                                        "    go) %2;;\n"
                                        "    quit) exit 0;;\n"
                                        "  esac\n"
                                        "done\n");
    QTest::newRow("crashes after uci") << "read line\nkill -SEGV $$\n" << "crashed" << "";
    QTest::newRow("hangs: no uciok") << "exec sleep 600\n" << "uciok" << "";
    QTest::newRow("hangs on go") << loop.arg("Sleeper", ":") << "in time" << "";
    QTest::newRow("garbage move") << loop.arg("Noisy", "echo 'bestmove zz99'") << "illegal" << "";
    QTest::newRow("ranks 0-9") << loop.arg("Fake09", "echo 'bestmove h9g7'") << "" << "h9g7";
    QTest::newRow("ranks 1-10") << loop.arg("Fake110", "echo 'bestmove h10g8'") << "" << "h9g7";
}

void TestUiUci::fakeEngineOpponent()
{
    QFETCH(QString, body);
    QFETCH(QString, failure);
    QFETCH(QString, move);
    const QString program = script(QStringLiteral("opponent-%1.sh").arg(QTest::currentDataTag()).replace(' ', '-'),
                                   body);
    Opponent player(QLatin1Char('"') + program + QLatin1Char('"'));
    player.seat.setTimeouts(1500, 1000);
    QSignalSpy found(&player.seat, &match::Seat::acts);
    QSignalSpy failed(&player.seat, &UciSeat::failed);
    player.think();
    if (!failure.isEmpty()) {
        QVERIFY(failed.wait(5000));
        QVERIFY2(reasonOf(failed.first()).contains(failure), qPrintable(reasonOf(failed.first())));
        QCOMPARE(found.count(), 0);
        return;
    }
    QVERIFY(found.wait(5000));
    QCOMPARE(QString::fromStdString(toIccs(moveOf(found.first()))), move);
    QCOMPARE(failed.count(), 0);
}

void TestUiUci::probeReadsOptions()
{
    UciProbe probe(CliCommand);
    QSignalSpy ok(&probe, &UciProbe::succeeded);
    QVERIFY(ok.wait(10000));
    QVERIFY(ok.first().first().toString().startsWith(QLatin1String("Qiyuan")));
    QStringList names;
    for (const QString& l : probe.optionLines())
        if (const auto o = parseUciOption(l))
            names << o->name;
    QVERIFY2(names.contains(QStringLiteral("Hash")), qPrintable(names.join(',')));
    QVERIFY(names.contains(QStringLiteral("UCI_Variant")));
}

void TestUiUci::optionsAreSent_data()
{
    QTest::addColumn<bool>("offersVariant");
    QTest::addColumn<bool>("analysis"); // the analyser, else the opponent
    QTest::newRow("analysis, engine offers UCI_Variant") << true << true;
    QTest::newRow("analysis, engine without variants") << false << true;
    QTest::newRow("opponent, engine offers UCI_Variant") << true << false;
    QTest::newRow("opponent, engine without variants") << false << false;
}

// What the client writes: UCI_Variant xiangqi only when offered, UCI_AnalyseMode
// for analysis, the user's options, the position as a FEN, and stop + quit at the end.
void TestUiUci::optionsAreSent()
{
    QFETCH(bool, offersVariant);
    QFETCH(bool, analysis);
    const QString log = dir_.filePath(QStringLiteral("received-%1.log").arg(QTest::currentDataTag()).replace(' ', '-'));
    QFile::remove(log);
    const QString variant = offersVariant ? QStringLiteral("echo 'option name UCI_Variant type combo default chess var chess var xiangqi'; ")
                                          : QString();
    const QString program = script(
        QStringLiteral("logger-%1.sh").arg(QTest::currentDataTag()).replace(' ', '-'),
        QStringLiteral("while read cmd rest; do\n"
                       "  echo \"$cmd $rest\" >> '%1'\n"
                       "  case \"$cmd\" in\n"
                       "    uci) echo 'id name Logger'; %2echo 'option name UCI_AnalyseMode type check default false'; "
                       "echo 'option name Hash type spin default 16 min 1 max 64'; echo uciok;;\n"
                       "    go) if [ \"$rest\" = infinite ]; then echo 'info depth 1 score cp 3 pv h2e2'; "
                       "else echo 'bestmove h2e2'; fi;;\n"
                       "    stop) echo 'bestmove h2e2';;\n"
                       "    quit) exit 0;;\n"
                       "  esac\n"
                       "done\n")
            .arg(log, variant));
    const QList<QPair<QString, QString>> options{{QStringLiteral("Hash"), QStringLiteral("32")}};
    if (analysis) {
        auto* analyser = new XiangqiAnalyser(QLatin1Char('"') + program + QLatin1Char('"'), options);
        QSignalSpy updated(analyser, &XiangqiAnalyser::updated);
        analyser->analyse(Position(), {});
        QVERIFY(updated.wait(5000));
        const qint64 pid = analyser->processId();
        delete analyser;
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)), 3000);
    } else {
        Opponent player(QLatin1Char('"') + program + QLatin1Char('"'), options, QString());
        QSignalSpy found(&player.seat, &match::Seat::acts);
        player.think();
        QVERIFY(found.wait(5000));
    }
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first().trimmed(), QStringLiteral("uci"));
    QCOMPARE(lines.contains(QStringLiteral("setoption name UCI_Variant value xiangqi")), offersVariant);
    QCOMPARE(lines.contains(QStringLiteral("setoption name UCI_AnalyseMode value true")), analysis);
    QVERIFY(lines.contains(QStringLiteral("setoption name Hash value 32")));
    QVERIFY(lines.contains(QStringLiteral("position fen ") + QString::fromStdString(Position().fen())));
    if (analysis)
        QVERIFY(lines.contains(QStringLiteral("go infinite")));
    else
        QVERIFY(!lines.filter(QRegularExpression(QStringLiteral("^go movetime \\d+$"))).isEmpty());
    if (analysis) {
        QVERIFY(lines.contains(QStringLiteral("stop ")));
        QCOMPARE(lines.last().trimmed(), QStringLiteral("quit"));
    }
}

QTEST_MAIN(TestUiUci)
#include "tst_ui_uci.moc"
