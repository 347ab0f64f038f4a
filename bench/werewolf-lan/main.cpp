// qiyuan-bench-werewolf-lan: a role-game host (the moderator's laptop) with
// 32 player clients on 127.0.0.1 through several nights and days. The clients
// run in a child process, so the host's own CPU time and peak memory (VmHWM)
// are measured alone; the clients time each message's round trip (a night
// action until its "accepted", a vote until its "voted").
//   qiyuan-bench-werewolf-lan [--nights N] [--players 32] [--phones]   (default 5 nights)
// With --phones the players are phones (issue 20): WebSockets carrying the
// protocol as JSON to the host's WebGate, as the phone page does.
// The child: qiyuan-bench-werewolf-lan --clients PORT --players N [--phones]
#include "net/webgate.h"
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "session/moderatorsession.h"
#include "werewolf/table.h"

#include <QCborArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <sys/resource.h>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace qiyuan::werewolf;

namespace {

const QString RoomCode = QStringLiteral("135790");

QString argValue(const QStringList& args, const char* name, const QString& fallback = {})
{
    const qsizetype at = args.indexOf(QLatin1String(name));
    return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

// kB of a line of /proc/self/status ("VmHWM", "VmRSS").
long statusKb(const char* field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field)) + 1).trimmed().split(' ').first().toLong();
    return -1;
}

double cpuMs()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return (double(u.ru_utime.tv_sec) + double(u.ru_stime.tv_sec)) * 1000.0
         + (double(u.ru_utime.tv_usec) + double(u.ru_stime.tv_usec)) / 1000.0;
}

// One random choice of a night form (a cannon's screen too).
struct Choice {
    QString verb;
    int target = 0;
    int screen = 0;
};

Choice choose(const QCborArray& options, QRandomGenerator& rng)
{
    const QCborMap o = options.at(rng.bounded(int(options.size()))).toMap();
    const QCborArray targets = o.value(QStringLiteral("targets")).toArray();
    const QCborArray screens = o.value(QStringLiteral("screens")).toArray();
    Choice c{o.value(QStringLiteral("verb")).toString()};
    if (o.value(QStringLiteral("needsTarget")).toBool())
        c.target = int(targets.at(screens.isEmpty() ? rng.bounded(int(targets.size())) : 0).toInteger());
    if (!screens.isEmpty())
        c.screen = int(screens.at(rng.bounded(int(screens.size()))).toInteger());
    return c;
}

// A living player; most vote alike so that someone is executed.
int voteTarget(const QCborArray& players, QRandomGenerator& rng)
{
    std::vector<int> alive;
    for (const QCborValue& p : players)
        if (p.toMap().value(QStringLiteral("alive")).toBool())
            alive.push_back(int(p.toMap().value(QStringLiteral("seat")).toInteger()));
    return rng.bounded(3) == 0 ? alive[rng.bounded(int(alive.size()))] : alive.front();
}

void printRoundTrips(const std::vector<double>& actionMs, const std::vector<double>& voteMs)
{
    std::printf("night actions, all at once: %zu, median %.3f p99 %.3f max %.3f\n", actionMs.size(), percentile(actionMs, 0.5),
                percentile(actionMs, 0.99), actionMs.empty() ? 0 : *std::max_element(actionMs.begin(), actionMs.end()));
    std::printf("votes, one at a time: %zu, median %.3f p99 %.3f max %.3f\n", voteMs.size(), percentile(voteMs, 0.5),
                percentile(voteMs, 0.99), voteMs.empty() ? 0 : *std::max_element(voteMs.begin(), voteMs.end()));
}

// ---- the child: N simulated players ----

