// Role games (版杀) over the LAN on real loopback sockets: a 中国象棋版杀
// session with 32 simulated players (every client is checked, frame by frame,
// for anything it must not see), the room code and the lock-out, refused
// submissions that change nothing, the moderator's seat assignment and edits,
// the day's votes held by the moderator's session and published from it, and
// a dropped player rejoining with its seat token.
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "../werewolfleaks.h"
#include "werewolf/table.h"
#include "werewolf/text.h"

#include <QCborArray>
#include <QCborValue>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QtTest>
#include <map>
#include <memory>
#include <set>

using namespace qiyuan;
using namespace qiyuan::net;
using namespace qiyuan::werewolf;
using namespace werewolfleaks;

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
const QString RoomCode = QStringLiteral("246810");

// The standard 16 of one camp (XW-1).
std::vector<Role> campSet()
{
    return {Role::General, Role::Chariot, Role::Chariot, Role::Horse, Role::Horse, Role::Cannon, Role::Cannon,
            Role::Elephant, Role::Elephant, Role::LeftAdvisor, Role::RightAdvisor,
            Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier};
}

// 32 seats, the roles shuffled with a fixed seed.
std::vector<Seat> fullDeal(quint32 seed)
{
    std::vector<Seat> cards;
    for (Camp c : {Camp::Red, Camp::Black})
        for (Role r : campSet())
            cards.push_back({0, c, r});
    return shuffled(std::move(cards), seed);
}

// A reduced table (XW-2) for the focused tests.
std::vector<Seat> smallDeal()
{
    return {{1, Camp::Red, Role::General},   {2, Camp::Red, Role::Chariot},  {3, Camp::Red, Role::Soldier},
            {4, Camp::Black, Role::General}, {5, Camp::Black, Role::Horse}, {6, Camp::Black, Role::Cannon}};
}



struct Session {
    std::unique_ptr<qiyuan::session::ModeratorSession> moderator; // the game, as the moderator runs it
    const Table* table = nullptr;                          // the moderator's
    std::unique_ptr<WerewolfHost> host;
    std::vector<std::unique_ptr<WerewolfClient>> clients; // clients[i] plays seat i+1
};

// A host publishing the moderator's game, every seat's player joined by name.
Session hostedSession(const std::vector<Seat>& seats, const Timing& timing = fastTiming(), Game g = Game::Xiangqi)
{
    Session s;
    s.moderator = moderatorOf(seats, g);
    s.table = s.moderator->table();
    WerewolfHostSettings hs;
    hs.hostName = QStringLiteral("Moderator");
    hs.roomCode = RoomCode;
    s.host = std::make_unique<WerewolfHost>(hs, timing);
    s.host->follow(s.moderator.get());
    QString error;
    if (!s.host->listen(QHostAddress::LocalHost, 0, &error))
        qFatal("listen: %s", qPrintable(error));
    for (const Seat& seat : seats) {
        s.clients.push_back(std::make_unique<WerewolfClient>(timing));
        s.clients.back()->connectToHost(QStringLiteral("127.0.0.1"), s.host->port(),
                                        QStringLiteral("player %1").arg(seat.id), RoomCode); // names match case-insensitively
    }
    if (!waitFor([&] { return std::all_of(s.clients.begin(), s.clients.end(), [](const auto& c) { return c->isJoined(); }); }))
        qFatal("not every player was seated");
    return s;
}

QStringList privateTexts(const WerewolfClient& c)
{
    QStringList out;
    for (const QCborValue& v : c.privateMessages())
        out << v.toMap().value(QStringLiteral("text")).toMap().value(QStringLiteral("en")).toString();
    return out;
}

// In the words of the moderator's screens (the session's style: players by name).
QStringList expectedPrivateTexts(const Table& t, int seat, const Style& style)
{
    QStringList out;
    for (const PhaseResult& r : t.results())
        for (const Message& m : r.messages)
            if (std::binary_search(m.to.begin(), m.to.end(), seat))
                out << QString::fromStdString(describe(m.event, t.game(), style));
    return out;
}

