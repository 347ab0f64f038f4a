#include "werewolfpage.h"

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

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Player names: one a line, or separated by commas (a pasted list).
QStringList splitNames(const QString& text)
{
    QStringList out;
    for (QString n : text.split(QRegularExpression(QStringLiteral("[\\n,，、;；\\t]")), Qt::SkipEmptyParts)) {
        n = n.trimmed();
        if (!n.isEmpty())
            out << n;
    }
    return out;
}

bool writeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

QJsonArray actionsToJson(Game g, const std::vector<Action>& actions)
{
    session::WerewolfGame probe;
    probe.game = g;
    probe.phases.emplace_back(std::in_place_type<Night>, actions);
    return werewolfGameToJson(probe).value(QLatin1String("phases")).toArray().at(0).toObject().value(QLatin1String("night")).toArray();
}

constexpr const char* SetupsGroup = "werewolf/setups";

} // namespace

WerewolfPage::WerewolfPage(Game game, QWidget* parent)
    : GamePage(parent)
    , m_game(game)
{
    setObjectName(QStringLiteral("werewolfPage-") + gameKey());
    m_seed = QRandomGenerator::global()->bounded(1, 1000000);
    auto* layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("werewolfTabs"));
    layout->addWidget(m_tabs);
    buildSetupTab();
    buildRosterTab();
    buildNightTab();
    buildDawnTab();
    buildDayTab();
    buildLogTab();
    buildLan();
    retranslateUi();
}

WerewolfPage::~WerewolfPage()
{
    delete m_publicView; // a top-level window of its own
}

QString WerewolfPage::gameKey() const
{
    return m_game == Game::Xiangqi ? QStringLiteral("werewolf-xiangqi") : QStringLiteral("werewolf-chess");
}

Style WerewolfPage::uiStyle() { return QLocale().language() == QLocale::Chinese ? ChineseStyle : EnglishStyle; }

QString WerewolfPage::roleText(Game, Role r) { return QString::fromStdString(roleName(r, uiStyle().roles)); }

QString WerewolfPage::campText(Game g, Camp c) { return QString::fromStdString(campName(g, c, uiStyle().words)); }

QString WerewolfPage::playerName(int id) const
{
    const auto it = m_names.find(id);
    return it == m_names.end() ? QString() : it->second;
}

QString WerewolfPage::notes(int id) const
{
    const auto it = m_notes.find(id);
    return it == m_notes.end() ? QString() : it->second;
}

QString WerewolfPage::playerLabel(int id) const
{
    const QString name = playerName(id);
    //: A player: name and seat number, e.g. "Li Lei (#3)"
    return name.isEmpty() ? QStringLiteral("#%1").arg(id) : tr("%1 (#%2)").arg(name).arg(id);
}

QString WerewolfPage::describe(const RuleError& e) const
{
    return QString::fromStdString(werewolf::describe(e, m_game, uiStyle()));
}

// ---- Building the tabs -------------------------------------------------------

