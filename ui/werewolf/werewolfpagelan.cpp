// The moderator's page with players on the LAN: hosting (room code, who is
// connected, seats for those whose name is not in the roster), the night
// forms and the day vote sent to the players, their entries and votes taken
// into the moderator's own (who still edits, resolves and applies). And the
// page as a player's screen when joining a moderator. docs/PROTOCOL.md.
#include "ui/lan/lanseats.h"
#include "daytab.h"
#include "nighttab.h"
#include "playerview.h"
#include "rostertab.h"
#include "werewolfpage.h"
#include "ui/lan/lanseats.h"

#include "qrcodeview.h"
#include "publicview.h"
#include "ui/preferences.h"

#include "net/discovery.h"
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "session/werewolfsetup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;

void WerewolfPage::buildLan()
{
    // Roster tab: hosting and who is there.
    m_lanBox = new QGroupBox(m_rosterTab);
    m_lanBox->setObjectName(QStringLiteral("lanBox"));
    auto* box = new QVBoxLayout(m_lanBox);
    m_lanCheck = new QCheckBox(m_lanBox);
    m_lanCheck->setObjectName(QStringLiteral("lanCheck"));
    box->addWidget(m_lanCheck);
    m_lanInfo = new QLabel(m_lanBox);
    m_lanInfo->setObjectName(QStringLiteral("lanInfo"));
    m_lanInfo->setWordWrap(true);
    m_lanInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->addWidget(m_lanInfo);
    // Phones: the same game from a browser on the same Wi-Fi, nothing to install.
    m_phoneCheck = new QCheckBox(m_lanBox);
    m_phoneCheck->setObjectName(QStringLiteral("phoneCheck"));
    box->addWidget(m_phoneCheck);
    auto* phoneRow = new QHBoxLayout;
    m_phoneQr = new QrCodeView(m_lanBox);
    m_phoneQr->setObjectName(QStringLiteral("phoneQr"));
    m_phoneQr->setFixedSize(150, 150);
    m_phoneInfo = new QLabel(m_lanBox);
    m_phoneInfo->setObjectName(QStringLiteral("phoneInfo"));
    m_phoneInfo->setWordWrap(true);
    m_phoneInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    phoneRow->addWidget(m_phoneQr);
    phoneRow->addWidget(m_phoneInfo, 1);
    box->addLayout(phoneRow);
    m_lanList = new QListWidget(m_lanBox);
    m_lanList->setObjectName(QStringLiteral("lanList"));
    m_lanList->setMaximumHeight(110); // the roster above keeps the room
    box->addWidget(m_lanList);
    auto* assign = new QHBoxLayout;
    m_lanWaitingCombo = new QComboBox(m_lanBox);
    m_lanWaitingCombo->setObjectName(QStringLiteral("lanWaitingCombo"));
    m_lanSeatCombo = new QComboBox(m_lanBox);
    m_lanSeatCombo->setObjectName(QStringLiteral("lanSeatCombo"));
    m_lanAssignButton = new QPushButton(m_lanBox);
    m_lanAssignButton->setObjectName(QStringLiteral("lanAssignButton"));
    assign->addWidget(m_lanWaitingCombo);
    assign->addWidget(m_lanSeatCombo);
    assign->addWidget(m_lanAssignButton);
    assign->addStretch(1);
    box->addLayout(assign);
    m_rosterTab->column()->addWidget(m_lanBox);
    connect(m_lanCheck, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating)
            return;
        if (!on) {
            stopLanHosting();
            return;
        }
        QString error;
        if (!startLanHosting(&error)) {
            m_lanInfo->setText(tr("Players cannot join: %1").arg(error));
            m_updating = true;
            m_lanCheck->setChecked(false);
            m_updating = false;
        }
    });
    connect(m_phoneCheck, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating || !m_lanHost)
            return;
        QString error;
        if (on && !m_lanHost->listenPhones(QHostAddress::Any, 0, &error)) {
            m_phoneInfo->setText(tr("Phones cannot join: %1").arg(error));
            m_updating = true;
            m_phoneCheck->setChecked(false);
            m_updating = false;
            return;
        }
        if (!on)
            m_lanHost->closePhones();
        refreshLan();
        if (m_publicView)
            m_publicView->refresh(); // the projector shows the code while phones may join
    });
    connect(m_lanAssignButton, &QPushButton::clicked, this, [this] {
        if (!m_lanHost)
            return;
        QString error;
        if (!m_lanHost->assign(m_lanWaitingCombo->currentData().toInt(), m_lanSeatCombo->currentData().toInt(), &error))
            m_lanInfo->setText(error);
        refreshLan();
    });

    // Night tab: the forms go out, the entries come in.
    {
        m_lanNightButton = new QPushButton(m_nightTab);
        m_lanNightButton->setObjectName(QStringLiteral("lanNightButton"));
        m_lanNightStatus = new QLabel(m_nightTab);
        m_lanNightStatus->setObjectName(QStringLiteral("lanNightStatus"));
        m_lanNightStatus->setWordWrap(true);
        m_nightTab->sideColumn()->insertWidget(0, m_lanNightStatus);
        m_nightTab->sideColumn()->insertWidget(0, m_lanNightButton);
        connect(m_lanNightButton, &QPushButton::clicked, this, [this] {
            QString error;
            if (!openLanNight(&error))
                m_nightTab->showMessage(error);
        });
    }
    // Day tab: the vote opens to the players, their votes fill the table.
    {
        QVBoxLayout* right = m_dayTab->sideColumn();
        QWidget* tab = m_dayTab;
        m_lanVoteButton = new QPushButton(tab);
        m_lanVoteButton->setObjectName(QStringLiteral("lanVoteButton"));
        m_lanPublicTally = new QCheckBox(tab);
        m_lanPublicTally->setObjectName(QStringLiteral("lanPublicTally"));
        m_lanVoteStatus = new QLabel(tab);
        m_lanVoteStatus->setObjectName(QStringLiteral("lanVoteStatus"));
        m_lanVoteStatus->setWordWrap(true);
        right->insertWidget(0, m_lanVoteStatus);
        right->insertWidget(0, m_lanPublicTally);
        right->insertWidget(0, m_lanVoteButton);
        connect(m_lanVoteButton, &QPushButton::clicked, this, [this] {
            QString error;
            if (!openLanVote(&error))
                m_dayTab->showMessage(error);
        });
        buildLanHiddenVote();
    }
}

