// xiangqi::GameTree: a record with variations (变着) and comments: legal adds
// only, lines and the main line, the counts of the read contract, and the
// edits a player makes while studying (promote, demote, main line, delete).
#include "xiangqi/gametree.h"

#include <QTest>

using namespace qiyuan::xiangqi;
using NodeId = GameTree::NodeId;

namespace {

Move iccs(const char* s) { return Position::parseIccs(s); }

// start: h2e2 (c3c4 c6c5) (b0c2) h9g7 — and a comment on c3c4.
struct Sample {
    GameTree tree;
    NodeId h2e2, c3c4, c6c5, b0c2, h9g7;
    Sample()
    {
        h2e2 = tree.add(GameTree::Root, iccs("h2e2"));
        c3c4 = tree.add(GameTree::Root, iccs("c3c4"));
        c6c5 = tree.add(c3c4, iccs("c6c5"));
        b0c2 = tree.add(GameTree::Root, iccs("b0c2"));
        h9g7 = tree.add(h2e2, iccs("h9g7"));
        tree.setComment(c3c4, "仙人指路");
    }
};

QStringList iccsOf(const GameTree& t, const std::vector<NodeId>& line)
{
    QStringList out;
    for (NodeId n : line)
        out << QString::fromStdString(toIccs(t.node(n).move));
    return out;
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void addsOnlyLegalMoves_data();
    void addsOnlyLegalMoves();
    void linesAndCounts();
    void edits_data();
    void edits();
    void linesPlayAsGames();
};

void TestGameTree::addsOnlyLegalMoves_data()
{
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("error");
    QTest::newRow("a cannon's move") << "h2e2" << int(MoveError::None);
    QTest::newRow("horse leg blocked (蹩马腿)") << "b0d1" << int(MoveError::HorseLegBlocked);
    QTest::newRow("black moves out of turn") << "h9g7" << int(MoveError::NotYourPiece);
    QTest::newRow("from an empty point") << "e4e5" << int(MoveError::NoPieceOnFrom);
}

void TestGameTree::addsOnlyLegalMoves()
{
    QFETCH(QString, move);
    QFETCH(int, error);
    GameTree t;
    MoveError e = MoveError::GameOver;
    const NodeId n = t.add(GameTree::Root, Position::parseIccs(move.toStdString()), &e);
    QCOMPARE(int(e), error);
    QCOMPARE(n == GameTree::None, error != int(MoveError::None));
    QCOMPARE(t.size(), error == int(MoveError::None) ? 2 : 1);
}

void TestGameTree::linesAndCounts()
{
    Sample s;
    QCOMPARE(iccsOf(s.tree, s.tree.mainLine()), (QStringList{"h2e2", "h9g7"}));
    QCOMPARE(iccsOf(s.tree, s.tree.path(s.c6c5)), (QStringList{"c3c4", "c6c5"}));
    QCOMPARE(s.tree.depth(s.c6c5), 2);
    QVERIFY(s.tree.onMainLine(s.h9g7));
    QVERIFY(!s.tree.onMainLine(s.c6c5));
    QCOMPARE(s.tree.variationCount(), 2); // c3c4 and b0c2: not first continuations
    QCOMPARE(s.tree.commentCount(), 1);
    s.tree.setComment(GameTree::Root, "  \n ");
    QCOMPARE(s.tree.commentCount(), 1); // blank after trimming: not a comment
    // The same move again is the same node.
    QCOMPARE(s.tree.add(GameTree::Root, iccs("c3c4")), s.c3c4);
    QCOMPARE(s.tree.size(), 6);
    QCOMPARE(QString::fromStdString(s.tree.positionAt(s.c6c5).fen()),
             QStringLiteral("rnbakabnr/9/1c5c1/p3p1p1p/2p6/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 2 2"));
}

void TestGameTree::edits_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QStringList>("rootChildren");
    QTest::addColumn<QStringList>("mainLine");
    QTest::addColumn<int>("size");
    QTest::newRow("promote a variation to the main line")
        << "promote c3c4" << QStringList{"c3c4", "h2e2", "b0c2"} << QStringList{"c3c4", "c6c5"} << 6;
    QTest::newRow("demote the main move") << "demote h2e2" << QStringList{"c3c4", "h2e2", "b0c2"}
                                         << QStringList{"c3c4", "c6c5"} << 6;
    QTest::newRow("the last cannot be demoted") << "demote b0c2" << QStringList{"h2e2", "c3c4", "b0c2"}
                                               << QStringList{"h2e2", "h9g7"} << 6;
    QTest::newRow("make a deep line the main line") << "main c6c5" << QStringList{"c3c4", "h2e2", "b0c2"}
                                                   << QStringList{"c3c4", "c6c5"} << 6;
    QTest::newRow("delete a variation with its moves") << "remove c3c4" << QStringList{"h2e2", "b0c2"}
                                                      << QStringList{"h2e2", "h9g7"} << 4;
    QTest::newRow("delete the main move: the next becomes main") << "remove h2e2" << QStringList{"c3c4", "b0c2"}
                                                                << QStringList{"c3c4", "c6c5"} << 4;
    QTest::newRow("cut everything after a move") << "truncate h2e2" << QStringList{"h2e2", "c3c4", "b0c2"}
                                                << QStringList{"h2e2"} << 5;
}

void TestGameTree::edits()
{
    QFETCH(QString, edit);
    QFETCH(QStringList, rootChildren);
    QFETCH(QStringList, mainLine);
    QFETCH(int, size);
    Sample s;
    const QStringList words = edit.split(QLatin1Char(' '));
    const QString& what = words.at(0);
    const NodeId node = words.at(1) == QLatin1String("h2e2")   ? s.h2e2
                        : words.at(1) == QLatin1String("c3c4") ? s.c3c4
                        : words.at(1) == QLatin1String("c6c5") ? s.c6c5
                                                               : s.b0c2;
    if (what == QLatin1String("promote"))
        QVERIFY(s.tree.promote(node));
    else if (what == QLatin1String("demote"))
        QCOMPARE(s.tree.demote(node), node != s.b0c2);
    else if (what == QLatin1String("main"))
        s.tree.makeMainLine(node);
    else if (what == QLatin1String("remove"))
        QVERIFY(s.tree.remove(node));
    else
        s.tree.truncate(node);
    QCOMPARE(iccsOf(s.tree, s.tree.node(GameTree::Root).children), rootChildren);
    QCOMPARE(iccsOf(s.tree, s.tree.mainLine()), mainLine);
    QCOMPARE(s.tree.size(), size);
    QVERIFY(!s.tree.promote(GameTree::Root));
    QVERIFY(!s.tree.remove(GameTree::Root));
}

void TestGameTree::linesPlayAsGames()
{
    // The main line played as a Game, and a side line as its own game.
    Sample s;
    const Game main = s.tree.mainLineGame();
    QCOMPARE(main.ply(), 2);
    const Game side = s.tree.lineGame(s.c3c4);
    QCOMPARE(side.ply(), 2);
    QCOMPARE(side.moves().front(), iccs("c3c4"));
}

QTEST_GUILESS_MAIN(TestGameTree)
#include "tst_xiangqi_gametree.moc"
