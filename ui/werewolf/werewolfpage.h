// The moderator's table (法官 / 天神) of a role game (版杀): 中国象棋版杀 or
// 国际象棋版杀, one page per game. Tabs lead through a game: setup (names,
// role set, the deal, the private reveal), roster, night entries with a
// preview before they are applied, the dawn announcement, the day vote and
// the log. Every rule comes from the engine (werewolf/table.h): the page only
// offers what it says is legal and shows its refusals. The session is the
// engine's save file (session/werewolf_file.h) plus the moderator's notes and
// tonight's entries not yet applied.
#pragma once

#include "net/protocol.h"
#include "ui/gamepage.h"
#include "ui/werewolf/werewolfsetup.h"
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

namespace qiyuan::ui {

class WerewolfPublicView;
class WerewolfPlayerView;

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
    bool canUndo() const override;
    void undo() override;
    QString fileFilter() const override;
    QString defaultSuffix() const override { return QStringLiteral("json"); }
    bool claimsFile(const QByteArray& head, const QString& path) const override;
    bool openFile(const QString& path, QString* error) override;
    bool saveFile(const QString& path, QString* error) override;
    QJsonObject snapshot() const override;
    bool restoreSnapshot(const QJsonObject& data, QString* error) override;

    werewolf::Game game() const { return m_game; }
    // The game in play; nullptr during the setup.
    const werewolf::Table* table() const { return m_table ? &*m_table : nullptr; }
    const std::vector<werewolf::Action>& enteredTonight() const { return m_tonight; }
    QString playerName(int id) const;
    QString notes(int id) const;
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
    QString playerLabel(int id) const; // "Name (#3)"

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildSetupTab();
    void buildRosterTab();
    void buildNightTab();
    void buildDawnTab();
    void buildDayTab();
    void buildLogTab();
    void retranslateUi();
    void refreshAll();
    void refreshSetup();
    void refreshDealTable();
    void refreshRoster();
    void refreshNight();
    void refreshDawn();
    void refreshDay();
    void refreshLog();
    void readDealTable();       // hand edits of camps and roles
    void readSettingsWidgets(); // settings widgets -> m_settings
    void showPreview();
    void showTally();
    void revealRoles();
    void exportLog();
    void printSlipsDialog();
    void saveSetupDialog();
    void loadSetupDialog();
    void stepDone(); // after every step: refresh, autosave (changed())
    werewolf::Day dayFromWidgets() const;
    QString describe(const werewolf::RuleError& e) const;
    QStringList namesFromEdit() const;
    // LAN (werewolfpagelan.cpp)
    void buildLan();
    void retranslateLan();
    void syncLan();    // after every refresh: the host follows the table, tonight's entries and votes
    void refreshLan();
    void applyLanVotes();
    bool joinAsPlayer();
    void leavePlayerView();
    void setFromSession(werewolf::Game g, const werewolf::Settings& s, const std::vector<werewolf::Seat>& seats,
                        const std::map<int, QString>& names, werewolf::Table table);

    werewolf::Game m_game;
    // Setup
    werewolfsetup::RoleSet m_roleSet = werewolfsetup::RoleSet::Standard;
    std::uint64_t m_seed = 1;
    std::vector<werewolf::Seat> m_deal;
    werewolf::Settings m_settings;
    std::map<int, QString> m_names;
    // Play
    std::optional<werewolf::Table> m_table;
    std::vector<werewolf::Action> m_tonight;
    std::map<int, QString> m_notes;
    bool m_previewShown = false;
    bool m_updating = false;

