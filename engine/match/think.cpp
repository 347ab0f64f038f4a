#include "think.h"

#include "ai/banqi_ai.h"
#include "ai/draw_offer.h"
#include "ai/jifen_ai.h"
#include "ai/xiangqi_search.h"

#include <algorithm>

namespace qiyuan::match {

ThinkMemory::ThinkMemory(int hashMb, int threads) : xiangqi(std::make_unique<ai::XiangqiSearch>(hashMb))
{
    xiangqi->setThreads(threads);
}
ThinkMemory::~ThinkMemory() = default;

void ThinkMemoryKeeper::setHashMb(int mb)
{
    hashMb_ = std::clamp(mb, ai::XiangqiSearch::MinHashMb, ai::XiangqiSearch::MaxHashMb);
}

void ThinkMemoryKeeper::setThreads(int threads)
{
    threads_ = std::clamp(threads, ai::XiangqiSearch::MinThreads, ai::XiangqiSearch::MaxThreads);
}

int ThinkMemoryKeeper::allocatedHashMb() const
{
    return memory_ ? memory_->xiangqi->hashMb() : 0;
}

int ThinkMemoryKeeper::allocatedThreads() const
{
    return memory_ ? memory_->xiangqi->threads() : 0;
}

std::shared_ptr<ThinkMemory> ThinkMemoryKeeper::forSearch()
{
    // A running search keeps the memory it was given.
    if (!memory_ || memory_->xiangqi->hashMb() != hashMb_ || memory_->xiangqi->threads() != threads_)
        memory_ = std::make_shared<ThinkMemory>(hashMb_, threads_);
    return memory_;
}

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

ThinkJob jifenJob(const JifenReferee& referee, const ThinkOptions& options)
{
    ai::JifenAiOptions ai;
    ai.level = std::clamp(options.level, ai::MinLevel, ai::MaxLevel);
    ai.seed = options.seed;
    if (options.hint) {
        ai.randomize = false;
        ai.moveTimeMs = ThinkOptions::HintTimeMs;
    }
    auto game = std::make_shared<const jifen::Game>(referee.game()); // all of jifen is public
    return [game, ai](const std::atomic<bool>& stop, const ai::ProgressCallback& progress) {
        const ai::JifenAiResult r = ai::chooseJifenAction(*game, ai, &stop, progress);
        return r.action ? text(jifen::actionText(*r.action)) : QString();
    };
}

ThinkJob banqiJob(const BanqiReferee& referee, int seat, const ThinkOptions& options, ThinkInput* input)
{
    ai::BanqiAiOptions ai;
    ai.level = options.hint ? ai::MaxLevel : std::clamp(options.level, ai::MinLevel, ai::MaxLevel);
    ai.seed = options.seed;
    ai.randomize = !options.hint;
    // The seat's own view only: the job never holds the deal.
    const banqi::View view = referee.game().view(referee.playerOf(seat));
    if (input)
        input->banqiView = view;
    const banqi::RuleSet rules = referee.game().rules();
    return [view, rules, ai](const std::atomic<bool>& stop, const ai::ProgressCallback&) {
        const ai::BanqiAiResult r = ai::chooseBanqiAction(view, rules, ai, &stop);
        return r.action.isNull() ? QString() : text(banqi::actionText(r.action));
    };
}

} // namespace

int clockBudgetMs(const GameClock& clock, int side)
{
    const SideTime tc = clock.timeControl().side(side);
    if (!tc.enabled())
        return 0;
    const int left = clock.remainingMs(side);
    int budget = 0;
    if (!tc.gameTime())
        budget = left / 2; // only a per-move limit
    else if (clock.inByoyomi(side) || tc.baseMs == 0)
        budget = left / 2; // the period: renewed after each move
    else
        budget = left / 30 + tc.incrementMs * 3 / 4 + tc.byoyomiMs / 2;
    if (tc.gameTime() && !clock.inByoyomi(side) && tc.byoyomiMs == 0)
        budget = std::min(budget, left / 2); // the main time is all there is
    if (tc.moveMs > 0)
        budget = std::min(budget, clock.moveLeftMs(side) / 2); // the move's own limit
    return std::max(50, budget);
}

