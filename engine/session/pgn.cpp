// PGN reading and writing for xiangqi; docs/PGN.md describes the format.
#include "pgn.h"

#include "reviewtags.h"
#include "xiangqi/ecco.h"
#include "xiangqi/handicap.h"
#include "xiangqi/notation.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>
#include <QStringEncoder>

#include <string>
#include <vector>

namespace qiyuan::session {

using namespace qiyuan::xiangqi;

namespace {

// Larger inputs are refused rather than read: a PGN of a few thousand games is
// a few megabytes.
constexpr qsizetype MaxFileBytes = 64 * 1024 * 1024;
constexpr int LineWidth = 80;

QString str(const std::string& s) { return QString::fromStdString(s); }

QString lineText(int line) { return QStringLiteral("line %1: ").arg(line); }

// A token quoted for a message: control characters shown, long ones cut.
QString quoted(const QString& token)
{
    QString shown;
    for (const QChar c : token) {
        if (shown.size() >= 40) {
            shown += QStringLiteral("…");
            break;
        }
        if (c.unicode() < 0x20 || c == QChar(0x7f))
            shown += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            shown += c;
    }
    return QLatin1Char('\'') + shown + QLatin1Char('\'');
}

// ---- text decoding ------------------------------------------------------------

// Line breaks are "\n", "\r\n" or a lone "\r" (old Mac files), as the lexer counts them.
template<typename Text>
int lineAt(const Text& text, qsizetype offset)
{
    int line = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
            ++line;
    return line;
}

int lineOfByte(const QByteArray& bytes, qsizetype offset) { return lineAt(bytes, offset); }

// Offset of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray& bytes)
{
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        int len = 0;
        char32_t min = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xe0) == 0xc0) {
            len = 2;
            min = 0x80;
        } else if ((c & 0xf0) == 0xe0) {
            len = 3;
            min = 0x800;
        } else if ((c & 0xf8) == 0xf0) {
            len = 4;
            min = 0x10000;
        } else {
            return i;
        }
        if (i + len > n)
            return i;
        char32_t cp = c & (0x7f >> len);
        for (int k = 1; k < len; ++k) {
            if ((p[i + k] & 0xc0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += len;
    }
    return -1;
}

// Text files hold no control characters besides line breaks and tabs.
bool isControl(QChar c)
{
    const char16_t u = c.unicode();
    return (u < 0x20 && u != '\t' && u != '\n' && u != '\r' && u != '\f' && u != '\v') || u == 0x7f;
}

// Turns the bytes of a file into text: UTF-8 (BOM optional), UTF-16 with a
// BOM, else GB18030 (a superset of GBK and GB2312, common for Chinese PGN).
std::optional<QString> decodeText(const QByteArray& bytes, QString* error)
{
    auto fail = [&](const QString& msg) -> std::optional<QString> {
        if (error)
            *error = msg;
        return std::nullopt;
    };
    if (bytes.isEmpty())
        return fail(QStringLiteral("line 1: the text is empty; no game found"));

    QString text;
    if (bytes.startsWith("\xef\xbb\xbf")) {
        const QByteArray body = bytes.mid(3);
        if (const qsizetype bad = firstInvalidUtf8(body); bad >= 0)
            return fail(lineText(lineOfByte(body, bad))
                        + QStringLiteral("invalid UTF-8 (byte 0x%1) in a file that starts with a UTF-8 byte-order mark")
                              .arg(static_cast<unsigned char>(body[bad]), 2, 16, QLatin1Char('0')));
        text = QString::fromUtf8(body);
    } else if (bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff")) {
        QStringDecoder decoder(bytes.startsWith("\xff\xfe") ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        text = decoder.decode(bytes.mid(2));
        if (decoder.hasError())
            return fail(QStringLiteral("line 1: invalid UTF-16 in a file that starts with a UTF-16 byte-order mark"));
    } else {
        // Control bytes never occur inside UTF-8 or GB18030 multi-byte
        // characters, so the raw bytes can be checked before decoding.
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            const auto c = static_cast<unsigned char>(bytes[i]);
            if (isControl(QChar(c)))
                return fail(lineText(lineOfByte(bytes, i))
                            + QStringLiteral("binary data (byte 0x%1); this is not a PGN text file")
                                  .arg(c, 2, 16, QLatin1Char('0')));
        }
        const qsizetype bad = firstInvalidUtf8(bytes);
        if (bad < 0) {
            text = QString::fromUtf8(bytes);
        } else {
            QStringDecoder gb("GB18030");
            if (!gb.isValid())
                return fail(lineText(lineOfByte(bytes, bad))
                            + QStringLiteral("the text is not UTF-8, and this Qt build cannot decode GB18030/GBK; "
                                             "convert the file to UTF-8"));
            text = gb.decode(bytes);
            if (gb.hasError())
                return fail(lineText(lineOfByte(bytes, bad))
                            + QStringLiteral("the text is neither UTF-8 nor GB18030/GBK (byte 0x%1)")
                                  .arg(static_cast<unsigned char>(bytes[bad]), 2, 16, QLatin1Char('0')));
        }
    }
    // Decoded text is checked too (UTF-16 files).
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (isControl(c))
            return fail(lineText(lineAt(text, i))
                        + QStringLiteral("binary data (character U+%1); this is not a PGN text file")
                              .arg(c.unicode(), 4, 16, QLatin1Char('0')));
        // Qt's UTF-16 decoder lets unpaired surrogates through; they cannot be
        // written back as UTF-8.
        const bool paired = c.isHighSurrogate() ? i + 1 < text.size() && text[i + 1].isLowSurrogate()
                            : c.isLowSurrogate() ? i > 0 && text[i - 1].isHighSurrogate()
                                                 : true;
        if (!paired)
            return fail(lineText(lineAt(text, i))
                        + QStringLiteral("invalid UTF-16 (unpaired surrogate U+%1)").arg(c.unicode(), 4, 16, QLatin1Char('0')));
    }
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    return text;
}

// ---- tokens ---------------------------------------------------------------------

struct Token {
    enum Kind { End, Tag, Comment, Nag, MoveNumber, Result, Word, OpenVariation, CloseVariation, Error };
    Kind kind = End;
    int line = 0;
    qsizetype pos = 0; // where it starts in the text
    QString text;  // tag name, comment, result, word, or the error message
    QString value; // tag value
};

bool isMoveNumberDot(QChar c) { return c == QLatin1Char('.') || c == QChar(0xff0e) || c == QChar(0x3001); }

class Lexer {
public:
    explicit Lexer(const QString& text) : s_(text) {}

