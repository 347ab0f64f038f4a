// engine/tournamentio: a tournament saved and resumed as JSON (round trip of
// every field, the file replaced atomically), bad files refused with a
// message, and the exports: crosstable HTML and CSV, every game as one PGN
// collection that the app's PGN reader takes back (docs/TOURNAMENT.md).
#include "session/pgn.h"
#include "tournamentio/tournamentexport.h"
#include "tournamentio/tournamentfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tournament;
using namespace tournamentio;

namespace {

// A played game's record: 1. 炮二平五 马８进７ 2. 马二进三, red resigns... kept short.
const char* PlayedPgn = "[Game \"Chinese Chess\"]\n[Event \"Casual\"]\n[Red \"Ann\"]\n[Black \"Bo\"]\n"
                        "[Result \"0-1\"]\n[Format \"ICCS\"]\n\n1. h2e2 h9g7 2. h0g2 {resignation} 0-1\n";

Tournament fourPlayerRoundRobin()
{
    Tournament t("Spring <Club> \"Cup\"", System::RoundRobin);
    for (const char* name : {"Ann", "Bo", "Chen, Li", "Dai"}) {
        Player p;
        p.name = name;
        p.seat = "person";
        t.addPlayer(p);
    }
    t.editPlayer(0, "Ann", 1850);
    // Round 1: 1-4, 2-3; round 2: 4-3, 1-2; round 3: 2-4, 3-1 (Berger).
    t.pairNextRound();
    t.setResult(0, 0, Result::WhiteWins);
    t.setResult(0, 1, Result::Draw);
    t.pairNextRound();
    t.setResult(1, 0, Result::BlackWins);
    t.setResult(1, 1, Result::BlackWins, PlayedPgn); // Bo beats Ann on a board here
    t.pairNextRound();
    t.setResult(2, 0, Result::WhiteWinsByForfeit);
    return t; // round 3, board 2 still pending
}

Tournament swissWithEverything()
{
    Tournament t("Open", System::Swiss, 4);
    for (int i = 0; i < 5; ++i) {
        Player p;
        p.name = "S" + std::to_string(i + 1);
        p.rating = 1500 + 100 * i;
        p.seat = i == 4 ? "computer:3" : i == 3 ? "uci:pikafish" : "lan";
        t.addPlayer(p);
    }
    t.setTimeControl("600/byo:3x30"); // the boards' clock (issue 40)
    t.pairNextRound();
    for (int b = 0; b < 2; ++b)
        t.setResult(0, b, Result::Draw);
    t.withdraw(2);
    Player late;
    late.name = "Late";
    t.addPlayer(late);
    t.pairNextRound();
    return t;
}

} // namespace

class TestTournamentFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void savingReplacesTheFileWhole();
    void badFile_data();
    void badFile();
    void csv();
    void html();
    void pgnCollectionReadsBack();
};

void TestTournamentFile::roundTrip_data()
{
    QTest::addColumn<bool>("swiss");
    QTest::newRow("round robin with a forfeit, a played game and a pending board") << false;
    QTest::newRow("Swiss with a bye, a withdrawal and a late entry") << true;
}

void TestTournamentFile::roundTrip()
{
    QFETCH(bool, swiss);
    const Tournament t = swiss ? swissWithEverything() : fourPlayerRoundRobin();
    QTemporaryDir dir;
    const QString path = dir.filePath("club.qiyuan-tournament");
    QString error;
    QVERIFY2(saveTournament(path, t, &error), qPrintable(error));
    const auto back = loadTournament(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->name(), t.name());
    QCOMPARE(back->system(), t.system());
    QCOMPARE(back->timeControl(), t.timeControl());
    QCOMPARE(back->plannedRounds(), t.plannedRounds());
    QCOMPARE(back->players().size(), t.players().size());
    for (std::size_t i = 0; i < t.players().size(); ++i) {
        const auto &a = t.players()[i], &b = back->players()[i];
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.rating, a.rating);
        QCOMPARE(b.seat, a.seat);
        QCOMPARE(b.withdrawn, a.withdrawn);
        QCOMPARE(b.joinedRound, a.joinedRound);
    }
    QCOMPARE(back->rounds().size(), t.rounds().size());
    for (std::size_t r = 0; r < t.rounds().size(); ++r)
        for (std::size_t i = 0; i < t.rounds()[r].boards.size(); ++i) {
            const auto &a = t.rounds()[r].boards[i], &b = back->rounds()[r].boards[i];
            QCOMPARE(b.white, a.white);
            QCOMPARE(b.black, a.black);
            QCOMPARE(b.result, a.result);
            QCOMPARE(b.pgn, a.pgn);
        }
    QCOMPARE(toJson(*back), toJson(t));
    // The resumed tournament goes on as the original would.
    Tournament resumed = *back;
    Tournament original = t;
    const int last = int(t.rounds().size()) - 1;
    for (int b = 0; b < int(t.rounds().back().boards.size()); ++b) {
        resumed.setResult(last, b, Result::WhiteWins);
        original.setResult(last, b, Result::WhiteWins);
    }
    QCOMPARE(int(resumed.pairNextRound()), int(original.pairNextRound()));
    QCOMPARE(toJson(resumed), toJson(original));
}

