// An external UCI engine as a computer's seat of a xiangqi match: the match
// tells it when it is to move, it sends the engine the position and
// `go movetime T` — T the level's thinking time (engine/ai levelSettings),
// capped by what the clock allows — and the engine's move goes back to the
// match as an action. Each turn is answered by one acts() or one failed(),
// unless stop() comes first: then nothing follows for it.
#pragma once

#include "engineprocess.h"
#include "match/seatbuilder.h"

namespace qiyuan::uci {

class UciSeat final : public match::Seat {
    Q_OBJECT
public:
    UciSeat(const match::EngineSpec& engine, int level, QObject* parent = nullptr);

    Kind kind() const override { return Kind::Computer; }
    int level() const override { return level_; }
    void setLevel(int level) override; // the thinking time of the level, from the next search
    match::EngineSpec engine() const override { return spec_; }
    void yourTurn(const match::Referee& referee, int seat) override;
    void stop() override;
    bool thinking() const override { return wanted_; }
    std::optional<bool> answerDraw(const match::Referee& referee, int seat) const override
    {
        return match::computerAcceptsDraw(referee, seat);
    }

    EngineProcess* process() const { return process_; }
    // An engine match's move time: every search takes exactly `ms`, whatever
    // the level (0: the level's time capped by the clock, as at a table).
    void setFixedMoveTime(int ms) { fixedMoveTimeMs_ = ms; }
    // Shorter watchdogs, for tests with engines that hang.
    void setTimeouts(int startMs, int answerGraceMs)
    {
        process_->setTimeouts(startMs, answerGraceMs, EngineProcess::StopTimeoutMs);
    }

signals:
    // The engine's progress on the move it is asked for (scores from its own view).
    void progress(const qiyuan::uci::UciInfo& info);
    // The engine failed while the seat was to move; a later turn starts it anew.
    void failed(const qiyuan::uci::Failure& failure);

private:
    match::EngineSpec spec_;
    int level_;
    EngineProcess* process_;
    int fixedMoveTimeMs_ = 0;
    bool wanted_ = false; // a move is asked for and not yet answered
};

// The seat a description asks for, an external engine's too (see match::SeatBuilder).
std::unique_ptr<match::Seat> buildSeat(const match::SeatSpec& spec);

} // namespace qiyuan::uci
