// Notation unit, ruling XQ-5: moves are stored as ICCS and shown in Chinese
// notation (炮二平五 / 炮8平5) and WXF (C2.5). Known examples from the
// convention in docs/rules/xiangqi-notation.md, the alternative spellings the
// readers accept, errors for bad text, garbage that must not crash, and round
// trips over every legal move of many positions: ICCS -> Move -> Chinese ->
// Move and ICCS -> Move -> WXF -> Move give the same move, and no two legal
// moves of a position share a string.
#include "xiangqi/notation.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <optional>

using namespace qiyuan::xiangqi;

namespace {

const QString StartFen = QString::fromLatin1(Position::StartFen.data());
// After 1. 炮二平五, black to move.
const QString BlackToMoveFen = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");

// Tandem set-ups, built so that each names one case of the convention.
const QString TwoRedChariots = QStringLiteral("3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1");
const QString TwoBlackCannons = QStringLiteral("4k4/9/9/9/9/1c7/1c7/9/9/3K5 b - - 0 1");
const QString TwoRedHorses = QStringLiteral("4k4/9/9/9/9/9/9/4N4/9/3KN4 w - - 0 1");
const QString AdvisorsOnOneFile = QStringLiteral("3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1");
const QString ElephantsOnOneFile = QStringLiteral("3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1");
const QString ThreeRedSoldiers = QStringLiteral("3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
const QString FourRedSoldiers = QStringLiteral("3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
const QString FiveRedSoldiers = QStringLiteral("2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/5K3 w - - 0 1");
const QString ThreeBlackSoldiers = QStringLiteral("4k4/9/9/9/9/4p4/4p4/4p4/9/3K5 b - - 0 1");
const QString TwoDoubledRedFiles = QStringLiteral("4k4/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1");
const QString ThreeAndTwoRedSoldiers = QStringLiteral("4k4/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1");
const QString TwoDoubledBlackFiles = QStringLiteral("4k4/9/9/9/9/2p3p2/2p3p2/9/4p4/3K5 b - - 0 1");

// Loads a test FEN; a bad one fails the test that uses it, not the whole run.
#define LOAD_POSITION(pos, fen)                                                                                        \
    Position pos;                                                                                                      \
    do {                                                                                                               \
        std::string fenError_;                                                                                         \
        const auto loaded_ = Position::fromFen((fen).toStdString(), &fenError_);                                       \
        QVERIFY2(loaded_, qPrintable(QStringLiteral("bad test FEN %1: %2").arg(fen, QString::fromStdString(fenError_)))); \
        pos = *loaded_;                                                                                                \
    } while (false)

QString str(const std::string& s) { return QString::fromStdString(s); }

// What a position exercises of the tandem rules, for the side to move.
struct Coverage {
    int positions = 0;
    int moves = 0;
    int pairOnFile = 0;        // two chariots, horses, cannons or soldiers on a file
    int threeOnFile = 0;       // 前中后
    int fourOrFiveOnFile = 0;  // 前二三四五
    int doubledSoldierFiles = 0; // two or more files with two or more soldiers
    int defendersShareFile = 0;  // advisors or elephants on one file
};

void record(const Position& pos, Coverage& c)
{
    const Side side = pos.sideToMove();
    bool pair = false, three = false, four = false, defenders = false;
    int doubledSoldiers = 0;
    for (int t = Advisor; t <= Soldier; ++t) {
        for (int f = 0; f < 9; ++f) {
            int n = 0;
            for (int r = 0; r < 10; ++r)
                n += pos.at(f, r) == makePiece(side, static_cast<PieceType>(t));
            if (n < 2)
                continue;
            if (t == Advisor || t == Elephant)
                defenders = true;
            else
                pair = true;
            three |= n == 3;
            four |= n >= 4;
            doubledSoldiers += t == Soldier;
        }
    }
    ++c.positions;
    c.pairOnFile += pair;
    c.threeOnFile += three;
    c.fourOrFiveOnFile += four;
    c.doubledSoldierFiles += doubledSoldiers >= 2;
    c.defendersShareFile += defenders;
}

// Round trip of every legal move; returns a description of the first failure.
QString checkAllMoves(const Position& pos, Coverage& coverage)
{
    record(pos, coverage);
    QSet<QString> chinese, wxf;
    const MoveList moves = pos.legalMoves();
    for (const Move listed : moves) {
        ++coverage.moves;
        const std::string iccs = toIccs(listed);
        const Move m = Position::parseIccs(iccs);
        const QString where = QStringLiteral(" (%1, %2)").arg(str(pos.fen()), str(iccs));
        if (m != listed)
            return QStringLiteral("ICCS did not round-trip") + where;

        std::string error;
        const std::string cn = toChinese(pos, m);
        if (cn.empty())
            return QStringLiteral("no Chinese notation") + where;
        if (parseChinese(pos, cn, &error) != m)
            return QStringLiteral("Chinese %1 read back as another move: %2").arg(str(cn), str(error)) + where;
        if (parseAnyNotation(pos, cn) != m)
            return QStringLiteral("parseAnyNotation misread %1").arg(str(cn)) + where;
        if (chinese.contains(str(cn)))
            return QStringLiteral("two legal moves are both written %1").arg(str(cn)) + where;
        chinese.insert(str(cn));

        const std::string w = toWxf(pos, m);
        if (w.size() != 4)
            return QStringLiteral("WXF %1 is not four characters").arg(str(w)) + where;
        if (parseWxf(pos, w, &error) != m)
            return QStringLiteral("WXF %1 read back as another move: %2").arg(str(w), str(error)) + where;
        if (parseAnyNotation(pos, w) != m)
            return QStringLiteral("parseAnyNotation misread %1").arg(str(w)) + where;
        if (wxf.contains(str(w)))
            return QStringLiteral("two legal moves are both written %1").arg(str(w)) + where;
        wxf.insert(str(w));
        if (parseAnyNotation(pos, iccs) != m)
            return QStringLiteral("parseAnyNotation misread the ICCS") + where;
    }
    return {};
}

// A random legal set-up that piles pieces onto few files: soldiers on one to
// three files, and the second chariot, horse or cannon often on the file of
// the first. Returns nothing when the draw is not a legal position.
std::optional<Position> randomTandemSetup(QRandomGenerator& rng)
{
    Position pos;
    pos.clear();
    const auto empty = [&](int f, int r) { return pos.at(f, r) == NoPiece; };
    for (Side side : {Side::Red, Side::Black}) {
        const auto ownRank = [&](int r) { return side == Side::Red ? r : 9 - r; };
        pos.put(makeSquare(3 + rng.bounded(3), ownRank(rng.bounded(3))), makePiece(side, General));
        // Soldiers: 2..5 of them on 1..3 files.
        const int files = 1 + rng.bounded(3);
        int chosen[3];
        for (int i = 0; i < files; ++i)
            chosen[i] = rng.bounded(9);
        const int soldiers = 2 + rng.bounded(4);
        for (int i = 0; i < soldiers; ++i) {
            for (int attempt = 0; attempt < 10; ++attempt) {
                const int f = chosen[rng.bounded(files)];
                const int r = 3 + rng.bounded(7); // own ranks 3..9
                const bool reachable = r >= 5 || f % 2 == 0;
                if (reachable && empty(f, ownRank(r))) {
                    pos.put(makeSquare(f, ownRank(r)), makePiece(side, Soldier));
                    break;
                }
            }
        }
        for (PieceType t : {Chariot, Horse, Cannon}) {
            const int count = rng.bounded(3);
            int firstFile = -1;
            for (int i = 0; i < count; ++i) {
                for (int attempt = 0; attempt < 10; ++attempt) {
                    const int f = (firstFile >= 0 && rng.bounded(2)) ? firstFile : static_cast<int>(rng.bounded(9));
                    const int r = rng.bounded(10);
                    if (empty(f, r)) {
                        pos.put(makeSquare(f, r), makePiece(side, t));
                        firstFile = f;
                        break;
                    }
                }
            }
        }
        static constexpr int advisorPoints[5][2] = {{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}};
        static constexpr int elephantPoints[7][2] = {{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}};
        for (int i = 0, n = rng.bounded(3); i < n; ++i) {
            const auto& p = advisorPoints[rng.bounded(5)];
            if (empty(p[0], ownRank(p[1])))
                pos.put(makeSquare(p[0], ownRank(p[1])), makePiece(side, Advisor));
        }
        for (int i = 0, n = rng.bounded(3); i < n; ++i) {
            const auto& p = elephantPoints[rng.bounded(7)];
            if (empty(p[0], ownRank(p[1])))
                pos.put(makeSquare(p[0], ownRank(p[1])), makePiece(side, Elephant));
        }
    }
    pos.setSideToMove(rng.bounded(2) ? Side::Black : Side::Red);
    if (!pos.validate().empty())
        return std::nullopt;
    // Re-read through FEN so the position is exactly one a game could load.
    return Position::fromFen(pos.fen());
}

} // namespace

class TestXiangqiNotation : public QObject {
    Q_OBJECT
private slots:
    void knownMoves_data();
    void knownMoves();
    void alternativeInput_data();
    void alternativeInput();
    void badInput_data();
    void badInput();
    void garbageNeverCrashes();
    void illegalMovesHaveNoNotation();
    void roundTripEveryLegalMove_data();
    void roundTripEveryLegalMove();
};

// XQ-5: the notation of known moves, both ways, in Chinese and in WXF.
void TestXiangqiNotation::knownMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("iccs");
    QTest::addColumn<QString>("chinese");
    QTest::addColumn<QString>("wxf");
    const auto row = [](const char* name, const QString& fen, const char* iccs, const char* cn, const char* wxf) {
        QTest::newRow(name) << fen << QString::fromLatin1(iccs) << QString::fromUtf8(cn) << QString::fromLatin1(wxf);
    };
    // Plain moves: red numbers files 一..九 from red's right, black 1..9 from black's right.
    row("red central cannon", StartFen, "h2e2", "炮二平五", "C2.5");
    row("red horse", StartFen, "b0c2", "马八进七", "H8+7");
    row("red chariot advances", StartFen, "i0i2", "车一进二", "R1+2");
    row("red advisor", StartFen, "f0e1", "仕四进五", "A4+5");
    row("red elephant", StartFen, "g0e2", "相三进五", "E3+5");
    row("red soldier", StartFen, "g3g4", "兵三进一", "P3+1");
    row("red general", StartFen, "e0e1", "帅五进一", "K5+1");
    row("red cannon captures", StartFen, "h2h9", "炮二进七", "C2+7");
    row("red chariot retreats",
        QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5CR/9/RNBAKABN1 w - - 0 1"), "i2i0", "车一退二",
        "R1-2");
    row("red horse retreats",
        QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/9/R1BAKABNR w - - 0 1"), "c2b0", "马七退八",
        "H7-8");
    row("black horse", BlackToMoveFen, "h9g7", "马8进7", "H8+7");
    row("black central cannon", BlackToMoveFen, "b7e7", "炮2平5", "C2.5");
    row("black cannon retreats", BlackToMoveFen, "h7h8", "炮8退1", "C8-1");
    row("black soldier", BlackToMoveFen, "c6c5", "卒3进1", "P3+1");
    row("black elephant", BlackToMoveFen, "c9e7", "象3进5", "E3+5");
    row("black advisor", BlackToMoveFen, "f9e8", "士6进5", "A6+5");
    row("black general", BlackToMoveFen, "e9e8", "将5进1", "K5+1");
    // Two of a kind on a file: 前/后, file omitted; WXF + and - in place of the file.
    row("front chariot advances", TwoRedChariots, "a2a3", "前车进一", "R++1");
    row("front chariot across", TwoRedChariots, "a2i2", "前车平一", "R+.1");
    row("rear chariot across", TwoRedChariots, "a1b1", "后车平八", "R-.8");
    row("rear chariot retreats", TwoRedChariots, "a1a0", "后车退一", "R--1");
    row("black front cannon advances", TwoBlackCannons, "b3b2", "前炮进1", "C++1");
    row("black front cannon across", TwoBlackCannons, "b3d3", "前炮平4", "C+.4");
    row("black rear cannon retreats", TwoBlackCannons, "b4b5", "后炮退1", "C--1");
    row("black rear cannon across", TwoBlackCannons, "b4e4", "后炮平5", "C-.5");
    row("front horse advances", TwoRedHorses, "e2d4", "前马进六", "H++6");
    row("front horse retreats", TwoRedHorses, "e2f0", "前马退四", "H+-4");
    row("rear horse advances", TwoRedHorses, "e0f2", "后马进四", "H-+4");
    // Advisors and elephants on one file keep the file: the direction tells them apart.
    row("rear advisor advances", AdvisorsOnOneFile, "d0e1", "仕六进五", "A6+5");
    row("front advisor retreats", AdvisorsOnOneFile, "d2e1", "仕六退五", "A6-5");
    row("rear elephant advances", ElephantsOnOneFile, "c0e2", "相七进五", "E7+5");
    row("front elephant retreats", ElephantsOnOneFile, "c4a2", "相七退九", "E7-9");
    // Three soldiers on a file: 前/中/后; WXF writes the middle one by its file.
    row("front of three", ThreeRedSoldiers, "e7e8", "前兵进一", "P++1");
    row("middle of three", ThreeRedSoldiers, "e6d6", "中兵平六", "P5.6");
    row("rear of three", ThreeRedSoldiers, "e5f5", "后兵平四", "P-.4");
    row("black front of three", ThreeBlackSoldiers, "e2e1", "前卒进1", "P++1");
    row("black middle of three", ThreeBlackSoldiers, "e3d3", "中卒平4", "P5.4");
    row("black rear of three", ThreeBlackSoldiers, "e4f4", "后卒平6", "P-.6");
    // Four or five on a file: 前, 二, 三, 四, 五 from the front; WXF ++ P+ (P5) P- --.
    row("first of four", FourRedSoldiers, "e8e9", "前兵进一", "+++1");
    row("first of four across", FourRedSoldiers, "e8d8", "前兵平六", "++.6");
    row("second of four", FourRedSoldiers, "e7d7", "二兵平六", "P+.6");
    row("third of four", FourRedSoldiers, "e6f6", "三兵平四", "P-.4");
    row("fourth of four", FourRedSoldiers, "e5d5", "四兵平六", "--.6");
    row("first of five", FiveRedSoldiers, "c9b9", "前兵平八", "++.8");
    row("second of five", FiveRedSoldiers, "c8b8", "二兵平八", "P+.8");
    row("third of five", FiveRedSoldiers, "c7d7", "三兵平六", "P7.6");
    row("fourth of five", FiveRedSoldiers, "c6d6", "四兵平六", "P-.6");
    row("fifth of five", FiveRedSoldiers, "c5b5", "五兵平八", "--.8");
    // Soldiers doubled on two files: the file comes back after the piece
    // (前兵七进一); WXF puts the file in place of the letter (7+).
    row("two files: front on 七", TwoDoubledRedFiles, "c6c7", "前兵七进一", "7++1");
    row("two files: rear on 七", TwoDoubledRedFiles, "c5b5", "后兵七平八", "7-.8");
    row("two files: front on 三", TwoDoubledRedFiles, "g6g7", "前兵三进一", "3++1");
    row("two files: rear on 三", TwoDoubledRedFiles, "g5f5", "后兵三平四", "3-.4");
    row("three and two: front", ThreeAndTwoRedSoldiers, "c7c8", "前兵七进一", "7++1");
    row("three and two: middle", ThreeAndTwoRedSoldiers, "c6b6", "中兵七平八", "77.8");
    row("three and two: rear", ThreeAndTwoRedSoldiers, "c5d5", "后兵七平六", "7-.6");
    row("three and two: other file", ThreeAndTwoRedSoldiers, "g6g7", "前兵三进一", "3++1");
    row("black two files: front", TwoDoubledBlackFiles, "c3c2", "前卒3进1", "3++1");
    row("black two files: rear", TwoDoubledBlackFiles, "c4b4", "后卒3平2", "3-.2");
    row("black two files: front on 7", TwoDoubledBlackFiles, "g3h3", "前卒7平8", "7+.8");
    row("black two files: single soldier", TwoDoubledBlackFiles, "e1f1", "卒5平6", "P5.6");
}

void TestXiangqiNotation::knownMoves()
{
    QFETCH(QString, fen);
    QFETCH(QString, iccs);
    QFETCH(QString, chinese);
    QFETCH(QString, wxf);
    LOAD_POSITION(pos, fen);
    const Move m = Position::parseIccs(iccs.toStdString());
    QVERIFY2(pos.isLegal(m), "the example move must be legal");

    QCOMPARE(str(toChinese(pos, m)), chinese);
    QCOMPARE(str(toWxf(pos, m)), wxf);

    std::string error;
    QCOMPARE(str(toIccs(parseChinese(pos, chinese.toStdString(), &error))), iccs);
    QCOMPARE(str(toIccs(parseWxf(pos, wxf.toStdString(), &error))), iccs);
    QCOMPARE(str(toIccs(parseAnyNotation(pos, chinese.toStdString(), &error))), iccs);
    QCOMPARE(str(toIccs(parseAnyNotation(pos, wxf.toStdString(), &error))), iccs);
}

// XQ-5: other spellings that the readers accept.
void TestXiangqiNotation::alternativeInput_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("iccs");
    const auto row = [](const char* name, const QString& fen, const char* text, const char* iccs) {
        QTest::newRow(name) << fen << QString::fromUtf8(text) << QString::fromLatin1(iccs);
    };
    row("traditional cannon 砲", StartFen, "砲二平五", "h2e2");
    row("ASCII digits for red", StartFen, "炮2平5", "h2e2");
    row("full-width digits", StartFen, "炮２平５", "h2e2");
    row("spaces and ideographic space", StartFen, " 炮 二\u3000平 五 ", "h2e2");
    row("red horse 傌 and 進", StartFen, "傌八進七", "b0c2");
    row("red chariot 俥", StartFen, "俥一進二", "i0i2");
    row("chariot 車", StartFen, "車一进二", "i0i2");
    row("red general 帥", StartFen, "帥五進一", "e0e1");
    row("black horse 馬", BlackToMoveFen, "馬8進7", "h9g7");
    row("black general 將", BlackToMoveFen, "將5進1", "e9e8");
    row("black cannon 包", BlackToMoveFen, "包2平5", "b7e7");
    row("black full-width digits", BlackToMoveFen, "卒３进１", "c6c5");
    row("black with Chinese numerals", BlackToMoveFen, "马八进七", "h9g7");
    row("後 for 后", TwoRedChariots, "後車退一", "a1a0");
    row("piece before 前", TwoRedChariots, "车前进一", "a2a3");
    row("piece before 後", TwoRedChariots, "俥後平八", "a1b1");
    row("前/后 with the file", TwoRedChariots, "后车九平八", "a1b1");
    row("front advisor by 前", AdvisorsOnOneFile, "前仕退五", "d2e1");
    row("rear advisor by 后", AdvisorsOnOneFile, "后仕进五", "d0e1");
    row("后 for the last of four", FourRedSoldiers, "后兵平六", "e5d5");
    row("一 for the first of four", FourRedSoldiers, "一兵平六", "e8d8");
    row("中 for the middle of five", FiveRedSoldiers, "中兵平六", "c7d7");
    row("ordinal for three", ThreeRedSoldiers, "二兵平六", "e6d6");
    row("piece omitted: 前七进一", TwoDoubledRedFiles, "前七进一", "c6c7");
    row("piece omitted: 中七平八", ThreeAndTwoRedSoldiers, "中七平八", "c6b6");
    row("xqbase numbering across files: 一兵", TwoDoubledRedFiles, "一兵平四", "g6f6");
    row("xqbase numbering across files: 三兵", TwoDoubledRedFiles, "三兵进一", "c6c7");
    row("ordinal with file", TwoDoubledRedFiles, "二兵七平八", "c5b5");
    row("black piece omitted", TwoDoubledBlackFiles, "后3平2", "c4b4");
    row("WXF lower case", StartFen, "c2.5", "h2e2");
    row("WXF = for .", StartFen, "C2=5", "h2e2");
    row("WXF N for horse", StartFen, "N8+7", "b0c2");
    row("WXF B for elephant", StartFen, "B3+5", "g0e2");
    row("WXF G for general", StartFen, "G5+1", "e0e1");
    row("WXF S for soldier", StartFen, "S3+1", "g3g4");
    row("WXF spaces", StartFen, " C 2 . 5 ", "h2e2");
    row("WXF sign before letter", TwoRedChariots, "+R+1", "a2a3");
    row("WXF lower-case tandem", TwoRedChariots, "r-.8", "a1b1");
    row("WXF black lower case", BlackToMoveFen, "h8+7", "h9g7");
    row("WXF file form with one doubled file", ThreeRedSoldiers, "5-.4", "e5f5");
    row("ICCS", StartFen, "h2e2", "h2e2");
    row("ICCS with dash", StartFen, "H2-E2", "h2e2");
}