// Votes hidden until all are in (issue 38): on unless the moderator turned it
// off (kept in the settings); Close the vote on the day tab reveals the tally.
void WerewolfPage::buildLanHiddenVote()
{
    m_lanHideVotes = new QCheckBox(m_dayTab);
    m_lanHideVotes->setObjectName(QStringLiteral("lanHideVotes"));
    m_lanHideVotes->setChecked(QSettings().value(QStringLiteral("werewolf/hideVotes"), true).toBool());
    m_dayTab->sideColumn()->insertWidget(1, m_lanHideVotes); // above the public-counts box it overrides
    connect(m_lanHideVotes, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("werewolf/hideVotes"), on);
        refreshLan();
    });
    connect(m_dayTab, &werewolfpage::DayTab::closeVoteRequested, this, [this] {
        QString why;
        if (m_lanHost && !m_lanHost->closeVote(&why))
            m_dayTab->showMessage(tr("The vote cannot be closed: %1").arg(why));
        refreshLan();
    });
}

void WerewolfPage::retranslateLan()
{
    if (!m_lanBox)
        return;
    m_lanBox->setTitle(tr("Players on LAN"));
    m_lanCheck->setText(tr("Let the players join from their own computers"));
    m_phoneCheck->setText(tr("Phones too: players join from a phone's browser on the same Wi-Fi"));
    m_phoneQr->setAccessibleName(tr("QR code of the players' page"));
    //: Gives a seat of the roster to a player whose name is not in it
    m_lanAssignButton->setText(tr("Give the seat"));
    if (m_lanNightButton)
        m_lanNightButton->setText(tr("Send the night forms to the players"));
    if (m_lanVoteButton) {
        m_lanVoteButton->setText(tr("Open the vote to the players"));
        m_lanPublicTally->setText(tr("Show the players the counts as votes come in"));
        m_lanHideVotes->setText(tr("Hide the votes until all are in (the players see only how many have voted)"));
    }
    refreshLan();
}

