// Every way of playing of every board game through the same match script,
// headless: one row per (way × game). The ways are a hot seat, the built-in
// computer, an external UCI engine (a fake engine process), the LAN host's
// table (its match follows the host's session; a guest plays over loopback)
// and the LAN guest's table (a net::RemoteSeat follows the host). The games
// are xiangqi, 翻翻棋 and 积分象棋 in each of its rule sets. Each row plays
// the same script on the match::Match of the person here ("me", seat 0): a
// few legal actions from both seats, an illegal action and one out of turn
// refused with their typed match::Refusal, a take-back of my last turn, a
// draw offer the other seat answers, and my resignation, announced once by
// Match::finished (and, at the LAN host, once by the host's own match). The
// UCI seat plays xiangqi only: its rows of the other games are skipped, saying so.
#include "../fakeuci.h"
#include "../lanplay.h"
#include "match/match.h"
#include "match/think.h"
#include "net/clientsession.h"
#include "net/hostsession.h"
#include "net/remoteseat.h"
#include "uci/uciseat.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <string_view>

using namespace qiyuan;
using namespace qiyuan::match;

namespace {

constexpr int Me = 0; // the person here: red, or the deal's first chair

enum class WayKind { HotSeat, Computer, Uci, LanHost, LanGuest };

// A legal action for the side to act, found by the weakest computer; in
// 积分象棋, whose generals may fall within a few plies, one that does not end
// the game, so that the script reaches its own end.
QString weakestChoice(const Referee& referee)
{
    ThinkOptions o;
    o.level = 1;
    std::atomic<bool> stop{false};
    const QString choice = thinkJob(referee, referee.sideToMove(), o)(stop, {});
    const auto* jifen = dynamic_cast<const JifenReferee*>(&referee);
    if (!jifen)
        return choice;
    auto endsGame = [&](const jifen::Action& a) {
        jifen::Game after = jifen->game();
        return after.play(a) || after.over();
    };
    if (const auto a = jifen::parseAction(choice.toStdString()); a && !endsGame(*a))
        return choice;
    for (const jifen::Action& a : jifen->game().legalActions())
        if (!endsGame(a))
            return QString::fromStdString(jifen::actionText(a));
    return choice;
}

// One way of playing: the match the script drives and how the other seat acts and answers.
class Way {
public:
    virtual ~Way() = default;
    Match& match() { return *match_; }
    // What I play now; `takeBack`: an action that may be taken back (over the LAN no 翻翻棋 flip).
    virtual QString myChoice(bool takeBack) = 0;
    // The other seat plays its whole turn (a person here for it, the computer, the other computer).
    virtual bool otherTurn() = 0;
    // I ask to take back my last turn and the other seat lets me.
    virtual bool takeBack() = 0;
    // I offer a draw and the other seat answers; true when it declined (the computer may accept).
    virtual bool offerDrawDeclined() = 0;
    // The host's own match at the LAN host (it announces the end too), else nullptr.
    virtual const Match* hostMatch() const { return nullptr; }
    // Whether my last action is shown by the match (over the LAN once the host reported it).
    bool played(int plyBefore) { return QTest::qWaitFor([&] { return match_->referee().ply() > plyBefore; }, 5000); }

protected:
    std::unique_ptr<Match> match_ = std::make_unique<Match>();
};

Match::Setup setupFor(const QString& game, const QString& variant)
{
    Match::Setup s;
    s.game = game;
    s.referee.insert(QStringLiteral("variant"), variant);
    if (game == QLatin1String("banqi")) {
        s.referee.insert(QStringLiteral("turnSeconds"), 0);
        s.referee.insert(QStringLiteral("seed"), QStringLiteral("35"));
        s.referee.insert(QStringLiteral("salt"), QStringLiteral("00112233445566778899aabbccddeeff"));
    }
    return s;
}

// A hot seat: two persons at this computer; the script plays for both.
class HotSeat : public Way {
public:
    explicit HotSeat(const Match::Setup& setup)
    {
        match_->start(setup, std::make_unique<PersonSeat>(), std::make_unique<PersonSeat>());
    }
    QString myChoice(bool) override { return weakestChoice(match_->referee()); }
    bool otherTurn() override
    {
        while (!match_->over() && match_->toAct() == 1 - Me)
            if (!match_->play(1 - Me, weakestChoice(match_->referee())))
                return false;
        return true;
    }
    bool takeBack() override
    {
        if (!match_->canUndo())
            return false;
        match_->undo(); // a hot seat takes back one action
        return true;
    }
    bool offerDrawDeclined() override
    {
        QSignalSpy asked(match_.get(), &Match::drawOffered);
        QSignalSpy declined(match_.get(), &Match::drawDeclined);
        if (!match_->offerDraw(Me) || asked.count() != 1)
            return false;
        match_->answerDraw(false);
        return declined.count() == 1;
    }
};

// The computer at the other seat, built in or an external engine: it acts and answers by itself.
class AgainstComputer : public Way {
public:
    AgainstComputer(const Match::Setup& setup, std::unique_ptr<Seat> computer, QStringList myScript = {})
        : script_(std::move(myScript))
    {
        match_->start(setup, std::make_unique<PersonSeat>(), std::move(computer));
    }
    // The fake engine knows a few positions only: there I play the script's moves
    // (I play red: my n-th move at ply 2n).
    QString myChoice(bool) override
    {
        return script_.isEmpty() ? weakestChoice(match_->referee()) : script_.value(match_->referee().ply() / 2);
    }
    bool otherTurn() override
    {
        return QTest::qWaitFor([&] { return match_->over() || match_->toAct() == Me; }, 20000);
    }
    bool takeBack() override
    {
        if (!otherTurn()) // the computer's answer goes with my action
            return false;
        match_->undo();
        return true;
    }
    bool offerDrawDeclined() override
    {
        QSignalSpy declined(match_.get(), &Match::drawDeclined);
        return match_->offerDraw(Me) && declined.count() == 1; // answered at once; else accepted: over
    }

private:
    QStringList script_;
};

// The table of a LAN game: my match follows the host's session through a
// net::RemoteSeat; the other player sits at the other end of the loopback.
class LanTable : public Way {
public:
    QString myChoice(bool takeBack) override
    {
        return takeBack ? lanplay::takeBackableAction(link()->state(), rng_) : weakestChoice(match_->referee());
    }
    bool otherTurn() override
    {
        while (!match_->over() && match_->toAct() == 1 - Me) {
            const int before = match_->referee().ply();
            if (!otherPlays() || !played(before))
                return false;
        }
        return true;
    }
    bool takeBack() override
    {
        const int before = match_->referee().ply();
        if (!match_->requestTakeBack(Me) || !otherAnswersTakeBack())
            return false;
        return QTest::qWaitFor([&] { return match_->referee().ply() < before; }, 5000);
    }
    bool offerDrawDeclined() override
    {
        QSignalSpy declined(link(), &net::LanLink::drawDeclined);
        return match_->offerDraw(Me) && otherDeclinesDraw() && declined.wait(5000);
    }
    net::LanLink* link() const { return seat_->link(); }

protected:
    static net::TableSettings settings(const Match::Setup& setup, int hostSeat)
    {
        net::TableSettings s;
        s.hostName = QStringLiteral("Host");
        s.game = setup.game;
        s.variant = setup.referee.value(QStringLiteral("variant")).toString();
        s.hostSeat = hostSeat;
        s.turnSeconds = 0; // no clock: the script ends the game by resigning
        s.seed = 35;
        return s;
    }
    bool sitDown(net::ClientSession* client, const net::HostSession& host)
    {
        QSignalSpy joined(client, &net::ClientSession::joined);
        client->connectToHost(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Guest"), host.roomCode());
        return joined.wait(5000);
    }
    bool follow(net::LanLink* link)
    {
        seat_ = net::RemoteSeat::take(*match_, link);
        return seat_->follow();
    }
    virtual bool otherPlays() = 0;
    virtual bool otherAnswersTakeBack() = 0;
    virtual bool otherDeclinesDraw() = 0;

    net::RemoteSeat* seat_ = nullptr;
    QRandomGenerator rng_{35};
};

// At the LAN host's table: my match follows the host's own session; the guest plays over loopback.
class LanHost : public LanTable {
public:
    explicit LanHost(const Match::Setup& setup)
    {
        auto host = std::make_unique<net::HostSession>(settings(setup, Me), lanplay::fastTiming());
        session_ = host.get();
        if (!host->listen(QHostAddress::LocalHost, 0))
            return;
        ok_ = follow(new net::LanLink(std::move(host), nullptr)) && sitDown(&guest_, *session_)
              && QTest::qWaitFor([&] { return session_->started() && match_->seat(1 - Me)->kind() == Seat::Kind::Lan; });
    }
    bool ok() const { return ok_; }
    const Match* hostMatch() const override { return &session_->match(); }

private:
    bool otherPlays() override
    {
        // The guest chooses once it has seen the game as my match shows it.
        if (!QTest::qWaitFor([&] { return guest_.ply() == match_->referee().ply(); }, 5000))
            return false;
        const QString action = weakestChoice(match_->referee());
        guest_.sendMove(action);
        return !action.isEmpty();
    }
    bool otherAnswersTakeBack() override
    {
        return whenAsked(&net::ClientSession::undoRequested, [&] { guest_.answerUndo(true); });
    }
    bool otherDeclinesDraw() override
    {
        return whenAsked(&net::ClientSession::drawOffered, [&] { guest_.answerDraw(false); });
    }
    // The guest answers once the host has asked it.
    template <typename Asked>
    bool whenAsked(Asked asked, const std::function<void()>& answer)
    {
        QSignalSpy spy(&guest_, asked);
        if (!spy.wait(5000))
            return false;
        answer();
        return true;
    }

