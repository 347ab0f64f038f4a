#include "webgate.h"

#include <QCborArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <cmath>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }

// JSON has one kind of number; the protocol's integers are integers: an
// integral number within 2^53 becomes one (1.5 stays a float and is refused
// where an integer is due, as over CBOR).
QCborValue integral(const QCborValue& v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) <= 9007199254740992.0)
            return QCborValue(qint64(d));
        return v;
    }
    if (v.isArray()) {
        QCborArray out;
        for (const QCborValue& e : v.toArray())
            out.append(integral(e));
        return out;
    }
    if (v.isMap()) {
        QCborMap out;
        const QCborMap m = v.toMap();
        for (auto it = m.begin(); it != m.end(); ++it)
            out.insert(it.key(), integral(it.value()));
        return out;
    }
    return v;
}

// The page's files, from the resources (resources/web/).
struct Asset {
    const char* path;
    const char* resource;
    const char* type;
};
constexpr Asset assets[] = {
    {"/", ":/web/index.html", "text/html; charset=utf-8"},
    {"/index.html", ":/web/index.html", "text/html; charset=utf-8"},
    {"/app.js", ":/web/app.js", "text/javascript; charset=utf-8"},
    {"/app.css", ":/web/app.css", "text/css; charset=utf-8"},
    // The app's icon (resources/icons/qiyuan.svg), linked by the page; also at
    // the address a browser asks for on its own.
    {"/qiyuan.svg", ":/web/qiyuan.svg", "image/svg+xml"},
    {"/favicon.ico", ":/web/qiyuan.svg", "image/svg+xml"},
};

const char RequestTimer[] = "qiyuan-request-timer";
} // namespace

// ---- a phone's connection ----

WebConnection::WebConnection(QTcpSocket* socket, const Timing& timing, QObject* parent)
    : Connection(timing, parent), socket_(socket), decoder_(MaxWebMessageBytes)
{
    socket_->setParent(this);
    connect(socket_, &QTcpSocket::readyRead, this, &WebConnection::readFrames);
    connect(socket_, &QTcpSocket::disconnected, this, [this] { finish(QStringLiteral("disconnected")); });
    connect(socket_, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        finish(e == QAbstractSocket::RemoteHostClosedError ? QStringLiteral("disconnected") : socket_->errorString());
    });
    // Frames sent right behind the upgrade request are already here: read
    // them once the host listens to this connection.
    QMetaObject::invokeMethod(this, &WebConnection::readFrames, Qt::QueuedConnection);
}

QHostAddress WebConnection::peerAddress() const
{
    return socket_->peerAddress();
}

QByteArray WebConnection::encode(const QCborMap& m)
{
    return QJsonDocument(m.toJsonObject()).toJson(QJsonDocument::Compact);
}

std::optional<QCborMap> WebConnection::decode(const QByteArray& text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QCborValue m = integral(QCborValue::fromJsonValue(doc.object()));
    if (!isMessage(m)) // as a CBOR frame: a map with a text "t", or a broken frame
        return std::nullopt;
    return m.toMap();
}

void WebConnection::readFrames()
{
    if (!isOpen() || !socket_->bytesAvailable())
        return;
    alive(); // any bytes count as a sign of life
    decoder_.feed(socket_->readAll());
    for (;;) {
        ws::FrameDecoder::Frame f;
        const auto status = decoder_.next(&f);
        if (status == ws::FrameDecoder::Status::NeedMore)
            return;
        if (status == ws::FrameDecoder::Status::Error) {
            // RFC 6455 §7.1.7: the server fails the connection, saying why in its close frame.
            closeCode_ = decoder_.closeCode();
            closeReason_ = decoder_.errorText();
            emit protocolError(key(err::BadFrame), closeReason_); // no error message: the close frame says why
            close(key(err::BadFrame));
            return;
        }
        switch (f.op) {
        case ws::Op::Text:
            if (!receive(f.payload))
                return;
            break;
        case ws::Op::Binary:
            dropBadFrame(QStringLiteral("a phone sends JSON text"));
            return;
        case ws::Op::Ping:
            socket_->write(ws::serverFrame(ws::Op::Pong, f.payload));
            break;
        case ws::Op::Close: // the phone leaves: its close is answered, then the TCP close
            close(QStringLiteral("disconnected"));
            return;
        default: // a pong: the sign of life is counted
            break;
        }
    }
}

bool WebConnection::receive(const QByteArray& text)
{
    const auto m = decode(text);
    if (!m) {
        dropBadFrame(QStringLiteral("a message is one JSON object with a text \"t\""));
        return false;
    }
    return deliver(*m);
}

void WebConnection::dropBadFrame(const QString& why)
{
    // As a broken CBOR frame: say why, then drop the connection.
    failStream(key(err::BadFrame), why);
    close(key(err::BadFrame)); // the error goes out first, then the close frame (1000)
}

void WebConnection::writeMessage(const QCborMap& m)
{
    if (socket_->state() != QAbstractSocket::ConnectedState)
        return;
    if (m.value(key("t")).toString() == QLatin1String("ping"))
        socket_->write(ws::serverFrame(ws::Op::Ping, {})); // the browser answers by itself: pong
    else
        socket_->write(ws::serverFrame(ws::Op::Text, encode(m)));
}

void WebConnection::closeTransport()
{
    if (socket_->state() == QAbstractSocket::ConnectedState)
        socket_->write(ws::closeFrame(closeCode_, closeReason_));
    socket_->flush();
    socket_->disconnectFromHost();
}

void WebConnection::abortTransport()
{
    socket_->abort();
}

// ---- the door ----

