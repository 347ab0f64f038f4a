// install unit: Qiyuan installs like a desktop program. `cmake --install`
// into a temporary prefix, then: exactly the expected files, icons of the
// right sizes, a desktop entry and AppStream metadata that the freedesktop
// validators accept and that agree with each other, the xiangqi PGN MIME type
// told apart from chess PGN, manual pages that cover docs/CLI.md, and the
// installed programs run from there. Last, the Debian package built by CPack
// holds the same files and depends on the Debian Qt 6 runtime.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

const QString AppId = QStringLiteral(QIYUAN_APP_ID);
const QString BinDir = QStringLiteral(QIYUAN_INSTALL_BINDIR);
const QString DataDir = QStringLiteral(QIYUAN_INSTALL_DATADIR);
const QString ManDir = QStringLiteral(QIYUAN_INSTALL_MANDIR);
const QString SourceDir = QStringLiteral(QIYUAN_SOURCE_DIR);

QList<int> expectedIconSizes()
{
    QList<int> sizes;
    for (const QString& s : QStringLiteral(QIYUAN_ICON_SIZES).split(QLatin1Char(' ')))
        sizes.append(s.toInt());
    return sizes;
}

// Every file the install must hold, relative to the prefix, with a readable
// name for the test row. The manual pages are gzipped when gzip was found.
QList<std::pair<QString, QString>> expectedFiles(const QString& manSuffix)
{
    QList<std::pair<QString, QString>> files = {
        {QStringLiteral("the app"), BinDir + QStringLiteral("/qiyuan")},
        {QStringLiteral("the referee"), BinDir + QStringLiteral("/qiyuan-cli")},
        {QStringLiteral("desktop entry"), DataDir + QStringLiteral("/applications/%1.desktop").arg(AppId)},
        {QStringLiteral("AppStream metadata"), DataDir + QStringLiteral("/metainfo/%1.metainfo.xml").arg(AppId)},
        {QStringLiteral("MIME type"), DataDir + QStringLiteral("/mime/packages/%1.xml").arg(AppId)},
        {QStringLiteral("scalable icon"), DataDir + QStringLiteral("/icons/hicolor/scalable/apps/%1.svg").arg(AppId)},
        {QStringLiteral("man page qiyuan"), ManDir + QStringLiteral("/man1/qiyuan.1") + manSuffix},
        {QStringLiteral("man page qiyuan-cli"), ManDir + QStringLiteral("/man1/qiyuan-cli.1") + manSuffix},
        {QStringLiteral("README"), DataDir + QStringLiteral("/doc/qiyuan/README.md")},
        {QStringLiteral("licence"), DataDir + QStringLiteral("/doc/qiyuan/LICENSE")},
        {QStringLiteral("copyright"), DataDir + QStringLiteral("/doc/qiyuan/copyright")},
        {QStringLiteral("CLI contract"), DataDir + QStringLiteral("/doc/qiyuan/CLI.md")},
        {QStringLiteral("PGN format"), DataDir + QStringLiteral("/doc/qiyuan/PGN.md")},
        {QStringLiteral("CJK font licence"), DataDir + QStringLiteral("/doc/qiyuan/fonts/OFL.txt")},
        {QStringLiteral("piece font licence"), DataDir + QStringLiteral("/doc/qiyuan/fonts/ARPHICPL.TXT")},
    };
    for (int size : expectedIconSizes())
        files.append({QStringLiteral("icon %1 px").arg(size),
                      DataDir + QStringLiteral("/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(AppId)});
    return files;
}

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs a program to its end; fails the test when it cannot start, hangs or crashes.
void run(const QString& program, const QStringList& args, Run& r, int timeoutMs = 60000,
         const QString& workDir = {})
{
    QProcess p;
    if (!workDir.isEmpty())
        p.setWorkingDirectory(workDir);
    p.start(program, args);
    QVERIFY2(p.waitForStarted(10000), qPrintable(program + QLatin1String(": ") + p.errorString()));
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        QFAIL(qPrintable(program + QLatin1String(" hung: ") + args.join(QLatin1Char(' '))));
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
}

// A validator the tests need; scripts/deps installs it on Debian 12.
QString tool(const QString& name, const QString& package)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning("%s not found: install the Debian package %s (scripts/deps does)", qPrintable(name),
                 qPrintable(package));
    return path;
}

// The [Desktop Entry] group as key → value (keys with their [locale]).
QMap<QString, QString> readDesktopEntry(const QString& path)
{
    QMap<QString, QString> entry;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return entry;
    bool inGroup = false;
    for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('[')))
            inGroup = line == QLatin1String("[Desktop Entry]");
        else if (inGroup && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#')))
            entry.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    }
    return entry;
}

