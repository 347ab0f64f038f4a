#include "lanhostdialog.h"
#include "ui/banqi/banqirules.h"

#include "xiangqi/handicapbox.h"

#include "ui/gamenames.h"
#include "ui/timecontroldialog.h"

#include "banqi/rules.h"
#include "core/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qiyuan::ui {

QString defaultPlayerName()
{
    QString name = QSettings().value(QStringLiteral("lan/name")).toString();
    if (name.isEmpty())
        name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return name.left(40);
}

LanHostDialog::LanHostDialog(QWidget* parent, const QString& gameKey, const QString& variant)
    : QDialog(parent), gameKey_(gameKey)
{
    setObjectName(QStringLiteral("lanHostDialog"));
    name_ = new QLineEdit(defaultPlayerName(), this);
    name_->setMaxLength(40);
    // The game's rule sets, as the registry lists them (the first is the default).
    rules_ = new QComboBox(this);
    rules_->setObjectName(QStringLiteral("rulesCombo"));
    if (const GameInfo* g = findGame(gameKey.toStdString()))
        for (const VariantInfo& v : g->variants)
            rules_->addItem(GameNames::variant(v.key), toQString(v.key));
    if (gameKey == QLatin1String("xiangqi")) { // the LAN plays standard xiangqi only
        rules_->clear();
        rules_->addItem(GameNames::variant("standard"), QStringLiteral("standard"));
    }
    rules_->setCurrentIndex(qMax(0, rules_->findData(variant)));
    rulesLabel_ = new QLabel(this);
    seat_ = new QComboBox(this);
    seat_->addItems({QString(), QString()});
    seat_->setCurrentIndex(QSettings().value(QStringLiteral("lan/hostSeat"), 0).toInt() == 1 ? 1 : 0);
    clockText_ = new QLabel(this);
    clockButton_ = new QPushButton(this);
    clockButton_->setObjectName(QStringLiteral("clockButton"));
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
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("lanTableTitle"));
    title_->setWordWrap(true);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->hide();
    auto* clockRow = new QHBoxLayout;
    clockRow->addWidget(clockText_, 1);
    clockRow->addWidget(clockButton_);
    auto* form = new QFormLayout;
    form->addRow(nameLabel_, name_);
    if (gameKey_ == QLatin1String("banqi")) {
        // The preset and every rule option, as in the new-game dialog: the
        // guests see them before they sit down (docs/PROTOCOL.md).
        banqiRules_ = new BanqiRulesEditor(this);
        banqiRules_->setRules(rules_->currentData().toString(), {});
        delete rules_;
        rules_ = banqiRules_->presetBox(); // rulesBox(): the preset
        rulesLabel_->hide();
        form->addRow(banqiRules_);
    } else {
        form->addRow(rulesLabel_, rules_);
    }
    if (gameKey_ == QLatin1String("banqi")) {
        // The deal decides who acts first (BQ-2) and the first flip the colours:
        // no colour to choose. The clock is the rule set's turn clock (BQ-9).
        seat_->hide();
        seatLabel_->hide();
        clockText_->hide();
        clockButton_->hide();
        turnClock_ = new QCheckBox(this);
        turnClock_->setObjectName(QStringLiteral("turnClockCheck"));
        turnClock_->setChecked(true);
        turnSeconds_ = new QSpinBox(this);
        turnSeconds_->setObjectName(QStringLiteral("turnSecondsBox"));
        turnSeconds_->setRange(5, 600);
        turnSeconds_->setValue(banqi::ruleSets().front().turnSeconds);
        connect(turnClock_, &QCheckBox::toggled, turnSeconds_, &QSpinBox::setEnabled);
        clockRow->addWidget(turnClock_);
        clockRow->addWidget(turnSeconds_);
        form->addRow(clockLabel_, clockRow);
    } else {
        form->addRow(seatLabel_, seat_);
        form->addRow(clockLabel_, clockRow);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!banqiRules_ || banqiRules_->rules()) // never a table under an impossible combination
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (banqiRules_) {
        const auto allowOk = [this] { ok_->setEnabled(banqiRules_->rules().has_value()); };
        connect(banqiRules_, &BanqiRulesEditor::rulesChanged, this, allowOk);
        allowOk();
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
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
    Choice c{name, seat_->currentIndex(), tc_, rules_->currentData().toString(), -1, {}, {}};
    if (turnClock_) {
        c.seat = 0;
        c.timeControl = {};
        c.turnSeconds = turnClock_->isChecked() ? turnSeconds_->value() : 0;
        c.options = banqiRules_->optionsText();
    }
    return c;
}

void LanHostDialog::setPreset(const LanTablePreset& preset)
{
    preset_ = preset;
    title_->setText(preset.title);
    title_->setVisible(!preset.title.isEmpty());
    // The host's name is the player's of the colour chosen.
    name_->setReadOnly(true);
    seat_->setCurrentIndex(preset.seat == 1 ? 1 : 0);
    name_->setText(preset.names[seat_->currentIndex()]);
    connect(seat_, &QComboBox::currentIndexChanged, this, [this](int seat) {
        if (preset_ && seat >= 0)
            name_->setText(preset_->names[seat]);
    });
    tc_ = preset.timeControl;
    clockButton_->setEnabled(false);
    retranslate();
}

std::optional<LanHostDialog::Choice> LanHostDialog::ask(QWidget* parent, const QString& gameKey, const QString& variant,
                                                        const LanTablePreset* preset)
{
    LanHostDialog d(parent, gameKey, variant);
    HandicapBox* handicap = gameKey == QLatin1String("xiangqi") && !preset ? HandicapBox::addTo(d) : nullptr;
    if (preset)
        d.setPreset(*preset);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    Choice c = d.choice();
    if (handicap)
        c.startFen = handicap->startFen();
    if (preset)
        return c;
    QSettings s;
    s.setValue(QStringLiteral("lan/name"), c.name);
    if (gameKey != QLatin1String("banqi"))
        s.setValue(QStringLiteral("lan/hostSeat"), c.seat);
    return c;
}

void LanHostDialog::updateClockText()
{
    clockText_->setText(TimeControlDialog::describe(tc_));
}

void LanHostDialog::retranslate()
{
    //: Title of the dialog that hosts a game for another computer on the local network (局域网)
    setWindowTitle(tr("Host on LAN"));
    nameLabel_->setText(tr("Your name:"));
    seatLabel_->setText(tr("You play:"));
    if (preset_) {
        //: Host on LAN for a tournament board: the colour of the player at this computer, %1 the player's name
        seat_->setItemText(0, tr("%1 (Red, moves first)").arg(preset_->names[0]));
        //: Host on LAN for a tournament board: %1 the name of black's player
        seat_->setItemText(1, tr("%1 (Black)").arg(preset_->names[1]));
    } else {
        seat_->setItemText(0, tr("Red (moves first)"));
        seat_->setItemText(1, tr("Black"));
    }
    clockLabel_->setText(turnClock_ ? tr("Turn clock:") : tr("Clock:"));
    rulesLabel_->setText(tr("Rules:"));
    if (!banqiRules_) // the editor words its presets itself
        for (int i = 0; i < rules_->count(); ++i)
            rules_->setItemText(i, GameNames::variant(rules_->itemData(i).toString().toStdString()));
    if (turnClock_) {
        //: The 翻翻棋 turn clock (BQ-9): a time limit for every turn
        turnClock_->setText(tr("On"));
        //: Seconds per turn of the 翻翻棋 turn clock
        turnSeconds_->setSuffix(tr(" s per turn"));
    }
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
