// The jifen AI (engine/ai/jifen_ai.h), in all three rule sets: it takes a free
// piece, saves a hanging one, and over many games plays only actions the
// Game accepts (kind changes and `end` of a two-move turn included).
#include "ai/jifen_ai.h"
#include "jifen/game.h"

#include <QTest>

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
} // namespace

class TestAiJifen : public QObject {
    Q_OBJECT
private slots:
    void takesAFreePiece_data();
    void takesAFreePiece();
    void savesAHangingPiece();
    void onlyLegalActions_data();
    void onlyLegalActions();
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

QTEST_APPLESS_MAIN(TestAiJifen)
#include "tst_ai_jifen.moc"
