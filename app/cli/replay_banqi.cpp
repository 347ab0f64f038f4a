// The 翻翻棋 referee of qiyuan-cli. The CLI is a referee, not a player: its
// "fen" is the referee FEN with every face-down identity (docs/rules/banqi-fen.md);
// a player's view is Game::view, which the GUI and the network use.
#include "replay_banqi.h"
#include "jsonout.h"

#include "banqi/game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace {

using qiyuan::cli::printJson;

using namespace qiyuan;
using namespace qiyuan::banqi;

int argumentError(const std::string& message)
{
    printJson(QJsonObject{{"error", QString::fromStdString("replay: " + message)}});
    return 2;
}

// Digits only, 0 .. 2^64 - 1.
std::optional<std::uint64_t> parseSeed(const std::string& text)
{
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

QString colorText(Color c) { return QString::fromLatin1(colorName(c)); }

} // namespace

std::optional<RuleSet> banqiRulesArgument(const RuleSet& preset, const std::string& options, std::string* error)
{
    // Options of the table (BQ-5, BQ-7, BQ-8, BQ-11, BQ-16..BQ-20) changed from the preset.
    std::string why;
    std::optional<RuleSet> changed = withOptions(preset, options, &why);
    if (!changed && error) {
        std::string keys;
        for (const RuleOption& o : ruleOptions())
            keys += (keys.empty() ? "" : ", ") + std::string(o.key);
        *error = "--rules: " + why + " (options: " + keys + "; docs/CLI.md)";
    }
    return changed;
}

int replayBanqi(const std::string& variant, const std::optional<std::string>& fen,
                const std::optional<std::string>& layout, const std::optional<std::string>& seed,
                const std::optional<std::string>& first, const std::optional<std::string>& options,
                const std::vector<std::string>& actions)
{
    const RuleSet* preset = findRuleSet(variant);
    if (!preset)
        return argumentError("unknown banqi variant '" + variant + "'");
    std::string why;
    const std::optional<RuleSet> changed = banqiRulesArgument(*preset, options.value_or(std::string()), &why);
    if (!changed)
        return argumentError(why);
    const RuleSet* rules = &*changed;
    if (first)
        return argumentError("--first is for the xiangqi variants; in banqi player 1 acts first and the first "
                             "flip gives the colours (BQ-2)");
    if (int(fen.has_value()) + int(layout.has_value()) + int(seed.has_value()) != 1)
        return argumentError("banqi needs exactly one of --layout L (32 piece letters, a1..h1, a2..h2, ...), "
                             "--seed S or --fen FEN");

    // The deal: a layout, a seed, or a referee FEN of a game under way.
    std::optional<Game> game;
    std::string dealt;
    std::string error;
    if (layout) {
        const auto deal = dealFromLayout(*layout, &error);
        if (!deal)
            return argumentError("--layout: " + error);
        game.emplace(*deal, *rules);
        dealt = layoutText(deal->layout);
    } else if (seed) {
        const auto value = parseSeed(*seed);
        if (!value)
            return argumentError("--seed must be a whole number from 0 to 18446744073709551615, got '"
                                 + seed->substr(0, 40) + "'");
        const Deal deal = dealFromSeed(*value);
        game.emplace(deal, *rules);
        dealt = layoutText(deal.layout);
    } else {
        game = Game::fromFen(*fen, *rules, &error);
        if (!game)
            return argumentError(error);
    }

    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string& action = actions[i];
        auto illegal = [&](const std::string& why) {
            printJson(QJsonObject{{"ok", false},
                              {"index", static_cast<qint64>(i)},
                              {"action", QString::fromStdString(action)},
                              {"error", QString::fromStdString(why)}});
            return 1;
        };
        if (game->over())
            return illegal("the game is already over (" + game->result().reason + ")");
        ActionError e = ActionError::None;
        if (action == "timeout") {
            e = game->timeout();
        } else if (action == "resign") {
            e = game->resign(game->toAct());
        } else if (const auto a = parseAction(action)) {
            e = game->play(*a);
        } else {
            return illegal("not a banqi action: a square flips (c2), two squares move or capture (c2c3), "
                           "files a-h, ranks 1-4; or end (stops chain captures), timeout, resign");
        }
        if (e != ActionError::None)
            return illegal(actionErrorText(e));
    }

    std::vector<std::string> names;
    for (const Action a : game->legalActions())
        names.push_back(actionText(a));
    std::sort(names.begin(), names.end());
    QJsonArray legal;
    for (const auto& n : names)
        legal.append(QString::fromStdString(n));

    // Before the first flip the players have no colour yet: "first" or "second".
    QString turn;
    if (const auto c = game->colorOf(game->toAct()))
        turn = colorText(*c);
    else
        turn = game->toAct() == Player::First ? QStringLiteral("first") : QStringLiteral("second");
    const GameResult r = game->result();
    const GameScore& score = game->score();
    QJsonObject out{{"ok", true},
                    {"turn", turn},
                    {"ply", game->ply()},
                    {"result", verdictName(r.verdict)},
                    {"reason", QString::fromStdString(r.reason)},
                    {"score", QJsonObject{{"red", score.byColor[0]}, {"black", score.byColor[1]}}},
                    {"legal", legal},
                    {"fen", QString::fromStdString(game->fen())}};
    if (const auto c = game->colorOf(Player::First))
        out.insert("colors", QJsonObject{{"first", colorText(*c)}});
    if (options)
        out.insert("rules", QString::fromStdString(changedOptions(*rules)));
    if (game->chainSquare() != NoSquare) // BQ-17: the piece that may capture again, or "end"
        out.insert("chain", QString::fromStdString(squareName(game->chainSquare())));
    if (!dealt.empty())
        out.insert("layout", QString::fromStdString(dealt));
    printJson(out);
    return 0;
}
