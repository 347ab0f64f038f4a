// The computer opponent of the banqi table. It thinks in a worker thread and
// is given one player's banqi::View only — never the referee's Game, so the
// face-down identities cannot reach it (think() has no overload that takes a
// Game). A think() is answered by exactly one actionFound() unless cancel()
// comes first: then nothing follows, so the table never receives a stale
// action after an undo, a new game or its own destruction (the destructor
// stops and joins the worker).
#pragma once

#include "ai/banqi_ai.h"
#include "banqi/game.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>
#include <optional>
#include <thread>

namespace qiyuan::ui {

class BanqiComputer final : public QObject {
    Q_OBJECT
public:
    // With `hints`, it plays at full strength without the level's random
    // margin (the same answer every time), for the Hint button.
    explicit BanqiComputer(bool hints = false, QObject* parent = nullptr);
    ~BanqiComputer() override;

    // Starts choosing an action for view.viewer, who must be to act, at a
    // level (ai::MinLevel..MaxLevel); `seed` varies the choice among equal
    // actions (never the deal's seed: that would tell the layout).
    void think(const banqi::View& view, const banqi::RuleSet& rules, int level, quint64 seed);
    void think(const banqi::Game&, const banqi::RuleSet&, int, quint64) = delete; // views only
    void cancel();
    bool isThinking() const { return thinking_; }

    // The answer comes no sooner than this after think(), so that a person
    // sees whose turn it was (the AI itself needs well under 100 ms).
    void setMinimumTimeMs(int ms) { minimumMs_ = qMax(0, ms); }
    int minimumTimeMs() const { return minimumMs_; }

    // The last view it was given: tests check that it is the computer's own.
    const std::optional<banqi::View>& lastInput() const { return lastInput_; }

signals:
    // One of the view's legal actions; null when the view had none.
    void actionFound(qiyuan::banqi::Action action);

private:
    void deliver(quint64 generation, banqi::Action action);

    struct Shared;
    std::shared_ptr<Shared> shared_; // the stop flag, shared with the worker
    std::thread worker_;
    quint64 generation_ = 0; // answers of older searches are dropped
    bool thinking_ = false;
    bool hints_ = false;
    int minimumMs_ = 0;
    QElapsedTimer started_;
    std::optional<banqi::View> lastInput_;
};

} // namespace qiyuan::ui
