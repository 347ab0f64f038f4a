#include "session/speakingtimer.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>

namespace qiyuan::session {

SpeakingTimer::SpeakingTimer(QObject* parent)
    : QObject(parent)
{
    auto monotonic = std::make_shared<QElapsedTimer>();
    monotonic->start();
    clock_ = [monotonic] { return monotonic->elapsed(); };
    // Four times a second: the seconds shown never lag by more than a quarter.
    poller_.setInterval(250);
    connect(&poller_, &QTimer::timeout, this, &SpeakingTimer::poll);
}

void SpeakingTimer::setClock(Clock clock) { clock_ = std::move(clock); }

void SpeakingTimer::begin(int seconds)
{
    total_ = seconds;
    leftMs_ = qint64(seconds) * 1000;
    startedAt_ = now();
    running_ = true;
    poller_.start();
}

void SpeakingTimer::startDay(std::vector<int> order, int seconds)
{
    if (order.empty() || seconds <= 0) {
        stop();
        return;
    }
    kind_ = Kind::Day;
    order_ = std::move(order);
    position_ = 0;
    daySeconds_ = seconds;
    begin(seconds);
    emit changed();
    emit speakerStarted(speaker());
}

void SpeakingTimer::startNight(int seconds)
{
    if (seconds <= 0) {
        stop();
        return;
    }
    kind_ = Kind::Night;
    order_.clear();
    position_ = 0;
    begin(seconds);
    emit changed();
}

void SpeakingTimer::pause()
{
    if (!running_)
        return;
    leftMs_ = remainingMs();
    running_ = false;
    poller_.stop();
    emit changed();
}

void SpeakingTimer::resume()
{
    if (running_ || !active() || leftMs_ == 0)
        return;
    startedAt_ = now();
    running_ = true;
    poller_.start();
    emit changed();
}

void SpeakingTimer::addTime(int seconds)
{
    if (!active() || seconds <= 0)
        return;
    // Added after the end, the time runs again from what was added.
    const bool wasUp = leftMs_ == 0 || remainingMs() == 0;
    leftMs_ = remainingMs() + qint64(seconds) * 1000;
    startedAt_ = now();
    total_ += seconds;
    if (wasUp) {
        running_ = true;
        poller_.start();
    }
    emit changed();
}

bool SpeakingTimer::next()
{
    if (kind_ != Kind::Day || position_ + 1 >= int(order_.size())) {
        stop();
        return false;
    }
    ++position_;
    begin(daySeconds_);
    emit changed();
    emit speakerStarted(speaker());
    return true;
}

void SpeakingTimer::stop()
{
    const bool was = active();
    kind_ = Kind::Off;
    order_.clear();
    position_ = 0;
    total_ = 0;
    leftMs_ = 0;
    running_ = false;
    poller_.stop();
    if (was)
        emit changed();
}

int SpeakingTimer::speaker() const
{
    return kind_ == Kind::Day && position_ < int(order_.size()) ? order_[std::size_t(position_)] : 0;
}

int SpeakingTimer::nextSpeaker() const
{
    return kind_ == Kind::Day && position_ + 1 < int(order_.size()) ? order_[std::size_t(position_ + 1)] : 0;
}

qint64 SpeakingTimer::remainingMs() const
{
    if (!active())
        return 0;
    if (!running_)
        return leftMs_;
    return std::max<qint64>(0, leftMs_ - (now() - startedAt_));
}

int SpeakingTimer::remainingSeconds() const { return int((remainingMs() + 999) / 1000); }

void SpeakingTimer::poll()
{
    if (!running_)
        return;
    if (remainingMs() > 0) {
        emit ticked();
        return;
    }
    // The end: the timer stands at 0 until the moderator adds time or moves on.
    leftMs_ = 0;
    running_ = false;
    poller_.stop();
    emit ticked();
    emit changed();
    emit timeUp(kind_, speaker());
}

} // namespace qiyuan::session
