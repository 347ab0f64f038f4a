// What each role of the two role games may do and how each camp wins, in a
// player's words, in English and Simplified Chinese: short enough for a phone
// screen, without ruling ids. The rulings (XW-*, CW-*) decide the content; the
// seed texts give the Chinese wording and names (帅（将）, 兵（卒） where the
// camp does not matter, the verbs of text.cpp: 杀, 抽将, 禁锢, 查证, ...).
#pragma once

#include "text.h"
#include "werewolf.h"

#include <string>

namespace qiyuan::werewolf {

// What the role may do, in a player's words (2–4 short sentences): its night
// action(s), limits, and anything special (e.g. its identity is public). No
// rule ids. Empty for a role that is not of the game (Role::King in Xiangqi).
std::string roleDescription(Game g, Role r, Language l);

// How the camp wins, one or two sentences, in a player's words. No rule ids.
std::string campGoal(Game g, Camp c, Language l);

} // namespace qiyuan::werewolf