void WerewolfPage::buildSetupTab()
{
    auto* tab = new QWidget;
    tab->setObjectName(QStringLiteral("setupTab"));
    auto* outer = new QHBoxLayout(tab);

    auto* left = new QVBoxLayout;
    m_namesLabel = new QLabel(tab);
    left->addWidget(m_namesLabel);
    m_namesEdit = new QPlainTextEdit(tab);
    m_namesEdit->setObjectName(QStringLiteral("namesEdit"));
    left->addWidget(m_namesEdit, 1);
    auto* form = new QFormLayout;
    m_roleSetLabel = new QLabel(tab);
    m_roleSetCombo = new QComboBox(tab);
    m_roleSetCombo->setObjectName(QStringLiteral("roleSetCombo"));
    m_roleSetCombo->addItem(QString(), int(RoleSet::Standard));
    m_roleSetCombo->addItem(QString(), int(RoleSet::Reduced));
    form->addRow(m_roleSetLabel, m_roleSetCombo);
    m_seedLabel = new QLabel(tab);
    m_seedSpin = new QSpinBox(tab);
    m_seedSpin->setObjectName(QStringLiteral("seedSpin"));
    m_seedSpin->setRange(1, 999999999);
    m_seedSpin->setValue(int(m_seed));
    form->addRow(m_seedLabel, m_seedSpin);
    left->addLayout(form);
    auto* dealRow = new QHBoxLayout;
    m_dealButton = new QPushButton(tab);
    m_dealButton->setObjectName(QStringLiteral("dealButton"));
    m_redealButton = new QPushButton(tab);
    m_redealButton->setObjectName(QStringLiteral("redealButton"));
    dealRow->addWidget(m_dealButton);
    dealRow->addWidget(m_redealButton);
    left->addLayout(dealRow);
    auto* setupsRow = new QHBoxLayout;
    m_saveSetupButton = new QPushButton(tab);
    m_saveSetupButton->setObjectName(QStringLiteral("saveSetupButton"));
    m_loadSetupButton = new QPushButton(tab);
    m_loadSetupButton->setObjectName(QStringLiteral("loadSetupButton"));
    setupsRow->addWidget(m_saveSetupButton);
    setupsRow->addWidget(m_loadSetupButton);
    left->addLayout(setupsRow);
    m_nightOrderTitle = new QLabel(tab);
    left->addWidget(m_nightOrderTitle);
    m_nightOrderText = new QLabel(tab);
    m_nightOrderText->setObjectName(QStringLiteral("nightOrderText"));
    m_nightOrderText->setWordWrap(true);
    m_nightOrderText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    left->addWidget(m_nightOrderText);
    outer->addLayout(left, 1);

    auto* middle = new QVBoxLayout;
    m_dealTable = new QTableWidget(tab);
    m_dealTable->setObjectName(QStringLiteral("dealTable"));
    m_dealTable->verticalHeader()->hide();
    middle->addWidget(m_dealTable, 1);
    auto* actRow = new QHBoxLayout;
    m_revealButton = new QPushButton(tab);
    m_revealButton->setObjectName(QStringLiteral("revealButton"));
    m_slipsButton = new QPushButton(tab);
    m_slipsButton->setObjectName(QStringLiteral("slipsButton"));
    m_startButton = new QPushButton(tab);
    m_startButton->setObjectName(QStringLiteral("startButton"));
    actRow->addWidget(m_revealButton);
    actRow->addWidget(m_slipsButton);
    actRow->addStretch();
    actRow->addWidget(m_startButton);
    middle->addLayout(actRow);
    m_setupMessage = new QLabel(tab);
    m_setupMessage->setObjectName(QStringLiteral("setupMessage"));
    m_setupMessage->setWordWrap(true);
    middle->addWidget(m_setupMessage);
    outer->addLayout(middle, 2);

    auto* right = new QFormLayout;
    // Each setting's field under its label: the labels are long (with their
    // ruling ids), and side by side they squeezed the choices to a few letters.
    right->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_settingsLabel = new QLabel(tab);
    right->addRow(m_settingsLabel);
    m_revealOnDeathLabel = new QLabel(tab);
    m_revealOnDeathCombo = new QComboBox(tab);
    m_revealOnDeathCombo->setObjectName(QStringLiteral("revealOnDeathCombo"));
    for (Reveal r : {Reveal::CampAndRole, Reveal::CampOnly, Reveal::Nothing})
        m_revealOnDeathCombo->addItem(QString(), int(r));
    right->addRow(m_revealOnDeathLabel, m_revealOnDeathCombo);
    m_investigationLabel = new QLabel(tab);
    m_investigationCombo = new QComboBox(tab);
    for (Reveal r : {Reveal::CampAndRole, Reveal::CampOnly})
        m_investigationCombo->addItem(QString(), int(r));
    right->addRow(m_investigationLabel, m_investigationCombo);
    m_tieLabel = new QLabel(tab);
    m_tieCombo = new QComboBox(tab);
    m_tieCombo->setObjectName(QStringLiteral("tieCombo"));
    m_tieCombo->addItem(QString(), int(TieRule::Nobody));
    m_tieCombo->addItem(QString(), int(TieRule::Moderator));
    right->addRow(m_tieLabel, m_tieCombo);
    m_curseLabel = new QLabel(tab);
    m_curseSpin = new QSpinBox(tab);
    m_curseSpin->setRange(0, 99);
    right->addRow(m_curseLabel, m_curseSpin);
    m_blessLabel = new QLabel(tab);
    m_blessSpin = new QSpinBox(tab);
    m_blessSpin->setRange(0, 99);
    right->addRow(m_blessLabel, m_blessSpin);
    m_elephantCheck = new QCheckBox(tab);
    right->addRow(m_elephantCheck);
    for (QComboBox* c : {m_revealOnDeathCombo, m_investigationCombo, m_tieCombo})
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    if (m_game == Game::Chess) {
        // The chess game follows CW-1 for what dawn tells, and has no
        // investigations, blessings or elephants of its own settings.
        for (QWidget* w : {static_cast<QWidget*>(m_revealOnDeathLabel), static_cast<QWidget*>(m_revealOnDeathCombo),
                           static_cast<QWidget*>(m_investigationLabel), static_cast<QWidget*>(m_investigationCombo),
                           static_cast<QWidget*>(m_blessLabel), static_cast<QWidget*>(m_blessSpin),
                           static_cast<QWidget*>(m_elephantCheck)})
            w->setVisible(false);
    }
    outer->addLayout(right, 1);
    m_tabs->addTab(tab, QString());

    connect(m_namesEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating && !m_table && m_deal.empty())
            m_setupMessage->setText(tr("%n player(s) listed.", nullptr, int(namesFromEdit().size())));
    });
    // The settings follow the widgets (and are saved with the session).
    auto settingChanged = [this] {
        if (m_updating || m_table)
            return;
        readSettingsWidgets();
        emit changed();
    };
    for (QComboBox* c : {m_revealOnDeathCombo, m_investigationCombo, m_tieCombo})
        connect(c, &QComboBox::currentIndexChanged, this, settingChanged);
    for (QSpinBox* sp : {m_curseSpin, m_blessSpin})
        connect(sp, &QSpinBox::valueChanged, this, settingChanged);
    connect(m_elephantCheck, &QCheckBox::toggled, this, settingChanged);
    connect(m_dealButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!dealRoles(&error))
            m_setupMessage->setText(error);
    });
    connect(m_redealButton, &QPushButton::clicked, this, [this] {
        m_seedSpin->setValue(QRandomGenerator::global()->bounded(1, 999999999));
        QString error;
        if (!dealRoles(&error))
            m_setupMessage->setText(error);
    });
    connect(m_startButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!startGame(&error))
            m_setupMessage->setText(error);
    });
    connect(m_revealButton, &QPushButton::clicked, this, &WerewolfPage::revealRoles);
    connect(m_slipsButton, &QPushButton::clicked, this, &WerewolfPage::printSlipsDialog);
    connect(m_saveSetupButton, &QPushButton::clicked, this, &WerewolfPage::saveSetupDialog);
    connect(m_loadSetupButton, &QPushButton::clicked, this, &WerewolfPage::loadSetupDialog);
    connect(m_roleSetCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_roleSet = static_cast<RoleSet>(m_roleSetCombo->currentData().toInt());
    });
}

