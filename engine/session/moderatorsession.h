// One role game (版杀) as the moderator (法官) runs it, without widgets: the
// setup (role set, deal number, the deal, the settings, the players' names),
// the engine's table once the game starts, tonight's entries and the coming
// day's votes not yet applied, and the moderator's notes. Every rule comes from the engine
// (werewolf/table.h); this object only keeps what the moderator chose and
// tells whoever follows it what changed: the GUI page's tabs (which draw it
// and forward clicks), qiyuan-cli serve (docs/CLI.md) and the LAN host
// (net::WerewolfHost), which publishes it and enters the players' own actions here.
// QtCore only. Its words keep the translation context of its GUI days,
// "qiyuan::ui::ModeratorSession" (translations/*.ts).
#pragma once

#include "session/speakingtimer.h"
#include "session/werewolfsetup.h"
#include "werewolf/table.h"
#include "werewolf/text.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace qiyuan::session {

// The engine's texts in the language of the locale (QLocale()): Chinese or English.
werewolf::Style localeStyle();

class ModeratorSession : public QObject {
    Q_OBJECT
public:
    // What a step did, so that a tab can follow it (the night tab clears its
    // preview, the day tab shows the announcement, the page turns the tab).
    enum class Step { Reset, Dealt, Started, Entered, NightApplied, DayApplied, Promoted, Overridden, Undone, Loaded };
    Q_ENUM(Step)

    explicit ModeratorSession(werewolf::Game game, QObject* parent = nullptr);

    werewolf::Game game() const { return game_; }

    // ---- setup ----
    werewolfsetup::RoleSet roleSet() const { return roleSet_; }
    void setRoleSet(werewolfsetup::RoleSet set) { roleSet_ = set; }
    std::uint64_t seed() const { return seed_; }
    void setSeed(std::uint64_t seed) { seed_ = seed; }
    const werewolf::Settings& settings() const { return settings_; }
    void setSettings(const werewolf::Settings& settings); // before the start; edited()
    const std::vector<werewolf::Seat>& deal() const { return deal_; }
    // Deals roleSet() with seed() to these names (seats 1..n).
    bool dealRoles(const QStringList& names, QString* error = nullptr);
    // The moderator's hand edit of one seat of the deal (XW-1, XW-2, CW-1 are
    // checked at the start); returns what the engine says of the deal now.
    QString setDealtRole(std::size_t index, werewolf::Camp camp, werewolf::Role role);
    bool startGame(QString* error = nullptr);

    // ---- play ----
    const werewolf::Table* table() const { return table_ ? &*table_ : nullptr; }
    // A new number with every new table (a start, a load, a reset), even one
    // where the last stood: the LAN host (net::WerewolfHost::sync) gives its
    // players the new game whole when it changes.
    int tableSerial() const { return tableSerial_; }
    bool started() const { return table_.has_value(); }
    bool playing() const { return table_ && !table_->state().over; }
    const std::vector<werewolf::Action>& tonight() const { return tonight_; }
    // Enters one action after the engine's check. The moderator's panel also
    // asks for a cannon's screen here (docs/rules/werewolf-panel.md): without
    // one the cannon does not shoot (XW-11), which a hurried entry never means.
    bool enterAction(const werewolf::Action& a, QString* error = nullptr);
    // All of tonight's entries at once, each checked as enterAction checks it,
    // in this order; on a refusal nothing changes.
    bool replaceEntries(const std::vector<werewolf::Action>& entries, QString* error = nullptr);
    bool removeLastEntry();
    bool removeEntry(std::size_t index, QString* error = nullptr);
    // The order entered decides stacked cannons (XW-12) and which prayers count
    // (XW-17): the moderator may correct it. Every entry is checked again in the new order.
    bool moveEntry(std::size_t from, std::size_t to, QString* error = nullptr);
    // Living players whose role could act tonight and who have no entry yet.
    std::vector<int> yetToAct() const;
    void setEntries(std::vector<werewolf::Action> entries); // the players' own entries over the LAN
    bool applyNight(QString* error = nullptr);
    bool promote(int player, werewolf::Role to, QString* error = nullptr); // CW-13
    bool applyDay(const werewolf::Day& day, QString* error = nullptr);
    // The coming day's votes, voter → target (NoPlayer abstains): the players'
    // own over the LAN (net::WerewolfHost) and the moderator's, who may set or
    // correct any of them (the day tab, serve's "vote") before applyDay is
    // given them. Applying a night or a day, an undo and a new table clear them;
    // they are not saved.
    std::vector<werewolf::Vote> votes() const; // in voter order, abstentions included
    int voteOf(int voter) const;               // the target, NoPlayer (abstains), or -1: no vote
    // target NoPlayer: the voter abstains; below 0: the vote is removed. votesChanged().
    void setVote(int voter, int target);
    int voteSerial() const { return voteSerial_; } // a new number with every setVote (the LAN host's tally)
    bool applyOverride(int player, bool alive, const QString& reason, QString* error = nullptr);
    bool undoPhase(); // an undone night comes back as entries to correct

