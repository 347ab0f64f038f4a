// One peer: messages in and out, heartbeats, and the silence timeout.
// Never blocks: everything arrives through signals. The transport is a TCP
// socket carrying CBOR frames; another transport (a phone's WebSocket carrying
// the same messages as JSON, webgate.h) derives from it and overrides the
// protected hooks, so the hosts treat every peer alike.
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
    virtual QHostAddress peerAddress() const;
    // The peer's address as text for logs and events: an IPv4 peer seen on a
    // dual-stack socket (::ffff:a.b.c.d) as plain IPv4 (a.b.c.d).
    QString addressText() const;
    QTcpSocket* socket() const { return socket_; } // nullptr for another transport

signals:
    void messageReceived(const QCborMap& message);
    // Emitted once: the peer left, timed out, broke the protocol or was closed.
    void closed(const QString& reason);
    // The byte stream broke the framing (err::BadFrame, err::FrameTooLarge); the
    // peer was sent the error with this text; closed() follows.
    void protocolError(const QString& code, const QString& text);

protected:
    // Another transport: no socket; the derived class reads and writes.
    Connection(const Timing& timing, QObject* parent);
    virtual void writeMessage(const QCborMap& message);
    virtual void closeTransport(); // sends what is queued, then disconnects
    virtual void abortTransport();
    // Any sign of life from the peer restarts the silence timer.
    void alive() { silence_.start(); }
    // One received message: a ping only feeds the silence timer, the rest goes
    // out as messageReceived. False when the connection closed under a handler
    // (the caller stops reading).
    bool deliver(const QCborMap& message);
    void finish(const QString& reason);
    // The stream broke the protocol: sends the error and reports protocolError
    // (the caller then closes or aborts).
    void failStream(const QString& code, const QString& text);

private:
    void startTimers(const Timing& timing);
    void readBytes();

    QTcpSocket* socket_ = nullptr;
    FrameDecoder decoder_;
    QTimer heartbeat_;
    QTimer silence_;
    bool open_ = true;
    int dispatching_ = 0;     // messageReceived handlers running (nested loops count)
    bool disposeLater_ = false;
};

} // namespace qiyuan::net
