// The new-game dialog of a game against the computer: which side the human
// plays, the computer's level, and (for xiangqi) whether the opponent is the
// built-in AI or the external UCI engine set in Settings. The last choice is
// remembered per game (QSettings "computer/<game>/...").
#pragma once

#include <QDialog>
#include <QStringList>

#include <optional>

class QComboBox;
class QLabel;

namespace qiyuan::ui {

struct ComputerGameChoice {
    int humanSide = 0;       // index into the side names given to the dialog
    int level = 1;           // ai::MinLevel..ai::MaxLevel
    bool externalEngine = false;
};

class ComputerGameDialog : public QDialog {
    Q_OBJECT
public:
    // `sideNames`: the sides the human may take, e.g. {tr("Red"), tr("Black")}.
    // `externalEngine`: the name of a configured external engine, or empty.
    ComputerGameDialog(const QString& gameKey, const QStringList& sideNames, const QString& externalEngine,
                       QWidget* parent = nullptr);

    ComputerGameChoice choice() const;
    void setChoice(const ComputerGameChoice& c);

    // Shows the dialog with the last choice of this game; nullopt when cancelled.
    static std::optional<ComputerGameChoice> ask(const QString& gameKey, const QStringList& sideNames,
                                                 const QString& externalEngine, QWidget* parent);

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
    QString m_externalEngine;
    QComboBox* m_side = nullptr;
    QComboBox* m_level = nullptr;
    QComboBox* m_opponent = nullptr;
    QLabel* m_sideLabel = nullptr;
    QLabel* m_levelLabel = nullptr;
    QLabel* m_opponentLabel = nullptr;
    QLabel* m_levelNote = nullptr;
};

} // namespace qiyuan::ui
