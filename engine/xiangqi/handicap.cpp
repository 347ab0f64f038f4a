#include "handicap.h"

namespace qiyuan::xiangqi {

namespace {

// The first two fields of a FEN: placement and side to move.
std::string_view boardAndSide(std::string_view fen)
{
    const auto space = fen.find(' ');
    if (space == std::string_view::npos)
        return fen;
    const auto second = fen.find(' ', space + 1);
    return fen.substr(0, second == std::string_view::npos ? fen.size() : second);
}

} // namespace

const std::vector<Handicap>& handicaps()
{
    // Red's back rank, from file a (red's left) to i: RNBAKABNR; its
    // cannons on rank 2 (b2, h2), its soldiers on rank 3. Red's left is the
    // a-side, its 八路/九路 (files b and a).
    static const std::vector<Handicap> rows = {
        {"left-cannon", "Left Cannon", "让左炮",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1"},
        {"left-horse", "Left Horse", "让左马",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1"},
        {"right-horse", "Right Horse", "让右马",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB1R w - - 0 1"},
        {"two-cannons", "Both Cannons", "让双炮",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR w - - 0 1"},
        {"two-horses", "Both Horses", "让双马",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1"},
        {"left-chariot", "Left Chariot", "让左车",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1"},
        {"right-chariot", "Right Chariot", "让右车",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1"},
        {"chariot-horse", "Chariot and Horse", "让车马",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/2BAKABNR w - - 0 1"},
        {"two-chariots", "Both Chariots", "让双车",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1"},
        // The five soldiers, both advisors and both elephants: the start of
        // 许银川让九子对聂卫平 (Guangzhou, 1999), red moving first.
        {"nine-pieces", "Nine Pieces", "让九子",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"},
    };
    return rows;
}

const Handicap* findHandicap(std::string_view key)
{
    for (const Handicap& h : handicaps())
        if (h.key == key)
            return &h;
    return nullptr;
}

const Handicap* handicapOfFen(std::string_view fen)
{
    for (const Handicap& h : handicaps())
        if (boardAndSide(h.fen) == boardAndSide(fen))
            return &h;
    return nullptr;
}

} // namespace qiyuan::xiangqi
