#include "werewolfhost.h"

#include "connection.h"
#include "session/traditional.h"
#include "webgate.h"
#include "werewolf/roletext.h"
#include "werewolf/text.h"

#include <algorithm>

namespace qiyuan::net {

using namespace qiyuan::werewolf;

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Every language travels: each client shows its own. Traditional Chinese (tw)
// is the engine's Chinese converted (session/traditional.h).
QCborMap texts(const std::string& en, const std::string& zh)
{
    QCborMap m;
    m.insert(key("en"), QString::fromStdString(en));
    m.insert(key("zh"), QString::fromStdString(zh));
    m.insert(key("tw"), session::traditional(QString::fromStdString(zh)));
    return m;
}

// A refusal's sentence in both Chinese scripts beside its English `text`.
void insertChinese(QCborMap& message, const QString& zh)
{
    message.insert(key("textZh"), zh);
    message.insert(key("textTw"), session::traditional(zh));
}

// The order of resolution of docs/WEREWOLF.md (the moderator's night panel):
// xiangqi 兵 炮 车 马 相 士 帅, chess 车 兵 象 马 后 王.
int nightRank(Role r)
{
    static const Role order[] = {Role::Soldier, Role::Cannon, Role::Chariot, Role::Horse, Role::Elephant,
                                 Role::LeftAdvisor, Role::RightAdvisor, Role::General,
                                 Role::Rook, Role::Pawn, Role::Bishop, Role::Knight, Role::Queen, Role::King};
    return int(std::find(std::begin(order), std::end(order), r) - std::begin(order));
}

QString phaseKindKey(PhaseKind k)
{
    switch (k) {
    case PhaseKind::Night: return QStringLiteral("night");
    case PhaseKind::Day: return QStringLiteral("day");
    case PhaseKind::Promotion: return QStringLiteral("promotion");
    case PhaseKind::Override: return QStringLiteral("override");
    }
    return {};
}

QCborMap actionMap(const Action& a)
{
    QCborMap m;
    m.insert(key("verb"), qs(verbKey(a.verb)));
    m.insert(key("target"), a.target);
    if (a.screen != NoPlayer)
        m.insert(key("screen"), a.screen);
    return m;
}

QCborArray intArray(const std::vector<int>& v)
{
    QCborArray a;
    for (int i : v)
        a.append(i);
    return a;
}
} // namespace

WerewolfHost::WerewolfHost(const WerewolfHostSettings& settings, const Timing& timing, QObject* parent)
    : QObject(parent), settings_(settings),
      door_(new HostDoor(this, Receiver::RoleHost, settings.roomCode, timing, this))
{
    connect(door_->gate(), &RoomGate::peerRefused, this, &WerewolfHost::peerRefused);
}

WerewolfHost::~WerewolfHost() = default;

void WerewolfHost::close()
{
    door_->gate()->close();
    closePhones();
    door_->closeAll(QStringLiteral("the moderator stopped hosting"));
}

bool WerewolfHost::listenPhones(const QHostAddress& address, quint16 port, QString* error)
{
    if (!web_)
        web_ = new WebGate(door_->gate(), this);
    if (web_->isListening())
        return true;
    return web_->listen(address, port, error);
}

void WerewolfHost::closePhones()
{
    if (web_)
        web_->close();
}

bool WerewolfHost::phonesListening() const { return web_ && web_->isListening(); }
quint16 WerewolfHost::phonePort() const { return phonesListening() ? web_->port() : 0; }
QString WerewolfHost::phoneUrl() const { return phonesListening() ? web_->pageUrl() : QString(); }

QString WerewolfHost::personalToken(int seat)
{
    if (!table() || !table()->state().find(seat))
        return {};
    if (!personal_.contains(seat))
        personal_[seat] = newSeatToken();
    return personal_.value(seat);
}

QString WerewolfHost::personalUrl(int seat)
{
    const QString token = personalToken(seat);
    return phonesListening() && !token.isEmpty() ? web_->pageUrl(seat, token) : QString();
}

bool WerewolfHost::isPhone(int seat) const
{
    const Peer* p = peerOf(seat);
    return p && dynamic_cast<const WebConnection*>(p->conn) != nullptr;
}

QString WerewolfHost::gameKey() const
{
    if (!table())
        return QStringLiteral("werewolf");
    return QStringLiteral("werewolf-") + qs(werewolf::gameKey(table()->game()));
}

