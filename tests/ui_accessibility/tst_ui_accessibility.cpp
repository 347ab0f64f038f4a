// Issue 15, point 6: outside checks drive the app through its accessibility
// tree (AT-SPI), so every button, tab, menu item and dialog button of every
// game's screen has a name there, in the UI's language (English and 简体中文):
// the tables in every way of playing (over the LAN too) and the role games'
// windows (reveal, public view, a player's join dialog and screen).
#include "ui/gamecard.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/startpage.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ui/banqi/banqitable.h"
#include "ui/jifen/jifentable.h"
#include "ui/lan/lanlink.h"
#include "net/hostsession.h"
#include "../fakeremote.h"
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "ui/quitdialog.h"
#include "ui/settingsdialog.h"
#include "ui/rulesdialog.h"
#include "ui/timecontroldialog.h"
#include "ui/computergamedialog.h"
#include "ui/xiangqi/positioneditor.h"
#include "ui/lan/lanhostdialog.h"
#include "ui/lan/lanjoindialog.h"
#include "ui/banqi/banqinewgamedialog.h"
#include "ui/werewolf/playerview.h"
#include "ui/werewolf/publicview.h"
#include "ui/werewolf/revealdialog.h"
#include "ui/werewolf/werewolfpage.h"
#include "session/werewolfsetup.h"

#include <QHostAddress>
#include <QLineEdit>
#include <QSpinBox>

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
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace qiyuan;
using namespace qiyuan::ui;
using qiyuan::ui::WerewolfJoinDialog;

class TestUiAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyControlHasAName_data();
    void everyControlHasAName();
    void boardDescribesTheGame();
    void lanTablesToo_data();
    void lanTablesToo();
    void roleGameWindowsToo_data();
    void roleGameWindowsToo();
    void dialogsToo_data();
    void dialogsToo();

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
        // The drawn boards: a name, and what they show (whose turn).
        for (QWidget* board : root->findChildren<QWidget*>()) {
            if (!board->isVisibleTo(root) || !(board->inherits("qiyuan::ui::BoardWidget")
                                               || board->inherits("qiyuan::ui::BanqiBoard")))
                continue;
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(board);
            if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
                missing << where(board);
            if (!a || a->text(QAccessible::Description).isEmpty())
                missing << where(board) + QStringLiteral(" description");
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
    QTest::addColumn<bool>("inPlay"); // a role game after its first night: the night rows, dawn's messages
    for (const char* language : {"en", "zh_CN"}) {
        QTest::addRow("%s: the chooser", language) << language << QString() << PlayMode::HotSeat << false;
        for (const char* game : {"xiangqi", "banqi", "jifen"}) {
            QTest::addRow("%s: %s, two players", language, game) << language << game << PlayMode::HotSeat << false;
            QTest::addRow("%s: %s, against the computer", language, game) << language << game << PlayMode::Computer << false;
        }
        QTest::addRow("%s: xiangqi role game", language) << language << "werewolf-xiangqi" << PlayMode::HotSeat << false;
        QTest::addRow("%s: chess role game", language) << language << "werewolf-chess" << PlayMode::HotSeat << false;
        QTest::addRow("%s: xiangqi role game after night 1", language) << language << "werewolf-xiangqi" << PlayMode::HotSeat << true;
        QTest::addRow("%s: chess role game after night 1", language) << language << "werewolf-chess" << PlayMode::HotSeat << true;
    }
}

