// qiyuan-cli serve for the board games, run as a separate process exactly as
// the acceptance checks do (docs/CLI.md, "serve"): every variant played to
// its end by two real ClientSession players, more games at one table, bad
// arguments, SIGTERM, and peers speaking garbage while the table goes on;
// --clock of every kind (issue 40).
#include "../fakeremote.h"
#include "../lanplay.h"
#include "net/banqimirror.h"
#include "net/clientsession.h"
#include "net/protocol.h"

#include <QCborValue>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

#include <csignal>
#include <memory>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace lanplay;

namespace {

const QString Code = QStringLiteral("246810");

// Short intervals for the players; the host's come from --silence/--rejoin.
Timing playerTiming()
{
    Timing t;
    t.heartbeatMs = 200;
    t.silenceMs = 5000;
    return t;
}

// A running `qiyuan-cli serve` and the events it printed so far.
class Server {
public:
    ~Server()
    {
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
    }
    bool start(const QStringList& args)
    {
        QObject::connect(&p, &QProcess::readyReadStandardOutput, &p, [this] { read(); });
        p.start(QStringLiteral(QIYUAN_CLI_PATH), QStringList{QStringLiteral("serve")} + args);
        if (!p.waitForStarted(10000))
            return false;
        return waitFor(QStringLiteral("listening"));
    }
    // The next event named `name` after the last one waited for (5 s at most).
    bool waitFor(const QString& name, QJsonObject* out = nullptr, int timeoutMs = 10000)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            for (; cursor < events.size(); ++cursor) {
                if (events[cursor].value(QStringLiteral("event")).toString() == name) {
                    if (out)
                        *out = events[cursor];
                    ++cursor;
                    return true;
                }
            }
            if (p.state() == QProcess::NotRunning)
                p.waitForReadyRead(0);
            QTest::qWait(10);
            read();
            if (p.state() == QProcess::NotRunning && cursor >= events.size())
                return false;
        }
        return false;
    }
    QList<QJsonObject> named(const QString& name) const
    {
        QList<QJsonObject> out;
        for (const QJsonObject& e : events)
            if (e.value(QStringLiteral("event")).toString() == name)
                out << e;
        return out;
    }
    quint16 port() const { return quint16(events.value(0).value(QStringLiteral("port")).toInt()); }
    bool finished(int* exitCode)
    {
        // (waitForFinished is false for a process that has already finished)
        if (p.state() != QProcess::NotRunning && !p.waitForFinished(10000))
            return false;
        read();
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return true;
    }

    QProcess p;
    QList<QJsonObject> events;
    QStringList badLines; // stdout lines that are not one JSON object
    qsizetype cursor = 0;

private:
    void read()
    {
        buffer += p.readAllStandardOutput();
        qsizetype nl;
        while ((nl = buffer.indexOf('\n')) >= 0) {
            const QByteArray line = buffer.left(nl);
            buffer.remove(0, nl + 1);
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (doc.isObject())
                events << doc.object();
            else
                badLines << QString::fromUtf8(line);
        }
    }
    QByteArray buffer;
};

// A player of either seat: chooses from its own copy of the game.
QString chooseFor(const ClientSession& c, QRandomGenerator& rng)
{
    const QString game = c.state().value(QStringLiteral("game")).toString();
    if (game == QLatin1String("banqi")) {
        const auto g = mirrorBanqi(c.state());
        return g ? chooseBanqi(*g, rng) : QString();
    }
    if (game == QLatin1String("jifen")) {
        const auto g = mirrorJifen(c);
        return g ? chooseJifen(*g, rng) : QString();
    }
    const auto start = xiangqi::Position::fromFen(c.state().value(QStringLiteral("start")).toString().toStdString());
    if (!start)
        return {};
    xiangqi::Position pos = *start;
    for (const QString& a : c.actions())
        pos.makeMove(xiangqi::Position::parseIccs(a.toStdString()));
    return chooseMove(pos, rng);
}

bool isOver(const ClientSession& c)
{
    return c.result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing");
}

std::unique_ptr<ClientSession> sitDown(quint16 port, const QString& name)
{
    auto c = std::make_unique<ClientSession>(playerTiming());
    QSignalSpy joined(c.get(), &ClientSession::joined);
    c->connectToHost(QStringLiteral("127.0.0.1"), port, name, Code);
    if (!joined.wait(5000))
        return nullptr;
    return c;
}

// How a game ended, as the red player's copy had it when the result came:
// the next game at the table replaces the copy at once.
struct Played {
    QStringList sent;    // the moves sent, in order
    QStringList actions; // the red player's copy of the game's actions at its end
    QCborMap result;     // empty while the game is on
};

