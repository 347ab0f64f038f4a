// Switching the language live on the xiangqi table: the LanguageManager turns
// 简体中文 on and off while a game is on screen, and the table (names, buttons,
// tooltips, move-list headers, the status line, the byo-yomi clock), the menus,
// the Settings dialog and the clock dialog speak the new language at once, then
// English again. Nothing the player reads is left in the other language; the
// result sentences read naturally in both; menu mnemonics never collide.
#include "ui/banqi/banqinewgamedialog.h"
#include "ui/computergamedialog.h"
#include "ui/dialogtitlefit.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/rulesdialog.h"
#include "ui/settingsdialog.h"
#include "ui/xiangqi/positioneditor.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QAbstractButton>
#include <QAction>
#include <QMenuBar>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;

class TestUiLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void tableSwitchesLive_data();
    void tableSwitchesLive();
    void settingsDialogSwitchesLive_data();
    void settingsDialogSwitchesLive();
    void timeControlDialogSwitchesLive_data();
    void timeControlDialogSwitchesLive();
    void positionEditorSwitchesLive();
    void rulesDialogSwitchesLive();
    void refusedMoveIsReworded();
    void nothingLeftInEnglish();
    void resultsReadInBothLanguages_data();
    void resultsReadInBothLanguages();
    void repetitionExplainedInBothLanguages_data();
    void repetitionExplainedInBothLanguages();
    void menuMnemonicsAreUnique_data();
    void menuMnemonicsAreUnique();
    void dialogsAreAsWideAsTheirTitles_data();
    void dialogsAreAsWideAsTheirTitles();

private:
    XiangqiTable* table() const { return m_window->xiangqiTable(); }
    void switchTo(const QString& language)
    {
        m_languages->setPreference(language);
        QCOMPARE(m_languages->language(), language);
        // QApplication posts LanguageChange to the windows; deliver it now.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
    // The text of a widget of `root` named `name`: a label, a button, a tooltip
    // ("tip:" prefix), a combo item ("item:N:" prefix) or a spin box suffix.
    static QString textOf(QWidget* root, const QString& where);
    // The label of a form row, found through the field it names.
    static QString formLabel(QWidget* field);
    // Texts of every label, button, combo item and header under `root`.
    static QStringList visibleTexts(QWidget* root);
    static bool hasChinese(const QString& s)
    {
        for (const QChar c : s)
            if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
                return true;
        return false;
    }

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestUiLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_language"));
}

void TestUiLanguage::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setPreference(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_languages.get());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // Byo-yomi alone, so the clock shows its "(byo-yomi)" mark from the start.
    m_window->startXiangqi(xiangqi::Position(), TimeControl{0, 0, 30000});
    QVERIFY(m_window->isXiangqiShown());
}

void TestUiLanguage::cleanup()
{
    m_window->setWindowModified(false);
    m_window.reset();
    m_languages.reset();
    QSettings().clear();
}

QString TestUiLanguage::textOf(QWidget* root, const QString& where)
{
    QString name = where;
    const bool tip = name.startsWith(QLatin1String("tip:"));
    if (tip)
        name = name.mid(4);
    int item = -1;
    if (name.startsWith(QLatin1String("item:"))) {
        item = name.section(QLatin1Char(':'), 1, 1).toInt();
        name = name.section(QLatin1Char(':'), 2);
    }
    if (name == QLatin1String("header:0") || name == QLatin1String("header:1")) {
        auto* list = root->findChild<QTableWidget*>(QStringLiteral("moveList"));
        QTableWidgetItem* h = list ? list->horizontalHeaderItem(name.right(1).toInt()) : nullptr;
        return h ? h->text() : QStringLiteral("<no header>");
    }
    if (name == QLatin1String("title"))
        return root->windowTitle();
    QWidget* w = root->findChild<QWidget*>(name);
    if (!w)
        return QStringLiteral("<no widget %1>").arg(name);
    if (tip)
        return w->toolTip();
    if (auto* combo = qobject_cast<QComboBox*>(w))
        return combo->itemText(item);
    if (auto* spin = qobject_cast<QSpinBox*>(w))
        return spin->suffix();
    if (auto* label = qobject_cast<QLabel*>(w))
        return label->text();
    if (auto* button = qobject_cast<QAbstractButton*>(w))
        return button->text();
    if (auto* menu = qobject_cast<QMenu*>(w))
        return menu->title();
    return QStringLiteral("<no text in %1>").arg(name);
}

