// Rules pages unit: the player-facing help pages resources/rules/<key>.<lang>.html.
// Every page exists, is real content in the simple HTML subset QTextBrowser renders,
// parses as rich text with one title heading, names every ruling id of its game
// (XQ-, BQ-, SC-, XW-, CW- from the copies in tests/data/rulings) and no id that does
// not exist, uses the glossary's names, and both languages of a game have the same
// shape — so pages, rulings and translations stay in sync.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QXmlStreamReader>
#include <QScrollBar>
#include <QTextBrowser>
#include <QUrl>

#include "ui/rulesdialog.h"

#include <algorithm>
#include <memory>
#include <optional>

namespace {

// One game: its page key and the rulings file that covers it.
struct Game {
    const char* key;
    const char* rulings;
};
constexpr Game Games[] = {
    {"xiangqi", "xiangqi.md"},
    {"banqi", "banqi.md"},
    {"jifen", "scoring-xiangqi.md"},
    {"werewolf-xiangqi", "werewolf-xiangqi.md"},
    {"werewolf-chess", "werewolf-chess.md"},
};
constexpr const char* Languages[] = {"en", "zh_CN", "zh_TW"};

// The rich-text subset the pages may use: no scripts, images, links or style sheets.
const QSet<QString> AllowedTags = {
    "html", "head", "meta", "title", "body", "h1", "h2", "h3", "p", "ul", "ol", "li",
    "table", "tr", "th", "td", "b", "i", "small", "code", "br", "font", "img",
};
const QSet<QString> AllowedAttributes = {
    "http-equiv", "content", "border", "cellspacing", "cellpadding", "align", "colspan", "color", "src", "alt",
};

// A ruling id as cited in a page: two capitals, a dash, a number, maybe a letter (XW-13a).
const QRegularExpression CitedId(QStringLiteral("\\b(?:XQ|BQ|SC|XW|CW)-\\d+[a-z]?\\b"));

QString pagePath(const QString& key, const QString& lang)
{
    return QStringLiteral(QIYUAN_RULES_PAGES_DIR "/%1.%2.html").arg(key, lang);
}

std::optional<QByteArray> readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return f.readAll();
}

// Ids defined by a rulings file: list items that start with the id ("- XW-13a 马后炮 ...").
QStringList definedIds(const QString& rulingsFile)
{
    const auto bytes = readFile(QStringLiteral(QIYUAN_TEST_DATA_DIR "/rulings/") + rulingsFile);
    if (!bytes)
        return {};
    static const QRegularExpression defined(QStringLiteral("^- ([A-Z]{2}-\\d+[a-z]?) "),
                                            QRegularExpression::MultilineOption);
    QStringList ids;
    for (auto it = defined.globalMatch(QString::fromUtf8(*bytes)); it.hasNext();)
        ids << it.next().captured(1);
    return ids;
}

QSet<QString> citedIds(const QString& text)
{
    QSet<QString> ids;
    for (auto it = CitedId.globalMatch(text); it.hasNext();)
        ids.insert(it.next().captured(0));
    return ids;
}

// The ruling ids a page names in HTML comments (<!-- ruling XQ-3 -->): sections
// written for players keep the page tied to its rulings without showing the id.
QString commentedIds(const QString& key, const QString& lang)
{
    const auto bytes = readFile(pagePath(key, lang));
    if (!bytes)
        return {};
    static const QRegularExpression comment(QStringLiteral("<!--(.*?)-->"),
                                            QRegularExpression::DotMatchesEverythingOption);
    QStringList ids;
    for (auto it = comment.globalMatch(QString::fromUtf8(*bytes)); it.hasNext();)
        ids << citedIds(it.next().captured(1)).values();
    return ids.join(QLatin1Char(' '));
}

bool containsWord(const QString& text, const QString& word, Qt::CaseSensitivity cs)
{
    QRegularExpression re(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)),
                          cs == Qt::CaseInsensitive ? QRegularExpression::CaseInsensitiveOption
                                                    : QRegularExpression::NoPatternOption);
    return re.match(text).hasMatch();
}

// The page as a rich-text document, or nullptr if the file cannot be read.
std::unique_ptr<QTextDocument> loadDocument(const QString& key, const QString& lang)
{
    const auto bytes = readFile(pagePath(key, lang));
    if (!bytes)
        return nullptr;
    auto doc = std::make_unique<QTextDocument>();
    doc->setHtml(QString::fromUtf8(*bytes));
    return doc;
}

