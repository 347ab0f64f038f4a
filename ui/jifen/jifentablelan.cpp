// The 积分象棋 table over the LAN: the game and the clock as the match follows
// the host (net::RemoteSeat); here only how the table shows them.
#include "jifentable.h"
#include "kindchooser.h"
#include "session/jifen_pgn.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include <QLabel>
#include <QTableWidget>

namespace qiyuan::ui {

using namespace qiyuan::jifen;

void JifenTable::endLan()
{
    if (leaveLan()) {
        match_->followClock({}, {}); // the host's clock goes with its game
        updateClocks();
    }
}

bool JifenTable::localToAct() const
{
    return lanSeatActive() && xiangqi::index(game().sideToAct()) == lan_->localSeat();
}

void JifenTable::clearForLan(const LanLink& link)
{
    endLan();
    stopThinking();
    chooser_->hide();
    pending_.reset();
    shownRules_ = game().rules().key;
    board_->setFlipped(link.localSeat() == 1); // our side at the bottom
}

QWidget* JifenTable::lanChatAnchor() const
{
    return moveList_;
}

void JifenTable::connectLanNews()
{
    connect(lan_, &LanLink::moved, this, &JifenTable::updateLanStatus);
    connectLanCommon({[] { return tr("Your opponent asks to take back a turn. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the turn."); },
                      [] { return tr("A turn was taken back."); }});
    updateLanStatus();
}

void JifenTable::showLanGame(int pliesBefore, bool byAction)
{
    (void)pliesBefore;
    (void)byAction;
    if (game().rules().key != shownRules_) {
        shownRules_ = game().rules().key;
        retranslate(); // the legend shows the rule set's kinds
    }
    updateClocks();
    showChange();
}

void JifenTable::followNextLanGame()
{
    chooser_->hide(); // a move of the last game waiting for its kind is gone with it
    pending_.reset();
    showLanGame(game().ply(), false);
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