    Token next()
    {
        if (!pending_.isEmpty())
            return takePending();
        skipSpace();
        const qsizetype at = i_;
        Token t = scan();
        t.pos = at;
        return t;
    }

private:
    // The token at i_ (white space skipped).
    Token scan()
    {
        Token t;
        t.line = line_;
        if (i_ >= s_.size())
            return t;
        const QChar c = s_[i_];
        if (c == QLatin1Char('['))
            return tag();
        if (c == QLatin1Char('{'))
            return braceComment();
        if (c == QLatin1Char(';')) {
            t.kind = Token::Comment;
            const qsizetype start = ++i_;
            while (i_ < s_.size() && s_[i_] != QLatin1Char('\n') && s_[i_] != QLatin1Char('\r'))
                ++i_;
            t.text = s_.mid(start, i_ - start).trimmed();
            return t;
        }
        if (c == QLatin1Char('(') || c == QLatin1Char(')')) {
            ++i_;
            t.kind = c == QLatin1Char('(') ? Token::OpenVariation : Token::CloseVariation;
            t.text = c;
            return t;
        }
        if (c == QLatin1Char('$')) {
            const qsizetype start = ++i_;
            while (i_ < s_.size() && s_[i_].isDigit() && s_[i_].unicode() < 0x80)
                ++i_;
            if (i_ == start) {
                t.kind = Token::Error;
                t.text = lineText(line_) + QStringLiteral("unknown token '$': a NAG is '$' and a number, like $1");
                return t;
            }
            t.kind = Token::Nag;
            t.text = s_.mid(start - 1, i_ - start + 1);
            return t;
        }
        return word();
    }

private:
    static bool isDelimiter(QChar c)
    {
        return c.isSpace() || c == QLatin1Char('{') || c == QLatin1Char('}') || c == QLatin1Char('(')
               || c == QLatin1Char(')') || c == QLatin1Char('[') || c == QLatin1Char(']') || c == QLatin1Char(';')
               || c == QLatin1Char('$');
    }

    void newline(qsizetype at)
    {
        // "\r\n" counts once, a lone "\r" (old Mac files) too.
        if (s_[at] == QLatin1Char('\n') || (s_[at] == QLatin1Char('\r') && (at + 1 >= s_.size() || s_[at + 1] != QLatin1Char('\n'))))
            ++line_;
    }

    void skipSpace()
    {
        while (i_ < s_.size()) {
            const QChar c = s_[i_];
            // An escape line: '%' in the first column (PGN standard 6).
            if (c == QLatin1Char('%') && (i_ == 0 || s_[i_ - 1] == QLatin1Char('\n') || s_[i_ - 1] == QLatin1Char('\r'))) {
                while (i_ < s_.size() && s_[i_] != QLatin1Char('\n') && s_[i_] != QLatin1Char('\r'))
                    ++i_;
                continue;
            }
            if (!c.isSpace())
                return;
            newline(i_);
            ++i_;
        }
    }

    Token error(int line, const QString& msg)
    {
        Token t;
        t.kind = Token::Error;
        t.line = line;
        t.text = lineText(line) + msg;
        return t;
    }

    // [Name "value"] on one line; value escapes \" and \\.
    Token tag()
    {
        const int line = line_;
        const qsizetype lineEnd = [&] {
            qsizetype e = i_;
            while (e < s_.size() && s_[e] != QLatin1Char('\n') && s_[e] != QLatin1Char('\r'))
                ++e;
            return e;
        }();
        const QString whole = s_.mid(i_, lineEnd - i_);
        auto syntax = [&](const QString& what) {
            i_ = lineEnd;
            return error(line, QStringLiteral("bad tag %1: %2; a tag is written [Name \"value\"]").arg(quoted(whole), what));
        };
        qsizetype j = i_ + 1;
        while (j < lineEnd && (s_[j] == QLatin1Char(' ') || s_[j] == QLatin1Char('\t')))
            ++j;
        const qsizetype nameStart = j;
        while (j < lineEnd && !s_[j].isSpace() && s_[j] != QLatin1Char('"') && s_[j] != QLatin1Char(']')
               && s_[j] != QLatin1Char('['))
            ++j;
        const QString name = s_.mid(nameStart, j - nameStart);
        if (name.isEmpty())
            return syntax(QStringLiteral("the tag name is missing"));
        while (j < lineEnd && (s_[j] == QLatin1Char(' ') || s_[j] == QLatin1Char('\t')))
            ++j;
        if (j >= lineEnd || s_[j] != QLatin1Char('"'))
            return syntax(QStringLiteral("the value of %1 is not in double quotes").arg(name));
        ++j;
        QString value;
        bool closed = false;
        while (j < lineEnd) {
            const QChar c = s_[j++];
            if (c == QLatin1Char('\\') && j < lineEnd && (s_[j] == QLatin1Char('"') || s_[j] == QLatin1Char('\\'))) {
                value += s_[j++];
            } else if (c == QLatin1Char('"')) {
                closed = true;
                break;
            } else {
                value += c;
            }
        }
        if (!closed)
            return syntax(QStringLiteral("the value of %1 has no closing '\"'").arg(name));
        while (j < lineEnd && (s_[j] == QLatin1Char(' ') || s_[j] == QLatin1Char('\t')))
            ++j;
        if (j >= lineEnd || s_[j] != QLatin1Char(']'))
            return syntax(QStringLiteral("the tag %1 is not closed with ']'").arg(name));
        i_ = j + 1;
        Token t;
        t.kind = Token::Tag;
        t.line = line;
        t.text = name;
        t.value = value;
        return t;
    }

    Token braceComment()
    {
        const int line = line_;
        const qsizetype start = ++i_;
        while (i_ < s_.size() && s_[i_] != QLatin1Char('}')) {
            newline(i_);
            ++i_;
        }
        if (i_ >= s_.size())
            return error(line, QStringLiteral("the comment '{' opened here is never closed with '}' (truncated file?)"));
        Token t;
        t.kind = Token::Comment;
        t.line = line;
        t.text = s_.mid(start, i_ - start).trimmed();
        ++i_;
        return t;
    }

    Token word()
    {
        Token t;
        t.line = line_;
        const qsizetype start = i_;
        while (i_ < s_.size() && !isDelimiter(s_[i_]))
            ++i_;
        if (i_ == start) { // a lone '}' or ']'
            ++i_;
            return error(t.line, QStringLiteral("unknown token %1").arg(quoted(s_.mid(start, 1))));
        }
        QString w = s_.mid(start, i_ - start);
        if (w == QLatin1String("*") || w == QLatin1String("1-0") || w == QLatin1String("0-1")
            || w == QLatin1String("1/2-1/2") || w == QStringLiteral("½-½")) {
            t.kind = Token::Result;
            t.text = w == QStringLiteral("½-½") ? QStringLiteral("1/2-1/2") : w;
            return t;
        }
        // A move number: digits and dots ("12.", "12...", also bare "12"),
        // possibly glued to the move that follows ("1.h2e2"). A digit after the
        // dots means a WXF move such as "77.8", not a number.
        qsizetype k = 0;
        while (k < w.size() && w[k].isDigit() && w[k].unicode() < 0x80)
            ++k;
        qsizetype dots = k;
        while (dots < w.size() && isMoveNumberDot(w[dots]))
            ++dots;
        const bool allDots = k == 0 && dots == w.size();
        if (allDots || (k > 0 && (dots == w.size() || (dots > k && !w[dots].isDigit())))) {
            t.kind = Token::MoveNumber;
            t.text = w.left(dots);
            if (dots < w.size()) { // the glued move comes next
                Token rest;
                rest.kind = Token::Word;
                rest.line = t.line;
                rest.text = w.mid(dots);
                pending_.append(rest);
            }
            return t;
        }
        t.kind = Token::Word;
        t.text = w;
        return t;
    }