// Plays until the game is over (or `maxPlies`): each seat moves when it is to
// move, then waits until both copies took the host's broadcast (or the result).
Played playOut(ClientSession* red, ClientSession* black, QRandomGenerator& rng, int maxPlies = 2000)
{
    Played played;
    QObject context;
    QObject::connect(red, &ClientSession::gameOver, &context, [&](const QCborMap& result) {
        played.result = result;
        played.actions = red->actions();
    });
    ClientSession* seats[2] = {red, black};
    while (played.result.isEmpty() && played.sent.size() < maxPlies) {
        ClientSession* mover = seats[red->toMove()];
        const QString action = chooseFor(*mover, rng);
        if (action.isEmpty())
            break;
        const int ply = red->ply();
        QSignalSpy refused(mover, &ClientSession::errorReceived);
        mover->sendMove(action);
        if (!QTest::qWaitFor([&] { return !played.result.isEmpty() || (red->ply() > ply && black->ply() > ply); },
                             5000)) {
            qWarning() << "no answer to" << action << "at ply" << ply << refused;
            break;
        }
        played.sent << action;
    }
    return played;
}

} // namespace

class TestCliServe : public QObject {
    Q_OBJECT
private slots:
    void everyVariantPlaysToTheEnd_data();
    void everyVariantPlaysToTheEnd();
    void badArguments_data();
    void badArguments();
    void sigtermSaysBye();
    void signalTheMomentListeningIsRead_data();
    void signalTheMomentListeningIsRead();
    void anyFreePort_data();
    void anyFreePort();
    void peerEvents_data();
    void peerEvents();
    void garbageGetsErrorsAndTheTableGoesOn();
    void aFallenFlagEndsTheGame();
    void clockKinds_data();
    void clockKinds();
    void rulesReachTheGuests_data();
    void rulesReachTheGuests();
};

void TestCliServe::everyVariantPlaysToTheEnd_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("game");
    QTest::newRow("xiangqi") << QStringList{QStringLiteral("--variant"), QStringLiteral("xiangqi")} << "xiangqi";
    for (const char* v : {"jifen-simple", "jifen-match", "jifen-contest"})
        QTest::newRow(v) << QStringList{QStringLiteral("--variant"), QString::fromLatin1(v)} << "jifen";
    for (const char* v : {"banqi", "banqi-taiwan", "banqi-tcga", "banqi-chariot-rush"}) // every preset (issue 41)
        QTest::newRow(v) << QStringList{QStringLiteral("--variant"), QString::fromLatin1(v), QStringLiteral("--seed"),
                                        QStringLiteral("9001"), QStringLiteral("--clock"), QStringLiteral("off")}
                         << "banqi";
}

