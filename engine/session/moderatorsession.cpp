#include "moderatorsession.h"
#include "traditional.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRandomGenerator>

#include <algorithm>

namespace qiyuan::session {

using namespace qiyuan::werewolf;
using werewolfsetup::RoleSet;

// The words keep their context in translations/*.ts, "qiyuan::ui::ModeratorSession"
// (the GUI's lupdate reads this file too: ui/CMakeLists.txt).

Style localeStyle() { return QLocale().language() == QLocale::Chinese ? ChineseStyle : EnglishStyle; }

ModeratorSession::ModeratorSession(Game game, QObject* parent)
    : QObject(parent)
    , game_(game)
    , seed_(QRandomGenerator::global()->bounded(1, 1000000))
{
    // A phase applied or taken back, a new or opened game: the time running belonged to what is over.
    connect(this, &ModeratorSession::stepped, &speakingTimer_, [this](Step step) {
        if (step != Step::Entered && step != Step::Promoted && step != Step::Overridden && step != Step::Dealt)
            speakingTimer_.stop();
    });
}

void ModeratorSession::setSettings(const Settings& settings)
{
    if (table_)
        return; // the game's settings are fixed at its start
    settings_ = settings;
    emit edited();
}

bool ModeratorSession::dealRoles(const QStringList& names, QString* error)
{
    lastRule_.clear();
    if (table_) {
        if (error)
            *error = QCoreApplication::translate("qiyuan::ui::ModeratorSession", "The game has started: start a new game to deal again.");
        return false;
    }
    const int full = werewolfsetup::standardPlayers(game_);
    std::vector<Seat> seats = werewolfsetup::deal(game_, roleSet_, int(names.size()), seed_);
    if (seats.empty()) {
        if (error)
            *error = roleSet_ == RoleSet::Standard
                ? QCoreApplication::translate("qiyuan::ui::ModeratorSession", "The standard role set needs exactly %1 players; %2 are listed. Choose the reduced set for a smaller table.")
                      .arg(full)
                      .arg(names.size())
                : QCoreApplication::translate("qiyuan::ui::ModeratorSession", "A reduced table needs 2 to %1 players; %2 are listed.").arg(full).arg(names.size());
        return false;
    }
    deal_ = std::move(seats);
    names_.clear();
    for (int i = 0; i < names.size(); ++i)
        names_[i + 1] = names[i];
    updatePeople();
    emit stepped(Step::Dealt);
    return true;
}

QString ModeratorSession::setDealtRole(std::size_t index, Camp camp, Role role)
{
    lastRule_.clear();
    if (table_ || index >= deal_.size())
        return {};
    deal_[index].camp = camp;
    deal_[index].role = role;
    updatePeople();
    emit edited();
    if (auto e = checkSetup(game_, settings_, deal_))
        return describe(*e);
    return QCoreApplication::translate("qiyuan::ui::ModeratorSession", "The deal is complete.");
}

bool ModeratorSession::startGame(QString* error)
{
    lastRule_.clear();
    if (table_)
        return true;
    if (deal_.empty()) {
        if (error)
            *error = QCoreApplication::translate("qiyuan::ui::ModeratorSession", "Deal the roles first.");
        return false;
    }
    RuleError why;
    auto table = Table::create(game_, settings_, deal_, &why);
    if (!table) {
        if (error)
            *error = describe(why);
        return false;
    }
    table_ = std::move(table);
    ++tableSerial_;
    tonight_.clear();
    votes_.clear();
    emit stepped(Step::Started);
    return true;
}

bool ModeratorSession::admits(const std::vector<Action>& before, const Action& a, QString* error) const
{
    if (auto e = table_->check(before, a)) {
        if (error)
            *error = describe(*e);
        return false;
    }
    if (a.verb == Verb::Kill && a.screen == NoPlayer) {
        const auto options = table_->options(a.actor, before);
        const auto kill = std::find_if(options.begin(), options.end(), [](const Option& o) { return o.verb == Verb::Kill; });
        if (kill != options.end() && !kill->screens.empty()) {
            if (error)
                *error = QCoreApplication::translate("qiyuan::ui::ModeratorSession", "%1 shoots only over a screen: choose the screen first.").arg(playerLabel(a.actor));
            return false;
        }
    }
    return true;
}

bool ModeratorSession::enterAction(const Action& a, QString* error)
{
    lastRule_.clear();
    if (!table_) {
        if (error)
            *error = QCoreApplication::translate("qiyuan::ui::ModeratorSession", "The game has not started.");
        return false;
    }
    if (!admits(tonight_, a, error))
        return false;
    tonight_.push_back(a);
    emit stepped(Step::Entered);
    return true;
}

bool ModeratorSession::replaceEntries(const std::vector<Action>& entries, QString* error)
{
    lastRule_.clear();
    if (!table_) {
        if (error)
            *error = QCoreApplication::translate("qiyuan::ui::ModeratorSession", "The game has not started.");
        return false;
    }
    std::vector<Action> before;
    for (const Action& a : entries) {
        if (!admits(before, a, error))
            return false;
        before.push_back(a);
    }
    tonight_ = std::move(before);
    emit stepped(Step::Entered);
    return true;
}

// Entries in a new order or without one must each pass the engine's check again.
static std::optional<RuleError> checkInOrder(const Table& t, const std::vector<Action>& entries)
{
    std::vector<Action> before;
    for (const Action& a : entries) {
        if (auto e = t.check(before, a))
            return e;
        before.push_back(a);
    }
    return std::nullopt;
}

bool ModeratorSession::takeInOrder(std::vector<Action> entries, QString* error)
{
    if (auto e = checkInOrder(*table_, entries)) {
        if (error)
            *error = describe(*e);
        return false;
    }
    tonight_ = std::move(entries);
    emit stepped(Step::Entered);
    return true;
}

bool ModeratorSession::removeEntry(std::size_t index, QString* error)
{
    lastRule_.clear();
    if (!table_ || index >= tonight_.size())
        return false;
    std::vector<Action> entries = tonight_;
    entries.erase(entries.begin() + std::ptrdiff_t(index));
    return takeInOrder(std::move(entries), error);
}

bool ModeratorSession::moveEntry(std::size_t from, std::size_t to, QString* error)
{
    lastRule_.clear();
    if (!table_ || from >= tonight_.size() || to >= tonight_.size() || from == to)
        return false;
    std::vector<Action> entries = tonight_;
    const Action moved = entries[from];
    entries.erase(entries.begin() + std::ptrdiff_t(from));
    entries.insert(entries.begin() + std::ptrdiff_t(to), moved);
    return takeInOrder(std::move(entries), error);
}

std::vector<int> ModeratorSession::yetToAct() const
{
    std::vector<int> out;
    if (!playing())
        return out;
    for (const Player& p : table_->state().players) {
        if (!p.alive || table_->options(p.id).empty())
            continue;
        if (std::none_of(tonight_.begin(), tonight_.end(), [&](const Action& a) { return a.actor == p.id; }))
            out.push_back(p.id);
    }
    return out;
}

bool ModeratorSession::removeLastEntry()
{
    if (tonight_.empty())
        return false;
    tonight_.pop_back();
    emit stepped(Step::Entered);
    return true;
}

void ModeratorSession::setEntries(std::vector<Action> entries)
{
    if (!table_)
        return;
    tonight_ = std::move(entries);
    emit stepped(Step::Entered);
}

bool ModeratorSession::applyNight(QString* error)
{
    lastRule_.clear();
    if (!table_)
        return false;
    if (auto e = table_->commit(Night{tonight_})) {
        if (error)
            *error = describe(*e);
        return false;
    }
    tonight_.clear();
    votes_.clear();
    emit stepped(Step::NightApplied);
    return true;
}

bool ModeratorSession::promote(int player, Role to, QString* error)
{
    lastRule_.clear();
    if (!table_)
        return false;
    if (auto e = table_->commit(Promotion{player, to})) {
        if (error)
            *error = describe(*e);
        return false;
    }
    emit stepped(Step::Promoted);
    return true;
}

bool ModeratorSession::applyDay(const Day& day, QString* error)
{
    lastRule_.clear();
    if (!table_)
        return false;
    if (auto e = table_->commit(day)) {
        if (error)
            *error = describe(*e);
        return false;
    }
    votes_.clear();
    emit stepped(Step::DayApplied);
    return true;
}

std::vector<Vote> ModeratorSession::votes() const
{
    std::vector<Vote> out;
    for (const auto& [voter, target] : votes_)
        out.push_back({voter, target});
    return out;
}

int ModeratorSession::voteOf(int voter) const
{
    const auto it = votes_.find(voter);
    return it == votes_.end() ? -1 : it->second;
}

void ModeratorSession::setVote(int voter, int target)
{
    if (target < 0)
        votes_.erase(voter);
    else
        votes_[voter] = target;
    ++voteSerial_;
    emit votesChanged();
}

bool ModeratorSession::applyOverride(int player, bool alive, const QString& reason, QString* error)
{
    lastRule_.clear();
    if (!table_)
        return false;
    if (auto e = table_->commit(Override{player, alive, reason.toStdString()})) {
        if (error)
            *error = describe(*e);
        return false;
    }
    emit stepped(Step::Overridden);
    return true;
}

bool ModeratorSession::undoPhase()
{
    if (!table_ || table_->phases().empty())
        return false;
    const Phase last = table_->phases().back();
    table_->undo();
    // An undone night comes back as entries to correct.
    if (kindOf(last) == PhaseKind::Night)
        tonight_ = std::get<Night>(last).actions;
    votes_.clear();
    emit stepped(Step::Undone);
    return true;
}

QString ModeratorSession::playerName(int id) const
{
    const auto it = names_.find(id);
    return it == names_.end() ? QString() : it->second;
}

QString ModeratorSession::playerLabel(int id) const
{
    return inReadersScript(QString::fromStdString(werewolf::playerName(id, style())));
}

void ModeratorSession::updatePeople()
{
    people_ = {};
    for (const auto& [id, name] : names_)
        people_.names[id] = name.toStdString();
    for (const Seat& s : deal_)
        people_.camps[s.id] = s.camp;
}

Style ModeratorSession::style(Language language) const { return Style{language, language, &people_, false, true}; }

Style ModeratorSession::style() const { return style(localeStyle().words); }


QString ModeratorSession::roleText(Role r, int player) const
{
    const auto it = people_.camps.find(player);
    return inReadersScript(it == people_.camps.end() ? QString::fromStdString(roleName(r, localeStyle().roles))
                                                     : QString::fromStdString(roleName(r, it->second, localeStyle().roles)));
}

QString ModeratorSession::notes(int id) const
{
    const auto it = notes_.find(id);
    return it == notes_.end() ? QString() : it->second;
}

void ModeratorSession::setNotes(int id, const QString& text)
{
    const QString trimmed = text.trimmed();
    if (notes(id) == trimmed)
        return;
    if (trimmed.isEmpty())
        notes_.erase(id);
    else
        notes_[id] = trimmed;
    emit edited();
}

QString ModeratorSession::describe(const RuleError& e, bool withRuling) const
{
    lastRule_ = QString::fromUtf8(e.rule.data(), qsizetype(e.rule.size()));
    Style s = style();
    s.ruleIds = withRuling;
    return inReadersScript(QString::fromStdString(werewolf::describe(e, game_, s)));
}

void ModeratorSession::reset()
{
    table_.reset();
    ++tableSerial_;
    tonight_.clear();
    votes_.clear();
    notes_.clear();
    deal_.clear();
    names_.clear();
    updatePeople();
    emit stepped(Step::Reset);
}

void ModeratorSession::load(const Settings& settings, std::vector<Seat> deal, std::map<int, QString> names,
                            std::optional<Table> table, std::vector<Action> tonight, std::map<int, QString> notes)
{
    settings_ = settings;
    deal_ = std::move(deal);
    names_ = std::move(names);
    table_ = std::move(table);
    ++tableSerial_;
    tonight_ = std::move(tonight);
    votes_.clear();
    notes_ = std::move(notes);
    updatePeople();
    emit stepped(Step::Loaded);
}

} // namespace qiyuan::session
