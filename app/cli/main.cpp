// qiyuan-cli: runs every rules engine without a display (contract: docs/CLI.md).
// Output is one JSON object on stdout; bad arguments exit 2 with {"error": ...},
// an illegal action exits 1 with its index.
#include "replay_jifen.h"
#include "jsonout.h"
#include "replay_banqi.h"
#include "match.h"
#include "read.h"
#include "review.h"
#include "serve.h"
#include "werewolf.h"
#include "uci.h"
#include "xiangqi/game.h"
#include "xiangqi/position.h"
#include "banqi/rules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace {

using qiyuan::cli::printJson;

using namespace qiyuan;

int usageError(const std::string& message)
{
    printJson(QJsonObject{{"error", QString::fromStdString(message)}});
    return 2;
}

const char* usage =
    "usage: qiyuan-cli perft [--variant xiangqi] [--fen FEN] --depth N [--divide]\n"
    "       qiyuan-cli replay --variant V [--fen FEN | --layout L | --seed S] [--first red|black]\n"
    "                         [--rules KEY=VALUE,...] [ACTION ...]\n"
    "       qiyuan-cli uci\n"
    "       qiyuan-cli read FILE\n"
    "       qiyuan-cli review FILE [--game N] [--movetime MS | --depth D] [--threads T]\n"
    "       qiyuan-cli match --first ENGINE --second ENGINE [--games N] [--movetime MS | --clock SPEC]\n"
    "                        [--openings FILE] [--variant xiangqi]\n"
    "       qiyuan-cli serve --variant V [--port P] [--code CODE] [--seed S] [--clock SECONDS|off] [--games N]\n"
    "                        [--name NAME] [--bind ADDRESS] [--rejoin SECONDS] [--silence SECONDS] [--phones PORT]\n"
    "                        [--rules KEY=VALUE,...]";

// In the contract (docs/CLI.md) but not built yet: a clear error, not "unknown".
const std::vector<std::string> plannedVariants = {};

// The banqi presets, as the error messages list them: "banqi, banqi-taiwan, ...".
std::string banqiVariants()
{
    std::string out;
    for (const qiyuan::banqi::RuleSet& r : qiyuan::banqi::ruleSets())
        out += (out.empty() ? "" : ", ") + std::string(r.key);
    return out;
}
const std::vector<std::string> plannedCommands = {};

bool contains(const std::vector<std::string>& list, const std::string& s)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}

// Options and positional words of a subcommand.
struct Args {
    std::vector<std::pair<std::string, std::string>> options; // --name value
    std::vector<std::string> flags;                           // --name
    std::vector<std::string> words;
    std::string error;

    std::optional<std::string> option(const std::string& name) const
    {
        for (const auto& [k, v] : options)
            if (k == name)
                return v;
        return std::nullopt;
    }
    bool flag(const std::string& name) const { return contains(flags, name); }
};

Args parseArgs(int argc, char** argv, int first, const std::vector<std::string>& withValue,
               const std::vector<std::string>& withoutValue)
{
    Args a;
    for (int i = first; i < argc; ++i) {
        const std::string w = argv[i];
        if (w.size() < 2 || w[0] != '-') {
            a.words.push_back(w);
            continue;
        }
        // No action of any variant starts with '-', so "-x" or "--" is a mistyped option.
        if (w[1] != '-' || w.size() == 2) {
            a.error = "unknown option " + w;
            return a;
        }
        std::string name = w.substr(2), value;
        const auto eq = name.find('=');
        const bool inlineValue = eq != std::string::npos;
        if (inlineValue) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (contains(withValue, name)) {
            if (!inlineValue) {
                if (i + 1 >= argc) {
                    a.error = "option --" + name + " needs a value";
                    return a;
                }
                value = argv[++i];
            }
            if (a.option(name)) {
                a.error = "option --" + name + " given twice";
                return a;
            }
            a.options.emplace_back(name, value);
        } else if (contains(withoutValue, name)) {
            if (inlineValue) {
                a.error = "option --" + name + " takes no value";
                return a;
            }
            a.flags.push_back(name);
        } else {
            a.error = "unknown option --" + name;
            return a;
        }
    }
    return a;
}

std::optional<xiangqi::Position> positionFromArgs(const Args& a, std::string& error)
{
    const auto fen = a.option("fen");
    if (!fen)
        return xiangqi::Position();
    return xiangqi::Position::fromFen(*fen, &error);
}

