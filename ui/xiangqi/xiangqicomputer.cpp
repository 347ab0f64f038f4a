// The computer at the xiangqi table: the opponent's engine, its thinking, the
// hint's AI, and the engine of a saved game. Its words are the table's
// (XiangqiTable::tr): one translation context for everything the table shows.
#include "xiangqicomputer.h"
#include "handicapbox.h"
#include "computerplayer.h"
#include "xiangqitable.h"

#include "uci/uciseat.h"
#include "ui/computergamedialog.h"
#include "ui/preferences.h"
#include "ui/timecontroldialog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QSettings>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

XiangqiComputer::XiangqiComputer(match::Match* match, QWidget* table)
    : QObject(table)
    , match_(match)
{
    hinter_ = new match::Thinker(this);
    hintMemory_.setHashMb(hashMb_);
    connect(hinter_, &match::Thinker::found, this, [this](const QString& a) {
        emit hintFound(a.isEmpty() ? Move{} : Position::parseIccs(a.toStdString()));
    });
}

std::optional<XiangqiComputer::Choice> XiangqiComputer::ask(const QString& gameKey, QWidget* parent)
{
    const QList<UciEngineConfig> engines = loadUciEngines();
    QList<QPair<QString, QString>> names;
    for (const UciEngineConfig& e : engines)
        names.append({e.id, e.displayName()});
    // A clock too, if wanted (none by default; the last one set is kept).
    QSettings settings;
    const QString clockKey = QStringLiteral("computer/xiangqi/clock");
    const QList<QVariant> stored = settings.value(clockKey).toList();
    TimeControl tc;
    Position start;
    if (stored.size() == 3)
        tc = TimeControl{stored[0].toInt(), stored[1].toInt(), stored[2].toInt()};
    else if (const auto kind = stored.size() == 4 ? parseTimeControl(stored[3].toString().toStdString()) : std::nullopt)
        tc = *kind;
    const auto c = ComputerGameDialog::ask(gameKey, {XiangqiTable::tr("Red"), XiangqiTable::tr("Black")}, names,
                                           parent, [&tc, &start](ComputerGameDialog& d) {
                                               auto* clock = new ClockChooser(tc);
                                               QObject::connect(&d, &QDialog::accepted, clock, [clock, &tc] {
                                                   tc = clock->timeControl();
                                               });
                                               d.addRow(new QLabel(XiangqiTable::tr("&Clock:")), clock);
                                               HandicapBox* handicap = HandicapBox::addTo(d);
                                               QObject::connect(&d, &QDialog::accepted, handicap,
                                                                [handicap, &start] { start = handicap->start(); });
                                           });
    if (!c)
        return std::nullopt;
    // The three numbers as before, and every kind as its text (issue 40).
    settings.setValue(clockKey, QList<QVariant>{tc.baseMs, tc.incrementMs, tc.byoyomiMs,
                                                QString::fromStdString(timeControlText(tc))});
    Choice choice{c->humanSide == 0 ? Side::Red : Side::Black, c->level, std::nullopt, tc, start};
    const auto engine = std::find_if(engines.begin(), engines.end(),
                                     [&c](const UciEngineConfig& e) { return e.id == c->engineId; });
    if (engine != engines.end())
        choice.engine = *engine;
    return choice;
}

void XiangqiComputer::watch()
{
    const auto show = [this](const ThinkingInfo& info) {
        depth_ = info.depth;
        // Scores from the computer's view, in pawns as players count them.
        score_ = info.mate ? (info.mateIn > 0 ? XiangqiTable::tr("mate in %1").arg(info.mateIn)
                                              : XiangqiTable::tr("mated in %1").arg(-info.mateIn))
                           : QString::asprintf("%+.1f", info.score / 100.0);
        nps_ = info.nps;
        emit thinkingChanged();
    };
    for (int seat : {0, 1}) {
        if (auto* builtin = qobject_cast<match::ComputerSeat*>(match_->seat(seat))) {
            connect(builtin->thinker(), &match::Thinker::progress, this,
                    [show](const ai::Progress& p) { show(thinkingInfo(p)); });
        } else if (auto* engine = qobject_cast<uci::UciSeat*>(match_->seat(seat))) {
            connect(engine, &uci::UciSeat::progress, this, [show](const uci::UciInfo& i) { show(thinkingInfo(i)); });
            connect(engine, &uci::UciSeat::failed, this,
                    [this, seat](const uci::Failure& f) { emit failed(seat, engineFailureText(f)); });
        }
    }
}

std::unique_ptr<match::Seat> XiangqiComputer::engineSeat(int level, const QString& uciEngine,
                                                         const UciEngineConfig* engine)
{
    uciEngine_ = uciEngine;
    uciEngineId_ = engine ? engine->id : QString();
    uciEngineName_ = engine ? engine->displayName() : QString();
    if (!uciEngine.isEmpty())
        return std::make_unique<uci::UciSeat>(
            match::EngineSpec{uciEngine, uciEngineId_, engine ? engine->optionValues() : QList<QPair<QString, QString>>()},
            level);
    auto builtin = std::make_unique<match::ComputerSeat>(level);
    builtin->setHashMb(hashMb_);
    builtin->setThreads(threads_);
    return builtin;
}

