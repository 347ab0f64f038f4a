// Main window unit: the start page lists every game of the registry with its
// rule sets and play modes; modes not delivered are disabled with a tooltip;
// the language follows the system or the Settings dialog and retranslates the
// open window live (in 繁體中文 the open tables too: their pieces, moves and
// lines without a Simplified-only character); the pieces' characters follow the
// language until the player picks them; settings persist; the bundled font
// covers every Chinese character the UI shows.
#include "../boardclicks.h"
#include "../simplifiedonly.h"
#include "banqi/types.h"
#include "ui/banqi/banqiboard.h"
#include "ui/banqi/banqitable.h"
#include "ui/jifen/jifentable.h"
#include "ui/jifen/kindchooser.h"
#include "ui/preferences.h"
#include "ui/cjkfont.h"
#include "xiangqi/ecco.h"
#include "ui/gamecard.h"
#include "ui/gamenames.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ui/settingsdialog.h"
#include "ui/startpage.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QTextEdit>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRawFont>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "werewolf/roletext.h"
#include "werewolf/text.h"
#include <QTimer>
#include <QXmlStreamReader>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void chooserListsEveryGame_data();
    void chooserListsEveryGame();
    void disabledModesSayTheyComeLater();
    void availableModeRequestsTheGame_data();
    void availableModeRequestsTheGame();
    void menusUseStandardShortcuts_data();
    void menusUseStandardShortcuts();
    void unusableActionsAreDisabled();
    void fullScreenToggles();
    void languageFollowsSystemLocale_data();
    void languageFollowsSystemLocale();
    void settingsDialogRetranslatesLive_data();
    void settingsDialogRetranslatesLive();
    void languagePersists();
    void windowGeometryAndRuleSetPersist();
    void aboutNamesVersionAndLicence();
    void chineseCatalogueIsComplete();
    void englishPluralsAreComplete();
    void bundledFontCoversChineseText();
    void traditionalChinese();
    void traditionalTables_data();
    void traditionalTables();
    void pieceStyleFollowsTheLanguage_data();
    void pieceStyleFollowsTheLanguage();

private:
    // Opens Settings from the menu, picks a language (and, as a player does with
    // the keyboard, a piece style: 0 simplified, 1 traditional) and presses OK.
    void chooseLanguageInSettings(MainWindow& window, const QString& preference, int pieceStyle = -1);
    static QString labelText(QWidget* root, const QString& objectName);

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestUiMainWindow::initTestCase()
{
    // QSettings go to a throw-away test location, never the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_mainwindow"));
    QVERIFY2(QSettings().fileName().contains(QLatin1String(".qttest")), qPrintable(QSettings().fileName()));
    qRegisterMetaType<qiyuan::PlayMode>();
}

void TestUiMainWindow::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setPreference(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestUiMainWindow::cleanup()
{
    m_window.reset();
    m_languages.reset(); // removes its translators
    QSettings().clear();
}

QString TestUiMainWindow::labelText(QWidget* root, const QString& objectName)
{
    auto* label = root->findChild<QLabel*>(objectName);
    return label ? label->text() : QStringLiteral("<no label %1>").arg(objectName);
}

void TestUiMainWindow::chooseLanguageInSettings(MainWindow& window, const QString& preference, int pieceStyle)
{
    auto* settingsAction = window.findChild<QAction*>(QStringLiteral("actionSettings"));
    QVERIFY(settingsAction);
    bool chosen = false;
    QTimer::singleShot(0, &window, [&] {
        auto* dialog = window.findChild<SettingsDialog*>();
        if (!dialog)
            return;
        const int index = dialog->languageBox()->findData(preference);
        if (index < 0) {
            dialog->reject();
            return;
        }
        dialog->languageBox()->setCurrentIndex(index);
        if (pieceStyle >= 0) {
            QComboBox* pieces = dialog->pieceStyleBox();
            // The arrows move the box (a player's pick); the current item is picked by moving away and back.
            if (pieces->currentIndex() == pieceStyle)
                QTest::keyClick(pieces, pieceStyle == 0 ? Qt::Key_Down : Qt::Key_Up);
            for (int i = 0; i < 2 && pieces->currentIndex() != pieceStyle; ++i)
                QTest::keyClick(pieces, pieces->currentIndex() < pieceStyle ? Qt::Key_Down : Qt::Key_Up);
            if (pieces->currentIndex() != pieceStyle) {
                dialog->reject();
                return;
            }
        }
        chosen = true;
        dialog->accept();
    });
    settingsAction->trigger(); // runs the modal dialog until the timer accepts it
    QVERIFY2(chosen, qPrintable(QStringLiteral("Settings offers no %1").arg(preference)));
}

void TestUiMainWindow::chooserListsEveryGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<QStringList>("variantLabels");
    QTest::addColumn<QStringList>("modes");

    const QStringList board{"hotseat", "computer", "lan-host", "lan-join"};
    const QStringList network{"hotseat", "lan-host", "lan-join"};
    // A game with one rule set shows no rule-set choice.
    QTest::newRow("xiangqi") << "xiangqi" << "Xiangqi" << QStringList{} << QStringList{} << board;
    QTest::newRow("dark chess") << "banqi" << "Dark Chess" << QStringList{"banqi", "banqi-taiwan", "banqi-tcga", "banqi-chariot-rush"}
                                << QStringList{"QQ rules", "Taiwan rules", "TCGA rules", "Chariot rush rules"} << board;
    QTest::newRow("scoring xiangqi")
        << "jifen" << "Scoring Xiangqi" << QStringList{"jifen-simple", "jifen-match", "jifen-contest"}
        << QStringList{"Simple", "Match", "Contest"} << board;
    QTest::newRow("xiangqi role game") << "werewolf-xiangqi" << "Xiangqi Role Game" << QStringList{}
                                       << QStringList{} << network;
    QTest::newRow("chess role game") << "werewolf-chess" << "Chess Role Game" << QStringList{}
                                     << QStringList{} << network;
}

