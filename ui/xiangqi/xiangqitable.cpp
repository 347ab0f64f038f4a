#include "xiangqitable.h"
#include "capturedpieces.h"

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
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTableWidgetItem>
#include <QToolButton>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

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
    // A new game: a new record, played live; the old one's questions go.
    withdrawRecordQuestions();
    ++recordNumber_;
    record_ = RecordKind::None;
    tree_ = GameTree(start);
    recordTags_.clear();
    mainResult_ = {};
    treeEdited_ = false;
    commentNode_ = GameTree::None;
    updateNames();
    setStatus({});
    rebuildMoveList();
    refresh(false);
    emit gameChanged();
}

bool XiangqiTable::computerToMove() const
{
    if (lan_) { // over the LAN the other side's turn counts as the computer's, and so does the wait for it
        if (lanWaitingForPlayers()) // a seat is still free: the game has not started
            return true;
        return !game().over() && index(game().position().sideToMove()) != lan_->localSeat();
    }
    return !game().over() && match_->seat(match_->toAct())->kind() == match::Seat::Kind::Computer;
}

QList<QAction*> XiangqiTable::editActions()
{
    // The record's edits too (the move list's context menu), after a separator.
    return QList<QAction*>{hintAction_, analyseAction_} + moveList_->actions();
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

void XiangqiTable::onPlayed(int seat, const QString& action)
{
    const bool computer = match_->seat(seat)->kind() == match::Seat::Kind::Computer;
    if (computer)
        thinkingBar_->hide();
    viewedPly_ = game().ply(); // the computer's answer is played even while the person reviews
    setStatus(game().records().back().check ? std::function<QString()>([] { return tr("Check!"); })
                                            : std::function<QString()>());
    if (hinter_ && !computer)
        hinter_->cancel();
    showChange(true);
    if (computer)
        emit computerMoved(Position::parseIccs(action.toStdString()));
}

void XiangqiTable::showChange(bool animate)
{
    viewedPly_ = std::min(viewedPly_, game().ply());
    rebuildMoveList();
    if (hinter_ && !hinter_->isThinking())
        board_->setHintMove({});
    refresh(animate);
    announceIfFinished();
    if (!navigating_) // reviewing another line of a record changes nothing to save
        emit gameChanged();
    updateThinking();
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
        // Each seat's player (at a headless table both are LAN players; a
        // spectator sees both names).
        auto player = [this, mine](int seat) {
            if (seat == mine)
                return tr("you");
            const QString name = lan_->seatName(seat);
            if (!name.isEmpty())
                return name;
            const QString code = lan_->roomCode();
            if (code.isEmpty())
                //: The empty seat of a table on the LAN, waiting for a player
                return tr("free seat");
            //: The empty seat of a table hosted on the LAN; %1 the 6-digit room code the joiner must type
            return tr("free seat, code %1").arg(code);
        };
        //: A side's label over the LAN: %1 Red or Black, %2 the player's name
        const QString named = tr("%1 — %2");
        red = named.arg(red, player(0));
        black = named.arg(black, player(1));
    } else if (!isComputerGame()) {
        // An opened record names its players ("?" and blanks are no names).
        const QString tags[2] = {recordTags_.value(QStringLiteral("Red")).trimmed(),
                                 recordTags_.value(QStringLiteral("Black")).trimmed()};
        // A game saved here without names carries the sides' own words (gameFileTags).
        auto isName = [](const QString& tag, const QString& side, const char* english) {
            return !tag.isEmpty() && tag != QLatin1String("?") && tag != side && tag != QLatin1String(english);
        };
        const QString named = tr("%1 — %2");
        if (isName(tags[0], red, "Red"))
            red = named.arg(red, tags[0]);
        if (isName(tags[1], black, "Black"))
            black = named.arg(black, tags[1]);
    }
    redName_->setText(red);
    blackName_->setText(black);
}

void XiangqiTable::setGame(const Game& game)
{
    newGame(game.startPosition()); // a game that is set (opened) is played hot-seat
    record_ = RecordKind::Opened;  // and reviewed as a record
    mainResult_ = game.result();
    match_->endAlreadyShown(); // an opened finished game is not announced again
    QString error;
    if (!match_->follow(match_->referee().setup(), match::actionTexts(game.records()), match::resultMap(game.result()),
                        &error))
        setStatus([error] { return error; }); // never expected: the engine made the game
    viewedPly_ = this->game().ply();
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
    match::Refusal no;
    if (!match_->play(match_->toAct(), QString::fromStdString(toIccs(m)), &no)) {
        showRefusal(no); // the engine's refusal, worded in the user's language
        return false;
    }
    return true; // the move shows as the match's news (onPlayed)
}

void XiangqiTable::undo()
{
    // Right after the end of a hot-seat game, a take-back goes on playing it live.
    if (!lan_ && canUndo() && record_ == RecordKind::Finished && !treeEdited_ && viewedPly_ == game().ply()
        && tree_.node(currentNode()).children.empty() && tree_.onMainLine(currentNode()))
        record_ = RecordKind::None;
    TablePage::undo();
}

void XiangqiTable::showPly(int ply)
{
    ply = std::clamp(ply, 0, game().ply());
    if (ply == viewedPly_)
        return;
    viewedPly_ = ply;
    refresh(false);
    setReviewStatus();
}

void XiangqiTable::setReviewStatus()
{
    const int ply = viewedPly_;
    if (ply < game().ply())
        setStatus([this, ply] {
            return tr("Reviewing move %1 of %2. Press End to return to the game.").arg(ply).arg(game().ply());
        });
    else
        setStatus({});
}

