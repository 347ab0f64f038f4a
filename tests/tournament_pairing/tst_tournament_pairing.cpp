// Pairings of engine/tournament: Berger round-robin tables for 3..16 players
// (every pair once, or twice with colours swapped; colours balanced; one bye
// each in an odd field), the published 8-player table, and the Swiss of
// docs/TOURNAMENT.md over 9 rounds of 30 players with seeded random results:
// no rematch, no second bye, |whites - blacks| <= 2, never three of a colour
// in a row; withdrawals and late entries.
#include "core/random.h"
#include "tournament/roundrobin.h"
#include "tournament/swiss.h"
#include "tournament/tournament.h"

#include <QTest>

#include <map>
#include <set>

using namespace tournament;

namespace {

Tournament field(System system, int players, int swissRounds = 0)
{
    Tournament t("Club evening", system, swissRounds);
    for (int i = 0; i < players; ++i) {
        Player p;
        p.name = "P" + std::to_string(i + 1);
        p.rating = 2000 - 10 * i;
        if (t.addPlayer(p) != Refusal::None)
            qFatal("cannot add player %d", i);
    }
    return t;
}

Result randomResult(qiyuan::Xoshiro256& random)
{
    switch (random.below(3)) {
    case 0: return Result::WhiteWins;
    case 1: return Result::Draw;
    default: return Result::BlackWins;
    }
}

void playRound(Tournament& t, qiyuan::Xoshiro256& random)
{
    const int r = int(t.rounds().size()) - 1;
    const auto boards = t.rounds().back().boards;
    for (int b = 0; b < int(boards.size()); ++b)
        if (!boards[std::size_t(b)].isFinished())
            QCOMPARE_EQ(int(t.setResult(r, b, randomResult(random))), int(Refusal::None));
}

// Each player's colours over the board, round by round ('W', 'B'; '-' no game).
std::map<int, std::string> colourLines(const Tournament& t)
{
    std::map<int, std::string> lines;
    for (const auto& round : t.rounds())
        for (const auto& b : round.boards)
            if (b.isPlayed()) {
                lines[b.white] += 'W';
                lines[b.black] += 'B';
            }
    return lines;
}

} // namespace

class TestTournamentPairing : public QObject {
    Q_OBJECT
private slots:
    void roundRobin_data();
    void roundRobin();
    void bergerTableOfEight();
    void swissFirstRoundTopHalfAgainstBottomHalf();
    void swissWinnersMeetWinners();
    void swiss_data();
    void swiss();
    void lateEntryRefusedInRoundRobin();
    void roundRobinWithdrawalForfeits();
};

void TestTournamentPairing::roundRobin_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("twice");
    for (int n = 3; n <= 16; ++n) {
        QTest::addRow("single, %d players", n) << n << false;
        QTest::addRow("double, %d players", n) << n << true;
    }
}

void TestTournamentPairing::roundRobin()
{
    QFETCH(int, players);
    QFETCH(bool, twice);
    Tournament t = field(twice ? System::DoubleRoundRobin : System::RoundRobin, players);
    const int perCycle = players % 2 == 0 ? players - 1 : players;
    QCOMPARE(t.plannedRounds(), twice ? 2 * perCycle : perCycle);
    qiyuan::Xoshiro256 random{std::uint64_t(players)};
    while (!t.finished()) {
        QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::None));
        playRound(t, random);
    }
    QCOMPARE(int(t.rounds().size()), t.plannedRounds());
    QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::NoRoundsLeft));

    std::map<std::pair<int, int>, int> games; // (white, black) -> count
    std::vector<int> byes(std::size_t(players), 0);
    for (const auto& round : t.rounds()) {
        std::set<int> seated;
        for (const auto& b : round.boards) {
            QVERIFY(seated.insert(b.white).second);
            if (b.isBye()) {
                ++byes[std::size_t(b.white)];
                continue;
            }
            QVERIFY(seated.insert(b.black).second);
            ++games[{b.white, b.black}];
        }
        QCOMPARE(int(seated.size()), players); // everyone plays or has the bye
    }
    for (int a = 0; a < players; ++a) {
        QCOMPARE(byes[std::size_t(a)], players % 2 == 1 ? (twice ? 2 : 1) : 0);
        for (int b = a + 1; b < players; ++b) {
            const int ab = games[{a, b}];
            const int ba = games[{b, a}];
            if (twice) {
                QCOMPARE(ab, 1); // once with each colour
                QCOMPARE(ba, 1);
            } else {
                QCOMPARE(ab + ba, 1);
            }
        }
    }
    for (const auto& [player, line] : colourLines(t)) {
        const auto whites = std::count(line.begin(), line.end(), 'W');
        const auto blacks = std::count(line.begin(), line.end(), 'B');
        if (twice)
            QCOMPARE(whites, blacks);
        else
            QVERIFY2(std::abs(whites - blacks) <= 1, (std::to_string(player) + ": " + line).c_str());
    }
}

