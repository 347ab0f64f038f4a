// Starting a game over the LAN, alike for every board-game table: the host
// dialog opens a table (a HostSession listening, announced on the LAN), the
// join dialog seats us at one. The table then plays through the LanLink.
#pragma once

class QString;
class QWidget;

namespace qiyuan::net {
class LanLink;
class RemoteSeat;
}

namespace qiyuan::ui {

using net::LanLink; // the link lives below the widgets (net/lanlink.h)

struct LanTablePreset;

// Asks the host dialog for the table (gameKey's rule sets, `variant`
// preselected; a preset's players, clock and title: a tournament board) and
// opens it; nullptr when cancelled, or when it could not be opened (a message
// box says why).
LanLink* hostLanTable(QWidget* parent, const QString& gameKey, const QString& variant,
                      const LanTablePreset* preset = nullptr);
// Asks the join dialog for a table of gameKey and takes its seat; nullptr when cancelled.
LanLink* joinLanTable(QWidget* parent, const QString& gameKey);

} // namespace qiyuan::ui