    net::HostSession* session_ = nullptr;
    net::ClientSession guest_{lanplay::fastTiming()};
    bool ok_ = false;
};

// At the LAN guest's table: I joined the host over loopback; the host's player plays there.
class LanGuest : public LanTable {
public:
    explicit LanGuest(const Match::Setup& setup)
        : host_(settings(setup, 1 - Me), lanplay::fastTiming())
    {
        auto* client = new net::ClientSession(lanplay::fastTiming());
        ok_ = host_.listen(QHostAddress::LocalHost, 0) && sitDown(client, host_)
              && follow(new net::LanLink(client, nullptr, lanplay::fastTiming()));
    }
    bool ok() const { return ok_; }

private:
    bool otherPlays() override
    {
        const QString action = weakestChoice(host_.referee());
        return !action.isEmpty() && host_.play(action).isEmpty();
    }
    bool otherAnswersTakeBack() override
    {
        QSignalSpy asked(&host_, &net::HostSession::undoRequested);
        return (host_.undoRequestBy() == Me || asked.wait(5000)) && host_.answerUndo(true).isEmpty();
    }
    bool otherDeclinesDraw() override
    {
        QSignalSpy asked(&host_, &net::HostSession::drawOffered);
        return (host_.drawOfferBy() == Me || asked.wait(5000)) && host_.answerDraw(false).isEmpty();
    }

