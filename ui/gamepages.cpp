#include "gamepages.h"

#include "ui/mainwindow.h"
#include "ui/banqi/banqitable.h"
#include "ui/werewolf/werewolfpage.h"
#include "ui/jifen/jifentable.h"
#include "ui/xiangqi/xiangqitable.h"

namespace qiyuan::ui {

// Each game adds its line here; the order is the order in which pages are
// asked whether they can open a file.
void registerGamePages(MainWindow& window)
{
    // 翻翻棋 first: it claims only its own JSON files, while xiangqi claims any PGN-like text.
    window.registerPage(QStringLiteral("banqi"), {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin},
                        [](QWidget* parent) -> GamePage* { return new BanqiTable(parent); });
    window.registerPage(QStringLiteral("xiangqi"), {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin},
                        [](QWidget* parent) -> GamePage* { return new XiangqiTable(parent); });
    window.registerPage(QStringLiteral("jifen"), {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin},
                        [](QWidget* parent) -> GamePage* { return new JifenTable(parent); });
    // The role games, one page per game: the moderator's laptop (hot seat, or
    // with the players on their own computers: host), and a player's screen (join).
    window.registerPage(QStringLiteral("werewolf-xiangqi"), {PlayMode::HotSeat, PlayMode::LanHost, PlayMode::LanJoin},
                        [](QWidget* parent) -> GamePage* {
        return new WerewolfPage(werewolf::Game::Xiangqi, parent);
    });
    window.registerPage(QStringLiteral("werewolf-chess"), {PlayMode::HotSeat, PlayMode::LanHost, PlayMode::LanJoin},
                        [](QWidget* parent) -> GamePage* {
        return new WerewolfPage(werewolf::Game::Chess, parent);
    });
}

} // namespace qiyuan::ui