QString TestUiLanguage::formLabel(QWidget* field)
{
    for (QLabel* label : field->parentWidget()->findChildren<QLabel*>())
        if (label->buddy() == field)
            return label->text();
    return QStringLiteral("<no label>");
}

QStringList TestUiLanguage::visibleTexts(QWidget* root)
{
    QStringList texts;
    for (QLabel* l : root->findChildren<QLabel*>())
        if (l->isVisibleTo(root) && !l->text().isEmpty())
            texts << l->objectName() + QLatin1String(": ") + l->text();
    for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
        if (!b->isVisibleTo(root))
            continue;
        if (!b->text().isEmpty())
            texts << b->objectName() + QLatin1String(": ") + b->text();
        if (!b->toolTip().isEmpty())
            texts << b->objectName() + QLatin1String(" tooltip: ") + b->toolTip();
    }
    for (QComboBox* c : root->findChildren<QComboBox*>())
        for (int i = 0; i < c->count(); ++i)
            texts << c->objectName() + QLatin1String(" item: ") + c->itemText(i);
    for (QTableWidget* t : root->findChildren<QTableWidget*>())
        for (int i = 0; i < t->columnCount(); ++i)
            if (QTableWidgetItem* h = t->horizontalHeaderItem(i))
                texts << t->objectName() + QLatin1String(" header: ") + h->text();
    return texts;
}

void TestUiLanguage::tableSwitchesLive_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("take back (悔棋)") << "takeBackButton" << "Take back" << QStringLiteral(u"悔棋");
    QTest::newRow("redo") << "redoButton" << "Redo" << QStringLiteral(u"重做");
    QTest::newRow("offer draw (提和)") << "offerDrawButton" << "Offer draw" << QStringLiteral(u"提和");
    QTest::newRow("resign (认输)") << "resignButton" << "Resign" << QStringLiteral(u"认输");
    QTest::newRow("red side") << "redName" << "Red" << QStringLiteral(u"红方");
    QTest::newRow("black side") << "blackName" << "Black" << QStringLiteral(u"黑方");
    QTest::newRow("move list, red column") << "header:0" << "Red" << QStringLiteral(u"红方");
    QTest::newRow("move list, black column") << "header:1" << "Black" << QStringLiteral(u"黑方");
    QTest::newRow("first position tooltip")
        << "tip:firstButton" << "First position (Home)" << QStringLiteral(u"开局局面（Home）");
    QTest::newRow("byo-yomi clock (读秒)") << "redClock" << "0:30 (byo-yomi)" << QStringLiteral(u"0:30（读秒）");
    QTest::newRow("Edit menu") << "editMenu" << "&Edit" << QStringLiteral(u"编辑(&E)");
}

void TestUiLanguage::tableSwitchesLive()
{
    QFETCH(QString, where);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    QWidget* root = where == QLatin1String("editMenu") ? static_cast<QWidget*>(m_window.get()) : table();
    if (where == QLatin1String("redClock"))
        QVERIFY(table()->clock().inByoyomi(0));

    QCOMPARE(textOf(root, where), english);
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(textOf(root, where), chinese); // the same table, the game goes on
    QCOMPARE(m_window->xiangqiTable(), table());
    switchTo(QStringLiteral("en"));
    QCOMPARE(textOf(root, where), english);
}

void TestUiLanguage::settingsDialogSwitchesLive_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("window title") << "title" << "Settings" << QStringLiteral(u"设置");
    QTest::newRow("simplified pieces") << "item:0:pieceStyleBox" << QStringLiteral(u"Simplified characters (帅 将 马 车)")
                                       << QStringLiteral(u"简体字（帅 将 马 车）");
    QTest::newRow("Chinese notation") << "item:0:notationBox" << QStringLiteral(u"Chinese (炮二平五)")
                                      << QStringLiteral(u"中文记谱（炮二平五）");
    QTest::newRow("confirm resigning") << "confirmResignBox" << "Confirm before &resigning"
                                       << QStringLiteral(u"认输前确认(&R)");
    QTest::newRow("languages keep their own names") << "item:2:languageBox" << QStringLiteral(u"简体中文")
                                                    << QStringLiteral(u"简体中文");
}

