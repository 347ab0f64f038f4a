#include "xqf.h"

#include <QStringDecoder>
#include <QStringEncoder>

#include <array>
#include <cstdint>
#include <vector>

namespace qiyuan::session {

using namespace qiyuan::xiangqi;

namespace {

constexpr qsizetype HeaderSize = 0x400; // the move tree starts here
constexpr int OldestVersion = 0x0A;     // XQStudio 1.0
constexpr int NewestVersion = 0x12;     // XQStudio 1.8
constexpr int LastPlainVersion = 0x0A;  // from 1.1 on the file is encrypted
// Moves kept at most: real files hold tens of thousands; a 64 MiB file of
// 8-byte records could ask for millions of nodes and gigabytes.
constexpr int MaxMoves = 1'000'000;

// Header offsets (docs/XQF.md).
constexpr int OffVersion = 2, OffKeyMask = 3, OffKeyOr = 8, OffKeysSum = 12, OffKeyXY = 13, OffKeyXYf = 14,
              OffKeyXYt = 15, OffPieces = 16, OffWhoPlays = 50, OffResult = 51;

// The 32 pieces of the header, in XQF's order for each side.
constexpr std::array<PieceType, 16> PieceOrder = {Chariot, Horse, Elephant, Advisor, General, Advisor,
                                                  Elephant, Horse, Chariot, Cannon, Cannon, Soldier,
                                                  Soldier, Soldier, Soldier, Soldier};

// What the encryption of versions 1.1 and later subtracts.
struct Keys {
    std::uint8_t piece = 0, from = 0, to = 0;
    std::uint32_t comment = 0;             // from every comment length
    std::array<std::uint8_t, 32> stream{}; // from every byte of the tree, by file offset mod 32
};

// One step of XQStudio's key schedule: (54 k² + 221) · m, mod 256.
std::uint8_t keyStep(unsigned k, unsigned m)
{
    return static_cast<std::uint8_t>((54u * k * k + 221u) * m);
}

Keys keysOf(const unsigned char* h, int version)
{
    Keys k;
    if (version <= LastPlainVersion)
        return k;
    k.piece = keyStep(h[OffKeyXY], h[OffKeyXY]);
    k.from = keyStep(h[OffKeyXYf], k.piece);
    k.to = keyStep(h[OffKeyXYt], k.from);
    k.comment = (h[OffKeysSum] * 256u + h[OffKeyXY]) % 32000u + 767u;
    static constexpr char mask[] = "[(C) Copyright Mr. Dong Shiwei.]";
    for (int i = 0; i < 32; ++i) {
        const auto key = static_cast<std::uint8_t>(h[OffKeyOr + i % 4] | (h[OffKeysSum + i % 4] & h[OffKeyMask]));
        k.stream[size_t(i)] = static_cast<std::uint8_t>(mask[i] & key);
    }
    return k;
}

// XQF numbers a point file * 10 + rank (rank 0 on red's side); 90 and up is off the board.
Square squareOf(int xqf)
{
    return xqf >= 0 && xqf < 90 ? makeSquare(xqf / 10, xqf % 10) : NoSquare;
}

// GBK text (GB18030, its superset) to Unicode: cut at the first NUL, line
// breaks as '\n', other control characters dropped; undecodable bytes become U+FFFD.
class TextDecoder {
public:
    QString decode(QByteArray bytes)
    {
        if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0)
            bytes.truncate(nul);
        if (bytes.isEmpty())
            return {};
        QString text;
        if (gb_.isValid()) {
            gb_.resetState();
            text = gb_.decode(bytes);
        } else {
            text = QString::fromLatin1(bytes); // a Qt without ICU: at least ASCII reads
        }
        text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
        QString out;
        out.reserve(text.size());
        for (const QChar c : text) {
            if (c == QLatin1Char('\r'))
                out += QLatin1Char('\n');
            else if (c == QLatin1Char('\n') || c == QLatin1Char('\t') || (c.unicode() >= 0x20 && c.unicode() != 0x7f))
                out += c;
        }
        return out;
    }

private:
    QStringDecoder gb_{"GB18030"};
};

// One record of the move tree: a move (or, first, the start), its flags and comment.
struct Record {
    int from = 0, to = 0; // XQF point numbers, decrypted
    bool hasNext = false, hasVariation = false;
    QByteArray comment;   // decrypted, still GBK
};

class RecordReader {
public:
    RecordReader(const QByteArray& bytes, int version, const Keys& keys)
        : data_(reinterpret_cast<const unsigned char*>(bytes.constData())), size_(bytes.size()),
          version_(version), keys_(keys)
    {
    }

