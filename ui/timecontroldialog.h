// Asks for the clock of a new board game: none, base time plus increment
// (Fischer), or byo-yomi (a period for every move once the base time is spent).
#pragma once

#include "core/clock.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QSpinBox;
class QLabel;
class QPushButton;

namespace qiyuan::ui {

// A clock's time left as players read it: "m:ss", rounded up to the second.
QString formatClock(int ms);

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

    QComboBox* kindBox() const { return m_kind; }
    QSpinBox* minutesBox() const { return m_minutes; }
    QSpinBox* incrementBox() const { return m_increment; }
    QSpinBox* byoyomiBox() const { return m_byoyomi; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateEnabled();
    void retranslateUi();

    QComboBox* m_kind = nullptr;
    QSpinBox* m_minutes = nullptr;
    QSpinBox* m_increment = nullptr;
    QSpinBox* m_byoyomi = nullptr;
    QLabel* m_kindLabel = nullptr;
    QLabel* m_minutesLabel = nullptr;
    QLabel* m_incrementLabel = nullptr;
    QLabel* m_byoyomiLabel = nullptr;
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

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    TimeControl tc_;
    QLabel* text_ = nullptr;
    QPushButton* change_ = nullptr;
};

} // namespace qiyuan::ui
