// PGN unit (qiyuan_session): xiangqi games written and read as PGN, with the
// moves in the notations of ruling XQ-5 (ICCS coordinates, WXF, Chinese).
// Round trips in each format, hand-written sample files (UTF-8, GBK, BOM and
// CRLF, several games, comments, variations, NAGs), exact written text, and
// bad input that must give a message naming the line and return nothing.
#include "session/pgn.h"

#include <QDir>
#include <QFile>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <optional>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

using namespace qiyuan;
using namespace qiyuan::session;
using namespace qiyuan::xiangqi;

Q_DECLARE_METATYPE(qiyuan::session::MoveFormat)
Q_DECLARE_METATYPE(qiyuan::Verdict)

namespace {

QString str(const std::string& s) { return QString::fromStdString(s); }

QString dataPath(const QString& name) { return QStringLiteral(QIYUAN_TEST_DATA_DIR "/pgn/") + name; }

QByteArray readData(const QString& name)
{
    QFile f(dataPath(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// Plays ICCS moves from a FEN (empty: the start position) through the engine.
std::optional<Game> playIccs(const QString& fen, const QString& moves, QString* why)
{
    Position start;
    if (!fen.isEmpty()) {
        std::string error;
        const auto pos = Position::fromFen(fen.toStdString(), &error);
        if (!pos) {
            *why = QStringLiteral("bad test FEN: ") + str(error);
            return std::nullopt;
        }
        start = *pos;
    }
    Game game(start);
    for (const QString& m : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const MoveError e = game.play(Position::parseIccs(m.toStdString()));
        if (e != MoveError::None) {
            *why = QStringLiteral("test move %1 refused: %2").arg(m, str(moveErrorText(e)));
            return std::nullopt;
        }
    }
    return game;
}

QString iccsMoves(const Game& game)
{
    QStringList out;
    for (const Move m : game.moves())
        out << str(toIccs(m));
    return out.join(QLatin1Char(' '));
}

QString formatName(MoveFormat f) { return formatTagValue(f); }

// Columns a line takes on screen: CJK characters are two wide.
int columns(const QString& line)
{
    int w = 0;
    for (const QChar c : line)
        w += c.unicode() >= 0x2e80 ? 2 : 1;
    return w;
}

// Game A: an opening with captures (炮五进四 takes a soldier, 马7进5 the
// cannon) and a check (the second 炮五进四).
const QString OpeningMoves =
    QStringLiteral("h2e2 h9g7 e2e6 b9c7 h0g2 g7e6 b2e2 h7e7 e2e6 d9e8 b0c2 a9b9 i0h0 i9h9");
// Game B: 仙人指路 with a cannon that takes an elephant with check.
const QString WxfMoves = QStringLiteral("c3c4 g6g5 b2c2 b9c7 b0a2 a9b9 a0b0 h7i7 c2c6 i9i8 h2d2 i8f8 c6c9 d9e8");
// Black to move, mates in one along rank 0.
const QString BlackMatesFen = QStringLiteral("3k4r/9/9/9/9/9/9/9/r8/4K4 b - - 0 1");
// Red to move, mates in one along rank 9.
const QString RedMatesFen = QStringLiteral("4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1");
// Two red chariots on one file: 前车 / 后车, R+ / R- (tandem notation).
const QString TwoChariotsFen = QStringLiteral("3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1");
// A chariot checking to and fro: the game ends by repetition (XQ-3).
const QString RepetitionFen = QStringLiteral("4k4/9/R8/9/9/9/9/9/9/3K1R3 w - - 0 1");
// Black to move has no move, not in check: lost before any move (XQ-2, stalemate).
const QString StalemateFen = QStringLiteral("3k5/R8/9/9/9/9/9/9/4R4/5K3 b - - 0 1");

} // namespace

class TestSessionPgn : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void writtenText_data();
    void writtenText();
    void lineWrapping();
    void readSamples_data();
    void readSamples();
    void gbkReadsLikeUtf8();
    void utf16WithBom_data();
    void utf16WithBom();
    void writingKeepsTheFileEncoding_data();
    void writingKeepsTheFileEncoding();
    void multipleGames();
    void reasonWordInUnfinishedGameStaysComment();
    void firstGameDespiteLaterBrokenGame();
    void errors_data();
    void errors();
    void damagedSamplesNeverCrash();
    void saveAndLoadFiles();
    void failedSaveKeepsOldFile();
    void loadErrorsNameTheFile();
    void variationsRoundTrip_data();
    void variationsRoundTrip();
    void variationReading_data();
    void variationReading();
    void lenientReadingKeepsWhatIsLegal_data();
    void lenientReadingKeepsWhatIsLegal();
    void collectionIndex();
    void fenSideToMoveCorrected_data();
    void fenSideToMoveCorrected();
};

namespace {

// A tree as text: each node's move in ICCS, its comment in {}, variations in (),
// e.g. "{start} h2e2 {c} (b2e2 (c3c4)) h9g7" — for comparing trees.
QString treeText(const GameTree& tree, GameTree::NodeId from)
{
    QStringList out;
    for (GameTree::NodeId n = from; !tree.node(n).children.empty();) {
        const auto& kids = tree.node(n).children;
        auto one = [&](GameTree::NodeId k) {
            QString t = str(toIccs(tree.node(k).move));
            if (!tree.node(k).comment.empty())
                t += QStringLiteral(" {%1}").arg(str(tree.node(k).comment));
            return t;
        };
        out << one(kids.front());
        for (size_t i = 1; i < kids.size(); ++i) {
            const QString rest = treeText(tree, kids[i]);
            out << QStringLiteral("(%1%2)").arg(one(kids[i]), rest.isEmpty() ? QString() : QLatin1Char(' ') + rest);
        }
        n = kids.front();
    }
    return out.join(QLatin1Char(' '));
}

QString wholeTree(const GameTree& tree)
{
    const QString root = tree.node(GameTree::Root).comment.empty()
                             ? QString()
                             : QStringLiteral("{%1} ").arg(str(tree.node(GameTree::Root).comment));
    return root + treeText(tree, GameTree::Root);
}

const QByteArray NestedTree =
    "[Game \"Chinese Chess\"]\n[Event \"变着 study\"]\n[Red \"甲\"]\n[Black \"乙\"]\n[Format \"ICCS\"]\n\n"
    "{中炮对屏风马} 1. H2-E2 {center cannon} (1. C3-C4 {仙人指路} 1... C6-C5 (1... H9-G7 2. H0-G2) 2. B2-C2) "
    "(1. B0-C2) 1... H9-G7 2. H0-G2 (2. C3-C4 {a quiet try} (2. B2-B6)) 2... I9-H9 *\n";

} // namespace

void TestSessionPgn::variationsRoundTrip_data()
{
    QTest::addColumn<MoveFormat>("format");
    QTest::newRow("ICCS") << MoveFormat::Iccs;
    QTest::newRow("WXF") << MoveFormat::Wxf;
    QTest::newRow("Chinese") << MoveFormat::Chinese;
}

// Read → write → read keeps the tree (nested variations in their order), every
// comment and the tags, in all three notations of XQ-5.
void TestSessionPgn::variationsRoundTrip()
{
    QFETCH(MoveFormat, format);
    QString error;
    const auto first = readPgn(NestedTree, &error);
    QVERIFY2(first, qPrintable(error));
    const QString expected = QStringLiteral(
        "{中炮对屏风马} h2e2 {center cannon} (c3c4 {仙人指路} c6c5 (h9g7 h0g2) b2c2) (b0c2) h9g7 "
        "h0g2 (c3c4 {a quiet try}) (b2b6) i9h9");
    // (2. B2-B6) stands inside the variation of 2. C3-C4, after its first move:
    // an alternative to C3-C4 itself, so a sibling of H0-G2 too.
    QCOMPARE(wholeTree(first->tree), expected);
    QCOMPARE(first->tree.variationCount(), 5);
    QCOMPARE(first->tree.commentCount(), 4);
    QCOMPARE(first->game.ply(), 4); // the main line
    const QByteArray written = writePgn(*first, format);
    const auto again = readPgn(written, &error);
    QVERIFY2(again, qPrintable(error + QLatin1Char('\n') + QString::fromUtf8(written)));
    QCOMPARE(wholeTree(again->tree), expected);
    QCOMPARE(again->tags.value(QStringLiteral("Event")), QStringLiteral("变着 study"));
    QCOMPARE(again->tags.value(QStringLiteral("Red")), QStringLiteral("甲"));
    QCOMPARE(again->comments, first->comments);
    // Written once more, the text is the same: nothing drifts.
    QCOMPARE(QString::fromUtf8(writePgn(*again, format)), QString::fromUtf8(written));
}

void TestSessionPgn::variationReading_data()
{
    QTest::addColumn<QByteArray>("movetext");
    QTest::addColumn<QString>("tree");
    QTest::newRow("an alternative to black's first move")
        << QByteArray("1. h2e2 h9g7 (1... b9c7) 2. h0g2 *") << QStringLiteral("h2e2 h9g7 (b9c7) h0g2");
    QTest::newRow("a comment right after '(' goes with the variation's first move")
        << QByteArray("1. h2e2 ({or} 1. c3c4 {quiet}) 1... h9g7 *") << QStringLiteral("h2e2 (c3c4 {or quiet}) h9g7");
    QTest::newRow("three levels deep")
        << QByteArray("1. h2e2 (1. c3c4 (1. b0c2 (1. g3g4))) *") << QStringLiteral("h2e2 (c3c4) (b0c2) (g3g4)");
    QTest::newRow("a variation that continues with its own variation")
        << QByteArray("1. h2e2 h9g7 (1... b9c7 2. h0g2 (2. b0c2 c6c5)) *")
        << QStringLiteral("h2e2 h9g7 (b9c7 h0g2 (b0c2 c6c5))");
    QTest::newRow("an empty variation is nothing") << QByteArray("1. h2e2 () h9g7 *") << QStringLiteral("h2e2 h9g7");
    QTest::newRow("the same move twice is one node")
        << QByteArray("1. h2e2 (1. h2e2 h9g7) h9g7 *") << QStringLiteral("h2e2 h9g7");
}

void TestSessionPgn::variationReading()
{
    QFETCH(QByteArray, movetext);
    QFETCH(QString, tree);
    QString error;
    const auto g = readPgn("[Game \"Chinese Chess\"]\n\n" + movetext + "\n", &error);
    QVERIFY2(g, qPrintable(error));
    QCOMPARE(wholeTree(g->tree), tree);
}

void TestSessionPgn::lenientReadingKeepsWhatIsLegal_data()
{
    QTest::addColumn<QByteArray>("movetext");
    QTest::addColumn<QString>("tree");
    QTest::addColumn<int>("badMainPly");
    QTest::addColumn<QString>("problem");
    QTest::newRow("a bad main-line move stops the main line")
        << QByteArray("1. h2e2 h9g7 2. h0h5 (2. b0c2) h7h0 3. b0c2 *") << QStringLiteral("h2e2 h9g7") << 2
        << QStringLiteral("'h0h5' as move 2 (red)");
    QTest::newRow("a bad variation is left out with what follows it")
        << QByteArray("1. h2e2 (1. c3c4 c6c5 2. a0a5 c5c4) (1. b0c2) h9g7 *")
        << QStringLiteral("h2e2 (c3c4 c6c5) (b0c2) h9g7") << -1 << QStringLiteral("in a variation");
    QTest::newRow("an unreadable word") << QByteArray("1. h2e2 h9g7 2. xyzzy h7h0 *") << QStringLiteral("h2e2 h9g7")
                                        << 2 << QStringLiteral("cannot read 'xyzzy'");
}

void TestSessionPgn::lenientReadingKeepsWhatIsLegal()
{
    QFETCH(QByteArray, movetext);
    QFETCH(QString, tree);
    QFETCH(int, badMainPly);
    QFETCH(QString, problem);
    const QByteArray text = "[Game \"Chinese Chess\"]\n\n" + movetext + "\n";
    QString error;
    QVERIFY(!readPgnGames(text, &error)); // strict reading refuses the whole text
    QVERIFY(!error.isEmpty());
    const auto games = readPgnGamesLenient(text, &error);
    QVERIFY2(games, qPrintable(error));
    QCOMPARE(games->size(), 1);
    const PgnGame& g = games->front();
    QCOMPARE(wholeTree(g.tree), tree);
    QCOMPARE(g.badMainPly, badMainPly);
    QVERIFY2(g.problem.contains(problem), qPrintable(g.problem));
    QVERIFY(g.problem.startsWith(QStringLiteral("line 3: ")));
}

// ---- round trips -----------------------------------------------------------------

void TestSessionPgn::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("ending"); // what ends the game after the moves, if not the moves
    QTest::addColumn<MoveFormat>("format");

    struct Row {
        const char* name;
        QString fen, moves, ending;
    };
    const QList<Row> games = {
        {"opening with captures and a check", {}, OpeningMoves, {}},
        {"cannon takes an elephant with check", {}, WxfMoves, {}},
        {"set-up, black to move, checkmate", BlackMatesFen, QStringLiteral("i9i0"), {}},
        {"set-up, red checkmates", RedMatesFen, QStringLiteral("i0i9"), {}},
        {"set-up, tandem chariots", TwoChariotsFen, QStringLiteral("a2a4 d9d8 a1a3 d8d9 a4b4"), {}},
        {"red resigns", {}, OpeningMoves, QStringLiteral("resign red")},
        {"black resigns", {}, WxfMoves, QStringLiteral("resign black")},
        {"draw agreed", {}, QStringLiteral("h2e2 h9g7"), QStringLiteral("draw")},
        {"red's flag falls", {}, QStringLiteral("c3c4"), QStringLiteral("timeout red")},
        {"repetition", RepetitionFen, QStringLiteral("a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9"), {}},
        {"no moves", {}, {}, {}},
        // Fuzz findings: the reason written before the result of a game
        // without moves was read back as one more comment.
        {"red resigns before any move", {}, {}, QStringLiteral("resign red")},
        {"XQ-2 set-up, stalemate before any move", StalemateFen, {}, {}},
    };
    for (const Row& g : games)
        for (MoveFormat f : {MoveFormat::Iccs, MoveFormat::Wxf, MoveFormat::Chinese})
            QTest::addRow("XQ-5 %s, %s", g.name, qPrintable(formatName(f))) << g.fen << g.moves << g.ending << f;
}

// write -> read gives the same start, moves, result, tags and comments, and
// writing what was read gives the same bytes again.
void TestSessionPgn::roundTrip()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, ending);
    QFETCH(MoveFormat, format);

    QString why;
    auto played = playIccs(fen, moves, &why);
    QVERIFY2(played, qPrintable(why));
    Game game = *played;
    if (ending == QLatin1String("resign red"))
        game.resign(Side::Red);
    else if (ending == QLatin1String("resign black"))
        game.resign(Side::Black);
    else if (ending == QLatin1String("draw"))
        game.agreeDraw();
    else if (ending == QLatin1String("timeout red"))
        game.flagFall(Side::Red);

    PgnGame pgn;
    pgn.game = game;
    pgn.tags.insert(QStringLiteral("Event"), QStringLiteral("棋苑 \"round\" trip \\ test"));
    pgn.tags.insert(QStringLiteral("Red"), QStringLiteral("红方"));
    pgn.tags.insert(QStringLiteral("RedTeam"), QStringLiteral("Team {A}"));
    pgn.comments[0] = QStringLiteral("A game comment (with parentheses)");
    if (game.ply() >= 2)
        pgn.comments[2] = QStringLiteral("第二步后的注释");

    const QByteArray text = writePgn(pgn, format);
    const QString written = QString::fromUtf8(text);
    QVERIFY(written.startsWith(QStringLiteral("[Game \"Chinese Chess\"]\n")));
    QVERIFY2(written.contains(QStringLiteral("[Format \"%1\"]").arg(formatName(format))), qPrintable(written));
    QCOMPARE(written.contains(QStringLiteral("[FEN \"")), !fen.isEmpty());
    QCOMPARE(written.contains(QStringLiteral("[SetUp \"1\"]")), !fen.isEmpty());
    if (game.ply() > 0 && game.startPosition().sideToMove() == Side::Black)
        QVERIFY2(written.contains(QStringLiteral(" 1... ")) || written.contains(QStringLiteral("\n1... ")),
                 qPrintable(written));
    if (game.over())
        QVERIFY2(written.contains(QLatin1Char('{') + str(game.result().reason) + QLatin1Char('}')), qPrintable(written));

    QString error;
    const auto read = readPgn(text, &error);
    QVERIFY2(read, qPrintable(error + QStringLiteral("\n") + written));
    QCOMPARE(str(read->game.startPosition().fen()), str(game.startPosition().fen()));
    QCOMPARE(iccsMoves(read->game), iccsMoves(game));
    QCOMPARE(read->game.result().verdict, game.result().verdict);
    QCOMPARE(str(read->game.result().reason), str(game.result().reason));
    QCOMPARE(read->tag(QStringLiteral("Event")), pgn.tag(QStringLiteral("Event")));
    QCOMPARE(read->tag(QStringLiteral("Red")), pgn.tag(QStringLiteral("Red")));
    QCOMPARE(read->tag(QStringLiteral("RedTeam")), pgn.tag(QStringLiteral("RedTeam")));
    QCOMPARE(read->tag(QStringLiteral("Format")), formatName(format));
    QCOMPARE(read->comments.size(), pgn.comments.size());
    for (const auto& [ply, comment] : pgn.comments)
        QCOMPARE(read->comments.at(ply), comment);
    QCOMPARE(read->terminationComment, game.over() ? str(game.result().reason) : QString());

    QCOMPARE(QString::fromUtf8(writePgn(*read, format)), written);
}

