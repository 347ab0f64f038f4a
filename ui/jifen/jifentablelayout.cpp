// The 积分象棋 table's widgets and what they show: the board (with the rules it asks), the score panel, turn line, legend, move list, kind chooser, their words in the UI language.
#include "jifentable.h"
#include "ai/draw_offer.h"
#include "jifenguide.h"
#include "kindchooser.h"
#include "kindpainter.h"
#include "session/jifen_pgn.h"
#include "ui/computergamedialog.h"
#include "ui/sidepanel.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ai/ai.h"
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::jifen;
using xiangqi::Square;

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

JifenTable::JifenTable(QWidget* parent)
    : TablePage(QStringLiteral("jifen"), parent)
{
    setObjectName(QStringLiteral("jifenTable"));
    // The match first: everything below shows its game.
    match_->start({QStringLiteral("jifen"), {}, {}, true}, nullptr, nullptr);
    connect(match_, &match::Match::seatFailed, this, [this](int, const QString& why) {
        setStatus([why] { return why; }); // never expected: the AI plays only legal actions
    });
    rules_ = std::make_unique<Rules>(*this);
    board_ = new BoardWidget(this);
    board_->setRules(rules_.get());
    chooser_ = new KindChooser(this);

    // The side panel every board table shares: each side's score and clock
    // in its seat block, the side at the bottom of the board at the bottom.
    panel_ = newSidePanel();
    redScore_ = panel_->seat(0).name;
    blackScore_ = panel_->seat(1).name;
    for (QLabel* l : {redScore_, blackScore_}) {
        QFont f = l->font();
        f.setPointSizeF(f.pointSizeF() * 1.4);
        f.setBold(true);
        l->setFont(f);
    }
    // Over the LAN with a time control: each side's clock (the host's, counted down here).
    redClock_ = panel_->seat(0).clock;
    blackClock_ = panel_->seat(1).clock;
    redClock_->setObjectName(QStringLiteral("redClock"));
    blackClock_->setObjectName(QStringLiteral("blackClock"));
    redClock_->hide();
    blackClock_->hide();

    turn_ = new QLabel(this);
    turn_->setWordWrap(true);
    endTurnButton_ = new QPushButton(this);

    rulesLine_ = new QLabel(this);
    rulesLine_->setWordWrap(true);
    {
        QFont f = rulesLine_->font();
        f.setBold(true);
        rulesLine_->setFont(f);
    }
    legendBox_ = new QGroupBox(this);
    auto* legend = new QGridLayout(legendBox_);
    legend->setVerticalSpacing(4);
    for (int i = 0; i < KindCount; ++i) {
        auto* icon = new QLabel(legendBox_);
        auto* text = new QLabel(legendBox_);
        text->setWordWrap(true);
        legend->addWidget(icon, i, 0);
        legend->addWidget(text, i, 1);
        legendIcons_.append(icon);
        legendTexts_.append(text);
    }
    checkLine_ = new QLabel(legendBox_);
    checkLine_->setWordWrap(true);
    legend->addWidget(checkLine_, KindCount, 0, 1, 2);
    howToPlayButton_ = new QPushButton(legendBox_);
    connect(howToPlayButton_, &QPushButton::clicked, this, &JifenTable::showHowToPlay);
    legend->addWidget(howToPlayButton_, KindCount + 1, 0, 1, 2, Qt::AlignLeft);
    legend->setColumnStretch(1, 1);

    moveList_ = new QTableWidget(0, 3, this);
    moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveList_->setSelectionMode(QAbstractItemView::NoSelection);
    moveList_->setFocusPolicy(Qt::NoFocus);
    // The move numbers, on the first row of each move (red's turn and black's answer).
    moveList_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    moveList_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    moveList_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    moveList_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    moveList_->setMinimumWidth(300);

    statusLine_ = panel_->status();
    makeGameButtons();
    thinkingBar_ = newThinkingBar();
    const std::pair<QWidget*, const char*> names[] = {
        {redScore_, "redScore"},         {blackScore_, "blackScore"},
        {rulesLine_, "ruleSetLine"},     {turn_, "turnLine"},             {endTurnButton_, "endTurnButton"},
        {checkLine_, "checkScoreLine"}, {howToPlayButton_, "howToPlayButton"},
        {legendBox_, "kindLegend"},     {moveList_, "moveList"},         {statusLine_, "statusLine"},
        {undoButton_, "takeBackButton"}, {redoButton_, "redoButton"},    {drawButton_, "offerDrawButton"},
        {resignButton_, "resignButton"}, {hintButton_, "hintButton"}, {thinkingBar_, "thinkingBar"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));

    panel_->seat(0).block->setObjectName(QStringLiteral("redRow"));
    panel_->seat(1).block->setObjectName(QStringLiteral("blackRow"));
    panel_->addGame(rulesLine_);
    auto* turnRow = new QHBoxLayout;
    turnRow->addWidget(turn_, 1);
    turnRow->addWidget(endTurnButton_);
    panel_->addGame(turnRow);
    panel_->setMoveList(moveList_);
    for (QWidget* b : std::initializer_list<QWidget*>{undoButton_, redoButton_, drawButton_, resignButton_, hintButton_})
        panel_->addButton(b);
    panel_->addNote(thinkingBar_);
    panel_->addGuide(legendBox_);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addWidget(panel_);
    panel_->setBoard(board_);

    // However the board turns (Flip, playing black, a joined LAN table).
    connect(board_, &BoardWidget::flippedChanged, this, [this](bool flipped) { panel_->setBottomSeat(flipped ? 1 : 0); });

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
    closeTable();
    delete hinter_; // stopped and joined before anything it reports to goes away
    hinter_ = nullptr;
    board_->setRules(nullptr);
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
    // Who plays the side, under its score, when one of them is the computer.
    for (int seat = 0; seat < 2; ++seat) {
        QLabel* who = panel_->seat(seat).detail;
        who->setObjectName(seat == 0 ? QStringLiteral("redPlayer") : QStringLiteral("blackPlayer"));
        const bool computer = againstComputer() && match()->seat(seat)->kind() == match::Seat::Kind::Computer;
        who->setText(computer ? computerName(seat) : againstComputer() ? tr("You") : QString());
        who->setVisible(!who->text().isEmpty());
    }
    rulesLine_->setText(jifenguide::ruleSetLine(game().rules(), p.targetScore()));
    turn_->setText(turnText());
    // What the drawn board shows, for screen readers and outside checks (AT-SPI).
    board_->setAccessibleName(tr("Scoring xiangqi board"));
    board_->setAccessibleDescription(turnText());
    if (lanWaitingForPlayers())
        //: Over the LAN before the game starts: a seat at the table is still free
        turn_->setText(tr("%1 — the game starts when both seats are taken").arg(turnText()));
    else if (lan_ && !game().over())
        turn_->setText(localToAct() ? tr("%1 — your turn").arg(turnText()) : tr("%1 — your opponent's turn").arg(turnText()));
    const bool contest = game().rules().turns == TurnOrder::ContestOpening;
    endTurnButton_->setVisible(contest);
    endTurnButton_->setEnabled(game().mayEndTurn() && !computerToAct() && (!lan_ || localToAct()));
    undoButton_->setEnabled(canUndo());
    redoButton_->setEnabled(canRedo());
    const bool lanPlayer = !lan_ || (lan_->localSeat() >= 0 && !lanWaitingForPlayers());
    drawButton_->setEnabled(!game().over() && !computerToAct() && lanPlayer && PlayPolicy::drawOffers(playWay()));
    resignButton_->setEnabled(!game().over() && !computerToAct() && lanPlayer);
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
    const std::vector<int> numbers = moveNumbers(effects);
    QStringList rowNumbers;
    for (int i = 0; i < int(effects.size()); ++i) {
        const ActionEffect& e = effects[std::size_t(i)];
        const bool newMove = i == 0 || numbers[std::size_t(i)] != numbers[std::size_t(i - 1)];
        rowNumbers << (newMove ? QString::number(numbers[std::size_t(i)]) : QString());
        QString move, points;
        if (e.action.isEnd()) {
            //: A contest player ended a two-move turn after its first move
            move = tr("End turn");
        } else {
            move = shownNotation(records[std::size_t(i)].notation);
            if (e.action.change)
                //: A move and the moved piece's new kind, e.g. "炮二平五 → Idle"
                move = tr("%1 → %2").arg(move, kindDisplayName(*e.action.change));
            // A move that scores nothing says nothing: the column shows what counts.
            QStringList why;
            if (e.score.byCheck || e.score.points.own != 0 || e.score.points.opponent != 0)
                why << scoreEventMessage(e.score);
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
    moveList_->setVerticalHeaderLabels(rowNumbers);
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
    //: SC-6: the target is agreed in the new-game dialog
    rulesLine_->setToolTip(tr("The rules and the target were set when the game started; they do not change during the game."));
    legendBox_->setTitle(tr("Piece kinds"));
    howToPlayButton_->setText(tr("How to play"));
    checkLine_->setText(jifenguide::checkScores(game().rules()));
    endTurnButton_->setText(tr("End turn"));
    retranslateGameButtons();
    hintButton_->setToolTip(tr("Show a good action for the side to act"));
    moveList_->setHorizontalHeaderLabels({tr("Side"), tr("Move"), tr("Points")});
    const xiangqi::Piece sample = xiangqi::makePiece(xiangqi::Side::Red, xiangqi::Chariot);
    for (int i = 0; i < KindCount; ++i) {
        const Kind k = AllKinds[std::size_t(i)];
        const bool used = game().rules().uses(k);
        legendIcons_[i]->setVisible(used);
        legendTexts_[i]->setVisible(used);
        legendIcons_[i]->setPixmap(KindPainter::icon(sample, k, board_->pieceStyle(), 28, devicePixelRatioF()));
        // What the kind does and scores, in players' words (not how it looks: the icon shows that).
        legendTexts_[i]->setText(jifenguide::kindLine(game().rules(), k));
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

} // namespace qiyuan::ui
