// The hot-seat 积分象棋 table, driven through its real widgets: moves clicked on
// the board, the kind chooser (mouse and keyboard), the score panel and the
// points in the move list, the contest's two-move turns with End turn,
// take-back and redo, save → open, a broken file refused, the autosave
// snapshot and the result dialog.
#include "jifen/jifenguide.h"
#include "jifen/jifentable.h"
#include "jifen/kindchooser.h"
#include "ui/gamecard.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/startpage.h"
#include "ui/timecontroldialog.h"
#include "ui/computergamedialog.h"
#include "match/match.h"
#include "session/jifen_pgn.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace qiyuan;
using namespace qiyuan::jifen;
using qiyuan::ui::JifenTable;
using qiyuan::ui::KindChooser;

namespace {
const RuleSet& rules(const char* key) { return *findRuleSet(key); }
xiangqi::Square sq(const char* name) { return xiangqi::makeSquare(name[0] - 'a', name[1] - '0'); }

QString actionsOf(const Game& g)
{
    QStringList out;
    for (const Action& a : g.actions())
        out << QString::fromStdString(actionText(a));
    return out.join(QLatin1Char(' '));
}
} // namespace

class TestUiJifenTable : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void startPageOffersTheGame_data();
    void startPageOffersTheGame();
    void autosaveResumesTheGame();
    void startPageRuleSets_data();
    void startPageRuleSets();
    void legendShowsTheRuleSetsKinds_data();
    void legendShowsTheRuleSetsKinds();
    void agreedTargetScore();
    void kindChangeByMouse();
    void kindChooserKeyboard_data();
    void kindChooserKeyboard();
    void escapeTakesTheMoveBack();
    void scorePanelAfterScoringMove_data();
    void scorePanelAfterScoringMove();
    void refusalByKindExplained();
    void contestTwoMoveTurn();
    void undoRedo();
    void saveOpenRoundTrip();
    void brokenFileRefused();
    void snapshotRoundTrip();
    void resultDialog();
    void clockFromTheNewGameDialog_data();
    void clockFromTheNewGameDialog();
    void clockAgainstTheComputer();
    void clockScreenshots();
    void resultMessages_data();
    void resultMessages();
    void switchesToChineseLive();
    void sidePanelFollowsTheBoard_data();
    void sidePanelFollowsTheBoard();

private:
    // No unfinished game from an earlier run is resumed (the .bak copy too).
    static void removeAutosave()
    {
        const QString path = ui::MainWindow::autosavePath(QStringLiteral("jifen"));
        QFile::remove(path);
        QFile::remove(path + QStringLiteral(".bak"));
    }
    // Answers the modal dialogs of a new game while it lives: the new-game
    // dialog (its target set to `target` when > 0) and the first game's how to
    // play (its text kept in `intro`).
    struct DialogAnswerer {
        QTimer timer;
        QString intro;
        bool newGameAsked = false;
        explicit DialogAnswerer(int target = 0)
        {
            QObject::connect(&timer, &QTimer::timeout, [this, target] {
                QWidget* w = QApplication::activeModalWidget();
                if (auto* howTo = qobject_cast<ui::JifenHowToPlay*>(w)) {
                    for (QLabel* l : howTo->findChildren<QLabel*>())
                        intro += l->text() + QLatin1Char('\n');
                    howTo->accept();
                } else if (auto* d = qobject_cast<QDialog*>(w)) {
                    newGameAsked = true;
                    if (auto* spin = d->findChild<QSpinBox*>(QStringLiteral("targetSpin")); spin && target > 0)
                        spin->setValue(target);
                    d->accept();
                }
            });
            timer.start(20);
        }
    };
    // Answers a new game's dialogs choosing the clock `tc`: Change… in the
    // new-game dialog opens the clock dialog (answered with `tc`), then OK;
    // the how-to-play is closed. `chosen`: the new-game dialog's words of the clock.
    struct ClockAnswerer {
        QTimer timer;
        QString chosen;
        bool clockAsked = false;
        explicit ClockAnswerer(const TimeControl& tc)
        {
            QObject::connect(&timer, &QTimer::timeout, [this, tc] {
                QWidget* w = QApplication::activeModalWidget();
                if (auto* howTo = qobject_cast<ui::JifenHowToPlay*>(w)) {
                    howTo->accept();
                } else if (auto* d = qobject_cast<QDialog*>(w); d && !qobject_cast<ui::TimeControlDialog*>(w)) {
                    auto* change = d->findChild<QPushButton*>(QStringLiteral("clockButton"));
                    if (!change)
                        return;
                    if (!clockAsked) {
                        clockAsked = true;
                        QTimer::singleShot(0, [tc] {
                            if (auto* c = qobject_cast<ui::TimeControlDialog*>(QApplication::activeModalWidget())) {
                                c->setTimeControl(tc);
                                c->accept();
                            }
                        });
                        QTest::mouseClick(change, Qt::LeftButton); // the clock dialog, answered above
                        return;
                    }
                    chosen = d->findChild<QLabel*>(QStringLiteral("clockText"))->text();
                    d->accept();
                }
            });
            timer.start(20);
        }
    };
    static void show(JifenTable& t)
    {
        t.resize(1000, 680);
        t.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t));
    }
    static void click(JifenTable& t, const char* sq)
    {
        const QPoint p = t.board()->pointCentre(sq[0] - 'a', sq[1] - '0').toPoint();
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, p);
    }
    static void move(JifenTable& t, const char* iccs)
    {
        click(t, iccs);
        click(t, iccs + 2);
    }
    static QToolButton* choice(JifenTable& t, const char* name)
    {
        return t.kindChooser()->findChild<QToolButton*>(QLatin1String(name));
    }
    static QString label(JifenTable& t, const char* name)
    {
        QLabel* l = t.findChild<QLabel*>(QLatin1String(name));
        return l ? l->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
    }
    static QPushButton* button(JifenTable& t, const char* name)
    {
        return t.findChild<QPushButton*>(QLatin1String(name));
    }
    static QString cell(JifenTable& t, int row, int column)
    {
        QTableWidgetItem* item = t.moveList()->item(row, column);
        return item ? item->text() : QString();
    }
};

