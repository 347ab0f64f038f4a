#include "setuptab.h"
#include "werewolfpagehelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qiyuan::ui::werewolfpage {

using werewolfsetup::RoleSet;

SetupTab::SetupTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("setupTab"));
    auto* outer = new QHBoxLayout(this);

    auto* left = new QVBoxLayout;
    namesLabel_ = new QLabel(this);
    left->addWidget(namesLabel_);
    namesEdit_ = new QPlainTextEdit(this);
    namesEdit_->setObjectName(QStringLiteral("namesEdit"));
    namesEdit_->setTabChangesFocus(true); // a tab is no name: Tab moves on instead of trapping the keyboard here
    left->addWidget(namesEdit_, 1);
    auto* form = new QFormLayout;
    roleSetLabel_ = new QLabel(this);
    roleSetCombo_ = new QComboBox(this);
    roleSetCombo_->setObjectName(QStringLiteral("roleSetCombo"));
    roleSetCombo_->addItem(QString(), int(RoleSet::Standard));
    roleSetCombo_->addItem(QString(), int(RoleSet::Reduced));
    form->addRow(roleSetLabel_, roleSetCombo_);
    seedLabel_ = new QLabel(this);
    seedSpin_ = new QSpinBox(this);
    seedSpin_->setObjectName(QStringLiteral("seedSpin"));
    seedSpin_->setRange(1, 999999999);
    seedSpin_->setValue(int(session_.seed()));
    form->addRow(seedLabel_, seedSpin_);
    left->addLayout(form);
    auto* dealRow = new QHBoxLayout;
    dealButton_ = new QPushButton(this);
    dealButton_->setObjectName(QStringLiteral("dealButton"));
    redealButton_ = new QPushButton(this);
    redealButton_->setObjectName(QStringLiteral("redealButton"));
    dealRow->addWidget(dealButton_);
    dealRow->addWidget(redealButton_);
    left->addLayout(dealRow);
    auto* setupsRow = new QHBoxLayout;
    saveSetupButton_ = new QPushButton(this);
    saveSetupButton_->setObjectName(QStringLiteral("saveSetupButton"));
    loadSetupButton_ = new QPushButton(this);
    loadSetupButton_->setObjectName(QStringLiteral("loadSetupButton"));
    setupsRow->addWidget(saveSetupButton_);
    setupsRow->addWidget(loadSetupButton_);
    left->addLayout(setupsRow);
    nightOrderTitle_ = new QLabel(this);
    left->addWidget(nightOrderTitle_);
    nightOrderText_ = new QLabel(this);
    nightOrderText_->setObjectName(QStringLiteral("nightOrderText"));
    nightOrderText_->setWordWrap(true);
    nightOrderText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    left->addWidget(nightOrderText_);
    outer->addLayout(left, 1);

    auto* middle = new QVBoxLayout;
    dealTable_ = new QTableWidget(this);
    dealTable_->setObjectName(QStringLiteral("dealTable"));
    dealTable_->verticalHeader()->hide();
    // Tab leaves the table for Reveal and Start, not from cell to cell round 128 cells.
    dealTable_->setTabKeyNavigation(false);
    middle->addWidget(dealTable_, 1);
    auto* actRow = new QHBoxLayout;
    revealButton_ = new QPushButton(this);
    revealButton_->setObjectName(QStringLiteral("revealButton"));
    slipsButton_ = new QPushButton(this);
    slipsButton_->setObjectName(QStringLiteral("slipsButton"));
    startButton_ = new QPushButton(this);
    startButton_->setObjectName(QStringLiteral("startButton"));
    actRow->addWidget(revealButton_);
    actRow->addWidget(slipsButton_);
    actRow->addStretch();
    actRow->addWidget(startButton_);
    middle->addLayout(actRow);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("setupMessage"));
    message_->setWordWrap(true);
    middle->addWidget(message_);
    outer->addLayout(middle, 2);

    auto* right = new QFormLayout;
    // Each setting's field under its label: the labels are long (with their
    // ruling ids), and side by side they squeezed the choices to a few letters.
    right->setRowWrapPolicy(QFormLayout::WrapAllRows);
    settingsLabel_ = new QLabel(this);
    right->addRow(settingsLabel_);
    revealOnDeathLabel_ = new QLabel(this);
    revealOnDeathCombo_ = new QComboBox(this);
    revealOnDeathCombo_->setObjectName(QStringLiteral("revealOnDeathCombo"));
    for (Reveal r : {Reveal::CampAndRole, Reveal::CampOnly, Reveal::Nothing})
        revealOnDeathCombo_->addItem(QString(), int(r));
    right->addRow(revealOnDeathLabel_, revealOnDeathCombo_);
    investigationLabel_ = new QLabel(this);
    investigationCombo_ = new QComboBox(this);
    for (Reveal r : {Reveal::CampAndRole, Reveal::CampOnly})
        investigationCombo_->addItem(QString(), int(r));
    right->addRow(investigationLabel_, investigationCombo_);
    tieLabel_ = new QLabel(this);
    tieCombo_ = new QComboBox(this);
    tieCombo_->setObjectName(QStringLiteral("tieCombo"));
    tieCombo_->addItem(QString(), int(TieRule::Nobody));
    tieCombo_->addItem(QString(), int(TieRule::Moderator));
    right->addRow(tieLabel_, tieCombo_);
    curseLabel_ = new QLabel(this);
    curseSpin_ = new QSpinBox(this);
    curseSpin_->setRange(0, 99);
    right->addRow(curseLabel_, curseSpin_);
    blessLabel_ = new QLabel(this);
    blessSpin_ = new QSpinBox(this);
    blessSpin_->setRange(0, 99);
    right->addRow(blessLabel_, blessSpin_);
    elephantCheck_ = new QCheckBox(this);
    right->addRow(elephantCheck_);
    for (QComboBox* c : {revealOnDeathCombo_, investigationCombo_, tieCombo_})
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    if (session_.game() == Game::Chess) {
        // The chess game follows CW-1 for what dawn tells, and has no
        // investigations, blessings or elephants of its own settings.
        for (QWidget* w : {static_cast<QWidget*>(revealOnDeathLabel_), static_cast<QWidget*>(revealOnDeathCombo_),
                           static_cast<QWidget*>(investigationLabel_), static_cast<QWidget*>(investigationCombo_),
                           static_cast<QWidget*>(blessLabel_), static_cast<QWidget*>(blessSpin_),
                           static_cast<QWidget*>(elephantCheck_)})
            w->setVisible(false);
    }
    outer->addLayout(right, 1);

    connect(namesEdit_, &QPlainTextEdit::textChanged, this, [this] {
        if (!updating_ && !session_.started() && session_.deal().empty())
            werewolfpage::showMessage(message_, tr("%n player(s) listed.", nullptr, int(listedNames().size())));
    });
    // The settings follow the widgets (and are saved with the session).
    for (QComboBox* c : {revealOnDeathCombo_, investigationCombo_, tieCombo_})
        connect(c, &QComboBox::currentIndexChanged, this, &SetupTab::pushSettings);
    for (QSpinBox* sp : {curseSpin_, blessSpin_})
        connect(sp, &QSpinBox::valueChanged, this, &SetupTab::pushSettings);
    connect(elephantCheck_, &QCheckBox::toggled, this, &SetupTab::pushSettings);
    connect(roleSetCombo_, &QComboBox::currentIndexChanged, this, [this] {
        if (!updating_)
            session_.setRoleSet(static_cast<RoleSet>(roleSetCombo_->currentData().toInt()));
    });
    connect(seedSpin_, &QSpinBox::valueChanged, this, [this](int seed) {
        if (!updating_)
            session_.setSeed(std::uint64_t(seed));
    });
    connect(dealButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!deal(&error))
            werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
    });
    connect(redealButton_, &QPushButton::clicked, this, &SetupTab::dealWithNewNumber);
    connect(startButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!start(&error))
            werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
    });
    connect(revealButton_, &QPushButton::clicked, this, &SetupTab::revealRequested);
    connect(slipsButton_, &QPushButton::clicked, this, &SetupTab::slipsRequested);
    connect(saveSetupButton_, &QPushButton::clicked, this, &SetupTab::saveSetupRequested);
    connect(loadSetupButton_, &QPushButton::clicked, this, &SetupTab::loadSetupRequested);
    connect(&session_, &ModeratorSession::stepped, this, [this](ModeratorSession::Step step) { followStep(int(step)); });
    retranslate();
}

