#include "draw_offer.h"

#include "banqi_ai.h"
#include "jifen_ai.h"
#include "xiangqi_eval.h"

namespace qiyuan::ai {

bool xiangqiAcceptsDraw(const xiangqi::Position& position, xiangqi::Side computer)
{
    const int toMove = evaluate(position);
    const int mine = position.sideToMove() == computer ? toMove : -toMove;
    return mine <= XiangqiDrawMargin;
}

bool jifenAcceptsDraw(const jifen::Position& position, xiangqi::Side computer)
{
    return evaluateJifen(position, computer) <= 0;
}

int banqiMaterialLead(const banqi::View& view, banqi::Player computer)
{
    using namespace banqi;
    const auto mine = view.colors[size_t(index(computer))];
    if (!mine)
        return 0;
    int lead = 0;
    for (int c = 0; c < 2; ++c)
        for (int k = Soldier; k <= General; ++k) {
            const Piece p = makePiece(static_cast<Color>(c), static_cast<Kind>(k));
            const int worth = view.captured[p] * banqiKindValue(static_cast<Kind>(k));
            lead += static_cast<Color>(c) == *mine ? -worth : worth; // our losses count against us
        }
    return lead;
}

bool banqiAcceptsDraw(const banqi::View& view, banqi::Player computer)
{
    return banqiMaterialLead(view, computer) <= 0;
}

} // namespace qiyuan::ai
