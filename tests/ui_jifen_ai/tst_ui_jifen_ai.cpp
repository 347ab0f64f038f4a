// 积分象棋 against the computer and the Hint, driven through the real table:
// the computer answers from its worker thread while the GUI keeps running, it
// completes its whole turn (two actions in the contest's turns), it plays only
// legal actions, Take back during its search is safe and leaves no stale
// answer, the table can be destroyed mid-search, the autosave snapshot keeps
// side and level and resumes the search, and a Hint names a legal action.
#include "ai/ai.h"
#include "jifen/jifenguide.h"
#include "jifen/jifentable.h"
#include "jifen/kindchooser.h"
#include "ui/computergamedialog.h"
#include "session/jifen_pgn.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::jifen;
using qiyuan::ui::JifenTable;
using xiangqi::Side;

Q_DECLARE_METATYPE(qiyuan::jifen::Action)

namespace {
const RuleSet& rules(const QString& key) { return *findRuleSet(key.toStdString()); }

constexpr int AnswerTimeoutMs = 15000; // level 1 thinks ~0.2 s; generous for a loaded machine

void clickSquare(JifenTable& t, xiangqi::Square s)
{
    const QPoint p = t.board()->pointCentre(xiangqi::fileOf(s), xiangqi::rankOf(s)).toPoint();
    QTest::mouseClick(t.board(), Qt::LeftButton, {}, p);
}

// The human acts like a player: a legal move clicked on the board (keeping
// the piece's kind with Enter when asked); `end` through the End turn button.
void humanActs(JifenTable& t)
{
    const std::size_t before = t.game().actions().size();
    for (const Action& a : t.game().legalActions()) {
        // A quiet move: the contest's two-move turns last until the first capture.
        if (a.isEnd() || t.game().position().at(a.move.to) != xiangqi::NoPiece)
            continue;
        clickSquare(t, a.move.from);
        clickSquare(t, a.move.to);
        if (t.choosingKind())
            QTest::keyClick(t.kindChooser(), Qt::Key_Return);
        break;
    }
    if (t.game().actions().size() == before)
        QTest::mouseClick(t.findChild<QPushButton*>(QStringLiteral("endTurnButton")), Qt::LeftButton);
}

// The human plays until the computer is to act (or the game ends).
bool humanTurn(JifenTable& t)
{
    for (int i = 0; i < 4 && !t.computerToAct() && !t.game().over(); ++i)
        humanActs(t);
    return t.computerToAct() || t.game().over();
}

// Every action of `side` in the game was legal where it was played.
bool actionsOfSideLegal(const Game& g, Side side, QString* why)
{
    Game replay(g.startPosition());
    for (std::size_t i = 0; i < g.actions().size(); ++i) {
        const Action& a = g.actions()[i];
        if (replay.sideToAct() == side) {
            bool found = false;
            for (const Action& l : replay.legalActions())
                found = found || l == a;
            if (!found) {
                *why = QStringLiteral("action %1 (%2) is not legal").arg(i).arg(QString::fromStdString(actionText(a)));
                return false;
            }
        }
        if (replay.play(a)) {
            *why = QStringLiteral("action %1 refused on replay").arg(i);
            return false;
        }
    }
    return true;
}

void showTable(JifenTable& t)
{
    t.resize(1000, 680);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
}
} // namespace

class TestUiJifenAi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void newGameDialogAsksSideAndLevel();
    void computerAnswersWhileGuiRuns_data();
    void computerAnswersWhileGuiRuns();
    void contestComputerCompletesItsTurn();
    void boardLockedWhileComputerThinks();
    void takeBackDuringThinking();
    void destroyMidSearch();
    void restoreResumesThinking();
    void restoreRefusesUnknownSide();
    void hintNamesLegalAction_data();
    void hintNamesLegalAction();
};

void TestUiJifenAi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiyuan-ui-jifen-ai-test"));
    qRegisterMetaType<qiyuan::jifen::Action>();
}

