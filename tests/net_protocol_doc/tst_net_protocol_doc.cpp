// docs/PROTOCOL.md, "An annotated banqi exchange": a headless HostSession
// (hostSeat -1, banqi, seed 42 with the salt of the BQ-1 test vector, room
// code 123456, named qiyuan-cli as `qiyuan-cli serve` names it) and two
// bare-socket clients play the exchange the doc shows. The doc's hex is held
// to it: the clients' frames byte for byte (the host accepts them), the
// host's frames byte for byte except the fields the doc marks as varying
// (the app version, the seat token, the running clock's milliseconds), whose
// doc values are put in before comparing. Every frame is also held to the
// CBOR profile the doc promises (definite lengths, shortest heads, text keys,
// no floats, tags or byte strings).
//
// QIYUAN_PRINT_EXCHANGE=1 tst_net_protocol_doc prints the frames annotated
// in the doc's format: that is how the section was made.
#include "match/referee.h"
#include "net/hostsession.h"
#include "net/protocol.h"

#include <QCborArray>
#include <QCborValue>
#include <QFile>
#include <QSet>
#include <QTcpSocket>
#include <QtEndian>
#include <QtTest>

using namespace qiyuan;
using namespace qiyuan::net;

namespace {

QString key(const char* s) { return QString::fromLatin1(s); }

// A client as an outside program would be: a bare socket, frames cut by hand.
class RawPeer : public QObject {
public:
    RawPeer()
    {
        connect(&socket_, &QTcpSocket::readyRead, this, [this] {
            buffer_ += socket_.readAll();
            while (buffer_.size() >= 4) {
                const quint32 n = qFromBigEndian<quint32>(buffer_.constData());
                if (buffer_.size() < qsizetype(4 + n))
                    return;
                frames_.append(buffer_.left(4 + n));
                buffer_.remove(0, 4 + n);
            }
        });
    }
    bool connectTo(quint16 port)
    {
        socket_.connectToHost(QStringLiteral("127.0.0.1"), port);
        return socket_.waitForConnected(5000);
    }
    void send(const QByteArray& frame)
    {
        socket_.write(frame);
        socket_.flush();
    }
    // The next frame received (pings skipped unless `ping`), or empty after 5 s.
    QByteArray next(bool ping = false)
    {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            while (read_ < frames_.size()) {
                const QByteArray f = frames_.at(read_++);
                if (ping || typeOf(f) != QLatin1String("ping"))
                    return f;
            }
            if (timer.elapsed() > 5000)
                return {};
            QTest::qWait(5);
        }
    }
    // Frames received and not yet taken, pings left out.
    int pending() const
    {
        int n = 0;
        for (qsizetype i = read_; i < frames_.size(); ++i)
            n += typeOf(frames_.at(i)) != QLatin1String("ping");
        return n;
    }
    static QCborMap decode(const QByteArray& frame) { return QCborValue::fromCbor(frame.mid(4)).toMap(); }
    static QString typeOf(const QByteArray& frame) { return decode(frame).value(key("t")).toString(); }

private:
    QTcpSocket socket_;
    QByteArray buffer_;
    QList<QByteArray> frames_;
    qsizetype read_ = 0;
};

// A frame as a client writes it: the 4-byte big-endian length, then the CBOR map.
QByteArray frameOf(const QCborMap& m)
{
    const QByteArray body = QCborValue(m).toCbor();
    QByteArray frame(4, '\0');
    qToBigEndian<quint32>(quint32(body.size()), frame.data());
    return frame + body;
}

QCborMap map(std::initializer_list<std::pair<const char*, QCborValue>> fields)
{
    QCborMap m;
    for (const auto& [k, v] : fields)
        m.insert(key(k), v);
    return m;
}

// Walks a frame's CBOR body item by item, as a strict decoder would: it
// refuses what the doc says never comes (indefinite lengths, heads longer than
// needed, keys that are not text, floats, tags, byte strings) and notes every
// item for the annotated hex of the doc.
class Annotator {
public:
    Annotator(const QByteArray& frame, const QSet<QString>& varying) : b_(frame), varying_(varying) {}

