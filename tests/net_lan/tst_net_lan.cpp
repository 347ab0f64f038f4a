// LAN play over real sockets on 127.0.0.1: the frame decoder (with a fuzz
// run), a full xiangqi game between a HostSession and a ClientSession, a
// rejoin, room codes and the lock-out, protocol errors, heartbeats, clocks,
// draw/undo/resign requests, spectators and table discovery; full games of
// 翻翻棋 and 积分象棋, their refusals, and the hidden-information test of
// banqi (leakcheck.h), with leaky referees as its negative controls.
#include "../fakeremote.h"
#include "../lanplay.h"
#include "banqi/deal.h"
#include "leakcheck.h"
#include "tap.h"
#include "net/banqimirror.h"
#include "net/clientsession.h"
#include "net/discovery.h"
#include "net/hostsession.h"
#include "net/messages.h"
#include "net/protocol.h"
#include "xiangqi/game.h"

#include <QCborArray>
#include <QCborMap>
#include <QCborValue>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUdpSocket>
#include <QtEndian>
#include <QtTest>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace qiyuan::match;
using namespace lanplay;

namespace {

QByteArray rawFrame(quint32 length, const QByteArray& body)
{
    QByteArray f(4, '\0');
    qToBigEndian<quint32>(length, f.data());
    return f + body;
}

xiangqi::Game replay(const ClientSession& c)
{
    return *mirrorXiangqi(c.state());
}

QStringList hostActions(const HostSession& h)
{
    QStringList out;
    for (const auto& r : h.xiangqi()->game().records())
        out << QString::fromStdString(r.action);
    return out;
}

struct Table {
    std::unique_ptr<HostSession> host;
    std::unique_ptr<ClientSession> client;
};

// --- banqi and jifen -----------------------------------------------------

// A large seed: its decimal digits cannot turn up in the stream by chance.
constexpr quint64 BanqiSeed = 0x5eedba9c1f2e3d4bULL;

// A banqi referee that leaks on purpose: the negative controls of the
// hidden-information test (each leak must be caught).
class LeakyBanqiReferee : public Referee {
public:
    enum Leak { None, RefereeFenInState, NotationNamesHiddenPiece, BoardShowsHiddenPieces, SeedAtStart };
    LeakyBanqiReferee(std::unique_ptr<BanqiReferee> inner, Leak leak) : in_(std::move(inner)), leak_(leak) {}

    QString gameKey() const override { return in_->gameKey(); }
    QString variantKey() const override { return in_->variantKey(); }
    int sideToMove() const override { return in_->sideToMove(); }
    int ply() const override { return in_->ply(); }
    bool over() const override { return in_->over(); }
    QCborMap result() const override { return in_->result(); }
    bool play(const QString& action, QString* reason, QCborMap* record) override
    {
        if (!in_->play(action, reason, record))
            return false;
        if (leak_ == NotationNamesHiddenPiece && !in_->over()) {
            // "and under d3 is ...": the engine's flip notation of the first face-down square.
            for (banqi::Square q = 0; q < banqi::SquareCount; ++q)
                if (in_->game().position().isFaceDown(q)) {
                    banqi::Game g = in_->game();
                    g.play(banqi::Action::flip(q));
                    record->insert(QStringLiteral("notation"), record->value(QStringLiteral("notation")).toString()
                                       + QStringLiteral(" / ") + QString::fromStdString(g.records().back().notation));
                    break;
                }
        }
        return true;
    }
    bool undo(int plies) override { return in_->undo(plies); }
    void resign(int seat) override { in_->resign(seat); }
    void agreeDraw() override { in_->agreeDraw(); }
    bool flagFall(int seat, QCborMap* record) override { return in_->flagFall(seat, record); }
    int actorOf(int i) const override { return in_->actorOf(i); }
    const std::vector<MoveRecord>& records() const override { return in_->records(); }
    QCborMap setup() const override { return in_->setup(); }
    TimeControl rulesClock() const override { return in_->rulesClock(); }
    QString resignRefusal(int seat) const override { return in_->resignRefusal(seat); }
    QString drawRefusal() const override { return in_->drawRefusal(); }
    QCborMap progress() const override
    {
        QCborMap m = in_->progress();
        if (leak_ == BoardShowsHiddenPieces) { // the referee's board: letters where "x" belongs
            const banqi::Position& pos = in_->game().position();
            QString board;
            for (int r = banqi::Ranks - 1; r >= 0; --r) {
                int empty = 0;
                for (int f = 0; f < banqi::Files; ++f) {
                    const banqi::Piece p = pos.pieceAt(banqi::makeSquare(f, r));
                    if (p == banqi::NoPiece) {
                        ++empty;
                        continue;
                    }
                    if (empty)
                        board += QString::number(empty);
                    empty = 0;
                    board += QLatin1Char(banqi::fenChar(p));
                }
                if (empty)
                    board += QString::number(empty);
                if (r > 0)
                    board += QLatin1Char('/');
            }
            const QString publicFen = m.value(QStringLiteral("board")).toString();
            m.insert(QStringLiteral("board"), board + QLatin1Char(' ') + publicFen.section(QLatin1Char(' '), 1));
        }
        return m;
    }
    QCborMap stateFor(int seat) const override
    {
        QCborMap m = in_->stateFor(seat);
        const QCborMap p = progress();
        for (auto it = p.constBegin(); it != p.constEnd(); ++it)
            m.insert(it.key(), it.value());
        if (leak_ == RefereeFenInState)
            m.insert(QStringLiteral("fen"), QString::fromStdString(in_->game().fen()));
        if (leak_ == SeedAtStart) {
            QCborMap reveal;
            reveal.insert(QStringLiteral("seed"), QString::number(*in_->deal().seed));
            reveal.insert(QStringLiteral("salt"), QString::fromStdString(in_->deal().salt));
            m.insert(QStringLiteral("reveal"), reveal);
        }
        return m;
    }
    const BanqiReferee& inner() const { return *in_; }

private:
    std::unique_ptr<BanqiReferee> in_;
    Leak leak_;
};

} // namespace

Q_DECLARE_METATYPE(LeakyBanqiReferee::Leak)

class TestNetLan : public QObject {
    Q_OBJECT

private:
    // A listening host (red unless said otherwise) and a seated client.
    Table seatedTable(const Timing& timing = fastTiming(), TimeControl tc = {}, int hostSeat = 0)
    {
        Table t;
        TableSettings s;
        s.hostName = QStringLiteral("Host");
        s.roomCode = QStringLiteral("123456");
        s.timeControl = tc;
        s.hostSeat = hostSeat;
        t.host = std::make_unique<HostSession>(s, timing);
        QString error;
        if (!t.host->listen(QHostAddress::LocalHost, 0, &error))
            qFatal("listen: %s", qPrintable(error));
        t.client = std::make_unique<ClientSession>(timing);
        QSignalSpy joined(t.client.get(), &ClientSession::joined);
        t.client->connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Guest"), QStringLiteral("123456"));
        if (!joined.wait(2000))
            qFatal("the client was not seated");
        return t;
    }

    // The client plays one move and waits for the host's broadcast of it.
    static bool clientMoves(Table& t, const QString& action)
    {
        QSignalSpy moved(t.client.get(), &ClientSession::moved);
        const int before = t.host->referee().ply();
        t.client->sendMove(action);
        return moved.wait(2000) && t.host->referee().ply() == before + 1;
    }
    static bool hostMoves(Table& t, const QString& action)
    {
        QSignalSpy moved(t.client.get(), &ClientSession::moved);
        return t.host->play(action).isEmpty() && moved.wait(2000);
    }

    // A host for `settings` (or judged by `referee`) and a client, not yet seated.
    static Table boardTable(TableSettings s, std::unique_ptr<Referee> referee = nullptr,
                            const Timing& timing = fastTiming())
    {
        Table t;
        s.hostName = QStringLiteral("Host");
        s.roomCode = QStringLiteral("123456");
        t.host = referee ? std::make_unique<HostSession>(s, std::move(referee), timing)
                         : std::make_unique<HostSession>(s, timing);
        QString error;
        if (!t.host->listen(QHostAddress::LocalHost, 0, &error))
            qFatal("listen: %s", qPrintable(error));
        t.client = std::make_unique<ClientSession>(timing);
        return t;
    }
    static bool seat(Table& t, quint16 port)
    {
        QSignalSpy joined(t.client.get(), &ClientSession::joined);
        t.client->connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Guest"), QStringLiteral("123456"));
        return joined.wait(2000);
    }
    static TableSettings banqiSettings(const QString& variant = QStringLiteral("banqi"), int turnSeconds = 0)
    {
        TableSettings s;
        s.game = QStringLiteral("banqi");
        s.variant = variant;
        s.turnSeconds = turnSeconds;
        s.seed = BanqiSeed;
        return s;
    }

private slots:
    void frameRoundTrip_data();
    void frameRoundTrip();
    void frameErrors_data();
    void frameErrors();
    void frameDecoderFuzz();
    void validateMessage_data();
    void validateMessage();
    void clientStateKeepsItsShape();
    void refereeTakesOneSpelling_data();
    void refereeTakesOneSpelling();
    void documentedDealVector();
    void chatNames_data();
    void chatNames();
    void connectionOutlivesANestedLoop_data();
    void connectionOutlivesANestedLoop();
    void fullGame();
    void rejoinMidGame();
    void rejoinWindowPasses();
    void wrongRoomCode();
    void lockOut();
    void rejoinReplacesAStaleConnection();
    void headlessHostSeatsTwoPlayers();
    void wrongAttemptsFromOneAddress_data();
    void wrongAttemptsFromOneAddress();
    void badStream_data();
    void badStream();
    void badIntent_data();
    void badIntent();
    void silentPeerIsDropped();
    void heartbeatsKeepIdlePlayer();
    void hostThatNeverWelcomesIsLeft();
    void drawUndoResign();
    void flagFallAndPause();
    void spectatorReadsOnly();
    void discovery();
    void announcedTitle_data();
    void announcedTitle();
    void banqiFullGame_data();
    void banqiFullGame();
    void banqiOptionsReachTheGuest_data();
    void banqiOptionsReachTheGuest();
    void banqiRefusals_data();
    void banqiRefusals();
    void banqiTakeBackOfAMove();
    void banqiTurnClock();
    void banqiHiddenInformation_data();
    void banqiHiddenInformation();
    void jifenFullGame_data();
    void jifenFullGame();
    void jifenContestTurns();
    void jifenRefusals_data();
    void jifenRefusals();
};

void TestNetLan::frameRoundTrip_data()
{
    QTest::addColumn<int>("chunk");
    QTest::newRow("whole stream") << 100000;
    QTest::newRow("byte by byte") << 1;
    QTest::newRow("7-byte pieces across frame borders") << 7;
}

void TestNetLan::frameRoundTrip()
{
    QFETCH(int, chunk);
    QList<QCborMap> sent;
    QByteArray stream;
    for (int i = 0; i < 5; ++i) {
        QCborMap m = message(QStringLiteral("move"));
        m.insert(QStringLiteral("action"), QStringLiteral("h2e2"));
        m.insert(QStringLiteral("ply"), i);
        m.insert(QStringLiteral("text"), QStringLiteral("炮二平五"));
        sent << m;
        stream += encodeFrame(m);
    }
    FrameDecoder d;
    QList<QCborMap> got;
    for (qsizetype at = 0; at < stream.size(); at += chunk) {
        d.feed(stream.mid(at, chunk));
        QCborMap m;
        while (d.next(&m) == FrameDecoder::Status::Message)
            got << m;
    }
    QCOMPARE(got, sent);
    QCOMPARE(d.buffered(), 0);
}

