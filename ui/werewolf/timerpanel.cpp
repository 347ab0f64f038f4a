#include "timerpanel.h"
#include "narrator.h"
#include "werewolfpagehelpers.h"

#include "session/narratorscript.h"
#include "ui/preferences.h"
#include "werewolf/speaking.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

using session::SpeakingTimer;

namespace werewolfpage {

SpeakingTimerPanel::SpeakingTimerPanel(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("speakingTimerPanel"));
    startLabel_ = new QLabel(this);
    start_ = new QComboBox(this);
    start_->setObjectName(QStringLiteral("speakerStartCombo"));
    startLabel_->setBuddy(start_);
    direction_ = new QComboBox(this);
    direction_->setObjectName(QStringLiteral("speakerDirectionCombo"));
    direction_->addItems({QString(), QString()});
    auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        return b;
    };
    startButton_ = button("speakerStartButton");
    pauseButton_ = button("speakerPauseButton");
    addButton_ = button("speakerAddButton");
    nextButton_ = button("speakerNextButton");
    speaker_ = new QLabel(this);
    speaker_->setObjectName(QStringLiteral("speakerLabel"));
    time_ = new QLabel(this);
    time_->setObjectName(QStringLiteral("speakerTimeLabel"));
    // Large enough to read from the moderator's chair at a glance.
    for (QLabel* l : {speaker_, time_}) {
        QFont f = l->font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        l->setFont(f);
    }
    order_ = new QLabel(this);
    order_->setObjectName(QStringLiteral("speakerOrderLabel"));
    order_->setWordWrap(true);

    auto* controls = new QHBoxLayout;
    controls->addWidget(startLabel_);
    controls->addWidget(start_);
    controls->addWidget(direction_);
    controls->addWidget(startButton_);
    controls->addSpacing(12);
    controls->addWidget(pauseButton_);
    controls->addWidget(addButton_);
    controls->addWidget(nextButton_);
    controls->addStretch();
    auto* shown = new QHBoxLayout;
    shown->addWidget(speaker_);
    shown->addSpacing(24);
    shown->addWidget(time_);
    shown->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addLayout(shown);
    layout->addWidget(order_);

    SpeakingTimer& timer = session_.speakingTimer();
    connect(startButton_, &QPushButton::clicked, this, &SpeakingTimerPanel::start);
    connect(pauseButton_, &QPushButton::clicked, &timer, [&timer] {
        if (timer.running())
            timer.pause();
        else
            timer.resume();
    });
    connect(addButton_, &QPushButton::clicked, &timer, [&timer] { timer.addTime(AddSeconds); });
    connect(nextButton_, &QPushButton::clicked, &timer, [&timer] { timer.next(); });
    connect(&timer, &SpeakingTimer::changed, this, &SpeakingTimerPanel::showTimer);
    connect(&timer, &SpeakingTimer::ticked, this, &SpeakingTimerPanel::showTimer);
    connect(&session_, &ModeratorSession::stepped, this, &SpeakingTimerPanel::refresh);
    retranslate();
}

void SpeakingTimerPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SpeakingTimerPanel::retranslate()
{
    //: The day's speaking order: the player who speaks first
    startLabel_->setText(tr("First spea&ker:"));
    //: Speaking order round the table: seat numbers going up
    direction_->setItemText(0, tr("Clockwise (seat numbers up)"));
    //: Speaking order round the table: seat numbers going down
    direction_->setItemText(1, tr("Anticlockwise (seat numbers down)"));
    direction_->setAccessibleName(tr("Direction of the speaking order"));
    start_->setAccessibleName(tr("First speaker"));
    startButton_->setText(tr("&Start speaking order"));
    startButton_->setAccessibleDescription(tr("Each living player speaks in turn from the first speaker, with a timer."));
    //: Adds time to the speaker's timer; %1 is a number of seconds
    addButton_->setText(tr("&Add %1 s").arg(AddSeconds));
    addButton_->setAccessibleName(tr("Add %1 seconds to the speaker").arg(AddSeconds));
    nextButton_->setText(tr("&Next speaker"));
    refresh();
}

void SpeakingTimerPanel::refresh()
{
    const QVariant chosen = start_->currentData();
    start_->clear();
    if (const werewolf::Table* t = session_.table())
        for (const werewolf::Player& p : t->state().players)
            if (p.alive)
                start_->addItem(session_.playerLabel(p.id), p.id);
    start_->setCurrentIndex(std::max(0, start_->findData(chosen)));
    showTimer();
}

void SpeakingTimerPanel::start()
{
    const werewolf::Table* t = session_.table();
    if (!t || start_->currentIndex() < 0)
        return;
    const auto direction = direction_->currentIndex() == 0 ? werewolf::Direction::Clockwise
                                                           : werewolf::Direction::Anticlockwise;
    const int seconds = speakerSeconds_ > 0 ? speakerSeconds_ : Preferences::load().speakerSeconds;
    session_.speakingTimer().startDay(werewolf::speakingOrder(t->state().players, start_->currentData().toInt(), direction),
                                      seconds);
}

