// The GameEngine adapter for the three 积分象棋 rule sets, so that front ends
// (qiyuan-cli uci) play them like xiangqi: positions from the jifen FEN
// (docs/rules/jifen-fen.md) and actions in the replay syntax of docs/CLI.md
// ("h2e2", "h2e2=i", "end"), searched by chooseJifenAction.
#include "jifen_ai.h"

#include <algorithm>
#include <chrono>

namespace qiyuan::ai {

namespace {

class JifenEngine final : public GameEngine {
public:
    explicit JifenEngine(const jifen::RuleSet& rules)
        : rules_(rules)
        , game_(rules)
    {
    }

    std::string_view variant() const override { return rules_.key; }

    std::string setPosition(std::string_view fen, const std::vector<std::string>& actions) override
    {
        std::optional<jifen::Game> game;
        if (fen.empty()) {
            game.emplace(rules_);
        } else {
            std::string error;
            const auto start = jifen::Position::fromFen(rules_, fen, &error);
            if (!start)
                return error;
            if (std::string why = start->validate(); !why.empty())
                return why;
            game.emplace(*start);
        }
        game_ = *game; // a good FEN replaces the position; the actions follow
        for (std::size_t i = 0; i < actions.size(); ++i) {
            std::string error;
            const auto a = jifen::parseAction(actions[i], &error);
            if (!a)
                return "action " + std::to_string(i + 1) + " '" + printable(actions[i]) + "': " + error;
            if (const jifen::Refusal r = game_.play(*a))
                return "action " + std::to_string(i + 1) + " '" + actions[i] + "' is illegal: " + jifen::refusalText(r);
        }
        return {};
    }

    bool redToMove() const override { return game_.sideToAct() == xiangqi::Side::Red; }
    // The jifen search keeps no table: nothing to size or forget.
    void setHashMb(int) override {}
    void newGame() override {}

    EngineResult search(const Limits& limits, int level, const std::atomic<bool>& stop,
                        const ProgressCallback& progress) override
    {
        JifenAiOptions options;
        options.level = level;
        options.seed = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
        options.maxDepth = limits.depth;
        options.maxNodes = limits.nodes;
        constexpr int Unbounded = 24 * 3600 * 1000; // until stopped or another limit
        if (limits.moveTimeMs > 0) {
            options.moveTimeMs = limits.moveTimeMs;
        } else if (limits.infinite) {
            options.moveTimeMs = Unbounded;
        } else if (limits.timeLeftMs >= 0) {
            // The mover's clock, shared as for xiangqi: about 1/30 of what is
            // left plus most of the increment, at most a third of the rest.
            const int left = std::max(0, limits.timeLeftMs - 30);
            const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 30) : 30;
            const int share = left / movesToGo + limits.incrementMs * 3 / 4;
            options.moveTimeMs = std::max(1, std::min(share, left / 3));
        } else if (limits.depth > 0 || limits.nodes > 0) {
            options.moveTimeMs = Unbounded;
        } // else: the level's default time

        const auto started = std::chrono::steady_clock::now();
        const JifenAiResult r = chooseJifenAction(game_, options, &stop, progress);
        EngineResult out;
        if (r.action)
            out.best = jifen::actionText(*r.action);
        out.score = r.score;
        out.depth = r.depth;
        out.nodes = r.nodes;
        out.timeMs =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
        return out;
    }

private:
    static std::string printable(const std::string& s)
    {
        std::string out;
        for (char c : s.substr(0, 20))
            out += (static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127) ? c : '?';
        return out;
    }

    jifen::RuleSet rules_;
    jifen::Game game_;
};

} // namespace

std::unique_ptr<GameEngine> makeJifenEngine(std::string_view variant)
{
    const jifen::RuleSet* rules = jifen::findRuleSet(variant);
    return rules ? std::make_unique<JifenEngine>(*rules) : nullptr;
}

} // namespace qiyuan::ai
