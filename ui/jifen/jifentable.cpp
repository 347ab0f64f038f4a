#include "jifentable.h"

#include <QJsonArray>

#include "ai/draw_offer.h"

#include "kindchooser.h"
#include "kindpainter.h"
#include "session/jifen_pgn.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ai/ai.h"

#include <QCborArray>
#include <QDate>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::jifen;
using xiangqi::Square;

// --- texts ------------------------------------------------------------------

QString jifenRefusalMessage(const Refusal& r)
{
    using R = Refusal::Reason;
    switch (r.reason) {
    case R::None: return {};
    case R::GameOver: return JifenTable::tr("The game is over.");
    case R::Movement: return moveErrorMessage(r.movement);
    case R::CaptureByKind:
        if (r.kind == Kind::Idle)
            return JifenTable::tr("An idle piece never captures.");
        //: e.g. "A small piece may not capture a small piece."
        return JifenTable::tr("A %1 piece may not capture a %2 piece.")
            .arg(kindDisplayName(r.kind).toLower(), kindDisplayName(r.otherKind).toLower());
    case R::FirstTurnCapture: return JifenTable::tr("The game's first move may not capture.");
    case R::LeavesGeneralAttacked:
        //: 送将
        return JifenTable::tr("That would leave your General in check (送将).");
    case R::GeneralsFace: return JifenTable::tr("The two Generals may not face each other on an open file.");
    case R::KindNotInRules:
        return JifenTable::tr("%1 pieces are not used in these rules.").arg(kindDisplayName(r.kind));
    case R::SameKind: return JifenTable::tr("The piece already is of that kind.");
    case R::KindChangeTooEarly: return JifenTable::tr("Kinds may change only from the game's first capture on.");
    case R::EndNotAllowed: return JifenTable::tr("A turn can be ended only after its first move.");
    }
    return JifenTable::tr("Illegal move.");
}

QString scoreEventMessage(const ScoreEvent& e)
{
    QString what;
    if (e.byCheck) {
        //: 将军: the move gives check
        what = JifenTable::tr("Check");
    } else {
        switch (e.kind) {
        //: 普通子走一着
        case Kind::Normal: what = JifenTable::tr("Normal piece moved"); break;
        //: 小子走一着
        case Kind::Small: what = JifenTable::tr("Small piece moved"); break;
        //: 王子走一着
        case Kind::King: what = JifenTable::tr("King piece moved"); break;
        //: 闲子走一着
        case Kind::Idle: what = JifenTable::tr("Idle piece moved"); break;
        }
    }
    auto signedNumber = [](int n) { return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n); };
    QStringList points;
    if (e.points.own != 0)
        points << signedNumber(e.points.own);
    if (e.points.opponent != 0)
        //: Points the move gave the other side, e.g. "opponent +2" (对方+2)
        points << JifenTable::tr("opponent %1").arg(signedNumber(e.points.opponent));
    if (points.isEmpty())
        //: 不得分
        points << JifenTable::tr("no points");
    //: What a move scored: the reason, then the points, e.g. "闲子走一着 +1"
    return JifenTable::tr("%1: %2", "move points").arg(what, points.join(QStringLiteral(", ")));
}

QString jifenResultMessage(const GameResult& r, int target)
{
    QString reason;
    const std::string& k = r.reason;
    if (k == "king piece captured")
        //: 吃王子: capturing any king piece wins (contest rules)
        reason = JifenTable::tr("a king piece was captured");
    else if (k == "target score")
        reason = JifenTable::tr("reached the target score of %1").arg(target);
    else if (k == "ply limit")
        reason = JifenTable::tr("400 moves without a result");
    else
        reason = TablePage::commonResultReason(k);
    return TablePage::resultSentence(r.verdict, reason);
}

namespace {
QString sideName(xiangqi::Side s)
{
    return s == xiangqi::Side::Red ? JifenTable::tr("Red") : JifenTable::tr("Black");
}
} // namespace

// --- the board's view of the rules -------------------------------------------

// What the board asks: the legal moves and the kinds of the position it shows.
class JifenTable::Rules : public BoardRules {
public:
    explicit Rules(const JifenTable& table)
        : table_(table), shown_(table.game().position())
    {
    }
    QList<xiangqi::Move> movesFrom(Square from) const override
    {
        QList<xiangqi::Move> out;
        if (!live_)
            return out;
        for (const Action& a : table_.game().legalActions())
            if (!a.isEnd() && a.move.from == from && !out.contains(a.move))
                out.append(a.move);
        return out;
    }
    Square checkedGeneral() const override
    {
        const xiangqi::Side s = shown_.sideToAct();
        return shown_.inCheck(s) ? shown_.board().generalSquare(s) : xiangqi::NoSquare;
    }
    void drawPiece(QPainter& p, Square s, QPointF centre, qreal diameter, PieceStyle style,
                   qreal opacity) const override
    {
        KindPainter::drawPiece(p, centre, diameter, shown_.at(s), shown_.kindAt(s), style, opacity);
    }

