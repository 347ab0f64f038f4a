// The 翻翻棋 new-game dialog and what the players choose in it.
#pragma once

#include "banqi/types.h"

#include <QDialog>
#include <QString>

#include <optional>

class QCheckBox;
class QComboBox;
class QPushButton;

namespace qiyuan::ui {

class BanqiRulesEditor;

// What the players choose in the new-game dialog.
struct BanqiOptions {
    QString rules = QStringLiteral("banqi"); // registry variant key: banqi, banqi-taiwan
    bool turnClock = true;                   // BQ-9 turn clock; off for a relaxed hot-seat game
    bool undoAllowed = false;                // both players agree to take-backs (they reveal pieces)
    // Against the computer (PlayMode::Computer).
    bool vsComputer = false;
    int computerLevel = 3;                   // ai::MinLevel..ai::MaxLevel
    int humanOrder = 0;                      // the dialog's choice: 0 the human acts first, 1 second, 2 random
    banqi::Player computerPlayer = banqi::Player::Second; // resolved by newGame (random included)
    // The rule options changed from the preset `rules`, as banqi::changedOptions writes them
    // ("chain-captures=face-up,chariot-runs=yes"); empty: the preset as it is.
    QString ruleOptions;
};

// The new-game dialog: the rule set (a preset and its options, each
// explained; OK is off while the combination is impossible), turn clock,
// take-backs; against the computer also who acts first and its level.
class BanqiNewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit BanqiNewGameDialog(const BanqiOptions& preset, QWidget* parent = nullptr);
    QComboBox* orderBox() const { return order_; } // null in a hot-seat game
    QComboBox* levelBox() const { return level_; }
    BanqiRulesEditor* rulesEditor() const { return rules_; }
    QPushButton* okButton() const { return ok_; }
    BanqiOptions options() const;
    // Shows the dialog; nullopt when cancelled.
    static std::optional<BanqiOptions> ask(const BanqiOptions& preset, QWidget* parent);

private:
    BanqiRulesEditor* rules_ = nullptr;
    QPushButton* ok_ = nullptr;
    QCheckBox* clock_ = nullptr;
    QCheckBox* undo_ = nullptr;
    QComboBox* order_ = nullptr;
    QComboBox* level_ = nullptr;
    bool vsComputer_ = false;
};

} // namespace qiyuan::ui
