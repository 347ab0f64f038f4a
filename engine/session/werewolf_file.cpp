#include "werewolf_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace qiyuan::session {

using namespace werewolf;

namespace {

std::string key(const QString& s) { return s.toStdString(); }
QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
QString text(const std::string& s) { return QString::fromStdString(s); }

// A key or word from the file inside a message: control characters and
// unpaired surrogates as \uXXXX, long text cut, so the message stays one
// readable line whatever the file holds.
QString shown(const QString& s)
{
    QString out;
    for (qsizetype i = 0; i < s.size() && i < 40; ++i) {
        const QChar c = s[i];
        const bool pair = c.isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate();
        if (pair) {
            out += s.mid(i, 2);
            ++i;
        } else if (c.isSurrogate() || c.unicode() < 0x20 || c.unicode() == 0x7f) {
            out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return s.size() > 40 ? out + QStringLiteral("…") : out;
}

// Reading with a path for every error.
struct Reader {
    QString error;

    bool fail(const QString& where, const QString& why)
    {
        if (error.isEmpty())
            error = where + QLatin1String(": ") + why;
        return false;
    }

    bool integer(const QJsonValue& v, const QString& where, int& out)
    {
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 2147483647.0)
            return fail(where, QStringLiteral("expected a whole number"));
        out = static_cast<int>(d);
        return true;
    }

    // A player id or null (NoPlayer).
    bool optionalId(const QJsonObject& o, const QString& name, const QString& where, int& out)
    {
        out = NoPlayer;
        const QJsonValue v = o.value(name);
        if (v.isUndefined() || v.isNull())
            return true;
        return integer(v, where + QLatin1Char('.') + name, out);
    }

    bool onlyKeys(const QJsonObject& o, const QString& where, const QStringList& allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key()))
                return fail(where, QStringLiteral("unknown key \"%1\" (expected %2)").arg(shown(it.key()), allowed.join(QLatin1String(", "))));
        return true;
    }

    bool settings(const QJsonValue& v, Game g, Settings& s)
    {
        if (v.isUndefined() || v.isNull())
            return true;
        const QString where = QStringLiteral("settings");
        if (!v.isObject())
            return fail(where, QStringLiteral("expected an object"));
        const QJsonObject o = v.toObject();
        if (!onlyKeys(o, where, {"revealOnDeath", "investigation", "elephantHealsItself", "curseVotes", "blessVotes", "tie"}))
            return false;
        auto choice = [&](const char* name, auto parse, auto& out, const char* expected) {
            const QJsonValue x = o.value(QLatin1String(name));
            if (x.isUndefined())
                return true;
            const auto parsed = parse(key(x.toString()));
            if (!x.isString() || !parsed)
                return fail(where + QLatin1Char('.') + QLatin1String(name), QStringLiteral("expected %1").arg(QLatin1String(expected)));
            out = *parsed;
            return true;
        };
        if (!choice("revealOnDeath", revealFromKey, s.revealOnDeath, "\"camp+role\", \"camp\" or \"none\"")
            || !choice("investigation", revealFromKey, s.investigation, "\"camp+role\" or \"camp\"")
            || !choice("tie", tieFromKey, s.tie, "\"nobody\" or \"moderator\""))
            return false;
        if (s.investigation == Reveal::Nothing)
            return fail(where + QLatin1String(".investigation"), QStringLiteral("expected \"camp+role\" or \"camp\" (XW-15a)"));
        if (const QJsonValue x = o.value(QLatin1String("elephantHealsItself")); !x.isUndefined()) {
            if (!x.isBool())
                return fail(where + QLatin1String(".elephantHealsItself"), QStringLiteral("expected true or false"));
            s.elephantHealsItself = x.toBool();
        }
        for (const char* name : {"curseVotes", "blessVotes"}) {
            const QJsonValue x = o.value(QLatin1String(name));
            if (x.isUndefined())
                continue;
            int n = 0;
            if (!integer(x, where + QLatin1Char('.') + QLatin1String(name), n))
                return false;
            if (n < 0 || n > 100)
                return fail(where + QLatin1Char('.') + QLatin1String(name), QStringLiteral("expected 0 to 100 (XW-19)"));
            (QLatin1String(name) == QLatin1String("curseVotes") ? s.curseVotes : s.blessVotes) = n;
        }
        (void)g;
        return true;
    }

