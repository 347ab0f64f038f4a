#include "banqitable.h"
#include "banqirules.h"
#include "capturedstrip.h"

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

#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

// --- games --------------------------------------------------------------------

std::optional<RuleSet> BanqiTable::ruleSet(const BanqiOptions& options, QString* error)
{
    QString why;
    auto rules = session::banqiRuleSet(options.rules, options.turnClock, options.ruleOptions, &why);
    if (!rules && error)
        *error = why.isEmpty() ? tr("Unknown banqi rule set \"%1\".").arg(options.rules)
                               : BanqiRuleWords::problem(why.toStdString());
    return rules;
}

void BanqiTable::newGame(const BanqiOptions& options)
{
    // The seed and the salt come from the system's generator: the commitment
    // shown at the start hides them until the end.
    QRandomGenerator* rng = QRandomGenerator::system();
    const quint64 seed = rng->generate64();
    const QString salt = QString::number(rng->generate64(), 16);
    newGame(dealFromSeed(seed, salt.toStdString()), options);
}

void BanqiTable::newGame(const Deal& deal, const BanqiOptions& options)
{
    const auto rules = ruleSet(options, nullptr);
    if (!rules)
        return;
    BanqiOptions resolved = options;
    if (resolved.vsComputer) {
        const int order = resolved.humanOrder == 2 ? static_cast<int>(QRandomGenerator::system()->bounded(2))
                                                   : resolved.humanOrder;
        resolved.computerPlayer = order == 0 ? Player::Second : Player::First;
    }
    startMatch(deal, *rules, resolved, {});
}

void BanqiTable::startMatch(const Deal& deal, const RuleSet& rules, const BanqiOptions& options, const QStringList& log)
{
    hinter_->stop();
    endLan();
    const bool modeChanged = options.vsComputer != options_.vsComputer;
    // The seats: the computer takes its player's chair (the deal's first seat acts first).
    std::array<std::unique_ptr<match::Seat>, 2> seats;
    if (options.vsComputer) {
        const int chair = options.computerPlayer == Player::First ? deal.firstSeat : 1 - deal.firstSeat;
        auto computer = std::make_unique<match::ComputerSeat>(options.computerLevel);
        computer->thinker()->setMinimumTimeMs(computerMinimumMs_);
        seats[size_t(chair)] = std::move(computer);
    }
    // A file's log: its actions, then how it ended if no action shows it.
    QStringList actions = log;
    std::optional<Game> replayed;
    if (!log.isEmpty()) {
        replayed = replay(deal, rules, log, nullptr);
        if (!replayed)
            return; // checked by the caller
        if (actions.last().startsWith(QLatin1String("resign")) || actions.last() == QLatin1String("draw"))
            actions.removeLast();
    }
    const QCborMap setup = match::BanqiReferee::fromDeal(deal, rules)->setup();
    QString error;
    if (!match_->start({QStringLiteral("banqi"), setup, {}, options.undoAllowed}, std::move(seats[0]),
                       std::move(seats[1]), &error)) {
        setStatus([error] { return error; }); // never expected: the deal and rules are the engine's
        return;
    }
    if (replayed) {
        QCborMap result = match::resultMap(replayed->result());
        if (const auto w = replayed->winner())
            result.insert(QStringLiteral("winner"), match_->banqi()->seatOf(*w));
        match_->endAlreadyShown(); // a finished game opened from a file is not counted again
        if (!match_->follow(setup, actions, result, &error))
            setStatus([error] { return error; });
    }
    options_ = options;
    if (modeChanged)
        loadMatch();
    if (resultDialog_)
        resultDialog_->close();
    savedSlice_ = 0;
    setStatus({});
    afterAction(false);
    if (game().over()) // a finished game's file: its result, and whether its deal checks out
        setStatus([this] { return resultStatus(); });
}

void BanqiTable::optionsFromMatch()
{
    const match::BanqiReferee* b = match_->banqi();
    const bool wasComputer = options_.vsComputer;
    options_.rules = b->variantKey();
    options_.ruleOptions = QString::fromStdString(changedOptions(b->game().rules()));
    options_.turnClock = b->game().rules().turnSeconds > 0;
    options_.undoAllowed = match_->takeBacksAllowed();
    options_.vsComputer = false;
    for (int seat : {0, 1})
        if (const auto* c = qobject_cast<const match::ComputerSeat*>(match_->seat(seat))) {
            options_.vsComputer = true;
            options_.computerLevel = c->level();
            options_.computerPlayer = b->playerOf(seat);
            options_.humanOrder = options_.computerPlayer == Player::First ? 1 : 0;
            c->thinker()->setMinimumTimeMs(computerMinimumMs_);
        }
    if (wasComputer != options_.vsComputer)
        loadMatch();
}

