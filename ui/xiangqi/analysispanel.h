// The analysis panel of the xiangqi table: which engine analyses (the
// built-in AI or an engine set up in Settings → Engines), and what it says
// about the position on the board: the evaluation from red's view (in pawns,
// or mate in N), the depth, the speed and the best line in Chinese notation.
#pragma once

#include "analyser.h"

#include <QFrame>

#include <functional>

class QComboBox;
class QLabel;

namespace qiyuan::ui {

class AnalysisPanel : public QFrame {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // Re-reads the configured engines, keeping the chosen one when it is still there.
    void reloadEngines();
    // "" for the built-in AI, else the id of a configured engine.
    QString engineId() const;
    void setEngineId(const QString& id);

    // A fresh search of `root`: the figures are cleared.
    void startPosition(const xiangqi::Position& root);
    void showInfo(const AnalysisInfo& info);
    // A sentence in place of the figures (a failure, a position without moves).
    void showMessage(std::function<QString()> text);

    QComboBox* engineBox() const { return engine_; }
    QLabel* evaluationLabel() const { return evaluation_; }
    QLabel* depthLabel() const { return depth_; }
    QLabel* speedLabel() const { return speed_; }
    QLabel* lineLabel() const { return line_; }
    QLabel* messageLabel() const { return message_; }

    // "+0.54", "Red mates in 3": an evaluation from red's view.
    static QString evaluationText(const AnalysisInfo& info);
    // "1.2 M nodes/s".
    static QString speedText(qint64 nps);

signals:
    // The user chose another engine.
    void engineChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void render();

    QComboBox* engine_ = nullptr;
    QLabel* engineLabel_ = nullptr;
    QLabel* evaluation_ = nullptr;
    QLabel* depth_ = nullptr;
    QLabel* speed_ = nullptr;
    QLabel* line_ = nullptr;
    QLabel* message_ = nullptr;
    xiangqi::Position root_;
    AnalysisInfo info_;
    bool hasInfo_ = false;
    std::function<QString()> messageText_;
};

} // namespace qiyuan::ui