void TestUiAccessibility::everyControlHasAName()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    QFETCH(PlayMode, mode);
    QFETCH(bool, inPlay);
    for (const GameInfo& g : games())
        for (const QString& suffix : {QString(), QStringLiteral(".bak")})
            QFile::remove(MainWindow::autosavePath(QString::fromStdString(std::string(g.key))) + suffix);
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
    if (inPlay) {
        // A whole table dealt, one kill and the investigations of the night entered and applied.
        auto* moderator = qobject_cast<WerewolfPage*>(page);
        QVERIFY(moderator);
        QStringList names;
        for (int i = 1; i <= session::werewolfsetup::standardPlayers(moderator->game()); ++i)
            names << QStringLiteral("Player %1").arg(i);
        moderator->setNames(names);
        QString error;
        QVERIFY2(moderator->dealRoles(&error), qPrintable(error));
        QVERIFY(moderator->startGame());
        for (const werewolf::Player& p : moderator->table()->state().players) {
            const auto options = moderator->table()->options(p.id, moderator->enteredTonight());
            if (options.size() == 1 && options.front().verb == werewolf::Verb::Investigate)
                moderator->enterAction({p.id, werewolf::Verb::Investigate, options.front().targets.front(), werewolf::NoPlayer});
        }
        QVERIFY(moderator->applyNight());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    QStringList missing = unnamed(page) + dialogsMissing;
    // Every tab of a page with tabs (the role games' setup, roster, night, dawn, day, log).
    for (QTabWidget* tabs : page->findChildren<QTabWidget*>()) {
        if (!tabs->isVisibleTo(page))
            continue;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            for (const QString& m : unnamed(tabs->widget(i)))
                if (!missing.contains(m))
                    missing << tabs->tabText(i) + QStringLiteral(": ") + m;
        }
    }
    if (game == QLatin1String("xiangqi") || game == QLatin1String("banqi") || game == QLatin1String("jifen")) {
        int boards = 0; // the board check above did look at the board
        for (QWidget* w : page->findChildren<QWidget*>())
            boards += w->inherits("qiyuan::ui::BoardWidget") || w->inherits("qiyuan::ui::BanqiBoard");
        QVERIFY(boards >= 1);
    }
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

// The xiangqi board says whose turn it is and the last move, as the move list writes it.
void TestUiAccessibility::boardDescribesTheGame()
{
    XiangqiTable t;
    t.resize(1000, 700);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    for (QPoint p : {QPoint(7, 2), QPoint(4, 2)})
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->pointCentre(p.x(), p.y()).toPoint());
    QCOMPARE(t.game().ply(), 1);
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(t.board());
    QVERIFY(a);
    QCOMPARE(a->text(QAccessible::Name), QStringLiteral("Xiangqi board"));
    const QString description = a->text(QAccessible::Description);
    QVERIFY2(description.startsWith(QStringLiteral("Black to move.")), qPrintable(description));
    QVERIFY2(description.contains(QStringLiteral("Last move: %1.").arg(t.moveList()->item(0, 0)->text())),
             qPrintable(description));
}

// A table over the LAN (hosted, the opponent seated): its chat box and the
// LAN words of its buttons are named too, in both languages.
void TestUiAccessibility::lanTablesToo_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    for (const char* language : {"en", "zh_CN"})
        for (const char* game : {"xiangqi", "banqi", "jifen"})
            QTest::addRow("%s: %s over the LAN", language, game) << language << game;
}

void TestUiAccessibility::lanTablesToo()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    LanguageManager languages;
    languages.setPreference(language);
    std::unique_ptr<TablePage> table;
    if (game == QLatin1String("xiangqi"))
        table = std::make_unique<XiangqiTable>();
    else if (game == QLatin1String("banqi"))
        table = std::make_unique<BanqiTable>();
    else
        table = std::make_unique<JifenTable>();
    table->resize(1280, 800);
    table->show();
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    net::TableSettings settings;
    settings.hostName = QStringLiteral("Hong");
    settings.game = game;
    settings.seed = 42;
    settings.roomCode = QStringLiteral("314159");
    auto session = std::make_unique<net::HostSession>(settings);
    QVERIFY(session->listen(QHostAddress::LocalHost, 0));
    const quint16 port = session->port();
    table->playOverLan(new LanLink(std::move(session), nullptr));
    FakeRemote remote;
    QVERIFY(remote.connectTo(port));
    QVERIFY(remote.sitDown(QStringLiteral("Hei"), QStringLiteral("314159")));
    QTRY_COMPARE(table->lanLink()->opponentName(), QStringLiteral("Hei"));
    QWidget* chat = table->findChild<QWidget*>(QStringLiteral("lanChat"));
    QVERIFY(chat && chat->isVisibleTo(table.get()));
    const QStringList missing = unnamed(table.get());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    languages.setPreference(QStringLiteral("en"));
}

// The role games' other windows: the "pass the laptop" reveal, the projector's
// public view, a player's join dialog and a player's own screen over the LAN.
void TestUiAccessibility::roleGameWindowsToo_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("window");
    for (const char* language : {"en", "zh_CN"})
        for (const char* window : {"reveal", "public view", "join dialog", "player view"})
            QTest::addRow("%s: %s", language, window) << language << window;
}

