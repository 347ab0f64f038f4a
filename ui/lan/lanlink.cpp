#include "lanlink.h"

namespace qiyuan::ui {

using namespace qiyuan::net;

QString lanErrorMessage(const QString& code, const QString& text)
{
    const QByteArray c = code.toLatin1();
    if (c == err::BadCode)
        return LanWords::tr("Wrong room code.");
    if (c == err::LockedOut)
        return LanWords::tr("Too many wrong room codes from this computer: wait a minute, then try again.");
    if (c == err::SeatTaken)
        return LanWords::tr("The seat at this table is taken.");
    if (c == err::BadToken)
        return LanWords::tr("Your seat at this table was given up.");
    if (c == err::Version || c == err::Handshake)
        //: The other computer runs a Qiyuan whose LAN protocol differs
        return LanWords::tr("The host runs an incompatible version of Qiyuan.");
    if (c == err::NotYourTurn)
        return LanWords::tr("It is not your turn.");
    if (c == err::IllegalMove)
        //: %1: the reason in English from the host
        return LanWords::tr("The host refused the move: %1").arg(text);
    if (c == err::Paused)
        return LanWords::tr("The game is paused until the opponent reconnects.");
    if (c == err::NotStarted)
        return LanWords::tr("The game starts when an opponent sits down.");
    if (c == err::GameOver)
        return LanWords::tr("The game is over.");
    if (c == err::TooEarly)
        //: 翻翻棋 rule BQ-11
        return LanWords::tr("Resigning and draw offers are possible only from ply 40 (BQ-11).");
    if (c == err::CannotUndo)
        return LanWords::tr("You have no action to take back.");
    if (c == err::NotSeated)
        return LanWords::tr("Spectators cannot act.");
    if (c == err::NoRequest)
        return LanWords::tr("There is no offer or request to answer any more.");
    //: %1: an error code of the LAN protocol, %2: its explanation in English
    return LanWords::tr("The host reported an error (%1): %2").arg(code, text);
}

QString lanLostReason(const QString& code, const QString& reason)
{
    if (code.isEmpty())
        return reason; // the connection's own (English) reason, e.g. "timeout"
    if (code == QLatin1String(LanLink::HostSilent))
        return LanWords::tr("the host did not answer");
    return lanErrorMessage(code, reason);
}

} // namespace qiyuan::ui
