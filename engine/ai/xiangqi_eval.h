// Static evaluation of a standard xiangqi position, in centipawns from the
// side to move's point of view. It knows:
//  - material, with horses gaining and cannons losing value as the board
//    empties (a cannon needs screens, a horse needs room);
//  - piece-square tables: soldiers gain on crossing the river and near the
//    palace, horses on the 卧槽/挂角 points, chariots on open ranks and the
//    palace ribs, cannons on the central file, the general at home;
//  - king safety: enemy chariots, horses, cannons and soldiers across the
//    river weighed against missing advisors and elephants, and a cannon on the
//    general's file with no screen (空头炮) or one (炮镇中路);
//  - mobility of chariots, horses (a hobbled horse, 蹩马腿, is weak) and cannons;
//  - drawish material: a side without attacking pieces cannot win.
// Standard library only; no state.
#pragma once

#include "xiangqi/position.h"

namespace qiyuan::ai {

int evaluate(const xiangqi::Position& pos);

// Material value of a piece type in the middlegame (for move ordering and
// pruning margins); the general counts as 0.
int pieceValue(xiangqi::PieceType type);

} // namespace qiyuan::ai