void TestXiangqiNotation::alternativeInput()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, iccs);
    LOAD_POSITION(pos, fen);
    const std::string utf8 = text.toStdString();
    std::string error;
    // Through the reader of the row's own notation, then through the one that guesses.
    const bool isIccs = QString(text).remove(QLatin1Char('-')).compare(iccs, Qt::CaseInsensitive) == 0;
    const bool isChinese = text.toUtf8() != text.toLatin1();
    if (!isIccs) {
        const Move m = isChinese ? parseChinese(pos, utf8, &error) : parseWxf(pos, utf8, &error);
        QVERIFY2(!m.isNull(), error.c_str());
        QCOMPARE(str(toIccs(m)), iccs);
    }
    const Move m = parseAnyNotation(pos, utf8, &error);
    QVERIFY2(!m.isNull(), error.c_str());
    QCOMPARE(str(toIccs(m)), iccs);
}

// XQ-5: text that names no legal move gives a null move and a reason.
void TestXiangqiNotation::badInput_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("reader"); // chinese, wxf or any
    QTest::addColumn<QString>("reason"); // part of the message
    const auto row = [](const char* name, const QString& fen, const QByteArray& text, const char* reader,
                        const char* reason) {
        QTest::newRow(name) << fen << text << QString::fromLatin1(reader) << QString::fromUtf8(reason);
    };
    // Malformed text.
    row("empty", StartFen, "", "chinese", "empty");
    row("only spaces", StartFen, "   ", "chinese", "empty");
    row("empty WXF", StartFen, "", "wxf", "empty");
    row("empty any", StartFen, "", "any", "empty");
    row("too short", StartFen, "炮二平", "chinese", "not Chinese move notation");
    row("extra numeral", StartFen, "炮二平五五", "chinese", "not Chinese move notation");
    row("verb first", StartFen, "平炮二五", "chinese", "not Chinese move notation");
    row("not a numeral", StartFen, "炮十平五", "chinese", "unexpected character");
    row("latin letters", StartFen, "hello", "chinese", "unexpected character");
    row("invalid byte", StartFen, QByteArray("\xff\xfe"), "chinese", "UTF-8");
    row("truncated character", StartFen, QByteArray("\xe7\x82"), "chinese", "UTF-8");
    row("overlong slash", StartFen, QByteArray("\xc0\xaf"), "chinese", "UTF-8");
    row("overlong three bytes", StartFen, QByteArray("\xe0\x80\xaf"), "chinese", "UTF-8");
    row("surrogate", StartFen, QByteArray("\xed\xa0\x80"), "chinese", "UTF-8");
    row("beyond U+10FFFF", StartFen, QByteArray("\xf4\x90\x80\x80"), "chinese", "UTF-8");
    row("stray continuation", StartFen, QByteArray("\x80\xe7\x82\xae"), "any", "UTF-8");
    row("overlong input", StartFen, QString::fromUtf8("炮二平五").repeated(30).toUtf8(), "chinese", "too long");
    row("overlong WXF", StartFen, QByteArray(1000, 'C'), "wxf", "too long");
    row("overlong any", StartFen, QByteArray(100000, '\0'), "any", "too long");
    row("NUL bytes", StartFen, QByteArray(4, '\0'), "chinese", "unexpected character");
    // Well formed but naming no piece, or an impossible or illegal move.
    row("no piece on the file", StartFen, "炮五平四", "chinese", "no red cannon on file 五");
    row("horse moves across", StartFen, "马二平三", "chinese", "never moves straight across");
    row("horse cannot reach", StartFen, "马二进五", "chinese", "cannot reach file 五");
    row("elephant one file over", StartFen, "相三进四", "chinese", "cannot reach file 四");
    row("own piece on target", StartFen, "车一进三", "chinese", "illegal move: a piece cannot capture its own side");
    row("off the board", StartFen, "炮二进九", "chinese", "leaves the board");
    row("across to own file", StartFen, "帅五平五", "chinese", "different file");
    row("general is unique", StartFen, "前帅进一", "chinese", "only one general");
    row("no pair for 前", StartFen, "前车进一", "chinese", "no two red chariots share a file");
    row("pair needs 前/后", TwoRedChariots, "车九进一", "chinese", "2 chariots share file 九");
    row("中 with two", TwoRedChariots, "中车进一", "chinese", "needs three or five");
    row("three need 前中后", ThreeRedSoldiers, "兵五进一", "chinese", "3 soldiers share file 五");
    row("ordinal beyond count", FourRedSoldiers, "五兵平六", "chinese", "only 4 soldiers");
    row("two doubled files need the file", TwoDoubledRedFiles, "前兵进一", "chinese", "doubled on files 三 and 七");
    row("front/back on a single file", TwoDoubledRedFiles, "前兵五进一", "chinese", "there are none");
    row("pinned horse", QStringLiteral("4k4/9/9/9/9/9/4N4/9/9/4K4 w - - 0 1"), "马五进四", "chinese",
        "illegal move: the generals may not face each other");
    // WXF.
    row("WXF three characters", StartFen, "C2.", "wxf", "four characters");
    row("WXF unknown piece", StartFen, "X2.5", "wxf", "first two characters");
    row("WXF bad direction", StartFen, "C2*5", "wxf", "third character");
    row("WXF file zero", StartFen, "C0.5", "wxf", "first two characters");
    row("WXF number zero", StartFen, "C2.0", "wxf", "last character");
    row("WXF Chinese text", StartFen, "炮二平五", "wxf", "four characters");
    row("WXF ++ with three", ThreeRedSoldiers, "++.4", "wxf", "four or five");
    row("WXF file with four", FourRedSoldiers, "P5.4", "wxf", "4 soldiers share file 5");
    row("WXF mixed file form", TwoDoubledRedFiles, "73.4", "wxf", "first two characters");
    row("WXF no piece", StartFen, "R5+1", "wxf", "no red chariot on file 5");
    row("WXF two doubled files need the file", TwoDoubledRedFiles, "P+.4", "wxf", "doubled on files 3 and 7");
    row("WXF horse across", StartFen, "H2.3", "wxf", "never moves straight across (.)");
    row("ICCS illegal", StartFen, "a0a5", "any", "illegal move a0a5: the path is blocked");
    row("ICCS-like nonsense", StartFen, "z9z9", "any", "not WXF notation");
    // A fuzz finding: control bytes 0x10..0x19 were lower-cased into digits, so this read as h2e2.
    row("ICCS with control bytes for digits", StartFen, QByteArray("h\x12" "e\x12"), "any", "not WXF notation");
}

