// Game record unit: the adjudications of XQ-2 (no legal move loses), XQ-3
// (repetition: perpetual check and perpetual chase lose, otherwise the third
// occurrence draws) and XQ-4 (no-capture limit, resignation, agreement, flag
// fall), undo, and refusing play once the game is over. Every repetition row is
// a FEN plus ICCS moves checked by hand; docs/rules/xiangqi-repetition.md has the
// decisions they pin down.
#include "xiangqi/game.h"
#include "xiangqi/repetition.h"

#include <QTest>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

Position fromFen(const QString& fen)
{
    std::string error;
    auto pos = Position::fromFen(fen.toStdString(), &error);
    if (!pos)
        qFatal("bad test FEN '%s': %s", qPrintable(fen), error.c_str());
    return *pos;
}

// Plays space-separated ICCS moves; returns an empty string, or why a move failed.
QString play(Game& game, const QString& moves)
{
    for (const QString& text : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Move m = Position::parseIccs(text.toStdString());
        if (m.isNull())
            return text + ": not ICCS";
        if (const MoveError e = game.play(m); e != MoveError::None)
            return text + ": " + QString::fromStdString(moveErrorText(e));
    }
    return {};
}

QString verdictText(const GameResult& r) { return QString::fromLatin1(verdictName(r.verdict)); }

QStringList reasonsOf(const MoveRecord& r)
{
    QStringList out;
    for (const auto& s : r.reasons)
        out << QString::fromStdString(s);
    return out;
}