void TestUiMainWindow::chooserListsEveryGame()
{
    QFETCH(QString, game);
    QFETCH(QString, title);
    QFETCH(QStringList, variants);
    QFETCH(QStringList, variantLabels);
    QFETCH(QStringList, modes);

    StartPage* page = m_window->startPage();
    QCOMPARE(page->cards().size(), 5);
    GameCard* card = page->card(game);
    QVERIFY(card);
    QVERIFY(card->isVisible());
    QCOMPARE(labelText(card, QStringLiteral("gameTitle")), title);
    QVERIFY(!labelText(card, QStringLiteral("gameSummary")).isEmpty());
    QCOMPARE(labelText(card, QStringLiteral("gameChineseTitle")), GameNames::chineseTitle(game.toStdString()));

    QCOMPARE(card->findChildren<QRadioButton*>().size(), variants.size());
    for (int i = 0; i < variants.size(); ++i) {
        QRadioButton* button = card->variantButton(variants[i]);
        QVERIFY2(button, qPrintable(variants[i]));
        QCOMPARE(button->text(), variantLabels[i]);
        QVERIFY(button->isVisible());
    }
    // The first rule set is the default.
    const GameInfo* info = findGame(game.toStdString());
    QCOMPARE(card->selectedVariant(), toQString(info->variants.front().key));

    QStringList shown;
    for (PlayMode m : {PlayMode::HotSeat, PlayMode::Computer, PlayMode::LanHost, PlayMode::LanJoin})
        if (QPushButton* b = card->modeButton(m)) {
            QVERIFY(b->isVisible());
            QVERIFY(!b->text().isEmpty());
            shown << toQString(modeKey(m));
        }
    QCOMPARE(shown, modes);
}

void TestUiMainWindow::disabledModesSayTheyComeLater()
{
    // The modes whose tables exist are enabled; every other one is shown
    // disabled with a tooltip saying it comes later.
    const QStringList delivered{QStringLiteral("xiangqi/hotseat"), QStringLiteral("xiangqi/computer"),
                                QStringLiteral("xiangqi/lan-host"), QStringLiteral("xiangqi/lan-join"),
                                QStringLiteral("banqi/hotseat"), QStringLiteral("banqi/computer"),
                                QStringLiteral("banqi/lan-host"), QStringLiteral("banqi/lan-join"),
                                QStringLiteral("jifen/hotseat"), QStringLiteral("jifen/computer"),
                                QStringLiteral("jifen/lan-host"), QStringLiteral("jifen/lan-join"),
                                QStringLiteral("werewolf-xiangqi/hotseat"), QStringLiteral("werewolf-chess/hotseat"),
                                QStringLiteral("werewolf-xiangqi/lan-host"), QStringLiteral("werewolf-xiangqi/lan-join"),
                                QStringLiteral("werewolf-chess/lan-host"), QStringLiteral("werewolf-chess/lan-join")};
    int buttons = 0;
    for (GameCard* card : m_window->startPage()->cards()) {
        for (PlayMode m : card->game().modes) {
            QPushButton* b = card->modeButton(m);
            QVERIFY(b);
            // Shown, not hidden: the user sees what is coming.
            QVERIFY(b->isVisible());
            const QString key = card->gameKey() + QLatin1Char('/') + toQString(modeKey(m));
            if (delivered.contains(key)) {
                QVERIFY2(b->isEnabled(), qPrintable(key));
                QVERIFY(!b->toolTip().contains(GameNames::comingLater()));
            } else {
                QVERIFY2(!b->isEnabled(), qPrintable(key));
                QVERIFY2(b->toolTip().contains(GameNames::comingLater()), qPrintable(b->toolTip()));
            }
            ++buttons;
        }
    }
    QCOMPARE(buttons, 3 * 4 + 2 * 3);
    // Every mode is delivered: the note about greyed-out buttons is gone, and
    // it comes back while one mode is unavailable.
    auto* note = m_window->startPage()->findChild<QLabel*>(QStringLiteral("note"));
    QVERIFY(note);
    QVERIFY(!note->isVisibleTo(m_window->startPage()));
    m_window->setModeAvailable(QStringLiteral("banqi"), PlayMode::LanJoin, false);
    QVERIFY(note->isVisibleTo(m_window->startPage()));
    m_window->setModeAvailable(QStringLiteral("banqi"), PlayMode::LanJoin, true);
    QVERIFY(!note->isVisibleTo(m_window->startPage()));
}

