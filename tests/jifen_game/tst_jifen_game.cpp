// Game unit for 积分象棋: the record the GUI and the CLI play through — one
// MoveRecord per action with points and reasons (SC-2, SC-3, SC-8, SC-10, SC-14),
// the effects as data, refusals that change nothing, undo of moves and `end`
// (SC-12), resignation and the other results, and reviewing earlier positions.
#include "jifen/game.h"

#include <QRandomGenerator>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::jifen;

namespace {

const RuleSet& rules(const char* key) { return *findRuleSet(key); }

Action act(const char* text) { return *parseAction(text); }

// Plays the actions; returns the index of the first refused one, or -1.
int playAll(Game& game, const QStringList& actions)
{
    for (int i = 0; i < actions.size(); ++i)
        if (game.play(act(actions[i].toLatin1().constData())))
            return i;
    return -1;
}

QStringList reasons(const MoveRecord& r)
{
    QStringList out;
    for (const auto& s : r.reasons)
        out << QString::fromStdString(s);
    return out;
}

} // namespace

class TestJifenGame : public QObject {
    Q_OBJECT
private slots:
    void records_data();
    void records();
    void refusalChangesNothing();
    void undoRestoresEverything();
    void undoEndAndAutomaticEnd();
    void resignationAndOtherResults();
    void gameOverRefusesActions();
    void positionAtReviews();
    void kindChoicesForTheUi();
};

// The last record after the actions: every field the UI and saved games read.
void TestJifenGame::records_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("squares"); // from file, rank, to file, rank
    QTest::addColumn<QString>("pieces");  // moved, captured, kind change (or -)
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("opponentPoints");
    QTest::addColumn<bool>("check");
    QTest::addColumn<QStringList>("reasons");

    QTest::newRow("SC-8 simple: idle cannon to the centre")
        << "jifen-simple" << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 kinds:h2=i"
        << QStringList{} << "h2e2" << "炮二平五" << "7 2 4 2" << "C - -" << 1 << 0 << false
        << QStringList{"idle piece moved: red +1"};
    QTest::newRow("SC-2 SC-10 match: normal horse turns small")
        << "jifen-match" << "" << QStringList{"h2e2"} << "h9g7=s" << "马8进7" << "7 9 6 7" << "n - s" << 0 << 1
        << false << QStringList{"normal piece moved: red +1"};
    QTest::newRow("SC-3 SC-10 match: check gives the opponent 2; this one mates")
        << "jifen-match" << "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1" << QStringList{} << "a0d0" << "车九平六"
        << "0 0 3 0" << "R - -" << 0 << 2 << true << QStringList{"check: black +2", "checkmate"};
    QTest::newRow("SC-8 simple: check costs 1; mate ends the game")
        << "jifen-simple" << "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1" << QStringList{} << "b0b9" << "车八进九"
        << "1 0 1 9" << "R - -" << -1 << 0 << true << QStringList{"check: red -1", "checkmate"};
    QTest::newRow("SC-12 SC-13 SC-14 contest: the first capture, turning king")
        << "jifen-contest" << "" << QStringList{"h2e2"} << "b7b0=k" << "炮2进7" << "1 7 1 0" << "c N k" << 0 << 1
        << false << QStringList{"normal piece moved: red +1", "first capture: one move per turn and kind changes from now on"};
    QTest::newRow("SC-12 contest: end")
        << "jifen-contest" << "" << QStringList{"h2e2", "b7e7"} << "end" << "end" << "-1 -1 -1 -1" << "- - -" << 0 << 0
        << false << QStringList{"turn ended"};
    QTest::newRow("SC-12 contest: a check ends the turn")
        << "jifen-contest" << "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1 turn:two" << QStringList{} << "a0a9" << "车九进九"
        << "0 0 0 9" << "R - -" << 0 << 1 << true << QStringList{"normal piece moved: black +1", "check ends the turn"};
    QTest::newRow("SC-12 contest: no legal second move")
        << "jifen-contest" << "5k3/9/9/9/3r5/9/9/6n2/r8/3K5 w - - 0 1 turn:two" << QStringList{} << "d0e0" << "帅六平五"
        << "3 0 4 0" << "K - -" << 0 << 1 << false
        << QStringList{"normal piece moved: black +1", "no legal second move: the turn ends"};
    QTest::newRow("SC-11 contest: a king piece captured")
        << "jifen-contest" << "3k5/9/9/9/n8/9/9/9/9/R3K4 w - - 0 1 turn:one kinds:a5=k" << QStringList{} << "a0a5"
        << "车九进五" << "0 0 0 5" << "R n -" << 0 << 1 << false
        << QStringList{"normal piece moved: black +1", "king piece captured"};
    QTest::newRow("SC-1 a move only the kinds allow is written in ICCS")
        << "jifen-match" << "3k5/9/9/9/3r5/9/9/9/9/4K4 w - - 0 1 kinds:d5=s" << QStringList{} << "e0d0=s" << "e0d0"
        << "4 0 3 0" << "K - s" << 0 << 1 << false << QStringList{"normal piece moved: black +1"};
}

