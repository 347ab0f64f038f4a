// The one driver of an external UCI engine for xiangqi (Pikafish,
// Fairy-Stockfish, `qiyuan-cli uci`): the process, the start-up handshake
// (uci → id, options → uciok, then UCI_Variant xiangqi when offered,
// UCI_AnalyseMode for analysis, the user's options, ucinewgame), searches
// (position fen, go movetime T or go infinite, stop, bestmove) and the info
// lines. The engine opponent (UciSeat), the analyser, the Settings → Engines
// test and the benches all talk UCI through it. Timers only: nothing blocks.
//
// Perft (`go perft N`, as Fairy-Stockfish and Stockfish count the leaf nodes
// of the legal-move tree) is a request of its own for the benches: the engine's
// "Nodes searched" line answers it. An engine counts to the end and answers
// nothing meanwhile, so a count is not pinged, and one stopped ends the process.
//
// A search asked for while another runs stops that one first (`stop`); its
// bestmove is dropped and the new position follows it. The engine is sent a
// FEN, no move list, so every engine reads it the same way. Moves come back in
// ICCS with ranks 0-9 or, as Fairy-Stockfish writes them, 1-10: the driver
// takes the reading that is legal and remembers the engine's convention.
//
// While an infinite search runs the engine is pinged with `isready` (at `go`,
// then every few seconds): UCI requires `readyok` at any time, so one that
// does not answer has hung, however quiet it may be otherwise.
//
// What goes wrong is reported once by failed(), as a typed Failure the UI
// words; the process is killed and the driver is Off (a later search starts a
// new process). Destroying it never blocks: a running engine gets `stop` and
// `quit` and is killed if it has not left a second later.
#pragma once

#include "ucitext.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <vector>

class QProcess;
class QTimer;

namespace qiyuan::uci {

// The program and its arguments of a command line quoted like a shell's,
// e.g. `"/opt/my engines/pikafish" --threads 2`.
QStringList splitCommand(const QString& command);
// The program's file name, for labels ("pikafish").
QString programName(const QString& command);

// Why an engine is of no use (any more); the UI words it.
struct Failure {
    enum class Kind {
        NotStarted,  // the program could not be started (detail: the system's reason)
        Crashed,
        Quit,        // exitCode
        NoUciOk,     // no uciok within the start time
        NoBestMove,  // a timed search not answered within its time and the grace
        NoReadyOk,   // no readyok to a ping while searching (timeoutMs)
        DidNotStop,  // no bestmove after stop
        LineTooLong,
        IllegalMove, // detail: the move as the engine wrote it
    };
    Kind kind = Kind::NotStarted;
    QString command;  // the engine's command line
    QString detail;
    int exitCode = 0;
    int timeoutMs = 0;
};

class EngineProcess final : public QObject {
    Q_OBJECT
public:
    enum class State { Off, Starting, Idle, Searching, Stopping };

    explicit EngineProcess(const QString& command, QObject* parent = nullptr);
    ~EngineProcess() override;

    QString command() const { return command_; }
    // Options sent with setoption after the handshake (name, value).
    void setOptions(const QList<QPair<QString, QString>>& options) { options_ = options; }
    // Analysis: UCI_AnalyseMode true when the engine offers it, and the
    // number of lines comes from setLines(), not from the user's options.
    void setAnalyseMode(bool on) { analyseMode_ = on; }
    // How many best lines to ask for (MultiPV, sent before the next search
    // when the engine offers it, capped by its maximum).
    void setLines(int lines) { lines_ = lines; }

    // How long the engine may take to answer uci, beyond a timed search's time
    // (and to a ping while searching), and to send bestmove after stop.
    static constexpr int StartTimeoutMs = 10000;
    static constexpr int AnswerTimeoutMs = 10000;
    static constexpr int StopTimeoutMs = 5000;
    void setTimeouts(int startMs, int answerMs, int stopMs);
    // How often an infinite search is pinged (tests make it short).
    void setPingInterval(int ms);
    int pingInterval() const { return pingIntervalMs_; }