    qsizetype offset() const { return at_; }
    void seek(qsizetype at) { at_ = at; }

    // Reads the record at offset(); false with *why when the file ends inside it.
    bool read(Record& r, QString* why)
    {
        if (size_ - at_ < 4)
            return cut(why, QStringLiteral("the file ends inside the record"));
        const std::uint8_t b0 = byte(at_), b1 = byte(at_ + 1), tag = byte(at_ + 2);
        at_ += 4;
        r.from = static_cast<std::uint8_t>(b0 - 0x18 - keys_.from);
        r.to = static_cast<std::uint8_t>(b1 - 0x20 - keys_.to);
        qint64 length = 0;
        if (version_ <= LastPlainVersion) {
            // 1.0: next in the high nibble, a variation in the low one, always a length.
            r.hasNext = (tag & 0xf0) != 0;
            r.hasVariation = (tag & 0x0f) != 0;
            if (size_ - at_ < 4)
                return cut(why, QStringLiteral("the file ends inside the record"));
            length = static_cast<std::int32_t>(word(at_));
            at_ += 4;
        } else {
            r.hasNext = (tag & 0x80) != 0;
            r.hasVariation = (tag & 0x40) != 0;
            if (tag & 0x20) {
                if (size_ - at_ < 4)
                    return cut(why, QStringLiteral("the file ends inside the record"));
                length = qint64(static_cast<std::int32_t>(word(at_))) - qint64(keys_.comment);
                at_ += 4;
            }
        }
        r.comment.clear();
        if (length > size_ - at_)
            return cut(why, QStringLiteral("its comment claims %1 bytes, but only %2 are left in the file")
                                .arg(length)
                                .arg(size_ - at_));
        if (length > 0) {
            r.comment.resize(qsizetype(length));
            for (qsizetype i = 0; i < length; ++i)
                r.comment[i] = static_cast<char>(byte(at_ + i));
            at_ += qsizetype(length);
        }
        return true;
    }

private:
    std::uint8_t byte(qsizetype at) const { return static_cast<std::uint8_t>(data_[at] - keys_.stream[size_t(at % 32)]); }
    std::uint32_t word(qsizetype at) const
    {
        return std::uint32_t(byte(at)) | std::uint32_t(byte(at + 1)) << 8 | std::uint32_t(byte(at + 2)) << 16
               | std::uint32_t(byte(at + 3)) << 24;
    }
    bool cut(QString* why, const QString& text)
    {
        *why = text;
        at_ = size_;
        return false;
    }

