// UCI engines in the GUI, clicked through the real widgets (offscreen):
// Settings → Engines adds an engine, tests it (its name and options appear),
// edits an option and saves the list; the single engine of earlier versions
// is migrated; the new-game dialog offers every configured engine; the
// xiangqi table's Analyse toggle fills the panel (evaluation, depth, best
// line in Chinese) with the built-in AI and with a UCI engine, follows moves
// and the move list, reports a crashing engine in the panel, and stops.
#include "computergamedialog.h"
#include "engineconfig.h"
#include "enginesettings.h"
#include "languagemanager.h"
#include "settingsdialog.h"
#include "xiangqi/analyser.h"
#include "xiangqi/analysispanel.h"
#include "xiangqi/xiangqitable.h"
#include "../boardclicks.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QApplication>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace qiyuan;
using namespace qiyuan::xiangqi;
using namespace qiyuan::ui;

namespace {
bool isChinese(const QString& text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}
// The moves of a numbered line ("1. 炮二平五 马8进7 2. …"), without the numbers and the "…".
QStringList movesOf(const QString& line)
{
    QStringList moves;
    for (const QString& word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!word.endsWith(QLatin1Char('.')) && word != QStringLiteral("…"))
            moves << word;
    return moves;
}
// Chinese notation writes black's files with arabic digits (马8进7), red's with Chinese ones (炮二平五).
bool startsWithBlackMove(const QString& line)
{
    const QString first = movesOf(line).value(0);
    return std::any_of(first.begin(), first.end(), [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
}
} // namespace

class TestUiAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void panelHoldsStill_data();
    void panelHoldsStill();
    void settingsAddTestAndSaveAnEngine();
    void settingsTestFailureIsReported();
    void oldEngineSettingIsMigrated();
    void optionValuesSent_data();
    void optionValuesSent();
    void newGameDialogOffersEveryEngine();
    void analysisWithBuiltinAi();
    void analysisWithUciEngine();
    void analysisOfACrashingEngine();
    void analysisOfAnEngineThatStopsResponding();
    void severalLines_data();
    void severalLines();
    void engineWithoutSeveralLines();
    void analysisOfAFinishedGame();
    void analyseShortcutInTheMenu();
    void screenshots_data();
    void screenshots();

private:
    static void click(XiangqiTable& t, const char* sq) { clickSquare(t.board(), sq); }
    static void play(XiangqiTable& t, const char* iccs) { playOnBoard(t.board(), iccs); }
    static void show(QWidget& w)
    {
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }
    static UciEngineConfig cliEngine()
    {
        UciEngineConfig c;
        c.id = QStringLiteral("engine1");
        c.name = QStringLiteral("Qiyuan CLI");
        c.program = QStringLiteral(QIYUAN_CLI_PATH);
        c.arguments = QStringLiteral("uci");
        return c;
    }
    // A fake UCI engine: the shell script is written to the test folder and
    // saved as the only engine of Settings → Engines, under `id`.
    UciEngineConfig fakeEngine(const QString& id, const QString& name, const char* script)
    {
        const QString path = dir_.filePath(id + QStringLiteral(".sh"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(script) < 0)
            qFatal("cannot write the fake engine %s", qPrintable(path));
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        UciEngineConfig c;
        c.id = id;
        c.name = name;
        c.program = path;
        saveUciEngines({c});
        return c;
    }
    QTemporaryDir dir_;
};

void TestUiAnalysis::initTestCase()
{
    // QSettings go to a throw-away test location, never the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_analysis"));
    QVERIFY(dir_.isValid());
}

void TestUiAnalysis::init()
{
    QSettings().clear();
}

void TestUiAnalysis::panelHoldsStill_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
    QTest::newRow("900x640") << QSize(900, 640);
}

// Issue 15: opening the analysis and the lines it shows never move the board
// or the game buttons (a click meant for Analyse landed on Resign), and the
// panel keeps one height whatever the lines say: one per number of lines
// chosen (issue 39: with one line the move list gets the room back).
void TestUiAnalysis::panelHoldsStill()
{
    QFETCH(QSize, size);
    XiangqiTable t;
    t.resize(size);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QWidget* board = t.board();
    auto* analyse = t.findChild<QPushButton*>(QStringLiteral("analyseButton"));
    auto* resign = t.findChild<QPushButton*>(QStringLiteral("resignButton"));
    auto where = [&t](QWidget* w) { return QRect(w->mapTo(&t, QPoint(0, 0)), w->size()); };
    const QRect boardBefore = where(board), analyseBefore = where(analyse), resignBefore = where(resign);
    QTest::mouseClick(analyse, Qt::LeftButton);
    AnalysisPanel* panel = t.analysisPanel();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->lineLabel()->text().isEmpty(), 10000);
    QCOMPARE(where(board), boardBefore);
    QCOMPARE(where(analyse), analyseBefore);
    QCOMPARE(where(resign), resignBefore);
    const int height = panel->height();
    panel->setLineCount(5);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->findChild<QLabel*>(QStringLiteral("analysisLine5"))->text().isEmpty(), 20000);
    // Issue 39: as high as its lines (the move list gives the room), and that
    // height whatever the lines say.
    const int fiveLines = panel->height();
    QVERIFY(fiveLines >= height + 4 * panel->lineLabel()->height());
    QTest::qWait(300); // more depths, longer lines
    QCOMPARE(panel->height(), fiveLines);
    QCOMPARE(where(board), boardBefore);
    QCOMPARE(where(analyse), analyseBefore);
    QCOMPARE(where(resign), resignBefore);
    QVERIFY(where(panel).right() <= t.width());
    panel->setLineCount(1);
    QTest::qWait(50);
    QCOMPARE(panel->height(), height);
    QTest::mouseClick(analyse, Qt::LeftButton); // closes it
    QVERIFY(!t.isAnalysing());
    QCOMPARE(where(analyse), analyseBefore);
}

