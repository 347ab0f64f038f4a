// The role games' test helpers, shared by the desktop clients' test
// (net_werewolf) and the phones' test (net_web): the hidden-information check
// (what one seat may not see, computed from the host's full knowledge, and a
// search of every received message for it; both tests first prove it finds
// planted leaks), a shuffled chess deal and the moderator's session.
#pragma once

#include "net/protocol.h"
#include "session/moderatorsession.h"
#include "werewolf/table.h"
#include "werewolf/text.h"

#include <QCborArray>
#include <QCborMap>
#include <QCborValue>
#include <QMap>
#include <QRandomGenerator>
#include <QElapsedTimer>
#include <QStringList>
#include <QTest>
#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <vector>

namespace werewolfleaks {

using namespace qiyuan::werewolf;


// What one client may not see, from the host's full knowledge.
struct Secrets {
    int seat = 0;
    std::set<int> publicRoles;          // seats whose role everyone knows (XW-1 帅, revealed deaths)
    std::set<int> publicCamps;          // seats whose camp everyone knows
    std::set<QString> forbiddenTexts;   // others' private messages, the moderator's log lines
    std::vector<Action> ownActions;     // what this client submitted (may come back to it)
};

inline Secrets secretsFor(const Table& table, int seat, const std::vector<Action>& ownActions)
{
    Secrets s;
    s.seat = seat;
    s.ownActions = ownActions;
    const Game g = table.game();
    for (const Seat& st : table.seats())
        if (st.role == Role::General) {
            s.publicRoles.insert(st.id);
            s.publicCamps.insert(st.id);
        }
    std::set<QString> allowed; // texts this client may legitimately hold
    for (const PhaseResult& r : table.results()) {
        for (Style style : {EnglishStyle, ChineseStyle}) {
            allowed.insert(QString::fromStdString(announcement(r, g, style)));
            for (const Event& e : r.news)
                allowed.insert(QString::fromStdString(describe(e, g, style)));
        }
        for (const Event& e : r.news) {
            if ((e.kind == EventKind::Died && e.reveal == Reveal::CampAndRole) || e.kind == EventKind::RealKing)
                s.publicRoles.insert(e.actor.id);
            if ((e.kind == EventKind::Died && e.reveal != Reveal::Nothing) || e.kind == EventKind::RealKing)
                s.publicCamps.insert(e.actor.id);
        }
        for (const Message& m : r.messages)
            if (std::binary_search(m.to.begin(), m.to.end(), seat))
                for (Style style : {EnglishStyle, ChineseStyle})
                    allowed.insert(QString::fromStdString(describe(m.event, g, style)));
    }
    for (const PhaseResult& r : table.results()) {
        for (Style style : {EnglishStyle, ChineseStyle}) {
            for (const Message& m : r.messages)
                if (!std::binary_search(m.to.begin(), m.to.end(), seat))
                    s.forbiddenTexts.insert(QString::fromStdString(describe(m.event, g, style)));
            // The moderator's view: every log line with its reasons.
            for (const Event& e : r.log)
                s.forbiddenTexts.insert(QString::fromStdString(describe(e, g, style)));
        }
    }
    for (const QString& a : allowed)
        s.forbiddenTexts.erase(a);
    return s;
}

inline void findLeaks(const QCborValue& v, const Secrets& s, const QString& where, QStringList& leaks)
{
    if (v.isArray()) {
        const QCborArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            findLeaks(a.at(i), s, where, leaks);
        return;
    }
    if (v.isString()) {
        const QString text = v.toString();
        for (const QString& f : s.forbiddenTexts)
            if (!f.isEmpty() && text.contains(f))
                leaks << QStringLiteral("%1: text \"%2\"").arg(where, f);
        return;
    }
    if (!v.isMap())
        return;
    const QCborMap m = v.toMap();
    const QString seatKey = QStringLiteral("seat");
    const int seat = int(m.value(seatKey).toInteger(-1));
    // A role travels only with the seat it belongs to: the client's own, or a public one.
    for (const char* k : {"role", "dealt"})
        if (m.contains(QLatin1String(k)) && seat != s.seat && !s.publicRoles.count(seat))
            leaks << QStringLiteral("%1: %2 of seat %3").arg(where, QLatin1String(k)).arg(seat);
    if (m.contains(QStringLiteral("camp")) && seat != s.seat && !s.publicCamps.count(seat))
        leaks << QStringLiteral("%1: camp of seat %2").arg(where).arg(seat);
    if (m.contains(QStringLiteral("actor")) && m.value(QStringLiteral("actor")).toInteger() != s.seat)
        leaks << QStringLiteral("%1: an action of seat %2").arg(where).arg(m.value(QStringLiteral("actor")).toInteger());
    // An entered action (verb and target) comes back only when it is the client's own.
    if (m.contains(QStringLiteral("verb")) && m.contains(QStringLiteral("target"))) {
        const auto verb = verbFromKey(m.value(QStringLiteral("verb")).toString().toStdString());
        const int target = int(m.value(QStringLiteral("target")).toInteger());
        const bool own = verb && std::any_of(s.ownActions.begin(), s.ownActions.end(), [&](const Action& a) {
            return a.verb == *verb && a.target == target;
        });
        if (!own)
            leaks << QStringLiteral("%1: an action %2 → #%3 not of this player")
                         .arg(where, m.value(QStringLiteral("verb")).toString()).arg(target);
    }
    for (auto it = m.begin(); it != m.end(); ++it)
        findLeaks(it.value(), s, where + QLatin1Char('.') + it.key().toString(), leaks);
}

inline QStringList leaksIn(const QList<QCborMap>& received, const Secrets& s)
{
    QStringList leaks;
    for (const QCborMap& m : received)
        findLeaks(m, s, m.value(QStringLiteral("t")).toString(), leaks);
    return leaks;
}

// The cards shuffled with a fixed seed, then numbered 1..n.
inline std::vector<Seat> shuffled(std::vector<Seat> cards, quint32 seed)
{
    QRandomGenerator rng(seed);
    for (std::size_t i = cards.size(); i > 1; --i)
        std::swap(cards[i - 1], cards[rng.bounded(quint32(i))]);
    for (std::size_t i = 0; i < cards.size(); ++i)
        cards[i].id = int(i) + 1;
    return cards;
}

// 国际象棋版杀: the standard 8 of each camp (CW-1), shuffled.
inline std::vector<Seat> chessDeal(quint32 seed)
{
    std::vector<Seat> cards;
    for (Camp c : {Camp::White, Camp::Black})
        for (Role r : {Role::King, Role::Queen, Role::Rook, Role::Knight, Role::Bishop, Role::Pawn, Role::Pawn, Role::Pawn})
            cards.push_back({0, c, r});
    return shuffled(std::move(cards), seed);
}

// The moderator's session with the game started on these seats, seat k
// named "Player k": what a host publishes (net::WerewolfHost::follow).
inline std::unique_ptr<qiyuan::session::ModeratorSession> moderatorOf(const std::vector<Seat>& seats,
                                                                      Game g = Game::Xiangqi)
{
    RuleError why;
    auto table = Table::create(g, Settings{}, seats, &why);
    if (!table)
        qFatal("deal refused: %s", describe(why, g, EnglishStyle).c_str());
    std::map<int, QString> names;
    for (const Seat& s : seats)
        names[s.id] = QStringLiteral("Player %1").arg(s.id);
    auto moderator = std::make_unique<qiyuan::session::ModeratorSession>(g);
    moderator->load(Settings{}, seats, names, std::move(*table), {}, {});
    return moderator;
}

// The moderator applies the day with the players' votes (and the decision of a tie).
inline Day dayOf(std::vector<Vote> votes, int decision = NoPlayer)
{
    Day day;
    day.votes = std::move(votes);
    day.decision = decision;
    return day;
}

// Short heartbeats, silence and lock-out for the tests.
inline qiyuan::net::Timing fastTiming()
{
    qiyuan::net::Timing t;
    t.heartbeatMs = 200;
    t.silenceMs = 4000;
    t.lockoutMs = 400;
    return t;
}

// Waits (processing events) until the condition holds or the time is up.
template <typename F>
bool waitFor(F condition, int ms = 8000)
{
    QElapsedTimer t;
    t.start();
    while (!condition()) {
        if (t.elapsed() > ms)
            return false;
        QTest::qWait(2);
    }
    return true;
}

} // namespace werewolfleaks