QString SpeakingTimerPanel::speakerLine(const ModeratorSession& session)
{
    const SpeakingTimer& timer = session.speakingTimer();
    switch (timer.kind()) {
    case SpeakingTimer::Kind::Day:
        //: Who speaks now in the day's speaking order; %1 is the player ("张三（2号）")
        return tr("Speaking: %1").arg(session.playerLabel(timer.speaker()));
    case SpeakingTimer::Kind::Night:
        //: The timer of the phones' night entries
        return tr("Night entries");
    case SpeakingTimer::Kind::Off:
        break;
    }
    return {};
}

QString SpeakingTimerPanel::clock(int seconds)
{
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString SpeakingTimerPanel::timeLine(const SpeakingTimer& timer)
{
    if (!timer.active())
        return {};
    if (timer.timeIsUp())
        //: The speaker's (or the night's) time has run out
        return tr("Time is up");
    const QString left = clock(timer.remainingSeconds());
    //: The timer stopped by the moderator; %1 the time left ("0:45")
    return timer.running() ? left : tr("%1 (paused)").arg(left);
}

QString SpeakingTimerPanel::speakerText() const { return speaker_->text(); }
QString SpeakingTimerPanel::timeText() const { return time_->text(); }
QString SpeakingTimerPanel::orderText() const { return order_->isHidden() ? QString() : order_->text(); }

void SpeakingTimerPanel::showTimer()
{
    const SpeakingTimer& timer = session_.speakingTimer();
    const bool day = timer.kind() == SpeakingTimer::Kind::Day;
    speaker_->setText(day ? speakerLine(session_) : tr("No one is speaking"));
    time_->setText(day ? timeLine(timer) : QString());
    time_->setAccessibleName(day ? speaker_->text() + QStringLiteral(", ") + time_->text() : QString());
    // The next speaker, and how many after: 31 names would fill the tab.
    const int after = day ? int(timer.order().size()) - timer.position() - 2 : 0;
    QString next;
    if (day && timer.nextSpeaker())
        //: The day's speaking order: the next speaker (%1), the last of the order
        next = after == 0 ? tr("Next: %1 (the last)").arg(session_.playerLabel(timer.nextSpeaker()))
                          //: The day's speaking order: the next speaker (%1) and how many speak after them (%2)
                          : tr("Next: %1, then %2 more").arg(session_.playerLabel(timer.nextSpeaker())).arg(after);
    order_->setText(next);
    order_->setVisible(!next.isEmpty());
    const bool playing = session_.playing();
    startButton_->setEnabled(playing && start_->count() > 0);
    pauseButton_->setEnabled(day && !timer.timeIsUp());
    //: The speaker's timer: stop it for now / let it run again
    pauseButton_->setText(day && !timer.running() && !timer.timeIsUp() ? tr("&Resume") : tr("&Pause"));
    addButton_->setEnabled(day);
    nextButton_->setEnabled(day);
}

// ---- one line ----

TimerLabel::TimerLabel(ModeratorSession& session, SpeakingTimer::Kind kind, QWidget* parent)
    : QLabel(parent)
    , session_(session)
    , kind_(kind)
{
    setObjectName(QStringLiteral("timerLabel"));
    QFont f = font();
    f.setBold(true);
    setFont(f);
    connect(&session_.speakingTimer(), &SpeakingTimer::changed, this, &TimerLabel::showTimer);
    connect(&session_.speakingTimer(), &SpeakingTimer::ticked, this, &TimerLabel::showTimer);
    showTimer();
}

void TimerLabel::showTimer()
{
    const SpeakingTimer& timer = session_.speakingTimer();
    const bool shown = timer.active() && (kind_ == SpeakingTimer::Kind::Off || timer.kind() == kind_);
    setText(shown ? SpeakingTimerPanel::speakerLine(session_) + QStringLiteral("  ") + SpeakingTimerPanel::timeLine(timer)
                  : QString());
    setVisible(shown);
}

} // namespace werewolfpage

// ---- the voice and the sound ----

WerewolfTimerVoice::WerewolfTimerVoice(WerewolfNarrator* narrator, session::ModeratorSession* session, QObject* parent)
    : QObject(parent)
    , narrator_(narrator)
    , session_(session)
    , beep_([] { QApplication::beep(); })
{
    SpeakingTimer& timer = session_->speakingTimer();
    // The narrator calls the next speaker: a name and a seat, public to all.
    connect(&timer, &SpeakingTimer::speakerStarted, this, [this](int seat) {
        if (narrator_->enabled())
            narrator_->say(session::narrator::nextSpeaker(session_->playerLabel(seat), session_->style().words));
    });
    // A soft end: the narrator's "Time." when it is on, else the system's beep.
    connect(&timer, &SpeakingTimer::timeUp, this, [this] {
        ++sounds_;
        if (narrator_->enabled())
            narrator_->say(session::narrator::timeIsUp(session_->style().words));
        else
            beep_();
    });
}

} // namespace qiyuan::ui
