// The xiangqi table's computer, as the GUI shows it. The opponent is a seat
// of the match — match::ComputerSeat (the built-in AI on its Thinker) or
// uci::UciSeat (an external engine through engine/uci's driver), and the
// hint is a match::Thinker running match::xiangqiHintJob; here are what a
// thinking computer shows, an engine's failure in the UI language, and the
// Settings → Engines test.
#pragma once

#include "xiangqi/game.h"
#include "match/seat.h"
#include "uci/engineprocess.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>

namespace qiyuan::ui {

// What a thinking computer shows: the last completed depth and its line.
struct ThinkingInfo {
    int depth = 0;
    int score = 0;        // centipawns from the mover's view (engine/ai/ai.h conventions)
    bool mate = false;    // score is a mate; mateIn full moves (negative: being mated)
    int mateIn = 0;
    qint64 nodes = 0;
    qint64 timeMs = 0;
    qint64 nps = 0;       // nodes per second, 0 when unknown
    QString pv;           // ICCS moves
};

// The program's file name of an engine's command line, for labels ("pikafish").
inline QString uciProgramName(const QString& command)
{
    return uci::programName(command);
}

// What the computer shows while it thinks, from the built-in AI's progress
// or an engine's info line (scores from the mover's view both).
ThinkingInfo thinkingInfo(const ai::Progress& progress);
ThinkingInfo thinkingInfo(const uci::UciInfo& info);

// Why an external engine failed, in the UI language.
QString engineFailureText(const uci::Failure& failure);

// Checks that a program is a UCI engine without blocking: starts it, sends
// "uci" and reports the id name after "uciok", or why it failed.
class UciProbe final : public QObject {
    Q_OBJECT
public:
    explicit UciProbe(const QString& command, QObject* parent = nullptr);
    ~UciProbe() override;

    // The engine's `option` lines, once it succeeded.
    QStringList optionLines() const { return options_; }

signals:
    void succeeded(const QString& engineName);
    void failed(const QString& reason);

private:
    void finish(bool ok, const QString& text);

    QStringList options_;
    uci::EngineProcess* engine_;
    bool done_ = false;
};

} // namespace qiyuan::ui

Q_DECLARE_METATYPE(qiyuan::ui::ThinkingInfo)
