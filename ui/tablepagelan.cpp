// TablePage over the LAN: hosting or joining a table (startLanMode), the
// link and its chat box, the news every table answers alike, leaving, and a
// kept seat taken back at the start. The rest of TablePage is tablepage.cpp.
#include "tablepage.h"

#include "ui/lan/lanchatbox.h"
#include "ui/lan/lanlink.h"
#include "ui/lan/lanseats.h"
#include "ui/lan/lanstart.h"
#include "net/clientsession.h"
#include "net/remoteseat.h"

#include <QCborArray>
#include <QCborMap>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>

namespace qiyuan::ui {

bool TablePage::startLanMode(PlayMode mode, const QString& variant)
{
    if (lan_ && !isFinished() && (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)) {
        // Another LAN table replaces this one: say so first, and close ours
        // before the dialogs (the join dialog would list our own room). The
        // question never blocks (ask()): the link goes on meanwhile, and the
        // answer starts the other table (startedLater).
        const QString question = lan_->isHost()
            ? tr("You host a LAN game at this table. Starting another closes your room: your opponent's "
                 "game ends here. Go on?")
            : tr("You play a LAN game at this table. Starting another leaves it. Go on?");
        const LanLink* old = lan_;
        ask(QStringLiteral("leaveLanQuestion"), tr("Leave the LAN game?"), question, [this, mode, variant](bool yes) {
            if (!yes || !lan_ || isFinished())
                return; // no; or the game ended meanwhile: nothing is left to leave
            // Back to the game from before the LAN game (what the autosave kept),
            // as if the LAN game had not been here: it is never kept as a local one.
            const QJsonObject before = snapshot();
            leaveLan();
            QString error;
            if (!restoreSnapshot(before, &error))
                refreshTable();
            emit changed();
            if (startLanMode(mode, variant))
                emit startedLater();
        });
        return lan_ && lan_ != old; // answered at once (a question handler) and started
    }
    LanLink* link = mode == PlayMode::LanHost   ? hostLanTable(this, gameKey(), variant.isEmpty() ? variantKey() : variant)
                    : mode == PlayMode::LanJoin ? joinLanTable(this, gameKey())
                                                : nullptr;
    if (!link)
        return false;
    playOverLan(link);
    return true;
}

bool TablePage::hostPresetLanTable(const LanTablePreset& preset)
{
    if (lan_ && !isFinished())
        return false; // never replaced without the question startLanMode asks
    LanLink* link = hostLanTable(this, gameKey(), variantKey(), &preset);
    if (!link)
        return false;
    playOverLan(link);
    return true;
}

// --- Over the LAN ------------------------------------------------------------

void TablePage::playOverLan(LanLink* link)
{
    const QJsonObject before = snapshot(); // the game before this one, for the autosave
    clearForLan(*link);
    preLanSnapshot_ = before;
    lan_ = link;
    if (chat_) // a game joined while hosting one: the old chat goes
        chat_->deleteLater();
    chat_ = LanChatBox::attachBelow(lanChatAnchor(), lan_);
    lanResultWords_ = {};
    // The match's other seat takes the link and follows the host from now on.
    remote_ = net::RemoteSeat::take(*match_, link);
    // A game already over (a late seat, a rejoin) is not announced again; one still
    // under way is announced when it ends (Match::finished).
    match_->endAlreadyShown();
    connect(remote_, &net::RemoteSeat::followed, this, &TablePage::showLanGame);
    connect(remote_, &net::RemoteSeat::followFailed, this, [this](const QString& why) {
        // The host judged it, so our copy differs: show the problem rather than a wrong board.
        //: %1: why the host's data does not make a game (English)
        setStatus([why] { return tr("The game from the host cannot be shown: %1").arg(why); });
    });
    const int plies = match_->referee().ply();
    if (remote_->follow()) // the game so far (a rejoin or a late seat gets the moves already played)
        showLanGame(plies, false);
    connectLanNews();
    if (isFinished()) // joined after the end: the next game's status recalls it
        lanResultWords_ = resultWords();
}

void TablePage::connectLanCommon(LanUndoTexts undo)
{
    connect(lan_, &LanLink::undone, this, [this, undo] { setStatus(undo.done); });
    connect(lan_, &LanLink::rejoined, this, [this] { setStatus([] { return tr("Reconnected to the host."); }); });
    connect(lan_, &LanLink::opponentJoined, this, &TablePage::updateLanStatus);
    // The questions never block: the link keeps reading (pings, more news)
    // while the player thinks, and they close when the request lapses.
    connect(lan_, &LanLink::drawOffered, this, [this] {
        const QString name = lan_->opponentName();
        QString question = tr("Your opponent offers a draw. Do you accept?");
        if (!name.isEmpty())
            //: %1: the opponent's name
            question = tr("%1 offers a draw. Do you accept?").arg(name);
        ask(QStringLiteral("drawQuestion"), tr("Draw offer"), question,
            [this](bool accept) {
                if (remote_)
                    remote_->answerDraw(accept);
            });
    });
    connect(lan_, &LanLink::drawDeclined, this, [this] {
        setStatus([] { return tr("The draw offer was declined."); });
    });
    connect(lan_, &LanLink::undoRequested, this, [this, undo] {
        ask(QStringLiteral("undoQuestion"), tr("Take back"), undo.request(), [this](bool accept) {
            if (remote_)
                remote_->answerTakeBack(accept);
        });
    });
    connect(lan_, &LanLink::moved, this, &TablePage::closeLapsedLanQuestions);
    connect(lan_, &LanLink::undone, this, &TablePage::closeLapsedLanQuestions);
    connect(lan_, &LanLink::gameOver, this, &TablePage::closeLapsedLanQuestions);
    connect(lan_, &LanLink::opponentConnected, this, &TablePage::closeLapsedLanQuestions);
    connect(lan_, &LanLink::reconnecting, this, &TablePage::closeLapsedLanQuestions);
    connect(lan_, &LanLink::connectionLost, this, &TablePage::closeLapsedLanQuestions);
    connect(lan_, &LanLink::undoDeclined, this, [this, undo] { setStatus(undo.declined); });
    connect(lan_, &LanLink::reconnecting, this, [this] {
        setStatus([] { return tr("The connection to the host was lost; reconnecting…"); });
        emit statusMessage(statusLine_->text());
        refreshTable();
    });
    connect(lan_, &LanLink::refused, this, [this](const QString& code, const QString& text) {
        const QString message = lanErrorMessage(code, text);
        setStatus([message] { return message; });
        emit statusMessage(message);
    });
    connect(lan_, &LanLink::opponentConnected, this, [this](bool connected, bool left) {
        lanOpponentAway_ = !connected;
        // Who went and who came back, in the chat's log too: the status line
        // changes with the next move, the log keeps it.
        const QString name = lan_->opponentName();
        if (connected)
            noteInLanLog(name.isEmpty() ? tr("Your opponent is back at the table.")
                                        //: %1: the LAN opponent's name
                                        : tr("%1 is back at the table.").arg(name));
        else if (left)
            noteInLanLog(name.isEmpty() ? tr("Your opponent left the table; the seat is kept for them for %n minute(s).",
                                             nullptr, lanRejoinMinutes())
                                        //: %1: the LAN opponent's name; they closed their table or the app
                                        : tr("%1 left the table; the seat is kept for them for %n minute(s).", nullptr,
                                             lanRejoinMinutes())
                                              .arg(name));
        else
            noteInLanLog(name.isEmpty() ? tr("Your opponent's connection was lost; the seat is kept for them for %n minute(s).",
                                             nullptr, lanRejoinMinutes())
                                        //: %1: the LAN opponent's name
                                        : tr("%1's connection was lost; the seat is kept for them for %n minute(s).",
                                             nullptr, lanRejoinMinutes())
                                              .arg(name));
        updateLanStatus(); // the seat followed the host's state again
    });
    connect(lan_, &LanLink::started, this, &TablePage::onLanStarted);
    connect(lan_, &LanLink::newGame, this, &TablePage::onLanNewGame);
    // The host's clock stops or runs again (the seat followed it).
    connect(lan_, &LanLink::pausedChanged, this, &TablePage::updateLanStatus);
    connect(lan_, &LanLink::gameOver, this, [this] {
        // After the table's own handler: the result is on the table now.
        lanResultWords_ = resultWords();
        if (lanResultWords_)
            noteInLanLog(lanResultWords_());
    });
    connect(lan_, &LanLink::connectionLost, this, [this](const QString& code, const QString& text) {
        const QString reason = lanLostReason(code, text);
        //: %1: the reason, e.g. "timeout"
        setStatus([reason] { return tr("The connection to the host was lost (%1).").arg(reason); });
        emit statusMessage(statusLine_->text());
        refreshTable();
    });
}

void TablePage::onLanStarted()
{
    // The host's clock runs from now (the seat followed it).
    const QString name = lan_->opponentName();
    if (lan_->localSeat() < 0)
        setStatus([] { return tr("Both players are seated: the game begins."); });
    else if (name.isEmpty())
        setStatus([] { return tr("Your opponent sat down: the game begins."); });
    else
        //: %1: the name of the player who just sat down at the LAN table
        setStatus([name] { return tr("%1 sat down: the game begins.").arg(name); });
    emit statusMessage(statusLine_->text());
    refreshTable();
}

void TablePage::onLanNewGame()
{
    // The finished game's result stays in view: in the status line (and the
    // chat's log, where it went when the game ended). The match follows the
    // new game already (the seat heard the news first).
    const std::function<QString()> last = std::exchange(lanResultWords_, {});
    withdrawQuestions(); // nothing of the last game is left to answer
    // A player away when the game ended keeps the seat: the new game waits for them.
    const int mine = lan_->localSeat();
    const QCborMap other = lan_->state().value(QStringLiteral("seats")).toArray().at(mine < 0 ? 0 : 1 - mine).toMap();
    lanOpponentAway_ = mine >= 0 && !other.value(QStringLiteral("name")).toString().isEmpty()
        && !other.value(QStringLiteral("connected")).toBool();
    followNextLanGame();
    if (last)
        //: The host started the next game at the same LAN table; %1: the last game's result sentence
        setStatus([last] { return tr("A new game began at this table. The last game: %1").arg(last()); });
    else
        setStatus([] { return tr("A new game began at this table."); });
    noteInLanLog(tr("A new game began."));
    emit statusMessage(statusLine_->text());
    refreshTable();
}

void TablePage::noteInLanLog(const QString& text)
{
    if (auto* chat = qobject_cast<LanChatBox*>(chat_.data()))
        chat->addNote(text);
}

void TablePage::closeLapsedLanQuestions()
{
    if (openQuestion(QStringLiteral("drawQuestion")) && !(lan_ && lan_->drawOfferOpen())) {
        withdrawQuestion(QStringLiteral("drawQuestion"));
        emit statusMessage(tr("The opponent's draw offer no longer stands."));
    }
    if (openQuestion(QStringLiteral("undoQuestion")) && !(lan_ && lan_->undoRequestOpen())) {
        withdrawQuestion(QStringLiteral("undoQuestion"));
        emit statusMessage(tr("The opponent's take-back request no longer stands."));
    }
}

void TablePage::resignOverLan(const QString& question)
{
    if (lan_->localSeat() < 0)
        return;
    if (!confirmResign_) {
        match_->resign(lan_->localSeat()); // the result comes back from the host
        return;
    }
    ask(QStringLiteral("resignQuestion"), tr("Resign"), question, [this](bool yes) {
        if (yes && lan_ && lan_->localSeat() >= 0 && !isFinished())
            match_->resign(lan_->localSeat());
    });
}

bool TablePage::leaveLan()
{
    if (auto* pending = qobject_cast<net::ClientSession*>(resuming_.data())) {
        // Another game here while the kept seat was being taken back: the
        // player chose this table's new game, so the seat is given up.
        resuming_ = nullptr;
        pending->disconnect(this);
        pending->leave();
        pending->deleteLater();
        LanSeats::forget(gameKey());
    }
    withdrawQuestions();
    if (chat_) { // the chat belongs to the LAN game
        chat_->hide();
        chat_->deleteLater();
    }
    if (!lan_)
        return false;
    lan_->disconnect(this);
    lan_->standUp(); // on purpose: the seat is not taken back at the next start
    lan_->deleteLater();
    lan_ = nullptr;
    lanOpponentAway_ = false;
    return true;
}

void TablePage::updateLanStatus()
{
    if (!lan_ || isFinished())
        return;
    if (lan_->isHost() && lan_->opponentName().isEmpty()) {
        const QString code = lan_->roomCode();
        const quint16 port = lan_->port();
        //: %1: the 6-digit room code the joiner must type, %2 the TCP port
        setStatus([code, port] { return tr("Room code %1, port %2").arg(code).arg(port); });
    } else if (lanOpponentAway_) {
        const QString name = lan_->opponentName();
        if (lan_->localSeat() < 0)
            setStatus([] { return tr("Waiting for a player to reconnect… The clock is paused."); });
        else if (name.isEmpty())
            setStatus([] { return tr("Waiting for the opponent to reconnect… The clock is paused."); });
        else
            //: %1: the LAN opponent's name
            setStatus([name] { return tr("Waiting for %1 to reconnect… The clock is paused.").arg(name); });
    } else if (!lan_->isHost() && !lan_->gameStarted()) {
        // A headless table (qiyuan-cli serve): the game starts with its second player.
        const QString code = lan_->roomCode();
        if (lan_->localSeat() < 0)
            setStatus([] { return tr("Waiting for the players to sit down: the game starts when both seats are taken."); });
        else if (code.isEmpty())
            setStatus([] { return tr("Waiting for a second player to sit down: the game starts then."); });
        else
            //: %1: the 6-digit room code the second player must type
            setStatus([code] {
                return tr("Waiting for a second player to sit down (room code %1): the game starts then.").arg(code);
            });
    } else {
        setStatus({});
    }
}

bool TablePage::lanSeatActive() const
{
    if (!lan_ || isFinished() || lan_->localSeat() < 0)
        return false;
    const QCborMap st = lan_->state();
    return st.value(QStringLiteral("started")).toBool() && !st.value(QStringLiteral("paused")).toBool();
}

bool TablePage::lanWaitingForPlayers() const
{
    return lan_ && !isFinished() && !lan_->gameStarted();
}

} // namespace qiyuan::ui

