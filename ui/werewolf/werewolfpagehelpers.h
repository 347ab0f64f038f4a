// What the role-game page's files share (werewolfpage*.cpp, the tabs, the
// session): the UI language's words for roles and camps, small text and file helpers.
#pragma once

#include "session/moderatorsession.h"
#include "session/werewolf_file.h"
#include "session/werewolfsetup.h"
#include "werewolf/roletext.h"
#include "werewolf/text.h"
#include "session/traditional.h"

#include <QLocale>

#include <QCoreApplication>
#include <QJsonArray>
#include <QLabel>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>
#include <QWidget>

#include <algorithm>
#include <string_view>

// The moderator's session and the setup's choices live beside the engine
// (engine/session), where qiyuan-cli serve hosts with them too.
namespace qiyuan::ui {
using session::ModeratorSession;
namespace werewolfsetup = session::werewolfsetup;
} // namespace qiyuan::ui

namespace qiyuan::ui::werewolfpage {

using namespace qiyuan::werewolf;

// Gives the keyboard to the first control of `area` that Tab would reach (for
// when a step hid, disabled or rebuilt the control that had it); false if none.
inline bool focusFirstIn(QWidget* area)
{
    for (QWidget* w = area->nextInFocusChain(); w && w != area; w = w->nextInFocusChain())
        if (area->isAncestorOf(w) && w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy()) {
            w->setFocus(Qt::TabFocusReason);
            return true;
        }
    return false;
}

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
// What the role-game engine wrote itself (announcements, role names), in the
// reader's script: the engine writes Simplified Chinese (ui/traditional.h).
inline QString engineText(const std::string& s) { return session::inReadersScript(QString::fromStdString(s)); }

// The engine's texts in the UI language.
inline Style uiStyle() { return session::localeStyle(); }
inline QString roleText(Role r) { return engineText(roleName(r, uiStyle().roles)); }
inline QString roleText(Role r, Camp c) { return engineText(roleName(r, c, uiStyle().roles)); }
// A camp on its own, as a label ("White", "红方"): capitalised in English, as the players write it.
inline QString campText(Game g, Camp c)
{
    QString text = engineText(campName(g, c, uiStyle().words));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// Between the items of a list in the UI language: Chinese writes 、 (a comma is Western).
inline QString listSeparator() { return uiStyle().words == Language::Chinese ? QStringLiteral("、") : QStringLiteral(", "); }

// A seat by itself, as the players say it: "#3", "3号".
inline QString seatText(int id)
{
    // 号 is the engine's character (werewolf::playerName): 號 for a Traditional reader.
    return uiStyle().words == Language::Chinese ? session::inReadersScript(QStringLiteral("%1号")).arg(id) : QStringLiteral("#%1").arg(id);
}

// A camp and a role together: "White Pawn", "黑方卒" (Chinese writes them without a space).
inline QString campAndRole(Game g, Camp c, const QString& role)
{
    return campText(g, c) + (uiStyle().words == Language::Chinese ? QString() : QStringLiteral(" ")) + role;
}

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

inline QJsonArray actionsToJson(Game, const std::vector<Action>& actions) { return session::actionsToJson(actions); }

// What a dealt player reads about the role: its powers and the camp's goal.
inline QString roleAndGoal(Game g, const Seat& s)
{
    const Language l = uiStyle().words;
    return engineText(roleDescription(g, s.role, l)) + QLatin1Char('\n') + engineText(campGoal(g, s.camp, l));
}

// Where a moderator asks why: the ruling's id in a tooltip, never in the text itself.
inline QString rulingTip(const QString& ids)
{
    //: Tooltip naming the rulings (docs/rules) behind a setting or a status, e.g. "Ruling: XW-4"
    return QCoreApplication::translate("qiyuan::ui::werewolfpage", "Ruling: %1").arg(ids);
}

// A tab's message line: the text, and the ruling behind a refusal in its tooltip.
inline void showMessage(QLabel* label, const QString& text, const QString& ruling = {})
{
    label->setText(text);
    label->setToolTip(ruling.isEmpty() ? QString() : rulingTip(ruling));
}

inline constexpr const char* SetupsGroup = "werewolf/setups";


} // namespace qiyuan::ui::werewolfpage
