// A collection of xiangqi games (打谱 material): a PGN file with many games or
// a folder of XQF files, listed fast and opened one game at a time. The list
// shows what each game's header says and its main-line length; a game is read
// in full (every move checked) only when it is opened.
#pragma once

#include "pgn.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace qiyuan::session {

struct CollectionEntry {
    QMap<QString, QString> tags; // Event, Date, Red, Black, Result, ... as the file says
    int moves = 0;               // main-line moves (PGN: as written, not yet checked)
    bool setUp = false;          // starts from a set-up position (排局, 残局)
    QString file;                // the file the game is in
    int index = 0;               // PGN: the game's place in its file; XQF: 0
};

class Collection {
public:
    // A PGN file of one or more games; nullopt and *error when it cannot be read at all.
    static std::optional<Collection> openPgn(const QString& path, QString* error = nullptr);
    static std::optional<Collection> fromPgnBytes(const QByteArray& bytes, const QString& path, QString* error = nullptr);
    // Every *.xqf file of a folder (not its subfolders), sorted by name. Files
    // that cannot be read are left out and counted in *skipped (with the first
    // reason in *error). nullopt when the folder cannot be read or holds no game.
    // One XQF file (one game); nullopt and *error when it cannot be read at all.
    static std::optional<Collection> openXqfFile(const QString& path, QString* error = nullptr);
    static std::optional<Collection> openXqfFolder(const QString& folder, int* skipped = nullptr,
                                                   QString* error = nullptr);

    QString source() const { return source_; } // the PGN file or the folder
    bool isFolder() const { return folder_; }
    const QList<CollectionEntry>& entries() const { return entries_; }
    int size() const { return int(entries_.size()); }

    // Game `i` read in full: as a PGN game (XQF: tags and tree, the main line
    // played into `game`). A game with a bad move opens as far as it is legal
    // with *warning saying what was wrong; nullopt and *error when it cannot be read.
    std::optional<PgnGame> game(int i, QString* error = nullptr, QString* warning = nullptr) const;

private:
    QString source_;
    bool folder_ = false;
    std::optional<PgnCollection> pgn_;
    QList<CollectionEntry> entries_;
};

// A game record as an XQF 1.0 file (writeXqf): its tags (Result from the game
// when it is over) and its tree, or, when the tree holds only its root, the
// game's moves with the main line's comments. For a user who hands a game to
// XQStudio users; the project's own format stays PGN.
bool saveXqfFile(const QString& path, const PgnGame& game, QString* error = nullptr);

} // namespace qiyuan::session
