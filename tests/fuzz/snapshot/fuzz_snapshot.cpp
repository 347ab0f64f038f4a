// Fuzz target: the autosave envelope (session/snapshot) as the main window
// reads it at start: the input is the main snapshot file.
// Invariants, beyond "no crash":
// - parseSnapshot refuses with a message; what it accepts, wrapped again
//   (snapshotBytes), parses to the same data;
// - on disk, with a good previous copy beside it: readSnapshot returns the
//   main file when it is good, the previous copy otherwise, and refuses (with
//   a message, flagged) only a file from a newer version;
// - writeSnapshot over it never overwrites a newer version's file; otherwise
//   it succeeds, reads back as written, and the previous copy is the old main
//   file when that was good, else stays the old previous copy.
#include "../fuzz_check.h"

#include "session/snapshot.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::session;

namespace {

std::string s(const QString& q) { return qiyuan::fuzz::shown(q.toStdString()); }

const QString Kind = QStringLiteral("xiangqi");

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void put(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    FUZZ_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size(),
               "cannot write the test file " + s(path));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    bool newer = false;
    const auto parsed = parseSnapshot(bytes, Kind, &error, &newer);
    if (parsed) {
        FUZZ_CHECK(error.isEmpty() && !newer, "accepted with a message: " + s(error));
        QString again;
        const auto reparsed = parseSnapshot(snapshotBytes(Kind, *parsed), Kind, &again);
        FUZZ_CHECK(reparsed.has_value(), "the re-wrapped data is refused: " + s(again));
        FUZZ_CHECK(*reparsed == *parsed, "the re-wrapped data changed");
    } else {
        FUZZ_CHECK(!error.isEmpty(), "refused without a message");
    }

    // The disk part commits files (QSaveFile syncs them), which is slow: under
    // libFuzzer every accepted or newer-version input and one refused input in
    // eight; the replay of the committed inputs does it for each.
    static unsigned refused = 0;
    const bool replaying = !qiyuan::fuzz::currentInput().empty();
    if (!replaying && !parsed && !newer && refused++ % 8 != 0)
        return 0;

    static QTemporaryDir dir;
    FUZZ_CHECK(dir.isValid(), "no temporary directory");
    const QString path = dir.filePath(QStringLiteral("session.json"));
    const QString backup = path + QStringLiteral(".bak");
    const QJsonObject previous{{QStringLiteral("previous"), true}};
    put(path, bytes);
    put(backup, snapshotBytes(Kind, previous));

    QString readError;
    bool readNewer = false;
    const auto read = readSnapshot(path, Kind, &readError, &readNewer);
    if (parsed) {
        FUZZ_CHECK(read && !read->fromBackup && read->data == *parsed, "a good main file is not what is read");
    } else if (newer) {
        FUZZ_CHECK(!read && readNewer && !readError.isEmpty(), "a newer file is not refused as such");
    } else {
        FUZZ_CHECK(read && read->fromBackup && read->data == previous, "a bad main file does not fall back");
    }

    const QJsonObject next{{QStringLiteral("next"), QString::fromLatin1(bytes.left(16).toHex())}};
    QString writeError;
    const bool written = writeSnapshot(path, Kind, next, &writeError);
    if (newer) {
        FUZZ_CHECK(!written && !writeError.isEmpty(), "a newer version's file is overwritten");
        FUZZ_CHECK(contents(path) == bytes, "a newer version's file changed");
        return 0;
    }
    FUZZ_CHECK(written, "writing fails: " + s(writeError));
    const auto after = readSnapshot(path, Kind);
    FUZZ_CHECK(after && !after->fromBackup && after->data == next, "the written snapshot is not read back");
    const auto kept = parseSnapshot(contents(backup), Kind);
    FUZZ_CHECK(kept.has_value(), "the previous copy is not a good snapshot");
    FUZZ_CHECK(*kept == (parsed ? *parsed : previous), "the previous copy is not the last good one");
    return 0;
}
