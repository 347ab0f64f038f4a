// Translated texts of the 积分象棋 engine's data: refusals, score events, results.
#include "jifentable.h"
#include <QJsonArray>
#include "ai/draw_offer.h"
#include "kindchooser.h"
#include "kindpainter.h"
#include "session/jifen_pgn.h"
#include "session/traditional.h"
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

std::vector<int> moveNumbers(const std::vector<ActionEffect>& effects)
{
    std::vector<int> numbers;
    int number = 0;
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const bool turnStarts = i == 0 || effects[i].actor != effects[i - 1].actor;
        if (turnStarts && (number == 0 || effects[i].actor == xiangqi::Side::Red))
            ++number;
        numbers.push_back(number);
    }
    return numbers;
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

QString shownNotation(const std::string& notation)
{
    return session::moveInReadersScript(QString::fromStdString(notation));
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
        //: The ply limit: 400 single moves of either side, 200 moves of both (走满 400 着)
        reason = JifenTable::tr("200 moves (400 plies) without a result");
    else
        reason = TablePage::commonResultReason(k);
    return TablePage::resultSentence(r.verdict, reason);
}

} // namespace qiyuan::ui
