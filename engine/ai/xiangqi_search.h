// The standard xiangqi AI: iterative-deepening principal-variation search
// with a transposition table, quiescence on captures, null-move pruning (kept
// away from sparse endgames where a pass would be better than any move), late
// move reductions, killer and history move ordering, check extensions, mate
// scores and XQ-3 repetition awareness. Evaluation in xiangqi_eval.h.
//
// A XiangqiSearch owns its hash table and works on its own copy of the
// position, so it can run in a worker thread; one search at a time per object.
// With setThreads(n > 1) a search runs n - 1 helper threads of its own.
// Cancel with the stop flag (checked every few thousand nodes, so it returns
// within a millisecond or so with the best move found so far).
#pragma once

#include "ai.h"
#include "xiangqi_eval.h"
#include "xiangqi/game.h"
#include "xiangqi/position.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace qiyuan::ai {

// Positions before the one to search, for repetition awareness (XQ-3):
// hashes oldest first, and for each whether its side to move was in check
// (that is, whether the move into it gave check). Inside the search a side
// that checks on every move of a repetition cycle loses; perpetual chase is
// too costly to judge there. With `moves` (the game's moves, one per hash)
// and a root position made by those moves, every root move that would end the
// game by repetition is judged in full by the game's own referee
// (judgeRepetition: check, chase, draw), so the AI never steps into a lost
// repetition it could avoid and takes a won one.
struct PriorPositions {
    std::vector<std::uint64_t> hashes;
    std::vector<bool> inCheck;
    std::vector<xiangqi::Move> moves;
};
// The prior positions of a game played from `start` by legal `moves`; the
// position after the last move is the one to search and is not included.
PriorPositions priorPositions(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves);
PriorPositions priorPositions(const xiangqi::Game& game);

struct XiangqiSearchResult {
    xiangqi::Move best;     // null when the side to move has no legal move
    xiangqi::Move ponder;   // the expected reply, or null
    int score = 0;          // of the best move, from the side to move's view
    int depth = 0;          // last completed depth
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::vector<xiangqi::Move> pv;
    bool stopped = false;   // the stop flag or a limit ended the last depth early
};

struct XiangqiSearchOptions {
    Limits limits;
    int level = MaxLevel;
    bool randomize = true;  // use the level's random margin (off for hints and tests)
    std::uint64_t seed = 0; // for the random choice; 0 draws one from the clock
    // Analysis: how many best root moves get an exact score and a line, each
    // reported by the progress callback (Progress::line 1..multiPv, best first).
    // Costs a little more than one line: only these moves get full windows.
    int multiPv = 1;
    // The evaluation's weights (bench: a tuned set against the defaults);
    // nullptr: the defaults. Must outlive the search.
    const EvalTables* evaluation = nullptr;
    // The level's settings in place of xiangqiLevelSettings(level) (bench:
    // candidate node budgets and margins for the level ladder); nullptr: the
    // table's. Must outlive the search.
    const LevelSettings* levelSettings = nullptr;
};
constexpr int MaxMultiPv = 16;

class XiangqiSearch {
public:
    static constexpr int MinHashMb = 1;
    static constexpr int MaxHashMb = 2048;
    static constexpr int MinThreads = 1;
    static constexpr int MaxThreads = 64;

    explicit XiangqiSearch(int hashMb = 16);
    ~XiangqiSearch();
    XiangqiSearch(const XiangqiSearch&) = delete;
    XiangqiSearch& operator=(const XiangqiSearch&) = delete;

    void setHashMb(int mb); // clamped to MinHashMb..MaxHashMb; clears the table
    int hashMb() const;
    void clear();           // hash table and move-ordering history
    // Threads of one search (Lazy SMP: helpers share the hash table); clamped
    // to MinThreads..MaxThreads. The result is the main thread's.
    void setThreads(int threads);
    int threads() const;

    XiangqiSearchResult search(const xiangqi::Position& root, const PriorPositions& prior,
                               const XiangqiSearchOptions& options, const std::atomic<bool>* stop = nullptr,
                               const ProgressCallback& progress = {});

    struct Impl; // the hash table and move-ordering memory, opaque

private:
    std::unique_ptr<Impl> impl_;
};

// The xiangqi levels: a node budget (smooth in strength, unlike a depth cap,
// whose every ply is worth several hundred Elo at low depth) and the random
// margin; level 8 has neither. The other games' AIs use levelSettings().
LevelSettings xiangqiLevelSettings(int level);

// A hint (提示): the move a player of `level` would choose in the game, without
// the level's random choice. Null when the game is over or has no legal move.
xiangqi::Move hint(const xiangqi::Game& game, int level, const std::atomic<bool>* stop = nullptr);

// The GameEngine for standard xiangqi (variant "xiangqi").
std::unique_ptr<GameEngine> makeXiangqiEngine();

} // namespace qiyuan::ai
