#include "gamepages.h"

#include "ui/mainwindow.h"
#include "ui/jifen/jifentable.h"
#include "ui/xiangqi/xiangqitable.h"

namespace qiyuan::ui {

// Each game adds its line here; the order is the order in which pages are
// asked whether they can open a file.
void registerGamePages(MainWindow& window)
{
    window.registerPage(QStringLiteral("xiangqi"), {PlayMode::HotSeat},
                        [](QWidget* parent) -> GamePage* { return new XiangqiTable(parent); });
    window.registerPage(QStringLiteral("jifen"), {PlayMode::HotSeat},
                        [](QWidget* parent) -> GamePage* { return new JifenTable(parent); });
}

} // namespace qiyuan::ui
