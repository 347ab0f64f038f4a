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
// Its weights are data (EvalWeights) so that they can be tuned from games
// (bench/tune, docs/AI.md); evaluate(pos) uses the defaults.
// Standard library only; no state.
#pragma once

#include "xiangqi/position.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace qiyuan::ai {

// The evaluation's tunable weights, in centipawns unless said otherwise.
enum EvalWeight : int {
    AdvisorMg, AdvisorEg, ElephantMg, ElephantEg, HorseMg, HorseEg, ChariotMg, ChariotEg,
    CannonMg, CannonEg, SoldierMg, SoldierEg,
    // How much of each piece-square table counts, in per cent (middlegame, endgame), by type.
    GeneralTableMg, GeneralTableEg, AdvisorTableMg, AdvisorTableEg, ElephantTableMg, ElephantTableEg,
    HorseTableMg, HorseTableEg, ChariotTableMg, ChariotTableEg, CannonTableMg, CannonTableEg,
    SoldierTableMg, SoldierTableEg,
    ChariotMobility, HorseMobilityMg, HorseMobilityEg, CannonMobility,
    // King safety: attack units of a piece across the river, and the danger
    // units² × (base + per missing advisor + per missing elephant) / 4, capped.
    AttackChariot, AttackHorse, AttackCannon, AttackSoldier,
    DangerBase, DangerPerAdvisor, DangerPerElephant, DangerCap,
    EmptyCannonWithForce, EmptyCannonAlone, EmptyCannonEg, OneScreenCannon, TwoScreenCannon,
    Tempo,
    EvalWeightCount
};

struct EvalWeights {
    static constexpr int Count = EvalWeightCount;
    std::array<int, Count> w{};
    static EvalWeights defaults();
    static const char* name(int i); // the enumerator's name
    // As text, one "Name value" line per weight; parse() takes such text (any
    // weight it leaves out keeps its default) and says what is wrong otherwise.
    std::string text() const;
    static std::optional<EvalWeights> parse(std::string_view text, std::string* error = nullptr);
};

// The weights with the square tables they make (material plus table, by
// piece and square); made once per set of weights.
class EvalTables {
public:
    explicit EvalTables(const EvalWeights& weights);
    const EvalWeights& weights() const { return weights_; }
    int mg(xiangqi::Piece p, int square) const { return mg_[p][square]; }
    int eg(xiangqi::Piece p, int square) const { return eg_[p][square]; }

private:
    EvalWeights weights_;
    int mg_[16][xiangqi::PaddedSize] = {};
    int eg_[16][xiangqi::PaddedSize] = {};
};

int evaluate(const xiangqi::Position& pos);
int evaluate(const xiangqi::Position& pos, const EvalTables& tables);
const EvalTables& defaultEvalTables(); // the defaults' tables, made once

// Material value of a piece type in the middlegame (for move ordering and
// pruning margins); the general counts as 0.
int pieceValue(xiangqi::PieceType type);

// Static exchange evaluation (吃子交换) of a capture or a quiet move: what the
// side to move wins on m.to when both sides then take there in turn, each with
// its least valuable attacker and free to stop when that pays (values of
// pieceValue; the general counts as 5000, so it takes last and never onto a
// guarded square). Pins and checks are ignored, as in every engine's SEE.
// `pos` is changed while it works and is the same on return.
int staticExchange(xiangqi::Position& pos, xiangqi::Move m);

} // namespace qiyuan::ai
