// session::Collection: a PGN file of many games or a folder of XQF files,
// listed from the headers and opened one game at a time (issue 18, point 4).
#include "session/collection.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace qiyuan::session;

class TestCollection : public QObject {
    Q_OBJECT
private slots:
    void pgnFile();
    void xqfFolder();
    void badInput_data();
    void badInput();
};

void TestCollection::pgnFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Event \"Spring\"]\n[Red \"张三\"]\n[Black \"李四\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 (1... b9c7) 1-0\n\n"
            "[Event \"Spring\"]\n[Red \"李四\"]\n[Black \"张三\"]\n\n1. h2e2 h9g7 2. h0h5 *\n");
    f.close();
    QString error;
    const auto c = Collection::openPgn(path, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->size(), 2);
    QVERIFY(!c->isFolder());
    QCOMPARE(c->entries()[1].tags.value(QStringLiteral("Red")), QStringLiteral("李四"));
    QCOMPARE(c->entries()[0].moves, 2);
    QString warning;
    const auto first = c->game(0, &error, &warning);
    QVERIFY2(first, qPrintable(error));
    QVERIFY(warning.isEmpty());
    QCOMPARE(first->tree.variationCount(), 1);
    // A bad move opens the game as far as it is legal, with a warning.
    const auto second = c->game(1, &error, &warning);
    QVERIFY2(second, qPrintable(error));
    QCOMPARE(second->game.ply(), 2);
    QVERIFY2(warning.contains(QStringLiteral("h0h5")), qPrintable(warning));
    QVERIFY(!c->game(2, &error));
}

void TestCollection::xqfFolder()
{
    // The real files of tests/data/xqf: every one is listed, broken ones too
    // (they open as far as they are legal).
    int skipped = -1;
    QString error;
    const auto c = Collection::openXqfFolder(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf"), &skipped, &error);
    QVERIFY2(c, qPrintable(error));
    QVERIFY(c->isFolder());
    // wocaoma_mate.xqf is no legal position with either side to move: left out, counted, named.
    QCOMPARE(c->size(), 22);
    QCOMPARE(skipped, 1);
    QVERIFY2(error.startsWith(QLatin1String("wocaoma_mate.xqf: ")), qPrintable(error));
    QCOMPARE(QFileInfo(c->entries().first().file).fileName(), QStringLiteral("030.xqf")); // sorted by name
    int fiveGoats = -1, pawn = -1, badMove3 = -1, plain = -1, corrected = -1;
    for (int i = 0; i < c->size(); ++i) {
        const QString name = QFileInfo(c->entries()[i].file).fileName();
        fiveGoats = name == QLatin1String("FiveGoatsTest.xqf") ? i : fiveGoats;
        pawn = name == QLatin1String("pawn_move.xqf") ? i : pawn;
        badMove3 = name == QLatin1String("BadMoveTest3.xqf") ? i : badMove3;
        plain = name == QLatin1String("test.xqf") ? i : plain;
        corrected = name == QLatin1String("jiejiang_mate.xqf") ? i : corrected;
    }
    QCOMPARE(c->entries()[fiveGoats].moves, 77);
    QVERIFY(c->entries()[pawn].setUp);
    QVERIFY(!c->entries()[fiveGoats].setUp);
    QString warning;
    const auto g = c->game(fiveGoats, &error, &warning);
    QVERIFY2(g, qPrintable(error));
    QCOMPARE(g->tree.variationCount(), 348);
    QCOMPARE(g->game.ply(), 77);
    QVERIFY(warning.isEmpty());
    // A game without variations: its 11 comments are the main line's, by ply, as PGN keeps them.
    const auto t = c->game(plain, &error, &warning);
    QVERIFY2(t, qPrintable(error));
    QCOMPARE(int(t->comments.size()), 11);
    const auto bad = c->game(badMove3, &error, &warning);
    QVERIFY2(bad, qPrintable(error));
    QVERIFY(!warning.isEmpty());
    // The side to move corrected (red in the header, black in check): the
    // game says so in its notice, which is no warning (nothing was left out).
    QVERIFY(corrected >= 0);
    QVERIFY(c->entries()[corrected].setUp);
    const auto mate = c->game(corrected, &error, &warning);
    QVERIFY2(mate, qPrintable(error));
    QCOMPARE(mate->game.startPosition().sideToMove(), qiyuan::xiangqi::Side::Black);
    QCOMPARE(mate->notice, QStringLiteral("The file says red to move, but black is in check: black moves first."));
    QVERIFY(warning.isEmpty());
}

void TestCollection::badInput_data()
{
    QTest::addColumn<QByteArray>("pgn");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("only a comment") << QByteArray("{nothing}");
    QTest::newRow("an unclosed comment") << QByteArray("[Event \"x\"]\n\n1. h2e2 {\n");
}

void TestCollection::badInput()
{
    QFETCH(QByteArray, pgn);
    QString error;
    QVERIFY(!Collection::fromPgnBytes(pgn, QStringLiteral("x.pgn"), &error));
    QVERIFY(!error.isEmpty());
    QTemporaryDir empty;
    int skipped = -1;
    QVERIFY(!Collection::openXqfFolder(empty.path(), &skipped, &error));
    QVERIFY(error.contains(QStringLiteral("no XQF files")));
    QVERIFY(!Collection::openXqfFolder(empty.filePath(QStringLiteral("missing")), &skipped, &error));
}

QTEST_GUILESS_MAIN(TestCollection)
#include "tst_session_collection.moc"