bool WerewolfPage::startLanHosting(QString* error, const QHostAddress& address, quint16 port, const net::Timing& timing)
{
    if (m_lanHost)
        return true;
    net::WerewolfHostSettings settings;
    settings.hostName = tr("Moderator");
    // Before the deal every seat of the full table is free (welcome, announcement).
    settings.fullTable = session::werewolfsetup::standardPlayers(game());
    auto host = std::make_unique<net::WerewolfHost>(settings, timing);
    if (!host->listen(address, port, error))
        return false;
    m_lanHost = std::move(host);
    net::WerewolfHost* h = m_lanHost.get();
    connect(h, &net::WerewolfHost::playerJoined, this, &WerewolfPage::refreshLan);
    connect(h, &net::WerewolfHost::playerLeft, this, &WerewolfPage::refreshLan);
    connect(h, &net::WerewolfHost::waitingChanged, this, &WerewolfPage::refreshLan);
    // The players' entries are already the session's (the moderator may still edit them).
    connect(h, &net::WerewolfHost::submitted, this, &WerewolfPage::refreshLan);
    // The night rows mark live who sent an entry, and from what.
    m_nightTab->setSentFrom([this](int seat) {
        if (!m_lanHost || !m_lanHost->submittedSeats().contains(seat))
            return QString();
        return m_lanHost->isPhone(seat) ? QStringLiteral("phone") : QStringLiteral("desktop");
    });
    connect(h, &net::WerewolfHost::submitted, m_nightTab, &werewolfpage::NightTab::refresh);
    // So are their votes (the day tab follows the session's votes itself).
    connect(h, &net::WerewolfHost::voted, this, &WerewolfPage::refreshLan);
    connect(h, &net::WerewolfHost::tallyRevealed, this, &WerewolfPage::refreshLan);
    m_announcer = new net::Announcer({}, this);
    m_updating = true;
    m_lanCheck->setChecked(true);
    m_updating = false;
    h->follow(&m_session);
    syncLan();
    m_announcer->start();
    return true;
}

void WerewolfPage::stopLanHosting()
{
    if (m_announcer) {
        m_announcer->stop();
        m_announcer->deleteLater();
        m_announcer = nullptr;
    }
    if (m_lanHost) {
        m_lanHost->disconnect(this);
        m_lanHost->close();
        m_lanHost.release()->deleteLater();
    }
    m_updating = true;
    if (m_lanCheck)
        m_lanCheck->setChecked(false);
    m_updating = false;
    refreshLan();
}

bool WerewolfPage::openLanNight(QString* error)
{
    if (!m_lanHost) {
        if (error)
            *error = tr("Let the players join first (Roster tab).");
        return false;
    }
    QString why;
    if (!m_lanHost->openNight(&why)) {
        if (error)
            *error = tr("The night forms cannot be sent: %1").arg(why);
        return false;
    }
    // The phones' time for their entries, shown to everyone; at the end the moderator still decides.
    m_session.speakingTimer().startNight(Preferences::load().nightTimerSeconds);
    refreshLan(); // entries the moderator made already stay: they are the session's
    return true;
}

bool WerewolfPage::openLanVote(QString* error)
{
    if (!m_lanHost) {
        if (error)
            *error = tr("Let the players join first (Roster tab).");
        return false;
    }
    QString why;
    const net::DayTally tally = m_lanHideVotes && m_lanHideVotes->isChecked() ? net::DayTally::Hidden
        : m_lanPublicTally && m_lanPublicTally->isChecked()                 ? net::DayTally::Public
                                                                             : net::DayTally::Secret;
    if (!m_lanHost->openDay(tally, &why)) {
        if (error)
            *error = tr("The vote cannot be opened: %1").arg(why);
        return false;
    }
    refreshLan();
    return true;
}