// ---- written text ----------------------------------------------------------------

void TestSessionPgn::writtenText_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<MoveFormat>("format");
    QTest::addColumn<QString>("movetext");

    const QString opening = QStringLiteral("h2e2 h9g7 h0g2 i9h9");
    QTest::newRow("XQ-5 ICCS as the xqbase standard writes it")
        << QString() << opening << MoveFormat::Iccs << QStringLiteral("1. H2-E2 H9-G7 2. H0-G2 I9-H9 *");
    QTest::newRow("XQ-5 WXF") << QString() << opening << MoveFormat::Wxf
                              << QStringLiteral("1. C2.5 H8+7 2. H2+3 R9.8 *");
    QTest::newRow("XQ-5 Chinese, black with digits")
        << QString() << opening << MoveFormat::Chinese << QStringLiteral("1. 炮二平五 马8进7 2. 马二进三 车9平8 *");
    QTest::newRow("XQ-5 black moves first: 1...")
        << BlackMatesFen << QStringLiteral("i9i0") << MoveFormat::Chinese
        << QStringLiteral("1... 车9进9 {checkmate} 0-1");
    QTest::newRow("XQ-5 tandem chariots in WXF")
        << TwoChariotsFen << QStringLiteral("a2a4 d9d8 a1a3") << MoveFormat::Wxf
        << QStringLiteral("1. R++2 K4+1 2. R-+2 *");
    QTest::newRow("XQ-5 tandem chariots in Chinese")
        << TwoChariotsFen << QStringLiteral("a2a4 d9d8 a1a3") << MoveFormat::Chinese
        << QStringLiteral("1. 前车进二 将4进1 2. 后车进二 *");
}

