#include "tablepage.h"
#include "ui/sidepanel.h"

#include "ui/computergamedialog.h"
#include "ui/computerleveldialog.h"
#include "ui/matchpauser.h"
#include "ui/lan/lanlink.h"
#include "net/remoteseat.h"

#include <QCborArray>
#include <QCborMap>
#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QProgressBar>
#include <QSettings>

#include <algorithm>
#include <utility>

namespace qiyuan::ui {

namespace {

// Why no draw (draw) or resignation may be offered now while the game goes
// on (翻翻棋 BQ-11: not before 40 plies); none when it may, or for another reason.
match::Refusal tooEarly(const match::Match& m, int seat, bool draw)
{
    match::Refusal no = m.endingRefusal(std::max(seat, 0), draw);
    const auto why = draw ? match::Refusal::Why::NoDrawNow : match::Refusal::Why::NoResignationNow;
    return no.why == why ? no : match::Refusal{};
}

} // namespace

TablePage::TablePage(QString gameKey, QWidget* parent)
    : GamePage(parent)
    , match_(new match::Match(this))
    , gameKey_(std::move(gameKey))
{
    // The clock waits off screen and under a dialog, as the way of playing says.
    new MatchPauser(this, match_, [this](match::Match::Pause why) {
        return why == match::Match::OffScreen ? PlayPolicy::clockPausesOffScreen(playWay())
                                              : PlayPolicy::clockPausesUnderADialog(playWay());
    });
    // Every action of a seat (a person's click, the computer, the clock) is
    // shown once the match has taken it in: its clock turned, the next seat told.
    connect(match_, &match::Match::played, this,
            [this](int seat, const QString& action) { lastPlayed_ = std::make_pair(seat, action); });
    connect(match_, &match::Match::clockChanged, this, [this] { showClocks(); });
    // The end, once, as the match reports it; a take-back or a new game leaves nothing to announce.
    connect(match_, &match::Match::finished, this, [this] {
        endToAnnounce_ = true;
        // An end nobody here clicked (a fallen flag) is shown at once; an
        // action's shows with the match's change (onPlayed), a resignation or
        // an agreed draw where it was asked for.
        const match::Referee& r = match_->referee();
        const bool byTheMatch = match_->ending() == QLatin1String("time")
            || (match_->ending().isEmpty() && r.ply() > 0
                && (r.actions().constLast() == QLatin1String("timeout")
                    || match_->seat(r.actorOf(r.ply() - 1))->kind() == match::Seat::Kind::Computer));
        if (!lan_ && byTheMatch && !lastPlayed_) // an action shows with the match's change
            showMatchChange(false);
    });
    levelAction_ = new QAction(this);
    levelAction_->setObjectName(QStringLiteral("computerLevelAction"));
    levelAction_->setEnabled(false);
    connect(levelAction_, &QAction::triggered, this, &TablePage::changeComputerLevel);
    connect(match_, &match::Match::levelChanged, this, [this] { showComputerLevel(); });
    connect(match_, &match::Match::changed, this, [this] {
        levelAction_->setEnabled(againstComputer() && !match_->over());
        // The same change offered by the computer's name on the table.
        if (sidePanel_)
            for (int seat = 0; seat < 2; ++seat)
                sidePanel_->offerLevelChange(seat, levelAction_->isEnabled()
                                                      && match_->seat(seat)->kind() == match::Seat::Kind::Computer
                                                  ? levelAction_
                                                  : nullptr);
        endToAnnounce_ = endToAnnounce_ && match_->over();
        // A status speaks of the position it was said in ("The draw offer was
        // declined."): another position (an action, a take-back, a redo) clears
        // it; what the new position says is set after this.
        if (statusText_ && match_->referee().ply() != statusPly_)
            setStatus({});
        if (const auto played = std::exchange(lastPlayed_, std::nullopt))
            onPlayed(played->first, played->second);
    });
    // Offers the match routes to a person here, and the other seat's no.
    connect(match_, &match::Match::drawOffered, this, [this](int bySeat) {
        ask(QStringLiteral("drawQuestion"), tr("Draw offer"), drawQuestion(bySeat), [this](bool accept) {
            match_->answerDraw(accept); // the match knows whether the offer still holds
            showMatchChange(false);
        });
    });
    connect(match_, &match::Match::drawDeclined, this, [this] {
        if (againstComputer())
            setStatus(computerDeclinesDraw);
        else
            setStatus([] { return tr("The draw offer was declined."); });
    });
}

QJsonObject TablePage::olderSnapshot(const QCborMap& setup, const std::vector<MoveRecord>& records,
                                     const GameResult& result, const QJsonObject& computer, QString* error) const
{
    const QString side = computer.value(QStringLiteral("side")).toString();
    if (!computer.isEmpty() && side != QLatin1String("red") && side != QLatin1String("black")) {
        if (error)
            *error = tr("The saved computer opponent plays an unknown side \"%1\".").arg(side.left(20));
        return {};
    }
    match::Match old;
    if (!old.start({gameKey(), setup, {}, true}, nullptr, nullptr, error)
        || !old.follow(setup, match::actionTexts(records), match::resultMap(result), error))
        return {};
    QJsonObject converted = old.snapshot();
    if (!computer.isEmpty()) {
        const int level = std::clamp(computer.value(QStringLiteral("level")).toInt(3), ai::MinLevel, ai::MaxLevel);
        QJsonArray seats = converted.value(QStringLiteral("seats")).toArray();
        seats[side == QLatin1String("red") ? 0 : 1] =
            QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), level}};
        converted.insert(QStringLiteral("seats"), seats);
    }
    return converted;
}

