// The new-game dialog of a game against the computer: which side the human
// plays, the computer's level, and (for xiangqi) whether the opponent is the
// built-in AI or one of the UCI engines set up in Settings → Engines. The
// last choice is remembered per game (QSettings "computer/<game>/...").
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>
#include <QStringList>

#include <functional>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;

namespace qiyuan::ui {

struct ComputerGameChoice {
    int humanSide = 0;       // index into the side names given to the dialog
    int level = 1;           // ai::MinLevel..ai::MaxLevel
    QString engineId;        // empty: the built-in AI; else a configured engine's id
};

class ComputerGameDialog : public QDialog {
    Q_OBJECT
public:
    // `sideNames`: the sides the human may take, e.g. {tr("Red"), tr("Black")}.
    // `engines`: the configured external engines (id, name) the user may
    // choose instead of the built-in AI; none for games without UCI engines.
    ComputerGameDialog(const QString& gameKey, const QStringList& sideNames,
                       const QList<QPair<QString, QString>>& engines = {}, QWidget* parent = nullptr);

    ComputerGameChoice choice() const;
    void setChoice(const ComputerGameChoice& c);

    // Shows the dialog with the last choice of this game; nullopt when cancelled.
    // `extend` may add the game's own rows (addRow) before it is shown.
    static std::optional<ComputerGameChoice> ask(const QString& gameKey, const QStringList& sideNames,
                                                 const QList<QPair<QString, QString>>& engines, QWidget* parent,
                                                 const std::function<void(ComputerGameDialog&)>& extend = {});
    // A row of the game's own (积分象棋: the target score) below the level.
    void addRow(QLabel* label, QWidget* field);

    QComboBox* sideBox() const { return m_side; }
    QComboBox* levelBox() const { return m_level; }
    QComboBox* opponentBox() const { return m_opponent; }

    // "3 — club player" style names of the levels, translated.
    static QString levelName(int level);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QString m_gameKey;
    QList<QPair<QString, QString>> m_engines;
    QComboBox* m_side = nullptr;
    QComboBox* m_level = nullptr;
    QComboBox* m_opponent = nullptr;
    QLabel* m_sideLabel = nullptr;
    QLabel* m_levelLabel = nullptr;
    QLabel* m_opponentLabel = nullptr;
    QLabel* m_levelNote = nullptr;
    QFormLayout* m_form = nullptr;
};

} // namespace qiyuan::ui
