// Analysis of a xiangqi position that runs until stopped, away from the GUI
// thread: the built-in AI on a match::Thinker (the worker of every game's
// computer), or an external UCI engine through engine/uci's driver (`go infinite`). analyse() may be
// called at any time with a new position: the running search is stopped
// (UCI: `stop`, then the new `position` and `go infinite` once the engine has
// sent its bestmove). A UCI engine is sent UCI_Variant xiangqi and
// UCI_AnalyseMode true when it offers them, then the user's options. Updates always describe the last position given.
//
// While a UCI engine searches it is pinged with `isready` (the driver,
// uci::EngineProcess): one that has not answered a ping within the answer
// timeout has hung, even in the middle of `go infinite`; one that keeps
// answering is alive however long it stays quiet otherwise.
//
// An engine that fails to start, crashes, hangs (no uciok, no readyok while
// searching, no bestmove after stop) or writes nonsense is reported once by
// failed() with a translated reason and the process is killed; the analyser
// then stays idle. Destroying it stops cleanly: the built-in search is
// stopped and joined (within a millisecond), a UCI engine gets `stop` and
// `quit` and is killed if it has not left a second later, without blocking.
#pragma once

#include "xiangqi/position.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>

#include <memory>
#include <vector>

namespace qiyuan::match {
class Thinker;
struct ThinkMemory;
}
namespace qiyuan::uci {
class EngineProcess;
struct Failure;
}

namespace qiyuan::ui {

// One update of the analysis, for the position given to analyse().
struct AnalysisInfo {
    int line = 1;         // which of the best lines: 1 the best, 2 the next (MultiPV)
    int depth = 0;
    bool mate = false;
    int mateIn = 0;       // full moves; > 0: red mates, < 0: black mates
    int score = 0;        // centipawns from red's view (not a mate)
    qint64 nodes = 0;
    qint64 nps = 0;       // nodes per second
    std::vector<xiangqi::Move> pv; // the legal start of the engine's best line
};

class XiangqiAnalyser : public QObject {
    Q_OBJECT
public:
    // An empty command analyses with the built-in AI; otherwise the command
    // line of a UCI engine (see uci::splitCommand) and the
    // setoption pairs to send after the handshake.
    explicit XiangqiAnalyser(const QString& command = {}, const QList<QPair<QString, QString>>& options = {},
                             QObject* parent = nullptr);
    ~XiangqiAnalyser() override;

    // Analyses the position reached from `start` by the legal `moves` (the
    // moves let the built-in AI see repetitions; an engine is sent the FEN).
    void analyse(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves);
    // Stops the search; the engine stays ready for the next analyse().
    void stop();

    bool isBuiltin() const { return command_.isEmpty(); }
    bool hasFailed() const { return failed_; }
    // The engine's "id name" once it has said it (the built-in AI: empty).
    QString engineName() const;
    // The ranks the engine writes (0: 0-9, 1: 1-10), as far as seen.
    int firstRank() const;
    // The engine's process id while it runs, else 0 (for tests).
    qint64 processId() const;

    // How long an engine may take to answer uci, to answer a ping (isready)
    // while searching, and to send bestmove after stop, before it counts as hanging.
    void setTimeouts(int startMs, int answerMs, int stopMs);
    // How many best lines to report (1..MaxLines), each by its own updated()
    // with info.line set, the best first. A UCI engine is sent MultiPV when it
    // offers the option (else it reports one line); the built-in AI searches
    // that many root moves with exact scores. A change restarts the search of
    // the current position at once.
    static constexpr int MaxLines = 5;
    void setLineCount(int lines);
    int requestedLines() const { return requestedLines_; }
    // The lines reported: the request, capped by what the engine offers (a UCI
    // engine not yet started: the request).
    int lineCount() const;
    // The most lines the engine can report (MaxLines until a UCI engine has said).
    int maxLines() const;

    // How often a searching engine is pinged (tests make it short).
    void setPingInterval(int ms);
    int pingInterval() const;

signals:
    void updated(const qiyuan::ui::AnalysisInfo& info);
    // The engine's name is known (after uciok).
    void ready(const QString& engineName);
    void failed(const QString& reason);

private:
    void analyseBuiltin();
    void onFailed(const uci::Failure& failure);

    QString command_;
    xiangqi::Position start_;
    std::vector<xiangqi::Move> moves_;
    xiangqi::Position root_;        // the position being analysed
    // The built-in AI.
    match::Thinker* thinker_ = nullptr;
    std::shared_ptr<match::ThinkMemory> memory_;
    bool builtinRunning_ = false;   // the built-in AI analyses (not stopped)
    // A UCI engine.
    uci::EngineProcess* engine_ = nullptr;
    int requestedLines_ = 1;
    bool failed_ = false;
};

} // namespace qiyuan::ui

Q_DECLARE_METATYPE(qiyuan::ui::AnalysisInfo)
