// The check that a Traditional Chinese (zh_TW) reader gets no Simplified-only
// character (tests only): the characters of tests/data/zh_TW/simplified-only.txt
// (OpenCC's list; 车 is only Simplified, 車 and 后 are Traditional too), and the
// ones of a text found in it.
#pragma once

#include <QFile>
#include <QSet>
#include <QString>

namespace qiyuan::testtraditional {

// Empty when the list cannot be read (a test checks its size).
inline QSet<QChar> simplifiedOnlyCharacters()
{
    QFile f(QStringLiteral(QIYUAN_TEST_DATA_DIR "/zh_TW/simplified-only.txt"));
    QSet<QChar> out;
    if (f.open(QIODevice::ReadOnly))
        for (const QChar c : QString::fromUtf8(f.readAll()).trimmed())
            out.insert(c);
    return out;
}

// The Simplified-only characters of `text`, each once, in order.
inline QString simplifiedIn(const QString& text, const QSet<QChar>& simplifiedOnly)
{
    QString found;
    for (const QChar c : text)
        if (simplifiedOnly.contains(c) && !found.contains(c))
            found += c;
    return found;
}

} // namespace qiyuan::testtraditional
