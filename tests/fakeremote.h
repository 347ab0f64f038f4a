// A remote peer written from docs/PROTOCOL.md alone, as an outside client
// would be: a bare QTcpSocket, frames built and cut by hand (no Connection,
// no FrameDecoder), pings only when told to. Tests use it to keep pinging, to
// go silent, or to send what the project's own clients never send.
#pragma once

#include <QCborMap>
#include <QCborValue>
#include <QElapsedTimer>
#include <QList>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QtEndian>

class FakeRemote : public QObject {
public:
    FakeRemote()
    {
        connect(&socket_, &QTcpSocket::readyRead, this, [this] { read(); });
        connect(&pings_, &QTimer::timeout, this, [this] { send(map({{"t", "ping"}})); });
    }

    static QCborMap map(std::initializer_list<std::pair<const char*, QCborValue>> fields)
    {
        QCborMap m;
        for (const auto& [k, v] : fields)
            m.insert(QString::fromLatin1(k), v);
        return m;
    }

    bool connectTo(quint16 port)
    {
        socket_.connectToHost(QStringLiteral("127.0.0.1"), port);
        return socket_.waitForConnected(5000);
    }
    bool isConnected() const { return socket_.state() == QAbstractSocket::ConnectedState; }

    // hello, then join with the room code (or as a spectator); true once
    // "seated" (or "watching") came back.
    bool sitDown(const QString& name, const QString& code, bool spectate = false)
    {
        QCborMap join = map({{"t", "join"}, {"name", name}});
        if (spectate)
            join.insert(QStringLiteral("spectate"), true);
        else
            join.insert(QStringLiteral("code"), code);
        return enter(name, join, spectate ? "watching" : "seated");
    }
    // hello, then join with a seat token: the seat kept for a rejoin.
    bool takeSeatBack(const QString& name, const QString& token)
    {
        return enter(name, map({{"t", "join"}, {"name", name}, {"token", token}}), "seated");
    }
    QCborMap seated() const { return seated_; }

    void send(const QCborMap& m) { sendBody(QCborValue(m).toCbor()); }
    // A frame around any body (for bodies that are not one CBOR map).
    void sendBody(const QByteArray& body)
    {
        QByteArray frame(4, '\0');
        qToBigEndian<quint32>(quint32(body.size()), frame.data());
        socket_.write(frame + body);
        socket_.flush();
    }

    // Pings every `ms` (0: stops; the peer then hears nothing from us).
    void setPinging(int ms)
    {
        if (ms > 0)
            pings_.start(ms);
        else
            pings_.stop();
    }

    // Waits for a message of type `t` received after the last one waited for.
    bool waitFor(const char* t, int timeoutMs = 5000, QCborMap* out = nullptr)
    {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            while (next_ < received_.size()) {
                const QCborMap m = received_.at(next_++);
                if (m.value(QStringLiteral("t")).toString() == QLatin1String(t)) {
                    if (out)
                        *out = m;
                    return true;
                }
            }
            if (timer.elapsed() > timeoutMs)
                return false;
            QTest::qWait(10);
        }
    }
    const QList<QCborMap>& received() const { return received_; }
    QTcpSocket& socket() { return socket_; }

private:
    bool enter(const QString& name, const QCborMap& join, const char* answer)
    {
        send(map({{"t", "hello"}, {"magic", "QIYUAN-LAN"}, {"protocol", 1}, {"app", "fake"}, {"name", name}}));
        if (!waitFor("welcome"))
            return false;
        send(join);
        return waitFor(answer, 5000, &seated_);
    }
    void read()
    {
        buffer_ += socket_.readAll();
        while (buffer_.size() >= 4) {
            const quint32 n = qFromBigEndian<quint32>(buffer_.constData());
            if (buffer_.size() < qsizetype(4 + n))
                return;
            received_.append(QCborValue::fromCbor(buffer_.mid(4, n)).toMap());
            buffer_.remove(0, 4 + n);
        }
    }

    QTcpSocket socket_;
    QTimer pings_;
    QByteArray buffer_;
    QList<QCborMap> received_;
    qsizetype next_ = 0;
    QCborMap seated_;
};