void TestUiAnalysis::settingsAddTestAndSaveAnEngine()
{
    LanguageManager languages;
    SettingsDialog dialog(&languages);
    show(dialog);
    // Settings → Engines.
    QTabBar* tabBar = dialog.tabs()->tabBar();
    QTest::mouseClick(tabBar, Qt::LeftButton, {}, tabBar->tabRect(1).center());
    QCOMPARE(dialog.tabs()->currentWidget(), dialog.enginesPage());
    EngineSettingsPage* page = dialog.enginesPage();
    QCOMPARE(page->engineList()->count(), 0);
    QTest::mouseClick(page->addButton(), Qt::LeftButton);
    QCOMPARE(page->engineList()->count(), 1);
    QCOMPARE(page->engineList()->currentRow(), 0);
    QTest::keyClicks(page->programEdit(), QStringLiteral(QIYUAN_CLI_PATH));
    QTest::keyClicks(page->argumentsEdit(), QStringLiteral("uci"));
    QCOMPARE(page->engines().first().commandLine(), QStringLiteral(QIYUAN_CLI_PATH " uci"));

    QSignalSpy tested(page, &EngineSettingsPage::testFinished);
    QTest::mouseClick(page->testButton(), Qt::LeftButton);
    QVERIFY(!page->testButton()->isEnabled()); // a test at a time; the dialog stays responsive
    QVERIFY(tested.wait(10000));
    QCOMPARE(tested.first().first().toBool(), true);
    QVERIFY2(page->statusLabel()->text().startsWith(QLatin1String("OK")), qPrintable(page->statusLabel()->text()));
    // The name defaults to the engine's "id name".
    QVERIFY2(page->nameEdit()->text().startsWith(QLatin1String("Qiyuan")), qPrintable(page->nameEdit()->text()));
    QCOMPARE(page->engineList()->item(0)->text(), page->nameEdit()->text());
    // Its options, with an editor each; UCI_Variant is set by the client, never shown.
    QTableWidget* options = page->optionsTable();
    QVERIFY(options->rowCount() >= 2);
    QStringList names;
    for (int row = 0; row < options->rowCount(); ++row)
        names << options->item(row, 0)->text();
    QVERIFY2(names.contains(QStringLiteral("Hash")), qPrintable(names.join(',')));
    QVERIFY(!names.contains(QStringLiteral("UCI_Variant")));
    auto* hash = page->findChild<QSpinBox*>(QStringLiteral("option:Hash"));
    QVERIFY(hash);
    QVERIFY(hash->maximum() > 64);
    hash->setValue(64);
    auto* level = page->findChild<QSpinBox*>(QStringLiteral("option:Level"));
    QVERIFY(level);

    // OK saves the list.
    QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    const QList<UciEngineConfig> saved = loadUciEngines();
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.first().program, QStringLiteral(QIYUAN_CLI_PATH));
    QCOMPARE(saved.first().arguments, QStringLiteral("uci"));
    QVERIFY(saved.first().name.startsWith(QLatin1String("Qiyuan")));
    QCOMPARE(saved.first().values.value(QStringLiteral("Hash")), QStringLiteral("64"));
    const auto sent = saved.first().optionValues();
    QVERIFY(sent.contains(qMakePair(QStringLiteral("Hash"), QStringLiteral("64"))));

    // Opened again: the engine and its options are there without a new test; Remove empties the list.
    SettingsDialog again(&languages);
    EngineSettingsPage* page2 = again.enginesPage();
    QCOMPARE(page2->engineList()->count(), 1);
    QCOMPARE(page2->findChild<QSpinBox*>(QStringLiteral("option:Hash"))->value(), 64);
    QTest::mouseClick(page2->removeButton(), Qt::LeftButton);
    QCOMPARE(page2->engineList()->count(), 0);
    QVERIFY(!page2->testButton()->isEnabled()); // nothing left to test
    again.reject(); // Cancel keeps the saved list
    QCOMPARE(loadUciEngines().size(), 1);
}

