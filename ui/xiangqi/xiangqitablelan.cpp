// The xiangqi table over the LAN: the game and the clock as the match follows
// the host (net::RemoteSeat); here only how the table shows them.
#include "xiangqitable.h"
#include "ui/lan/lanlink.h"
#include "xiangqi/notation.h"

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

void XiangqiTable::clearForLan(const LanLink& link)
{
    const auto start = Position::fromFen(link.startFen().toStdString());
    newGame(start ? *start : Position()); // a new record from the host's start
    board_->setFlipped(link.localSeat() == 1); // our side at the bottom (docs/PLAY.md)
}

QWidget* XiangqiTable::lanChatAnchor() const
{
    return moveList();
}

void XiangqiTable::connectLanNews()
{
    // Before connectLanCommon, whose words of the rejoin come after this.
    connect(lan_, &LanLink::rejoined, this, [this] { showLanGame(game().ply(), false); });
    connectLanCommon({[] { return tr("Your opponent asks to take back a move. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the move."); },
                      [] { return tr("A move was taken back."); }});
    updateNames();
    updateLanStatus();
    refresh(false);
    emit gameChanged();
}

void XiangqiTable::showLanGame(int pliesBefore, bool byAction)
{
    record_->setViewedPly(game().ply()); // a move that arrives ends any review
    if (game().ply() == pliesBefore + 1 && game().records().back().check)
        setStatus([] { return tr("Check!"); });
    else if (game().ply() != pliesBefore)
        setStatus({});
    updateClocks(); // the host's clock, as the match follows it
    updateNames(); // a player sat down, or another took a seat given up
    showChange(byAction);
    updateLanStatus();
}

void XiangqiTable::followNextLanGame()
{
    record_->setViewedPly(0);
    showLanGame(game().ply(), false);
}

std::function<QString()> XiangqiTable::resultWords() const
{
    if (!game().over())
        return {};
    return [result = game().result(), repetition = endingRepetition(game())] {
        return resultMessage(result, repetition);
    };
}

} // namespace qiyuan::ui
