#include "timecontroldialog.h"

#include <algorithm>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qiyuan::ui {

QString formatClock(int ms)
{
    const int s = (std::max(0, ms) + 999) / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

namespace {
enum Kind { NoClock, Fischer, Byoyomi };
}

TimeControlDialog::TimeControlDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("timeControlDialog"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("clockKindBox"));
    for (int kind : {NoClock, Fischer, Byoyomi})
        m_kind->addItem(QString(), kind);
    m_minutes = new QSpinBox(this);
    m_minutes->setRange(0, 600);
    m_increment = new QSpinBox(this);
    m_increment->setRange(0, 600);
    m_byoyomi = new QSpinBox(this);
    m_byoyomi->setRange(1, 600);
    m_kindLabel = new QLabel(this);
    m_minutesLabel = new QLabel(this);
    m_incrementLabel = new QLabel(this);
    m_byoyomiLabel = new QLabel(this);
    m_kindLabel->setBuddy(m_kind);
    m_minutesLabel->setBuddy(m_minutes);
    m_incrementLabel->setBuddy(m_increment);
    m_byoyomiLabel->setBuddy(m_byoyomi);

    auto* form = new QFormLayout;
    form->addRow(m_kindLabel, m_kind);
    form->addRow(m_minutesLabel, m_minutes);
    form->addRow(m_incrementLabel, m_increment);
    form->addRow(m_byoyomiLabel, m_byoyomi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TimeControlDialog::updateEnabled);
    retranslateUi();
    setTimeControl(TimeControl{10 * 60 * 1000, 5000, 0});
    m_kind->setCurrentIndex(NoClock);
    updateEnabled();
}

void TimeControlDialog::retranslateUi()
{
    //: Title of the clock dialog shown before a new game (对局计时)
    setWindowTitle(tr("Game clock"));
    m_kind->setItemText(NoClock, tr("No clock"));
    //: Fischer clock: a base time and a few seconds added after each move
    m_kind->setItemText(Fischer, tr("Base time + increment"));
    //: 读秒: once the base time is spent, every move must be made within a period
    m_kind->setItemText(Byoyomi, tr("Base time + byo-yomi (读秒)"));
    //: Unit after the base time, with its leading space
    m_minutes->setSuffix(tr(" min"));
    //: Unit after a number of seconds, with its leading space
    m_increment->setSuffix(tr(" s"));
    m_byoyomi->setSuffix(tr(" s"));
    m_kindLabel->setText(tr("&Clock:"));
    m_minutesLabel->setText(tr("&Base time per side:"));
    m_incrementLabel->setText(tr("&Increment per move:"));
    m_byoyomiLabel->setText(tr("B&yo-yomi period per move:"));
}

void TimeControlDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

TimeControl TimeControlDialog::timeControl() const
{
    switch (m_kind->currentData().toInt()) {
    case Fischer: return TimeControl{m_minutes->value() * 60000, m_increment->value() * 1000, 0};
    case Byoyomi: return TimeControl{m_minutes->value() * 60000, 0, m_byoyomi->value() * 1000};
    default: return TimeControl{};
    }
}

void TimeControlDialog::setTimeControl(const TimeControl& tc)
{
    m_minutes->setValue(tc.baseMs / 60000);
    m_increment->setValue(tc.incrementMs / 1000);
    // Without a byo-yomi of its own, the usual 30 seconds are offered.
    m_byoyomi->setValue(tc.byoyomiMs > 0 ? qMax(1, tc.byoyomiMs / 1000) : 30);
    m_kind->setCurrentIndex(!tc.enabled() ? NoClock : tc.byoyomiMs > 0 ? Byoyomi : Fischer);
    updateEnabled();
}

void TimeControlDialog::updateEnabled()
{
    const int kind = m_kind->currentData().toInt();
    m_minutes->setEnabled(kind != NoClock);
    m_increment->setEnabled(kind == Fischer);
    m_byoyomi->setEnabled(kind == Byoyomi);
}

namespace {
// The clock last set (or 10 min + 5 s), and whether it was on.
TimeControl lastSet(bool* enabled)
{
    QSettings s;
    *enabled = s.value(QStringLiteral("clock/enabled"), false).toBool();
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
    if (!tc.enabled())
        dialog.kindBox()->setCurrentIndex(NoClock);
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
    }
}

std::optional<TimeControl> TimeControlDialog::ask(QWidget* parent)
{
    const auto tc = askFrom(last(), parent);
    if (tc)
        remember(*tc);
    return tc;
}

QString TimeControlDialog::describe(const TimeControl& tc)
{
    if (!tc.enabled())
        return tr("No clock");
    //: A clock's main time per side, in minutes
    QString text = tr("%1 min").arg(tc.baseMs / 60000);
    if (tc.incrementMs > 0)
        //: Fischer increment per move
        text += tr(" + %1 s per move").arg(tc.incrementMs / 1000);
    if (tc.byoyomiMs > 0)
        text += tr(", then %1 s byo-yomi").arg(tc.byoyomiMs / 1000);
    return text;
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
        if (const auto tc = askFrom(tc_, this))
            setTimeControl(*tc);
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