// The 8-player Berger table as printed at http://www.mychess.de/index.php?mod=turnierinfo&t_id=jqgm7yyX
// (rounds 1-6; that page prints round 7's second board as "3,5", which would
// give player 3 five whites; the FIDE table, FIDE Handbook C.05 Annex 1, has 5-3).
void TestTournamentPairing::bergerTableOfEight()
{
    const std::vector<std::vector<std::pair<int, int>>> printed = {
        {{1, 8}, {2, 7}, {3, 6}, {4, 5}}, {{8, 5}, {6, 4}, {7, 3}, {1, 2}}, {{2, 8}, {3, 1}, {4, 7}, {5, 6}},
        {{8, 6}, {7, 5}, {1, 4}, {2, 3}}, {{3, 8}, {4, 2}, {5, 1}, {6, 7}}, {{8, 7}, {1, 6}, {2, 5}, {3, 4}},
        {{4, 8}, {5, 3}, {6, 2}, {7, 1}},
    };
    const auto table = bergerTable(8);
    QCOMPARE(table.size(), printed.size());
    for (std::size_t r = 0; r < printed.size(); ++r)
        for (std::size_t b = 0; b < 4; ++b) {
            QCOMPARE(table[r][b].first + 1, printed[r][b].first);
            QCOMPARE(table[r][b].second + 1, printed[r][b].second);
        }
    // Seven players: the same table, player 8's opponent has the bye.
    const auto seven = bergerTable(7);
    QCOMPARE(seven[1][0], std::make_pair(4, NoPlayer));
}

void TestTournamentPairing::swissFirstRoundTopHalfAgainstBottomHalf()
{
    Tournament t = field(System::Swiss, 8, 5); // ratings descend with entry order
    QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::None));
    const auto& boards = t.rounds()[0].boards;
    const std::vector<std::pair<int, int>> expected = {{0, 4}, {5, 1}, {2, 6}, {7, 3}};
    QCOMPARE(boards.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(boards[i].white, expected[i].first);
        QCOMPARE(boards[i].black, expected[i].second);
    }
}

void TestTournamentPairing::swissWinnersMeetWinners()
{
    Tournament t = field(System::Swiss, 8, 5);
    t.pairNextRound();
    // Round 1: the higher-rated wins everywhere: 0, 1, 2, 3 on 1 point.
    for (int b = 0; b < 4; ++b)
        t.setResult(0, b, t.rounds()[0].boards[std::size_t(b)].white < 4 ? Result::WhiteWins : Result::BlackWins);
    QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::None));
    const auto& boards = t.rounds()[1].boards;
    for (const auto& b : boards)
        QCOMPARE(t.halves(b.white, 1), t.halves(b.black, 1)); // score groups stay together
    // Group {0,1,2,3}: top half against bottom half: 0-2 and 1-3; colours alternate from round 1.
    QCOMPARE(std::make_pair(boards[0].white, boards[0].black), std::make_pair(2, 0)); // 0 had white
    QCOMPARE(std::make_pair(boards[1].white, boards[1].black), std::make_pair(1, 3)); // 1 had black
}

void TestTournamentPairing::swiss_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("withdrawAfter"); // after this round two players withdraw (0: none)
    QTest::addColumn<int>("lateEntriesAt"); // three players join at this round (0: none)
    QTest::newRow("30 players, 9 rounds, seed 1") << 30 << 9 << quint64(1) << 0 << 0;
    QTest::newRow("30 players, 9 rounds, seed 2") << 30 << 9 << quint64(2) << 0 << 0;
    QTest::newRow("30 players, 9 rounds, seed 3") << 30 << 9 << quint64(3) << 0 << 0;
    QTest::newRow("29 players, 9 rounds: a bye each round") << 29 << 9 << quint64(4) << 0 << 0;
    QTest::newRow("30 players, 9 rounds, 2 withdraw, 3 join late") << 30 << 9 << quint64(5) << 3 << 5;
    QTest::newRow("10 players, 7 rounds") << 10 << 7 << quint64(6) << 0 << 0;
    QTest::newRow("7 players, 5 rounds") << 7 << 5 << quint64(7) << 0 << 0;
    QTest::newRow("64 players, 9 rounds") << 64 << 9 << quint64(8) << 0 << 0;
}

