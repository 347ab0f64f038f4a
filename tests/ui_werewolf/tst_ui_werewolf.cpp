// The moderator's table of the role games (issue 6, GUI part): set up a
// 32-player 中国象棋版杀 through the widgets, deal and reveal, run a night
// through the panel, resolve, apply, vote; reopen the saved session and go on;
// a refused entry shows the rule's message and changes nothing; the public
// view never shows a hidden role.
#include "session/werewolf_file.h"
#include "ui/cjkfont.h"
#include "ui/gamecard.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/startpage.h"
#include "ui/werewolf/dawntab.h"
#include "session/moderatorsession.h"
#include "ui/werewolf/publicview.h"
#include "ui/werewolf/revealdialog.h"
#include "ui/werewolf/werewolfpage.h"
#include "session/werewolfsetup.h"
#include "werewolf/roletext.h"

#include <QAbstractScrollArea>
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QCheckBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QRegularExpression>
#include <QComboBox>
#include <QHeaderView>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <map>
#include <memory>

using namespace qiyuan;
using namespace qiyuan::werewolf;
using qiyuan::ui::WerewolfPage;
namespace werewolfsetup = qiyuan::session::werewolfsetup;

class TestUiWerewolf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();

    void deckFitsTheTable_data();
    void deckFitsTheTable();
    void dealIsSeededAndRedealChanges();
    void wrongNumberOfNamesIsRefused();
    void handEditedDealIsCheckedByTheEngine();
    void revealPassesTheLaptop();
    void revealShowsThePieceAsOnTheBoard();
    void blackRolesInBlackCharacters();
    void nightOrderReadableBeforeTheDeal();
    void nightPanelOffersOnlyLegalTargets();
    void nightDawnAndDayThroughTheWidgets();
    void nightRowNeedsItsChoices();
    void cannonWithoutScreenIsRefusedAtEntry();
    void keyboardEntersAWholeNight();
    void entryOrderCanBeCorrected();
    void dawnNamesPlayersAndCopiesForTheForum();
    void refusedEntryChangesNothing_data();
    void refusedEntryChangesNothing();
    void undoNightGivesTheEntriesBack();
    void nightRowsFitWithoutScrollingSideways_data();
    void nightRowsFitWithoutScrollingSideways();
    void refusedTypedEntrySaysWhy_data();
    void refusedTypedEntrySaysWhy();
    void undoAsksFirstAndSaysWhatIsLost();
    void dayTabShowsTheAppliedDayFirst();
    void votePickersByKeyboardAndAccessibility();
    void sessionStepsWithoutWidgets();
    void sessionRefusalsChangeNothing_data();
    void sessionRefusalsChangeNothing();
    void reopenedSessionContinues();
    void autosaveReopensWhereItWas();
    void publicViewNeverShowsAHiddenRole_data();
    void publicViewNeverShowsAHiddenRole();
    void projectorFitsThirtyTwoOnOneScreen();
    void projectorOpensOnlyWhenAskedWithAWayBack();
    void rosterColumnsFitTheirContent();
    void chessGameDealsAndPlays();
    void logExportsTextAndJson();
    void roleSlipsArePrinted();
    void namedSetupStartsTheSameGroup();
    void badSessionFileChangesNothing();
    void switchesToChineseLive();
    void tiedVoteWaitsForTheModerator();
    void gameOverRevealsEveryRole();
    void mainWindowOpensSessionsWithTheirGame();
    void screenshots();

private:
    static QStringList names(int n);
    // A 32-player xiangqi game started through the setup widgets.
    static void startThroughWidgets(WerewolfPage& page, const QStringList& players, int seed);
    static int find(const WerewolfPage& page, Camp camp, Role role, int nth = 0);
    static void enterThroughRow(WerewolfPage& page, int actor, Verb verb, int target);
    // Every living actor's first legal action and target, so that a night shows statuses.
    static void enterFirstChoices(WerewolfPage& page);
    // Answers the next "Undo the last phase?" question; returns what it said.
    static std::shared_ptr<QString> answerUndo(bool undo);
};

std::shared_ptr<QString> TestUiWerewolf::answerUndo(bool undo)
{
    auto said = std::make_shared<QString>();
    QTimer::singleShot(0, [said, undo] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        *said = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* b : box->buttons())
            if ((box->buttonRole(b) == QMessageBox::DestructiveRole) == undo) {
                b->click();
                return;
            }
    });
    return said;
}

QStringList TestUiWerewolf::names(int n)
{
    QStringList out;
    for (int i = 1; i <= n; ++i)
        out << QStringLiteral("Player %1").arg(i);
    return out;
}

void TestUiWerewolf::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_werewolf"));
}

void TestUiWerewolf::init()
{
    QSettings().clear();
    for (const char* key : {"werewolf-xiangqi", "werewolf-chess"}) {
        const QString path = ui::MainWindow::autosavePath(QLatin1String(key));
        QFile::remove(path);
        QFile::remove(path + QStringLiteral(".bak"));
    }
}

void TestUiWerewolf::startThroughWidgets(WerewolfPage& page, const QStringList& players, int seed)
{
    page.findChild<QPlainTextEdit*>(QStringLiteral("namesEdit"))->setPlainText(players.join(QLatin1Char('\n')));
    page.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->setValue(seed);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("dealButton")), Qt::LeftButton);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    QVERIFY2(page.table(), qPrintable(page.findChild<QLabel*>(QStringLiteral("setupMessage"))->text()));
}

int TestUiWerewolf::find(const WerewolfPage& page, Camp camp, Role role, int nth)
{
    for (const Player& p : page.table()->state().players)
        if (p.camp == camp && p.role == role && p.alive && nth-- == 0)
            return p.id;
    return NoPlayer;
}

void TestUiWerewolf::enterFirstChoices(WerewolfPage& page)
{
    for (const Player& p : page.table()->state().players) {
        const auto options = page.table()->options(p.id, page.enteredTonight());
        if (!p.alive || options.empty())
            continue;
        Action a{p.id, options.front().verb};
        if (options.front().needsTarget && !options.front().targets.empty())
            a.target = options.front().targets.front();
        page.enterAction(a);
    }
}

void TestUiWerewolf::enterThroughRow(WerewolfPage& page, int actor, Verb verb, int target)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    auto* verbs = page.findChild<QComboBox*>(QStringLiteral("nightVerb-%1").arg(actor));
    QVERIFY2(verbs, qPrintable(QStringLiteral("no night row for #%1").arg(actor)));
    const int v = verbs->findData(int(verb));
    QVERIFY2(v >= 0, "the verb is not offered");
    verbs->setCurrentIndex(v);
    auto* targets = page.findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(actor));
    const int t = targets->findData(target);
    QVERIFY2(t >= 0, "the target is not offered");
    targets->setCurrentIndex(t);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("nightEnter-%1").arg(actor)), Qt::LeftButton);
}

// ---- Setup ---------------------------------------------------------------------

void TestUiWerewolf::deckFitsTheTable_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("set");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("fits");
    QTest::newRow("xiangqi standard 32 (XW-1)") << int(Game::Xiangqi) << int(werewolfsetup::RoleSet::Standard) << 32 << true;
    QTest::newRow("xiangqi standard 31 refused") << int(Game::Xiangqi) << int(werewolfsetup::RoleSet::Standard) << 31 << false;
    QTest::newRow("xiangqi reduced 11 (XW-2)") << int(Game::Xiangqi) << int(werewolfsetup::RoleSet::Reduced) << 11 << true;
    QTest::newRow("xiangqi reduced 2") << int(Game::Xiangqi) << int(werewolfsetup::RoleSet::Reduced) << 2 << true;
    QTest::newRow("xiangqi reduced 33 refused") << int(Game::Xiangqi) << int(werewolfsetup::RoleSet::Reduced) << 33 << false;
    QTest::newRow("chess standard 16") << int(Game::Chess) << int(werewolfsetup::RoleSet::Standard) << 16 << true;
    QTest::newRow("chess reduced 9") << int(Game::Chess) << int(werewolfsetup::RoleSet::Reduced) << 9 << true;
    QTest::newRow("chess reduced 1 refused") << int(Game::Chess) << int(werewolfsetup::RoleSet::Reduced) << 1 << false;
}

void TestUiWerewolf::deckFitsTheTable()
{
    QFETCH(int, game);
    QFETCH(int, set);
    QFETCH(int, players);
    QFETCH(bool, fits);
    const auto g = static_cast<Game>(game);
    const auto seats = werewolfsetup::deal(g, static_cast<werewolfsetup::RoleSet>(set), players, 7);
    QCOMPARE(int(seats.size()), fits ? players : 0);
    if (fits) // the engine accepts every deck the setup offers
        QVERIFY(!checkSetup(g, Settings{}, seats));
}

void TestUiWerewolf::dealIsSeededAndRedealChanges()
{
    WerewolfPage page(Game::Xiangqi);
    page.findChild<QPlainTextEdit*>(QStringLiteral("namesEdit"))->setPlainText(names(32).join(QStringLiteral(", ")));
    page.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->setValue(42);
    auto* deal = page.findChild<QPushButton*>(QStringLiteral("dealButton"));
    QTest::mouseClick(deal, Qt::LeftButton);
    auto* table = page.findChild<QTableWidget*>(QStringLiteral("dealTable"));
    QCOMPARE(table->rowCount(), 32);
    auto roles = [&] {
        QStringList out;
        for (int r = 0; r < table->rowCount(); ++r)
            out << qobject_cast<QComboBox*>(table->cellWidget(r, 3))->currentText();
        return out;
    };
    const QStringList first = roles();
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("Player 1"));
    QTest::mouseClick(deal, Qt::LeftButton); // the same number deals the same roles
    QCOMPARE(roles(), first);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("redealButton")), Qt::LeftButton);
    QVERIFY(page.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->value() != 42);
    QVERIFY(roles() != first);
}

void TestUiWerewolf::wrongNumberOfNamesIsRefused()
{
    WerewolfPage page(Game::Xiangqi);
    page.setNames(names(31));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("dealButton")), Qt::LeftButton);
    QCOMPARE(page.findChild<QTableWidget*>(QStringLiteral("dealTable"))->rowCount(), 0);
    const QString message = page.findChild<QLabel*>(QStringLiteral("setupMessage"))->text();
    QVERIFY2(message.contains(QLatin1String("32")) && message.contains(QLatin1String("31")), qPrintable(message));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    QVERIFY(!page.table());
    // The reduced set (XW-2) seats the 31.
    auto* set = page.findChild<QComboBox*>(QStringLiteral("roleSetCombo"));
    set->setCurrentIndex(set->findData(int(werewolfsetup::RoleSet::Reduced)));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("dealButton")), Qt::LeftButton);
    QCOMPARE(page.findChild<QTableWidget*>(QStringLiteral("dealTable"))->rowCount(), 31);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    QVERIFY(page.table());
    QCOMPARE(int(page.table()->state().players.size()), 31);
}

