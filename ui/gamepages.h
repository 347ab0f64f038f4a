// The tables of the suite: one registerPage line per game.
#pragma once

namespace qiyuan::ui {

class MainWindow;

void registerGamePages(MainWindow& window);

} // namespace qiyuan::ui
