// 翻翻棋 perft-style cross-check (issue 41): over 1,000 seeded random games per
// rule set, at every position the count and the set of Game::legalActions()
// equal those of a second move generator written here from the rulings
// (BQ-3..BQ-8, BQ-16..BQ-20; docs/rules/banqi-rules.md), which keeps its own
// board, chain and chase state and never calls the engine's generator. The
// engine only supplies the deal, the random choice of action and the end of
// the game; the two boards are compared after every ply as well.
#include "banqi/game.h"
#include "core/random.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::banqi;

namespace {

// The test's own game: pieces as FEN letters (uppercase red), '.' empty.
struct Model {
    struct Last {
        char type = '-'; // '-' none, 'f' flip, 'm' move, 'c' capture
        int from = -1, to = -1, run = 0, chased = -1;
    };
    RuleSet rules;
    std::array<char, 32> piece{};
    std::array<bool, 32> up{};
    int firstRed = -1; // 1: the first player is red, 0: black, -1: unknown
    int player = 0;    // 0 first, 1 second
    int chain = -1;    // BQ-17
    std::array<Last, 2> last;

    static int rank(char c)
    {
        switch (c | 0x20) {
        case 'k': return 7;
        case 'a': return 6;
        case 'b': return 5;
        case 'r': return 4;
        case 'n': return 3;
        case 'c': return 2;
        case 'p': return 1;
        }
        return 0;
    }
    static bool red(char c) { return c >= 'A' && c <= 'Z'; }
    bool empty(int s) const { return piece[s] == '.'; }
    bool mine(int s) const { return !empty(s) && up[s] && red(piece[s]) == ((firstRed == 1) == (player == 0)); }

    // The square next to s towards (df, dr), or -1.
    static int step(int s, int df, int dr)
    {
        const int f = s % 8 + df, r = s / 8 + dr;
        return f < 0 || f > 7 || r < 0 || r > 3 ? -1 : r * 8 + f;
    }

    // BQ-5, BQ-19, BQ-20 on face-up pieces.
    bool rankTakes(char a, char t) const
    {
        const int ra = rank(a), rt = rank(t);
        if (ra == 2)
            return rules.cannonTargets == CannonTargets::AnyRank || rt <= 2;
        if (rules.soldierAndGeneral == SoldierAndGeneral::StrictRanks)
            return ra >= rt;
        if (ra == 7 && rt == 1)
            return false;
        if (ra == 1 && rt == 7)
            return true;
        return ra >= rt;
    }

    // Squares the piece on s moves to (empty) and the squares it hits (first
    // piece met by a step, a chariot's run or a cannon's jump), any owner.
    void reach(int s, std::vector<int>& moves, std::vector<int>& hits, const std::array<char, 32>& board) const
    {
        static const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        const int k = rank(board[s]);
        for (const auto& d : dirs) {
            int n = step(s, d[0], d[1]);
            if (n < 0)
                continue;
            if (k == 4 && rules.chariotRuns) { // BQ-18
                while (n >= 0 && board[n] == '.') {
                    moves.push_back(n);
                    n = step(n, d[0], d[1]);
                }
                if (n >= 0)
                    hits.push_back(n);
                continue;
            }
            if (board[n] == '.')
                moves.push_back(n);
            else if (k != 2)
                hits.push_back(n);
            if (k == 2) { // BQ-6: over exactly one screen, any distance
                int t = n;
                while (t >= 0 && board[t] == '.')
                    t = step(t, d[0], d[1]);
                if (t < 0)
                    continue;
                t = step(t, d[0], d[1]);
                while (t >= 0 && board[t] == '.')
                    t = step(t, d[0], d[1]);
                if (t >= 0)
                    hits.push_back(t);
            }
        }
    }

    // What everybody sees: the letter if face up, 'x' face down.
    std::array<char, 32> seen() const
    {
        std::array<char, 32> b{};
        for (int s = 0; s < 32; ++s)
            b[s] = empty(s) ? '.' : up[s] ? piece[s] : 'x';
        return b;
    }

    // BQ-8 "P attacks T" on a seen board.
    bool attacks(const std::array<char, 32>& b, int p, int t) const
    {
        if (b[p] == '.' || b[p] == 'x' || b[t] == '.' || b[t] == 'x' || red(b[p]) == red(b[t]) || !rankTakes(b[p], b[t]))
            return false;
        std::vector<int> moves, hits;
        reach(p, moves, hits, b);
        return std::find(hits.begin(), hits.end(), t) != hits.end();
    }