void TestUiMainWindow::availableModeRequestsTheGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<PlayMode>("mode");
    QTest::newRow("scoring xiangqi, match, host") << "jifen" << "jifen-match" << PlayMode::LanHost;
    QTest::newRow("dark chess, Taiwan rules, host") << "banqi" << "banqi-taiwan" << PlayMode::LanHost;
    QTest::newRow("scoring xiangqi, contest, join")
        << "jifen" << "jifen-contest" << PlayMode::LanJoin;
    QTest::newRow("chess role game, join") << "werewolf-chess" << "werewolf-chess" << PlayMode::LanJoin;
}

void TestUiMainWindow::availableModeRequestsTheGame()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(PlayMode, mode);

    GameCard* card = m_window->startPage()->card(game);
    QVERIFY(card);
    QVERIFY(card->selectVariant(variant));
    QVERIFY(!card->selectVariant(QStringLiteral("no-such-rules")));
    QCOMPARE(card->selectedVariant(), variant);

    QSignalSpy spy(m_window.get(), &MainWindow::gameRequested);
    QPushButton* button = card->modeButton(mode);
    QVERIFY(button);
    m_window->setModeAvailable(game, mode, false); // the LAN modes of the board games are delivered
    QTest::mouseClick(button, Qt::LeftButton); // disabled: nothing happens
    QCOMPARE(spy.count(), 0);

    m_window->setModeAvailable(game, mode, true);
    QVERIFY(button->isEnabled());
    QVERIFY(!button->toolTip().contains(GameNames::comingLater()));
    // A delivered mode opens its table's dialog (host/join): cancel it.
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            d->reject();
    });
    closer.start(20);
    QTest::mouseClick(button, Qt::LeftButton);
    closer.stop();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toString(), game);
    QCOMPARE(spy[0][1].toString(), variant);
    QCOMPARE(spy[0][2].value<PlayMode>(), mode);

    // Unknown games and modes a game lacks are ignored, never a crash.
    m_window->setModeAvailable(QStringLiteral("chess"), mode, true);
    m_window->setModeAvailable(QStringLiteral("werewolf-xiangqi"), PlayMode::Computer, true);
    QVERIFY(!m_window->startPage()->card(QStringLiteral("werewolf-xiangqi"))->modeButton(PlayMode::Computer));
}

void TestUiMainWindow::menusUseStandardShortcuts_data()
{
    // The platform's standard key, or the usual one where the platform has none.
    QTest::addColumn<QString>("action");
    QTest::addColumn<QKeySequence>("shortcut");
    const auto standard = [](QKeySequence::StandardKey key, const QKeySequence& fallback = {}) {
        return QKeySequence::keyBindings(key).isEmpty() ? fallback : QKeySequence(key);
    };
    QTest::newRow("new") << "actionNew" << standard(QKeySequence::New);
    QTest::newRow("open") << "actionOpen" << standard(QKeySequence::Open);
    QTest::newRow("save") << "actionSave" << standard(QKeySequence::Save);
    QTest::newRow("save as") << "actionSaveAs"
                             << standard(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QTest::newRow("quit") << "actionQuit" << standard(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q));
    QTest::newRow("undo") << "actionUndo" << standard(QKeySequence::Undo);
    QTest::newRow("redo") << "actionRedo" << standard(QKeySequence::Redo);
    QTest::newRow("full screen") << "actionFullScreen"
                                 << standard(QKeySequence::FullScreen, QKeySequence(Qt::Key_F11));
    QTest::newRow("rules") << "actionRules" << standard(QKeySequence::HelpContents);
}

void TestUiMainWindow::menusUseStandardShortcuts()
{
    QFETCH(QString, action);
    QFETCH(QKeySequence, shortcut);
    auto* a = m_window->findChild<QAction*>(action);
    QVERIFY(a);
    QVERIFY(!shortcut.isEmpty());
    QCOMPARE(a->shortcut(), shortcut);
    QVERIFY(!a->text().isEmpty());
}

void TestUiMainWindow::unusableActionsAreDisabled()
{
    // On the start page there is no game to save, take back or flip.
    const QStringList noGame{"actionSave", "actionSaveAs", "actionUndo", "actionRedo", "actionFlipBoard",
                             "actionCopyFen"};
    for (const QString& name : noGame) {
        auto* a = m_window->findChild<QAction*>(name);
        QVERIFY2(a, qPrintable(name));
        QVERIFY2(!a->isEnabled(), qPrintable(name));
    }
    for (const char* name : {"actionOpen", "actionRules", "actionSetUpPosition", "actionPasteFen"}) {
        auto* a = m_window->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(a && a->isEnabled(), name);
    }
    for (const char* name : {"actionNew", "actionQuit", "actionSettings", "actionFullScreen", "actionAbout"}) {
        auto* a = m_window->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(a && a->isEnabled(), name);
    }
    // Every menu item sits in one of the four menus, in the desktop order.
    QStringList menus;
    for (QAction* a : m_window->menuBar()->actions())
        menus << a->menu()->objectName();
    QCOMPARE(menus, QStringList({"gameMenu", "editMenu", "viewMenu", "helpMenu"}));
}

