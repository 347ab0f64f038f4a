// qiyuan-cli serve --variant werewolf-xiangqi|werewolf-chess as a separate
// process (docs/CLI.md, "Role games"): the moderator's JSON lines on its stdin,
// real players (net::WerewolfClient, the GUI's own client) over 127.0.0.1, the
// events read from its stdout. Whole games to a winner, refused lines that
// change nothing, a peer speaking garbage, SIGTERM, the end of stdin and bad
// arguments. Correctness only: every wait is for an event, never for a time.
#include "net/werewolfclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <functional>
#include <memory>
#include <vector>

using namespace qiyuan;

namespace {

constexpr int Wait = 15000; // the longest wait for one event (a failure, never a pace)

// The host process: lines in, events out.
class Serve {
public:
    explicit Serve(const QString& variant, const QStringList& extra = {})
    {
        process.start(QStringLiteral(QIYUAN_CLI_PATH),
                      QStringList{QStringLiteral("serve"), QStringLiteral("--variant"), variant, QStringLiteral("--bind"),
                                  QStringLiteral("127.0.0.1")}
                          + extra);
    }
    ~Serve()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(5000);
        }
    }

    // Every event line read so far, in order.
    const QList<QJsonObject>& events()
    {
        pump();
        return events_;
    }

    // The first event from index `from` on that matches; an empty object after Wait.
    QJsonObject waitFor(const std::function<bool(const QJsonObject&)>& match, qsizetype from = 0, qsizetype* at = nullptr)
    {
        QJsonObject found;
        [[maybe_unused]] const bool seen = QTest::qWaitFor([&] {
            pump();
            for (qsizetype i = from; i < events_.size(); ++i)
                if (match(events_[i])) {
                    found = events_[i];
                    if (at)
                        *at = i;
                    return true;
                }
            return false;
        }, Wait);
        return found;
    }
    QJsonObject waitForEvent(const QString& name, qsizetype from = 0)
    {
        return waitFor([&](const QJsonObject& e) { return e.value(QLatin1String("event")).toString() == name; }, from);
    }

    // Sends one line; returns its answer (ok or error with "cmd").
    QJsonObject send(const QByteArray& line)
    {
        pump();
        const qsizetype from = events_.size();
        process.write(line + '\n');
        return waitFor([](const QJsonObject& e) {
            const QString name = e.value(QLatin1String("event")).toString();
            return (name == QLatin1String("ok") || name == QLatin1String("error")) && e.contains(QLatin1String("cmd"));
        }, from);
    }
    QJsonObject send(const QString& line) { return send(line.toUtf8()); }

    // The process has ended (by itself: nothing is sent to it).
    bool ended()
    {
        return QTest::qWaitFor([this] { return process.state() == QProcess::NotRunning; }, Wait);
    }

    // The state answer without the answer's own fields.
    QJsonObject state()
    {
        QJsonObject s = send(QByteArrayLiteral("{\"cmd\":\"state\"}"));
        s.remove(QStringLiteral("event"));
        s.remove(QStringLiteral("cmd"));
        return s;
    }

    QProcess process;
    QByteArray stray; // stdout that was not a JSON object line

private:
    void pump()
    {
        partial_ += process.readAllStandardOutput();
        for (qsizetype nl; (nl = partial_.indexOf('\n')) >= 0;) {
            const QByteArray line = partial_.left(nl);
            partial_.remove(0, nl + 1);
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (doc.isObject())
                events_.append(doc.object());
            else
                stray += line + '\n';
        }
    }
    QByteArray partial_;
    QList<QJsonObject> events_;
};

QList<int> ints(const QJsonValue& v)
{
    QList<int> out;
    for (const QJsonValue& x : v.toArray())
        out << x.toInt();
    return out;
}

bool isEvent(const QJsonObject& e, const char* name) { return e.value(QLatin1String("event")).toString() == QLatin1String(name); }

} // namespace

class TestCliServeWerewolf : public QObject {
    Q_OBJECT

private slots:
    void wholeGame_data();
    void wholeGame();
    void nextGame();
    void joinedByTheRostersName_data();
    void joinedByTheRostersName();
    void freeSeats_data();
    void freeSeats();
    void refusedLines_data();
    void refusedLines();
    void garbagePeer();
    void sigterm();
    void endOfInput_data();
    void endOfInput();
    void badArguments_data();
    void badArguments();
    void cleanupTestCase() { shared_.clear(); }

private:
    Serve* sharedHost(const QString& state);
    std::map<QString, std::shared_ptr<Serve>> shared_;
};

// ---- a whole game per variant ----

