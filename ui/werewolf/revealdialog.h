// "Pass the laptop": each player in turn taps to see their own role on the
// whole screen (what it may do and how its camp wins, in a player's words),
// taps again to hide it, and hands the laptop on. Esc leaves. With phones on,
// the shown role comes with the seat's personal QR code: scanned, it binds
// that phone to the seat, nothing typed.
#pragma once

#include "werewolf/werewolf.h"

#include <QDialog>
#include <QPixmap>
#include <QStringList>

class QLabel;
class QPushButton;

namespace qiyuan::ui {

class QrCodeView;

class WerewolfRevealDialog : public QDialog {
    Q_OBJECT
public:
    struct Card {
        QString player;   // "Name (#3)"
        QString identity; // "red Chariot"
        QString detail;   // what the role may do and how its camp wins, in a player's words
        QString phoneUrl; // the seat's personal address (phones on): its QR code binds a phone to the seat
        QPixmap piece;    // the piece as it looks on the board, in its camp's colour
    };
    // A role's piece as the board shows it: a xiangqi disc with the camp's
    // character and ink, or a chess figure, white or black.
    static QPixmap pieceImage(werewolf::Game game, werewolf::Role role, werewolf::Camp camp, int size);
    explicit WerewolfRevealDialog(QList<Card> cards, QWidget* parent = nullptr);

    int current() const { return m_index; }  // the player whose turn it is
    bool isShowing() const { return m_showing; }
    QString shownText() const;               // what the screen says now
    QString shownPhoneUrl() const;           // the personal QR code's address shown now ("" none)
    QPushButton* tapButton() const { return m_tap; }

    void tap(); // show, hide and go on, close after the last

private:
    void updateText();

    QList<Card> m_cards;
    int m_index = 0;
    bool m_showing = false;
    QLabel* m_title = nullptr;
    QPushButton* m_tap = nullptr;
    QLabel* m_detail = nullptr; // under the role, only while it is shown
    QrCodeView* m_qr = nullptr; // the seat's personal QR code, only while the role is shown
    QLabel* m_qrText = nullptr;
};

} // namespace qiyuan::ui
