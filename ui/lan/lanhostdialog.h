// Hosting a table on the LAN: the host's name, the rule set, its colour (not
// for 翻翻棋, where the deal decides who acts first and the first flip the
// colours) and the clock (翻翻棋: its turn clock, BQ-9).
#pragma once

#include "core/clock.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QLineEdit;
class QPushButton;

namespace qiyuan::ui {

class BanqiRulesEditor;

// A xiangqi table set up by someone else before it is hosted: a tournament
// board. Its title names it (above the dialog's fields, and in the LAN
// announcement, so the guest picks the right table); each colour has its
// player, and the name of the colour chosen is the host's; the clock is given.
struct LanTablePreset {
    QString title;
    QString names[2]; // red's and black's player
    int seat = 0;     // the colour chosen at first: 0 red, 1 black
    TimeControl timeControl;
};

class LanHostDialog : public QDialog {
    Q_OBJECT
public:
    struct Choice {
        QString name;
        int seat = 0; // 0 red, 1 black (banqi: always 0, the first chair)
        TimeControl timeControl;
        QString variant;      // the rule set's registry key
        int turnSeconds = -1; // banqi: seconds a turn, 0 off
        QString options;      // banqi: rule options changed from the variant ("key=value,...")
        QString startFen;     // xiangqi: a handicap's start (XQ-H1); empty the standard one
    };

    // gameKey: "xiangqi", "banqi" or "jifen"; variant: the rule set to preselect.
    explicit LanHostDialog(QWidget* parent = nullptr, const QString& gameKey = QStringLiteral("xiangqi"),
                           const QString& variant = {});
    Choice choice() const;
    // A preset table (xiangqi): the title shown, the colours named after their
    // players, the name following the colour chosen, the clock fixed.
    void setPreset(const LanTablePreset& preset);

    // Nullopt when cancelled; remembers the name and colour (QSettings), not a
    // preset's (its names are the players', not this computer's). A preset
    // table starts from the standard position (no handicap row).
    static std::optional<Choice> ask(QWidget* parent, const QString& gameKey = QStringLiteral("xiangqi"),
                                     const QString& variant = {}, const LanTablePreset* preset = nullptr);

    QLineEdit* nameEdit() const { return name_; }
    QComboBox* seatBox() const { return seat_; }
    QComboBox* rulesBox() const { return rules_; }
    QCheckBox* turnClockBox() const { return turnClock_; }
    QSpinBox* turnSecondsBox() const { return turnSeconds_; }
    // banqi: the preset and its options (null for the other games).
    BanqiRulesEditor* banqiRules() const { return banqiRules_; }
    QPushButton* okButton() const { return ok_; }
    QPushButton* clockButton() const { return clockButton_; }
    // A preset's title (hidden without one).
    QLabel* titleLabel() const { return title_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateClockText();
    QString gameKey_;
    QLineEdit* name_;
    QComboBox* seat_;
    QComboBox* rules_;
    QLabel* rulesLabel_;
    QCheckBox* turnClock_ = nullptr; // banqi only
    QSpinBox* turnSeconds_ = nullptr;
    BanqiRulesEditor* banqiRules_ = nullptr; // banqi: in place of rules_
    QPushButton* ok_ = nullptr;
    QLabel* clockText_;
    QPushButton* clockButton_;
    QLabel* nameLabel_;
    QLabel* seatLabel_;
    QLabel* clockLabel_;
    QLabel* note_;
    QLabel* title_;
    std::optional<LanTablePreset> preset_;
    TimeControl tc_;
};

// A player name to start with: the last one used, else the login name.
QString defaultPlayerName();

} // namespace qiyuan::ui
