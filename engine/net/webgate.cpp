#include "webgate.h"

#include <QCborArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

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
};

const char RequestTimer[] = "qiyuan-request-timer";
} // namespace

// ---- a phone's connection ----

WebConnection::WebConnection(QWebSocket* socket, const Timing& timing, QObject* parent)
    : Connection(timing, parent), socket_(socket)
{
    socket_->setParent(this);
    socket_->setMaxAllowedIncomingMessageSize(MaxWebMessageBytes);
    connect(socket_, &QWebSocket::textMessageReceived, this, &WebConnection::receive);
    connect(socket_, &QWebSocket::binaryMessageReceived, this, [this] {
        sendError(key(err::BadFrame), QStringLiteral("a phone sends JSON text"));
        emit protocolError(key(err::BadFrame));
        close(key(err::BadFrame)); // the error goes out first
    });
    connect(socket_, &QWebSocket::pong, this, [this] { alive(); });
    connect(socket_, &QWebSocket::disconnected, this, [this] { finish(QStringLiteral("disconnected")); });
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

void WebConnection::receive(const QString& text)
{
    if (!isOpen())
        return;
    alive();
    const auto m = decode(text.toUtf8());
    if (!m) {
        // As a broken CBOR frame: say why, then drop the connection.
        sendError(key(err::BadFrame), QStringLiteral("a message is one JSON object with a text \"t\""));
        emit protocolError(key(err::BadFrame));
        close(key(err::BadFrame)); // the error goes out first
        return;
    }
    deliver(*m);
}

void WebConnection::writeMessage(const QCborMap& m)
{
    if (m.value(key("t")).toString() == QLatin1String("ping")) {
        socket_->ping(); // the browser answers by itself: pong
        return;
    }
    socket_->sendTextMessage(QString::fromUtf8(encode(m)));
}

void WebConnection::closeTransport()
{
    socket_->flush();
    socket_->close();
}

void WebConnection::abortTransport()
{
    socket_->abort();
}

// ---- the door ----

WebGate::WebGate(RoomGate* gate, QObject* parent)
    : QObject(parent), gate_(gate), server_(new QTcpServer(this)),
      ws_(new QWebSocketServer(QStringLiteral("qiyuan"), QWebSocketServer::NonSecureMode, this))
{
    ws_->setHandshakeTimeout(std::chrono::milliseconds(10000));
    connect(server_, &QTcpServer::newConnection, this, &WebGate::arrivedHttp);
    connect(ws_, &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket* s = ws_->nextPendingConnection())
            gate_->admit(new WebConnection(s, gate_->timing(), gate_));
    });
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
    // The head is only peeked at: a WebSocket's handshake is read again by the WebSocket server.
    const QByteArray peeked = s->peek(MaxWebRequestBytes + 1);
    const qsizetype end = peeked.indexOf("\r\n\r\n");
    if (end < 0) {
        if (peeked.size() > MaxWebRequestBytes)
            answer(s, 431, "Request Header Fields Too Large", "text/plain", "request too large\n", false);
        return;
    }
    const QList<QByteArray> lines = peeked.left(end).split('\n');
    bool upgrade = false;
    for (const QByteArray& line : lines) {
        const QByteArray l = line.trimmed().toLower();
        if (l.startsWith("upgrade:") && l.contains("websocket"))
            upgrade = true;
    }
    if (upgrade) {
        delete s->findChild<QTimer*>(QLatin1String(RequestTimer));
        s->disconnect(this);
        s->setParent(nullptr);
        // No Nagle delay, as for the desktop players: messages are small and each one is awaited.
        s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        ws_->handleConnection(s); // the WebSocket server owns it from here
        return;
    }
    s->read(end + 4);
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

void WebGate::answer(QTcpSocket* s, int status, const QByteArray& reason, const QByteArray& type,
                     const QByteArray& body, bool head)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
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
