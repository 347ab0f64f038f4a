#include "uciseat.h"

#include <algorithm>
#include <utility>

namespace qiyuan::uci {

UciSeat::UciSeat(const match::EngineSpec& engine, int level, QObject* parent)
    : match::Seat(parent)
    , spec_(engine)
    , level_(std::clamp(level, ai::MinLevel, ai::MaxLevel))
    , process_(new EngineProcess(engine.command, this))
{
    process_->setOptions(engine.options);
    connect(process_, &EngineProcess::bestMove, this, [this](xiangqi::Move m) {
        if (!wanted_)
            return;
        wanted_ = false;
        if (!m.isNull())
            emit acts(QString::fromStdString(xiangqi::toIccs(m)));
    });
    connect(process_, &EngineProcess::info, this, [this](const UciInfo& info) {
        if (wanted_)
            emit progress(info);
    });
    connect(process_, &EngineProcess::failed, this, [this](const Failure& f) {
        // A failure while nobody waits for a move: the next turn starts the engine anew.
        if (std::exchange(wanted_, false))
            emit failed(f);
    });
}

void UciSeat::setLevel(int level) { level_ = std::clamp(level, ai::MinLevel, ai::MaxLevel); }

void UciSeat::yourTurn(const match::Referee& referee, int seat)
{
    const auto* x = dynamic_cast<const match::XiangqiReferee*>(&referee);
    if (!x || wanted_)
        return; // already on it: the match calls after every change
    int moveTimeMs = std::max(100, ai::levelSettings(level_).defaultTimeMs);
    if (const int budget = timeBudgetMs(seat); budget > 0)
        moveTimeMs = std::max(50, std::min(moveTimeMs, budget));
    if (fixedMoveTimeMs_ > 0)
        moveTimeMs = fixedMoveTimeMs_;
    wanted_ = true;
    process_->search(x->game().position(), moveTimeMs);
}

void UciSeat::stop()
{
    wanted_ = false;
    process_->stop();
}

std::unique_ptr<match::Seat> buildSeat(const match::SeatSpec& spec)
{
    if (spec.kind == match::Seat::Kind::Computer && !spec.engine.command.isEmpty())
        return std::make_unique<UciSeat>(spec.engine, spec.level);
    return match::buildBuiltinSeat(spec);
}

} // namespace qiyuan::uci
