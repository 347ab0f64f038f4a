// The timer everyone sees at a role game (版杀): during the day, each
// speaker's time in the speaking order (werewolf::speakingOrder); at night,
// the time the phones have for their entries. One per moderator session: the
// day tab drives it, the projector, the day and night tabs show it, the LAN
// host sends it to every player (docs/PROTOCOL.md, "timer") when it changes,
// never every second: a player counts down from what it was sent.
//
// Nothing secret is in it: who speaks is public, and the night timer names
// nobody. When time runs out nothing is applied: timeUp() only asks for the
// soft sound; the moderator decides what happens next.
//
// The clock is injected (milliseconds, monotonic) so that tests step it
// instead of waiting a minute; poll() reads it. A QTimer calls poll() while
// the timer runs, only to notice the end and redraw the seconds.
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>
#include <vector>

namespace qiyuan::session {

class SpeakingTimer : public QObject {
    Q_OBJECT
public:
    enum class Kind { Off, Day, Night };
    Q_ENUM(Kind)
    using Clock = std::function<qint64()>;

    explicit SpeakingTimer(QObject* parent = nullptr);
    void setClock(Clock clock); // default: a monotonic clock (QElapsedTimer)

    // The day: the first of `order` speaks for `seconds`, running. An empty order stops.
    void startDay(std::vector<int> order, int seconds);
    // The night's time for the phones' entries, running; seconds <= 0 stops.
    void startNight(int seconds);
    void pause();
    void resume();
    void addTime(int seconds); // to the current speaker (or the night), running or not; total grows too
    // The next in the order speaks for the day's seconds, running; false (and
    // the timer stops) after the last.
    bool next();
    void stop();

    Kind kind() const { return kind_; }
    bool active() const { return kind_ != Kind::Off; }
    int speaker() const; // the seat speaking now; 0 at night or when off
    const std::vector<int>& order() const { return order_; }
    int position() const { return position_; } // the speaker's index in order()
    int nextSpeaker() const;                   // 0: the speaker is the last
    int totalSeconds() const { return total_; }
    qint64 remainingMs() const;
    int remainingSeconds() const; // rounded up: 0 only when the time is over
    bool running() const { return running_; }
    bool timeIsUp() const { return active() && remainingMs() == 0; }

    // Reads the clock: the first time the time is found over, the timer stops
    // at 0, emits changed() and timeUp(). While running, ticked() every call.
    void poll();

signals:
    // A start, pause, resume, added time, the next speaker, the end, a stop:
    // what the LAN host sends to the players.
    void changed();
    // A new speaker (a start or next()): the narrator may call them.
    void speakerStarted(int seat);
    // The time ran out (once per speaker or night): the soft sound.
    void timeUp(qiyuan::session::SpeakingTimer::Kind kind, int seat);
    // Every poll while running: redraw the seconds.
    void ticked();

private:
    void begin(int seconds);
    qint64 now() const { return clock_(); }

    Clock clock_;
    QTimer poller_;
    Kind kind_ = Kind::Off;
    std::vector<int> order_;
    int position_ = 0;
    int daySeconds_ = 60;
    int total_ = 0;
    qint64 leftMs_ = 0;    // what was left at startedAt_ (or now, while paused)
    qint64 startedAt_ = 0; // the clock when last started or resumed
    bool running_ = false;
};

} // namespace qiyuan::session
