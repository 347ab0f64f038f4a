// The 翻翻棋 new-game dialog: rule set, turn clock, take-backs; against the computer who acts first and its level.
#include "banqitable.h"
#include "banqirules.h"
#include "ai/draw_offer.h"
#include "ui/gamenames.h"
#include "ui/timecontroldialog.h"
#include "discpainter.h"
#include "ai/ai.h"
#include "net/banqimirror.h"
#include "net/hostsession.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "banqi/deal.h"
#include "banqi/rules.h"
#include <QApplication>
#include <QCborArray>
#include <QHideEvent>
#include <QShowEvent>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSettings>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

BanqiNewGameDialog::BanqiNewGameDialog(const BanqiOptions& preset, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("banqiNewGameDialog"));
    //: Title of the new-game dialog; %1 the game's name as the chooser says it (翻翻棋)
    setWindowTitle(tr("New game: %1").arg(GameNames::title("banqi")));
    rules_ = new BanqiRulesEditor(this);
    rules_->setRules(preset.rules, preset.ruleOptions);
    clock_ = new QCheckBox(tr("30-second turn clock (three timeouts lose)"), this);
    clock_->setObjectName(QStringLiteral("turnClockCheck"));
    clock_->setChecked(preset.turnClock);
    vsComputer_ = preset.vsComputer;
    if (vsComputer_) {
        //: Title of the new-game dialog against the computer; %1 the game's name (翻翻棋人机对弈)
        setWindowTitle(tr("%1 against the computer").arg(GameNames::title("banqi")));
        clock_->setToolTip(tr("The clock runs for you only: the computer answers at once."));
    }
    undo_ = new QCheckBox(vsComputer_ ? tr("Allow take-backs") : tr("Both players allow take-backs"), this);
    undo_->setObjectName(QStringLiteral("undoCheck"));
    undo_->setToolTip(vsComputer_
                          ? tr("A take-back undoes your last action and the computer's answer.")
                          : tr("Taking back a flip shows where a piece lies: allow it only if both players agree."));
    undo_->setChecked(preset.undoAllowed);
    if (vsComputer_) {
        order_ = new QComboBox(this);
        order_->setObjectName(QStringLiteral("orderBox"));
        order_->addItem(tr("You act first"), 0);
        order_->addItem(tr("The computer acts first"), 1);
        //: Who acts first in a game against the computer is drawn by lot
        order_->addItem(tr("Random"), 2);
        order_->setCurrentIndex(qBound(0, preset.humanOrder, 2));
        level_ = new QComboBox(this);
        level_->setObjectName(QStringLiteral("levelBox"));
        for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level)
            level_->addItem(ComputerGameDialog::levelName(level), level);
        level_->setCurrentIndex(qBound(ai::MinLevel, preset.computerLevel, ai::MaxLevel) - ai::MinLevel);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (rules_->rules()) // never a game under an impossible combination
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // OK is off while the options cannot be played together (the editor says why).
    const auto allowOk = [this] { ok_->setEnabled(rules_->rules().has_value()); };
    connect(rules_, &BanqiRulesEditor::rulesChanged, this, allowOk);
    allowOk();
    auto* form = new QFormLayout(this);
    form->addRow(rules_);
    if (vsComputer_) {
        form->addRow(tr("First action:"), order_);
        form->addRow(tr("Computer level:"), level_);
    }
    form->addRow(clock_);
    form->addRow(undo_);
    form->addRow(buttons);
}

BanqiOptions BanqiNewGameDialog::options() const
{
    BanqiOptions o;
    o.rules = rules_->presetKey();
    o.ruleOptions = rules_->optionsText();
    o.turnClock = clock_->isChecked();
    o.undoAllowed = undo_->isChecked();
    o.vsComputer = vsComputer_;
    if (vsComputer_) {
        o.humanOrder = order_->currentData().toInt();
        o.computerLevel = level_->currentData().toInt();
    }
    return o;
}

std::optional<BanqiOptions> BanqiNewGameDialog::ask(const BanqiOptions& preset, QWidget* parent)
{
    BanqiNewGameDialog dialog(preset, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.options();
}

} // namespace qiyuan::ui