void TestTournamentPairing::swiss()
{
    QFETCH(int, players);
    QFETCH(int, rounds);
    QFETCH(quint64, seed);
    QFETCH(int, withdrawAfter);
    QFETCH(int, lateEntriesAt);
    Tournament t = field(System::Swiss, players, rounds);
    qiyuan::Xoshiro256 random(seed);
    std::set<int> withdrawn;
    for (int r = 1; r <= rounds; ++r) {
        if (r == withdrawAfter + 1 && withdrawAfter > 0)
            for (int p : {3, 17}) {
                QCOMPARE_EQ(int(t.withdraw(p)), int(Refusal::None));
                withdrawn.insert(p);
            }
        if (r == lateEntriesAt && lateEntriesAt > 0)
            for (int k = 0; k < 3; ++k) {
                Player p;
                p.name = "Late " + std::to_string(k + 1);
                QCOMPARE_EQ(int(t.addPlayer(p)), int(Refusal::None));
                QCOMPARE(t.players().back().joinedRound, r);
            }
        QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::None));
        // Every active player (and no one else) sits at exactly one board.
        std::set<int> seated;
        for (const auto& b : t.rounds().back().boards) {
            QVERIFY(seated.insert(b.white).second);
            if (!b.isBye())
                QVERIFY(seated.insert(b.black).second);
        }
        for (int p = 0; p < int(t.players().size()); ++p) {
            const auto& player = t.players()[std::size_t(p)];
            QCOMPARE(seated.count(p) == 1, !player.withdrawn && player.joinedRound <= r);
        }
        playRound(t, random);
    }
    QVERIFY(t.finished());

    std::set<std::pair<int, int>> met;
    std::map<int, int> byes;
    for (const auto& round : t.rounds())
        for (const auto& b : round.boards) {
            if (b.isBye()) {
                QVERIFY2(++byes[b.white] == 1, ("second bye for player " + std::to_string(b.white)).c_str());
                continue;
            }
            QVERIFY2(met.insert({std::min(b.white, b.black), std::max(b.white, b.black)}).second,
                     ("rematch " + std::to_string(b.white) + "-" + std::to_string(b.black)).c_str());
        }
    if (players % 2 == 1 && withdrawAfter == 0)
        QCOMPARE(int(byes.size()), rounds);
    for (const auto& [player, line] : colourLines(t)) {
        int difference = 0;
        for (std::size_t i = 0; i < line.size(); ++i) {
            difference += line[i] == 'W' ? 1 : -1;
            QVERIFY2(std::abs(difference) <= 2, (std::to_string(player) + ": " + line).c_str());
            if (i >= 2)
                QVERIFY2(!(line[i] == line[i - 1] && line[i] == line[i - 2]), (std::to_string(player) + ": " + line).c_str());
        }
    }
}

void TestTournamentPairing::lateEntryRefusedInRoundRobin()
{
    Tournament t = field(System::RoundRobin, 4);
    QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::None));
    Player late;
    late.name = "Late";
    QCOMPARE_EQ(int(t.addPlayer(late)), int(Refusal::AlreadyStarted));
    QCOMPARE(int(t.players().size()), 4);
}

void TestTournamentPairing::roundRobinWithdrawalForfeits()
{
    Tournament t = field(System::RoundRobin, 4);
    t.pairNextRound();
    for (int b = 0; b < 2; ++b)
        t.setResult(0, b, Result::Draw);
    QCOMPARE_EQ(int(t.withdraw(0)), int(Refusal::None));
    while (!t.finished()) {
        QCOMPARE_EQ(int(t.pairNextRound()), int(Refusal::None));
        const auto& round = t.rounds().back();
        for (int b = 0; b < int(round.boards.size()); ++b) {
            const auto& board = round.boards[std::size_t(b)];
            if (board.white == 0)
                QCOMPARE(board.result, Result::BlackWinsByForfeit);
            else if (board.black == 0)
                QCOMPARE(board.result, Result::WhiteWinsByForfeit);
            else
                t.setResult(int(t.rounds().size()) - 1, b, Result::Draw);
        }
    }
    QCOMPARE(t.halves(0), 1); // the draw of round 1 stays
}

QTEST_APPLESS_MAIN(TestTournamentPairing)
#include "tst_tournament_pairing.moc"
