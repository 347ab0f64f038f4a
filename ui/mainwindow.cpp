#include "mainwindow.h"
#include "enginematch/enginematchwindow.h"

#include "session/collection.h"

#include "ui/dialogtitlefit.h"
#include "ui/gamenames.h"
#include "ui/gamepage.h"
#include "ui/gamepages.h"
#include "ui/languagemanager.h"
#include "ui/settingsdialog.h"
#include "ui/preferences.h"
#include "ui/quitdialog.h"
#include "ui/rulesdialog.h"
#include "ui/startpage.h"
#include "ui/timecontroldialog.h"
#include "ui/engineconfig.h"
#include "ui/windowplace.h"
#include "ui/xiangqi/positioneditor.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ui/tournament/tournamentwindow.h"
#include "session/pgn.h"
#include "session/snapshot.h"
#include "ui/lan/lanseats.h"

#include <QAction>
#include <algorithm>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QStandardPaths>
#include <QStatusBar>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScreen>
#include <QDate>
#include <QDateTime>
#include <QSettings>
#include <QStackedWidget>
#include <QStyle>

namespace qiyuan::ui {

namespace {

const QString geometryKey = QStringLiteral("mainWindow/geometry");
const QString stateKey = QStringLiteral("mainWindow/state");
const QString recentKey = QStringLiteral("recentFiles");
constexpr int MaxRecentFiles = 8;

// The platform's standard shortcut; `fallback` where the platform has none
// (a bare X11 session defines no Full Screen or Save As key).
QAction* makeAction(QObject* parent, const char* name, QKeySequence::StandardKey key,
                    const QKeySequence& fallback = {})
{
    auto* action = new QAction(parent);
    action->setObjectName(QLatin1String(name));
    if (key != QKeySequence::UnknownKey && !QKeySequence::keyBindings(key).isEmpty())
        action->setShortcuts(key);
    else if (!fallback.isEmpty())
        action->setShortcut(fallback);
    return action;
}

} // namespace

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent)
    , m_languages(languages)
{
    setObjectName(QStringLiteral("mainWindow"));
    DialogTitleFit::install(); // every dialog as wide as its title
    setWindowIcon(QIcon(QStringLiteral(":/icons/qiyuan.svg")));

    m_pages = new QStackedWidget(this);
    m_startPage = new StartPage(m_pages);
    // The xiangqi card's General as the board draws it (Settings → Pieces).
    m_startPage->setPieceStyle(Preferences::load().traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    m_pages->addWidget(m_startPage);
    setCentralWidget(m_pages);
    connect(m_startPage, &StartPage::gameRequested, this, &MainWindow::gameRequested);
    connect(m_startPage, &StartPage::continueRequested, this, [this](const QString& key) {
        if (GamePage* p = page(key))
            showPage(p);
    });
    connect(this, &MainWindow::gameRequested, this, &MainWindow::onGameRequested);
    connect(m_startPage, &StartPage::tournamentRequested, this, &MainWindow::showTournament);
    statusBar();

    createActions();
    createCollectionActions();
    createMenus();
    retranslateUi();
    readSettings();
    registerGamePages(*this); // the games whose tables exist (gamepages.cpp)
    // The pieces' characters follow the language until the player picks a style (preferences.h).
    if (m_languages)
        connect(m_languages, &LanguageManager::languageChanged, this, &MainWindow::applyPreferences);
    updateActions();
    QString error;
    if (!restoreAutosave(&error) && !error.isEmpty()) {
        // Non-blocking: the start page stays usable; the file stays as it is.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot resume the last game"),
                                    tr("The saved game could not be resumed:\n%1").arg(error), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    resumeLanSeats();
}

void MainWindow::resumeLanSeats()
{
    // A seat held at another computer's LAN table when the app last closed
    // (or crashed) is taken back: the page shows how it goes.
    bool shown = false;
    for (const QString& key : LanSeats::games()) {
        if (!m_entries.contains(key) || !m_entries.value(key).factory)
            continue;
        GamePage* p = page(key);
        if (p && p->resumeLanSeat() && !shown) {
            showPage(p);
            shown = true;
        }
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::registerPage(const QString& gameKey, const QList<PlayMode>& modes, PageFactory factory)
{
    PageEntry& entry = m_entries[gameKey];
    entry.factory = std::move(factory);
    entry.modes = modes;
    if (!m_gameOrder.contains(gameKey))
        m_gameOrder.append(gameKey);
    for (PlayMode mode : modes)
        setModeAvailable(gameKey, mode, true);
}

MainWindow::PageEntry* MainWindow::entryOf(const GamePage* page)
{
    if (!page)
        return nullptr;
    auto it = m_entries.find(page->gameKey());
    return it == m_entries.end() ? nullptr : &it.value();
}

GamePage* MainWindow::createPage(const QString& gameKey)
{
    PageEntry& entry = m_entries[gameKey];
    GamePage* p = entry.factory(m_pages);
    entry.page = p;
    m_pages->addWidget(p);
    connect(p, &GamePage::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(p, &GamePage::changed, this, [this, p] { onPageChanged(p); });
    connect(p, &GamePage::startedLater, this, [this, p] { showNewGame(p); });
    p->applyPreferences(Preferences::load());
    return p;
}

GamePage* MainWindow::page(const QString& gameKey)
{
    auto it = m_entries.find(gameKey);
    if (it == m_entries.end())
        return nullptr;
    if (it->page)
        return it->page;
    GamePage* p = createPage(gameKey);
    // The game left unfinished last time comes back with its table.
    QString error;
    if (!restorePage(p, &error) && !error.isEmpty())
        statusBar()->showMessage(tr("The saved game could not be resumed: %1").arg(error), 8000);
    return p;
}

GamePage* MainWindow::currentPage() const
{
    return qobject_cast<GamePage*>(m_pages->currentWidget());
}

void MainWindow::showPage(GamePage* p)
{
    m_currentGame = p->gameKey();
    m_pages->setCurrentWidget(p);
    updateTitle(); // before setWindowModified: the title must hold "[*]"
    setWindowModified(entryOf(p)->modified);
    updateActions();
}

QString MainWindow::currentFile() const
{
    const GamePage* p = currentPage();
    return p ? m_entries.value(p->gameKey()).file : QString();
}

void MainWindow::onPageChanged(GamePage* p)
{
    PageEntry* entry = entryOf(p);
    if (entry->restoring)
        return;
    entry->modified = p->hasProgress();
    if (p == currentPage())
        setWindowModified(entry->modified);
    QString error;
    if (!autosave(&error, p) && !error.isEmpty())
        statusBar()->showMessage(tr("Could not save the game in progress: %1").arg(error), 8000);
    updateActions();
}

QString MainWindow::autosavePath(const QString& gameKey)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave/") + gameKey + QStringLiteral(".json");
}

bool MainWindow::autosave(QString* error, GamePage* p)
{
    if (!p)
        p = currentPage();
    PageEntry* entry = entryOf(p);
    if (!entry || entry->autosaveBlocked || entry->restoring || entry->discarded)
        return false;
    QJsonObject data = p->snapshot();
    data.insert(QStringLiteral("file"), entry->file);
    data.insert(QStringLiteral("modified"), entry->modified);
    return session::writeSnapshot(autosavePath(p->gameKey()), p->gameKey(), data, error);
}

bool MainWindow::restorePage(GamePage* p, QString* error)
{
    PageEntry* entry = entryOf(p);
    const QString path = autosavePath(p->gameKey());
    if (!QFile::exists(path) && !QFile::exists(path + QStringLiteral(".bak")))
        return false;
    bool newer = false;
    const auto snapshot = session::readSnapshot(path, p->gameKey(), error, &newer);
    if (!snapshot) {
        if (newer) {
            entry->autosaveBlocked = true; // a newer version's file is never overwritten
        } else {
            // Keep the damaged files as they are, under another name, before
            // new games are saved in their place.
            const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
            for (const QString& f : {path, path + QStringLiteral(".bak")})
                if (QFile::exists(f))
                    QFile::copy(f, f + QStringLiteral(".damaged-") + stamp);
        }
        return false;
    }
    const QJsonObject& data = snapshot->data;
    entry->restoring = true;
    const bool ok = p->restoreSnapshot(data, error);
    entry->restoring = false;
    if (!ok) {
        entry->autosaveBlocked = true; // the envelope is good but the game is not: keep it for a newer version
        return false;
    }
    entry->file = data.value(QStringLiteral("file")).toString();
    entry->modified = data.value(QStringLiteral("modified")).toBool();
    if (snapshot->fromBackup)
        statusBar()->showMessage(tr("Resumed the game in progress (from the backup copy)."), 6000);
    return true;
}

bool MainWindow::restoreAutosave(QString* error)
{
    // The most recently saved unfinished game comes back on screen; the
    // others come back when their table is opened.
    QList<QPair<QDateTime, QString>> saved;
    for (const QString& key : std::as_const(m_gameOrder)) {
        QDateTime newest;
        for (const QString& f : {autosavePath(key), autosavePath(key) + QStringLiteral(".bak")}) {
            const QFileInfo info(f);
            if (info.exists() && (!newest.isValid() || info.lastModified() > newest))
                newest = info.lastModified();
        }
        if (newest.isValid())
            saved.append({newest, key});
    }
    std::sort(saved.begin(), saved.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [time, key] : std::as_const(saved)) {
        if (m_entries.value(key).page) // already built: its autosave was restored then
            continue;
        GamePage* p = createPage(key); // without page()'s restore, to report errors here
        QString why;
        if (!restorePage(p, &why)) {
            if (error && error->isEmpty())
                *error = why;
            continue;
        }
        if (!p->hasProgress() || p->isFinished())
            continue; // nothing unfinished to resume
        showPage(p);
        autosave(nullptr, p);
        if (statusBar()->currentMessage().isEmpty())
            statusBar()->showMessage(tr("Resumed the game in progress."), 6000);
        return true;
    }
    return false;
}

XiangqiTable* MainWindow::xiangqiTable()
{
    return qobject_cast<XiangqiTable*>(page(QStringLiteral("xiangqi")));
}

bool MainWindow::isXiangqiShown() const
{
    return qobject_cast<XiangqiTable*>(currentPage()) != nullptr;
}

void MainWindow::applyPreferences()
{
    const Preferences p = Preferences::load();
    m_startPage->setPieceStyle(p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    for (const PageEntry& entry : std::as_const(m_entries))
        if (entry.page)
            entry.page->applyPreferences(p);
}

void MainWindow::onGameRequested(const QString& gameKey, const QString& variantKey, PlayMode mode)
{
    // Only the modes a table registered reach it; the others arrive with their issues.
    if (!m_entries.contains(gameKey) || !m_entries.value(gameKey).modes.contains(mode))
        return;
    GamePage* p = page(gameKey);
    if (!p || !maybeSave(p))
        return;
    if (!p->startNew(variantKey, mode))
        return;
    showNewGame(p);
}

void MainWindow::showNewGame(GamePage* p)
{
    PageEntry* entry = entryOf(p);
    entry->file.clear();
    entry->modified = false;
    showPage(p);
    autosave(nullptr, p);
}

void MainWindow::startXiangqi(const xiangqi::Position& start, const TimeControl& clock)
{
    XiangqiTable* table = xiangqiTable();
    table->newGame(start, clock);
    PageEntry* entry = entryOf(table);
    entry->file.clear();
    entry->modified = false;
    showPage(table);
    autosave(nullptr, table);
}

bool MainWindow::openFile(const QString& path, QString* error)
{
    // A folder of XQF files, an XQF file, a PGN file of several games: a collection.
    if (QFileInfo(path).isDir())
        return openCollection(path, error);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    const QByteArray head = file.read(64 * 1024);
    file.close();
    GamePage* target = nullptr;
    for (const QString& key : std::as_const(m_gameOrder)) {
        GamePage* p = page(key);
        if (p && !p->fileFilter().isEmpty() && p->claimsFile(head, path)) {
            target = p;
            break;
        }
    }
    if (!target) {
        if (error)
            *error = tr("%1 is not a game file of this program.").arg(QFileInfo(path).fileName());
        return false;
    }
    if (target == xiangqiTable() && (head.startsWith("XQ") || isCollectionFile(path)))
        return openCollection(path, error);
    // The page reads the file first and asks before replacing the game, so a
    // broken file never asks and an unsaved game is offered for saving.
    target->setReplaceGate([this, target] { return maybeSave(target); });
    const bool opened = target->openFile(path, error);
    target->setReplaceGate({});
    if (!opened)
        return false;
    PageEntry* entry = entryOf(target);
    entry->file = path;
    entry->modified = false;
    showPage(target);
    addRecentFile(path);
    autosave(nullptr, target);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error)
{
    GamePage* p = currentPage();
    if (!p || p->fileFilter().isEmpty())
        return false;
    if (!p->saveFile(path, error))
        return false;
    PageEntry* entry = entryOf(p);
    entry->file = path;
    entry->modified = false;
    setWindowModified(false);
    addRecentFile(path);
    updateTitle();
    autosave(nullptr, p);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::needsSaving(const GamePage* p) const
{
    const auto it = m_entries.find(p->gameKey());
    return it != m_entries.end() && it->modified && p->hasProgress() && !p->isFinished()
        && !p->fileFilter().isEmpty();
}

void MainWindow::discard(GamePage* p)
{
    PageEntry* entry = entryOf(p);
    entry->discarded = true;
    entry->modified = false;
    const QString path = autosavePath(p->gameKey());
    for (const QString& f : {path, path + QStringLiteral(".bak")})
        QFile::remove(f);
}

bool MainWindow::maybeSave(GamePage* p)
{
    if (!needsSaving(p))
        return true;
    // The question names the game: several may be in progress at once.
    const QString game = GameNames::title(p->gameKey().toStdString());
    const QString summary = p->progressSummary();
    //: %1: the game's name, %2: how it is played and how far it went
    const QString question = summary.isEmpty() ? tr("The %1 game in progress has not been saved. Save it first?").arg(game)
                                               : tr("The %1 game in progress (%2) has not been saved. Save it first?")
                                                     .arg(game, summary);
    const auto answer = QMessageBox::warning(this, tr("Unsaved game"), question,
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer != QMessageBox::Save)
        return answer == QMessageBox::Discard;
    if (p != currentPage())
        showPage(p);
    return save();
}

void MainWindow::open()
{
    FileQuestion question;
    question.folderOrPath = lastFolder();
    question.filters = openFilters();
    const QString path = askFile(question);
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error) && !error.isEmpty()) // empty: the player kept the game in progress
        QMessageBox::warning(this, tr("Cannot open the game"), error);
}

bool MainWindow::save()
{
    const QString file = currentFile();
    if (file.isEmpty())
        return saveAs();
    QString error;
    if (saveFile(file, &error))
        return true;
    QMessageBox::warning(this, tr("Cannot save the game"), error);
    return false;
}

bool MainWindow::saveAs()
{
    GamePage* p = currentPage();
    if (!p || p->fileFilter().isEmpty())
        return false;
    const QStringList filters = p->saveFilters();
    // The current file's format is offered first when Save As is one of them.
    QString selected = filters.value(0);
    const QString suffix = QFileInfo(currentFile()).suffix().toLower();
    for (const QString& f : filters)
        if (!suffix.isEmpty() && f.contains(QStringLiteral("*.") + suffix))
            selected = f;
    FileQuestion question{true, suggestedSavePath(), filters, selected};
    QString path = askFile(question);
    if (path.isEmpty())
        return false;
    selected = question.selectedFilter;
    if (QFileInfo(path).suffix().isEmpty()) {
        static const QRegularExpression pattern(QStringLiteral(R"(\*\.(\w+))"));
        const auto m = pattern.match(selected);
        path += QLatin1Char('.') + (m.hasMatch() ? m.captured(1) : p->defaultSuffix());
    }
    QString error;
    if (saveFile(path, &error))
        return true;
    QMessageBox::warning(this, tr("Cannot save the game"), error);
    return false;
}

bool MainWindow::positionSetUpAllowed() const
{
    // Not while any table plays over the LAN (ui/playpolicy.h), whichever page
    // is on screen: the set-up game replaces the xiangqi table's, and a LAN
    // game is never ended without the player asking for it.
    for (const PageEntry& entry : m_entries)
        if (entry.page && !entry.page->allowsPositionSetUp())
            return false;
    return true;
}

void MainWindow::setUpPosition()
{
    if (!positionSetUpAllowed() || !m_setupAct->isVisible()) // a xiangqi position, never at another game's table
        return;
    XiangqiTable* table = xiangqiTable();
    const xiangqi::Position initial = table->board()->position();
    const auto position = PositionEditor::edit(
        this, initial, Preferences::load().traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    if (!position || !maybeSave(table))
        return;
    startXiangqi(*position, TimeControl{});
}

void MainWindow::copyFen()
{
    if (isXiangqiShown())
        QGuiApplication::clipboard()->setText(QString::fromStdString(xiangqiTable()->board()->position().fen()));
}

void MainWindow::pasteFen()
{
    if (!positionSetUpAllowed() || !m_pasteFenAct->isVisible())
        return;
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    std::string error;
    const auto position = xiangqi::Position::fromFen(text.toStdString(), &error);
    if (!position) {
        QMessageBox::warning(this, tr("Cannot paste the position"),
                             tr("The clipboard does not hold a valid xiangqi FEN:\n%1")
                                 .arg(QString::fromStdString(error)));
        return;
    }
    if (maybeSave(xiangqiTable()))
        startXiangqi(*position, TimeControl{});
}

void MainWindow::showRules()
{
    RulesDialog dialog(m_currentGame.isEmpty() ? QStringLiteral("xiangqi") : m_currentGame,
                       m_languages ? m_languages->language() : QStringLiteral("en"), this);
    dialog.exec();
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(recentKey).toStringList();
}

void MainWindow::addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings().setValue(recentKey, files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            QString error;
            if (!openFile(path, &error) && !error.isEmpty())
                QMessageBox::warning(this, tr("Cannot open the game"), error);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateActions()
{
    GamePage* p = currentPage();
    const bool files = p && !p->fileFilter().isEmpty();
    m_saveAct->setEnabled(files);
    m_saveAsAct->setEnabled(files);
    m_undoAct->setEnabled(p && p->canUndo());
    m_redoAct->setEnabled(p && p->canRedo());
    m_flipAct->setEnabled(p && p->canFlip());
    m_flipAct->setChecked(p && p->isFlipped());
    m_copyFenAct->setEnabled(isXiangqiShown());
    m_howToPlayAct->setEnabled(p && p->hasHowToPlay());
    // Nothing replaces the position during a LAN game, at any table (ui/playpolicy.h).
    m_setupAct->setEnabled(positionSetUpAllowed());
    m_pasteFenAct->setEnabled(positionSetUpAllowed());
    // The menus show only what applies to the game on screen: the xiangqi
    // positions (set up, FEN) and collections (XQF folders, the game list)
    // belong to the xiangqi table and the start page, flipping to a board.
    const bool xiangqiFiles = !p || isXiangqiShown();
    for (QAction* a : {m_setupAct, m_copyFenAct, m_pasteFenAct, m_openFolderAct, m_gameListAct, m_previousGameAct,
                       m_nextGameAct})
        a->setVisible(xiangqiFiles);
    m_flipAct->setVisible(!p || p->canFlip());
    m_howToPlayAct->setVisible(p && p->hasHowToPlay());
    // The page's own actions follow the Edit menu's Undo/Redo while it is on screen.
    for (QAction* a : std::as_const(m_pageActions))
        m_editMenu->removeAction(a);
    m_pageActions = p ? p->editActions() : QList<QAction*>();
    if (!m_pageActions.isEmpty())
        m_editMenu->insertActions(m_setupAct, m_pageActions);
    for (QAction* a : std::as_const(m_pageGameActions))
        m_gameMenu->removeAction(a);
    m_pageGameActions = p ? p->gameActions() : QList<QAction*>();
    if (!m_pageGameActions.isEmpty())
        m_gameMenu->insertActions(m_saveAct, m_pageGameActions);
}

void MainWindow::updateTitle()
{
    //: Window title: the application's name, 棋苑 in Chinese
    QString title = tr("Qiyuan");
    if (!m_currentGame.isEmpty())
        title += QStringLiteral(" — ") + GameNames::title(m_currentGame.toStdString());
    const QString file = currentFile();
    if (!file.isEmpty())
        title += QStringLiteral(" — ") + QFileInfo(file).fileName();
    // "[*]" shows the unsaved-changes mark while a game is on screen.
    setWindowTitle(m_currentGame.isEmpty() ? title : title + QStringLiteral("[*]"));
}

void MainWindow::setModeAvailable(const QString& gameKey, PlayMode mode, bool available)
{
    m_startPage->setModeAvailable(gameKey, mode, available);
}

void MainWindow::createActions()
{
    // Actions without a game behind them yet stay disabled until a table
    // exists; their tooltip says so.
    m_newAct = makeAction(this, "actionNew", QKeySequence::New);
    connect(m_newAct, &QAction::triggered, this, &MainWindow::showStartPage);
    m_openAct = makeAction(this, "actionOpen", QKeySequence::Open);
    connect(m_openAct, &QAction::triggered, this, &MainWindow::open);
    m_saveAct = makeAction(this, "actionSave", QKeySequence::Save);
    connect(m_saveAct, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAct = makeAction(this, "actionSaveAs", QKeySequence::SaveAs,
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAct, &QAction::triggered, this, &MainWindow::saveAs);
    m_quitAct = makeAction(this, "actionQuit", QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAct->setMenuRole(QAction::QuitRole);
    connect(m_quitAct, &QAction::triggered, this, &QWidget::close);

    m_undoAct = makeAction(this, "actionUndo", QKeySequence::Undo);
    connect(m_undoAct, &QAction::triggered, this, [this] {
        if (GamePage* p = currentPage(); p && p->canUndo())
            p->undo();
    });
    m_redoAct = makeAction(this, "actionRedo", QKeySequence::Redo);
    connect(m_redoAct, &QAction::triggered, this, [this] {
        if (GamePage* p = currentPage(); p && p->canRedo())
            p->redo();
    });
    m_setupAct = makeAction(this, "actionSetUpPosition", QKeySequence::UnknownKey);
    connect(m_setupAct, &QAction::triggered, this, &MainWindow::setUpPosition);
    m_copyFenAct = makeAction(this, "actionCopyFen", QKeySequence::UnknownKey,
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyFenAct, &QAction::triggered, this, &MainWindow::copyFen);
    m_pasteFenAct = makeAction(this, "actionPasteFen", QKeySequence::UnknownKey,
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_pasteFenAct, &QAction::triggered, this, &MainWindow::pasteFen);
    m_settingsAct = makeAction(this, "actionSettings", QKeySequence::Preferences);
    m_settingsAct->setMenuRole(QAction::PreferencesRole);
    connect(m_settingsAct, &QAction::triggered, this, &MainWindow::showSettings);

    // No standard key for this one: R for rotate.
    m_flipAct = makeAction(this, "actionFlipBoard", QKeySequence::UnknownKey, QKeySequence(Qt::CTRL | Qt::Key_R));
    m_flipAct->setCheckable(true);
    connect(m_flipAct, &QAction::triggered, this, [this](bool on) {
        if (GamePage* p = currentPage(); p && p->canFlip())
            p->setFlipped(on);
    });
    m_fullScreenAct = makeAction(this, "actionFullScreen", QKeySequence::FullScreen,
                                 QKeySequence(Qt::Key_F11));
    m_fullScreenAct->setCheckable(true);
    connect(m_fullScreenAct, &QAction::toggled, this, [this](bool on) {
        if (on == isFullScreen())
            return;
        on ? showFullScreen() : showNormal();
    });

    m_rulesAct = makeAction(this, "actionRules", QKeySequence::HelpContents, QKeySequence(Qt::Key_F1));
    connect(m_rulesAct, &QAction::triggered, this, &MainWindow::showRules);
    m_howToPlayAct = makeAction(this, "actionHowToPlay", QKeySequence::UnknownKey);
    connect(m_howToPlayAct, &QAction::triggered, this, [this] {
        if (GamePage* p = currentPage(); p && p->hasHowToPlay())
            p->showHowToPlay();
    });
    m_aboutAct = makeAction(this, "actionAbout", QKeySequence::UnknownKey);
    m_aboutAct->setMenuRole(QAction::AboutRole);
    connect(m_aboutAct, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAct = makeAction(this, "actionAboutQt", QKeySequence::UnknownKey);
    m_aboutQtAct->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAct, &QAction::triggered, qApp, &QApplication::aboutQt);

}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->setObjectName(QStringLiteral("gameMenu"));
    m_gameMenu->addActions({m_newAct, m_openAct, m_openFolderAct});
    m_tournamentAct = new QAction(this);
    m_tournamentAct->setObjectName(QStringLiteral("actionTournament"));
    connect(m_tournamentAct, &QAction::triggered, this, &MainWindow::showTournament);
    m_gameMenu->addAction(m_tournamentAct);
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_gameListAct, m_previousGameAct, m_nextGameAct});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_saveAct, m_saveAsAct});
    m_gameMenu->addSeparator();
    EngineMatchWindow::addMenuAction(m_gameMenu, this);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAct);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addActions({m_undoAct, m_redoAct});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_setupAct, m_copyFenAct, m_pasteFenAct});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_settingsAct);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addAction(m_flipAct);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAct);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_rulesAct);
    m_helpMenu->addAction(m_howToPlayAct);
    m_helpMenu->addSeparator();
    m_helpMenu->addActions({m_aboutAct, m_aboutQtAct});

    for (QMenu* menu : {m_gameMenu, m_editMenu, m_viewMenu, m_helpMenu})
        menu->setToolTipsVisible(true); // so "comes later" shows on disabled items
}

