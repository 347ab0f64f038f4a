// qiyuan-cli werewolf resolve FILE.json|- [--lang en|zh]
//
// Reads the deal and the phases (docs/CLI.md), resolves every phase in order
// with the role-game engine and prints the outcomes and the final state. The
// log is in the moderator's shorthand of docs/CLI.md (English words, the
// seed's Chinese role names) unless --lang asks for all English or all Chinese.
// Bad input or a refused phase: exit 2 and {"error": "..."} naming the phase,
// the actor and the ruling.
#include "werewolf.h"
#include "jsonout.h"

#include "session/traditional.h"
#include "session/werewolf_file.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <string>

namespace qiyuan::cli {

namespace {

using namespace qiyuan::werewolf;

const char* Usage = "usage: qiyuan-cli werewolf resolve FILE.json|- [--lang en|zh|tw]";

int refuse(const QString& message)
{
    printJson(QJsonObject{{"error", message}});
    return 2;
}

bool readAll(const std::string& path, QByteArray& bytes, QString& error)
{
    QFile f;
    const bool ok = path == "-" ? f.open(stdin, QIODevice::ReadOnly) : (f.setFileName(QString::fromLocal8Bit(path.c_str())),
                                                                         f.open(QIODevice::ReadOnly));
    if (!ok) {
        error = QStringLiteral("werewolf: cannot read %1: %2").arg(QString::fromLocal8Bit(path.c_str()), f.errorString());
        return false;
    }
    bytes = f.readAll();
    return true;
}

} // namespace

int werewolf(int argc, char** argv)
{
    if (argc < 3 || std::string(argv[2]) != "resolve")
        return refuse(QString::fromLatin1(Usage));
    std::string path;
    Style style = ModeratorStyle;
    bool traditional = false; // --lang tw: the Chinese texts in Traditional characters
    for (int i = 3; i < argc; ++i) {
        const std::string w = argv[i];
        std::string lang;
        if (w == "--lang") {
            if (i + 1 >= argc)
                return refuse(QStringLiteral("werewolf: option --lang needs a value (en, zh or tw)"));
            lang = argv[++i];
        } else if (w.rfind("--lang=", 0) == 0) {
            lang = w.substr(7);
        } else if (w.size() > 1 && w[0] == '-') {
            return refuse(QStringLiteral("werewolf: unknown option %1; %2").arg(QString::fromLocal8Bit(w.c_str()), QLatin1String(Usage)));
        } else if (!path.empty()) {
            return refuse(QStringLiteral("werewolf: one file only; %1").arg(QLatin1String(Usage)));
        } else {
            path = w;
        }
        if (w.rfind("--lang", 0) == 0) {
            if (lang == "en")
                style = EnglishStyle;
            else if (lang == "zh" || lang == "tw")
                style = ChineseStyle;
            else
                return refuse(QStringLiteral("werewolf: --lang must be en, zh or tw, got '%1'").arg(QString::fromLocal8Bit(lang.c_str())));
            traditional = lang == "tw";
        }
    }
    if (path.empty())
        return refuse(QString::fromLatin1(Usage));

    QByteArray bytes;
    QString error;
    if (!readAll(path, bytes, error))
        return refuse(error);
    const auto game = session::readWerewolfGame(bytes, &error);
    if (!game)
        return refuse(QStringLiteral("werewolf: ") + error);
    const auto table = session::resolveWerewolfGame(*game, style, &error);
    if (!table)
        return refuse(QStringLiteral("werewolf: ") + error);
    const QJsonObject out = session::tableToJson(*table, style);
    if (!traditional) {
        printJson(out);
        return 0;
    }
    // The engine writes Simplified; keys and numbers are ASCII, which the conversion leaves alone.
    const QByteArray text = QJsonDocument(out).toJson(QJsonDocument::Compact);
    const QByteArray shown = session::traditional(QString::fromUtf8(text)).toUtf8() + '\n';
    std::fwrite(shown.constData(), 1, size_t(shown.size()), stdout);
    std::fflush(stdout);
    return 0;
}

} // namespace qiyuan::cli
