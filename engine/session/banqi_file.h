// 翻翻棋 (banqi) game files (.banqi, JSON) and the table's snapshot data: the
// rule set, the settings, the deal (seed and salt, or a layout with the first
// seat) and every action. Reading replays the actions through banqi::Game, so
// an accepted file is a legal game. QtCore only: the table (ui/banqi), the
// tests and the fuzzer share it.
//
// Reading never half-succeeds: on a problem it returns nothing and fills a
// BanqiFileError; its `message` is an English sentence, its code and details
// let the UI say the same in the user's language.
#pragma once

#include "banqi/game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace qiyuan::session {

// Version 2 files carry rule options ("options"); a file without options is
// still written as version 1, so older programs keep reading it.
constexpr int BanqiFileVersion = 2;
extern const QString BanqiFileFormat; // "qiyuan-banqi"

struct BanqiFile {
    QString rules = QStringLiteral("banqi"); // registry variant key: banqi, banqi-taiwan
    bool turnClock = true;                   // BQ-9 turn clock
    // The rule options changed from the preset `rules`, as banqi::changedOptions
    // writes them ("chain-captures=face-up,chariot-runs=yes"); empty: the preset.
    QString options;
    bool undoAllowed = false;                // both players agreed to take-backs
    // A game against the computer: which player it is (1 acts first, 2 second;
    // 0 = two players at one computer) and its level (ai::MinLevel..MaxLevel,
    // checked by the table, which knows the AI).
    int computerPlayer = 0;
    int computerLevel = 0;        // the level it plays at now
    // The changes of its level during the game, as the match logs them
    // (match/levellog.h, "computer": {"changes": ...}; docs/PLAY.md), checked
    // by the table; empty when none.
    QJsonObject levelChanges;
    banqi::Deal deal;
    // "a1" (flip), "a1-a2" (move), "timeout", "draw", "resign 1", "resign 2".
    QStringList actions;
    bool operator==(const BanqiFile&) const = default;
};

struct BanqiFileError {
    enum class Code {
        None, NotJson, NotBanqi, Version, UnknownRules, SeedNotNumber, SaltLineBreak, CommitmentMismatch,
        BadLayout, BadFirstSeat, BadComputer, NoActions, ActionNotText, NotAnAction, ImpossibleAction,
        BadOptions,
    };
    Code code = Code::None;
    QString detail;   // NotJson: the parser's words; Version: the version read; UnknownRules: the key;
                      // BadOptions: the engine's sentence (banqi::withOptions);
                      // BadLayout: the layout's error; action codes: the entry
    int action = 0;   // action codes: 1-based index
    banqi::ActionError actionError = banqi::ActionError::None; // ImpossibleAction
    QString message;  // the English sentence
};

// The rule set a file's settings name (the turn clock off: turnSeconds 0) with
// its changed options; nullopt for an unknown key, or with *why (the engine's
// sentence) for options that are unknown or cannot be played together.
std::optional<banqi::RuleSet> banqiRuleSet(const QString& rules, bool turnClock, const QString& options = {},
                                           QString* why = nullptr);
// The game the deal and the actions make; nullopt and *error (NotAnAction or
// ImpossibleAction) on a bad entry.
std::optional<banqi::Game> replayBanqi(const banqi::Deal& deal, const banqi::RuleSet& rules, const QStringList& actions,
                                       BanqiFileError* error = nullptr);

QJsonObject banqiFileToJson(const BanqiFile& file);
std::optional<BanqiFile> banqiFileFromJson(const QJsonObject& data, BanqiFileError* error = nullptr);
// The file's bytes: indented JSON with "format" first, so the opening bytes
// identify the file.
QByteArray writeBanqiFile(const BanqiFile& file);
std::optional<BanqiFile> readBanqiFile(const QByteArray& bytes, BanqiFileError* error = nullptr);

} // namespace qiyuan::session
