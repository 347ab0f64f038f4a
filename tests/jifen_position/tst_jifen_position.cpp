// Position unit for 积分象棋: the FEN of docs/rules/jifen-fen.md (round trips,
// standard FENs, errors, fuzzed input), make/unmake, and perft counts for every
// rule set cross-checked by an independent brute-force referee written here from
// the rulings (SC-1, SC-2, SC-7, SC-9, SC-11..SC-13) and xiangqi movement alone:
// every from-to pair and kind change tried, filtered by legality. Random games
// compare the two at every step, with the points (SC-3, SC-8, SC-10, SC-14) and
// the turn order (SC-12).
#include "jifen/position.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::jifen;

namespace {

const QString StartFen = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
const QString MiddlegameFen = QStringLiteral("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1");

const RuleSet& rulesOf(const QString& variant) { return *findRuleSet(variant.toStdString()); }

// ---- the brute-force referee --------------------------------------------------

// The board as FEN letters and kind letters, [file][rank].
struct Board {
    char piece[9][10] = {};
    char kind[9][10] = {};
};

Board boardOf(const Position& p)
{
    Board b;
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 10; ++r) {
            const Square s = xiangqi::makeSquare(f, r);
            const Piece piece = p.at(s);
            b.piece[f][r] = piece == xiangqi::NoPiece ? 0 : xiangqi::fenChar(piece);
            b.kind[f][r] = kindLetter(p.kindAt(s));
        }
    return b;
}

bool isRed(char piece) { return piece >= 'A' && piece <= 'Z'; }
bool inPalace(bool red, int f, int r) { return f >= 3 && f <= 5 && (red ? r <= 2 : r >= 7); }
bool onOwnHalf(bool red, int r) { return red ? r <= 4 : r >= 5; }

// Xiangqi movement: the piece on (f1, r1) may go to (f2, r2), capturing an enemy there.
bool reaches(const Board& b, int f1, int r1, int f2, int r2)
{
    const char p = b.piece[f1][r1], t = b.piece[f2][r2];
    if (!p || (f1 == f2 && r1 == r2) || (t && isRed(t) == isRed(p)))
        return false;
    const bool red = isRed(p);
    const int df = f2 - f1, dr = r2 - r1, adf = std::abs(df), adr = std::abs(dr);
    switch (std::tolower(p)) {
    case 'k': return adf + adr == 1 && inPalace(red, f2, r2);
    case 'a': return adf == 1 && adr == 1 && inPalace(red, f2, r2);
    case 'b': return adf == 2 && adr == 2 && onOwnHalf(red, r2) && !b.piece[f1 + df / 2][r1 + dr / 2];
    case 'n':
        if (adf == 1 && adr == 2)
            return !b.piece[f1][r1 + dr / 2];
        if (adf == 2 && adr == 1)
            return !b.piece[f1 + df / 2][r1];
        return false;
    case 'r':
    case 'c': {
        if (df != 0 && dr != 0)
            return false;
        int between = 0;
        const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
        for (int f = f1 + sf, r = r1 + sr; f != f2 || r != r2; f += sf, r += sr)
            between += b.piece[f][r] != 0;
        return (std::tolower(p) == 'r' || !t) ? between == 0 : between == 1;
    }
    case 'p': {
        const int ahead = red ? dr : -dr;
        return (df == 0 && ahead == 1) || (dr == 0 && adf == 1 && !onOwnHalf(red, r1));
    }
    }
    return false;
}

std::string kindsOf(const QString& variant)
{
    if (variant == QLatin1String("jifen-simple"))
        return "ni"; // SC-7
    if (variant == QLatin1String("jifen-match"))
        return "nsi"; // SC-9
    return "nski"; // SC-11
}

// SC-7, SC-9, SC-11: idle never captures; small never captures small; others as xiangqi.
bool mayCapture(char attacker, char victim) { return attacker != 'i' && !(attacker == 's' && victim == 's'); }

