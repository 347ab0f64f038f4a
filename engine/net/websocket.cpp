#include "websocket.h"

#include <QCryptographicHash>
#include <QStringDecoder>
#include <QtEndian>

namespace qiyuan::net::ws {

QByteArray acceptKey(const QByteArray& secWebSocketKey)
{
    const QByteArray k = secWebSocketKey.trimmed();
    const auto decoded = QByteArray::fromBase64Encoding(k, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != 16)
        return {};
    return QCryptographicHash::hash(k + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11", QCryptographicHash::Sha1).toBase64();
}

QByteArray serverFrame(Op op, const QByteArray& payload)
{
    QByteArray out;
    out.append(char(0x80 | quint8(op))); // final, no reserved bits
    const qsizetype n = payload.size();
    if (n < 126) {
        out.append(char(n));
    } else if (n <= 0xFFFF) {
        out.append(char(126));
        char len[2];
        qToBigEndian<quint16>(quint16(n), len);
        out.append(len, 2);
    } else {
        out.append(char(127));
        char len[8];
        qToBigEndian<quint64>(quint64(n), len);
        out.append(len, 8);
    }
    return out + payload; // a server never masks (RFC 6455 §5.1)
}

QByteArray closeFrame(quint16 code, const QByteArray& reason)
{
    char c[2];
    qToBigEndian<quint16>(code, c);
    return serverFrame(Op::Close, QByteArray(c, 2) + reason.left(123));
}

void FrameDecoder::feed(const QByteArray& bytes)
{
    if (!closeCode_)
        buffer_.append(bytes);
}

FrameDecoder::Status FrameDecoder::fail(quint16 code, const char* why)
{
    closeCode_ = code;
    errorText_ = why;
    buffer_.clear();
    fragments_.clear();
    return Status::Error;
}

FrameDecoder::Status FrameDecoder::next(Frame* frame)
{
    if (closeCode_)
        return Status::Error;
    for (;;) {
        // Each check runs as soon as its bytes are there: an unmasked frame is
        // refused on its first two bytes, a message too big before its payload.
        if (buffer_.size() < 2)
            return Status::NeedMore;
        const auto b0 = quint8(buffer_[0]), b1 = quint8(buffer_[1]);
        const bool fin = b0 & 0x80;
        const quint8 op = b0 & 0x0F;
        if (b0 & 0x70)
            return fail(CloseProtocolError, "reserved bits set, and no extension was agreed");
        if (op != 0x0 && op != 0x1 && op != 0x2 && op != 0x8 && op != 0x9 && op != 0xA)
            return fail(CloseProtocolError, "a reserved opcode");
        if (!(b1 & 0x80))
            return fail(CloseProtocolError, "a client's frame must be masked (RFC 6455 section 5.1)");
        const bool control = op & 0x8;
        const quint8 len7 = b1 & 0x7F;
        if (control && (!fin || len7 > 125))
            return fail(CloseProtocolError, "a control frame must be final and at most 125 bytes");
        if (op == 0x0 && !fragmented_)
            return fail(CloseProtocolError, "a continuation frame without a message to continue");
        if ((op == 0x1 || op == 0x2) && fragmented_)
            return fail(CloseProtocolError, "a new message before the fragmented one ended");
        qsizetype head = 2;
        quint64 length = len7;
        if (len7 == 126) {
            if (buffer_.size() < 4)
                return Status::NeedMore;
            length = qFromBigEndian<quint16>(buffer_.constData() + 2);
            if (length < 126)
                return fail(CloseProtocolError, "a length not in its shortest form");
            head = 4;
        } else if (len7 == 127) {
            if (buffer_.size() < 10)
                return Status::NeedMore;
            length = qFromBigEndian<quint64>(buffer_.constData() + 2);
            if (length >> 63)
                return fail(CloseProtocolError, "a length with its highest bit set");
            if (length <= 0xFFFF)
                return fail(CloseProtocolError, "a length not in its shortest form");
            head = 10;
        }
        if (!control && quint64(fragments_.size()) + length > quint64(max_))
            return fail(CloseTooBig, "a message over the limit");
        if (quint64(buffer_.size()) < quint64(head) + 4 + length)
            return Status::NeedMore;
        const char* mask = buffer_.constData() + head;
        QByteArray payload = buffer_.mid(head + 4, qsizetype(length));
        for (qsizetype i = 0; i < payload.size(); ++i)
            payload[i] = char(payload[i] ^ mask[i % 4]);
        buffer_.remove(0, head + 4 + qsizetype(length));

        if (control) {
            if (op == 0x8 && payload.size() == 1)
                return fail(CloseProtocolError, "a close frame with half a status code");
            *frame = Frame{Op(op), payload};
            return Status::Frame;
        }
        if (op != 0x0) {
            fragmentOp_ = Op(op);
            fragments_.clear();
        }
        fragments_ += payload;
        fragmented_ = !fin;
        if (!fin)
            continue;
        if (fragmentOp_ == Op::Text) {
            QStringDecoder utf8(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
            [[maybe_unused]] const QString text = utf8.decode(fragments_);
            if (utf8.hasError())
                return fail(CloseBadData, "a text message that is not UTF-8");
        }
        *frame = Frame{fragmentOp_, fragments_};
        fragments_.clear();
        return Status::Frame;
    }
}

} // namespace qiyuan::net::ws
