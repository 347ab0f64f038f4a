// The jifen AI (engine/ai/jifen_ai.h), in all three rule sets: it takes a free
// piece, saves a hanging one, and over many games plays only actions the
// Game accepts (kind changes and `end` of a two-move turn included).
#include "ai/jifen_ai.h"
#include "jifen/game.h"

#include <QTest>

#include <random>

using namespace qiyuan;
using namespace qiyuan::jifen;

namespace {
const RuleSet& rules(const char* key)
{
    for (const RuleSet& r : ruleSets())
        if (r.key == key)
            return r;
    qFatal("no rule set %s", key);
}
// Plain minimax without pruning or ordering, from `me`'s view, scored as the
// AI scores (the result when over, else evaluateJifen): the reference that
// alpha-beta with its killer and history ordering must agree with.
int minimax(Position& p, xiangqi::Side me, int depth, int ply)
{
    const GameResult r = p.result();
    if (r.over()) {
        if (r.verdict == Verdict::Draw)
            return 0;
        const bool won = (r.verdict == Verdict::RedWins) == (me == xiangqi::Side::Red);
        return won ? ai::Mate - ply : -ai::Mate + ply;
    }
    if (depth <= 0)
        return ai::evaluateJifen(p, me);
    ActionList actions;
    p.generateLegal(actions);
    if (actions.empty())
        return ai::evaluateJifen(p, me);
    const bool maximise = p.sideToAct() == me;
    int best = maximise ? -ai::Infinite : ai::Infinite;
    for (const Action& a : actions) {
        p.makeAction(a);
        const int v = minimax(p, me, depth - 1, ply + 1);
        p.unmakeAction();
        best = maximise ? std::max(best, v) : std::min(best, v);
    }
    return best;
}
} // namespace

class TestAiJifen : public QObject {
    Q_OBJECT
private slots:
    void takesAFreePiece_data();
    void takesAFreePiece();
    void savesAHangingPiece();
    void onlyLegalActions_data();
    void onlyLegalActions();
    void agreesWithPlainMinimax_data();
    void agreesWithPlainMinimax();
};

void TestAiJifen::takesAFreePiece_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expectedMove");
    QTest::newRow("simple: chariot takes a chariot") << "jifen-simple" << "4k4/9/9/9/9/r8/9/9/9/R2K5 w - - 0 1"
                                                     << "a0a4";
    QTest::newRow("match: chariot takes a chariot") << "jifen-match" << "4k4/9/9/9/9/r8/9/9/9/R2K5 w - - 0 1"
                                                    << "a0a4";
}

void TestAiJifen::takesAFreePiece()
{
    QFETCH(QString, rules);
    QFETCH(QString, fen);
    QFETCH(QString, expectedMove);
    std::string error;
    const auto start = Position::fromFen(::rules(rules.toLatin1().constData()), fen.toStdString(), &error);
    QVERIFY2(start, error.c_str());
    const Game g(*start);
    ai::JifenAiOptions o;
    o.level = 8;
    o.moveTimeMs = 500;
    o.randomize = false;
    const auto r = ai::chooseJifenAction(g, o);
    QVERIFY(r.action);
    QCOMPARE(QString::fromStdString(actionText(*r.action)).left(4), expectedMove);
}

void TestAiJifen::savesAHangingPiece()
{
    // The red chariot on e4 is attacked by the black chariot on e7, which a
    // black horse defends; red must move it away rather than trade it for nothing.
    std::string error;
    const auto start = Position::fromFen(rules("jifen-simple"), "3k5/9/4r4/2n6/9/4R4/9/9/9/5K3 w - - 0 1", &error);
    QVERIFY2(start, error.c_str());
    Game g(*start);
    ai::JifenAiOptions o;
    o.level = 8;
    o.moveTimeMs = 500;
    o.randomize = false;
    const auto r = ai::chooseJifenAction(g, o);
    QVERIFY(r.action);
    QCOMPARE(g.play(*r.action), Refusal{});
    // After the move no black piece can take the chariot for free: the reply search agrees.
    const auto reply = ai::chooseJifenAction(g, o);
    QVERIFY(reply.action);
    const xiangqi::Piece taken = g.position().at(reply.action->move.to);
    QVERIFY2(xiangqi::typeOf(taken) != xiangqi::Chariot, actionText(*r.action).c_str());
}

void TestAiJifen::onlyLegalActions_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("simple") << "jifen-simple";
    QTest::newRow("match") << "jifen-match";
    QTest::newRow("contest (two-move turns, end)") << "jifen-contest";
}

void TestAiJifen::onlyLegalActions()
{
    QFETCH(QString, rules);
    const RuleSet& r = ::rules(rules.toLatin1().constData());
    int ends = 0, changes = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        Game g(r);
        for (int i = 0; i < 40 && !g.over(); ++i) {
            ai::JifenAiOptions o;
            o.level = 1 + static_cast<int>((seed + i) % 2);
            o.moveTimeMs = 15;
            o.seed = seed * 100 + static_cast<std::uint64_t>(i);
            const auto choice = ai::chooseJifenAction(g, o);
            QVERIFY(choice.action);
            QVERIFY(g.legalActions().contains(*choice.action));
            ends += choice.action->isEnd();
            changes += choice.action->change.has_value();
            QCOMPARE(g.play(*choice.action), Refusal{});
        }
    }
    qInfo() << rules << "ends" << ends << "kind changes" << changes;
}

void TestAiJifen::agreesWithPlainMinimax_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("seed");
    for (const char* key : {"jifen-simple", "jifen-match", "jifen-contest"})
        for (int seed = 1; seed <= 3; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("%1, position %2").arg(QLatin1String(key)).arg(seed)))
                << QString::fromLatin1(key) << seed;
}

// Move ordering (captures, killers, history, the root by the last depth's
// scores) only changes how fast the search is: at a fixed depth the score is
// the plain minimax value, and the action chosen has that value.
void TestAiJifen::agreesWithPlainMinimax()
{
    QFETCH(QString, rules);
    QFETCH(int, seed);
    const RuleSet& r = ::rules(rules.toLatin1().constData());
    Game g(r);
    std::mt19937 rng(static_cast<unsigned>(seed));
    for (int i = 0; i < 8 + 2 * seed && !g.over(); ++i) {
        const ActionList actions = g.legalActions();
        QCOMPARE(g.play(actions[static_cast<int>(rng() % static_cast<unsigned>(actions.size()))]), Refusal{});
    }
    QVERIFY(!g.over());
    constexpr int Depth = 3;
    ai::JifenAiOptions o;
    o.randomize = false;
    o.maxDepth = Depth;
    o.moveTimeMs = 600000;
    const auto choice = ai::chooseJifenAction(g, o);
    QVERIFY(choice.action);
    // The search stops early only at a won or lost game it has proven.
    QVERIFY(choice.depth == Depth || ai::isMateScore(choice.score));

    Position p = g.position();
    const xiangqi::Side me = p.sideToAct();
    int best = -ai::Infinite, chosen = -ai::Infinite;
    for (const Action& a : p.legalActions()) {
        p.makeAction(a);
        const int v = minimax(p, me, choice.depth - 1, 1);
        p.unmakeAction();
        best = std::max(best, v);
        if (a == *choice.action)
            chosen = v;
    }
    QCOMPARE(choice.score, best);
    QCOMPARE(chosen, best);
}

QTEST_APPLESS_MAIN(TestAiJifen)
#include "tst_ai_jifen.moc"
