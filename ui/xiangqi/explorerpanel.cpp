#include "explorerpanel.h"

#include "session/collection.h"
#include "xiangqitable.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

ExplorerPanel::ExplorerPanel(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("explorerPanel"));
    setFrameShape(QFrame::StyledPanel);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("explorerTitle"));
    title_->setWordWrap(true);
    table_ = new QTableWidget(0, 5, this);
    table_->setObjectName(QStringLiteral("explorerMoves"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->setMaximumHeight(150);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(title_);
    layout->addWidget(table_);
    connect(table_, &QTableWidget::cellActivated, this, [this](int row, int) {
        if (row >= 0 && row < int(shown_.size()))
            emit moveChosen(shown_[size_t(row)].move);
    });
    retranslate();
}

ExplorerPanel::~ExplorerPanel() { stopWorker(); }

void ExplorerPanel::stopWorker()
{
    stop_ = true;
    if (worker_.joinable())
        worker_.join();
    stop_ = false;
    ++generation_;
}

void ExplorerPanel::setCollection(std::shared_ptr<const session::Collection> collection)
{
    stopWorker();
    index_.reset();
    indexing_ = collection != nullptr;
    games_ = collection ? collection->size() : 0;
    setVisible(collection != nullptr);
    fill();
    if (!collection)
        return;
    const int generation = generation_;
    worker_ = std::thread([this, collection, generation] {
        auto index = std::make_shared<OpeningIndex>();
        auto openings = std::make_shared<Openings>(size_t(collection->size()));
        for (int i = 0; i < collection->size() && !stop_; ++i)
            if (const auto g = collection->game(i)) { // a game with a bad move counts as far as it is legal
                index->addGame(g->game.startPosition(), g->game.moves(), g->game.result().verdict);
                (*openings)[size_t(i)] = classifyOpening(g->game.startPosition(), g->game.moves());
            }
        if (stop_)
            return;
        index->finish();
        QMetaObject::invokeMethod(this, [this, index, openings, generation] {
            if (generation != generation_)
                return;
            index_ = index;
            indexing_ = false;
            fill();
            emit indexed();
            emit openingsFound(openings);
        }, Qt::QueuedConnection);
    });
}

void ExplorerPanel::showPosition(const Position& p, NotationStyle notation)
{
    position_ = p;
    notation_ = notation;
    fill();
}

void ExplorerPanel::fill()
{
    shown_ = index_ ? index_->movesFrom(position_) : std::vector<OpeningIndex::MoveStats>{};
    if (indexing_)
        //: The opening explorer while it reads a collection; %n games
        title_->setText(tr("Reading %n game(s) of the collection for the opening explorer…", nullptr, games_));
    else if (shown_.empty())
        title_->setText(tr("Opening explorer: no game of the collection reached this position."));
    else {
        int total = 0;
        for (const auto& s : shown_)
            total += s.games;
        //: %n: games of the collection that reached the position on the board
        title_->setText(tr("Opening explorer: %n game(s) reached this position.", nullptr, total));
    }
    table_->setRowCount(int(shown_.size()));
    for (int r = 0; r < int(shown_.size()); ++r) {
        const auto& s = shown_[size_t(r)];
        const QStringList cells{moveText(position_, s.move, notation_), QString::number(s.games),
                                QString::number(s.redWins), QString::number(s.draws), QString::number(s.blackWins)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(r, c, item);
        }
    }
    table_->setVisible(!shown_.empty());
}

void ExplorerPanel::retranslate()
{
    // Short headers: the panel is narrow and the move column needs the room;
    // each header's tooltip says it in full.
    table_->setHorizontalHeaderLabels({tr("Move"), tr("Games"),
                                       //: Column: games red won after the move (as short as possible)
                                       tr("Red", "explorer column"),
                                       //: Column: drawn games after the move (as short as possible)
                                       tr("Draw", "explorer column"),
                                       //: Column: games black won after the move (as short as possible)
                                       tr("Black", "explorer column")});
    const QString tips[] = {tr("The move played from this position"), tr("Games that played the move"),
                            tr("Of those, games red won"), tr("Of those, drawn games"), tr("Of those, games black won")};
    for (int c = 0; c < 5; ++c)
        table_->horizontalHeaderItem(c)->setToolTip(tips[c]);
    table_->setToolTip(tr("Double-click a move to play it"));
    setAccessibleName(tr("Opening explorer"));
    fill();
}

} // namespace qiyuan::ui
