// LAN play across network namespaces (label net; needs root, else skipped):
// `qiyuan-cli serve` in a host namespace with two veth interfaces on two
// private subnets, one to a namespace "red" (10.213.1.0/24) and one to a
// namespace "watch" (10.213.2.0/24); nothing leaves the machine. lanplayer
// (this folder: the real net::ClientSession and net::Browser) plays the first
// seat in "red", the second seat and a spectator in "watch". Every client
// finds the table by discovery (the broadcast on its own subnet: the host
// announces on both interfaces), never by a typed address. Checked: whole
// games of 翻翻棋 and 积分象棋 (contest), identical move lists everywhere; the
// link cut for 10 s (`ip link set … down`): the client reconnects, rejoins with
// its token and the game goes on from the same ply; cut for longer than
// --rejoin: the seat opens and the client sits down again with the room code;
// the spectator's bytes never show a face-down identity before its flip
// (tests/lansupport/leakcheck.h, judged against the deal revealed at the end).
#include "leakcheck.h"

#include "net/banqimirror.h"
#include "net/messages.h"
#include "net/protocol.h"

#include <QCborArray>
#include <QCborValue>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <memory>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace {

const QString Code = QStringLiteral("246810");
const QString HostAddress1 = QStringLiteral("10.213.1.1"); // the host on the red subnet
const QString HostAddress2 = QStringLiteral("10.213.2.1"); // the host on the watch subnet

struct Result {
    bool ok = false;
    QString output;
};

// `ip ARGS`: ok when it exits 0; output is stdout and stderr.
Result ip(const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("ip"), args);
    Result r;
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(1000);
        r.output = QStringLiteral("ip %1: %2").arg(args.join(QLatin1Char(' ')), p.errorString());
        return r;
    }
    r.output = QString::fromUtf8(p.readAll()).trimmed();
    r.ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return r;
}

// Every process in a namespace, then the namespace.
void deleteNamespace(const QString& ns)
{
    const Result pids = ip({QStringLiteral("netns"), QStringLiteral("pids"), ns});
    for (const QString& pid : pids.output.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (pid.toInt() > 0)
            ::kill(pid.toInt(), SIGKILL);
    ip({QStringLiteral("netns"), QStringLiteral("delete"), ns});
}

// The three namespaces of one run (the pid in their names), deleted whatever
// happens to the test: by cleanupTestCase, else when the program ends. A run
// that was killed is cleaned up by the next one (its pid is gone).
struct Namespaces {
    QString host, red, watch;
    bool made = false;
    QStringList all() const { return {host, red, watch}; }
    void remove()
    {
        if (!made)
            return;
        for (const QString& ns : all())
            deleteNamespace(ns);
        made = false;
    }
    ~Namespaces() { remove(); }
};
Namespaces namespaces;

void removeStaleNamespaces()
{
    static const QRegularExpression ours(QStringLiteral("^qiyuan-(host|red|watch)-(\\d+)$"));
    const Result list = ip({QStringLiteral("netns"), QStringLiteral("list")});
    for (const QString& line : list.output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString name = line.section(QLatin1Char(' '), 0, 0);
        const QRegularExpressionMatch m = ours.match(name);
        if (m.hasMatch() && !QFile::exists(QStringLiteral("/proc/") + m.captured(2))) {
            qInfo("removing the namespace %s of an earlier run that did not finish", qPrintable(name));
            deleteNamespace(name);
        }
    }
}

// The key fields of an event, for the log (a result's action list as its length).
QString brief(QJsonObject e)
{
    if (e.contains(QStringLiteral("actions"))) {
        e.insert(QStringLiteral("actions"), QStringLiteral("%1 actions").arg(e.value(QStringLiteral("actions")).toArray().size()));
    }
    e.remove(QStringLiteral("event"));
    return QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact));
}

