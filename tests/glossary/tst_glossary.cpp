// Glossary unit: the Chinese catalogue says each thing the way the glossary does.
// The rows come from the "Checked words" table of translations/README.md (the
// project's glossary), the messages from translations/qiyuan_zh_CN.ts: a
// message whose English names a term names it with the glossary's Chinese
// word, and neither language uses the words the glossary rules out (two names
// for one thing, e.g. 法官 and 天神 for the moderator).
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString source;
    QString translation;
};

struct Term {
    QString english;
    QString chinese;
    QStringList notEnglish;
    QStringList notChinese;
};

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The messages the app shows: every finished or unfinished entry, not the
// vanished and obsolete ones lupdate keeps for reference.
QList<Message> catalogue()
{
    QList<Message> messages;
    QXmlStreamReader xml(readText(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/qiyuan_zh_CN.ts")));
    Message m;
    bool live = true;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("message")) {
            m = {};
        } else if (xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            live = type != QLatin1String("vanished") && type != QLatin1String("obsolete");
            // A plural message's forms are <numerusform> children.
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (live)
                messages << m;
        }
    }
    return messages;
}

// The rows of the "Checked words" table.
QList<Term> checkedTerms()
{
    const QString readme = readText(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/README.md"));
    const qsizetype at = readme.indexOf(QLatin1String("### Checked words"));
    if (at < 0)
        return {};
    QList<Term> terms;
    auto words = [](const QString& cell) {
        QStringList list;
        for (const QString& w : cell.split(QLatin1Char(',')))
            if (!w.trimmed().isEmpty())
                list << w.trimmed();
        return list;
    };
    for (const QString& line : readme.mid(at).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1String("|---"))
            || line.startsWith(QLatin1String("| English")))
            continue;
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() < 6)
            continue;
        terms << Term{cells[1].trimmed(), cells[2].trimmed(), words(cells[3]), words(cells[4])};
    }
    return terms;
}

bool saysWord(const QString& text, const QString& word)
{
    const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)),
                                QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

} // namespace

class TestGlossary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void termsAgree_data();
    void termsAgree();

private:
    QList<Message> messages_;
};

void TestGlossary::initTestCase()
{
    messages_ = catalogue();
    QVERIFY2(messages_.size() > 1000, "the Chinese catalogue was not read");
}

void TestGlossary::termsAgree_data()
{
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::addColumn<QStringList>("notEnglish");
    QTest::addColumn<QStringList>("notChinese");
    const QList<Term> terms = checkedTerms();
    QVERIFY2(terms.size() >= 3, "the glossary's checked words were not read");
    for (const Term& t : terms)
        QTest::addRow("%s", qPrintable(t.english)) << t.english << t.chinese << t.notEnglish << t.notChinese;
}

void TestGlossary::termsAgree()
{
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    QFETCH(QStringList, notEnglish);
    QFETCH(QStringList, notChinese);
    QStringList strays;
    int uses = 0;
    for (const Message& m : std::as_const(messages_)) {
        if (saysWord(m.source, english)) {
            ++uses;
            if (!m.translation.contains(chinese))
                strays << QStringLiteral("\"%1\" → \"%2\"").arg(m.source, m.translation);
        }
        for (const QString& word : notEnglish)
            if (saysWord(m.source, word))
                strays << QStringLiteral("English says \"%1\": \"%2\"").arg(word, m.source);
        for (const QString& word : notChinese)
            if (m.translation.contains(word))
                strays << QStringLiteral("Chinese says \"%1\": \"%2\"").arg(word, m.translation);
    }
    QVERIFY2(uses > 0, "no message uses the term: the row checks nothing");
    QVERIFY2(strays.isEmpty(), qPrintable(strays.join(QLatin1String("\n"))));
}

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
