// The role-game page's night panel: one row per living player whose role acts
// tonight (only the engine's legal verbs, targets and screens are offered),
// the entries in the order received, a preview of the outcome before it is
// applied, and a pawn's promotion (CW-13).
#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

namespace qiyuan::ui {
class ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class NightTab : public QWidget {
    Q_OBJECT
public:
    explicit NightTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();
    // Shows what tonight's entries would do; nothing changes until "Apply the night".
    void showPreview();
    void showMessage(const QString& text);
    // Where the page puts the LAN's night forms (top of the right column).
    QVBoxLayout* sideColumn() const { return side_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void addActorRows(int& row);
    void addPromotionRows(int& row);

    ModeratorSession& session_;
    bool previewShown_ = false;
    QVBoxLayout* side_ = nullptr;
    QLabel* title_ = nullptr;
    QGridLayout* grid_ = nullptr;
    QLabel* enteredLabel_ = nullptr;
    QListWidget* enteredList_ = nullptr;
    QPushButton* removeLastButton_ = nullptr;
    QPushButton* resolveButton_ = nullptr;
    QPushButton* applyButton_ = nullptr;
    QPushButton* undoPhaseButton_ = nullptr;
    QPlainTextEdit* previewText_ = nullptr;
    QLabel* message_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
