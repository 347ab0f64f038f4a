// A TCP relay between a client and its host that keeps every byte the host
// sends, per connection: what the client received, exactly. The client
// connects to the tap's port on 127.0.0.1; each of its connections opens one
// to the host.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTcpServer>

class Tap : public QObject {
public:
    Tap(const QHostAddress& host, quint16 hostPort, QObject* parent = nullptr);
    quint16 port() const { return server_.serverPort(); }
    int connections() const { return int(received_.size()); }
    // Everything connection i received so far.
    const QByteArray& received(int i) const { return received_[i]; }
    // The bytes of connection i since the last call.
    QByteArray take(int i);

private:
    QHostAddress host_;
    quint16 hostPort_;
    QTcpServer server_;
    QList<QByteArray> received_;
    QHash<int, qsizetype> taken_;
};
