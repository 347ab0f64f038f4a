// What the role-game page's files share (werewolfpage*.cpp): small text and
// file helpers and a player's status words.
#pragma once

#include "werewolfpage.h"
#include "session/werewolf_file.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace qiyuan::ui::werewolfpage {

using namespace qiyuan::werewolf;

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Player names: one a line, or separated by commas (a pasted list).
inline QStringList splitNames(const QString& text)
{
    QStringList out;
    for (QString n : text.split(QRegularExpression(QStringLiteral("[\\n,，、;；\\t]")), Qt::SkipEmptyParts)) {
        n = n.trimmed();
        if (!n.isEmpty())
            out << n;
    }
    return out;
}

inline bool writeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

inline QJsonArray actionsToJson(Game g, const std::vector<Action>& actions)
{
    session::WerewolfGame probe;
    probe.game = g;
    probe.phases.emplace_back(std::in_place_type<Night>, actions);
    return werewolfGameToJson(probe).value(QLatin1String("phases")).toArray().at(0).toObject().value(QLatin1String("night")).toArray();
}

inline constexpr const char* SetupsGroup = "werewolf/setups";


inline QStringList statusTexts(const Table& t, const Player& p)
{
    QStringList out;
    const State& s = t.state();
    if (!t.results().empty() && t.results().back().kind == PhaseKind::Night) {
        const PhaseResult& r = t.results().back();
        if (std::binary_search(r.invincible.begin(), r.invincible.end(), p.id))
            out << WerewolfPage::tr("invincible");
        if (std::binary_search(r.imprisoned.begin(), r.imprisoned.end(), p.id))
            out << WerewolfPage::tr("imprisoned");
    }
    auto marked = [&](const std::vector<Mark>& marks) {
        return std::any_of(marks.begin(), marks.end(), [&](const Mark& m) { return m.player == p.id; });
    };
    if (marked(s.carry.curses))
        out << WerewolfPage::tr("cursed");
    if (marked(s.carry.blessings))
        out << WerewolfPage::tr("blessed");
    if (marked(s.carry.pardons))
        out << WerewolfPage::tr("pardoned");
    if (marked(s.carry.substitutes))
        out << WerewolfPage::tr("named substitute");
    if (p.promoted)
        out << WerewolfPage::tr("promoted");
    if (p.rested)
        out << WerewolfPage::tr("rested");
    if (p.mustPromote)
        out << WerewolfPage::tr("must promote");
    if (p.coverNights > 0)
        out << WerewolfPage::tr("%n cover night(s)", nullptr, p.coverNights);
    return out;
}


} // namespace qiyuan::ui::werewolfpage
