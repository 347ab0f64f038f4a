// The host's judge of one game: it validates every action with the engine and
// says what each seat may see. Game-neutral interface (a game key, a variant
// key and actions as text) so that banqi and scoring xiangqi can plug in; the
// xiangqi referee is the first one.
#pragma once

#include "xiangqi/game.h"

#include <QCborMap>
#include <QString>
#include <memory>

namespace qiyuan::net {

// Seats: 0 red, 1 black; -1 a spectator.
inline constexpr int Spectator = -1;

class Referee {
public:
    virtual ~Referee() = default;
    virtual QString gameKey() const = 0;
    virtual QString variantKey() const = 0;
    virtual int sideToMove() const = 0; // the seat to act
    virtual int ply() const = 0;
    virtual bool over() const = 0;
    // {"verdict": "ongoing"|"red"|"black"|"draw", "reason": text}
    virtual QCborMap result() const = 0;
    // Validates and plays the action of the side to move. On refusal returns
    // false with a readable reason; else fills *publicRecord with what every
    // seat may see of the move (for banqi: a flipped piece's identity only once flipped).
    virtual bool play(const QString& action, QString* reason, QCborMap* publicRecord) = 0;
    // Takes back the last `plies` actions; false when there are not that many.
    virtual bool undo(int plies) = 0;
    virtual void resign(int seat) = 0;
    virtual void agreeDraw() = 0;
    virtual void flagFall(int seat) = 0;
    // Everything `seat` may know of the game (Spectator: what anyone may know),
    // enough to rebuild it: "start", "moves" (the public records), ...
    virtual QCborMap stateFor(int seat) const = 0;
};

// Xiangqi: the whole game is public. Actions are ICCS moves ("h2e2").
class XiangqiReferee : public Referee {
public:
    // startFen empty: the standard start. Returns nullptr with *error for a bad FEN.
    static std::unique_ptr<XiangqiReferee> create(const QString& startFen, QString* error = nullptr);

    QString gameKey() const override { return QStringLiteral("xiangqi"); }
    QString variantKey() const override { return QStringLiteral("standard"); }
    int sideToMove() const override;
    int ply() const override { return game_.ply(); }
    bool over() const override { return game_.over(); }
    QCborMap result() const override;
    bool play(const QString& action, QString* reason, QCborMap* publicRecord) override;
    bool undo(int plies) override;
    void resign(int seat) override;
    void agreeDraw() override;
    void flagFall(int seat) override;
    QCborMap stateFor(int seat) const override;

    const xiangqi::Game& game() const { return game_; }

private:
    explicit XiangqiReferee(const xiangqi::Position& start) : game_(start) {}
    QCborMap recordMap(int index) const;
    xiangqi::Game game_;
};

// A result as the protocol writes it.
QCborMap resultMap(const GameResult& r);

} // namespace qiyuan::net