QString threatsText(const std::vector<Threat>& threats)
{
    QStringList out;
    for (const Threat& t : threats)
        out << QString::fromStdString(squareName(t.attacker) + "x" + squareName(t.target));
    out.sort();
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestXiangqiGame : public QObject {
    Q_OBJECT
private slots:
    void repetition_data();
    void repetition();
    void secondOccurrenceOnlyWarns();
    void chases_data();
    void chases();
    void repetitionTable_data();
    void repetitionTable();
    void noLegalMove_data();
    void noLegalMove();
    void noCaptureLimit_data();
    void noCaptureLimit();
    void endings_data();
    void endings();
    void undoClearsResult_data();
    void undoClearsResult();
    void judgeFromStartAgreesWithGame();
};

// XQ-3: each game ends exactly on its last move (the third occurrence of a
// position), with the verdict and reason a referee would give.
void TestXiangqiGame::repetition_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("reason");

    // Red's chariot checks from a9 and a8 while black's general steps between e9 and e8.
    QTest::newRow("XQ-3 red checks perpetually alone: red loses")
        << "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1"
        << "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9" << "black" << "perpetual check";
    // The same with colours swapped: black's chariot on ranks 0 and 1.
    QTest::newRow("XQ-3 black checks perpetually alone: black loses")
        << "3k5/9/9/9/9/9/9/r8/9/4K4 b - - 0 1"
        << "a2a0 e0e1 a0a1 e1e0 a1a0 e0e1 a0a1 e1e0 a1a0" << "red" << "perpetual check";
    // Red starts in check from the cannon d5 (screen d3). Each move blocks one line and
    // opens another: the chariots and cannons on the d- and e-files check in turn.
    QTest::newRow("XQ-3 both sides check perpetually: draw")
        << "4k4/9/9/3r5/3c5/9/3R5/4C4/3K5/9 w - - 0 1"
        << "d3e3 d5e5 e3d3 e5d5 d3e3 d5e5 e3d3 e5d5" << "draw" << "perpetual check";
    // The horse flees b5 <-> a7; the chariot follows on the b- and a-file. Nothing
    // protects the horse.
    QTest::newRow("XQ-3 chariot chases an unprotected horse: red loses")
        << "4k4/9/9/9/1n7/9/9/R8/9/3K5 w - - 0 1"
        << "a2b2 b5a7 b2a2 a7b5 a2b2 b5a7 b2a2 a7b5" << "black" << "perpetual chase";
    // The same moves, but black's chariots on ranks 7 and 5 would take back.
    QTest::newRow("XQ-3 attacking a protected horse is no chase: threefold draw")
        << "4k4/9/8r/9/1n6r/9/9/R8/9/3K5 w - - 0 1"
        << "a2b2 b5a7 b2a2 a7b5 a2b2 b5a7 b2a2 a7b5" << "draw" << "threefold repetition";
    // The cannon attacks the chariot over black's own soldiers a6 / c6.
    QTest::newRow("XQ-3 cannon chases an unprotected chariot: red loses")
        << "2r1k4/9/9/p1p6/9/9/9/C8/9/3K5 w - - 0 1"
        << "a2c2 c9a9 c2a2 a9c9 a2c2 c9a9 c2a2 a9c9" << "black" << "perpetual chase";
    QTest::newRow("XQ-3 black chariot chases an unprotected cannon: black loses")
        << "4k4/9/1r7/9/9/9/9/C8/9/3K5 b - - 0 1"
        << "b7a7 a2b2 a7b7 b2a2 b7a7 a2b2 a7b7 b2a2" << "red" << "perpetual chase";
    // Red's chariot slides d4 <-> d3 on the d-file between black's chariot d8 and red's
    // general d0: taking the horse would expose the general, so it threatens nothing.
    QTest::newRow("XQ-3 a pinned chariot threatens nothing: threefold draw")
        << "4k4/3r5/9/9/9/3R5/6n2/9/9/3K5 w - - 0 1"
        << "d4d3 g3i4 d3d4 i4g3 d4d3 g3i4 d3d4 i4g3" << "draw" << "threefold repetition";
    QTest::newRow("XQ-3 the same chariot unpinned chases the horse: red loses")
        << "4k4/9/9/9/9/3R5/6n2/9/9/3K5 w - - 0 1"
        << "d4d3 g3i4 d3d4 i4g3 d4d3 g3i4 d3d4 i4g3" << "black" << "perpetual chase";
    // Chariot facing chariot on an open file: black could take first (兑).
    QTest::newRow("XQ-3 offering to exchange chariots is no chase: threefold draw")
        << "r3k4/9/9/9/9/9/9/1R7/9/3K5 w - - 0 1"
        << "b2a2 a9b9 a2b2 b9a9 b2a2 a9b9 a2b2 b9a9" << "draw" << "threefold repetition";
    // The red general steps e1 <-> d1 next to black's cannon fleeing d2 <-> e2 (通则 1).
    QTest::newRow("XQ-3 the general's own attacks are idle: threefold draw")
        << "5k3/9/9/9/9/9/9/3c5/4K4/9 w - - 0 1"
        << "e1d1 d2e2 d1e1 e2d2 e1d1 d2e2 d1e1 e2d2" << "draw" << "threefold repetition";
    // A crossed soldier steps e6 <-> d6 under black's cannon fleeing d7 <-> e7 (通则 3).
    QTest::newRow("XQ-3 a soldier's own attacks are idle: threefold draw")
        << "4k4/9/3c5/4P4/9/9/9/9/9/5K3 w - - 0 1"
        << "e6d6 d7e7 d6e6 e7d7 e6d6 d7e7 d6e6 e7d7" << "draw" << "threefold repetition";
    // Red's horse (and the cannon c3 it screens for) attack black's chariot c7; black's
    // chariot i5/i6 attacks the horse on each square it goes to.
    QTest::newRow("XQ-3 both sides chase: draw")
        << "3k5/9/2r6/9/2N5r/9/2C6/9/4K4/9 w - - 0 1"
        << "c5e6 i5i6 e6c5 i6i5 c5e6 i5i6 e6c5 i6i5" << "draw" << "perpetual chase";
    // Red's chariot checks on f5 and discovers the cannon f4's check; black's chariot
    // blocks on f6 and goes back to g6, each time newly attacking red's horse g3.
    QTest::newRow("XQ-3 perpetual check against perpetual chase: checker loses")
        << "5kr2/9/9/6r2/1R7/5C3/6N2/3K5/9/9 w - - 0 1"
        << "b5f5 g6f6 f5b5 f6g6 b5f5 g6f6 f5b5 f6g6" << "black" << "perpetual check";
    // One check (b9), one chase of the cannon h5 (back on b5): allowed (一将一捉, Asian
    // rules art. 12-14; the book's diagrams 12-17 decide, e.g. diagram 13: "one check
    // one chase" is a draw even though the chased piece is unprotected).
    QTest::newRow("XQ-3 check and chase in turn of the same cannon: threefold draw")
        << "4k4/9/9/9/1R5c1/9/9/3K5/9/9 w - - 0 1"
        << "b5b9 e9e8 b9b5 e8e9 b5b9 e9e8 b9b5 e8e9" << "draw" << "threefold repetition";
    // One check (h7), one idle move (back to h0): allowed (一将一闲).
    QTest::newRow("XQ-3 check and idle move in turn: threefold draw")
        << "9/9/5k3/9/9/9/9/9/9/4K2R1 w - - 0 1"
        << "h0h7 f7f8 h7h0 f8f7 h0h7 f7f8 h7h0 f8f7" << "draw" << "threefold repetition";
    // The chariot attacks the cannon b6 and the horse a7 in turn: not the same piece.
    QTest::newRow("XQ-3 chasing two pieces in turn: threefold draw")
        << "4k4/9/n8/1c7/9/9/9/R8/9/3K5 w - - 0 1"
        << "a2b2 e9e8 b2a2 e8e9 a2b2 e9e8 b2a2 e8e9" << "draw" << "threefold repetition";
    // Black's chariot h0 stands on red's unprotected horse f0 all along while both
    // generals shuffle: black keeps an attack up but never makes one.
    QTest::newRow("XQ-3 an attack left standing while the generals shuffle: threefold draw")
        << "4k4/9/9/9/9/9/9/9/9/3K1N1r1 b - - 0 1"
        << "e9e8 d0d1 e8e9 d1d0 e9e8 d0d1 e8e9 d1d0" << "draw" << "threefold repetition";
    QTest::newRow("XQ-3 horses out and back from the start: threefold draw")
        << QString::fromLatin1(Position::StartFen.data())
        << "b0c2 b9c7 c2b0 c7b9 b0c2 b9c7 c2b0 c7b9" << "draw" << "threefold repetition";
}

