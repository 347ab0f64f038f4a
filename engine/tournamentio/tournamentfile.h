// A tournament as a file: JSON ({"format": "qiyuan-tournament", "version": 1,
// ...}), written through QSaveFile (a temporary file renamed over the old one,
// so a crash leaves the old file whole). A bad file is refused with a
// message naming what is wrong; nothing is changed by a failed read.
#pragma once

#include "tournament/tournament.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace tournamentio {

constexpr int FileVersion = 1;
inline constexpr char FileSuffix[] = "qiyuan-tournament";

QByteArray toJson(const tournament::Tournament& tournament);
// nullopt with the reason in *error.
std::optional<tournament::Tournament> fromJson(const QByteArray& bytes, QString* error = nullptr);

bool saveTournament(const QString& path, const tournament::Tournament& tournament, QString* error = nullptr);
std::optional<tournament::Tournament> loadTournament(const QString& path, QString* error = nullptr);

} // namespace tournamentio
