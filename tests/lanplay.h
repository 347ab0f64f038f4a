// What a test's LAN player chooses, from its own copy of the game (the state
// the host sent and the records since): shared by the LAN tests and the
// namespace test's player program. Seeded, so a failing game can be replayed.
#pragma once

#include "banqi/game.h"
#include "jifen/game.h"
#include "net/banqimirror.h"
#include "net/clientsession.h"
#include "net/protocol.h"
#include "xiangqi/game.h"

#include <QCborArray>
#include <QCborMap>
#include <QRandomGenerator>
#include <QStringList>
#include <optional>

namespace lanplay {

using namespace qiyuan;

// Short intervals so that timeouts can be tested in well under a second.
inline net::Timing fastTiming()
{
    net::Timing t;
    t.heartbeatMs = 50;
    t.silenceMs = 400;
    t.rejoinMs = 400;
    t.lockoutMs = 400;
    t.announceMs = 50;
    t.clockTickMs = 10;
    return t;
}

// What the client chooses, from its own copy of the game: a mating move if
// there is one, else the most valuable capture, else a seeded random move.
// The game always ends (mate, repetition or the no-capture limit of XQ-4).
inline QString chooseMove(const xiangqi::Position& pos, QRandomGenerator& rng)
{
    using namespace xiangqi;
    static const int value[8] = {0, 1000, 2, 2, 4, 9, 4, 1};
    const MoveList moves = pos.legalMoves();
    Move best;
    int bestScore = -1;
    for (const Move m : moves) {
        Position after = pos;
        after.makeMove(m);
        int score = 0;
        if (!after.hasLegalMove())
            score = 100000;
        else if (isPiece(pos.at(m.to)))
            score = 100 * value[typeOf(pos.at(m.to))];
        else
            score = int(rng.bounded(50));
        if (score > bestScore) {
            bestScore = score;
            best = m;
        }
    }
    return QString::fromStdString(toIccs(best));
}

// A banqi action: a capture when there is one, else any legal action.
inline QString chooseBanqi(const banqi::Game& g, QRandomGenerator& rng)
{
    const std::vector<banqi::Action> legal = g.legalActions();
    std::vector<banqi::Action> captures;
    for (const banqi::Action a : legal)
        if (!a.isFlip() && !g.position().isEmpty(a.to))
            captures.push_back(a);
    const auto& from = captures.empty() ? legal : captures;
    if (from.empty())
        return {};
    return QString::fromStdString(banqi::actionText(from[rng.bounded(int(from.size()))]));
}

// A jifen action: a capture when there is one, else any legal action (`end` included).
inline QString chooseJifen(const jifen::Game& g, QRandomGenerator& rng)
{
    const jifen::ActionList legal = g.legalActions();
    std::vector<jifen::Action> captures;
    for (const jifen::Action& a : legal)
        if (!a.isEnd() && g.position().at(a.move.to) != xiangqi::NoPiece)
            captures.push_back(a);
    if (!captures.empty())
        return QString::fromStdString(jifen::actionText(captures[rng.bounded(int(captures.size()))]));
    if (legal.empty())
        return {};
    return QString::fromStdString(jifen::actionText(legal[rng.bounded(legal.size())]));
}

// The games a client rebuilds from a state the host sent ("start" and the
// records of "moves"); nullopt when it cannot come from one game.
inline QStringList actionsOf(const QCborMap& state)
{
    QStringList out;
    for (const QCborValue& v : state.value(QStringLiteral("moves")).toArray())
        out << v.toMap().value(QStringLiteral("action")).toString();
    return out;
}

inline std::optional<xiangqi::Game> mirrorXiangqi(const QCborMap& state)
{
    const auto start = xiangqi::Position::fromFen(state.value(QStringLiteral("start")).toString().toStdString());
    if (!start)
        return std::nullopt;
    xiangqi::Game g(*start);
    for (const QString& a : actionsOf(state))
        if (g.play(xiangqi::Position::parseIccs(a.toStdString())) != xiangqi::MoveError::None)
            return std::nullopt;
    return g;
}

inline std::optional<jifen::Game> mirrorJifen(const QCborMap& state)
{
    const jifen::RuleSet* rules = jifen::findRuleSet(state.value(QStringLiteral("variant")).toString().toStdString());
    if (!rules)
        return std::nullopt;
    const auto start = jifen::Position::fromFen(*rules, state.value(QStringLiteral("start")).toString().toStdString());
    if (!start)
        return std::nullopt;
    jifen::Game g(*start);
    for (const QString& a : actionsOf(state)) {
        const auto action = jifen::parseAction(a.toStdString());
        if (!action || g.play(*action))
            return std::nullopt;
    }
    return g;
}

// The client's own jifen game, replayed from what it was sent.
inline std::optional<jifen::Game> mirrorJifen(const net::ClientSession& c)
{
    return mirrorJifen(c.state());
}

// The action for the side to act in `state`, whatever the game (banqi through
// net::mirrorBanqi); empty and *error when the state cannot be rebuilt or
// nothing is legal.
inline QString chooseAction(const QCborMap& state, QRandomGenerator& rng, QString* error = nullptr)
{
    const QString game = state.value(QStringLiteral("game")).toString();
    QString why, action;
    if (game == QLatin1String("banqi")) {
        if (const auto g = net::mirrorBanqi(state, &why))
            action = chooseBanqi(*g, rng);
    } else if (game == QLatin1String("jifen")) {
        if (const auto g = mirrorJifen(state))
            action = chooseJifen(*g, rng);
        else
            why = QStringLiteral("the 积分象棋 records cannot be replayed");
    } else if (game == QLatin1String("xiangqi")) {
        if (const auto g = mirrorXiangqi(state))
            action = chooseMove(g->position(), rng);
        else
            why = QStringLiteral("the xiangqi records cannot be replayed");
    } else {
        why = QStringLiteral("unknown game \"%1\"").arg(game.left(32));
    }
    if (action.isEmpty() && why.isEmpty())
        why = QStringLiteral("no legal action");
    if (error)
        *error = why;
    return action;
}

// An action that may be taken back over the LAN: in 翻翻棋 no flip (a flip
// both players have seen is never turned face down again), else any.
inline QString takeBackableAction(const QCborMap& state, QRandomGenerator& rng)
{
    if (state.value(QStringLiteral("game")).toString() != QLatin1String("banqi"))
        return chooseAction(state, rng);
    const auto game = net::mirrorBanqi(state);
    if (!game)
        return {};
    for (const banqi::Action a : game->legalActions())
        if (!a.isFlip())
            return QString::fromStdString(banqi::actionText(a));
    return {};
}

} // namespace lanplay