void WerewolfPage::syncLan()
{
    if (!m_lanHost)
        return;
    m_lanHost->sync(); // as serve's: a new table, the phases applied since, a public day's tally go out
    if (m_announcer)
        m_announcer->setTable(m_lanHost->tableInfo());
    refreshLan();
}

void WerewolfPage::refreshLan()
{
    if (!m_lanBox)
        return;
    const bool hosting = m_lanHost != nullptr;
    m_lanList->setVisible(hosting);
    // The seat picker only while someone waits for a seat.
    const bool someoneWaits = hosting && !m_lanHost->waiting().isEmpty();
    m_lanWaitingCombo->setVisible(someoneWaits);
    m_lanSeatCombo->setVisible(someoneWaits);
    m_lanAssignButton->setVisible(someoneWaits);
    if (m_lanNightButton) {
        m_lanNightButton->setVisible(hosting);
        m_lanNightStatus->setVisible(hosting);
    }
    if (m_lanVoteButton) {
        m_lanVoteButton->setVisible(hosting);
        m_lanPublicTally->setVisible(hosting);
        m_lanHideVotes->setVisible(hosting);
        m_lanVoteStatus->setVisible(hosting);
        if (!hosting)
            m_dayTab->showHiddenVote(false, false, 0, 0); // no players: nothing hidden from them
    }
    const bool phones = hosting && m_lanHost->phonesListening();
    m_phoneCheck->setVisible(hosting);
    m_phoneQr->setVisible(phones);
    m_phoneInfo->setVisible(phones);
    m_updating = true;
    m_phoneCheck->setChecked(phones);
    m_updating = false;
    m_phoneQr->setText(phones ? m_lanHost->phoneUrl() : QString());
    if (phones)
        m_phoneInfo->setText(tr("Players scan this code with their phone's camera, or open %1 in the phone's browser, "
                                "then type the room code %2 and their name as it is in the roster.")
                                 .arg(m_lanHost->phoneUrl(), m_lanHost->roomCode()));
    if (!hosting) {
        m_lanInfo->setText(tr("Players can follow the game on their own computers: their role, the night form, "
                              "the announcements, their private messages and the vote."));
        return;
    }
    QStringList addresses;
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            addresses << a.toString();
    m_lanInfo->setText(tr("Room code: %1 — address %2, port %3")
                           .arg(m_lanHost->roomCode(),
                                addresses.isEmpty() ? QStringLiteral("127.0.0.1") : addresses.join(QStringLiteral(", ")))
                           .arg(m_lanHost->port()));
    const QList<int> submitted = m_lanHost->submittedSeats();
    std::map<int, int> votes;
    for (const Vote& v : m_session.votes())
        votes[v.voter] = v.target;
    m_lanList->clear();
    m_lanSeatCombo->clear();
    if (table())
        for (const Seat& s : table()->seats()) {
            QString line = playerLabel(s.id) + QStringLiteral(": ");
            if (m_lanHost->isConnected(s.id))
                line += m_lanHost->isPhone(s.id) ? tr("connected (phone)") : tr("connected");
            else if (m_lanHost->isBound(s.id))
                line += tr("disconnected (may rejoin)");
            else
                line += tr("not joined");
            if (m_lanHost->nightOpen() && submitted.contains(s.id))
                line += tr(", submitted tonight");
            if (m_lanHost->dayOpen() && votes.count(s.id))
                line += tr(", voted");
            m_lanList->addItem(line);
            m_lanSeatCombo->addItem(playerLabel(s.id), s.id);
        }
    m_lanWaitingCombo->clear();
    for (const auto& w : m_lanHost->waiting())
        m_lanWaitingCombo->addItem(tr("%1 (from %2)").arg(w.name, w.address), w.id);
    m_lanAssignButton->setEnabled(m_lanWaitingCombo->count() > 0 && m_lanSeatCombo->count() > 0);
    if (m_lanNightButton) {
        int acting = 0;
        if (table())
            for (const Player& p : table()->state().players)
                acting += p.alive && !table()->options(p.id, {}).empty();
        m_lanNightButton->setEnabled(table() && !table()->state().over && !m_lanHost->nightOpen() && !m_lanHost->dayOpen());
        m_lanNightStatus->setText(m_lanHost->nightOpen()
                                      ? tr("Night forms sent: %1 of %2 players with an action have submitted.")
                                            .arg(submitted.size()).arg(acting)
                                      : tr("No night form is out."));
    }
    if (m_lanVoteButton) {
        int alive = 0;
        if (table())
            for (const Player& p : table()->state().players)
                alive += p.alive;
        m_lanVoteButton->setEnabled(table() && !table()->state().over && table()->state().nights > 0
                                    && !m_lanHost->nightOpen() && !m_lanHost->dayOpen());
        m_lanPublicTally->setEnabled(!m_lanHost->dayOpen() && !m_lanHideVotes->isChecked());
        m_lanHideVotes->setEnabled(!m_lanHost->dayOpen());
        const bool hidden = m_lanHost->dayOpen() && m_lanHost->dayTally() == net::DayTally::Hidden;
        m_dayTab->showHiddenVote(hidden, m_lanHost->voteClosed(), m_lanHost->votedCount(), m_lanHost->livingVoters());
        m_lanVoteStatus->setText(m_lanHost->dayOpen()
                                     ? tr("The vote is open: %1 of %2 living players have voted (their votes fill the table; you may change them).")
                                           .arg(votes.size()).arg(alive)
                                     : tr("No vote is open to the players."));
    }
}

