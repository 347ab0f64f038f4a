#include "nighttab.h"
#include "timerpanel.h"
#include "werewolfpagehelpers.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStringListModel>
#include <QTimer>
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
    // The keyboard's way in: who, what, whom, over which screen, each by part
    // of a name or the seat number and Enter.
    // The prompt above its field: it changes length with each step and would squeeze the field beside it.
    auto* typedRow = new QVBoxLayout;
    typedRow->setSpacing(2);
    typedPrompt_ = new QLabel(this);
    typedPrompt_->setWordWrap(true);
    typedPrompt_->setObjectName(QStringLiteral("typedPrompt"));
    typed_ = new QLineEdit(this);
    typed_->setObjectName(QStringLiteral("typedEntry"));
    typedPrompt_->setBuddy(typed_);
    typedModel_ = new QStringListModel(this);
    typedCompleter_ = new QCompleter(typedModel_, this);
    typedCompleter_->setCaseSensitivity(Qt::CaseInsensitive);
    typedCompleter_->setFilterMode(Qt::MatchContains);
    typedCompleter_->setCompletionMode(QCompleter::PopupCompletion);
    typed_->setCompleter(typedCompleter_);
    typed_->installEventFilter(this);
    typedRow->addWidget(typedPrompt_);
    typedRow->addWidget(typed_);
    left->addLayout(typedRow);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("nightRowsScroll"));
    scroll->setWidgetResizable(true);
    // Rows fit the width (labels wrap, pickers shrink): a horizontal scroll bar hid the Enter buttons.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* rows = new QWidget;
    rows->setObjectName(QStringLiteral("nightRows"));
    grid_ = new QGridLayout(rows);
    grid_->setAlignment(Qt::AlignTop);
    grid_->setColumnStretch(0, 2);
    grid_->setColumnStretch(2, 1);
    grid_->setColumnStretch(3, 1);
    scroll->setWidget(rows);
    left->addWidget(scroll, 1);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("nightMessage"));
    message_->setWordWrap(true);
    left->addWidget(message_);
    layout->addLayout(left, 3);

    side_ = new QVBoxLayout;
    // The phones' night timer, as the phones show it (timerpanel.h); hidden while it is off.
    side_->addWidget(new TimerLabel(session_, session::SpeakingTimer::Kind::Night, this));
    enteredLabel_ = new QLabel(this);
    enteredLabel_->setWordWrap(true);
    side_->addWidget(enteredLabel_);
    enteredList_ = new QListWidget(this);
    enteredList_->setObjectName(QStringLiteral("enteredList"));
    side_->addWidget(enteredList_, 1);
    auto* order = new QHBoxLayout;
    upButton_ = new QPushButton(this);
    upButton_->setObjectName(QStringLiteral("entryUpButton"));
    downButton_ = new QPushButton(this);
    downButton_->setObjectName(QStringLiteral("entryDownButton"));
    removeButton_ = new QPushButton(this);
    removeButton_->setObjectName(QStringLiteral("removeEntryButton"));
    order->addWidget(upButton_);
    order->addWidget(downButton_);
    order->addWidget(removeButton_);
    side_->addLayout(order);
    yetToAct_ = new QLabel(this);
    yetToAct_->setObjectName(QStringLiteral("yetToAct"));
    yetToAct_->setWordWrap(true);
    side_->addWidget(yetToAct_);
    auto* buttons = new QGridLayout;
    resolveButton_ = new QPushButton(this);
    resolveButton_->setObjectName(QStringLiteral("resolveButton"));
    applyButton_ = new QPushButton(this);
    applyButton_->setObjectName(QStringLiteral("applyNightButton"));
    undoPhaseButton_ = new QPushButton(this);
    undoPhaseButton_->setObjectName(QStringLiteral("undoPhaseButton"));
    buttons->addWidget(resolveButton_, 0, 0);
    buttons->addWidget(applyButton_, 0, 1);
    buttons->addWidget(undoPhaseButton_, 1, 1);
    side_->addLayout(buttons);
    previewText_ = new QPlainTextEdit(this);
    previewText_->setObjectName(QStringLiteral("previewText"));
    previewText_->setReadOnly(true);
    side_->addWidget(previewText_, 2);
    layout->addLayout(side_, 2);

    connect(typed_, &QLineEdit::returnPressed, this, &NightTab::takeTyped);
    connect(typedCompleter_, qOverload<const QString&>(&QCompleter::activated), this, [this](const QString& text) {
        typed_->setText(text);
        takeTyped();
    });
    connect(upButton_, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(downButton_, &QPushButton::clicked, this, [this] { moveSelected(+1); });
    connect(removeButton_, &QPushButton::clicked, this, &NightTab::removeSelected);
    connect(enteredList_, &QListWidget::currentRowChanged, this, [this](int row) {
        upButton_->setEnabled(row > 0);
        downButton_->setEnabled(row >= 0 && row + 1 < enteredList_->count());
    });
    connect(resolveButton_, &QPushButton::clicked, this, &NightTab::resolve);
    connect(applyButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!session_.applyNight(&error))
            werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
    });
    connect(undoPhaseButton_, &QPushButton::clicked, this, &NightTab::confirmUndo);
    // Any step makes the shown outcome stale: it is resolved again before it is applied.
    connect(&session_, &ModeratorSession::stepped, this, [this](ModeratorSession::Step step) {
        previewShown_ = false;
        resolveAnyway_ = false;
        if (step == ModeratorSession::Step::Entered || step == ModeratorSession::Step::NightApplied
            || step == ModeratorSession::Step::Promoted)
            werewolfpage::showMessage(message_, {});
        if (step != ModeratorSession::Step::Entered)
            startTyping();
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
    // Each game's panel speaks of its own pieces.
    if (session_.game() == Game::Chess) {
        enteredLabel_->setText(tr("Entered tonight, in the order received (chess pieces act at once; the layers decide):"));
        enteredLabel_->setToolTip(rulingTip(QStringLiteral("CW-4, CW-5, CW-6, CW-7")));
    } else {
        enteredLabel_->setText(tr("Entered tonight, in order (the order decides stacked cannons and prayers):"));
        enteredLabel_->setToolTip(rulingTip(QStringLiteral("XW-12, XW-17")));
    }
    upButton_->setText(tr("Move up"));
    downButton_->setText(tr("Move down"));
    removeButton_->setText(tr("Remove"));
    removeButton_->setToolTip(tr("Removes the selected entry (the last one when none is selected)."));
    applyButton_->setText(tr("Apply the night"));
    undoPhaseButton_->setText(tr("Undo the last phase"));
    //: Accessible name of the typed night entry
    typed_->setAccessibleName(tr("Typed night entry"));
    askNext();
    refresh();
}

void NightTab::refresh()
{
    // A row's control has the keyboard (its Enter was just pressed): park it on the panel while the rows
    // go, then give it to the next open row; otherwise it fell through the hidden rows to the tab bar.
    int focusRow = -1;
    if (QWidget* had = QApplication::focusWidget(); had && grid_->parentWidget()->isAncestorOf(had)) {
        int column = 0, rows = 0, columns = 0;
        focusRow = 0;
        if (const int i = grid_->indexOf(had); i >= 0)
            grid_->getItemPosition(i, &focusRow, &column, &rows, &columns);
        setFocus(Qt::OtherFocusReason);
    }
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
    resolveButton_->setText(resolveAnyway_ ? tr("Resolve anyway") : tr("Resolve"));
    applyButton_->setEnabled(playing && previewShown_);
    removeButton_->setEnabled(playing && !session_.tonight().empty());
    undoPhaseButton_->setEnabled(t && !t->phases().empty());
    typed_->setEnabled(playing);
    const int selected = enteredList_->currentRow();
    enteredList_->clear();
    if (!t) {
        title_->setText(tr("The night panel opens when the game starts."));
        previewText_->clear();
        refreshYetToAct();
        return;
    }
    const State& s = t->state();
    title_->setText(s.over ? tr("The game is over.") : tr("Night %1: enter what each player sent, in the order received.").arg(s.nights + 1));
    int n = 0;
    for (const Action& a : session_.tonight()) {
        QString line = QStringLiteral("%1. %2 %3")
                           .arg(++n)
                           .arg(session_.playerLabel(a.actor), engineText(verbName(a.verb, uiStyle().words)));
        if (a.target != NoPlayer)
            line += QStringLiteral(" → ") + session_.playerLabel(a.target);
        if (a.screen != NoPlayer)
            line += QLatin1Char(' ') + tr("(screen %1)").arg(session_.playerLabel(a.screen));
        enteredList_->addItem(line);
    }
    enteredList_->setCurrentRow(std::min(selected, enteredList_->count() - 1));
    upButton_->setEnabled(enteredList_->currentRow() > 0);
    downButton_->setEnabled(enteredList_->currentRow() >= 0 && enteredList_->currentRow() + 1 < enteredList_->count());
    refreshYetToAct();
    if (!playing)
        return;
    int row = 0;
    addActorRows(row);
    addPromotionRows(row);
    // Tab goes from the typed entry through the rows, in their order (new widgets would come last in the window).
    QWidget* previous = typed_;
    for (int r = 0; r < grid_->rowCount(); ++r)
        for (int c = 0; c < grid_->columnCount(); ++c)
            if (QLayoutItem* item = grid_->itemAtPosition(r, c); item && item->widget()) {
                QWidget::setTabOrder(previous, item->widget());
                previous = item->widget();
            }
    if (focusRow >= 0) // once the new rows are shown (they are, queued, by the layout)
        QTimer::singleShot(0, this, [this, focusRow] { focusOpenRow(focusRow); });
    if (!previewShown_)
        previewText_->clear();
}

void NightTab::focusOpenRow(int from)
{
    if (window()->focusWidget() != this)
        return; // the moderator has gone elsewhere meanwhile
    const int rows = grid_->rowCount();
    for (int n = 0; n < rows; ++n)
        for (int c = 1; c < grid_->columnCount(); ++c) {
            QLayoutItem* item = grid_->itemAtPosition((from + n) % rows, c);
            QWidget* w = item ? item->widget() : nullptr;
            if (w && w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
                w->setFocus(Qt::TabFocusReason);
                return;
            }
        }
    (resolveButton_->isEnabled() ? static_cast<QWidget*>(resolveButton_) : typed_)->setFocus(Qt::TabFocusReason);
}

void NightTab::refreshYetToAct()
{
    const std::vector<int> waiting = session_.yetToAct();
    QStringList names;
    for (int id : waiting)
        names << session_.playerLabel(id);
    // A long list is cut short here; the whole of it is in the tooltip.
    constexpr int Shown = 8;
    const QString list = names.size() > Shown ? tr("%1 and %n other(s)", nullptr, int(names.size() - Shown)).arg(names.mid(0, Shown).join(listSeparator()))
                                              : names.join(listSeparator());
    yetToAct_->setVisible(session_.playing());
    yetToAct_->setText(waiting.empty() ? tr("Every player with an action has an entry.")
                                       : tr("%n player(s) have not acted yet: %1", nullptr, int(waiting.size())).arg(list));
    yetToAct_->setToolTip(names.join(QLatin1Char('\n')));
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
    const auto& tonight = session_.tonight();
    for (const Player* p : actors) {
        const int id = p->id;
        const QString who = session_.playerLabel(id);
        const bool entered = std::any_of(tonight.begin(), tonight.end(), [&](const Action& a) { return a.actor == id; });
        // A row already entered is marked, so that the ones still open stand out.
        auto* label = new QLabel((entered ? QStringLiteral("✓ ") : QString())
                                 + QStringLiteral("%1 — %2").arg(who, campAndRole(game, p->camp, roleText(p->role, p->camp))));
        label->setObjectName(QStringLiteral("nightActor-%1").arg(id));
        label->setWordWrap(true);
        if (entered) {
            const QString from = sentFrom_ ? sentFrom_(id) : QString();
            label->setToolTip(from == QLatin1String("phone")     ? tr("Sent tonight from a phone")
                              : from == QLatin1String("desktop") ? tr("Sent tonight from a desktop")
                                                                 : tr("Entered tonight"));
        }
        auto* verb = new QComboBox;
        verb->setObjectName(QStringLiteral("nightVerb-%1").arg(id));
        verb->setAccessibleName(tr("What %1 does").arg(who));
        auto* onlyVerb = new QLabel;
        auto* target = new QComboBox;
        target->setObjectName(QStringLiteral("nightTarget-%1").arg(id));
        target->setAccessibleName(tr("Whom %1 names").arg(who));
        target->setPlaceholderText(tr("choose…"));
        // In the rows from the start: shown while without a parent, it was a window of its own that took the keyboard.
        auto* screen = new QComboBox(grid_->parentWidget());
        screen->setObjectName(QStringLiteral("nightScreen-%1").arg(id));
        screen->setAccessibleName(tr("Screen of %1").arg(who));
        screen->setPlaceholderText(tr("screen…"));
        // Pickers as wide as a short name: a long one is shown whole in the open list.
        for (QComboBox* c : {verb, target, screen}) {
            c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            c->setMinimumContentsLength(8);
        }
        auto* enter = new QPushButton(tr("Enter"));
        enter->setObjectName(QStringLiteral("nightEnter-%1").arg(id));
        enter->setAccessibleName(tr("Enter the action of %1").arg(who));
        const std::vector<Option> opts = t.options(id, tonight);
        for (const Option& o : opts)
            verb->addItem(engineText(verbName(o.verb, uiStyle().words)), int(o.verb));
        if (opts.empty()) {
            verb->addItem(entered ? tr("entered") : tr("nothing to enter"));
            for (QWidget* w : {static_cast<QWidget*>(verb), static_cast<QWidget*>(target), static_cast<QWidget*>(screen),
                               static_cast<QWidget*>(enter)})
                w->setEnabled(false);
            target->hide();
            screen->hide();
        } else if (opts.size() == 1) {
            // One thing to do: said, not offered as a choice.
            onlyVerb->setText(verb->itemText(0));
            verb->hide();
        } else {
            verb->setPlaceholderText(tr("action…"));
            verb->setCurrentIndex(-1);
        }
        // Only legal targets (and a cannon's legal screens) are offered; nothing is chosen for the moderator.
        auto fillTargets = [this, opts, verb, target, screen, enter] {
            target->clear();
            screen->clear();
            const int i = verb->currentIndex();
            const bool known = i >= 0 && i < int(opts.size());
            target->setEnabled(known && opts[std::size_t(i)].needsTarget);
            screen->setVisible(known && !opts[std::size_t(i)].screens.empty());
            if (known) {
                for (int to : opts[std::size_t(i)].targets)
                    target->addItem(session_.playerLabel(to), to);
                for (int sc : opts[std::size_t(i)].screens)
                    screen->addItem(session_.playerLabel(sc), sc);
            }
            target->setCurrentIndex(-1);
            screen->setCurrentIndex(-1);
            enter->setEnabled(known && !opts[std::size_t(i)].needsTarget);
        };
        fillTargets();
        connect(verb, &QComboBox::currentIndexChanged, this, fillTargets);
        connect(target, &QComboBox::currentIndexChanged, this, [target, enter] { enter->setEnabled(target->currentIndex() >= 0); });
        connect(enter, &QPushButton::clicked, this, [this, id, verb, target, screen] {
            if (verb->currentIndex() < 0 || (target->isEnabled() && target->currentIndex() < 0))
                return; // a row is entered only when its choices are made
            Action a;
            a.actor = id;
            a.verb = static_cast<Verb>(verb->currentData().toInt());
            a.target = target->isEnabled() && target->currentIndex() >= 0 ? target->currentData().toInt() : NoPlayer;
            a.screen = screen->currentIndex() >= 0 ? screen->currentData().toInt() : NoPlayer;
            QString error;
            if (!session_.enterAction(a, &error))
                werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
        });
        grid_->addWidget(label, row, 0);
        if (opts.size() == 1) {
            grid_->addWidget(onlyVerb, row, 1);
            verb->setParent(onlyVerb); // kept for its data, out of sight
        } else {
            grid_->addWidget(verb, row, 1);
            delete onlyVerb;
        }
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
        label->setWordWrap(true);
        label->setToolTip(rulingTip(QStringLiteral("CW-13")));
        auto* to = new QComboBox;
        to->setObjectName(QStringLiteral("promoteTo-%1").arg(p.id));
        to->setAccessibleName(tr("Promotion of %1").arg(session_.playerLabel(p.id)));
        for (Role r : {Role::Queen, Role::Rook, Role::Knight, Role::Bishop})
            to->addItem(roleText(r), int(r));
        auto* go = new QPushButton(tr("Promote"));
        go->setObjectName(QStringLiteral("promote-%1").arg(p.id));
        go->setAccessibleName(tr("Promote %1").arg(session_.playerLabel(p.id)));
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

void NightTab::moveSelected(int delta)
{
    const int from = enteredList_->currentRow();
    if (from < 0)
        return;
    QString error;
    if (session_.moveEntry(std::size_t(from), std::size_t(from + delta), &error))
        enteredList_->setCurrentRow(from + delta);
    else if (!error.isEmpty())
        werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
}

void NightTab::removeSelected()
{
    const int row = enteredList_->currentRow() >= 0 ? enteredList_->currentRow() : enteredList_->count() - 1;
    if (row < 0)
        return;
    QString error;
    if (!session_.removeEntry(std::size_t(row), &error) && !error.isEmpty())
        werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
}

void NightTab::resolve()
{
    const std::vector<int> waiting = session_.yetToAct();
    if (!waiting.empty() && !resolveAnyway_) {
        // Resolving without them is a choice the moderator makes, not a slip.
        resolveAnyway_ = true;
        QStringList names;
        for (int id : waiting)
            names << session_.playerLabel(id);
        werewolfpage::showMessage(message_, tr("%n player(s) have not acted yet: %1. Press “Resolve anyway” to resolve without them.",
                                               nullptr, int(waiting.size()))
                                                .arg(names.join(listSeparator())));
        resolveButton_->setText(tr("Resolve anyway"));
        return;
    }
    showPreview();
}

void NightTab::showPreview()
{
    const Table* t = session_.table();
    if (!t)
        return;
    resolveAnyway_ = false;
    resolveButton_->setText(tr("Resolve"));
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
        lines << engineText(werewolf::describe(e, session_.game(), session_.style()));
    lines << QString() << engineText(announcement(r.result, session_.game(), session_.style()));
    previewText_->setPlainText(lines.join(QLatin1Char('\n')));
    werewolfpage::showMessage(message_, {});
    previewShown_ = true;
    applyButton_->setEnabled(true);
}

void NightTab::confirmUndo()
{
    const Table* t = session_.table();
    if (!t || t->phases().empty())
        return;
    // Taking a phase back is not a slip of the mouse: say first what goes.
    const State& s = t->state();
    QString lost;
    switch (kindOf(t->phases().back())) {
    case PhaseKind::Night:
        lost = tr("Night %1 is taken back: whoever died in it lives again, and its entries come back to be corrected.").arg(s.nights);
        break;
    case PhaseKind::Day:
        lost = tr("Day %1 is taken back: whoever the vote executed lives again, and the votes cast are lost.").arg(s.days);
        break;
    case PhaseKind::Promotion: lost = tr("The last promotion is taken back."); break;
    case PhaseKind::Override: lost = tr("The moderator's last correction is taken back."); break;
    }
    QMessageBox box(QMessageBox::Question, tr("Undo the last phase"), lost, QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("undoPhaseConfirm"));
    box.setInformativeText(tr("What was announced then:") + QLatin1Char('\n')
                           + engineText(announcement(t->results().back(), session_.game(), session_.style())));
    QPushButton* undo = box.addButton(tr("Undo it"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == undo)
        session_.undoPhase();
}

// ---- The typed entry ---------------------------------------------------------------

void NightTab::startTyping()
{
    ask_ = Ask::Actor;
    typedAction_ = {};
    typed_->clear();
    askNext();
}

std::optional<Option> NightTab::typedOption() const
{
    const Table* t = session_.table();
    if (!t || typedAction_.actor == NoPlayer)
        return std::nullopt;
    for (const Option& o : t->options(typedAction_.actor, session_.tonight()))
        if (o.verb == typedAction_.verb)
            return o;
    return std::nullopt;
}

std::vector<NightTab::Choice> NightTab::choices() const
{
    std::vector<Choice> out;
    const Table* t = session_.table();
    if (!t || !session_.playing())
        return out;
    if (ask_ == Ask::Actor) {
        for (const Player& p : t->state().players)
            if (p.alive && !t->options(p.id, session_.tonight()).empty())
                out.push_back({QStringLiteral("%1 — %2").arg(session_.playerLabel(p.id), roleText(p.role, p.camp)), p.id});
        return out;
    }
    if (ask_ == Ask::Verb) {
        int n = 0;
        for (const Option& o : t->options(typedAction_.actor, session_.tonight()))
            out.push_back({engineText(verbName(o.verb, uiStyle().words)), ++n});
        return out;
    }
    const std::optional<Option> o = typedOption();
    if (!o)
        return out;
    for (int id : ask_ == Ask::Target ? o->targets : o->screens)
        out.push_back({session_.playerLabel(id), id});
    return out;
}

void NightTab::askNext()
{
    const QString who = typedAction_.actor == NoPlayer ? QString() : session_.playerLabel(typedAction_.actor);
    switch (ask_) {
    case Ask::Actor: typedPrompt_->setText(tr("Type who acts (part of a name or the seat number), then Enter:")); break;
    case Ask::Verb: typedPrompt_->setText(tr("What does %1 do?").arg(who)); break;
    case Ask::Target:
        typedPrompt_->setText(tr("%1 %2 whom?").arg(who, engineText(verbName(typedAction_.verb, uiStyle().words))));
        break;
    case Ask::Screen: typedPrompt_->setText(tr("Over which screen does %1 shoot?").arg(who)); break;
    }
    QStringList labels;
    for (const Choice& c : choices())
        labels << c.label;
    typedModel_->setStringList(labels);
}

void NightTab::takeTyped()
{
    const QString text = typed_->text().trimmed();
    if (text.isEmpty())
        return;
    // A number is a seat (or, for the action, its place in the list); other text is part of a label.
    const std::vector<Choice> all = choices();
    std::vector<Choice> found;
    bool isNumber = false;
    const int number = text.toInt(&isNumber);
    for (const Choice& c : all) {
        if (isNumber ? c.value == number : c.label.compare(text, Qt::CaseInsensitive) == 0) {
            found = {c};
            break;
        }
        if (!isNumber && c.label.contains(text, Qt::CaseInsensitive))
            found.push_back(c);
    }
    if (found.size() != 1) {
        QStringList labels;
        for (const Choice& c : found)
            labels << c.label;
        if (found.empty()) {
            // Refused: say why in the players' words, and clear the field so the next try does not pile onto it.
            QString ruling;
            const QString why = whyNotTyped(text, &ruling);
            werewolfpage::showMessage(message_, why.isEmpty() ? tr("Nothing here matches “%1”.").arg(text) : why, ruling);
            typed_->clear();
            return;
        }
        werewolfpage::showMessage(message_, tr("“%1” matches %2: type more of it.").arg(text, labels.join(listSeparator())));
        return;
    }
    werewolfpage::showMessage(message_, {});
    typed_->clear();
    const int value = found.front().value;
    const Table& t = *session_.table();
    switch (ask_) {
    case Ask::Actor: {
        typedAction_ = {};
        typedAction_.actor = value;
        const auto opts = t.options(value, session_.tonight());
        if (opts.size() > 1) {
            ask_ = Ask::Verb;
            askNext();
            return;
        }
        typedAction_.verb = opts.front().verb;
        break;
    }
    case Ask::Verb: typedAction_.verb = t.options(typedAction_.actor, session_.tonight())[std::size_t(value - 1)].verb; break;
    case Ask::Target: typedAction_.target = value; break;
    case Ask::Screen: typedAction_.screen = value; break;
    }
    const std::optional<Option> o = typedOption();
    if (o && o->needsTarget && typedAction_.target == NoPlayer) {
        ask_ = Ask::Target;
    } else if (o && !o->screens.empty() && typedAction_.screen == NoPlayer) {
        ask_ = Ask::Screen;
    } else {
        const Action a = typedAction_;
        QString error;
        if (!session_.enterAction(a, &error)) {
            werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
            startTyping();
        } else {
            startTyping(); // after the Entered step's refresh: the next actor
        }
        return;
    }
    askNext();
}

int NightTab::typedPlayer(const QString& text) const
{
    const Table* t = session_.table();
    if (!t)
        return NoPlayer;
    bool isNumber = false;
    const int number = text.toInt(&isNumber);
    if (isNumber)
        return t->state().find(number) ? number : NoPlayer;
    int named = NoPlayer;
    for (const Player& p : t->state().players) {
        if (!session_.playerLabel(p.id).contains(text, Qt::CaseInsensitive))
            continue;
        if (named != NoPlayer)
            return NoPlayer; // more than one: nobody in particular
        named = p.id;
    }
    return named;
}

QString NightTab::whyNotTyped(const QString& text, QString* ruling) const
{
    const Table* t = session_.table();
    if (!t)
        return {};
    if (ask_ == Ask::Verb) {
        QStringList verbs;
        for (const Option& o : t->options(typedAction_.actor, session_.tonight()))
            verbs << engineText(verbName(o.verb, uiStyle().words));
        return tr("%1 cannot do “%2” tonight; they may: %3.").arg(session_.playerLabel(typedAction_.actor), text, verbs.join(listSeparator()));
    }
    const int id = typedPlayer(text);
    const Player* p = id == NoPlayer ? nullptr : t->state().find(id);
    if (!p)
        return {};
    const QString who = session_.playerLabel(id);
    if (ask_ == Ask::Actor) {
        const auto& tonight = session_.tonight();
        if (!p->alive)
            return tr("%1 is dead and does nothing at night.").arg(who);
        if (std::any_of(tonight.begin(), tonight.end(), [id](const Action& a) { return a.actor == id; }))
            return tr("%1 already has an entry tonight; remove it to enter another.").arg(who);
        return tr("%1 has nothing to do tonight.").arg(who);
    }
    // A target or a screen the list does not offer: the engine's own reason, as the rules say it.
    Action a = typedAction_;
    (ask_ == Ask::Target ? a.target : a.screen) = id;
    if (const std::optional<RuleError> e = t->check(session_.tonight(), a)) {
        const QString why = session_.describe(*e);
        if (ruling)
            *ruling = session_.lastRefusalRule();
        return why;
    }
    return ask_ == Ask::Target ? tr("%1 cannot be named by this action tonight.").arg(who) : tr("%1 cannot be the screen tonight.").arg(who);
}

bool NightTab::eventFilter(QObject* watched, QEvent* event)
{
    // Esc starts the typed entry over.
    if (watched == typed_ && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && !typedCompleter_->popup()->isVisible()) {
        startTyping();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace qiyuan::ui::werewolfpage
