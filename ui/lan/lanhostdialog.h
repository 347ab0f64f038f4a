// Hosting a xiangqi table on the LAN: the host's name, its colour and the clock.
#pragma once

#include "core/clock.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace qiyuan::ui {

class LanHostDialog : public QDialog {
    Q_OBJECT
public:
    struct Choice {
        QString name;
        int seat = 0; // 0 red, 1 black
        TimeControl timeControl;
    };

    explicit LanHostDialog(QWidget* parent = nullptr);
    Choice choice() const;

    // Nullopt when cancelled; remembers the name and colour (QSettings).
    static std::optional<Choice> ask(QWidget* parent);

    QLineEdit* nameEdit() const { return name_; }
    QComboBox* seatBox() const { return seat_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateClockText();
    QLineEdit* name_;
    QComboBox* seat_;
    QLabel* clockText_;
    QPushButton* clockButton_;
    QLabel* nameLabel_;
    QLabel* seatLabel_;
    QLabel* clockLabel_;
    QLabel* note_;
    TimeControl tc_;
};

// A player name to start with: the last one used, else the login name.
QString defaultPlayerName();

} // namespace qiyuan::ui
