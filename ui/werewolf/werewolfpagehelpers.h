// What the role-game page's files share (werewolfpage*.cpp, the tabs, the
// session): the UI language's words for roles and camps, small text and file helpers.
#pragma once

#include "session/werewolf_file.h"
#include "werewolf/text.h"

#include <QLocale>

#include <QJsonArray>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace qiyuan::ui::werewolfpage {

using namespace qiyuan::werewolf;

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// The engine's texts in the UI language.
inline Style uiStyle() { return QLocale().language() == QLocale::Chinese ? ChineseStyle : EnglishStyle; }
inline QString roleText(Role r) { return QString::fromStdString(roleName(r, uiStyle().roles)); }
inline QString campText(Game g, Camp c) { return QString::fromStdString(campName(g, c, uiStyle().words)); }

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


} // namespace qiyuan::ui::werewolfpage