void TestUiLanguage::settingsDialogSwitchesLive()
{
    QFETCH(QString, where);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    SettingsDialog dialog(m_languages.get(), m_window.get());
    dialog.show();
    QCOMPARE(textOf(&dialog, where), english);
    QCOMPARE(formLabel(dialog.findChild<QComboBox*>(QStringLiteral("notationBox"))), QStringLiteral("&Move notation:"));
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(textOf(&dialog, where), chinese);
    QCOMPARE(formLabel(dialog.findChild<QComboBox*>(QStringLiteral("notationBox"))), QStringLiteral(u"记谱方式(&M)："));
    switchTo(QStringLiteral("en"));
    QCOMPARE(textOf(&dialog, where), english);
}

void TestUiLanguage::timeControlDialogSwitchesLive_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("window title") << "title" << "Game clock" << QStringLiteral(u"对局计时");
    QTest::newRow("no clock") << "item:0:clockKindBox" << "No clock" << QStringLiteral(u"不计时");
    QTest::newRow("increment") << "item:1:clockKindBox" << "Base time + increment"
                               << QStringLiteral(u"基本用时 + 每步加秒");
    QTest::newRow("byo-yomi (读秒)") << "item:2:clockKindBox" << QStringLiteral(u"Base time + byo-yomi (读秒)")
                                     << QStringLiteral(u"基本用时 + 读秒");
}

void TestUiLanguage::timeControlDialogSwitchesLive()
{
    QFETCH(QString, where);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    TimeControlDialog dialog(m_window.get());
    dialog.setTimeControl(TimeControl{5 * 60000, 0, 20000});
    dialog.show();
    const auto check = [&](const QString& text, const QString& minutes, const QString& kindLabel) {
        QCOMPARE(textOf(&dialog, where), text);
        QCOMPARE(dialog.minutesBox()->suffix(), minutes);
        QCOMPARE(formLabel(dialog.kindBox()), kindLabel);
    };
    check(english, QStringLiteral(" min"), QStringLiteral("&Clock:"));
    switchTo(QStringLiteral("zh_CN"));
    check(chinese, QStringLiteral(u" 分钟"), QStringLiteral(u"计时方式(&C)："));
    // The choice survives the change of words.
    QCOMPARE(dialog.timeControl(), (TimeControl{5 * 60000, 0, 20000}));
    switchTo(QStringLiteral("en"));
    check(english, QStringLiteral(" min"), QStringLiteral("&Clock:"));
}

void TestUiLanguage::positionEditorSwitchesLive()
{
    // The validation message is re-worded too.
    PositionEditor editor(xiangqi::Position(), m_window.get());
    editor.show();
    QCOMPARE(editor.windowTitle(), QStringLiteral("Set Up Position"));
    const QString englishMessage = editor.messageLabel()->text();
    QVERIFY(englishMessage.startsWith(QLatin1String("Legal position")));
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(editor.windowTitle(), QStringLiteral(u"摆棋（局面编辑）"));
    QVERIFY2(editor.messageLabel()->text() != englishMessage, qPrintable(editor.messageLabel()->text()));
    const auto buttons = editor.findChildren<QAbstractButton*>();
    for (QAbstractButton* b : buttons) {
        const QString text = b->text().remove(QLatin1Char('&'));
        if (text.isEmpty())
            continue;
        bool latinOnly = true;
        for (QChar c : text)
            latinOnly = latinOnly && c.unicode() < 0x2e80;
        QVERIFY2(!latinOnly || text.contains(QLatin1String("FEN")) || text == QLatin1String("OK")
                     || text == QLatin1String("Cancel"),
                 qPrintable(text));
    }
    switchTo(QStringLiteral("en"));
    QCOMPARE(editor.windowTitle(), QStringLiteral("Set Up Position"));
    QCOMPARE(editor.messageLabel()->text(), englishMessage);
}

