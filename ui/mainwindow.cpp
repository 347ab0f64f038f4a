#include "mainwindow.h"

#include "ui/gamenames.h"
#include "ui/languagemanager.h"
#include "ui/settingsdialog.h"
#include "ui/startpage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStyle>

namespace qiyuan::ui {

namespace {

const QString geometryKey = QStringLiteral("mainWindow/geometry");
const QString stateKey = QStringLiteral("mainWindow/state");

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

    createActions();
    createMenus();
    retranslateUi();
    readSettings();
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
    m_saveAct = makeAction(this, "actionSave", QKeySequence::Save);
    m_saveAsAct = makeAction(this, "actionSaveAs", QKeySequence::SaveAs,
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_quitAct = makeAction(this, "actionQuit", QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAct->setMenuRole(QAction::QuitRole);
    connect(m_quitAct, &QAction::triggered, this, &QWidget::close);

    m_undoAct = makeAction(this, "actionUndo", QKeySequence::Undo);
    m_redoAct = makeAction(this, "actionRedo", QKeySequence::Redo);
    m_settingsAct = makeAction(this, "actionSettings", QKeySequence::Preferences);
    m_settingsAct->setMenuRole(QAction::PreferencesRole);
    connect(m_settingsAct, &QAction::triggered, this, &MainWindow::showSettings);

    // No standard key for this one: R for rotate.
    m_flipAct = makeAction(this, "actionFlipBoard", QKeySequence::UnknownKey, QKeySequence(Qt::CTRL | Qt::Key_R));
    m_flipAct->setCheckable(true);
    m_fullScreenAct = makeAction(this, "actionFullScreen", QKeySequence::FullScreen,
                                 QKeySequence(Qt::Key_F11));
    m_fullScreenAct->setCheckable(true);
    connect(m_fullScreenAct, &QAction::toggled, this, [this](bool on) {
        if (on == isFullScreen())
            return;
        on ? showFullScreen() : showNormal();
    });

    m_rulesAct = makeAction(this, "actionRules", QKeySequence::HelpContents);
    m_aboutAct = makeAction(this, "actionAbout", QKeySequence::UnknownKey);
    m_aboutAct->setMenuRole(QAction::AboutRole);
    connect(m_aboutAct, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAct = makeAction(this, "actionAboutQt", QKeySequence::UnknownKey);
    m_aboutQtAct->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAct, &QAction::triggered, qApp, &QApplication::aboutQt);

    for (QAction* later : {m_openAct, m_saveAct, m_saveAsAct, m_undoAct, m_redoAct, m_flipAct, m_rulesAct})
        later->setEnabled(false);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->setObjectName(QStringLiteral("gameMenu"));
    m_gameMenu->addActions({m_newAct, m_openAct});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_saveAct, m_saveAsAct});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAct);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addActions({m_undoAct, m_redoAct});
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
    //: Window title: the application's name, 棋苑 in Chinese
    setWindowTitle(tr("Qiyuan"));

    //: Menu holding New, Open, Save, Quit
    m_gameMenu->setTitle(tr("&Game", "menu"));
    m_editMenu->setTitle(tr("&Edit", "menu"));
    m_viewMenu->setTitle(tr("&View", "menu"));
    m_helpMenu->setTitle(tr("&Help", "menu"));

    //: Game menu: choose a new game on the start page
    m_newAct->setText(tr("&New Game", "menu"));
    m_newAct->setToolTip(tr("Choose a game to play"));
    m_openAct->setText(tr("&Open...", "menu"));
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

    const QString later = GameNames::comingLater();
    for (QAction* a : {m_openAct, m_saveAct, m_saveAsAct, m_undoAct, m_redoAct, m_flipAct, m_rulesAct})
        a->setToolTip(later);
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
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_languages, this);
    dialog.exec();
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
