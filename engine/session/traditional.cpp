#include "traditional.h"

#include <QHash>
#include <QLocale>

#include <utility>

namespace qiyuan::session {

namespace {
#include "traditionalchars.inc"

const QHash<QChar, QChar>& charTable()
{
    static const QHash<QChar, QChar> table = [] {
        QHash<QChar, QChar> t;
        for (const auto& [from, to] : TraditionalChars)
            t.insert(QChar(from), QChar(to));
        return t;
    }();
    return table;
}
} // namespace

bool readsTraditional(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese
        && (locale.script() == QLocale::TraditionalChineseScript || locale.territory() == QLocale::Taiwan
            || locale.territory() == QLocale::HongKong || locale.territory() == QLocale::Macao);
}

QString traditional(const QString& simplified)
{
    QString text = simplified;
    for (const auto& [from, to] : TraditionalWords)
        text.replace(QString::fromUtf16(from), QString::fromUtf16(to));
    const QHash<QChar, QChar>& chars = charTable();
    for (QChar& c : text)
        c = chars.value(c, c);
    for (const auto& [from, to] : TraditionalPhrases)
        text.replace(QString::fromUtf16(from), QString::fromUtf16(to));
    return text;
}

QString traditionalMove(const QString& simplified)
{
    // In notation 后 only ever means "the rear one" (後), never a queen (后).
    return traditional(simplified).replace(QChar(u'后'), QChar(u'後'));
}

QString inReadersScript(const QString& simplified)
{
    return readsTraditional() ? traditional(simplified) : simplified;
}

QString moveInReadersScript(const QString& simplified)
{
    return readsTraditional() ? traditionalMove(simplified) : simplified;
}

} // namespace qiyuan::session
