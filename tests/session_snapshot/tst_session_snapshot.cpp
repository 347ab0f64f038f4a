// Crash-proof snapshots: round trip, the previous good copy, and every kind of
// bad file (truncated, damaged, newer version, wrong kind) reported clearly
// without touching the file on disk.
#include "session/snapshot.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace qiyuan::session;

class TestSessionSnapshot : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void previousCopyIsKept();
    void badMainFileFallsBackToBackup_data();
    void badMainFileFallsBackToBackup();
    void newerVersionIsRefusedAndKept();
    void wrongKind();
    void nothingUsable();

private:
    static QByteArray readAll(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void writeAll(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
};

void TestSessionSnapshot::roundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a/b/game.json"));
    const QJsonObject data{{"pgn", "1. h2e2 *"}, {"moves", QJsonArray{1, 2, 3}}, {"text", QStringLiteral("炮二平五")}};
    QString error;
    QVERIFY2(writeSnapshot(path, "xiangqi", data, &error), qPrintable(error));
    const auto back = readSnapshot(path, "xiangqi", &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->data, data);
    QVERIFY(!back->fromBackup);
}

void TestSessionSnapshot::previousCopyIsKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSnapshot(path, "xiangqi", {{"ply", 1}}));
    QVERIFY(writeSnapshot(path, "xiangqi", {{"ply", 2}}));
    QVERIFY(QFile::exists(path + QStringLiteral(".bak")));
    QFile::remove(path);
    const auto back = readSnapshot(path, "xiangqi");
    QVERIFY(back);
    QVERIFY(back->fromBackup);
    QCOMPARE(back->data.value("ply").toInt(), 1);
}

void TestSessionSnapshot::badMainFileFallsBackToBackup_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("truncated") << "truncate";
    QTest::newRow("empty") << "empty";
    QTest::newRow("one byte changed in the data") << "flip";
    QTest::newRow("binary junk") << "junk";
}

void TestSessionSnapshot::badMainFileFallsBackToBackup()
{
    QFETCH(QString, damage);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSnapshot(path, "xiangqi", {{"ply", 7}}));
    QVERIFY(writeSnapshot(path, "xiangqi", {{"ply", 8}}));
    QByteArray bytes = readAll(path);
    if (damage == QLatin1String("truncate"))
        bytes.chop(bytes.size() / 2);
    else if (damage == QLatin1String("empty"))
        bytes.clear();
    else if (damage == QLatin1String("flip"))
        bytes.replace("\"ply\": 8", "\"ply\": 9");
    else
        bytes = QByteArray("\x00\xff\x13garbage", 10);
    writeAll(path, bytes);
    QString error;
    const auto back = readSnapshot(path, "xiangqi", &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->fromBackup);
    QCOMPARE(back->data.value("ply").toInt(), 7);
    QCOMPARE(readAll(path), bytes); // reading changed nothing on disk
}

void TestSessionSnapshot::newerVersionIsRefusedAndKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    const QByteArray future = R"({"format":"qiyuan-snapshot","version":99,"kind":"xiangqi","data":{}})";
    writeAll(path, future);
    QString error;
    bool newer = false;
    QVERIFY(!readSnapshot(path, "xiangqi", &error, &newer));
    QVERIFY(newer);
    QVERIFY2(error.contains(QStringLiteral("newer version")), qPrintable(error));
    QVERIFY(!writeSnapshot(path, "xiangqi", {{"ply", 1}}, &error));
    QCOMPARE(readAll(path), future);
}

void TestSessionSnapshot::wrongKind()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSnapshot(path, "werewolf", {{"night", 1}}));
    QString error;
    QVERIFY(!readSnapshot(path, "xiangqi", &error));
    QVERIFY2(error.contains(QStringLiteral("werewolf")), qPrintable(error));
}

void TestSessionSnapshot::nothingUsable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    writeAll(path, "{\"format\": \"qiyuan-snap");
    QString error;
    QVERIFY(!readSnapshot(path, "xiangqi", &error));
    QVERIFY2(error.contains(QStringLiteral("not a complete snapshot")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSessionSnapshot)
#include "tst_session_snapshot.moc"