    const JifenTable& table_;
    Position shown_;
    bool live_ = true; // the shown position is the game's: moves may be made
};

namespace {
QString variantKeyOf(const RuleSet& rules)
{
    return QString::fromLatin1(rules.key.data(), qsizetype(rules.key.size()));
}
} // namespace

// --- the table ----------------------------------------------------------------

JifenTable::JifenTable(QWidget* parent)
    : TablePage(parent)
{
    setObjectName(QStringLiteral("jifenTable"));
    // The match first: everything below shows its game.
    match_->start({QStringLiteral("jifen"), {}, {}, true}, nullptr, nullptr);
    connect(match_, &match::Match::played, this, &JifenTable::onPlayed);
    connect(match_, &match::Match::seatFailed, this, [this](int, const QString& why) {
        setStatus([why] { return why; }); // never expected: the AI plays only legal actions
    });
    rules_ = std::make_unique<Rules>(*this);
    board_ = new BoardWidget(this);
    board_->setRules(rules_.get());
    chooser_ = new KindChooser(this);

    scoreBox_ = new QGroupBox(this);
    redScore_ = new QLabel(scoreBox_);
    blackScore_ = new QLabel(scoreBox_);
    target_ = new QLabel(scoreBox_);
    for (QLabel* l : {redScore_, blackScore_}) {
        QFont f = l->font();
        f.setPointSizeF(f.pointSizeF() * 1.4);
        f.setBold(true);
        l->setFont(f);
    }
    auto* scores = new QGridLayout(scoreBox_);
    scores->addWidget(redScore_, 0, 0);
    scores->addWidget(blackScore_, 0, 1);
    targetSpin_ = new QSpinBox(scoreBox_);
    targetSpin_->setRange(1, 9999);
    scores->addWidget(target_, 1, 0);
    scores->addWidget(targetSpin_, 1, 1);
    // Over the LAN with a time control: each side's clock (the host's, counted down here).
    redClock_ = new QLabel(scoreBox_);
    blackClock_ = new QLabel(scoreBox_);
    redClock_->setObjectName(QStringLiteral("redClock"));
    blackClock_->setObjectName(QStringLiteral("blackClock"));
    scores->addWidget(redClock_, 2, 0);
    scores->addWidget(blackClock_, 2, 1);
    redClock_->hide();
    blackClock_->hide();
    lanTicker_ = new QTimer(this);
    lanTicker_->setInterval(200);
    connect(lanTicker_, &QTimer::timeout, this, &JifenTable::showLanClock);
    connect(targetSpin_, &QSpinBox::valueChanged, this, &JifenTable::setTargetScore);

    turn_ = new QLabel(this);
    turn_->setWordWrap(true);
    endTurnButton_ = new QPushButton(this);

    legendBox_ = new QGroupBox(this);
    auto* legend = new QGridLayout(legendBox_);
    legend->setVerticalSpacing(2);
    for (int i = 0; i < KindCount; ++i) {
        auto* icon = new QLabel(legendBox_);
        auto* text = new QLabel(legendBox_);
        text->setWordWrap(true);
        legend->addWidget(icon, i, 0);
        legend->addWidget(text, i, 1);
        legendIcons_.append(icon);
        legendTexts_.append(text);
    }
    legend->setColumnStretch(1, 1);

    moveList_ = new QTableWidget(0, 3, this);
    moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveList_->setSelectionMode(QAbstractItemView::NoSelection);
    moveList_->setFocusPolicy(Qt::NoFocus);
    moveList_->verticalHeader()->setVisible(false);
    moveList_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    moveList_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    moveList_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    moveList_->setMinimumWidth(300);

    statusLine_ = new QLabel(this);
    statusLine_->setWordWrap(true);
    undoButton_ = new QPushButton(this);
    redoButton_ = new QPushButton(this);
    drawButton_ = new QPushButton(this);
    resignButton_ = new QPushButton(this);
    hintButton_ = new QPushButton(this);
    thinkingBar_ = newThinkingBar();
    const std::pair<QWidget*, const char*> names[] = {
        {scoreBox_, "scorePanel"},      {redScore_, "redScore"},         {blackScore_, "blackScore"},
        {target_, "targetScore"},       {targetSpin_, "targetSpin"},     {turn_, "turnLine"},             {endTurnButton_, "endTurnButton"},
        {legendBox_, "kindLegend"},     {moveList_, "moveList"},         {statusLine_, "statusLine"},
        {undoButton_, "takeBackButton"}, {redoButton_, "redoButton"},    {drawButton_, "offerDrawButton"},
        {resignButton_, "resignButton"}, {hintButton_, "hintButton"}, {thinkingBar_, "thinkingBar"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));

    auto* side = new QVBoxLayout;
    side->addWidget(scoreBox_);
    auto* turnRow = new QHBoxLayout;
    turnRow->addWidget(turn_, 1);
    turnRow->addWidget(endTurnButton_);
    side->addLayout(turnRow);
    side->addWidget(moveList_, 1);
    auto* actions = new QGridLayout;
    actions->addWidget(undoButton_, 0, 0);
    actions->addWidget(redoButton_, 0, 1);
    actions->addWidget(drawButton_, 1, 0);
    actions->addWidget(resignButton_, 1, 1);
    actions->addWidget(hintButton_, 0, 2); // beside Take back/Redo: the side column stays as short
    side->addLayout(actions);
    side->addWidget(thinkingBar_);
    side->addWidget(statusLine_);
    side->addWidget(legendBox_);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addLayout(side);

    connect(board_, &BoardWidget::moveRequested, this, &JifenTable::requestMove);
    connect(board_, &BoardWidget::illegalMoveAttempted, this, [this](xiangqi::Move m, xiangqi::MoveError) {
        // The board knows xiangqi; the refusal is the scoring rules' own.
        const Refusal r = game().position().check(Action::play(m));
        setStatus([r] { return jifenRefusalMessage(r); });
        emit statusMessage(statusLine_->text());
    });
    connect(chooser_, &KindChooser::chosen, this, [this](int kind) {
        if (!pending_)
            return;
        const xiangqi::Move m = *pending_;
        pending_.reset();
        std::optional<Kind> change;
        if (kind != KindChooser::Keep)
            change = AllKinds[std::size_t(kind)];
        play(Action::play(m, change));
    });
    connect(chooser_, &KindChooser::cancelled, this, &JifenTable::cancelChoice);
    connect(endTurnButton_, &QPushButton::clicked, this, &JifenTable::endTurn);
    connectGameButtons();
    hinter_ = new match::Thinker(this);
    connect(hinter_, &match::Thinker::found, this, &JifenTable::onHint);
    retranslate();
    newGame(ruleSets().front());
}

