// The GameEngine adapter for standard xiangqi: positions from FEN and ICCS
// moves, results as ICCS text.
#include "jifen_ai.h"
#include "xiangqi_search.h"

#include <algorithm>

namespace qiyuan::ai {

using namespace xiangqi;

namespace {

class XiangqiEngine final : public GameEngine {
public:
    std::string_view variant() const override { return "xiangqi"; }

    std::string setPosition(std::string_view fen, const std::vector<std::string>& actions) override
    {
        Position start;
        if (!fen.empty()) {
            std::string error;
            auto parsed = Position::fromFen(fen, &error);
            if (!parsed)
                return error;
            start = *parsed;
        }
        start_ = start;
        current_ = start;
        moves_.clear();
        for (std::size_t i = 0; i < actions.size(); ++i) {
            const std::string& action = actions[i];
            const Move m = action.size() == 4 ? Position::parseIccs(action) : Move{};
            if (m.isNull())
                return "move " + std::to_string(i + 1) + " '" + printable(action)
                    + "' is not an ICCS move (expected e.g. h2e2)";
            if (const MoveError e = current_.checkMove(m); e != MoveError::None)
                return "move " + std::to_string(i + 1) + " '" + action + "' is illegal: " + moveErrorText(e);
            current_.makeMove(m);
            moves_.push_back(m);
        }
        return {};
    }

    bool redToMove() const override { return current_.sideToMove() == Side::Red; }
    void setHashMb(int mb) override { search_.setHashMb(mb); }
    void newGame() override { search_.clear(); }
    int setThreads(int threads) override
    {
        search_.setThreads(threads);
        return search_.threads();
    }
    int setLineCount(int lines) override
    {
        lineCount_ = std::clamp(lines, 1, MaxMultiPv);
        return lineCount_;
    }

    EngineResult search(const Limits& limits, int level, const std::atomic<bool>& stop,
                        const ProgressCallback& progress) override
    {
        XiangqiSearchOptions options;
        options.limits = limits;
        options.level = level;
        options.multiPv = lineCount_;
        const XiangqiSearchResult r = search_.search(current_, priorPositions(start_, moves_), options, &stop, progress);
        EngineResult out;
        if (!r.best.isNull())
            out.best = toIccs(r.best);
        if (!r.ponder.isNull())
            out.ponder = toIccs(r.ponder);
        out.score = r.score;
        out.depth = r.depth;
        out.nodes = r.nodes;
        out.timeMs = r.timeMs;
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

    XiangqiSearch search_;
    Position start_;
    Position current_;
    std::vector<Move> moves_;
    int lineCount_ = 1;
};

} // namespace

std::unique_ptr<GameEngine> makeXiangqiEngine() { return std::make_unique<XiangqiEngine>(); }

std::unique_ptr<GameEngine> makeEngine(std::string_view variant)
{
    // Banqi has no UCI-style front end (hidden pieces); the scoring variants do.
    if (variant == "xiangqi")
        return makeXiangqiEngine();
    return makeJifenEngine(variant);
}

std::vector<std::string> engineVariants() { return {"xiangqi", "jifen-simple", "jifen-match", "jifen-contest"}; }

} // namespace qiyuan::ai
