// A LAN guest as a process of its own, for tests/ui_lan_rejoin: it sits down
// at 127.0.0.1:PORT as the app's join does and keeps its seat on disk through
// the app's own LanLink (ui/lan/lanseats.h, in $XDG_CONFIG_HOME). Started
// again after it was killed, it takes the kept seat back with the token.
//
//   languest GAME PORT CODE NAME
//
// stdout: "seated SEAT PLY TOKEN|CODE" once at the table, "moved PLY" after
// each action the host accepted, "error CODE" for a refusal. stdin: "move
// ACTION" sends an action, "quit" leaves the table (bye) and ends.
// A role game (GAME werewolf-xiangqi, werewolf-chess): a player joining the
// moderator by name, its seat kept as the app's player screen keeps it
// (LanSeats::keepRoleSeat); stdout "seated SEAT ROLE TOKEN|CODE".
#include "net/clientsession.h"
#include "net/werewolfclient.h"
#include "ui/lan/lanlink.h"
#include "ui/lan/lanseats.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTextStream>

#include <cstdio>
#include <unistd.h>

using namespace qiyuan;

namespace {
void say(const QString& line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("languest"));
    const QStringList args = app.arguments();
    if (args.size() != 5) {
        std::fputs("usage: languest GAME PORT CODE NAME\n", stderr);
        return 2;
    }
    const QString game = args[1];
    const quint16 port = quint16(args[2].toUInt());
    const QString code = args[3], name = args[4];
    const QString address = QStringLiteral("127.0.0.1");

    const auto kept = ui::LanSeats::recallAt(game, address, port);
    if (game.startsWith(QLatin1String("werewolf-"))) {
        auto* player = new net::WerewolfClient;
        ui::LanSeats::keepRoleSeat(player, game, &app);
        // Seated, with its role (it comes with the state, before or after the seat).
        auto report = [player, &kept, said = false]() mutable {
            const QString role = player->you().value(QStringLiteral("role")).toString();
            if (said || !player->isJoined() || player->seat() <= 0 || role.isEmpty())
                return;
            said = true;
            say(QStringLiteral("seated %1 %2 %3").arg(player->seat()).arg(role, kept ? "token" : "code"));
        };
        QObject::connect(player, &net::WerewolfClient::joined, &app, report);
        QObject::connect(player, &net::WerewolfClient::stateChanged, &app, report);
        QObject::connect(player, &net::WerewolfClient::errorReceived, &app,
                         [](const QString& c) { say(QStringLiteral("error %1").arg(c)); });
        player->connectToHost(address, port, name, code, kept ? kept->token : QString());
        return app.exec(); // ended by a kill
    }
    auto* session = new net::ClientSession;
    ui::LanLink* link = nullptr;
    QObject::connect(session, &net::ClientSession::joined, &app, [&](int seat) {
        if (link)
            return;
        link = new ui::LanLink(session); // keeps the seat on disk, as at a table of the app
        link->setRoomCode(code);
        QObject::connect(link, &ui::LanLink::moved, &app, [session] { say(QStringLiteral("moved %1").arg(session->ply())); });
        say(QStringLiteral("seated %1 %2 %3").arg(seat).arg(session->ply()).arg(kept ? "token" : "code"));
    });
    QObject::connect(session, &net::ClientSession::errorReceived, &app,
                     [](const QString& c) { say(QStringLiteral("error %1").arg(c)); });
    QObject::connect(session, &net::ClientSession::disconnected, &app, [&](const QString& reason) {
        if (!link) { // never seated
            say(QStringLiteral("disconnected %1").arg(reason));
            app.exit(1);
        }
    });
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QTextStream in(stdin);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        const QString line = in.readLine();
        if (line.isNull() || line == QLatin1String("quit")) {
            input.setEnabled(false);
            delete link; // says goodbye, as the app does when it closes
            app.exit(0);
        } else if (line.startsWith(QLatin1String("move ")) && link) {
            link->sendMove(line.mid(5));
        }
    });
    session->connectToHost(address, port, name, code, kept ? kept->token : QString());
    return app.exec();
}