    Token takePending()
    {
        Token t = pending_.front();
        pending_.removeFirst();
        return t;
    }

    const QString& s_;
    qsizetype i_ = 0;
    int line_ = 1;
    QList<Token> pending_;
};

// ---- results and reasons ------------------------------------------------------------

std::optional<Verdict> verdictFromResult(const QString& text)
{
    const QString v = text.trimmed();
    if (v == QLatin1String("1-0") || v == QStringLiteral("红胜") || v == QStringLiteral("红先胜"))
        return Verdict::RedWins;
    if (v == QLatin1String("0-1") || v == QStringLiteral("黑胜") || v == QStringLiteral("红先负"))
        return Verdict::BlackWins;
    if (v == QLatin1String("1/2-1/2") || v == QStringLiteral("½-½") || v == QStringLiteral("和棋")
        || v == QStringLiteral("红先和"))
        return Verdict::Draw;
    if (v == QLatin1String("*") || v.isEmpty() || v == QStringLiteral("未知") || v == QLatin1String("?"))
        return Verdict::Ongoing;
    return std::nullopt;
}

QString resultToken(Verdict v)
{
    switch (v) {
    case Verdict::RedWins: return QStringLiteral("1-0");
    case Verdict::BlackWins: return QStringLiteral("0-1");
    case Verdict::Draw: return QStringLiteral("1/2-1/2");
    case Verdict::Ongoing: break;
    }
    return QStringLiteral("*");
}

QString verdictWords(Verdict v)
{
    switch (v) {
    case Verdict::RedWins: return QStringLiteral("red wins");
    case Verdict::BlackWins: return QStringLiteral("black wins");
    case Verdict::Draw: return QStringLiteral("a draw");
    case Verdict::Ongoing: break;
    }
    return QStringLiteral("no result");
}

// The reason keyword (as GameResult::reason spells it) a termination comment
// or [Termination] tag stands for, or an empty string.
QString reasonKeyword(const QString& text)
{
    static const QList<QPair<QString, QString>> words = {
        {QStringLiteral("checkmate"), QStringLiteral("checkmate")},
        {QStringLiteral("stalemate"), QStringLiteral("stalemate")},
        {QStringLiteral("perpetual check"), QStringLiteral("perpetual check")},
        {QStringLiteral("perpetual chase"), QStringLiteral("perpetual chase")},
        {QStringLiteral("threefold repetition"), QStringLiteral("threefold repetition")},
        {QStringLiteral("no-capture limit"), QStringLiteral("no-capture limit")},
        {QStringLiteral("resignation"), QStringLiteral("resignation")},
        {QStringLiteral("draw agreement"), QStringLiteral("draw agreement")},
        {QStringLiteral("timeout"), QStringLiteral("timeout")},
        {QStringLiteral("time forfeit"), QStringLiteral("timeout")}, // the PGN standard's Termination value
        {QStringLiteral("将死"), QStringLiteral("checkmate")},
        {QStringLiteral("绝杀"), QStringLiteral("checkmate")},
        {QStringLiteral("困毙"), QStringLiteral("stalemate")},
        {QStringLiteral("长将"), QStringLiteral("perpetual check")},
        {QStringLiteral("长捉"), QStringLiteral("perpetual chase")},
        {QStringLiteral("认输"), QStringLiteral("resignation")},
        {QStringLiteral("议和"), QStringLiteral("draw agreement")},
        {QStringLiteral("超时"), QStringLiteral("timeout")},
    };
    const QString t = text.trimmed().toLower();
    for (const auto& [word, reason] : words)
        if (t == word)
            return reason;
    return {};
}

// ---- moves ------------------------------------------------------------------------------

// "H2-E2" as the xqbase PGN standard writes ICCS moves.
QString iccsForPgn(Move m)
{
    QString s = str(toIccs(m)).toUpper();
    if (s.size() == 4)
        s.insert(2, QLatin1Char('-'));
    return s;
}

// Reads one movetext word in the given format (nullopt: each word's own).
Move parseMoveWord(const Position& pos, const QString& word, std::optional<MoveFormat> format, std::string* error)
{
    const std::string text = word.toStdString();
    if (!format)
        return parseAnyNotation(pos, text, error);
    switch (*format) {
    case MoveFormat::Iccs: {
        QString compact = word.toLower();
        if (compact.size() == 5 && compact[2] == QLatin1Char('-'))
            compact.remove(2, 1);
        const bool shaped = compact.size() == 4 && compact[0] >= QLatin1Char('a') && compact[0] <= QLatin1Char('i')
                            && compact[1].isDigit() && compact[2] >= QLatin1Char('a') && compact[2] <= QLatin1Char('i')
                            && compact[3].isDigit() && compact[1].unicode() < 0x80 && compact[3].unicode() < 0x80;
        if (!shaped) {
            *error = "not an ICCS move (the Format tag says ICCS; ICCS is written like H2-E2 or h2e2)";
            return {};
        }
        const Move m = Position::parseIccs(compact.toStdString());
        if (const MoveError e = pos.checkMove(m); e != MoveError::None) {
            *error = "illegal move: " + moveErrorText(e);
            return {};
        }
        return m;
    }
    case MoveFormat::Wxf:
        return parseWxf(pos, text, error);
    case MoveFormat::Chinese:
        return parseChinese(pos, text, error);
    }
    return {};
}

bool isAnnotationSuffix(QChar c) { return c == QLatin1Char('!') || c == QLatin1Char('?'); }
bool isCheckSuffix(QChar c) { return c == QLatin1Char('+') || c == QLatin1Char('#'); }

// A movetext word as a move in `pos` (null and *why when it is none).
Move readMoveToken(const Position& pos, const QString& text, std::optional<MoveFormat> format, std::string* why)
{
    // Suffixes !, ?, !!, !?, ... annotate the move; they are never part of it.
    QString word = text;
    while (word.size() > 1 && isAnnotationSuffix(word.back()))
        word.chop(1);
    Move m = parseMoveWord(pos, word, format, why);
    if (m.isNull()) {
        // A check mark "+" or "#" after the move (WXF uses '+' itself, so try as written first).
        QString bare = word;
        while (bare.size() > 1 && (isCheckSuffix(bare.back()) || isAnnotationSuffix(bare.back())))
            bare.chop(1);
        if (bare != word) {
            std::string ignored;
            m = parseMoveWord(pos, bare, format, &ignored);
        }
    }
    return m;
}

// ---- the parser -------------------------------------------------------------------------

class Parser {
public:
    // lenient: an illegal or unreadable move does not fail the game; what came
    // before it is kept and the game's `problem` says what and where.
    explicit Parser(const QString& text, bool lenient = false) : lexer_(text), lenient_(lenient) {}

