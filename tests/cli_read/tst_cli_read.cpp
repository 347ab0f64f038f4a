// qiyuan-cli read, run as a separate process as the acceptance checks run it
// (docs/CLI.md, "read"): PGN with one or many games, variations and comments
// at any depth, set-up positions, the three move formats and encodings; XQF
// files of every version; the exit codes 0 / 1 (a bad move: what came before
// it) / 2 (not readable at all).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QJsonObject json;
};

// Runs `qiyuan-cli read path`; fails on a crash, a hang or output that is not one JSON line.
void read(const QString& path, Run& run)
{
    QProcess p;
    p.start(QStringLiteral(QIYUAN_CLI_PATH), {QStringLiteral("read"), path});
    QVERIFY(p.waitForStarted(10000));
    if (!p.waitForFinished(30000)) {
        p.kill();
        QFAIL("qiyuan-cli read hung");
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    run.exitCode = p.exitCode();
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(!err.contains("Sanitizer") && !err.contains("runtime error:"), err.left(2000).constData());
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.endsWith('\n') && out.count('\n') == 1, out.left(300).constData());
    const QJsonDocument doc = QJsonDocument::fromJson(out);
    QVERIFY2(doc.isObject(), out.left(300).constData());
    run.json = doc.object();
}

const QByteArray Header = "[Game \"Chinese Chess\"]\n[Event \"Club night\"]\n[Red \"张三\"]\n[Black \"李四\"]\n"
                          "[Result \"*\"]\n[Date \"2026.12.01\"]\n";

QStringList strings(const QJsonArray& a)
{
    QStringList out;
    for (const QJsonValue& v : a)
        out << v.toString();
    return out;
}

} // namespace

class TestCliRead : public QObject {
    Q_OBJECT
private slots:
    void pgn_data();
    void pgn();
    void badMoves_data();
    void badMoves();
    void unreadable_data();
    void unreadable();
    void manyGames();
    void xqf_data();
    void xqf();
    void sideToMoveCorrected_data();
    void sideToMoveCorrected();
    void ecco_data();
    void ecco();

private:
    QTemporaryDir dir_;
    QString write(const QString& name, const QByteArray& bytes)
    {
        QFile f(dir_.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return f.fileName();
    }
};

void TestCliRead::pgn_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("variations");
    QTest::addColumn<int>("comments");
    const QString start = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    QTest::newRow("main line only, ICCS") << Header + "\n1. h2e2 h9g7 2. h0g2 *\n" << start
                                          << QStringList{"h2e2", "h9g7", "h0g2"} << 0 << 0;
    // The start's comment counts, blank ones do not; variations at every depth count.
    QTest::newRow("nested variations and comments")
        << Header + "\n{opening} 1. h2e2 { } (1. c3c4 {pawn} c6c5 (1... h9g7 {deep} 2. h0g2)) (1. b0c2) h9g7 *\n"
        << start << QStringList{"h2e2", "h9g7"} << 3 << 3;
    QTest::newRow("Chinese notation, GBK")
        << QByteArray(QStringEncoder("GB18030").encode(
               QString::fromUtf8(Header + "[Format \"Chinese\"]\n\n1. 炮二平五 马8进7 (1... 炮8平5) 2. 马二进三 *\n")))
        << start << QStringList{"h2e2", "h9g7", "h0g2"} << 1 << 0;
    QTest::newRow("WXF with a set-up position, black to move")
        << Header + "[Format \"WXF\"]\n[FEN \"3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1\"]\n\n1... K4+1 2. A6+5 *\n"
        << QStringLiteral("3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1") << QStringList{"d9d8", "d0e1"} << 0 << 0;
}

