// The start page: the games in progress ("Continue"), then every game of the
// registry as a card, in registry order. Back (or Esc) returns to the game
// that was on screen.
#pragma once

#include "core/registry.h"
#include "ui/xiangqi/piecepainter.h"

#include <QHash>
#include <QList>
#include <QPixmap>
#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace qiyuan::ui {

class GameCard;

class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    QList<GameCard*> cards() const { return m_cards; }
    GameCard* card(const QString& gameKey) const; // nullptr if unknown

    // Ignored for an unknown game or a mode it does not have.
    void setModeAvailable(const QString& gameKey, PlayMode mode, bool available);
    // The xiangqi card shows the red General as the board draws it: 帅 or 帥.
    void setPieceStyle(PieceStyle style);
    // That picture, at `size` device-independent pixels.
    static QPixmap xiangqiIcon(PieceStyle style, int size, qreal dpr);

    // A game in progress: its game key and what the page says of it.
    struct InProgress {
        QString gameKey;
        QString summary; // GamePage::progressSummary()
    };
    // The "Continue" list above the chooser (hidden when empty), and the game
    // Back returns to (empty: no Back button).
    void setGamesInProgress(const QList<InProgress>& games, const QString& backTo);
    QPushButton* continueButton(const QString& gameKey) const;
    QPushButton* backButton() const { return m_back; }

signals:
    void gameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);
    void continueRequested(const QString& gameKey); // a "Continue" button, or Back / Esc
    void tournamentRequested(); // the Tournament button (ui/tournament)

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_heading = nullptr;
    QLabel* m_subheading = nullptr;
    QLabel* m_note = nullptr;
    QList<GameCard*> m_cards;
    QWidget* m_inProgress = nullptr; // the "Continue" box
    QLabel* m_inProgressHeading = nullptr;
    QVBoxLayout* m_inProgressRows = nullptr;
    QList<InProgress> m_games;
    QHash<QString, QPushButton*> m_continue; // by game key, the rows on screen
    QString m_backTo;
    QPushButton* m_back = nullptr;
    QPushButton* m_tournament = nullptr;
};

} // namespace qiyuan::ui
