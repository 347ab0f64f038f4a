// What the computer plays in every game, as one kind of job: made on the GUI
// thread from what the computer's seat may see — a copy, so the worker never
// touches the match's game; in 翻翻棋 only its player's View, never the deal —
// and run on a worker thread (ComputerSeat). The same jobs answer hints.
#pragma once

#include "referee.h"
#include "ai/ai.h"
#include "core/clock.h"

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace qiyuan::ai {
class XiangqiSearch;
}

namespace qiyuan::match {

struct ThinkOptions {
    int level = 3;          // ai::MinLevel..ai::MaxLevel
    quint64 seed = 1;       // the choice among near-equal actions (never the deal's seed)
    bool hint = false;      // no random margin, at most HintTimeMs
    int maxTimeMs = 0;      // a cap on the level's thinking time from the clock (0: none)
    static constexpr int HintTimeMs = 1000;
};

// How long the computer may think for a move with the clock as it stands
// (0: no clock, the level's own time): a share of the main time plus most
// of the increment, or half a byo-yomi period, never less than 50 ms, so a
// computer playing at any level does not lose on time.
int clockBudgetMs(const GameClock& clock, int side);

// What a search learnt that the next one of the same seat may reuse (the
// xiangqi hash table). Made once per seat; used by one job at a time.
struct ThinkMemory {
    explicit ThinkMemory(int hashMb = 16, int threads = 1);
    ~ThinkMemory();
    std::unique_ptr<ai::XiangqiSearch> xiangqi;
};

// The xiangqi hash table a computer keeps from one search to the next, at the
// size (MiB) and threads of Settings → Computer opponent, clamped to what the
// search allows: made at the first search (a computer that never thinks takes
// no memory) and anew at the next search after a change, never under one.
class ThinkMemoryKeeper {
public:
    void setHashMb(int mb);
    void setThreads(int threads);
    int hashMb() const { return hashMb_; }
    int threads() const { return threads_; }
    // The table in use: its size and threads (0 before the first search).
    int allocatedHashMb() const;
    int allocatedThreads() const;
    // The memory for the next search.
    std::shared_ptr<ThinkMemory> forSearch();

private:
    std::shared_ptr<ThinkMemory> memory_;
    int hashMb_ = 16;
    int threads_ = 1;
};

// The job: returns the chosen action in the game's action syntax, or an
// empty string when the seat had none. `progress` (may be empty) is called on
// the worker thread after each completed depth.
using ThinkJob = std::function<QString(const std::atomic<bool>& stop, const ai::ProgressCallback& progress)>;

// What a job was given to think about, where that matters: in 翻翻棋 the
// view of the computer's player (tests check that nothing face down is in it).
struct ThinkInput {
    std::optional<banqi::View> banqiView;
    int level = 0; // the level the seat searched at (set by the seat)
};

// The job for `seat` (which must be to act) in the referee's game; *input
// (when given) receives what the job holds.
ThinkJob thinkJob(const Referee& referee, int seat, const ThinkOptions& options,
                  std::shared_ptr<ThinkMemory> memory = {}, ThinkInput* input = nullptr);

// The xiangqi job for a game's side to move (the analysis and the table's
// players think about a game, not a referee).
ThinkJob xiangqiThinkJob(const xiangqi::Game& game, const ThinkOptions& options, std::shared_ptr<ThinkMemory> memory);

// The xiangqi table's hint for the game's side to move: the built-in AI at
// its top level, no random margin (the same answer every time), at most
// HintTimeMs; run by the table's own Thinker, so one found() per hint unless stopped.
ThinkJob xiangqiHintJob(const xiangqi::Game& game, std::shared_ptr<ThinkMemory> memory);

// Analysis of the position reached from `start` by `moves` (the moves let the
// search see repetitions): at the top level, no random margin, `lines` best
// lines with exact scores, until stopped. Progress reports each line.
ThinkJob xiangqiAnalysisJob(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves, int lines,
                            std::shared_ptr<ThinkMemory> memory);

// Whether the computer at `seat` accepts a draw offer now: when it is not
// ahead by its own measure (engine/ai/draw_offer.h), in every game alike.
bool computerAcceptsDraw(const Referee& referee, int seat);

} // namespace qiyuan::match
