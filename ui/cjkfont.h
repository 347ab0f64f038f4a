// Chinese text must render on machines without any CJK font: the app carries
// a subset of Noto Sans CJK SC (resources/fonts) with the characters its UI,
// Qt's own dialogs and xiangqi notation use.
#pragma once

#include <QString>

namespace qiyuan::ui {

// Resource path of the bundled subset font.
QString bundledChineseFontPath();

// Registers the bundled font when the system has no font for Simplified
// Chinese, and adds it as a fallback family of the application font.
// Returns the family it added, or an empty string when the system's own
// fonts are used. Call after the QApplication exists.
QString ensureChineseFont();

} // namespace qiyuan::ui