// ---- the page as a player's screen ----

WerewolfPlayerView* WerewolfPage::playerView() const
{
    return m_playerView;
}

bool WerewolfPage::joinAsPlayer()
{
    WerewolfJoinDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    net::WerewolfClient* client = dialog.takeClient();
    if (!client)
        return false;
    showPlayerView(client);
    return true;
}

void WerewolfPage::showPlayerView(net::WerewolfClient* client)
{
    leavePlayerView();
    stopLanHosting();
    m_playerView = new WerewolfPlayerView(client, this);
    layout()->addWidget(m_playerView);
    m_tabs->hide();
    LanSeats::keepRoleSeat(client, gameKey(), m_playerView); // until the game is over or left on purpose
}

void WerewolfPage::leavePlayerView()
{
    if (m_playerView) {
        LanSeats::forget(gameKey()); // left on purpose: not taken back at the next start
        m_playerView->client()->leave();
        delete m_playerView;
    }
    m_tabs->show();
}

QString WerewolfPage::lanLeaveNote() const
{
    if (!m_playerView)
        return {};
    const net::WerewolfClient* c = m_playerView->client();
    if (!c->isJoined() || c->seat() <= 0 || c->state().value(QStringLiteral("over")).toBool())
        return tr("Quitting leaves the moderator's LAN table.");
    //: The quit question of a role-game player at the moderator's LAN table
    return tr("Quitting leaves the moderator's LAN table. Your seat stays yours until the moderator gives it to "
              "someone else: start Qiyuan again to take it back.");
}

bool WerewolfPage::keepsLanSeat() const
{
    const net::WerewolfClient* c = m_playerView ? m_playerView->client() : nullptr;
    return c && c->isJoined() && c->seat() > 0 && !c->state().value(QStringLiteral("over")).toBool();
}

bool WerewolfPage::resumeLanSeat()
{
    const auto memo = LanSeats::recall(gameKey());
    if (!memo || m_playerView)
        return false;
    auto* client = new net::WerewolfClient();
    showPlayerView(client);
    client->connectToHost(memo->address, memo->port, memo->name, memo->code, memo->token);
    return true;
}

} // namespace qiyuan::ui