void TestSessionPgn::writtenText()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(MoveFormat, format);
    QFETCH(QString, movetext);

    QString why;
    auto game = playIccs(fen, moves, &why);
    QVERIFY2(game, qPrintable(why));
    PgnGame pgn;
    pgn.game = *game;
    pgn.tags.insert(QStringLiteral("Event"), QStringLiteral("Test"));
    const QString text = QString::fromUtf8(writePgn(pgn, format));

    const QString tags = text.section(QStringLiteral("\n\n"), 0, 0);
    const QString body = text.section(QStringLiteral("\n\n"), 1);
    QCOMPARE(body, movetext + QLatin1Char('\n'));
    QStringList expectedTags = {
        QStringLiteral("[Game \"Chinese Chess\"]"), QStringLiteral("[Event \"Test\"]"),
        QStringLiteral("[Site \"?\"]"),            QStringLiteral("[Date \"????.??.??\"]"),
        QStringLiteral("[Round \"?\"]"),           QStringLiteral("[Red \"?\"]"),
        QStringLiteral("[Black \"?\"]"),           QStringLiteral("[Result \"%1\"]").arg(movetext.section(QLatin1Char(' '), -1)),
    };
    // A game from the start names its opening (docs/rules/ecco.md): 炮二平五 马8进7 马二进三 车9平8 is 中炮对进左马.
    if (fen.isEmpty())
        expectedTags << QStringLiteral("[ECCO \"B05\"]") << QStringLiteral("[Opening \"中炮对进左马\"]");
    expectedTags << QStringLiteral("[Variant \"xiangqi\"]");
    if (!fen.isEmpty())
        expectedTags << QStringLiteral("[SetUp \"1\"]") << QStringLiteral("[FEN \"%1\"]").arg(fen);
    expectedTags << QStringLiteral("[Format \"%1\"]").arg(formatName(format));
    QCOMPARE(tags.split(QLatin1Char('\n')), expectedTags);
}