// SC-1: the general of `red` could be captured by an enemy allowed to capture it,
// the other general across an open file included.
bool generalCapturable(const Board& b, bool red)
{
    int gf = -1, gr = -1, ef = -1, er = -1;
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 10; ++r)
            if (std::tolower(b.piece[f][r]) == 'k')
                (isRed(b.piece[f][r]) == red ? gf : ef) = f, (isRed(b.piece[f][r]) == red ? gr : er) = r;
    const char gk = b.kind[gf][gr];
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 10; ++r)
            if (b.piece[f][r] && isRed(b.piece[f][r]) != red && reaches(b, f, r, gf, gr)
                && mayCapture(b.kind[f][r], gk))
                return true;
    if (ef == gf && mayCapture(b.kind[ef][er], gk)) {
        for (int r = std::min(gr, er) + 1; r < std::max(gr, er); ++r)
            if (b.piece[gf][r])
                return false;
        return true;
    }
    return false;
}

std::string squareText(int f, int r) { return {char('a' + f), char('0' + r)}; }

// Every legal action, by the rulings as written.
std::vector<std::string> bruteLegal(const Position& p, const QString& variant)
{
    const bool contest = variant == QLatin1String("jifen-contest");
    const ActionEffect* last = p.lastEffect();
    // SC-11, SC-4, SC-5: the game is over.
    if ((contest && last && last->captured != xiangqi::NoPiece && last->capturedKind == Kind::King)
        || p.score(Side::Red) >= p.targetScore() || p.score(Side::Black) >= p.targetScore() || p.ply() >= 400)
        return {};
    const Board b = boardOf(p);
    const bool red = p.sideToAct() == Side::Red;
    const std::string kinds = kindsOf(variant);
    std::vector<std::string> out;
    if (p.phase() == TurnPhase::SecondMove)
        out.push_back("end");
    for (int f1 = 0; f1 < 9; ++f1)
        for (int r1 = 0; r1 < 10; ++r1) {
            if (!b.piece[f1][r1] || isRed(b.piece[f1][r1]) != red)
                continue;
            for (int f2 = 0; f2 < 9; ++f2)
                for (int r2 = 0; r2 < 10; ++r2) {
                    if (!reaches(b, f1, r1, f2, r2))
                        continue;
                    const bool capture = b.piece[f2][r2] != 0;
                    if (capture && p.phase() == TurnPhase::FirstTurn) // SC-12
                        continue;
                    if (capture && !mayCapture(b.kind[f1][r1], b.kind[f2][r2]))
                        continue;
                    // SC-13: in the contest, kinds change from the first capture on.
                    const bool changes = !contest || p.phase() == TurnPhase::OneMove || capture;
                    std::string options = " "; // ' ': the kind is kept
                    if (changes)
                        for (char k : kinds)
                            if (k != b.kind[f1][r1])
                                options += k;
                    for (char k : options) {
                        Board after = b;
                        after.piece[f2][r2] = b.piece[f1][r1];
                        after.kind[f2][r2] = k == ' ' ? b.kind[f1][r1] : k;
                        after.piece[f1][r1] = 0;
                        after.kind[f1][r1] = 'n';
                        if (generalCapturable(after, red))
                            continue;
                        std::string text = squareText(f1, r1) + squareText(f2, r2);
                        if (k != ' ')
                            text += std::string("=") + k;
                        out.push_back(text);
                    }
                }
        }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> fastLegal(const Position& p)
{
    std::vector<std::string> out;
    for (const Action& a : p.legalActions())
        out.push_back(actionText(a));
    std::sort(out.begin(), out.end());
    return out;
}

// The brute-force perft; also compares the two generators at every inner node.
std::uint64_t brutePerft(Position& p, const QString& variant, int depth, QString& firstMismatch)
{
    if (depth == 0)
        return 1;
    const std::vector<std::string> brute = bruteLegal(p, variant);
    if (firstMismatch.isEmpty() && brute != fastLegal(p))
        firstMismatch = QString::fromStdString(p.fen());
    if (depth == 1)
        return brute.size();
    std::uint64_t nodes = 0;
    for (const std::string& text : brute) {
        p.makeAction(*parseAction(text));
        nodes += brutePerft(p, variant, depth - 1, firstMismatch);
        p.unmakeAction();
    }
    return nodes;
}

// SC-3, SC-8, SC-10, SC-14 as written: {own, opponent} points of a move.
Points rulingPoints(const QString& variant, char kind, bool check)
{
    if (variant == QLatin1String("jifen-simple"))
        return check ? Points{-1, 0} : kind == 'i' ? Points{1, 0} : Points{0, 0};
    if (variant == QLatin1String("jifen-match")) {
        if (check)
            return {0, 2};
        return kind == 'n' ? Points{0, 1} : kind == 'i' ? Points{1, 0} : Points{0, 0};
    }
    return kind == 'n' ? Points{0, 1} : (kind == 'k' || kind == 'i') ? Points{1, 0} : Points{0, 0};
}

QStringList qStrings(const std::vector<std::string>& v)
{
    QStringList out;
    for (const auto& s : v)
        out << QString::fromStdString(s);
    return out;
}

} // namespace

