// What the narrator of a role game (版杀) reads aloud, phase by phase, without
// widgets or sound (the speech layer, ui/werewolf/narrator.h, only plays it):
// night falls; every role of the deal is called awake and asleep in the night
// order of the rules (werewolfsetup::nightOrder); dawn's public announcement;
// the call to vote and the vote's result. The standard texts in English and
// Chinese, as engine/werewolf/text.h writes its own.
//
// Nothing secret is ever in it: the night calls name roles, never players, and
// call every role of the deal whether or not anyone holding it is still
// alive (a skipped call would tell the room that role is dead); the pauses
// depend only on the kind of line. Dawn and the vote read the engine's public
// announcement (werewolf::announcement), which names only what all may know.
#pragma once

#include "session/moderatorsession.h"
#include "werewolf/text.h"

#include <QString>

#include <vector>

namespace qiyuan::session::narrator {

// After a line, before the next: a short breath, or the fixed time a called
// role has to act. The same for every role, acted or not.
enum class Pause { Short, Act };

struct Line {
    QString text;
    Pause pause = Pause::Short;
    bool operator==(const Line&) const = default;
};

// The roles the night calls, in the night order: every role dealt at the
// start (dead or alive: the deal's role set is public, who holds what is not).
std::vector<werewolf::Role> calledRoles(werewolf::Game g, const std::vector<werewolf::Seat>& deal);

// "Night 2 falls. Everyone, close your eyes." then each called role awake and
// asleep, then "Everyone, the night is over."
std::vector<Line> nightFalls(werewolf::Game g, const std::vector<werewolf::Seat>& deal, int night,
                             werewolf::Language l);
// "Day breaks. Everyone, open your eyes." and the night's public announcement.
std::vector<Line> dawn(const werewolf::PhaseResult& night, werewolf::Game g, const werewolf::Style& style);
// "Time to vote. ..." (the moderator calls it when the talk is over).
std::vector<Line> callToVote(int day, werewolf::Language l);
// The vote's public announcement and, when the game is over, its end.
std::vector<Line> voteResult(const werewolf::PhaseResult& day, werewolf::Game g, const werewolf::Style& style);

// The day's speaking order (speakingtimer.h): "张三（2号），请发言。" /
// "Zhang San (#2), your turn to speak." (a label as ModeratorSession::playerLabel
// writes it: public), and the short "Time." when a speaker's or the night's time ends.
std::vector<Line> nextSpeaker(const QString& playerLabel, werewolf::Language l);
std::vector<Line> timeIsUp(werewolf::Language l);

// What the narrator reads after a step of the session, in the session's UI
// language (empty: nothing): the first night after the start, dawn after a
// night, the result and the next night after a vote.
std::vector<Line> afterStep(const ModeratorSession& session, ModeratorSession::Step step);

// The texts alone.
QStringList texts(const std::vector<Line>& lines);

} // namespace qiyuan::session::narrator