JifenTable::~JifenTable()
{
    if (lan_)
        lan_->disconnect(this);
    // Stop and join the searches before anything they report to goes away.
    delete hinter_;
    hinter_ = nullptr;
    for (int seat : {0, 1})
        match_->seat(seat)->stop();
    board_->setRules(nullptr);
}

QString JifenTable::variantKey() const
{
    return variantKeyOf(game().rules());
}

void JifenTable::newGame(const RuleSet& rules)
{
    startMatch(Position(rules), nullptr, nullptr);
}

void JifenTable::startMatch(const Position& start, std::unique_ptr<match::Seat> red, std::unique_ptr<match::Seat> black)
{
    endLan();
    stopThinking();
    chooser_->hide();
    pending_.reset();
    QCborMap setup;
    setup.insert(QStringLiteral("variant"), variantKeyOf(start.rules()));
    setup.insert(QStringLiteral("start"), QString::fromStdString(start.fen()));
    QString error;
    if (!match_->start({QStringLiteral("jifen"), setup, {}, true}, std::move(red), std::move(black), &error)) {
        setStatus([error] { return error; }); // never expected: the position is the engine's own
        return;
    }
    watchComputer();
    resultAnnounced_ = false;
    setStatus({});
    retranslate(); // the legend shows the rule set's kinds
    showChange();
}

void JifenTable::watchComputer()
{
    for (int seat : {0, 1})
        if (auto* c = qobject_cast<match::ComputerSeat*>(match_->seat(seat)))
            connect(c->thinker(), &match::Thinker::progress, this, [this](const ai::Progress& p) {
                thinkingDepth_ = p.depth;
                turn_->setText(turnText());
            });
}

void JifenTable::showChange()
{
    rebuildMoveList();
    refresh();
    finishIfOver();
    emit changed();
}

