// Fuzz target: PGN text as a user opens it (session::readPgnGames / readPgn).
// Invariants, beyond "no crash":
// - a refused text comes with one message that names a line ("line N: ...",
//   N >= 1);
// - readPgn accepts whatever readPgnGames accepts, and reads its first game;
// - every accepted game, written in each move format (ICCS, WXF, Chinese) and
//   read again, is the same game: start position, moves, result and reason,
//   tags, comments (a '}' in a comment is written '｝', as docs/PGN.md says);
// - writing is then a fixed point: the re-read game writes the same bytes;
// - all games written one after another read back as the same list.
#include "../fuzz_check.h"

#include "session/pgn.h"

#include <QStringList>

#include <cstddef>
#include <cstdio>
#include <cstdint>
#include <string>

using namespace qiyuan::session;
using namespace qiyuan::xiangqi;

namespace {

// Text for a message: UTF-8, with what UTF-8 cannot carry (unpaired
// surrogates) and control characters shown as \uXXXX.
std::string s(const QString& q)
{
    std::string out;
    for (qsizetype i = 0; i < q.size(); ++i) {
        const QChar c = q[i];
        const bool pairStart = c.isHighSurrogate() && i + 1 < q.size() && q[i + 1].isLowSurrogate();
        if (pairStart) {
            out += QString(q.mid(i, 2)).toStdString();
            ++i;
        } else if (c.isSurrogate() || c.unicode() < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(c.unicode()));
            out += buf;
        } else {
            out += QString(c).toStdString();
        }
    }
    return out;
}
std::string s(const QByteArray& b) { return qiyuan::fuzz::shown(std::string_view(b.constData(), b.size())); }

// Tags the writer makes itself from the game and the format.
bool isProduced(const QString& name)
{
    static const QStringList produced = {QStringLiteral("Game"), QStringLiteral("Result"), QStringLiteral("Variant"),
                                         QStringLiteral("FEN"), QStringLiteral("SetUp"), QStringLiteral("Format")};
    return produced.contains(name);
}

// A comment as the writer keeps it: trimmed, '}' as '｝', empty ones dropped.
std::map<int, QString> writtenComments(const std::map<int, QString>& comments)
{
    std::map<int, QString> out;
    for (const auto& [ply, text] : comments) {
        QString t = text.trimmed();
        t.replace(QLatin1Char('}'), QChar(0xff5d));
        if (!t.isEmpty())
            out[ply] = t;
    }
    return out;
}

// What differs between a game and its re-read copy, or an empty string.
std::string difference(const PgnGame& a, const PgnGame& b)
{
    if (a.game.startPosition().fen() != b.game.startPosition().fen())
        return "start " + a.game.startPosition().fen() + " became " + b.game.startPosition().fen();
    if (a.game.moves() != b.game.moves())
        return "moves differ: " + std::to_string(a.game.ply()) + " plies became " + std::to_string(b.game.ply());
    if (a.game.result().verdict != b.game.result().verdict)
        return "the verdict changed";
    if (a.game.result().reason != b.game.result().reason)
        return "the reason '" + a.game.result().reason + "' became '" + b.game.result().reason + "'";
    if (a.game.over() && a.terminationComment != b.terminationComment)
        return "the termination comment '" + s(a.terminationComment) + "' became '" + s(b.terminationComment) + "'";
    for (auto it = a.tags.cbegin(); it != a.tags.cend(); ++it) {
        if (isProduced(it.key()))
            continue;
        const QString now = b.tags.value(it.key());
        // The seven-tag roster is always written, "?" when unknown.
        const bool unknown = it.value().isEmpty() && (now == QLatin1String("?") || now == QLatin1String("????.??.??"));
        if (now != it.value() && !unknown)
            return "tag " + s(it.key()) + " '" + s(it.value()) + "' became '" + s(now) + "'";
    }
    if (writtenComments(a.comments) != b.comments) {
        for (const auto& [ply, text] : writtenComments(a.comments))
            if (b.comments.count(ply) == 0 || b.comments.at(ply) != text)
                return "comment after ply " + std::to_string(ply) + " '" + s(text) + "' became '"
                       + (b.comments.count(ply) ? s(b.comments.at(ply)) : std::string("(none)")) + "'";
        return "extra comments after re-reading";
    }
    return {};
}

void checkRoundTrip(const PgnGame& game)
{
    for (const MoveFormat format : {MoveFormat::Iccs, MoveFormat::Wxf, MoveFormat::Chinese}) {
        const std::string name = s(formatTagValue(format));
        const QByteArray written = writePgn(game, format);
        QString error;
        const auto reread = readPgn(written, &error);
        FUZZ_CHECK(reread.has_value(), name + ": the written game is refused: " + s(error) + "\n" + s(written));
        const std::string diff = difference(game, *reread);
        FUZZ_CHECK(diff.empty(), name + ": " + diff + "\n" + s(written));
        const QByteArray again = writePgn(*reread, format);
        FUZZ_CHECK(again == written, name + ": writing is not a fixed point\n" + s(written) + "\n" + s(again));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto games = readPgnGames(bytes, &error);
    if (!games) {
        FUZZ_CHECK(error.startsWith(QLatin1String("line ")), "message without a line: " + s(error));
        const int line = error.mid(5).section(QLatin1Char(':'), 0, 0).toInt();
        FUZZ_CHECK(line >= 1, "message with a bad line number: " + s(error));
        return 0;
    }
    FUZZ_CHECK(error.isEmpty(), "accepted with a message: " + s(error));
    FUZZ_CHECK(!games->isEmpty(), "accepted without a game");

    QString firstError;
    const auto first = readPgn(bytes, &firstError);
    FUZZ_CHECK(first.has_value(), "readPgn refuses what readPgnGames reads: " + s(firstError));
    FUZZ_CHECK(writePgn(*first, MoveFormat::Iccs) == writePgn(games->front(), MoveFormat::Iccs),
               "readPgn and readPgnGames read different first games");

    QByteArray all;
    for (const PgnGame& game : *games) {
        checkRoundTrip(game);
        // One file of several games is written in one encoding: a game keeps
        // its file's (a byte-order mark, UTF-16) only when written alone.
        PgnGame plain = game;
        plain.encoding = TextEncoding::Utf8;
        all += writePgn(plain, MoveFormat::Iccs) + '\n';
    }
    const auto rereadAll = readPgnGames(all, &error);
    FUZZ_CHECK(rereadAll.has_value(), "the written games are refused: " + s(error));
    FUZZ_CHECK(rereadAll->size() == games->size(), std::to_string(games->size()) + " games became "
                                                       + std::to_string(rereadAll->size()));
    for (qsizetype i = 0; i < games->size(); ++i) {
        const std::string diff = difference((*games)[i], (*rereadAll)[i]);
        FUZZ_CHECK(diff.empty(), "game " + std::to_string(i + 1) + " of the list: " + diff);
    }
    return 0;
}
