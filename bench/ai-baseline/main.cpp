// qiyuan-bench-ai-baseline: plays our 翻翻棋 and 积分象棋 AIs against greedy
// baseline players (issue 8) and prints wins/draws/losses, the score, the Elo
// difference with its 95 % margin and games per minute. See bench/README.md.
//
// The greedy players:
// - 翻翻棋: the capture of the most valuable face-up piece (banqiKindValue),
//   else a uniformly random legal action (flip or move; in a chain of captures
//   (BQ-17) "end" when it has no capture left). It sees only its
//   player's View, as the AI does: neither reads the hidden deal.
// - 积分象棋: the action that gains the most at once by the engine's own
//   accounting: an action that wins the game at once, else the most points
//   (own gain minus the opponent's gain, as jifen::Position scores the move),
//   then the most valuable capture; ties (and so "nothing gains") at random.
//
// Games come in pairs: the same seed (the deal, the random choices) with the
// seats swapped, so that neither side profits from a lucky deal or from moving
// first. Exit status: 0 done, 1 a player chose an illegal action, 2 bad arguments.
#include "ai/banqi_ai.h"
#include "ai/jifen_ai.h"
#include "banqi/game.h"
#include "core/random.h"
#include "jifen/game.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

using namespace qiyuan;

namespace {

// The banqi rule sets' keys, read from the rules at run time: "banqi, banqi-taiwan, ...".
std::string banqiKeys(const char* separator = ", ")
{
    std::string keys;
    for (const banqi::RuleSet& r : banqi::ruleSets())
        keys += (keys.empty() ? "" : separator) + std::string(r.key);
    return keys;
}

int usage(const std::string& why)
{
    std::fprintf(stderr,
                 "qiyuan-bench-ai-baseline: %s\n"
                 "usage: qiyuan-bench-ai-baseline [--variant V[,V...]|all] [--games N] [--level L]\n"
                 "       [--movetime MS] [--seed S] [--options KEY=VALUE,...] [--log] [--moves]\n"
                 "       qiyuan-bench-ai-baseline --jifen-speed D   (time the jifen AI to depth D)\n"
                 "  V: a banqi rule set (%s), banqi-all (every one of them),\n"
                 "     jifen-simple, jifen-match, jifen-contest, or all\n"
                 "  --options: banqi rule options applied to every banqi rule set (docs/rules/banqi-rules.md)\n",
                 why.c_str(), banqiKeys().c_str());
    return 2;
}

bool parseNumber(const char* text, unsigned long long& out)
{
    char* end = nullptr;
    if (!text || !*text || *text == '-' || *text == '+')
        return false;
    out = std::strtoull(text, &end, 10);
    return end && *end == 0;
}

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// Settings of one run, shared by both games.
struct Settings {
    int games = 20;
    int level = ai::MaxLevel;
    int moveTimeMs = 100;
    unsigned long long seed = 1;
    bool log = false;
    bool moves = false;
    std::string banqiOptions; // "key=value,..." applied to every banqi rule set
};

// One game from the AI's side.
struct Outcome {
    enum Kind { Win, Draw, Loss } kind = Draw;
    std::string reason;
    int plies = 0;
    std::string error; // an illegal action: by whom and what
    std::string actions;
    std::string finalFen; // banqi: the referee's last position, logged when the AI did not win
};

struct Tally {
    int wins = 0, draws = 0, losses = 0, errors = 0;
    double aiMs = 0;
    long aiActions = 0;
    std::uint64_t aiNodes = 0;
    long plies = 0;

