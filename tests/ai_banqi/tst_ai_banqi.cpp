// The banqi AI (engine/ai/banqi_ai.h): it takes a winning capture, saves a
// hanging piece, plays only legal actions over many random games, and decides
// from the player's view alone: permuting the face-down pieces of the
// referee's game changes nothing it sees, so nothing it does. It converts won
// endings: the hint's search plays the winning side to the end within the
// no-capture limit (issue 39), under TCGA's too (issue 41); with at most four
// pieces face up from its endgame table (ai/banqi_endgame.h), checked against
// the test's own solver (endgame_solver.h), which also shows the endings
// against a lone running chariot drawn (BQ-21). It follows every
// option of the rule set (BQ-17..BQ-20): legal in every preset and combination,
// chain captures started, continued and ended when that is best.
#include "ai/banqi_ai.h"
#include "ai/banqi_endgame.h"
#include "banqi/game.h"
#include "endgame_solver.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <string_view>
#include <utility>

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
    void solverVerdicts_data();
    void solverVerdicts();
    void solverMovesAreTheReferees_data();
    void solverMovesAreTheReferees();
    void endgameTableAgreesWithTheSolver_data();
    void endgameTableAgreesWithTheSolver();
    void convertsWonEndings_data();
    void convertsWonEndings();
    void followsTheOptions_data();
    void followsTheOptions();
    void convertsWithinTheTcgaLimit_data();
    void convertsWithinTheTcgaLimit();