void TestUiJifenAi::newGameDialogAsksSideAndLevel()
{
    JifenTable t;
    showTable(t);
    QSettings().remove(QStringLiteral("jifen/howToPlaySeen")); // as on a first start
    // The dialog is modal: answer it once it is up (human plays Black, level 1,
    // a target of 40 points); the first game of a rule set then shows how to play.
    bool answered = false, introduced = false;
    QTimer answerer;
    connect(&answerer, &QTimer::timeout, this, [&answered, &introduced] {
        QWidget* w = QApplication::activeModalWidget();
        if (auto* intro = qobject_cast<ui::JifenHowToPlay*>(w)) {
            introduced = true;
            intro->accept();
            return;
        }
        auto* d = qobject_cast<ui::ComputerGameDialog*>(w);
        if (!d)
            return;
        QVERIFY(!d->opponentBox()->isVisible()); // built-in AI only: no external-engine row
        d->sideBox()->setCurrentIndex(1);
        d->levelBox()->setCurrentIndex(0);
        auto* target = d->findChild<QSpinBox*>(QStringLiteral("targetSpin"));
        QVERIFY(target);
        QCOMPARE(target->value(), 100); // the match rules' own target (SC-10)
        target->setValue(40);           // SC-6: agreed before the game
        answered = true;
        d->accept();
    });
    answerer.start(20);
    QVERIFY(t.startNew(QStringLiteral("jifen-match"), PlayMode::Computer));
    answerer.stop();
    QVERIFY(answered);
    QVERIFY(introduced);
    QCOMPARE(t.game().position().targetScore(), 40);
    QVERIFY(t.playsComputer());
    QCOMPARE(t.variantKey(), QStringLiteral("jifen-match"));
    QCOMPARE(t.computerSide(), Side::Red);
    QCOMPARE(t.computerLevel(), 1);
    QVERIFY(t.isFlipped()); // the human's Black at the bottom
    // Red moves first: the computer thinks at once and answers.
    QVERIFY(t.computerThinking());
    QTRY_VERIFY_WITH_TIMEOUT(!t.computerToAct(), AnswerTimeoutMs);
    QCOMPARE(t.game().sideToAct(), Side::Black);
}

void TestUiJifenAi::computerAnswersWhileGuiRuns_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("简明 simple") << "jifen-simple";
    QTest::newRow("比赛 match") << "jifen-match";
    QTest::newRow("竞赛 contest") << "jifen-contest";
}

void TestUiJifenAi::computerAnswersWhileGuiRuns()
{
    QFETCH(QString, variant);
    JifenTable t;
    showTable(t);
    // Level 4 searches long enough (depth 4) for the timer below to fire
    // while it thinks; level 1 could answer within one tick on a quiet machine.
    t.newComputerGame(rules(variant), Side::Red, 4);
    QVERIFY(!t.computerThinking()); // Red, the human, acts first

    // A timer that keeps firing proves the search runs off the GUI thread.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start(5);
    QSignalSpy acted(&t, &JifenTable::computerActed);
    for (int turn = 0; turn < 3 && !t.game().over(); ++turn) {
        QVERIFY(humanTurn(t));
        QTRY_VERIFY_WITH_TIMEOUT(!t.computerToAct(), AnswerTimeoutMs);
    }
    QVERIFY2(acted.count() >= 1, "the computer never acted");
    QVERIFY2(ticks >= 1, qPrintable(QStringLiteral("only %1 timer ticks").arg(ticks)));
    QString why;
    QVERIFY2(actionsOfSideLegal(t.game(), Side::Black, &why), qPrintable(why));
    // Each reported action is in the game, played by the computer's side.
    int computerActions = 0;
    for (const ActionEffect& e : t.game().effects())
        computerActions += e.actor == Side::Black;
    QCOMPARE(acted.count(), computerActions);
}

void TestUiJifenAi::contestComputerCompletesItsTurn()
{
    // 竞赛: after the one-move first turns, each turn has two moves (or a move
    // and `end`) until the first capture. The computer plays its whole turn.
    JifenTable t;
    showTable(t);
    bool sawTwoMoveTurn = false;
    // A first capture ends the two-move turns (SC-12), and from the standard
    // start a cannon can take a horse at once, which the computer does: so
    // the game starts without cannons (resumed like an autosave), where no
    // piece can be taken for the first few turns. Should a capture still come
    // first, a new game, until a two-move turn of the computer's own is seen.
    const auto start = Position::fromFen(rules(QStringLiteral("jifen-contest")),
                                         "rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR w - - 0 1 turn:first");
    QVERIFY(start);
    session::JifenPgnGame pgn;
    pgn.game = Game(*start);
    const QJsonObject snapshot{
        {QStringLiteral("pgn"), QString::fromUtf8(session::writeJifenPgn(pgn))},
        {QStringLiteral("computer"), QJsonObject{{QStringLiteral("side"), QStringLiteral("black")},
                                                 {QStringLiteral("level"), ai::MinLevel}}}};
    for (int game = 0; game < 8 && !sawTwoMoveTurn; ++game) {
    QString error;
    QVERIFY2(t.restoreSnapshot(snapshot, &error), qPrintable(error));
    for (int turn = 0; turn < 6 && !sawTwoMoveTurn && !t.game().over(); ++turn) {
        QVERIFY(humanTurn(t));
        if (t.game().over())
            break;
        const std::size_t before = t.game().actions().size();
        const TurnPhase phase = t.game().position().phase();
        QTRY_VERIFY_WITH_TIMEOUT(!t.computerToAct(), AnswerTimeoutMs);
        const auto& effects = t.game().effects();
        const std::size_t played = effects.size() - before;
        QVERIFY(played >= 1);
        for (std::size_t i = before; i < effects.size(); ++i)
            QCOMPARE(effects[i].actor, Side::Black);
        if (phase == TurnPhase::TwoMoveTurn && !effects[before].noSecondMove && !effects[before].firstCapture
            && !t.game().over()) {
            sawTwoMoveTurn = true;
            QCOMPARE(played, std::size_t(2)); // a second move, or the move then `end`
        }
        // The human acts at the start of a turn, never in the computer's half.
        if (!t.game().over())
            QVERIFY(t.game().position().phase() != TurnPhase::SecondMove);
    }
    }
    QVERIFY(sawTwoMoveTurn);
    QString why;
    QVERIFY2(actionsOfSideLegal(t.game(), Side::Black, &why), qPrintable(why));
}