    const unsigned char* data_;
    qsizetype size_;
    qsizetype at_ = HeaderSize;
    int version_;
    Keys keys_;
};

QString ordinal(int n)
{
    const int tens = n % 100;
    const char* suffix = (tens >= 11 && tens <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return QString::number(n) + QLatin1String(suffix);
}

// Where a record stands: "the main line" or "the variation that leaves the
// main line at ply 41 by its 2nd alternative, then at ply 42 by its 3rd".
// `branches` holds (ply, alternative) for every step off a first
// continuation. Plies count as GameTree::depth does (the first move is ply 1);
// alternatives count the first continuation as the 1st.
QString lineText(const std::vector<std::pair<int, int>>& branches)
{
    if (branches.empty())
        return QStringLiteral("the main line");
    QString text = QStringLiteral("the variation that leaves the main line at ply %1 by its %2 alternative")
                       .arg(branches.front().first)
                       .arg(ordinal(branches.front().second));
    for (size_t i = 1; i < branches.size(); ++i)
        text += QStringLiteral(", then at ply %1 by its %2").arg(branches[i].first).arg(ordinal(branches[i].second));
    return text;
}

QString moveText(int from, int to)
{
    const Square f = squareOf(from), t = squareOf(to);
    if (f == NoSquare || t == NoSquare)
        return QStringLiteral("points %1-%2").arg(from).arg(to);
    return QString::fromStdString(toIccs(Move{f, t}));
}

// A sibling chain of the tree being read: the records that follow one another
// as alternatives after the same node.
struct Frame {
    GameTree::NodeId parent = GameTree::None; // None: the chain is skipped
    int ply = 0;                               // the moves' 0-based index in their line (depth - 1)
    int index = 0;                             // records of the chain read so far
    bool moreSiblings = false;                 // the last record read has a variation after it
    bool madeMove = false;                     // the parent's move was played on the reader's position
    bool onMain = false;                       // the parent is on the main line
};

} // namespace

std::optional<XqfGame> readXqf(const QByteArray& bytes, QString* error)
{
    auto fail = [&](const QString& msg) -> std::optional<XqfGame> {
        if (error)
            *error = msg;
        return std::nullopt;
    };
    if (bytes.size() < 2 || bytes[0] != 'X' || bytes[1] != 'Q')
        return fail(QStringLiteral("this is not an XQF file: it does not start with \"XQ\""));
    if (bytes.size() < HeaderSize)
        return fail(QStringLiteral("the XQF header is cut short: the file has %1 bytes, the header alone %2")
                        .arg(bytes.size())
                        .arg(HeaderSize));
    const auto* h = reinterpret_cast<const unsigned char*>(bytes.constData());
    const int version = h[OffVersion];
    if (version < OldestVersion || version > NewestVersion)
        return fail(QStringLiteral("XQF version 0x%1 is not one this reader knows (0x0A to 0x12, XQStudio 1.0 to 1.8)")
                        .arg(version, 2, 16, QLatin1Char('0')));
    // XQStudio's own check of an encrypted file: its four key bytes add up to 0 mod 256.
    if (version > LastPlainVersion
        && (h[OffKeysSum] + h[OffKeyXY] + h[OffKeyXYf] + h[OffKeyXYt]) % 256 != 0)
        return fail(QStringLiteral("the XQF header is damaged: its key bytes (offsets 12 to 15) do not add up to 0 mod 256"));
    const Keys keys = keysOf(h, version);

    // Step: the tags.
    XqfGame game;
    game.version = version;
    TextDecoder text;
    auto field = [&](int offset, int capacity) {
        const int length = std::min<int>(h[offset], capacity);
        // One line: line breaks and tabs in a name become spaces.
        QString value = text.decode(bytes.mid(offset + 1, length));
        value.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\t'), QLatin1Char(' '));
        return value.trimmed();
    };
    auto tag = [&](const QString& name, const QString& value) {
        if (!value.isEmpty())
            game.tags.insert(name, value);
    };
    const QString title = field(80, 63), matchName = field(208, 63);
    tag(QStringLiteral("Event"), matchName.isEmpty() ? title : matchName);
    if (!matchName.isEmpty() && title != matchName)
        tag(QStringLiteral("Title"), title);
    tag(QStringLiteral("Date"), field(272, 15));
    tag(QStringLiteral("Site"), field(288, 15));
    tag(QStringLiteral("Red"), field(304, 15));
    tag(QStringLiteral("Black"), field(320, 15));
    tag(QStringLiteral("TimeRule"), field(336, 63));
    tag(QStringLiteral("RedTime"), field(400, 15));
    tag(QStringLiteral("BlackTime"), field(416, 15));
    tag(QStringLiteral("Annotator"), field(464, 15));
    tag(QStringLiteral("Author"), field(480, 15));
    static const char* const results[] = {"*", "1-0", "0-1", "1/2-1/2", "1/2-1/2"};
    game.tags.insert(QStringLiteral("Result"), QLatin1String(h[OffResult] <= 4 ? results[h[OffResult]] : "*"));

    // Step: the first record (the start's comment), and a look at the first move.
    RecordReader reader(bytes, version, keys);
    Record root;
    QString why;
    if (!reader.read(root, &why))
        return fail(QStringLiteral("the XQF file is cut short: its first record (the start) is incomplete: ") + why);
    int firstFrom = -1;
    if (root.hasNext) {
        const qsizetype at = reader.offset();
        Record first;
        QString ignored;
        if (reader.read(first, &ignored))
            firstFrom = first.from;
        reader.seek(at);
    }

    // Step: the start position. The pieces' points; version 1.2 and later also
    // rotate their order by the key.
    std::array<int, 32> points{};
    for (int i = 0; i < 32; ++i) {
        const auto raw = static_cast<std::uint8_t>(h[OffPieces + i] - keys.piece);
        if (version >= 0x0C)
            points[size_t((keys.piece + 1 + i) % 32)] = raw;
        else
            points[size_t(i)] = raw;
    }
    Position start;
    start.clear();
    for (int i = 0; i < 32; ++i) {
        const Square sq = squareOf(points[size_t(i)]);
        if (sq == NoSquare)
            continue; // captured, not on the board
        if (start.at(sq) != NoPiece)
            return fail(QStringLiteral("the start position puts two pieces on %1")
                            .arg(QString::fromStdString(squareName(sq))));
        start.put(sq, makePiece(i < 16 ? Side::Red : Side::Black, PieceOrder[size_t(i % 16)]));
    }
    // The first move decides who moves first (several files say red and let
    // black begin); without moves the header's byte says.
    Side toMove = h[OffWhoPlays] == 1 ? Side::Black : Side::Red;
    const Square firstSquare = squareOf(firstFrom);
    const bool firstMoveDecides = firstSquare != NoSquare && isPiece(start.at(firstSquare));
    if (firstMoveDecides)
        toMove = sideOf(start.at(firstSquare));
    start.setSideToMove(toMove);
    start.setClocks(0, 1);
    if (const std::string bad = start.validate(); !bad.empty()) {
        // A header whose side cannot move (puzzle files say red to move while
        // black is in check): the other side moves first when that is legal.
        const std::optional<Side> corrected = firstMoveDecides ? std::nullopt : start.correctedSideToMove();
        if (!corrected)
            return fail(QStringLiteral("the start position is not a legal xiangqi position: %1")
                            .arg(QString::fromStdString(bad)));
        start.setSideToMove(*corrected);
        game.notice = QString::fromStdString(sideToMoveNotice("The file", toMove)) + QLatin1Char('.');
    }

    game.tree = GameTree(start);
    GameTree& tree = game.tree;
    tree.setComment(GameTree::Root, text.decode(root.comment).toStdString());

    // Step: the move tree, in the file's order: a record, then (if it has a
    // next move) its continuation with all the variations inside it, then (if
    // it has a variation) its next sibling. An explicit stack, so that no file
    // can exhaust the call stack.
    Position pos = start;
    std::vector<Frame> frames;
    if (root.hasNext)
        frames.push_back(Frame{.parent = GameTree::Root, .onMain = true});
    // Nodes whose first continuation was bad: nothing may continue them later
    // (an alternative that repeats their move would otherwise do it).
    std::vector<bool> closed(1, false);
    // A move read in chain f would continue the main line: its parent is on
    // the main line and has no continuation yet.
    auto wouldBeMain = [&](const Frame& f) { return f.onMain && tree.node(f.parent).children.empty(); };
    QString mainProblem, otherProblem;
    int problems = 0;
    auto where = [&](int ownIndex) {
        std::vector<std::pair<int, int>> branches;
        for (size_t i = 0; i < frames.size(); ++i) {
            const int index = i + 1 == frames.size() ? ownIndex : frames[i].index - 1;
            if (index > 0)
                branches.emplace_back(frames[i].ply + 1, index + 1);
        }
        return branches;
    };
    auto report = [&](const Frame& f, bool main, const QString& sentence, const QString& move = {}) {
        ++problems;
        if (main && game.badMainPly < 0) {
            game.badMainPly = f.ply;
            game.badMainMove = move;
            mainProblem = sentence;
        } else if (!main && otherProblem.isEmpty()) {
            otherProblem = sentence;
        }
    };
    while (!frames.empty()) {
        Frame& f = frames.back();
        const GameTree::NodeId parent = f.parent;
        const bool skipped = parent == GameTree::None;
        Record r;
        if (!reader.read(r, &why)) {
            if (!skipped) {
                const bool main = wouldBeMain(f);
                report(f, main, QStringLiteral("Ply %1 of %2 cannot be read: %3; %4")
                              .arg(f.ply + 1)
                              .arg(lineText(where(f.index)), why,
                                   main ? QStringLiteral("the main line stops before it.")
                                        : QStringLiteral("the variation is left out from there.")));
            }
            break;
        }
        GameTree::NodeId child = GameTree::None;
        if (!skipped && tree.size() > MaxMoves) {
            report(f, wouldBeMain(f), QStringLiteral("Ply %1 of %2 is not read: the file holds more than %3 moves; reading stops there.")
                          .arg(f.ply + 1)
                          .arg(lineText(where(f.index)))
                          .arg(MaxMoves));
            break;
        }
        if (!skipped) {
            const Move m{squareOf(r.from), squareOf(r.to)};
            const MoveError e = (m.from == NoSquare || m.to == NoSquare) ? MoveError::NotAPieceMove : pos.checkMove(m);
            const bool main = wouldBeMain(f);
            if (e == MoveError::None) {
                child = tree.addUnchecked(f.parent, m);
                closed.resize(size_t(child) + 1, false);
                if (!r.comment.isEmpty())
                    tree.setComment(child, text.decode(r.comment).toStdString());
            } else {
                const QString reason = (m.from == NoSquare || m.to == NoSquare)
                                           ? QStringLiteral("a point is off the board")
                                           : QString::fromStdString(moveErrorText(e));
                // A bad first continuation: the alternatives after it would
                // take its place, so the chain is left out from here on.
                if (tree.node(f.parent).children.empty())
                    closed[size_t(f.parent)] = true;
                report(f, main, QStringLiteral("Ply %1 of %2, %3, is illegal (%4); %5")
                              .arg(f.ply + 1)
                              .arg(lineText(where(f.index)), moveText(r.from, r.to), reason,
                                   main ? QStringLiteral("the main line stops before it.")
                                        : QStringLiteral("it is left out with what follows it.")),
                       m.from == NoSquare || m.to == NoSquare ? QString() : moveText(r.from, r.to));
            }
        }
        ++f.index;
        f.moreSiblings = r.hasVariation;
        if (!skipped && closed[size_t(parent)])
            f.parent = GameTree::None;
        if (r.hasNext) {
            Frame next;
            next.parent = child != GameTree::None && !closed[size_t(child)] ? child : GameTree::None;
            next.ply = f.ply + 1;
            next.onMain = child != GameTree::None && f.onMain && tree.node(parent).children.front() == child;
            if (child != GameTree::None) {
                pos.makeMove(tree.node(child).move);
                next.madeMove = true;
            }
            frames.push_back(next); // f is not used past this point
            continue;
        }
        // The chain goes on with a sibling, or it ends and its parent's does.
        while (!frames.empty() && !frames.back().moreSiblings) {
            if (frames.back().madeMove)
                pos.unmakeMove();
            frames.pop_back();
        }
    }
    if (problems > 0) {
        game.problem = mainProblem.isEmpty() ? otherProblem : mainProblem;
        if (problems > 1) {
            game.problem.chop(1); // the full stop
            game.problem += QStringLiteral(" (%1 more bad moves are left out too).").arg(problems - 1);
        }
    }
    return game;
}


namespace {

// GBK text cut to `capacity` bytes between characters; nullopt when a
// character cannot be written in GBK (GB18030 encodes them all).
std::optional<QByteArray> gbkText(const QString& text, qsizetype capacity)
{
    QStringEncoder gb("GB18030");
    if (!gb.isValid())
        return std::nullopt;
    QByteArray out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const qsizetype n = text[i].isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        const QByteArray c = gb.encode(text.mid(i, n));
        if (gb.hasError())
            return std::nullopt;
        if (out.size() + c.size() > capacity)
            break;
        out += c;
        i += n - 1;
    }
    return out;
}

void putLength(QByteArray& out, std::uint32_t n)
{
    for (int i = 0; i < 4; ++i)
        out += char((n >> (8 * i)) & 0xff);
}

int xqfPoint(Square sq) { return fileOf(sq) * 10 + rankOf(sq); }

} // namespace