    // The next game, nullopt at the end of the text (error empty) or on an
    // error (error set).
    std::optional<PgnGame> nextGame(QString* error)
    {
        error->clear();
        GameState st;
        for (;;) {
            Token t = take();
            switch (t.kind) {
            case Token::Error:
                *error = t.text;
                return std::nullopt;
            case Token::End:
                if (!st.started())
                    return std::nullopt;
                if (!st.lines.empty())
                    return unclosed(st, error);
                return finish(st, error);
            case Token::Tag:
                if (!st.lines.empty())
                    return unclosed(st, error);
                if (st.inMovetext) { // the next game starts; this one had no result
                    pushBack(t);
                    return finish(st, error);
                }
                // Comments before a game's first tag (between games) belong to no game.
                if (!st.started())
                    st.commentsAfter.clear();
                st.tags.insert(t.text, t.value);
                st.tagLines.insert(t.text, t.line);
                break;
            case Token::Comment:
                if (!st.lines.empty()) {
                    Line& v = st.lines.back();
                    if (v.bad) // a skipped line's comments go with it
                        break;
                    if (v.node == v.branch) // nothing played in it yet
                        v.pending = v.pending.isEmpty() ? t.text : v.pending + QLatin1Char(' ') + t.text;
                    else
                        addTreeComment(st.tree, v.node, t.text);
                } else if (st.mainBad) {
                    // after a bad main-line move (lenient): nothing to attach it to
                } else
                    st.commentsAfter[st.ply()].append(t.text);
                break;
            case Token::Nag:
            case Token::MoveNumber:
                if (!beginMovetext(st, t.line, error))
                    return std::nullopt;
                break;
            case Token::Result:
                if (!beginMovetext(st, t.line, error))
                    return std::nullopt;
                if (!st.lines.empty()) {
                    *error = lineText(t.line) + QStringLiteral("the result %1 stands inside a variation: close it with ')' first").arg(t.text);
                    return std::nullopt;
                }
                st.resultToken = t.text;
                st.resultLine = t.line;
                return finish(st, error);
            case Token::OpenVariation:
                if (!beginMovetext(st, t.line, error) || !openVariation(st, t.line, error))
                    return std::nullopt;
                break;
            case Token::CloseVariation:
                if (st.lines.empty()) {
                    *error = lineText(t.line) + QStringLiteral("')' closes a variation that was never opened with '('");
                    return std::nullopt;
                }
                st.lines.pop_back();
                break;
            case Token::Word:
                if (!beginMovetext(st, t.line, error))
                    return std::nullopt;
                if (st.skipping()) // after a bad move (lenient): the rest of its line goes
                    break;
                if (!(st.lines.empty() ? playWord(st, t, error) : playVariationWord(st, t, error)))
                    return std::nullopt;
                break;
            }
        }
    }

private:
    // A variation being read: its moves go into the tree only.
    struct Line {
        GameTree::NodeId node;  // the last move read in it (at first: where it branches off)
        GameTree::NodeId branch = GameTree::None; // where it branches off
        Position position;      // the position after that move
        int openLine = 0;
        bool bad = false;       // lenient: a bad move; the rest of the variation is skipped
        QString pending;        // a comment right after '(': it goes with the variation's first move
    };

    struct GameState {
        QMap<QString, QString> tags;
        GameTree tree;
        std::vector<GameTree::NodeId> mainNodes; // the tree's node of each main-line move
        std::vector<Line> lines;                 // the open variations, innermost last
        bool mainBad = false;                    // lenient: the main line stopped at a bad move
        QString problem;
        int badMainPly = -1;
        QString badMainMove; // the word of that move
        QString notice; // the FEN tag's side to move was corrected
        bool skipping() const { return lines.empty() ? mainBad : lines.back().bad; }
        QMap<QString, int> tagLines;
        std::map<int, QStringList> commentsAfter; // by ply
        std::optional<Game> game;
        std::optional<MoveFormat> format; // nullopt: each word's own notation
        bool inMovetext = false;
        QString resultToken;
        int resultLine = 0;
        int lastLine = 0;

        int ply() const { return game ? game->ply() : 0; }
        // Comments alone (say after the last game's result) make no game.
        bool started() const { return !tags.isEmpty() || inMovetext; }
    };

    Token take()
    {
        if (!back_.isEmpty()) {
            Token t = back_.front();
            back_.removeFirst();
            return t;
        }
        return lexer_.next();
    }
    void pushBack(const Token& t) { back_.prepend(t); }

    // The tags are complete: check them and set up the start position.
    bool setUp(GameState& st, QString* error)
    {
        if (st.game)
            return true;
        auto tagError = [&](const QString& name, const QString& msg) {
            *error = lineText(st.tagLines.value(name)) + msg;
            return false;
        };
        if (st.tags.contains(QStringLiteral("Game"))) {
            const QString g = st.tags.value(QStringLiteral("Game")).trimmed().toLower();
            if (g != QLatin1String("chinese chess") && g != QLatin1String("xiangqi") && g != QStringLiteral("中国象棋")
                && g != QStringLiteral("象棋"))
                return tagError(QStringLiteral("Game"),
                                QStringLiteral("[Game %1] is not a xiangqi game (expected \"Chinese Chess\")")
                                    .arg(quoted(st.tags.value(QStringLiteral("Game")))));
        }
        if (st.tags.contains(QStringLiteral("Variant"))) {
            const QString v = st.tags.value(QStringLiteral("Variant")).trimmed().toLower();
            if (v != QLatin1String("xiangqi") && v != QLatin1String("chinese chess"))
                return tagError(QStringLiteral("Variant"),
                                QStringLiteral("[Variant %1] is not xiangqi")
                                    .arg(quoted(st.tags.value(QStringLiteral("Variant")))));
        }
        if (st.tags.contains(QStringLiteral("Result"))
            && !verdictFromResult(st.tags.value(QStringLiteral("Result"))))
            return tagError(QStringLiteral("Result"),
                            QStringLiteral("bad Result tag %1: expected 1-0, 0-1, 1/2-1/2 or *")
                                .arg(quoted(st.tags.value(QStringLiteral("Result")))));
        Position start;
        if (st.tags.contains(QStringLiteral("FEN"))) {
            const std::string fen = st.tags.value(QStringLiteral("FEN")).trimmed().toStdString();
            std::string fenError;
            auto pos = Position::fromFen(fen, &fenError);
            if (!pos) {
                // A side to move that cannot move (the other side is in check, as
                // puzzle set-ups have it): the other side, when that is legal.
                auto placed = Position::fromFen(fen, nullptr, Position::FenCheck::Placement);
                const std::optional<Side> corrected = placed ? placed->correctedSideToMove() : std::nullopt;
                if (!corrected)
                    return tagError(QStringLiteral("FEN"), QStringLiteral("bad FEN tag: %1").arg(str(fenError)));
                st.notice = str(sideToMoveNotice("The FEN tag", placed->sideToMove())) + QLatin1Char('.');
                placed->setSideToMove(*corrected);
                pos = placed;
            }
            start = *pos;
        }
        st.format.reset();
        const QString f = st.tags.value(QStringLiteral("Format")).trimmed().toUpper();
        if (f == QLatin1String("ICCS"))
            st.format = MoveFormat::Iccs;
        else if (f == QLatin1String("WXF"))
            st.format = MoveFormat::Wxf;
        else if (f == QLatin1String("CHINESE") || f == QStringLiteral("中文"))
            st.format = MoveFormat::Chinese;
        // Any other value, or none: each word is read in its own notation.
        st.game.emplace(start);
        st.tree = GameTree(start);
        return true;
    }

