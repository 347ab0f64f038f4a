#include "ucitext.h"

#include "xiangqi/notation.h"

namespace qiyuan::uci {

using namespace qiyuan::xiangqi;

namespace {

// The words of an option line that start a new field.
bool isOptionKeyword(const QString& w)
{
    return w == QLatin1String("name") || w == QLatin1String("type") || w == QLatin1String("default")
        || w == QLatin1String("min") || w == QLatin1String("max") || w == QLatin1String("var");
}

Move parseCoordinates(const QString& text, int firstRank)
{
    int i = 0;
    Square squares[2] = {NoSquare, NoSquare};
    for (Square& s : squares) {
        if (i >= text.size())
            return {};
        const int file = text[i].toLower().unicode() - 'a';
        ++i;
        if (file < 0 || file > 8)
            return {};
        int rank = 0, digits = 0;
        while (i < text.size() && text[i].isDigit() && digits < 2) {
            rank = rank * 10 + text[i].digitValue();
            ++i;
            ++digits;
        }
        rank -= firstRank;
        if (digits == 0 || rank < 0 || rank > 9)
            return {};
        s = makeSquare(file, rank);
    }
    return i == text.size() ? Move{squares[0], squares[1]} : Move{};
}

} // namespace

std::optional<UciOption> parseUciOption(const QString& line)
{
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 5 || words[0] != QLatin1String("option") || words[1] != QLatin1String("name"))
        return std::nullopt;
    UciOption o;
    // Names and values may hold spaces: a field runs until the next keyword.
    // An option name could contain a keyword too, so the name runs to "type".
    int i = 2;
    QStringList name;
    while (i < words.size() && words[i] != QLatin1String("type"))
        name << words[i++];
    if (name.isEmpty() || i + 1 >= words.size())
        return std::nullopt;
    o.name = name.join(QLatin1Char(' '));
    o.type = words[i + 1].toLower();
    static const QStringList types{QStringLiteral("spin"), QStringLiteral("check"), QStringLiteral("combo"),
                                   QStringLiteral("string"), QStringLiteral("button")};
    if (!types.contains(o.type))
        return std::nullopt;
    i += 2;
    bool minSet = false, maxSet = false;
    while (i < words.size()) {
        const QString key = words[i++];
        QStringList value;
        while (i < words.size() && !isOptionKeyword(words[i]))
            value << words[i++];
        const QString v = value.join(QLatin1Char(' '));
        if (key == QLatin1String("default"))
            o.defaultValue = v == QLatin1String("<empty>") ? QString() : v;
        else if (key == QLatin1String("min"))
            o.min = v.toLongLong(&minSet);
        else if (key == QLatin1String("max"))
            o.max = v.toLongLong(&maxSet);
        else if (key == QLatin1String("var") && !v.isEmpty())
            o.choices << v;
    }
    if (o.type == QLatin1String("spin") && (!minSet || !maxSet || o.min > o.max))
        return std::nullopt;
    return o;
}

bool uciOptionAccepts(const UciOption& option, const QString& value)
{
    if (option.type == QLatin1String("spin")) {
        bool ok = false;
        const qint64 v = value.toLongLong(&ok);
        return ok && v >= option.min && v <= option.max;
    }
    if (option.type == QLatin1String("check"))
        return value == QLatin1String("true") || value == QLatin1String("false");
    if (option.type == QLatin1String("combo"))
        return option.choices.contains(value);
    if (option.type == QLatin1String("string"))
        return !value.contains(QLatin1Char('\n'));
    return false; // a button has no value
}

std::optional<UciInfo> parseUciInfo(const QString& line)
{
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.value(0) != QLatin1String("info"))
        return std::nullopt;
    UciInfo info;
    bool depth = false, score = false;
    for (int i = 1; i < words.size(); ++i) {
        const QString& key = words[i];
        const QString next = words.value(i + 1);
        bool ok = true;
        if (key == QLatin1String("string")) {
            return std::nullopt;
        } else if (key == QLatin1String("multipv")) {
            info.multipv = next.toInt(&ok);
            if (ok && info.multipv < 1)
                return std::nullopt;
            ++i;
        } else if (key == QLatin1String("depth")) {
            info.depth = next.toInt(&depth);
            ++i;
        } else if (key == QLatin1String("nodes")) {
            info.nodes = next.toLongLong(&ok);
            ++i;
        } else if (key == QLatin1String("nps")) {
            info.nps = next.toLongLong(&ok);
            ++i;
        } else if (key == QLatin1String("time")) {
            info.timeMs = next.toLongLong(&ok);
            ++i;
        } else if (key == QLatin1String("score") && i + 2 < words.size()) {
            info.mate = next == QLatin1String("mate");
            if (!info.mate && next != QLatin1String("cp"))
                return std::nullopt;
            (info.mate ? info.mateIn : info.score) = words[i + 2].toInt(&score);
            i += 2;
        } else if (key == QLatin1String("pv")) {
            info.pv = words.mid(i + 1);
            break;
        }
        if (!ok)
            return std::nullopt;
    }
    if (!depth || !score || info.depth < 0)
        return std::nullopt;
    if (info.nps == 0 && info.timeMs > 0)
        info.nps = info.nodes * 1000 / info.timeMs;
    return info;
}

Move readUciMove(const Position& pos, const QString& text, int firstRank)
{
    const Move m = parseCoordinates(text, firstRank);
    return !m.isNull() && pos.isLegal(m) ? m : Move{};
}

QString uciMoveText(Move m, int firstRank)
{
    const auto square = [firstRank](Square s) {
        return QChar(QLatin1Char(char('a' + fileOf(s)))) + QString::number(rankOf(s) + firstRank);
    };
    return square(m.from) + square(m.to);
}

std::vector<Move> readUciLine(const Position& pos, const QStringList& moves, int firstRank)
{
    std::vector<Move> line;
    Position p = pos;
    for (const QString& text : moves) {
        const Move m = readUciMove(p, text, firstRank);
        if (m.isNull())
            break;
        line.push_back(m);
        p.makeMove(m);
    }
    return line;
}

int guessFirstRank(const Position& pos, const QStringList& moves, int guess)
{
    const std::size_t zero = readUciLine(pos, moves, 0).size();
    const std::size_t one = readUciLine(pos, moves, 1).size();
    if (zero == one)
        return guess;
    return zero > one ? 0 : 1;
}

QString chineseLine(const Position& pos, const std::vector<Move>& moves)
{
    QStringList words;
    Position p = pos;
    for (const Move m : moves) {
        words << QString::fromStdString(toChinese(p, m));
        p.makeMove(m);
    }
    return words.join(QLatin1Char(' '));
}

QString numberedChineseLine(const Position& pos, const std::vector<Move>& moves)
{
    return numberedLine(pos, moves, [](const Position& p, Move m) { return QString::fromStdString(toChinese(p, m)); });
}

QString numberedLine(const Position& pos, const std::vector<Move>& moves,
                     const std::function<QString(const Position&, Move)>& word)
{
    QStringList words;
    Position p = pos;
    for (const Move m : moves) {
        const bool red = p.sideToMove() == Side::Red;
        if (red || words.isEmpty())
            words << QString::number(p.fullmoveNumber()) + QLatin1Char('.');
        if (!red && words.size() == 1)
            words << QStringLiteral("…");
        words << word(p, m);
        p.makeMove(m);
    }
    return words.join(QLatin1Char(' '));
}

} // namespace qiyuan::uci
