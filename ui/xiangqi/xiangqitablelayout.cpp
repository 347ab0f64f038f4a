// The xiangqi table's widgets: the board, the side panel (names, clocks, move list, review, buttons, analysis), their words in the UI language.
#include "xiangqitable.h"
#include "repetitionwarning.h"
#include "reviewpanel.h"
#include "explorerpanel.h"
#include "analysispanel.h"
#include "computerplayer.h"

#include "ui/sidepanel.h"
#include "xiangqi/notation.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

XiangqiTable::XiangqiTable(QWidget* parent)
    : TablePage(QStringLiteral("xiangqi"), parent)
{
    setObjectName(QStringLiteral("xiangqiTable"));
    // The match first: everything below shows its game.
    match_->start({QStringLiteral("xiangqi"), {}, {}, true}, nullptr, nullptr);
    connect(this, &XiangqiTable::gameChanged, this, &GamePage::changed);
    // A sound when a move checks or ends the game (the preference can mute it).
    connect(this, &XiangqiTable::gameChanged, this, [this] {
        if (sound_ && game().ply() > 0 && (game().records().back().check || game().over()))
            QApplication::beep();
    });
    board_ = new BoardWidget(this);
    // The side panel every board table shares; its seats follow the board.
    panel_ = newSidePanel();
    statusLine_ = panel_->status();
    // The record: the move list, the comment panel, the navigation, the context menu.
    record_ = new XiangqiRecord(match_, [this] { return lan_ != nullptr; }, this);
    connectRecord();
    makeGameButtons();
    thinkingBar_ = newThinkingBar();
    hintAction_ = new QAction(this);
    hintAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hintAction_->setObjectName(QStringLiteral("hintAction"));
    analysis_ = new AnalysisControl([this] { return PlayPolicy::analysis(playWay()); }, this);
    connect(analysis_, &AnalysisControl::statusMessage, this, &GamePage::statusMessage);
    // Names for tests and accessibility tools.
    const std::pair<QWidget*, const char*> names[] = {
        {statusLine_, "statusLine"}, {undoButton_, "takeBackButton"}, {redoButton_, "redoButton"},
        {drawButton_, "offerDrawButton"}, {resignButton_, "resignButton"}, {hintButton_, "hintButton"},
        {thinkingBar_, "thinkingBar"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));

    // The seats: each side's name, clock and the pieces it has taken.
    seats_ = std::make_unique<XiangqiSeats>(panel_);
    // Whose move it is, in words, first in the game's lines as at the other tables.
    turnLine_ = new QLabel(this);
    turnLine_->setObjectName(QStringLiteral("turnLine"));
    QFont big = turnLine_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    turnLine_->setFont(big);
    panel_->addGame(turnLine_);
    // Above the move list, at a fixed height: opening it or a long line never
    // moves the game buttons (the move list gives up the room).
    panel_->addGame(analysis_->panel());
    reviewPanel_ = new ReviewPanel(this);
    reviewPanel_->hide();
    panel_->addGame(reviewPanel_);
    reviewAction_ = new QAction(this);
    reviewAction_->setObjectName(QStringLiteral("reviewAction"));
    connect(reviewAction_, &QAction::triggered, this, &XiangqiTable::reviewGame);
    connect(reviewPanel_, &ReviewPanel::plyRequested, record_, &XiangqiRecord::showPly);
    connect(reviewPanel_, &ReviewPanel::reviewChanged, this, &XiangqiTable::showReview);
    // A finished review goes into the autosave at once (no sound: no move was played).
    connect(reviewPanel_->review(), &GameReview::finished, this, &GamePage::changed);
    connect(reviewPanel_, &ReviewPanel::lineRequested, this, [this](int ply, const std::vector<std::string>& line) {
        std::vector<Move> moves;
        for (const std::string& m : line)
            moves.push_back(Position::parseIccs(m));
        record_->addLine(ply, moves);
    });
    // An opened record says that it is one, and its result, while it is reviewed.
    recordResult_ = new QLabel(this);
    recordResult_->setObjectName(QStringLiteral("recordResult"));
    recordResult_->setWordWrap(true);
    recordResult_->hide();
    panel_->addGame(recordResult_);
    openingLabel_ = new QLabel(this);
    openingLabel_->setObjectName(QStringLiteral("openingName"));
    openingLabel_->setWordWrap(true);
    panel_->addGame(openingLabel_);
    explorer_ = new ExplorerPanel(this);
    explorer_->hide();
    panel_->addGame(explorer_);
    connect(explorer_, &ExplorerPanel::moveChosen, this, [this](Move m) { playPersonMove(m, false); });
    connect(explorer_, &ExplorerPanel::indexed, this, [this] { refresh(false); });
    record_->placeIn(panel_);
    for (QWidget* b : std::initializer_list<QWidget*>{undoButton_, redoButton_, drawButton_, resignButton_, hintButton_,
                                                      analysis_->button()})
        panel_->addButton(b);
    panel_->addNote(thinkingBar_);
    repetitionWarning_ = new RepetitionWarning(this);
    panel_->addNote(repetitionWarning_);
    connect(repetitionWarning_, &RepetitionWarning::playAnyway, this, [this](Move m) { playPersonMove(m, true); });
    connect(board_, &BoardWidget::flippedChanged, this, [this](bool flipped) { panel_->setBottomSeat(flipped ? 1 : 0); });

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addWidget(panel_);
    panel_->setBoard(board_);

    // The human's moves; the board is not interactive on the computer's turn,
    // and this guard keeps it so whatever the widget does.
    connect(board_, &BoardWidget::moveRequested, this, [this](Move m) { playPersonMove(m, false); });
    connect(board_, &BoardWidget::illegalMoveAttempted, this, [this](Move, MoveError e) { refuseMove(e); });
    connectGameButtons();
    connect(hintAction_, &QAction::triggered, this, &XiangqiTable::showHint);

    computer_ = new XiangqiComputer(match_, this);
    connect(computer_, &XiangqiComputer::hintFound, this, &XiangqiTable::onHint);
    connect(computer_, &XiangqiComputer::thinkingChanged, this, &XiangqiTable::setThinkingStatus);
    connect(computer_, &XiangqiComputer::failed, this, &XiangqiTable::onComputerFailed);

    retranslate();
    newGame();
}

