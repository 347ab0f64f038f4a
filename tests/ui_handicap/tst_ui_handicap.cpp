// The handicap (让子, ruling XQ-H1) is chosen in the new-game dialog of every
// way of playing xiangqi — hot seat, against the computer, hosting on the
// LAN — through the dialog's own widgets: the game starts from the preset,
// red (the giver) moving first; the choice is kept for the next dialog; the
// chooser speaks both languages.
#include "ui/computergamedialog.h"
#include "ui/languagemanager.h"
#include "ui/lan/lanhostdialog.h"
#include "ui/lan/lanstart.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/handicapbox.h"
#include "ui/xiangqi/xiangqitable.h"
#include "net/lanlink.h"
#include "xiangqi/handicap.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

namespace {

// Answers the next modal dialog of type D with `handle`.
template <typename D>
void onNextDialog(std::function<void(D*)> handle, bool* seen)
{
    auto* timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, handle, seen] {
        auto* d = qobject_cast<D*>(QApplication::activeModalWidget());
        if (!d)
            return;
        timer->stop();
        timer->deleteLater();
        *seen = true;
        handle(d);
    });
    timer->start(20);
}

// Picks the preset in the dialog's handicap box, as a player would.
void choose(QDialog* d, const QString& key)
{
    auto* box = d->findChild<HandicapBox*>();
    QVERIFY(box);
    QVERIFY(box->isVisible());
    const int index = box->findData(key);
    QVERIFY(index >= 0);
    box->setCurrentIndex(index);
}

QString fenOf(const char* key) { return QString::fromUtf8(xiangqi::findHandicap(key)->fen.data()); }

} // namespace

class TestUiHandicap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void hotSeat_data();
    void hotSeat();
    void againstTheComputer();
    void lanHost();
    void namesInBothLanguages();
    void screenshots();
};

void TestUiHandicap::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiyuan-ui-handicap-test"));
}

void TestUiHandicap::hotSeat_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("让双马 both horses") << "two-horses";
    QTest::newRow("让九子 nine pieces") << "nine-pieces";
    QTest::newRow("no handicap") << "";
}

// Hot seat: the clock dialog has the handicap below the clock.
void TestUiHandicap::hotSeat()
{
    QFETCH(QString, key);
    XiangqiTable t;
    t.show();
    bool seen = false;
    onNextDialog<TimeControlDialog>(
        [key](TimeControlDialog* d) {
            choose(d, key);
            d->accept();
        },
        &seen);
    QVERIFY(t.startNew(QStringLiteral("xiangqi"), PlayMode::HotSeat));
    QVERIFY(seen);
    const std::string expected = key.isEmpty() ? std::string(xiangqi::Position::StartFen)
                                               : xiangqi::findHandicap(key.toStdString())->fen.data();
    QCOMPARE(t.game().startPosition().fen(), expected);
    QCOMPARE(t.game().position().sideToMove(), xiangqi::Side::Red); // the giver moves first
    // Kept for the next dialog.
    QCOMPARE(HandicapBox().key(), key);
}

// Against the computer: the person takes black (receives the odds); the
// computer, red, gives them and moves first from the preset.
void TestUiHandicap::againstTheComputer()
{
    XiangqiTable t;
    t.show();
    bool seen = false;
    onNextDialog<ComputerGameDialog>(
        [](ComputerGameDialog* d) {
            d->sideBox()->setCurrentIndex(1);
            d->levelBox()->setCurrentIndex(0);
            choose(d, QStringLiteral("left-horse"));
            d->accept();
        },
        &seen);
    QVERIFY(t.startNew(QStringLiteral("xiangqi"), PlayMode::Computer));
    QVERIFY(seen);
    QCOMPARE(QString::fromStdString(t.game().startPosition().fen()), fenOf("left-horse"));
    QTRY_COMPARE_WITH_TIMEOUT(t.game().ply(), 1, 10000); // the computer's first move, from the preset
}

// Hosting on the LAN: the table's start is the preset (the guests get it from the host).
void TestUiHandicap::lanHost()
{
    QWidget parent;
    bool seen = false;
    onNextDialog<LanHostDialog>(
        [](LanHostDialog* d) {
            choose(d, QStringLiteral("chariot-horse"));
            d->accept();
        },
        &seen);
    std::unique_ptr<LanLink> link(hostLanTable(&parent, QStringLiteral("xiangqi"), QString()));
    QVERIFY(seen);
    QVERIFY(link);
    QCOMPARE(link->startFen(), fenOf("chariot-horse"));
}

void TestUiHandicap::namesInBothLanguages()
{
    HandicapBox box;
    box.setKey(QStringLiteral("left-horse"));
    QCOMPARE(box.currentText(), QStringLiteral("Left Horse (让左马)"));
    LanguageManager languages;
    languages.setPreference(QStringLiteral("zh_CN"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange); // posted to the windows
    QCOMPARE(box.currentText(), QStringLiteral("让左马")); // the players' name alone
    QCOMPARE(box.itemText(0), QStringLiteral("不让子"));
    languages.setPreference(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(box.itemText(0), QStringLiteral("None (even game)"));
}

// With QIYUAN_SCREENSHOT_DIR set: the three new-game dialogs with the
// handicap row, a preset chosen, in both languages, to be looked at.
void TestUiHandicap::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages.setPreference(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        TimeControlDialog clock;
        ComputerGameDialog computer(QStringLiteral("xiangqi"), {QStringLiteral("Red"), QStringLiteral("Black")});
        LanHostDialog lan;
        const QList<QPair<QString, QDialog*>> dialogs{{"hotseat", &clock}, {"computer", &computer}, {"lan", &lan}};
        for (const auto& [name, d] : dialogs) {
            HandicapBox::addTo(*d)->setKey(QStringLiteral("two-horses"));
            d->show();
            QVERIFY(QTest::qWaitForWindowExposed(d));
            QTest::qWait(100);
            QVERIFY(d->grab().save(QStringLiteral("%1/handicap-%2-%3.png").arg(dir, name, language)));
            d->hide();
        }
    }
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiHandicap)
#include "tst_ui_handicap.moc"