void TestXiangqiGame::repetition()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, verdict);
    QFETCH(QString, reason);
    Game game(fromFen(fen));
    const QStringList list = moves.split(QLatin1Char(' '));
    // Every move but the last leaves the game going: the third occurrence decides.
    QCOMPARE(play(game, list.mid(0, list.size() - 1).join(QLatin1Char(' '))), QString());
    QVERIFY2(!game.over(), game.result().reason.c_str());
    // Foreseen before the move (a player is warned), as the move then judges it.
    const auto foreseen = game.repetitionIfPlayed(Position::parseIccs(list.last().toStdString()));
    QVERIFY(foreseen);
    QCOMPARE(play(game, list.last()), QString());
    QVERIFY(foreseen == game.records().back().repetition);
    QCOMPARE(verdictText(game.result()), verdict);
    QCOMPARE(QString::fromStdString(game.result().reason), reason);
    // The last move's record says why.
    const QStringList why = reasonsOf(game.records().back());
    QVERIFY2(why.contains(reason), qPrintable(why.join(QLatin1String(" | "))));
    QVERIFY2(why.contains(QLatin1String("the position occurred for the third time")),
             qPrintable(why.join(QLatin1String(" | "))));
}

// XQ-3: the second occurrence warns (names the forbidden side) but does not end the game.
void TestXiangqiGame::secondOccurrenceOnlyWarns()
{
    Game game(fromFen(QStringLiteral("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1")));
    QCOMPARE(play(game, QStringLiteral("a7a9 e9e8 a9a8 e8e9")), QString());
    QVERIFY(game.records().back().reasons.empty());
    QVERIFY(!game.repetitionIfPlayed(Position::parseIccs("a8a9"))); // a second occurrence decides nothing
    QCOMPARE(play(game, QStringLiteral("a8a9")), QString()); // the position after a7a9 again
    QVERIFY(!game.over());
    const QStringList why = reasonsOf(game.records().back());
    QVERIFY2(why.contains(QLatin1String("the position repeated; a third time ends the game")),
             qPrintable(why.join(QLatin1String(" | "))));
    QVERIFY2(why.contains(QLatin1String("red checks on every move (perpetual check)")),
             qPrintable(why.join(QLatin1String(" | "))));
    // Red varies with a quiet move and the game goes on.
    QCOMPARE(play(game, QStringLiteral("e9e8 a9a7 e8e9")), QString());
    QVERIFY(!game.over());
    // Checking again reaches the third occurrence, but the cycle judged (from the first
    // occurrence on) holds the quiet move: red did not check perpetually.
    QCOMPARE(play(game, QStringLiteral("a7a9")), QString());
    QCOMPARE(verdictText(game.result()), QStringLiteral("draw"));
    QCOMPARE(QString::fromStdString(game.result().reason), QStringLiteral("threefold repetition"));
}

