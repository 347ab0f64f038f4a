// The role-game page's six tabs (setup, roster, night, dawn, day, log): their widgets and their words in the UI language.
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

} // namespace qiyuan::ui
