// The whole-game review (复盘) of the xiangqi table, away from the GUI thread:
// the built-in engine analyses every position of the main line, one after the
// other, at the time per position the player chose; each move is judged
// (engine/ai/review.h) as soon as the positions before and after it are
// analysed, so the marks and the graph fill in while the player steps through
// the game. Cancel and destruction stop the search and join the worker.
#pragma once

#include "ai/review.h"
#include "session/reviewtags.h"
#include "xiangqi/position.h"

#include <QObject>

#include <atomic>
#include <optional>
#include <thread>
#include <vector>

namespace qiyuan::ui {

class GameReview : public QObject {
    Q_OBJECT
public:
    // How deep: each stated as the thinking time per position.
    enum class Depth { Quick, Normal, Deep };
    static int moveTimeMs(Depth d);

    explicit GameReview(QObject* parent = nullptr);
    ~GameReview() override;

    // Reviews the moves from `start` (any review under way is cancelled).
    void start(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves, Depth depth, int threads);
    // Stops the worker and waits for it (a millisecond: the search polls its stop flag).
    void cancel();
    // A review read back from a saved record: no analysis runs.
    void restore(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves,
                 std::vector<std::optional<ai::ReviewedMove>> judged);
    void clear();
    // The review as saved with the record (session/reviewtags.h), and back:
    // a record's tags give the marks and the graph again without analysing.
    std::vector<session::ReviewTag> tags() const;
    void restoreTags(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves,
                     const std::vector<session::ReviewTag>& tags);

    bool isRunning() const { return worker_.joinable() && !finished_; }
    bool isComplete() const;
    bool isEmpty() const { return moves_.empty(); }
    // Positions analysed and to analyse (moves + 1).
    int done() const { return done_; }
    int total() const { return int(moves_.size()) + 1; }
    // The judged moves by ply (nullopt: not judged yet).
    const std::vector<std::optional<ai::ReviewedMove>>& judged() const { return judged_; }
    const std::vector<xiangqi::Move>& moves() const { return moves_; }
    const xiangqi::Position& startPosition() const { return start_; }
    ai::ReviewSummary summary() const;

signals:
    void progressed(int done, int total);
    void moveJudged(int ply);
    void finished(); // every position analysed (not after cancel)

private:
    void take(int index, const ai::PositionVerdict& v); // on the GUI thread
    void judge(int ply);

    xiangqi::Position start_;
    std::vector<xiangqi::Move> moves_;
    std::vector<ai::PositionVerdict> verdicts_;
    std::vector<std::optional<ai::ReviewedMove>> judged_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    bool finished_ = false;
    int done_ = 0;
    int generation_ = 0; // results of a cancelled review are dropped
};

} // namespace qiyuan::ui
