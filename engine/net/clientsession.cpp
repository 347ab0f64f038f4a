#include "clientsession.h"

#include "connection.h"
#include "messages.h"

#include <QTcpSocket>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
}

ClientSession::ClientSession(const Timing& timing, QObject* parent) : QObject(parent), timing_(timing) {}

ClientSession::~ClientSession()
{
    if (conn_)
        conn_->disconnect(this);
}

void ClientSession::connectToHost(const QString& host, quint16 port, const QString& playerName,
                                  const QString& roomCode, const QString& token, bool spectate)
{
    if (conn_) {
        conn_->disconnect(this);
        conn_->abort(QStringLiteral("reconnecting"));
        conn_->deleteLater();
    }
    host_ = host;
    port_ = port;
    name_ = playerName;
    code_ = roomCode;
    token_ = token;
    spectate_ = spectate;
    joined_ = false;
    auto* socket = new QTcpSocket;
    conn_ = new Connection(socket, timing_, this);
    connect(conn_, &Connection::messageReceived, this, &ClientSession::onMessage);
    Connection* c = conn_;
    connect(c, &Connection::closed, this, [this, c](const QString& reason) {
        c->deleteLater();
        joined_ = false;
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

void ClientSession::rejoin()
{
    if (!host_.isEmpty() && !token_.isEmpty())
        connectToHost(host_, port_, name_, code_, token_, false);
}

void ClientSession::leave()
{
    if (conn_) {
        send(message(QStringLiteral("bye")));
        conn_->close(QStringLiteral("left"));
    }
}

bool ClientSession::isConnected() const
{
    return conn_ && conn_->isOpen() && conn_->socket()->state() == QAbstractSocket::ConnectedState;
}

void ClientSession::send(const QCborMap& m)
{
    if (conn_)
        conn_->send(m);
}

void ClientSession::sendRaw(const QCborMap& m)
{
    send(m);
}

void ClientSession::sendMove(const QString& action)
{
    QCborMap m = message(QStringLiteral("move"));
    m.insert(key("action"), action);
    m.insert(key("ply"), ply());
    send(m);
}

void ClientSession::resign() { send(message(QStringLiteral("resign"))); }
void ClientSession::offerDraw() { send(message(QStringLiteral("draw-offer"))); }
void ClientSession::requestUndo() { send(message(QStringLiteral("undo-request"))); }

void ClientSession::answerDraw(bool accept)
{
    QCborMap m = message(QStringLiteral("draw-answer"));
    m.insert(key("accept"), accept);
    send(m);
}

void ClientSession::answerUndo(bool accept)
{
    QCborMap m = message(QStringLiteral("undo-answer"));
    m.insert(key("accept"), accept);
    send(m);
}

void ClientSession::chat(const QString& text)
{
    QCborMap m = message(QStringLiteral("chat"));
    m.insert(key("text"), text);
    send(m);
}

QStringList ClientSession::actions() const
{
    QStringList out;
    for (const QCborValue& v : moves())
        out << v.toMap().value(key("action")).toString();
    return out;
}

void ClientSession::onMessage(const QCborMap& m)
{
    // A message this client does not know is from a newer host: ignored, as
    // the protocol allows. A known one with a missing or wrong field is
    // ignored too: the copy of the state only ever takes well-formed values.
    if (!validateMessage(m, Receiver::Client).isEmpty())
        return;
    const QString t = m.value(key("t")).toString();
    applyToClientState(&state_, m);
    if (t == QLatin1String("welcome")) {
        welcome_ = m;
        emit welcomed(m);
        QCborMap join = message(QStringLiteral("join"));
        join.insert(key("name"), name_);
        if (spectate_)
            join.insert(key("spectate"), true);
        else if (!token_.isEmpty())
            join.insert(key("token"), token_);
        else
            join.insert(key("code"), code_);
        send(join);
    } else if (t == QLatin1String("seated") || t == QLatin1String("watching")) {
        joined_ = true;
        seat_ = t == QLatin1String("seated") ? int(m.value(key("seat")).toInteger()) : -1;
        if (m.contains(key("token")))
            token_ = m.value(key("token")).toString();
        emit joined(seat_);
    } else if (t == QLatin1String("moved")) {
        emit moved(int(m.value(key("ply")).toInteger()), m.value(key("record")).toMap());
    } else if (t == QLatin1String("undone")) {
        emit undone(int(m.value(key("ply")).toInteger()));
    } else if (t == QLatin1String("result")) {
        emit gameOver(m.value(key("result")).toMap());
    } else if (t == QLatin1String("paused")) {
        emit pausedChanged(m.value(key("paused")).toBool());
    } else if (t == QLatin1String("peer")) {
        emit peerChanged(int(m.value(key("seat")).toInteger()), m.value(key("connected")).toBool());
    } else if (t == QLatin1String("draw-offer")) {
        emit drawOffered(int(m.value(key("seat")).toInteger()));
    } else if (t == QLatin1String("draw-declined")) {
        emit drawDeclined(int(m.value(key("seat")).toInteger()));
    } else if (t == QLatin1String("undo-request")) {
        emit undoRequested(int(m.value(key("seat")).toInteger()));
    } else if (t == QLatin1String("undo-declined")) {
        emit undoDeclined(int(m.value(key("seat")).toInteger()));
    } else if (t == QLatin1String("chat")) {
        emit chatReceived(int(m.value(key("seat")).toInteger()), m.value(key("name")).toString(),
                          m.value(key("text")).toString());
    } else if (t == QLatin1String("error")) {
        emit errorReceived(m.value(key("code")).toString(), m.value(key("text")).toString());
    }
}

} // namespace qiyuan::net
