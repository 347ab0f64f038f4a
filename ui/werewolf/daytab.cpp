#include "daytab.h"
#include "timerpanel.h"
#include "werewolfpagehelpers.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui::werewolfpage {

DayTab::DayTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("dayTab"));
    // The speaking order and its timer across the top (timerpanel.h), the vote below.
    auto* outer = new QVBoxLayout(this);
    timerPanel_ = new SpeakingTimerPanel(session_, this);
    outer->addWidget(timerPanel_);
    auto* layout = new QHBoxLayout;
    outer->addLayout(layout, 1);
    voteTable_ = new QTableWidget(this);
    voteTable_->setObjectName(QStringLiteral("voteTable"));
    voteTable_->verticalHeader()->hide();
    voteTable_->horizontalHeader()->setStretchLastSection(true);
    // Tab goes from one voter's picker to the next, not from cell to cell.
    voteTable_->setTabKeyNavigation(false);
    layout->addWidget(voteTable_, 3);
    side_ = new QVBoxLayout;
    auto* form = new QFormLayout;
    decisionLabel_ = new QLabel(this);
    decisionCombo_ = new QComboBox(this);
    decisionCombo_->setObjectName(QStringLiteral("decisionCombo"));
    form->addRow(decisionLabel_, decisionCombo_);
    side_->addLayout(form);
    buildHiddenVote(side_);
    auto* buttons = new QHBoxLayout;
    tallyButton_ = new QPushButton(this);
    tallyButton_->setObjectName(QStringLiteral("tallyButton"));
    executeButton_ = new QPushButton(this);
    executeButton_->setObjectName(QStringLiteral("executeButton"));
    buttons->addWidget(tallyButton_);
    buttons->addWidget(executeButton_);
    side_->addLayout(buttons);
    tallyText_ = new QPlainTextEdit(this);
    tallyText_->setObjectName(QStringLiteral("tallyText"));
    tallyText_->setReadOnly(true);
    side_->addWidget(tallyText_, 1);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("dayMessage"));
    message_->setWordWrap(true);
    side_->addWidget(message_);
    layout->addLayout(side_, 2);
    connect(tallyButton_, &QPushButton::clicked, this, &DayTab::showTally);
    connect(executeButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!session_.applyDay(day(), &error))
            werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
    });
    connect(&session_, &ModeratorSession::votesChanged, this, [this] {
        showVotes();
        showTally();
    });
    connect(&session_, &ModeratorSession::stepped, this, [this](ModeratorSession::Step step) {
        refresh();
        // The outcome of the vote stays in view under the next day's empty table.
        if (step == ModeratorSession::Step::DayApplied && session_.table())
            werewolfpage::showMessage(message_, engineText(announcement(session_.table()->results().back(), session_.game(), session_.style())));
    });
    retranslate();
}

void DayTab::showMessage(const QString& text) { werewolfpage::showMessage(message_, text); }

void DayTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DayTab::retranslate()
{
    decisionLabel_->setText(tr("On a tie, the moderator executes:"));
    tallyButton_->setText(tr("Count the votes"));
    executeButton_->setText(tr("Apply the vote"));
    retranslateHiddenVote();
    refresh();
}

// ---- a vote hidden from the players until all are in ----

void DayTab::buildHiddenVote(QVBoxLayout* column)
{
    hiddenVoteLabel_ = new QLabel(this);
    hiddenVoteLabel_->setObjectName(QStringLiteral("hiddenVoteLabel"));
    hiddenVoteLabel_->setWordWrap(true);
    closeVoteButton_ = new QPushButton(this);
    closeVoteButton_->setObjectName(QStringLiteral("closeVoteButton"));
    auto* row = new QHBoxLayout;
    row->addWidget(closeVoteButton_);
    row->addWidget(hiddenVoteLabel_, 1);
    column->addLayout(row);
    connect(closeVoteButton_, &QPushButton::clicked, this, &DayTab::closeVoteRequested);
    showHiddenVote(false, false, 0, 0);
}

void DayTab::retranslateHiddenVote()
{
    //: Reveals the hidden day vote's tally to the players (the day is not applied yet)
    closeVoteButton_->setText(tr("Close the vote"));
    closeVoteButton_->setToolTip(tr("Show the players the tally now; the vote is applied with Apply the vote."));
    showHiddenVote(hiddenVote_.open, hiddenVote_.closed, hiddenVote_.voted, hiddenVote_.living);
}