    bool players(const QJsonValue& v, Game g, WerewolfGame& out)
    {
        if (!v.isArray())
            return fail(QStringLiteral("players"), QStringLiteral("expected an array of {\"id\", \"camp\", \"role\"}"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString where = QStringLiteral("players[%1]").arg(i);
            if (!a[i].isObject())
                return fail(where, QStringLiteral("expected an object"));
            const QJsonObject o = a[i].toObject();
            if (!onlyKeys(o, where, {"id", "camp", "role", "name"}))
                return false;
            Seat seat;
            if (!integer(o.value(QLatin1String("id")), where + QLatin1String(".id"), seat.id))
                return false;
            const auto camp = campFromKey(g, key(o.value(QLatin1String("camp")).toString()));
            if (!camp)
                return fail(where + QLatin1String(".camp"), QStringLiteral("expected \"%1\" or \"black\"").arg(text(campKey(g, Camp::Red))));
            seat.camp = *camp;
            const auto role = roleFromKey(g, key(o.value(QLatin1String("role")).toString()));
            if (!role)
                return fail(where + QLatin1String(".role"),
                            g == Game::Xiangqi ? QStringLiteral("expected shuai, che, ma, pao, xiang, shi-left, shi-right or bing")
                                               : QStringLiteral("expected king, queen, rook, knight, bishop or pawn"));
            seat.role = *role;
            if (const QJsonValue name = o.value(QLatin1String("name")); name.isString())
                out.names[seat.id] = name.toString();
            else if (!name.isUndefined())
                return fail(where + QLatin1String(".name"), QStringLiteral("expected a string"));
            out.seats.push_back(seat);
        }
        return true;
    }

    bool action(const QJsonValue& v, const QString& at, Action& act)
    {
        if (!v.isObject())
            return fail(at, QStringLiteral("expected an object {\"actor\", \"action\", ...}"));
        const QJsonObject o = v.toObject();
        if (!onlyKeys(o, at, {"actor", "action", "target", "screen"}))
            return false;
        if (!integer(o.value(QLatin1String("actor")), at + QLatin1String(".actor"), act.actor))
            return false;
        const auto verb = verbFromKey(key(o.value(QLatin1String("action")).toString()));
        if (!verb)
            return fail(at + QLatin1String(".action"),
                        QStringLiteral("expected kill, substitute, imprison, investigate, heal, curse, bless, pray, rest, castle, exchange or cover"));
        act.verb = *verb;
        return optionalId(o, QStringLiteral("target"), at, act.target) && optionalId(o, QStringLiteral("screen"), at, act.screen);
    }

    bool night(const QJsonValue& v, const QString& where, Phase& out)
    {
        if (!v.isArray())
            return fail(where, QStringLiteral("expected an array of actions"));
        Night n;
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString at = where + QStringLiteral("[%1]").arg(i);
            Action act;
            if (!action(a[i], at, act))
                return false;
            n.actions.push_back(act);
        }
        out = n;
        return true;
    }

    bool day(const QJsonValue& v, const QString& where, Phase& out)
    {
        if (!v.isObject())
            return fail(where, QStringLiteral("expected an object {\"votes\": {...}}"));
        const QJsonObject o = v.toObject();
        if (!onlyKeys(o, where, {"votes", "decision"}))
            return false;
        Day d;
        const QJsonValue votes = o.value(QLatin1String("votes"));
        if (!votes.isUndefined() && !votes.isObject())
            return fail(where + QLatin1String(".votes"), QStringLiteral("expected an object {\"voter\": target or null}"));
        const QJsonObject vo = votes.toObject();
        for (auto it = vo.begin(); it != vo.end(); ++it) {
            const QString at = where + QStringLiteral(".votes.") + shown(it.key());
            bool ok = false;
            Vote vote;
            vote.voter = it.key().toInt(&ok);
            // Only the id as written ("9", not " 9" or "09"): the keys' order is
            // the votes' order, and it must survive saving.
            if (!ok || QString::number(vote.voter) != it.key())
                return fail(at, QStringLiteral("a voter is a player id"));
            if (!it.value().isNull() && !integer(it.value(), at, vote.target))
                return false;
            d.votes.push_back(vote);
        }
        if (!optionalId(o, QStringLiteral("decision"), where, d.decision))
            return false;
        out = d;
        return true;
    }