void TestCliRead::pgn()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(int, variations);
    QFETCH(int, comments);
    Run r;
    read(write(QStringLiteral("game.pgn"), bytes), r);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(QStringLiteral("format")).toString(), QStringLiteral("pgn"));
    const QJsonArray games = r.json.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 1);
    const QJsonObject g = games.first().toObject();
    QCOMPARE(g.value(QStringLiteral("fen")).toString(), fen);
    QCOMPARE(strings(g.value(QStringLiteral("moves")).toArray()), moves);
    QCOMPARE(g.value(QStringLiteral("variations")).toInt(), variations);
    QCOMPARE(g.value(QStringLiteral("comments")).toInt(), comments);
    const QJsonObject tags = g.value(QStringLiteral("tags")).toObject();
    QCOMPARE(tags.value(QStringLiteral("Red")).toString(), QStringLiteral("张三"));
    QCOMPARE(tags.value(QStringLiteral("Black")).toString(), QStringLiteral("李四"));
    QCOMPARE(tags.value(QStringLiteral("Event")).toString(), QStringLiteral("Club night"));
    QCOMPARE(tags.value(QStringLiteral("Date")).toString(), QStringLiteral("2026.12.01"));
}

void TestCliRead::badMoves_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("game");
    QTest::addColumn<QJsonValue>("ply");
    QTest::addColumn<QStringList>("moves"); // of the bad game, as far as it is legal
    QTest::addColumn<int>("variations");
    QTest::newRow("an illegal main-line move: the main line stops before it")
        << Header + "\n1. h2e2 h9g7 2. h0h5 (2. b0c2) 2... i9h9 *\n" << 0 << QJsonValue(2)
        << QStringList{"h2e2", "h9g7"} << 0;
    QTest::newRow("a bad variation: left out with what follows, ply null")
        << Header + "\n1. h2e2 (1. c3c4 c6c5 2. a0a5) (1. b0c2) h9g7 *\n" << 0 << QJsonValue()
        << QStringList{"h2e2", "h9g7"} << 2;
    QTest::newRow("the second game is the bad one")
        << Header + "\n1. h2e2 *\n\n" + Header + "\n1. h2e2 h9g7 2. xyzzy *\n" << 1 << QJsonValue(2)
        << QStringList{"h2e2", "h9g7"} << 0;
}

void TestCliRead::badMoves()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, game);
    QFETCH(QJsonValue, ply);
    QFETCH(QStringList, moves);
    QFETCH(int, variations);
    Run r;
    read(write(QStringLiteral("bad.pgn"), bytes), r);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!r.json.value(QStringLiteral("error")).toString().isEmpty());
    QCOMPARE(r.json.value(QStringLiteral("game")).toInt(-1), game);
    QVERIFY(r.json.contains(QStringLiteral("ply")));
    QCOMPARE(r.json.value(QStringLiteral("ply")), ply);
    const QJsonObject g = r.json.value(QStringLiteral("games")).toArray().at(game).toObject();
    QCOMPARE(strings(g.value(QStringLiteral("moves")).toArray()), moves);
    QCOMPARE(g.value(QStringLiteral("variations")).toInt(), variations);
}

void TestCliRead::unreadable_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty file") << QByteArray() << "no game found";
    QTest::newRow("binary junk") << QByteArray("\x00\x01\x02\xff\xfe\x80", 6) << "";
    QTest::newRow("an unclosed variation") << Header + "\n1. h2e2 (1. c3c4\n" << "never closed";
    QTest::newRow("a bad FEN tag") << Header + "[FEN \"9/9/9 w\"]\n\n*\n" << "FEN";
}

void TestCliRead::unreadable()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    Run r;
    read(write(QStringLiteral("junk.pgn"), bytes), r);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.json.value(QStringLiteral("error")).toString().contains(says), qPrintable(r.json.value(QStringLiteral("error")).toString()));
    QCOMPARE(r.json.keys(), QStringList{QStringLiteral("error")});
    // A missing file too.
    read(dir_.filePath(QStringLiteral("no-such-file.pgn")), r);
    QCOMPARE(r.exitCode, 2);
}

void TestCliRead::manyGames()
{
    QByteArray text;
    for (int i = 0; i < 50; ++i)
        text += Header + "\n1. h2e2 h9g7 " + (i % 2 ? "(1... b9c7) " : "") + "*\n\n";
    Run r;
    read(write(QStringLiteral("many.pgn"), text), r);
    QCOMPARE(r.exitCode, 0);
    const QJsonArray games = r.json.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 50);
    QCOMPARE(games.at(1).toObject().value(QStringLiteral("variations")).toInt(), 1);
    QCOMPARE(games.at(2).toObject().value(QStringLiteral("variations")).toInt(), 0);
}

