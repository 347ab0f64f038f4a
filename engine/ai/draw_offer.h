// How the computer answers a draw offer, the same in every game
// (docs/PLAY.md): it accepts when it is not ahead by its own measure, and
// declines when it is. Standard library only.
#pragma once

#include "banqi/game.h"
#include "jifen/position.h"
#include "xiangqi/position.h"

namespace qiyuan::ai {

// Xiangqi: the static evaluation from the computer's view, at most a third of
// a soldier (about even) — a computer that is ahead plays on.
inline constexpr int XiangqiDrawMargin = 30;
bool xiangqiAcceptsDraw(const xiangqi::Position& position, xiangqi::Side computer);

// 积分象棋: points and material from the computer's view (evaluateJifen) not above 0.
bool jifenAcceptsDraw(const jifen::Position& position, xiangqi::Side computer);

// 翻翻棋: the captured material the computer's colour leads by, from what its
// player sees (a face-down piece counts for nobody); 0 before colours exist.
int banqiMaterialLead(const banqi::View& view, banqi::Player computer);
bool banqiAcceptsDraw(const banqi::View& view, banqi::Player computer);

} // namespace qiyuan::ai
