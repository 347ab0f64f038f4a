// The 翻翻棋 table's widgets and what they show: the board, seats, clock, captured pieces, the action list, their words in the UI language.
#include "banqitable.h"
#include "banqirules.h"
#include "ui/gamenames.h"
#include "capturedstrip.h"
#include "ai/draw_offer.h"
#include "ui/timecontroldialog.h"
#include "discpainter.h"
#include "ai/ai.h"
#include "net/banqimirror.h"
#include "net/hostsession.h"
#include "ui/computergamedialog.h"
#include "ui/sidepanel.h"
#include "ui/lan/lanlink.h"
#include "banqi/deal.h"
#include "banqi/rules.h"
#include <cstdlib>

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

namespace {
QString squareText(int file, int rank)
{
    return QString::fromStdString(squareName(makeSquare(file, rank)));
}
} // namespace

BanqiTable::BanqiTable(QWidget* parent)
    : TablePage(QStringLiteral("banqi"), parent)
{
    setObjectName(QStringLiteral("banqiTable"));
    // The match first: everything below shows its game.
    match_->start({QStringLiteral("banqi"), {}, {}, false}, nullptr, nullptr);

    board_ = new BanqiBoard(this);
    // The side panel every board table shares: a block per seat (name,
    // timeouts, what it took), the seat at the bottom of the board below.
    panel_ = newSidePanel();
    for (int i = 0; i < 2; ++i) {
        seatLabel_[i] = panel_->seat(i).name;
        seatLabel_[i]->setObjectName(QStringLiteral("seat%1Label").arg(i + 1));
        panel_->seat(i).clock->hide(); // one turn clock, for whoever acts: in the game's lines
        timeoutLabel_[i] = panel_->seat(i).detail;
        timeoutLabel_[i]->show();
        timeoutLabel_[i]->setObjectName(QStringLiteral("seat%1Timeouts").arg(i + 1));
        captured_[i] = new CapturedStrip(this);
        captured_[i]->setObjectName(i == 0 ? QStringLiteral("redCaptured") : QStringLiteral("blackCaptured"));
        capturedTitle_[i] = new QLabel(this);
        capturedTitle_[i]->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        capturedTitle_[i]->setMinimumHeight(CapturedStrip::Disc + 4); // level with the first row of discs
    }
    turnLabel_ = new QLabel(this);
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    QFont big = turnLabel_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    turnLabel_->setFont(big);
    countdownLabel_ = new QLabel(this);
    countdownLabel_->setObjectName(QStringLiteral("countdownLabel"));
    QFont clockFont = countdownLabel_->font();
    clockFont.setBold(true);
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.6);
    countdownLabel_->setFont(clockFont);
    endTurnButton_ = new QPushButton(this);
    endTurnButton_->setObjectName(QStringLiteral("endTurnButton"));
    endTurnButton_->hide();
    plyLabel_ = new QLabel(this);
    plyLabel_->setObjectName(QStringLiteral("plyLabel"));
    rulesLabel_ = new QLabel(this);
    rulesLabel_->setObjectName(QStringLiteral("rulesLabel"));
    rulesLabel_->setWordWrap(true);
    openingLine_ = new QLabel(this);
    openingLine_->setObjectName(QStringLiteral("openingLine"));
    openingLine_->setWordWrap(true);
    buttonsNote_ = new QLabel(this);
    buttonsNote_->setObjectName(QStringLiteral("buttonsNote"));
    buttonsNote_->setWordWrap(true);
    matchLabel_ = new QLabel(this);
    matchLabel_->setObjectName(QStringLiteral("matchLabel"));
    statusLine_ = panel_->status();
    actionList_ = new QListWidget(this);
    actionList_->setObjectName(QStringLiteral("actionList"));
    actionList_->setFocusPolicy(Qt::NoFocus);
    actionList_->setMinimumWidth(240);
    // A long action ("Player 1: Red Chariot a1×b1 takes Black Soldier") wraps in the narrow panel.
    actionList_->setWordWrap(true);
    actionList_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    actionList_->setResizeMode(QListView::Adjust);
    undoButton_ = new QPushButton(this);
    undoButton_->setObjectName(QStringLiteral("takeBackButton"));
    drawButton_ = new QPushButton(this);
    drawButton_->setObjectName(QStringLiteral("offerDrawButton"));
    resignButton_ = new QPushButton(this);
    resignButton_->setObjectName(QStringLiteral("resignButton"));
    resetMatchButton_ = new QPushButton(this);
    resetMatchButton_->setObjectName(QStringLiteral("resetMatchButton"));
    hintButton_ = new QPushButton(this);
    hintButton_->setObjectName(QStringLiteral("hintButton"));
    hintButton_->setVisible(false);
    fairnessButton_ = new QPushButton(this);
    fairnessButton_->setObjectName(QStringLiteral("fairnessButton"));
    hinter_ = new match::Thinker(this);

    panel_->addGame(turnLabel_);
    panel_->addGame(countdownLabel_);
    panel_->addGame(endTurnButton_);
    panel_->addGame(openingLine_);
    panel_->addGame(plyLabel_);
    panel_->addGame(rulesLabel_);
    // Each colour's losses, with a title; placeSides puts them in the block
    // of the seat that took them.
    for (int i = 0; i < 2; ++i) {
        capturedRow_[i] = new QWidget(this);
        capturedRow_[i]->setObjectName(i == 0 ? QStringLiteral("redCapturedRow") : QStringLiteral("blackCapturedRow"));
        // Hidden until the colours are known, keeping its room: nothing moves when it appears.
        QSizePolicy keep = capturedRow_[i]->sizePolicy();
        keep.setRetainSizeWhenHidden(true);
        capturedRow_[i]->setSizePolicy(keep);
        auto* row = new QHBoxLayout(capturedRow_[i]);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(capturedTitle_[i], 0, Qt::AlignTop);
        row->addWidget(captured_[i], 1);
        panel_->seat(i).block->setObjectName(QStringLiteral("seat%1Row").arg(i + 1));
    }
    panel_->setMoveList(actionList_);
    for (QWidget* b : std::initializer_list<QWidget*>{undoButton_, drawButton_, resignButton_, resetMatchButton_,
                                                      hintButton_, fairnessButton_})
        panel_->addButton(b);
    panel_->addNote(buttonsNote_);
    panel_->addNote(matchLabel_);
    matchLabel_->setWordWrap(true);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addWidget(panel_);
    panel_->setBoard(board_);

    connect(board_, &BanqiBoard::actionRequested, this, &BanqiTable::humanAct);
    connect(hinter_, &match::Thinker::found, this, &BanqiTable::onHint);
    connectGameButtons(); // no Redo in 翻翻棋
    connect(resetMatchButton_, &QPushButton::clicked, this, &BanqiTable::resetMatch);
    connect(endTurnButton_, &QPushButton::clicked, this, [this] { humanAct(Action::endTurn()); });
    connect(fairnessButton_, &QPushButton::clicked, this, &BanqiTable::showFairness);


    loadMatch();
    retranslate();
    newGame(BanqiOptions{});
}

