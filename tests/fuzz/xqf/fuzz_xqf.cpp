// Fuzz target: an XQF file as the app and qiyuan-cli read open it
// (session::readXqf). Invariants, beyond "no crash":
// - a refused file comes with one showable message;
// - an accepted file has a known version, a legal start position, and every
//   move of its tree is legal where it stands;
// - a bad main-line move stops the main line just before it, and the
//   problem then names the main line; a problem is one showable sentence;
//   tags and comments are showable UTF-8 (comments may hold line breaks and
//   tabs);
// - reading is deterministic, and the file cut by one byte reads (if at all)
//   a main line that begins the whole file's;
// - what was read, written as XQF 1.0 (writeXqf), reads back as the same
//   start and the same tree with the same comments, without a problem.
#include "../fuzz_check.h"

#include "session/xqf.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using namespace qiyuan::session;
using namespace qiyuan::xiangqi;

namespace {

std::string s(const QString& q) { return qiyuan::fuzz::shown(q.toStdString()); }

bool showableText(std::string text)
{
    for (char& c : text)
        if (c == '\n' || c == '\t')
            c = ' ';
    return qiyuan::fuzz::isShowableUtf8(text);
}

std::vector<Move> mainMoves(const GameTree& tree)
{
    std::vector<Move> out;
    for (const GameTree::NodeId id : tree.mainLine())
        out.push_back(tree.node(id).move);
    return out;
}

// The tree in pre-order, each node with its move, comment and number of
// children: equal sequences are equal trees. No recursion (lines can be long).
std::vector<std::string> preorder(const GameTree& tree)
{
    std::vector<std::string> out;
    std::vector<GameTree::NodeId> stack{GameTree::Root};
    while (!stack.empty()) {
        const GameTree::NodeId id = stack.back();
        stack.pop_back();
        const GameTree::Node& n = tree.node(id);
        out.push_back(toIccs(n.move) + '|' + n.comment + '|' + std::to_string(n.children.size()));
        for (auto c = n.children.rbegin(); c != n.children.rend(); ++c)
            stack.push_back(*c);
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto game = readXqf(bytes, &error);
    if (!game) {
        FUZZ_CHECK(!error.isEmpty(), "refused without a message");
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error.toStdString()), "message is not showable: " + s(error));
        return 0;
    }
    FUZZ_CHECK(error.isEmpty(), "accepted with a message: " + s(error));
    FUZZ_CHECK(game->version >= 0x0A && game->version <= 0x12, "version " + std::to_string(game->version));
    const GameTree& tree = game->tree;
    FUZZ_CHECK(tree.start().validate().empty(), "the start is no legal position: " + tree.start().fen());

    // Every move legal where it stands (a depth-first walk that plays and
    // takes back each move); comments showable.
    Position pos = tree.start();
    std::vector<std::pair<GameTree::NodeId, size_t>> path{{GameTree::Root, 0}};
    FUZZ_CHECK(showableText(tree.node(GameTree::Root).comment), "start comment is not showable");
    int nodes = 1;
    while (!path.empty()) {
        auto& [id, next] = path.back();
        const auto& children = tree.node(id).children;
        if (next == children.size()) {
            path.pop_back();
            if (!path.empty())
                pos.unmakeMove();
            continue;
        }
        const GameTree::NodeId child = children[next++];
        const Move m = tree.node(child).move;
        const MoveError e = pos.checkMove(m);
        FUZZ_CHECK(e == MoveError::None, "an illegal move in the tree: " + toIccs(m) + ": " + moveErrorText(e));
        FUZZ_CHECK(showableText(tree.node(child).comment), "comment is not showable: " + qiyuan::fuzz::shown(tree.node(child).comment));
        pos.makeMove(m);
        path.emplace_back(child, 0);
        ++nodes;
    }
    FUZZ_CHECK(nodes == tree.size(), "the tree has unreachable nodes");

    const int mainLength = int(tree.mainLine().size());
    FUZZ_CHECK(game->badMainPly == -1 || game->badMainPly == mainLength,
               "the main line (" + std::to_string(mainLength) + ") does not stop before the bad move "
                   + std::to_string(game->badMainPly));
    FUZZ_CHECK(game->badMainPly == -1 || game->problem.contains(QLatin1String(" of the main line")),
               "a bad main-line move, and the problem names another: " + s(game->problem));
    if (!game->problem.isEmpty()) {
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(game->problem.toStdString()), "problem is not showable: " + s(game->problem));
        FUZZ_CHECK(game->problem.endsWith(QLatin1Char('.')), "problem is no sentence: " + s(game->problem));
    }
    for (auto it = game->tags.cbegin(); it != game->tags.cend(); ++it) {
        FUZZ_CHECK(!it.value().isEmpty(), "empty tag " + s(it.key()));
        FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(it.value().toStdString()), "tag not showable: " + s(it.value()));
    }

    // Deterministic; a shorter file never reads a different main line.
    const auto again = readXqf(bytes);
    FUZZ_CHECK(again && mainMoves(again->tree) == mainMoves(tree) && again->problem == game->problem
                   && again->tags == game->tags && again->tree.size() == tree.size(),
               "a second reading differs");
    if (size > 0) {
        const auto cut = readXqf(bytes.left(bytes.size() - 1));
        if (cut) {
            const std::vector<Move> whole = mainMoves(tree), part = mainMoves(cut->tree);
            FUZZ_CHECK(part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin()),
                       "the file cut by a byte reads another main line");
        }
    }

    const auto written = writeXqf(*game, &error);
    FUZZ_CHECK(written.has_value(), "cannot write what was read: " + s(error));
    const auto reread = readXqf(*written, &error);
    FUZZ_CHECK(reread.has_value(), "what was written cannot be read: " + s(error));
    FUZZ_CHECK(reread->problem.isEmpty(), "what was written reads with a problem: " + s(reread->problem));
    FUZZ_CHECK(reread->tree.start().fen() == tree.start().fen(), "the written start differs: " + reread->tree.start().fen());
    FUZZ_CHECK(preorder(reread->tree) == preorder(tree), "the written tree differs");
    return 0;
}
