#include "clientsession.h"

#include "hostlink.h"
#include "messages.h"

#include <QTimer>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
}

ClientSession::ClientSession(const Timing& timing, QObject* parent)
    : QObject(parent), link_(new HostLink(timing, this)), welcomeWait_(new QTimer(this))
{
    welcomeWait_->setSingleShot(true);
    welcomeWait_->setInterval(timing.silenceMs);
    connect(welcomeWait_, &QTimer::timeout, this, [this] {
        if (link_->isConnected())
            refuseHost(QStringLiteral("no welcome within %1 s").arg(welcomeWait_->interval() / 1000.0));
        else
            link_->abort(QStringLiteral("the host did not answer"));
    });
    connect(link_, &HostLink::messageReceived, this, &ClientSession::onMessage);
    connect(link_, &HostLink::disconnected, this, [this](const QString& reason) {
        welcomeWait_->stop();
        waiting_ = false;
        emit disconnected(reason);
    });
}

ClientSession::~ClientSession() = default;

void ClientSession::connectToHost(const QString& host, quint16 port, const QString& playerName,
                                  const QString& roomCode, const QString& token, bool spectate)
{
    greeted_ = waiting_ = false;
    hold_ = askFirst_ && token.isEmpty(); // a seat taken back was ours already
    askFirst_ = false;
    welcomeWait_->start();
    link_->connectToHost(host, port, playerName, roomCode, token, spectate);
}

void ClientSession::sitDown()
{
    if (!waiting_)
        return;
    waiting_ = false;
    link_->join();
}

void ClientSession::refuseHost(const QString& why)
{
    welcomeWait_->stop();
    emit unreadableHost(why);
    link_->abort(QStringLiteral("not a Qiyuan table: %1").arg(why));
}

void ClientSession::rejoin()
{
    if (hostAddress().isEmpty() || token().isEmpty())
        return;
    greeted_ = false;
    welcomeWait_->start();
    link_->rejoin();
}
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
    // ignored too (the copy of the state only ever takes well-formed values),
    // except as the answer to our hello.
    QString why;
    const QString invalid = validateMessage(m, Receiver::Client, &why);
    if (invalid == QLatin1String(err::UnknownMessage))
        return;
    const bool valid = invalid.isEmpty();
    const QString t = m.value(key("t")).toString();
    // Before the welcome the host may only welcome us or refuse us
    // (docs/PROTOCOL.md "Handshake"): anything else is no table we can sit at.
    if (!greeted_) {
        if (valid && t == QLatin1String("error"))
            welcomeWait_->stop();
        else if (!valid || t != QLatin1String("welcome") || m.value(key("magic")).toString() != QLatin1String(Magic)
                 || m.value(key("protocol")).toInteger() != ProtocolVersion)
            return refuseHost(valid ? QStringLiteral("\"%1\" before the welcome").arg(shownText(t)) : why);
    }
    if (!valid)
        return;
    applyToClientState(&state_, m);
    if (t == QLatin1String("welcome")) {
        if (greeted_)
            return; // one welcome per connection
        greeted_ = true;
        welcomeWait_->stop();
        welcome_ = m;
        waiting_ = hold_;
        hold_ = false;
        emit welcomed(m);
        if (!waiting_ && link_->isConnected())
            link_->join(); // (a welcomed() handler may have left already)
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
