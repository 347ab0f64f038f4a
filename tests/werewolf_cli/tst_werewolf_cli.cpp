// `qiyuan-cli werewolf resolve` against docs/CLI.md: every scenario in
// tests/data/werewolf runs through the built program as a separate process.
// NAME[.VARIANT].expected.json belongs to NAME.json and holds
//   {"exit": 0, "args": [...], "stdin": true, "output": {...}}   the whole output, or
//   {"exit": 2, "errorContains": ["phase 1", "炮 #22", "(XW-11)"]} a refusal.
// Besides the exact output, every success is checked for the contract's shape:
// sorted id lists, `executed` null or a death of its day, a private message per
// recipient list, `winner` a camp, "draw" or null.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

const QString DataDir = QStringLiteral(QIYUAN_TEST_DATA_DIR "/werewolf");

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isObject())
        qFatal("%s: %s", qPrintable(path), qPrintable(error.errorString()));
    return doc.object();
}

bool sortedIds(const QJsonValue& v)
{
    if (!v.isArray())
        return false;
    int last = 0;
    for (const QJsonValue& x : v.toArray()) {
        if (!x.isDouble() || x.toInt() <= last)
            return false;
        last = x.toInt();
    }
    return true;
}

} // namespace

class TestWerewolfCli : public QObject {
    Q_OBJECT
private slots:
    void scenario_data();
    void scenario();
    void everyInputHasAnExpectation();
};

void TestWerewolfCli::scenario_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    const QStringList files = QDir(DataDir).entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 20);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f.section(QLatin1Char('.'), 0, -3)))
            << DataDir + QLatin1Char('/') + f.section(QLatin1Char('.'), 0, 0) + QLatin1String(".json")
            << DataDir + QLatin1Char('/') + f;
}

void TestWerewolfCli::scenario()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const QJsonObject want = readJson(expected);
    const bool viaStdin = want.value(QLatin1String("stdin")).toBool();
    QStringList args{QStringLiteral("werewolf"), QStringLiteral("resolve"), viaStdin ? QStringLiteral("-") : input};
    for (const QJsonValue& a : want.value(QLatin1String("args")).toArray())
        args << a.toString();

    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), args);
    QVERIFY2(p.waitForStarted(10000), qPrintable(p.errorString()));
    if (viaStdin) {
        QFile f(input);
        QVERIFY(f.open(QIODevice::ReadOnly));
        p.write(f.readAll());
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished(5000);
        QFAIL("qiyuan-cli hung");
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(!err.contains("Sanitizer") && !err.contains("runtime error:"), err.left(2000).constData());
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.endsWith('\n') && out.count('\n') == 1, out.left(300).constData());
    const QJsonDocument doc = QJsonDocument::fromJson(out);
    QVERIFY2(doc.isObject(), out.left(300).constData());
    const QJsonObject got = doc.object();
    QCOMPARE(p.exitCode(), want.value(QLatin1String("exit")).toInt());

    if (p.exitCode() != 0) {
        QCOMPARE(got.keys(), QStringList{QStringLiteral("error")});
        const QString message = got.value(QLatin1String("error")).toString();
        for (const QJsonValue& part : want.value(QLatin1String("errorContains")).toArray())
            QVERIFY2(message.contains(part.toString()), qPrintable(QLatin1String("'") + part.toString() + QLatin1String("' not in: ") + message));
        return;
    }
    // The contract's shape.
    QVERIFY(sortedIds(got.value(QLatin1String("alive"))));
    const QJsonValue winner = got.value(QLatin1String("winner"));
    const QStringList winners{QStringLiteral("red"), QStringLiteral("black"), QStringLiteral("white"), QStringLiteral("draw")};
    QVERIFY(winner.isNull() || winners.contains(winner.toString()));
    for (const QJsonValue& v : got.value(QLatin1String("phases")).toArray()) {
        const QJsonObject phase = v.toObject();
        for (const char* key : {"deaths", "invincible", "imprisoned"})
            QVERIFY2(sortedIds(phase.value(QLatin1String(key))), key);
        const QJsonValue executed = phase.value(QLatin1String("executed"));
        QVERIFY(executed.isNull() || phase.value(QLatin1String("deaths")).toArray().contains(executed));
        for (const QJsonValue& m : phase.value(QLatin1String("private")).toArray()) {
            QVERIFY(sortedIds(m.toObject().value(QLatin1String("to"))));
            QVERIFY(!m.toObject().value(QLatin1String("text")).toString().isEmpty());
        }
        for (const QJsonValue& line : phase.value(QLatin1String("log")).toArray())
            QVERIFY(!line.toString().isEmpty());
    }
    // The whole output, as reviewed when the scenario was written.
    const QJsonObject expectedOutput = want.value(QLatin1String("output")).toObject();
    if (got != expectedOutput) {
        const QJsonArray a = got.value(QLatin1String("phases")).toArray(), b = expectedOutput.value(QLatin1String("phases")).toArray();
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
            QVERIFY2(a[i] == b[i], qPrintable(QStringLiteral("phase %1 differs:\n got  %2\n want %3")
                                                  .arg(i + 1)
                                                  .arg(QString::fromUtf8(QJsonDocument(a[i].toObject()).toJson(QJsonDocument::Compact)),
                                                       QString::fromUtf8(QJsonDocument(b[i].toObject()).toJson(QJsonDocument::Compact)))));
        QCOMPARE(QString::fromUtf8(QJsonDocument(got).toJson(QJsonDocument::Compact)),
                 QString::fromUtf8(QJsonDocument(expectedOutput).toJson(QJsonDocument::Compact)));
    }
}

void TestWerewolfCli::everyInputHasAnExpectation()
{
    const QDir dir(DataDir);
    for (const QString& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        if (f.endsWith(QLatin1String(".expected.json")))
            continue;
        const QString stem = f.section(QLatin1Char('.'), 0, 0);
        QVERIFY2(!dir.entryList({stem + QLatin1String("*.expected.json")}, QDir::Files).isEmpty(), qPrintable(f));
    }
}

QTEST_GUILESS_MAIN(TestWerewolfCli)
#include "tst_werewolf_cli.moc"