void TestUiMainWindow::fullScreenToggles()
{
    auto* action = m_window->findChild<QAction*>(QStringLiteral("actionFullScreen"));
    QVERIFY(action && action->isCheckable());
    action->trigger();
    QTRY_VERIFY(m_window->isFullScreen());
    QVERIFY(action->isChecked());
    action->trigger();
    QTRY_VERIFY(!m_window->isFullScreen());
    QVERIFY(!action->isChecked());
}

void TestUiMainWindow::languageFollowsSystemLocale_data()
{
    QTest::addColumn<QString>("preference");
    QTest::addColumn<QString>("systemLocale");
    QTest::addColumn<QString>("language");
    QTest::newRow("system, mainland Chinese") << "system" << "zh_CN" << "zh_CN";
    QTest::newRow("system, Taiwanese Chinese") << "system" << "zh_TW" << "zh_TW";
    QTest::newRow("system, Hong Kong Chinese") << "system" << "zh_HK" << "zh_TW";
    QTest::newRow("system, Macao Chinese") << "system" << "zh_MO" << "zh_TW";
    QTest::newRow("system, Traditional script") << "system" << "zh_Hant_SG" << "zh_TW";
    QTest::newRow("system, Singapore Chinese") << "system" << "zh_SG" << "zh_CN";
    QTest::newRow("system, US English") << "system" << "en_US" << "en";
    QTest::newRow("system, French") << "system" << "fr_FR" << "en";
    QTest::newRow("system, C locale") << "system" << "C" << "en";
    QTest::newRow("English on a Chinese system") << "en" << "zh_CN" << "en";
    QTest::newRow("Chinese on a German system") << "zh_CN" << "de_DE" << "zh_CN";
    QTest::newRow("Traditional Chinese on a mainland system") << "zh_TW" << "zh_CN" << "zh_TW";
    QTest::newRow("unknown preference means system") << "klingon" << "zh_CN" << "zh_CN";
}

void TestUiMainWindow::languageFollowsSystemLocale()
{
    QFETCH(QString, preference);
    QFETCH(QString, systemLocale);
    QFETCH(QString, language);
    QCOMPARE(LanguageManager::resolve(preference, QLocale(systemLocale)), language);
}

void TestUiMainWindow::settingsDialogRetranslatesLive_data()
{
    // Texts the user sees in the open window, in both languages.
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::addColumn<QString>("where");
    QTest::newRow("Game menu") << "&Game" << QStringLiteral(u"游戏(&G)") << "menu:gameMenu";
    QTest::newRow("Help menu") << "&Help" << QStringLiteral(u"帮助(&H)") << "menu:helpMenu";
    QTest::newRow("start page heading") << "Choose a game" << QStringLiteral(u"选择游戏") << "label:heading";
    QTest::newRow("dark chess title") << "Dark Chess" << QStringLiteral(u"翻翻棋") << "card:banqi";
    QTest::newRow("Taiwan rules") << "Taiwan rules" << QStringLiteral(u"台湾规则") << "variant:banqi-taiwan";
    QTest::newRow("hot-seat button") << "Two players" << QStringLiteral(u"双人对弈") << "mode:xiangqi";
    QTest::newRow("window title") << "Qiyuan" << QStringLiteral(u"棋苑") << "title";
}

void TestUiMainWindow::settingsDialogRetranslatesLive()
{
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    QFETCH(QString, where);

    MainWindow* w = m_window.get();
    const auto shown = [w, where]() -> QString {
        const QString kind = where.section(QLatin1Char(':'), 0, 0);
        const QString name = where.section(QLatin1Char(':'), 1);
        if (kind == QLatin1String("menu"))
            return w->findChild<QMenu*>(name)->title();
        if (kind == QLatin1String("label"))
            return labelText(w, name);
        if (kind == QLatin1String("card"))
            return labelText(w->startPage()->card(name), QStringLiteral("gameTitle"));
        if (kind == QLatin1String("variant"))
            return w->findChild<QRadioButton*>(QStringLiteral("variant-") + name)->text();
        if (kind == QLatin1String("mode"))
            return w->startPage()->card(name)->modeButton(PlayMode::HotSeat)->text();
        return w->windowTitle();
    };

    QCOMPARE(shown(), english);
    chooseLanguageInSettings(*w, QStringLiteral("zh_CN"));
    QCOMPARE(m_languages->language(), QStringLiteral("zh_CN"));
    QTRY_COMPARE(shown(), chinese); // same window, no restart
    // Qt's own strings follow too (qtbase_zh_CN from qt6-translations-l10n).
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral(u"取消"));

    chooseLanguageInSettings(*w, QStringLiteral("en"));
    QTRY_COMPARE(shown(), english);
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
}