void TestCliServe::everyVariantPlaysToTheEnd()
{
    QFETCH(QStringList, args);
    QFETCH(QString, game);
    Server s;
    QVERIFY(s.start(args + QStringList{QStringLiteral("--code"), Code, QStringLiteral("--games"), QStringLiteral("2"),
                                        QStringLiteral("--name"), QStringLiteral("Club table")}));
    const QJsonObject listening = s.events.first();
    QCOMPARE(listening.value(QStringLiteral("code")).toString(), Code);
    QCOMPARE(listening.value(QStringLiteral("game")).toString(), game);
    QCOMPARE(listening.value(QStringLiteral("variant")).toString(),
             game == QLatin1String("xiangqi") ? QStringLiteral("standard") : args.at(1));
    QVERIFY(s.port() > 0);

    auto red = sitDown(s.port(), QStringLiteral("Red player"));
    QVERIFY(red);
    QCOMPARE(red->seat(), 0);
    QCOMPARE(red->welcome().value(QStringLiteral("hostSeat")).toInteger(), -1);
    QCOMPARE(red->welcome().value(QStringLiteral("host")).toString(), QStringLiteral("Club table"));
    auto black = sitDown(s.port(), QStringLiteral("Black player"));
    QVERIFY(black);
    QCOMPARE(black->seat(), 1);
    QJsonObject started;
    QVERIFY(s.waitFor(QStringLiteral("started"), &started));
    QCOMPARE(started.value(QStringLiteral("players")).toArray(),
             (QJsonArray{QStringLiteral("Red player"), QStringLiteral("Black player")}));
    QCOMPARE(game == QLatin1String("banqi"), started.contains(QStringLiteral("commitment")));
    const QList<QJsonObject> joined = s.named(QStringLiteral("joined"));
    QCOMPARE(joined.size(), 2);
    QCOMPARE(joined[0].value(QStringLiteral("seat")).toInt(), 0);
    QCOMPARE(joined[1].value(QStringLiteral("name")).toString(), QStringLiteral("Black player"));
    // The host printed "started"; the clients may take the message a moment later.
    QTRY_VERIFY(red->gameStarted() && black->gameStarted());

    // Game 1: to its end by the rules.
    QRandomGenerator rng(17);
    const Played game1 = playOut(red.get(), black.get(), rng);
    const QStringList& sent = game1.sent;
    QVERIFY2(!game1.result.isEmpty(), qPrintable(QStringLiteral("not over after %1 plies").arg(sent.size())));
    QJsonObject result;
    QVERIFY(s.waitFor(QStringLiteral("result"), &result));
    QCOMPARE(result.value(QStringLiteral("game")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("result")).toString(), game1.result.value(QStringLiteral("verdict")).toString());
    QCOMPARE(result.value(QStringLiteral("reason")).toString(), game1.result.value(QStringLiteral("reason")).toString());
    QVERIFY(!result.value(QStringLiteral("reason")).toString().isEmpty());
    // Every action is one move event, in order, numbered by ply (banqi: a
    // host-recorded timeout would be one too; the clock is off here).
    QStringList printed;
    int ply = 0;
    for (const QJsonObject& e : s.named(QStringLiteral("move"))) {
        QCOMPARE(e.value(QStringLiteral("game")).toInt(), 1);
        QCOMPARE(e.value(QStringLiteral("ply")).toInt(), ++ply);
        QVERIFY(e.value(QStringLiteral("seat")).toInt() == 0 || e.value(QStringLiteral("seat")).toInt() == 1);
        QVERIFY(!e.value(QStringLiteral("notation")).toString().isEmpty());
        printed << e.value(QStringLiteral("action")).toString();
    }
    QCOMPARE(printed, sent);
    QCOMPARE(game1.actions, sent);
    if (game == QLatin1String("banqi"))
        QCOMPARE(result.value(QStringLiteral("reveal")).toObject().value(QStringLiteral("seed")).toString(),
                 QStringLiteral("9001")); // the deal's seed is revealed with the result (BQ-1)

    // Game 2 at the same table: seated again with the same tokens; a resignation ends it.
    const QString redToken = red->token();
    QVERIFY(s.waitFor(QStringLiteral("started"), &started));
    QCOMPARE(started.value(QStringLiteral("game")).toInt(), 2);
    // Both clients must have the new game before anyone moves: a move made
    // from the old game's last ply is refused as stale (a loaded machine once
    // let red start while black still stood at game 1's end).
    QTRY_COMPARE(red->ply(), 0);
    QTRY_COMPARE(black->ply(), 0);
    QCOMPARE(red->seat(), 0);
    QCOMPARE(red->token(), redToken);
    QCOMPARE(red->ply(), 0);
    QVERIFY(!isOver(*red));
    if (game == QLatin1String("banqi")) {
        // BQ-11: no resigning before ply 40, so play that far first.
        QVERIFY(playOut(red.get(), black.get(), rng, 40).result.isEmpty());
    }
    if (!isOver(*red))
        (red->toMove() == 0 ? red : black)->resign();
    QVERIFY(s.waitFor(QStringLiteral("result"), &result));
    QCOMPARE(result.value(QStringLiteral("game")).toInt(), 2);
    if (game == QLatin1String("banqi"))
        QCOMPARE(result.value(QStringLiteral("reveal")).toObject().value(QStringLiteral("seed")).toString(),
                 QStringLiteral("9002")); // game k is dealt from seed + k - 1
    QJsonObject bye;
    QVERIFY(s.waitFor(QStringLiteral("bye"), &bye));
    QCOMPARE(bye.value(QStringLiteral("reason")).toString(), QStringLiteral("games"));
    QCOMPARE(bye.value(QStringLiteral("played")).toInt(), 2);
    int exitCode = -1;
    QVERIFY(s.finished(&exitCode));
    QCOMPARE(exitCode, 0);
    QVERIFY2(s.badLines.isEmpty(), qPrintable(s.badLines.join(QLatin1Char('\n'))));
    QVERIFY(QTest::qWaitFor([&] { return !red->isConnected(); }, 5000)); // nothing left behind
}

