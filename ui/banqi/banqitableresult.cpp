// The 翻翻棋 table's result: its words, the commitment and revealed seed, the result dialog and the match score.
#include "banqitable.h"
#include "ai/draw_offer.h"
#include "ui/timecontroldialog.h"
#include "discpainter.h"
#include "ai/ai.h"
#include "net/banqimirror.h"
#include "net/hostsession.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "banqi/deal.h"
#include "banqi/rules.h"
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

namespace {
const QString MatchKey = QStringLiteral("banqi/match");
// Games against the computer keep their own match: seat 1 is the human.
const QString ComputerMatchKey = QStringLiteral("banqi/match-computer");
} // namespace

QString BanqiTable::resultText() const
{
    const GameResult& r = game().result();
    const std::string& k = r.reason;
    QString reason;
    if (k == "no pieces")
        reason = tr("no pieces left");
    else if (k == "timeouts")
        reason = tr("three timeouts");
    else if (k == "no legal action")
        reason = tr("no legal action");
    else if (k == "threefold repetition")
        reason = tr("the same position occurred three times");
    else if (k == "no-progress limit")
        reason = tr("too many plies without a flip or capture");
    else if (k == "ply limit")
        reason = tr("the ply limit was reached");
    else
        reason = commonResultReason(k); // resignation, draw agreed
    if (r.verdict == Verdict::Draw)
        return tr("Draw: %1.").arg(reason);
    const auto w = game().winner();
    if (w && lan_ && seatOf(*w) == lan_->localSeat())
        return tr("You (%1) win: %2.").arg(banqiColorName(r.verdict == Verdict::RedWins ? Color::Red : Color::Black), reason);
    if (w && options_.vsComputer) {
        const QString colour = banqiColorName(r.verdict == Verdict::RedWins ? Color::Red : Color::Black);
        return *w == options_.computerPlayer ? tr("The computer (%1) wins: %2.").arg(colour, reason)
                                             : tr("You (%1) win: %2.").arg(colour, reason);
    }
    if (w)
        return tr("%1 (%2) wins: %3.")
            .arg(playerName(*w), banqiColorName(r.verdict == Verdict::RedWins ? Color::Red : Color::Black), reason);
    return {};
}

std::optional<bool> BanqiTable::dealChecked() const
{
    if (lan_ && !lan_->isHost()) {
        // The host's commitment, checked here once the host reveals the seed.
        const QCborMap st = lan_->state();
        if (st.value(QStringLiteral("reveal")).toMap().isEmpty())
            return std::nullopt;
        return net::checkBanqiReveal(st).isEmpty();
    }
    if (view_.commitment.empty() || !view_.seed)
        return std::nullopt;
    return verifyCommitment(view_.commitment, *view_.seed, view_.salt);
}

QString BanqiTable::commitmentText() const
{
    QString hash, seed, salt;
    if (lan_ && !lan_->isHost()) {
        // The host's commitment; the seed comes with the result.
        const QCborMap st = lan_->state();
        const QCborMap reveal = st.value(QStringLiteral("reveal")).toMap();
        hash = st.value(QStringLiteral("commitment")).toString();
        seed = reveal.value(QStringLiteral("seed")).toString();
        salt = reveal.value(QStringLiteral("salt")).toString();
    } else {
        if (view_.commitment.empty())
            return tr("This deal was set by hand: it has no commitment.");
        hash = QString::fromStdString(view_.commitment);
        if (view_.seed)
            seed = QString::number(*view_.seed);
        salt = QString::fromStdString(view_.salt);
    }
    const std::optional<bool> ok = dealChecked();
    if (!ok)
        return tr("Deal commitment (SHA-256): %1. The seed is revealed when the game ends.").arg(hash);
    return tr("Deal commitment (SHA-256): %1. Seed %2, salt \"%3\": %4")
        .arg(hash, seed, salt,
             *ok ? tr("the hash matches, the deal was fixed before the first flip.") : tr("the hash does NOT match."));
}