void TestUiJifenAi::boardLockedWhileComputerThinks()
{
    JifenTable t;
    showTable(t);
    t.newComputerGame(rules(QStringLiteral("jifen-simple")), Side::Black, ai::MaxLevel);
    QVERIFY(t.computerThinking());
    QVERIFY(!t.board()->isInteractive());
    QVERIFY(!t.hintButton()->isEnabled());
    QVERIFY(t.findChild<QWidget*>(QStringLiteral("thinkingBar"))->isVisible());
    QVERIFY(t.findChild<QLabel*>(QStringLiteral("turnLine"))->text().contains(QStringLiteral("thinking")));
    // Clicking a red piece and a target does nothing while the computer thinks.
    const Game before = t.game();
    clickSquare(t, xiangqi::makeSquare(7, 2)); // h2: the red Cannon
    clickSquare(t, xiangqi::makeSquare(4, 2));
    QCOMPARE(t.game().actions().size(), before.actions().size());
}

void TestUiJifenAi::takeBackDuringThinking()
{
    JifenTable t;
    showTable(t);
    // Level 8 thinks for seconds: Take back lands mid-search.
    t.newComputerGame(rules(QStringLiteral("jifen-simple")), Side::Red, ai::MaxLevel);
    humanActs(t);
    QCOMPARE(t.game().actions().size(), std::size_t(1));
    QVERIFY(t.computerThinking());
    auto* takeBack = t.findChild<QPushButton*>(QStringLiteral("takeBackButton"));
    QVERIFY(takeBack->isEnabled());
    QTest::mouseClick(takeBack, Qt::LeftButton);
    QVERIFY(!t.computerThinking());
    QCOMPARE(t.game().actions().size(), std::size_t(0));
    QVERIFY(t.board()->isInteractive());
    // No stale answer arrives for the cancelled search.
    QTest::qWait(300);
    QCOMPARE(t.game().actions().size(), std::size_t(0));
    QVERIFY(!t.canUndo()); // nothing of the human's left to take back
}

void TestUiJifenAi::destroyMidSearch()
{
    auto t = std::make_unique<JifenTable>();
    t->newComputerGame(rules(QStringLiteral("jifen-match")), Side::Black, ai::MaxLevel);
    QVERIFY(t->computerThinking());
    QElapsedTimer clock;
    clock.start();
    t.reset(); // stops and joins the search
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
    QTest::qWait(100); // any queued answer is dropped with the table
}

void TestUiJifenAi::restoreResumesThinking()
{
    QJsonObject saved;
    {
        JifenTable t;
        t.newComputerGame(rules(QStringLiteral("jifen-contest")), Side::Red, ai::MinLevel);
        humanActs(t);
        QVERIFY(t.computerToAct());
        saved = t.snapshot(); // the main window autosaves while the computer thinks
    }
    JifenTable r;
    showTable(r);
    QString error;
    QVERIFY2(r.restoreSnapshot(saved, &error), qPrintable(error));
    QVERIFY(r.playsComputer());
    QCOMPARE(r.computerSide(), Side::Black);
    QCOMPARE(r.computerLevel(), ai::MinLevel);
    QCOMPARE(r.game().actions().size(), std::size_t(1));
    QVERIFY(r.computerThinking());
    QTRY_VERIFY_WITH_TIMEOUT(!r.computerToAct(), AnswerTimeoutMs);
    QCOMPARE(r.game().sideToAct(), Side::Red);

    // A hot-seat snapshot restores a hot-seat game.
    JifenTable hotSeat;
    QVERIFY(r.restoreSnapshot(hotSeat.snapshot(), &error));
    QVERIFY(!r.playsComputer());
    QVERIFY(!r.computerThinking());
}