    int games() const { return wins + draws + losses; }
    double score() const { return wins + 0.5 * draws; }
};

// Elo difference of the AI over the baseline with a 95 % margin from the
// per-game score variance (the same method as qiyuan-bench-ai-match).
std::string eloText(const Tally& t)
{
    const int n = t.games();
    if (n == 0)
        return "n/a";
    const double p = t.score() / n;
    auto elo = [](double s) { return -400.0 * std::log10(1.0 / s - 1.0); };
    const double var = (t.wins * std::pow(1 - p, 2) + t.draws * std::pow(0.5 - p, 2) + t.losses * std::pow(p, 2)) / n;
    const double se = std::sqrt(var / n);
    char buf[160];
    if (p <= 0.0 || p >= 1.0) {
        // Every game won (or lost): no finite estimate. The bound is the score
        // whose chance of n straight wins is 2.5 %, the edge of a 95 % interval.
        const double bound = std::pow(0.025, 1.0 / n);
        std::snprintf(buf, sizeof buf, "%s (all %s; 95 %% bound %+.0f)", p >= 1.0 ? "+inf" : "-inf",
                      p >= 1.0 ? "points" : "games lost", p >= 1.0 ? elo(bound) : -elo(bound));
        return buf;
    }
    const double lo = std::max(1e-4, p - 1.96 * se), hi = std::min(1 - 1e-4, p + 1.96 * se);
    std::snprintf(buf, sizeof buf, "%+.0f +- %.0f (95%%: %+.0f .. %+.0f)", elo(p), (elo(hi) - elo(lo)) / 2, elo(lo),
                  elo(hi));
    return buf;
}

// ---------------------------------------------------------------- 翻翻棋

// The greedy 翻翻棋 player: only the View (what its player sees).
banqi::Action greedyBanqi(const banqi::View& view, Xoshiro256& rng)
{
    int bestValue = -1;
    std::vector<banqi::Action> best;
    for (const banqi::Action& a : view.legal) {
        if (a.isEndTurn() || a.isFlip() || !banqi::isPiece(view.board[static_cast<std::size_t>(a.to)]))
            continue; // the end of a chain of captures, a flip, a move to an empty square or onto a face-down piece
        const int value = ai::banqiKindValue(banqi::kindOf(view.board[static_cast<std::size_t>(a.to)]));
        if (value > bestValue) {
            bestValue = value;
            best.clear();
        }
        if (value == bestValue)
            best.push_back(a);
    }
    const std::vector<banqi::Action>& pool = best.empty() ? view.legal : best;
    return pool[rng.below(pool.size())];
}

Outcome playBanqi(const banqi::RuleSet& rules, std::uint64_t seed, bool aiFirst, const Settings& s, Tally& tally)
{
    banqi::Game game(banqi::dealFromSeed(seed), rules);
    const banqi::Player aiPlayer = aiFirst ? banqi::Player::First : banqi::Player::Second;
    Xoshiro256 greedyRng(seed ^ 0x5bd1e995u);
    Outcome out;
    std::uint64_t aiSeed = seed * 0x9E3779B97F4A7C15ull + 1;
    while (!game.over()) {
        const banqi::Player p = game.toAct();
        const banqi::View view = game.view(p);
        banqi::Action a;
        if (p == aiPlayer) {
            const auto t = Clock::now();
            ai::BanqiAiOptions options;
            options.level = s.level;
            options.seed = aiSeed++;
            const ai::BanqiAiResult r = ai::chooseBanqiAction(view, rules, options);
            tally.aiMs += msSince(t);
            ++tally.aiActions;
            tally.aiNodes += r.nodes;
            a = r.action;
        } else {
            a = greedyBanqi(view, greedyRng);
        }
        const banqi::ActionError e = a.isNull() ? banqi::ActionError::NoPiece : game.play(a);
        if (e != banqi::ActionError::None) {
            out.error = std::string(p == aiPlayer ? "the AI" : "the greedy player") + " chose "
                        + (a.isNull() ? std::string("no action") : banqi::actionText(a)) + ": "
                        + banqi::actionErrorText(e);
            game.resign(p);
            if (!game.over())
                game.agreeDraw(); // too early to resign: record the game as void (a draw)
            break;
        }
        if (s.moves)
            out.actions += banqi::actionText(a) + ' ';
    }
    out.plies = game.ply();
    out.reason = game.result().reason;
    out.finalFen = game.fen();
    const std::optional<banqi::Player> winner = game.winner();
    out.kind = !winner ? Outcome::Draw : *winner == aiPlayer ? Outcome::Win : Outcome::Loss;
    if (!out.error.empty())
        out.kind = Outcome::Loss;
    return out;
}

// ---------------------------------------------------------------- 积分象棋

// Rough worth of a captured piece for the greedy player's tie-break (xiangqi
// values; the engine awards no points for captures).
int capturedValue(xiangqi::Piece p)
{
    constexpr int Value[8] = {0, 0, 2, 2, 4, 9, 4, 1}; // by xiangqi::PieceType: -, K, A, B, N, R, C, P
    return p == xiangqi::NoPiece ? 0 : Value[xiangqi::typeOf(p) & 7];
}

jifen::Action greedyJifen(const jifen::Game& game, Xoshiro256& rng)
{
    jifen::Position pos = game.position();
    const xiangqi::Side me = pos.sideToAct(), them = xiangqi::opposite(me);
    const jifen::ActionList legal = pos.legalActions();
    long bestKey = 0;
    std::vector<int> best;
    for (int i = 0; i < legal.size(); ++i) {
        const jifen::Action& a = legal[i];
        const int mine = pos.score(me), theirs = pos.score(them);
        const xiangqi::Piece victim = a.isEnd() ? xiangqi::NoPiece : pos.at(a.move.to);
        pos.makeAction(a);
        const GameResult r = pos.result();
        long key = 0;
        if (r.over() && r.verdict != Verdict::Draw)
            key = ((r.verdict == Verdict::RedWins) == (me == xiangqi::Side::Red)) ? 1000000 : -1000000;
        key += 100L * ((pos.score(me) - mine) - (pos.score(them) - theirs)) + capturedValue(victim);
        pos.unmakeAction();
        if (best.empty() || key > bestKey) {
            bestKey = key;
            best.clear();
        }
        if (key == bestKey)
            best.push_back(i);
    }
    return legal[best[rng.below(best.size())]];
}

Outcome playJifen(const jifen::RuleSet& rules, std::uint64_t seed, bool aiRed, const Settings& s, Tally& tally)
{
    jifen::Game game(rules);
    const xiangqi::Side aiSide = aiRed ? xiangqi::Side::Red : xiangqi::Side::Black;
    Xoshiro256 greedyRng(seed ^ 0x5bd1e995u);
    std::uint64_t aiSeed = seed * 0x9E3779B97F4A7C15ull + 1;
    Outcome out;
    while (!game.over()) {
        const xiangqi::Side side = game.sideToAct();
        std::optional<jifen::Action> a;
        if (side == aiSide) {
            const auto t = Clock::now();
            ai::JifenAiOptions options;
            options.level = s.level;
            options.moveTimeMs = s.moveTimeMs;
            options.seed = aiSeed++;
            const ai::JifenAiResult r = ai::chooseJifenAction(game, options);
            tally.aiMs += msSince(t);
            ++tally.aiActions;
            tally.aiNodes += r.nodes;
            a = r.action;
        } else {
            a = greedyJifen(game, greedyRng);
        }
        const jifen::Refusal refusal = a ? game.play(*a) : jifen::Refusal{jifen::Refusal::Reason::GameOver};
        if (refusal) {
            out.error = std::string(side == aiSide ? "the AI" : "the greedy player") + " chose "
                        + (a ? jifen::actionText(*a) : std::string("no action")) + ": " + jifen::refusalText(refusal);
            game.resign(side);
            break;
        }
        if (s.moves)
            out.actions += jifen::actionText(*a) + ' ';
    }
    out.plies = game.ply();
    const GameResult r = game.result();
    out.reason = r.reason;
    const bool aiWon = (r.verdict == Verdict::RedWins && aiRed) || (r.verdict == Verdict::BlackWins && !aiRed);
    out.kind = r.verdict == Verdict::Draw || !r.over() ? Outcome::Draw : aiWon ? Outcome::Win : Outcome::Loss;
    if (out.kind != Outcome::Draw)
        out.reason += " (" + std::to_string(game.score(xiangqi::Side::Red)) + ":"
                      + std::to_string(game.score(xiangqi::Side::Black)) + ")";
    return out;
}

// ---------------------------------------------------------------- the match

struct Variant {
    std::string key;
    std::string title;
    double target; // the score target, percent (banqi: issue 41, jifen: issue 8)
    std::optional<banqi::RuleSet> banqiRules; // the preset with --options applied
};

struct Summary {
    std::string title;
    Tally tally;
    double target;
};

bool runVariant(const Variant& v, const Settings& s, std::vector<Summary>& summary)
{
    const banqi::RuleSet* banqiRules = v.banqiRules ? &*v.banqiRules : nullptr;
    const jifen::RuleSet* jifenRules = banqiRules ? nullptr : jifen::findRuleSet(v.key);
    std::printf("%s: our AI level %d%s against the greedy baseline, %d games, seed %llu\n", v.title.c_str(), s.level,
                jifenRules ? (", " + std::to_string(s.moveTimeMs) + " ms per action").c_str() : "", s.games, s.seed);
    std::fflush(stdout);
    Tally tally;
    const auto started = Clock::now();
    for (int g = 0; g < s.games; ++g) {
        // A pair of games shares a seed; the AI moves first in the first one.
        const std::uint64_t seed = s.seed * 1000003ull + static_cast<std::uint64_t>(g / 2);
        const bool aiFirst = g % 2 == 0;
        const Outcome o = banqiRules ? playBanqi(*banqiRules, seed, aiFirst, s, tally)
                                     : playJifen(*jifenRules, seed, aiFirst, s, tally);
        tally.plies += o.plies;
        (o.kind == Outcome::Win ? tally.wins : o.kind == Outcome::Draw ? tally.draws : tally.losses) += 1;
        if (!o.error.empty()) {
            ++tally.errors;
            std::printf("game %d: ILLEGAL: %s\n", g + 1, o.error.c_str());
        }
        if (s.log) {
            std::printf("game %d: seed %llu, AI %s: %s (%s), %d plies   [+%d =%d -%d]\n", g + 1,
                        static_cast<unsigned long long>(seed),
                        banqiRules ? (aiFirst ? "acts first" : "acts second") : (aiFirst ? "red" : "black"),
                        o.kind == Outcome::Win ? "AI wins" : o.kind == Outcome::Draw ? "draw" : "AI loses",
                        o.reason.c_str(), o.plies, tally.wins, tally.draws, tally.losses);
        }
        if (s.log && o.kind != Outcome::Win && !o.finalFen.empty())
            std::printf("  final position: %s\n", o.finalFen.c_str());
        if (s.moves)
            std::printf("  actions: %s\n", o.actions.c_str());
        std::fflush(stdout);
    }
    const double minutes = msSince(started) / 60000.0;
    const int n = tally.games();
    const double pct = 100.0 * tally.score() / n;
    std::printf("%s: +%d =%d -%d, score %.1f/%d = %.1f %% (target >= %.0f %%: %s)\n", v.title.c_str(),
                tally.wins, tally.draws, tally.losses, tally.score(), n, pct, v.target,
                pct >= v.target ? "met" : "MISSED");
    std::printf("  Elo difference (AI - greedy): %s\n", eloText(tally).c_str());
    std::printf("  %.1f games/min (%.2f min), %.0f plies a game, AI %.1f ms and %.0f nodes an action\n",
                minutes > 0 ? n / minutes : 0.0, minutes, double(tally.plies) / n,
                tally.aiActions ? tally.aiMs / tally.aiActions : 0.0,
                tally.aiActions ? double(tally.aiNodes) / tally.aiActions : 0.0);
    if (tally.errors)
        std::printf("  %d illegal actions (each counted as a loss for the AI)\n", tally.errors);
    std::fflush(stdout);
    summary.push_back({v.title, tally, v.target});
    return tally.errors == 0;
}

// --jifen-speed D: the jifen AI alone, to depth D (in actions), on eight
// positions of each rule set reached by greedy play from the start (seeds
// 1..8, 6 to 20 plies), without the random margin. Prints the nodes and time
// of each and the totals, so that a change to the search's move ordering can
// be timed: the same depth must give the same scores, in fewer nodes.
int jifenSpeed(int depth)
{
    std::printf("jifen AI speed: depth %d, eight positions of each rule set\n", depth);
    std::uint64_t allNodes = 0;
    double allMs = 0;
    for (const char* key : {"jifen-simple", "jifen-match", "jifen-contest"}) {
        const jifen::RuleSet* rules = jifen::findRuleSet(key);
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            jifen::Game game(*rules);
            Xoshiro256 rng(seed);
            const int plies = 6 + static_cast<int>(seed) * 2;
            while (!game.over() && game.ply() < plies) {
                if (game.play(greedyJifen(game, rng)))
                    break;
            }
            if (game.over())
                continue;
            ai::JifenAiOptions options;
            options.randomize = false;
            options.maxDepth = depth;
            options.moveTimeMs = 600000;
            const auto t = Clock::now();
            const ai::JifenAiResult r = ai::chooseJifenAction(game, options);
            const double ms = msSince(t);
            allNodes += r.nodes;
            allMs += ms;
            std::printf("  %s seed %llu (ply %d): %s, score %d, depth %d, %llu nodes, %.0f ms\n", key,
                        static_cast<unsigned long long>(seed), game.ply(),
                        r.action ? jifen::actionText(*r.action).c_str() : "-", r.score, r.depth,
                        static_cast<unsigned long long>(r.nodes), ms);
        }
    }
    std::printf("total: %llu nodes, %.0f ms, %.0f nodes/s\n", static_cast<unsigned long long>(allNodes), allMs,
                allMs > 0 ? allNodes * 1000.0 / allMs : 0.0);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    Settings s;
    std::vector<std::string> keys;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        unsigned long long n = 0;
        if (arg == "--log") {
            s.log = true;
            continue;
        }
        if (arg == "--moves") {
            s.moves = s.log = true;
            continue;
        }
        if (arg == "--help" || arg == "-h")
            return usage("the AI against greedy baseline players");
        if (!value)
            return usage("missing value after " + arg);
        if (arg == "--variant") {
            std::string list = value;
            if (list == "all")
                list = banqiKeys(",") + ",jifen-simple,jifen-match,jifen-contest";
            else if (list == "banqi-all")
                list = banqiKeys(",");
            std::size_t start = 0;
            while (start <= list.size()) {
                const std::size_t comma = std::min(list.find(',', start), list.size());
                keys.push_back(list.substr(start, comma - start));
                start = comma + 1;
            }
        } else if (arg == "--games" && parseNumber(value, n) && n >= 1 && n <= 100000) {
            s.games = static_cast<int>(n);
        } else if (arg == "--level" && parseNumber(value, n) && n >= ai::MinLevel && n <= ai::MaxLevel) {
            s.level = static_cast<int>(n);
        } else if (arg == "--movetime" && parseNumber(value, n) && n >= 1 && n <= 600000) {
            s.moveTimeMs = static_cast<int>(n);
        } else if (arg == "--seed" && parseNumber(value, n)) {
            s.seed = n;
        } else if (arg == "--options") {
            s.banqiOptions = value;
        } else if (arg == "--jifen-speed" && parseNumber(value, n) && n >= 1 && n <= 12) {
            return jifenSpeed(static_cast<int>(n));
        } else {
            return usage("bad argument: " + arg + " " + value);
        }
        ++i;
    }
    if (keys.empty())
        keys = {"banqi", "jifen-simple", "jifen-match", "jifen-contest"};

    std::vector<Variant> variants;
    for (const std::string& key : keys) {
        if (const banqi::RuleSet* r = banqi::findRuleSet(key)) {
            std::string error;
            std::optional<banqi::RuleSet> rules = banqi::withOptions(*r, s.banqiOptions, &error);
            if (!rules)
                return usage(key + ": " + error);
            const std::string changed = banqi::changedOptions(*rules);
            variants.push_back({key, "banqi " + std::string(r->name) + (changed.empty() ? "" : " (" + changed + ")"),
                                95, rules});
        } else if (const jifen::RuleSet* j = jifen::findRuleSet(key)) {
            variants.push_back({key, "jifen " + std::string(j->name), 80, std::nullopt});
        } else {
            return usage("unknown variant '" + key + "'");
        }
    }
    bool legal = true;
    std::vector<Summary> summary;
    for (const Variant& v : variants)
        legal = runVariant(v, s, summary) && legal;
    if (summary.size() > 1) {
        std::printf("\nsummary (level %d, %d games each, seed %llu):\n", s.level, s.games, s.seed);
        for (const Summary& row : summary)
            std::printf("  %-44s +%d =%d -%d  %5.1f %%  (target >= %.0f %%: %s)\n", row.title.c_str(), row.tally.wins,
                        row.tally.draws, row.tally.losses, 100.0 * row.tally.score() / row.tally.games(), row.target,
                        100.0 * row.tally.score() / row.tally.games() >= row.target ? "met" : "MISSED");
    }
    return legal ? 0 : 1;
}
