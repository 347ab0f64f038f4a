// .banqi files (session/banqi_file): what the table saves reads back the same,
// and every kind of bad file is refused with its code and a readable message.
#include "session/banqi_file.h"

#include <QTest>

using namespace qiyuan::session;
using namespace qiyuan::banqi;
using Code = BanqiFileError::Code;

class TestSessionBanqiFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void refused_data();
    void refused();
    void oldFileOpens_data();
    void oldFileOpens();
};

void TestSessionBanqiFile::roundTrip_data()
{
    QTest::addColumn<bool>("seeded");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("options"); // changed rule options (issue 41), as the table writes them
    QTest::newRow("seeded deal, banqi") << true << "banqi" << "";
    QTest::newRow("layout deal, banqi-taiwan") << false << "banqi-taiwan" << "";
    QTest::newRow("banqi with chain captures and chariot runs (BQ-17, BQ-18)")
        << true << "banqi" << "chain-captures=face-up,chariot-runs=yes";
    QTest::newRow("banqi-taiwan with face-down chain captures, strict ranks (BQ-5, BQ-17, BQ-20)")
        << false << "banqi-taiwan" << "capture-face-down=yes,chain-captures=face-down,soldier-general=strict-ranks";
    QTest::newRow("banqi with numbers changed (BQ-8, BQ-11)") << true << "banqi" << "chase-limit=0,ply-limit=120";
}

void TestSessionBanqiFile::roundTrip()
{
    QFETCH(bool, seeded);
    QFETCH(QString, rules);
    QFETCH(QString, options);
    BanqiFile file;
    file.rules = rules;
    file.options = options;
    file.turnClock = false;
    file.undoAllowed = true;
    file.deal = dealFromSeed(42, "salt");
    if (!seeded) {
        file.deal.seed.reset();
        file.deal.salt.clear();
    }
    // A few legal actions, as a table would log them.
    const auto chosen = banqiRuleSet(rules, false, options);
    QVERIFY(chosen);
    QCOMPARE(QString::fromStdString(changedOptions(*chosen)), options); // the table writes changedOptions' text
    Game game(file.deal, *chosen);
    for (int i = 0; i < 12 && !game.over(); ++i) {
        const Action a = game.legalActions().front();
        game.play(a);
        file.actions << QString::fromStdString(actionText(a));
    }
    const QByteArray bytes = writeBanqiFile(file);
    QVERIFY(bytes.startsWith("{\n    \"format\": \"qiyuan-banqi\","));
    BanqiFileError error;
    const auto read = readBanqiFile(bytes, &error);
    QVERIFY2(read, qPrintable(error.message));
    QVERIFY(*read == file);
    QCOMPARE(writeBanqiFile(*read), bytes);
    // Options make a version 2 file, which an older program refuses by its version
    // instead of playing other rules; a file without them stays version 1.
    QCOMPARE(banqiFileToJson(file).value(QStringLiteral("version")).toInt(), options.isEmpty() ? 1 : 2);
}