    // ---- the players ----
    const std::map<int, QString>& names() const { return names_; }
    QString playerName(int id) const;
    QString playerLabel(int id) const; // "Name (#3)"
    QString notes(int id) const;
    const std::map<int, QString>& allNotes() const { return notes_; }
    void setNotes(int id, const QString& text); // edited()

    // The engine's texts for the screens: the UI language (or the one asked
    // for), players by name ("张三（6号）"), a xiangqi role in its camp's
    // characters, refusals without their ruling's id (ruleOf() gives it).
    werewolf::Style style() const;
    werewolf::Style style(werewolf::Language language) const;
    // Why the engine refuses, in the UI language (and script: session/traditional.h); with the ruling's id at the
    // end only when asked (a refused file), otherwise it is lastRefusalRule().
    QString describe(const werewolf::RuleError& e, bool withRuling = false) const;
    // The ruling behind the last refusal described ("XW-9"), for the tooltip of the message.
    QString lastRefusalRule() const { return lastRule_; }
    QString roleText(werewolf::Role r, int player) const; // in the player's camp's characters

    // ---- the timer everyone sees (speakingtimer.h) ----
    // Stopped by every step but an entry, a promotion, an override and a deal.
    SpeakingTimer& speakingTimer() { return speakingTimer_; }
    const SpeakingTimer& speakingTimer() const { return speakingTimer_; }

    // ---- the whole session ----
    // A new game: the group, the role set and the settings stay.
    void reset();
    // A saved or opened session, already judged by the engine.
    void load(const werewolf::Settings& settings, std::vector<werewolf::Seat> deal, std::map<int, QString> names,
              std::optional<werewolf::Table> table, std::vector<werewolf::Action> tonight, std::map<int, QString> notes);

signals:
    // What the tabs show changed (and what is saved with it).
    void stepped(qiyuan::session::ModeratorSession::Step step);
    // Saved data changed that nothing else draws (a setting, a note, a hand-dealt role).
    void edited();
    // A vote was set or removed (setVote); the steps that clear them say stepped().
    void votesChanged();

private:
    werewolf::Game game_;
    werewolfsetup::RoleSet roleSet_ = werewolfsetup::RoleSet::Standard;
    std::uint64_t seed_ = 1;
    std::vector<werewolf::Seat> deal_;
    werewolf::Settings settings_;
    std::map<int, QString> names_;
    std::optional<werewolf::Table> table_;
    int tableSerial_ = 0;
    std::vector<werewolf::Action> tonight_;
    std::map<int, int> votes_; // voter → target (NoPlayer abstains)
    int voteSerial_ = 0;
    std::map<int, QString> notes_;
    werewolf::People people_; // names_ and the deal's camps, for style()
    mutable QString lastRule_;
    SpeakingTimer speakingTimer_;

    void updatePeople();
    // Tonight's entries become these when each passes the engine's check in this order.
    bool takeInOrder(std::vector<werewolf::Action> entries, QString* error);
    // enterAction's checks of one entry after `before`.
    bool admits(const std::vector<werewolf::Action>& before, const werewolf::Action& a, QString* error) const;
};

} // namespace qiyuan::session
