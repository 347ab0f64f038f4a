// The LAN opponent as a seat of the match (cutechess's network player, KDE
// Knights' network protocol): it owns the link to the table's session and
// follows the host into the match. The host judges; this seat sets the
// match's referee up from the host's state (the game, the rule set, the
// start; 翻翻棋: the deal as far as this side may know it, banqimirror.h),
// calls Match::follow and followClock on every piece of news, stops the clock
// while the connection is lost, and sends what the person here does (the
// LanSeat signals, the answers to offers and requests). One seat for every
// game and for both ends: a joined ClientSession, or the host's own
// HostSession at the host's table. No widgets: tested headless (tests/net_guest).
#pragma once

#include "lanlink.h"
#include "match/match.h"

#include <QPointer>

namespace qiyuan::net {

class RemoteSeat final : public match::LanSeat {
    Q_OBJECT
public:
    // Starts `match` as the game at the link's table: a person here in our
    // seat, this seat (which takes the link) in the other; for a spectator
    // this seat at red and a silent LAN seat at black. The caller then
    // connects to the seat's signals and calls follow() for the game so far.
    static RemoteSeat* take(match::Match& match, LanLink* link);

    LanLink* link() const { return link_; }
    match::Match* match() const { return match_; }

    // Takes the game and the clock as the host last reported them; false
    // (and followFailed) when its data does not make a game. The seat does
    // it by itself on every piece of the host's news (then followed()).
    bool follow();
    // Answers the opponent's draw offer / take-back request while it still
    // stands (the host's session knows: a move, an answer or the end settles it).
    void answerDraw(bool accept);
    void answerTakeBack(bool accept);

signals:
    // The match holds the host's game again; `pliesBefore`: its ply before.
    // `byAction`: one action the host reported just came in (a table may show it moving).
    void followed(int pliesBefore, bool byAction);
    // The host's data does not make a game (English: a bug on one side).
    void followFailed(const QString& why);

private:
    RemoteSeat(match::Match* match, LanLink* link);
    // The clock waits while we are not at the table (the host's judges).
    void stopClock();
    void sendOut();
    // Follows the host after a piece of its news; byAction: a "moved".
    void onNews(bool byAction);

    match::Match* match_;
    QPointer<LanLink> link_;
};

} // namespace qiyuan::net