void WerewolfPage::buildRosterTab()
{
    auto* tab = new QWidget;
    tab->setObjectName(QStringLiteral("rosterTab"));
    auto* layout = new QVBoxLayout(tab);
    m_conditionLabel = new QLabel(tab);
    m_conditionLabel->setObjectName(QStringLiteral("conditionLabel"));
    m_conditionLabel->setWordWrap(true);
    layout->addWidget(m_conditionLabel);
    m_rosterTable = new QTableWidget(tab);
    m_rosterTable->setObjectName(QStringLiteral("rosterTable"));
    m_rosterTable->verticalHeader()->hide();
    m_rosterTable->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_rosterTable, 1);
    m_publicButton = new QPushButton(tab);
    m_publicButton->setObjectName(QStringLiteral("publicButton"));
    layout->addWidget(m_publicButton, 0, Qt::AlignLeft);
    m_tabs->addTab(tab, QString());
    connect(m_publicButton, &QPushButton::clicked, this, [this] {
        WerewolfPublicView* v = publicView();
        v->show();
        v->raise();
    });
    // The moderator's notes (the last column) are kept with the session.
    connect(m_rosterTable, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_updating || item->column() != 7)
            return;
        const int id = item->data(Qt::UserRole).toInt();
        const QString text = item->text().trimmed();
        if (text.isEmpty())
            m_notes.erase(id);
        else
            m_notes[id] = text;
        emit changed();
    });
}

void WerewolfPage::buildNightTab()
{
    auto* tab = new QWidget;
    tab->setObjectName(QStringLiteral("nightTab"));
    auto* layout = new QHBoxLayout(tab);
    auto* left = new QVBoxLayout;
    m_nightTitle = new QLabel(tab);
    left->addWidget(m_nightTitle);
    auto* scroll = new QScrollArea(tab);
    scroll->setWidgetResizable(true);
    m_nightRows = new QWidget;
    m_nightRows->setObjectName(QStringLiteral("nightRows"));
    m_nightGrid = new QGridLayout(m_nightRows);
    m_nightGrid->setAlignment(Qt::AlignTop);
    scroll->setWidget(m_nightRows);
    left->addWidget(scroll, 1);
    m_nightMessage = new QLabel(tab);
    m_nightMessage->setObjectName(QStringLiteral("nightMessage"));
    m_nightMessage->setWordWrap(true);
    left->addWidget(m_nightMessage);
    layout->addLayout(left, 3);

    auto* right = new QVBoxLayout;
    m_enteredLabel = new QLabel(tab);
    right->addWidget(m_enteredLabel);
    m_enteredList = new QListWidget(tab);
    m_enteredList->setObjectName(QStringLiteral("enteredList"));
    right->addWidget(m_enteredList, 1);
    // Two by two: in one row the buttons' width squeezed the night rows.
    auto* buttons = new QGridLayout;
    m_removeLastButton = new QPushButton(tab);
    m_removeLastButton->setObjectName(QStringLiteral("removeLastButton"));
    m_resolveButton = new QPushButton(tab);
    m_resolveButton->setObjectName(QStringLiteral("resolveButton"));
    m_applyNightButton = new QPushButton(tab);
    m_applyNightButton->setObjectName(QStringLiteral("applyNightButton"));
    m_undoPhaseButton = new QPushButton(tab);
    m_undoPhaseButton->setObjectName(QStringLiteral("undoPhaseButton"));
    buttons->addWidget(m_resolveButton, 0, 0);
    buttons->addWidget(m_applyNightButton, 0, 1);
    buttons->addWidget(m_removeLastButton, 1, 0);
    buttons->addWidget(m_undoPhaseButton, 1, 1);
    right->addLayout(buttons);
    m_previewText = new QPlainTextEdit(tab);
    m_previewText->setObjectName(QStringLiteral("previewText"));
    m_previewText->setReadOnly(true);
    right->addWidget(m_previewText, 2);
    layout->addLayout(right, 2);
    m_tabs->addTab(tab, QString());

    connect(m_removeLastButton, &QPushButton::clicked, this, [this] {
        if (m_tonight.empty())
            return;
        m_tonight.pop_back();
        m_previewShown = false;
        stepDone();
    });
    connect(m_resolveButton, &QPushButton::clicked, this, &WerewolfPage::showPreview);
    connect(m_applyNightButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!applyNight(&error))
            m_nightMessage->setText(error);
    });
    connect(m_undoPhaseButton, &QPushButton::clicked, this, [this] { undoPhase(); });
}

void WerewolfPage::buildDawnTab()
{
    auto* tab = new QWidget;
    tab->setObjectName(QStringLiteral("dawnTab"));
    auto* layout = new QVBoxLayout(tab);
    m_dawnTitle = new QLabel(tab);
    layout->addWidget(m_dawnTitle);
    auto addText = [&](QLabel*& label, QPlainTextEdit*& edit, QPushButton** copy, const char* name) {
        auto* row = new QHBoxLayout;
        label = new QLabel(tab);
        row->addWidget(label);
        row->addStretch();
        if (copy) {
            *copy = new QPushButton(tab);
            row->addWidget(*copy);
        }
        layout->addLayout(row);
        edit = new QPlainTextEdit(tab);
        edit->setObjectName(QLatin1String(name));
        edit->setReadOnly(true);
        layout->addWidget(edit, 1);
    };
    addText(m_englishLabel, m_dawnEnglish, &m_copyEnglish, "dawnEnglish");
    addText(m_chineseLabel, m_dawnChinese, &m_copyChinese, "dawnChinese");
    addText(m_messagesLabel, m_messagesText, nullptr, "dawnMessages");
    m_deathsLabel = new QLabel(tab);
    m_deathsLabel->setObjectName(QStringLiteral("dawnDeaths"));
    m_deathsLabel->setWordWrap(true);
    layout->addWidget(m_deathsLabel);
    m_tabs->addTab(tab, QString());
    connect(m_copyEnglish, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_dawnEnglish->toPlainText()); });
    connect(m_copyChinese, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_dawnChinese->toPlainText()); });
}