// A program run in a namespace through `ip netns exec`, its stdout read as
// JSON event lines; the events that tell the story go to the log.
class Proc : public QObject {
public:
    Proc(const QString& role, const QString& ns, const QString& program, const QStringList& args) : role_(role)
    {
        connect(&p_, &QProcess::readyReadStandardOutput, this, [this] { read(); });
        connect(&p_, &QProcess::readyReadStandardError, this, [this] { err_ += p_.readAllStandardError(); });
        // Killed with the test, even by SIGKILL (`ip netns exec` becomes the program itself).
        p_.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        p_.start(QStringLiteral("ip"), QStringList{QStringLiteral("netns"), QStringLiteral("exec"), ns, program} + args);
    }
    ~Proc() override { stop(); }

    // SIGTERM (serve prints "bye"), then SIGKILL if it does not end.
    void stop()
    {
        if (p_.state() == QProcess::NotRunning)
            return;
        p_.terminate();
        if (!p_.waitForFinished(5000)) {
            p_.kill();
            p_.waitForFinished(2000);
        }
        read();
    }
    bool finished() const { return p_.state() == QProcess::NotRunning; }
    // -1 after a crash.
    int exitCode() const { return p_.exitStatus() == QProcess::NormalExit ? p_.exitCode() : -1; }
    QString errors() const { return QString::fromUtf8(err_).left(2000); }
    const QString& role() const { return role_; }

    const QList<QJsonObject>& events() const { return events_; }
    QList<QJsonObject> all(const QString& event) const
    {
        QList<QJsonObject> out;
        for (const QJsonObject& e : events_)
            if (e.value(QStringLiteral("event")).toString() == event)
                out << e;
        return out;
    }
    // The position of the first `event` at or after `from`, -1 when none.
    int indexOf(const QString& event, int from = 0) const
    {
        for (int i = from; i < events_.size(); ++i)
            if (events_[i].value(QStringLiteral("event")).toString() == event)
                return i;
        return -1;
    }
    bool has(const QString& event) const { return indexOf(event) >= 0; }
    QJsonObject first(const QString& event) const { return indexOf(event) >= 0 ? events_[indexOf(event)] : QJsonObject(); }
    // False when the program ends without it.
    bool waitFor(const QString& event, int ms)
    {
        (void)QTest::qWaitFor([&] { return has(event) || finished(); }, ms);
        read();
        return has(event);
    }

private:
    void read()
    {
        buffer_ += p_.readAllStandardOutput();
        for (qsizetype nl = buffer_.indexOf('\n'); nl >= 0; nl = buffer_.indexOf('\n')) {
            const QByteArray line = buffer_.left(nl);
            buffer_.remove(0, nl + 1);
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            if (e.isEmpty()) {
                qWarning("[%s] not an event: %s", qPrintable(role_), line.left(200).constData());
                continue;
            }
            events_ << e;
            static const QStringList told = {
                "listening", "joined",   "dropped",      "seat-open", "started",   "result",   "bye",
                "error",     "discovered", "seated",     "watching",  "disconnected", "reconnecting",
                "rejoined",  "seat-lost", "peer",        "paused",    "leakcheck", "timeout"};
            const QString name = e.value(QStringLiteral("event")).toString();
            if (told.contains(name) && e.value(QStringLiteral("code")).toString() != QLatin1String("not-started"))
                qInfo("[%s] %s %s", qPrintable(role_), qPrintable(name), qPrintable(brief(e)));
        }
    }

    QString role_;
    QProcess p_;
    QByteArray buffer_, err_;
    QList<QJsonObject> events_;
};

QStringList strings(const QJsonArray& a)
{
    QStringList out;
    for (const QJsonValue& v : a)
        out << v.toString();
    return out;
}

// The streams a spectator recorded (lanplayer --record: a CBOR array of byte strings).
QList<QByteArray> readRecording(const QString& path)
{
    QFile f(path);
    QList<QByteArray> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QCborValue& v : QCborValue::fromCbor(f.readAll()).toArray())
        out << v.toByteArray();
    return out;
}