void TestSessionPgn::lineWrapping()
{
    QString why;
    auto game = playIccs({}, OpeningMoves + QLatin1Char(' ') + QStringLiteral("h0h6 h9h6"), &why);
    QVERIFY2(game, qPrintable(why));
    PgnGame pgn;
    pgn.game = *game;
    pgn.comments[3] = QStringLiteral("一个很长的中文注释，用来检查换行时把宽字符算作两列，而且注释不会被拆开。");
    for (MoveFormat f : {MoveFormat::Iccs, MoveFormat::Wxf, MoveFormat::Chinese}) {
        const QString text = QString::fromUtf8(writePgn(pgn, f));
        const QStringList lines = text.section(QStringLiteral("\n\n"), 1).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2, qPrintable(text));
        for (const QString& line : lines)
            QVERIFY2(columns(line) <= 80, qPrintable(QStringLiteral("%1: %2 columns: %3")
                                                          .arg(formatName(f)).arg(columns(line)).arg(line)));
        QString error;
        const auto read = readPgn(text.toUtf8(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(iccsMoves(read->game), iccsMoves(*game));
    }
}

// ---- samples ----------------------------------------------------------------------

void TestSessionPgn::readSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("moves"); // expected, in ICCS
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("event");
    QTest::addColumn<int>("commentPly");
    QTest::addColumn<QString>("comment");

    QTest::newRow("XQ-5 Chinese, full-width digits, variations, NAG")
        << "chinese.pgn" << OpeningMoves << Verdict::RedWins << "resignation" << QStringLiteral("棋苑测试赛") << 3
        << QStringLiteral("红方先得一卒 (见变化)");
    QTest::newRow("XQ-5 WXF, suffixes, NAG, ; comment")
        << "wxf.pgn" << WxfMoves << Verdict::Ongoing << "" << "WXF sample" << 13 << "check";
    QTest::newRow("XQ-5 ICCS H2-E2 and h2e2, glued move numbers, % line, time forfeit")
        << "iccs.pgn" << OpeningMoves << Verdict::BlackWins << "timeout" << "ICCS sample" << -1 << "";
    QTest::newRow("XQ-5 BOM, CRLF, mixed notations without Format tag")
        << "bom_crlf.pgn" << QStringLiteral("h2e2 h9g7 e2e6 b9c7") << Verdict::Ongoing << "" << "BOM and CRLF" << 3
        << "mixed notations, no Format tag";
}

void TestSessionPgn::readSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, moves);
    QFETCH(Verdict, verdict);
    QFETCH(QString, reason);
    QFETCH(QString, event);
    QFETCH(int, commentPly);
    QFETCH(QString, comment);

    const QByteArray bytes = readData(file);
    QVERIFY2(!bytes.isEmpty(), qPrintable(dataPath(file)));
    QString error;
    const auto pgn = readPgn(bytes, &error);
    QVERIFY2(pgn, qPrintable(error));
    QCOMPARE(iccsMoves(pgn->game), moves);
    QCOMPARE(pgn->game.result().verdict, verdict);
    QCOMPARE(str(pgn->game.result().reason), reason);
    QCOMPARE(pgn->tag(QStringLiteral("Event")), event);
    if (commentPly >= 0) {
        QVERIFY(pgn->comments.count(commentPly));
        QCOMPARE(pgn->comments.at(commentPly), comment);
    }
}

// GBK is what most Chinese PGN files use; GB18030 decodes it.
void TestSessionPgn::gbkReadsLikeUtf8()
{
    const QByteArray gbk = readData(QStringLiteral("chinese_gbk.pgn"));
    QVERIFY(!gbk.isEmpty());
    QString error;
    const auto fromGbk = readPgn(gbk, &error);
    if (!QStringDecoder("GB18030").isValid()) {
        // Without a GB18030 decoder the reader must say so, not misread.
        QVERIFY(!fromGbk);
        QVERIFY2(error.contains(QStringLiteral("GB18030")), qPrintable(error));
        QSKIP("this Qt build has no GB18030 decoder; the clear error was checked");
    }
    QVERIFY2(fromGbk, qPrintable(error));
    const auto fromUtf8 = readPgn(readData(QStringLiteral("chinese.pgn")), &error);
    QVERIFY2(fromUtf8, qPrintable(error));
    QCOMPARE(iccsMoves(fromGbk->game), OpeningMoves);
    QCOMPARE(fromGbk->tags, fromUtf8->tags);
    QCOMPARE(fromGbk->tag(QStringLiteral("Red")), QStringLiteral("张三"));
    QCOMPARE(fromGbk->comments, fromUtf8->comments);
    QCOMPARE(fromGbk->game.result(), fromUtf8->game.result());
}

void TestSessionPgn::utf16WithBom_data()
{
    QTest::addColumn<bool>("littleEndian");
    QTest::newRow("UTF-16LE") << true;
    QTest::newRow("UTF-16BE") << false;
}

