// Every game of the suite and its rule sets, by stable key: the one list that
// the start page, the CLI, saved files and the network share. Pure data, in
// English; the UI translates names with tr() in ui/gamenames.cpp.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace qiyuan {

// Board games are red against black at one table; role games (版杀) seat many
// players with secret roles and a moderator (法官 / 天神).
enum class GameFamily { Board, RoleGame };

// How a table is played. Stable keys (modeKey): "hotseat", "computer",
// "lan-host", "lan-join".
enum class PlayMode {
    HotSeat,  // 热座: two players take turns at one computer
    Computer, // against the computer
    LanHost,  // host a table on the local network (局域网)
    LanJoin,  // join a table on the local network
};

struct VariantInfo {
    std::string_view key;  // stable: saved files and the network carry it
    std::string_view name; // English name of the rule set, e.g. "Taiwan rules"
};

struct GameInfo {
    std::string_view key;     // stable game key
    std::string_view name;    // English name (GLOSSARY.md)
    std::string_view summary; // one line, English
    GameFamily family = GameFamily::Board;
    int players = 2;                   // seats at a standard table
    std::vector<VariantInfo> variants; // rule sets, the first is the default
    std::vector<PlayMode> modes;       // ways the game can be played
};

// All games in the order the start page lists them.
const std::vector<GameInfo>& games();

// nullptr for an unknown key.
const GameInfo* findGame(std::string_view gameKey);
const VariantInfo* findVariant(std::string_view variantKey);
// The game a rule set belongs to, nullptr for an unknown key.
const GameInfo* gameOfVariant(std::string_view variantKey);

std::string_view modeKey(PlayMode mode);
std::optional<PlayMode> modeFromKey(std::string_view key); // nullopt if unknown

} // namespace qiyuan
