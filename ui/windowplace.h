// Where the main window opens: where it was when it was last closed (its
// size, its place and whether it was maximized), or on a first start a size
// that uses the screen. A saved place on a screen that is gone (a monitor
// unplugged) is not restored: the window opens as on a first start.
#pragma once

#include <QByteArray>
#include <QRect>

class QWidget;

namespace qiyuan::ui {

struct WindowPlace {
    QRect geometry;         // the normal (not maximized) geometry
    bool maximized = false; // shown maximized (the geometry is where it goes back to)
};

// The first start on a screen whose free area is `available`: small screens
// (under 1600x900) maximized, larger ones 90% of the free area, centred.
WindowPlace firstWindowPlace(const QRect& available);

// Puts `window` (not shown yet) where `saved` (QWidget::saveGeometry) says
// when that is on a screen now; true if it did. Otherwise it is left as it is.
bool restoreWindowPlace(QWidget* window, const QByteArray& saved);

} // namespace qiyuan::ui
