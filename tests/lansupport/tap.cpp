#include "tap.h"

#include <QTcpSocket>

Tap::Tap(const QHostAddress& host, quint16 hostPort, QObject* parent)
    : QObject(parent), host_(host), hostPort_(hostPort)
{
    server_.listen(QHostAddress::LocalHost, 0);
    QObject::connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* down = server_.nextPendingConnection()) {
            auto* up = new QTcpSocket(this);
            down->setParent(this);
            const int index = int(received_.size());
            received_.append(QByteArray());
            QObject::connect(down, &QTcpSocket::readyRead, up, [down, up] { up->write(down->readAll()); });
            QObject::connect(up, &QTcpSocket::readyRead, down, [this, down, up, index] {
                const QByteArray bytes = up->readAll();
                received_[index] += bytes;
                down->write(bytes);
            });
            QObject::connect(down, &QTcpSocket::disconnected, up, &QTcpSocket::disconnectFromHost);
            QObject::connect(up, &QTcpSocket::disconnected, down, &QTcpSocket::disconnectFromHost);
            // A host that cannot be reached: the client sees its connection close.
            QObject::connect(up, &QTcpSocket::errorOccurred, down, [down] { down->disconnectFromHost(); });
            // Bytes the client sends before the host connection is up wait in `up`'s buffer.
            up->connectToHost(host_, hostPort_);
        }
    });
}

QByteArray Tap::take(int i)
{
    const QByteArray out = received_[i].mid(taken_.value(i));
    taken_[i] = received_[i].size();
    return out;
}
