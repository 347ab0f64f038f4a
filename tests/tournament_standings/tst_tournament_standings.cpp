// Standings of engine/tournament: points, Sonneborn-Berger, Buchholz (and cut
// 1), direct encounter, wins and ranks, checked against crosstables in
// tests/data/tournament/ (each file names its source: published numbers
// where printed, the rest worked by hand in the file's comments).
#include "tournament/standings.h"
#include "tournament/tournament.h"

#include <QFile>
#include <QTest>
#include <QTextStream>

using namespace tournament;

namespace {

struct Expected {
    int player;
    double points, sonnebornBerger, buchholz, buchholzCut1, directEncounter;
    int wins, rank;
};

// Reads a crosstable file (format in its comments) into a tournament.
Tournament readCrosstable(const QString& path, std::vector<Expected>& expected)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(path));
    System system = System::RoundRobin;
    int swissRounds = 0;
    std::vector<Player> players;
    std::vector<Round> rounds;
    auto roundAt = [&rounds](int r) -> Round& {
        if (int(rounds.size()) < r)
            rounds.resize(std::size_t(r));
        return rounds[std::size_t(r - 1)];
    };
    QTextStream in(&file);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList f = line.split(' ', Qt::SkipEmptyParts);
        if (f[0] == "system") {
            system = *systemFromKey(f[1].toStdString());
            swissRounds = f.size() > 2 ? f[2].toInt() : 0;
        } else if (f[0] == "player") {
            Player p;
            p.name = line.mid(7).toStdString();
            players.push_back(p);
        } else if (f[0] == "game") {
            Board b;
            b.white = f[2].toInt() - 1;
            b.black = f[3].toInt() - 1;
            b.result = *resultFromText(f[4].toStdString());
            roundAt(f[1].toInt()).boards.push_back(b);
        } else if (f[0] == "bye") {
            Board b;
            b.white = f[2].toInt() - 1;
            roundAt(f[1].toInt()).boards.push_back(b);
        } else if (f[0] == "match") {
            // Three games, each in a round of its own: the first team wins as many as its points.
            const int a = f[1].toInt() - 1, b = f[2].toInt() - 1, won = f[3].toInt();
            for (int g = 0; g < 3; ++g) {
                Board board;
                board.white = g % 2 == 0 ? a : b;
                board.black = g % 2 == 0 ? b : a;
                const bool aWins = g < won;
                board.result = aWins == (board.white == a) ? Result::WhiteWins : Result::BlackWins;
                rounds.push_back(Round{{board}});
            }
        } else if (f[0] == "expect") {
            expected.push_back({f[1].toInt() - 1, f[2].toDouble(), f[3].toDouble(), f[4].toDouble(), f[5].toDouble(),
                                f[6].toDouble(), f[7].toInt(), f[8].toInt()});
        } else {
            qFatal("bad line %s", qPrintable(line));
        }
    }
    return Tournament::restore("crosstable", system, swissRounds, players, rounds);
}

} // namespace

class TestTournamentStandings : public QObject {
    Q_OBJECT
private slots:
    void crosstable_data();
    void crosstable();
    void tieBreakOrders();
};

void TestTournamentStandings::crosstable_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("chess-results 769171, school team round robin (published SB)") << "chess-results-769171.txt";
    QTest::newRow("ChessKid double round robin of three (published SB)") << "chesskid-double-round-robin.txt";
    QTest::newRow("hand-made Swiss with byes and a forfeit") << "hand-swiss-byes-forfeits.txt";
}

void TestTournamentStandings::crosstable()
{
    QFETCH(QString, file);
    std::vector<Expected> expected;
    const Tournament t = readCrosstable(QStringLiteral(QIYUAN_TEST_DATA_DIR "/tournament/") + file, expected);
    const auto rows = standings(t);
    QCOMPARE(rows.size(), expected.size());
    for (const auto& e : expected) {
        const auto row = std::find_if(rows.begin(), rows.end(), [&](const Standing& s) { return s.player == e.player; });
        QVERIFY(row != rows.end());
        const QByteArray who = QByteArray::fromStdString(t.players()[std::size_t(e.player)].name);
        QVERIFY2(row->points == e.points, who);
        QVERIFY2(row->sonnebornBerger == e.sonnebornBerger, who + " SB " + QByteArray::number(row->sonnebornBerger));
        QVERIFY2(row->buchholz == e.buchholz, who + " Buchholz " + QByteArray::number(row->buchholz));
        QVERIFY2(row->buchholzCut1 == e.buchholzCut1, who + " cut 1 " + QByteArray::number(row->buchholzCut1));
        QVERIFY2(row->directEncounter == e.directEncounter, who + " direct " + QByteArray::number(row->directEncounter));
        QCOMPARE(row->wins, e.wins);
        QCOMPARE(row->rank, e.rank);
    }
}

void TestTournamentStandings::tieBreakOrders()
{
    QCOMPARE(tieBreakOrder(System::RoundRobin),
             (std::vector<TieBreak>{TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Wins}));
    QCOMPARE(tieBreakOrder(System::Swiss).front(), TieBreak::BuchholzCut1);
}

QTEST_APPLESS_MAIN(TestTournamentStandings)
#include "tst_tournament_standings.moc"
