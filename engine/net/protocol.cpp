#include "protocol.h"

#include <QCborStreamReader>
#include <QCborValue>
#include <QtEndian>

namespace qiyuan::net {

QString appVersion()
{
    return QStringLiteral(QIYUAN_VERSION);
}

bool isMessage(const QCborValue& value)
{
    return value.isMap() && value.toMap().value(QStringLiteral("t")).isString();
}

QByteArray encodeFrame(const QCborMap& message)
{
    const QByteArray body = QCborValue(message).toCbor();
    QByteArray frame(4, '\0');
    qToBigEndian<quint32>(quint32(body.size()), frame.data());
    return frame + body;
}

void FrameDecoder::feed(const QByteArray& bytes)
{
    if (!failed_)
        buffer_.append(bytes);
}

FrameDecoder::Status FrameDecoder::fail(QString* code, QString* text, const char* c, const QString& t)
{
    failed_ = true;
    buffer_.clear();
    if (code)
        *code = QString::fromLatin1(c);
    if (text)
        *text = t;
    return Status::Error;
}

FrameDecoder::Status FrameDecoder::next(QCborMap* message, QString* errorCode, QString* errorText)
{
    if (failed_)
        return Status::Error;
    if (buffer_.size() < 4)
        return Status::NeedMore;
    const quint32 length = qFromBigEndian<quint32>(buffer_.constData());
    // Judge the length before waiting for the body: a huge length is refused at once.
    if (length > quint32(max_))
        return fail(errorCode, errorText, err::FrameTooLarge,
                    QStringLiteral("frame of %1 bytes exceeds the limit of %2").arg(length).arg(max_));
    if (length == 0)
        return fail(errorCode, errorText, err::BadFrame, QStringLiteral("empty frame"));
    if (buffer_.size() < qsizetype(4 + length))
        return Status::NeedMore;
    const QByteArray body = buffer_.mid(4, length);
    buffer_.remove(0, 4 + length);
    // A body is exactly one CBOR value: QCborValue::fromCbor alone would stop
    // after the first item and let trailing bytes through.
    QCborStreamReader reader(body);
    const QCborValue value = QCborValue::fromCbor(reader);
    if (const QCborError e = reader.lastError(); e != QCborError::NoError)
        return fail(errorCode, errorText, err::BadFrame, QStringLiteral("frame is not CBOR: %1").arg(e.toString()));
    if (reader.currentOffset() != body.size())
        return fail(errorCode, errorText, err::BadFrame,
                    QStringLiteral("frame holds %1 bytes after its CBOR value").arg(body.size() - reader.currentOffset()));
    if (!isMessage(value))
        return fail(errorCode, errorText, err::BadFrame,
                    QStringLiteral("frame is not a map with a message type \"t\""));
    if (message)
        *message = value.toMap();
    return Status::Message;
}

QCborMap message(const QString& type)
{
    QCborMap m;
    m.insert(QStringLiteral("t"), type);
    return m;
}

QCborMap errorMessage(const QString& code, const QString& text)
{
    QCborMap m = message(QStringLiteral("error"));
    m.insert(QStringLiteral("code"), code);
    m.insert(QStringLiteral("text"), text);
    return m;
}

} // namespace qiyuan::net