void TestCliServeWerewolf::wholeGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("settings"); // a settings line's fields, or empty
    QTest::addColumn<QString>("players");  // the deal as `werewolf resolve` gives it (with names)
    QTest::addColumn<QString>("night");    // what the players submit over the LAN: "seat:verb:target", ...
    QTest::addColumn<QList<int>>("nightDeaths");
    QTest::addColumn<QString>("votes");    // "voter:target", ...
    QTest::addColumn<QString>("tieRule");  // the ruling that refuses close-vote without a decision, or empty
    QTest::addColumn<int>("decision");
    QTest::addColumn<QList<int>>("dayDeaths");
    QTest::addColumn<QString>("winner");

    QTest::newRow("xiangqi: the red 帅 kills, a tie the moderator decides (XW-24), the black 帅 executed (XW-22)")
        << "werewolf-xiangqi" << R"("tie":"moderator")"
        << R"([{"id":1,"camp":"red","role":"shuai","name":"A"},{"id":2,"camp":"red","role":"bing","name":"B"},
               {"id":3,"camp":"black","role":"shuai","name":"C"},{"id":4,"camp":"black","role":"bing","name":"D"}])"
        << "1:kill:4" << QList<int>{4} << "1:3,3:2" << "XW-24" << 3 << QList<int>{3} << "red";
    QTest::newRow("chess: the white 后 kills, the black 王 voted out under the check condition (CW-15)")
        << "werewolf-chess" << QString()
        << R"([{"id":1,"camp":"white","role":"king","name":"A"},{"id":2,"camp":"white","role":"queen","name":"B"},
               {"id":3,"camp":"black","role":"king","name":"C"},{"id":4,"camp":"black","role":"pawn","name":"D"}])"
        << "2:kill:4" << QList<int>{4} << "1:3,2:3,3:2" << QString() << 0 << QList<int>{3} << "white";
}