void TablePage::closeTable()
{
    // A table going away is hidden: that pauses nothing any more.
    delete findChild<MatchPauser*>(QString(), Qt::FindDirectChildrenOnly);
    if (lan_)
        lan_->disconnect(this);
    if (remote_)
        remote_->disconnect(this);
    for (int seat : {0, 1})
        match_->seat(seat)->stop();
}

QJsonObject TablePage::snapshot() const
{
    if (lan_)
        return preLanSnapshot_;
    QJsonObject o{{QStringLiteral("match"), match_->snapshot()}, {QStringLiteral("flipped"), isFlipped()}};
    snapshotExtras(o);
    return o;
}

bool TablePage::computerToAct() const
{
    return !lan_ && !match_->over() && match_->seat(match_->toAct())->kind() == match::Seat::Kind::Computer;
}

bool TablePage::computerThinking() const
{
    return computerToAct() && match_->seat(match_->toAct())->thinking();
}

QString TablePage::drawQuestion(int bySeat) const
{
    return bySeat == 0 ? tr("Red offers a draw. Black, do you accept?") : tr("Black offers a draw. Red, do you accept?");
}

void TablePage::offerDraw()
{
    withdrawPending(); // a move waiting for its kind is not played
    if (isFinished())
        return;
    const int seat = lan_ ? lan_->localSeat() : match_->toAct();
    if (const match::Refusal no = tooEarly(*match_, seat, true)) {
        showRefusal(no);
        return;
    }
    if (lan_) {
        if (match_->offerDraw(seat))
            setStatus([] { return tr("You offered a draw; waiting for the answer."); });
        return;
    }
    if (computerToAct())
        return;
    match_->offerDraw(seat);
    showMatchChange(false);
}

