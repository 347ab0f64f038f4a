// qiyuan-bench-lan: how long a client's move takes to come back as the host's
// "moved" broadcast over real sockets on 127.0.0.1 (the host validates it with
// the engine in between). Games of seeded random moves; a new table when one ends.
//   qiyuan-bench-lan [--moves N]   (default 1000)
#include "net/clientsession.h"
#include "net/hostsession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <cstdio>
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

QString randomMove(const xiangqi::Position& pos, QRandomGenerator& rng)
{
    const auto moves = pos.legalMoves();
    return QString::fromStdString(xiangqi::toIccs(moves[int(rng.bounded(moves.size()))]));
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
    std::sort(ms.begin(), ms.end());
    auto pct = [&](double p) { return ms[std::min(ms.size() - 1, size_t(p * double(ms.size())))]; };
    std::printf("move round trip client -> host -> client on loopback, %zu moves in %d games\n", ms.size(), games);
    std::printf("median %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms  (targets: median 5 ms, p99 20 ms)\n",
                pct(0.5), pct(0.9), pct(0.99), ms.back());
    return pct(0.5) <= 5.0 && pct(0.99) <= 20.0 ? 0 : 1;
}
