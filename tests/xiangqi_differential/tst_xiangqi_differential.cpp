// Differential test of our xiangqi move generation against Fairy-Stockfish, an
// independent engine: the same positions, perft with the per-move divide,
// compared move by move. It covers XQ-1 (how each piece moves, the river, the
// palace, horse legs, elephant eyes, cannon screens, the generals never facing
// on an open file) and XQ-2 (no move may leave the own general attacked) on
// several hundred positions no one chose by hand.
//
// Positions come from seeded random play (fixed seeds, own PRNG, so the set is
// the same on every machine and every run) and from random legal endgame
// set-ups. The seed of every position is in its row name and in any failure.
//
// Fairy-Stockfish is a required test dependency (scripts/deps installs the
// Debian package); without it the test fails instead of passing silently.
#include "xiangqi/position.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <map>
#include <optional>
#include <set>

using namespace qiyuan::xiangqi;

namespace {

// ---- deterministic randomness --------------------------------------------

// splitmix64: tiny, and unlike std:: distributions it gives the same numbers
// with every compiler and standard library.
class Rng {
public:
    explicit Rng(quint64 seed) : state_(seed * 0x2545F4914F6CDD1Dull + 1) {}
    quint64 next()
    {
        quint64 z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<quint64>(n)); }
    bool chance(int percent) { return below(100) < percent; }

private:
    quint64 state_;
};

// ---- the positions --------------------------------------------------------

enum Tag : unsigned {
    InCheck = 1,        // side to move is in check (XQ-2: only evasions are legal)
    AfterCapture = 2,   // the last move captured
    FacingGenerals = 4, // a move could open the file between the generals (XQ-1)
    Sparse = 8,         // ten pieces or fewer
    SetUp = 16,         // a random set-up, not reached by play
};

struct Sample {
    QString origin; // how to regenerate it: generator, seed, ply
    std::string fen;
    unsigned tags = 0;
    bool deep = false; // also compared at depth 3
};

int pieceCount(const Position& pos)
{
    int n = 0;
    for (Square s : AllSquares)
        n += isPiece(pos.at(s));
    return n;
}

// A "facing-generals situation": the generals share a file with exactly one
// piece between them (that piece may not leave the file), or a general could
// step sideways onto the other general's open file. Both moves are illegal by
// XQ-1 and only the facing rule forbids them.
bool facingGeneralsSituation(const Position& pos)
{
    const Square g[2] = {pos.generalSquare(Side::Red), pos.generalSquare(Side::Black)};
    if (g[0] == NoSquare || g[1] == NoSquare)
        return false;
    auto piecesBetween = [&](int file, int rankLo, int rankHi) {
        int n = 0;
        for (int r = rankLo + 1; r < rankHi; ++r)
            n += isPiece(pos.at(file, r));
        return n;
    };
    const int redRank = rankOf(g[0]), blackRank = rankOf(g[1]);
    if (fileOf(g[0]) == fileOf(g[1]))
        return piecesBetween(fileOf(g[0]), redRank, blackRank) == 1;
    if (std::abs(fileOf(g[0]) - fileOf(g[1])) != 1)
        return false;
    // Red stepping onto black's file, or black onto red's, with the file open.
    const bool redStepOpen = pos.at(fileOf(g[1]), redRank) == NoPiece
        && piecesBetween(fileOf(g[1]), redRank, blackRank) == 0;
    const bool blackStepOpen = pos.at(fileOf(g[0]), blackRank) == NoPiece
        && piecesBetween(fileOf(g[0]), redRank, blackRank) == 0;
    return redStepOpen || blackStepOpen;
}

unsigned classify(const Position& pos)
{
    unsigned tags = 0;
    if (pos.inCheck())
        tags |= InCheck;
    if (pos.plyCount() > 0 && pos.lastCaptured() != NoPiece)
        tags |= AfterCapture;
    if (facingGeneralsSituation(pos))
        tags |= FacingGenerals;
    if (pieceCount(pos) <= 10)
        tags |= Sparse;
    return tags;
}

QString tagNames(unsigned tags)
{
    QStringList names;
    if (tags & InCheck)
        names << QStringLiteral("check");
    if (tags & AfterCapture)
        names << QStringLiteral("after capture");
    if (tags & FacingGenerals)
        names << QStringLiteral("facing generals");
    if (tags & Sparse)
        names << QStringLiteral("sparse");
    return names.join(QLatin1String(", "));
}

class SampleSet {
public:
    std::vector<Sample> samples;

