// Xiangqi parsers unit: fuzz-style robustness of the two parsers that read
// untrusted text (XQ-5 notation): Position::fromFen and Position::parseIccs.
// Seeded random and mutated inputs (byte flips, truncation, insertion, huge
// numbers, very long strings, splices) must never crash; every accepted FEN
// must be a valid position that round-trips through fen(), and every accepted
// ICCS move must be exactly the canonical coordinates of its text.
#include "xiangqi/position.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace qiyuan::xiangqi;

namespace {

// Valid FENs to mutate: every position of the perft data plus a few with
// clocks, black to move and the alternative letters some tools write.
std::vector<std::string> fenCorpus()
{
    std::set<std::string> fens{std::string(Position::StartFen),
                               "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 17 42",
                               "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1",
                               "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r",
                               "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1"};
    QFile f(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xiangqi-perft.txt"));
    if (f.open(QIODevice::ReadOnly | QIODevice::Text))
        while (!f.atEnd()) {
            const QList<QByteArray> parts = f.readLine().split(';');
            if (parts.size() == 3)
                fens.insert(parts[0].trimmed().toStdString());
        }
    return {fens.begin(), fens.end()};
}

// Text that FENs and moves are made of, so insertions stay close to valid input.
const std::string Alphabet = "kabnrcpKABNRCPehEH0123456789/ -wbrWBR\t";
const std::vector<std::string> HugeNumbers = {"99999999999999999999", "2147483647", "2147483648", "-2147483649",
                                              "4294967296", "65535", "65536", "999999", "1000000", "-1", "-0",
                                              "+5", "1e9", "0x10", "00000000000000000000000001"};

class Mutator {
public:
    explicit Mutator(quint32 seed) : rng_(seed) {}

    int below(int n) { return n <= 0 ? 0 : static_cast<int>(rng_.bounded(n)); }
    char anyByte() { return static_cast<char>(rng_.bounded(256)); }
    char fenByte() { return Alphabet[below(static_cast<int>(Alphabet.size()))]; }

    void flipByte(std::string& s)
    {
        if (!s.empty())
            s[below(static_cast<int>(s.size()))] = below(2) ? anyByte() : fenByte();
    }
    void flipBit(std::string& s)
    {
        if (!s.empty())
            s[below(static_cast<int>(s.size()))] ^= static_cast<char>(1 << below(8));
    }
    void truncate(std::string& s) { s.resize(below(static_cast<int>(s.size()) + 1)); }
    void insert(std::string& s)
    {
        const int n = 1 + below(4);
        for (int i = 0; i < n; ++i)
            s.insert(s.begin() + below(static_cast<int>(s.size()) + 1), below(4) ? fenByte() : anyByte());
    }
    void erase(std::string& s)
    {
        if (!s.empty()) {
            const int at = below(static_cast<int>(s.size()));
            s.erase(at, 1 + below(8));
        }
    }
    void duplicate(std::string& s)
    {
        if (s.empty())
            return;
        const int at = below(static_cast<int>(s.size()));
        const std::string chunk = s.substr(at, 1 + below(12));
        s.insert(below(static_cast<int>(s.size()) + 1), chunk);
    }
    // A huge or odd number replacing a run of digits, or inserted anywhere.
    void hugeNumber(std::string& s)
    {
        const std::string& n = HugeNumbers[below(static_cast<int>(HugeNumbers.size()))];
        std::vector<std::size_t> digits;
        for (std::size_t i = 0; i < s.size(); ++i)
            if (s[i] >= '0' && s[i] <= '9' && (i == 0 || s[i - 1] < '0' || s[i - 1] > '9'))
                digits.push_back(i);
        if (digits.empty() || below(4) == 0) {
            s.insert(below(static_cast<int>(s.size()) + 1), n);
            return;
        }
        // Half the time one of the last two runs: the clocks, where numbers belong.
        const int pick = below(2) ? static_cast<int>(digits.size()) - 1 - below(std::min<int>(2, static_cast<int>(digits.size())))
                                  : below(static_cast<int>(digits.size()));
        std::size_t at = digits[pick], end = at;
        while (end < s.size() && s[end] >= '0' && s[end] <= '9')
            ++end;
        s.replace(at, end - at, n);
    }
    void veryLong(std::string& s)
    {
        const int count = 1000 + below(50000);
        if (below(2) || s.empty())
            s.append(static_cast<std::size_t>(count), below(2) ? fenByte() : anyByte());
        else
            s.insert(below(static_cast<int>(s.size()) + 1), s.substr(0, 1 + below(static_cast<int>(s.size()))));
        if (below(2)) { // or one field blown up, as a long rank or clock
            std::string blown;
            for (int i = 0; i < count / 10; ++i)
                blown += below(2) ? "9/" : "p";
            s.insert(below(static_cast<int>(s.size()) + 1), blown);
        }
    }
    void splice(std::string& s, const std::string& other)
    {
        s = s.substr(0, below(static_cast<int>(s.size()) + 1))
            + other.substr(below(static_cast<int>(other.size()) + 1));
    }
    std::string randomBytes(bool fenLike)
    {
        std::string s(static_cast<std::size_t>(below(120)), '\0');
        for (char& c : s)
            c = fenLike ? fenByte() : anyByte();
        return s;
    }

private:
    QRandomGenerator rng_;
};

enum class Kind { ByteFlips, BitFlips, Truncation, Insertion, Deletion, Duplication, HugeNumbers, VeryLong, Splice, RandomBytes, FenSoup, Mixed };

// Applies 1-3 mutations of the kind (any kind for Mixed) to a copy of `base`.
std::string mutate(Mutator& m, Kind kind, const std::string& base, const std::string& other)
{
    std::string s = base;
    if (kind == Kind::RandomBytes)
        return m.randomBytes(false);
    if (kind == Kind::FenSoup)
        return m.randomBytes(true);
    const int steps = 1 + m.below(3);
    for (int i = 0; i < steps; ++i) {
        Kind k = kind;
        if (k == Kind::Mixed)
            k = static_cast<Kind>(m.below(static_cast<int>(Kind::Splice) + 1));
        switch (k) {
        case Kind::ByteFlips: m.flipByte(s); break;
        case Kind::BitFlips: m.flipBit(s); break;
        case Kind::Truncation: m.truncate(s); break;
        case Kind::Insertion: m.insert(s); break;
        case Kind::Deletion: m.erase(s); break;
        case Kind::Duplication: m.duplicate(s); break;
        case Kind::HugeNumbers: m.hugeNumber(s); break;
        case Kind::VeryLong:
            if (i == 0)
                m.veryLong(s);
            break;
        case Kind::Splice: m.splice(s, other); break;
        default: break;
        }
    }
    return s;
}

// ICCS as the contract reads it: files a-i, ranks 0-9, case-insensitive, dashes
// ignored. An independent oracle for parseIccs.
std::string canonicalIccs(const std::string& text)
{
    std::string t;
    for (char c : text)
        if (c != '-')
            t += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    if (t.size() != 4)
        return {};
    for (int i = 0; i < 4; ++i) {
        const bool ok = i % 2 == 0 ? (t[i] >= 'a' && t[i] <= 'i') : (t[i] >= '0' && t[i] <= '9');
        if (!ok)
            return {};
    }
    return t;
}

std::string printable(const std::string& s)
{
    std::string out;
    for (char c : s.substr(0, 160))
        out += (static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127) ? c : '?';
    if (s.size() > 160)
        out += "... (" + std::to_string(s.size()) + " bytes)";
    return out;
}

} // namespace

Q_DECLARE_METATYPE(Kind)

class TestXiangqiParsers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fenFuzz_data();
    void fenFuzz();
    void fenCornerCases_data();
    void fenCornerCases();
    void clockAbove16BitsSurvivesUnmake();
    void fenOfPlayedOnClocksReadsBack();
    void iccsFuzz_data();
    void iccsFuzz();
    void iccsEverySquarePair();

private:
    // Checks one input; returns true when accepted. On a failed property sets *why.
    static bool checkFen(const std::string& text, std::string* why);
    std::vector<std::string> corpus_;
};

