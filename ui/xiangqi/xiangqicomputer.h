// The computer at the xiangqi table: the opponent's engine made for a seat
// (the built-in AI or a UCI engine, also when a saved game comes back), its
// thinking as the status line shows it, its failure, and the built-in AI
// that finds a hint (提示) for the person. The match runs the opponent; the
// table shows what this class reports (thinkingChanged, failed).
#pragma once

#include "core/clock.h"
#include "ui/engineconfig.h"
#include "match/match.h"
#include "match/think.h"
#include "xiangqi/game.h"

#include <QObject>

#include <memory>
#include <optional>

class QJsonObject;

namespace qiyuan::ui {

struct Preferences;

class XiangqiComputer : public QObject {
    Q_OBJECT
public:
    XiangqiComputer(match::Match* match, QWidget* table);

    // A game against the computer as the person chose it (the computer game dialog with a clock).
    struct Choice {
        xiangqi::Side human = xiangqi::Side::Red;
        int level = 3;
        std::optional<UciEngineConfig> engine; // none: the built-in AI
        TimeControl clock;
        xiangqi::Position start; // a handicap's (XQ-H1), or the standard start
    };
    static std::optional<Choice> ask(const QString& gameKey, QWidget* parent);

    // The opponent's engine for a seat: the built-in AI, or the UCI engine at `uciEngine` when not empty.
    std::unique_ptr<match::Seat> engineSeat(int level, const QString& uciEngine, const UciEngineConfig* engine);
    // Connects the match's computer seats: their thinking and their failure are reported.
    void watch();
    QString engine() const { return uciEngine_; } // empty: the built-in AI
    // The opponent as a side's label names it: its level, or its engine.
    QString name() const;
    xiangqi::Side side() const;
    int level() const;
    match::ComputerSeat* builtinOpponent() const;

    // The built-in AI's hash table size in MiB and its threads, for the opponent and the hint alike.
    int hashMb() const { return hashMb_; }
    void applyPreferences(const Preferences& preferences);
    // The hint: the built-in AI at its top level without the random margin
    // (match::xiangqiHintJob) on a Thinker of its own, answered by hintFound
    // unless cancelled first.
    void findHint(const xiangqi::Game& game);
    void cancelHint();
    bool hintPending() const;
    const match::ThinkMemoryKeeper& hintMemory() const { return hintMemory_; }
    // Stops the hint's search for good (the table closes).
    void stop();

    // What the status line says while the computer thinks (`thinking`), with its depth, score and speed.
    QString thinkingText(bool thinking) const;
    void resetThinking();

    // The engine of the computer's seat beside a snapshot's match (a computer game), and the match restored with it.
    void save(QJsonObject& snapshot) const;
    // Leaves the match paused for the players on success (the table shows it first).
    bool restore(const QJsonObject& snapshot, QString* error);

signals:
    void thinkingChanged();
    void failed(int seat, const QString& reason);
    void hintFound(qiyuan::xiangqi::Move move); // null: the side to move has none

private:
    std::unique_ptr<match::Seat> restoredSeat(const match::SeatSpec& spec);

    match::Match* match_;
    match::Thinker* hinter_ = nullptr;
    match::ThinkMemoryKeeper hintMemory_; // the hint's own hash table
    QString uciEngine_;
    QString uciEngineId_; // the configured engine, when it came from Settings → Engines
    QString uciEngineName_;
    int hashMb_ = 16;
    int threads_ = 1; // Preferences::aiThreads
    int depth_ = 0;
    QString score_;
    qint64 nps_ = 0;
};

} // namespace qiyuan::ui
