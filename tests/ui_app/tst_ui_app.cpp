// The app as a player uses it, through the main window: start a hot-seat
// xiangqi game from the chooser (with the clock dialog), play by clicking the
// board, take back from the Edit menu, flip, save and open the game again
// (PGN round trip), recent files, a broken file that changes nothing, the
// rules page, and the play preferences of Settings. The clock dialog offers
// every kind of clock (issue 40), clicked like a player, and the table shows
// the periods left and the last seconds in tenths, in red.
#include "ui/cjkfont.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/preferences.h"
#include "ui/rulesdialog.h"
#include "ui/gamecard.h"
#include "ui/startpage.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QComboBox>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <functional>
#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiApp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void hotSeatGameFromTheChooser_data();
    void hotSeatGameFromTheChooser();
    void playUndoFlipFromMenus();
    void saveOpenRoundTrip_data();
    void saveOpenRoundTrip();
    void brokenFileChangesNothing();
    void openingAFileOffersToSaveTheGameInProgress_data();
    void openingAFileOffersToSaveTheGameInProgress();
    void rulesPageFollowsLanguage_data();
    void rulesPageFollowsLanguage();
    void preferencesApplyToTheTable();
    void unfinishedGameResumesAfterRestart();
    void everyClockKindFromTheDialog_data();
    void everyClockKindFromTheDialog();
    void tableShowsPeriodsAndTheLastSeconds_data();
    void tableShowsPeriodsAndTheLastSeconds();
    void clockTagSavedAndReadBack_data();
    void clockTagSavedAndReadBack();
    void screenshotsOfTheClockDialog();

private:
    // Runs `handle` on the next modal dialog that opens.
    static void onNextDialog(std::function<void(QWidget*)> handle)
    {
        QTimer::singleShot(0, qApp, [handle] {
            QWidget* w = QApplication::activeModalWidget();
            QVERIFY(w);
            handle(w);
        });
    }
    void play(const char* iccs)
    {
        XiangqiTable* t = m_window->xiangqiTable();
        for (const char* sq : {iccs, iccs + 2})
            QTest::mouseClick(t->board(), Qt::LeftButton, {},
                              t->board()->pointCentre(sq[0] - 'a', sq[1] - '0').toPoint());
    }
    QAction* action(const char* name) { return m_window->findChild<QAction*>(QLatin1String(name)); }
    void startHotSeat()
    {
        onNextDialog([](QWidget* d) { static_cast<QDialog*>(d)->accept(); });
        QTest::mouseClick(m_window->startPage()->card(QStringLiteral("xiangqi"))->modeButton(PlayMode::HotSeat),
                          Qt::LeftButton);
        QVERIFY(m_window->isXiangqiShown());
    }

    // A player's step in the clock dialog: "kind:N" picks the N-th clock
    // from the keyboard, "minutes:V" (and increment, byoyomi, periods, move)
    // types a value, "odds" clicks the time odds box; "black." before a
    // step does it in black's fields.
    static void clickClockDialog(TimeControlDialog* dialog, const QString& step)
    {
        const bool black = step.startsWith(QLatin1String("black."));
        const QString what = step.mid(black ? 6 : 0).section(QLatin1Char(':'), 0, 0);
        const QString value = step.section(QLatin1Char(':'), 1);
        if (what == QLatin1String("odds")) {
            QTest::mouseClick(dialog->oddsBox(), Qt::LeftButton, {}, QPoint(4, dialog->oddsBox()->height() / 2));
            return;
        }
        SideClockFields* fields = black ? dialog->blackFields() : dialog->findChild<SideClockFields*>(QStringLiteral("clockFields"));
        QVERIFY(fields && fields->isVisible());
        if (what == QLatin1String("kind")) {
            fields->kind->setFocus();
            QTest::keyClick(fields->kind, Qt::Key_Home);
            for (int i = 0; i < value.toInt(); ++i)
                QTest::keyClick(fields->kind, Qt::Key_Down);
            QCOMPARE(fields->kind->currentIndex(), value.toInt());
            return;
        }
        const QMap<QString, QSpinBox*> boxes{{QStringLiteral("minutes"), fields->minutes},
                                             {QStringLiteral("increment"), fields->increment},
                                             {QStringLiteral("byoyomi"), fields->byoyomi},
                                             {QStringLiteral("periods"), fields->periods},
                                             {QStringLiteral("move"), fields->moveLimit}};
        QSpinBox* box = boxes.value(what);
        QVERIFY2(box && box->isEnabled(), qPrintable(step));
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, value);
        QCOMPARE(box->value(), value.toInt());
    }

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestUiApp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiyuan-ui-app-test"));
    QVERIFY(m_dir.isValid());
}

