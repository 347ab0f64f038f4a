// The host's judge of one game: it validates every action with the engine and
// says what each seat may see. Game-neutral interface (a game key, a variant
// key and actions as text): xiangqi, 翻翻棋 (banqi, with hidden pieces) and
// 积分象棋 (jifen, with two-move turns in its contest rules) plug in.
#pragma once

#include "banqi/game.h"
#include "core/clock.h"
#include "jifen/game.h"
#include "xiangqi/game.h"
#include "refusal.h"

#include <QCborMap>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace qiyuan::match {

// Text from a peer or a file quoted for people: at most maxChars characters,
// anything not printable (control characters, a lone surrogate) written as \uXXXX.
QString shownText(const QString& text, int maxChars = 32);

// Seats: 0 red, 1 black; -1 a spectator.
inline constexpr int Spectator = -1;

// A result as the protocol writes it.
QCborMap resultMap(const GameResult& r);

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
    // The engine's own value for play()'s last refusal (monostate: the text
    // was no action of the game), for the UI to word.
    const EngineError& lastError() const { return lastError_; }
    // Takes back the last `plies` actions; false when there are not that many.
    virtual bool undo(int plies) = 0;
    virtual void resign(int seat) = 0;
    virtual void agreeDraw() = 0;
    // The clock of `seat` ran out. Usually the game ends (timeout). Returns true
    // when the engine instead recorded a timeout and the turn passes (banqi
    // BQ-9): then *publicRecord is that record, to broadcast like a move.
    virtual bool flagFall(int seat, QCborMap* publicRecord) = 0;
    // Everything `seat` may know of the game (Spectator: what anyone may know),
    // enough to rebuild it: "start", "moves" (the public records), ...
    virtual QCborMap stateFor(int seat) const = 0;

    // The seat that played the i-th action (0-based).
    virtual int actorOf(int i) const = 0;
    // Empty when `seat` may resign / the players may agree a draw now, else why not
    // (banqi BQ-11: only once 40 plies are played).
    virtual QString resignRefusal(int /*seat*/) const { return {}; }
    virtual QString drawRefusal() const { return {}; }
    // Why the last `plies` actions may not be taken back over the LAN, in
    // English (the host's refusal text); empty: they may. 翻翻棋: a flip both
    // players have seen is never turned face down again (docs/rules/banqi-rules.md).
    virtual QString lanTakeBackRefusal(int /*plies*/) const { return {}; }
    // The actions played so far, in the game's action syntax (banqi: "timeout"
    // where a turn passed on its clock, BQ-9): with setup(), the whole game.
    QStringList actions() const;
    // The public record of every action (for banqi: a flip's identity once flipped).
    virtual const std::vector<MoveRecord>& records() const = 0;
    // What recreates the start of the game through createReferee(): "variant",
    // "start" (xiangqi and jifen: the FEN), "turnSeconds", "seed" and "salt" or
    // "layout" and "firstSeat" (banqi).
    // Referee only: for banqi it holds the seed, i.e. the deal.
    virtual QCborMap setup() const = 0;
    // The clock the game's rules bring when the players set none (banqi's turn clock).
    virtual TimeControl rulesClock() const { return {}; }
    // Public fields that change with every action, sent with "moved" and
    // "undone" so a client's state stays whole (banqi "board", jifen "score").
    virtual QCborMap progress() const { return {}; }
    // How many actions an undo requested by `seat` takes back: the seat's last
    // turn and whatever the opponent played after it; 0 when the seat has not acted.
    int undoPlies(int seat) const;

protected:
    EngineError lastError_;
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
    bool flagFall(int seat, QCborMap* publicRecord) override;
    QCborMap stateFor(int seat) const override;
    int actorOf(int i) const override;
    const std::vector<MoveRecord>& records() const override { return game_.records(); }
    QCborMap setup() const override;

    const xiangqi::Game& game() const { return game_; }

private:
    explicit XiangqiReferee(const xiangqi::Position& start) : game_(start) {}
    // The record's notation for display ("炮二平五"), by ply: the engine's
    // xiangqi records leave it to the viewer, the wire carries it.
    std::vector<std::string> notations_;
    QCborMap recordMap(int index) const;
    xiangqi::Game game_;
};

// 翻翻棋: the host deals (seeded; the commitment, SHA-256 of seed and salt, is
// public from the start) and is the only one to know a face-down piece. Seats
// are the two chairs at the table; the deal's first seat acts first and the
// colours follow the first flip (BQ-2). Actions: "c2" flips, "c2c3" moves or
// captures. stateFor() and every record hold only what is face up: a piece's
// identity leaves the host only in the record of the action that turns it up;
// once the game is over the seed and salt are revealed ("reveal").
class BanqiReferee : public Referee {
public:
    // variant: a rule-set key ("banqi", "banqi-taiwan"); turnSeconds < 0 keeps
    // the rule set's turn clock (BQ-9), 0 turns it off. Without a seed the deal
    // is random. nullptr and *error for an unknown variant or bad setting.
    // options: the rule options changed from the preset ("key=value,...", banqi::withOptions).
    static std::unique_ptr<BanqiReferee> create(const QString& variant, int turnSeconds,
                                                std::optional<quint64> seed = std::nullopt,
                                                const QString& salt = {}, QString* error = nullptr,
                                                const QString& options = {});