    // BQ-8: the run the move from -> to makes, 0 when it is no chase move.
    int chaseRun(int from, int to) const
    {
        if (rules.chaseLimit == 0)
            return 0;
        const Last& x = last[player];
        const Last& y = last[1 - player];
        if ((x.type != 'm' && x.type != 'c') || x.to != from || y.type != 'm')
            return 0;
        std::array<char, 32> before = seen();
        std::swap(before[y.to], before[y.from]); // the opponent's piece back where it fled from
        if (!attacks(before, from, y.from))
            return 0;
        std::array<char, 32> after = seen();
        std::swap(after[from], after[to]);
        if (!attacks(after, to, y.to))
            return 0;
        return x.run > 0 && x.chased == y.from ? x.run + 1 : 1;
    }

    bool takes(int s, int t, bool faceDown) const
    {
        if (!up[t])
            return faceDown;
        return red(piece[t]) != red(piece[s]) && rankTakes(piece[s], piece[t]);
    }

    // Actions as numbers: from * 32 + to (a flip: from == to), EndCode for "end".
    static constexpr int EndCode = 32 * 32;
    static int code(int from, int to) { return from * 32 + to; }

    std::vector<int> legal() const
    {
        std::vector<int> out;
        const auto b = seen();
        if (chain >= 0) { // BQ-17
            std::vector<int> moves, hits;
            reach(chain, moves, hits, b);
            const bool faceDown = rules.chainCaptures == ChainCaptures::AlsoFaceDown;
            for (int t : hits)
                if (takes(chain, t, faceDown))
                    out.push_back(code(chain, t));
            out.push_back(EndCode);
            return out;
        }
        for (int s = 0; s < 32; ++s)
            if (!empty(s) && !up[s])
                out.push_back(code(s, s));
        if (firstRed < 0)
            return out;
        for (int s = 0; s < 32; ++s) {
            if (!mine(s))
                continue;
            std::vector<int> moves, hits;
            reach(s, moves, hits, b);
            for (int t : moves)
                if (rules.chaseLimit == 0 || chaseRun(s, t) <= rules.chaseLimit)
                    out.push_back(code(s, t));
            for (int t : hits)
                if (takes(s, t, rules.captureFaceDown))
                    out.push_back(code(s, t));
        }
        return out;
    }

    void play(int action)
    {
        if (action == EndCode) {
            chain = -1;
            player = 1 - player;
            return;
        }
        const int from = action / 32, to = action % 32;
        Last& me = last[player];
        if (from == to) { // a flip
            up[from] = true;
            if (firstRed < 0)
                firstRed = red(piece[from]) == (player == 0) ? 1 : 0;
            me = {'f'};
            player = 1 - player;
            return;
        }
        if (empty(to)) {
            const int run = chaseRun(from, to);
            me = {'m', from, to, run, run > 0 ? last[1 - player].to : -1};
            std::swap(piece[from], piece[to]);
            std::swap(up[from], up[to]);
            player = 1 - player;
            return;
        }
        if (!up[to]) { // a face-down target turns up; taken only if it could be face up
            up[to] = true;
            if (red(piece[to]) == red(piece[from]) || !rankTakes(piece[from], piece[to])) {
                me = {'f'};
                chain = -1;
                player = 1 - player;
                return;
            }
        }
        const bool both = rank(piece[from]) == rank(piece[to]) && rules.equalRanks == EqualRanks::BothLeave;
        piece[to] = '.';
        up[to] = false;
        if (both) {
            piece[from] = '.';
            up[from] = false;
            me = {'c', from, -1};
            chain = -1;
            player = 1 - player;
            return;
        }
        std::swap(piece[from], piece[to]);
        std::swap(up[from], up[to]);
        me = {'c', from, to};
        chain = -1;
        if (rules.chainCaptures != ChainCaptures::Off) {
            std::vector<int> moves, hits;
            reach(to, moves, hits, seen());
            const bool faceDown = rules.chainCaptures == ChainCaptures::AlsoFaceDown;
            for (int t : hits)
                if (takes(to, t, faceDown))
                    chain = to;
        }
        if (chain < 0)
            player = 1 - player;
    }
};

RuleSet rulesFor(const QString& name)
{
    const RuleSet* preset = findRuleSet(name.section(QLatin1Char(':'), 0, 0).toStdString());
    if (!preset)
        qFatal("unknown rule set %s", qPrintable(name));
    std::string error;
    const auto r = withOptions(*preset, name.section(QLatin1Char(':'), 1).toStdString(), &error);
    if (!r)
        qFatal("bad options %s: %s", qPrintable(name), error.c_str());
    return *r;
}

} // namespace

class TestBanqiPerft : public QObject {
    Q_OBJECT
private slots:
    void legalActions_data();
    void legalActions();
};