TableInfo WerewolfHost::tableInfo() const
{
    TableInfo info;
    info.port = port();
    info.game = gameKey();
    info.variant = QStringLiteral("standard");
    info.hostName = settings_.hostName;
    info.hostSeat = -1; // the moderator plays no seat
    info.freeSeats = freeSeats(); // before a deal: the full table less those waiting
    return info;
}

void WerewolfHost::follow(session::ModeratorSession* session)
{
    if (session_)
        disconnect(&session_->speakingTimer(), nullptr, this, nullptr);
    session_ = session;
    // Every change of the timer goes out at once (a start, pause, added time, the next speaker, the end).
    if (session_)
        connect(&session_->speakingTimer(), &session::SpeakingTimer::changed, this,
                [this] { broadcast(timerMessage()); });
    tableSerial_ = -1;
    sync();
}

void WerewolfHost::sync()
{
    const int serial = session_ ? session_->tableSerial() : -1;
    if (serial != tableSerial_) {
        // A new game may stand where the last one stood: the serial tells.
        tableSerial_ = serial;
        restart();
    } else {
        publish();
    }
}

void WerewolfHost::restart()
{
    const Table* t = table();
    names_.clear();
    if (t)
        for (const Seat& s : t->seats())
            names_[s.id] = session_->playerName(s.id);
    nightOpen_ = dayOpen_ = voteClosed_ = false;
    submittedSeats_.clear();
    published_ = t ? t->results().size() : 0;
    // Seats that no longer exist lose their players.
    for (int seat : door_->tokenSeats())
        if (!t || !t->state().find(seat))
            release(seat);
    for (Peer* p : door_->peers()) {
        if (waiting_.contains(p) && t) {
            const int seat = seatByName(p->name);
            if (seat != NoSeat) {
                bind(p, seat, false);
                continue;
            }
        }
        sendState(p);
    }
    emit waitingChanged();
}

// Everyone joined but those waiting for a seat.
void WerewolfHost::sendState(Peer* p) const
{
    if (!p->joined || (p->seat == NoSeat && !p->spectator))
        return;
    QCborMap m = message(QStringLiteral("state"));
    m.insert(key("state"), stateFor(p->seat));
    p->conn->send(m);
    sendTimer(p);
}

// ---- the door's questions ----

void WerewolfHost::closed(Peer* p, const QString&)
{
    const bool waited = waiting_.remove(p);
    // The seat keeps its token: the player rejoins with it.
    if (p->seat != NoSeat) {
        publishPresence();
        emit playerLeft(p->seat);
    }
    if (waited)
        emit waitingChanged();
}

void WerewolfHost::received(Peer* p, const QString& t, const QCborMap& m)
{
    if (!p->joined || p->seat == NoSeat) {
        refuse(p, key(err::NotSeated), QStringLiteral("only a seated player may act"), false);
        return;
    }
    // A message may name its seat; it must be the sender's own.
    if (m.contains(key("seat")) && m.value(key("seat")).toInteger() != p->seat) {
        refuse(p, key(err::WrongSeat), QStringLiteral("this connection plays seat %1 only").arg(p->seat), false);
        return;
    }
    if (!table()) {
        refuse(p, key(wwerr::NoGame), QStringLiteral("the moderator has not started the game"), false);
        return;
    }
    if (t == QLatin1String("night-action"))
        handleAction(p, m);
    else if (t == QLatin1String("night-withdraw"))
        handleWithdraw(p, m);
    else if (t == QLatin1String("vote"))
        handleVote(p, m);
}

int WerewolfHost::seatByName(const QString& name) const
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return NoSeat;
    for (auto it = names_.begin(); it != names_.end(); ++it)
        if (it.value().trimmed().compare(wanted, Qt::CaseInsensitive) == 0)
            return it.key();
    return NoSeat;
}

static QString joinName(const QCborMap& m)
{
    return cutText(m.value(QStringLiteral("name")).toString().trimmed(), MaxNameChars);
}

void WerewolfHost::watch(Peer* p, const QCborMap& m)
{
    // A watcher (a projector): only what is public, no code needed.
    p->name = joinName(m);
    QCborMap w = message(QStringLiteral("watching"));
    w.insert(key("state"), stateFor(NoSeat));
    p->conn->send(w);
    sendTimer(p);
}

int WerewolfHost::grantedSeat(const QString& token)
{
    // A personal token from the reveal: the moderator's grant of the seat; the
    // door makes it the seat's token (an earlier one is void).
    const int seat = personal_.key(token, NoSeat);
    if (seat == NoSeat || !table() || !table()->state().find(seat))
        return NoSeat;
    return seat;
}

