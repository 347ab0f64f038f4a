// The public view of a role game, a separate window for a projector: the
// players, who is alive, and only what has been announced to all — the
// leaders public from the start (XW-1), what dawn and the votes revealed of
// the dead (XW-4, CW-1), a real king made public by castling (CW-14) — plus
// every announcement, newest first, and the narrator's line when it cannot
// speak. Never a hidden role. While phones may
// join, a QR code of the players' page and the room code beside the cards.
//
// Read from across a room: one card per player in a grid that fills the
// window (32 players fit one 1920×1080 screen without scrolling), the type
// scaled to the cards, the dead greyed and struck through. Opens full screen
// on a second screen when there is one (present()); Esc leaves full screen,
// then closes and brings the moderator's window back (on one screen a button
// in sight does the same).
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace qiyuan::ui {

class WerewolfPage;
class QrCodeView;

namespace werewolfpublic {
class PlayerCard;
class CardGrid;
} // namespace werewolfpublic

class WerewolfPublicView : public QWidget {
    Q_OBJECT
public:
    explicit WerewolfPublicView(WerewolfPage* page, QWidget* parent = nullptr);

    // Redraws from the page's table (the page calls it after every step).
    void refresh();
    // Shows the view: full screen on a screen other than the moderator's when
    // there is one, else a large window inside the current screen.
    void present();

    // One card per player, in seat order.
    int playerCount() const;
    QWidget* playerCard(int row) const;
    // What a card says: the player's name (and seat), "alive" or "dead", and
    // what all know of the player ("?" for nothing).
    QString nameText(int row) const;
    QString statusText(int row) const;
    QString knownText(int row) const;
    bool shownDead(int row) const;
    // Every announcement so far, newest first, one a line.
    QString announcements() const;
    // The phones' page while the moderator lets phones join (empty: the code is hidden).
    QString joinAddress() const;
    // The narrator's line in large type under the title, when it cannot speak
    // (ui/werewolf/narrator.h); empty: the band is hidden.
    void showCaption(const QString& text);
    QString caption() const;
    QWidget* captionLabel() const;
    // The timer everyone sees: "Speaking: Zhang San (#2)    0:45"; empty while it is off.
    QString timerText() const;
    int speakingCard() const; // the row of the speaker's card, framed; -1: none

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void scaleType();
    void placeInside(const QRect& available);
    void backToModerator(); // closes the view and brings the moderator's window to the front
    void retranslateBack();
    void buildTimer();
    void showTimer();

    WerewolfPage* m_page;
    QLabel* m_title = nullptr;
    QLabel* m_phase = nullptr;
    QLabel* m_caption = nullptr;
    QLabel* m_timer = nullptr;
    QPushButton* m_back = nullptr; // shown when the view shares the moderator's screen
    werewolfpublic::CardGrid* m_grid = nullptr;
    QLabel* m_newsTitle = nullptr;
    QLabel* m_news = nullptr;
    QWidget* m_join = nullptr;      // the QR code of the phones' page, and its words
    QrCodeView* m_joinQr = nullptr;
    QLabel* m_joinText = nullptr;
    QStringList m_announcements;
};

} // namespace qiyuan::ui