std::optional<QByteArray> writeXqf(const XqfGame& game, QString* error)
{
    auto fail = [error](const QString& why) -> std::optional<QByteArray> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!QStringEncoder("GB18030").isValid())
        return fail(QStringLiteral("this Qt build cannot write GBK text, which XQF needs"));
    QByteArray out(HeaderSize, '\0');
    auto* h = reinterpret_cast<unsigned char*>(out.data());
    h[0] = 'X';
    h[1] = 'Q';
    h[OffVersion] = LastPlainVersion; // 1.0: no keys, so the key bytes (all 0) add up to 0

    // The pieces, each into the first free slot of its side and kind; a slot
    // left free is a piece not on the board.
    const Position& start = game.tree.start();
    std::array<std::uint8_t, 32> points;
    points.fill(0xff);
    for (const Square sq : AllSquares) {
        const Piece p = start.at(sq);
        if (!isPiece(p))
            continue;
        const int side = sideOf(p) == Side::Red ? 0 : 16;
        int slot = -1;
        for (int i = 0; i < 16 && slot < 0; ++i)
            if (PieceOrder[size_t(i)] == typeOf(p) && points[size_t(side + i)] == 0xff)
                slot = side + i;
        if (slot < 0)
            return fail(QStringLiteral("the start position has more pieces of one kind than XQF can hold (at %1)")
                            .arg(QString::fromStdString(squareName(sq))));
        points[size_t(slot)] = std::uint8_t(xqfPoint(sq));
    }
    for (int i = 0; i < 32; ++i)
        h[OffPieces + i] = points[size_t(i)];
    h[OffWhoPlays] = start.sideToMove() == Side::Black ? 1 : 0;
    const QString result = game.tags.value(QStringLiteral("Result"));
    h[OffResult] = result == QLatin1String("1-0")       ? 1
                   : result == QLatin1String("0-1")     ? 2
                   : result == QLatin1String("1/2-1/2") ? 3
                                                        : 0;
    // 全局 for the standard start, else 残局 (a set-up).
    h[64] = start.fen() == Position().fen() ? 0 : 3;

    // Header text, as the reader maps it back (docs/XQF.md).
    auto field = [&](int offset, int capacity, const QString& value) {
        const auto bytes = gbkText(value, capacity);
        if (!bytes)
            return false;
        h[offset] = std::uint8_t(bytes->size());
        std::copy(bytes->begin(), bytes->end(), out.begin() + offset + 1);
        return true;
    };
    const QString event = game.tags.value(QStringLiteral("Event"));
    const QString title = game.tags.value(QStringLiteral("Title"));
    bool ok = field(80, 63, title.isEmpty() ? event : title);
    if (!title.isEmpty())
        ok = field(208, 63, event) && ok;
    for (const auto& [offset, capacity, name] :
         std::initializer_list<std::tuple<int, int, const char*>>{
             {272, 15, "Date"}, {288, 15, "Site"}, {304, 15, "Red"}, {320, 15, "Black"}, {336, 63, "TimeRule"},
             {400, 15, "RedTime"}, {416, 15, "BlackTime"}, {464, 15, "Annotator"}, {480, 15, "Author"}})
        ok = field(offset, capacity, game.tags.value(QLatin1String(name))) && ok;
    if (!ok)
        return fail(QStringLiteral("a header text cannot be written in GBK"));

    // The tree, depth first: a record, its continuation with all inside it,
    // then its next alternative. Version 1.0 records: from + 0x18, to + 0x20,
    // tag (0xF0 has next, 0x0F has a variation), reserved, comment length, comment.
    const GameTree& tree = game.tree;
    auto record = [&](GameTree::NodeId id, bool hasVariation) {
        const GameTree::Node& n = tree.node(id);
        const bool root = id == GameTree::Root;
        out += char((root ? 0 : xqfPoint(n.move.from)) + 0x18);
        out += char((root ? 0 : xqfPoint(n.move.to)) + 0x20);
        out += char((n.children.empty() ? 0 : 0xf0) | (hasVariation ? 0x0f : 0));
        out += '\0';
        QStringEncoder gb("GB18030");
        const QByteArray comment = gb.encode(QString::fromStdString(n.comment));
        putLength(out, std::uint32_t(comment.size()));
        out += comment;
    };
    // An explicit stack of alternatives still to write: no file can overflow the call stack.
    struct Pending {
        GameTree::NodeId parent;
        size_t index; // the next child of `parent` to write
    };
    record(GameTree::Root, false);
    std::vector<Pending> stack;
    if (!tree.node(GameTree::Root).children.empty())
        stack.push_back({GameTree::Root, 0});
    while (!stack.empty()) {
        const Pending top = stack.back();
        stack.pop_back();
        const auto& siblings = tree.node(top.parent).children;
        const GameTree::NodeId id = siblings[top.index];
        record(id, top.index + 1 < siblings.size());
        // The alternative comes after this move's continuation: pushed first.
        if (top.index + 1 < siblings.size())
            stack.push_back({top.parent, top.index + 1});
        if (!tree.node(id).children.empty())
            stack.push_back({id, 0});
    }
    return out;
}

} // namespace qiyuan::session