void TestNetLan::frameErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code");
    QTest::newRow("length over 64 KiB") << rawFrame(MaxFrameBytes + 1, "x") << QString::fromLatin1(err::FrameTooLarge);
    QTest::newRow("length 0xFFFFFFFF") << rawFrame(0xFFFFFFFFu, {}) << QString::fromLatin1(err::FrameTooLarge);
    QTest::newRow("empty frame") << rawFrame(0, {}) << QString::fromLatin1(err::BadFrame);
    QTest::newRow("not CBOR") << rawFrame(3, "\xff\xff\xff") << QString::fromLatin1(err::BadFrame);
    QTest::newRow("CBOR but not a map") << rawFrame(1, QByteArray(1, '\x01')) << QString::fromLatin1(err::BadFrame);
    QCborMap noType;
    noType.insert(QStringLiteral("x"), 1);
    const QByteArray body = QCborValue(noType).toCbor();
    QTest::newRow("map without t") << rawFrame(quint32(body.size()), body) << QString::fromLatin1(err::BadFrame);
    // A body is exactly one CBOR value: a valid hello and one byte more is refused.
    QCborMap hello = message(QStringLiteral("hello"));
    hello.insert(QStringLiteral("magic"), QString::fromLatin1(Magic));
    hello.insert(QStringLiteral("protocol"), ProtocolVersion);
    const QByteArray trailing = QCborValue(hello).toCbor() + QByteArray(1, '\0');
    QTest::newRow("hello and one trailing byte") << rawFrame(quint32(trailing.size()), trailing)
                                                 << QString::fromLatin1(err::BadFrame);
    const QByteArray twoMaps = QCborValue(hello).toCbor() + QCborValue(hello).toCbor();
    QTest::newRow("two maps in one frame") << rawFrame(quint32(twoMaps.size()), twoMaps)
                                           << QString::fromLatin1(err::BadFrame);
}

void TestNetLan::frameErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, code);
    FrameDecoder d;
    d.feed(bytes);
    QCborMap m;
    QString got, text;
    QCOMPARE(d.next(&m, &got, &text), FrameDecoder::Status::Error);
    QCOMPARE(got, code);
    QVERIFY(!text.isEmpty());
    // A failed decoder stays failed: the stream cannot be trusted again.
    d.feed(encodeFrame(message(QStringLiteral("ping"))));
    QCOMPARE(d.next(&m), FrameDecoder::Status::Error);
}

void TestNetLan::frameDecoderFuzz()
{
    // Random bytes, valid frames cut short and frames with flipped bytes: the
    // decoder returns messages, waits or fails, and never crashes or hangs.
    QRandomGenerator rng(20261129);
    QCborMap sample = message(QStringLiteral("moved"));
    sample.insert(QStringLiteral("ply"), 3);
    sample.insert(QStringLiteral("record"), QCborMap{{QStringLiteral("action"), QStringLiteral("h2e2")}});
    const QByteArray good = encodeFrame(sample);
    int messages = 0, errors = 0, waits = 0;
    for (int round = 0; round < 3000; ++round) {
        QByteArray bytes;
        switch (round % 3) {
        case 0: // random bytes with a plausible small length
            bytes = rawFrame(rng.bounded(64), {});
            for (int i = 0, n = int(rng.bounded(80)); i < n; ++i)
                bytes.append(char(rng.bounded(256)));
            break;
        case 1: // truncated
            bytes = good.left(rng.bounded(int(good.size())));
            break;
        case 2: // corrupted
            bytes = good;
            bytes[rng.bounded(int(good.size()))] = char(rng.bounded(256));
            break;
        }
        FrameDecoder d;
        for (qsizetype at = 0; at < bytes.size();) {
            const int n = 1 + int(rng.bounded(9));
            d.feed(bytes.mid(at, n));
            at += n;
            QCborMap m;
            FrameDecoder::Status s;
            while ((s = d.next(&m)) == FrameDecoder::Status::Message) {
                QVERIFY(m.value(QStringLiteral("t")).isString());
                ++messages;
            }
            if (s == FrameDecoder::Status::Error) {
                ++errors;
                break;
            }
            if (at >= bytes.size())
                ++waits;
        }
    }
    // Each kind of outcome happened: the run exercised the decoder.
    QVERIFY(messages > 0);
    QVERIFY(errors > 0);
    QVERIFY(waits > 0);
}

void TestNetLan::validateMessage_data()
{
    // The checks both sessions run on every message they receive (messages.h),
    // and the lan_frame fuzz target runs on everything the decoder lets through.
    QTest::addColumn<QCborMap>("sent");
    QTest::addColumn<bool>("toHost");
    QTest::addColumn<QString>("code");
    auto msg = [](const char* type, std::initializer_list<std::pair<const char*, QCborValue>> fields = {}) {
        QCborMap m = message(QString::fromLatin1(type));
        for (const auto& [k, v] : fields)
            m.insert(QString::fromLatin1(k), v);
        return m;
    };
    const QString ok, bad = QString::fromLatin1(err::BadMessage), unknown = QString::fromLatin1(err::UnknownMessage);
    QTest::newRow("host: a move") << msg("move", {{"action", QStringLiteral("h2e2")}, {"ply", 0}}) << true << ok;
    QTest::newRow("host: unknown keys are allowed")
        << msg("move", {{"action", QStringLiteral("h2e2")}, {"hint", QStringLiteral("x")}}) << true << ok;
    QTest::newRow("host: a move without action") << msg("move") << true << bad;
    QTest::newRow("host: an action that is a number") << msg("move", {{"action", 7}}) << true << bad;
    QTest::newRow("host: a negative ply") << msg("move", {{"action", QStringLiteral("h2e2")}, {"ply", -1}}) << true << bad;
    QTest::newRow("host: a ply past int") << msg("move", {{"action", QStringLiteral("h2e2")}, {"ply", qint64(1) << 32}})
                                          << true << bad;
    QTest::newRow("host: a seat that is text") << msg("resign", {{"seat", QStringLiteral("0")}}) << true << bad;
    QTest::newRow("host: an answer without accept") << msg("draw-answer") << true << bad;
    QTest::newRow("host: a room code that is a number") << msg("join", {{"code", 123456}}) << true << bad;
    QTest::newRow("host: chat without text") << msg("chat") << true << bad;
    QTest::newRow("host: a hello without protocol") << msg("hello", {{"magic", QString::fromLatin1(Magic)}}) << true << bad;
    QTest::newRow("host: a broadcast is not an intent") << msg("moved") << true << unknown;
    QTest::newRow("host: teleport") << msg("teleport") << true << unknown;
    QTest::newRow("no text t") << QCborMap{{QStringLiteral("t"), 1}} << true << bad;
    QTest::newRow("client: a welcome with every field")
        << msg("welcome", {{"magic", QString::fromLatin1(Magic)}, {"protocol", 1}, {"app", QStringLiteral("0.1.0")},
                           {"host", QStringLiteral("Wang")}, {"game", QStringLiteral("xiangqi")},
                           {"variant", QStringLiteral("standard")}, {"hostSeat", 0}, {"freeSeats", 1}})
        << false << ok;
    QTest::newRow("client: undone to a negative ply") << msg("undone", {{"ply", -5}, {"toMove", 0}}) << false << bad;
    QTest::newRow("client: seated in seat 2")
        << msg("seated", {{"seat", 2}, {"token", QStringLiteral("t")}, {"state", QCborMap()}}) << false << bad;
    const QCborMap record{{QStringLiteral("action"), QStringLiteral("h2e2")}};
    const QCborMap state{{QStringLiteral("moves"), QCborArray{record}}, {QStringLiteral("ply"), 1},
                         {QStringLiteral("toMove"), 1}};
    QTest::newRow("client: watching a game") << msg("watching", {{"state", state}}) << false << ok;
    QCborMap wrongPly = state;
    wrongPly.insert(QStringLiteral("ply"), 3);
    QTest::newRow("client: a state whose ply is not its moves") << msg("watching", {{"state", wrongPly}}) << false << bad;
    QTest::newRow("client: a record without action")
        << msg("moved", {{"ply", 1}, {"seat", 0}, {"record", QCborMap()}, {"toMove", 1}}) << false << bad;
    QTest::newRow("client: an intent is not a broadcast") << msg("resign") << false << unknown;
}

void TestNetLan::validateMessage()
{
    QFETCH(QCborMap, sent);
    QFETCH(bool, toHost);
    QFETCH(QString, code);
    QString text;
    QCOMPARE(net::validateMessage(sent, toHost ? Receiver::Host : Receiver::Client, &text), code);
    QCOMPARE(text.isEmpty(), code.isEmpty());
}

void TestNetLan::clientStateKeepsItsShape()
{
    // "undone" takes moves off the end down to its ply, never further.
    QCborMap state{{QStringLiteral("moves"), QCborArray{QCborMap{{QStringLiteral("action"), QStringLiteral("h2e2")}},
                                                        QCborMap{{QStringLiteral("action"), QStringLiteral("h9g7")}}}},
                   {QStringLiteral("ply"), 2}, {QStringLiteral("toMove"), 0}};
    QCborMap undone = message(QStringLiteral("undone"));
    undone.insert(QStringLiteral("ply"), 1);
    undone.insert(QStringLiteral("toMove"), 1);
    applyToClientState(&state, undone);
    QCOMPARE(state.value(QStringLiteral("moves")).toArray().size(), 1);
    QCOMPARE(state.value(QStringLiteral("ply")).toInteger(), 1);
    QVERIFY(!state.contains(QStringLiteral("clock"))); // not sent, not invented
}

void TestNetLan::refereeTakesOneSpelling_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("shownInReason"); // empty: the action is accepted
    QTest::newRow("xiangqi upper case ICCS") << "xiangqi" << QStringLiteral("H2E2") << QStringLiteral("\"H2E2\"");
    QTest::newRow("xiangqi control characters") << "xiangqi" << QStringLiteral("h\x01" "e\x1b")
                                                << QStringLiteral("\"h\\u0001e\\u001b\"");
    QTest::newRow("xiangqi lower case ICCS") << "xiangqi" << QStringLiteral("h2e2") << QString();
    // Issue 22: banqi read "A1" as a1 and recorded "a1".
    QTest::newRow("banqi upper case flip") << "banqi" << QStringLiteral("A1") << QStringLiteral("\"A1\"");
    QTest::newRow("banqi mixed case flip") << "banqi" << QStringLiteral("a1").toUpper().left(1) + "1"
                                           << QStringLiteral("\"A1\"");
    QTest::newRow("banqi control characters") << "banqi" << QStringLiteral("a\x07") << QStringLiteral("\"a\\u0007\"");
    QTest::newRow("banqi lower case flip") << "banqi" << QStringLiteral("a1") << QString();
    QTest::newRow("jifen upper case move") << "jifen" << QStringLiteral("H2E2") << QStringLiteral("\"H2E2\"");
    QTest::newRow("jifen upper case kind") << "jifen" << QStringLiteral("h2e2=N") << QStringLiteral("\"h2e2=N\"");
    QTest::newRow("jifen lower case move") << "jifen" << QStringLiteral("h2e2") << QString();
}

