// The 翻翻棋 table over the LAN: the game as the host reports it (a joined table's mirror), the host's turn clock.
#include "banqitable.h"
#include "ai/draw_offer.h"
#include "ui/timecontroldialog.h"
#include "discpainter.h"
#include "ai/ai.h"
#include "net/banqimirror.h"
#include "net/hostsession.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "banqi/deal.h"
#include "banqi/rules.h"
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

void BanqiTable::startLanGame(LanLink* link)
{
    const QJsonObject before = snapshot(); // the game before this one, for the autosave
    endLan();
    hinter_->stop();
    if (resultDialog_)
        resultDialog_->close();
    preLanSnapshot_ = before;
    takeLanLink(link, actionList_);
    options_.vsComputer = false;
    options_.undoAllowed = false;
    lanScore_ = {}; // a new table: its games count from here
    // The host judges: the seats here only follow (Match::follow in syncFromLan);
    // the match runs no clock of its own, the host's turn clock is shown.
    const int local = lan_->localSeat();
    match_->start({QStringLiteral("banqi"), match_->referee().setup(), {}, false},
                  local == 0 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>(),
                  local == 1 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>());
    setFlipped(local == 1); // our seat at the bottom of the board and of the side panel
    syncFromLan(false);
    connect(lan_, &LanLink::moved, this, [this](const QString& action) {
        syncFromLan(true);
        if (action == QLatin1String("timeout"))
            setStatus([] { return tr("The turn ran out: a timeout mark."); }); // BQ-9
        else
            updateLanStatus();
    });
    connect(lan_, &LanLink::gameOver, this, [this] { syncFromLan(false); });
    connect(lan_, &LanLink::undone, this, [this] {
        syncFromLan(false);
        setStatus([] { return tr("An action was taken back."); });
    });
    connect(lan_, &LanLink::rejoined, this, [this] {
        syncFromLan(false);
        setStatus([] { return tr("Reconnected to the host."); });
    });
    connect(lan_, &LanLink::opponentJoined, this, [this] {
        syncFromLan(false);
        updateLanStatus();
    });
    connectLanCommon({[] { return tr("Your opponent asks to take back an action. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the action."); }});
    updateLanStatus();
}

void BanqiTable::syncFromLan(bool animate)
{
    if (!lan_)
        return;
    const QCborMap st = lan_->state();
    QString why;
    // The start of the game as this table may know it: the host's deal on the
    // host; on a joined table the deal once the host reveals it (checked
    // against the commitment), until then the copy's placeholders
    // (net/banqimirror.h) with every piece turned up so far in its place.
    QCborMap setup;
    if (lan_->isHost()) {
        setup = lan_->host()->banqi()->setup();
    } else {
        const QCborMap reveal = st.value(QStringLiteral("reveal")).toMap();
        setup.insert(QStringLiteral("variant"), st.value(QStringLiteral("variant")).toString());
        setup.insert(QStringLiteral("turnSeconds"), st.value(QStringLiteral("turnSeconds")).toInteger());
        if (!reveal.isEmpty() && net::checkBanqiReveal(st).isEmpty()) {
            setup.insert(QStringLiteral("seed"), reveal.value(QStringLiteral("seed")).toString());
            setup.insert(QStringLiteral("salt"), reveal.value(QStringLiteral("salt")).toString());
        } else if (const std::optional<Game> copy = net::mirrorBanqi(st, &why); copy && copy->deal()) {
            setup.insert(QStringLiteral("layout"), QString::fromStdString(layoutText(copy->deal()->layout)));
            setup.insert(QStringLiteral("firstSeat"), copy->deal()->firstSeat);
        } else {
            setup = {};
        }
    }
    // Results no record shows (resignation, agreement) come with the host's result.
    if (setup.isEmpty() || !match_->follow(setup, lan_->actions(), st.value(QStringLiteral("result")).toMap(), &why)) {
        //: %1: why the host's data does not make a game (English)
        setStatus([why] { return tr("The game from the host cannot be shown: %1").arg(why); });
        return;
    }
    options_.rules = st.value(QStringLiteral("variant")).toString();
    options_.turnClock = game().rules().turnSeconds > 0;
    // The host's turn clock, as it reported it: the match shows it counting down.
    TimeControl tc;
    GameClock::State clockState;
    if (!LanLink::clockFromMap(lan_->clockMap(), &tc, &clockState))
        tc = {};
    match_->followClock(tc, clockState);
    refresh(animate);
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
    syncFromLan(false);
}

std::function<QString()> BanqiTable::resultWords() const
{
    if (!game().over())
        return {};
    return [text = resultText()] { return text; };
}

} // namespace qiyuan::ui
