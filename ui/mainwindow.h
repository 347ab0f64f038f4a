// The main window: menus, and a stack of pages of which the start page (game
// chooser) is the first. A game's table plugs in through gameRequested: the
// app connects it and declares the modes it can serve with setModeAvailable.
#pragma once

#include "core/clock.h"
#include "core/registry.h"
#include "xiangqi/position.h"

#include <QMainWindow>

class QAction;
class QMenu;
class QStackedWidget;

namespace qiyuan::ui {

class LanguageManager;
class StartPage;
class XiangqiTable;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);

    StartPage* startPage() const { return m_startPage; }
    // The xiangqi table page (created on first use).
    XiangqiTable* xiangqiTable();
    bool isXiangqiShown() const;

    // Opens a PGN game into the xiangqi table; on error shows nothing and returns
    // false with the reason in *error (the current game is untouched).
    bool openFile(const QString& path, QString* error = nullptr);
    // Saves the xiangqi game as PGN in the notation of the preferences.
    bool saveFile(const QString& path, QString* error = nullptr);
    QString currentFile() const { return m_currentFile; }
    QStringList recentFiles() const;
    // Re-reads the play preferences and applies them to open tables.
    void applyPreferences();

    // Crash-proof saves: the game on the table is written after every action
    // (session/snapshot.h) and resumed at the next start if unfinished.
    static QString autosavePath();
    bool autosave(QString* error = nullptr);
    // Resumes the autosaved game, if one is unfinished; false when there is none.
    bool restoreAutosave(QString* error = nullptr);

    // Every mode starts unavailable (disabled, "comes later") until the app
    // says its table exists.
    void setModeAvailable(const QString& gameKey, PlayMode mode, bool available);

    // Rich text of the About box: name, version, licence.
    static QString aboutText();

signals:
    void gameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);

public slots:
    // Starts a hot-seat xiangqi game from a position with a clock.
    void startXiangqi(const qiyuan::xiangqi::Position& start, const qiyuan::TimeControl& clock);
    void showStartPage();
    void showSettings();
    void showAbout();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void onGameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);
    bool maybeSave();          // asks to save a modified game; false = cancel
    void open();
    bool save();
    bool saveAs();
    void setUpPosition();
    void copyFen();
    void pasteFen();
    void showRules();
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void updateActions();
    void updateTitle();
    void createActions();
    void createMenus();
    void retranslateUi();
    void readSettings();
    void writeSettings();

    LanguageManager* m_languages;
    XiangqiTable* m_xiangqi = nullptr;
    QString m_currentFile;
    bool m_autosaveBlocked = false; // the autosave on disk could not be read: keep it as it is
    QString m_currentGame;     // registry key of the game on screen, empty on the start page
    QStackedWidget* m_pages = nullptr;
    StartPage* m_startPage = nullptr;

    QMenu* m_gameMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAct = nullptr;
    QAction* m_openAct = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_saveAct = nullptr;
    QAction* m_saveAsAct = nullptr;
    QAction* m_quitAct = nullptr;
    QAction* m_undoAct = nullptr;
    QAction* m_redoAct = nullptr;
    QAction* m_settingsAct = nullptr;
    QAction* m_setupAct = nullptr;
    QAction* m_copyFenAct = nullptr;
    QAction* m_pasteFenAct = nullptr;
    QAction* m_flipAct = nullptr;
    QAction* m_fullScreenAct = nullptr;
    QAction* m_rulesAct = nullptr;
    QAction* m_aboutAct = nullptr;
    QAction* m_aboutQtAct = nullptr;
};

} // namespace qiyuan::ui
