// When the clock of a table's match waits: the one policy every board table
// uses. It watches the table, it does not poll: a table hidden on purpose
// (another page, the chooser) pauses its match as Match::OffScreen, and a
// modal dialog over the table's window (the window is blocked) as
// Match::Pause::Dialog, each as far as `applies` says for the way the game is
// played (PlayPolicy: over the LAN the host's clock runs on).
#pragma once

#include "match/match.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace qiyuan::ui {

class MatchPauser final : public QObject {
    Q_OBJECT
public:
    // Watches `table` for `match` (both outlive the pauser: the table owns it).
    MatchPauser(QWidget* table, match::Match* match, std::function<bool(match::Match::Pause)> applies);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The table's top-level window receives the blocked/unblocked news.
    void watchWindow();

    QWidget* table_;
    match::Match* match_;
    std::function<bool(match::Match::Pause)> applies_;
    QPointer<QWidget> window_;
};

} // namespace qiyuan::ui