QList<QTextTable*> tablesOf(QTextFrame* frame)
{
    QList<QTextTable*> tables;
    for (QTextFrame* child : frame->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(child))
            tables << table;
        tables << tablesOf(child);
    }
    return tables;
}

QString cellText(QTextTable* table, int row, int column)
{
    const QTextTableCell cell = table->cellAt(row, column);
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

// Number of blocks of each heading level 1..3 (index 0 unused).
QList<int> headingCounts(const QTextDocument& doc)
{
    QList<int> counts(4, 0);
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const int level = b.blockFormat().headingLevel();
        if (level >= 1 && level <= 3)
            ++counts[level];
    }
    return counts;
}

void addPageRows()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("rulings");
    for (const Game& g : Games)
        for (const char* lang : Languages)
            QTest::addRow("%s/%s", g.key, lang) << g.key << lang << g.rulings;
}

} // namespace

class TestRulesPages : public QObject {
    Q_OBJECT
private slots:
    void rulingsCopies_data();
    void rulingsCopies();
    void simpleHtml_data();
    void simpleHtml();
    void richText_data();
    void richText();
    void namesItsRulings_data();
    void namesItsRulings();
    void languagesMatch_data();
    void languagesMatch();
    void glossaryTerms_data();
    void glossaryTerms();
    void differencesTable_data();
    void differencesTable();
    void chineseWithoutStraySpaces_data();
    void chineseWithoutStraySpaces();
    void noRulingIdsShown_data();
    void noRulingIdsShown();
    void picturesAreDrawn_data();
    void picturesAreDrawn();
    void noUnknownPages();
};

// The copies of the rulings define ids, one list item each, without duplicates.
void TestRulesPages::rulingsCopies_data()
{
    QTest::addColumn<QString>("rulings");
    for (const Game& g : Games)
        QTest::newRow(g.rulings) << g.rulings;
}

void TestRulesPages::rulingsCopies()
{
    QFETCH(QString, rulings);
    const QStringList ids = definedIds(rulings);
    QVERIFY2(!ids.isEmpty(), qPrintable("no ruling ids read from tests/data/rulings/" + rulings));
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
}

// The file is UTF-8, declares it, and is well-formed markup built only from the allowed
// subset: a tag QTextBrowser ignores, an image or a script would fail here.
void TestRulesPages::simpleHtml_data() { addPageRows(); }

void TestRulesPages::simpleHtml()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    const auto bytes = readFile(pagePath(key, lang));
    QVERIFY2(bytes, qPrintable("cannot read " + pagePath(key, lang)));
    QVERIFY2(bytes->size() > 3000, "page is too short to be a rules page");

    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(*bytes);
    QVERIFY2(!utf8.hasError(), "page is not valid UTF-8");
    QCOMPARE(QStringDecoder::decoderForHtml(*bytes).name(), "UTF-8");

    QXmlStreamReader xml(text);
    QStringList problems;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString tag = xml.name().toString();
        if (!AllowedTags.contains(tag))
            problems << QStringLiteral("line %1: tag <%2>").arg(xml.lineNumber()).arg(tag);
        for (const QXmlStreamAttribute& a : xml.attributes())
            if (!AllowedAttributes.contains(a.name().toString()))
                problems << QStringLiteral("line %1: attribute %2 on <%3>")
                                .arg(xml.lineNumber())
                                .arg(a.name().toString(), tag);
    }
    QVERIFY2(!xml.hasError(), qPrintable(QStringLiteral("not well-formed at line %1: %2")
                                             .arg(xml.lineNumber())
                                             .arg(xml.errorString())));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("; ")));
}

// QTextDocument (what QTextBrowser uses) reads a titled page that opens with its single
// h1 and has sections.
void TestRulesPages::richText_data() { addPageRows(); }

void TestRulesPages::richText()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    const auto doc = loadDocument(key, lang);
    QVERIFY(doc);
    QVERIFY2(doc->toPlainText().size() > 1500, "too little text once parsed");
    const QString title = doc->metaInformation(QTextDocument::DocumentTitle);
    QVERIFY2(!title.isEmpty(), "no <title>");
    QCOMPARE(doc->begin().blockFormat().headingLevel(), 1);
    QCOMPARE(doc->begin().text().trimmed(), title.trimmed());
    const QList<int> headings = headingCounts(*doc);
    QCOMPARE(headings[1], 1);
    QVERIFY2(headings[2] >= 5, "fewer than five sections");
}

// Every ruling of the game is named in the page, and every id the page names exists.
void TestRulesPages::namesItsRulings_data() { addPageRows(); }