void TestBanqiPerft::legalActions_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<quint64>("seed");
    quint64 seed = 1;
    for (const RuleSet& r : ruleSets()) { // every preset, a new one included
        const QString key = QString::fromLatin1(r.key.data(), qsizetype(r.key.size()));
        QTest::addRow("preset %s", qPrintable(key)) << key << seed++;
    }
    QTest::newRow("BQ-17 chain captures, face-up") << "banqi-taiwan:chain-captures=face-up" << quint64(11);
    QTest::newRow("BQ-17 chain captures, face-down, QQ")
        << "banqi:capture-face-down=yes,chain-captures=face-down" << quint64(12);
    QTest::newRow("BQ-18 chariot runs, QQ chase limit") << "banqi:chariot-runs=yes" << quint64(13);
    QTest::newRow("BQ-19 BQ-20 by rank, strict ranks, face-down captures")
        << "banqi-taiwan:cannon-targets=by-rank,soldier-general=strict-ranks,capture-face-down=yes" << quint64(14);
    QTest::newRow("BQ-17 BQ-18 chains and runs")
        << "banqi-taiwan:chariot-runs=yes,chain-captures=face-up,capture-face-down=yes" << quint64(15);
}

void TestBanqiPerft::legalActions()
{
    QFETCH(QString, rules);
    QFETCH(quint64, seed);
    const RuleSet r = rulesFor(rules);
    constexpr int Games = 1000;
    constexpr int MostPlies = 90; // enough to reach the middle game; keeps the unit to a few seconds
    Xoshiro256 rng(seed);
    long long positions = 0, actions = 0, chains = 0, runs = 0;
    std::vector<Action> engine;
    for (int g = 0; g < Games; ++g) {
        const Deal deal = dealFromSeed(rng.next());
        Game game(deal, r);
        Model model;
        model.rules = r;
        for (int s = 0; s < 32; ++s)
            model.piece[s] = isValidPiece(deal.layout[s]) ? fenChar(deal.layout[s]) : '.';
        for (int ply = 0; ply < MostPlies && !game.over(); ++ply) {
            game.legalActions(engine);
            std::vector<int> mine = model.legal();
            std::vector<int> theirs;
            for (const Action a : engine)
                theirs.push_back(a.isEndTurn() ? Model::EndCode : Model::code(a.from, a.to));
            QCOMPARE(theirs.size(), mine.size()); // the count ...
            std::sort(mine.begin(), mine.end());
            std::sort(theirs.begin(), theirs.end());
            if (mine != theirs) { // ... and the set
                auto text = [](int c) {
                    return c == Model::EndCode ? std::string("end ")
                                               : actionText(Action::move(Square(c / 32), Square(c % 32))) + ' ';
                };
                std::string m, t;
                for (const int a : mine)
                    m += text(a);
                for (const int a : theirs)
                    t += text(a);
                QFAIL(qPrintable(QStringLiteral("game %1 ply %2, %3\ntest:   %4\nengine: %5")
                                     .arg(g)
                                     .arg(ply)
                                     .arg(QString::fromStdString(game.fen()), QString::fromStdString(m),
                                          QString::fromStdString(t))));
            }
            ++positions;
            actions += qint64(engine.size());
            chains += game.chainSquare() != NoSquare;
            // Captures are picked more often than their share, so games reach
            // chains and long runs before the ply cap.
            std::vector<Action> captures;
            for (const Action a : engine)
                if (!a.isFlip() && !a.isEndTurn() && !game.position().isEmpty(a.to))
                    captures.push_back(a);
            const Action a = !captures.empty() && rng.below(2) == 0 ? captures[rng.below(captures.size())]
                                                                    : engine[rng.below(engine.size())];
            if (!a.isFlip() && !a.isEndTurn())
                runs += std::abs(a.to - a.from) != 1 && std::abs(a.to - a.from) != 8
                    && kindOf(game.position().visible(a.from)) == Chariot;
            QCOMPARE(game.play(a), ActionError::None);
            model.play(a.isEndTurn() ? Model::EndCode : Model::code(a.from, a.to));
            // The two boards and the side to act agree.
            const std::array<char, 32> seen = model.seen();
            for (Square s = 0; s < SquareCount; ++s) {
                const Piece p = game.position().visible(s);
                QCOMPARE(p == NoPiece ? '.' : fenChar(p), seen[s]);
            }
            QCOMPARE(game.chainSquare(), Square(model.chain));
            QCOMPARE(int(game.toAct()), model.player);
        }
    }
    qInfo("%lld positions, %lld legal actions, %lld in a chain, %lld chariot runs", positions, actions, chains, runs);
    QVERIFY(positions > Games * 30);
    if (r.chainCaptures != ChainCaptures::Off)
        QVERIFY(chains > Games / 10);
}

QTEST_GUILESS_MAIN(TestBanqiPerft)
#include "tst_banqi_perft.moc"
