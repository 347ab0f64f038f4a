#include "xiangqitable.h"
#include "repetitionwarning.h"
#include "reviewpanel.h"
#include "explorerpanel.h"
#include "xiangqi/ecco.h"
#include "session/reviewtags.h"
#include "analysispanel.h"
#include "computerplayer.h"

#include "ui/lan/lanlink.h"
#include "ui/preferences.h"
#include "xiangqi/notation.h"

#include <QAction>
#include <QCborMap>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

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
    computer_->watch();
    record_->setViewedPly(0);
    record_->startLive(start); // a new game: a new record, played live
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
    return QList<QAction*>{hintAction_, analysis_->action()} + record_->actions();
}

void XiangqiTable::onPlayed(int seat, const QString& action)
{
    if (record_->isOpened())
        record_->markEdited(); // played on at the end of a record: the record grows
    const bool computer = match_->seat(seat)->kind() == match::Seat::Kind::Computer;
    if (computer)
        thinkingBar_->hide();
    record_->setViewedPly(game().ply()); // the computer's answer is played even while the person reviews
    setStatus(game().records().back().check ? std::function<QString()>([] { return tr("Check!"); })
                                            : std::function<QString()>());
    if (!computer)
        computer_->cancelHint();
    showChange(true);
    if (computer)
        emit computerMoved(Position::parseIccs(action.toStdString()));
}

void XiangqiTable::showChange(bool animate)
{
    record_->setViewedPly(std::min(viewedPly(), game().ply()));
    rebuildMoveList();
    if (!hintPending())
        board_->setHintMove({});
    refresh(animate);
    announceIfFinished();
    if (!navigating_) // reviewing another line of a record changes nothing to save
        emit gameChanged();
    updateThinking();
}

void XiangqiTable::setGame(const Game& game)
{
    newGame(game.startPosition());    // a game that is set (opened) is played hot-seat
    record_->setOpened(game.result()); // and reviewed as a record
    followGame(game, game.ply());      // an opened finished game is not announced again
}

void XiangqiTable::followGame(const Game& line, int ply)
{
    match_->endAlreadyShown(); // reviewing announces no result
    stopThinking();
    QString error;
    if (!match_->follow(match_->referee().setup(), match::actionTexts(line.records()), match::resultMap(line.result()),
                        &error))
        setStatus([error] { return error; }); // never expected: the engine made every move
    record_->setViewedPly(ply);
    showChange(false);
}

void XiangqiTable::setNotation(NotationStyle style)
{
    notation_ = style;
    rebuildMoveList();
    // Everything else that words moves follows at once: the analysis lines, a hint shown.
    analysis_->panel()->setMoveWords([style](const Position& p, Move m) { return moveText(p, m, style); });
    setStatus(std::move(statusText_));
}

bool XiangqiTable::playMove(Move m)
{
    if (game().over() || viewedPly() != game().ply())
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
    if (!lan_ && canUndo())
        record_->reopenFinishedGame(); // right after the end of a hot-seat game: played live again
    TablePage::undo();
}

void XiangqiTable::refuseMove(MoveError e)
{
    setStatus([e] { return moveErrorMessage(e); });
    emit statusMessage(statusLine_->text());
}

void XiangqiTable::showRecordMove()
{
    // What the move did, as a move played at the end of a game says it (no result box: a record is reviewed).
    if (viewedPly() == game().ply() && game().over()) {
        setStatus([result = game().result(), repetition = endingRepetition(game())] {
            return resultMessage(result, repetition);
        });
    } else if (viewedPly() > 0 && game().records()[size_t(viewedPly() - 1)].check) {
        setStatus([] { return tr("Check!"); });
    }
    emit gameChanged(); // a move was played: the sound, the menus, the main window's "modified"
}

void XiangqiTable::setRecord(const session::PgnGame& opened)
{
    // A review saved with the record comes back as the review, not as comments.
    session::PgnGame record = opened;
    const std::vector<session::ReviewTag> reviewTags = session::takeReviewTags(record.tree);
    setGame(record.game);
    match_->takeClockTag(record.tags.value(QStringLiteral("TimeControl"))); // the record's clock, if it names one
    record_->take(record);
    restoreReview(reviewTags);
    updateNames(); // the record's players
    rebuildMoveList();
    refresh(false);
    // The reader corrected the side to move (a 残局 set-up that says red to move
    // while black is in check): said on the status line, nothing to answer.
    if (!record.notice.isEmpty()) {
        const bool blackFirst = record.game.startPosition().sideToMove() == Side::Black;
        setStatus([blackFirst] {
            //: A game file (XQF header or PGN FEN tag) gave the wrong side to move; the reader corrected it
            return blackFirst ? tr("The file says red to move, but black is in check: black moves first.")
                              : tr("The file says black to move, but red is in check: red moves first.");
        });
    }
}

