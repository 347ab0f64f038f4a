// A banqi client's copy of the game, rebuilt from what the host sent it (the
// state of "seated"/"watching" and the records of "moved"): the client never
// learns a face-down piece, so its copy deals placeholders, the same set of 32,
// and swaps them so that every piece turned up so far is the one the host's
// records revealed. Face-down pieces never move and only flips (or a capture of
// a face-down piece, where the rules allow it) reveal one, so the copy agrees
// with the host's game on everything public: the board as seen, whose turn,
// colours, timeouts, the chase counts of BQ-8 and the positions of BQ-16. Its
// legal actions are the host's; only a flip's outcome is unknown to it.
#pragma once

#include "banqi/game.h"

#include <QCborArray>
#include <QCborMap>
#include <QString>
#include <optional>

namespace qiyuan::net {

// From a banqi state map ("variant", "turnSeconds", "firstSeat", "moves"):
// the copy, or nullopt and *error when the data cannot come from one game.
std::optional<banqi::Game> mirrorBanqi(const QCborMap& state, QString* error = nullptr);

// After the game: checks the host's "reveal" (seed and salt) against the
// "commitment" sent at the start and every identity the records revealed
// against the deal the seed makes. Empty when all agree, else what does not.
QString checkBanqiReveal(const QCborMap& state);

// What recreates the start of the game of a state map (docs/PROTOCOL.md "The
// state") for match::refereeFromSetup, as a client may know it: xiangqi and
// 积分象棋 their "variant" and "start"; 翻翻棋 the deal once the host revealed
// it (checked against the commitment), until then the mirror's placeholders
// with every piece turned up so far in its place. Empty with *error when the
// state cannot come from one game.
QCborMap setupFromState(const QString& game, const QCborMap& state, QString* error = nullptr);

} // namespace qiyuan::net