void TestJifenGame::records()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, actions);
    QFETCH(QString, action);
    const RuleSet& r = *findRuleSet(variant.toStdString());
    const auto start = fen.isEmpty() ? std::optional<Position>(Position(r)) : Position::fromFen(r, fen.toStdString());
    QVERIFY(start);
    Game game(*start);
    QCOMPARE(playAll(game, actions + QStringList{action}), -1);
    QCOMPARE(game.records().size(), game.actions().size());
    QCOMPARE(game.effects().size(), game.actions().size());
    const MoveRecord& rec = game.records().back();
    QCOMPARE(QString::fromStdString(rec.action), action);
    QTEST(QString::fromStdString(rec.notation), "notation");
    QTEST(QStringLiteral("%1 %2 %3 %4").arg(rec.fromFile).arg(rec.fromRank).arg(rec.toFile).arg(rec.toRank), "squares");
    auto letter = [](char c) { return c ? QString(QLatin1Char(c)) : QStringLiteral("-"); };
    QTEST(QStringLiteral("%1 %2 %3").arg(letter(rec.moved), letter(rec.captured), letter(rec.kindChange)), "pieces");
    QTEST(rec.points, "points");
    QTEST(rec.opponentPoints, "opponentPoints");
    QTEST(rec.check, "check");
    QTEST(reasons(rec), "reasons");
    // The effect says the same as data.
    const ActionEffect& e = game.effects().back();
    QCOMPARE(e.action, act(action.toLatin1().constData()));
    if (!e.action.isEnd()) {
        QCOMPARE(e.score.points.own, rec.points);
        QCOMPARE(e.score.points.opponent, rec.opponentPoints);
        QCOMPARE(e.check, rec.check);
    }
}

void TestJifenGame::refusalChangesNothing()
{
    Game game(rules("jifen-contest"));
    const std::string fen = game.position().fen();
    const Refusal r = game.play(act("h2h9"));
    QCOMPARE(r.reason, Refusal::Reason::FirstTurnCapture);
    QCOMPARE(game.play(act("h2h8")).reason, Refusal::Reason::Movement);
    QCOMPARE(game.play(act("h2h8")).movement, xiangqi::MoveError::PathBlocked);
    QCOMPARE(game.play(act("b2b7")).movement, xiangqi::MoveError::CannonNeedsScreen);
    QCOMPARE(game.play(act("h7h5")).movement, xiangqi::MoveError::NotYourPiece);
    QCOMPARE(game.play(act("e5e4")).movement, xiangqi::MoveError::NoPieceOnFrom);
    QCOMPARE(game.play(act("h2e2=i")).reason, Refusal::Reason::KindChangeTooEarly);
    QCOMPARE(game.endTurn().reason, Refusal::Reason::EndNotAllowed);
    QCOMPARE(game.position().fen(), fen);
    QVERIFY(game.records().empty());
    QCOMPARE(game.ply(), 0);
}

// Undo after every action of a random game gives back the exact position,
// scores and turn, kind changes and `end` included.
void TestJifenGame::undoRestoresEverything()
{
    QRandomGenerator rng(7);
    for (const RuleSet& r : ruleSets()) {
        Game game(r);
        std::vector<std::string> fens{game.position().fen()};
        int changes = 0;
        for (int i = 0; i < 60 && !game.over(); ++i) {
            const ActionList actions = game.legalActions();
            const Action a = actions[rng.bounded(actions.size())];
            changes += a.change.has_value();
            QVERIFY(!game.play(a));
            fens.push_back(game.position().fen());
        }
        QVERIFY(changes > 0);
        while (!game.actions().empty()) {
            QCOMPARE(game.position().fen(), fens.back());
            fens.pop_back();
            QVERIFY(game.undo());
        }
        QCOMPARE(game.position().fen(), fens.back());
        QCOMPARE(game.position().fen(), game.startPosition().fen());
        QVERIFY(!game.undo());
        QCOMPARE(game.ply(), 0);
        QVERIFY(game.records().empty() && game.effects().empty());
    }
}