void TablePage::resign()
{
    if (match_->over())
        return;
    const int seat = lan_ ? lan_->localSeat() : match_->toAct();
    if (const match::Refusal no = tooEarly(*match_, seat, false)) {
        showRefusal(no);
        return;
    }
    if (lan_) {
        resignOverLan(resignQuestion(seat));
        return;
    }
    if (computerToAct())
        return;
    const int ply = match_->referee().ply();
    auto resignNow = [this, seat, ply](bool yes) {
        if (!yes || match_->over() || match_->referee().ply() != ply || match_->toAct() != seat || lan_)
            return; // the game moved on while the question was open
        withdrawPending();
        if (match_->resign(seat))
            showMatchChange(false);
    };
    if (confirmResign_)
        ask(QStringLiteral("resignQuestion"), tr("Resign"), resignQuestion(seat), resignNow);
    else
        resignNow(true);
}

bool TablePage::canUndo() const
{
    if (lan_) // a request the opponent answers: there must be an action of ours
        return match_->canRequestTakeBack(lan_->localSeat());
    return (takesBackAfterTheEnd() || !match_->over()) && match_->canUndo();
}

void TablePage::undo()
{
    if (withdrawPending())
        return;
    if (!canUndo())
        return;
    if (lan_) {
        match_->requestTakeBack(lan_->localSeat()); // the host takes it back if the opponent agrees
        setStatus([this] { return takeBackAsked(); });
        return;
    }
    stopSearches();
    match_->undo(); // against the computer: back to the person's turn, its answer too
    followLatest();
    setStatus(takenBack());
    showMatchChange(false);
}

void TablePage::redo()
{
    if (!canRedo())
        return;
    stopSearches();
    match_->redo(); // against the computer its answer comes back with the person's action
    followLatest();
    showMatchChange(false);
}

QString TablePage::refusalWords(const match::Refusal& refusal) const
{
    const QString words = engineWords(refusal.engine);
    return words.isEmpty() ? refusal.text() : words;
}

QString TablePage::resignQuestion(int seat) const
{
    if (lan_)
        return tr("Resign this game?");
    return seat == 0 ? tr("Red resigns the game?") : tr("Black resigns the game?");
}

void TablePage::showRefusal(const match::Refusal& refusal)
{
    setStatus([this, refusal] { return refusalWords(refusal); });
    if (refusal.why == match::Refusal::Why::Engine && !lan_)
        emit statusMessage(statusLine_->text());
}

QMessageBox* TablePage::openQuestion(const QString& name) const
{
    return questions_.value(name);
}

void TablePage::ask(const QString& name, const QString& title, const QString& question,
                    std::function<void(bool)> answer)
{
    withdrawQuestion(name);
    if (ask_) {
        answer(ask_(title, question));
        return;
    }
    // Never exec(): a nested event loop would stop reading the connection
    // whose message asked this, and the stack below it could be deleted.
    auto* box = new QMessageBox(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(name);
    box->setAccessibleName(title);
    box->setDefaultButton(QMessageBox::No);
    box->setEscapeButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, name, box, answer = std::move(answer)](int result) {
        if (questions_.value(name) != box)
            return; // withdrawn or replaced meanwhile
        questions_.remove(name);
        answer(result == QMessageBox::Yes);
    });
    questions_.insert(name, box);
    box->open();
}

void TablePage::withdrawQuestion(const QString& name)
{
    QPointer<QMessageBox> box = questions_.take(name);
    if (box) // taken first: its finished() answers nothing
        box->close();
}

void TablePage::withdrawQuestions()
{
    const QStringList names = questions_.keys();
    for (const QString& name : names)
        withdrawQuestion(name);
}

QString TablePage::commonResultReason(const std::string& k)
{
    if (k == "checkmate")
        return tr("checkmate");
    if (k == "stalemate")
        //: 困毙: no legal move, which loses in xiangqi
        return tr("no legal move (困毙)");
    if (k == "resignation")
        return tr("resignation");
    if (k == "draw agreement")
        return tr("draw agreed");
    if (k == "timeout")
        return tr("time ran out");
    return QString::fromStdString(k);
}