// 繁體中文 from the Settings dialog: the same window speaks it at once, with
// the words Taiwanese and Hong Kong players use, and draws traditional pieces
// unless the player chose otherwise.
void TestUiMainWindow::traditionalChinese()
{
    QSettings().remove(QStringLiteral("play/traditionalPieces"));
    MainWindow* w = m_window.get();
    chooseLanguageInSettings(*w, QStringLiteral("zh_TW"));
    QCOMPARE(m_languages->language(), QStringLiteral("zh_TW"));
    QTRY_COMPARE(labelText(w->startPage()->card(QStringLiteral("banqi")), QStringLiteral("gameTitle")), QStringLiteral(u"暗棋"));
    QCOMPARE(labelText(w->startPage()->card(QStringLiteral("jifen")), QStringLiteral("gameTitle")), QStringLiteral(u"積分象棋"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral(u"取消"));
    QVERIFY(Preferences::load().traditionalPieces);
    {
        SettingsDialog dialog(m_languages.get(), w);
        QStringList names;
        for (int i = 0; i < dialog.languageBox()->count(); ++i)
            names << dialog.languageBox()->itemText(i);
        QVERIFY2(names.contains(QStringLiteral(u"繁體中文")) && names.contains(QStringLiteral(u"简体中文")),
                 qPrintable(names.join(u'|')));
    }
    // What the engine writes itself comes in the same script: moves and opening names.
    xiangqi::Position start;
    QCOMPARE(moveText(start, xiangqi::Position::parseIccs("h2e2"), NotationStyle::Chinese), QStringLiteral(u"炮二平五"));
    start.makeMove(xiangqi::Position::parseIccs("h2e2"));
    QCOMPARE(moveText(start, xiangqi::Position::parseIccs("h9g7"), NotationStyle::Chinese), QStringLiteral(u"馬8進7"));
    // Two red chariots on one file: the rear one is 後, not the queen's 后.
    const auto chariots = xiangqi::Position::fromFen("5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1");
    QVERIFY(chariots);
    QCOMPARE(moveText(*chariots, xiangqi::Position::parseIccs("e1d1"), NotationStyle::Chinese), QStringLiteral(u"後車平六"));
    const QSet<QChar> simplifiedOnly = testtraditional::simplifiedOnlyCharacters();
    QVERIFY(simplifiedOnly.size() > 3000);
    QString openings;
    for (const xiangqi::EccoClass& c : xiangqi::eccoClasses())
        openings += openingText(c.opening);
    QVERIFY(openings.contains(QStringLiteral(u"屏風馬")));
    const QString stray = testtraditional::simplifiedIn(openings, simplifiedOnly);
    QVERIFY2(stray.isEmpty(), qPrintable(stray));
    // Back in English the pieces are simplified again: no style was picked (pieceStyleFollowsTheLanguage).
    chooseLanguageInSettings(*w, QStringLiteral("en"));
    QVERIFY(!Preferences::load().traditionalPieces);
}

namespace {

PieceStyle boardStyle(GamePage* page)
{
    if (auto* x = qobject_cast<XiangqiTable*>(page))
        return x->board()->pieceStyle();
    if (auto* j = qobject_cast<JifenTable*>(page))
        return j->board()->pieceStyle();
    auto* b = qobject_cast<BanqiTable*>(page);
    return b ? b->board()->pieceStyle() : PieceStyle(-1);
}

// Every text a player sees in `root` now: labels, buttons, titles, lists and
// tables (with their headers), text boxes, tooltips and what a screen reader says.
QStringList shownTexts(QWidget* root)
{
    QStringList out;
    const auto add = [&out](const QString& t) {
        if (!t.trimmed().isEmpty())
            out << t;
    };
    add(root->windowTitle());
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root))
            continue;
        add(w->toolTip());
        add(w->accessibleName());
        add(w->accessibleDescription());
        if (auto* l = qobject_cast<QLabel*>(w))
            add(l->text());
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(b->text());
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            add(g->title());
        else if (auto* e = qobject_cast<QTextEdit*>(w))
            add(e->toPlainText());
        else if (auto* e = qobject_cast<QPlainTextEdit*>(w))
            add(e->toPlainText());
        else if (auto* e = qobject_cast<QLineEdit*>(w))
            add(e->text());
        else if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                add(c->itemText(i));
        else if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                add(t->tabText(i));
        if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
            const QAbstractItemModel* m = v->model();
            for (int c = 0; c < m->columnCount(); ++c)
                add(m->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < m->rowCount(); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    add(m->index(r, c).data().toString());
        }
    }
    return out;
}

} // namespace

