#include "lanseats.h"

#include <QHostAddress>
#include <QSettings>

namespace qiyuan::net::LanSeats {

namespace {
const QString Group = QStringLiteral("lan/seats");

// A kept seat older than this is not tried: the host's window for a rejoin
// (3 minutes after it noticed us gone) has long closed, or the evening is over.
constexpr qint64 MaxAgeSeconds = 12 * 3600;

bool sameHost(const QString& a, const QString& b)
{
    if (a.compare(b, Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress x(a), y(b);
    return !x.isNull() && !y.isNull() && x.isEqual(y, QHostAddress::TolerantConversion);
}
} // namespace

void remember(const LanSeatMemo& memo)
{
    if (memo.game.isEmpty() || memo.token.isEmpty())
        return;
    QSettings s;
    s.beginGroup(Group);
    s.beginGroup(memo.game);
    s.setValue(QStringLiteral("address"), memo.address);
    s.setValue(QStringLiteral("port"), int(memo.port));
    s.setValue(QStringLiteral("token"), memo.token);
    s.setValue(QStringLiteral("name"), memo.name);
    s.setValue(QStringLiteral("code"), memo.code);
    s.setValue(QStringLiteral("hostName"), memo.hostName);
    s.setValue(QStringLiteral("since"), (memo.since.isValid() ? memo.since : QDateTime::currentDateTimeUtc()).toString(Qt::ISODate));
    s.endGroup();
    s.endGroup();
    s.sync();
}

std::optional<LanSeatMemo> recall(const QString& game)
{
    QSettings s;
    s.beginGroup(Group);
    if (!s.childGroups().contains(game))
        return std::nullopt;
    s.beginGroup(game);
    LanSeatMemo m;
    m.game = game;
    m.address = s.value(QStringLiteral("address")).toString();
    const int port = s.value(QStringLiteral("port")).toInt();
    m.token = s.value(QStringLiteral("token")).toString();
    m.name = s.value(QStringLiteral("name")).toString();
    m.code = s.value(QStringLiteral("code")).toString();
    m.hostName = s.value(QStringLiteral("hostName")).toString();
    m.since = QDateTime::fromString(s.value(QStringLiteral("since")).toString(), Qt::ISODate);
    // A damaged or stale entry is no seat (and is not tried).
    const qint64 age = m.since.isValid() ? m.since.secsTo(QDateTime::currentDateTimeUtc()) : -1;
    if (m.address.isEmpty() || port < 1 || port > 65535 || m.token.isEmpty() || age < -60 || age > MaxAgeSeconds)
        return std::nullopt;
    m.port = quint16(port);
    return m;
}

void forget(const QString& game)
{
    QSettings s;
    s.beginGroup(Group);
    s.remove(game);
    s.endGroup();
    s.sync();
}

QStringList games()
{
    QSettings s;
    s.beginGroup(Group);
    QStringList out;
    for (const QString& g : s.childGroups())
        if (recall(g))
            out << g;
    return out;
}

std::optional<LanSeatMemo> recallAt(const QString& game, const QString& address, quint16 port)
{
    auto m = recall(game);
    if (m && m->port == port && sameHost(m->address, address))
        return m;
    return std::nullopt;
}

} // namespace qiyuan::net::LanSeats
