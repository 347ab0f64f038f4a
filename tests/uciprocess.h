// `qiyuan-cli uci` as a separate process, driven line by line as a UCI GUI or
// match runner does: shared by the units that talk UCI to the CLI (ai_uci,
// cli_jifen). The unit's CMakeLists defines QIYUAN_CLI_PATH.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <utility>

namespace qiyuan::test {

class UciProcess {
public:
    UciProcess()
    {
        process_.setProgram(QStringLiteral(QIYUAN_CLI_PATH));
        process_.setArguments({QStringLiteral("uci")});
        process_.start();
    }
    ~UciProcess()
    {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished(3000);
        }
    }
    UciProcess(const UciProcess&) = delete;
    UciProcess& operator=(const UciProcess&) = delete;

    bool started() { return process_.waitForStarted(10000); }
    void send(const QByteArray& line) { process_.write(line + '\n'); }
    // Reads lines until one matches `last` (kept in take()); false on timeout or exit.
    bool readUntil(const QRegularExpression& last, int timeoutMs = 20000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            while (process_.canReadLine()) {
                const QString line = QString::fromUtf8(process_.readLine()).trimmed();
                lines_ << line;
                if (last.match(line).hasMatch())
                    return true;
            }
            if (process_.state() == QProcess::NotRunning && !process_.canReadLine())
                return false;
            process_.waitForReadyRead(20);
        }
        return false;
    }
    bool readUntil(const QString& exactLine, int timeoutMs = 20000)
    {
        return readUntil(QRegularExpression(QStringLiteral("^") + QRegularExpression::escape(exactLine) + "$"),
                         timeoutMs);
    }
    // Every line read so far is kept; take() hands them over and starts afresh.
    QStringList take() { return std::exchange(lines_, {}); }
    QProcess& process() { return process_; }
    // Under QIYUAN_SANITIZE the program reports memory errors and UB on stderr.
    QByteArray sanitizerReport()
    {
        const QByteArray err = process_.readAllStandardError();
        return err.contains("Sanitizer") || err.contains("runtime error:") ? err.left(2000) : QByteArray();
    }

private:
    QProcess process_;
    QStringList lines_;
};

} // namespace qiyuan::test
