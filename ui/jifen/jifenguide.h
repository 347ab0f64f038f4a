// 积分象棋 in players' words, computed from the active rule set's data
// (engine/jifen/rules.h), never from its name: what each kind may do and
// what its moves score, what a check scores, how turns go and how the game
// is won. The table's legend, the kind chooser, the new-game dialog and the
// one-screen "how to play" all say it with these sentences.
#pragma once

#include "jifen/rules.h"
#include "ui/xiangqi/piecepainter.h"

#include <QDialog>
#include <QString>

namespace qiyuan::ui {

namespace jifenguide {

// "Simple rules (简明)": the rule set as the table names it.
QString ruleSetName(const jifen::RuleSet& rules);
// "Simple rules (简明) — first to 30 points".
QString ruleSetLine(const jifen::RuleSet& rules, int target);
// What a piece of this kind may capture, e.g. "Never captures and gives no check."
QString kindCaptures(const jifen::RuleSet& rules, jifen::Kind kind);
// What each move of a piece of this kind scores, e.g. "Each move: +1 for you."
QString kindScores(const jifen::RuleSet& rules, jifen::Kind kind);
// The same, short, under a kind chooser button: "you +1", "opponent +1", "no points".
QString kindScoresShort(const jifen::RuleSet& rules, jifen::Kind kind);
// What a check scores, e.g. "A check costs you 1 point (instead of the move's points)."
QString checkScores(const jifen::RuleSet& rules);
// When kinds may change and how turns go (several sentences).
QString turns(const jifen::RuleSet& rules);
// How the game is won or drawn.
QString goal(const jifen::RuleSet& rules, int target);
// A kind's line of the legend: "<b>Idle</b> — what it captures. What it scores." (rich text).
QString kindLine(const jifen::RuleSet& rules, jifen::Kind kind);

} // namespace jifenguide

// The one-screen "how to play" of a rule set: shown the first time each rule
// set is opened (JifenTable::startNew) and from Help.
class JifenHowToPlay : public QDialog {
    Q_OBJECT
public:
    JifenHowToPlay(const jifen::RuleSet& rules, int target, PieceStyle style, QWidget* parent = nullptr);
    // Whether this rule set's page was already shown once (QSettings), and marking it.
    static bool seen(const jifen::RuleSet& rules);
    static void markSeen(const jifen::RuleSet& rules);
};

} // namespace qiyuan::ui