class TestJifenPosition : public QObject {
    Q_OBJECT
private slots:
    void fenRoundTrip_data();
    void fenRoundTrip();
    void fenErrors_data();
    void fenErrors();
    void fenFuzz();
    void actionSyntax_data();
    void actionSyntax();
    void makeUnmakeRestores_data();
    void makeUnmakeRestores();
    void perft_data();
    void perft();
    void randomGamesAgree_data();
    void randomGamesAgree();
};

void TestJifenPosition::fenRoundTrip_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("written");
    const QString board = StartFen.left(StartFen.indexOf(QLatin1Char(' ')));

    QTest::newRow("standard start FEN, simple") << "jifen-simple" << StartFen << StartFen + " score:0,0 ply:0";
    QTest::newRow("standard start FEN, contest: the first turn")
        << "jifen-contest" << StartFen << StartFen + " score:0,0 turn:first ply:0";
    QTest::newRow("board and side only") << "jifen-match" << board + " w" << StartFen + " score:0,0 ply:0";
    QTest::newRow("standard FEN after a move, contest: a two-move turn")
        << "jifen-contest" << board + " b - - 1 1" << board + " b - - 1 1 score:0,0 turn:two ply:0";
    QTest::newRow("standard FEN with pieces missing, contest: one-move turns")
        << "jifen-contest" << MiddlegameFen << MiddlegameFen + " score:0,0 turn:one ply:0";
    QTest::newRow("kinds written in a0..i9 order")
        << "jifen-contest" << MiddlegameFen + " kinds:e7=k,c2=s,d0=i" << MiddlegameFen + " kinds:d0=i,c2=s,e7=k score:0,0 turn:one ply:0";
    QTest::newRow("fields in any order, negative score")
        << "jifen-match" << StartFen + " ply:7 score:-2,5 kinds:h2=i"
        << StartFen + " kinds:h2=i score:-2,5 ply:7";
    QTest::newRow("upper-case kinds, normal kinds omitted, kinds:- accepted")
        << "jifen-match" << StartFen + " kinds:H2=S,e0=n" << StartFen + " kinds:h2=s score:0,0 ply:0";
    QTest::newRow("no kinds") << "jifen-simple" << StartFen + " kinds:-" << StartFen + " score:0,0 ply:0";
    QTest::newRow("the default target is not written")
        << "jifen-simple" << StartFen + " target:30" << StartFen + " score:0,0 ply:0";
    QTest::newRow("SC-6 another target is written") << "jifen-match" << StartFen + " target:50"
                                                    << StartFen + " score:0,0 ply:0 target:50";
    QTest::newRow("turn:one in a one-move rule set") << "jifen-simple" << StartFen + " turn:one"
                                                     << StartFen + " score:0,0 ply:0";
    QTest::newRow("contest second move")
        << "jifen-contest" << board + " b - - 1 1 turn:second ply:3" << board + " b - - 1 1 score:0,0 turn:second ply:3";
    QTest::newRow("SC-1 small generals facing: no standard FEN allows it")
        << "jifen-match" << "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 kinds:e0=s,e9=s"
        << "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 kinds:e0=s,e9=s score:0,0 ply:0";
    QTest::newRow("SC-12 turn:second without a legal move passes the turn")
        << "jifen-contest" << "5k3/9/9/9/3r5/9/9/6n2/r8/4K4 w - - 0 1 turn:second"
        << "5k3/9/9/9/3r5/9/9/6n2/r8/4K4 b - - 0 1 score:0,0 turn:two ply:0";
}