struct Metainfo {
    QString id;
    QString launchable;
    QString newestRelease;
    QStringList screenshots;
    QStringList binaries;
    QStringList mediatypes;
    QString error;
};

Metainfo readMetainfo(const QString& path)
{
    Metainfo m;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m.error = f.errorString();
        return m;
    }
    QXmlStreamReader xml(&f);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("id") && m.id.isEmpty())
            m.id = xml.readElementText();
        else if (name == QLatin1String("launchable"))
            m.launchable = xml.readElementText();
        else if (name == QLatin1String("release") && m.newestRelease.isEmpty())
            m.newestRelease = xml.attributes().value(QLatin1String("version")).toString();
        else if (name == QLatin1String("image"))
            m.screenshots.append(xml.readElementText());
        else if (name == QLatin1String("binary"))
            m.binaries.append(xml.readElementText());
        else if (name == QLatin1String("mediatype"))
            m.mediatypes.append(xml.readElementText());
    }
    if (xml.hasError())
        m.error = xml.errorString();
    return m;
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void installedFiles_data();
    void installedFiles();
    void nothingElseInstalled();
    void noRunPath_data();
    void noRunPath();
    void iconSizes_data();
    void iconSizes();
    void desktopEntryValidates();
    void desktopEntryContents();
    void metainfoValidates();
    void metainfoAgreesWithTheInstall();
    void mimeType_data();
    void mimeType();
    void manPageCoversTheCliContract();
    void installedCliRuns();
    void installedAppStarts();
    void debianPackage();

private:
    QString path(const QString& relative) const { return m_prefix.path() + QLatin1Char('/') + relative; }
    QString desktopFile() const { return path(DataDir + QStringLiteral("/applications/%1.desktop").arg(AppId)); }
    QString metainfoFile() const { return path(DataDir + QStringLiteral("/metainfo/%1.metainfo.xml").arg(AppId)); }

    QTemporaryDir m_prefix;
    QTemporaryDir m_work;
    QString m_manSuffix;
};

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid());
    QVERIFY(m_work.isValid());
    Run r;
    run(QStringLiteral(QIYUAN_CMAKE_COMMAND),
        {QStringLiteral("--install"), QStringLiteral(QIYUAN_BUILD_DIR), QStringLiteral("--prefix"), m_prefix.path()},
        r, 120000);
    QVERIFY2(r.exitCode == 0, r.out.right(2000) + r.err.right(2000));
    m_manSuffix = QFile::exists(path(ManDir + QStringLiteral("/man1/qiyuan-cli.1.gz"))) ? QStringLiteral(".gz")
                                                                                         : QString();
    // The MIME database as the package leaves it: dpkg's trigger rebuilds
    // /usr/share/mime with our type among the system's (update-mime-database,
    // from shared-mime-info, which Qt itself depends on). QMimeDatabase reads
    // XDG_DATA_DIRS at its first use, which comes after this.
    const QString mimeDir = m_work.filePath(QStringLiteral("share/mime"));
    QVERIFY(QDir().mkpath(mimeDir + QStringLiteral("/packages")));
    const QDir system(QStringLiteral("/usr/share/mime/packages"));
    for (const QString& xml : system.entryList({QStringLiteral("*.xml")}, QDir::Files))
        QVERIFY(QFile::copy(system.filePath(xml), mimeDir + QStringLiteral("/packages/") + xml));
    QVERIFY(QFile::copy(path(DataDir + QStringLiteral("/mime/packages/%1.xml").arg(AppId)),
                        mimeDir + QStringLiteral("/packages/%1.xml").arg(AppId)));
    const QString updater = tool(QStringLiteral("update-mime-database"), QStringLiteral("shared-mime-info"));
    QVERIFY(!updater.isEmpty());
    run(updater, {mimeDir}, r);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    qputenv("XDG_DATA_DIRS", m_work.filePath(QStringLiteral("share")).toUtf8());
    qputenv("XDG_DATA_HOME", m_work.filePath(QStringLiteral("home-share")).toUtf8()); // none of the user's
}

