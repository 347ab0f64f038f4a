#include "nighttab.h"
#include "moderatorsession.h"
#include "werewolfpagehelpers.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui::werewolfpage {

NightTab::NightTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("nightTab"));
    auto* layout = new QHBoxLayout(this);
    auto* left = new QVBoxLayout;
    title_ = new QLabel(this);
    left->addWidget(title_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* rows = new QWidget;
    rows->setObjectName(QStringLiteral("nightRows"));
    grid_ = new QGridLayout(rows);
    grid_->setAlignment(Qt::AlignTop);
    scroll->setWidget(rows);
    left->addWidget(scroll, 1);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("nightMessage"));
    message_->setWordWrap(true);
    left->addWidget(message_);
    layout->addLayout(left, 3);

    side_ = new QVBoxLayout;
    enteredLabel_ = new QLabel(this);
    side_->addWidget(enteredLabel_);
    enteredList_ = new QListWidget(this);
    enteredList_->setObjectName(QStringLiteral("enteredList"));
    side_->addWidget(enteredList_, 1);
    // Two by two: in one row the buttons' width squeezed the night rows.
    auto* buttons = new QGridLayout;
    removeLastButton_ = new QPushButton(this);
    removeLastButton_->setObjectName(QStringLiteral("removeLastButton"));
    resolveButton_ = new QPushButton(this);
    resolveButton_->setObjectName(QStringLiteral("resolveButton"));
    applyButton_ = new QPushButton(this);
    applyButton_->setObjectName(QStringLiteral("applyNightButton"));
    undoPhaseButton_ = new QPushButton(this);
    undoPhaseButton_->setObjectName(QStringLiteral("undoPhaseButton"));
    buttons->addWidget(resolveButton_, 0, 0);
    buttons->addWidget(applyButton_, 0, 1);
    buttons->addWidget(removeLastButton_, 1, 0);
    buttons->addWidget(undoPhaseButton_, 1, 1);
    side_->addLayout(buttons);
    previewText_ = new QPlainTextEdit(this);
    previewText_->setObjectName(QStringLiteral("previewText"));
    previewText_->setReadOnly(true);
    side_->addWidget(previewText_, 2);
    layout->addLayout(side_, 2);

    connect(removeLastButton_, &QPushButton::clicked, this, [this] { session_.removeLastEntry(); });
    connect(resolveButton_, &QPushButton::clicked, this, &NightTab::showPreview);
    connect(applyButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!session_.applyNight(&error))
            werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
    });
    connect(undoPhaseButton_, &QPushButton::clicked, this, [this] { session_.undoPhase(); });
    // Any step makes the shown outcome stale: it is resolved again before it is applied.
    connect(&session_, &ModeratorSession::stepped, this, [this](ModeratorSession::Step step) {
        previewShown_ = false;
        if (step == ModeratorSession::Step::Entered || step == ModeratorSession::Step::NightApplied
            || step == ModeratorSession::Step::Promoted)
            werewolfpage::showMessage(message_, {});
        refresh();
    });
    retranslate();
}

void NightTab::showMessage(const QString& text) { werewolfpage::showMessage(message_, text); }

void NightTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NightTab::retranslate()
{
    enteredLabel_->setText(tr("Entered tonight, in order:"));
    removeLastButton_->setText(tr("Remove the last entry"));
    resolveButton_->setText(tr("Resolve"));
    applyButton_->setText(tr("Apply the night"));
    undoPhaseButton_->setText(tr("Undo the last phase"));
    refresh();
}

void NightTab::refresh()
{
    // Rebuild the rows: one per living player whose role acts tonight.
    while (QLayoutItem* item = grid_->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            // Later: the clicked button of a row may be the caller.
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
        delete item;
    }
    const Table* t = session_.table();
    const bool playing = session_.playing();
    resolveButton_->setEnabled(playing);
    applyButton_->setEnabled(playing && previewShown_);
    removeLastButton_->setEnabled(playing && !session_.tonight().empty());
    undoPhaseButton_->setEnabled(t && !t->phases().empty());
    enteredList_->clear();
    if (!t) {
        title_->setText(tr("The night panel opens when the game starts."));
        previewText_->clear();
        return;
    }
    const State& s = t->state();
    title_->setText(s.over ? tr("The game is over.") : tr("Night %1: enter what each player sent, in the order received.").arg(s.nights + 1));
    int n = 0;
    for (const Action& a : session_.tonight()) {
        QString line = QStringLiteral("%1. %2 %3")
                           .arg(++n)
                           .arg(session_.playerLabel(a.actor), QString::fromStdString(verbName(a.verb, uiStyle().words)));
        if (a.target != NoPlayer)
            line += QStringLiteral(" → ") + session_.playerLabel(a.target);
        if (a.screen != NoPlayer)
            line += QLatin1Char(' ') + tr("(screen %1)").arg(session_.playerLabel(a.screen));
        enteredList_->addItem(line);
    }
    if (!playing)
        return;
    int row = 0;
    addActorRows(row);
    addPromotionRows(row);
    if (!previewShown_)
        previewText_->clear();
}

