// The LAN join dialog as a player answers it in the UI tests.
#pragma once

#include "lan/lanjoindialog.h"

#include <QPushButton>
#include <QTest>
#include <QTimer>

// A table reached by its typed address is shown first (docs/PROTOCOL.md,
// "Handshake"): the player sits down once it is.
inline void sitDownWhenShown(qiyuan::ui::LanJoinDialog* d)
{
    auto* poll = new QTimer(d);
    QObject::connect(poll, &QTimer::timeout, d, [d, poll] {
        if (!d->confirming())
            return;
        poll->stop();
        QTest::mouseClick(d->joinButton(), Qt::LeftButton);
    });
    poll->start(10);
}