QString TablePage::resultSentence(Verdict verdict, const QString& reason)
{
    switch (verdict) {
    case Verdict::RedWins: return tr("Red wins: %1.").arg(reason);
    case Verdict::BlackWins: return tr("Black wins: %1.").arg(reason);
    case Verdict::Draw: return tr("Draw: %1.").arg(reason);
    case Verdict::Ongoing: break;
    }
    return {};
}

QString TablePage::computerDeclinesDraw()
{
    return tr("The computer declines the draw offer: it thinks it is ahead.");
}

QMap<QString, QString> TablePage::gameFileTags() const
{
    QMap<QString, QString> tags{{QStringLiteral("Date"), QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"))}};
    const QStringList names = playerNames();
    const QString keys[2] = {QStringLiteral("Red"), QStringLiteral("Black")};
    for (int seat : {0, 1})
        if (!names.value(seat).isEmpty())
            tags.insert(keys[seat], names.value(seat));
    return tags;
}

QStringList TablePage::playerNames() const
{
    // The name this app's player gave for the LAN names them in files too.
    const QString own = QSettings().value(QStringLiteral("lan/name")).toString().trimmed();
    QStringList names;
    for (int seat : {0, 1}) {
        if (lan_) {
            // Each seat by the name the table knows (a tournament board's host
            // plays under the board's player name, not this computer's own).
            const QString name = lan_->seatName(seat);
            names << (seat == lan_->localSeat() && name.isEmpty() ? own : name);
        } else if (!againstComputer())
            names << QString(); // hot seat: nobody was asked for a name
        else
            names << (match_->seat(seat)->kind() == match::Seat::Kind::Computer ? computerName(seat) : own);
    }
    return names;
}

QString TablePage::computerName(int seat) const
{
    //: A computer player's name in a saved game: %1 its level, e.g. "4 — club player"
    return tr("Computer (%1)").arg(ComputerGameDialog::levelName(match_->seat(seat)->level()));
}

QDate TablePage::gameDate() const
{
    return QDate::currentDate();
}

QString TablePage::suggestedFileName() const
{
    // A seat whose player has no name goes by its colour.
    QString shown[2] = {tr("Red"), tr("Black")};
    const QStringList names = playerNames();
    for (int seat : {0, 1})
        if (!names.value(seat).isEmpty())
            shown[seat] = names.value(seat);
    //: The name Save As suggests: %1 and %2 the players, %3 the game's date
    return tr("%1 vs %2 %3").arg(shown[0], shown[1], gameDate().toString(Qt::ISODate));
}

QMap<QString, QString> TablePage::withLevelTags(QMap<QString, QString> tags) const
{
    const QMap<QString, QString> levels = match_->levelTags({QStringLiteral("Red"), QStringLiteral("Black")});
    for (auto it = levels.begin(); it != levels.end(); ++it)
        tags.insert(it.key(), it.value());
    return tags;
}

void TablePage::changeComputerLevel()
{
    const int person = match_->personVsComputer();
    if (!againstComputer() || match_->over() || person < 0)
        return;
    const int seat = 1 - person;
    const std::optional<TimeControl> clock =
        offersClockChange() ? std::optional<TimeControl>(match_->timeControl()) : std::nullopt;
    auto* dialog = new ComputerLevelDialog(match_->seat(seat)->level(), clock, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal); // the clock waits under it (MatchPauser)
    connect(dialog, &QDialog::accepted, this, [this, dialog, seat] {
        // The game may have moved on meanwhile: the match judges whether it still can.
        const int level = dialog->level();
        const bool levelChanged = match_->changeLevel(seat, level);
        const std::optional<TimeControl> tc = dialog->clock();
        const bool clockChanged = tc && match_->changeClock(*tc);
        if (!levelChanged && !clockChanged)
            return;
        setStatus([level, levelChanged] {
            //: After Game → Computer Level…; %1: the level's name, e.g. "5 — strong club player"
            return levelChanged ? tr("From here on the computer plays at level %1.").arg(ComputerGameDialog::levelName(level))
                                : tr("The new clock runs from here on.");
        });
        showClocks();
        emit changed(); // the autosave keeps it, the window is modified
    });
    dialog->open();
}

QString TablePage::playSummary(int movesPlayed) const
{
    QString how;
    switch (playWay()) {
    case PlayWay::Lan:
        //: How a game in progress is played; %1: the opponent's name
        how = lan_->opponentName().isEmpty() ? tr("over the LAN") : tr("over the LAN against %1").arg(lan_->opponentName());
        break;
    case PlayWay::Computer:
        how = tr("against the computer");
        break;
    case PlayWay::HotSeat:
        //: Two people take turns at this computer (同屏对弈)
        how = tr("hot seat");
        break;
    }
    //: How far a game in progress went: moves (回合) played, a move being both sides' turns
    return how + QStringLiteral(" · ") + tr("%n move(s) played", nullptr, movesPlayed);
}

void TablePage::setStatus(std::function<QString()> text)
{
    statusText_ = std::move(text);
    statusPly_ = match_->referee().ply();
    statusLine_->setText(statusText_ ? statusText_() : QString());
}

void TablePage::announceIfFinished()
{
    if (!endToAnnounce_ || !match_->over())
        return;
    endToAnnounce_ = false;
    announceEnd();
}

void TablePage::announceEnd()
{
    setStatus(resultWords());
    const QString text = statusLine_->text();
    emit statusMessage(text);
    openResultBox(text);
}

void TablePage::openResultBox(const QString& text)
{
    withdrawQuestions(); // the game is over: nothing is left to answer
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game over"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("resultDialog"));
    if (QAction* action = resultAction(); action && action->isEnabled()) {
        QPushButton* b = box->addButton(action->text().remove(QLatin1Char('&')), QMessageBox::AcceptRole);
        b->setObjectName(QStringLiteral("resultActionButton"));
        connect(b, &QPushButton::clicked, action, &QAction::trigger);
        box->setEscapeButton(QMessageBox::Ok); // Esc and closing still mean OK
        box->setDefaultButton(QMessageBox::Ok);
    }
    box->open();
}

SidePanel* TablePage::newSidePanel()
{
    sidePanel_ = new SidePanel(this);
    return sidePanel_;
}

QProgressBar* TablePage::newThinkingBar()
{
    auto* bar = new QProgressBar(this);
    bar->setRange(0, 0); // busy: the search has no known end
    bar->setTextVisible(false);
    bar->setMaximumHeight(8);
    bar->hide();
    return bar;
}

void TablePage::makeGameButtons()
{
    for (QPushButton** button : {&undoButton_, &redoButton_, &drawButton_, &resignButton_, &hintButton_})
        *button = new QPushButton(this);
}

void TablePage::connectGameButtons()
{
    connect(undoButton_, &QPushButton::clicked, this, &TablePage::undo);
    if (redoButton_)
        connect(redoButton_, &QPushButton::clicked, this, &TablePage::redo);
    connect(drawButton_, &QPushButton::clicked, this, &TablePage::offerDraw);
    connect(resignButton_, &QPushButton::clicked, this, &TablePage::resign);
    connect(hintButton_, &QPushButton::clicked, this, &TablePage::showHint);
}

void TablePage::retranslateGameButtons()
{
    //: 悔棋: take back the last move (or action)
    undoButton_->setText(tr("Take back"));
    if (redoButton_)
        redoButton_->setText(tr("Redo"));
    drawButton_->setText(tr("Offer draw"));
    resignButton_->setText(tr("Resign"));
    //: 提示: the computer suggests a good move for the side to move
    hintButton_->setText(tr("Hint"));
    //: Game menu: change the computer's level (and the clock) during a game against it
    levelAction_->setText(tr("&Computer Level...", "menu"));
}

} // namespace qiyuan::ui
