// Translated texts of the 翻翻棋 engine's data: refusals, colours, pieces, a game file's refusal.
#include "banqitable.h"
#include "banqirules.h"
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
#include <QApplication>
#include <QCborArray>
#include <QHideEvent>
#include <QShowEvent>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSettings>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

QString banqiActionError(ActionError e)
{
    switch (e) {
    case ActionError::None: return {};
    case ActionError::GameOver: return BanqiTable::tr("The game is over.");
    case ActionError::OffBoard: return BanqiTable::tr("That is not a square of the board.");
    case ActionError::NothingToFlip: return BanqiTable::tr("There is no face-down piece to flip there."); // BQ-3
    case ActionError::FlipsOnly:
        return BanqiTable::tr("Before the first flip, the only possible action is to flip a piece."); // BQ-2
    case ActionError::NoPiece: return BanqiTable::tr("There is no piece there.");
    case ActionError::FaceDownMover: return BanqiTable::tr("A face-down piece cannot move: flip it first."); // BQ-4
    case ActionError::NotYourPiece: return BanqiTable::tr("That piece belongs to the other player.");
    case ActionError::NotOneStep:
        return BanqiTable::tr("Pieces move and capture one square along a row or column."); // BQ-4, BQ-5
    case ActionError::OwnPiece: return BanqiTable::tr("A piece cannot capture a piece of its own colour.");
    case ActionError::FaceDownTarget: return BanqiTable::tr("Only face-up pieces can be captured."); // BQ-5
    case ActionError::OutRanked: return BanqiTable::tr("A piece cannot capture a higher-ranked piece."); // BQ-5
    case ActionError::GeneralTakesSoldier: return BanqiTable::tr("The General cannot capture a Soldier."); // BQ-5
    case ActionError::CannonAdjacent:
        return BanqiTable::tr("A Cannon never captures an adjacent piece: it jumps over a screen."); // BQ-6
    case ActionError::CannonScreen:
        return BanqiTable::tr("A Cannon captures only by jumping over exactly one piece."); // BQ-6
    case ActionError::ChaseLimit: // BQ-8: the limit is a rule option
        return BanqiTable::tr("That would be more chase moves in a row on the same piece than these rules allow.");
    case ActionError::TooEarly:
        return BanqiTable::tr("Resigning and draws are possible only once 40 plies have been played."); // BQ-11
    case ActionError::NoChainToEnd: // BQ-17
        return BanqiTable::tr("There is no turn of chain captures to end.");
    case ActionError::ChainPieceOnly: // BQ-17
        return BanqiTable::tr("Only the piece that just captured may go on: capture again or end the turn.");
    case ActionError::ChainCapturesOnly: // BQ-17
        return BanqiTable::tr("The piece that just captured may only capture again, or end the turn.");
    case ActionError::ChainFaceDown: // BQ-17
        return BanqiTable::tr("Under these rules chain captures go on only onto face-up pieces.");
    case ActionError::ChariotRun: // BQ-18
        return BanqiTable::tr("A Chariot runs only along a free row or column and captures the first piece it meets.");
    case ActionError::CannonOutranked: // BQ-19
        return BanqiTable::tr("Under these rules a Cannon captures only a Cannon or a Soldier.");
    case ActionError::SoldierTakesGeneral: // BQ-20
        return BanqiTable::tr("Under strict ranks a Soldier cannot capture the General.");
    }
    return BanqiTable::tr("That action is not allowed.");
}

QString banqiColorName(Color c)
{
    return c == Color::Red ? BanqiTable::tr("Red") : BanqiTable::tr("Black");
}

QString banqiPieceName(Piece p)
{
    if (!isPiece(p))
        return {};
    // One string per piece: Chinese names the two colours' pieces differently (帅/将, 兵/卒).
    const bool red = banqi::colorOf(p) == Color::Red;
    switch (kindOf(p)) {
    case General: return red ? BanqiTable::tr("Red General") : BanqiTable::tr("Black General");
    case Advisor: return red ? BanqiTable::tr("Red Advisor") : BanqiTable::tr("Black Advisor");
    case Elephant: return red ? BanqiTable::tr("Red Elephant") : BanqiTable::tr("Black Elephant");
    case Chariot: return red ? BanqiTable::tr("Red Chariot") : BanqiTable::tr("Black Chariot");
    case Horse: return red ? BanqiTable::tr("Red Horse") : BanqiTable::tr("Black Horse");
    case Cannon: return red ? BanqiTable::tr("Red Cannon") : BanqiTable::tr("Black Cannon");
    case Soldier: return red ? BanqiTable::tr("Red Soldier") : BanqiTable::tr("Black Soldier");
    case NoKind: break;
    }
    return {};
}

// The reader's refusal in the user's language.
QString BanqiTable::fileErrorText(const session::BanqiFileError& e)
{
    using Code = session::BanqiFileError::Code;
    switch (e.code) {
    case Code::None: return {};
    case Code::NotJson: return e.message;
    case Code::NotBanqi: return tr("This is not a banqi game file.");
    case Code::Version:
        return tr("This banqi file has version %1; this program reads version %2.")
            .arg(e.detail)
            .arg(session::BanqiFileVersion);
    case Code::UnknownRules: return tr("Unknown banqi rule set \"%1\".").arg(e.detail);
    case Code::SeedNotNumber: return tr("The deal's seed is not a number.");
    case Code::SaltLineBreak: return tr("The deal's salt may not contain line breaks.");
    case Code::CommitmentMismatch: return tr("The deal's seed does not match its commitment.");
    case Code::BadLayout: return tr("The deal is missing or wrong: %1").arg(e.detail);
    case Code::BadFirstSeat: return tr("The first seat must be 0 or 1.");
    case Code::BadComputer: return tr("The computer's player must be 1 or 2.");
    case Code::NoActions: return tr("The file has no list of actions.");
    case Code::ActionNotText: return tr("Action %1 is not text.").arg(e.action);
    case Code::NotAnAction: return tr("Action %1 (\"%2\") is not a banqi action.").arg(e.action).arg(e.detail);
    case Code::BadOptions: return BanqiRuleWords::problem(e.detail.toStdString());
    case Code::ImpossibleAction:
        return tr("Action %1 (\"%2\") is not possible: %3").arg(e.action).arg(e.detail, banqiActionError(e.actionError));
    }
    return e.message;
}

} // namespace qiyuan::ui
