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


namespace qiyuan::ui {

using namespace qiyuan::jifen;
using xiangqi::Square;


QString variantKeyOf(const RuleSet& rules)
{
    return QString::fromLatin1(rules.key.data(), qsizetype(rules.key.size()));
}

QString JifenTable::progressSummary() const
{
    const std::vector<int> numbers = moveNumbers(game().effects());
    return playSummary(numbers.empty() ? 0 : numbers.back());
}

QString JifenTable::variantKey() const
{
    return variantKeyOf(game().rules());
}

void JifenTable::newGame(const RuleSet& rules, TimeControl tc)
{
    startMatch(Position(rules), tc, nullptr, nullptr);
}

void JifenTable::startMatch(const Position& start, TimeControl tc, std::unique_ptr<match::Seat> red,
                            std::unique_ptr<match::Seat> black)
{
    endLan();
    stopThinking();
    chooser_->hide();
    pending_.reset();
    QCborMap setup;
    setup.insert(QStringLiteral("variant"), variantKeyOf(start.rules()));
    setup.insert(QStringLiteral("start"), QString::fromStdString(start.fen()));
    QString error;
    if (!match_->start({QStringLiteral("jifen"), setup, tc, true}, std::move(red), std::move(black), &error)) {
        setStatus([error] { return error; }); // never expected: the position is the engine's own
        return;
    }
    watchComputer();
    setStatus({});
    retranslate(); // the legend shows the rule set's kinds
    showChange();
}

void JifenTable::updateClocks()
{
    showTableClocks(redClock_, blackClock_, match_->shownClock());
}

void JifenTable::showChange()
{
    rebuildMoveList();
    refresh();
    updateClocks(); // a new game, a take-back or a restored one may change the clock
    announceIfFinished();
    emit changed();
}

void JifenTable::onPlayed(int seat, const QString& action)
{
    thinkingDepth_ = 0;
    const ActionEffect& e = game().effects().back();
    if (e.noSecondMove)
        setStatus([] { return tr("No legal second move: the turn passes."); });
    else if (e.firstCapture && game().rules().turns == TurnOrder::ContestOpening)
        setStatus([] { return tr("First capture: from now on one move per turn, and kinds may change."); });
    else if (e.check)
        setStatus([] { return tr("Check!"); });
    else
        setStatus({});
    showChange();
    if (match_->seat(seat)->kind() != match::Seat::Kind::Computer)
        return;
    if (const auto a = parseAction(action.toStdString()))
        emit computerActed(*a);
}

void JifenTable::setGame(const Game& game)
{
    startMatch(game.startPosition(), {}, nullptr, nullptr);
    match_->endAlreadyShown(); // an opened finished game is not announced again
    QString error;
    if (!match_->follow(match_->referee().setup(), match::actionTexts(game.records()), match::resultMap(game.result()),
                        &error))
        setStatus([error] { return error; }); // never expected: the engine made the game
    showChange();
}

void JifenTable::requestMove(xiangqi::Move m)
{
    if (game().over() || pending_ || computerToAct())
        return;
    if (lan_ && !localToAct()) {
        setStatus([] { return tr("Wait: it is your opponent's turn."); });
        return;
    }
    const auto choices = game().kindChoices(m);
    if (choices.empty()) {
        const Refusal r = game().position().check(Action::play(m));
        setStatus([r] { return jifenRefusalMessage(r); });
        return;
    }
    if (choices.size() == 1) {
        play(Action::play(m, choices.front()));
        return;
    }
    // Show the move made, then ask for the kind.
    pending_ = m;
    Position preview = game().position();
    const xiangqi::Piece piece = preview.at(m.from);
    const Kind current = preview.kindAt(m.from);
    preview.makeAction(Action::play(m, choices.front()));
    preview_ = preview;
    refresh();
    chooser_->offer(piece, current, choices, game().rules());
    placeChooser();
    setStatus([] { return tr("Choose the piece's kind (Enter keeps it, Escape takes the move back)."); });
}

void JifenTable::cancelChoice()
{
    pending_.reset();
    chooser_->hide();
    setStatus({});
    refresh();
}

bool JifenTable::play(const Action& a)
{
    chooser_->hide();
    pending_.reset();
    if (lan_ && !localToAct()) {
        setStatus([] { return tr("Wait: it is your opponent's turn."); });
        refresh();
        return false;
    }
    // Over the LAN the host judges; the action shows when it comes back.
    const int seat = lan_ ? lan_->localSeat() : match_->toAct();
    match::Refusal no;
    if (computerToAct() || !match_->play(seat, QString::fromStdString(actionText(a)), &no)) {
        showRefusal(no); // the engine's refusal, worded in the user's language
        refresh();
        return false;
    }
    if (lan_)
        refresh(); // the host judges; the action shows when it comes back
    return true; // here it shows as the match's news (onPlayed)
}

bool JifenTable::setTargetScore(int target)
{
    if (lan_ || !game().actions().empty() || target == game().position().targetScore())
        return false;
    Position start = game().startPosition();
    if (!start.setTargetScore(target).empty())
        return false;
    stopThinking();
    QCborMap setup = match_->referee().setup();
    setup.insert(QStringLiteral("start"), QString::fromStdString(start.fen()));
    if (!match_->restart({QStringLiteral("jifen"), setup, match_->timeControl(), true})) // the computer's search was for the old target
        return false;
    showChange();
    return true;
}

void JifenTable::endTurn()
{
    if (!game().mayEndTurn() || computerToAct())
        return;
    cancelChoice();
    play(Action::endTurn());
}

bool JifenTable::withdrawPending()
{
    const bool pending = pending_.has_value();
    cancelChoice();
    return pending;
}

bool JifenTable::isFlipped() const { return board_->isFlipped(); }

void JifenTable::setFlipped(bool on)
{
    board_->setFlipped(on);
    placeChooser();
}

void JifenTable::applyPreferences(const Preferences& p)
{
    const PieceStyle style = p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified;
    if (style != board_->pieceStyle()) {
        board_->setPieceStyle(style);
        chooser_->setPieceStyle(style);
        retranslate(); // the legend's pieces
    }
    board_->setShowCoordinates(p.showCoordinates);
    board_->setShowPointMarks(p.showPointMarks);
    board_->setAnimationMs(p.animationMs);
    confirmResign_ = p.confirmResign;
}

} // namespace qiyuan::ui
