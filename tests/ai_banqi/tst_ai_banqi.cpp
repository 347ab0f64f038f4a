// The banqi AI (engine/ai/banqi_ai.h): it takes a winning capture, saves a
// hanging piece, plays only legal actions over many random games, and decides
// from the player's view alone: permuting the face-down pieces of the
// referee's game changes nothing it sees, so nothing it does. It converts won
// endings: the hint's search plays the winning side to the end within the
// no-capture limit (issue 39).
#include "ai/banqi_ai.h"
#include "banqi/game.h"

#include <QTest>

#include <algorithm>

using namespace qiyuan;
using namespace qiyuan::banqi;

class TestAiBanqi : public QObject {
    Q_OBJECT
private slots:
    void takesTheBestCapture_data();
    void takesTheBestCapture();
    void savesAHangingPiece_data();
    void savesAHangingPiece();
    void onlyLegalActions_data();
    void onlyLegalActions();
    void sameChoiceWhateverTheHiddenLayout();
    void convertsWonEndings_data();
    void convertsWonEndings();

private:
    static Game fromFen(const char* fen, const char* rules = "banqi")
    {
        std::string error;
        auto g = Game::fromFen(fen, *findRuleSet(rules), &error);
        if (!g)
            qFatal("bad FEN %s: %s", fen, error.c_str());
        return *g;
    }
};

void TestAiBanqi::takesTheBestCapture_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("expected");
    // Red (the first player) to act at ply 20; a few pieces still face down.
    QTest::newRow("chariot takes a horse (BQ-5)") << "xx6/8/8/Rn4xx r r 0,0 oo 0 20 pppp" << "banqi" << "a1b1";
    QTest::newRow("cannon jumps a screen to take a chariot (BQ-6)")
        << "xx6/8/8/C1xr4 r r 0,0 oo 0 20 ppp" << "banqi" << "a1d1";
    QTest::newRow("soldier takes the general (BQ-5)") << "xx6/8/8/Pk5x r r 0,0 oo 0 20 ppp" << "banqi" << "a1b1";
    QTest::newRow("Taiwan rules: chariot takes a chariot and survives (BQ-16)")
        << "xx6/8/8/Rr4xx r r 0,0 oo 0 20 pppp" << "banqi-taiwan" << "a1b1";
}

void TestAiBanqi::takesTheBestCapture()
{
    QFETCH(QString, fen);
    QFETCH(QString, rules);
    QFETCH(QString, expected);
    const Game g = fromFen(fen.toLatin1().constData(), rules.toLatin1().constData());
    const Player me = g.toAct();
    for (int level : {1, 4, 8}) {
        ai::BanqiAiOptions o;
        o.level = level;
        o.randomize = false;
        const auto r = ai::chooseBanqiAction(g.view(me), g.rules(), o);
        QCOMPARE(QString::fromStdString(actionText(r.action)), expected);
    }
}

void TestAiBanqi::savesAHangingPiece_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");
    // The red horse on a1 is attacked by the black chariot on b1 and cannot take it.
    QTest::newRow("horse flees the chariot") << "xxx5/8/8/Nr6 r r 0,0 oo 0 20 ppp" << "a1a2";
    // The red advisor on h1 is attacked by the black general on g1.
    QTest::newRow("advisor flees the general") << "xxx5/8/8/6kA r r 0,0 oo 0 20 ppp" << "h1h2";
}

void TestAiBanqi::savesAHangingPiece()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const Game g = fromFen(fen.toLatin1().constData());
    ai::BanqiAiOptions o;
    o.level = 4;
    o.randomize = false;
    const auto r = ai::chooseBanqiAction(g.view(g.toAct()), g.rules(), o);
    QCOMPARE(QString::fromStdString(actionText(r.action)), expected);
}

void TestAiBanqi::onlyLegalActions_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("captureFaceDown");
    QTest::newRow("QQ rules") << "banqi" << false;
    QTest::newRow("Taiwan rules") << "banqi-taiwan" << false;
    QTest::newRow("QQ rules, capturing face-down pieces") << "banqi" << true;
}

void TestAiBanqi::onlyLegalActions()
{
    QFETCH(QString, rules);
    QFETCH(bool, captureFaceDown);
    RuleSet r = *findRuleSet(rules.toStdString());
    r.captureFaceDown = captureFaceDown;
    int finished = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Game g(dealFromSeed(seed), r);
        for (int ply = 0; ply < 400 && !g.over(); ++ply) {
            ai::BanqiAiOptions o;
            o.level = 1 + static_cast<int>((seed + ply) % 3); // levels 1..3 keep it fast
            o.seed = seed * 1000 + static_cast<std::uint64_t>(ply);
            const View v = g.view(g.toAct());
            const auto choice = ai::chooseBanqiAction(v, g.rules(), o);
            QVERIFY(!choice.action.isNull());
            QVERIFY(std::find(v.legal.begin(), v.legal.end(), choice.action) != v.legal.end());
            QCOMPARE(g.play(choice.action), ActionError::None);
        }
        finished += g.over();
    }
    QCOMPARE(finished, 8); // every game ends (at the latest by the ply limit of BQ-11)
}

