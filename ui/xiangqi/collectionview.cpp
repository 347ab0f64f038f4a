#include "collectionview.h"

#include "xiangqitable.h"

#include <QEvent>
#include <QFontMetrics>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui {

void CollectionModel::setCollection(const session::Collection* collection)
{
    beginResetModel();
    collection_ = collection;
    openings_.reset(); // another collection's
    endResetModel();
}

int CollectionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !collection_ ? 0 : collection_->size();
}

int CollectionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
QString resultText(const QString& tag)
{
    const QString r = tag.trimmed();
    if (r == QLatin1String("1-0"))
        return CollectionModel::tr("Red wins");
    if (r == QLatin1String("0-1"))
        return CollectionModel::tr("Black wins");
    if (r == QLatin1String("1/2-1/2"))
        return CollectionModel::tr("Draw");
    return r == QLatin1String("*") ? QString() : r; // 红先胜 and the like stay as written
}
} // namespace

QVariant CollectionModel::data(const QModelIndex& index, int role) const
{
    if (!collection_ || !index.isValid() || index.row() >= collection_->size())
        return {};
    const session::CollectionEntry& e = collection_->entries().at(index.row());
    auto tag = [&e](const char* name) { return e.tags.value(QString::fromLatin1(name)); };
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case File: return QFileInfo(e.file).completeBaseName();
        case Event: {
            const QString event = tag("Event");
            return event.isEmpty() || event == QLatin1String("?") ? QString() : event;
        }
        case Date: return tag("Date").remove(QStringLiteral("??")).remove(QStringLiteral(".?"));
        case Red: return tag("Red") == QLatin1String("?") ? QString() : tag("Red");
        case Black: return tag("Black") == QLatin1String("?") ? QString() : tag("Black");
        case Result: return resultText(tag("Result"));
        case Moves: return role == Qt::DisplayRole ? QVariant((e.moves + 1) / 2) : QVariant(tr("%n ply(s)", nullptr, e.moves));
        case Opening: return openingShown(index.row());
        case Start: return e.setUp ? tr("Set-up position") : tr("Standard");
        default: break;
        }
    }
    if (role == FilterRole) {
        if (index.column() != Opening)
            return data(index, Qt::DisplayRole);
        // Both names, so that 中炮 finds a game in English too.
        const auto* found = openings_ && size_t(index.row()) < openings_->size() ? &(*openings_)[size_t(index.row())] : nullptr;
        if (!found || !*found)
            return openingShown(index.row());
        return QStringLiteral("%1 %2 %3").arg(QString::fromStdString((*found)->code),
                                               QString::fromStdString(fullName(**found)),
                                               QString::fromStdString((*found)->englishName));
    }
    if (role == Qt::UserRole) // sorting: moves as numbers
        return index.column() == Moves ? QVariant(e.moves) : data(index, Qt::DisplayRole);
    if (role == Qt::TextAlignmentRole && index.column() == Moves)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant CollectionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case File: return tr("File");
    case Event: return tr("Event");
    case Date: return tr("Date");
    case Red: return tr("Red");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Moves: return tr("Moves");
    case Opening: return tr("Opening");
    case Start: return tr("Start");
    default: return {};
    }
}

void CollectionModel::setOpenings(std::shared_ptr<const Openings> openings)
{
    openings_ = std::move(openings);
    if (rowCount() > 0)
        emit dataChanged(index(0, Opening), index(rowCount() - 1, Opening));
}

QString CollectionModel::openingShown(int row) const
{
    if (openings_ && size_t(row) < openings_->size())
        return (*openings_)[size_t(row)] ? openingText(*(*openings_)[size_t(row)]) : QString();
    // Not classified yet: what the file says, if anything.
    const session::CollectionEntry& e = collection_->entries().at(row);
    const QString code = e.tags.value(QStringLiteral("ECCO"));
    const QString name = e.tags.value(QStringLiteral("Opening"));
    return (code + QLatin1Char(' ') + name).trimmed().remove(QLatin1Char('?')).trimmed();
}

void CollectionModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

