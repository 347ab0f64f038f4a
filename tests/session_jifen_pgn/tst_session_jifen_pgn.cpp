// 积分象棋 games as PGN (docs/rules/jifen-pgn.md): round trips of games with kind
// changes and contest `end`s, the [Variant] tag, declared results, and files the
// reader refuses with the line and the engine's reason (rows named by ruling).
#include "session/jifen_pgn.h"

#include <QTemporaryDir>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::jifen;
using namespace qiyuan::session;

namespace {
const RuleSet& rules(const char* key) { return *findRuleSet(key); }

// Plays space-separated actions; empty when all were legal, else the refusal.
QString playAll(Game& game, const QString& actions)
{
    for (const QString& t : actions.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto a = parseAction(t.toStdString());
        if (!a)
            return QStringLiteral("unparsable ") + t;
        if (const Refusal r = game.play(*a))
            return t + QStringLiteral(": ") + QString::fromStdString(refusalText(r));
    }
    return {};
}

QString actionsOf(const Game& g)
{
    QStringList out;
    for (const Action& a : g.actions())
        out << QString::fromStdString(actionText(a));
    return out.join(QLatin1Char(' '));
}
} // namespace

class TestSessionJifenPgn : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void writesVariantAndKinds();
    void declaredResults_data();
    void declaredResults();
    void refused_data();
    void refused();
    void variantOfHead_data();
    void variantOfHead();
    void fileRoundTrip();
};

void TestSessionJifenPgn::roundTrip_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("actions");
    QTest::newRow("SC-7 simple: idle cannon") << "jifen-simple" << "" << "h2e2=i h9g7 e2d2 g7e8=i";
    QTest::newRow("SC-9 match: small and idle") << "jifen-match" << "" << "h2e2=s h9g7=i e2e6 b9c7";
    QTest::newRow("SC-12 contest: two-move turn and end") << "jifen-contest" << "" << "h2e2 h9g7 end b0c2";
    QTest::newRow("SC-13 contest: first capture changes kind") << "jifen-contest" << "" << "h2e2 b7b0=s a0a1=i";
    QTest::newRow("set-up position with scores")
        << "jifen-simple"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 kinds:h2=i score:5,3 ply:10"
        << "h2e2=n";
    QTest::newRow("no actions") << "jifen-match" << "" << "";
}

void TestSessionJifenPgn::roundTrip()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, actions);
    const RuleSet& r = rules(variant.toLatin1().constData());
    std::optional<Position> start = fen.isEmpty() ? Position(r) : Position::fromFen(r, fen.toStdString());
    QVERIFY(start);
    JifenPgnGame pgn;
    pgn.game = Game(*start);
    QCOMPARE(playAll(pgn.game, actions), QString());
    pgn.tags.insert(QStringLiteral("Event"), QStringLiteral("测试 \"quoted\""));
    const QByteArray text = writeJifenPgn(pgn);
    QString error;
    const auto back = readJifenPgn(text, &error);
    QVERIFY2(back, qPrintable(error + QLatin1Char('\n') + QString::fromUtf8(text)));
    QCOMPARE(QString::fromLatin1(back->game.rules().key.data()).left(int(r.key.size())), variant);
    QCOMPARE(actionsOf(back->game), actions);
    QCOMPARE(back->game.position().fen(), pgn.game.position().fen());
    QCOMPARE(back->game.startPosition().fen(), start->fen());
    QCOMPARE(back->tags.value(QStringLiteral("Event")), QStringLiteral("测试 \"quoted\""));
    QCOMPARE(writeJifenPgn(*back), text);
}

void TestSessionJifenPgn::writesVariantAndKinds()
{
    JifenPgnGame pgn;
    pgn.game = Game(rules("jifen-contest"));
    QCOMPARE(playAll(pgn.game, QStringLiteral("h2e2 h9g7 end a3a4 end b7b0=s")), QString());
    const QString text = QString::fromUtf8(writeJifenPgn(pgn));
    QVERIFY(text.contains(QStringLiteral("[Variant \"jifen-contest\"]")));
    QVERIFY(!text.contains(QStringLiteral("[FEN")));
    // Round numbers before red's turns; black's two-move turn with its `end`.
    QVERIFY2(text.contains(QStringLiteral("1. h2e2 h9g7 end 2. a3a4 end b7b0=s *")), qPrintable(text));
}

void TestSessionJifenPgn::declaredResults_data()
{
    QTest::addColumn<QString>("movetext");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("reason");
    QTest::newRow("resignation") << "1. h2e2 {resignation} 0-1" << int(Verdict::BlackWins) << "resignation";
    QTest::newRow("timeout") << "1. h2e2 h9g7 {timeout} 1-0" << int(Verdict::RedWins) << "timeout";
    QTest::newRow("draw agreement") << "1. h2e2 1/2-1/2" << int(Verdict::Draw) << "draw agreement";
    QTest::newRow("unfinished") << "1. h2e2 *" << int(Verdict::Ongoing) << "";
}

void TestSessionJifenPgn::declaredResults()
{
    QFETCH(QString, movetext);
    QFETCH(int, verdict);
    QFETCH(QString, reason);
    const QByteArray text = "[Variant \"jifen-simple\"]\n\n" + movetext.toUtf8() + "\n";
    QString error;
    const auto pgn = readJifenPgn(text, &error);
    QVERIFY2(pgn, qPrintable(error));
    QCOMPARE(int(pgn->game.result().verdict), verdict);
    QCOMPARE(QString::fromStdString(pgn->game.result().reason), reason);
    // Written back, the same result.
    const auto again = readJifenPgn(writeJifenPgn(*pgn), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->game.result(), pgn->game.result());
}

