// Traditional Chinese (zh_TW) unit: the catalogue is complete, it, the rules
// pages, the phone page and the role games' texts the engine writes (as a
// Traditional reader gets them, through session::traditional) hold no
// Simplified-only character (tests/data/zh_TW: OpenCC's list), and they use the
// words Taiwanese and Hong Kong players use (暗棋, not 翻翻棋).
#include "../simplifiedonly.h"
#include "session/traditional.h"
#include "session/werewolf_file.h"
#include "werewolf/roletext.h"
#include "werewolf/text.h"

#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QFile>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

struct Message {
    QString context;
    QString source;
    QString translation;
    bool finished = false;
};

// Every live entry (not the vanished or obsolete ones lupdate keeps).
QList<Message> catalogue(const QString& file)
{
    QList<Message> messages;
    QXmlStreamReader xml(readText(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/") + file));
    QString context;
    Message m;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            m = {context, {}, {}, false};
        } else if (xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            m.finished = type.isEmpty();
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type != QLatin1String("vanished") && type != QLatin1String("obsolete"))
                messages << m;
        }
    }
    return messages;
}

} // namespace

using qiyuan::testtraditional::simplifiedIn;

class TestTranslationsTw : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyMessageFinished();
    void noSimplifiedOnlyCharacter();
    void rulesPagesTraditional_data();
    void rulesPagesTraditional();
    void playersWords_data();
    void playersWords();
    void phonePageTraditional();
    void roleGameNamesTraditional();
    void roleGameTextsTraditional_data();
    void roleGameTextsTraditional();

private:
    QList<Message> tw_;
    QSet<QChar> simplifiedOnly_;
};

void TestTranslationsTw::initTestCase()
{
    tw_ = catalogue(QStringLiteral("qiyuan_zh_TW.ts"));
    QVERIFY2(tw_.size() > 1000, "the Traditional Chinese catalogue was not read");
    simplifiedOnly_ = qiyuan::testtraditional::simplifiedOnlyCharacters();
    QVERIFY2(simplifiedOnly_.size() > 3000, "the list of Simplified-only characters was not read");
    // The list tells the two scripts apart: 车 is only Simplified, 車 and 后 are Traditional too.
    QVERIFY(simplifiedOnly_.contains(QChar(u'车')));
    QVERIFY(!simplifiedOnly_.contains(QChar(u'車')));
    QVERIFY(!simplifiedOnly_.contains(QChar(u'后')));
}

// What Linguist would report: every message of the zh_TW catalogue finished,
// as many as the Simplified one has.
void TestTranslationsTw::everyMessageFinished()
{
    QStringList unfinished;
    for (const Message& m : std::as_const(tw_))
        if (!m.finished || m.translation.trimmed().isEmpty())
            unfinished << m.context + QLatin1String(": ") + m.source;
    QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join(QLatin1Char('\n'))));
    QCOMPARE(tw_.size(), catalogue(QStringLiteral("qiyuan_zh_CN.ts")).size());
}

// One sample is Simplified on purpose: Settings → Pieces shows what the
// simplified pieces look like (帅 将 马 车); in Traditional characters that
// choice would read like the other one (帥 將 傌 俥).
void TestTranslationsTw::noSimplifiedOnlyCharacter()
{
    const QString sample = QStringLiteral(u"帅 将 马 车");
    QStringList strays;
    int samples = 0;
    for (const Message& m : std::as_const(tw_)) {
        QString text = m.translation;
        if (m.source.contains(sample)) {
            ++samples;
            if (!text.contains(sample))
                strays << QLatin1String("the simplified pieces' sample is gone: ") + text;
            text.remove(sample);
        }
        if (const QString s = simplifiedIn(text, simplifiedOnly_); !s.isEmpty())
            strays << s + QLatin1String(" in: ") + m.translation;
    }
    QCOMPARE(samples, 1);
    QVERIFY2(strays.isEmpty(), qPrintable(strays.join(QLatin1Char('\n'))));
}

