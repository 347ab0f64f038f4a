// The opening explorer (开局库) beside the move list while a collection is
// open: the moves played from the position on the board across the
// collection's games, each with the number of games and red wins / draws /
// black wins; a double click (or Enter) plays the move. The index
// (xiangqi::OpeningIndex) is built once per collection in a worker thread;
// the panel says so meanwhile and never holds the window up.
#pragma once

#include "xiangqi/ecco.h"
#include "xiangqi/openingindex.h"

#include <QFrame>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

class QLabel;
class QTableWidget;

namespace qiyuan::session {
class Collection;
}

namespace qiyuan::ui {

enum class NotationStyle;

class ExplorerPanel : public QFrame {
    Q_OBJECT
public:
    explicit ExplorerPanel(QWidget* parent = nullptr);
    ~ExplorerPanel() override;

    // Indexes the collection's games (a copy: the worker never touches the window's).
    void setCollection(std::shared_ptr<const session::Collection> collection);
    bool isIndexing() const { return indexing_; }
    const xiangqi::OpeningIndex* index() const { return index_.get(); }
    // The ECCO opening of each game of the collection, by the game's index
    // (none for an unreadable or set-up game); found by the same pass.
    using Openings = std::vector<std::optional<xiangqi::EccoOpening>>;
    // The position on the board.
    void showPosition(const xiangqi::Position& p, NotationStyle notation);
    QTableWidget* table() const { return table_; }
    void retranslate();

signals:
    void moveChosen(qiyuan::xiangqi::Move move);
    void indexed();
    void openingsFound(std::shared_ptr<const qiyuan::ui::ExplorerPanel::Openings> openings);

private:
    void stopWorker();
    void fill();

    QLabel* title_ = nullptr;
    QTableWidget* table_ = nullptr;
    std::shared_ptr<const xiangqi::OpeningIndex> index_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    bool indexing_ = false;
    int generation_ = 0;
    int games_ = 0;
    xiangqi::Position position_;
    NotationStyle notation_{};
    std::vector<xiangqi::OpeningIndex::MoveStats> shown_;
};

} // namespace qiyuan::ui