void JifenTable::onPlayed(int seat, const QString& action)
{
    thinkingDepth_ = 0;
    if (match_->seat(seat)->kind() != match::Seat::Kind::Computer)
        return; // the person's actions show through playAction, the LAN's through syncFromLan
    showChange();
    if (const auto a = parseAction(action.toStdString()))
        emit computerActed(*a);
}

void JifenTable::setGame(const Game& game)
{
    startMatch(game.startPosition(), nullptr, nullptr);
    QStringList actions;
    for (const Action& a : game.actions())
        actions.append(QString::fromStdString(actionText(a)));
    QString error;
    if (!match_->follow(match_->referee().setup(), actions, match::resultMap(game.result()), &error))
        setStatus([error] { return error; }); // never expected: the engine made the game
    resultAnnounced_ = game.over(); // an opened finished game is not announced again
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
    chooser_->offer(piece, current, choices);
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
    if (lan_) {
        // The host judges; the action shows when it comes back. The engine's
        // refusal is worded here first, in the user's language.
        if (!localToAct()) {
            setStatus([] { return tr("Wait: it is your opponent's turn."); });
            refresh();
            return false;
        }
        if (const Refusal r = game().position().check(a)) {
            setStatus([r] { return jifenRefusalMessage(r); });
            refresh();
            return false;
        }
        lan_->sendMove(QString::fromStdString(actionText(a)));
        refresh();
        return true;
    }
    QString why;
    if (const Refusal r = game().position().check(a)) {
        setStatus([r] { return jifenRefusalMessage(r); });
        emit statusMessage(statusLine_->text());
        refresh();
        return false;
    }
    if (computerToAct() || !match_->play(match_->toAct(), QString::fromStdString(actionText(a)), &why)) {
        setStatus([why] { return why; });
        refresh();
        return false;
    }
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
    return true;
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
    if (!match_->restart({QStringLiteral("jifen"), setup, {}, true})) // the computer's search was for the old target
        return false;
    resultAnnounced_ = false;
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

bool JifenTable::canUndo() const
{
    if (lan_) { // a request to the opponent: possible once we have acted
        if (game().over() || lan_->localSeat() < 0)
            return false;
        for (const ActionEffect& e : game().effects())
            if (xiangqi::index(e.actor) == lan_->localSeat())
                return true;
        return false;
    }
    return match_->canUndo(); // against the computer: back to the person's turn (the match)
}

void JifenTable::undo()
{
    if (pending_) {
        cancelChoice();
        return;
    }
    if (!canUndo())
        return;
    if (lan_) {
        lan_->requestUndo(); // the host takes the turn back if the opponent agrees
        setStatus([] { return tr("Asked your opponent to take back your last turn."); });
        return;
    }
    stopThinking();
    match_->undo();
    resultAnnounced_ = false;
    setStatus({});
    showChange();
}

void JifenTable::redo()
{
    if (!canRedo())
        return;
    stopThinking();
    match_->redo(); // against the computer its answer comes back with the person's action
    showChange();
}

void JifenTable::resign()
{
    if (game().over())
        return;
    if (lan_) {
        resignOverLan(tr("Resign this game?"));
        return;
    }
    const xiangqi::Side s = game().sideToAct();
    const int ply = game().ply();
    auto resignNow = [this, s, ply](bool yes) {
        // The game may have moved on while the question was open.
        if (!yes || game().over() || game().ply() != ply || game().sideToAct() != s || lan_)
            return;
        cancelChoice();
        match_->resign(xiangqi::index(s));
        showChange();
    };
    if (!confirmResign_) {
        resignNow(true);
        return;
    }
    ask(QStringLiteral("resignQuestion"), tr("Resign"),
        s == xiangqi::Side::Red ? tr("Red resigns the game?") : tr("Black resigns the game?"), resignNow);
}

void JifenTable::offerDraw()
{
    cancelChoice(); // a move waiting for its kind is not played
    TablePage::offerDraw();
}

void JifenTable::finishIfOver()
{
    if (!game().over() || resultAnnounced_)
        return;
    resultAnnounced_ = true;
    const GameResult result = game().result();
    const int target = game().position().targetScore();
    setStatus([result, target] { return jifenResultMessage(result, target); });
    const QString text = statusLine_->text();
    emit statusMessage(text);
    emit gameEnded(result);
    openResultBox(text);
}

void JifenTable::showPosition(const Position& p, xiangqi::Move last)
{
    rules_->shown_ = p;
    board_->setPosition(p.board(), last, false);
}

void JifenTable::refresh()
{
    xiangqi::Move last;
    for (auto it = game().actions().rbegin(); it != game().actions().rend(); ++it)
        if (!it->isEnd()) {
            last = it->move;
            break;
        }
    // While the kind is chosen, the board shows the move made.
    rules_->live_ = !pending_;
    if (pending_ && preview_)
        showPosition(*preview_, *pending_);
    else
        showPosition(game().position(), last);
    board_->setInteractive(!game().over() && !pending_ && !computerToAct() && (!lan_ || localToAct()));
    const Position& p = game().position();
    redScore_->setText(tr("Red %1").arg(p.score(xiangqi::Side::Red)));
    blackScore_->setText(tr("Black %1").arg(p.score(xiangqi::Side::Black)));
    target_->setText(tr("Target: %1 points").arg(p.targetScore()));
    {
        const QSignalBlocker quiet(targetSpin_);
        targetSpin_->setValue(p.targetScore());
    }
    targetSpin_->setVisible(game().actions().empty() && !game().over() && !lan_); // SC-6 is agreed at one table
    turn_->setText(turnText());
    // What the drawn board shows, for screen readers and outside checks (AT-SPI).
    board_->setAccessibleName(tr("Scoring xiangqi board"));
    board_->setAccessibleDescription(turnText());
    if (lan_ && !game().over())
        turn_->setText(localToAct() ? tr("%1 — your turn").arg(turnText()) : tr("%1 — your opponent's turn").arg(turnText()));
    const bool contest = game().rules().turns == TurnOrder::ContestOpening;
    endTurnButton_->setVisible(contest);
    endTurnButton_->setEnabled(game().mayEndTurn() && !computerToAct() && (!lan_ || localToAct()));
    undoButton_->setEnabled(canUndo());
    redoButton_->setEnabled(canRedo());
    drawButton_->setEnabled(!game().over() && !computerToAct() && (!lan_ || lan_->localSeat() >= 0)
                            && PlayPolicy::drawOffers(playWay()));
    resignButton_->setEnabled(!game().over() && !computerToAct() && (!lan_ || lan_->localSeat() >= 0));
    hintButton_->setEnabled(!game().over() && !pending_ && !computerToAct() && !hintPending()
                            && PlayPolicy::hints(playWay()));
    thinkingBar_->setVisible(computerThinking());
}

QString JifenTable::turnText() const
{
    if (game().over())
        return tr("Game over");
    if (computerThinking()) {
        const QString side = sideName(game().sideToAct());
        if (thinkingDepth_ == 0)
            //: The computer opponent is searching; %1 is its side (Red or Black)
            return tr("%1 (computer) is thinking…").arg(side);
        //: %2 is the depth of the search completed so far, in actions
        return tr("%1 (computer) is thinking… depth %2").arg(side).arg(thinkingDepth_);
    }
    const QString side = sideName(game().sideToAct());
    switch (game().position().phase()) {
    case TurnPhase::FirstTurn: return tr("%1 to move: one move, no capture (first turn)").arg(side);
    case TurnPhase::TwoMoveTurn: return tr("%1 to move: move 1 of 2").arg(side);
    case TurnPhase::SecondMove: return tr("%1 to move: move 2 of 2, or end the turn").arg(side);
    case TurnPhase::OneMove: break;
    }
    return tr("%1 to move").arg(side);
}

void JifenTable::rebuildMoveList()
{
    const auto& effects = game().effects();
    const auto& records = game().records();
    moveList_->setRowCount(int(effects.size()));
    for (int i = 0; i < int(effects.size()); ++i) {
        const ActionEffect& e = effects[std::size_t(i)];
        QString move, points;
        if (e.action.isEnd()) {
            //: A contest player ended a two-move turn after its first move
            move = tr("End turn");
        } else {
            move = QString::fromStdString(records[std::size_t(i)].notation);
            if (e.action.change)
                //: A move and the moved piece's new kind, e.g. "炮二平五 → Idle"
                move = tr("%1 → %2").arg(move, kindDisplayName(*e.action.change));
            QStringList why{scoreEventMessage(e.score)};
            if (e.kingPieceCaptured)
                why << tr("king piece captured");
            if (e.firstCapture && game().rules().turns == TurnOrder::ContestOpening)
                why << tr("first capture");
            if (e.noSecondMove)
                why << tr("no second move");
            points = why.join(QStringLiteral("; "));
        }
        const QString items[] = {sideName(e.actor), move, points};
        for (int c = 0; c < 3; ++c)
            moveList_->setItem(i, c, new QTableWidgetItem(items[c]));
    }
    if (!effects.empty())
        moveList_->scrollToItem(moveList_->item(int(effects.size()) - 1, 0));
}

void JifenTable::placeChooser()
{
    if (!pending_ || !chooser_->isVisible())
        return;
    const xiangqi::Move m = *pending_;
    const QPoint centre = board_->mapTo(this, board_->pointCentre(xiangqi::fileOf(m.to), xiangqi::rankOf(m.to)).toPoint());
    const QSize s = chooser_->sizeHint();
    // Beside the piece, inside the table.
    int x = centre.x() + int(board_->pointCentre(1, 0).x() - board_->pointCentre(0, 0).x()) / 2 + 4;
    if (x + s.width() > width())
        x = centre.x() - s.width() - 24;
    const int y = std::clamp(centre.y() - s.height() / 2, 0, std::max(0, height() - s.height()));
    chooser_->setGeometry(QRect(QPoint(std::max(0, x), y), s));
    chooser_->raise();
}

void JifenTable::resizeEvent(QResizeEvent* e)
{
    GamePage::resizeEvent(e);
    placeChooser();
}

void JifenTable::retranslate()
{
    scoreBox_->setTitle(tr("Score"));
    //: SC-6: the players may agree another target score before the game
    targetSpin_->setToolTip(tr("Agree another target score before the first move"));
    legendBox_->setTitle(tr("Piece kinds"));
    endTurnButton_->setText(tr("End turn"));
    retranslateGameButtons();
    hintButton_->setToolTip(tr("Show a good action for the side to act"));
    moveList_->setHorizontalHeaderLabels({tr("Side"), tr("Move"), tr("Points")});
    const QString looks[] = {tr("plain"), tr("drawn smaller"), tr("gold crown ring"), tr("hollow grey face")};
    const xiangqi::Piece sample = xiangqi::makePiece(xiangqi::Side::Red, xiangqi::Chariot);
    for (int i = 0; i < KindCount; ++i) {
        const Kind k = AllKinds[std::size_t(i)];
        const bool used = game().rules().uses(k);
        legendIcons_[i]->setVisible(used);
        legendTexts_[i]->setVisible(used);
        legendIcons_[i]->setPixmap(KindPainter::icon(sample, k, 28, devicePixelRatioF()));
        //: Legend line: a kind and how it is drawn, e.g. "Idle: hollow grey face"
        legendTexts_[i]->setText(tr("%1: %2").arg(kindDisplayName(k), looks[i]));
    }
    refresh();
    rebuildMoveList();
}

void JifenTable::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        setStatus(std::move(statusText_));
    }
    GamePage::changeEvent(e);
}

