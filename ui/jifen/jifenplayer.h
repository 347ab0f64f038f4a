// The 积分象棋 computer player: engine/ai/jifen_ai in a worker thread, so the
// table stays responsive. It answers a think() with exactly one actionFound(),
// unless cancel() or another think() comes first: then nothing follows, so the
// table never receives a stale action (after undo, new game or a restore).
// Destroying it mid-search is safe: it raises the stop flag and joins.
#pragma once

#include "jifen/game.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

namespace qiyuan::ui {

class JifenComputerPlayer final : public QObject {
    Q_OBJECT
public:
    // With `hints`, it plays without the level's random margin (the same answer
    // every time) and thinks at most HintTimeMs.
    explicit JifenComputerPlayer(bool hints = false, QObject* parent = nullptr);
    ~JifenComputerPlayer() override;

    // Starts thinking about the game's current position at a level
    // (ai::MinLevel..ai::MaxLevel). A running search is cancelled first.
    void think(const jifen::Game& game, int level);
    // Forgets the running search: no actionFound() follows for it.
    void cancel();
    bool isThinking() const { return thinking_; }

    static constexpr int HintTimeMs = 1000;

signals:
    // One of the legal actions of the game given to think(); nullopt when it had none.
    void actionFound(std::optional<qiyuan::jifen::Action> action);
    // After each completed depth of the search.
    void progress(int depth);

private:
    std::shared_ptr<std::atomic<bool>> stop_;
    std::thread worker_;
    quint64 generation_ = 0; // answers of older searches are dropped
    quint64 seed_ = 1;
    bool thinking_ = false;
    bool hints_ = false;
};

} // namespace qiyuan::ui
