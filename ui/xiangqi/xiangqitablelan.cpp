// The xiangqi table over the LAN: the game and the clock as the host reports them.
#include "xiangqitable.h"
#include "ai/draw_offer.h"
#include "analyser.h"
#include "analysispanel.h"
#include "computerplayer.h"
#include "ui/engineconfig.h"
#include "xiangqi/notation.h"
#include "ai/ai.h"
#include "ui/computergamedialog.h"
#include "ui/preferences.h"
#include "ui/timecontroldialog.h"
#include "ui/lan/lanlink.h"
#include "net/hostsession.h"
#include <QTableWidget>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

void XiangqiTable::startLanGame(LanLink* link)
{
    const QJsonObject before = snapshot();
    const auto start = Position::fromFen(link->startFen().toStdString());
    newGame(start ? *start : Position());
    preLanSnapshot_ = before;
    takeLanLink(link, moveList_);
    board_->setFlipped(lan_->localSeat() == 1); // our side at the bottom (docs/PLAY.md)
    // The host judges: the seats here only follow (Match::follow in syncFromLan).
    const int local = lan_->localSeat();
    match_->start({QStringLiteral("xiangqi"), match_->referee().setup(), {}, false},
                  local == 0 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>(),
                  local == 1 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>());
    // The game so far (a rejoin or a late seat gets the moves already played);
    // a game already over is not announced again.
    match_->endAlreadyShown();
    syncFromLan(false);
    connect(lan_, &LanLink::moved, this, [this] { syncFromLan(true); });
    connect(lan_, &LanLink::gameOver, this, [this] { syncFromLan(false); });
    connect(lan_, &LanLink::undone, this, [this] {
        syncFromLan(false);
        setStatus([] { return tr("A move was taken back."); });
    });
    connect(lan_, &LanLink::rejoined, this, [this] {
        syncFromLan(false); // the host sent the whole game again: an end announced before is not again
        setStatus([] { return tr("Reconnected to the host."); });
    });
    connect(lan_, &LanLink::opponentJoined, this, [this] {
        updateNames();
        syncLanClock();
        updateLanStatus();
        refresh(false);
    });
    // Our clock stops with the connection (the host's judges); then what every table does.
    auto stopClock = [this] {
        GameClock::State s = match_->shownClock().state();
        s.running = -1;
        match_->followClock(match_->clock().timeControl(), s);
    };
    connect(lan_, &LanLink::reconnecting, this, stopClock);
    connect(lan_, &LanLink::connectionLost, this, stopClock);
    connectLanCommon({[] { return tr("Your opponent asks to take back a move. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the move."); }});
    updateNames();
    updateLanStatus();
    refresh(false);
    emit gameChanged();
}

void XiangqiTable::syncFromLan(bool animate)
{
    if (!lan_)
        return;
    const int before = game().ply();
    QCborMap setup;
    setup.insert(QStringLiteral("start"), lan_->startFen());
    QString why;
    if (!match_->follow(setup, lan_->actions(), lan_->state().value(QStringLiteral("result")).toMap(), &why)) {
        // The host judged it, so our copy differs: show the problem rather than a wrong board.
        //: %1: why the host's data does not make a game (English)
        setStatus([why] { return tr("The game from the host cannot be shown: %1").arg(why); });
        return;
    }
    viewedPly_ = game().ply(); // a move that arrives ends any review
    if (game().ply() == before + 1 && game().records().back().check)
        setStatus([] { return tr("Check!"); });
    else if (game().ply() != before)
        setStatus({});
    syncLanClock();
    updateNames(); // a player sat down, or another took a seat given up
    showChange(animate && game().ply() == before + 1);
    updateLanStatus();
}

void XiangqiTable::followNextLanGame()
{
    viewedPly_ = 0;
    syncFromLan(false);
}

std::function<QString()> XiangqiTable::resultWords() const
{
    if (!game().over())
        return {};
    return [result = game().result()] { return resultMessage(result); };
}

void XiangqiTable::syncLanClock()
{
    if (!lan_)
        return;
    // The host's clock, as it reported it: the match shows it counting down.
    TimeControl tc;
    GameClock::State state;
    if (!LanLink::clockFromMap(lan_->clockMap(), &tc, &state))
        tc = {};
    match_->followClock(tc, state);
    updateClocks();
}

} // namespace qiyuan::ui