void TestCliServe::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    auto row = [](const char* name, QStringList args, const char* says) {
        QTest::newRow(name) << args << QString::fromLatin1(says);
    };
    row("no variant", {}, "--variant V is required");
    row("unknown variant", {"--variant", "chess"}, "unknown variant");
    row("port negative", {"--variant", "xiangqi", "--port", "-1"}, "--port must be a whole number from 0");
    row("port too large", {"--variant", "xiangqi", "--port", "65536"}, "--port must be");
    row("port not a number", {"--variant", "xiangqi", "--port", "http"}, "--port must be");
    row("code of 5 digits", {"--variant", "xiangqi", "--code", "12345"}, "--code must be exactly 6 digits");
    row("code with letters", {"--variant", "xiangqi", "--code", "12345a"}, "--code must be exactly 6 digits");
    row("seed for xiangqi", {"--variant", "xiangqi", "--seed", "1"}, "--seed is for banqi");
    row("seed negative", {"--variant", "banqi", "--seed", "-1"}, "--seed must be");
    row("seed too large", {"--variant", "banqi", "--seed", "18446744073709551616"}, "--seed must be");
    row("clock negative", {"--variant", "xiangqi", "--clock", "-5"}, "--clock must be");
    row("clock in words", {"--variant", "jifen-contest", "--clock", "fast"}, "--clock must be");
    row("clock with no periods", {"--variant", "xiangqi", "--clock", "600/byo:0x30"}, "--clock must be");
    row("clock odds for one side", {"--variant", "xiangqi", "--clock", "red=300+5"}, "--clock must be");
    row("clock with two limits", {"--variant", "xiangqi", "--clock", "move:30/move:20"}, "--clock must be");
    row("clock seconds too many", {"--variant", "xiangqi", "--clock", "86401"}, "--clock must be");
    row("banqi clock with increment", {"--variant", "banqi", "--clock", "300+5"}, "--clock for banqi is its turn clock");
    row("games 0", {"--variant", "xiangqi", "--games", "0"}, "--games must be");
    row("games too many", {"--variant", "xiangqi", "--games", "1001"}, "--games must be");
    row("empty name", {"--variant", "xiangqi", "--name", "  "}, "--name must have");
    row("bind not an address", {"--variant", "xiangqi", "--bind", "somewhere"}, "--bind must be");
    row("rejoin 0", {"--variant", "xiangqi", "--rejoin", "0"}, "--rejoin must be");
    row("silence too long", {"--variant", "xiangqi", "--silence", "3601"}, "--silence must be");
    row("option twice", {"--variant", "xiangqi", "--variant", "banqi"}, "given twice");
    row("unknown option", {"--variant", "xiangqi", "--colour", "red"}, "unknown option");
    row("stray word", {"--variant", "xiangqi", "now"}, "unexpected argument");
    // --rules as replay reads it (docs/CLI.md): the error names the option.
    row("rules for xiangqi", {"--variant", "xiangqi", "--rules", "chariot-runs=yes"}, "--rules is for the banqi variants");
    row("rules for jifen", {"--variant", "jifen-simple", "--rules", "chariot-runs=yes"}, "--rules is for the banqi variants");
    row("rules for a role game", {"--variant", "werewolf-chess", "--rules", "chariot-runs=yes"},
        "--rules is for the banqi variants");
    row("rules with an unknown option", {"--variant", "banqi", "--rules", "flying-general=yes"}, "flying-general");
    row("rules with a value out of range (BQ-8)", {"--variant", "banqi", "--rules", "chase-limit=101"}, "chase-limit");
    row("rules with an unknown value (BQ-18)", {"--variant", "banqi-taiwan", "--rules", "chariot-runs=maybe"}, "chariot-runs");
    row("rules: face-down chains need face-down captures (BQ-17)", {"--variant", "banqi", "--rules", "chain-captures=face-down"},
        "chain-captures");
    row("rules without a value", {"--variant", "banqi", "--rules", "chariot-runs"}, "--rules: ");
}

void TestCliServe::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), QStringList{QStringLiteral("serve")} + args);
    QVERIFY(p.waitForFinished(10000)); // never starts hosting
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    const QByteArray out = p.readAllStandardOutput();
    QCOMPARE(out.count('\n'), 1);
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    QVERIFY2(o.value(QStringLiteral("error")).toString().contains(says), out.constData());
}

void TestCliServe::sigtermSaysBye()
{
    Server s;
    QVERIFY(s.start({QStringLiteral("--variant"), QStringLiteral("jifen-contest"), QStringLiteral("--code"), Code}));
    auto red = sitDown(s.port(), QStringLiteral("Red player"));
    QVERIFY(red);
    QSignalSpy gone(red.get(), &ClientSession::disconnected);
    ::kill(pid_t(s.p.processId()), SIGTERM);
    QJsonObject bye;
    QVERIFY(s.waitFor(QStringLiteral("bye"), &bye));
    QCOMPARE(bye.value(QStringLiteral("reason")).toString(), QStringLiteral("signal"));
    QCOMPARE(bye.value(QStringLiteral("played")).toInt(), 0);
    int exitCode = -1;
    QVERIFY(s.finished(&exitCode));
    QCOMPARE(exitCode, 0);
    QVERIFY(gone.size() == 1 || gone.wait(5000)); // the player's connection closed with the host
    // A port that was the table's is free again at once: nothing is left listening.
    QTcpSocket probe;
    probe.connectToHost(QStringLiteral("127.0.0.1"), s.port());
    QVERIFY(!probe.waitForConnected(2000));
}

