#include "gamepages.h"

#include "ui/mainwindow.h"
#include "ui/werewolf/werewolfpage.h"
#include "ui/xiangqi/xiangqitable.h"

namespace qiyuan::ui {

// Each game adds its line here; the order is the order in which pages are
// asked whether they can open a file.
void registerGamePages(MainWindow& window)
{
    window.registerPage(QStringLiteral("xiangqi"), {PlayMode::HotSeat},
                        [](QWidget* parent) -> GamePage* { return new XiangqiTable(parent); });
    // The role games: the moderator's laptop (hot seat), one page per game.
    window.registerPage(QStringLiteral("werewolf-xiangqi"), {PlayMode::HotSeat}, [](QWidget* parent) -> GamePage* {
        return new WerewolfPage(werewolf::Game::Xiangqi, parent);
    });
    window.registerPage(QStringLiteral("werewolf-chess"), {PlayMode::HotSeat}, [](QWidget* parent) -> GamePage* {
        return new WerewolfPage(werewolf::Game::Chess, parent);
    });
}

} // namespace qiyuan::ui
