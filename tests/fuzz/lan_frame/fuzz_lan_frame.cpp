// Fuzz target: bytes from a LAN peer (engine/net). The first input byte picks
// how the rest arrives (in chunks of 1..64 bytes, or at once); the rest is the
// TCP stream: length-prefixed CBOR frames (net::FrameDecoder), then every
// decoded message checked as both hosts (board and role games) and as a client
// check it (net::validateMessage), and then handled as they handle it: a move for the
// host's referee, a broadcast for the client's copy of the state.
// Invariants, beyond "no crash":
// - the decoder yields the same messages and the same final status however
//   the stream is cut; after an error it stays failed and holds nothing; it
//   never waits for the body of a frame over the limit;
// - every message is a map with a text "t"; encoded again (encodeFrame) it
//   decodes to a message that encodes to the same bytes;
// - a frame's body is exactly one CBOR value: walking the frames by their
//   lengths here, every body the decoder took ends where its value ends, and
//   a body with bytes after its value stops the decoder with bad-frame there;
// - validation answers "", unknown-message or bad-message, a refusal with a
//   showable text; what it accepts has every field the session reads with
//   the right type (the typed reads below would otherwise see defaults);
//   neither host accepts the other's intents;
// - the referee refuses a bad action with a showable reason and never changes
//   the game then; an accepted move adds one record carrying that action,
//   spelled exactly as sent (xiangqi, and the banqi and jifen referees too);
// - the client's copy of the state: "seated"/"watching" replace it, "undone"
//   never leaves more moves than its ply, "moved" appends exactly one record.
#include "../fuzz_check.h"

#include "net/messages.h"
#include "net/protocol.h"
#include "match/referee.h"

#include <QCborArray>
#include <QCborStreamReader>
#include <QCborValue>
#include <QtEndian>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

using namespace qiyuan::net;
using namespace qiyuan::match;
using qiyuan::fuzz::isShowableUtf8;
using qiyuan::fuzz::shown;