// --- GamePage -------------------------------------------------------------------

bool JifenTable::startNew(const QString& variantKey, PlayMode mode)
{
    if (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)
        return startLanMode(mode, variantKey);
    if (mode != PlayMode::HotSeat && mode != PlayMode::Computer)
        return false;
    const RuleSet* rules = findRuleSet(variantKey.toStdString());
    if (!rules)
        return false;
    if (mode == PlayMode::Computer) {
        // The built-in AI only: there is no external engine for 积分象棋.
        const auto c = ComputerGameDialog::ask(gameKey(), {tr("Red"), tr("Black")}, {}, this);
        if (!c)
            return false;
        newComputerGame(*rules, c->humanSide == 0 ? xiangqi::Side::Red : xiangqi::Side::Black, c->level);
        return true;
    }
    newGame(*rules);
    return true;
}

// --- the computer opponent and hints ----------------------------------------------

void JifenTable::newComputerGame(const RuleSet& rules, xiangqi::Side human, int level)
{
    auto computer = std::make_unique<match::ComputerSeat>(level);
    const bool red = human == xiangqi::Side::Red;
    board_->setFlipped(!red); // the human's side at the bottom
    startMatch(Position(rules), red ? nullptr : std::move(computer), red ? std::move(computer) : nullptr);
}