BanqiTable::~BanqiTable()
{
    closeTable();
    delete hinter_; // stopped and joined before the game it would answer is gone
    hinter_ = nullptr;
}

void BanqiTable::refresh(bool animate)
{
    // The screen shows the view of the player to act: never the hidden deal.
    view_ = game().view(game().toAct());
    Action last;
    for (auto it = view_.records.rbegin(); it != view_.records.rend(); ++it)
        if (const auto a = parseAction(it->action)) {
            last = *a;
            break;
        }
    board_->setView(view_, last, animate);
    board_->setInteractive(!game().over() && !computerToAct() && (!lan_ || localToAct()));
    // BQ-17: the piece that may capture again is taken up already; End turn passes instead.
    const bool chain = localChain();
    if (chain)
        board_->setSelected(view_.chainSquare);
    endTurnButton_->setVisible(chain);

    const bool over = game().over();
    const bool waiting = lanWaitingForPlayers(); // nobody acts before the second player sits down
    for (Player p : {Player::First, Player::Second}) {
        const int seat = seatOf(p);
        const auto colour = view_.colors[index(p)];
        QString text = colour ? tr("%1: %2").arg(playerName(p), banqiColorName(*colour))
                              //: The colour of a player before the first flip decides it (BQ-2)
                              : tr("%1: colour not yet known").arg(playerName(p));
        if (!over && !waiting && view_.toAct == p)
            text = tr("%1 — to act").arg(text);
        if (p == Player::First)
            text = tr("%1 (acts first)").arg(text);
        seatLabel_[seat]->setText(text);
        QFont f = seatLabel_[seat]->font();
        f.setBold(!over && !waiting && view_.toAct == p);
        seatLabel_[seat]->setFont(f);
        const int marks = view_.timeouts[index(p)];
        const int limit = game().rules().timeoutsToLose;
        timeoutLabel_[seat]->setText(tr("Timeouts: %1 of %2").arg(marks).arg(limit)
                                     + QStringLiteral(" ") + QString(marks, QChar(0x25CF))
                                     + QString(qMax(0, limit - marks), QChar(0x25CB)));
        timeoutLabel_[seat]->setStyleSheet(marks > 0 ? QStringLiteral("color:#c00000") : QString());
    }
    if (over)
        turnLabel_->setText(tr("Game over"));
    else if (options_.vsComputer)
        turnLabel_->setText(computerToAct() ? tr("The computer is to act") : tr("Your turn"));
    else if (lanWaitingForPlayers())
        //: Over the LAN before the game starts: a seat at the table is still free
        turnLabel_->setText(tr("The game starts when both seats are taken"));
    else
        turnLabel_->setText(tr("%1 to act").arg(playerName(view_.toAct)));

    for (int c = 0; c < 2; ++c) {
        std::vector<Piece> lost;
        for (int k = General; k >= Soldier; --k) {
            const Piece p = makePiece(static_cast<Color>(c), static_cast<Kind>(k));
            for (int n = 0; n < view_.captured[p]; ++n)
                lost.push_back(p);
        }
        captured_[c]->setPieces(lost);
        //: Followed by the pieces red has lost
        capturedTitle_[c]->setText(c == 0 ? tr("Red lost:") : tr("Black lost:"));
        captured_[c]->setAccessibleName(capturedTitle_[c]->text());
        // No colour is lost before the first flip gives the players their colours.
        capturedRow_[c]->setVisible(view_.colors[0].has_value());
    }
    plyLabel_->setText(tr("Ply %1 of %2").arg(view_.ply).arg(game().rules().plyLimit));

    const bool clockOn = game().rules().turnSeconds > 0;
    // The countdown's large digits are for time only; the words stay plain.
    QFont countdownFont = countdownLabel_->font();
    countdownFont.setPointSizeF(font().pointSizeF() * (clockOn ? 1.6 : 1.0));
    countdownFont.setBold(clockOn);
    countdownLabel_->setFont(countdownFont);
    if (!clockOn)
        countdownLabel_->setText(tr("Turn clock off"));
    else
        countdownLabel_->setText(over || computerToAct() ? QString() : formatClock(turnRemainingMs()));

    actionList_->clear();
    for (int i = 0; i < static_cast<int>(view_.records.size()); ++i)
        actionList_->addItem(recordText(i));
    actionList_->scrollToBottom();
    rulesLabel_->setText(rulesText());
    // BQ-17: during a chain the line under the turn says what the player may do.
    //: BQ-17 連吃: %1 the square of the piece that just captured ("c3")
    const QString chainText = tr("Capture again with the piece on %1, or end the turn.");
    openingLine_->setText(chain ? chainText.arg(QString::fromStdString(squareName(view_.chainSquare))) : openingText());
    openingLine_->setVisible(!openingLine_->text().isEmpty());
    updateFairness();
    // What the drawn board shows, for screen readers and outside checks
    // (AT-SPI): whose turn it is and the last action, as the list writes it.
    QString described = turnLabel_->text() + QLatin1Char('.');
    if (!view_.records.empty())
        //: The board's description for screen readers: %1 the last action as the action list writes it
        described += QLatin1Char(' ') + tr("Last action: %1").arg(recordText(static_cast<int>(view_.records.size()) - 1));
    board_->setAccessibleDescription(described);

    // Buttons, and why one is off: in their tooltips and in a line under them.
    const bool early = !over && !game().canResign();
    const QString earlyText = early ? resignOpensText() : QString();
    for (QPushButton* b : {drawButton_, resignButton_}) {
        b->setEnabled(!over && game().canResign() && !computerToAct() && (!lan_ || lan_->localSeat() >= 0));
        b->setToolTip(earlyText);
    }
    undoButton_->setEnabled(canUndo());
    if (lan_)
        undoButton_->setToolTip(tr("Ask your opponent to take back your last action."));
    else if (!options_.undoAllowed)
        undoButton_->setToolTip(takeBacksOffText());
    else
        undoButton_->setToolTip(canUndo() ? tr("Take back the last action") : tr("Nothing to take back."));
    hintButton_->setVisible(PlayPolicy::hints(playWay()));
    // Over the LAN there is no match table: it counts the games at this computer.
    matchLabel_->setVisible(!lan_);
    resetMatchButton_->setVisible(!lan_);
    hintButton_->setEnabled(!over && !computerToAct() && !hintPending());
    buttonsNote_->setText(buttonsNoteText());
    buttonsNote_->setVisible(!buttonsNote_->text().isEmpty());
    //: The match line: %1 "3 games", %2 "1 draw", then each player's "2 wins" and "14 points"
    const QString line = options_.vsComputer ? tr("Match against the computer: %1, %2 — you: %3, %4; the computer: %5, %6")
                                             : tr("Match: %1, %2 — Player 1: %3, %4; Player 2: %5, %6");
    // A match score may be below zero, which Qt's %n leaves unwritten: the
    // plural follows the size, %1 writes the sign.
    const auto points = [](int p) { return tr("%1 point(s)", "banqi match", std::abs(p)).arg(p); };
    matchLabel_->setText(line.arg(tr("%n game(s)", "banqi match", score_.games),
                                  tr("%n draw(s)", "banqi match", score_.draws),
                                  tr("%n win(s)", "banqi match", score_.wins[0]),
                                  points(score_.points[0]),
                                  tr("%n win(s)", "banqi match", score_.wins[1]),
                                  points(score_.points[1])));
    placeSides(); // the colours may have come with this action
}