// XQ-3: which moves make a threat (捉). Each row is one move; "chases" lists the
// new threats it makes as attacker x target.
void TestXiangqiGame::chases_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("chases");
    QTest::newRow("XQ-3 chariot attacks an unprotected horse")
        << "4k4/9/9/9/1n7/9/9/R8/9/3K5 w - - 0 1" << "a2b2" << "b2xb5";
    QTest::newRow("XQ-3 a protected horse is not threatened")
        << "4k4/9/8r/9/1n6r/9/9/R8/9/3K5 w - - 0 1" << "a2b2" << "";
    QTest::newRow("XQ-3 a pinned chariot threatens nothing")
        << "4k4/3r5/9/9/9/3R5/6n2/9/9/3K5 w - - 0 1" << "d4d3" << "";
    QTest::newRow("XQ-3 the same chariot unpinned threatens the horse")
        << "4k4/9/9/9/9/3R5/6n2/9/9/3K5 w - - 0 1" << "d4d3" << "d3xg3";
    QTest::newRow("XQ-3 chariot against chariot is an offer to exchange")
        << "r3k4/9/9/9/9/9/9/1R7/9/3K5 w - - 0 1" << "b2a2" << "";
    QTest::newRow("XQ-3 the general's own attack is no threat")
        << "5k3/9/9/9/9/9/9/3c5/4K4/9 w - - 0 1" << "e1d1" << "";
    QTest::newRow("XQ-3 a soldier's attack is listed (the judge counts it idle)")
        << "4k4/9/3c5/4P4/9/9/9/9/9/5K3 w - - 0 1" << "e6d6" << "d6xd7";
    QTest::newRow("XQ-3 sliding along the line keeps an attack, makes none")
        << "4k4/9/9/9/1n7/9/9/1R7/9/3K5 w - - 0 1" << "b2b1" << "";
    QTest::newRow("XQ-3 the general steps while a chariot keeps its attack: no chase")
        << "4k4/9/9/9/9/9/9/9/9/3K1N1r1 b - - 0 1" << "e9e8" << "";
    // Asian rules art. 15 (diagrams 18-25): a horse or cannon chases a chariot even
    // when it is protected (here by the chariot c9).
    QTest::newRow("XQ-3 a horse attacking a protected chariot chases it")
        << "2r1k4/9/2r6/9/9/9/4N4/9/9/3K5 w - - 0 1" << "e3d5" << "d5xc7";
    // Art. 25 (diagram 60 against 59): a soldier on its own side of the river may be
    // chased, a crossed one not.
    QTest::newRow("XQ-3 an uncrossed soldier is not threatened")
        << "4k4/9/9/2p6/9/9/9/R8/9/3K5 w - - 0 1" << "a2a6" << "";
    QTest::newRow("XQ-3 a crossed soldier is threatened")
        << "4k4/9/9/9/9/2p6/9/R8/9/3K5 w - - 0 1" << "a2a4" << "a4xc4";
    QTest::newRow("XQ-3 the horse going back gives the cannon a screen: discovered chase")
        << "3k5/9/2r6/4N3r/9/9/2C6/9/4K4/9 w - - 2 2" << "e6c5" << "c3xc7";
}

