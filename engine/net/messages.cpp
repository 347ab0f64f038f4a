#include "messages.h"

#include "protocol.h"

#include <QCborArray>
#include <QCborValue>
#include <climits>
#include <span>

namespace qiyuan::net {

namespace {

QString key(const char* s) { return QString::fromLatin1(s); }

// Copies m's `name` into the state when the message carries it.
void copyField(QCborMap* state, const QCborMap& m, const char* name)
{
    if (m.contains(key(name)))
        state->insert(key(name), m.value(key(name)));
}

enum class Kind { Text, Integer, Bool, Map, Array };

struct Field {
    const char* name = nullptr; // nullptr ends a message's list
    Kind kind = Kind::Text;
    bool required = false;
    qint64 min = LLONG_MIN; // integers only
    qint64 max = LLONG_MAX;
};

struct Spec {
    const char* type;
    Field fields[10]; // the unused rest: name nullptr
};

constexpr bool Req = true;
constexpr bool Opt = false;
constexpr qint64 MaxPly = INT_MAX;

// Messages every host receives at its door (docs/PROTOCOL.md: handshake).
const Spec doorSpecs[] = {
    {"hello", {{"magic", Kind::Text, Req}, {"protocol", Kind::Integer, Req}, {"app", Kind::Text, Opt},
               {"name", Kind::Text, Opt}}},
    {"join", {{"name", Kind::Text, Opt}, {"code", Kind::Text, Opt}, {"token", Kind::Text, Opt},
              {"spectate", Kind::Bool, Opt}}},
    {"bye", {}},
    {"ping", {}},
};

// The intents a board game's host receives. A seat named in an intent may be
// any integer: the host answers wrong-seat.
const Spec hostSpecs[] = {
    {"move", {{"action", Kind::Text, Req}, {"ply", Kind::Integer, Opt, 0, MaxPly}, {"seat", Kind::Integer, Opt}}},
    {"resign", {{"seat", Kind::Integer, Opt}}},
    {"draw-offer", {{"seat", Kind::Integer, Opt}}},
    {"draw-answer", {{"accept", Kind::Bool, Req}, {"seat", Kind::Integer, Opt}}},
    {"undo-request", {{"seat", Kind::Integer, Opt}}},
    {"undo-answer", {{"accept", Kind::Bool, Req}, {"seat", Kind::Integer, Opt}}},
    {"chat", {{"text", Kind::Text, Req}, {"seat", Kind::Integer, Opt}}},
};

// The intents a role game's host receives (docs/PROTOCOL.md, "Role games"):
// seats are whole numbers, the host judges their range against the roster.
const Spec roleHostSpecs[] = {
    {"night-action", {{"verb", Kind::Text, Req}, {"target", Kind::Integer, Opt}, {"screen", Kind::Integer, Opt},
                      {"seat", Kind::Integer, Opt}}},
    {"night-withdraw", {{"verb", Kind::Text, Opt}, {"seat", Kind::Integer, Opt}}},
    {"vote", {{"target", Kind::Integer, Req}, {"seat", Kind::Integer, Opt}}},
};

// Messages a client receives: the handshake's answers and the broadcasts.
const Spec clientSpecs[] = {
    {"welcome", {{"magic", Kind::Text, Req}, {"protocol", Kind::Integer, Req}, {"app", Kind::Text, Opt},
                 {"host", Kind::Text, Opt}, {"game", Kind::Text, Opt}, {"variant", Kind::Text, Opt},
                 {"options", Kind::Text, Opt},
                 {"hostSeat", Kind::Integer, Opt, -1, 1}, {"freeSeats", Kind::Integer, Opt, 0, 2},
                 {"clock", Kind::Map, Opt}}},
    {"seated", {{"seat", Kind::Integer, Req, 0, 1}, {"token", Kind::Text, Req}, {"state", Kind::Map, Req}}},
    {"watching", {{"state", Kind::Map, Req}}},
    {"started", {{"toMove", Kind::Integer, Req, 0, 1}, {"clock", Kind::Map, Opt}}},
    {"moved", {{"ply", Kind::Integer, Req, 1, MaxPly}, {"seat", Kind::Integer, Req, 0, 1},
               {"record", Kind::Map, Req}, {"toMove", Kind::Integer, Req, 0, 1}, {"clock", Kind::Map, Opt}}},
    {"undone", {{"ply", Kind::Integer, Req, 0, MaxPly}, {"toMove", Kind::Integer, Req, 0, 1},
                {"clock", Kind::Map, Opt}}},
    {"result", {{"result", Kind::Map, Req}, {"clock", Kind::Map, Opt}}},
    {"paused", {{"paused", Kind::Bool, Req}, {"clock", Kind::Map, Opt}}},
    {"peer", {{"seat", Kind::Integer, Req, 0, 1}, {"connected", Kind::Bool, Req}, {"name", Kind::Text, Opt}}},
    {"draw-offer", {{"seat", Kind::Integer, Req, 0, 1}}},
    {"draw-declined", {{"seat", Kind::Integer, Req, 0, 1}}},
    {"undo-request", {{"seat", Kind::Integer, Req, 0, 1}}},
    {"undo-declined", {{"seat", Kind::Integer, Req, 0, 1}}},
    {"chat", {{"seat", Kind::Integer, Req, -1, 1}, {"name", Kind::Text, Opt}, {"text", Kind::Text, Req}}},
    {"error", {{"code", Kind::Text, Req}, {"text", Kind::Text, Opt}}},
    {"ping", {}},
};

// The parts of a game's state a client reads (seated, watching).
const Field stateFields[] = {
    {"moves", Kind::Array, Req}, {"ply", Kind::Integer, Req, 0, MaxPly}, {"toMove", Kind::Integer, Req, 0, 1},
    {"result", Kind::Map, Opt},  {"clock", Kind::Map, Opt},              {"paused", Kind::Bool, Opt}};

const char* kindName(Kind k)
{
    switch (k) {
    case Kind::Text: return "a text";
    case Kind::Integer: return "an integer";
    case Kind::Bool: return "true or false";
    case Kind::Map: return "a map";
    case Kind::Array: return "an array";
    }
    return "?";
}

bool hasKind(const QCborValue& v, Kind k)
{
    switch (k) {
    case Kind::Text: return v.isString();
    case Kind::Integer: return v.isInteger();
    case Kind::Bool: return v.isBool();
    case Kind::Map: return v.isMap();
    case Kind::Array: return v.isArray();
    }
    return false;
}

// "" when every field of `fields` is right in `m`, else why not (`where` names the map).
QString checkFields(const QCborMap& m, std::span<const Field> fields, const QString& where)
{
    for (const Field& f : fields) {
        if (!f.name)
            break;
        if (!m.contains(key(f.name))) {
            if (f.required)
                return QStringLiteral("%1 needs \"%2\"").arg(where, key(f.name));
            continue;
        }
        const QCborValue v = m.value(key(f.name));
        if (!hasKind(v, f.kind))
            return QStringLiteral("\"%1\" of %2 must be %3").arg(key(f.name), where, key(kindName(f.kind)));
        if (f.kind == Kind::Integer && (v.toInteger() < f.min || v.toInteger() > f.max))
            return QStringLiteral("\"%1\" of %2 is out of range (%3)").arg(key(f.name), where).arg(v.toInteger());
    }
    return {};
}

// A move record as the client lists it: a map with a text "action".
QString checkRecord(const QCborValue& v, const QString& where)
{
    if (!v.isMap())
        return QStringLiteral("a move record of %1 must be a map").arg(where);
    if (!v.toMap().value(key("action")).isString())
        return QStringLiteral("a move record of %1 needs a text \"action\"").arg(where);
    return {};
}

QString checkState(const QCborMap& state, const QString& where)
{
    QString why = checkFields(state, stateFields, where);
    if (!why.isEmpty())
        return why;
    const QCborArray moves = state.value(key("moves")).toArray();
    for (const QCborValue& record : moves) {
        why = checkRecord(record, where);
        if (!why.isEmpty())
            return why;
    }
    if (moves.size() != state.value(key("ply")).toInteger())
        return QStringLiteral("the \"ply\" of %1 is not its number of moves").arg(where);
    return {};
}

} // namespace


QString validateMessage(const QCborMap& m, Receiver receiver, QString* text)
{
    auto refuse = [text](const char* code, const QString& why) {
        if (text)
            *text = why;
        return key(code);
    };
    const QCborValue type = m.value(key("t"));
    if (!type.isString())
        return refuse(err::BadMessage, QStringLiteral("a message needs a text \"t\""));
    const QString t = type.toString();
    const Spec* spec = nullptr;
    const auto find = [&](std::span<const Spec> specs) {
        for (const Spec& s : specs)
            if (t == QLatin1String(s.type))
                spec = &s;
    };
    if (receiver == Receiver::Client) {
        find(clientSpecs);
    } else {
        find(doorSpecs);
        find(receiver == Receiver::Host ? std::span<const Spec>(hostSpecs) : std::span<const Spec>(roleHostSpecs));
    }
    if (!spec)
        return refuse(err::UnknownMessage, QStringLiteral("unknown message \"%1\"").arg(shownText(t)));
    const QString where = QStringLiteral("\"%1\"").arg(t);
    QString why = checkFields(m, spec->fields, where);
    if (why.isEmpty() && receiver == Receiver::Client) {
        if (m.contains(key("state")))
            why = checkState(m.value(key("state")).toMap(), QStringLiteral("the state of %1").arg(where));
        else if (m.contains(key("record")))
            why = checkRecord(m.value(key("record")), where);
    }
    if (!why.isEmpty())
        return refuse(err::BadMessage, why);
    return {};
}

// The game's own public fields that change with every action (banqi's board
// and timeouts, jifen's score), sent as "progress" with moved/undone.
static void mergeProgress(QCborMap* state, const QCborMap& m)
{
    const QCborMap progress = m.value(key("progress")).toMap();
    for (auto it = progress.constBegin(); it != progress.constEnd(); ++it)
        state->insert(it.key(), it.value());
}

void applyToClientState(QCborMap* state, const QCborMap& m)
{
    const QString t = m.value(key("t")).toString();
    if (t == QLatin1String("seated") || t == QLatin1String("watching")) {
        *state = m.value(key("state")).toMap();
    } else if (t == QLatin1String("moved")) {
        QCborArray moves = state->value(key("moves")).toArray();
        moves.append(m.value(key("record")));
        state->insert(key("moves"), moves);
        state->insert(key("ply"), m.value(key("ply")));
        state->insert(key("toMove"), m.value(key("toMove")));
        copyField(state, m, "clock");
        state->insert(key("drawOffer"), -1);
        state->insert(key("undoRequest"), -1);
        mergeProgress(state, m);
    } else if (t == QLatin1String("undone")) {
        const qint64 ply = m.value(key("ply")).toInteger();
        QCborArray moves = state->value(key("moves")).toArray();
        while (!moves.isEmpty() && moves.size() > ply)
            moves.removeLast();
        state->insert(key("moves"), moves);
        state->insert(key("ply"), ply);
        state->insert(key("toMove"), m.value(key("toMove")));
        copyField(state, m, "clock");
        // An accepted take-back answers a pending draw offer too (the host clears both).
        state->insert(key("drawOffer"), -1);
        state->insert(key("undoRequest"), -1);
        mergeProgress(state, m);
    } else if (t == QLatin1String("result")) {
        state->insert(key("result"), m.value(key("result")));
        state->insert(key("drawOffer"), -1);
        state->insert(key("undoRequest"), -1);
        copyField(state, m, "clock");
        copyField(state, m, "reveal");
    } else if (t == QLatin1String("started")) {
        state->insert(key("started"), true);
        state->insert(key("toMove"), m.value(key("toMove")));
        copyField(state, m, "clock");
    } else if (t == QLatin1String("paused")) {
        state->insert(key("paused"), m.value(key("paused")));
        copyField(state, m, "clock");
    } else if (t == QLatin1String("peer")) {
        // A player who leaves takes the open requests with them, theirs and
        // those they were asked (docs/PROTOCOL.md "Draw offers and take-backs").
        const bool connected = m.value(key("connected")).toBool();
        if (!connected) {
            state->insert(key("drawOffer"), -1);
            state->insert(key("undoRequest"), -1);
        }
        // The seat's entry of "seats" follows (a headless table's first player
        // learns the second's name only so); the name stays while it is away.
        QCborArray seats = state->value(key("seats")).toArray();
        while (seats.size() < 2)
            seats.append(QCborMap{{key("name"), QString()}, {key("connected"), false}});
        const qsizetype seat = m.value(key("seat")).toInteger();
        QCborMap entry = seats.at(seat).toMap();
        entry.insert(key("connected"), connected);
        if (connected)
            entry.insert(key("name"), m.value(key("name")).toString());
        else if (!entry.value(key("name")).isString())
            entry.insert(key("name"), QString());
        seats[seat] = entry;
        state->insert(key("seats"), seats);
    } else if (t == QLatin1String("draw-offer")) {
        state->insert(key("drawOffer"), m.value(key("seat")));
    } else if (t == QLatin1String("draw-declined")) {
        state->insert(key("drawOffer"), -1);
    } else if (t == QLatin1String("undo-request")) {
        state->insert(key("undoRequest"), m.value(key("seat")));
    } else if (t == QLatin1String("undo-declined")) {
        state->insert(key("undoRequest"), -1);
    }
}

} // namespace qiyuan::net