void TestUiWerewolf::handEditedDealIsCheckedByTheEngine()
{
    // By hand: making a second 帅 in a camp is refused with XW-2's message.
    WerewolfPage page(Game::Xiangqi);
    page.setNames(names(32));
    QVERIFY(page.dealRoles());
    auto* table = page.findChild<QTableWidget*>(QStringLiteral("dealTable"));
    int row = 0;
    while (qobject_cast<QComboBox*>(table->cellWidget(row, 3))->currentData().toInt() == int(Role::General))
        ++row;
    auto* role = qobject_cast<QComboBox*>(table->cellWidget(row, 3));
    role->setCurrentIndex(role->findData(int(Role::General)));
    // The ruling is where the moderator asks why: in the message's tooltip (issue 16).
    auto* messageLabel = page.findChild<QLabel*>(QStringLiteral("setupMessage"));
    QVERIFY2(messageLabel->toolTip().contains(QLatin1String("XW-")), qPrintable(messageLabel->toolTip()));
    QVERIFY2(!messageLabel->text().contains(QLatin1String("XW-")), qPrintable(messageLabel->text()));
    QString error;
    QVERIFY(!page.startGame(&error));
    QVERIFY2(page.session().lastRefusalRule().startsWith(QLatin1String("XW-")), qPrintable(page.session().lastRefusalRule()));
    QVERIFY(!page.table());
    // A deal being edited is saved and comes back as it was, unfinished.
    WerewolfPage again(Game::Xiangqi);
    QVERIFY2(again.restoreSnapshot(page.snapshot(), &error), qPrintable(error));
    auto* restored = again.findChild<QTableWidget*>(QStringLiteral("dealTable"));
    QCOMPARE(restored->rowCount(), 32);
    QCOMPARE(qobject_cast<QComboBox*>(restored->cellWidget(row, 3))->currentData().toInt(), int(Role::General));
    QVERIFY(!again.table());
}

void TestUiWerewolf::revealPassesTheLaptop()
{
    WerewolfPage page(Game::Xiangqi);
    page.setNames(names(32));
    QVERIFY(page.dealRoles());
    // The reveal is modal: tap through it as the players do.
    QStringList seen;
    bool hiddenBetween = true;
    QTimer::singleShot(0, &page, [&] {
        auto* dialog = qobject_cast<ui::WerewolfRevealDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        for (int i = 0; i < 32; ++i) {
            const QString before = dialog->shownText();
            hiddenBetween = hiddenBetween && !dialog->isShowing() && before.contains(QStringLiteral("Player %1").arg(i + 1));
            QTest::mouseClick(dialog->tapButton(), Qt::LeftButton); // show
            seen << dialog->shownText();
            QTest::mouseClick(dialog->tapButton(), Qt::LeftButton); // hide, pass on
        }
        QTest::mouseClick(dialog->tapButton(), Qt::LeftButton); // close
    });
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("revealButton")), Qt::LeftButton);
    QVERIFY(hiddenBetween);
    QCOMPARE(seen.size(), 32);
    auto* table = page.findChild<QTableWidget*>(QStringLiteral("dealTable"));
    static const QRegularExpression rulingId(QStringLiteral("(XW|CW|BQ|SC|XQ)-[0-9]"));
    for (int r = 0; r < 32; ++r) {
        const QString role = qobject_cast<QComboBox*>(table->cellWidget(r, 3))->currentText();
        QVERIFY2(seen[r].contains(role) && seen[r].contains(QStringLiteral("Player %1").arg(r + 1)), qPrintable(seen[r]));
        // The player reads what the role may do and how the camp wins, never a ruling's id (issue 16).
        const Seat& seat = page.session().deal()[std::size_t(r)];
        QVERIFY2(seen[r].contains(QString::fromStdString(roleDescription(Game::Xiangqi, seat.role, Language::English))), qPrintable(seen[r]));
        QVERIFY2(seen[r].contains(QString::fromStdString(campGoal(Game::Xiangqi, seat.camp, Language::English))), qPrintable(seen[r]));
        QVERIFY2(!seen[r].contains(rulingId), qPrintable(seen[r]));
    }
}

// In Chinese the black camp's roles are written as on the board: 将 象 士 卒 (red 帅 相 仕 兵).
// Issue 38: the reveal shows the piece as the board draws it, in its camp's colour, only while the role is shown.
void TestUiWerewolf::revealShowsThePieceAsOnTheBoard()
{
    using ui::WerewolfRevealDialog;
    auto inked = [](const QImage& image) {
        // The piece's ink: the colour of the most saturated or darkest pixels.
        int red = 0, dark = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.alpha() < 200)
                    continue;
                red += c.red() > 150 && c.green() < 90 && c.blue() < 90;
                dark += c.red() < 60 && c.green() < 60 && c.blue() < 60;
            }
        return std::pair{red, dark};
    };
    const QImage redGeneral = WerewolfRevealDialog::pieceImage(Game::Xiangqi, Role::General, Camp::Red, 120).toImage();
    const QImage blackGeneral = WerewolfRevealDialog::pieceImage(Game::Xiangqi, Role::General, Camp::Black, 120).toImage();
    QVERIFY(inked(redGeneral).first > 50);   // red ink for red's 帅
    QVERIFY(inked(blackGeneral).first < 10); // black's 将 has none
    QVERIFY(redGeneral != blackGeneral);
    const QImage whiteKing = WerewolfRevealDialog::pieceImage(Game::Chess, Role::King, Camp::White, 120).toImage();
    const QImage blackKing = WerewolfRevealDialog::pieceImage(Game::Chess, Role::King, Camp::Black, 120).toImage();
    QVERIFY(inked(blackKing).second > inked(whiteKing).second); // the black figure is filled
    QVERIFY(inked(whiteKing).second > 0);                        // the white one is outlined

    WerewolfRevealDialog dialog({{QStringLiteral("Player 1 (#1)"), QStringLiteral("red General"), QString(), QString(),
                                  WerewolfRevealDialog::pieceImage(Game::Xiangqi, Role::General, Camp::Red, 120)}});
    QVERIFY(dialog.tapButton()->icon().isNull()); // nothing shows before the player taps
    dialog.tap();
    QVERIFY(!dialog.tapButton()->icon().isNull());
    dialog.tap();
    QVERIFY(dialog.tapButton()->icon().isNull());
}

void TestUiWerewolf::blackRolesInBlackCharacters()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 12);
    QLocale::setDefault(before);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    page.tabs()->setCurrentIndex(WerewolfPage::RosterTab);
    const std::map<Role, std::pair<QString, QString>> expected{{Role::General, {QStringLiteral("帅"), QStringLiteral("将")}},
                                                                {Role::Elephant, {QStringLiteral("相"), QStringLiteral("象")}},
                                                                {Role::LeftAdvisor, {QStringLiteral("左仕"), QStringLiteral("左士")}},
                                                                {Role::RightAdvisor, {QStringLiteral("右仕"), QStringLiteral("右士")}},
                                                                {Role::Soldier, {QStringLiteral("兵"), QStringLiteral("卒")}},
                                                                {Role::Chariot, {QStringLiteral("车"), QStringLiteral("车")}}};
    auto* roster = page.findChild<QTableWidget*>(QStringLiteral("rosterTable"));
    auto* deal = page.findChild<QTableWidget*>(QStringLiteral("dealTable"));
    int checked = 0;
    for (int r = 0; r < roster->rowCount(); ++r) {
        const Player& p = page.table()->state().players[std::size_t(r)];
        const auto it = expected.find(p.role);
        if (it == expected.end())
            continue;
        const QString want = p.camp == Camp::Black ? it->second.second : it->second.first;
        QCOMPARE(roster->item(r, 3)->text(), want);
        QCOMPARE(qobject_cast<QComboBox*>(deal->cellWidget(r, 3))->currentText(), want);
        ++checked;
    }
    QCOMPARE(checked, 2 * (1 + 2 + 1 + 1 + 5 + 2));
    QLocale::setDefault(before);
}

void TestUiWerewolf::nightOrderReadableBeforeTheDeal()
{
    WerewolfPage page(Game::Xiangqi);
    const QString order = page.findChild<QLabel*>(QStringLiteral("nightOrderText"))->text();
    QVERIFY(order.indexOf(QLatin1String("Soldier")) >= 0);
    QVERIFY(order.indexOf(QLatin1String("Soldier")) < order.indexOf(QLatin1String("General")));
    QVERIFY(!order.contains(QLatin1String("XW-")));
    const QString tip = page.findChild<QLabel*>(QStringLiteral("nightOrderText"))->toolTip();
    QVERIFY2(tip.contains(QLatin1String("XW-11")), qPrintable(tip)); // the cannon's ruling, where the moderator asks why
}

// ---- Night, dawn, day --------------------------------------------------------

void TestUiWerewolf::nightPanelOffersOnlyLegalTargets()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 5);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    int rows = 0;
    for (const Player& p : page.table()->state().players) {
        auto* verbs = page.findChild<QComboBox*>(QStringLiteral("nightVerb-%1").arg(p.id));
        const auto options = page.table()->options(p.id);
        QCOMPARE(verbs != nullptr, !options.empty());
        if (!verbs)
            continue;
        ++rows;
        QCOMPARE(verbs->count(), int(options.size()));
        for (int i = 0; i < verbs->count(); ++i) {
            verbs->setCurrentIndex(i);
            auto* targets = page.findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(p.id));
            QList<int> offered;
            for (int t = 0; t < targets->count(); ++t)
                offered << targets->itemData(t).toInt();
            QList<int> legal(options[std::size_t(i)].targets.begin(), options[std::size_t(i)].targets.end());
            QCOMPARE(offered, legal);
        }
    }
    QVERIFY(rows > 0);
    // Rows come in the night order: soldiers first, the 帅 last.
    auto* grid = page.findChild<QWidget*>(QStringLiteral("nightRows"));
    const auto first = grid->findChildren<QLabel*>(QRegularExpression(QStringLiteral("^nightActor-")));
    QVERIFY(!first.isEmpty());
}