void TestNetLan::refereeTakesOneSpelling()
{
    // Found by the lan_frame fuzz target: the referee read "H2E2" as h2e2 and
    // recorded "h2e2" (two spellings of a move on the wire), and quoted a bad
    // action with its control characters into the reason shown to people.
    QFETCH(QString, game);
    QFETCH(QString, action);
    QFETCH(QString, shownInReason);
    QString error;
    auto referee = createReferee(game, {}, {}, -1, quint64(42), &error);
    QVERIFY2(referee, qPrintable(error));
    QString reason;
    QCborMap record;
    if (shownInReason.isEmpty()) { // the one spelling: accepted and recorded as sent
        QVERIFY2(referee->play(action, &reason, &record), qPrintable(reason));
        QCOMPARE(record.value(QStringLiteral("action")).toString(), action);
        QCOMPARE(referee->ply(), 1);
        return;
    }
    QVERIFY(!referee->play(action, &reason, &record));
    QVERIFY2(reason.contains(shownInReason), qPrintable(reason));
    QCOMPARE(referee->ply(), 0);
}

// The deal test vector of docs/PROTOCOL.md ("Hidden information"), so that a
// client written from the document alone can check its own deal and commitment.
void TestNetLan::documentedDealVector()
{
    const banqi::Deal deal = banqi::dealFromSeed(42);
    QCOMPARE(QString::fromStdString(banqi::layoutText(deal.layout)), QStringLiteral("abpPkcrKAcNAbBanPnRCPPRpNpCBPppr"));
    QCOMPARE(deal.firstSeat, 0);
    QVERIFY(banqi::verifyCommitment("6049751a9705e60b242206f62d04c81b8fcd0153d0e256515e7c64be7428d0fa", 42,
                                    "00112233445566778899aabbccddeeff"));
    QVERIFY(!banqi::verifyCommitment("6049751a9705e60b242206f62d04c81b8fcd0153d0e256515e7c64be7428d0fa", 43,
                                     "00112233445566778899aabbccddeeff"));
}

