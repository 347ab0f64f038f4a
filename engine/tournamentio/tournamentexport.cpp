#include "tournamentio/tournamentexport.h"

#include <QRegularExpression>

#include <cmath>

using namespace tournament;

namespace tournamentio {

QString pointsText(double points)
{
    const int whole = int(std::floor(points));
    const bool half = points - whole > 0.25;
    if (!half)
        return QString::number(whole);
    return whole == 0 ? QStringLiteral("½") : QString::number(whole) + QStringLiteral("½");
}

QString tieBreakText(double value)
{
    return QString::number(value, 'f', 2).remove(QRegularExpression(QStringLiteral("\\.?0+$")));
}

namespace {

// One player's result on a board, as a crosstable shows it.
QString resultMark(const Board& b, int player)
{
    const int got = b.halvesOf(player);
    if (!b.isPlayed())
        return got == 2 ? QStringLiteral("+") : QStringLiteral("-");
    return got == 2 ? QStringLiteral("1") : got == 1 ? QStringLiteral("½") : QStringLiteral("0");
}

QString csvField(QString text)
{
    if (text.contains(',') || text.contains('"') || text.contains('\n'))
        return '"' + text.replace('"', QStringLiteral("\"\"")) + '"';
    return text;
}

QString pgnTag(const char* name, const QString& value)
{
    QString escaped = value;
    escaped.replace('\\', QStringLiteral("\\\\")).replace('"', QStringLiteral("\\\""));
    return QStringLiteral("[%1 \"%2\"]\n").arg(QLatin1String(name), escaped);
}

} // namespace

Crosstable crosstable(const Tournament& t, const CrosstableWords& words)
{
    Crosstable table;
    const auto rows = standings(t);
    std::vector<int> rankRow(t.players().size()); // player -> row number (1-based) in rank order
    for (std::size_t i = 0; i < rows.size(); ++i)
        rankRow[std::size_t(rows[i].player)] = int(i) + 1;
    const auto order = tieBreakOrder(t.system());
    for (auto tb : order) {
        switch (tb) {
        case TieBreak::DirectEncounter: table.tieBreakHeaders << words.directEncounter; break;
        case TieBreak::SonnebornBerger: table.tieBreakHeaders << words.sonnebornBerger; break;
        case TieBreak::Buchholz: table.tieBreakHeaders << words.buchholz; break;
        case TieBreak::BuchholzCut1: table.tieBreakHeaders << words.buchholzCut1; break;
        case TieBreak::Wins: table.tieBreakHeaders << words.wins; break;
        }
    }
    if (t.isRoundRobin()) {
        for (std::size_t i = 0; i < rows.size(); ++i)
            table.cellHeaders << QString::number(i + 1);
    } else {
        for (int r = 1; r <= t.plannedRounds(); ++r)
            table.cellHeaders << words.round.arg(r);
    }
    for (const auto& s : rows) {
        const auto& p = t.players()[std::size_t(s.player)];
        CrosstableRow row;
        row.standing = s;
        row.name = QString::fromStdString(p.name);
        if (p.withdrawn)
            row.name += ' ' + words.withdrawn;
        row.rating = p.rating;
        if (t.isRoundRobin()) {
            QStringList cells(int(rows.size()));
            cells[rankRow[std::size_t(s.player)] - 1] = QStringLiteral("×");
            for (const auto& round : t.rounds())
                for (const auto& b : round.boards) {
                    if (b.isBye() || !b.isFinished() || (b.white != s.player && b.black != s.player))
                        continue;
                    cells[rankRow[std::size_t(b.opponentOf(s.player))] - 1] += resultMark(b, s.player);
                }
            row.cells = cells;
        } else {
            for (int r = 0; r < t.plannedRounds(); ++r) {
                QString cell;
                if (r < int(t.rounds().size()))
                    for (const auto& b : t.rounds()[std::size_t(r)].boards) {
                        if (b.white != s.player && b.black != s.player)
                            continue;
                        if (b.isBye())
                            cell = words.bye;
                        else if (b.isFinished())
                            cell = QString::number(rankRow[std::size_t(b.opponentOf(s.player))])
                                   + (b.white == s.player ? words.red : words.black) + resultMark(b, s.player);
                        else
                            cell = QString::number(rankRow[std::size_t(b.opponentOf(s.player))])
                                   + (b.white == s.player ? words.red : words.black);
                    }
                row.cells << cell;
            }
        }
        for (auto tb : order)
            row.tieBreaks << (tb == TieBreak::Wins ? QString::number(s.wins) : tieBreakText(s.value(tb)));
        table.rows << row;
    }
    return table;
}

QByteArray crosstableHtml(const Tournament& t, const CrosstableWords& words)
{
    const Crosstable table = crosstable(t, words);
    const QString title = QString::fromStdString(t.name()).toHtmlEscaped();
    QString html = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n"
                                  "<style>body{font-family:sans-serif}table{border-collapse:collapse}"
                                  "th,td{border:1px solid #888;padding:2px 6px;text-align:center}"
                                  "td.name{text-align:left}</style></head>\n<body>\n<h1>%1</h1>\n<table>\n<tr>")
                       .arg(title);
    QStringList headers{words.rank, words.player, words.rating};
    headers << table.cellHeaders << words.points << table.tieBreakHeaders;
    for (const auto& h : headers)
        html += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
    html += QStringLiteral("</tr>\n");
    for (const auto& row : table.rows) {
        html += QStringLiteral("<tr><td>%1</td><td class=\"name\">%2</td><td>%3</td>")
                    .arg(row.standing.rank)
                    .arg(row.name.toHtmlEscaped())
                    .arg(row.rating > 0 ? QString::number(row.rating) : QString());
        for (const auto& c : row.cells)
            html += QStringLiteral("<td>%1</td>").arg(c.toHtmlEscaped());
        html += QStringLiteral("<td><b>%1</b></td>").arg(pointsText(row.standing.points));
        for (const auto& c : row.tieBreaks)
            html += QStringLiteral("<td>%1</td>").arg(c);
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n</body></html>\n");
    return html.toUtf8();
}

QByteArray crosstableCsv(const Tournament& t, const CrosstableWords& words)
{
    const Crosstable table = crosstable(t, words);
    QStringList headers{words.rank, words.player, words.rating};
    headers << table.cellHeaders << words.points << table.tieBreakHeaders;
    QString csv;
    auto line = [&csv](const QStringList& fields) {
        QStringList quoted;
        for (const auto& f : fields)
            quoted << csvField(f);
        csv += quoted.join(',') + QStringLiteral("\r\n");
    };
    line(headers);
    for (const auto& row : table.rows) {
        QStringList fields{QString::number(row.standing.rank), row.name,
                           row.rating > 0 ? QString::number(row.rating) : QString()};
        fields << row.cells << QString::number(row.standing.points) << row.tieBreaks;
        line(fields);
    }
    return csv.toUtf8();
}

QByteArray pgnCollection(const Tournament& t)
{
    const QString event = QString::fromStdString(t.name());
    QString out;
    for (std::size_t r = 0; r < t.rounds().size(); ++r) {
        const auto& boards = t.rounds()[r].boards;
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const Board& b = boards[i];
            if (b.isBye() || !b.isFinished())
                continue;
            const QString round = QStringLiteral("%1.%2").arg(r + 1).arg(i + 1);
            if (!b.pgn.empty()) {
                // The game played here: its own tags, with the tournament's Event, Round and players.
                QString game = QString::fromStdString(b.pgn).trimmed();
                static const QRegularExpression ours(QStringLiteral("^\\[(Event|Round|Red|Black) \"[^\\n]*\\]\\n?"),
                                                     QRegularExpression::MultilineOption);
                game.remove(ours);
                const int afterGame = game.startsWith(QStringLiteral("[Game ")) ? game.indexOf('\n') + 1 : 0;
                game.insert(afterGame, pgnTag("Event", event) + pgnTag("Round", round)
                                           + pgnTag("Red", QString::fromStdString(t.players()[std::size_t(b.white)].name))
                                           + pgnTag("Black", QString::fromStdString(t.players()[std::size_t(b.black)].name)));
                out += game + QStringLiteral("\n\n");
                continue;
            }
            QString result = QString::fromStdString(resultText(b.result));
            const bool forfeit = !b.isPlayed();
            if (forfeit)
                result = b.result == Result::WhiteWinsByForfeit ? QStringLiteral("1-0") : QStringLiteral("0-1");
            out += pgnTag("Game", QStringLiteral("Chinese Chess")) + pgnTag("Event", event) + pgnTag("Site", "?")
                   + pgnTag("Date", QStringLiteral("????.??.??")) + pgnTag("Round", round)
                   + pgnTag("Red", QString::fromStdString(t.players()[std::size_t(b.white)].name))
                   + pgnTag("Black", QString::fromStdString(t.players()[std::size_t(b.black)].name))
                   + pgnTag("Result", result) + QStringLiteral("\n")
                   + (forfeit ? QStringLiteral("{forfeit} ") : QString()) + result + QStringLiteral("\n\n");
        }
    }
    return out.toUtf8();
}

} // namespace tournamentio