    // Keeps the first sample of each placement + side to move.
    void add(const QString& origin, const Position& pos, unsigned extraTags = 0)
    {
        std::string key = pos.fen();
        key = key.substr(0, key.find(" - ")); // clocks do not change the move tree
        if (!seen_.insert(key).second)
            return;
        samples.push_back(Sample{origin, pos.fen(), classify(pos) | extraTags, false});
    }

private:
    std::set<std::string> seen_;
};

Move randomMove(const MoveList& moves, Rng& rng) { return moves[rng.below(moves.size())]; }

// Uniform random play from the start position; keeps a few positions of each
// game: some at fixed plies, and the first ones in check / after a capture /
// in a facing-generals situation, so those are well represented.
void uniformPlayouts(SampleSet& set)
{
    for (int seed = 1; seed <= 36; ++seed) {
        Rng rng(seed);
        Position pos;
        if (seed == 1)
            set.add(QStringLiteral("start position"), pos);
        int kept = 0, keptCheck = 0, keptCapture = 0, keptFacing = 0;
        const int length = 20 + rng.below(140);
        for (int ply = 1; ply <= length && kept < 9; ++ply) {
            const MoveList moves = pos.legalMoves();
            if (moves.empty())
                break;
            pos.makeMove(randomMove(moves, rng));
            const unsigned tags = classify(pos);
            const QString origin = QStringLiteral("playout seed %1 ply %2").arg(seed).arg(ply);
            bool keep = ply % 17 == 0;
            if ((tags & InCheck) && keptCheck < 2) {
                keep = true;
                ++keptCheck;
            } else if ((tags & AfterCapture) && keptCapture < 2) {
                keep = true;
                ++keptCapture;
            } else if ((tags & FacingGenerals) && keptFacing < 2) {
                keep = true;
                ++keptFacing;
            }
            if (keep) {
                set.add(origin, pos);
                ++kept;
            }
        }
    }
}

// Play that prefers captures, down to a few pieces: reaches the sparse
// endgames (lone generals, chariot against advisors, ...) where the facing
// rule and the general's own moves decide most of the move list.
void capturePlayouts(SampleSet& set)
{
    for (int seed = 1; seed <= 30; ++seed) {
        Rng rng(1000 + seed);
        Position pos;
        const int target = 3 + rng.below(8); // stop at 3..10 pieces
        for (int ply = 1; ply <= 400; ++ply) {
            const MoveList moves = pos.legalMoves();
            if (moves.empty())
                break;
            MoveList captures;
            for (const Move& m : moves)
                if (pos.at(m.to) != NoPiece)
                    captures.push(m);
            const bool capture = !captures.empty() && rng.chance(85);
            pos.makeMove(randomMove(capture ? captures : moves, rng));
            const int pieces = pieceCount(pos);
            const QString origin = QStringLiteral("capture playout seed %1 ply %2").arg(seed).arg(ply);
            // A few on the way down, then some quiet endgame moves at the end.
            if (pieces <= 16 && (capture || pos.inCheck()) && rng.chance(30))
                set.add(origin, pos);
            if (pieces <= target) {
                set.add(origin, pos);
                for (int extra = 1; extra <= 6; ++extra) {
                    const MoveList endMoves = pos.legalMoves();
                    if (endMoves.empty())
                        break;
                    pos.makeMove(randomMove(endMoves, rng));
                    if (extra % 3 == 0 || pos.inCheck())
                        set.add(QStringLiteral("capture playout seed %1 ply %2").arg(seed).arg(ply + extra), pos);
                }
                break;
            }
        }
    }
}

// Random endgame set-ups: two generals and up to six other pieces on points
// they can legally occupy, accepted only when Position::validate() agrees.
// Every other set-up puts the generals on the same or neighbouring files.
void randomSetUps(SampleSet& set)
{
    static constexpr PieceType extras[] = {Advisor, Elephant, Horse, Chariot, Cannon, Soldier};
    int accepted = 0;
    for (int seed = 1; accepted < 90 && seed <= 2000; ++seed) {
        Rng rng(50000 + seed);
        Position pos;
        pos.clear();
        const int redFile = 3 + rng.below(3);
        const int blackFile = seed % 2 ? std::clamp(redFile + rng.below(3) - 1, 3, 5) : 3 + rng.below(3);
        pos.put(makeSquare(redFile, rng.below(3)), makePiece(Side::Red, General));
        pos.put(makeSquare(blackFile, 7 + rng.below(3)), makePiece(Side::Black, General));
        const int wanted = 1 + rng.below(6);
        for (int placed = 0, tries = 0; placed < wanted && tries < 200; ++tries) {
            const Square s = AllSquares[rng.below(90)];
            if (pos.at(s) != NoPiece)
                continue;
            const Side side = rng.chance(50) ? Side::Red : Side::Black;
            pos.put(s, makePiece(side, extras[rng.below(6)]));
            // validate() also checks the side not to move; only the placement matters here.
            const std::string why = pos.validate();
            if (!why.empty() && why.find("not to move") == std::string::npos) {
                pos.put(s, NoPiece);
                continue;
            }
            ++placed;
        }
        pos.setSideToMove(rng.chance(50) ? Side::Red : Side::Black);
        if (!pos.validate().empty())
            pos.setSideToMove(opposite(pos.sideToMove()));
        if (!pos.validate().empty())
            continue; // both sides attacked (e.g. facing generals): not a position
        const std::size_t before = set.samples.size();
        set.add(QStringLiteral("set-up seed %1").arg(seed), pos, SetUp);
        accepted += set.samples.size() > before;
    }
}

