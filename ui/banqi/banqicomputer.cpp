#include "banqicomputer.h"

#include <QTimer>

#include <atomic>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

struct BanqiComputer::Shared {
    std::atomic<bool> stop{false};
};

BanqiComputer::BanqiComputer(bool hints, QObject* parent)
    : QObject(parent)
    , shared_(std::make_shared<Shared>())
    , hints_(hints)
{
    qRegisterMetaType<qiyuan::banqi::Action>();
}

BanqiComputer::~BanqiComputer()
{
    // The search checks the stop flag often; answers still queued die with this object.
    cancel();
}

void BanqiComputer::cancel()
{
    ++generation_;
    thinking_ = false;
    shared_->stop = true;
    if (worker_.joinable())
        worker_.join();
}

void BanqiComputer::think(const View& view, const RuleSet& rules, int level, quint64 seed)
{
    cancel();
    shared_->stop = false;
    thinking_ = true;
    started_.start();
    lastInput_ = view;
    const quint64 generation = ++generation_;

    ai::BanqiAiOptions options;
    options.level = hints_ ? ai::MaxLevel : level;
    options.randomize = !hints_;
    options.seed = seed;
    std::shared_ptr<Shared> shared = shared_;
    // Copies: the worker never touches the table's state.
    worker_ = std::thread([this, shared, view, rules, options, generation] {
        const ai::BanqiAiResult r = ai::chooseBanqiAction(view, rules, options, &shared->stop);
        const Action action = r.action;
        // Runs in the GUI thread; dropped if this object is gone by then.
        QMetaObject::invokeMethod(
            this, [this, generation, action] { deliver(generation, action); }, Qt::QueuedConnection);
    });
}

void BanqiComputer::deliver(quint64 generation, Action action)
{
    if (generation != generation_)
        return;
    const qint64 wait = minimumMs_ - started_.elapsed();
    if (wait > 0) {
        QTimer::singleShot(wait, this, [this, generation, action] { deliver(generation, action); });
        return;
    }
    if (worker_.joinable())
        worker_.join(); // it has finished: its last step posted this answer
    thinking_ = false;
    emit actionFound(action);
}

} // namespace qiyuan::ui
