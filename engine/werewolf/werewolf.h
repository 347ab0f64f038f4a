// The two role games (版杀) played with chess-piece roles: 中国象棋版杀 (rulings
// XW-*, 32 players, camps red and black) and 国际象棋版杀 (rulings CW-*, 16
// players, camps white and black). A moderator (法官 / 天神) collects the
// players' secret night actions and the day votes; this engine resolves them.
//
// Everything here is data plus pure functions: resolve(state, phase) gives the
// outcome of one phase and the state after it without touching its input, so a
// moderator's screen can preview a night, commit it, and undo it by keeping the
// state from before (see table.h). Outcomes are structured events with their
// reason chains and ruling ids (XW-8); text.h renders them in English or
// Chinese. Decisions where the rulings leave a case open are documented in
// docs/rules/werewolf-xiangqi.md and docs/rules/werewolf-chess.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace qiyuan::werewolf {

enum class Game : std::uint8_t { Xiangqi, Chess };

// The two camps: red (xiangqi) and white (chess) are the same first camp.
enum class Camp : std::uint8_t { Red = 0, White = 0, Black = 1 };
constexpr Camp enemyOf(Camp c) { return c == Camp::Black ? Camp::Red : Camp::Black; }
constexpr int campIndex(Camp c) { return static_cast<int>(c); }

enum class Role : std::uint8_t {
    // xiangqi role game (XW-1): 帅 车 马 炮 相 左士 右士 兵
    General, Chariot, Horse, Cannon, Elephant, LeftAdvisor, RightAdvisor, Soldier,
    // chess role game: 王 后 车 马 象 兵
    King, Queen, Rook, Knight, Bishop, Pawn,
};
constexpr Game gameOf(Role r) { return r >= Role::King ? Game::Chess : Game::Xiangqi; }

// What a player does at night, as the moderator enters it.
enum class Verb : std::uint8_t {
    Kill, Substitute, Imprison, Investigate, Heal, Curse, Bless, Pray, Rest, Castle, Exchange, Cover,
};

constexpr int NoPlayer = 0; // player ids are positive

// One night action in the order the moderator entered it (the order decides
// XW-12 and XW-17). `screen` is the cannon's 炮架 (XW-11), NoPlayer otherwise.
struct Action {
    int actor = NoPlayer;
    Verb verb = Verb::Kill;
    int target = NoPlayer;
    int screen = NoPlayer;
    bool operator==(const Action&) const = default;
};

struct Night {
    std::vector<Action> actions;
    bool operator==(const Night&) const = default;
};

struct Vote {
    int voter = NoPlayer;
    int target = NoPlayer; // NoPlayer: abstains
    bool operator==(const Vote&) const = default;
};

struct Day {
    std::vector<Vote> votes; // a living player who is not listed abstains
    // The player the moderator executes on a tie when the tie setting is
    // "moderator" (XW-24, CW-17); NoPlayer otherwise.
    int decision = NoPlayer;
    bool operator==(const Day&) const = default;
};

// The king's choice for a pawn that must promote (CW-13).
struct Promotion {
    int player = NoPlayer;
    Role to = Role::Queen;
    bool operator==(const Promotion&) const = default;
};

// The moderator's hand-made correction (XW-25, CW-18): a player is set dead or
// alive again, with a reason that is logged.
struct Override {
    int player = NoPlayer;
    bool alive = false;
    std::string reason;
    bool operator==(const Override&) const = default;
};

using Phase = std::variant<Night, Day, Promotion, Override>;
enum class PhaseKind : std::uint8_t { Night, Day, Promotion, Override };
inline PhaseKind kindOf(const Phase& p) { return static_cast<PhaseKind>(p.index()); }

// What is told about a player: camp and role, camp only, or nothing.
enum class Reveal : std::uint8_t { CampAndRole, CampOnly, Nothing };
enum class TieRule : std::uint8_t { Nobody, Moderator };