void WerewolfHost::rejoin(Peer* p, int seat, const QCborMap& m)
{
    // The first player of a seat may come with its personal token.
    const bool rejoined = joined_.contains(seat);
    const QString name = joinName(m);
    p->name = joined_.value(seat, name.isEmpty() ? names_.value(seat) : name);
    bind(p, seat, rejoined);
}

void WerewolfHost::join(Peer* p, const QCborMap& m)
{
    const QString name = joinName(m);
    if (name.isEmpty()) {
        refuse(p, key(err::BadMessage), QStringLiteral("a player needs a name"), false);
        return;
    }
    p->name = name;
    const int seat = table() ? seatByName(name) : NoSeat;
    if (seat != NoSeat && door_->hasToken(seat)) {
        refuse(p, key(err::SeatTaken),
               QStringLiteral("the seat of %1 is taken: rejoin with its token or ask the moderator").arg(name), false);
        return;
    }
    p->joined = true;
    if (seat != NoSeat) {
        bind(p, seat, false);
        return;
    }
    // No seat of that name: the moderator assigns one.
    waiting_[p] = nextWaitingId_++;
    QCborMap w = message(QStringLiteral("lobby"));
    w.insert(key("name"), name);
    p->conn->send(w);
    emit waitingChanged();
}

void WerewolfHost::bind(Peer* p, int seat, bool rejoined)
{
    p->joined = true;
    p->seat = seat;
    waiting_.remove(p);
    // A new binding gets a new token, unless it came with the seat's personal one.
    if (!door_->hasToken(seat) || (!rejoined && door_->token(seat) != personal_.value(seat)))
        door_->newToken(seat);
    joined_[seat] = p->name;
    p->conn->send(door_->seatedMessage(seat, stateFor(seat)));
    sendTimer(p);
    publishPresence();
    emit playerJoined(seat, p->name, rejoined);
    emit waitingChanged();
}

QList<WerewolfHost::Waiting> WerewolfHost::waiting() const
{
    QList<Waiting> out;
    for (const Peer* p : door_->peers())
        if (waiting_.contains(p))
            out.append({waiting_.value(p), p->name, p->conn->addressText()});
    return out;
}

bool WerewolfHost::assign(int waitingId, int seat, QString* error)
{
    Peer* p = nullptr;
    for (Peer* q : door_->peers())
        if (waiting_.contains(q) && waiting_.value(q) == waitingId)
            p = q;
    if (!p) {
        if (error)
            *error = QStringLiteral("nobody is waiting with number %1").arg(waitingId);
        return false;
    }
    if (!table() || !table()->state().find(seat)) {
        if (error)
            *error = QStringLiteral("there is no seat #%1").arg(seat);
        return false;
    }
    release(seat);
    bind(p, seat, false);
    return true;
}

void WerewolfHost::release(int seat)
{
    door_->voidToken(seat);
    personal_.remove(seat);
    joined_.remove(seat);
    if (Peer* p = peerOf(seat)) {
        p->seat = NoSeat;
        refuse(p, key(wwerr::Released), QStringLiteral("the moderator gave your seat to someone else"), true);
        publishPresence();
    }
}

int WerewolfHost::freeSeats() const
{
    if (!table())
        return std::max(0, settings_.fullTable - int(waiting_.size()));
    int free = 0;
    for (int seat : names_.keys())
        free += !door_->hasToken(seat);
    return free;
}

bool WerewolfHost::isBound(int seat) const { return door_->hasToken(seat); }
bool WerewolfHost::isConnected(int seat) const { return peerOf(seat) != nullptr; }
QString WerewolfHost::joinedName(int seat) const { return joined_.value(seat); }

QList<int> WerewolfHost::connectedSeats() const
{
    QList<int> out;
    for (const Peer* p : door_->peers())
        if (p->seat != NoSeat)
            out.append(p->seat);
    std::sort(out.begin(), out.end());
    return out;
}

// ---- the timer ----

