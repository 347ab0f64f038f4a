// qiyuan-cli serve for the board games: a HostSession with no host player
// (both seats remote), announced on the LAN as the GUI's tables are, with
// one event line per thing that happens (docs/CLI.md, "serve").
#include "serve.h"

#include "net/connection.h"
#include "net/discovery.h"
#include "net/hostsession.h"

#include <QCborArray>
#include <QCborValue>
#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>

namespace qiyuan::cli {

namespace {

QString key(const char* s) { return QString::fromLatin1(s); }

// The move record's fields an event carries (those that are set).
QJsonObject moveFields(const QCborMap& record)
{
    QJsonObject o;
    for (const char* k : {"action", "notation", "captured", "revealed", "moved", "kindChange", "points",
                          "opponentPoints", "check", "reasons"})
        if (record.contains(key(k)))
            o.insert(key(k), record.value(key(k)).toJsonValue());
    return o;
}

QJsonObject resultFields(const QCborMap& result)
{
    QJsonObject o;
    o.insert(QStringLiteral("result"), result.value(key("verdict")).toString());
    o.insert(QStringLiteral("reason"), result.value(key("reason")).toString());
    for (const char* k : {"winner", "score"})
        if (result.contains(key(k)))
            o.insert(key(k), result.value(key(k)).toJsonValue());
    return o;
}

} // namespace

int serveBoard(const ServeOptions& o)
{
    int argc = 1;
    char name[] = "qiyuan-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);

    net::TableSettings settings;
    settings.hostName = o.name;
    settings.hostSeat = -1; // nobody plays here: both seats are remote
    settings.roomCode = o.code;
    settings.seed = o.seed;
    const QString variant = QString::fromStdString(o.variant);
    if (variant == QLatin1String("xiangqi")) {
        settings.game = QStringLiteral("xiangqi");
    } else if (variant.startsWith(QLatin1String("jifen"))) {
        settings.game = QStringLiteral("jifen");
        settings.variant = variant;
    } else {
        settings.game = QStringLiteral("banqi");
        settings.variant = variant;
        settings.options = o.rules; // the welcome, the announcement and every state carry them
        if (o.clockSeconds)
            settings.turnSeconds = *o.clockSeconds; // 0: off (BQ-9's clock)
    }
    if (settings.game != QLatin1String("banqi") && o.clockSeconds && *o.clockSeconds > 0)
        settings.timeControl = TimeControl{*o.clockSeconds * 1000, 0, 0};
    if (settings.game != QLatin1String("banqi") && o.clock)
        settings.timeControl = *o.clock;

    net::HostSession host(settings, o.timing);
    QString error;
    if (!host.listen(o.bind, o.port, &error)) {
        return serveError(QStringLiteral("serve: %1").arg(error));
    }
    net::Announcer announcer(o.timing);
    auto announce = [&] { announcer.setTable(host.tableInfo()); };
    announce();
    announcer.start();

    int played = 0;
    bool finishing = false;
    auto finish = [&](const QString& reason) {
        if (finishing)
            return;
        finishing = true;
        announcer.stop();
        emitEvent(QStringLiteral("bye"), {{"reason", reason}, {"played", played}});
        // The connections close with the host; the loop ends after this event.
        QTimer::singleShot(0, &app, [&app] { app.exit(0); });
    };
    auto game = [&host] { return host.gameNumber(); };

    // The handlers are in place before anyone can know the table is there.
    onTerminationSignal(&app, [&] { finish(QStringLiteral("signal")); });
    QJsonObject listening{{"port", host.port()},
                          {"code", host.roomCode()},
                          {"game", host.referee().gameKey()},
                          {"variant", host.referee().variantKey()},
                          {"name", o.name},
                          {"games", o.games}};
    if (!host.tableInfo().options.isEmpty())
        listening.insert(QStringLiteral("rules"), host.tableInfo().options); // as replay --rules prints them
    emitEvent(QStringLiteral("listening"), listening);
    QObject::connect(&host, &net::HostSession::remoteSeated, &app,
                     [&](const QString& who, bool rejoined, int seat) {
                         emitEvent(QStringLiteral("joined"), {{"seat", seat}, {"name", who}, {"rejoined", rejoined}});
                         announce();
                     });
    QObject::connect(&host, &net::HostSession::spectatorJoined, &app, [&](const QString& who) {
        emitEvent(QStringLiteral("joined"), {{"seat", -1}, {"name", who}, {"rejoined", false}});
    });
    QObject::connect(&host, &net::HostSession::remoteDropped, &app,
                     [&](int seat) { emitEvent(QStringLiteral("dropped"), {{"seat", seat}}); });
    QObject::connect(&host, &net::HostSession::remoteSeatOpened, &app, [&](int seat) {
        emitEvent(QStringLiteral("seat-open"), {{"seat", seat}});
        announce();
    });
    QObject::connect(&host, &net::HostSession::gameStarted, &app, [&] {
        const QCborMap state = host.stateFor(match::Spectator);
        QJsonArray players;
        for (const QCborValue& s : state.value(key("seats")).toArray())
            players.append(s.toMap().value(key("name")).toString());
        QJsonObject e{{"game", game()}, {"players", players}};
        if (state.contains(key("commitment")))
            e.insert(QStringLiteral("commitment"), state.value(key("commitment")).toString());
        emitEvent(QStringLiteral("started"), e);
    });
    QObject::connect(&host, &net::HostSession::moved, &app, [&](int ply, const QCborMap& record, int seat) {
        QJsonObject e = moveFields(record);
        e.insert(QStringLiteral("seat"), seat);
        e.insert(QStringLiteral("game"), game());
        e.insert(QStringLiteral("ply"), ply);
        emitEvent(QStringLiteral("move"), e);
    });
    QObject::connect(&host, &net::HostSession::undone, &app,
                     [&](int ply) { emitEvent(QStringLiteral("undone"), {{"game", game()}, {"ply", ply}}); });
    auto seatEvent = [&](const char* name) {
        return [&, name](int seat) { emitEvent(key(name), {{"game", game()}, {"seat", seat}}); };
    };
    QObject::connect(&host, &net::HostSession::drawOffered, &app, seatEvent("draw-offer"));
    QObject::connect(&host, &net::HostSession::drawDeclined, &app, seatEvent("draw-declined"));
    QObject::connect(&host, &net::HostSession::undoRequested, &app, seatEvent("undo-request"));
    QObject::connect(&host, &net::HostSession::undoDeclined, &app, seatEvent("undo-declined"));
    QObject::connect(&host, &net::HostSession::pausedChanged, &app, [&](bool paused) {
        emitEvent(QStringLiteral("paused"), {{"game", game()}, {"paused", paused}});
    });
    QObject::connect(&host, &net::HostSession::chatReceived, &app,
                     [&](int seat, const QString& who, const QString& text) {
                         emitEvent(QStringLiteral("chat"), {{"seat", seat}, {"name", who}, {"text", text}});
                     });
    QObject::connect(&host, &net::HostSession::peerRefused, &app, &emitRefusal);
    QObject::connect(&host, &net::HostSession::gameOver, &app, [&](const QCborMap& result) {
        ++played;
        QJsonObject e = resultFields(result);
        e.insert(QStringLiteral("game"), game());
        const QCborMap reveal = host.stateFor(match::Spectator).value(key("reveal")).toMap();
        if (!reveal.isEmpty())
            e.insert(QStringLiteral("reveal"), reveal.toJsonObject());
        emitEvent(QStringLiteral("result"), e);
        if (played >= o.games) {
            finish(QStringLiteral("games"));
            return;
        }
        // The next game once this one's result has gone out to everyone.
        QTimer::singleShot(0, &host, [&] {
            std::optional<quint64> seed;
            if (o.seed)
                seed = *o.seed + quint64(played);
            QString why;
            if (!host.nextGame(seed, &why)) {
                emitEvent(QStringLiteral("error"), {{"text", QStringLiteral("serve: %1").arg(why)}});
                finish(QStringLiteral("error"));
            }
        });
    });
    return app.exec();
}

} // namespace qiyuan::cli
