// The role-game page's log: every phase's events, private messages and
// announcements in the UI language, exports, the moderator's override
// (XW-25 / CW-18) and, once the game is over, every role revealed.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace qiyuan::session {
class ModeratorSession;
}
namespace qiyuan::ui {
using session::ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class LogTab : public QWidget {
    Q_OBJECT
public:
    explicit LogTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();
    // The whole log as text (empty before the game starts).
    static QString text(const ModeratorSession& session);

signals:
    void exportTextRequested();
    void exportJsonRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    ModeratorSession& session_;
    QPlainTextEdit* log_ = nullptr;
    QGroupBox* overrideBox_ = nullptr;
    QLabel* overrideTitle_ = nullptr;
    QComboBox* overridePlayer_ = nullptr;
    QCheckBox* overrideAlive_ = nullptr;
    QLineEdit* overrideReason_ = nullptr;
    QPushButton* overrideButton_ = nullptr;
    QLabel* overrideMessage_ = nullptr;
    QLabel* revealTitle_ = nullptr;
    QTableWidget* revealTable_ = nullptr;
    QPushButton* exportTextButton_ = nullptr;
    QPushButton* exportJsonButton_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
