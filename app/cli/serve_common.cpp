#include "serve.h"

#include <QJsonDocument>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace qiyuan::cli {

void emitEvent(const QString& event, QJsonObject fields)
{
    fields.insert(QStringLiteral("event"), event);
    const QByteArray line = QJsonDocument(fields).toJson(QJsonDocument::Compact) + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
}

void emitRefusal(const QString& address, const QString& code, const QString& text)
{
    emitEvent(QStringLiteral("error"), {{"code", code}, {"text", text}, {"address", address}});
}

int serveError(const QString& text)
{
    const QByteArray line = QJsonDocument(QJsonObject{{"error", text}}).toJson(QJsonDocument::Compact) + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
    return 2;
}

namespace {
int signalPipe[2] = {-1, -1};

extern "C" void signalArrived(int)
{
    const char c = 1;
    // Async-signal-safe: the event loop reads the pipe.
    [[maybe_unused]] const auto n = ::write(signalPipe[1], &c, 1);
}
} // namespace

void onTerminationSignal(QObject* context, std::function<void()> onSignal)
{
    if (signalPipe[0] < 0) {
        if (::pipe(signalPipe) != 0)
            return;
        ::fcntl(signalPipe[1], F_SETFL, O_NONBLOCK);
    }
    auto* notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, context);
    QObject::connect(notifier, &QSocketNotifier::activated, context, [notifier, onSignal] {
        char c = 0;
        [[maybe_unused]] const auto n = ::read(signalPipe[0], &c, 1);
        notifier->setEnabled(false);
        onSignal();
    });
    struct sigaction sa = {};
    sa.sa_handler = signalArrived;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    ::sigaction(SIGTERM, &sa, nullptr);
    ::sigaction(SIGINT, &sa, nullptr);
}

} // namespace qiyuan::cli
