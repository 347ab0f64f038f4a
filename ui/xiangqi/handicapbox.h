// The handicap (让子) of a new xiangqi game, chosen in each new-game dialog
// (hot seat, against the computer, LAN host): none, or one of the presets of
// engine/xiangqi/handicap.h, named in the user's language with the players'
// Chinese name beside it. The last choice is remembered (QSettings
// "xiangqi/handicap"). Red gives the odds and moves first (XQ-H1).
#pragma once

#include "xiangqi/position.h"

#include <QComboBox>

class QDialog;

namespace qiyuan::ui {

class HandicapBox : public QComboBox {
    Q_OBJECT
public:
    explicit HandicapBox(QWidget* parent = nullptr);

    // The preset's key, empty for none.
    QString key() const;
    void setKey(const QString& key);
    // The game's start: the preset's position, or the standard one.
    xiangqi::Position start() const;
    QString startFen() const; // empty for the standard start
    // Keeps the choice for the next dialog.
    void remember() const;

    // Adds "Handicap:" and a box to the dialog's form (its first QFormLayout);
    // the box, remembered when the dialog is accepted.
    static HandicapBox* addTo(QDialog& dialog);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
};

} // namespace qiyuan::ui
