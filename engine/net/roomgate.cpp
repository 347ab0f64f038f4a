#include "roomgate.h"

#include "connection.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include <cmath>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }

// Why a hello's "protocol" is refused, naming what was sent.
QString versionRefusal(const QCborValue& v)
{
    const QString speaks = QStringLiteral("this host speaks %1 (an integer)").arg(ProtocolVersion);
    if (v.isUndefined())
        return QStringLiteral("the hello has no protocol version; %1").arg(speaks);
    QString sent;
    if (v.isInteger()) {
        sent = QString::number(v.toInteger());
    } else if (v.isDouble()) {
        sent = QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        if (!sent.contains(QLatin1Char('.')) && !sent.contains(QLatin1Char('e')) && std::isfinite(v.toDouble()))
            sent += QLatin1String(".0");
        sent += QLatin1String(" (a floating-point number)");
    } else if (v.isString()) {
        sent = QStringLiteral("\"%1\" (a text)").arg(cutText(v.toString(), 16));
    } else if (v.isBool()) {
        sent = QStringLiteral("%1 (a boolean)").arg(v.toBool() ? QLatin1String("true") : QLatin1String("false"));
    } else if (v.isNull()) {
        sent = QStringLiteral("null");
    } else if (v.isArray()) {
        sent = QStringLiteral("an array");
    } else if (v.isMap()) {
        sent = QStringLiteral("a map");
    } else if (v.isByteArray()) {
        sent = QStringLiteral("a byte string");
    } else {
        sent = QStringLiteral("a value of CBOR type %1").arg(int(v.type()));
    }
    return QStringLiteral("protocol version %1 is not supported; %2").arg(sent, speaks);
}
} // namespace

RoomGate::RoomGate(const QString& roomCode, const Timing& timing, QObject* parent)
    : QObject(parent), timing_(timing), roomCode_(roomCode), server_(new QTcpServer(this))
{
    if (roomCode_.isEmpty())
        roomCode_ = QStringLiteral("%1").arg(QRandomGenerator::system()->bounded(1000000), 6, 10, QLatin1Char('0'));
    monotonic_.start();
    connect(server_, &QTcpServer::newConnection, this, &RoomGate::acceptPending);
}

bool RoomGate::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!server_->listen(address, port)) {
        if (error)
            *error = server_->errorString();
        return false;
    }
    return true;
}

quint16 RoomGate::port() const
{
    return server_->serverPort();
}

bool RoomGate::isListening() const
{
    return server_->isListening();
}

void RoomGate::close()
{
    server_->close();
}

void RoomGate::acceptPending()
{
    while (QTcpSocket* s = server_->nextPendingConnection())
        admit(new Connection(s, timing_, this));
}

void RoomGate::admit(Connection* c)
{
    c->setParent(this);
    connect(c, &Connection::closed, c, &Connection::dispose);
    connect(c, &Connection::protocolError, this,
            [this, c](const QString& code, const QString& text) { emit peerRefused(c->addressText(), code, text); });
    emit arrived(c);
}

void RoomGate::refuse(Connection* c, const QString& code, const QString& text, bool drop)
{
    emit peerRefused(c->addressText(), code, text);
    c->sendError(code, text);
    if (drop)
        c->close(code);
}

bool RoomGate::checkHello(Connection* c, const QCborMap& m)
{
    if (m.value(key("t")).toString() != QLatin1String("hello")
        || m.value(key("magic")).toString() != QLatin1String(Magic)) {
        refuse(c, key(err::Handshake), QStringLiteral("expected a Qiyuan LAN hello"), true);
        return false;
    }
    // An integer, as every integer of the protocol: 1.0 is no version number.
    const QCborValue v = m.value(key("protocol"));
    if (!v.isInteger() || v.toInteger() != ProtocolVersion) {
        refuse(c, key(err::Version), versionRefusal(v), true);
        return false;
    }
    return true;
}

RoomGate::Entry RoomGate::enter(Connection* c, const QCborMap& join)
{
    Failures& f = failures_[c->addressText()];
    const qint64 now = monotonic_.elapsed();
    if (f.lockedUntil > now) {
        refuse(c, key(err::LockedOut),
               QStringLiteral("too many wrong room codes: try again in %1 s").arg((f.lockedUntil - now + 999) / 1000), true);
        return Entry::Refused;
    }
    if (f.lockedUntil != 0) // the lock-out is over: a fresh count
        f = Failures{};
    if (join.value(key("spectate")).toBool())
        return Entry::Spectator;
    if (!join.value(key("token")).toString().isEmpty())
        return Entry::Token;
    if (join.value(key("code")).toString() != roomCode_) {
        wrongAttempt(c, err::BadCode, QStringLiteral("wrong room code"));
        return Entry::Refused;
    }
    f = Failures{};
    return Entry::RoomCode;
}

void RoomGate::wrongToken(Connection* c)
{
    wrongAttempt(c, err::BadToken, QStringLiteral("this seat token is not valid (any more)"));
}

void RoomGate::tokenAccepted(Connection* c)
{
    failures_[c->addressText()] = Failures{};
}

void RoomGate::wrongAttempt(Connection* c, const char* code, const QString& text)
{
    Failures& f = failures_[c->addressText()];
    if (++f.count >= MaxWrongCodes) {
        f.lockedUntil = monotonic_.elapsed() + timing_.lockoutMs;
        refuse(c, key(err::LockedOut),
               QStringLiteral("%1 wrong attempts: locked out for %2 s").arg(f.count).arg(timing_.lockoutMs / 1000), true);
    } else {
        refuse(c, key(code), text, false);
    }
}

QCborMap welcomeMessage(const QString& hostName, const QString& game, const QString& variant, int hostSeat,
                        int freeSeats, const QString& options, const QCborMap& clock)
{
    QCborMap w = message(QStringLiteral("welcome"));
    w.insert(key("magic"), key(Magic));
    w.insert(key("protocol"), ProtocolVersion);
    w.insert(key("app"), appVersion());
    w.insert(key("host"), hostName);
    w.insert(key("game"), game);
    w.insert(key("variant"), variant);
    if (!options.isEmpty())
        w.insert(key("options"), options);
    w.insert(key("hostSeat"), hostSeat);
    w.insert(key("freeSeats"), freeSeats);
    if (!clock.isEmpty())
        w.insert(key("clock"), clock);
    return w;
}

QString newSeatToken()
{
    const auto r = QRandomGenerator::system();
    return QStringLiteral("%1%2").arg(r->generate64(), 16, 16, QLatin1Char('0')).arg(r->generate64(), 16, 16,
                                                                                       QLatin1Char('0'));
}

} // namespace qiyuan::net