void TestJifenGame::undoEndAndAutomaticEnd()
{
    Game game(rules("jifen-contest"));
    QCOMPARE(playAll(game, {"h2e2", "b7e7"}), -1);
    QVERIFY(game.mayEndTurn());
    QVERIFY(!game.endTurn());
    QCOMPARE(game.sideToAct(), Side::Red);
    QCOMPARE(game.ply(), 2); // `end` is no move
    QVERIFY(game.undo());
    QCOMPARE(game.sideToAct(), Side::Black);
    QCOMPARE(game.position().phase(), TurnPhase::SecondMove);
    QCOMPARE(game.ply(), 2);

    // A move whose turn ended by itself is undone with that end.
    const auto start = Position::fromFen(rules("jifen-contest"), "5k3/9/9/9/3r5/9/9/6n2/r8/3K5 w - - 0 1 turn:two");
    QVERIFY(start);
    Game stuck(*start);
    QVERIFY(!stuck.play(act("d0e0")));
    QCOMPARE(stuck.sideToAct(), Side::Black);
    QVERIFY(stuck.effects().back().noSecondMove);
    QVERIFY(stuck.undo());
    QCOMPARE(stuck.position().fen(), start->fen());
}

void TestJifenGame::resignationAndOtherResults()
{
    Game game(rules("jifen-contest"));
    QCOMPARE(playAll(game, {"h2e2", "b7e7"}), -1);
    // Between the two moves of its turn, the side to act is black.
    game.resign(game.sideToAct());
    QCOMPARE(game.result(), (GameResult{Verdict::RedWins, "resignation"}));
    QVERIFY(game.legalActions().empty());
    QCOMPARE(game.play(act("end")).reason, Refusal::Reason::GameOver);
    QVERIFY(game.undo()); // takes back b7e7 and the resignation with it
    QVERIFY(!game.over());
    game.agreeDraw();
    QCOMPARE(game.result(), (GameResult{Verdict::Draw, "draw agreement"}));
    game.flagFall(Side::Black); // no effect once over
    QCOMPARE(game.result().reason, std::string("draw agreement"));
    Game timed(rules("jifen-simple"));
    timed.flagFall(Side::Red);
    QCOMPARE(timed.result(), (GameResult{Verdict::BlackWins, "timeout"}));
}

// SC-4/SC-11: once the position decides the game nothing more is played, and a
// game may start decided (a FEN at the target).
void TestJifenGame::gameOverRefusesActions()
{
    const auto won = Position::fromFen(rules("jifen-simple"), "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1 score:1,30");
    QVERIFY(won);
    Game game(*won);
    QCOMPARE(game.result(), (GameResult{Verdict::BlackWins, "target score"}));
    QVERIFY(game.legalActions().empty());
    QCOMPARE(game.play(act("a0a1")).reason, Refusal::Reason::GameOver);
    QVERIFY(game.kindChoices(xiangqi::Position::parseIccs("a0a1")).empty());
    QVERIFY(!game.undo());
    QVERIFY(game.over());
}

void TestJifenGame::positionAtReviews()
{
    Game game(rules("jifen-match"));
    QCOMPARE(playAll(game, {"h2e2=i", "h9g7=s", "e2e1"}), -1);
    QCOMPARE(game.positionAt(0).fen(), game.startPosition().fen());
    const Position second = game.positionAt(2);
    QCOMPARE(second.kindAt(xiangqi::makeSquare(6, 7)), Kind::Small);
    QCOMPARE(second.score(Side::Red), 1);
    QCOMPARE(second.score(Side::Black), 1);
    QCOMPARE(game.positionAt(99).fen(), game.position().fen());
    QCOMPARE(game.score(Side::Red), 2);
}

// What the UI's kind picker offers, and that every offer plays.
void TestJifenGame::kindChoicesForTheUi()
{
    Game game(rules("jifen-match"));
    const Move m = xiangqi::Position::parseIccs("h2e2");
    const auto choices = game.kindChoices(m);
    QCOMPARE(int(choices.size()), 3);
    QCOMPARE(choices[0], std::nullopt);
    for (const auto& c : choices) {
        QVERIFY(!game.play(m, c));
        QCOMPARE(game.position().kindAt(m.to), c.value_or(Kind::Normal));
        QVERIFY(game.undo());
    }
    int withChange = 0;
    for (const Action& a : game.legalActions())
        withChange += a.change.has_value();
    QCOMPARE(withChange, 2 * 44);
}

QTEST_GUILESS_MAIN(TestJifenGame)
#include "tst_jifen_game.moc"