namespace qiyuan::ui {

int TablePage::lanRejoinMinutes()
{
    return net::Timing{}.rejoinMs / 60000;
}

QString TablePage::lanLeaveNote() const
{
    if (!lan_ || isFinished())
        return {};
    const QString name = lan_->opponentName();
    if (lan_->isHost())
        return name.isEmpty() ? tr("Quitting closes the LAN table you host.")
                              //: %1: the LAN opponent's name
                              : tr("Quitting closes the LAN table you host: the game against %1 ends.").arg(name);
    if (lan_->localSeat() < 0)
        return tr("Quitting stops watching the LAN game.");
    if (name.isEmpty())
        return tr("Quitting leaves the LAN game. Your seat is kept for %n minute(s): start Qiyuan again to take it "
                  "back.",
                  nullptr, lanRejoinMinutes());
    //: The quit question at a LAN table joined on another computer; %1: the opponent's name
    return tr("Quitting leaves the LAN game against %1. Your seat is kept for %n minute(s): start Qiyuan again to "
              "take it back.",
              nullptr, lanRejoinMinutes())
        .arg(name);
}

bool TablePage::keepsLanSeat() const
{
    return lan_ && !lan_->isHost() && lan_->localSeat() >= 0 && !isFinished();
}

bool TablePage::resumeLanSeat()
{
    const auto memo = LanSeats::recall(gameKey());
    if (!memo || lan_ || resuming_)
        return false;
    auto* session = new net::ClientSession(net::Timing{}, this);
    resuming_ = session;
    const QString host = memo->hostName.isEmpty() ? QStringLiteral("%1:%2").arg(memo->address).arg(memo->port)
                                                  : memo->hostName;
    //: At the start, the app takes back the seat it held at a LAN table; %1: the host's name
    setStatus([host] { return tr("Taking your seat back at %1's LAN table…").arg(host); });
    auto fail = [this, session, host](const QString& why) {
        if (resuming_ != session)
            return;
        resuming_ = nullptr;
        session->disconnect(this);
        session->deleteLater();
        LanSeats::forget(gameKey());
        //: %1: the host's name, %2: why
        setStatus([host, why] { return tr("Your seat at %1's LAN table could not be taken back: %2").arg(host, why); });
        emit statusMessage(statusLine_->text());
    };
    connect(session, &net::ClientSession::errorReceived, this,
            [fail](const QString& code, const QString& text) { fail(lanErrorMessage(code, text)); });
    connect(session, &net::ClientSession::disconnected, this, fail);
    connect(session, &net::ClientSession::welcomed, this, [fail, this](const QCborMap& welcome) {
        if (welcome.value(QStringLiteral("game")).toString() != gameKey())
            fail(tr("the table there plays another game now."));
    });
    const QString code = memo->code;
    connect(session, &net::ClientSession::joined, this, [this, session, code, host](int seat) {
        if (resuming_ != session)
            return;
        resuming_ = nullptr;
        session->disconnect(this);
        if (seat < 0 || lan_) { // not our seat after all, or another LAN game began meanwhile
            session->leave();
            session->deleteLater();
            return;
        }
        session->setParent(nullptr);
        auto* link = new LanLink(session);
        link->setRoomCode(code);
        playOverLan(link);
        //: %1: the host's name
        setStatus([host] { return tr("You are back at %1's LAN table.").arg(host); });
        emit statusMessage(statusLine_->text());
        emit changed();
    });
    session->connectToHost(memo->address, memo->port, memo->name, memo->code, memo->token);
    return true;
}

} // namespace qiyuan::ui