void DayTab::showHiddenVote(bool open, bool closed, int voted, int living)
{
    hiddenVote_ = {open, closed, voted, living};
    closeVoteButton_->setVisible(open);
    hiddenVoteLabel_->setVisible(open);
    closeVoteButton_->setEnabled(open && !closed);
    if (!open)
        return;
    hiddenVoteLabel_->setText(closed ? tr("Closed: the players see the tally and vote no more. Apply the vote when ready.")
                                     : tr("The players see only that %1 of %2 have voted.").arg(voted).arg(living));
}

void DayTab::refresh()
{
    updating_ = true;
    appliedDayShown_ = false;
    voteTable_->clear();
    voteTable_->setColumnCount(3);
    voteTable_->setHorizontalHeaderLabels({tr("Voter"), tr("Votes for"), tr("Tally")});
    decisionCombo_->clear();
    const Table* t = session_.table();
    const bool playing = session_.playing();
    tallyButton_->setEnabled(playing);
    executeButton_->setEnabled(playing);
    if (!t) {
        voteTable_->setRowCount(0);
        updating_ = false;
        return;
    }
    appliedDayShown_ = showAppliedDay(*t);
    if (appliedDayShown_) {
        updating_ = false;
        return;
    }
    const State& s = t->state();
    std::vector<int> living;
    for (const Player& p : s.players)
        if (p.alive)
            living.push_back(p.id);
    decisionCombo_->addItem(tr("nobody"), NoPlayer);
    for (int id : living)
        decisionCombo_->addItem(session_.playerLabel(id), id);
    decisionCombo_->setEnabled(s.settings.tie == TieRule::Moderator);
    voteTable_->setRowCount(int(living.size()));
    for (int row = 0; row < int(living.size()); ++row) {
        const int id = living[std::size_t(row)];
        auto* voter = new QTableWidgetItem(session_.playerLabel(id));
        voter->setData(Qt::UserRole, id);
        voter->setFlags(voter->flags() & ~Qt::ItemIsEditable);
        voteTable_->setItem(row, 0, voter);
        auto* combo = new QComboBox;
        combo->setObjectName(QStringLiteral("vote-%1").arg(id));
        combo->setAccessibleName(tr("Vote of %1").arg(session_.playerLabel(id)));
        combo->addItem(tr("abstains"), NoPlayer);
        for (int target : living)
            combo->addItem(session_.playerLabel(target), target);
        voteTable_->setCellWidget(row, 1, combo);
        auto* tally = new QTableWidgetItem;
        tally->setFlags(tally->flags() & ~Qt::ItemIsEditable);
        voteTable_->setItem(row, 2, tally);
        // The moderator's pick is the session's vote (abstains: an abstention).
        connect(combo, &QComboBox::currentIndexChanged, this, [this, id, combo] {
            if (!updating_)
                session_.setVote(id, combo->currentData().toInt());
        });
    }
    showVotes();
    voteTable_->resizeColumnsToContents();
    voteTable_->setColumnWidth(1, std::max(voteTable_->columnWidth(0), 180)); // the pickers show whole names
    updating_ = false;
    showTally();
}