void TestSessionPgn::utf16WithBom()
{
    QFETCH(bool, littleEndian);
    const QString text = QString::fromUtf8(readData(QStringLiteral("chinese.pgn")));
    QVERIFY(!text.isEmpty());
    QStringEncoder encoder(littleEndian ? QStringConverter::Utf16LE : QStringConverter::Utf16BE,
                           QStringConverter::Flag::WriteBom);
    const QByteArray bytes = encoder.encode(text);
    QVERIFY(bytes.startsWith(littleEndian ? "\xff\xfe" : "\xfe\xff"));
    QString error;
    const auto pgn = readPgn(bytes, &error);
    QVERIFY2(pgn, qPrintable(error));
    QCOMPARE(iccsMoves(pgn->game), OpeningMoves);
    QCOMPARE(pgn->tag(QStringLiteral("Black")), QStringLiteral("李四"));
}

// A game is written back in the encoding of the file it was read from
// (issue 18: files keep their encoding when saved back).
void TestSessionPgn::writingKeepsTheFileEncoding_data()
{
    QTest::addColumn<QString>("codec");
    QTest::addColumn<QByteArray>("bom");
    QTest::addColumn<int>("encoding");
    QTest::newRow("UTF-8") << QStringLiteral("UTF-8") << QByteArray() << int(TextEncoding::Utf8);
    QTest::newRow("UTF-8 with a BOM") << QStringLiteral("UTF-8") << QByteArray("\xef\xbb\xbf") << int(TextEncoding::Utf8Bom);
    QTest::newRow("UTF-16LE") << QStringLiteral("UTF-16LE") << QByteArray("\xff\xfe") << int(TextEncoding::Utf16LE);
    QTest::newRow("UTF-16BE") << QStringLiteral("UTF-16BE") << QByteArray("\xfe\xff") << int(TextEncoding::Utf16BE);
    QTest::newRow("GBK") << QStringLiteral("GB18030") << QByteArray() << int(TextEncoding::Gb18030);
}

