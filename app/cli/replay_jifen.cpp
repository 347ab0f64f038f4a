#include "replay_jifen.h"
#include "jsonout.h"

#include "jifen/game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>

namespace qiyuan::cli {

namespace {

using namespace qiyuan::jifen;

int usageError(const std::string& message)
{
    printJson(QJsonObject{{"error", QString::fromStdString(message)}});
    return 2;
}

const char* sideName(Side s) { return s == Side::Red ? "red" : "black"; }

} // namespace

bool isJifenVariant(const std::string& variant) { return findRuleSet(variant) != nullptr; }

int replayJifen(const std::string& variant, const std::optional<std::string>& fen,
                const std::optional<std::string>& first, bool banqiOptions, const std::vector<std::string>& actions)
{
    const RuleSet* rules = findRuleSet(variant);
    if (!rules)
        return usageError("replay: unknown variant '" + variant + "'");
    if (banqiOptions)
        return usageError("replay: --layout and --seed are for banqi variants");
    std::optional<Position> start = Position(*rules);
    if (fen) {
        std::string error;
        start = Position::fromFen(*rules, *fen, &error);
        if (!start)
            return usageError(error);
    }
    if (first) {
        if (*first != "red" && *first != "black")
            return usageError("replay: --first must be red or black, got '" + *first + "'");
        if (const std::string why = start->setSideToAct(*first == "red" ? Side::Red : Side::Black); !why.empty())
            return usageError("replay: with --first " + *first + ": " + why);
    }

    Game game(*start);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string& action = actions[i];
        auto illegal = [&](const std::string& why) {
            printJson(QJsonObject{{"ok", false},
                              {"index", static_cast<qint64>(i)},
                              {"action", QString::fromStdString(action)},
                              {"error", QString::fromStdString(why)}});
            return 1;
        };
        if (game.over())
            return illegal("the game is already over (" + game.result().reason + ")");
        if (action == "resign") {
            game.resign(game.sideToAct());
            continue;
        }
        std::string error;
        const auto parsed = parseAction(action, &error);
        if (!parsed)
            return illegal(error);
        if (const Refusal r = game.play(*parsed))
            return illegal(refusalText(r));
    }

    std::vector<std::string> names;
    for (const Action& a : game.legalActions())
        names.push_back(actionText(a));
    std::sort(names.begin(), names.end());
    QJsonArray legal;
    for (const auto& n : names)
        legal.append(QString::fromStdString(n));
    const GameResult r = game.result();
    const Position& pos = game.position();
    printJson(QJsonObject{{"ok", true},
                      {"turn", sideName(pos.sideToAct())},
                      {"ply", game.ply()},
                      {"result", verdictName(r.verdict)},
                      {"reason", QString::fromStdString(r.reason)},
                      {"score", QJsonObject{{"red", pos.score(Side::Red)}, {"black", pos.score(Side::Black)}}},
                      {"legal", legal},
                      {"fen", QString::fromStdString(pos.fen())}});
    return 0;
}

} // namespace qiyuan::cli