void TestXiangqiGame::chases()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, chases);
    const Position before = fromFen(fen);
    const Move m = Position::parseIccs(move.toStdString());
    QVERIFY(before.isLegal(m));
    QCOMPARE(threatsText(findChases(before, m)), chases);
}

// XQ-3: the verdict for each pair of conducts (总则 1-4, 通则 3).
void TestXiangqiGame::repetitionTable_data()
{
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("black");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("reason");
    const int idle = int(CycleConduct::Idle), soldier = int(CycleConduct::SoldierChase),
              chase = int(CycleConduct::Chase), check = int(CycleConduct::Check);
    QTest::newRow("XQ-3 idle / idle") << idle << idle << "draw" << "threefold repetition";
    QTest::newRow("XQ-3 check / idle") << check << idle << "black" << "perpetual check";
    QTest::newRow("XQ-3 idle / check") << idle << check << "red" << "perpetual check";
    QTest::newRow("XQ-3 check / check") << check << check << "draw" << "perpetual check";
    QTest::newRow("XQ-3 check / chase") << check << chase << "black" << "perpetual check";
    QTest::newRow("XQ-3 chase / check") << chase << check << "red" << "perpetual check";
    QTest::newRow("XQ-3 chase / idle") << chase << idle << "black" << "perpetual chase";
    QTest::newRow("XQ-3 idle / chase") << idle << chase << "red" << "perpetual chase";
    QTest::newRow("XQ-3 chase / chase") << chase << chase << "draw" << "perpetual chase";
    QTest::newRow("XQ-3 soldier chase / idle") << soldier << idle << "draw" << "threefold repetition";
    QTest::newRow("XQ-3 soldier chase / soldier chase") << soldier << soldier << "draw" << "threefold repetition";
    // A soldier may chase (Asian rules art. 29, diagrams 69-70), also against a chase:
    // only the side that breaks a rule loses (no diagram has a soldier's chase against
    // another chase; docs/rules/xiangqi-repetition.md, "Decisions").
    QTest::newRow("XQ-3 soldier chase / chase") << soldier << chase << "red" << "perpetual chase";
    QTest::newRow("XQ-3 chase / soldier chase") << chase << soldier << "black" << "perpetual chase";
    QTest::newRow("XQ-3 soldier chase / check") << soldier << check << "red" << "perpetual check";
}

void TestXiangqiGame::repetitionTable()
{
    QFETCH(int, red);
    QFETCH(int, black);
    QFETCH(QString, verdict);
    QFETCH(QString, reason);
    const GameResult r = decideRepetition(CycleConduct(red), CycleConduct(black));
    QCOMPARE(verdictText(r), verdict);
    QCOMPARE(QString::fromStdString(r.reason), reason);
}