void TestSessionPgn::writingKeepsTheFileEncoding()
{
    QFETCH(QString, codec);
    QFETCH(QByteArray, bom);
    QFETCH(int, encoding);
    QStringEncoder encoder(codec.toLatin1().constData());
    if (!encoder.isValid())
        QSKIP("this Qt build has no encoder for this codec");
    const QString text = QString::fromUtf8(readData(QStringLiteral("chinese.pgn")));
    QVERIFY(!text.isEmpty());
    const QByteArray bytes = bom + QByteArray(encoder.encode(text));
    QString error;
    const auto pgn = readPgn(bytes, &error);
    QVERIFY2(pgn, qPrintable(error));
    QCOMPARE(int(pgn->encoding), encoding);
    const QByteArray written = writePgn(*pgn, MoveFormat::Chinese);
    QVERIFY(written.startsWith(bom));
    // The same text as the game written as UTF-8, in the file's encoding.
    PgnGame utf8 = *pgn;
    utf8.encoding = TextEncoding::Utf8;
    const QString expected = QString::fromUtf8(writePgn(utf8, MoveFormat::Chinese));
    QVERIFY(expected.contains(QStringLiteral("张三")));
    QStringDecoder decoder(codec.toLatin1().constData());
    QCOMPARE(QString(decoder.decode(written.mid(bom.size()))), expected);
    // And it reads back as the same game in the same encoding.
    const auto again = readPgn(written, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(int(again->encoding), encoding);
    for (const char* tag : {"Event", "Red", "Black", "RedTeam", "Opening"})
        QCOMPARE(again->tags.value(QLatin1String(tag)), pgn->tags.value(QLatin1String(tag)));
}

void TestSessionPgn::multipleGames()
{
    QString error;
    const auto games = readPgnGames(readData(QStringLiteral("multi.pgn")), &error);
    QVERIFY2(games, qPrintable(error));
    QCOMPARE(games->size(), 3);

    QCOMPARE(games->at(0).tag(QStringLiteral("Event")), QStringLiteral("Game one"));
    QCOMPARE(iccsMoves(games->at(0).game), QStringLiteral("h2e2 h9g7"));
    QVERIFY(!games->at(0).game.over());

    const PgnGame& two = games->at(1);
    QCOMPARE(str(two.game.startPosition().fen()), BlackMatesFen);
    QCOMPARE(iccsMoves(two.game), QStringLiteral("i9i0"));
    QCOMPARE(two.game.result().verdict, Verdict::BlackWins);
    QCOMPARE(str(two.game.result().reason), QStringLiteral("checkmate"));
    QCOMPARE(two.terminationComment, QStringLiteral("checkmate"));
    QVERIFY(two.comments.empty()); // the termination comment is not an annotation

    const PgnGame& three = games->at(2);
    QCOMPARE(iccsMoves(three.game), QStringLiteral("c3c4 g6g5 b2c2"));
    QCOMPARE(three.game.result().verdict, Verdict::BlackWins);
    QCOMPARE(str(three.game.result().reason), QStringLiteral("resignation"));
    QVERIFY(three.comments.empty()); // the comment between games two and three is nobody's

    // readPgn gives the first.
    const auto first = readPgn(readData(QStringLiteral("multi.pgn")), &error);
    QVERIFY2(first, qPrintable(error));
    QCOMPARE(first->tag(QStringLiteral("Event")), QStringLiteral("Game one"));
}

// A fuzz finding: {checkmate} at the end of an unfinished game ends nothing,
// so it is an ordinary comment, kept and written again (it was dropped).
void TestSessionPgn::reasonWordInUnfinishedGameStaysComment()
{
    QString error;
    const auto read = readPgn("[Event \"x\"]\n\n1. h2e2 {checkmate} *\n", &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!read->game.over());
    QCOMPARE(read->comments.size(), std::size_t(1));
    QCOMPARE(read->comments.at(1), QStringLiteral("checkmate"));
    QCOMPARE(read->terminationComment, QString());
    QVERIFY(writePgn(*read, MoveFormat::Iccs).contains("1. H2-E2 {checkmate} *"));
}

void TestSessionPgn::firstGameDespiteLaterBrokenGame()
{
    const QByteArray text = "[Event \"good\"]\n\n1. h2e2 h9g7 *\n\n[Event \"bad\"]\n\n1. h2e2 h9g7\n2. h2e3 *\n";
    QString error;
    const auto first = readPgn(text, &error);
    QVERIFY2(first, qPrintable(error));
    QCOMPARE(first->tag(QStringLiteral("Event")), QStringLiteral("good"));
    const auto all = readPgnGames(text, &error);
    QVERIFY(!all);
    QVERIFY2(error.contains(QStringLiteral("line 8")) && error.contains(QStringLiteral("'h2e3'")), qPrintable(error));
}

// ---- errors -----------------------------------------------------------------------

void TestSessionPgn::errors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("expected"); // each must appear in the message

    const QByteArray tags = "[Game \"Chinese Chess\"]\n[Event \"x\"]\n\n";
    QTest::newRow("XQ-5 illegal ICCS move on line 6")
        << tags + "1. h2e2 h9g7\n2. h0g2 i9h9\n" + "3. g2g4 *\n"
        << QStringList{"line 6", "'g2g4'", "move 3 (red)"};
    QTest::newRow("XQ-5 illegal Chinese move on line 2 (horse leg blocked)")
        << QByteArray("1. 炮二平五 马8进7\n2. 马二进四 *\n") << QStringList{"line 2", "'马二进四'", "move 2 (red)"};
    QTest::newRow("XQ-5 illegal WXF move on line 4")
        << tags + "1. C2.5 H8+7 C5+9 *\n" << QStringList{"line 4", "'C5+9'"};
    QTest::newRow("XQ-5 Format ICCS but a Chinese move")
        << QByteArray("[Format \"ICCS\"]\n\n1. 炮二平五 *\n") << QStringList{"line 3", "'炮二平五'", "ICCS"};
    QTest::newRow("unknown token") << tags + "1. h2e2 xyzzy *\n" << QStringList{"line 4", "'xyzzy'"};
    QTest::newRow("lone $") << tags + "1. h2e2 $ h9g7 *\n" << QStringList{"line 4", "'$'"};
    QTest::newRow("stray )") << tags + "1. h2e2 ) h9g7 *\n" << QStringList{"line 4", "')'"};
    QTest::newRow("stray }") << tags + "1. h2e2 } h9g7 *\n" << QStringList{"line 4", "'}'"};
    QTest::newRow("tag value without quotes") << QByteArray("[Event Foo]\n1. h2e2 *\n")
                                              << QStringList{"line 1", "double quotes"};
    QTest::newRow("tag not closed") << QByteArray("[Game \"Chinese Chess\"]\n[Event \"Foo\"\n1. h2e2 *\n")
                                    << QStringList{"line 2", "not closed"};
    QTest::newRow("tag without a name") << QByteArray("[ \"Foo\"]\n1. h2e2 *\n") << QStringList{"line 1", "name"};
    QTest::newRow("tag value not closed") << QByteArray("[Event \"Foo]\n1. h2e2 *\n")
                                          << QStringList{"line 1", "closing"};
    QTest::newRow("bad FEN tag: short rank")
        << QByteArray("[Game \"Chinese Chess\"]\n[Event \"x\"]\n"
                      "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1\"]\n\n1. h2e2 *\n")
        << QStringList{"line 3", "FEN"};
    QTest::newRow("bad FEN tag: no red general")
        << QByteArray("[FEN \"4k4/9/9/9/9/9/9/9/9/9 w - - 0 1\"]\n*\n") << QStringList{"line 1", "FEN"};
    QTest::newRow("bad FEN tag: the generals face each other, illegal with either side to move")
        << QByteArray("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"]\n*\n") << QStringList{"line 1", "FEN", "in check"};
    QTest::newRow("bad FEN tag: both generals in check")
        << QByteArray("[Event \"x\"]\n[FEN \"3k5/9/9/9/5r3/3R5/9/9/9/5K3 w - - 0 1\"]\n*\n")
        << QStringList{"line 2", "FEN", "in check"};
    QTest::newRow("bad FEN tag: empty") << QByteArray("[Event \"x\"]\n[FEN \"\"]\n") << QStringList{"line 2", "FEN"};
    QTest::newRow("bad Result tag") << QByteArray("[Result \"2-0\"]\n1. h2e2\n") << QStringList{"line 1", "Result"};
    QTest::newRow("not a xiangqi game") << QByteArray("[Game \"Chess\"]\n\n1. e4 e5 *\n")
                                        << QStringList{"line 1", "not a xiangqi game"};
    QTest::newRow("chess PGN without a Game tag") << QByteArray("[Event \"F/S\"]\n\n1. e4 e5 *\n")
                                                  << QStringList{"line 3", "'e4'"};
    QTest::newRow("truncated in a comment") << tags + "1. h2e2 h9g7\n2. h0g2 {a comment that\nstops"
                                            << QStringList{"line 5", "never closed"};
    QTest::newRow("truncated in a tag") << QByteArray("[Game \"Chinese Chess\"]\n[Event \"Cut") << QStringList{"line 2"};
    QTest::newRow("truncated in a move") << tags + "1. h2e2 h9" << QStringList{"line 4", "'h9'"};
    QTest::newRow("truncated in a variation") << tags + "1. h2e2 (1. b2e2\n" << QStringList{"line 4", "never closed"};
    QTest::newRow("result token disagrees with the Result tag")
        << QByteArray("[Result \"1-0\"]\n\n1. h2e2 h9g7 0-1\n") << QStringList{"line 3", "Result tag"};
    QTest::newRow("result contradicts a checkmate")
        << QByteArray("[FEN \"3k4r/9/9/9/9/9/9/9/r8/4K4 b - - 0 1\"]\n\n1... i9i0 1-0\n")
        << QStringList{"line 3", "contradicts", "checkmate"};
    QTest::newRow("move after checkmate")
        << QByteArray("[FEN \"3k4r/9/9/9/9/9/9/9/r8/4K4 b - - 0 1\"]\n\n1... i9i0\n2. e0d0 *\n")
        << QStringList{"line 4", "'e0d0'", "after the end of the game"};
    QTest::newRow("CRLF lines are counted once")
        << QByteArray("[Event \"x\"]\r\n\r\n1. h2e2 h9g7\r\n2. h2e3 *\r\n") << QStringList{"line 4", "'h2e3'"};
    QTest::newRow("lone CR lines are counted") << QByteArray("[Event \"x\"]\r\r1. h2e2\rh9g8 *\r")
                                               << QStringList{"line 4", "'h9g8'"};
    {
        QByteArray gbkText = QStringLiteral("[Event \"中文\"]\n1. 炮二平五 马8进7\n2. 炮五进九 *\n").toUtf8();
        QStringEncoder gbk("GB18030");
        if (gbk.isValid())
            gbkText = gbk.encode(QString::fromUtf8(gbkText));
        QTest::newRow("GBK text keeps its line numbers") << gbkText << QStringList{"line 3", "炮五进九"};
    }
    QTest::newRow("empty file") << QByteArray() << QStringList{"line 1", "empty"};
    QTest::newRow("only white space") << QByteArray(" \n\n \t\n") << QStringList{"line 4", "no game"};
    QTest::newRow("only comments") << QByteArray("{just a comment}\n; and another\n") << QStringList{"no game"};
    QTest::newRow("binary junk with NUL bytes")
        << QByteArray("PK\x03\x04\x14\x00\x00\x00\x08\x00", 10) << QStringList{"line 1", "binary"};
    QTest::newRow("binary junk: a PNG header") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16)
                                               << QStringList{"line 2", "binary"};
    QTest::newRow("binary junk: an ELF header") << QByteArray("\x7f" "ELF\x02\x01\x01") << QStringList{"line 1", "binary"};
    {
        QByteArray junk;
        quint32 x = 12345;
        for (int i = 0; i < 4096; ++i) {
            x = x * 1103515245u + 12345u; // a fixed pseudo-random byte stream
            const char c = static_cast<char>(0x80 | (x >> 16));
            junk.append(c);
        }
        QTest::newRow("binary junk: high bytes only") << junk << QStringList{"line 1"};
    }
    QTest::newRow("invalid UTF-8 after a UTF-8 BOM")
        << QByteArray("\xef\xbb\xbf[Event \"x\"]\n1. \xff\xfe *\n") << QStringList{"line 2", "UTF-8"};
    // A libFuzzer finding: Qt's UTF-16 decoder passes unpaired surrogates, which
    // were read into a tag and could not be written back.
    for (const char16_t lone : {char16_t(0xdd96), char16_t(0xdaa2)}) {
        const QString text = QStringLiteral("[Event \"x\"]\n[Red \"a") + QChar(lone) + QStringLiteral("b\"]\n1. h2e2 *\n");
        QByteArray utf16("\xff\xfe");
        for (const QChar c : text)
            utf16.append(static_cast<char>(c.unicode() & 0xff)).append(static_cast<char>(c.unicode() >> 8));
        QTest::addRow("UTF-16 with an unpaired surrogate U+%04x", unsigned(lone))
            << utf16 << QStringList{"line 2", "unpaired surrogate"};
    }
}