// Nothing is chosen for the moderator: a row is entered only when its choices are made (issue 16).
void TestUiWerewolf::nightRowNeedsItsChoices()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 5);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const int chariot = find(page, Camp::Red, Role::Chariot);
    auto* target = page.findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(chariot));
    auto* enter = page.findChild<QPushButton*>(QStringLiteral("nightEnter-%1").arg(chariot));
    QVERIFY(target && enter);
    QCOMPARE(target->currentIndex(), -1);
    QVERIFY(!enter->isEnabled());
    QTest::mouseClick(enter, Qt::LeftButton);
    QVERIFY(page.enteredTonight().empty());
    // The general has two actions: neither is chosen for it.
    const int general = find(page, Camp::Red, Role::General);
    QCOMPARE(page.findChild<QComboBox*>(QStringLiteral("nightVerb-%1").arg(general))->currentIndex(), -1);
    QVERIFY(!page.findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(general))->isEnabled());
    // Once chosen, the row goes in, and its label is marked.
    target->setCurrentIndex(0);
    QVERIFY(enter->isEnabled());
    QTest::mouseClick(enter, Qt::LeftButton);
    QCOMPARE(int(page.enteredTonight().size()), 1);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("nightActor-%1").arg(chariot))->text().startsWith(QStringLiteral("✓")));
    QVERIFY(!page.findChild<QLabel*>(QStringLiteral("yetToAct"))->text().contains(page.playerLabel(chariot)));
}

// XW-11: a cannon without a screen does not shoot; the panel asks for the screen at entry instead.
void TestUiWerewolf::cannonWithoutScreenIsRefusedAtEntry()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 5);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const int cannon = find(page, Camp::Red, Role::Cannon);
    auto* target = page.findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(cannon));
    auto* screen = page.findChild<QComboBox*>(QStringLiteral("nightScreen-%1").arg(cannon));
    QVERIFY(target && screen);
    QCOMPARE(screen->currentIndex(), -1);
    target->setCurrentIndex(0);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("nightEnter-%1").arg(cannon)), Qt::LeftButton);
    QVERIFY(page.enteredTonight().empty());
    const QString message = page.findChild<QLabel*>(QStringLiteral("nightMessage"))->text();
    QVERIFY2(message.contains(QStringLiteral("screen")), qPrintable(message));
    // With a screen it is entered.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    screen = page.findChild<QComboBox*>(QStringLiteral("nightScreen-%1").arg(cannon));
    target = page.findChild<QComboBox*>(QStringLiteral("nightTarget-%1").arg(cannon));
    target->setCurrentIndex(0);
    screen->setCurrentIndex(screen->count() - 1);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("nightEnter-%1").arg(cannon)), Qt::LeftButton);
    QCOMPARE(int(page.enteredTonight().size()), 1);
    QVERIFY(page.enteredTonight().front().screen != NoPlayer);
}

// A whole night without the mouse: seat numbers (or parts of names) and Enter in the typed entry.
void TestUiWerewolf::keyboardEntersAWholeNight()
{
    WerewolfPage page(Game::Xiangqi);
    page.show();
    startThroughWidgets(page, names(32), 21);
    auto* typed = page.findChild<QLineEdit*>(QStringLiteral("typedEntry"));
    QVERIFY(typed);
    auto type = [&](const QString& text) {
        typed->setFocus();
        QTest::keyClicks(typed, text);
        // Enter takes the text as typed, whether the list of matches is open or not.
        QTest::keyClick(typed->completer()->popup()->isVisible() ? static_cast<QWidget*>(typed->completer()->popup()) : typed,
                        Qt::Key_Return);
    };
    int entered = 0;
    for (int guard = 0; guard < 64 && !page.session().yetToAct().empty(); ++guard) {
        const int actor = page.session().yetToAct().front();
        const auto options = page.table()->options(actor, page.enteredTonight());
        if (options.empty())
            break;
        type(QString::number(actor));
        if (options.size() > 1)
            type(QString::fromStdString(verbName(options.front().verb, Language::English)));
        if (options.front().needsTarget)
            type(QString::number(options.front().targets.front()));
        if (!options.front().screens.empty())
            type(QString::number(options.front().screens.front()));
        const QString message = page.findChild<QLabel*>(QStringLiteral("nightMessage"))->text();
        QVERIFY2(int(page.enteredTonight().size()) == entered + 1, qPrintable(message));
        ++entered;
    }
    QVERIFY(entered >= 16);
    QVERIFY(page.session().yetToAct().empty());
    // A part of a name works too, and Esc starts over.
    QTest::keyClicks(typed, QStringLiteral("no such player"));
    QTest::keyClick(typed, Qt::Key_Return);
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("nightMessage"))->text().contains(QStringLiteral("matches")));
}

// The order entered decides stacked cannons and prayers (XW-12, XW-17): it can be corrected.
void TestUiWerewolf::entryOrderCanBeCorrected()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 5);
    const int a = find(page, Camp::Red, Role::Chariot);
    const int b = find(page, Camp::Black, Role::Chariot);
    enterThroughRow(page, a, Verb::Imprison, find(page, Camp::Black, Role::Horse));
    enterThroughRow(page, b, Verb::Imprison, find(page, Camp::Red, Role::Horse));
    QCOMPARE(page.enteredTonight().front().actor, a);
    auto* list = page.findChild<QListWidget*>(QStringLiteral("enteredList"));
    list->setCurrentRow(1);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("entryUpButton")), Qt::LeftButton);
    QCOMPARE(page.enteredTonight().front().actor, b);
    QCOMPARE(page.enteredTonight().back().actor, a);
    QCOMPARE(list->currentRow(), 0);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("removeEntryButton")), Qt::LeftButton);
    QCOMPARE(int(page.enteredTonight().size()), 1);
    QCOMPARE(page.enteredTonight().front().actor, a);
}

// Dawn in the UI language with names, the other language a toggle away; private
// messages by recipient; a forum post in BBCode with the day's votes once voted (issue 16).
void TestUiWerewolf::dawnNamesPlayersAndCopiesForTheForum()
{
    WerewolfPage page(Game::Xiangqi);
    page.show();
    startThroughWidgets(page, names(32), 11);
    const int general = find(page, Camp::Red, Role::General);
    const int victim = find(page, Camp::Black, Role::Chariot);
    const int horse = find(page, Camp::Red, Role::Horse);
    const int horse2 = find(page, Camp::Red, Role::Horse, 1);
    const int suspect = find(page, Camp::Black, Role::Elephant);
    QVERIFY(page.enterAction({general, Verb::Kill, victim, NoPlayer}));
    QVERIFY(page.enterAction({horse, Verb::Investigate, suspect, NoPlayer}));
    QVERIFY(page.enterAction({horse2, Verb::Investigate, suspect, NoPlayer}));
    QVERIFY(page.applyNight());
    auto* english = page.findChild<QPlainTextEdit*>(QStringLiteral("dawnEnglish"));
    auto* chinese = page.findChild<QPlainTextEdit*>(QStringLiteral("dawnChinese"));
    QVERIFY(english->isVisible() && !chinese->isVisible()); // the UI's language first
    QTest::mouseClick(page.findChild<QCheckBox*>(QStringLiteral("dawnOtherLanguage")), Qt::LeftButton);
    QVERIFY(!english->isVisible() && chinese->isVisible());
    QVERIFY2(chinese->toPlainText().contains(QStringLiteral("%1（%2号）").arg(page.playerName(victim)).arg(victim)), qPrintable(chinese->toPlainText()));
    QTest::mouseClick(page.findChild<QCheckBox*>(QStringLiteral("dawnOtherLanguage")), Qt::LeftButton);
    auto* dawn = page.findChild<ui::werewolfpage::DawnTab*>();
    QVERIFY(dawn);
    // Private messages: one group per recipient (both horses), naming the investigated player.
    const auto messages = dawn->privateMessages();
    QCOMPARE(messages.size(), 2);
    for (const auto& [to, text] : messages) {
        QVERIFY(to == horse || to == horse2);
        QVERIFY2(text.contains(page.playerLabel(suspect)) && !text.contains(QStringLiteral("#%1 ").arg(suspect)), qPrintable(text));
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("dawnCopyMessage-%1").arg(to)));
    }
    QString post = dawn->forumPost();
    QVERIFY2(post.startsWith(QStringLiteral("[b]Night 1[/b]")), qPrintable(post));
    QVERIFY2(post.contains(QStringLiteral("[*]%1 died (Black Chariot)").arg(page.playerLabel(victim))), qPrintable(post));
    QVERIFY(!post.contains(QStringLiteral("[table]")));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("dawnCopyForum")), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), post);
    // After the day vote the post carries the vote table.
    Day day;
    const int target = find(page, Camp::Black, Role::Soldier);
    for (const Player& p : page.table()->state().players)
        if (p.alive && p.id != target && day.votes.size() < 3)
            day.votes.push_back({p.id, target});
    QVERIFY(page.applyDay(day));
    post = dawn->forumPost();
    QVERIFY2(post.contains(QStringLiteral("[b]Day 1[/b]")) && post.contains(QStringLiteral("[table]"))
                 && post.contains(QStringLiteral("[td]%1[/td][td]3[/td]").arg(page.playerLabel(target))),
             qPrintable(post));
}