// XQ-2: the side to move with no legal move loses, in check or not.
void TestXiangqiGame::noLegalMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("reason");
    // The chariot a8 holds rank 8, the red general the e-file.
    QTest::newRow("XQ-2 red checkmates with two chariots")
        << "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1" << "b0b9" << "red" << "checkmate";
    QTest::newRow("XQ-2 black checkmates with two chariots")
        << "1r2k4/9/9/9/9/9/9/9/r8/3K5 b - - 0 1" << "b9b0" << "black" << "checkmate";
    // Black's general d9 is not attacked but d8 is (chariot c8) and e9 faces red's general.
    QTest::newRow("XQ-2 black stalemated (困毙) loses")
        << "3k5/9/2R6/9/9/9/9/9/9/4K4 w - - 0 1" << "c7c8" << "red" << "stalemate";
    QTest::newRow("XQ-2 red stalemated (困毙) loses")
        << "4k4/9/9/9/9/9/9/2r6/9/3K5 b - - 0 1" << "c2c1" << "black" << "stalemate";
    QTest::newRow("XQ-2 checkmate on the 240th ply beats the no-capture limit")
        << "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 239 120" << "b0b9" << "red" << "checkmate";
    QTest::newRow("XQ-2 a start position without legal moves is decided at once")
        << "3k5/2R6/9/9/9/9/9/9/9/4K4 b - - 0 1" << "" << "red" << "stalemate";
}

void TestXiangqiGame::noLegalMove()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, verdict);
    QFETCH(QString, reason);
    Game game(fromFen(fen));
    QCOMPARE(play(game, moves), QString());
    QVERIFY(game.over());
    QVERIFY(game.position().legalMoves().empty());
    QCOMPARE(verdictText(game.result()), verdict);
    QCOMPARE(QString::fromStdString(game.result().reason), reason);
    if (!moves.isEmpty())
        QVERIFY(reasonsOf(game.records().back()).contains(reason));
}

// XQ-4: 120 moves (240 plies) without a capture draw; a capture restarts the count.
void TestXiangqiGame::noCaptureLimit_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("reason");
    const QString start = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - %1 120");
    QTest::newRow("XQ-4 the 240th quiet ply draws") << start.arg(238) << "h2e2 h7e7" << "draw" << "no-capture limit";
    QTest::newRow("XQ-4 the 239th quiet ply plays on") << start.arg(238) << "h2e2" << "ongoing" << "";
    QTest::newRow("XQ-4 a capture on ply 240 restarts the count")
        << start.arg(239) << "h2h9" << "ongoing" << "";
    QTest::newRow("XQ-4 a capture earlier restarts the count")
        << start.arg(238) << "h2h9 i9h9" << "ongoing" << "";
}

void TestXiangqiGame::noCaptureLimit()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, verdict);
    QFETCH(QString, reason);
    Game game(fromFen(fen));
    QCOMPARE(play(game, moves), QString());
    QCOMPARE(verdictText(game.result()), verdict);
    QCOMPARE(QString::fromStdString(game.result().reason), reason);
}

// XQ-4: resignation, agreement and a flag fall end the game; nothing is played after
// any ending, and a second ending does not overwrite the first.
void TestXiangqiGame::endings_data()
{
    QTest::addColumn<QString>("ending");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("reason");
    QTest::newRow("XQ-4 red resigns") << "red resigns" << "black" << "resignation";
    QTest::newRow("XQ-4 black resigns") << "black resigns" << "red" << "resignation";
    QTest::newRow("XQ-4 draw by agreement") << "agree" << "draw" << "draw agreement";
    QTest::newRow("XQ-4 red's flag falls") << "red flag" << "black" << "timeout";
    QTest::newRow("XQ-4 black's flag falls") << "black flag" << "red" << "timeout";
    QTest::newRow("XQ-2 checkmate") << "mate" << "red" << "checkmate";
    QTest::newRow("XQ-3 perpetual check") << "perpetual" << "black" << "perpetual check";
}