QCborMap WerewolfHost::timerMessage() const
{
    using Kind = session::SpeakingTimer::Kind;
    QCborMap m = message(QStringLiteral("timer"));
    const session::SpeakingTimer* t = session_ ? &session_->speakingTimer() : nullptr;
    const Kind kind = t ? t->kind() : Kind::Off;
    m.insert(key("kind"), kind == Kind::Day ? QStringLiteral("day")
                          : kind == Kind::Night ? QStringLiteral("night") : QStringLiteral("off"));
    if (kind == Kind::Off)
        return m;
    // Public only: who speaks (and next), the seconds, whether they run. No role, no target.
    if (kind == Kind::Day) {
        m.insert(key("seat"), t->speaker());
        if (t->nextSpeaker())
            m.insert(key("next"), t->nextSpeaker());
    }
    m.insert(key("remaining"), t->remainingSeconds());
    m.insert(key("total"), t->totalSeconds());
    m.insert(key("running"), t->running());
    return m;
}

void WerewolfHost::sendTimer(Peer* p) const
{
    if (session_ && session_->speakingTimer().active())
        p->conn->send(timerMessage());
}

void WerewolfHost::broadcast(const QCborMap& m)
{
    for (Peer* p : door_->peers())
        if (p->joined && (p->seat != NoSeat || p->spectator))
            p->conn->send(m);
}

// ---- the state as one seat sees it ----

QCborArray WerewolfHost::publicPlayerList() const
{
    QCborArray out;
    if (!table())
        return out;
    const Game g = table()->game();
    // What everyone knows, built only from public facts, as the public view:
    // the 帅 (XW-1), what the announcements revealed, a king made public by castling.
    std::map<int, std::pair<std::optional<Camp>, std::optional<Role>>> known;
    for (const Seat& s : table()->seats())
        if (g == Game::Xiangqi && s.role == Role::General)
            known[s.id] = {s.camp, s.role};
    for (const PhaseResult& r : table()->results())
        for (const Event& e : r.news) {
            if (e.kind == EventKind::Died) {
                if (e.reveal == Reveal::CampAndRole)
                    known[e.actor.id] = {e.camp, e.role};
                else if (e.reveal == Reveal::CampOnly)
                    known[e.actor.id] = {e.camp, std::nullopt};
            } else if (e.kind == EventKind::RealKing) {
                known[e.actor.id] = {e.camp, Role::King};
            }
        }
    for (const Player& p : table()->state().players) {
        QCborMap m;
        m.insert(key("seat"), p.id);
        m.insert(key("name"), names_.value(p.id));
        m.insert(key("alive"), p.alive);
        m.insert(key("connected"), isConnected(p.id));
        const auto it = known.find(p.id);
        if (it != known.end()) {
            const auto& [camp, role] = it->second;
            if (camp) {
                m.insert(key("camp"), qs(campKey(g, *camp)));
                m.insert(key("campName"), texts(campName(g, *camp, Language::English), campName(g, *camp, Language::Chinese)));
            }
            if (role) {
                m.insert(key("role"), qs(roleKey(*role)));
                m.insert(key("roleName"), texts(roleName(*role, Language::English),
                                                camp ? roleName(*role, *camp, Language::Chinese)
                                                     : roleName(*role, Language::Chinese)));
            }
        }
        out.append(m);
    }
    return out;
}

QCborMap WerewolfHost::youMap(int seat) const
{
    QCborMap m;
    const Player* p = table() ? table()->state().find(seat) : nullptr;
    if (!p)
        return m;
    const Game g = table()->game();
    m.insert(key("seat"), seat);
    m.insert(key("name"), names_.value(seat));
    m.insert(key("camp"), qs(campKey(g, p->camp)));
    m.insert(key("role"), qs(roleKey(p->role)));
    m.insert(key("dealt"), qs(roleKey(p->dealt)));
    m.insert(key("alive"), p->alive);
    m.insert(key("roleName"), texts(roleName(p->role, Language::English), roleName(p->role, p->camp, Language::Chinese)));
    m.insert(key("campName"),
             texts(campName(g, p->camp, Language::English), campName(g, p->camp, Language::Chinese)));
    // What the own role may do, in a player's words (a phone shows it under the role).
    m.insert(key("roleText"),
             texts(roleDescription(g, p->role, Language::English), roleDescription(g, p->role, Language::Chinese)));
    return m;
}

QCborMap WerewolfHost::privateText(const werewolf::Event& e) const
{
    const Game g = table()->game();
    return texts(describe(e, g, session_->style(Language::English)), describe(e, g, session_->style(Language::Chinese)));
}