// The state a client holds after a stream: every frame applied as ClientSession does.
QCborMap stateAfter(const QByteArray& stream)
{
    qiyuan::net::FrameDecoder decoder;
    decoder.feed(stream);
    QCborMap state, m;
    while (decoder.next(&m) == qiyuan::net::FrameDecoder::Status::Message)
        qiyuan::net::applyToClientState(&state, m);
    return state;
}

QByteArray frame(const QCborMap& m)
{
    const QByteArray body = QCborValue(m).toCbor();
    QByteArray f(4, '\0');
    qToBigEndian<quint32>(quint32(body.size()), f.data());
    return f + body;
}

} // namespace

class TestNetNs : public QObject {
    Q_OBJECT

private:
    // One table: serve in the host namespace, the seats and a spectator.
    struct Table {
        Proc* serve = nullptr;
        Proc* red = nullptr;    // the first to sit: seat 0, in the red namespace
        Proc* black = nullptr;  // seat 1, in the watch namespace
        Proc* watcher = nullptr; // a spectator, in the watch namespace
    };

    Proc* start(const QString& role, const QString& ns, const QString& program, const QStringList& args)
    {
        procs_.push_back(std::make_unique<Proc>(role, ns, program, args));
        return procs_.back().get();
    }

    // How a table is played: serve's and the clients' silence timeouts, and
    // a delay before each action for the first plies (to cut the link mid-game).
    struct Pace {
        int serveSilence = 3;    // seconds (serve pings at a quarter of it)
        int clientSilenceMs = 2000;
        int moveDelayMs = 0;
        int slowPlies = -1;
    };

    // serve, then red and the spectator (one announcement finds both), then
    // black: red sits first (seat 0, so the seeded games are the same each
    // run) and the spectator sees the game from its start. `variant` as the
    // table announces it (xiangqi's is "standard").
    Table openTable(const QString& game, const QString& variant, const QStringList& serveArgs, const Pace& pace)
    {
        Table t;
        const QString serveVariant = game == QLatin1String("xiangqi") ? game : variant;
        t.serve = start(QStringLiteral("serve"), namespaces.host, QStringLiteral(QIYUAN_CLI_PATH),
                        QStringList{"serve", "--variant", serveVariant, "--code", Code, "--name", "netns-host",
                                    "--silence", QString::number(pace.serveSilence)}
                            + serveArgs);
        if (!t.serve->waitFor(QStringLiteral("listening"), 10000)) {
            qWarning("serve did not listen: %s", qPrintable(t.serve->errors()));
            return {};
        }
        auto player = [&](const QString& role, const QString& ns, const QString& seed, const QStringList& more) {
            return start(role, ns, QStringLiteral(LANPLAYER_PATH),
                         QStringList{"--game", game, "--variant", variant, "--name", role, "--seed", seed,
                                     "--silence-ms", QString::number(pace.clientSilenceMs), "--move-delay-ms",
                                     QString::number(pace.moveDelayMs), "--slow-plies", QString::number(pace.slowPlies)}
                             + more);
        };
        // Discovery takes up to one announcement interval (3 s).
        t.red = player(QStringLiteral("red"), namespaces.red, QStringLiteral("11"), {"--code", Code});
        t.watcher = player(QStringLiteral("watcher"), namespaces.watch, QStringLiteral("0"),
                           {"--spectate", "--record", dir_.filePath(QStringLiteral("watcher-%1.cbor").arg(variant))});
        if (!t.red->waitFor(QStringLiteral("seated"), 15000) || !t.watcher->waitFor(QStringLiteral("watching"), 15000))
            return {};
        t.black = player(QStringLiteral("black"), namespaces.watch, QStringLiteral("22"), {"--code", Code});
        if (!t.black->waitFor(QStringLiteral("seated"), 15000))
            return {};
        return t;
    }

    static bool ended(const Table& t)
    {
        return t.serve->finished() && t.red->has(QStringLiteral("bye")) && t.black->has(QStringLiteral("bye"))
            && t.watcher->has(QStringLiteral("bye"));
    }

