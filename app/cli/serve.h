// qiyuan-cli serve: a headless LAN host (docs/CLI.md, section "serve"). The
// board games and the role games share the options, the event lines and the
// handling of SIGTERM; each has its own loop.
#pragma once

#include "core/clock.h"
#include "net/protocol.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>
#include <string>

class QObject;

namespace qiyuan::cli {

struct ServeOptions {
    std::string variant;                // as given: xiangqi, banqi, ..., werewolf-chess
    quint16 port = 0;                   // 0: any free port
    QString code;                       // empty: a random room code
    std::optional<quint64> seed;        // banqi: the first game's deal
    QString rules;                      // banqi: --rules, the options changed from the preset ("key=value,...")
    std::optional<int> clockSeconds;    // none: the variant's default; 0: off
    std::optional<TimeControl> clock;   // xiangqi, jifen: a clock of another kind than SECONDS
    int games = 1;
    QString name = QStringLiteral("qiyuan-cli");
    QHostAddress bind = QHostAddress::Any;
    net::Timing timing;                 // rejoin and silence from the options
    std::optional<quint16> phonesPort;  // role games: serve the phone page on this port (0: any free one)
};

// One event: a JSON object with "event" and the fields, on one line of stdout, flushed.
void emitEvent(const QString& event, QJsonObject fields = {});

// A peer that was sent an "error" (code, text) by the host: the `error` event.
void emitRefusal(const QString& address, const QString& code, const QString& text);

// Before anything is hosted (the port cannot be bound, ...): the CLI's error
// line {"error": ...}; returns 2, the exit code.
int serveError(const QString& text);

// Calls onSignal from the event loop (never inside the signal handler) when
// SIGTERM or SIGINT arrives. Call once, after the QCoreApplication exists and
// before the `listening` line: a signal sent the moment that line is read
// must find the handler in place (else it ends the process, with no `bye`).
void onTerminationSignal(QObject* context, std::function<void()> onSignal);

// Each runs its own QCoreApplication loop; the return value is the exit code.
int serveBoard(const ServeOptions& options);    // serve.cpp
int serveWerewolf(const ServeOptions& options); // serve_werewolf.cpp

} // namespace qiyuan::cli
