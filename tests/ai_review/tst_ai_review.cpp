// The review's judging (engine/ai/review.h): winning chances from a score,
// the marks by the chances a move gave away (docs/PLAY.md), the accuracy of a
// move and of a side, and how mates are written.
#include "ai/review.h"

#include <QTest>

using namespace qiyuan::ai;

class TestAiReview : public QObject {
    Q_OBJECT
private slots:
    void winChances();
    void marks_data();
    void marks();
    void accuracy();
    void displayScores_data();
    void displayScores();
    void summary();
};

void TestAiReview::winChances()
{
    QCOMPARE(winChance(0), 50.0);
    QVERIFY(winChance(900) > 95);  // a chariot ahead
    QVERIFY(winChance(-900) < 5);
    QVERIFY(qAbs(winChance(300) + winChance(-300) - 100) < 1e-9);
    QVERIFY(winChance(Mate - 5) > 99.9); // a mate counts as a certain win
    QVERIFY(winChance(100) < winChance(200));
}

void TestAiReview::marks_data()
{
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after");
    QTest::addColumn<QString>("mark");
    QTest::newRow("the best move") << 40 << 40 << "";
    QTest::newRow("a soldier's worth from level") << 0 << -50 << "";
    QTest::newRow("a horse given away from level: ??") << 0 << -400 << "??";
    QTest::newRow("a chariot given away: ??") << 50 << -850 << "??";
    QTest::newRow("from 50 to -60 win-chance points lost 10: ?") << 50 << -60 << "?";
    QTest::newRow("from 30 to -30: ?!") << 30 << -30 << "?!";
    QTest::newRow("still winning after losing a chariot's worth: no mark") << 3000 << 2100 << "";
    QTest::newRow("a mate missed for a won ending: no ??") << Mate - 9 << 1500 << "";
    QTest::newRow("walking into mate from level: ??") << 0 << -(Mate - 4) << "??";
}

void TestAiReview::marks()
{
    QFETCH(int, before);
    QFETCH(int, after);
    QFETCH(QString, mark);
    QCOMPARE(QString::fromLatin1(reviewMarkText(markFor(winChance(before), winChance(after)))), mark);
}

void TestAiReview::accuracy()
{
    QCOMPARE(moveAccuracy(60, 60), 100.0);
    QCOMPARE(moveAccuracy(40, 60), 100.0); // a move better than the engine's view loses nothing
    QVERIFY(moveAccuracy(60, 50) < moveAccuracy(60, 55));
    QVERIFY(moveAccuracy(90, 10) < 5);
    QVERIFY(moveAccuracy(90, 10) >= 0);
}

void TestAiReview::displayScores_data()
{
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("shown");
    QTest::newRow("centipawns as they are") << -123 << -123;
    QTest::newRow("mate in 3 plies") << Mate - 3 << 29997;
    QTest::newRow("mated in 2 plies") << -(Mate - 2) << -29998;
}

void TestAiReview::displayScores()
{
    QFETCH(int, score);
    QFETCH(int, shown);
    QCOMPARE(displayScore(score), shown);
}

void TestAiReview::summary()
{
    auto move = [](int ply, bool red, ReviewMark mark, double accuracy) {
        ReviewedMove m;
        m.ply = ply;
        m.redMoved = red;
        m.mark = mark;
        m.accuracy = accuracy;
        return m;
    };
    const ReviewSummary s = summarize({move(0, true, ReviewMark::None, 100), move(1, false, ReviewMark::Inaccuracy, 80),
                                       move(2, true, ReviewMark::Blunder, 10), move(3, false, ReviewMark::Mistake, 50)});
    QCOMPARE(s.red.accuracy, 55.0);
    QCOMPARE(s.black.accuracy, 65.0);
    QCOMPARE(s.red.blunders, 1);
    QCOMPARE(s.black.inaccuracies, 1);
    QCOMPARE(s.black.mistakes, 1);
    QCOMPARE(s.turningPoints, (std::vector<int>{2, 3}));
}

QTEST_APPLESS_MAIN(TestAiReview)
#include "tst_ai_review.moc"
