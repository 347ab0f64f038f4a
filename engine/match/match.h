// One game between two seats, below the widgets: the referee, the two seats
// (a person here, the computer, the LAN opponent; at the LAN host, net::HostSession,
// its own player and the peers' players), the clock, take-back and
// redo, draw offers routed to the other seat, pause and the result, and the
// one snapshot codec of every game and mode. A table draws what its match
// says and forwards the clicks of the person seats (play, offerDraw, resign,
// undo); the computer seat acts by itself. Tested headless (tests/match).
// What each way of playing allows: docs/PLAY.md.
#pragma once

#include "levellog.h"
#include "referee.h"
#include "seat.h"
#include "seatbuilder.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <array>
#include <functional>
#include <memory>

class QTimer;

namespace qiyuan::match {

class Match final : public QObject {
    Q_OBJECT
public:
    // What starts a game: the referee's setup (Referee::setup()), the clock
    // (none: the rules' own, e.g. banqi's turn clock), and whether take-backs
    // are allowed (a banqi table may forbid them).
    struct Setup {
        QString game;      // "xiangqi", "jifen", "banqi"
        QCborMap referee;  // refereeFromSetup(); empty: the game's default start
        TimeControl clock;
        bool takeBacks = true;
    };

    // Why the clock waits; any of them stops it.
    enum Pause : unsigned {
        OffScreen = 1, // the table is not on screen
        Dialog = 2,    // a modal dialog is open over it
        Players = 4,   // the players paused
        Away = 8,      // at the LAN host: a remote player is not (yet, or no longer) at the table
    };

    explicit Match(QObject* parent = nullptr);
    ~Match() override;

    // A new game between the seats (the match takes them; seat 0 red or the
    // banqi deal's first chair). False with *error, the match unchanged, when
    // the setup is bad.
    bool start(const Setup& setup, std::unique_ptr<Seat> seat0, std::unique_ptr<Seat> seat1, QString* error = nullptr);
    // The same with a referee made already (the LAN host makes it from its
    // table's settings; a test's own referee). False when there is none.
    bool start(const Setup& setup, std::unique_ptr<Referee> referee, std::unique_ptr<Seat> seat0,
               std::unique_ptr<Seat> seat1);
    bool started() const { return referee_ != nullptr; }
    // A new game of the same seats (e.g. another start before the first move).
    bool restart(const Setup& setup, QString* error = nullptr);
    // Takes the game as someone else judged it — the LAN host, a game file —
    // from the referee's setup, the actions and the result (a resignation, an
    // agreed draw or a fallen flag that no action shows). The seats stay;
    // false with *error, the match unchanged, when it does not make a game.
    bool follow(const QCborMap& setup, const QStringList& actions, const QCborMap& result, QString* error = nullptr);
    // The end of the game about to be followed was shown before (a game file,
    // a line of a record reviewed, a LAN game joined after its end): when
    // the next follow() finds the game over, finished() is not emitted.
    void endAlreadyShown() { announced_ = true; }

    const Referee& referee() const { return *referee_; }
    // The game as its own engine shows it (nullptr when the match plays another).
    const XiangqiReferee* xiangqi() const { return dynamic_cast<const XiangqiReferee*>(referee_.get()); }
    const JifenReferee* jifen() const { return dynamic_cast<const JifenReferee*>(referee_.get()); }
    const BanqiReferee* banqi() const { return dynamic_cast<const BanqiReferee*>(referee_.get()); }
    Seat* seat(int i) const { return seats_[size_t(i)].get(); }
    // Another seat takes `i` in the running game (a computer that failed gives
    // way to the person here; a table's own kind of computer after a restore).
    // The old seat is deleted later: it may be the one whose signal runs now.
    void replaceSeat(int i, std::unique_ptr<Seat> seat);
    // The seat of the one person against the computer, or -1 (hot seat, LAN).
    int personVsComputer() const;
    int toAct() const { return referee_->sideToMove(); }
    bool over() const { return referee_ && referee_->over(); }

    // The person at `seat` plays `action`; false with a readable *reason when
    // it is not that seat's turn, the seat is not a person here, or the
    // referee refuses it. Over the LAN an action the referee would take is
    // sent to the host (LanSeat::actionSent) and applied when the host reports
    // it; so are a draw offer and a resignation.
    bool play(int seat, const QString& action, QString* reason = nullptr);
    // The same with the refusal as a value (the engine's own error for the UI to word).
    bool play(int seat, const QString& action, Refusal* refusal);