private:
    static Game fromFen(const char* fen, const char* rules = "banqi")
    {
        return fromFen(fen, *findRuleSet(rules));
    }
    static Game fromFen(const char* fen, const RuleSet& rules)
    {
        std::string error;
        auto g = Game::fromFen(fen, rules, &error);
        if (!g)
            qFatal("bad FEN %s: %s", fen, error.c_str());
        return *g;
    }
    // The search's own move generation against the referee's legal actions in
    // the same view: the same moves and face-up captures (flips, face-down
    // targets and "end" are the root's alone); only moves the chase limit (BQ-8)
    // forbids may be the search's alone.
    static void checkSearchActions(const View& v, const RuleSet& rules)
    {
        std::vector<Action> mine = ai::banqiSearchActions(v, rules);
        std::vector<Action> referee;
        for (const Action& a : v.legal)
            if (!a.isEndTurn() && !a.isFlip() && v.board[static_cast<std::size_t>(a.to)] != FaceDown)
                referee.push_back(a);
        const auto byText = [](const Action& x, const Action& y) { return actionText(x) < actionText(y); };
        std::sort(mine.begin(), mine.end(), byText);
        std::sort(referee.begin(), referee.end(), byText);
        std::vector<Action> missing, extra;
        std::set_difference(referee.begin(), referee.end(), mine.begin(), mine.end(), std::back_inserter(missing), byText);
        std::set_difference(mine.begin(), mine.end(), referee.begin(), referee.end(), std::back_inserter(extra), byText);
        std::string why;
        for (const Action& a : missing)
            why += " missing " + actionText(a);
        for (const Action& a : extra)
            if (rules.chaseLimit == 0 || v.board[static_cast<std::size_t>(a.to)] != NoPiece)
                why += " extra " + actionText(a);
        QVERIFY2(why.empty(), (v.fen + ":" + why).c_str());
    }
    // After a capture whose piece stayed: the referee goes on with a chain
    // (BQ-17) whenever the search would; the search may see none only when the
    // piece's further targets are all face down (chains onto face-down pieces).
    static void checkChainStart(const View& before, Action a, const Game& g)
    {
        if (g.over() || a.isFlip() || a.isEndTurn() || before.board[static_cast<std::size_t>(a.to)] == NoPiece
            || g.position().visible(a.from) != NoPiece // it turned up a piece it could not take
            || g.position().visible(a.to) != before.board[static_cast<std::size_t>(a.from)]) // both left (BQ-7)
            return;
        View probe = g.view(before.viewer);
        probe.chainSquare = a.to;
        probe.legal = {Action::endTurn()};
        const bool searchChains = g.rules().chainCaptures != ChainCaptures::Off
            && !ai::banqiSearchActions(probe, g.rules()).empty();
        const bool refereeChains = g.chainSquare() == a.to && g.toAct() == before.viewer;
        const std::string where = before.fen + " then " + actionText(a);
        if (searchChains)
            QVERIFY2(refereeChains, ("the referee ended the turn: " + where).c_str());
        else if (refereeChains)
            QVERIFY2(g.rules().chainCaptures == ChainCaptures::AlsoFaceDown,
                     ("the search would have ended the turn: " + where).c_str());
    }
    // The test's own endgame solver under a rule set's movement and equal ranks
    // (one per combination, its tables kept for the whole run).
    static endgame::Solver& solverFor(const RuleSet& rules)
    {
        static std::map<std::pair<bool, bool>, endgame::Solver> solvers;
        const std::pair<bool, bool> key{rules.chariotRuns, rules.equalRanks == EqualRanks::BothLeave};
        return solvers.try_emplace(key, endgame::SolverRules{key.first, key.second}).first->second;
    }
    // A preset with "key=value,..." options; fails the test for a refused combination.
    static std::optional<RuleSet> rulesWith(const QString& preset, const QString& options)
    {
        const RuleSet* row = findRuleSet(preset.toStdString());
        if (!row)
            return std::nullopt;
        return withOptions(*row, options.toStdString());
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

// Rows for every preset of ruleSets() as it is and with the options of
// BQ-17..BQ-20 turned on in two combinations: the AI's own move generation
// (chain captures, chariot runs, cannon targets, soldier and general) must
// agree with the referee's, in the middle of a chain too.
void TestAiBanqi::onlyLegalActions_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");
    for (const RuleSet& r : ruleSets()) {
        const QString key = QString::fromUtf8(r.key.data(), static_cast<int>(r.key.size()));
        QTest::addRow("%s", qPrintable(key)) << key << QString();
        QTest::addRow("%s, face-up chains, chariot runs, cannon by rank, strict ranks (BQ-17..BQ-20)", qPrintable(key))
            << key << "chain-captures=face-up,chariot-runs=yes,cannon-targets=by-rank,soldier-general=strict-ranks";
        QTest::addRow("%s, capturing face-down pieces, chains onto them (BQ-5 setting, BQ-17)", qPrintable(key))
            << key << "capture-face-down=yes,chain-captures=face-down,chariot-runs=yes";
    }
}

void TestAiBanqi::onlyLegalActions()
{
    QFETCH(QString, preset);
    QFETCH(QString, options);
    const std::optional<RuleSet> r = rulesWith(preset, options);
    QVERIFY2(r, qPrintable(preset + " " + options));
    int finished = 0, inChains = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Game g(dealFromSeed(seed), *r);
        for (int ply = 0; ply < 400 && !g.over(); ++ply) {
            ai::BanqiAiOptions o;
            o.level = 1 + static_cast<int>((seed + ply) % 3); // levels 1..3 keep it fast
            o.seed = seed * 1000 + static_cast<std::uint64_t>(ply);
            const View v = g.view(g.toAct());
            inChains += v.chainSquare != NoSquare;
            checkSearchActions(v, g.rules());
            if (QTest::currentTestFailed())
                return;
            const auto choice = ai::chooseBanqiAction(v, g.rules(), o);
            QVERIFY(!choice.action.isNull());
            QVERIFY2(std::find(v.legal.begin(), v.legal.end(), choice.action) != v.legal.end(),
                     (actionText(choice.action) + " in " + v.fen).c_str());
            QCOMPARE(g.play(choice.action), ActionError::None);
            checkChainStart(v, choice.action, g);
            if (QTest::currentTestFailed())
                return;
        }
        finished += g.over();
    }
    QCOMPARE(finished, 8); // every game ends (at the latest by the ply limit of BQ-11)
    if (r->chainCaptures != ChainCaptures::Off)
        QVERIFY2(inChains > 0, "no game reached a chain of captures: the rows would not test them");
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

