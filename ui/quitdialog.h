// Asked once when the window closes with unsaved games: every one of them by
// name and how it is played, each with its own "save" check box, and Save,
// Discard all or Cancel. Discarded games are not resumed at the next start.
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QListWidget;
class QPushButton;

namespace qiyuan::ui {

class QuitDialog : public QDialog {
    Q_OBJECT
public:
    struct Game {
        QString gameKey;
        QString summary; // GamePage::progressSummary()
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

private:
    void updateSaveText();

    QList<Game> games_;
    QListWidget* list_;
    QPushButton* save_;
    QPushButton* discard_;
    QPushButton* cancel_;
    Choice choice_ = Choice::Cancel;
};

} // namespace qiyuan::ui
