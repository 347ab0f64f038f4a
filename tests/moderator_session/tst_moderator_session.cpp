// The moderator's session (engine/session/moderatorsession.h) holds the coming
// day's votes, no widget and no host involved: the players' own (over the LAN)
// and the moderator's changes are one set (XW-24 / CW-17: a vote for a living
// player or an abstention; XW-25 / CW-18: the moderator may change any), the
// day is applied with them, and the steps that end a day clear them.
#include "session/moderatorsession.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace qiyuan;
using namespace qiyuan::werewolf;
using session::ModeratorSession;

namespace {

// A reduced table (XW-2): seat k is "Player k".
std::vector<Seat> smallDeal()
{
    return {{1, Camp::Red, Role::General},   {2, Camp::Red, Role::Chariot},  {3, Camp::Red, Role::Soldier},
            {4, Camp::Black, Role::General}, {5, Camp::Black, Role::Horse}, {6, Camp::Black, Role::Cannon}};
}

// The session with the game started and its first night applied: a day may be voted.
void startAtFirstDay(ModeratorSession& m)
{
    const std::vector<Seat> seats = smallDeal();
    RuleError why;
    auto table = Table::create(Game::Xiangqi, Settings{}, seats, &why);
    QVERIFY(table);
    std::map<int, QString> names;
    for (const Seat& s : seats)
        names[s.id] = QStringLiteral("Player %1").arg(s.id);
    m.load(Settings{}, seats, names, std::move(*table), {}, {});
    QVERIFY(m.applyNight());
}

// "voter>target" pairs, in voter order ("5>0": 5 abstains).
QString votesText(const std::vector<Vote>& votes)
{
    QStringList out;
    for (const Vote& v : votes)
        out << QStringLiteral("%1>%2").arg(v.voter).arg(v.target);
    return out.join(QLatin1Char(' '));
}

using Step = std::function<bool(ModeratorSession&)>;

} // namespace

Q_DECLARE_METATYPE(Step)

class TestModeratorSession : public QObject {
    Q_OBJECT
private slots:
    void votesAreSetAndChanged_data();
    void votesAreSetAndChanged();
    void stepsThatEndTheDayClearTheVotes_data();
    void stepsThatEndTheDayClearTheVotes();
};

void TestModeratorSession::votesAreSetAndChanged_data()
{
    QTest::addColumn<QList<int>>("setVotes"); // voter, target, voter, target... (target -1 removes)
    QTest::addColumn<QString>("votes");
    QTest::addColumn<int>("voteOf5");
    QTest::addColumn<int>("executed");

    QTest::newRow("XW-24 two votes for the 兵 #3: it is executed") << QList<int>{5, 3, 2, 3} << "2>3 5>3" << 3 << 3;
    QTest::newRow("XW-24 an abstention is a vote without a target") << QList<int>{5, 0, 2, 6} << "2>6 5>0" << 0 << 6;
    QTest::newRow("XW-25 the moderator changes a vote: the last one counts")
        << QList<int>{5, 3, 2, 6, 5, 6} << "2>6 5>6" << 6 << 6;
    QTest::newRow("XW-25 the moderator removes a vote") << QList<int>{5, 3, 2, 6, 5, -1} << "2>6" << -1 << 6;
    QTest::newRow("XW-24 a tie executes nobody (the default rule)") << QList<int>{5, 3, 2, 6} << "2>6 5>3" << 3 << 0;
}

void TestModeratorSession::votesAreSetAndChanged()
{
    QFETCH(QList<int>, setVotes);
    QFETCH(QString, votes);
    QFETCH(int, voteOf5);
    QFETCH(int, executed);
    ModeratorSession m(Game::Xiangqi);
    startAtFirstDay(m);
    QCOMPARE(votesText(m.votes()), QString());
    QSignalSpy changed(&m, &ModeratorSession::votesChanged);
    const int serial = m.voteSerial();
    for (qsizetype i = 0; i + 1 < setVotes.size(); i += 2)
        m.setVote(setVotes[i], setVotes[i + 1]);
    QCOMPARE(changed.size(), setVotes.size() / 2); // every change is told (the LAN host's tally follows it)
    QCOMPARE(m.voteSerial(), serial + int(setVotes.size() / 2));
    QCOMPARE(votesText(m.votes()), votes);
    QCOMPARE(m.voteOf(5), voteOf5);
    Day day;
    for (const Vote& v : m.votes())
        if (v.target != NoPlayer)
            day.votes.push_back(v);
    QVERIFY(m.applyDay(day));
    QCOMPARE(m.table()->results().back().executed, executed);
    QCOMPARE(votesText(m.votes()), QString()); // the next day starts without votes
}

void TestModeratorSession::stepsThatEndTheDayClearTheVotes_data()
{
    QTest::addColumn<Step>("step");
    QTest::addColumn<bool>("cleared");

    QTest::newRow("the day applied") << Step([](ModeratorSession& m) { return m.applyDay(Day{}); }) << true;
    QTest::newRow("the night applied") << Step([](ModeratorSession& m) { return m.applyNight(); }) << true;
    QTest::newRow("the last phase undone") << Step([](ModeratorSession& m) { return m.undoPhase(); }) << true;
    QTest::newRow("a new game") << Step([](ModeratorSession& m) { m.reset(); return true; }) << true;
    QTest::newRow("XW-25 an override keeps the day's votes")
        << Step([](ModeratorSession& m) { return m.applyOverride(6, false, QStringLiteral("left the table")); })
        << false;
    QTest::newRow("a night entry keeps them") << Step([](ModeratorSession& m) {
        m.setEntries({});
        return true;
    }) << false;
}

void TestModeratorSession::stepsThatEndTheDayClearTheVotes()
{
    QFETCH(Step, step);
    QFETCH(bool, cleared);
    ModeratorSession m(Game::Xiangqi);
    startAtFirstDay(m);
    m.setVote(5, 3);
    m.setVote(2, 0);
    QVERIFY(step(m));
    QCOMPARE(votesText(m.votes()), cleared ? QString() : QStringLiteral("2>0 5>3"));
    QCOMPARE(m.voteOf(5), cleared ? -1 : 3);
}

QTEST_GUILESS_MAIN(TestModeratorSession)
#include "tst_moderator_session.moc"
