// The xiangqi table's widgets: the board, the side panel (names, clocks, move list, review, buttons, analysis), their words in the UI language.
#include "xiangqitable.h"
#include "capturedpieces.h"
#include "ui/sidepanel.h"
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
#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

XiangqiTable::XiangqiTable(QWidget* parent)
    : TablePage(QStringLiteral("xiangqi"), parent)
{
    setObjectName(QStringLiteral("xiangqiTable"));
    // The match first: everything below shows its game.
    match_->start({QStringLiteral("xiangqi"), {}, {}, true}, nullptr, nullptr);
    // Every end is shown (a fallen flag too), and announced once (TablePage).
    connect(match_, &match::Match::finished, this, [this] { showChange(false); });
    connect(this, &XiangqiTable::gameChanged, this, &GamePage::changed);
    // A sound when a move checks or ends the game (the preference can mute it).
    connect(this, &XiangqiTable::gameChanged, this, [this] {
        if (sound_ && game().ply() > 0 && (game().records().back().check || game().over()))
            QApplication::beep();
    });
    board_ = new BoardWidget(this);
    // The side panel every board table shares; its seats follow the board.
    panel_ = new SidePanel(this);
    redName_ = panel_->seat(0).name;
    blackName_ = panel_->seat(1).name;
    redClock_ = panel_->seat(0).clock;
    blackClock_ = panel_->seat(1).clock;
    statusLine_ = panel_->status();
    makeTreeWidgets(); // the move list, the comment panel, the context menu (xiangqitabletree.cpp)

    auto navButton = [this](QStyle::StandardPixmap icon) {
        auto* b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setAutoRaise(true);
        b->setMinimumWidth(40);
        return b;
    };
    firstButton_ = navButton(QStyle::SP_MediaSkipBackward);
    prevButton_ = navButton(QStyle::SP_MediaSeekBackward);
    nextButton_ = navButton(QStyle::SP_MediaSeekForward);
    lastButton_ = navButton(QStyle::SP_MediaSkipForward);
    makeGameButtons();
    thinkingBar_ = newThinkingBar();
    hintAction_ = new QAction(this);
    hintAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hintAction_->setObjectName(QStringLiteral("hintAction"));
    analyseAction_ = new QAction(this);
    analyseAction_->setObjectName(QStringLiteral("analyseAction"));
    analyseAction_->setCheckable(true);
    analyseAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    analyseButton_ = new QPushButton(this);
    analyseButton_->setObjectName(QStringLiteral("analyseButton"));
    analyseButton_->setCheckable(true);
    analysisPanel_ = new AnalysisPanel(this);
    analysisPanel_->hide();
    // Names for tests and accessibility tools.
    const std::pair<QWidget*, const char*> names[] = {
        {redName_, "redName"},         {blackName_, "blackName"},       {redClock_, "redClock"},
        {blackClock_, "blackClock"},   {statusLine_, "statusLine"},     {moveList_, "moveList"},
        {firstButton_, "firstButton"}, {prevButton_, "previousButton"}, {nextButton_, "nextButton"},
        {lastButton_, "lastButton"},   {undoButton_, "takeBackButton"}, {redoButton_, "redoButton"},
        {drawButton_, "offerDrawButton"}, {resignButton_, "resignButton"}, {hintButton_, "hintButton"},
        {thinkingBar_, "thinkingBar"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));

    // Under each side's name and clock, the pieces it has taken.
    QWidget* redRow = panel_->seat(0).block;
    redRow->setObjectName(QStringLiteral("redRow"));
    QWidget* blackRow = panel_->seat(1).block;
    blackRow->setObjectName(QStringLiteral("blackRow"));
    redTook_ = new CapturedPieces(redRow);
    redTook_->setObjectName(QStringLiteral("redTook"));
    panel_->seat(0).under->addWidget(redTook_);
    blackTook_ = new CapturedPieces(blackRow);
    blackTook_->setObjectName(QStringLiteral("blackTook"));
    panel_->seat(1).under->addWidget(blackTook_);
    // Above the move list, at a fixed height: opening it or a long line never
    // moves the game buttons (the move list gives up the room).
    panel_->addGame(analysisPanel_);
    panel_->setMoveList(moveList_);
    panel_->addReview(commentLabel_);
    panel_->addReview(commentEdit_);
    auto* nav = new QHBoxLayout;
    for (QToolButton* b : {firstButton_, prevButton_, nextButton_, lastButton_})
        nav->addWidget(b);
    panel_->addReview(nav);
    for (QWidget* b : std::initializer_list<QWidget*>{undoButton_, redoButton_, drawButton_, resignButton_, hintButton_,
                                                      analyseButton_})
        panel_->addButton(b);
    panel_->addNote(thinkingBar_);
    connect(board_, &BoardWidget::flippedChanged, this, [this](bool flipped) { panel_->setBottomSeat(flipped ? 1 : 0); });

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addWidget(panel_);

    // The human's moves; the board is not interactive on the computer's turn,
    // and this guard keeps it so whatever the widget does.
    connect(board_, &BoardWidget::moveRequested, this, [this](Move m) {
        if (computerToMove())
            return;
        if (lan_) // the host judges it; the move appears when it comes back
            match_->play(lan_->localSeat(), QString::fromStdString(toIccs(m)));
        else if (reviewingRecord() && (viewedPly_ != game().ply() || !tree_.node(currentNode()).children.empty()))
            playInRecord(m); // the record goes on otherwise here: ask what the move does
        else
            playMove(m);
    });
    connect(board_, &BoardWidget::illegalMoveAttempted, this, [this](Move, MoveError e) {
        setStatus([e] { return moveErrorMessage(e); });
        emit statusMessage(statusLine_->text());
    });
    connect(firstButton_, &QToolButton::clicked, this, &XiangqiTable::first);
    connect(prevButton_, &QToolButton::clicked, this, &XiangqiTable::previous);
    connect(nextButton_, &QToolButton::clicked, this, &XiangqiTable::next);
    connect(lastButton_, &QToolButton::clicked, this, &XiangqiTable::last);
    connectGameButtons();
    connect(hintAction_, &QAction::triggered, this, &XiangqiTable::showHint);
    connect(analyseAction_, &QAction::toggled, this, &XiangqiTable::setAnalysing);
    connect(analyseButton_, &QPushButton::toggled, this, &XiangqiTable::setAnalysing);
    connect(analysisPanel_, &AnalysisPanel::engineChanged, this, &XiangqiTable::restartAnalyser);
    connect(analysisPanel_, &AnalysisPanel::lineCountChanged, this, [this](int lines) {
        if (analyser_)
            analyser_->setLineCount(lines); // the search of the same position restarts
    });

    hinter_ = new BuiltinXiangqiPlayer(true, this);
    hinter_->setHashMb(aiHashMb_);
    connect(hinter_, &XiangqiPlayer::moveFound, this, &XiangqiTable::onHint);

    // Arrow keys review the game wherever the focus is inside the table.
    const std::pair<int, void (XiangqiTable::*)()> keys[] = {{Qt::Key_Left, &XiangqiTable::previous},
                                                             {Qt::Key_Right, &XiangqiTable::next},
                                                             {Qt::Key_Home, &XiangqiTable::first},
                                                             {Qt::Key_End, &XiangqiTable::last}};
    for (const auto& [key, slot] : keys) {
        auto* shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    }

    retranslate();
    newGame();
}

