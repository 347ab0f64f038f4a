// Asked once when the window closes with unsaved games or a LAN game under
// way: every one of them by name and how it is played, each unsaved one with
// its own "save" check box, each LAN game with what quitting does to it (a
// guest's seat is kept for a while, a host's room closes), and Save, Discard
// all or Cancel. Discarded games are not resumed at the next start; a LAN
// guest's seat is, whatever is chosen (ui/lan/lanseats.h).
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QLabel;
class QListWidget;
class QPushButton;

namespace qiyuan::ui {

class QuitDialog : public QDialog {
    Q_OBJECT
public:
    struct Game {
        QString gameKey;
        QString summary; // GamePage::progressSummary()
        QString lanNote = {}; // GamePage::lanLeaveNote(): quitting leaves this LAN game
        bool unsaved = true;  // false: listed for its LAN note only, nothing to save
    };
    explicit QuitDialog(const QList<Game>& games, QWidget* parent = nullptr);

    enum class Choice { Cancel, Save, DiscardAll };
    Choice choice() const { return choice_; }
    // With Save: the games to save (checked); the others are discarded.
    bool saves(const QString& gameKey) const;

    QListWidget* list() const { return list_; }
    QPushButton* saveButton() const { return save_; }
    QPushButton* discardButton() const { return discard_; }
    QPushButton* cancelButton() const { return cancel_; }
    QLabel* lanNote() const { return lanNote_; }

private:
    void updateSaveText();

    QList<Game> games_;
    QListWidget* list_;
    QLabel* lanNote_ = nullptr;
    QPushButton* save_;
    QPushButton* discard_;
    QPushButton* cancel_;
    Choice choice_ = Choice::Cancel;
};

} // namespace qiyuan::ui