void BanqiTable::placeSides()
{
    // The board has no sides of its own: the first seat sits at its bottom
    // edge, the second once it is flipped (docs/PLAY.md).
    const int bottomSeat = isFlipped() ? 1 : 0;
    std::optional<Color> colour;
    for (Player p : {Player::First, Player::Second})
        if (seatOf(p) == bottomSeat)
            colour = view_.colors[index(p)];
    // Before the first flip gives the colours: red at the bottom, as on a xiangqi board.
    const Color bottom = colour.value_or(bottomSeat == 0 ? Color::Red : Color::Black);
    const int arrangement = bottomSeat * 2 + index(bottom);
    if (arrangement == placedSides_)
        return;
    placedSides_ = arrangement;
    for (int i = 0; i < 2; ++i)
        for (int seat = 0; seat < 2; ++seat)
            panel_->seat(seat).under->removeWidget(capturedRow_[i]);
    panel_->setBottomSeat(bottomSeat);
    // Each seat's block holds what it took: the other colour's losses.
    panel_->seat(bottomSeat).under->addWidget(capturedRow_[index(opposite(bottom))]);
    panel_->seat(1 - bottomSeat).under->addWidget(capturedRow_[index(bottom)]);
}

QString BanqiTable::resignOpensText() const
{
    //: Why Resign and Offer draw are off early in a game: %1 the first ply they may be used, %2 the ply now
    return tr("Resigning and draw offers open at ply %1 (now ply %2).")
        .arg(game().rules().resignFromPly)
        .arg(game().ply());
}