QCborMap WerewolfHost::phaseMap(std::size_t index) const
{
    const PhaseResult& r = table()->results().at(index);
    const Game g = table()->game();
    QCborMap m;
    m.insert(key("index"), qint64(index));
    m.insert(key("kind"), phaseKindKey(r.kind));
    m.insert(key("number"), r.number);
    m.insert(key("deaths"), intArray(r.deaths));
    // Named as the moderator's screens name them ("张三（2号）", black's 将 象 士 卒).
    m.insert(key("announcement"),
             texts(announcement(r, g, session_->style(Language::English)), announcement(r, g, session_->style(Language::Chinese))));
    return m;
}

QCborMap WerewolfHost::formMap(int seat) const
{
    QCborMap form;
    QCborArray options;
    // The form is the actor's own: what it may enter whatever the others
    // enter (no entry of another player shapes it, so none leaks through it).
    for (const Option& o : table()->options(seat, {})) {
        QCborMap one;
        one.insert(key("verb"), qs(verbKey(o.verb)));
        one.insert(key("verbName"), texts(verbName(o.verb, Language::English), verbName(o.verb, Language::Chinese)));
        one.insert(key("needsTarget"), o.needsTarget);
        one.insert(key("targets"), intArray(o.targets));
        if (!o.screens.empty())
            one.insert(key("screens"), intArray(o.screens));
        options.append(one);
    }
    form.insert(key("options"), options);
    return form;
}

QCborArray WerewolfHost::ownEntries(int seat) const
{
    QCborArray out;
    for (const Action& a : session_->tonight())
        if (a.actor == seat)
            out.append(actionMap(a));
    return out;
}

QCborArray WerewolfHost::tallyArray() const
{
    std::map<int, int> counts;
    for (const Vote& v : session_->votes())
        if (v.target != NoPlayer)
            ++counts[v.target];
    QCborArray out;
    for (const auto& [target, n] : counts) {
        QCborMap row;
        row.insert(key("seat"), target);
        row.insert(key("votes"), n);
        out.append(row);
    }
    return out;
}

QCborMap WerewolfHost::stateFor(int seat) const
{
    QCborMap s;
    s.insert(key("game"), gameKey());
    s.insert(key("host"), settings_.hostName);
    s.insert(key("started"), table() != nullptr);
    if (!table())
        return s;
    const State& st = table()->state();
    const Game g = table()->game();
    if (seat != NoSeat)
        s.insert(key("you"), youMap(seat));
    s.insert(key("players"), publicPlayerList());
    s.insert(key("nights"), st.nights);
    s.insert(key("days"), st.days);
    QCborArray phases;
    for (std::size_t i = 0; i < table()->results().size(); ++i)
        phases.append(phaseMap(i));
    s.insert(key("phases"), phases);
    QCborArray messages;
    if (seat != NoSeat)
        for (std::size_t i = 0; i < table()->results().size(); ++i)
            for (const Message& msg : table()->results()[i].messages)
                if (std::binary_search(msg.to.begin(), msg.to.end(), seat)) {
                    QCborMap one;
                    one.insert(key("index"), qint64(i));
                    one.insert(key("text"), privateText(msg.event));
                    messages.append(one);
                }
    s.insert(key("messages"), messages);
    QCborMap night;
    night.insert(key("open"), nightOpen_);
    night.insert(key("number"), st.nights + (nightOpen_ ? 1 : 0));
    if (nightOpen_ && seat != NoSeat) {
        const QCborMap form = formMap(seat);
        if (!form.value(key("options")).toArray().isEmpty())
            night.insert(key("form"), form);
        night.insert(key("submitted"), ownEntries(seat));
    }
    s.insert(key("night"), night);
    QCborMap day;
    day.insert(key("open"), dayOpen_);
    day.insert(key("number"), st.days + (dayOpen_ ? 1 : 0));
    day.insert(key("public"), tally_ == DayTally::Public);
    if (dayOpen_ && seat != NoSeat)
        day.insert(key("myVote"), session_->voteOf(seat));
    if (dayOpen_ && tally_ == DayTally::Hidden) {
        // Before the reveal a newcomer learns the count, as everyone else: no voter, no target.
        day.insert(key("hidden"), true);
        day.insert(key("closed"), voteClosed_);
        day.insert(key("voted"), votedCount());
        day.insert(key("living"), livingVoters());
    }
    if (dayOpen_ && (tally_ == DayTally::Public || voteClosed_))
        day.insert(key("tally"), tallyArray());
    s.insert(key("day"), day);
    s.insert(key("over"), st.over);
    if (st.over)
        s.insert(key("winner"), st.winner ? qs(campKey(g, *st.winner)) : QStringLiteral("draw"));
    return s;
}