void TestRulesPages::namesItsRulings()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    QFETCH(QString, rulings);
    const auto doc = loadDocument(key, lang);
    QVERIFY(doc);
    // A section written for players names its ruling in an HTML comment only.
    const QString text = doc->toPlainText() + QLatin1Char('\n') + commentedIds(key, lang);

    const QStringList own = definedIds(rulings);
    QVERIFY(!own.isEmpty());
    QStringList missing;
    for (const QString& id : own)
        if (!containsWord(text, id, Qt::CaseSensitive))
            missing << id;
    QVERIFY2(missing.isEmpty(), qPrintable("rulings not named: " + missing.join(", ")));

    QSet<QString> known;
    for (const Game& g : Games)
        for (const QString& id : definedIds(g.rulings))
            known.insert(id);
    QStringList unknown;
    for (const QString& id : citedIds(text))
        if (!known.contains(id))
            unknown << id;
    unknown.sort();
    QVERIFY2(unknown.isEmpty(), qPrintable("names rulings that do not exist: " + unknown.join(", ")));
}

// The English and both Chinese pages of a game are translations of each other: same
// rulings named, same headings, same tables with the same number of rows.
void TestRulesPages::languagesMatch_data()
{
    QTest::addColumn<QString>("key");
    for (const Game& g : Games)
        QTest::newRow(g.key) << g.key;
}

void TestRulesPages::languagesMatch()
{
    QFETCH(QString, key);
    const auto en = loadDocument(key, "en");
    QVERIFY(en);
    for (const char* chinese : {"zh_CN", "zh_TW"}) {
        const auto zh = loadDocument(key, chinese);
        QVERIFY(zh);
        QStringList enIds = citedIds(en->toPlainText() + commentedIds(key, QStringLiteral("en"))).values();
        QStringList zhIds = citedIds(zh->toPlainText() + commentedIds(key, QLatin1String(chinese))).values();
        enIds.sort();
        zhIds.sort();
        QCOMPARE(zhIds, enIds);
        QCOMPARE(headingCounts(*zh), headingCounts(*en));

        const QList<QTextTable*> enTables = tablesOf(en->rootFrame()), zhTables = tablesOf(zh->rootFrame());
        QCOMPARE(zhTables.size(), enTables.size());
        for (qsizetype i = 0; i < enTables.size(); ++i) {
            QCOMPARE(zhTables[i]->rows(), enTables[i]->rows());
            QCOMPARE(zhTables[i]->columns(), enTables[i]->columns());
        }
    }
}