void TestUiAnalysis::settingsTestFailureIsReported()
{
    EngineSettingsPage page;
    show(page);
    QTest::mouseClick(page.addButton(), Qt::LeftButton);
    QSignalSpy tested(&page, &EngineSettingsPage::testFinished);
    // No program yet.
    QTest::mouseClick(page.testButton(), Qt::LeftButton);
    QCOMPARE(tested.count(), 1);
    QCOMPARE(tested.first().first().toBool(), false);
    QVERIFY(!page.statusLabel()->text().isEmpty());
    // A program that is no engine.
    QTest::keyClicks(page.programEdit(), QStringLiteral("/bin/false"));
    QTest::mouseClick(page.testButton(), Qt::LeftButton);
    QVERIFY(tested.wait(10000));
    QCOMPARE(tested.last().first().toBool(), false);
    QVERIFY2(page.statusLabel()->text().contains(QLatin1String("Not usable")), qPrintable(page.statusLabel()->text()));
    QCOMPARE(page.optionsTable()->rowCount(), 0);
    QVERIFY(page.testButton()->isEnabled());
}

void TestUiAnalysis::oldEngineSettingIsMigrated()
{
    QSettings().setValue(QStringLiteral("engines/xiangqiUci"), QStringLiteral("\"/opt/my engines/pikafish\" --threads 2"));
    const QList<UciEngineConfig> engines = loadUciEngines();
    QCOMPARE(engines.size(), 1);
    QCOMPARE(engines.first().program, QStringLiteral("/opt/my engines/pikafish"));
    QCOMPARE(engines.first().arguments, QStringLiteral("--threads 2"));
    QCOMPARE(engines.first().displayName(), QStringLiteral("pikafish"));
    QCOMPARE(engines.first().commandLine(), QStringLiteral("\"/opt/my engines/pikafish\" --threads 2"));
    saveUciEngines(engines);
    QVERIFY(!QSettings().contains(QStringLiteral("engines/xiangqiUci")));
    QCOMPARE(loadUciEngines(), engines);
}

