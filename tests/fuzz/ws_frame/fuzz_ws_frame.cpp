// Fuzz target: bytes a phone's browser sends after the WebSocket upgrade
// (engine/net/websocket.h, the phone gate's frames). The first input byte
// picks how the rest arrives (at once, or in chunks of 1..64 bytes).
// Invariants, beyond "no crash":
// - the decoder yields the same frames and the same final status however the
//   stream is cut; after an error it stays failed with a close status of
//   RFC 6455 (1002, 1007, 1009) and a showable reason, and takes nothing more;
// - a frame is a whole message (text or binary, fragments joined) of at most
//   the limit, or a control frame of at most 125 bytes; a text message is
//   UTF-8;
// - re-sent as one masked client frame each, the frames decode to the same.
#include "../fuzz_check.h"

#include "net/websocket.h"

#include <QStringDecoder>
#include <QtEndian>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using namespace qiyuan::net;
using qiyuan::fuzz::isShowableUtf8;
using qiyuan::fuzz::shown;

namespace {

constexpr qsizetype Limit = 4096; // small, so that the fuzzer reaches it

struct Decoded {
    std::vector<ws::FrameDecoder::Frame> frames;
    ws::FrameDecoder::Status last = ws::FrameDecoder::Status::NeedMore;
    quint16 code = 0;
};

Decoded decode(const QByteArray& stream, int chunk)
{
    Decoded out;
    ws::FrameDecoder d(Limit);
    const qsizetype step = chunk > 0 ? chunk : qMax<qsizetype>(stream.size(), 1);
    for (qsizetype at = 0; at < stream.size() || at == 0; at += step) {
        d.feed(stream.mid(at, step));
        for (;;) {
            ws::FrameDecoder::Frame f;
            const auto status = d.next(&f);
            if (status == ws::FrameDecoder::Status::Frame) {
                out.frames.push_back(f);
                continue;
            }
            out.last = status;
            if (status == ws::FrameDecoder::Status::Error) {
                out.code = d.closeCode();
                FUZZ_CHECK(out.code == ws::CloseProtocolError || out.code == ws::CloseBadData || out.code == ws::CloseTooBig,
                           "close status " + std::to_string(out.code));
                FUZZ_CHECK(!d.errorText().isEmpty() && isShowableUtf8(d.errorText().toStdString()),
                           "close reason " + shown(d.errorText().toStdString()));
                d.feed(QByteArray("\x81\x80\0\0\0\0", 6)); // an empty masked text frame
                FUZZ_CHECK(d.next(&f) == ws::FrameDecoder::Status::Error, "a failed decoder recovered");
                return out;
            }
            break;
        }
        if (chunk <= 0)
            break;
    }
    return out;
}

// One final, masked client frame (RFC 6455 §5.2), as a browser sends it.
QByteArray clientFrame(ws::Op op, const QByteArray& payload, quint32 key)
{
    QByteArray out;
    out.append(char(0x80 | quint8(op)));
    const qsizetype n = payload.size();
    if (n < 126) {
        out.append(char(0x80 | n));
    } else if (n <= 0xFFFF) {
        out.append(char(0x80 | 126));
        char len[2];
        qToBigEndian<quint16>(quint16(n), len);
        out.append(len, 2);
    } else {
        out.append(char(0x80 | 127));
        char len[8];
        qToBigEndian<quint64>(quint64(n), len);
        out.append(len, 8);
    }
    char mask[4];
    qToBigEndian<quint32>(key, mask);
    out.append(mask, 4);
    for (qsizetype i = 0; i < n; ++i)
        out.append(char(payload[i] ^ mask[i % 4]));
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const int chunk = data[0] == 0 ? 0 : 1 + data[0] % 64;
    const QByteArray stream(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));

    const Decoded whole = decode(stream, 0);
    const Decoded cut = decode(stream, chunk);
    FUZZ_CHECK(whole.frames.size() == cut.frames.size() && whole.last == cut.last && whole.code == cut.code,
               "the decoder's result depends on how the stream is cut (chunks of " + std::to_string(chunk) + ")");
    QByteArray again;
    for (std::size_t i = 0; i < whole.frames.size(); ++i) {
        const ws::FrameDecoder::Frame& f = whole.frames[i];
        FUZZ_CHECK(f.op == cut.frames[i].op && f.payload == cut.frames[i].payload,
                   "frame " + std::to_string(i) + " differs when the stream is cut");
        FUZZ_CHECK(f.op != ws::Op::Continuation, "a continuation frame handed out");
        const bool control = quint8(f.op) & 0x8;
        FUZZ_CHECK(control ? f.payload.size() <= 125 : f.payload.size() <= Limit,
                   "a frame of " + std::to_string(f.payload.size()) + " bytes");
        if (f.op == ws::Op::Text) {
            QStringDecoder utf8(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
            [[maybe_unused]] const QString text = utf8.decode(f.payload);
            FUZZ_CHECK(!utf8.hasError(), "a text message that is not UTF-8: " + shown(f.payload.toStdString()));
        }
        again += clientFrame(f.op, f.payload, quint32(i * 2654435761u));
    }
    const Decoded resent = decode(again, 0);
    FUZZ_CHECK(resent.last == ws::FrameDecoder::Status::NeedMore && resent.frames.size() == whole.frames.size(),
               "the frames sent again as single masked frames were not all taken");
    for (std::size_t i = 0; i < resent.frames.size(); ++i)
        FUZZ_CHECK(resent.frames[i].op == whole.frames[i].op && resent.frames[i].payload == whole.frames[i].payload,
                   "frame " + std::to_string(i) + " differs when sent again");
    return 0;
}