void TestInstall::installedFiles_data()
{
    QTest::addColumn<QString>("file");
    for (const auto& [name, file] : expectedFiles(m_manSuffix))
        QTest::newRow(qPrintable(name)) << file;
}

void TestInstall::installedFiles()
{
    QFETCH(QString, file);
    const QFileInfo info(path(file));
    QVERIFY2(info.isFile(), qPrintable(file + QLatin1String(" is not installed")));
    QVERIFY2(info.size() > 0, qPrintable(file + QLatin1String(" is empty")));
    if (file.startsWith(BinDir + QLatin1Char('/')))
        QVERIFY2(info.isExecutable(), qPrintable(file + QLatin1String(" is not executable")));
}

// Nothing of the build leaks into the install: no tests, no benchmarks, no
// static libraries, no build tools such as the icon renderer.
void TestInstall::nothingElseInstalled()
{
    QStringList expected;
    for (const auto& entry : expectedFiles(m_manSuffix))
        expected.append(entry.second);
    QStringList installed;
    QDirIterator it(m_prefix.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        installed.append(QDir(m_prefix.path()).relativeFilePath(it.next()));
    expected.sort();
    installed.sort();
    QCOMPARE(installed, expected);
}

void TestInstall::noRunPath_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("the app") << QStringLiteral("qiyuan");
    QTest::newRow("the referee") << QStringLiteral("qiyuan-cli");
}

// The programs find their libraries where the system keeps them; Debian
// packages carry no RPATH (qt_standard_project_setup would add one).
void TestInstall::noRunPath()
{
    QFETCH(QString, program);
    const QString readelf = tool(QStringLiteral("readelf"), QStringLiteral("binutils"));
    QVERIFY(!readelf.isEmpty());
    Run r;
    run(readelf, {QStringLiteral("-d"), path(BinDir + QLatin1Char('/') + program)}, r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("(NEEDED)"), r.out.left(500).constData());
    QVERIFY2(!r.out.contains("(RPATH)") && !r.out.contains("(RUNPATH)"), r.out.constData());
}

void TestInstall::iconSizes_data()
{
    QTest::addColumn<int>("size");
    for (int size : expectedIconSizes())
        QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(size))) << size;
}

