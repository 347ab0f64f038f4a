// Rule-set unit: the registry of 积分象棋 rule sets (engine/jifen/rules.cpp). Every
// row loads and validates, matches the game registry, and says what its rulings
// say (SC-7..SC-14); the validator refuses broken rows.
#include "core/registry.h"
#include "jifen/rules.h"

#include <QTest>

using namespace qiyuan;
using namespace qiyuan::jifen;

namespace {

QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// "nsi" -> the kinds in use, in the row's order.
QString kindLetters(const RuleSet& r)
{
    QString out;
    for (Kind k : AllKinds)
        if (r.uses(k))
            out += QLatin1Char(kindLetter(k));
    return out;
}

// "attacker>victim" pairs that may not capture, among the kinds in use.
QStringList forbiddenCaptures(const RuleSet& r)
{
    QStringList out;
    for (Kind a : AllKinds)
        for (Kind v : AllKinds)
            if (r.uses(a) && r.uses(v) && !r.mayCapture(a, v))
                out << QStringLiteral("%1>%2").arg(QChar::fromLatin1(kindLetter(a))).arg(QChar::fromLatin1(kindLetter(v)));
    return out;
}

// "n:0/+1 i:+1/0 ..." the points of a move by each kind in use (own/opponent).
QString movePoints(const RuleSet& r)
{
    QStringList parts;
    for (Kind k : AllKinds)
        if (r.uses(k)) {
            const Points p = r.pointsFor(k, false);
            parts << QStringLiteral("%1:%2/%3").arg(QLatin1Char(kindLetter(k))).arg(p.own).arg(p.opponent);
        }
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestJifenRules : public QObject {
    Q_OBJECT
private slots:
    void everyRowValidates_data();
    void everyRowValidates();
    void matchesGameRegistry();
    void rowsSayWhatTheRulingsSay_data();
    void rowsSayWhatTheRulingsSay();
    void checkReplacesMovePoints_data();
    void checkReplacesMovePoints();
    void brokenRowsAreRefused_data();
    void brokenRowsAreRefused();
    void kindLettersRoundTrip();
};

void TestJifenRules::everyRowValidates_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(ruleSets().size()); ++i)
        QTest::newRow(ruleSets()[i].key.data()) << i;
}

void TestJifenRules::everyRowValidates()
{
    QFETCH(int, row);
    const RuleSet& r = ruleSets()[row];
    QCOMPARE(QString::fromStdString(validateRuleSet(r)), QString());
    QCOMPARE(findRuleSet(r.key), &r);
    QVERIFY(!r.chineseName.empty());
    QVERIFY(r.rulings.find("SC-") != std::string_view::npos);
    // Every piece starts normal; a rule set without another kind would be xiangqi.
    QVERIFY(r.uses(Kind::Normal));
    QVERIFY(kindLetters(r).size() >= 2);
}

// The game registry (engine/core/registry.cpp) and this one list the same rule sets.
void TestJifenRules::matchesGameRegistry()
{
    const GameInfo* game = findGame("jifen");
    QVERIFY(game);
    QStringList fromGames, fromRules;
    for (const VariantInfo& v : game->variants)
        fromGames << str(v.key);
    for (const RuleSet& r : ruleSets()) {
        fromRules << str(r.key);
        const VariantInfo* v = findVariant(r.key);
        QVERIFY2(v, r.key.data());
        QCOMPARE(str(v->name), str(r.name));
    }
    QCOMPARE(fromRules, fromGames);
    QCOMPARE(findRuleSet("xiangqi"), nullptr);
    QCOMPARE(findRuleSet(""), nullptr);
    QCOMPARE(findRuleSet("jifen-Simple"), nullptr);
}

void TestJifenRules::rowsSayWhatTheRulingsSay_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("kinds");
    QTest::addColumn<QStringList>("forbidden");
    QTest::addColumn<QString>("points");
    QTest::addColumn<bool>("checkSpecial");
    QTest::addColumn<int>("checkOwn");
    QTest::addColumn<int>("checkOpponent");
    QTest::addColumn<int>("target");
    QTest::addColumn<bool>("kingWins");
    QTest::addColumn<bool>("contestTurns");
    QTest::addColumn<bool>("changesFromFirstCapture");
    QTest::addColumn<int>("plyLimit");

    const QStringList idleNever{"i>n", "i>i"};
    QTest::newRow("SC-7 SC-8 simple: normal and idle, check -1, idle +1, target 30")
        << "jifen-simple" << "ni" << idleNever << "n:0/0 i:1/0" << true << -1 << 0 << 30 << false << false << false
        << 400;
    QTest::newRow("SC-9 SC-10 match: small spares small, check opp +2, normal opp +1, target 100")
        << "jifen-match" << "nsi" << QStringList{"s>s", "i>n", "i>s", "i>i"} << "n:0/1 s:0/0 i:1/0" << true << 0 << 2
        << 100 << false << false << false << 400;
    QTest::newRow("SC-11..SC-14 contest: kings, two-move opening, changes from the first capture")
        << "jifen-contest" << "nski" << QStringList{"s>s", "i>n", "i>s", "i>k", "i>i"}
        << "n:0/1 s:0/0 k:1/0 i:1/0" << false << 0 << 0 << 100 << true << true << true << 400;
}

