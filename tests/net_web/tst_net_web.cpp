// Phones join a role game (issue 20) through the host's WebGate on real
// loopback sockets: the page is served, a WebSocket carries the protocol as
// JSON, and the phones go through the same door and the same checks as the
// desktop clients (one WerewolfHost): a 16-player 国际象棋版杀 game of two
// nights and a vote played by phones, every phone's raw frames searched for
// what its seat may not see (with planted leaks as negative controls), the
// room code's lock-out shared with desktop clients, rejoining by token with
// the night's entry kept, a seat's personal token, desktop and phone players
// mixed, and broken JSON.
#include "../werewolfleaks.h"
#include "net/webgate.h"
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "session/moderatorsession.h"
#include "werewolf/roletext.h"
#include "werewolf/speaking.h"
#include "werewolf/table.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QWebSocket>
#include <QtTest>
#include <memory>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace qiyuan::werewolf;
using namespace werewolfleaks;

namespace {

const QString RoomCode = QStringLiteral("135790");
QString key(const char* s) { return QString::fromLatin1(s); }
QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A phone as the page is: a WebSocket, JSON text both ways, the hello first.
class Phone : public QObject {
public:
    explicit Phone(quint16 port)
    {
        connect(&ws_, &QWebSocket::connected, this, [this] {
            QCborMap hello;
            hello.insert(key("t"), key("hello"));
            hello.insert(key("magic"), key("QIYUAN-LAN"));
            hello.insert(key("protocol"), 1);
            send(hello);
        });
        connect(&ws_, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            raw.append(text);
            const auto m = WebConnection::decode(text.toUtf8());
            QVERIFY(m);
            received.append(*m);
            apply(*m);
        });
        connect(&ws_, &QWebSocket::disconnected, this, [this] { closed = true; });
        ws_.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
    }
    void send(const QCborMap& m) { ws_.sendTextMessage(QString::fromUtf8(WebConnection::encode(m))); }
    void sendText(const QString& text) { ws_.sendTextMessage(text); }
    void join(const QString& name, const QString& code)
    {
        QCborMap j;
        j.insert(key("t"), key("join"));
        j.insert(key("name"), name);
        j.insert(key("code"), code);
        whenWelcomed(j);
    }
    void joinWithToken(const QString& token)
    {
        QCborMap j;
        j.insert(key("t"), key("join"));
        j.insert(key("token"), token);
        whenWelcomed(j);
    }
    void act(const QString& verb, int target, int screen = 0)
    {
        QCborMap m;
        m.insert(key("t"), key("night-action"));
        m.insert(key("verb"), verb);
        if (target)
            m.insert(key("target"), target);
        if (screen)
            m.insert(key("screen"), screen);
        send(m);
    }
    void vote(int target)
    {
        QCborMap m;
        m.insert(key("t"), key("vote"));
        m.insert(key("target"), target);
        send(m);
    }
    void drop() { ws_.abort(); }
    QCborMap night() const { return state.value(key("night")).toMap(); }
    QCborArray options() const { return night().value(key("form")).toMap().value(key("options")).toArray(); }
    bool hasMessage(const char* t) const
    {
        return std::any_of(received.begin(), received.end(), [&](const QCborMap& m) { return m.value(key("t")).toString() == QLatin1String(t); });
    }

    QStringList raw;
    QList<QCborMap> received;
    QCborMap state;
    int seat = 0;
    QString token, lastError;
    bool welcomed = false, closed = false;

private:
    void whenWelcomed(const QCborMap& join)
    {
        if (welcomed)
            send(join);
        else
            pendingJoin_ = join;
    }
    // The little the tests need of a phone's state (the page keeps more).
    void apply(const QCborMap& m)
    {
        const QString t = m.value(key("t")).toString();
        if (t == QLatin1String("welcome")) {
            welcomed = true;
            if (!pendingJoin_.isEmpty())
                send(pendingJoin_);
        } else if (t == QLatin1String("seated")) {
            seat = int(m.value(key("seat")).toInteger());
            token = m.value(key("token")).toString();
            state = m.value(key("state")).toMap();
        } else if (t == QLatin1String("state")) {
            state = m.value(key("state")).toMap();
        } else if (t == QLatin1String("night")) {
            QCborMap n;
            n.insert(key("open"), true);
            n.insert(key("number"), m.value(key("number")));
            if (m.contains(key("form")))
                n.insert(key("form"), m.value(key("form")));
            state.insert(key("night"), n);
        } else if (t == QLatin1String("accepted")) {
            QCborMap n = night();
            n.insert(key("submitted"), m.value(key("submitted")));
            state.insert(key("night"), n);
        } else if (t == QLatin1String("phase")) {
            QCborArray phases = state.value(key("phases")).toArray();
            phases.append(m.value(key("phase")));
            state.insert(key("phases"), phases);
            state.insert(key("players"), m.value(key("players")));
            QCborMap n;
            n.insert(key("open"), false);
            state.insert(key("night"), n);
        } else if (t == QLatin1String("you")) {
            state.insert(key("you"), m.value(key("you")));
        } else if (t == QLatin1String("error")) {
            lastError = m.value(key("code")).toString();
        }
    }
    QWebSocket ws_;
    QCborMap pendingJoin_;
};

struct Game16 {
    std::unique_ptr<qiyuan::session::ModeratorSession> moderator; // the game, as the moderator runs it
    const Table* table = nullptr;                                  // the moderator's
    std::unique_ptr<WerewolfHost> host;
};

Game16 hosted(const std::vector<Seat>& deal)
{
    Game16 g;
    g.moderator = moderatorOf(deal, Game::Chess);
    g.table = g.moderator->table();
    g.host = std::make_unique<WerewolfHost>(WerewolfHostSettings{QStringLiteral("Moderator"), RoomCode}, fastTiming());
    g.host->follow(g.moderator.get());
    QString error;
    if (!g.host->listen(QHostAddress::LocalHost, 0, &error) || !g.host->listenPhones(QHostAddress::LocalHost, 0, &error))
        qFatal("listen: %s", qPrintable(error));
    return g;
}

// One HTTP request on a bare socket (the event loop runs: the host is in this thread): the whole answer.
QByteArray httpGet(quint16 port, const QByteArray& request)
{
    QTcpSocket s;
    QByteArray answer;
    QObject::connect(&s, &QTcpSocket::readyRead, &s, [&] { answer += s.readAll(); });
    s.connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!waitFor([&] { return s.state() == QAbstractSocket::ConnectedState; }))
        return {};
    s.write(request);
    waitFor([&] { return s.state() == QAbstractSocket::UnconnectedState; });
    return answer + s.readAll();
}