    // What every row checks once the game is over: discovery on each subnet,
    // one move list everywhere with every ply once, the same result, serve's end.
    static void checkGame(const Table& t, const QString& variant)
    {
        // Found by the broadcast on each client's own subnet: the host announces on both interfaces.
        auto heard = [](const Proc* p, const QString& address) {
            for (const QJsonObject& e : p->all(QStringLiteral("discovered")))
                if (e.value(QStringLiteral("address")).toString() == address)
                    return true;
            return false;
        };
        QVERIFY2(heard(t.red, HostAddress1), "the red namespace heard no announcement from 10.213.1.1");
        QVERIFY2(heard(t.black, HostAddress2), "the watch namespace heard no announcement from 10.213.2.1");
        QVERIFY2(heard(t.watcher, HostAddress2), "the spectator heard no announcement from 10.213.2.1");
        const QJsonObject announced = t.red->first(QStringLiteral("discovered"));
        QCOMPARE(announced.value(QStringLiteral("variant")).toString(), variant);
        QCOMPARE(announced.value(QStringLiteral("hostSeat")).toInt(), -1); // serve plays no seat
        QCOMPARE(announced.value(QStringLiteral("freeSeats")).toInt(), 2);

        // serve's moves: plies 1..n, each once.
        QStringList hostActions;
        for (const QJsonObject& e : t.serve->all(QStringLiteral("move"))) {
            QCOMPARE(e.value(QStringLiteral("ply")).toInt(), hostActions.size() + 1);
            hostActions << e.value(QStringLiteral("action")).toString();
        }
        QVERIFY(!hostActions.isEmpty());
        const QJsonObject hostResult = t.serve->first(QStringLiteral("result"));
        QVERIFY2(!hostResult.isEmpty(), "serve printed no result");
        for (const Proc* c : {t.red, t.black, t.watcher}) {
            const QJsonObject r = c->first(QStringLiteral("result"));
            QVERIFY2(!r.isEmpty(), qPrintable(c->role() + QStringLiteral(" saw no result")));
            QCOMPARE(strings(r.value(QStringLiteral("actions")).toArray()), hostActions);
            QCOMPARE(r.value(QStringLiteral("verdict")).toString(), hostResult.value(QStringLiteral("result")).toString());
            QCOMPARE(r.value(QStringLiteral("reason")).toString(), hostResult.value(QStringLiteral("reason")).toString());
            // No broadcast reached a client twice.
            int last = 0;
            for (const QJsonObject& m : c->all(QStringLiteral("moved"))) {
                QVERIFY2(m.value(QStringLiteral("ply")).toInt() > last, qPrintable(c->role() + QStringLiteral(": a ply twice")));
                last = m.value(QStringLiteral("ply")).toInt();
            }
            for (const QJsonObject& e : c->all(QStringLiteral("error")))
                QVERIFY2(e.value(QStringLiteral("code")).toString() != QLatin1String("no-action"),
                         qPrintable(e.value(QStringLiteral("text")).toString()));
            QVERIFY2(!c->has(QStringLiteral("timeout")), qPrintable(c->role() + QStringLiteral(" timed out")));
        }
        // Every program ended by itself, cleanly (no crash, no sanitizer report).
        for (const Proc* p : {t.red, t.black, t.watcher, t.serve}) {
            QVERIFY2(QTest::qWaitFor([p] { return p->finished(); }, 5000), qPrintable(p->role() + QStringLiteral(" did not end")));
            QVERIFY2(p->exitCode() == 0 && !p->errors().contains(QLatin1String("Sanitizer"))
                         && !p->errors().contains(QLatin1String("runtime error")),
                     qPrintable(QStringLiteral("%1 (exit %2): %3").arg(p->role()).arg(p->exitCode()).arg(p->errors())));
        }
        qInfo("final result: %s (%s) after %lld plies, the same move list at serve and at all three clients",
              qPrintable(hostResult.value(QStringLiteral("result")).toString()),
              qPrintable(hostResult.value(QStringLiteral("reason")).toString()), qint64(hostActions.size()));
        const QJsonObject bye = t.serve->first(QStringLiteral("bye"));
        QCOMPARE(bye.value(QStringLiteral("reason")).toString(), QStringLiteral("games"));
    }

