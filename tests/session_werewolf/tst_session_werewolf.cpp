// Role-game files (engine/session/werewolf_file.h): the JSON that
// `qiyuan-cli werewolf resolve` reads is also the moderator's save file. Every
// scenario of tests/data/werewolf survives write → read unchanged and replays
// to the outcome the CLI prints; settings and player names round-trip; bad
// files are refused with the place of the problem.
#include "session/werewolf_file.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::werewolf;

namespace {

const QString DataDir = QStringLiteral(QIYUAN_TEST_DATA_DIR "/werewolf");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QByteArray compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

} // namespace

class TestSessionWerewolf : public QObject {
    Q_OBJECT
private slots:
    void scenarioRoundTrip_data();
    void scenarioRoundTrip();
    void settingsAndNames();
    void badFiles_data();
    void badFiles();
    void refusalText();
};

void TestSessionWerewolf::scenarioRoundTrip_data()
{
    QTest::addColumn<QString>("name");
    for (const QString& f : QDir(DataDir).entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name)) {
        const QString stem = f.section(QLatin1Char('.'), 0, 0);
        if (!stem.startsWith(QLatin1String("error-")) && f == stem + QLatin1String(".expected.json"))
            QTest::newRow(qPrintable(stem)) << stem;
    }
}

void TestSessionWerewolf::scenarioRoundTrip()
{
    QFETCH(QString, name);
    QString error;
    const auto game = session::readWerewolfGame(readFile(DataDir + QLatin1Char('/') + name + QLatin1String(".json")), &error);
    QVERIFY2(game, qPrintable(error));
    const QJsonObject saved = session::werewolfGameToJson(*game);
    const auto again = session::readWerewolfGame(compact(saved), &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->game == game->game);
    QVERIFY(again->settings == game->settings);
    QVERIFY(again->seats == game->seats);
    QVERIFY(again->names == game->names);
    QVERIFY(again->phases == game->phases);
    QCOMPARE(compact(session::werewolfGameToJson(*again)), compact(saved));
    // Replaying the saved phases gives what the CLI prints.
    RuleError refusal;
    int failed = 0;
    const auto table = Table::restore(again->game, again->settings, again->seats, again->phases, &refusal, &failed);
    QVERIFY2(table, describe(refusal, again->game, EnglishStyle).c_str());
    const QJsonObject expected = QJsonDocument::fromJson(readFile(DataDir + QLatin1Char('/') + name + QLatin1String(".expected.json")))
                                     .object()
                                     .value(QLatin1String("output"))
                                     .toObject();
    QCOMPARE(compact(session::tableToJson(*table, ModeratorStyle)), compact(expected));
}

void TestSessionWerewolf::settingsAndNames()
{
    session::WerewolfGame g;
    g.game = Game::Xiangqi;
    g.settings.revealOnDeath = Reveal::Nothing;
    g.settings.investigation = Reveal::CampOnly;
    g.settings.elephantHealsItself = false;
    g.settings.curseVotes = 3;
    g.settings.blessVotes = 0;
    g.settings.tie = TieRule::Moderator;
    g.seats = {{1, Camp::Red, Role::General}, {2, Camp::Black, Role::General}, {3, Camp::Black, Role::Cannon}};
    g.names = {{1, QStringLiteral("老王")}, {3, QStringLiteral("Lin")}};
    g.phases = {Night{{{3, Verb::Kill, 1, 2}}}, Day{{{1, 3}, {2, NoPlayer}}, 3}, Override{3, false, "left"}};
    const auto again = session::readWerewolfGame(compact(session::werewolfGameToJson(g)));
    QVERIFY(again);
    QVERIFY(again->settings == g.settings);
    QVERIFY(again->names == g.names);
    QVERIFY(again->phases == g.phases);
    // Defaults are not written.
    const QJsonObject plain = session::werewolfGameToJson(session::WerewolfGame{});
    QVERIFY(plain.value(QLatin1String("settings")).toObject().isEmpty());
}