int runClients(quint16 port, int players)
{
    QRandomGenerator rng(99);
    std::vector<std::unique_ptr<WerewolfClient>> clients;
    std::vector<double> actionMs, voteMs;
    std::vector<QElapsedTimer> sent{std::size_t(players)};
    int gone = 0;
    std::deque<WerewolfClient*> queue; // living players waiting to vote
    std::function<void()> voteNext = [&] {
        WerewolfClient* me = queue.front();
        const int target = voteTarget(me->players(), rng);
        sent[std::size_t(me->seat() - 1)].start();
        me->vote(target);
    };
    for (int i = 1; i <= players; ++i) {
        auto c = std::make_unique<WerewolfClient>();
        WerewolfClient* me = c.get();
        QElapsedTimer* timer = &sent[std::size_t(i - 1)];
        QObject::connect(me, &WerewolfClient::nightOpened, me, [me, timer, &rng](int, bool acting) {
            if (!acting)
                return;
            const Choice c = choose(me->form().value(QStringLiteral("options")).toArray(), rng);
            timer->start();
            me->submitAction(c.verb, c.target, c.screen);
        });
        QObject::connect(me, &WerewolfClient::actionAccepted, me, [timer, &actionMs] {
            if (timer->isValid())
                actionMs.push_back(double(timer->nsecsElapsed()) / 1e6);
            timer->invalidate();
        });
        // Votes go one at a time (the next when the last is recorded): their
        // round trip is a lone message's; the night's actions all go at once.
        QObject::connect(me, &WerewolfClient::dayOpened, me, [me, &queue, &voteNext] {
            if (!me->you().value(QStringLiteral("alive")).toBool())
                return;
            queue.push_back(me);
            if (queue.size() == 1)
                voteNext();
        });
        QObject::connect(me, &WerewolfClient::voteRecorded, me, [timer, &voteMs, &queue, &voteNext] {
            if (timer->isValid())
                voteMs.push_back(double(timer->nsecsElapsed()) / 1e6);
            timer->invalidate();
            queue.pop_front();
            if (!queue.empty())
                voteNext();
        });
        QObject::connect(me, &WerewolfClient::disconnected, me, [&gone, players] {
            if (++gone == players)
                QCoreApplication::quit();
        });
        me->connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Player %1").arg(i), RoomCode);
        clients.push_back(std::move(c));
    }
    QTimer::singleShot(120000, qApp, [] { QCoreApplication::exit(1); });
    const int rc = QCoreApplication::exec();
    printRoundTrips(actionMs, voteMs);
    return rc;
}

// ---- the child, phones: each a WebSocket speaking the protocol as JSON ----

struct Phone {
    QWebSocket ws;
    int seat = 0;
    bool alive = true;
    QCborArray players;
    QElapsedTimer sent;
    void send(const QCborMap& m) { ws.sendTextMessage(QString::fromUtf8(WebConnection::encode(m))); }
};

QCborMap message(const char* t, std::initializer_list<std::pair<const char*, QCborValue>> fields = {})
{
    QCborMap m;
    m.insert(QStringLiteral("t"), QLatin1String(t));
    for (const auto& [k, v] : fields)
        m.insert(QLatin1String(k), v);
    return m;
}

int runPhones(quint16 port, int players)
{
    QRandomGenerator rng(99);
    std::vector<std::unique_ptr<Phone>> phones;
    std::vector<double> actionMs, voteMs;
    int gone = 0;
    std::deque<Phone*> queue; // living players waiting to vote, one at a time as the desktop clients
    std::function<void()> voteNext = [&] {
        Phone* me = queue.front();
        me->sent.start();
        me->send(message("vote", {{"target", voteTarget(me->players, rng)}}));
    };
    for (int i = 1; i <= players; ++i) {
        phones.push_back(std::make_unique<Phone>());
        Phone* me = phones.back().get();
        QObject::connect(&me->ws, &QWebSocket::connected, &me->ws, [me] {
            me->send(message("hello", {{"magic", QStringLiteral("QIYUAN-LAN")}, {"protocol", 1}}));
        });
        QObject::connect(&me->ws, &QWebSocket::textMessageReceived, &me->ws, [&, me, i](const QString& text) {
            const auto m = WebConnection::decode(text.toUtf8());
            if (!m)
                return;
            const QString t = m->value(QStringLiteral("t")).toString();
            const auto isT = [&](const char* k) { return t == QLatin1String(k); };
            if (isT("welcome")) {
                me->send(message("join", {{"name", QStringLiteral("Player %1").arg(i)}, {"code", RoomCode}}));
            } else if (isT("seated") || isT("state")) {
                const QCborMap st = m->value(QStringLiteral("state")).toMap();
                me->seat = int(m->value(QStringLiteral("seat")).toInteger(me->seat));
                me->players = st.value(QStringLiteral("players")).toArray();
                me->alive = st.value(QStringLiteral("you")).toMap().value(QStringLiteral("alive")).toBool();
            } else if (isT("night") && m->contains(QStringLiteral("form"))) {
                const Choice c = choose(m->value(QStringLiteral("form")).toMap().value(QStringLiteral("options")).toArray(), rng);
                QCborMap a = message("night-action", {{"verb", c.verb}});
                if (c.target)
                    a.insert(QStringLiteral("target"), c.target);
                if (c.screen)
                    a.insert(QStringLiteral("screen"), c.screen);
                me->sent.start();
                me->send(a);
            } else if (isT("accepted") || isT("voted")) {
                if (me->sent.isValid())
                    (isT("voted") ? voteMs : actionMs).push_back(double(me->sent.nsecsElapsed()) / 1e6);
                me->sent.invalidate();
                if (isT("voted")) {
                    queue.pop_front();
                    if (!queue.empty())
                        voteNext();
                }
            } else if (isT("phase")) {
                me->players = m->value(QStringLiteral("players")).toArray();
            } else if (isT("you")) {
                me->alive = m->value(QStringLiteral("you")).toMap().value(QStringLiteral("alive")).toBool();
            } else if (isT("day") && me->alive) {
                queue.push_back(me);
                if (queue.size() == 1)
                    voteNext();
            }
        });
        QObject::connect(&me->ws, &QWebSocket::disconnected, &me->ws, [&gone, players] {
            if (++gone == players)
                QCoreApplication::quit();
        });
        me->ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
    }
    QTimer::singleShot(120000, qApp, [] { QCoreApplication::exit(1); });
    const int rc = QCoreApplication::exec();
    printRoundTrips(actionMs, voteMs);
    return rc;
}