void TestUiAccessibility::roleGameWindowsToo()
{
    QFETCH(QString, language);
    QFETCH(QString, window);
    LanguageManager languages;
    languages.setPreference(language);
    QStringList names;
    for (int i = 1; i <= 32; ++i)
        names << QStringLiteral("Player %1").arg(i);
    WerewolfPage moderator(werewolf::Game::Xiangqi);
    moderator.setNames(names);
    QVERIFY(moderator.dealRoles());
    QVERIFY(moderator.startGame());
    std::unique_ptr<QWidget> shown;
    QWidget* root = nullptr;
    WerewolfPage screen(werewolf::Game::Xiangqi);
    if (window == QLatin1String("reveal")) {
        shown = std::make_unique<WerewolfRevealDialog>(
            QList<WerewolfRevealDialog::Card>{{QStringLiteral("Player 1"), QStringLiteral("red Chariot"), QString(), QString(), QPixmap()},
                                              {QStringLiteral("Player 2"), QStringLiteral("black Horse"), QString(), QString(), QPixmap()}});
        root = shown.get();
    } else if (window == QLatin1String("public view")) {
        root = moderator.publicView();
    } else {
        QString error;
        QVERIFY2(moderator.startLanHosting(&error, QHostAddress::LocalHost), qPrintable(error));
        auto dialog = std::make_unique<WerewolfJoinDialog>();
        if (window == QLatin1String("join dialog")) {
            root = dialog.get();
            shown = std::move(dialog);
        } else {
            dialog->show();
            QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("addressEdit")), QStringLiteral("127.0.0.1"));
            dialog->findChild<QSpinBox*>(QStringLiteral("portSpin"))->setValue(moderator.lanHost()->port());
            QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("codeEdit")), moderator.lanHost()->roomCode());
            QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral("Player 3"));
            QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("joinButton")), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(dialog->result(), int(QDialog::Accepted), 5000);
            screen.resize(1280, 800);
            screen.show();
            screen.showPlayerView(dialog->takeClient());
            QVERIFY(screen.playerView());
            QTRY_VERIFY(screen.playerView()->client()->isJoined());
            root = screen.playerView();
        }
    }
    QVERIFY(root);
    root->show();
    QVERIFY(QTest::qWaitForWindowExposed(root->window()));
    if (window != QLatin1String("public view")) // it shows, it has no controls
        QVERIFY(!root->findChildren<QAbstractButton*>().isEmpty());
    const QStringList missing = unnamed(root);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    languages.setPreference(QStringLiteral("en"));
}

void TestUiAccessibility::dialogsToo_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("dialog");
    for (const char* language : {"en", "zh_CN"})
        for (const char* dialog : {"quit", "settings", "rules", "time control", "computer game", "set up position",
                                   "host on the LAN", "join on the LAN", "new 翻翻棋 game"})
            QTest::addRow("%s: %s", language, dialog) << language << dialog;
}

// The dialogs a player meets outside a table: every button named (their own
// and the button boxes'), in the UI language.
void TestUiAccessibility::dialogsToo()
{
    QFETCH(QString, language);
    QFETCH(QString, dialog);
    LanguageManager languages;
    languages.setPreference(language);
    std::unique_ptr<QDialog> shown;
    if (dialog == QLatin1String("quit"))
        shown = std::make_unique<QuitDialog>(QList<QuitDialog::Game>{{QStringLiteral("xiangqi"), QStringLiteral("1 move played")},
                                                                    {QStringLiteral("banqi"), QStringLiteral("2 moves played")}});
    else if (dialog == QLatin1String("settings"))
        shown = std::make_unique<SettingsDialog>(&languages);
    else if (dialog == QLatin1String("rules"))
        shown = std::make_unique<RulesDialog>(QStringLiteral("xiangqi"), language);
    else if (dialog == QLatin1String("time control"))
        shown = std::make_unique<TimeControlDialog>();
    else if (dialog == QLatin1String("computer game"))
        shown = std::make_unique<ComputerGameDialog>(QStringLiteral("xiangqi"), QStringList{QStringLiteral("Red"), QStringLiteral("Black")});
    else if (dialog == QLatin1String("set up position"))
        shown = std::make_unique<PositionEditor>();
    else if (dialog == QLatin1String("host on the LAN"))
        shown = std::make_unique<LanHostDialog>();
    else if (dialog == QLatin1String("join on the LAN"))
        shown = std::make_unique<LanJoinDialog>(nullptr, quint16(0));
    else
        shown = std::make_unique<BanqiNewGameDialog>(BanqiOptions{});
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    const QStringList missing = unnamed(shown.get());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiAccessibility)
#include "tst_ui_accessibility.moc"
