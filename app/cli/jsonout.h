// One JSON object per line on standard output, as every qiyuan-cli command
// answers (docs/CLI.md).
#pragma once

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace qiyuan::cli {

inline void printJson(const QJsonObject& o)
{
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

// Prints {"error": message}; returns exit code 2 (a file or option the command cannot use).
inline int printError(const QString& message)
{
    printJson(QJsonObject{{"error", message}});
    return 2;
}

} // namespace qiyuan::cli
