#include "werewolfclient.h"

#include "hostlink.h"

#include <QDateTime>

namespace qiyuan::net {

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
}

WerewolfClient::WerewolfClient(const Timing& timing, QObject* parent)
    : QObject(parent), link_(new HostLink(timing, this))
{
    connect(link_, &HostLink::messageReceived, this, &WerewolfClient::onMessage);
    connect(link_, &HostLink::disconnected, this, &WerewolfClient::disconnected);
}

WerewolfClient::~WerewolfClient() = default;

void WerewolfClient::connectToHost(const QString& host, quint16 port, const QString& playerName,
                                   const QString& roomCode, const QString& token, bool spectate)
{
    link_->connectToHost(host, port, playerName, roomCode, token, spectate);
}

void WerewolfClient::rejoin() { link_->rejoin(); }
void WerewolfClient::leave() { link_->leave(); }
void WerewolfClient::dropConnection() { link_->abort(QStringLiteral("dropped")); }
bool WerewolfClient::isConnected() const { return link_->isConnected(); }
bool WerewolfClient::isJoined() const { return link_->isJoined(); }
bool WerewolfClient::isWaiting() const { return link_->isWaiting(); }
QString WerewolfClient::token() const { return link_->token(); }
QString WerewolfClient::hostAddress() const { return link_->hostAddress(); }
quint16 WerewolfClient::hostPort() const { return link_->hostPort(); }
QString WerewolfClient::playerName() const { return link_->playerName(); }
void WerewolfClient::send(const QCborMap& m) { link_->send(m); }
void WerewolfClient::sendRaw(const QCborMap& m) { send(m); }

void WerewolfClient::submitAction(const QString& verb, int target, int screen)
{
    QCborMap m = message(QStringLiteral("night-action"));
    m.insert(key("verb"), verb);
    if (target != 0)
        m.insert(key("target"), target);
    if (screen != 0)
        m.insert(key("screen"), screen);
    send(m);
}

void WerewolfClient::withdrawAction(const QString& verb)
{
    QCborMap m = message(QStringLiteral("night-withdraw"));
    if (!verb.isEmpty())
        m.insert(key("verb"), verb);
    send(m);
}

void WerewolfClient::vote(int target)
{
    QCborMap m = message(QStringLiteral("vote"));
    m.insert(key("target"), target);
    send(m);
}

void WerewolfClient::setIn(const QString& part, const QString& field, const QCborValue& value)
{
    QCborMap sub = state_.value(part).toMap();
    if (value.isUndefined())
        sub.remove(field);
    else
        sub.insert(field, value);
    state_.insert(part, sub);
}