const std::vector<Sample>& allSamples()
{
    static const std::vector<Sample> samples = [] {
        SampleSet set;
        uniformPlayouts(set);
        capturePlayouts(set);
        randomSetUps(set);
        // Depth 3 for every fourth position, so the deep subset mixes all kinds.
        for (std::size_t i = 0; i < set.samples.size(); i += 4)
            set.samples[i].deep = true;
        return set.samples;
    }();
    return samples;
}

// ---- perft with divide ----------------------------------------------------

struct Divide {
    std::map<std::string, quint64> moves; // ICCS move -> leaf count below it
    quint64 total = 0;
};

Divide ourDivide(Position pos, int depth)
{
    Divide d;
    for (const Move& m : pos.legalMoves()) {
        pos.makeMove(m);
        const quint64 n = pos.perft(depth - 1);
        pos.unmakeMove();
        d.moves[toIccs(m)] = n;
        d.total += n;
    }
    return d;
}

// Fairy-Stockfish writes squares with ranks 1..10 ("b3b10"); ICCS uses 0..9.
std::optional<std::string> fairyMoveToIccs(const QString& move)
{
    static const QRegularExpression re(QStringLiteral("^([a-i])(10|[1-9])([a-i])(10|[1-9])$"));
    const auto m = re.match(move);
    if (!m.hasMatch())
        return std::nullopt;
    std::string out;
    for (int part : {1, 3}) {
        out += m.captured(part).toStdString();
        out += static_cast<char>('0' + m.captured(part + 1).toInt() - 1);
    }
    return out;
}

// Names every move that is missing, extra or counted differently.
QString compareDivides(const Divide& ours, const Divide& theirs)
{
    QStringList diffs;
    for (const auto& [move, n] : ours.moves) {
        const auto it = theirs.moves.find(move);
        if (it == theirs.moves.end())
            diffs << QStringLiteral("%1 only in ours (%2)").arg(QString::fromStdString(move)).arg(n);
        else if (it->second != n)
            diffs << QStringLiteral("%1 ours %2, theirs %3").arg(QString::fromStdString(move)).arg(n).arg(it->second);
    }
    for (const auto& [move, n] : theirs.moves)
        if (!ours.moves.count(move))
            diffs << QStringLiteral("%1 only in Fairy-Stockfish (%2)").arg(QString::fromStdString(move)).arg(n);
    if (ours.total != theirs.total)
        diffs << QStringLiteral("total ours %1, theirs %2").arg(ours.total).arg(theirs.total);
    return diffs.join(QLatin1String("; "));
}

// ---- the reference engine -------------------------------------------------

// One Fairy-Stockfish process, spoken to over UCI. Every read has a deadline.
class FairyStockfish {
public:
    static constexpr int ReplyTimeoutMs = 15000;