void TestCliServe::signalTheMomentListeningIsRead_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM, xiangqi") << "xiangqi" << int(SIGTERM);
    QTest::newRow("SIGINT, xiangqi") << "xiangqi" << int(SIGINT);
    QTest::newRow("SIGTERM, werewolf-xiangqi") << "werewolf-xiangqi" << int(SIGTERM);
    QTest::newRow("SIGINT, werewolf-chess") << "werewolf-chess" << int(SIGINT);
}

// The signal goes out the instant the `listening` line is read, 100 times:
// every time the host ends with `bye` (reason signal) and exit code 0, never
// killed by the signal (the handlers are in place before the line is printed).
void TestCliServe::signalTheMomentListeningIsRead()
{
    QFETCH(QString, variant);
    QFETCH(int, signal);
    for (int attempt = 1; attempt <= 100; ++attempt) {
        QProcess p;
        p.start(QStringLiteral(QIYUAN_CLI_PATH),
                {QStringLiteral("serve"), QStringLiteral("--variant"), variant, QStringLiteral("--bind"),
                 QStringLiteral("127.0.0.1")});
        QVERIFY(p.waitForStarted(10000));
        QByteArray out;
        while (!out.contains('\n') && p.waitForReadyRead(10000))
            out += p.readAllStandardOutput();
        QVERIFY2(out.startsWith("{") && out.contains("\"listening\""), out.constData());
        ::kill(pid_t(p.processId()), signal);
        QVERIFY(p.waitForFinished(10000));
        out += p.readAllStandardOutput();
        const QString where = QStringLiteral("attempt %1: %2").arg(attempt).arg(QString::fromUtf8(out));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit, qPrintable(where));
        QVERIFY2(p.exitCode() == 0, qPrintable(where));
        const QList<QByteArray> lines = out.trimmed().split('\n');
        const QJsonObject last = QJsonDocument::fromJson(lines.last()).object();
        QVERIFY2(last.value(QStringLiteral("event")).toString() == QLatin1String("bye"), qPrintable(where));
        QVERIFY2(last.value(QStringLiteral("reason")).toString() == QLatin1String("signal"), qPrintable(where));
    }
}

void TestCliServe::anyFreePort_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--port 0") << QStringList{QStringLiteral("--port"), QStringLiteral("0")};
    QTest::newRow("no --port") << QStringList{};
}

// Port 0 (the default): any free port, which `listening` names; a player can sit down there.
void TestCliServe::anyFreePort()
{
    QFETCH(QStringList, args);
    Server s;
    QVERIFY(s.start(QStringList{QStringLiteral("--variant"), QStringLiteral("xiangqi"), QStringLiteral("--code"), Code}
                    + args));
    QVERIFY(s.port() > 0);
    auto red = sitDown(s.port(), QStringLiteral("Red player"));
    QVERIFY(red);
    QCOMPARE(red->seat(), 0);
}

void TestCliServe::peerEvents_data()
{
    // What a peer does (from the local address `from`) and the event the host
    // prints for it: its fields given here must match exactly; an `error`
    // also has a non-empty `text` containing `text`.
    QTest::addColumn<QString>("does");
    QTest::addColumn<QCborValue>("with"); // what it sends: bytes, or the hello's "protocol" value
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("event");
    QTest::addColumn<QJsonObject>("fields");
    QTest::addColumn<QString>("text");
    const QString local = QStringLiteral("127.0.0.1");
    auto refused = [](const char* code, const char* address) {
        return QJsonObject{{"code", QLatin1String(code)}, {"address", QLatin1String(address)}};
    };
    QTest::newRow("a spectator joins: joined, seat -1")
        << "spectate" << QCborValue() << local << "joined"
        << QJsonObject{{"seat", -1}, {"name", "Watcher"}, {"rejoined", false}} << QString();
    QTest::newRow("bytes that are no frame: error with its text")
        << "bytes" << QCborValue(QByteArray("\x00\x00\x00\x05hello", 9)) << local << "error"
        << refused(err::BadFrame, "127.0.0.1") << QString();
    QTest::newRow("a frame over 64 KiB: error with its text")
        << "bytes" << QCborValue(QByteArray("\x7f\xff\xff\xff", 4)) << local << "error"
        << refused(err::FrameTooLarge, "127.0.0.1") << "exceeds the limit";
    QTest::newRow("hello with protocol 1.0: the text says 1.0")
        << "hello" << QCborValue(1.0) << local << "error" << refused(err::Version, "127.0.0.1")
        << "protocol version 1.0 (a floating-point number) is not supported; this host speaks 1";
    QTest::newRow("hello with protocol \"1\": the text says it is a text")
        << "hello" << QCborValue(QStringLiteral("1")) << local << "error" << refused(err::Version, "127.0.0.1")
        << "protocol version \"1\" (a text) is not supported";
    QTest::newRow("hello with protocol 2") << "hello" << QCborValue(2) << local << "error"
                                           << refused(err::Version, "127.0.0.1")
                                           << "protocol version 2 is not supported; this host speaks 1";
    QTest::newRow("hello without protocol") << "hello" << QCborValue() << local << "error"
                                            << refused(err::Version, "127.0.0.1") << "no protocol version";
    QTest::newRow("an IPv4 peer from 127.0.0.9: the address as plain IPv4")
        << "bytes" << QCborValue(QByteArray("\x00\x00\x00\x05hello", 9)) << "127.0.0.9" << "error"
        << refused(err::BadFrame, "127.0.0.9") << QString();
    QTest::newRow("a wrong room code: error bad-code")
        << "wrong code" << QCborValue() << local << "error" << refused(err::BadCode, "127.0.0.1") << "wrong room code";
    QTest::newRow("a message nobody knows: error unknown-message")
        << "teleport" << QCborValue() << local << "error" << refused(err::UnknownMessage, "127.0.0.1") << "teleport";
    QTest::newRow("a refused intent, black moves first: error not-your-turn")
        << "black moves first" << QCborValue() << local << "error" << refused(err::NotYourTurn, "127.0.0.1")
        << "not your turn";
}

