// The xiangqi table's new games, files and snapshots (the autosave).
#include "xiangqitable.h"
#include "ai/draw_offer.h"
#include "analyser.h"
#include "analysispanel.h"
#include "computerplayer.h"
#include "ui/engineconfig.h"
#include "xiangqi/notation.h"
#include "ai/ai.h"
#include "ui/computergamedialog.h"
#include "ui/preferences.h"
#include "ui/timecontroldialog.h"
#include "ui/lan/lanlink.h"
#include "net/hostsession.h"
#include "session/collection.h"
#include <QFileInfo>
#include <QJsonArray>
#include <QLabel>
#include <QSettings>
#include <QRegularExpression>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

bool XiangqiTable::startNew(const QString& variantKey, PlayMode mode)
{
    if (mode == PlayMode::Computer) {
        const QList<UciEngineConfig> engines = loadUciEngines();
        QList<QPair<QString, QString>> names;
        for (const UciEngineConfig& e : engines)
            names.append({e.id, e.displayName()});
        // A clock too, if wanted (none by default; the last one set is kept).
        QSettings settings;
        const QString clockKey = QStringLiteral("computer/xiangqi/clock");
        const QList<QVariant> stored = settings.value(clockKey).toList();
        TimeControl tc;
        if (stored.size() == 3)
            tc = TimeControl{stored[0].toInt(), stored[1].toInt(), stored[2].toInt()};
        const auto c = ComputerGameDialog::ask(gameKey(), {tr("Red"), tr("Black")}, names, this,
                                               [&tc](ComputerGameDialog& d) {
                                                   auto* clock = new ClockChooser(tc);
                                                   QObject::connect(&d, &QDialog::accepted, clock, [clock, &tc] {
                                                       tc = clock->timeControl();
                                                   });
                                                   d.addRow(new QLabel(tr("&Clock:")), clock);
                                               });
        if (!c)
            return false;
        settings.setValue(clockKey, QList<QVariant>{tc.baseMs, tc.incrementMs, tc.byoyomiMs});
        const Side human = c->humanSide == 0 ? Side::Red : Side::Black;
        const auto engine = std::find_if(engines.begin(), engines.end(),
                                         [&c](const UciEngineConfig& e) { return e.id == c->engineId; });
        if (engine != engines.end())
            newComputerGame(human, c->level, *engine, Position(), tc);
        else
            newComputerGame(human, c->level, QString(), Position(), tc);
        return true;
    }
    if (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)
        return startLanMode(mode, variantKey);
    if (mode != PlayMode::HotSeat)
        return false; // the other modes arrive with their issues
    const auto tc = TimeControlDialog::ask(this);
    if (!tc)
        return false;
    newGame(Position(), *tc);
    return true;
}

QString XiangqiTable::fileFilter() const
{
    //: File dialog filter; keep the patterns
    return tr("Xiangqi games (*.pgn *.xqf)");
}

QStringList XiangqiTable::saveFilters() const
{
    //: File dialog filters; keep the patterns. XQStudio (象棋演播室) is the program of XQF files.
    return {tr("Xiangqi games, PGN (*.pgn)"), tr("XQStudio 1.0 games (*.xqf)")};
}

