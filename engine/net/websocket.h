// The server's side of RFC 6455 (WebSocket) for the phones' door (webgate.h):
// the opening handshake's answer and the frames, as pure data handling, no
// sockets, so the decoder can be fed anything in tests (as protocol.h's
// FrameDecoder). The host speaks it itself rather than through
// QWebSocketServer, which accepts a client's unmasked frames (RFC 6455 §5.1:
// the server must close the connection, status 1002).
#pragma once

#include <QByteArray>
#include <QList>

namespace qiyuan::net::ws {

// Opcodes (RFC 6455 §5.2).
enum class Op : quint8 { Continuation = 0x0, Text = 0x1, Binary = 0x2, Close = 0x8, Ping = 0x9, Pong = 0xA };

// Close status codes (RFC 6455 §7.4.1).
inline constexpr quint16 CloseNormal = 1000;
inline constexpr quint16 CloseProtocolError = 1002;
inline constexpr quint16 CloseBadData = 1007;   // a text message that is not UTF-8
inline constexpr quint16 CloseTooBig = 1009;    // a message over the limit

// The Sec-WebSocket-Accept of a request's Sec-WebSocket-Key; empty when the
// key is not the base64 of 16 bytes (the request is refused).
QByteArray acceptKey(const QByteArray& secWebSocketKey);

// One unmasked, final frame from the server (a control frame's payload is at
// most 125 bytes: the caller keeps it so).
QByteArray serverFrame(Op op, const QByteArray& payload);
// A close frame: the status code, then a reason (cut to fit 125 bytes).
QByteArray closeFrame(quint16 code, const QByteArray& reason);

// Cuts a client's byte stream into messages and control frames. Every frame
// must be masked, without reserved bits or opcodes; control frames final and
// at most 125 bytes; fragments in order; a message at most maxMessageBytes.
// After an error it stays failed: the connection is closed with closeCode().
class FrameDecoder {
public:
    struct Frame {
        Op op = Op::Text;       // Text or Binary: a whole message (fragments joined); else a control frame
        QByteArray payload;     // unmasked
    };
    enum class Status { NeedMore, Frame, Error };

    explicit FrameDecoder(qsizetype maxMessageBytes) : max_(maxMessageBytes) {}
    void feed(const QByteArray& bytes);
    Status next(Frame* frame);
    quint16 closeCode() const { return closeCode_; }
    QByteArray errorText() const { return errorText_; }

private:
    Status fail(quint16 code, const char* why);
    QByteArray buffer_;
    qsizetype max_;
    bool fragmented_ = false; // a Text or Binary message awaits its continuations
    Op fragmentOp_ = Op::Text;
    QByteArray fragments_;
    quint16 closeCode_ = 0;
    QByteArray errorText_;
};

} // namespace qiyuan::net::ws