    static QString locate()
    {
        const QString fromEnv = qEnvironmentVariable("QIYUAN_FAIRY_STOCKFISH");
        if (!fromEnv.isEmpty())
            return fromEnv; // start() reports it if it does not run
        QString path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
        if (path.isEmpty()) // Debian installs it in /usr/games, often not on PATH
            path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"),
                                                  {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")});
        return path;
    }

    ~FairyStockfish() { stop(); }

    // Starts the engine and selects xiangqi; returns an error text or empty.
    QString start(const QString& program)
    {
        process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process_.start(program, {});
        if (!process_.waitForStarted(ReplyTimeoutMs))
            return QStringLiteral("cannot start %1: %2").arg(program, process_.errorString());
        QString error;
        send("uci");
        bool hasXiangqi = false;
        if (!readUntil(
                [&](const QString& line) {
                    if (line.startsWith(QLatin1String("id name ")))
                        name_ = line.mid(8);
                    if (line.startsWith(QLatin1String("option name UCI_Variant")) && line.contains(QLatin1String(" xiangqi")))
                        hasXiangqi = true;
                    return line == QLatin1String("uciok");
                },
                &error))
            return QStringLiteral("no uciok: ") + error;
        if (!hasXiangqi)
            return QStringLiteral("%1 offers no xiangqi variant").arg(name_);
        send("setoption name UCI_Variant value xiangqi");
        send("isready");
        if (!readUntil([](const QString& line) { return line == QLatin1String("readyok"); }, &error))
            return QStringLiteral("no readyok: ") + error;
        return {};
    }

    QString name() const { return name_; }

    std::optional<Divide> perftDivide(const std::string& fen, int depth, QString* error)
    {
        send("position fen " + QByteArray::fromStdString(fen));
        send("go perft " + QByteArray::number(depth));
        Divide d;
        bool badLine = false;
        const bool done = readUntil(
            [&](const QString& line) {
                if (line.startsWith(QLatin1String("Nodes searched:"))) {
                    d.total = line.mid(15).trimmed().toULongLong();
                    return true;
                }
                const qsizetype colon = line.indexOf(QLatin1Char(':'));
                if (colon > 0) {
                    const auto move = fairyMoveToIccs(line.left(colon));
                    if (!move) {
                        *error = QStringLiteral("unreadable divide line '%1'").arg(line);
                        badLine = true;
                        return true;
                    }
                    d.moves[*move] = line.mid(colon + 1).trimmed().toULongLong();
                }
                return false;
            },
            error);
        if (!done || badLine)
            return std::nullopt;
        return d;
    }

    void stop()
    {
        if (process_.state() == QProcess::NotRunning)
            return;
        send("quit");
        if (!process_.waitForFinished(3000)) {
            process_.kill();
            process_.waitForFinished(3000);
        }
    }

private:
    void send(const QByteArray& command)
    {
        process_.write(command + '\n');
        process_.waitForBytesWritten(ReplyTimeoutMs);
    }

    // Reads lines until `last` returns true; false on timeout or engine exit.
    template <typename F>
    bool readUntil(F last, QString* error)
    {
        QDeadlineTimer deadline(ReplyTimeoutMs);
        while (true) {
            while (process_.canReadLine()) {
                const QString line = QString::fromUtf8(process_.readLine()).trimmed();
                if (last(line))
                    return true;
            }
            if (process_.state() != QProcess::Running) {
                *error = QStringLiteral("Fairy-Stockfish exited (code %1)").arg(process_.exitCode());
                return false;
            }
            if (deadline.hasExpired()) {
                *error = QStringLiteral("no answer from Fairy-Stockfish within %1 ms").arg(ReplyTimeoutMs);
                return false;
            }
            process_.waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        }
    }

    QProcess process_;
    QString name_;
};

} // namespace

class TestXiangqiDifferential : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void fairyMoveNames_data();
    void fairyMoveNames();
    void comparisonFindsDifferences();
    void sampleSetCoversTheRules();
    void perftMatchesFairyStockfish_data();
    void perftMatchesFairyStockfish();

private:
    FairyStockfish engine_;
};

void TestXiangqiDifferential::initTestCase()
{
    const QString program = FairyStockfish::locate();
    if (program.isEmpty())
        QFAIL("fairy-stockfish not found (looked on PATH, in /usr/games and $QIYUAN_FAIRY_STOCKFISH). "
              "It is required for this test: run scripts/deps (Debian package fairy-stockfish).");
    const QString error = engine_.start(program);
    QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("Fairy-Stockfish is required for this test (scripts/deps "
                                                        "installs it): ") + error));
    qInfo("reference engine: %s (%s)", qPrintable(engine_.name()), qPrintable(program));
}

void TestXiangqiDifferential::cleanupTestCase() { engine_.stop(); }

// The rank conversion: an off-by-one here would make every comparison fail,
// a wrong acceptance would hide moves.
void TestXiangqiDifferential::fairyMoveNames_data()
{
    QTest::addColumn<QString>("fairy");
    QTest::addColumn<QString>("iccs");
    QTest::newRow("cannon to centre") << "h3e3" << "h2e2";
    QTest::newRow("to rank 10") << "b3b10" << "b2b9";
    QTest::newRow("from rank 10") << "a10a9" << "a9a8";
    QTest::newRow("rank 0 does not exist") << "a0a1" << "";
    QTest::newRow("rank 11 does not exist") << "a11a1" << "";
    QTest::newRow("file j does not exist") << "j1j2" << "";
    QTest::newRow("not a move") << "Nodes searched" << "";
}