bool XiangqiTable::claimsFile(const QByteArray& head, const QString&) const
{
    // A JSON object is never a PGN game (the role games' sessions are JSON):
    // leave it to the page that claims it.
    static const QRegularExpression jsonObject(QStringLiteral(R"(^\s*\{\s*")"));
    if (jsonObject.match(QString::fromUtf8(head)).hasMatch())
        return false;
    // Only the tag section matters; other variants name themselves there.
    static const QRegularExpression variantTag(QStringLiteral(R"(\[\s*Variant\s+"([^"]*)\")"));
    const auto m = variantTag.match(QString::fromLatin1(head));
    return !m.hasMatch() || m.captured(1).compare(QLatin1String("xiangqi"), Qt::CaseInsensitive) == 0
        || m.captured(1).compare(QLatin1String("chinese chess"), Qt::CaseInsensitive) == 0;
}

bool XiangqiTable::openFile(const QString& path, QString* error)
{
    const auto file = session::loadPgnFile(path, error);
    if (!file || !mayReplaceGame())
        return false;
    setRecord(*file); // the whole record: variations and comments
    encodingOf_ = {QFileInfo(path).absoluteFilePath(), file->encoding};
    return true;
}

void XiangqiTable::openRecord(const session::PgnGame& record)
{
    setRecord(record);
}

bool XiangqiTable::saveFile(const QString& path, QString* error)
{
    session::PgnGame pgn = record();
    // Saved back into the file it came from: in that file's encoding (GBK
    // stays GBK); any other file is UTF-8.
    if (encodingOf_.first == QFileInfo(path).absoluteFilePath())
        pgn.encoding = encodingOf_.second;
    const bool saved = QFileInfo(path).suffix().compare(QLatin1String("xqf"), Qt::CaseInsensitive) == 0
                           ? session::saveXqfFile(path, pgn, error)
                           : session::savePgnFile(path, pgn, saveFormat_, error);
    if (!saved)
        return false;
    record_->markSaved(); // the edits are in the file
    return true;
}

void XiangqiTable::snapshotExtras(QJsonObject& o) const
{
    if (isComputerGame()) // which engine plays the computer's seat (the match knows its level)
        o.insert(QStringLiteral("engine"), QJsonObject{{QStringLiteral("uciEngine"), uciEngine_},
                                                        {QStringLiteral("uciEngineId"), uciEngineId_}});
    record_->save(o, gameFileTags()); // its variations and comments
}

bool XiangqiTable::restoreSnapshot(const QJsonObject& data, QString* error)
{
    if (!data.contains(QStringLiteral("match")))
        return restoreOlderSnapshot(data, error);
    QJsonObject m = data.value(QStringLiteral("match")).toObject();
    if (m.value(QStringLiteral("game")).toString() != gameKey()) {
        if (error)
            *error = tr("The saved game is not a xiangqi game.");
        return false;
    }
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
    leaveLan();
    stopThinking();
    setAnalysing(false);
    watchComputer();
    board_->setFlipped(data.value(QStringLiteral("flipped")).toBool());
    record_->setViewedPly(game().ply());
    record_->restore(data);
    updateNames();
    setStatus({});
    match_->setPaused(match::Match::Players, false); // the computer thinks again if it is its turn
    showChange(false);
    return true;
}

bool XiangqiTable::restoreOlderSnapshot(const QJsonObject& data, QString* error)
{
    // Written before the match: a PGN, the clock, the computer's side, level and engine.
    const auto pgn = session::readPgn(data.value(QStringLiteral("pgn")).toString().toUtf8(), error);
    if (!pgn)
        return false;
    QCborMap setup;
    setup.insert(QStringLiteral("start"), QString::fromStdString(pgn->game.startPosition().fen()));
    const QJsonObject computer = data.value(QStringLiteral("computer")).toObject();
    QJsonObject converted = olderSnapshot(setup, pgn->game.records(), pgn->game.result(), computer, error);
    if (converted.isEmpty())
        return false;
    const QJsonObject clock = data.value(QStringLiteral("clock")).toObject();
    if (clock.value(QStringLiteral("baseMs")).toInt() > 0 || clock.value(QStringLiteral("byoyomiMs")).toInt() > 0)
        converted.insert(QStringLiteral("clock"), clock);
    QJsonObject upgraded{{QStringLiteral("match"), converted},
                         {QStringLiteral("flipped"), data.value(QStringLiteral("flipped")).toBool()}};
    if (!computer.isEmpty())
        upgraded.insert(QStringLiteral("engine"), computer); // its uciEngine and uciEngineId
    return restoreSnapshot(upgraded, error);
}

} // namespace qiyuan::ui
