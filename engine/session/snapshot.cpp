#include "snapshot.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace qiyuan::session {

namespace {

const QString Format = QStringLiteral("qiyuan-snapshot");

QString checksum(const QJsonObject& data)
{
    const QByteArray bytes = QJsonDocument(data).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool writeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    // Unbuffered, and every write checked: a short write must fail the save.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)
        || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

// Parses one file; a reason in *error when it is not a good snapshot of `kind`.
// *newer is set when the file is from a newer version.
std::optional<QJsonObject> parse(const QByteArray& bytes, const QString& kind, QString* error, bool* newer)
{
    *newer = false;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (doc.isNull() || !doc.isObject()) {
        *error = QStringLiteral("not a complete snapshot (%1)").arg(pe.errorString());
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != Format) {
        *error = QStringLiteral("not a Qiyuan snapshot");
        return std::nullopt;
    }
    const int version = o.value(QStringLiteral("version")).toInt(-1);
    if (version > SnapshotVersion) {
        *newer = true;
        *error = QStringLiteral("written by a newer version of Qiyuan (format %1; this version reads %2)")
                     .arg(version)
                     .arg(SnapshotVersion);
        return std::nullopt;
    }
    if (version < 1) {
        *error = QStringLiteral("has no valid version");
        return std::nullopt;
    }
    if (o.value(QStringLiteral("kind")).toString() != kind) {
        *error = QStringLiteral("holds a '%1' session, not '%2'").arg(o.value(QStringLiteral("kind")).toString(), kind);
        return std::nullopt;
    }
    const QJsonObject data = o.value(QStringLiteral("data")).toObject();
    if (o.value(QStringLiteral("sha256")).toString() != checksum(data)) {
        *error = QStringLiteral("is damaged (checksum mismatch)");
        return std::nullopt;
    }
    return data;
}

} // namespace

bool writeSnapshot(const QString& path, const QString& kind, const QJsonObject& data, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Keep the previous good copy: only a file that parses becomes the backup.
    QFile current(path);
    if (current.open(QIODevice::ReadOnly)) {
        const QByteArray old = current.readAll();
        current.close();
        QString why;
        bool newer = false;
        if (parse(old, kind, &why, &newer)) {
            if (!writeFile(path + QStringLiteral(".bak"), old, error))
                return false;
        } else if (newer) {
            // Never overwrite a newer version's file.
            if (error)
                *error = QStringLiteral("%1 was %2").arg(QDir::toNativeSeparators(path), why);
            return false;
        }
    }
    return writeFile(path, snapshotBytes(kind, data), error);
}

QByteArray snapshotBytes(const QString& kind, const QJsonObject& data)
{
    const QJsonObject envelope{{QStringLiteral("format"), Format},
                               {QStringLiteral("version"), SnapshotVersion},
                               {QStringLiteral("kind"), kind},
                               {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                               {QStringLiteral("sha256"), checksum(data)},
                               {QStringLiteral("data"), data}};
    return QJsonDocument(envelope).toJson(QJsonDocument::Indented);
}

std::optional<QJsonObject> parseSnapshot(const QByteArray& bytes, const QString& kind, QString* error,
                                         bool* newerVersion)
{
    QString why;
    bool newer = false;
    auto data = parse(bytes, kind, &why, &newer);
    if (error)
        *error = data ? QString() : why;
    if (newerVersion)
        *newerVersion = newer;
    return data;
}

std::optional<SnapshotRead> readSnapshot(const QString& path, const QString& kind, QString* error,
                                         bool* newerVersion)
{
    QString mainWhy;
    bool newer = false;
    if (newerVersion)
        *newerVersion = false;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly)) {
        if (const auto data = parse(f.readAll(), kind, &mainWhy, &newer))
            return SnapshotRead{*data, false};
        if (newer) {
            if (error)
                *error = QStringLiteral("%1 was %2").arg(QDir::toNativeSeparators(path), mainWhy);
            if (newerVersion)
                *newerVersion = true;
            return std::nullopt;
        }
    } else {
        mainWhy = QStringLiteral("cannot be read (%1)").arg(f.errorString());
    }
    QFile backup(path + QStringLiteral(".bak"));
    QString backupWhy;
    if (backup.open(QIODevice::ReadOnly)) {
        if (const auto data = parse(backup.readAll(), kind, &backupWhy, &newer))
            return SnapshotRead{*data, true};
    }
    if (error)
        *error = QStringLiteral("%1 %2").arg(QDir::toNativeSeparators(path), mainWhy);
    return std::nullopt;
}

} // namespace qiyuan::session
