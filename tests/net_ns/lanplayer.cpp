// lanplayer: a player (or spectator) for tests/net_ns, run in a network
// namespace of its own against `qiyuan-cli serve` in another. It finds the
// table by discovery (net::Browser: by game and variant, never by a typed
// address), joins with the room code through the real net::ClientSession,
// plays seeded random legal actions (tests/lanplay.h) and prints
// one JSON line per event on stdout. When its connection drops it rejoins
// with its seat token every second; a token refused once the rejoin window
// has passed makes it sit down again with the room code, as docs/PROTOCOL.md
// says ("Seats, tokens and rejoining"). A spectator receives through a tap
// that keeps every byte (tap.h) and, after a banqi game, judges them against
// the deal the result reveals (leakcheck.h).
//
//   lanplayer --game G --variant V [--code CODE] [--name NAME] [--seed S]
//             [--spectate] [--games N] [--move-delay-ms MS] [--slow-plies N]
//             [--silence-ms MS] [--record FILE] [--timeout-s S]
// --move-delay-ms waits before each action until ply --slow-plies (default: always).
//
// Events: discovered {address, port, game, variant, host, hostSeat, freeSeats}; seated {seat,
// token, ply, asNew}; watching {ply}; moved {ply, action}; sent {ply, action};
// disconnected {reason, ply}; reconnecting {attempt}; rejoined {seat, token,
// ply}; seat-lost {code}; peer {seat, connected}; paused {paused}; error
// {code, text}; started {toMove}; result {verdict, reason, ply, actions, games}; leakcheck
// {frames, bytes, streams, decoded, raw, first, error}; bye; timeout.
// Exit status 0 after the games, 2 on bad options, 3 on the timeout.
#include "leakcheck.h"
#include "../lanplay.h"
#include "tap.h"

#include "net/clientsession.h"
#include "net/discovery.h"

#include <QCborArray>
#include <QCborValue>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTimer>

#include <cstdio>

using namespace qiyuan;
using namespace qiyuan::net;

