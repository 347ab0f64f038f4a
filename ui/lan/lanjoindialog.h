// Joining a table on the LAN: the tables that announce themselves, or an
// address and port typed in, plus the room code. Connecting never blocks the
// dialog; it closes once the host has seated us. A table the player has not
// seen in the list (a typed address, or an announcement that said otherwise)
// is shown from the host's welcome first, and the player sits down or not.
#pragma once

#include "net/discovery.h"

#include <QCborMap>
#include <QDialog>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace qiyuan::net {
class ClientSession;
}

namespace qiyuan::ui {

class LanJoinDialog : public QDialog {
    Q_OBJECT
public:
    // discoveryPort 0: no listening for announcements (tests). gameKey: the game
    // of the page that opens the dialog; only its tables are listed and joined.
    explicit LanJoinDialog(QWidget* parent = nullptr, quint16 discoveryPort = net::DiscoveryPort,
                           const QString& gameKey = QStringLiteral("xiangqi"));
    ~LanJoinDialog() override;

    // The seated session after accept(); the caller owns it.
    net::ClientSession* takeSession();

    QListWidget* tableList() const { return tables_; }
    QLineEdit* addressEdit() const { return address_; }
    QSpinBox* portBox() const { return port_; }
    QLineEdit* codeEdit() const { return code_; }
    QLineEdit* nameEdit() const { return name_; }
    QPushButton* joinButton() const { return join_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* tableRulesLabel() const { return tableRules_; }
    // While a table reached by its address is shown before sitting down: the
    // Join button says "Sit down", and this one leaves the table untouched.
    QPushButton* backButton() const { return back_; }
    bool confirming() const { return confirming_; }
    // Join as a spectator: the game read-only, no room code needed.
    QCheckBox* watchBox() const { return watch_; }

    void done(int r) override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateTables();
    void startJoin();
    void setBusy(bool busy);
    // The host welcomed us to a table of this game: sit down at once when it
    // is the one chosen in the list, else show it and wait for the player.
    void showWelcome(const QCborMap& welcome, const QString& where);
    void leaveTable(); // the session (not seated) says goodbye and goes
    // Lets go of the session (after a goodbye to the host when asked); it is deleted later.
    void dropSession(bool sayGoodbye);
    void endConfirming();
    // A table in the list's words: the line, and its changed rule options
    // ("" when none; *playable false with the reason when they cannot be read).
    static QString tableLine(const QString& game, const QString& variant, const QString& options,
                             const QString& hostName, int hostSeat, const QString& where, int freeSeats);
    // The clock of a welcome's "clock" map, for players (banqi: its turn clock).
    static QString clockWords(const QString& game, const QCborMap& clock);
    static QString tableRules(const QString& game, const QString& variant, const QString& options,
                              bool* playable = nullptr);

    QString gameKey_;
    net::Browser* browser_ = nullptr;
    bool browsing_ = false;
    net::ClientSession* session_ = nullptr;
    QListWidget* tables_;
    QLineEdit* name_;
    QLineEdit* address_;
    QSpinBox* port_;
    QLineEdit* code_;
    QCheckBox* watch_;
    QPushButton* join_;
    QLabel* status_;
    QLabel* tableRules_; // the chosen table's rule options (banqi), before sitting down
    QLabel* tablesLabel_;
    QLabel* nameLabel_;
    QLabel* addressLabel_;
    QLabel* portLabel_;
    QLabel* codeLabel_;
    QPushButton* cancel_;
    QPushButton* back_;
    bool confirming_ = false;
    // A table as the player saw it: address:port, game, variant, options. The
    // list row chosen (listed_), and the last one sat down at after seeing it
    // (confirmed_): a second try there (a mistyped room code) asks no more.
    QStringList listed_, confirmedTable_, confirmed_;
    std::function<QString()> confirmText_; // the shown table, in the current language
    std::function<QString()> statusText_;
    bool explained_ = false; // the status says why this join ended (a refusal, another game's table)
};

} // namespace qiyuan::ui