    net::HostSession host_;
    bool ok_ = false;
};

// Black's answers of the fake engine, by its back rank: 马8进7, 马2进3, 车9平8, 车1平2.
const QByteArray FakeEngine = "#!/bin/sh\n"
                              "fen=''\n"
                              "while read cmd rest; do\n"
                              "  case \"$cmd\" in\n"
                              "    uci) echo 'id name Fake'; echo uciok;;\n"
                              "    isready) echo readyok;;\n"
                              "    position) fen=\"$rest\";;\n"
                              "    go) case \"$fen\" in\n"
                              "          *\"fen rnbakabnr/\"*) echo 'bestmove h9g7';;\n"
                              "          *\"fen rnbakab1r/\"*) echo 'bestmove b9c7';;\n"
                              "          *\"fen r1bakab1r/\"*) echo 'bestmove i9h9';;\n"
                              "          *) echo 'bestmove a9b9';;\n"
                              "        esac;;\n"
                              "    quit) exit 0;;\n"
                              "  esac\n"
                              "done\n";

// My moves against the fake engine: legal whatever of its answers came (炮二平五, 马二进三, 马八进七, 车一平二).
const QStringList MyScriptAgainstTheEngine{"h2e2", "h0g2", "b0c2", "i0h0", "a0b0"};

} // namespace

class TestMatchWays : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sameScript_data();
    void sameScript();

private:
    std::unique_ptr<Way> makeWay(WayKind way, const Match::Setup& setup);
    QTemporaryDir dir_;
    QString engine_;
};

