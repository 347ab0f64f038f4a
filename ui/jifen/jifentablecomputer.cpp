// The 积分象棋 table against the computer: its seat's thinking shown, hints.
#include "jifentable.h"
#include "ai/draw_offer.h"
#include "kindchooser.h"
#include "kindpainter.h"
#include "session/jifen_pgn.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ai/ai.h"
#include <QLabel>
#include <QProgressBar>

namespace qiyuan::ui {

using namespace qiyuan::jifen;
using xiangqi::Square;

void JifenTable::watchComputer()
{
    for (int seat : {0, 1})
        if (auto* c = qobject_cast<match::ComputerSeat*>(match_->seat(seat)))
            connect(c->thinker(), &match::Thinker::progress, this, [this](const ai::Progress& p) {
                thinkingDepth_ = p.depth;
                turn_->setText(turnText());
            });
}

void JifenTable::newComputerGame(const RuleSet& rules, xiangqi::Side human, int level, TimeControl tc)
{
    auto computer = std::make_unique<match::ComputerSeat>(level);
    const bool red = human == xiangqi::Side::Red;
    board_->setFlipped(!red); // the human's side at the bottom
    startMatch(Position(rules), tc, red ? nullptr : std::move(computer), red ? std::move(computer) : nullptr);
}

xiangqi::Side JifenTable::computerSide() const
{
    const int person = match_->personVsComputer();
    return person == 0 ? xiangqi::Side::Black : person == 1 ? xiangqi::Side::Red : xiangqi::Side::Black;
}

int JifenTable::computerLevel() const
{
    for (int seat : {0, 1})
        if (const auto* c = qobject_cast<const match::ComputerSeat*>(match_->seat(seat)))
            return c->level();
    return 0;
}

bool JifenTable::hintPending() const
{
    return hinter_ && hinter_->running();
}

void JifenTable::stopThinking()
{
    if (hinter_)
        hinter_->stop();
    thinkingDepth_ = 0;
    if (thinkingBar_)
        thinkingBar_->hide();
}

void JifenTable::showHint()
{
    if (game().over() || pending_ || computerToAct() || hintPending() || !PlayPolicy::hints(playWay()))
        return;
    match::ThinkOptions hint;
    hint.level = ai::MaxLevel;
    hint.hint = true;
    hinter_->run(match::thinkJob(match_->referee(), match_->toAct(), hint));
    setStatus([] { return tr("Looking for a good action…"); });
    refresh();
}

void JifenTable::onHint(const QString& found)
{
    refresh();
    const auto a = parseAction(found.toStdString());
    if (!a || game().over() || computerToAct())
        return;
    const Action action = *a;
    std::string notation; // the engine's record of the move; worded when shown, in the language of the moment
    if (!action.isEnd()) {
        Game after = game();
        if (after.play(action))
            return;
        notation = after.records().back().notation;
        board_->setHintMove(action.move);
    }
    setStatus([action, notation] {
        QString text;
        if (action.isEnd()) {
            //: The hint is to end a two-move turn after its first move
            text = tr("end the turn");
        } else {
            // The move in the game's own notation, from the engine's record of it.
            text = shownNotation(notation);
            if (action.change)
                text = tr("%1 → %2").arg(text, kindDisplayName(*action.change));
        }
        //: A suggested action (提示); %1 is the move, or "end the turn"
        return tr("Hint: %1").arg(text);
    });
    emit hintShown(action);
}

} // namespace qiyuan::ui