    // Take-back: against the computer, back to the person's turn (its answer
    // goes too); hot seat, the last action. Not after a resignation, an agreed
    // draw or a fallen flag, nor when the setup forbids it.
    int undoPlies() const;
    // Whether the setup allows take-backs at all (a banqi table may forbid them).
    bool takeBacksAllowed() const { return setup_.takeBacks; }
    bool canUndo() const { return undoPlies() > 0; }
    void undo();
    bool canRedo() const { return !redo_.isEmpty() && !over(); }
    // A game with a LAN seat: the host judges, the match follows (follow()).
    bool lanGame() const;
    // Over the LAN a take-back is a request the opponent answers: the person at
    // `seat` may ask once it has acted and the game goes on.
    bool canRequestTakeBack(int seat) const;
    // Sends the request through the LAN seat; false when canRequestTakeBack() is not.
    bool requestTakeBack(int seat);
    // The LAN seat, or nullptr: what the person here does goes out through it.
    LanSeat* lanSeat() const;
    // Plays again what the last take-backs took back: one action, and against
    // the computer on to the person's turn.
    void redo();

    // A draw offer by `seat` goes to the other seat: the computer answers at
    // once (accepted: the game ends; declined: drawDeclined), a person is
    // asked through drawOffered and answers with answerDraw(). False with
    // *reason when no draw may be offered now. A move lapses the offer.
    bool offerDraw(int seat, QString* reason = nullptr);
    bool offerDraw(int seat, Refusal* refusal);
    int drawOfferBy() const { return drawOfferBy_; }
    void answerDraw(bool accept);
    bool resign(int seat, QString* reason = nullptr);
    bool resign(int seat, Refusal* refusal);
    // Why `seat` may not offer a draw (draw) or resign now; none when it may.
    Refusal endingRefusal(int seat, bool draw) const;

    // A take-back the other seat answers (a person here, a peer at the LAN
    // host): `seat` asks once it has acted and the game goes on, back to its
    // own last action (Referee::undoPlies). False with *reason when it may
    // not; else takeBackRequested, answered by answerTakeBack(). A move, a
    // draw or the end lapses the request. (A LAN guest asks through its
    // LanSeat instead: requestTakeBack().)
    bool askTakeBack(int seat, QString* reason = nullptr);
    int takeBackRequestBy() const { return takeBackBy_; }
    void answerTakeBack(bool accept);
    // The open draw offer and take-back request lapse (a player left the table).
    void dropRequests();
    // The clock as it is now, the running side charged up to this moment
    // (nothing judged: a flag falls at the next tick()).
    GameClock clockNow() const;
    // How often the running clock is charged and a flag judged (ms; 100 by default).
    void setTickInterval(int ms);

    const GameClock& clock() const { return clock_; }
    // Over the LAN: the host's clock as it last reported it (the host alone
    // charges time and judges a flag); a disabled time control: no clock.
    void followClock(const TimeControl& tc, const GameClock::State& state);
    // The clock to show: the match's own, or over the LAN the host's last
    // report with the running side counted down since (clockChanged ticks it).
    GameClock shownClock() const;
    // The clock waits (every reason must end before it runs again); so does the computer.
    void setPaused(Pause why, bool on);
    unsigned pauses() const { return pauses_; }
    // Advances the running clock by `ms` at once (tests; the timer does it live).
    void elapse(int ms);
    // The clock reads this (milliseconds, monotonic; tests drive it) ...
    void setTimeSource(std::function<qint64()> now);
    // ... and charges the running side with the time since its last reading
    // (a timer does it ten times a second; a fallen flag is judged here).
    void tick();
    // Whether the clock runs for the seat to act: a turn clock of the rules
    // (翻翻棋 BQ-9, against stalling) times persons only, the computer
    // answering well within its turn; a game clock times every seat.
    bool clockRunsFor(int seat) const;