    // The spectator's bytes: no face-down identity before its flip (lanplayer
    // judged them after the game); judged here again from the recording, and a
    // forged chat naming the seed before the end is caught.
    void checkSpectatorBytes(const Table& t, const QString& variant)
    {
        const QJsonObject leak = t.watcher->first(QStringLiteral("leakcheck"));
        QVERIFY2(!leak.isEmpty(), "the spectator made no leak check");
        QCOMPARE(leak.value(QStringLiteral("error")).toString(), QString());
        QCOMPARE(leak.value(QStringLiteral("decoded")).toInt(), 0);
        QCOMPARE(leak.value(QStringLiteral("raw")).toInt(), 0);
        const int plies = int(t.serve->all(QStringLiteral("move")).size());
        QVERIFY(leak.value(QStringLiteral("frames")).toInt() > plies);

        const QList<QByteArray> streams = readRecording(dir_.filePath(QStringLiteral("watcher-%1.cbor").arg(variant)));
        QVERIFY(!streams.isEmpty());
        const QCborMap state = stateAfter(streams.last());
        QCOMPARE(qiyuan::net::checkBanqiReveal(state), QString());
        const auto honest = BanqiLeakCheck::judgeRecording(streams, state);
        QCOMPARE(honest.error, QString());
        QCOMPARE(honest.decoded + honest.raw, QStringList());
        QCOMPARE(honest.frames, leak.value(QStringLiteral("frames")).toInt());
        // Negative control: the seed in a chat right after the first frame.
        QList<QByteArray> forged = streams;
        const qsizetype firstFrame = 4 + qFromBigEndian<quint32>(forged[0].constData());
        QCborMap chat = qiyuan::net::message(QStringLiteral("chat"));
        chat.insert(QStringLiteral("seat"), -1);
        chat.insert(QStringLiteral("name"), QStringLiteral("mole"));
        chat.insert(QStringLiteral("text"), state.value(QStringLiteral("reveal")).toMap().value(QStringLiteral("seed")).toString());
        forged[0].insert(firstFrame, frame(chat));
        const auto caught = BanqiLeakCheck::judgeRecording(forged, state);
        QVERIFY2(!caught.decoded.isEmpty() && !caught.raw.isEmpty(), "a forged leak went unseen");
        // And a flip's record sent one ply early: judged against the game before it.
        QByteArray early;
        for (qsizetype at = 0; at + 4 <= streams[0].size() && early.isEmpty();) {
            const qsizetype size = 4 + qFromBigEndian<quint32>(streams[0].constData() + at);
            QCborMap m = QCborValue::fromCbor(streams[0].mid(at + 4, size - 4)).toMap();
            const qint64 ply = m.value(QStringLiteral("ply")).toInteger();
            if (m.value(QStringLiteral("t")).toString() == QLatin1String("moved") && ply >= 2
                && m.value(QStringLiteral("record")).toMap().contains(QStringLiteral("revealed"))) {
                m.insert(QStringLiteral("ply"), ply - 1);
                early = frame(m);
            }
            at += size;
        }
        QVERIFY(!early.isEmpty());
        forged = streams;
        forged[0].insert(firstFrame, early);
        const auto tooEarly = BanqiLeakCheck::judgeRecording(forged, state);
        QVERIFY2(!tooEarly.decoded.isEmpty() && !tooEarly.raw.isEmpty(), "a flip sent early went unseen");
        qInfo("spectator: %d frames, %lld bytes in %lld streams judged against the revealed deal: no face-down "
              "identity before its flip (forged leaks are caught: %s; %s)",
              honest.frames, honest.bytes, qint64(streams.size()), qPrintable(caught.decoded.first()),
              qPrintable(tooEarly.decoded.first()));
    }

