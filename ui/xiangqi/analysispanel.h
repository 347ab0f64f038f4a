// The analysis panel of the xiangqi table: which engine analyses (the
// built-in AI or an engine set up in Settings → Engines), and what it says
// about the position on the board: the evaluation from red's view (in pawns,
// or mate in N), the depth, the speed and the best line in the player's
// notation with move numbers. With more lines chosen (1..5, MultiPV,
// remembered in the settings) each of the best lines shows its own evaluation
// and depth; the panel is as high as the lines chosen.
#pragma once

#include "analyser.h"

#include <QFrame>

#include <array>
#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

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

    // How many best lines to show (1..XiangqiAnalyser::MaxLines), as chosen in
    // the panel and saved in the settings.
    int lineCount() const;
    void setLineCount(int lines);
    // What the engine offers (a UCI engine without MultiPV: 1); a note says
    // so when fewer lines than chosen can come.
    void setLineLimit(int lines);

    // A fresh search of `root`: the figures are cleared.
    void startPosition(const xiangqi::Position& root);
    // One line of the analysis (info.line: which one); line 1 fills the figures too.
    void showInfo(const AnalysisInfo& info);
    // A sentence in place of the figures (a failure, a position without moves).
    void showMessage(std::function<QString()> text);
    // How the lines word a move (the position before it): the player's
    // notation; Chinese until the table sets it. The lines shown are worded again.
    void setMoveWords(std::function<QString(const xiangqi::Position&, xiangqi::Move)> words);

    QComboBox* engineBox() const { return engine_; }
    QLabel* evaluationLabel() const { return evaluation_; }
    QLabel* depthLabel() const { return depth_; }
    QLabel* speedLabel() const { return speed_; }
    QSpinBox* linesBox() const { return lines_; }
    // The i-th best line (0: the best): its moves, its evaluation and depth
    // (those two shown when more than one line is).
    QLabel* lineLabel(int i = 0) const { return rows_.at(static_cast<std::size_t>(i)).moves; }
    QLabel* lineEvaluationLabel(int i) const { return rows_.at(static_cast<std::size_t>(i)).evaluation; }
    QLabel* lineDepthLabel(int i) const { return rows_.at(static_cast<std::size_t>(i)).depth; }
    QLabel* noteLabel() const { return note_; }
    QLabel* messageLabel() const { return message_; }

    // "+0.54", "Red mates in 3": an evaluation from red's view.
    static QString evaluationText(const AnalysisInfo& info);
    // "1.2 M nodes/s".
    static QString speedText(qint64 nps);

signals:
    // The user chose another engine.
    void engineChanged();
    // The user chose how many lines to see.
    void lineCountChanged(int lines);

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
    QLabel* linesLabel_ = nullptr;
    QSpinBox* lines_ = nullptr;
    struct LineRow {
        QLabel* evaluation = nullptr;
        QLabel* depth = nullptr;
        QLabel* moves = nullptr;
    };
    std::array<LineRow, 5> rows_;
    QLabel* note_ = nullptr;
    QLabel* message_ = nullptr;
    xiangqi::Position root_;
    AnalysisInfo info_;               // line 1
    bool hasInfo_ = false;
    std::vector<AnalysisInfo> infos_; // by line - 1; depth 0: nothing yet
    int lineLimit_ = 0;               // 0: not known
    std::function<QString()> messageText_;
    std::function<QString(const xiangqi::Position&, xiangqi::Move)> moveWords_;
};

} // namespace qiyuan::ui
