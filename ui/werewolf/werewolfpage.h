// The moderator's table (法官 / 天神) of a role game (版杀): 中国象棋版杀 or
// 国际象棋版杀, one page per game. The game itself is a ModeratorSession (no
// widgets); six tab widgets lead through it: setup (names, role set, the deal,
// the private reveal), roster, night entries with a preview before they are
// applied, the dawn announcement, the day vote and the log. Every rule comes
// from the engine (werewolf/table.h): the tabs only offer what it says is
// legal and show its refusals. The page holds what is not one tab's: files
// and autosave snapshots, named setups, role slips, the public view and the
// players on the LAN.
#pragma once

#include "net/protocol.h"
#include "session/moderatorsession.h"
#include "ui/gamepage.h"
#include "werewolf/table.h"
#include "werewolf/text.h"

#include <QHostAddress>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QGroupBox;

namespace qiyuan::net {
class Announcer;
class WerewolfClient;
class WerewolfHost;
} // namespace qiyuan::net

namespace qiyuan::ui::werewolfpage {
class SetupTab;
class RosterTab;
class NightTab;
class DawnTab;
class DayTab;
class LogTab;
} // namespace qiyuan::ui::werewolfpage

namespace qiyuan::ui {

using session::ModeratorSession;

class WerewolfPublicView;
class WerewolfNarrator;
class WerewolfNarratorBar;
class WerewolfTimerVoice;
class WerewolfPlayerView;
class QrCodeView;

class WerewolfPage : public GamePage {
    Q_OBJECT
public:
    explicit WerewolfPage(werewolf::Game game, QWidget* parent = nullptr);
    ~WerewolfPage() override;

    enum Tab { SetupTab, RosterTab, NightTab, DawnTab, DayTab, LogTab };

    // GamePage
    QString gameKey() const override;
    QString variantKey() const override { return gameKey(); }
    bool startNew(const QString& variantKey, qiyuan::PlayMode mode) override;
    bool hasProgress() const override;
    bool isFinished() const override;
    QString progressSummary() const override;
    // A player's seat at a moderator's LAN table: what quitting does, and
    // taking it back at the next start (ui/lan/lanseats.h).
    QString lanLeaveNote() const override;
    bool resumeLanSeat() override;
    bool keepsLanSeat() const override;
    bool canUndo() const override;
    void undo() override;
    QString fileFilter() const override;
    QString defaultSuffix() const override { return QStringLiteral("json"); }
    bool claimsFile(const QByteArray& head, const QString& path) const override;
    bool openFile(const QString& path, QString* error) override;
    bool saveFile(const QString& path, QString* error) override;
    QJsonObject snapshot() const override;
    bool restoreSnapshot(const QJsonObject& data, QString* error) override;

    werewolf::Game game() const { return m_session.game(); }
    ModeratorSession& session() { return m_session; }
    // The game in play; nullptr during the setup.
    const werewolf::Table* table() const { return m_session.table(); }
    const std::vector<werewolf::Action>& enteredTonight() const { return m_session.tonight(); }
    QString playerName(int id) const { return m_session.playerName(id); }
    QString notes(int id) const { return m_session.notes(id); }
    QTabWidget* tabs() const { return m_tabs; }

    // Setup, as the buttons do it.
    void setNames(const QStringList& names);
    bool dealRoles(QString* error = nullptr);              // deals with the seed shown
    bool startGame(QString* error = nullptr);              // the deal on screen becomes the game
    // Night: enters one action after the engine's check; false and the rule's message otherwise.
    bool enterAction(const werewolf::Action& a, QString* error = nullptr);
    bool applyNight(QString* error = nullptr);
    bool undoPhase();
    // Day: the votes and the moderator's decision on a tie.
    bool applyDay(const werewolf::Day& day, QString* error = nullptr);
    bool applyOverride(int player, bool alive, const QString& reason, QString* error = nullptr);

    // The moderator's log (text, in the UI language) and the session as JSON.
    QString logText() const;
    bool exportLogText(const QString& path, QString* error = nullptr) const;
    bool exportLogJson(const QString& path, QString* error = nullptr) const;
    // Role slips: one PDF page per player.
    bool printSlips(const QString& pdfPath, QString* error = nullptr) const;