void WerewolfPage::buildDayTab()
{
    auto* tab = new QWidget;
    tab->setObjectName(QStringLiteral("dayTab"));
    auto* layout = new QHBoxLayout(tab);
    m_voteTable = new QTableWidget(tab);
    m_voteTable->setObjectName(QStringLiteral("voteTable"));
    m_voteTable->verticalHeader()->hide();
    m_voteTable->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_voteTable, 3);
    auto* right = new QVBoxLayout;
    auto* form = new QFormLayout;
    m_decisionLabel = new QLabel(tab);
    m_decisionCombo = new QComboBox(tab);
    m_decisionCombo->setObjectName(QStringLiteral("decisionCombo"));
    form->addRow(m_decisionLabel, m_decisionCombo);
    right->addLayout(form);
    auto* buttons = new QHBoxLayout;
    m_tallyButton = new QPushButton(tab);
    m_tallyButton->setObjectName(QStringLiteral("tallyButton"));
    m_executeButton = new QPushButton(tab);
    m_executeButton->setObjectName(QStringLiteral("executeButton"));
    buttons->addWidget(m_tallyButton);
    buttons->addWidget(m_executeButton);
    right->addLayout(buttons);
    m_tallyText = new QPlainTextEdit(tab);
    m_tallyText->setObjectName(QStringLiteral("tallyText"));
    m_tallyText->setReadOnly(true);
    right->addWidget(m_tallyText, 1);
    m_dayMessage = new QLabel(tab);
    m_dayMessage->setObjectName(QStringLiteral("dayMessage"));
    m_dayMessage->setWordWrap(true);
    right->addWidget(m_dayMessage);
    layout->addLayout(right, 2);
    m_tabs->addTab(tab, QString());
    connect(m_tallyButton, &QPushButton::clicked, this, &WerewolfPage::showTally);
    connect(m_executeButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!applyDay(dayFromWidgets(), &error))
            m_dayMessage->setText(error);
    });
}

void WerewolfPage::buildLogTab()
{
    auto* tab = new QWidget;
    tab->setObjectName(QStringLiteral("logTab"));
    auto* layout = new QHBoxLayout(tab);
    auto* left = new QVBoxLayout;
    m_logText = new QPlainTextEdit(tab);
    m_logText->setObjectName(QStringLiteral("logText"));
    m_logText->setReadOnly(true);
    left->addWidget(m_logText, 1);
    auto* exportRow = new QHBoxLayout;
    m_exportTextButton = new QPushButton(tab);
    m_exportJsonButton = new QPushButton(tab);
    exportRow->addWidget(m_exportTextButton);
    exportRow->addWidget(m_exportJsonButton);
    exportRow->addStretch();
    left->addLayout(exportRow);
    layout->addLayout(left, 3);

    auto* right = new QVBoxLayout;
    m_overrideTitle = new QLabel(tab);
    m_overrideTitle->setWordWrap(true);
    right->addWidget(m_overrideTitle);
    m_overridePlayer = new QComboBox(tab);
    m_overridePlayer->setObjectName(QStringLiteral("overridePlayer"));
    right->addWidget(m_overridePlayer);
    m_overrideAlive = new QCheckBox(tab);
    m_overrideAlive->setObjectName(QStringLiteral("overrideAlive"));
    right->addWidget(m_overrideAlive);
    m_overrideReason = new QLineEdit(tab);
    m_overrideReason->setObjectName(QStringLiteral("overrideReason"));
    right->addWidget(m_overrideReason);
    m_overrideButton = new QPushButton(tab);
    m_overrideButton->setObjectName(QStringLiteral("overrideButton"));
    right->addWidget(m_overrideButton);
    m_overrideMessage = new QLabel(tab);
    m_overrideMessage->setObjectName(QStringLiteral("overrideMessage"));
    m_overrideMessage->setWordWrap(true);
    right->addWidget(m_overrideMessage);
    m_revealTitle = new QLabel(tab);
    right->addWidget(m_revealTitle);
    m_revealTable = new QTableWidget(tab);
    m_revealTable->setObjectName(QStringLiteral("revealTable"));
    m_revealTable->verticalHeader()->hide();
    m_revealTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    right->addWidget(m_revealTable, 1);
    layout->addLayout(right, 2);
    m_tabs->addTab(tab, QString());
    // The session reopens on the tab where it was.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (!m_updating)
            emit changed();
    });

    connect(m_overrideButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!applyOverride(m_overridePlayer->currentData().toInt(), m_overrideAlive->isChecked(),
                           m_overrideReason->text(), &error))
            m_overrideMessage->setText(error);
    });
    connect(m_exportTextButton, &QPushButton::clicked, this, &WerewolfPage::exportLog);
    connect(m_exportJsonButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the log as JSON"), QString(),
                                                          tr("JSON files (*.json)"));
        QString error;
        if (!path.isEmpty() && !exportLogJson(path, &error))
            emit statusMessage(tr("Could not export the log: %1").arg(error));
    });
}

