#include "reviewtags.h"

#include <cmath>
#include <cstdio>
#include <regex>

namespace qiyuan::session {

using xiangqi::GameTree;

namespace {

constexpr int Mate = 31000; // ai::Mate: the review's scores follow ai.h
constexpr int MateBound = Mate - 128;

std::string trimmed(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

// The tags' own text, removed from a comment: the mark first, then [%eval] and [%best].
const std::regex& tagPattern()
{
    static const std::regex re(R"(^\s*(\?\?|\?!|\?)?\s*\[%eval ([^\]]+)\](?:\s*\[%best ([a-i][0-9][a-i][0-9])\])?\s*)");
    return re;
}

} // namespace

int reviewNag(const std::string& comment)
{
    std::smatch m;
    if (!std::regex_search(comment, m, tagPattern()) || !m[1].matched)
        return 0;
    const std::size_t marks = std::size_t(m.length(1)); // "?!" and "??" are two long: the second tells them apart
    return marks == 1 ? 2 : comment[std::size_t(m.position(1)) + 1] == '?' ? 4 : 6;
}

std::string evalText(int cp)
{
    if (cp >= MateBound || cp <= -MateBound) {
        const int plies = Mate - std::abs(cp);
        const int moves = (plies + 1) / 2;
        return cp > 0 ? "#" + std::to_string(moves) : "#-" + std::to_string(moves);
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", cp / 100.0);
    return buf;
}

std::optional<int> parseEval(const std::string& text)
{
    const std::string t = trimmed(text);
    if (t.empty())
        return std::nullopt;
    if (t[0] == '#') {
        try {
            const int moves = std::stoi(t.substr(1));
            const int plies = std::max(1, std::abs(moves) * 2 - 1);
            return moves >= 0 ? Mate - plies : -(Mate - plies);
        } catch (...) {
            return std::nullopt;
        }
    }
    try {
        std::size_t used = 0;
        const double pawns = std::stod(t, &used);
        if (used != t.size() || !std::isfinite(pawns) || std::abs(pawns) > 300)
            return std::nullopt;
        return int(std::lround(pawns * 100));
    } catch (...) {
        return std::nullopt;
    }
}

void addReviewTags(GameTree& tree, const std::vector<ReviewTag>& tags)
{
    takeReviewTags(tree); // one review at a time
    std::vector<GameTree::NodeId> line{GameTree::Root};
    for (GameTree::NodeId n : tree.mainLine())
        line.push_back(n);
    for (std::size_t p = 0; p < tags.size() && p < line.size(); ++p) {
        const ReviewTag& t = tags[p];
        if (!t.eval)
            continue;
        std::string text = t.mark.empty() ? std::string() : t.mark + " ";
        text += "[%eval " + evalText(*t.eval) + "]";
        if (!t.best.empty())
            text += " [%best " + t.best + "]";
        const std::string own = trimmed(tree.node(line[p]).comment);
        tree.setComment(line[p], own.empty() ? text : text + " " + own);
    }
}

std::vector<ReviewTag> takeReviewTags(GameTree& tree)
{
    std::vector<GameTree::NodeId> line{GameTree::Root};
    for (GameTree::NodeId n : tree.mainLine())
        line.push_back(n);
    std::vector<ReviewTag> tags(line.size());
    bool any = false;
    for (std::size_t p = 0; p < line.size(); ++p) {
        const std::string comment = tree.node(line[p]).comment;
        std::smatch m;
        if (!std::regex_search(comment, m, tagPattern()))
            continue;
        const auto eval = parseEval(m[2].str());
        if (!eval)
            continue;
        tags[p] = {eval, m[3].str(), m[1].str()};
        any = true;
        tree.setComment(line[p], trimmed(m.suffix().str()));
    }
    if (!any)
        return {};
    return tags;
}

} // namespace qiyuan::session
