#include "uci.h"

#include "ai/ai.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#ifndef QIYUAN_VERSION
#define QIYUAN_VERSION "dev"
#endif

namespace qiyuan::cli {

namespace {

// The UCI_Variant choices: the registry's xiangqi-family keys. Those without an
// AI yet are listed (the contract names them) and answered with an info string.
const std::vector<std::string> VariantChoices = {"xiangqi", "jifen-simple", "jifen-match", "jifen-contest"};

constexpr int DefaultHashMb = 16;
constexpr int MaxHashMb = 2048;
// Threads: one search's threads (xiangqi, Lazy SMP; the jifen search has one).
constexpr int MaxThreads = 64;
// MultiPV: the best lines reported per depth (xiangqi; the jifen search has one).
constexpr int MaxLines = 5;

std::vector<std::string> split(const std::string& line)
{
    std::vector<std::string> words;
    std::istringstream in(line);
    std::string w;
    while (in >> w)
        words.push_back(w);
    return words;
}

std::string lower(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// Printable and short, for echoing bad input back.
std::string quoted(const std::string& s)
{
    std::string out = "'";
    for (char c : s.substr(0, 60))
        out += (static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127) ? c : '?';
    if (s.size() > 60)
        out += "...";
    return out + "'";
}

bool parseInt(const std::string& s, long long& value)
{
    const char* end = s.data() + s.size();
    const auto [ptr, ec] = std::from_chars(s.data(), end, value);
    return ec == std::errc() && ptr == end;
}

class Session {
public:
    Session(std::istream& in, std::ostream& out) : in_(in), out_(out) { engine_ = ai::makeEngine(variant_); }
    ~Session() { stopSearch(); }

    int run()
    {
        std::string line;
        while (std::getline(in_, line)) {
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            if (!handle(line))
                break;
        }
        stopSearch();
        return 0;
    }

private:
    void send(const std::string& line)
    {
        std::lock_guard lock(outMutex_);
        out_ << line << '\n' << std::flush;
    }
    void infoString(const std::string& text) { send("info string " + text); }

    bool handle(const std::string& line)
    {
        const std::vector<std::string> words = split(line);
        if (words.empty())
            return true;
        const std::string& command = words.front();
        if (command == "quit")
            return false;
        if (command == "uci")
            identify();
        else if (command == "isready")
            send("readyok");
        else if (command == "stop")
            stopSearch();
        else if (command == "ucinewgame") {
            stopSearch();
            engine_->newGame();
            engine_->setPosition({}, {});
        } else if (command == "setoption") {
            stopSearch();
            setOption(words);
        } else if (command == "position") {
            stopSearch();
            position(words);
        } else if (command == "go") {
            stopSearch();
            go(words);
        } else if (command == "ponderhit" || command == "debug" || command == "register") {
            // Pondering is not offered; debug and registration have nothing to do.
        } else {
            infoString("unknown command " + quoted(command));
        }
        return true;
    }

    void identify()
    {
        send(std::string("id name Qiyuan ") + QIYUAN_VERSION);
        send("id author the Qiyuan developers");
        send("option name Hash type spin default " + std::to_string(DefaultHashMb) + " min 1 max "
             + std::to_string(MaxHashMb));
        send("option name Clear Hash type button");
        send("option name Level type spin default " + std::to_string(ai::MaxLevel) + " min "
             + std::to_string(ai::MinLevel) + " max " + std::to_string(ai::MaxLevel));
        send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxLines));
        send("option name Threads type spin default 1 min 1 max " + std::to_string(MaxThreads));
        std::string variants = "option name UCI_Variant type combo default xiangqi";
        for (const std::string& v : VariantChoices)
            variants += " var " + v;
        send(variants);
        send("uciok");
    }