QString BanqiTable::takeBacksOffText()
{
    return tr("Take-backs are off: taking back a flip would show where a piece lies, so both "
              "players must allow them in the new-game dialog.");
}

QString BanqiTable::openingText() const
{
    if (game().ply() > 0 || game().over() || (lan_ && lanWaitingForPlayers()))
        return {};
    // BQ-2: the first player was drawn; the first flip gives the colours.
    const bool mine = lan_ ? lan_->localSeat() == seatOf(Player::First)
                           : !options_.vsComputer || options_.computerPlayer != Player::First;
    // Against the computer the player may have chosen the order: then nothing was drawn.
    const bool chosen = options_.vsComputer && !lan_ && options_.humanOrder != 2;
    if (chosen && mine)
        return tr("You act first: flip any piece; its colour becomes yours.");
    if (chosen)
        return tr("The computer acts first: the colour of the piece it flips becomes its colour, and you play the other.");
    if (mine && (lan_ || options_.vsComputer))
        return tr("You were drawn to act first: flip any piece; its colour becomes yours.");
    if (mine)
        //: A hot-seat game before the first action: %1 the player who acts first ("Player 2")
        return tr("%1 was drawn to act first: flip any piece; its colour becomes yours.")
            .arg(playerName(Player::First));
    if (options_.vsComputer && !lan_)
        return tr("The computer was drawn to act first: the colour of the piece it flips becomes its colour, "
                  "and you play the other.");
    if (lan_->localSeat() < 0)
        //: Over the LAN, to a spectator: %1 the player who acts first
        return tr("%1 was drawn to act first: the colour of the first piece flipped becomes theirs, and the "
                  "other player plays the other colour.")
            .arg(playerName(Player::First));
    //: Over the LAN: %1 the opponent, who acts first
    return tr("%1 was drawn to act first: the colour of the piece they flip becomes theirs, and you play "
              "the other.")
        .arg(playerName(Player::First));
}