void TestUiApp::init()
{
    QSettings().clear();
    // Each test starts without a game in progress to resume.
    QFile::remove(MainWindow::autosavePath());
    QFile::remove(MainWindow::autosavePath() + QStringLiteral(".bak"));
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setPreference(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_languages.get());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestUiApp::cleanup()
{
    m_window->setWindowModified(false); // no "save first?" prompt on close
    m_window.reset();
    m_languages.reset();
}

void TestUiApp::hotSeatGameFromTheChooser_data()
{
    QTest::addColumn<int>("clockKind"); // index in the clock combo box
    QTest::addColumn<int>("minutes");
    QTest::addColumn<bool>("timed");
    QTest::newRow("no clock") << 0 << 10 << false;
    QTest::newRow("5 minutes + increment") << 1 << 5 << true;
    QTest::newRow("byo-yomi") << 2 << 1 << true;
}

void TestUiApp::hotSeatGameFromTheChooser()
{
    QFETCH(int, clockKind);
    QFETCH(int, minutes);
    QFETCH(bool, timed);
    onNextDialog([=](QWidget* d) {
        auto* dialog = qobject_cast<TimeControlDialog*>(d);
        QVERIFY(dialog);
        dialog->kindBox()->setCurrentIndex(clockKind);
        dialog->minutesBox()->setValue(minutes);
        dialog->accept();
    });
    QTest::mouseClick(m_window->startPage()->card(QStringLiteral("xiangqi"))->modeButton(PlayMode::HotSeat),
                      Qt::LeftButton);
    QVERIFY(m_window->isXiangqiShown());
    XiangqiTable* t = m_window->xiangqiTable();
    QCOMPARE(t->clock().timeControl().enabled(), timed);
    if (timed)
        QCOMPARE(t->clock().timeControl().baseMs, minutes * 60000);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Xiangqi")));
}

void TestUiApp::playUndoFlipFromMenus()
{
    startHotSeat();
    QVERIFY(!action("actionUndo")->isEnabled());
    play("h2e2");
    play("h9g7");
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 2);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(action("actionUndo")->isEnabled());
    action("actionUndo")->trigger();
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 1);
    QVERIFY(action("actionRedo")->isEnabled());
    action("actionRedo")->trigger();
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 2);
    action("actionFlipBoard")->trigger();
    QVERIFY(m_window->xiangqiTable()->board()->isFlipped());
    action("actionFlipBoard")->trigger();
    QVERIFY(!m_window->xiangqiTable()->board()->isFlipped());
}

void TestUiApp::saveOpenRoundTrip_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("marker"); // text the file must contain
    QTest::newRow("Chinese") << "chinese" << QStringLiteral("炮二平五");
    QTest::newRow("WXF") << "wxf" << QStringLiteral("C2.5");
    QTest::newRow("ICCS") << "iccs" << QStringLiteral("H2-E2");
}

void TestUiApp::saveOpenRoundTrip()
{
    QFETCH(QString, notation);
    QFETCH(QString, marker);
    Preferences prefs;
    prefs.notation = notation;
    prefs.save();
    startHotSeat();
    for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"})
        play(m);
    const QString fen = QString::fromStdString(m_window->xiangqiTable()->game().position().fen());
    const QString path = m_dir.filePath(QStringLiteral("game-%1.pgn").arg(notation));
    QString error;
    QVERIFY2(m_window->saveFile(path, &error), qPrintable(error));
    QVERIFY(!m_window->isWindowModified());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(f.readAll()).contains(marker));

    // A new game, then open the file: the same moves and position come back.
    startHotSeat();
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 0);
    QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 4);
    QCOMPARE(QString::fromStdString(m_window->xiangqiTable()->game().position().fen()), fen);
    QCOMPARE(m_window->xiangqiTable()->moveList()->item(0, 0)->text(),
             notation == QLatin1String("chinese") ? QStringLiteral("炮二平五")
             : notation == QLatin1String("wxf")   ? QStringLiteral("C2.5")
                                                  : QStringLiteral("h2e2"));
    QCOMPARE(m_window->recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    QVERIFY(m_window->windowTitle().contains(QFileInfo(path).fileName()));
}