void TestMatchWays::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the LAN seat kept on disk (net/lanseats.h)
    engine_ = test::writeFakeEngine(dir_, FakeEngine);
    QVERIFY(!engine_.isEmpty());
}

std::unique_ptr<Way> TestMatchWays::makeWay(WayKind way, const Match::Setup& setup)
{
    switch (way) {
    case WayKind::HotSeat:
        return std::make_unique<HotSeat>(setup);
    case WayKind::Computer:
        return std::make_unique<AgainstComputer>(setup, std::make_unique<ComputerSeat>(1));
    case WayKind::Uci:
        return std::make_unique<AgainstComputer>(setup, std::make_unique<uci::UciSeat>(EngineSpec{engine_, {}, {}}, 1),
                                                 MyScriptAgainstTheEngine);
    case WayKind::LanHost:
        if (auto host = std::make_unique<LanHost>(setup); host->ok())
            return host;
        return nullptr;
    case WayKind::LanGuest:
        if (auto guest = std::make_unique<LanGuest>(setup); guest->ok())
            return guest;
        return nullptr;
    }
    return nullptr;
}

void TestMatchWays::sameScript_data()
{
    QTest::addColumn<int>("way");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("plies");  // played before the script's checks (翻翻棋 BQ-11: draws and resignations from ply 40)
    QTest::addColumn<int>("engine"); // match::EngineError's alternative for the game's refusals
    QTest::addColumn<QString>("illegal"); // never legal for me: a general two points ahead, a diagonal step in 翻翻棋
    struct Game {
        const char* name;
        const char* game;
        const char* variant;
        int plies;
        int engine;
        const char* illegal;
    };
    const Game games[] = {
        {"xiangqi", "xiangqi", "standard", 4, 1, "e0e2"},
        {"banqi", "banqi", "banqi", 44, 2, "a1b2"},
        {"jifen simple", "jifen", "jifen-simple", 4, 3, "e0e2"},
        {"jifen match", "jifen", "jifen-match", 4, 3, "e0e2"},
        {"jifen contest", "jifen", "jifen-contest", 4, 3, "e0e2"},
    };
    const std::pair<WayKind, const char*> ways[] = {
        {WayKind::HotSeat, "hot seat"},  {WayKind::Computer, "built-in computer"}, {WayKind::Uci, "UCI engine"},
        {WayKind::LanHost, "LAN host"}, {WayKind::LanGuest, "LAN guest"},
    };
    for (const Game& g : games)
        for (const auto& [way, wayName] : ways) {
            // UCI engines play xiangqi only (uci::UciSeat::yourTurn ignores other games).
            if (way == WayKind::Uci && std::string_view(g.game) != "xiangqi")
                continue;
            QTest::addRow("%s · %s", g.name, wayName) << int(way) << QString::fromLatin1(g.game)
                                                      << QString::fromLatin1(g.variant) << g.plies << g.engine
                                                      << QString::fromLatin1(g.illegal);
        }
}

