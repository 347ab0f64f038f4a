#include "gamenames.h"

namespace qiyuan::ui {

QString GameNames::title(std::string_view key)
{
    if (key == "xiangqi")
        //: 中国象棋, the standard game
        return tr("Xiangqi", "game name");
    if (key == "banqi")
        //: 翻翻棋 (banqi), played face down on half a board
        return tr("Dark Chess", "game name");
    if (key == "jifen")
        //: 积分象棋
        return tr("Scoring Xiangqi", "game name");
    if (key == "werewolf-xiangqi")
        //: 中国象棋版杀: a werewolf-style game where each player is one xiangqi piece
        return tr("Xiangqi Role Game", "game name");
    if (key == "werewolf-chess")
        //: 国际象棋版杀: a werewolf-style game where each player is one chess piece
        return tr("Chess Role Game", "game name");
    const GameInfo* game = findGame(key);
    return game ? toQString(game->name) : toQString(key);
}

QString GameNames::chineseTitle(std::string_view key)
{
    if (key == "xiangqi")
        return QStringLiteral(u"中国象棋");
    if (key == "banqi")
        return QStringLiteral(u"翻翻棋");
    if (key == "jifen")
        return QStringLiteral(u"积分象棋");
    if (key == "werewolf-xiangqi")
        return QStringLiteral(u"中国象棋版杀");
    if (key == "werewolf-chess")
        return QStringLiteral(u"国际象棋版杀");
    return {};
}

QString GameNames::summary(std::string_view key)
{
    if (key == "xiangqi")
        //: One line on the start page
        return tr("The classic game of the river and the palace: checkmate the enemy General.");
    if (key == "banqi")
        //: One line on the start page. 翻 = flip a face-down piece
        return tr("All pieces start face down on half a board: flip, move and capture by rank.");
    if (key == "jifen")
        //: One line on the start page. Kinds: normal, small, king, idle pieces
        return tr("Xiangqi where pieces change kind and moves score points: reach the target or checkmate.");
    if (key == "werewolf-xiangqi")
        //: One line on the start page. 法官 = moderator
        return tr("Red against black, each player secretly one piece; a moderator runs nights and day votes.");
    if (key == "werewolf-chess")
        //: One line on the start page. moderator = 法官 (the glossary word, in both role games)
        return tr("White against black, each player secretly one chess piece; a moderator runs the nights.");
    const GameInfo* game = findGame(key);
    return game ? toQString(game->summary) : QString();
}

QString GameNames::players(const GameInfo& game)
{
    //: Seats at a standard table of the game
    return tr("%n player(s)", "table size", game.players);
}

QString GameNames::variant(std::string_view key)
{
    if (key == "banqi")
        //: 翻翻棋 rule set of mainland China (QQ game rules)
        return tr("QQ rules", "dark chess rule set");
    if (key == "banqi-taiwan")
        //: 翻翻棋 rule set of Taiwan (暗棋)
        return tr("Taiwan rules", "dark chess rule set");
    if (key == "banqi-tcga")
        //: 翻翻棋 rule set of the TCGA computer olympiad (台灣電腦對局學會)
        return tr("TCGA rules", "dark chess rule set");
    if (key == "banqi-chariot-rush")
        //: 翻翻棋 rule set: the Taiwan rules with 車直衝 (the chariot runs along a free line)
        return tr("Chariot rush rules", "dark chess rule set");
    if (key == "jifen-simple")
        //: 积分象棋 rule set 简明
        return tr("Simple", "scoring xiangqi rule set");
    if (key == "jifen-match")
        //: 积分象棋 rule set 比赛
        return tr("Match", "scoring xiangqi rule set");
    if (key == "jifen-contest")
        //: 积分象棋 rule set 竞赛
        return tr("Contest", "scoring xiangqi rule set");
    // "standard": xiangqi's rule set as a LAN table names it (docs/PROTOCOL.md)
    if (key == "xiangqi" || key == "standard" || key == "werewolf-xiangqi" || key == "werewolf-chess")
        //: The only rule set of a game
        return tr("Standard rules", "rule set");
    const VariantInfo* v = findVariant(key);
    return v ? toQString(v->name) : toQString(key);
}

QString GameNames::variantToolTip(std::string_view key)
{
    if (key == "banqi")
        return tr("Mainland rules: equal ranks destroy each other, a chase may last at most 10 moves.");
    if (key == "banqi-taiwan")
        return tr("Taiwan rules: the attacker survives an equal rank, no chase limit, "
                  "a draw after 50 plies without a flip or capture.");
    if (key == "banqi-tcga")
        return tr("Computer olympiad rules: Taiwan captures, no chase limit, threefold repetition "
                  "and 60 plies without a flip or capture draw.");
    if (key == "banqi-chariot-rush")
        return tr("Taiwan rules in which a chariot runs any distance along a free row or column.");
    if (key == "jifen-simple")
        return tr("Normal and idle pieces; idle moves score, a check costs a point. First to 30.");
    if (key == "jifen-match")
        return tr("Normal, small and idle pieces; a check gives the opponent 2 points. First to 100.");
    if (key == "jifen-contest")
        return tr("Adds king pieces and two moves a turn until the first capture. First to 100.");
    return {};
}

QString GameNames::mode(PlayMode mode, GameFamily family)
{
    const bool role = family == GameFamily::RoleGame;
    switch (mode) {
    case PlayMode::HotSeat:
        //: Play mode: 热座, two players take turns at one computer; for a role game (版杀): the moderator (法官) runs it on this computer
        return role ? tr("Moderate here", "play mode") : tr("Two players", "play mode");
    case PlayMode::Computer:
        //: Play mode
        return tr("Against the computer", "play mode");
    case PlayMode::LanHost:
        //: Play mode: open a game on the local network (局域网) for others to join; the same words at every game (局域网建局)
        return tr("Host on LAN", "play mode");
    case PlayMode::LanJoin:
        //: Play mode: join a game someone hosts on the local network (局域网); the same words at every game (局域网加入)
        return tr("Join on LAN", "play mode");
    }
    return {};
}

QString GameNames::modeToolTip(PlayMode mode, GameFamily family)
{
    const bool role = family == GameFamily::RoleGame;
    switch (mode) {
    case PlayMode::HotSeat:
        return role ? tr("Run the game as the moderator on this computer: players tell you their actions in private.")
                    : tr("Two players take turns on this computer (hot-seat).");
    case PlayMode::Computer:
        return tr("Play against the computer.");
    case PlayMode::LanHost:
        return role ? tr("Open a table on the local network and run it as the moderator.")
                    : tr("Open a game on the local network for a friend to join.");
    case PlayMode::LanJoin:
        return role ? tr("Take a seat at a table hosted on the local network.")
                    : tr("Join a game hosted on the local network.");
    }
    return {};
}

QString GameNames::comingLater()
{
    //: Tooltip of a game mode or menu item that is not finished yet
    return tr("Comes in a later version.");
}

QString joinSentences(const QStringList& parts)
{
    QString out;
    for (const QString& p : parts) {
        if (p.isEmpty())
            continue;
        if (!out.isEmpty() && out.back().unicode() < 0x2e80)
            out += QLatin1Char(' ');
        out += p;
    }
    return out;
}

} // namespace qiyuan::ui