void TestUiApp::brokenFileChangesNothing()
{
    startHotSeat();
    play("h2e2");
    const QString path = m_dir.filePath(QStringLiteral("broken.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7\n2. a0a9 *\n");
    f.close();
    QString error;
    QVERIFY(!m_window->openFile(path, &error));
    QVERIFY2(error.contains(QStringLiteral("line 4")), qPrintable(error));
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 1); // the game on the table is untouched
}

// Opening a single game file over an unsaved game in progress asks first
// (the file is read before asking: a broken one never asks, see above).
void TestUiApp::openingAFileOffersToSaveTheGameInProgress_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<int>("plyAfter");
    QTest::newRow("cancel keeps the game") << int(QMessageBox::Cancel) << 1;
    QTest::newRow("discard opens the file") << int(QMessageBox::Discard) << 3;
}

void TestUiApp::openingAFileOffersToSaveTheGameInProgress()
{
    QFETCH(int, answer);
    QFETCH(int, plyAfter);
    const QString path = m_dir.filePath(QStringLiteral("three-plies.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7\n2. h0g2 *\n");
    f.close();
    startHotSeat();
    play("b2e2");
    QVERIFY(m_window->isWindowModified());
    QString question;
    onNextDialog([&question, answer](QWidget* w) {
        auto* box = qobject_cast<QMessageBox*>(w);
        QVERIFY(box);
        question = box->text();
        box->button(QMessageBox::StandardButton(answer))->click();
    });
    QString error;
    QCOMPARE(m_window->openFile(path, &error), answer == QMessageBox::Discard);
    QVERIFY2(question.contains(QStringLiteral("not been saved")), qPrintable(question));
    QVERIFY(error.isEmpty());
    QCOMPARE(m_window->xiangqiTable()->game().ply(), plyAfter);
}

void TestUiApp::rulesPageFollowsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("marker");
    QTest::newRow("English") << "en" << QStringLiteral("Cannon");
    QTest::newRow("Chinese") << "zh_CN" << QStringLiteral("炮");
}

void TestUiApp::rulesPageFollowsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, marker);
    RulesDialog dialog(QStringLiteral("xiangqi"), language);
    QVERIFY(dialog.browser()->toPlainText().contains(marker));
    // Every game of the chooser has a page.
    for (int i = 0; i < dialog.gameBox()->count(); ++i)
        QVERIFY2(!RulesDialog::page(dialog.gameBox()->itemData(i).toString(), language).isEmpty(),
                 qPrintable(dialog.gameBox()->itemData(i).toString()));
}

void TestUiApp::preferencesApplyToTheTable()
{
    // The start page's xiangqi card shows the General as the board draws it
    // (issue 19): 帅 by default, 帥 with traditional pieces.
    const auto cardIcon = [this] {
        return m_window->startPage()->card(QStringLiteral("xiangqi"))->icon().toImage();
    };
    const qreal dpr = m_window->startPage()->devicePixelRatioF();
    const QImage simplified = StartPage::xiangqiIcon(PieceStyle::Simplified, 64, dpr).toImage();
    const QImage traditional = StartPage::xiangqiIcon(PieceStyle::Traditional, 64, dpr).toImage();
    QVERIFY(simplified != traditional); // the characters differ, so do the pixels
    QCOMPARE(cardIcon(), simplified);
    startHotSeat();
    Preferences prefs;
    prefs.traditionalPieces = true;
    prefs.pieceStyleChosen = true; // picked in Settings: English keeps them
    prefs.showCoordinates = false;
    prefs.showPointMarks = false;
    prefs.animationMs = 0;
    prefs.notation = QStringLiteral("wxf");
    prefs.save();
    m_window->applyPreferences();
    XiangqiTable* t = m_window->xiangqiTable();
    QCOMPARE(t->board()->pieceStyle(), PieceStyle::Traditional);
    QCOMPARE(cardIcon(), traditional);
    QVERIFY(!t->board()->showCoordinates());
    QVERIFY(!t->board()->showPointMarks());
    QCOMPARE(t->board()->animationMs(), 0);
    play("h2e2");
    QCOMPARE(t->moveList()->item(0, 0)->text(), QStringLiteral("C2.5"));
}