    std::vector<std::unique_ptr<Proc>> procs_;
    QTemporaryDir dir_;

private slots:
    void initTestCase();
    void cleanup();
    void cleanupTestCase();
    void wholeGame_data();
    void wholeGame();
    void linkCut_data();
    void linkCut();
};

void TestNetNs::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("the net_ns test needs root to make network namespaces (ip netns): skipped");
    removeStaleNamespaces();
    const QString pid = QString::number(QCoreApplication::applicationPid());
    namespaces.host = QStringLiteral("qiyuan-host-") + pid;
    namespaces.red = QStringLiteral("qiyuan-red-") + pid;
    namespaces.watch = QStringLiteral("qiyuan-watch-") + pid;
    const Result made = ip({QStringLiteral("netns"), QStringLiteral("add"), namespaces.host});
    if (!made.ok)
        QSKIP(qPrintable(QStringLiteral("this machine allows no network namespace (ip netns add: %1): skipped").arg(made.output)));
    namespaces.made = true;
    QVERIFY(dir_.isValid());
    // The host has one veth interface on each subnet; lo is up everywhere
    // (the spectator's tap listens on 127.0.0.1).
    const QString h = namespaces.host, r = namespaces.red, w = namespaces.watch;
    const QList<QStringList> steps = {
        {"netns", "add", r},
        {"netns", "add", w},
        {"-n", h, "link", "set", "lo", "up"},
        {"-n", r, "link", "set", "lo", "up"},
        {"-n", w, "link", "set", "lo", "up"},
        {"-n", h, "link", "add", "host1", "type", "veth", "peer", "name", "red1", "netns", r},
        {"-n", h, "link", "add", "host2", "type", "veth", "peer", "name", "watch2", "netns", w},
        {"-n", h, "addr", "add", HostAddress1 + "/24", "brd", "+", "dev", "host1"},
        {"-n", h, "addr", "add", HostAddress2 + "/24", "brd", "+", "dev", "host2"},
        {"-n", r, "addr", "add", "10.213.1.2/24", "brd", "+", "dev", "red1"},
        {"-n", w, "addr", "add", "10.213.2.2/24", "brd", "+", "dev", "watch2"},
        {"-n", h, "link", "set", "host1", "up"},
        {"-n", h, "link", "set", "host2", "up"},
        {"-n", r, "link", "set", "red1", "up"},
        {"-n", w, "link", "set", "watch2", "up"},
    };
    for (const QStringList& step : steps) {
        const Result done = ip(step);
        QVERIFY2(done.ok, qPrintable(QStringLiteral("ip %1: %2").arg(step.join(QLatin1Char(' ')), done.output)));
    }
    qInfo("namespaces: %s (host1 %s/24, host2 %s/24) -- %s (red1 10.213.1.2) and %s (watch2 10.213.2.2)",
          qPrintable(h), qPrintable(HostAddress1), qPrintable(HostAddress2), qPrintable(r), qPrintable(w));
}

void TestNetNs::cleanup()
{
    // Players first, then serve (SIGTERM: it closes every connection and says bye).
    for (auto it = procs_.rbegin(); it != procs_.rend(); ++it)
        (*it)->stop();
    procs_.clear();
    if (namespaces.made) // a failed cut leaves no link down for the next row
        ip({QStringLiteral("-n"), namespaces.red, QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("red1"),
            QStringLiteral("up")});
}

void TestNetNs::cleanupTestCase()
{
    namespaces.remove();
}

void TestNetNs::wholeGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("serveArgs");
    QTest::newRow("翻翻棋 (QQ rules), seeded deal") << QStringLiteral("banqi") << QStringLiteral("banqi")
                                                << QStringList{"--seed", "13091846229371562781"};
    QTest::newRow("积分象棋 contest") << QStringLiteral("jifen") << QStringLiteral("jifen-contest") << QStringList{};
}