void TestUiWerewolf::nightDawnAndDayThroughTheWidgets()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 11);
    const int general = find(page, Camp::Red, Role::General);
    const int victim = find(page, Camp::Black, Role::Chariot);
    QVERIFY(general && victim);

    // The red 帅 kills a black 车 (XW-9).
    enterThroughRow(page, general, Verb::Kill, victim);
    QCOMPARE(int(page.enteredTonight().size()), 1);
    QCOMPARE(page.findChild<QListWidget*>(QStringLiteral("enteredList"))->count(), 1);
    auto* apply = page.findChild<QPushButton*>(QStringLiteral("applyNightButton"));
    QVERIFY(!apply->isEnabled()); // resolve first
    // Players who have not acted are listed first; resolving without them is a second, conscious press (issue 16).
    auto* resolve = page.findChild<QPushButton*>(QStringLiteral("resolveButton"));
    QTest::mouseClick(resolve, Qt::LeftButton);
    const QString waiting = page.findChild<QLabel*>(QStringLiteral("nightMessage"))->text();
    QVERIFY2(waiting.contains(QStringLiteral("not acted")) && waiting.contains(page.playerLabel(find(page, Camp::Black, Role::General))),
             qPrintable(waiting));
    QVERIFY(page.findChild<QPlainTextEdit*>(QStringLiteral("previewText"))->toPlainText().isEmpty());
    QVERIFY(!apply->isEnabled());
    QTest::mouseClick(resolve, Qt::LeftButton);
    const QString preview = page.findChild<QPlainTextEdit*>(QStringLiteral("previewText"))->toPlainText();
    QVERIFY2(preview.contains(page.playerLabel(victim)), qPrintable(preview));
    QCOMPARE(int(page.table()->phases().size()), 0); // previewing changes nothing
    QVERIFY(apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(int(page.table()->phases().size()), 1);
    QVERIFY(!page.table()->state().find(victim)->alive);
    QVERIFY(page.enteredTonight().empty());

    // Dawn: both languages, deaths applied.
    QCOMPARE(page.tabs()->currentIndex(), int(WerewolfPage::DawnTab));
    const QString english = page.findChild<QPlainTextEdit*>(QStringLiteral("dawnEnglish"))->toPlainText();
    const QString chinese = page.findChild<QPlainTextEdit*>(QStringLiteral("dawnChinese"))->toPlainText();
    QVERIFY2(english.startsWith(QLatin1String("Night 1: ")), qPrintable(english)); // a sentence starts with a capital (issue 38)
    // Players by the name entered, the number only as a suffix (issue 16).
    const QString victimName = page.playerName(victim);
    QVERIFY2(english.contains(QStringLiteral("%1 (#%2)").arg(victimName).arg(victim)), qPrintable(english));
    QVERIFY2(chinese.contains(QStringLiteral("%1（%2号）").arg(victimName).arg(victim)) && chinese.contains(QStringLiteral("车")),
             qPrintable(chinese));
    auto* roster = page.findChild<QTableWidget*>(QStringLiteral("rosterTable"));
    for (int r = 0; r < roster->rowCount(); ++r)
        if (roster->item(r, 0)->text() == QStringLiteral("#%1").arg(victim))
            QCOMPARE(roster->item(r, 4)->text(), QStringLiteral("dead"));

    // Day: every living player votes for a black soldier.
    const int soldier = find(page, Camp::Black, Role::Soldier);
    auto* votes = page.findChild<QTableWidget*>(QStringLiteral("voteTable"));
    QCOMPARE(votes->rowCount(), 31);
    for (int r = 0; r < votes->rowCount(); ++r) {
        auto* combo = qobject_cast<QComboBox*>(votes->cellWidget(r, 1));
        combo->setCurrentIndex(combo->findData(soldier));
    }
    // The picks are the session's votes, the ones a LAN host publishes (XW-24).
    QCOMPARE(int(page.session().votes().size()), 31);
    for (const Vote& v : page.session().votes())
        QCOMPARE(v.target, soldier);
    // A vote set on the session (a player's over the LAN, serve's "vote") shows in its row.
    auto* firstPick = qobject_cast<QComboBox*>(votes->cellWidget(0, 1));
    const int firstVoter = votes->item(0, 0)->data(Qt::UserRole).toInt();
    page.session().setVote(firstVoter, NoPlayer);
    QCOMPARE(firstPick->currentData().toInt(), int(NoPlayer));
    page.session().setVote(firstVoter, soldier);
    QCOMPARE(firstPick->currentData().toInt(), soldier);
    const QString tally = page.findChild<QPlainTextEdit*>(QStringLiteral("tallyText"))->toPlainText();
    QVERIFY2(tally.contains(QStringLiteral("#%1").arg(soldier)), qPrintable(tally));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("executeButton")), Qt::LeftButton);
    QCOMPARE(int(page.table()->phases().size()), 2);
    QCOMPARE(page.table()->state().days, 1);
    QVERIFY(!page.table()->state().find(soldier)->alive);
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("dayMessage"))->text().contains(QStringLiteral("#%1").arg(soldier)));
    QVERIFY(page.session().votes().empty()); // the next day's table starts without votes
    // The log has both phases.
    const QString log = page.logText();
    QVERIFY(log.contains(QLatin1String("Night 1")) && log.contains(QLatin1String("Day 1")));
}

void TestUiWerewolf::refusedEntryChangesNothing_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("rule");
    QTest::newRow("override without a reason (XW-25)") << "override-no-reason" << "XW-25";
    QTest::newRow("override of a living player to alive (XW-25)") << "override-unchanged" << "XW-25";
    QTest::newRow("the 帅 kills itself (XW-9)") << "self-kill" << "XW-";
}

void TestUiWerewolf::refusedEntryChangesNothing()
{
    QFETCH(QString, what);
    QFETCH(QString, rule);
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 3);
    const int general = find(page, Camp::Red, Role::General);
    enterThroughRow(page, general, Verb::Kill, find(page, Camp::Black, Role::Horse));
    // What the page keeps, apart from the tab on screen.
    auto kept = [&page] {
        QJsonObject o = page.snapshot();
        o.remove(QLatin1String("tab"));
        return o;
    };
    const QJsonObject before = kept();
    QString message;
    QString ruling;
    if (what.startsWith(QLatin1String("override"))) {
        page.tabs()->setCurrentIndex(WerewolfPage::LogTab);
        auto* player = page.findChild<QComboBox*>(QStringLiteral("overridePlayer"));
        player->setCurrentIndex(player->findData(general));
        page.findChild<QCheckBox*>(QStringLiteral("overrideAlive"))->setChecked(what == QLatin1String("override-unchanged"));
        page.findChild<QLineEdit*>(QStringLiteral("overrideReason"))
            ->setText(what == QLatin1String("override-unchanged") ? QStringLiteral("typo") : QStringLiteral("  "));
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("overrideButton")), Qt::LeftButton);
        message = page.findChild<QLabel*>(QStringLiteral("overrideMessage"))->text();
        ruling = page.findChild<QLabel*>(QStringLiteral("overrideMessage"))->toolTip();
    } else {
        QVERIFY(!page.enterAction({general, Verb::Kill, general, NoPlayer}, &message));
        ruling = page.session().lastRefusalRule();
    }
    // The ruling where the moderator asks why (the tooltip), not in the message (issue 16).
    QVERIFY2(!message.isEmpty() && !message.contains(QLatin1String("XW-")), qPrintable(message));
    QVERIFY2(ruling.contains(rule), qPrintable(ruling));
    QCOMPARE(kept(), before);
    QCOMPARE(int(page.enteredTonight().size()), 1);
    QCOMPARE(int(page.table()->phases().size()), 0);
}

void TestUiWerewolf::undoNightGivesTheEntriesBack()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 8);
    const Action kill{find(page, Camp::Red, Role::General), Verb::Kill, find(page, Camp::Black, Role::Cannon), NoPlayer};
    QVERIFY(page.enterAction(kill));
    QVERIFY(page.applyNight());
    QVERIFY(page.canUndo());
    answerUndo(true);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("undoPhaseButton")), Qt::LeftButton);
    QCOMPARE(int(page.table()->phases().size()), 0);
    QVERIFY(page.table()->state().find(kill.target)->alive);
    QCOMPARE(page.enteredTonight(), std::vector<Action>{kill});
}

// Issue 38: every row's Enter button is in view; a horizontal scroll bar used to hide them.
void TestUiWerewolf::nightRowsFitWithoutScrollingSideways_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    QTest::newRow("中国象棋版杀 32 at 1280x800") << int(Game::Xiangqi) << 32 << QSize(1280, 800);
    QTest::newRow("国际象棋版杀 16 at 1280x800") << int(Game::Chess) << 16 << QSize(1280, 800);
    QTest::newRow("中国象棋版杀 32 at 1920x1080") << int(Game::Xiangqi) << 32 << QSize(1920, 1080);
}

void TestUiWerewolf::nightRowsFitWithoutScrollingSideways()
{
    QFETCH(int, game);
    QFETCH(int, players);
    QFETCH(QSize, size);
    WerewolfPage page(static_cast<Game>(game));
    page.resize(size);
    page.show();
    QStringList people = names(players);
    people[6] = QStringLiteral("Maximilian Oberhauser-Lindqvist the Younger");
    startThroughWidgets(page, people, 23);
    page.tabs()->setCurrentIndex(WerewolfPage::NightTab);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QTest::qWait(50);
    auto* scroll = page.findChild<QAbstractScrollArea*>(QStringLiteral("nightRowsScroll"));
    QVERIFY(scroll);
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    int buttons = 0;
    for (auto* enter : page.findChildren<QPushButton*>(QRegularExpression(QStringLiteral("^nightEnter-")))) {
        const QRect inViewport(enter->mapTo(scroll->viewport(), QPoint(0, 0)), enter->size());
        QVERIFY2(inViewport.right() < scroll->viewport()->width(),
                 qPrintable(QStringLiteral("%1 ends at %2 of %3").arg(enter->objectName()).arg(inViewport.right()).arg(scroll->viewport()->width())));
        ++buttons;
    }
    QVERIFY(buttons >= 8);
}

void TestUiWerewolf::refusedTypedEntrySaysWhy_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("the 帅 names itself (XW-9)") << "self";
    QTest::newRow("a player who already has an entry") << "entered";
    QTest::newRow("a dead player") << "dead";
}

// Issue 38: a refused typed entry says why, as the rules say it, and leaves the field empty.
void TestUiWerewolf::refusedTypedEntrySaysWhy()
{
    QFETCH(QString, what);
    WerewolfPage page(Game::Xiangqi);
    page.show();
    startThroughWidgets(page, names(32), 5);
    auto* typed = page.findChild<QLineEdit*>(QStringLiteral("typedEntry"));
    auto* message = page.findChild<QLabel*>(QStringLiteral("nightMessage"));
    auto type = [&](const QString& text) {
        typed->setFocus();
        typed->setText(text);
        QTest::keyClick(typed, Qt::Key_Return);
    };
    const int general = find(page, Camp::Red, Role::General);
    QString expected;
    if (what == QLatin1String("self")) {
        type(QString::number(general));
        type(QStringLiteral("kill"));
        type(QString::number(general));
        const auto refusal = page.table()->check(page.enteredTonight(), {general, Verb::Kill, general, NoPlayer});
        QVERIFY(refusal);
        expected = page.session().describe(*refusal);
        QVERIFY2(message->toolTip().contains(QLatin1String("XW-")), qPrintable(message->toolTip()));
    } else if (what == QLatin1String("entered")) {
        const int chariot = find(page, Camp::Red, Role::Chariot);
        enterThroughRow(page, chariot, Verb::Imprison, find(page, Camp::Black, Role::Horse));
        type(QString::number(chariot));
        expected = QStringLiteral("%1 already has an entry tonight").arg(page.playerLabel(chariot));
    } else {
        const int horse = find(page, Camp::Black, Role::Horse);
        QVERIFY(page.enterAction({general, Verb::Kill, horse, NoPlayer}));
        QVERIFY(page.applyNight());
        QVERIFY(!page.table()->state().find(horse)->alive);
        type(QString::number(horse));
        expected = QStringLiteral("%1 is dead").arg(page.playerLabel(horse));
    }
    QVERIFY2(message->text().contains(expected), qPrintable(message->text() + QStringLiteral(" / ") + expected));
    QVERIFY2(!message->text().contains(QLatin1String("matches")), qPrintable(message->text()));
    QVERIFY(typed->text().isEmpty());
    QCOMPARE(int(page.enteredTonight().size()), what == QLatin1String("entered") ? 1 : 0);
    // The next entry starts on an empty field.
    QVERIFY(typed->isEnabled());
}

