// Computer opponents for the xiangqi table. They think away from the GUI
// thread: the built-in AI (engine/ai) in a worker thread, an external UCI
// engine in its own process (QProcess, read asynchronously). Either answers a
// think() with exactly one moveFound() or failed(), unless cancel() comes
// first: then nothing follows, so a table can cancel on undo, new game or
// close and never receives a stale move. Destroying a player mid-search is
// safe (the built-in one stops and joins its thread, the UCI one kills its
// process).
#pragma once

#include "xiangqi/game.h"
#include "match/seat.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>

class QProcess;
class QTimer;

namespace qiyuan::ui {

// What a thinking computer shows: the last completed depth and its line.
struct ThinkingInfo {
    int depth = 0;
    int score = 0;        // centipawns from the mover's view (engine/ai/ai.h conventions)
    bool mate = false;    // score is a mate; mateIn full moves (negative: being mated)
    int mateIn = 0;
    qint64 nodes = 0;
    qint64 timeMs = 0;
    qint64 nps = 0;       // nodes per second, 0 when unknown
    QString pv;           // ICCS moves
};

// An external engine is set as a command line: the program, then any
// arguments (quoted like a shell's), e.g. `/usr/games/pikafish` or
// `"/opt/my engines/qiyuan-cli" uci`.
void setCommand(QProcess& process, const QString& command);
// The program's file name, for labels ("pikafish").
QString uciProgramName(const QString& command);

class XiangqiPlayer : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Starts thinking about the game's current position at a level
    // (ai::MinLevel..ai::MaxLevel), at most `maxTimeMs` when not 0 (the
    // clock's budget). A running search is cancelled first.
    virtual void think(const xiangqi::Game& game, int level, int maxTimeMs = 0) = 0;
    // Forgets the running search: no moveFound/failed follows for it.
    virtual void cancel() = 0;
    virtual bool isThinking() const = 0;

signals:
    void progress(const qiyuan::ui::ThinkingInfo& info);
    // A legal move of the position given to think(); null when it had none.
    void moveFound(qiyuan::xiangqi::Move move);
    // The player cannot answer (an engine that failed to start, quit or sent
    // nonsense); the text says why and is translated.
    void failed(const QString& reason);
};

// The built-in AI, run by the match's Thinker (engine/match/seat.h) like every
// game's computer. With `hints`, it plays without the level's random margin
// (the same answer every time) and thinks at most HintTimeMs.
class BuiltinXiangqiPlayer final : public XiangqiPlayer {
    Q_OBJECT
public:
    explicit BuiltinXiangqiPlayer(bool hints = false, QObject* parent = nullptr);
    ~BuiltinXiangqiPlayer() override;

    void think(const xiangqi::Game& game, int level, int maxTimeMs = 0) override;
    void cancel() override;
    bool isThinking() const override;

    // The hash table size in MiB (Settings → Computer opponent), clamped to
    // 1..2048. The table is made at the first think() and made anew at the
    // next think() after a change, never under a running search.
    void setHashMb(int mb);
    int hashMb() const { return hashMb_; }
    // Threads of each search (Lazy SMP), from the next search on.
    void setThreads(int threads);
    int threads() const { return threads_; }
    // The threads of the search memory in use (0 before the first search).
    int allocatedThreads() const;
    // The size of the table in use, 0 before the first think().
    int allocatedHashMb() const;

    static constexpr int HintTimeMs = match::ThinkOptions::HintTimeMs;

private:
    match::Thinker* thinker_;                 // the one worker of every game's computer
    std::shared_ptr<match::ThinkMemory> memory_; // the hash table
    bool hints_ = false;
    int hashMb_ = 16;
    int threads_ = 1;
};

// An external engine speaking UCI for xiangqi (e.g. Pikafish, Fairy-Stockfish,
// `qiyuan-cli uci`). It is sent the current position as a FEN (no move list,
// so every engine reads it the same way) and `go movetime T`, T being the
// level's default thinking time (engine/ai levelSettings). Moves come back in
// ICCS with ranks 0-9 or, as Fairy-Stockfish writes them, 1-10: the player
// takes the reading that is legal, and remembers which convention the engine uses.
class UciXiangqiPlayer final : public XiangqiPlayer {
    Q_OBJECT
public:
    explicit UciXiangqiPlayer(const QString& command, QObject* parent = nullptr);
    ~UciXiangqiPlayer() override;