// Issue 9: the game in progress is saved after every move and resumed at the
// next start, with its file name and unsaved mark.
void TestUiApp::unfinishedGameResumesAfterRestart()
{
    startHotSeat();
    play("h2e2");
    play("h9g7");
    const QString fen = QString::fromStdString(m_window->xiangqiTable()->game().position().fen());
    m_window->setWindowModified(false);
    m_window.reset(); // the app closes (or dies): no save dialog, the autosave is already on disk
    m_window = std::make_unique<MainWindow>(m_languages.get());
    m_window->show();
    QVERIFY(m_window->isXiangqiShown());
    QCOMPARE(m_window->xiangqiTable()->game().ply(), 2);
    QCOMPARE(QString::fromStdString(m_window->xiangqiTable()->game().position().fen()), fen);
    QCOMPARE(m_window->xiangqiTable()->moveList()->item(0, 1)->text(), QStringLiteral("马8进7"));
}

void TestUiApp::everyClockKindFromTheDialog_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QString>("clock"); // as the record's TimeControl tag says it
    QTest::newRow("sudden death") << QStringList{"kind:3", "minutes:5"} << "300+0";
    QTest::newRow("increment") << QStringList{"kind:1", "minutes:3", "increment:2"} << "180+2";
    QTest::newRow("byo-yomi periods")
        << QStringList{"kind:2", "minutes:1", "byoyomi:20", "periods:3"} << "60+0/byo:3x20";
    QTest::newRow("per-move limit only") << QStringList{"kind:4", "move:45"} << "move:45";
    QTest::newRow("increment and a per-move limit")
        << QStringList{"kind:1", "minutes:10", "increment:5", "move:60"} << "600+5/move:60";
    QTest::newRow("time odds") << QStringList{"kind:1", "minutes:5", "increment:5", "odds", "black.minutes:3"}
                               << "red=300+5,black=180+5";
    QTest::newRow("time odds, black with byo-yomi")
        << QStringList{"kind:3", "minutes:5", "odds", "black.kind:2", "black.minutes:2", "black.periods:5"}
        << "red=300+0,black=120+0/byo:5x30";
}

