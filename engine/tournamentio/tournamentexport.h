// What a tournament shows and exports: the crosstable (rows in rank order,
// one cell per opponent in a round robin, one per round in a Swiss), as HTML
// and CSV, and every game as one PGN collection (docs/TOURNAMENT.md, "Files
// and exports"). The words come from the caller (the page translates them).
#pragma once

#include "tournament/standings.h"
#include "tournament/tournament.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tournamentio {

struct CrosstableWords {
    QString rank = QStringLiteral("Rank");
    QString player = QStringLiteral("Player");
    QString rating = QStringLiteral("Rating");
    QString points = QStringLiteral("Points");
    QString round = QStringLiteral("R%1"); // a Swiss round's column
    QString sonnebornBerger = QStringLiteral("SB");
    QString buchholz = QStringLiteral("Buchholz");
    QString buchholzCut1 = QStringLiteral("Buchholz cut 1");
    QString directEncounter = QStringLiteral("Direct encounter");
    QString wins = QStringLiteral("Wins");
    QString bye = QStringLiteral("bye");
    QString red = QStringLiteral("r");   // a Swiss cell's colour: "3r1" beat row 3 with red
    QString black = QStringLiteral("b");
    QString withdrawn = QStringLiteral("(withdrawn)");
};

struct CrosstableRow {
    tournament::Standing standing;
    QString name;            // with the withdrawn mark
    int rating = 0;
    QStringList cells;       // one per opponent (round robin, by row) or per round (Swiss: the opponent's row, colour, result)
    QStringList tieBreaks;   // in tieBreakOrder
};

struct Crosstable {
    QStringList cellHeaders; // 1..n (round robin, by rank) or R1..Rk (Swiss)
    QStringList tieBreakHeaders;
    QList<CrosstableRow> rows;
};

Crosstable crosstable(const tournament::Tournament& tournament, const CrosstableWords& words = {});

// "2½" for half points; tie-breaks up to two decimals ("3.75").
QString pointsText(double points);
QString tieBreakText(double value);

QByteArray crosstableHtml(const tournament::Tournament& tournament, const CrosstableWords& words = {});
// Comma-separated, UTF-8, points with a decimal point ("2.5") for spreadsheets.
QByteArray crosstableCsv(const tournament::Tournament& tournament, const CrosstableWords& words = {});

// Every finished game, round by round, board by board: a game played here is
// its own PGN with Event and Round set; an entered result is the tags and the
// result only (a forfeit with the comment {forfeit}). Byes and pending boards
// are left out.
QByteArray pgnCollection(const tournament::Tournament& tournament);

} // namespace tournamentio