// An HTTP answer cut into its status line, one header's value and its body.
struct HttpAnswer {
    QByteArray status, body;
    QByteArray header(const QByteArray& name) const { return headers.value(name.toLower()); }
    QMap<QByteArray, QByteArray> headers;
};
HttpAnswer parsed(const QByteArray& answer)
{
    HttpAnswer a;
    const qsizetype end = answer.indexOf("\r\n\r\n");
    const QList<QByteArray> lines = answer.left(end).split('\n');
    a.status = lines.value(0).trimmed();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        a.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
    }
    a.body = end < 0 ? QByteArray() : answer.mid(end + 4);
    return a;
}

// A client's WebSocket frame written by hand (RFC 6455 §5.2): masked with a
// fixed key unless `masked` is false, which no client may do (§5.1).
QByteArray clientFrame(quint8 firstByte, const QByteArray& payload, bool masked = true)
{
    QByteArray f(1, char(firstByte));
    const quint8 maskBit = masked ? 0x80 : 0;
    if (payload.size() < 126) {
        f.append(char(maskBit | payload.size()));
    } else {
        f.append(char(maskBit | 126));
        f.append(char(payload.size() >> 8));
        f.append(char(payload.size() & 0xFF));
    }
    if (!masked)
        return f + payload;
    const char key[4] = {0x12, 0x34, 0x56, 0x78};
    f.append(key, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        f.append(char(payload[i] ^ key[i % 4]));
    return f;
}

// A server's frame as read back from the wire (unmasked, as the server must send it).
struct ServerFrame {
    quint8 firstByte = 0;
    bool masked = false;
    QByteArray payload;
    int opcode() const { return firstByte & 0x0F; }
};
// Cuts the bytes a raw client received after the 101 into frames; stops at an incomplete one.
QList<ServerFrame> serverFrames(QByteArray bytes)
{
    QList<ServerFrame> out;
    while (bytes.size() >= 2) {
        ServerFrame f;
        f.firstByte = quint8(bytes[0]);
        f.masked = quint8(bytes[1]) & 0x80;
        qsizetype head = 2, length = quint8(bytes[1]) & 0x7F;
        if (length == 126) {
            if (bytes.size() < 4)
                break;
            length = (qsizetype(quint8(bytes[2])) << 8) | quint8(bytes[3]);
            head = 4;
        } else if (length == 127) {
            break; // nothing here is that long
        }
        if (bytes.size() < head + length)
            break;
        f.payload = bytes.mid(head, length);
        bytes.remove(0, head + length);
        out.append(f);
    }
    return out;
}

// A WebSocket client written by hand on a bare TCP socket: the opening
// handshake, then whatever bytes the test sends.
class RawWebSocket {
public:
    explicit RawWebSocket(quint16 port)
    {
        QObject::connect(&s_, &QTcpSocket::readyRead, &s_, [this] { received_ += s_.readAll(); });
        s_.connectToHost(QStringLiteral("127.0.0.1"), port);
    }
    // RFC 6455 §1.3's own example key: its accept value is known in advance.
    bool handshake()
    {
        if (!waitFor([&] { return s_.state() == QAbstractSocket::ConnectedState; }))
            return false;
        s_.write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        if (!waitFor([&] { return received_.contains("\r\n\r\n"); }))
            return false;
        const qsizetype end = received_.indexOf("\r\n\r\n");
        response_ = parsed(received_.left(end + 4));
        received_.remove(0, end + 4);
        return response_.status == "HTTP/1.1 101 Switching Protocols"
            && response_.header("Sec-WebSocket-Accept") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=";
    }
    void write(const QByteArray& bytes) { s_.write(bytes); }
    QList<ServerFrame> frames() const { return serverFrames(received_); }
    bool ended() const { return s_.state() == QAbstractSocket::UnconnectedState; }
    QByteArray received() const { return received_; }

private:
    QTcpSocket s_;
    QByteArray received_;
    HttpAnswer response_;
};

const QByteArray HelloJson = R"({"t":"hello","magic":"QIYUAN-LAN","protocol":1})";

} // namespace

class TestNetWeb : public QObject {
    Q_OBJECT
private slots:
    void pageServed();
    void jsonIntegers();
    void sixteenPhonesPlay();
    void leakCheckSeesRawFrames();
    void lockOutSharedWithDesktop();
    void rejoinKeepsSeatAndEntry();
    void personalToken();
    void desktopAndPhoneMixed();
    void timerReachesEveryone();
    void hiddenVoteOnPhones_data();
    void hiddenVoteOnPhones();
    void presence();
    void brokenJsonDropped();
    void notAMessageDropped_data();
    void notAMessageDropped();
    void secondHelloRefused_data();
    void secondHelloRefused();
    void iconServed_data();
    void iconServed();
    void rawFrames_data();
    void rawFrames();
    void badHandshake_data();
    void badHandshake();
};

void TestNetWeb::pageServed()
{
    Game16 g = hosted(chessDeal(1));
    const quint16 port = g.host->phonePort();
    QVERIFY(port != 0 && port != g.host->port());
    // Listening on the loopback only: the address is the loopback's.
    QCOMPARE(g.host->phoneUrl(), QStringLiteral("http://127.0.0.1:%1/?room=%2").arg(port).arg(RoomCode));
    const QByteArray page = httpGet(port, "GET /?room=135790 HTTP/1.1\r\nHost: x\r\n\r\n");
    QVERIFY2(page.startsWith("HTTP/1.1 200 OK\r\n"), page.left(80).constData());
    QVERIFY(page.contains("Content-Type: text/html; charset=utf-8"));
    QVERIFY(page.contains("<script src=\"app.js\"></script>"));
    QVERIFY(page.contains("Cache-Control: no-store"));
    QVERIFY(httpGet(port, "GET /app.js HTTP/1.1\r\n\r\n").contains("\"use strict\""));
    QVERIFY(httpGet(port, "GET /app.css HTTP/1.1\r\n\r\n").contains("text/css"));
    QVERIFY(httpGet(port, "GET /../secret HTTP/1.1\r\n\r\n").startsWith("HTTP/1.1 404"));
    QVERIFY(httpGet(port, "POST / HTTP/1.1\r\n\r\n").startsWith("HTTP/1.1 405"));
    QVERIFY(httpGet(port, "GET / HTTP/1.1\r\nX: " + QByteArray(MaxWebRequestBytes, 'a')).startsWith("HTTP/1.1 431"));
    // A personal address carries the seat and its token.
    const QString token = g.host->personalToken(3);
    QCOMPARE(token.size(), 32);
    QCOMPARE(g.host->personalToken(3), token); // minted once
    QVERIFY(g.host->personalUrl(3).endsWith(QStringLiteral("&seat=3&token=") + token));
    QVERIFY(g.host->personalToken(99).isEmpty());
}