void TestXiangqiGame::endings()
{
    QFETCH(QString, ending);
    QFETCH(QString, verdict);
    QFETCH(QString, reason);
    Game game(fromFen(ending == QLatin1String("mate") ? QStringLiteral("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1")
                                                      : QStringLiteral("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1")));
    QCOMPARE(play(game, QStringLiteral("")), QString());
    if (ending == QLatin1String("red resigns"))
        game.resign(Side::Red);
    else if (ending == QLatin1String("black resigns"))
        game.resign(Side::Black);
    else if (ending == QLatin1String("agree"))
        game.agreeDraw();
    else if (ending == QLatin1String("red flag"))
        game.flagFall(Side::Red);
    else if (ending == QLatin1String("black flag"))
        game.flagFall(Side::Black);
    else if (ending == QLatin1String("mate"))
        QCOMPARE(play(game, QStringLiteral("b0b9")), QString());
    else
        QCOMPARE(play(game, QStringLiteral("a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9")), QString());
    QVERIFY(game.over());
    const GameResult result = game.result();
    QCOMPARE(verdictText(result), verdict);
    QCOMPARE(QString::fromStdString(result.reason), reason);

    // No play after the end: every legal-looking move is refused and nothing changes.
    const int plies = game.ply();
    const std::string fen = game.position().fen();
    for (const Move& m : game.position().legalMoves())
        QCOMPARE(int(game.play(m)), int(MoveError::GameOver));
    QCOMPARE(int(game.play(Position::parseIccs("a0a1"))), int(MoveError::GameOver));
    QCOMPARE(game.ply(), plies);
    QCOMPARE(game.position().fen(), fen);
    game.resign(Side::Black);
    game.agreeDraw();
    game.flagFall(Side::Red);
    QCOMPARE(game.result(), result);
}

// Undo (悔棋) takes back the deciding move with its result; the game goes on.
void TestXiangqiGame::undoClearsResult_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("instead");
    QTest::newRow("XQ-3 perpetual check taken back")
        << "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1" << "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9" << "a8a7";
    QTest::newRow("XQ-3 threefold repetition taken back")
        << QString::fromLatin1(Position::StartFen.data()) << "b0c2 b9c7 c2b0 c7b9 b0c2 b9c7 c2b0 c7b9" << "h9g7";
    QTest::newRow("XQ-2 checkmate taken back") << "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1" << "b0b9" << "e0f0";
    QTest::newRow("XQ-4 no-capture limit taken back")
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 238 120" << "h2e2 h7e7" << "b7b0";
}

void TestXiangqiGame::undoClearsResult()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, instead);
    Game game(fromFen(fen));
    QCOMPARE(play(game, moves), QString());
    QVERIFY(game.over());
    const int plies = game.ply();
    const std::string before = game.positionAt(plies - 1).fen();
    QVERIFY(game.undo());
    QVERIFY(!game.over());
    QCOMPARE(game.ply(), plies - 1);
    QCOMPARE(int(game.records().size()), plies - 1);
    QCOMPARE(game.position().fen(), before);
    QCOMPARE(play(game, instead), QString());
    QVERIFY2(!game.over(), game.result().reason.c_str());
}

// The stand-alone judge (replaying a move list) agrees with the game record.
void TestXiangqiGame::judgeFromStartAgreesWithGame()
{
    const Position start = fromFen(QStringLiteral("3k5/9/2r6/9/2N5r/9/2C6/9/4K4/9 w - - 0 1"));
    Game game(start);
    QCOMPARE(play(game, QStringLiteral("c5e6 i5i6 e6c5 i6i5 c5e6 i5i6 e6c5 i6i5")), QString());
    const RepetitionRuling ruling = judgeRepetitionFromStart(start, game.moves());
    QCOMPARE(ruling.result, game.result());
    QCOMPARE(ruling.occurrences, 3);
    QCOMPARE(int(ruling.red), int(CycleConduct::Chase));
    QCOMPARE(int(ruling.black), int(CycleConduct::Chase));
    // An illegal move list is not judged.
    QVERIFY(!judgeRepetitionFromStart(start, {Move{makeSquare(0, 0), makeSquare(0, 1)}}).result.over());
}

QTEST_APPLESS_MAIN(TestXiangqiGame)
#include "tst_xiangqi_game.moc"
