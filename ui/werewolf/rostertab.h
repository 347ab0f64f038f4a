// The role-game page's roster: every player's seat, camp, role, life,
// statuses, uses left and the moderator's notes, with what each leader's death
// needs now (XW-22, CW-3); the public view opens from here.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;
class QVBoxLayout;

namespace qiyuan::session {
class ModeratorSession;
}
namespace qiyuan::ui {
using session::ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class RosterTab : public QWidget {
    Q_OBJECT
public:
    explicit RosterTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();
    // Where the page puts its LAN box (below the roster).
    QVBoxLayout* column() const { return column_; }

signals:
    void publicViewRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitColumns();

    ModeratorSession& session_;
    bool updating_ = false;
    QVBoxLayout* column_ = nullptr;
    QLabel* conditionLabel_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* publicButton_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
