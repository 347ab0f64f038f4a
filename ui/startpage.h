// The start page: every game of the registry as a card, in registry order.
#pragma once

#include "core/registry.h"

#include <QList>
#include <QWidget>

class QLabel;

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

signals:
    void gameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_heading = nullptr;
    QLabel* m_subheading = nullptr;
    QLabel* m_note = nullptr;
    QList<GameCard*> m_cards;
};

} // namespace qiyuan::ui