void TestXiangqiNotation::badInput()
{
    QFETCH(QString, fen);
    QFETCH(QByteArray, text);
    QFETCH(QString, reader);
    QFETCH(QString, reason);
    LOAD_POSITION(pos, fen);
    const std::string_view view(text.constData(), static_cast<size_t>(text.size()));
    std::string error;
    Move m;
    if (reader == QLatin1String("chinese"))
        m = parseChinese(pos, view, &error);
    else if (reader == QLatin1String("wxf"))
        m = parseWxf(pos, view, &error);
    else
        m = parseAnyNotation(pos, view, &error);
    QVERIFY2(m.isNull(), qPrintable(QStringLiteral("read as %1").arg(str(toIccs(m)))));
    QVERIFY2(str(error).contains(reason), error.c_str());
    // The message must stay valid UTF-8, whatever bytes came in.
    QCOMPARE(QString::fromUtf8(error.c_str()).toUtf8(), QByteArray(error.c_str()));
    // A null error pointer is fine too.
    if (reader == QLatin1String("chinese"))
        QVERIFY(parseChinese(pos, view, nullptr).isNull());
    else if (reader == QLatin1String("wxf"))
        QVERIFY(parseWxf(pos, view, nullptr).isNull());
    else
        QVERIFY(parseAnyNotation(pos, view, nullptr).isNull());
}

