// qiyuan-cli review, run as a separate process as the acceptance checks run it
// (docs/CLI.md, "review"): one JSON line per move of the main line, then the
// summary; exit 2 with an error for a file or option it cannot use.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QList<QJsonObject> lines;
};

void review(const QStringList& args, Run& run)
{
    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), QStringList{QStringLiteral("review")} + args);
    QVERIFY(p.waitForStarted(10000));
    if (!p.waitForFinished(120000)) {
        p.kill();
        QFAIL("qiyuan-cli review hung");
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    run.exitCode = p.exitCode();
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(!err.contains("Sanitizer") && !err.contains("runtime error:"), err.left(2000).constData());
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.endsWith('\n'), out.left(300).constData());
    for (const QByteArray& line : out.trimmed().split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        QVERIFY2(doc.isObject(), line.left(300).constData());
        run.lines << doc.object();
    }
}

QString data(const char* name) { return QStringLiteral(QIYUAN_TEST_DATA_DIR "/pgn/") + QLatin1String(name); }

} // namespace

class TestCliReview : public QObject {
    Q_OBJECT
private slots:
    void plantedBlunder();
    void engineGameHasNoBlunder();
    void everyLineAsTheContractSays();
    void badInput_data();
    void badInput();
};

// A chariot left where a cannon takes it (2. i0h0?? h7h0) is the blunder; the
// engine's choice there is another move, and no other move is marked ??.
void TestCliReview::plantedBlunder()
{
    Run run;
    review({data("review-blunder.pgn"), QStringLiteral("--depth"), QStringLiteral("6")}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 5); // four moves and the summary
    const QJsonObject blunder = run.lines.at(2);
    QCOMPARE(blunder.value("move").toString(), QStringLiteral("i0h0"));
    QCOMPARE(blunder.value("mark").toString(), QStringLiteral("??"));
    QVERIFY(blunder.value("best").toString() != QLatin1String("i0h0"));
    QVERIFY2(blunder.value("loss").toInt() >= 300, qPrintable(QString::number(blunder.value("loss").toInt())));
    for (int i : {0, 1, 3})
        QVERIFY2(run.lines.at(i).value("mark").toString() != QLatin1String("??"),
                 QJsonDocument(run.lines.at(i)).toJson(QJsonDocument::Compact).constData());
    // The cannon's capture is the engine's choice: it loses nothing.
    QCOMPARE(run.lines.at(3).value("best").toString(), QStringLiteral("h7h0"));
    QCOMPARE(run.lines.at(3).value("loss").toInt(), 0);
    const QJsonObject red = run.lines.last().value("summary").toObject().value("red").toObject();
    QCOMPARE(red.value("blunders").toInt(), 1);
    QVERIFY(red.value("accuracy").toDouble() < 80);
}

// A game the engine played against itself at depth 9: reviewed at depth 6,
// nothing in it is a blunder.
void TestCliReview::engineGameHasNoBlunder()
{
    Run run;
    review({data("review-engine-game.pgn"), QStringLiteral("--depth"), QStringLiteral("6")}, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.lines.size(), 41);
    for (int i = 0; i < 40; ++i)
        QVERIFY2(run.lines.at(i).value("mark").toString() != QLatin1String("??"),
                 QJsonDocument(run.lines.at(i)).toJson(QJsonDocument::Compact).constData());
    const QJsonObject summary = run.lines.last().value("summary").toObject();
    QCOMPARE(summary.value("red").toObject().value("blunders").toInt(), 0);
    QCOMPARE(summary.value("black").toObject().value("blunders").toInt(), 0);
}

void TestCliReview::everyLineAsTheContractSays()
{
    Run run;
    review({data("review-blunder.pgn"), QStringLiteral("--movetime"), QStringLiteral("50"), QStringLiteral("--threads"),
            QStringLiteral("2")},
           run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 0);
    const QStringList moves{"h0g2", "b9c7", "i0h0", "h7h0"};
    for (int i = 0; i < moves.size(); ++i) {
        const QJsonObject& o = run.lines.at(i);
        QCOMPARE(QStringList(o.keys()), (QStringList{"best", "loss", "mark", "move", "ply", "score"}));
        QCOMPARE(o.value("ply").toInt(-1), i);
        QCOMPARE(o.value("move").toString(), moves.at(i));
        QVERIFY(o.value("score").isDouble());
        QVERIFY(o.value("loss").toInt(-1) >= 0);
        QVERIFY(QStringList({"", "?!", "?", "??"}).contains(o.value("mark").toString()));
        QCOMPARE(o.value("best").toString().size(), 4);
    }
    const QJsonObject last = run.lines.last();
    // The opening, as `read` gives it (1. 马二进三 马2进3 from the standard start).
    const QJsonObject ecco = last.value("ecco").toObject();
    QCOMPARE(ecco.value("code").toString().size(), 3);
    QVERIFY(!ecco.value("name").toString().isEmpty());
    for (const char* side : {"red", "black"}) {
        const QJsonObject s = last.value("summary").toObject().value(QLatin1String(side)).toObject();
        const double accuracy = s.value("accuracy").toDouble(-1);
        QVERIFY(accuracy >= 0 && accuracy <= 100);
        for (const char* k : {"inaccuracies", "mistakes", "blunders"})
            QVERIFY(s.value(QLatin1String(k)).isDouble());
    }
}

void TestCliReview::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("no file") << QStringList{} << "usage";
    QTest::newRow("missing file") << QStringList{"/nonexistent/game.pgn"} << "";
    QTest::newRow("both limits") << QStringList{data("review-blunder.pgn"), "--depth", "3", "--movetime", "10"}
                                 << "not both";
    QTest::newRow("game out of range") << QStringList{data("review-blunder.pgn"), "--game", "3"} << "not one";
    QTest::newRow("bad depth") << QStringList{data("review-blunder.pgn"), "--depth", "zero"} << "bad value";
    QTest::newRow("unknown option") << QStringList{data("review-blunder.pgn"), "--level", "3"} << "unknown option";
    QTest::newRow("option without value") << QStringList{data("review-blunder.pgn"), "--depth"} << "needs a value";
}

void TestCliReview::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    Run run;
    review(args, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.lines.size(), 1);
    const QString text = run.lines.first().value("error").toString();
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(error), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestCliReview)
#include "tst_cli_review.moc"