void TestUiJifenTable::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiyuan-ui-jifen-table-test"));
}

void TestUiJifenTable::startPageOffersTheGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("简明 simple") << "jifen-simple";
    QTest::newRow("比赛 match") << "jifen-match";
    QTest::newRow("竞赛 contest") << "jifen-contest";
}

void TestUiJifenTable::startPageOffersTheGame()
{
    QFETCH(QString, variant);
    QSettings().clear();
    removeAutosave();
    ui::LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    ui::MainWindow window(&languages);
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::GameCard* card = window.startPage()->card(QStringLiteral("jifen"));
    QVERIFY(card);
    QVERIFY(card->selectVariant(variant));
    QPushButton* hotSeat = card->modeButton(PlayMode::HotSeat);
    QVERIFY(hotSeat && hotSeat->isEnabled());
    {
        DialogAnswerer answers;
        QTest::mouseClick(hotSeat, Qt::LeftButton);
        QVERIFY(answers.newGameAsked);
        // The first game of a rule set shows how to play it, in players' words.
        QVERIFY2(answers.intro.contains(ui::jifenguide::ruleSetName(rules(variant.toLatin1()))), qPrintable(answers.intro));
        QVERIFY2(answers.intro.contains(QStringLiteral("Never captures, so it gives no check.")), qPrintable(answers.intro));
    }
    auto* table = qobject_cast<JifenTable*>(window.currentPage());
    QVERIFY(table);
    QCOMPARE(table->variantKey(), variant);
    QVERIFY(table->game().actions().empty());
    // The next game of the same rule set starts without it; Help → How to Play shows it again.
    window.showStartPage();
    {
        DialogAnswerer answers;
        QTest::mouseClick(hotSeat, Qt::LeftButton);
        QVERIFY(answers.intro.isEmpty());
    }
    auto* howTo = window.findChild<QAction*>(QStringLiteral("actionHowToPlay"));
    QVERIFY(howTo && howTo->isEnabled());
    howTo->trigger();
    QVERIFY(table->howToPlayDialog() && table->howToPlayDialog()->isVisible());
    table->howToPlayDialog()->close();
    window.setWindowModified(false);
}

void TestUiJifenTable::autosaveResumesTheGame()
{
    QSettings().clear();
    removeAutosave();
    const auto cleanUp = qScopeGuard([] { removeAutosave(); }); // also when a check fails
    ui::LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    {
        ui::MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::GameCard* card = window.startPage()->card(QStringLiteral("jifen"));
        QVERIFY(card->selectVariant(QStringLiteral("jifen-match")));
        {
            DialogAnswerer answers;
            QTest::mouseClick(card->modeButton(PlayMode::HotSeat), Qt::LeftButton);
        }
        auto* table = qobject_cast<JifenTable*>(window.currentPage());
        QVERIFY(table);
        move(*table, "h2e2");
        QTest::keyClick(table->kindChooser(), Qt::Key_S);
        QCOMPARE(actionsOf(table->game()), QStringLiteral("h2e2=s"));
        window.setWindowModified(false); // the app dies: no save prompt, the autosave is on disk
    }
    QVERIFY(QFile::exists(ui::MainWindow::autosavePath(QStringLiteral("jifen"))));
    // The next start resumes the unfinished game on screen.
    ui::MainWindow again(&languages);
    auto* table = qobject_cast<JifenTable*>(again.currentPage());
    QVERIFY(table);
    QCOMPARE(table->variantKey(), QStringLiteral("jifen-match"));
    QCOMPARE(actionsOf(table->game()), QStringLiteral("h2e2=s"));
    QCOMPARE(label(*table, "blackScore"), QStringLiteral("Black 1"));
    again.setWindowModified(false);
}

void TestUiJifenTable::startPageRuleSets_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("endTurnShown");
    QTest::addColumn<QString>("turn");
    QTest::newRow("简明 simple") << "jifen-simple" << false << "Red to move";
    QTest::newRow("比赛 match") << "jifen-match" << false << "Red to move";
    QTest::newRow("竞赛 contest") << "jifen-contest" << true << "Red to move: one move, no capture (first turn)";
}

void TestUiJifenTable::startPageRuleSets()
{
    QFETCH(QString, variant);
    QFETCH(bool, endTurnShown);
    QFETCH(QString, turn);
    JifenTable t;
    show(t);
    DialogAnswerer answers;
    QVERIFY(t.startNew(variant, PlayMode::HotSeat));
    QCOMPARE(t.variantKey(), variant);
    QCOMPARE(t.gameKey(), QStringLiteral("jifen"));
    QCOMPARE(button(t, "endTurnButton")->isVisible(), endTurnShown);
    QCOMPARE(label(t, "turnLine"), turn);
    // The target is named once, in the rule set's line.
    QVERIFY2(label(t, "ruleSetLine").contains(QStringLiteral("first to %1 point").arg(rules(variant.toLatin1()).targetScore)), qPrintable(label(t, "ruleSetLine")));
    QVERIFY(!t.startNew(QStringLiteral("no-such-rules"), PlayMode::HotSeat));
    QCOMPARE(t.variantKey(), variant); // untouched
}

