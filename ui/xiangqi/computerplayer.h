// The xiangqi table's computer, as the GUI shows it. The opponent is a seat
// of the match — match::ComputerSeat (the built-in AI on its Thinker) or
// uci::UciSeat (an external engine through engine/uci's driver); here are
// the hint player, what a thinking computer shows, an engine's failure in
// the UI language, and the Settings → Engines test. The hint player answers a
// think() with exactly one moveFound(), unless cancel() comes first: then
// nothing follows, so a table never receives a stale move.
#pragma once

#include "xiangqi/game.h"
#include "match/seat.h"
#include "uci/engineprocess.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>

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

// The program's file name of an engine's command line, for labels ("pikafish").
inline QString uciProgramName(const QString& command)
{
    return uci::programName(command);
}

// What the computer shows while it thinks, from the built-in AI's progress
// or an engine's info line (scores from the mover's view both).
ThinkingInfo thinkingInfo(const ai::Progress& progress);
ThinkingInfo thinkingInfo(const uci::UciInfo& info);

// Why an external engine failed, in the UI language.
QString engineFailureText(const uci::Failure& failure);

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

// The built-in AI for hints, run by a match::Thinker like every game's
// computer. With `hints`, it plays without the level's random margin (the
// same answer every time) and thinks at most HintTimeMs.
class BuiltinXiangqiPlayer final : public XiangqiPlayer {
    Q_OBJECT
public:
    explicit BuiltinXiangqiPlayer(bool hints = false, QObject* parent = nullptr);
    ~BuiltinXiangqiPlayer() override;

    void think(const xiangqi::Game& game, int level, int maxTimeMs = 0) override;
    void cancel() override;
    bool isThinking() const override;

    // The hash table in MiB and the threads of each search, from Settings →
    // Computer opponent (match::ThinkMemoryKeeper: clamped, the table made
    // anew at the next think() after a change, never under a running search).
    void setHashMb(int mb) { memory_.setHashMb(mb); }
    int hashMb() const { return memory_.hashMb(); }
    void setThreads(int threads) { memory_.setThreads(threads); }
    int threads() const { return memory_.threads(); }
    // The table in use: its threads and size (0 before the first think()).
    int allocatedThreads() const { return memory_.allocatedThreads(); }
    int allocatedHashMb() const { return memory_.allocatedHashMb(); }

    static constexpr int HintTimeMs = match::ThinkOptions::HintTimeMs;

private:
    match::Thinker* thinker_; // the one worker of every game's computer
    match::ThinkMemoryKeeper memory_;
    bool hints_ = false;
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
    uci::EngineProcess* engine_;
    bool done_ = false;
};

} // namespace qiyuan::ui

Q_DECLARE_METATYPE(qiyuan::ui::ThinkingInfo)
