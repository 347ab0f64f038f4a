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

void WerewolfPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    GamePage::changeEvent(event);
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

} // namespace qiyuan::ui