QStringList SetupTab::listedNames() const { return splitNames(namesEdit_->toPlainText()); }

void SetupTab::setListedNames(const QStringList& names)
{
    updating_ = true;
    namesEdit_->setPlainText(names.join(QLatin1Char('\n')));
    updating_ = false;
}

bool SetupTab::deal(QString* error)
{
    session_.setRoleSet(static_cast<RoleSet>(roleSetCombo_->currentData().toInt()));
    session_.setSeed(std::uint64_t(seedSpin_->value()));
    pushSettings();
    return session_.dealRoles(listedNames(), error);
}

void SetupTab::dealWithNewNumber()
{
    seedSpin_->setValue(QRandomGenerator::global()->bounded(1, 999999999));
    QString error;
    if (!deal(&error))
        werewolfpage::showMessage(message_, error, session_.lastRefusalRule());
}

bool SetupTab::start(QString* error)
{
    pushSettings();
    return session_.startGame(error);
}

void SetupTab::showMessage(const QString& text) { werewolfpage::showMessage(message_, text); }

void SetupTab::followStep(int step)
{
    refresh();
    switch (ModeratorSession::Step(step)) {
    case ModeratorSession::Step::Dealt:
        werewolfpage::showMessage(message_, tr("Roles dealt (deal number %1). Reveal them to each player privately.").arg(session_.seed()));
        break;
    case ModeratorSession::Step::Started: werewolfpage::showMessage(message_, tr("The game has started.")); break;
    default: break;
    }
}