    bool promote(const QJsonValue& v, Game g, const QString& where, Phase& out)
    {
        if (!v.isObject())
            return fail(where, QStringLiteral("expected an object {\"player\", \"to\"}"));
        const QJsonObject o = v.toObject();
        if (!onlyKeys(o, where, {"player", "to"}))
            return false;
        Promotion p;
        if (!integer(o.value(QLatin1String("player")), where + QLatin1String(".player"), p.player))
            return false;
        const auto role = roleFromKey(Game::Chess, key(o.value(QLatin1String("to")).toString()));
        if (!role)
            return fail(where + QLatin1String(".to"), QStringLiteral("expected queen, rook, knight or bishop"));
        p.to = *role;
        (void)g;
        out = p;
        return true;
    }

    bool override(const QJsonValue& v, const QString& where, Phase& out)
    {
        if (!v.isObject())
            return fail(where, QStringLiteral("expected an object {\"player\", \"alive\", \"reason\"}"));
        const QJsonObject o = v.toObject();
        if (!onlyKeys(o, where, {"player", "alive", "reason"}))
            return false;
        Override ov;
        if (!integer(o.value(QLatin1String("player")), where + QLatin1String(".player"), ov.player))
            return false;
        const QJsonValue alive = o.value(QLatin1String("alive"));
        if (!alive.isBool())
            return fail(where + QLatin1String(".alive"), QStringLiteral("expected true or false"));
        ov.alive = alive.toBool();
        const QJsonValue reason = o.value(QLatin1String("reason"));
        if (!reason.isString())
            return fail(where + QLatin1String(".reason"), QStringLiteral("expected a string (XW-25, CW-18)"));
        ov.reason = reason.toString().toStdString();
        out = ov;
        return true;
    }

    bool phases(const QJsonValue& v, Game g, std::vector<Phase>& out)
    {
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(QStringLiteral("phases"), QStringLiteral("expected an array"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString where = QStringLiteral("phases[%1]").arg(i);
            const QJsonObject o = a[i].toObject();
            if (!a[i].isObject() || o.size() != 1)
                return fail(where, QStringLiteral("expected one of {\"night\": [...]}, {\"day\": {...}}, {\"promote\": {...}}, {\"override\": {...}}"));
            const QString kind = o.begin().key();
            const QJsonValue body = o.begin().value();
            const QString at = where + QLatin1Char('.') + kind;
            Phase p;
            bool ok = false;
            if (kind == QLatin1String("night"))
                ok = night(body, at, p);
            else if (kind == QLatin1String("day"))
                ok = day(body, at, p);
            else if (kind == QLatin1String("promote"))
                ok = promote(body, g, at, p);
            else if (kind == QLatin1String("override"))
                ok = override(body, at, p);
            else
                return fail(where, QStringLiteral("unknown phase \"%1\" (night, day, promote, override)").arg(shown(kind)));
            if (!ok)
                return false;
            out.push_back(p);
        }
        return true;
    }
};

QJsonArray idArray(const std::vector<int>& ids)
{
    QJsonArray a;
    for (int id : ids)
        a.append(id);
    return a;
}

QString phaseName(const Phase& p, const State& before)
{
    switch (kindOf(p)) {
    case PhaseKind::Night: return QStringLiteral("night %1").arg(before.nights + 1);
    case PhaseKind::Day: return QStringLiteral("day %1").arg(before.days + 1);
    case PhaseKind::Promotion: return QStringLiteral("promote");
    case PhaseKind::Override: return QStringLiteral("override");
    }
    return {};
}

} // namespace

namespace {
// One piece read with a Reader: its value, or nullopt and the Reader's sentence.
template <typename T, typename Read>
std::optional<T> readPiece(QString* error, Read read)
{
    Reader r;
    T out{};
    if (!read(r, out)) {
        if (error)
            *error = r.error;
        return std::nullopt;
    }
    return out;
}
} // namespace

std::optional<Settings> readWerewolfSettings(const QJsonValue& v, Game g, const Settings& start, QString* error)
{
    return readPiece<Settings>(error, [&](Reader& r, Settings& out) { out = start; return r.settings(v, g, out); });
}