void WerewolfPage::retranslateUi()
{
    m_updating = true;
    m_tabs->setTabText(SetupTab, tr("Setup"));
    m_tabs->setTabText(RosterTab, tr("Roster"));
    m_tabs->setTabText(NightTab, tr("Night"));
    m_tabs->setTabText(DawnTab, tr("Dawn"));
    m_tabs->setTabText(DayTab, tr("Day"));
    m_tabs->setTabText(LogTab, tr("Log"));
    m_namesLabel->setText(tr("Players, one name a line (paste a list):"));
    m_roleSetLabel->setText(tr("Role set:"));
    m_roleSetCombo->setItemText(0, tr("Standard (%1 players)").arg(werewolfsetup::standardPlayers(m_game)));
    //: XW-2: a smaller table drops roles but keeps one leader per camp
    m_roleSetCombo->setItemText(1, tr("Reduced (fewer players)"));
    m_seedLabel->setText(tr("Deal number:"));
    m_seedSpin->setToolTip(tr("The same number deals the same roles again."));
    m_dealButton->setText(tr("Deal roles at random"));
    m_redealButton->setText(tr("Re-deal"));
    m_saveSetupButton->setText(tr("Save as a named setup…"));
    m_loadSetupButton->setText(tr("Start from a named setup…"));
    m_nightOrderTitle->setText(tr("Night order:"));
    m_revealButton->setText(tr("Reveal roles (pass the laptop)"));
    m_slipsButton->setText(tr("Print role slips…"));
    m_startButton->setText(tr("Start the game"));
    m_settingsLabel->setText(tr("Settings"));
    m_revealOnDeathLabel->setText(tr("Dawn tells of the dead (XW-4):"));
    m_investigationLabel->setText(tr("Investigation shows (XW-15a):"));
    for (QComboBox* c : {m_revealOnDeathCombo, m_investigationCombo}) {
        c->setItemText(0, tr("camp and role"));
        c->setItemText(1, tr("camp only"));
    }
    m_revealOnDeathCombo->setItemText(2, tr("nothing"));
    m_tieLabel->setText(m_game == Game::Xiangqi ? tr("Tied vote (XW-24):") : tr("Tied vote (CW-17):"));
    m_tieCombo->setItemText(0, tr("nobody is executed"));
    m_tieCombo->setItemText(1, tr("the moderator decides"));
    m_curseLabel->setText(m_game == Game::Xiangqi ? tr("Votes a curse adds (XW-19):") : tr("Votes a curse adds (CW-12):"));
    m_blessLabel->setText(tr("Votes a blessing removes (XW-19):"));
    m_elephantCheck->setText(tr("The elephant may heal itself (XW-16)"));
    m_publicButton->setText(tr("Open the public view"));
    m_enteredLabel->setText(tr("Entered tonight, in order:"));
    m_removeLastButton->setText(tr("Remove the last entry"));
    m_resolveButton->setText(tr("Resolve"));
    m_applyNightButton->setText(tr("Apply the night"));
    m_undoPhaseButton->setText(tr("Undo the last phase"));
    m_englishLabel->setText(tr("Announcement (English):"));
    m_chineseLabel->setText(tr("Announcement (Chinese):"));
    m_copyEnglish->setText(tr("Copy"));
    m_copyChinese->setText(tr("Copy"));
    m_messagesLabel->setText(tr("Private messages to send:"));
    m_decisionLabel->setText(tr("On a tie, the moderator executes:"));
    m_tallyButton->setText(tr("Count the votes"));
    m_executeButton->setText(tr("Apply the vote"));
    m_exportTextButton->setText(tr("Export the log as text…"));
    m_exportJsonButton->setText(tr("Export the log as JSON…"));
    m_overrideTitle->setText(m_game == Game::Xiangqi ? tr("Moderator's override (XW-25): set a player dead or alive, with a reason")
                                                     : tr("Moderator's override (CW-18): set a player dead or alive, with a reason"));
    m_overrideAlive->setText(tr("alive after the override"));
    m_overrideReason->setPlaceholderText(tr("Reason (required)"));
    m_overrideButton->setText(tr("Apply the override"));
    m_revealTitle->setText(tr("All roles:"));
    retranslateLan();
    m_updating = false;
    refreshAll();
}

void WerewolfPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    GamePage::changeEvent(event);
}

// ---- Refreshing ----------------------------------------------------------

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

namespace {

QStringList statusTexts(const Table& t, const Player& p)
{
    QStringList out;
    const State& s = t.state();
    if (!t.results().empty() && t.results().back().kind == PhaseKind::Night) {
        const PhaseResult& r = t.results().back();
        if (std::binary_search(r.invincible.begin(), r.invincible.end(), p.id))
            out << WerewolfPage::tr("invincible");
        if (std::binary_search(r.imprisoned.begin(), r.imprisoned.end(), p.id))
            out << WerewolfPage::tr("imprisoned");
    }
    auto marked = [&](const std::vector<Mark>& marks) {
        return std::any_of(marks.begin(), marks.end(), [&](const Mark& m) { return m.player == p.id; });
    };
    if (marked(s.carry.curses))
        out << WerewolfPage::tr("cursed");
    if (marked(s.carry.blessings))
        out << WerewolfPage::tr("blessed");
    if (marked(s.carry.pardons))
        out << WerewolfPage::tr("pardoned");
    if (marked(s.carry.substitutes))
        out << WerewolfPage::tr("named substitute");
    if (p.promoted)
        out << WerewolfPage::tr("promoted");
    if (p.rested)
        out << WerewolfPage::tr("rested");
    if (p.mustPromote)
        out << WerewolfPage::tr("must promote");
    if (p.coverNights > 0)
        out << WerewolfPage::tr("%n cover night(s)", nullptr, p.coverNights);
    return out;
}

} // namespace

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

// ---- Actions -----------------------------------------------------------------

QStringList WerewolfPage::namesFromEdit() const { return splitNames(m_namesEdit->toPlainText()); }

void WerewolfPage::setNames(const QStringList& names) { m_namesEdit->setPlainText(names.join(QLatin1Char('\n'))); }

bool WerewolfPage::dealRoles(QString* error)
{
    if (m_table) {
        if (error)
            *error = tr("The game has started: start a new game to deal again.");
        return false;
    }
    const QStringList names = namesFromEdit();
    m_roleSet = static_cast<RoleSet>(m_roleSetCombo->currentData().toInt());
    m_seed = std::uint64_t(m_seedSpin->value());
    const int full = werewolfsetup::standardPlayers(m_game);
    std::vector<Seat> seats = werewolfsetup::deal(m_game, m_roleSet, int(names.size()), m_seed);
    if (seats.empty()) {
        if (error)
            *error = m_roleSet == RoleSet::Standard
                ? tr("The standard role set needs exactly %1 players; %2 are listed. Choose the reduced set for a smaller table.")
                      .arg(full)
                      .arg(names.size())
                : tr("A reduced table needs 2 to %1 players; %2 are listed.").arg(full).arg(names.size());
        return false;
    }
    readSettingsWidgets();
    m_deal = std::move(seats);
    m_names.clear();
    for (int i = 0; i < names.size(); ++i)
        m_names[i + 1] = names[i];
    refreshSetup();
    m_setupMessage->setText(tr("Roles dealt (deal number %1). Reveal them to each player privately.").arg(m_seed));
    emit changed();
    return true;
}

