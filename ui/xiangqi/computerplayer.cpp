#include "computerplayer.h"

#include "analyser.h"

#include "ai/xiangqi_search.h"

#include <QCoreApplication>

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

ThinkingInfo thinkingInfo(const ai::Progress& p)
{
    ThinkingInfo info;
    info.depth = p.depth;
    info.score = p.score;
    info.mate = ai::isMateScore(p.score);
    info.mateIn = info.mate ? ai::mateInMoves(p.score) : 0;
    info.nodes = static_cast<qint64>(p.nodes);
    info.timeMs = p.timeMs;
    info.nps = static_cast<qint64>(p.nps);
    QStringList words;
    for (const std::string& m : p.pv)
        words << QString::fromStdString(m);
    info.pv = words.join(QLatin1Char(' '));
    return info;
}

ThinkingInfo thinkingInfo(const uci::UciInfo& u)
{
    ThinkingInfo info;
    info.depth = u.depth;
    info.mate = u.mate;
    (info.mate ? info.mateIn : info.score) = u.mate ? u.mateIn : u.score;
    info.nodes = u.nodes;
    info.timeMs = u.timeMs;
    info.nps = u.nps;
    info.pv = u.pv.join(QLatin1Char(' '));
    return info;
}

// The opponent's and the analyser's words, in their translation contexts as before.
QString engineFailureText(const uci::Failure& f)
{
    using Kind = uci::Failure::Kind;
    switch (f.kind) {
    case Kind::NotStarted:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer", "The engine %1 could not be started: %2")
            .arg(f.command, f.detail);
    case Kind::Crashed:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer", "The engine crashed.");
    case Kind::Quit:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer", "The engine quit (exit code %1).")
            .arg(f.exitCode);
    case Kind::NoUciOk:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer",
                                           "The engine did not start as a UCI engine (no \"uciok\").");
    case Kind::NoBestMove:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer", "The engine did not answer in time.");
    case Kind::NoReadyOk:
        //: The engine was pinged with the UCI command "isready" while analysing and did not answer
        return XiangqiAnalyser::tr("The engine stopped responding: no answer to \"isready\" within %n second(s).",
                                   nullptr, std::max(1, (f.timeoutMs + 999) / 1000));
    case Kind::DidNotStop:
        return XiangqiAnalyser::tr("The engine did not stop when asked.");
    case Kind::LineTooLong:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer", "The engine sent a line too long to be UCI.");
    case Kind::IllegalMove:
        return QCoreApplication::translate("qiyuan::ui::UciXiangqiPlayer", "The engine answered an illegal move: %1")
            .arg(f.detail);
    }
    return {};
}

// --- UciProbe ---------------------------------------------------------------

UciProbe::UciProbe(const QString& command, QObject* parent)
    : QObject(parent)
    , engine_(new uci::EngineProcess(command, this))
{
    connect(engine_, &uci::EngineProcess::ready, this, [this, command](const QString& name) {
        options_ = engine_->optionLines();
        finish(true, name.isEmpty() ? uci::programName(command) : name);
    });
    connect(engine_, &uci::EngineProcess::failed, this,
            [this](const uci::Failure& f) { finish(false, engineFailureText(f)); });
    engine_->start();
}

UciProbe::~UciProbe() = default; // the engine is told to quit, and killed if it stays

void UciProbe::finish(bool ok, const QString& text)
{
    if (done_)
        return;
    done_ = true;
    if (ok)
        emit succeeded(text);
    else
        emit failed(text);
}

} // namespace qiyuan::ui