void TestUiJifenTable::legendShowsTheRuleSetsKinds_data()
{
    // What each kind does and scores under the rule set, in players' words
    // (the icons show how a kind looks), and what a check scores.
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("lines");
    const QString idle = QStringLiteral("Idle — Never captures, so it gives no check. Each move: +1 for you.");
    QTest::newRow("SC-7, SC-8 simple: normal and idle")
        << "jifen-simple" << ""
        << QStringList{QStringLiteral("Normal — Captures as in xiangqi. Its moves score nothing."), idle,
                       QStringLiteral("A check costs you 1 point, instead of the move's points.")};
    QTest::newRow("SC-9, SC-10 match: normal, small and idle")
        << "jifen-match" << ""
        << QStringList{QStringLiteral("Normal — Captures as in xiangqi. Each move: +1 for your opponent."),
                       QStringLiteral("Small — Captures as in xiangqi, but never a small piece. Its moves score nothing."),
                       idle, QStringLiteral("A check gives your opponent 2 points, instead of the move's points.")};
    QTest::newRow("SC-11, SC-14 contest: all four")
        << "jifen-contest"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/8R/RNBAKABN1 w - - 0 1 kinds:a0=k,b2=s,h2=i,i1=s,b7=k,h7=i "
           "score:12,7 turn:one ply:30"
        << QStringList{QStringLiteral("Normal — Captures as in xiangqi. Each move: +1 for your opponent."),
                       QStringLiteral("Small — Captures as in xiangqi, but never a small piece. Its moves score nothing."),
                       QStringLiteral("King — Captures as in xiangqi. Capturing any king piece wins the game at once. "
                                      "Each move: +1 for you."),
                       idle, QStringLiteral("A check scores like any other move.")};
}

void TestUiJifenTable::legendShowsTheRuleSetsKinds()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, lines);
    ui::LanguageManager languages; // English with its plural forms ("1 point")
    languages.setPreference(QStringLiteral("en"));
    JifenTable t;
    show(t);
    const RuleSet& r = rules(variant.toLatin1());
    std::string why;
    const auto start = fen.isEmpty() ? std::optional<Position>(Position(r)) : Position::fromFen(r, fen.toStdString(), &why);
    QVERIFY2(start, why.c_str());
    t.setGame(Game(*start));
    QStringList shown;
    for (QLabel* l : t.findChild<QWidget*>(QStringLiteral("kindLegend"))->findChildren<QLabel*>())
        if (l->isVisible() && !l->text().isEmpty())
            shown << QString(l->text()).remove(QStringLiteral("<b>")).remove(QStringLiteral("</b>"));
    QCOMPARE(shown, lines);
    // The rule set is named on the table with its target.
    QCOMPARE(label(t, "ruleSetLine"), QStringLiteral("%1 rules — first to %2 points")
                                          .arg(variant == QLatin1String("jifen-simple")  ? QStringLiteral("Simple")
                                               : variant == QLatin1String("jifen-match") ? QStringLiteral("Match")
                                                                                         : QStringLiteral("Contest"))
                                          .arg(start->targetScore()));
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        t.grab().save(dir + QStringLiteral("/jifen_kinds_%1.png").arg(variant));
}

void TestUiJifenTable::agreedTargetScore()
{
    // SC-6: the players agree another target in the new-game dialog; it is
    // kept in the saved game (the FEN's target: field) and fixed on the table:
    // there is nothing there to change it with.
    ui::LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    JifenTable t;
    show(t);
    {
        DialogAnswerer answers(50);
        QVERIFY(t.startNew(QStringLiteral("jifen-match"), PlayMode::HotSeat));
        QVERIFY(answers.newGameAsked);
    }
    QCOMPARE(t.game().position().targetScore(), 50);
    QCOMPARE(label(t, "ruleSetLine"), QStringLiteral("Match rules — first to 50 points"));
    QVERIFY(!t.findChild<QSpinBox*>());
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_Return);
    QVERIFY(!t.setTargetScore(60));
    QCOMPARE(t.game().position().targetScore(), 50);
    JifenTable back;
    QString error;
    QVERIFY2(back.restoreSnapshot(t.snapshot(), &error), qPrintable(error));
    QCOMPARE(back.game().position().targetScore(), 50);
    QCOMPARE(actionsOf(back.game()), QStringLiteral("h2e2"));
}

void TestUiJifenTable::kindChangeByMouse()
{
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-simple"));
    move(t, "h2e2");
    // The simple rules: normal or idle; the chooser offers keep and idle.
    QVERIFY(t.choosingKind());
    QVERIFY(t.kindChooser()->isVisible());
    QVERIFY(choice(t, "kind_keep") && choice(t, "kind_i"));
    QVERIFY(!choice(t, "kind_s"));
    QVERIFY(t.game().actions().empty());
    // Each choice says what the piece's moves score with it (SC-8).
    QCOMPARE(choice(t, "kind_keep")->text(), QStringLiteral("Keep\nno points"));
    QCOMPARE(choice(t, "kind_i")->text(), QStringLiteral("Idle\nyou +1"));
    QTest::mouseClick(choice(t, "kind_i"), Qt::LeftButton);
    QVERIFY(!t.kindChooser()->isVisible());
    QCOMPARE(actionsOf(t.game()), QStringLiteral("h2e2=i"));
    QCOMPARE(t.game().position().kindAt(sq("e2")), Kind::Idle);
    QCOMPARE(cell(t, 0, 0), QStringLiteral("Red"));
    QCOMPARE(cell(t, 0, 1), QStringLiteral("炮二平五 → Idle"));
    QCOMPARE(cell(t, 0, 2), QString()); // a move that scores nothing says nothing
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        t.grab().save(dir + QStringLiteral("/jifen_table.png"));
}