void TestCliServeWerewolf::wholeGame()
{
    QFETCH(QString, variant);
    QFETCH(QString, settings);
    QFETCH(QString, players);
    QFETCH(QString, night);
    QFETCH(QList<int>, nightDeaths);
    QFETCH(QString, votes);
    QFETCH(QString, tieRule);
    QFETCH(int, decision);
    QFETCH(QList<int>, dayDeaths);
    QFETCH(QString, winner);

    Serve host(variant);
    const QJsonObject listening = host.waitForEvent(QStringLiteral("listening"));
    QCOMPARE(listening.value("variant").toString(), variant);
    QCOMPARE(listening.value("game").toString(), QStringLiteral("werewolf"));
    const quint16 port = quint16(listening.value("port").toInt());
    const QString code = listening.value("code").toString();
    QVERIFY(port != 0);

    // Four players arrive before the deal: three by roster names, one as a guest.
    const QStringList names = {"A", "B", "C", "Guest"};
    std::vector<std::unique_ptr<net::WerewolfClient>> clients;
    for (const QString& name : names) {
        clients.push_back(std::make_unique<net::WerewolfClient>());
        clients.back()->connectToHost(QStringLiteral("127.0.0.1"), port, name, code);
    }
    for (const QString& name : names)
        QVERIFY2(!host.waitFor([&](const QJsonObject& e) { return isEvent(e, "waiting") && e.value("name").toString() == name; })
                      .isEmpty(),
                 qPrintable(name));

    if (!settings.isEmpty())
        QCOMPARE(host.send(QStringLiteral(R"({"cmd":"settings",%1})").arg(settings)).value("event").toString(), "ok");
    const QJsonObject dealt = host.send(QStringLiteral(R"({"cmd":"deal","players":%1})").arg(players.simplified()));
    QCOMPARE(dealt.value("event").toString(), QStringLiteral("ok"));
    QCOMPARE(dealt.value("game").toInt(), 1);
    QCOMPARE(dealt.value("players").toArray().size(), 4);
    // The deal seats A, B and C by name; the guest waits for the moderator.
    for (int seat = 1; seat <= 3; ++seat) {
        QVERIFY(!host.waitFor([&](const QJsonObject& e) { return isEvent(e, "joined") && e.value("seat").toInt() == seat; }).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(clients[std::size_t(seat - 1)]->seat(), seat, Wait);
    }
    const QJsonObject guest =
        host.waitFor([](const QJsonObject& e) { return isEvent(e, "waiting") && e.value("name").toString() == "Guest"; });
    const QJsonObject assigned = host.send(QStringLiteral(R"({"cmd":"assign","waiting":%1,"seat":4})").arg(guest.value("id").toInt()));
    QCOMPARE(assigned.value("event").toString(), QStringLiteral("ok"));
    QTRY_COMPARE_WITH_TIMEOUT(clients[3]->seat(), 4, Wait);
    // The roster's name of the seat; the name the player typed beside it.
    QVERIFY(!host.waitFor([](const QJsonObject& e) {
                    return isEvent(e, "joined") && e.value("seat").toInt() == 4 && e.value("name").toString() == "D"
                        && e.value("joinedAs").toString() == "Guest";
                }).isEmpty());

    // Night 1: the forms go out, the players submit over the LAN.
    QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"open-night"})")).value("event").toString(), QStringLiteral("ok"));
    const QStringList submissions = night.split(QLatin1Char(','));
    for (const QString& s : submissions) {
        const QStringList part = s.split(QLatin1Char(':'));
        net::WerewolfClient* c = clients[std::size_t(part[0].toInt() - 1)].get();
        QTRY_VERIFY_WITH_TIMEOUT(!c->form().isEmpty(), Wait);
        c->submitAction(part[1], part[2].toInt());
        const QJsonObject sub = host.waitFor([&](const QJsonObject& e) {
            return isEvent(e, "submitted") && e.value("seat").toInt() == part[0].toInt();
        });
        QCOMPARE(sub.value("entries").toArray().at(0).toObject().value("action").toString(), part[1]);
    }
    const QJsonObject preview = host.send(QByteArrayLiteral(R"({"cmd":"resolve"})"));
    QCOMPARE(ints(preview.value("outcome").toObject().value("deaths")), nightDeaths);
    QVERIFY(!preview.value("outcome").toObject().value("announcement").toObject().value("zh").toString().isEmpty());

    // Commit, take it back (the night returns as entries), commit again.
    QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"commit"})")).value("event").toString(), QStringLiteral("ok"));
    const QJsonObject undone = host.send(QByteArrayLiteral(R"({"cmd":"undo"})"));
    QCOMPARE(undone.value("undone").toString(), QStringLiteral("night"));
    QCOMPARE(undone.value("entries").toArray().size(), submissions.size());
    QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"open-night"})")).value("entries").toArray().size(), submissions.size());
    qsizetype mark = host.events().size();
    QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"commit"})")).value("event").toString(), QStringLiteral("ok"));
    const QJsonObject nightPhase = host.waitForEvent(QStringLiteral("phase"), mark);
    QCOMPARE(nightPhase.value("phase").toString(), QStringLiteral("night"));
    QCOMPARE(ints(nightPhase.value("deaths")), nightDeaths);
    QTRY_VERIFY_WITH_TIMEOUT(!clients[0]->phases().isEmpty(), Wait);

    // Day 1: the vote over the LAN.
    const QJsonObject opened = host.send(QByteArrayLiteral(R"({"cmd":"open-vote","public":true})"));
    QCOMPARE(opened.value("event").toString(), QStringLiteral("ok"));
    for (const QString& v : votes.split(QLatin1Char(','))) {
        const int voter = v.section(QLatin1Char(':'), 0, 0).toInt();
        const int target = v.section(QLatin1Char(':'), 1, 1).toInt();
        net::WerewolfClient* c = clients[std::size_t(voter - 1)].get();
        QTRY_VERIFY_WITH_TIMEOUT(c->day().value(QStringLiteral("open")).toBool(), Wait);
        c->vote(target);
        const QJsonObject voted =
            host.waitFor([&](const QJsonObject& e) { return isEvent(e, "voted") && e.value("seat").toInt() == voter; });
        QCOMPARE(voted.value("target").toInt(), target);
    }
    if (!tieRule.isEmpty()) {
        const QJsonObject refused = host.send(QByteArrayLiteral(R"({"cmd":"close-vote"})"));
        QCOMPARE(refused.value("event").toString(), QStringLiteral("error"));
        QCOMPARE(refused.value("rule").toString(), tieRule);
    }
    mark = host.events().size();
    const QString close = decision ? QStringLiteral(R"({"cmd":"close-vote","decision":%1})").arg(decision)
                                   : QStringLiteral(R"({"cmd":"close-vote"})");
    QCOMPARE(host.send(close).value("event").toString(), QStringLiteral("ok"));
    const QJsonObject dayPhase = host.waitForEvent(QStringLiteral("phase"), mark);
    QCOMPARE(dayPhase.value("phase").toString(), QStringLiteral("day"));
    QCOMPARE(ints(dayPhase.value("deaths")), dayDeaths);
    QVERIFY(dayPhase.value("announcement").toObject().value("en").toString().contains(QLatin1String("wins")));
    const QJsonObject over = host.waitForEvent(QStringLiteral("over"), mark);
    QCOMPARE(over.value("winner").toString(), winner);
    QCOMPARE(over.value("game").toInt(), 1);

    // One game (--games 1 by default): bye, exit 0, every player let go.
    const QJsonObject bye = host.waitForEvent(QStringLiteral("bye"), mark);
    QCOMPARE(bye.value("reason").toString(), QStringLiteral("games"));
    QCOMPARE(bye.value("played").toInt(), 1);
    QVERIFY(host.ended());
    QCOMPARE(host.process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(host.process.exitCode(), 0);
    for (const auto& c : clients)
        QTRY_VERIFY_WITH_TIMEOUT(!c->isConnected(), Wait);
    QVERIFY2(host.stray.isEmpty(), host.stray.constData());
}

// ---- --games 2: a second deal at the same table ----