void WerewolfClient::onMessage(const QCborMap& m)
{
    received_.append(m);
    const QString t = m.value(key("t")).toString();
    if (t == QLatin1String("welcome")) {
        welcome_ = m;
        emit welcomed(m);
        link_->join();
    } else if (t == QLatin1String("lobby")) {
        link_->waitInLobby();
        emit waitingForSeat();
    } else if (t == QLatin1String("seated") || t == QLatin1String("watching")) {
        link_->takeSeat(m);
        seat_ = t == QLatin1String("seated") ? int(m.value(key("seat")).toInteger()) : 0;
        state_ = m.value(key("state")).toMap();
        emit joined(seat_);
        emit stateChanged();
    } else if (t == QLatin1String("state")) {
        state_ = m.value(key("state")).toMap();
        emit stateChanged();
    } else if (t == QLatin1String("night")) {
        QCborMap night;
        night.insert(key("open"), true);
        night.insert(key("number"), m.value(key("number")));
        if (m.contains(key("form")))
            night.insert(key("form"), m.value(key("form")));
        night.insert(key("submitted"), QCborArray());
        state_.insert(key("night"), night);
        emit nightOpened(int(m.value(key("number")).toInteger()), m.contains(key("form")));
        emit stateChanged();
    } else if (t == QLatin1String("accepted")) {
        setIn(key("night"), key("submitted"), m.value(key("submitted")));
        emit actionAccepted();
        emit stateChanged();
    } else if (t == QLatin1String("phase")) {
        const QCborMap phase = m.value(key("phase")).toMap();
        QCborArray phases = this->phases();
        phases.append(phase);
        state_.insert(key("phases"), phases);
        state_.insert(key("players"), m.value(key("players")));
        state_.insert(key("nights"), m.value(key("nights")));
        state_.insert(key("days"), m.value(key("days")));
        state_.insert(key("over"), m.value(key("over")));
        if (m.contains(key("winner")))
            state_.insert(key("winner"), m.value(key("winner")));
        const QString kind = phase.value(key("kind")).toString();
        if (kind == QLatin1String("night")) {
            QCborMap night;
            night.insert(key("open"), false);
            night.insert(key("number"), m.value(key("nights")));
            state_.insert(key("night"), night);
        } else if (kind == QLatin1String("day")) {
            QCborMap day;
            day.insert(key("open"), false);
            day.insert(key("number"), m.value(key("days")));
            state_.insert(key("day"), day);
        }
        emit phaseReceived(phase);
        emit stateChanged();
    } else if (t == QLatin1String("private")) {
        QCborMap one;
        one.insert(key("index"), m.value(key("index")));
        one.insert(key("text"), m.value(key("text")));
        QCborArray messages = privateMessages();
        messages.append(one);
        state_.insert(key("messages"), messages);
        emit privateReceived(one);
        emit stateChanged();
    } else if (t == QLatin1String("you")) {
        state_.insert(key("you"), m.value(key("you")));
        emit stateChanged();
    } else if (t == QLatin1String("day")) {
        QCborMap day;
        day.insert(key("open"), true);
        day.insert(key("number"), m.value(key("number")));
        day.insert(key("public"), m.value(key("public")));
        for (const char* hidden : {"hidden", "voted", "living"}) // a hidden vote: the count only
            if (m.contains(key(hidden)))
                day.insert(key(hidden), m.value(key(hidden)));
        if (seat_ != 0)
            day.insert(key("myVote"), -1);
        state_.insert(key("day"), day);
        emit dayOpened(int(m.value(key("number")).toInteger()));
        emit stateChanged();
    } else if (t == QLatin1String("voted")) {
        setIn(key("day"), key("myVote"), m.value(key("target")));
        emit voteRecorded(int(m.value(key("target")).toInteger()));
        emit stateChanged();
    } else if (t == QLatin1String("votes")) {
        setIn(key("day"), key("tally"), m.value(key("tally")));
        if (m.value(key("closed")).toBool()) // a hidden vote's reveal
            setIn(key("day"), key("closed"), true);
        emit stateChanged();
    } else if (t == QLatin1String("vote-count")) {
        setIn(key("day"), key("voted"), m.value(key("voted")));
        setIn(key("day"), key("living"), m.value(key("living")));
        emit stateChanged();
    } else if (t == QLatin1String("presence")) {
        // Who is connected: each player's "connected" in the public list.
        QList<qint64> connected;
        for (const QCborValue& v : m.value(key("connected")).toArray())
            connected << v.toInteger();
        QCborArray players = this->players();
        for (qsizetype i = 0; i < players.size(); ++i) {
            QCborMap p = players.at(i).toMap();
            p.insert(key("connected"), connected.contains(p.value(key("seat")).toInteger()));
            players[i] = p;
        }
        state_.insert(key("players"), players);
        emit stateChanged();
    } else if (t == QLatin1String("timer")) {
        timer_ = m;
        timerReceivedMs_ = QDateTime::currentMSecsSinceEpoch();
        emit timerChanged();
    } else if (t == QLatin1String("error")) {
        lastErrorCode_ = m.value(key("code")).toString();
        emit errorReceived(lastErrorCode_, m.value(key("text")).toString());
    }
    // Anything else is from a newer host: ignored, as the protocol allows.
}

} // namespace qiyuan::net