void TestUiApp::everyClockKindFromTheDialog()
{
    QFETCH(QStringList, steps);
    QFETCH(QString, clock);
    QString described;
    onNextDialog([&](QWidget* d) {
        auto* dialog = qobject_cast<TimeControlDialog*>(d);
        QVERIFY(dialog);
        QVERIFY(!dialog->blackFields()->isVisible()); // one clock for both until time odds are asked for
        for (const QString& step : steps)
            clickClockDialog(dialog, step);
        described = TimeControlDialog::describe(dialog->timeControl());
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QTest::mouseClick(m_window->startPage()->card(QStringLiteral("xiangqi"))->modeButton(PlayMode::HotSeat),
                      Qt::LeftButton);
    QVERIFY(m_window->isXiangqiShown());
    XiangqiTable* t = m_window->xiangqiTable();
    QCOMPARE(QString::fromStdString(timeControlText(t->clock().timeControl())), clock);
    QCOMPARE(t->match()->levelTags({QStringLiteral("Red"), QStringLiteral("Black")}).value(QStringLiteral("TimeControl")),
             clock);
    QVERIFY(!described.isEmpty() && described != TimeControlDialog::describe({}));
    // The choice is kept for the next game's dialog.
    QCOMPARE(QString::fromStdString(timeControlText(TimeControlDialog::last())), clock);
}

// The table's clock lines: a control, time passing ("w<ms>") and moves
// ("p"); then red's clock line and whether it is shown low (red).
void TestUiApp::tableShowsPeriodsAndTheLastSeconds_data()
{
    QTest::addColumn<QString>("clock");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QString>("redLine");
    QTest::addColumn<bool>("low");
    QTest::newRow("main time") << "300+5" << QStringList{"w1000"} << "4:59" << false;
    QTest::newRow("main time, last seconds in tenths") << "60+0" << QStringList{"w52700"} << "0:07.3" << true;
    QTest::newRow("periods still to come") << "60+0/byo:3x20" << QStringList{"w1000"} << "0:59 + 3 periods" << false;
    QTest::newRow("in byo-yomi, periods left") << "60+0/byo:3x20" << QStringList{"w65000"} << "0:15 (byo-yomi ×3)"
                                               << false;
    QTest::newRow("a period used up, last seconds")
        << "60+0/byo:3x20" << QStringList{"w92000"} << "0:08.0 (byo-yomi ×2)" << true;
    QTest::newRow("per-move limit beside main time") << "300+0/move:30" << QStringList{"w5000"} << "4:55 · move 0:25"
                                                     << false;
    QTest::newRow("per-move limit, last seconds") << "300+0/move:30" << QStringList{"w25500"}
                                                  << "4:35 · move 0:04.5" << true;
    QTest::newRow("per-move limit only") << "move:30" << QStringList{"w1000", "p", "p", "w29500"} << "0:00.5" << true;
}

void TestUiApp::tableShowsPeriodsAndTheLastSeconds()
{
    QFETCH(QString, clock);
    QFETCH(QStringList, steps);
    QFETCH(QString, redLine);
    QFETCH(bool, low);
    const auto tc = parseTimeControl(clock.toStdString());
    QVERIFY(tc);
    TimeControlDialog::remember(*tc);
    startHotSeat(); // the dialog opens on the last clock: accepted as it is
    XiangqiTable* t = m_window->xiangqiTable();
    QVERIFY(t->clock().timeControl() == *tc);
    static qint64 now; // outlives the row: the table keeps reading it until the next one
    now = 0;
    t->match()->setTimeSource([] { return now; });
    for (const QString& step : steps) {
        if (step == QLatin1String("p")) {
            play(t->match()->toAct() == 0 ? "h2e2" : "h9g7");
        } else {
            now += step.mid(1).toInt();
            t->match()->tick();
        }
    }
    auto* line = t->findChild<QLabel*>(QStringLiteral("redClock"));
    QVERIFY(line);
    QCOMPARE(line->text(), redLine);
    QCOMPARE(line->styleSheet().contains(QLatin1String("#c00000")), low);
}

// The clock's kind in the saved record's TimeControl tag, and read back
// when the record is opened: the unfinished game goes on with that clock.
void TestUiApp::clockTagSavedAndReadBack_data()
{
    QTest::addColumn<QString>("clock");
    QTest::newRow("byo-yomi periods") << "600+0/byo:3x30";
    QTest::newRow("per-move limit") << "move:30";
    QTest::newRow("time odds") << "red=300+5,black=180+5";
}

void TestUiApp::clockTagSavedAndReadBack()
{
    QFETCH(QString, clock);
    const auto tc = parseTimeControl(clock.toStdString());
    QVERIFY(tc);
    TimeControlDialog::remember(*tc);
    startHotSeat();
    for (const char* m : {"h2e2", "h9g7"})
        play(m);
    const QString path = m_dir.filePath(QStringLiteral("clock.pgn"));
    QString error;
    QVERIFY2(m_window->saveFile(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(f.readAll()).contains(QStringLiteral("[TimeControl \"%1\"]").arg(clock)));

    TimeControlDialog::remember({}); // the next game untimed: the clock comes from the record
    startHotSeat();
    QVERIFY(!m_window->xiangqiTable()->clock().timeControl().enabled());
    QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
    XiangqiTable* t = m_window->xiangqiTable();
    QCOMPARE(t->game().ply(), 2);
    QVERIFY(t->clock().timeControl() == *tc);
    QCOMPARE(t->clock().running(), 0); // red to move, on the record's clock
}

// With QIYUAN_SCREENSHOT_DIR set: the clock dialog over the xiangqi table,
// time odds with byo-yomi periods and a per-move limit, in both languages at
// 1280×800 and 1920×1080 (the dialog drawn where it opens, in the middle).
void TestUiApp::screenshotsOfTheClockDialog()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ensureChineseFont();
    TimeControl tc{600000, 5000, 0};
    tc.moveMs = 60000;
    tc.black = SideTime{300000, 0, 30000, 3, 0};
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_languages->setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            m_window->resize(size);
            startHotSeat();
            TimeControlDialog dialog(m_window.get());
            dialog.setTimeControl(tc);
            dialog.show();
            QTest::qWait(150);
            QPixmap shot = m_window->grab();
            QPainter painter(&shot);
            painter.fillRect(shot.rect(), QColor(0, 0, 0, 60)); // the window behind a modal dialog
            const QPixmap d = dialog.grab();
            painter.drawPixmap((shot.width() - d.width()) / 2, (shot.height() - d.height()) / 2, d);
            painter.end();
            QVERIFY(shot.save(QStringLiteral("%1/clock-dialog-%2-%3x%4.png").arg(dir, language).arg(size.width()).arg(size.height())));
            dialog.close();
        }
    }
    m_languages->setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiApp)
#include "tst_ui_app.moc"