void NightTab::addActorRows(int& row)
{
    const Game game = session_.game();
    const Table& t = *session_.table();
    std::vector<const Player*> actors;
    const std::vector<Role> order = werewolfsetup::nightOrder(game);
    auto rank = [&](Role r) { return int(std::find(order.begin(), order.end(), r) - order.begin()); };
    for (const Player& p : t.state().players)
        if (p.alive && !t.options(p.id).empty())
            actors.push_back(&p);
    std::stable_sort(actors.begin(), actors.end(), [&](const Player* a, const Player* b) { return rank(a->role) < rank(b->role); });
    for (const Player* p : actors) {
        const int id = p->id;
        auto* label = new QLabel(QStringLiteral("%1 — %2 %3").arg(session_.playerLabel(id), campText(game, p->camp), roleText(p->role, p->camp)));
        label->setObjectName(QStringLiteral("nightActor-%1").arg(id));
        auto* verb = new QComboBox;
        verb->setObjectName(QStringLiteral("nightVerb-%1").arg(id));
        auto* target = new QComboBox;
        target->setObjectName(QStringLiteral("nightTarget-%1").arg(id));
        auto* screen = new QComboBox;
        screen->setObjectName(QStringLiteral("nightScreen-%1").arg(id));
        auto* enter = new QPushButton(tr("Enter"));
        enter->setObjectName(QStringLiteral("nightEnter-%1").arg(id));
        const std::vector<Option> opts = t.options(id, session_.tonight());
        for (const Option& o : opts)
            verb->addItem(QString::fromStdString(verbName(o.verb, uiStyle().words)), int(o.verb));
        const auto& tonight = session_.tonight();
        const bool entered = std::any_of(tonight.begin(), tonight.end(), [&](const Action& a) { return a.actor == id; });
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
            for (int to : o.targets)
                target->addItem(session_.playerLabel(to), to);
            screen->setVisible(!o.screens.empty());
            screen->addItem(tr("no screen"), NoPlayer);
            for (int sc : o.screens)
                screen->addItem(session_.playerLabel(sc), sc);
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
            if (!session_.enterAction(a, &error))
                werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
        });
        grid_->addWidget(label, row, 0);
        grid_->addWidget(verb, row, 1);
        grid_->addWidget(target, row, 2);
        grid_->addWidget(screen, row, 3);
        grid_->addWidget(enter, row, 4);
        ++row;
    }
}

void NightTab::addPromotionRows(int& row)
{
    // A pawn that must promote waits for its king's choice (CW-13).
    for (const Player& p : session_.table()->state().players) {
        if (!p.mustPromote || !p.alive)
            continue;
        auto* label = new QLabel(tr("%1 must promote: the king chooses").arg(session_.playerLabel(p.id)));
        auto* to = new QComboBox;
        to->setObjectName(QStringLiteral("promoteTo-%1").arg(p.id));
        for (Role r : {Role::Queen, Role::Rook, Role::Knight, Role::Bishop})
            to->addItem(roleText(r), int(r));
        auto* go = new QPushButton(tr("Promote"));
        go->setObjectName(QStringLiteral("promote-%1").arg(p.id));
        const int id = p.id;
        connect(go, &QPushButton::clicked, this, [this, id, to] {
            QString error;
            if (!session_.promote(id, static_cast<Role>(to->currentData().toInt()), &error))
                werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
        });
        grid_->addWidget(label, row, 0, 1, 2);
        grid_->addWidget(to, row, 2);
        grid_->addWidget(go, row, 4);
        ++row;
    }
}

void NightTab::showPreview()
{
    const Table* t = session_.table();
    if (!t)
        return;
    const Resolution r = t->preview(Night{session_.tonight()});
    if (r.error) {
        previewShown_ = false;
        const QString why = session_.describe(*r.error);
        werewolfpage::showMessage(message_, why, session_.lastRefusalRule());
        previewText_->clear();
        refresh();
        return;
    }
    QStringList lines;
    lines << tr("Outcome if applied (nothing is changed yet):");
    for (const Event& e : r.result.log)
        lines << QString::fromStdString(werewolf::describe(e, session_.game(), session_.style()));
    lines << QString() << QString::fromStdString(announcement(r.result, session_.game(), session_.style()));
    previewText_->setPlainText(lines.join(QLatin1Char('\n')));
    werewolfpage::showMessage(message_, {});
    previewShown_ = true;
    applyButton_->setEnabled(true);
}

} // namespace qiyuan::ui::werewolfpage