void TestJifenPosition::fenRoundTrip()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, written);
    std::string error;
    const auto p = Position::fromFen(rulesOf(variant), fen.toStdString(), &error);
    QVERIFY2(p, error.c_str());
    QCOMPARE(QString::fromStdString(p->fen()), written);
    const auto again = Position::fromFen(rulesOf(variant), p->fen(), &error);
    QVERIFY2(again, error.c_str());
    QCOMPARE(QString::fromStdString(again->fen()), written);
    QCOMPARE(again->hash(), p->hash());
}

void TestJifenPosition::fenErrors_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("why");
    const QString s = QStringLiteral("jifen-simple"), m = QStringLiteral("jifen-match"), c = QStringLiteral("jifen-contest");
    const QString sp = StartFen + QLatin1Char(' ');

    QTest::newRow("empty") << s << "" << "empty";
    QTest::newRow("blanks only") << s << "   " << "empty";
    QTest::newRow("scoring fields without a board") << s << "score:0,0" << "board";
    QTest::newRow("bad board") << s << "rnbakabnr/9/1c5c1 w" << "ranks";
    QTest::newRow("standard field after a scoring field") << s << sp + "score:0,0 w" << "unexpected field";
    QTest::newRow("unknown field") << s << sp + "clock:5" << "unknown field";
    QTest::newRow("field given twice") << s << sp + "score:0,0 score:1,1" << "twice";
    QTest::newRow("kinds item without '='") << m << sp + "kinds:h2s" << "point and a kind";
    QTest::newRow("kinds item off the board") << m << sp + "kinds:j2=s" << "point and a kind";
    QTest::newRow("unknown kind letter") << m << sp + "kinds:h2=x" << "point and a kind";
    QTest::newRow("kinds list with an empty item") << m << sp + "kinds:h2=s," << "point and a kind";
    QTest::newRow("kind on an empty point") << m << sp + "kinds:e5=s" << "no piece on e5";
    QTest::newRow("kind given twice") << m << sp + "kinds:h2=s,h2=i" << "twice";
    QTest::newRow("SC-7 small pieces in the simple rules") << s << sp + "kinds:h2=s" << "small pieces are not used";
    QTest::newRow("SC-9 king pieces in the match rules") << m << sp + "kinds:h2=k" << "king pieces are not used";
    QTest::newRow("score with one number") << s << sp + "score:3" << "score";
    QTest::newRow("score not a number") << s << sp + "score:a,b" << "score";
    QTest::newRow("score huge") << s << sp + "score:99999999999,0" << "score";
    QTest::newRow("score beyond the bound") << s << sp + "score:2000000,0" << "score";
    QTest::newRow("turn unknown") << c << sp + "turn:third" << "turn";
    QTest::newRow("SC-12 two-move turns in a one-move rule set") << s << sp + "turn:two" << "one-move";
    QTest::newRow("ply negative") << s << sp + "ply:-1" << "ply";
    QTest::newRow("SC-5 ply past the limit") << s << sp + "ply:401" << "limit";
    QTest::newRow("SC-6 target zero") << s << sp + "target:0" << "target";
    QTest::newRow("SC-6 target negative") << s << sp + "target:-5" << "target";
    QTest::newRow("SC-13 a kind before the first capture") << c << sp + "kinds:h2=i" << "first capture";
    QTest::newRow("SC-13 a kind in a two-move turn") << c << MiddlegameFen + " turn:two kinds:c2=s" << "first capture";
    QTest::newRow("SC-1 the side not to act is in check")
        << s << "3k5/9/9/9/4r4/9/9/9/9/4K4 b - - 0 1" << "not to act (red) is in check";
    QTest::newRow("SC-1 the generals face: the side not to act is in check")
        << m << "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 kinds:e0=s" << "not to act (black) is in check";
    QTest::newRow("SC-12 in check before the second move")
        << c << "3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1 turn:second" << "second move";
    QTest::newRow("control characters") << s << QStringLiteral("rnbakabnr\x01/9 w") << "FEN";
    QTest::newRow("very long") << s << QString(5000, QLatin1Char('k')) << "FEN";
}

