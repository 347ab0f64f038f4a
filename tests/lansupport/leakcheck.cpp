#include "leakcheck.h"

#include "banqi/deal.h"
#include "net/banqimirror.h"
#include "session/banqi_file.h"

#include <QCborArray>
#include <QHash>
#include <QSet>
#include <QtEndian>

#include <optional>
#include <vector>

using namespace qiyuan;
using namespace qiyuan::banqi;

namespace {

// Documented keys (docs/PROTOCOL.md) by where they occur. Anything else is a finding:
// an undocumented field is where a leak would hide.
const QHash<QString, QSet<QString>>& schema()
{
    static const QHash<QString, QSet<QString>> s = {
        {"welcome", {"t", "magic", "protocol", "app", "host", "game", "variant", "hostSeat", "freeSeats", "options", "clock"}},
        {"seated", {"t", "seat", "token", "state"}},
        {"watching", {"t", "state"}},
        {"started", {"t", "toMove", "clock"}},
        {"state", {"game", "variant", "start", "ply", "clock", "started", "paused", "hostSeat", "seats", "drawOffer",
                   "undoRequest", "board", "timeouts", "firstSeat", "turnSeconds", "commitment", "moves", "toMove",
                   "result", "reveal"}},
        {"moved", {"t", "ply", "seat", "record", "toMove", "clock", "progress"}},
        {"undone", {"t", "ply", "toMove", "clock", "progress"}},
        {"progress", {"board", "timeouts"}},
        {"record", {"action", "notation", "moved", "captured", "revealed", "kindChange", "points", "opponentPoints",
                    "check", "reasons"}},
        {"result", {"t", "result", "clock", "reveal"}},
        {"resultMap", {"verdict", "reason", "winner", "score"}},
        {"reveal", {"seed", "salt"}},
        {"clock", {"enabled", "base", "increment", "byoyomi", "red", "black", "redByoyomi", "blackByoyomi", "running"}},
        {"seat", {"name", "connected"}},
        {"paused", {"t", "paused", "clock"}},
        {"peer", {"t", "seat", "connected", "name"}},
        {"chat", {"t", "seat", "name", "text"}},
        {"error", {"t", "code", "text"}},
        {"ping", {"t"}},
        {"draw-offer", {"t", "seat"}},
        {"draw-declined", {"t", "seat"}},
        {"undo-request", {"t", "seat"}},
        {"undo-declined", {"t", "seat"}},
    };
    return s;
}

// Which schema applies to the map under `key` inside a map of schema `parent`.
QString childSchema(const QString& parent, const QString& key)
{
    if (key == QLatin1String("state") || key == QLatin1String("clock") || key == QLatin1String("progress")
        || key == QLatin1String("record") || key == QLatin1String("reveal"))
        return key;
    if (key == QLatin1String("result"))
        return QStringLiteral("resultMap");
    if (key == QLatin1String("moves"))
        return QStringLiteral("record");
    if (key == QLatin1String("seats"))
        return QStringLiteral("seat");
    Q_UNUSED(parent);
    return {};
}

} // namespace

BanqiLeakCheck::BanqiLeakCheck(const Deal& deal, const RuleSet& rules)
    : deal_(deal)
{
    // The engine's own words for turning each square up, e.g. "翻 d3 黑马".
    const Game fresh(deal, rules);
    for (Square s = 0; s < SquareCount; ++s) {
        Game g = fresh;
        if (g.play(Action::flip(s)) == ActionError::None)
            flipNotation_[size_t(s)] = QByteArray::fromStdString(g.records().back().notation);
    }
}

BanqiLeakCheck::Secrets BanqiLeakCheck::secretsOf(const Game& truth, bool ended) const
{
    Secrets s;
    s.over = ended || truth.over();
    for (Square q = 0; q < SquareCount; ++q) {
        s.faceDown[size_t(q)] = truth.position().isFaceDown(q);
        if (s.faceDown[size_t(q)] && !s.over) {
            s.encodings << flipNotation_[size_t(q)];
            s.meaning << QStringLiteral("the flip of face-down %1").arg(QString::fromStdString(squareName(q)));
        }
    }
    if (s.over)
        return s; // the deal is revealed at the end: nothing is secret any more
    const std::string fen = truth.fen();
    const std::string hidden = fen.substr(fen.rfind(' ') + 1);
    if (hidden.size() >= 4) { // shorter ones are too common to mean anything
        s.encodings << QByteArray::fromStdString(hidden);
        s.meaning << QStringLiteral("the referee FEN's hidden field");
    }
    s.encodings << QByteArray::fromStdString(layoutText(deal_.layout));
    s.meaning << QStringLiteral("the deal's layout");
    if (deal_.seed && QByteArray::number(*deal_.seed).size() >= 6) { // a small seed's digits turn up anywhere
        s.encodings << QByteArray::number(*deal_.seed);
        s.meaning << QStringLiteral("the seed (decimal)");
        QByteArray cbor = QCborValue(qint64(*deal_.seed)).toCbor();
        if (cbor.size() >= 5) {
            s.encodings << cbor;
            s.meaning << QStringLiteral("the seed (CBOR integer)");
        }
    }
    if (deal_.salt.size() >= 4) {
        s.encodings << QByteArray::fromStdString(deal_.salt);
        s.meaning << QStringLiteral("the salt");
    }
    return s;
}

