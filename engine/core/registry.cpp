#include "registry.h"

namespace qiyuan {

namespace {

const std::vector<PlayMode> boardModes = {PlayMode::HotSeat, PlayMode::Computer,
                                          PlayMode::LanHost, PlayMode::LanJoin};
// A role game is run by a moderator: on the moderator's own laptop (hot seat,
// players send their actions by message or in person), or over the network
// where one computer hosts (the moderator) and the players join.
const std::vector<PlayMode> roleGameModes = {PlayMode::HotSeat, PlayMode::LanHost, PlayMode::LanJoin};

std::vector<GameInfo> makeGames()
{
    return {
        // 中国象棋
        {"xiangqi", "Xiangqi",
         "The classic game: checkmate the enemy General.",
         GameFamily::Board, 2,
         {{"xiangqi", "Standard rules"}},
         boardModes},
        // 翻翻棋: QQ (mainland), Taiwan, TCGA (computer olympiad) and 車直衝 rules
        {"banqi", "Dark Chess",
         "Half a board of face-down pieces: flip, move and capture by rank.",
         GameFamily::Board, 2,
         {{"banqi", "QQ rules"}, {"banqi-taiwan", "Taiwan rules"}, {"banqi-tcga", "TCGA rules"},
          {"banqi-chariot-rush", "Chariot rush rules"}},
         boardModes},
        // 积分象棋: rule sets 简明, 比赛, 竞赛
        {"jifen", "Scoring xiangqi",
         "Xiangqi where pieces change kind and every move can score points.",
         GameFamily::Board, 2,
         {{"jifen-simple", "Simple"}, {"jifen-match", "Match"}, {"jifen-contest", "Contest"}},
         boardModes},
        // 中国象棋版杀
        {"werewolf-xiangqi", "Xiangqi role game",
         "32 players each secretly play one piece; nights of actions, days of votes.",
         GameFamily::RoleGame, 32,
         {{"werewolf-xiangqi", "Standard rules"}},
         roleGameModes},
        // 国际象棋版杀
        {"werewolf-chess", "Chess role game",
         "16 players each secretly play one chess piece; find the hidden kings.",
         GameFamily::RoleGame, 16,
         {{"werewolf-chess", "Standard rules"}},
         roleGameModes},
    };
}

} // namespace

const std::vector<GameInfo>& games()
{
    static const std::vector<GameInfo> all = makeGames();
    return all;
}

const GameInfo* findGame(std::string_view gameKey)
{
    for (const GameInfo& g : games())
        if (g.key == gameKey)
            return &g;
    return nullptr;
}

const VariantInfo* findVariant(std::string_view variantKey)
{
    for (const GameInfo& g : games())
        for (const VariantInfo& v : g.variants)
            if (v.key == variantKey)
                return &v;
    return nullptr;
}

const GameInfo* gameOfVariant(std::string_view variantKey)
{
    for (const GameInfo& g : games())
        for (const VariantInfo& v : g.variants)
            if (v.key == variantKey)
                return &g;
    return nullptr;
}

std::string_view modeKey(PlayMode mode)
{
    switch (mode) {
    case PlayMode::HotSeat: return "hotseat";
    case PlayMode::Computer: return "computer";
    case PlayMode::LanHost: return "lan-host";
    case PlayMode::LanJoin: return "lan-join";
    }
    return "hotseat";
}

std::optional<PlayMode> modeFromKey(std::string_view key)
{
    for (PlayMode m : {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin})
        if (modeKey(m) == key)
            return m;
    return std::nullopt;
}

} // namespace qiyuan