// Each board table open when the player switches to 繁體中文 in Settings: its
// pieces become 帥 將 傌 俥 at once, a move played by clicking is listed in
// Traditional characters (the engine writes 马二进三), and nothing the window
// shows then — move list, status and turn lines, the hint — holds a
// Simplified-only character. Back in 简体中文 the pieces and moves are simplified again.
void TestUiMainWindow::traditionalTables_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("move");          // ICCS on the xiangqi boards; 翻翻棋: the square flipped
    QTest::addColumn<QString>("traditional");   // the move as the list shows it in 繁體中文
    QTest::addColumn<QString>("simplified");    // and in 简体中文
    QTest::addColumn<bool>("hint");
    QTest::newRow("xiangqi: 馬二進三") << "xiangqi" << "h0g2" << QStringLiteral(u"馬二進三") << QStringLiteral(u"马二进三") << false;
    QTest::newRow("scoring xiangqi: 馬二進三 and a hint")
        << "jifen" << "h0g2" << QStringLiteral(u"馬二進三") << QStringLiteral(u"马二进三") << true;
    // 翻翻棋 writes no Chinese notation: its lines and pieces.
    QTest::newRow("dark chess: a flip") << "banqi" << "a1" << QString() << QString() << false;
}

void TestUiMainWindow::traditionalTables()
{
    QFETCH(QString, game);
    QFETCH(QString, move);
    QFETCH(QString, traditional);
    QFETCH(QString, simplified);
    QFETCH(bool, hint);
    const QSet<QChar> simplifiedOnly = testtraditional::simplifiedOnlyCharacters();
    QVERIFY(simplifiedOnly.size() > 3000);
    // A new game: no earlier run's autosave is resumed.
    const QString autosave = MainWindow::autosavePath(game);
    QFile::remove(autosave);
    QFile::remove(autosave + QStringLiteral(".bak"));
    const auto removeAutosave = qScopeGuard([autosave] {
        QFile::remove(autosave);
        QFile::remove(autosave + QStringLiteral(".bak"));
    });
    MainWindow* w = m_window.get();
    w->resize(1280, 800);
    GamePage* page = w->page(game);
    QVERIFY(page);
    w->showPage(page);
    QCOMPARE(boardStyle(page), PieceStyle::Simplified);

    chooseLanguageInSettings(*w, QStringLiteral("zh_TW"));
    QCOMPARE(boardStyle(page), PieceStyle::Traditional);
    QVERIFY(!Preferences::load().pieceStyleChosen); // the language's default, not a choice
    // The table has retranslated itself (the language change reaches widgets as posted events).
    QTRY_VERIFY2(shownTexts(page).contains(QStringLiteral(u"悔棋")), qPrintable(shownTexts(page).join(u'|')));

    if (auto* b = qobject_cast<BanqiTable*>(page)) {
        const int before = b->game().ply();
        QTest::mouseClick(b->board(), Qt::LeftButton, {},
                          b->board()->squareCentre(banqi::parseSquare(move.toStdString())).toPoint());
        QTRY_COMPARE(b->game().ply(), before + 1);
    } else {
        auto* board = qobject_cast<XiangqiTable*>(page) ? qobject_cast<XiangqiTable*>(page)->board()
                                                         : qobject_cast<JifenTable*>(page)->board();
        playOnBoard(board, move.toLatin1().constData());
        if (auto* j = qobject_cast<JifenTable*>(page); j && j->choosingKind())
            QTest::keyClick(j->kindChooser(), Qt::Key_Return); // the piece keeps its kind
        QTRY_VERIFY2(shownTexts(page).contains(traditional), qPrintable(shownTexts(page).join(u'|')));
    }
    if (hint) {
        auto* j = qobject_cast<JifenTable*>(page);
        QSignalSpy shown(j, &JifenTable::hintShown);
        QTest::mouseClick(j->hintButton(), Qt::LeftButton);
        QVERIFY(shown.wait(30000));
        QVERIFY2(j->statusLine()->text().startsWith(QStringLiteral(u"提示")), qPrintable(j->statusLine()->text()));
    }
    const QStringList texts = shownTexts(w);
    QVERIFY(texts.size() > 10);
    QStringList strays;
    for (const QString& t : texts)
        if (const QString s = testtraditional::simplifiedIn(t, simplifiedOnly); !s.isEmpty())
            strays << s + QLatin1String(" in: ") + t;
    QVERIFY2(strays.isEmpty(), qPrintable(strays.join(u'\n')));

    chooseLanguageInSettings(*w, QStringLiteral("zh_CN"));
    QCOMPARE(boardStyle(page), PieceStyle::Simplified);
    if (!simplified.isEmpty())
        QTRY_VERIFY2(shownTexts(page).contains(simplified), qPrintable(shownTexts(page).join(u'|')));
    w->setWindowModified(false);
}

