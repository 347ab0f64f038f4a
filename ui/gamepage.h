// A game's table as the main window sees it: one page of the window's stack.
// The main window knows nothing of any game's rules: it routes the menus
// (New, Open, Save, Undo, Redo, Flip, Rules), the autosave and the file of the
// game to the page on screen through this interface. Each game registers a
// factory for its page (MainWindow::registerPage), so pages are built on first use.
#pragma once

#include "core/registry.h"
#include "ui/preferences.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include <functional>

class QAction;

namespace qiyuan::ui {

class GamePage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Registry key of the game (core/registry.h): "xiangqi", "banqi", ...
    virtual QString gameKey() const = 0;
    // The rule set being played (a registry variant key).
    virtual QString variantKey() const = 0;

    // A new game of a rule set in a mode, chosen on the start page. The page asks
    // what it needs (clock, names, seed) with its own dialog; false = cancelled,
    // and then the game on the page is untouched.
    virtual bool startNew(const QString& variantKey, qiyuan::PlayMode mode) = 0;

    // Progress the players would lose: the main window asks before replacing it.
    virtual bool hasProgress() const = 0;
    // A finished game is not resumed at the next start.
    virtual bool isFinished() const = 0;
    // The game in progress in the players' words, for the start page's list of
    // games in progress and the questions about saving: how it is played and
    // how far it went ("against the computer · 12 moves played").
    virtual QString progressSummary() const { return {}; }
    // A LAN game the page plays now, in the quit question's words: what
    // closing the app does to it (a guest's seat is kept for a while, a host's
    // room closes); empty when there is none.
    virtual QString lanLeaveNote() const { return {}; }
    // At the start: takes back the seat this app held at another computer's
    // LAN table when it last closed or crashed (ui/lan/lanseats.h), without
    // waiting; the page shows how it goes. False when there is none to take.
    virtual bool resumeLanSeat() { return false; }
    // We hold a seat at another computer's LAN table that the next start takes
    // back: the game is the host's and comes back with the seat, so quitting
    // has nothing of it to save or discard.
    virtual bool keepsLanSeat() const { return false; }
    // Whether the main window may replace the game by a position set up or
    // pasted (no: during a LAN game, ui/playpolicy.h).
    virtual bool allowsPositionSetUp() const { return true; }

    // Edit menu.
    virtual bool canUndo() const { return false; }
    virtual bool canRedo() const { return false; }
    virtual void undo() {}
    virtual void redo() {}
    // Actions of this game only (e.g. Set Up Position), listed in the Edit menu
    // while the page is on screen. The page owns and translates them.
    virtual QList<QAction*> editActions() { return {}; }
    // The page's actions in the Game menu (xiangqi: Review the game), while it is on screen.
    virtual QList<QAction*> gameActions() { return {}; }

    // View menu.
    virtual bool canFlip() const { return false; }
    virtual bool isFlipped() const { return false; }
    virtual void setFlipped(bool) {}

    // Files. An empty filter means the game has no files (Save disabled).
    // Filter for the file dialogs, e.g. tr("Xiangqi games (*.pgn)").
    virtual QString fileFilter() const { return {}; }
    virtual QString defaultSuffix() const { return QStringLiteral("pgn"); }
    // The formats Save As offers, the first the default (the suffix of each
    // filter is the one added to a name typed without one).
    virtual QStringList saveFilters() const { return {fileFilter()}; }
    // The name Save As suggests, without folder and suffix: the players and
    // the game's date ("张三 vs 李四 2026-12-06"); empty: the game's name and today.
    virtual QString suggestedFileName() const { return {}; }
    // Whether the file (its first bytes and its name) is one of this game's;
    // the main window opens a file with the first page that claims it.
    virtual bool claimsFile(const QByteArray& head, const QString& path) const
    {
        Q_UNUSED(head);
        Q_UNUSED(path);
        return false;
    }
    // Opening replaces the page's game; on error nothing changes and *error says why.
    // Once the file is read and found good, and before the game is replaced,
    // the page asks mayReplaceGame(): false keeps the game in progress and
    // openFile returns false with no error.
    virtual bool openFile(const QString& path, QString* error)
    {
        Q_UNUSED(path);
        if (error)
            *error = tr("This game has no files.");
        return false;
    }
    // What mayReplaceGame() asks (the main window offers to save an unsaved game).
    void setReplaceGate(std::function<bool()> gate) { replaceGate_ = std::move(gate); }
    virtual bool saveFile(const QString& path, QString* error)
    {
        Q_UNUSED(path);
        if (error)
            *error = tr("This game has no files.");
        return false;
    }

    // Crash-proof saves (session/snapshot.h): the whole state of the page as
    // JSON, written by the main window after every `changed()`. restoreSnapshot
    // returns false with the reason and leaves the page untouched on bad data.
    virtual QJsonObject snapshot() const = 0;
    virtual bool restoreSnapshot(const QJsonObject& data, QString* error) = 0;

    virtual void applyPreferences(const Preferences& preferences) { Q_UNUSED(preferences); }

    // A one-screen "how to play" of the game on the page (Help → How to Play).
    virtual bool hasHowToPlay() const { return false; }
    virtual void showHowToPlay() {}

signals:
    void statusMessage(const QString& text);
    // After every action (a move, an undo, a new game, a result): the main
    // window autosaves, marks the window modified and updates the menus.
    void changed();
    // A new game started after startNew() returned false (a question the
    // player answered later, without blocking): the main window treats it as
    // a game startNew() began.
    void startedLater();

protected:
    bool mayReplaceGame() const { return !replaceGate_ || replaceGate_(); }

private:
    std::function<bool()> replaceGate_;
};

} // namespace qiyuan::ui
