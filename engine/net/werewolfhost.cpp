#include "werewolfhost.h"

#include "connection.h"
#include "webgate.h"
#include "werewolf/roletext.h"
#include "werewolf/text.h"

#include <algorithm>

namespace qiyuan::net {

using namespace qiyuan::werewolf;

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Both languages travel: each client shows its own.
QCborMap texts(const std::string& en, const std::string& zh)
{
    QCborMap m;
    m.insert(key("en"), QString::fromStdString(en));
    m.insert(key("zh"), QString::fromStdString(zh));
    return m;
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

QCborMap actionMap(Game g, const Action& a)
{
    Q_UNUSED(g);
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

// A child of its connection: deleted with it, so never while the
// connection's own signal is still running (Connection::dispose).
struct WerewolfHost::Peer : QObject {
    explicit Peer(Connection* c) : QObject(c), conn(c) {}
    Connection* conn = nullptr;
    bool greeted = false;
    bool joined = false;     // past "join": seated, waiting or watching
    bool spectator = false;
    int seat = 0;            // the bound seat; 0 while waiting (or a spectator)
    int waitingId = 0;       // while waiting for the moderator
    QString name;
};

WerewolfHost::WerewolfHost(const WerewolfHostSettings& settings, const Timing& timing, QObject* parent)
    : QObject(parent), settings_(settings), gate_(new RoomGate(settings.roomCode, timing, this))
{
    connect(gate_, &RoomGate::arrived, this, &WerewolfHost::accept);
    connect(gate_, &RoomGate::peerRefused, this, &WerewolfHost::peerRefused);
}

WerewolfHost::~WerewolfHost()
{
    for (Peer* p : std::as_const(peers_))
        p->conn->disconnect(this); // the peers go with their connections, the gate's children
}

void WerewolfHost::close()
{
    gate_->close();
    closePhones();
    const QList<Peer*> peers = peers_;
    for (Peer* p : peers)
        p->conn->close(QStringLiteral("the moderator stopped hosting"));
}

bool WerewolfHost::listenPhones(const QHostAddress& address, quint16 port, QString* error)
{
    if (!web_)
        web_ = new WebGate(gate_, this);
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
    if (!table_ || !table_->state().find(seat))
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
    if (!table_)
        return QStringLiteral("werewolf");
    return QStringLiteral("werewolf-") + qs(werewolf::gameKey(table_->game()));
}

void WerewolfHost::setTable(Table* table, const QMap<int, QString>& names)
{
    table_ = table;
    names_ = names;
    nightOpen_ = dayOpen_ = false;
    entries_.clear();
    submittedSeats_.clear();
    votes_.clear();
    published_ = table_ ? table_->results().size() : 0;
    // Seats that no longer exist lose their players.
    for (int seat : tokens_.keys())
        if (!table_ || !table_->state().find(seat))
            release(seat);
    for (Peer* p : std::as_const(peers_)) {
        if (p->joined && !p->spectator && p->seat == 0 && table_) {
            const int seat = seatByName(p->name);
            if (seat != 0) {
                bind(p, seat, false);
                continue;
            }
        }
        if (p->joined && (p->seat != 0 || p->spectator)) {
            QCborMap m = message(QStringLiteral("state"));
            m.insert(key("state"), stateFor(p->seat));
            p->conn->send(m);
        }
    }
    emit waitingChanged();
}

// ---- connections ----

void WerewolfHost::accept(Connection* c)
{
    auto* p = new Peer(c);
    peers_.append(p);
    connect(c, &Connection::messageReceived, this, [this, p](const QCborMap& m) { onMessage(p, m); });
    connect(c, &Connection::closed, this, [this, p] { onClosed(p); });
}

void WerewolfHost::refuse(Peer* p, const QString& code, const QString& text, bool drop)
{
    gate_->refuse(p->conn, code, text, drop);
}

void WerewolfHost::onClosed(Peer* p)
{
    peers_.removeOne(p); // the gate deletes the connection
    const int seat = p->seat;
    const bool waited = p->joined && !p->spectator && p->seat == 0;
    // p goes with its connection (the gate disposes of it).
    // The seat keeps its token: the player rejoins with it.
    if (seat != 0)
        emit playerLeft(seat);
    if (waited)
        emit waitingChanged();
}

WerewolfHost::Peer* WerewolfHost::peerOf(int seat) const
{
    for (Peer* p : peers_)
        if (p->seat == seat && seat != 0)
            return p;
    return nullptr;
}

void WerewolfHost::onMessage(Peer* p, const QCborMap& m)
{
    const QString t = m.value(key("t")).toString();
    if (!p->greeted) {
        handleHello(p, m);
        return;
    }
    if (t == QLatin1String("hello")) { // a known message, but only once (as HostSession's)
        refuse(p, key(err::BadMessage), QStringLiteral("already greeted"), false);
        return;
    }
    if (t == QLatin1String("join")) {
        handleJoin(p, m);
        return;
    }
    if (t == QLatin1String("bye")) {
        p->conn->close(QStringLiteral("bye"));
        return;
    }
    static const QStringList seatMessages = {QStringLiteral("night-action"), QStringLiteral("night-withdraw"),
                                             QStringLiteral("vote")};
    if (!seatMessages.contains(t)) {
        refuse(p, key(err::UnknownMessage), QStringLiteral("unknown message \"%1\"").arg(t.left(32)), false);
        return;
    }
    if (!p->joined || p->seat == 0) {
        refuse(p, key(err::NotSeated), QStringLiteral("only a seated player may act"), false);
        return;
    }
    // A message may name its seat; it must be the sender's own.
    if (m.contains(key("seat")) && m.value(key("seat")).toInteger(-2) != p->seat) {
        refuse(p, key(err::WrongSeat), QStringLiteral("this connection plays seat %1 only").arg(p->seat), false);
        return;
    }
    if (!table_) {
        refuse(p, key(wwerr::NoGame), QStringLiteral("the moderator has not started the game"), false);
        return;
    }
    if (t == QLatin1String("night-action"))
        handleAction(p, m);
    else if (t == QLatin1String("night-withdraw"))
        handleWithdraw(p, m);
    else
        handleVote(p, m);
}

void WerewolfHost::handleHello(Peer* p, const QCborMap& m)
{
    if (!gate_->checkHello(p->conn, m))
        return;
    p->greeted = true;
    // The moderator plays no seat: hostSeat -1.
    p->conn->send(welcomeMessage(settings_.hostName, gameKey(), QStringLiteral("standard"), -1, freeSeats()));
}

int WerewolfHost::seatByName(const QString& name) const
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return 0;
    for (auto it = names_.begin(); it != names_.end(); ++it)
        if (it.value().trimmed().compare(wanted, Qt::CaseInsensitive) == 0)
            return it.key();
    return 0;
}

void WerewolfHost::handleJoin(Peer* p, const QCborMap& m)
{
    if (p->joined) {
        refuse(p, key(err::BadMessage), QStringLiteral("already joined"), false);
        return;
    }
    const RoomGate::Entry entry = gate_->enter(p->conn, m);
    if (entry == RoomGate::Entry::Refused)
        return;
    const QString name = cutText(m.value(key("name")).toString().trimmed(), MaxNameChars);
    if (entry == RoomGate::Entry::Spectator) {
        // A watcher (a projector): only what is public, no code needed.
        p->joined = true;
        p->spectator = true;
        p->name = name;
        QCborMap w = message(QStringLiteral("watching"));
        w.insert(key("state"), stateFor(0));
        p->conn->send(w);
        return;
    }
    if (entry == RoomGate::Entry::Token) {
        const QString token = m.value(key("token")).toString();
        int seat = tokens_.key(token, 0);
        bool fresh = false; // the first player of the seat, through its personal token
        if (seat == 0 && table_ && table_->state().find(personal_.key(token, 0))) {
            // A personal token from the reveal: the moderator's grant of the
            // seat; it becomes the seat's token (an earlier one is void).
            seat = personal_.key(token, 0);
            tokens_[seat] = token;
            fresh = !joined_.contains(seat);
        }
        if (seat == 0) {
            gate_->wrongToken(p->conn);
            return;
        }
        gate_->tokenAccepted(p->conn);
        if (Peer* old = peerOf(seat)) {
            // The same player on a new connection (the old one has not timed
            // out yet): the token proves it, the old connection goes.
            old->seat = 0;
            old->conn->close(QStringLiteral("replaced"));
        }
        p->name = joined_.value(seat, name.isEmpty() ? names_.value(seat) : name);
        bind(p, seat, !fresh);
        return;
    }
    if (name.isEmpty()) {
        refuse(p, key(err::BadMessage), QStringLiteral("a player needs a name"), false);
        return;
    }
    p->name = name;
    const int seat = table_ ? seatByName(name) : 0;
    if (seat != 0 && tokens_.contains(seat)) {
        refuse(p, key(err::SeatTaken),
               QStringLiteral("the seat of %1 is taken: rejoin with its token or ask the moderator").arg(name), false);
        return;
    }
    p->joined = true;
    if (seat != 0) {
        bind(p, seat, false);
        return;
    }
    // No seat of that name: the moderator assigns one.
    p->waitingId = nextWaitingId_++;
    QCborMap w = message(QStringLiteral("lobby"));
    w.insert(key("name"), name);
    p->conn->send(w);
    emit waitingChanged();
}

void WerewolfHost::bind(Peer* p, int seat, bool rejoined)
{
    p->joined = true;
    p->seat = seat;
    p->waitingId = 0;
    // A new binding gets a new token, unless it came with the seat's personal one.
    if (!tokens_.contains(seat) || (!rejoined && tokens_.value(seat) != personal_.value(seat)))
        tokens_[seat] = newSeatToken();
    joined_[seat] = p->name;
    QCborMap s = message(QStringLiteral("seated"));
    s.insert(key("seat"), seat);
    s.insert(key("token"), tokens_.value(seat));
    s.insert(key("state"), stateFor(seat));
    p->conn->send(s);
    emit playerJoined(seat, p->name, rejoined);
    emit waitingChanged();
}

QList<WerewolfHost::Waiting> WerewolfHost::waiting() const
{
    QList<Waiting> out;
    for (const Peer* p : peers_)
        if (p->joined && !p->spectator && p->seat == 0)
            out.append({p->waitingId, p->name, p->conn->addressText()});
    return out;
}

bool WerewolfHost::assign(int waitingId, int seat, QString* error)
{
    Peer* p = nullptr;
    for (Peer* q : std::as_const(peers_))
        if (q->joined && !q->spectator && q->seat == 0 && q->waitingId == waitingId)
            p = q;
    if (!p) {
        if (error)
            *error = QStringLiteral("nobody is waiting with number %1").arg(waitingId);
        return false;
    }
    if (!table_ || !table_->state().find(seat)) {
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
    tokens_.remove(seat);
    personal_.remove(seat);
    joined_.remove(seat);
    if (Peer* p = peerOf(seat)) {
        p->seat = 0;
        refuse(p, key(wwerr::Released), QStringLiteral("the moderator gave your seat to someone else"), true);
    }
}

int WerewolfHost::freeSeats() const
{
    if (!table_)
        return std::max(0, settings_.fullTable - int(waiting().size()));
    int free = 0;
    for (int seat : names_.keys())
        free += !tokens_.contains(seat);
    return free;
}

bool WerewolfHost::isBound(int seat) const { return tokens_.contains(seat); }
bool WerewolfHost::isConnected(int seat) const { return peerOf(seat) != nullptr; }
QString WerewolfHost::joinedName(int seat) const { return joined_.value(seat); }

QList<int> WerewolfHost::connectedSeats() const
{
    QList<int> out;
    for (const Peer* p : peers_)
        if (p->seat != 0)
            out.append(p->seat);
    std::sort(out.begin(), out.end());
    return out;
}

void WerewolfHost::broadcast(const QCborMap& m)
{
    for (Peer* p : std::as_const(peers_))
        if (p->joined && (p->seat != 0 || p->spectator))
            p->conn->send(m);
}

// ---- the state as one seat sees it ----

QCborArray WerewolfHost::publicPlayerList() const
{
    QCborArray out;
    if (!table_)
        return out;
    const Game g = table_->game();
    // What everyone knows, built only from public facts, as the public view:
    // the 帅 (XW-1), what the announcements revealed, a king made public by castling.
    std::map<int, std::pair<std::optional<Camp>, std::optional<Role>>> known;
    for (const Seat& s : table_->seats())
        if (g == Game::Xiangqi && s.role == Role::General)
            known[s.id] = {s.camp, s.role};
    for (const PhaseResult& r : table_->results())
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
    for (const Player& p : table_->state().players) {
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
    const Player* p = table_ ? table_->state().find(seat) : nullptr;
    if (!p)
        return m;
    const Game g = table_->game();
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

QCborMap WerewolfHost::phaseMap(std::size_t index) const
{
    const PhaseResult& r = table_->results().at(index);
    const Game g = table_->game();
    QCborMap m;
    m.insert(key("index"), qint64(index));
    m.insert(key("kind"), phaseKindKey(r.kind));
    m.insert(key("number"), r.number);
    m.insert(key("deaths"), intArray(r.deaths));
    m.insert(key("announcement"), texts(announcement(r, g, EnglishStyle), announcement(r, g, ChineseStyle)));
    return m;
}

QCborMap WerewolfHost::formMap(int seat) const
{
    QCborMap form;
    QCborArray options;
    // The form is the actor's own: what it may enter whatever the others
    // enter (no entry of another player shapes it, so none leaks through it).
    for (const Option& o : table_->options(seat, {})) {
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
    for (const Action& a : entries_)
        if (a.actor == seat)
            out.append(actionMap(table_->game(), a));
    return out;
}

QCborArray WerewolfHost::tallyArray() const
{
    std::map<int, int> counts;
    for (auto it = votes_.begin(); it != votes_.end(); ++it)
        if (it.value() != NoPlayer)
            ++counts[it.value()];
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
    s.insert(key("started"), table_ != nullptr);
    if (!table_)
        return s;
    const State& st = table_->state();
    const Game g = table_->game();
    if (seat != 0)
        s.insert(key("you"), youMap(seat));
    s.insert(key("players"), publicPlayerList());
    s.insert(key("nights"), st.nights);
    s.insert(key("days"), st.days);
    QCborArray phases;
    for (std::size_t i = 0; i < table_->results().size(); ++i)
        phases.append(phaseMap(i));
    s.insert(key("phases"), phases);
    QCborArray messages;
    if (seat != 0)
        for (std::size_t i = 0; i < table_->results().size(); ++i)
            for (const Message& msg : table_->results()[i].messages)
                if (std::binary_search(msg.to.begin(), msg.to.end(), seat)) {
                    QCborMap one;
                    one.insert(key("index"), qint64(i));
                    one.insert(key("text"), texts(describe(msg.event, g, EnglishStyle), describe(msg.event, g, ChineseStyle)));
                    messages.append(one);
                }
    s.insert(key("messages"), messages);
    QCborMap night;
    night.insert(key("open"), nightOpen_);
    night.insert(key("number"), st.nights + (nightOpen_ ? 1 : 0));
    if (nightOpen_ && seat != 0) {
        const QCborMap form = formMap(seat);
        if (!form.value(key("options")).toArray().isEmpty())
            night.insert(key("form"), form);
        night.insert(key("submitted"), ownEntries(seat));
    }
    s.insert(key("night"), night);
    QCborMap day;
    day.insert(key("open"), dayOpen_);
    day.insert(key("number"), st.days + (dayOpen_ ? 1 : 0));
    day.insert(key("public"), publicTally_);
    if (dayOpen_ && seat != 0)
        day.insert(key("myVote"), votes_.value(seat, -1));
    if (dayOpen_ && publicTally_)
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
    if (!table_)
        return QStringLiteral("no game");
    if (table_->state().over)
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
    entries_.clear();
    submittedSeats_.clear();
    const int number = table_->state().nights + 1;
    for (Peer* p : std::as_const(peers_)) {
        if (!p->joined || (p->seat == 0 && !p->spectator))
            continue;
        QCborMap m = message(QStringLiteral("night"));
        m.insert(key("number"), number);
        if (p->seat != 0) {
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

void WerewolfHost::setEntries(const std::vector<Action>& entries)
{
    entries_ = entries;
}

Resolution WerewolfHost::preview() const
{
    if (!table_)
        return {};
    return table_->preview(Night{entries_});
}

void WerewolfHost::insertEntry(const Action& a)
{
    const Player* actor = table_->state().find(a.actor);
    const bool twoPowers = actor && (actor->role == Role::General || actor->role == Role::King);
    // A new submission replaces the player's earlier one (the same power for a 帅 / 王).
    std::erase_if(entries_, [&](const Action& e) { return e.actor == a.actor && (!twoPowers || e.verb == a.verb); });
    const int rank = actor ? nightRank(actor->role) : 99;
    auto at = std::find_if(entries_.begin(), entries_.end(), [&](const Action& e) {
        const Player* other = table_->state().find(e.actor);
        return (other ? nightRank(other->role) : 99) > rank;
    });
    entries_.insert(at, a);
}

void WerewolfHost::handleAction(Peer* p, const QCborMap& m)
{
    if (!nightOpen_) {
        refuse(p, key(wwerr::NoNight), QStringLiteral("no night is open"), false);
        return;
    }
    const auto verb = verbFromKey(m.value(key("verb")).toString().toStdString());
    const QCborValue target = m.value(key("target"));
    const QCborValue screen = m.value(key("screen"));
    if (!verb || (!target.isUndefined() && !target.isInteger()) || (!screen.isUndefined() && !screen.isInteger())) {
        refuse(p, key(err::BadMessage), QStringLiteral("a night action needs a known \"verb\" and whole-number seats"), false);
        return;
    }
    Action a{p->seat, *verb, int(target.toInteger(NoPlayer)), int(screen.toInteger(NoPlayer))};
    // First: is it one of the choices of the player's own form? A refusal
    // then says only that: the engine's sentence could name a hidden fact
    // (a probe for who is the original rook, CW-14), the form names none.
    // The refusal, with its Chinese text (and ruling) beside the English one.
    const auto refuseAction = [this, p](const QCborMap& r) {
        emit peerRefused(p->conn->addressText(), key(wwerr::IllegalAction), r.value(key("text")).toString());
        p->conn->send(r);
    };
    bool inForm = false;
    for (const Option& o : table_->options(p->seat, {})) {
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
        r.insert(key("textZh"), QStringLiteral("该行动不在你的夜晚行动表选项中"));
        refuseAction(r);
        return;
    }
    // Then the engine, judging it alone: the player's own action against the
    // state, never against what the others entered (a refusal must not tell
    // about their entries).
    if (auto e = table_->check({}, a)) {
        const Game g = table_->game();
        // The player reads the sentence; its ruling's id travels beside it ("rule").
        Style en = EnglishStyle, zh = ChineseStyle;
        en.ruleIds = zh.ruleIds = false;
        QCborMap r = errorMessage(key(wwerr::IllegalAction), QString::fromStdString(describe(*e, g, en)));
        r.insert(key("textZh"), QString::fromStdString(describe(*e, g, zh)));
        r.insert(key("rule"), qs(e->rule));
        refuseAction(r);
        return;
    }
    insertEntry(a);
    if (!submittedSeats_.contains(p->seat))
        submittedSeats_.append(p->seat);
    QCborMap ack = message(QStringLiteral("accepted"));
    ack.insert(key("action"), actionMap(table_->game(), a));
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
    std::erase_if(entries_, [&](const Action& e) { return e.actor == p->seat && (!verb || e.verb == *verb); });
    const QCborArray own = ownEntries(p->seat);
    if (own.isEmpty())
        submittedSeats_.removeOne(p->seat);
    QCborMap ack = message(QStringLiteral("accepted"));
    ack.insert(key("submitted"), own);
    p->conn->send(ack);
    emit submitted(p->seat);
}

std::optional<RuleError> WerewolfHost::commitNight()
{
    if (!table_ || !nightOpen_) {
        RuleError e;
        e.problem = table_ && table_->state().over ? Problem::GameOver : Problem::UnknownPlayer;
        return e;
    }
    if (auto e = table_->commit(Night{entries_}))
        return e;
    publish(); // closes the night
    return std::nullopt;
}

// ---- the day ----

bool WerewolfHost::openDay(bool publicTally, QString* error)
{
    QString why = phaseRefusal();
    if (why.isEmpty() && table_->state().nights == 0)
        why = QStringLiteral("the first day comes after the first night");
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    dayOpen_ = true;
    publicTally_ = publicTally;
    votes_.clear();
    QCborMap m = message(QStringLiteral("day"));
    m.insert(key("number"), table_->state().days + 1);
    m.insert(key("public"), publicTally_);
    broadcast(m);
    return true;
}

std::vector<Vote> WerewolfHost::votes() const
{
    std::vector<Vote> out;
    for (auto it = votes_.begin(); it != votes_.end(); ++it)
        out.push_back({it.key(), it.value()});
    return out;
}

void WerewolfHost::setVote(int voter, int target)
{
    if (target < 0)
        votes_.remove(voter);
    else
        votes_[voter] = target;
    if (dayOpen_ && publicTally_)
        sendVotes();
}

void WerewolfHost::sendVotes()
{
    QCborMap m = message(QStringLiteral("votes"));
    m.insert(key("tally"), tallyArray());
    m.insert(key("voters"), qint64(votes_.size()));
    broadcast(m);
}

void WerewolfHost::handleVote(Peer* p, const QCborMap& m)
{
    if (!dayOpen_) {
        refuse(p, key(wwerr::NoVote), QStringLiteral("no vote is open"), false);
        return;
    }
    const QCborValue target = m.value(key("target"));
    if (!target.isInteger()) {
        refuse(p, key(err::BadMessage), QStringLiteral("a vote needs a whole-number \"target\" (0 abstains)"), false);
        return;
    }
    const State& st = table_->state();
    const Player* voter = st.find(p->seat);
    if (!voter || !voter->alive) {
        refuse(p, key(wwerr::IllegalVote), QStringLiteral("the dead do not vote"), false);
        return;
    }
    const int t = int(target.toInteger());
    if (t != NoPlayer) {
        const Player* who = st.find(t);
        if (!who || !who->alive) {
            refuse(p, key(wwerr::IllegalVote), QStringLiteral("#%1 is not a living player").arg(t), false);
            return;
        }
    }
    votes_[p->seat] = t;
    QCborMap ack = message(QStringLiteral("voted"));
    ack.insert(key("target"), t);
    p->conn->send(ack);
    emit voted(p->seat);
    if (publicTally_)
        sendVotes();
}

std::optional<RuleError> WerewolfHost::commitDay(int decision)
{
    if (!table_ || !dayOpen_) {
        RuleError e;
        e.problem = table_ && table_->state().over ? Problem::GameOver : Problem::DayBeforeNight;
        return e;
    }
    Day day;
    day.votes = votes();
    day.decision = decision;
    if (auto e = table_->commit(day))
        return e;
    publish(); // closes the day
    return std::nullopt;
}

// ---- outcomes ----

void WerewolfHost::publish()
{
    if (!table_)
        return;
    if (table_->results().size() < published_) {
        // The moderator took a phase back: everyone gets the state again.
        published_ = table_->results().size();
        nightOpen_ = dayOpen_ = false;
        entries_.clear();
        submittedSeats_.clear();
        votes_.clear();
        for (Peer* p : std::as_const(peers_))
            if (p->joined && (p->seat != 0 || p->spectator)) {
                QCborMap m = message(QStringLiteral("state"));
                m.insert(key("state"), stateFor(p->seat));
                p->conn->send(m);
            }
        return;
    }
    while (published_ < table_->results().size()) {
        // A night or a vote committed on the table ends the open one here too.
        const PhaseKind kind = table_->results()[published_].kind;
        if (kind == PhaseKind::Night && nightOpen_) {
            nightOpen_ = false;
            entries_.clear();
            submittedSeats_.clear();
        } else if (kind == PhaseKind::Day && dayOpen_) {
            dayOpen_ = false;
            votes_.clear();
        }
        sendPhase(published_++);
    }
}

void WerewolfHost::sendPhase(std::size_t index)
{
    const PhaseResult& r = table_->results().at(index);
    const Game g = table_->game();
    QCborMap m = message(QStringLiteral("phase"));
    m.insert(key("phase"), phaseMap(index));
    m.insert(key("players"), publicPlayerList());
    const State& st = table_->stateBefore(index + 1);
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
        one.insert(key("text"), texts(describe(msg.event, g, EnglishStyle), describe(msg.event, g, ChineseStyle)));
        for (int to : msg.to)
            if (Peer* p = peerOf(to))
                p->conn->send(one);
    }
    // A role may change (castling, promotion) and anyone may have died.
    for (Peer* p : std::as_const(peers_))
        if (p->seat != 0) {
            QCborMap you = message(QStringLiteral("you"));
            you.insert(key("you"), youMap(p->seat));
            p->conn->send(you);
        }
}

} // namespace qiyuan::net