void TestNetNs::wholeGame()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(QStringList, serveArgs);
    const Table t = openTable(game, variant, serveArgs, Pace{});
    QVERIFY2(t.black, "the table was not found or not joined");
    QVERIFY2(QTest::qWaitFor([&] { return ended(t); }, 60000), "the game did not end within 60 s");
    checkGame(t, variant);
    if (QTest::currentTestFailed())
        return;
    if (game == QLatin1String("banqi"))
        checkSpectatorBytes(t, variant);
}

void TestNetNs::linkCut_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("cutSeconds");
    QTest::addColumn<int>("serveSilence");
    QTest::addColumn<int>("clientSilenceMs");
    QTest::addColumn<int>("rejoinSeconds");
    QTest::addColumn<QString>("outcome");
    // serve notices the drop (silence 3 s) and keeps the seat (--rejoin 60).
    QTest::newRow("xiangqi: cut 10 s, rejoined with the token")
        << QStringLiteral("xiangqi") << QStringLiteral("standard") << 10 << 3 << 2000 << 60 << QStringLiteral("rejoined");
    // The client notices (silence 6 s), serve cannot (silence 16 s): it learns
    // of the old connection's end when the link is back (the client's kernel
    // answers its retransmissions), or else the token replaces that connection.
    QTest::newRow("积分象棋 contest: cut 8 s, unnoticed by serve during the cut")
        << QStringLiteral("jifen") << QStringLiteral("jifen-contest") << 8 << 16 << 6000 << 60
        << QStringLiteral("unnoticed");
    QTest::newRow("翻翻棋: cut 10 s, longer than --rejoin 4: the seat opens")
        << QStringLiteral("banqi") << QStringLiteral("banqi") << 10 << 3 << 2000 << 4 << QStringLiteral("seat-opens");
}