// The rulings a moderator may change in the game's setup, marked (setting).
struct Settings {
    Reveal revealOnDeath = Reveal::CampAndRole; // XW-4 (the chess game follows CW-1)
    Reveal investigation = Reveal::CampAndRole; // XW-15a: camp and role, or camp only
    bool elephantHealsItself = true;            // XW-16
    int curseVotes = 2;                         // XW-19: votes a curse adds
    int blessVotes = 2;                         // XW-19: votes a blessing removes
    TieRule tie = TieRule::Nobody;              // XW-24, CW-17
    bool operator==(const Settings&) const = default;
};

// A seat at the table as the moderator deals it.
struct Seat {
    int id = NoPlayer;
    Camp camp = Camp::Red;
    Role role = Role::General;
    bool operator==(const Seat&) const = default;
};

struct Player {
    int id = NoPlayer;
    Camp camp = Camp::Red;
    Role role = Role::General;  // the real role now (castling and promotion change it)
    Role dealt = Role::General;  // the role dealt at the start
    bool alive = true;
    bool promoted = false;      // CW-13: a promoted pawn (never castles as a 车, CW-14)
    bool rested = false;        // CW-9: a queen that rested on the last night
    int coverNights = 0;        // CW-13: nights this pawn took on a negative effect
    bool mustPromote = false;   // CW-13: waits for its king's choice
    bool operator==(const Player&) const = default;
};

// A player and the role they had when something happened, as the log names them.
struct Who {
    int id = NoPlayer;
    Role role = Role::General;
    bool operator==(const Who&) const = default;
};

// What a night leaves for the next day (cleared by that day or by the next night).
struct Mark {
    int player = NoPlayer; // who is cursed, blessed, pardoned, named as substitute
    int by = NoPlayer;     // who did it
    bool operator==(const Mark&) const = default;
};
struct Carry {
    std::vector<Mark> curses;      // XW-19, CW-12 (after pawn cover)
    std::vector<Mark> blessings;   // XW-19
    std::vector<Mark> pardons;     // CW-11
    std::vector<Mark> substitutes; // XW-10: player = the named member, by = the 帅
    bool operator==(const Carry&) const = default;
};

struct CampState {
    int substitutesLeft = 2; // XW-10: 抽将 twice a game
    bool castled = false;    // CW-14: once a game (spent when entered)
    bool operator==(const CampState&) const = default;
};

// The whole state of a table between two phases.
struct State {
    Game game = Game::Xiangqi;
    Settings settings;
    std::vector<Player> players; // in seating order
    CampState camps[2];
    int nights = 0; // nights resolved
    int days = 0;   // day votes resolved
    Carry carry;
    bool over = false;
    std::optional<Camp> winner; // over without a winner: draw

    const Player* find(int id) const;
    Player* find(int id);
    // The camp's real 帅 / 王 (after castling, CW-14), alive or dead; nullptr if none.
    const Player* leader(Camp c) const;
    bool operator==(const State&) const = default;
};

// ---- Outcomes ------------------------------------------------------------

enum class Outcome : std::uint8_t { Done, Failed, NoEffect };

// One link of a reason chain (XW-8): why something failed or how it came about.
enum class Cause : std::uint8_t {
    Invincible,       // subject is invincible through `by` (a soldier's prayer or a cannon's screen)
    Imprisoned,       // subject is imprisoned by `by` (chariot, rook, pawn; a cannon: screen; a soldier: block)
    StackedScreen,    // subject is the screen of stacked cannon `by`: its own action is void (XW-12)
    Healed,           // subject is healed (saved) by `by`
    LinkedElephants,  // subject is one of linked elephants: ordinary kills fail (XW-16)
    NoScreen,         // a cannon without a screen does not shoot (XW-11)
    PrayerLimit,      // beyond the camp's `value` effective prayers tonight (XW-17)
    GeneralCondition, // subject (a 帅) cannot die yet (XW-22)
    CheckCondition,   // subject (a 王) cannot die yet (CW-15)
    NotOwnCamp,       // subject is not of the actor's camp: nothing happens
    NamedKing,        // subject is the 王: a bishop's naming does nothing (CW-11)
    BishopNamed,      // subject is another 象 of the camp: no effect (CW-11)
    HorseScreen,      // 马后炮: the screen is the cannon's own horse, not imprisoned (XW-13a)
    NothingToCover,   // subject is not an own 后/车/马/象 nor an enemy 兵 (CW-5)
    CoveredBy,        // the effect on subject lands on pawn `by` instead (CW-5)
    MustKill,         // the kill is a must-kill (XW-12)
    OneHit,           // the kill is a one-hit kill (CW-9)
    Pardoned,         // subject is pardoned by bishop `by`: nobody is executed (CW-11)
};

