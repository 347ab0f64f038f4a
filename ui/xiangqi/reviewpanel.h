// The review panel of the xiangqi table (复盘): how deep to review (each depth
// stated as time per move), Review / Cancel with a progress bar, the score
// graph (red's winning chances over the game; the viewed move marked; a click
// goes to that move), what the engine says about the viewed move, each side's
// accuracy and marks, the turning points, and "Add the engine's line". The
// review itself runs in GameReview; the table says which move is viewed.
#pragma once

#include "gamereview.h"

#include <QFrame>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace qiyuan::ui {

enum class NotationStyle;

// Red's winning chances over the game, 0..100 per position; marks as dots.
class ScoreGraph : public QWidget {
    Q_OBJECT
public:
    explicit ScoreGraph(QWidget* parent = nullptr);
    // chances[p]: red's chances in the position after p moves (NaN: not analysed yet);
    // marks[p - 1]: the mark of move p.
    void setData(std::vector<double> chances, std::vector<ai::ReviewMark> marks);
    void setCurrent(int ply);
    int current() const { return current_; }
    const std::vector<double>& chances() const { return chances_; }
    // The position whose point is nearest to x (for clicks).
    int plyAt(qreal x) const;
    QSize sizeHint() const override { return {260, 90}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;

private:
    qreal xOf(int ply) const;
    std::vector<double> chances_;
    std::vector<ai::ReviewMark> marks_;
    int current_ = 0;
};

class ReviewPanel : public QFrame {
    Q_OBJECT
public:
    explicit ReviewPanel(QWidget* parent = nullptr);

    GameReview* review() const { return review_; }
    ScoreGraph* graph() const { return graph_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* addLineButton() const { return addLine_; }
    QComboBox* depthBox() const { return depth_; }
    QLabel* summaryLabel() const { return summary_; }
    QLabel* moveLabel() const { return move_; }
    QProgressBar* progressBar() const { return progress_; }

    GameReview::Depth depth() const;
    // The game the panel reviews when asked: its start and main line; the
    // threads the settings allow.
    void setGame(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves, int threads);
    // Starts the review of the game given last (what Review and Game → Review do).
    void startReview();
    // The position after `ply` moves is on the board.
    void showPly(int ply, NotationStyle notation);
    // The viewed move's verdict (nullopt: none yet).
    std::optional<ai::ReviewedMove> verdictAt(int ply) const;
    void retranslate();

signals:
    void plyRequested(int ply);
    // The engine's line at move `ply` (ICCS), to add as a variation.
    void lineRequested(int ply, const std::vector<std::string>& line);
    void reviewChanged(); // marks or summary changed: the move list re-reads them

private:
    void updateAll();
    void updateSummary();

    GameReview* review_ = nullptr;
    QComboBox* depth_ = nullptr;
    QPushButton* start_ = nullptr;
    QProgressBar* progress_ = nullptr;
    ScoreGraph* graph_ = nullptr;
    QLabel* move_ = nullptr;
    QLabel* summary_ = nullptr;
    QPushButton* addLine_ = nullptr;
    xiangqi::Position start0_;
    std::vector<xiangqi::Move> moves_;
    int threads_ = 1;
    int viewed_ = 0;
    NotationStyle notation_{};
};

} // namespace qiyuan::ui