std::unique_ptr<match::Seat> XiangqiComputer::restoredSeat(const match::SeatSpec& spec)
{
    if (spec.kind != match::Seat::Kind::Computer)
        return match::buildBuiltinSeat(spec);
    // The same engine, with its options as Settings → Engines has them while it is still the same program there.
    const QString command = spec.engine.command;
    const auto configured = findUciEngine(spec.engine.id);
    const bool sameProgram = !command.isEmpty() && configured && configured->commandLine() == command;
    return engineSeat(spec.level, command, sameProgram ? &*configured : nullptr);
}

QString XiangqiComputer::name() const
{
    return uciEngine_.isEmpty()        ? ComputerGameDialog::levelName(level())
           : !uciEngineName_.isEmpty() ? uciEngineName_
                                       : uciProgramName(uciEngine_);
}

Side XiangqiComputer::side() const
{
    const int person = match_->personVsComputer();
    return person == 1 ? Side::Red : Side::Black;
}

int XiangqiComputer::level() const
{
    for (int seat : {0, 1})
        if (match_->seat(seat)->kind() == match::Seat::Kind::Computer)
            return match_->seat(seat)->level();
    return 3;
}

match::ComputerSeat* XiangqiComputer::builtinOpponent() const
{
    for (int seat : {0, 1})
        if (auto* builtin = qobject_cast<match::ComputerSeat*>(match_->seat(seat)))
            return builtin;
    return nullptr;
}

void XiangqiComputer::applyPreferences(const Preferences& p)
{
    // Takes effect at the next search: a running one keeps its table.
    hashMb_ = p.aiHashMb;
    threads_ = p.aiThreads;
    hintMemory_.setHashMb(hashMb_);
    hintMemory_.setThreads(threads_);
    if (match::ComputerSeat* builtin = builtinOpponent()) {
        builtin->setHashMb(hashMb_);
        builtin->setThreads(threads_);
    }
}

void XiangqiComputer::findHint(const Game& game)
{
    if (hinter_)
        hinter_->run(match::xiangqiHintJob(game, hintMemory_.forSearch()));
}

void XiangqiComputer::cancelHint()
{
    if (hinter_)
        hinter_->stop();
}

bool XiangqiComputer::hintPending() const
{
    return hinter_ && hinter_->running();
}

void XiangqiComputer::stop()
{
    delete hinter_;
    hinter_ = nullptr;
}

void XiangqiComputer::resetThinking()
{
    depth_ = 0;
    score_.clear();
    nps_ = 0;
}

QString XiangqiComputer::thinkingText(bool thinking) const
{
    if (!thinking)
        return QString();
    if (depth_ == 0)
        //: The computer opponent is searching for its move
        return XiangqiTable::tr("The computer is thinking…");
    if (nps_ <= 0) {
        //: %1: search depth in plies, %2: evaluation such as +0.3 or "mate in 2"
        return XiangqiTable::tr("The computer is thinking… depth %1, %2").arg(depth_).arg(score_);
    }
    //: %1: search depth in plies, %2: evaluation such as +0.3 or "mate in 2",
    //: %3: thousands of positions searched per second (knodes/s)
    return XiangqiTable::tr("The computer is thinking… depth %1, %2, %3k nodes/s")
        .arg(depth_)
        .arg(score_)
        .arg(QLocale().toString((nps_ + 500) / 1000));
}

void XiangqiComputer::save(QJsonObject& o) const
{
    // Which engine plays the computer's seat (the match knows its level).
    o.insert(QStringLiteral("engine"), QJsonObject{{QStringLiteral("uciEngine"), uciEngine_},
                                                    {QStringLiteral("uciEngineId"), uciEngineId_}});
}

bool XiangqiComputer::restore(const QJsonObject& data, QString* error)
{
    QJsonObject m = data.value(QStringLiteral("match")).toObject();
    // Snapshots of before the seat builder keep the computer's engine beside the match.
    const QJsonObject engine = data.value(QStringLiteral("engine")).toObject();
    const QString command = engine.value(QStringLiteral("uciEngine")).toString();
    QJsonArray seats = m.value(QStringLiteral("seats")).toArray();
    for (int seat : {0, 1}) {
        QJsonObject o = seats.at(seat).toObject();
        if (command.isEmpty() || o.contains(QStringLiteral("engine"))
            || o.value(QStringLiteral("kind")).toString() != QLatin1String("computer"))
            continue;
        o.insert(QStringLiteral("engine"), QJsonObject{{QStringLiteral("command"), command},
                                                       {QStringLiteral("id"), engine.value(QStringLiteral("uciEngineId"))}});
        seats.replace(seat, o);
    }
    m.insert(QStringLiteral("seats"), seats);
    // The match makes the computer's seat with its engine (restoredSeat), restored paused.
    const QStringList engineBefore{uciEngine_, uciEngineId_, uciEngineName_};
    uciEngine_.clear();
    uciEngineId_.clear();
    uciEngineName_.clear();
    match_->setSeatBuilder([this](const match::SeatSpec& spec) { return restoredSeat(spec); });
    match_->setPaused(match::Match::Players, true);
    if (!match_->restore(m, error)) {
        match_->setPaused(match::Match::Players, false);
        uciEngine_ = engineBefore[0];
        uciEngineId_ = engineBefore[1];
        uciEngineName_ = engineBefore[2];
        return false;
    }
    return true;
}

} // namespace qiyuan::ui
