#include "mainwindow.h"

#include "ui/gamenames.h"
#include "ui/languagemanager.h"
#include "ui/settingsdialog.h"
#include "ui/preferences.h"
#include "ui/rulesdialog.h"
#include "ui/startpage.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/positioneditor.h"
#include "ui/xiangqi/xiangqitable.h"
#include "session/pgn.h"
#include "session/snapshot.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QStandardPaths>
#include <QStatusBar>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
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
    setWindowIcon(QIcon(QStringLiteral(":/icons/qiyuan.svg")));

    m_pages = new QStackedWidget(this);
    m_startPage = new StartPage(m_pages);
    m_pages->addWidget(m_startPage);
    setCentralWidget(m_pages);
    connect(m_startPage, &StartPage::gameRequested, this, &MainWindow::gameRequested);
    connect(this, &MainWindow::gameRequested, this, &MainWindow::onGameRequested);
    statusBar();

    createActions();
    createMenus();
    retranslateUi();
    readSettings();
    // The games whose tables exist.
    setModeAvailable(QStringLiteral("xiangqi"), PlayMode::HotSeat, true);
    updateActions();
    QString error;
    if (!restoreAutosave(&error) && !error.isEmpty()) {
        // Non-blocking: the start page stays usable; the file stays as it is.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot resume the last game"),
                                    tr("The saved game could not be resumed:\n%1").arg(error), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave/xiangqi.json");
}

bool MainWindow::autosave(QString* error)
{
    if (!m_xiangqi || m_autosaveBlocked)
        return false;
    session::PgnGame pgn;
    pgn.game = m_xiangqi->game();
    const GameClock& clock = m_xiangqi->clock();
    const GameClock::State st = clock.state();
    const TimeControl& tc = clock.timeControl();
    const QJsonObject clockJson{
        {QStringLiteral("baseMs"), tc.baseMs},
        {QStringLiteral("incrementMs"), tc.incrementMs},
        {QStringLiteral("byoyomiMs"), tc.byoyomiMs},
        {QStringLiteral("mainMs"), QJsonArray{st.mainMs[0], st.mainMs[1]}},
        {QStringLiteral("periodMs"), QJsonArray{st.periodMs[0], st.periodMs[1]}},
        {QStringLiteral("inByoyomi"), QJsonArray{st.inByoyomi[0], st.inByoyomi[1]}},
        {QStringLiteral("flagged"), QJsonArray{st.flagged[0], st.flagged[1]}},
        {QStringLiteral("running"), st.running}};
    const QJsonObject data{
        {QStringLiteral("pgn"), QString::fromUtf8(session::writePgn(pgn, session::MoveFormat::Iccs))},
        {QStringLiteral("file"), m_currentFile},
        {QStringLiteral("modified"), isWindowModified()},
        {QStringLiteral("flipped"), m_xiangqi->board()->isFlipped()},
        {QStringLiteral("clock"), clockJson}};
    return session::writeSnapshot(autosavePath(), QStringLiteral("xiangqi"), data, error);
}