// The glossary's names (GLOSSARY.md) are used, and the usual alternatives are not:
// players meet one name per thing in the UI, the rules and the translations.
void TestRulesPages::glossaryTerms_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("required");
    QTest::addColumn<QStringList>("forbidden");

    const QStringList xiangqiPieces = {"General", "Advisor", "Elephant", "Horse", "Chariot", "Cannon", "Soldier"};
    const QStringList chessPieces = {"King", "Queen", "Rook", "Knight", "Bishop", "Pawn"};
    const QStringList otherXiangqiNames = {"Minister", "Mandarin", "Guard", "Counsellor", "Catapult", "Pao"};
    const QStringList xiangqiZh = {"帅", "仕", "相", "马", "车", "炮", "兵"};

    QTest::newRow("xiangqi/en") << "xiangqi" << "en"
        << xiangqiPieces + QStringList{"check", "checkmate", "stalemate", "perpetual check", "perpetual chase",
                                       "horse leg blocked", "elephant eye blocked", "screen", "palace", "river"}
        << chessPieces + otherXiangqiNames;
    QTest::newRow("xiangqi/zh_CN") << "xiangqi" << "zh_CN"
        << xiangqiZh + QStringList{"将军", "将死", "困毙", "长将", "长捉", "蹩马腿", "塞象眼", "炮架子", "九宫", "河界"}
        << QStringList{};
    QTest::newRow("banqi/en") << "banqi" << "en"
        << xiangqiPieces + QStringList{"Dark chess", "flip", "chase", "screen", "QQ", "Taiwan"}
        << chessPieces + otherXiangqiNames;
    QTest::newRow("banqi/zh_CN") << "banqi" << "zh_CN"
        << xiangqiZh + QStringList{"翻翻棋", "翻棋", "追棋", "炮架子", "QQ", "台湾"}
        << QStringList{};
    QTest::newRow("jifen/en") << "jifen" << "en"
        << xiangqiPieces + QStringList{"Scoring xiangqi", "normal", "small", "king", "idle", "points", "Simple", "Match", "Contest"}
        << chessPieces + otherXiangqiNames;
    QTest::newRow("jifen/zh_CN") << "jifen" << "zh_CN"
        << QStringList{"积分象棋", "普通棋子", "小棋子", "王棋子", "闲棋子", "积分", "简明规则", "比赛规则", "竞赛规则", "困毙"}
        << QStringList{};
    QTest::newRow("werewolf-xiangqi/en") << "werewolf-xiangqi" << "en"
        << xiangqiPieces + QStringList{"moderator", "camp", "role", "invincible", "imprisoned", "must-kill", "exchange",
                                       "substitute", "screen", "stacked cannons", "linked cannons", "horse-screen cannon",
                                       "linked horses", "linked elephants", "investigation", "heal", "curse", "bless",
                                       "pray", "general-kill condition"}
        << chessPieces + otherXiangqiNames + QStringList{"the judge", "God", "werewolf"};
    QTest::newRow("werewolf-xiangqi/zh_CN") << "werewolf-xiangqi" << "zh_CN"
        // The seed names the Advisor role 士 for both camps.
        << QStringList{"帅", "士", "相", "马", "车", "炮", "兵", "法官", "阵营", "身份", "无敌", "禁锢", "必杀", "兑子",
                       "抽将", "炮架子", "重叠炮", "连环炮", "马后炮", "连环马", "连环相", "查证", "救治", "诅咒",
                       "庇佑", "祈祷", "吃老帅条件"}
        << QStringList{};
    QTest::newRow("werewolf-chess/en") << "werewolf-chess" << "en"
        << chessPieces + QStringList{"moderator", "camp", "role", "imprisoned", "kill", "one-hit kill", "castling", "pardon",
                                     "cover", "promotion", "exchange", "curse", "check condition"}
        << xiangqiPieces + QStringList{"the judge", "God", "werewolf"};
    QTest::newRow("werewolf-chess/zh_CN") << "werewolf-chess" << "zh_CN"
        << QStringList{"王", "后", "车", "马", "象", "兵", "法官", "阵营", "身份", "禁锢", "一击必杀", "王车易位", "特赦",
                       "升变", "兑子", "诅咒", "将军条件"}
        << QStringList{};
}

void TestRulesPages::glossaryTerms()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    QFETCH(QStringList, required);
    QFETCH(QStringList, forbidden);
    const auto doc = loadDocument(key, lang);
    QVERIFY(doc);
    const QString text = doc->toPlainText();
    QStringList missing, found;
    for (const QString& term : required)
        if (!text.contains(term, Qt::CaseInsensitive))
            missing << term;
    // Capitalised whole words only: "like the rook in international chess" may stay.
    for (const QString& term : forbidden)
        if (containsWord(text, term, Qt::CaseSensitive))
            found << term;
    QVERIFY2(missing.isEmpty(), qPrintable("glossary terms missing: " + missing.join(", ")));
    QVERIFY2(found.isEmpty(), qPrintable("non-glossary names used: " + found.join(", ")));
}

// Games with several rule sets show their differences in one table whose header row
// names every rule set (翻翻棋: QQ and Taiwan; 积分象棋: Simple, Match, Contest).
void TestRulesPages::differencesTable_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("ruleSets");
    QTest::newRow("banqi/en") << "banqi" << "en" << QStringList{"QQ", "Taiwan"};
    QTest::newRow("banqi/zh_CN") << "banqi" << "zh_CN" << QStringList{"QQ", "台湾"};
    QTest::newRow("jifen/en") << "jifen" << "en" << QStringList{"Simple", "Match", "Contest"};
    QTest::newRow("jifen/zh_CN") << "jifen" << "zh_CN" << QStringList{"简明", "比赛", "竞赛"};
}

void TestRulesPages::differencesTable()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    QFETCH(QStringList, ruleSets);
    const auto doc = loadDocument(key, lang);
    QVERIFY(doc);
    const QList<QTextTable*> tables = tablesOf(doc->rootFrame());
    const bool found = std::any_of(tables.begin(), tables.end(), [&](QTextTable* table) {
        if (table->rows() < 4)
            return false;
        QString header;
        for (int c = 0; c < table->columns(); ++c)
            header += cellText(table, 0, c) + QLatin1Char('|');
        return std::all_of(ruleSets.begin(), ruleSets.end(),
                           [&](const QString& set) { return header.contains(set); });
    });
    QVERIFY2(found, qPrintable("no table of differences with a header naming " + ruleSets.join(", ")));
}

