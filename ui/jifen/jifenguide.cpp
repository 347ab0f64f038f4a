#include "jifenguide.h"

#include "kindchooser.h"
#include "kindpainter.h"
#include "ui/gamenames.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace qiyuan::ui {

using jifen::Kind;
using jifen::RuleSet;

namespace jifenguide {

namespace {
QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}
} // namespace

QString ruleSetName(const RuleSet& rules)
{
    //: A scoring xiangqi rule set, e.g. "Simple rules" (简明规则)
    return JifenHowToPlay::tr("%1 rules").arg(GameNames::variant(rules.key));
}

QString ruleSetLine(const RuleSet& rules, int target)
{
    //: The rule set and the target score, e.g. "Simple rules — first to 30 points"
    return JifenHowToPlay::tr("%1 — first to %n point(s)", nullptr, target).arg(ruleSetName(rules));
}

QString kindCaptures(const RuleSet& rules, Kind kind)
{
    QStringList spared; // kinds in use this kind may not capture
    int capturable = 0, used = 0;
    for (const Kind victim : jifen::AllKinds) {
        if (!rules.uses(victim))
            continue;
        ++used;
        if (rules.mayCapture(kind, victim))
            ++capturable;
        else
            spared << kindDisplayName(victim).toLower();
    }
    QString out;
    if (capturable == 0)
        //: An idle piece (闲子): SC-1, a piece that may not capture gives no check
        out = JifenHowToPlay::tr("Never captures, so it gives no check.");
    else if (capturable == used)
        out = JifenHowToPlay::tr("Captures as in xiangqi.");
    else
        //: %1: the kinds it may not capture, e.g. "small"
        out = JifenHowToPlay::tr("Captures as in xiangqi, but never a %1 piece.").arg(spared.join(JifenHowToPlay::tr(" or ")));
    if (rules.kingPieceCaptureWins && kind == Kind::King)
        out = joinSentences({out, JifenHowToPlay::tr("Capturing any king piece wins the game at once.")});
    return out;
}

QString kindScores(const RuleSet& rules, Kind kind)
{
    const jifen::Points p = rules.movePoints[std::size_t(jifen::index(kind))];
    QStringList parts;
    if (p.own != 0)
        //: Points a move gives the side that moved, e.g. "+1 for you"
        parts << JifenHowToPlay::tr("%1 for you").arg(signedNumber(p.own));
    if (p.opponent != 0)
        parts << JifenHowToPlay::tr("%1 for your opponent").arg(signedNumber(p.opponent));
    if (parts.isEmpty())
        return JifenHowToPlay::tr("Its moves score nothing.");
    //: e.g. "Each move: +1 for you."
    return JifenHowToPlay::tr("Each move: %1.").arg(parts.join(JifenHowToPlay::tr(", ")));
}

QString kindScoresShort(const RuleSet& rules, Kind kind)
{
    const jifen::Points p = rules.movePoints[std::size_t(jifen::index(kind))];
    QStringList parts;
    if (p.own != 0)
        //: Under a kind chooser button: each move of the piece gives you these points
        parts << JifenHowToPlay::tr("you %1").arg(signedNumber(p.own));
    if (p.opponent != 0)
        //: Under a kind chooser button: each move of the piece gives your opponent these points
        parts << JifenHowToPlay::tr("opponent %1").arg(signedNumber(p.opponent));
    if (parts.isEmpty())
        return JifenHowToPlay::tr("no points");
    return parts.join(JifenHowToPlay::tr(", "));
}

QString checkScores(const RuleSet& rules)
{
    if (!rules.checkPoints)
        return JifenHowToPlay::tr("A check scores like any other move.");
    const jifen::Points p = *rules.checkPoints;
    QStringList parts;
    if (p.own < 0)
        parts << JifenHowToPlay::tr("costs you %n point(s)", nullptr, -p.own);
    else if (p.own > 0)
        parts << JifenHowToPlay::tr("gives you %n point(s)", nullptr, p.own);
    if (p.opponent > 0)
        parts << JifenHowToPlay::tr("gives your opponent %n point(s)", nullptr, p.opponent);
    if (parts.isEmpty())
        return JifenHowToPlay::tr("A check scores nothing.");
    //: %1 e.g. "gives your opponent 2 points"; 将军 replaces the move's own points
    return JifenHowToPlay::tr("A check %1, instead of the move's points.").arg(parts.join(JifenHowToPlay::tr(" and ")));
}