    // Named setups (the group's names, the role set and the settings) kept in
    // the user's settings to start the next game with the same group.
    QStringList savedSetups() const;
    bool saveSetup(const QString& name);
    bool loadSetup(const QString& name);

    WerewolfPublicView* publicView();
    // The narrator (narrator.h): reads each step's script aloud, or captions it on the public view.
    WerewolfNarrator* narrator() const { return m_narrator; }
    WerewolfNarratorBar* narratorBar() const { return m_narratorBar; }
    // The speakers called and the sound at the end of a time (timerpanel.h).
    WerewolfTimerVoice* timerVoice() const { return m_timerVoice; }

    // Players on the LAN (werewolfpagelan.cpp, docs/PROTOCOL.md "Role games"):
    // the moderator hosts, players join from their own copies with the room code.
    // `timing`: the protocol's intervals (tests shorten them).
    bool startLanHosting(QString* error = nullptr, const QHostAddress& address = QHostAddress::Any, quint16 port = 0,
                         const net::Timing& timing = {});
    void stopLanHosting();
    net::WerewolfHost* lanHost() const { return m_lanHost.get(); }
    // Sends the night forms / opens the day vote to the players on the LAN.
    bool openLanNight(QString* error = nullptr);
    bool openLanVote(QString* error = nullptr);
    // The page as a player's screen ("Join as player"): takes the client.
    void showPlayerView(net::WerewolfClient* client);
    WerewolfPlayerView* playerView() const;

    // Texts of the page (also used by the public view and the reveal).
    static QString roleText(werewolf::Game g, werewolf::Role r);
    static QString campText(werewolf::Game g, werewolf::Camp c);
    static werewolf::Style uiStyle();
    QString playerLabel(int id) const { return m_session.playerLabel(id); } // "Name (#3)"

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void followStep(ModeratorSession::Step step); // after every step: the public view, the LAN, autosave
    void revealRoles();
    void exportLog();
    void exportLogJsonDialog();
    void printSlipsDialog();
    void saveSetupDialog();
    void loadSetupDialog();
    // LAN (werewolfpagelan.cpp)
    void buildLan();
    void buildLanHiddenVote();
    void retranslateLan();
    void syncLan();    // after every step: the host publishes the session (WerewolfHost::sync), the votes, the announcement
    void refreshLan();
    bool joinAsPlayer();
    void leavePlayerView();

    ModeratorSession m_session;
    bool m_updating = false;

    QTabWidget* m_tabs = nullptr;
    werewolfpage::SetupTab* m_setupTab = nullptr;
    werewolfpage::RosterTab* m_rosterTab = nullptr;
    werewolfpage::NightTab* m_nightTab = nullptr;
    werewolfpage::DawnTab* m_dawnTab = nullptr;
    werewolfpage::DayTab* m_dayTab = nullptr;
    werewolfpage::LogTab* m_logTab = nullptr;

    QPointer<WerewolfPublicView> m_publicView;
    WerewolfNarrator* m_narrator = nullptr;
    WerewolfNarratorBar* m_narratorBar = nullptr;
    WerewolfTimerVoice* m_timerVoice = nullptr;

    // LAN
    std::unique_ptr<net::WerewolfHost> m_lanHost;
    net::Announcer* m_announcer = nullptr;
    QGroupBox* m_lanBox = nullptr;
    QCheckBox* m_lanCheck = nullptr;
    QLabel* m_lanInfo = nullptr;
    QListWidget* m_lanList = nullptr;
    QComboBox* m_lanWaitingCombo = nullptr;
    QComboBox* m_lanSeatCombo = nullptr;
    QPushButton* m_lanAssignButton = nullptr;
    QPushButton* m_lanNightButton = nullptr;
    QLabel* m_lanNightStatus = nullptr;
    QPushButton* m_lanVoteButton = nullptr;
    QCheckBox* m_lanPublicTally = nullptr;
    QCheckBox* m_lanHideVotes = nullptr; // votes hidden until all are in (issue 38): on by default
    QLabel* m_lanVoteStatus = nullptr;
    // Phones (issue 20): the page and its QR code while hosting.
    QCheckBox* m_phoneCheck = nullptr;
    QrCodeView* m_phoneQr = nullptr;
    QLabel* m_phoneInfo = nullptr;
    QPointer<WerewolfPlayerView> m_playerView;
};

} // namespace qiyuan::ui
