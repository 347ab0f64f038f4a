// What the role-game page's tabs show: each tab refreshed from the table, and the moderator's entries read back.
#include "werewolfpage.h"
#include "werewolfpagehelpers.h"
#include "publicview.h"
#include "revealdialog.h"
#include "net/discovery.h"
#include "net/werewolfhost.h"
#include "session/werewolf_file.h"
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPrinter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;
using werewolfsetup::RoleSet;
using namespace werewolfpage;

void WerewolfPage::refreshAll()
{
    refreshSetup();
    refreshRoster();
    refreshNight();
    refreshDawn();
    refreshDay();
    refreshLog();
    if (m_publicView)
        m_publicView->refresh();
    syncLan();
}

void WerewolfPage::refreshSetup()
{
    const bool started = m_table.has_value();
    m_updating = true;
    m_roleSetCombo->setCurrentIndex(m_roleSet == RoleSet::Reduced ? 1 : 0);
    m_seedSpin->setValue(int(m_seed));
    m_revealOnDeathCombo->setCurrentIndex(m_revealOnDeathCombo->findData(int(m_settings.revealOnDeath)));
    m_investigationCombo->setCurrentIndex(m_investigationCombo->findData(int(m_settings.investigation)));
    m_tieCombo->setCurrentIndex(m_tieCombo->findData(int(m_settings.tie)));
    m_curseSpin->setValue(m_settings.curseVotes);
    m_blessSpin->setValue(m_settings.blessVotes);
    m_elephantCheck->setChecked(m_settings.elephantHealsItself);
    m_updating = false;
    for (QWidget* w : std::initializer_list<QWidget*>{m_namesEdit, m_roleSetCombo, m_seedSpin, m_dealButton, m_redealButton,
                                                      m_startButton, m_revealOnDeathCombo, m_investigationCombo, m_tieCombo,
                                                      m_curseSpin, m_blessSpin, m_elephantCheck, m_loadSetupButton})
        w->setEnabled(!started);
    m_dealTable->setEnabled(!started);
    m_startButton->setEnabled(!started && !m_deal.empty());
    m_revealButton->setEnabled(!m_deal.empty());
    m_slipsButton->setEnabled(!m_deal.empty());

    // The night order can be read before the deal.
    QStringList order;
    int n = 0;
    for (Role r : werewolfsetup::nightOrder(m_game))
        order << QStringLiteral("%1. %2 (%3)").arg(++n).arg(roleText(m_game, r), qs(roleRule(r)));
    m_nightOrderText->setText(order.join(QLatin1Char('\n')));
    const int names = int(namesFromEdit().size());
    if (!started && m_deal.empty())
        m_setupMessage->setText(tr("%n player(s) listed.", nullptr, names));
    refreshDealTable();
}

void WerewolfPage::refreshDealTable()
{
    m_updating = true;
    m_dealTable->clear();
    m_dealTable->setColumnCount(4);
    m_dealTable->setHorizontalHeaderLabels({tr("Seat"), tr("Player"), tr("Camp"), tr("Role")});
    m_dealTable->setRowCount(int(m_deal.size()));
    const std::vector<Role> roles = werewolfsetup::nightOrder(m_game);
    for (int row = 0; row < int(m_deal.size()); ++row) {
        const Seat& s = m_deal[std::size_t(row)];
        m_dealTable->setItem(row, 0, new QTableWidgetItem(QStringLiteral("#%1").arg(s.id)));
        auto* name = new QTableWidgetItem(playerName(s.id));
        m_dealTable->setItem(row, 1, name);
        // By hand: the moderator may change any camp and role; starting the
        // game asks the engine whether the deal is legal (XW-1, XW-2, CW-1).
        auto* camp = new QComboBox;
        camp->addItem(campText(m_game, Camp::Red), int(Camp::Red));
        camp->addItem(campText(m_game, Camp::Black), int(Camp::Black));
        camp->setCurrentIndex(s.camp == Camp::Black ? 1 : 0);
        m_dealTable->setCellWidget(row, 2, camp);
        auto* role = new QComboBox;
        for (Role r : roles)
            role->addItem(roleText(m_game, r), int(r));
        role->setCurrentIndex(role->findData(int(s.role)));
        m_dealTable->setCellWidget(row, 3, role);
        connect(camp, &QComboBox::currentIndexChanged, this, [this] { readDealTable(); });
        connect(role, &QComboBox::currentIndexChanged, this, [this] { readDealTable(); });
    }
    m_dealTable->resizeColumnsToContents();
    m_updating = false;
}