// Issue 38: "Undo the last phase" asks first and says what will be lost; Cancel changes nothing.
void TestUiWerewolf::undoAsksFirstAndSaysWhatIsLost()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 8);
    const Action kill{find(page, Camp::Red, Role::General), Verb::Kill, find(page, Camp::Black, Role::Cannon), NoPlayer};
    QVERIFY(page.enterAction(kill));
    QVERIFY(page.applyNight());
    auto* undo = page.findChild<QPushButton*>(QStringLiteral("undoPhaseButton"));
    std::shared_ptr<QString> said = answerUndo(false);
    QTest::mouseClick(undo, Qt::LeftButton);
    QVERIFY2(said->contains(QLatin1String("Night 1")) && said->contains(QLatin1String("lives again"))
                 && said->contains(page.playerLabel(kill.target)),
             qPrintable(*said));
    QCOMPARE(int(page.table()->phases().size()), 1);
    QVERIFY(!page.table()->state().find(kill.target)->alive);
    // The day's vote: its votes are what is lost.
    Day day;
    for (const Player& p : page.table()->state().players)
        if (p.alive)
            day.votes.push_back({p.id, find(page, Camp::Black, Role::Soldier)});
    QVERIFY(page.applyDay(day));
    said = answerUndo(true);
    QTest::mouseClick(undo, Qt::LeftButton);
    QVERIFY2(said->contains(QLatin1String("Day 1")) && said->contains(QLatin1String("votes")), qPrintable(*said));
    QCOMPARE(int(page.table()->phases().size()), 1);
}

// Issue 38: once the vote is applied, the day tab shows that day's result, not
// an empty next day whose vote could be applied before any night.
void TestUiWerewolf::dayTabShowsTheAppliedDayFirst()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 11);
    enterFirstChoices(page);
    QVERIFY(page.applyNight());
    const int soldier = find(page, Camp::Black, Role::Soldier);
    Day day;
    for (const Player& p : page.table()->state().players)
        if (p.alive)
            day.votes.push_back({p.id, soldier});
    QVERIFY(page.applyDay(day));
    auto* execute = page.findChild<QPushButton*>(QStringLiteral("executeButton"));
    auto* votes = page.findChild<QTableWidget*>(QStringLiteral("voteTable"));
    QVERIFY(!execute->isEnabled());
    QCOMPARE(votes->rowCount(), int(day.votes.size()));
    QCOMPARE(votes->item(0, 1)->text(), page.playerLabel(soldier));
    for (int r = 0; r < votes->rowCount(); ++r)
        if (votes->item(r, 0)->text() == page.playerLabel(soldier))
            QVERIFY2(votes->item(r, 2)->text().endsWith(QString::number(day.votes.size())), qPrintable(votes->item(r, 2)->text()));
    const QString shown = page.findChild<QPlainTextEdit*>(QStringLiteral("tallyText"))->toPlainText();
    QVERIFY2(shown.contains(QLatin1String("Day 1")) && shown.contains(page.playerLabel(soldier)), qPrintable(shown));
    // The next night opens the next vote.
    QVERIFY(page.applyNight());
    QVERIFY(execute->isEnabled());
    QVERIFY(qobject_cast<QComboBox*>(votes->cellWidget(0, 1)));
}

// Issue 38: the vote pickers are reached with Tab and named for screen readers; a tally is a sentence.
void TestUiWerewolf::votePickersByKeyboardAndAccessibility()
{
    WerewolfPage page(Game::Xiangqi);
    page.show();
    startThroughWidgets(page, names(32), 11);
    enterFirstChoices(page);
    QVERIFY(page.applyNight());
    page.tabs()->setCurrentIndex(WerewolfPage::DayTab);
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    auto* votes = page.findChild<QTableWidget*>(QStringLiteral("voteTable"));
    auto* first = qobject_cast<QComboBox*>(votes->cellWidget(0, 1));
    auto* second = qobject_cast<QComboBox*>(votes->cellWidget(1, 1));
    const int voter = votes->item(0, 0)->data(Qt::UserRole).toInt();
    QVERIFY(first->accessibleName().contains(page.playerLabel(voter)));
    first->setFocus();
    QTest::keyClick(first, Qt::Key_Down);
    QVERIFY(page.session().voteOf(voter) >= 0);
    QTest::keyClick(first, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), second);
    for (int r = 0; r < votes->rowCount(); ++r)
        if (votes->item(r, 0)->data(Qt::UserRole).toInt() == page.session().voteOf(voter)) {
            const QString sentence = votes->item(r, 2)->data(Qt::AccessibleTextRole).toString();
            QVERIFY2(sentence.contains(QLatin1String("vote")), qPrintable(sentence));
        }
}

// ---- The session below the tabs (no widgets) -------------------------------------

namespace {
using qiyuan::session::ModeratorSession;
using Step = ModeratorSession::Step;

QStringList sessionNames(int n)
{
    QStringList out;
    for (int i = 1; i <= n; ++i)
        out << QStringLiteral("P%1").arg(i);
    return out;
}

int firstOf(const Table& t, Camp camp, Role role)
{
    for (const Player& p : t.state().players)
        if (p.camp == camp && p.role == role)
            return p.id;
    return NoPlayer;
}
} // namespace

// Each step tells the tabs what it did; an undone night gives its entries back.
void TestUiWerewolf::sessionStepsWithoutWidgets()
{
    ModeratorSession session(Game::Xiangqi);
    QSignalSpy steps(&session, &ModeratorSession::stepped);
    session.setSeed(5);
    QVERIFY(session.dealRoles(sessionNames(32)));
    QCOMPARE(steps.takeFirst().at(0).value<Step>(), Step::Dealt);
    QCOMPARE(session.playerLabel(3), QStringLiteral("P3 (#3)"));
    QVERIFY(session.startGame());
    QCOMPARE(steps.takeFirst().at(0).value<Step>(), Step::Started);
    const Table& t = *session.table();
    const Action kill{firstOf(t, Camp::Red, Role::General), Verb::Kill, firstOf(t, Camp::Black, Role::Cannon), NoPlayer};
    QVERIFY(session.enterAction(kill));
    QCOMPARE(steps.takeFirst().at(0).value<Step>(), Step::Entered);
    QVERIFY(session.applyNight());
    QCOMPARE(steps.takeFirst().at(0).value<Step>(), Step::NightApplied);
    QVERIFY(session.tonight().empty());
    QVERIFY(!session.table()->state().find(kill.target)->alive);
    QVERIFY(session.undoPhase());
    QCOMPARE(steps.takeFirst().at(0).value<Step>(), Step::Undone);
    QCOMPARE(session.tonight(), std::vector<Action>{kill});
    QVERIFY(session.table()->state().find(kill.target)->alive);
    session.reset();
    QCOMPARE(steps.takeFirst().at(0).value<Step>(), Step::Reset);
    QVERIFY(!session.table());
    QVERIFY(session.deal().empty());
    QVERIFY(steps.isEmpty());
}

void TestUiWerewolf::sessionRefusalsChangeNothing_data()
{
    QTest::addColumn<bool>("started");
    QTest::addColumn<QString>("what");
    QTest::addColumn<bool>("explained");
    QTest::newRow("31 names for the standard 32 (XW-1)") << false << "deal31" << true;
    QTest::newRow("a deal after the start") << true << "deal32" << true;
    QTest::newRow("the start before the deal") << false << "start" << true;
    QTest::newRow("an entry before the start") << false << "enter" << true;
    QTest::newRow("the general kills itself (XW-9)") << true << "selfKill" << true;
    QTest::newRow("remove an entry when none is entered") << true << "removeLast" << false;
    QTest::newRow("undo with no phase applied") << true << "undo" << false;
    QTest::newRow("LAN entries before the start") << false << "lanEntries" << false;
    QTest::newRow("override without a reason (XW-25)") << true << "override" << true;
}

// A refused step returns false, changes nothing and tells the tabs nothing.
void TestUiWerewolf::sessionRefusalsChangeNothing()
{
    QFETCH(bool, started);
    QFETCH(QString, what);
    QFETCH(bool, explained);
    ModeratorSession session(Game::Xiangqi);
    session.setSeed(11);
    if (started) {
        QVERIFY(session.dealRoles(sessionNames(32)));
        QVERIFY(session.startGame());
    }
    const std::vector<Seat> deal = session.deal();
    const std::size_t phases = session.table() ? session.table()->phases().size() : 0;
    QSignalSpy steps(&session, &ModeratorSession::stepped);
    QString error;
    bool ok = true;
    const int general = session.table() ? firstOf(*session.table(), Camp::Red, Role::General) : 1;
    if (what == QLatin1String("deal31"))
        ok = session.dealRoles(sessionNames(31), &error);
    else if (what == QLatin1String("deal32"))
        ok = session.dealRoles(sessionNames(32), &error);
    else if (what == QLatin1String("start"))
        ok = session.startGame(&error);
    else if (what == QLatin1String("enter"))
        ok = session.enterAction({1, Verb::Kill, 2, NoPlayer}, &error);
    else if (what == QLatin1String("selfKill"))
        ok = session.enterAction({general, Verb::Kill, general, NoPlayer}, &error);
    else if (what == QLatin1String("removeLast"))
        ok = session.removeLastEntry();
    else if (what == QLatin1String("undo"))
        ok = session.undoPhase();
    else if (what == QLatin1String("lanEntries")) {
        session.setEntries({{1, Verb::Kill, 2, NoPlayer}});
        ok = !session.tonight().empty();
    } else if (what == QLatin1String("override"))
        ok = session.applyOverride(general, false, QString(), &error);
    QVERIFY(!ok);
    QCOMPARE(error.isEmpty(), !explained);
    QVERIFY(steps.isEmpty());
    QCOMPARE(session.deal(), deal);
    QVERIFY(session.tonight().empty());
    QCOMPARE(session.table() ? session.table()->phases().size() : 0, phases);
}

// ---- Saving and reopening -------------------------------------------------------

