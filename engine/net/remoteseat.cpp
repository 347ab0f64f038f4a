#include "remoteseat.h"

#include "banqimirror.h"

namespace qiyuan::net {

RemoteSeat* RemoteSeat::take(match::Match& match, LanLink* link)
{
    const int local = link->localSeat();
    auto seat = std::unique_ptr<RemoteSeat>(new RemoteSeat(&match, link));
    RemoteSeat* remote = seat.get();
    // The host judges; the seats here only follow. Any valid start of the
    // game will do: follow() replaces it by the host's.
    std::unique_ptr<match::Seat> red, black;
    if (local == 0)
        red = std::make_unique<match::PersonSeat>(), black = std::move(seat);
    else if (local == 1)
        red = std::move(seat), black = std::make_unique<match::PersonSeat>();
    else // a spectator: Match::lanSeat() is the first LAN seat, this one
        red = std::move(seat), black = std::make_unique<match::LanSeat>();
    match.start({link->gameKey(), {}, {}, false}, std::move(red), std::move(black));
    return remote;
}

RemoteSeat::RemoteSeat(match::Match* match, LanLink* link) : match_(match), link_(link)
{
    link->setParent(this);
    sendOut();
    // After each piece of the host's news the game and the clock as the host's
    // state has them now: a move, a take-back, the result, a rejoin's fresh
    // state, a new game at the same table, a seat taken, the clock paused.
    connect(link, &LanLink::moved, this, [this] { onNews(true); });
    for (auto news : {&LanLink::rejoined, &LanLink::newGame, &LanLink::started})
        connect(link, news, this, [this] { onNews(false); });
    connect(link, &LanLink::undone, this, [this] { onNews(false); });
    connect(link, &LanLink::gameOver, this, [this] { onNews(false); });
    connect(link, &LanLink::pausedChanged, this, [this] { onNews(false); });
    connect(link, &LanLink::opponentJoined, this, [this] { onNews(false); });
    connect(link, &LanLink::opponentConnected, this, [this] { onNews(false); });
    connect(link, &LanLink::reconnecting, this, &RemoteSeat::stopClock);
    connect(link, &LanLink::connectionLost, this, &RemoteSeat::stopClock);
}

void RemoteSeat::onNews(bool byAction)
{
    const int before = match_->referee().ply();
    if (follow())
        emit followed(before, byAction && match_->referee().ply() == before + 1);
}

void RemoteSeat::sendOut()
{
    LanLink* link = link_;
    connect(this, &LanSeat::actionSent, link, &LanLink::sendMove);
    connect(this, &LanSeat::drawOfferSent, link, &LanLink::offerDraw);
    connect(this, &LanSeat::takeBackRequested, link, &LanLink::requestUndo);
    connect(this, &LanSeat::resignationSent, link, &LanLink::resign);
}

bool RemoteSeat::follow()
{
    if (!link_)
        return false;
    const QCborMap state = link_->state();
    QString why;
    QCborMap setup = link_->isHost() ? link_->hostSetup() : setupFromState(link_->gameKey(), state, &why);
    // Results no record shows (resignation, agreement, a flag) come with the host's result.
    if (setup.isEmpty() || !match_->follow(setup, link_->actions(), state.value(QStringLiteral("result")).toMap(), &why)) {
        emit followFailed(why);
        return false;
    }
    // The host's clock, as it reported it: the match shows it counting down.
    TimeControl tc;
    GameClock::State clock;
    if (!LanLink::clockFromMap(link_->clockMap(), &tc, &clock))
        tc = {};
    match_->followClock(tc, clock);
    return true;
}

void RemoteSeat::stopClock()
{
    GameClock::State s = match_->shownClock().state();
    s.running = -1;
    match_->followClock(match_->clock().timeControl(), s);
}

void RemoteSeat::answerDraw(bool accept)
{
    if (link_ && link_->drawOfferOpen())
        link_->answerDraw(accept);
}

void RemoteSeat::answerTakeBack(bool accept)
{
    if (link_ && link_->undoRequestOpen())
        link_->answerUndo(accept);
}

} // namespace qiyuan::net
