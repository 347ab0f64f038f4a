// The xiangqi table against the computer: the engine's seat, its thinking shown, its failure, hints.
#include "xiangqitable.h"
#include "ai/draw_offer.h"
#include "analyser.h"
#include "analysispanel.h"
#include "computerplayer.h"
#include "uci/uciseat.h"
#include "ui/engineconfig.h"
#include "xiangqi/notation.h"
#include "ai/ai.h"
#include "ui/computergamedialog.h"
#include "ui/preferences.h"
#include "ui/timecontroldialog.h"
#include "ui/lan/lanlink.h"
#include "net/hostsession.h"
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

void XiangqiTable::watchComputer()
{
    const auto show = [this](const ThinkingInfo& info) {
        thinkingDepth_ = info.depth;
        // Scores from the computer's view, in pawns as players count them.
        thinkingScore_ = info.mate ? (info.mateIn > 0 ? tr("mate in %1").arg(info.mateIn)
                                                      : tr("mated in %1").arg(-info.mateIn))
                                   : QString::asprintf("%+.1f", info.score / 100.0);
        thinkingNps_ = info.nps;
        setThinkingStatus();
    };
    for (int seat : {0, 1}) {
        if (auto* builtin = qobject_cast<match::ComputerSeat*>(match_->seat(seat))) {
            connect(builtin->thinker(), &match::Thinker::progress, this,
                    [show](const ai::Progress& p) { show(thinkingInfo(p)); });
        } else if (auto* engine = qobject_cast<uci::UciSeat*>(match_->seat(seat))) {
            connect(engine, &uci::UciSeat::progress, this, [show](const uci::UciInfo& i) { show(thinkingInfo(i)); });
            connect(engine, &uci::UciSeat::failed, this,
                    [this, seat](const uci::Failure& f) { onComputerFailed(seat, engineFailureText(f)); });
        }
    }
}

std::unique_ptr<match::Seat> XiangqiTable::engineSeat(int level, const QString& uciEngine, const UciEngineConfig* engine)
{
    uciEngine_ = uciEngine;
    uciEngineId_ = engine ? engine->id : QString();
    uciEngineName_ = engine ? engine->displayName() : QString();
    if (!uciEngine.isEmpty())
        return std::make_unique<uci::UciSeat>(
            match::EngineSpec{uciEngine, uciEngineId_, engine ? engine->optionValues() : QList<QPair<QString, QString>>()},
            level);
    auto builtin = std::make_unique<match::ComputerSeat>(level);
    builtin->setHashMb(aiHashMb_);
    builtin->setThreads(aiThreads_);
    return builtin;
}

std::unique_ptr<match::Seat> XiangqiTable::restoredSeat(const match::SeatSpec& spec)
{
    if (spec.kind != match::Seat::Kind::Computer)
        return match::buildBuiltinSeat(spec);
    // The same engine, with its options as Settings → Engines has them while it is still the same program there.
    const QString command = spec.engine.command;
    const auto configured = findUciEngine(spec.engine.id);
    const bool sameProgram = !command.isEmpty() && configured && configured->commandLine() == command;
    return engineSeat(spec.level, command, sameProgram ? &*configured : nullptr);
}

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
    std::unique_ptr<match::Seat> computer = engineSeat(level, uciEngine, engine);
    board_->setFlipped(human == Side::Black);
    if (human == Side::Red)
        startMatch(start, tc, nullptr, std::move(computer));
    else
        startMatch(start, tc, std::move(computer), nullptr);
    updateThinking();
}

Side XiangqiTable::computerSide() const
{
    const int person = match_->personVsComputer();
    return person == 1 ? Side::Red : Side::Black;
}

int XiangqiTable::computerLevel() const
{
    for (int seat : {0, 1})
        if (match_->seat(seat)->kind() == match::Seat::Kind::Computer)
            return match_->seat(seat)->level();
    return 3;
}

bool XiangqiTable::hintPending() const
{
    return hinter_ && hinter_->isThinking();
}

void XiangqiTable::updateThinking()
{
    // The match starts the computer when it is to move; the table shows it.
    if (!computerThinking()) {
        thinkingBar_->hide();
        return;
    }
    if (hinter_)
        hinter_->cancel();
    if (thinkingBar_->isHidden()) {
        thinkingDepth_ = 0;
        thinkingScore_.clear();
        thinkingNps_ = 0;
        thinkingBar_->show();
    }
    setThinkingStatus();
}

void XiangqiTable::setThinkingStatus()
{
    setStatus([this] {
        if (!computerThinking())
            return QString();
        if (thinkingDepth_ == 0)
            //: The computer opponent is searching for its move
            return tr("The computer is thinking…");
        if (thinkingNps_ <= 0) {
            //: %1: search depth in plies, %2: evaluation such as +0.3 or "mate in 2"
            return tr("The computer is thinking… depth %1, %2").arg(thinkingDepth_).arg(thinkingScore_);
        }
        //: %1: search depth in plies, %2: evaluation such as +0.3 or "mate in 2",
        //: %3: thousands of positions searched per second (knodes/s)
        return tr("The computer is thinking… depth %1, %2, %3k nodes/s")
            .arg(thinkingDepth_)
            .arg(thinkingScore_)
            .arg(QLocale().toString((thinkingNps_ + 500) / 1000));
    });
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
    if (game().over() || viewedPly() != game().ply() || computerToMove() || hinter_->isThinking()
        || !PlayPolicy::hints(playWay()))
        return;
    hinter_->think(game(), ai::MaxLevel);
    setStatus([] { return tr("Looking for a good move…"); });
    refresh(false);
}

void XiangqiTable::onHint(Move m)
{
    refresh(false);
    if (m.isNull() || game().over() || viewedPly() != game().ply())
        return;
    board_->setHintMove(m);
    const QString text = moveText(game().position(), m, notation_);
    //: A suggested move (提示); %1 is the move in the chosen notation
    setStatus([text] { return tr("Hint: %1").arg(text); });
    emit hintShown(m);
}

match::ComputerSeat* XiangqiTable::builtinOpponent() const
{
    for (int seat : {0, 1})
        if (auto* builtin = qobject_cast<match::ComputerSeat*>(match_->seat(seat)))
            return builtin;
    return nullptr;
}

} // namespace qiyuan::ui