    // Several comments at one node are joined with a space, as on the main line.
    static void addTreeComment(GameTree& tree, GameTree::NodeId node, const QString& text)
    {
        const std::string existing = tree.node(node).comment;
        const std::string added = text.toStdString();
        tree.setComment(node, existing.empty() ? added : existing + " " + added);
    }

    std::optional<PgnGame> unclosed(const GameState& st, QString* error)
    {
        *error = lineText(st.lines.back().openLine) + QStringLiteral("the variation '(' opened here is never closed with ')'");
        return std::nullopt;
    }

    // "(" : an alternative to the last move of the line it stands in.
    bool openVariation(GameState& st, int line, QString* error)
    {
        const bool inMain = st.lines.empty();
        const GameTree::NodeId last = inMain ? (st.mainNodes.empty() ? GameTree::Root : st.mainNodes.back())
                                             : st.lines.back().node;
        const bool parentBad = st.skipping();
        if (last == GameTree::Root && !parentBad) {
            *error = lineText(line) + QStringLiteral("a variation '(' before any move: it has no move to be an alternative to");
            return false;
        }
        Line v;
        v.openLine = line;
        v.bad = parentBad; // a variation of a line cut short goes with it
        if (!parentBad) {
            v.node = v.branch = st.tree.node(last).parent;
            v.position = st.tree.positionAt(v.node);
        } else {
            v.node = GameTree::Root;
        }
        st.lines.push_back(v);
        return true;
    }

    // A bad move: an error, or (lenient) the rest of its line is skipped and
    // the game says what was wrong.
    bool badMove(GameState& st, const QString& message, QString* error)
    {
        if (!lenient_) {
            *error = message;
            return false;
        }
        if (st.problem.isEmpty())
            st.problem = message;
        if (st.lines.empty()) {
            st.mainBad = true;
            if (st.badMainPly < 0)
                st.badMainPly = st.ply();
        } else {
            st.lines.back().bad = true;
        }
        return true;
    }

    bool playVariationWord(GameState& st, const Token& t, QString* error)
    {
        Line& v = st.lines.back();
        std::string why;
        const Move m = readMoveToken(v.position, t.text, st.format, &why);
        if (m.isNull())
            return badMove(st, lineText(t.line) + QStringLiteral("cannot read %1 in a variation: %2").arg(quoted(t.text), str(why)),
                           error);
        if (const MoveError e = v.position.checkMove(m); e != MoveError::None)
            return badMove(st,
                           lineText(t.line) + QStringLiteral("cannot play %1 in a variation: %2").arg(quoted(t.text), str(moveErrorText(e))),
                           error);
        v.node = st.tree.addUnchecked(v.node, m);
        v.position.makeMove(m);
        if (!v.pending.isEmpty()) {
            addTreeComment(st.tree, v.node, v.pending);
            v.pending.clear();
        }
        return true;
    }

    bool beginMovetext(GameState& st, int line, QString* error)
    {
        st.lastLine = line;
        if (st.inMovetext)
            return true;
        st.inMovetext = true;
        return setUp(st, error);
    }

    bool playWord(GameState& st, const Token& t, QString* error)
    {
        Game& game = *st.game;
        const Side side = game.position().sideToMove();
        const int moveNumber = std::max(1, game.startPosition().fullmoveNumber())
                               + (game.ply() + (game.startPosition().sideToMove() == Side::Black ? 1 : 0)) / 2;
        const QString who = QStringLiteral("move %1 (%2)").arg(moveNumber).arg(side == Side::Red ? QStringLiteral("red") : QStringLiteral("black"));
        if (game.over())
            return badMove(st,
                           lineText(t.line)
                               + QStringLiteral("%1 comes after the end of the game: %2 by %3 after %4 moves")
                                     .arg(quoted(t.text), verdictWords(game.result().verdict), str(game.result().reason))
                                     .arg(game.ply()),
                           error);
        std::string why;
        const Move m = readMoveToken(game.position(), t.text, st.format, &why);
        if (st.badMainPly < 0) // the word of the first bad main-line move, should this be it
            st.badMainMove = t.text;
        if (m.isNull())
            return badMove(st, lineText(t.line) + QStringLiteral("cannot read %1 as %2: %3").arg(quoted(t.text), who, str(why)),
                           error);
        if (const MoveError e = game.play(m); e != MoveError::None)
            return badMove(st,
                           lineText(t.line)
                               + QStringLiteral("cannot play %1 as %2: %3").arg(quoted(t.text), who, str(moveErrorText(e))),
                           error);
        if (st.badMainPly < 0)
            st.badMainMove.clear();
        st.mainNodes.push_back(st.tree.addUnchecked(st.mainNodes.empty() ? GameTree::Root : st.mainNodes.back(), m));
        return true;
    }

