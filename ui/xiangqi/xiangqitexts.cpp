// Translated texts of the xiangqi engine's data: move notation, refusals, results.
#include "xiangqitable.h"
#include "ai/draw_offer.h"
#include "analyser.h"
#include "analysispanel.h"
#include "computerplayer.h"
#include "ui/engineconfig.h"
#include "ui/gamenames.h"
#include "session/traditional.h"
#include "xiangqi/notation.h"
#include "ai/ai.h"
#include "ui/computergamedialog.h"
#include "ui/preferences.h"
#include "ui/timecontroldialog.h"
#include "ui/lan/lanlink.h"
#include "net/hostsession.h"
#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QProgressBar>
#include <QDate>
#include <QEvent>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QHideEvent>
#include <QMessageBox>
#include <QShowEvent>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

QString moveText(const Position& before, Move m, NotationStyle style)
{
    switch (style) {
    case NotationStyle::Chinese: return session::moveInReadersScript(QString::fromStdString(toChinese(before, m)));
    case NotationStyle::Wxf: return QString::fromStdString(toWxf(before, m));
    case NotationStyle::Iccs: return QString::fromStdString(toIccs(m));
    }
    return {};
}

QString openingText(const EccoOpening& opening)
{
    //: The language of opening names on the table: "English" (with the Chinese name beside) or "Chinese"
    const bool chinese = XiangqiTable::tr("English", "opening names") == QLatin1String("Chinese");
    const QString name = session::inReadersScript(QString::fromStdString(fullName(opening)));
    const QString code = QString::fromStdString(opening.code);
    if (chinese || opening.englishName.empty())
        return code + QLatin1Char(' ') + name;
    return QStringLiteral("%1 %2 (%3)").arg(code, QString::fromStdString(opening.englishName), name);
}

QString moveErrorMessage(MoveError e)
{
    switch (e) {
    case MoveError::None: return {};
    case MoveError::NoPieceOnFrom: return XiangqiTable::tr("There is no piece there.");
    case MoveError::NotYourPiece: return XiangqiTable::tr("That piece belongs to the other side: it is not its turn.");
    case MoveError::OwnPieceOnTarget: return XiangqiTable::tr("A piece cannot capture its own side.");
    case MoveError::NotAPieceMove: return XiangqiTable::tr("The piece does not move that way.");
    case MoveError::LeavesPalace: return XiangqiTable::tr("The General and Advisors must stay in the palace.");
    case MoveError::CrossesRiver: return XiangqiTable::tr("An Elephant may not cross the river.");
    case MoveError::ElephantEyeBlocked:
        //: 塞象眼: the point between an Elephant and its target is occupied
        return XiangqiTable::tr("Elephant eye blocked (塞象眼).");
    case MoveError::HorseLegBlocked:
        //: 蹩马腿: the point next to the Horse in its direction of travel is occupied
        return XiangqiTable::tr("Horse leg blocked (蹩马腿).");
    case MoveError::PathBlocked: return XiangqiTable::tr("The path is blocked.");
    case MoveError::CannonNeedsScreen:
        return XiangqiTable::tr("A Cannon captures only by jumping exactly one screen.");
    case MoveError::SoldierBackward:
        return XiangqiTable::tr("A Soldier never retreats and moves sideways only after crossing the river.");
    case MoveError::LeavesGeneralInCheck:
        //: 送将: a move that leaves or puts one's own General in check
        return XiangqiTable::tr("That would leave your General in check (送将).");
    case MoveError::GeneralsFace: return XiangqiTable::tr("The two Generals may not face each other on an open file.");
    case MoveError::GameOver: return XiangqiTable::tr("The game is over.");
    }
    return XiangqiTable::tr("Illegal move.");
}

QString resultMessage(const GameResult& r, const std::optional<RepetitionVerdict>& repetition)
{
    if (repetition && r.over())
        return repetitionExplanation(*repetition);
    QString reason;
    const std::string& k = r.reason;
    if (k == "perpetual check" && r.verdict == Verdict::Draw)
        //: 双方长将: both sides give perpetual check, a draw
        reason = XiangqiTable::tr("both sides check perpetually (双方长将)");
    else if (k == "perpetual check")
        //: 长将
        reason = XiangqiTable::tr("perpetual check (长将) loses");
    else if (k == "perpetual chase" && r.verdict == Verdict::Draw)
        //: 双方长捉: both sides chase perpetually, a draw
        reason = XiangqiTable::tr("both sides chase perpetually (双方长捉)");
    else if (k == "perpetual chase")
        //: 长捉
        reason = XiangqiTable::tr("perpetual chase (长捉) loses");
    else if (k == "threefold repetition")
        reason = XiangqiTable::tr("the same position occurred three times");
    else if (k == "no-capture limit")
        reason = XiangqiTable::tr("120 moves without a capture");
    else
        reason = TablePage::commonResultReason(k);
    return TablePage::resultSentence(r.verdict, reason);
}

} // namespace qiyuan::ui

namespace qiyuan::ui {

QString damagedGameMessage(const session::PgnGame& record, NotationStyle notation, bool opened)
{
    if (record.problem.isEmpty())
        return {};
    if (record.badMainPly < 0 || record.badMainPly != record.game.ply())
        //: A game file's variation (变着) holds a move that cannot be played
        return XiangqiTable::tr("A variation of the game holds a move that is not legal there; it is left out from that move on.");
    if (record.game.over())
        return XiangqiTable::tr("The file has moves after the end of the game; they are left out.");
    // Numbered as the move list numbers them: a move is red's and black's.
    const xiangqi::Position& at = record.game.position(); // the moves read stop before the bad one
    const bool blackStarts = record.game.startPosition().sideToMove() == xiangqi::Side::Black;
    const int index = record.badMainPly + (blackStarts ? 1 : 0);
    const int number = index / 2 + 1;
    const bool black = at.sideToMove() == xiangqi::Side::Black;
    // The move in the list's notation when the file names a piece of the side to move; else as the file writes it.
    QString move = record.badMainMove;
    if (const xiangqi::Move m = xiangqi::Position::parseIccs(move.toLower().remove(QLatin1Char('-')).toStdString());
        !m.isNull() && xiangqi::isPiece(at.at(m.from)) && xiangqi::sideOf(at.at(m.from)) == at.sideToMove()) {
        const QString written = moveText(at, m, notation);
        if (!written.isEmpty()) // the notation names legal moves only
            move = written;
    }
    //: The side whose move it is: 红方 / 黑方
    const QString side = black ? XiangqiTable::tr("Black") : XiangqiTable::tr("Red");
    //: %1 the move's number, %2 Red or Black, %3 the move as the move list writes it (马8进7)
    QString sentence = move.isEmpty() ? XiangqiTable::tr("Move %1 for %2 cannot be read.").arg(number).arg(side)
                                      : XiangqiTable::tr("Move %1 for %2, %3, is not legal here.").arg(number).arg(side, move);
    QString read;
    if (!opened)
        return sentence;
    if (record.game.ply() == 0)
        read = XiangqiTable::tr("None of the game's moves could be read.");
    else if (black)
        //: How far a damaged game was read: up to red's move of the same number
        read = XiangqiTable::tr("The game was read up to Red's move %1.").arg(number);
    else
        read = XiangqiTable::tr("The game was read up to move %1.").arg(number - 1);
    return joinSentences({sentence, read});
}

} // namespace qiyuan::ui
