// Handicap starts (让子), ruling XQ-H1 (docs/rules/xiangqi-handicap.md): each
// preset is the standard start without exactly the pieces it names, on red's
// side, red (the giver) to move; a game from it is recorded with SetUp/FEN
// and its name; the computer plays from it through the match.
#include "match/match.h"
#include "session/pgn.h"
#include "xiangqi/handicap.h"

#include <QSignalSpy>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// The letter on each square of a FEN's placement, by ICCS name ("b0").
QMap<QString, QChar> squares(const QString& fen)
{
    QMap<QString, QChar> out;
    const QStringList ranks = fen.section(QLatin1Char(' '), 0, 0).split(QLatin1Char('/'));
    for (int r = 0; r < ranks.size(); ++r) {
        int file = 0;
        for (const QChar c : ranks[r]) {
            if (c.isDigit()) {
                file += c.digitValue();
                continue;
            }
            out.insert(QString(QChar('a' + file)) + QString::number(9 - r), c);
            ++file;
        }
    }
    return out;
}

} // namespace

class TestXiangqiHandicap : public QObject {
    Q_OBJECT
private slots:
    void presets_data();
    void presets();
    void keysAndNamesAreUnique();
    void recordNamesTheHandicap_data();
    void recordNamesTheHandicap();
    void computerPlaysFromIt_data();
    void computerPlaysFromIt();
};

void TestXiangqiHandicap::presets_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("chinese");
    QTest::addColumn<QStringList>("removed"); // red's squares emptied, nothing else changed
    QTest::newRow("让左炮 left cannon") << "left-cannon" << "让左炮" << QStringList{"b2"};
    QTest::newRow("让左马 left horse") << "left-horse" << "让左马" << QStringList{"b0"};
    QTest::newRow("让右马 right horse") << "right-horse" << "让右马" << QStringList{"h0"};
    QTest::newRow("让双炮 both cannons") << "two-cannons" << "让双炮" << QStringList{"b2", "h2"};
    QTest::newRow("让双马 both horses") << "two-horses" << "让双马" << QStringList{"b0", "h0"};
    QTest::newRow("让左车 left chariot") << "left-chariot" << "让左车" << QStringList{"a0"};
    QTest::newRow("让右车 right chariot") << "right-chariot" << "让右车" << QStringList{"i0"};
    QTest::newRow("让车马 chariot and horse") << "chariot-horse" << "让车马" << QStringList{"a0", "b0"};
    QTest::newRow("让双车 both chariots") << "two-chariots" << "让双车" << QStringList{"a0", "i0"};
    QTest::newRow("让九子 nine pieces") << "nine-pieces" << "让九子"
                                    << QStringList{"a3", "c3", "e3", "g3", "i3", "d0", "f0", "c0", "g0"};
}

// XQ-H1: the giver plays red without the named pieces and moves first.
void TestXiangqiHandicap::presets()
{
    QFETCH(QString, key);
    QFETCH(QString, chinese);
    QFETCH(QStringList, removed);
    const Handicap* h = findHandicap(key.toStdString());
    QVERIFY(h);
    QCOMPARE(str(h->chinese), chinese);
    std::string why;
    const auto pos = Position::fromFen(h->fen, &why);
    QVERIFY2(pos, why.c_str());
    QCOMPARE(pos->sideToMove(), Side::Red);
    QVERIFY(pos->validate().empty());
    QVERIFY(!pos->inCheck());
    QVERIFY(pos->hasLegalMove());
    // Exactly the named squares are emptied, all of them red pieces of the start.
    QMap<QString, QChar> expected = squares(str(Position::StartFen));
    for (const QString& s : removed) {
        QVERIFY2(expected.contains(s) && expected[s].isUpper(), qPrintable(s));
        expected.remove(s);
    }
    QCOMPARE(squares(str(h->fen)), expected);
    // The record's start names it back, whatever its move counters.
    QCOMPARE(handicapOfFen(pos->fen()), h);
    QCOMPARE(handicapOfFen(str(h->fen).replace(QStringLiteral(" 0 1"), QStringLiteral(" 3 7")).toStdString()), h);
}

