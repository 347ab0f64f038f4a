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

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QProgressBar>
#include <QDate>
#include <QEvent>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QHideEvent>
#include <QMessageBox>
#include <QShowEvent>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

QString moveText(const Position& before, Move m, NotationStyle style)
{
    switch (style) {
    case NotationStyle::Chinese: return QString::fromStdString(toChinese(before, m));
    case NotationStyle::Wxf: return QString::fromStdString(toWxf(before, m));
    case NotationStyle::Iccs: return QString::fromStdString(toIccs(m));
    }
    return {};
}

QString moveErrorMessage(MoveError e)
{
    switch (e) {
    case MoveError::None: return {};
    case MoveError::NoPieceOnFrom: return XiangqiTable::tr("There is no piece there.");
    case MoveError::NotYourPiece: return XiangqiTable::tr("That piece belongs to the other side: it is not its turn.");
    case MoveError::OwnPieceOnTarget: return XiangqiTable::tr("A piece cannot capture its own side.");
    case MoveError::NotAPieceMove: return XiangqiTable::tr("The piece does not move that way.");
    case MoveError::LeavesPalace: return XiangqiTable::tr("The General and Advisors must stay in the palace.");
    case MoveError::CrossesRiver: return XiangqiTable::tr("An Elephant may not cross the river.");
    case MoveError::ElephantEyeBlocked:
        //: 塞象眼: the point between an Elephant and its target is occupied
        return XiangqiTable::tr("Elephant eye blocked (塞象眼).");
    case MoveError::HorseLegBlocked:
        //: 蹩马腿: the point next to the Horse in its direction of travel is occupied
        return XiangqiTable::tr("Horse leg blocked (蹩马腿).");
    case MoveError::PathBlocked: return XiangqiTable::tr("The path is blocked.");
    case MoveError::CannonNeedsScreen:
        return XiangqiTable::tr("A Cannon captures only by jumping exactly one screen.");
    case MoveError::SoldierBackward:
        return XiangqiTable::tr("A Soldier never retreats and moves sideways only after crossing the river.");
    case MoveError::LeavesGeneralInCheck:
        //: 送将: a move that leaves or puts one's own General in check
        return XiangqiTable::tr("That would leave your General in check (送将).");
    case MoveError::GeneralsFace: return XiangqiTable::tr("The two Generals may not face each other on an open file.");
    case MoveError::GameOver: return XiangqiTable::tr("The game is over.");
    }
    return XiangqiTable::tr("Illegal move.");
}

QString resultMessage(const GameResult& r)
{
    QString reason;
    const std::string& k = r.reason;
    if (k == "perpetual check" && r.verdict == Verdict::Draw)
        //: 双方长将: both sides give perpetual check, a draw
        reason = XiangqiTable::tr("both sides check perpetually (双方长将)");
    else if (k == "perpetual check")
        //: 长将
        reason = XiangqiTable::tr("perpetual check (长将) loses");
    else if (k == "perpetual chase" && r.verdict == Verdict::Draw)
        //: 双方长捉: both sides chase perpetually, a draw
        reason = XiangqiTable::tr("both sides chase perpetually (双方长捉)");
    else if (k == "perpetual chase")
        //: 长捉
        reason = XiangqiTable::tr("perpetual chase (长捉) loses");
    else if (k == "threefold repetition")
        reason = XiangqiTable::tr("the same position occurred three times");
    else if (k == "no-capture limit")
        reason = XiangqiTable::tr("120 moves without a capture");
    else
        reason = TablePage::commonResultReason(k);
    return TablePage::resultSentence(r.verdict, reason);
}