void BanqiTable::onPlayed(int seat, const QString& action)
{
    savedSlice_ = 0;
    if (action == QLatin1String("timeout")) {
        // BQ-9: the time was up: a timeout mark, the turn passes (the third loses).
        const Player late = match_->banqi()->playerOf(seat);
        const int marks = game().timeouts(late);
        const int limit = game().rules().timeoutsToLose;
        setStatus([this, late, marks, limit] {
            return tr("%1 ran out of time: timeout %2 of %3.").arg(playerName(late)).arg(marks).arg(limit);
        });
        afterAction(false);
    } else {
        setStatus({});
        afterAction(true);
    }
}

QStringList BanqiTable::actionLog() const
{
    QStringList log = match_->referee().actions();
    if (match_->ending() == QLatin1String("draw"))
        log << QStringLiteral("draw");
    else if (match_->ending() == QLatin1String("resign"))
        log << (match_->banqi()->playerOf(match_->endingSeat()) == Player::First ? QStringLiteral("resign 1")
                                                                                : QStringLiteral("resign 2"));
    return log;
}

std::optional<Game> BanqiTable::replay(const Deal& deal, const RuleSet& rules, const QStringList& log,
                                       QString* error)
{
    session::BanqiFileError e;
    auto game = session::replayBanqi(deal, rules, log, &e);
    if (!game && error)
        *error = fileErrorText(e);
    return game;
}

bool BanqiTable::act(Action action)
{
    match::Refusal no;
    if (!match_->play(match_->toAct(), QString::fromStdString(actionText(action)), &no)) {
        if (no.why == match::Refusal::Why::Engine)
            showRefusal(no); // the engine's refusal, worded in the user's language
        return false;
    }
    return true; // the action shows as the match's news (onPlayed)
}

void BanqiTable::humanAct(Action action)
{
    if (lan_) {
        // The host judges; the action shows when it comes back.
        if (!localToAct()) {
            setStatus([] { return tr("Wait: it is your opponent's turn."); });
            return;
        }
        match::Refusal no;
        if (!match_->play(lan_->localSeat(), QString::fromStdString(actionText(action)), &no))
            showRefusal(no);
        return;
    }
    if (computerToAct()) {
        setStatus([] { return tr("Wait: the computer is to act."); });
        return;
    }
    act(action);
}

match::ComputerSeat* BanqiTable::computerSeat() const
{
    for (int seat : {0, 1})
        if (auto* c = qobject_cast<match::ComputerSeat*>(match_->seat(seat)))
            return c;
    return nullptr;
}

void BanqiTable::setComputerMinimumTimeMs(int ms)
{
    computerMinimumMs_ = ms;
    if (auto* c = computerSeat())
        c->thinker()->setMinimumTimeMs(ms);
}

bool BanqiTable::hintPending() const
{
    return hinter_ && hinter_->running();
}

void BanqiTable::showHint()
{
    if (!PlayPolicy::hints(playWay()) || game().over() || computerToAct())
        return;
    match::ThinkOptions hint; // from what the player to act sees, at full strength
    hint.level = ai::MaxLevel;
    hint.hint = true;
    hinter_->run(match::thinkJob(match_->referee(), match_->toAct(), hint));
    setStatus([] { return tr("Looking for a hint…"); });
    hintButton_->setEnabled(false);
}

void BanqiTable::onHint(const QString& found)
{
    const Action action = parseAction(found.toStdString()).value_or(Action{});
    hintButton_->setEnabled(!game().over() && !computerToAct());
    if (action.isNull() || game().check(action) != ActionError::None)
        return;
    board_->setHint(action); // until the next action
    const QString from = QString::fromStdString(squareName(action.from));
    const QString to = QString::fromStdString(squareName(action.to));
    if (action.isEndTurn())
        //: BQ-17 連吃: the hint is to stop capturing and pass the turn
        setStatus([] { return tr("Hint: end the turn."); });
    else if (action.isFlip())
        setStatus([from] { return tr("Hint: flip %1.").arg(from); });
    else
        //: A hint: move (or capture with) the piece on %1 to %2
        setStatus([from, to] { return tr("Hint: %1 to %2.").arg(from, to); });
    emit statusMessage(statusLine_->text());
    emit hintShown(action);
}

