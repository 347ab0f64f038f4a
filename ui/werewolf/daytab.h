// The role-game page's day vote: who each living player votes for (the
// session's votes: the players' own over the LAN, the moderator's changes), the
// tally as the votes come in (with curses and blessings, XW-19 / CW-12), the
// moderator's choice on a tie when the settings give it, and Apply.
#pragma once

#include "werewolf/table.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;
class QVBoxLayout;

namespace qiyuan::session {
class ModeratorSession;
}
namespace qiyuan::ui {
using session::ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class SpeakingTimerPanel;

class DayTab : public QWidget {
    Q_OBJECT
public:
    explicit DayTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();
    // The votes and the tie decision on screen.
    werewolf::Day day() const;
    void showTally();
    void showMessage(const QString& text);
    // Where the page puts the LAN's vote controls (top of the right column).
    QVBoxLayout* sideColumn() const { return side_; }
    // The day's speaking order and the speaker's timer, above the vote.
    SpeakingTimerPanel* timerPanel() const { return timerPanel_; }

    // ---- a vote hidden from the players until all are in (issue 38) ----
    // Shows "Close the vote" while the players' vote is open and hidden
    // (closed: the players already have the tally); the moderator's own table
    // always shows every vote. The page closes it on the host.
    void showHiddenVote(bool open, bool closed, int voted, int living);

signals:
    void closeVoteRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void buildHiddenVote(QVBoxLayout* column);
    void retranslateHiddenVote();
    void showVotes(); // each voter's picker at the session's vote
    bool showAppliedDay(const werewolf::Table& t);
    void showTallyColumn(const werewolf::Event& e);
    void showTallyRow(QTableWidgetItem* item, const werewolf::TallyRow& row);

    ModeratorSession& session_;
    bool updating_ = false;
    bool appliedDayShown_ = false; // the last day's result, read-only, until the next night
    QVBoxLayout* side_ = nullptr;
    SpeakingTimerPanel* timerPanel_ = nullptr;
    QTableWidget* voteTable_ = nullptr;
    QLabel* decisionLabel_ = nullptr;
    QComboBox* decisionCombo_ = nullptr;
    QPushButton* tallyButton_ = nullptr;
    QPushButton* executeButton_ = nullptr;
    QPlainTextEdit* tallyText_ = nullptr;
    QLabel* message_ = nullptr;
    QPushButton* closeVoteButton_ = nullptr; // a hidden vote: the tally to the players now
    QLabel* hiddenVoteLabel_ = nullptr;
    struct { bool open = false, closed = false; int voted = 0, living = 0; } hiddenVote_;
};

} // namespace qiyuan::ui::werewolfpage