    // False with error() when the frame breaks the profile.
    bool run()
    {
        if (b_.size() < 5)
            return fail(QStringLiteral("shorter than a frame"));
        const quint32 n = qFromBigEndian<quint32>(b_.constData());
        if (qsizetype(n) != b_.size() - 4)
            return fail(QStringLiteral("the length prefix says %1, the body has %2").arg(n).arg(b_.size() - 4));
        add(0, b_.left(4), QStringLiteral("length: %1 bytes of CBOR follow").arg(n));
        pos_ = 4;
        if ((quint8(b_.at(4)) >> 5) != 5)
            return fail(QStringLiteral("the body is not a map"));
        item(0, {}, {});
        if (error_.isEmpty() && pos_ != b_.size())
            fail(QStringLiteral("bytes after the map"));
        return error_.isEmpty();
    }
    QString error() const { return error_; }

    // The doc's format: hex (indented by depth, at most 16 bytes a line), "|", the note.
    QString text() const
    {
        QString out;
        for (const Line& l : lines_) {
            for (qsizetype at = 0; at < l.bytes.size(); at += 16) {
                QString hex = QString(2 * l.depth, QLatin1Char(' '));
                const QByteArray chunk = l.bytes.mid(at, 16);
                for (qsizetype i = 0; i < chunk.size(); ++i)
                    hex += (i ? QStringLiteral(" ") : QString()) + QStringLiteral("%1").arg(quint8(chunk[i]), 2, 16, QLatin1Char('0'));
                out += hex.leftJustified(58) + QStringLiteral("|");
                if (at == 0 && !l.note.isEmpty())
                    out += QStringLiteral(" ") + QString(2 * l.depth, QLatin1Char(' ')) + l.note;
                out += QLatin1Char('\n');
            }
        }
        return out;
    }

private:
    struct Line {
        int depth;
        QByteArray bytes;
        QString note;
    };
    bool fail(const QString& why)
    {
        if (error_.isEmpty())
            error_ = QStringLiteral("%1 (at byte %2)").arg(why).arg(pos_);
        return false;
    }
    void add(int depth, const QByteArray& bytes, const QString& note) { lines_.append({depth, bytes, note}); }

    // The head at `at`: major type, argument, head length.
    bool head(qsizetype at, int* major, quint64* arg, int* len)
    {
        if (at >= b_.size())
            return fail(QStringLiteral("truncated"));
        const quint8 ib = quint8(b_.at(at));
        *major = ib >> 5;
        const int ai = ib & 31;
        if (ai < 24) {
            *arg = ai;
            *len = 1;
            return true;
        }
        if (ai > 27)
            return fail(ai == 31 ? QStringLiteral("an indefinite length") : QStringLiteral("a reserved head"));
        const int n = 1 << (ai - 24);
        if (at + 1 + n > b_.size())
            return fail(QStringLiteral("truncated"));
        quint64 v = 0;
        for (int i = 0; i < n; ++i)
            v = (v << 8) | quint8(b_.at(at + 1 + i));
        if (*major == 7)
            return fail(QStringLiteral("a float"));
        const quint64 least = ai == 24 ? 24 : ai == 25 ? 0x100 : ai == 26 ? 0x10000 : 0x100000000ull;
        if (v < least)
            return fail(QStringLiteral("a head longer than needed"));
        *arg = v;
        *len = 1 + n;
        return true;
    }