namespace {

std::string s(const QString& q) { return q.toStdString(); }
std::string hex(const QByteArray& b) { return shown(b.toStdString()); }

struct Decoded {
    std::vector<QCborMap> messages;
    FrameDecoder::Status last = FrameDecoder::Status::NeedMore;
    QString code;
};

// Feeds `stream` in chunks of `chunk` bytes (0: at once), taking every message out after each.
Decoded decode(const QByteArray& stream, int chunk)
{
    Decoded out;
    FrameDecoder d;
    const qsizetype step = chunk > 0 ? chunk : qMax<qsizetype>(stream.size(), 1);
    for (qsizetype at = 0; at < stream.size() || at == 0; at += step) {
        d.feed(stream.mid(at, step));
        for (;;) {
            QCborMap m;
            QString code, text;
            const auto status = d.next(&m, &code, &text);
            if (status == FrameDecoder::Status::Message) {
                FUZZ_CHECK(!d.failed(), "a message from a failed decoder");
                out.messages.push_back(m);
                continue;
            }
            out.last = status;
            if (status == FrameDecoder::Status::Error) {
                FUZZ_CHECK(d.failed() && d.buffered() == 0, "a failed decoder keeps bytes");
                FUZZ_CHECK(code == QLatin1String(err::BadFrame) || code == QLatin1String(err::FrameTooLarge),
                           "decoder error code " + s(code));
                FUZZ_CHECK(!text.isEmpty() && isShowableUtf8(s(text)), "decoder error text " + shown(s(text)));
                FUZZ_CHECK(d.next(&m) == FrameDecoder::Status::Error, "a failed decoder recovered");
                d.feed(QByteArray("\0\0\0\x01\xa0", 5));
                FUZZ_CHECK(d.next(&m) == FrameDecoder::Status::Error && d.buffered() == 0,
                           "a failed decoder took more bytes");
                out.code = code;
                return out;
            }
            // NeedMore: fewer than 4 bytes, or an allowed length whose body is still coming.
            FUZZ_CHECK(d.buffered() <= 4 + MaxFrameBytes, "waiting with more than a whole frame buffered");
            break;
        }
        if (chunk <= 0)
            break;
    }
    return out;
}

// The bodies of the complete frames at the start of the stream, walked by
// their lengths alone (up to the first length the decoder must refuse).
std::vector<QByteArray> frameBodies(const QByteArray& stream)
{
    std::vector<QByteArray> bodies;
    qsizetype at = 0;
    while (stream.size() - at >= 4) {
        const quint32 n = qFromBigEndian<quint32>(stream.constData() + at);
        if (n == 0 || n > quint32(MaxFrameBytes) || stream.size() - at - 4 < qsizetype(n))
            break;
        bodies.push_back(stream.mid(at + 4, n));
        at += 4 + n;
    }
    return bodies;
}

// Bytes after the body's first CBOR value (-1: the body does not start with one).
qsizetype trailingBytes(const QByteArray& body)
{
    QCborStreamReader reader(body);
    QCborValue::fromCbor(reader);
    if (reader.lastError() != QCborError::NoError)
        return -1;
    return body.size() - reader.currentOffset();
}

void checkWholeBodies(const QByteArray& stream, const Decoded& whole)
{
    const std::vector<QByteArray> bodies = frameBodies(stream);
    FUZZ_CHECK(whole.messages.size() <= bodies.size(), "more messages than complete frames");
    for (std::size_t i = 0; i < whole.messages.size(); ++i)
        FUZZ_CHECK(trailingBytes(bodies[i]) == 0, "a frame with bytes after its CBOR value was taken: " + hex(bodies[i]));
    const std::size_t next = whole.messages.size();
    if (next < bodies.size() && trailingBytes(bodies[next]) > 0)
        FUZZ_CHECK(whole.last == FrameDecoder::Status::Error && whole.code == QLatin1String(err::BadFrame),
                   "trailing bytes in a frame were not bad-frame: " + hex(bodies[next]));
}

// Banqi and jifen referees see the same moves: one accepted is recorded as sent.
void otherRefereesSpellOnce(const QCborMap& m)
{
    if (m.value(QStringLiteral("t")).toString() != QLatin1String("move"))
        return;
    const QString action = m.value(QStringLiteral("action")).toString();
    for (const char* game : {"banqi", "jifen"}) {
        auto referee = createReferee(QString::fromLatin1(game), {}, {}, -1, quint64(42));
        FUZZ_CHECK(referee != nullptr, std::string("no ") + game + " referee");
        QString reason;
        QCborMap record;
        if (referee->play(action, &reason, &record))
            FUZZ_CHECK(record.value(QStringLiteral("action")).toString() == action,
                       std::string(game) + " recorded " + shown(s(record.value(QStringLiteral("action")).toString()))
                           + " for " + shown(s(action)));
        else
            FUZZ_CHECK(!reason.isEmpty() && isShowableUtf8(s(reason)) && referee->ply() == 0,
                       std::string(game) + "'s refusal of " + shown(s(action)) + ": " + shown(s(reason)));
    }
}

void checkRoundTrip(const QCborMap& m)
{
    FUZZ_CHECK(m.value(QStringLiteral("t")).isString(), "a message without a text \"t\"");
    const QByteArray frame = encodeFrame(m);
    FrameDecoder d(INT_MAX);
    d.feed(frame);
    QCborMap again;
    QString code;
    FUZZ_CHECK(d.next(&again, &code) == FrameDecoder::Status::Message, "re-encoded message refused: " + s(code));
    FUZZ_CHECK(d.buffered() == 0, "re-encoded frame left bytes");
    FUZZ_CHECK(encodeFrame(again) == frame, "encoding is not a fixed point: " + hex(frame));
}

// The host's view: after validation, every field HostSession reads has its type.
// receiver: a board game's host (Receiver::Host) or a role game's (Receiver::RoleHost).
void checkForHost(const QCborMap& m, Receiver receiver, const QString& code, const QString& text)
{
    FUZZ_CHECK(code.isEmpty() || code == QLatin1String(err::UnknownMessage) || code == QLatin1String(err::BadMessage),
               "host validation code " + s(code));
    if (!code.isEmpty()) {
        FUZZ_CHECK(!text.isEmpty() && isShowableUtf8(s(text)), "host validation text " + shown(s(text)));
        return;
    }
    const QString t = m.value(QStringLiteral("t")).toString();
    // Each host knows the door's messages and its own intents, never the other host's.
    static const QStringList boardIntents = {QStringLiteral("move"), QStringLiteral("resign"),
                                             QStringLiteral("draw-offer"), QStringLiteral("draw-answer"),
                                             QStringLiteral("undo-request"), QStringLiteral("undo-answer"),
                                             QStringLiteral("chat")};
    static const QStringList roleIntents = {QStringLiteral("night-action"), QStringLiteral("night-withdraw"),
                                            QStringLiteral("vote")};
    FUZZ_CHECK(!(receiver == Receiver::RoleHost ? boardIntents : roleIntents).contains(t),
               "a host accepted the other host's message " + shown(s(t)));
    auto has = [&](const char* k, bool (QCborValue::*is)() const, bool required) {
        const QString name = QString::fromLatin1(k);
        if (m.contains(name))
            FUZZ_CHECK((m.value(name).*is)(), "host accepted \"" + s(t) + "\" with a wrong \"" + k + "\"");
        else
            FUZZ_CHECK(!required, "host accepted \"" + s(t) + "\" without \"" + k + "\"");
    };
    if (t == QLatin1String("hello")) {
        has("magic", &QCborValue::isString, true);
        has("protocol", &QCborValue::isInteger, true);
    } else if (t == QLatin1String("move")) {
        has("action", &QCborValue::isString, true);
        has("ply", &QCborValue::isInteger, false);
        if (m.contains(QStringLiteral("ply"))) {
            const qint64 ply = m.value(QStringLiteral("ply")).toInteger();
            FUZZ_CHECK(ply >= 0 && ply <= INT_MAX, "host accepted ply " + std::to_string(ply));
        }
    } else if (t == QLatin1String("draw-answer") || t == QLatin1String("undo-answer")) {
        has("accept", &QCborValue::isBool, true);
    } else if (t == QLatin1String("chat")) {
        has("text", &QCborValue::isString, true);
    } else if (t == QLatin1String("join")) {
        has("code", &QCborValue::isString, false);
        has("token", &QCborValue::isString, false);
        has("spectate", &QCborValue::isBool, false);
    } else if (t == QLatin1String("night-action")) {
        has("verb", &QCborValue::isString, true);
        has("target", &QCborValue::isInteger, false);
        has("screen", &QCborValue::isInteger, false);
    } else if (t == QLatin1String("night-withdraw")) {
        has("verb", &QCborValue::isString, false);
    } else if (t == QLatin1String("vote")) {
        has("target", &QCborValue::isInteger, true);
    } else {
        static const QStringList others = {QStringLiteral("bye"), QStringLiteral("ping"), QStringLiteral("resign"),
                                           QStringLiteral("draw-offer"), QStringLiteral("undo-request")};
        FUZZ_CHECK(others.contains(t), "host accepted an unknown message " + shown(s(t)));
    }
    if (m.contains(QStringLiteral("seat")))
        has("seat", &QCborValue::isInteger, false);
}

// What the host does with an accepted intent, as far as the game goes: the
// referee judges moves; answers and resignations change the game too.
void hostHandles(std::unique_ptr<XiangqiReferee>& referee, const QCborMap& m)
{
    const QString t = m.value(QStringLiteral("t")).toString();
    if (referee->over())
        referee = XiangqiReferee::create({});
    const QCborMap before = referee->stateFor(Spectator);
    if (t == QLatin1String("move")) {
        const QString action = m.value(QStringLiteral("action")).toString();
        QString reason;
        QCborMap record;
        const int ply = referee->ply();
        if (!referee->play(action, &reason, &record)) {
            FUZZ_CHECK(!reason.isEmpty() && isShowableUtf8(s(reason)),
                       "the referee's reason for " + shown(s(action)) + ": " + shown(s(reason)));
            FUZZ_CHECK(referee->stateFor(Spectator) == before, "a refused move changed the game: " + shown(s(action)));
            return;
        }
        FUZZ_CHECK(referee->ply() == ply + 1, "a move did not add one ply");
        FUZZ_CHECK(record.value(QStringLiteral("action")).toString() == action, "the record's action differs");
        FUZZ_CHECK(referee->stateFor(Spectator).value(QStringLiteral("moves")).toArray().last().toMap() == record,
                   "the record differs from the state's");
    } else if (t == QLatin1String("undo-answer") && m.value(QStringLiteral("accept")).toBool()) {
        const int ply = referee->ply();
        FUZZ_CHECK(referee->undo(1) == (ply >= 1), "undo of one ply at ply " + std::to_string(ply));
        FUZZ_CHECK(!referee->undo(referee->ply() + 1), "undo of more plies than played");
    } else if (t == QLatin1String("resign")) {
        referee->resign(referee->sideToMove());
        FUZZ_CHECK(referee->over(), "a resignation did not end the game");
    } else if (t == QLatin1String("draw-answer") && m.value(QStringLiteral("accept")).toBool()) {
        referee->agreeDraw();
        FUZZ_CHECK(referee->over(), "an agreed draw did not end the game");
    }
}

void checkForClient(QCborMap& state, const QCborMap& m, const QString& code, const QString& text)
{
    FUZZ_CHECK(code.isEmpty() || code == QLatin1String(err::UnknownMessage) || code == QLatin1String(err::BadMessage),
               "client validation code " + s(code));
    if (!code.isEmpty()) {
        FUZZ_CHECK(!text.isEmpty() && isShowableUtf8(s(text)), "client validation text " + shown(s(text)));
        return; // the client ignores it
    }
    const QString t = m.value(QStringLiteral("t")).toString();
    const qsizetype movesBefore = state.value(QStringLiteral("moves")).toArray().size();
    applyToClientState(&state, m);
    const QCborArray moves = state.value(QStringLiteral("moves")).toArray();
    if (t == QLatin1String("seated") || t == QLatin1String("watching")) {
        FUZZ_CHECK(state == m.value(QStringLiteral("state")).toMap(), "the state was not replaced");
        FUZZ_CHECK(moves.size() == state.value(QStringLiteral("ply")).toInteger(), "accepted a state whose ply is not its moves");
    } else if (t == QLatin1String("moved")) {
        FUZZ_CHECK(moves.size() == movesBefore + 1, "\"moved\" did not append one record");
        FUZZ_CHECK(moves.last().toMap().value(QStringLiteral("action")).isString(), "a record without an action");
    } else if (t == QLatin1String("undone")) {
        FUZZ_CHECK(moves.size() <= state.value(QStringLiteral("ply")).toInteger(), "\"undone\" kept moves past its ply");
    }
    // Everything ClientSession::actions() lists is text.
    for (const QCborValue& record : moves)
        FUZZ_CHECK(!record.isMap() || record.toMap().value(QStringLiteral("action")).isString()
                       || !record.toMap().contains(QStringLiteral("action")),
                   "a listed action is not text");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    // First byte: 0 the stream at once, else chunks of 1..64 bytes.
    const int chunk = data[0] == 0 ? 0 : 1 + data[0] % 64;
    const QByteArray stream(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));