void TestUiJifenTable::kindChooserKeyboard_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<QString>("action");
    QTest::newRow("Enter keeps the kind") << "jifen-match" << QList<int>{Qt::Key_Return} << "h2e2";
    QTest::newRow("s makes it small") << "jifen-match" << QList<int>{Qt::Key_S} << "h2e2=s";
    QTest::newRow("i makes it idle") << "jifen-match" << QList<int>{Qt::Key_I} << "h2e2=i";
    QTest::newRow("Right, Enter: the second choice") << "jifen-match" << QList<int>{Qt::Key_Right, Qt::Key_Enter}
                                                     << "h2e2=s";
    QTest::newRow("Left wraps to the last choice") << "jifen-match" << QList<int>{Qt::Key_Left, Qt::Key_Return}
                                                   << "h2e2=i";
    QTest::newRow("digit 2") << "jifen-simple" << QList<int>{Qt::Key_2} << "h2e2=i";
    QTest::newRow("k is not offered in the match rules: ignored, then Enter")
        << "jifen-match" << QList<int>{Qt::Key_K, Qt::Key_Return} << "h2e2";
}

void TestUiJifenTable::kindChooserKeyboard()
{
    QFETCH(QString, variant);
    QFETCH(QList<int>, keys);
    QFETCH(QString, action);
    JifenTable t;
    show(t);
    t.newGame(rules(variant.toLatin1()));
    move(t, "h2e2");
    QVERIFY(t.choosingKind());
    for (int key : keys)
        QTest::keyClick(t.kindChooser(), Qt::Key(key));
    QVERIFY(!t.choosingKind());
    QCOMPARE(actionsOf(t.game()), action);
}

void TestUiJifenTable::escapeTakesTheMoveBack()
{
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-simple"));
    move(t, "h2e2");
    QVERIFY(t.choosingKind());
    // The board shows the move while the kind is chosen.
    QCOMPARE(t.board()->position().at(sq("h2")), xiangqi::NoPiece);
    QTest::keyClick(t.kindChooser(), Qt::Key_Escape);
    QVERIFY(!t.choosingKind());
    QVERIFY(t.game().actions().empty());
    QVERIFY(xiangqi::isPiece(t.board()->position().at(sq("h2"))));
    QVERIFY(t.board()->isInteractive());
}

void TestUiJifenTable::scorePanelAfterScoringMove_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("moves"); // each "h2e2" + an optional key for the chooser
    QTest::addColumn<QString>("red");
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("points"); // the last row's points
    QTest::newRow("SC-8 simple: an idle piece's move earns 1")
        << "jifen-simple" << QStringList{"h2e2 i", "h9g7 Return", "e2d2 Return"} << "Red 1" << "Black 0"
        << "Idle piece moved: +1";
    QTest::newRow("SC-10 match: a normal piece's move gives the opponent 1")
        << "jifen-match" << QStringList{"h2e2 Return"} << "Red 0" << "Black 1" << "Normal piece moved: opponent +1";
    QTest::newRow("SC-10 match: a small piece's move scores nothing")
        << "jifen-match" << QStringList{"h2e2 s", "h9g7 Return", "e2d2 Return"} << "Red 1" << "Black 1"
        << ""; // a move that scores nothing says nothing
    QTest::newRow("SC-14 contest: a normal move gives the opponent 1")
        << "jifen-contest" << QStringList{"h2e2"} << "Red 0" << "Black 1" << "Normal piece moved: opponent +1";
}

void TestUiJifenTable::scorePanelAfterScoringMove()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, moves);
    QFETCH(QString, red);
    QFETCH(QString, black);
    QFETCH(QString, points);
    JifenTable t;
    show(t);
    t.newGame(rules(variant.toLatin1()));
    for (const QString& m : moves) {
        const QStringList parts = m.split(QLatin1Char(' '));
        move(t, parts[0].toLatin1().constData());
        if (parts.size() > 1) {
            QVERIFY2(t.choosingKind(), qPrintable(m));
            if (parts[1] == QLatin1String("Return"))
                QTest::keyClick(t.kindChooser(), Qt::Key_Return);
            else
                QTest::keyClicks(t.kindChooser(), parts[1]);
        }
        QVERIFY2(!t.choosingKind(), qPrintable(m));
    }
    QCOMPARE(int(t.game().actions().size()), int(moves.size()));
    QCOMPARE(label(t, "redScore"), red);
    QCOMPARE(label(t, "blackScore"), black);
    QCOMPARE(cell(t, int(moves.size()) - 1, 2), points);
}

