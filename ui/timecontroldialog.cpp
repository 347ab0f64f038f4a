#include "timecontroldialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qiyuan::ui {

QString formatClock(int ms)
{
    const int s = (std::max(0, ms) + 999) / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString clockLine(const GameClock& shown, int side)
{
    const SideTime t = shown.timeControl().side(side);
    if (!t.enabled())
        return TimeControlDialog::tr("No clock");
    // The last seconds in tenths: the countdown players watch.
    const auto shownTime = [&shown, side](int ms) {
        if (!clockLow(shown, side) || ms >= 10000)
            return formatClock(ms);
        const int tenths = (std::max(0, ms) + 99) / 100; // rounded up, as formatClock's seconds
        return QStringLiteral("0:%1.%2").arg(tenths / 10, 2, 10, QLatin1Char('0')).arg(tenths % 10);
    };
    QString text = shownTime(shown.remainingMs(side));
    if (shown.inByoyomi(side))
        text = t.periods > 1
                   //: A table's clock in byo-yomi (读秒): %1 the period's time left, %2 the periods left
                   ? TimeControlDialog::tr("%1 (byo-yomi ×%2)").arg(text).arg(shown.periodsLeft(side))
                   //: A table's clock in its one byo-yomi period (读秒): %1 the period's time left
                   : TimeControlDialog::tr("%1 (byo-yomi)").arg(text);
    else if (t.byoyomiMs > 0 && t.periods > 1)
        //: A table's clock in main time: %1 the time left, %2 the byo-yomi periods still to come
        text = TimeControlDialog::tr("%1 + %2 periods").arg(text).arg(shown.periodsLeft(side));
    if (t.moveMs > 0 && t.gameTime())
        //: A table's clock with a per-move limit (步时) beside main time: %1 the main time, %2 this move's time left
        text = TimeControlDialog::tr("%1 · move %2").arg(text, shownTime(shown.moveLeftMs(side)));
    return text;
}

bool clockLow(const GameClock& shown, int side)
{
    return shown.timeControl().side(side).enabled() && shown.countdownMs(side) < 10000;
}

void showTableClocks(QLabel* red, QLabel* black, const GameClock& shown)
{
    const bool timed = shown.timeControl().enabled();
    for (int side : {0, 1}) {
        QLabel* label = side == 0 ? red : black;
        label->setVisible(timed);
        if (!timed)
            continue;
        label->setText(clockLine(shown, side)); // periods left; tenths in the last seconds
        label->setStyleSheet(shown.running() == side ? (clockLow(shown, side) ? QStringLiteral("color:#c00000")
                                                                               : QStringLiteral("color:palette(highlight)"))
                                                     : QString());
    }
}

namespace {
enum Kind { NoClock, Fischer, Byoyomi, SuddenDeath, PerMove };

QSpinBox* spinBox(QWidget* parent, int min, int max, const QString& name)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setObjectName(name);
    return box;
}
} // namespace

SideClockFields::SideClockFields(const QString& prefix, QWidget* parent)
    : QGroupBox(parent)
{
    // Red's (or both sides') fields keep the names they had before time odds.
    const auto name = [&prefix](const char* n) {
        const QString base = QString::fromLatin1(n);
        return prefix.isEmpty() ? base : prefix + base.left(1).toUpper() + base.mid(1);
    };
    setObjectName(name("clockFields"));
    kind = new QComboBox(this);
    kind->setObjectName(name("clockKindBox"));
    for (int k : {NoClock, Fischer, Byoyomi, SuddenDeath, PerMove})
        kind->addItem(QString(), k);
    minutes = spinBox(this, 0, 600, name("minutesBox"));
    increment = spinBox(this, 0, 600, name("incrementBox"));
    byoyomi = spinBox(this, 1, 600, name("byoyomiBox"));
    periods = spinBox(this, 1, 99, name("periodsBox"));
    moveLimit = spinBox(this, 0, 3600, name("moveLimitBox"));
    auto* form = new QFormLayout(this);
    QWidget* const fields[Rows] = {kind, minutes, increment, byoyomi, periods, moveLimit};
    for (int row = 0; row < Rows; ++row) {
        labels_[row] = new QLabel(this);
        labels_[row]->setBuddy(fields[row]);
        form->addRow(labels_[row], fields[row]);
    }
    connect(kind, &QComboBox::currentIndexChanged, this, [this] {
        if (kind->currentData().toInt() == PerMove && moveLimit->value() == 0)
            moveLimit->setValue(30); // the limit is all this kind has
        updateEnabled();
    });
    retranslateUi();
}