void TestAiBanqi::sameChoiceWhateverTheHiddenLayout()
{
    for (std::uint64_t seed = 11; seed <= 16; ++seed) {
        Game g(dealFromSeed(seed));
        // Play into the middle game with the AI itself.
        for (int ply = 0; ply < 24 && !g.over(); ++ply) {
            ai::BanqiAiOptions o;
            o.level = 2;
            o.seed = seed + static_cast<std::uint64_t>(ply);
            QCOMPARE(g.play(ai::chooseBanqiAction(g.view(g.toAct()), g.rules(), o).action), ActionError::None);
        }
        if (g.over())
            continue;
        // The referee FEN with the face-down pieces permuted: a different deal
        // that looks the same to both players.
        const std::string fen = g.fen();
        const std::size_t cut = fen.rfind(' ');
        std::string hidden = fen.substr(cut + 1);
        QVERIFY(hidden.size() >= 2);
        std::string permuted = hidden;
        std::rotate(permuted.begin(), permuted.begin() + 1, permuted.end());
        if (permuted == hidden)
            std::reverse(permuted.begin(), permuted.end());
        const Game other = fromFen((fen.substr(0, cut + 1) + permuted).c_str());
        const Game same = fromFen(fen.c_str());
        const View a = same.view(same.toAct());
        const View b = other.view(other.toAct());
        QCOMPARE(a.fen, b.fen);
        for (int level : {1, 5, 8}) {
            ai::BanqiAiOptions o;
            o.level = level;
            o.seed = seed;
            QCOMPARE(actionText(ai::chooseBanqiAction(a, same.rules(), o).action),
                     actionText(ai::chooseBanqiAction(b, other.rules(), o).action));
        }
    }
}

void TestAiBanqi::convertsWonEndings_data()
{
    // All face up, the winning side to act, 60 plies played; red is the first player.
    QTest::addColumn<QString>("fen");
    const auto row = [](const char* name, const char* board, bool redWins) {
        QTest::newRow(name) << QString("%1 %2 r 0,0 oo 0 %3 -").arg(board, redWins ? "r" : "b", redWins ? "60" : "61");
    };
    row("six pieces against a lone elephant", "7b/8/8/KARNCP2", true);
    row("six pieces against a lone elephant in the middle", "8/3b4/8/KARNCP2", true);
    row("general and advisor against a lone chariot", "8/5r2/8/KA6", true);
    row("two chariots against a lone horse", "8/6n1/8/RR6", true);
    row("advisor and elephant against a lone cannon", "c7/8/8/4AB2", true);
    row("two horses against a lone cannon", "8/7c/8/NN6", true);
    row("chariot, horse and cannon against a lone soldier", "8/3p4/8/RNC5", true);
    row("three soldiers against a lone general", "8/4k3/8/PPP5", true);
    row("two soldiers and a chariot against a lone general", "7k/8/8/PP1R4", true);
    row("chariot and horse against a lone horse", "3n4/8/8/R6N", true);
    row("elephant and chariot against a lone chariot", "8/8/7r/BR6", true);
    row("two advisors against a lone elephant", "8/2b5/8/3AA3", true);
    row("general, elephant and horse against a lone advisor", "7a/8/8/KBN5", true);
    row("chariot and two cannons against a lone horse", "8/4n3/8/RCC5", true);
    row("advisor and chariot against a horse and a soldier", "6np/8/8/AR6", true);
    row("two chariots and a horse against a lone chariot", "r7/8/8/4RRN1", true);
    row("general and two advisors against two horses", "8/1n4n1/8/3KAA2", true);
    row("black: six pieces against a lone elephant", "karncp2/8/8/7B", false);
    row("black: general and advisor against a lone chariot", "ka6/8/2R5/8", false);
    row("black: three soldiers against a lone general", "ppp5/8/3K4/8", false);
}

// The hint's search (level 8, no random margin) plays the winning side, the
// same search the losing one, under both rule sets: the QQ rules with their
// chase limit (BQ-8), the Taiwan rules with their draws by threefold
// repetition and by 50 plies without flip or capture (BQ-16). Either way no
// capture may wait longer than the Taiwan limit.
void TestAiBanqi::convertsWonEndings()
{
    QFETCH(QString, fen);
    for (const char* rules : {"banqi", "banqi-taiwan"}) {
        Game g = fromFen(fen.toLatin1().constData(), rules);
        const Player winner = g.toAct();
        int longestQuiet = 0;
        while (!g.over()) {
            ai::BanqiAiOptions o;
            o.level = ai::MaxLevel;
            o.randomize = false;
            o.seed = g.toAct() == winner ? 7 : 11;
            const auto r = ai::chooseBanqiAction(g.view(g.toAct()), g.rules(), o);
            QCOMPARE(g.play(r.action), ActionError::None);
            longestQuiet = std::max(longestQuiet, g.quietPlies());
        }
        QVERIFY2(g.winner() == winner, (std::string(rules) + ": " + g.result().reason + " at ply "
                                        + std::to_string(g.ply()) + ", " + g.fen()).c_str());
        QVERIFY2(longestQuiet < findRuleSet("banqi-taiwan")->quietPlyLimit, rules);
    }
}

QTEST_APPLESS_MAIN(TestAiBanqi)
#include "tst_ai_banqi.moc"
