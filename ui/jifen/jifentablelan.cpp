// The 积分象棋 table over the LAN: the game and the clock as the host reports them.
#include "jifentable.h"
#include "ai/draw_offer.h"
#include "kindchooser.h"
#include "kindpainter.h"
#include "session/jifen_pgn.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ai/ai.h"
#include <QLabel>
#include <QTableWidget>

namespace qiyuan::ui {

using namespace qiyuan::jifen;
using xiangqi::Square;

void JifenTable::endLan()
{
    if (leaveLan())
        syncLanClock(); // the clocks go with the host's
}

void JifenTable::syncLanClock()
{
    // The host's clock, as it reported it: the match shows it counting down.
    TimeControl tc;
    GameClock::State state;
    if (!lan_ || !LanLink::clockFromMap(lan_->clockMap(), &tc, &state)) {
        match_->followClock({}, {});
        redClock_->hide();
        blackClock_->hide();
        return;
    }
    match_->followClock(tc, state);
    redClock_->show();
    blackClock_->show();
    showLanClock();
}

void JifenTable::showLanClock()
{
    const GameClock shown = match_->shownClock(); // a display only: the host says when a flag falls
    for (int side : {0, 1}) {
        QLabel* label = side == 0 ? redClock_ : blackClock_;
        label->setText(formatClock(shown.remainingMs(side)));
        const bool low = shown.remainingMs(side) < 10000;
        label->setStyleSheet(shown.running() == side ? (low ? QStringLiteral("color:#c00000")
                                                            : QStringLiteral("color:palette(highlight)"))
                                                     : QString());
    }
}

bool JifenTable::localToAct() const
{
    return lanSeatActive() && xiangqi::index(game().sideToAct()) == lan_->localSeat();
}

void JifenTable::startLanGame(LanLink* link)
{
    const QJsonObject before = snapshot();
    endLan();
    stopThinking();
    chooser_->hide();
    pending_.reset();
    preLanSnapshot_ = before;
    takeLanLink(link, moveList_);
    // The host judges: the seats here only follow (Match::follow in syncFromLan).
    const int local = lan_->localSeat();
    match_->start({QStringLiteral("jifen"), match_->referee().setup(), {}, false},
                  local == 0 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>(),
                  local == 1 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>());
    board_->setFlipped(lan_->localSeat() == 1); // our side at the bottom
    syncFromLan();
    connect(lan_, &LanLink::moved, this, [this] {
        syncFromLan();
        updateLanStatus();
    });
    connect(lan_, &LanLink::gameOver, this, [this] { syncFromLan(); });
    connect(lan_, &LanLink::undone, this, [this] {
        syncFromLan();
        setStatus([] { return tr("A turn was taken back."); });
    });
    connect(lan_, &LanLink::rejoined, this, [this] {
        syncFromLan();
        setStatus([] { return tr("Reconnected to the host."); });
    });
    connect(lan_, &LanLink::opponentJoined, this, [this] {
        syncFromLan();
        updateLanStatus();
    });
    connectLanCommon({[] { return tr("Your opponent asks to take back a turn. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the turn."); }});
    updateLanStatus();
}

void JifenTable::syncFromLan()
{
    if (!lan_)
        return;
    const QCborMap st = lan_->state();
    QCborMap setup;
    setup.insert(QStringLiteral("variant"), st.value(QStringLiteral("variant")).toString());
    setup.insert(QStringLiteral("start"), st.value(QStringLiteral("start")).toString());
    const std::string before(game().rules().key);
    QString why;
    if (!match_->follow(setup, lan_->actions(), st.value(QStringLiteral("result")).toMap(), &why)) {
        //: %1: why the host's data does not make a game (English)
        setStatus([why] { return tr("The game from the host cannot be shown: %1").arg(why); });
        return;
    }
    if (game().rules().key != before)
        retranslate(); // the legend shows the rule set's kinds
    syncLanClock();
    showChange();
}

void JifenTable::followNextLanGame()
{
    chooser_->hide(); // a move of the last game waiting for its kind is gone with it
    pending_.reset();
    syncFromLan();
}

std::function<QString()> JifenTable::resultWords() const
{
    if (!game().over())
        return {};
    return [result = game().result(), target = game().position().targetScore()] {
        return jifenResultMessage(result, target);
    };
}

} // namespace qiyuan::ui