void TestJifenPosition::fenErrors()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, why);
    std::string error;
    QVERIFY(!Position::fromFen(rulesOf(variant), fen.toStdString(), &error));
    QVERIFY2(QString::fromStdString(error).contains(why, Qt::CaseInsensitive), error.c_str());
}

// Mutated FENs never crash; what is accepted writes a FEN that reads back the same.
void TestJifenPosition::fenFuzz()
{
    QRandomGenerator rng(20240611);
    // Each seed with a rule set that accepts it unmutated.
    const QStringList seeds{StartFen + " kinds:h2=s,e0=i score:3,-4 ply:12",
                            MiddlegameFen + " kinds:e7=k,c2=s turn:one score:1,2 ply:40 target:60",
                            StartFen + " turn:second ply:2"};
    const char* seedRules[] = {"jifen-match", "jifen-contest", "jifen-contest"};
    const QByteArray alphabet("kabnrcpKABNRCP0123456789/ -:=,wbnsikturnplyscoretarget");
    int accepted = 0;
    for (int i = 0; i < 3000; ++i) {
        QByteArray fen = seeds[i % seeds.size()].toLatin1();
        // Half the edits go to the scoring fields, the part this parser adds.
        const int tail = fen.lastIndexOf(" - - ");
        for (int edits = rng.bounded(4) ? 1 : 2; edits > 0; --edits) {
            const int at = rng.bounded(2) && tail < fen.size() ? tail + rng.bounded(fen.size() - tail + 1)
                                                             : rng.bounded(fen.size() + 1);
            switch (rng.bounded(3)) {
            case 0: fen.insert(at, alphabet[rng.bounded(alphabet.size())]); break;
            case 1: if (at < fen.size()) fen.remove(at, 1); break;
            default: if (at < fen.size()) fen[at] = alphabet[rng.bounded(alphabet.size())]; break;
            }
        }
        const RuleSet& rules = *findRuleSet(seedRules[i % seeds.size()]);
        std::string error;
        const auto p = Position::fromFen(rules, fen.toStdString(), &error);
        if (!p) {
            QVERIFY2(!error.empty(), fen.constData());
            continue;
        }
        ++accepted;
        const auto again = Position::fromFen(rules, p->fen(), &error);
        QVERIFY2(again, (fen + " -> " + QByteArray::fromStdString(p->fen()) + ": " + error.c_str()).constData());
        QCOMPARE(again->fen(), p->fen());
        p->legalActions(); // must not crash
    }
    QVERIFY2(accepted > 150, qPrintable(QString::number(accepted))); // the fuzz reaches the later checks
}

void TestJifenPosition::actionSyntax_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written"); // empty: refused
    QTest::newRow("move") << "h2e2" << "h2e2";
    QTest::newRow("move with kind change") << "h2e2=i" << "h2e2=i";
    QTest::newRow("upper case") << "H2E2=S" << "h2e2=s";
    QTest::newRow("end") << "end" << "end";
    QTest::newRow("END") << "END" << "end";
    QTest::newRow("unknown kind") << "h2e2=x" << "";
    QTest::newRow("missing kind letter") << "h2e2=" << "";
    QTest::newRow("separator other than =") << "h2e2:i" << "";
    QTest::newRow("dashed ICCS") << "h2-e2" << "";
    QTest::newRow("off the board") << "j2e2" << "";
    QTest::newRow("rank 10") << "h2e:" << "";
    QTest::newRow("empty") << "" << "";
    QTest::newRow("resign is not a move") << "resign" << "";
    QTest::newRow("long") << QString(300, QLatin1Char('e')) << "";
}