void TestUiJifenAi::restoreRefusesUnknownSide()
{
    JifenTable t;
    t.newComputerGame(rules(QStringLiteral("jifen-simple")), Side::Red, 3);
    humanActs(t);
    // The match snapshot's seats (a seat of an unknown kind).
    QJsonObject data = t.snapshot();
    QJsonObject match = data.value(QStringLiteral("match")).toObject();
    QJsonArray seats = match.value(QStringLiteral("seats")).toArray();
    seats[1] = QJsonObject{{QStringLiteral("kind"), QStringLiteral("green")}, {QStringLiteral("level"), 2}};
    match.insert(QStringLiteral("seats"), seats);
    data.insert(QStringLiteral("match"), match);
    JifenTable r;
    r.newComputerGame(rules(QStringLiteral("jifen-match")), Side::Black, 1);
    QTRY_VERIFY_WITH_TIMEOUT(!r.computerToAct(), AnswerTimeoutMs);
    const std::size_t before = r.game().actions().size();
    QString error;
    QVERIFY(!r.restoreSnapshot(data, &error));
    QVERIFY2(error.contains(QStringLiteral("green")), qPrintable(error));
    // Nothing changed.
    QCOMPARE(r.variantKey(), QStringLiteral("jifen-match"));
    QCOMPARE(r.game().actions().size(), before);
    QVERIFY(r.playsComputer());
    // The same in a snapshot written before the match (a PGN and the computer's side).
    session::JifenPgnGame pgn;
    pgn.game = t.game();
    const QJsonObject older{{QStringLiteral("pgn"), QString::fromUtf8(session::writeJifenPgn(pgn))},
                            {QStringLiteral("computer"), QJsonObject{{QStringLiteral("side"), QStringLiteral("green")},
                                                                     {QStringLiteral("level"), 2}}}};
    error.clear();
    QVERIFY(!r.restoreSnapshot(older, &error));
    QVERIFY2(error.contains(QStringLiteral("green")), qPrintable(error));
    QCOMPARE(r.variantKey(), QStringLiteral("jifen-match"));
    QCOMPARE(r.game().actions().size(), before);
    QVERIFY(r.playsComputer());
}

void TestUiJifenAi::hintNamesLegalAction_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("computer");
    QTest::addColumn<int>("humanActions"); // played before asking; -1: up to a turn's second move
    QTest::newRow("hot seat, simple, start") << "jifen-simple" << false << 0;
    QTest::newRow("hot seat, contest, second move of a turn") << "jifen-contest" << false << -1;
    QTest::newRow("against the computer, match") << "jifen-match" << true << 1;
}

void TestUiJifenAi::hintNamesLegalAction()
{
    QFETCH(QString, variant);
    QFETCH(bool, computer);
    QFETCH(int, humanActions);
    JifenTable t;
    showTable(t);
    if (computer)
        t.newComputerGame(rules(variant), Side::Red, ai::MinLevel);
    else
        t.newGame(rules(variant));
    for (int i = 0; i < humanActions; ++i) {
        humanActs(t);
        QTRY_VERIFY_WITH_TIMEOUT(!t.computerToAct(), AnswerTimeoutMs);
    }
    for (int i = 0; humanActions < 0 && i < 6 && t.game().position().phase() != TurnPhase::SecondMove; ++i)
        humanActs(t);
    if (humanActions < 0)
        QCOMPARE(t.game().position().phase(), TurnPhase::SecondMove);
    const Game before = t.game();
    QSignalSpy shown(&t, &JifenTable::hintShown);
    QVERIFY(t.hintButton()->isEnabled());
    QTest::mouseClick(t.hintButton(), Qt::LeftButton);
    QVERIFY(t.hintPending());
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, AnswerTimeoutMs);
    const Action hint = shown[0][0].value<Action>();
    bool legal = false;
    for (const Action& a : before.legalActions())
        legal = legal || a == hint;
    QVERIFY2(legal, actionText(hint).c_str());
    QCOMPARE(t.game().actions().size(), before.actions().size()); // a hint plays nothing
    const QString status = t.statusLine()->text();
    QVERIFY2(status.startsWith(QStringLiteral("Hint: ")), qPrintable(status));
    if (hint.isEnd()) {
        QVERIFY(status.contains(QStringLiteral("end the turn")));
    } else {
        QCOMPARE(t.board()->hintMove(), hint.move);
        // The status names the move in the game's notation.
        Game after = before;
        QVERIFY(!after.play(hint));
        QVERIFY2(status.contains(QString::fromStdString(after.records().back().notation)), qPrintable(status));
    }
}

QTEST_MAIN(TestUiJifenAi)
#include "tst_ui_jifen_ai.moc"
