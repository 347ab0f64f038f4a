// ECCO opening names (docs/rules/ecco.md): every line of tests/data/ecco-lines-?.tsv
// is classified as the row says; the table's own lines are legal and reach their
// class; a game set up from another position has no opening name.
#include "xiangqi/ecco.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace qiyuan::xiangqi;

namespace {

QString codeAndName(const std::string& code)
{
    for (const EccoClass& c : eccoClasses())
        if (c.opening.code == code)
            return QString::fromStdString(c.opening.code + " " + c.opening.name);
    return QString::fromStdString(code) + QStringLiteral(" (no such class)");
}

} // namespace

class TestXiangqiEcco : public QObject {
    Q_OBJECT
private slots:
    void lines_data();
    void lines();
    void tableLinesAreLegal();
    void notFromTheStart();
};

void TestXiangqiEcco::lines_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("code");
    int rows = 0;
    // One file per family: ecco-lines-a.tsv … ecco-lines-e.tsv.
    for (const char family : {'a', 'b', 'c', 'd', 'e'}) {
        QFile f(QStringLiteral(QIYUAN_TEST_DATA_DIR "/ecco-lines-%1.tsv").arg(QLatin1Char(family)));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        while (!f.atEnd()) {
            const QString line = QString::fromUtf8(f.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList cols = line.split(QLatin1Char('\t'));
            QVERIFY2(cols.size() == 3, qPrintable(line));
            QVERIFY2(cols[0].startsWith(QChar(family).toUpper()), qPrintable(f.fileName() + QStringLiteral(": ") + line));
            ++rows;
            const QString name = QStringLiteral("%1 %2: %3 [%4]")
                                     .arg(rows, 3, 10, QLatin1Char('0'))
                                     .arg(codeAndName(cols[0].toStdString()), cols[2], cols[1]);
            QTest::newRow(qPrintable(name)) << cols[1] << cols[0];
        }
    }
    QVERIFY2(rows >= 200, "tests/data/ecco-lines-*.tsv not read");
}

void TestXiangqiEcco::lines()
{
    QFETCH(QString, moves);
    QFETCH(QString, code);
    std::vector<Move> line;
    Position pos;
    bool legal = true;
    for (const QString& word : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Move m = Position::parseIccs(word.toStdString());
        line.push_back(m);
        if (legal && !m.isNull() && pos.isLegal(m))
            pos.makeMove(m);
        else
            legal = false;
    }
    // Only the rows about a bad move carry one.
    QCOMPARE(legal, !QTest::currentDataTag() || !QByteArray(QTest::currentDataTag()).contains("bad move"));
    const auto opening = classifyOpening(Position(), line);
    QVERIFY(opening);
    QCOMPARE(QString::fromStdString(opening->code), code);
}

void TestXiangqiEcco::tableLinesAreLegal()
{
    const auto& classes = eccoClasses();
    QVERIFY(classes.size() >= 60);
    QCOMPARE(classes.front().opening.code, std::string("A00"));
    QSet<QString> codes;
    const EccoClass* previous = nullptr;
    for (const EccoClass& c : classes) {
        const QString code = QString::fromStdString(c.opening.code);
        // In code order; a class with two definitions (one per side) has adjacent rows of one name.
        if (previous && previous->opening.code == c.opening.code) {
            QCOMPARE(c.opening.name, previous->opening.name);
            QCOMPARE(c.opening.englishName, previous->opening.englishName);
        } else {
            QVERIFY2(!codes.contains(code), qPrintable(code + " out of order"));
            QVERIFY2(!previous || previous->opening.code < c.opening.code, qPrintable(code + " out of order"));
        }
        codes.insert(code);
        previous = &c;
        QVERIFY(!c.opening.name.empty());
        QVERIFY(!c.opening.englishName.empty());
        // A00 has no moves; every other class is reached by a legal line.
        QCOMPARE(c.line.empty(), c.opening.code == "A00");
        Position pos;
        int ply = 0;
        for (const Move m : c.line) {
            QVERIFY2(pos.isLegal(m), qPrintable(code + QStringLiteral(" ply %1").arg(ply + 1)));
            pos.makeMove(m);
            ++ply;
        }
        QCOMPARE(ply, int(c.required.size()));
        if (!c.line.empty())
            QCOMPARE(classifyOpening(Position(), c.line)->code, c.opening.code);
    }
}

void TestXiangqiEcco::notFromTheStart()
{
    // The start without red's right horse: a handicap set-up, not the standard start.
    const auto handicap = Position::fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB1R w - - 0 1");
    QVERIFY(handicap);
    QVERIFY(!classifyOpening(*handicap, {Position::parseIccs("h2e2")}));
    // The standard start with black to move is not the standard start either.
    const auto blackFirst = Position::fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
    QVERIFY(blackFirst);
    QVERIFY(!classifyOpening(*blackFirst, {Position::parseIccs("h7e7")}));
    // The standard start written with other move counters is still the start.
    const auto counters = Position::fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 3 7");
    QVERIFY(counters);
    QCOMPARE(classifyOpening(*counters, {Position::parseIccs("h2e2")})->code, std::string("B00"));
    // A game from the start with no moves yet: uncommon opening, the class of nothing played.
    QCOMPARE(classifyOpening(Position(), {})->code, std::string("A00"));
}

QTEST_APPLESS_MAIN(TestXiangqiEcco)
#include "tst_xiangqi_ecco.moc"