void TestNetWeb::jsonIntegers()
{
    // An integral JSON number is a CBOR integer; 1.5 stays a float (and is refused where an integer is due).
    const auto m = WebConnection::decode(R"({"t":"vote","target":3,"x":1.5,"a":[2,{"b":4}]})");
    QVERIFY(m);
    QVERIFY(m->value(key("target")).isInteger());
    QVERIFY(m->value(key("x")).isDouble());
    QVERIFY(m->value(key("a")).toArray().at(1).toMap().value(key("b")).isInteger());
    QVERIFY(!WebConnection::decode("[1,2]"));
    QVERIFY(!WebConnection::decode("{"));
    QCborMap out;
    out.insert(key("t"), key("seated"));
    out.insert(key("seat"), 7);
    QCOMPARE(WebConnection::encode(out), QByteArray(R"({"seat":7,"t":"seated"})"));
}

// 16 phones, two nights and a vote; each phone's form is exactly its legal
// options and everything it was sent is searched for what it may not see.
void TestNetWeb::sixteenPhonesPlay()
{
    const std::vector<Seat> deal = chessDeal(5);
    Game16 g = hosted(deal);
    QSignalSpy joined(g.host.get(), &WerewolfHost::playerJoined);
    std::vector<std::unique_ptr<Phone>> phones;
    for (const Seat& s : deal) {
        phones.push_back(std::make_unique<Phone>(g.host->phonePort()));
        phones.back()->join(QStringLiteral("player %1").arg(s.id), RoomCode);
    }
    QVERIFY(waitFor([&] { return std::all_of(phones.begin(), phones.end(), [](const auto& p) { return p->seat != 0; }); }));
    QCOMPARE(joined.size(), 16);
    for (std::size_t i = 0; i < phones.size(); ++i) {
        QCOMPARE(phones[i]->seat, int(i) + 1);
        QVERIFY(g.host->isPhone(int(i) + 1));
        const QCborMap you = phones[i]->state.value(key("you")).toMap();
        QCOMPARE(you.value(key("role")).toString(), qs(roleKey(deal[i].role)));
        // The own role's description, in both languages, from the engine's texts.
        QCOMPARE(you.value(key("roleText")).toMap().value(key("zh")).toString(),
                 QString::fromStdString(roleDescription(Game::Chess, deal[i].role, Language::Chinese)));
    }
    QCOMPARE(g.host->connectedSeats().size(), 16);

    QRandomGenerator rng(20);
    std::map<int, std::vector<Action>> own;
    QSignalSpy submitted(g.host.get(), &WerewolfHost::submitted);
    for (int night = 1; night <= 2; ++night) {
        for (const Player& p : std::vector<Player>(g.table->state().players))
            if (p.alive && p.mustPromote) {
                QVERIFY(g.moderator->promote(p.id, Role::Queen));
                g.host->sync();
            }
        QVERIFY(g.host->openNight());
        QVERIFY(waitFor([&] {
            return std::all_of(phones.begin(), phones.end(), [&](const auto& p) {
                return p->night().value(key("open")).toBool() && p->night().value(key("number")).toInteger() == night;
            });
        }));
        std::vector<Action> sent;
        for (auto& p : phones) {
            const Player* me = g.table->state().find(p->seat);
            const std::vector<Option> legal = me->alive ? g.table->options(p->seat, {}) : std::vector<Option>{};
            const QCborArray options = p->options();
            QCOMPARE(options.size(), qsizetype(legal.size()));
            if (options.isEmpty())
                continue;
            const QCborMap o = options.at(rng.bounded(int(options.size()))).toMap();
            const QCborArray targets = o.value(key("targets")).toArray();
            Action a{p->seat, *verbFromKey(o.value(key("verb")).toString().toStdString()), 0, 0};
            if (o.value(key("needsTarget")).toBool())
                a.target = int(targets.at(rng.bounded(int(targets.size()))).toInteger());
            p->act(o.value(key("verb")).toString(), a.target);
            sent.push_back(a);
            own[p->seat].push_back(a);
        }
        QVERIFY(!sent.empty());
        QVERIFY(waitFor([&] { return g.moderator->tonight().size() == sent.size(); }));
        QCOMPARE(g.host->submittedSeats().size(), qsizetype(sent.size()));
        // Each phone's entry is confirmed to it.
        for (const Action& a : sent)
            QVERIFY(waitFor([&] { return phones[a.actor - 1]->night().value(key("submitted")).toArray().size() == 1; }));
        // The moderator drops what the table refuses and commits.
        std::vector<Action> entries = g.moderator->tonight();
        for (int guard = 0; guard < 20 && g.table->preview(Night{entries}).error; ++guard) {
            const int actor = g.table->preview(Night{entries}).error->actor.id;
            std::erase_if(entries, [&](const Action& e) { return e.actor == actor; });
        }
        g.moderator->setEntries(entries);
        QVERIFY(g.moderator->applyNight());
        g.host->sync();
        const QString dawn = QString::fromStdString(announcement(g.table->results().back(), Game::Chess, EnglishStyle));
        QVERIFY(waitFor([&] {
            return std::all_of(phones.begin(), phones.end(), [&](const auto& p) {
                const QCborArray ph = p->state.value(key("phases")).toArray();
                return !ph.isEmpty() && ph.last().toMap().value(key("announcement")).toMap().value(key("en")).toString() == dawn;
            });
        }));
        if (night == 2 || g.table->state().over)
            break;
        // The day's vote: every living phone votes for the first living player.
        QVERIFY(g.host->openDay(true));
        int target = 0, voters = 0;
        for (const Player& p : g.table->state().players)
            if (p.alive && !target)
                target = p.id;
        QSignalSpy voted(g.host.get(), &WerewolfHost::voted);
        for (auto& p : phones)
            if (g.table->state().find(p->seat)->alive) {
                p->vote(target);
                ++voters;
            }
        QVERIFY(waitFor([&] { return voted.size() == voters; }));
        QCOMPARE(int(g.moderator->votes().size()), voters);
        QVERIFY(g.moderator->applyDay(dayOf(g.moderator->votes())));
        g.host->sync();
    }
    QVERIFY(submitted.size() >= 2);
    // Nothing about other seats reached any phone, frame by frame.
    for (auto& p : phones) {
        const Secrets secrets = secretsFor(*g.table, p->seat, own[p->seat]);
        const QStringList leaks = leaksIn(p->received, secrets);
        QVERIFY2(leaks.isEmpty(), qPrintable(QStringLiteral("phone %1: %2").arg(p->seat).arg(leaks.join(QStringLiteral("; ")))));
        // Every text frame was one JSON object, decoded exactly as the host decodes a phone's.
        QCOMPARE(p->raw.size(), p->received.size());
    }
}

