// The list of a collection's games (a PGN file of many games, a folder of XQF
// files): the file (for a folder), event, date, red, black, result, moves, the
// ECCO opening and the kind of start, sortable by any column and filtered by a
// player's name, an opening's code or name (Chinese or English) or any text. Enter or a double
// click opens the chosen game; the view only forwards the choice.
#pragma once

#include "session/collection.h"
#include "xiangqi/ecco.h"

#include <QAbstractTableModel>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace qiyuan::ui {

class CollectionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // File: the game's file name, shown for a folder of XQF files (many have no
    // title or players: the name is what tells them apart).
    enum Column { File, Event, Date, Red, Black, Result, Moves, Opening, Start, ColumnCount };
    // What the filter reads: the shown text, and for the opening both its names.
    static constexpr int FilterRole = Qt::UserRole + 1;
    using Openings = std::vector<std::optional<qiyuan::xiangqi::EccoOpening>>;
    explicit CollectionModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void setCollection(const session::Collection* collection);
    // The ECCO opening of each game, found in the background after the
    // collection opened; until then the file's own ECCO/Opening tags show.
    void setOpenings(std::shared_ptr<const Openings> openings);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void retranslate();

private:
    QString openingShown(int row) const;
    const session::Collection* collection_ = nullptr;
    std::shared_ptr<const Openings> openings_;
};

class CollectionView : public QWidget {
    Q_OBJECT
public:
    explicit CollectionView(QWidget* parent = nullptr);
    // The collection shown (not owned: it must outlive the view or be replaced).
    void setCollection(const session::Collection* collection);
    void setOpenings(std::shared_ptr<const CollectionModel::Openings> openings);
    void setFilter(const QString& text);
    // The game row shown at `row` of the sorted, filtered list (-1 when none).
    int gameAt(int row) const;
    int shownCount() const;
    // Selects the game with this index in the collection (after Next/Previous).
    void selectGame(int index);
    QTableView* table() const { return table_; }
    QLineEdit* filterEdit() const { return filter_; }

signals:
    void openRequested(int index); // the game's index in the collection

protected:
    void changeEvent(QEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslate();
    void updateCount();
    void fitOpeningColumn();
    void openCurrent();

    const session::Collection* collection_ = nullptr;
    CollectionModel* model_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* filter_;
    QTableView* table_;
    QLabel* count_;
};

} // namespace qiyuan::ui