void SideClockFields::retranslateUi()
{
    kind->setItemText(NoClock, TimeControlDialog::tr("No clock"));
    //: Fischer clock: a base time and a few seconds added after each move
    kind->setItemText(Fischer, TimeControlDialog::tr("Base time + increment"));
    //: 读秒: once the base time is spent, every move must be made within a period
    kind->setItemText(Byoyomi, TimeControlDialog::tr("Base time + byo-yomi (读秒)"));
    //: A clock of base time only: whoever runs out loses (包干)
    kind->setItemText(SuddenDeath, TimeControlDialog::tr("Sudden death"));
    //: 步时: no base time, every move within a limit
    kind->setItemText(PerMove, TimeControlDialog::tr("Per-move limit only (步时)"));
    //: Unit after the base time, with its leading space
    minutes->setSuffix(TimeControlDialog::tr(" min"));
    //: Unit after a number of seconds, with its leading space
    increment->setSuffix(TimeControlDialog::tr(" s"));
    byoyomi->setSuffix(TimeControlDialog::tr(" s"));
    moveLimit->setSuffix(TimeControlDialog::tr(" s"));
    //: A per-move limit of 0 seconds: there is none
    moveLimit->setSpecialValueText(TimeControlDialog::tr("None"));
    labels_[KindRow]->setText(TimeControlDialog::tr("&Clock:"));
    labels_[MinutesRow]->setText(TimeControlDialog::tr("&Base time per side:"));
    labels_[IncrementRow]->setText(TimeControlDialog::tr("&Increment per move:"));
    labels_[ByoyomiRow]->setText(TimeControlDialog::tr("B&yo-yomi period per move:"));
    //: How many byo-yomi periods (读秒次数); one is used up only when a move takes longer
    labels_[PeriodsRow]->setText(TimeControlDialog::tr("Byo-yomi &periods:"));
    //: 步时: every move must be made within this time, whatever time is left
    labels_[MoveRow]->setText(TimeControlDialog::tr("Per-&move limit:"));
}

void SideClockFields::updateEnabled()
{
    const int k = kind->currentData().toInt();
    minutes->setEnabled(k != NoClock && k != PerMove);
    increment->setEnabled(k == Fischer);
    byoyomi->setEnabled(k == Byoyomi);
    periods->setEnabled(k == Byoyomi);
    moveLimit->setEnabled(k != NoClock);
}

SideTime SideClockFields::sideTime() const
{
    const int move = moveLimit->value() * 1000;
    switch (kind->currentData().toInt()) {
    case Fischer: return SideTime{minutes->value() * 60000, increment->value() * 1000, 0, 1, move};
    case Byoyomi: return SideTime{minutes->value() * 60000, 0, byoyomi->value() * 1000, periods->value(), move};
    case SuddenDeath: return SideTime{minutes->value() * 60000, 0, 0, 1, move};
    case PerMove: return SideTime{0, 0, 0, 1, std::max(1000, move)};
    default: return SideTime{};
    }
}

void SideClockFields::setSideTime(const SideTime& t)
{
    minutes->setValue(t.baseMs / 60000);
    increment->setValue(t.incrementMs / 1000);
    // Without a byo-yomi of its own, the usual 30 seconds are offered.
    byoyomi->setValue(t.byoyomiMs > 0 ? qMax(1, t.byoyomiMs / 1000) : 30);
    periods->setValue(t.byoyomiMs > 0 ? t.periods : 1);
    moveLimit->setValue(t.moveMs / 1000);
    kind->setCurrentIndex(!t.enabled()          ? NoClock
                          : t.byoyomiMs > 0     ? Byoyomi
                          : !t.gameTime()       ? PerMove
                          : t.incrementMs > 0   ? Fischer
                                                : SuddenDeath);
    updateEnabled();
}

TimeControlDialog::TimeControlDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("timeControlDialog"));
    m_red = new SideClockFields(QString(), this);
    m_black = new SideClockFields(QStringLiteral("black"), this);
    m_odds = new QCheckBox(this);
    m_odds->setObjectName(QStringLiteral("clockOddsBox"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* sides = new QHBoxLayout;
    sides->addWidget(m_red);
    sides->addWidget(m_black);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sides);
    layout->addWidget(m_odds);
    layout->addWidget(buttons);
    connect(m_odds, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_black->setSideTime(m_red->sideTime()); // black starts from red's and is changed from there
        updateOdds();
    });
    retranslateUi();
    setTimeControl(TimeControl{10 * 60 * 1000, 5000, 0});
    m_red->kind->setCurrentIndex(NoClock);
}

void TimeControlDialog::retranslateUi()
{
    //: Title of the clock dialog shown before a new game (对局计时)
    setWindowTitle(tr("Game clock"));
    m_red->retranslateUi();
    m_black->retranslateUi();
    //: Time odds (让时): each side its own clock
    m_odds->setText(tr("&Different time for each side (time odds)"));
    updateOdds();
}

void TimeControlDialog::updateOdds()
{
    const bool odds = m_odds->isChecked();
    m_black->setVisible(odds);
    //: The clock dialog's fields for both sides (no time odds)
    m_red->setTitle(odds ? tr("Red") : tr("Both sides"));
    m_black->setTitle(tr("Black"));
    adjustSize();
}

void TimeControlDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

TimeControl TimeControlDialog::timeControl() const
{
    TimeControl tc(m_red->sideTime());
    if (m_odds->isChecked())
        tc.black = m_black->sideTime();
    if (!tc.odds())
        tc.black.reset();
    return tc;
}

