// Joining a table on the LAN: the tables that announce themselves, or an
// address and port typed in, plus the room code. Connecting never blocks the
// dialog; it closes once the host has seated us.
#pragma once

#include "net/discovery.h"

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
    // Join as a spectator: the game read-only, no room code needed.
    QCheckBox* watchBox() const { return watch_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateTables();
    void startJoin();
    void setBusy(bool busy);

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
    std::function<QString()> statusText_;
    bool explained_ = false; // the status says why this join ended (a refusal, another game's table)
};

} // namespace qiyuan::ui