// The test's endgame solver (endgame_solver.h) on positions a player checks by
// hand, and its verdicts on the endings convertsWonEndings does not play: a
// lone running chariot (BQ-18) escapes pieces that cannot trap it (BQ-21),
// while under the QQ rules, where it steps, the same endings are won.
void TestAiBanqi::solverVerdicts_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<bool>("redToAct");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("result");
    QTest::addColumn<int>("plies"); // -1: any number below the Taiwan limit
    const char* rush = "banqi-chariot-rush";
    QTest::newRow("a running chariot with no square to go loses (BQ-10)") << "8/8/B7/rA6" << false << rush << -1 << 0;
    QTest::newRow("the advisor takes the trapped chariot") << "8/8/B7/rA6" << true << rush << 1 << 1;
    QTest::newRow("a running chariot takes a chariot down the rank (BQ-18, BQ-16)")
        << "8/8/8/r1R5" << false << rush << 1 << 1;
    QTest::newRow("a chariot for a chariot leaves no piece: a draw (BQ-7, BQ-10)") << "8/8/8/rR6" << true << "banqi" << 0 << 0;
    QTest::newRow("a soldier takes the general (BQ-5)") << "8/8/8/pK6" << false << "banqi" << 1 << 1;
    const auto both = [](const char* name, const char* board, bool redToAct) {
        QTest::addRow("%s: drawn under the chariot rush (BQ-21)", name) << board << redToAct << "banqi-chariot-rush" << 0 << 0;
        QTest::addRow("%s: won under the QQ rules", name) << board << redToAct << "banqi" << 1 << -1;
    };
    both("general and advisor against a lone chariot", "8/5r2/8/KA6", true);
    both("elephant and chariot against a lone chariot", "8/8/7r/BR6", true);
    both("two chariots and a horse against a lone chariot", "r7/8/8/4RRN1", true);
    both("black: general and advisor against a lone chariot", "ka6/8/2R5/8", false);
}

void TestAiBanqi::solverVerdicts()
{
    QFETCH(QString, board);
    QFETCH(bool, redToAct);
    QFETCH(QString, preset);
    QFETCH(int, result);
    QFETCH(int, plies);
    const RuleSet* rules = findRuleSet(preset.toStdString());
    QVERIFY(rules);
    const endgame::Verdict v = solverFor(*rules).solve(board.toStdString(), redToAct);
    QVERIFY(v.known);
    QCOMPARE(v.result, result);
    if (plies >= 0)
        QCOMPARE(v.plies, plies);
    else
        QVERIFY2(v.plies > 0 && v.plies < findRuleSet("banqi-taiwan")->quietPlyLimit, qPrintable(QString::number(v.plies)));
}

namespace {

// The board field of a FEN from 32 squares a1..h1, a2.. ('.' empty).
std::string boardField(const std::string& squares)
{
    std::string out;
    for (int rank = 3; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char p = squares[static_cast<std::size_t>(rank * 8 + file)];
            if (p == '.') {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + std::exchange(empty, 0));
            out += p;
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
    return out;
}

// Up to four random pieces of both colours on distinct squares, as the board
// field of a FEN.
std::string randomEndingBoard(std::uint64_t& state, int count)
{
    const auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<unsigned>(state >> 33);
    };
    std::string squares(32, '.');
    const char* kinds = "KABRNCP";
    for (int i = 0; i < count; ++i) {
        int s;
        do
            s = static_cast<int>(next() % 32);
        while (squares[static_cast<std::size_t>(s)] != '.');
        char p;
        do { // a set has one general (BQ-1); four pieces never exceed the others' counts
            p = kinds[next() % 7];
            if (i % 2) // both colours present
                p = static_cast<char>(p | 0x20);
        } while ((p | 0x20) == 'k' && squares.find(p) != std::string::npos);
        squares[static_cast<std::size_t>(s)] = p;
    }
    return boardField(squares);
}

} // namespace

