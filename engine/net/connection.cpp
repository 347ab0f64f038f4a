#include "connection.h"

#include <QTcpSocket>

namespace qiyuan::net {

Connection::Connection(QTcpSocket* socket, const Timing& timing, QObject* parent)
    : QObject(parent), socket_(socket)
{
    socket_->setParent(this);
    // No Nagle delay: frames are small and each one is awaited. A client's
    // socket gets the option once connected.
    socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(socket_, &QTcpSocket::connected, this,
            [this] { socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
    connect(socket_, &QTcpSocket::readyRead, this, &Connection::readBytes);
    connect(socket_, &QTcpSocket::disconnected, this, [this] { finish(QStringLiteral("disconnected")); });
    connect(socket_, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (e != QAbstractSocket::RemoteHostClosedError)
            finish(socket_->errorString());
        else
            finish(QStringLiteral("disconnected"));
    });
    startTimers(timing);
}

Connection::Connection(const Timing& timing, QObject* parent) : QObject(parent)
{
    startTimers(timing);
}

void Connection::startTimers(const Timing& timing)
{
    heartbeat_.setInterval(timing.heartbeatMs);
    silence_.setInterval(timing.silenceMs);
    silence_.setSingleShot(true);
    connect(&heartbeat_, &QTimer::timeout, this, [this] { send(message(QStringLiteral("ping"))); });
    connect(&silence_, &QTimer::timeout, this, [this] { abort(QStringLiteral("timeout")); });
    heartbeat_.start();
    silence_.start();
}

Connection::~Connection() = default;

QHostAddress Connection::peerAddress() const
{
    return socket_->peerAddress();
}

QString Connection::addressText() const
{
    const QHostAddress a = peerAddress();
    bool mapped = false;
    const quint32 v4 = a.toIPv4Address(&mapped);
    return mapped ? QHostAddress(v4).toString() : a.toString();
}

void Connection::failStream(const QString& code, const QString& text)
{
    sendError(code, text);
    emit protocolError(code, text);
}

void Connection::send(const QCborMap& m)
{
    if (open_)
        writeMessage(m);
}

void Connection::writeMessage(const QCborMap& m)
{
    if (socket_->state() == QAbstractSocket::ConnectedState)
        socket_->write(encodeFrame(m));
}

void Connection::sendError(const QString& code, const QString& text)
{
    send(errorMessage(code, text));
}

void Connection::readBytes()
{
    if (!open_)
        return;
    silence_.start(); // any bytes count as a sign of life
    decoder_.feed(socket_->readAll());
    for (;;) {
        QCborMap m;
        QString code, text;
        const auto status = decoder_.next(&m, &code, &text);
        if (status == FrameDecoder::Status::NeedMore)
            return;
        if (status == FrameDecoder::Status::Error) {
            // A broken stream cannot be resynchronised: say why, then drop it.
            failStream(code, text);
            socket_->flush();
            abort(code);
            return;
        }
        if (!deliver(m))
            return;
    }
}

bool Connection::deliver(const QCborMap& m)
{
    if (m.value(QStringLiteral("t")).toString() == QLatin1String("ping"))
        return open_; // heartbeats only feed the silence timer
    ++dispatching_;
    emit messageReceived(m);
    --dispatching_;
    if (!open_) { // a handler closed us, or we timed out under it
        if (disposeLater_ && dispatching_ == 0)
            deleteLater();
        return false;
    }
    return true;
}

void Connection::dispose()
{
    if (dispatching_ > 0)
        disposeLater_ = true; // readBytes deletes us once its handler returns
    else
        deleteLater();
}

void Connection::close(const QString& reason)
{
    if (!open_)
        return;
    finish(reason); // first: the socket's own disconnected() must not name another reason
    closeTransport();
}

void Connection::closeTransport()
{
    socket_->flush();
    socket_->disconnectFromHost();
}

void Connection::abort(const QString& reason)
{
    if (!open_)
        return;
    finish(reason);
    abortTransport();
}

void Connection::abortTransport()
{
    socket_->abort();
}

void Connection::finish(const QString& reason)
{
    if (!open_)
        return;
    open_ = false;
    heartbeat_.stop();
    silence_.stop();
    emit closed(reason);
}

} // namespace qiyuan::net