// The negative controls: the check finds leaks planted in a phone's frames
// (decoded from the JSON text exactly as the real ones are).
void TestNetWeb::leakCheckSeesRawFrames()
{
    Secrets s;
    s.seat = 3;
    s.publicRoles = {1};
    s.ownActions = {{3, Verb::Investigate, 4, 0}};
    s.forbiddenTexts = {QStringLiteral("#5 is black Knight")};
    const auto leaks = [&](const char* json) { return !leaksIn({*WebConnection::decode(json)}, s).isEmpty(); };
    QVERIFY(leaks(R"({"t":"phase","players":[{"seat":2,"alive":true,"role":"rook"}]})"));
    QVERIFY(leaks(R"({"t":"state","state":{"players":[{"seat":6,"camp":"black"}]}})"));
    QVERIFY(leaks(R"({"t":"accepted","action":{"verb":"kill","target":5}})"));
    QVERIFY(leaks(R"({"t":"private","text":{"en":"night 1: #5 is black Knight"}})"));
    QVERIFY(leaks(R"({"t":"x","actor":6})"));
    QVERIFY(!leaks(R"({"t":"accepted","action":{"verb":"investigate","target":4}})"));
    QVERIFY(!leaks(R"({"t":"you","you":{"seat":3,"role":"pawn"}})"));
    QVERIFY(!leaks(R"({"t":"you","you":{"seat":1,"role":"king"}})"));
}

// Five wrong codes from one address lock it out, phones and desktop clients alike.
void TestNetWeb::lockOutSharedWithDesktop()
{
    Game16 g = hosted(chessDeal(2));
    for (int i = 1; i <= 4; ++i) {
        Phone p(g.host->phonePort());
        p.join(QStringLiteral("player 1"), QStringLiteral("000000"));
        QVERIFY(waitFor([&] { return !p.lastError.isEmpty(); }));
        QCOMPARE(p.lastError, key("bad-code"));
    }
    WerewolfClient desktop(fastTiming());
    desktop.connectToHost(QStringLiteral("127.0.0.1"), g.host->port(), QStringLiteral("player 2"), QStringLiteral("111111"));
    QVERIFY(waitFor([&] { return desktop.lastErrorCode() == QLatin1String("locked-out"); }));
    Phone late(g.host->phonePort());
    late.join(QStringLiteral("player 1"), RoomCode); // even the right code
    QVERIFY(waitFor([&] { return late.lastError == QLatin1String("locked-out"); }));
    QVERIFY(waitFor([&] { return late.closed; }));
    QCOMPARE(late.seat, 0);
    // A wrong token counts too, after the lock-out is over.
    QTest::qWait(fastTiming().lockoutMs + 50);
    Phone ok(g.host->phonePort());
    ok.join(QStringLiteral("player 1"), RoomCode);
    QVERIFY(waitFor([&] { return ok.seat == 1; }));
    Phone badToken(g.host->phonePort());
    badToken.joinWithToken(QStringLiteral("0123456789abcdef0123456789abcdef"));
    QVERIFY(waitFor([&] { return badToken.lastError == QLatin1String("bad-token"); }));
}

// A phone that reloads or sleeps mid-night comes back to its seat with its
// token, and its submitted entry is still there.
void TestNetWeb::rejoinKeepsSeatAndEntry()
{
    const std::vector<Seat> deal = chessDeal(3);
    Game16 g = hosted(deal);
    auto p = std::make_unique<Phone>(g.host->phonePort());
    p->join(QStringLiteral("Player 4"), RoomCode);
    QVERIFY(waitFor([&] { return p->seat == 4; }));
    QVERIFY(g.host->openNight());
    QVERIFY(waitFor([&] { return !p->options().isEmpty(); }));
    const QCborMap o = p->options().at(0).toMap();
    const int target = o.value(key("needsTarget")).toBool() ? int(o.value(key("targets")).toArray().at(0).toInteger()) : 0;
    p->act(o.value(key("verb")).toString(), target);
    QVERIFY(waitFor([&] { return g.moderator->tonight().size() == 1; }));
    const QString token = p->token;
    QSignalSpy left(g.host.get(), &WerewolfHost::playerLeft);
    p->drop();
    QVERIFY(waitFor([&] { return left.size() == 1; }));
    QVERIFY(!g.host->isConnected(4));
    QVERIFY(g.host->isBound(4));
    QSignalSpy joined(g.host.get(), &WerewolfHost::playerJoined);
    Phone again(g.host->phonePort());
    again.joinWithToken(token);
    QVERIFY(waitFor([&] { return again.seat == 4; }));
    QCOMPARE(joined.at(0).at(2).toBool(), true); // rejoined
    QCOMPARE(again.token, token);
    const QCborArray kept = again.night().value(key("submitted")).toArray();
    QCOMPARE(kept.size(), 1);
    QCOMPARE(kept.at(0).toMap().value(key("verb")).toString(), o.value(key("verb")).toString());
    QCOMPARE(again.options().size(), p->options().size()); // the form again
    QCOMPARE(g.moderator->tonight().size(), std::size_t(1));
}

// The reveal's personal QR code: a token minted in advance binds the phone to the seat.
void TestNetWeb::personalToken()
{
    Game16 g = hosted(chessDeal(4));
    const QString token = g.host->personalToken(9);
    QSignalSpy joined(g.host.get(), &WerewolfHost::playerJoined);
    Phone p(g.host->phonePort());
    p.joinWithToken(token);
    QVERIFY(waitFor([&] { return p.seat == 9; }));
    QCOMPARE(p.token, token);
    QCOMPARE(joined.at(0).at(1).toString(), QStringLiteral("Player 9"));
    QCOMPARE(joined.at(0).at(2).toBool(), false); // the seat's first player
    // The seat is taken now: its name with the code is refused; the token rejoins.
    Phone byName(g.host->phonePort());
    byName.join(QStringLiteral("Player 9"), RoomCode);
    QVERIFY(waitFor([&] { return byName.lastError == QLatin1String("seat-taken"); }));
    // Released: the personal token is void.
    g.host->release(9);
    QVERIFY(waitFor([&] { return p.lastError == QLatin1String("released"); }));
    Phone stale(g.host->phonePort());
    stale.joinWithToken(token);
    QVERIFY(waitFor([&] { return stale.lastError == QLatin1String("bad-token"); }));
}

// Desktop and phone players in one game: one roster, one set of entries.
void TestNetWeb::desktopAndPhoneMixed()
{
    Game16 g = hosted(chessDeal(6));
    Phone phone(g.host->phonePort());
    phone.join(QStringLiteral("Player 1"), RoomCode);
    WerewolfClient desktop(fastTiming());
    desktop.connectToHost(QStringLiteral("127.0.0.1"), g.host->port(), QStringLiteral("Player 2"), RoomCode);
    QVERIFY(waitFor([&] { return phone.seat == 1 && desktop.seat() == 2; }));
    QVERIFY(g.host->isPhone(1));
    QVERIFY(!g.host->isPhone(2));
    QCOMPARE(g.host->connectedSeats(), (QList<int>{1, 2}));
    // Each sees the other connected in the public roster.
    QVERIFY(waitFor([&] {
        return phone.state.value(key("players")).toArray().size() == 16;
    }));
    QVERIFY(g.host->openNight());
    QVERIFY(waitFor([&] { return !phone.options().isEmpty() && !desktop.form().isEmpty(); }));
    const auto first = [](const QCborArray& options) {
        const QCborMap o = options.at(0).toMap();
        return std::pair{o.value(key("verb")).toString(),
                         o.value(key("needsTarget")).toBool() ? int(o.value(key("targets")).toArray().at(0).toInteger()) : 0};
    };
    const auto [pv, pt] = first(phone.options());
    const auto [dv, dt] = first(desktop.form().value(key("options")).toArray());
    phone.act(pv, pt);
    desktop.submitAction(dv, dt);
    QVERIFY(waitFor([&] { return g.host->submittedSeats() == QList<int>({1, 2}); }));
    // A phone's action naming another seat is refused as a desktop one would be.
    QCborMap wrong;
    wrong.insert(key("t"), key("night-action"));
    wrong.insert(key("verb"), pv);
    wrong.insert(key("seat"), 2);
    phone.send(wrong);
    QVERIFY(waitFor([&] { return phone.lastError == QLatin1String("wrong-seat"); }));
    QCOMPARE(g.moderator->tonight().size(), std::size_t(2));
}

// Issue 38, point 2: the timer everyone sees goes out as one "timer" message,
// the same to every phone and desktop player, when it changes (not every
// second), with the speaker's seat and the seconds only: no role, no target.
void TestNetWeb::timerReachesEveryone()
{
    Game16 g = hosted(chessDeal(7));
    Phone phone(g.host->phonePort());
    phone.join(QStringLiteral("Player 1"), RoomCode);
    WerewolfClient desktop(fastTiming());
    desktop.connectToHost(QStringLiteral("127.0.0.1"), g.host->port(), QStringLiteral("Player 2"), RoomCode);
    QVERIFY(waitFor([&] { return phone.seat == 1 && desktop.seat() == 2; }));
    qint64 now = 0;
    session::SpeakingTimer& timer = g.moderator->speakingTimer();
    timer.setClock([&now] { return now; });
    const auto timers = [](const QList<QCborMap>& received) {
        QList<QCborMap> out;
        for (const QCborMap& m : received)
            if (m.value(key("t")).toString() == QLatin1String("timer"))
                out << m;
        return out;
    };
    const auto both = [&](qsizetype count) {
        return waitFor([&] { return timers(phone.received).size() == count && timers(desktop.received()).size() == count; });
    };
    const auto last = [&] { return timers(phone.received).last(); };

    timer.startDay(speakingOrder(g.table->state().players, 3, Direction::Anticlockwise), 60);
    QVERIFY(both(1));
    QCOMPARE(last().value(key("kind")).toString(), QStringLiteral("day"));
    QCOMPARE(last().value(key("seat")).toInteger(), 3);
    QCOMPARE(last().value(key("next")).toInteger(), 2);
    QCOMPARE(last().value(key("remaining")).toInteger(), 60);
    QCOMPARE(last().value(key("total")).toInteger(), 60);
    QVERIFY(last().value(key("running")).toBool());
    QCOMPARE(timers(desktop.received()).last().toJsonObject(), last().toJsonObject()); // the same message to everyone
    QCOMPARE(desktop.timer().toJsonObject(), last().toJsonObject());
    // The seconds running down send nothing: each player counts down itself.
    now += 15000;
    timer.poll();
    QTest::qWait(200);
    QCOMPARE(timers(phone.received).size(), 1);
    timer.pause();
    QVERIFY(both(2));
    QVERIFY(!last().value(key("running")).toBool());
    QCOMPARE(last().value(key("remaining")).toInteger(), 45);
    timer.addTime(30);
    QVERIFY(both(3));
    QCOMPARE(last().value(key("remaining")).toInteger(), 75);
    QCOMPARE(last().value(key("total")).toInteger(), 90);
    timer.next();
    QVERIFY(both(4));
    QCOMPARE(last().value(key("seat")).toInteger(), 2);
    QVERIFY(last().value(key("running")).toBool());
    // The end goes out once, at 0 and stopped.
    now += 61000;
    timer.poll();
    QVERIFY(both(5));
    QCOMPARE(last().value(key("remaining")).toInteger(), 0);
    QVERIFY(!last().value(key("running")).toBool());
    // A player joining now is told the timer at once.
    WerewolfClient late(fastTiming());
    late.connectToHost(QStringLiteral("127.0.0.1"), g.host->port(), QStringLiteral("Player 5"), RoomCode);
    QVERIFY(waitFor([&] { return late.timer().value(key("seat")).toInteger() == 2; }));
    // The night's time for entries names nobody.
    QVERIFY(g.host->openNight());
    timer.startNight(120);
    QVERIFY(both(6));
    QCOMPARE(last().value(key("kind")).toString(), QStringLiteral("night"));
    QVERIFY(!last().contains(key("seat")));
    // Nothing but these fields, and nothing any seat may not see.
    const QSet<QString> allowed{QStringLiteral("t"), QStringLiteral("kind"), QStringLiteral("seat"), QStringLiteral("next"),
                                QStringLiteral("remaining"), QStringLiteral("total"), QStringLiteral("running")};
    for (const QCborMap& m : timers(phone.received) + timers(desktop.received()))
        for (auto it = m.begin(); it != m.end(); ++it)
            QVERIFY2(allowed.contains(it.key().toString()), qPrintable(it.key().toString()));
    QCOMPARE(leaksIn(timers(phone.received), secretsFor(*g.table, 1, {})), QStringList());
    QCOMPARE(leaksIn(timers(desktop.received()), secretsFor(*g.table, 2, {})), QStringList());
    for (const QString& text : phone.raw)
        if (text.contains(QLatin1String("\"timer\"")))
            QVERIFY2(!text.contains(QLatin1String("role")) && !text.contains(QLatin1String("target")), qPrintable(text));
    // The moderator applies the night: the timer stops, and everyone is told.
    QVERIFY(g.moderator->applyNight());
    g.host->sync();
    QVERIFY(both(7));
    QCOMPARE(last().value(key("kind")).toString(), QStringLiteral("off"));
}

// Issue 38: a vote hidden until all are in, as the phones' raw text frames
// carry it: while hidden, no frame names a target, a voter or a tally (a
// phone's own vote's confirmation aside), only "vote-count"; a phone joining
// again meanwhile gets the count only; the tally comes when the last living
// voter has voted (here the moderator enters the absent players' votes) or the
// moderator closes the vote.
void TestNetWeb::hiddenVoteOnPhones_data()
{
    QTest::addColumn<bool>("moderatorCloses");
    QTest::newRow("the last living voter's vote reveals") << false;
    QTest::newRow("the moderator closes the vote") << true;
}

void TestNetWeb::hiddenVoteOnPhones()
{
    QFETCH(bool, moderatorCloses);
    Game16 g = hosted(chessDeal(8));
    std::vector<std::unique_ptr<Phone>> phones;
    for (int seat = 1; seat <= 4; ++seat) {
        phones.push_back(std::make_unique<Phone>(g.host->phonePort()));
        phones.back()->join(QStringLiteral("Player %1").arg(seat), RoomCode);
    }
    QVERIFY(waitFor([&] { return std::all_of(phones.begin(), phones.end(), [](const auto& p) { return p->seat != 0; }); }));
    QVERIFY(g.moderator->applyNight());
    g.host->sync();
    std::vector<qsizetype> before;
    for (const auto& p : phones)
        before.push_back(p->raw.size());
    QVERIFY(g.host->openDay(DayTally::Hidden));
    const QString day = QStringLiteral("\"hidden\":true");
    QVERIFY(waitFor([&] { return phones[0]->raw.size() > before[0] && phones[0]->raw.last().contains(day); }));
    QVERIFY(phones[0]->raw.last().contains(QStringLiteral("\"living\":16")));
    // Phones 1–3 vote; phone 4 drops and comes back with its token.
    const int targets[] = {5, 5, 0};
    for (int i = 0; i < 3; ++i) {
        phones[std::size_t(i)]->vote(targets[i]);
        const QString count = QStringLiteral("\"voted\":%1").arg(i + 1);
        QVERIFY(waitFor([&] {
            return std::all_of(phones.begin(), phones.end(), [&](const auto& p) { return p->raw.last().contains(count); });
        }));
    }
    const QString token = phones[3]->token;
    phones[3]->drop();
    QVERIFY(waitFor([&] { return !g.host->isConnected(4); }));
    phones[3] = std::make_unique<Phone>(g.host->phonePort());
    phones[3]->joinWithToken(token);
    QVERIFY(waitFor([&] { return phones[3]->seat == 4; }));
    before[3] = 0;
    const QCborMap rejoined = phones[3]->state.value(key("day")).toMap();
    QCOMPARE(rejoined.value(key("voted")).toInteger(), 3);
    QCOMPARE(rejoined.value(key("living")).toInteger(), 16);
    QVERIFY(!rejoined.contains(key("tally")));
    // Nothing but counts, frame by frame, in the text the phones received.
    for (std::size_t i = 0; i < phones.size(); ++i)
        for (qsizetype f = before[i]; f < phones[i]->raw.size(); ++f) {
            const QString& text = phones[i]->raw[f];
            const QString where = QStringLiteral("phone %1: %2").arg(i + 1).arg(text.left(200));
            QVERIFY2(!text.contains(QStringLiteral("\"tally\"")), qPrintable(where));
            QVERIFY2(!text.contains(QStringLiteral("\"voter")), qPrintable(where));
            const QCborMap& m = phones[i]->received[f];
            if (m.value(key("t")).toString() == QLatin1String("vote-count")) // how many, of how many: nothing else
                QVERIFY2(m.keys() == (QList<QCborValue>{key("living"), key("t"), key("voted")}), qPrintable(where));
            if (text.contains(QStringLiteral("\"target\"")))
                QVERIFY2(text.contains(QStringLiteral("\"t\":\"voted\"")) && i < 3
                             && text.contains(QStringLiteral("\"target\":%1").arg(targets[i])), qPrintable(where));
        }
    QVERIFY(std::all_of(phones.begin(), phones.end(), [](const auto& p) { return p->hasMessage("vote-count") || p->seat == 4; }));
    if (moderatorCloses) {
        QVERIFY(g.host->closeVote());
    } else {
        // The moderator enters the votes of the players without a phone: the last one reveals.
        for (int seat = 4; seat <= 16; ++seat) {
            QVERIFY(!g.host->voteClosed());
            g.moderator->setVote(seat, 5);
            g.host->sync();
        }
    }
    QVERIFY(g.host->voteClosed());
    const QString tally = moderatorCloses ? QStringLiteral("\"tally\":[{\"seat\":5,\"votes\":2}]")
                                          : QStringLiteral("\"tally\":[{\"seat\":5,\"votes\":15}]");
    QVERIFY(waitFor([&] {
        return std::all_of(phones.begin(), phones.end(), [&](const auto& p) { return p->raw.last().contains(tally); });
    }));
    QVERIFY(phones[0]->raw.last().contains(QStringLiteral("\"closed\":true")));
}

// Issue 38: phones learn who is connected, desktop players included, as they come and go.
void TestNetWeb::presence()
{
    Game16 g = hosted(chessDeal(9));
    Phone phone(g.host->phonePort());
    phone.join(QStringLiteral("Player 1"), RoomCode);
    QVERIFY(waitFor([&] { return phone.seat == 1; }));
    const auto lastPresence = [&] {
        for (qsizetype i = phone.received.size() - 1; i >= 0; --i)
            if (phone.received[i].value(key("t")).toString() == QLatin1String("presence"))
                return phone.received[i].value(key("connected")).toArray();
        return QCborArray();
    };
    QCOMPARE(lastPresence(), QCborArray({1}));
    auto desktop = std::make_unique<WerewolfClient>(fastTiming());
    desktop->connectToHost(QStringLiteral("127.0.0.1"), g.host->port(), QStringLiteral("Player 7"), RoomCode);
    QVERIFY(waitFor([&] { return lastPresence() == QCborArray({1, 7}); }));
    Phone second(g.host->phonePort());
    second.join(QStringLiteral("Player 3"), RoomCode);
    QVERIFY(waitFor([&] { return lastPresence() == QCborArray({1, 3, 7}); }));
    // The newcomer's own state says who was there already.
    int connected = 0;
    for (const QCborValue& v : second.state.value(key("players")).toArray())
        connected += v.toMap().value(key("connected")).toBool();
    QCOMPARE(connected, 3);
    desktop->dropConnection();
    QVERIFY(waitFor([&] { return lastPresence() == QCborArray({1, 3}); }));
    second.drop();
    QVERIFY(waitFor([&] { return lastPresence() == QCborArray({1}); }));
}

void TestNetWeb::brokenJsonDropped()
{
    Game16 g = hosted(chessDeal(7));
    QSignalSpy refused(g.host.get(), &WerewolfHost::peerRefused);
    Phone p(g.host->phonePort());
    p.join(QStringLiteral("Player 1"), RoomCode);
    QVERIFY(waitFor([&] { return p.seat == 1; }));
    QCborMap half;
    half.insert(key("t"), key("vote"));
    half.insert(key("target"), 1.5);
    g.host->openNight();
    QVERIFY(g.moderator->applyNight());
    g.host->sync();
    QVERIFY(g.host->openDay(false));
    p.send(half);
    QVERIFY(waitFor([&] { return p.lastError == QLatin1String("bad-message"); }));
    p.sendText(QStringLiteral("{not json"));
    QVERIFY(waitFor([&] { return p.closed; }));
    QCOMPARE(p.lastError, key("bad-frame"));
    QVERIFY(waitFor([&] { return !g.host->isConnected(1); }));
}

// Anything but a JSON object with a text "t" is a broken frame, as over CBOR:
// bad-frame, and the phone is dropped.
void TestNetWeb::notAMessageDropped_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("no t") << QStringLiteral(R"({"target":3})");
    QTest::newRow("numeric t") << QStringLiteral(R"({"t":7,"target":3})");
    QTest::newRow("t is null") << QStringLiteral(R"({"t":null})");
    QTest::newRow("t is an object") << QStringLiteral(R"({"t":{"t":"vote"}})");
    QTest::newRow("a JSON array") << QStringLiteral(R"([{"t":"vote"}])");
    QTest::newRow("a JSON string") << QStringLiteral(R"("vote")");
    QTest::newRow("not JSON") << QStringLiteral("{not json");
}

void TestNetWeb::notAMessageDropped()
{
    QFETCH(QString, text);
    Game16 g = hosted(chessDeal(8));
    QSignalSpy refused(g.host.get(), &WerewolfHost::peerRefused);
    Phone p(g.host->phonePort());
    p.join(QStringLiteral("Player 2"), RoomCode);
    QVERIFY(waitFor([&] { return p.seat == 2; }));
    p.sendText(text);
    QVERIFY(waitFor([&] { return p.closed; }));
    QCOMPARE(p.lastError, key("bad-frame"));
    QVERIFY(waitFor([&] { return !g.host->isConnected(2); }));
    QVERIFY(!refused.isEmpty());
    QCOMPARE(refused.last().at(1).toString(), key("bad-frame"));
}

// A hello is a known message, but only the first one counts: a second is
// bad-message (not unknown-message) and the phone stays connected.
void TestNetWeb::secondHelloRefused_data()
{
    QTest::addColumn<bool>("seated");
    QTest::addColumn<QString>("text");
    const QString hello = QStringLiteral(R"({"t":"hello","magic":"QIYUAN-LAN","protocol":1,"app":"web"})");
    QTest::newRow("a second hello before the join") << false << hello;
    QTest::newRow("a second hello when seated") << true << hello;
    QTest::newRow("a second hello without magic and protocol") << true << QStringLiteral(R"({"t":"hello"})");
}

void TestNetWeb::secondHelloRefused()
{
    QFETCH(bool, seated);
    QFETCH(QString, text);
    Game16 g = hosted(chessDeal(9));
    Phone p(g.host->phonePort());
    if (seated) {
        p.join(QStringLiteral("Player 3"), RoomCode);
        QVERIFY(waitFor([&] { return p.seat == 3; }));
    } else {
        QVERIFY(waitFor([&] { return p.welcomed; }));
    }
    p.sendText(text);
    QVERIFY(waitFor([&] { return !p.lastError.isEmpty(); }));
    QCOMPARE(p.lastError, key("bad-message"));
    // Still connected: the phone goes on (and joins, when it had not).
    QVERIFY(!p.closed);
    if (!seated) {
        p.join(QStringLiteral("Player 3"), RoomCode);
        QVERIFY(waitFor([&] { return p.seat == 3; }));
    }
    QVERIFY(g.host->isConnected(3));
    QVERIFY(!p.closed);
}

// The app's icon: at the address a browser asks for by itself, and at the one the page links.
void TestNetWeb::iconServed_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("GET /favicon.ico") << QByteArray("/favicon.ico");
    QTest::newRow("the icon the page links") << [] {
        // The href of the page's <link rel="icon">, read from the served page.
        Game16 g = hosted(chessDeal(10));
        const QByteArray page = parsed(httpGet(g.host->phonePort(), "GET / HTTP/1.1\r\n\r\n")).body;
        const qsizetype link = page.indexOf("<link rel=\"icon\" href=\"");
        if (link < 0)
            return QByteArray("(no icon link in the page)");
        const qsizetype from = link + qsizetype(sizeof("<link rel=\"icon\" href=\"") - 1);
        return "/" + page.mid(from, page.indexOf('"', from) - from);
    }();
}