void SetupTab::pushSettings()
{
    if (updating_ || session_.started())
        return;
    Settings s = session_.settings();
    s.revealOnDeath = static_cast<Reveal>(revealOnDeathCombo_->currentData().toInt());
    s.investigation = static_cast<Reveal>(investigationCombo_->currentData().toInt());
    s.tie = static_cast<TieRule>(tieCombo_->currentData().toInt());
    s.curseVotes = curseSpin_->value();
    s.blessVotes = blessSpin_->value();
    s.elephantHealsItself = elephantCheck_->isChecked();
    session_.setSettings(s);
}

void SetupTab::refresh()
{
    const bool started = session_.started();
    const Settings& settings = session_.table() ? session_.table()->settings() : session_.settings();
    updating_ = true;
    roleSetCombo_->setCurrentIndex(session_.roleSet() == RoleSet::Reduced ? 1 : 0);
    seedSpin_->setValue(int(session_.seed()));
    revealOnDeathCombo_->setCurrentIndex(revealOnDeathCombo_->findData(int(settings.revealOnDeath)));
    investigationCombo_->setCurrentIndex(investigationCombo_->findData(int(settings.investigation)));
    tieCombo_->setCurrentIndex(tieCombo_->findData(int(settings.tie)));
    curseSpin_->setValue(settings.curseVotes);
    blessSpin_->setValue(settings.blessVotes);
    elephantCheck_->setChecked(settings.elephantHealsItself);
    updating_ = false;
    for (QWidget* w : std::initializer_list<QWidget*>{namesEdit_, roleSetCombo_, seedSpin_, dealButton_, redealButton_,
                                                      startButton_, revealOnDeathCombo_, investigationCombo_, tieCombo_,
                                                      curseSpin_, blessSpin_, elephantCheck_, loadSetupButton_})
        w->setEnabled(!started);
    dealTable_->setEnabled(!started);
    startButton_->setEnabled(!started && !session_.deal().empty());
    revealButton_->setEnabled(!session_.deal().empty());
    slipsButton_->setEnabled(!session_.deal().empty());

    // The night order can be read before the deal.
    // Both camps' characters where they differ (帅/将); the rulings in the tooltip.
    QStringList order;
    QStringList rulings;
    int n = 0;
    for (Role r : werewolfsetup::nightOrder(session_.game())) {
        const QString red = roleText(r, Camp::Red);
        const QString black = roleText(r, Camp::Black);
        order << QStringLiteral("%1. %2").arg(++n).arg(red == black ? red : red + QLatin1Char('/') + black);
        rulings << QStringLiteral("%1 %2").arg(red, qs(roleRule(r)));
    }
    nightOrderText_->setText(order.join(QLatin1Char('\n')));
    nightOrderText_->setToolTip(rulingTip(rulings.join(QStringLiteral(", "))));
    if (!started && session_.deal().empty())
        werewolfpage::showMessage(message_, tr("%n player(s) listed.", nullptr, int(listedNames().size())));
    refreshDealTable();
}

