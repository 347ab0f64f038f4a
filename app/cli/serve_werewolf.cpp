// qiyuan-cli serve --variant werewolf-xiangqi|werewolf-chess: the role-game
// host with the moderator on stdin (docs/CLI.md, "serve", "Role games").
//
// The moderator's lines drive the GUI moderator's own objects: the session
// (session::ModeratorSession: the deal, tonight's entries, every phase through
// the engine's Table) and the LAN host (net::WerewolfHost: seats, night forms,
// submissions, votes), which publishes the session after each command through
// the same WerewolfHost::sync as the GUI page's; the table is announced on the
// LAN as the GUI announces it. Every line gets one answer (ok or error); what the players
// and the table do comes as events between the answers.
#include "serve.h"

#include "net/discovery.h"
#include "net/werewolfhost.h"
#include "session/moderatorsession.h"
#include "session/traditional.h"
#include "session/werewolf_file.h"
#include "werewolf/speaking.h"
#include "werewolf/text.h"

#include <QCoreApplication>
#include <QCborMap>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <QSocketNotifier>
#include <QTimer>

#include <cmath>
#include <unistd.h>

namespace qiyuan::cli {

namespace {

using namespace qiyuan::werewolf;
using session::ModeratorSession;
namespace werewolfsetup = session::werewolfsetup;

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A refused line: the answer's text and, when a ruling refused it, its id.
struct Refusal {
    QString text;
    QString rule;
};

// A line longer than this is refused whole (nothing the moderator says is near it).
constexpr qsizetype MaxLine = 1 << 20;

class WerewolfServer {
public:
    WerewolfServer(const ServeOptions& options, Game game)
        : options_(options), game_(game), session_(game),
          host_(net::WerewolfHostSettings{options.name, options.code, werewolfsetup::standardPlayers(game)},
                options.timing)
    {
    }

    bool start(QString* error);
    void finish(const QString& reason);

private:
    // ---- stdin ----
    void readStdin();
    void handleLine(const QByteArray& line);
    // The command's answer: ok with what changed, or the refusal.
    std::optional<Refusal> run(const QString& cmd, const QJsonObject& o, QJsonObject& answer);