XiangqiTable::~XiangqiTable()
{
    // Stop the searches before the widgets they report to go away.
    closeTable();
    analysis_->stop();
    computer_->stop();
}

void XiangqiTable::connectRecord()
{
    connect(record_, &XiangqiRecord::viewChanged, this, [this] {
        refresh(false);
        setReviewStatus();
    });
    connect(record_, &XiangqiRecord::followRequested, this, [this](const Game& line, int ply) {
        navigating_ = true;
        followGame(line, ply);
        navigating_ = false;
        setReviewStatus();
    });
    connect(record_, &XiangqiRecord::movePlayed, this, &XiangqiTable::showRecordMove);
    connect(record_, &XiangqiRecord::moveRefused, this, &XiangqiTable::refuseMove);
    connect(record_, &XiangqiRecord::treeChanged, this, [this] {
        rebuildMoveList();
        refresh(false);
    });
    connect(record_, &XiangqiRecord::edited, this, &GamePage::changed);
    connect(record_, &XiangqiRecord::questionAsked, this, &XiangqiTable::ask);
    connect(record_, &XiangqiRecord::questionWithdrawn, this, &XiangqiTable::withdrawQuestion);
}

void XiangqiTable::playPersonMove(Move m, bool confirmed)
{
    if (computerToMove())
        return;
    repetitionWarning_->withdraw();
    if (record_->takesMove()) {
        record_->play(m); // the record goes on otherwise here: ask what the move does
        return;
    }
    // XQ-3: a move that would lose by repetition is played only when the player says so.
    if (!confirmed && viewedPly() == game().ply()) {
        const auto verdict = game().repetitionIfPlayed(m);
        const char* mover = game().position().sideToMove() == Side::Red ? "red" : "black";
        if (verdict && verdict->by == mover) {
            repetitionWarning_->ask(m, game().ply(), [v = *verdict] { return repetitionExplanation(v); });
            return;
        }
    }
    if (lan_) // the host judges it; the move appears when it comes back
        match_->play(lan_->localSeat(), QString::fromStdString(toIccs(m)));
    else
        playMove(m);
}

void XiangqiTable::retranslate()
{
    repetitionWarning_->retranslate();
    reviewPanel_->retranslate();
    explorer_->retranslate();
    //: Game menu: the engine judges every move of the game (复盘)
    reviewAction_->setText(tr("Revie&w the Game"));
    updateNames();
    record_->retranslate();
    retranslateGameButtons();
    hintAction_->setText(tr("&Hint"));
    hintButton_->setToolTip(tr("Show a good move for the side to move (%1)")
                                .arg(hintAction_->shortcut().toString(QKeySequence::NativeText)));
    analysis_->retranslate();
    showRecordResult();
}

void XiangqiTable::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        setStatus(std::move(statusText_)); // the status line speaks the new language too
        showTurnLine();
        updateClocks();
    }
    QWidget::changeEvent(e);
}

} // namespace qiyuan::ui
