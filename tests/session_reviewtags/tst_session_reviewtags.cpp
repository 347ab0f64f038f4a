// A whole-game review saved with the record (issue 37): the marks, the
// evaluations and the engine's moves in the main line's comments, as other
// programs read them ("?? [%eval -4.74] [%best c3c4]"), through PGN and XQF
// and back, the player's own comments kept as written.
#include "session/pgn.h"
#include "session/reviewtags.h"
#include "session/xqf.h"

#include <QTest>

using namespace qiyuan;
using namespace qiyuan::session;
using namespace qiyuan::xiangqi;

class TestSessionReviewTags : public QObject {
    Q_OBJECT
private slots:
    void evals_data();
    void evals();
    void badEvals_data();
    void badEvals();
    void throughPgnAndXqf_data();
    void throughPgnAndXqf();
    void ownCommentsStay();
};

void TestSessionReviewTags::evals_data()
{
    QTest::addColumn<int>("centipawns");
    QTest::addColumn<QString>("text");
    QTest::newRow("level") << 0 << "0.00";
    QTest::newRow("a quarter pawn for red") << 25 << "0.25";
    QTest::newRow("a chariot down") << -474 << "-4.74";
    QTest::newRow("red mates in 2 moves (3 plies)") << 31000 - 3 << "#2";
    QTest::newRow("black mates in 1 move (1 ply)") << -(31000 - 1) << "#-1";
}

void TestSessionReviewTags::evals()
{
    QFETCH(int, centipawns);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(evalText(centipawns)), text);
    QCOMPARE(parseEval(text.toStdString()), std::optional<int>(centipawns));
}

void TestSessionReviewTags::badEvals_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("words") << "good";
    QTest::newRow("a number and more") << "0.25x";
    QTest::newRow("out of range") << "1e9";
    QTest::newRow("mate without a number") << "#";
}

void TestSessionReviewTags::badEvals()
{
    QFETCH(QString, text);
    QVERIFY(!parseEval(text.toStdString()));
}

void TestSessionReviewTags::throughPgnAndXqf_data()
{
    QTest::addColumn<bool>("xqf");
    QTest::newRow("PGN") << false;
    QTest::newRow("XQF") << true;
}

void TestSessionReviewTags::throughPgnAndXqf()
{
    QFETCH(bool, xqf);
    GameTree tree;
    GameTree::NodeId n = GameTree::Root;
    for (const char* m : {"h0g2", "b9c7", "i0h0", "h7h0"})
        n = tree.add(n, Position::parseIccs(m));
    const std::vector<ReviewTag> tags{{20, "", ""},
                                      {35, "h2e2", "?!"},
                                      {40, "h7e7", "?"},
                                      {-474, "c3c4", "??"},
                                      {-31000 + 5, "h7h0", ""}};
    addReviewTags(tree, tags);
    QCOMPARE(QString::fromStdString(tree.node(tree.mainLine()[2]).comment), QStringLiteral("?? [%eval -4.74] [%best c3c4]"));
    QByteArray bytes;
    if (xqf) {
        XqfGame g;
        g.tree = tree;
        QString error;
        const auto written = writeXqf(g, &error);
        QVERIFY2(written, qPrintable(error));
        bytes = *written;
    } else {
        PgnGame g;
        g.game = tree.mainLineGame();
        g.tree = tree;
        bytes = writePgn(g, MoveFormat::Iccs);
        // The marks also as NAGs after the moves ($6 ?!, $2 ?, $4 ??), as chess and xiangqi programs show them.
        QVERIFY2(bytes.simplified().contains("H0-G2 $6 {?! [%eval 0.35] [%best h2e2]}"), bytes.constData());
        QVERIFY2(bytes.simplified().contains("B9-C7 $2 {? [%eval 0.40] [%best h7e7]}"), bytes.constData());
        QVERIFY2(bytes.simplified().contains("I0-H0 $4 {?? [%eval -4.74] [%best c3c4]}"), bytes.constData());
        QVERIFY2(!bytes.simplified().contains("H7-H0 $"), bytes.constData()); // no mark, no NAG
    }
    GameTree back;
    if (xqf) {
        const auto g = readXqf(bytes);
        QVERIFY(g);
        back = g->tree;
    } else {
        const auto g = readPgn(bytes);
        QVERIFY(g);
        back = g->tree;
    }
    const std::vector<ReviewTag> read = takeReviewTags(back);
    QCOMPARE(read.size(), tags.size());
    for (std::size_t i = 0; i < tags.size(); ++i) {
        QCOMPARE(read[i].eval, tags[i].eval);
        QCOMPARE(read[i].best, tags[i].best);
        QCOMPARE(read[i].mark, tags[i].mark);
    }
    QCOMPARE(back.commentCount(), 0); // nothing of the review is left as a comment
}

void TestSessionReviewTags::ownCommentsStay()
{
    GameTree tree;
    const GameTree::NodeId first = tree.add(GameTree::Root, Position::parseIccs("h2e2"));
    tree.setComment(first, "中炮开局");
    addReviewTags(tree, {{0, "", ""}, {30, "h2e2", ""}});
    QCOMPARE(QString::fromStdString(tree.node(first).comment), QStringLiteral("[%eval 0.30] [%best h2e2] 中炮开局"));
    // Saving twice does not stack two reviews.
    addReviewTags(tree, {{0, "", ""}, {30, "h2e2", ""}});
    QCOMPARE(QString::fromStdString(tree.node(first).comment), QStringLiteral("[%eval 0.30] [%best h2e2] 中炮开局"));
    QCOMPARE(takeReviewTags(tree).size(), size_t(2));
    QCOMPARE(QString::fromStdString(tree.node(first).comment), QStringLiteral("中炮开局"));
    // A comment that merely looks like one is left alone.
    tree.setComment(first, "[%eval soon]");
    QVERIFY(takeReviewTags(tree).empty());
    QCOMPARE(QString::fromStdString(tree.node(first).comment), QStringLiteral("[%eval soon]"));
}

QTEST_APPLESS_MAIN(TestSessionReviewTags)
#include "tst_session_reviewtags.moc"