// The solver's own move generator against the referee's legal actions on
// random all-face-up boards of two to four pieces.
void TestAiBanqi::solverMovesAreTheReferees_data()
{
    QTest::addColumn<QString>("preset");
    QTest::newRow("QQ rules") << "banqi";
    QTest::newRow("Taiwan rules (BQ-16)") << "banqi-taiwan";
    QTest::newRow("chariot rush rules (BQ-18)") << "banqi-chariot-rush";
}

void TestAiBanqi::solverMovesAreTheReferees()
{
    QFETCH(QString, preset);
    const RuleSet* rules = findRuleSet(preset.toStdString());
    QVERIFY(rules);
    std::uint64_t state = 41;
    int compared = 0;
    for (int i = 0; i < 1000; ++i) {
        const std::string board = randomEndingBoard(state, 2 + i % 3);
        const bool red = i % 2 == 0;
        const std::string fen = board + (red ? " r r 0,0 oo 0 60 -" : " b r 0,0 oo 0 61 -");
        const Game g = fromFen(fen.c_str(), *rules);
        if (g.over())
            continue;
        std::vector<std::string> referee;
        for (const Action& a : g.view(g.toAct()).legal)
            referee.push_back(actionText(a));
        std::sort(referee.begin(), referee.end());
        QCOMPARE(solverFor(*rules).legalMoves(board, red), referee);
        ++compared;
    }
    QVERIFY(compared > 900);
}

// The engine's endgame tables (ai/banqi_endgame.h, issue 41) against the
// test's solver: the same verdict and distance on random placements of a few
// endings, under the chariot rush and the QQ rules.
void TestAiBanqi::endgameTableAgreesWithTheSolver_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("pieces");
    for (const char* pieces : {"KAr", "BRr", "RRNr", "KABr", "RBBr"})
        QTest::addRow("chariot rush, %s", pieces) << "banqi-chariot-rush" << pieces;
    for (const char* pieces : {"KAr", "BRr", "RRNr"})
        QTest::addRow("QQ rules, %s", pieces) << "banqi" << pieces;
}

void TestAiBanqi::endgameTableAgreesWithTheSolver()
{
    QFETCH(QString, preset);
    QFETCH(QString, pieces);
    const RuleSet* rules = findRuleSet(preset.toStdString());
    QVERIFY(rules);
    std::uint64_t state = 7;
    int won = 0, drawn = 0;
    for (int i = 0; i < 2000; ++i) {
        Board board{};
        std::string text;
        for (int tries = 0;; ++tries) { // a placement of exactly these pieces
            board.fill(NoPiece);
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            std::uint64_t bits = state;
            bool clash = false;
            for (QChar ch : pieces) {
                const int s = static_cast<int>(bits % 32);
                bits /= 32;
                clash = clash || board[static_cast<std::size_t>(s)] != NoPiece;
                board[static_cast<std::size_t>(s)] = pieceFromFenChar(ch.toLatin1());
            }
            if (!clash)
                break;
        }
        for (Piece p : board)
            text += fenChar(p);
        text = boardField(text);
        const bool red = i % 2 == 0;
        QElapsedTimer timer;
        timer.start();
        const std::optional<ai::BanqiEndgameValue> table = ai::banqiEndgameValue(board, red ? Color::Red : Color::Black, *rules);
        if (i == 0)
            qInfo("%s: the engine's table in %lld ms", qPrintable(pieces), static_cast<long long>(timer.elapsed()));
        QVERIFY(table);
        const endgame::Verdict v = solverFor(*rules).solve(text, red);
        QVERIFY2(table->result == v.result && (v.result == 0 || table->plies == v.plies),
                 qPrintable(QString("%1 %2: table %3 in %4, solver %5 in %6")
                                .arg(QString::fromStdString(text), red ? "red" : "black")
                                .arg(table->result).arg(table->plies).arg(v.result).arg(v.plies)));
        won += v.result != 0;
        drawn += v.result == 0;
    }
    qInfo("%s: %d decided, %d drawn", qPrintable(pieces), won, drawn);
}

