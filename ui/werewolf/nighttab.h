// The role-game page's night panel: one row per living player whose role acts
// tonight (only the engine's legal verbs, targets and screens are offered, and
// nothing is chosen for the moderator), a typed entry for the keyboard, the
// entries in the order received (which the moderator may reorder), who has not
// acted yet, a preview of the outcome before it is applied, and a pawn's
// promotion (CW-13).
#pragma once

#include "werewolf/werewolf.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QCompleter;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QStringListModel;
class QVBoxLayout;

namespace qiyuan::session {
class ModeratorSession;
}
namespace qiyuan::ui {
using session::ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class NightTab : public QWidget {
    Q_OBJECT
public:
    explicit NightTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();
    // Shows what tonight's entries would do; nothing changes until "Apply the night".
    // With players yet to act, the first press lists them and the second resolves.
    void resolve();
    void showPreview();
    void showMessage(const QString& text);
    // Where the page puts the LAN's night forms (top of the right column).
    QVBoxLayout* sideColumn() const { return side_; }
    QLineEdit* typedEntry() const { return typed_; }
    // Where a seat's entry came from when the players send their own (LAN):
    // "phone", "desktop", or empty (the moderator typed it). Marks the rows live.
    void setSentFrom(std::function<QString(int)> sentFrom) { sentFrom_ = std::move(sentFrom); }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The typed entry walks these steps; each takes part of a name or a number.
    enum class Ask { Actor, Verb, Target, Screen };
    struct Choice {
        QString label;
        int value = 0;
    };
    void retranslate();
    void addActorRows(int& row);
    void addPromotionRows(int& row);
    void refreshYetToAct();
    void focusOpenRow(int from); // the keyboard to the first open row from this one on
    void moveSelected(int delta);
    void removeSelected();
    void confirmUndo(); // asks, saying what will be lost, then undoes the last phase
    // The typed entry.
    void startTyping();
    void askNext();
    void takeTyped();
    std::vector<Choice> choices() const;
    std::optional<werewolf::Option> typedOption() const;
    // The player a refused typed text names (a seat number or a part of one name), if any.
    int typedPlayer(const QString& text) const;
    // Why a typed text is refused, in the players' words (empty: it names nobody).
    QString whyNotTyped(const QString& text, QString* ruling) const;

    ModeratorSession& session_;
    std::function<QString(int)> sentFrom_;
    bool previewShown_ = false;
    bool resolveAnyway_ = false; // the yet-to-act list was shown: the next press resolves
    QVBoxLayout* side_ = nullptr;
    QLabel* title_ = nullptr;
    QGridLayout* grid_ = nullptr;
    QLabel* typedPrompt_ = nullptr;
    QLineEdit* typed_ = nullptr;
    QStringListModel* typedModel_ = nullptr;
    QCompleter* typedCompleter_ = nullptr;
    Ask ask_ = Ask::Actor;
    werewolf::Action typedAction_;
    QLabel* enteredLabel_ = nullptr;
    QListWidget* enteredList_ = nullptr;
    QPushButton* upButton_ = nullptr;
    QPushButton* downButton_ = nullptr;
    QPushButton* removeButton_ = nullptr;
    QLabel* yetToAct_ = nullptr;
    QPushButton* resolveButton_ = nullptr;
    QPushButton* applyButton_ = nullptr;
    QPushButton* undoPhaseButton_ = nullptr;
    QPlainTextEdit* previewText_ = nullptr;
    QLabel* message_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
