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

#include <cctype>
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

// Where the article the judge names differs from the article under which the
// book prints the diagram, and why (docs/rules/xiangqi-repetition.md, "The
// article named"). Every other row must name the book's article.
struct OtherArticle {
    const char* diagram;
    int article;
};
constexpr OtherArticle otherArticles[] = {
    // Threats of mate (art. 9-11, 38) are not recognised: idle moves, a plain repetition.
    {"6", 5}, {"7", 5}, {"8", 5}, {"9", 5}, {"10", 5}, {"11", 5}, {"97", 5}, {"98", 5},
    {"12", 12}, // one check and a threat of mate: seen as one check, one chase
    {"21", 26}, // the cannon's screen moved: art. 26 names that chase
    {"79", 18}, // in art. 32's diagram the loser's breach is a chariot chasing a cannon
    // Draws where the attacks that were allowed are not on one piece every move.
    {"31", 5}, {"54", 5}, {"63", 5}, {"66", 5}, {"104", 5},
    // A chariot on a protected cannon (art. 17) where the book names art. 35.
    {"86", 17}, {"87", 17}, {"88", 17},
    // Exchanges offered like for like (art. 24) where the book names art. 40.
    {"101", 24}, {"102", 24}, {"103", 24},
};

// The article the judge must name for a diagram, or 0 when the book's article
// is uncertain ("21?", "appendix": the article's text was not found).
int expectedArticle(const QString& diagram, const QString& bookArticle)
{
    for (const OtherArticle& o : otherArticles)
        if (diagram == QLatin1String(o.diagram))
            return o.article;
    bool ok = false;
    const int n = bookArticle.toInt(&ok);
    return ok ? n : 0;
}

} // namespace

void TestXiangqiRepetitionBook::diagram_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("note");
    QTest::addColumn<int>("article");
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
        QTest::newRow(name.constData()) << c[2] << c[3] << c[4] << c[6] << expectedArticle(c[0], c[5]);
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
    QFETCH(int, article);
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

    // How it was judged (what the players and qiyuan-cli replay are told).
    const auto& judged = game.records().back().repetition;
    QVERIFY(judged);
    if (article)
        QCOMPARE(judged->article, article);
    using Kind = RepetitionVerdict::Kind;
    const bool draw = game.result().verdict == Verdict::Draw;
    const std::string loser = game.result().verdict == Verdict::RedWins ? "black" : "red";
    QCOMPARE(judged->by, draw ? std::string() : loser);
    QCOMPARE(judged->kind == Kind::None, game.result().reason == "threefold repetition");
    QCOMPARE(judged->pieces.empty(), judged->kind == Kind::None);
    // A lost game marks the loser's checking or chasing pieces (and, in a check
    // against a chase, the chaser's too).
    if (!draw) {
        const bool loserIsRed = loser == "red";
        bool loserMarked = false;
        for (const RepetitionVerdict::Piece& p : judged->pieces) {
            const bool red = std::isupper(static_cast<unsigned char>(p.piece));
            if (p.role != RepetitionVerdict::Role::Chased && red == loserIsRed)
                loserMarked = true;
            if (judged->kind != Kind::Both)
                QCOMPARE(red == loserIsRed, p.role != RepetitionVerdict::Role::Chased);
        }
        QVERIFY(loserMarked);
    }
}

QTEST_APPLESS_MAIN(TestXiangqiRepetitionBook)
#include "tst_xiangqi_repetition_book.moc"
