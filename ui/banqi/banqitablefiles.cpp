// The 翻翻棋 table's new games, .banqi files and snapshots (the autosave).
#include "banqitable.h"
#include "ai/draw_offer.h"
#include "ui/timecontroldialog.h"
#include "discpainter.h"
#include "ai/ai.h"
#include "net/banqimirror.h"
#include "net/hostsession.h"
#include "ui/computergamedialog.h"
#include "ui/lan/lanlink.h"
#include "banqi/deal.h"
#include "banqi/rules.h"
#include <QFile>
#include <QSaveFile>
#include <QSettings>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

session::BanqiFile BanqiTable::file() const
{
    session::BanqiFile f;
    f.rules = options_.rules;
    f.turnClock = options_.turnClock;
    f.options = options_.ruleOptions;
    f.undoAllowed = options_.undoAllowed;
    if (options_.vsComputer) {
        f.computerPlayer = options_.computerPlayer == Player::First ? 1 : 2;
        f.computerLevel = options_.computerLevel;
        if (!match_->levelLog().empty())
            f.levelChanges = match_->levelLog().toJson();
    }
    f.deal = *game().deal();
    f.actions = actionLog();
    return f;
}

QJsonObject BanqiTable::toJson() const
{
    return session::banqiFileToJson(file());
}

bool BanqiTable::fromJson(const QJsonObject& data, QString* error)
{
    session::BanqiFileError e;
    const auto file = session::banqiFileFromJson(data, &e);
    if (!file) {
        if (error)
            *error = fileErrorText(e);
        return false;
    }
    return load(*file, error);
}

// Puts a checked file on the table.
bool BanqiTable::load(const session::BanqiFile& file, QString* error)
{
    BanqiOptions options;
    options.rules = file.rules;
    options.turnClock = file.turnClock;
    options.ruleOptions = file.options;
    options.undoAllowed = file.undoAllowed;
    if (file.computerPlayer != 0) {
        // A game against the computer: which player it is (1 acts first) and its level.
        if (file.computerLevel < ai::MinLevel || file.computerLevel > ai::MaxLevel) {
            if (error)
                *error = tr("The computer's level must be from %1 to %2.").arg(ai::MinLevel).arg(ai::MaxLevel);
            return false;
        }
        options.vsComputer = true;
        options.computerPlayer = file.computerPlayer == 1 ? Player::First : Player::Second;
        options.humanOrder = file.computerPlayer == 1 ? 1 : 0;
        options.computerLevel = file.computerLevel;
    }
    QString why;
    const auto rules = ruleSet(options, &why);
    const auto game = rules ? replay(file.deal, *rules, file.actions, &why) : std::nullopt;
    if (!game) {
        if (error)
            *error = why;
        return false;
    }
    match::LevelLog levels; // checked before anything changes
    if (!levels.readJson(file.levelChanges, int(file.actions.size()), &why)) {
        if (error)
            *error = tr("The record of the computer's level is damaged.");
        return false;
    }
    if (!mayReplaceGame())
        return false;
    startMatch(file.deal, *rules, options, file.actions);
    match_->setLevelLog(file.levelChanges);
    return true;
}

QString BanqiTable::fileFilter() const
{
    //: File dialog filter; keep the pattern
    return tr("Banqi games (*.banqi)");
}

bool BanqiTable::claimsFile(const QByteArray& head, const QString& path) const
{
    return head.contains("\"qiyuan-banqi\"") || path.endsWith(QLatin1String(".banqi"), Qt::CaseInsensitive);
}

bool BanqiTable::openFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    session::BanqiFileError e;
    const auto read = session::readBanqiFile(file.read(4 * 1024 * 1024), &e);
    if (!read) {
        if (error)
            *error = e.code == session::BanqiFileError::Code::NotJson
                         ? tr("%1 is not a banqi game file: %2").arg(path, e.detail)
                         : fileErrorText(e);
        return false;
    }
    return load(*read, error);
}

bool BanqiTable::saveFile(const QString& path, QString* error)
{
    if (lan_ && !game().over()) {
        if (error)
            *error = tr("A game on the LAN can be saved once it is over: until then the deal stays sealed.");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(session::writeBanqiFile(this->file()));
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool BanqiTable::restoreSnapshot(const QJsonObject& data, QString* error)
{
    if (data.contains(QStringLiteral("match"))) {
        const QJsonObject m = data.value(QStringLiteral("match")).toObject();
        if (m.value(QStringLiteral("game")).toString() != gameKey()) {
            if (error)
                *error = tr("This is not a banqi game file.");
            return false;
        }
        hinter_->stop();
        if (!match_->restore(m, error))
            return false;
        endLan();
        optionsFromMatch();
        if (resultDialog_)
            resultDialog_->close();
        savedSlice_ = 0;
        setStatus({});
    } else {
        // Written before the match: the game file's JSON and the time used in the turn.
        if (!fromJson(data, error))
            return false;
        match_->elapse(int(qBound(0.0, data.value(QStringLiteral("turnElapsedMs")).toDouble(), 86400000.0)));
    }
    setFlipped(data.value(QStringLiteral("flipped")).toBool());
    afterAction(false);
    return true;
}

bool BanqiTable::startNew(const QString& variantKey, PlayMode mode)
{
    if (mode == PlayMode::LanHost || mode == PlayMode::LanJoin)
        return startLanMode(mode, variantKey);
    if (mode != PlayMode::HotSeat && mode != PlayMode::Computer)
        return false;
    BanqiOptions preset = options_;
    preset.rules = variantKey.isEmpty() ? options_.rules : variantKey;
    if (preset.rules != options_.rules)
        preset.ruleOptions.clear(); // another preset chosen on the start page: its own options
    preset.vsComputer = mode == PlayMode::Computer;
    // The last choice against the computer, as the xiangqi dialog keeps it.
    QSettings settings;
    const QString group = QStringLiteral("computer/banqi/");
    if (preset.vsComputer) {
        preset.humanOrder = settings.value(group + QLatin1String("humanOrder"), 0).toInt();
        preset.computerLevel = settings.value(group + QLatin1String("level"), 3).toInt();
    }
    const auto options = BanqiNewGameDialog::ask(preset, this);
    if (!options)
        return false;
    if (options->vsComputer) {
        settings.setValue(group + QLatin1String("humanOrder"), options->humanOrder);
        settings.setValue(group + QLatin1String("level"), options->computerLevel);
    }
    newGame(*options);
    return true;
}

} // namespace qiyuan::ui
