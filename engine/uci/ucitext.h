// Reading what a UCI engine for xiangqi writes: its `option` lines, its
// `info` lines and its moves, in either rank convention (ICCS ranks 0-9 as
// Pikafish and qiyuan-cli write them, or 1-10 as Fairy-Stockfish does). The
// readers accept any text and never throw: what does not parse is left out.
#pragma once

#include "xiangqi/position.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace qiyuan::uci {

// One `option name N type T ...` line.
struct UciOption {
    QString name;
    QString type;          // "spin", "check", "combo", "string" or "button"
    QString defaultValue;  // "<empty>" reads as empty
    qint64 min = 0;
    qint64 max = 0;
    QStringList choices;   // the `var` values of a combo
    bool operator==(const UciOption&) const = default;
};
std::optional<UciOption> parseUciOption(const QString& line);
// Whether a value fits the option (a spin in range, a check true/false, a combo choice).
bool uciOptionAccepts(const UciOption& option, const QString& value);

// One `info ... score ... pv ...` line: the best line, or with MultiPV the
// multipv-th best.
struct UciInfo {
    int multipv = 1;       // 1: the best line
    int depth = 0;
    bool mate = false;
    int score = 0;         // centipawns from the side to move's view
    int mateIn = 0;        // full moves; negative: the side to move is mated
    qint64 nodes = 0;
    qint64 nps = 0;
    qint64 timeMs = 0;
    QStringList pv;        // the moves as the engine wrote them
};
// Nullopt unless the line is an info line with a depth and a score (lines about
// the current move and strings carry no evaluation) and, if it says, a multipv >= 1.
std::optional<UciInfo> parseUciInfo(const QString& line);

// A move in ICCS letters with ranks counted from `firstRank` (0 or 1), legal
// in `pos`; a null move otherwise.
xiangqi::Move readUciMove(const xiangqi::Position& pos, const QString& text, int firstRank);
// A move in ICCS letters with ranks counted from `firstRank` (0 or 1), as an
// engine of that convention reads it ("h2e2", or "h3e3" for 1-10).
QString uciMoveText(xiangqi::Move move, int firstRank);
// The legal start of a line of moves, read with ranks from `firstRank`.
std::vector<xiangqi::Move> readUciLine(const xiangqi::Position& pos, const QStringList& moves, int firstRank);
// Which convention (0 or 1) reads more of the line as legal moves; `guess`
// (the convention the engine is known to use) wins a tie.
int guessFirstRank(const xiangqi::Position& pos, const QStringList& moves, int guess);
// A line of moves in Chinese notation, e.g. "炮二平五 马8进7 马二进三".
QString chineseLine(const xiangqi::Position& pos, const std::vector<xiangqi::Move>& moves);
// The same with the game's move numbers, as a record writes it: "1. 炮二平五
// 马8进7 2. 马二进三"; a line that starts with black's move: "1. … 马8进7".
QString numberedChineseLine(const xiangqi::Position& pos, const std::vector<xiangqi::Move>& moves);
// The same with each move worded by `word` (the position before the move):
// the player's notation (Chinese, WXF, ICCS).
QString numberedLine(const xiangqi::Position& pos, const std::vector<xiangqi::Move>& moves,
                     const std::function<QString(const xiangqi::Position&, xiangqi::Move)>& word);

} // namespace qiyuan::uci
