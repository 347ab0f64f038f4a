// XQF unit (qiyuan_session): session::readXqf on the real files of
// tests/data/xqf (their README's table: version, main line, variations,
// comments, the first illegal move), tags in Unicode, set-up positions, and
// broken input (truncated, random, empty, lying lengths, illegal moves, black
// moving first, deep and wide trees) that must give a clear error or a partial
// tree, never a crash or a hang.
#include "session/xqf.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QStringEncoder>
#include <QTest>

#include <optional>

using namespace qiyuan;
using namespace qiyuan::session;
using namespace qiyuan::xiangqi;

namespace {

constexpr const char* StartFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

QByteArray readData(const QString& name)
{
    QFile f(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QString mainLineIccs(const GameTree& tree, int count = 1 << 30)
{
    QStringList moves;
    for (const GameTree::NodeId id : tree.mainLine()) {
        if (moves.size() == count)
            break;
        moves << QString::fromStdString(toIccs(tree.node(id).move));
    }
    return moves.join(QLatin1Char(' '));
}

// The whole tree as text: each move with its comment, then its children in
// order, nested; equal texts mean equal trees.
QString treeText(const GameTree& tree, GameTree::NodeId id = GameTree::Root)
{
    const GameTree::Node& n = tree.node(id);
    QString out = (id == GameTree::Root ? QStringLiteral("start") : QString::fromStdString(toIccs(n.move)))
                  + QLatin1Char('{') + QString::fromStdString(n.comment) + QLatin1Char('}');
    if (!n.children.empty()) {
        out += QLatin1Char('(');
        for (const GameTree::NodeId c : n.children)
            out += treeText(tree, c) + QLatin1Char(' ');
        out += QLatin1Char(')');
    }
    return out;
}

// An XQF 1.1 file (version 0x0B, the first encrypted layout; no sample file
// exists here) made from a game by the format's description (docs/XQF.md),
// independently of the reader: the header of a 1.0 file with keys set, the
// pieces plus the piece key, every record in the 1.1 layout, every byte of the
// tree plus the key stream.
QByteArray encryptedVersion11(const XqfGame& game)
{
    QByteArray out = writeXqf(game)->left(0x400);
    auto* h = reinterpret_cast<unsigned char*>(out.data());
    const unsigned xy = 0x35, xyf = 0x5a, xyt = 0x11, keysum = (256 - (xy + xyf + xyt) % 256) % 256;
    h[2] = 0x0b;
    h[3] = 0xa5; // mask
    const unsigned char orBytes[4] = {0x12, 0x34, 0x56, 0x78};
    for (int i = 0; i < 4; ++i)
        h[8 + i] = orBytes[i];
    h[12] = keysum;
    h[13] = xy;
    h[14] = xyf;
    h[15] = xyt;
    auto step = [](unsigned b, unsigned m) { return (((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * m % 256; };
    const unsigned pieceKey = step(xy, xy), fromKey = step(xyf, pieceKey), toKey = step(xyt, fromKey);
    const unsigned commentKey = (keysum * 256 + xy) % 32000 + 767;
    const char copyright[] = "[(C) Copyright Mr. Dong Shiwei.]";
    unsigned char stream[32];
    const unsigned keys[4] = {keysum, xy, xyf, xyt};
    for (int i = 0; i < 32; ++i)
        stream[i] = static_cast<unsigned char>(copyright[i] & (orBytes[i % 4] | (keys[i % 4] & 0xa5)));
    for (int i = 16; i < 48; ++i)
        h[i] = static_cast<unsigned char>(h[i] + pieceKey); // 1.1: no rotation yet (1.2 on)
    QStringEncoder gbk("GB18030");
    const GameTree& tree = game.tree;
    auto point = [](Square sq) { return fileOf(sq) * 10 + rankOf(sq); };
    QByteArray records;
    auto record = [&](GameTree::NodeId id, bool variation) {
        const GameTree::Node& n = tree.node(id);
        const bool root = id == GameTree::Root;
        const QByteArray comment = gbk.encode(QString::fromStdString(n.comment));
        records += char((root ? 0 : point(n.move.from)) + 0x18 + fromKey);
        records += char((root ? 0 : point(n.move.to)) + 0x20 + toKey);
        records += char((n.children.empty() ? 0 : 0x80) | (variation ? 0x40 : 0) | (comment.isEmpty() ? 0 : 0x20));
        records += '\0';
        if (!comment.isEmpty()) {
            const quint32 length = quint32(comment.size()) + commentKey;
            for (int i = 0; i < 4; ++i)
                records += char((length >> (8 * i)) & 0xff);
            records += comment;
        }
    };
    // Depth first: a move, its continuation with all inside it, then its next alternative.
    std::vector<std::pair<GameTree::NodeId, size_t>> pending;
    record(GameTree::Root, false);
    if (!tree.node(GameTree::Root).children.empty())
        pending.emplace_back(GameTree::Root, 0);
    while (!pending.empty()) {
        const auto [parent, index] = pending.back();
        pending.pop_back();
        const auto& siblings = tree.node(parent).children;
        record(siblings[index], index + 1 < siblings.size());
        if (index + 1 < siblings.size())
            pending.emplace_back(parent, index + 1);
        if (!tree.node(siblings[index]).children.empty())
            pending.emplace_back(siblings[index], 0);
    }
    for (qsizetype i = 0; i < records.size(); ++i)
        out += char(static_cast<unsigned char>(records[i]) + stream[(0x400 + i) % 32]);
    return out;
}

// Writes an XQF 1.0 file (version 0x0A: no encryption) for the broken-input
// rows: the pieces of a FEN's board and records given as bytes.
class XqfWriter {
public:
    explicit XqfWriter(const char* fen = StartFen)
    {
        bytes_ = QByteArray(0x400, '\0');
        bytes_[0] = 'X';
        bytes_[1] = 'Q';
        bytes_[2] = 0x0A;
        for (int i = 16; i < 48; ++i)
            bytes_[i] = char(0xff); // every piece off the board
        // Placement only: rows may give a start that no side to move makes legal.
        const auto parsed = Position::fromFen(fen, nullptr, Position::FenCheck::Placement);
        QVERIFY(parsed);
        const Position pos = *parsed;
        static const PieceType order[16] = {Chariot, Horse, Elephant, Advisor, General, Advisor, Elephant, Horse,
                                            Chariot, Cannon, Cannon, Soldier, Soldier, Soldier, Soldier, Soldier};
        bool used[32] = {};
        for (const Square sq : AllSquares) {
            const Piece p = pos.at(sq);
            if (!isPiece(p))
                continue;
            const int side = sideOf(p) == Side::Red ? 0 : 16;
            for (int i = 0; i < 16; ++i)
                if (order[i] == typeOf(p) && !used[side + i]) {
                    used[side + i] = true;
                    bytes_[16 + side + i] = char(fileOf(sq) * 10 + rankOf(sq));
                    break;
                }
        }
    }
    XqfWriter& header(int offset, char value)
    {
        bytes_[offset] = value;
        return *this;
    }
    // One record: a move in ICCS ("" for the start record), its flags, its comment.
    XqfWriter& record(const char* iccs, bool next, bool variation, const QByteArray& comment = {},
                      qint32 claimedLength = -1)
    {
        const Move m = *iccs ? Position::parseIccs(iccs) : Move{};
        const int from = *iccs ? fileOf(m.from) * 10 + rankOf(m.from) : 0;
        const int to = *iccs ? fileOf(m.to) * 10 + rankOf(m.to) : 0;
        bytes_ += char(from + 0x18);
        bytes_ += char(to + 0x20);
        bytes_ += char((next ? 0xf0 : 0) | (variation ? 0x0f : 0));
        bytes_ += '\0';
        const qint32 length = claimedLength >= 0 ? claimedLength : qint32(comment.size());
        for (int i = 0; i < 4; ++i)
            bytes_ += char((quint32(length) >> (8 * i)) & 0xff);
        bytes_ += comment;
        return *this;
    }
    QByteArray bytes() const { return bytes_; }

private:
    QByteArray bytes_;
};

} // namespace

class TestSessionXqf : public QObject {
    Q_OBJECT

private slots:
    void realFiles_data();
    void realFiles();
    void tags();
    void plainAndEncryptedAgree();
    void brokenInput_data();
    void brokenInput();
    void truncatedTree();
    void impossibleSideToMove_data();
    void impossibleSideToMove();
    void deepAndWideTrees();
    void writtenFilesReadBack_data();
    void writtenFilesReadBack();
    void writingCutsLongTextBetweenCharacters();
    void version11ReadsLikeTheOthers_data();
    void version11ReadsLikeTheOthers();
};

// One row per file of tests/data/xqf, its numbers from the README's table.
// Plies in `problem` count as GameTree::depth and the table do (the first
// move is ply 1); badMainPly is the 0-based index of the move in the main line.
//
// The first moves were checked by hand, replaying them on a board against
// what the file itself says:
// - test.xqf: the comments say red opens with 仙人指路 (c3c4), black answers
//   with 起马 (h9g7), and after three moves each red has moved two soldiers
//   and an elephant while black brought out three pieces by attacking a
//   soldier: c3c4 h9g7 g3g4 b7c7 c0e2 b9a7 — 兵七进一 马8进7 兵三进一 炮2平3
//   相七进五 马2进1;
// - test1.xqf: the same game saved by XQStudio 1.0 (plain): the same moves;
// - 030.xqf: the start comment calls black a player of 单提马 openings; the
//   title says red wins: h2e2 b9c7 — 炮二平五 马2进3 (a single horse out);
// - ucci_test2.xqf (a set-up, 前后一辙, "开炮背攻胜"): red moves the cannon
//   aside (f2g2 炮四平三) and every black reply is a forced general move until
//   the chariot mates at the 7th ply — the final position is checked as
//   mate below;
// - ucci_test3.xqf (野马诱虎, "马捉车胜"): g6f8 马三进四 forks, black's
//   chariot h9f9 takes the bait, d0d7 车六进七;
// - BadMoveTest1.xqf: 炮二平四 against 炮2平5, 43 plies, the last comment
//   "黑方认负" (black resigns), the header's result 1-0;
// - BadMoveTest3/4.xqf: the same set-up and first nine moves; file 3 adds
//   e1f0 after them, an advisor that already left e1 at ply 5.
void TestSessionXqf::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("version");
    QTest::addColumn<int>("mainLine");
    QTest::addColumn<int>("variations");
    QTest::addColumn<int>("comments");
    QTest::addColumn<QString>("fen");        // empty: the standard start
    QTest::addColumn<QString>("firstMoves"); // ICCS, verified by hand (see above)
    QTest::addColumn<int>("badMainPly");
    QTest::addColumn<QString>("problem");    // a part of the sentence, or empty
    QTest::addColumn<bool>("endsInMate");

    const QString none;
    QTest::newRow("030: 1.8, a variation, the start comment")
        << "030.xqf" << 0x12 << 37 << 1 << 8 << none << "h2e2 b9c7" << -1 << none << false;
    QTest::newRow("BadMoveTest1: 1.0 plain, black resigns")
        << "BadMoveTest1.xqf" << 0x0A << 43 << 0 << 3 << none
        << "h2f2 b7e7 b0c2 b9c7 a0b0 a9b9 b2b6 c6c5 h0g2 h9i7 i0h0 i9h9" << -1 << none << false;
    QTest::newRow("BadMoveTest2: 1.2, key mask zero")
        << "BadMoveTest2.xqf" << 0x0C << 35 << 1 << 3 << none << "h2e2 b9c7 h0g2 h7f7" << -1 << none << false;
    // The table counts the bad move in the main line (10); the tree stops before it.
    QTest::newRow("BadMoveTest3: an illegal main-line move at ply 10")
        << "BadMoveTest3.xqf" << 0x12 << 9 << 3 << 4 << "2b6/3ka4/2Pab4/5Np2/9/6P2/9/3A5/4A4/4K4 w - - 0 1"
        << "c7c8 d8d9 c8c9 d9d8 e1f0 e8f7 f6d5 g6g5 d5e7" << 9 << "Ply 10 of the main line, e1f0, is illegal" << false;
    QTest::newRow("BadMoveTest4: the same set-up, all legal")
        << "BadMoveTest4.xqf" << 0x12 << 9 << 3 << 4 << "2b6/3ka4/2Pab4/5Np2/9/6P2/9/3A5/4A4/4K4 w - - 0 1"
        << "c7c8 d8d9 c8c9 d9d8 e1f0 e8f7 f6d5 g6g5 d5e7" << -1 << none << false;
    QTest::newRow("EmptyTest: no moves") << "EmptyTest.xqf" << 0x12 << 0 << 0 << 0 << none << "" << -1 << none << false;
    QTest::newRow("FiveGoatsTest: 348 variations")
        << "FiveGoatsTest.xqf" << 0x12 << 77 << 348 << 51 << none << "h2e2 h9g7 h0g2 i9h9" << -1 << none << false;
    QTest::newRow("NoMove: no moves, no tags") << "NoMove.xqf" << 0x12 << 0 << 0 << 0 << none << "" << -1 << none << false;
    QTest::newRow("UnitTest: every header field")
        << "UnitTest.xqf" << 0x12 << 5 << 2 << 3 << none << "h2e2 h9g7 h0g2 i9h9 i0h0" << -1 << none << false;
    // The table counts the bad variation's comment (203); it is left out with its move.
    QTest::newRow("WildHouse: an illegal move deep in a variation")
        << "WildHouse.xqf" << 0x12 << 65 << 138 << 202 << "2bak4/4a4/4b4/9/6NRR/2B6/1rP1P4/3pB4/4p4/3K5 w - - 0 1"
        << "i5i9 e7g9 i9g9 e8f9" << -1
        << "Ply 74 of the variation that leaves the main line at ply 41 by its 2nd alternative, then at ply 42 by "
           "its 3rd, e7f7, is illegal"
        << false;
    QTest::newRow("game_test: 58 plies") << "game_test.xqf" << 0x12 << 58 << 0 << 1 << none << "b2e2 b7e7" << -1 << none << false;
    QTest::newRow("game_varations: 5 variations")
        << "game_varations.xqf" << 0x12 << 8 << 5 << 0 << none << "h2e2 h7e7" << -1 << none << false;
    QTest::newRow("pawn_move: soldiers only")
        << "pawn_move.xqf" << 0x12 << 14 << 0 << 0 << "4k4/9/4P4/3PP1p2/3P5/6p2/4P1p2/6p2/6p2/4K4 w - - 0 1"
        << "e7e8 e9f9 e3e4 g2f2" << -1 << none << false;
    QTest::newRow("save: two plies, two comments")
        << "save.xqf" << 0x12 << 2 << 0 << 2 << none << "b2d2 b7d7" << -1 << none << false;
    QTest::newRow("test: 1.8, 110 plies")
        << "test.xqf" << 0x12 << 110 << 0 << 11 << none << "c3c4 h9g7 g3g4 b7c7 c0e2 b9a7" << -1 << none << false;
    QTest::newRow("test1: the same game in 1.0")
        << "test1.xqf" << 0x0A << 110 << 0 << 11 << none << "c3c4 h9g7 g3g4 b7c7 c0e2 b9a7" << -1 << none << false;
    QTest::newRow("test2: 12 plies") << "test2.xqf" << 0x12 << 12 << 0 << 0 << none << "b2e2 b7e7" << -1 << none << false;
    QTest::newRow("test_5_variations")
        << "test_5_variations.xqf" << 0x12 << 6 << 4 << 0 << none << "h2e2 h7e7" << -1 << none << false;
    QTest::newRow("ucci_test1: 1.6 set-up, 43 plies")
        << "ucci_test1.xqf" << 0x10 << 43 << 0 << 1
        << "2b1kabn1/4aR3/3R2N2/4p1p2/5P3/4P4/3N2Pr1/4C1n2/3pAr3/4K3c w - - 0 1" << "e2e6 e8f7 d7e7" << -1 << none
        << true;
    QTest::newRow("ucci_test2: 1.6 set-up, mate in 7 plies")
        << "ucci_test2.xqf" << 0x10 << 7 << 4 << 1 << "4ka3/4aR3/4N1C1b/c1p1p4/9/9/2N1P1R2/5C3/r1rp5/5K3 w - - 0 1"
        << "f2g2 e9d9 f8f9 d9d8 e7c6 d8d7 f9f7" << -1 << none << true;
    QTest::newRow("jiejiang_mate: a 残局 mate diagram, black to move though the header says red")
        << "jiejiang_mate.xqf" << 0x12 << 0 << 0 << 0 << "5k3/9/9/9/9/5R3/9/9/9/4K4 b - - 0 1" << "" << -1 << none
        << false;
    QTest::newRow("ucci_test3: 1.6 set-up, the horse wins the chariot")
        << "ucci_test3.xqf" << 0x10 << 3 << 1 << 1 << "3k3r1/4a4/3a5/6N2/9/9/9/4C4/4p2c1/2BR1K3 w - - 0 1"
        << "g6f8 h9f9 d0d7" << -1 << none << false;
}

void TestSessionXqf::realFiles()
{
    QFETCH(QString, file);
    QFETCH(int, version);
    QFETCH(int, mainLine);
    QFETCH(int, variations);
    QFETCH(int, comments);
    QFETCH(QString, fen);
    QFETCH(QString, firstMoves);
    QFETCH(int, badMainPly);
    QFETCH(QString, problem);
    QFETCH(bool, endsInMate);

    const QByteArray bytes = readData(file);
    QVERIFY2(!bytes.isEmpty(), qPrintable(file));
    QString error;
    const auto game = readXqf(bytes, &error);
    QVERIFY2(game.has_value(), qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(game->version, version);
    const GameTree& tree = game->tree;
    QCOMPARE(int(tree.mainLine().size()), mainLine);
    QCOMPARE(tree.variationCount(), variations);
    QCOMPARE(tree.commentCount(), comments);
    QCOMPARE(QString::fromStdString(tree.start().fen()), fen.isEmpty() ? QString::fromLatin1(StartFen) : fen);
    const int shown = int(firstMoves.split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
    QCOMPARE(mainLineIccs(tree, shown), firstMoves);
    QCOMPARE(game->badMainPly, badMainPly);
    if (problem.isEmpty())
        QCOMPARE(game->problem, QString());
    else
        QVERIFY2(game->problem.startsWith(problem), qPrintable(game->problem));

    // Every move of the tree is legal where it stands: replayed through add().
    GameTree replay(tree.start());
    std::vector<std::pair<GameTree::NodeId, GameTree::NodeId>> todo{{GameTree::Root, GameTree::Root}};
    int nodes = 1;
    while (!todo.empty()) {
        const auto [id, copy] = todo.back();
        todo.pop_back();
        for (const GameTree::NodeId child : tree.node(id).children) {
            MoveError e = MoveError::None;
            const GameTree::NodeId added = replay.add(copy, tree.node(child).move, &e);
            QVERIFY2(added != GameTree::None, moveErrorText(e).c_str());
            todo.emplace_back(child, added);
            ++nodes;
        }
    }
    QCOMPARE(nodes, tree.size());
    if (endsInMate) {
        const Position last = tree.positionAt(tree.mainLine().back());
        QVERIFY(last.inCheck());
        QVERIFY(!last.hasLegalMove());
    }
}

// Header fields as UnitTest.xqf names them, in Unicode: its match name wins
// over the title for Event; the title stays as Title.
void TestSessionXqf::tags()
{
    const auto game = readXqf(readData(QStringLiteral("UnitTest.xqf")));
    QVERIFY(game);
    QMap<QString, QString> expected{
        {QStringLiteral("Event"), QStringLiteral("比赛名称")},      {QStringLiteral("Title"), QStringLiteral("标题")},
        {QStringLiteral("Date"), QStringLiteral("比赛日期")},       {QStringLiteral("Site"), QStringLiteral("比赛地点")},
        {QStringLiteral("Red"), QStringLiteral("红方棋手")},        {QStringLiteral("Black"), QStringLiteral("黑方棋手")},
        {QStringLiteral("TimeRule"), QStringLiteral("用时规则")},   {QStringLiteral("RedTime"), QStringLiteral("红方用时")},
        {QStringLiteral("BlackTime"), QStringLiteral("黑方用时")},  {QStringLiteral("Annotator"), QStringLiteral("棋谱讲评")},
        {QStringLiteral("Author"), QStringLiteral("文件作者")},     {QStringLiteral("Result"), QStringLiteral("1/2-1/2")},
    };
    QCOMPARE(game->tags, expected);

    // Only a title: it is the Event. Spaces inside a name are kept.
    const auto ucci = readXqf(readData(QStringLiteral("test.xqf")));
    QVERIFY(ucci);
    QCOMPARE(ucci->tags.value(QStringLiteral("Black")), QStringLiteral("吕  钦"));
    QCOMPARE(ucci->tags.value(QStringLiteral("Result")), QStringLiteral("0-1"));
    const auto titled = readXqf(readData(QStringLiteral("030.xqf")));
    QVERIFY(titled);
    QCOMPARE(titled->tags.value(QStringLiteral("Event")), QStringLiteral("030-黄松轩先胜冯敬如"));
    QVERIFY(!titled->tags.contains(QStringLiteral("Title")));
    QVERIFY(!titled->tags.contains(QStringLiteral("Site"))); // empty fields are left out

    // Comments are UTF-8 in the tree.
    const auto save = readXqf(readData(QStringLiteral("save.xqf")));
    QVERIFY(save);
    QCOMPARE(QString::fromStdString(save->tree.node(save->tree.mainLine().front()).comment), QStringLiteral("我爱罗66666"));
}

// test.xqf (1.8, encrypted) and test1.xqf (1.0, plain) hold the same game:
// both decodings give the same moves and comments (test1's last comment adds
// the converter's advertisement).
void TestSessionXqf::plainAndEncryptedAgree()
{
    const auto encrypted = readXqf(readData(QStringLiteral("test.xqf")));
    const auto plain = readXqf(readData(QStringLiteral("test1.xqf")));
    QVERIFY(encrypted && plain);
    const auto a = encrypted->tree.mainLine(), b = plain->tree.mainLine();
    QCOMPARE(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(encrypted->tree.node(a[i]).move, plain->tree.node(b[i]).move);
        const std::string& mine = encrypted->tree.node(a[i]).comment;
        if (i + 1 < a.size())
            QCOMPARE(mine, plain->tree.node(b[i]).comment);
        else
            QVERIFY(plain->tree.node(b[i]).comment.starts_with(mine));
    }
}

void TestSessionXqf::brokenInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");      // a part of the refusal; empty: read; "?": either
    QTest::addColumn<QString>("problem");    // a part of the problem sentence
    QTest::addColumn<QString>("moves");      // the main line read
    QTest::addColumn<int>("badMainPly");
    QTest::addColumn<int>("variations");
    QTest::addColumn<QString>("fen");        // empty: the standard start

    const QByteArray real = readData(QStringLiteral("test.xqf"));
    QRandomGenerator random(18);
    QByteArray noise(4096, '\0');
    for (char& c : noise)
        c = char(random.bounded(256));
    QByteArray noisyXq = noise;
    noisyXq[0] = 'X';
    noisyXq[1] = 'Q';
    noisyXq[2] = 0x12;

    QTest::newRow("zero length") << QByteArray() << "not an XQF file" << "" << "" << -1 << 0 << "";
    QTest::newRow("random bytes") << noise << "not an XQF file" << "" << "" << -1 << 0 << "";
    QTest::newRow("a PGN text") << QByteArray("[Event \"x\"]\n1. h2e2 h9g7\n") << "not an XQF file" << "" << ""
                                << -1 << 0 << "";
    QTest::newRow("header cut at 2 bytes") << real.left(2) << "header is cut short" << "" << "" << -1 << 0 << "";
    QTest::newRow("header cut at 300 bytes") << real.left(300) << "header is cut short" << "" << "" << -1 << 0 << "";
    QTest::newRow("header without the first record")
        << real.left(0x400) << "first record (the start) is incomplete" << "" << "" << -1 << 0 << "";
    QTest::newRow("unknown version 0x13") << XqfWriter().header(2, 0x13).record("", false, false).bytes()
                                          << "version 0x13" << "" << "" << -1 << 0 << "";
    QByteArray badKeys = real;
    badKeys[12] = char(badKeys[12] + 1);
    QTest::newRow("1.8 keys that do not add up") << badKeys << "key bytes (offsets 12 to 15) do not add up" << ""
                                                 << "" << -1 << 0 << "";
    QTest::newRow("random bytes after XQ 1.8") << noisyXq << "?" << "" << "" << -1 << 0 << "";
    QTest::newRow("a real header, then random records")
        << real.left(0x400) + noise << "?" << "" << "" << -1 << 0 << "";
    QTest::newRow("start comment claims 2 GB")
        << XqfWriter().record("", true, false, "abc", 0x7fffffff).record("h2e2", false, false).bytes()
        << "claims 2147483647 bytes" << "" << "" << -1 << 0 << "";
    QTest::newRow("a move's comment claims 2 GB")
        << XqfWriter()
               .record("", true, false)
               .record("h2e2", true, false)
               .record("h9g7", true, false, "x", 0x7fffffff)
               .record("h0g2", false, false)
               .bytes()
        << "" << "Ply 2 of the main line cannot be read: its comment claims 2147483647 bytes" << "h2e2" << 1 << 0 << "";
    QTest::newRow("two pieces on one point")
        << XqfWriter().header(16, 0).header(17, 0).record("", false, false).bytes() << "two pieces on a0" << ""
        << "" << -1 << 0 << "";
    QTest::newRow("a position without a black general")
        << XqfWriter().header(16 + 16 + 4, char(0xff)).record("", false, false).bytes() << "not a legal xiangqi position"
        << "" << "" << -1 << 0 << "";
    QTest::newRow("an illegal main-line move")
        << XqfWriter()
               .record("", true, false)
               .record("h2e2", true, false)
               .record("h9g7", true, false)
               .record("e2e9", true, false) // two screens (e3, e6) before the general
               .record("a9a8", false, false)
               .bytes()
        << "" << "Ply 3 of the main line, e2e9, is illegal (a cannon captures only by jumping exactly one screen)"
        << "h2e2 h9g7" << 2 << 0 << "";
    QTest::newRow("an illegal first move and its alternatives")
        << XqfWriter()
               .record("", true, false)
               .record("a0a5", true, true) // a chariot through its own soldier
               .record("a9a8", false, false)
               .record("h2e2", false, false) // would take the bad move's place
               .bytes()
        << "" << "Ply 1 of the main line, a0a5, is illegal" << "" << 0 << 0 << "";
    QTest::newRow("an illegal variation; its sibling stays")
        << XqfWriter()
               .record("", true, false)
               .record("h2e2", true, true)
               .record("h9g7", false, false)
               .record("b2b8", true, true) // 2nd alternative at ply 1: black's cannon blocks the path
               .record("a9a8", false, false)
               .record("b2e2", false, false) // 3rd alternative: kept
               .bytes()
        << "" << "Ply 1 of the variation that leaves the main line at ply 1 by its 2nd alternative, b2b8, is illegal"
        << "h2e2 h9g7" << -1 << 1 << "";
    QTest::newRow("an alternative repeating a move whose continuation was bad")
        << XqfWriter()
               .record("", true, false)
               .record("h2e2", true, true)
               .record("e2e9", false, false) // illegal: the main line stops after h2e2
               .record("h2e2", true, false)  // the same move again, continued legally
               .record("h9g7", false, false) // must not continue the main line
               .bytes()
        << "" << "Ply 2 of the main line, e2e9, is illegal" << "h2e2" << 1 << 0 << "";
    QTest::newRow("a point off the board")
        << XqfWriter().record("", true, false).record("h2e2", false, false).bytes().replace(0x408, 1, "\x7f")
        << "" << "Ply 1 of the main line, points 103-42, is illegal (a point is off the board)" << "" << 0 << 0 << "";
    QTest::newRow("black moves first though the header says red")
        << XqfWriter("4k4/9/9/9/9/9/9/9/4p4/3K5 w - - 0 1")
               .record("", true, false)
               .record("e1d1", true, false)
               .record("d0d1", false, false)
               .bytes()
        << "" << "" << "e1d1 d0d1" << -1 << 0 << "4k4/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1";
    QTest::newRow("the header says black, no moves")
        << XqfWriter("4k4/9/9/9/9/9/9/9/4p4/3K5 w - - 0 1").header(50, 1).record("", false, false).bytes() << ""
        << "" << "" << -1 << 0 << "4k4/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1";
}

void TestSessionXqf::brokenInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(QString, problem);
    QFETCH(QString, moves);
    QFETCH(int, badMainPly);
    QFETCH(int, variations);
    QFETCH(QString, fen);

    QString why;
    const auto game = readXqf(bytes, &why);
    if (error == QLatin1String("?")) {
        // Random bytes under a real header: refused with a reason, or read
        // with a problem whenever a main-line move was bad.
        QVERIFY(game || !why.isEmpty());
        QVERIFY(!game || game->badMainPly < 0 || !game->problem.isEmpty());
        return;
    }
    if (!error.isEmpty()) {
        QVERIFY2(!game, "read though it should be refused");
        QVERIFY2(why.contains(error), qPrintable(why));
        return;
    }
    QVERIFY2(game, qPrintable(why));
    if (problem.isEmpty())
        QCOMPARE(game->problem, QString());
    else
        QVERIFY2(game->problem.startsWith(problem), qPrintable(game->problem));
    QCOMPARE(mainLineIccs(game->tree), moves);
    QCOMPARE(game->badMainPly, badMainPly);
    QCOMPARE(game->tree.variationCount(), variations);
    QCOMPARE(QString::fromStdString(game->tree.start().fen()), fen.isEmpty() ? QString::fromLatin1(StartFen) : fen);
}

// A header whose side to move cannot move, the other side being in check (a
// real 残局 mate diagram says red to move while black is mated): the other side
// moves first, when that is legal, and `notice` says so; the file is still
// refused when no side to move makes it legal, and when the first move
// decides the side (the rule kept from files that say red and let black begin).
void TestSessionXqf::impossibleSideToMove_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fen");    // the start read; empty: refused
    QTest::addColumn<QString>("notice"); // the whole sentence; empty: none
    QTest::addColumn<QString>("error");  // a part of the refusal

    const QString none;
    QTest::newRow("real 借将 diagram: the header says red, black is in check")
        << readData(QStringLiteral("jiejiang_mate.xqf")) << "5k3/9/9/9/9/5R3/9/9/9/4K4 b - - 0 1"
        << "The file says red to move, but black is in check: black moves first." << none;
    QTest::newRow("the header says black, red is in check")
        << XqfWriter("4k4/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1").header(50, 1).record("", false, false).bytes()
        << "4k4/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1"
        << "The file says black to move, but red is in check: red moves first." << none;
    QTest::newRow("the header says red, red is in check: legal, no notice")
        << XqfWriter("4k4/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1").record("", false, false).bytes()
        << "4k4/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1" << none << none;
    QTest::newRow("the first move decides: black begins though the header says red, no notice")
        << XqfWriter("4k4/9/9/9/9/9/9/9/4p4/3K5 w - - 0 1")
               .record("", true, false)
               .record("e1d1", false, false)
               .bytes()
        << "4k4/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1" << none << none;
    QTest::newRow("real 卧槽马 diagram: both generals in check, refused")
        << readData(QStringLiteral("wocaoma_mate.xqf")) << none << none
        << "the side not to move (black) is in check";
    QTest::newRow("the generals face each other, refused")
        << XqfWriter("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").record("", false, false).bytes() << none << none
        << "not a legal xiangqi position";
    QTest::newRow("the first move is red's while black is in check, refused")
        << XqfWriter("3k5/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1")
               .record("", true, false)
               .record("f0e0", false, false)
               .bytes()
        << none << none << "the side not to move (black) is in check";
}

void TestSessionXqf::impossibleSideToMove()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fen);
    QFETCH(QString, notice);
    QFETCH(QString, error);

    QVERIFY(!bytes.isEmpty());
    QString why;
    const auto game = readXqf(bytes, &why);
    if (fen.isEmpty()) {
        QVERIFY2(!game, "read though no side to move makes the start legal");
        QVERIFY2(why.contains(error), qPrintable(why));
        return;
    }
    QVERIFY2(game, qPrintable(why));
    QCOMPARE(QString::fromStdString(game->tree.start().fen()), fen);
    QCOMPARE(game->notice, notice);
    QCOMPARE(game->problem, QString());
}

// A real file cut at many lengths from the header on: refused while the
// first record is incomplete, then a partial main line whose next move is
// the bad one, never more than the whole file's (at most the last move is
// missing when the file is cut in its last record).
void TestSessionXqf::truncatedTree()
{
    for (const QString& file : {QStringLiteral("test.xqf"), QStringLiteral("test1.xqf"), QStringLiteral("WildHouse.xqf")}) {
        const QByteArray bytes = readData(file);
        const auto whole = readXqf(bytes);
        QVERIFY(whole);
        const int full = int(whole->tree.mainLine().size());
        int last = -1;
        // Every 5th length, and the last: each file still ends inside records of every kind.
        for (qsizetype size = 0x400; size < bytes.size(); size = std::min(size + 5, bytes.size() - 1) + (size == bytes.size() - 1)) {
            QString error;
            const auto cut = readXqf(bytes.left(size), &error);
            if (!cut) {
                QVERIFY2(error.contains(QLatin1String("first record")), qPrintable(error));
                continue;
            }
            const int main = int(cut->tree.mainLine().size());
            QVERIFY(main <= full);
            QVERIFY(main >= last); // more bytes never read less
            last = main;
            QVERIFY2(!cut->problem.isEmpty(), qPrintable(QStringLiteral("%1 cut at %2").arg(file).arg(size)));
            if (cut->badMainPly >= 0)
                QCOMPARE(cut->badMainPly, main);
            else
                QCOMPARE(main, full); // only a variation was cut
        }
        QVERIFY(last == full || last == full - 1);
    }
}

// 40,000 plies in one line and 5,000 alternatives at one node: no recursion
// to overflow, no quadratic time; past a million moves the reader stops.
void TestSessionXqf::deepAndWideTrees()
{
    XqfWriter deep;
    deep.record("", true, false);
    const char* cycle[4] = {"h0g2", "h9g7", "g2h0", "g7h9"};
    for (int i = 0; i < 40000; ++i)
        deep.record(cycle[i % 4], i + 1 < 40000, false);
    const auto long_ = readXqf(deep.bytes());
    QVERIFY(long_);
    QCOMPARE(int(long_->tree.mainLine().size()), 40000);
    QCOMPARE(long_->problem, QString());

    // More than a million moves: the first million are kept, the rest is a problem.
    XqfWriter huge;
    huge.record("", true, false);
    for (int i = 0; i < 1'000'010; ++i)
        huge.record(cycle[i % 4], i + 1 < 1'000'010, false);
    const auto capped = readXqf(huge.bytes());
    QVERIFY(capped);
    QCOMPARE(int(capped->tree.mainLine().size()), 1'000'000);
    QCOMPARE(capped->badMainPly, 1'000'000);
    QVERIFY2(capped->problem.contains(QLatin1String("more than 1000000 moves")), qPrintable(capped->problem));

    XqfWriter wide;
    wide.record("", true, false);
    for (int i = 0; i < 5000; ++i)
        wide.record(i % 2 ? "h2e2" : "b2e2", false, i + 1 < 5000); // the same two moves again and again
    const auto broad = readXqf(wide.bytes());
    QVERIFY(broad);
    QCOMPARE(int(broad->tree.mainLine().size()), 1);
    QCOMPARE(broad->tree.variationCount(), 1); // repeated alternatives are one node each
}

// writeXqf (version 1.0) gives back, read again, the tags, the start and the
// whole tree of every test file (what was read of the broken ones).
void TestSessionXqf::writtenFilesReadBack_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf")).entryList({QStringLiteral("*.xqf")});
    QVERIFY(files.size() >= 20);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestSessionXqf::writtenFilesReadBack()
{
    QFETCH(QString, file);
    QString error;
    const auto read = readXqf(readData(file), &error);
    if (!read)
        QSKIP("a file the reader refuses (a broken-file row of realFiles)");
    const auto bytes = writeXqf(*read, &error);
    QVERIFY2(bytes, qPrintable(error));
    QCOMPARE(bytes->at(2), char(0x0A)); // version 1.0, the plain layout
    const auto again = readXqf(*bytes, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->version, 0x0A);
    QCOMPARE(again->problem, QString());
    QCOMPARE(QString::fromStdString(again->tree.start().fen()), QString::fromStdString(read->tree.start().fen()));
    QCOMPARE(again->tags, read->tags);
    QCOMPARE(treeText(again->tree), treeText(read->tree));
    QCOMPARE(again->tree.size(), read->tree.size());
}

// Header fields hold 15 or 63 bytes of GBK: longer text is cut between
// characters, never inside one; a set-up with black to move and no moves keeps its side.
void TestSessionXqf::writingCutsLongTextBetweenCharacters()
{
    XqfGame game;
    game.tree = GameTree(*Position::fromFen("4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"));
    game.tags.insert(QStringLiteral("Red"), QStringLiteral("欧阳琦琳欧阳琦琳欧阳")); // 20 bytes of GBK
    game.tags.insert(QStringLiteral("Event"), QStringLiteral("全国象棋个人赛"));
    game.tags.insert(QStringLiteral("Result"), QStringLiteral("1/2-1/2"));
    game.tree.setComment(GameTree::Root, "排局：黑先和");
    QString error;
    const auto bytes = writeXqf(game, &error);
    QVERIFY2(bytes, qPrintable(error));
    const auto again = readXqf(*bytes, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->tags.value(QStringLiteral("Red")), QStringLiteral("欧阳琦琳欧阳琦")); // 14 of 15 bytes
    QCOMPARE(again->tags.value(QStringLiteral("Event")), QStringLiteral("全国象棋个人赛"));
    QCOMPARE(again->tags.value(QStringLiteral("Result")), QStringLiteral("1/2-1/2"));
    QCOMPARE(again->tree.start().sideToMove(), Side::Black);
    QCOMPARE(again->tree.node(GameTree::Root).comment, std::string("排局：黑先和"));
}

void TestSessionXqf::version11ReadsLikeTheOthers_data()
{
    writtenFilesReadBack_data();
}

// Version 1.1 (0x0B): encrypted like the later versions, pieces not yet
// rotated. The same game in it reads as the same tags, start and tree.
void TestSessionXqf::version11ReadsLikeTheOthers()
{
    QFETCH(QString, file);
    QString error;
    const auto read = readXqf(readData(file), &error);
    if (!read)
        QSKIP("a file the reader refuses (a broken-file row of realFiles)");
    const QByteArray v11 = encryptedVersion11(*read);
    QCOMPARE(v11.at(2), char(0x0B));
    const auto again = readXqf(v11, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->version, 0x0B);
    QCOMPARE(again->problem, QString());
    QCOMPARE(QString::fromStdString(again->tree.start().fen()), QString::fromStdString(read->tree.start().fen()));
    QCOMPARE(again->tags, read->tags);
    QCOMPARE(treeText(again->tree), treeText(read->tree));
    // The encryption is there: the plain 1.0 bytes of the tree are not.
    QVERIFY(v11.mid(0x400) != writeXqf(*read)->mid(0x400));
}

QTEST_GUILESS_MAIN(TestSessionXqf)
#include "tst_session_xqf.moc"
