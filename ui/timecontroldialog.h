// Asks for the clock of a new board game, of every kind (issue 40): none,
// sudden death, base time plus increment (Fischer), byo-yomi (读秒: base time,
// then N periods, one used only when exceeded), a per-move limit (步时, alone
// or beside the rest), and a different time for each side (time odds).
#pragma once

#include "core/clock.h"

#include <QDialog>
#include <QGroupBox>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QLabel;
class QPushButton;

namespace qiyuan::ui {

// A clock's time left as players read it: "m:ss", rounded up to the second.
QString formatClock(int ms);
// One side's clock on a table: its time as formatClock, in the last 10 seconds
// of a period, a per-move limit or the main time in tenths ("0:07.3"), with the
// byo-yomi periods left and a per-move limit's time beside main time.
QString clockLine(const GameClock& shown, int side);
// The side's clock is in its last 10 seconds (the table shows it in red).
bool clockLow(const GameClock& shown, int side);
// A board table's two clocks (red's, black's) as `shown`: hidden without a
// time control; the running side's highlighted, in red in its last seconds.
void showTableClocks(QLabel* red, QLabel* black, const GameClock& shown);

// One side's clock in the dialog (both sides', or red's or black's with time odds).
class SideClockFields : public QGroupBox {
    Q_OBJECT
public:
    explicit SideClockFields(const QString& prefix, QWidget* parent = nullptr);
    SideTime sideTime() const;
    void setSideTime(const SideTime& t);
    void retranslateUi();

    QComboBox* kind = nullptr;
    QSpinBox* minutes = nullptr;
    QSpinBox* increment = nullptr;
    QSpinBox* byoyomi = nullptr;
    QSpinBox* periods = nullptr;
    QSpinBox* moveLimit = nullptr; // 0: none

private:
    void updateEnabled();
    // The fields' labels, in the order of the fields above.
    enum Row { KindRow, MinutesRow, IncrementRow, ByoyomiRow, PeriodsRow, MoveRow, Rows };
    std::array<QLabel*, Rows> labels_{};
};

class TimeControlDialog : public QDialog {
    Q_OBJECT
public:
    explicit TimeControlDialog(QWidget* parent = nullptr);

    TimeControl timeControl() const;
    void setTimeControl(const TimeControl& tc);

    // Shows the dialog with the last choice (QSettings); nullopt when cancelled.
    static std::optional<TimeControl> ask(QWidget* parent);
    // The last choice (QSettings), as ask() starts from, and keeping one.
    static TimeControl last();
    static void remember(const TimeControl& tc);
    // A time control in words: "No clock", "10 min + 5 s per move".
    static QString describe(const TimeControl& tc);

    // Both sides' fields (red's with time odds) ...
    QComboBox* kindBox() const { return m_red->kind; }
    QSpinBox* minutesBox() const { return m_red->minutes; }
    QSpinBox* incrementBox() const { return m_red->increment; }
    QSpinBox* byoyomiBox() const { return m_red->byoyomi; }
    QSpinBox* periodsBox() const { return m_red->periods; }
    QSpinBox* moveLimitBox() const { return m_red->moveLimit; }
    // ... and black's own, shown when the time odds box is checked.
    QCheckBox* oddsBox() const { return m_odds; }
    SideClockFields* blackFields() const { return m_black; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateOdds();
    void retranslateUi();

    SideClockFields* m_red = nullptr;
    SideClockFields* m_black = nullptr;
    QCheckBox* m_odds = nullptr;
};

// A time control in a form: its words and a Change… button that opens the
// time control dialog (the computer and LAN new-game dialogs).
class ClockChooser : public QWidget {
    Q_OBJECT
public:
    explicit ClockChooser(const TimeControl& tc, QWidget* parent = nullptr);
    TimeControl timeControl() const { return tc_; }
    void setTimeControl(const TimeControl& tc);
    QPushButton* changeButton() const { return change_; }

signals:
    // The user chose another time control in the dialog (not setTimeControl()).
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    TimeControl tc_;
    QLabel* text_ = nullptr;
    QPushButton* change_ = nullptr;
};

} // namespace qiyuan::ui