void SetupTab::refreshDealTable()
{
    const Game game = session_.game();
    const std::vector<Seat>& deal = session_.deal();
    updating_ = true;
    dealTable_->clear();
    dealTable_->setColumnCount(4);
    dealTable_->setHorizontalHeaderLabels({tr("Seat"), tr("Player"), tr("Camp"), tr("Role")});
    dealTable_->setRowCount(int(deal.size()));
    const std::vector<Role> roles = werewolfsetup::nightOrder(game);
    for (int row = 0; row < int(deal.size()); ++row) {
        const Seat& s = deal[std::size_t(row)];
        dealTable_->setItem(row, 0, new QTableWidgetItem(seatText(s.id)));
        dealTable_->setItem(row, 1, new QTableWidgetItem(session_.playerName(s.id)));
        // By hand: the moderator may change any camp and role; starting the
        // game asks the engine whether the deal is legal (XW-1, XW-2, CW-1).
        auto* camp = new QComboBox;
        camp->addItem(campText(game, Camp::Red), int(Camp::Red));
        camp->addItem(campText(game, Camp::Black), int(Camp::Black));
        camp->setCurrentIndex(s.camp == Camp::Black ? 1 : 0);
        dealTable_->setCellWidget(row, 2, camp);
        auto* role = new QComboBox;
        for (Role r : roles)
            role->addItem(roleText(r, s.camp), int(r));
        role->setCurrentIndex(role->findData(int(s.role)));
        dealTable_->setCellWidget(row, 3, role);
        connect(camp, &QComboBox::currentIndexChanged, this, [this, row] { dealtRoleChanged(row); });
        connect(role, &QComboBox::currentIndexChanged, this, [this, row] { dealtRoleChanged(row); });
    }
    dealTable_->resizeColumnsToContents();
    updating_ = false;
}

void SetupTab::dealtRoleChanged(int row)
{
    if (updating_)
        return;
    auto* camp = qobject_cast<QComboBox*>(dealTable_->cellWidget(row, 2));
    auto* role = qobject_cast<QComboBox*>(dealTable_->cellWidget(row, 3));
    if (camp && role) {
        const QString verdict = session_.setDealtRole(std::size_t(row), static_cast<Camp>(camp->currentData().toInt()),
                                                      static_cast<Role>(role->currentData().toInt()));
        werewolfpage::showMessage(message_, verdict, session_.lastRefusalRule());
    }
}

void SetupTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SetupTab::retranslate()
{
    const Game game = session_.game();
    updating_ = true;
    namesLabel_->setText(tr("Players, one name a line (paste a list):"));
    roleSetLabel_->setText(tr("Role set:"));
    roleSetCombo_->setItemText(0, tr("Standard (%1 players)").arg(werewolfsetup::standardPlayers(game)));
    //: XW-2: a smaller table drops roles but keeps one leader per camp
    roleSetCombo_->setItemText(1, tr("Reduced (fewer players)"));
    seedLabel_->setText(tr("Deal number:"));
    seedSpin_->setToolTip(tr("The same number deals the same roles again."));
    dealButton_->setText(tr("Deal roles at random"));
    redealButton_->setText(tr("Re-deal"));
    saveSetupButton_->setText(tr("Save as a named setup…"));
    loadSetupButton_->setText(tr("Start from a named setup…"));
    nightOrderTitle_->setText(tr("Night order:"));
    revealButton_->setText(tr("Reveal roles (pass the laptop)"));
    slipsButton_->setText(tr("Print role slips…"));
    startButton_->setText(tr("Start the game"));
    settingsLabel_->setText(tr("Settings"));
    const bool xiangqi = game == Game::Xiangqi;
    revealOnDeathLabel_->setText(tr("Dawn tells of the dead:"));
    revealOnDeathLabel_->setToolTip(rulingTip(QStringLiteral("XW-4")));
    investigationLabel_->setText(tr("Investigation shows:"));
    investigationLabel_->setToolTip(rulingTip(QStringLiteral("XW-15a")));
    for (QComboBox* c : {revealOnDeathCombo_, investigationCombo_}) {
        c->setItemText(0, tr("camp and role"));
        c->setItemText(1, tr("camp only"));
    }
    revealOnDeathCombo_->setItemText(2, tr("nothing"));
    tieLabel_->setText(tr("Tied vote:"));
    tieLabel_->setToolTip(rulingTip(xiangqi ? QStringLiteral("XW-24") : QStringLiteral("CW-17")));
    tieCombo_->setItemText(0, tr("nobody is executed"));
    tieCombo_->setItemText(1, tr("the moderator decides"));
    curseLabel_->setText(tr("Votes a curse adds:"));
    curseLabel_->setToolTip(rulingTip(xiangqi ? QStringLiteral("XW-19") : QStringLiteral("CW-12")));
    blessLabel_->setText(tr("Votes a blessing removes:"));
    blessLabel_->setToolTip(rulingTip(QStringLiteral("XW-19")));
    elephantCheck_->setText(tr("The elephant may heal itself"));
    elephantCheck_->setToolTip(rulingTip(QStringLiteral("XW-16")));
    updating_ = false;
    refresh();
}

} // namespace qiyuan::ui::werewolfpage