void TestMatchWays::sameScript()
{
    QFETCH(int, way);
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(int, plies);
    QFETCH(int, engine);
    QFETCH(QString, illegal);

    const std::unique_ptr<Way> w = makeWay(WayKind(way), setupFor(game, variant));
    QVERIFY(w);
    Match& m = w->match();
    QCOMPARE(m.referee().gameKey(), game);
    QSignalSpy finished(&m, &Match::finished);
    std::optional<QSignalSpy> hostFinished;
    if (const Match* host = w->hostMatch())
        hostFinished.emplace(host, &Match::finished);

    // My turn: every action of it (a 积分象棋 contest turn holds more than one), each shown by the match.
    auto myTurn = [&](bool takeBack) {
        for (bool first = true; !m.over() && m.toAct() == Me; first = false) {
            const int before = m.referee().ply();
            const QString action = w->myChoice(takeBack && first);
            Refusal no;
            if (!m.play(Me, action, &no) || !w->played(before))
                return qWarning("%s refused: %s", qPrintable(action), qPrintable(no.text())), false;
        }
        return true;
    };

    // A few legal actions from both seats.
    while (m.referee().ply() < plies && !m.over())
        QVERIFY2(m.toAct() == Me ? myTurn(false) : w->otherTurn(),
                 qPrintable(QStringLiteral("ply %1").arg(m.referee().ply())));
    QVERIFY(w->otherTurn());
    QVERIFY2(!m.over(), qPrintable(m.referee().actions().join(QLatin1Char(' '))));

    // An illegal action: the engine's own refusal, of the game's type.
    Refusal no;
    QVERIFY(!m.play(Me, illegal, &no));
    QCOMPARE(int(no.why), int(Refusal::Why::Engine));
    QCOMPARE(int(no.engine.index()), engine);

    // My turn, then an action out of turn.
    const QStringList before = m.referee().actions();
    QVERIFY(myTurn(true));
    const int after = m.referee().ply();
    QVERIFY(after > before.size());
    QVERIFY(!m.play(Me, illegal, &no));
    QCOMPARE(int(no.why), int(Refusal::Why::NotYourTurn));

    // Take-back: my last action is gone (against the computer its answer too), my turn again.
    QVERIFY(w->takeBack());
    QCOMPARE(m.toAct(), Me);
    QVERIFY(m.referee().ply() < after);
    QCOMPARE(m.referee().actions().mid(0, before.size()), before);

    // A draw offer: the other seat declines (the computer answers at once and may accept: the game ends drawn).
    const bool declined = w->offerDrawDeclined();
    if (!declined) {
        QVERIFY2(WayKind(way) == WayKind::Computer || WayKind(way) == WayKind::Uci, "only the computer accepts");
        QVERIFY(m.over());
        QCOMPARE(m.ending(), QStringLiteral("draw"));
    } else {
        QVERIFY(!m.over());
        QVERIFY(finished.isEmpty());
        // The end: I resign; the match announces it once.
        QVERIFY(m.resign(Me, &no));
        QTRY_VERIFY_WITH_TIMEOUT(m.over(), 5000);
        QCOMPARE(m.ending(), QStringLiteral("resign"));
        QCOMPARE(m.endingSeat(), Me);
    }
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).value<QCborMap>(), m.referee().result());

    // Nothing after the end: refused, and the end is not announced again.
    QVERIFY(!m.resign(Me, &no));
    QCOMPARE(int(no.why), int(Refusal::Why::GameOver));
    QVERIFY(!m.play(Me, illegal, &no));
    QCOMPARE(int(no.why), int(Refusal::Why::GameOver));
    QTest::qWait(100);
    QCOMPARE(finished.count(), 1);
    if (hostFinished) {
        QCOMPARE(hostFinished->count(), 1);
        QCOMPARE(w->hostMatch()->referee().result(), m.referee().result());
    }
}

QTEST_GUILESS_MAIN(TestMatchWays)
#include "tst_match_ways.moc"
