#include "collection.h"

#include "xqf.h"

#include <QDir>
#include <QFileInfo>

namespace qiyuan::session {

std::optional<Collection> Collection::fromPgnBytes(const QByteArray& bytes, const QString& path, QString* error)
{
    auto index = indexPgnCollection(bytes, error);
    if (!index)
        return std::nullopt;
    Collection c;
    c.source_ = path;
    for (qsizetype i = 0; i < index->games.size(); ++i) {
        const PgnIndexEntry& e = index->games.at(i);
        c.entries_.append(CollectionEntry{e.tags, e.moves, e.setUp, path, int(i)});
    }
    c.pgn_ = std::move(*index);
    return c;
}

std::optional<Collection> Collection::openPgn(const QString& path, QString* error)
{
    const auto bytes = readGameFile(path, error);
    if (!bytes)
        return std::nullopt;
    auto c = fromPgnBytes(*bytes, path, error);
    if (!c && error)
        *error = QFileInfo(path).fileName() + QStringLiteral(": ") + *error;
    return c;
}

namespace {
// The list's entry of one XQF file, or nullopt with *error.
std::optional<CollectionEntry> xqfEntry(const QString& path, QString* error)
{
    QString why;
    const auto bytes = readGameFile(path, &why);
    std::optional<XqfGame> g;
    if (bytes)
        g = readXqf(*bytes, &why);
    if (!g) {
        if (error)
            *error = bytes ? QFileInfo(path).fileName() + QStringLiteral(": ") + why : why;
        return std::nullopt;
    }
    CollectionEntry e;
    e.tags = g->tags;
    e.moves = int(g->tree.mainLine().size());
    e.setUp = g->tree.start().fen() != std::string(xiangqi::Position::StartFen);
    e.file = path;
    return e;
}
} // namespace

std::optional<Collection> Collection::openXqfFile(const QString& path, QString* error)
{
    auto e = xqfEntry(path, error);
    if (!e)
        return std::nullopt;
    Collection c;
    c.source_ = path;
    c.entries_.append(*e);
    return c;
}

std::optional<Collection> Collection::openXqfFolder(const QString& folder, int* skipped, QString* error)
{
    QDir dir(folder);
    if (!dir.exists()) {
        if (error)
            *error = QStringLiteral("%1: no such folder").arg(folder);
        return std::nullopt;
    }
    const QStringList names = dir.entryList({QStringLiteral("*.xqf"), QStringLiteral("*.XQF"), QStringLiteral("*.Xqf")},
                                            QDir::Files | QDir::Readable, QDir::Name | QDir::IgnoreCase);
    Collection c;
    c.source_ = folder;
    c.folder_ = true;
    int bad = 0;
    QString firstReason;
    for (const QString& name : names) {
        QString why;
        if (auto e = xqfEntry(dir.filePath(name), &why)) {
            c.entries_.append(*e);
        } else {
            ++bad;
            if (firstReason.isEmpty())
                firstReason = why;
        }
    }
    if (skipped)
        *skipped = bad;
    if (error)
        *error = firstReason;
    if (c.entries_.isEmpty()) {
        if (error)
            *error = names.isEmpty() ? QStringLiteral("%1: no XQF files in this folder").arg(QDir::toNativeSeparators(folder))
                                     : firstReason;
        return std::nullopt;
    }
    return c;
}

std::optional<PgnGame> Collection::game(int i, QString* error, QString* warning) const
{
    if (i < 0 || i >= size()) {
        if (error)
            *error = QStringLiteral("no game %1 in the collection").arg(i + 1);
        return std::nullopt;
    }
    if (pgn_) {
        auto g = readIndexedGame(*pgn_, i, error, true);
        if (g && warning)
            *warning = g->problem;
        return g;
    }
    const CollectionEntry& e = entries_.at(i);
    const auto bytes = readGameFile(e.file, error);
    if (!bytes)
        return std::nullopt;
    QString why;
    const auto g = readXqf(*bytes, &why);
    if (!g) {
        if (error)
            *error = QFileInfo(e.file).fileName() + QStringLiteral(": ") + why;
        return std::nullopt;
    }
    PgnGame out;
    out.tags = g->tags;
    out.tree = g->tree;
    out.game = g->tree.mainLineGame();
    // The main line's comments by ply, as a PGN game keeps them.
    const std::vector<xiangqi::GameTree::NodeId> main = g->tree.mainLine();
    for (int ply = 0; ply <= int(main.size()); ++ply) {
        const std::string& c = g->tree.node(ply == 0 ? xiangqi::GameTree::Root : main[size_t(ply - 1)]).comment;
        if (!c.empty())
            out.comments[ply] = QString::fromStdString(c);
    }
    out.problem = g->problem;
    out.badMainPly = g->badMainPly;
    out.badMainMove = g->badMainMove;
    out.notice = g->notice;
    if (warning)
        *warning = g->problem;
    return out;
}

bool saveXqfFile(const QString& path, const PgnGame& game, QString* error)
{
    XqfGame xqf;
    xqf.tags = game.tags;
    if (game.tree.size() > 1) {
        xqf.tree = game.tree;
    } else {
        xqf.tree = xiangqi::GameTree(game.game.startPosition());
        xiangqi::GameTree::NodeId at = xiangqi::GameTree::Root;
        for (const xiangqi::Move m : game.game.moves())
            at = xqf.tree.add(at, m);
        const std::vector<xiangqi::GameTree::NodeId> main = xqf.tree.mainLine();
        for (const auto& [ply, comment] : game.comments)
            if (ply >= 0 && ply <= int(main.size()))
                xqf.tree.setComment(ply == 0 ? xiangqi::GameTree::Root : main[size_t(ply - 1)], comment.toStdString());
    }
    if (game.game.over()) {
        const Verdict v = game.game.result().verdict;
        xqf.tags.insert(QStringLiteral("Result"), v == Verdict::RedWins     ? QStringLiteral("1-0")
                                                  : v == Verdict::BlackWins ? QStringLiteral("0-1")
                                                                            : QStringLiteral("1/2-1/2"));
    }
    QString why;
    const auto bytes = writeXqf(xqf, &why);
    if (!bytes) {
        if (error)
            *error = QFileInfo(path).fileName() + QStringLiteral(": cannot save as XQF: ") + why;
        return false;
    }
    return writeGameFile(path, *bytes, error);
}

} // namespace qiyuan::session
