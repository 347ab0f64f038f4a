#include "seatbuilder.h"

#include <QJsonArray>

namespace qiyuan::match {

SeatSpec SeatSpec::of(const Seat& seat)
{
    SeatSpec spec;
    spec.kind = seat.kind();
    spec.level = seat.level();
    spec.engine = seat.engine();
    return spec;
}

QJsonObject SeatSpec::toJson() const
{
    switch (kind) {
    case Seat::Kind::Person:
        return {{QStringLiteral("kind"), QStringLiteral("person")}};
    case Seat::Kind::Lan:
        return {{QStringLiteral("kind"), QStringLiteral("lan")}};
    case Seat::Kind::Peer:
        return {{QStringLiteral("kind"), QStringLiteral("peer")}};
    case Seat::Kind::Computer:
        break;
    }
    QJsonObject o{{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), level}};
    if (!engine.command.isEmpty()) {
        QJsonArray options;
        for (const auto& [name, value] : engine.options)
            options.append(QJsonArray{name, value});
        o.insert(QStringLiteral("engine"), QJsonObject{{QStringLiteral("command"), engine.command},
                                                       {QStringLiteral("id"), engine.id},
                                                       {QStringLiteral("options"), options}});
    }
    return o;
}

std::optional<SeatSpec> SeatSpec::fromJson(const QJsonObject& o, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    SeatSpec spec;
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("person"))
        return spec;
    if (kind != QLatin1String("computer"))
        return fail(QStringLiteral("unknown seat \"%1\" (a LAN game is not restored)").arg(kind.left(16)));
    spec.kind = Seat::Kind::Computer;
    spec.level = o.value(QStringLiteral("level")).toInt(-1);
    if (spec.level < ai::MinLevel || spec.level > ai::MaxLevel)
        return fail(QStringLiteral("a computer seat's level is %1..%2").arg(ai::MinLevel).arg(ai::MaxLevel));
    const QJsonObject e = o.value(QStringLiteral("engine")).toObject();
    spec.engine.command = e.value(QStringLiteral("command")).toString().trimmed();
    spec.engine.id = e.value(QStringLiteral("id")).toString();
    for (const QJsonValue& v : e.value(QStringLiteral("options")).toArray()) {
        const QJsonArray pair = v.toArray();
        if (pair.size() != 2 || !pair[0].isString() || !pair[1].isString())
            return fail(QStringLiteral("an engine option is a name and a value"));
        spec.engine.options.append({pair[0].toString(), pair[1].toString()});
    }
    return spec;
}

std::unique_ptr<Seat> buildBuiltinSeat(const SeatSpec& spec)
{
    switch (spec.kind) {
    case Seat::Kind::Person:
        return std::make_unique<PersonSeat>();
    case Seat::Kind::Computer:
        if (spec.engine.command.isEmpty())
            return std::make_unique<ComputerSeat>(spec.level);
        return nullptr;
    case Seat::Kind::Lan:
    case Seat::Kind::Peer:
        break; // the LAN's seats come with their link, never from a snapshot
    }
    return nullptr;
}

} // namespace qiyuan::match