xiangqi::Side JifenTable::computerSide() const
{
    const int person = match_->personVsComputer();
    return person == 0 ? xiangqi::Side::Black : person == 1 ? xiangqi::Side::Red : xiangqi::Side::Black;
}

int JifenTable::computerLevel() const
{
    for (int seat : {0, 1})
        if (const auto* c = qobject_cast<const match::ComputerSeat*>(match_->seat(seat)))
            return c->level();
    return 0;
}

bool JifenTable::hintPending() const
{
    return hinter_ && hinter_->running();
}

void JifenTable::stopThinking()
{
    if (hinter_)
        hinter_->stop();
    thinkingDepth_ = 0;
    if (thinkingBar_)
        thinkingBar_->hide();
}

void JifenTable::showHint()
{
    if (game().over() || pending_ || computerToAct() || hintPending() || !PlayPolicy::hints(playWay()))
        return;
    match::ThinkOptions hint;
    hint.level = ai::MaxLevel;
    hint.hint = true;
    hinter_->run(match::thinkJob(match_->referee(), match_->toAct(), hint));
    setStatus([] { return tr("Looking for a good action…"); });
    refresh();
}

void JifenTable::onHint(const QString& found)
{
    refresh();
    const auto a = parseAction(found.toStdString());
    if (!a || game().over() || computerToAct())
        return;
    const Action action = *a;
    QString text;
    if (action.isEnd()) {
        //: The hint is to end a two-move turn after its first move
        text = tr("end the turn");
    } else {
        // The move in the game's own notation, from the engine's record of it.
        Game after = game();
        if (after.play(action))
            return;
        text = QString::fromStdString(after.records().back().notation);
        if (action.change)
            text = tr("%1 → %2").arg(text, kindDisplayName(*action.change));
        board_->setHintMove(action.move);
    }
    //: A suggested action (提示); %1 is the move, or "end the turn"
    setStatus([text] { return tr("Hint: %1").arg(text); });
    emit hintShown(action);
}