void TestUiJifenTable::refusalByKindExplained()
{
    // SC-7: the idle cannon on e2 has a screen on e3 and a soldier on e6 to take,
    // as in xiangqi, but an idle piece never captures.
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-simple"));
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_I);
    move(t, "h9g7");
    QTest::keyClick(t.kindChooser(), Qt::Key_Return);
    click(t, "e2");
    QVERIFY(!t.board()->highlightedTargets().contains(sq("e6")));
    click(t, "e6");
    QCOMPARE(int(t.game().actions().size()), 2);
    QCOMPARE(label(t, "statusLine"), QStringLiteral("An idle piece never captures."));
}

void TestUiJifenTable::contestTwoMoveTurn()
{
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-contest"));
    QPushButton* endTurn = button(t, "endTurnButton");
    QVERIFY(endTurn && endTurn->isVisible());
    QVERIFY(!endTurn->isEnabled());
    // SC-12: the first turn is one move; no kind changes before the first capture
    // (SC-13), so no chooser.
    move(t, "h2e2");
    QVERIFY(!t.choosingKind());
    QCOMPARE(label(t, "turnLine"), QStringLiteral("Black to move: move 1 of 2"));
    QVERIFY(!endTurn->isEnabled());
    move(t, "h9g7");
    QCOMPARE(label(t, "turnLine"), QStringLiteral("Black to move: move 2 of 2, or end the turn"));
    QVERIFY(endTurn->isEnabled());
    QTest::mouseClick(endTurn, Qt::LeftButton);
    QCOMPARE(actionsOf(t.game()), QStringLiteral("h2e2 h9g7 end"));
    QCOMPARE(label(t, "turnLine"), QStringLiteral("Red to move: move 1 of 2"));
    QCOMPARE(cell(t, 2, 1), QStringLiteral("End turn"));
    // Red's two moves, then black's first capture ends the two-move turns and
    // opens the kind changes (SC-13): the chooser appears.
    move(t, "a3a4");
    move(t, "i3i4");
    QCOMPARE(label(t, "turnLine"), QStringLiteral("Black to move: move 1 of 2"));
    move(t, "b7b0");
    QVERIFY(t.choosingKind());
    QTest::keyClick(t.kindChooser(), Qt::Key_S);
    QCOMPARE(actionsOf(t.game()), QStringLiteral("h2e2 h9g7 end a3a4 i3i4 b7b0=s"));
    QCOMPARE(label(t, "turnLine"), QStringLiteral("Red to move"));
    QVERIFY(!endTurn->isEnabled());
    // Moves are numbered as players count them: red's turn and black's answer
    // are move 1, however many actions each turn held.
    QStringList numbers;
    for (int row = 0; row < t.moveList()->rowCount(); ++row)
        numbers << t.moveList()->model()->headerData(row, Qt::Vertical).toString();
    QCOMPARE(numbers, (QStringList{"1", "", "", "2", "", ""}));
    QVERIFY(t.moveList()->verticalHeader()->isVisible());
    QVERIFY2(t.progressSummary().contains(QStringLiteral(" 2 move")), qPrintable(t.progressSummary()));
}

void TestUiJifenTable::undoRedo()
{
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-match"));
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_S);
    move(t, "h9g7");
    QTest::keyClick(t.kindChooser(), Qt::Key_I);
    QPushButton* takeBack = button(t, "takeBackButton");
    QPushButton* redo = button(t, "redoButton");
    QVERIFY(!redo->isEnabled());
    QTest::mouseClick(takeBack, Qt::LeftButton);
    QCOMPARE(actionsOf(t.game()), QStringLiteral("h2e2=s"));
    QCOMPARE(t.moveList()->rowCount(), 1);
    // SC-10: the move scores by the kind before the change: a normal piece's move.
    QCOMPARE(label(t, "blackScore"), QStringLiteral("Black 1"));
    QCOMPARE(label(t, "redScore"), QStringLiteral("Red 0"));
    QTest::mouseClick(takeBack, Qt::LeftButton);
    QVERIFY(t.game().actions().empty());
    QVERIFY(!takeBack->isEnabled());
    QTest::mouseClick(redo, Qt::LeftButton);
    QTest::mouseClick(redo, Qt::LeftButton);
    // The kind changes come back with the moves.
    QCOMPARE(actionsOf(t.game()), QStringLiteral("h2e2=s h9g7=i"));
    QCOMPARE(cell(t, 1, 1), QStringLiteral("马8进7 → Idle"));
    QVERIFY(!redo->isEnabled());
    // A new move after a take-back clears the redo list.
    QTest::mouseClick(takeBack, Qt::LeftButton);
    move(t, "b9c7");
    QTest::keyClick(t.kindChooser(), Qt::Key_Return);
    QVERIFY(!redo->isEnabled());
}