    static QString quoted(const QString& s)
    {
        QString out = QStringLiteral("\"");
        for (const QChar c : s) {
            if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
                out += QLatin1Char('\\') + c;
            else if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
        return out + QLatin1Char('"');
    }

    // A scalar at `at`: true with its whole length and how it reads; false for
    // a map or an array (error() empty) or for what the profile refuses.
    bool scalar(qsizetype at, int* len, QString* text, int* majorOut = nullptr)
    {
        int major = 0, hl = 0;
        quint64 arg = 0;
        if (!head(at, &major, &arg, &hl))
            return false;
        if (majorOut)
            *majorOut = major;
        switch (major) {
        case 0:
            *text = QString::number(arg);
            *len = hl;
            return true;
        case 1:
            *text = QString::number(-1 - qint64(arg));
            *len = hl;
            return true;
        case 3: {
            if (at + hl + qsizetype(arg) > b_.size())
                return fail(QStringLiteral("truncated text"));
            const QByteArray utf8 = b_.mid(at + hl, qsizetype(arg));
            const QString s = QString::fromUtf8(utf8);
            if (s.toUtf8() != utf8)
                return fail(QStringLiteral("text that is not UTF-8"));
            // A length that needs a byte of its own is worth saying.
            *text = (hl > 1 ? QStringLiteral("text(%1) ").arg(arg) : QString()) + quoted(s);
            *len = hl + int(arg);
            return true;
        }
        case 7:
            if (arg != 20 && arg != 21)
                return fail(QStringLiteral("a simple value other than false and true"));
            *text = arg == 21 ? QStringLiteral("true") : QStringLiteral("false");
            *len = hl;
            return true;
        case 4:
        case 5: return false;
        default: return fail(QStringLiteral("a byte string or a tag"));
        }
    }

    void item(int depth, const QString& label, const QString& mark)
    {
        int len = 0;
        QString text;
        if (scalar(pos_, &len, &text)) {
            add(depth, b_.mid(pos_, len), label + text + mark);
            pos_ += len;
            return;
        }
        if (!error_.isEmpty())
            return;
        int major = 0, hl = 0;
        quint64 n = 0;
        head(pos_, &major, &n, &hl);
        add(depth, b_.mid(pos_, hl),
            label + QStringLiteral("%1, %2 %3").arg(major == 4 ? "array" : "map").arg(n)
                    .arg(major == 4 ? (n == 1 ? "item" : "items") : (n == 1 ? "pair" : "pairs")) + mark);
        pos_ += hl;
        for (quint64 i = 0; i < n && error_.isEmpty(); ++i) {
            if (major == 4) {
                item(depth + 1, QStringLiteral("[%1] ").arg(i), {});
                continue;
            }
            int klen = 0, kmajor = -1;
            QString ktext;
            if (!scalar(pos_, &klen, &ktext, &kmajor) || kmajor != 3) {
                fail(QStringLiteral("a map key that is not text"));
                return;
            }
            const QString k = ktext.mid(ktext.indexOf(QLatin1Char('"')) + 1).chopped(1);
            const QString varies = varying_.contains(k) ? QStringLiteral("  (varies)") : QString();
            int vlen = 0;
            QString vtext;
            if (scalar(pos_ + klen, &vlen, &vtext) && klen + vlen <= 16) {
                add(depth + 1, b_.mid(pos_, klen + vlen), ktext + QStringLiteral(": ") + vtext + varies);
                pos_ += klen + vlen;
                continue;
            }
            if (!error_.isEmpty())
                return;
            add(depth + 1, b_.mid(pos_, klen), ktext + QStringLiteral(":"));
            pos_ += klen;
            item(depth + 2, {}, varies);
        }
    }

    QByteArray b_;
    QSet<QString> varying_;
    qsizetype pos_ = 0;
    QList<Line> lines_;
    QString error_;
};

// The hex of every code block of the doc's section, in order: one frame each,
// the bytes being what stands before "|" on each line.
QList<QByteArray> docFrames(QString* error)
{
    QFile f(QStringLiteral(QIYUAN_SOURCE_DIR "/docs/PROTOCOL.md"));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return {};
    }
    const QString doc = QString::fromUtf8(f.readAll());
    const qsizetype start = doc.indexOf(QStringLiteral("\n## An annotated banqi exchange"));
    if (start < 0) {
        *error = QStringLiteral("no section \"An annotated banqi exchange\"");
        return {};
    }
    const qsizetype end = doc.indexOf(QStringLiteral("\n## "), start + 1);
    const QStringList lines = doc.mid(start, end < 0 ? -1 : end - start).split(QLatin1Char('\n'));
    QList<QByteArray> frames;
    bool inBlock = false;
    for (const QString& line : lines) {
        if (line.startsWith(QStringLiteral("```"))) {
            inBlock = !inBlock;
            if (inBlock)
                frames.append(QByteArray());
            continue;
        }
        if (!inBlock)
            continue;
        const QString hex = line.section(QLatin1Char('|'), 0, 0);
        for (const QString& token : hex.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            bool ok = false;
            const uint byte = token.toUInt(&ok, 16);
            if (!ok || token.size() != 2) {
                *error = QStringLiteral("not a hex byte: \"%1\" in \"%2\"").arg(token, line);
                return {};
            }
            frames.last().append(char(byte));
        }
    }
    return frames;
}