void BanqiTable::updateFairness()
{
    if (!fairnessDialog_ || !fairnessText_)
        return;
    fairnessText_->setText(commitmentText());
    // A deal set by hand (a file's layout) was never shuffled: only its line.
    const bool committed = (lan_ && !lan_->isHost()) || !view_.commitment.empty();
    if (auto* how = fairnessDialog_->findChild<QLabel*>(QStringLiteral("fairnessHow")))
        how->setVisible(committed);
}

void BanqiTable::showFairness()
{
    if (fairnessDialog_) {
        fairnessDialog_->raise();
        fairnessDialog_->activateWindow();
        return;
    }
    auto* dialog = new QDialog(this);
    fairnessDialog_ = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("fairnessDialog"));
    //: The title of the box that shows the deal's commitment and its check
    dialog->setWindowTitle(tr("Fairness"));
    auto* layout = new QVBoxLayout(dialog);
    auto* how = new QLabel(tr("Before the first flip the pieces were shuffled with a secret seed, and the seed's "
                              "SHA-256 hash was fixed: the commitment below. When the game ends the seed is shown, "
                              "and its hash is checked against the commitment: if they match, the deal was fixed "
                              "before the game and nobody changed it during play."),
                           dialog);
    how->setObjectName(QStringLiteral("fairnessHow"));
    how->setWordWrap(true);
    layout->addWidget(how);
    fairnessText_ = new QLabel(commitmentText(), dialog);
    fairnessText_->setObjectName(QStringLiteral("commitmentText"));
    fairnessText_->setAccessibleName(tr("Deal commitment"));
    fairnessText_->setWordWrap(true);
    fairnessText_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(fairnessText_);
    updateFairness();
    connect(dialog, &QObject::destroyed, this, [this] { fairnessText_ = nullptr; });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->setMinimumWidth(qMin(720, fontMetrics().horizontalAdvance(QString(64, QLatin1Char('0'))) + 160));
    dialog->open();
}

QString BanqiTable::resultStatus() const
{
    // The result, and whether the deal checked out (its details in the Fairness box).
    const std::optional<bool> ok = dealChecked();
    if (!ok)
        return resultText();
    //: After the result in the status line; "Fairness" is the side panel's button (Fairness…)
    const QString fair = tr("The deal was checked: it is fair (see Fairness).");
    //: After the result in the status line; "Fairness" is the side panel's button (Fairness…)
    const QString unfair = tr("The deal check failed: the seed does not match its commitment (see Fairness).");
    return resultText() + QLatin1Char(' ') + (*ok ? fair : unfair);
}

void BanqiTable::announceEnd()
{
    // The score of the match, or of the LAN table; the result dialog with the fairness check.
    if (!lan_) { // the match table is the hot-seat / computer match
        score_.add(game().score(), seatOf(Player::First));
        saveMatch();
    } else { // the games at this LAN table
        lanScore_.add(game().score(), seatOf(Player::First));
    }
    refresh(false);
    setStatus([this] { return resultStatus(); });
    emit statusMessage(statusLine_->text());
    showResultDialog();
}