    // setoption name <id...> [value <x...>]; names are case-insensitive.
    void setOption(const std::vector<std::string>& words)
    {
        std::string name, value;
        bool inValue = false, sawName = false;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::string w = lower(words[i]);
            if (!sawName && w == "name") {
                sawName = true;
                continue;
            }
            if (sawName && !inValue && w == "value") {
                inValue = true;
                continue;
            }
            std::string& target = inValue ? value : name;
            target += (target.empty() ? "" : " ") + (inValue ? words[i] : w);
        }
        if (!sawName || name.empty()) {
            infoString("setoption needs 'name <option>'");
            return;
        }
        if (name == "hash") {
            long long mb = 0;
            if (!parseInt(value, mb) || mb < 1 || mb > MaxHashMb) {
                infoString("Hash must be a whole number of MiB from 1 to " + std::to_string(MaxHashMb) + ", got "
                           + quoted(value));
                return;
            }
            hashMb_ = static_cast<int>(mb);
            engine_->setHashMb(hashMb_);
        } else if (name == "clear hash") {
            engine_->newGame();
        } else if (name == "level") {
            long long level = 0;
            if (!parseInt(value, level) || level < ai::MinLevel || level > ai::MaxLevel) {
                infoString("Level must be a whole number from " + std::to_string(ai::MinLevel) + " to "
                           + std::to_string(ai::MaxLevel) + ", got " + quoted(value));
                return;
            }
            level_ = static_cast<int>(level);
        } else if (name == "multipv") {
            long long lines = 0;
            if (!parseInt(value, lines) || lines < 1 || lines > MaxLines) {
                infoString("MultiPV must be a whole number from 1 to " + std::to_string(MaxLines) + ", got "
                           + quoted(value));
                return;
            }
            lines_ = static_cast<int>(lines);
            applyLineCount();
        } else if (name == "threads") {
            long long threads = 0;
            if (!parseInt(value, threads) || threads < 1 || threads > MaxThreads) {
                infoString("Threads must be a whole number from 1 to " + std::to_string(MaxThreads) + ", got "
                           + quoted(value));
                return;
            }
            threads_ = static_cast<int>(threads);
            applyThreads();
        } else if (name == "uci_variant") {
            const std::string v = lower(value);
            if (std::find(VariantChoices.begin(), VariantChoices.end(), v) == VariantChoices.end()) {
                infoString("unknown UCI_Variant " + quoted(value) + "; playing " + variant_);
                return;
            }
            auto engine = ai::makeEngine(v);
            if (!engine) {
                infoString("variant " + v + " is not supported by the AI yet; playing " + variant_);
                return;
            }
            variant_ = v;
            engine_ = std::move(engine);
            engine_->setHashMb(hashMb_);
            applyLineCount();
            applyThreads();
        } else {
            infoString("unknown option " + quoted(name));
        }
    }

    // The engine reports at most the lines it can; it says so when that is fewer.
    void applyLineCount()
    {
        const int lines = engine_->setLineCount(lines_);
        if (lines < lines_)
            infoString("MultiPV " + std::to_string(lines_) + " is not supported for " + variant_ + "; reporting "
                       + std::to_string(lines) + (lines == 1 ? " line" : " lines"));
    }

    // The engine runs at most the threads it can; it says so when that is fewer.
    void applyThreads()
    {
        const int threads = engine_->setThreads(threads_);
        if (threads < threads_)
            infoString("Threads " + std::to_string(threads_) + " is not supported for " + variant_ + "; searching with "
                       + std::to_string(threads) + (threads == 1 ? " thread" : " threads"));
    }

    // position startpos|fen <FEN> [moves <m1> <m2> ...]
    void position(const std::vector<std::string>& words)
    {
        if (words.size() < 2 || (words[1] != "startpos" && words[1] != "fen")) {
            infoString("position needs 'startpos' or 'fen <FEN>'");
            return;
        }
        std::size_t i = 2;
        std::string fen;
        if (words[1] == "fen") {
            for (; i < words.size() && words[i] != "moves"; ++i)
                fen += (fen.empty() ? "" : " ") + words[i];
            if (fen.empty()) {
                infoString("position fen needs a FEN");
                return;
            }
        }
        std::vector<std::string> moves;
        if (i < words.size() && words[i] == "moves")
            moves.assign(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end());
        else if (i < words.size()) {
            infoString("position: expected 'moves', got " + quoted(words[i]));
            return;
        }
        if (const std::string error = engine_->setPosition(fen, moves); !error.empty())
            infoString("position: " + error);
    }