int perft(int argc, char** argv)
{
    const Args a = parseArgs(argc, argv, 2, {"variant", "fen", "depth"}, {"divide"});
    if (!a.error.empty())
        return usageError(a.error);
    if (!a.words.empty())
        return usageError("perft: unexpected argument '" + a.words.front() + "'");
    if (const auto v = a.option("variant"); v && *v != "xiangqi")
        return usageError("perft: variant '" + *v + "' not supported; perft counts standard xiangqi only");
    const auto depthText = a.option("depth");
    if (!depthText)
        return usageError("perft: --depth N is required");
    // Strict: digits only (no sign, blanks or trailing text); depth 7 already takes hours.
    int depth = -1;
    const char* end = depthText->data() + depthText->size();
    if (const auto [ptr, ec] = std::from_chars(depthText->data(), end, depth); ec != std::errc() || ptr != end)
        depth = -1;
    if (depth < 0 || depth > 7)
        return usageError("perft: --depth must be a whole number from 0 to 7, got '" + *depthText + "'");
    if (a.flag("divide") && depth == 0)
        return usageError("perft: --divide needs --depth 1 or more");
    std::string error;
    auto pos = positionFromArgs(a, error);
    if (!pos)
        return usageError(error);

    const auto t0 = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    QJsonObject divide;
    if (a.flag("divide")) {
        for (const xiangqi::Move& m : pos->legalMoves()) {
            pos->makeMove(m);
            const std::uint64_t n = pos->perft(depth - 1);
            pos->unmakeMove();
            divide.insert(QString::fromStdString(xiangqi::toIccs(m)), static_cast<qint64>(n));
            nodes += n;
        }
    } else {
        nodes = pos->perft(depth);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    QJsonObject out{{"nodes", static_cast<qint64>(nodes)},
                    {"seconds", seconds},
                    {"nps", seconds > 0 ? static_cast<qint64>(static_cast<double>(nodes) / seconds) : 0}};
    if (a.flag("divide"))
        out.insert("divide", divide);
    printJson(out);
    return 0;
}

const char* sideName(xiangqi::Side s) { return s == xiangqi::Side::Red ? "red" : "black"; }

// The third occurrence's judgement as docs/CLI.md gives it: the squares of the
// pieces that checked or chased (not the chased ones).
QJsonObject repetitionJson(const RepetitionVerdict& v)
{
    QJsonArray pieces;
    for (const RepetitionVerdict::Piece& p : v.pieces)
        if (p.role != RepetitionVerdict::Role::Chased)
            pieces.append(QString::fromStdString(xiangqi::squareName(xiangqi::makeSquare(p.file, p.rank))));
    return {{"kind", repetitionKindName(v.kind)},
            {"article", v.article},
            {"by", v.by.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(QString::fromStdString(v.by))},
            {"pieces", pieces}};
}

int replayXiangqi(const Args& a)
{
    using namespace qiyuan::xiangqi;
    if (a.option("layout") || a.option("seed"))
        return usageError("replay: --layout and --seed are for banqi variants");
    std::string error;
    auto start = positionFromArgs(a, error);
    if (!start)
        return usageError(error);
    if (const auto first = a.option("first")) {
        if (*first != "red" && *first != "black")
            return usageError("replay: --first must be red or black, got '" + *first + "'");
        start->setSideToMove(*first == "red" ? Side::Red : Side::Black);
        if (const std::string why = start->validate(); !why.empty())
            return usageError("replay: with --first " + *first + ": " + why);
    }
    Game game(*start);
    for (std::size_t i = 0; i < a.words.size(); ++i) {
        const std::string& action = a.words[i];
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
            game.resign(game.position().sideToMove());
            continue;
        }
        if (action == "end")
            return illegal("'end' is only for two-move turns of the contest rule set");
        if (action.find('=') != std::string::npos)
            return illegal("kind changes are only for the scoring variants");
        const Move m = Position::parseIccs(action);
        if (m.isNull() || action.size() != 4)
            return illegal("not an ICCS move (expected e.g. h2e2)");
        if (const MoveError e = game.play(m); e != MoveError::None)
            return illegal(moveErrorText(e));
    }
    QJsonArray legal;
    if (!game.over()) {
        std::vector<std::string> names;
        for (const Move& m : game.position().legalMoves())
            names.push_back(toIccs(m));
        std::sort(names.begin(), names.end());
        for (const auto& n : names)
            legal.append(QString::fromStdString(n));
    }
    const GameResult r = game.result();
    QJsonObject out{{"ok", true},
                    {"turn", sideName(game.position().sideToMove())},
                    {"ply", game.ply()},
                    {"result", verdictName(r.verdict)},
                    {"reason", QString::fromStdString(r.reason)},
                    {"score", QJsonObject{{"red", 0}, {"black", 0}}},
                    {"legal", legal},
                    {"fen", QString::fromStdString(game.position().fen())}};
    if (!game.records().empty() && game.records().back().repetition)
        out.insert("repetition", repetitionJson(*game.records().back().repetition));
    printJson(out);
    return 0;
}