    QTabWidget* m_tabs = nullptr;
    // setup
    QLabel* m_namesLabel = nullptr;
    QPlainTextEdit* m_namesEdit = nullptr;
    QLabel* m_roleSetLabel = nullptr;
    QComboBox* m_roleSetCombo = nullptr;
    QLabel* m_seedLabel = nullptr;
    QSpinBox* m_seedSpin = nullptr;
    QPushButton* m_dealButton = nullptr;
    QPushButton* m_redealButton = nullptr;
    QTableWidget* m_dealTable = nullptr;
    QLabel* m_settingsLabel = nullptr;
    QLabel* m_revealOnDeathLabel = nullptr;
    QComboBox* m_revealOnDeathCombo = nullptr;
    QLabel* m_investigationLabel = nullptr;
    QComboBox* m_investigationCombo = nullptr;
    QLabel* m_tieLabel = nullptr;
    QComboBox* m_tieCombo = nullptr;
    QLabel* m_curseLabel = nullptr;
    QSpinBox* m_curseSpin = nullptr;
    QLabel* m_blessLabel = nullptr;
    QSpinBox* m_blessSpin = nullptr;
    QCheckBox* m_elephantCheck = nullptr;
    QLabel* m_nightOrderTitle = nullptr;
    QLabel* m_nightOrderText = nullptr;
    QPushButton* m_revealButton = nullptr;
    QPushButton* m_slipsButton = nullptr;
    QPushButton* m_saveSetupButton = nullptr;
    QPushButton* m_loadSetupButton = nullptr;
    QPushButton* m_startButton = nullptr;
    QLabel* m_setupMessage = nullptr;
    // roster
    QTableWidget* m_rosterTable = nullptr;
    QLabel* m_conditionLabel = nullptr;
    QPushButton* m_publicButton = nullptr;
    // night
    QLabel* m_nightTitle = nullptr;
    QWidget* m_nightRows = nullptr;
    QGridLayout* m_nightGrid = nullptr;
    QLabel* m_enteredLabel = nullptr;
    QListWidget* m_enteredList = nullptr;
    QPushButton* m_removeLastButton = nullptr;
    QPushButton* m_resolveButton = nullptr;
    QPushButton* m_applyNightButton = nullptr;
    QPushButton* m_undoPhaseButton = nullptr;
    QPlainTextEdit* m_previewText = nullptr;
    QLabel* m_nightMessage = nullptr;
    // dawn
    QLabel* m_dawnTitle = nullptr;
    QLabel* m_englishLabel = nullptr;
    QPlainTextEdit* m_dawnEnglish = nullptr;
    QPushButton* m_copyEnglish = nullptr;
    QLabel* m_chineseLabel = nullptr;
    QPlainTextEdit* m_dawnChinese = nullptr;
    QPushButton* m_copyChinese = nullptr;
    QLabel* m_messagesLabel = nullptr;
    QPlainTextEdit* m_messagesText = nullptr;
    QLabel* m_deathsLabel = nullptr;
    // day
    QTableWidget* m_voteTable = nullptr;
    QLabel* m_decisionLabel = nullptr;
    QComboBox* m_decisionCombo = nullptr;
    QPushButton* m_tallyButton = nullptr;
    QPushButton* m_executeButton = nullptr;
    QPlainTextEdit* m_tallyText = nullptr;
    QLabel* m_dayMessage = nullptr;
    // log
    QPlainTextEdit* m_logText = nullptr;
    QLabel* m_overrideTitle = nullptr;
    QComboBox* m_overridePlayer = nullptr;
    QCheckBox* m_overrideAlive = nullptr;
    QLineEdit* m_overrideReason = nullptr;
    QPushButton* m_overrideButton = nullptr;
    QLabel* m_overrideMessage = nullptr;
    QLabel* m_revealTitle = nullptr;
    QTableWidget* m_revealTable = nullptr;
    QPushButton* m_exportTextButton = nullptr;
    QPushButton* m_exportJsonButton = nullptr;

    QPointer<WerewolfPublicView> m_publicView;

    // LAN
    std::unique_ptr<net::WerewolfHost> m_lanHost;
    net::Announcer* m_announcer = nullptr;
    std::vector<werewolf::Seat> m_lanSeats; // the deal the host was given
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
    QLabel* m_lanVoteStatus = nullptr;
    QPointer<WerewolfPlayerView> m_playerView;
};

} // namespace qiyuan::ui