    // ---- the commands ----
    std::optional<Refusal> settings(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> deal(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> assign(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> release(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> personal(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> seatCommand(const QJsonObject& o, int& seat);
    std::optional<Refusal> openNight(const QJsonObject&, QJsonObject& answer);
    std::optional<Refusal> enter(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> entries(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> remove(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> resolve(const QJsonObject&, QJsonObject& answer);
    QJsonObject announcements(const PhaseResult& r) const;
    std::optional<Refusal> commit(const QJsonObject&, QJsonObject& answer);
    std::optional<Refusal> openVote(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> vote(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> closeVote(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> revealVote(const QJsonObject&, QJsonObject& answer);
    std::optional<Refusal> promote(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> overridePhase(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> undo(const QJsonObject&, QJsonObject& answer);
    std::optional<Refusal> timer(const QJsonObject& o, QJsonObject& answer);
    std::optional<Refusal> state(const QJsonObject&, QJsonObject& answer)
    {
        answer = stateJson();
        return std::nullopt;
    }
    std::optional<Refusal> abandon(const QJsonObject&, QJsonObject&)
    {
        reset();
        return std::nullopt;
    }
    std::optional<Refusal> quit(const QJsonObject&, QJsonObject&)
    {
        pendingBye_ = QStringLiteral("quit");
        return std::nullopt;
    }
    void reset();
    void endGame();

    // ---- keeping the session and the host in step (as the GUI page does) ----
    void sync();
    void followPhases();
    void followWaiting();
    std::optional<Refusal> sessionRefusal(const QString& text) const
    {
        return Refusal{text, session_.lastRefusalRule()};
    }
    std::optional<Refusal> needsGame() const;
    // The answer to a committed phase: its 0-based index.
    std::optional<Refusal> committed(QJsonObject& answer) const
    {
        answer.insert(QStringLiteral("phase"), qint64(session_.table()->results().size() - 1));
        return std::nullopt;
    }
    std::optional<Refusal> needsNight() const;
    std::optional<Refusal> needsDay() const;
    QJsonObject stateJson() const;
    QJsonArray tonightJson() const { return session::actionsToJson(session_.tonight()); }
    QString nameOf(int seat) const { return session_.playerName(seat); }
    // The roster's name of a seat; the name its player joined with when the roster has none.
    QString seatName(int seat) const
    {
        const QString roster = nameOf(seat);
        return roster.isEmpty() ? host_.joinedName(seat) : roster;
    }
    // The discovery broadcast says what the table is now (free seats, the game).
    void announce();

    ServeOptions options_;
    Game game_;
    ModeratorSession session_;
    net::WerewolfHost host_;
    net::Announcer* announcer_ = nullptr;
    QSocketNotifier* stdin_ = nullptr;
    QByteArray buffer_;
    bool skipping_ = false;     // inside a line that was too long
    std::size_t shownPhases_ = 0;
    QMap<int, QString> waiting_; // the lobby as last reported: id → name
    int gameNumber_ = 0;        // games dealt
    int played_ = 0;             // games that reached a winner
    bool overCounted_ = false;   // the current game's end is in played_
    bool finished_ = false;
    QString pendingBye_;         // set by a command: bye after its answer
};

// ---- the answers' small helpers ----

Refusal refusal(const QString& text) { return Refusal{text, {}}; }

// Only these keys (besides "cmd") in a line.
std::optional<Refusal> onlyKeys(const QJsonObject& o, const QStringList& allowed)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("cmd") && !allowed.contains(it.key()))
            return refusal(allowed.isEmpty()
                               ? QStringLiteral("unknown key \"%1\" (this command takes none)").arg(it.key().left(40))
                               : QStringLiteral("unknown key \"%1\" (expected %2)")
                                     .arg(it.key().left(40), allowed.join(QLatin1String(", "))));
    return std::nullopt;
}

// A whole number field; *present false when absent (then not an error unless required).
std::optional<Refusal> wholeNumber(const QJsonObject& o, const QString& name, bool required, int& out, bool* present = nullptr)
{
    const QJsonValue v = o.value(name);
    if (present)
        *present = !v.isUndefined();
    if (v.isUndefined()) {
        if (required)
            return refusal(QStringLiteral("\"%1\" is required (a whole number)").arg(name));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 2147483647.0)
        return refusal(QStringLiteral("\"%1\" must be a whole number").arg(name));
    out = int(d);
    return std::nullopt;
}

QJsonObject without(QJsonObject o, const char* key)
{
    o.remove(QLatin1String(key));
    return o;
}

QJsonArray idArray(const QList<int>& ids)
{
    QJsonArray a;
    for (int id : ids)
        a.append(id);
    return a;
}

// ---- start and end ----

bool WerewolfServer::start(QString* error)
{
    if (!host_.listen(options_.bind, options_.port, error))
        return false;
    if (options_.phonesPort && !host_.listenPhones(options_.bind, *options_.phonesPort, error))
        return false;
    QObject* ctx = &host_;
    // A seat's player by the roster's name ("Emil"), as the moderator dealt it;
    // joinedAs is the name as the player typed it ("emil").
    QObject::connect(&host_, &net::WerewolfHost::playerJoined, ctx, [this](int seat, const QString& name, bool rejoined) {
        emitEvent(QStringLiteral("joined"),
                  {{"seat", seat}, {"name", seatName(seat)}, {"joinedAs", name}, {"rejoined", rejoined}});
        announce();
    });
    QObject::connect(&host_, &net::WerewolfHost::playerLeft, ctx, [this](int seat) {
        emitEvent(QStringLiteral("left"), {{"seat", seat}, {"name", seatName(seat)}});
    });
    QObject::connect(&host_, &net::WerewolfHost::waitingChanged, ctx, [this] {
        followWaiting();
        announce();
    });
    QObject::connect(&host_, &net::WerewolfHost::submitted, ctx, [this](int seat) {
        // The players' entries are the session's (the moderator may still edit them).
        std::vector<Action> own;
        for (const Action& a : session_.tonight())
            if (a.actor == seat)
                own.push_back(a);
        emitEvent(QStringLiteral("submitted"), {{"seat", seat}, {"entries", session::actionsToJson(own)}});
    });
    QObject::connect(&host_, &net::WerewolfHost::voted, ctx, [this](int seat) {
        QJsonValue target;
        if (const int vote = session_.voteOf(seat); vote > 0)
            target = vote;
        emitEvent(QStringLiteral("voted"), {{"seat", seat}, {"target", target}});
    });
    QObject::connect(&host_, &net::WerewolfHost::peerRefused, ctx, &emitRefusal);

    // The discovery broadcast, as the GUI's role-game host announces itself.
    announcer_ = new net::Announcer({}, &host_);
    host_.follow(&session_);
    sync();
    announcer_->start();

    stdin_ = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, &host_);
    QObject::connect(stdin_, &QSocketNotifier::activated, ctx, [this] { readStdin(); });

    QJsonObject listening{{"port", host_.port()},
                          {"code", host_.roomCode()},
                          {"game", QStringLiteral("werewolf")},
                          {"variant", QString::fromStdString(options_.variant)},
                          {"name", options_.name},
                          {"games", options_.games}};
    if (host_.phonesListening()) {
        listening.insert(QStringLiteral("phones"), host_.phonePort());
        listening.insert(QStringLiteral("url"), host_.phoneUrl());
    }
    emitEvent(QStringLiteral("listening"), listening);
    return true;
}

void WerewolfServer::finish(const QString& reason)
{
    if (finished_)
        return;
    finished_ = true;
    if (stdin_)
        stdin_->setEnabled(false);
    if (announcer_)
        announcer_->stop();
    host_.close();
    emitEvent(QStringLiteral("bye"), {{"reason", reason}, {"played", played_}});
    // The goodbyes leave the sockets before the loop ends.
    QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); });
}

// ---- stdin: one JSON object a line ----

void WerewolfServer::readStdin()
{
    char chunk[4096];
    const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
    if (n <= 0) {
        // End of input (or a broken pipe): the moderator has left.
        stdin_->setEnabled(false);
        if (!buffer_.trimmed().isEmpty() && !skipping_)
            handleLine(buffer_);
        buffer_.clear();
        if (!finished_)
            finish(QStringLiteral("stdin-closed"));
        return;
    }
    buffer_.append(chunk, n);
    for (qsizetype nl; !finished_ && (nl = buffer_.indexOf('\n')) >= 0;) {
        const QByteArray line = buffer_.left(nl);
        buffer_.remove(0, nl + 1);
        if (skipping_)
            skipping_ = false; // the end of the long line
        else
            handleLine(line);
    }
    if (buffer_.size() > MaxLine && !skipping_) {
        emitEvent(QStringLiteral("error"), {{"cmd", QJsonValue()}, {"text", QStringLiteral("line longer than 1 MiB: ignored")}});
        buffer_.clear();
        skipping_ = true;
    } else if (skipping_) {
        buffer_.clear();
    }
}

void WerewolfServer::handleLine(const QByteArray& bytes)
{
    if (bytes.trimmed().isEmpty())
        return; // blank lines are no commands
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        const QString why = parseError.error != QJsonParseError::NoError
            ? QStringLiteral("not JSON (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset)
            : QStringLiteral("expected a JSON object {\"cmd\": ...}");
        emitEvent(QStringLiteral("error"), {{"cmd", QJsonValue()}, {"text", why}});
        return;
    }
    const QJsonObject o = doc.object();
    const QJsonValue cmdValue = o.value(QLatin1String("cmd"));
    if (!cmdValue.isString()) {
        emitEvent(QStringLiteral("error"), {{"cmd", cmdValue.isUndefined() ? QJsonValue() : cmdValue},
                                            {"text", QStringLiteral("every line needs \"cmd\": a command name")}});
        return;
    }
    const QString cmd = cmdValue.toString();
    QJsonObject answer;
    const auto refused = run(cmd, o, answer);
    sync();
    followPhases();
    if (refused) {
        QJsonObject e{{"cmd", cmd}, {"text", refused->text}};
        if (!refused->rule.isEmpty())
            e.insert(QStringLiteral("rule"), refused->rule);
        emitEvent(QStringLiteral("error"), e);
    } else {
        answer.insert(QStringLiteral("cmd"), cmd);
        emitEvent(QStringLiteral("ok"), answer);
    }
    if (!pendingBye_.isEmpty())
        finish(pendingBye_);
}

std::optional<Refusal> WerewolfServer::run(const QString& cmd, const QJsonObject& o, QJsonObject& answer)
{
    using Run = std::optional<Refusal> (WerewolfServer::*)(const QJsonObject&, QJsonObject&);
    struct Command {
        const char* name;
        Run run;
        bool bare; // takes no fields
    };
    static const Command commands[] = {
        {"settings", &WerewolfServer::settings, false},   {"deal", &WerewolfServer::deal, false},
        {"assign", &WerewolfServer::assign, false},       {"release", &WerewolfServer::release, false},
        {"open-night", &WerewolfServer::openNight, true}, {"enter", &WerewolfServer::enter, false},
        {"entries", &WerewolfServer::entries, false},     {"remove", &WerewolfServer::remove, false},
        {"resolve", &WerewolfServer::resolve, true},      {"commit", &WerewolfServer::commit, true},
        {"open-vote", &WerewolfServer::openVote, false},  {"vote", &WerewolfServer::vote, false},
        {"close-vote", &WerewolfServer::closeVote, false}, {"promote", &WerewolfServer::promote, false},
        {"override", &WerewolfServer::overridePhase, false}, {"undo", &WerewolfServer::undo, true},
        {"state", &WerewolfServer::state, true},          {"reset", &WerewolfServer::abandon, true},
        {"quit", &WerewolfServer::quit, true},            {"personal", &WerewolfServer::personal, false},
        {"timer", &WerewolfServer::timer, false},
        {"reveal-vote", &WerewolfServer::revealVote, true},
    };
    QStringList names;
    for (const Command& c : commands) {
        if (cmd == QLatin1String(c.name)) {
            if (c.bare)
                if (auto r = onlyKeys(o, {}))
                    return r;
            return (this->*c.run)(o, answer);
        }
        names << QLatin1String(c.name);
    }
    return refusal(QStringLiteral("unknown command \"%1\" (%2)").arg(cmd.left(40), names.join(QLatin1String(", "))));
}

// ---- setup ----

std::optional<Refusal> WerewolfServer::settings(const QJsonObject& o, QJsonObject& answer)
{
    if (session_.playing())
        return refusal(QStringLiteral("the settings are fixed while a game is played (reset it first)"));
    QString error;
    const auto s = session::readWerewolfSettings(without(o, "cmd"), game_, session_.settings(), &error);
    if (!s)
        return refusal(error);
    session_.setSettings(*s);
    answer.insert(QStringLiteral("settings"), session::settingsToJson(session_.settings()));
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::deal(const QJsonObject& o, QJsonObject& answer)
{
    if (auto r = onlyKeys(o, {"players", "roles", "seed"}))
        return r;
    if (session_.playing())
        return refusal(QStringLiteral("a game is being played: reset it first"));
    const QJsonValue players = o.value(QLatin1String("players"));
    if (!players.isArray() || players.toArray().isEmpty())
        return refusal(QStringLiteral("\"players\": expected the names [\"...\", ...] or the deal [{\"id\", \"camp\", \"role\", \"name\"}, ...]"));
    const bool byName = players.toArray().at(0).isString();
    std::vector<Seat> seats;
    std::map<int, QString> names;
    if (byName) {
        QStringList list;
        for (const QJsonValue& v : players.toArray()) {
            const QString name = v.toString().trimmed();
            if (!v.isString() || name.isEmpty() || name.size() > net::MaxNameChars)
                return refusal(QStringLiteral("\"players\": every name is a string of 1 to 40 characters"));
            list << name;
        }
        werewolfsetup::RoleSet set = werewolfsetup::RoleSet::Standard;
        if (const QJsonValue roles = o.value(QLatin1String("roles")); !roles.isUndefined()) {
            if (roles == QJsonValue(QStringLiteral("reduced")))
                set = werewolfsetup::RoleSet::Reduced;
            else if (roles != QJsonValue(QStringLiteral("standard")))
                return refusal(QStringLiteral("\"roles\": expected \"standard\" or \"reduced\""));
        }
        std::uint64_t seed = session_.seed();
        if (const QJsonValue s = o.value(QLatin1String("seed")); !s.isUndefined()) {
            const double d = s.toDouble();
            if (!s.isDouble() || d != std::floor(d) || d < 0 || d > 9007199254740991.0)
                return refusal(QStringLiteral("\"seed\": expected a whole number from 0 to 2^53-1"));
            seed = std::uint64_t(d);
        }
        if (session_.started())
            endGame();
        const auto previousSet = session_.roleSet();
        const auto previousSeed = session_.seed();
        session_.setRoleSet(set);
        session_.setSeed(seed);
        QString error;
        if (!session_.dealRoles(list, &error)) {
            session_.setRoleSet(previousSet);
            session_.setSeed(previousSeed);
            return refusal(error);
        }
        answer.insert(QStringLiteral("seed"), qint64(seed));
    } else {
        if (o.contains(QLatin1String("roles")) || o.contains(QLatin1String("seed")))
            return refusal(QStringLiteral("\"roles\" and \"seed\" go with a list of names, not with a given deal"));
        QString error;
        const auto given = session::readWerewolfPlayers(players, game_, &names, &error);
        if (!given)
            return refusal(error);
        if (session_.started())
            endGame();
        session_.load(session_.settings(), *given, names, std::nullopt, {}, {});
    }
    QString error;
    if (!session_.startGame(&error)) {
        const QString rule = session_.lastRefusalRule();
        reset(); // a refused deal leaves no half-made game
        return Refusal{error, rule};
    }
    ++gameNumber_;
    overCounted_ = false;
    QJsonArray dealt;
    for (const Seat& s : session_.deal())
        dealt.append(QJsonObject{{"id", s.id},
                                 {"name", nameOf(s.id)},
                                 {"camp", qs(campKey(game_, s.camp))},
                                 {"role", qs(roleKey(s.role))}});
    answer.insert(QStringLiteral("game"), gameNumber_);
    answer.insert(QStringLiteral("players"), dealt);
    return std::nullopt;
}

// A finished game makes room for the next: the host keeps its seats (and their
// players) until sync() gives it the new table (WerewolfHost::sync), whose seats
// of the same numbers they keep.
void WerewolfServer::endGame()
{
    session_.reset();
    shownPhases_ = 0;
}

void WerewolfServer::reset()
{
    session_.reset();
    host_.sync(); // no table: every seat is free again
    shownPhases_ = 0;
}

std::optional<Refusal> WerewolfServer::assign(const QJsonObject& o, QJsonObject& answer)
{
    int waiting = 0, seat = 0;
    if (auto r = onlyKeys(o, {"waiting", "seat"}))
        return r;
    if (auto r = wholeNumber(o, QStringLiteral("waiting"), true, waiting))
        return r;
    if (auto r = wholeNumber(o, QStringLiteral("seat"), true, seat))
        return r;
    if (auto r = needsGame())
        return r;
    QString error;
    if (!host_.assign(waiting, seat, &error))
        return refusal(error);
    answer.insert(QStringLiteral("seat"), seat);
    answer.insert(QStringLiteral("name"), host_.joinedName(seat));
    return std::nullopt;
}

// A seat's personal token and page address (the reveal's QR code): a phone
// that opens it is bound to the seat (--phones).
std::optional<Refusal> WerewolfServer::personal(const QJsonObject& o, QJsonObject& answer)
{
    int seat = 0;
    if (auto r = seatCommand(o, seat))
        return r;
    if (!host_.phonesListening())
        return refusal(QStringLiteral("phones are off (serve --phones PORT)"));
    answer.insert(QStringLiteral("seat"), seat);
    answer.insert(QStringLiteral("token"), host_.personalToken(seat));
    answer.insert(QStringLiteral("url"), host_.personalUrl(seat));
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::release(const QJsonObject& o, QJsonObject& answer)
{
    int seat = 0;
    if (auto r = seatCommand(o, seat))
        return r;
    const bool wasBound = host_.isBound(seat);
    host_.release(seat);
    answer.insert(QStringLiteral("seat"), seat);
    answer.insert(QStringLiteral("released"), wasBound);
    return std::nullopt;
}

// A command of one field, "seat": a seat of the game being played.
std::optional<Refusal> WerewolfServer::seatCommand(const QJsonObject& o, int& seat)
{
    if (auto r = onlyKeys(o, {"seat"}))
        return r;
    if (auto r = wholeNumber(o, QStringLiteral("seat"), true, seat))
        return r;
    if (auto r = needsGame())
        return r;
    if (!session_.table()->state().find(seat))
        return refusal(QStringLiteral("there is no seat #%1").arg(seat));
    return std::nullopt;
}

// ---- the night ----

std::optional<Refusal> WerewolfServer::needsGame() const
{
    if (!session_.started())
        return refusal(QStringLiteral("no game: deal first"));
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::needsNight() const
{
    if (auto r = needsGame())
        return r;
    if (!host_.nightOpen())
        return refusal(QStringLiteral("no night is open: open-night first"));
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::needsDay() const
{
    if (auto r = needsGame())
        return r;
    if (!host_.dayOpen())
        return refusal(QStringLiteral("no vote is open: open-vote first"));
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::openNight(const QJsonObject&, QJsonObject& answer)
{
    if (auto r = needsGame())
        return r;
    QString why;
    if (!host_.openNight(&why))
        return refusal(QStringLiteral("the night cannot open: %1").arg(why));
    QList<int> acting;
    for (const Player& p : session_.table()->state().players)
        if (p.alive && !session_.table()->options(p.id, {}).empty())
            acting << p.id;
    answer.insert(QStringLiteral("night"), session_.table()->state().nights + 1);
    answer.insert(QStringLiteral("acting"), idArray(acting));
    answer.insert(QStringLiteral("entries"), tonightJson()); // an undone night's entries stay
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::enter(const QJsonObject& o, QJsonObject& answer)
{
    QString error;
    const auto a = session::readWerewolfAction(without(o, "cmd"), QStringLiteral("enter"), &error);
    if (!a)
        return refusal(error);
    if (auto r = needsNight())
        return r;
    if (!session_.enterAction(*a, &error))
        return sessionRefusal(error);
    answer.insert(QStringLiteral("entries"), tonightJson());
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::entries(const QJsonObject& o, QJsonObject& answer)
{
    if (auto r = onlyKeys(o, {"entries"}))
        return r;
    QString error;
    const auto night = session::readWerewolfNight(o.value(QLatin1String("entries")), QStringLiteral("entries"), &error);
    if (!night)
        return refusal(error);
    if (auto r = needsNight())
        return r;
    if (!session_.replaceEntries(night->actions, &error))
        return sessionRefusal(error);
    answer.insert(QStringLiteral("entries"), tonightJson());
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::remove(const QJsonObject& o, QJsonObject& answer)
{
    int index = 0;
    if (auto r = onlyKeys(o, {"index"}))
        return r;
    if (auto r = wholeNumber(o, QStringLiteral("index"), true, index))
        return r;
    if (auto r = needsNight())
        return r;
    if (index < 0 || std::size_t(index) >= session_.tonight().size())
        return refusal(QStringLiteral("\"index\": tonight has %1 entries (0-based)").arg(session_.tonight().size()));
    QString error;
    if (!session_.removeEntry(std::size_t(index), &error))
        return sessionRefusal(error);
    answer.insert(QStringLiteral("entries"), tonightJson());
    return std::nullopt;
}

// A phase's announcement in each language the phones read (en, zh, tw: as the host sends them).
QJsonObject WerewolfServer::announcements(const PhaseResult& r) const
{
    const QString zh = qs(announcement(r, game_, session_.style(Language::Chinese)));
    return QJsonObject{{"en", qs(announcement(r, game_, session_.style(Language::English)))},
                       {"zh", zh},
                       {"tw", session::traditional(zh)}};
}

std::optional<Refusal> WerewolfServer::resolve(const QJsonObject&, QJsonObject& answer)
{
    if (auto r = needsNight())
        return r;
    const Resolution r = session_.table()->preview(Night{session_.tonight()});
    if (r.error)
        return sessionRefusal(session_.describe(*r.error));
    QJsonObject outcome = session::phaseResultToJson(r.result, game_, ModeratorStyle);
    outcome.insert(QStringLiteral("announcement"), announcements(r.result));
    answer.insert(QStringLiteral("outcome"), outcome);
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::commit(const QJsonObject&, QJsonObject& answer)
{
    if (auto r = needsNight())
        return r;
    QString error;
    if (!session_.applyNight(&error))
        return sessionRefusal(error);
    return committed(answer);
}

// ---- the timer everyone sees (session/speakingtimer.h) ----

std::optional<Refusal> WerewolfServer::timer(const QJsonObject& o, QJsonObject& answer)
{
    if (auto r = onlyKeys(o, {"do", "from", "direction", "seconds"}))
        return r;
    if (auto r = needsGame())
        return r;
    const QString what = o.value(QLatin1String("do")).toString();
    int seconds = what == QLatin1String("add") ? 30 : what == QLatin1String("night") ? 120 : 60;
    if (auto r = wholeNumber(o, QStringLiteral("seconds"), false, seconds))
        return r;
    if (seconds <= 0 || seconds > 3600)
        return refusal(QStringLiteral("\"seconds\" must be 1 to 3600"));
    session::SpeakingTimer& t = session_.speakingTimer();
    if (what == QLatin1String("day")) {
        int from = 0;
        if (auto r = wholeNumber(o, QStringLiteral("from"), true, from))
            return r;
        const QString direction = o.value(QLatin1String("direction")).toString(QStringLiteral("clockwise"));
        if (direction != QLatin1String("clockwise") && direction != QLatin1String("anticlockwise"))
            return refusal(QStringLiteral("\"direction\" must be \"clockwise\" or \"anticlockwise\""));
        const auto order = speakingOrder(session_.table()->state().players, from,
                                         direction == QLatin1String("clockwise") ? Direction::Clockwise : Direction::Anticlockwise);
        if (order.empty())
            return refusal(QStringLiteral("#%1 is no player, or nobody is alive").arg(from));
        t.startDay(order, seconds);
    } else if (what == QLatin1String("night")) {
        t.startNight(seconds);
    } else if (what == QLatin1String("pause")) {
        t.pause();
    } else if (what == QLatin1String("resume")) {
        t.resume();
    } else if (what == QLatin1String("add")) {
        t.addTime(seconds);
    } else if (what == QLatin1String("next")) {
        t.next();
    } else if (what == QLatin1String("stop")) {
        t.stop();
    } else {
        return refusal(QStringLiteral("\"do\" must be day, night, pause, resume, add, next or stop"));
    }
    const QCborMap m = host_.timerMessage();
    answer.insert(QStringLiteral("timer"), QJsonObject::fromVariantMap(m.toVariantMap()));
    return std::nullopt;
}

// ---- the day ----

std::optional<Refusal> WerewolfServer::openVote(const QJsonObject& o, QJsonObject& answer)
{
    if (auto r = onlyKeys(o, {"public", "hidden"}))
        return r;
    const QJsonValue pub = o.value(QLatin1String("public"));
    const QJsonValue hidden = o.value(QLatin1String("hidden"));
    if ((!pub.isUndefined() && !pub.isBool()) || (!hidden.isUndefined() && !hidden.isBool()))
        return refusal(QStringLiteral("\"public\" and \"hidden\" must be true or false"));
    if (pub.toBool(false) && hidden.toBool(false))
        return refusal(QStringLiteral("a vote is either public or hidden until all are in"));
    if (auto r = needsGame())
        return r;
    QString why;
    const net::DayTally tally = hidden.toBool(false) ? net::DayTally::Hidden
        : pub.toBool(false)                          ? net::DayTally::Public
                                                     : net::DayTally::Secret;
    if (!host_.openDay(tally, &why))
        return refusal(QStringLiteral("the vote cannot open: %1").arg(why));
    answer.insert(QStringLiteral("day"), session_.table()->state().days + 1);
    answer.insert(QStringLiteral("public"), pub.toBool(false));
    answer.insert(QStringLiteral("hidden"), hidden.toBool(false));
    return std::nullopt;
}

// A hidden vote's tally to the players now (issue 38); close-vote still commits the day.
std::optional<Refusal> WerewolfServer::revealVote(const QJsonObject&, QJsonObject& answer)
{
    if (auto r = needsDay())
        return r;
    QString why;
    if (!host_.closeVote(&why))
        return refusal(QStringLiteral("the vote cannot be revealed: %1").arg(why));
    answer.insert(QStringLiteral("revealed"), true);
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::vote(const QJsonObject& o, QJsonObject& answer)
{
    int voter = 0, target = NoPlayer;
    if (auto r = onlyKeys(o, {"voter", "target"}))
        return r;
    if (auto r = wholeNumber(o, QStringLiteral("voter"), true, voter))
        return r;
    if (!o.contains(QLatin1String("target")))
        return refusal(QStringLiteral("\"target\" is required: a player, or null to abstain"));
    if (!o.value(QLatin1String("target")).isNull())
        if (auto r = wholeNumber(o, QStringLiteral("target"), true, target))
            return r;
    if (auto r = needsDay())
        return r;
    // What the host asks of a player's vote (the engine judges the day at close-vote).
    const State& st = session_.table()->state();
    const Player* v = st.find(voter);
    if (!v || !v->alive)
        return refusal(QStringLiteral("#%1 is not a living player: the dead do not vote").arg(voter));
    if (target != NoPlayer && (!st.find(target) || !st.find(target)->alive))
        return refusal(QStringLiteral("#%1 is not a living player").arg(target));
    session_.setVote(voter, target); // a public day's tally goes out at the sync after the command
    answer.insert(QStringLiteral("voter"), voter);
    answer.insert(QStringLiteral("target"), target == NoPlayer ? QJsonValue() : QJsonValue(target));
    return std::nullopt;
}

std::optional<Refusal> WerewolfServer::closeVote(const QJsonObject& o, QJsonObject& answer)
{
    int decision = NoPlayer;
    if (auto r = onlyKeys(o, {"decision"}))
        return r;
    if (auto r = wholeNumber(o, QStringLiteral("decision"), false, decision))
        return r;
    if (auto r = needsDay())
        return r;
    Day day;
    day.votes = session_.votes();
    day.decision = decision;
    QString error;
    if (!session_.applyDay(day, &error))
        return sessionRefusal(error);
    return committed(answer);
}

// ---- the moderator's other phases ----

std::optional<Refusal> WerewolfServer::promote(const QJsonObject& o, QJsonObject& answer)
{
    QString error;
    const auto p = session::readWerewolfPromotion(without(o, "cmd"), QStringLiteral("promote"), &error);
    if (!p)
        return refusal(error);
    if (auto r = needsGame())
        return r;
    if (!session_.promote(p->player, p->to, &error))
        return sessionRefusal(error);
    return committed(answer);
}

std::optional<Refusal> WerewolfServer::overridePhase(const QJsonObject& o, QJsonObject& answer)
{
    QString error;
    const auto ov = session::readWerewolfOverride(without(o, "cmd"), QStringLiteral("override"), &error);
    if (!ov)
        return refusal(error);
    if (auto r = needsGame())
        return r;
    if (!session_.applyOverride(ov->player, ov->alive, QString::fromStdString(ov->reason), &error))
        return sessionRefusal(error);
    return committed(answer);
}

std::optional<Refusal> WerewolfServer::undo(const QJsonObject&, QJsonObject& answer)
{
    if (auto r = needsGame())
        return r;
    if (session_.table()->phases().empty())
        return refusal(QStringLiteral("nothing to undo: no phase has been committed"));
    static const char* const Kinds[] = {"night", "day", "promote", "override"};
    const PhaseKind kind = kindOf(session_.table()->phases().back());
    session_.undoPhase();
    answer.insert(QStringLiteral("undone"), QLatin1String(Kinds[int(kind)]));
    answer.insert(QStringLiteral("entries"), tonightJson()); // an undone night comes back as entries
    return std::nullopt;
}

// ---- the session and the host in step ----

void WerewolfServer::sync()
{
    host_.sync(); // as the GUI page's: a new table, or the phases applied since, go out
    announce();
}

void WerewolfServer::announce()
{
    if (announcer_)
        announcer_->setTable(host_.tableInfo());
}

// The phases committed since the last look (or the end of those undone).
void WerewolfServer::followPhases()
{
    const werewolf::Table* t = session_.table();
    const std::size_t count = t ? t->results().size() : 0;
    if (count < shownPhases_)
        shownPhases_ = count;
    for (; t && shownPhases_ < count; ++shownPhases_) {
        const PhaseResult& r = t->results()[shownPhases_];
        QJsonObject e = session::phaseResultToJson(r, game_, ModeratorStyle);
        e.insert(QStringLiteral("game"), gameNumber_);
        e.insert(QStringLiteral("index"), qint64(shownPhases_));
        e.insert(QStringLiteral("number"), r.number);
        e.insert(QStringLiteral("announcement"), announcements(r));
        emitEvent(QStringLiteral("phase"), e);
    }
    const bool over = t && t->state().over;
    if (over && !overCounted_) {
        overCounted_ = true;
        ++played_;
        const State& st = t->state();
        emitEvent(QStringLiteral("over"), {{"game", gameNumber_},
                                           {"winner", st.winner ? qs(campKey(game_, *st.winner)) : QStringLiteral("draw")},
                                           {"played", played_}});
        if (played_ >= options_.games && pendingBye_.isEmpty())
            pendingBye_ = QStringLiteral("games");
    } else if (!over && overCounted_) {
        // The moderator took the last phase back: the game goes on.
        overCounted_ = false;
        --played_;
    }
}

void WerewolfServer::followWaiting()
{
    QMap<int, QString> now;
    QMap<int, QString> addresses;
    for (const auto& w : host_.waiting()) {
        now[w.id] = w.name;
        addresses[w.id] = w.address;
    }
    for (auto it = now.begin(); it != now.end(); ++it)
        if (!waiting_.contains(it.key()))
            emitEvent(QStringLiteral("waiting"), {{"id", it.key()}, {"name", it.value()}, {"address", addresses[it.key()]}});
    // Gone from the lobby without a seat: left (a seat given is "joined").
    const QList<int> seated = host_.connectedSeats();
    for (auto it = waiting_.begin(); it != waiting_.end(); ++it)
        if (!now.contains(it.key())) {
            bool gotSeat = false;
            for (int seat : seated)
                gotSeat = gotSeat || (host_.joinedName(seat) == it.value());
            if (!gotSeat)
                emitEvent(QStringLiteral("left"), {{"waiting", it.key()}, {"name", it.value()}});
        }
    waiting_ = now;
}

QJsonObject WerewolfServer::stateJson() const
{
    QJsonObject s{{"game", gameNumber_},
                  {"variant", QString::fromStdString(options_.variant)},
                  {"played", played_},
                  {"started", session_.started()},
                  {"settings", session::settingsToJson(session_.settings())}};
    QJsonArray waiting;
    for (const auto& w : host_.waiting())
        waiting.append(QJsonObject{{"id", w.id}, {"name", w.name}, {"address", w.address}});
    s.insert(QStringLiteral("waiting"), waiting);
    const werewolf::Table* t = session_.table();
    if (!t)
        return s;
    const State& st = t->state();
    QJsonArray players;
    for (const Player& p : st.players)
        players.append(QJsonObject{{"id", p.id},
                                   {"name", nameOf(p.id)},
                                   {"camp", qs(campKey(game_, p.camp))},
                                   {"role", qs(roleKey(p.role))},
                                   {"alive", p.alive},
                                   {"joined", host_.isBound(p.id) ? QJsonValue(host_.joinedName(p.id)) : QJsonValue()},
                                   {"connected", host_.isConnected(p.id)},
                                   {"phone", host_.isPhone(p.id)}});
    s.insert(QStringLiteral("players"), players);
    s.insert(QStringLiteral("nights"), st.nights);
    s.insert(QStringLiteral("days"), st.days);
    s.insert(QStringLiteral("phases"), qint64(t->phases().size()));
    s.insert(QStringLiteral("night"), QJsonObject{{"open", host_.nightOpen()},
                                                  {"entries", tonightJson()},
                                                  {"submitted", idArray(host_.submittedSeats())}});
    QJsonObject votes;
    for (const Vote& v : session_.votes())
        votes.insert(QString::number(v.voter), v.target == NoPlayer ? QJsonValue() : QJsonValue(v.target));
    s.insert(QStringLiteral("day"), QJsonObject{{"open", host_.dayOpen()}, {"votes", votes}});
    s.insert(QStringLiteral("over"), st.over);
    s.insert(QStringLiteral("winner"), !st.over ? QJsonValue() : st.winner ? QJsonValue(qs(campKey(game_, *st.winner)))
                                                                           : QJsonValue(QStringLiteral("draw")));
    return s;
}

} // namespace

int serveWerewolf(const ServeOptions& options)
{
    int argc = 1;
    char name[] = "qiyuan-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    // The answers' texts are English whatever the machine's language.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const Game game = options.variant == "werewolf-chess" ? Game::Chess : Game::Xiangqi;
    WerewolfServer server(options, game);
    // Before start() prints `listening`: a signal sent the moment it is read
    // must find the handler in place (it runs from the loop, after start()).
    onTerminationSignal(&app, [&server] { server.finish(QStringLiteral("signal")); });
    QString error;
    if (!server.start(&error))
        return serveError(QStringLiteral("serve: cannot listen: %1").arg(error));
    return app.exec();
}

} // namespace qiyuan::cli
