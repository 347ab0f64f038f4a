#include "engineconfig.h"

#include "uci/engineprocess.h"

#include <QSettings>

namespace qiyuan::ui {

namespace {
const QString ArrayKey = QStringLiteral("engines/uci");
const QString OldKey = QStringLiteral("engines/xiangqiUci"); // one command line, before the list
} // namespace

QString UciEngineConfig::commandLine() const
{
    QString program = this->program.trimmed();
    if (program.contains(QLatin1Char(' ')) && !program.startsWith(QLatin1Char('"')))
        program = QLatin1Char('"') + program + QLatin1Char('"');
    const QString args = arguments.trimmed();
    return args.isEmpty() ? program : program + QLatin1Char(' ') + args;
}

QList<UciOption> UciEngineConfig::options() const
{
    QList<UciOption> list;
    for (const QString& line : optionLines)
        if (const auto o = parseUciOption(line))
            list << *o;
    return list;
}

QList<QPair<QString, QString>> UciEngineConfig::optionValues() const
{
    const QList<UciOption> offered = options();
    QList<QPair<QString, QString>> pairs;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        // A line break would end the setoption line and start another command.
        const auto breaks = [](const QString& t) { return t.contains(QLatin1Char('\n')) || t.contains(QLatin1Char('\r')); };
        if (it.key().trimmed().isEmpty() || breaks(it.key()) || breaks(it.value()))
            continue;
        bool fits = offered.isEmpty();
        for (const UciOption& o : offered)
            if (o.name == it.key())
                fits = uciOptionAccepts(o, it.value());
        if (fits)
            pairs.append({it.key(), it.value()});
    }
    return pairs;
}

QString UciEngineConfig::displayName() const
{
    if (!name.trimmed().isEmpty())
        return name.trimmed();
    return uci::programName(commandLine());
}

QList<UciEngineConfig> loadUciEngines()
{
    QSettings s;
    QList<UciEngineConfig> list;
    if (!s.contains(ArrayKey + QLatin1String("/size"))) {
        // Migration: the one engine of earlier versions, a command line.
        const QString old = s.value(OldKey).toString().trimmed();
        if (!old.isEmpty()) {
            const QStringList parts = uci::splitCommand(old);
            UciEngineConfig c;
            c.id = QStringLiteral("engine1");
            c.program = parts.value(0);
            QStringList args;
            for (const QString& a : parts.mid(1))
                args << (a.contains(QLatin1Char(' ')) ? QLatin1Char('"') + a + QLatin1Char('"') : a);
            c.arguments = args.join(QLatin1Char(' '));
            list << c;
        }
        return list;
    }
    const int n = s.beginReadArray(ArrayKey);
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        UciEngineConfig c;
        c.id = s.value(QStringLiteral("id")).toString();
        c.name = s.value(QStringLiteral("name")).toString();
        c.program = s.value(QStringLiteral("program")).toString();
        c.arguments = s.value(QStringLiteral("arguments")).toString();
        c.optionLines = s.value(QStringLiteral("optionLines")).toStringList();
        const QVariantMap values = s.value(QStringLiteral("values")).toMap();
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            c.values.insert(it.key(), it.value().toString());
        if (c.program.trimmed().isEmpty())
            continue; // nothing to start
        if (c.id.isEmpty())
            c.id = newUciEngineId(list);
        list << c;
    }
    s.endArray();
    return list;
}

void saveUciEngines(const QList<UciEngineConfig>& engines)
{
    QSettings s;
    s.remove(ArrayKey);
    s.beginWriteArray(ArrayKey, static_cast<int>(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        const UciEngineConfig& c = engines[i];
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("id"), c.id);
        s.setValue(QStringLiteral("name"), c.name);
        s.setValue(QStringLiteral("program"), c.program);
        s.setValue(QStringLiteral("arguments"), c.arguments);
        s.setValue(QStringLiteral("optionLines"), c.optionLines);
        QVariantMap values;
        for (auto it = c.values.cbegin(); it != c.values.cend(); ++it)
            values.insert(it.key(), it.value());
        s.setValue(QStringLiteral("values"), values);
    }
    s.endArray();
    s.remove(OldKey); // migrated
}

std::optional<UciEngineConfig> findUciEngine(const QString& id)
{
    for (const UciEngineConfig& c : loadUciEngines())
        if (c.id == id)
            return c;
    return std::nullopt;
}

QString newUciEngineId(const QList<UciEngineConfig>& engines)
{
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("engine%1").arg(n);
        bool taken = false;
        for (const UciEngineConfig& c : engines)
            taken = taken || c.id == id;
        if (!taken)
            return id;
    }
}

} // namespace qiyuan::ui
