// The role-game page's first tab: the players' names, the role set and deal
// number, the deal (which the moderator may edit by hand), the settings and
// the night order; Reveal, Print slips, named setups and Start.
#pragma once

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace qiyuan::session {
class ModeratorSession;
}
namespace qiyuan::ui {
using session::ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class SetupTab : public QWidget {
    Q_OBJECT
public:
    explicit SetupTab(ModeratorSession& session, QWidget* parent = nullptr);

    // The names in the box, one a line or separated by commas.
    QStringList listedNames() const;
    void setListedNames(const QStringList& names);
    // As the buttons do it: the role set, deal number and settings on screen.
    bool deal(QString* error = nullptr);
    void dealWithNewNumber();
    bool start(QString* error = nullptr);
    void showMessage(const QString& text);
    void refresh();

signals:
    void revealRequested();
    void slipsRequested();
    void saveSetupRequested();
    void loadSetupRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refreshDealTable();
    void pushSettings(); // the settings widgets -> the session
    void dealtRoleChanged(int row);
    void followStep(int step);

    ModeratorSession& session_;
    bool updating_ = false;
    QLabel* namesLabel_ = nullptr;
    QPlainTextEdit* namesEdit_ = nullptr;
    QLabel* roleSetLabel_ = nullptr;
    QComboBox* roleSetCombo_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QSpinBox* seedSpin_ = nullptr;
    QPushButton* dealButton_ = nullptr;
    QPushButton* redealButton_ = nullptr;
    QTableWidget* dealTable_ = nullptr;
    QLabel* settingsLabel_ = nullptr;
    QLabel* revealOnDeathLabel_ = nullptr;
    QComboBox* revealOnDeathCombo_ = nullptr;
    QLabel* investigationLabel_ = nullptr;
    QComboBox* investigationCombo_ = nullptr;
    QLabel* tieLabel_ = nullptr;
    QComboBox* tieCombo_ = nullptr;
    QLabel* curseLabel_ = nullptr;
    QSpinBox* curseSpin_ = nullptr;
    QLabel* blessLabel_ = nullptr;
    QSpinBox* blessSpin_ = nullptr;
    QCheckBox* elephantCheck_ = nullptr;
    QLabel* nightOrderTitle_ = nullptr;
    QLabel* nightOrderText_ = nullptr;
    QPushButton* revealButton_ = nullptr;
    QPushButton* slipsButton_ = nullptr;
    QPushButton* saveSetupButton_ = nullptr;
    QPushButton* loadSetupButton_ = nullptr;
    QPushButton* startButton_ = nullptr;
    QLabel* message_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