ThinkJob xiangqiThinkJob(const xiangqi::Game& game, const ThinkOptions& options, std::shared_ptr<ThinkMemory> memory)
{
    ai::XiangqiSearchOptions search;
    search.level = std::clamp(options.level, ai::MinLevel, ai::MaxLevel);
    search.seed = options.seed;
    if (options.hint) {
        search.randomize = false;
        search.limits.moveTimeMs = ThinkOptions::HintTimeMs;
    } else if (options.maxTimeMs > 0) {
        search.limits.moveTimeMs = std::min(std::max(1, ai::levelSettings(search.level).defaultTimeMs), options.maxTimeMs);
    }
    if (!memory)
        memory = std::make_shared<ThinkMemory>();
    // Copies: all of xiangqi is public.
    const xiangqi::Position root = game.position();
    const ai::PriorPositions prior = ai::priorPositions(game);
    return [root, prior, search, memory](const std::atomic<bool>& stop, const ai::ProgressCallback& progress) {
        const ai::XiangqiSearchResult r = memory->xiangqi->search(root, prior, search, &stop, progress);
        return r.best.isNull() ? QString() : text(xiangqi::toIccs(r.best));
    };
}

ThinkJob xiangqiHintJob(const xiangqi::Game& game, std::shared_ptr<ThinkMemory> memory)
{
    ThinkOptions options;
    options.level = ai::MaxLevel;
    options.seed = 0; // unused without the random margin
    options.hint = true;
    return xiangqiThinkJob(game, options, std::move(memory));
}

ThinkJob xiangqiAnalysisJob(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves, int lines,
                            std::shared_ptr<ThinkMemory> memory)
{
    ai::XiangqiSearchOptions search;
    search.level = ai::MaxLevel;
    search.randomize = false;
    search.limits.infinite = true;
    search.multiPv = lines;
    // Copies: the worker never touches the caller's game.
    xiangqi::Position root = start;
    for (const xiangqi::Move m : moves)
        root.makeMove(m);
    const ai::PriorPositions prior = ai::priorPositions(start, moves);
    return [root, prior, search, memory](const std::atomic<bool>& stop, const ai::ProgressCallback& progress) {
        const ai::XiangqiSearchResult r = memory->xiangqi->search(root, prior, search, &stop, progress);
        return r.best.isNull() ? QString() : text(xiangqi::toIccs(r.best));
    };
}

ThinkJob thinkJob(const Referee& referee, int seat, const ThinkOptions& options, std::shared_ptr<ThinkMemory> memory,
                  ThinkInput* input)
{
    if (const auto* x = dynamic_cast<const XiangqiReferee*>(&referee))
        return xiangqiThinkJob(x->game(), options, std::move(memory));
    if (const auto* j = dynamic_cast<const JifenReferee*>(&referee))
        return jifenJob(*j, options);
    if (const auto* b = dynamic_cast<const BanqiReferee*>(&referee))
        return banqiJob(*b, seat, options, input);
    return [](const std::atomic<bool>&, const ai::ProgressCallback&) { return QString(); };
}

bool computerAcceptsDraw(const Referee& referee, int seat)
{
    const xiangqi::Side side = seat == 0 ? xiangqi::Side::Red : xiangqi::Side::Black;
    if (const auto* x = dynamic_cast<const XiangqiReferee*>(&referee))
        return ai::xiangqiAcceptsDraw(x->game().position(), side);
    if (const auto* j = dynamic_cast<const JifenReferee*>(&referee))
        return ai::jifenAcceptsDraw(j->game().position(), side);
    if (const auto* b = dynamic_cast<const BanqiReferee*>(&referee)) {
        const banqi::Player p = b->playerOf(seat);
        return ai::banqiAcceptsDraw(b->game().view(p), p);
    }
    return false;
}

} // namespace qiyuan::match
