// The 积分象棋 table's new games, files and snapshots (the autosave).
#include "jifentable.h"
#include "ai/draw_offer.h"
#include "jifenguide.h"
#include "kindchooser.h"
#include "kindpainter.h"
#include "session/jifen_pgn.h"
#include "ui/computergamedialog.h"
#include "ui/gamenames.h"
#include "ui/lan/lanlink.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ai/ai.h"
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace qiyuan::ui {

using namespace qiyuan::jifen;
using xiangqi::Square;

bool JifenTable::startNew(const QString& variantKey, PlayMode mode)
{
    if (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)
        return startLanMode(mode, variantKey);
    if (mode != PlayMode::HotSeat && mode != PlayMode::Computer)
        return false;
    const RuleSet* rules = findRuleSet(variantKey.toStdString());
    if (!rules)
        return false;
    // The target score is agreed here, before the game (SC-6), and fixed once it starts.
    int target = rules->targetScore;
    auto targetRow = [&](QWidget* parent) {
        auto* spin = new QSpinBox(parent);
        spin->setObjectName(QStringLiteral("targetSpin"));
        spin->setRange(1, 9999);
        spin->setValue(target);
        //: The number of points that wins a scoring xiangqi game
        spin->setSuffix(tr(" points"));
        connect(spin, &QSpinBox::valueChanged, parent, [&target](int v) { target = v; });
        return spin;
    };
    // A clock of any kind (issue 40) from the clock dialog, as xiangqi's;
    // none by default, the last one set kept for each way of playing.
    const QString clockKey = mode == PlayMode::Computer ? QStringLiteral("computer/jifen/clock")
                                                        : QStringLiteral("hotseat/jifen/clock");
    TimeControl tc = parseTimeControl(QSettings().value(clockKey).toString().toStdString()).value_or(TimeControl{});
    // The dialog's "Clock:" row (its label, the chooser); its choice taken when accepted.
    auto clockRow = [&tc](QDialog& d) {
        auto* chooser = new ClockChooser(tc, &d);
        auto* label = new QLabel(tr("&Clock:"), &d);
        label->setBuddy(chooser->changeButton());
        QObject::connect(&d, &QDialog::accepted, chooser, [chooser, &tc] { tc = chooser->timeControl(); });
        return std::make_pair(label, chooser);
    };
    // The first time a rule set is played, its one-screen introduction before
    // the game starts (modal: read first, no clock or computer runs meanwhile;
    // Help → How to Play shows it again at any time).
    auto introduceOnce = [&] {
        if (JifenHowToPlay::seen(*rules))
            return;
        JifenHowToPlay::markSeen(*rules);
        JifenHowToPlay intro(*rules, target, board_->pieceStyle(), this);
        intro.exec();
    };
    if (mode == PlayMode::Computer) {
        // The built-in AI only: there is no external engine for 积分象棋.
        const auto c = ComputerGameDialog::ask(gameKey(), {tr("Red"), tr("Black")}, {}, this,
                                               [&](ComputerGameDialog& d) {
                                                   d.addRow(new QLabel(tr("&Target score:")), targetRow(&d));
                                                   const auto [label, clock] = clockRow(d);
                                                   d.addRow(label, clock);
                                               });
        if (!c)
            return false;
        QSettings().setValue(clockKey, QString::fromStdString(timeControlText(tc)));
        introduceOnce();
        newComputerGame(*rules, c->humanSide == 0 ? xiangqi::Side::Red : xiangqi::Side::Black, c->level, tc);
    } else {
        QDialog dialog(this);
        dialog.setObjectName(QStringLiteral("jifenNewGameDialog"));
        //: Title of the dialog that starts a two-player game; %1 the game's name as the chooser says it (积分象棋)
        dialog.setWindowTitle(tr("New game: %1").arg(GameNames::title("jifen")));
        auto* form = new QFormLayout(&dialog);
        auto* about = new QLabel(jifenguide::ruleSetName(*rules) + QLatin1Char('\n')
                                     + GameNames::variantToolTip(rules->key),
                                 &dialog);
        about->setWordWrap(true);
        form->addRow(about);
        auto* label = new QLabel(tr("&Target score:"), &dialog);
        QSpinBox* spin = targetRow(&dialog);
        label->setBuddy(spin);
        form->addRow(label, spin);
        form->addRow(new QLabel(tr("The target cannot change once the game has started."), &dialog));
        const auto [clockLabel, clock] = clockRow(dialog);
        form->addRow(clockLabel, clock);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        form->addRow(buttons);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        QSettings().setValue(clockKey, QString::fromStdString(timeControlText(tc)));
        introduceOnce();
        newGame(*rules, tc);
    }
    if (target != rules->targetScore)
        setTargetScore(target);
    return true;
}

void JifenTable::showHowToPlay()
{
    if (howToPlay_)
        howToPlay_->close();
    auto* dialog = new JifenHowToPlay(game().rules(), game().position().targetScore(), board_->pieceStyle(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    howToPlay_ = dialog;
    dialog->show(); // not modal: the board can be looked at beside it
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
    return openGameFile(
        session::loadJifenPgnFile,
        [this](const session::JifenPgnGame& file) {
            setGame(file.game);
            // The record's clock, if it names one: the game goes on with it.
            if (match_->takeClockTag(file.tags.value(QStringLiteral("TimeControl"))))
                updateClocks();
        },
        path, error);
}

bool JifenTable::saveFile(const QString& path, QString* error)
{
    return session::saveJifenPgnFile(path, session::JifenPgnGame{withLevelTags(gameFileTags()), game()}, error);
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
    QCborMap setup;
    setup.insert(QStringLiteral("variant"), variantKeyOf(pgn->game.rules()));
    setup.insert(QStringLiteral("start"), QString::fromStdString(pgn->game.startPosition().fen()));
    const QJsonObject converted = olderSnapshot(setup, pgn->game.records(), pgn->game.result(),
                                                data.value(QStringLiteral("computer")).toObject(), error);
    if (converted.isEmpty())
        return false;
    return restoreSnapshot(QJsonObject{{QStringLiteral("match"), converted},
                                       {QStringLiteral("flipped"), data.value(QStringLiteral("flipped")).toBool()}},
                           error);
}

} // namespace qiyuan::ui