std::optional<std::vector<Seat>> readWerewolfPlayers(const QJsonValue& v, Game g, std::map<int, QString>* names, QString* error)
{
    WerewolfGame game;
    auto seats = readPiece<std::vector<Seat>>(error, [&](Reader& r, std::vector<Seat>& out) {
        if (!r.players(v, g, game))
            return false;
        out = game.seats;
        return true;
    });
    if (seats && names)
        *names = game.names;
    return seats;
}

std::optional<Action> readWerewolfAction(const QJsonValue& v, const QString& where, QString* error)
{
    return readPiece<Action>(error, [&](Reader& r, Action& out) { return r.action(v, where, out); });
}

std::optional<Night> readWerewolfNight(const QJsonValue& v, const QString& where, QString* error)
{
    return readPiece<Night>(error, [&](Reader& r, Night& out) {
        Phase p;
        if (!r.night(v, where, p))
            return false;
        out = std::get<Night>(p);
        return true;
    });
}

std::optional<Promotion> readWerewolfPromotion(const QJsonValue& v, const QString& where, QString* error)
{
    return readPiece<Promotion>(error, [&](Reader& r, Promotion& out) {
        Phase p;
        if (!r.promote(v, Game::Chess, where, p))
            return false;
        out = std::get<Promotion>(p);
        return true;
    });
}

std::optional<Override> readWerewolfOverride(const QJsonValue& v, const QString& where, QString* error)
{
    return readPiece<Override>(error, [&](Reader& r, Override& out) {
        Phase p;
        if (!r.override(v, where, p))
            return false;
        out = std::get<Override>(p);
        return true;
    });
}

std::optional<WerewolfGame> readWerewolfGame(const QByteArray& json, QString* error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    auto failed = [&](const QString& why) -> std::optional<WerewolfGame> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (parse.error != QJsonParseError::NoError)
        return failed(QStringLiteral("not JSON: %1 at offset %2").arg(parse.errorString()).arg(parse.offset));
    if (!doc.isObject())
        return failed(QStringLiteral("expected a JSON object {\"game\", \"settings\", \"players\", \"phases\"}"));
    const QJsonObject o = doc.object();
    Reader r;
    WerewolfGame game;
    const auto g = gameFromKey(key(o.value(QLatin1String("game")).toString()));
    if (!g)
        return failed(QStringLiteral("game: expected \"xiangqi\" or \"chess\""));
    game.game = *g;
    if (!r.onlyKeys(o, QStringLiteral("the file"), {"game", "settings", "players", "phases"})
        || !r.settings(o.value(QLatin1String("settings")), *g, game.settings)
        || !r.players(o.value(QLatin1String("players")), *g, game)
        || !r.phases(o.value(QLatin1String("phases")), *g, game.phases))
        return failed(r.error);
    return game;
}

QJsonArray actionsToJson(const std::vector<Action>& actions)
{
    QJsonArray out;
    for (const Action& a : actions) {
        QJsonObject o{{"actor", a.actor}, {"action", text(verbKey(a.verb))}};
        if (a.target != NoPlayer)
            o.insert(QStringLiteral("target"), a.target);
        if (a.screen != NoPlayer)
            o.insert(QStringLiteral("screen"), a.screen);
        out.append(o);
    }
    return out;
}

QJsonObject settingsToJson(const Settings& s)
{
    const Settings defaults;
    QJsonObject settings;
    if (s.revealOnDeath != defaults.revealOnDeath)
        settings.insert(QStringLiteral("revealOnDeath"), text(revealKey(s.revealOnDeath)));
    if (s.investigation != defaults.investigation)
        settings.insert(QStringLiteral("investigation"), text(revealKey(s.investigation)));
    if (s.elephantHealsItself != defaults.elephantHealsItself)
        settings.insert(QStringLiteral("elephantHealsItself"), s.elephantHealsItself);
    if (s.curseVotes != defaults.curseVotes)
        settings.insert(QStringLiteral("curseVotes"), s.curseVotes);
    if (s.blessVotes != defaults.blessVotes)
        settings.insert(QStringLiteral("blessVotes"), s.blessVotes);
    if (s.tie != defaults.tie)
        settings.insert(QStringLiteral("tie"), text(tieKey(s.tie)));
    return settings;
}

