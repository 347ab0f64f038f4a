// Repetition verdicts from the rule book, ruling XQ-3: the Asian Xiangqi
// Federation's rules, chapter 4, decide perpetual check and chase. One row per
// example diagram of the book (tests/data/xiangqi-repetition-diagrams.tsv:
// id, source, fen, moves in ICCS up to the third occurrence, the book's
// verdict, the article, how reliably the row was matched to the book). The
// moves are played through xiangqi::Game, whose referee must give the book's
// verdict at the third occurrence. docs/rules/xiangqi-repetition.md says which
// diagram decided each unclear passage.
//
// Diagram 71 is not in the file: its position (as published by orange-xiangqi,
// the only source of the diagram's position) has a black pawn on i7, behind
// black's own pawn rank, which no game can reach, so Position::fromFen refuses
// it and it cannot stand for the book's diagram.
#include "xiangqi/game.h"
#include "xiangqi/position.h"
#include "xiangqi/repetition.h"

#include <QFile>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

class TestXiangqiRepetitionBook : public QObject {
    Q_OBJECT
private slots:
    void diagram_data();
    void diagram();
};

namespace {

const char* verdictWord(Verdict v)
{
    switch (v) {
    case Verdict::RedWins: return "black-loses";
    case Verdict::BlackWins: return "red-loses";
    case Verdict::Draw: return "draw";
    case Verdict::Ongoing: break;
    }
    return "ongoing";
}

} // namespace

void TestXiangqiRepetitionBook::diagram_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("note");
    QFile f(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xiangqi-repetition-diagrams.tsv"));
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    int rows = 0;
    bool header = true;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (header) {
            header = false;
            QCOMPARE(line.section(QLatin1Char('\t'), 0, 0), QStringLiteral("id"));
            continue;
        }
        const QStringList c = line.split(QLatin1Char('\t'));
        if (c.size() != 7)
            continue;
        const QByteArray name = QStringLiteral("diagram %1 (art. %2)").arg(c[0], c[5]).toUtf8();
        QTest::newRow(name.constData()) << c[2] << c[3] << c[4] << c[6];
        ++rows;
    }
    QVERIFY2(rows >= 90, "tests/data/xiangqi-repetition-diagrams.tsv not read");
}

void TestXiangqiRepetitionBook::diagram()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, verdict);
    QFETCH(QString, note);
    std::string error;
    const auto start = Position::fromFen((fen + QStringLiteral(" - - 0 1")).toStdString(), &error);
    QVERIFY2(start, error.c_str());
    Game game(*start);
    const QStringList list = moves.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < list.size(); ++i) {
        const Move m = Position::parseIccs(list[i].toStdString());
        QVERIFY2(!game.over(), qPrintable(QStringLiteral("over before move %1").arg(i + 1)));
        QVERIFY2(game.position().isLegal(m), qPrintable(QStringLiteral("move %1 (%2) illegal").arg(i + 1).arg(list[i])));
        game.play(m);
    }
    QVERIFY2(game.over(), "the third occurrence ended no game");
    const QByteArray why = (QString::fromLatin1(verdictWord(game.result().verdict)) + QStringLiteral(" (")
                            + QString::fromStdString(game.result().reason) + QStringLiteral("); row: ") + note)
                               .toUtf8();
    QVERIFY2(QString::fromLatin1(verdictWord(game.result().verdict)) == verdict, why.constData());
}

QTEST_APPLESS_MAIN(TestXiangqiRepetitionBook)
#include "tst_xiangqi_repetition_book.moc"