void WerewolfPage::readDealTable()
{
    if (m_updating)
        return;
    for (int row = 0; row < m_dealTable->rowCount() && row < int(m_deal.size()); ++row) {
        auto* camp = qobject_cast<QComboBox*>(m_dealTable->cellWidget(row, 2));
        auto* role = qobject_cast<QComboBox*>(m_dealTable->cellWidget(row, 3));
        if (camp && role) {
            m_deal[std::size_t(row)].camp = static_cast<Camp>(camp->currentData().toInt());
            m_deal[std::size_t(row)].role = static_cast<Role>(role->currentData().toInt());
        }
    }
    if (auto e = checkSetup(m_game, m_settings, m_deal))
        m_setupMessage->setText(describe(*e));
    else
        m_setupMessage->setText(tr("The deal is complete."));
    emit changed();
}

void WerewolfPage::readSettingsWidgets()
{
    m_settings.revealOnDeath = static_cast<Reveal>(m_revealOnDeathCombo->currentData().toInt());
    m_settings.investigation = static_cast<Reveal>(m_investigationCombo->currentData().toInt());
    m_settings.tie = static_cast<TieRule>(m_tieCombo->currentData().toInt());
    m_settings.curseVotes = m_curseSpin->value();
    m_settings.blessVotes = m_blessSpin->value();
    m_settings.elephantHealsItself = m_elephantCheck->isChecked();
}

