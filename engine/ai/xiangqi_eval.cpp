#include "xiangqi_eval.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace qiyuan::ai {

using namespace xiangqi;

namespace {

// Values for move ordering and pruning margins (pieceValue): fixed, so that
// tuning the evaluation's weights never changes how the search orders moves.
constexpr int OrderValue[8] = {0, 0, 200, 200, 390, 900, 440, 90};
// Phase weight of each type; a full board sums to PhaseMax.
constexpr int PhaseWeight[8] = {0, 0, 0, 0, 3, 6, 3, 0};
constexpr int PhaseMax = 2 * (2 * 3 + 2 * 6 + 2 * 3);

using Table = std::array<std::array<int, 9>, 10>;

// Tables as red sees the board: the first row is rank 9 (black's back rank),
// the last rank 0 (red's back rank). Black reads them upside down.
constexpr Table SoldierTable = {{
    {0, 0, 0, 2, 4, 2, 0, 0, 0},
    {20, 30, 50, 65, 70, 65, 50, 30, 20},
    {20, 30, 45, 55, 55, 55, 45, 30, 20},
    {20, 27, 30, 40, 42, 40, 30, 27, 20},
    {10, 18, 22, 35, 40, 35, 22, 18, 10},
    {3, 0, 4, 0, 7, 0, 4, 0, 3},
    {-2, 0, -2, 0, 6, 0, -2, 0, -2},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

constexpr Table HorseTable = {{
    {4, 8, 16, 12, 4, 12, 16, 8, 4},
    {4, 10, 28, 16, 8, 16, 28, 10, 4},
    {12, 14, 16, 20, 18, 20, 16, 14, 12},
    {8, 24, 18, 24, 20, 24, 18, 24, 8},
    {6, 16, 14, 18, 16, 18, 14, 16, 6},
    {4, 12, 16, 14, 12, 14, 16, 12, 4},
    {2, 6, 8, 6, 10, 6, 8, 6, 2},
    {4, 2, 8, 8, 4, 8, 8, 2, 4},
    {0, 2, 4, 4, -2, 4, 4, 2, 0},
    {0, -4, 0, 0, 0, 0, 0, -4, 0},
}};

constexpr Table ChariotTable = {{
    {6, 8, 7, 13, 14, 13, 7, 8, 6},
    {6, 12, 9, 16, 33, 16, 9, 12, 6},
    {6, 8, 7, 14, 16, 14, 7, 8, 6},
    {6, 13, 13, 16, 16, 16, 13, 13, 6},
    {8, 11, 11, 14, 15, 14, 11, 11, 8},
    {8, 12, 12, 14, 15, 14, 12, 12, 8},
    {4, 9, 4, 12, 14, 12, 4, 9, 4},
    {-2, 8, 4, 12, 12, 12, 4, 8, -2},
    {5, 8, 6, 12, 0, 12, 6, 8, 5},
    {-6, 6, 4, 12, 0, 12, 4, 6, -6},
}};

constexpr Table CannonTable = {{
    {6, 4, 0, -10, -12, -10, 0, 4, 6},
    {2, 2, 0, -4, -14, -4, 0, 2, 2},
    {2, 2, 0, -10, -8, -10, 0, 2, 2},
    {0, 0, -2, 4, 10, 4, -2, 0, 0},
    {0, 0, 0, 2, 8, 2, 0, 0, 0},
    {-2, 0, 4, 2, 6, 2, 4, 0, -2},
    {0, 0, 0, 2, 4, 2, 0, 0, 0},
    {4, 0, 8, 6, 10, 6, 8, 0, 4},
    {0, 2, 4, 6, 6, 6, 4, 2, 0},
    {0, 0, 2, 6, 6, 6, 2, 0, 0},
}};

// Advisors and elephants: the central points guard best.
constexpr Table AdvisorTable = {{
    {}, {}, {}, {}, {}, {}, {},
    {0, 0, 0, -2, 0, -2, 0, 0, 0},
    {0, 0, 0, 0, 4, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

constexpr Table ElephantTable = {{
    {}, {}, {}, {}, {},
    {0, 0, -2, 0, 0, 0, -2, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {-3, 0, 0, 0, 4, 0, 0, 0, -3},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

// The general belongs at home in the middlegame; in the endgame it may help.
constexpr Table GeneralMgTable = {{
    {}, {}, {}, {}, {}, {}, {},
    {0, 0, 0, -30, -30, -30, 0, 0, 0},
    {0, 0, 0, -12, -10, -12, 0, 0, 0},
    {0, 0, 0, -4, 4, -4, 0, 0, 0},
}};
constexpr Table GeneralEgTable = {{
    {}, {}, {}, {}, {}, {}, {},
    {0, 0, 0, -8, -6, -8, 0, 0, 0},
    {0, 0, 0, -2, 0, -2, 0, 0, 0},
    {0, 0, 0, 0, 4, 0, 0, 0, 0},
}};

constexpr int North = 16, South = -16, East = 1, West = -1;
constexpr int Orthogonal[4] = {North, South, East, West};
struct Jump {
    int to;
    int leg;
};
constexpr Jump HorseJumps[8] = {
    {33, 16}, {31, 16}, {-31, -16}, {-33, -16}, {18, 1}, {-14, 1}, {14, -1}, {-18, -1},
};

struct SideTally {
    int mg = 0, eg = 0;
    int attackUnits = 0;
    int advisors = 0, elephants = 0;
    int chariots = 0, horses = 0, cannons = 0, soldiers = 0, crossedSoldiers = 0;
    Square cannonSquares[2] = {NoSquare, NoSquare};
    int cannonCount = 0;
};

} // namespace

const EvalTables& defaultEvalTables()
{
    static const EvalTables tables(EvalWeights::defaults());
    return tables;
}

std::string EvalWeights::text() const
{
    std::string out;
    for (int i = 0; i < Count; ++i)
        out += std::string(name(i)) + ' ' + std::to_string(w[static_cast<std::size_t>(i)]) + '\n';
    return out;
}

std::optional<EvalWeights> EvalWeights::parse(std::string_view text, std::string* error)
{
    EvalWeights out = defaults();
    int lineNo = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++lineNo;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.remove_suffix(1);
        if (line.empty() || line.front() == '#')
            continue;
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        int index = -1;
        for (int i = 0; i < Count; ++i)
            if (key == name(i))
                index = i;
        const std::string value = space == std::string_view::npos ? std::string() : std::string(line.substr(space + 1));
        char* stop = nullptr;
        const long v = value.empty() ? 0 : std::strtol(value.c_str(), &stop, 10);
        if (index < 0 || value.empty() || *stop != '\0' || v < -100000 || v > 100000) {
            if (error)
                *error = "line " + std::to_string(lineNo) + ": expected \"Name value\" with a known weight name and a whole number";
            return std::nullopt;
        }
        out.w[static_cast<std::size_t>(index)] = static_cast<int>(v);
    }
    return out;
}

// ---- weights --------------------------------------------------------------

EvalWeights EvalWeights::defaults()
{
    // Tuned twice by qiyuan-bench-tune on self-play positions: first 52,219
    // of 600 games at depth 5 (bench/tune/results/2026-12-02-*, +191 Elo
    // against the hand-set weights at 100 ms), then, from those weights,
    // 128,827 of 1,800 games at depth 6 (bench/tune/results/2026-12-03-*,
    // +91 Elo against the first set at 40 ms, and against Fairy-Stockfish at
    // 200 ms: docs/AI.md). The chariot's value is held (it sets the scale).
    EvalWeights d;
    auto set = [&](EvalWeight w, int v) { d.w[w] = v; };
    // Material, middlegame and endgame.
    set(AdvisorMg, 24), set(AdvisorEg, 36), set(ElephantMg, 242), set(ElephantEg, 5);
    set(HorseMg, 441), set(HorseEg, 214), set(ChariotMg, 900), set(ChariotEg, 950);
    set(CannonMg, 608), set(CannonEg, 242), set(SoldierMg, 73), set(SoldierEg, 89);
    // How much of each square table counts (per cent).
    set(GeneralTableMg, 501), set(GeneralTableEg, 95);
    set(AdvisorTableMg, 100), set(AdvisorTableEg, 95);
    set(ElephantTableMg, 100), set(ElephantTableEg, 95);
    set(HorseTableMg, 715), set(HorseTableEg, 60);
    set(ChariotTableMg, 317), set(ChariotTableEg, 217);
    set(CannonTableMg, 95), set(CannonTableEg, 95);
    set(SoldierTableMg, 648), set(SoldierTableEg, 35);
    // Mobility per reachable point beyond the usual.
    set(ChariotMobility, 5), set(HorseMobilityMg, 19), set(HorseMobilityEg, 0);
    set(CannonMobility, 0);
    // Attackers across the river, and how much the missing defenders multiply them.
    set(AttackChariot, 4), set(AttackHorse, 6), set(AttackCannon, 0), set(AttackSoldier, 3);
    set(DangerBase, 1), set(DangerPerAdvisor, 8), set(DangerPerElephant, 1), set(DangerCap, 621);
    // Enemy cannons on the general's file: 空头炮 (none between), 炮镇中路 (one), two screens.
    set(EmptyCannonWithForce, 202), set(EmptyCannonAlone, 11), set(EmptyCannonEg, 13);
    set(OneScreenCannon, 24), set(TwoScreenCannon, 81);
    set(Tempo, 0);
    return d;
}

// The hand-set weights before tuning, for comparison (qiyuan-bench-ai-match --ab):
// bench/tune/results/hand-set-weights.txt.

const char* EvalWeights::name(int i)
{
    static const char* const names[Count] = {
        "AdvisorMg", "AdvisorEg", "ElephantMg", "ElephantEg", "HorseMg", "HorseEg", "ChariotMg", "ChariotEg",
        "CannonMg", "CannonEg", "SoldierMg", "SoldierEg",
        "GeneralTableMg", "GeneralTableEg", "AdvisorTableMg", "AdvisorTableEg", "ElephantTableMg", "ElephantTableEg",
        "HorseTableMg", "HorseTableEg", "ChariotTableMg", "ChariotTableEg", "CannonTableMg", "CannonTableEg",
        "SoldierTableMg", "SoldierTableEg",
        "ChariotMobility", "HorseMobilityMg", "HorseMobilityEg", "CannonMobility",
        "AttackChariot", "AttackHorse", "AttackCannon", "AttackSoldier",
        "DangerBase", "DangerPerAdvisor", "DangerPerElephant", "DangerCap",
        "EmptyCannonWithForce", "EmptyCannonAlone", "EmptyCannonEg", "OneScreenCannon", "TwoScreenCannon", "Tempo"};
    return i >= 0 && i < Count ? names[i] : "";
}

EvalTables::EvalTables(const EvalWeights& weights)
    : weights_(weights)
{
    const auto& w = weights.w;
    // Material of each type, then the table weights (per cent) by type.
    const int materialMg[8] = {0, 0, w[AdvisorMg], w[ElephantMg], w[HorseMg], w[ChariotMg], w[CannonMg], w[SoldierMg]};
    const int materialEg[8] = {0, 0, w[AdvisorEg], w[ElephantEg], w[HorseEg], w[ChariotEg], w[CannonEg], w[SoldierEg]};
    for (int side = 0; side < 2; ++side) {
        for (int type = General; type <= Soldier; ++type) {
            const Piece p = makePiece(side == 0 ? Side::Red : Side::Black, static_cast<PieceType>(type));
            const int scaleMg = w[GeneralTableMg + 2 * (type - General)];
            const int scaleEg = w[GeneralTableEg + 2 * (type - General)];
            for (int r = 0; r < BoardRanks; ++r) {
                for (int f = 0; f < BoardFiles; ++f) {
                    const int row = side == 0 ? 9 - r : r;
                    int mg = 0, eg = 0;
                    switch (type) {
                    case General: mg = GeneralMgTable[row][f]; eg = GeneralEgTable[row][f]; break;
                    case Advisor: mg = eg = AdvisorTable[row][f]; break;
                    case Elephant: mg = eg = ElephantTable[row][f]; break;
                    case Horse: mg = eg = HorseTable[row][f]; break;
                    case Chariot: mg = eg = ChariotTable[row][f]; break;
                    case Cannon: mg = eg = CannonTable[row][f]; break;
                    case Soldier: mg = eg = SoldierTable[row][f]; break;
                    default: break;
                    }
                    const Square sq = makeSquare(f, r);
                    mg_[p][sq] = materialMg[type] + mg * scaleMg / 100;
                    eg_[p][sq] = materialEg[type] + eg * scaleEg / 100;
                }
            }
        }
    }
}

int pieceValue(PieceType type) { return OrderValue[type]; }

int staticExchange(Position& pos, Move m)
{
    constexpr int GeneralValue = 5000;
    auto value = [](Piece p) { return p == NoPiece ? 0 : typeOf(p) == General ? GeneralValue : OrderValue[typeOf(p)]; };
    // gain[d]: what the side that made capture d has won if the exchange
    // stopped right after it (the swap-list algorithm).
    std::array<int, 34> gain{};
    int d = 0;
    gain[0] = value(pos.at(m.to));
    const Square to = m.to;
    pos.makeMove(m);
    int made = 1;
    while (d + 1 < static_cast<int>(gain.size())) {
        Square attackers[16];
        const int n = std::min(pos.attackersOf(pos.sideToMove(), to, attackers, 16), 16);
        if (n == 0)
            break;
        int least = 0;
        for (int i = 1; i < n; ++i)
            if (value(pos.at(attackers[i])) < value(pos.at(attackers[least])))
                least = i;
        ++d;
        gain[d] = value(pos.at(to)) - gain[d - 1];
        // Neither side can do better by going on: stop early.
        if (std::max(-gain[d - 1], gain[d]) < 0)
            break;
        pos.makeMove(Move{attackers[least], to});
        ++made;
    }
    while (made-- > 0)
        pos.unmakeMove();
    for (int i = d; i > 0; --i)
        gain[i - 1] = -std::max(-gain[i - 1], gain[i]);
    return gain[0];
}

int evaluate(const Position& pos) { return evaluate(pos, defaultEvalTables()); }

int evaluate(const Position& pos, const EvalTables& tables)
{
    const auto& w = tables.weights().w;
    SideTally tally[2];
    int phase = 0;
    for (Square sq : AllSquares) {
        const Piece p = pos.at(sq);
        if (p == NoPiece)
            continue;
        const Side side = sideOf(p);
        const PieceType type = typeOf(p);
        SideTally& t = tally[index(side)];
        t.mg += tables.mg(p, sq);
        t.eg += tables.eg(p, sq);
        phase += PhaseWeight[type];
        const bool crossed = !onOwnHalf(side, sq);
        switch (type) {
        case Advisor: ++t.advisors; break;
        case Elephant: ++t.elephants; break;
        case Soldier:
            ++t.soldiers;
            if (crossed) {
                ++t.crossedSoldiers;
                // Only a soldier close to the enemy palace adds to an attack.
                const int depth = side == Side::Red ? rankOf(sq) : 9 - rankOf(sq);
                if (depth >= 6 && fileOf(sq) >= 2 && fileOf(sq) <= 6)
                    t.attackUnits += w[AttackSoldier];
            }
            break;
        case Chariot: {
            ++t.chariots;
            int mobility = 0;
            for (int d : Orthogonal) {
                int s = sq + d;
                while (pos.at(static_cast<Square>(s)) == NoPiece) {
                    ++mobility;
                    s += d;
                }
                const Piece q = pos.at(static_cast<Square>(s));
                if (q != Offboard && sideOf(q) != side)
                    ++mobility;
            }
            t.mg += (mobility - 6) * w[ChariotMobility];
            t.eg += (mobility - 6) * w[ChariotMobility];
            if (crossed)
                t.attackUnits += w[AttackChariot];
            break;
        }
        case Horse: {
            ++t.horses;
            int mobility = 0;
            for (const Jump& j : HorseJumps) {
                if (pos.at(static_cast<Square>(sq + j.leg)) != NoPiece)
                    continue;
                const Piece q = pos.at(static_cast<Square>(sq + j.to));
                if (q == NoPiece || (q != Offboard && sideOf(q) != side))
                    ++mobility;
            }
            t.mg += (mobility - 4) * w[HorseMobilityMg];
            t.eg += (mobility - 4) * w[HorseMobilityEg];
            if (crossed)
                t.attackUnits += w[AttackHorse];
            break;
        }
        case Cannon: {
            ++t.cannons;
            int mobility = 0;
            for (int d : Orthogonal) {
                int s = sq + d;
                while (pos.at(static_cast<Square>(s)) == NoPiece) {
                    ++mobility;
                    s += d;
                }
            }
            t.mg += (mobility - 5) * w[CannonMobility];
            t.eg += (mobility - 5) * w[CannonMobility];
            if (crossed)
                t.attackUnits += w[AttackCannon];
            if (t.cannonCount < 2)
                t.cannonSquares[t.cannonCount++] = static_cast<Square>(sq);
            break;
        }
        default: break;
        }
    }

    // King safety of each side against the other's attack.
    for (int s = 0; s < 2; ++s) {
        SideTally& own = tally[s];
        const SideTally& enemy = tally[1 - s];
        const Square g = pos.generalSquare(s == 0 ? Side::Red : Side::Black);
        const int missingAdvisors = 2 - own.advisors;
        const int missingElephants = 2 - own.elephants;
        const int units = enemy.attackUnits;
        // Quadratic in the attackers: one piece across is a nuisance, three are an attack.
        int danger = units * units
            * (w[DangerBase] + w[DangerPerAdvisor] * missingAdvisors + w[DangerPerElephant] * missingElephants) / 4;
        if (enemy.chariots == 0)
            danger /= 2; // without a chariot an attack rarely mates
        own.mg -= std::min(danger, w[DangerCap]);
        own.eg -= std::min(danger, w[DangerCap]) / 2;
        // Enemy cannons on the general's file: 空头炮 with nothing between, 炮镇中路 with one screen.
        for (int i = 0; i < enemy.cannonCount; ++i) {
            const Square c = enemy.cannonSquares[i];
            if (g == NoSquare || fileOf(c) != fileOf(g))
                continue;
            const int step = c > g ? North : South;
            int between = 0;
            for (int t = g + step; t != c; t += step)
                between += pos.at(static_cast<Square>(t)) != NoPiece;
            if (between == 0) {
                own.mg -= enemy.chariots || enemy.horses ? w[EmptyCannonWithForce] : w[EmptyCannonAlone];
                own.eg -= w[EmptyCannonEg];
            } else if (between == 1) {
                own.mg -= w[OneScreenCannon];
            } else if (between == 2) {
                own.mg -= w[TwoScreenCannon];
            }
        }
    }

    const int mgPhase = std::min(phase, PhaseMax);
    const int mg = tally[0].mg - tally[1].mg;
    const int eg = tally[0].eg - tally[1].eg;
    int score = (mg * mgPhase + eg * (PhaseMax - mgPhase)) / PhaseMax;

    // A side without pieces that can reach the enemy general cannot win.
    const int stronger = score > 0 ? 0 : 1;
    const SideTally& st = tally[stronger];
    const int attackers = st.chariots + st.horses + st.cannons + st.soldiers;
    if (attackers == 0) {
        score /= 8;
    } else if (st.chariots == 0 && st.soldiers == 0 && st.horses + st.cannons == 1
               && tally[1 - stronger].advisors + tally[1 - stronger].elephants >= 1) {
        score /= 4; // a lone horse or cannon rarely mates a defended general
    }

    return (pos.sideToMove() == Side::Red ? score : -score) + w[Tempo];
}

} // namespace qiyuan::ai