// The real XQF files of tests/data/xqf (their README.md has the table these
// rows come from: version, main line, variations, comments; every move legal).
void TestCliRead::xqf_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("mainLine");
    QTest::addColumn<int>("variations");
    QTest::addColumn<int>("comments");
    const struct {
        const char* file;
        int main, variations, comments;
    } rows[] = {
        {"030.xqf", 37, 1, 8},
        {"BadMoveTest1.xqf", 43, 0, 3},
        {"BadMoveTest2.xqf", 35, 1, 3},
        {"BadMoveTest4.xqf", 9, 3, 4},
        {"EmptyTest.xqf", 0, 0, 0},
        {"FiveGoatsTest.xqf", 77, 348, 51},
        {"NoMove.xqf", 0, 0, 0},
        {"UnitTest.xqf", 5, 2, 3},
        {"game_test.xqf", 58, 0, 1},
        {"game_varations.xqf", 8, 5, 0},
        {"pawn_move.xqf", 14, 0, 0},
        {"save.xqf", 2, 0, 2},
        {"test.xqf", 110, 0, 11},
        {"test1.xqf", 110, 0, 11},
        {"test2.xqf", 12, 0, 0},
        {"test_5_variations.xqf", 6, 4, 0},
        {"ucci_test1.xqf", 43, 0, 1},
        {"ucci_test2.xqf", 7, 4, 1},
        {"ucci_test3.xqf", 3, 1, 1},
        {"jiejiang_mate.xqf", 0, 0, 0},
    };
    for (const auto& r : rows)
        QTest::newRow(r.file) << QString::fromLatin1(r.file) << r.main << r.variations << r.comments;
}

void TestCliRead::xqf()
{
    QFETCH(QString, file);
    QFETCH(int, mainLine);
    QFETCH(int, variations);
    QFETCH(int, comments);
    Run r;
    read(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf/") + file, r);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(QStringLiteral("format")).toString(), QStringLiteral("xqf"));
    const QJsonArray games = r.json.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 1); // one game per XQF file
    const QJsonObject g = games.first().toObject();
    QCOMPARE(g.value(QStringLiteral("moves")).toArray().size(), mainLine);
    QCOMPARE(g.value(QStringLiteral("variations")).toInt(), variations);
    QCOMPARE(g.value(QStringLiteral("comments")).toInt(), comments);
    QVERIFY(g.value(QStringLiteral("fen")).toString().endsWith(QLatin1String(" - - 0 1")));
}

// A set-up whose side to move cannot move, the other side being in check: read
// with the other side to move when that is legal; the game's `notice` says so
// and `fen` is the corrected start (exit 0). A game without a correction has
// no `notice`. Illegal with either side to move: exit 2 as before.
void TestCliRead::sideToMoveCorrected_data()
{
    QTest::addColumn<QString>("file");   // in tests/data, or empty: `text` as a PGN file
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fen");    // exit 0: the start read
    QTest::addColumn<QString>("notice"); // exit 0: the game's notice (empty: no field); exit 2: a part of the error

    QTest::newRow("XQF: a real 残局 diagram, red in the header, black in check")
        << "xqf/jiejiang_mate.xqf" << QByteArray() << 0 << "5k3/9/9/9/9/5R3/9/9/9/4K4 b - - 0 1"
        << "The file says red to move, but black is in check: black moves first.";
    QTest::newRow("XQF: a real 残局 diagram with both generals in check is refused")
        << "xqf/wocaoma_mate.xqf" << QByteArray() << 2 << QString() << "not a legal xiangqi position";
    QTest::newRow("PGN: a FEN tag with red to move, black in check")
        << QString() << Header + "[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1\"]\n\n1... e9f9 *\n" << 0
        << "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1"
        << "The FEN tag says red to move, but black is in check: black moves first.";
    QTest::newRow("PGN: a legal FEN tag has no notice")
        << QString() << Header + "[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1\"]\n\n1... e9f9 *\n" << 0
        << "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1" << QString();
    QTest::newRow("PGN: a FEN tag with both generals in check is refused")
        << QString() << Header + "[FEN \"3k5/9/9/9/5r3/3R5/9/9/9/5K3 w - - 0 1\"]\n\n*\n" << 2 << QString()
        << "bad FEN tag";
}