// `live` with the doc's values put in at `paths` ({"app"}, {"clock", "red"}):
// the fields that vary from run to run. Each must keep its type and its
// encoded length, so the frame keeps its length.
QCborMap withDocValues(QCborMap live, const QCborMap& doc, const QList<QStringList>& paths, QString* error)
{
    for (const QStringList& path : paths) {
        QCborValue lv = live.value(path[0]), dv = doc.value(path[0]);
        if (path.size() == 2) {
            lv = lv.toMap().value(path[1]);
            dv = dv.toMap().value(path[1]);
        }
        if (lv.type() != dv.type() || lv.toCbor().size() != dv.toCbor().size())
            *error = QStringLiteral("%1 is %2 here, %3 in the doc").arg(path.join(QLatin1Char('.')),
                                                                         QString::fromUtf8(lv.toCbor().toHex()),
                                                                         QString::fromUtf8(dv.toCbor().toHex()));
        if (path.size() == 1) {
            live.insert(path[0], dv);
        } else {
            QCborMap inner = live.value(path[0]).toMap();
            inner.insert(path[1], dv);
            live.insert(path[0], inner);
        }
    }
    return live;
}

} // namespace

class TestNetProtocolDoc : public QObject {
    Q_OBJECT
private slots:
    void banqiExchange();
};