void TestSessionWerewolf::badFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    const QByteArray players = R"("players": [{"id": 1, "camp": "red", "role": "shuai"}, {"id": 2, "camp": "black", "role": "shuai"}])";
    auto file = [&](const QByteArray& phases) { return "{\"game\": \"xiangqi\", " + players + ", \"phases\": [" + phases + "]}"; };
    QTest::newRow("not JSON") << QByteArray("{") << "not JSON";
    QTest::newRow("an array") << QByteArray("[]") << "expected a JSON object";
    QTest::newRow("no game") << QByteArray("{}") << "game:";
    QTest::newRow("unknown game") << QByteArray(R"({"game": "go"})") << "game:";
    QTest::newRow("unknown top-level key") << QByteArray(R"({"game": "chess", "player": []})") << "unknown key \"player\"";
    // Found by fuzzing: a key's control characters were copied into the message.
    QTest::newRow("control characters in a key shown escaped")
        << QByteArray("{\"game\": \"chess\", \"pl\\u001eyer\": []}") << "unknown key \"pl\\u001eyer\"";
    QTest::newRow("players not an array") << QByteArray(R"({"game": "chess", "players": {}})") << "players:";
    QTest::newRow("a fractional id") << QByteArray(R"({"game": "chess", "players": [{"id": 1.5, "camp": "white", "role": "king"}]})")
                                     << "players[0].id";
    QTest::newRow("a xiangqi camp in chess") << QByteArray(R"({"game": "chess", "players": [{"id": 1, "camp": "red", "role": "king"}]})")
                                             << "players[0].camp";
    QTest::newRow("a chess role in xiangqi") << QByteArray(R"({"game": "xiangqi", "players": [{"id": 1, "camp": "red", "role": "king"}]})")
                                             << "players[0].role";
    QTest::newRow("a name that is not text") << QByteArray(R"({"game": "chess", "players": [{"id": 1, "camp": "white", "role": "king", "name": 5}]})")
                                             << "players[0].name";
    QTest::newRow("a phase with two kinds") << file(R"({"night": [], "day": {}})") << "phases[0]";
    QTest::newRow("an unknown action") << file(R"({"night": [{"actor": 1, "action": "bite", "target": 2}]})") << "phases[0].night[0].action";
    QTest::newRow("a target as text") << file(R"({"night": [{"actor": 1, "action": "kill", "target": "2"}]})") << "phases[0].night[0].target";
    QTest::newRow("an unknown action key") << file(R"({"night": [{"actor": 1, "action": "kill", "victim": 2}]})") << "unknown key \"victim\"";
    QTest::newRow("votes as a list") << file(R"({"day": {"votes": [1, 2]}})") << "phases[0].day.votes";
    QTest::newRow("a voter that is not an id") << file(R"({"day": {"votes": {"one": 2}}})") << "phases[0].day.votes.one";
    QTest::newRow("a vote as text") << file(R"({"day": {"votes": {"1": "2"}}})") << "phases[0].day.votes.1";
    QTest::newRow("a promotion to nothing") << file(R"({"promote": {"player": 1, "to": "emperor"}})") << "phases[0].promote.to";
    QTest::newRow("an override without alive") << file(R"({"override": {"player": 1, "reason": "x"}})") << "phases[0].override.alive";
    QTest::newRow("an override without a reason") << file(R"({"override": {"player": 1, "alive": false}})") << "phases[0].override.reason";
    QTest::newRow("a negative curse") << QByteArray(R"({"game": "xiangqi", "settings": {"curseVotes": -1}})") << "settings.curseVotes";
    QTest::newRow("investigation revealing nothing") << QByteArray(R"({"game": "xiangqi", "settings": {"investigation": "none"}})")
                                                     << "settings.investigation";
    QTest::newRow("an unknown tie rule") << QByteArray(R"({"game": "xiangqi", "settings": {"tie": "coin"}})") << "settings.tie";
}

void TestSessionWerewolf::badFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    QString error;
    QVERIFY(!session::readWerewolfGame(json, &error));
    QVERIFY2(error.contains(where), qPrintable(error));
}

void TestSessionWerewolf::refusalText()
{
    auto table = Table::create(Game::Xiangqi, Settings{}, {{1, Camp::Red, Role::General}, {2, Camp::Black, Role::General}, {3, Camp::Black, Role::Cannon}});
    QVERIFY(table);
    const Phase night = Night{{{3, Verb::Kill, 1, 2}}};
    const auto e = table->commit(night);
    QVERIFY(e);
    QCOMPARE(session::refusalText(*e, 0, night, table->state(), ModeratorStyle),
             QStringLiteral("phase 1 (night 1): 炮 #3 cannot use 帅 #2 as a screen (XW-11)"));
    QCOMPARE(session::refusalText(*e, 0, night, table->state(), ChineseStyle),
             QStringLiteral("phase 1 (night 1): 炮 #3 不能以 帅 #2 为炮架（XW-11）"));
}

QTEST_GUILESS_MAIN(TestSessionWerewolf)
#include "tst_session_werewolf.moc"