void TestCliServeWerewolf::nextGame()
{
    Serve host(QStringLiteral("werewolf-xiangqi"), {QStringLiteral("--games"), QStringLiteral("2")});
    const QJsonObject listening = host.waitForEvent(QStringLiteral("listening"));
    QCOMPARE(listening.value("games").toInt(), 2);
    net::WerewolfClient player;
    player.connectToHost(QStringLiteral("127.0.0.1"), quint16(listening.value("port").toInt()), QStringLiteral("A"),
                         listening.value("code").toString());
    QVERIFY(!host.waitForEvent(QStringLiteral("waiting")).isEmpty());
    const QByteArray deal =
        R"({"cmd":"deal","players":[{"id":1,"camp":"red","role":"shuai","name":"A"},{"id":2,"camp":"red","role":"bing","name":"B"},)"
        R"({"id":3,"camp":"black","role":"shuai","name":"C"},{"id":4,"camp":"black","role":"bing","name":"D"}]})";
    for (int game = 1; game <= 2; ++game) {
        const qsizetype mark = host.events().size();
        QCOMPARE(host.send(deal).value("game").toInt(), game);
        QTRY_COMPARE_WITH_TIMEOUT(player.seat(), 1, Wait);
        QTRY_VERIFY_WITH_TIMEOUT(player.state().value(QStringLiteral("started")).toBool()
                                     && !player.state().value(QStringLiteral("over")).toBool(),
                                 Wait);
        QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"open-night"})")).value("event").toString(), QStringLiteral("ok"));
        // The moderator enters the night by hand: the 帅 kills the 将, who has no 士 or 相 (XW-22).
        QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"enter","actor":1,"action":"kill","target":3})")).value("event").toString(),
                 QStringLiteral("ok"));
        QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"commit"})")).value("event").toString(), QStringLiteral("ok"));
        const QJsonObject over = host.waitForEvent(QStringLiteral("over"), mark);
        QCOMPARE(over.value("game").toInt(), game);
        QCOMPARE(over.value("winner").toString(), QStringLiteral("red"));
        QCOMPARE(over.value("played").toInt(), game);
        if (game == 1) {
            QCOMPARE(host.state().value("over").toBool(), true);
            QVERIFY(player.isConnected()); // the table goes on
        }
    }
    const QJsonObject bye = host.waitForEvent(QStringLiteral("bye"));
    QCOMPARE(bye.value("reason").toString(), QStringLiteral("games"));
    QCOMPARE(bye.value("played").toInt(), 2);
    QVERIFY(host.ended());
    QCOMPARE(host.process.exitCode(), 0);
}

// ---- refused lines change nothing ----

// One host per starting state, shared by the rows (a refused line leaves it as it was).
Serve* TestCliServeWerewolf::sharedHost(const QString& state)
{
    auto& host = shared_[state];
    if (host)
        return host.get();
    host = std::make_shared<Serve>(QStringLiteral("werewolf-xiangqi"));
    if (host->waitForEvent(QStringLiteral("listening")).isEmpty())
        return nullptr;
    if (state == QLatin1String("night")) {
        const QByteArray setup[] = {
            R"({"cmd":"deal","players":[{"id":1,"camp":"red","role":"shuai","name":"A"},{"id":2,"camp":"red","role":"bing","name":"B"},)"
            R"({"id":3,"camp":"black","role":"shuai","name":"C"},{"id":4,"camp":"black","role":"bing","name":"D"}]})",
            R"({"cmd":"open-night"})",
            R"({"cmd":"enter","actor":1,"action":"kill","target":4})",
        };
        for (const QByteArray& line : setup)
            if (host->send(line).value("event").toString() != QLatin1String("ok"))
                return nullptr;
    }
    return host.get();
}