void TestJifenRules::rowsSayWhatTheRulingsSay()
{
    QFETCH(QString, key);
    const RuleSet* r = findRuleSet(key.toStdString());
    QVERIFY(r);
    QTEST(kindLetters(*r), "kinds");
    QTEST(forbiddenCaptures(*r), "forbidden");
    QTEST(movePoints(*r), "points");
    QTEST(r->checkPoints.has_value(), "checkSpecial");
    QTEST(r->checkPoints.value_or(Points{}).own, "checkOwn");
    QTEST(r->checkPoints.value_or(Points{}).opponent, "checkOpponent");
    QTEST(r->targetScore, "target");
    QTEST(r->kingPieceCaptureWins, "kingWins");
    QTEST(r->turns == TurnOrder::ContestOpening, "contestTurns");
    QTEST(r->kindChanges == KindChanges::FromFirstCapture, "changesFromFirstCapture");
    QTEST(r->plyLimit, "plyLimit"); // SC-5
}

// SC-3: where a rule set scores checks, a check move earns no per-move points;
// SC-14: in the contest a check scores like any other move.
void TestJifenRules::checkReplacesMovePoints_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("own");
    QTest::addColumn<int>("opponent");
    QTest::newRow("SC-8 simple: idle piece checks: -1, not +1") << "jifen-simple" << int(Kind::Idle) << -1 << 0;
    QTest::newRow("SC-8 simple: normal piece checks: -1") << "jifen-simple" << int(Kind::Normal) << -1 << 0;
    QTest::newRow("SC-10 match: normal piece checks: opponent +2, not +3") << "jifen-match" << int(Kind::Normal) << 0 << 2;
    QTest::newRow("SC-10 match: idle piece checks: opponent +2 only") << "jifen-match" << int(Kind::Idle) << 0 << 2;
    QTest::newRow("SC-14 contest: normal piece checks: opponent +1") << "jifen-contest" << int(Kind::Normal) << 0 << 1;
    QTest::newRow("SC-14 contest: king piece checks: own +1") << "jifen-contest" << int(Kind::King) << 1 << 0;
    QTest::newRow("SC-14 contest: small piece checks: nothing") << "jifen-contest" << int(Kind::Small) << 0 << 0;
}

void TestJifenRules::checkReplacesMovePoints()
{
    QFETCH(QString, key);
    QFETCH(int, kind);
    const RuleSet* r = findRuleSet(key.toStdString());
    QVERIFY(r);
    const Points p = r->pointsFor(static_cast<Kind>(kind), true);
    QTEST(p.own, "own");
    QTEST(p.opponent, "opponent");
}

void TestJifenRules::brokenRowsAreRefused_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<QString>("why"); // a word the validator must say
    QTest::newRow("no key") << 0 << "key";
    QTest::newRow("normal kind not in use") << 1 << "normal";
    QTest::newRow("points for a kind not in use") << 2 << "not in use";
    QTest::newRow("king capture wins without king pieces") << 3 << "king";
    QTest::newRow("target score zero") << 4 << "target";
    QTest::newRow("ply limit zero") << 5 << "ply limit";
    QTest::newRow("normal may not capture normal") << 6 << "normal";
    QTest::newRow("only normal pieces") << 7 << "kind";
}

void TestJifenRules::brokenRowsAreRefused()
{
    QFETCH(int, breakage);
    QFETCH(QString, why);
    RuleSet r = *findRuleSet("jifen-simple");
    QVERIFY(validateRuleSet(r).empty());
    switch (breakage) {
    case 0: r.key = {}; break;
    case 1: r.kinds[index(Kind::Normal)] = false; break;
    case 2: r.movePoints[index(Kind::Small)] = {1, 0}; break;
    case 3: r.kingPieceCaptureWins = true; break;
    case 4: r.targetScore = 0; break;
    case 5: r.plyLimit = 0; break;
    case 6: r.captures[index(Kind::Normal)][index(Kind::Normal)] = false; break;
    case 7: r.kinds = {true, false, false, false}; r.movePoints = {}; break;
    }
    const QString error = QString::fromStdString(validateRuleSet(r));
    QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error));
}

void TestJifenRules::kindLettersRoundTrip()
{
    for (Kind k : AllKinds) {
        QCOMPARE(kindFromLetter(kindLetter(k)), std::optional<Kind>(k));
        QCOMPARE(kindFromLetter(static_cast<char>(kindLetter(k) - 32)), std::optional<Kind>(k));
    }
    QCOMPARE(QString::fromLatin1(kindName(Kind::Idle)), QStringLiteral("idle"));
    for (char c : {'x', 'o', '=', '\0', ' ', 'L'})
        QCOMPARE(kindFromLetter(c), std::nullopt);
}

QTEST_GUILESS_MAIN(TestJifenRules)
#include "tst_jifen_rules.moc"
