// One TCP peer: frames in and out, heartbeats, and the silence timeout.
// Never blocks: everything arrives through signals.
#pragma once

#include "protocol.h"

#include <QHostAddress>
#include <QObject>
#include <QTimer>

class QTcpSocket;

namespace qiyuan::net {

class Connection : public QObject {
    Q_OBJECT
public:
    // Takes ownership of the socket.
    Connection(QTcpSocket* socket, const Timing& timing, QObject* parent = nullptr);
    ~Connection() override;

    void send(const QCborMap& message);
    void sendError(const QString& code, const QString& text);
    // Sends what is queued, then closes. closed() follows.
    void close(const QString& reason);
    // Drops the connection at once: for a peer that broke the protocol.
    void abort(const QString& reason);
    bool isOpen() const { return open_; }
    // Deletes the connection once closed, never under its own signals: while a
    // message is being handed out (a handler may enter a nested event loop in
    // which the connection times out), the deletion waits until it returns.
    void dispose();
    QHostAddress peerAddress() const;
    QTcpSocket* socket() const { return socket_; }

signals:
    void messageReceived(const QCborMap& message);
    // Emitted once: the peer left, timed out, broke the protocol or was closed.
    void closed(const QString& reason);
    // The byte stream broke the framing (err::BadFrame, err::FrameTooLarge); closed() follows.
    void protocolError(const QString& code);

private:
    void readBytes();
    void finish(const QString& reason);

    QTcpSocket* socket_;
    FrameDecoder decoder_;
    QTimer heartbeat_;
    QTimer silence_;
    bool open_ = true;
    int dispatching_ = 0;     // messageReceived handlers running (nested loops count)
    bool disposeLater_ = false;
};

} // namespace qiyuan::net