// Every row: nothing is returned and the message names the line and token.
void TestSessionPgn::errors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, expected);

    QString error;
    const auto game = readPgn(bytes, &error);
    if (game)
        QFAIL(qPrintable(QStringLiteral("read although it should fail; moves: ") + iccsMoves(game->game)));
    for (const QString& part : expected)
        QVERIFY2(error.contains(part), qPrintable(QStringLiteral("'%1' not in: %2").arg(part, error)));
    QVERIFY(error.startsWith(QStringLiteral("line ")));

    QString allError;
    QVERIFY(!readPgnGames(bytes, &allError));
    QCOMPARE(allError, error);
}

// Cut, overwritten and shuffled copies of the samples: each is read or refused
// with a message naming a line, never a crash (run under ASan with
// -DQIYUAN_SANITIZE=ON to catch memory errors too).
void TestSessionPgn::damagedSamplesNeverCrash()
{
    const QStringList files = {QStringLiteral("chinese.pgn"), QStringLiteral("chinese_gbk.pgn"),
                               QStringLiteral("wxf.pgn"),     QStringLiteral("iccs.pgn"),
                               QStringLiteral("bom_crlf.pgn"), QStringLiteral("multi.pgn")};
    quint32 x = 2024;
    auto next = [&x] {
        x = x * 1664525u + 1013904223u; // fixed sequence: failures reproduce
        return x >> 8;
    };
    int read = 0, refused = 0;
    for (const QString& file : files) {
        const QByteArray original = readData(file);
        QVERIFY(!original.isEmpty());
        for (int i = 0; i < 150; ++i) {
            QByteArray bytes = original;
            switch (i % 3) {
            case 0: // truncated anywhere
                bytes.truncate(next() % bytes.size());
                break;
            case 1: // a few bytes overwritten, ASCII syntax characters preferred
                for (int k = 0; k < 3; ++k) {
                    static const char syntax[] = "[]{}()\"$;.%*-+ \n0123456789abcxyzHRC";
                    bytes[next() % bytes.size()] = (next() & 1) ? syntax[next() % (sizeof(syntax) - 1)]
                                                                : static_cast<char>(next() & 0xff);
                }
                break;
            case 2: { // a slice moved elsewhere
                const qsizetype from = next() % bytes.size(), len = next() % 40;
                const QByteArray slice = bytes.mid(from, len);
                bytes.remove(from, len);
                bytes.insert(bytes.isEmpty() ? 0 : next() % bytes.size(), slice);
                break;
            }
            }
            QString error;
            const auto games = readPgnGames(bytes, &error);
            if (games) {
                ++read;
                QVERIFY(!games->isEmpty());
                QVERIFY(error.isEmpty());
                for (const PgnGame& g : *games) // what was read can be written
                    QVERIFY(!writePgn(g, MoveFormat::Chinese).isEmpty());
            } else {
                ++refused;
                QVERIFY2(error.startsWith(QStringLiteral("line ")), qPrintable(error));
            }
        }
    }
    // Both outcomes occur, so the damage is neither always harmless nor always fatal.
    QVERIFY2(read > 0 && refused > 0, qPrintable(QStringLiteral("%1 read, %2 refused").arg(read).arg(refused)));
}

// ---- files ------------------------------------------------------------------------

void TestSessionPgn::saveAndLoadFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("对局.pgn"));

    QString why;
    auto game = playIccs({}, OpeningMoves, &why);
    QVERIFY2(game, qPrintable(why));
    PgnGame pgn;
    pgn.game = *game;
    pgn.tags.insert(QStringLiteral("Red"), QStringLiteral("红方"));

    QString error;
    QVERIFY2(savePgnFile(path, pgn, MoveFormat::Chinese, &error), qPrintable(error));
    auto loaded = loadPgnFile(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(iccsMoves(loaded->game), OpeningMoves);
    QCOMPARE(loaded->tag(QStringLiteral("Red")), QStringLiteral("红方"));

    // Saving again replaces the file whole.
    pgn.game.resign(Side::Red);
    QVERIFY2(savePgnFile(path, pgn, MoveFormat::Wxf, &error), qPrintable(error));
    loaded = loadPgnFile(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->game.result().verdict, Verdict::BlackWins);
    QCOMPARE(loaded->tag(QStringLiteral("Format")), QStringLiteral("WXF"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("对局.pgn")}); // no temporary left

    const auto all = loadPgnFileGames(dataPath(QStringLiteral("multi.pgn")), &error);
    QVERIFY2(all, qPrintable(error));
    QCOMPARE(all->size(), 3);
}

// QSaveFile writes beside the target and renames at the end: when the new file
// cannot be written, the old one stays as it was.
void TestSessionPgn::failedSaveKeepsOldFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("old.pgn"));
    const QByteArray old = "[Event \"old\"]\n\n1. h2e2 *\n";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(old);
    }