void TestUiAnalysis::optionValuesSent_data()
{
    QTest::addColumn<QStringList>("offered"); // option lines; none: not tested yet
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("sent");
    const QStringList hash{QStringLiteral("option name Hash type spin default 16 min 1 max 64")};
    const QStringList style{QStringLiteral("option name Style type combo default Normal var Normal var Risky")};
    QTest::newRow("spin in range") << hash << "Hash" << "32" << true;
    QTest::newRow("spin out of range") << hash << "Hash" << "128" << false;
    QTest::newRow("spin not a number") << hash << "Hash" << "lots" << false;
    QTest::newRow("option the engine no longer offers") << hash << "Threads" << "2" << false;
    QTest::newRow("combo choice") << style << "Style" << "Risky" << true;
    QTest::newRow("combo non-choice") << style << "Style" << "Wild" << false;
    QTest::newRow("untested engine: sent as set") << QStringList() << "Threads" << "2" << true;
    QTest::newRow("a line break never goes out") << QStringList() << "Threads" << "2\nquit" << false;
}

// Only values that fit what the engine offered reach setoption.
void TestUiAnalysis::optionValuesSent()
{
    QFETCH(QStringList, offered);
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(bool, sent);
    UciEngineConfig c = cliEngine();
    c.optionLines = offered;
    c.values.insert(name, value);
    QCOMPARE(c.optionValues().contains(qMakePair(name, value)), sent);
    QCOMPARE(c.optionValues().size(), sent ? 1 : 0);
}

void TestUiAnalysis::newGameDialogOffersEveryEngine()
{
    const QList<QPair<QString, QString>> engines{{QStringLiteral("engine1"), QStringLiteral("Pikafish")},
                                                 {QStringLiteral("engine2"), QStringLiteral("Fairy-Stockfish")}};
    ComputerGameDialog dialog(QStringLiteral("xiangqi"), {QStringLiteral("Red"), QStringLiteral("Black")}, engines);
    QVERIFY(dialog.opponentBox()->isVisibleTo(&dialog));
    QCOMPARE(dialog.opponentBox()->count(), 3);
    QVERIFY(dialog.opponentBox()->itemText(2).contains(QLatin1String("Fairy-Stockfish")));
    QCOMPARE(dialog.choice().engineId, QString()); // the built-in AI first
    dialog.opponentBox()->setCurrentIndex(2);
    QCOMPARE(dialog.choice().engineId, QStringLiteral("engine2"));
    ComputerGameChoice c;
    c.engineId = QStringLiteral("engine1");
    dialog.setChoice(c);
    QCOMPARE(dialog.opponentBox()->currentIndex(), 1);
    c.engineId = QStringLiteral("gone");
    dialog.setChoice(c);
    QCOMPARE(dialog.opponentBox()->currentIndex(), 0);

    // A game against a configured engine: its name labels the computer's side.
    saveUciEngines({cliEngine()});
    XiangqiTable t;
    t.newComputerGame(Side::Red, 1, cliEngine());
    QCOMPARE(t.computerEngine(), cliEngine().commandLine());
    QVERIFY(t.findChild<QLabel*>(QStringLiteral("blackName"))->text().contains(QLatin1String("Qiyuan CLI")));
    // A snapshot resumes against the same configured engine.
    XiangqiTable resumed;
    QString error;
    QVERIFY2(resumed.restoreSnapshot(t.snapshot(), &error), qPrintable(error));
    QCOMPARE(resumed.computerEngine(), cliEngine().commandLine());
    QVERIFY(resumed.findChild<QLabel*>(QStringLiteral("blackName"))->text().contains(QLatin1String("Qiyuan CLI")));

    // Resumed on the human's turn in a game the computer opened: no "thinking" left in the status line.
    XiangqiTable opened;
    QSignalSpy moved(&opened, &XiangqiTable::computerMoved);
    opened.newComputerGame(Side::Black, 1);
    QVERIFY(moved.wait(10000));
    XiangqiTable back;
    QVERIFY2(back.restoreSnapshot(opened.snapshot(), &error), qPrintable(error));
    QVERIFY(!back.computerThinking());
    QCOMPARE(back.findChild<QLabel*>(QStringLiteral("statusLine"))->text(), QString());
}

