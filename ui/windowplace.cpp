#include "windowplace.h"

#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>

namespace qiyuan::ui {

WindowPlace firstWindowPlace(const QRect& available)
{
    // Room for the board and the side panel side by side, not for two windows.
    const bool small = available.width() < 1600 || available.height() < 900;
    const QSize size = small ? available.size() : available.size() * 0.9;
    return {QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available), small};
}

bool restoreWindowPlace(QWidget* window, const QByteArray& saved)
{
    if (saved.isEmpty())
        return false;
    const QRect before = window->geometry();
    const Qt::WindowStates stateBefore = window->windowState();
    if (!window->restoreGeometry(saved))
        return false;
    // Qt moves a place off every screen back onto one; the title bar must be
    // reachable on a screen that is there now, else the first start's place.
    const QRect g = window->geometry();
    const QScreen* screen = QGuiApplication::screenAt(QPoint(g.center().x(), g.top() + 1));
    if (screen && screen->availableGeometry().intersects(g))
        return true;
    window->setWindowState(stateBefore);
    window->setGeometry(before);
    return false;
}

} // namespace qiyuan::ui