void TestAiBanqi::convertsWonEndings_data()
{
    // All face up, the winning side to act, 60 plies played; red is the first
    // player. `drawn`: the presets under which the solver (endgame_solver.h)
    // finds the ending drawn; the test checks that verdict instead of playing.
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("drawn");
    const auto row = [](const char* name, const char* board, bool redWins, const char* drawn = "") {
        QTest::newRow(name) << QString("%1 %2 r 0,0 oo 0 %3 -").arg(board, redWins ? "r" : "b", redWins ? "60" : "61")
                            << QString(drawn);
    };
    // BQ-21: a lone running chariot (BQ-18) against pieces that cannot trap it is a draw.
    const char* rush = "banqi-chariot-rush";
    row("six pieces against a lone elephant", "7b/8/8/KARNCP2", true);
    row("six pieces against a lone elephant in the middle", "8/3b4/8/KARNCP2", true);
    row("general and advisor against a lone chariot", "8/5r2/8/KA6", true, rush);
    row("two chariots against a lone horse", "8/6n1/8/RR6", true);
    row("advisor and elephant against a lone cannon", "c7/8/8/4AB2", true);
    row("two horses against a lone cannon", "8/7c/8/NN6", true);
    row("chariot, horse and cannon against a lone soldier", "8/3p4/8/RNC5", true);
    row("three soldiers against a lone general", "8/4k3/8/PPP5", true);
    row("two soldiers and a chariot against a lone general", "7k/8/8/PP1R4", true);
    row("chariot and horse against a lone horse", "3n4/8/8/R6N", true);
    row("elephant and chariot against a lone chariot", "8/8/7r/BR6", true, rush);
    row("two advisors against a lone elephant", "8/2b5/8/3AA3", true);
    row("general, elephant and horse against a lone advisor", "7a/8/8/KBN5", true);
    row("chariot and two cannons against a lone horse", "8/4n3/8/RCC5", true);
    row("advisor and chariot against a horse and a soldier", "6np/8/8/AR6", true);
    row("two chariots and a horse against a lone chariot", "r7/8/8/4RRN1", true, rush);
    row("general and two advisors against two horses", "8/1n4n1/8/3KAA2", true);
    row("black: six pieces against a lone elephant", "karncp2/8/8/7B", false);
    row("black: general and advisor against a lone chariot", "ka6/8/2R5/8", false, rush);
    row("black: three soldiers against a lone general", "ppp5/8/3K4/8", false);
    // Won against a running chariot too (BQ-21): the solver's positions where it is trapped.
    row("general, advisor and elephant trap a running chariot", "1A6/8/8/r1K1B3", true);
    row("chariot and two elephants trap a running chariot", "8/4B1r1/2R5/6B1", true);
    row("general and advisor trap a running chariot on the edge", "8/5K1r/6A1/8", true);
}

