#include "lanhostdialog.h"

#include "ui/timecontroldialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace qiyuan::ui {

QString defaultPlayerName()
{
    QString name = QSettings().value(QStringLiteral("lan/name")).toString();
    if (name.isEmpty())
        name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return name.left(40);
}

LanHostDialog::LanHostDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("lanHostDialog"));
    name_ = new QLineEdit(defaultPlayerName(), this);
    name_->setMaxLength(40);
    seat_ = new QComboBox(this);
    seat_->addItems({QString(), QString()});
    seat_->setCurrentIndex(QSettings().value(QStringLiteral("lan/hostSeat"), 0).toInt() == 1 ? 1 : 0);
    clockText_ = new QLabel(this);
    clockButton_ = new QPushButton(this);
    connect(clockButton_, &QPushButton::clicked, this, [this] {
        TimeControlDialog d(this);
        d.setTimeControl(tc_);
        if (d.exec() == QDialog::Accepted) {
            tc_ = d.timeControl();
            updateClockText();
        }
    });
    nameLabel_ = new QLabel(this);
    seatLabel_ = new QLabel(this);
    clockLabel_ = new QLabel(this);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    auto* clockRow = new QHBoxLayout;
    clockRow->addWidget(clockText_, 1);
    clockRow->addWidget(clockButton_);
    auto* form = new QFormLayout;
    form->addRow(nameLabel_, name_);
    form->addRow(seatLabel_, seat_);
    form->addRow(clockLabel_, clockRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note_);
    layout->addWidget(buttons);
    retranslate();
}

LanHostDialog::Choice LanHostDialog::choice() const
{
    QString name = name_->text().trimmed();
    if (name.isEmpty())
        name = tr("Host");
    return Choice{name, seat_->currentIndex(), tc_};
}

std::optional<LanHostDialog::Choice> LanHostDialog::ask(QWidget* parent)
{
    LanHostDialog d(parent);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    const Choice c = d.choice();
    QSettings s;
    s.setValue(QStringLiteral("lan/name"), c.name);
    s.setValue(QStringLiteral("lan/hostSeat"), c.seat);
    return c;
}

void LanHostDialog::updateClockText()
{
    if (!tc_.enabled()) {
        clockText_->setText(tr("No clock"));
        return;
    }
    QString text = tr("%1 min").arg(tc_.baseMs / 60000);
    if (tc_.incrementMs > 0)
        //: Fischer increment per move
        text += tr(" + %1 s per move").arg(tc_.incrementMs / 1000);
    if (tc_.byoyomiMs > 0)
        text += tr(", then %1 s byo-yomi").arg(tc_.byoyomiMs / 1000);
    clockText_->setText(text);
}

void LanHostDialog::retranslate()
{
    //: Title of the dialog that hosts a game for another computer on the local network (局域网)
    setWindowTitle(tr("Host a Table on the LAN"));
    nameLabel_->setText(tr("Your name:"));
    seatLabel_->setText(tr("You play:"));
    seat_->setItemText(0, tr("Red (moves first)"));
    seat_->setItemText(1, tr("Black"));
    clockLabel_->setText(tr("Clock:"));
    clockButton_->setText(tr("Change…"));
    note_->setText(tr("Other computers on the local network see the table in their join dialog. "
                      "Whoever sits down needs the 6-digit room code shown on your table."));
    updateClockText();
}

void LanHostDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace qiyuan::ui
