// The xiangqi table's live analysis of the position on the board. Its words
// are the table's (XiangqiTable::tr): one translation context for the table.
#include "analysiscontrol.h"
#include "analyser.h"
#include "analysispanel.h"
#include "xiangqitable.h"

#include "ui/engineconfig.h"

#include <QAction>
#include <QPushButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

AnalysisControl::AnalysisControl(std::function<bool()> allowed, QWidget* table)
    : QObject(table)
    , allowed_(std::move(allowed))
{
    action_ = new QAction(table);
    action_->setObjectName(QStringLiteral("analyseAction"));
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    button_ = new QPushButton(table);
    button_->setObjectName(QStringLiteral("analyseButton"));
    button_->setCheckable(true);
    panel_ = new AnalysisPanel(table);
    panel_->hide();
    connect(action_, &QAction::toggled, this, &AnalysisControl::setAnalysing);
    connect(button_, &QPushButton::toggled, this, &AnalysisControl::setAnalysing);
    connect(panel_, &AnalysisPanel::engineChanged, this, &AnalysisControl::restart);
    connect(panel_, &AnalysisPanel::lineCountChanged, this, [this](int lines) {
        if (analyser_)
            analyser_->setLineCount(lines); // the search of the same position restarts
    });
}

AnalysisControl::~AnalysisControl()
{
    stop();
}

void AnalysisControl::stop()
{
    delete analyser_; // stop, then quit (a UCI engine), without blocking
    analyser_ = nullptr;
}

void AnalysisControl::retranslate()
{
    //: 分析: an engine evaluates the position on the board and shows its best line
    button_->setText(XiangqiTable::tr("Analyse"));
    action_->setText(XiangqiTable::tr("&Analyse"));
    button_->setToolTip(XiangqiTable::tr("Let an engine analyse the position on the board (%1)")
                            .arg(action_->shortcut().toString(QKeySequence::NativeText)));
}

void AnalysisControl::updateEnabled()
{
    button_->setEnabled(allowed_());
    action_->setEnabled(allowed_());
}

void AnalysisControl::setAnalysing(bool on)
{
    {
        const QSignalBlocker a(action_);
        const QSignalBlocker b(button_);
        action_->setChecked(on);
        button_->setChecked(on);
    }
    if (on && !allowed_()) { // never over the LAN
        const QSignalBlocker a(action_);
        const QSignalBlocker b(button_);
        action_->setChecked(false);
        button_->setChecked(false);
        return;
    }
    if (on == isAnalysing())
        return;
    if (!on) {
        stop();
        panel_->hide();
        return;
    }
    panel_->reloadEngines();
    panel_->show();
    restart();
}

void AnalysisControl::restart()
{
    if (!action_->isChecked())
        return;
    stop();
    const auto engine = findUciEngine(panel_->engineId());
    analyser_ = engine ? new XiangqiAnalyser(engine->commandLine(), engine->optionValues(), this)
                       : new XiangqiAnalyser({}, {}, this);
    analyser_->setLineCount(panel_->lineCount());
    panel_->setLineLimit(analyser_->isBuiltin() ? analyser_->maxLines() : 0);
    connect(analyser_, &XiangqiAnalyser::updated, panel_, &AnalysisPanel::showInfo);
    connect(analyser_, &XiangqiAnalyser::ready, this, [this] { panel_->setLineLimit(analyser_->maxLines()); });
    connect(analyser_, &XiangqiAnalyser::failed, this, [this](const QString& reason) {
        //: %1: why the engine failed, e.g. "The engine crashed."
        panel_->showMessage([reason] { return XiangqiTable::tr("The analysis stopped: %1").arg(reason); });
        emit statusMessage(XiangqiTable::tr("The analysis stopped: %1").arg(reason));
    });
    sent_ = false;
    analyse();
}

void AnalysisControl::show(const Game& game, int ply)
{
    const auto& all = game.moves();
    const std::vector<Move> moves(all.begin(), all.begin() + std::clamp(ply, 0, game.ply()));
    if (moves != moves_ || !sent_) {
        start_ = game.startPosition();
        moves_ = moves;
        root_ = game.positionAt(static_cast<int>(moves.size()));
        sent_ = false;
    }
    analyse();
}

void AnalysisControl::analyse()
{
    if (!analyser_ || analyser_->hasFailed() || sent_)
        return;
    sent_ = true;
    if (root_.legalMoves().size() == 0) {
        analyser_->stop();
        panel_->showMessage([] { return XiangqiTable::tr("No legal move: the game is over here."); });
        return;
    }
    panel_->startPosition(root_);
    analyser_->analyse(start_, moves_);
}

} // namespace qiyuan::ui
