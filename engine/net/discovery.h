// Tables announce themselves on the LAN: a UDP datagram (one CBOR map) to the
// broadcast address on DiscoveryPort every few seconds; the join dialog lists
// what it hears. Anything else arriving on the port is ignored.
#pragma once

#include "protocol.h"

#include <QCborMap>
#include <QDateTime>
#include <QHostAddress>
#include <QObject>
#include <QTimer>

class QUdpSocket;

namespace qiyuan::net {

// An announced table's title is cut to this many characters (a tournament
// board's "Round 2, board 3: Wang (Red) – Li (Black)" fits with long names).
constexpr qsizetype MaxTitleChars = 100;

struct TableInfo {
    QHostAddress address; // where the datagram came from
    quint16 port = 0;     // the table's TCP port
    QString game, variant, hostName;
    QString title;        // what the table is for (a tournament board); empty: none
    QString options;      // banqi: the rule options changed from the variant ("key=value,..."); empty: none
    int hostSeat = 0;     // -1: nobody plays at the host (both seats remote)
    int freeSeats = 0;    // 0-2; a role game: 0-32 (WerewolfHost::freeSeats)
    QCborMap clock;       // a board game's clock, its kind only: in the welcome, never announced
    qint64 lastSeenMs = 0;
    bool operator==(const TableInfo& o) const { return address == o.address && port == o.port; }
};

// The datagram of a table; parseAnnouncement returns false for anything else.
QByteArray encodeAnnouncement(const TableInfo& t);
bool parseAnnouncement(const QByteArray& datagram, TableInfo* out);

// The IPv4 broadcast address of every up, non-loopback interface that can broadcast.
QList<QHostAddress> broadcastAddresses();

class Announcer : public QObject {
    Q_OBJECT
public:
    // target: the broadcast address normally: then the datagram also goes to
    // every up IPv4 interface's own broadcast address, so a host with two
    // networks is found on both (and one with no default route, where
    // 255.255.255.255 is unreachable, still is). Tests give 127.0.0.1.
    explicit Announcer(const Timing& timing = {}, QObject* parent = nullptr,
                       const QHostAddress& target = QHostAddress::Broadcast, quint16 targetPort = DiscoveryPort);
    void setTable(const TableInfo& t) { table_ = t; }
    void start();
    void stop();
    void announceNow();

private:
    QUdpSocket* socket_;
    QTimer timer_;
    TableInfo table_;
    QHostAddress target_;
    quint16 targetPort_;
};

class Browser : public QObject {
    Q_OBJECT
public:
    explicit Browser(const Timing& timing = {}, QObject* parent = nullptr);
    // Port 0: any free port (tests). False when the port cannot be bound.
    bool start(quint16 port = DiscoveryPort);
    quint16 port() const;
    // The tables heard within the last three announcement intervals.
    QList<TableInfo> tables() const;

signals:
    void tablesChanged();

private:
    void read();
    QUdpSocket* socket_;
    QList<TableInfo> tables_;
    QTimer expiry_;
    int maxAgeMs_;
};

} // namespace qiyuan::net