void TestXiangqiHandicap::keysAndNamesAreUnique()
{
    QSet<QString> keys, names, fens;
    for (const Handicap& h : handicaps()) {
        keys.insert(str(h.key));
        names.insert(str(h.chinese));
        fens.insert(str(h.fen));
    }
    QCOMPARE(keys.size(), int(handicaps().size()));
    QCOMPARE(names.size(), int(handicaps().size()));
    QCOMPARE(fens.size(), int(handicaps().size()));
    QVERIFY(!handicapOfFen(Position::StartFen)); // an even game is no handicap
    QVERIFY(!findHandicap("no-such-handicap"));
}

void TestXiangqiHandicap::recordNamesTheHandicap_data()
{
    QTest::addColumn<QString>("key");
    for (const Handicap& h : handicaps())
        QTest::newRow(h.key.data()) << str(h.key);
}

// The record: SetUp/FEN of the preset and [Handicap "让左马"], read back the same.
void TestXiangqiHandicap::recordNamesTheHandicap()
{
    QFETCH(QString, key);
    const Handicap* h = findHandicap(key.toStdString());
    session::PgnGame pgn;
    pgn.game = Game(*Position::fromFen(h->fen));
    const Move first = pgn.game.position().legalMoves()[0];
    QCOMPARE(pgn.game.play(first), MoveError::None);
    const QByteArray text = session::writePgn(pgn, session::MoveFormat::Chinese);
    QVERIFY(text.contains("[SetUp \"1\"]"));
    QVERIFY(text.contains("[FEN \"" + QByteArray(h->fen.data(), qsizetype(h->fen.size())) + "\"]"));
    QVERIFY(text.contains("[Handicap \"" + str(h->chinese).toUtf8() + "\"]"));
    QString error;
    const auto back = session::readPgn(text, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->tags.value(QStringLiteral("Handicap")), str(h->chinese));
    QCOMPARE(back->game.startPosition().fen(), std::string(h->fen));
    QCOMPARE(back->game.moves().size(), size_t(1));
    // A game from the standard start has no Handicap tag.
    QVERIFY(!session::writePgn(session::PgnGame{}, session::MoveFormat::Chinese).contains("Handicap"));
}

void TestXiangqiHandicap::computerPlaysFromIt_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("让左马, the computer gives the odds") << "left-horse";
    QTest::newRow("让双车, the computer gives the odds") << "two-chariots";
    QTest::newRow("让九子, the computer gives the odds") << "nine-pieces";
}

// The computer (red, the giver) moves first from the preset; the person
// answers; the computer answers again: every move legal from that start.
void TestXiangqiHandicap::computerPlaysFromIt()
{
    QFETCH(QString, key);
    const Handicap* h = findHandicap(key.toStdString());
    match::Match m;
    match::Match::Setup setup{QStringLiteral("xiangqi"), {}, {}, true};
    setup.referee.insert(QStringLiteral("variant"), QStringLiteral("standard"));
    setup.referee.insert(QStringLiteral("start"), str(h->fen));
    QString error;
    QVERIFY2(m.start(setup, std::make_unique<match::ComputerSeat>(1), std::make_unique<match::PersonSeat>(), &error),
             qPrintable(error));
    QCOMPARE(m.xiangqi()->game().startPosition().fen(), std::string(h->fen));
    QTRY_COMPARE_WITH_TIMEOUT(m.referee().ply(), 1, 10000); // red, the computer, moved first
    const Position after = m.xiangqi()->game().position();
    QCOMPARE(after.sideToMove(), Side::Black);
    const QString reply = QString::fromStdString(toIccs(after.legalMoves()[0]));
    QVERIFY(m.play(1, reply));
    QTRY_COMPARE_WITH_TIMEOUT(m.referee().ply(), 3, 10000);
    QVERIFY(!m.over());
}

QTEST_GUILESS_MAIN(TestXiangqiHandicap)
#include "tst_xiangqi_handicap.moc"