// Chinese is written without spaces: a line break inside a paragraph of the source
// would show up as a gap between two characters.
void TestRulesPages::chineseWithoutStraySpaces_data()
{
    QTest::addColumn<QString>("key");
    for (const Game& g : Games)
        QTest::newRow(g.key) << g.key;
}

void TestRulesPages::chineseWithoutStraySpaces()
{
    QFETCH(QString, key);
    const auto doc = loadDocument(key, "zh_CN");
    QVERIFY(doc);
    static const QRegularExpression gap(
        QStringLiteral("[\\x{4e00}-\\x{9fff}\\x{3001}-\\x{303f}\\x{ff00}-\\x{ffef}][ \\t]+[\\x{4e00}-\\x{9fff}\\x{3001}-\\x{303f}\\x{ff00}-\\x{ffef}]"));
    const QRegularExpressionMatch m = gap.match(doc->toPlainText());
    QVERIFY2(!m.hasMatch(), qPrintable("space between Chinese characters: \"" + m.captured(0) + '"'));
}

// Every page in the folder belongs to a game and a language tested here.
// Players read rules, not ruling ids: an id stays with its rule in an HTML
// comment (for namesItsRulings), never in the text shown.
void TestRulesPages::noRulingIdsShown_data() { addPageRows(); }

void TestRulesPages::noRulingIdsShown()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    const auto doc = loadDocument(key, lang);
    QVERIFY(doc);
    const QStringList shown = citedIds(doc->toPlainText()).values();
    QVERIFY2(shown.isEmpty(), qPrintable(QStringLiteral("ids shown to players: ") + shown.join(QLatin1Char(' '))));
}

// A page's pictures are boards the app draws (<img src="board:NAME">), each
// with words for screen readers; the xiangqi page shows the start position.
void TestRulesPages::picturesAreDrawn_data() { addPageRows(); }

void TestRulesPages::picturesAreDrawn()
{
    QFETCH(QString, key);
    QFETCH(QString, lang);
    const auto bytes = readFile(pagePath(key, lang));
    QVERIFY(bytes);
    QXmlStreamReader xml(QString::fromUtf8(*bytes));
    QStringList pictures;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("img"))
            continue;
        const QUrl src(xml.attributes().value(QLatin1String("src")).toString());
        QCOMPARE(src.scheme(), QStringLiteral("board"));
        QVERIFY2(!xml.attributes().value(QLatin1String("alt")).trimmed().isEmpty(), "a picture without words");
        const QImage picture = qiyuan::ui::RulesDialog::boardPicture(src.path());
        QVERIFY2(!picture.isNull(), qPrintable(src.toString() + " is not drawn"));
        QVERIFY(picture.width() >= 300 && picture.height() > picture.width());
        pictures << src.path();
    }
    if (key == QLatin1String("xiangqi"))
        QCOMPARE(pictures, QStringList{QStringLiteral("xiangqi-start")});
    // The dialog shows it: the browser's document holds the drawn picture.
    qiyuan::ui::RulesDialog dialog(key, lang);
    for (const QString& name : pictures) {
        const QVariant shown = dialog.browser()->loadResource(QTextDocument::ImageResource,
                                                               QUrl(QStringLiteral("board:") + name));
        QVERIFY(shown.canConvert<QImage>() && !shown.value<QImage>().isNull());
    }
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty() && !pictures.isEmpty()) {
        dialog.resize(760, 900);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.browser()->scrollToAnchor(QString());
        dialog.browser()->verticalScrollBar()->setValue(dialog.browser()->verticalScrollBar()->maximum() / 12);
        dialog.grab().save(dir + QStringLiteral("/rules_%1_%2.png").arg(key, lang));
    }
}

void TestRulesPages::noUnknownPages()
{
    QSet<QString> expected;
    for (const Game& g : Games)
        for (const char* lang : Languages)
            expected.insert(QStringLiteral("%1.%2.html").arg(g.key, lang));
    const QStringList present = QDir(QStringLiteral(QIYUAN_RULES_PAGES_DIR)).entryList({"*.html"}, QDir::Files);
    QStringList unknown;
    for (const QString& name : present)
        if (!expected.contains(name))
            unknown << name;
    QVERIFY2(unknown.isEmpty(), qPrintable("pages without a test row: " + unknown.join(", ")));
    QCOMPARE(QSet<QString>(present.begin(), present.end()), expected);
}

QTEST_MAIN(TestRulesPages)
#include "tst_rules_pages.moc"