bool JifenTable::isFlipped() const { return board_->isFlipped(); }

void JifenTable::setFlipped(bool on)
{
    board_->setFlipped(on);
    placeChooser();
}

QString JifenTable::fileFilter() const
{
    return tr("Scoring xiangqi games (*.pgn)");
}

bool JifenTable::claimsFile(const QByteArray& head, const QString&) const
{
    return !session::jifenVariantOf(head).isEmpty();
}

bool JifenTable::openFile(const QString& path, QString* error)
{
    return openGameFile(session::loadJifenPgnFile, [this](const Game& g) { setGame(g); }, path, error);
}

bool JifenTable::saveFile(const QString& path, QString* error)
{
    return session::saveJifenPgnFile(path, session::JifenPgnGame{gameFileTags(), game()}, error);
}

QJsonObject JifenTable::snapshot() const
{
    // A LAN game is the host's (after a crash the seat waits for a rejoin):
    // the game from before it is kept (docs/PLAY.md).
    if (lan_)
        return preLanSnapshot_;
    return QJsonObject{{QStringLiteral("match"), match_->snapshot()}, {QStringLiteral("flipped"), board_->isFlipped()}};
}

bool JifenTable::restoreSnapshot(const QJsonObject& data, QString* error)
{
    if (data.contains(QStringLiteral("match"))) {
        const QJsonObject m = data.value(QStringLiteral("match")).toObject();
        if (m.value(QStringLiteral("game")).toString() != gameKey()) {
            if (error)
                *error = tr("The saved game is not a game of scoring xiangqi.");
            return false;
        }
        endLan();
        stopThinking();
        if (!match_->restore(m, error))
            return false;
        chooser_->hide();
        pending_.reset();
        watchComputer();
        resultAnnounced_ = game().over(); // a finished game is not announced again
        board_->setFlipped(data.value(QStringLiteral("flipped")).toBool());
        setStatus({});
        retranslate(); // the legend shows the rule set's kinds
        showChange();
        return true;
    }
    // Written before the match (a PGN and the computer's side and level).
    const auto pgn = session::readJifenPgn(data.value(QStringLiteral("pgn")).toString().toUtf8(), error);
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
    setup.insert(QStringLiteral("variant"), variantKeyOf(pgn->game.rules()));
    setup.insert(QStringLiteral("start"), QString::fromStdString(pgn->game.startPosition().fen()));
    QStringList actions;
    for (const Action& a : pgn->game.actions())
        actions.append(QString::fromStdString(actionText(a)));
    if (!old.start({QStringLiteral("jifen"), setup, {}, true}, nullptr, nullptr, error)
        || !old.follow(setup, actions, match::resultMap(pgn->game.result()), error))
        return false;
    QJsonObject converted = old.snapshot();
    if (!computer.isEmpty()) {
        // Resume against the computer: the same side and level.
        const int level = std::clamp(computer.value(QStringLiteral("level")).toInt(1), ai::MinLevel, ai::MaxLevel);
        QJsonArray seats = converted.value(QStringLiteral("seats")).toArray();
        seats[computerSide == QLatin1String("red") ? 0 : 1] =
            QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), level}};
        converted.insert(QStringLiteral("seats"), seats);
    }
    return restoreSnapshot(QJsonObject{{QStringLiteral("match"), converted},
                                       {QStringLiteral("flipped"), data.value(QStringLiteral("flipped")).toBool()}},
                           error);
}

