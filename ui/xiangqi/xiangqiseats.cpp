// The seats of the xiangqi table: names, clocks, turn and taken pieces. Their
// words are the table's (XiangqiTable::tr): one translation context for the table.
#include "xiangqiseats.h"
#include "capturedpieces.h"
#include "xiangqicomputer.h"
#include "xiangqitable.h"

#include "ui/lan/lanlink.h"
#include "ui/sidepanel.h"
#include "ui/timecontroldialog.h"

#include <QLabel>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

XiangqiSeats::XiangqiSeats(SidePanel* panel)
{
    // Names for tests and accessibility tools.
    const char* names[2][4] = {{"redName", "redClock", "redRow", "redTook"},
                               {"blackName", "blackClock", "blackRow", "blackTook"}};
    for (int seat : {0, 1}) {
        SidePanel::Seat& s = panel->seat(seat);
        names_[seat] = s.name;
        clocks_[seat] = s.clock;
        s.name->setObjectName(QLatin1String(names[seat][0]));
        s.clock->setObjectName(QLatin1String(names[seat][1]));
        s.block->setObjectName(QLatin1String(names[seat][2]));
        // Under each side's name and clock, the pieces it has taken.
        took_[seat] = new CapturedPieces(s.block);
        took_[seat]->setObjectName(QLatin1String(names[seat][3]));
        s.under->addWidget(took_[seat]);
    }
}

void XiangqiSeats::showNames(const XiangqiComputer* computer, const net::LanLink* lan, const QMap<QString, QString>& tags)
{
    //: The side that moves first; 红方
    QString red = XiangqiTable::tr("Red");
    //: 黑方
    QString black = XiangqiTable::tr("Black");
    if (computer) {
        const QString engine = computer->name();
        //: A side's label: %1 is Red or Black, %2 the computer's level or engine
        const QString opponent = XiangqiTable::tr("%1 — computer (%2)");
        //: A side's label: %1 is Red or Black
        const QString human = XiangqiTable::tr("%1 — you");
        if (computer->side() == Side::Red) {
            red = opponent.arg(red, engine);
            black = human.arg(black);
        } else {
            black = opponent.arg(black, engine);
            red = human.arg(red);
        }
    }
    if (lan) {
        const int mine = lan->localSeat();
        // Each seat's player (at a headless table both are LAN players; a
        // spectator sees both names).
        auto player = [lan, mine](int seat) {
            if (seat == mine)
                return XiangqiTable::tr("you");
            const QString name = lan->seatName(seat);
            if (!name.isEmpty())
                return name;
            const QString code = lan->roomCode();
            if (code.isEmpty())
                //: The empty seat of a table on the LAN, waiting for a player
                return XiangqiTable::tr("free seat");
            //: The empty seat of a table hosted on the LAN; %1 the 6-digit room code the joiner must type
            return XiangqiTable::tr("free seat, code %1").arg(code);
        };
        //: A side's label over the LAN: %1 Red or Black, %2 the player's name
        const QString named = XiangqiTable::tr("%1 — %2");
        red = named.arg(red, player(0));
        black = named.arg(black, player(1));
    } else if (!computer) {
        // An opened record names its players ("?" and blanks are no names).
        const QString players[2] = {tags.value(QStringLiteral("Red")).trimmed(),
                                    tags.value(QStringLiteral("Black")).trimmed()};
        // A game saved here without names carries the sides' own words (gameFileTags).
        auto isName = [](const QString& tag, const QString& side, const char* english) {
            return !tag.isEmpty() && tag != QLatin1String("?") && tag != side && tag != QLatin1String(english);
        };
        const QString named = XiangqiTable::tr("%1 — %2");
        if (isName(players[0], red, "Red"))
            red = named.arg(red, players[0]);
        if (isName(players[1], black, "Black"))
            black = named.arg(black, players[1]);
    }
    names_[0]->setText(red);
    names_[1]->setText(black);
}

void XiangqiSeats::showClocks(const GameClock& shown)
{
    showTableClocks(clocks_[0], clocks_[1], shown);
}

void XiangqiSeats::showTurn(bool red, bool black)
{
    QFont f = names_[0]->font();
    f.setBold(red);
    names_[0]->setFont(f);
    f.setBold(black);
    names_[1]->setFont(f);
}

void XiangqiSeats::showCaptured(const Game& game, int ply)
{
    std::vector<Piece> byRed, byBlack;
    const auto& records = game.records();
    for (int i = 0; i < ply && i < int(records.size()); ++i)
        if (const Piece taken = pieceFromFenChar(records[size_t(i)].captured); isPiece(taken))
            (sideOf(taken) == Side::Black ? byRed : byBlack).push_back(taken);
    took_[0]->setPieces(std::move(byRed));
    took_[1]->setPieces(std::move(byBlack));
}

void XiangqiSeats::setPieceStyle(PieceStyle style)
{
    for (CapturedPieces* took : took_)
        took->setPieceStyle(style);
}

} // namespace qiyuan::ui