void TestInstall::iconSizes()
{
    QFETCH(int, size);
    const QString file = path(DataDir + QStringLiteral("/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(AppId));
    const QImage image(file);
    QVERIFY2(!image.isNull(), qPrintable(file));
    QCOMPARE(image.size(), QSize(size, size));
    QVERIFY(image.hasAlphaChannel());
    // The round piece is drawn: an opaque centre, transparent corners.
    QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
    QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
}

void TestInstall::desktopEntryValidates()
{
    const QString validator = tool(QStringLiteral("desktop-file-validate"), QStringLiteral("desktop-file-utils"));
    QVERIFY(!validator.isEmpty());
    Run r;
    run(validator, {desktopFile()}, r);
    // Warnings and hints are printed with exit code 0: none are accepted.
    QVERIFY2(r.exitCode == 0 && r.out.isEmpty() && r.err.isEmpty(), r.out + r.err);
}

void TestInstall::desktopEntryContents()
{
    const auto entry = readDesktopEntry(desktopFile());
    QCOMPARE(entry.value(QStringLiteral("Name")), QStringLiteral("Qiyuan"));
    QCOMPARE(entry.value(QStringLiteral("Name[zh_CN]")), QStringLiteral("棋苑"));
    QVERIFY(!entry.value(QStringLiteral("Comment[zh_CN]")).isEmpty());
    // The app opens a PGN named on its command line.
    QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("qiyuan %f"));
    QVERIFY(QFileInfo(path(BinDir + QStringLiteral("/qiyuan"))).isExecutable());
    const QStringList categories = entry.value(QStringLiteral("Categories")).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    QCOMPARE(categories, (QStringList{QStringLiteral("Game"), QStringLiteral("BoardGame")}));
    // X11 shells match the window by WM_CLASS, which Qt sets to the program name.
    QCOMPARE(entry.value(QStringLiteral("StartupWMClass")), QStringLiteral("qiyuan"));
    // The icon is named by the app id and installed under that name.
    QCOMPARE(entry.value(QStringLiteral("Icon")), AppId);
    QVERIFY(QFile::exists(path(DataDir + QStringLiteral("/icons/hicolor/scalable/apps/%1.svg").arg(AppId))));
    // The MIME type it opens is the one the package defines.
    QCOMPARE(entry.value(QStringLiteral("MimeType")), QStringLiteral("application/x-xiangqi-pgn;"));
    QFile mime(path(DataDir + QStringLiteral("/mime/packages/%1.xml").arg(AppId)));
    QVERIFY(mime.open(QIODevice::ReadOnly));
    QVERIFY(mime.readAll().contains("<mime-type type=\"application/x-xiangqi-pgn\">"));
}

void TestInstall::metainfoValidates()
{
    const QString validator = tool(QStringLiteral("appstreamcli"), QStringLiteral("appstream"));
    QVERIFY(!validator.isEmpty());
    Run r;
    run(validator, {QStringLiteral("validate"), QStringLiteral("--no-net"), metainfoFile()}, r);
    QVERIFY2(r.exitCode == 0, r.out + r.err);
}

void TestInstall::metainfoAgreesWithTheInstall()
{
    const Metainfo m = readMetainfo(metainfoFile());
    QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
    QCOMPARE(m.id, AppId);
    QCOMPARE(m.launchable, AppId + QStringLiteral(".desktop"));
    // A new version needs its <release> entry.
    QCOMPARE(m.newestRelease, QStringLiteral(QIYUAN_VERSION));
    for (const QString& binary : m.binaries)
        QVERIFY2(QFileInfo(path(BinDir + QLatin1Char('/') + binary)).isExecutable(), qPrintable(binary));
    QCOMPARE(m.binaries.size(), 2);
    QCOMPARE(m.mediatypes, QStringList{QStringLiteral("application/x-xiangqi-pgn")});
    // The screenshots are the committed pictures of the real window.
    QVERIFY(m.screenshots.size() >= 2);
    for (const QString& url : m.screenshots) {
        QVERIFY2(url.startsWith(QLatin1String("https://")), qPrintable(url));
        const QString file = SourceDir + QStringLiteral("/resources/screenshots/") + url.section(QLatin1Char('/'), -1);
        const QImage shot(file);
        QVERIFY2(!shot.isNull(), qPrintable(file + QLatin1String(" is not a committed screenshot")));
        QVERIFY2(shot.width() >= 620 && shot.height() >= 400, qPrintable(file));
    }
}

void TestInstall::mimeType_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("type");
    const QString xiangqi = QStringLiteral("application/x-xiangqi-pgn");
    const QString chess = QStringLiteral("application/vnd.chess-pgn");
    QTest::newRow("xqbase Game tag first") << QByteArray("[Game \"Chinese Chess\"]\n[Event \"?\"]\n\n1. h2e2 *\n")
                                           << xiangqi;
    QTest::newRow("Game tag after a byte-order mark")
        << QByteArray("\xEF\xBB\xBF[Game \"Chinese Chess\"]\r\n\r\n*\r\n") << xiangqi;
    QTest::newRow("Variant tag only") << QByteArray("[Event \"?\"]\n[Variant \"xiangqi\"]\n\n*\n") << xiangqi;
    QTest::newRow("Red and Black players")
        << QByteArray("; WXF\n[Event \"?\"]\n[Red \"A\"]\n[Black \"B\"]\n\n1. C2.5 H8+7 *\n") << xiangqi;
    QTest::newRow("chess game stays chess")
        << QByteArray("[Event \"?\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n") << chess;
}

void TestInstall::mimeType()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, type);
    const QString file = m_work.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))
                                         + QStringLiteral(".pgn"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    const QMimeType found = QMimeDatabase().mimeTypeForFile(file);
    QVERIFY2(found.name() == type || found.aliases().contains(type),
             qPrintable(found.name() + QLatin1String(" instead of ") + type));
}