void TestNetLan::fullGame()
{
    Table t = seatedTable();
    QCOMPARE(t.client->seat(), 1);
    QVERIFY(!t.client->token().isEmpty());
    QCOMPARE(t.client->welcome().value(QStringLiteral("host")).toString(), QStringLiteral("Host"));
    QVERIFY(t.host->started());
    QRandomGenerator hostRng(1), clientRng(2);
    int plies = 0;
    while (!t.host->referee().over() && plies < 600) {
        const xiangqi::Game mirror = replay(*t.client);
        if (t.host->referee().sideToMove() == t.host->hostSeat()) {
            QVERIFY2(hostMoves(t, chooseMove(t.host->xiangqi()->game().position(), hostRng)), "host move lost");
        } else {
            QCOMPARE(t.client->toMove(), t.client->seat());
            QVERIFY2(clientMoves(t, chooseMove(mirror.position(), clientRng)), "client move refused");
        }
        ++plies;
    }
    QVERIFY(t.host->referee().over());
    qInfo("the game ended after %d plies: %s", plies,
          qPrintable(t.host->referee().result().value(QStringLiteral("reason")).toString()));
    QTRY_VERIFY(t.client->result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing"));
    QCOMPARE(t.client->result(), t.host->referee().result());
    QCOMPARE(t.client->actions(), hostActions(*t.host));
    // The client's own replay of the broadcast moves reaches the host's position and verdict.
    const xiangqi::Game mirror = replay(*t.client);
    QCOMPARE(mirror.position().fen(), t.host->xiangqi()->game().position().fen());
    QCOMPARE(mirror.result(), t.host->xiangqi()->game().result());
    // No move after the end.
    QCOMPARE(t.host->play(QStringLiteral("a0a1")), QString::fromLatin1(err::GameOver));
}

void TestNetLan::rejoinMidGame()
{
    Timing timing = fastTiming();
    timing.rejoinMs = 5000;
    Table t = seatedTable(timing, TimeControl{60000, 0, 0});
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
    QVERIFY(hostMoves(t, QStringLiteral("h0g2")));
    const QString token = t.client->token();

    QSignalSpy dropped(t.host.get(), &HostSession::remoteDropped);
    t.client.reset(); // the player's machine goes away mid-game
    QVERIFY(dropped.wait(2000));
    QVERIFY(t.host->paused());
    QCOMPARE(t.host->freeSeats(), 0); // kept for the rejoin
    // The clock does not run while the opponent is away, and nobody moves.
    const int blackLeft = t.host->remainingMs(1);
    QTest::qWait(100);
    QCOMPARE(t.host->remainingMs(1), blackLeft);
    QCOMPARE(t.host->play(QStringLiteral("b0c2")), QString::fromLatin1(err::Paused));
    // A stranger with the room code cannot take the kept seat.
    ClientSession stranger(timing);
    QSignalSpy strangerError(&stranger, &ClientSession::errorReceived);
    stranger.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Other"), QStringLiteral("123456"));
    QVERIFY(strangerError.wait(2000));
    QCOMPARE(strangerError.first().first().toString(), QString::fromLatin1(err::SeatTaken));

    ClientSession back(timing);
    QSignalSpy joined(&back, &ClientSession::joined);
    QSignalSpy reseated(t.host.get(), &HostSession::remoteSeated);
    back.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Guest"), {}, token);
    QVERIFY(joined.wait(2000));
    QCOMPARE(back.seat(), 1);
    QCOMPARE(reseated.first().at(1).toBool(), true);
    QCOMPARE(back.actions(), hostActions(*t.host)); // the full state
    QCOMPARE(back.toMove(), 1);
    QVERIFY(!back.paused());
    QVERIFY(!t.host->paused());
    // Play goes on.
    QSignalSpy moved(&back, &ClientSession::moved);
    back.sendMove(QStringLiteral("i9h9"));
    QVERIFY(moved.wait(2000));
    QCOMPARE(t.host->referee().ply(), 4);
}

void TestNetLan::rejoinWindowPasses()
{
    Table t = seatedTable();
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    const QString token = t.client->token();
    QSignalSpy opened(t.host.get(), &HostSession::remoteSeatOpened);
    t.client.reset();
    QVERIFY(opened.wait(3000));
    QCOMPARE(t.host->freeSeats(), 1);
    // The old token is void; the room code seats a new player, who gets the game so far.
    ClientSession late(fastTiming());
    QSignalSpy error(&late, &ClientSession::errorReceived);
    late.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Late"), {}, token);
    QVERIFY(error.wait(2000));
    QCOMPARE(error.first().first().toString(), QString::fromLatin1(err::BadToken));
    ClientSession fresh(fastTiming());
    QSignalSpy joined(&fresh, &ClientSession::joined);
    fresh.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Fresh"), QStringLiteral("123456"));
    QVERIFY(joined.wait(2000));
    QCOMPARE(fresh.actions(), QStringList{QStringLiteral("h2e2")});
    QVERIFY(!t.host->paused());
}

void TestNetLan::wrongRoomCode()
{
    TableSettings s;
    s.roomCode = QStringLiteral("654321");
    HostSession host(s, fastTiming());
    QVERIFY(host.listen(QHostAddress::LocalHost));
    ClientSession c(fastTiming());
    QSignalSpy error(&c, &ClientSession::errorReceived);
    QSignalSpy joined(&c, &ClientSession::joined);
    c.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Guest"), QStringLiteral("111111"));
    QVERIFY(error.wait(2000));
    QCOMPARE(error.first().first().toString(), QString::fromLatin1(err::BadCode));
    QVERIFY(!host.started());
    QVERIFY(joined.isEmpty());
    QCOMPARE(host.freeSeats(), 1);
    QCOMPARE(host.play(QStringLiteral("h2e2")), QString::fromLatin1(err::NotStarted));
    // The right code on the same connection seats the player.
    QCborMap join = message(QStringLiteral("join"));
    join.insert(QStringLiteral("code"), QStringLiteral("654321"));
    c.sendRaw(join);
    QVERIFY(joined.wait(2000));
    QVERIFY(host.started());
}

void TestNetLan::lockOut()
{
    TableSettings s;
    s.roomCode = QStringLiteral("000777");
    HostSession host(s, fastTiming());
    QVERIFY(host.listen(QHostAddress::LocalHost));
    ClientSession c(fastTiming());
    QSignalSpy error(&c, &ClientSession::errorReceived);
    QSignalSpy gone(&c, &ClientSession::disconnected);
    c.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Guesser"), QStringLiteral("000000"));
    QVERIFY(error.wait(2000));
    QCborMap join = message(QStringLiteral("join"));
    for (int code = 1; code < MaxWrongCodes; ++code) {
        join.insert(QStringLiteral("code"), QStringLiteral("00000%1").arg(code));
        c.sendRaw(join);
    }
    QTRY_COMPARE(error.size(), MaxWrongCodes);
    for (int i = 0; i < MaxWrongCodes - 1; ++i)
        QCOMPARE(error.at(i).first().toString(), QString::fromLatin1(err::BadCode));
    QCOMPARE(error.last().first().toString(), QString::fromLatin1(err::LockedOut));
    QTRY_COMPARE(gone.size(), 1); // dropped
    // Even the right code is refused from that address while the lock-out lasts.
    ClientSession again(fastTiming());
    QSignalSpy againError(&again, &ClientSession::errorReceived);
    again.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Guesser"), QStringLiteral("000777"));
    QVERIFY(againError.wait(2000));
    QCOMPARE(againError.first().first().toString(), QString::fromLatin1(err::LockedOut));
    QVERIFY(!host.started());
    // After the lock-out the right code works.
    QTest::qWait(fastTiming().lockoutMs + 50);
    ClientSession later(fastTiming());
    QSignalSpy joined(&later, &ClientSession::joined);
    later.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Guesser"), QStringLiteral("000777"));
    QVERIFY(joined.wait(2000));
}


// The room gate's count of wrong attempts (PROTOCOL.md, "Room code and
// lock-out"), attempt by attempt on one connection while the seat is taken:
// C a wrong code, T a forged seat token, R the right code, S the seat's own
// token (its player is still connected).
void TestNetLan::wrongAttemptsFromOneAddress_data()
{
    QTest::addColumn<QString>("attempts");
    QTest::addColumn<QStringList>("errors");
    const QString badCode = QString::fromLatin1(err::BadCode), badToken = QString::fromLatin1(err::BadToken),
                  taken = QString::fromLatin1(err::SeatTaken), locked = QString::fromLatin1(err::LockedOut);
    QTest::newRow("five wrong codes lock the address out")
        << QStringLiteral("CCCCC") << QStringList{badCode, badCode, badCode, badCode, locked};
    QTest::newRow("a forged token counts like a wrong code")
        << QStringLiteral("TCTCT") << QStringList{badToken, badCode, badToken, badCode, locked};
    QTest::newRow("the right code starts the count afresh")
        << QStringLiteral("CCCCRCCCC")
        << QStringList{badCode, badCode, badCode, badCode, taken, badCode, badCode, badCode, badCode};
}

void TestNetLan::rejoinReplacesAStaleConnection()
{
    // The player's machine lost its link and came back before the host noticed
    // (its silence limit not reached yet): the token wins, the old connection
    // is closed, and the game goes on without a pause.
    Table t = seatedTable();
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    const QString token = t.client->token();
    QSignalSpy oldGone(t.client.get(), &ClientSession::disconnected);
    QSignalSpy oldError(t.client.get(), &ClientSession::errorReceived);
    QSignalSpy paused(t.host.get(), &HostSession::pausedChanged);
    QSignalSpy reseated(t.host.get(), &HostSession::remoteSeated);
    ClientSession back(fastTiming());
    QSignalSpy joined(&back, &ClientSession::joined);
    back.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Guest"), {}, token);
    QVERIFY(joined.wait(2000));
    QCOMPARE(back.seat(), 1);
    QCOMPARE(back.token(), token);
    QCOMPARE(back.actions(), QStringList{QStringLiteral("h2e2")});
    QTRY_COMPARE(oldGone.size(), 1);
    QCOMPARE(oldError.first().first().toString(), QString::fromLatin1(err::SeatTaken));
    QCOMPARE(reseated.size(), 1);
    QCOMPARE(reseated.first().at(1).toBool(), true); // rejoined
    QVERIFY(paused.isEmpty());
    QVERIFY(t.host->remoteConnected());
    QSignalSpy moved(t.host.get(), &HostSession::moved);
    back.sendMove(QStringLiteral("h9g7"));
    QVERIFY(moved.wait(2000));
    QCOMPARE(t.host->referee().ply(), 2);
}

void TestNetLan::headlessHostSeatsTwoPlayers()
{
    // qiyuan-cli serve's table: nobody plays at the host, both seats are remote.
    TableSettings s;
    s.hostSeat = -1;
    Table t = boardTable(s, nullptr, fastTiming());
    QCOMPARE(t.host->hostSeat(), -1);
    QCOMPARE(t.host->freeSeats(), 2);
    QCOMPARE(t.host->tableInfo().hostSeat, -1);
    QCOMPARE(t.host->tableInfo().freeSeats, 2);
    TableInfo parsed;
    QVERIFY(parseAnnouncement(encodeAnnouncement(t.host->tableInfo()), &parsed));
    QCOMPARE(parsed.hostSeat, -1);
    QCOMPARE(parsed.freeSeats, 2);
    QCOMPARE(t.host->play(QStringLiteral("h2e2")), QString::fromLatin1(err::NotSeated)); // no host player

    QSignalSpy started(t.host.get(), &HostSession::gameStarted);
    QVERIFY(seat(t, t.host->port()));
    QCOMPARE(t.client->seat(), 0); // the first to sit plays red
    QCOMPARE(t.client->welcome().value(QStringLiteral("hostSeat")).toInteger(), -1);
    QCOMPARE(t.host->freeSeats(), 1);
    QVERIFY(!t.host->started());
    QVERIFY(started.isEmpty());
    QSignalSpy refused(t.client.get(), &ClientSession::errorReceived);
    t.client->sendMove(QStringLiteral("h2e2"));
    QVERIFY(refused.wait(2000));
    QCOMPARE(refused.first().first().toString(), QString::fromLatin1(err::NotStarted));

    QVERIFY(!t.client->gameStarted());
    QSignalSpy redStarted(t.client.get(), &ClientSession::started);
    ClientSession black(fastTiming());
    QSignalSpy blackJoined(&black, &ClientSession::joined);
    black.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Black"), QStringLiteral("123456"));
    QVERIFY(blackJoined.wait(2000));
    QCOMPARE(black.seat(), 1);
    QCOMPARE(t.host->freeSeats(), 0);
    QCOMPARE(started.size(), 1);
    QVERIFY(black.state().value(QStringLiteral("started")).toBool());
    // The first player learns it too ("started"), not only the one who sat down last.
    QVERIFY(redStarted.size() == 1 || redStarted.wait(2000));
    QVERIFY(t.client->gameStarted());
    QCOMPARE(t.client->toMove(), 0);
    // A third player with the code finds both seats taken.
    ClientSession third(fastTiming());
    QSignalSpy thirdError(&third, &ClientSession::errorReceived);
    third.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Third"), QStringLiteral("123456"));
    QVERIFY(thirdError.wait(2000));
    QCOMPARE(thirdError.first().first().toString(), QString::fromLatin1(err::SeatTaken));

    QVERIFY(clientMoves(t, QStringLiteral("h2e2")));
    QSignalSpy blackMoved(&black, &ClientSession::moved);
    black.sendMove(QStringLiteral("h9g7"));
    QVERIFY(blackMoved.wait(2000));
    QCOMPARE(t.host->referee().ply(), 2);

    // Either player away pauses the game; back with its token, it goes on.
    const QString blackToken = black.token();
    QSignalSpy dropped(t.host.get(), &HostSession::remoteDropped);
    black.leave();
    QVERIFY(dropped.wait(2000));
    QCOMPARE(dropped.first().first().toInt(), 1);
    QVERIFY(t.host->paused());
    ClientSession back(fastTiming());
    QSignalSpy backJoined(&back, &ClientSession::joined);
    back.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Black"), {}, blackToken);
    QSignalSpy backPaused(&back, &ClientSession::pausedChanged);
    QVERIFY(backJoined.wait(2000));
    QCOMPARE(back.seat(), 1);
    QVERIFY(!t.host->paused());
    QVERIFY(!back.paused());
    QTest::qWait(20);
    QVERIFY(backPaused.isEmpty()); // its own state says so: no "paused" before its "seated"

    // The next game at the same table: the same seats and tokens, a new state.
    QString error;
    QVERIFY(!t.host->nextGame(std::nullopt, &error)); // not while this one is on
    QSignalSpy over(t.host.get(), &HostSession::gameOver);
    t.client->resign();
    QVERIFY(over.wait(2000));
    const QString redToken = t.client->token();
    QSignalSpy redAgain(t.client.get(), &ClientSession::joined);
    QSignalSpy blackAgain(&back, &ClientSession::joined);
    QVERIFY2(t.host->nextGame(std::nullopt, &error), qPrintable(error));
    QCOMPARE(t.host->gameNumber(), 2);
    QVERIFY(redAgain.wait(2000));
    QTRY_COMPARE(blackAgain.size(), 1);
    QCOMPARE(t.client->seat(), 0);
    QCOMPARE(t.client->token(), redToken);
    QCOMPARE(t.client->ply(), 0);
    QVERIFY(t.client->result().value(QStringLiteral("verdict")).toString() == QLatin1String("ongoing"));
    QCOMPARE(started.size(), 2);
    QVERIFY(clientMoves(t, QStringLiteral("b2e2")));
}

void TestNetLan::wrongAttemptsFromOneAddress()
{
    QFETCH(QString, attempts);
    QFETCH(QStringList, errors);
    Table t = seatedTable();
    const QString seatToken = t.client->token();
    auto join = [&](QChar a) {
        QCborMap m = message(QStringLiteral("join"));
        m.insert(QStringLiteral("name"), QStringLiteral("Guesser"));
        if (a == QLatin1Char('C'))
            m.insert(QStringLiteral("code"), QStringLiteral("000000"));
        else if (a == QLatin1Char('R'))
            m.insert(QStringLiteral("code"), QStringLiteral("123456"));
        else
            m.insert(QStringLiteral("token"), a == QLatin1Char('S') ? seatToken : QStringLiteral("forged"));
        return m;
    };
    ClientSession guesser(fastTiming());
    QSignalSpy error(&guesser, &ClientSession::errorReceived);
    QSignalSpy gone(&guesser, &ClientSession::disconnected);
    // The first attempt goes out with the handshake, the others on the same connection.
    const QCborMap first = join(attempts.at(0));
    guesser.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Guesser"),
                          first.value(QStringLiteral("code")).toString(), first.value(QStringLiteral("token")).toString());
    QVERIFY(error.wait(2000));
    for (qsizetype i = 1; i < attempts.size(); ++i)
        guesser.sendRaw(join(attempts.at(i)));
    QTRY_COMPARE(error.size(), errors.size());
    QStringList got;
    for (const QList<QVariant>& e : std::as_const(error))
        got << e.first().toString();
    QCOMPARE(got, errors);
    // Only a lock-out drops the connection; the seated player stays.
    if (errors.last() == QString::fromLatin1(err::LockedOut))
        QTRY_COMPARE(gone.size(), 1);
    else
        QVERIFY(guesser.isConnected());
    QVERIFY(t.host->remoteConnected());
    QCOMPARE(t.host->remoteName(), QStringLiteral("Guest"));
}
void TestNetLan::badStream_data()
{
    // What a third connection sends while a game is on; it must be dropped.
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code");
    QByteArray random;
    QRandomGenerator rng(7);
    for (int i = 0; i < 200; ++i)
        random.append(char(rng.bounded(256)));
    random[0] = '\x00'; // a small length, so the body is parsed and refused
    random[1] = '\x00';
    random[2] = '\x00';
    random[3] = '\x10';
    QTest::newRow("random bytes") << random << QString::fromLatin1(err::BadFrame);
    QTest::newRow("frame over the limit") << rawFrame(MaxFrameBytes + 1, QByteArray(1024, 'x'))
                                           << QString::fromLatin1(err::FrameTooLarge);
    QCborMap join = message(QStringLiteral("join"));
    join.insert(QStringLiteral("code"), QStringLiteral("123456"));
    QTest::newRow("join without hello") << encodeFrame(join) << QString::fromLatin1(err::Handshake);
    QCborMap hello = message(QStringLiteral("hello"));
    hello.insert(QStringLiteral("magic"), QString::fromLatin1(Magic));
    hello.insert(QStringLiteral("protocol"), ProtocolVersion + 1);
    QTest::newRow("future protocol version") << encodeFrame(hello) << QString::fromLatin1(err::Version);
    hello.insert(QStringLiteral("protocol"), 1.0);
    QTest::newRow("protocol 1.0, a float") << encodeFrame(hello) << QString::fromLatin1(err::Version);
    hello.insert(QStringLiteral("magic"), QStringLiteral("HTTP"));
    QTest::newRow("wrong magic") << encodeFrame(hello) << QString::fromLatin1(err::Handshake);
}

void TestNetLan::badStream()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, code);
    Table t = seatedTable();
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    QSignalSpy refused(t.host.get(), &HostSession::peerRefused);
    QTcpSocket raw;
    raw.connectToHost(QHostAddress::LocalHost, t.host->port());
    QVERIFY(raw.waitForConnected(2000));
    raw.write(bytes);
    QTRY_VERIFY_WITH_TIMEOUT(raw.state() == QAbstractSocket::UnconnectedState, 3000);
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().at(1).toString(), code);
    // The offender got the error frame before the drop.
    FrameDecoder d;
    d.feed(raw.readAll());
    QCborMap m;
    if (d.next(&m) == FrameDecoder::Status::Message) {
        QCOMPARE(m.value(QStringLiteral("t")).toString(), QStringLiteral("error"));
        QCOMPARE(m.value(QStringLiteral("code")).toString(), code);
    }
    // The game is unchanged and goes on.
    QCOMPARE(t.host->referee().ply(), 1);
    QVERIFY(t.client->isConnected());
    QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
}