// The hint's search (level 8, no random margin) plays the winning side, the
// same search the losing one, under the QQ rules with their chase limit
// (BQ-8), the Taiwan rules with their draws by threefold repetition and by 50
// plies without flip or capture (BQ-16), the TCGA rules (60 plies, issue 41)
// and the chariot rush rules (BQ-18). Either way no capture may wait longer
// than the Taiwan limit. Under the chariot rush, against a chariot, the
// solver says first whether the ending is won at all (BQ-21) and how soon the
// winner can capture: only won ones are played, the drawn ones must be the
// row's `drawn`.
void TestAiBanqi::convertsWonEndings()
{
    QFETCH(QString, fen);
    QFETCH(QString, drawn);
    for (const char* rules : {"banqi", "banqi-taiwan", "banqi-tcga", "banqi-chariot-rush"}) {
        const RuleSet* preset = findRuleSet(rules);
        QVERIFY2(preset, rules);
        Game g = fromFen(fen.toLatin1().constData(), rules);
        // The solver (up to four pieces) is asked where BQ-21 matters: under
        // the chariot rush with a defending chariot. The other endings are
        // won by play as they always were.
        const Piece defendingChariot = makePiece(opposite(*g.colorOf(g.toAct())), Chariot);
        const Board& board = g.position().visibleBoard();
        const bool ask = preset->chariotRuns && std::find(board.begin(), board.end(), defendingChariot) != board.end();
        const endgame::Verdict verdict = ask ? solverFor(*preset).solve(fen.section(' ', 0, 0).toStdString(),
                                                                        *g.colorOf(g.toAct()) == Color::Red)
                                             : endgame::Verdict{0, 0, false};
        if (drawn.split(',', Qt::SkipEmptyParts).contains(QString(rules))) {
            QVERIFY2(verdict.known && verdict.result == 0, rules);
            continue;
        }
        if (verdict.known) { // up to four pieces: won, and the winner can capture within the quiet limit
            QVERIFY2(verdict.result == 1, rules);
            QVERIFY2(verdict.plies < findRuleSet("banqi-taiwan")->quietPlyLimit, rules);
        }
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

// The AI under the options of BQ-17..BQ-20: `before` are actions the referee
// plays first (a capture that starts a chain), then the AI (levels 4 and 8, no
// random margin) must choose `expected`.
void TestAiBanqi::followsTheOptions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("expected");
    // Red to act at ply 20, a few black soldiers face down.
    QTest::newRow("chariot runs: a long capture down the file (BQ-18)")
        << "n5xx/8/8/R7 r r 0,0 oo 0 20 pp" << "banqi" << "chariot-runs=yes" << "" << "a1a4";
    QTest::newRow("chariot runs: the horse leaves the file of a running chariot (BQ-18)")
        << "r5xx/8/8/N7 r r 0,0 oo 0 20 pp" << "banqi" << "chariot-runs=yes" << "" << "a1b1";
    QTest::newRow("cannon of any rank: it jumps onto the chariot (BQ-6)")
        << "7x/r7/x7/Cxp5 r r 0,0 oo 0 20 ppp" << "banqi" << "cannon-targets=any-rank" << "" << "a1a3";
    QTest::newRow("cannon by rank: only the soldier (BQ-19)")
        << "7x/r7/x7/Cxp5 r r 0,0 oo 0 20 ppp" << "banqi" << "cannon-targets=by-rank" << "" << "a1c1";
    QTest::newRow("soldier takes general: the general flees the soldier (BQ-5)")
        << "7x/8/8/Kp6 r r 0,0 oo 0 20 p" << "banqi" << "soldier-general=soldier-takes-general" << "" << "a1a2";
    QTest::newRow("strict ranks: the general takes the soldier (BQ-20)")
        << "7x/8/8/Kp6 r r 0,0 oo 0 20 p" << "banqi" << "soldier-general=strict-ranks" << "" << "a1b1";
    // Two horses in a row are worth more than one chariot: only with chains.
    QTest::newRow("no chains: the chariot takes the chariot (BQ-17 off)")
        << "6xx/1r6/1Rnn4/8 r r 0,0 oo 0 20 pp" << "banqi-taiwan" << "chain-captures=off" << "" << "b2b3";
    QTest::newRow("chains: the chariot starts on the two horses (BQ-17)")
        << "6xx/1r6/1Rnn4/8 r r 0,0 oo 0 20 pp" << "banqi-taiwan" << "chain-captures=face-up" << "" << "b2c2";
    // In a chain: the chariot on b1 may take the horse on c1 next.
    QTest::newRow("in a chain: takes the next piece (BQ-17)")
        << "6xx/8/8/Rpn5 r r 0,0 oo 0 20 pp" << "banqi-taiwan" << "chain-captures=face-up" << "a1b1" << "b1c1";
    QTest::newRow("in a chain: ends the turn rather than be taken by the general (BQ-17)")
        << "6xx/8/8/Rpnk4 r r 0,0 oo 0 20 pp" << "banqi-taiwan" << "chain-captures=face-up" << "a1b1" << "end";
}

void TestAiBanqi::followsTheOptions()
{
    QFETCH(QString, fen);
    QFETCH(QString, preset);
    QFETCH(QString, options);
    QFETCH(QString, before);
    QFETCH(QString, expected);
    const std::optional<RuleSet> rules = rulesWith(preset, options);
    QVERIFY2(rules, qPrintable(options));
    Game g = fromFen(fen.toLatin1().constData(), *rules);
    for (const QString& text : before.split(' ', Qt::SkipEmptyParts)) {
        const std::optional<Action> a = parseAction(text.toStdString());
        QVERIFY(a);
        QCOMPARE(g.play(*a), ActionError::None);
    }
    const View v = g.view(g.toAct());
    if (!before.isEmpty()) // the capture started a chain: the same player acts again
        QVERIFY(v.chainSquare != NoSquare);
    for (int level : {4, 8}) {
        ai::BanqiAiOptions o;
        o.level = level;
        o.randomize = false;
        const auto r = ai::chooseBanqiAction(v, g.rules(), o);
        QCOMPARE(QString::fromStdString(actionText(r.action)), expected);
    }
}

// Issue 41: won endings are converted within the TCGA no-progress limit (60
// plies without flip or capture, BQ-16 as TCGA plays it): the computer as the
// table plays it (level 8, with its random margin) against the hint's search.
void TestAiBanqi::convertsWithinTheTcgaLimit_data()
{
    QTest::addColumn<QString>("fen");
    const auto row = [](const char* name, const char* board) {
        QTest::newRow(name) << QString("%1 r r 0,0 oo 0 60 -").arg(board);
    };
    row("general and chariot against a lone horse", "8/5n2/8/KR6");
    row("general and chariot against a lone cannon", "8/5c2/8/KR6");
    row("general and chariot against a lone soldier", "7p/8/8/KR6");
    row("chariot and horse against a lone horse in the far corner", "7n/8/8/RN6");
    row("advisor and chariot against a lone chariot", "8/2r5/8/5AR1");
}

void TestAiBanqi::convertsWithinTheTcgaLimit()
{
    QFETCH(QString, fen);
    const RuleSet* tcga = findRuleSet("banqi-tcga");
    QVERIFY2(tcga, "the TCGA preset (issue 41)");
    QCOMPARE(tcga->quietPlyLimit, 60);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        Game g = fromFen(fen.toLatin1().constData(), *tcga);
        const Player winner = g.toAct();
        int longestQuiet = 0;
        while (!g.over()) {
            ai::BanqiAiOptions o;
            o.level = ai::MaxLevel;
            o.randomize = g.toAct() == winner;
            o.seed = seed * 100 + static_cast<std::uint64_t>(g.ply());
            const auto r = ai::chooseBanqiAction(g.view(g.toAct()), g.rules(), o);
            QCOMPARE(g.play(r.action), ActionError::None);
            longestQuiet = std::max(longestQuiet, g.quietPlies());
        }
        QVERIFY2(g.winner() == winner,
                 (g.result().reason + " at ply " + std::to_string(g.ply()) + ", " + g.fen()).c_str());
        QVERIFY(longestQuiet < tcga->quietPlyLimit);
    }
}

QTEST_APPLESS_MAIN(TestAiBanqi)
#include "tst_ai_banqi.moc"
