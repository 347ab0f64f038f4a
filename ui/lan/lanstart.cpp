#include "lanstart.h"

#include "lanhostdialog.h"
#include "lanjoindialog.h"
#include "lanlink.h"
#include "net/clientsession.h"
#include "net/discovery.h"
#include "net/hostsession.h"

#include <QLineEdit>
#include <QMessageBox>

namespace qiyuan::ui {

LanLink* hostLanTable(QWidget* parent, const QString& gameKey, const QString& variant, const LanTablePreset* preset)
{
    const auto c = LanHostDialog::ask(parent, gameKey, variant, preset);
    if (!c)
        return nullptr;
    // The dialog leaves what a game does not use at the session's defaults
    // (banqi: the first chair, no time control; the others: no turn clock).
    net::TableSettings settings;
    settings.hostName = c->name;
    settings.game = gameKey;
    settings.variant = c->variant;
    settings.hostSeat = c->seat;
    settings.timeControl = c->timeControl;
    settings.turnSeconds = c->turnSeconds;
    settings.options = c->options;
    settings.startFen = c->startFen;
    if (preset)
        settings.title = preset->title;
    auto host = std::make_unique<net::HostSession>(settings);
    QString error;
    if (!host->listen(QHostAddress::Any, 0, &error)) {
        QMessageBox::warning(parent, LanHostDialog::tr("Host on LAN"),
                             LanHostDialog::tr("The table could not be opened: %1").arg(error));
        return nullptr;
    }
    return new LanLink(std::move(host), new net::Announcer());
}

LanLink* joinLanTable(QWidget* parent, const QString& gameKey)
{
    LanJoinDialog dialog(parent, net::DiscoveryPort, gameKey);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    net::ClientSession* session = dialog.takeSession();
    if (!session)
        return nullptr;
    auto* link = new LanLink(session);
    if (session->seat() >= 0) // the code it sat down with: a headless table's first player may pass it on
        link->setRoomCode(dialog.codeEdit()->text());
    return link;
}

} // namespace qiyuan::ui
