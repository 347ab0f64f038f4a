// Opening names: the ECCO classification (中国象棋开局编号, A00–E99) of a game
// played from the standard start. The classes are our own data
// (ecco_a.inc … ecco_e.inc, one per family); how a game is matched to them, transpositions included,
// is in docs/rules/ecco.md. Standard library only.
#pragma once

#include "position.h"

#include <optional>
#include <string>
#include <vector>

namespace qiyuan::xiangqi {

struct EccoOpening {
    std::string code;        // "B24"
    std::string name;        // "中炮过河炮对左三步虎" (UTF-8): the opening
    std::string variation;   // "红左马盘河" for C02 中炮七路马对屏风马 红左马盘河; empty when none
    std::string englishName; // "Central Cannon with River-Crossing Cannon vs Left Three-Step Tiger"
};

// One class of the table, for tests and documentation.
// The Chinese name with its variation: "中炮七路马对屏风马 红左马盘河".
inline std::string fullName(const EccoOpening& o) { return o.variation.empty() ? o.name : o.name + " " + o.variation; }

struct EccoClass {
    EccoOpening opening;
    std::vector<Move> line;     // the defining line from the start, as played
    std::vector<bool> required; // per move of line: part of the definition ('~' rows are not)
    int depth = 0;              // the number of required moves
};

// Every class we have data for, in code order. The first is A00, the class of
// a game from the start that matches no other.
const std::vector<EccoClass>& eccoClasses();

// The ECCO class of a game: `moves` are its main line from `start`. Nothing
// when `start` is not the standard start position. Moves after the first
// illegal one are ignored.
std::optional<EccoOpening> classifyOpening(const Position& start, const std::vector<Move>& moves);

} // namespace qiyuan::xiangqi
