// What every game's AI shares: search limits, playing levels, progress reports,
// score conventions, and the GameEngine interface through which front ends
// (the UCI adapter in qiyuan-cli, the GUI's computer player) drive an AI
// without knowing which game it plays. Standard library only.
//
// Standard xiangqi is the first engine (xiangqi_search.h); the scoring variants
// and banqi plug in by implementing GameEngine and answering in makeEngine().
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace qiyuan::ai {

// Scores are centipawns (a soldier on its own half is worth about 100) from the
// side to move's point of view. Mates are Mate - plies (winning) or
// -Mate + plies (losing); a decided repetition (XQ-3) is +-RuleWin.
constexpr int Infinite = 32000;
constexpr int Mate = 31000;
constexpr int MaxPly = 128;
constexpr int MateBound = Mate - MaxPly; // |score| >= MateBound: a mate
constexpr int RuleWin = 20000;           // the other side loses by perpetual check

constexpr bool isMateScore(int score) { return score >= MateBound || score <= -MateBound; }
// Full moves to mate as UCI prints them: positive when the side to move mates.
constexpr int mateInMoves(int score) { return score > 0 ? (Mate - score + 1) / 2 : -(Mate + score) / 2; }

// When to stop thinking; 0 means "no limit of this kind". The limits combine:
// the search stops at the first one reached, and the level's own caps apply too.
struct Limits {
    int depth = 0;              // plies of full-width search
    int moveTimeMs = 0;         // think exactly this long (at most)
    std::uint64_t nodes = 0;    // node budget
    int timeLeftMs = -1;        // the mover's clock, < 0 when there is none
    int incrementMs = 0;        // added to the mover's clock per move
    int movesToGo = 0;          // moves until the next time control, 0 = sudden death
    bool infinite = false;      // until stopped (ignores the level's default time)
};

// Playing strength 1 (a beginner who blunders sensibly) .. MaxLevel (full strength).
constexpr int MinLevel = 1;
constexpr int MaxLevel = 8;

struct LevelSettings {
    int level = MaxLevel;
    int maxDepth = 0;       // 0: no depth cap
    int defaultTimeMs = 0;  // thinking time when the caller gives no limit
    int randomMarginCp = 0; // picks at random among moves at most this much worse than the best
    std::uint64_t maxNodes = 0; // 0: no node budget (xiangqi's levels are node budgets)
};
// Settings of a level; levels outside 1..MaxLevel are clamped.
LevelSettings levelSettings(int level);

// A progress report, sent after each completed depth (and when the best move
// changes during one). Moves are in the game's action syntax (ICCS for xiangqi).
struct Progress {
    int line = 1;           // which line (MultiPV): 1 the best, then the next best
    int depth = 0;
    int selDepth = 0;
    int score = 0;          // see the conventions above
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;  // nodes per second
    std::int64_t timeMs = 0;
    int hashFull = 0;       // per mille of the transposition table in use
    std::vector<std::string> pv;
};
using ProgressCallback = std::function<void(const Progress&)>;

// The outcome of one search. `best` is empty when the side to move has no
// legal action (the game is over).
struct EngineResult {
    std::string best;
    std::string ponder; // the expected reply, or empty
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
};

// One game's AI as a front end sees it. An instance is used by one thread at a
// time (the front end's search thread); `stop` may be set from any thread.
class GameEngine {
public:
    virtual ~GameEngine() = default;

    virtual std::string_view variant() const = 0;
    // Sets the position: an empty fen means the variant's start position; the
    // actions follow in the variant's action syntax. On a bad fen the position
    // is left as it was; on a bad action it stops there (earlier actions stay
    // played). Returns an empty string or the reason.
    virtual std::string setPosition(std::string_view fen, const std::vector<std::string>& actions) = 0;
    // Whose clock runs: true for red (UCI "white"), false for black.
    virtual bool redToMove() const = 0;
    // Transposition table size in MiB (clamped to what the engine allows).
    virtual void setHashMb(int mb) = 0;
    // Forgets what earlier searches learnt (hash table, move-ordering history).
    virtual void newGame() = 0;
    // How many lines later searches report (MultiPV, Progress::line 1..n, best
    // first). Returns the count in effect: engines with one line answer 1.
    virtual int setLineCount(int lines)
    {
        (void)lines;
        return 1;
    }
    // How many threads later searches use. Returns the count in effect:
    // engines with a single-threaded search answer 1.
    virtual int setThreads(int threads)
    {
        (void)threads;
        return 1;
    }
    virtual EngineResult search(const Limits& limits, int level, const std::atomic<bool>& stop,
                                const ProgressCallback& progress) = 0;
};

// The AI for a variant key of the registry, or nullptr when there is none yet.
std::unique_ptr<GameEngine> makeEngine(std::string_view variant);
// The variant keys makeEngine() answers.
std::vector<std::string> engineVariants();

} // namespace qiyuan::ai