void TestCliRead::sideToMoveCorrected()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(int, exitCode);
    QFETCH(QString, fen);
    QFETCH(QString, notice);
    Run r;
    read(file.isEmpty() ? write(QStringLiteral("setup.pgn"), text) : QStringLiteral(QIYUAN_TEST_DATA_DIR "/") + file, r);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 2) {
        const QString error = r.json.value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(notice), qPrintable(error));
        return;
    }
    const QJsonArray games = r.json.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 1);
    const QJsonObject g = games.first().toObject();
    QCOMPARE(g.value(QStringLiteral("fen")).toString(), fen);
    QCOMPARE(g.contains(QStringLiteral("notice")), !notice.isEmpty());
    QCOMPARE(g.value(QStringLiteral("notice")).toString(), notice);
    QVERIFY(!r.json.contains(QStringLiteral("error"))); // a notice is no error
}

// "ecco" (docs/CLI.md, "Openings"; classes in docs/rules/ecco.md): the
// opening's code and Chinese name for a game from the standard start, null for
// one set up from another position.
void TestCliRead::ecco_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code"); // empty: null
    QTest::addColumn<QString>("name");
    QTest::newRow("B24 中炮过河炮对左三步虎: a 2004 game tagged B24, Chinese notation")
        << QByteArray(Header + "[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 兵三进一 炮８平９\n"
                               "4. 马八进七 卒３进１ 5. 炮八进四 马２进３ 6. 炮八平七 车１平２ *\n")
        << QStringLiteral("B24") << QStringLiteral("中炮过河炮对左三步虎");
    QTest::newRow("C00 中炮对屏风马, ICCS")
        << Header + "\n1. h2e2 h9g7 2. h0g2 b9c7 *\n" << QStringLiteral("C00") << QStringLiteral("中炮对屏风马");
    QTest::newRow("E10 仙人指路对卒底炮, WXF")
        << Header + "[Format \"WXF\"]\n\n1. P7+1 C2.3 *\n" << QStringLiteral("E10") << QStringLiteral("仙人指路对卒底炮");
    QTest::newRow("D50 中炮对列炮 played on the other wing (mirror image)")
        << Header + "\n1. b2e2 h7e7 *\n" << QStringLiteral("D50") << QStringLiteral("中炮对列炮");
    QTest::newRow("the file's own ECCO tag does not decide: the main line does")
        << Header + "[ECCO \"C99\"]\n\n1. h2e2 h7e7 (1... h9g7 2. h0g2 b9c7) *\n" << QStringLiteral("D00")
        << QStringLiteral("顺炮缓开车对其他");
    QTest::newRow("A00 其他开局: the start, no moves yet")
        << Header + "\n*\n" << QStringLiteral("A00") << QStringLiteral("其他开局");
    QTest::newRow("null: a set-up position")
        << Header + "[FEN \"3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1\"]\n\n1... d9d8 *\n" << QString() << QString();
}

void TestCliRead::ecco()
{
    QFETCH(QByteArray, bytes);
    Run r;
    read(write(QStringLiteral("ecco.pgn"), bytes), r);
    QCOMPARE(r.exitCode, 0);
    QFETCH(QString, code);
    QFETCH(QString, name);
    const QJsonObject g = r.json.value(QStringLiteral("games")).toArray().first().toObject();
    QVERIFY2(g.contains(QStringLiteral("ecco")), "every game has \"ecco\"");
    const QJsonValue ecco = g.value(QStringLiteral("ecco"));
    if (code.isEmpty()) {
        QVERIFY(ecco.isNull());
        return;
    }
    QCOMPARE(ecco.toObject().value(QStringLiteral("code")).toString(), code);
    QCOMPARE(ecco.toObject().value(QStringLiteral("name")).toString(), name);
}

QTEST_GUILESS_MAIN(TestCliRead)
#include "tst_cli_read.moc"
