// The phones' door to a hosted role game (issue 20): one TCP port that serves
// the player's page (resources/web/: index.html, app.css, app.js and the app's
// icon, shipped as Qt resources) to a browser and answers every "Upgrade:
// websocket" request itself (RFC 6455, websocket.h). Each WebSocket becomes a
// WebConnection, a Connection that carries the protocol's messages as JSON
// text instead of CBOR frames, and is admitted through the host's RoomGate:
// the same hello, room code, lock-out, tokens, forms and checks as a desktop
// player (docs/PROTOCOL.md, "Phones").
#pragma once

#include "connection.h"
#include "roomgate.h"
#include "websocket.h"

#include <QHostAddress>
#include <QObject>

#include <optional>

class QTcpServer;
class QTcpSocket;

namespace qiyuan::net {

// A phone: the protocol's messages as JSON text frames of a WebSocket (an
// integral JSON number is a CBOR integer). The host's heartbeat is a
// WebSocket ping, answered by the browser itself even in a background tab;
// any bytes are a sign of life. A frame that breaks RFC 6455 (unmasked, a
// reserved bit or opcode, ...) closes the connection with its status code
// (1002, 1007, 1009) in a close frame.
class WebConnection : public Connection {
public:
    // Takes ownership of the socket, whose upgrade request was read and
    // answered (101): what follows on it are the phone's frames.
    WebConnection(QTcpSocket* socket, const Timing& timing, QObject* parent = nullptr);
    QHostAddress peerAddress() const override;

    // One message as it travels to a phone, and back (nullopt: not a JSON object
    // with a text "t", isMessage).
    static QByteArray encode(const QCborMap& message);
    static std::optional<QCborMap> decode(const QByteArray& text);

protected:
    void writeMessage(const QCborMap& message) override;
    void closeTransport() override; // a close frame, then the TCP close
    void abortTransport() override;

private:
    void readFrames();
    bool receive(const QByteArray& text); // false: closed under it
    void dropBadFrame(const QString& why);  // bad-frame, then the close
    QTcpSocket* socket_;
    ws::FrameDecoder decoder_;
    quint16 closeCode_ = ws::CloseNormal; // what the close frame says
    QByteArray closeReason_;
};

// The largest page request head and WebSocket message a phone may send.
inline constexpr int MaxWebRequestBytes = 8 * 1024;
inline constexpr int MaxWebMessageBytes = 64 * 1024;

class WebGate : public QObject {
    Q_OBJECT
public:
    // Every WebSocket is admitted through gate (not owned; it must outlive this).
    explicit WebGate(RoomGate* gate, QObject* parent = nullptr);
    ~WebGate() override;

    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const;
    bool isListening() const;
    void close(); // no new page requests or phones; the open phones stay the host's

    // This machine's address on the LAN as a phone reaches it: the first
    // IPv4 address of an interface that is up and not the loopback (the
    // loopback when there is none).
    static QHostAddress lanAddress();
    // The page's address: http://<lanAddress, or the one address listened on>:<port>/?room=<code>, and with a
    // seat's personal token &seat=<seat>&token=<token> (the reveal's QR code).
    QString pageUrl(int seat = 0, const QString& token = {}) const;

    // Served page requests (for the tests and the benchmark).
    int pagesServed() const { return pagesServed_; }

private:
    void arrivedHttp();
    void readRequest(QTcpSocket* s);
    void upgrade(QTcpSocket* s, const QList<QByteArray>& lines);
    void answer(QTcpSocket* s, int status, const QByteArray& reason, const QByteArray& type, const QByteArray& body,
                bool head, const QByteArray& extraHeaders = {});

    RoomGate* gate_;
    QTcpServer* server_;
    int pagesServed_ = 0;
};

} // namespace qiyuan::net
