// What the role games' UI tests share (tests only): the settings of a test
// run, and players' names no one of which is part of another or of anything
// the narrator says ("N1x" is not inside "N12x"), so that a text naming a
// player can be checked for that name alone.
#pragma once

#include <QCoreApplication>
#include <QStandardPaths>
#include <QStringList>

namespace qiyuan::testrolegame {

// The test's own settings and files, not the user's.
inline void useTestSettings(const char* application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(application));
}

inline QStringList playerNames(int n)
{
    QStringList out;
    for (int i = 1; i <= n; ++i)
        out << QStringLiteral("N%1x").arg(i);
    return out;
}

} // namespace qiyuan::testrolegame