void TestTranslationsTw::rulesPagesTraditional_data()
{
    QTest::addColumn<QString>("page");
    const QStringList pages = QDir(QStringLiteral(QIYUAN_RULES_DIR)).entryList({QStringLiteral("*.zh_TW.html")});
    QVERIFY(pages.size() >= 5);
    for (const QString& p : pages)
        QTest::newRow(qPrintable(p)) << p;
}

void TestTranslationsTw::rulesPagesTraditional()
{
    QFETCH(QString, page);
    const QString text = readText(QStringLiteral(QIYUAN_RULES_DIR "/") + page);
    QVERIFY(text.size() > 1000);
    const QString stray = simplifiedIn(text, simplifiedOnly_);
    QVERIFY2(stray.isEmpty(), qPrintable(stray));
    QVERIFY(!text.contains(QStringLiteral(u"翻翻棋")));
}

// A message whose English says the term says it the way these players do, and
// no message uses the mainland word instead (計算機 for the computer, 軟件, 網絡).
void TestTranslationsTw::playersWords_data()
{
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("traditional");
    QTest::addColumn<QString>("notTraditional");
    QTest::newRow("Dark Chess is 暗棋") << QStringLiteral("Dark Chess") << QStringLiteral(u"暗棋") << QStringLiteral(u"翻翻棋");
    QTest::newRow("Resign is 認輸") << QStringLiteral("&Resign") << QStringLiteral(u"認輸") << QString();
    QTest::newRow("the computer is 電腦") << QString() << QString() << QStringLiteral(u"計算機");
    QTest::newRow("the moderator is 法官") << QStringLiteral("moderator") << QStringLiteral(u"法官") << QStringLiteral(u"天神");
    QTest::newRow("software is 軟體") << QString() << QString() << QStringLiteral(u"軟件");
    QTest::newRow("a network is 網路") << QString() << QString() << QStringLiteral(u"網絡");
}

void TestTranslationsTw::playersWords()
{
    QFETCH(QString, english);
    QFETCH(QString, traditional);
    QFETCH(QString, notTraditional);
    int uses = 0;
    QStringList strays;
    for (const Message& m : std::as_const(tw_)) {
        if (!notTraditional.isEmpty() && m.translation.contains(notTraditional))
            strays << m.translation;
        if (!english.isEmpty() && m.source.contains(english, Qt::CaseInsensitive)) {
            ++uses;
            if (!m.translation.contains(traditional))
                strays << m.source + QLatin1String(" → ") + m.translation;
        }
    }
    // A row with an English term must find it, or it checks nothing.
    QVERIFY2(english.isEmpty() || uses > 0, "no message uses the term");
    QVERIFY2(strays.isEmpty(), qPrintable(strays.join(QLatin1Char('\n'))));
}

// The phone page's tw texts (resources/web/app.js, made by scripts/zh-tw.py --js):
// every key of the Simplified ones, no Simplified-only character.
void TestTranslationsTw::phonePageTraditional()
{
    const QString js = readText(QStringLiteral(QIYUAN_WEB_DIR "/app.js"));
    const auto block = [&js](const QString& name) {
        const QRegularExpression re(QStringLiteral("\\n  %1: \\{\\n(.*?)\\n  \\},\\n").arg(name),
                                    QRegularExpression::DotMatchesEverythingOption);
        return re.match(js).captured(1);
    };
    const QString zh = block(QStringLiteral("zh"));
    const QString tw = block(QStringLiteral("tw"));
    QVERIFY2(zh.size() > 1000 && tw.size() > 1000, "the phone page's Chinese texts were not found");
    const auto keys = [](const QString& text) {
        QStringList out;
        for (const auto& m : QRegularExpression(QStringLiteral("(\\w+): [\"{]")).globalMatch(text))
            out << m.captured(1);
        return out;
    };
    QVERIFY(keys(zh).size() > 40);
    QCOMPARE(keys(tw), keys(zh));
    const QString stray = simplifiedIn(tw, simplifiedOnly_);
    QVERIFY2(stray.isEmpty(), qPrintable(stray));
}

