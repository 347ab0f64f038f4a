#include "lanseats.h"

#include "net/protocol.h"
#include "net/werewolfclient.h"

#include <QCborMap>

namespace qiyuan::ui::LanSeats {

void keepRoleSeat(net::WerewolfClient* c, const QString& game, QObject* context)
{
    const auto over = [c] { return c->state().value(QStringLiteral("over")).toBool(); };
    auto keep = [c, game, over] {
        if (c->isJoined() && c->seat() > 0 && !c->token().isEmpty() && !over())
            remember({game, c->hostAddress(), c->hostPort(), c->token(), c->playerName(), {},
                      c->welcome().value(QStringLiteral("host")).toString(), {}});
    };
    keep(); // a join dialog hands over a client already seated
    QObject::connect(c, &net::WerewolfClient::joined, context, keep);
    QObject::connect(c, &net::WerewolfClient::stateChanged, context, [game, over] {
        if (over())
            forget(game);
    });
    QObject::connect(c, &net::WerewolfClient::errorReceived, context, [game](const QString& code) {
        if (code == QLatin1String(net::err::BadToken)) // the moderator gave the seat to someone else
            forget(game);
    });
}

} // namespace qiyuan::ui::LanSeats
