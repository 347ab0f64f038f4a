// Analysis of a xiangqi position that runs until stopped, away from the GUI
// thread: the built-in AI in a worker thread (its progress callback), or an
// external UCI engine in its own process (`go infinite`). analyse() may be
// called at any time with a new position: the running search is stopped
// (UCI: `stop`, then the new `position` and `go infinite` once the engine has
// sent its bestmove). A UCI engine is sent UCI_Variant xiangqi and
// UCI_AnalyseMode true when it offers them, then the user's options. Updates always describe the last position given.
//
// An engine that fails to start, crashes, hangs (no uciok, no answer to a
// search, no bestmove after stop) or writes nonsense is reported once by
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

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

class QProcess;
class QTimer;

namespace qiyuan::ui {

// One update of the analysis, for the position given to analyse().
struct AnalysisInfo {
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
    // line of a UCI engine (see setCommand in computerplayer.h) and the
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
    QString engineName() const { return engineName_; }
    // The ranks the engine writes (0: 0-9, 1: 1-10), as far as seen.
    int firstRank() const { return firstRank_; }
    // The engine's process id while it runs, else 0 (for tests).
    qint64 processId() const;

    // How long an engine may take to answer uci, to start reporting a search,
    // and to send bestmove after stop, before it counts as hanging.
    void setTimeouts(int startMs, int answerMs, int stopMs);

signals:
    void updated(const qiyuan::ui::AnalysisInfo& info);
    // The engine's name is known (after uciok).
    void ready(const QString& engineName);
    void failed(const QString& reason);

private:
    // The built-in AI.
    struct Shared;
    void analyseBuiltin();
    void stopBuiltin();
    // A UCI engine.
    void startProcess();
    void send(const QByteArray& line);
    void onReadyRead();
    void onLine(const QString& line);
    void sendPending();
    void fail(const QString& reason);
    void retireProcess();

    QString command_;
    QList<QPair<QString, QString>> options_;
    xiangqi::Position start_;
    std::vector<xiangqi::Move> moves_;
    xiangqi::Position root_;        // the position being analysed
    bool pending_ = false;          // a position waits to be searched

    std::shared_ptr<Shared> shared_;
    std::thread worker_;
    quint64 generation_ = 0;

    QProcess* process_ = nullptr;
    QTimer* watchdog_ = nullptr;
    QByteArray buffer_;
    enum class State { Off, Starting, Idle, Searching, Stopping } state_ = State::Off;
    bool offersVariant_ = false;
    bool offersAnalyseMode_ = false;
    bool failed_ = false;
    bool sawInfo_ = false;          // the running search has reported
    QString engineName_;
    int firstRank_ = 0;
    int startTimeoutMs_ = 10000;
    int answerTimeoutMs_ = 10000;
    int stopTimeoutMs_ = 5000;
};

} // namespace qiyuan::ui

Q_DECLARE_METATYPE(qiyuan::ui::AnalysisInfo)