void TestUiLanguage::rulesDialogSwitchesLive()
{
    RulesDialog dialog(QStringLiteral("banqi"), QStringLiteral("en"), m_window.get());
    dialog.show();
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Rules"));
    const QString english = dialog.browser()->toPlainText();
    QCOMPARE(dialog.gameBox()->currentData().toString(), QStringLiteral("banqi"));
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral(u"规则"));
    QCOMPARE(dialog.gameBox()->currentData().toString(), QStringLiteral("banqi")); // the same game
    QVERIFY(dialog.gameBox()->currentText().contains(QStringLiteral(u"翻翻棋")));
    QCOMPARE(dialog.browser()->toPlainText(), RulesDialog::page(QStringLiteral("banqi"), QStringLiteral("zh_CN")).isEmpty()
                                                   ? english
                                                   : QTextDocumentFragment::fromHtml(RulesDialog::page(
                                                         QStringLiteral("banqi"), QStringLiteral("zh_CN"))).toPlainText());
    QVERIFY(dialog.browser()->toPlainText() != english);
    switchTo(QStringLiteral("en"));
    QCOMPARE(dialog.browser()->toPlainText(), english);
}

void TestUiLanguage::refusedMoveIsReworded()
{
    // The status line says why a move was refused; a language change re-words
    // it. The red chariot stands on b1, the leg of the horse on b0.
    const auto start = xiangqi::Position::fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1R7/1NBAKABNR w - - 0 1");
    QVERIFY(start);
    m_window->startXiangqi(*start, TimeControl{});
    XiangqiTable* t = table();
    // Red horse b0 → c2: its leg b1 holds the red chariot (蹩马腿).
    for (const char* sq : {"b0", "c2"})
        QTest::mouseClick(t->board(), Qt::LeftButton, {}, t->board()->pointCentre(sq[0] - 'a', sq[1] - '0').toPoint());
    QCOMPARE(t->game().ply(), 0);
    QCOMPARE(textOf(t, QStringLiteral("statusLine")), QStringLiteral(u"Horse leg blocked (蹩马腿)."));
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(textOf(t, QStringLiteral("statusLine")), QStringLiteral(u"蹩马腿：马腿有子，不能走。"));
    switchTo(QStringLiteral("en"));
    QCOMPARE(textOf(t, QStringLiteral("statusLine")), QStringLiteral(u"Horse leg blocked (蹩马腿)."));
}

void TestUiLanguage::nothingLeftInEnglish()
{
    // Every text of the table and both dialogs turns Chinese; only names and
    // numbers that are the same in both languages may stay Latin.
    SettingsDialog settings(m_languages.get(), m_window.get());
    TimeControlDialog clock(m_window.get());
    const QStringList sameInBoth{QStringLiteral("English"), QStringLiteral("0:30")};
    switchTo(QStringLiteral("zh_CN"));
    for (QWidget* root : {static_cast<QWidget*>(table()), static_cast<QWidget*>(&settings),
                          static_cast<QWidget*>(&clock)}) {
        const QStringList texts = visibleTexts(root);
        QVERIFY2(texts.size() >= 5, qPrintable(texts.join(QLatin1Char('\n'))));
        for (const QString& entry : texts) {
            const QString text = entry.section(QLatin1String(": "), 1);
            QVERIFY2(hasChinese(text) || sameInBoth.contains(text),
                     qPrintable(QStringLiteral("%1 left untranslated: %2").arg(root->objectName(), entry)));
        }
    }
    QVERIFY(hasChinese(settings.windowTitle()) && hasChinese(clock.windowTitle()));
}