void TestCliServeWerewolf::refusedLines_data()
{
    QTest::addColumn<QString>("state"); // lobby: no game yet; night: a 4-player game, night 1 open, one entry
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("cmd");   // the answer's "cmd" as JSON
    QTest::addColumn<QString>("text");  // a part of the answer's text
    QTest::addColumn<QString>("rule");  // the ruling that refuses, or empty

    QTest::newRow("not JSON") << "lobby" << QByteArray("hello moderator") << "null" << "not JSON" << "";
    QTest::newRow("a JSON array") << "lobby" << QByteArray("[1,2]") << "null" << "expected a JSON object" << "";
    QTest::newRow("bytes that are not UTF-8") << "lobby" << QByteArray("{\"cmd\":\"st\xff\xfe\"}") << "null" << "not JSON" << "";
    QTest::newRow("no cmd") << "lobby" << QByteArray(R"({"seat":1})") << "null" << "needs \"cmd\"" << "";
    QTest::newRow("cmd not a string") << "lobby" << QByteArray(R"({"cmd":7})") << "7" << "needs \"cmd\"" << "";
    QTest::newRow("unknown command") << "lobby" << QByteArray(R"({"cmd":"fly"})") << "\"fly\"" << "unknown command" << "";
    QTest::newRow("open-night before a deal") << "lobby" << QByteArray(R"({"cmd":"open-night"})") << "\"open-night\"" << "no game" << "";
    QTest::newRow("deal: a role of the other game") << "lobby"
        << QByteArray(R"({"cmd":"deal","players":[{"id":1,"camp":"red","role":"king"}]})") << "\"deal\""
        << "players[0].role: expected shuai" << "";
    QTest::newRow("deal: two red 帅 (XW-2)") << "lobby"
        << QByteArray(R"({"cmd":"deal","players":[{"id":1,"camp":"red","role":"shuai"},{"id":2,"camp":"red","role":"shuai"},)"
                      R"({"id":3,"camp":"black","role":"shuai"}]})")
        << "\"deal\"" << "exactly one General" << "XW-2";
    QTest::newRow("deal: 3 names for the standard set (XW-1)") << "lobby"
        << QByteArray(R"({"cmd":"deal","players":["A","B","C"]})") << "\"deal\"" << "needs exactly 32 players" << "";
    QTest::newRow("deal: a seed that is not a number") << "lobby"
        << QByteArray(R"({"cmd":"deal","players":["A","B"],"roles":"reduced","seed":"x"})") << "\"deal\"" << "\"seed\"" << "";
    QTest::newRow("settings: an unknown key") << "lobby" << QByteArray(R"({"cmd":"settings","speed":3})") << "\"settings\""
                                              << "unknown key \"speed\"" << "";
    QTest::newRow("settings: investigation reveals nothing (XW-15a)") << "lobby"
        << QByteArray(R"({"cmd":"settings","investigation":"none"})") << "\"settings\"" << "(XW-15a)" << "";

    QTest::newRow("enter: a 兵 cannot kill (XW-17)") << "night"
        << QByteArray(R"({"cmd":"enter","actor":2,"action":"kill","target":4})") << "\"enter\"" << "cannot kill" << "XW-17";
    QTest::newRow("enter: the 帅's second kill (XW-9)") << "night"
        << QByteArray(R"({"cmd":"enter","actor":1,"action":"kill","target":3})") << "\"enter\"" << "one a night" << "XW-9";
    QTest::newRow("enter: an unknown action") << "night"
        << QByteArray(R"({"cmd":"enter","actor":1,"action":"fly","target":4})") << "\"enter\"" << "enter.action: expected kill" << "";
    QTest::newRow("enter: a target by name") << "night"
        << QByteArray(R"({"cmd":"enter","actor":1,"action":"kill","target":"C"})") << "\"enter\""
        << "enter.target: expected a whole number" << "";
    QTest::newRow("entries: not an array") << "night" << QByteArray(R"({"cmd":"entries","entries":{}})") << "\"entries\""
                                           << "entries: expected an array" << "";
    QTest::newRow("remove: no such entry") << "night" << QByteArray(R"({"cmd":"remove","index":5})") << "\"remove\""
                                           << "tonight has 1 entries" << "";
    QTest::newRow("timer before a deal") << "lobby" << QByteArray(R"({"cmd":"timer","do":"night"})") << "\"timer\""
                                         << "no game" << "";
    QTest::newRow("timer: an unknown step") << "night" << QByteArray(R"({"cmd":"timer","do":"fly"})") << "\"timer\""
                                            << "\"do\" must be" << "";
    QTest::newRow("timer: the day without a first speaker") << "night" << QByteArray(R"({"cmd":"timer","do":"day"})")
                                                            << "\"timer\"" << "\"from\" is required" << "";
    QTest::newRow("timer: no such first speaker") << "night" << QByteArray(R"({"cmd":"timer","do":"day","from":9})")
                                                  << "\"timer\"" << "#9 is no player" << "";
    QTest::newRow("timer: a direction") << "night"
        << QByteArray(R"({"cmd":"timer","do":"day","from":1,"direction":"up"})") << "\"timer\"" << "\"direction\" must be" << "";
    QTest::newRow("timer: no seconds") << "night" << QByteArray(R"({"cmd":"timer","do":"night","seconds":0})")
                                       << "\"timer\"" << "\"seconds\" must be 1 to 3600" << "";
    QTest::newRow("open-vote during the night") << "night" << QByteArray(R"({"cmd":"open-vote"})") << "\"open-vote\""
                                                << "already open" << "";
    QTest::newRow("vote with no vote open") << "night" << QByteArray(R"({"cmd":"vote","voter":1,"target":3})") << "\"vote\""
                                            << "no vote is open" << "";
    QTest::newRow("open-vote both public and hidden (issue 38)") << "night"
        << QByteArray(R"({"cmd":"open-vote","public":true,"hidden":true})") << "\"open-vote\"" << "either public or hidden" << "";
    QTest::newRow("reveal-vote with no vote open (issue 38)") << "night" << QByteArray(R"({"cmd":"reveal-vote"})")
                                                             << "\"reveal-vote\"" << "no vote is open" << "";
    QTest::newRow("close-vote with no vote open") << "night" << QByteArray(R"({"cmd":"close-vote"})") << "\"close-vote\""
                                                  << "no vote is open" << "";
    QTest::newRow("promote in the xiangqi game (CW-13)") << "night"
        << QByteArray(R"({"cmd":"promote","player":2,"to":"queen"})") << "\"promote\"" << "chess role game" << "CW-13";
    QTest::newRow("override without a reason (XW-25)") << "night"
        << QByteArray(R"({"cmd":"override","player":3,"alive":false})") << "\"override\"" << "override.reason" << "";
    QTest::newRow("deal during a game") << "night" << QByteArray(R"({"cmd":"deal","players":["A","B"],"roles":"reduced"})")
                                        << "\"deal\"" << "a game is being played" << "";
    QTest::newRow("settings during a game") << "night" << QByteArray(R"({"cmd":"settings","tie":"moderator"})")
                                            << "\"settings\"" << "fixed" << "";
    QTest::newRow("assign nobody waiting") << "night" << QByteArray(R"({"cmd":"assign","waiting":99,"seat":1})") << "\"assign\""
                                           << "nobody is waiting with number 99" << "";
    QTest::newRow("assign with a seat by name") << "night" << QByteArray(R"({"cmd":"assign","waiting":1,"seat":"A"})")
                                                << "\"assign\"" << "\"seat\" must be a whole number" << "";
    QTest::newRow("release a seat that is not there") << "night" << QByteArray(R"({"cmd":"release","seat":9})") << "\"release\""
                                                      << "no seat #9" << "";
    QTest::newRow("personal without --phones") << "night" << QByteArray(R"({"cmd":"personal","seat":1})") << "\"personal\""
                                               << "phones are off" << "";
    QTest::newRow("personal for a seat that is not there") << "night" << QByteArray(R"({"cmd":"personal","seat":9})")
                                                           << "\"personal\"" << "no seat #9" << "";
    QTest::newRow("undo with nothing committed") << "night" << QByteArray(R"({"cmd":"undo"})") << "\"undo\"" << "nothing to undo" << "";
    QTest::newRow("commit with a key it does not take") << "night" << QByteArray(R"({"cmd":"commit","now":true})") << "\"commit\""
                                                        << "unknown key \"now\"" << "";
}