void MainWindow::retranslateUi()
{
    updateTitle();
    if (m_pages->currentWidget() == m_startPage)
        refreshStartPage(); // the summaries of the games in progress

    //: Menu holding New, Open, Save, Quit
    m_gameMenu->setTitle(tr("&Game", "menu"));
    m_editMenu->setTitle(tr("&Edit", "menu"));
    m_viewMenu->setTitle(tr("&View", "menu"));
    m_helpMenu->setTitle(tr("&Help", "menu"));

    //: Game menu: choose a new game on the start page
    m_newAct->setText(tr("&New Game", "menu"));
    m_newAct->setToolTip(tr("Choose a game to play"));
    m_openAct->setText(tr("&Open...", "menu"));
    m_recentMenu->setTitle(tr("Open &Recent", "menu"));
    retranslateCollection();
    //: Edit menu: open the position editor (摆棋). Its mnemonic must differ from Undo's.
    m_setupAct->setText(tr("&Set Up Position...", "menu"));
    m_copyFenAct->setText(tr("&Copy Position (FEN)", "menu"));
    m_pasteFenAct->setText(tr("&Paste Position (FEN)", "menu"));
    m_saveAct->setText(tr("&Save", "menu"));
    m_saveAsAct->setText(tr("Save &As...", "menu"));
    m_quitAct->setText(tr("&Quit", "menu"));
    //: Game menu: opens the tournament window (round robin, Swiss, crosstable)
    m_tournamentAct->setText(tr("&Tournament...", "menu"));
    //: Edit menu: take back the last move
    m_undoAct->setText(tr("&Undo", "menu"));
    m_redoAct->setText(tr("&Redo", "menu"));
    m_settingsAct->setText(tr("Se&ttings...", "menu"));
    //: View menu: turn the board round so the other side is at the bottom
    m_flipAct->setText(tr("&Flip Board", "menu"));
    m_fullScreenAct->setText(tr("F&ull Screen", "menu"));
    //: Help menu: the rules text of the game being played
    m_rulesAct->setText(tr("&Rules of the Current Game", "menu"));
    m_howToPlayAct->setText(tr("How to &Play", "menu"));
    //: %1 is the application name
    m_aboutAct->setText(tr("&About %1", "menu").arg(tr("Qiyuan")));
    m_aboutQtAct->setText(tr("About &Qt", "menu"));

}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::WindowStateChange)
        m_fullScreenAct->setChecked(isFullScreen());
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // One question for every unsaved game, not one per game.
    QList<GamePage*> unsaved;
    QList<QuitDialog::Game> games;
    for (const QString& key : std::as_const(m_gameOrder)) {
        GamePage* p = m_entries.value(key).page;
        if (!p)
            continue;
        // A guest's LAN game comes back with its seat: nothing to save or discard.
        const bool save = needsSaving(p) && !p->keepsLanSeat();
        const QString lan = p->lanLeaveNote();
        if (save)
            unsaved << p;
        if (save || !lan.isEmpty())
            games.append({key, p->progressSummary(), lan, save});
    }
    if (!games.isEmpty()) {
        QuitDialog dialog(games, this);
        if (dialog.exec() != QDialog::Accepted || dialog.choice() == QuitDialog::Choice::Cancel) {
            event->ignore();
            return;
        }
        // Saves first: a save cancelled in its file dialog cancels the quit
        // before anything is discarded.
        for (GamePage* p : std::as_const(unsaved)) {
            if (!dialog.saves(p->gameKey()))
                continue;
            showPage(p);
            if (!save()) {
                event->ignore();
                return;
            }
        }
        for (GamePage* p : std::as_const(unsaved))
            if (!dialog.saves(p->gameKey()))
                discard(p);
    }
    writeSettings();
    event->accept();
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreWindowPlace(this, settings.value(geometryKey).toByteArray())) {
        // First start (or the saved screen is gone): a size that uses the screen.
        const WindowPlace first = firstWindowPlace(screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800));
        setGeometry(first.geometry);
        m_maximizeAtStart = first.maximized;
    }
    restoreState(settings.value(stateKey).toByteArray());
}

