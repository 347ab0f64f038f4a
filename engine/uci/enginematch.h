// Two engines play a match of xiangqi games, below the widgets: the built-in
// AI at a level or an external UCI engine on each side, N games from a set of
// openings, colours alternating (each opening once with each colour), every
// game a match::Match judged by its referee (repetitions included). An engine
// that crashes, fails or times out loses that game and the match goes on.
// `qiyuan-cli match` and the GUI's engine match window both run this one
// runner (docs/CLI.md "match"). Timers and signals only: nothing blocks.
#pragma once

#include "uciseat.h"
#include "match/match.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <array>
#include <optional>

namespace qiyuan::uci {

// One side of the match: the built-in AI at a level, or an external engine.
struct MatchEngine {
    int level = ai::MaxLevel;  // the built-in AI's level (an external engine: ignored)
    match::EngineSpec engine;  // empty command: the built-in AI
    QString label;             // as the user named it: "builtin:8", "uci:pikafish"

    bool builtin() const { return engine.command.isEmpty(); }
    static MatchEngine builtinAt(int level);
    static MatchEngine external(const match::EngineSpec& engine, const QString& label = {});
    // `builtin:LEVEL` (1..8) or `uci:COMMAND`; nullopt with *error otherwise.
    static std::optional<MatchEngine> parse(const QString& text, QString* error = nullptr);
};

// The openings when none are given: ten common first moves of both sides, as ICCS lines.
QStringList builtinOpenings();
// The start position an opening line gives: a FEN, or ICCS moves from the
// standard start separated by spaces; nullopt with *error when it is neither
// or the game would already be over.
std::optional<QString> openingFen(const QString& line, QString* error = nullptr);
// Every opening of a file's text (one a line; blank lines and lines starting
// with '#' skipped) as start FENs; nullopt with *error naming the bad line.
std::optional<QStringList> readOpenings(const QString& text, QString* error = nullptr);

struct EngineMatchSettings {
    std::array<MatchEngine, 2> engines; // the first, the second
    int games = 2;
    int moveTimeMs = 0;   // each move's time; 0: the clock decides
    TimeControl clock;    // with moveTimeMs 0 (neither: each engine's own time)
    QStringList openings; // start FENs (empty: builtinOpenings())
    // How long past its move time an external engine may take before it loses on time.
    int graceMs = 1000;
};

// The first engine's score over the games played, and the Elo difference it
// suggests (docs/CLI.md "match": the logistic formula, with a 95% error).
struct MatchScore {
    int wins = 0, draws = 0, losses = 0;
    int games() const { return wins + draws + losses; }
    double score() const; // 0..1; 0.5 before any game
    double elo() const;
    double eloError() const;
};

struct MatchGameResult {
    int number = 0;     // 1-based
    int redEngine = 0;  // 0: the first engine played red
    QString startFen;
    QStringList moves;  // ICCS from startFen
    QString result;     // "red", "black", "draw"
    QString reason;
    // The engine that lost by failing (crash, time, illegal move), else -1.
    int forfeitBy = -1;
};

// What an engine reports of its search: from the mover's point of view.
struct Thinking {
    int depth = 0;
    int score = 0;   // centipawns
    int mateIn = 0;  // full moves; 0: no mate seen (negative: being mated)
    qint64 nodes = 0;
    QStringList pv;  // ICCS
};

class EngineMatch final : public QObject {
    Q_OBJECT
public:
    explicit EngineMatch(const EngineMatchSettings& settings, QObject* parent = nullptr);
    ~EngineMatch() override;

    // Starts the external engines (failedToStart when one does not answer),
    // then plays the games one after another.
    void start();
    // The current game waits (the clock and the engines too); the next game does not start.
    void setPaused(bool paused);
    bool paused() const { return paused_; }
    bool running() const { return started_ && !done_; }
    bool done() const { return done_; }

    const EngineMatchSettings& settings() const { return settings_; }
    // The game being played (nullptr between games and at the end).
    const match::Match* game() const { return game_; }
    int gameNumber() const { return number_; } // 1-based, 0 before the first
    // Which engine plays red in game `number` (0: the first).
    static int redEngineOf(int number) { return (number - 1) % 2; }
    // The start FEN of game `number` (each opening twice, colours swapped).
    QString openingOf(int number) const;
    // The engine's name: an external engine's `id name` once known, else its label.
    QString engineName(int engine) const;
    const QList<MatchGameResult>& results() const { return results_; }
    MatchScore score() const;

signals:
    void failedToStart(const QString& error);
    void gameStarted(int number);
    void thinking(int engine, const qiyuan::uci::Thinking& thinking);
    void gameFinished(const qiyuan::uci::MatchGameResult& result);
    void finished();

private:
    void startNext();
    void onFinished();
    // The engine playing `seat` of the current game failed: it loses the game.
    void forfeit(int engine, const QString& reason);
    void probeEngines();
    int seatOf(int engine) const { return engine == redEngineOf(number_) ? 0 : 1; }

    EngineMatchSettings settings_;
    std::array<match::Seat*, 2> engines_{}; // kept across games (an external engine's process too)
    QPointer<match::Match> game_;
    QList<MatchGameResult> results_;
    int number_ = 0;
    int probing_ = 0;          // external engines not yet ready
    QString forfeitReason_;
    int forfeitBy_ = -1;
    bool started_ = false;
    bool paused_ = false;
    bool done_ = false;
    bool failed_ = false;
};

} // namespace qiyuan::uci

Q_DECLARE_METATYPE(qiyuan::uci::Thinking)
Q_DECLARE_METATYPE(qiyuan::uci::MatchGameResult)