void TestCliServe::peerEvents()
{
    QFETCH(QString, does);
    QFETCH(QCborValue, with);
    QFETCH(QString, from);
    QFETCH(QString, event);
    QFETCH(QJsonObject, fields);
    QFETCH(QString, text);
    Server s;
    // Every address (the default): an IPv4 peer arrives on a dual-stack socket.
    QVERIFY(s.start({QStringLiteral("--variant"), QStringLiteral("xiangqi"), QStringLiteral("--code"), Code}));
    FakeRemote peer, red;
    QVERIFY(peer.socket().bind(QHostAddress(from)));
    QVERIFY(peer.connectTo(s.port()));
    const QCborMap hello = FakeRemote::map({{"t", "hello"}, {"magic", "QIYUAN-LAN"}, {"protocol", 1}});
    if (does == QLatin1String("spectate")) {
        QVERIFY(peer.sitDown(QStringLiteral("Watcher"), QString(), true));
    } else if (does == QLatin1String("bytes")) {
        peer.socket().write(with.toByteArray());
    } else if (does == QLatin1String("hello")) {
        QCborMap m = hello;
        if (with.isUndefined())
            m.remove(QStringLiteral("protocol"));
        else
            m.insert(QStringLiteral("protocol"), with);
        peer.send(m);
    } else if (does == QLatin1String("wrong code")) {
        peer.send(hello);
        QVERIFY(peer.waitFor("welcome"));
        peer.send(FakeRemote::map({{"t", "join"}, {"name", "Guesser"}, {"code", "000000"}}));
    } else if (does == QLatin1String("teleport")) {
        QVERIFY(peer.sitDown(QStringLiteral("Rude"), Code));
        peer.send(FakeRemote::map({{"t", "teleport"}}));
    } else if (does == QLatin1String("black moves first")) {
        QVERIFY(red.connectTo(s.port()));
        QVERIFY(red.sitDown(QStringLiteral("Red"), Code));
        QVERIFY(peer.sitDown(QStringLiteral("Black"), Code));
        QVERIFY(s.waitFor(QStringLiteral("started")));
        peer.send(FakeRemote::map({{"t", "move"}, {"action", "h9g7"}}));
    } else {
        QFAIL("unknown row");
    }
    QJsonObject e;
    QVERIFY2(s.waitFor(event, &e), qPrintable(does));
    if (event == QLatin1String("joined"))
        QVERIFY(s.named(QStringLiteral("joined")).size() == 1); // the spectator's only
    for (auto it = fields.begin(); it != fields.end(); ++it)
        QVERIFY2(e.value(it.key()) == it.value(),
                 qPrintable(QStringLiteral("%1: %2").arg(it.key(), QString::fromUtf8(QJsonDocument(e).toJson()))));
    if (event == QLatin1String("error")) {
        const QString said = e.value(QStringLiteral("text")).toString();
        QVERIFY2(!said.isEmpty(), qPrintable(QString::fromUtf8(QJsonDocument(e).toJson())));
        QVERIFY2(said.contains(text), qPrintable(said));
    }
    QVERIFY2(s.badLines.isEmpty(), qPrintable(s.badLines.join(QLatin1Char('\n'))));
}

