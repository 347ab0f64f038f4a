#include "gamereview.h"

#include <QMetaObject>
#include <QPointer>

namespace qiyuan::ui {

int GameReview::moveTimeMs(Depth d)
{
    switch (d) {
    case Depth::Quick: return 200;
    case Depth::Normal: return 1000;
    case Depth::Deep: return 3000;
    }
    return 1000;
}

GameReview::GameReview(QObject* parent)
    : QObject(parent)
{
}

GameReview::~GameReview() { cancel(); }

void GameReview::cancel()
{
    stop_ = true;
    if (worker_.joinable())
        worker_.join();
    stop_ = false;
    ++generation_; // whatever the worker posted before it stopped is dropped
}

void GameReview::clear()
{
    cancel();
    moves_.clear();
    verdicts_.clear();
    judged_.clear();
    done_ = 0;
    finished_ = false;
}

void GameReview::start(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves, Depth depth,
                       int threads)
{
    clear();
    start_ = start;
    moves_ = moves;
    verdicts_.assign(moves.size() + 1, {});
    judged_.assign(moves.size(), std::nullopt);
    const int generation = generation_;
    ai::Limits limits;
    limits.moveTimeMs = moveTimeMs(depth);
    // The worker owns copies; it reaches this object only through queued calls
    // that check the generation, so a cancelled review posts nothing that lands.
    worker_ = std::thread([this, start, moves, limits, threads, generation] {
        auto engine = ai::makeEngine("xiangqi");
        engine->setThreads(threads);
        for (int i = 0; i <= int(moves.size()) && !stop_; ++i) {
            const ai::PositionVerdict v = ai::analysePosition(*engine, start, moves, i, limits, stop_);
            if (stop_)
                return;
            QMetaObject::invokeMethod(this, [this, i, v, generation] {
                if (generation == generation_)
                    take(i, v);
            }, Qt::QueuedConnection);
        }
    });
}

void GameReview::restore(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves,
                         std::vector<std::optional<ai::ReviewedMove>> judged)
{
    clear();
    start_ = start;
    moves_ = moves;
    judged.resize(moves.size());
    judged_ = std::move(judged);
    verdicts_.assign(moves.size() + 1, {});
    done_ = total();
    finished_ = true;
}

void GameReview::take(int index, const ai::PositionVerdict& v)
{
    verdicts_[size_t(index)] = v;
    done_ = index + 1;
    if (index > 0)
        judge(index - 1);
    emit progressed(done_, total());
    if (done_ == total()) {
        finished_ = true;
        emit finished();
    }
}

void GameReview::judge(int ply)
{
    xiangqi::Position before = start_;
    for (int i = 0; i < ply; ++i)
        before.makeMove(moves_[size_t(i)]);
    judged_[size_t(ply)] = ai::judgeMove(before, moves_[size_t(ply)], ply, verdicts_[size_t(ply)],
                                         verdicts_[size_t(ply) + 1]);
    emit moveJudged(ply);
}

std::vector<session::ReviewTag> GameReview::tags() const
{
    std::vector<session::ReviewTag> out(moves_.size() + 1);
    for (std::size_t i = 0; i < judged_.size(); ++i) {
        const auto& j = judged_[i];
        if (!j)
            continue;
        if (i == 0 || !out[i].eval)
            out[i].eval = j->scoreBefore;
        out[i + 1] = {j->score, j->best, ai::reviewMarkText(j->mark)};
    }
    return out;
}

void GameReview::restoreTags(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves,
                             const std::vector<session::ReviewTag>& tags)
{
    std::vector<std::optional<ai::ReviewedMove>> judged(moves.size());
    xiangqi::Position before = start;
    for (std::size_t i = 0; i < moves.size() && i + 1 < tags.size(); ++i) {
        const session::ReviewTag& was = tags[i];
        const session::ReviewTag& now = tags[i + 1];
        if (was.eval && now.eval) {
            // The saved evaluations are red's view; the verdicts the side to move's.
            const int sign = before.sideToMove() == xiangqi::Side::Red ? 1 : -1;
            ai::PositionVerdict at, next;
            at.analysed = next.analysed = true;
            at.best = now.best;
            at.line = now.best.empty() ? std::vector<std::string>{} : std::vector<std::string>{now.best};
            at.score = sign * *was.eval;
            next.score = -sign * *now.eval;
            judged[i] = ai::judgeMove(before, moves[i], int(i), at, next);
        }
        before.makeMove(moves[i]);
    }
    restore(start, moves, std::move(judged));
}

bool GameReview::isComplete() const
{
    return !moves_.empty() && std::all_of(judged_.begin(), judged_.end(), [](const auto& j) { return j.has_value(); });
}

ai::ReviewSummary GameReview::summary() const
{
    std::vector<ai::ReviewedMove> moves;
    for (const auto& j : judged_)
        if (j)
            moves.push_back(*j);
    return ai::summarize(moves);
}

} // namespace qiyuan::ui