    void think(const xiangqi::Game& game, int level, int maxTimeMs = 0) override;
    void cancel() override;
    bool isThinking() const override { return (searching_ && !ignoreAnswers_) || pending_; }

    QString program() const { return program_; }
    // Options sent with setoption after the handshake (name, value), besides
    // UCI_Variant xiangqi, which is sent whenever the engine offers it.
    void setOptions(const QList<QPair<QString, QString>>& options) { options_ = options; }
    // The engine's "id name", once it has said it.
    QString engineName() const { return name_; }

    // How long the engine may take to start (uci → uciok) and beyond the move
    // time to answer, before it counts as failed.
    static constexpr int StartTimeoutMs = 10000;
    static constexpr int AnswerGraceMs = 10000;
    // Shorter watchdogs, for tests with engines that hang.
    void setTimeouts(int startMs, int answerGraceMs)
    {
        startTimeoutMs_ = startMs;
        answerGraceMs_ = answerGraceMs;
    }

private:
    void start();
    void send(const QByteArray& line);
    void onReadyRead();
    void onLine(const QString& line);
    void sendPendingSearch();
    // `answering`: the failure is the answer to the running think() (a bad bestmove).
    void fail(const QString& reason, bool answering = false);

    QString program_;
    QString name_;
    QList<QPair<QString, QString>> options_;
    bool offersVariant_ = false; // "option name UCI_Variant" seen in the handshake
    QProcess* process_ = nullptr;
    QTimer* watchdog_ = nullptr;
    QByteArray buffer_;
    bool ready_ = false;       // uciok received
    bool searching_ = false;   // a go is out and its bestmove not yet back
    int ignoreAnswers_ = 0;    // bestmoves still due from cancelled searches
    bool pending_ = false;     // a think() waits for the engine to be ready/idle
    bool oneBasedRanks_ = false;
    bool failed_ = false;
    xiangqi::Position position_;
    int moveTimeMs_ = 1000;
    int startTimeoutMs_ = StartTimeoutMs;
    int answerGraceMs_ = AnswerGraceMs;
};

// A xiangqi computer — the built-in AI or a UCI engine — as a seat of the
// table's match: the match tells it when it is to move, and its move goes
// back to the match as an action. A failed engine says so (failed); the table
// then gives its seat to the person here.
class XiangqiEngineSeat final : public match::Seat {
    Q_OBJECT
public:
    // Takes `player` (it becomes the seat's child).
    XiangqiEngineSeat(XiangqiPlayer* player, int level, QObject* parent = nullptr);

    Kind kind() const override { return Kind::Computer; }
    void yourTurn(const match::Referee& referee, int seat) override;
    void stop() override { player_->cancel(); }
    bool thinking() const override { return player_->isThinking(); }
    std::optional<bool> answerDraw(const match::Referee& referee, int seat) const override
    {
        return match::computerAcceptsDraw(referee, seat);
    }

    XiangqiPlayer* player() const { return player_; }
    int level() const override { return level_; }
    // The thinking time the clock allows the seat (match::clockBudgetMs); unset: the level's own.
    void setTimeBudget(std::function<int(int seat)> budget) { budget_ = std::move(budget); }

signals:
    void failed(const QString& reason);

private:
    XiangqiPlayer* player_;
    int level_;
    std::function<int(int seat)> budget_;
};

// Checks that a program is a UCI engine without blocking: starts it, sends
// "uci" and reports the id name after "uciok", or why it failed.
class UciProbe final : public QObject {
    Q_OBJECT
public:
    explicit UciProbe(const QString& command, QObject* parent = nullptr);
    ~UciProbe() override;

    // The engine's `option` lines, once it succeeded.
    QStringList optionLines() const { return options_; }

signals:
    void succeeded(const QString& engineName);
    void failed(const QString& reason);

private:
    void finish(bool ok, const QString& text);

    QStringList options_;

    QProcess* process_ = nullptr;
    QTimer* timeout_ = nullptr;
    QByteArray buffer_;
    QString name_;
    bool done_ = false;
};

} // namespace qiyuan::ui

Q_DECLARE_METATYPE(qiyuan::ui::ThinkingInfo)