struct Reason {
    Cause cause = Cause::Invincible;
    Who subject;
    Who by;
    int value = 0;
    std::string_view rule; // the ruling that decides, e.g. "XW-17"
    bool operator==(const Reason&) const = default;
};

enum class EventKind : std::uint8_t {
    Act,            // an entered action and its outcome: actor, verb, target, reasons
    Screen,         // a cannon's screen and its effect (XW-11..13a): actor, target = screen
    Block,          // a soldier blocks horses or an elephant (XW-15, XW-16): actor, target, others
    Linked,         // players get a status: value = LinkKind, others = holders
    ExchangeDeath,  // actor dies by exchange after killing target (XW-20, CW-12)
    Substitution,   // actor = the 帅, target = the named member; Done: dies instead, Failed: enemy (XW-10)
    Castling,       // actor = the king, target = the rook; Done at dawn, Failed: lapsed (CW-14)
    PromotionDue,   // actor = the pawn (CW-13)
    Promoted,       // actor = the pawn, role = the new role (CW-13)
    Tally,          // the day's totals: tally
    Executed,       // actor executed by the vote
    NotExecuted,    // nobody executed: reasons / others (tie) say why
    Overridden,     // the moderator sets actor dead or alive (value 1 alive), text = reason
    Died,           // public: actor died (camp and role as revealed)
    RealKing,       // public: the real king of a camp after castling (CW-14)
    Winner,         // public: `camp` wins, or draw (value 1)
    Investigation,  // private: target is `camp` (and `role` when revealed)
    RoleOfDead,     // private to a king: actor was `role` (CW-1)
    YouAreKing,     // private to the rook after castling (CW-14)
    ChoosePromotion,// private to a king: a pawn must promote (CW-13)
    YouPromote,     // private to the pawn: role (CW-13)
};

enum class LinkKind : std::uint8_t { StackedCannons, LinkedCannons, LinkedHorses, LinkedElephants };

struct TallyRow {
    Who player;
    int votes = 0;      // votes cast
    int adjustment = 0; // curse and blessing (XW-19, CW-12)
    int total = 0;
    bool operator==(const TallyRow&) const = default;
};

struct Event {
    EventKind kind = EventKind::Act;
    Verb verb = Verb::Kill;
    Outcome outcome = Outcome::Done;
    Who actor;
    Who target;
    std::vector<Who> others;
    std::vector<Reason> reasons;
    std::vector<TallyRow> tally;
    int value = 0;
    Camp camp = Camp::Red;
    Role role = Role::General;
    Reveal reveal = Reveal::CampAndRole;
    std::string text;
    std::string_view rule;
    bool operator==(const Event&) const = default;
};

struct Message {
    std::vector<int> to; // sorted
    Event event;
    bool operator==(const Message&) const = default;
};

// The outcome of one phase.
struct PhaseResult {
    PhaseKind kind = PhaseKind::Night;
    int number = 0;               // night or day number; 0 for promotions and overrides
    std::vector<int> deaths;      // sorted
    int executed = NoPlayer;      // day: who dies by the vote (the substitute where one dies instead)
    std::vector<int> invincible;  // night: who ended it invincible, sorted
    std::vector<int> imprisoned;  // night: who ended it imprisoned, sorted
    std::vector<Event> log;       // for the moderator, every outcome with its reasons
    std::vector<Message> messages;// private messages
    std::vector<Event> news;      // the public announcement
    State after;                  // the state after the phase
};

