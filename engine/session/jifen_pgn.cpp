#include "jifen_pgn.h"
#include "pgn.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

namespace qiyuan::session {

using namespace qiyuan::jifen;

namespace {

constexpr int LineWidth = 80;

QString str(const std::string& s) { return QString::fromStdString(s); }

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

bool isResultToken(const QString& t)
{
    return t == QLatin1String("1-0") || t == QLatin1String("0-1") || t == QLatin1String("1/2-1/2")
        || t == QLatin1String("*");
}

Verdict verdictOf(const QString& token)
{
    if (token == QLatin1String("1-0"))
        return Verdict::RedWins;
    if (token == QLatin1String("0-1"))
        return Verdict::BlackWins;
    if (token == QLatin1String("1/2-1/2"))
        return Verdict::Draw;
    return Verdict::Ongoing;
}

// A token quoted for a message: long ones cut, control characters shown.
QString quoted(const QString& token)
{
    QString shown;
    for (const QChar c : token.left(24))
        shown += c.isPrint() ? QString(c) : QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
    if (token.size() > 24)
        shown += QStringLiteral("…");
    return QLatin1Char('\'') + shown + QLatin1Char('\'');
}

QString escaped(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('"'), QLatin1String("\\\""));
    value.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return value;
}

const QRegularExpression& tagPattern()
{
    static const QRegularExpression re(QStringLiteral(R"re(^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$)re"));
    return re;
}

const QStringList rosterTags = {QStringLiteral("Event"), QStringLiteral("Site"), QStringLiteral("Date"),
                                QStringLiteral("Round"), QStringLiteral("Red"), QStringLiteral("Black")};
const QStringList producedTags = {QStringLiteral("Game"), QStringLiteral("Variant"), QStringLiteral("SetUp"),
                                  QStringLiteral("FEN"), QStringLiteral("Result")};

} // namespace