void TestUiJifenTable::saveOpenRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("contest.pgn"));
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-contest"));
    for (const char* m : {"h2e2", "h9g7"})
        move(t, m);
    QTest::mouseClick(button(t, "endTurnButton"), Qt::LeftButton);
    move(t, "a3a4");
    QTest::mouseClick(button(t, "endTurnButton"), Qt::LeftButton);
    move(t, "b7b0");
    QTest::keyClick(t.kindChooser(), Qt::Key_S);
    move(t, "a0a1");
    QTest::keyClick(t.kindChooser(), Qt::Key_I);
    const QString played = QStringLiteral("h2e2 h9g7 end a3a4 end b7b0=s a0a1=i");
    QCOMPARE(actionsOf(t.game()), played);
    QString error;
    QVERIFY2(t.saveFile(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray head = f.read(4096);
    QVERIFY(head.contains("[Variant \"jifen-contest\"]"));
    QVERIFY2(head.contains("2. a3a4 end b7b0=s 3. a0a1=i *"), head.constData());

    JifenTable other;
    QVERIFY(other.claimsFile(head, path));
    QVERIFY(!other.claimsFile("[Variant \"xiangqi\"]\n", path));
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    QCOMPARE(other.variantKey(), QStringLiteral("jifen-contest"));
    QCOMPARE(actionsOf(other.game()), played);
    QCOMPARE(other.game().position().fen(), t.game().position().fen());
    QCOMPARE(other.moveList()->rowCount(), 7);
    QCOMPARE(cell(other, 6, 1), QStringLiteral("车九进一 → Idle"));
}

void TestUiJifenTable::brokenFileRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    // SC-7: the idle cannon may not take the soldier.
    f.write("[Variant \"jifen-simple\"]\n\n1. h2e2=i h9g7 2. e2e6 *\n");
    f.close();
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-match"));
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_S);
    QString error;
    QVERIFY(!t.openFile(path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("broken.pgn: line 3")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("an idle piece never captures")), qPrintable(error));
    QCOMPARE(t.variantKey(), QStringLiteral("jifen-match"));
    QCOMPARE(actionsOf(t.game()), QStringLiteral("h2e2=s"));
    QCOMPARE(t.moveList()->rowCount(), 1);
}

void TestUiJifenTable::snapshotRoundTrip()
{
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-simple"));
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_I);
    t.setFlipped(true);
    const QJsonObject snap = t.snapshot();
    JifenTable back;
    QString error;
    QVERIFY2(back.restoreSnapshot(snap, &error), qPrintable(error));
    QCOMPARE(actionsOf(back.game()), QStringLiteral("h2e2=i"));
    QCOMPARE(back.variantKey(), QStringLiteral("jifen-simple"));
    QVERIFY(back.isFlipped());
    QVERIFY(back.hasProgress());
    // Bad data changes nothing.
    QVERIFY(!back.restoreSnapshot(QJsonObject{{QStringLiteral("pgn"), QStringLiteral("[Variant \"x\"]")}}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(actionsOf(back.game()), QStringLiteral("h2e2=i"));
}

void TestUiJifenTable::resultDialog()
{
    // SC-4: red has 29 of the simple rules' 30; its idle cannon's move reaches 30.
    const auto start = Position::fromFen(
        rules("jifen-simple"),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 kinds:h2=i score:29,0 ply:10");
    QVERIFY(start);
    JifenTable t;
    show(t);
    t.setGame(Game(*start));
    QCOMPARE(label(t, "redScore"), QStringLiteral("Red 29"));
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_Return);
    QVERIFY(t.game().over());
    QCOMPARE(label(t, "redScore"), QStringLiteral("Red 30"));
    auto* box = t.findChild<QMessageBox*>(QStringLiteral("resultDialog"));
    QVERIFY(box);
    QCOMPARE(box->text(), QStringLiteral("Red wins: reached the target score of 30."));
    QVERIFY(!t.board()->isInteractive());
    QVERIFY(t.isFinished());
    box->close();
}

// Issue 40, ruling SC-T1: a hot-seat game takes a clock of any kind from its
// new-game dialog (Change… opens the clock dialog xiangqi uses); the table
// shows both sides' clocks, the side to act's running (highlighted), its last
// seconds in tenths and in red; save → open and the autosave keep the clock;
// a fallen flag ends the game with its reason.
void TestUiJifenTable::clockFromTheNewGameDialog_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<QString>("red");       // red's clock at the start
    QTest::addColumn<QString>("black");     // black's
    QTest::addColumn<QString>("redMoved");  // red's once it moved
    QTest::addColumn<QString>("blackLow");  // black's with 5 s left
    QTest::newRow("sudden death") << "300" << "5:00" << "5:00" << "5:00" << "0:05.0";
    QTest::newRow("increment") << "180+5" << "3:00" << "3:00" << "3:05" << "0:05.0";
    QTest::newRow("byo-yomi periods") << "60/byo:3x30" << "1:00 + 3 periods" << "1:00 + 3 periods"
                                      << "1:00 + 3 periods" << "0:05.0 + 3 periods";
    QTest::newRow("per-move limit") << "move:30" << "0:30" << "0:30" << "0:30" << "0:05.0";
    QTest::newRow("time odds") << "red=300+0,black=120+0" << "5:00" << "2:00" << "5:00" << "0:05.0";
}