void TestNetWeb::iconServed()
{
    QFETCH(QByteArray, path);
    Game16 g = hosted(chessDeal(10));
    const HttpAnswer a = parsed(httpGet(g.host->phonePort(), "GET " + path + " HTTP/1.1\r\nHost: x\r\n\r\n"));
    QCOMPARE(a.status, QByteArray("HTTP/1.1 200 OK"));
    const QByteArray type = a.header("Content-Type");
    QVERIFY2(type == "image/svg+xml" || type == "image/png" || type == "image/x-icon", type.constData());
    QVERIFY(!a.body.isEmpty());
    QCOMPARE(a.header("Content-Length").toLongLong(), a.body.size());
    if (type == "image/svg+xml")
        QVERIFY(a.body.startsWith("<svg ") && a.body.trimmed().endsWith("</svg>"));
    // HEAD: the same head, no body.
    const HttpAnswer head = parsed(httpGet(g.host->phonePort(), "HEAD " + path + " HTTP/1.1\r\n\r\n"));
    QCOMPARE(head.status, a.status);
    QCOMPARE(head.header("Content-Type"), type);
    QVERIFY(head.body.isEmpty());
}

// Frames written by hand on a bare TCP socket after the opening handshake.
// A client's frame must be masked (RFC 6455 §5.1) and break no other rule of
// §5: else the host sends a close frame with the status code and ends the
// connection, without answering the frame. The masked rows are the controls:
// the same raw client gets its welcome.
void TestNetWeb::rawFrames_data()
{
    QTest::addColumn<QByteArray>("sent");
    QTest::addColumn<int>("closeCode"); // 0: answered with a welcome, still open
    const quint8 finText = 0x81;
    QTest::newRow("masked hello: welcome") << clientFrame(finText, HelloJson) << 0;
    QTest::newRow("masked hello in two fragments: welcome")
        << clientFrame(0x01, HelloJson.left(10)) + clientFrame(0x80, HelloJson.mid(10)) << 0;
    QTest::newRow("masked ping, then a hello: welcome") << clientFrame(0x89, "x") + clientFrame(finText, HelloJson) << 0;
    QTest::newRow("unmasked text frame") << clientFrame(finText, HelloJson, false) << 1002;
    QTest::newRow("unmasked ping") << clientFrame(0x89, {}, false) << 1002;
    QTest::newRow("a reserved bit set") << clientFrame(0xC1, HelloJson) << 1002;
    QTest::newRow("a reserved opcode") << clientFrame(0x83, HelloJson) << 1002;
    QTest::newRow("a continuation without a message") << clientFrame(0x80, HelloJson) << 1002;
    QTest::newRow("a fragmented ping") << clientFrame(0x09, "x") << 1002;
    QTest::newRow("text that is not UTF-8") << clientFrame(finText, "{\"t\":\"\xff\"}") << 1007;
    QTest::newRow("a message over 64 KiB") << [] {
        QByteArray f(1, char(0x81));
        f.append(char(0x80 | 127));
        const quint64 n = MaxWebMessageBytes + 1;
        for (int shift = 56; shift >= 0; shift -= 8)
            f.append(char((n >> shift) & 0xFF));
        return f + "\x12\x34\x56\x78";
    }() << 1009;
}