QString jifenVariantOf(const QByteArray& head)
{
    static const QRegularExpression variantTag(QStringLiteral(R"(\[\s*Variant\s+"([^"]*)\")"));
    const auto m = variantTag.match(QString::fromUtf8(head));
    if (!m.hasMatch())
        return {};
    const QString key = m.captured(1).trimmed().toLower();
    return findRuleSet(key.toStdString()) ? key : QString();
}

QByteArray writeJifenPgn(const JifenPgnGame& pgn)
{
    const Game& game = pgn.game;
    QString out;
    auto tag = [&out](const QString& name, const QString& value) {
        out += QStringLiteral("[%1 \"%2\"]\n").arg(name, escaped(value));
    };
    tag(QStringLiteral("Game"), QStringLiteral("Scoring Xiangqi"));
    for (const QString& name : rosterTags)
        tag(name, pgn.tags.value(name, QStringLiteral("?")));
    tag(QStringLiteral("Result"), resultToken(game.result().verdict));
    for (auto it = pgn.tags.constBegin(); it != pgn.tags.constEnd(); ++it)
        if (!rosterTags.contains(it.key()) && !producedTags.contains(it.key()))
            tag(it.key(), it.value());
    tag(QStringLiteral("Variant"), str(std::string(game.rules().key)));
    const std::string startFen = game.startPosition().fen();
    if (startFen != Position(game.rules()).fen()) {
        tag(QStringLiteral("SetUp"), QStringLiteral("1"));
        tag(QStringLiteral("FEN"), str(startFen));
    }
    out += QLatin1Char('\n');

    // Movetext: the round number before red's turn (a turn may hold two moves
    // and an `end` in the contest rules), wrapped at 80 columns.
    QStringList tokens;
    int round = game.startPosition().fullmoveNumber();
    const auto& effects = game.effects();
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const Side actor = effects[i].actor;
        const bool newTurn = i == 0 || effects[i - 1].actor != actor;
        if (newTurn && actor == Side::Red) {
            if (i > 0)
                ++round;
            tokens << QStringLiteral("%1.").arg(round);
        } else if (i == 0) {
            tokens << QStringLiteral("%1...").arg(round);
        }
        tokens << str(actionText(game.actions()[i]));
    }
    if (game.over())
        tokens << QStringLiteral("{%1}").arg(str(game.result().reason).replace(QLatin1Char('}'), QLatin1Char(')')));
    tokens << resultToken(game.result().verdict);
    QString line;
    for (const QString& t : tokens) {
        if (!line.isEmpty() && line.size() + 1 + t.size() > LineWidth) {
            out += line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + t;
    }
    out += line + QLatin1Char('\n');
    return out.toUtf8();
}

std::optional<JifenPgnGame> readJifenPgn(const QByteArray& input, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<JifenPgnGame> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QByteArray bytes = input;
    if (bytes.startsWith("\xef\xbb\xbf"))
        bytes.remove(0, 3);
    if (bytes.contains('\0'))
        return fail(QStringLiteral("not a PGN text: it contains binary data"));
    const QString text = QString::fromUtf8(bytes);
    if (text.contains(QChar::ReplacementCharacter))
        return fail(QStringLiteral("not UTF-8 text: 积分象棋 PGN files are written in UTF-8"));
    const QStringList lines = text.split(QLatin1Char('\n'));

    // Tags, up to the first line of movetext.
    QMap<QString, QString> tags;
    QMap<QString, int> tagLine;
    int lineNo = 0;
    for (; lineNo < lines.size(); ++lineNo) {
        const QString line = lines[lineNo].trimmed();
        if (line.isEmpty())
            continue;
        if (!line.startsWith(QLatin1Char('[')))
            break;
        const auto m = tagPattern().match(line);
        if (!m.hasMatch())
            return fail(QStringLiteral("line %1: not a tag: %2 (expected [Name \"value\"])")
                            .arg(lineNo + 1)
                            .arg(quoted(line)));
        QString value = m.captured(2);
        value.replace(QLatin1String("\\\""), QLatin1String("\"")).replace(QLatin1String("\\\\"), QLatin1String("\\"));
        // Two Variant tags would make the game's rule set depend on which one
        // is read (jifenVariantOf takes the first): refused.
        if (m.captured(1) == QLatin1String("Variant") && tags.contains(m.captured(1)))
            return fail(QStringLiteral("line %1: a second [Variant] tag (the first is on line %2)")
                            .arg(lineNo + 1)
                            .arg(tagLine.value(m.captured(1))));
        tags.insert(m.captured(1), value);
        tagLine.insert(m.captured(1), lineNo + 1);
    }
    if (tags.isEmpty() && lineNo >= lines.size())
        return fail(QStringLiteral("no game: the text is empty"));
    if (!tags.contains(QStringLiteral("Variant")))
        return fail(QStringLiteral("no [Variant] tag: a 积分象棋 game names its rule set "
                                   "(jifen-simple, jifen-match or jifen-contest)"));
    const QString variant = tags.value(QStringLiteral("Variant")).trimmed().toLower();
    const RuleSet* rules = findRuleSet(variant.toStdString());
    if (!rules)
        return fail(QStringLiteral("line %1: unknown rule set %2 in the Variant tag "
                                   "(expected jifen-simple, jifen-match or jifen-contest)")
                        .arg(tagLine.value(QStringLiteral("Variant")))
                        .arg(quoted(tags.value(QStringLiteral("Variant")))));
    Position start(*rules);
    if (tags.contains(QStringLiteral("FEN"))) {
        std::string why;
        const auto p = Position::fromFen(*rules, tags.value(QStringLiteral("FEN")).toStdString(), &why);
        if (!p)
            return fail(QStringLiteral("line %1: bad FEN: %2").arg(tagLine.value(QStringLiteral("FEN"))).arg(str(why)));
        start = *p;
    }
    const QString tagResult = tags.value(QStringLiteral("Result"), QStringLiteral("*")).trimmed();
    if (!isResultToken(tagResult))
        return fail(QStringLiteral("line %1: bad Result tag %2 (expected 1-0, 0-1, 1/2-1/2 or *)")
                        .arg(tagLine.value(QStringLiteral("Result")))
                        .arg(quoted(tagResult)));

    JifenPgnGame out;
    out.tags = tags;
    out.game = Game(start);
    QString lastComment;
    QString tokenResult;
    static const QRegularExpression moveNumber(QStringLiteral(R"(^\d+\.+)"));
    int actionsRead = 0;
    // The movetext: up to the result token or the next game's tags.
    for (; lineNo < lines.size() && tokenResult.isEmpty(); ++lineNo) {
        if (lines[lineNo].trimmed().startsWith(QLatin1Char('[')))
            break;
        // lineNo moves on inside a comment that spans lines.
        qsizetype i = 0;
        while (i < lines[lineNo].size() && tokenResult.isEmpty()) {
            const QChar c = lines[lineNo][i];
            if (c.isSpace()) {
                ++i;
                continue;
            }
            if (c == QLatin1Char(';'))
                break;
            if (c == QLatin1Char('{')) {
                // A comment, possibly over several lines.
                const int opened = lineNo + 1;
                QString comment;
                qsizetype j = i + 1;
                while (true) {
                    const qsizetype close = lines[lineNo].indexOf(QLatin1Char('}'), j);
                    if (close >= 0) {
                        comment += lines[lineNo].mid(j, close - j);
                        i = close + 1;
                        break;
                    }
                    comment += lines[lineNo].mid(j) + QLatin1Char(' ');
                    if (++lineNo >= lines.size())
                        return fail(QStringLiteral("line %1: the comment is never closed with }").arg(opened));
                    j = 0;
                }
                lastComment = comment.trimmed();
                continue;
            }
            if (c == QLatin1Char('('))
                return fail(QStringLiteral("line %1: variations ( … ) are not supported in 积分象棋 games")
                                .arg(lineNo + 1));
            qsizetype end = i;
            while (end < lines[lineNo].size() && !lines[lineNo][end].isSpace()
                   && lines[lineNo][end] != QLatin1Char('{') && lines[lineNo][end] != QLatin1Char(';'))
                ++end;
            QString token = lines[lineNo].mid(i, end - i);
            i = end;
            if (isResultToken(token)) {
                tokenResult = token;
                break;
            }
            token.remove(moveNumber);
            if (token.isEmpty())
                continue;
            std::string why;
            const auto action = parseAction(token.toStdString(), &why);
            if (!action)
                return fail(QStringLiteral("line %1: %2 is %3").arg(lineNo + 1).arg(quoted(token), str(why)));
            if (const Refusal r = out.game.play(*action))
                return fail(QStringLiteral("line %1: action %2 (number %3) is illegal: %4")
                                .arg(lineNo + 1)
                                .arg(quoted(token))
                                .arg(actionsRead + 1)
                                .arg(str(refusalText(r))));
            ++actionsRead;
            lastComment.clear();
        }
    }
    if (!tokenResult.isEmpty() && tagResult != QLatin1String("*") && tokenResult != tagResult)
        return fail(QStringLiteral("the Result tag says %1 but the movetext ends with %2").arg(tagResult, tokenResult));
    const QString declared = tokenResult.isEmpty() || tokenResult == QLatin1String("*") ? tagResult : tokenResult;
    const Verdict declaredVerdict = verdictOf(declared);
    Game& game = out.game;
    if (game.over()) {
        // The engine decides; a file that claims another result is wrong.
        if (declaredVerdict != Verdict::Ongoing && declaredVerdict != game.result().verdict)
            return fail(QStringLiteral("the result %1 contradicts the moves, which end the game: %2 %3")
                            .arg(declared, resultToken(game.result().verdict), str(game.result().reason)));
    } else if (declaredVerdict == Verdict::Draw) {
        game.agreeDraw();
    } else if (declaredVerdict != Verdict::Ongoing) {
        const Side loser = declaredVerdict == Verdict::RedWins ? Side::Black : Side::Red;
        if (lastComment == QLatin1String("timeout"))
            game.flagFall(loser);
        else
            game.resign(loser);
    }
    return out;
}

std::optional<JifenPgnGame> loadJifenPgnFile(const QString& path, QString* error)
{
    const auto bytes = readGameFile(path, error);
    if (!bytes)
        return std::nullopt;
    QString why;
    auto game = readJifenPgn(*bytes, &why);
    if (!game && error)
        *error = QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), why);
    return game;
}

bool saveJifenPgnFile(const QString& path, const JifenPgnGame& game, QString* error)
{
    const QString name = QFileInfo(path).fileName();
    QSaveFile file(path);
    const QByteArray bytes = writeJifenPgn(game);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        if (error)
            *error = QStringLiteral("%1: cannot save: %2; the old file is kept").arg(name, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot save: %2; the old file is kept").arg(name, file.errorString());
        return false;
    }
    return true;
}

} // namespace qiyuan::session
