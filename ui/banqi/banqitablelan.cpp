// The 翻翻棋 table over the LAN: the game as the match follows the host
// (net::RemoteSeat; a joined table's referee is built from the mirror), the
// host's turn clock; here only how the table shows them.
#include "banqitable.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include <QListWidget>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

void BanqiTable::endLan()
{
    leaveLan();
}

bool BanqiTable::localToAct() const
{
    return lanSeatActive() && seatOf(game().toAct()) == lan_->localSeat();
}

int BanqiTable::lanRemainingMs() const
{
    // The running turn's time left, or the one to act's while the host's clock waits.
    const GameClock shown = match_->shownClock();
    if (!shown.timeControl().enabled())
        return game().rules().turnSeconds * 1000;
    return shown.remainingMs(shown.running() >= 0 ? shown.running() : seatOf(game().toAct()));
}

void BanqiTable::clearForLan(const LanLink& link)
{
    endLan();
    hinter_->stop();
    if (resultDialog_)
        resultDialog_->close();
    options_.vsComputer = false;
    options_.undoAllowed = false;
    lanScore_ = {}; // a new table: its games count from here
    setFlipped(link.localSeat() == 1); // our seat at the bottom of the board and of the side panel
}

QWidget* BanqiTable::lanChatAnchor() const
{
    return actionList_;
}

void BanqiTable::connectLanNews()
{
    connect(lan_, &LanLink::moved, this, [this](const QString& action) {
        if (action == QLatin1String("timeout"))
            setStatus([] { return tr("The turn ran out: a timeout mark."); }); // BQ-9
        else
            updateLanStatus();
    });
    connectLanCommon({[] { return tr("Your opponent asks to take back an action. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the action."); },
                      [] { return tr("An action was taken back."); }});
    updateLanStatus();
}

void BanqiTable::showLanGame(int pliesBefore, bool byAction)
{
    (void)pliesBefore;
    const QCborMap st = lan_->state();
    options_.rules = st.value(QStringLiteral("variant")).toString();
    options_.turnClock = game().rules().turnSeconds > 0;
    options_.ruleOptions = QString::fromStdString(banqi::changedOptions(game().rules()));
    refresh(byAction);
    // On a joined table the result dialog waits for the host's result (and its reveal).
    const bool hostSaysOver =
        st.value(QStringLiteral("result")).toMap().value(QStringLiteral("verdict")).toString() != QLatin1String("ongoing");
    if (hostSaysOver)
        announceIfFinished();
    emit changed();
}

void BanqiTable::followNextLanGame()
{
    // A new deal (its commitment in the state); the last game's result box stays open until closed.
    hinter_->stop();
    showLanGame(game().ply(), false);
}

std::function<QString()> BanqiTable::resultWords() const
{
    if (!game().over())
        return {};
    return [text = resultText()] { return text; };
}

} // namespace qiyuan::ui