// ---- the host ----

std::vector<Seat> deal(int players, quint32 seed)
{
    const Role set[] = {Role::General, Role::Chariot, Role::Chariot, Role::Horse, Role::Horse, Role::Cannon,
                        Role::Cannon, Role::Elephant, Role::Elephant, Role::LeftAdvisor, Role::RightAdvisor,
                        Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier};
    std::vector<Seat> cards;
    for (int i = 0; i < players; ++i) // camps alternate, each in the order of its set (XW-2)
        cards.push_back({0, i % 2 ? Camp::Black : Camp::Red, set[i / 2]});
    QRandomGenerator rng(seed);
    for (std::size_t i = cards.size(); i > 1; --i)
        std::swap(cards[i - 1], cards[rng.bounded(quint32(i))]);
    for (std::size_t i = 0; i < cards.size(); ++i)
        cards[i].id = int(i) + 1;
    return cards;
}

// Runs the event loop until the condition holds, checked after each of the
// host's signals (no polling: the host's CPU time is what is measured).
bool waitUntil(WerewolfHost& host, const std::function<bool()>& done, int ms = 20000)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, [&loop] { loop.exit(1); });
    auto check = [&] {
        if (done())
            loop.exit(0);
    };
    QObject::connect(&host, &WerewolfHost::playerJoined, &loop, check);
    QObject::connect(&host, &WerewolfHost::submitted, &loop, check);
    QObject::connect(&host, &WerewolfHost::voted, &loop, check);
    return loop.exec() == 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int players = std::clamp(argValue(args, "--players", QStringLiteral("32")).toInt(), 2, 32);
    const bool phones = args.contains(QStringLiteral("--phones"));
    if (args.contains(QStringLiteral("--clients")))
        return phones ? runPhones(quint16(argValue(args, "--clients").toUInt()), players)
                      : runClients(quint16(argValue(args, "--clients").toUInt()), players);
    const int nights = std::max(1, argValue(args, "--nights", QStringLiteral("5")).toInt());

    const long rssStart = statusKb("VmRSS:");
    const double cpuStart = cpuMs();
    QElapsedTimer wall;
    wall.start();
    quint32 seed = 1;
    std::vector<Seat> seats = deal(players, seed);
    std::map<int, QString> names;
    for (const Seat& s : seats)
        names[s.id] = QStringLiteral("Player %1").arg(s.id);
    // The moderator's session holds the game; the host publishes it.
    session::ModeratorSession moderator(Game::Xiangqi);
    const auto newGame = [&] {
        moderator.load(Settings{}, seats, names, *Table::create(Game::Xiangqi, Settings{}, seats), {}, {});
    };
    const auto table = [&] { return moderator.table(); };
    newGame();
    WerewolfHostSettings hs;
    hs.hostName = QStringLiteral("bench");
    hs.roomCode = RoomCode;
    WerewolfHost host(hs);
    host.follow(&moderator);
    if (!host.listen(QHostAddress::LocalHost) || (phones && !host.listenPhones(QHostAddress::LocalHost))) {
        std::fprintf(stderr, "cannot listen on 127.0.0.1\n");
        return 1;
    }
    QProcess clients;
    clients.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList childArgs = {QStringLiteral("--clients"), QString::number(phones ? host.phonePort() : host.port()),
                             QStringLiteral("--players"), QString::number(players)};
    if (phones)
        childArgs << QStringLiteral("--phones");
    clients.start(QCoreApplication::applicationFilePath(), childArgs);
    if (!waitUntil(host, [&] { return host.connectedSeats().size() == players; })) {
        std::fprintf(stderr, "only %lld of %d players joined\n", qint64(host.connectedSeats().size()), players);
        return 1;
    }
    const double joinedMs = double(wall.elapsed());
    const double cpuJoined = cpuMs();

    int nightsDone = 0, daysDone = 0, games = 1;
    std::vector<double> formToAllMs; // night opened → the last acting player's entry arrived
    while (nightsDone < nights) {
        if (table()->state().over) { // a new deal for the same players
            seats = deal(players, ++seed);
            newGame();
            host.sync();
            ++games;
        }
        int acting = 0;
        for (const Player& p : table()->state().players)
            acting += p.alive && !table()->options(p.id, {}).empty();
        QElapsedTimer night;
        night.start();
        host.openNight();
        if (!waitUntil(host, [&] { return host.submittedSeats().size() == acting; })) {
            std::fprintf(stderr, "night %d: %lld of %d entries arrived\n", nightsDone + 1,
                         qint64(host.submittedSeats().size()), acting);
            return 1;
        }
        formToAllMs.push_back(double(night.nsecsElapsed()) / 1e6);
        // The moderator settles refused entries (linked horses that disagree, XW-15).
        std::vector<Action> entries = moderator.tonight();
        for (int guard = 0; guard < 64; ++guard) {
            moderator.setEntries(entries);
            const Resolution r = table()->preview(Night{moderator.tonight()});
            if (!r.error)
                break;
            auto it = std::find_if(entries.begin(), entries.end(),
                                   [&](const Action& a) { return a.actor == r.error->actor.id; });
            if (it == entries.end())
                break;
            if (r.error->problem == Problem::HorsesDisagree)
                it->target = r.error->value;
            else
                entries.erase(it);
        }
        if (!moderator.applyNight()) {
            std::fprintf(stderr, "night %d refused\n", nightsDone + 1);
            return 1;
        }
        host.sync();
        ++nightsDone;
        if (table()->state().over)
            continue;
        int alive = 0;
        for (const Player& p : table()->state().players)
            alive += p.alive;
        host.openDay(true);
        if (!waitUntil(host, [&] { return int(moderator.votes().size()) == alive; })) {
            std::fprintf(stderr, "day %d: %zu of %d votes arrived\n", daysDone + 1, moderator.votes().size(), alive);
            return 1;
        }
        Day day; // a tie the moderator must settle: nobody (the default rule)
        day.votes = moderator.votes();
        if (!moderator.applyDay(day)) {
            std::fprintf(stderr, "day %d refused\n", daysDone + 1);
            return 1;
        }
        host.sync();
        ++daysDone;
    }
    const double cpuEnd = cpuMs();
    const double wallMs = double(wall.elapsed());
    const long hwm = statusKb("VmHWM:");
    // Closing the host ends the clients, which then print their round trips.
    host.close();
    QEventLoop wait;
    QObject::connect(&clients, &QProcess::finished, &wait, [&wait] { wait.quit(); });
    QTimer::singleShot(10000, &wait, [&wait] { wait.quit(); });
    if (clients.state() != QProcess::NotRunning)
        wait.exec();
    const QByteArray clientReport = clients.readAllStandardOutput();

    std::printf("%s\n", phones ? "phones (WebSocket, JSON)" : "desktop clients (TCP, CBOR)");
    std::printf("players %d, games %d, nights %d, days %d, wall %.0f ms (joining %.0f ms)\n", players, games,
                nightsDone, daysDone, wallMs, joinedMs);
    std::printf("host CPU: %.0f ms in all, %.0f ms while joining, %.0f ms for the nights and days (%.1f ms a night+day)\n",
                cpuEnd - cpuStart, cpuJoined - cpuStart, cpuEnd - cpuJoined, (cpuEnd - cpuJoined) / nightsDone);
    std::printf("host memory: VmRSS %ld kB at start, VmHWM %ld kB (peak)\n", rssStart, hwm);
    std::printf("night opened → all %d players' entries in: median %.2f ms, max %.2f ms\n", players,
                percentile(formToAllMs, 0.5), *std::max_element(formToAllMs.begin(), formToAllMs.end()));
    std::printf("client round trips (ms):\n%s", clientReport.constData());
    return 0;
}