void TestNetLan::badIntent_data()
{
    // What the seated client (black) sends; the host's game stays as it was.
    QTest::addColumn<bool>("redMovedFirst");
    QTest::addColumn<QCborMap>("sent");
    QTest::addColumn<QString>("code");
    auto msg = [](const char* type, const char* action = nullptr) {
        QCborMap m = message(QString::fromLatin1(type));
        if (action)
            m.insert(QStringLiteral("action"), QString::fromLatin1(action));
        return m;
    };
    QTest::newRow("unknown message") << true << msg("teleport") << QString::fromLatin1(err::UnknownMessage);
    QTest::newRow("illegal move: chariot path blocked") << true << msg("move", "a9a4") << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("illegal move: moves a red piece") << true << msg("move", "b0c2") << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("malformed move text") << true << msg("move", "zz99") << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("move without an action") << true << msg("move") << QString::fromLatin1(err::BadMessage);
    QTest::newRow("move out of turn") << false << msg("move", "h9g7") << QString::fromLatin1(err::NotYourTurn);
    QCborMap claim = msg("move", "h9g7");
    claim.insert(QStringLiteral("seat"), 0);
    QTest::newRow("claims red's seat") << true << claim << QString::fromLatin1(err::WrongSeat);
    QCborMap stale = msg("move", "h9g7");
    stale.insert(QStringLiteral("ply"), 0);
    QTest::newRow("move for an earlier ply") << true << stale << QString::fromLatin1(err::Stale);
    QCborMap answer = msg("draw-answer");
    answer.insert(QStringLiteral("accept"), true);
    QTest::newRow("accepts a draw nobody offered") << true << answer << QString::fromLatin1(err::NoRequest);
    QTest::newRow("undo before own first move") << true << msg("undo-request") << QString::fromLatin1(err::CannotUndo);
    QTest::newRow("second join") << true << msg("join") << QString::fromLatin1(err::BadMessage);
    // A hello is a known message, but only the first counts: a second one is refused, not unknown.
    QCborMap hello = msg("hello");
    hello.insert(QStringLiteral("magic"), QString::fromLatin1(Magic));
    hello.insert(QStringLiteral("protocol"), ProtocolVersion);
    QTest::newRow("second hello") << true << hello << QString::fromLatin1(err::BadMessage);
    QTest::newRow("second hello without magic and protocol") << true << msg("hello") << QString::fromLatin1(err::BadMessage);
}

void TestNetLan::badIntent()
{
    QFETCH(bool, redMovedFirst);
    QFETCH(QCborMap, sent);
    QFETCH(QString, code);
    Table t = seatedTable();
    if (redMovedFirst)
        QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    const QString fenBefore = QString::fromStdString(t.host->xiangqi()->game().position().fen());
    QSignalSpy error(t.client.get(), &ClientSession::errorReceived);
    t.client->sendRaw(sent);
    QVERIFY(error.wait(2000));
    QCOMPARE(error.first().first().toString(), code);
    QVERIFY(!error.first().at(1).toString().isEmpty());
    QCOMPARE(QString::fromStdString(t.host->xiangqi()->game().position().fen()), fenBefore);
    QVERIFY(!t.host->referee().over());
    // Not dropped: the game goes on.
    QVERIFY(t.client->isConnected());
    if (!redMovedFirst)
        QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
}

void TestNetLan::silentPeerIsDropped()
{
    // A peer that says hello and then nothing (no heartbeats) is dropped after silenceMs.
    Table t = seatedTable();
    QTcpSocket raw;
    raw.connectToHost(QHostAddress::LocalHost, t.host->port());
    QVERIFY(raw.waitForConnected(2000));
    QCborMap hello = message(QStringLiteral("hello"));
    hello.insert(QStringLiteral("magic"), QString::fromLatin1(Magic));
    hello.insert(QStringLiteral("protocol"), ProtocolVersion);
    raw.write(encodeFrame(hello));
    QElapsedTimer timer;
    timer.start();
    QTRY_VERIFY_WITH_TIMEOUT(raw.state() == QAbstractSocket::UnconnectedState, 3000);
    QVERIFY(timer.elapsed() >= fastTiming().silenceMs - 50);
    QVERIFY(t.client->isConnected());
}

void TestNetLan::hostThatNeverWelcomesIsLeft()
{
    // A "host" that keeps the connection alive with pings but never answers
    // the hello: the client gives up after the silence time, says why, and
    // never asks for a seat (docs/PROTOCOL.md "Handshake").
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QByteArray heard;
    QTimer pinger;
    QTcpSocket* peer = nullptr;
    connect(&server, &QTcpServer::newConnection, this, [&] {
        peer = server.nextPendingConnection();
        connect(peer, &QTcpSocket::readyRead, peer, [&] { heard += peer->readAll(); });
        connect(&pinger, &QTimer::timeout, peer, [&] { peer->write(encodeFrame(message(QStringLiteral("ping")))); });
        pinger.start(fastTiming().heartbeatMs);
    });
    ClientSession client(fastTiming());
    QSignalSpy unreadable(&client, &ClientSession::unreadableHost);
    QSignalSpy disconnected(&client, &ClientSession::disconnected);
    QElapsedTimer timer;
    timer.start();
    client.connectToHost(QStringLiteral("127.0.0.1"), server.serverPort(), QStringLiteral("Bob"), QStringLiteral("123456"));
    QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, 3 * fastTiming().silenceMs);
    QCOMPARE(unreadable.count(), 1);
    QVERIFY2(unreadable.first().first().toString().contains(QStringLiteral("no welcome")),
             qPrintable(unreadable.first().first().toString()));
    QVERIFY(timer.elapsed() >= fastTiming().silenceMs - 50);
    QVERIFY(!client.isConnected());
    QVERIFY(heard.contains("hello"));
    QVERIFY(!heard.contains("join"));
}

void TestNetLan::heartbeatsKeepIdlePlayer()
{
    // Nobody moves for three silence intervals: the heartbeats keep both ends connected.
    Table t = seatedTable();
    QSignalSpy dropped(t.host.get(), &HostSession::remoteDropped);
    QTest::qWait(3 * fastTiming().silenceMs);
    QVERIFY(dropped.isEmpty());
    QVERIFY(t.host->remoteConnected());
    QVERIFY(t.client->isConnected());
}

void TestNetLan::drawUndoResign()
{
    {
        Table t = seatedTable();
        QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
        QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
        // Black offers a draw; red declines.
        QSignalSpy offered(t.host.get(), &HostSession::drawOffered);
        t.client->offerDraw();
        QVERIFY(offered.wait(2000));
        QCOMPARE(offered.first().first().toInt(), 1);
        QSignalSpy declined(t.client.get(), &ClientSession::drawDeclined);
        QCOMPARE(t.host->answerDraw(false), QString());
        QVERIFY(declined.wait(2000));
        QVERIFY(!t.host->referee().over());
        // Red asks to take back h2e2 (two plies: black has answered it); black agrees.
        QSignalSpy requested(t.client.get(), &ClientSession::undoRequested);
        QCOMPARE(t.host->requestUndo(), QString());
        QVERIFY(requested.wait(2000));
        QSignalSpy undone(t.client.get(), &ClientSession::undone);
        t.client->answerUndo(true);
        QVERIFY(undone.wait(2000));
        QCOMPARE(t.host->referee().ply(), 0);
        QCOMPARE(t.client->ply(), 0);
        QVERIFY(t.client->actions().isEmpty());
        QCOMPARE(t.client->toMove(), 0);
        // Now a draw offer accepted ends the game.
        QVERIFY(hostMoves(t, QStringLiteral("b2e2")));
        QCOMPARE(t.host->offerDraw(), QString());
        QSignalSpy over(t.client.get(), &ClientSession::gameOver);
        QVERIFY(QSignalSpy(t.client.get(), &ClientSession::drawOffered).wait(2000));
        t.client->answerDraw(true);
        QVERIFY(over.wait(2000));
        QCOMPARE(over.first().first().value<QCborMap>().value(QStringLiteral("verdict")).toString(), QStringLiteral("draw"));
        QCOMPARE(t.host->referee().result().value(QStringLiteral("reason")).toString(), QStringLiteral("draw agreement"));
    }
    {
        // Offers that meet: the second is an acceptance; the same offer twice is said once.
        Table t = seatedTable();
        QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
        QSignalSpy offered(t.client.get(), &ClientSession::drawOffered);
        QCOMPARE(t.host->offerDraw(), QString());
        QVERIFY(offered.wait(2000));
        QCOMPARE(t.host->offerDraw(), QString());
        QTest::qWait(50);
        QCOMPARE(offered.size(), 1);
        QSignalSpy over(t.client.get(), &ClientSession::gameOver);
        t.client->offerDraw();
        QVERIFY(over.wait(2000));
        QCOMPARE(t.host->referee().result().value(QStringLiteral("reason")).toString(), QStringLiteral("draw agreement"));
    }
    {
        Table t = seatedTable();
        QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
        QSignalSpy over(t.host.get(), &HostSession::gameOver);
        t.client->resign();
        QVERIFY(over.wait(2000));
        QCOMPARE(t.host->referee().result().value(QStringLiteral("verdict")).toString(), QStringLiteral("red"));
        QTRY_COMPARE(t.client->result().value(QStringLiteral("reason")).toString(), QStringLiteral("resignation"));
    }
}

void TestNetLan::flagFallAndPause()
{
    // Red (the host) lets 300 ms run out: the host's clock ends the game.
    Table t = seatedTable(fastTiming(), TimeControl{300, 0, 0});
    QCOMPARE(t.client->clock().value(QStringLiteral("running")).toInteger(), 0);
    QSignalSpy over(t.client.get(), &ClientSession::gameOver);
    QVERIFY(over.wait(3000));
    QCOMPARE(t.client->result().value(QStringLiteral("verdict")).toString(), QStringLiteral("black"));
    QCOMPARE(t.client->result().value(QStringLiteral("reason")).toString(), t.host->referee().result().value(QStringLiteral("reason")).toString());
    QCOMPARE(t.host->remainingMs(0), 0);
}

void TestNetLan::spectatorReadsOnly()
{
    Table t = seatedTable();
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    ClientSession watcher(fastTiming());
    QSignalSpy joined(&watcher, &ClientSession::joined);
    watcher.connectToHost(QStringLiteral("127.0.0.1"), t.host->port(), QStringLiteral("Watcher"), {}, {}, true);
    QVERIFY(joined.wait(2000));
    QCOMPARE(watcher.seat(), -1);
    QCOMPARE(watcher.actions(), QStringList{QStringLiteral("h2e2")});
    QCOMPARE(t.host->spectatorCount(), 1);
    QSignalSpy moved(&watcher, &ClientSession::moved);
    QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
    QVERIFY(moved.wait(2000) || moved.size() == 1);
    QCOMPARE(watcher.actions(), hostActions(*t.host));
    // A spectator cannot move, even in the side to move's name.
    QSignalSpy error(&watcher, &ClientSession::errorReceived);
    watcher.sendMove(QStringLiteral("b0c2"));
    QVERIFY(error.wait(2000));
    QCOMPARE(error.first().first().toString(), QString::fromLatin1(err::NotSeated));
    QCOMPARE(t.host->referee().ply(), 2);
    // Chat reaches everybody.
    QSignalSpy chat(t.client.get(), &ClientSession::chatReceived);
    watcher.chat(QStringLiteral("好棋"));
    QVERIFY(chat.wait(2000));
    QCOMPARE(chat.first().at(0).toInt(), Spectator);
    // Issue 22: the spectator's name as it joined, not blanked.
    QCOMPARE(chat.first().at(1).toString(), QStringLiteral("Watcher"));
    QCOMPARE(chat.first().at(2).toString(), QStringLiteral("好棋"));
}

