// A fake UCI engine for the tests: a shell script written to a temporary
// folder, run as the engine's command line (quoted: the folder may hold spaces).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace qiyuan::test {

// Writes `script` as an executable file in `dir`; the command line that runs it, or empty when it cannot.
inline QString writeFakeEngine(const QTemporaryDir& dir, const QByteArray& script)
{
    const QString path = dir.filePath(QStringLiteral("fake engine.sh"));
    QFile f(path);
    if (!dir.isValid() || !f.open(QIODevice::WriteOnly) || f.write(script) != script.size())
        return {};
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return QLatin1Char('"') + path + QLatin1Char('"');
}

} // namespace qiyuan::test
