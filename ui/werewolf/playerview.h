// A player's own screen in a role game (版杀) over the LAN: joined to the
// moderator's laptop (net::WerewolfHost), it shows only what the host sent this
// player: its own role and camp, who is alive and what is public, the night
// form with the legal targets of its own action, the dawn announcements, its
// private messages, and the day vote. It decides nothing: the host does.
#pragma once

#include <QDialog>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;
class QVBoxLayout;
class QGroupBox;

namespace qiyuan::net {
class Browser;
class WerewolfClient;
} // namespace qiyuan::net

namespace qiyuan::ui {

class WerewolfPlayerView : public QWidget {
    Q_OBJECT
public:
    // Takes the client (already connecting or joined).
    explicit WerewolfPlayerView(net::WerewolfClient* client, QWidget* parent = nullptr);
    ~WerewolfPlayerView() override;

    net::WerewolfClient* client() const { return m_client; }
    // Sends the action chosen in the night form / the vote chosen (as the buttons do).
    void submitAction();
    void castVote();
    QString hiddenVoteText(const QCborMap& day) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void refreshTargets();
    QString playerLabel(int seat) const;
    void buildTimer(QVBoxLayout* layout);
    void showTimer(); // the moderator's timer, counted down here
    QString local(const QCborMap& texts) const; // {en, zh} in the UI language

    net::WerewolfClient* m_client;
    QLabel* m_status = nullptr;
    QPushButton* m_rejoinButton = nullptr;
    QGroupBox* m_youBox = nullptr;
    QLabel* m_you = nullptr;
    QLabel* m_youDetail = nullptr;
    QTableWidget* m_players = nullptr;
    QGroupBox* m_nightBox = nullptr;
    QComboBox* m_verbCombo = nullptr;
    QComboBox* m_targetCombo = nullptr;
    QLabel* m_screenLabel = nullptr;
    QComboBox* m_screenCombo = nullptr;
    QPushButton* m_submitButton = nullptr;
    QLabel* m_submitted = nullptr;
    QGroupBox* m_dayBox = nullptr;
    QComboBox* m_voteCombo = nullptr;
    QPushButton* m_voteButton = nullptr;
    QLabel* m_voteStatus = nullptr;
    QLabel* m_newsLabel = nullptr;
    QPlainTextEdit* m_news = nullptr;
    QLabel* m_messagesLabel = nullptr;
    QPlainTextEdit* m_messages = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_timer = nullptr;
    QTimer* m_timerTick = nullptr;
    bool m_updating = false;
};

// "Join as player": a moderator heard on the LAN or an address and port, the
// room code and the player's name. Accepted once the host seated the player
// or put it in the lobby; takeClient() then hands the connection over.
class WerewolfJoinDialog : public QDialog {
    Q_OBJECT
public:
    explicit WerewolfJoinDialog(QWidget* parent = nullptr);
    ~WerewolfJoinDialog() override;
    net::WerewolfClient* takeClient();

    void setAddress(const QString& host, quint16 port);
    void setRoomCode(const QString& code);
    void setPlayerName(const QString& name);
    void join(); // as the Join button

private:
    void refreshTables();
    net::Browser* m_browser = nullptr;
    QListWidget* m_tables = nullptr;
    QLineEdit* m_address = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_code = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_joinButton = nullptr;
    std::unique_ptr<net::WerewolfClient> m_client;
};

} // namespace qiyuan::ui