void TimeControlDialog::setTimeControl(const TimeControl& tc)
{
    m_red->setSideTime(tc.side(0));
    m_black->setSideTime(tc.side(1));
    const QSignalBlocker quiet(m_odds); // black's fields keep what they were just set to
    m_odds->setChecked(tc.odds());
    updateOdds();
}

namespace {
// The clock last set (or 10 min + 5 s), and whether it was on.
TimeControl lastSet(bool* enabled)
{
    QSettings s;
    *enabled = s.value(QStringLiteral("clock/enabled"), false).toBool();
    // Every kind as its text (issue 40); before it the three numbers alone.
    if (const auto tc = parseTimeControl(s.value(QStringLiteral("clock/control")).toString().toStdString()))
        return *tc;
    return TimeControl{s.value(QStringLiteral("clock/baseMs"), 600000).toInt(),
                       s.value(QStringLiteral("clock/incrementMs"), 5000).toInt(),
                       s.value(QStringLiteral("clock/byoyomiMs"), 0).toInt()};
}

// Opens the dialog on `tc` (no clock: on the last clock set, turned off).
std::optional<TimeControl> askFrom(const TimeControl& tc, QWidget* parent)
{
    TimeControlDialog dialog(parent);
    bool enabled = false;
    const TimeControl last = lastSet(&enabled);
    dialog.setTimeControl(tc.enabled() ? tc : last);
    if (!tc.enabled()) {
        dialog.oddsBox()->setChecked(false);
        dialog.kindBox()->setCurrentIndex(NoClock);
    }
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.timeControl();
}
} // namespace

TimeControl TimeControlDialog::last()
{
    bool enabled = false;
    const TimeControl tc = lastSet(&enabled);
    return enabled ? tc : TimeControl{};
}

void TimeControlDialog::remember(const TimeControl& tc)
{
    QSettings s;
    s.setValue(QStringLiteral("clock/enabled"), tc.enabled());
    if (tc.enabled()) {
        s.setValue(QStringLiteral("clock/baseMs"), tc.baseMs);
        s.setValue(QStringLiteral("clock/incrementMs"), tc.incrementMs);
        s.setValue(QStringLiteral("clock/byoyomiMs"), tc.byoyomiMs);
        s.setValue(QStringLiteral("clock/control"), QString::fromStdString(timeControlText(tc)));
    }
}

std::optional<TimeControl> TimeControlDialog::ask(QWidget* parent)
{
    const auto tc = askFrom(last(), parent);
    if (tc)
        remember(*tc);
    return tc;
}

namespace {
QString describeSide(const SideTime& t)
{
    if (!t.enabled())
        return TimeControlDialog::tr("No clock");
    QString text;
    if (t.gameTime()) {
        //: A clock's main time per side, in minutes
        text = TimeControlDialog::tr("%1 min").arg(t.baseMs / 60000);
        if (t.incrementMs > 0)
            //: Fischer increment per move
            text += TimeControlDialog::tr(" + %1 s per move").arg(t.incrementMs / 1000);
        if (t.byoyomiMs > 0 && t.periods > 1)
            //: Byo-yomi (读秒) after the main time: %1 periods of %2 seconds
            text += TimeControlDialog::tr(", then %1 × %2 s byo-yomi").arg(t.periods).arg(t.byoyomiMs / 1000);
        else if (t.byoyomiMs > 0)
            text += TimeControlDialog::tr(", then %1 s byo-yomi").arg(t.byoyomiMs / 1000);
        if (t.moveMs > 0)
            //: A per-move limit (步时) beside the main time
            text += TimeControlDialog::tr(", each move within %1 s").arg(t.moveMs / 1000);
        return text;
    }
    //: A per-move limit (步时) and no main time
    return TimeControlDialog::tr("Each move within %1 s").arg(t.moveMs / 1000);
}
} // namespace

QString TimeControlDialog::describe(const TimeControl& tc)
{
    if (!tc.enabled())
        return tr("No clock");
    if (!tc.odds())
        return describeSide(tc.side(0));
    //: Time odds: each side's own clock
    return tr("Red: %1; Black: %2").arg(describeSide(tc.side(0)), describeSide(tc.side(1)));
}

ClockChooser::ClockChooser(const TimeControl& tc, QWidget* parent)
    : QWidget(parent), tc_(tc), text_(new QLabel(this)), change_(new QPushButton(this))
{
    setObjectName(QStringLiteral("clockChooser"));
    text_->setObjectName(QStringLiteral("clockText"));
    change_->setObjectName(QStringLiteral("clockButton"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(text_, 1);
    row->addWidget(change_);
    connect(change_, &QPushButton::clicked, this, [this] {
        if (const auto tc = askFrom(tc_, this)) {
            setTimeControl(*tc);
            emit changed();
        }
    });
    retranslateUi();
}

void ClockChooser::setTimeControl(const TimeControl& tc)
{
    tc_ = tc;
    retranslateUi();
}

void ClockChooser::retranslateUi()
{
    text_->setText(TimeControlDialog::describe(tc_));
    change_->setText(tr("Change…"));
}

void ClockChooser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace qiyuan::ui