    void go(const std::vector<std::string>& words)
    {
        ai::Limits limits;
        int wtime = -1, btime = -1, winc = 0, binc = 0;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::string& key = words[i];
            if (key == "infinite") {
                limits.infinite = true;
                continue;
            }
            if (key == "ponder")
                continue; // not offered; searched as an ordinary go
            static const std::vector<std::string> numeric = {"movetime", "depth", "nodes", "wtime", "btime",
                                                             "winc",     "binc",  "movestogo"};
            if (std::find(numeric.begin(), numeric.end(), key) == numeric.end()) {
                infoString("go: ignoring " + quoted(key));
                continue;
            }
            long long v = 0;
            if (i + 1 >= words.size() || !parseInt(words[i + 1], v)) {
                infoString("go: " + key + " needs a whole number");
                const bool keyword = i + 1 < words.size()
                    && (std::find(numeric.begin(), numeric.end(), words[i + 1]) != numeric.end()
                        || words[i + 1] == "infinite" || words[i + 1] == "ponder");
                if (i + 1 < words.size() && !keyword)
                    ++i; // skip the bad value
                continue;
            }
            ++i;
            const int clamped = static_cast<int>(std::clamp<long long>(v, 0, 1'000'000'000));
            if (key == "movetime")
                limits.moveTimeMs = std::max(1, clamped);
            else if (key == "depth")
                limits.depth = std::clamp(clamped, 1, ai::MaxPly - 1);
            else if (key == "nodes")
                limits.nodes = static_cast<std::uint64_t>(std::max(1, clamped));
            else if (key == "wtime")
                wtime = clamped;
            else if (key == "btime")
                btime = clamped;
            else if (key == "winc")
                winc = clamped;
            else if (key == "binc")
                binc = clamped;
            else if (key == "movestogo")
                limits.movesToGo = clamped;
        }
        const bool red = engine_->redToMove();
        if ((red ? wtime : btime) >= 0) {
            limits.timeLeftMs = red ? wtime : btime;
            limits.incrementMs = red ? winc : binc;
        }
        startSearch(limits);
    }

    static std::string infoLine(const ai::Progress& p)
    {
        std::string line = "info depth " + std::to_string(p.depth) + " seldepth " + std::to_string(p.selDepth)
            + " multipv " + std::to_string(p.line) + " score ";
        line += ai::isMateScore(p.score) && std::abs(p.score) < ai::Infinite
            ? "mate " + std::to_string(ai::mateInMoves(p.score))
            : "cp " + std::to_string(p.score);
        line += " nodes " + std::to_string(p.nodes) + " nps " + std::to_string(p.nps) + " hashfull "
            + std::to_string(p.hashFull) + " time " + std::to_string(p.timeMs);
        if (!p.pv.empty()) {
            line += " pv";
            for (const std::string& m : p.pv)
                line += " " + m;
        }
        return line;
    }

    void startSearch(const ai::Limits& limits)
    {
        stop_ = false;
        worker_ = std::thread([this, limits] {
            const ai::EngineResult r =
                engine_->search(limits, level_, stop_, [this](const ai::Progress& p) { send(infoLine(p)); });
            if (limits.infinite) {
                // UCI: after "go infinite" the answer waits for "stop", even when done early.
                std::unique_lock lock(stopMutex_);
                stopSignal_.wait(lock, [this] { return stop_.load(); });
            }
            if (r.best.empty()) {
                send("info depth 0 score mate 0");
                send("bestmove (none)");
            } else {
                send("bestmove " + r.best + (r.ponder.empty() ? "" : " ponder " + r.ponder));
            }
        });
    }

    void stopSearch()
    {
        if (!worker_.joinable())
            return;
        {
            std::lock_guard lock(stopMutex_);
            stop_ = true;
        }
        stopSignal_.notify_all();
        worker_.join();
    }

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;
    std::string variant_ = "xiangqi";
    std::unique_ptr<ai::GameEngine> engine_;
    int level_ = ai::MaxLevel;
    int hashMb_ = DefaultHashMb;
    int lines_ = 1; // MultiPV as set; the engine may report fewer
    int threads_ = 1; // Threads as set; the engine may use fewer
    std::thread worker_;
    std::atomic<bool> stop_{false};
    std::mutex stopMutex_;
    std::condition_variable stopSignal_;
};

} // namespace

int runUci(std::istream& in, std::ostream& out)
{
    Session session(in, out);
    return session.run();
}

} // namespace qiyuan::cli