void BanqiLeakCheck::feed(const QByteArray& bytes, const Game& truth, bool ended)
{
    const Secrets s = secretsOf(truth, ended);
    bytes_ += bytes.size();
    // Raw: the new bytes with the end of the previous ones.
    const QByteArray window = tail_ + bytes;
    for (int i = 0; i < s.encodings.size(); ++i)
        if (window.contains(s.encodings[i]))
            raw_ << QStringLiteral("raw bytes hold %1").arg(s.meaning[i]);
    tail_ = window.right(256);
    // Decoded: every complete frame.
    decoder_.feed(bytes);
    QCborMap m;
    QString code, text;
    for (;;) {
        const auto status = decoder_.next(&m, &code, &text);
        if (status == qiyuan::net::FrameDecoder::Status::NeedMore)
            break;
        if (status == qiyuan::net::FrameDecoder::Status::Error) {
            decoded_ << QStringLiteral("undecodable stream: %1 %2").arg(code, text);
            break;
        }
        ++frames_;
        const QString t = m.value(QStringLiteral("t")).toString();
        if (!schema().contains(t) || t == QLatin1String("state") || t == QLatin1String("record")
            || t == QLatin1String("resultMap")) {
            decoded_ << QStringLiteral("undocumented message \"%1\"").arg(t);
            continue;
        }
        inspect(m, t, s);
    }
}

void BanqiLeakCheck::inspect(const QCborValue& v, const QString& path, const Secrets& s)
{
    const QString schemaName = path.section(QLatin1Char('.'), -1).section(QLatin1Char('['), 0, 0);
    if (v.isMap()) {
        const QCborMap m = v.toMap();
        const QSet<QString> allowed = schema().value(schemaName);
        for (auto it = m.constBegin(); it != m.constEnd(); ++it) {
            const QString k = it.key().toString();
            if (!allowed.contains(k))
                decoded_ << QStringLiteral("%1: undocumented field \"%2\"").arg(path, k);
            const QString child = childSchema(schemaName, k);
            const QString childPath = child.isEmpty() ? path + QLatin1Char('/') + k : path + QLatin1Char('.') + child;
            if (k == QLatin1String("board"))
                inspectBoard(it.value().toString(), childPath, s);
            if (k == QLatin1String("reveal") && !s.over)
                decoded_ << QStringLiteral("%1: the deal is revealed before the end").arg(path);
            if (child == QLatin1String("record") && it.value().isArray()) {
                const QCborArray a = it.value().toArray();
                for (int i = 0; i < a.size(); ++i)
                    inspectRecord(a.at(i).toMap(), childPath + QStringLiteral("[%1]").arg(i), s);
            } else if (child == QLatin1String("record")) {
                inspectRecord(it.value().toMap(), childPath, s);
            }
            inspect(it.value(), childPath, s);
        }
    } else if (v.isArray()) {
        const QCborArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            inspect(a.at(i), path + QStringLiteral("[%1]").arg(i), s);
    } else if (v.isString()) {
        inspectText(v.toString(), path, s);
    } else if (v.isByteArray()) {
        decoded_ << QStringLiteral("%1: a byte string (the protocol sends none)").arg(path);
    }
}

void BanqiLeakCheck::inspectRecord(const QCborMap& r, const QString& path, const Secrets& s)
{
    const QString revealed = r.value(QStringLiteral("revealed")).toString();
    if (revealed.isEmpty())
        return;
    const auto a = parseAction(r.value(QStringLiteral("action")).toString().toStdString());
    if (!a) {
        decoded_ << QStringLiteral("%1: \"revealed\" on a record that is no board action").arg(path);
        return;
    }
    const Square q = a->to;
    if (s.faceDown[size_t(q)] && !s.over)
        decoded_ << QStringLiteral("%1: reveals %2 which is still face down").arg(path, QString::fromStdString(squareName(q)));
    else if (revealed != QString(QLatin1Char(fenChar(deal_.layout[size_t(q)]))))
        decoded_ << QStringLiteral("%1: reveals %2 as %3, not the dealt piece").arg(path, QString::fromStdString(squareName(q)), revealed);
}