// The pieces' characters follow the language (帥 將 傌 俥 in 繁體中文, 帅 将 马 车
// otherwise) until the player picks a style in Settings; that choice is kept
// through every later change of language, and one saved by an older version too.
void TestUiMainWindow::pieceStyleFollowsTheLanguage_data()
{
    QTest::addColumn<QString>("savedBefore");  // play/traditionalPieces as an older version saved it ("": none)
    QTest::addColumn<int>("picked");           // in Settings while in English: -1 none, 0 simplified, 1 traditional
    QTest::addColumn<QStringList>("languages"); // chosen in Settings, one after the other
    QTest::addColumn<QString>("styles");       // the pieces after each: T traditional, S simplified
    QTest::newRow("no choice: 繁體 傌, 简体 马, 繁體 傌, English 马")
        << "" << -1 << QStringList{"zh_TW", "zh_CN", "zh_TW", "en"} << "TSTS";
    QTest::newRow("simplified picked: stays in 繁體") << "" << 0 << QStringList{"zh_TW", "zh_CN", "zh_TW"} << "SSS";
    QTest::newRow("traditional picked: stays in 简体 and English") << "" << 1 << QStringList{"zh_CN", "zh_TW", "en"} << "TTT";
    QTest::newRow("an older version's traditional was picked: stays") << "true" << -1 << QStringList{"zh_CN", "en"} << "TT";
    QTest::newRow("an older version's simplified was its default: 繁體 傌")
        << "false" << -1 << QStringList{"zh_TW", "zh_CN"} << "TS";
}

void TestUiMainWindow::pieceStyleFollowsTheLanguage()
{
    QFETCH(QString, savedBefore);
    QFETCH(int, picked);
    QFETCH(QStringList, languages);
    QFETCH(QString, styles);
    if (!savedBefore.isEmpty())
        QSettings().setValue(QStringLiteral("play/traditionalPieces"), savedBefore == QLatin1String("true"));
    MainWindow* w = m_window.get();
    GamePage* table = w->page(QStringLiteral("xiangqi"));
    QVERIFY(table);
    w->showPage(table);
    if (picked >= 0) {
        chooseLanguageInSettings(*w, QStringLiteral("en"), picked);
        QCOMPARE(boardStyle(table), picked == 1 ? PieceStyle::Traditional : PieceStyle::Simplified);
        QVERIFY(Preferences::load().pieceStyleChosen);
    }
    for (int i = 0; i < languages.size(); ++i) {
        chooseLanguageInSettings(*w, languages[i]);
        const PieceStyle expected = styles[i] == u'T' ? PieceStyle::Traditional : PieceStyle::Simplified;
        const QString step = QStringLiteral("after %1").arg(languages[i]);
        QVERIFY2(boardStyle(table) == expected, qPrintable(step));
        QVERIFY2(Preferences::load().traditionalPieces == (expected == PieceStyle::Traditional), qPrintable(step));
        // What the Settings dialog shows next time is what the board draws.
        SettingsDialog dialog(m_languages.get(), w);
        QVERIFY2(dialog.pieceStyleBox()->currentData().toBool() == (expected == PieceStyle::Traditional), qPrintable(step));
    }
}

void TestUiMainWindow::languagePersists()
{
    chooseLanguageInSettings(*m_window, QStringLiteral("zh_CN"));
    QCOMPARE(QSettings().value(LanguageManager::settingsKey).toString(), QStringLiteral("zh_CN"));

    // A later start reads the choice back.
    m_window.reset();
    m_languages = std::make_unique<LanguageManager>();
    QCOMPARE(m_languages->preference(), QStringLiteral("zh_CN"));
    m_languages->apply();
    QCOMPARE(m_languages->language(), QStringLiteral("zh_CN"));
    MainWindow again(m_languages.get());
    QCOMPARE(again.windowTitle(), QStringLiteral(u"棋苑"));
    // The dialog opens on the saved choice.
    SettingsDialog dialog(m_languages.get(), &again);
    QCOMPARE(dialog.languageBox()->currentData().toString(), QStringLiteral("zh_CN"));

    // A broken value falls back to the system language, never a crash.
    QSettings().setValue(LanguageManager::settingsKey, QStringLiteral("../../etc"));
    QCOMPARE(m_languages->preference(), LanguageManager::systemPreference);
}

void TestUiMainWindow::windowGeometryAndRuleSetPersist()
{
    m_window->resize(900, 640);
    QVERIFY(m_window->startPage()->card(QStringLiteral("jifen"))->selectVariant(QStringLiteral("jifen-match")));
    m_window->close(); // saves geometry and state
    QVERIFY(QSettings().contains(QStringLiteral("mainWindow/geometry")));
    m_window.reset();

    MainWindow again(m_languages.get());
    QCOMPARE(again.size(), QSize(900, 640));
    QCOMPARE(again.startPage()->card(QStringLiteral("jifen"))->selectedVariant(), QStringLiteral("jifen-match"));
    QCOMPARE(again.startPage()->card(QStringLiteral("banqi"))->selectedVariant(), QStringLiteral("banqi"));
}

