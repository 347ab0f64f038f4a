// One game on the start page: icon, name, one line about it, its rule sets
// and a button per play mode. Modes stay disabled, with a tooltip saying so,
// until the app declares them available.
#pragma once

#include "core/registry.h"
#include "ui/gamenames.h"

#include <QFrame>
#include <QMap>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;

namespace qiyuan::ui {

class GameCard : public QFrame {
    Q_OBJECT
public:
    explicit GameCard(const GameInfo& game, QWidget* parent = nullptr);

    const GameInfo& game() const { return m_game; }
    QString gameKey() const { return toQString(m_game.key); }

    // The chosen rule set; the game's first one by default.
    QString selectedVariant() const;
    // False for a key that is not one of this game's rule sets.
    bool selectVariant(const QString& variantKey);

    // nullptr when the game is not played in that mode.
    QPushButton* modeButton(PlayMode mode) const;
    // The game's picture at the card's left (its SVG from the resources by default).
    void setIcon(const QPixmap& pixmap);
    QPixmap icon() const;
    // nullptr when the game has a single rule set or no such key.
    QRadioButton* variantButton(const QString& variantKey) const;

    // Ignored for a mode the game does not have.
    void setModeAvailable(PlayMode mode, bool available);
    bool isModeAvailable(PlayMode mode) const;

signals:
    void gameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateModeButton(PlayMode mode);

    const GameInfo& m_game;
    QLabel* m_icon = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_chineseTitle = nullptr;
    QLabel* m_players = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_rulesLabel = nullptr;
    QButtonGroup* m_variants = nullptr;
    QMap<QString, QRadioButton*> m_variantButtons;
    QMap<PlayMode, QPushButton*> m_modeButtons;
    QMap<PlayMode, bool> m_available;
};

} // namespace qiyuan::ui