    const Decoded whole = decode(stream, 0);
    const Decoded cut = decode(stream, chunk);
    FUZZ_CHECK(whole.messages.size() == cut.messages.size() && whole.last == cut.last && whole.code == cut.code,
               "the decoder's result depends on how the stream is cut (chunks of " + std::to_string(chunk) + ")");
    for (std::size_t i = 0; i < whole.messages.size(); ++i)
        FUZZ_CHECK(QCborValue(whole.messages[i]).toCbor() == QCborValue(cut.messages[i]).toCbor(),
                   "message " + std::to_string(i) + " differs when the stream is cut");

    // A length over the limit is refused from its 4 bytes, before any body.
    if (stream.size() >= 4 && whole.messages.empty()) {
        const quint32 length = (quint32(quint8(stream[0])) << 24) | (quint32(quint8(stream[1])) << 16)
            | (quint32(quint8(stream[2])) << 8) | quint32(quint8(stream[3]));
        if (length > quint32(MaxFrameBytes))
            FUZZ_CHECK(whole.code == QLatin1String(err::FrameTooLarge), "an oversize length was not refused");
    }

    checkWholeBodies(stream, whole);

    auto referee = XiangqiReferee::create({});
    FUZZ_CHECK(referee != nullptr, "the standard start is refused");
    QCborMap clientState;
    for (const QCborMap& m : whole.messages) {
        checkRoundTrip(m);
        QString code, text;
        code = validateMessage(m, Receiver::Host, &text);
        checkForHost(m, Receiver::Host, code, text);
        if (code.isEmpty()) {
            hostHandles(referee, m);
            otherRefereesSpellOnce(m);
        }
        text.clear();
        code = validateMessage(m, Receiver::RoleHost, &text);
        checkForHost(m, Receiver::RoleHost, code, text);
        text.clear();
        code = validateMessage(m, Receiver::Client, &text);
        checkForClient(clientState, m, code, text);
    }
    return 0;
}