XiangqiTable::XiangqiTable(QWidget* parent)
    : TablePage(parent)
{
    setObjectName(QStringLiteral("xiangqiTable"));
    // The match first: everything below shows its game.
    match_->start({QStringLiteral("xiangqi"), {}, {}, true}, nullptr, nullptr);
    connect(match_, &match::Match::played, this, &XiangqiTable::onPlayed);
    connect(match_, &match::Match::finished, this, [this] { showChange(false); }); // a fallen flag too
    connect(match_, &match::Match::clockChanged, this, &XiangqiTable::updateClocks);
    connect(this, &XiangqiTable::gameChanged, this, &GamePage::changed);
    // A sound when a move checks or ends the game (the preference can mute it).
    connect(this, &XiangqiTable::gameChanged, this, [this] {
        if (sound_ && game().ply() > 0 && (game().records().back().check || game().over()))
            QApplication::beep();
    });
    board_ = new BoardWidget(this);
    redName_ = new QLabel(this);
    blackName_ = new QLabel(this);
    redClock_ = new QLabel(this);
    blackClock_ = new QLabel(this);
    for (QLabel* l : {redClock_, blackClock_}) {
        QFont f = l->font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        l->setFont(f);
        l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    statusLine_ = new QLabel(this);
    statusLine_->setWordWrap(true);
    moveList_ = new QTableWidget(0, 2, this);
    moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveList_->setSelectionMode(QAbstractItemView::SingleSelection);
    moveList_->setSelectionBehavior(QAbstractItemView::SelectItems);
    moveList_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moveList_->verticalHeader()->setDefaultSectionSize(moveList_->fontMetrics().height() + 8);
    moveList_->setFocusPolicy(Qt::NoFocus);
    QFont listFont = moveList_->font();
    listFont.setPointSizeF(listFont.pointSizeF() * 1.15);
    moveList_->setFont(listFont);
    moveList_->setMinimumWidth(220);

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
    undoButton_ = new QPushButton(this);
    redoButton_ = new QPushButton(this);
    drawButton_ = new QPushButton(this);
    resignButton_ = new QPushButton(this);
    hintButton_ = new QPushButton(this);
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

    auto* side = new QVBoxLayout;
    // Each side's name and clock in a row of its own, which follows the board:
    // the side at the bottom of the board is at the bottom of the panel.
    blackRow_ = new QWidget(this);
    blackRow_->setObjectName(QStringLiteral("blackRow"));
    auto* blackRow = new QHBoxLayout(blackRow_);
    blackRow->setContentsMargins(0, 0, 0, 0);
    blackRow->addWidget(blackName_);
    blackRow->addWidget(blackClock_);
    redRow_ = new QWidget(this);
    redRow_->setObjectName(QStringLiteral("redRow"));
    auto* redRow = new QHBoxLayout(redRow_);
    redRow->setContentsMargins(0, 0, 0, 0);
    redRow->addWidget(redName_);
    redRow->addWidget(redClock_);
    auto* nav = new QHBoxLayout;
    for (QToolButton* b : {firstButton_, prevButton_, nextButton_, lastButton_})
        nav->addWidget(b);
    auto* actions = new QGridLayout;
    actions->addWidget(undoButton_, 0, 0);
    actions->addWidget(redoButton_, 0, 1);
    actions->addWidget(drawButton_, 1, 0);
    actions->addWidget(resignButton_, 1, 1);
    actions->addWidget(hintButton_, 2, 0);
    actions->addWidget(analyseButton_, 2, 1);
    side->addWidget(blackRow_);
    // Above the move list, at a fixed height: opening it or a long line never
    // moves the game buttons (the move list gives up the room).
    side->addWidget(analysisPanel_);
    side->addWidget(moveList_, 1);
    side->addLayout(nav);
    side->addLayout(actions);
    side->addWidget(statusLine_);
    side->addWidget(thinkingBar_);
    side->addWidget(redRow_);
    side_ = side;
    connect(board_, &BoardWidget::flippedChanged, this, [this](bool flipped) {
        QWidget* top = flipped ? redRow_ : blackRow_;
        QWidget* bottom = flipped ? blackRow_ : redRow_;
        side_->removeWidget(top);
        side_->removeWidget(bottom);
        side_->insertWidget(0, top);
        side_->addWidget(bottom);
    });

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addLayout(side);

    // The human's moves; the board is not interactive on the computer's turn,
    // and this guard keeps it so whatever the widget does.
    connect(board_, &BoardWidget::moveRequested, this, [this](Move m) {
        if (computerToMove())
            return;
        if (lan_) // the host judges it; the move appears when it comes back
            lan_->sendMove(QString::fromStdString(toIccs(m)));
        else
            playMove(m);
    });
    connect(board_, &BoardWidget::illegalMoveAttempted, this, [this](Move, MoveError e) {
        setStatus([e] { return moveErrorMessage(e); });
        emit statusMessage(statusLine_->text());
    });
    connect(moveList_, &QTableWidget::cellClicked, this, [this](int row, int column) {
        const int offset = game().startPosition().sideToMove() == Side::Black ? 1 : 0;
        const int ply = row * 2 + column - offset + 1;
        if (ply >= 1 && ply <= game().ply())
            showPly(ply);
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

    ticker_ = new QTimer(this);
    ticker_->setInterval(100);
    connect(ticker_, &QTimer::timeout, this, &XiangqiTable::onTick);

    retranslate();
    newGame();
}

XiangqiTable::~XiangqiTable()
{
    // Stop the searches before the widgets they report to go away.
    delete analyser_;
    analyser_ = nullptr;
    delete hinter_;
    hinter_ = nullptr;
    for (int seat : {0, 1})
        match_->seat(seat)->stop();
}

void XiangqiTable::newGame(const Position& start, TimeControl tc)
{
    startMatch(start, tc, nullptr, nullptr);
}

void XiangqiTable::startMatch(const Position& start, TimeControl tc, std::unique_ptr<match::Seat> red,
                              std::unique_ptr<match::Seat> black)
{
    leaveLan(); // a new game leaves the LAN table
    stopThinking();
    setAnalysing(false); // another game: the analysis of the old one ends
    QCborMap setup;
    setup.insert(QStringLiteral("start"), QString::fromStdString(start.fen()));
    QString error;
    if (!match_->start({QStringLiteral("xiangqi"), setup, tc, true}, std::move(red), std::move(black), &error)) {
        setStatus([error] { return error; }); // never expected: the position is the engine's own
        return;
    }
    watchComputer();
    viewedPly_ = 0;
    resultAnnounced_ = false;
    updateNames();
    setStatus({});
    rebuildMoveList();
    refresh(false);
    emit gameChanged();
    ticker_->start();
}

void XiangqiTable::watchComputer()
{
    for (int seat : {0, 1}) {
        auto* engine = qobject_cast<XiangqiEngineSeat*>(match_->seat(seat));
        if (!engine)
            continue;
        connect(engine, &XiangqiEngineSeat::failed, this, [this, seat](const QString& why) { onComputerFailed(seat, why); });
        connect(engine->player(), &XiangqiPlayer::progress, this, [this](const ThinkingInfo& info) {
            thinkingDepth_ = info.depth;
            // Scores from the computer's view, in pawns as players count them.
            thinkingScore_ = info.mate ? (info.mateIn > 0 ? tr("mate in %1").arg(info.mateIn)
                                                          : tr("mated in %1").arg(-info.mateIn))
                                       : QString::asprintf("%+.1f", info.score / 100.0);
            thinkingNps_ = info.nps;
            setThinkingStatus();
        });
    }
}

std::unique_ptr<match::Seat> XiangqiTable::engineSeat(int level, const QString& uciEngine, const UciEngineConfig* engine)
{
    uciEngine_ = uciEngine;
    uciEngineId_ = engine ? engine->id : QString();
    uciEngineName_ = engine ? engine->displayName() : QString();
    XiangqiPlayer* player = nullptr;
    if (uciEngine.isEmpty()) {
        auto* builtin = new BuiltinXiangqiPlayer(false);
        builtin->setHashMb(aiHashMb_);
        player = builtin;
    } else {
        auto* uci = new UciXiangqiPlayer(uciEngine);
        if (engine)
            uci->setOptions(engine->optionValues());
        player = uci;
    }
    return std::make_unique<XiangqiEngineSeat>(player, level);
}

void XiangqiTable::newComputerGame(Side human, int level, const UciEngineConfig& engine, const Position& start)
{
    startComputerGame(human, level, engine.commandLine(), &engine, start);
}

void XiangqiTable::newComputerGame(Side human, int level, const QString& uciEngine, const Position& start)
{
    startComputerGame(human, level, uciEngine, nullptr, start);
}

void XiangqiTable::startComputerGame(Side human, int level, const QString& uciEngine, const UciEngineConfig* engine,
                                     const Position& start)
{
    std::unique_ptr<match::Seat> computer = engineSeat(level, uciEngine, engine);
    board_->setFlipped(human == Side::Black);
    if (human == Side::Red)
        startMatch(start, {}, nullptr, std::move(computer));
    else
        startMatch(start, {}, std::move(computer), nullptr);
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
        if (const auto* e = qobject_cast<const XiangqiEngineSeat*>(match_->seat(seat)))
            return e->level();
    return 3;
}

bool XiangqiTable::computerToMove() const
{
    if (lan_) { // over the LAN the other side's turn counts as the computer's, and so does the wait for it
        if (lan_->isHost() && !lan_->host()->started())
            return true;
        return !game().over() && index(game().position().sideToMove()) != lan_->localSeat();
    }
    return !game().over() && match_->seat(match_->toAct())->kind() == match::Seat::Kind::Computer;
}

bool XiangqiTable::hintPending() const
{
    return hinter_ && hinter_->isThinking();
}

QList<QAction*> XiangqiTable::editActions()
{
    return {hintAction_, analyseAction_};
}

bool XiangqiTable::canUndo() const
{
    if (lan_) {
        // Over the LAN undo is a request the opponent answers: there must be a move of ours.
        const int mine = lan_->localSeat();
        if (mine < 0 || game().over())
            return false;
        const int ourMoves = (game().ply() + (index(game().startPosition().sideToMove()) == mine ? 1 : 0)) / 2;
        return ourMoves > 0;
    }
    // Against the computer there must be a move of the person's; not after a
    // resignation, an agreed draw or a fallen flag (the match).
    return match_->canUndo();
}

void XiangqiTable::stopThinking()
{
    if (hinter_)
        hinter_->cancel();
    thinkingBar_->hide();
    thinkingDepth_ = 0;
    thinkingScore_.clear();
    thinkingNps_ = 0;
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

void XiangqiTable::onPlayed(int seat, const QString& action)
{
    if (match_->seat(seat)->kind() != match::Seat::Kind::Computer)
        return; // the person's moves show through playMove, the LAN's through syncFromLan
    thinkingBar_->hide();
    viewedPly_ = game().ply(); // the answer is played even while the person reviews
    const Move m = Position::parseIccs(action.toStdString());
    setStatus(game().records().back().check ? std::function<QString()>([] { return tr("Check!"); })
                                            : std::function<QString()>());
    showChange(true);
    emit computerMoved(m);
}

void XiangqiTable::showChange(bool animate)
{
    viewedPly_ = std::min(viewedPly_, game().ply());
    rebuildMoveList();
    if (hinter_ && !hinter_->isThinking())
        board_->setHintMove({});
    refresh(animate);
    finishIfOver();
    emit gameChanged();
    updateThinking();
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
    if (game().over() || viewedPly_ != game().ply() || computerToMove() || hinter_->isThinking()
        || !PlayPolicy::hints(playWay()))
        return;
    hinter_->think(game(), ai::MaxLevel);
    setStatus([] { return tr("Looking for a good move…"); });
    refresh(false);
}

void XiangqiTable::onHint(Move m)
{
    refresh(false);
    if (m.isNull() || game().over() || viewedPly_ != game().ply())
        return;
    board_->setHintMove(m);
    const QString text = moveText(game().position(), m, notation_);
    //: A suggested move (提示); %1 is the move in the chosen notation
    setStatus([text] { return tr("Hint: %1").arg(text); });
    emit hintShown(m);
}

void XiangqiTable::updateNames()
{
    //: The side that moves first; 红方
    QString red = tr("Red");
    //: 黑方
    QString black = tr("Black");
    if (isComputerGame()) {
        const QString engine = uciEngine_.isEmpty()       ? ComputerGameDialog::levelName(computerLevel())
                               : !uciEngineName_.isEmpty() ? uciEngineName_
                                                           : uciProgramName(uciEngine_);
        //: A side's label: %1 is Red or Black, %2 the computer's level or engine
        const QString computer = tr("%1 — computer (%2)");
        //: A side's label: %1 is Red or Black
        const QString human = tr("%1 — you");
        if (computerSide() == Side::Red) {
            red = computer.arg(red, engine);
            black = human.arg(black);
        } else {
            black = computer.arg(black, engine);
            red = human.arg(red);
        }
    }
    if (lan_) {
        const int mine = lan_->localSeat();
        QString opponent = lan_->opponentName();
        if (opponent.isEmpty())
            //: The empty seat of a table hosted on the LAN; %1 the 6-digit room code the joiner must type
            opponent = tr("free seat, code %1").arg(lan_->roomCode());
        //: A side's label over the LAN: %1 Red or Black, %2 the player's name
        const QString named = tr("%1 — %2");
        red = named.arg(red, mine == 0 ? tr("you") : opponent);
        black = named.arg(black, mine == 1 ? tr("you") : opponent);
    }
    redName_->setText(red);
    blackName_->setText(black);
}

void XiangqiTable::setGame(const Game& game)
{
    newGame(game.startPosition()); // a game that is set (opened) is played hot-seat
    QStringList actions;
    for (const Move m : game.moves())
        actions.append(QString::fromStdString(toIccs(m)));
    QString error;
    if (!match_->follow(match_->referee().setup(), actions, match::resultMap(game.result()), &error))
        setStatus([error] { return error; }); // never expected: the engine made the game
    viewedPly_ = this->game().ply();
    resultAnnounced_ = this->game().over(); // an opened finished game is not announced again
    showChange(false);
}

void XiangqiTable::setNotation(NotationStyle style)
{
    notation_ = style;
    rebuildMoveList();
}

bool XiangqiTable::playMove(Move m)
{
    if (game().over() || viewedPly_ != game().ply())
        return false;
    // The engine's refusal, worded in the user's language.
    Game trial = game();
    if (const MoveError e = trial.play(m); e != MoveError::None) {
        setStatus([e] { return moveErrorMessage(e); });
        emit statusMessage(statusLine_->text());
        return false;
    }
    QString why;
    if (!match_->play(match_->toAct(), QString::fromStdString(toIccs(m)), &why)) {
        setStatus([why] { return why; });
        return false;
    }
    viewedPly_ = game().ply();
    if (game().records().back().check)
        setStatus([] { return tr("Check!"); });
    else
        setStatus({});
    if (hinter_)
        hinter_->cancel();
    showChange(true);
    return true;
}

void XiangqiTable::undo()
{
    if (!canUndo())
        return;
    if (lan_) {
        lan_->requestUndo(); // the host takes the move back if the opponent agrees
        setStatus([] { return tr("You asked to take back your move; waiting for the answer."); });
        return;
    }
    stopThinking();
    match_->undo(); // against the computer: back to the person's turn, its answer too
    resultAnnounced_ = false;
    viewedPly_ = game().ply();
    setStatus({});
    showChange(false);
}

void XiangqiTable::redo()
{
    if (!canRedo())
        return;
    stopThinking();
    match_->redo(); // against the computer its answer comes back with the person's move
    viewedPly_ = game().ply();
    showChange(false);
}

void XiangqiTable::showPly(int ply)
{
    ply = std::clamp(ply, 0, game().ply());
    if (ply == viewedPly_)
        return;
    viewedPly_ = ply;
    refresh(false);
    if (ply < game().ply())
        setStatus([this, ply] {
            return tr("Reviewing move %1 of %2. Press End to return to the game.").arg(ply).arg(game().ply());
        });
    else
        setStatus({});
}

void XiangqiTable::flip() { board_->setFlipped(!board_->isFlipped()); }

void XiangqiTable::resign()
{
    if (game().over())
        return;
    if (lan_) {
        resignOverLan(tr("Do you resign the game?"));
        return;
    }
    const Side side = game().position().sideToMove();
    const int ply = game().ply();
    auto resignNow = [this, side, ply](bool yes) {
        if (!yes || game().over() || game().ply() != ply || lan_)
            return; // the game moved on while the question was open
        match_->resign(index(side));
        showChange(false);
    };
    if (!confirmResign_) {
        resignNow(true);
        return;
    }
    const QString question = side == Side::Red ? tr("Red resigns the game?") : tr("Black resigns the game?");
    ask(QStringLiteral("resignQuestion"), tr("Resign"), question, resignNow);
}

void XiangqiTable::hideEvent(QHideEvent* e)
{
    if (!e->spontaneous())
        match_->setPaused(match::Match::OffScreen, PlayPolicy::clockPausesOffScreen(playWay()));
    TablePage::hideEvent(e);
}

void XiangqiTable::showEvent(QShowEvent* e)
{
    match_->setPaused(match::Match::OffScreen, false); // none of the time off screen counted
    TablePage::showEvent(e);
}

void XiangqiTable::onTick()
{
    if (!lan_) {
        match_->setPaused(match::Match::Dialog,
                          QApplication::activeModalWidget() && PlayPolicy::clockPausesUnderADialog(playWay()));
        match_->tick(); // a fallen flag ends the game (Match::finished)
    }
    updateClocks();
}

void XiangqiTable::finishIfOver()
{
    if (!game().over() || resultAnnounced_)
        return;
    resultAnnounced_ = true;
    const GameResult result = game().result();
    setStatus([result] { return resultMessage(result); });
    const QString text = statusLine_->text();
    emit statusMessage(text);
    emit gameEnded(game().result());
    openResultBox(text);
}

void XiangqiTable::updateClocks()
{
    // Over the LAN the host's clock as last reported, counted down here.
    GameClock shown = clock();
    if (lan_ && shown.running() >= 0 && !game().over())
        shown.elapse(int(lanClockAge_.elapsed()));
    const bool timed = shown.timeControl().enabled();
    redClock_->setVisible(timed);
    blackClock_->setVisible(timed);
    if (!timed)
        return;
    auto show = [this, &shown](QLabel* label, int side) {
        QString text = formatClock(shown.remainingMs(side));
        if (shown.inByoyomi(side))
            text = tr("%1 (byo-yomi)").arg(text);
        label->setText(text);
        const bool low = shown.remainingMs(side) < 10000;
        label->setStyleSheet(shown.running() == side ? (low ? QStringLiteral("color:#c00000")
                                                            : QStringLiteral("color:palette(highlight)"))
                                                     : QString());
    };
    show(redClock_, 0);
    show(blackClock_, 1);
}

void XiangqiTable::rebuildMoveList()
{
    moveList_->clearContents();
    const int offset = game().startPosition().sideToMove() == Side::Black ? 1 : 0;
    moveList_->setRowCount((game().ply() + offset + 1) / 2);
    if (offset && game().ply() > 0)
        moveList_->setItem(0, 0, new QTableWidgetItem(QStringLiteral("…")));
    Position p = game().startPosition();
    for (int i = 0; i < game().ply(); ++i) {
        const Move m = game().moves()[static_cast<std::size_t>(i)];
        const int idx = i + offset;
        moveList_->setItem(idx / 2, idx % 2, new QTableWidgetItem(moveText(p, m, notation_)));
        p.makeMove(m);
    }
}

void XiangqiTable::refresh(bool animate)
{
    const bool atEnd = viewedPly_ == game().ply();
    const Move last = viewedPly_ > 0 ? game().moves()[static_cast<std::size_t>(viewedPly_ - 1)] : Move{};
    board_->setPosition(atEnd ? game().position() : game().positionAt(viewedPly_), last, animate && atEnd);
    board_->setInteractive(atEnd && !game().over() && !computerToMove());
    // Highlight the viewed move in the list.
    moveList_->clearSelection();
    QString lastText;
    if (viewedPly_ > 0) {
        const int offset = game().startPosition().sideToMove() == Side::Black ? 1 : 0;
        const int idx = viewedPly_ - 1 + offset;
        if (QTableWidgetItem* item = moveList_->item(idx / 2, idx % 2)) {
            item->setSelected(true);
            moveList_->scrollToItem(item);
            lastText = item->text();
        }
    }
    // What the drawn board shows, for screen readers and outside checks (AT-SPI).
    board_->setAccessibleName(tr("Xiangqi board"));
    const Side toMove = (atEnd ? game().position() : game().positionAt(viewedPly_)).sideToMove();
    QString described = game().over() && atEnd ? statusLine_->text()
                        : toMove == Side::Red ? tr("Red to move.")
                                              : tr("Black to move.");
    if (!lastText.isEmpty())
        //: The board's description for screen readers: %1 the last move in the move list's notation
        described += QLatin1Char(' ') + tr("Last move: %1.").arg(lastText);
    board_->setAccessibleDescription(described);
    firstButton_->setEnabled(viewedPly_ > 0);
    prevButton_->setEnabled(viewedPly_ > 0);
    nextButton_->setEnabled(viewedPly_ < game().ply());
    lastButton_->setEnabled(viewedPly_ < game().ply());
    redoButton_->setEnabled(canRedo());
    undoButton_->setEnabled(canUndo());
    const bool lanWaiting = lan_ && lan_->isHost() && !lan_->host()->started();
    drawButton_->setEnabled(!game().over() && !lanWaiting && !computerToMove() && PlayPolicy::drawOffers(playWay()));
    resignButton_->setEnabled(!game().over() && !computerToMove());
    const bool hintable = atEnd && !game().over() && !computerToMove() && !hinter_->isThinking()
        && PlayPolicy::hints(playWay());
    hintButton_->setEnabled(hintable);
    hintAction_->setEnabled(hintable);
    analyseButton_->setEnabled(PlayPolicy::analysis(playWay()));
    analyseAction_->setEnabled(PlayPolicy::analysis(playWay()));
    updateAnalysis();
    const bool redToMove = game().position().sideToMove() == Side::Red && !game().over();
    const bool blackToMove = game().position().sideToMove() == Side::Black && !game().over();
    QFont f = redName_->font();
    f.setBold(redToMove);
    redName_->setFont(f);
    f.setBold(blackToMove);
    blackName_->setFont(f);
    updateClocks();
}

void XiangqiTable::retranslate()
{
    updateNames();
    moveList_->setHorizontalHeaderLabels({tr("Red"), tr("Black")});
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

// --- Over the LAN ------------------------------------------------------------

void XiangqiTable::startLanGame(LanLink* link)
{
    const QJsonObject before = snapshot();
    const auto start = Position::fromFen(link->startFen().toStdString());
    newGame(start ? *start : Position());
    preLanSnapshot_ = before;
    takeLanLink(link, moveList_);
    // The host judges: the seats here only follow (Match::follow in syncFromLan).
    const int local = lan_->localSeat();
    match_->start({QStringLiteral("xiangqi"), match_->referee().setup(), {}, false},
                  local == 0 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>(),
                  local == 1 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>());
    syncFromLan(false); // the game so far (a rejoin or a late seat gets the moves already played)
    resultAnnounced_ = game().over();
    connect(lan_, &LanLink::moved, this, [this] { syncFromLan(true); });
    connect(lan_, &LanLink::gameOver, this, [this] { syncFromLan(false); });
    connect(lan_, &LanLink::undone, this, [this] {
        resultAnnounced_ = false;
        syncFromLan(false);
        setStatus([] { return tr("A move was taken back."); });
    });
    connect(lan_, &LanLink::rejoined, this, [this] {
        resultAnnounced_ = false; // the host sent the whole game again
        syncFromLan(false);
        setStatus([] { return tr("Reconnected to the host."); });
    });
    connect(lan_, &LanLink::opponentJoined, this, [this] {
        updateNames();
        syncLanClock();
        updateLanStatus();
        refresh(false);
    });
    // Our clock stops with the connection (the host's judges); then what every table does.
    connect(lan_, &LanLink::reconnecting, this, [this] { lanClock_.stop(); });
    connect(lan_, &LanLink::connectionLost, this, [this] { lanClock_.stop(); });
    connectLanCommon({[] { return tr("Your opponent asks to take back a move. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the move."); }});
    updateNames();
    updateLanStatus();
    refresh(false);
    emit gameChanged();
}

void XiangqiTable::syncFromLan(bool animate)
{
    if (!lan_)
        return;
    const int before = game().ply();
    QCborMap setup;
    setup.insert(QStringLiteral("start"), lan_->startFen());
    QString why;
    if (!match_->follow(setup, lan_->actions(), lan_->state().value(QStringLiteral("result")).toMap(), &why)) {
        // The host judged it, so our copy differs: show the problem rather than a wrong board.
        //: %1: why the host's data does not make a game (English)
        setStatus([why] { return tr("The game from the host cannot be shown: %1").arg(why); });
        return;
    }
    viewedPly_ = game().ply(); // a move that arrives ends any review
    if (game().ply() == before + 1 && game().records().back().check)
        setStatus([] { return tr("Check!"); });
    else if (game().ply() != before)
        setStatus({});
    syncLanClock();
    showChange(animate && game().ply() == before + 1);
    updateLanStatus();
}

void XiangqiTable::syncLanClock()
{
    if (!lan_)
        return;
    TimeControl tc;
    GameClock::State state;
    lanClock_ = GameClock();
    if (LanLink::clockFromMap(lan_->clockMap(), &tc, &state)) {
        lanClock_ = GameClock(tc);
        lanClock_.restore(state);
    }
    lanClockAge_.start();
    updateClocks();
}

// --- GamePage -------------------------------------------------------------

bool XiangqiTable::startNew(const QString& variantKey, PlayMode mode)
{
    if (mode == PlayMode::Computer) {
        const QList<UciEngineConfig> engines = loadUciEngines();
        QList<QPair<QString, QString>> names;
        for (const UciEngineConfig& e : engines)
            names.append({e.id, e.displayName()});
        const auto c = ComputerGameDialog::ask(gameKey(), {tr("Red"), tr("Black")}, names, this);
        if (!c)
            return false;
        const Side human = c->humanSide == 0 ? Side::Red : Side::Black;
        const auto engine = std::find_if(engines.begin(), engines.end(),
                                         [&c](const UciEngineConfig& e) { return e.id == c->engineId; });
        if (engine != engines.end())
            newComputerGame(human, c->level, *engine);
        else
            newComputerGame(human, c->level);
        return true;
    }
    if (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)
        return startLanMode(mode, variantKey);
    if (mode != PlayMode::HotSeat)
        return false; // the other modes arrive with their issues
    const auto tc = TimeControlDialog::ask(this);
    if (!tc)
        return false;
    newGame(Position(), *tc);
    return true;
}

bool XiangqiTable::isFlipped() const
{
    return board_->isFlipped();
}

void XiangqiTable::setFlipped(bool on)
{
    board_->setFlipped(on);
}

QString XiangqiTable::fileFilter() const
{
    return tr("Xiangqi games (*.pgn)");
}

bool XiangqiTable::claimsFile(const QByteArray& head, const QString&) const
{
    // A JSON object is never a PGN game (the role games' sessions are JSON):
    // leave it to the page that claims it.
    static const QRegularExpression jsonObject(QStringLiteral(R"(^\s*\{\s*")"));
    if (jsonObject.match(QString::fromUtf8(head)).hasMatch())
        return false;
    // Only the tag section matters; other variants name themselves there.
    static const QRegularExpression variantTag(QStringLiteral(R"(\[\s*Variant\s+"([^"]*)\")"));
    const auto m = variantTag.match(QString::fromLatin1(head));
    return !m.hasMatch() || m.captured(1).compare(QLatin1String("xiangqi"), Qt::CaseInsensitive) == 0
        || m.captured(1).compare(QLatin1String("chinese chess"), Qt::CaseInsensitive) == 0;
}

bool XiangqiTable::openFile(const QString& path, QString* error)
{
    return openGameFile(session::loadPgnFile, [this](const Game& g) { setGame(g); }, path, error);
}

bool XiangqiTable::saveFile(const QString& path, QString* error)
{
    session::PgnGame pgn;
    pgn.tags = gameFileTags();
    pgn.game = game();
    return session::savePgnFile(path, pgn, saveFormat_, error);
}

QJsonObject XiangqiTable::snapshot() const
{
    // A LAN game is the host's (after a crash the seat waits for a rejoin):
    // the game from before it is kept, as at every table (docs/PLAY.md).
    if (lan_)
        return preLanSnapshot_;
    QJsonObject o{{QStringLiteral("match"), match_->snapshot()}, {QStringLiteral("flipped"), board_->isFlipped()}};
    if (isComputerGame()) // which engine plays the computer's seat (the match knows its level)
        o.insert(QStringLiteral("engine"), QJsonObject{{QStringLiteral("uciEngine"), uciEngine_},
                                                        {QStringLiteral("uciEngineId"), uciEngineId_}});
    return o;
}

bool XiangqiTable::restoreSnapshot(const QJsonObject& data, QString* error)
{
    if (!data.contains(QStringLiteral("match")))
        return restoreOlderSnapshot(data, error);
    const QJsonObject m = data.value(QStringLiteral("match")).toObject();
    if (m.value(QStringLiteral("game")).toString() != gameKey()) {
        if (error)
            *error = tr("The saved game is not a xiangqi game.");
        return false;
    }
    // Restored paused: the computer's seat is made anew below, with its engine.
    match_->setPaused(match::Match::Players, true);
    if (!match_->restore(m, error)) {
        match_->setPaused(match::Match::Players, false);
        return false;
    }
    leaveLan();
    stopThinking();
    setAnalysing(false);
    for (int seat : {0, 1}) {
        const match::Seat* c = match_->seat(seat);
        if (c->kind() != match::Seat::Kind::Computer)
            continue;
        // The same engine, with its options while it is still the same program in Settings → Engines.
        const QJsonObject e = data.value(QStringLiteral("engine")).toObject();
        const QString command = e.value(QStringLiteral("uciEngine")).toString();
        const auto configured = findUciEngine(e.value(QStringLiteral("uciEngineId")).toString());
        const bool sameProgram = !command.isEmpty() && configured && configured->commandLine() == command;
        match_->replaceSeat(seat, engineSeat(c->level(), command, sameProgram ? &*configured : nullptr));
    }
    watchComputer();
    board_->setFlipped(data.value(QStringLiteral("flipped")).toBool());
    viewedPly_ = game().ply();
    resultAnnounced_ = game().over(); // a finished game is not announced again
    updateNames();
    setStatus({});
    match_->setPaused(match::Match::Players, false); // the computer thinks again if it is its turn
    showChange(false);
    ticker_->start();
    return true;
}

bool XiangqiTable::restoreOlderSnapshot(const QJsonObject& data, QString* error)
{
    // Written before the match: a PGN, the clock, the computer's side, level and engine.
    const auto pgn = session::readPgn(data.value(QStringLiteral("pgn")).toString().toUtf8(), error);
    if (!pgn)
        return false;
    const QJsonObject computer = data.value(QStringLiteral("computer")).toObject();
    const QString computerSide = computer.value(QStringLiteral("side")).toString();
    if (!computer.isEmpty() && computerSide != QLatin1String("red") && computerSide != QLatin1String("black")) {
        if (error)
            *error = tr("The saved computer opponent plays an unknown side \"%1\".").arg(computerSide.left(20));
        return false;
    }
    // Converted through a match of its own: nothing here changes unless it restores.
    match::Match old;
    QCborMap setup;
    setup.insert(QStringLiteral("start"), QString::fromStdString(pgn->game.startPosition().fen()));
    QStringList actions;
    for (const Move m : pgn->game.moves())
        actions.append(QString::fromStdString(toIccs(m)));
    if (!old.start({QStringLiteral("xiangqi"), setup, {}, true}, nullptr, nullptr, error)
        || !old.follow(setup, actions, match::resultMap(pgn->game.result()), error))
        return false;
    QJsonObject converted = old.snapshot();
    const QJsonObject clock = data.value(QStringLiteral("clock")).toObject();
    if (clock.value(QStringLiteral("baseMs")).toInt() > 0 || clock.value(QStringLiteral("byoyomiMs")).toInt() > 0)
        converted.insert(QStringLiteral("clock"), clock);
    QJsonObject upgraded{{QStringLiteral("flipped"), data.value(QStringLiteral("flipped")).toBool()}};
    if (!computer.isEmpty()) {
        const int level = std::clamp(computer.value(QStringLiteral("level")).toInt(3), ai::MinLevel, ai::MaxLevel);
        QJsonArray seats = converted.value(QStringLiteral("seats")).toArray();
        seats[computerSide == QLatin1String("red") ? 0 : 1] =
            QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), level}};
        converted.insert(QStringLiteral("seats"), seats);
        upgraded.insert(QStringLiteral("engine"), computer);
    }
    upgraded.insert(QStringLiteral("match"), converted);
    return restoreSnapshot(upgraded, error);
}

BuiltinXiangqiPlayer* XiangqiTable::builtinOpponent() const
{
    for (int seat : {0, 1})
        if (const auto* e = qobject_cast<const XiangqiEngineSeat*>(match_->seat(seat)))
            return qobject_cast<BuiltinXiangqiPlayer*>(e->player());
    return nullptr;
}

void XiangqiTable::applyPreferences(const Preferences& p)
{
    // Takes effect at the next search: a running one keeps its table.
    aiHashMb_ = p.aiHashMb;
    hinter_->setHashMb(aiHashMb_);
    if (BuiltinXiangqiPlayer* builtin = builtinOpponent())
        builtin->setHashMb(aiHashMb_);
    board_->setPieceStyle(p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    board_->setShowCoordinates(p.showCoordinates);
    board_->setAnimationMs(p.animationMs);
    setConfirmResign(p.confirmResign);
    sound_ = p.sound;
    analysisPanel_->reloadEngines(); // Settings → Engines may have changed the list
    const NotationStyle style = p.notation == QLatin1String("wxf")    ? NotationStyle::Wxf
                                : p.notation == QLatin1String("iccs") ? NotationStyle::Iccs
                                                                      : NotationStyle::Chinese;
    setNotation(style);
    saveFormat_ = style == NotationStyle::Wxf    ? session::MoveFormat::Wxf
                  : style == NotationStyle::Iccs ? session::MoveFormat::Iccs
                                                 : session::MoveFormat::Chinese;
}

} // namespace qiyuan::ui

namespace qiyuan::ui {

// --- Analysis ----------------------------------------------------------------

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
    const std::vector<Move> moves(all.begin(), all.begin() + std::clamp(viewedPly_, 0, game().ply()));
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