    // Starts the process and the handshake (nothing else: the probe).
    void start();
    // Searches `root` for `moveTimeMs` (0: until stopped); ready() comes first
    // when the engine starts for it. A running search is stopped first.
    void search(const xiangqi::Position& root, int moveTimeMs) { search(root, {}, moveTimeMs); }
    // The same for the position reached from `start` by `moves`, sent as
    // `position fen <start> moves ...` in the engine's rank convention (so the
    // engine sees repetitions: the benches).
    void search(const xiangqi::Position& start, const std::vector<xiangqi::Move>& moves, int moveTimeMs);
    // Counts the leaf nodes of `root` to `depth` plies: perftDone(), or failed()
    // (NoBestMove, detail "perft", timeoutMs) when the count has not come within
    // `timeoutMs`. Like a search it waits for the start-up and ends a running request.
    void perft(const xiangqi::Position& root, int depth, int timeoutMs);
    // ucinewgame, between searches.
    void newGame();
    // Forgets a search not yet sent and stops the running one: no bestMove follows for it.
    void stop();
    // Tells the engine to quit and waits for it up to `waitMs`, then kills it:
    // for a program about to exit, with no event loop left to wait in (the benches).
    void quit(int waitMs);
    // Kills the engine and reports `failure` (e.g. a move the caller finds wrong).
    void fail(Failure failure);

    State state() const { return state_; }
    // A search is out or waits to be sent.
    bool searching() const { return state_ == State::Searching || pending_; }
    // The engine's "id name" once it has said it.
    QString name() const { return name_; }
    // The valid `option` lines of the handshake, once uciok came (optionsKnown()).
    QStringList optionLines() const { return optionLines_; }
    bool optionsKnown() const { return optionsKnown_; }
    // The engine's MultiPV maximum, 0: it offers no MultiPV.
    qint64 multiPvMax() const { return multiPvMax_; }
    // The ranks the engine writes (0: 0-9, 1: 1-10), as far as seen.
    int firstRank() const { return firstRank_; }
    // The process id while it runs, else 0 (for tests).
    qint64 processId() const;

signals:
    // uciok: the engine is ready, its options known.
    void ready(const QString& name);
    // An info line with an evaluation, of the search running; `pv` is the legal start of its line.
    void info(const qiyuan::uci::UciInfo& info, const std::vector<qiyuan::xiangqi::Move>& pv);
    // The answer of a timed search: a legal move of its position, null when
    // the engine had none ("(none)", "0000"). An illegal one fails the engine.
    void bestMove(qiyuan::xiangqi::Move move);
    // The answer of perft(): the engine's count.
    void perftDone(quint64 nodes);
    // The end of an infinite search that the engine ended itself (a mate found).
    void searchEnded();
    void failed(const qiyuan::uci::Failure& failure);

private:
    // A search or a count is asked for: sent now, after the start-up, or after the running one.
    void request();
    void send(const QByteArray& line);
    void onReadyRead();
    void onLine(const QString& line);
    void onBestMove(const QString& text);
    void sendPending();
    void ping();
    void endPings();
    void askToStop();
    void retire();
    QProcess* detach(); // the process, no longer the driver's: Off
    Failure failure(Failure::Kind kind) const;

    QString command_;
    QList<QPair<QString, QString>> options_;
    bool analyseMode_ = false;
    int lines_ = 1;

    QProcess* process_ = nullptr;
    QTimer* watchdog_ = nullptr;   // no uciok / no bestmove / no readyok / no stop in time
    QTimer* pingTimer_ = nullptr;  // repeats while an infinite search runs
    QByteArray buffer_;
    State state_ = State::Off;
    bool pending_ = false;         // a search waits to be sent
    xiangqi::Position pendingStart_;
    std::vector<xiangqi::Move> pendingMoves_;
    int pendingTimeMs_ = 0;
    int pendingPerft_ = 0;         // the depth of a count waiting; 0: a search
    int perftDepth_ = 0;           // of the count out; 0: a search
    xiangqi::Position root_;       // the position of the search out
    int moveTimeMs_ = 0;           // of the search out; 0: infinite
    bool pingOutstanding_ = false; // isready sent, readyok not yet seen

    QString name_;
    QStringList optionLines_;
    bool optionsKnown_ = false;
    bool offersVariant_ = false;
    bool offersAnalyseMode_ = false;
    qint64 multiPvMax_ = 0;
    int sentLines_ = 1;            // the MultiPV the engine was last sent (its default: 1)
    int firstRank_ = 0;

    int startTimeoutMs_ = StartTimeoutMs;
    int answerTimeoutMs_ = AnswerTimeoutMs;
    int stopTimeoutMs_ = StopTimeoutMs;
    int pingIntervalMs_ = 3000;
};

} // namespace qiyuan::uci

Q_DECLARE_METATYPE(qiyuan::uci::Failure)
Q_DECLARE_METATYPE(qiyuan::uci::UciInfo)