void TestUiLanguage::resultsReadInBothLanguages_data()
{
    // The sentence of the result dialog and the status line, for each way a
    // game ends (XQ-2 checkmate and stalemate, XQ-3 repetition, XQ-4 draws).
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    const int red = int(Verdict::RedWins), black = int(Verdict::BlackWins), draw = int(Verdict::Draw);
    QTest::newRow("XQ-2 checkmate") << red << "checkmate" << "Red wins: checkmate." << QStringLiteral(u"红方胜：将死。");
    QTest::newRow("XQ-2 stalemate (困毙)") << black << "stalemate" << QStringLiteral(u"Black wins: no legal move (困毙).")
                                           << QStringLiteral(u"黑方胜：困毙（无棋可走）。");
    QTest::newRow("XQ-3 perpetual check (长将)") << black << "perpetual check"
                                                 << QStringLiteral(u"Black wins: perpetual check (长将) loses.")
                                                 << QStringLiteral(u"黑方胜：对方长将，判负。");
    QTest::newRow("XQ-3 perpetual chase (长捉)") << red << "perpetual chase"
                                                 << QStringLiteral(u"Red wins: perpetual chase (长捉) loses.")
                                                 << QStringLiteral(u"红方胜：对方长捉，判负。");
    QTest::newRow("XQ-3 threefold repetition") << draw << "threefold repetition"
                                               << "Draw: the same position occurred three times."
                                               << QStringLiteral(u"和棋：同一局面出现三次。");
    QTest::newRow("XQ-4 no-capture limit") << draw << "no-capture limit" << "Draw: 120 moves without a capture."
                                           << QStringLiteral(u"和棋：连续 120 回合未吃子。");
    QTest::newRow("XQ-4 draw agreed (和棋)") << draw << "draw agreement" << "Draw: draw agreed."
                                             << QStringLiteral(u"和棋：双方议和。");
    QTest::newRow("XQ-4 resignation (认输)") << red << "resignation" << "Red wins: resignation."
                                             << QStringLiteral(u"红方胜：对方认输。");
    QTest::newRow("flag fall") << black << "timeout" << "Black wins: time ran out." << QStringLiteral(u"黑方胜：对方超时。");
}

void TestUiLanguage::resultsReadInBothLanguages()
{
    QFETCH(int, verdict);
    QFETCH(QString, reason);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    const GameResult result{Verdict(verdict), reason.toStdString()};
    QCOMPARE(resultMessage(result), english);
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(resultMessage(result), chinese);
    switchTo(QStringLiteral("en"));
    QCOMPARE(resultMessage(result), english);
}

// Issue 36: a repetition's verdict explains itself in both languages, naming
// the pieces by the files the board's coordinates show (XQ-3, the Asian rules).
void TestUiLanguage::repetitionExplainedInBothLanguages_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("XQ-3 diagram 2: perpetual check (长将)")
        << "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w" << "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8"
        << "Red loses: Red's Chariot on file 4 gave check on every move of the repetition; perpetual check loses "
           "(Asian rules, article 6)."
        << QStringLiteral(u"红方负：红方四路车在循环中每步都将军（长将），长将判负（亚洲象棋规则第6条）。");
    QTest::newRow("XQ-3 diagram 18: a cannon chases a chariot (长捉)")
        << "2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/2B1KAB1R w"
        << "f4f3 d3d7 f3f7 d7d3 f7f3 d3d7 f3f7 d7d3 f7f3"
        << "Red loses: Red's Cannon on file 4 chased Black's Chariot on file 4 on every move of the repetition; "
           "a Cannon may not chase a Chariot, even a protected one (Asian rules, article 15)."
        << QStringLiteral(u"红方负：红方四路炮在循环中每步都捉黑方4路车（长捉）；炮不能长捉车，车有根也不行"
                          u"（亚洲象棋规则第15条）。");
    QTest::newRow("XQ-3 diagram 13: one check, one chase (一将一捉)")
        << "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w"
        << "h6h9 f9f8 h9h0 i0i1 h0h8 f8f9 h8h1 i1i0 h1h9 f9f8 h9h0 i0i1 h0h8 f8f9 h8h1 i1i0 h1h9"
        << "Draw: the same position occurred three times and neither side broke a rule; one check and one chase "
           "in turn are allowed (Asian rules, article 12)."
        << QStringLiteral(u"和棋：同一局面出现三次，双方都未犯规；一将一捉是允许的（亚洲象棋规则第12条）。");
}

void TestUiLanguage::repetitionExplainedInBothLanguages()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    xiangqi::Game game(*xiangqi::Position::fromFen(fen.toStdString()));
    for (const QString& m : moves.split(QLatin1Char(' ')))
        QCOMPARE(game.play(xiangqi::Position::parseIccs(m.toStdString())), xiangqi::MoveError::None);
    QVERIFY(game.over());
    const auto repetition = endingRepetition(game);
    QVERIFY(repetition);
    QCOMPARE(resultMessage(game.result(), repetition), english);
    switchTo(QStringLiteral("zh_CN"));
    QCOMPARE(resultMessage(game.result(), repetition), chinese);
    switchTo(QStringLiteral("en"));
}

