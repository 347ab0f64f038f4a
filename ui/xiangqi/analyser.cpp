#include "analyser.h"

#include "computerplayer.h"

#include "match/seat.h"
#include "uci/engineprocess.h"

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

XiangqiAnalyser::XiangqiAnalyser(const QString& command, const QList<QPair<QString, QString>>& options,
                                 QObject* parent)
    : QObject(parent)
    , command_(command.trimmed())
{
    qRegisterMetaType<AnalysisInfo>();
    if (isBuiltin()) {
        thinker_ = new match::Thinker(this);
        connect(thinker_, &match::Thinker::progress, this, [this](const ai::Progress& p) {
            AnalysisInfo info;
            info.line = p.line;
            info.depth = p.depth;
            const int sign = root_.sideToMove() == Side::Red ? 1 : -1;
            info.mate = ai::isMateScore(p.score);
            if (info.mate)
                info.mateIn = sign * ai::mateInMoves(p.score);
            else
                info.score = sign * p.score;
            info.nodes = static_cast<qint64>(p.nodes);
            info.nps = static_cast<qint64>(p.nps);
            Position pos = root_;
            for (const std::string& text : p.pv) {
                const Move m = Position::parseIccs(text);
                if (m.isNull() || !pos.isLegal(m))
                    break;
                info.pv.push_back(m);
                pos.makeMove(m);
            }
            emit updated(info);
        });
        return;
    }
    engine_ = new uci::EngineProcess(command_, this);
    engine_->setOptions(options);
    engine_->setAnalyseMode(true);
    connect(engine_, &uci::EngineProcess::ready, this, &XiangqiAnalyser::ready);
    connect(engine_, &uci::EngineProcess::failed, this, &XiangqiAnalyser::onFailed);
    connect(engine_, &uci::EngineProcess::info, this,
            [this](const uci::UciInfo& uci, const std::vector<Move>& pv) {
                if (uci.multipv > lineCount())
                    return; // from before fewer lines were asked for
                AnalysisInfo info;
                info.line = uci.multipv;
                info.depth = uci.depth;
                const int sign = root_.sideToMove() == Side::Red ? 1 : -1;
                info.mate = uci.mate;
                (info.mate ? info.mateIn : info.score) = sign * (uci.mate ? uci.mateIn : uci.score);
                info.nodes = uci.nodes;
                info.nps = uci.nps;
                info.pv = pv;
                emit updated(info);
            });
}

// The Thinker joins its worker (within a millisecond of the stop flag); the
// driver tells the engine to quit without waiting for it.
XiangqiAnalyser::~XiangqiAnalyser() = default;

void XiangqiAnalyser::setTimeouts(int startMs, int answerMs, int stopMs)
{
    if (engine_)
        engine_->setTimeouts(startMs, answerMs, stopMs);
}

void XiangqiAnalyser::setPingInterval(int ms)
{
    if (engine_)
        engine_->setPingInterval(ms);
}

int XiangqiAnalyser::pingInterval() const
{
    return engine_ ? engine_->pingInterval() : 0;
}

QString XiangqiAnalyser::engineName() const
{
    return engine_ ? engine_->name() : QString();
}

int XiangqiAnalyser::firstRank() const
{
    return engine_ ? engine_->firstRank() : 0;
}

void XiangqiAnalyser::setLineCount(int lines)
{
    lines = std::clamp(lines, 1, MaxLines);
    if (lines == requestedLines_)
        return;
    const int before = lineCount();
    requestedLines_ = lines;
    if (lineCount() == before)
        return; // the engine reports no more lines than it did
    if (isBuiltin()) {
        if (builtinRunning_)
            analyseBuiltin();
        return;
    }
    // A UCI engine takes setoption only between searches: stop, and search again after bestmove.
    engine_->setLines(lineCount());
    if (engine_->state() == uci::EngineProcess::State::Searching)
        engine_->search(root_, 0);
}

int XiangqiAnalyser::lineCount() const
{
    return std::min(requestedLines_, maxLines());
}

int XiangqiAnalyser::maxLines() const
{
    if (isBuiltin() || !engine_->optionsKnown())
        return MaxLines;
    return static_cast<int>(std::clamp<qint64>(engine_->multiPvMax(), 1, MaxLines));
}

qint64 XiangqiAnalyser::processId() const
{
    return engine_ ? engine_->processId() : 0;
}

void XiangqiAnalyser::analyse(const Position& start, const std::vector<Move>& moves)
{
    start_ = start;
    moves_ = moves;
    root_ = start;
    for (const Move m : moves)
        root_.makeMove(m);
    if (isBuiltin()) {
        analyseBuiltin();
        return;
    }
    if (failed_)
        return; // reported once; a new analyser tries again
    engine_->setLines(lineCount());
    engine_->search(root_, 0);
}

void XiangqiAnalyser::stop()
{
    if (isBuiltin()) {
        builtinRunning_ = false;
        thinker_->stop();
    } else {
        engine_->stop();
    }
}

void XiangqiAnalyser::analyseBuiltin()
{
    builtinRunning_ = true;
    if (!memory_)
        memory_ = std::make_shared<match::ThinkMemory>(32);
    // run() stops the search before: its progress no longer arrives.
    thinker_->run(match::xiangqiAnalysisJob(start_, moves_, requestedLines_, memory_));
}

void XiangqiAnalyser::onFailed(const uci::Failure& failure)
{
    if (failed_)
        return;
    failed_ = true;
    emit failed(engineFailureText(failure));
}

} // namespace qiyuan::ui
