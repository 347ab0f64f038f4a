// qiyuan-bench-xqf: XQF files decoded per second by session::readXqf (header,
// decryption, GBK text, the whole move tree played through the rules), from
// memory on one thread. --dump prints what each file holds instead, --moves
// also its main line in Chinese notation with the comments. See
// bench/README.md.
#include "session/xqf.h"
#include "xiangqi/notation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <string>
#include <vector>

using namespace qiyuan;

namespace {

int usage(const char* why)
{
    std::fprintf(stderr, "%s\nusage: qiyuan-bench-xqf [--seconds S] [--dump | --moves] [FILE-or-DIR...]\n"
                         "  (default: the files of %s; S CPU seconds, default 3)\n",
                 why, QIYUAN_XQF_DIR);
    return 2;
}

struct Input {
    QString name;
    QByteArray bytes;
};

bool addPath(const QString& path, std::vector<Input>& inputs)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        const QStringList names = dir.entryList({QStringLiteral("*.xqf"), QStringLiteral("*.XQF")}, QDir::Files, QDir::Name);
        for (const QString& name : names)
            if (!addPath(dir.filePath(name), inputs))
                return false;
        return true;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(path));
        return false;
    }
    inputs.push_back({info.fileName(), file.readAll()});
    return true;
}

void dump(const Input& in, bool verbose)
{
    QString error;
    const auto game = session::readXqf(in.bytes, &error);
    if (!game) {
        std::printf("%s: refused: %s\n", qPrintable(in.name), qPrintable(error));
        return;
    }
    const auto& tree = game->tree;
    const auto main = tree.mainLine();
    std::string moves;
    for (size_t i = 0; i < main.size() && i < 12; ++i) {
        if (i > 0)
            moves += ' ';
        moves += xiangqi::toIccs(tree.node(main[i]).move);
    }
    std::printf("%s: version 0x%02X, main line %zu, variations %d, comments %d, bad main ply %d\n  fen %s\n  moves %s\n",
                qPrintable(in.name), game->version, main.size(), tree.variationCount(), tree.commentCount(),
                game->badMainPly, tree.start().fen().c_str(), moves.c_str());
    for (auto it = game->tags.cbegin(); it != game->tags.cend(); ++it)
        std::printf("  [%s \"%s\"]\n", qPrintable(it.key()), qPrintable(it.value()));
    if (!game->problem.isEmpty())
        std::printf("  problem: %s\n", qPrintable(game->problem));
    if (!verbose)
        return;
    // The main line in Chinese notation with its comments, to check by hand.
    if (const std::string& c = tree.node(xiangqi::GameTree::Root).comment; !c.empty())
        std::printf("  {%s}\n", c.c_str());
    xiangqi::Position pos = tree.start();
    for (size_t i = 0; i < main.size(); ++i) {
        const auto& node = tree.node(main[i]);
        std::printf("  %zu. %s %s", i + 1, xiangqi::toIccs(node.move).c_str(), xiangqi::toChinese(pos, node.move).c_str());
        if (!node.comment.empty())
            std::printf(" {%s}", node.comment.c_str());
        std::printf("\n");
        pos.makeMove(node.move);
    }
}

} // namespace

int main(int argc, char** argv)
{
    double seconds = 3.0;
    bool dumpOnly = false, moves = false;
    std::vector<Input> inputs;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = std::atof(argv[++i]);
            if (!(seconds > 0))
                return usage("--seconds takes a positive number");
        } else if (std::strcmp(argv[i], "--dump") == 0) {
            dumpOnly = true;
        } else if (std::strcmp(argv[i], "--moves") == 0) {
            dumpOnly = moves = true;
        } else if (argv[i][0] == '-') {
            return usage("unknown option");
        } else if (!addPath(QString::fromLocal8Bit(argv[i]), inputs)) {
            return 2;
        }
    }
    if (inputs.empty() && !addPath(QStringLiteral(QIYUAN_XQF_DIR), inputs))
        return 2;
    if (inputs.empty())
        return usage("no XQF files found");
    if (dumpOnly) {
        for (const Input& in : inputs)
            dump(in, moves);
        return 0;
    }

    qint64 bytes = 0;
    for (const Input& in : inputs)
        bytes += in.bytes.size();
    // CPU time of this thread's process: on a shared machine the wall clock
    // also counts the time other programs had the core.
    using Clock = std::chrono::steady_clock;
    const auto wallBegin = Clock::now();
    const std::clock_t begin = std::clock();
    const auto cpuSeconds = [&] { return double(std::clock() - begin) / CLOCKS_PER_SEC; };
    long long files = 0, rounds = 0, nodes = 0;
    while (cpuSeconds() < seconds) {
        for (const Input& in : inputs) {
            const auto game = session::readXqf(in.bytes);
            nodes += game ? game->tree.size() : 0;
            ++files;
        }
        ++rounds;
    }
    const double cpu = cpuSeconds();
    const double wall = std::chrono::duration<double>(Clock::now() - wallBegin).count();
    std::printf("%zu files (%lld bytes, %lld tree nodes a round), %lld rounds in %.2f CPU s (%.2f s wall)\n",
                inputs.size(), bytes, nodes / std::max(rounds, 1LL), rounds, cpu, wall);
    std::printf("%.0f files/s, %.1f MB/s, %.2f M tree nodes/s (per CPU second)\n", double(files) / cpu,
                double(bytes) * double(rounds) / cpu / 1e6, double(nodes) / cpu / 1e6);
    return 0;
}
