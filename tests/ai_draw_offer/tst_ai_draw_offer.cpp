// How the computer answers a draw offer (engine/ai/draw_offer.h), the same
// policy in the three board games (docs/PLAY.md): it accepts when it is not
// ahead by its own measure and declines when it is.
#include "ai/draw_offer.h"
#include "banqi/types.h"
#include "jifen/rules.h"

#include <QtTest>

using namespace qiyuan;

class TestAiDrawOffer : public QObject {
    Q_OBJECT
private slots:
    void xiangqi_data();
    void xiangqi();
    void jifen_data();
    void jifen();
    void banqi_data();
    void banqi();
};

void TestAiDrawOffer::xiangqi_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("computerIsRed");
    QTest::addColumn<bool>("accepts");
    const QString start = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    // Black's a-file chariot gone: red is a chariot up.
    const QString redUp = QStringLiteral("1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    QTest::newRow("the start, computer red: about even, accepts") << start << true << true;
    QTest::newRow("the start, computer black: about even, accepts") << start << false << true;
    QTest::newRow("computer a chariot up: declines") << redUp << true << false;
    QTest::newRow("computer a chariot down: accepts") << redUp << false << true;
}

void TestAiDrawOffer::xiangqi()
{
    QFETCH(QString, fen);
    QFETCH(bool, computerIsRed);
    QFETCH(bool, accepts);
    const auto pos = xiangqi::Position::fromFen(fen.toStdString());
    QVERIFY(pos);
    QCOMPARE(ai::xiangqiAcceptsDraw(*pos, computerIsRed ? xiangqi::Side::Red : xiangqi::Side::Black), accepts);
}

void TestAiDrawOffer::jifen_data()
{
    QTest::addColumn<QString>("fen"); // empty: the start
    QTest::addColumn<bool>("computerIsRed");
    QTest::addColumn<bool>("accepts");
    QTest::newRow("the start: even, accepts") << QString() << true << true;
    QTest::newRow("computer 10 points behind: accepts")
        << QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w score:0,10") << true << true;
    QTest::newRow("computer 10 points ahead: declines")
        << QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w score:0,10") << false << false;
}

void TestAiDrawOffer::jifen()
{
    QFETCH(QString, fen);
    QFETCH(bool, computerIsRed);
    QFETCH(bool, accepts);
    const jifen::RuleSet& rules = *jifen::findRuleSet("jifen-simple");
    std::string error;
    const auto pos = fen.isEmpty() ? std::optional<jifen::Position>(jifen::Position(rules))
                                   : jifen::Position::fromFen(rules, fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(ai::jifenAcceptsDraw(*pos, computerIsRed ? xiangqi::Side::Red : xiangqi::Side::Black), accepts);
}

void TestAiDrawOffer::banqi_data()
{
    QTest::addColumn<bool>("colours");       // the first flip has given colours
    QTest::addColumn<int>("redLost");        // red chariots captured
    QTest::addColumn<int>("blackLost");      // black chariots captured
    QTest::addColumn<bool>("accepts");       // the computer is the second player, black
    QTest::newRow("no colours yet: accepts") << false << 0 << 0 << true;
    QTest::newRow("even material: accepts") << true << 1 << 1 << true;
    QTest::newRow("computer a chariot ahead: declines") << true << 1 << 0 << false;
    QTest::newRow("computer a chariot behind: accepts") << true << 0 << 1 << true;
}

void TestAiDrawOffer::banqi()
{
    QFETCH(bool, colours);
    QFETCH(int, redLost);
    QFETCH(int, blackLost);
    QFETCH(bool, accepts);
    using namespace qiyuan::banqi;
    View view;
    if (colours) {
        view.colors[0] = Color::Red;
        view.colors[1] = Color::Black;
    }
    view.captured[makePiece(Color::Red, Chariot)] = redLost;
    view.captured[makePiece(Color::Black, Chariot)] = blackLost;
    QCOMPARE(ai::banqiAcceptsDraw(view, Player::Second), accepts);
    QCOMPARE(ai::banqiMaterialLead(view, Player::Second) > 0, !accepts);
}

QTEST_GUILESS_MAIN(TestAiDrawOffer)
#include "tst_ai_draw_offer.moc"