void MainWindow::showAtStart()
{
    if (m_maximizeAtStart)
        showMaximized();
    else
        show();
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState());
}

void MainWindow::showStartPage()
{
    if (!m_currentGame.isEmpty())
        m_backTo = m_currentGame;
    m_pages->setCurrentWidget(m_startPage);
    m_currentGame.clear();
    refreshStartPage();
    updateActions();
    updateTitle();
}

void MainWindow::refreshStartPage()
{
    // Every unfinished game, also those whose tables are not built yet (their
    // autosave brings them back).
    QList<StartPage::InProgress> games;
    for (const QString& key : std::as_const(m_gameOrder)) {
        const PageEntry& entry = m_entries[key];
        if (!entry.page && !QFile::exists(autosavePath(key)) && !QFile::exists(autosavePath(key) + QStringLiteral(".bak")))
            continue;
        GamePage* p = page(key);
        if (p && p->hasProgress() && !p->isFinished() && !m_entries[key].discarded)
            games.append({key, p->progressSummary()});
    }
    if (!m_backTo.isEmpty() && !m_entries.value(m_backTo).page)
        m_backTo.clear();
    m_startPage->setGamesInProgress(games, m_backTo);
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_languages, this);
    if (dialog.exec() == QDialog::Accepted)
        applyPreferences();
}