    std::optional<PgnGame> finish(GameState& st, QString* error)
    {
        if (!setUp(st, error))
            return std::nullopt;
        Game& game = *st.game;
        // The result: the termination token wins over the tag, but they must agree.
        const QString tagValue = st.tags.value(QStringLiteral("Result"));
        const Verdict tagVerdict = verdictFromResult(tagValue).value_or(Verdict::Ongoing);
        Verdict declared = tagVerdict;
        int declaredLine = st.tagLines.value(QStringLiteral("Result"), st.lastLine);
        if (!st.resultToken.isEmpty()) {
            const Verdict tokenVerdict = *verdictFromResult(st.resultToken);
            if (tokenVerdict != Verdict::Ongoing && tagVerdict != Verdict::Ongoing && tokenVerdict != tagVerdict) {
                *error = lineText(st.resultLine)
                         + QStringLiteral("the result %1 disagrees with the Result tag \"%2\" on line %3")
                               .arg(st.resultToken, tagValue)
                               .arg(st.tagLines.value(QStringLiteral("Result")));
                return std::nullopt;
            }
            if (tokenVerdict != Verdict::Ongoing) {
                declared = tokenVerdict;
                declaredLine = st.resultLine;
            }
        }

        // A known reason in the last comment after the last move ({perpetual
        // check}) is the termination comment, not an annotation; also in a
        // game without moves ({resignation} 0-1), as the writer puts it there.
        PgnGame out;
        QString reasonText;
        if (auto it = st.commentsAfter.find(game.ply()); it != st.commentsAfter.end()
                                                          && !it->second.isEmpty()
                                                          && !reasonKeyword(it->second.back()).isEmpty()) {
            reasonText = it->second.back();
            it->second.removeLast();
        }
        QString reason = reasonKeyword(reasonText);
        if (reason.isEmpty())
            reason = reasonKeyword(st.tags.value(QStringLiteral("Termination")));

        if (game.over()) {
            // The moves decide; the file may only agree.
            if (declared != Verdict::Ongoing && declared != game.result().verdict) {
                *error = lineText(declaredLine)
                         + QStringLiteral("the result %1 contradicts the moves: %2 by %3")
                               .arg(resultToken(declared), verdictWords(game.result().verdict),
                                    str(game.result().reason));
                return std::nullopt;
            }
        } else if (declared == Verdict::Draw) {
            game.agreeDraw();
        } else if (declared != Verdict::Ongoing) {
            const Side loser = declared == Verdict::RedWins ? Side::Black : Side::Red;
            if (reason == QLatin1String("timeout"))
                game.flagFall(loser);
            else
                game.resign(loser);
        } else if (!reasonText.isEmpty()) {
            // An unfinished game ends nothing: the word stays an ordinary comment.
            st.commentsAfter[game.ply()].append(reasonText);
            reasonText.clear();
        }

        out.tags = st.tags;
        out.game = game;
        for (const auto& [ply, list] : st.commentsAfter)
            if (!list.isEmpty())
                out.comments[ply] = list.join(QLatin1Char(' '));
        // The main line's comments live in the tree too (the root's before the first move).
        for (const auto& [ply, text] : out.comments)
            if (ply <= int(st.mainNodes.size()))
                st.tree.setComment(ply == 0 ? GameTree::Root : st.mainNodes[size_t(ply - 1)], text.toStdString());
        out.tree = std::move(st.tree);
        out.problem = st.problem;
        out.badMainPly = st.badMainPly;
        out.badMainMove = st.badMainMove;
        out.notice = st.notice;
        out.terminationComment = !reasonText.isEmpty() ? reasonText
                                 : game.over()         ? str(game.result().reason)
                                                       : QString();
        return out;
    }

    Lexer lexer_;
    QList<Token> back_;
    bool lenient_ = false;
};

std::optional<QList<PgnGame>> readText(const QString& text, QString* err, bool firstOnly, bool lenient)
{
    Parser parser(text, lenient);
    QList<PgnGame> games;
    for (;;) {
        auto game = parser.nextGame(err);
        if (!game) {
            if (!err->isEmpty())
                return std::nullopt;
            break;
        }
        games.append(std::move(*game));
        if (firstOnly)
            break;
    }
    if (games.isEmpty()) {
        const int lines = 1 + static_cast<int>(text.count(QLatin1Char('\n')));
        *err = lineText(lines) + QStringLiteral("no game found (no tags and no moves)");
        return std::nullopt;
    }
    err->clear();
    return games;
}

std::optional<QList<PgnGame>> readGames(const QByteArray& bytes, QString* error, bool firstOnly, bool lenient = false)
{
    QString localError;
    QString* err = error ? error : &localError;
    const auto text = decodeText(bytes, err);
    if (!text)
        return std::nullopt;
    auto games = readText(*text, err, firstOnly, lenient);
    if (games) {
        const TextEncoding encoding = detectTextEncoding(bytes);
        for (PgnGame& g : *games)
            g.encoding = encoding;
    }
    return games;
}

// ---- writing ------------------------------------------------------------------------------

QString escapeTagValue(QString v)
{
    v.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    v.replace(QLatin1Char('"'), QLatin1String("\\\""));
    v.replace(QLatin1Char('\r'), QLatin1Char(' '));
    v.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return v;
}

QString commentToken(QString text)
{
    // PGN has no escape inside braces: a '}' would end the comment early.
    text.replace(QLatin1Char('}'), QChar(0xff5d));
    return QLatin1Char('{') + text.trimmed() + QLatin1Char('}');
}

// Display width: CJK characters take two columns.
int width(const QString& s)
{
    int w = 0;
    for (const QChar c : s)
        w += c.unicode() >= 0x2e80 ? 2 : 1;
    return w;
}

// Greedy wrapping of movetext tokens at LineWidth columns.
QString wrap(const QStringList& tokens)
{
    QString out;
    int column = 0;
    for (const QString& t : tokens) {
        const int lastLineWidth = width(t.section(QLatin1Char('\n'), -1));
        const int firstLineWidth = width(t.section(QLatin1Char('\n'), 0, 0));
        if (column > 0 && column + 1 + firstLineWidth > LineWidth) {
            out += QLatin1Char('\n');
            column = 0;
        }
        if (column > 0) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += t;
        column = t.contains(QLatin1Char('\n')) ? lastLineWidth : column + firstLineWidth;
    }
    return out;
}

} // namespace

QString formatTagValue(MoveFormat format)
{
    switch (format) {
    case MoveFormat::Iccs: return QStringLiteral("ICCS");
    case MoveFormat::Wxf: return QStringLiteral("WXF");
    case MoveFormat::Chinese: return QStringLiteral("Chinese");
    }
    return {};
}

std::optional<PgnGame> readPgn(const QByteArray& bytes, QString* error)
{
    auto games = readGames(bytes, error, true);
    if (!games)
        return std::nullopt;
    return std::move(games->front());
}

std::optional<QList<PgnGame>> readPgnGames(const QByteArray& bytes, QString* error)
{
    return readGames(bytes, error, false);
}

std::optional<QList<PgnGame>> readPgnGamesLenient(const QByteArray& bytes, QString* error)
{
    return readGames(bytes, error, false, true);
}

std::optional<PgnCollection> indexPgnCollection(const QByteArray& bytes, QString* error)
{
    QString localError;
    QString* err = error ? error : &localError;
    auto text = decodeText(bytes, err);
    if (!text)
        return std::nullopt;
    PgnCollection out;
    out.text = std::move(*text);
    out.encoding = detectTextEncoding(bytes);
    Lexer lexer(out.text);
    PgnIndexEntry entry;
    bool started = false, inMovetext = false;
    int depth = 0;
    auto begin = [&](const Token& t) {
        if (started)
            return;
        started = true;
        entry = PgnIndexEntry{};
        entry.start = t.pos;
        entry.line = t.line;
    };
    auto finish = [&](qsizetype end) {
        if (!started)
            return;
        entry.length = end - entry.start;
        entry.setUp = entry.tags.contains(QStringLiteral("FEN"));
        out.games.append(entry);
        started = inMovetext = false;
        depth = 0;
    };
    for (;;) {
        const Token t = lexer.next();
        switch (t.kind) {
        case Token::Error:
            *err = t.text;
            return std::nullopt;
        case Token::End:
            finish(out.text.size());
            if (out.games.isEmpty()) {
                *err = lineText(t.line) + QStringLiteral("no game found (no tags and no moves)");
                return std::nullopt;
            }
            err->clear();
            return out;
        case Token::Tag:
            if (inMovetext) // the next game starts; this one had no result
                finish(t.pos);
            begin(t);
            entry.tags.insert(t.text, t.value);
            break;
        case Token::Word:
            begin(t);
            inMovetext = true;
            if (depth == 0)
                ++entry.moves;
            break;
        case Token::MoveNumber:
        case Token::Nag:
            begin(t);
            inMovetext = true;
            break;
        case Token::OpenVariation:
            begin(t);
            inMovetext = true;
            ++depth;
            break;
        case Token::CloseVariation:
            depth = std::max(0, depth - 1);
            break;
        case Token::Result:
            begin(t);
            if (depth == 0)
                finish(t.pos + t.text.size());
            break;
        case Token::Comment:
            break;
        }
    }
}