void TestNetWeb::rawFrames()
{
    QFETCH(QByteArray, sent);
    QFETCH(int, closeCode);
    Game16 g = hosted(chessDeal(11));
    RawWebSocket c(g.host->phonePort());
    QVERIFY(c.handshake());
    c.write(sent);
    if (closeCode == 0) {
        const auto firstText = [&] {
            const QList<ServerFrame> frames = c.frames();
            const auto it = std::find_if(frames.begin(), frames.end(), [](const ServerFrame& f) { return f.opcode() == 0x1; });
            return it == frames.end() ? std::optional<ServerFrame>() : std::optional<ServerFrame>(*it);
        };
        QVERIFY(waitFor([&] { return firstText().has_value(); }));
        for (const ServerFrame& f : c.frames()) {
            QVERIFY(!f.masked);
            QVERIFY(f.firstByte == 0x81 || f.firstByte == 0x8A); // a final text frame, or the pong of a ping
            if (f.opcode() == 0xA)
                QCOMPARE(f.payload, QByteArray("x")); // a pong carries the ping's payload
        }
        const auto m = WebConnection::decode(firstText()->payload);
        QVERIFY(m);
        QCOMPARE(m->value(key("t")).toString(), key("welcome"));
        QTest::qWait(50);
        QVERIFY(!c.ended());
        return;
    }
    // The close frame, first and alone, then the end of the connection.
    QVERIFY(waitFor([&] { return c.ended(); }));
    const QList<ServerFrame> frames = c.frames();
    QVERIFY2(!frames.isEmpty(), c.received().toHex().constData());
    QCOMPARE(frames.first().opcode(), 0x8);
    QVERIFY(!frames.first().masked);
    const QByteArray payload = frames.first().payload;
    QVERIFY(payload.size() >= 2);
    QCOMPARE((int(quint8(payload[0])) << 8) | quint8(payload[1]), closeCode);
    QCOMPARE(frames.size(), 1); // nothing answered the frame
}