// Every role, camp and night verb as the engine names it, and every role's
// description and camp's goal, converted for a Traditional reader.
void TestTranslationsTw::roleGameNamesTraditional()
{
    using namespace qiyuan::werewolf;
    QStringList strays;
    int texts = 0;
    auto check = [&](const std::string& simplified) {
        const QString shown = qiyuan::session::traditional(QString::fromStdString(simplified));
        ++texts;
        if (const QString s = simplifiedIn(shown, simplifiedOnly_); !s.isEmpty())
            strays << s + QLatin1String(" in: ") + shown;
    };
    for (int r = int(Role::General); r <= int(Role::Pawn); ++r) {
        const auto role = Role(r);
        check(roleName(role, Language::Chinese));
        for (const Camp c : {Camp::Red, Camp::Black}) {
            check(roleName(role, c, Language::Chinese));
            check(roleDescription(gameOf(role), role, Language::Chinese));
        }
    }
    for (const Game g : {Game::Xiangqi, Game::Chess})
        for (const Camp c : {Camp::Red, Camp::Black}) {
            check(campName(g, c, Language::Chinese));
            check(campGoal(g, c, Language::Chinese));
        }
    for (int v = int(Verb::Kill); v <= int(Verb::Cover); ++v)
        check(verbName(Verb(v), Language::Chinese));
    QVERIFY(texts > 50);
    QVERIFY2(strays.isEmpty(), qPrintable(strays.join(QLatin1Char('\n'))));
    // 后 is the chess queen, in Traditional too (後 is "after", "rear"); castling is 入堡.
    const auto tw = [](const std::string& s) { return qiyuan::session::traditional(QString::fromStdString(s)); };
    QCOMPARE(tw(roleName(Role::Queen, Language::Chinese)), QStringLiteral(u"后"));
    QVERIFY(tw(campGoal(Game::Chess, Camp::White, Language::Chinese)).contains(QStringLiteral(u"入堡後")));
}

// Whole role games (the scenarios of the werewolf fuzz corpus: nights, votes,
// promotions, castling and refusals) resolved in Chinese: the log, the
// announcements, the private messages and every refusal, as a Traditional
// reader gets them.
void TestTranslationsTw::roleGameTextsTraditional_data()
{
    QTest::addColumn<QString>("scenario");
    const QDir dir(QStringLiteral(QIYUAN_WEREWOLF_CORPUS));
    const QStringList files = dir.entryList(QDir::Files);
    QVERIFY(files.size() >= 10);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestTranslationsTw::roleGameTextsTraditional()
{
    QFETCH(QString, scenario);
    QFile f(scenario);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString error;
    const auto game = qiyuan::session::readWerewolfGame(f.readAll(), &error);
    QString written = error;
    if (game) {
        const auto table = qiyuan::session::resolveWerewolfGame(*game, qiyuan::werewolf::ChineseStyle, &error);
        written = error;
        if (table) {
            written += QString::fromUtf8(
                QJsonDocument(qiyuan::session::tableToJson(*table, qiyuan::werewolf::ChineseStyle)).toJson());
            for (const auto& r : table->results())
                written += QString::fromStdString(announcement(r, game->game, qiyuan::werewolf::ChineseStyle));
        }
    }
    QVERIFY(!written.isEmpty());
    const QString shown = qiyuan::session::traditional(written);
    const QString stray = simplifiedIn(shown, simplifiedOnly_);
    QVERIFY2(stray.isEmpty(), qPrintable(stray + QLatin1String(" in: ") + shown.left(2000)));
}

QTEST_GUILESS_MAIN(TestTranslationsTw)
#include "tst_translations_tw.moc"