void TestCliServe::garbageGetsErrorsAndTheTableGoesOn()
{
    Server s;
    QVERIFY(s.start({QStringLiteral("--variant"), QStringLiteral("banqi"), QStringLiteral("--code"), Code,
                     QStringLiteral("--seed"), QStringLiteral("3")}));
    // Bytes that are no frame at all: an error, then the connection is closed.
    QTcpSocket junk;
    junk.connectToHost(QStringLiteral("127.0.0.1"), s.port());
    QVERIFY(junk.waitForConnected(5000));
    junk.write(QByteArray("\x00\x00\x00\x05hello", 9));
    QJsonObject error;
    QVERIFY(s.waitFor(QStringLiteral("error"), &error));
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QString::fromLatin1(err::BadFrame));
    QVERIFY(error.value(QStringLiteral("address")).toString().contains(QStringLiteral("127.0.0.1")));
    QVERIFY(QTest::qWaitFor([&] { return junk.state() == QAbstractSocket::UnconnectedState; }, 5000));
    // A length over 64 KiB is refused before any body arrives.
    QTcpSocket huge;
    huge.connectToHost(QStringLiteral("127.0.0.1"), s.port());
    QVERIFY(huge.waitForConnected(5000));
    huge.write(QByteArray("\x7f\xff\xff\xff", 4));
    QVERIFY(s.waitFor(QStringLiteral("error"), &error));
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QString::fromLatin1(err::FrameTooLarge));

    // Well-framed nonsense from a greeted peer: errors, the connection kept.
    FakeRemote rude;
    QVERIFY(rude.connectTo(s.port()));
    QVERIFY(rude.sitDown(QStringLiteral("Rude"), Code));
    rude.send(FakeRemote::map({{"t", "teleport"}}));
    QVERIFY(s.waitFor(QStringLiteral("error"), &error));
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QString::fromLatin1(err::UnknownMessage));
    rude.send(FakeRemote::map({{"t", "move"}, {"action", 42}}));
    QVERIFY(s.waitFor(QStringLiteral("error"), &error));
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QString::fromLatin1(err::BadMessage));
    QVERIFY(rude.isConnected());

    // The table still serves: the second seat is taken and the game is played.
    auto black = sitDown(s.port(), QStringLiteral("Black player"));
    QVERIFY(black);
    QCOMPARE(black->seat(), 1);
    QVERIFY(s.waitFor(QStringLiteral("started")));
    QTRY_VERIFY(black->gameStarted());
    QRandomGenerator rng(5);
    const QString first = chooseFor(*black, rng);
    const int mover = black->toMove(); // the deal's first seat (BQ-2)
    if (mover == 0)
        rude.send(FakeRemote::map({{"t", "move"}, {"action", first}}));
    else
        black->sendMove(first);
    QTRY_COMPARE(black->ply(), 1);
    QJsonObject move;
    QVERIFY(s.waitFor(QStringLiteral("move"), &move));
    QCOMPARE(move.value(QStringLiteral("action")).toString(), first);
    QCOMPARE(move.value(QStringLiteral("seat")).toInt(), mover);
}

void TestCliServe::aFallenFlagEndsTheGame()
{
    // xiangqi with one second each: nobody moves, red's flag falls.
    Server s;
    QVERIFY(s.start({QStringLiteral("--variant"), QStringLiteral("xiangqi"), QStringLiteral("--code"), Code,
                     QStringLiteral("--clock"), QStringLiteral("1")}));
    auto red = sitDown(s.port(), QStringLiteral("Red player"));
    auto black = sitDown(s.port(), QStringLiteral("Black player"));
    QVERIFY(red && black);
    QCOMPARE(red->clock().value(QStringLiteral("base")).toInteger(), 1000);
    QJsonObject result;
    QVERIFY(s.waitFor(QStringLiteral("result"), &result, 15000));
    QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("black"));
    QCOMPARE(result.value(QStringLiteral("reason")).toString(), QStringLiteral("timeout"));
    QVERIFY(s.waitFor(QStringLiteral("bye")));
}

// Each row: --clock as given, and the clock the seated players are told
// (docs/PROTOCOL.md "clock"): base, increment, byoyomi, periods, move (ms);
// black's own control's base for time odds (-1: none).
void TestCliServe::clockKinds_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("clock");
    QTest::addColumn<QList<int>>("control");
    QTest::addColumn<int>("blackBase");
    auto row = [](const char* name, const char* variant, const char* clock, QList<int> control, int blackBase = -1) {
        QTest::newRow(name) << QString::fromLatin1(variant) << QString::fromLatin1(clock) << control << blackBase;
    };
    row("seconds as before", "xiangqi", "300", {300000, 0, 0, 1, 0});
    row("sudden death", "xiangqi", "300+0", {300000, 0, 0, 1, 0});
    row("increment", "xiangqi", "300+5", {300000, 5000, 0, 1, 0});
    row("byo-yomi periods", "jifen-simple", "600/byo:3x30", {600000, 0, 30000, 3, 0});
    row("byo-yomi alone", "xiangqi", "byo:5x20", {0, 0, 20000, 5, 0});
    row("per-move limit", "xiangqi", "move:30", {0, 0, 0, 1, 30000});
    row("main time and per-move limit", "jifen-contest", "900+10/move:60", {900000, 10000, 0, 1, 60000});
    row("time odds", "xiangqi", "red=300+5,black=180+5", {300000, 5000, 0, 1, 0}, 180000);
    row("banqi turn clock as a per-move limit", "banqi", "move:20", {0, 0, 20000, 1, 0});
}