void TestXiangqiParsers::initTestCase()
{
    corpus_ = fenCorpus();
    QVERIFY2(corpus_.size() >= 10, "tests/data/xiangqi-perft.txt not read");
    for (const std::string& fen : corpus_) {
        std::string why;
        QVERIFY2(checkFen(fen, &why), (fen + ": " + why).c_str());
    }
}

bool TestXiangqiParsers::checkFen(const std::string& text, std::string* why)
{
    std::string error;
    auto pos = Position::fromFen(text, &error);
    if (!pos) {
        if (error.empty())
            *why = "rejected without a message";
        return false;
    }
    if (const std::string v = pos->validate(); !v.empty()) {
        *why = "accepted but validate() says: " + v;
        return true;
    }
    const std::string fen = pos->fen();
    auto again = Position::fromFen(fen, &error);
    if (!again) {
        *why = "fen() " + fen + " does not parse: " + error;
        return true;
    }
    if (!(*again == *pos) || again->fen() != fen || again->hash() != pos->hash()) {
        *why = "fen() " + fen + " does not round-trip";
        return true;
    }
    // The accepted position is playable: every legal move makes and unmakes cleanly.
    {
        for (const Move& m : pos->legalMoves()) {
            pos->makeMove(m);
            pos->unmakeMove();
            if (pos->fen() != fen || pos->hash() != again->hash()) {
                *why = "make/unmake of " + toIccs(m) + " changes " + fen;
                return true;
            }
        }
    }
    return true;
}

