// The main window: menus, and a stack of pages of which the start page (game
// chooser) is the first. Each game's table is a GamePage (gamepage.h),
// registered with registerPage (see gamepages.cpp); the window routes the menus,
// files and the autosave to the page on screen and knows no game's rules.
#pragma once

#include "core/clock.h"
#include "core/registry.h"
#include "xiangqi/position.h"

#include <QHash>
#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDialog;
class QMenu;
class QStackedWidget;

namespace qiyuan::session {
class Collection;
}

namespace qiyuan::ui {

class CollectionView;
class GamePage;
class LanguageManager;
class StartPage;
class TournamentWindow;
class XiangqiTable;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);
    ~MainWindow() override;
    // Shows the window as the app starts: where it was last closed, or on a
    // first start maximized on a small screen (ui/windowplace.h).
    void showAtStart();

    StartPage* startPage() const { return m_startPage; }

    // A game's table: the factory builds it on first use; the modes make the
    // start page offer them.
    using PageFactory = std::function<GamePage*(QWidget* parent)>;
    void registerPage(const QString& gameKey, const QList<qiyuan::PlayMode>& modes, PageFactory factory);
    // The page of a game (built on first use; its autosaved unfinished game is
    // resumed then); nullptr for a game without a table.
    GamePage* page(const QString& gameKey);
    GamePage* currentPage() const; // nullptr on the start page
    // Shows a game's page (as after New or Open).
    void showPage(GamePage* page);

    // The xiangqi table page (created on first use).
    XiangqiTable* xiangqiTable();
    bool isXiangqiShown() const;

    // Opens a game file with the first page that claims it; on error shows
    // nothing and returns false with the reason in *error (every game is untouched).
    // A collection (openCollection) offers an unsaved game in progress for
    // saving first; when the player cancels, false with an empty *error.
    bool openFile(const QString& path, QString* error = nullptr);
    // Saves the game on screen (PGN in the notation of the preferences for xiangqi).
    bool saveFile(const QString& path, QString* error = nullptr);
    QString currentFile() const;
    QStringList recentFiles() const;

    // The file dialogs (ui/mainwindowfiles.cpp). Open offers the files of the
    // page on screen first (the start page: xiangqi's), then every other
    // game's, then all files; both dialogs start in the folder last used
    // (QSettings "files/lastFolder"), and Save As suggests a name made of the
    // players' names and the game's date.
    QStringList openFilters();
    QString lastFolder() const;
    QString suggestedSavePath() const;
    // What a file dialog asks, for a test's answer in place of the modal dialog.
    struct FileQuestion {
        bool save = false;
        QString folderOrPath; // where the dialog starts
        QStringList filters;
        QString selectedFilter;
    };
    // Answers Open and Save As instead of QFileDialog (the path; empty: cancelled).
    void setFileDialogAnswer(std::function<QString(const FileQuestion&)> answer) { m_fileAnswer = std::move(answer); }

    // Collections (打谱 material): a PGN file of several games, a folder of XQF
    // files (mainwindowcollection.cpp). Opening one shows its list and opens its
    // first game; a game of a collection has no file of its own (Save asks
    // where, so the collection is never overwritten by one game).
    bool openCollection(const QString& path, QString* error = nullptr);
    const session::Collection* collection() const { return m_collection.get(); }
    int collectionGame() const { return m_collectionGame; } // -1: none open
    // Opens game `index` of the collection at the xiangqi table.
    bool openCollectionGame(int index, QString* error = nullptr);
    CollectionView* collectionView() const { return m_collectionView; }
    QDialog* collectionDialog() const { return m_collectionDialog; }
    // Re-reads the play preferences and applies them to open tables.
    void applyPreferences();

    // Crash-proof saves: the game on the table is written after every action
    // (session/snapshot.h) and resumed at the next start if unfinished.
    // One file per game: autosave/<gameKey>.json.
    static QString autosavePath(const QString& gameKey = QStringLiteral("xiangqi"));
    // Saves the page on screen (or the given one).
    bool autosave(QString* error = nullptr, GamePage* page = nullptr);
    // Shows the most recently autosaved unfinished game; false when there is none.
    bool restoreAutosave(QString* error = nullptr);
    // Takes back the seats this app held at other computers' LAN tables when
    // it last closed (ui/lan/lanseats.h); the first such table is shown.
    void resumeLanSeats();

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
    void showTournament(); // Game → Tournament...: the tournament window (ui/tournament)
    void openFolder();     // File → Open Folder of XQF games
    void showGameList();   // the collection's list
    void nextGame();       // the collection's next / previous game
    void previousGame();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void onGameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);
    // A game just started on `p` (no file yet): shown and autosaved.
    void showNewGame(GamePage* p);
    // Restores a page's autosave into it; false (and *error) if there is none or it is bad.
    bool restorePage(GamePage* page, QString* error);
    GamePage* createPage(const QString& gameKey);
    void onPageChanged(GamePage* page);
    bool maybeSave(GamePage* page); // asks to save a modified game; false = cancel
    bool needsSaving(const GamePage* page) const; // unsaved progress that a file could keep
    // Discards the page's game for good: its autosave is removed and no
    // longer written, so the next start does not resume it.
    void discard(GamePage* page);
    // The start page's list of games in progress and its Back target.
    void refreshStartPage();
    void open();
    bool save();
    bool saveAs();
    // The dialog of `question` (or the test's answer); the folder is remembered.
    QString askFile(FileQuestion& question);
    void rememberFolder(const QString& path);
    std::function<QString(const FileQuestion&)> m_fileAnswer;
    // Set Up Position and Paste FEN: never while a table plays over the LAN.
    bool positionSetUpAllowed() const;
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
    struct PageEntry {
        PageFactory factory;
        QList<qiyuan::PlayMode> modes; // the modes its table serves
        GamePage* page = nullptr;
        QString file;                 // the file the game was opened from or saved to
        bool modified = false;        // changed since it was opened or saved
        bool autosaveBlocked = false; // the autosave on disk could not be read: keep it as it is
        bool restoring = false;
        bool discarded = false;       // discarded on quit: never written again
    };
    QHash<QString, PageEntry> m_entries; // by game key
    QStringList m_gameOrder;             // registration order: files are offered in it
    PageEntry* entryOf(const GamePage* page);
    QString m_currentGame;     // registry key of the game on screen, empty on the start page
    bool m_maximizeAtStart = false; // a first start on a small screen
    QString m_backTo;          // the game the start page's Back returns to
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
    QAction* m_howToPlayAct = nullptr; // the page's one-screen introduction (积分象棋)
    QAction* m_aboutAct = nullptr;
    QAction* m_aboutQtAct = nullptr;
    QList<QAction*> m_pageActions; // the page's own Edit menu entries
    QList<QAction*> m_pageGameActions; // the page's own Game menu actions

    void createCollectionActions();
    static bool isCollectionFile(const QString& path); // a PGN file of more than one game
    void retranslateCollection();
    void updateCollectionActions();
    std::unique_ptr<session::Collection> m_collection;
    int m_collectionGame = -1;
    QDialog* m_collectionDialog = nullptr;
    CollectionView* m_collectionView = nullptr;
    QAction* m_openFolderAct = nullptr;
    QAction* m_gameListAct = nullptr;
    QAction* m_nextGameAct = nullptr;
    QAction* m_previousGameAct = nullptr;
    QAction* m_tournamentAct = nullptr;
    TournamentWindow* m_tournament = nullptr; // made on first use
};

} // namespace qiyuan::ui