bool WerewolfPage::startGame(QString* error)
{
    if (m_table)
        return true;
    if (m_deal.empty()) {
        if (error)
            *error = tr("Deal the roles first.");
        return false;
    }
    readSettingsWidgets();
    readDealTable();
    RuleError why;
    auto table = Table::create(m_game, m_settings, m_deal, &why);
    if (!table) {
        if (error)
            *error = describe(why);
        return false;
    }
    m_table = std::move(table);
    m_tonight.clear();
    m_previewShown = false;
    m_setupMessage->setText(tr("The game has started."));
    m_tabs->setCurrentIndex(NightTab);
    stepDone();
    return true;
}

bool WerewolfPage::enterAction(const Action& a, QString* error)
{
    if (!m_table) {
        if (error)
            *error = tr("The game has not started.");
        return false;
    }
    if (auto e = m_table->check(m_tonight, a)) {
        if (error)
            *error = describe(*e);
        return false;
    }
    m_tonight.push_back(a);
    m_previewShown = false;
    m_nightMessage->clear();
    stepDone();
    return true;
}

bool WerewolfPage::applyNight(QString* error)
{
    if (!m_table)
        return false;
    if (auto e = m_table->commit(Night{m_tonight})) {
        if (error)
            *error = describe(*e);
        return false;
    }
    m_tonight.clear();
    m_previewShown = false;
    m_nightMessage->clear();
    m_tabs->setCurrentIndex(DawnTab);
    stepDone();
    return true;
}

bool WerewolfPage::undoPhase()
{
    if (!m_table || m_table->phases().empty())
        return false;
    const Phase last = m_table->phases().back();
    m_table->undo();
    // An undone night comes back as entries to correct.
    if (kindOf(last) == PhaseKind::Night)
        m_tonight = std::get<Night>(last).actions;
    m_previewShown = false;
    stepDone();
    return true;
}

bool WerewolfPage::applyDay(const Day& day, QString* error)
{
    if (!m_table)
        return false;
    if (auto e = m_table->commit(day)) {
        if (error)
            *error = describe(*e);
        return false;
    }
    const PhaseResult& r = m_table->results().back();
    stepDone();
    m_dayMessage->setText(QString::fromStdString(announcement(r, m_game, uiStyle())));
    return true;
}

bool WerewolfPage::applyOverride(int player, bool alive, const QString& reason, QString* error)
{
    if (!m_table)
        return false;
    if (auto e = m_table->commit(Override{player, alive, reason.toStdString()})) {
        if (error)
            *error = describe(*e);
        return false;
    }
    m_overrideReason->clear();
    m_overrideMessage->clear();
    stepDone();
    return true;
}

void WerewolfPage::stepDone()
{
    refreshAll();
    emit changed();
}

void WerewolfPage::revealRoles()
{
    QList<WerewolfRevealDialog::Card> cards;
    for (const Seat& s : m_deal)
        cards.append({playerLabel(s.id), campText(m_game, s.camp) + QLatin1Char(' ') + roleText(m_game, s.role),
                      tr("Your role's ruling: %1").arg(qs(roleRule(s.role)))});
    WerewolfRevealDialog dialog(cards, this);
    dialog.setWindowState(Qt::WindowFullScreen);
    dialog.exec();
}

bool WerewolfPage::printSlips(const QString& pdfPath, QString* error) const
{
    if (m_deal.empty()) {
        if (error)
            *error = tr("Deal the roles first.");
        return false;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(pdfPath);
    printer.setPageSize(QPageSize(QPageSize::A6));
    QPainter painter;
    if (!painter.begin(&printer)) {
        if (error)
            *error = tr("Cannot write %1.").arg(pdfPath);
        return false;
    }
    const QRect page = printer.pageLayout().paintRectPixels(printer.resolution());
    const QRect area(0, 0, page.width(), page.height());
    for (std::size_t i = 0; i < m_deal.size(); ++i) {
        const Seat& s = m_deal[i];
        if (i > 0)
            printer.newPage();
        QFont f = painter.font();
        f.setPointSize(14);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, 0, 0, -area.height() * 2 / 3), Qt::AlignCenter | Qt::TextWordWrap, playerLabel(s.id));
        f.setPointSize(28);
        painter.setFont(f);
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                         campText(m_game, s.camp) + QLatin1Char('\n') + roleText(m_game, s.role));
        f.setPointSize(10);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, area.height() * 2 / 3, 0, 0), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Keep this slip secret. Your role's ruling: %1").arg(qs(roleRule(s.role))));
    }
    painter.end();
    return true;
}

void WerewolfPage::printSlipsDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Print role slips"), QString(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!printSlips(path, &error))
        m_setupMessage->setText(error);
    else
        m_setupMessage->setText(tr("Role slips written to %1.").arg(path));
}

bool WerewolfPage::exportLogText(const QString& path, QString* error) const
{
    return writeFile(path, logText().toUtf8() + '\n', error);
}

bool WerewolfPage::exportLogJson(const QString& path, QString* error) const
{
    if (!m_table) {
        if (error)
            *error = tr("The game has not started.");
        return false;
    }
    session::WerewolfGame g{m_game, m_table->settings(), m_table->seats(), m_names, m_table->phases()};
    QJsonObject out{{"session", werewolfGameToJson(g)}, {"outcome", session::tableToJson(*m_table, uiStyle())}};
    return writeFile(path, QJsonDocument(out).toJson(), error);
}

void WerewolfPage::exportLog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the log as text"), QString(), tr("Text files (*.txt)"));
    QString error;
    if (!path.isEmpty() && !exportLogText(path, &error))
        emit statusMessage(tr("Could not export the log: %1").arg(error));
}

// ---- Named setups ----------------------------------------------------------

QStringList WerewolfPage::savedSetups() const
{
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey());
    return settings.childGroups();
}

