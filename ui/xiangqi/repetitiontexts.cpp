// The words of a repetition verdict (XQ-3, the Asian rules' chapter 4): who
// loses or that it is a draw, the rule, and the pieces, in the player's language.
#include "xiangqitable.h"

namespace qiyuan::ui {

namespace {

using Verdict = RepetitionVerdict;

// "Red's chariot on file 5" / "红方五路车": each side counts the files from its
// own right, as the board's coordinates show them.
QString pieceOnFile(const Verdict::Piece& p)
{
    const bool red = QChar::fromLatin1(p.piece).isUpper();
    const int file = red ? 9 - p.file : p.file + 1;
    QString type;
    switch (QChar::fromLatin1(p.piece).toLower().toLatin1()) {
    case 'k': type = red ? XiangqiTable::tr("General", "red piece") : XiangqiTable::tr("General", "black piece"); break;
    case 'a': type = red ? XiangqiTable::tr("Advisor", "red piece") : XiangqiTable::tr("Advisor", "black piece"); break;
    case 'b': type = red ? XiangqiTable::tr("Elephant", "red piece") : XiangqiTable::tr("Elephant", "black piece"); break;
    case 'n': type = red ? XiangqiTable::tr("Horse", "red piece") : XiangqiTable::tr("Horse", "black piece"); break;
    case 'r': type = red ? XiangqiTable::tr("Chariot", "red piece") : XiangqiTable::tr("Chariot", "black piece"); break;
    case 'c': type = red ? XiangqiTable::tr("Cannon", "red piece") : XiangqiTable::tr("Cannon", "black piece"); break;
    default: type = red ? XiangqiTable::tr("Soldier", "red piece") : XiangqiTable::tr("Soldier", "black piece"); break;
    }
    //: Red's file numbers 1 to 9 as the board's coordinates write them (red counts from its right), space-separated
    const QStringList redFiles = XiangqiTable::tr("1 2 3 4 5 6 7 8 9").split(QLatin1Char(' '));
    const QString redFile = redFiles.size() == 9 ? redFiles.at(file - 1) : QString::number(file);
    //: A red piece where the board's coordinates show it: %1 the file as red counts it, %2 the piece
    return red ? XiangqiTable::tr("Red's %2 on file %1").arg(redFile, type)
               //: A black piece where the board's coordinates show it: %1 the file as black counts it (1-9 from black's right), %2 the piece
               : XiangqiTable::tr("Black's %2 on file %1").arg(QString::number(file), type);
}

QString pieceList(const Verdict& v, bool red, bool chased)
{
    QStringList names;
    for (const Verdict::Piece& p : v.pieces)
        if (QChar::fromLatin1(p.piece).isUpper() == red && (p.role == Verdict::Role::Chased) == chased)
            names << pieceOnFile(p);
    //: Joins pieces that took turns, e.g. "Red's Cannon on file 2 and Red's Horse on file 3"
    return names.join(XiangqiTable::tr(" and "));
}

// Why the loser's chase is forbidden, by the article that decided.
QString chaseRule(int article)
{
    switch (article) {
    case 15:
    case 26: return XiangqiTable::tr("a Cannon may not chase a Chariot, even a protected one");
    case 19: return XiangqiTable::tr("a Chariot held by a Horse may not be chased at all");
    case 20: return XiangqiTable::tr("a Horse may not chase a Chariot, even a protected one");
    case 18: return XiangqiTable::tr("a Chariot may not chase an unprotected Cannon");
    case 23: return XiangqiTable::tr("a Chariot may not chase an unprotected Horse");
    case 24: return XiangqiTable::tr("attacking a like piece that cannot take back is a chase, not an exchange");
    case 25: return XiangqiTable::tr("a Cannon may not chase an unprotected Horse, Advisor, Elephant or crossed Soldier");
    case 27: return XiangqiTable::tr("a Chariot pinned on its line may not be chased");
    case 33: return XiangqiTable::tr("two pieces may not take turns chasing one piece");
    case 34: return XiangqiTable::tr("a protector that cannot really take back protects nothing");
    case 36: return XiangqiTable::tr("offering an exchange on the way does not excuse the chase");
    default: return XiangqiTable::tr("an unprotected piece may not be chased on every move");
    }
}

// What the rules allowed when neither side broke one (a draw).
QString allowedRule(int article)
{
    switch (article) {
    //: 一将一捉
    case 12: return XiangqiTable::tr("one check and one chase in turn are allowed");
    case 16:
    case 32: return XiangqiTable::tr("chasing different pieces in turn is allowed");
    case 17: return XiangqiTable::tr("a Chariot may chase a protected Cannon");
    case 24: return XiangqiTable::tr("offering to exchange like for like is allowed");
    case 25: return XiangqiTable::tr("a Soldier that has not crossed the river may be chased");
    case 27: return XiangqiTable::tr("a pinned piece threatens nothing");
    case 28: return XiangqiTable::tr("the General may chase");
    case 29: return XiangqiTable::tr("a Soldier may chase");
    case 35: return XiangqiTable::tr("attacking a protected piece is no chase");
    default: return {};
    }
}

//: Names the rule book after a verdict: %1 the article of the Asian Xiangqi Federation's rules
QString articleNote(int article) { return XiangqiTable::tr("(Asian rules, article %1)").arg(article); }

} // namespace

QString repetitionExplanation(const RepetitionVerdict& v)
{
    const bool redLost = v.by == "red";
    const QString loser = redLost ? XiangqiTable::tr("Red") : XiangqiTable::tr("Black");
    switch (v.kind) {
    case Verdict::Kind::Check:
        if (v.by.empty())
            //: 双方长将
            return XiangqiTable::tr("Both sides checked on every move of the repetition: a draw %1.")
                .arg(articleNote(v.article));
        //: 长将: %1 the side, %2 the checking pieces, %3 the rule book's article
        return XiangqiTable::tr("%1 loses: %2 gave check on every move of the repetition; perpetual check loses %3.")
            .arg(loser, pieceList(v, redLost, false), articleNote(v.article));
    case Verdict::Kind::Both:
        //: One side checks perpetually, the other chases: %1 the checking side, %2 its pieces, %3 the other side's chasing pieces, %4 the article
        return XiangqiTable::tr("%1 loses: %2 gave check on every move of the repetition while %3 chased; perpetual "
                                "check loses, even against a perpetual chase %4.")
            .arg(loser, pieceList(v, redLost, false), pieceList(v, !redLost, false), articleNote(v.article));
    case Verdict::Kind::Chase:
        if (v.by.empty())
            //: 双方长捉
            return XiangqiTable::tr("Both sides chased on every move of the repetition: a draw %1.")
                .arg(articleNote(v.article));
        //: 长捉: %1 the side, %2 the chasing pieces, %3 the chased piece, %4 the rule, %5 the article
        return XiangqiTable::tr("%1 loses: %2 chased %3 on every move of the repetition; %4 %5.")
            .arg(loser, pieceList(v, redLost, false), pieceList(v, !redLost, true), chaseRule(v.article),
                 articleNote(v.article));
    case Verdict::Kind::None:
        break;
    }
    const QString allowed = allowedRule(v.article);
    if (allowed.isEmpty())
        return XiangqiTable::tr("Draw: the same position occurred three times and neither side broke a rule.");
    //: %1 what the rules allowed, %2 the article
    return XiangqiTable::tr("Draw: the same position occurred three times and neither side broke a rule; %1 %2.")
        .arg(allowed, articleNote(v.article));
}

std::optional<RepetitionVerdict> endingRepetition(const xiangqi::Game& game)
{
    if (!game.over() || game.records().empty())
        return {};
    return game.records().back().repetition;
}

QList<BoardWidget::RuleMark> repetitionMarks(const RepetitionVerdict& v)
{
    QList<BoardWidget::RuleMark> marks;
    for (const Verdict::Piece& p : v.pieces)
        marks.append({xiangqi::makeSquare(p.file, p.rank), p.role != Verdict::Role::Chased});
    return marks;
}

} // namespace qiyuan::ui