// --- over the LAN ---------------------------------------------------------------

void JifenTable::endLan()
{
    if (leaveLan())
        syncLanClock(); // the clocks go with the host's
}

void JifenTable::syncLanClock()
{
    TimeControl tc;
    GameClock::State state;
    if (!lan_ || !LanLink::clockFromMap(lan_->clockMap(), &tc, &state)) {
        lanTicker_->stop();
        redClock_->hide();
        blackClock_->hide();
        return;
    }
    lanClock_ = GameClock(tc);
    lanClock_.restore(state);
    lanClockAge_.start();
    if (lanClock_.running() >= 0 && !game().over())
        lanTicker_->start();
    else
        lanTicker_->stop();
    redClock_->show();
    blackClock_->show();
    showLanClock();
}

void JifenTable::showLanClock()
{
    GameClock shown = lanClock_;
    if (shown.running() >= 0 && !game().over())
        shown.elapse(int(lanClockAge_.elapsed())); // a display only: the host says when a flag falls
    for (int side : {0, 1}) {
        QLabel* label = side == 0 ? redClock_ : blackClock_;
        label->setText(formatClock(shown.remainingMs(side)));
        const bool low = shown.remainingMs(side) < 10000;
        label->setStyleSheet(shown.running() == side ? (low ? QStringLiteral("color:#c00000")
                                                            : QStringLiteral("color:palette(highlight)"))
                                                     : QString());
    }
}

bool JifenTable::localToAct() const
{
    return lanSeatActive() && xiangqi::index(game().sideToAct()) == lan_->localSeat();
}

void JifenTable::startLanGame(LanLink* link)
{
    const QJsonObject before = snapshot();
    endLan();
    stopThinking();
    chooser_->hide();
    pending_.reset();
    preLanSnapshot_ = before;
    takeLanLink(link, moveList_);
    // The host judges: the seats here only follow (Match::follow in syncFromLan).
    const int local = lan_->localSeat();
    match_->start({QStringLiteral("jifen"), match_->referee().setup(), {}, false},
                  local == 0 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>(),
                  local == 1 ? std::unique_ptr<match::Seat>(new match::PersonSeat) : std::make_unique<match::LanSeat>());
    board_->setFlipped(lan_->localSeat() == 1); // our side at the bottom
    resultAnnounced_ = false;
    syncFromLan();
    connect(lan_, &LanLink::moved, this, [this] {
        syncFromLan();
        updateLanStatus();
    });
    connect(lan_, &LanLink::gameOver, this, [this] { syncFromLan(); });
    connect(lan_, &LanLink::undone, this, [this] {
        resultAnnounced_ = false;
        syncFromLan();
        setStatus([] { return tr("A turn was taken back."); });
    });
    connect(lan_, &LanLink::rejoined, this, [this] {
        syncFromLan();
        setStatus([] { return tr("Reconnected to the host."); });
    });
    connect(lan_, &LanLink::opponentJoined, this, [this] {
        syncFromLan();
        updateLanStatus();
    });
    connectLanCommon({[] { return tr("Your opponent asks to take back a turn. Do you agree?"); },
                      [] { return tr("Your opponent declined to take back the turn."); }});
    updateLanStatus();
}

void JifenTable::syncFromLan()
{
    if (!lan_)
        return;
    const QCborMap st = lan_->state();
    QCborMap setup;
    setup.insert(QStringLiteral("variant"), st.value(QStringLiteral("variant")).toString());
    setup.insert(QStringLiteral("start"), st.value(QStringLiteral("start")).toString());
    const std::string before(game().rules().key);
    QString why;
    if (!match_->follow(setup, lan_->actions(), st.value(QStringLiteral("result")).toMap(), &why)) {
        //: %1: why the host's data does not make a game (English)
        setStatus([why] { return tr("The game from the host cannot be shown: %1").arg(why); });
        return;
    }
    if (game().rules().key != before)
        retranslate(); // the legend shows the rule set's kinds
    syncLanClock();
    showChange();
}

void JifenTable::applyPreferences(const Preferences& p)
{
    board_->setPieceStyle(p.traditionalPieces ? PieceStyle::Traditional : PieceStyle::Simplified);
    board_->setShowCoordinates(p.showCoordinates);
    board_->setAnimationMs(p.animationMs);
    confirmResign_ = p.confirmResign;
}

} // namespace qiyuan::ui