// ---- the night ----

QString WerewolfHost::phaseRefusal() const
{
    if (!table())
        return QStringLiteral("no game");
    if (table()->state().over)
        return QStringLiteral("the game is over");
    if (nightOpen_ || dayOpen_)
        return QStringLiteral("a night or a day is already open");
    return {};
}

bool WerewolfHost::openNight(QString* error)
{
    if (const QString why = phaseRefusal(); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    nightOpen_ = true;
    submittedSeats_.clear();
    const int number = table()->state().nights + 1;
    for (Peer* p : door_->peers()) {
        if (!p->joined || (p->seat == NoSeat && !p->spectator))
            continue;
        QCborMap m = message(QStringLiteral("night"));
        m.insert(key("number"), number);
        if (p->seat != NoSeat) {
            const QCborMap form = formMap(p->seat);
            if (!form.value(key("options")).toArray().isEmpty())
                m.insert(key("form"), form);
        }
        p->conn->send(m);
    }
    return true;
}

QList<int> WerewolfHost::submittedSeats() const
{
    QList<int> out = submittedSeats_;
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Action> WerewolfHost::withEntry(const Action& a) const
{
    std::vector<Action> entries = session_->tonight();
    const Player* actor = table()->state().find(a.actor);
    const bool twoPowers = actor && (actor->role == Role::General || actor->role == Role::King);
    // A new submission replaces the player's earlier one (the same power for a 帅 / 王).
    std::erase_if(entries, [&](const Action& e) { return e.actor == a.actor && (!twoPowers || e.verb == a.verb); });
    const int rank = actor ? nightRank(actor->role) : 99;
    auto at = std::find_if(entries.begin(), entries.end(), [&](const Action& e) {
        const Player* other = table()->state().find(e.actor);
        return (other ? nightRank(other->role) : 99) > rank;
    });
    entries.insert(at, a);
    return entries;
}

void WerewolfHost::handleAction(Peer* p, const QCborMap& m)
{
    if (!nightOpen_) {
        refuse(p, key(wwerr::NoNight), QStringLiteral("no night is open"), false);
        return;
    }
    const auto verb = verbFromKey(m.value(key("verb")).toString().toStdString());
    if (!verb) { // the seats are whole numbers (the door's validateMessage)
        refuse(p, key(err::BadMessage), QStringLiteral("a night action needs a known \"verb\""), false);
        return;
    }
    Action a{p->seat, *verb, int(m.value(key("target")).toInteger(NoPlayer)),
             int(m.value(key("screen")).toInteger(NoPlayer))};
    // First: is it one of the choices of the player's own form? A refusal
    // then says only that: the engine's sentence could name a hidden fact
    // (a probe for who is the original rook, CW-14), the form names none.
    // The refusal, with its Chinese text (and ruling) beside the English one.
    const auto refuseAction = [this, p](const QCborMap& r) {
        emit peerRefused(p->conn->addressText(), key(wwerr::IllegalAction), r.value(key("text")).toString());
        p->conn->send(r);
    };
    bool inForm = false;
    for (const Option& o : table()->options(p->seat, {})) {
        if (o.verb != a.verb)
            continue;
        const auto has = [](const std::vector<int>& v, int id) { return std::find(v.begin(), v.end(), id) != v.end(); };
        inForm = o.needsTarget ? has(o.targets, a.target) : a.target == NoPlayer;
        if (a.screen != NoPlayer)
            inForm = inForm && has(o.screens, a.screen);
    }
    if (!inForm) {
        QCborMap r = errorMessage(key(wwerr::IllegalAction),
                                  QStringLiteral("this action is not among the choices of your night form"));
        insertChinese(r, QStringLiteral("该行动不在你的夜晚行动表选项中"));
        refuseAction(r);
        return;
    }
    // Then the engine, judging it alone: the player's own action against the
    // state, never against what the others entered (a refusal must not tell
    // about their entries).
    if (auto e = table()->check({}, a)) {
        const Game g = table()->game();
        // The player reads the sentence; its ruling's id travels beside it ("rule").
        Style en = EnglishStyle, zh = ChineseStyle;
        en.ruleIds = zh.ruleIds = false;
        QCborMap r = errorMessage(key(wwerr::IllegalAction), QString::fromStdString(describe(*e, g, en)));
        insertChinese(r, QString::fromStdString(describe(*e, g, zh)));
        r.insert(key("rule"), qs(e->rule));
        refuseAction(r);
        return;
    }
    if (!submittedSeats_.contains(p->seat))
        submittedSeats_.append(p->seat);
    // The session's entry now (the moderator may still edit it): the
    // moderator's page or serve follows the session.
    session_->setEntries(withEntry(a));
    QCborMap ack = message(QStringLiteral("accepted"));
    ack.insert(key("action"), actionMap(a));
    ack.insert(key("submitted"), ownEntries(p->seat));
    p->conn->send(ack);
    emit submitted(p->seat);
}

void WerewolfHost::handleWithdraw(Peer* p, const QCborMap& m)
{
    if (!nightOpen_) {
        refuse(p, key(wwerr::NoNight), QStringLiteral("no night is open"), false);
        return;
    }
    const auto verb = verbFromKey(m.value(key("verb")).toString().toStdString());
    std::vector<Action> entries = session_->tonight();
    std::erase_if(entries, [&](const Action& e) { return e.actor == p->seat && (!verb || e.verb == *verb); });
    if (std::none_of(entries.begin(), entries.end(), [&](const Action& e) { return e.actor == p->seat; }))
        submittedSeats_.removeOne(p->seat);
    session_->setEntries(std::move(entries));
    QCborMap ack = message(QStringLiteral("accepted"));
    ack.insert(key("submitted"), ownEntries(p->seat));
    p->conn->send(ack);
    emit submitted(p->seat);
}

// ---- the day ----

bool WerewolfHost::openDay(DayTally tally, QString* error)
{
    QString why = phaseRefusal();
    if (why.isEmpty() && table()->state().nights == 0)
        why = QStringLiteral("the first day comes after the first night");
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    dayOpen_ = true;
    tally_ = tally;
    voteClosed_ = false;
    talliedVotes_ = session_->voteSerial();
    countedVotes_ = votedCount();
    countedLiving_ = livingVoters();
    QCborMap m = message(QStringLiteral("day"));
    m.insert(key("number"), table()->state().days + 1);
    m.insert(key("public"), tally_ == DayTally::Public);
    if (tally_ == DayTally::Hidden) {
        m.insert(key("hidden"), true);
        m.insert(key("voted"), countedVotes_);
        m.insert(key("living"), livingVoters());
    }
    broadcast(m);
    publishHiddenVotes(); // the moderator may have entered every vote already
    return true;
}

void WerewolfHost::publishVotes()
{
    if (!dayOpen_ || session_->voteSerial() == talliedVotes_)
        return;
    talliedVotes_ = session_->voteSerial();
    if (tally_ == DayTally::Hidden && !voteClosed_) {
        publishHiddenVotes();
        return;
    }
    if (tally_ == DayTally::Secret)
        return;
    broadcast(tallyMessage());
}

QCborMap WerewolfHost::tallyMessage() const
{
    QCborMap m = message(QStringLiteral("votes"));
    m.insert(key("tally"), tallyArray());
    m.insert(key("voters"), qint64(session_->votes().size()));
    if (tally_ == DayTally::Hidden)
        m.insert(key("closed"), true);
    return m;
}

// ---- votes hidden until all are in ----

int WerewolfHost::livingVoters() const
{
    if (!table())
        return 0;
    const auto& players = table()->state().players;
    return int(std::count_if(players.begin(), players.end(), [](const Player& p) { return p.alive; }));
}

int WerewolfHost::votedCount() const
{
    if (!table() || !session_)
        return 0;
    int n = 0;
    for (const Vote& v : session_->votes())
        if (const Player* p = table()->state().find(v.voter); p && p->alive)
            ++n;
    return n;
}

void WerewolfHost::publishHiddenVotes()
{
    if (!dayOpen_ || tally_ != DayTally::Hidden || voteClosed_)
        return;
    const int voted = votedCount();
    if (voted >= livingVoters()) {
        closeVote(); // the last living voter has voted
        return;
    }
    // Only a change of the count goes out: a changed vote sends nothing.
    if (voted == countedVotes_ && livingVoters() == countedLiving_)
        return;
    countedVotes_ = voted;
    countedLiving_ = livingVoters();
    QCborMap m = message(QStringLiteral("vote-count"));
    m.insert(key("voted"), voted);
    m.insert(key("living"), livingVoters());
    broadcast(m);
}

bool WerewolfHost::closeVote(QString* error)
{
    if (!dayOpen_ || tally_ != DayTally::Hidden || voteClosed_) {
        if (error)
            *error = !dayOpen_ ? QStringLiteral("no vote is open")
                : voteClosed_  ? QStringLiteral("the vote is already closed")
                               : QStringLiteral("the votes are not hidden");
        return false;
    }
    voteClosed_ = true;
    talliedVotes_ = session_->voteSerial();
    countedVotes_ = votedCount();
    broadcast(tallyMessage());
    emit tallyRevealed();
    return true;
}

// ---- who is connected ----

QCborArray WerewolfHost::presenceArray() const
{
    QCborArray out;
    for (int seat : connectedSeats())
        out.append(seat);
    return out;
}

void WerewolfHost::publishPresence()
{
    if (!table())
        return;
    QCborMap m = message(QStringLiteral("presence"));
    m.insert(key("connected"), presenceArray());
    broadcast(m);
}

void WerewolfHost::handleVote(Peer* p, const QCborMap& m)
{
    if (!dayOpen_ || voteClosed_) {
        refuse(p, key(wwerr::NoVote), voteClosed_ ? QStringLiteral("the vote is closed") : QStringLiteral("no vote is open"), false);
        return;
    }
    const State& st = table()->state();
    const Player* voter = st.find(p->seat);
    if (!voter || !voter->alive) {
        refuse(p, key(wwerr::IllegalVote), QStringLiteral("the dead do not vote"), false);
        return;
    }
    const int t = int(m.value(key("target")).toInteger()); // a whole number (validateMessage); 0 abstains
    if (t != NoPlayer) {
        const Player* who = st.find(t);
        if (!who || !who->alive) {
            refuse(p, key(wwerr::IllegalVote), QStringLiteral("#%1 is not a living player").arg(t), false);
            return;
        }
    }
    // The player hears its vote recorded before anyone hears the new tally.
    QCborMap ack = message(QStringLiteral("voted"));
    ack.insert(key("target"), t);
    p->conn->send(ack);
    // The session's vote now (the moderator may still change it); whoever
    // follows the session may sync at once, which sends the tally.
    session_->setVote(p->seat, t);
    emit voted(p->seat);
    publishVotes();
}

// ---- outcomes ----

void WerewolfHost::publish()
{
    if (!table())
        return;
    if (table()->results().size() < published_) {
        // The moderator took a phase back: everyone gets the state again.
        published_ = table()->results().size();
        nightOpen_ = dayOpen_ = voteClosed_ = false;
        submittedSeats_.clear();
        for (Peer* p : door_->peers())
            sendState(p);
        return;
    }
    while (published_ < table()->results().size()) {
        // A night or a vote committed on the table ends the open one here too.
        const PhaseKind kind = table()->results()[published_].kind;
        if (kind == PhaseKind::Night && nightOpen_) {
            nightOpen_ = false;
            submittedSeats_.clear();
        } else if (kind == PhaseKind::Day && dayOpen_) {
            dayOpen_ = voteClosed_ = false;
        }
        sendPhase(published_++);
    }
    publishVotes(); // the moderator's changes of an open public day's votes
    publishHiddenVotes(); // a death by the moderator's override changes a hidden vote's count
}

void WerewolfHost::sendPhase(std::size_t index)
{
    const PhaseResult& r = table()->results().at(index);
    const Game g = table()->game();
    QCborMap m = message(QStringLiteral("phase"));
    m.insert(key("phase"), phaseMap(index));
    m.insert(key("players"), publicPlayerList());
    const State& st = table()->stateBefore(index + 1);
    m.insert(key("nights"), st.nights);
    m.insert(key("days"), st.days);
    m.insert(key("over"), st.over);
    if (st.over)
        m.insert(key("winner"), st.winner ? qs(campKey(g, *st.winner)) : QStringLiteral("draw"));
    broadcast(m);
    // Each private message to its own recipients only.
    for (const Message& msg : r.messages) {
        QCborMap one = message(QStringLiteral("private"));
        one.insert(key("index"), qint64(index));
        one.insert(key("text"), privateText(msg.event));
        for (int to : msg.to)
            if (Peer* p = peerOf(to))
                p->conn->send(one);
    }
    // A role may change (castling, promotion) and anyone may have died.
    for (Peer* p : door_->peers())
        if (p->seat != NoSeat) {
            QCborMap you = message(QStringLiteral("you"));
            you.insert(key("you"), youMap(p->seat));
            p->conn->send(you);
        }
}

} // namespace qiyuan::net