void BanqiTable::showResultDialog()
{
    if (resultDialog_)
        resultDialog_->close();
    auto* dialog = new QDialog(this);
    resultDialog_ = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("resultDialog"));
    dialog->setWindowTitle(tr("Game over"));
    auto* layout = new QVBoxLayout(dialog);
    auto* result = new QLabel(resultText(), dialog);
    result->setObjectName(QStringLiteral("resultText"));
    QFont f = result->font();
    f.setBold(true);
    result->setFont(f);
    layout->addWidget(result);

    const GameScore& score = game().score();
    const MatchScore& match = lan_ ? lanScore_ : score_; // over the LAN: the games at this table
    auto* table = new QTableWidget(2, 4, dialog);
    table->setObjectName(QStringLiteral("matchTable"));
    table->setHorizontalHeaderLabels({tr("Colour"), tr("This game"), tr("Match wins"), tr("Match points")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A read-only summary: it fills the box's width and takes no cell focus.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    for (Player p : {Player::First, Player::Second}) {
        const int seat = seatOf(p);
        table->setVerticalHeaderItem(seat, new QTableWidgetItem(playerName(p)));
        const auto colour = game().colorOf(p);
        table->setItem(seat, 0, new QTableWidgetItem(colour ? banqiColorName(*colour) : QString()));
        table->setItem(seat, 1, new QTableWidgetItem(QString::number(score.byPlayer[index(p)])));
        table->setItem(seat, 2, new QTableWidgetItem(QString::number(match.wins[seat])));
        table->setItem(seat, 3, new QTableWidgetItem(QString::number(match.points[seat])));
    }
    table->setMaximumHeight(table->verticalHeader()->length() + table->horizontalHeader()->height() + 2 * table->frameWidth());
    layout->addWidget(table);
    QString details = lan_
        //: Over the LAN: the games played at this table so far (a host may play several in a row)
        ? tr("Games at this table: %1, draws: %2.").arg(match.games).arg(match.draws)
        : tr("Games in the match: %1, draws: %2.").arg(match.games).arg(match.draws);
    if (score.generalBonus)
        details += QLatin1Char(' ') + tr("The winner's first capture took the General: bonus."); // BQ-14
    if (score.winner && score.wonAtPly < game().rules().earlyWinPlies)
        details += QLatin1Char(' ') + tr("Won before ply %1: the early score applies.") // BQ-12
                                           .arg(game().rules().earlyWinPlies);
    auto* detailLabel = new QLabel(details, dialog);
    detailLabel->setWordWrap(true);
    layout->addWidget(detailLabel);
    // Whether the deal checked out, in a sentence; the hash, seed and salt stay in the Fairness box.
    if (const std::optional<bool> ok = dealChecked()) {
        auto* fairLine = new QLabel(*ok ? tr("The deal was checked: it was fixed before the first flip.")
                                        : tr("The deal check failed: the seed does not match its commitment."),
                                    dialog);
        fairLine->setObjectName(QStringLiteral("fairnessLine"));
        fairLine->setWordWrap(true);
        layout->addWidget(fairLine);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, dialog);
    // The next game with the same rules and players (over the LAN the host starts it).
    if (!lan_) {
        //: 再来一局: a new game with the same rules and players
        QPushButton* again = buttons->addButton(tr("Play again"), QDialogButtonBox::AcceptRole);
        again->setObjectName(QStringLiteral("playAgainButton"));
        connect(again, &QPushButton::clicked, this, [this] { QTimer::singleShot(0, this, [this] { newGame(options_); }); });
    }
    QPushButton* fairness = buttons->addButton(fairnessButton_->text(), QDialogButtonBox::HelpRole);
    fairness->setObjectName(QStringLiteral("dialogFairness"));
    connect(fairness, &QPushButton::clicked, this, &BanqiTable::showFairness);
    QPushButton* reset = buttons->addButton(tr("Reset match"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("dialogResetMatch"));
    reset->setVisible(!lan_); // the match of this computer's games; a LAN table's games count by themselves
    connect(reset, &QPushButton::clicked, this, [this, table] {
        resetMatch();
        for (int seat = 0; seat < 2; ++seat)
            for (int column : {2, 3})
                table->setItem(seat, column, new QTableWidgetItem(QStringLiteral("0")));
    });
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    layout->addWidget(buttons);
    dialog->setMinimumWidth(480);
    dialog->open(); // window-modal and non-blocking: the board stays visible
    // Enter or Space closes the box; they never reset the match by accident.
    buttons->button(QDialogButtonBox::Ok)->setFocus();
}

void BanqiTable::loadMatch()
{
    matchKey_ = options_.vsComputer ? ComputerMatchKey : MatchKey;
    const QString text = QSettings().value(matchKey_).toString();
    score_ = MatchScore::fromText(text.toStdString()).value_or(MatchScore{});
}

void BanqiTable::saveMatch() const
{
    QSettings().setValue(matchKey_, QString::fromStdString(score_.toText()));
}

void BanqiTable::resetMatch()
{
    score_ = MatchScore{};
    saveMatch();
    refresh(false);
    setStatus([] { return tr("The match score was reset."); });
}

} // namespace qiyuan::ui