void BanqiLeakCheck::inspectBoard(const QString& board, const QString& path, const Secrets& s)
{
    // A public banqi FEN: its board field, rank 4 first, "x" a face-down piece.
    const QString field = board.section(QLatin1Char(' '), 0, 0);
    const QStringList ranks = field.split(QLatin1Char('/'));
    if (ranks.size() != Ranks) {
        decoded_ << QStringLiteral("%1: unreadable board \"%2\"").arg(path, board.left(40));
        return;
    }
    for (int r = 0; r < Ranks; ++r) {
        int f = 0;
        for (const QChar c : ranks[Ranks - 1 - r]) {
            if (c.isDigit()) {
                f += c.digitValue();
                continue;
            }
            if (f >= Files)
                break;
            const Square q = makeSquare(f, r);
            if (s.faceDown[size_t(q)] && c != QLatin1Char('x'))
                decoded_ << QStringLiteral("%1: face-down %2 shown as \"%3\"").arg(path, QString::fromStdString(squareName(q)), c);
            ++f;
        }
        if (f != Files)
            decoded_ << QStringLiteral("%1: rank %2 of \"%3\" is not 8 squares").arg(path).arg(r + 1).arg(board.left(40));
    }
    if (board.contains(QLatin1Char(' ')) && !s.over) {
        const QString hiddenField = board.section(QLatin1Char(' '), -1);
        if (hiddenField != QLatin1String("-"))
            decoded_ << QStringLiteral("%1: the board's hidden field is \"%2\"").arg(path, hiddenField.left(40));
    }
}

void BanqiLeakCheck::inspectText(const QString& text, const QString& path, const Secrets& s)
{
    const QByteArray utf8 = text.toUtf8();
    for (int i = 0; i < s.encodings.size(); ++i)
        if (utf8.contains(s.encodings[i]))
            decoded_ << QStringLiteral("%1: text holds %2").arg(path, s.meaning[i]);
}

BanqiLeakCheck::Verdict BanqiLeakCheck::judgeRecording(const QList<QByteArray>& streams, const QCborMap& finalState)
{
    Verdict v;
    const QString unrevealed = qiyuan::net::checkBanqiReveal(finalState);
    if (!unrevealed.isEmpty()) {
        v.error = QStringLiteral("the reveal cannot be used: %1").arg(unrevealed);
        return v;
    }
    const QCborMap reveal = finalState.value(QStringLiteral("reveal")).toMap();
    const Deal deal = dealFromSeed(reveal.value(QStringLiteral("seed")).toString().toULongLong(),
                                   reveal.value(QStringLiteral("salt")).toString().toStdString());
    const RuleSet* found = findRuleSet(finalState.value(QStringLiteral("variant")).toString().toStdString());
    if (!found) {
        v.error = QStringLiteral("unknown banqi rule set");
        return v;
    }
    RuleSet rules = *found;
    rules.turnSeconds = int(finalState.value(QStringLiteral("turnSeconds")).toInteger(rules.turnSeconds));
    QStringList records;
    for (const QCborValue& r : finalState.value(QStringLiteral("moves")).toArray())
        records << r.toMap().value(QStringLiteral("action")).toString();
    // The host's game after each number of records, made when first needed.
    std::vector<std::optional<Game>> truths(size_t(records.size()) + 1);
    auto truthAt = [&](qint64 ply) -> const Game* {
        if (ply < 0 || ply > records.size())
            return nullptr;
        auto& t = truths[size_t(ply)];
        if (!t) {
            qiyuan::session::BanqiFileError e;
            t = qiyuan::session::replayBanqi(deal, rules, records.mid(0, ply), &e);
            if (!t)
                v.error = e.message;
        }
        return t ? &*t : nullptr;
    };
    const Game* start = truthAt(0);
    if (!start)
        return v;
    for (int n = 0; n < streams.size(); ++n) {
        const QByteArray& stream = streams[n];
        BanqiLeakCheck check(deal, rules);
        qint64 ply = 0;
        bool ended = false;
        qsizetype at = 0;
        while (at < stream.size()) {
            // One frame: the 4-byte length, then the body (a broken one is the check's to report).
            qsizetype size = stream.size() - at;
            if (size >= 4) {
                const qsizetype body = qFromBigEndian<quint32>(stream.constData() + at);
                size = std::min<qsizetype>(size, 4 + body);
                const QCborMap m = QCborValue::fromCbor(stream.mid(at + 4, body)).toMap();
                const QString t = m.value(QStringLiteral("t")).toString();
                if (t == QLatin1String("moved") || t == QLatin1String("undone"))
                    ply = m.value(QStringLiteral("ply")).toInteger();
                else if (t == QLatin1String("seated") || t == QLatin1String("watching"))
                    ply = m.value(QStringLiteral("state")).toMap().value(QStringLiteral("ply")).toInteger();
                else if (t == QLatin1String("result"))
                    ended = true;
            }
            const Game* truth = truthAt(ply);
            if (!truth) {
                if (v.error.isEmpty())
                    v.error = QStringLiteral("stream %1 names ply %2; the game has %3 records").arg(n).arg(ply).arg(records.size());
                return v;
            }
            check.feed(stream.mid(at, size), *truth, ended);
            at += size;
        }
        v.decoded += check.decodedFindings();
        v.raw += check.rawFindings();
        v.frames += check.frames();
        v.bytes += check.bytes();
    }
    return v;
}
