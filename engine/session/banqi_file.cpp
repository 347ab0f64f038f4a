#include "banqi_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QVariant>

namespace qiyuan::session {

using namespace qiyuan::banqi;

const QString BanqiFileFormat = QStringLiteral("qiyuan-banqi");

namespace {

// Text from the file inside a message: control characters and unpaired
// surrogates as \uXXXX, long text cut, so the message stays one readable line.
QString shown(const QString& s)
{
    QString out;
    for (qsizetype i = 0; i < s.size() && i < 40; ++i) {
        const QChar c = s[i];
        if (c.isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate()) {
            out += s.mid(i, 2);
            ++i;
        } else if (c.isSurrogate() || c.unicode() < 0x20 || c.unicode() == 0x7f) {
            out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return s.size() > 40 ? out + QStringLiteral("…") : out;
}

template <typename T>
std::optional<T> refuse(BanqiFileError* error, BanqiFileError::Code code, const QString& message, QString detail = {},
                        int action = 0, ActionError actionError = ActionError::None)
{
    if (error)
        *error = BanqiFileError{code, std::move(detail), action, actionError, message};
    return std::nullopt;
}

} // namespace

std::optional<RuleSet> banqiRuleSet(const QString& rules, bool turnClock, const QString& options, QString* why)
{
    const RuleSet* row = findRuleSet(rules.toStdString());
    if (!row)
        return std::nullopt;
    RuleSet out = *row;
    if (!turnClock)
        out.turnSeconds = 0;
    std::string error;
    auto changed = withOptions(out, options.toStdString(), &error);
    if (!changed && why)
        *why = QString::fromStdString(error);
    return changed;
}

std::optional<Game> replayBanqi(const Deal& deal, const RuleSet& rules, const QStringList& actions,
                                BanqiFileError* error)
{
    using Code = BanqiFileError::Code;
    Game game(deal, rules);
    for (int i = 0; i < actions.size(); ++i) {
        const QString& entry = actions[i];
        const QString text = shown(entry);
        ActionError e = ActionError::None;
        if (entry == QLatin1String("timeout"))
            e = game.timeout();
        else if (entry == QLatin1String("draw"))
            e = game.agreeDraw();
        else if (entry == QLatin1String("resign 1") || entry == QLatin1String("resign 2"))
            e = game.resign(entry.endsWith(QLatin1Char('1')) ? Player::First : Player::Second);
        else if (const auto a = parseAction(entry.toStdString()))
            e = game.play(*a);
        else
            return refuse<Game>(error, Code::NotAnAction,
                                QStringLiteral("Action %1 (\"%2\") is not a banqi action.").arg(i + 1).arg(text),
                                text, i + 1);
        if (e != ActionError::None)
            return refuse<Game>(error, Code::ImpossibleAction,
                                QStringLiteral("Action %1 (\"%2\") is not possible: %3")
                                    .arg(i + 1)
                                    .arg(text, QString::fromStdString(actionErrorText(e))),
                                text, i + 1, e);
    }
    return game;
}

QJsonObject banqiFileToJson(const BanqiFile& file)
{
    QJsonObject o{{QStringLiteral("format"), BanqiFileFormat},
                  {QStringLiteral("version"), file.options.isEmpty() ? 1 : BanqiFileVersion},
                  {QStringLiteral("rules"), file.rules},
                  {QStringLiteral("turnClock"), file.turnClock},
                  {QStringLiteral("undoAllowed"), file.undoAllowed},
                  {QStringLiteral("actions"), QJsonArray::fromStringList(file.actions)}};
    if (!file.options.isEmpty())
        o.insert(QStringLiteral("options"), file.options);
    if (file.computerPlayer != 0) {
        QJsonObject computer{{QStringLiteral("player"), file.computerPlayer}, {QStringLiteral("level"), file.computerLevel}};
        if (!file.levelChanges.isEmpty())
            computer.insert(QStringLiteral("changes"), file.levelChanges);
        o.insert(QStringLiteral("computer"), computer);
    }
    const Deal& deal = file.deal;
    if (deal.seed) {
        // As text: a 64-bit seed does not fit a JSON number exactly.
        o.insert(QStringLiteral("seed"), QString::number(*deal.seed));
        o.insert(QStringLiteral("salt"), QString::fromStdString(deal.salt));
        o.insert(QStringLiteral("commitment"), QString::fromStdString(deal.commitment()));
    } else {
        o.insert(QStringLiteral("layout"), QString::fromStdString(layoutText(deal.layout)));
        o.insert(QStringLiteral("firstSeat"), deal.firstSeat);
    }
    return o;
}

std::optional<BanqiFile> banqiFileFromJson(const QJsonObject& data, BanqiFileError* error)
{
    using Code = BanqiFileError::Code;
    if (data.value(QStringLiteral("format")).toString() != BanqiFileFormat)
        return refuse<BanqiFile>(error, Code::NotBanqi, QStringLiteral("This is not a banqi game file."));
    const int version = data.value(QStringLiteral("version")).toInt();
    if (version < 1 || version > BanqiFileVersion) {
        const QString version = shown(data.value(QStringLiteral("version")).toVariant().toString());
        return refuse<BanqiFile>(error, Code::Version,
                                 QStringLiteral("This banqi file has version %1; this program reads version %2.")
                                     .arg(version)
                                     .arg(BanqiFileVersion),
                                 version);
    }
    BanqiFile file;
    file.rules = data.value(QStringLiteral("rules")).toString();
    file.turnClock = data.value(QStringLiteral("turnClock")).toBool(true);
    file.undoAllowed = data.value(QStringLiteral("undoAllowed")).toBool(false);
    const QJsonValue options = data.value(QStringLiteral("options"));
    if (!options.isUndefined() && !options.isString())
        return refuse<BanqiFile>(error, Code::BadOptions, QStringLiteral("The rule options are not text."),
                                 QStringLiteral("not text"));
    file.options = options.toString();
    if (data.contains(QStringLiteral("computer"))) {
        const QJsonObject computer = data.value(QStringLiteral("computer")).toObject();
        file.computerPlayer = computer.value(QStringLiteral("player")).toInt(0);
        file.computerLevel = computer.value(QStringLiteral("level")).toInt(0);
        file.levelChanges = computer.value(QStringLiteral("changes")).toObject();
        if ((file.computerPlayer != 1 && file.computerPlayer != 2) || file.computerLevel < 1
            || (computer.contains(QStringLiteral("changes")) && !computer.value(QStringLiteral("changes")).isObject()))
            return refuse<BanqiFile>(error, Code::BadComputer,
                                     QStringLiteral("The computer's player must be 1 or 2, with a level from 1."));
    }
    if (!findRuleSet(file.rules.toStdString()))
        return refuse<BanqiFile>(error, Code::UnknownRules,
                                 QStringLiteral("Unknown banqi rule set \"%1\".").arg(shown(file.rules)),
                                 shown(file.rules));
    QString optionsWhy;
    const auto rules = banqiRuleSet(file.rules, file.turnClock, file.options, &optionsWhy);
    if (!rules)
        return refuse<BanqiFile>(error, Code::BadOptions,
                                 QStringLiteral("The rule options cannot be used: %1").arg(optionsWhy), optionsWhy);
    if (data.contains(QStringLiteral("seed"))) {
        bool ok = false;
        const quint64 seed = data.value(QStringLiteral("seed")).toString().toULongLong(&ok);
        const QString salt = data.value(QStringLiteral("salt")).toString();
        if (!ok)
            return refuse<BanqiFile>(error, Code::SeedNotNumber, QStringLiteral("The deal's seed is not a number."));
        if (salt.contains(QLatin1Char('\n')) || salt.contains(QLatin1Char('\r')))
            return refuse<BanqiFile>(error, Code::SaltLineBreak,
                                     QStringLiteral("The deal's salt may not contain line breaks."));
        file.deal = dealFromSeed(seed, salt.toStdString());
        const QString commitment = data.value(QStringLiteral("commitment")).toString();
        if (!commitment.isEmpty() && commitment.toStdString() != file.deal.commitment())
            return refuse<BanqiFile>(error, Code::CommitmentMismatch,
                                     QStringLiteral("The deal's seed does not match its commitment."));
    } else {
        std::string layoutError;
        const auto layout = dealFromLayout(data.value(QStringLiteral("layout")).toString().toStdString(), &layoutError);
        if (!layout) {
            const QString why = QString::fromStdString(layoutError);
            return refuse<BanqiFile>(error, Code::BadLayout,
                                     QStringLiteral("The deal is missing or wrong: %1").arg(why), why);
        }
        file.deal = *layout;
        const int firstSeat = data.value(QStringLiteral("firstSeat")).toInt(-1);
        if (firstSeat != 0 && firstSeat != 1)
            return refuse<BanqiFile>(error, Code::BadFirstSeat, QStringLiteral("The first seat must be 0 or 1."));
        file.deal.firstSeat = firstSeat;
    }
    const QJsonValue actions = data.value(QStringLiteral("actions"));
    if (!actions.isArray())
        return refuse<BanqiFile>(error, Code::NoActions, QStringLiteral("The file has no list of actions."));
    for (const QJsonValue& v : actions.toArray()) {
        if (!v.isString())
            return refuse<BanqiFile>(error, Code::ActionNotText,
                                     QStringLiteral("Action %1 is not text.").arg(file.actions.size() + 1), {},
                                     static_cast<int>(file.actions.size()) + 1);
        file.actions << v.toString();
    }
    if (!replayBanqi(file.deal, *rules, file.actions, error))
        return std::nullopt;
    return file;
}

QByteArray writeBanqiFile(const BanqiFile& file)
{
    // QJsonDocument writes keys in sorted order: put the format name first by hand.
    QJsonObject rest = banqiFileToJson(file);
    rest.remove(QStringLiteral("format"));
    QByteArray text = QJsonDocument(rest).toJson(QJsonDocument::Indented);
    text.insert(1, "\n    \"format\": \"" + BanqiFileFormat.toUtf8() + "\",");
    return text;
}

std::optional<BanqiFile> readBanqiFile(const QByteArray& bytes, BanqiFileError* error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        const QString why = parse.error != QJsonParseError::NoError ? parse.errorString()
                                                                     : QStringLiteral("not a JSON object");
        return refuse<BanqiFile>(error, BanqiFileError::Code::NotJson,
                                 QStringLiteral("not a banqi game file: %1").arg(why), why);
    }
    return banqiFileFromJson(doc.object(), error);
}

} // namespace qiyuan::session
