#include "referee.h"

#include "messages.h"
#include "xiangqi/notation.h"

#include <QCborArray>

namespace qiyuan::net {

using namespace xiangqi;

QCborMap resultMap(const GameResult& r)
{
    QCborMap m;
    m.insert(QStringLiteral("verdict"), QString::fromLatin1(verdictName(r.verdict)));
    m.insert(QStringLiteral("reason"), QString::fromStdString(r.reason));
    return m;
}

std::unique_ptr<XiangqiReferee> XiangqiReferee::create(const QString& startFen, QString* error)
{
    if (startFen.isEmpty())
        return std::unique_ptr<XiangqiReferee>(new XiangqiReferee(Position()));
    std::string why;
    const auto pos = Position::fromFen(startFen.toStdString(), &why);
    if (!pos) {
        if (error)
            *error = QString::fromStdString(why);
        return nullptr;
    }
    return std::unique_ptr<XiangqiReferee>(new XiangqiReferee(*pos));
}

int XiangqiReferee::sideToMove() const
{
    return index(game_.position().sideToMove());
}

QCborMap XiangqiReferee::result() const
{
    return resultMap(game_.result());
}

QCborMap XiangqiReferee::recordMap(int i) const
{
    const MoveRecord& r = game_.records()[size_t(i)];
    QCborMap m;
    m.insert(QStringLiteral("action"), QString::fromStdString(r.action));
    m.insert(QStringLiteral("notation"), QString::fromStdString(r.notation));
    if (r.captured)
        m.insert(QStringLiteral("captured"), QString(QLatin1Char(r.captured)));
    if (r.check)
        m.insert(QStringLiteral("check"), true);
    return m;
}

bool XiangqiReferee::play(const QString& action, QString* reason, QCborMap* publicRecord)
{
    if (game_.over()) {
        *reason = QStringLiteral("the game is over");
        return false;
    }
    // Only well-formed ICCS is accepted on the wire: one spelling per move
    // (parseIccs also reads upper case, which the record would not repeat).
    const Move m = action.size() == 4 ? Position::parseIccs(action.toStdString()) : Move{};
    if (m.isNull() || QString::fromStdString(toIccs(m)) != action) {
        *reason = QStringLiteral("\"%1\" is not an ICCS move such as h2e2").arg(shownText(action, 16));
        return false;
    }
    const MoveError e = game_.play(m);
    if (e != MoveError::None) {
        *reason = QString::fromStdString(moveErrorText(e));
        return false;
    }
    if (publicRecord)
        *publicRecord = recordMap(game_.ply() - 1);
    return true;
}

bool XiangqiReferee::undo(int plies)
{
    if (plies <= 0 || plies > game_.ply())
        return false;
    for (int i = 0; i < plies; ++i)
        game_.undo();
    return true;
}

void XiangqiReferee::resign(int seat)
{
    game_.resign(seat == 0 ? Side::Red : Side::Black);
}

void XiangqiReferee::agreeDraw()
{
    game_.agreeDraw();
}

void XiangqiReferee::flagFall(int seat)
{
    game_.flagFall(seat == 0 ? Side::Red : Side::Black);
}

QCborMap XiangqiReferee::stateFor(int) const
{
    // Nothing in xiangqi is hidden: every seat sees the same.
    QCborMap m;
    m.insert(QStringLiteral("start"), QString::fromStdString(game_.startPosition().fen()));
    QCborArray moves;
    for (int i = 0; i < game_.ply(); ++i)
        moves.append(recordMap(i));
    m.insert(QStringLiteral("moves"), moves);
    m.insert(QStringLiteral("toMove"), sideToMove());
    m.insert(QStringLiteral("result"), result());
    return m;
}

} // namespace qiyuan::net