WebGate::WebGate(RoomGate* gate, QObject* parent) : QObject(parent), gate_(gate), server_(new QTcpServer(this))
{
    connect(server_, &QTcpServer::newConnection, this, &WebGate::arrivedHttp);
}

WebGate::~WebGate() = default;

bool WebGate::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!server_->listen(address, port)) {
        if (error)
            *error = server_->errorString();
        return false;
    }
    return true;
}

quint16 WebGate::port() const { return server_->serverPort(); }
bool WebGate::isListening() const { return server_->isListening(); }
void WebGate::close() { server_->close(); }

QHostAddress WebGate::lanAddress()
{
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning)
            || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.ip().isLoopback())
                return e.ip();
    }
    return QHostAddress(QHostAddress::LocalHost);
}

QString WebGate::pageUrl(int seat, const QString& token) const
{
    // Listening on one address only: that one; on every address: the LAN's.
    const QHostAddress bound = server_->serverAddress();
    const bool any = bound == QHostAddress::Any || bound == QHostAddress::AnyIPv4 || bound == QHostAddress::AnyIPv6;
    const QHostAddress host = any || bound.protocol() != QAbstractSocket::IPv4Protocol ? lanAddress() : bound;
    QString url = QStringLiteral("http://%1:%2/?room=%3").arg(host.toString()).arg(port()).arg(gate_->roomCode());
    if (seat > 0 && !token.isEmpty())
        url += QStringLiteral("&seat=%1&token=%2").arg(seat).arg(token);
    return url;
}

void WebGate::arrivedHttp()
{
    while (QTcpSocket* s = server_->nextPendingConnection()) {
        s->setParent(this);
        connect(s, &QTcpSocket::readyRead, this, [this, s] { readRequest(s); });
        connect(s, &QTcpSocket::disconnected, this, [s] { s->deleteLater(); });
        // A request that does not arrive in time is dropped.
        auto* timer = new QTimer(s);
        timer->setObjectName(QLatin1String(RequestTimer));
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, s, [s] { s->abort(); });
        timer->start(10000);
    }
}

void WebGate::readRequest(QTcpSocket* s)
{
    const QByteArray peeked = s->peek(MaxWebRequestBytes + 1);
    const qsizetype end = peeked.indexOf("\r\n\r\n");
    if (end < 0) {
        if (peeked.size() > MaxWebRequestBytes)
            answer(s, 431, "Request Header Fields Too Large", "text/plain", "request too large\n", false);
        return;
    }
    s->read(end + 4); // the head; a WebSocket's frames may follow it
    const QList<QByteArray> lines = peeked.left(end).split('\n');
    for (const QByteArray& line : lines) {
        const QByteArray l = line.trimmed().toLower();
        if (l.startsWith("upgrade:") && l.contains("websocket")) {
            upgrade(s, lines);
            return;
        }
    }
    const QList<QByteArray> request = lines.value(0).trimmed().split(' ');
    const QByteArray method = request.value(0);
    const QByteArray path = request.value(1).split('?').value(0);
    if (method != "GET" && method != "HEAD") {
        answer(s, 405, "Method Not Allowed", "text/plain", "GET only\n", false);
        return;
    }
    for (const Asset& a : assets) {
        if (path != a.path)
            continue;
        QFile f(QString::fromLatin1(a.resource));
        if (!f.open(QIODevice::ReadOnly))
            break;
        ++pagesServed_;
        answer(s, 200, "OK", a.type, f.readAll(), method == "HEAD");
        return;
    }
    answer(s, 404, "Not Found", "text/plain", "not found\n", method == "HEAD");
}

void WebGate::upgrade(QTcpSocket* s, const QList<QByteArray>& lines)
{
    // RFC 6455 §4.2: a GET with the version 13 and a key of 16 bytes.
    QByteArray version, secKey;
    for (const QByteArray& line : lines) {
        const qsizetype colon = line.indexOf(':');
        const QByteArray name = line.left(colon).trimmed().toLower();
        if (name == "sec-websocket-version")
            version = line.mid(colon + 1).trimmed();
        else if (name == "sec-websocket-key")
            secKey = line.mid(colon + 1).trimmed();
    }
    const QByteArray accept = ws::acceptKey(secKey);
    if (!lines.value(0).startsWith("GET ") || accept.isEmpty()) {
        answer(s, 400, "Bad Request", "text/plain", "not a WebSocket handshake\n", false);
        return;
    }
    if (version != "13") {
        answer(s, 426, "Upgrade Required", "text/plain", "WebSocket version 13 only\n", false,
               "Sec-WebSocket-Version: 13\r\n");
        return;
    }
    delete s->findChild<QTimer*>(QLatin1String(RequestTimer));
    s->disconnect(this);
    // No Nagle delay, as for the desktop players: messages are small and each one is awaited.
    s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    s->write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             "Sec-WebSocket-Accept: " + accept + "\r\n\r\n");
    gate_->admit(new WebConnection(s, gate_->timing(), gate_)); // the connection owns the socket
}

void WebGate::answer(QTcpSocket* s, int status, const QByteArray& reason, const QByteArray& type,
                     const QByteArray& body, bool head, const QByteArray& extraHeaders)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n" + extraHeaders;
    out += "Content-Type: " + type + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    // The address may carry a seat token: never sent on, never cached.
    out += "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nX-Content-Type-Options: nosniff\r\n";
    out += "Content-Security-Policy: default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:\r\n";
    out += "Connection: close\r\n\r\n";
    if (!head)
        out += body;
    s->disconnect(this, nullptr);
    connect(s, &QTcpSocket::disconnected, this, [s] { s->deleteLater(); });
    s->write(out);
    s->disconnectFromHost();
}

} // namespace qiyuan::net