void XiangqiTable::restoreReview(const std::vector<session::ReviewTag>& tags)
{
    // One tag per position of the main line, or it belongs to another game.
    if (tags.empty() || tags.size() != game().moves().size() + 1)
        return;
    reviewPanel_->review()->restoreTags(game().startPosition(), game().moves(), tags);
    reviewPanel_->setGame(game().startPosition(), game().moves(), reviewThreads_);
    showReview();
}

session::PgnGame XiangqiTable::record() const
{
    session::PgnGame pgn = record_->pgn(withLevelTags(gameFileTags()));
    // A review of this main line goes with the record, in its comments.
    const GameReview* review = reviewPanel_->review();
    if (!review->isEmpty() && review->moves() == pgn.game.moves()
        && review->startPosition().fen() == pgn.game.startPosition().fen())
        session::addReviewTags(pgn.tree, review->tags());
    return pgn;
}

void XiangqiTable::setReviewStatus()
{
    const int ply = viewedPly();
    if (ply < game().ply())
        setStatus([this, ply] {
            // In moves as players count them (a move: red's and black's), not plies.
            const int moves = movesOf(game().ply());
            if (ply == 0)
                //: %1: how many moves (回合) the game has
                return tr("Reviewing the start position of %n move(s). Press End to return to the game.", nullptr, moves);
            //: %1: the move number (第几回合); %2: the game's moves
            const bool redMoved = game().positionAt(ply - 1).sideToMove() == Side::Red;
            return (redMoved ? tr("Reviewing move %1 (red's) of %2. Press End to return to the game.")
                                 : tr("Reviewing move %1 (black's) of %2. Press End to return to the game."))
                .arg(movesOf(ply))
                .arg(moves);
        });
    else
        setStatus({});
}

QString XiangqiTable::progressSummary() const
{
    if (record_->isOpened())
        //: An opened game record (棋谱) with changes not saved yet
        return record_->hasEdits() ? tr("record (edited)") : tr("record");
    return playSummary(movesOf(game().ply()));
}

void XiangqiTable::showRecordResult()
{
    recordResult_->setVisible(record_->isOpened());
    if (!record_->isOpened())
        return;
    // The result of its main line: as the moves or the file say it.
    const GameResult result = record_->mainResult();
    const QString tag = record_->declaredResult();
    QString said;
    if (result.over())
        said = resultMessage(result);
    else if (tag == QLatin1String("1-0"))
        said = tr("Red won.");
    else if (tag == QLatin1String("0-1"))
        said = tr("Black won.");
    else if (tag == QLatin1String("1/2-1/2"))
        said = tr("Drawn.");
    else
        said = tr("No result: the game was not finished.");
    //: Above the move list of a game record opened from a file; %1 its result, e.g. "Red wins: checkmate."
    recordResult_->setText(tr("<b>Record under review.</b> %1").arg(said.toHtmlEscaped()));
}

void XiangqiTable::flip() { board_->setFlipped(!board_->isFlipped()); }

QString XiangqiTable::resignQuestion(int seat) const
{
    return lan_ ? tr("Do you resign the game?") : TablePage::resignQuestion(seat);
}

void XiangqiTable::updateClocks()
{
    // Over the LAN the host's clock as last reported, counted down (the match's shownClock).
    seats_->showClocks(match_->shownClock());
}

void XiangqiTable::updateNames()
{
    seats_->showNames(isComputerGame() ? computer_ : nullptr, lan_, record_->tags());
}

void XiangqiTable::rebuildMoveList()
{
    record_->rebuild(notation_, navigating_,
                     playWay() == PlayWay::HotSeat && !match_->clock().timeControl().enabled());
}

