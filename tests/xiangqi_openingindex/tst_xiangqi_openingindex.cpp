// The opening explorer's index (issue 37 point 4): the moves played from a
// position across a collection, with games and results, must match a count by
// brute force (replaying every game and comparing whole positions), with
// transpositions counted as the same position and a game counted once per move.
#include "xiangqi/openingindex.h"

#include <QTest>

#include <map>
#include <random>
#include <set>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

struct TestGame {
    std::vector<Move> moves;
    Verdict result;
};

std::vector<Move> line(const char* iccs)
{
    std::vector<Move> out;
    for (const QString& m : QString::fromLatin1(iccs).split(QLatin1Char(' ')))
        out.push_back(Position::parseIccs(m.toStdString()));
    return out;
}

// Games with shared openings (each game's first plies from a few common
// lines), then random legal moves: many positions are reached by several games.
std::vector<TestGame> games()
{
    std::vector<TestGame> out;
    const char* openings[] = {"h2e2 h9g7", "c3c4 h9g7 h2e2", "h2e2 h9g7 c3c4", "c3c4", "b2e2 b9c7"};
    std::mt19937 random(20261205);
    for (int g = 0; g < 300; ++g) {
        std::vector<Move> moves = line(openings[g % 5]);
        Position p;
        for (Move m : moves)
            p.makeMove(m);
        const int length = 4 + int(random() % 14);
        for (int i = 0; i < length; ++i) {
            const auto legal = p.legalMoves();
            if (legal.empty())
                break;
            // Mostly the first few moves, so that games meet again.
            const Move m = legal[random() % std::min<std::size_t>(legal.size(), 3)];
            moves.push_back(m);
            p.makeMove(m);
        }
        out.push_back({moves, Verdict(random() % 4)});
    }
    return out;
}

std::string placement(const Position& p)
{
    const std::string fen = p.fen();
    return fen.substr(0, fen.find(" - - "));
}

} // namespace

class TestXiangqiOpeningIndex : public QObject {
    Q_OBJECT
private slots:
    void matchesBruteForce();
    void transpositionsMeet();
};

void TestXiangqiOpeningIndex::matchesBruteForce()
{
    const std::vector<TestGame> all = games();
    OpeningIndex index;
    for (const TestGame& g : all)
        index.addGame(Position(), g.moves, g.result);
    index.finish();
    QCOMPARE(index.games(), int(all.size()));
    // By brute force: position (placement and side) -> move -> the games that played it.
    std::map<std::string, std::map<std::string, std::set<int>>> played;
    std::map<std::string, Position> positions;
    for (int gi = 0; gi < int(all.size()); ++gi) {
        Position p;
        for (Move m : all[size_t(gi)].moves) {
            played[placement(p)][toIccs(m)].insert(gi);
            positions.emplace(placement(p), p);
            p.makeMove(m);
        }
    }
    int checked = 0, shared = 0;
    for (const auto& [key, moves] : played) {
        const auto stats = index.movesFrom(positions.at(key));
        QCOMPARE(stats.size(), moves.size());
        for (const auto& s : stats) {
            const auto it = moves.find(toIccs(s.move));
            QVERIFY(it != moves.end());
            QCOMPARE(s.games, int(it->second.size()));
            int red = 0, draw = 0, black = 0;
            for (int gi : it->second) {
                red += all[size_t(gi)].result == Verdict::RedWins;
                draw += all[size_t(gi)].result == Verdict::Draw;
                black += all[size_t(gi)].result == Verdict::BlackWins;
            }
            QCOMPARE(s.redWins, red);
            QCOMPARE(s.draws, draw);
            QCOMPARE(s.blackWins, black);
            shared += s.games > 1;
        }
        for (std::size_t i = 1; i < stats.size(); ++i)
            QVERIFY(stats[i - 1].games >= stats[i].games); // most played first
        ++checked;
    }
    QVERIFY(checked > 1000);
    QVERIFY(shared > 50); // the test means something: games meet
    QVERIFY(index.movesFrom(*Position::fromFen("4k4/9/9/9/9/9/9/9/9/4K4 w")).empty());
}

// 1. 炮二平五 马8进7 2. 兵七进一 and 1. 兵七进一 马8进7 2. 炮二平五 reach one position.
void TestXiangqiOpeningIndex::transpositionsMeet()
{
    OpeningIndex index;
    index.addGame(Position(), line("h2e2 h9g7 c3c4 i9h9"), Verdict::RedWins);
    index.addGame(Position(), line("c3c4 h9g7 h2e2 i9h9"), Verdict::BlackWins);
    index.addGame(Position(), line("c3c4 h9g7 h2e2 b9c7"), Verdict::Draw);
    // A game that repeats a position counts once for its move there.
    index.addGame(Position(), line("h0g2 h9g7 g2h0 g7h9 h0g2 h9g7"), Verdict::Draw);
    index.finish();
    Position p;
    for (Move m : line("h2e2 h9g7 c3c4"))
        p.makeMove(m);
    const auto stats = index.movesFrom(p);
    QCOMPARE(stats.size(), size_t(2));
    QCOMPARE(toIccs(stats[0].move), std::string("i9h9"));
    QCOMPARE(stats[0].games, 2);
    QCOMPARE(stats[0].redWins, 1);
    QCOMPARE(stats[0].blackWins, 1);
    QCOMPARE(stats[1].draws, 1);
    const auto fromStart = index.movesFrom(Position());
    QCOMPARE(fromStart.size(), size_t(3));
    QCOMPARE(toIccs(fromStart[0].move), std::string("c3c4"));
    QCOMPARE(fromStart[0].games, 2);
    // The game that came back to the start played h0g2 there twice: it counts once.
    const auto horse = std::find_if(fromStart.begin(), fromStart.end(),
                                    [](const OpeningIndex::MoveStats& s) { return toIccs(s.move) == "h0g2"; });
    QVERIFY(horse != fromStart.end());
    QCOMPARE(horse->games, 1);
    QCOMPARE(horse->draws, 1);
}

QTEST_APPLESS_MAIN(TestXiangqiOpeningIndex)
#include "tst_xiangqi_openingindex.moc"
