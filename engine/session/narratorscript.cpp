#include "session/narratorscript.h"

#include "session/werewolfsetup.h"

#include <algorithm>

namespace qiyuan::session::narrator {

using namespace qiyuan::werewolf;

namespace {

QString pick(Language l, const char* en, const char16_t* zh)
{
    return l == Language::Chinese ? QString::fromUtf16(zh) : QString::fromUtf8(en);
}

// A role as the room hears it: in Chinese both camps' characters where they
// differ (帅、将), as the two camps' holders wake together.
QString calledName(Game g, Role r, Language l)
{
    if (g != Game::Xiangqi || l != Language::Chinese)
        return QString::fromStdString(roleName(r, l));
    const QString red = QString::fromStdString(roleName(r, Camp::Red, l));
    const QString black = QString::fromStdString(roleName(r, Camp::Black, l));
    return red == black ? red : red + u'、' + black;
}

} // namespace

std::vector<Role> calledRoles(Game g, const std::vector<Seat>& deal)
{
    std::vector<Role> called;
    for (Role r : werewolfsetup::nightOrder(g))
        if (std::any_of(deal.begin(), deal.end(), [r](const Seat& s) { return s.role == r; }))
            called.push_back(r);
    return called;
}

std::vector<Line> nightFalls(Game g, const std::vector<Seat>& deal, int night, Language l)
{
    std::vector<Line> lines;
    lines.push_back({l == Language::Chinese ? QStringLiteral(u"第 %1 夜，天黑请闭眼。").arg(night)
                                            : QStringLiteral("Night %1 falls. Everyone, close your eyes.").arg(night)});
    for (Role r : calledRoles(g, deal)) {
        const QString name = calledName(g, r, l);
        // The act pause follows every wake call alike: a role nobody alive holds gets the same time.
        lines.push_back({l == Language::Chinese ? QStringLiteral(u"%1请睁眼，请行动。").arg(name)
                                                : QStringLiteral("%1, wake up and act.").arg(name),
                         Pause::Act});
        lines.push_back({l == Language::Chinese ? QStringLiteral(u"%1请闭眼。").arg(name)
                                                : QStringLiteral("%1, close your eyes.").arg(name)});
    }
    lines.push_back({pick(l, "The night is over.", u"夜晚结束。")});
    return lines;
}

std::vector<Line> dawn(const PhaseResult& night, Game g, const Style& style)
{
    return {{pick(style.words, "Day breaks. Everyone, open your eyes.", u"天亮了，请大家睁眼。")},
            {QString::fromStdString(announcement(night, g, style))}};
}

std::vector<Line> callToVote(int day, Language l)
{
    return {{l == Language::Chinese ? QStringLiteral(u"第 %1 天，发言结束，请投票。").arg(day)
                                    : QStringLiteral("Day %1: the talk is over. Time to vote.").arg(day)}};
}

std::vector<Line> voteResult(const PhaseResult& day, Game g, const Style& style)
{
    std::vector<Line> lines{{pick(style.words, "The votes are in.", u"投票结束。")},
                            {QString::fromStdString(announcement(day, g, style))}};
    return lines;
}

std::vector<Line> nextSpeaker(const QString& playerLabel, Language l)
{
    return {{l == Language::Chinese ? QStringLiteral(u"%1，请发言。").arg(playerLabel)
                                    : QStringLiteral("%1, your turn to speak.").arg(playerLabel)}};
}

std::vector<Line> timeIsUp(Language l) { return {{pick(l, "Time.", u"时间到。")}}; }

std::vector<Line> afterStep(const ModeratorSession& session, ModeratorSession::Step step)
{
    const Table* table = session.table();
    if (!table)
        return {};
    const Style style = session.style();
    const State& st = table->state();
    std::vector<Line> lines;
    auto append = [&lines](std::vector<Line> more) { lines.insert(lines.end(), more.begin(), more.end()); };
    auto gameOver = [&] {
        lines.push_back({pick(style.words, "The game is over.", u"游戏结束。")});
    };
    switch (step) {
    case ModeratorSession::Step::Started: // not Loaded: reopening a session says nothing
        append(nightFalls(session.game(), session.deal(), 1, style.words));
        break;
    case ModeratorSession::Step::NightApplied:
        append(dawn(table->results().back(), session.game(), style));
        if (st.over)
            gameOver();
        break;
    case ModeratorSession::Step::DayApplied:
        append(voteResult(table->results().back(), session.game(), style));
        if (st.over)
            gameOver();
        else
            append(nightFalls(session.game(), session.deal(), st.nights + 1, style.words));
        break;
    default:
        break;
    }
    return lines;
}

QStringList texts(const std::vector<Line>& lines)
{
    QStringList out;
    for (const Line& l : lines)
        out << l.text;
    return out;
}

} // namespace qiyuan::session::narrator
