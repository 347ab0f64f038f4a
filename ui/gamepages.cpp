#include "gamepages.h"

#include "ui/mainwindow.h"
#include "ui/banqi/banqitable.h"
#include "ui/xiangqi/xiangqitable.h"

namespace qiyuan::ui {

// Each game adds its line here; the order is the order in which pages are
// asked whether they can open a file.
void registerGamePages(MainWindow& window)
{
    // 翻翻棋 first: it claims only its own JSON files, while xiangqi claims any PGN-like text.
    window.registerPage(QStringLiteral("banqi"), {PlayMode::HotSeat},
                        [](QWidget* parent) -> GamePage* { return new BanqiTable(parent); });
    window.registerPage(QStringLiteral("xiangqi"), {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin},
                        [](QWidget* parent) -> GamePage* { return new XiangqiTable(parent); });
}

} // namespace qiyuan::ui
