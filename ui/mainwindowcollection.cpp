// The main window's collections (打谱): a PGN file of many games or a folder
// of XQF files, listed in a window of its own; a chosen game opens at the
// xiangqi table, Next/Previous walk the list. Nothing of a game in progress
// is lost: the table's unsaved game is offered for saving first.
#include "mainwindow.h"

#include "session/collection.h"
#include "ui/xiangqi/collectionview.h"
#include "ui/xiangqi/explorerpanel.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui {

void MainWindow::createCollectionActions()
{
    m_openFolderAct = new QAction(this);
    m_openFolderAct->setObjectName(QStringLiteral("actionOpenFolder"));
    connect(m_openFolderAct, &QAction::triggered, this, &MainWindow::openFolder);
    m_gameListAct = new QAction(this);
    m_gameListAct->setObjectName(QStringLiteral("actionGameList"));
    m_gameListAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_gameListAct, &QAction::triggered, this, &MainWindow::showGameList);
    m_nextGameAct = new QAction(this);
    m_nextGameAct->setObjectName(QStringLiteral("actionNextGame"));
    m_nextGameAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_nextGameAct, &QAction::triggered, this, &MainWindow::nextGame);
    m_previousGameAct = new QAction(this);
    m_previousGameAct->setObjectName(QStringLiteral("actionPreviousGame"));
    m_previousGameAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_previousGameAct, &QAction::triggered, this, &MainWindow::previousGame);
    updateCollectionActions();
}

void MainWindow::retranslateCollection()
{
    m_openFolderAct->setText(tr("Open &Folder of XQF Games...", "menu"));
    m_openFolderAct->setToolTip(tr("List every XQF game file of a folder"));
    m_gameListAct->setText(tr("Game &List", "menu"));
    m_nextGameAct->setText(tr("Ne&xt Game in List", "menu"));
    m_previousGameAct->setText(tr("Pre&vious Game in List", "menu"));
    if (m_collectionDialog && m_collection)
        m_collectionDialog->setWindowTitle(tr("Games of %1").arg(QFileInfo(m_collection->source()).fileName()));
}

void MainWindow::updateCollectionActions()
{
    const int n = m_collection ? m_collection->size() : 0;
    m_gameListAct->setEnabled(n > 0);
    m_nextGameAct->setEnabled(n > 0 && m_collectionGame + 1 < n);
    m_previousGameAct->setEnabled(n > 0 && m_collectionGame > 0);
}

bool MainWindow::isCollectionFile(const QString& path)
{
    QString ignored;
    const auto c = session::Collection::openPgn(path, &ignored);
    return c && c->size() > 1;
}

