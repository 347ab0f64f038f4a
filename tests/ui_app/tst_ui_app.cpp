// The app as a player uses it, through the main window: start a hot-seat
// xiangqi game from the chooser (with the clock dialog), play by clicking the
// board, take back from the Edit menu, flip, save and open the game again
// (PGN round trip), recent files, a broken file that changes nothing, the
// rules page, and the play preferences of Settings.
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
#include <QComboBox>
#include <QMessageBox>
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

QTEST_MAIN(TestUiApp)
#include "tst_ui_app.moc"
