// qiyuan-bench-lan: how long a client's move takes to come back as the host's
// "moved" broadcast over real sockets (the host validates it with the engine
// in between). Games of seeded random moves; a new game when one ends.
//   qiyuan-bench-lan [--moves N]       (default 1000) a HostSession and a client
//                                       in this process, on 127.0.0.1
//   qiyuan-bench-lan --connect ADDRESS:PORT --code CODE [--moves N]
//                                       two clients, one a seat, at a running
//                                       `qiyuan-cli serve --variant xiangqi`
//                                       (bench/lan/veth.sh: across a veth pair)
#include "net/clientsession.h"
#include "net/hostsession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cstdio>
#include <functional>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::net;

namespace {
// Runs the event loop until `done` or 5 s; false on the timeout.
template<class Signal, class Sender>
bool waitFor(Sender* sender, Signal signal)
{
    QEventLoop loop;
    QTimer::singleShot(5000, &loop, [&loop] { loop.exit(1); });
    QObject::connect(sender, signal, &loop, [&loop] { loop.exit(0); });
    return loop.exec() == 0;
}

// Runs the event loop until `done()` or `ms`; false on the timeout.
bool waitUntil(const std::function<bool()>& done, int ms = 5000)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    return true;
}

QString randomMove(const xiangqi::Position& pos, QRandomGenerator& rng)
{
    const auto moves = pos.legalMoves();
    return QString::fromStdString(xiangqi::toIccs(moves[int(rng.bounded(moves.size()))]));
}

// The position a client's state shows: the start and its moves.
xiangqi::Position positionOf(const ClientSession& c)
{
    auto pos = xiangqi::Position::fromFen(c.state().value(QStringLiteral("start")).toString().toStdString());
    if (!pos)
        return {};
    for (const QString& a : c.actions())
        pos->makeMove(xiangqi::Position::parseIccs(a.toStdString()));
    return *pos;
}

double percentile(const std::vector<double>& sorted, double p)
{
    return sorted[std::min(sorted.size() - 1, size_t(p * double(sorted.size())))];
}

// Prints the numbers; true when the targets hold.
bool report(std::vector<double> ms, const QString& where, int games)
{
    std::sort(ms.begin(), ms.end());
    std::printf("move round trip client -> host -> client %s, %zu moves in %d games\n", qPrintable(where), ms.size(),
                games);
    std::printf("median %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms  (targets: median 5 ms, p99 20 ms)\n",
                percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99), ms.back());
    return percentile(ms, 0.5) <= 5.0 && percentile(ms, 0.99) <= 20.0;
}

// Two clients at a running `qiyuan-cli serve` (xiangqi): each seat's moves are
// timed from sending until its own client has the host's "moved". serve
// starts the next game at once after a result and seats both again.
int benchServe(const QString& address, const QString& code, int wanted)
{
    const QString host = address.section(QLatin1Char(':'), 0, -2);
    const quint16 port = quint16(address.section(QLatin1Char(':'), -1).toUInt());
    if (host.isEmpty() || port == 0) {
        std::fprintf(stderr, "--connect takes ADDRESS:PORT\n");
        return 2;
    }
    std::array<ClientSession, 2> clients;
    std::array<int, 2> seatings{}; // "seated": one a game
    std::array<int, 2> moves{};    // "moved" broadcasts received
    QElapsedTimer timer;
    std::array<qint64, 2> answeredNs{}; // when each client had the last "moved"
    for (size_t i = 0; i < 2; ++i) {
        QObject::connect(&clients[i], &ClientSession::joined, [&seatings, i] { ++seatings[i]; });
        QObject::connect(&clients[i], &ClientSession::moved, [&, i] {
            ++moves[i];
            answeredNs[i] = timer.nsecsElapsed();
        });
        clients[i].connectToHost(host, port, QStringLiteral("bench-%1").arg(i + 1), code);
        if (!waitUntil([&] { return seatings[i] > 0; }, 10000)) {
            std::fprintf(stderr, "client %zu was not seated at %s\n", i + 1, qPrintable(address));
            return 1;
        }
    }
    QRandomGenerator rng(42);
    std::vector<double> ms;
    auto over = [&](const ClientSession& c) {
        return c.result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing");
    };
    while (int(ms.size()) < wanted) {
        if (over(clients[0]) || over(clients[1])) { // the next game: both seated again
            if (!waitUntil([&] { return !over(clients[0]) && !over(clients[1]); }, 10000)) {
                std::fprintf(stderr, "no next game (serve --games too small?)\n");
                return 1;
            }
            continue;
        }
        const size_t mover = clients[0].toMove() == clients[0].seat() ? 0 : 1;
        const int before = moves[mover];
        const QString move = randomMove(positionOf(clients[mover]), rng);
        timer.start();
        clients[mover].sendMove(move);
        if (!waitUntil([&] { return moves[mover] > before; })) {
            std::fprintf(stderr, "a move got no answer\n");
            return 1;
        }
        ms.push_back(double(answeredNs[mover]) / 1e6);
        // Both copies agree before the next move is chosen.
        if (!waitUntil([&] { return clients[0].ply() == clients[1].ply(); })) {
            std::fprintf(stderr, "the other client missed a move\n");
            return 1;
        }
    }
    for (ClientSession& c : clients)
        c.leave();
    waitUntil([] { return false; }, 200); // the byes go out
    return report(ms, QStringLiteral("at serve %1").arg(address), seatings[0]) ? 0 : 1;
}
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int wanted = 1000;
    const QStringList args = app.arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--moves"));
    if (at >= 0 && at + 1 < args.size())
        wanted = std::max(1, args[at + 1].toInt());
    const qsizetype connect = args.indexOf(QStringLiteral("--connect"));
    if (connect >= 0) {
        const qsizetype code = args.indexOf(QStringLiteral("--code"));
        if (connect + 1 >= args.size() || code < 0 || code + 1 >= args.size()) {
            std::fprintf(stderr, "usage: qiyuan-bench-lan --connect ADDRESS:PORT --code CODE [--moves N]\n");
            return 2;
        }
        return benchServe(args[connect + 1], args[code + 1], wanted);
    }

    QRandomGenerator rng(42);
    std::vector<double> ms;
    int games = 0;
    while (int(ms.size()) < wanted) {
        TableSettings s;
        s.hostName = QStringLiteral("bench");
        s.roomCode = QStringLiteral("123456");
        s.hostSeat = 0;
        HostSession host(s);
        if (!host.listen(QHostAddress::LocalHost)) {
            std::fprintf(stderr, "cannot listen on 127.0.0.1\n");
            return 1;
        }
        ClientSession client;
        client.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("client"), s.roomCode);
        if (!waitFor(&client, &ClientSession::joined)) {
            std::fprintf(stderr, "the client was not seated\n");
            return 1;
        }
        ++games;
        while (!host.referee().over() && int(ms.size()) < wanted) {
            const xiangqi::Position& pos = host.xiangqi()->game().position();
            if (host.referee().sideToMove() == host.hostSeat()) {
                host.play(randomMove(pos, rng));
                waitFor(&client, &ClientSession::moved);
                continue;
            }
            const QString move = randomMove(pos, rng); // the client's choice (its copy is the same)
            QElapsedTimer timer;
            timer.start();
            client.sendMove(move);
            if (!waitFor(&client, &ClientSession::moved)) {
                std::fprintf(stderr, "a move got no answer\n");
                return 1;
            }
            ms.push_back(timer.nsecsElapsed() / 1e6);
        }
    }
    return report(ms, QStringLiteral("on loopback"), games) ? 0 : 1;
}
