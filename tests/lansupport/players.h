// What the LAN tests' players choose, and each game rebuilt from what a host
// sent (a state's "start" and the records of its "moves"), as a client that
// decides nothing rebuilds it. tests/net_lan plays against a host in its own
// process, tests/net_ns (lanplayer) against `qiyuan-cli serve`.
#pragma once

#include "banqi/game.h"
#include "jifen/game.h"
#include "xiangqi/game.h"

#include <QCborMap>
#include <QRandomGenerator>
#include <QString>
#include <optional>

// A mating move if there is one, else the most valuable capture, else a
// seeded random move. The game always ends (mate, repetition or XQ-4).
QString chooseXiangqi(const qiyuan::xiangqi::Position& pos, QRandomGenerator& rng);
// A capture when there is one, else any legal action; empty when there is none.
QString chooseBanqi(const qiyuan::banqi::Game& g, QRandomGenerator& rng);
// A capture when there is one, else any legal action (`end` included).
QString chooseJifen(const qiyuan::jifen::Game& g, QRandomGenerator& rng);

// The games rebuilt from a state; nullopt when it cannot come from one game.
std::optional<qiyuan::xiangqi::Game> mirrorXiangqi(const QCborMap& state);
std::optional<qiyuan::jifen::Game> mirrorJifen(const QCborMap& state);

// The action for the side to act in `state`, whatever the game (banqi through
// net::mirrorBanqi); empty and *error when the state cannot be rebuilt or
// nothing is legal.
QString chooseAction(const QCborMap& state, QRandomGenerator& rng, QString* error = nullptr);