void TestSessionJifenPgn::refused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QByteArray simple = "[Variant \"jifen-simple\"]\n\n";
    const QByteArray contest = "[Variant \"jifen-contest\"]\n\n";
    QTest::newRow("no Variant tag") << QByteArray("[Event \"x\"]\n\n1. h2e2 *\n") << "no [Variant] tag";
    QTest::newRow("unknown rule set") << QByteArray("[Variant \"xiangqi\"]\n\n1. h2e2 *\n") << "unknown rule set";
    QTest::newRow("SC-7 an idle piece never captures")
        << simple + "1. h2e2=i h9g7 2. e2e6 *\n" << "line 3: action 'e2e6' (number 3) is illegal: an idle piece never captures";
    QTest::newRow("SC-9 a small piece may not capture a small one")
        << QByteArray("[Variant \"jifen-match\"]\n[FEN \"3k5/9/9/9/9/9/9/r8/9/R3K4 w - - 0 1 kinds:a0=s,a2=s\"]\n\n1. a0a2 *\n") << "a small piece may not capture a small piece";
    QTest::newRow("SC-9 no king pieces in the match rules")
        << QByteArray("[Variant \"jifen-match\"]\n\n1. h2e2=k *\n") << "king pieces are not used";
    QTest::newRow("SC-12 the first move may not capture")
        << contest + "1. h2h9 *\n" << "the game's first move may not capture";
    QTest::newRow("SC-12 end only after a first move") << contest + "1. end *\n" << "'end' only ends";
    QTest::newRow("SC-13 no kind change before the first capture")
        << contest + "1. h2e2 h9g7=i *\n" << "kinds may change only from the game's first capture";
    QTest::newRow("not an action") << simple + "1. h2e2=x *\n" << "line 3: 'h2e2=x' is unknown kind";
    QTest::newRow("garbage token") << simple + "1. hello *\n" << "'hello' is not an action";
    QTest::newRow("unclosed comment") << simple + "1. h2e2 {never closed\n" << "never closed";
    QTest::newRow("variation") << simple + "1. h2e2 (1. b2e2) *\n" << "variations";
    QTest::newRow("bad FEN") << QByteArray("[Variant \"jifen-simple\"]\n[FEN \"rnbakabnr/9 w\"]\n\n*\n") << "line 2: bad FEN";
    QTest::newRow("bad tag") << QByteArray("[Variant jifen-simple]\n\n*\n") << "line 1: not a tag";
    // Found by fuzzing: the reader took the last Variant tag, jifenVariantOf the first.
    QTest::newRow("two Variant tags")
        << QByteArray("[Variant \"jifen-match\"]\n[Variant \"jifen-simple\"]\n\n1. h2e2 *\n") << "line 2: a second [Variant] tag";
    QTest::newRow("bad Result tag") << QByteArray("[Variant \"jifen-simple\"]\n[Result \"2-0\"]\n\n*\n") << "bad Result tag";
    QTest::newRow("result tag and token differ")
        << QByteArray("[Variant \"jifen-simple\"]\n[Result \"1-0\"]\n\n1. h2e2 0-1\n") << "the Result tag says 1-0";
    // The literal's own length: NUL bytes inside, and nothing read past its end (ASan).
    static const char binary[] = "[Variant \"jifen-simple\"]\n\0\1\2";
    QTest::newRow("binary data") << QByteArray(binary, sizeof binary - 1) << "binary data";
    QTest::newRow("not UTF-8") << simple + "{\xb3\xa4\xbd\xab} 1. h2e2 *\n" << "not UTF-8";
    QTest::newRow("empty") << QByteArray() << "no game";
}

void TestSessionJifenPgn::refused()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!readJifenPgn(text, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestSessionJifenPgn::variantOfHead_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("variant");
    QTest::newRow("contest") << QByteArray("[Game \"Scoring Xiangqi\"]\n[Variant \"jifen-contest\"]\n") << "jifen-contest";
    QTest::newRow("upper case") << QByteArray("[Variant \"JIFEN-Simple\"]\n") << "jifen-simple";
    QTest::newRow("xiangqi") << QByteArray("[Variant \"xiangqi\"]\n") << "";
    QTest::newRow("no tag") << QByteArray("[Event \"x\"]\n1. h2e2\n") << "";
}

void TestSessionJifenPgn::variantOfHead()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, variant);
    QCOMPARE(jifenVariantOf(head), variant);
}

void TestSessionJifenPgn::fileRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    JifenPgnGame pgn;
    pgn.game = Game(rules("jifen-match"));
    QCOMPARE(playAll(pgn.game, QStringLiteral("h2e2=i h9g7=s")), QString());
    QString error;
    QVERIFY2(saveJifenPgnFile(path, pgn, &error), qPrintable(error));
    const auto back = loadJifenPgnFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(actionsOf(back->game), QStringLiteral("h2e2=i h9g7=s"));
    QVERIFY(!loadJifenPgnFile(dir.filePath(QStringLiteral("missing.pgn")), &error));
    QVERIFY2(error.startsWith(QStringLiteral("missing.pgn: cannot open")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSessionJifenPgn)
#include "tst_session_jifen_pgn.moc"