void WerewolfPage::refreshRoster()
{
    m_updating = true;
    m_rosterTable->clear();
    m_rosterTable->setColumnCount(8);
    m_rosterTable->setHorizontalHeaderLabels({tr("Seat"), tr("Player"), tr("Camp"), tr("Role"), tr("Alive"),
                                              tr("Statuses"), tr("Uses left"), tr("Notes")});
    if (!m_table) {
        m_rosterTable->setRowCount(0);
        m_conditionLabel->setText(tr("The roster appears when the game starts."));
        m_updating = false;
        return;
    }
    const State& s = m_table->state();
    m_rosterTable->setRowCount(int(s.players.size()));
    for (int row = 0; row < int(s.players.size()); ++row) {
        const Player& p = s.players[std::size_t(row)];
        auto fixed = [&](int col, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            m_rosterTable->setItem(row, col, item);
        };
        fixed(0, QStringLiteral("#%1").arg(p.id));
        fixed(1, playerName(p.id));
        fixed(2, campText(m_game, p.camp));
        fixed(3, p.role == p.dealt ? roleText(m_game, p.role)
                                   //: A role changed by castling or promotion: "now (dealt as ...)"
                                   : tr("%1 (dealt %2)").arg(roleText(m_game, p.role), roleText(m_game, p.dealt)));
        fixed(4, p.alive ? tr("alive") : tr("dead"));
        fixed(5, statusTexts(*m_table, p).join(QStringLiteral(", ")));
        QString uses;
        const CampState& cs = s.camps[campIndex(p.camp)];
        if (p.role == Role::General)
            uses = tr("substitution (XW-10): %1").arg(cs.substitutesLeft);
        else if (p.role == Role::King || p.dealt == Role::King)
            uses = cs.castled ? tr("castling used (CW-14)") : tr("castling: 1 (CW-14)");
        fixed(6, uses);
        auto* note = new QTableWidgetItem(notes(p.id));
        note->setData(Qt::UserRole, p.id);
        m_rosterTable->setItem(row, 7, note);
        if (!p.alive)
            for (int c = 0; c < 7; ++c)
                m_rosterTable->item(row, c)->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    m_rosterTable->resizeColumnsToContents();
    QStringList conditions;
    for (Camp c : {Camp::Red, Camp::Black}) {
        const Player* leader = s.leader(c);
        const QString who = campText(m_game, c) + QLatin1Char(' ') + roleText(m_game, m_game == Game::Xiangqi ? Role::General : Role::King);
        if (!leader)
            continue;
        if (m_game == Game::Xiangqi)
            conditions << (leaderMayDie(s, c) ? tr("%1: may be killed or voted out now (XW-22)").arg(who)
                                              : tr("%1: cannot die yet (XW-22)").arg(who));
        else
            conditions << (leaderMayDie(s, c) ? tr("%1: in check, may die now (CW-3, CW-15)").arg(who)
                                              : tr("%1: not in check, cannot die yet (CW-3, CW-15)").arg(who));
    }
    QString head = tr("Night %1, day %2.").arg(s.nights).arg(s.days);
    if (s.over)
        head += QLatin1Char(' ') + (s.winner ? tr("Game over: %1 wins.").arg(campText(m_game, *s.winner)) : tr("Game over: a draw."));
    m_conditionLabel->setText(head + QLatin1Char('\n') + conditions.join(QLatin1Char('\n')));
    m_updating = false;
}

void WerewolfPage::refreshNight()
{
    // Rebuild the rows: one per living player whose role acts tonight.
    while (QLayoutItem* item = m_nightGrid->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            // Later: the clicked button of a row may be the caller.
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
        delete item;
    }
    const bool playing = m_table && !m_table->state().over;
    m_resolveButton->setEnabled(playing);
    m_applyNightButton->setEnabled(playing && m_previewShown);
    m_removeLastButton->setEnabled(playing && !m_tonight.empty());
    m_undoPhaseButton->setEnabled(m_table && !m_table->phases().empty());
    m_enteredList->clear();
    if (!m_table) {
        m_nightTitle->setText(tr("The night panel opens when the game starts."));
        m_previewText->clear();
        return;
    }
    const State& s = m_table->state();
    m_nightTitle->setText(s.over ? tr("The game is over.") : tr("Night %1: enter what each player sent, in the order received.").arg(s.nights + 1));
    int n = 0;
    for (const Action& a : m_tonight) {
        QString line = QStringLiteral("%1. %2: %3").arg(++n).arg(playerLabel(a.actor), qs(verbKey(a.verb)));
        line = QStringLiteral("%1. %2 %3").arg(n).arg(playerLabel(a.actor), QString::fromStdString(verbName(a.verb, uiStyle().words)));
        if (a.target != NoPlayer)
            line += QStringLiteral(" → ") + playerLabel(a.target);
        if (a.screen != NoPlayer)
            line += QLatin1Char(' ') + tr("(screen %1)").arg(playerLabel(a.screen));
        m_enteredList->addItem(line);
    }
    if (!playing)
        return;
    std::vector<const Player*> actors;
    const std::vector<Role> order = werewolfsetup::nightOrder(m_game);
    auto rank = [&](Role r) { return int(std::find(order.begin(), order.end(), r) - order.begin()); };
    for (const Player& p : s.players)
        if (p.alive && !m_table->options(p.id).empty())
            actors.push_back(&p);
    std::stable_sort(actors.begin(), actors.end(), [&](const Player* a, const Player* b) { return rank(a->role) < rank(b->role); });
    int row = 0;
    for (const Player* p : actors) {
        const int id = p->id;
        auto* label = new QLabel(QStringLiteral("%1 — %2 %3").arg(playerLabel(id), campText(m_game, p->camp), roleText(m_game, p->role)));
        label->setObjectName(QStringLiteral("nightActor-%1").arg(id));
        auto* verb = new QComboBox;
        verb->setObjectName(QStringLiteral("nightVerb-%1").arg(id));
        auto* target = new QComboBox;
        target->setObjectName(QStringLiteral("nightTarget-%1").arg(id));
        auto* screen = new QComboBox;
        screen->setObjectName(QStringLiteral("nightScreen-%1").arg(id));
        auto* enter = new QPushButton(tr("Enter"));
        enter->setObjectName(QStringLiteral("nightEnter-%1").arg(id));
        const std::vector<Option> opts = m_table->options(id, m_tonight);
        for (const Option& o : opts)
            verb->addItem(QString::fromStdString(verbName(o.verb, uiStyle().words)), int(o.verb));
        const bool entered = std::any_of(m_tonight.begin(), m_tonight.end(), [&](const Action& a) { return a.actor == id; });
        if (opts.empty()) {
            verb->addItem(entered ? tr("entered") : tr("nothing to enter"));
            for (QWidget* w : {static_cast<QWidget*>(verb), static_cast<QWidget*>(target), static_cast<QWidget*>(screen),
                               static_cast<QWidget*>(enter)})
                w->setEnabled(false);
        }
        // Only legal targets (and a cannon's legal screens) are offered.
        auto fillTargets = [this, opts, verb, target, screen] {
            target->clear();
            screen->clear();
            const int i = verb->currentIndex();
            if (i < 0 || i >= int(opts.size()))
                return;
            const Option& o = opts[std::size_t(i)];
            target->setEnabled(o.needsTarget);
            for (int t : o.targets)
                target->addItem(playerLabel(t), t);
            screen->setVisible(!o.screens.empty());
            screen->addItem(tr("no screen"), NoPlayer);
            for (int sc : o.screens)
                screen->addItem(playerLabel(sc), sc);
        };
        fillTargets();
        connect(verb, &QComboBox::currentIndexChanged, this, fillTargets);
        connect(enter, &QPushButton::clicked, this, [this, id, verb, target, screen] {
            Action a;
            a.actor = id;
            a.verb = static_cast<Verb>(verb->currentData().toInt());
            a.target = target->isEnabled() && target->count() ? target->currentData().toInt() : NoPlayer;
            a.screen = screen->isVisible() || screen->count() > 1 ? screen->currentData().toInt() : NoPlayer;
            QString error;
            if (!enterAction(a, &error))
                m_nightMessage->setText(error);
        });
        m_nightGrid->addWidget(label, row, 0);
        m_nightGrid->addWidget(verb, row, 1);
        m_nightGrid->addWidget(target, row, 2);
        m_nightGrid->addWidget(screen, row, 3);
        m_nightGrid->addWidget(enter, row, 4);
        ++row;
    }
    // A pawn that must promote waits for its king's choice (CW-13).
    for (const Player& p : s.players) {
        if (!p.mustPromote || !p.alive)
            continue;
        auto* label = new QLabel(tr("%1 must promote (CW-13): the king chooses").arg(playerLabel(p.id)));
        auto* to = new QComboBox;
        to->setObjectName(QStringLiteral("promoteTo-%1").arg(p.id));
        for (Role r : {Role::Queen, Role::Rook, Role::Knight, Role::Bishop})
            to->addItem(roleText(m_game, r), int(r));
        auto* go = new QPushButton(tr("Promote"));
        go->setObjectName(QStringLiteral("promote-%1").arg(p.id));
        const int id = p.id;
        connect(go, &QPushButton::clicked, this, [this, id, to] {
            if (auto e = m_table->commit(Promotion{id, static_cast<Role>(to->currentData().toInt())})) {
                m_nightMessage->setText(describe(*e));
                return;
            }
            m_nightMessage->clear();
            stepDone();
        });
        m_nightGrid->addWidget(label, row, 0, 1, 2);
        m_nightGrid->addWidget(to, row, 2);
        m_nightGrid->addWidget(go, row, 4);
        ++row;
    }
    if (!m_previewShown)
        m_previewText->clear();
}

void WerewolfPage::showPreview()
{
    if (!m_table)
        return;
    const Resolution r = m_table->preview(Night{m_tonight});
    if (r.error) {
        m_previewShown = false;
        m_nightMessage->setText(describe(*r.error));
        m_previewText->clear();
        refreshNight();
        return;
    }
    QStringList lines;
    lines << tr("Outcome if applied (nothing is changed yet):");
    for (const Event& e : r.result.log)
        lines << QString::fromStdString(werewolf::describe(e, m_game, uiStyle()));
    lines << QString() << QString::fromStdString(announcement(r.result, m_game, uiStyle()));
    m_previewText->setPlainText(lines.join(QLatin1Char('\n')));
    m_nightMessage->clear();
    m_previewShown = true;
    m_applyNightButton->setEnabled(true);
}

void WerewolfPage::refreshDawn()
{
    const PhaseResult* last = nullptr;
    if (m_table)
        for (auto it = m_table->results().rbegin(); it != m_table->results().rend(); ++it)
            if (it->kind == PhaseKind::Night) {
                last = &*it;
                break;
            }
    if (!last) {
        m_dawnTitle->setText(tr("Dawn comes after the first night is applied."));
        m_dawnEnglish->clear();
        m_dawnChinese->clear();
        m_messagesText->clear();
        m_deathsLabel->clear();
        return;
    }
    m_dawnTitle->setText(tr("Dawn after night %1").arg(last->number));
    m_dawnEnglish->setPlainText(QString::fromStdString(announcement(*last, m_game, EnglishStyle)));
    m_dawnChinese->setPlainText(QString::fromStdString(announcement(*last, m_game, ChineseStyle)));
    QStringList messages;
    for (const Message& m : last->messages) {
        QStringList to;
        for (int id : m.to)
            to << playerLabel(id);
        messages << tr("To %1: %2").arg(to.join(QStringLiteral(", ")),
                                        QString::fromStdString(werewolf::describe(m.event, m_game, uiStyle())));
    }
    m_messagesText->setPlainText(messages.isEmpty() ? tr("No private messages.") : messages.join(QLatin1Char('\n')));
    QStringList deaths;
    for (int id : last->deaths)
        deaths << playerLabel(id);
    m_deathsLabel->setText(deaths.isEmpty() ? tr("Nobody died; the roster is up to date.")
                                            : tr("Died and marked dead in the roster: %1").arg(deaths.join(QStringLiteral(", "))));
}

void WerewolfPage::refreshDay()
{
    m_updating = true;
    m_voteTable->clear();
    m_voteTable->setColumnCount(3);
    m_voteTable->setHorizontalHeaderLabels({tr("Voter"), tr("Votes for"), tr("Tally")});
    m_decisionCombo->clear();
    const bool playing = m_table && !m_table->state().over;
    m_tallyButton->setEnabled(playing);
    m_executeButton->setEnabled(playing);
    if (!m_table) {
        m_voteTable->setRowCount(0);
        m_updating = false;
        return;
    }
    const State& s = m_table->state();
    std::vector<int> living;
    for (const Player& p : s.players)
        if (p.alive)
            living.push_back(p.id);
    m_decisionCombo->addItem(tr("nobody"), NoPlayer);
    for (int id : living)
        m_decisionCombo->addItem(playerLabel(id), id);
    m_decisionCombo->setEnabled(s.settings.tie == TieRule::Moderator);
    m_voteTable->setRowCount(int(living.size()));
    for (int row = 0; row < int(living.size()); ++row) {
        const int id = living[std::size_t(row)];
        auto* voter = new QTableWidgetItem(playerLabel(id));
        voter->setData(Qt::UserRole, id);
        voter->setFlags(voter->flags() & ~Qt::ItemIsEditable);
        m_voteTable->setItem(row, 0, voter);
        auto* combo = new QComboBox;
        combo->setObjectName(QStringLiteral("vote-%1").arg(id));
        combo->addItem(tr("abstains"), NoPlayer);
        for (int t : living)
            combo->addItem(playerLabel(t), t);
        m_voteTable->setCellWidget(row, 1, combo);
        auto* tally = new QTableWidgetItem;
        tally->setFlags(tally->flags() & ~Qt::ItemIsEditable);
        m_voteTable->setItem(row, 2, tally);
        connect(combo, &QComboBox::currentIndexChanged, this, &WerewolfPage::showTally);
    }
    m_voteTable->resizeColumnsToContents();
    m_voteTable->setColumnWidth(1, std::max(m_voteTable->columnWidth(0), 180)); // the pickers show whole names
    m_updating = false;
    showTally();
}

Day WerewolfPage::dayFromWidgets() const
{
    Day day;
    for (int row = 0; row < m_voteTable->rowCount(); ++row) {
        auto* combo = qobject_cast<QComboBox*>(m_voteTable->cellWidget(row, 1));
        if (!combo || !m_voteTable->item(row, 0))
            continue;
        const int target = combo->currentData().toInt();
        if (target != NoPlayer)
            day.votes.push_back({m_voteTable->item(row, 0)->data(Qt::UserRole).toInt(), target});
    }
    if (m_decisionCombo->isEnabled())
        day.decision = m_decisionCombo->currentData().toInt();
    return day;
}

void WerewolfPage::showTally()
{
    if (m_updating || !m_table || m_table->state().over)
        return;
    const Day day = dayFromWidgets();
    const Resolution r = m_table->preview(day);
    if (r.error) {
        m_dayMessage->setText(describe(*r.error));
        m_tallyText->clear();
        return;
    }
    m_dayMessage->clear();
    QStringList lines;
    for (const Event& e : r.result.log) {
        if (e.kind == EventKind::Tally) {
            // The tally column: votes cast, the curse/blessing adjustment, the total.
            for (const TallyRow& t : e.tally)
                for (int row = 0; row < m_voteTable->rowCount(); ++row)
                    if (m_voteTable->item(row, 0) && m_voteTable->item(row, 0)->data(Qt::UserRole).toInt() == t.player.id)
                        m_voteTable->item(row, 2)->setText(
                            t.adjustment == 0 ? QString::number(t.total)
                                              : tr("%1 %2 = %3").arg(t.votes).arg(t.adjustment > 0 ? QStringLiteral("+%1").arg(t.adjustment)
                                                                                                   : QString::number(t.adjustment))
                                                    .arg(t.total));
        }
        lines << QString::fromStdString(werewolf::describe(e, m_game, uiStyle()));
    }
    lines << QString() << QString::fromStdString(announcement(r.result, m_game, uiStyle()));
    m_tallyText->setPlainText(tr("If the vote is applied now:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
}

QString WerewolfPage::logText() const
{
    if (!m_table)
        return {};
    QStringList lines;
    const Style style = uiStyle();
    for (std::size_t i = 0; i < m_table->results().size(); ++i) {
        const PhaseResult& r = m_table->results()[i];
        switch (r.kind) {
        case PhaseKind::Night: lines << tr("— Night %1 —").arg(r.number); break;
        case PhaseKind::Day: lines << tr("— Day %1 —").arg(r.number); break;
        case PhaseKind::Promotion: lines << tr("— Promotion —"); break;
        case PhaseKind::Override: lines << tr("— Moderator's override —"); break;
        }
        for (const Event& e : r.log)
            lines << QString::fromStdString(werewolf::describe(e, m_game, style));
        for (const Message& m : r.messages) {
            QStringList to;
            for (int id : m.to)
                to << playerLabel(id);
            lines << tr("Private to %1: %2").arg(to.join(QStringLiteral(", ")), QString::fromStdString(werewolf::describe(m.event, m_game, style)));
        }
        lines << tr("Announced: %1").arg(QString::fromStdString(announcement(r, m_game, style)));
    }
    return lines.join(QLatin1Char('\n'));
}

void WerewolfPage::refreshLog()
{
    m_logText->setPlainText(m_table ? logText() : tr("The log starts with the first night."));
    m_overridePlayer->clear();
    const bool playing = m_table && !m_table->state().over;
    m_overrideButton->setEnabled(playing);
    m_exportTextButton->setEnabled(m_table.has_value());
    m_exportJsonButton->setEnabled(m_table.has_value());
    m_revealTable->clear();
    m_revealTable->setColumnCount(4);
    m_revealTable->setHorizontalHeaderLabels({tr("Player"), tr("Camp"), tr("Role"), tr("Alive")});
    m_revealTable->setRowCount(0);
    if (!m_table)
        return;
    for (const Player& p : m_table->state().players)
        m_overridePlayer->addItem(QStringLiteral("%1 — %2").arg(playerLabel(p.id), p.alive ? tr("alive") : tr("dead")), p.id);
    // The end-of-game reveal: every role, once the game is over.
    const bool over = m_table->state().over;
    m_revealTitle->setVisible(over);
    m_revealTable->setVisible(over);
    if (!over)
        return;
    const auto& players = m_table->state().players;
    m_revealTable->setRowCount(int(players.size()));
    for (int row = 0; row < int(players.size()); ++row) {
        const Player& p = players[std::size_t(row)];
        m_revealTable->setItem(row, 0, new QTableWidgetItem(playerLabel(p.id)));
        m_revealTable->setItem(row, 1, new QTableWidgetItem(campText(m_game, p.camp)));
        m_revealTable->setItem(row, 2, new QTableWidgetItem(p.role == p.dealt ? roleText(m_game, p.role)
                                                                              : tr("%1 (dealt %2)").arg(roleText(m_game, p.role), roleText(m_game, p.dealt))));
        m_revealTable->setItem(row, 3, new QTableWidgetItem(p.alive ? tr("alive") : tr("dead")));
    }
    m_revealTable->resizeColumnsToContents();
}

} // namespace qiyuan::ui