void TestCliServeWerewolf::refusedLines()
{
    QFETCH(QString, state);
    QFETCH(QByteArray, line);
    QFETCH(QString, cmd);
    QFETCH(QString, text);
    QFETCH(QString, rule);

    Serve* host = sharedHost(state);
    QVERIFY(host);
    const QJsonObject before = host->state();
    QVERIFY(!before.isEmpty());
    const QJsonObject answer = host->send(line);
    QCOMPARE(answer.value("event").toString(), QStringLiteral("error"));
    QCOMPARE(QJsonDocument(QJsonObject{{"c", answer.value("cmd")}}).toJson(QJsonDocument::Compact),
             QStringLiteral("{\"c\":%1}").arg(cmd).toUtf8());
    QVERIFY2(answer.value("text").toString().contains(text), qPrintable(answer.value("text").toString()));
    QVERIFY2(!answer.value("text").toString().isEmpty(), "a refusal says why");
    QCOMPARE(answer.value("rule").toString(), rule);
    QCOMPARE(host->state(), before);
    QCOMPARE(host->process.state(), QProcess::Running);
}

// ---- a player's name: the roster's in `joined` and `left` ----

void TestCliServeWerewolf::joinedByTheRostersName_data()
{
    QTest::addColumn<QString>("typed");    // the name the player joins with
    QTest::addColumn<bool>("assigned");    // no seat of that name: the moderator assigns seat 1
    QTest::addColumn<QString>("joinedAs"); // the name as the host keeps it (trimmed)
    QTest::newRow("emil for Emil: joined says Emil") << "emil" << false << "emil";
    QTest::newRow("\"  EMIL \" for Emil: joined says Emil") << "  EMIL " << false << "EMIL";
    QTest::newRow("Emil as in the roster") << "Emil" << false << "Emil";
    QTest::newRow("Guest assigned to Emil's seat: joined says Emil") << "Guest" << true << "Guest";
}

void TestCliServeWerewolf::joinedByTheRostersName()
{
    QFETCH(QString, typed);
    QFETCH(bool, assigned);
    QFETCH(QString, joinedAs);
    Serve host(QStringLiteral("werewolf-xiangqi"));
    const QJsonObject listening = host.waitForEvent(QStringLiteral("listening"));
    net::WerewolfClient player;
    player.connectToHost(QStringLiteral("127.0.0.1"), quint16(listening.value("port").toInt()), typed,
                         listening.value("code").toString());
    const QJsonObject waiting = host.waitForEvent(QStringLiteral("waiting"));
    QCOMPARE(waiting.value("name").toString(), joinedAs);
    QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"deal","players":["Emil","Bea"],"roles":"reduced","seed":5})"))
                 .value("event")
                 .toString(),
             QStringLiteral("ok"));
    if (assigned)
        QCOMPARE(host.send(QStringLiteral(R"({"cmd":"assign","waiting":%1,"seat":1})").arg(waiting.value("id").toInt()))
                     .value("event")
                     .toString(),
                 QStringLiteral("ok"));
    const QJsonObject joined = host.waitForEvent(QStringLiteral("joined"));
    QCOMPARE(joined.value("seat").toInt(), 1);
    QCOMPARE(joined.value("name").toString(), QStringLiteral("Emil"));
    QCOMPARE(joined.value("joinedAs").toString(), joinedAs);
    QCOMPARE(joined.value("rejoined").toBool(), false);
    // The state keeps the name as the player typed it.
    QCOMPARE(host.state().value("players").toArray().at(0).toObject().value("joined").toString(), joinedAs);
    // Leaving: the seat by the roster's name too.
    QTRY_COMPARE_WITH_TIMEOUT(player.seat(), 1, Wait);
    player.leave();
    const QJsonObject left = host.waitForEvent(QStringLiteral("left"));
    QCOMPARE(left.value("seat").toInt(), 1);
    QCOMPARE(left.value("name").toString(), QStringLiteral("Emil"));
}

