#include "jifenplayer.h"

#include "ai/jifen_ai.h"

#include <QRandomGenerator>

namespace qiyuan::ui {

JifenComputerPlayer::JifenComputerPlayer(bool hints, QObject* parent)
    : QObject(parent)
    , stop_(std::make_shared<std::atomic<bool>>(false))
    , seed_(QRandomGenerator::global()->generate64())
    , hints_(hints)
{
}

JifenComputerPlayer::~JifenComputerPlayer()
{
    // The search polls the stop flag; its queued answers die with this object.
    cancel();
}

void JifenComputerPlayer::cancel()
{
    ++generation_;
    thinking_ = false;
    *stop_ = true;
    if (worker_.joinable())
        worker_.join();
}

void JifenComputerPlayer::think(const jifen::Game& game, int level)
{
    cancel();
    // A fresh flag per search: the old worker has been joined, but keep each
    // search's flag its own.
    stop_ = std::make_shared<std::atomic<bool>>(false);
    thinking_ = true;
    const quint64 generation = ++generation_;

    ai::JifenAiOptions options;
    options.level = std::clamp(level, ai::MinLevel, ai::MaxLevel);
    options.seed = seed_++;
    if (hints_) {
        options.randomize = false;
        options.moveTimeMs = HintTimeMs;
    }
    // A copy: the worker never touches the table's game.
    auto root = std::make_shared<const jifen::Game>(game);
    std::shared_ptr<std::atomic<bool>> stop = stop_;
    worker_ = std::thread([this, root, stop, options, generation] {
        const ai::ProgressCallback report = [this, generation](const ai::Progress& p) {
            const int depth = p.depth;
            // Runs in the GUI thread; dropped if this object is gone by then.
            QMetaObject::invokeMethod(
                this,
                [this, generation, depth] {
                    if (generation == generation_)
                        emit progress(depth);
                },
                Qt::QueuedConnection);
        };
        const ai::JifenAiResult r = ai::chooseJifenAction(*root, options, stop.get(), report);
        const std::optional<jifen::Action> best = r.action;
        QMetaObject::invokeMethod(
            this,
            [this, generation, best] {
                if (generation != generation_)
                    return;
                thinking_ = false;
                emit actionFound(best);
            },
            Qt::QueuedConnection);
    });
}

} // namespace qiyuan::ui