void TestXiangqiParsers::fenFuzz_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("iterations");
    QTest::newRow("byte flips") << Kind::ByteFlips << 1u << 10000;
    QTest::newRow("bit flips") << Kind::BitFlips << 2u << 10000;
    QTest::newRow("truncation") << Kind::Truncation << 3u << 5000;
    QTest::newRow("insertion") << Kind::Insertion << 4u << 10000;
    QTest::newRow("deletion") << Kind::Deletion << 5u << 5000;
    QTest::newRow("duplication") << Kind::Duplication << 6u << 5000;
    QTest::newRow("huge numbers") << Kind::HugeNumbers << 7u << 10000;
    QTest::newRow("very long strings") << Kind::VeryLong << 8u << 200;
    QTest::newRow("splices of two FENs") << Kind::Splice << 9u << 5000;
    QTest::newRow("random bytes") << Kind::RandomBytes << 10u << 10000;
    QTest::newRow("FEN-alphabet soup") << Kind::FenSoup << 11u << 10000;
    QTest::newRow("mixed mutations") << Kind::Mixed << 12u << 20000;
}

void TestXiangqiParsers::fenFuzz()
{
    QFETCH(Kind, kind);
    QFETCH(quint32, seed);
    QFETCH(int, iterations);
    Mutator m(seed);
    int accepted = 0;
    for (int i = 0; i < iterations; ++i) {
        const std::string& base = corpus_[m.below(static_cast<int>(corpus_.size()))];
        const std::string& other = corpus_[m.below(static_cast<int>(corpus_.size()))];
        const std::string text = mutate(m, kind, base, other);
        std::string why;
        accepted += checkFen(text, &why);
        QVERIFY2(why.empty(), ("input '" + printable(text) + "': " + why).c_str());
    }
    qInfo("%d of %d accepted", accepted, iterations);
    // Mild mutations must still reach the accepting path, or the test proves little.
    if (kind == Kind::ByteFlips || kind == Kind::HugeNumbers || kind == Kind::Mixed)
        QVERIFY2(accepted > iterations / 200, qPrintable(QStringLiteral("only %1 accepted").arg(accepted)));
    QVERIFY2(accepted < iterations || kind == Kind::HugeNumbers, "nothing was rejected");
}

void TestXiangqiParsers::fenCornerCases_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("accepted");
    const QByteArray start(Position::StartFen.data(), static_cast<qsizetype>(Position::StartFen.size()));
    const QByteArray board = start.left(start.indexOf(' '));
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("blanks only") << QByteArray(" \t \t") << false;
    QTest::newRow("NUL byte") << QByteArray("\0", 1) << false;
    QTest::newRow("NUL inside the board") << QByteArray(board).insert(5, '\0') << false;
    QTest::newRow("slashes only") << QByteArray("/////////") << false;
    QTest::newRow("ten empty ranks") << QByteArray("9/9/9/9/9/9/9/9/9/9") << false;
    QTest::newRow("eleven ranks") << "9/" + board << false;
    QTest::newRow("trailing slash") << board + "/" << false;
    QTest::newRow("digit 0 in a rank") << QByteArray(board).replace("9/9", "09/9") << false;
    QTest::newRow("rank of 10 points") << QByteArray(board).replace("9/9", "55/9") << false;
    QTest::newRow("board only") << board << true;
    QTest::newRow("red side as r") << board + " r" << true;
    QTest::newRow("tabs between fields") << board + "\tw\t-\t-\t0\t1" << true;
    QTest::newRow("trailing blanks") << start + "   " << true;
    QTest::newRow("seven fields") << start + " 7" << false;
    QTest::newRow("halfmove clock 999999") << board + " w - - 999999 1" << true;
    QTest::newRow("halfmove clock beyond int") << board + " w - - 99999999999999999999 1" << false;
    QTest::newRow("negative halfmove clock") << board + " w - - -1 1" << false;
    QTest::newRow("fullmove number 0") << board + " w - - 0 0" << true;
    QTest::newRow("UTF-8 piece name") << QByteArray(board).replace("K", "帅") << false;
    QTest::newRow("high bytes") << QByteArray("\xff\xfe\x80\x81 w") << false;
    QTest::newRow("100000 soldiers") << QByteArray(100000, 'p') << false;
    QTest::newRow("100000 ranks") << QByteArray("9/").repeated(100000) << false;
    QTest::newRow("100000 blanks then the FEN") << QByteArray(100000, ' ') + start << true;
}