void TestUiWerewolf::reopenedSessionContinues()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 21);
    QVERIFY(page.enterAction({find(page, Camp::Red, Role::General), Verb::Kill, find(page, Camp::Black, Role::Elephant), NoPlayer}));
    QVERIFY(page.applyNight());
    const Action pending{find(page, Camp::Black, Role::General), Verb::Kill, find(page, Camp::Red, Role::Horse), NoPlayer};
    QVERIFY(page.enterAction(pending));
    // A note on a player, typed into the roster.
    auto* roster = page.findChild<QTableWidget*>(QStringLiteral("rosterTable"));
    roster->item(4, 7)->setText(QStringLiteral("sent late"));
    const int noted = roster->item(4, 7)->data(Qt::UserRole).toInt();
    QCOMPARE(page.notes(noted), QStringLiteral("sent late"));

    const QJsonObject saved = QJsonDocument::fromJson(QJsonDocument(page.snapshot()).toJson()).object();
    WerewolfPage again(Game::Xiangqi);
    QString error;
    QVERIFY2(again.restoreSnapshot(saved, &error), qPrintable(error));
    QVERIFY(again.table());
    QCOMPARE(again.table()->phases(), page.table()->phases());
    QCOMPARE(again.table()->state(), page.table()->state());
    QCOMPARE(again.enteredTonight(), std::vector<Action>{pending});
    QCOMPARE(again.notes(noted), QStringLiteral("sent late"));
    QCOMPARE(again.playerName(1), QStringLiteral("Player 1"));
    QCOMPARE(again.tabs()->currentIndex(), page.tabs()->currentIndex());
    // ... and the game goes on from there.
    QVERIFY(again.applyNight(&error));
    QCOMPARE(again.table()->state().nights, 2);
    QVERIFY(!again.table()->state().find(pending.target)->alive);
}

void TestUiWerewolf::autosaveReopensWhereItWas()
{
    int victim = 0;
    std::vector<Phase> phases;
    {
        ui::LanguageManager languages;
        ui::MainWindow window(&languages);
        auto* page = qobject_cast<WerewolfPage*>(window.page(QStringLiteral("werewolf-xiangqi")));
        QVERIFY(page);
        QVERIFY(page->startNew(QStringLiteral("werewolf-xiangqi"), PlayMode::HotSeat));
        startThroughWidgets(*page, names(32), 99);
        victim = find(*page, Camp::Black, Role::Soldier);
        enterThroughRow(*page, find(*page, Camp::Red, Role::General), Verb::Kill, victim);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("resolveButton")), Qt::LeftButton);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("resolveButton")), Qt::LeftButton); // "Resolve anyway"
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("applyNightButton")), Qt::LeftButton);
        phases = page->table()->phases();
        QCOMPARE(int(phases.size()), 1);
        // No orderly shutdown: the window is simply gone (as after a crash).
    }
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath(QStringLiteral("werewolf-xiangqi"))));
    ui::LanguageManager languages;
    ui::MainWindow window(&languages);
    auto* page = qobject_cast<WerewolfPage*>(window.page(QStringLiteral("werewolf-xiangqi")));
    QVERIFY(page && page->table());
    QCOMPARE(page->table()->phases(), phases);
    QVERIFY(!page->table()->state().find(victim)->alive);
    QCOMPARE(page->tabs()->currentIndex(), int(WerewolfPage::DawnTab));
}

// ---- The public view ---------------------------------------------------------------

void TestUiWerewolf::publicViewNeverShowsAHiddenRole_data()
{
    QTest::addColumn<int>("reveal");
    QTest::newRow("dawn tells camp and role (XW-4)") << int(Reveal::CampAndRole);
    QTest::newRow("dawn tells the camp only (XW-4)") << int(Reveal::CampOnly);
    QTest::newRow("dawn tells nothing (XW-4)") << int(Reveal::Nothing);
}

void TestUiWerewolf::publicViewNeverShowsAHiddenRole()
{
    QFETCH(int, reveal);
    WerewolfPage page(Game::Xiangqi);
    auto* revealCombo = page.findChild<QComboBox*>(QStringLiteral("revealOnDeathCombo"));
    revealCombo->setCurrentIndex(revealCombo->findData(reveal));
    startThroughWidgets(page, names(32), 17);
    QCOMPARE(int(page.table()->settings().revealOnDeath), reveal);
    const int victim = find(page, Camp::Black, Role::Cannon);
    QVERIFY(page.enterAction({find(page, Camp::Red, Role::General), Verb::Kill, victim, NoPlayer}));
    QVERIFY(page.applyNight());
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("publicButton")), Qt::LeftButton);
    ui::WerewolfPublicView* view = page.publicView();
    QVERIFY(view->isVisible());
    QCOMPARE(view->playerCount(), 32);
    QStringList allRoleNames;
    for (Role r : werewolfsetup::nightOrder(Game::Xiangqi))
        allRoleNames << WerewolfPage::roleText(Game::Xiangqi, r);
    for (int row = 0; row < view->playerCount(); ++row) {
        const Player& p = page.table()->state().players[std::size_t(row)];
        const QString known = view->knownText(row);
        // Everything the card says, to the eye and to a screen reader.
        const QString shown = view->nameText(row) + QLatin1Char(' ') + view->statusText(row) + QLatin1Char(' ') + known
                              + QLatin1Char(' ') + view->playerCard(row)->accessibleName();
        if (p.role == Role::General) { // public from the start (XW-1)
            QVERIFY2(known.contains(WerewolfPage::roleText(Game::Xiangqi, Role::General)), qPrintable(shown));
        } else if (p.id == victim && reveal == int(Reveal::CampAndRole)) {
            QVERIFY2(known.contains(WerewolfPage::roleText(Game::Xiangqi, Role::Cannon)), qPrintable(shown));
        } else {
            for (const QString& role : allRoleNames)
                QVERIFY2(!shown.contains(role), qPrintable(shown));
            if (p.id != victim || reveal == int(Reveal::Nothing))
                QCOMPARE(known, QStringLiteral("?"));
        }
    }
    // The announcements say no more than the engine's public news.
    if (reveal != int(Reveal::CampAndRole))
        QVERIFY2(!view->announcements().contains(WerewolfPage::roleText(Game::Xiangqi, Role::Cannon)),
                 qPrintable(view->announcements()));
}

// Issue 16, point 5: on a 1920×1080 projector every one of 32 players is on
// screen at once, in large type, with nothing to scroll; the dead are marked.
void TestUiWerewolf::projectorFitsThirtyTwoOnOneScreen()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 17);
    const int victim = find(page, Camp::Black, Role::Cannon);
    QVERIFY(page.enterAction({find(page, Camp::Red, Role::General), Verb::Kill, victim, NoPlayer}));
    QVERIFY(page.applyNight());
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("publicButton")), Qt::LeftButton);
    ui::WerewolfPublicView* view = page.publicView();
    QVERIFY(view->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(view));
    // Another screen: full screen there (QT_QPA_PLATFORM=offscreen:configfile=... with two screens).
    if (QGuiApplication::screens().size() > 1) {
        QVERIFY(view->isFullScreen());
        QVERIFY(view->screen() != page.screen());
        QCOMPARE(view->geometry(), view->screen()->geometry());
    } else { // one screen only: a window wholly inside it, not full screen
        QVERIFY(!view->isFullScreen());
        QVERIFY2(view->screen()->availableGeometry().contains(view->frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4").arg(view->frameGeometry().x()).arg(view->frameGeometry().y())
                                .arg(view->frameGeometry().width()).arg(view->frameGeometry().height())));
    }
    view->resize(1920, 1080);
    QCoreApplication::processEvents();
    QCOMPARE(view->playerCount(), 32);
    QList<QRect> cards;
    for (int row = 0; row < 32; ++row) {
        QWidget* card = view->playerCard(row);
        QVERIFY(card->isVisible());
        const QRect r(card->mapTo(view, QPoint(0, 0)), card->size());
        QVERIFY2(view->rect().contains(r), qPrintable(view->nameText(row)));
        QVERIFY2(r.height() >= 90 && r.width() >= 300, qPrintable(QStringLiteral("%1x%2").arg(r.width()).arg(r.height())));
        for (const QRect& other : cards)
            QVERIFY(!other.intersects(r));
        cards << r;
        QVERIFY(!card->accessibleName().isEmpty());
        const bool dead = !page.table()->state().players[std::size_t(row)].alive;
        QCOMPARE(view->shownDead(row), dead);
        QCOMPARE(view->statusText(row), dead ? QStringLiteral("dead") : QStringLiteral("alive"));
    }
    QVERIFY(view->shownDead(victim - 1));
    for (QAbstractScrollArea* area : view->findChildren<QAbstractScrollArea*>())
        QVERIFY(!area->verticalScrollBar()->isVisible());
    QVERIFY(view->findChild<QLabel*>(QStringLiteral("publicTitle"))->text().contains(QLatin1String("31")));
    // No ruling's id on the projector.
    QVERIFY2(!view->announcements().contains(QLatin1String("XW-")), qPrintable(view->announcements()));
    // It follows the game: a day vote kills another player.
    const int voted = find(page, Camp::Black, Role::Soldier);
    Day day;
    for (const Player& p : page.table()->state().players)
        if (p.alive)
            day.votes.push_back({p.id, voted});
    QString error;
    QVERIFY2(page.applyDay(day, &error), qPrintable(error));
    QVERIFY(view->shownDead(voted - 1));
    // What the vote's announcement told of the executed, the card tells too (XW-4).
    const bool told = page.table()->settings().revealOnDeath != Reveal::Nothing;
    QCOMPARE(view->knownText(voted - 1) != QStringLiteral("?"), told);
    QCOMPARE(view->knownText(voted - 1).contains(WerewolfPage::roleText(Game::Xiangqi, Role::Soldier)),
             page.table()->settings().revealOnDeath == Reveal::CampAndRole);
    QVERIFY(view->findChild<QLabel*>(QStringLiteral("publicTitle"))->text().contains(QLatin1String("30")));
    // Esc leaves full screen for a window inside the screen, then closes the window.
    if (view->isFullScreen()) {
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->isFullScreen());
        QVERIFY(view->isVisible());
        QVERIFY(view->screen()->availableGeometry().contains(view->frameGeometry()));
    }
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->isVisible());
}

