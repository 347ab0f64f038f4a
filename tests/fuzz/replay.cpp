// Replays a fuzz target's committed inputs — the seed corpus and every past
// finding in regressions/ — through the same LLVMFuzzerTestOneInput the
// libFuzzer build runs, so a normal (GCC, sanitizer or release) build checks
// them without libFuzzer. A broken invariant aborts with its message and the
// file's path (see fuzz_check.h), which fails this test.
#include "fuzz_check.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

class TestFuzzReplay : public QObject {
    Q_OBJECT

private slots:
    void seedCorpus()
    {
        QVERIFY2(inputs(QStringLiteral("corpus")).size() >= 5,
                 "the seed corpus of " QIYUAN_FUZZ_NAME " is missing or too small");
    }

    void replay_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& folder : {QStringLiteral("corpus"), QStringLiteral("regressions")}) {
            const QDir dir(QStringLiteral(QIYUAN_FUZZ_DIR "/") + folder);
            for (const QString& name : inputs(folder))
                QTest::newRow(qPrintable(folder + QLatin1Char('/') + name)) << dir.filePath(name);
        }
    }

    void replay()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        const QByteArray bytes = file.readAll();
        qiyuan::fuzz::currentInput() = path.toStdString();
        QCOMPARE(LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                        static_cast<std::size_t>(bytes.size())),
                 0);
    }

private:
    // The input files of a folder; hidden files (.gitkeep) and READMEs are not inputs.
    static QStringList inputs(const QString& folder)
    {
        QStringList out;
        for (const QString& name : QDir(QStringLiteral(QIYUAN_FUZZ_DIR "/") + folder).entryList(QDir::Files, QDir::Name))
            if (!name.startsWith(QLatin1String("README")))
                out << name;
        return out;
    }
};

QTEST_APPLESS_MAIN(TestFuzzReplay)
#include "replay.moc"