void XiangqiTable::refresh(bool animate)
{
    const int viewed = viewedPly();
    const bool atEnd = viewed == game().ply();
    const Move last = viewed > 0 ? game().moves()[static_cast<std::size_t>(viewed - 1)] : Move{};
    board_->setPosition(atEnd ? game().position() : game().positionAt(viewed), last, animate && atEnd);
    // A warning stands for the position it was given in only.
    if (repetitionWarning_->isAsking() && (repetitionWarning_->ply() != game().ply() || !atEnd))
        repetitionWarning_->withdraw();
    explorer_->showPosition(board_->position(), notation_);
    // The opening (ECCO) of the line to the viewed move, as it is played.
    const std::vector<Move> line(game().moves().begin(), game().moves().begin() + viewed);
    const auto opening = viewed > 0 ? classifyOpening(game().startPosition(), line) : std::nullopt;
    openingLabel_->setVisible(opening.has_value());
    if (opening)
        //: The ECCO opening of the game so far: %1 its code and name (e.g. B24 中炮过河炮对左三步虎)
        openingLabel_->setText(tr("Opening: %1").arg(openingText(*opening)));
    // The review speaks of the game's main line and the viewed move.
    reviewPanel_->setGame(game().startPosition(), game().moves(), reviewThreads_);
    reviewPanel_->showPly(viewed, notation_);
    if (const auto next = reviewPanel_->verdictAt(viewed + 1); next && next->best != next->move && !next->best.empty())
        board_->setHintMove(Position::parseIccs(next->best)); // here the engine plays this
    // A perpetual check or chase that ended the game: its pieces marked.
    if (const auto repetition = endingRepetition(game()); repetition && atEnd)
        board_->setRuleMarks(repetitionMarks(*repetition));
    // A record takes a move at every position (playInRecord); a live game at its end only.
    board_->setInteractive((atEnd ? !game().over() : reviewingRecord() && !lan_) && !computerToMove());
    // The viewed move in the list, its comment in the panel.
    record_->show();
    QString lastText;
    if (viewed > 0)
        lastText = moveText(game().positionAt(viewed - 1), last, notation_);
    // What the drawn board shows, for screen readers and outside checks (AT-SPI).
    board_->setAccessibleName(tr("Xiangqi board"));
    const Side toMove = (atEnd ? game().position() : game().positionAt(viewed)).sideToMove();
    QString described = game().over() && atEnd ? statusLine_->text()
                        : toMove == Side::Red ? tr("Red to move.")
                                              : tr("Black to move.");
    if (!lastText.isEmpty())
        //: The board's description for screen readers: %1 the last move in the move list's notation
        described += QLatin1Char(' ') + tr("Last move: %1.").arg(lastText);
    board_->setAccessibleDescription(described);
    seats_->showCaptured(game(), viewed);
    redoButton_->setEnabled(canRedo());
    undoButton_->setEnabled(canUndo());
    const bool lanWaiting = lanWaitingForPlayers();
    // An opened record is reviewed, not played: nobody offers a draw or resigns in it.
    const bool record = record_->isOpened();
    drawButton_->setEnabled(!record && !game().over() && !lanWaiting && !computerToMove()
                            && PlayPolicy::drawOffers(playWay()));
    resignButton_->setEnabled(!record && !game().over() && !computerToMove());
    showRecordResult();
    const bool hintable = atEnd && !game().over() && !computerToMove() && !hintPending()
        && PlayPolicy::hints(playWay());
    hintButton_->setEnabled(hintable);
    hintAction_->setEnabled(hintable);
    analysis_->updateEnabled();
    analysis_->show(game(), viewed);
    // Nobody is to move while a LAN table waits for its second player.
    const bool redToMove = game().position().sideToMove() == Side::Red && !game().over() && !lanWaiting;
    const bool blackToMove = game().position().sideToMove() == Side::Black && !game().over() && !lanWaiting;
    seats_->showTurn(redToMove, blackToMove);
    showTurnLine();
    updateClocks();
}

void XiangqiTable::showTurnLine()
{
    if (game().over())
        turnLine_->setText(tr("Game over"));
    else if (lanWaitingForPlayers())
        //: Over the LAN before the game starts: a seat at the table is still free
        turnLine_->setText(tr("The game starts when both seats are taken"));
    else
        turnLine_->setText(game().position().sideToMove() == Side::Red ? tr("Red to move") : tr("Black to move"));
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

QList<QAction*> XiangqiTable::gameActions() { return TablePage::gameActions() << reviewAction_; }

void XiangqiTable::reviewGame()
{
    reviewPanel_->show();
    if (!reviewPanel_->review()->isRunning() && !reviewPanel_->review()->isComplete())
        reviewPanel_->startReview();
}

void XiangqiTable::setCollection(std::shared_ptr<const session::Collection> collection)
{
    explorer_->setCollection(std::move(collection));
}

void XiangqiTable::showReview()
{
    QStringList marks;
    for (const auto& j : reviewPanel_->review()->judged())
        marks << (j ? QString::fromLatin1(ai::reviewMarkText(j->mark)) : QString());
    record_->setMarks(marks);
    if (!reviewPanel_->review()->isEmpty())
        reviewPanel_->show();
    refresh(false);
}

void XiangqiTable::applyPreferences(const Preferences& p)
{
    reviewThreads_ = p.aiThreads;
    computer_->applyPreferences(p);
    board_->setPieceStyle(p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    seats_->setPieceStyle(board_->pieceStyle());
    board_->setShowCoordinates(p.showCoordinates);
    board_->setShowPointMarks(p.showPointMarks);
    board_->setAnimationMs(p.animationMs);
    setConfirmResign(p.confirmResign);
    sound_ = p.sound;
    analysis_->panel()->reloadEngines(); // Settings → Engines may have changed the list
    const NotationStyle style = p.notation == QLatin1String("wxf")    ? NotationStyle::Wxf
                                : p.notation == QLatin1String("iccs") ? NotationStyle::Iccs
                                                                      : NotationStyle::Chinese;
    setNotation(style);
    record_->applyPreferences(p);
    files_.setNotation(style);
}

} // namespace qiyuan::ui