void TestJifenPosition::actionSyntax()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    std::string error;
    const auto a = parseAction(text.toStdString(), &error);
    QCOMPARE(bool(a), !written.isEmpty());
    if (a)
        QCOMPARE(QString::fromStdString(actionText(*a)), written);
    else
        QVERIFY(!error.empty());
}

void TestJifenPosition::makeUnmakeRestores_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("simple start") << "jifen-simple" << StartFen;
    QTest::newRow("match middlegame with kinds") << "jifen-match" << MiddlegameFen + " kinds:e7=s,c2=i,d0=s score:5,7";
    QTest::newRow("contest two-move turn") << "jifen-contest" << StartFen.left(StartFen.indexOf(' ')) + " b - - 1 1";
    QTest::newRow("contest second move") << "jifen-contest" << StartFen.left(StartFen.indexOf(' ')) + " b - - 1 1 turn:second";
    QTest::newRow("contest kings") << "jifen-contest" << MiddlegameFen + " kinds:e7=k,c2=k,d0=s,e0=s score:98,99";
}

// Every legal action, made and taken back, restores FEN and hash; each action's
// position hashes differently from the others.
void TestJifenPosition::makeUnmakeRestores()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    auto p = Position::fromFen(rulesOf(variant), fen.toStdString());
    QVERIFY(p);
    const std::string before = p->fen();
    const std::uint64_t hash = p->hash();
    QSet<quint64> hashes;
    const ActionList actions = p->legalActions();
    QVERIFY(!actions.empty());
    for (const Action& a : actions) {
        p->makeAction(a);
        QVERIFY2(!hashes.contains(p->hash()), actionText(a).c_str());
        hashes.insert(p->hash());
        // The hash is a function of the position: a fresh parse of its FEN agrees.
        const auto reread = Position::fromFen(rulesOf(variant), p->fen());
        QVERIFY2(reread, p->fen().c_str());
        QCOMPARE(reread->hash(), p->hash());
        p->unmakeAction();
        QCOMPARE(p->fen(), before);
        QCOMPARE(p->hash(), hash);
    }
    QCOMPARE(p->actionCount(), 0);
}

// Perft: the fast generator's counts, and the brute-force referee's at the same
// depth (it also compares the lists at every inner node).
void TestJifenPosition::perft_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    const QString board = StartFen.left(StartFen.indexOf(' '));

    // Depth 1 by hand: 44 xiangqi moves, each kept or turned into every other kind in
    // use (SC-7: 2 ways, SC-9: 3 ways); the contest's first move may neither capture
    // (the two cannon captures h2h9 and b2b9 go) nor change kind (SC-12, SC-13).
    QTest::newRow("simple start depth 1") << "jifen-simple" << StartFen << 1 << 88ull;
    QTest::newRow("match start depth 1") << "jifen-match" << StartFen << 1 << 132ull;
    QTest::newRow("contest start depth 1") << "jifen-contest" << StartFen << 1 << 42ull;
    QTest::newRow("simple start depth 2") << "jifen-simple" << StartFen << 2 << 7692ull;
    QTest::newRow("match start depth 2") << "jifen-match" << StartFen << 2 << 17298ull;
    QTest::newRow("contest start depth 2") << "jifen-contest" << StartFen << 2 << 2042ull;
    QTest::newRow("contest start depth 3") << "jifen-contest" << StartFen << 3 << 126761ull;
    QTest::newRow("simple middlegame with idle pieces depth 2")
        << "jifen-simple" << MiddlegameFen + " kinds:e7=i,f3=i,b6=i" << 2 << 4502ull;
    QTest::newRow("match middlegame with small and idle pieces depth 2")
        << "jifen-match" << MiddlegameFen + " kinds:e7=s,e5=s,b6=s,f3=i,c2=i,d2=s" << 2 << 10101ull;
    QTest::newRow("contest middlegame with kings depth 2")
        << "jifen-contest" << MiddlegameFen + " kinds:e7=k,f8=s,c2=i,d0=k,b6=s" << 2 << 18094ull;
    QTest::newRow("contest opening, second move depth 3")
        << "jifen-contest" << board + " b - - 1 1 turn:second" << 3 << 326508ull;
    QTest::newRow("match small generals facing depth 3")
        << "jifen-match" << "3aka3/9/9/9/9/9/9/9/9/3AKR3 w - - 0 1 kinds:e0=s,e9=s,f0=s" << 3
        << 14505ull;
}