std::optional<PgnGame> readIndexedGame(const PgnCollection& collection, int index, QString* error, bool lenient)
{
    QString localError;
    QString* err = error ? error : &localError;
    if (index < 0 || index >= collection.games.size()) {
        *err = QStringLiteral("no game %1 in the collection").arg(index + 1);
        return std::nullopt;
    }
    const PgnIndexEntry& e = collection.games.at(index);
    auto games = readText(collection.text.mid(e.start, e.length), err, true, lenient);
    if (!games) {
        *err = QStringLiteral("game %1 (from line %2): %3").arg(index + 1).arg(e.line).arg(*err);
        return std::nullopt;
    }
    games->front().encoding = collection.encoding;
    return std::move(games->front());
}

namespace {
// The movetext of a whole tree, or of the main line and its comments alone.
void writeTree(const GameTree& tree, MoveFormat format, QStringList* tokens);
void writeMainLine(const PgnGame& pgn, MoveFormat format, QStringList* tokens);
} // namespace

QByteArray writePgn(const PgnGame& pgn, MoveFormat format)
{
    const Game& game = pgn.game;
    const Position& start = game.startPosition();
    const bool standardStart = start.fen() == std::string(Position::StartFen);

    QString out;
    auto tag = [&](const QString& name, const QString& value) {
        out += QStringLiteral("[%1 \"%2\"]\n").arg(name, escapeTagValue(value));
    };
    // The seven-tag roster in its order, "?" for what is unknown.
    tag(QStringLiteral("Game"), QStringLiteral("Chinese Chess"));
    const QStringList roster = {QStringLiteral("Event"), QStringLiteral("Site"), QStringLiteral("Date"),
                                QStringLiteral("Round"), QStringLiteral("Red"), QStringLiteral("Black")};
    for (const QString& name : roster) {
        const QString v = pgn.tags.value(name);
        tag(name, !v.isEmpty() ? v : name == QLatin1String("Date") ? QStringLiteral("????.??.??") : QStringLiteral("?"));
    }
    tag(QStringLiteral("Result"), resultToken(game.result().verdict));
    const QStringList produced = {QStringLiteral("Game"), QStringLiteral("Result"), QStringLiteral("Variant"),
                                  QStringLiteral("FEN"), QStringLiteral("SetUp"), QStringLiteral("Format")};
    // The opening's ECCO class, for a game from the start with moves, unless
    // the file already names its opening (its classifier may know more classes).
    // Among the other tags in name order, as a file that has them is written.
    QMap<QString, QString> others = pgn.tags;
    if (standardStart && !game.moves().empty() && !others.contains(QStringLiteral("ECCO"))
        && !others.contains(QStringLiteral("Opening"))) {
        if (const auto opening = xiangqi::classifyOpening(start, game.moves())) {
            others.insert(QStringLiteral("ECCO"), str(opening->code));
            others.insert(QStringLiteral("Opening"), str(opening->name));
            if (!opening->variation.empty() && !others.contains(QStringLiteral("Variation")))
                others.insert(QStringLiteral("Variation"), str(opening->variation));
        }
    }
    // A handicap start (让子) by its players' name, unless the file names one.
    if (const auto* h = xiangqi::handicapOfFen(start.fen()); h && !others.contains(QStringLiteral("Handicap")))
        others.insert(QStringLiteral("Handicap"), QString::fromUtf8(h->chinese.data(), qsizetype(h->chinese.size())));
    for (auto it = others.cbegin(); it != others.cend(); ++it)
        if (!roster.contains(it.key()) && !produced.contains(it.key()) && !it.key().isEmpty())
            tag(it.key(), it.value());
    tag(QStringLiteral("Variant"), QStringLiteral("xiangqi"));
    if (!standardStart) {
        tag(QStringLiteral("SetUp"), QStringLiteral("1"));
        tag(QStringLiteral("FEN"), str(start.fen()));
    }
    tag(QStringLiteral("Format"), formatTagValue(format));
    out += QLatin1Char('\n');

    QStringList tokens;
    const GameTree& tree = pgn.tree;
    std::vector<Move> treeMain;
    for (const GameTree::NodeId n : tree.mainLine())
        treeMain.push_back(tree.node(n).move);
    if (tree.size() > 1 && treeMain == game.moves() && tree.start().fen() == start.fen()) {
        writeTree(tree, format, &tokens);
    } else {
        writeMainLine(pgn, format, &tokens);
    }
    if (game.over()) {
        const QString reason = !pgn.terminationComment.isEmpty() ? pgn.terminationComment : str(game.result().reason);
        if (!reason.isEmpty())
            tokens << commentToken(reason);
    }
    tokens << resultToken(game.result().verdict);
    out += wrap(tokens);
    out += QLatin1Char('\n');
    QByteArray bytes = encodeText(out, pgn.encoding);
    // GB18030 bytes that also happen to be valid UTF-8 would be read back as
    // UTF-8 (other characters): such a text is written as UTF-8 instead.
    if (pgn.encoding == TextEncoding::Gb18030 && detectTextEncoding(bytes) != TextEncoding::Gb18030)
        bytes = encodeText(out, TextEncoding::Utf8);
    return bytes;
}

TextEncoding detectTextEncoding(const QByteArray& bytes)
{
    if (bytes.startsWith("\xef\xbb\xbf"))
        return TextEncoding::Utf8Bom;
    if (bytes.startsWith("\xff\xfe"))
        return TextEncoding::Utf16LE;
    if (bytes.startsWith("\xfe\xff"))
        return TextEncoding::Utf16BE;
    return firstInvalidUtf8(bytes) < 0 ? TextEncoding::Utf8 : TextEncoding::Gb18030;
}

QByteArray encodeText(const QString& text, TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8: break;
    case TextEncoding::Utf8Bom: return QByteArray("\xef\xbb\xbf") + text.toUtf8();
    case TextEncoding::Utf16LE:
    case TextEncoding::Utf16BE: {
        const bool le = encoding == TextEncoding::Utf16LE;
        QStringEncoder utf16(le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        return QByteArray(le ? "\xff\xfe" : "\xfe\xff") + QByteArray(utf16.encode(text));
    }
    case TextEncoding::Gb18030: {
        // GB18030 encodes every Unicode character; without a codec (a Qt built
        // without ICU) the text stays UTF-8, which every reader here accepts.
        QStringEncoder gb("GB18030");
        if (gb.isValid()) {
            QByteArray out = gb.encode(text);
            if (!gb.hasError())
                return out;
        }
        break;
    }
    }
    return text.toUtf8();
}