    // The computer at `seat` plays on at `level` from its next search (a
    // search under way starts again at it), the clock untouched; recorded
    // with the ply (levelLog()). False when `seat` is no computer, the level
    // is out of range, nothing changes, or the game is over or over the LAN.
    bool changeLevel(int seat, int level);
    // The game's clock takes another time control now (disabled: no clock),
    // both sides starting on it afresh; recorded with the ply. False for a
    // rules' own clock (banqi's turn clock, BQ-9), over the LAN, when over or
    // unchanged.
    bool changeClock(const TimeControl& tc);
    // A record's TimeControl tag (levelTags) for the game now on the table
    // (an opened record): the game goes on with the control the tag ends on,
    // both sides' time fresh (a record keeps no time left), and its changes
    // are kept for the record. False, nothing changed, when the tag is not one,
    // names no clock, or the game has the rules' own clock or is over the LAN.
    bool takeClockTag(const QString& tag);
    // The time control the game is played with now (disabled: none).
    TimeControl timeControl() const { return turnClock_ ? TimeControl{} : clock_.timeControl(); }
    const LevelLog& levelLog() const { return log_; }
    // The changes a game file recorded (LevelLog::toJson) for the game now
    // on the table; false with *error, nothing changed, when they do not fit it.
    bool setLevelLog(const QJsonObject& changes, QString* error = nullptr);
    // What played the game for its record: "<Side>Level" of each computer
    // seat ("3", or "3; 5 from ply 24": sides named `sideNames`, e.g. Red,
    // Black) and "TimeControl" when there is or was a clock.
    QMap<QString, QString> levelTags(const QStringList& sideNames) const;

    // How the game ended when no action shows it: "resign" (endingSeat), "draw",
    // "time" (endingSeat); empty otherwise.
    QString ending() const { return ending_; }
    int endingSeat() const { return endingSeat_; }

    // The whole match as JSON (docs/PLAY.md "Snapshots"): game, setup, actions,
    // take-backs that can be redone, how it ended, the seats and the clock.
    // A match with a LAN seat gives an empty object: a LAN game is the host's,
    // and a table keeps the game from before it instead.
    QJsonObject snapshot() const;
    // Replaces the match by a snapshot's; false with *error, the match
    // unchanged, when it is not a valid one. Person and computer seats are
    // made anew from it by the seat builder.
    bool restore(const QJsonObject& snapshot, QString* error = nullptr);
    // What makes the seats of a restored match (default: buildBuiltinSeat,
    // persons and the built-in AI; uci::buildSeat knows external engines too).
    void setSeatBuilder(SeatBuilder builder) { builder_ = std::move(builder); }

signals:
    // After every action (a seat's, a redo, a banqi turn lost on the clock):
    // the public record of it.
    void played(int seat, const QString& action, const QCborMap& record);
    void undone(int plies);
    // Anything changed (an action, a take-back, an offer, the result, a restore).
    void changed();
    void drawOffered(int bySeat);  // ask the person at the other seat
    void drawDeclined(int bySeat); // the other seat said no
    void takeBackRequested(int bySeat); // askTakeBack(): ask the other seat
    void takeBackDeclined(int bySeat);
    void finished(const QCborMap& result);
    void clockChanged();
    void levelChanged(int seat); // changeLevel()
    // The computer's action was refused by the referee (a bug; the game waits).
    void seatFailed(int seat, const QString& reason);

private:
    void setSeats(std::unique_ptr<Seat> s0, std::unique_ptr<Seat> s1);
    void watchSeat(int i); // its actions, its share of the clock
    // Plays `actions` and the ending on the referee; false with *error at the first that does not fit.
    static bool replay(Referee& referee, const QStringList& actions, const QString& ending, int endingSeat,
                       QString* error);
    void afterChange();
    // Takes back `plies` (undo(), an accepted request): the clock runs for the side to act again.
    void takeBack(int plies);
    void onSeatActs(int seat, const QString& action);
    bool apply(int seat, const QString& action, Refusal* refusal, bool fromRedo);
    // The seat whose clock should run now, or -1.
    int clockSide() const;
    void updateClock();
    void flagFell(int seat);
    void checkFinished();

    Setup setup_;
    std::unique_ptr<Referee> referee_;
    std::array<std::unique_ptr<Seat>, 2> seats_;
    SeatBuilder builder_;
    QStringList redo_;
    // How the game ended when not by an action: "resign", "draw", "time"; the seat.
    QString ending_;
    int endingSeat_ = -1;
    int drawOfferBy_ = -1;
    int takeBackBy_ = -1; // the seat whose take-back request waits for an answer
    bool announced_ = false;
    GameClock clock_;
    QTimer* ticker_ = nullptr;
    QElapsedTimer monotonic_;
    std::function<qint64()> now_;
    qint64 lastTick_ = 0; // when the running side was last charged
    qint64 reportedAt_ = 0; // over the LAN: when the host's clock was last reported
    bool turnClock_ = false; // the rules' own turn clock (persons only)
    unsigned pauses_ = 0;
    LevelLog log_; // the level's and the clock's changes during the game
};

} // namespace qiyuan::match
