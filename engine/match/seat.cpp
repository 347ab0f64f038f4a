#include "seat.h"

#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>

namespace qiyuan::match {

Thinker::Thinker(QObject* parent) : QObject(parent) {}

Thinker::~Thinker()
{
    stop();
}

void Thinker::stop()
{
    ++generation_; // answers of the stopped search are dropped
    running_ = false;
    if (stopFlag_)
        stopFlag_->store(true);
    if (worker_.joinable())
        worker_.join();
}

void Thinker::run(ThinkJob job)
{
    stop();
    stopFlag_ = std::make_shared<std::atomic<bool>>(false); // each search its own flag
    running_ = true;
    started_.start();
    const quint64 generation = ++generation_;
    auto flag = stopFlag_;
    worker_ = std::thread([this, job = std::move(job), flag, generation] {
        const ai::ProgressCallback report = [this, generation](const ai::Progress& p) {
            // Runs on the GUI thread; dropped when the search is stale.
            QMetaObject::invokeMethod(
                this,
                [this, generation, p] {
                    if (generation == generation_)
                        emit progress(p);
                },
                Qt::QueuedConnection);
        };
        const QString action = job(*flag, report);
        // The destructor joins this thread, so `this` outlives the call.
        QMetaObject::invokeMethod(
            this, [this, generation, action] { deliver(generation, action); }, Qt::QueuedConnection);
    });
}

void Thinker::deliver(quint64 generation, const QString& action)
{
    if (generation != generation_)
        return;
    const qint64 wait = minimumMs_ - started_.elapsed();
    if (wait > 0) {
        QTimer::singleShot(int(wait), this, [this, generation, action] { deliver(generation, action); });
        return;
    }
    running_ = false;
    if (worker_.joinable())
        worker_.join(); // it has returned: the answer was its last step
    emit found(action);
}

ComputerSeat::ComputerSeat(int level, QObject* parent)
    : Seat(parent)
    , thinker_(new Thinker(this))
    , level_(std::clamp(level, ai::MinLevel, ai::MaxLevel))
    , seed_(QRandomGenerator::global()->generate64())
{
    connect(thinker_, &Thinker::found, this, [this](const QString& action) {
        if (!action.isEmpty())
            emit acts(action);
    });
}

void ComputerSeat::setLevel(int level) { level_ = std::clamp(level, ai::MinLevel, ai::MaxLevel); }

void ComputerSeat::yourTurn(const Referee& referee, int seat)
{
    if (thinker_->running())
        return; // already on it: the match calls after every change
    ThinkOptions options;
    options.level = level_;
    options.seed = seed_++;
    options.maxTimeMs = timeBudgetMs(seat); // the clock's share (xiangqi)
    lastInput_ = {};
    lastInput_.level = level_;
    thinker_->run(thinkJob(referee, seat, options, memory_.forSearch(), &lastInput_));
}

} // namespace qiyuan::match
