#include "hostlink.h"

#include "connection.h"

#include <QTcpSocket>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
} // namespace

HostLink::HostLink(const Timing& timing, QObject* parent) : QObject(parent), timing_(timing) {}

HostLink::~HostLink()
{
    if (conn_)
        conn_->disconnect(this);
}

void HostLink::connectToHost(const QString& host, quint16 port, const QString& playerName, const QString& roomCode,
                             const QString& token, bool spectate)
{
    if (conn_) {
        conn_->disconnect(this);
        conn_->abort(QStringLiteral("reconnecting"));
        conn_->dispose();
    }
    host_ = host;
    port_ = port;
    name_ = playerName;
    code_ = roomCode;
    token_ = token;
    spectate_ = spectate;
    joined_ = waiting_ = false;
    auto* socket = new QTcpSocket;
    conn_ = new Connection(socket, timing_, this);
    connect(conn_, &Connection::messageReceived, this, &HostLink::messageReceived);
    Connection* c = conn_;
    connect(c, &Connection::closed, this, [this, c](const QString& reason) {
        c->dispose();
        joined_ = waiting_ = false;
        emit disconnected(reason);
    });
    connect(socket, &QTcpSocket::connected, this, [this] {
        QCborMap hello = message(QStringLiteral("hello"));
        hello.insert(key("magic"), key(Magic));
        hello.insert(key("protocol"), ProtocolVersion);
        hello.insert(key("app"), appVersion());
        hello.insert(key("name"), name_);
        send(hello);
    });
    socket->connectToHost(host, port);
}

void HostLink::rejoin()
{
    if (!host_.isEmpty() && !token_.isEmpty())
        connectToHost(host_, port_, name_, code_, token_, false);
}

void HostLink::leave()
{
    if (conn_) {
        send(message(QStringLiteral("bye")));
        conn_->close(QStringLiteral("left"));
    }
}

void HostLink::abort(const QString& reason)
{
    if (conn_)
        conn_->abort(reason);
}

void HostLink::send(const QCborMap& m)
{
    if (conn_)
        conn_->send(m);
}

bool HostLink::isConnected() const
{
    return conn_ && conn_->isOpen() && conn_->socket()->state() == QAbstractSocket::ConnectedState;
}

void HostLink::join()
{
    QCborMap join = message(QStringLiteral("join"));
    join.insert(key("name"), name_);
    if (spectate_)
        join.insert(key("spectate"), true);
    else if (!token_.isEmpty())
        join.insert(key("token"), token_);
    else
        join.insert(key("code"), code_);
    send(join);
}

void HostLink::waitInLobby()
{
    waiting_ = true;
}

void HostLink::takeSeat(const QCborMap& m)
{
    joined_ = true;
    waiting_ = false;
    if (m.contains(key("token")))
        token_ = m.value(key("token")).toString();
}

} // namespace qiyuan::net