void TestUiAnalysis::analysisWithBuiltinAi()
{
    XiangqiTable t;
    show(t);
    AnalysisPanel* panel = t.analysisPanel();
    QVERIFY(!panel->isVisible());
    auto* button = t.findChild<QPushButton*>(QStringLiteral("analyseButton"));
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(t.isAnalysing());
    QVERIFY(t.analyseAction()->isChecked());
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->engineId(), QString()); // the built-in AI
    // The GUI thread stays free: the panel fills while events run.
    QTRY_VERIFY_WITH_TIMEOUT(panel->depthLabel()->text().contains(QLatin1String("Depth"))
                                 && !panel->lineLabel()->text().isEmpty(),
                             10000);
    QVERIFY(isChinese(panel->lineLabel()->text()));
    QVERIFY(!startsWithBlackMove(panel->lineLabel()->text())); // red moves first
    QVERIFY(panel->evaluationLabel()->text().contains(QLatin1Char('.')));

    // A move: the panel follows; black is to move, so the line starts with a black move.
    play(t, "h2e2");
    QCOMPARE(t.game().ply(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->lineLabel()->text().isEmpty()
                                 && startsWithBlackMove(panel->lineLabel()->text()),
                             10000);
    // Back to the start through the move list navigation: red's line again.
    t.findChild<QWidget*>(QStringLiteral("firstButton"))->setFocus();
    QTest::mouseClick(t.findChild<QWidget*>(QStringLiteral("firstButton")), Qt::LeftButton);
    QCOMPARE(t.viewedPly(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->lineLabel()->text().isEmpty()
                                 && !startsWithBlackMove(panel->lineLabel()->text()),
                             10000);

    // Off: the panel goes, the search stops.
    t.analyseAction()->trigger();
    QVERIFY(!t.isAnalysing());
    QVERIFY(!panel->isVisible());
    QVERIFY(!button->isChecked());
    // A new game ends an analysis too.
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(t.isAnalysing());
    t.newGame();
    QVERIFY(!t.isAnalysing());
    QVERIFY(!button->isChecked());
}

void TestUiAnalysis::analysisWithUciEngine()
{
    saveUciEngines({cliEngine()});
    XiangqiTable t;
    show(t);
    play(t, "h2e2");
    t.setAnalysing(true);
    AnalysisPanel* panel = t.analysisPanel();
    QCOMPARE(panel->engineBox()->count(), 2);
    QCOMPARE(panel->engineBox()->itemText(1), QStringLiteral("Qiyuan CLI"));
    // Choose the engine in the panel: the analysis restarts with it.
    panel->engineBox()->setCurrentIndex(1);
    emit panel->engineBox()->activated(1);
    QCOMPARE(panel->engineId(), QStringLiteral("engine1"));
    QVERIFY(!t.analyser()->isBuiltin());
    QTRY_VERIFY_WITH_TIMEOUT(panel->depthLabel()->text().contains(QLatin1String("Depth"))
                                 && !panel->lineLabel()->text().isEmpty(),
                             15000);
    QVERIFY(isChinese(panel->lineLabel()->text()));
    QVERIFY(startsWithBlackMove(panel->lineLabel()->text())); // black to move
    QVERIFY(!panel->speedLabel()->text().isEmpty());
    const qint64 pid = t.analyser()->processId();
    QVERIFY(pid > 0);
    // Taking the move back: the engine follows.
    QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("takeBackButton")), Qt::LeftButton);
    QCOMPARE(t.game().ply(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->lineLabel()->text().isEmpty() && !startsWithBlackMove(panel->lineLabel()->text()),
                             15000);
    QCOMPARE(t.analyser()->processId(), pid); // the same engine, a new search
    // Toggled off: the engine quits.
    t.setAnalysing(false);
    QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)), 3000);
}

