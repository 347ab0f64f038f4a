// A 翻翻棋 deal for the table tests: the first squares of the layout given
// (a1, b1, ... in FEN letters, uppercase red) and the rest filled from what is
// left of the set, so a test knows what every flip turns up.
#pragma once

#include "banqi/deal.h"

#include <array>
#include <string>

inline qiyuan::banqi::Deal layoutDeal(const std::string& prefix, int firstSeat = 0)
{
    using namespace qiyuan::banqi;
    std::string rest;
    std::array<int, 16> left{};
    for (Piece p : fullSet())
        ++left[p];
    for (char c : prefix)
        --left[pieceFromFenChar(c)];
    for (Piece p : fullSet())
        if (left[p] > 0) {
            --left[p];
            rest += fenChar(p);
        }
    auto deal = dealFromLayout(prefix + rest);
    Q_ASSERT(deal);
    deal->firstSeat = firstSeat;
    return *deal;
}