namespace {

QString moveText(const Position& pos, Move m, MoveFormat format)
{
    switch (format) {
    case MoveFormat::Iccs: return iccsForPgn(m);
    case MoveFormat::Wxf: return str(toWxf(pos, m));
    case MoveFormat::Chinese: return str(toChinese(pos, m));
    }
    return {};
}

// The move number of the move played in `pos`, `ply` moves after the start.
int moveNumberAt(const Position& start, int ply)
{
    return std::max(1, start.fullmoveNumber()) + (ply + (start.sideToMove() == Side::Black ? 1 : 0)) / 2;
}

// One move with its number where PGN wants one (red's moves; black's at the
// start of a line or after a comment or a variation) and its comment.
void writeMove(const GameTree& tree, GameTree::NodeId n, const Position& pos, int ply, bool needNumber, MoveFormat format,
               QStringList* tokens)
{
    const int number = moveNumberAt(tree.start(), ply);
    if (pos.sideToMove() == Side::Red)
        *tokens << QStringLiteral("%1.").arg(number);
    else if (needNumber)
        *tokens << QStringLiteral("%1...").arg(number);
    *tokens << moveText(pos, tree.node(n).move, format);
}

bool hasComment(const GameTree& tree, GameTree::NodeId n)
{
    return !QString::fromStdString(tree.node(n).comment).trimmed().isEmpty();
}

// The line that continues after `from` (its first children), each move
// followed by its comment and then by the alternatives to it, in parentheses.
void writeLine(const GameTree& tree, GameTree::NodeId from, Position pos, int ply, bool needNumber, MoveFormat format,
               QStringList* tokens)
{
    for (GameTree::NodeId n = from; !tree.node(n).children.empty(); ++ply) {
        const std::vector<GameTree::NodeId>& kids = tree.node(n).children;
        const GameTree::NodeId main = kids.front();
        writeMove(tree, main, pos, ply, needNumber, format, tokens);
        if (const int nag = hasComment(tree, main) ? reviewNag(tree.node(main).comment) : 0)
            *tokens << QStringLiteral("$%1").arg(nag);
        needNumber = false;
        if (hasComment(tree, main)) {
            *tokens << commentToken(QString::fromStdString(tree.node(main).comment));
            needNumber = true;
        }
        for (size_t k = 1; k < kids.size(); ++k) {
            QStringList variation;
            writeMove(tree, kids[k], pos, ply, true, format, &variation);
            if (hasComment(tree, kids[k]))
                variation << commentToken(QString::fromStdString(tree.node(kids[k]).comment));
            Position after = pos;
            after.makeMove(tree.node(kids[k]).move);
            writeLine(tree, kids[k], after, ply + 1, hasComment(tree, kids[k]), format, &variation);
            variation.front().prepend(QLatin1Char('('));
            variation.back().append(QLatin1Char(')'));
            *tokens << variation;
            needNumber = true;
        }
        pos.makeMove(tree.node(main).move);
        n = main;
    }
}

void writeTree(const GameTree& tree, MoveFormat format, QStringList* tokens)
{
    const bool rootComment = hasComment(tree, GameTree::Root);
    if (rootComment)
        *tokens << commentToken(QString::fromStdString(tree.node(GameTree::Root).comment));
    writeLine(tree, GameTree::Root, tree.start(), 0, true, format, tokens);
}

void writeMainLine(const PgnGame& pgn, MoveFormat format, QStringList* tokens_)
{
    QStringList& tokens = *tokens_;
    const Game& game = pgn.game;
    const Position& start = game.startPosition();
    auto comment = [&](int ply) {
        if (auto it = pgn.comments.find(ply); it != pgn.comments.end() && !it->second.trimmed().isEmpty()) {
            tokens << commentToken(it->second);
            return true;
        }
        return false;
    };
    bool needNumber = comment(0);
    Position pos = start;
    int number = std::max(1, start.fullmoveNumber());
    for (int ply = 0; ply < game.ply(); ++ply) {
        const Move m = game.moves()[ply];
        if (pos.sideToMove() == Side::Red)
            tokens << QStringLiteral("%1.").arg(number);
        else if (ply == 0 || needNumber)
            tokens << QStringLiteral("%1...").arg(number);
        tokens << moveText(pos, m, format);
        if (pos.sideToMove() == Side::Black)
            ++number;
        pos.makeMove(m);
        needNumber = comment(ply + 1);
    }
}

} // namespace

std::optional<QByteArray> readGameFile(const QString& path, QString* error)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot open: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    if (file.size() > MaxFileBytes) {
        if (error)
            *error = QStringLiteral("%1: too large for a game file (%2 bytes)").arg(name).arg(file.size());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = QStringLiteral("%1: cannot read: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    return bytes;
}

namespace {

void prefixFileName(const QString& path, QString* error)
{
    if (error)
        *error = QFileInfo(path).fileName() + QStringLiteral(": ") + *error;
}

} // namespace

std::optional<PgnGame> loadPgnFile(const QString& path, QString* error)
{
    const auto bytes = readGameFile(path, error);
    if (!bytes)
        return std::nullopt;
    auto game = readPgn(*bytes, error);
    if (!game)
        prefixFileName(path, error);
    return game;
}

std::optional<PgnGame> loadPgnFileLenient(const QString& path, QString* error)
{
    const auto bytes = readGameFile(path, error);
    if (!bytes)
        return std::nullopt;
    auto games = readGames(*bytes, error, true, true); // the first game only, as loadPgnFile
    if (games && games->isEmpty()) {
        games.reset();
        if (error)
            *error = QStringLiteral("no game in the file");
    }
    if (!games) {
        prefixFileName(path, error);
        return std::nullopt;
    }
    return games->first();
}

std::optional<QList<PgnGame>> loadPgnFileGames(const QString& path, QString* error)
{
    const auto bytes = readGameFile(path, error);
    if (!bytes)
        return std::nullopt;
    auto games = readPgnGames(*bytes, error);
    if (!games)
        prefixFileName(path, error);
    return games;
}

bool savePgnFile(const QString& path, const PgnGame& game, MoveFormat format, QString* error)
{
    return writeGameFile(path, writePgn(game, format), error);
}

bool writeGameFile(const QString& path, const QByteArray& bytes, QString* error)
{
    const QString name = QFileInfo(path).fileName();
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's buffered flush can report success after a short
    // write (file size limit, full disk); each write's count is checked here.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = QStringLiteral("%1: cannot save: %2").arg(name, file.errorString());
        return false;
    }
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            if (error)
                *error = QStringLiteral("%1: cannot save: %2 (%3 of %4 bytes written); the old file is kept")
                             .arg(name, file.errorString())
                             .arg(done)
                             .arg(bytes.size());
            file.cancelWriting();
            return false;
        }
        done += n;
    }
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot save: %2").arg(name, file.errorString());
        return false;
    }
    if (error)
        error->clear();
    return true;
}

} // namespace qiyuan::session