void TestUiJifenTable::clockFromTheNewGameDialog()
{
    QFETCH(QString, control);
    QFETCH(QString, red);
    QFETCH(QString, black);
    QFETCH(QString, redMoved);
    QFETCH(QString, blackLow);
    ui::LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    const QString key = QStringLiteral("hotseat/jifen/clock");
    QSettings().remove(key);
    const auto forget = qScopeGuard([key] { QSettings().remove(key); });
    const TimeControl tc = *parseTimeControl(control.toStdString());
    JifenTable t;
    show(t);
    {
        ClockAnswerer answers(tc);
        QVERIFY(t.startNew(QStringLiteral("jifen-simple"), PlayMode::HotSeat));
        QVERIFY(answers.clockAsked);
        QCOMPARE(answers.chosen, ui::TimeControlDialog::describe(tc));
    }
    QVERIFY(t.match()->timeControl() == tc);
    auto* redClock = t.findChild<QLabel*>(QStringLiteral("redClock"));
    auto* blackClock = t.findChild<QLabel*>(QStringLiteral("blackClock"));
    QVERIFY(redClock && blackClock);
    QVERIFY(redClock->isVisible() && blackClock->isVisible());
    QCOMPARE(redClock->text(), red);
    QCOMPARE(blackClock->text(), black);
    QVERIFY(redClock->styleSheet().contains(QLatin1String("highlight"))); // red's runs
    QVERIFY(blackClock->styleSheet().isEmpty());
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_Return);
    QCOMPARE(t.match()->clock().running(), 1);
    QCOMPARE(redClock->text(), redMoved);
    QVERIFY(redClock->styleSheet().isEmpty());
    QVERIFY(blackClock->styleSheet().contains(QLatin1String("highlight")));
    // The last seconds in tenths and in red.
    t.match()->elapse(t.match()->clock().countdownMs(1) - 5000); // as last charged: 5 s left exactly
    QCOMPARE(blackClock->text(), blackLow);
    QVERIFY(blackClock->styleSheet().contains(QLatin1String("#c00000")));
    // The record's TimeControl tag and the autosave keep the clock.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clock.pgn"));
    QString error;
    QVERIFY2(t.saveFile(path, &error), qPrintable(error));
    QCOMPARE(session::loadJifenPgnFile(path, &error)->tags.value(QStringLiteral("TimeControl")),
             QString::fromStdString(timeControlText(tc)));
    JifenTable opened;
    QVERIFY2(opened.openFile(path, &error), qPrintable(error));
    QVERIFY(opened.match()->timeControl() == tc);
    QVERIFY(!opened.findChild<QLabel*>(QStringLiteral("blackClock"))->isHidden());
    JifenTable back;
    QVERIFY2(back.restoreSnapshot(t.snapshot(), &error), qPrintable(error));
    QVERIFY(back.match()->timeControl() == tc);
    QVERIFY(std::abs(back.match()->clock().remainingMs(1) - t.match()->clockNow().remainingMs(1)) < 1000);
    QVERIFY(!back.findChild<QLabel*>(QStringLiteral("blackClock"))->isHidden());
    // Black's flag falls: red wins on time, said in words.
    t.match()->elapse(24 * 3600 * 1000);
    QVERIFY(t.isFinished());
    QVERIFY(!t.board()->isInteractive());
    auto* box = t.findChild<QMessageBox*>(QStringLiteral("resultDialog"));
    QVERIFY(box);
    QCOMPARE(box->text(), QStringLiteral("Red wins: time ran out."));
    box->close();
    // The next new game's dialog starts from this clock.
    {
        ClockAnswerer answers(TimeControl{});
        QVERIFY(t.startNew(QStringLiteral("jifen-simple"), PlayMode::HotSeat));
    }
    QVERIFY(!t.match()->timeControl().enabled()); // chosen: no clock
    QVERIFY(redClock->isHidden() && blackClock->isHidden());
}

// Against the computer the clock is chosen in its new-game dialog the same way.
void TestUiJifenTable::clockAgainstTheComputer()
{
    const QString key = QStringLiteral("computer/jifen/clock");
    QSettings().remove(key);
    const auto forget = qScopeGuard([key] { QSettings().remove(key); });
    JifenTable t;
    show(t);
    const TimeControl tc = *parseTimeControl("600/byo:2x30");
    {
        ClockAnswerer answers(tc);
        QVERIFY(t.startNew(QStringLiteral("jifen-match"), PlayMode::Computer));
        QVERIFY(answers.clockAsked);
    }
    QVERIFY(t.playsComputer());
    QVERIFY(t.match()->timeControl() == tc);
    QVERIFY(t.findChild<QLabel*>(QStringLiteral("redClock"))->isVisible());
    QVERIFY(t.findChild<QLabel*>(QStringLiteral("blackClock"))->isVisible());
    QCOMPARE(QSettings().value(key).toString(), QString::fromStdString(timeControlText(tc))); // the next game starts from it
    t.match()->setPaused(match::Match::Players, true); // the computer waits while the table goes
}

// With QIYUAN_SCREENSHOT_DIR: a timed contest game between the two moves of a
// turn, black's clock in its last seconds, in en, zh_CN and zh_TW at
// 1280×800 and 1920×1080.
void TestUiJifenTable::clockScreenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    ui::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        languages.setPreference(language);
        // The new-game dialogs with their Clock row (hot seat, against the computer).
        for (const PlayMode mode : {PlayMode::HotSeat, PlayMode::Computer}) {
            JifenTable t;
            show(t);
            QTimer::singleShot(300, [&] {
                QWidget* d = QApplication::activeModalWidget();
                if (!d)
                    return;
                d->grab().save(QStringLiteral("%1/jifen-newgame-%2-%3.png")
                                   .arg(dir, mode == PlayMode::HotSeat ? QStringLiteral("hotseat") : QStringLiteral("computer"),
                                        language));
                qobject_cast<QDialog*>(d)->reject();
            });
            QVERIFY(!t.startNew(QStringLiteral("jifen-match"), mode));
        }
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            JifenTable t;
            t.resize(size);
            t.show();
            QVERIFY(QTest::qWaitForWindowExposed(&t));
            t.newGame(rules("jifen-contest"), *parseTimeControl("300/byo:3x30"));
            move(t, "h2e2");
            move(t, "h9g7");
            t.match()->elapse(t.match()->clock().countdownMs(1) - 7300);
            QTest::qWait(100);
            QVERIFY(t.grab().save(QStringLiteral("%1/jifen-clock-%2-%3x%4.png").arg(dir, language).arg(size.width()).arg(size.height())));
            t.match()->setPaused(match::Match::Players, true);
        }
    }
}

