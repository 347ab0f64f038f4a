// Fuzz target: 积分象棋 PGN text as a user opens it (session::readJifenPgn).
// Invariants, beyond "no crash":
// - a refused text comes with a message: non-empty, showable UTF-8;
// - an accepted game, written and read again, is the same game: rule set,
//   start position, every action, the result and its reason, the tags the
//   writer keeps;
// - writing is then a fixed point: the re-read game writes the same bytes;
// - jifenVariantOf names the rule set of every accepted text.
#include "../fuzz_check.h"

#include "session/jifen_pgn.h"

#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace qiyuan::session;
using namespace qiyuan::jifen;

namespace {

std::string s(const QString& q) { return qiyuan::fuzz::shown(q.toStdString()); }
std::string s(const QByteArray& b) { return qiyuan::fuzz::shown(std::string_view(b.constData(), b.size())); }

// Tags the writer makes itself from the game.
bool isProduced(const QString& name)
{
    static const QStringList produced = {QStringLiteral("Game"), QStringLiteral("Result"), QStringLiteral("Variant"),
                                         QStringLiteral("FEN"), QStringLiteral("SetUp")};
    return produced.contains(name);
}

// What differs between a game and its re-read copy, or an empty string.
std::string difference(const JifenPgnGame& a, const JifenPgnGame& b)
{
    if (std::string(a.game.rules().key) != std::string(b.game.rules().key))
        return "rule set " + std::string(a.game.rules().key) + " became " + std::string(b.game.rules().key);
    if (a.game.startPosition().fen() != b.game.startPosition().fen())
        return "start " + a.game.startPosition().fen() + " became " + b.game.startPosition().fen();
    if (a.game.actions() != b.game.actions())
        return "actions differ: " + std::to_string(a.game.actions().size()) + " became "
               + std::to_string(b.game.actions().size());
    if (a.game.position().fen() != b.game.position().fen())
        return "final position " + a.game.position().fen() + " became " + b.game.position().fen();
    if (a.game.result().verdict != b.game.result().verdict)
        return "the verdict changed";
    if (a.game.result().reason != b.game.result().reason)
        return "the reason '" + a.game.result().reason + "' became '" + b.game.result().reason + "'";
    for (auto it = a.tags.cbegin(); it != a.tags.cend(); ++it) {
        if (isProduced(it.key()))
            continue;
        const QString now = b.tags.value(it.key());
        const bool unknown = it.value().isEmpty() && now == QLatin1String("?"); // the roster is always written
        if (now != it.value() && !unknown)
            return "tag " + s(it.key()) + " " + s(it.value()) + " became " + s(now);
    }
    return {};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto game = readJifenPgn(bytes, &error);
    if (!game) {
        FUZZ_CHECK(!error.isEmpty(), "refused without a message");
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error.toStdString()), "message is not showable: " + s(error));
        return 0;
    }
    FUZZ_CHECK(jifenVariantOf(bytes) == QString::fromStdString(std::string(game->game.rules().key)),
               "jifenVariantOf says " + s(jifenVariantOf(bytes)) + " for a " + std::string(game->game.rules().key) + " game");

    const QByteArray written = writeJifenPgn(*game);
    QString rereadError;
    const auto reread = readJifenPgn(written, &rereadError);
    FUZZ_CHECK(reread.has_value(), "the written game is refused: " + s(rereadError) + "\n" + s(written));
    const std::string diff = difference(*game, *reread);
    FUZZ_CHECK(diff.empty(), diff + "\n" + s(written));
    const QByteArray again = writeJifenPgn(*reread);
    FUZZ_CHECK(again == written, "writing is not a fixed point\n" + s(written) + "\n" + s(again));
    return 0;
}
