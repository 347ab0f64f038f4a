#include "tournamentio/tournamentfile.h"

#include "core/clock.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace tournament;

namespace tournamentio {

QByteArray toJson(const Tournament& t)
{
    QJsonObject root;
    root["format"] = "qiyuan-tournament";
    root["version"] = FileVersion;
    root["name"] = QString::fromStdString(t.name());
    root["system"] = QString::fromStdString(systemKey(t.system()));
    if (t.system() == System::Swiss)
        root["rounds"] = t.plannedRounds();
    if (!t.timeControl().empty())
        root["timeControl"] = QString::fromStdString(t.timeControl());
    QJsonArray players;
    for (const auto& p : t.players()) {
        QJsonObject o;
        o["name"] = QString::fromStdString(p.name);
        if (p.rating > 0)
            o["rating"] = p.rating;
        if (!p.seat.empty())
            o["seat"] = QString::fromStdString(p.seat);
        if (p.withdrawn)
            o["withdrawn"] = true;
        if (p.joinedRound != 1)
            o["joinedRound"] = p.joinedRound;
        players.append(o);
    }
    root["players"] = players;
    QJsonArray rounds;
    for (const auto& r : t.rounds()) {
        QJsonArray boards;
        for (const auto& b : r.boards) {
            QJsonObject o;
            o["white"] = b.white + 1; // players by their number in entry order
            if (b.isBye()) {
                o["bye"] = true;
            } else {
                o["black"] = b.black + 1;
                o["result"] = QString::fromStdString(resultText(b.result));
                if (!b.pgn.empty())
                    o["pgn"] = QString::fromStdString(b.pgn);
            }
            boards.append(o);
        }
        rounds.append(boards);
    }
    root["rounds_played"] = rounds;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Tournament> fromJson(const QByteArray& bytes, QString* error)
{
    auto fail = [error](const QString& why) -> std::optional<Tournament> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not JSON (%1 at byte %2)").arg(parse.errorString()).arg(parse.offset));
    const QJsonObject root = doc.object();
    if (root["format"].toString() != "qiyuan-tournament")
        return fail(QStringLiteral("not a Qiyuan tournament file"));
    if (root["version"].toInt() > FileVersion)
        return fail(QStringLiteral("written by a newer Qiyuan (file version %1)").arg(root["version"].toInt()));
    if (root["version"].toInt() < 1)
        return fail(QStringLiteral("no file version"));
    const auto system = systemFromKey(root["system"].toString().toStdString());
    if (!system)
        return fail(QStringLiteral("unknown system \"%1\"").arg(root["system"].toString()));
    std::vector<Player> players;
    for (const auto& v : root["players"].toArray()) {
        const QJsonObject o = v.toObject();
        Player p;
        p.name = o["name"].toString().toStdString();
        if (p.name.empty())
            return fail(QStringLiteral("player %1 has no name").arg(players.size() + 1));
        p.rating = o["rating"].toInt(0);
        p.seat = o["seat"].toString().toStdString();
        p.withdrawn = o["withdrawn"].toBool(false);
        p.joinedRound = o["joinedRound"].toInt(1);
        players.push_back(std::move(p));
    }
    const int n = int(players.size());
    std::vector<Round> rounds;
    for (const auto& rv : root["rounds_played"].toArray()) {
        Round round;
        for (const auto& bv : rv.toArray()) {
            const QJsonObject o = bv.toObject();
            Board b;
            b.white = o["white"].toInt(0) - 1;
            if (b.white < 0 || b.white >= n)
                return fail(QStringLiteral("round %1: a board names no such player").arg(rounds.size() + 1));
            if (!o["bye"].toBool(false)) {
                b.black = o["black"].toInt(0) - 1;
                if (b.black < 0 || b.black >= n)
                    return fail(QStringLiteral("round %1: a board names no such player").arg(rounds.size() + 1));
                const auto result = resultFromText(o["result"].toString().toStdString());
                if (!result)
                    return fail(QStringLiteral("round %1: unknown result \"%2\"")
                                    .arg(rounds.size() + 1)
                                    .arg(o["result"].toString()));
                b.result = *result;
                b.pgn = o["pgn"].toString().toStdString();
            }
            round.boards.push_back(std::move(b));
        }
        rounds.push_back(std::move(round));
    }
    Tournament t = Tournament::restore(root["name"].toString().toStdString(), *system, root["rounds"].toInt(0),
                                       std::move(players), std::move(rounds));
    if (const std::string why = t.check(); !why.empty())
        return fail(QString::fromStdString(why));
    const QString clock = root["timeControl"].toString();
    if (!clock.isEmpty() && !qiyuan::parseTimeControl(clock.toStdString()))
        return fail(QStringLiteral("unknown time control \"%1\"").arg(clock));
    t.setTimeControl(clock.toStdString());
    return t;
}

bool saveTournament(const QString& path, const Tournament& tournament, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(toJson(tournament)) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

std::optional<Tournament> loadTournament(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return std::nullopt;
    }
    return fromJson(file.readAll(), error);
}

} // namespace tournamentio