QJsonObject werewolfGameToJson(const WerewolfGame& game)
{
    const Game g = game.game;
    const QJsonObject settings = settingsToJson(game.settings);
    QJsonArray players;
    for (const Seat& seat : game.seats) {
        QJsonObject p{{"id", seat.id}, {"camp", text(campKey(g, seat.camp))}, {"role", text(roleKey(seat.role))}};
        if (const auto it = game.names.find(seat.id); it != game.names.end())
            p.insert(QStringLiteral("name"), it->second);
        players.append(p);
    }
    QJsonArray phases;
    for (const Phase& phase : game.phases) {
        switch (kindOf(phase)) {
        case PhaseKind::Night: {
            phases.append(QJsonObject{{"night", actionsToJson(std::get<Night>(phase).actions)}});
            break;
        }
        case PhaseKind::Day: {
            const Day& d = std::get<Day>(phase);
            QJsonObject votes;
            for (const Vote& v : d.votes)
                votes.insert(QString::number(v.voter), v.target == NoPlayer ? QJsonValue() : QJsonValue(v.target));
            QJsonObject day{{"votes", votes}};
            if (d.decision != NoPlayer)
                day.insert(QStringLiteral("decision"), d.decision);
            phases.append(QJsonObject{{"day", day}});
            break;
        }
        case PhaseKind::Promotion: {
            const Promotion& p = std::get<Promotion>(phase);
            phases.append(QJsonObject{{"promote", QJsonObject{{"player", p.player}, {"to", text(roleKey(p.to))}}}});
            break;
        }
        case PhaseKind::Override: {
            const Override& o = std::get<Override>(phase);
            phases.append(QJsonObject{
                {"override", QJsonObject{{"player", o.player}, {"alive", o.alive}, {"reason", text(o.reason)}}}});
            break;
        }
        }
    }
    QJsonObject out{{"game", text(gameKey(g))}, {"players", players}, {"phases", phases}};
    out.insert(QStringLiteral("settings"), settings);
    return out;
}

QJsonObject phaseResultToJson(const PhaseResult& r, Game g, Style style)
{
    static const char* const Kinds[] = {"night", "day", "promote", "override"};
    QJsonArray messages;
    for (const Message& m : r.messages)
        messages.append(QJsonObject{{"to", idArray(m.to)}, {"text", text(describe(m.event, g, style))}});
    QJsonArray log;
    for (const Event& e : r.log)
        log.append(text(describe(e, g, style)));
    return QJsonObject{
        {"phase", QLatin1String(Kinds[static_cast<int>(r.kind)])},
        {"deaths", idArray(r.deaths)},
        {"executed", r.executed == NoPlayer ? QJsonValue() : QJsonValue(r.executed)},
        {"invincible", idArray(r.invincible)},
        {"imprisoned", idArray(r.imprisoned)},
        {"private", messages},
        {"log", log},
        {"announcement", text(announcement(r, g, style))},
    };
}

QJsonObject tableToJson(const Table& table, Style style)
{
    QJsonArray phases;
    for (const PhaseResult& r : table.results())
        phases.append(phaseResultToJson(r, table.game(), style));
    std::vector<int> alive;
    for (const Player& p : table.state().players)
        if (p.alive)
            alive.push_back(p.id);
    std::sort(alive.begin(), alive.end());
    const State& s = table.state();
    QJsonValue winner;
    if (s.over)
        winner = s.winner ? text(campKey(s.game, *s.winner)) : QStringLiteral("draw");
    return QJsonObject{{"phases", phases}, {"alive", idArray(alive)}, {"winner", winner}};
}

QString refusalText(const RuleError& e, int phaseIndex, const Phase& phase, const State& before, Style style)
{
    return QStringLiteral("phase %1 (%2): %3")
        .arg(phaseIndex + 1)
        .arg(phaseName(phase, before), text(describe(e, before.game, style)));
}

std::optional<Table> resolveWerewolfGame(const WerewolfGame& game, Style style, QString* error)
{
    RuleError refusal;
    auto table = Table::create(game.game, game.settings, game.seats, &refusal);
    if (!table) {
        if (error)
            *error = QStringLiteral("players: ") + QString::fromStdString(describe(refusal, game.game, style));
        return std::nullopt;
    }
    for (std::size_t i = 0; i < game.phases.size(); ++i) {
        const State before = table->state();
        if (auto e = table->commit(game.phases[i])) {
            if (error)
                *error = refusalText(*e, static_cast<int>(i), game.phases[i], before, style);
            return std::nullopt;
        }
    }
    return table;
}

} // namespace qiyuan::session