#ifdef Q_OS_UNIX
    QString why;
    const auto game = playIccs({}, OpeningMoves, &why);
    QVERIFY2(game, qPrintable(why));
    PgnGame pgn;
    pgn.game = *game;
    QVERIFY(writePgn(pgn, MoveFormat::Iccs).size() > 64);
    // Make the write fail: files may grow to 64 bytes only (this binds root
    // too, unlike permissions). Nothing else runs while the limit holds.
    rlimit saved{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &saved) == 0);
    rlimit tight = saved;
    tight.rlim_cur = 64;
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    const bool limited = setrlimit(RLIMIT_FSIZE, &tight) == 0;
    QString error;
    const bool ok = limited && savePgnFile(path, pgn, MoveFormat::Iccs, &error);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY(limited);
#else
    QSKIP("no portable way to make a write fail here");
    bool ok = true;
    QString error;
#endif
    QVERIFY(!ok);
    QVERIFY2(error.contains(QStringLiteral("old.pgn")), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("old.pgn")}); // no temporary left
}
void TestSessionPgn::loadErrorsNameTheFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY(!loadPgnFile(dir.filePath(QStringLiteral("missing.pgn")), &error));
    QVERIFY2(error.startsWith(QStringLiteral("missing.pgn: ")), qPrintable(error));

    const QString bad = dir.filePath(QStringLiteral("bad.pgn"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"x\"]\n\n1. h2e2 h9g7\n2. h2e3 *\n");
    }
    QVERIFY(!loadPgnFile(bad, &error));
    QVERIFY2(error.startsWith(QStringLiteral("bad.pgn: line 4: ")), qPrintable(error));

    // Saving into a folder that does not exist fails with a message.
    QVERIFY(!savePgnFile(dir.filePath(QStringLiteral("no/such/folder/x.pgn")), PgnGame{}, MoveFormat::Iccs, &error));
    QVERIFY2(error.startsWith(QStringLiteral("x.pgn: cannot save")), qPrintable(error));
}


// A file of many games listed without reading every move: the tags, the
// main-line move count, set-up games; each game read in full only when opened,
// the same game readPgnGames gives.
void TestSessionPgn::collectionIndex()
{
    const QByteArray text =
        "[Event \"One\"]\n[Red \"甲\"]\n\n1. h2e2 h9g7 (1... b9c7 2. h0g2) 2. h0g2 {c} 1-0\n\n"
        "{between games}\n[Event \"Two\"]\n[FEN \"3k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1\"]\n\n1... d9d8 *\n\n"
        "[Event \"Three\"]\n\n1. 炮二平五 马8进7\n"; // no result: the file ends
    QString error;
    const auto index = indexPgnCollection(text, &error);
    QVERIFY2(index, qPrintable(error));
    QCOMPARE(index->games.size(), 3);
    QCOMPARE(index->games[0].tags.value(QStringLiteral("Red")), QStringLiteral("甲"));
    QCOMPARE(index->games[0].moves, 3);
    QCOMPARE(index->games[1].moves, 1);
    QVERIFY(index->games[1].setUp);
    QVERIFY(!index->games[0].setUp);
    QCOMPARE(index->games[2].moves, 2);
    QCOMPARE(index->games[2].line, 12);
    const auto all = readPgnGames(text, &error);
    QVERIFY2(all, qPrintable(error));
    for (int i = 0; i < 3; ++i) {
        const auto one = readIndexedGame(*index, i, &error);
        QVERIFY2(one, qPrintable(error));
        QCOMPARE(one->tags, all->at(i).tags);
        QCOMPARE(one->game.moves(), all->at(i).game.moves());
        QCOMPARE(one->tree.variationCount(), all->at(i).tree.variationCount());
    }
    QVERIFY(!readIndexedGame(*index, 3, &error));
    // A game with a bad move is listed; opening it says which game and line.
    const auto bad = indexPgnCollection("[Event \"A\"]\n\n1. h2e2 *\n\n[Event \"B\"]\n\n1. h2h8 *\n", &error);
    QVERIFY2(bad, qPrintable(error));
    QCOMPARE(bad->games.size(), 2);
    QVERIFY(!readIndexedGame(*bad, 1, &error));
    QVERIFY2(error.startsWith(QStringLiteral("game 2 (from line 5): line 3: ")), qPrintable(error));
    QVERIFY(!indexPgnCollection("{only a comment}", &error));
    QVERIFY(!indexPgnCollection("[Event \"x\"]\n\n1. h2e2 {never closed\n", &error));
}

// A FEN tag whose side to move cannot move, the other side being in check (as
// puzzle set-ups have it): the other side moves first when that is legal, and
// `notice` says so; the game reads whole. Written back, the FEN is right and
// reads without a notice. Illegal either way: an error (the errors rows).
void TestSessionPgn::fenSideToMoveCorrected_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("fen");    // the start read
    QTest::addColumn<QString>("moves");  // the main line
    QTest::addColumn<QString>("notice"); // the whole sentence; empty: none

    QTest::newRow("w, black in check: black moves first")
        << QByteArray("[Event \"残局\"]\n[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1\"]\n\n1... e9f9 2. e1f1 *\n")
        << "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1" << "e9f9 e1f1"
        << "The FEN tag says red to move, but black is in check: black moves first.";
    QTest::newRow("b, red in check: red moves first")
        << QByteArray("[FEN \"5k3/9/9/9/3r5/9/9/9/9/3K5 b - - 0 1\"]\n\n1. d0e0 *\n")
        << "5k3/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1" << "d0e0"
        << "The FEN tag says black to move, but red is in check: red moves first.";
    QTest::newRow("b, black in check: legal as it is, no notice")
        << QByteArray("[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1\"]\n\n1... e9f9 *\n")
        << "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1" << "e9f9" << QString();
}

void TestSessionPgn::fenSideToMoveCorrected()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, notice);

    QString error;
    const auto game = readPgn(text, &error);
    QVERIFY2(game, qPrintable(error));
    QCOMPARE(str(game->game.startPosition().fen()), fen);
    QCOMPARE(str(game->tree.start().fen()), fen);
    QCOMPARE(treeText(game->tree, GameTree::Root), moves);
    QCOMPARE(game->notice, notice);
    QCOMPARE(game->problem, QString());
    // The lenient reader (qiyuan-cli read) says the same.
    const auto lenient = readPgnGamesLenient(text, &error);
    QVERIFY2(lenient && lenient->size() == 1, qPrintable(error));
    QCOMPARE(lenient->first().notice, notice);
    QCOMPARE(str(lenient->first().tree.start().fen()), fen);
    // Written back, the FEN tag is right: read again, nothing is corrected.
    const auto again = readPgn(writePgn(*game, MoveFormat::Iccs), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(str(again->game.startPosition().fen()), fen);
    QCOMPARE(again->notice, QString());
}

QTEST_GUILESS_MAIN(TestSessionPgn)
#include "tst_session_pgn.moc"
