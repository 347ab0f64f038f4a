// The xiangqi table against the computer (XiangqiComputer): the game started,
// its thinking and its failure shown, hints.
#include "xiangqitable.h"
#include "computerplayer.h"

#include "ai/ai.h"

#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

void XiangqiTable::newComputerGame(Side human, int level, const UciEngineConfig& engine, const Position& start,
                                   TimeControl tc)
{
    startComputerGame(human, level, engine.commandLine(), &engine, start, tc);
}

void XiangqiTable::newComputerGame(Side human, int level, const QString& uciEngine, const Position& start,
                                   TimeControl tc)
{
    startComputerGame(human, level, uciEngine, nullptr, start, tc);
}

void XiangqiTable::startComputerGame(Side human, int level, const QString& uciEngine, const UciEngineConfig* engine,
                                     const Position& start, TimeControl tc)
{
    std::unique_ptr<match::Seat> computer = computer_->engineSeat(level, uciEngine, engine);
    board_->setFlipped(human == Side::Black);
    if (human == Side::Red)
        startMatch(start, tc, nullptr, std::move(computer));
    else
        startMatch(start, tc, std::move(computer), nullptr);
    updateThinking();
}

void XiangqiTable::stopThinking()
{
    computer_->cancelHint();
    thinkingBar_->hide();
    computer_->resetThinking();
}

void XiangqiTable::updateThinking()
{
    // The match starts the computer when it is to move; the table shows it.
    if (!computerThinking()) {
        thinkingBar_->hide();
        return;
    }
    computer_->cancelHint();
    if (thinkingBar_->isHidden()) {
        computer_->resetThinking();
        thinkingBar_->show();
    }
    setThinkingStatus();
}

void XiangqiTable::setThinkingStatus()
{
    setStatus([this] { return computer_->thinkingText(computerThinking()); });
}

void XiangqiTable::onComputerFailed(int seat, const QString& reason)
{
    thinkingBar_->hide();
    // Nothing of the game is lost: it goes on with the person moving both sides.
    match_->replaceSeat(seat, nullptr);
    updateNames();
    refresh(false);
    const QString text = tr("The computer opponent stopped: %1\nThe game goes on; you move for both sides, "
                            "or start a new game.")
                             .arg(reason);
    setStatus([reason] { return tr("The computer opponent stopped: %1").arg(reason); });
    emit statusMessage(statusLine_->text());
    emit gameChanged();
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Computer opponent"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("engineErrorDialog"));
    box->open();
}

void XiangqiTable::showHint()
{
    if (game().over() || viewedPly() != game().ply() || computerToMove() || hintPending()
        || !PlayPolicy::hints(playWay()))
        return;
    computer_->findHint(game());
    setStatus([] { return tr("Looking for a good move…"); });
    refresh(false);
}

void XiangqiTable::onHint(Move m)
{
    refresh(false);
    if (m.isNull() || game().over() || viewedPly() != game().ply())
        return;
    board_->setHintMove(m);
    //: A suggested move (提示); %1 is the move in the chosen notation
    setStatus([this, before = game().position(), m] { return tr("Hint: %1").arg(moveText(before, m, notation_)); });
    emit hintShown(m);
}

} // namespace qiyuan::ui
