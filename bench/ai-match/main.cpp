// qiyuan-bench-ai-match: plays our xiangqi AI against Fairy-Stockfish at equal
// time per move, from a set of opening positions with colours swapped, and
// prints the score with an Elo difference and its error margin, and the
// search speed of both. Games are adjudicated by our Game record: checkmate and
// stalemate (XQ-2), repetition with perpetual check/chase (XQ-3), the
// no-capture limit (XQ-4), and a total ply limit.
// Exit status: 0 done, 2 bad arguments or no engine.
#include "ai/xiangqi_search.h"
#include "uci/engineprocess.h"
#include "xiangqi/game.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QEventLoop>
#include <QStandardPaths>

#include <array>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <optional>
#include <random>

#include "openings.h"

using namespace qiyuan;
using namespace qiyuan::xiangqi;

namespace {

void say(const QString& text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

int fail(const QString& text)
{
    std::fputs(qPrintable(QStringLiteral("qiyuan-bench-ai-match: %1\n").arg(text)), stderr);
    return 2;
}

struct Opening {
    const char* name;
    const char* moves; // ICCS, ranks 0-9, from the start position
};

// The ten first moves of the earlier runs (results/2026-11-29-*) and of --speed;
// matches now use the 51 of openings.h unless --openings classic.
const Opening Openings[] = {
    {"start position", ""},
    {"central cannon v screen horses", "h2e2 h9g7 h0g2 b9c7"},
    {"same-direction cannons", "h2e2 h7e7"},
    {"opposite-direction cannons", "h2e2 b7e7"},
    {"pawn opening", "g3g4 c6c5"},
    {"elephant opening", "c0e2 h7e7"},
    {"horse opening", "h0g2 h9g7"},
    {"palace-corner cannon", "h2f2 h9g7"},
    {"central cannon v left horse", "h2e2 b9c7 h0g2 a9b9"},
    {"pawn opening v cannon", "c3c4 h7e7"},
};

// The opponent, through the project's UCI driver (engine/uci), waited for in a
// local event loop: this program has no other work while the engine thinks.
// The driver sends the game's moves in the engine's rank convention (1-10 for
// Fairy-Stockfish, 0-9 for an earlier build of qiyuan-cli uci) and reads its
// answer in either.
class Fairy {
public:
    ~Fairy()
    {
        if (engine_)
            engine_->quit(3000);
    }

    QString start(const QString& program, const QStringList& arguments, int hashMb)
    {
        QStringList words;
        for (const QString& w : QStringList{program} + arguments)
            words << (w.contains(QLatin1Char(' ')) ? QLatin1Char('"') + w + QLatin1Char('"') : w);
        engine_ = std::make_unique<uci::EngineProcess>(words.join(QLatin1Char(' ')));
        engine_->setOptions({{QStringLiteral("Threads"), QStringLiteral("1")},
                             {QStringLiteral("Hash"), QString::number(hashMb)}});
        QString error;
        QEventLoop loop;
        QObject::connect(engine_.get(), &uci::EngineProcess::ready, &loop, &QEventLoop::quit);
        QObject::connect(engine_.get(), &uci::EngineProcess::failed, &loop, [&](const uci::Failure& f) {
            error = f.kind == uci::Failure::Kind::NotStarted
                        ? QStringLiteral("cannot start %1: %2").arg(program, f.detail)
                        : QStringLiteral("%1 does not speak UCI").arg(program);
            loop.quit();
        });
        engine_->start();
        loop.exec();
        return error;
    }

    void newGame() { engine_->newGame(); }
    QString name() const { return engine_->name(); }

    // Its move after `moves` from `startFen`; a null move if it gave none in time.
    Move think(const std::string& startFen, const std::vector<Move>& moves, int moveTimeMs,
               std::uint64_t& nodes, std::int64_t& ms)
    {
        nodes = 0;
        ms = 0;
        Move best;
        engine_->setTimeouts(10000, moveTimeMs * 19 + 10000, 5000);
        QEventLoop loop;
        const QMetaObject::Connection info = QObject::connect(
            engine_.get(), &uci::EngineProcess::info, &loop, [&](const uci::UciInfo& i) {
                nodes = static_cast<std::uint64_t>(i.nodes);
                ms = i.timeMs;
            });
        QObject::connect(engine_.get(), &uci::EngineProcess::bestMove, &loop, [&](Move m) {
            best = m;
            loop.quit();
        });
        QObject::connect(engine_.get(), &uci::EngineProcess::failed, &loop, &QEventLoop::quit);
        engine_->search(*Position::fromFen(startFen), moves, moveTimeMs);
        loop.exec();
        QObject::disconnect(info);
        return best;
    }

private:
    std::unique_ptr<uci::EngineProcess> engine_;
};

struct Tally {
    int wins = 0, draws = 0, losses = 0;
    std::uint64_t ourNodes = 0, fairyNodes = 0;
    std::int64_t ourMs = 0, fairyMs = 0;
    long long ourDepth = 0;
    int ourMoves = 0;
};

QString eloText(const Tally& t)
{
    const int n = t.wins + t.draws + t.losses;
    if (n == 0)
        return QStringLiteral("n/a");
    const double p = (t.wins + 0.5 * t.draws) / n;
    auto elo = [](double s) { return -400.0 * std::log10(1.0 / s - 1.0); };
    if (p <= 0.0 || p >= 1.0)
        return p <= 0.0 ? QStringLiteral("-inf (no points)") : QStringLiteral("+inf (all points)");
    const double var = (t.wins * std::pow(1 - p, 2) + t.draws * std::pow(0.5 - p, 2) + t.losses * std::pow(p, 2)) / n;
    const double se = std::sqrt(var / n);
    const double lo = std::max(1e-4, p - 1.96 * se), hi = std::min(1 - 1e-4, p + 1.96 * se);
    // Likelihood of superiority: the chance that the first side is the
    // stronger, from wins and losses (draws say nothing about it).
    const double decisive = t.wins + t.losses;
    const double los = decisive > 0 ? 0.5 * (1.0 + std::erf((t.wins - t.losses) / std::sqrt(2.0 * decisive))) : 0.5;
    return QStringLiteral("%1 +- %2 (95%: %3 .. %4), LOS %5%")
        .arg(elo(p), 0, 'f', 0)
        .arg((elo(hi) - elo(lo)) / 2, 0, 'f', 0)
        .arg(elo(lo), 0, 'f', 0)
        .arg(elo(hi), 0, 'f', 0)
        .arg(100.0 * los, 0, 'f', 1);
}

// The openings by name: "wide" (openings.h, the default) or "classic" (the
// ten above). False with *error when the name is unknown or a move illegal.
bool loadOpenings(const QString& set, std::vector<std::vector<Move>>& lines, QStringList& names, QString& error)
{
    std::vector<std::pair<QString, QString>> chosen;
    if (set == QLatin1String("wide")) {
        for (const bench::NamedOpening& o : bench::MatchOpenings)
            chosen.emplace_back(QString::fromUtf8(o.name), QString::fromLatin1(o.moves));
    } else if (set == QLatin1String("classic")) {
        for (const Opening& o : Openings)
            chosen.emplace_back(QString::fromLatin1(o.name), QString::fromLatin1(o.moves));
    } else {
        error = QStringLiteral("--openings must be wide or classic");
        return false;
    }
    for (const auto& [name, moves] : chosen) {
        Game g;
        std::vector<Move> line;
        for (const QString& w : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const Move m = Position::parseIccs(w.toStdString());
            if (m.isNull() || g.play(m) != MoveError::None) {
                error = QStringLiteral("opening '%1': illegal move %2").arg(name, w);
                return false;
            }
            line.push_back(m);
        }
        lines.push_back(line);
        names << name;
    }
    return true;
}

// One game of our engine against itself: side A (red when aRed) with
// optionsA, side B with optionsB, each with its own table. Returns 1 when A
// wins, 0.5 for a draw (or the ply limit), 0 when A loses.
double selfPlayGame(const std::vector<Move>& opening, bool aRed, ai::XiangqiSearchOptions optionsA,
                    ai::XiangqiSearchOptions optionsB, ai::XiangqiSearch& searchA, ai::XiangqiSearch& searchB,
                    int maxPlies, std::mt19937_64& seeds, int& plies)
{
    Game game;
    for (const Move& m : opening)
        game.play(m);
    searchA.clear();
    searchB.clear();
    while (!game.over() && game.ply() < maxPlies) {
        const bool aToMove = (game.position().sideToMove() == Side::Red) == aRed;
        ai::XiangqiSearchOptions& options = aToMove ? optionsA : optionsB;
        options.seed = seeds();
        const ai::XiangqiSearchResult r =
            (aToMove ? searchA : searchB).search(game.position(), ai::priorPositions(game), options);
        if (r.best.isNull() || game.play(r.best) != MoveError::None) {
            game.resign(game.position().sideToMove()); // never expected: the search plays legal moves
            break;
        }
    }
    plies = game.ply();
    const GameResult r = game.result();
    if (!r.over() || r.verdict == Verdict::Draw)
        return 0.5;
    return (r.verdict == Verdict::RedWins) == aRed ? 1.0 : 0.0;
}

void count(Tally& tally, double score)
{
    score == 1.0 ? ++tally.wins : score == 0.0 ? ++tally.losses : ++tally.draws;
}

// `games` games of side A against side B from the openings, each opening with
// both colours (A red in the even games), one line per game with `label` and
// the running score from A's side.
Tally playPair(const QString& label, const ai::XiangqiSearchOptions& optionsA, const ai::XiangqiSearchOptions& optionsB,
               const std::vector<std::vector<Move>>& openings, const QStringList& names, int games, int maxPlies,
               int hashMb, int first)
{
    // One seed stream for the run: with --first K the random margins draw
    // from its start too, so game K+1 is not the same game as in a full run.
    std::mt19937_64 seeds(20261202);
    ai::XiangqiSearch searchA(hashMb), searchB(hashMb);
    Tally tally;
    for (int gi = first; gi < first + games; ++gi) {
        const std::size_t openingIndex = static_cast<std::size_t>(gi / 2) % openings.size();
        const bool aRed = gi % 2 == 0;
        int plies = 0;
        count(tally, selfPlayGame(openings[openingIndex], aRed, optionsA, optionsB, searchA, searchB, maxPlies, seeds,
                                  plies));
        say(QStringLiteral("  %1, game %2 (%3, %4): %5 plies   [+%6 =%7 -%8]")
                .arg(label)
                .arg(gi + 1)
                .arg(names[static_cast<int>(openingIndex)])
                .arg(aRed ? QStringLiteral("red") : QStringLiteral("black"))
                .arg(plies)
                .arg(tally.wins)
                .arg(tally.draws)
                .arg(tally.losses));
    }
    return tally;
}

QString scoreText(const Tally& t)
{
    const int n = t.wins + t.draws + t.losses;
    return QStringLiteral("+%1 =%2 -%3, %4%")
        .arg(t.wins)
        .arg(t.draws)
        .arg(t.losses)
        .arg(100.0 * (t.wins + 0.5 * t.draws) / std::max(1, n), 0, 'f', 1);
}

// --levels: each level against the next (1 v 2, ..., 7 v 8), `games` games a
// pair, at `moveTime` ms a move (a level's depth cap and random margin still
// apply). Prints the stronger level's score and the Elo step of each pair.
// `only` > 0: just the pair `only` + 1 v `only` (pairs side by side on several
// cores; `first` > 0 starts at that game, to split one pair over the cores).
// `settings`: the levels' settings, the table's unless --ladder gave
// candidates.
int levelLadder(const std::vector<std::vector<Move>>& openings, const QStringList& names, int games, int moveTime,
                int maxPlies, int hashMb, int only, const std::array<ai::LevelSettings, ai::MaxLevel>& settings,
                int first)
{
    QStringList budgets;
    for (const ai::LevelSettings& l : settings)
        budgets << (l.maxNodes ? QStringLiteral("%1:%2").arg(l.maxNodes).arg(l.randomMarginCp)
                               : QStringLiteral("none:%1").arg(l.randomMarginCp));
    say(QStringLiteral("Qiyuan levels, each against the next: %1 games a pair, %2 ms a move, %3-ply limit; "
                       "node budget:random margin by level: %4")
            .arg(games)
            .arg(moveTime)
            .arg(maxPlies)
            .arg(budgets.join(QLatin1Char(' '))));
    for (int weak = ai::MinLevel; weak < ai::MaxLevel; ++weak) {
        if (only > 0 && weak != only)
            continue;
        const int strong = weak + 1;
        ai::XiangqiSearchOptions strongOptions, weakOptions;
        strongOptions.limits.moveTimeMs = weakOptions.limits.moveTimeMs = moveTime;
        strongOptions.level = strong;
        weakOptions.level = weak;
        strongOptions.levelSettings = &settings[static_cast<std::size_t>(strong - 1)];
        weakOptions.levelSettings = &settings[static_cast<std::size_t>(weak - 1)];
        const Tally t = playPair(QStringLiteral("level %1 (side given) v %2").arg(strong).arg(weak), strongOptions,
                                 weakOptions, openings, names, games, maxPlies, hashMb, first);
        say(QStringLiteral("level %1 v level %2: %3 for level %1, Elo step %4")
                .arg(strong)
                .arg(weak)
                .arg(scoreText(t), eloText(t)));
    }
    return 0;
}

// --ladder "B:M,...": candidate settings of levels 1-7, each a node budget and
// a random margin in centipawns (level 8 keeps the table's). False with
// `error` set when the text is wrong.
bool parseLadder(const QString& text, std::array<ai::LevelSettings, ai::MaxLevel>& settings, QString& error)
{
    const QStringList items = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (items.size() != ai::MaxLevel - 1) {
        error = QStringLiteral("--ladder needs %1 budget:margin pairs, levels 1-%1").arg(ai::MaxLevel - 1);
        return false;
    }
    for (int i = 0; i < items.size(); ++i) {
        const QStringList parts = items[i].split(QLatin1Char(':'));
        bool ok1 = false, ok2 = false;
        const qulonglong nodes = parts.size() == 2 ? parts[0].trimmed().toULongLong(&ok1) : 0;
        const int margin = parts.size() == 2 ? parts[1].trimmed().toInt(&ok2) : 0;
        if (!ok1 || !ok2 || nodes < 1 || margin < 0 || margin > 1000) {
            error = QStringLiteral("--ladder: \"%1\" is not budget:margin (nodes from 1, margin 0..1000)").arg(items[i]);
            return false;
        }
        settings[static_cast<std::size_t>(i)].maxNodes = nodes;
        settings[static_cast<std::size_t>(i)].randomMarginCp = margin;
    }
    return true;
}

// --ab FILE: our engine with the weights of FILE against itself with the
// default weights, full strength. A tuned set is kept only if this (and a
// match against Fairy-Stockfish) says it is stronger.
int weightsMatch(const ai::EvalWeights& tuned, const std::vector<std::vector<Move>>& openings,
                 const QStringList& names, int games, int moveTime, int maxPlies, int hashMb, int first)
{
    say(QStringLiteral("Qiyuan with the given weights v the defaults: %1 games, %2 ms a move, %3-ply limit")
            .arg(games)
            .arg(moveTime)
            .arg(maxPlies));
    const ai::EvalTables tunedTables(tuned);
    ai::XiangqiSearchOptions tunedOptions, defaultOptions;
    tunedOptions.limits.moveTimeMs = defaultOptions.limits.moveTimeMs = moveTime;
    tunedOptions.evaluation = &tunedTables;
    const Tally t = playPair(QStringLiteral("tuned (side given) v defaults"), tunedOptions, defaultOptions, openings,
                             names, games, maxPlies, hashMb, first);
    say(QStringLiteral("tuned v defaults: %1 for the tuned weights, Elo %2").arg(scoreText(t), eloText(t)));
    return 0;
}

// --speed: our search alone, to a fixed depth from each opening's position
// (a fresh hash table each), in nodes per second of wall time. Exit status 0.
int searchSpeed(int depth, int hashMb, int threads)
{
    say(QStringLiteral("Qiyuan search speed: depth %1, %2 MiB hash, %3 thread(s)").arg(depth).arg(hashMb).arg(threads));
    ai::XiangqiSearch search(hashMb);
    search.setThreads(threads);
    std::uint64_t totalNodes = 0;
    std::int64_t totalMs = 0;
    // CPU time too: on a shared machine the wall clock also counts other programs' turns.
    const std::clock_t cpuStart = std::clock();
    for (const Opening& o : Openings) {
        Game g;
        for (const QString& w : QString::fromLatin1(o.moves).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            g.play(Position::parseIccs(w.toStdString()));
        search.clear();
        ai::XiangqiSearchOptions options;
        options.limits.depth = depth;
        options.randomize = false;
        QElapsedTimer timer;
        timer.start();
        const ai::XiangqiSearchResult r = search.search(g.position(), ai::priorPositions(g), options);
        const std::int64_t ms = std::max<std::int64_t>(1, timer.elapsed());
        totalNodes += r.nodes;
        totalMs += ms;
        say(QStringLiteral("  %1: best %2, score %3, %4 nodes, %5 ms, %6 knodes/s")
                .arg(QLatin1String(o.name), -34)
                .arg(QString::fromStdString(toIccs(r.best)))
                .arg(r.score)
                .arg(r.nodes)
                .arg(ms)
                .arg(double(r.nodes) / ms, 0, 'f', 0));
    }
    const double cpuMs = std::max(1.0, 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    say(QStringLiteral("total: %1 nodes in %2 ms wall, %3 ms CPU: %4 nodes/s (wall), %5 nodes/s (CPU)")
            .arg(totalNodes)
            .arg(totalMs)
            .arg(cpuMs, 0, 'f', 0)
            .arg(double(totalNodes) * 1000.0 / double(totalMs), 0, 'f', 0)
            .arg(double(totalNodes) * 1000.0 / cpuMs, 0, 'f', 0));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Our xiangqi AI against Fairy-Stockfish"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("games"), QStringLiteral("games to play (default 20)"), QStringLiteral("N"), QStringLiteral("20")});
    parser.addOption({QStringLiteral("movetime"), QStringLiteral("ms per move for both (default 200)"), QStringLiteral("MS"), QStringLiteral("200")});
    parser.addOption({QStringLiteral("level"), QStringLiteral("our level 1-8 (default 8)"), QStringLiteral("L"), QStringLiteral("8")});
    parser.addOption({QStringLiteral("hash"), QStringLiteral("hash MiB for each engine (default 16)"), QStringLiteral("MB"), QStringLiteral("16")});
    parser.addOption({QStringLiteral("max-plies"), QStringLiteral("draw after this many plies (default 240)"), QStringLiteral("N"), QStringLiteral("240")});
    parser.addOption({QStringLiteral("engine"),
                      QStringLiteral("the opponent: Fairy-Stockfish (default), or any UCI xiangqi engine, such as an "
                                     "earlier build of qiyuan-cli with --engine-args uci"),
                      QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("engine-args"), QStringLiteral("the opponent's arguments, separated by spaces"),
                      QStringLiteral("ARGS")});
    parser.addOption({QStringLiteral("first"), QStringLiteral("index of the first game (to continue a run)"), QStringLiteral("K"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("moves"), QStringLiteral("print each game's moves")});
    parser.addOption({QStringLiteral("openings"),
                      QStringLiteral("wide: the 51 of openings.h (default); classic: the ten of the earlier runs"),
                      QStringLiteral("SET"), QStringLiteral("wide")});
    parser.addOption({QStringLiteral("levels"),
                      QStringLiteral("no Fairy-Stockfish: each level 1-7 against the next, --games games a pair")});
    parser.addOption({QStringLiteral("pair"),
                      QStringLiteral("with --levels: only level W+1 against level W"), QStringLiteral("W")});
    parser.addOption({QStringLiteral("ladder"),
                      QStringLiteral("with --levels: candidate settings of levels 1-7 instead of the table's, "
                                     "\"budget:margin,...\" (node budget, random margin in centipawns)"),
                      QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("weights"),
                      QStringLiteral("our evaluation's weights from FILE (\"Name value\" lines, qiyuan-bench-tune --out)"),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("ab"),
                      QStringLiteral("no Fairy-Stockfish: the weights of FILE against the defaults, --games games"),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("our search's threads (default 1; Lazy SMP)"), QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("speed"),
                      QStringLiteral("only time our search to depth D on the openings' positions (no Fairy-Stockfish)"),
                      QStringLiteral("D")});
    parser.addOption({QStringLiteral("random-plies"),
                      QStringLiteral("after each opening, N random legal plies (seeded by the game's number), so "
                                     "that games for tuning data do not repeat"),
                      QStringLiteral("N"), QStringLiteral("0")});
    parser.process(app);

    bool ok1 = false, ok2 = false, ok3 = false, ok4 = false, ok5 = false, ok6 = false;
    const int games = parser.value(QStringLiteral("games")).toInt(&ok1);
    const int moveTime = parser.value(QStringLiteral("movetime")).toInt(&ok2);
    const int level = parser.value(QStringLiteral("level")).toInt(&ok3);
    const int hashMb = parser.value(QStringLiteral("hash")).toInt(&ok4);
    const int maxPlies = parser.value(QStringLiteral("max-plies")).toInt(&ok5);
    const int first = parser.value(QStringLiteral("first")).toInt(&ok6);
    if (!ok1 || games < 1 || games > 100000)
        return fail(QStringLiteral("--games must be a whole number from 1"));
    if (!ok2 || moveTime < 10 || moveTime > 600000)
        return fail(QStringLiteral("--movetime must be 10..600000 ms"));
    if (!ok3 || level < ai::MinLevel || level > ai::MaxLevel)
        return fail(QStringLiteral("--level must be 1..8"));
    if (!ok4 || hashMb < 1 || hashMb > 4096)
        return fail(QStringLiteral("--hash must be 1..4096"));
    if (!ok5 || maxPlies < 10)
        return fail(QStringLiteral("--max-plies must be at least 10"));
    if (!ok6 || first < 0)
        return fail(QStringLiteral("--first must be 0 or more"));
    bool ok7 = false;
    const int threads = parser.value(QStringLiteral("threads")).toInt(&ok7);
    bool okRandom = false;
    const int randomPlies = parser.value(QStringLiteral("random-plies")).toInt(&okRandom);
    if (!okRandom || randomPlies < 0 || randomPlies > 20)
        return fail(QStringLiteral("--random-plies must be 0..20"));
    if (!ok7 || threads < ai::XiangqiSearch::MinThreads || threads > ai::XiangqiSearch::MaxThreads)
        return fail(QStringLiteral("--threads must be 1..64"));

    if (parser.isSet(QStringLiteral("speed"))) {
        bool ok = false;
        const int depth = parser.value(QStringLiteral("speed")).toInt(&ok);
        if (!ok || depth < 1 || depth > 30)
            return fail(QStringLiteral("--speed must be a depth 1..30"));
        return searchSpeed(depth, hashMb, threads);
    }

    // Check the openings before playing.
    std::vector<std::vector<Move>> openings;
    QStringList openingNames;
    QString openingError;
    if (!loadOpenings(parser.value(QStringLiteral("openings")), openings, openingNames, openingError))
        return fail(openingError);
    if (parser.isSet(QStringLiteral("levels"))) {
        int only = 0;
        if (parser.isSet(QStringLiteral("pair"))) {
            bool ok = false;
            only = parser.value(QStringLiteral("pair")).toInt(&ok);
            if (!ok || only < ai::MinLevel || only >= ai::MaxLevel)
                return fail(QStringLiteral("--pair must be 1..7 (the weaker level)"));
        }
        std::array<ai::LevelSettings, ai::MaxLevel> settings;
        for (int l = ai::MinLevel; l <= ai::MaxLevel; ++l)
            settings[static_cast<std::size_t>(l - 1)] = ai::xiangqiLevelSettings(l);
        if (parser.isSet(QStringLiteral("ladder"))) {
            QString error;
            if (!parseLadder(parser.value(QStringLiteral("ladder")), settings, error))
                return fail(error);
        }
        return levelLadder(openings, openingNames, games, moveTime, maxPlies, hashMb, only, settings, first);
    }
    // A set of weights from a file (qiyuan-bench-tune tune --out).
    auto readWeights = [](const QString& path, QString& error) -> std::optional<ai::EvalWeights> {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            error = QStringLiteral("cannot read %1").arg(path);
            return std::nullopt;
        }
        std::string why;
        const auto w = ai::EvalWeights::parse(f.readAll().toStdString(), &why);
        if (!w)
            error = QStringLiteral("%1: %2").arg(path, QString::fromStdString(why));
        return w;
    };
    if (parser.isSet(QStringLiteral("ab"))) {
        QString error;
        const auto tuned = readWeights(parser.value(QStringLiteral("ab")), error);
        if (!tuned)
            return fail(error);
        return weightsMatch(*tuned, openings, openingNames, games, moveTime, maxPlies, hashMb, first);
    }
    std::optional<ai::EvalTables> ourWeights;
    if (parser.isSet(QStringLiteral("weights"))) {
        QString error;
        const auto w = readWeights(parser.value(QStringLiteral("weights")), error);
        if (!w)
            return fail(error);
        ourWeights.emplace(*w);
    }

    QString program = parser.value(QStringLiteral("engine"));
    if (program.isEmpty()) {
        program = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
        if (program.isEmpty())
            program = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"), {QStringLiteral("/usr/games")});
    }
    if (program.isEmpty())
        return fail(QStringLiteral("fairy-stockfish not found (install the Debian package or pass --engine)"));


    Fairy fairy;
    const QStringList engineArgs =
        parser.value(QStringLiteral("engine-args")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (const QString error = fairy.start(program, engineArgs, hashMb); !error.isEmpty())
        return fail(error);
    say(QStringLiteral("Qiyuan level %1 vs %2, %3 ms per move, %4 games, %5-ply limit")
            .arg(level)
            .arg(fairy.name())
            .arg(moveTime)
            .arg(games)
            .arg(maxPlies));

    // The opponent as the log names it: an earlier build of ours is "the opponent".
    const QString them = fairy.name().startsWith(QLatin1String("Qiyuan")) ? QStringLiteral("the opponent")
                                                                          : QStringLiteral("Fairy-Stockfish");
    ai::XiangqiSearch ours(hashMb);
    ours.setThreads(threads);
    Tally tally;
    const std::string startFen(Position::StartFen);
    for (int gi = first; gi < first + games; ++gi) {
        const int openingIndex = (gi / 2) % static_cast<int>(openings.size());
        const bool oursRed = gi % 2 == 0;
        Game game;
        for (const Move& m : openings[static_cast<std::size_t>(openingIndex)])
            game.play(m);
        std::mt19937 random(static_cast<unsigned>(gi) * 2654435761u + 17u);
        for (int i = 0; i < randomPlies && !game.over(); ++i) {
            const MoveList legal = game.position().legalMoves();
            game.play(legal[static_cast<int>(random() % static_cast<unsigned>(legal.size()))]);
        }
        const Tally before = tally;
        ours.clear();
        fairy.newGame();
        QString note;
        while (!game.over() && game.ply() < maxPlies) {
            const bool ourTurn = (game.position().sideToMove() == Side::Red) == oursRed;
            Move m;
            if (ourTurn) {
                ai::XiangqiSearchOptions options;
                options.limits.moveTimeMs = moveTime;
                options.level = level;
                options.evaluation = ourWeights ? &*ourWeights : nullptr;
                const ai::XiangqiSearchResult r =
                    ours.search(game.position(), ai::priorPositions(game), options);
                m = r.best;
                tally.ourNodes += r.nodes;
                tally.ourMs += r.timeMs;
                tally.ourDepth += r.depth;
                ++tally.ourMoves;
            } else {
                std::uint64_t nodes = 0;
                std::int64_t ms = 0;
                m = fairy.think(startFen, game.moves(), moveTime, nodes, ms);
                tally.fairyNodes += nodes;
                tally.fairyMs += ms;
                if (m.isNull()) {
                    note = QStringLiteral("%1 gave no move").arg(them);
                    game.resign(game.position().sideToMove());
                    break;
                }
            }
            if (const MoveError e = game.play(m); e != MoveError::None) {
                note = QStringLiteral("%1 played the illegal move %2 (%3)")
                           .arg(ourTurn ? QStringLiteral("Qiyuan") : them,
                                QString::fromStdString(toIccs(m)), QString::fromStdString(moveErrorText(e)));
                game.resign(game.position().sideToMove());
                break;
            }
        }
        GameResult r = game.result();
        if (!r.over())
            r = {Verdict::Draw, "ply limit"};
        const bool redWon = r.verdict == Verdict::RedWins, blackWon = r.verdict == Verdict::BlackWins;
        QString outcome;
        if (r.verdict == Verdict::Draw) {
            ++tally.draws;
            outcome = QStringLiteral("draw");
        } else if ((redWon && oursRed) || (blackWon && !oursRed)) {
            ++tally.wins;
            outcome = QStringLiteral("Qiyuan wins");
        } else {
            ++tally.losses;
            outcome = QStringLiteral("Qiyuan loses");
        }
        const int ourMoves = tally.ourMoves - before.ourMoves;
        const QString speed = QStringLiteral(" (Qiyuan depth %1, %2 knps; %4 %3 knps)")
                                  .arg(ourMoves ? double(tally.ourDepth - before.ourDepth) / ourMoves : 0.0, 0, 'f', 1)
                                  .arg(double(tally.ourNodes - before.ourNodes) / std::max<std::int64_t>(1, tally.ourMs - before.ourMs), 0, 'f', 0)
                                  .arg(double(tally.fairyNodes - before.fairyNodes) / std::max<std::int64_t>(1, tally.fairyMs - before.fairyMs), 0, 'f', 0)
                                  .arg(them);
        say(QStringLiteral("game %1: %2, Qiyuan %3: %4 (%5), %6 plies%7   [+%8 =%9 -%10]%11")
                .arg(gi + 1)
                .arg(openingNames[openingIndex])
                .arg(oursRed ? QStringLiteral("red") : QStringLiteral("black"))
                .arg(outcome, QString::fromStdString(r.reason))
                .arg(game.ply())
                .arg(note.isEmpty() ? QString() : QStringLiteral(" - ") + note)
                .arg(tally.wins)
                .arg(tally.draws)
                .arg(tally.losses)
                .arg(speed));
        if (parser.isSet(QStringLiteral("moves"))) {
            QString line;
            for (const Move& m : game.moves())
                line += QString::fromStdString(toIccs(m)) + QLatin1Char(' ');
            say(QStringLiteral("  moves: ") + line.trimmed());
        }
    }

    const int n = tally.wins + tally.draws + tally.losses;
    const double score = tally.wins + 0.5 * tally.draws;
    say(QString());
    say(QStringLiteral("Qiyuan: +%1 =%2 -%3, score %4/%5 = %6%")
            .arg(tally.wins)
            .arg(tally.draws)
            .arg(tally.losses)
            .arg(score)
            .arg(n)
            .arg(100.0 * score / n, 0, 'f', 1));
    say(QStringLiteral("Elo difference (Qiyuan - %1): %2").arg(them, eloText(tally)));
    auto nps = [](std::uint64_t nodes, std::int64_t ms) { return ms > 0 ? static_cast<double>(nodes) * 1000.0 / ms : 0.0; };
    say(QStringLiteral("Qiyuan search: %1 nodes/s, average depth %2 (%3 moves)")
            .arg(nps(tally.ourNodes, tally.ourMs), 0, 'f', 0)
            .arg(tally.ourMoves ? static_cast<double>(tally.ourDepth) / tally.ourMoves : 0.0, 0, 'f', 1)
            .arg(tally.ourMoves));
    say(QStringLiteral("%1 search: %2 nodes/s").arg(them).arg(nps(tally.fairyNodes, tally.fairyMs), 0, 'f', 0));
    return 0;
}