void TestNetLan::chatNames_data()
{
    QTest::addColumn<bool>("spectator");
    QTest::addColumn<QString>("joinedAs");
    QTest::addColumn<QString>("shownAs");
    QTest::newRow("a spectator keeps its name") << true << QStringLiteral("Watcher") << QStringLiteral("Watcher");
    QTest::newRow("a spectator without a name") << true << QString() << QString();
    QTest::newRow("the remote player: its seat's name") << false << QStringLiteral("Guest") << QStringLiteral("Guest");
    // 39 letters and an emoji (two UTF-16 units): cut at 40 units it would be half an emoji.
    QTest::newRow("a long name is cut between characters")
        << false << QString(39, QLatin1Char('a')) + QString::fromUtf8("\xF0\x9F\x90\xBC") << QString(39, QLatin1Char('a'));
}

// What every joined client and the host see as the author of a chat line.
void TestNetLan::chatNames()
{
    QFETCH(bool, spectator);
    QFETCH(QString, joinedAs);
    QFETCH(QString, shownAs);
    TableSettings s;
    s.hostName = QStringLiteral("Host");
    s.roomCode = QStringLiteral("123456");
    HostSession host(s, fastTiming());
    QVERIFY(host.listen(QHostAddress::LocalHost));
    ClientSession author(fastTiming());
    QSignalSpy joined(&author, &ClientSession::joined);
    author.connectToHost(QStringLiteral("127.0.0.1"), host.port(), joinedAs, QStringLiteral("123456"), {}, spectator);
    QVERIFY(joined.wait(2000));
    QSignalSpy atHost(&host, &HostSession::chatReceived);
    QSignalSpy atAuthor(&author, &ClientSession::chatReceived);
    author.chat(QStringLiteral("hello"));
    QVERIFY(atHost.wait(2000));
    QVERIFY(atAuthor.wait(2000) || atAuthor.size() == 1);
    for (QSignalSpy* spy : {&atHost, &atAuthor}) {
        QCOMPARE(spy->first().at(0).toInt(), spectator ? Spectator : 1);
        QCOMPARE(spy->first().at(1).toString(), shownAs);
    }
}

// Issue 22, below the widgets: a handler of the host's signals may enter a
// nested event loop (a modal dialog did) in which the remote times out. The
// connection and its peer must outlive the handler: they go only once it has
// returned (under ASan a use after free fails this). The request the remote
// made lapses with it.
void TestNetLan::connectionOutlivesANestedLoop_data()
{
    QTest::addColumn<QString>("request");
    QTest::newRow("draw offer") << QStringLiteral("draw-offer");
    QTest::newRow("take-back request") << QStringLiteral("undo-request");
}

void TestNetLan::connectionOutlivesANestedLoop()
{
    QFETCH(QString, request);
    const Timing timing = fastTiming();
    TableSettings s;
    s.hostName = QStringLiteral("Host");
    s.roomCode = QStringLiteral("123456");
    HostSession host(s, timing);
    QVERIFY(host.listen(QHostAddress::LocalHost));
    FakeRemote remote; // a bare socket that sends no pings
    QVERIFY(remote.connectTo(host.port()));
    QVERIFY(remote.sitDown(QStringLiteral("Guest"), QStringLiteral("123456")));
    if (request == QLatin1String("undo-request")) {
        QVERIFY(host.play(QStringLiteral("h2e2")).isEmpty());
        QVERIFY(remote.waitFor("moved"));
        remote.send(FakeRemote::map({{"t", "move"}, {"action", "h9g7"}}));
        QTRY_COMPARE(host.referee().ply(), 2);
    }
    bool returned = false;
    bool droppedInside = false;
    auto wait = [&] {
        QEventLoop loop;
        QTimer::singleShot(4 * timing.silenceMs, &loop, &QEventLoop::quit);
        loop.exec();
        droppedInside = !host.remoteConnected();
        returned = true;
    };
    connect(&host, &HostSession::drawOffered, this, wait);
    connect(&host, &HostSession::undoRequested, this, wait);
    remote.send(FakeRemote::map({{"t", request.toLatin1().constData()}}));
    QTRY_VERIFY_WITH_TIMEOUT(returned, 10 * timing.silenceMs);
    QVERIFY(droppedInside);
    QCOMPARE(host.drawOfferBy(), -1);
    QCOMPARE(host.undoRequestBy(), -1);
    QTest::qWait(50); // the deferred deletion of the connection and its peer
    QVERIFY(host.paused());
    // The host goes on: another player can still get in with the seat's token
    // window running (the seat is kept), and a spectator can watch.
    ClientSession watcher(timing);
    QSignalSpy joined(&watcher, &ClientSession::joined);
    watcher.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("W"), {}, {}, true);
    QVERIFY(joined.wait(2000));
}

void TestNetLan::discovery()
{
    Timing timing = fastTiming();
    Browser browser(timing);
    QVERIFY(browser.start(0));
    QSignalSpy changed(&browser, &Browser::tablesChanged);
    // Noise on the port is ignored.
    QUdpSocket noise;
    noise.writeDatagram(QByteArray("hello?"), QHostAddress::LocalHost, browser.port());
    Announcer announcer(timing, nullptr, QHostAddress::LocalHost, browser.port());
    TableInfo table;
    table.port = 4242;
    table.game = QStringLiteral("xiangqi");
    table.variant = QStringLiteral("standard");
    table.hostName = QStringLiteral("棋友");
    table.hostSeat = 1;
    table.freeSeats = 1;
    announcer.setTable(table);
    announcer.start();
    QVERIFY(changed.wait(2000));
    QCOMPARE(browser.tables().size(), 1);
    const TableInfo seen = browser.tables().first();
    QCOMPARE(seen.port, 4242);
    QCOMPARE(seen.hostName, QStringLiteral("棋友"));
    QCOMPARE(seen.game, QStringLiteral("xiangqi"));
    QCOMPARE(seen.hostSeat, 1);
    QCOMPARE(seen.freeSeats, 1);
    QVERIFY(seen.address.isLoopback());
    // A table that stops announcing disappears.
    announcer.stop();
    QTRY_VERIFY_WITH_TIMEOUT(browser.tables().isEmpty(), 3000);
    TableInfo parsed;
    QVERIFY(!parseAnnouncement(QByteArray("\xa1\x61t\x65table", 9), &parsed));
    QVERIFY(parseAnnouncement(encodeAnnouncement(table), &parsed));
}

// Issue 40: a table hosted for a tournament board names the board in its
// announcement (an optional `title`), so the guest picks the right table; a
// table without one sends the keys it always sent.
void TestNetLan::announcedTitle_data()
{
    QTest::addColumn<QVariant>("sent");  // the title in the datagram (null: none)
    QTest::addColumn<QString>("heard");  // what a listener keeps
    const QString board = QStringLiteral("Round 2, board 3: 王 (Red) – Li (Black)");
    QTest::newRow("a tournament board's title") << QVariant(board) << board;
    QTest::newRow("no title: no key") << QVariant() << QString();
    QTest::newRow("a title of 150 characters is cut to 100")
        << QVariant(QString(150, QLatin1Char('x'))) << QString(100, QLatin1Char('x'));
    QTest::newRow("a title that is not text is ignored") << QVariant(42) << QString();
}

void TestNetLan::announcedTitle()
{
    QFETCH(QVariant, sent);
    QFETCH(QString, heard);
    TableSettings s;
    if (sent.typeId() == QMetaType::QString)
        s.title = sent.toString();
    Table t = boardTable(s);
    const TableInfo info = t.host->tableInfo();
    QCOMPARE(info.title, s.title);
    QByteArray datagram = encodeAnnouncement(info);
    if (sent.typeId() == QMetaType::Int) { // a newer or broken sender: another type under the key
        QCborMap m = QCborValue::fromCbor(datagram).toMap();
        m.insert(QStringLiteral("title"), sent.toInt());
        datagram = QCborValue(m).toCbor();
    }
    QCOMPARE(QCborValue::fromCbor(datagram).toMap().contains(QStringLiteral("title")), !sent.isNull());
    TableInfo parsed;
    QVERIFY(parseAnnouncement(datagram, &parsed));
    QCOMPARE(parsed.title, heard);
    QCOMPARE(parsed.hostName, QStringLiteral("Host"));
    QCOMPARE(parsed.port, t.host->port());
}

// --- 翻翻棋 ------------------------------------------------------------------

void TestNetLan::banqiFullGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("QQ rules") << QStringLiteral("banqi");
    QTest::newRow("Taiwan rules") << QStringLiteral("banqi-taiwan");
}

void TestNetLan::banqiFullGame()
{
    QFETCH(QString, variant);
    Table t = boardTable(banqiSettings(variant));
    QVERIFY(seat(t, t.host->port()));
    QCOMPARE(t.client->welcome().value(QStringLiteral("game")).toString(), QStringLiteral("banqi"));
    QCOMPARE(t.client->welcome().value(QStringLiteral("variant")).toString(), variant);
    const BanqiReferee& ref = *t.host->banqi();
    QCOMPARE(t.client->state().value(QStringLiteral("commitment")).toString(),
             QString::fromStdString(ref.deal().commitment()));
    QRandomGenerator hostRng(3), clientRng(4);
    int plies = 0;
    while (!ref.over() && plies < 400) {
        // The client's copy, rebuilt from what it was sent, agrees with the
        // host on everything public, and chooses the client's actions.
        QString why;
        const auto mirror = mirrorBanqi(t.client->state(), &why);
        QVERIFY2(mirror, qPrintable(why));
        QCOMPARE(mirror->view(banqi::Player::First).fen, ref.game().view(banqi::Player::First).fen);
        QCOMPARE(t.client->state().value(QStringLiteral("board")).toString(),
                 QString::fromStdString(ref.game().view(banqi::Player::First).fen));
        if (ref.sideToMove() == t.host->hostSeat()) {
            QVERIFY2(hostMoves(t, chooseBanqi(ref.game(), hostRng)), "host action lost");
        } else {
            QCOMPARE(t.client->toMove(), t.client->seat());
            QVERIFY2(clientMoves(t, chooseBanqi(*mirror, clientRng)), "client action refused");
        }
        ++plies;
    }
    QVERIFY(ref.over());
    qInfo("the %s game ended after %d plies: %s", qPrintable(variant), plies,
          qPrintable(ref.result().value(QStringLiteral("reason")).toString()));
    QTRY_VERIFY(t.client->result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing"));
    QCOMPARE(t.client->result(), ref.result());
    const auto mirror = mirrorBanqi(t.client->state());
    QVERIFY(mirror);
    QCOMPARE(mirror->result(), ref.game().result());
    // The end reveals seed and salt: they give the commitment of the start and
    // the deal behind every flip.
    QCOMPARE(checkBanqiReveal(t.client->state()), QString());
    QCOMPARE(t.client->state().value(QStringLiteral("reveal")).toMap().value(QStringLiteral("seed")).toString(),
             QString::number(BanqiSeed));
    // A forged reveal is caught.
    QCborMap forged = t.client->state();
    QCborMap reveal = forged.value(QStringLiteral("reveal")).toMap();
    reveal.insert(QStringLiteral("seed"), QString::number(BanqiSeed + 1));
    forged.insert(QStringLiteral("reveal"), reveal);
    QVERIFY(!checkBanqiReveal(forged).isEmpty());
    QCOMPARE(t.host->play(QStringLiteral("a1")), QString::fromLatin1(err::GameOver));
}

// Issue 41: the table's rule options travel in the announcement and the
// welcome (before sitting down) and in the state; the guest's copy plays them.
void TestNetLan::banqiOptionsReachTheGuest_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::newRow("QQ rules, no options") << QStringLiteral("banqi") << QString();
    QTest::newRow("QQ rules with chain captures and chariot runs (BQ-17, BQ-18)")
        << QStringLiteral("banqi") << QStringLiteral("chain-captures=face-up,chariot-runs=yes");
    QTest::newRow("Taiwan rules with face-down captures, by-rank cannon (BQ-5, BQ-19)")
        << QStringLiteral("banqi-taiwan") << QStringLiteral("capture-face-down=yes,cannon-targets=by-rank");
}