bool WerewolfPage::saveSetup(const QString& name)
{
    const QString key = name.trimmed();
    if (key.isEmpty() || key.contains(QLatin1Char('/')))
        return false;
    readSettingsWidgets();
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey() + QLatin1Char('/') + key);
    QStringList names = namesFromEdit();
    if (m_table) { // the group as it was seated
        names.clear();
        for (const Seat& s : m_table->seats())
            names << playerName(s.id);
    }
    settings.setValue(QStringLiteral("names"), names);
    settings.setValue(QStringLiteral("roleSet"), m_roleSet == RoleSet::Reduced ? QStringLiteral("reduced") : QStringLiteral("standard"));
    session::WerewolfGame g{m_game, m_table ? m_table->settings() : m_settings, {}, {}, {}};
    settings.setValue(QStringLiteral("settings"),
                      QString::fromUtf8(QJsonDocument(werewolfGameToJson(g).value(QLatin1String("settings")).toObject()).toJson(QJsonDocument::Compact)));
    return true;
}

bool WerewolfPage::loadSetup(const QString& name)
{
    if (!savedSetups().contains(name))
        return false;
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey() + QLatin1Char('/') + name);
    // A new game with the same group: the running one is left to the main
    // window's New (which asks first); here the setup starts over.
    m_table.reset();
    m_tonight.clear();
    m_notes.clear();
    m_deal.clear();
    m_names.clear();
    m_roleSet = settings.value(QStringLiteral("roleSet")).toString() == QLatin1String("reduced") ? RoleSet::Reduced : RoleSet::Standard;
    // The settings go through the file reader, so a damaged entry gives the defaults.
    const QJsonObject s = QJsonDocument::fromJson(settings.value(QStringLiteral("settings")).toString().toUtf8()).object();
    session::WerewolfGame probe{m_game, {}, {}, {}, {}};
    QJsonObject file = werewolfGameToJson(probe);
    file.insert(QStringLiteral("settings"), s);
    m_settings = session::readWerewolfGame(QJsonDocument(file).toJson()).value_or(probe).settings;
    m_updating = true;
    setNames(settings.value(QStringLiteral("names")).toStringList());
    m_seedSpin->setValue(QRandomGenerator::global()->bounded(1, 999999999));
    m_updating = false;
    m_tabs->setCurrentIndex(SetupTab);
    refreshAll();
    // One step: the same group is dealt new roles at once, ready to reveal.
    QString error;
    if (!dealRoles(&error))
        m_setupMessage->setText(error);
    emit changed();
    return true;
}

void WerewolfPage::saveSetupDialog()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save as a named setup"), tr("Name of the setup:"), QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    m_setupMessage->setText(saveSetup(name) ? tr("Setup \"%1\" saved.").arg(name.trimmed())
                                            : tr("A setup needs a name without \"/\"."));
}