namespace {

void emitEvent(const QString& event, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("event"), event);
    std::fputs(QJsonDocument(fields).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

struct Options {
    QString game, variant, code, name, record;
    quint32 seed = 1;
    bool spectate = false;
    int games = 1;
    int moveDelayMs = 0;
    int slowPlies = -1; // the delay until this ply; -1 always
    int silenceMs = 2000;
    int timeoutS = 110;
};

class Player : public QObject {
public:
    explicit Player(const Options& o) : o_(o), session_(timingOf(o)), browser_(Timing{})
    {
        retry_.setInterval(1000);
        connect(&retry_, &QTimer::timeout, this, &Player::tryAgain);
        connect(&browser_, &Browser::tablesChanged, this, &Player::onTables);
        connect(&session_, &ClientSession::joined, this, &Player::onJoined);
        connect(&session_, &ClientSession::moved, this, [this](int ply, const QCborMap& record) {
            emitEvent(QStringLiteral("moved"), {{"ply", ply}, {"action", record.value(QStringLiteral("action")).toString()}});
            maybeMove();
        });
        connect(&session_, &ClientSession::started, this, [this] {
            emitEvent(QStringLiteral("started"), {{"toMove", session_.toMove()}});
            maybeMove();
        });
        connect(&session_, &ClientSession::gameOver, this, &Player::onGameOver);
        connect(&session_, &ClientSession::errorReceived, this, &Player::onError);
        connect(&session_, &ClientSession::peerChanged, this, [this](int seat, bool connected) {
            emitEvent(QStringLiteral("peer"), {{"seat", seat}, {"connected", connected}});
            maybeMove();
        });
        connect(&session_, &ClientSession::pausedChanged, this, [this](bool paused) {
            emitEvent(QStringLiteral("paused"), {{"paused", paused}});
            maybeMove();
        });
        connect(&session_, &ClientSession::disconnected, this, &Player::onDisconnected);
    }

    bool start()
    {
        if (!browser_.start(DiscoveryPort)) {
            emitEvent(QStringLiteral("error"), {{"code", "discovery"}, {"text", "cannot bind the discovery port"}});
            return false;
        }
        return true;
    }

private:
    static Timing timingOf(const Options& o)
    {
        Timing t;
        t.silenceMs = o.silenceMs;
        t.heartbeatMs = std::max(50, o.silenceMs / 4);
        return t;
    }

    void onTables()
    {
        for (const TableInfo& t : browser_.tables()) {
            const QString where = t.address.toString() + QLatin1Char(':') + QString::number(t.port);
            if (!heard_.contains(where)) {
                heard_.insert(where);
                emitEvent(QStringLiteral("discovered"), {{"address", t.address.toString()}, {"port", t.port},
                                                         {"game", t.game}, {"variant", t.variant},
                                                         {"host", t.hostName}, {"hostSeat", t.hostSeat},
                                                         {"freeSeats", t.freeSeats}});
            }
            if (!hostAddress_.isNull() || t.game != o_.game || t.variant != o_.variant)
                continue;
            hostAddress_ = t.address;
            hostPort_ = t.port;
            if (o_.spectate)
                tap_ = new Tap(hostAddress_, hostPort_, this);
            connectWithCode();
        }
    }

    void connectWithCode()
    {
        if (o_.spectate)
            session_.connectToHost(QStringLiteral("127.0.0.1"), tap_->port(), o_.name, {}, {}, true);
        else
            session_.connectToHost(hostAddress_.toString(), hostPort_, o_.name, o_.code);
    }

    void onJoined(int seat)
    {
        retry_.stop();
        sentPly_ = -1;
        if (o_.spectate)
            emitEvent(QStringLiteral("watching"), {{"ply", session_.ply()}});
        else if (rejoining_)
            emitEvent(QStringLiteral("rejoined"), {{"seat", seat}, {"token", session_.token()}, {"ply", session_.ply()}});
        else
            emitEvent(QStringLiteral("seated"), {{"seat", seat}, {"token", session_.token()}, {"ply", session_.ply()},
                                                 {"asNew", seatLost_}});
        rejoining_ = seatLost_ = false;
        const QCborMap result = session_.result();
        if (result.value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing"))
            return onGameOver(result); // joined a game that is over already
        maybeMove();
    }

    void onDisconnected(const QString& reason)
    {
        if (done_ || rejoining_ || retry_.isActive())
            return; // a failed attempt: the timer tries again
        emitEvent(QStringLiteral("disconnected"), {{"reason", reason}, {"ply", session_.ply()}});
        attempts_ = 0;
        retry_.start();
    }

    void tryAgain()
    {
        emitEvent(QStringLiteral("reconnecting"), {{"attempt", ++attempts_}});
        if (!o_.spectate && !session_.token().isEmpty()) {
            rejoining_ = true;
            session_.rejoin();
        } else {
            connectWithCode();
        }
    }

    void onError(const QString& code, const QString& text)
    {
        emitEvent(QStringLiteral("error"), {{"code", code}, {"text", text}});
        if (code == QLatin1String("bad-token") && rejoining_) {
            // The rejoin window has passed: the seat is open to anyone with the code.
            emitEvent(QStringLiteral("seat-lost"), {{"code", code}});
            rejoining_ = false;
            seatLost_ = true;
            connectWithCode();
        } else if (code == QLatin1String("seat-taken")) {
            QTimer::singleShot(1000, this, [this] { connectWithCode(); });
        } else {
            // not-started (the "started" message says when to try again; a
            // second later in any case), paused, stale, not-your-turn.
            sentPly_ = -1;
            QTimer::singleShot(code == QLatin1String("not-started") ? 1000 : 200, this, [this] { maybeMove(); });
        }
    }

    void maybeMove()
    {
        if (o_.spectate || done_ || !session_.isJoined() || !session_.gameStarted() || session_.paused() || session_.seat() < 0
            || session_.toMove() != session_.seat()
            || session_.result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing"))
            return;
        const int ply = session_.ply();
        if (sentPly_ == ply)
            return;
        sentPly_ = ply;
        const int delay = o_.slowPlies < 0 || ply < o_.slowPlies ? o_.moveDelayMs : 0;
        QTimer::singleShot(delay, this, [this, ply] {
            if (done_ || !session_.isJoined() || session_.ply() != ply || session_.paused()) {
                sentPly_ = -1;
                return maybeMove();
            }
            // A generator for this ply alone: the game depends on the seeds only,
            // not on how often a refused action (not-started, paused) was chosen again.
            QRandomGenerator rng(quint32(o_.seed * 1000003u + quint32(ply)));
            QString why;
            const QString action = lanplay::chooseAction(session_.state(), rng, &why);
            if (action.isEmpty()) {
                emitEvent(QStringLiteral("error"), {{"code", "no-action"}, {"text", why}});
                return;
            }
            emitEvent(QStringLiteral("sent"), {{"ply", ply}, {"action", action}});
            session_.sendMove(action);
        });
    }

    void onGameOver(const QCborMap& result)
    {
        QJsonArray actions;
        for (const QString& a : session_.actions())
            actions.append(a);
        emitEvent(QStringLiteral("result"), {{"verdict", result.value(QStringLiteral("verdict")).toString()},
                                             {"reason", result.value(QStringLiteral("reason")).toString()},
                                             {"ply", session_.ply()}, {"actions", actions}, {"games", ++games_}});
        if (games_ >= o_.games)
            finish();
    }

    void finish()
    {
        done_ = true;
        retry_.stop();
        if (tap_) {
            QList<QByteArray> streams;
            QCborArray recorded;
            for (int i = 0; i < tap_->connections(); ++i) {
                streams << tap_->received(i);
                recorded.append(tap_->received(i));
            }
            if (!o_.record.isEmpty()) {
                QFile f(o_.record);
                if (f.open(QIODevice::WriteOnly))
                    f.write(QCborValue(recorded).toCbor());
            }
            if (o_.game == QLatin1String("banqi")) {
                const auto v = BanqiLeakCheck::judgeRecording(streams, session_.state());
                const QStringList all = v.decoded + v.raw;
                emitEvent(QStringLiteral("leakcheck"),
                          {{"frames", v.frames}, {"bytes", v.bytes}, {"streams", int(streams.size())},
                           {"decoded", int(v.decoded.size())}, {"raw", int(v.raw.size())},
                           {"first", all.value(0)}, {"error", v.error}});
            }
        }
        emitEvent(QStringLiteral("bye"));
        session_.leave();
        QTimer::singleShot(200, qApp, &QCoreApplication::quit);
    }

    Options o_;
    ClientSession session_;
    Browser browser_;
    Tap* tap_ = nullptr;
    QTimer retry_;
    QSet<QString> heard_;
    QHostAddress hostAddress_;
    quint16 hostPort_ = 0;
    int sentPly_ = -1;
    int attempts_ = 0;
    int games_ = 0;
    bool rejoining_ = false;
    bool seatLost_ = false;
    bool done_ = false;
};

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("xiangqi, banqi or jifen"), QStringLiteral("G"));
    const QCommandLineOption variant(QStringLiteral("variant"), QStringLiteral("the table's variant"), QStringLiteral("V"));
    const QCommandLineOption code(QStringLiteral("code"), QStringLiteral("the room code"), QStringLiteral("CODE"));
    const QCommandLineOption name(QStringLiteral("name"), QStringLiteral("the player's name"), QStringLiteral("NAME"),
                                  QStringLiteral("lanplayer"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("the choices' generator"), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption spectate(QStringLiteral("spectate"), QStringLiteral("watch instead of playing"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("results to see"), QStringLiteral("N"),
                                   QStringLiteral("1"));
    const QCommandLineOption delay(QStringLiteral("move-delay-ms"), QStringLiteral("wait before each action"),
                                   QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption slow(QStringLiteral("slow-plies"), QStringLiteral("the delay only until this ply"),
                                  QStringLiteral("N"), QStringLiteral("-1"));
    const QCommandLineOption silence(QStringLiteral("silence-ms"), QStringLiteral("a silent host is dropped after"),
                                     QStringLiteral("MS"), QStringLiteral("2000"));
    const QCommandLineOption record(QStringLiteral("record"), QStringLiteral("spectator: the bytes received, as CBOR"),
                                    QStringLiteral("FILE"));
    const QCommandLineOption timeout(QStringLiteral("timeout-s"), QStringLiteral("give up after"), QStringLiteral("S"),
                                     QStringLiteral("110"));
    p.addOptions({game, variant, code, name, seed, spectate, games, delay, slow, silence, record, timeout});
    p.process(app);
    Options o;
    o.game = p.value(game);
    o.variant = p.value(variant);
    o.code = p.value(code);
    o.name = p.value(name);
    o.record = p.value(record);
    o.seed = p.value(seed).toUInt();
    o.spectate = p.isSet(spectate);
    o.games = std::max(1, p.value(games).toInt());
    o.moveDelayMs = std::max(0, p.value(delay).toInt());
    o.slowPlies = p.value(slow).toInt();
    o.silenceMs = std::max(200, p.value(silence).toInt());
    o.timeoutS = std::max(1, p.value(timeout).toInt());
    if (o.game.isEmpty() || o.variant.isEmpty() || (!o.spectate && o.code.isEmpty())) {
        emitEvent(QStringLiteral("error"), {{"code", "usage"}, {"text", "--game, --variant and --code (or --spectate) are needed"}});
        return 2;
    }
    Player player(o);
    if (!player.start())
        return 2;
    QTimer::singleShot(o.timeoutS * 1000, &app, [] {
        emitEvent(QStringLiteral("timeout"));
        QCoreApplication::exit(3);
    });
    return app.exec();
}