// ---- freeSeats in the welcome (the announcement counts the same) ----

void TestCliServeWerewolf::freeSeats_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("waiting"); // players in the lobby first: A, B, C, ...
    QTest::addColumn<QString>("deal"); // a deal's players, or empty
    QTest::addColumn<int>("free");    // what a newcomer's welcome says
    QTest::newRow("werewolf-xiangqi before the deal, nobody waiting: 32") << "werewolf-xiangqi" << 0 << "" << 32;
    QTest::newRow("werewolf-chess before the deal, nobody waiting: 16") << "werewolf-chess" << 0 << "" << 16;
    QTest::newRow("werewolf-xiangqi before the deal, 2 waiting: 30") << "werewolf-xiangqi" << 2 << "" << 30;
    QTest::newRow("werewolf-chess, a deal of 4 seats 3 waiting by name: 1")
        << "werewolf-chess" << 3 << R"(["A","B","C","D"])" << 1;
}

void TestCliServeWerewolf::freeSeats()
{
    QFETCH(QString, variant);
    QFETCH(int, waiting);
    QFETCH(QString, deal);
    QFETCH(int, free);
    Serve host(variant);
    const QJsonObject listening = host.waitForEvent(QStringLiteral("listening"));
    const quint16 port = quint16(listening.value("port").toInt());
    const QString code = listening.value("code").toString();
    std::vector<std::unique_ptr<net::WerewolfClient>> players;
    for (int i = 0; i < waiting; ++i) {
        players.push_back(std::make_unique<net::WerewolfClient>());
        players.back()->connectToHost(QStringLiteral("127.0.0.1"), port, QString(QLatin1Char(char('A' + i))), code);
    }
    QTRY_COMPARE_WITH_TIMEOUT(host.state().value("waiting").toArray().size(), waiting, Wait);
    if (!deal.isEmpty()) {
        QCOMPARE(host.send(QStringLiteral(R"({"cmd":"deal","players":%1,"roles":"reduced"})").arg(deal))
                     .value("event")
                     .toString(),
                 QStringLiteral("ok"));
        for (const auto& p : players)
            QTRY_VERIFY_WITH_TIMEOUT(p->seat() > 0, Wait);
    }
    net::WerewolfClient newcomer;
    QSignalSpy welcomed(&newcomer, &net::WerewolfClient::welcomed);
    newcomer.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Newcomer"), code);
    QVERIFY(welcomed.wait(Wait));
    QCOMPARE(newcomer.welcome().value(QStringLiteral("freeSeats")).toInteger(), qint64(free));
    QCOMPARE(newcomer.welcome().value(QStringLiteral("hostSeat")).toInteger(), qint64(-1));
}

// ---- a player that speaks garbage ----

void TestCliServeWerewolf::garbagePeer()
{
    Serve host(QStringLiteral("werewolf-chess"));
    const QJsonObject listening = host.waitForEvent(QStringLiteral("listening"));
    const quint16 port = quint16(listening.value("port").toInt());
    const QString code = listening.value("code").toString();

    // Bytes that are no frame at all: the connection is refused, the host says so.
    QTcpSocket raw;
    raw.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(raw.waitForConnected(Wait));
    raw.write(QByteArray("\xff\xff\xff\xff garbage that is no frame \x00\x01", 33));
    const QJsonObject refused =
        host.waitFor([](const QJsonObject& e) { return isEvent(e, "error") && e.contains(QLatin1String("code")); });
    QVERIFY(!refused.value("code").toString().isEmpty());
    QCOMPARE(refused.value("address").toString().contains(QLatin1String("127.0.0.1")), true);

    // A real player with a message the protocol does not know: an error, no harm.
    net::WerewolfClient player;
    player.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Xiao Ming"), code);
    QVERIFY(!host.waitFor([](const QJsonObject& e) { return isEvent(e, "waiting"); }).isEmpty());
    QSignalSpy errors(&player, &net::WerewolfClient::errorReceived);
    const qsizetype mark = host.events().size();
    player.sendRaw(QCborMap{{QStringLiteral("t"), QStringLiteral("dance")}, {QStringLiteral("steps"), 3}});
    QTRY_VERIFY_WITH_TIMEOUT(!errors.isEmpty(), Wait);
    QCOMPARE(errors.first().at(0).toString(), QStringLiteral("unknown-message"));
    QCOMPARE(host.waitFor([](const QJsonObject& e) { return isEvent(e, "error") && e.contains(QLatin1String("code")); }, mark)
                 .value("code")
                 .toString(),
             QStringLiteral("unknown-message"));

    // The host keeps serving: the player still waits, the moderator is answered.
    QVERIFY(player.isConnected());
    const QJsonObject state = host.state();
    QCOMPARE(state.value("waiting").toArray().size(), 1);
    QCOMPARE(state.value("waiting").toArray().at(0).toObject().value("name").toString(), QStringLiteral("Xiao Ming"));
    QCOMPARE(host.process.state(), QProcess::Running);
}

