// XQF game records (象棋演播室 XQStudio), versions 1.0 (0x0A) to 1.8 (0x12),
// plain and encrypted: the header's tags, the start position (set-ups with
// either side to move) and the whole move tree with its comments. The format
// as read here is described in docs/XQF.md.
//
// Reading never throws. A file that cannot be read at all gives nothing and
// one sentence in *error. A broken move tree (an illegal or unreadable move,
// a record cut off by the end of the file) gives the tree read so far and one
// sentence in `problem`.
#pragma once

#include "xiangqi/gametree.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace qiyuan::session {

struct XqfGame {
    // PGN tag names: Event, Site, Date, Red, Black, Result, Annotator, ...
    // XQF's title goes to Event unless the file has a separate match name,
    // which then wins (the title is then kept as Title); empty fields are left out.
    QMap<QString, QString> tags;
    // The start position (the first move decides the side to move) and every
    // legal move of the file with its comment (UTF-8).
    xiangqi::GameTree tree;
    int version = 0; // the header's version byte: 0x0A (1.0) .. 0x12 (1.8)
    // Empty, or one sentence: what was wrong and where (the bad move's ply and line).
    QString problem;
    // The 0-based main-line index of the first bad main-line move, or -1
    // (none, or only a variation is bad).
    int badMainPly = -1;
    QString badMainMove; // that move in ICCS ("h0h5"); empty when its points are off the board
    // Empty, or one sentence on what the reader corrected: a file without
    // moves whose header gives the side to move that cannot move (the other
    // side is in check) starts with the other side to move, when that is
    // legal: "The file says red to move, but black is in check: black moves first."
    QString notice;
};

// Reads one XQF file. nullopt and one sentence in *error when it cannot be
// read at all: not XQF, an unknown version, a header cut short, a start
// position that is no legal xiangqi position with either side to move (or,
// when the first move decides the side, with that side).
std::optional<XqfGame> readXqf(const QByteArray& bytes, QString* error = nullptr);

// Writes XQF version 1.0 (the plain layout XQStudio and its successors read):
// the tags readXqf gives (Event, Title, Date, Site, Red, Black, TimeRule,
// RedTime, BlackTime, Annotator, Author, Result; GBK, cut to the header's
// fields), the start position and the whole tree with its comments.
// `version`, `problem` and `badMainPly` are not written. nullopt and one
// sentence in *error when it cannot be written (no GBK codec, a set-up
// with more pieces of a kind than XQF has slots).
std::optional<QByteArray> writeXqf(const XqfGame& game, QString* error = nullptr);

} // namespace qiyuan::session
