#include "werewolfpage.h"
#include "werewolfpagehelpers.h"
#include "werewolf/roletext.h"

#include "dawntab.h"
#include "daytab.h"
#include "logtab.h"
#include "narrator.h"
#include "nighttab.h"
#include "publicview.h"
#include "revealdialog.h"
#include "rostertab.h"
#include "setuptab.h"
#include "timerpanel.h"

#include "net/werewolfhost.h"

#include <QApplication>
#include <QCheckBox>
#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;
using namespace werewolfpage;

WerewolfPage::WerewolfPage(Game game, QWidget* parent)
    : GamePage(parent)
    , m_session(game)
{
    setObjectName(QStringLiteral("werewolfPage-") + gameKey());
    auto* layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("werewolfTabs"));
    layout->addWidget(m_tabs);
    m_narrator = new WerewolfNarrator(this);
    m_narratorBar = new WerewolfNarratorBar(m_narrator, &m_session, this);
    layout->addWidget(m_narratorBar);
    m_timerVoice = new WerewolfTimerVoice(m_narrator, &m_session, this); // calls the speakers, sounds the end
    // The tabs follow the session first; followStep() then refreshes what
    // depends on them (the public view, the LAN host) and autosaves.
    m_setupTab = new werewolfpage::SetupTab(m_session);
    m_rosterTab = new werewolfpage::RosterTab(m_session);
    m_nightTab = new werewolfpage::NightTab(m_session);
    m_dawnTab = new werewolfpage::DawnTab(m_session);
    m_dayTab = new werewolfpage::DayTab(m_session);
    m_logTab = new werewolfpage::LogTab(m_session);
    for (QWidget* tab : std::initializer_list<QWidget*>{m_setupTab, m_rosterTab, m_nightTab, m_dawnTab, m_dayTab, m_logTab})
        m_tabs->addTab(tab, QString());
    connect(&m_session, &ModeratorSession::stepped, this, &WerewolfPage::followStep);
    // A vote set in the day tab or by a player: a public day's tally goes out, the LAN list counts it.
    connect(&m_session, &ModeratorSession::votesChanged, this, &WerewolfPage::syncLan);
    connect(&m_session, &ModeratorSession::edited, this, [this] {
        if (!m_updating)
            emit changed();
    });
    connect(m_setupTab, &werewolfpage::SetupTab::revealRequested, this, &WerewolfPage::revealRoles);
    connect(m_setupTab, &werewolfpage::SetupTab::slipsRequested, this, &WerewolfPage::printSlipsDialog);
    connect(m_setupTab, &werewolfpage::SetupTab::saveSetupRequested, this, &WerewolfPage::saveSetupDialog);
    connect(m_setupTab, &werewolfpage::SetupTab::loadSetupRequested, this, &WerewolfPage::loadSetupDialog);
    connect(m_rosterTab, &werewolfpage::RosterTab::publicViewRequested, this, [this] {
        publicView()->present();
    });
    connect(m_logTab, &werewolfpage::LogTab::exportTextRequested, this, &WerewolfPage::exportLog);
    connect(m_logTab, &werewolfpage::LogTab::exportJsonRequested, this, &WerewolfPage::exportLogJsonDialog);
    // The session reopens on the tab where it was.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (!m_updating)
            emit changed();
    });
    buildLan();
    retranslateUi();
}

WerewolfPage::~WerewolfPage()
{
    delete m_publicView; // a top-level window of its own
}

QString WerewolfPage::gameKey() const
{
    return game() == Game::Xiangqi ? QStringLiteral("werewolf-xiangqi") : QStringLiteral("werewolf-chess");
}

Style WerewolfPage::uiStyle() { return werewolfpage::uiStyle(); }

QString WerewolfPage::roleText(Game, Role r) { return werewolfpage::roleText(r); }

QString WerewolfPage::campText(Game g, Camp c) { return werewolfpage::campText(g, c); }

void WerewolfPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    GamePage::changeEvent(event);
}

void WerewolfPage::retranslateUi()
{
    m_tabs->setTabText(SetupTab, tr("Setup"));
    m_tabs->setTabText(RosterTab, tr("Roster"));
    m_tabs->setTabText(NightTab, tr("Night"));
    m_tabs->setTabText(DawnTab, tr("Dawn"));
    m_tabs->setTabText(DayTab, tr("Day"));
    m_tabs->setTabText(LogTab, tr("Log"));
    retranslateLan();
}