void TestUiLanguage::menuMnemonicsAreUnique_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "en";
    QTest::newRow("Chinese") << "zh_CN";
}

void TestUiLanguage::menuMnemonicsAreUnique()
{
    // Alt+letter picks one item: no two items of a menu (nor two menus of the
    // bar) may share a letter, in either language.
    QFETCH(QString, language);
    switchTo(language);
    const auto letter = [](const QString& text) {
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        return amp >= 0 && amp + 1 < text.size() ? text.at(amp + 1).toLower() : QChar();
    };
    QList<QMenu*> menus;
    QMap<QChar, QString> bar;
    for (QAction* top : m_window->menuBar()->actions()) {
        QMenu* menu = top->menu();
        QVERIFY(menu);
        menus << menu;
        const QChar c = letter(menu->title());
        QVERIFY2(!c.isNull(), qPrintable(menu->title()));
        QVERIFY2(!bar.contains(c), qPrintable(bar.value(c) + QLatin1String(" / ") + menu->title()));
        bar.insert(c, menu->title());
    }
    for (QMenu* menu : menus) {
        QMap<QChar, QString> seen;
        for (QAction* a : menu->actions()) {
            if (a->isSeparator() || a->text().isEmpty())
                continue;
            const QChar c = letter(a->text());
            QVERIFY2(!c.isNull(), qPrintable(QStringLiteral("no mnemonic: ") + a->text()));
            QVERIFY2(!seen.contains(c), qPrintable(QStringLiteral("%1: %2 / %3").arg(menu->title(), seen.value(c), a->text())));
            seen.insert(c, a->text());
        }
    }
    QVERIFY(bar.size() >= 4);
}

// A title bar cuts a title wider than its window ("New game ag… he computer"):
// every dialog opens as wide as its title, in both languages.
void TestUiLanguage::dialogsAreAsWideAsTheirTitles_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("dialog");
    QTest::addColumn<QString>("title");
    const QString rows[][3] = {
        {"en", "clock", "Game clock"},
        {"zh_CN", "clock", QStringLiteral(u"对局计时")},
        {"en", "computer", "New game against the computer"},
        {"zh_CN", "computer", QStringLiteral(u"人机对弈新局")},
        {"en", "banqi", "New game: Dark Chess"},
        {"zh_CN", "banqi", QStringLiteral(u"新对局：翻翻棋")},
        {"en", "banqi against the computer", "Dark Chess against the computer"},
        {"zh_CN", "banqi against the computer", QStringLiteral(u"翻翻棋人机对弈")},
    };
    for (const auto& r : rows)
        QTest::addRow("%s, %s", qPrintable(r[1]), qPrintable(r[0])) << r[0] << r[1] << r[2];
}

void TestUiLanguage::dialogsAreAsWideAsTheirTitles()
{
    QFETCH(QString, language);
    QFETCH(QString, dialog);
    QFETCH(QString, title);
    switchTo(language);
    std::unique_ptr<QDialog> shown;
    if (dialog == QLatin1String("clock")) {
        shown = std::make_unique<TimeControlDialog>(m_window.get());
    } else if (dialog == QLatin1String("computer")) {
        shown = std::make_unique<ComputerGameDialog>(QStringLiteral("xiangqi"), QStringList{"Red", "Black"},
                                                     QList<QPair<QString, QString>>{}, m_window.get());
    } else {
        BanqiOptions options;
        options.vsComputer = dialog.endsWith(QLatin1String("computer"));
        shown = std::make_unique<BanqiNewGameDialog>(options, m_window.get());
    }
    shown->adjustSize(); // as small as its contents: the title alone must widen it
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    QCOMPARE(shown->windowTitle(), title);
    QVERIFY2(shown->width() >= DialogTitleFit::titleWidth(shown.get()),
             qPrintable(QStringLiteral("%1 px for a title of %2 px").arg(shown->width()).arg(DialogTitleFit::titleWidth(shown.get()))));
    switchTo(QStringLiteral("en"));
}

QTEST_MAIN(TestUiLanguage)
#include "tst_ui_language.moc"
