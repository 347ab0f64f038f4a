// Xiangqi games as PGN text and files (ruling XQ-5 for the move notation).
// The format written and read is described in docs/PGN.md. The rules stay in
// qiyuan_xiangqi: every move read is played through xiangqi::Game, which
// refuses illegal moves and adjudicates the end of the game.
//
// Reading never throws and never half-succeeds: on any problem the readers
// return nothing and put one sentence into *error that names the line (and the
// token) of the first problem, so the caller's current game stays untouched.
#pragma once

#include "xiangqi/game.h"
#include "xiangqi/gametree.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <map>
#include <optional>

namespace qiyuan::session {

// How moves are written in the movetext ([Format] tag).
enum class MoveFormat {
    Iccs,    // H2-E2, the form of the xqbase PGN standard ([Format "ICCS"])
    Wxf,     // C2.5 ([Format "WXF"])
    Chinese, // 炮二平五 / 马8进7 ([Format "Chinese"])
};

// The [Format] tag value of a format: "ICCS", "WXF", "Chinese".
QString formatTagValue(MoveFormat format);

// The text encoding of a file as read: a game is written back in it, so a
// GBK file stays GBK for the programs that made it.
enum class TextEncoding { Utf8, Utf8Bom, Utf16LE, Utf16BE, Gb18030 };
// What decoding found: a BOM, else UTF-8 when the bytes are valid UTF-8, else GB18030.
TextEncoding detectTextEncoding(const QByteArray& bytes);
QByteArray encodeText(const QString& text, TextEncoding encoding);

struct PgnGame {
    // Every tag as read, by name (Event, Site, Date, Round, Red, Black, Result,
    // FEN, Format, RedTeam, ...). When writing, Game, Result, Variant, FEN,
    // SetUp and Format are produced from `game` and the chosen format; the
    // entries of those names here are ignored. Every other tag is written.
    QMap<QString, QString> tags;
    // The start position, the moves and the result.
    xiangqi::Game game{};
    // Comments of the main line: comments[0] stands before the first move,
    // comments[n] after the n-th move (ply n).
    std::map<int, QString> comments;
    // The whole record: the main line (game's moves, the same comments) with
    // every variation ( … ) and every comment in them, at any depth. Reading
    // fills it. On writing, a tree with more than its root is what is written
    // (its main line must be game's moves); a tree with nothing but its root
    // leaves game and comments to be written, as before.
    xiangqi::GameTree tree;
    // Lenient reading only (readPgnGamesLenient): one sentence on the first
    // illegal or unreadable move, empty when there was none; and the 0-based
    // main-line index of the first bad main-line move (-1: none, or only a
    // variation was bad). What came before it is kept.
    QString problem;
    int badMainPly = -1;
    // That move as the file writes it (a PGN word; an XQF move in ICCS, "h0h5"),
    // for the UI to word; empty when the main line is whole or it is unknown.
    QString badMainMove;
    // Empty, or one sentence on what the reader corrected (every reader): a
    // FEN tag (or an XQF header) whose side to move cannot move, the other
    // side being in check, starts with the other side to move when that is
    // legal: "The FEN tag says red to move, but black is in check: black moves first."
    QString notice;
    // Why the game ended, as written in the file ({perpetual check}) or by the
    // engine. Empty when unknown or the game is not over. On writing, an empty
    // value falls back to game.result().reason.
    QString terminationComment;
    // The file's encoding (readers set it); writePgn writes in it.
    TextEncoding encoding = TextEncoding::Utf8;

    // Convenience for a tag that may be missing.
    QString tag(const QString& name) const { return tags.value(name); }
};

// Reads the first game of a PGN text. Accepts UTF-8 (with or without BOM),
// UTF-16 with BOM and GBK/GB18030; tags in any order; comments {..} and ;..;
// variations (..) at any depth, each an alternative to the move before it
// (a comment right after '(' belongs to the position the variation starts
// from, the move before the replaced one); NAGs $n and !? suffixes; move numbers "1." and
// "1..."; moves in ICCS (h2e2, H2-E2), WXF or Chinese notation: the one named
// by the [Format] tag, or each token's own when the tag is missing.
std::optional<PgnGame> readPgn(const QByteArray& bytes, QString* error = nullptr);

// Reads every game of a PGN text; fails as a whole if any game is bad.
std::optional<QList<PgnGame>> readPgnGames(const QByteArray& bytes, QString* error = nullptr);
// The same, but an illegal or unreadable move only cuts its line short: the
// main line stops before it, a bad variation is left out with what follows it,
// and the game's `problem`/`badMainPly` say so. Anything else wrong (tags,
// brackets, the encoding) still fails the whole text.
std::optional<QList<PgnGame>> readPgnGamesLenient(const QByteArray& bytes, QString* error = nullptr);

// A file of many games as a list, fast (a collection of 10,000 games is
// listed in a fraction of a second): each game's tags, the number of its
// main-line moves as written (not yet checked) and where its text is. A game
// is read (and checked) only when it is opened: readIndexedGame.
struct PgnIndexEntry {
    QMap<QString, QString> tags;
    int moves = 0;          // main-line move words
    bool setUp = false;     // starts from a FEN (排局, 残局), not the standard start
    qsizetype start = 0;    // in PgnCollection::text
    qsizetype length = 0;
    int line = 0;           // where it starts in the file
};
struct PgnCollection {
    QString text;           // the whole file, decoded
    QList<PgnIndexEntry> games;
    TextEncoding encoding = TextEncoding::Utf8; // the file's, given to each game read
};
// Fails (nullopt, *error) only when the text cannot be read at all: its
// encoding, an unclosed comment or tag, no game.
std::optional<PgnCollection> indexPgnCollection(const QByteArray& bytes, QString* error = nullptr);
// Game `index` (0-based) read in full; *error names the game and its line.
// lenient: as readPgnGamesLenient (a bad move cuts its line short, `problem` says so).
std::optional<PgnGame> readIndexedGame(const PgnCollection& collection, int index, QString* error = nullptr,
                                       bool lenient = false);

// Writes one game as PGN in game.encoding (UTF-8 without a BOM unless the
// game was read from a file in another), movetext wrapped at 80 columns.
QByteArray writePgn(const PgnGame& game, MoveFormat format);

// File helpers. Loading reads the first game (error messages start with the
// file name). Saving goes through QSaveFile: the old file is replaced only
// when the whole new one has been written, so a failed save never destroys it.
// The bytes of a game file, or nullopt with "<file name>: <reason>" (cannot
// open or read it, or too large to be a game file).
std::optional<QByteArray> readGameFile(const QString& path, QString* error = nullptr);
std::optional<PgnGame> loadPgnFile(const QString& path, QString* error = nullptr);
// As loadPgnFile, read leniently: a bad move cuts its line short and the
// game's `problem`, `badMainPly` and `badMainMove` say so (the file's first game).
std::optional<PgnGame> loadPgnFileLenient(const QString& path, QString* error = nullptr);
std::optional<QList<PgnGame>> loadPgnFileGames(const QString& path, QString* error = nullptr);
bool savePgnFile(const QString& path, const PgnGame& game, MoveFormat format, QString* error = nullptr);
// Writes a game file's bytes through QSaveFile (the old file stays on any failure).
bool writeGameFile(const QString& path, const QByteArray& bytes, QString* error = nullptr);

} // namespace qiyuan::session