// Issue 16, point 6: the roster's columns are as wide as what they hold, and
// the moderator's notes take the rest, at 1280×800.
// Issue 38: on a single screen the projector opens only when asked, and the moderator can always get back.
void TestUiWerewolf::projectorOpensOnlyWhenAskedWithAWayBack()
{
    WerewolfPage page(Game::Xiangqi);
    page.show();
    startThroughWidgets(page, names(32), 6);
    enterFirstChoices(page);
    QVERIFY(page.applyNight());
    auto anyProjectorShown = [] {
        const auto windows = QApplication::topLevelWidgets();
        return std::any_of(windows.begin(), windows.end(), [](QWidget* w) {
            return qobject_cast<ui::WerewolfPublicView*>(w) && w->isVisible();
        });
    };
    QVERIFY(!anyProjectorShown()); // starting and playing never open it
    QCOMPARE(int(QGuiApplication::screens().size()), 1);
    page.tabs()->setCurrentIndex(WerewolfPage::RosterTab);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("publicButton")), Qt::LeftButton);
    ui::WerewolfPublicView* view = page.publicView();
    QVERIFY(view->isVisible() && !view->isFullScreen());
    QVERIFY(page.screen()->availableGeometry().contains(view->frameGeometry()));
    auto* back = view->findChild<QPushButton*>(QStringLiteral("projectorBackButton"));
    QVERIFY(back && back->isVisible());
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(!view->isVisible());
    // Esc is the keyboard's way back.
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("publicButton")), Qt::LeftButton);
    QVERIFY(view->isVisible());
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->isVisible());
}

void TestUiWerewolf::rosterColumnsFitTheirContent()
{
    ui::LanguageManager languages;
    ui::MainWindow window(&languages);
    window.resize(1280, 800);
    QTest::mouseClick(window.startPage()->card(QStringLiteral("werewolf-xiangqi"))->modeButton(PlayMode::HotSeat), Qt::LeftButton);
    auto* page = qobject_cast<WerewolfPage*>(window.currentPage());
    QVERIFY(page);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    startThroughWidgets(*page, names(32), 7);
    // Night 1: every actor's first legal choice, so that statuses show.
    enterFirstChoices(*page);
    QVERIFY(page->applyNight());
    page->tabs()->setCurrentIndex(WerewolfPage::RosterTab);
    QCoreApplication::processEvents();
    auto* roster = page->findChild<QTableWidget*>(QStringLiteral("rosterTable"));
    QVERIFY(roster->isVisible());
    QHeaderView* header = roster->horizontalHeader();
    const QAbstractItemView* view = roster; // sizeHintForColumn is public here
    const int notes = roster->columnCount() - 1;
    for (int c = 0; c < notes; ++c) {
        const QString what = QStringLiteral("%1: %2 < %3 / %4")
                                 .arg(roster->horizontalHeaderItem(c)->text())
                                 .arg(header->sectionSize(c))
                                 .arg(view->sizeHintForColumn(c))
                                 .arg(header->sectionSizeHint(c));
        QVERIFY2(header->sectionSize(c) >= view->sizeHintForColumn(c), qPrintable(what));
        QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c), qPrintable(what));
        QVERIFY2(header->sectionSize(notes) > header->sectionSize(c), qPrintable(what));
    }
    QVERIFY(!roster->horizontalScrollBar()->isVisible());
}

// ---- The chess game, exports, slips, named setups ---------------------------------

void TestUiWerewolf::chessGameDealsAndPlays()
{
    WerewolfPage page(Game::Chess);
    QCOMPARE(page.gameKey(), QStringLiteral("werewolf-chess"));
    startThroughWidgets(page, names(16), 4);
    QCOMPARE(int(page.table()->state().players.size()), 16);
    // The roster writes a camp as players do: "White", "Black" (issue 38).
    auto* roster = page.findChild<QTableWidget*>(QStringLiteral("rosterTable"));
    const int pawn = find(page, Camp::White, Role::Pawn);
    for (int r = 0; r < roster->rowCount(); ++r)
        if (roster->item(r, 0)->text() == QStringLiteral("#%1").arg(pawn)) {
            QCOMPARE(roster->item(r, 2)->text(), QStringLiteral("White"));
            QCOMPARE(roster->item(r, 3)->text(), QStringLiteral("Pawn"));
        }
    // Some role acts tonight, and its row offers exactly the engine's options.
    int entered = 0;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    for (const Player& p : page.table()->state().players) {
        const auto options = page.table()->options(p.id, page.enteredTonight());
        if (options.empty() || options.front().targets.empty())
            continue;
        enterThroughRow(page, p.id, options.front().verb, options.front().targets.front());
        ++entered;
        break;
    }
    QCOMPARE(int(page.enteredTonight().size()), entered);
    QVERIFY(entered == 1);
    QString error;
    QVERIFY2(page.applyNight(&error), qPrintable(error));
    QCOMPARE(page.table()->state().nights, 1);
    // The kings are hidden (CW-1): the public view knows only what dawn said.
    ui::WerewolfPublicView* shown = page.publicView();
    QCOMPARE(shown->playerCount(), 16);
    for (int row = 0; row < 16; ++row) {
        const Player& p = page.table()->state().players[std::size_t(row)];
        if (p.alive)
            QCOMPARE(shown->knownText(row), QStringLiteral("?"));
    }
}

void TestUiWerewolf::logExportsTextAndJson()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 13);
    const int victim = find(page, Camp::Black, Role::Horse);
    QVERIFY(page.enterAction({find(page, Camp::Red, Role::General), Verb::Kill, victim, NoPlayer}));
    QVERIFY(page.applyNight());
    QVERIFY(page.applyOverride(victim, true, QStringLiteral("the kill was sent to the wrong player")));
    QTemporaryDir dir;
    QString error;
    QVERIFY2(page.exportLogText(dir.filePath(QStringLiteral("log.txt")), &error), qPrintable(error));
    QFile text(dir.filePath(QStringLiteral("log.txt")));
    QVERIFY(text.open(QIODevice::ReadOnly));
    const QString log = QString::fromUtf8(text.readAll());
    QVERIFY(log.contains(QLatin1String("Night 1")));
    QVERIFY(log.contains(QLatin1String("the kill was sent to the wrong player")));
    QVERIFY2(page.exportLogJson(dir.filePath(QStringLiteral("log.json")), &error), qPrintable(error));
    QFile json(dir.filePath(QStringLiteral("log.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(o.value(QLatin1String("outcome")).toObject().value(QLatin1String("phases")).toArray().size(), 2);
    // The session part is a game file the engine reads back.
    const auto game = session::readWerewolfGame(QJsonDocument(o.value(QLatin1String("session")).toObject()).toJson(), &error);
    QVERIFY2(game, qPrintable(error));
    QCOMPARE(game->phases, page.table()->phases());
    // Save/Open through the page's files.
    QVERIFY(page.saveFile(dir.filePath(QStringLiteral("game.json")), &error));
    QFile saved(dir.filePath(QStringLiteral("game.json")));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray head = saved.peek(200);
    QVERIFY(page.claimsFile(head, saved.fileName()));
    QVERIFY(!WerewolfPage(Game::Chess).claimsFile(head, saved.fileName()));
    WerewolfPage opened(Game::Xiangqi);
    QVERIFY2(opened.openFile(saved.fileName(), &error), qPrintable(error));
    QCOMPARE(opened.table()->state(), page.table()->state());
    QCOMPARE(opened.playerName(3), QStringLiteral("Player 3"));
    // A deal not yet started is saved too: it opens as the game before night 1.
    WerewolfPage dealt(Game::Xiangqi);
    dealt.setNames(names(32));
    QVERIFY(dealt.dealRoles());
    QVERIFY2(dealt.saveFile(dir.filePath(QStringLiteral("deal.json")), &error), qPrintable(error));
    WerewolfPage fromDeal(Game::Xiangqi);
    QVERIFY2(fromDeal.openFile(dir.filePath(QStringLiteral("deal.json")), &error), qPrintable(error));
    auto* dealTable = dealt.findChild<QTableWidget*>(QStringLiteral("dealTable"));
    QCOMPARE(int(fromDeal.table()->seats().size()), 32);
    for (int r = 0; r < 32; ++r)
        QCOMPARE(int(fromDeal.table()->seats()[std::size_t(r)].role),
                 qobject_cast<QComboBox*>(dealTable->cellWidget(r, 3))->currentData().toInt());
    QCOMPARE(fromDeal.table()->state().nights, 0);
    QVERIFY(!WerewolfPage(Game::Xiangqi).saveFile(dir.filePath(QStringLiteral("nothing.json")), &error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("nothing.json"))));
}

void TestUiWerewolf::roleSlipsArePrinted()
{
    WerewolfPage page(Game::Chess);
    page.setNames(names(16));
    QVERIFY(page.dealRoles());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slips.pdf"));
    QString error;
    QVERIFY2(page.printSlips(path, &error), qPrintable(error));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page "), qsizetype(16));
}

void TestUiWerewolf::namedSetupStartsTheSameGroup()
{
    WerewolfPage page(Game::Xiangqi);
    auto* tie = page.findChild<QComboBox*>(QStringLiteral("tieCombo"));
    tie->setCurrentIndex(tie->findData(int(TieRule::Moderator)));
    startThroughWidgets(page, names(32), 2);
    QVERIFY(page.saveSetup(QStringLiteral("Friday group")));
    QVERIFY(!page.saveSetup(QStringLiteral("  ")));
    QCOMPARE(page.savedSetups(), QStringList{QStringLiteral("Friday group")});
    WerewolfPage next(Game::Xiangqi);
    QVERIFY(!next.loadSetup(QStringLiteral("no such setup")));
    QVERIFY(next.loadSetup(QStringLiteral("Friday group")));
    // One step: the same group is dealt new roles with the same settings.
    QCOMPARE(next.findChild<QTableWidget*>(QStringLiteral("dealTable"))->rowCount(), 32);
    QVERIFY(next.startGame());
    QCOMPARE(next.playerName(32), QStringLiteral("Player 32"));
    QCOMPARE(next.table()->settings().tie, TieRule::Moderator);
    // The chess page keeps its own setups.
    QVERIFY(WerewolfPage(Game::Chess).savedSetups().isEmpty());
}

void TestUiWerewolf::badSessionFileChangesNothing()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 6);
    const QJsonObject before = page.snapshot();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"game": "xiangqi", "players": [{"id": 1, "camp": "red", "role": "shuai"}], "phases": []})");
    f.close();
    QString error;
    QVERIFY(!page.openFile(path, &error));
    QVERIFY2(error.contains(QLatin1String("XW-")), qPrintable(error));
    QCOMPARE(page.snapshot(), before);
    QVERIFY(!page.restoreSnapshot(QJsonObject{{"started", true}}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(page.snapshot(), before);
}

void TestUiWerewolf::switchesToChineseLive()
{
    ui::LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 12);
    const int victim = find(page, Camp::Black, Role::Chariot);
    QVERIFY(page.enterAction({find(page, Camp::Red, Role::General), Verb::Kill, victim, NoPlayer}));
    QVERIFY(page.applyNight());
    QCOMPARE(page.tabs()->tabText(WerewolfPage::NightTab), QStringLiteral("Night"));
    languages.setPreference(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents(); // LanguageChange is posted to the windows
    QCOMPARE(page.tabs()->tabText(WerewolfPage::NightTab), QStringLiteral("夜晚"));
    // The engine's texts follow: role names and the log in Chinese.
    auto* roster = page.findChild<QTableWidget*>(QStringLiteral("rosterTable"));
    bool victimSeen = false;
    for (int r = 0; r < roster->rowCount(); ++r)
        if (roster->item(r, 0)->text() == QStringLiteral("%1号").arg(victim)) { // seats as Chinese players say them (issue 38)
            QCOMPARE(roster->item(r, 3)->text(), QStringLiteral("车"));
            QCOMPARE(roster->item(r, 4)->text(), QStringLiteral("死亡"));
            victimSeen = true;
        }
    QVERIFY(victimSeen);
    // Chinese lists are joined with 、, not a Western comma (issue 38).
    const QString waiting = page.findChild<QLabel*>(QStringLiteral("yetToAct"))->text();
    QVERIFY2(waiting.contains(QStringLiteral("、")) && !waiting.contains(QStringLiteral(", ")), qPrintable(waiting));
    QCOMPARE(page.findChild<QTableWidget*>(QStringLiteral("dealTable"))->item(0, 0)->text(), QStringLiteral("1号"));
    // A camp and its piece without a Western space: 红方帅.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const QString generalRow = page.findChild<QLabel*>(QStringLiteral("nightActor-%1").arg(find(page, Camp::Red, Role::General)))->text();
    QVERIFY2(generalRow.contains(QStringLiteral("红方帅")), qPrintable(generalRow));
    QVERIFY2(page.logText().contains(QStringLiteral("第 1 夜")), qPrintable(page.logText()));
    languages.setPreference(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(page.tabs()->tabText(WerewolfPage::NightTab), QStringLiteral("Night"));
}

void TestUiWerewolf::tiedVoteWaitsForTheModerator()
{
    // XW-24 (setting "the moderator decides"): a tie is refused until the
    // moderator names one of the tied players.
    WerewolfPage page(Game::Xiangqi);
    auto* tie = page.findChild<QComboBox*>(QStringLiteral("tieCombo"));
    tie->setCurrentIndex(tie->findData(int(TieRule::Moderator)));
    startThroughWidgets(page, names(32), 31);
    QVERIFY(page.applyNight()); // a quiet night
    const int a = find(page, Camp::Red, Role::Soldier);
    const int b = find(page, Camp::Black, Role::Soldier);
    auto* votes = page.findChild<QTableWidget*>(QStringLiteral("voteTable"));
    for (int r = 0; r < votes->rowCount(); ++r) {
        auto* combo = qobject_cast<QComboBox*>(votes->cellWidget(r, 1));
        combo->setCurrentIndex(combo->findData(r % 2 ? a : b));
    }
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("executeButton")), Qt::LeftButton);
    const QString refused = page.findChild<QLabel*>(QStringLiteral("dayMessage"))->toolTip();
    QVERIFY2(refused.contains(QLatin1String("XW-24")), qPrintable(refused));
    QCOMPARE(page.table()->state().days, 0);
    auto* decision = page.findChild<QComboBox*>(QStringLiteral("decisionCombo"));
    QVERIFY(decision->isEnabled());
    decision->setCurrentIndex(decision->findData(b));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("executeButton")), Qt::LeftButton);
    QCOMPARE(page.table()->state().days, 1);
    QVERIFY(!page.table()->state().find(b)->alive);
    QVERIFY(page.table()->state().find(a)->alive);
}