void TestCliServe::clockKinds()
{
    QFETCH(QString, variant);
    QFETCH(QString, clock);
    QFETCH(QList<int>, control);
    QFETCH(int, blackBase);
    Server s;
    QVERIFY(s.start({QStringLiteral("--variant"), variant, QStringLiteral("--code"), Code, QStringLiteral("--clock"), clock}));
    auto red = sitDown(s.port(), QStringLiteral("Red player"));
    auto black = sitDown(s.port(), QStringLiteral("Black player"));
    QVERIFY(red && black);
    // The seated player's clock, and the welcome's (its kind, before sitting down).
    for (const QCborMap& c : {black->clock(), black->welcome().value(QStringLiteral("clock")).toMap()}) {
        const QList<int> told{int(c.value(QStringLiteral("base")).toInteger()), int(c.value(QStringLiteral("increment")).toInteger()),
                              int(c.value(QStringLiteral("byoyomi")).toInteger()), int(c.value(QStringLiteral("periods")).toInteger(1)),
                              int(c.value(QStringLiteral("move")).toInteger())};
        QCOMPARE(told, control);
        QCOMPARE(int(c.value(QStringLiteral("blackControl")).toMap().value(QStringLiteral("base")).toInteger(-1)), blackBase);
        QVERIFY(c.value(QStringLiteral("enabled")).toBool());
    }
    QVERIFY(!black->welcome().value(QStringLiteral("clock")).toMap().contains(QStringLiteral("red"))); // no time left told
}

// --rules (issue 41): the guest reads the table's options in the welcome,
// before it asks for a seat, and in its state once seated; the host judges
// by them. Options equal to the preset are no options at all (no key).
void TestCliServe::rulesReachTheGuests_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("options"); // as the welcome, the state and the listening event say them
    QTest::newRow("chain captures and chariot runs on Taiwan rules, in the table's order (BQ-17, BQ-18)")
        << "banqi-taiwan" << "chariot-runs=yes,chain-captures=face-up" << "chain-captures=face-up,chariot-runs=yes";
    QTest::newRow("the cannon by rank on QQ rules (BQ-19)") << "banqi" << "cannon-targets=by-rank"
                                                           << "cannon-targets=by-rank";
    QTest::newRow("the TCGA preset's own values change nothing (BQ-16)") << "banqi-tcga" << "" << "";
    QTest::newRow("an option set to the preset's value is no option") << "banqi" << "chariot-runs=no" << "";
}

void TestCliServe::rulesReachTheGuests()
{
    QFETCH(QString, variant);
    QFETCH(QString, rules);
    QFETCH(QString, options);
    Server s;
    QVERIFY(s.start({QStringLiteral("--variant"), variant, QStringLiteral("--code"), Code, QStringLiteral("--rules"), rules}));
    const QJsonObject listening = s.events.value(0);
    QCOMPARE(listening.value(QStringLiteral("rules")).toString(), options);
    QCOMPARE(listening.contains(QStringLiteral("rules")), !options.isEmpty());

    // A guest that looks before it sits down: the welcome has the options, no seat is taken yet.
    ClientSession guest(playerTiming());
    guest.askBeforeJoining();
    QSignalSpy welcomed(&guest, &ClientSession::welcomed);
    guest.connectToHost(QStringLiteral("127.0.0.1"), s.port(), QStringLiteral("Guest"), Code);
    QVERIFY(welcomed.wait(5000));
    const QCborMap welcome = guest.welcome();
    QCOMPARE(welcome.value(QStringLiteral("variant")).toString(), variant);
    QCOMPARE(welcome.value(QStringLiteral("options")).toString(), options);
    QCOMPARE(welcome.contains(QStringLiteral("options")), !options.isEmpty());
    QVERIFY(guest.waitsToSitDown());
    QTest::qWait(100);
    QVERIFY(s.named(QStringLiteral("joined")).isEmpty());
    QSignalSpy joined(&guest, &ClientSession::joined);
    guest.sitDown();
    QVERIFY(joined.wait(5000));
    QCOMPARE(guest.seat(), 0);
    QCOMPARE(guest.state().value(QStringLiteral("options")).toString(), options);
    QVERIFY(s.waitFor(QStringLiteral("joined")));
}

QTEST_GUILESS_MAIN(TestCliServe)
#include "tst_cli_serve.moc"