int replay(int argc, char** argv)
{
    const Args a = parseArgs(argc, argv, 2, {"variant", "fen", "layout", "seed", "first", "rules"}, {});
    if (!a.error.empty())
        return usageError(a.error);
    const auto variant = a.option("variant");
    if (!variant)
        return usageError("replay: --variant V is required");
    const bool banqi = qiyuan::banqi::findRuleSet(*variant) != nullptr;
    if (a.option("rules") && !banqi)
        return usageError("replay: --rules is for the banqi variants (" + banqiVariants() + ")");
    if (*variant == "xiangqi")
        return replayXiangqi(a);
    if (cli::isJifenVariant(*variant))
        return cli::replayJifen(*variant, a.option("fen"), a.option("first"), a.option("layout") || a.option("seed"), a.words);
    if (banqi)
        return replayBanqi(*variant, a.option("fen"), a.option("layout"), a.option("seed"), a.option("first"),
                           a.option("rules"), a.words);
    if (contains(plannedVariants, *variant))
        return usageError("replay: variant '" + *variant + "' is not implemented yet");
    return usageError("replay: unknown variant '" + *variant
                      + "' (xiangqi, jifen-simple, jifen-match, jifen-contest, " + banqiVariants() + ")");
}

// A whole number in [lo, hi], digits only.
std::optional<long long> wholeNumber(const std::string& text, long long lo, long long hi)
{
    long long v = 0;
    const char* end = text.data() + text.size();
    if (const auto [ptr, ec] = std::from_chars(text.data(), end, v); ec != std::errc() || ptr != end || text.empty()
        || text[0] == '-' || text[0] == '+' || v < lo || v > hi)
        return std::nullopt;
    return v;
}

