// The role games (版杀) as JSON: the file `qiyuan-cli werewolf resolve` reads
// (docs/CLI.md) is also the moderator's save file — the deal, the settings and
// every phase entered; loading replays the phases (werewolf::Table::restore).
// Also the JSON of outcomes the CLI prints. The rules stay in qiyuan_werewolf.
//
// Reading never throws and never half-succeeds: on a problem it returns
// nothing and puts one sentence into *error naming where (e.g.
// "phases[2].night[0].target: ...").
#pragma once

#include "werewolf/table.h"
#include "werewolf/text.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <map>
#include <optional>

namespace qiyuan::session {

struct WerewolfGame {
    werewolf::Game game = werewolf::Game::Xiangqi;
    werewolf::Settings settings;
    std::vector<werewolf::Seat> seats;
    std::map<int, QString> names; // optional player names, kept for the moderator
    std::vector<werewolf::Phase> phases;
};

std::optional<WerewolfGame> readWerewolfGame(const QByteArray& json, QString* error = nullptr);
QJsonObject werewolfGameToJson(const WerewolfGame& game);
// A night's actions as the file writes them: [{"actor", "action", "target", "screen"}].
QJsonArray actionsToJson(const std::vector<werewolf::Action>& actions);
// The settings that differ from the defaults, as the file writes them.
QJsonObject settingsToJson(const werewolf::Settings& settings);

// The file's pieces one at a time, in its words (qiyuan-cli serve reads the
// moderator's lines with them, docs/CLI.md); `where` begins the error's path.
// Settings: the keys given change `start`, the others keep its values.
std::optional<werewolf::Settings> readWerewolfSettings(const QJsonValue& v, werewolf::Game g, const werewolf::Settings& start,
                                                       QString* error = nullptr);
// The "players" array; names given go to *names (when not null).
std::optional<std::vector<werewolf::Seat>> readWerewolfPlayers(const QJsonValue& v, werewolf::Game g,
                                                               std::map<int, QString>* names, QString* error = nullptr);
std::optional<werewolf::Action> readWerewolfAction(const QJsonValue& v, const QString& where, QString* error = nullptr);
std::optional<werewolf::Night> readWerewolfNight(const QJsonValue& v, const QString& where, QString* error = nullptr);
std::optional<werewolf::Promotion> readWerewolfPromotion(const QJsonValue& v, const QString& where, QString* error = nullptr);
std::optional<werewolf::Override> readWerewolfOverride(const QJsonValue& v, const QString& where, QString* error = nullptr);

// One phase's outcome as docs/CLI.md prints it: deaths, executed, invincible,
// imprisoned, private [{to, text}], log, plus "phase" and "announcement".
QJsonObject phaseResultToJson(const werewolf::PhaseResult& r, werewolf::Game g, werewolf::Style style);
// {"phases": [...], "alive": [...], "winner": camp | "draw" | null}
QJsonObject tableToJson(const werewolf::Table& table, werewolf::Style style);

// What `qiyuan-cli werewolf resolve` does with a file: deals the seats and
// commits every phase in order. nullopt when the deal or a phase is refused;
// then *error says why ("players: ..." or the refusalText of the phase).
std::optional<werewolf::Table> resolveWerewolfGame(const WerewolfGame& game, werewolf::Style style,
                                                   QString* error = nullptr);

// "phase 3 (night 2): 车 #5 cannot imprison 帅 #17 (XW-14)"
QString refusalText(const werewolf::RuleError& e, int phaseIndex, const werewolf::Phase& phase,
                    const werewolf::State& before, werewolf::Style style);

} // namespace qiyuan::session