void TestNetProtocolDoc::banqiExchange()
{
    TableSettings settings;
    settings.hostName = QStringLiteral("qiyuan-cli"); // as qiyuan-cli serve names it
    settings.hostSeat = -1;
    settings.roomCode = QStringLiteral("123456");
    // Seed 42 as `serve --seed 42`; the salt of the BQ-1 test vector instead
    // of a random one, so that the commitment is the vector's.
    auto referee = match::BanqiReferee::create(QStringLiteral("banqi"), -1, 42,
                                               QStringLiteral("00112233445566778899aabbccddeeff"));
    QVERIFY(referee);
    Timing timing;
    timing.heartbeatMs = 200; // a ping soon; its bytes are those of every ping
    HostSession host(settings, std::move(referee), timing);
    QVERIFY(host.listen(QHostAddress::LocalHost));

    struct Frame {
        QByteArray bytes;
        bool fromHost;
        QList<QStringList> varying; // paths whose values vary from run to run
    };
    QList<Frame> shown;
    auto clientSends = [&](RawPeer& peer, const QCborMap& m, bool show) {
        const QByteArray f = frameOf(m);
        peer.send(f);
        if (show)
            shown.append({f, false, {}});
    };
    auto hostSent = [&](const QByteArray& f, const char* t, QList<QStringList> varying = {}) {
        if (RawPeer::typeOf(f) != QLatin1String(t))
            return false;
        shown.append({f, true, varying});
        return true;
    };

    // Ann: hello, welcome, join with the room code, seated (seat 0, the game not started).
    RawPeer ann, bob;
    QVERIFY(ann.connectTo(host.port()));
    clientSends(ann, map({{"t", "hello"}, {"magic", "QIYUAN-LAN"}, {"protocol", 1}, {"app", "demo"}, {"name", "Ann"}}), true);
    QVERIFY(hostSent(ann.next(), "welcome", {{QStringLiteral("app")}}));
    QCOMPARE(RawPeer::decode(shown.last().bytes).value(key("freeSeats")).toInteger(), 2);
    clientSends(ann, map({{"t", "join"}, {"name", "Ann"}, {"code", "123456"}}), true);
    QVERIFY(hostSent(ann.next(), "seated", {{QStringLiteral("token")}}));
    const QCborMap annState = RawPeer::decode(shown.last().bytes).value(key("state")).toMap();
    QCOMPARE(annState.value(key("started")).toBool(), false);
    QCOMPARE(annState.value(key("clock")).toMap().value(key("running")).toInteger(), -1);
    QCOMPARE(annState.value(key("commitment")).toString(),
             QStringLiteral("6049751a9705e60b242206f62d04c81b8fcd0153d0e256515e7c64be7428d0fa"));

    // Bob: the same hello and welcome (freeSeats 1), a join; Ann hears of it by "peer", then "started".
    QVERIFY(bob.connectTo(host.port()));
    clientSends(bob, map({{"t", "hello"}, {"magic", "QIYUAN-LAN"}, {"protocol", 1}, {"app", "demo"}, {"name", "Bob"}}),
                false);
    QCOMPARE(RawPeer::decode(bob.next()).value(key("freeSeats")).toInteger(), 1);
    clientSends(bob, map({{"t", "join"}, {"name", "Bob"}, {"code", "123456"}}), true);
    const QCborMap bobSeated = RawPeer::decode(bob.next());
    QCOMPARE(bobSeated.value(key("t")).toString(), key("seated"));
    QCOMPARE(bobSeated.value(key("seat")).toInteger(), 1);
    const QCborMap bobState = bobSeated.value(key("state")).toMap();
    QCOMPARE(bobState.value(key("started")).toBool(), true);
    QCOMPARE(bobState.value(key("clock")).toMap().value(key("running")).toInteger(), 0); // firstSeat 0
    QVERIFY(hostSent(ann.next(), "peer"));
    // Then "started": the first player learns that the game (and its clock) runs.
    QVERIFY(hostSent(ann.next(), "started", {{QStringLiteral("clock"), QStringLiteral("red")},
                                             {QStringLiteral("clock"), QStringLiteral("black")}}));
    QCOMPARE(RawPeer::decode(shown.last().bytes).value(key("toMove")).toInteger(), 0);
    QTest::qWait(50);
    QCOMPARE(ann.pending(), 0);

    // Ann flips c2; both get the same "moved".
    clientSends(ann, map({{"t", "move"}, {"action", "c2"}, {"ply", 0}}), true);
    QVERIFY(hostSent(ann.next(), "moved", {{QStringLiteral("clock"), QStringLiteral("red")},
                                           {QStringLiteral("clock"), QStringLiteral("black")}}));
    QCOMPARE(bob.next(), shown.last().bytes);

    // Bob sends the same move again: the game is at ply 1 now, but it is
    // Bob's turn, so the move is stale; the connection stays open.
    clientSends(bob, map({{"t", "move"}, {"action", "c2"}, {"ply", 0}}), false);
    QVERIFY(hostSent(bob.next(), "error"));
    QCOMPARE(RawPeer::decode(shown.last().bytes).value(key("code")).toString(), key("stale"));

    // The host's heartbeat: the same bytes as a client's ping.
    QByteArray ping;
    while (RawPeer::typeOf(ping) != QLatin1String("ping")) {
        ping = ann.next(true);
        QVERIFY(!ping.isEmpty());
    }
    QCOMPARE(ping, frameOf(map({{"t", "ping"}})));
    shown.append({ping, true, {}});

    // A ping before the hello is no handshake error: it only feeds the silence timer.
    RawPeer early;
    QVERIFY(early.connectTo(host.port()));
    early.send(ping);
    early.send(frameOf(map({{"t", "hello"}, {"magic", "QIYUAN-LAN"}, {"protocol", 1}, {"name", "Cy"}})));
    QCOMPARE(RawPeer::typeOf(early.next()), key("welcome"));

    QString annotated;
    for (const Frame& f : shown) {
        QSet<QString> varying;
        for (const QStringList& path : f.varying)
            varying.insert(path.last());
        if (RawPeer::typeOf(f.bytes) == QLatin1String("seated"))
            varying.insert(QStringLiteral("commitment")); // a random salt under serve
        Annotator a(f.bytes, varying);
        QVERIFY2(a.run(), qPrintable(RawPeer::typeOf(f.bytes) + QStringLiteral(": ") + a.error()));
        annotated += QStringLiteral("```\n") + a.text() + QStringLiteral("```\n\n");
    }
    if (qEnvironmentVariableIsSet("QIYUAN_PRINT_EXCHANGE"))
        fputs(annotated.toUtf8().constData(), stdout);

    QString error;
    const QList<QByteArray> doc = docFrames(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(doc.size(), shown.size());
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const Frame& f = shown.at(i);
        const QString what = QStringLiteral("frame %1 (%2)").arg(i + 1).arg(RawPeer::typeOf(f.bytes));
        Annotator strict(doc.at(i), {});
        QVERIFY2(strict.run(), qPrintable(what + QStringLiteral(" in the doc: ") + strict.error()));
        if (!f.fromHost || f.varying.isEmpty()) {
            QVERIFY2(doc.at(i) == f.bytes, qPrintable(what + QStringLiteral(" differs from the doc")));
            continue;
        }
        const QCborMap docMap = RawPeer::decode(doc.at(i));
        const QCborMap live = withDocValues(RawPeer::decode(f.bytes), docMap, f.varying, &error);
        QVERIFY2(error.isEmpty(), qPrintable(what + QStringLiteral(": ") + error));
        QVERIFY2(frameOf(live) == doc.at(i), qPrintable(what + QStringLiteral(" differs from the doc")));
        QCOMPARE(doc.at(i).size(), f.bytes.size());
    }
}

QTEST_MAIN(TestNetProtocolDoc)
#include "tst_net_protocol_doc.moc"