// XQ-5: random bytes and random strings of notation characters, any length,
// give either an error or a legal move, never a crash.
void TestXiangqiNotation::garbageNeverCrashes()
{
    QRandomGenerator rng(20240605);
    QList<Position> positions;
    for (const QString& fen : {StartFen, BlackToMoveFen, FourRedSoldiers, TwoDoubledRedFiles, ThreeAndTwoRedSoldiers}) {
        LOAD_POSITION(pos, fen);
        positions.append(pos);
    }
    // Characters by role, so that many strings are well formed and reach the
    // code that finds the piece and the target.
    const auto chars = [](const char* utf8) { return QString::fromUtf8(utf8).split(QString(), Qt::SkipEmptyParts); };
    const QList<QStringList> roles = {
        chars("帅帥将將仕士相象马馬傌车車俥炮砲包兵卒KAEHRCPBNGSkaehrcp"),
        chars("一二三四五六七八九１２３４５６７８９123456789"),
        chars("进進退平+-.="),
        chars("前中后後+-"),
        chars(" \t　x0十"),
    };
    const auto pickFrom = [&](int role) {
        const QStringList& set = roles[role];
        return set[rng.bounded(set.size())];
    };
    int accepted = 0, rejected = 0;
    for (int i = 0; i < 20000; ++i) {
        const Position& pos = positions[i % positions.size()];
        QByteArray text;
        if (i % 3 == 0) {
            const int length = rng.bounded(i % 100 == 0 ? 300 : 12);
            for (int k = 0; k < length; ++k)
                text.append(static_cast<char>(rng.bounded(256)));
        } else if (i % 3 == 1) {
            // A shape like piece-numeral-verb-numeral, with a role swapped now and then.
            static constexpr int shapes[5][5] = {
                {0, 1, 2, 1, -1}, {3, 0, 2, 1, -1}, {1, 0, 2, 1, -1}, {3, 0, 1, 2, 1}, {3, 1, 2, 1, -1}};
            const int* shape = shapes[rng.bounded(5)];
            QString s;
            for (int k = 0; k < 5 && shape[k] >= 0; ++k)
                s += pickFrom(rng.bounded(8) == 0 ? static_cast<int>(rng.bounded(roles.size())) : shape[k]);
            text = s.toUtf8();
        } else {
            // The notation of a legal move with up to two characters replaced,
            // dropped or added: near misses, and some that stay legal.
            const MoveList moves = pos.legalMoves();
            const Move m = moves[rng.bounded(moves.size())];
            QString s = str(rng.bounded(2) ? toChinese(pos, m) : toWxf(pos, m));
            for (int k = 0, edits = rng.bounded(3); k < edits && !s.isEmpty(); ++k) {
                const int at = rng.bounded(s.size());
                switch (rng.bounded(3)) {
                case 0: s[at] = pickFrom(rng.bounded(roles.size())).at(0); break;
                case 1: s.remove(at, 1); break;
                default: s.insert(at, pickFrom(rng.bounded(roles.size()))); break;
                }
            }
            text = s.toUtf8();
        }
        const std::string_view view(text.constData(), static_cast<size_t>(text.size()));
        for (int reader = 0; reader < 3; ++reader) {
            std::string error;
            const Move m = reader == 0 ? parseChinese(pos, view, &error)
                         : reader == 1 ? parseWxf(pos, view, &error)
                                       : parseAnyNotation(pos, view, &error);
            if (m.isNull()) {
                ++rejected;
                QVERIFY2(!error.empty(), text.toHex().constData());
            } else {
                ++accepted;
                QVERIFY2(pos.isLegal(m), text.toHex().constData());
            }
        }
    }
    qInfo("%d readings accepted as legal moves, %d rejected", accepted, rejected);
    // The character soup must reach the move-finding code, not stop at the tokenizer.
    QVERIFY(accepted > 1000);
    QVERIFY(rejected > accepted);
}