// A tally as the players get it, "target:votes ...".
QString tallyText(const QCborValue& rows)
{
    QStringList out;
    for (const QCborValue& row : rows.toArray())
        out << QStringLiteral("%1:%2").arg(row.toMap().value(QStringLiteral("seat")).toInteger())
                   .arg(row.toMap().value(QStringLiteral("votes")).toInteger());
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestNetWerewolf : public QObject {
    Q_OBJECT

    // One session: nights and days with every player on its own client, then
    // the secrecy check of every frame each client got.
    void playAndCheck(Game game, const std::vector<Seat>& deal, int rounds);

private slots:
    void leakCheckFindsLeaks_data();
    void leakCheckFindsLeaks();
    void thirtyTwoPlayers();
    void chessSixteenPlayers();
    void wrongRoomCode();
    void lockOut();
    void refusedSubmissions_data();
    void refusedSubmissions();
    void moderatorAssignsAndEdits();
    void dayVotesAreTheSessions_data();
    void dayVotesAreTheSessions();
    void rejoinWithToken();
    void dawnNamesPlayers_data();
    void dawnNamesPlayers();
    void hiddenVote_data();
    void hiddenVote();
    void presence();
    void hiddenVoteAfterAnOverride();
};

// The checker itself must catch a leak, or the 32-player test proves nothing.
void TestNetWerewolf::leakCheckFindsLeaks_data()
{
    QTest::addColumn<QCborMap>("frame");
    QTest::addColumn<bool>("leak");
    auto map = [](std::initializer_list<std::pair<const char*, QCborValue>> kv) {
        QCborMap m;
        for (const auto& [k, v] : kv)
            m.insert(QLatin1String(k), v);
        return m;
    };
    QCborArray players;
    players.append(map({{"seat", 2}, {"alive", true}, {"role", QStringLiteral("che")}}));
    QTest::newRow("another seat's role in the players") << map({{"t", QStringLiteral("phase")}, {"players", players}}) << true;
    QTest::newRow("own role") << map({{"t", QStringLiteral("you")}, {"you", map({{"seat", 3}, {"role", QStringLiteral("bing")}})}}) << false;
    QTest::newRow("the public 帅 (XW-1)") << map({{"t", QStringLiteral("you")}, {"you", map({{"seat", 1}, {"role", QStringLiteral("shuai")}})}}) << false;
    QCborArray camps;
    camps.append(map({{"seat", 5}, {"alive", true}, {"camp", QStringLiteral("black")}}));
    QTest::newRow("another seat's camp") << map({{"t", QStringLiteral("state")}, {"players", camps}}) << true;
    QTest::newRow("an unattributed role") << map({{"t", QStringLiteral("x")}, {"role", QStringLiteral("pao")}}) << true;
    QTest::newRow("another player's action") << map({{"t", QStringLiteral("accepted")}, {"action", map({{"verb", QStringLiteral("kill")}, {"target", 5}})}}) << true;
    QTest::newRow("own action") << map({{"t", QStringLiteral("accepted")}, {"action", map({{"verb", QStringLiteral("imprison")}, {"target", 4}})}}) << false;
    QTest::newRow("an actor named") << map({{"t", QStringLiteral("x")}, {"actor", 6}}) << true;
    QTest::newRow("another's private message") << map({{"t", QStringLiteral("private")}, {"text", map({{"en", QStringLiteral("night 1: #5 is black Horse")}})}}) << true;
}

void TestNetWerewolf::leakCheckFindsLeaks()
{
    QFETCH(QCborMap, frame);
    QFETCH(bool, leak);
    Secrets s;
    s.seat = 3;
    s.publicRoles = {1};
    s.ownActions = {{3, Verb::Imprison, 4, 0}};
    s.forbiddenTexts = {QStringLiteral("#5 is black Horse")};
    QCOMPARE(!leaksIn({frame}, s).isEmpty(), leak);
}

void TestNetWerewolf::thirtyTwoPlayers()
{
    playAndCheck(Game::Xiangqi, fullDeal(7), 2);
}

void TestNetWerewolf::chessSixteenPlayers()
{
    playAndCheck(Game::Chess, chessDeal(11), 3);
}

void TestNetWerewolf::playAndCheck(Game game, const std::vector<Seat>& deal, int rounds)
{
    Session s = hostedSession(deal, fastTiming(), game);
    QCOMPARE(s.host->connectedSeats().size(), qsizetype(deal.size()));
    QRandomGenerator rng(2026);
    std::map<int, std::vector<Action>> submittedBy; // everything each client ever submitted

    for (int round = 1; round <= rounds && !s.table->state().over; ++round) {
        // A pawn that must promote (CW-13): the moderator enters its king's choice.
        for (const Player& p : std::vector<Player>(s.table->state().players))
            if (p.alive && p.mustPromote) {
                QVERIFY(s.moderator->promote(p.id, Role::Queen));
                s.host->sync();
            }
        // The night: each acting player gets its own form and answers it.
        QVERIFY(s.host->openNight());
        QVERIFY(waitFor([&] {
            return std::all_of(s.clients.begin(), s.clients.end(), [&](const auto& c) {
                return c->night().value(QStringLiteral("open")).toBool()
                    && c->night().value(QStringLiteral("number")).toInteger() == s.table->state().nights + 1;
            });
        }));
        std::vector<Action> sent;
        for (auto& c : s.clients) {
            const int seat = c->seat();
            const Player* me = s.table->state().find(seat);
            const QCborArray options = c->form().value(QStringLiteral("options")).toArray();
            // The form holds exactly the legal options of this actor (Table::options).
            const std::vector<Option> legal = me->alive ? s.table->options(seat, {}) : std::vector<Option>{};
            QCOMPARE(options.size(), qsizetype(legal.size()));
            for (std::size_t i = 0; i < legal.size(); ++i) {
                const QCborMap o = options.at(qsizetype(i)).toMap();
                QCOMPARE(o.value(QStringLiteral("verb")).toString(), qs(verbKey(legal[i].verb)));
                QCOMPARE(o.value(QStringLiteral("targets")).toArray().size(), qsizetype(legal[i].targets.size()));
            }
            if (options.isEmpty())
                continue;
            const QCborMap o = options.at(rng.bounded(int(options.size()))).toMap();
            const auto verb = *verbFromKey(o.value(QStringLiteral("verb")).toString().toStdString());
            const QCborArray targets = o.value(QStringLiteral("targets")).toArray();
            const QCborArray screens = o.value(QStringLiteral("screens")).toArray();
            Action a{seat, verb, 0, 0};
            if (o.value(QStringLiteral("needsTarget")).toBool())
                a.target = int(targets.at(screens.isEmpty() ? rng.bounded(int(targets.size())) : 0).toInteger());
            if (!screens.isEmpty())
                a.screen = int(screens.at(rng.bounded(int(screens.size()))).toInteger());
            c->submitAction(o.value(QStringLiteral("verb")).toString(), a.target, a.screen);
            sent.push_back(a);
            submittedBy[seat].push_back(a);
        }
        QVERIFY(!sent.empty());
        // Every submission arrives: the moderator's entries are exactly what was sent.
        QVERIFY(waitFor([&] { return s.moderator->tonight().size() == sent.size(); }));
        QCOMPARE(s.host->submittedSeats().size(), qsizetype(sent.size()));
        for (const Action& a : sent)
            QVERIFY2(std::count(s.moderator->tonight().begin(), s.moderator->tonight().end(), a) == 1,
                     qPrintable(QStringLiteral("entry of #%1 missing").arg(a.actor)));
        for (auto& c : s.clients)
            if (submittedBy.count(c->seat()) && !c->submittedActions().isEmpty())
                QCOMPARE(c->submittedActions().size(), 1);
        // The moderator resolves; linked horses that disagree (XW-15) are
        // settled by the moderator's edit, anything else refused is dropped.
        std::vector<Action> entries = s.moderator->tonight();
        for (int guard = 0; guard < 40; ++guard) {
            s.moderator->setEntries(entries);
            const Resolution r = s.table->preview(Night{s.moderator->tonight()});
            if (!r.error)
                break;
            const int actor = r.error->actor.id;
            auto it = std::find_if(entries.begin(), entries.end(), [&](const Action& a) { return a.actor == actor; });
            QVERIFY(it != entries.end());
            if (r.error->problem == Problem::HorsesDisagree)
                it->target = r.error->value;
            else
                entries.erase(it);
        }
        QVERIFY(!s.table->preview(Night{s.moderator->tonight()}).error);
        const std::size_t phasesBefore = s.table->results().size();
        QVERIFY(s.moderator->applyNight());
        s.host->sync();
        QCOMPARE(s.table->results().size(), phasesBefore + 1);
        QVERIFY(!s.host->nightOpen());
        // The dawn reaches everyone, each private message its recipients only.
        // Players named as on the moderator's screens ("Player 9 (#9)"), camps capitalised.
        const QString dawn = QString::fromStdString(announcement(s.table->results().back(), game, s.moderator->style(Language::English)));
        QVERIFY(waitFor([&] {
            return std::all_of(s.clients.begin(), s.clients.end(), [&](const auto& c) {
                return c->phases().size() == qsizetype(s.table->results().size())
                    && privateTexts(*c) == expectedPrivateTexts(*s.table, c->seat(), s.moderator->style(Language::English));
            });
        }));
        for (auto& c : s.clients) {
            QCOMPARE(c->phases().last().toMap().value(QStringLiteral("announcement")).toMap()
                         .value(QStringLiteral("en")).toString(), dawn);
            const Player* me = s.table->state().find(c->seat());
            QCOMPARE(c->you().value(QStringLiteral("role")).toString(), qs(roleKey(me->role)));
            QCOMPARE(c->you().value(QStringLiteral("alive")).toBool(), me->alive);
            for (const QCborValue& v : c->players()) {
                const QCborMap p = v.toMap();
                QCOMPARE(p.value(QStringLiteral("alive")).toBool(),
                         s.table->state().find(int(p.value(QStringLiteral("seat")).toInteger()))->alive);
            }
        }
        if (s.table->state().over)
            break;

        // The day: the living vote through their clients, the tally is public.
        QVERIFY(s.host->openDay(true));
        QVERIFY(waitFor([&] {
            return std::all_of(s.clients.begin(), s.clients.end(),
                               [](const auto& c) { return c->day().value(QStringLiteral("open")).toBool(); });
        }));
        std::vector<int> alive;
        for (const Player& p : s.table->state().players)
            if (p.alive)
                alive.push_back(p.id);
        // Votes concentrate on a few players so that someone is executed.
        const int favourite = alive[rng.bounded(int(alive.size()))];
        int votesCast = 0;
        for (auto& c : s.clients)
            if (s.table->state().find(c->seat())->alive) {
                c->vote(rng.bounded(4) == 0 ? alive[rng.bounded(int(alive.size()))] : favourite);
                ++votesCast;
            }
        QVERIFY(waitFor([&] { return int(s.moderator->votes().size()) == votesCast; }));
        QVERIFY(waitFor([&] {
            int seen = 0;
            for (const QCborValue& row : s.clients.front()->day().value(QStringLiteral("tally")).toArray())
                seen += int(row.toMap().value(QStringLiteral("votes")).toInteger());
            return seen == votesCast;
        }));
        QVERIFY(s.moderator->applyDay(dayOf(s.moderator->votes())));
        s.host->sync();
        QVERIFY(waitFor([&] {
            return std::all_of(s.clients.begin(), s.clients.end(),
                               [&](const auto& c) { return c->phases().size() == qsizetype(s.table->results().size()); });
        }));
    }
    QVERIFY(s.table->state().nights >= 1);
    // The secrecy check below means something only if there were secrets to keep.
    std::size_t privateMessages = 0, logLines = 0;
    for (const PhaseResult& r : s.table->results()) {
        privateMessages += r.messages.size();
        logLines += r.log.size();
    }
    QVERIFY(privateMessages > 0);
    QVERIFY(logLines > 0);

    // No client holds anything it may not see: decode every frame each one got.
    int framesChecked = 0;
    for (auto& c : s.clients) {
        const Secrets secrets = secretsFor(*s.table, c->seat(), submittedBy[c->seat()]);
        const QStringList leaks = leaksIn(c->received(), secrets);
        QVERIFY2(leaks.isEmpty(), qPrintable(QStringLiteral("seat %1: %2").arg(c->seat()).arg(leaks.join(QStringLiteral("; ")))));
        framesChecked += int(c->received().size());
        QVERIFY(!secrets.forbiddenTexts.empty() || s.table->results().empty());
    }
    QVERIFY(framesChecked > int(deal.size()) * 5);
}

void TestNetWerewolf::wrongRoomCode()
{
    Session s = hostedSession(smallDeal());
    WerewolfClient intruder(fastTiming());
    QSignalSpy errors(&intruder, &WerewolfClient::errorReceived);
    intruder.connectToHost(QStringLiteral("127.0.0.1"), s.host->port(), QStringLiteral("Player 3"), QStringLiteral("000000"));
    QVERIFY(errors.wait(2000));
    QCOMPARE(errors.first().at(0).toString(), QString::fromLatin1(err::BadCode));
    QVERIFY(!intruder.isJoined());
    QVERIFY(intruder.isConnected()); // a wrong code may be corrected
    QCOMPARE(intruder.state(), QCborMap());
    // The right code with the name of a seat already taken: refused, the seat stays with its player.
    QCborMap join = message(QStringLiteral("join"));
    join.insert(QStringLiteral("name"), QStringLiteral("Player 3"));
    join.insert(QStringLiteral("code"), RoomCode);
    intruder.sendRaw(join);
    QVERIFY(errors.wait(2000));
    QCOMPARE(errors.last().at(0).toString(), QString::fromLatin1(err::SeatTaken));
    QVERIFY(s.host->isConnected(3));
    QVERIFY(!intruder.isJoined());
}

void TestNetWerewolf::lockOut()
{
    Session s = hostedSession(smallDeal());
    WerewolfClient guesser(fastTiming());
    QSignalSpy errors(&guesser, &WerewolfClient::errorReceived);
    QSignalSpy gone(&guesser, &WerewolfClient::disconnected);
    guesser.connectToHost(QStringLiteral("127.0.0.1"), s.host->port(), QStringLiteral("Guesser"), QStringLiteral("111111"));
    QVERIFY(errors.wait(2000));
    for (int i = 2; i <= MaxWrongCodes; ++i) {
        QCborMap join = message(QStringLiteral("join"));
        join.insert(QStringLiteral("name"), QStringLiteral("Guesser"));
        join.insert(QStringLiteral("code"), QStringLiteral("%1").arg(111111 * i % 1000000, 6, 10, QLatin1Char('0')));
        guesser.sendRaw(join);
        QVERIFY(waitFor([&] { return errors.size() == i; }, 2000));
    }
    QCOMPARE(errors.last().at(0).toString(), QString::fromLatin1(err::LockedOut));
    QVERIFY(waitFor([&] { return !gone.isEmpty(); }, 2000));
    // Locked out: even the right code is refused for a while.
    WerewolfClient again(fastTiming());
    QSignalSpy againErrors(&again, &WerewolfClient::errorReceived);
    again.connectToHost(QStringLiteral("127.0.0.1"), s.host->port(), QStringLiteral("Guesser"), RoomCode);
    QVERIFY(againErrors.wait(2000));
    QCOMPARE(againErrors.first().at(0).toString(), QString::fromLatin1(err::LockedOut));
    QVERIFY(!again.isJoined());
    // After the lock-out the right code lets it in (to the lobby: no seat has that name).
    QTest::qWait(fastTiming().lockoutMs + 50);
    WerewolfClient later(fastTiming());
    QSignalSpy waiting(&later, &WerewolfClient::waitingForSeat);
    later.connectToHost(QStringLiteral("127.0.0.1"), s.host->port(), QStringLiteral("Guesser"), RoomCode);
    QVERIFY(waiting.wait(2000));
    QCOMPARE(s.host->waiting().size(), 1);
}

void TestNetWerewolf::refusedSubmissions_data()
{
    QTest::addColumn<int>("seat");      // the sender
    QTest::addColumn<QCborMap>("msg");
    QTest::addColumn<bool>("nightOpen");
    QTest::addColumn<QString>("code");
    auto act = [](const char* verb, int target, int claimedSeat = 0) {
        QCborMap m = message(QStringLiteral("night-action"));
        m.insert(QStringLiteral("verb"), QLatin1String(verb));
        if (target)
            m.insert(QStringLiteral("target"), target);
        if (claimedSeat)
            m.insert(QStringLiteral("seat"), claimedSeat);
        return m;
    };
    // Seat 2 is the red 车, 5 the black 马, 1 and 4 the 帅s.
    QTest::newRow("for another seat") << 2 << act("imprison", 5, 5) << true << QString::fromLatin1(err::WrongSeat);
    QTest::newRow("车 imprisons a 帅: not in its form (XW-14)") << 2 << act("imprison", 4) << true << QString::fromLatin1(wwerr::IllegalAction);
    QTest::newRow("车 imprisons itself: not in its form (XW-14)") << 2 << act("imprison", 2) << true << QString::fromLatin1(wwerr::IllegalAction);
    QTest::newRow("a verb of another role") << 2 << act("kill", 5) << true << QString::fromLatin1(wwerr::IllegalAction);
    QTest::newRow("an unknown player") << 5 << act("investigate", 99) << true << QString::fromLatin1(wwerr::IllegalAction);
    QTest::newRow("an unknown verb") << 5 << act("fly", 3) << true << QString::fromLatin1(err::BadMessage);
    QTest::newRow("a target that is not a number") << 5 << [] {
        QCborMap m = message(QStringLiteral("night-action"));
        m.insert(QStringLiteral("verb"), QStringLiteral("kill"));
        m.insert(QStringLiteral("target"), QStringLiteral("#3"));
        return m;
    }() << true << QString::fromLatin1(err::BadMessage);
    QTest::newRow("before the night opens") << 2 << act("imprison", 5) << false << QString::fromLatin1(wwerr::NoNight);
    QCborMap vote = message(QStringLiteral("vote"));
    vote.insert(QStringLiteral("target"), 5);
    QTest::newRow("a vote at night") << 3 << vote << true << QString::fromLatin1(wwerr::NoVote);
    QTest::newRow("an unknown message") << 3 << message(QStringLiteral("peek-roles")) << true
                                        << QString::fromLatin1(err::UnknownMessage);
    // Only the first hello counts; a second one is refused like a wrong field, not as unknown.
    QCborMap hello = message(QStringLiteral("hello"));
    hello.insert(QStringLiteral("magic"), QString::fromLatin1(Magic));
    hello.insert(QStringLiteral("protocol"), ProtocolVersion);
    QTest::newRow("a second hello") << 3 << hello << true << QString::fromLatin1(err::BadMessage);
    QTest::newRow("a second hello without magic and protocol") << 3 << message(QStringLiteral("hello")) << false
                                                               << QString::fromLatin1(err::BadMessage);
}

void TestNetWerewolf::refusedSubmissions()
{
    QFETCH(int, seat);
    QFETCH(QCborMap, msg);
    QFETCH(bool, nightOpen);
    QFETCH(QString, code);
    Session s = hostedSession(smallDeal());
    if (nightOpen) {
        QVERIFY(s.host->openNight());
        // A legal entry already in: it must survive the refused one.
        s.clients[4]->submitAction(QStringLiteral("investigate"), 3);
        QVERIFY(waitFor([&] { return s.moderator->tonight().size() == 1; }));
    }
    const std::vector<Action> entriesBefore = s.moderator->tonight();
    const QList<int> submittedBefore = s.host->submittedSeats();
    const State stateBefore = s.table->state();
    WerewolfClient& c = *s.clients[std::size_t(seat - 1)];
    QSignalSpy errors(&c, &WerewolfClient::errorReceived);
    c.sendRaw(msg);
    QVERIFY(errors.wait(2000));
    QCOMPARE(errors.first().at(0).toString(), code);
    QVERIFY(c.isConnected());
    QCOMPARE(s.moderator->tonight(), entriesBefore);
    QCOMPARE(s.host->submittedSeats(), submittedBefore);
    QVERIFY(s.table->state() == stateBefore);
    QVERIFY(s.table->results().empty());
}

void TestNetWerewolf::moderatorAssignsAndEdits()
{
    const std::vector<Seat> deal = smallDeal();
    auto moderator = moderatorOf(deal);
    const Table* table = moderator->table();
    WerewolfHostSettings hs;
    hs.roomCode = RoomCode;
    WerewolfHost host(hs, fastTiming());
    QVERIFY(host.listen(QHostAddress::LocalHost));
    // Players may come before the game starts: they wait in the lobby.
    WerewolfClient early(fastTiming()), nick(fastTiming());
    QSignalSpy earlyWaiting(&early, &WerewolfClient::waitingForSeat);
    QSignalSpy nickWaiting(&nick, &WerewolfClient::waitingForSeat);
    early.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Player 2"), RoomCode);
    nick.connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Xiao Ming"), RoomCode);
    QVERIFY(earlyWaiting.wait(2000));
    QVERIFY(nickWaiting.wait(2000) || !nickWaiting.isEmpty());
    QCOMPARE(host.waiting().size(), 2);
    // The game starts: the name that matches a seat is bound to it...
    host.follow(moderator.get());
    QVERIFY(waitFor([&] { return early.isJoined(); }));
    QCOMPARE(early.seat(), 2);
    QCOMPARE(early.you().value(QStringLiteral("role")).toString(), qs(roleKey(Role::Chariot)));
    // ... the other waits until the moderator gives it a seat.
    QCOMPARE(host.waiting().size(), 1);
    QVERIFY(!host.assign(host.waiting().first().id, 42));
    QVERIFY(host.assign(host.waiting().first().id, 5));
    QVERIFY(waitFor([&] { return nick.isJoined(); }));
    QCOMPARE(nick.seat(), 5);
    QCOMPARE(nick.you().value(QStringLiteral("role")).toString(), qs(roleKey(Role::Horse)));
    QCOMPARE(host.joinedName(5), QStringLiteral("Xiao Ming"));

    // The night: both submit, the moderator changes the 车's entry, then commits.
    QVERIFY(host.openNight());
    QVERIFY(waitFor([&] { return !nick.form().isEmpty() && !early.form().isEmpty(); }));
    early.submitAction(QStringLiteral("imprison"), 5);
    nick.submitAction(QStringLiteral("investigate"), 1);
    QVERIFY(waitFor([&] { return host.submittedSeats() == QList<int>{2, 5}; }));
    // Resolved in the night order (车 before 马), whatever came first.
    QCOMPARE(moderator->tonight().front().actor, 2);
    std::vector<Action> edited = moderator->tonight();
    edited.front().target = 6;
    moderator->setEntries(edited);
    QVERIFY(moderator->applyNight());
    host.sync();
    QCOMPARE(std::get<Night>(table->phases().back()).actions, edited);
    QVERIFY(waitFor([&] { return nick.phases().size() == 1 && early.phases().size() == 1; }));
    // The 马's investigation is its own private message, the 车's player gets none.
    QVERIFY(waitFor([&] { return nick.privateMessages().size() == 1; }));
    QVERIFY(early.privateMessages().isEmpty());
    QCOMPARE(early.night().value(QStringLiteral("open")).toBool(), false);

    // The day: the moderator overrides a vote before committing.
    QVERIFY(host.openDay(false));
    QVERIFY(waitFor([&] { return nick.day().value(QStringLiteral("open")).toBool(); }));
    nick.vote(2);
    early.vote(6);
    QVERIFY(waitFor([&] { return moderator->votes().size() == 2; }));
    QCOMPARE(nick.day().value(QStringLiteral("tally")), QCborValue()); // not public
    moderator->setVote(2, 5);
    moderator->setVote(1, 5);
    QVERIFY(moderator->applyDay(dayOf(moderator->votes())));
    host.sync();
    QCOMPARE(table->results().back().executed, 5);
    QVERIFY(waitFor([&] { return !nick.you().value(QStringLiteral("alive")).toBool(); }));
    // The moderator's undo takes the day back: everyone gets the state again.
    QVERIFY(moderator->undoPhase());
    host.sync();
    QVERIFY(waitFor([&] { return nick.you().value(QStringLiteral("alive")).toBool() && nick.phases().size() == 1; }));
}

// The day's votes are the moderator's session's: the host checks a player's
// vote, enters it there and publishes what the session holds, the
// moderator's changes included (as the GUI's day tab and serve's "vote" make them).
void TestNetWerewolf::dayVotesAreTheSessions_data()
{
    QTest::addColumn<bool>("publicTally");
    QTest::addColumn<QList<int>>("playerVotes");  // seat, target... through the players' clients (0 abstains)
    QTest::addColumn<QList<int>>("moderatorVotes"); // voter, target... on the session (-1 removes)
    QTest::addColumn<QString>("tally");            // what the players are shown: "target:votes ..."
    QTest::addColumn<int>("voters");
    QTest::addColumn<int>("myVoteOf5");            // seat 5's own vote in its state (-1: none)
    QTest::addColumn<int>("executed");

    QTest::newRow("XW-24 a public day: the players' votes go out as they come")
        << true << QList<int>{5, 3, 2, 6, 1, 3} << QList<int>{} << "3:2 6:1" << 3 << 3 << 3;
    QTest::newRow("XW-25 a public day: the moderator's change goes out too")
        << true << QList<int>{5, 3, 2, 6} << QList<int>{1, 6} << "3:1 6:2" << 3 << 3 << 6;
    QTest::newRow("XW-25 the moderator removes a player's vote")
        << true << QList<int>{5, 3, 2, 6} << QList<int>{5, -1} << "6:1" << 1 << -1 << 6;
    QTest::newRow("XW-24 an abstention counts as a voter, not in the tally")
        << true << QList<int>{5, 0, 2, 6} << QList<int>{} << "6:1" << 2 << 0 << 6;
    QTest::newRow("XW-24 a private day: no tally reaches the players")
        << false << QList<int>{5, 3, 2, 6} << QList<int>{1, 3} << "" << 3 << 3 << 3;
}

void TestNetWerewolf::dayVotesAreTheSessions()
{
    QFETCH(bool, publicTally);
    QFETCH(QList<int>, playerVotes);
    QFETCH(QList<int>, moderatorVotes);
    QFETCH(QString, tally);
    QFETCH(int, voters);
    QFETCH(int, myVoteOf5);
    QFETCH(int, executed);
    Session s = hostedSession(smallDeal());
    QVERIFY(s.moderator->applyNight()); // an empty first night: the day may be voted
    s.host->sync();
    QVERIFY(s.host->openDay(publicTally));
    QVERIFY(waitFor([&] { return s.clients[4]->day().value(QStringLiteral("open")).toBool(); }));
    for (qsizetype i = 0; i + 1 < playerVotes.size(); i += 2) {
        WerewolfClient& c = *s.clients[std::size_t(playerVotes[i] - 1)];
        QSignalSpy recorded(&c, &WerewolfClient::voteRecorded);
        c.vote(playerVotes[i + 1]);
        QVERIFY(recorded.wait(2000));
        QCOMPARE(recorded.first().at(0).toInt(), playerVotes[i + 1]);
        QCOMPARE(s.moderator->voteOf(playerVotes[i]), playerVotes[i + 1]); // the session's vote at once
    }
    for (qsizetype i = 0; i + 1 < moderatorVotes.size(); i += 2)
        s.moderator->setVote(moderatorVotes[i], moderatorVotes[i + 1]);
    s.host->sync(); // as the GUI page and serve do after the moderator's change
    QCOMPARE(int(s.moderator->votes().size()), voters);
    const QCborMap day5 = s.host->stateFor(5).value(QStringLiteral("day")).toMap();
    QCOMPARE(day5.value(QStringLiteral("myVote")).toInteger(), myVoteOf5);
    QCOMPARE(tallyText(day5.value(QStringLiteral("tally"))), tally);
    if (publicTally)
        QVERIFY(waitFor([&] {
            return std::all_of(s.clients.begin(), s.clients.end(), [&](const auto& c) {
                return tallyText(c->day().value(QStringLiteral("tally"))) == tally;
            });
        }));
    else
        QVERIFY(std::none_of(s.clients.begin(), s.clients.end(),
                             [](const auto& c) { return c->day().contains(QStringLiteral("tally")); }));
    QVERIFY(s.moderator->applyDay(dayOf(s.moderator->votes())));
    s.host->sync();
    QCOMPARE(s.table->results().back().executed, executed);
    QVERIFY(s.moderator->votes().empty());
    QVERIFY(waitFor([&] { return !s.clients[4]->day().value(QStringLiteral("open")).toBool(); }));
}

void TestNetWerewolf::rejoinWithToken()
{
    Session s = hostedSession(smallDeal());
    WerewolfClient& horse = *s.clients[4];
    const QString token = horse.token();
    QVERIFY(!token.isEmpty());
    QVERIFY(s.host->openNight());
    QVERIFY(waitFor([&] { return !horse.form().isEmpty(); }));
    horse.submitAction(QStringLiteral("investigate"), 2);
    QVERIFY(waitFor([&] { return s.moderator->tonight().size() == 1; }));
    // The connection drops mid-night: the entry stays, the seat waits for its player.
    QSignalSpy left(s.host.get(), &WerewolfHost::playerLeft);
    horse.dropConnection();
    QVERIFY(waitFor([&] { return !left.isEmpty(); }));
    QCOMPARE(left.first().at(0).toInt(), 5);
    QVERIFY(!s.host->isConnected(5));
    QVERIFY(s.host->isBound(5));
    QCOMPARE(s.moderator->tonight().size(), std::size_t(1));
    // Someone with the room code and the name, without the token: refused.
    WerewolfClient impostor(fastTiming());
    QSignalSpy impostorErrors(&impostor, &WerewolfClient::errorReceived);
    impostor.connectToHost(QStringLiteral("127.0.0.1"), s.host->port(), QStringLiteral("Player 5"), RoomCode);
    QVERIFY(impostorErrors.wait(2000));
    QCOMPARE(impostorErrors.first().at(0).toString(), QString::fromLatin1(err::SeatTaken));
    // A wrong token counts as a wrong code.
    WerewolfClient forger(fastTiming());
    QSignalSpy forgerErrors(&forger, &WerewolfClient::errorReceived);
    forger.connectToHost(QStringLiteral("127.0.0.1"), s.host->port(), QStringLiteral("Player 5"), RoomCode,
                         QString(token).replace(0, 1, token.at(0) == QLatin1Char('a') ? QStringLiteral("b") : QStringLiteral("a")));
    QVERIFY(forgerErrors.wait(2000));
    QCOMPARE(forgerErrors.first().at(0).toString(), QString::fromLatin1(err::BadToken));
    // The player comes back with the token: the same seat, its form and its entry.
    QSignalSpy joined(&horse, &WerewolfClient::joined);
    horse.rejoin();
    QVERIFY(joined.wait(2000));
    QCOMPARE(horse.seat(), 5);
    QCOMPARE(horse.token(), token);
    QVERIFY(s.host->isConnected(5));
    QCOMPARE(horse.you().value(QStringLiteral("role")).toString(), qs(roleKey(Role::Horse)));
    QVERIFY(!horse.form().isEmpty());
    QCOMPARE(horse.submittedActions().size(), 1);
    QCOMPARE(horse.submittedActions().first().toMap().value(QStringLiteral("target")).toInteger(), 2);
    // It changes its mind: the new entry replaces the old one.
    horse.submitAction(QStringLiteral("investigate"), 3);
    QVERIFY(waitFor([&] { return !s.moderator->tonight().empty() && s.moderator->tonight().front().target == 3; }));
    QCOMPARE(s.moderator->tonight().size(), std::size_t(1));
    QVERIFY(s.moderator->applyNight());
    s.host->sync();
    QVERIFY(waitFor([&] { return horse.phases().size() == 1; }));
    QVERIFY(!horse.you().isEmpty());
}

// Issue 38: a phone's dawn names players as the moderator's screens do
// ("Player 5 (#5)", "Player 5（5号）"), black's roles in black's characters
// (将 象 士 卒), English camps capitalised; the death reveals camp and role (XW-4).
void TestNetWerewolf::dawnNamesPlayers_data()
{
    QTest::addColumn<int>("victim");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("a black soldier dies: 卒 (XW-4)") << 5 << QStringLiteral("Night 1: Player 5 (#5) died (Black Soldier)")
                                                    << QStringLiteral("第 1 夜：Player 5（5号）死亡（黑方卒）");
    QTest::newRow("the black general dies: 将, red wins (XW-23)")
        << 4 << QStringLiteral("Night 1: Player 4 (#4) died (Black General); Red wins")
        << QStringLiteral("第 1 夜：Player 4（4号）死亡（黑方将）；红方胜");
}

void TestNetWerewolf::dawnNamesPlayers()
{
    QFETCH(int, victim);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    const std::vector<Seat> deal{{1, Camp::Red, Role::General},   {2, Camp::Red, Role::Chariot},  {3, Camp::Red, Role::Soldier},
                                 {4, Camp::Black, Role::General}, {5, Camp::Black, Role::Soldier}, {6, Camp::Black, Role::Horse}};
    Session s = hostedSession(deal);
    QVERIFY(s.host->openNight());
    s.moderator->setEntries({Action{1, Verb::Kill, victim}});
    QVERIFY(s.moderator->applyNight());
    s.host->sync();
    WerewolfClient& c = *s.clients[2];
    QVERIFY(waitFor([&] { return c.phases().size() == 1; }));
    const QCborMap said = c.phases().last().toMap().value(QStringLiteral("announcement")).toMap();
    QCOMPARE(said.value(QStringLiteral("en")).toString(), english);
    QCOMPARE(said.value(QStringLiteral("zh")).toString(), chinese);
}

// Issue 38: a vote hidden until all are in. Every frame a player receives
// while the vote is hidden is searched: no tally, no voter's seat, no target
// (but its own vote's confirmation); only the count "voted of living". The
// tally comes when the last living voter has voted, or when the moderator
// closes the vote (the day is still applied by the moderator); a player
// rejoining meanwhile gets only the count in its state.
void TestNetWerewolf::hiddenVote_data()
{
    QTest::addColumn<int>("dead");             // a seat the moderator took out before the day (0: none)
    QTest::addColumn<QList<int>>("votes");     // seat, target... through the players' clients before the reveal
    QTest::addColumn<bool>("moderatorCloses"); // else the last living voter's vote reveals
    QTest::addColumn<QString>("tally");        // what everyone is shown at the reveal: "target:votes ..."

    QTest::newRow("the last living voter's vote reveals the tally")
        << 0 << QList<int>{1, 4, 2, 4, 3, 6, 4, 1, 5, 0, 6, 4} << false << "1:1 4:3 6:1";
    QTest::newRow("a dead player is not waited for")
        << 3 << QList<int>{1, 4, 2, 4, 4, 1, 5, 0, 6, 4} << false << "1:1 4:3";
    QTest::newRow("the moderator closes the vote: the tally of those who voted")
        << 0 << QList<int>{1, 4, 2, 6, 5, 4} << true << "4:2 6:1";
}

void TestNetWerewolf::hiddenVote()
{
    QFETCH(int, dead);
    QFETCH(QList<int>, votes);
    QFETCH(bool, moderatorCloses);
    QFETCH(QString, tally);
    Session s = hostedSession(smallDeal());
    QVERIFY(s.moderator->applyNight());
    if (dead)
        QVERIFY(s.moderator->applyOverride(dead, false, QStringLiteral("left the table")));
    s.host->sync();
    const int living = dead ? 5 : 6;
    QVERIFY(s.host->openDay(DayTally::Hidden));
    QVERIFY(waitFor([&] { return s.clients[0]->day().value(QStringLiteral("open")).toBool(); }));
    QCOMPARE(s.clients[0]->day().value(QStringLiteral("living")).toInteger(), living);
    std::vector<qsizetype> before; // each client's frames before the day
    for (const auto& c : s.clients)
        before.push_back(c->received().size());
    const qsizetype lastVote = moderatorCloses ? votes.size() : votes.size() - 2;
    for (qsizetype i = 0; i + 1 < lastVote; i += 2) {
        WerewolfClient& c = *s.clients[std::size_t(votes[i] - 1)];
        QSignalSpy recorded(&c, &WerewolfClient::voteRecorded);
        c.vote(votes[i + 1]);
        QVERIFY(recorded.wait(2000));
        const int voted = int(i / 2 + 1);
        // The count reaches everyone, the dead and the voter included.
        QVERIFY2(waitFor([&] {
                     return std::all_of(s.clients.begin(), s.clients.end(), [&](const auto& other) {
                         return other->day().value(QStringLiteral("voted")).toInteger() == voted;
                     });
                 }),
                 qPrintable(QStringLiteral("%1 of %2").arg(voted).arg(living)));
        if (i == 2) {
            // A player rejoining now learns the count only.
            WerewolfClient& six = *s.clients[5];
            six.dropConnection();
            QVERIFY(waitFor([&] { return !s.host->isConnected(6); }));
            QSignalSpy joined(&six, &WerewolfClient::joined);
            six.rejoin();
            QVERIFY(joined.wait(2000));
            const QCborMap day = six.day();
            QCOMPARE(day.value(QStringLiteral("hidden")).toBool(), true);
            QCOMPARE(day.value(QStringLiteral("voted")).toInteger(), voted);
            QCOMPARE(day.value(QStringLiteral("living")).toInteger(), living);
            QVERIFY(!day.contains(QStringLiteral("tally")));
            QCOMPARE(s.host->stateFor(6), six.state()); // nothing else came with it
        }
    }
    // The moderator sees every vote all along; the players nothing but counts.
    QCOMPARE(int(s.moderator->votes().size()), int(lastVote / 2));
    QCOMPARE(s.host->voteClosed(), false);
    for (std::size_t c = 0; c < s.clients.size(); ++c) {
        const QList<QCborMap>& got = s.clients[c]->received();
        for (qsizetype i = before[c]; i < got.size(); ++i) {
            const QCborMap& m = got[i];
            const QString t = m.value(QStringLiteral("t")).toString();
            const QString where = QStringLiteral("seat %1 frame %2 (%3)").arg(c + 1).arg(i).arg(t);
            QVERIFY2(!m.contains(QStringLiteral("tally")), qPrintable(where));
            if (t == QLatin1String("vote-count"))
                QCOMPARE(m.keys().size(), qsizetype(3)); // t, voted, living: no seat, no target
            else if (t == QLatin1String("voted")) // the own vote's confirmation
                QCOMPARE(m.value(QStringLiteral("target")).toInteger(), s.moderator->voteOf(int(c + 1)));
            else if (t == QLatin1String("state") || t == QLatin1String("seated")) // the rejoin: the count only
                QVERIFY2(!m.value(QStringLiteral("state")).toMap().value(QStringLiteral("day")).toMap().contains(QStringLiteral("tally")), qPrintable(where));
            else
                QVERIFY2(t == QLatin1String("presence") || t == QLatin1String("welcome"), qPrintable(where));
        }
    }
    QSignalSpy revealed(s.host.get(), &WerewolfHost::tallyRevealed);
    if (moderatorCloses) {
        QVERIFY(s.host->closeVote());
        QVERIFY(!s.host->closeVote()); // once
    } else {
        s.clients[std::size_t(votes[lastVote] - 1)]->vote(votes[lastVote + 1]);
        QVERIFY(revealed.wait(2000));
    }
    QCOMPARE(revealed.size(), 1);
    QVERIFY(s.host->voteClosed());
    QVERIFY(waitFor([&] {
        return std::all_of(s.clients.begin(), s.clients.end(), [&](const auto& c) {
            return c->day().value(QStringLiteral("closed")).toBool() && tallyText(c->day().value(QStringLiteral("tally"))) == tally;
        });
    }));
    QCOMPARE(tallyText(s.host->stateFor(NoSeat).value(QStringLiteral("day")).toMap().value(QStringLiteral("tally"))), tally);
    // The vote is closed to the players; the moderator still applies the day.
    QSignalSpy errors(s.clients[2].get(), &WerewolfClient::errorReceived);
    s.clients[2]->vote(1);
    QVERIFY(errors.wait(2000));
    QCOMPARE(errors.first().at(0).toString(), QString::fromLatin1(wwerr::NoVote));
    QVERIFY(s.moderator->applyDay(dayOf(s.moderator->votes())));
    s.host->sync();
    QVERIFY(waitFor([&] { return !s.clients[0]->day().value(QStringLiteral("open")).toBool(); }));
    QVERIFY(!s.host->voteClosed());
}

// Issue 38 (XW-25): the moderator takes out the last player who had not voted
// during a hidden vote: the count says so and the tally goes out.
void TestNetWerewolf::hiddenVoteAfterAnOverride()
{
    Session s = hostedSession(smallDeal());
    QVERIFY(s.moderator->applyNight());
    s.host->sync();
    QVERIFY(s.host->openDay(DayTally::Hidden));
    for (int seat = 1; seat <= 4; ++seat) {
        QVERIFY(waitFor([&] { return s.clients[std::size_t(seat - 1)]->day().value(QStringLiteral("open")).toBool(); }));
        s.clients[std::size_t(seat - 1)]->vote(seat == 1 ? 2 : 1);
    }
    QVERIFY(waitFor([&] { return s.clients[5]->day().value(QStringLiteral("voted")).toInteger() == 4; }));
    QVERIFY(s.moderator->applyOverride(5, false, QStringLiteral("left the table")));
    s.host->sync();
    QVERIFY(waitFor([&] { return s.clients[5]->day().value(QStringLiteral("living")).toInteger() == 5; }));
    QVERIFY(!s.host->voteClosed());
    QVERIFY(s.moderator->applyOverride(6, false, QStringLiteral("left the table")));
    s.host->sync();
    QVERIFY(s.host->voteClosed());
    QVERIFY(waitFor([&] { return tallyText(s.clients[0]->day().value(QStringLiteral("tally"))) == QLatin1String("1:3 2:1"); }));
}

// Issue 38: every player learns who is connected ("presence") when a player
// joins, drops or rejoins; the state's players say it too.
void TestNetWerewolf::presence()
{
    const auto connected = [](const WerewolfClient& c) {
        QList<int> out;
        for (const QCborValue& v : c.players())
            if (v.toMap().value(QStringLiteral("connected")).toBool())
                out << int(v.toMap().value(QStringLiteral("seat")).toInteger());
        return out;
    };
    Session s = hostedSession(smallDeal());
    const QList<int> all{1, 2, 3, 4, 5, 6};
    QVERIFY(waitFor([&] { return connected(*s.clients[0]) == all && connected(*s.clients[5]) == all; }));
    s.clients[2]->dropConnection();
    QVERIFY(waitFor([&] { return connected(*s.clients[0]) == QList<int>({1, 2, 4, 5, 6}); }));
    QCOMPARE(connected(*s.clients[5]), QList<int>({1, 2, 4, 5, 6}));
    const QCborMap last = s.clients[0]->received().constLast();
    QCOMPARE(last.value(QStringLiteral("t")).toString(), QStringLiteral("presence"));
    QCOMPARE(last.value(QStringLiteral("connected")).toArray(), QCborArray({1, 2, 4, 5, 6}));
    s.clients[2]->rejoin();
    QVERIFY(waitFor([&] { return connected(*s.clients[0]) == all; }));
    QCOMPARE(connected(*s.clients[2]), all); // its own state says so too
    s.host->release(4);
    QVERIFY(waitFor([&] { return connected(*s.clients[0]) == QList<int>({1, 2, 3, 5, 6}); }));
}

QTEST_GUILESS_MAIN(TestNetWerewolf)
#include "tst_net_werewolf.moc"