// Upgrade requests that are no WebSocket handshake of version 13.
void TestNetWeb::badHandshake_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("status");
    const QByteArray upgrade = "Upgrade: websocket\r\nConnection: Upgrade\r\n";
    QTest::newRow("no key") << "GET /ws HTTP/1.1\r\n" + upgrade + "Sec-WebSocket-Version: 13\r\n\r\n"
                            << QByteArray("HTTP/1.1 400 Bad Request");
    QTest::newRow("a key of 4 bytes") << "GET /ws HTTP/1.1\r\n" + upgrade
                                             + "Sec-WebSocket-Key: AAAAAA==\r\nSec-WebSocket-Version: 13\r\n\r\n"
                                      << QByteArray("HTTP/1.1 400 Bad Request");
    QTest::newRow("version 8") << "GET /ws HTTP/1.1\r\n" + upgrade
                                      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n"
                               << QByteArray("HTTP/1.1 426 Upgrade Required");
}

void TestNetWeb::badHandshake()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, status);
    Game16 g = hosted(chessDeal(12));
    const HttpAnswer a = parsed(httpGet(g.host->phonePort(), request));
    QCOMPARE(a.status, status);
    if (status.contains("426"))
        QCOMPARE(a.header("Sec-WebSocket-Version"), QByteArray("13"));
}

QTEST_MAIN(TestNetWeb)
#include "tst_net_web.moc"