void XiangqiTable::flip() { board_->setFlipped(!board_->isFlipped()); }

QString XiangqiTable::resignQuestion(int seat) const
{
    return lan_ ? tr("Do you resign the game?") : TablePage::resignQuestion(seat);
}

void XiangqiTable::updateClocks()
{
    // Over the LAN the host's clock as last reported, counted down (the match's shownClock).
    const GameClock shown = match_->shownClock();
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
    syncTree();
    moveList_->setTree(tree_, notation_, currentNode());
}

void XiangqiTable::updateCaptured()
{
    std::vector<Piece> byRed, byBlack;
    const auto& records = game().records();
    for (int i = 0; i < viewedPly_ && i < int(records.size()); ++i)
        if (const Piece taken = pieceFromFenChar(records[size_t(i)].captured); isPiece(taken))
            (sideOf(taken) == Side::Black ? byRed : byBlack).push_back(taken);
    redTook_->setPieces(std::move(byRed));
    blackTook_->setPieces(std::move(byBlack));
}

void XiangqiTable::refresh(bool animate)
{
    const bool atEnd = viewedPly_ == game().ply();
    const Move last = viewedPly_ > 0 ? game().moves()[static_cast<std::size_t>(viewedPly_ - 1)] : Move{};
    board_->setPosition(atEnd ? game().position() : game().positionAt(viewedPly_), last, animate && atEnd);
    // A record takes a move at every position (playInRecord); a live game at its end only.
    board_->setInteractive((atEnd ? !game().over() : reviewingRecord() && !lan_) && !computerToMove());
    // Highlight the viewed move in the list; its comment in the panel.
    const GameTree::NodeId current = currentNode();
    moveList_->setCurrent(current);
    showComment();
    updateTreeActions();
    QString lastText;
    if (current != GameTree::Root)
        lastText = moveText(game().positionAt(viewedPly_ - 1), tree_.node(current).move, notation_);
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
    updateCaptured();
    firstButton_->setEnabled(viewedPly_ > 0);
    prevButton_->setEnabled(viewedPly_ > 0);
    const bool further = viewedPly_ < game().ply() || !tree_.node(current).children.empty();
    nextButton_->setEnabled(further);
    lastButton_->setEnabled(further);
    redoButton_->setEnabled(canRedo());
    undoButton_->setEnabled(canUndo());
    const bool lanWaiting = lanWaitingForPlayers();
    drawButton_->setEnabled(!game().over() && !lanWaiting && !computerToMove() && PlayPolicy::drawOffers(playWay()));
    resignButton_->setEnabled(!game().over() && !computerToMove());
    const bool hintable = atEnd && !game().over() && !computerToMove() && !hinter_->isThinking()
        && PlayPolicy::hints(playWay());
    hintButton_->setEnabled(hintable);
    hintAction_->setEnabled(hintable);
    analyseButton_->setEnabled(PlayPolicy::analysis(playWay()));
    analyseAction_->setEnabled(PlayPolicy::analysis(playWay()));
    updateAnalysis();
    // Nobody is to move while a LAN table waits for its second player.
    const bool redToMove = game().position().sideToMove() == Side::Red && !game().over() && !lanWaiting;
    const bool blackToMove = game().position().sideToMove() == Side::Black && !game().over() && !lanWaiting;
    QFont f = redName_->font();
    f.setBold(redToMove);
    redName_->setFont(f);
    f.setBold(blackToMove);
    blackName_->setFont(f);
    updateClocks();
}

// --- GamePage -------------------------------------------------------------

bool XiangqiTable::isFlipped() const
{
    return board_->isFlipped();
}

void XiangqiTable::setFlipped(bool on)
{
    board_->setFlipped(on);
}

void XiangqiTable::applyPreferences(const Preferences& p)
{
    // Takes effect at the next search: a running one keeps its table.
    aiHashMb_ = p.aiHashMb;
    aiThreads_ = p.aiThreads;
    hinter_->setHashMb(aiHashMb_);
    hinter_->setThreads(aiThreads_);
    if (match::ComputerSeat* builtin = builtinOpponent()) {
        builtin->setHashMb(aiHashMb_);
        builtin->setThreads(aiThreads_);
    }
    board_->setPieceStyle(p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    for (CapturedPieces* took : {redTook_, blackTook_})
        took->setPieceStyle(board_->pieceStyle());
    board_->setShowCoordinates(p.showCoordinates);
    board_->setShowPointMarks(p.showPointMarks);
    board_->setAnimationMs(p.animationMs);
    setConfirmResign(p.confirmResign);
    sound_ = p.sound;
    analysisPanel_->reloadEngines(); // Settings → Engines may have changed the list
    const NotationStyle style = p.notation == QLatin1String("wxf")    ? NotationStyle::Wxf
                                : p.notation == QLatin1String("iccs") ? NotationStyle::Iccs
                                                                      : NotationStyle::Chinese;
    setNotation(style);
    newMoveChoice_ = p.newMoveInRecord == QLatin1String("variation") ? NewMoveChoice::Variation
                     : p.newMoveInRecord == QLatin1String("replace") ? NewMoveChoice::Replace
                     : p.newMoveInRecord == QLatin1String("mainline") ? NewMoveChoice::MainLine
                                                                      : NewMoveChoice::Ask;
    saveFormat_ = style == NotationStyle::Wxf    ? session::MoveFormat::Wxf
                  : style == NotationStyle::Iccs ? session::MoveFormat::Iccs
                                                 : session::MoveFormat::Chinese;
}

} // namespace qiyuan::ui