void TestXiangqiNotation::illegalMovesHaveNoNotation()
{
    const Position pos;
    const Move blocked = Position::parseIccs("a0a5");
    QVERIFY(toChinese(pos, blocked).empty());
    QVERIFY(toWxf(pos, blocked).empty());
    QVERIFY(toChinese(pos, Move{}).empty());
    QVERIFY(toWxf(pos, Move{}).empty());
    // A black move while red is to move.
    QVERIFY(toChinese(pos, Position::parseIccs("h9g7")).empty());
}

// XQ-5: every legal move of many positions round-trips and is unambiguous.
void TestXiangqiNotation::roundTripEveryLegalMove_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("seed");
    QTest::newRow("tandem set-ups by hand") << QStringLiteral("fixed") << 0;
    for (int seed = 1; seed <= 12; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("playout seed %1").arg(seed))) << QStringLiteral("playout") << seed;
    for (int seed = 1; seed <= 6; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("random tandem set-ups seed %1").arg(seed)))
            << QStringLiteral("setup") << seed;
}

void TestXiangqiNotation::roundTripEveryLegalMove()
{
    QFETCH(QString, kind);
    QFETCH(int, seed);
    Coverage coverage;
    if (kind == QLatin1String("fixed")) {
        for (const QString& fen : {StartFen, BlackToMoveFen, TwoRedChariots, TwoBlackCannons, TwoRedHorses,
                                   AdvisorsOnOneFile, ElephantsOnOneFile, ThreeRedSoldiers, FourRedSoldiers,
                                   FiveRedSoldiers, ThreeBlackSoldiers, TwoDoubledRedFiles, ThreeAndTwoRedSoldiers,
                                   TwoDoubledBlackFiles,
                                   // Black with five soldiers on one file, and doubled chariots, horses and
                                   // cannons on both sides at once.
                                   QStringLiteral("4k4/9/9/9/2p6/2p6/2p6/2p6/2p6/3K5 b - - 0 1"),
                                   QStringLiteral("r3k4/r8/2n6/2n1c4/4c4/2P1C2R1/2P1C2R1/9/4N4/3K1N3 w - - 0 1"),
                                   QStringLiteral("r3k4/r8/2n6/2n1c4/4c4/2P1C2R1/2P1C2R1/9/4N4/3K1N3 b - - 0 1")}) {
            LOAD_POSITION(pos, fen);
            const QString failure = checkAllMoves(pos, coverage);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        QVERIFY(coverage.fourOrFiveOnFile >= 3);
        QVERIFY(coverage.doubledSoldierFiles >= 3);
    } else if (kind == QLatin1String("playout")) {
        // Seeded random games; soldier moves are preferred so that soldiers
        // pile up on files as they do in endgames.
        QRandomGenerator rng(static_cast<quint32>(seed));
        Position pos;
        for (int ply = 0; ply < 300; ++ply) {
            const QString failure = checkAllMoves(pos, coverage);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
            const MoveList moves = pos.legalMoves();
            if (moves.empty())
                break;
            std::vector<Move> soldierMoves;
            for (const Move m : moves)
                if (typeOf(pos.at(m.from)) == Soldier)
                    soldierMoves.push_back(m);
            const bool preferSoldier = !soldierMoves.empty() && rng.bounded(3) != 0;
            const Move m = preferSoldier ? soldierMoves[rng.bounded(static_cast<quint32>(soldierMoves.size()))]
                                         : moves[rng.bounded(moves.size())];
            pos.makeMove(m);
        }
        QVERIFY(coverage.positions >= 50);
    } else {
        QRandomGenerator rng(static_cast<quint32>(1000 + seed));
        int built = 0;
        for (int attempt = 0; attempt < 4000 && built < 150; ++attempt) {
            const std::optional<Position> pos = randomTandemSetup(rng);
            if (!pos)
                continue;
            ++built;
            const QString failure = checkAllMoves(*pos, coverage);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        QVERIFY(built >= 100);
        // The set-ups must really exercise the tandem rules.
        QVERIFY(coverage.threeOnFile > 0);
        QVERIFY(coverage.doubledSoldierFiles > 0);
        QVERIFY(coverage.pairOnFile > 0);
    }
    qInfo("%d positions, %d moves; pair on a file %d, three %d, four or five %d, doubled soldier files %d, "
          "advisors/elephants sharing a file %d",
          coverage.positions, coverage.moves, coverage.pairOnFile, coverage.threeOnFile, coverage.fourOrFiveOnFile,
          coverage.doubledSoldierFiles, coverage.defendersShareFile);
}

QTEST_GUILESS_MAIN(TestXiangqiNotation)
#include "tst_xiangqi_notation.moc"
