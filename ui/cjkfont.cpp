#include "cjkfont.h"

#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>

namespace qiyuan::ui {

QString bundledChineseFontPath()
{
    return QStringLiteral(":/fonts/QiyuanCJK-Regular.otf");
}

QString ensureChineseFont()
{
    if (!QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty())
        return {};
    const int id = QFontDatabase::addApplicationFont(bundledChineseFontPath());
    const QStringList added = QFontDatabase::applicationFontFamilies(id);
    if (added.isEmpty()) {
        qWarning("Qiyuan: cannot load the bundled Chinese font %s",
                 qPrintable(bundledChineseFontPath()));
        return {};
    }
    // A fallback family behind the default one: Latin keeps the system's
    // font, Chinese glyphs come from ours.
    QFont font = QGuiApplication::font();
    QStringList families = font.families();
    if (families.isEmpty())
        families << font.family();
    if (!families.contains(added.first()))
        families << added.first();
    font.setFamilies(families);
    QGuiApplication::setFont(font);
    return added.first();
}

} // namespace qiyuan::ui