void TestUiAnalysis::analysisOfACrashingEngine()
{
    fakeEngine(QStringLiteral("crasher"), QStringLiteral("Crasher"), "#!/bin/sh\nread line\nkill -SEGV $$\n");
    XiangqiTable t;
    show(t);
    QSignalSpy status(&t, &GamePage::statusMessage);
    t.analysisPanel()->reloadEngines();
    t.analysisPanel()->setEngineId(QStringLiteral("crasher"));
    t.setAnalysing(true);
    QTRY_VERIFY_WITH_TIMEOUT(t.analysisPanel()->messageLabel()->text().contains(QLatin1String("crashed")), 5000);
    QVERIFY(t.analysisPanel()->messageLabel()->isVisible());
    QVERIFY(!status.isEmpty());
    // The table goes on: moves are played, the toggle still works.
    play(t, "h2e2");
    QCOMPARE(t.game().ply(), 1);
    t.setAnalysing(false);
    QVERIFY(!t.isAnalysing());
}

// An engine that reports, then stops talking in the middle of `go infinite`:
// the pings find it hung without anyone asking it to stop; the panel says so,
// the process is killed and the table goes on.
void TestUiAnalysis::analysisOfAnEngineThatStopsResponding()
{
    fakeEngine(QStringLiteral("silent"), QStringLiteral("Silent"),
               "#!/bin/sh\n"
               "while read cmd rest; do\n"
               "  case \"$cmd\" in\n"
               "    uci) echo 'id name Silent'; echo uciok;;\n"
               "    go) echo 'info depth 3 score cp 25 pv h2e2 h9g7'; exec sleep 600;;\n"
               "    isready) echo readyok;;\n"
               "  esac\n"
               "done\n");
    XiangqiTable t;
    show(t);
    QSignalSpy status(&t, &GamePage::statusMessage);
    t.analysisPanel()->reloadEngines();
    t.analysisPanel()->setEngineId(QStringLiteral("silent"));
    t.setAnalysing(true);
    QVERIFY(t.analyser() && !t.analyser()->isBuiltin());
    t.analyser()->setTimeouts(3000, 500, 1000);
    t.analyser()->setPingInterval(100);
    QTRY_VERIFY_WITH_TIMEOUT(t.analyser()->processId() > 0, 3000);
    const qint64 pid = t.analyser()->processId();
    QTRY_VERIFY_WITH_TIMEOUT(t.analysisPanel()->messageLabel()->text().contains(QLatin1String("stopped responding")),
                             5000);
    QVERIFY(t.analysisPanel()->messageLabel()->isVisible());
    QVERIFY(!status.isEmpty());
    QVERIFY(status.last().first().toString().contains(QLatin1String("isready")));
    QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)), 3000);
    // The table goes on.
    play(t, "h2e2");
    QCOMPARE(t.game().ply(), 1);
    t.setAnalysing(false);
    QVERIFY(!t.isAnalysing());
}

void TestUiAnalysis::severalLines_data()
{
    QTest::addColumn<QString>("engine"); // "": the built-in AI
    QTest::addColumn<QString>("arguments");
    QTest::newRow("built-in AI") << QString() << QString();
    QTest::newRow("Fairy-Stockfish") << QStringLiteral("/usr/games/fairy-stockfish") << QString();
    QTest::newRow("qiyuan-cli uci") << QStringLiteral(QIYUAN_CLI_PATH) << QStringLiteral("uci");
}