// ---- SIGTERM ----

void TestCliServeWerewolf::sigterm()
{
    Serve host(QStringLiteral("werewolf-xiangqi"));
    const QJsonObject listening = host.waitForEvent(QStringLiteral("listening"));
    net::WerewolfClient player;
    player.connectToHost(QStringLiteral("127.0.0.1"), quint16(listening.value("port").toInt()), QStringLiteral("A"),
                         listening.value("code").toString());
    QVERIFY(!host.waitForEvent(QStringLiteral("waiting")).isEmpty());
    host.process.terminate(); // SIGTERM
    QVERIFY(host.ended());
    QCOMPARE(host.process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(host.process.exitCode(), 0);
    const QJsonObject last = host.events().last();
    QCOMPARE(last.value("event").toString(), QStringLiteral("bye"));
    QCOMPARE(last.value("reason").toString(), QStringLiteral("signal"));
    QCOMPARE(last.value("played").toInt(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!player.isConnected(), Wait);
}

// ---- the moderator leaves ----

void TestCliServeWerewolf::endOfInput_data()
{
    QTest::addColumn<bool>("quit"); // the quit line, or the end of stdin
    QTest::addColumn<QString>("reason");
    QTest::newRow("quit") << true << "quit";
    QTest::newRow("end of stdin") << false << "stdin-closed";
}

void TestCliServeWerewolf::endOfInput()
{
    QFETCH(bool, quit);
    QFETCH(QString, reason);
    Serve host(QStringLiteral("werewolf-chess"));
    QVERIFY(!host.waitForEvent(QStringLiteral("listening")).isEmpty());
    if (quit)
        QCOMPARE(host.send(QByteArrayLiteral(R"({"cmd":"quit"})")).value("event").toString(), QStringLiteral("ok"));
    else
        host.process.closeWriteChannel();
    QVERIFY(host.ended());
    QCOMPARE(host.process.exitCode(), 0);
    QCOMPARE(host.events().last().value("event").toString(), QStringLiteral("bye"));
    QCOMPARE(host.events().last().value("reason").toString(), reason);
}

// ---- bad arguments: exit 2 before anything is hosted ----

void TestCliServeWerewolf::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("text");
    QTest::newRow("--clock is for board games") << QStringList{"--variant", "werewolf-xiangqi", "--clock", "60"}
                                                << "--clock is for the board games";
    QTest::newRow("--clock off too") << QStringList{"--variant", "werewolf-chess", "--clock", "off"} << "--clock is for the board games";
    QTest::newRow("--seed is for banqi") << QStringList{"--variant", "werewolf-chess", "--seed", "7"} << "--seed is for banqi";
    QTest::newRow("--games 0") << QStringList{"--variant", "werewolf-xiangqi", "--games", "0"} << "--games must be";
    QTest::newRow("--code of 5 digits") << QStringList{"--variant", "werewolf-xiangqi", "--code", "12345"} << "exactly 6 digits";
    QTest::newRow("a port in use") << QStringList{"--variant", "werewolf-xiangqi", "--bind", "127.0.0.1", "--port", "@busy"}
                                   << "cannot listen";
    QTest::newRow("--phones is for role games") << QStringList{"--variant", "xiangqi", "--phones", "0"}
                                                << "--phones is for the role games";
    QTest::newRow("--phones not a port") << QStringList{"--variant", "werewolf-chess", "--phones", "http"}
                                         << "--phones must be a port";
    QTest::newRow("--phones on a port in use") << QStringList{"--variant", "werewolf-chess", "--bind", "127.0.0.1", "--phones", "@busy"}
                                               << "cannot listen";
}

void TestCliServeWerewolf::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, text);
    QTcpServer busy;
    QVERIFY(busy.listen(QHostAddress::LocalHost));
    args.replaceInStrings(QStringLiteral("@busy"), QString::number(busy.serverPort()));
    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), QStringList{QStringLiteral("serve")} + args);
    QVERIFY(p.waitForFinished(Wait));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    const QByteArray out = p.readAllStandardOutput();
    QCOMPARE(out.count('\n'), 1);
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    QVERIFY2(o.value("error").toString().contains(text), out.constData());
    QVERIFY(!o.contains(QLatin1String("event"))); // nothing was hosted
}

QTEST_GUILESS_MAIN(TestCliServeWerewolf)
#include "tst_cli_serve_werewolf.moc"