void WerewolfPage::loadSetupDialog()
{
    const QStringList names = savedSetups();
    if (names.isEmpty()) {
        m_setupMessage->setText(tr("No named setups yet."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Start from a named setup"), tr("Setup:"), names, 0, false, &ok);
    if (ok)
        loadSetup(name);
}

WerewolfPublicView* WerewolfPage::publicView()
{
    if (!m_publicView)
        m_publicView = new WerewolfPublicView(this);
    m_publicView->refresh();
    return m_publicView;
}

// ---- GamePage ------------------------------------------------------------------

bool WerewolfPage::startNew(const QString& variantKey, PlayMode mode)
{
    if (!variantKey.isEmpty() && variantKey != gameKey())
        return false;
    if (mode == PlayMode::LanJoin)
        return joinAsPlayer();
    leavePlayerView();
    // The group stays: only the deal and the game start over.
    QStringList names;
    if (m_table)
        for (const Seat& s : m_table->seats())
            names << playerName(s.id);
    m_table.reset();
    m_tonight.clear();
    m_notes.clear();
    m_deal.clear();
    m_previewShown = false;
    if (!names.isEmpty()) {
        m_updating = true;
        setNames(names);
        m_updating = false;
    }
    m_names.clear();
    m_tabs->setCurrentIndex(SetupTab);
    stepDone();
    // "Host on LAN" from the start page: the same setup, with the players let
    // in from their own computers at once (the room code is on the Roster tab).
    if (mode == PlayMode::LanHost && m_lanCheck && !m_lanCheck->isChecked())
        m_lanCheck->setChecked(true);
    return true;
}

bool WerewolfPage::hasProgress() const { return m_table.has_value() || !m_deal.empty(); }

bool WerewolfPage::isFinished() const { return m_table && m_table->state().over; }

QString WerewolfPage::progressSummary() const
{
    if (!m_table)
        //: A role game whose roles are dealt but whose first night has not come
        return tr("%n player(s) · roles dealt", nullptr, int(m_deal.size()));
    const State& st = m_table->state();
    //: A role game in progress: %n players, then how many nights and day votes are behind
    return tr("%n player(s)", nullptr, int(st.players.size())) + QStringLiteral(" · ")
        + tr("night %1, day %2").arg(st.nights).arg(st.days);
}

bool WerewolfPage::canUndo() const { return m_table && !m_table->phases().empty(); }

void WerewolfPage::undo() { undoPhase(); }

QString WerewolfPage::fileFilter() const
{
    return m_game == Game::Xiangqi ? tr("Xiangqi role game sessions (*.json)") : tr("Chess role game sessions (*.json)");
}

bool WerewolfPage::claimsFile(const QByteArray& head, const QString& path) const
{
    Q_UNUSED(path);
    static const QRegularExpression re(QStringLiteral("\"game\"\\s*:\\s*\"([a-z]+)\""));
    const auto m = re.match(QString::fromUtf8(head));
    return m.hasMatch() && m.captured(1) == qs(werewolf::gameKey(m_game));
}

void WerewolfPage::setFromSession(Game g, const Settings& s, const std::vector<Seat>& seats,
                                  const std::map<int, QString>& names, Table table)
{
    Q_UNUSED(g);
    m_settings = s;
    m_deal = seats;
    m_names = names;
    m_table = std::move(table);
    m_tonight.clear();
    m_notes.clear();
    m_previewShown = false;
    QStringList list;
    for (const Seat& seat : seats)
        list << playerName(seat.id);
    m_updating = true;
    setNames(list);
    m_updating = false;
}

bool WerewolfPage::openFile(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    QString why;
    const auto game = session::readWerewolfGame(f.readAll(), &why);
    if (!game) {
        if (error)
            *error = why;
        return false;
    }
    if (game->game != m_game) {
        if (error)
            *error = tr("This file is a session of the other role game.");
        return false;
    }
    RuleError rule;
    int failed = -1;
    auto table = Table::restore(game->game, game->settings, game->seats, game->phases, &rule, &failed);
    if (!table) {
        if (error)
            *error = failed < 0 ? describe(rule)
                                : session::refusalText(rule, failed, game->phases[std::size_t(failed)],
                                                       Table::restore(game->game, game->settings, game->seats,
                                                                      {game->phases.begin(), game->phases.begin() + failed})
                                                           ->state(),
                                                       uiStyle());
        return false;
    }
    setFromSession(game->game, game->settings, game->seats, game->names, std::move(*table));
    m_tabs->setCurrentIndex(RosterTab);
    stepDone();
    return true;
}

bool WerewolfPage::saveFile(const QString& path, QString* error)
{
    if (!m_table) {
        // A deal already revealed must not be lost: it is saved as a game
        // before night 1, once the engine accepts it.
        if (m_deal.empty()) {
            if (error)
                *error = tr("Deal the roles first.");
            return false;
        }
        if (auto e = checkSetup(m_game, m_settings, m_deal)) {
            if (error)
                *error = describe(*e);
            return false;
        }
    }
    session::WerewolfGame g{m_game, m_table ? m_table->settings() : m_settings, m_table ? m_table->seats() : m_deal,
                            m_names, m_table ? m_table->phases() : std::vector<Phase>{}};
    return writeFile(path, QJsonDocument(werewolfGameToJson(g)).toJson(), error);
}

QJsonObject WerewolfPage::snapshot() const
{
    QJsonObject out;
    out.insert(QStringLiteral("names"), QJsonArray::fromStringList(namesFromEdit()));
    out.insert(QStringLiteral("roleSet"), m_roleSet == RoleSet::Reduced ? QStringLiteral("reduced") : QStringLiteral("standard"));
    out.insert(QStringLiteral("seed"), QString::number(m_seed));
    out.insert(QStringLiteral("started"), m_table.has_value());
    out.insert(QStringLiteral("tab"), m_tabs->currentIndex());
    if (!m_deal.empty()) {
        session::WerewolfGame g{m_game, m_table ? m_table->settings() : m_settings, m_table ? m_table->seats() : m_deal,
                                m_names, m_table ? m_table->phases() : std::vector<Phase>{}};
        out.insert(QStringLiteral("session"), werewolfGameToJson(g));
    }
    out.insert(QStringLiteral("tonight"), actionsToJson(m_game, m_tonight));
    QJsonObject notes;
    for (const auto& [id, text] : m_notes)
        notes.insert(QString::number(id), text);
    out.insert(QStringLiteral("notes"), notes);
    return out;
}

bool WerewolfPage::restoreSnapshot(const QJsonObject& data, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    std::optional<session::WerewolfGame> game;
    if (data.contains(QLatin1String("session"))) {
        QString why;
        game = session::readWerewolfGame(QJsonDocument(data.value(QLatin1String("session")).toObject()).toJson(), &why);
        if (!game)
            return fail(why);
        if (game->game != m_game)
            return fail(tr("This file is a session of the other role game."));
    }
    std::optional<Table> table;
    std::vector<Action> tonight;
    if (data.value(QLatin1String("started")).toBool()) {
        if (!game)
            return fail(tr("The saved session has no players."));
        RuleError rule;
        table = Table::restore(game->game, game->settings, game->seats, game->phases, &rule);
        if (!table)
            return fail(describe(rule));
        // Tonight's entries are read back through the session reader too.
        session::WerewolfGame probe{m_game, game->settings, game->seats, {}, {}};
        QJsonObject file = werewolfGameToJson(probe);
        file.insert(QStringLiteral("phases"), QJsonArray{QJsonObject{{"night", data.value(QLatin1String("tonight")).toArray()}}});
        QString why;
        const auto entries = session::readWerewolfGame(QJsonDocument(file).toJson(), &why);
        if (!entries)
            return fail(why);
        tonight = std::get<Night>(entries->phases.at(0)).actions;
    }
    bool seedOk = false;
    const std::uint64_t seed = data.value(QLatin1String("seed")).toString().toULongLong(&seedOk);

    // Everything is read: now the page changes.
    m_table = std::move(table);
    m_deal = game ? game->seats : std::vector<Seat>{};
    m_names = game ? game->names : std::map<int, QString>{};
    m_settings = game ? game->settings : Settings{};
    m_tonight = std::move(tonight);
    m_previewShown = false;
    m_roleSet = data.value(QLatin1String("roleSet")).toString() == QLatin1String("reduced") ? RoleSet::Reduced : RoleSet::Standard;
    if (seedOk && seed > 0)
        m_seed = seed;
    m_notes.clear();
    const QJsonObject notes = data.value(QLatin1String("notes")).toObject();
    for (auto it = notes.begin(); it != notes.end(); ++it)
        if (const int id = it.key().toInt(); id > 0 && !it.value().toString().isEmpty())
            m_notes[id] = it.value().toString();
    QStringList names;
    for (const QJsonValue& v : data.value(QLatin1String("names")).toArray())
        names << v.toString();
    m_updating = true;
    setNames(names);
    m_updating = false;
    refreshAll();
    const int tab = data.value(QLatin1String("tab")).toInt(SetupTab);
    m_tabs->setCurrentIndex(tab >= 0 && tab < m_tabs->count() ? tab : SetupTab);
    return true;
}

} // namespace qiyuan::ui