// ---- Validation ------------------------------------------------------------

enum class Problem : std::uint8_t {
    // setup
    BadId, DuplicateId, WrongGameRole, CampRoleCount, OneLeader, BadSetting,
    // any phase
    GameOver, DayBeforeNight, UnknownPlayer,
    // night entries
    DeadActor, WrongAction, MissingTarget, UnexpectedTarget, DeadTarget, SelfTarget, LeaderTarget,
    ScreenOnlyCannon, DeadScreen, SelfScreen, LeaderScreen, SecondAction, HorsesDisagree,
    SubstitutesUsed, KingMayNotKill, CastlingUsed, NoRookToCastle, CastleTarget, PromotionPending,
    // day
    DeadVoter, SecondVote, DeadVoteTarget, TieNeedsDecision, DecisionNotTied, DecisionNotAllowed,
    // promotion and override
    PromotionWrongGame, NotPromotable, PromotionRole, OverrideReason, OverrideUnchanged,
};

struct RuleError {
    Problem problem = Problem::BadId;
    Who actor;             // who acts (or the player concerned)
    Who target;            // the player named
    Verb verb = Verb::Kill;
    int value = 0;         // a count or id that explains the problem
    Camp camp = Camp::Red;
    Role role = Role::General;
    std::vector<int> ids;  // tied players
    std::string_view rule; // the ruling that refuses it, e.g. "XW-14"
    bool operator==(const RuleError&) const = default;
};

struct Resolution {
    std::optional<RuleError> error; // set: the phase is refused, result is empty
    PhaseResult result;
};

// ---- Keys (files and the CLI) ----------------------------------------------

std::string_view gameKey(Game g);          // "xiangqi", "chess"
std::optional<Game> gameFromKey(std::string_view key);
std::string_view roleKey(Role r);          // "shuai", ..., "shi-left", ..., "pawn"
std::optional<Role> roleFromKey(Game g, std::string_view key);
std::string_view verbKey(Verb v);          // "kill", "substitute", ...
std::optional<Verb> verbFromKey(std::string_view key);
std::string_view campKey(Game g, Camp c);  // "red", "black"; "white", "black"
std::optional<Camp> campFromKey(Game g, std::string_view key);
std::string_view revealKey(Reveal r);      // "camp+role", "camp", "none"
std::optional<Reveal> revealFromKey(std::string_view key);
std::string_view tieKey(TieRule t);        // "nobody", "moderator"
std::optional<TieRule> tieFromKey(std::string_view key);

// The ruling that defines what a role does (e.g. Cannon → "XW-11").
std::string_view roleRule(Role r);

// ---- The pure functions --------------------------------------------------

// Checks a deal: ids positive and distinct, roles of the game, exactly one 帅 /
// 王 per camp, no more of a role than the standard set (XW-1, XW-2).
std::optional<RuleError> checkSetup(Game g, const Settings& s, const std::vector<Seat>& seats);
// The state before night 1 (the deal must pass checkSetup).
State startState(Game g, const Settings& s, const std::vector<Seat>& seats);

// Checks one night entry against the state and the entries before it tonight.
std::optional<RuleError> checkAction(const State& s, const std::vector<Action>& before, const Action& a);

// Resolves one phase: refuses it with the first rule it breaks, or gives its
// outcome and the state after it. Never changes `s`.
Resolution resolve(const State& s, const Phase& p);

// For a moderator's night panel: what `actor` may enter tonight given the
// entries before it, and which living players each action may name.
struct Option {
    Verb verb = Verb::Kill;
    bool needsTarget = true;
    std::vector<int> targets; // legal targets (empty when needsTarget is false)
    std::vector<int> screens; // a cannon's legal screens
    bool operator==(const Option&) const = default;
};
std::vector<Option> options(const State& s, int actor, const std::vector<Action>& before = {});

// Whether the general-kill condition (XW-22) / check condition (CW-15) holds
// for the camp now: its leader can die by a kill or a vote.
bool leaderMayDie(const State& s, Camp c);

} // namespace qiyuan::werewolf
