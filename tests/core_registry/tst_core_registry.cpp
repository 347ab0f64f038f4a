// Registry unit: the games and rule sets by stable key. The keys are a
// contract (saved files, the network, the CLI): a renamed key fails here.
#include "core/registry.h"

#include <QSet>
#include <QTest>

using namespace qiyuan;

class TestCoreRegistry : public QObject {
    Q_OBJECT
private slots:
    void listsEveryGameInOrder();
    void variants_data();
    void variants();
    void everyRowIsValid();
    void unknownKeys();
    void modeKeysRoundTrip();
};

void TestCoreRegistry::listsEveryGameInOrder()
{
    QStringList keys;
    for (const GameInfo& g : games())
        keys << QString::fromUtf8(g.key.data(), qsizetype(g.key.size()));
    QCOMPARE(keys, QStringList({"xiangqi", "banqi", "jifen", "werewolf-xiangqi", "werewolf-chess"}));
}

void TestCoreRegistry::variants_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("roleGame");
    QTest::newRow("xiangqi") << "xiangqi" << QStringList{"xiangqi"} << 2 << false;
    QTest::newRow("dark chess: QQ, Taiwan, TCGA and chariot rush rules")
        << "banqi" << QStringList{"banqi", "banqi-taiwan", "banqi-tcga", "banqi-chariot-rush"} << 2 << false;
    QTest::newRow("scoring xiangqi: simple, match, contest")
        << "jifen" << QStringList{"jifen-simple", "jifen-match", "jifen-contest"} << 2 << false;
    QTest::newRow("xiangqi role game, 32 players")
        << "werewolf-xiangqi" << QStringList{"werewolf-xiangqi"} << 32 << true;
    QTest::newRow("chess role game, 16 players")
        << "werewolf-chess" << QStringList{"werewolf-chess"} << 16 << true;
}

void TestCoreRegistry::variants()
{
    QFETCH(QString, game);
    QFETCH(QStringList, variants);
    QFETCH(int, players);
    QFETCH(bool, roleGame);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    QStringList keys;
    for (const VariantInfo& v : info->variants) {
        keys << QString::fromUtf8(v.key.data(), qsizetype(v.key.size()));
        QCOMPARE(gameOfVariant(v.key), info);
        QCOMPARE(findVariant(v.key), &v);
    }
    QCOMPARE(keys, variants);
    QCOMPARE(info->players, players);
    QCOMPARE(info->family == GameFamily::RoleGame, roleGame);
    // Role games: the moderator's laptop or the network, never the computer. Board games: all four.
    const bool hasComputer = std::find(info->modes.begin(), info->modes.end(), PlayMode::Computer)
        != info->modes.end();
    QCOMPARE(hasComputer, !roleGame);
    QCOMPARE(int(info->modes.size()), roleGame ? 3 : 4);
}

void TestCoreRegistry::everyRowIsValid()
{
    QSet<QString> gameKeys, variantKeys;
    for (const GameInfo& g : games()) {
        QVERIFY2(!g.name.empty() && !g.summary.empty(), g.key.data());
        QVERIFY2(!g.variants.empty(), g.key.data());
        QVERIFY2(!g.modes.empty(), g.key.data());
        QVERIFY(g.players >= 2);
        QVERIFY2(!gameKeys.contains(QString::fromUtf8(g.key.data())), "duplicate game key");
        gameKeys << QString::fromUtf8(g.key.data());
        for (const VariantInfo& v : g.variants) {
            QVERIFY2(!v.name.empty(), v.key.data());
            QVERIFY2(!variantKeys.contains(QString::fromUtf8(v.key.data())), "duplicate variant key");
            variantKeys << QString::fromUtf8(v.key.data());
        }
    }
}

void TestCoreRegistry::unknownKeys()
{
    QVERIFY(!findGame("chess"));
    QVERIFY(!findGame(""));
    QVERIFY(!findVariant("banqi-hk"));
    QVERIFY(!gameOfVariant("jifen")); // a game key, not a rule set
    QVERIFY(!modeFromKey("online"));
}

void TestCoreRegistry::modeKeysRoundTrip()
{
    for (PlayMode m : {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin})
        QCOMPARE(modeFromKey(modeKey(m)), std::optional<PlayMode>(m));
    QCOMPARE(modeKey(PlayMode::LanHost), std::string_view("lan-host"));
}

QTEST_APPLESS_MAIN(TestCoreRegistry)
#include "tst_core_registry.moc"
