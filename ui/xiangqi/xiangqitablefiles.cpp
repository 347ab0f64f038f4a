// The xiangqi table's new games, files and snapshots (the autosave).
#include "xiangqitable.h"
#include "handicapbox.h"

#include "gamereview.h"
#include "reviewpanel.h"
#include "ui/timecontroldialog.h"

#include <QCborMap>
#include <QDate>
#include <QFileInfo>
#include <QRegularExpression>
#include <QMessageBox>
#include <QJsonArray>

#include <cmath>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

bool XiangqiTable::startNew(const QString& variantKey, PlayMode mode)
{
    if (mode == PlayMode::Computer) {
        const auto c = XiangqiComputer::ask(gameKey(), this); // the side, the level, the engine and a clock
        if (!c)
            return false;
        if (c->engine)
            newComputerGame(c->human, c->level, *c->engine, c->start, c->clock);
        else
            newComputerGame(c->human, c->level, QString(), c->start, c->clock);
        return true;
    }
    if (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)
        return startLanMode(mode, variantKey);
    if (mode != PlayMode::HotSeat)
        return false; // the other modes arrive with their issues
    // The clock dialog, with the handicap (XQ-H1) below the clock.
    TimeControlDialog dialog(this);
    if (const TimeControl last = TimeControlDialog::last(); last.enabled())
        dialog.setTimeControl(last); // else its own default, no clock
    const HandicapBox* handicap = HandicapBox::addTo(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    TimeControlDialog::remember(dialog.timeControl());
    newGame(handicap->start(), dialog.timeControl());
    return true;
}

bool XiangqiTable::openFile(const QString& path, QString* error)
{
    const auto file = session::loadPgnFile(path, error);
    if (!file) {
        // A bad move is said in moves as the move list writes them, with its line.
        static const QRegularExpression line(QStringLiteral(R"(line (\d+))"));
        const auto lenient = session::loadPgnFileLenient(path);
        const QString bad = lenient ? damagedGameMessage(*lenient, notation_, false) : QString();
        if (const auto m = line.match(error ? *error : QString()); error && !bad.isEmpty() && m.hasMatch())
            //: A game file that cannot be opened: %1 its name, %2 the line of the bad move, %3 what is wrong
            *error = tr("%1, line %2: %3").arg(QFileInfo(path).fileName(), m.captured(1), bad);
        return false;
    }
    if (!mayReplaceGame())
        return false;
    openRecord(*file); // the whole record: variations and comments
    files_.opened(path, file->encoding);
    return true;
}

void XiangqiTable::openRecord(const session::PgnGame& record)
{
    setRecord(record);
    const QString damage = damagedGameMessage(record, notation_);
    if (damage.isEmpty())
        return;
    // Non-blocking: the game is open as far as it is legal.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("The game is damaged"), damage, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("damagedGameBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool XiangqiTable::saveFile(const QString& path, QString* error)
{
    if (!files_.write(path, record(), error))
        return false;
    record_->markSaved(); // the edits are in the file
    return true;
}

QStringList XiangqiTable::playerNames() const
{
    QStringList names = TablePage::playerNames();
    // "?" and the sides' own words (older saves of this program) are no names.
    const QString keys[2] = {QStringLiteral("Red"), QStringLiteral("Black")};
    const QString sideWords[2] = {TablePage::tr("Red"), TablePage::tr("Black")};
    for (int seat : {0, 1}) {
        const QString tag = record_->tags().value(keys[seat]).trimmed();
        if (!tag.isEmpty() && tag != QLatin1String("?") && tag != keys[seat] && tag != sideWords[seat])
            names[seat] = tag;
    }
    return names;
}

QString XiangqiTable::computerName(int seat) const
{
    // An external engine goes by its own name.
    return computer_->engine().isEmpty() ? TablePage::computerName(seat) : computer_->name();
}

QDate XiangqiTable::gameDate() const
{
    // An opened record's own date ("2026.03.01"; "????.??.??" is none).
    const QDate date = QDate::fromString(record_->tags().value(QStringLiteral("Date")), QStringLiteral("yyyy.MM.dd"));
    return date.isValid() ? date : TablePage::gameDate();
}

void XiangqiTable::snapshotExtras(QJsonObject& o) const
{
    if (isComputerGame())
        computer_->save(o);
    record_->save(o, gameFileTags()); // its variations and comments
    // A review of this game comes back with it: it took minutes of analysis.
    const GameReview* review = reviewPanel_->review();
    if (!review->isEmpty() && review->moves() == game().moves()
        && review->startPosition().fen() == game().startPosition().fen()) {
        QJsonArray tags;
        for (const session::ReviewTag& t : review->tags())
            tags.append(QJsonObject{{QStringLiteral("eval"), t.eval ? QJsonValue(*t.eval) : QJsonValue()},
                                    {QStringLiteral("best"), QString::fromStdString(t.best)}});
        o.insert(QStringLiteral("review"), tags);
    }
}

namespace {
// The review of a snapshot; empty when there is none or any part of it is not
// what snapshotExtras writes (then the game comes back without it).
std::vector<session::ReviewTag> reviewOfSnapshot(const QJsonObject& data)
{
    std::vector<session::ReviewTag> tags;
    for (const QJsonValue& v : data.value(QStringLiteral("review")).toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonValue eval = o.value(QStringLiteral("eval"));
        const QString best = o.value(QStringLiteral("best")).toString();
        const bool evalOk = eval.isNull() || (eval.isDouble() && std::abs(eval.toDouble()) <= 40000
                                              && eval.toDouble() == std::floor(eval.toDouble()));
        const bool bestOk = best.isEmpty() || !Position::parseIccs(best.toStdString()).isNull();
        if (!v.isObject() || !evalOk || !bestOk)
            return {};
        session::ReviewTag t;
        if (!eval.isNull())
            t.eval = eval.toInt();
        t.best = best.toStdString();
        tags.push_back(std::move(t));
    }
    return tags;
}
} // namespace

bool XiangqiTable::restoreSnapshot(const QJsonObject& data, QString* error)
{
    if (!data.contains(QStringLiteral("match")))
        return restoreOlderSnapshot(data, error);
    if (data.value(QStringLiteral("match")).toObject().value(QStringLiteral("game")).toString() != gameKey()) {
        if (error)
            *error = tr("The saved game is not a xiangqi game.");
        return false;
    }
    // The match restored paused, the computer's seat with its engine.
    if (!computer_->restore(data, error))
        return false;
    leaveLan();
    stopThinking();
    setAnalysing(false);
    computer_->watch();
    board_->setFlipped(data.value(QStringLiteral("flipped")).toBool());
    record_->setViewedPly(game().ply());
    record_->restore(data);
    restoreReview(reviewOfSnapshot(data));
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