void TestUiWerewolf::gameOverRevealsEveryRole()
{
    WerewolfPage page(Game::Xiangqi);
    startThroughWidgets(page, names(32), 44);
    auto* reveal = page.findChild<QTableWidget*>(QStringLiteral("revealTable"));
    page.tabs()->setCurrentIndex(WerewolfPage::LogTab);
    page.show();
    QVERIFY(!reveal->isVisible()); // nothing to reveal while the game goes on
    // The moderator removes the black 帅 (XW-25): red wins (XW-23).
    QString error;
    QVERIFY2(page.applyOverride(find(page, Camp::Black, Role::General), false, QStringLiteral("left the game"), &error),
             qPrintable(error));
    QVERIFY(page.isFinished());
    QVERIFY(reveal->isVisible());
    QCOMPARE(reveal->rowCount(), 32);
    for (int r = 0; r < 32; ++r)
        QCOMPARE(reveal->item(r, 2)->text(), WerewolfPage::roleText(Game::Xiangqi, page.table()->state().players[std::size_t(r)].role));
    QVERIFY(!page.findChild<QPushButton*>(QStringLiteral("resolveButton"))->isEnabled());
    QVERIFY(!page.findChild<QPushButton*>(QStringLiteral("executeButton"))->isEnabled());
}

void TestUiWerewolf::mainWindowOpensSessionsWithTheirGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chess-night.json"));
    std::vector<Phase> phases;
    {
        WerewolfPage page(Game::Chess);
        startThroughWidgets(page, names(16), 9);
        QVERIFY(page.applyNight());
        phases = page.table()->phases();
        QString error;
        QVERIFY2(page.saveFile(path, &error), qPrintable(error));
    }
    ui::LanguageManager languages;
    ui::MainWindow window(&languages);
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    auto* page = qobject_cast<WerewolfPage*>(window.currentPage());
    QVERIFY(page);
    QCOMPARE(page->gameKey(), QStringLiteral("werewolf-chess"));
    QCOMPARE(page->table()->phases(), phases);
    QCOMPARE(page->playerName(16), QStringLiteral("Player 16"));
}

// With QIYUAN_SCREENSHOT_DIR set: the projector view, the roster and the log
// of a 32-player game after night 1 and day 1 (and the log once the game is
// over), in both languages at 1280×800 and 1920×1080, to be looked at.
void TestUiWerewolf::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ui::ensureChineseFont();
    ui::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        languages.setPreference(language);
        init();
        ui::MainWindow window(&languages);
        window.show();
        QTest::mouseClick(window.startPage()->card(QStringLiteral("werewolf-xiangqi"))->modeButton(PlayMode::HotSeat), Qt::LeftButton);
        auto* page = qobject_cast<WerewolfPage*>(window.currentPage());
        QVERIFY(page);
        QStringList players;
        for (int i = 1; i <= 32; ++i)
            players << (language == QLatin1String("en")      ? (i == 7 ? QStringLiteral("Maximilian Oberhauser-Lindqvist")
                                                                        : QStringLiteral("Player %1").arg(i))
                        : language == QLatin1String("zh_TW") ? (i == 7 ? QStringLiteral("歐陽慕容雪") : QStringLiteral("玩家%1").arg(i))
                                                              : (i == 7 ? QStringLiteral("欧阳慕容雪") : QStringLiteral("玩家%1").arg(i)));
        startThroughWidgets(*page, players, 23);
        // The night panel with its rows (issue 38: every Enter button in view).
        page->tabs()->setCurrentIndex(WerewolfPage::NightTab);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            QTest::qWait(100);
            QVERIFY(window.grab().save(QStringLiteral("%1/werewolf-night-%2-%3x%4.png").arg(dir, language).arg(size.width()).arg(size.height())));
        }
        {
            // The reveal's pieces, as the board draws them.
            QPixmap strip(6 * 130, 2 * 130);
            strip.fill(Qt::white);
            QPainter painter(&strip);
            const Role xiangqiRoles[] = {Role::General, Role::Chariot, Role::Horse, Role::Cannon, Role::LeftAdvisor, Role::Soldier};
            const Role chessRoles[] = {Role::King, Role::Queen, Role::Rook, Role::Knight, Role::Bishop, Role::Pawn};
            for (int i = 0; i < 6; ++i) {
                painter.drawPixmap(i * 130, 0, ui::WerewolfRevealDialog::pieceImage(Game::Xiangqi, xiangqiRoles[i], i % 2 ? Camp::Black : Camp::Red, 120));
                painter.drawPixmap(i * 130, 130, ui::WerewolfRevealDialog::pieceImage(Game::Chess, chessRoles[i], i % 2 ? Camp::Black : Camp::White, 120));
            }
            painter.end();
            QVERIFY(strip.save(QStringLiteral("%1/werewolf-reveal-pieces.png").arg(dir)));
        }
        enterFirstChoices(*page);
        QVERIFY(page->applyNight());
        page->tabs()->setCurrentIndex(WerewolfPage::RosterTab);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            QTest::qWait(100);
            QVERIFY(window.grab().save(QStringLiteral("%1/werewolf-rosternight-%2-%3x%4.png").arg(dir, language).arg(size.width()).arg(size.height())));
        }
        const int voted = find(*page, Camp::Black, Role::Soldier);
        Day day;
        for (const Player& p : page->table()->state().players)
            if (p.alive)
                day.votes.push_back({p.id, voted});
        QVERIFY(page->applyDay(day));
        page->tabs()->setCurrentIndex(WerewolfPage::DayTab);
        window.resize(1280, 800);
        QTest::qWait(100);
        QVERIFY(window.grab().save(QStringLiteral("%1/werewolf-dayapplied-%2-1280x800.png").arg(dir, language)));
        page->findChild<QTableWidget*>(QStringLiteral("rosterTable"))->item(0, 7)->setText(QStringLiteral("sent late"));
        ui::WerewolfPublicView* view = page->publicView();
        view->present(); // as the roster's button opens it: with the way back on a single screen
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
            window.resize(size);
            view->resize(size);
            for (int tab : {int(WerewolfPage::RosterTab), int(WerewolfPage::LogTab)}) {
                page->tabs()->setCurrentIndex(tab);
                QTest::qWait(100);
                QVERIFY(window.grab().save(QStringLiteral("%1/werewolf-%2-%3.png").arg(dir, page->tabs()->widget(tab)->objectName(), tag)));
            }
            QTest::qWait(100);
            QVERIFY(view->grab().save(QStringLiteral("%1/werewolf-public-%2.png").arg(dir, tag)));
        }
        // The game over: the log reveals every role.
        QVERIFY(page->applyOverride(find(*page, Camp::Black, Role::General), false, QStringLiteral("left the game")));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
            window.resize(size);
            view->resize(size);
            page->tabs()->setCurrentIndex(WerewolfPage::LogTab);
            QTest::qWait(100);
            QVERIFY(window.grab().save(QStringLiteral("%1/werewolf-logover-%2.png").arg(dir, tag)));
            QVERIFY(view->grab().save(QStringLiteral("%1/werewolf-publicover-%2.png").arg(dir, tag)));
        }
        view->close();
    }
    languages.setPreference(QStringLiteral("en"));
}

QTEST_MAIN(TestUiWerewolf)
#include "tst_ui_werewolf.moc"
