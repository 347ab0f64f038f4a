// The LAN protocol's wire format (docs/PROTOCOL.md): length-prefixed frames,
// each one CBOR map with a string "t" naming the message. Pure data handling,
// no sockets, so the decoder can be fed anything in tests.
#pragma once

#include <QByteArray>
#include <QCborMap>
#include <QCborValue>
#include <QString>

namespace qiyuan::net {

// "QIYUAN-LAN" in every hello and announcement: tells our peers from anything else.
inline constexpr char Magic[] = "QIYUAN-LAN";
inline constexpr int ProtocolVersion = 1;
// A frame's body may hold at most this many bytes (its 4-byte length excluded).
inline constexpr int MaxFrameBytes = 64 * 1024;
// The UDP port every table announces itself on.
inline constexpr quint16 DiscoveryPort = 47213;

QString appVersion();

// The intervals of the protocol; tests shorten them.
struct Timing {
    int heartbeatMs = 5000;    // a ping at least this often
    int silenceMs = 20000;     // a peer silent this long is disconnected
    int rejoinMs = 3 * 60000;  // a dropped player keeps the seat this long
    int lockoutMs = 60000;     // an address with too many wrong room codes waits this long
    int announceMs = 3000;     // a hosted table announces itself this often
    int clockTickMs = 100;     // the host checks the clocks this often
};
// Wrong room codes from one address before it is locked out.
inline constexpr int MaxWrongCodes = 5;
// A joining player's name is cut to this many characters.
inline constexpr int MaxNameChars = 40;

// Error codes of "error" messages (docs/PROTOCOL.md lists them).
namespace err {
inline constexpr char BadFrame[] = "bad-frame";
inline constexpr char FrameTooLarge[] = "frame-too-large";
inline constexpr char Handshake[] = "handshake";
inline constexpr char Version[] = "version";
inline constexpr char UnknownMessage[] = "unknown-message";
inline constexpr char BadMessage[] = "bad-message";
inline constexpr char BadCode[] = "bad-code";
inline constexpr char LockedOut[] = "locked-out";
inline constexpr char BadToken[] = "bad-token";
inline constexpr char SeatTaken[] = "seat-taken";
inline constexpr char NotSeated[] = "not-seated";
inline constexpr char WrongSeat[] = "wrong-seat";
inline constexpr char NotYourTurn[] = "not-your-turn";
inline constexpr char Stale[] = "stale";
inline constexpr char IllegalMove[] = "illegal-move";
inline constexpr char GameOver[] = "game-over";
inline constexpr char NotStarted[] = "not-started";
inline constexpr char Paused[] = "paused";
inline constexpr char NoRequest[] = "no-request";
inline constexpr char CannotUndo[] = "cannot-undo";
inline constexpr char TooEarly[] = "too-early"; // banqi BQ-11: no resigning or draws before ply 40
} // namespace err

// A protocol message: a map with a text "t" naming it. Anything else a peer
// sends (CBOR frame or a phone's JSON text) is err::BadFrame.
bool isMessage(const QCborValue& value);

// One frame: 4-byte big-endian body length, then the CBOR body.
QByteArray encodeFrame(const QCborMap& message);

// Cuts a byte stream into messages. After an error it stays failed: the
// connection is dropped, a stream cannot be resynchronised.
class FrameDecoder {
public:
    enum class Status { NeedMore, Message, Error };

    explicit FrameDecoder(int maxFrameBytes = MaxFrameBytes) : max_(maxFrameBytes) {}
    void feed(const QByteArray& bytes);
    // The next complete message; on Error, *errorCode is one of err::BadFrame/FrameTooLarge.
    Status next(QCborMap* message, QString* errorCode = nullptr, QString* errorText = nullptr);
    bool failed() const { return failed_; }
    qsizetype buffered() const { return buffer_.size(); }

private:
    Status fail(QString* code, QString* text, const char* c, const QString& t);
    QByteArray buffer_;
    int max_;
    bool failed_ = false;
};

// The first `n` UTF-16 units of a text, without splitting a character that
// takes two (an emoji in a name): names and chat lines are cut to a limit.
inline QString cutText(const QString& text, qsizetype n)
{
    if (text.size() <= n)
        return text;
    QString out = text.left(n);
    if (!out.isEmpty() && out.back().isHighSurrogate())
        out.chop(1);
    return out;
}

// Helpers for building messages.
QCborMap message(const QString& type);
QCborMap errorMessage(const QString& code, const QString& text);

} // namespace qiyuan::net