void TestXiangqiDifferential::fairyMoveNames()
{
    QFETCH(QString, fairy);
    QFETCH(QString, iccs);
    const auto move = fairyMoveToIccs(fairy);
    QCOMPARE(move ? QString::fromStdString(*move) : QString(), iccs);
}

// The comparison must see a missing move, an extra move and a wrong count.
void TestXiangqiDifferential::comparisonFindsDifferences()
{
    Divide ours;
    ours.moves = {{"h2e2", 44}, {"b2e2", 44}, {"a0a1", 43}};
    ours.total = 131;
    QVERIFY(compareDivides(ours, ours).isEmpty());
    Divide theirs = ours;
    theirs.moves.erase("a0a1");
    theirs.moves["i0i1"] = 43;
    theirs.moves["h2e2"] = 45;
    theirs.total = 132;
    const QString diff = compareDivides(ours, theirs);
    QVERIFY2(diff.contains(QLatin1String("a0a1 only in ours")), qPrintable(diff));
    QVERIFY2(diff.contains(QLatin1String("i0i1 only in Fairy-Stockfish")), qPrintable(diff));
    QVERIFY2(diff.contains(QLatin1String("h2e2 ours 44, theirs 45")), qPrintable(diff));
    QVERIFY2(diff.contains(QLatin1String("total")), qPrintable(diff));
}

// The generated set really contains the situations the rules are about.
void TestXiangqiDifferential::sampleSetCoversTheRules()
{
    const auto& samples = allSamples();
    int check = 0, capture = 0, facing = 0, sparse = 0, setUps = 0, deep = 0;
    for (const Sample& s : samples) {
        check += (s.tags & InCheck) != 0;
        capture += (s.tags & AfterCapture) != 0;
        facing += (s.tags & FacingGenerals) != 0;
        sparse += (s.tags & Sparse) != 0;
        setUps += (s.tags & SetUp) != 0;
        deep += s.deep;
        // Every position is one our own FEN reader accepts (validate() included).
        std::string error;
        QVERIFY2(Position::fromFen(s.fen, &error),
                 qPrintable(QStringLiteral("%1: %2 (%3)").arg(s.origin, QString::fromStdString(s.fen),
                                                              QString::fromStdString(error))));
    }
    qInfo("%d positions: %d in check, %d after a capture, %d facing-generals, %d sparse, %d set-ups, %d at depth 3",
          int(samples.size()), check, capture, facing, sparse, setUps, deep);
    QVERIFY(samples.size() >= 300);
    QVERIFY(check >= 40);
    QVERIFY(capture >= 40);
    QVERIFY(facing >= 40);
    QVERIFY(sparse >= 60);
    QVERIFY(setUps >= 60);
    QVERIFY(deep >= 40);
}

// XQ-1/XQ-2: the legal moves and the perft counts under each, equal to
// Fairy-Stockfish's at depth 2 for every position and at depth 3 for a subset.
void TestXiangqiDifferential::perftMatchesFairyStockfish_data()
{
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    const auto& samples = allSamples();
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const Sample& s = samples[i];
        const QString fen = QString::fromStdString(s.fen);
        const QString tags = tagNames(s.tags);
        for (int depth : {2, 3}) {
            if (depth == 3 && !s.deep)
                continue;
            const QString name = QStringLiteral("%1 %2 depth %3%4")
                                     .arg(i, 3, 10, QLatin1Char('0'))
                                     .arg(s.origin)
                                     .arg(depth)
                                     .arg(tags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(tags));
            QTest::newRow(qPrintable(name)) << s.origin << fen << depth;
        }
    }
}

void TestXiangqiDifferential::perftMatchesFairyStockfish()
{
    QFETCH(QString, origin);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const QString where = QStringLiteral("%1, FEN %2, depth %3").arg(origin, fen).arg(depth);
    std::string error;
    const auto pos = Position::fromFen(fen.toStdString(), &error);
    QVERIFY2(pos, qPrintable(where + QStringLiteral(": ") + QString::fromStdString(error)));

    QString engineError;
    const auto theirs = engine_.perftDivide(fen.toStdString(), depth, &engineError);
    QVERIFY2(theirs, qPrintable(where + QStringLiteral(": ") + engineError));
    const Divide ours = ourDivide(*pos, depth);
    const QString diff = compareDivides(ours, *theirs);
    QVERIFY2(diff.isEmpty(), qPrintable(where + QStringLiteral(": ") + diff));
}

QTEST_GUILESS_MAIN(TestXiangqiDifferential)
#include "tst_xiangqi_differential.moc"