void TestNetLan::banqiOptionsReachTheGuest()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    TableSettings s = banqiSettings(variant);
    s.options = options;
    Table t = boardTable(s);
    QCOMPARE(QString::fromStdString(banqi::changedOptions(t.host->banqi()->game().rules())), options);
    TableInfo parsed;
    QVERIFY(parseAnnouncement(encodeAnnouncement(t.host->tableInfo()), &parsed));
    QCOMPARE(parsed.options, options);
    QVERIFY(seat(t, t.host->port()));
    QCOMPARE(t.client->welcome().value(QStringLiteral("options")).toString(), options);
    QCOMPARE(t.client->state().value(QStringLiteral("options")).toString(), options);
    QString why;
    const auto mirror = mirrorBanqi(t.client->state(), &why);
    QVERIFY2(mirror, qPrintable(why));
    QVERIFY(mirror->rules() == t.host->banqi()->game().rules());
}

void TestNetLan::banqiRefusals_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("code");
    QTest::newRow("acts out of turn") << "out-of-turn" << QString::fromLatin1(err::NotYourTurn);
    QTest::newRow("malformed action") << "malformed" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("flips a face-up piece (BQ-3)") << "flip-face-up" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("moves a face-down piece (BQ-4)") << "move-face-down" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("resigns before ply 40 (BQ-11)") << "resign" << QString::fromLatin1(err::TooEarly);
    QTest::newRow("offers a draw before ply 40 (BQ-11)") << "draw" << QString::fromLatin1(err::TooEarly);
    QTest::newRow("claims the other seat") << "wrong-seat" << QString::fromLatin1(err::WrongSeat);
    QTest::newRow("names a stale ply") << "stale" << QString::fromLatin1(err::Stale);
    // docs/rules/banqi-rules.md, "Take-backs over the LAN": the client's last
    // action was a flip, which both players have seen.
    QTest::newRow("asks to take back a flip") << "undo-flip" << QString::fromLatin1(err::CannotUndo);
}

void TestNetLan::banqiRefusals()
{
    QFETCH(QString, kind);
    QFETCH(QString, code);
    Table t = boardTable(banqiSettings());
    QVERIFY(seat(t, t.host->port()));
    const BanqiReferee& ref = *t.host->banqi();
    // Two flips at least, then the client to act: a1, b1, ... turned up in order.
    auto firstFaceDown = [&] {
        for (banqi::Square q = 0; q < banqi::SquareCount; ++q)
            if (ref.game().position().isFaceDown(q))
                return q;
        return banqi::NoSquare;
    };
    while (ref.ply() < 2 || ref.sideToMove() != t.client->seat()) {
        const QString flip = QString::fromStdString(banqi::squareName(firstFaceDown()));
        if (ref.sideToMove() == t.host->hostSeat())
            QVERIFY(hostMoves(t, flip));
        else
            QVERIFY(clientMoves(t, flip));
    }
    const banqi::Square down = firstFaceDown();
    QCborMap m = message(QStringLiteral("move"));
    if (kind == QLatin1String("out-of-turn")) {
        QVERIFY(clientMoves(t, QString::fromStdString(banqi::squareName(down))));
        m.insert(QStringLiteral("action"), QString::fromStdString(banqi::squareName(firstFaceDown())));
    } else if (kind == QLatin1String("malformed")) {
        m.insert(QStringLiteral("action"), QStringLiteral("z9"));
    } else if (kind == QLatin1String("flip-face-up")) {
        m.insert(QStringLiteral("action"), QStringLiteral("a1"));
    } else if (kind == QLatin1String("move-face-down")) {
        m.insert(QStringLiteral("action"), QString::fromStdString(banqi::squareName(down) + banqi::squareName(down + 8)));
    } else if (kind == QLatin1String("resign")) {
        m = message(QStringLiteral("resign"));
    } else if (kind == QLatin1String("draw")) {
        m = message(QStringLiteral("draw-offer"));
    } else if (kind == QLatin1String("wrong-seat")) {
        m.insert(QStringLiteral("action"), QString::fromStdString(banqi::squareName(down)));
        m.insert(QStringLiteral("seat"), t.host->hostSeat());
    } else if (kind == QLatin1String("stale")) {
        m.insert(QStringLiteral("action"), QString::fromStdString(banqi::squareName(down)));
        m.insert(QStringLiteral("ply"), 0);
    } else if (kind == QLatin1String("undo-flip")) {
        QVERIFY(clientMoves(t, QString::fromStdString(banqi::squareName(down))));
        m = message(QStringLiteral("undo-request"));
    }
    const std::string before = ref.game().fen(); // the referee's, hidden identities included
    const int plyBefore = ref.ply();
    QSignalSpy error(t.client.get(), &ClientSession::errorReceived);
    t.client->sendRaw(m);
    QVERIFY(error.wait(2000));
    QCOMPARE(error.first().first().toString(), code);
    QVERIFY(!error.first().at(1).toString().isEmpty());
    QCOMPARE(ref.game().fen(), before);
    QCOMPARE(ref.ply(), plyBefore);
    // Not dropped: whoever is to act plays on.
    QVERIFY(t.client->isConnected());
    const QString next = QString::fromStdString(banqi::squareName(firstFaceDown()));
    if (ref.sideToMove() == t.host->hostSeat())
        QVERIFY(hostMoves(t, next));
    else
        QVERIFY(clientMoves(t, next));
}

void TestNetLan::banqiTakeBackOfAMove()
{
    // The other side of the ruling: a move after the last flip is taken back
    // as in the other games, once the opponent agrees.
    Table t = boardTable(banqiSettings());
    QVERIFY(seat(t, t.host->port()));
    const BanqiReferee& ref = *t.host->banqi();
    QRandomGenerator rng(5);
    // Flips (and moves, when the host must) until the client may move a piece on its turn.
    auto clientMove = [&]() -> std::optional<banqi::Action> {
        if (ref.sideToMove() != t.client->seat())
            return std::nullopt;
        for (const banqi::Action& a : ref.game().legalActions())
            if (!a.isFlip())
                return a;
        return std::nullopt;
    };
    while (!clientMove() && !ref.over() && ref.ply() < 60) {
        const auto legal = ref.game().legalActions();
        banqi::Action pick = legal.front();
        for (const banqi::Action& a : legal)
            if (a.isFlip()) {
                pick = a;
                break;
            }
        const QString text = QString::fromStdString(banqi::actionText(pick));
        QVERIFY(ref.sideToMove() == t.host->hostSeat() ? hostMoves(t, text) : clientMoves(t, text));
    }
    const auto move = clientMove();
    QVERIFY(move);
    QVERIFY(clientMoves(t, QString::fromStdString(banqi::actionText(*move))));
    const int ply = ref.ply();
    QSignalSpy asked(t.host.get(), &HostSession::undoRequested);
    QSignalSpy error(t.client.get(), &ClientSession::errorReceived);
    t.client->requestUndo();
    QVERIFY(asked.wait(2000));
    QCOMPARE(error.size(), 0);
    QSignalSpy undone(t.client.get(), &ClientSession::undone);
    QVERIFY(t.host->answerUndo(true).isEmpty());
    QVERIFY(undone.wait(2000));
    QCOMPARE(ref.ply(), ply - 1);
}

void TestNetLan::banqiTurnClock()
{
    // BQ-9 over the LAN: a turn of 1 s runs out, the host records the timeout,
    // the turn passes and the next side gets a fresh period.
    Table t = boardTable(banqiSettings(QStringLiteral("banqi"), 1));
    QVERIFY(seat(t, t.host->port()));
    const BanqiReferee& ref = *t.host->banqi();
    QCOMPARE(t.client->state().value(QStringLiteral("turnSeconds")).toInteger(), 1);
    QCOMPARE(t.client->clock().value(QStringLiteral("byoyomi")).toInteger(), 1000);
    const int first = ref.sideToMove();
    QSignalSpy moved(t.client.get(), &ClientSession::moved);
    QVERIFY(moved.wait(3000));
    const QCborMap record = moved.first().at(1).value<QCborMap>();
    QCOMPARE(record.value(QStringLiteral("action")).toString(), QStringLiteral("timeout"));
    QCOMPARE(ref.sideToMove(), 1 - first);
    QCOMPARE(t.client->toMove(), 1 - first);
    QCOMPARE(t.client->state().value(QStringLiteral("timeouts")).toArray().at(first).toInteger(), 1);
    QCOMPARE(t.client->clock().value(QStringLiteral("running")).toInteger(), 1 - first);
    QVERIFY(!ref.over());
    // The client's copy replays the timeout too.
    const auto mirror = mirrorBanqi(t.client->state());
    QVERIFY(mirror);
    QCOMPARE(mirror->timeouts(ref.playerOf(first)), 1);
}

void TestNetLan::banqiHiddenInformation_data()
{
    QTest::addColumn<LeakyBanqiReferee::Leak>("leak");
    QTest::addColumn<bool>("decodedFinds");
    QTest::addColumn<bool>("rawFinds");
    QTest::newRow("the host as it is: nothing hidden is sent") << LeakyBanqiReferee::None << false << false;
    // Negative controls: a host that leaks is caught.
    QTest::newRow("control: the referee FEN in the state") << LeakyBanqiReferee::RefereeFenInState << true << true;
    QTest::newRow("control: a notation names a face-down piece") << LeakyBanqiReferee::NotationNamesHiddenPiece << true << true;
    // The raw scan knows no board layout; the decoded check does.
    QTest::newRow("control: the board shows face-down pieces") << LeakyBanqiReferee::BoardShowsHiddenPieces << true << false;
    QTest::newRow("control: the seed before the end") << LeakyBanqiReferee::SeedAtStart << true << true;
}