// The last day's vote is applied and no night has come since: its result stays
// in front, read-only, until the next night is applied (a day needs a night first).
bool DayTab::showAppliedDay(const Table& t)
{
    const auto& phases = t.phases();
    const auto last = std::find_if(phases.rbegin(), phases.rend(), [](const Phase& p) {
        return kindOf(p) == PhaseKind::Night || kindOf(p) == PhaseKind::Day;
    });
    if (last == phases.rend() || kindOf(*last) != PhaseKind::Day || t.state().over)
        return false;
    const PhaseResult& result = t.results()[std::size_t(phases.rend() - last - 1)];
    const Day& day = std::get<Day>(*last);
    tallyButton_->setEnabled(false);
    executeButton_->setEnabled(false);
    decisionCombo_->setEnabled(false);
    voteTable_->setRowCount(int(day.votes.size()));
    for (int row = 0; row < int(day.votes.size()); ++row) {
        const Vote& v = day.votes[std::size_t(row)];
        auto fixed = [&](int column, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            voteTable_->setItem(row, column, item);
        };
        fixed(0, session_.playerLabel(v.voter));
        voteTable_->item(row, 0)->setData(Qt::UserRole, v.voter);
        fixed(1, session_.playerLabel(v.target));
        fixed(2, QString());
    }
    QStringList lines;
    for (const Event& e : result.log) {
        showTallyColumn(e);
        lines << engineText(werewolf::describe(e, session_.game(), session_.style()));
    }
    lines << QString() << engineText(announcement(result, session_.game(), session_.style()));
    tallyText_->setPlainText(tr("Day %1 is applied:").arg(result.number) + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    voteTable_->resizeColumnsToContents();
    return true;
}

Day DayTab::day() const
{
    Day day;
    for (int row = 0; row < voteTable_->rowCount(); ++row) {
        auto* combo = qobject_cast<QComboBox*>(voteTable_->cellWidget(row, 1));
        if (!combo || !voteTable_->item(row, 0))
            continue;
        const int target = combo->currentData().toInt();
        if (target != NoPlayer)
            day.votes.push_back({voteTable_->item(row, 0)->data(Qt::UserRole).toInt(), target});
    }
    if (decisionCombo_->isEnabled())
        day.decision = decisionCombo_->currentData().toInt();
    return day;
}

void DayTab::showVotes()
{
    const bool wasUpdating = updating_;
    updating_ = true;
    for (int row = 0; row < voteTable_->rowCount(); ++row) {
        auto* combo = qobject_cast<QComboBox*>(voteTable_->cellWidget(row, 1));
        if (!combo || !voteTable_->item(row, 0))
            continue;
        const int vote = session_.voteOf(voteTable_->item(row, 0)->data(Qt::UserRole).toInt());
        // Who has not voted yet reads so, beside the count the players see (a living
        // player without a vote abstains when the day is applied).
        combo->setItemText(0, vote < 0 ? tr("not voted yet (abstains)") : tr("abstains"));
        if (const int i = combo->findData(vote < 0 ? NoPlayer : vote); i >= 0)
            combo->setCurrentIndex(i);
    }
    updating_ = wasUpdating;
}

void DayTab::showTally()
{
    const Table* t = session_.table();
    if (updating_ || appliedDayShown_ || !t || t->state().over)
        return;
    const Resolution r = t->preview(day());
    if (r.error) {
        const QString why = session_.describe(*r.error);
        werewolfpage::showMessage(message_, why, session_.lastRefusalRule());
        tallyText_->clear();
        return;
    }
    werewolfpage::showMessage(message_, {});
    QStringList lines;
    for (const Event& e : r.result.log) {
        showTallyColumn(e);
        lines << engineText(werewolf::describe(e, session_.game(), session_.style()));
    }
    lines << QString() << engineText(announcement(r.result, session_.game(), session_.style()));
    tallyText_->setPlainText(tr("If the vote is applied now:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
}

void DayTab::showTallyColumn(const Event& e)
{
    if (e.kind != EventKind::Tally)
        return;
    // The tally column: votes cast, the curse/blessing adjustment, the total.
    for (const TallyRow& row : e.tally)
        for (int i = 0; i < voteTable_->rowCount(); ++i)
            if (voteTable_->item(i, 0) && voteTable_->item(i, 0)->data(Qt::UserRole).toInt() == row.player.id)
                showTallyRow(voteTable_->item(i, 2), row);
}

void DayTab::showTallyRow(QTableWidgetItem* item, const TallyRow& row)
{
    item->setText(row.adjustment == 0 ? QString::number(row.total)
                                      : tr("%1 %2 = %3")
                                            .arg(row.votes)
                                            .arg(row.adjustment > 0 ? QStringLiteral("+%1").arg(row.adjustment) : QString::number(row.adjustment))
                                            .arg(row.total));
    // "0 −2 = 0" read aloud is no sentence: screen readers and the tooltip get one.
    const QString sentence = row.adjustment == 0
        ? tr("%n vote(s)", nullptr, row.total)
        : tr("%1; %2; %3 in all")
              .arg(tr("%n vote(s) cast", nullptr, row.votes),
                   row.adjustment > 0 ? tr("%n vote(s) added by a curse", nullptr, row.adjustment)
                                      : tr("%n vote(s) taken away by a blessing", nullptr, -row.adjustment))
              .arg(row.total);
    item->setData(Qt::AccessibleTextRole, sentence);
    item->setToolTip(sentence);
}

} // namespace qiyuan::ui::werewolfpage