// Several lines (MultiPV) chosen in the panel with its spin box: each of the
// best lines with its evaluation, depth and numbered moves, distinct first
// moves; the choice is remembered; fewer lines again hide the rest.
void TestUiAnalysis::severalLines()
{
    QFETCH(QString, engine);
    QFETCH(QString, arguments);
    if (!engine.isEmpty()) {
        if (!QFileInfo(engine).isExecutable())
            QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish)");
        UciEngineConfig c;
        c.id = QStringLiteral("fairy");
        c.program = engine;
        c.arguments = arguments;
        saveUciEngines({c});
    }
    XiangqiTable t;
    show(t);
    play(t, "h2e2");
    AnalysisPanel* panel = t.analysisPanel();
    panel->reloadEngines();
    panel->setEngineId(engine.isEmpty() ? QString() : QStringLiteral("fairy"));
    t.setAnalysing(true);
    QCOMPARE(panel->lineCount(), 1);
    // Every row keeps its place (a fixed height); unwanted ones stay empty.
    QVERIFY(panel->lineEvaluationLabel(0)->text().isEmpty()); // one line: the big figures say it
    QVERIFY(panel->lineLabel(1)->text().isEmpty());
    // Up twice: three lines.
    QSpinBox* box = panel->linesBox();
    QVERIFY(box->isVisible());
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Up);
    QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(panel->lineCount(), 3);
    QCOMPARE(t.analyser()->requestedLines(), 3);
    QCOMPARE(QSettings().value(QStringLiteral("analysis/lines")).toInt(), 3);
    const auto filled = [panel](int i) {
        return panel->lineLabel(i)->isVisible() && !panel->lineLabel(i)->text().isEmpty()
            && panel->lineDepthLabel(i)->text().contains(QRegularExpression(QStringLiteral("\\d")));
    };
    QTRY_VERIFY_WITH_TIMEOUT(filled(0) && filled(1) && filled(2), 20000);
    QSet<QString> firstMoves;
    for (int i = 0; i < 3; ++i) {
        const QString line = panel->lineLabel(i)->text();
        QVERIFY2(line.startsWith(QStringLiteral("1. … ")), qPrintable(line)); // black to move at move 1
        QVERIFY2(startsWithBlackMove(line), qPrintable(line));
        QVERIFY(panel->lineEvaluationLabel(i)->isVisible());
        QVERIFY(panel->lineEvaluationLabel(i)->text().contains(QLatin1Char('.')));
        firstMoves.insert(movesOf(line).value(0));
        // Cut to ten plies so that five lines fit beside the board; the whole line in the tooltip.
        QVERIFY2(movesOf(line).size() <= 10, qPrintable(line));
        if (line.endsWith(QStringLiteral(" …")))
            QVERIFY(movesOf(panel->lineLabel(i)->toolTip().section(QLatin1Char('\n'), 1)).size() > 10);
    }
    QCOMPARE(firstMoves.size(), 3);
    QVERIFY(panel->lineLabel(3)->text().isEmpty());
    QVERIFY(panel->noteLabel()->text().isEmpty()); // the engine gives every line asked for
    QTest::qWait(50); // the layout settles
    const QImage picture = t.grab().toImage();
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        picture.save(dir + QStringLiteral("/analysis-lines-%1.png").arg(QFileInfo(engine).baseName()));

    // Remembered: another table starts with three lines.
    XiangqiTable other;
    QCOMPARE(other.analysisPanel()->lineCount(), 3);
    // Down to one: the other lines go at once.
    QTest::keyClick(box, Qt::Key_Down);
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(panel->lineCount(), 1);
    QVERIFY(panel->lineLabel(1)->text().isEmpty());
    QVERIFY(panel->lineEvaluationLabel(0)->text().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!panel->lineLabel(0)->text().isEmpty(), 10000);
    t.setAnalysing(false);
}

// An engine without MultiPV: one line, and a note says why.
void TestUiAnalysis::engineWithoutSeveralLines()
{
    // A fake engine that offers no MultiPV option and reports one line.
    fakeEngine(QStringLiteral("engine1"), QStringLiteral("One line"),
               "#!/bin/sh\n"
               "while read cmd rest; do\n"
               "  case \"$cmd\" in\n"
               "    uci) echo 'id name One line'; echo uciok;;\n"
               "    isready) echo readyok;;\n"
               "    go) echo 'info depth 5 multipv 1 score cp 20 pv h2e2 h9g7';;\n"
               "    stop) echo 'bestmove h2e2';;\n"
               "    quit) exit 0;;\n"
               "  esac\n"
               "done\n");
    QSettings().setValue(QStringLiteral("analysis/lines"), 2);
    XiangqiTable t;
    show(t);
    AnalysisPanel* panel = t.analysisPanel();
    QCOMPARE(panel->lineCount(), 2);
    panel->reloadEngines();
    panel->setEngineId(QStringLiteral("engine1"));
    t.setAnalysing(true);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->lineLabel(0)->text().isEmpty(), 15000);
    QVERIFY(panel->noteLabel()->isVisible());
    QVERIFY2(panel->noteLabel()->text().contains(QLatin1String("only its best line")),
             qPrintable(panel->noteLabel()->text()));
    QTest::qWait(300);
    QVERIFY(panel->lineLabel(1)->text().isEmpty());
    t.setAnalysing(false);
}

