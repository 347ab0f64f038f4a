// Renders the role games' structured outcomes (werewolf.h) as text: the
// moderator's log lines with their reason chains (XW-8), private messages,
// the public announcement and refusals, in English or Chinese.
//
// A style chooses the language of the words and, separately, of the role
// names: the CLI's log (docs/CLI.md) writes English words with the seed's
// Chinese role names, "炮 #7 → #12: failed, #12 invincible (prayer of 兵 #3)".
#pragma once

#include "werewolf.h"

#include <map>
#include <string>

namespace qiyuan::werewolf {

enum class Language : std::uint8_t { English, Chinese };

// Who the players are, for the screens: texts name them ("张三（6号）",
// "Zhang San (#6)") and write a xiangqi role in its camp's characters (black
// 将/象/士/卒, red 帅/相/仕/兵). Without it a player is "#6" and every role has
// one name, as in the CLI's log (docs/CLI.md).
struct People {
    std::map<int, std::string> names;
    std::map<int, Camp> camps;
};

struct Style {
    Language words = Language::English;
    Language roles = Language::English;
    const People* people = nullptr; // not owned; must outlive the texts' making
    bool ruleIds = true;            // refusals end with their ruling's id "(XW-9)"
    // Texts read on the screens (the app's tabs, the projector, phones), not
    // the CLI's log: English camps capitalised as names ("Red Cannon", "Black
    // wins"), the moderator's ruling as a sentence rather than a log head.
    bool onScreen = false;
};
inline constexpr Style EnglishStyle{Language::English, Language::English};
inline constexpr Style ChineseStyle{Language::Chinese, Language::Chinese};
// English words, Chinese role names: the moderator's shorthand of docs/CLI.md.
inline constexpr Style ModeratorStyle{Language::English, Language::Chinese};

std::string roleName(Role r, Language l);     // "Cannon" / "炮"
// In Chinese, a xiangqi role in its camp's characters: black 将 象 士 卒, red 帅 相 仕 兵.
std::string roleName(Role r, Camp c, Language l);
// A player as the texts name one: "#6", or with People "张三（6号）" / "Zhang San (#6)".
std::string playerName(int id, Style s);
std::string campName(Game g, Camp c, Language l); // "red" / "红方"
std::string verbName(Verb v, Language l);     // "kill" / "杀"

// One log line, private message or item of news.
std::string describe(const Event& e, Game g, Style style);
// Why an entry or phase is refused, ending with the ruling id (unless style.ruleIds is off).
std::string describe(const RuleError& e, Game g, Style style);
// The public announcement of a phase: "night 1: #9 died (red 车)".
std::string announcement(const PhaseResult& r, Game g, Style style);

} // namespace qiyuan::werewolf
