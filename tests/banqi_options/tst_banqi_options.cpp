// 翻翻棋 rule options (engine/banqi/rules.h): the table every part goes through
// (the dialog, files, the LAN, qiyuan-cli), its "key=value,..." text, and the
// refusal of unknown options, bad values and impossible combinations. What each
// option does on the board is tested in tests/banqi_rules, by ruling id.
#include "banqi/rules.h"

#include <QTest>

#include <set>

using namespace qiyuan;
using namespace qiyuan::banqi;

class TestBanqiOptions : public QObject {
    Q_OBJECT

private slots:
    void tableIsWellFormed();
    void everyValueRoundTrips_data();
    void everyValueRoundTrips();
    void presetHasNoChangedOptions_data();
    void presetHasNoChangedOptions();
    void badTextIsRefused_data();
    void badTextIsRefused();
    void rankAllowsCapture_data();
    void rankAllowsCapture();
};

void TestBanqiOptions::tableIsWellFormed()
{
    std::set<std::string_view> keys;
    for (const RuleOption& o : ruleOptions()) {
        QVERIFY2(keys.insert(o.key).second, o.key.data());
        QVERIFY(o.ruling.starts_with("BQ-"));
        QVERIFY(!o.name.empty() && !o.explanation.empty());
        QVERIFY(o.get && o.set);
        QVERIFY(o.values.empty() ? o.minimum <= o.maximum : o.values.size() >= 2);
        QCOMPARE(findRuleOption(o.key), &o);
    }
    QCOMPARE(findRuleOption("no-such-option"), nullptr);
}

// Every value of every option, set on every preset, reads back the same and survives
// the text form (changedOptions then withOptions) unless the combination is refused.
void TestBanqiOptions::everyValueRoundTrips_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    for (const RuleSet& preset : ruleSets())
        for (const RuleOption& o : ruleOptions()) {
            std::vector<std::string> values(o.values.begin(), o.values.end());
            if (values.empty())
                values = {std::to_string(o.minimum), std::to_string(o.maximum),
                          std::to_string((o.minimum + o.maximum) / 2)};
            for (const std::string& v : values)
                QTest::addRow("%s %s=%s", preset.key.data(), o.key.data(), v.c_str())
                    << QString::fromUtf8(preset.key.data(), qsizetype(preset.key.size()))
                    << QString::fromUtf8(o.key.data(), qsizetype(o.key.size())) << QString::fromStdString(v);
        }
}

void TestBanqiOptions::everyValueRoundTrips()
{
    QFETCH(QString, preset);
    QFETCH(QString, key);
    QFETCH(QString, value);
    const RuleSet base = *findRuleSet(preset.toStdString());
    const RuleOption& option = *findRuleOption(key.toStdString());
    RuleSet changed = base;
    QVERIFY(option.set(changed, value.toStdString()));
    QCOMPARE(QString::fromStdString(option.get(changed)), value);

    std::string error;
    const std::optional<RuleSet> read = withOptions(base, changedOptions(changed), &error);
    if (!validate(changed).empty()) { // an impossible combination: refused with the same reason
        QVERIFY(!read);
        QCOMPARE(error, validate(changed));
        return;
    }
    QVERIFY2(read, error.c_str());
    QVERIFY(*read == changed);
    const bool same = option.get(base) == value.toStdString();
    QCOMPARE(changedOptions(changed).empty(), same);
}

void TestBanqiOptions::presetHasNoChangedOptions_data()
{
    QTest::addColumn<QString>("preset");
    for (const RuleSet& r : ruleSets())
        QTest::newRow(r.key.data()) << QString::fromUtf8(r.key.data(), qsizetype(r.key.size()));
}

void TestBanqiOptions::presetHasNoChangedOptions()
{
    QFETCH(QString, preset);
    const RuleSet& r = *findRuleSet(preset.toStdString());
    QCOMPARE(validate(r), std::string());
    QCOMPARE(changedOptions(r), std::string());
    const std::optional<RuleSet> same = withOptions(r, "");
    QVERIFY(same && *same == r);
}

void TestBanqiOptions::badTextIsRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("why");
    QTest::newRow("unknown option") << "chain-captures=off,flying-horses=yes" << "unknown rule option 'flying-horses'";
    QTest::newRow("unknown value") << "chain-captures=always" << "rule option chain-captures: 'always'";
    QTest::newRow("no value") << "chariot-runs" << "rule option chariot-runs: ''";
    QTest::newRow("number out of range") << "chase-limit=101" << "rule option chase-limit: '101' is not one of 0..100";
    QTest::newRow("number with junk") << "chase-limit=10x" << "rule option chase-limit: '10x'";
    QTest::newRow("empty item") << ",chariot-runs=yes" << "unknown rule option ''";
    QTest::newRow("BQ-16 repetition once") << "repetition-draw=1" << "repetitionDraw must be 0 (never) or 2 or more";
    QTest::newRow("BQ-17 face-down chain without face-down captures")
        << "chain-captures=face-down,capture-face-down=no" << "(BQ-17)";
}

void TestBanqiOptions::badTextIsRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, why);
    std::string error;
    QVERIFY(!withOptions(*findRuleSet("banqi"), text.toStdString(), &error));
    QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
}

// Who may take whom by rank under the options (BQ-5, BQ-19, BQ-20): the whole
// 7 x 7 table of each combination, against the rule as the rulings word it.
void TestBanqiOptions::rankAllowsCapture_data()
{
    QTest::addColumn<QString>("options");
    QTest::newRow("BQ-5 BQ-6 the default ranks") << "";
    QTest::newRow("BQ-19 cannon by rank") << "cannon-targets=by-rank";
    QTest::newRow("BQ-20 strict ranks") << "soldier-general=strict-ranks";
    QTest::newRow("BQ-19 BQ-20 both") << "cannon-targets=by-rank,soldier-general=strict-ranks";
}

void TestBanqiOptions::rankAllowsCapture()
{
    QFETCH(QString, options);
    const RuleSet r = *withOptions(*findRuleSet("banqi"), options.toStdString());
    const bool byRank = options.contains(QLatin1String("by-rank"));
    const bool strict = options.contains(QLatin1String("strict"));
    for (int a = Soldier; a <= General; ++a)
        for (int t = Soldier; t <= General; ++t) {
            bool expected = a >= t; // 大吃小, equal ranks included (BQ-7 says what then happens)
            if (a == Cannon)
                expected = !byRank || t <= Cannon; // BQ-6 any rank; BQ-19 a cannon or a soldier
            else if (!strict && a == General && t == Soldier)
                expected = false; // BQ-5
            else if (!strict && a == Soldier && t == General)
                expected = true; // BQ-5 兵吃帅
            QVERIFY2(banqi::rankAllowsCapture(r, Kind(a), Kind(t)) == expected,
                     qPrintable(QStringLiteral("%1 on %2").arg(a).arg(t)));
        }
}

QTEST_GUILESS_MAIN(TestBanqiOptions)
#include "tst_banqi_options.moc"