    // A given deal (a game file's layout, a test's) under given rules; the
    // rules must be valid (banqi::validate).
    static std::unique_ptr<BanqiReferee> fromDeal(const banqi::Deal& deal, const banqi::RuleSet& rules)
    {
        return std::unique_ptr<BanqiReferee>(new BanqiReferee(deal, rules));
    }

    QString gameKey() const override { return QStringLiteral("banqi"); }
    QString variantKey() const override { return QString::fromLatin1(game_.rules().key.data(), qsizetype(game_.rules().key.size())); }
    int sideToMove() const override { return seatOf(game_.toAct()); }
    int ply() const override { return game_.ply(); }
    bool over() const override { return game_.over(); }
    QCborMap result() const override;
    bool play(const QString& action, QString* reason, QCborMap* publicRecord) override;
    bool undo(int plies) override;
    void resign(int seat) override;
    void agreeDraw() override;
    bool flagFall(int seat, QCborMap* publicRecord) override;
    QCborMap stateFor(int seat) const override;
    // BQ-17: with chain captures one player may play several plies in a row, so the
    // game says who played each record; the parity only past its records.
    int actorOf(int i) const override
    {
        if (i >= 0 && std::size_t(i) < game_.records().size())
            return seatOf(game_.actorOf(std::size_t(i)));
        return seatOf(i % 2 == 0 ? banqi::Player::First : banqi::Player::Second);
    }
    QString resignRefusal(int seat) const override;
    QString drawRefusal() const override;
    QString lanTakeBackRefusal(int plies) const override;
    QCborMap progress() const override;
    const std::vector<MoveRecord>& records() const override { return game_.records(); }
    QCborMap setup() const override;
    TimeControl rulesClock() const override { return timeControl(); }

    int seatOf(banqi::Player p) const { return p == banqi::Player::First ? deal_.firstSeat : 1 - deal_.firstSeat; }
    banqi::Player playerOf(int seat) const { return seat == deal_.firstSeat ? banqi::Player::First : banqi::Player::Second; }
    // The turn clock of BQ-9 (a period per turn; disabled when the setting is 0).
    TimeControl timeControl() const { return banqi::turnClock(game_.rules()); }
    // Referee only: the deal and the game with every hidden identity.
    const banqi::Game& game() const { return game_; }
    const banqi::Deal& deal() const { return deal_; }

private:
    BanqiReferee(const banqi::Deal& deal, const banqi::RuleSet& rules) : deal_(deal), game_(deal, rules) {}
    banqi::Deal deal_;
    banqi::Game game_;
};

// 积分象棋: the whole game is public. Actions in the jifen syntax ("h2e2",
// "h2e2=i" with a kind change, "end" closing a two-move turn); ply() counts
// actions, `end` included, and the side to move stays the same between the
// two moves of a contest turn.
class JifenReferee : public Referee {
public:
    // variant: "jifen-simple", "jifen-match" or "jifen-contest"; startFen empty:
    // the rule set's start (else docs/rules/jifen-fen.md). nullptr and *error when bad.
    static std::unique_ptr<JifenReferee> create(const QString& variant, const QString& startFen = {},
                                                QString* error = nullptr);

    QString gameKey() const override { return QStringLiteral("jifen"); }
    QString variantKey() const override { return QString::fromLatin1(game_.rules().key.data(), qsizetype(game_.rules().key.size())); }
    int sideToMove() const override { return xiangqi::index(game_.sideToAct()); }
    int ply() const override { return int(game_.actions().size()); }
    bool over() const override { return game_.over(); }
    QCborMap result() const override { return resultMap(game_.result()); }
    bool play(const QString& action, QString* reason, QCborMap* publicRecord) override;
    bool undo(int plies) override;
    void resign(int seat) override;
    void agreeDraw() override { game_.agreeDraw(); }
    bool flagFall(int seat, QCborMap* publicRecord) override;
    QCborMap stateFor(int seat) const override;
    int actorOf(int i) const override { return xiangqi::index(game_.effects()[size_t(i)].actor); }
    QCborMap progress() const override;
    const std::vector<MoveRecord>& records() const override { return game_.records(); }
    QCborMap setup() const override;

    const jifen::Game& game() const { return game_; }

private:
    explicit JifenReferee(const jifen::Position& start) : game_(start) {}
    jifen::Game game_;
};

// Every field of an engine record that is set (banqi and jifen records).
QCborMap recordMap(const MoveRecord& r);

// The referee for a game key ("xiangqi", "banqi", "jifen") and variant (empty:
// the game's default). startFen: xiangqi and jifen; turnSeconds: banqi (< 0:
// the rule set's); seed: banqi (none: random); options: banqi's rule options
// changed from the variant ("key=value,..."). nullptr and *error when bad.
std::unique_ptr<Referee> createReferee(const QString& game, const QString& variant, const QString& startFen,
                                       int turnSeconds = -1, std::optional<quint64> seed = std::nullopt,
                                       QString* error = nullptr, const QString& options = {});

// The action of every record, in order (what replays the game).
QStringList actionTexts(const std::vector<MoveRecord>& records);

// The referee of a game as setup() described it (a snapshot, a saved match):
// nullptr and *error when the setup is not one.
std::unique_ptr<Referee> refereeFromSetup(const QString& game, const QCborMap& setup, QString* error = nullptr);

} // namespace qiyuan::match
