#include "logtab.h"
#include "werewolfpagehelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTextCursor>
#include <QVBoxLayout>

namespace qiyuan::ui::werewolfpage {

LogTab::LogTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("logTab"));
    auto* layout = new QHBoxLayout(this);
    auto* left = new QVBoxLayout;
    log_ = new QPlainTextEdit(this);
    log_->setObjectName(QStringLiteral("logText"));
    log_->setReadOnly(true);
    left->addWidget(log_, 1);
    auto* exportRow = new QHBoxLayout;
    exportTextButton_ = new QPushButton(this);
    exportJsonButton_ = new QPushButton(this);
    exportRow->addWidget(exportTextButton_);
    exportRow->addWidget(exportJsonButton_);
    exportRow->addStretch();
    left->addLayout(exportRow);
    layout->addLayout(left, 3);

    // The right column: the override form on top, the end-of-game reveal
    // (or nothing) below it.
    auto* right = new QVBoxLayout;
    overrideBox_ = new QGroupBox(this);
    overrideBox_->setObjectName(QStringLiteral("overrideBox"));
    overrideBox_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* form = new QVBoxLayout(overrideBox_);
    overrideTitle_ = new QLabel(overrideBox_);
    overrideTitle_->setWordWrap(true);
    form->addWidget(overrideTitle_);
    overridePlayer_ = new QComboBox(overrideBox_);
    overridePlayer_->setObjectName(QStringLiteral("overridePlayer"));
    form->addWidget(overridePlayer_);
    overrideAlive_ = new QCheckBox(overrideBox_);
    overrideAlive_->setObjectName(QStringLiteral("overrideAlive"));
    form->addWidget(overrideAlive_);
    overrideReason_ = new QLineEdit(overrideBox_);
    overrideReason_->setObjectName(QStringLiteral("overrideReason"));
    form->addWidget(overrideReason_);
    overrideButton_ = new QPushButton(overrideBox_);
    overrideButton_->setObjectName(QStringLiteral("overrideButton"));
    form->addWidget(overrideButton_, 0, Qt::AlignRight);
    overrideMessage_ = new QLabel(overrideBox_);
    overrideMessage_->setObjectName(QStringLiteral("overrideMessage"));
    overrideMessage_->setWordWrap(true);
    overrideMessage_->hide(); // until an override is refused
    form->addWidget(overrideMessage_);
    right->addWidget(overrideBox_);
    revealTitle_ = new QLabel(this);
    right->addWidget(revealTitle_);
    revealTable_ = new QTableWidget(this);
    revealTable_->setObjectName(QStringLiteral("revealTable"));
    revealTable_->verticalHeader()->hide();
    revealTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    revealTable_->horizontalHeader()->setStretchLastSection(true);
    right->addWidget(revealTable_, 1);
    right->addStretch(0); // takes the room while there is no reveal
    layout->addLayout(right, 2);

    connect(overrideButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!session_.applyOverride(overridePlayer_->currentData().toInt(), overrideAlive_->isChecked(), overrideReason_->text(), &error)) {
            werewolfpage::showMessage(overrideMessage_, error, session_.lastRefusalRule());
            overrideMessage_->show();
        }
    });
    connect(exportTextButton_, &QPushButton::clicked, this, &LogTab::exportTextRequested);
    connect(exportJsonButton_, &QPushButton::clicked, this, &LogTab::exportJsonRequested);
    connect(&session_, &ModeratorSession::stepped, this, [this](ModeratorSession::Step step) {
        if (step == ModeratorSession::Step::Overridden) {
            overrideReason_->clear();
            overrideMessage_->clear();
            overrideMessage_->hide();
        }
        refresh();
    });
    retranslate();
}

void LogTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LogTab::retranslate()
{
    exportTextButton_->setText(tr("Export the log as text…"));
    exportJsonButton_->setText(tr("Export the log as JSON…"));
    overrideBox_->setTitle(tr("Moderator's override"));
    overrideBox_->setToolTip(rulingTip(session_.game() == Game::Xiangqi ? QStringLiteral("XW-25") : QStringLiteral("CW-18")));
    overrideTitle_->setText(tr("Set a player dead or alive, with a reason for the log."));
    overrideAlive_->setText(tr("alive after the override"));
    overrideReason_->setPlaceholderText(tr("Reason (required)"));
    overrideButton_->setText(tr("Apply the override"));
    revealTitle_->setText(tr("All roles:"));
    refresh();
}

QString LogTab::text(const ModeratorSession& session)
{
    const Table* t = session.table();
    if (!t)
        return {};
    QStringList lines;
    const Style style = session.style();
    const Game game = session.game();
    for (const PhaseResult& r : t->results()) {
        switch (r.kind) {
        case PhaseKind::Night: lines << tr("— Night %1 —").arg(r.number); break;
        case PhaseKind::Day: lines << tr("— Day %1 —").arg(r.number); break;
        case PhaseKind::Promotion: lines << tr("— Promotion —"); break;
        case PhaseKind::Override: lines << tr("— Moderator's override —"); break;
        }
        for (const Event& e : r.log)
            lines << engineText(werewolf::describe(e, game, style));
        for (const Message& m : r.messages) {
            QStringList to;
            for (int id : m.to)
                to << session.playerLabel(id);
            lines << tr("Private to %1: %2").arg(to.join(listSeparator()), engineText(werewolf::describe(m.event, game, style)));
        }
        lines << tr("Announced: %1").arg(engineText(announcement(r, game, style)));
    }
    return lines.join(QLatin1Char('\n'));
}

void LogTab::refresh()
{
    const Table* t = session_.table();
    log_->setPlainText(t ? text(session_) : tr("The log starts with the first night."));
    log_->moveCursor(QTextCursor::End); // the latest phase in sight
    log_->ensureCursorVisible();
    overridePlayer_->clear();
    overrideButton_->setEnabled(session_.playing());
    exportTextButton_->setEnabled(t != nullptr);
    exportJsonButton_->setEnabled(t != nullptr);
    revealTable_->clear();
    revealTable_->setColumnCount(4);
    revealTable_->setHorizontalHeaderLabels({tr("Player"), tr("Camp"), tr("Role"), tr("Alive")});
    revealTable_->setRowCount(0);
    if (!t)
        return;
    for (const Player& p : t->state().players)
        overridePlayer_->addItem(QStringLiteral("%1 — %2").arg(session_.playerLabel(p.id), p.alive ? tr("alive") : tr("dead")), p.id);
    // The end-of-game reveal: every role, once the game is over.
    const bool over = t->state().over;
    revealTitle_->setVisible(over);
    revealTable_->setVisible(over);
    if (!over)
        return;
    const auto& players = t->state().players;
    revealTable_->setRowCount(int(players.size()));
    for (int row = 0; row < int(players.size()); ++row) {
        const Player& p = players[std::size_t(row)];
        revealTable_->setItem(row, 0, new QTableWidgetItem(session_.playerLabel(p.id)));
        revealTable_->setItem(row, 1, new QTableWidgetItem(campText(session_.game(), p.camp)));
        revealTable_->setItem(row, 2, new QTableWidgetItem(p.role == p.dealt ? roleText(p.role, p.camp)
                                                                             : tr("%1 (dealt %2)").arg(roleText(p.role, p.camp), roleText(p.dealt, p.camp))));
        revealTable_->setItem(row, 3, new QTableWidgetItem(p.alive ? tr("alive") : tr("dead")));
    }
    revealTable_->resizeColumnsToContents();
}

} // namespace qiyuan::ui::werewolfpage