void TestSessionBanqiFile::refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QByteArray good = R"({"format":"qiyuan-banqi","version":1,"rules":"banqi","seed":"5","salt":"x","actions":["a1"]})";
    auto with = [&](const char* from, const char* to) { return QByteArray(good).replace(from, to); };
    QTest::newRow("not JSON") << QByteArray("{ this is not") << int(Code::NotJson) << "not a banqi game file";
    QTest::newRow("a JSON array") << QByteArray("[]") << int(Code::NotJson) << "not a JSON object";
    QTest::newRow("another format") << QByteArray(R"({"format":"pgn"})") << int(Code::NotBanqi) << "not a banqi game file";
    QTest::newRow("newer version") << with("\"version\":1", "\"version\":3") << int(Code::Version) << "version 3";
    QTest::newRow("version 0") << with("\"version\":1", "\"version\":0") << int(Code::Version) << "version 0";
    QTest::newRow("unknown rule option")
        << with("\"rules\"", "\"options\":\"flying-general=yes\",\"rules\"") << int(Code::BadOptions)
        << "unknown rule option 'flying-general'";
    QTest::newRow("bad value of an option")
        << with("\"rules\"", "\"options\":\"chain-captures=always\",\"rules\"") << int(Code::BadOptions)
        << "'always' is not one of off, face-up, face-down";
    QTest::newRow("chain captures of face-down pieces without capturing them (BQ-17)")
        << with("\"rules\"", "\"options\":\"chain-captures=face-down\",\"rules\"") << int(Code::BadOptions)
        << "need captures of face-down pieces";
    QTest::newRow("options that are not text")
        << with("\"rules\"", "\"options\":7,\"rules\"") << int(Code::BadOptions) << "not text";
    QTest::newRow("unknown rule set") << with("\"banqi\"", "\"chess\"") << int(Code::UnknownRules) << "\"chess\"";
    QTest::newRow("seed not a number") << with("\"5\"", "\"five\"") << int(Code::SeedNotNumber) << "not a number";
    QTest::newRow("salt with a line break") << with("\"x\"", "\"x\\ny\"") << int(Code::SaltLineBreak) << "line breaks";
    QTest::newRow("commitment of another seed")
        << with("\"salt\"", "\"commitment\":\"00\",\"salt\"") << int(Code::CommitmentMismatch) << "does not match";
    QTest::newRow("bad layout")
        << QByteArray(R"({"format":"qiyuan-banqi","version":1,"rules":"banqi","layout":"KKK","firstSeat":0,"actions":[]})")
        << int(Code::BadLayout) << "missing or wrong";
    QTest::newRow("no actions") << with(",\"actions\":[\"a1\"]", "") << int(Code::NoActions) << "no list of actions";
    QTest::newRow("an action that is a number") << with("[\"a1\"]", "[7]") << int(Code::ActionNotText) << "Action 1";
    QTest::newRow("garbage action") << with("[\"a1\"]", "[\"zz9\"]") << int(Code::NotAnAction) << "not a banqi action";
    QTest::newRow("the same square flipped twice (BQ-3)")
        << with("[\"a1\"]", "[\"a1\",\"a1\"]") << int(Code::ImpossibleAction) << "Action 2 (\"a1\") is not possible";
    QTest::newRow("control character shown escaped")
        << with("[\"a1\"]", "[\"b\\u0001n2\"]") << int(Code::NotAnAction) << "\"b\\u0001n2\"";
}

void TestSessionBanqiFile::refused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(QString, message);
    BanqiFileError error;
    QVERIFY(!readBanqiFile(bytes, &error));
    QCOMPARE(int(error.code), code);
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
}

// Files written before rule options (version 1, no "options") open as their preset.
void TestSessionBanqiFile::oldFileOpens_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("rules");
    QTest::newRow("version 1, QQ rules")
        << QByteArray(R"({"format":"qiyuan-banqi","version":1,"rules":"banqi","seed":"5","salt":"x","actions":["a1"]})")
        << "banqi";
    QTest::newRow("version 1, Taiwan rules, clock off")
        << QByteArray(R"({"format":"qiyuan-banqi","version":1,"rules":"banqi-taiwan","turnClock":false,)"
                      R"("seed":"9","salt":"y","actions":["b2","c3"]})")
        << "banqi-taiwan";
}

void TestSessionBanqiFile::oldFileOpens()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, rules);
    BanqiFileError error;
    const auto read = readBanqiFile(bytes, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->rules, rules);
    QCOMPARE(read->options, QString());
    const auto ruleSet = banqiRuleSet(read->rules, read->turnClock, read->options);
    QVERIFY(ruleSet);
    QCOMPARE(ruleSet->equalRanks, findRuleSet(rules.toStdString())->equalRanks);
    QCOMPARE(changedOptions(*ruleSet), std::string());
}

QTEST_APPLESS_MAIN(TestSessionBanqiFile)
#include "tst_session_banqi_file.moc"
