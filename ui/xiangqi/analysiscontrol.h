// The xiangqi table's analysis (分析): the Analyse action and button, the
// analysis panel above the move list and the engine (XiangqiAnalyser) that
// analyses the position on the board, live. The table shows it a position
// (show); the engine restarts when the panel's engine or line count changes.
#pragma once

#include "xiangqi/position.h"

#include <QObject>

#include <functional>
#include <vector>

class QAction;
class QPushButton;

namespace qiyuan::xiangqi {
class Game;
}

namespace qiyuan::ui {

class AnalysisPanel;
class XiangqiAnalyser;

class AnalysisControl : public QObject {
    Q_OBJECT
public:
    // `allowed`: whether the table's way of playing allows analysis (never over the LAN).
    AnalysisControl(std::function<bool()> allowed, QWidget* table);
    ~AnalysisControl() override;

    QAction* action() const { return action_; }
    QPushButton* button() const { return button_; }
    AnalysisPanel* panel() const { return panel_; }
    XiangqiAnalyser* analyser() const { return analyser_; }
    bool isAnalysing() const { return analyser_ != nullptr; }
    void retranslate();
    // The action and the button follow the way of playing.
    void updateEnabled();
    // The position `ply` of `game` is on the board: the engine analyses it when it changed.
    void show(const xiangqi::Game& game, int ply);
    // Stops the engine (the table closes: before the widgets it reports to go away).
    void stop();

public slots:
    // Starts or stops the analysis (the action and the button follow).
    void setAnalysing(bool on);

signals:
    // Why the analysis stopped, for the main window's status bar.
    void statusMessage(const QString& text);

private:
    void restart();
    void analyse();

    std::function<bool()> allowed_;
    QAction* action_ = nullptr;
    QPushButton* button_ = nullptr;
    AnalysisPanel* panel_ = nullptr;
    XiangqiAnalyser* analyser_ = nullptr;
    // The position on the board: the start, the moves to it and the position they reach.
    xiangqi::Position start_;
    std::vector<xiangqi::Move> moves_;
    xiangqi::Position root_;
    bool sent_ = false; // the engine has the position
};

} // namespace qiyuan::ui
