// The external UCI engines the user set up in Settings → Engines, kept in
// QSettings (array "engines/uci"): a name, the program and its arguments, the
// options the engine offered when it was last tested, and the values the user
// chose for them (sent with setoption when the engine starts). The single
// engine command line of earlier versions (key "engines/xiangqiUci") becomes
// the first entry of the list the first time the list is read.
#pragma once

#include "uci/ucitext.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace qiyuan::ui {

using uci::parseUciOption;
using uci::UciOption;
using uci::uciOptionAccepts;

struct UciEngineConfig {
    QString id;           // stable key, for the new-game dialog's memory and snapshots
    QString name;         // shown to the user; defaults to the engine's "id name"
    QString program;      // path of the executable
    QString arguments;    // quoted like a shell's, e.g. `uci --threads 2`
    QStringList optionLines; // the engine's `option` lines from the last Test
    QMap<QString, QString> values; // option name → value chosen by the user

    // The whole command line (program quoted when it holds spaces), for the engine's process (uci::splitCommand).
    QString commandLine() const;
    // The options the engine offered, parsed.
    QList<UciOption> options() const;
    // The setoption pairs to send: the user's values that fit an offered option
    // (all of them when the engine has not been tested yet).
    QList<QPair<QString, QString>> optionValues() const;
    // The name, else the program's file name.
    QString displayName() const;
    bool operator==(const UciEngineConfig&) const = default;
};

QList<UciEngineConfig> loadUciEngines();
void saveUciEngines(const QList<UciEngineConfig>& engines);
std::optional<UciEngineConfig> findUciEngine(const QString& id);
// A fresh id that no engine in the list has.
QString newUciEngineId(const QList<UciEngineConfig>& engines);

} // namespace qiyuan::ui