std::function<QString()> BanqiTable::takenBack() const
{
    return [] { return tr("The last action was taken back."); };
}

QString BanqiTable::drawQuestion(int bySeat) const
{
    const Player offering = match_->banqi()->playerOf(bySeat);
    return tr("%1 offers a draw. %2, do you accept?").arg(playerName(offering), playerName(other(offering)));
}

QString BanqiTable::resignQuestion(int seat) const
{
    if (lan_ || options_.vsComputer)
        return tr("Resign this game?");
    return tr("%1 resigns the game?").arg(playerName(match_->banqi()->playerOf(seat)));
}

// --- the turn clock -----------------------------------------------------------

int BanqiTable::turnRemainingMs() const
{
    if (lan_)
        return lanRemainingMs();
    if (game().rules().turnSeconds <= 0)
        return 0;
    // The turn of the side to act: its period, charged up to now while it runs.
    GameClock clock = match_->clock();
    return clock.remainingMs(match_->toAct());
}

void BanqiTable::tick()
{
    match_->tick(); // a turn past its seconds is a timeout (onPlayed)
}

void BanqiTable::showClocks()
{
    if (!countdownLabel_)
        return; // the match starts before the widgets are made
    if (lan_) { // the host's clock judges timeouts; this only counts down
        if (!game().over() && game().rules().turnSeconds > 0)
            countdownLabel_->setText(match_->clock().timeControl().enabled() ? formatClock(lanRemainingMs()) : QString());
        return;
    }
    if (game().over() || game().rules().turnSeconds <= 0 || computerToAct() || match_->clock().running() < 0)
        return;
    countdownLabel_->setText(formatClock(turnRemainingMs()));
    // Every few seconds the autosave takes the time used so far, so that a
    // game resumed after a crash does not hand the player a fresh turn.
    const qint64 slice = (game().rules().turnSeconds * 1000 - turnRemainingMs()) / 5000;
    if (slice != savedSlice_) {
        savedSlice_ = slice;
        emit changed();
    }
}

// --- showing the view -----------------------------------------------------------

int BanqiTable::seatOf(Player p) const
{
    if (options_.vsComputer && !lan_)
        return p == options_.computerPlayer ? 1 : 0;
    const int first = game().deal() ? game().deal()->firstSeat : 0;
    return p == Player::First ? first : 1 - first;
}

QString BanqiTable::playerName(Player p) const
{
    if (lan_) {
        const int seat = seatOf(p);
        if (seat == lan_->localSeat())
            //: Over the LAN: the player at this computer
            return tr("You");
        const QString name = lan_->seatName(seat);
        if (name.isEmpty() && lanWaitingForPlayers())
            //: Over the LAN: a seat nobody has taken yet
            return tr("Free seat");
        //: Over the LAN: the player at the other computer, before a name is known
        return name.isEmpty() ? tr("Opponent") : name;
    }
    if (options_.vsComputer)
        //: The two sides of a game against the computer
        return p == options_.computerPlayer ? tr("Computer") : tr("You");
    //: A seat at the hot-seat table: Player 1 or Player 2
    return tr("Player %1").arg(seatOf(p) + 1);
}

QStringList BanqiTable::playerNames() const
{
    const QStringList bySeat = TablePage::playerNames();
    QStringList names;
    for (Player p : {Player::First, Player::Second}) {
        const QString name = bySeat.value(seatOf(p));
        names << (name.isEmpty() ? playerName(p) : name);
    }
    return names;
}

void BanqiTable::afterAction(bool animate)
{
    refresh(animate);
    announceIfFinished();
    if (computerThinking())
        setStatus([] { return tr("The computer is thinking…"); });
    emit changed();
}

void BanqiTable::applyPreferences(const Preferences& p)
{
    const PieceStyle style = p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified;
    board_->setPieceStyle(style);
    for (CapturedStrip* strip : captured_)
        strip->setPieceStyle(style);
    board_->setShowCoordinates(p.showCoordinates);
    board_->setAnimationMs(p.animationMs);
    setConfirmResign(p.confirmResign);
}

// --- language -------------------------------------------------------------------

QString BanqiTable::statusText() const
{
    return statusLine_->text();
}

} // namespace qiyuan::ui