void TestJifenPosition::perft()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    auto p = Position::fromFen(rulesOf(variant), fen.toStdString());
    QVERIFY(p);
    const std::string before = p->fen();
    QCOMPARE(qulonglong(p->perft(depth)), nodes);
    QCOMPARE(p->fen(), before);
    QString mismatch;
    QCOMPARE(qulonglong(brutePerft(*p, variant, depth, mismatch)), nodes);
    QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("generators differ at ") + mismatch));
}

void TestJifenPosition::randomGamesAgree_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("simple from the start") << "jifen-simple" << StartFen;
    QTest::newRow("match from the start") << "jifen-match" << StartFen;
    QTest::newRow("contest from the start") << "jifen-contest" << StartFen;
    QTest::newRow("contest from a middlegame") << "jifen-contest" << MiddlegameFen + " kinds:e7=k,d0=k";
}

// Random games: at every step the fast and the brute-force lists agree, the points
// follow the rulings, the turn passes as SC-12 says, and FEN and hash round-trip.
void TestJifenPosition::randomGamesAgree()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QRandomGenerator rng(qHash(variant + fen));
    const bool contest = variant == QLatin1String("jifen-contest");
    int steps = 0;
    for (int game = 0; game < 8; ++game) {
        auto p = Position::fromFen(rulesOf(variant), fen.toStdString());
        QVERIFY(p);
        for (int ply = 0; ply < 160; ++ply) {
            const std::vector<std::string> brute = bruteLegal(*p, variant);
            const std::vector<std::string> fast = fastLegal(*p);
            if (brute != fast)
                QCOMPARE(qStrings(fast), qStrings(brute)); // shows the difference
            QCOMPARE(p->result().over(), brute.empty());
            if (brute.empty())
                break;
            const std::string text = brute[rng.bounded(int(brute.size()))];
            const Action a = *parseAction(text);
            const Board b = boardOf(*p);
            const Side side = p->sideToAct();
            const TurnPhase phase = p->phase();
            const int own = p->score(side), other = p->score(xiangqi::opposite(side));
            p->makeAction(a);
            ++steps;
            const ActionEffect& e = *p->lastEffect();
            if (!a.isEnd()) {
                // Points by the kind before the change, check after it (SC-2, SC-3).
                const bool check = generalCapturable(boardOf(*p), side == Side::Black);
                QCOMPARE(e.check, check);
                const Points want = rulingPoints(variant, b.kind[xiangqi::fileOf(a.move.from)][xiangqi::rankOf(a.move.from)], check);
                QCOMPARE(p->score(side) - own, want.own);
                QCOMPARE(p->score(xiangqi::opposite(side)) - other, want.opponent);
            }
            // SC-12: who acts next.
            const bool capture = !a.isEnd() && b.piece[xiangqi::fileOf(a.move.to)][xiangqi::rankOf(a.move.to)];
            const bool sameSideMayGoOn = contest && phase == TurnPhase::TwoMoveTurn && !capture && !e.check;
            const bool sameSide = sameSideMayGoOn && !e.noSecondMove;
            QCOMPARE(p->sideToAct() == side, sameSide);
            if (e.noSecondMove)
                QVERIFY(sameSideMayGoOn);
            // FEN and hash round trip.
            const auto reread = Position::fromFen(rulesOf(variant), p->fen());
            QVERIFY2(reread, p->fen().c_str());
            QCOMPARE(reread->fen(), p->fen());
            QCOMPARE(reread->hash(), p->hash());
        }
        // Taking everything back returns to the start.
        while (p->actionCount() > 0)
            p->unmakeAction();
        QCOMPARE(QString::fromStdString(p->fen()),
                 QString::fromStdString(Position::fromFen(rulesOf(variant), fen.toStdString())->fen()));
    }
    QVERIFY(steps > 200);
}

QTEST_GUILESS_MAIN(TestJifenPosition)
#include "tst_jifen_position.moc"
