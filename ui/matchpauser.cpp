#include "matchpauser.h"

#include <QEvent>
#include <QWidget>

namespace qiyuan::ui {

MatchPauser::MatchPauser(QWidget* table, match::Match* match, std::function<bool(match::Match::Pause)> applies)
    : QObject(table), table_(table), match_(match), applies_(std::move(applies))
{
    table_->installEventFilter(this);
    watchWindow();
}

void MatchPauser::watchWindow()
{
    QWidget* window = table_->window();
    if (window == window_)
        return;
    if (window_ && window_ != table_)
        window_->removeEventFilter(this);
    window_ = window;
    if (window_ != table_)
        window_->installEventFilter(this);
}

bool MatchPauser::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::ParentChange:
        if (watched == table_)
            watchWindow(); // another window holds the table now
        break;
    case QEvent::Show:
        if (watched == table_) {
            watchWindow();
            match_->setPaused(match::Match::OffScreen, false); // none of the time off screen counted
        }
        break;
    case QEvent::Hide:
        // Only a hide on purpose (another page); a minimised window is no reason.
        if (watched == table_ && !event->spontaneous())
            match_->setPaused(match::Match::OffScreen, applies_(match::Match::OffScreen));
        break;
    case QEvent::WindowBlocked:
        if (watched == window_)
            match_->setPaused(match::Match::Dialog, applies_(match::Match::Dialog));
        break;
    case QEvent::WindowUnblocked:
        if (watched == window_)
            match_->setPaused(match::Match::Dialog, false);
        break;
    default:
        break;
    }
    return false;
}

} // namespace qiyuan::ui