XiangqiTable::~XiangqiTable()
{
    // Stop the searches before the widgets they report to go away.
    closeTable();
    delete analyser_;
    analyser_ = nullptr;
    delete hinter_;
    hinter_ = nullptr;
}

void XiangqiTable::retranslate()
{
    updateNames();
    retranslateTree();
    firstButton_->setToolTip(tr("First position (Home)"));
    prevButton_->setToolTip(tr("Previous move (Left)"));
    nextButton_->setToolTip(tr("Next move (Right)"));
    lastButton_->setToolTip(tr("Last move (End)"));
    // Icon-only buttons: their names in the accessibility tree (AT-SPI).
    firstButton_->setAccessibleName(tr("First position"));
    prevButton_->setAccessibleName(tr("Previous move"));
    nextButton_->setAccessibleName(tr("Next move"));
    lastButton_->setAccessibleName(tr("Last move"));
    retranslateGameButtons();
    hintAction_->setText(tr("&Hint"));
    hintButton_->setToolTip(tr("Show a good move for the side to move (%1)")
                                .arg(hintAction_->shortcut().toString(QKeySequence::NativeText)));
    //: 分析: an engine evaluates the position on the board and shows its best line
    analyseButton_->setText(tr("Analyse"));
    analyseAction_->setText(tr("&Analyse"));
    analyseButton_->setToolTip(tr("Let an engine analyse the position on the board (%1)")
                                   .arg(analyseAction_->shortcut().toString(QKeySequence::NativeText)));
}

void XiangqiTable::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        setStatus(std::move(statusText_)); // the status line speaks the new language too
        updateClocks();
    }
    QWidget::changeEvent(e);
}

} // namespace qiyuan::ui