// Fixed nasty inputs, with the verdict a reader would expect.
void TestXiangqiParsers::fenCornerCases()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, accepted);
    std::string why;
    const bool got = checkFen(text.toStdString(), &why);
    QVERIFY2(why.empty(), why.c_str());
    QCOMPARE(got, accepted);
}

// A finding of the fuzz test: fromFen accepts a halfmove clock up to 999999,
// and unmakeMove must restore it exactly (it was once kept in 16 bits).
void TestXiangqiParsers::clockAbove16BitsSurvivesUnmake()
{
    auto pos = Position::fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 70000 1");
    QVERIFY(pos);
    pos->makeMove(Position::parseIccs("h2e2"));
    pos->unmakeMove();
    QCOMPARE(pos->halfmoveClock(), 70000);
}

// A finding of the libFuzzer target (tests/fuzz/fen): clocks of 999999, the
// most fromFen reads, passed that by one move, and fen() wrote a FEN that
// fromFen refused. fen() now writes such clocks as 999999.
void TestXiangqiParsers::fenOfPlayedOnClocksReadsBack()
{
    auto pos = Position::fromFen("4k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 999999 999999");
    QVERIFY(pos);
    pos->makeMove(Position::parseIccs("e9e8"));
    QCOMPARE(pos->halfmoveClock(), 1000000);
    QCOMPARE(pos->fullmoveNumber(), 1000000);
    const std::string fen = pos->fen();
    QCOMPARE(QByteArray::fromStdString(fen), QByteArray("9/4k4/9/9/9/9/9/9/4A4/3AK4 w - - 999999 999999"));
    std::string error;
    QVERIFY2(Position::fromFen(fen, &error), error.c_str());
    pos->unmakeMove();
    QCOMPARE(pos->halfmoveClock(), 999999);
    QCOMPARE(pos->fullmoveNumber(), 999999);
}

void TestXiangqiParsers::iccsFuzz_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("byte flips") << Kind::ByteFlips << 21u;
    QTest::newRow("bit flips") << Kind::BitFlips << 22u;
    QTest::newRow("truncation") << Kind::Truncation << 23u;
    QTest::newRow("insertion") << Kind::Insertion << 24u;
    QTest::newRow("huge numbers") << Kind::HugeNumbers << 25u;
    QTest::newRow("very long strings") << Kind::VeryLong << 26u;
    QTest::newRow("random bytes") << Kind::RandomBytes << 27u;
    QTest::newRow("mixed mutations") << Kind::Mixed << 28u;
}

// Every accepted ICCS text is exactly its canonical coordinates, and the move's
// legality agrees with legal move generation in each corpus position.
void TestXiangqiParsers::iccsFuzz()
{
    QFETCH(Kind, kind);
    QFETCH(quint32, seed);
    Mutator m(seed);
    std::vector<Position> positions;
    std::vector<std::string> moves{"h2e2", "H2-E2", "a0a9", "i9i0", "e3e4"};
    for (const std::string& fen : corpus_) {
        positions.push_back(*Position::fromFen(fen));
        for (const Move& mv : positions.back().legalMoves())
            moves.push_back(toIccs(mv));
    }
    int accepted = 0;
    const int iterations = kind == Kind::VeryLong ? 300 : 5000;
    for (int i = 0; i < iterations; ++i) {
        const std::string& base = moves[m.below(static_cast<int>(moves.size()))];
        const std::string text = mutate(m, kind, base, moves[m.below(static_cast<int>(moves.size()))]);
        const Move mv = Position::parseIccs(text);
        const std::string expected = canonicalIccs(text);
        const std::string got = mv.isNull() ? std::string() : toIccs(mv);
        QVERIFY2(got == expected, ("input '" + printable(text) + "' parsed as '" + got + "'").c_str());
        if (mv.isNull())
            continue;
        ++accepted;
        const Position& pos = positions[m.below(static_cast<int>(positions.size()))];
        QCOMPARE(pos.isLegal(mv), pos.legalMoves().contains(mv));
    }
    if (kind != Kind::VeryLong && kind != Kind::RandomBytes)
        QVERIFY2(accepted > 0, "no mutated move was accepted");
}

// The whole coordinate space, both ways, and legality of every pair at the start.
void TestXiangqiParsers::iccsEverySquarePair()
{
    const Position start;
    const MoveList legal = start.legalMoves();
    int legalCount = 0;
    for (Square from : AllSquares)
        for (Square to : AllSquares) {
            const Move m{from, to};
            const std::string text = toIccs(m);
            QCOMPARE(Position::parseIccs(text), m);
            legalCount += start.isLegal(m);
            QCOMPARE(start.isLegal(m), legal.contains(m));
        }
    QCOMPARE(legalCount, legal.size());
}

QTEST_GUILESS_MAIN(TestXiangqiParsers)
#include "tst_xiangqi_parsers.moc"
