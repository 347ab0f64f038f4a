#include "computerleveldialog.h"

#include "ai/ai.h"
#include "ui/computergamedialog.h"
#include "ui/timecontroldialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace qiyuan::ui {

ComputerLevelDialog::ComputerLevelDialog(int level, std::optional<TimeControl> clock, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("computerLevelDialog"));
    //: Title of the dialog that changes the computer's level during a game
    setWindowTitle(tr("Computer level"));
    level_ = new QComboBox(this);
    level_->setObjectName(QStringLiteral("levelBox"));
    level_->setAccessibleName(tr("Computer level"));
    for (int l = ai::MinLevel; l <= ai::MaxLevel; ++l)
        level_->addItem(ComputerGameDialog::levelName(l), l);
    level_->setCurrentIndex(std::max(0, level_->findData(level)));
    auto* levelLabel = new QLabel(tr("Computer &level:"), this);
    levelLabel->setBuddy(level_);
    auto* form = new QFormLayout;
    form->addRow(levelLabel, level_);
    if (clock) {
        clock_ = new ClockChooser(*clock, this);
        clock_->setObjectName(QStringLiteral("clockChooser"));
        clock_->setAccessibleName(tr("Clock"));
        form->addRow(new QLabel(tr("Clock:"), this), clock_);
    }
    auto* note = new QLabel(clock ? tr("The game goes on from this move. A new clock starts afresh for both sides.")
                                  : tr("The game goes on from this move, the clock as it is."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    setMinimumWidth(380); // the title reads whole
}

int ComputerLevelDialog::level() const { return level_->currentData().toInt(); }

std::optional<TimeControl> ComputerLevelDialog::clock() const
{
    return clock_ ? std::optional<TimeControl>(clock_->timeControl()) : std::nullopt;
}

} // namespace qiyuan::ui
