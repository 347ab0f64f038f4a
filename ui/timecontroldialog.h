// Asks for the clock of a new board game: none, base time plus increment
// (Fischer), or byo-yomi (a period for every move once the base time is spent).
#pragma once

#include "core/clock.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QSpinBox;
class QLabel;

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

} // namespace qiyuan::ui