bool MainWindow::restoreAutosave(QString* error)
{
    const QString path = autosavePath();
    if (!QFile::exists(path) && !QFile::exists(path + QStringLiteral(".bak")))
        return false;
    bool newer = false;
    const auto snapshot = session::readSnapshot(path, QStringLiteral("xiangqi"), error, &newer);
    if (!snapshot) {
        if (newer) {
            m_autosaveBlocked = true; // a newer version's file is never overwritten
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
    QString why;
    const auto pgn = session::readPgn(data.value(QStringLiteral("pgn")).toString().toUtf8(), &why);
    if (!pgn) {
        m_autosaveBlocked = true; // the envelope is good but the game is not: keep it for a newer version
        if (error)
            *error = why;
        return false;
    }
    if (pgn->game.ply() == 0 || pgn->game.over())
        return false; // nothing unfinished to resume
    XiangqiTable* table = xiangqiTable();
    table->setGame(pgn->game);
    const QJsonObject c = data.value(QStringLiteral("clock")).toObject();
    const TimeControl tc{c.value(QStringLiteral("baseMs")).toInt(), c.value(QStringLiteral("incrementMs")).toInt(),
                         c.value(QStringLiteral("byoyomiMs")).toInt()};
    if (tc.enabled()) {
        GameClock::State st;
        for (int side = 0; side < 2; ++side) {
            st.mainMs[side] = c.value(QStringLiteral("mainMs")).toArray().at(side).toInt();
            st.periodMs[side] = c.value(QStringLiteral("periodMs")).toArray().at(side).toInt();
            st.inByoyomi[side] = c.value(QStringLiteral("inByoyomi")).toArray().at(side).toBool();
            st.flagged[side] = c.value(QStringLiteral("flagged")).toArray().at(side).toBool();
        }
        st.running = c.value(QStringLiteral("running")).toInt(-1);
        table->restoreClock(tc, st);
    }
    table->board()->setFlipped(data.value(QStringLiteral("flipped")).toBool());
    m_currentFile = data.value(QStringLiteral("file")).toString();
    m_currentGame = QStringLiteral("xiangqi");
    m_pages->setCurrentWidget(table);
    updateTitle();
    setWindowModified(data.value(QStringLiteral("modified")).toBool());
    updateActions();
    autosave();
    statusBar()->showMessage(snapshot->fromBackup ? tr("Resumed the game in progress (from the backup copy).")
                                                  : tr("Resumed the game in progress."),
                             6000);
    return true;
}

XiangqiTable* MainWindow::xiangqiTable()
{
    if (!m_xiangqi) {
        m_xiangqi = new XiangqiTable(m_pages);
        m_xiangqi->setObjectName(QStringLiteral("xiangqiTable"));
        m_pages->addWidget(m_xiangqi);
        connect(m_xiangqi, &XiangqiTable::statusMessage, this,
                [this](const QString& text) { statusBar()->showMessage(text, 6000); });
        connect(m_xiangqi, &XiangqiTable::gameChanged, this, [this] {
            setWindowModified(m_xiangqi->game().ply() > 0);
            QString error;
            if (!autosave(&error) && !error.isEmpty())
                statusBar()->showMessage(tr("Could not save the game in progress: %1").arg(error), 8000);
            if (Preferences::load().sound && m_xiangqi->game().ply() > 0) {
                const MoveRecord& r = m_xiangqi->game().records().back();
                if (r.check || m_xiangqi->game().over())
                    QApplication::beep();
            }
            updateActions();
        });
        applyPreferences();
    }
    return m_xiangqi;
}

bool MainWindow::isXiangqiShown() const
{
    return m_xiangqi && m_pages->currentWidget() == m_xiangqi;
}

void MainWindow::applyPreferences()
{
    const Preferences p = Preferences::load();
    if (!m_xiangqi)
        return;
    m_xiangqi->board()->setPieceStyle(p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    m_xiangqi->board()->setShowCoordinates(p.showCoordinates);
    m_xiangqi->board()->setAnimationMs(p.animationMs);
    m_xiangqi->setConfirmResign(p.confirmResign);
    m_xiangqi->setNotation(p.notation == QLatin1String("wxf")    ? NotationStyle::Wxf
                           : p.notation == QLatin1String("iccs") ? NotationStyle::Iccs
                                                                 : NotationStyle::Chinese);
}

void MainWindow::onGameRequested(const QString& gameKey, const QString&, PlayMode mode)
{
    if (gameKey != QLatin1String("xiangqi") || mode != PlayMode::HotSeat)
        return; // other tables arrive with their issues
    if (!maybeSave())
        return;
    const auto clock = TimeControlDialog::ask(this);
    if (!clock)
        return;
    startXiangqi(xiangqi::Position(), *clock);
}

void MainWindow::startXiangqi(const xiangqi::Position& start, const TimeControl& clock)
{
    XiangqiTable* table = xiangqiTable();
    table->newGame(start, clock);
    m_currentFile.clear();
    m_currentGame = QStringLiteral("xiangqi");
    m_pages->setCurrentWidget(table);
    updateTitle(); // before setWindowModified: the title must hold "[*]"
    setWindowModified(false);
    updateActions();
    autosave();
}

bool MainWindow::openFile(const QString& path, QString* error)
{
    QString why;
    const auto pgn = session::loadPgnFile(path, &why);
    if (!pgn) {
        if (error)
            *error = why;
        return false;
    }
    XiangqiTable* table = xiangqiTable();
    table->setGame(pgn->game);
    m_currentFile = path;
    m_currentGame = QStringLiteral("xiangqi");
    m_pages->setCurrentWidget(table);
    updateTitle();
    setWindowModified(false);
    addRecentFile(path);
    updateActions();
    autosave();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error)
{
    if (!m_xiangqi)
        return false;
    session::PgnGame pgn;
    pgn.game = m_xiangqi->game();
    pgn.tags.insert(QStringLiteral("Date"), QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
    //: Default player names in a saved game
    pgn.tags.insert(QStringLiteral("Red"), tr("Red"));
    pgn.tags.insert(QStringLiteral("Black"), tr("Black"));
    const QString notation = Preferences::load().notation;
    const session::MoveFormat format = notation == QLatin1String("wxf")    ? session::MoveFormat::Wxf
                                       : notation == QLatin1String("iccs") ? session::MoveFormat::Iccs
                                                                           : session::MoveFormat::Chinese;
    QString why;
    if (!session::savePgnFile(path, pgn, format, &why)) {
        if (error)
            *error = why;
        return false;
    }
    m_currentFile = path;
    setWindowModified(false);
    addRecentFile(path);
    updateTitle();
    autosave();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified() || !m_xiangqi || m_xiangqi->game().ply() == 0)
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved game"),
                                             tr("The current game has not been saved. Save it first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open game"), QString(),
                                                      tr("Xiangqi games (*.pgn);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Cannot open the game"), error);
}

bool MainWindow::save()
{
    if (m_currentFile.isEmpty())
        return saveAs();
    QString error;
    if (saveFile(m_currentFile, &error))
        return true;
    QMessageBox::warning(this, tr("Cannot save the game"), error);
    return false;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save game"), m_currentFile,
                                                tr("Xiangqi games (*.pgn)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pgn");
    QString error;
    if (saveFile(path, &error))
        return true;
    QMessageBox::warning(this, tr("Cannot save the game"), error);
    return false;
}

void MainWindow::setUpPosition()
{
    const xiangqi::Position initial = m_xiangqi ? m_xiangqi->board()->position() : xiangqi::Position();
    const auto position = PositionEditor::edit(
        this, initial, Preferences::load().traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    if (!position || !maybeSave())
        return;
    startXiangqi(*position, TimeControl{});
}

void MainWindow::copyFen()
{
    if (m_xiangqi)
        QGuiApplication::clipboard()->setText(QString::fromStdString(m_xiangqi->board()->position().fen()));
}

void MainWindow::pasteFen()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    std::string error;
    const auto position = xiangqi::Position::fromFen(text.toStdString(), &error);
    if (!position) {
        QMessageBox::warning(this, tr("Cannot paste the position"),
                             tr("The clipboard does not hold a valid xiangqi FEN:\n%1")
                                 .arg(QString::fromStdString(error)));
        return;
    }
    if (maybeSave())
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
            if (!maybeSave())
                return;
            QString error;
            if (!openFile(path, &error))
                QMessageBox::warning(this, tr("Cannot open the game"), error);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateActions()
{
    const bool table = isXiangqiShown();
    m_saveAct->setEnabled(table);
    m_saveAsAct->setEnabled(table);
    m_undoAct->setEnabled(table && m_xiangqi->canUndo());
    m_redoAct->setEnabled(table && m_xiangqi->canRedo());
    m_flipAct->setEnabled(table);
    m_copyFenAct->setEnabled(table);
    if (m_xiangqi)
        m_flipAct->setChecked(m_xiangqi->board()->isFlipped());
}

void MainWindow::updateTitle()
{
    //: Window title: the application's name, 棋苑 in Chinese
    QString title = tr("Qiyuan");
    if (!m_currentGame.isEmpty())
        title += QStringLiteral(" — ") + GameNames::title(m_currentGame.toStdString());
    if (!m_currentFile.isEmpty())
        title += QStringLiteral(" — ") + QFileInfo(m_currentFile).fileName();
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
        if (isXiangqiShown())
            m_xiangqi->undo();
    });
    m_redoAct = makeAction(this, "actionRedo", QKeySequence::Redo);
    connect(m_redoAct, &QAction::triggered, this, [this] {
        if (isXiangqiShown())
            m_xiangqi->redo();
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
        if (m_xiangqi)
            m_xiangqi->board()->setFlipped(on);
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
    m_gameMenu->addActions({m_newAct, m_openAct});
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_saveAct, m_saveAsAct});
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
    m_helpMenu->addSeparator();
    m_helpMenu->addActions({m_aboutAct, m_aboutQtAct});

    for (QMenu* menu : {m_gameMenu, m_editMenu, m_viewMenu, m_helpMenu})
        menu->setToolTipsVisible(true); // so "comes later" shows on disabled items
}

void MainWindow::retranslateUi()
{
    updateTitle();

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
    //: Edit menu: open the position editor (摆棋). Its mnemonic must differ from Undo's.
    m_setupAct->setText(tr("&Set Up Position...", "menu"));
    m_copyFenAct->setText(tr("&Copy Position (FEN)", "menu"));
    m_pasteFenAct->setText(tr("&Paste Position (FEN)", "menu"));
    m_saveAct->setText(tr("&Save", "menu"));
    m_saveAsAct->setText(tr("Save &As...", "menu"));
    m_quitAct->setText(tr("&Quit", "menu"));
    //: Edit menu: take back the last move
    m_undoAct->setText(tr("&Undo", "menu"));
    m_redoAct->setText(tr("&Redo", "menu"));
    m_settingsAct->setText(tr("Se&ttings...", "menu"));
    //: View menu: turn the board round so the other side is at the bottom
    m_flipAct->setText(tr("&Flip Board", "menu"));
    m_fullScreenAct->setText(tr("F&ull Screen", "menu"));
    //: Help menu: the rules text of the game being played
    m_rulesAct->setText(tr("&Rules of the Current Game", "menu"));
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
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    event->accept();
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(geometryKey).toByteArray())) {
        // First start: a comfortable size, centred, never larger than the screen.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        const QSize size = QSize(1120, 760).boundedTo(available.size());
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    restoreState(settings.value(stateKey).toByteArray());
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState());
}

void MainWindow::showStartPage()
{
    m_pages->setCurrentWidget(m_startPage);
    m_currentGame.clear();
    updateActions();
    updateTitle();
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

} // namespace qiyuan::ui
