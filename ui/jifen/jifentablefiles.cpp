// The 积分象棋 table's new games, files and snapshots (the autosave).
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
    return openGameFile(session::loadJifenPgnFile, [this](const session::JifenPgnGame& file) { setGame(file.game); }, path, error);
}

bool JifenTable::saveFile(const QString& path, QString* error)
{
    return session::saveJifenPgnFile(path, session::JifenPgnGame{gameFileTags(), game()}, error);
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