QString turns(const RuleSet& rules)
{
    QStringList out;
    out << JifenHowToPlay::tr("Pieces move as in xiangqi and every piece starts normal; a piece's kind, shown on its face, "
              "changes only what it may capture and what its moves score.");
    if (rules.kindChanges == jifen::KindChanges::AnyMove)
        out << JifenHowToPlay::tr("After each move you may change the kind of the piece you moved (a box opens beside it; "
                  "Enter keeps the kind). The move scores by the kind the piece had when it moved.");
    else
        out << JifenHowToPlay::tr("From the game's first capture on (that capture included), you may change the kind of the piece "
                  "you moved (a box opens beside it; Enter keeps the kind). The move scores by the kind the piece "
                  "had when it moved.");
    if (rules.turns == jifen::TurnOrder::ContestOpening)
        out << JifenHowToPlay::tr("Red's first turn is one move and may not capture. Until the game's first capture a turn may "
                  "have two moves: after the first, make a second or press End turn; a capture or a check ends "
                  "the turn at once. From the first capture on, a turn is one move.");
    else
        out << JifenHowToPlay::tr("Each turn is one move.");
    return joinSentences(out);
}

QString kindLine(const RuleSet& rules, Kind kind)
{
    return QStringLiteral("<b>%1</b> — %2")
        .arg(kindDisplayName(kind).toHtmlEscaped(),
             joinSentences({kindCaptures(rules, kind), kindScores(rules, kind)}).toHtmlEscaped());
}

QString goal(const RuleSet& rules, int target)
{
    //: 困毙: the side to move has no legal move
    return JifenHowToPlay::tr("Reach %1 points first, or checkmate or stalemate (困毙) your opponent, to win. Scores can go "
              "below zero. %2 moves without a result are a draw.")
        .arg(target)
        .arg(rules.plyLimit);
}

} // namespace jifenguide

JifenHowToPlay::JifenHowToPlay(const RuleSet& rules, int target, PieceStyle style, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("jifenHowToPlay"));
    //: Title of the one-screen introduction to a scoring xiangqi rule set
    setWindowTitle(tr("How to play: %1").arg(jifenguide::ruleSetName(rules)));
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(QStringLiteral("<b>%1</b>").arg(jifenguide::ruleSetLine(rules, target).toHtmlEscaped()), this);
    heading->setObjectName(QStringLiteral("howToPlayRules"));
    layout->addWidget(heading);
    auto paragraph = [&](const QString& text, const char* name) {
        auto* l = new QLabel(text, this);
        l->setWordWrap(true);
        l->setObjectName(QLatin1String(name));
        layout->addWidget(l);
    };
    paragraph(jifenguide::turns(rules), "howToPlayTurns");
    auto* kinds = new QGridLayout;
    kinds->setHorizontalSpacing(10);
    const xiangqi::Piece sample = xiangqi::makePiece(xiangqi::Side::Red, xiangqi::Chariot);
    int row = 0;
    for (const Kind k : jifen::AllKinds) {
        if (!rules.uses(k))
            continue;
        auto* icon = new QLabel(this);
        icon->setPixmap(KindPainter::icon(sample, k, style, 36, devicePixelRatioF()));
        auto* text = new QLabel(jifenguide::kindLine(rules, k), this);
        text->setWordWrap(true);
        text->setObjectName(QStringLiteral("howToPlayKind_%1").arg(QLatin1Char(jifen::kindLetter(k))));
        kinds->addWidget(icon, row, 0);
        kinds->addWidget(text, row, 1);
        ++row;
    }
    kinds->setColumnStretch(1, 1);
    layout->addLayout(kinds);
    paragraph(jifenguide::checkScores(rules), "howToPlayCheck");
    paragraph(jifenguide::goal(rules, target), "howToPlayGoal");
    paragraph(tr("This page is in Help → How to Play whenever the table is open."), "howToPlayWhere");
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

bool JifenHowToPlay::seen(const RuleSet& rules)
{
    return QSettings().value(QStringLiteral("jifen/howToPlaySeen/") + QString::fromUtf8(rules.key.data(), qsizetype(rules.key.size())))
        .toBool();
}

void JifenHowToPlay::markSeen(const RuleSet& rules)
{
    QSettings().setValue(QStringLiteral("jifen/howToPlaySeen/") + QString::fromUtf8(rules.key.data(), qsizetype(rules.key.size())),
                         true);
}

} // namespace qiyuan::ui
