#include "clientsession.h"

#include "hostlink.h"
#include "messages.h"

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
}

ClientSession::ClientSession(const Timing& timing, QObject* parent)
    : QObject(parent), link_(new HostLink(timing, this))
{
    connect(link_, &HostLink::messageReceived, this, &ClientSession::onMessage);
    connect(link_, &HostLink::disconnected, this, &ClientSession::disconnected);
}

ClientSession::~ClientSession() = default;

void ClientSession::connectToHost(const QString& host, quint16 port, const QString& playerName,
                                  const QString& roomCode, const QString& token, bool spectate)
{
    link_->connectToHost(host, port, playerName, roomCode, token, spectate);
}

void ClientSession::rejoin() { link_->rejoin(); }
void ClientSession::leave() { link_->leave(); }
bool ClientSession::isConnected() const { return link_->isConnected(); }
bool ClientSession::isJoined() const { return link_->isJoined(); }
QString ClientSession::token() const { return link_->token(); }
QString ClientSession::hostAddress() const { return link_->hostAddress(); }
quint16 ClientSession::hostPort() const { return link_->hostPort(); }
QString ClientSession::playerName() const { return link_->playerName(); }
void ClientSession::send(const QCborMap& m) { link_->send(m); }
void ClientSession::sendRaw(const QCborMap& m) { send(m); }

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
        link_->join();
    } else if (t == QLatin1String("seated") || t == QLatin1String("watching")) {
        link_->takeSeat(m);
        seat_ = t == QLatin1String("seated") ? int(m.value(key("seat")).toInteger()) : -1;
        emit joined(seat_);
    } else if (t == QLatin1String("moved")) {
        emit moved(int(m.value(key("ply")).toInteger()), m.value(key("record")).toMap());
    } else if (t == QLatin1String("undone")) {
        emit undone(int(m.value(key("ply")).toInteger()));
    } else if (t == QLatin1String("result")) {
        emit gameOver(m.value(key("result")).toMap());
    } else if (t == QLatin1String("started")) {
        emit started();
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
