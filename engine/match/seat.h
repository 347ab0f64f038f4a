// Who plays a side of a match: one interface, four kinds — a person at this
// computer (the table's widgets act for it), the computer (one worker-thread
// implementation for every game, fed by think.h's jobs), over the LAN the
// opponent at another computer, and at the LAN host a peer's player. A seat acts by emitting acts(); the match
// checks every action with its referee (cutechess's ChessPlayer, smaller).
#pragma once

#include "think.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPair>

#include <memory>
#include <optional>
#include <thread>

namespace qiyuan::match {

// An external engine that plays a computer's seat: its command line (the
// program, then arguments quoted like a shell's), its entry in Settings →
// Engines (may be empty) and the setoption pairs it is sent after the handshake.
struct EngineSpec {
    QString command; // empty: the built-in AI
    QString id;
    QList<QPair<QString, QString>> options;
    bool operator==(const EngineSpec&) const = default;
};

class Seat : public QObject {
    Q_OBJECT
public:
    enum class Kind { Person, Computer, Lan, Peer };
    using QObject::QObject;

    virtual Kind kind() const = 0;
    // The computer's playing level (ai::MinLevel..MaxLevel); 0 for any other seat.
    virtual int level() const { return 0; }
    // The computer plays on at another level from its next search (a
    // player's change during the game: Match::changeLevel); others ignore it.
    virtual void setLevel(int level) { (void)level; }
    // The external engine that plays the seat; an empty command: none (a
    // person, the built-in AI, the LAN opponent).
    virtual EngineSpec engine() const { return {}; }
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
    // How long the seat may think for a move with the clock as it stands
    // (clockBudgetMs; 0: the level's own time). The match sets it.
    void setTimeBudget(std::function<int(int seat)> budget) { budget_ = std::move(budget); }
    int timeBudgetMs(int seat) const { return budget_ ? budget_(seat) : 0; }

signals:
    // The seat plays `action` (the game's action syntax).
    void acts(const QString& action);

private:
    std::function<int(int seat)> budget_;
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
    void setLevel(int level) override;
    Thinker* thinker() const { return thinker_; }
    // What the last search was given (tests: the banqi computer sees its view only).
    const ThinkInput& lastInput() const { return lastInput_; }
    // The xiangqi hash table in MiB and the threads of each search (Lazy SMP),
    // from Settings → Computer opponent (ThinkMemoryKeeper).
    void setHashMb(int mb) { memory_.setHashMb(mb); }
    void setThreads(int threads) { memory_.setThreads(threads); }
    int allocatedHashMb() const { return memory_.allocatedHashMb(); }
    int allocatedThreads() const { return memory_.allocatedThreads(); }

private:
    Thinker* thinker_;
    int level_;
    quint64 seed_; // the AI's choice among near-equal actions: fresh, never a deal's seed
    ThinkMemoryKeeper memory_;
    ThinkInput lastInput_;
};

} // namespace qiyuan::match
