#include "discovery.h"

#include <QCborValue>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QUdpSocket>

#include <algorithm>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
qint64 nowMs() { return QDateTime::currentMSecsSinceEpoch(); }
}

QByteArray encodeAnnouncement(const TableInfo& t)
{
    QCborMap m = message(QStringLiteral("table"));
    m.insert(key("magic"), key(Magic));
    m.insert(key("protocol"), ProtocolVersion);
    m.insert(key("port"), t.port);
    m.insert(key("game"), t.game);
    m.insert(key("variant"), t.variant);
    if (!t.options.isEmpty())
        m.insert(key("options"), t.options);
    m.insert(key("host"), t.hostName);
    if (!t.title.isEmpty()) // a table without one sends the keys it always sent
        m.insert(key("title"), cutText(t.title, MaxTitleChars));
    m.insert(key("hostSeat"), t.hostSeat);
    m.insert(key("freeSeats"), t.freeSeats);
    return QCborValue(m).toCbor();
}

bool parseAnnouncement(const QByteArray& datagram, TableInfo* out)
{
    if (datagram.size() > MaxFrameBytes)
        return false;
    QCborParserError e;
    const QCborValue v = QCborValue::fromCbor(datagram, &e);
    if (e.error != QCborError::NoError || !v.isMap())
        return false;
    const QCborMap m = v.toMap();
    if (m.value(key("t")).toString() != QLatin1String("table") || m.value(key("magic")).toString() != QLatin1String(Magic)
        || m.value(key("protocol")).toInteger() != ProtocolVersion)
        return false;
    const qint64 port = m.value(key("port")).toInteger();
    if (port <= 0 || port > 65535)
        return false;
    out->port = quint16(port);
    out->game = m.value(key("game")).toString().left(32);
    out->variant = m.value(key("variant")).toString().left(32);
    out->options = m.value(key("options")).toString().left(400); // the table's options are a few hundred characters
    out->hostName = cutText(m.value(key("host")).toString(), 40);
    out->title = cutText(m.value(key("title")).toString(), MaxTitleChars);
    const qint64 hostSeat = m.value(key("hostSeat")).toInteger();
    out->hostSeat = hostSeat == 1 ? 1 : hostSeat < 0 ? -1 : 0; // -1: a headless host, both seats remote
    // A board table has 2 seats; a role game's up to 32 (the xiangqi game's full table).
    out->freeSeats = int(std::clamp<qint64>(m.value(key("freeSeats")).toInteger(), 0, 32));
    return true;
}

Announcer::Announcer(const Timing& timing, QObject* parent, const QHostAddress& target, quint16 targetPort)
    : QObject(parent), socket_(new QUdpSocket(this)), target_(target), targetPort_(targetPort)
{
    timer_.setInterval(timing.announceMs);
    connect(&timer_, &QTimer::timeout, this, &Announcer::announceNow);
}

void Announcer::start()
{
    announceNow();
    timer_.start();
}

void Announcer::stop()
{
    timer_.stop();
}

QList<QHostAddress> broadcastAddresses()
{
    QList<QHostAddress> out;
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::CanBroadcast)
            || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.broadcast().isNull()
                && !out.contains(e.broadcast()))
                out.append(e.broadcast());
    }
    return out;
}

void Announcer::announceNow()
{
    const QByteArray datagram = encodeAnnouncement(table_);
    if (target_ != QHostAddress(QHostAddress::Broadcast)) {
        socket_->writeDatagram(datagram, target_, targetPort_);
        return;
    }
    // The limited broadcast leaves by the default route only (and fails
    // without one); each network's own broadcast address reaches that network.
    socket_->writeDatagram(datagram, target_, targetPort_);
    for (const QHostAddress& a : broadcastAddresses())
        socket_->writeDatagram(datagram, a, targetPort_);
}

Browser::Browser(const Timing& timing, QObject* parent)
    : QObject(parent), socket_(new QUdpSocket(this)), maxAgeMs_(3 * timing.announceMs)
{
    connect(socket_, &QUdpSocket::readyRead, this, &Browser::read);
    expiry_.setInterval(timing.announceMs);
    connect(&expiry_, &QTimer::timeout, this, [this] {
        const qint64 before = tables_.size();
        const qint64 now = nowMs();
        tables_.removeIf([&](const TableInfo& t) { return now - t.lastSeenMs > maxAgeMs_; });
        if (tables_.size() != before)
            emit tablesChanged();
    });
}

bool Browser::start(quint16 port)
{
    if (!socket_->bind(QHostAddress::AnyIPv4, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint))
        return false;
    expiry_.start();
    return true;
}

quint16 Browser::port() const
{
    return socket_->localPort();
}

QList<TableInfo> Browser::tables() const
{
    return tables_;
}

void Browser::read()
{
    bool changed = false;
    while (socket_->hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_->receiveDatagram(MaxFrameBytes + 1);
        TableInfo t;
        if (!parseAnnouncement(d.data(), &t))
            continue;
        t.address = QHostAddress(d.senderAddress().toIPv4Address());
        t.lastSeenMs = nowMs();
        const qsizetype i = tables_.indexOf(t);
        if (i < 0)
            tables_.append(t);
        else
            tables_[i] = t;
        changed = true;
    }
    if (changed)
        emit tablesChanged();
}

} // namespace qiyuan::net
