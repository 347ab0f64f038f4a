// Crash-proof snapshots of a session (a game on the table, a werewolf night):
// a versioned JSON envelope with a checksum, written atomically (QSaveFile),
// the previous good copy kept as <path>.bak. A truncated, corrupt or newer
// file is reported and never overwritten by a read.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace qiyuan::session {

// The envelope's version this build writes; newer files are refused.
constexpr int SnapshotVersion = 1;

// Writes `data` as a snapshot of `kind` ("xiangqi", ...) to `path`. The file
// that was there, if it was a good snapshot, becomes `path`.bak first.
bool writeSnapshot(const QString& path, const QString& kind, const QJsonObject& data, QString* error = nullptr);

struct SnapshotRead {
    QJsonObject data;
    bool fromBackup = false; // the main file was bad; the previous copy was used
};

// Reads the snapshot at `path`, falling back to `path`.bak when the main file
// is missing, truncated or corrupt. nullopt with a message when neither is
// usable (or a file is from a newer version: then the message says so).
// *newerVersion tells a file from a newer Qiyuan apart from a damaged one.
std::optional<SnapshotRead> readSnapshot(const QString& path, const QString& kind, QString* error = nullptr,
                                         bool* newerVersion = nullptr);

// The bytes of a snapshot file, for tests and fuzzing: the envelope around
// `data`, and the check of one file's bytes (nullopt with the reason in
// *error; *newerVersion when the file is from a newer Qiyuan).
QByteArray snapshotBytes(const QString& kind, const QJsonObject& data);
std::optional<QJsonObject> parseSnapshot(const QByteArray& bytes, const QString& kind, QString* error = nullptr,
                                         bool* newerVersion = nullptr);

} // namespace qiyuan::session
