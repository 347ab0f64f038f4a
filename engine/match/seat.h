// Who plays a side of a match: one interface, four kinds — a person at this
// computer (the table's widgets act for it), the computer (one worker-thread
// implementation for every game, fed by think.h's jobs), over the LAN the
// opponent at another computer, and at the LAN host a peer's player. A seat acts by emitting acts(); the match
// checks every action with its referee (cutechess's ChessPlayer, smaller).
#pragma once

#include "think.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>
#include <optional>
#include <thread>

namespace qiyuan::match {

class Seat : public QObject {
    Q_OBJECT
public:
    enum class Kind { Person, Computer, Lan, Peer };
    using QObject::QObject;

    virtual Kind kind() const = 0;
    // The computer's playing level (ai::MinLevel..MaxLevel); 0 for any other seat.
    virtual int level() const { return 0; }
    // The seat is to act in the referee's game (the match calls it after every
    // change while the seat is to act, the game running).
    virtual void yourTurn(const Referee& referee, int seat)
    {
        (void)referee;
        (void)seat;
    }
    // Whatever the seat was about to play is void (a take-back, a restore, the end).
    virtual void stop() {}
    virtual bool thinking() const { return false; }
    // The seat's answer to the other seat's draw offer when it gives one at
    // once (the computer); nullopt: a person is asked (Match::drawOffered).
    virtual std::optional<bool> answerDraw(const Referee& referee, int seat) const
    {
        (void)referee;
        (void)seat;
        return std::nullopt;
    }

signals:
    // The seat plays `action` (the game's action syntax).
    void acts(const QString& action);
};

// A person at this computer: the widgets play for it (Match::play).
class PersonSeat final : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;
    Kind kind() const override { return Kind::Person; }
};

// At the LAN host: a player at another computer (net::HostSession). Its
// actions arrive over the network and the host plays them into the match
// (Match::play) through the same checks as its own player's.
class PeerSeat final : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;
    Kind kind() const override { return Kind::Peer; }
};

// The opponent at another computer: the LAN host judges every action, and the
// match takes the game as the host reports it (Match::follow). What the person
// here does goes out through this seat (net::RemoteSeat sends it over its
// link): the match checks it, sends it, and applies nothing until the host reports.
class LanSeat : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;
    Kind kind() const override { return Kind::Lan; }

signals:
    void actionSent(const QString& action); // for the host to judge
    void drawOfferSent();
    void takeBackRequested();
    void resignationSent();
};

// Runs think jobs on a worker thread, one at a time. Each run() is answered
// by exactly one found() unless stop() or another run() comes first: then
// nothing follows for it, so no stale action ever arrives. Destroying it
// mid-search is safe (it raises the stop flag and joins the worker).
class Thinker final : public QObject {
    Q_OBJECT
public:
    explicit Thinker(QObject* parent = nullptr);
    ~Thinker() override;

    void run(ThinkJob job);
    void stop();
    bool running() const { return running_; }
    // The answer comes no sooner than this after run(), so that a person sees
    // whose turn it was (a small search needs far less).
    void setMinimumTimeMs(int ms) { minimumMs_ = ms < 0 ? 0 : ms; }

signals:
    void found(const QString& action); // empty: the seat had no action
    // After each completed depth (on the GUI thread).
    void progress(const qiyuan::ai::Progress& progress);

private:
    void deliver(quint64 generation, const QString& action);
    std::shared_ptr<std::atomic<bool>> stopFlag_;
    std::thread worker_;
    quint64 generation_ = 0;
    bool running_ = false;
    int minimumMs_ = 0;
    QElapsedTimer started_;
};

// The computer: the built-in AI of the game at a level, thinking in a worker
// thread about a copy of what its seat may see.
class ComputerSeat final : public Seat {
    Q_OBJECT
public:
    explicit ComputerSeat(int level, QObject* parent = nullptr);

    Kind kind() const override { return Kind::Computer; }
    void yourTurn(const Referee& referee, int seat) override;
    void stop() override { thinker_->stop(); }
    bool thinking() const override { return thinker_->running(); }
    std::optional<bool> answerDraw(const Referee& referee, int seat) const override
    {
        return computerAcceptsDraw(referee, seat);
    }

    int level() const override { return level_; }
    Thinker* thinker() const { return thinker_; }
    // What the last search was given (tests: the banqi computer sees its view only).
    const ThinkInput& lastInput() const { return lastInput_; }
    // The xiangqi hash table in MiB (Settings → Computer opponent); takes
    // effect at the next search.
    void setHashMb(int mb);

private:
    Thinker* thinker_;
    int level_;
    quint64 seed_; // the AI's choice among near-equal actions: fresh, never a deal's seed
    int hashMb_ = 16;
    std::shared_ptr<ThinkMemory> memory_;
    ThinkInput lastInput_;
};

} // namespace qiyuan::match
