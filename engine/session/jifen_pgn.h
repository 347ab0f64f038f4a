// 积分象棋 games as PGN text and files (docs/rules/jifen-pgn.md). Every action
// read is played through jifen::Game, which refuses illegal ones and decides
// the end of the game; a [Variant] tag names the rule set.
//
// Reading never half-succeeds: on any problem it returns nothing and puts one
// sentence naming the line (and the token) into *error, so the caller's game
// stays untouched.
#pragma once

#include "jifen/game.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace qiyuan::session {

struct JifenPgnGame {
    // Every tag as read. When writing, Game, Variant, SetUp, FEN and Result come
    // from `game`; entries of those names here are ignored.
    QMap<QString, QString> tags;
    jifen::Game game{jifen::ruleSets().front()};
};

// The rule set a PGN's tag section names in [Variant], when it is one of the
// 积分象棋 keys (jifen-simple, jifen-match, jifen-contest); else empty.
QString jifenVariantOf(const QByteArray& head);

// Writes one game as UTF-8 text: tags, then the actions numbered by rounds.
QByteArray writeJifenPgn(const JifenPgnGame& game);
// Reads the first game of a text (UTF-8 with or without BOM).
std::optional<JifenPgnGame> readJifenPgn(const QByteArray& bytes, QString* error = nullptr);

// Files: error messages start with the file name; saving replaces the old file
// only once the new one is completely written.
std::optional<JifenPgnGame> loadJifenPgnFile(const QString& path, QString* error = nullptr);
bool saveJifenPgnFile(const QString& path, const JifenPgnGame& game, QString* error = nullptr);

} // namespace qiyuan::session