void TestUiAnalysis::analysisOfAFinishedGame()
{
    XiangqiTable t;
    show(t);
    // XQ-2 (checkmate ends the game): red mates in one with the chariot b1-b9.
    t.newGame(*Position::fromFen("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"));
    t.setAnalysing(true);
    AnalysisPanel* panel = t.analysisPanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->evaluationLabel()->text().contains(QLatin1String("Red mates in 1")), 10000);
    QCOMPARE(panel->lineLabel()->text(), QString::fromUtf8("1. 车八进八"));
    play(t, "b1b9");
    QVERIFY(t.game().over());
    QTRY_VERIFY_WITH_TIMEOUT(panel->messageLabel()->text().contains(QLatin1String("No legal move")), 5000);
}

// The table's actions go into the main window's Edit menu (GamePage::editActions):
// there Ctrl+Shift+A toggles the analysis.
void TestUiAnalysis::analyseShortcutInTheMenu()
{
    QMainWindow window;
    auto* t = new XiangqiTable;
    window.setCentralWidget(t);
    QMenu* edit = window.menuBar()->addMenu(QStringLiteral("&Edit"));
    edit->addActions(t->editActions());
    QVERIFY(t->editActions().contains(t->analyseAction()));
    window.resize(1000, 700);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(t->isAnalysing());
    QVERIFY(t->analysisPanel()->isVisible());
    QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!t->isAnalysing());
}

void TestUiAnalysis::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// Settings → Engines after a Test, and the table analysing with that engine,
// in both languages: the Chinese line must be in Chinese notation either way.
// With QIYUAN_SCREENSHOT_DIR set, the pictures are saved there to be looked at.
void TestUiAnalysis::screenshots()
{
    QFETCH(QString, language);
    LanguageManager languages;
    languages.setPreference(language);
    UciEngineConfig engine = cliEngine();
    if (QFileInfo(QStringLiteral("/usr/games/fairy-stockfish")).isExecutable()) {
        engine.program = QStringLiteral("/usr/games/fairy-stockfish");
        engine.arguments.clear();
        engine.name.clear();
    }
    saveUciEngines({engine});
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");

    SettingsDialog dialog(&languages);
    dialog.tabs()->setCurrentIndex(1);
    show(dialog);
    QSignalSpy tested(dialog.enginesPage(), &EngineSettingsPage::testFinished);
    QTest::mouseClick(dialog.enginesPage()->testButton(), Qt::LeftButton);
    QVERIFY(tested.wait(10000));
    QVERIFY(tested.first().first().toBool());
    QVERIFY(dialog.enginesPage()->optionsTable()->rowCount() > 0);
    const QImage settings = dialog.grab().toImage();
    QVERIFY(!settings.isNull());
    if (!dir.isEmpty())
        settings.save(dir + QStringLiteral("/settings-engines-%1.png").arg(language));
    dialog.accept();

    XiangqiTable t;
    t.resize(1100, 720);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (const char* m : {"h2e2", "h9g7", "h0g2"})
        play(t, m);
    t.analysisPanel()->reloadEngines();
    t.analysisPanel()->setEngineId(engine.id);
    t.setAnalysing(true);
    QTRY_VERIFY_WITH_TIMEOUT(t.analysisPanel()->depthLabel()->text().contains(QRegularExpression(QStringLiteral("\\d{2}")))
                                 && t.analysisPanel()->lineLabel()->text().count(QLatin1Char(' ')) >= 3,
                             20000);
    QVERIFY(isChinese(t.analysisPanel()->lineLabel()->text()));
    const QImage table = t.grab().toImage();
    if (!dir.isEmpty())
        table.save(dir + QStringLiteral("/analysis-%1.png").arg(language));
    t.setAnalysing(false);
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiAnalysis)
#include "tst_ui_analysis.moc"
