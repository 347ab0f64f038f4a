// The xiangqi table's live analysis of the position on the board.
#include "xiangqitable.h"
#include "ai/draw_offer.h"
#include "analyser.h"
#include "analysispanel.h"
#include "computerplayer.h"
#include "ui/engineconfig.h"
#include "xiangqi/notation.h"
#include "ai/ai.h"
#include "ui/computergamedialog.h"
#include "ui/preferences.h"
#include "ui/timecontroldialog.h"
#include "ui/lan/lanlink.h"
#include "net/hostsession.h"
#include <QPushButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

void XiangqiTable::setAnalysing(bool on)
{
    if (!analyseAction_)
        return; // still being built
    {
        const QSignalBlocker a(analyseAction_);
        const QSignalBlocker b(analyseButton_);
        analyseAction_->setChecked(on);
        analyseButton_->setChecked(on);
    }
    if (on && !PlayPolicy::analysis(playWay())) { // never over the LAN
        const QSignalBlocker a(analyseAction_);
        const QSignalBlocker b(analyseButton_);
        analyseAction_->setChecked(false);
        analyseButton_->setChecked(false);
        return;
    }
    if (on == isAnalysing())
        return;
    if (!on) {
        delete analyser_; // stop, then quit (a UCI engine), without blocking
        analyser_ = nullptr;
        analysisPanel_->hide();
        return;
    }
    analysisPanel_->reloadEngines();
    analysisPanel_->show();
    restartAnalyser();
}

void XiangqiTable::restartAnalyser()
{
    if (!analyseAction_->isChecked())
        return;
    delete analyser_;
    analyser_ = nullptr;
    const auto engine = findUciEngine(analysisPanel_->engineId());
    analyser_ = engine ? new XiangqiAnalyser(engine->commandLine(), engine->optionValues(), this)
                       : new XiangqiAnalyser({}, {}, this);
    analyser_->setLineCount(analysisPanel_->lineCount());
    analysisPanel_->setLineLimit(analyser_->isBuiltin() ? analyser_->maxLines() : 0);
    connect(analyser_, &XiangqiAnalyser::updated, analysisPanel_, &AnalysisPanel::showInfo);
    connect(analyser_, &XiangqiAnalyser::ready, this, [this] { analysisPanel_->setLineLimit(analyser_->maxLines()); });
    connect(analyser_, &XiangqiAnalyser::failed, this, [this](const QString& reason) {
        //: %1: why the engine failed, e.g. "The engine crashed."
        analysisPanel_->showMessage([reason] { return tr("The analysis stopped: %1").arg(reason); });
        emit statusMessage(tr("The analysis stopped: %1").arg(reason));
    });
    analysedAny_ = false;
    updateAnalysis();
}

void XiangqiTable::updateAnalysis()
{
    if (!analyser_ || analyser_->hasFailed())
        return;
    const auto& all = game().moves();
    const std::vector<Move> moves(all.begin(), all.begin() + std::clamp(viewedPly(), 0, game().ply()));
    if (analysedAny_ && moves == analysedMoves_)
        return;
    analysedAny_ = true;
    analysedMoves_ = moves;
    const Position root = game().positionAt(static_cast<int>(moves.size()));
    if (root.legalMoves().size() == 0) {
        analyser_->stop();
        analysisPanel_->showMessage([] { return tr("No legal move: the game is over here."); });
        return;
    }
    analysisPanel_->startPosition(root);
    analyser_->analyse(game().startPosition(), moves);
}

} // namespace qiyuan::ui