void TestInstall::manPageCoversTheCliContract()
{
    QString page;
    const QString file = path(ManDir + QStringLiteral("/man1/qiyuan-cli.1") + m_manSuffix);
    if (m_manSuffix.isEmpty()) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        page = QString::fromUtf8(f.readAll());
    } else {
        Run r;
        run(QStringLiteral("gzip"), {QStringLiteral("-dc"), file}, r);
        QCOMPARE(r.exitCode, 0);
        page = QString::fromUtf8(r.out);
    }
    QVERIFY(page.startsWith(QLatin1String(".\\\"")) || page.startsWith(QLatin1String(".TH")));
    QVERIFY(page.contains(QLatin1String(".TH QIYUAN-CLI 1 ")));
    QVERIFY2(page.contains(QStringLiteral("\"Qiyuan %1\"").arg(QStringLiteral(QIYUAN_VERSION))),
             "the man page names another version");
    // Every command of the contract has its section.
    QFile contract(SourceDir + QStringLiteral("/docs/CLI.md"));
    QVERIFY(contract.open(QIODevice::ReadOnly));
    const QRegularExpression heading(QStringLiteral("^## (\\w+)"), QRegularExpression::MultilineOption);
    int commands = 0;
    for (auto it = heading.globalMatch(QString::fromUtf8(contract.readAll())); it.hasNext(); ++commands) {
        const QString command = it.next().captured(1);
        QVERIFY2(page.contains(QStringLiteral("\n.SS %1\n").arg(command)),
                 qPrintable(QStringLiteral("man page has no section for '%1'").arg(command)));
    }
    QVERIFY(commands >= 2);
}

// The installed referee runs from the prefix, away from the build tree.
void TestInstall::installedCliRuns()
{
    Run r;
    run(path(BinDir + QStringLiteral("/qiyuan-cli")),
        {QStringLiteral("perft"), QStringLiteral("--depth"), QStringLiteral("3")}, r, 60000, m_work.path());
    QVERIFY2(r.exitCode == 0, r.out + r.err);
    QVERIFY2(r.out.startsWith("{\"nodes\":79666,"), r.out);
}

// The installed app starts (libraries and plugins found, resources embedded)
// and keeps running until told to quit.
void TestInstall::installedAppStarts()
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
    app.setProcessEnvironment(env);
    app.setWorkingDirectory(m_work.path());
    app.start(path(BinDir + QStringLiteral("/qiyuan")), {});
    QVERIFY2(app.waitForStarted(10000), qPrintable(app.errorString()));
    QVERIFY2(!app.waitForFinished(2000), app.readAllStandardError().constData());
    app.terminate();
    QVERIFY(app.waitForFinished(10000));
}

// The .deb of CPack: the same files under /usr, the Debian Qt 6 runtime as
// dependencies (from dpkg-shlibdeps).
void TestInstall::debianPackage()
{
    QVERIFY2(!tool(QStringLiteral("dpkg-shlibdeps"), QStringLiteral("dpkg-dev")).isEmpty(),
             "the .deb needs dpkg-shlibdeps");
    const QString out = m_work.filePath(QStringLiteral("deb"));
    Run r;
    run(QStringLiteral(QIYUAN_CPACK_COMMAND),
        {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out, QStringLiteral("--config"),
         QStringLiteral(QIYUAN_BUILD_DIR "/CPackConfig.cmake")},
        r, 180000);
    QVERIFY2(r.exitCode == 0, r.out.right(3000) + r.err.right(3000));
    const QStringList debs = QDir(out).entryList({QStringLiteral("qiyuan_*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    const QString deb = out + QLatin1Char('/') + debs.first();
    QVERIFY2(debs.first().startsWith(QStringLiteral("qiyuan_%1-").arg(QStringLiteral(QIYUAN_VERSION))),
             qPrintable(debs.first()));

    run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), deb}, r);
    QCOMPARE(r.exitCode, 0);
    QStringList files;
    for (const QString& line : QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1Char('d')))
            files.append(line.section(QLatin1Char(' '), -1).mid(int(qstrlen("./usr/"))));
    QStringList expected;
    for (const auto& entry : expectedFiles(m_manSuffix))
        expected.append(entry.second);
    files.sort();
    expected.sort();
    QCOMPARE(files, expected);

    run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), deb, QStringLiteral("Package"),
                                     QStringLiteral("Depends"), QStringLiteral("Section")}, r);
    QCOMPARE(r.exitCode, 0);
    const QString control = QString::fromUtf8(r.out);
    QVERIFY2(control.contains(QLatin1String("Package: qiyuan\n")), qPrintable(control));
    QVERIFY2(control.contains(QLatin1String("Section: games")), qPrintable(control));
    for (const char* package : {"libc6", "libstdc++6", "libqt6core6", "libqt6gui6", "libqt6widgets6", "libqt6svg6"})
        QVERIFY2(control.contains(QRegularExpression(QStringLiteral("[ ,]%1( |,|$)").arg(QRegularExpression::escape(QLatin1String(package))),
                                                     QRegularExpression::MultilineOption)),
                 qPrintable(QStringLiteral("Depends lacks %1: %2").arg(QLatin1String(package), control)));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