QString BanqiTable::rulesText() const
{
    const RuleSet& rules = game().rules();
    //: The side panel of the 翻翻棋 table: %1 the rule set ("Taiwan rules", "QQ rules (changed)")
    QString text = tr("Rules: %1").arg(BanqiRuleWords::title(rules));
    const QStringList changed = BanqiRuleWords::changes(rules);
    if (!changed.isEmpty())
        //: Under the rule set on the 翻翻棋 table: %1 the options changed from its preset, joined by "; "
        text += QLatin1Char('\n') + tr("Changed: %1").arg(changed.join(tr("; ", "between changed rule options")));
    return text;
}

QString BanqiTable::buttonsNoteText() const
{
    if (game().over())
        return {};
    QStringList why;
    if (lan_ && lan_->localSeat() < 0)
        //: Over the LAN, to a spectator: why the game buttons are off
        return tr("You are watching this game: only the players can act, resign or offer a draw.");
    if (!game().canResign())
        why << resignOpensText();
    const match::Referee* ref = match_->banqi();
    if (lan_ && ref && ref->undoPlies(lan_->localSeat()) > 0
        && !ref->lanTakeBackRefusal(ref->undoPlies(lan_->localSeat())).isEmpty())
        //: Under the game buttons over the LAN, when the last turn holds a flip
        why << tr("A flip cannot be taken back over the LAN: both players have seen the piece.");
    if (!lan_ && !options_.undoAllowed)
        //: Under the game buttons, all game long (the Take back button's tooltip says why in full)
        why << tr("Take-backs are off: both players must allow them in the new-game dialog.");
    if (PlayPolicy::hints(playWay()) && !hintPending() && computerToAct())
        why << tr("Hints are given on your turn.");
    return joinSentences(why);
}

bool BanqiTable::localChain() const
{
    if (view_.chainSquare == NoSquare || game().over() || computerToAct() || (lan_ && !localToAct()))
        return false;
    return std::find(view_.legal.begin(), view_.legal.end(), Action::endTurn()) != view_.legal.end();
}

QString BanqiTable::recordText(int i) const
{
    const MoveRecord& r = view_.records[static_cast<std::size_t>(i)];
    const Player by = view_.actors.at(static_cast<std::size_t>(i));
    const QString who = playerName(by);
    QString text;
    const Piece revealed = pieceFromFenChar(r.revealed);
    if (r.action == "timeout") {
        text = tr("%1: timeout").arg(who);
    } else if (r.action == "end") {
        //: BQ-17 連吃: a player stopped capturing again and passed the turn
        text = tr("%1 ends the turn").arg(who);
    } else if (r.fromFile == r.toFile && r.fromRank == r.toRank
               && ((options_.vsComputer && !lan_ && by != options_.computerPlayer)
                   || (lan_ && seatOf(by) == lan_->localSeat()))) {
        //: The human's flip in a game against the computer
        text = tr("You flip %1: %2").arg(squareText(r.fromFile, r.fromRank), banqiPieceName(revealed));
    } else if (r.fromFile == r.toFile && r.fromRank == r.toRank) {
        text = tr("%1 flips %2: %3").arg(who, squareText(r.fromFile, r.fromRank), banqiPieceName(revealed));
    } else {
        const QString from = squareText(r.fromFile, r.fromRank), to = squareText(r.toFile, r.toRank);
        const QString mover = banqiPieceName(pieceFromFenChar(r.moved));
        if (r.captured)
            text = tr("%1: %2 %3×%4 takes %5").arg(who, mover, from, to, banqiPieceName(pieceFromFenChar(r.captured)));
        else if (r.revealed)
            text = tr("%1: %2 %3×%4 turns up %5, which stays").arg(who, mover, from, to, banqiPieceName(revealed));
        else
            text = tr("%1: %2 %3–%4").arg(who, mover, from, to);
    }
    return QStringLiteral("%1. %2").arg(i + 1).arg(text);
}

void BanqiTable::retranslate()
{
    retranslateGameButtons();
    resetMatchButton_->setText(tr("Reset match"));
    //: BQ-17 連吃: stop capturing again with the same piece and pass the turn
    endTurnButton_->setText(tr("End turn"));
    endTurnButton_->setAccessibleName(QStringLiteral("End turn")); // stable for tests and screen-reader scripts
    endTurnButton_->setToolTip(tr("Stop capturing with this piece and pass the turn to your opponent."));
    actionList_->setAccessibleName(tr("Actions"));
    //: The button that opens the deal's commitment and, after the game, its check
    fairnessButton_->setText(tr("Fairness…"));
    fairnessButton_->setToolTip(tr("How the deal was fixed before the first flip, and its check after the game"));
}

void BanqiTable::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        refresh(false);
        setStatus(std::move(statusText_));
    }
    QWidget::changeEvent(e);
}

} // namespace qiyuan::ui