void TestNetNs::linkCut()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(int, cutSeconds);
    QFETCH(int, serveSilence);
    QFETCH(int, clientSilenceMs);
    QFETCH(int, rejoinSeconds);
    QFETCH(QString, outcome);
    const bool seatOpens = outcome == QLatin1String("seat-opens");
    QStringList serveArgs = {"--rejoin", QString::number(rejoinSeconds)};
    if (game == QLatin1String("banqi"))
        serveArgs << "--seed" << "6823901758374023947"; // long: its digits cannot turn up by chance
    // Slow for the first plies, so that the cut falls mid-game.
    const Table t = openTable(game, variant, serveArgs, Pace{serveSilence, clientSilenceMs, 40, 40});
    QVERIFY2(t.black, "the table was not found or not joined");
    const QJsonObject seated = t.red->first(QStringLiteral("seated"));
    const int seat = seated.value(QStringLiteral("seat")).toInt();
    QCOMPARE(seat, 0);
    QVERIFY2(QTest::qWaitFor([&] { return t.serve->all(QStringLiteral("move")).size() >= 8; }, 20000),
             "the game did not get going");

    const QStringList link = {"-n", namespaces.red, "link", "set", "red1"};
    const int cutAt = int(t.serve->events().size());
    qInfo("cut: ip %s down for %d s", qPrintable(link.join(QLatin1Char(' '))), cutSeconds);
    QVERIFY(ip(link + QStringList{"down"}).ok);
    QTest::qWait(cutSeconds * 1000);
    QVERIFY(ip(link + QStringList{"up"}).ok);
    qInfo("the link is up again");
    QVERIFY2(t.red->has(QStringLiteral("disconnected")), "red noticed no drop during the cut");
    QVERIFY2(t.red->has(QStringLiteral("reconnecting")), "red did not try to reconnect");
    const int dropped = t.serve->indexOf(QStringLiteral("dropped"), cutAt);
    if (outcome == QLatin1String("unnoticed")) {
        QVERIFY2(dropped < 0, "serve noticed the drop during the cut");
    } else {
        QVERIFY2(dropped >= 0, "serve noticed no drop during the cut");
        QCOMPARE(t.serve->events()[dropped].value(QStringLiteral("seat")).toInt(), seat);
    }
    QCOMPARE(t.serve->indexOf(QStringLiteral("seat-open"), cutAt) >= 0, seatOpens);
    QVERIFY2(QTest::qWaitFor([&] { return ended(t); }, 90000), "the game did not end within 90 s of the cut");
    const int droppedAny = t.serve->indexOf(QStringLiteral("dropped"), cutAt);

    // Red sat down again at the ply serve had then, and nothing was played
    // from serve's drop until then.
    const QList<QJsonObject>& events = t.serve->events();
    int back = -1;
    for (int i = cutAt; i < events.size() && back < 0; ++i)
        if (events[i].value(QStringLiteral("event")).toString() == QLatin1String("joined")
            && events[i].value(QStringLiteral("seat")).toInt() == seat)
            back = i;
    QVERIFY2(back >= 0, "red never sat down again");
    QCOMPARE(events[back].value(QStringLiteral("rejoined")).toBool(), !seatOpens);
    int plyBack = 0;
    for (int i = 0; i < back; ++i)
        if (events[i].value(QStringLiteral("event")).toString() == QLatin1String("move"))
            plyBack = events[i].value(QStringLiteral("ply")).toInt();
    if (droppedAny >= 0) {
        QVERIFY(droppedAny < back);
        const int nextMove = t.serve->indexOf(QStringLiteral("move"), droppedAny);
        QVERIFY2(nextMove < 0 || nextMove > back, "serve played on while the seat was empty");
        // The other player saw the pause and the return.
        QVERIFY(t.black->has(QStringLiteral("paused")));
    }
    if (seatOpens) {
        const int open = t.serve->indexOf(QStringLiteral("seat-open"), cutAt);
        QVERIFY(dropped < open && open < back);
        QCOMPARE(events[open].value(QStringLiteral("seat")).toInt(), seat);
        QVERIFY2(t.red->has(QStringLiteral("seat-lost")), "red's token was not refused");
        QVERIFY(!t.red->has(QStringLiteral("rejoined")));
        const QList<QJsonObject> sat = t.red->all(QStringLiteral("seated"));
        QCOMPARE(sat.size(), 2);
        QVERIFY(sat[1].value(QStringLiteral("asNew")).toBool());
        QCOMPARE(sat[1].value(QStringLiteral("seat")).toInt(), seat);
        QCOMPARE(sat[1].value(QStringLiteral("ply")).toInt(), plyBack);
        qInfo("the seat opened after --rejoin %d s; red sat down again with the room code at ply %d", rejoinSeconds,
              plyBack);
    } else {
        const QJsonObject rejoined = t.red->first(QStringLiteral("rejoined"));
        QVERIFY2(!rejoined.isEmpty(), "red did not rejoin");
        QCOMPARE(rejoined.value(QStringLiteral("seat")).toInt(), seat);
        QCOMPARE(rejoined.value(QStringLiteral("token")).toString(), seated.value(QStringLiteral("token")).toString());
        QCOMPARE(rejoined.value(QStringLiteral("ply")).toInt(), plyBack);
        QVERIFY(t.serve->indexOf(QStringLiteral("seat-open"), cutAt) < 0);
        const bool replaced = outcome == QLatin1String("unnoticed") && t.serve->indexOf(QStringLiteral("dropped"), cutAt) < 0;
        qInfo("red rejoined with its token after %lld attempts at ply %d, where the game stopped%s",
              qint64(t.red->all(QStringLiteral("reconnecting")).size()), plyBack,
              outcome != QLatin1String("unnoticed") ? ""
              : replaced ? " (serve never saw the old connection end: the rejoin replaced it)"
                         : " (serve saw the old connection end only once the link was back)");
    }
    checkGame(t, variant);
    if (QTest::currentTestFailed())
        return;
    if (game == QLatin1String("banqi"))
        checkSpectatorBytes(t, variant);
}

QTEST_GUILESS_MAIN(TestNetNs)
#include "tst_net_ns.moc"