void TestNetLan::banqiHiddenInformation()
{
    QFETCH(LeakyBanqiReferee::Leak, leak);
    QFETCH(bool, decodedFinds);
    QFETCH(bool, rawFinds);
    auto inner = BanqiReferee::create(QStringLiteral("banqi"), 0, BanqiSeed, QStringLiteral("pepper-and-salt"));
    QVERIFY(inner);
    const banqi::Deal deal = inner->deal();
    const banqi::RuleSet rules = inner->game().rules();
    auto* leaky = new LeakyBanqiReferee(std::move(inner), leak);
    const BanqiReferee& ref = leaky->inner();
    Table t = boardTable(banqiSettings(), std::unique_ptr<Referee>(leaky));
    Tap tap(QHostAddress::LocalHost, t.host->port());
    QVERIFY(seat(t, tap.port()));
    // A spectator watches through the tap too: it sees what anyone may see.
    ClientSession spectator(fastTiming());
    QSignalSpy watching(&spectator, &ClientSession::joined);
    spectator.connectToHost(QStringLiteral("127.0.0.1"), tap.port(), QStringLiteral("Watcher"), {}, {}, true);
    QVERIFY(watching.wait(2000));
    QCOMPARE(spectator.seat(), Spectator);
    // One check per connection (a rejoin is a new stream), every byte judged
    // against the host's game as it was when the bytes were sent.
    std::vector<std::unique_ptr<BanqiLeakCheck>> checks;
    auto inspect = [&] {
        for (int i = 0; i < tap.connections(); ++i) {
            if (size_t(i) == checks.size())
                checks.push_back(std::make_unique<BanqiLeakCheck>(deal, rules));
            checks[size_t(i)]->feed(tap.take(i), ref.game());
        }
    };
    inspect();
    QRandomGenerator hostRng(5), clientRng(6);
    // The honest host plays a whole game (with a rejoin in it); a leak shows within a few plies.
    const int maxPlies = leak == LeakyBanqiReferee::None ? 400 : 12;
    int plies = 0;
    while (!ref.over() && plies < maxPlies) {
        if (plies == 20) { // a rejoin: the full state is sent again
            QSignalSpy dropped(t.host.get(), &HostSession::remoteDropped);
            t.client->leave();
            QVERIFY(dropped.wait(2000));
            QSignalSpy joined(t.client.get(), &ClientSession::joined);
            t.client->rejoin();
            QVERIFY(joined.wait(2000));
            inspect();
        }
        const auto mirror = mirrorBanqi(t.client->state());
        QVERIFY(mirror);
        if (ref.sideToMove() == t.host->hostSeat())
            QVERIFY2(hostMoves(t, chooseBanqi(ref.game(), hostRng)), "host action lost");
        else
            QVERIFY2(clientMoves(t, chooseBanqi(*mirror, clientRng)), "client action refused");
        inspect();
        ++plies;
    }
    if (ref.over()) {
        QTRY_VERIFY(t.client->result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing"));
        inspect();
    }
    QStringList decoded, raw;
    int frames = 0;
    qint64 bytes = 0;
    for (const auto& c : checks) {
        decoded += c->decodedFindings();
        raw += c->rawFindings();
        frames += c->frames();
        bytes += c->bytes();
    }
    qInfo("%d plies, %d connections, %d frames, %lld bytes inspected; findings: %lld decoded, %lld raw", plies,
          tap.connections(), frames, bytes, qint64(decoded.size()), qint64(raw.size()));
    if (!decoded.isEmpty())
        qInfo("first decoded finding: %s", qPrintable(decoded.first()));
    if (!raw.isEmpty())
        qInfo("first raw finding: %s", qPrintable(raw.first()));
    QVERIFY(frames > plies);
    if (leak == LeakyBanqiReferee::None) {
        QVERIFY(ref.over());
        QCOMPARE(tap.connections(), 3); // the player, the spectator, the player's rejoin
        QTRY_COMPARE(spectator.actions().size(), ref.ply());
        QCOMPARE(checkBanqiReveal(spectator.state()), QString());
    }
    QCOMPARE(!decoded.isEmpty(), decodedFinds);
    QCOMPARE(!raw.isEmpty(), rawFinds);
}

// --- 积分象棋 ----------------------------------------------------------------

void TestNetLan::jifenFullGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("simple") << QStringLiteral("jifen-simple");
    QTest::newRow("match") << QStringLiteral("jifen-match");
    QTest::newRow("contest (two-move turns)") << QStringLiteral("jifen-contest");
}

void TestNetLan::jifenFullGame()
{
    QFETCH(QString, variant);
    TableSettings s;
    s.game = QStringLiteral("jifen");
    s.variant = variant;
    s.hostSeat = 1; // the host plays black
    Table t = boardTable(s);
    QVERIFY(seat(t, t.host->port()));
    QCOMPARE(t.client->seat(), 0);
    QCOMPARE(t.client->welcome().value(QStringLiteral("variant")).toString(), variant);
    const JifenReferee& ref = *t.host->jifen();
    QRandomGenerator hostRng(7), clientRng(8);
    int actions = 0;
    while (!ref.over() && actions < 1200) {
        const auto mirror = mirrorJifen(*t.client);
        QVERIFY(mirror);
        QCOMPARE(mirror->position().fen(), ref.game().position().fen());
        if (ref.sideToMove() == t.host->hostSeat()) {
            QVERIFY2(hostMoves(t, chooseJifen(ref.game(), hostRng)), "host action lost");
        } else {
            QCOMPARE(t.client->toMove(), t.client->seat());
            QVERIFY2(clientMoves(t, chooseJifen(*mirror, clientRng)), "client action refused");
        }
        ++actions;
    }
    QVERIFY(ref.over());
    qInfo("the %s game ended after %d actions: %s, %d:%d", qPrintable(variant), actions,
          qPrintable(ref.result().value(QStringLiteral("reason")).toString()), ref.game().score(xiangqi::Side::Red),
          ref.game().score(xiangqi::Side::Black));
    QTRY_VERIFY(t.client->result().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing"));
    QCOMPARE(t.client->result(), ref.result());
    const auto mirror = mirrorJifen(*t.client);
    QVERIFY(mirror);
    QCOMPARE(mirror->position().fen(), ref.game().position().fen());
    QCOMPARE(mirror->result(), ref.game().result());
    const QCborArray score = t.client->state().value(QStringLiteral("score")).toArray();
    QCOMPARE(score.at(0).toInteger(), ref.game().score(xiangqi::Side::Red));
    QCOMPARE(score.at(1).toInteger(), ref.game().score(xiangqi::Side::Black));
}

void TestNetLan::jifenContestTurns()
{
    // SC-12 over the LAN: after the first turn, a turn is two moves (or a move
    // and `end`) until the first capture; the side to move, the clock and undo
    // follow turns, not single actions.
    TableSettings s;
    s.game = QStringLiteral("jifen");
    s.variant = QStringLiteral("jifen-contest");
    s.timeControl.baseMs = 600000;
    Table t = boardTable(s);
    QVERIFY(seat(t, t.host->port()));
    const JifenReferee& ref = *t.host->jifen();
    QCOMPARE(t.client->seat(), 1);
    // Red's first turn: one move.
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    QCOMPARE(t.client->toMove(), 1);
    // Black's first move: black stays to move, its clock keeps running.
    QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
    QCOMPARE(t.client->toMove(), 1);
    QCOMPARE(ref.sideToMove(), 1);
    QCOMPARE(t.client->clock().value(QStringLiteral("running")).toInteger(), 1);
    QCOMPARE(t.host->play(QStringLiteral("b2c2")), QString::fromLatin1(err::NotYourTurn));
    // An undo in the middle of the turn takes back that one move.
    QSignalSpy undoRequested(t.host.get(), &HostSession::undoRequested);
    t.client->requestUndo();
    QVERIFY(undoRequested.wait(2000));
    QSignalSpy undone(t.client.get(), &ClientSession::undone);
    QVERIFY(t.host->answerUndo(true).isEmpty());
    QVERIFY(undone.wait(2000));
    QCOMPARE(t.client->ply(), 1);
    QCOMPARE(t.client->toMove(), 1);
    // A move and `end`, then red's two moves end red's turn by themselves.
    QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
    QVERIFY(clientMoves(t, QStringLiteral("end")));
    QCOMPARE(t.client->toMove(), 0);
    QCOMPARE(t.client->clock().value(QStringLiteral("running")).toInteger(), 0);
    QVERIFY(hostMoves(t, QStringLiteral("b2c2")));
    QCOMPARE(t.client->toMove(), 0);
    QVERIFY(hostMoves(t, QStringLiteral("b0a2")));
    QCOMPARE(t.client->toMove(), 1);
    QCOMPARE(t.client->ply(), 5);
    // Black's undo now takes back red's whole turn and black's own (move and `end`).
    t.client->requestUndo();
    QVERIFY(undoRequested.wait(2000));
    QVERIFY(t.host->answerUndo(true).isEmpty());
    QVERIFY(undone.wait(2000));
    QCOMPARE(t.client->ply(), 1);
    QCOMPARE(ref.ply(), 1);
    QCOMPARE(t.client->toMove(), 1);
    QCOMPARE(mirrorJifen(*t.client)->position().fen(), ref.game().position().fen());
}

void TestNetLan::jifenRefusals_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("code");
    QTest::newRow("`end` in a one-move game") << "jifen-simple" << "end" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("kind change before the first capture (SC-13)") << "jifen-contest" << "h9g7=s" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("unknown kind letter") << "jifen-simple" << "h9g7=q" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("moves a red piece") << "jifen-simple" << "b2c2" << QString::fromLatin1(err::IllegalMove);
    QTest::newRow("out of turn (red's turn)") << "jifen-contest" << "after-end" << QString::fromLatin1(err::NotYourTurn);
}

void TestNetLan::jifenRefusals()
{
    QFETCH(QString, variant);
    QFETCH(QString, action);
    QFETCH(QString, code);
    TableSettings s;
    s.game = QStringLiteral("jifen");
    s.variant = variant;
    Table t = boardTable(s);
    QVERIFY(seat(t, t.host->port()));
    const JifenReferee& ref = *t.host->jifen();
    QVERIFY(hostMoves(t, QStringLiteral("h2e2")));
    if (action == QLatin1String("after-end")) { // black ends its turn, then tries once more
        QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
        QVERIFY(clientMoves(t, QStringLiteral("end")));
        action = QStringLiteral("b9c7");
    }
    const std::string before = ref.game().position().fen();
    QSignalSpy error(t.client.get(), &ClientSession::errorReceived);
    t.client->sendMove(action);
    QVERIFY(error.wait(2000));
    QCOMPARE(error.first().first().toString(), code);
    qInfo("refused: %s", qPrintable(error.first().at(1).toString()));
    QCOMPARE(ref.game().position().fen(), before);
    QVERIFY(t.client->isConnected());
    if (ref.sideToMove() == t.client->seat())
        QVERIFY(clientMoves(t, QStringLiteral("h9g7")));
    else
        QVERIFY(hostMoves(t, QStringLiteral("b2c2")));
}

QTEST_MAIN(TestNetLan)
#include "tst_net_lan.moc"
