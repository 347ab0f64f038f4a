#include "read.h"
#include "jsonout.h"

#include "session/pgn.h"
#include "session/xqf.h"
#include "xiangqi/ecco.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <optional>

namespace qiyuan::cli {

namespace {

using xiangqi::GameTree;

// One game of the file, read as far as it is legal.
struct Record {
    QMap<QString, QString> tags;
    GameTree tree;
    QString problem;     // empty: every move was legal
    int badMainPly = -1; // the main-line index of the first bad main-line move
    QString notice;      // empty: nothing was corrected (the side to move)
};

QJsonObject gameJson(const Record& r)
{
    QJsonObject tags;
    for (auto it = r.tags.cbegin(); it != r.tags.cend(); ++it)
        if (!it.value().trimmed().isEmpty())
            tags.insert(it.key(), it.value());
    QJsonArray moves;
    std::vector<xiangqi::Move> line;
    for (const GameTree::NodeId n : r.tree.mainLine()) {
        line.push_back(r.tree.node(n).move);
        moves.append(QString::fromStdString(xiangqi::toIccs(line.back())));
    }
    // The opening's ECCO class; null for a game set up from another position.
    QJsonValue ecco;
    if (const auto opening = xiangqi::classifyOpening(r.tree.start(), line))
        ecco = QJsonObject{{"code", QString::fromStdString(opening->code)},
                           {"name", QString::fromStdString(opening->name)},
                           {"variation", opening->variation.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(opening->variation))}};
    QJsonObject game{{"tags", tags},
                     {"fen", QString::fromStdString(r.tree.start().fen())},
                     {"moves", moves},
                     {"variations", r.tree.variationCount()},
                     {"comments", r.tree.commentCount()},
                     {"ecco", ecco}};
    if (!r.notice.isEmpty())
        game.insert(QStringLiteral("notice"), r.notice);
    return game;
}

std::optional<QList<Record>> readPgnRecords(const QByteArray& bytes, QString* error)
{
    const auto games = session::readPgnGamesLenient(bytes, error);
    if (!games)
        return std::nullopt;
    QList<Record> out;
    for (const session::PgnGame& g : *games)
        out.append(Record{g.tags, g.tree, g.problem, g.badMainPly, g.notice});
    return out;
}

std::optional<QList<Record>> readXqfRecord(const QByteArray& bytes, QString* error)
{
    const auto g = session::readXqf(bytes, error);
    if (!g)
        return std::nullopt;
    return QList<Record>{Record{g->tags, g->tree, g->problem, g->badMainPly, g->notice}};
}

} // namespace

int readRecord(int argc, char** argv)
{
    if (argc != 3)
        return printError(QStringLiteral("usage: qiyuan-cli read FILE"));
    const QString path = QString::fromLocal8Bit(argv[2]);
    QString error;
    const auto bytes = session::readGameFile(path, &error);
    if (!bytes)
        return printError(error);
    // XQF files start with the letters "XQ"; a PGN text never does.
    const bool xqf = bytes->startsWith("XQ");
    const auto records = xqf ? readXqfRecord(*bytes, &error) : readPgnRecords(*bytes, &error);
    if (!records)
        return printError(error);
    QJsonArray games;
    int badGame = -1;
    for (qsizetype i = 0; i < records->size(); ++i) {
        games.append(gameJson(records->at(i)));
        if (badGame < 0 && !records->at(i).problem.isEmpty())
            badGame = int(i);
    }
    QJsonObject out{{"format", xqf ? "xqf" : "pgn"}, {"games", games}};
    if (badGame < 0) {
        printJson(out);
        return 0;
    }
    const Record& bad = records->at(badGame);
    out.insert(QStringLiteral("error"), QStringLiteral("game %1: %2").arg(badGame + 1).arg(bad.problem));
    out.insert(QStringLiteral("game"), badGame);
    out.insert(QStringLiteral("ply"), bad.badMainPly >= 0 ? QJsonValue(bad.badMainPly) : QJsonValue());
    printJson(out);
    return 1;
}

} // namespace qiyuan::cli