int serve(int argc, char** argv)
{
    const Args a = parseArgs(argc, argv, 2,
                             {"variant", "port", "code", "seed", "clock", "games", "name", "bind", "rejoin", "silence", "phones",
                              "rules"},
                             {});
    if (!a.error.empty())
        return usageError("serve: " + a.error);
    if (!a.words.empty())
        return usageError("serve: unexpected argument '" + a.words.front() + "'");
    cli::ServeOptions o;
    const auto variant = a.option("variant");
    if (!variant)
        return usageError("serve: --variant V is required");
    o.variant = *variant;
    const bool banqi = qiyuan::banqi::findRuleSet(o.variant) != nullptr;
    const bool werewolf = o.variant == "werewolf-xiangqi" || o.variant == "werewolf-chess";
    if (!banqi && !werewolf && o.variant != "xiangqi" && !cli::isJifenVariant(o.variant))
        return usageError("serve: unknown variant '" + o.variant
                          + "' (xiangqi, jifen-simple, jifen-match, jifen-contest, " + banqiVariants()
                          + ", werewolf-xiangqi, werewolf-chess)");
    if (const auto r = a.option("rules")) {
        if (!banqi)
            return usageError("serve: --rules is for the banqi variants (" + banqiVariants() + ")");
        std::string why;
        const auto rules = banqiRulesArgument(*qiyuan::banqi::findRuleSet(o.variant), *r, &why);
        if (!rules)
            return usageError("serve: " + why);
        o.rules = QString::fromStdString(qiyuan::banqi::changedOptions(*rules));
    }
    if (const auto p = a.option("port")) {
        const auto v = wholeNumber(*p, 0, 65535);
        if (!v)
            return usageError("serve: --port must be a whole number from 0 (any free port) to 65535, got '" + *p + "'");
        o.port = quint16(*v);
    }
    if (const auto c = a.option("code")) {
        if (c->size() != 6 || !std::all_of(c->begin(), c->end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            return usageError("serve: --code must be exactly 6 digits, got '" + *c + "'");
        o.code = QString::fromStdString(*c);
    }
    if (const auto s = a.option("seed")) {
        if (!banqi)
            return usageError("serve: --seed is for banqi only (" + banqiVariants() + ")");
        quint64 v = 0;
        const char* end = s->data() + s->size();
        if (const auto [ptr, ec] = std::from_chars(s->data(), end, v); ec != std::errc() || ptr != end || s->empty())
            return usageError("serve: --seed must be a whole number from 0 to 18446744073709551615, got '" + *s + "'");
        o.seed = v;
    }
    if (const auto c = a.option("clock")) {
        if (werewolf)
            return usageError("serve: --clock is for the board games");
        // SECONDS|off as before; the other kinds in the record's TimeControl syntax (docs/CLI.md).
        const bool seconds = !c->empty() && std::all_of(c->begin(), c->end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        const std::optional<TimeControl> tc = seconds ? std::nullopt : parseTimeControl(*c);
        if (*c == "off") {
            o.clockSeconds = 0;
        } else if (seconds) {
            const auto v = wholeNumber(*c, 1, 24 * 3600);
            if (!v)
                return usageError("serve: --clock must be off or whole seconds from 1 to 86400, got '" + *c + "'");
            o.clockSeconds = int(*v);
        } else if (!tc) {
            return usageError("serve: --clock must be off, whole seconds from 1 to 86400 or a clock such as 300+5, "
                              "600/byo:3x30, move:30 or red=300+5,black=180+5 (docs/CLI.md), got '" + *c + "'");
        } else if (banqi) {
            // BQ-9's turn clock is a per-move limit whose end loses the turn: only that kind fits.
            const SideTime t = tc->side(0);
            if (tc->odds() || t.gameTime() || t.moveMs == 0)
                return usageError("serve: --clock for banqi is its turn clock (BQ-9): whole seconds, move:SECONDS or "
                                  "off, got '" + *c + "'");
            o.clockSeconds = t.moveMs / 1000;
        } else {
            o.clock = *tc;
        }
    }
    if (const auto p = a.option("phones")) {
        if (!werewolf)
            return usageError("serve: --phones is for the role games (werewolf-xiangqi, werewolf-chess)");
        const auto v = wholeNumber(*p, 0, 65535);
        if (!v)
            return usageError("serve: --phones must be a port from 0 (any free one) to 65535, got '" + *p + "'");
        o.phonesPort = quint16(*v);
    }
    if (const auto g = a.option("games")) {
        const auto v = wholeNumber(*g, 1, 1000);
        if (!v)
            return usageError("serve: --games must be a whole number from 1 to 1000, got '" + *g + "'");
        o.games = int(*v);
    }
    if (const auto n = a.option("name")) {
        const QString name = QString::fromStdString(*n).trimmed();
        if (name.isEmpty() || name.size() > net::MaxNameChars)
            return usageError("serve: --name must have 1 to 40 characters");
        o.name = name;
    }
    if (const auto b = a.option("bind")) {
        if (!o.bind.setAddress(QString::fromStdString(*b)))
            return usageError("serve: --bind must be an IP address, got '" + *b + "'");
    }
    for (const char* name : {"rejoin", "silence"}) {
        if (const auto t = a.option(name)) {
            const auto v = wholeNumber(*t, 1, 3600);
            if (!v)
                return usageError(std::string("serve: --") + name + " must be whole seconds from 1 to 3600, got '" + *t + "'");
            if (std::string(name) == "rejoin") {
                o.timing.rejoinMs = int(*v) * 1000;
            } else {
                o.timing.silenceMs = int(*v) * 1000;
                o.timing.heartbeatMs = std::max(250, o.timing.silenceMs / 4);
            }
        }
    }
    return werewolf ? cli::serveWerewolf(o) : cli::serveBoard(o);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return usageError(usage);
    const std::string command = argv[1];
    try {
        if (command == "perft")
            return perft(argc, argv);
        if (command == "replay")
            return replay(argc, argv);
        if (command == "werewolf")
            return qiyuan::cli::werewolf(argc, argv);
        if (command == "uci")
            return qiyuan::cli::runUci(std::cin, std::cout);
        if (command == "serve")
            return serve(argc, argv);
        if (command == "read")
            return qiyuan::cli::readRecord(argc, argv);
        if (command == "review")
            return qiyuan::cli::reviewRecord(argc, argv);
        if (command == "match")
            return qiyuan::cli::engineMatch(argc, argv);
        if (command == "--help" || command == "-h" || command == "help") {
            std::puts(usage);
            return 0;
        }
    } catch (const std::exception& e) {
        return usageError(std::string("internal error: ") + e.what());
    }
    if (contains(plannedCommands, command))
        return usageError("command '" + command + "' is not implemented yet");
    return usageError("unknown command '" + command + "' (perft, replay, werewolf, uci, serve, read, review, match)");
}