QString MainWindow::aboutText()
{
    //: About box. %1 = version. Keep the HTML tags.
    return tr("<h2>Qiyuan %1</h2>"
              "<p>A suite of xiangqi games: Xiangqi, Dark Chess, Scoring Xiangqi, "
              "and the Xiangqi and Chess role games.</p>"
              "<p>Free software under the GNU General Public License, version 3 or "
              "(at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</p>"
              "<p><a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GPL-3.0-or-later</a></p>")
        .arg(QStringLiteral(QIYUAN_VERSION));
}

void MainWindow::showAbout()
{
    //: Title of the About box; %1 is the application name
    QMessageBox::about(this, tr("About %1").arg(tr("Qiyuan")), aboutText());
}

void MainWindow::showTournament()
{
    if (!m_tournament) {
        m_tournament = new TournamentWindow(this);
        // A board played here: a game from the start (hot seat, or against the computer
        // for a computer seat), its result back to the board.
        connect(m_tournament, &TournamentWindow::boardPlayRequested, this,
                [this](int round, int board, int computerSide, int level, const QString& engineId) {
            // The table's game in progress is the player's: asked about, never lost.
            if (!maybeSave(xiangqiTable()))
                return;
            // On the tournament's clock, against its computer seat's level or UCI engine.
            const TimeControl clock = m_tournament->boardClock();
            startXiangqi(xiangqi::Position(), clock);
            if (computerSide >= 0) {
                const auto human = computerSide == 0 ? xiangqi::Side::Black : xiangqi::Side::Red;
                if (const auto engine = engineId.isEmpty() ? std::nullopt : findUciEngine(engineId))
                    xiangqiTable()->newComputerGame(human, level, *engine, xiangqi::Position(), clock);
                else
                    xiangqiTable()->newComputerGame(human, level, QString(), xiangqi::Position(), clock);
                autosave(nullptr, xiangqiTable());
            }
            m_tournament->followGame(xiangqiTable(), round, board);
            activateWindow();
        });
        // A board hosted on the LAN: the host dialog shows the board; Cancel leaves the board
        // to be played and the table's game as it was.
        connect(m_tournament, &TournamentWindow::boardHostRequested, this,
                [this](int round, int board, const LanTablePreset& preset) {
            XiangqiTable* table = xiangqiTable();
            if (table->lanLink() && !table->isFinished()) {
                m_tournament->tableBusy(round, board);
                return;
            }
            if (!maybeSave(table) || !table->hostPresetLanTable(preset))
                return;
            showNewGame(table);
            m_tournament->followGame(table, round, board);
            activateWindow();
        });
    }
    m_tournament->show();
    m_tournament->raise();
    m_tournament->activateWindow();
}

} // namespace qiyuan::ui
