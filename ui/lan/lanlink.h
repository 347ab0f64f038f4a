// The words of the LAN link's news (net/lanlink.h: the link itself lives
// below the widgets and carries the protocol's codes).
#pragma once

#include "net/lanlink.h"

#include <QCoreApplication>

namespace qiyuan::ui {

using net::LanLink;

// The translator's context of these words (kept from when the link lived in ui/).
class LanWords {
    Q_DECLARE_TR_FUNCTIONS(qiyuan::ui::LanLink)
};

// A translated sentence for an error code of the protocol (docs/PROTOCOL.md);
// `text` (the host's English words) fills in details.
QString lanErrorMessage(const QString& code, const QString& text);
// Why we are no longer at the table, from LanLink::connectionLost.
QString lanLostReason(const QString& code, const QString& reason);

} // namespace qiyuan::ui