void TestTournamentFile::savingReplacesTheFileWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("t.qiyuan-tournament");
    QVERIFY(saveTournament(path, fourPlayerRoundRobin()));
    QVERIFY(saveTournament(path, swissWithEverything()));
    QCOMPARE(loadTournament(path)->name(), std::string("Open"));
    // Nothing but the file is left in the folder: the temporary copy was renamed over it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"t.qiyuan-tournament"});
    QString error;
    QVERIFY(!saveTournament(dir.filePath("no/such/folder/t.qiyuan-tournament"), swissWithEverything(), &error));
    QVERIFY(!error.isEmpty());
}

void TestTournamentFile::badFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message"); // a part of the error
    const QByteArray good = toJson(fourPlayerRoundRobin());
    QTest::newRow("empty file") << QByteArray() << "not JSON";
    QTest::newRow("cut short") << good.left(good.size() / 2) << "not JSON";
    QTest::newRow("another JSON file") << QByteArray("{\"format\": \"qiyuan-snapshot\"}") << "not a Qiyuan tournament";
    QByteArray newer = good;
    newer.replace("\"version\": 1", "\"version\": 7");
    QTest::newRow("newer version") << newer << "newer Qiyuan";
    QByteArray system = good;
    system.replace("\"round-robin\"", "\"knockout\"");
    QTest::newRow("unknown system") << system << "unknown system";
    QByteArray player = good;
    player.replace("\"white\": 4", "\"white\": 9");
    QTest::newRow("board names player 9 of 4") << player << "no such player";
    QByteArray result = good;
    result.replace("\"1-0\"", "\"2-0\"");
    QTest::newRow("unknown result") << result << "unknown result";
    QByteArray twice = good;
    twice.replace("\"black\": 3", "\"black\": 4");
    QTest::newRow("a player at two boards") << twice << "two boards";
    QByteArray unnamed = good;
    unnamed.replace("\"name\": \"Bo\"", "\"name\": \"\"");
    QTest::newRow("a player without a name") << unnamed << "has no name";
    QByteArray clock = toJson(swissWithEverything());
    clock.replace("\"600/byo:3x30\"", "\"ten minutes\"");
    QTest::newRow("unknown time control") << clock << "unknown time control";
}

void TestTournamentFile::badFile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.qiyuan-tournament");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    QString error;
    QVERIFY(!loadTournament(path, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), bytes); // the bad file is left as it was
}

void TestTournamentFile::csv()
{
    Tournament t = fourPlayerRoundRobin();
    t.setResult(2, 1, Result::Draw);
    const QStringList lines = QString::fromUtf8(crosstableCsv(t)).split("\r\n", Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0], "Rank,Player,Rating,1,2,3,4,Points,Direct encounter,SB,Wins");
    // Columns in rank order (Bo, Chen, Ann, Dai). Bo: ½ vs Chen, beat Ann, beat Dai by forfeit = 2½;
    // Chen: ½ + 1 (beat Dai) + ½ = 2; Ann 1½ (beat Dai, lost to Bo, drew Chen); Dai 0.
    // SB, forfeits left out: Bo 1.5 (Ann) + ½ x 2 (Chen) = 2.5; Chen ½ x 2.5 + ½ x 1.5 = 2.
    QCOMPARE(lines[1], "1,Bo,,×,½,1,+,2.5,0,2.5,2");
    QCOMPARE(lines[2], "2,\"Chen, Li\",,½,×,½,1,2,0,2,1");
    QCOMPARE(lines[3], "3,Ann,1850,0,½,×,1,1.5,0,1,1");
    QCOMPARE(lines[4], "4,Dai,,-,0,0,×,0,0,0,0");
}

void TestTournamentFile::html()
{
    const QString html = QString::fromUtf8(crosstableHtml(fourPlayerRoundRobin()));
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(html.contains("<title>Spring &lt;Club&gt; &quot;Cup&quot;</title>"));
    QCOMPARE(html.count("<tr>"), 5); // the header and four players
    QVERIFY(html.contains("<td class=\"name\">Chen, Li</td>"));
    QCOMPARE(html.count("<td>×</td>"), 4);
}

void TestTournamentFile::pgnCollectionReadsBack()
{
    const QByteArray pgn = pgnCollection(fourPlayerRoundRobin());
    QString error;
    const auto games = qiyuan::session::readPgnGames(pgn, &error);
    QVERIFY2(games, qPrintable(error + "\n" + pgn));
    QCOMPARE(games->size(), 5); // 2 + 2 + the forfeit; the pending board is left out
    QCOMPARE((*games)[0].tag("Round"), "1.1");
    QCOMPARE((*games)[0].tag("Red"), "Ann");
    QCOMPARE((*games)[0].tag("Black"), "Dai");
    QCOMPARE((*games)[0].tag("Result"), "1-0");
    QCOMPARE((*games)[0].game.moves().size(), std::size_t(0)); // an entered result: no moves
    const auto& played = (*games)[3];
    QCOMPARE(played.tag("Round"), "2.2");
    QCOMPARE(played.tag("Event"), "Spring <Club> \"Cup\"");
    QCOMPARE(played.game.moves().size(), std::size_t(3)); // the game played on the board keeps its moves
    QCOMPARE((*games)[4].tag("Result"), "1-0");
    QVERIFY(pgn.contains("{forfeit} 1-0"));
}

QTEST_MAIN(TestTournamentFile)
#include "tst_tournament_file.moc"