bool MainWindow::openCollection(const QString& path, QString* error)
{
    QString why;
    std::optional<session::Collection> c;
    int skipped = 0;
    if (QFileInfo(path).isDir()) {
        c = session::Collection::openXqfFolder(path, &skipped, &why);
    } else {
        QFile f(path);
        const bool xqf = f.open(QIODevice::ReadOnly) && f.read(2) == "XQ";
        c = xqf ? session::Collection::openXqfFile(path, &why) : session::Collection::openPgn(path, &why);
    }
    if (!c) {
        if (error)
            *error = why;
        return false;
    }
    XiangqiTable* table = xiangqiTable();
    if (!table || !maybeSave(table)) {
        if (error)
            error->clear(); // the player chose to keep the game: nothing to report
        return false;
    }
    m_collection = std::make_unique<session::Collection>(std::move(*c));
    m_collectionGame = -1;
    // The opening explorer reads its own copy of the collection in the background.
    if (XiangqiTable* table = xiangqiTable())
        table->setCollection(std::make_shared<const session::Collection>(*m_collection));
    if (!m_collectionDialog) {
        m_collectionDialog = new QDialog(this);
        m_collectionDialog->setObjectName(QStringLiteral("collectionDialog"));
        m_collectionView = new CollectionView(m_collectionDialog);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Close, m_collectionDialog);
        auto* layout = new QVBoxLayout(m_collectionDialog);
        layout->addWidget(m_collectionView, 1);
        layout->addWidget(buttons);
        m_collectionDialog->resize(760, 480);
        connect(buttons, &QDialogButtonBox::rejected, m_collectionDialog, &QDialog::hide);
        connect(buttons->button(QDialogButtonBox::Open), &QPushButton::clicked, this, [this] {
            const int game = m_collectionView->gameAt(m_collectionView->table()->currentIndex().row());
            if (game >= 0)
                m_collectionView->openRequested(game);
        });
        connect(m_collectionView, &CollectionView::openRequested, this, [this](int index) {
            QString e;
            if (!openCollectionGame(index, &e) && !e.isEmpty())
                QMessageBox::warning(this, tr("Cannot open the game"), e);
        });
    }
    m_collectionView->setCollection(m_collection.get());
    // The list's opening column fills in when the explorer's pass over the games ends.
    connect(table->explorerPanel(), &ExplorerPanel::openingsFound, m_collectionView, &CollectionView::setOpenings,
            Qt::UniqueConnection);
    // Wide enough for every column (a folder adds the file's), up to most of the screen.
    const int wanted = m_collectionView->table()->horizontalHeader()->length() + 80;
    const int widest = screen() ? screen()->availableGeometry().width() * 9 / 10 : 1200;
    m_collectionDialog->resize(std::clamp(wanted, 760, std::max(760, widest)), m_collectionDialog->height());
    retranslateCollection();
    addRecentFile(path);
    if (m_collection->size() > 1 || m_collection->isFolder())
        showGameList();
    if (skipped > 0)
        statusBar()->showMessage(tr("%n file(s) of the folder could not be read: %1", nullptr, skipped).arg(why), 10000);
    return openCollectionGame(0, error);
}

bool MainWindow::openCollectionGame(int index, QString* error)
{
    XiangqiTable* table = xiangqiTable();
    if (!m_collection || !table)
        return false;
    QString why;
    const auto game = m_collection->game(index, &why);
    if (!game) {
        if (error)
            *error = why;
        return false;
    }
    // Opening the first game came with the collection, after the question.
    if (m_collectionGame >= 0 && !maybeSave(table))
        return false;
    table->openRecord(*game);
    m_collectionGame = index;
    PageEntry* entry = entryOf(table);
    entry->file.clear(); // one game of a collection: Save asks where
    entry->modified = false;
    showPage(table);
    autosave(nullptr, table);
    if (m_collectionView)
        m_collectionView->selectGame(index);
    updateCollectionActions();
    const auto& tags = m_collection->entries().at(index).tags;
    const QString players = tags.value(QStringLiteral("Red")).isEmpty() && tags.value(QStringLiteral("Black")).isEmpty()
                                ? QString()
                                : QStringLiteral(": %1 – %2").arg(tags.value(QStringLiteral("Red")), tags.value(QStringLiteral("Black")));
    statusBar()->showMessage(tr("Game %1 of %2").arg(index + 1).arg(m_collection->size()) + players, 6000);
    return true; // a damaged game says so itself (XiangqiTable::openRecord)
}

void MainWindow::openFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a folder of XQF games"), lastFolder());
    if (dir.isEmpty())
        return;
    rememberFolder(dir);
    QString error;
    if (!openCollection(dir, &error) && !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the folder"), error);
}

void MainWindow::showGameList()
{
    if (!m_collectionDialog || !m_collection)
        return;
    m_collectionDialog->show();
    m_collectionDialog->raise();
    m_collectionDialog->activateWindow();
}

void MainWindow::nextGame()
{
    QString error;
    if (m_collection && m_collectionGame + 1 < m_collection->size() && !openCollectionGame(m_collectionGame + 1, &error)
        && !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the game"), error);
}

void MainWindow::previousGame()
{
    QString error;
    if (m_collection && m_collectionGame > 0 && !openCollectionGame(m_collectionGame - 1, &error) && !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the game"), error);
}

} // namespace qiyuan::ui
