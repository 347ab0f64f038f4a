// The main window: menus, and a stack of pages of which the start page (game
// chooser) is the first. A game's table plugs in through gameRequested: the
// app connects it and declares the modes it can serve with setModeAvailable.
#pragma once

#include "core/registry.h"

#include <QMainWindow>

class QAction;
class QMenu;
class QStackedWidget;

namespace qiyuan::ui {

class LanguageManager;
class StartPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);

    StartPage* startPage() const { return m_startPage; }

    // Every mode starts unavailable (disabled, "comes later") until the app
    // says its table exists.
    void setModeAvailable(const QString& gameKey, PlayMode mode, bool available);

    // Rich text of the About box: name, version, licence.
    static QString aboutText();

signals:
    void gameRequested(const QString& gameKey, const QString& variantKey, qiyuan::PlayMode mode);

public slots:
    void showStartPage();
    void showSettings();
    void showAbout();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void readSettings();
    void writeSettings();

    LanguageManager* m_languages;
    QStackedWidget* m_pages = nullptr;
    StartPage* m_startPage = nullptr;

    QMenu* m_gameMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAct = nullptr;
    QAction* m_openAct = nullptr;
    QAction* m_saveAct = nullptr;
    QAction* m_saveAsAct = nullptr;
    QAction* m_quitAct = nullptr;
    QAction* m_undoAct = nullptr;
    QAction* m_redoAct = nullptr;
    QAction* m_settingsAct = nullptr;
    QAction* m_flipAct = nullptr;
    QAction* m_fullScreenAct = nullptr;
    QAction* m_rulesAct = nullptr;
    QAction* m_aboutAct = nullptr;
    QAction* m_aboutQtAct = nullptr;
};

} // namespace qiyuan::ui