CollectionView::CollectionView(QWidget* parent)
    : QWidget(parent), model_(new CollectionModel(this)), proxy_(new QSortFilterProxyModel(this)),
      filter_(new QLineEdit(this)), table_(new QTableView(this)), count_(new QLabel(this))
{
    proxy_->setSourceModel(model_);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1); // a player's name or any text of the row
    proxy_->setFilterRole(CollectionModel::FilterRole);
    proxy_->setSortRole(Qt::UserRole);
    proxy_->setSortLocaleAware(true);
    filter_->setObjectName(QStringLiteral("collectionFilter"));
    filter_->setClearButtonEnabled(true);
    table_->setObjectName(QStringLiteral("collectionList"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder); // the file's order until a header is clicked
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->installEventFilter(this);
    count_->setObjectName(QStringLiteral("collectionCount"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_);
    layout->addWidget(table_, 1);
    layout->addWidget(count_);
    connect(filter_, &QLineEdit::textChanged, this, &CollectionView::setFilter);
    connect(table_, &QTableView::activated, this, [this] { openCurrent(); });
    retranslate();
}

void CollectionView::setCollection(const session::Collection* collection)
{
    collection_ = collection;
    model_->setCollection(collection);
    // A PGN collection's games share one file: its name tells nothing.
    table_->setColumnHidden(CollectionModel::File, !collection || !collection->isFolder());
    table_->resizeColumnsToContents();
    fitOpeningColumn();
    if (proxy_->rowCount() > 0)
        table_->selectRow(0);
    updateCount();
}

void CollectionView::setOpenings(std::shared_ptr<const CollectionModel::Openings> openings)
{
    model_->setOpenings(std::move(openings));
    fitOpeningColumn();
    updateCount(); // the filter may now match more or fewer games
}

void CollectionView::fitOpeningColumn()
{
    // Long English names would push the start column out of sight: the
    // opening gets what it needs up to a limit, the rest is elided (the
    // tooltip has the whole name).
    table_->resizeColumnToContents(CollectionModel::Opening);
    const int limit = std::max(fontMetrics().averageCharWidth() * 48, 240);
    if (table_->columnWidth(CollectionModel::Opening) > limit)
        table_->setColumnWidth(CollectionModel::Opening, limit);
}

void CollectionView::setFilter(const QString& text)
{
    if (filter_->text() != text)
        filter_->setText(text); // comes back here through textChanged
    proxy_->setFilterFixedString(text.trimmed());
    updateCount();
}

int CollectionView::gameAt(int row) const
{
    const QModelIndex i = proxy_->index(row, 0);
    return i.isValid() ? proxy_->mapToSource(i).row() : -1;
}

int CollectionView::shownCount() const
{
    return proxy_->rowCount();
}

void CollectionView::selectGame(int index)
{
    const QModelIndex shown = proxy_->mapFromSource(model_->index(index, 0));
    if (shown.isValid()) {
        table_->selectRow(shown.row());
        table_->scrollTo(shown);
    }
}

void CollectionView::openCurrent()
{
    const QModelIndex current = table_->currentIndex();
    if (current.isValid())
        emit openRequested(proxy_->mapToSource(current).row());
}

bool CollectionView::eventFilter(QObject* watched, QEvent* e)
{
    // Enter opens the game (QAbstractItemView's "activated" depends on the style).
    if (watched == table_ && e->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(e)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            openCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, e);
}

void CollectionView::updateCount()
{
    const int total = collection_ ? collection_->size() : 0;
    //: %1 games shown of %2 in the collection
    count_->setText(shownCount() == total ? tr("%n game(s)", nullptr, total)
                                          : tr("%1 of %n game(s)", nullptr, total).arg(shownCount()));
}

void CollectionView::retranslate()
{
    filter_->setPlaceholderText(tr("Filter by player, event or any text"));
    filter_->setAccessibleName(tr("Filter games"));
    table_->setAccessibleName(tr("Games of the collection"));
    model_->retranslate();
    updateCount();
}

void CollectionView::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

} // namespace qiyuan::ui
