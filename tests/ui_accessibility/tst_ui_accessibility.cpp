// Issue 15, point 6: outside checks drive the app through its accessibility
// tree (AT-SPI), so every button, tab, menu item and dialog button of every
// game's screen has a name there, in the UI's language (English and 简体中文).
#include "ui/gamecard.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/startpage.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QPushButton>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTimer>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyControlHasAName_data();
    void everyControlHasAName();

private:
    // The names missing under `root`: "objectName (class)" of each control without one.
    static QStringList unnamed(QWidget* root)
    {
        QStringList missing;
        auto where = [](const QObject* o) {
            return QStringLiteral("%1 (%2)").arg(o->objectName(), QString::fromLatin1(o->metaObject()->className()));
        };
        for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
            // Qt's own corner of a table view (select all) is no control of ours.
            if (!b->isVisibleTo(root) || b->inherits("QTableCornerButton"))
                continue;
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(b);
            if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
                missing << where(b);
        }
        for (QTabBar* bar : root->findChildren<QTabBar*>()) {
            if (!bar->isVisibleTo(root))
                continue;
            for (int i = 0; i < bar->count(); ++i)
                if (bar->tabText(i).trimmed().isEmpty() && bar->accessibleTabName(i).trimmed().isEmpty())
                    missing << where(bar) + QStringLiteral(" tab %1").arg(i);
        }
        return missing;
    }
};

void TestUiAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_accessibility"));
    QSettings().clear();
}

void TestUiAccessibility::everyControlHasAName_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    QTest::addColumn<PlayMode>("mode");
    for (const char* language : {"en", "zh_CN"}) {
        QTest::addRow("%s: the chooser", language) << language << QString() << PlayMode::HotSeat;
        for (const char* game : {"xiangqi", "banqi", "jifen"}) {
            QTest::addRow("%s: %s, two players", language, game) << language << game << PlayMode::HotSeat;
            QTest::addRow("%s: %s, against the computer", language, game) << language << game << PlayMode::Computer;
        }
        QTest::addRow("%s: xiangqi role game", language) << language << "werewolf-xiangqi" << PlayMode::HotSeat;
        QTest::addRow("%s: chess role game", language) << language << "werewolf-chess" << PlayMode::HotSeat;
    }
}

void TestUiAccessibility::everyControlHasAName()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    QFETCH(PlayMode, mode);
    for (const GameInfo& g : games())
        QFile::remove(MainWindow::autosavePath(QString::fromStdString(std::string(g.key))));
    LanguageManager languages;
    languages.setPreference(language);
    MainWindow window(&languages);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList dialogsMissing;
    if (!game.isEmpty()) {
        // The game's own dialog (clock, rules, computer) is checked too, then accepted.
        QTimer accepter;
        connect(&accepter, &QTimer::timeout, this, [&] {
            if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                for (const QString& m : unnamed(d))
                    dialogsMissing << QStringLiteral("%1: %2").arg(d->objectName(), m);
                d->accept();
            }
        });
        accepter.start(20);
        QTest::mouseClick(window.startPage()->card(game)->modeButton(mode), Qt::LeftButton);
        accepter.stop();
    }
    QWidget* page = window.findChild<QStackedWidget*>()->currentWidget();
    QStringList missing = unnamed(page) + dialogsMissing;
    for (QAction* menu : window.menuBar()->actions()) {
        if (menu->text().remove(QLatin1Char('&')).trimmed().isEmpty())
            missing << QStringLiteral("a menu");
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (!a->isSeparator() && a->text().remove(QLatin1Char('&')).trimmed().isEmpty())
                    missing << QStringLiteral("menu item %1").arg(a->objectName());
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiAccessibility)
#include "tst_ui_accessibility.moc"