void TestUiJifenTable::resultMessages_data()
{
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("text");
    QTest::newRow("SC-11 king piece captured") << int(Verdict::BlackWins) << "king piece captured"
                                               << "Black wins: a king piece was captured.";
    QTest::newRow("SC-4 no legal move") << int(Verdict::RedWins) << "stalemate" << "Red wins: no legal move (困毙).";
    QTest::newRow("SC-5 ply limit") << int(Verdict::Draw) << "ply limit" << "Draw: 200 moves (400 plies) without a result.";
    QTest::newRow("resignation") << int(Verdict::RedWins) << "resignation" << "Red wins: resignation.";
}

void TestUiJifenTable::resultMessages()
{
    QFETCH(int, verdict);
    QFETCH(QString, reason);
    QFETCH(QString, text);
    QCOMPARE(ui::jifenResultMessage(GameResult{Verdict(verdict), reason.toStdString()}, 100), text);
}

void TestUiJifenTable::switchesToChineseLive()
{
    JifenTable t;
    show(t);
    t.newGame(rules("jifen-match"));
    move(t, "h2e2");
    QTest::keyClick(t.kindChooser(), Qt::Key_I);
    move(t, "h9g7");
    ui::LanguageManager languages;
    languages.setPreference(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    // Everything on the table speaks Chinese at once, the open chooser too.
    QCOMPARE(label(t, "redScore"), QStringLiteral("红方 0 分")); // black's move waits for its kind
    QCOMPARE(label(t, "blackScore"), QStringLiteral("黑方 1 分"));
    QCOMPARE(label(t, "ruleSetLine"), QStringLiteral("比赛规则 — 先得 100 分者胜"));
    QCOMPARE(label(t, "turnLine"), QStringLiteral("轮到黑方走棋"));
    QCOMPARE(t.board()->position().at(sq("h9")), xiangqi::NoPiece); // still showing the move
    QCOMPARE(cell(t, 0, 0), QStringLiteral("红方"));
    QCOMPARE(cell(t, 0, 1), QStringLiteral("炮二平五 → 闲子"));
    QCOMPARE(cell(t, 0, 2), QStringLiteral("普通子走一着 对方+1"));
    QVERIFY(t.choosingKind());
    QCOMPARE(choice(t, "kind_keep")->accessibleName(), QStringLiteral("保持"));
    QCOMPARE(choice(t, "kind_s")->accessibleName(), QStringLiteral("小子"));
    QCOMPARE(button(t, "takeBackButton")->text(), QStringLiteral("悔棋"));
    if (const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR"); !dir.isEmpty())
        t.grab().save(dir + QStringLiteral("/jifen_table_zh.png"));
    QTest::keyClick(t.kindChooser(), Qt::Key_Return);
    languages.setPreference(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(label(t, "redScore"), QStringLiteral("Red 1"));
    QCOMPARE(cell(t, 1, 2), QStringLiteral("Normal piece moved: opponent +1"));
}

void TestUiJifenTable::sidePanelFollowsTheBoard_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("redAtTheBottom");
    QTest::newRow("a new game: red at the bottom") << "new" << true;
    QTest::newRow("flipped: black at the bottom") << "flip" << false;
    QTest::newRow("flipped twice") << "flip twice" << true;
    QTest::newRow("playing black against the computer") << "computer black" << false;
}

// As at the xiangqi table: the side at the bottom of the board is at the
// bottom of the side panel (its score and its clock, in one row).
void TestUiJifenTable::sidePanelFollowsTheBoard()
{
    QFETCH(QString, how);
    QFETCH(bool, redAtTheBottom);
    removeAutosave();
    JifenTable t;
    show(t);
    if (how == QLatin1String("computer black"))
        t.newComputerGame(rules("jifen-simple"), xiangqi::Side::Black, 1);
    else
        t.newGame(rules("jifen-simple"));
    if (how.startsWith(QLatin1String("flip")))
        t.setFlipped(true);
    if (how == QLatin1String("flip twice"))
        t.setFlipped(false);
    QTest::qWait(20);
    auto y = [&t](const char* name) {
        QWidget* w = t.findChild<QWidget*>(QLatin1String(name));
        return w ? w->mapTo(&t, QPoint(0, 0)).y() : -1;
    };
    QVERIFY(y("redScore") >= 0 && y("blackScore") >= 0);
    QCOMPARE(y("redScore") > y("blackScore"), redAtTheBottom);
    QCOMPARE(t.isFlipped(), !redAtTheBottom);
    // Each side's clock (shown over the LAN) sits in its score's block.
    QCOMPARE(t.findChild<QWidget*>(QStringLiteral("redClock"))->parentWidget()->objectName(), QStringLiteral("redRow"));
    QCOMPARE(t.findChild<QWidget*>(QStringLiteral("blackClock"))->parentWidget()->objectName(), QStringLiteral("blackRow"));
    QCOMPARE(t.findChild<QWidget*>(QStringLiteral("redScore"))->parentWidget()->objectName(), QStringLiteral("redRow"));
    QCOMPARE(t.findChild<QWidget*>(QStringLiteral("blackScore"))->parentWidget()->objectName(), QStringLiteral("blackRow"));
}

QTEST_MAIN(TestUiJifenTable)
#include "tst_ui_jifen_table.moc"