void TestUiMainWindow::aboutNamesVersionAndLicence()
{
    const QString text = MainWindow::aboutText();
    QVERIFY2(text.contains(QStringLiteral(QIYUAN_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("GPL-3.0-or-later")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("version 3 or")));
}

namespace {

struct TsMessage {
    QString source;
    QString translation;
    QStringList numerusForms; // plural forms of a "%n" message
    bool numerus = false;
    bool finished = true;
};

QList<TsMessage> readCatalogue(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message")) {
            messages.append(TsMessage());
            messages.last().numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source") && !messages.isEmpty()) {
            messages.last().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && !messages.isEmpty()) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            messages.last().finished = type != QLatin1String("unfinished") && type != QLatin1String("vanished")
                && type != QLatin1String("obsolete");
            if (!messages.last().numerus) {
                messages.last().translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                continue;
            }
            // Read the plural forms one by one; `translation` gets them all.
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("numerusform"))
                    messages.last().numerusForms << xml.readElementText();
                else
                    xml.skipCurrentElement();
            }
            messages.last().translation = messages.last().numerusForms.join(QString());
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

} // namespace

void TestUiMainWindow::chineseCatalogueIsComplete()
{
    QString error;
    const auto messages = readCatalogue(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/qiyuan_zh_CN.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 40);
    for (const TsMessage& m : messages)
        QVERIFY2(m.finished && !m.translation.trimmed().isEmpty(), qPrintable(QStringLiteral("untranslated: ") + m.source));
}

void TestUiMainWindow::englishPluralsAreComplete()
{
    // English is the source language: its catalogue exists for the plural
    // forms only, and every "%n" message needs both (1 player / 2 players).
    QString error;
    const auto messages = readCatalogue(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/qiyuan_en.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int plurals = 0;
    for (const TsMessage& m : messages) {
        if (!m.numerus)
            continue;
        ++plurals;
        QVERIFY2(m.finished && m.numerusForms.size() == 2 && !m.numerusForms.contains(QString()),
                 qPrintable(QStringLiteral("English plural forms missing: ") + m.source));
        QVERIFY2(m.numerusForms[0] != m.numerusForms[1], qPrintable(m.source));
    }
    QVERIFY(plurals >= 1);
    // And the catalogue reaches the program: lrelease kept the forms.
    GameInfo table = *findGame("werewolf-chess");
    QCOMPARE(GameNames::players(table), QStringLiteral("%1 players").arg(table.players));
    table.players = 1;
    QCOMPARE(GameNames::players(table), QStringLiteral("1 player"));
}

void TestUiMainWindow::bundledFontCoversChineseText()
{
    QFile fontFile(bundledChineseFontPath());
    QVERIFY2(fontFile.open(QIODevice::ReadOnly), qPrintable(fontFile.errorString()));
    const QRawFont font(fontFile.readAll(), 16);
    QVERIFY(font.isValid());
    QCOMPARE(font.familyName(), QStringLiteral("Qiyuan CJK"));

    QString error;
    const auto messages = readCatalogue(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/qiyuan_zh_CN.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QString text;
    // The English texts too: they show terms such as 塞象眼 beside the English.
    for (const TsMessage& m : messages)
        text += m.translation + m.source;
    const auto traditional = readCatalogue(QStringLiteral(QIYUAN_TRANSLATIONS_DIR "/qiyuan_zh_TW.ts"), &error);
    QVERIFY2(error.isEmpty() && traditional.size() > 1000, qPrintable(error));
    for (const TsMessage& m : traditional)
        text += m.translation;
    // The Chinese of the rules pages, in both scripts (their symbols, such as ⌈ ⌉, come from the system font).
    for (const QString& page : QDir(QStringLiteral(":/rules")).entryList({QStringLiteral("*.zh_*.html")})) {
        QFile f(QStringLiteral(":/rules/") + page);
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QChar c : QString::fromUtf8(f.readAll()))
            if (c.unicode() >= 0x2E80)
                text += c;
    }
    // Chinese names shown untranslated beside English titles, and the language choice.
    for (const GameInfo& g : games())
        text += GameNames::chineseTitle(g.key);
    text += QStringLiteral(u"简体中文繁體中文");
    // What the role-game engine writes in Chinese itself: role names in both
    // camps' characters, role descriptions, camp goals, verbs.
    using namespace qiyuan::werewolf;
    for (Game g : {Game::Xiangqi, Game::Chess})
        for (Camp c : {Camp::Red, Camp::Black}) {
            text += QString::fromStdString(campName(g, c, Language::Chinese) + campGoal(g, c, Language::Chinese));
            for (int r = 0; r <= int(Role::Pawn); ++r)
                text += QString::fromStdString(roleName(Role(r), c, Language::Chinese) + roleDescription(g, Role(r), Language::Chinese));
        }
    for (int v = 0; v <= int(Verb::Cover); ++v)
        text += QString::fromStdString(verbName(Verb(v), Language::Chinese));
    // The ECCO opening names the table and the game list show.
    for (const qiyuan::xiangqi::EccoClass& c : qiyuan::xiangqi::eccoClasses())
        text += QString::fromStdString(fullName(c.opening));

    QString missing;
    for (const QChar c : std::as_const(text))
        if (c.unicode() >= 0x2000 && !font.supportsCharacter(c) && !missing.contains(c))
            missing += c;
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("run scripts/subset-cjk-font.py; missing: ") + missing));
}

QTEST_MAIN(TestUiMainWindow)
#include "tst_ui_mainwindow.moc"