// ---- Steps, as the buttons do them -----------------------------------------------

void WerewolfPage::setNames(const QStringList& names) { m_setupTab->setListedNames(names); }

bool WerewolfPage::dealRoles(QString* error) { return m_setupTab->deal(error); }

bool WerewolfPage::startGame(QString* error) { return m_setupTab->start(error); }

bool WerewolfPage::enterAction(const Action& a, QString* error) { return m_session.enterAction(a, error); }

bool WerewolfPage::applyNight(QString* error) { return m_session.applyNight(error); }

bool WerewolfPage::undoPhase() { return m_session.undoPhase(); }

bool WerewolfPage::applyDay(const Day& day, QString* error) { return m_session.applyDay(day, error); }

bool WerewolfPage::applyOverride(int player, bool alive, const QString& reason, QString* error)
{
    return m_session.applyOverride(player, alive, reason, error);
}

void WerewolfPage::followStep(ModeratorSession::Step step)
{
    if (step == ModeratorSession::Step::Started || step == ModeratorSession::Step::NightApplied) {
        m_tabs->setCurrentIndex(step == ModeratorSession::Step::Started ? NightTab : DawnTab);
        // The button pressed is disabled or hidden now: the keyboard goes on in the tab shown, not nowhere.
        const QWidget* focus = QApplication::focusWidget();
        if (isVisible() && (!focus || (isAncestorOf(focus) && !m_tabs->currentWidget()->isAncestorOf(focus))))
            focusFirstIn(m_tabs->currentWidget());
    }
    if (m_publicView)
        m_publicView->refresh();
    // A phase applied ends what was read for it: the night's calls still unread
    // at dawn would tell the room it is night (and a vote's call after the vote).
    if (step == ModeratorSession::Step::NightApplied || step == ModeratorSession::Step::DayApplied)
        m_narrator->stop();
    m_narrator->say(session::narrator::afterStep(m_session, step));
    syncLan();
    if (!m_updating)
        emit changed();
}

void WerewolfPage::revealRoles()
{
    QList<WerewolfRevealDialog::Card> cards;
    for (const Seat& s : m_session.deal())
        cards.append({playerLabel(s.id), campAndRole(game(), s.camp, m_session.roleText(s.role, s.id)),
                      roleAndGoal(game(), s),
                      m_lanHost && m_lanHost->phonesListening() ? m_lanHost->personalUrl(s.id) : QString(),
                      WerewolfRevealDialog::pieceImage(game(), s.role, s.camp, 200)});
    WerewolfRevealDialog dialog(cards, this);
    dialog.setWindowState(Qt::WindowFullScreen);
    dialog.exec();
    window()->activateWindow(); // the keyboard back to the moderator (on Reveal), whatever the window manager does
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
    if (const Table* t = table())
        for (const Seat& s : t->seats())
            names << playerName(s.id);
    if (!names.isEmpty())
        m_setupTab->setListedNames(names);
    m_tabs->setCurrentIndex(SetupTab);
    m_session.reset();
    // "Host on LAN" from the start page: the same setup, with the players let
    // in from their own computers at once (the room code is on the Roster tab).
    if (mode == PlayMode::LanHost && m_lanCheck && !m_lanCheck->isChecked())
        m_lanCheck->setChecked(true);
    return true;
}

bool WerewolfPage::hasProgress() const { return m_session.started() || !m_session.deal().empty(); }

bool WerewolfPage::isFinished() const { return table() && table()->state().over; }

QString WerewolfPage::progressSummary() const
{
    if (!table())
        //: A role game whose roles are dealt but whose first night has not come
        return tr("%n player(s) · roles dealt", nullptr, int(m_session.deal().size()));
    const State& st = table()->state();
    //: A role game in progress: %n players, then how many nights and day votes are behind
    return tr("%n player(s)", nullptr, int(st.players.size())) + QStringLiteral(" · ")
        + tr("night %1, day %2").arg(st.nights).arg(st.days);
}

bool WerewolfPage::canUndo() const { return table() && !table()->phases().empty(); }

void WerewolfPage::undo() { undoPhase(); }

QString WerewolfPage::logText() const { return werewolfpage::LogTab::text(m_session); }

} // namespace qiyuan::ui
