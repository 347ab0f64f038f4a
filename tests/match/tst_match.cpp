// The match below the widgets, headless: take-back and redo against the
// computer, draw offers to a person and to the computer, the clock and its
// pauses, results, and the snapshot round trip of every game in every mode
// that is kept (docs/PLAY.md), and the computer's level and the clock changed
// during a game (issue 39), the hint and the computer in a chain of captures (issue 41).
#include "match/match.h"
#include "match/think.h"

#include <QJsonArray>
#include <functional>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

using namespace qiyuan;
using namespace qiyuan::match;

namespace {

Match::Setup setupFor(const QString& game, const QString& variant, TimeControl tc = {})
{
    Match::Setup s;
    s.game = game;
    s.clock = tc;
    if (game == QLatin1String("banqi")) {
        s.referee.insert(QStringLiteral("variant"), variant);
        s.referee.insert(QStringLiteral("turnSeconds"), 0);
        s.referee.insert(QStringLiteral("seed"), QStringLiteral("42"));
        s.referee.insert(QStringLiteral("salt"), QStringLiteral("00112233445566778899aabbccddeeff"));
    } else if (!variant.isEmpty()) {
        s.referee.insert(QStringLiteral("variant"), variant);
    }
    return s;
}

// A legal action for the side to act, found by the weakest computer.
QString someAction(const Referee& referee)
{
    ThinkOptions o;
    o.level = 1;
    std::atomic<bool> stop{false};
    return thinkJob(referee, referee.sideToMove(), o)(stop, {});
}

std::unique_ptr<Seat> person() { return std::make_unique<PersonSeat>(); }
std::unique_ptr<Seat> computer(int level = 1) { return std::make_unique<ComputerSeat>(level); }

// Plays for the person at `seat` until it is the other seat's turn (a
// contest turn of 积分象棋 holds two moves) or the game ends.
void playTurn(Match& m, int seat)
{
    while (!m.over() && m.toAct() == seat) {
        const QString a = someAction(m.referee());
        QString why;
        QVERIFY2(m.play(seat, a, &why), qPrintable(why));
    }
}

// Plays `steps` on a hot-seat match of `setup` on a test's time source:
// "w<ms>" the time passes, "p" the side to act plays some action, anything
// else the side to act plays it. Then each side's time left (main time or
// period) and periods left, who lost on time (-1: none; the clock runs for
// the side to act otherwise), `more` on the match, and the snapshot keeps the
// clock to the millisecond.
void checkClockSteps(const Match::Setup& setup, const QStringList& steps, const QList<int>& left,
                     const QList<int>& periods, int lostOnTime, const std::function<void(const Match&)>& more = {})
{
    qint64 now = 0;
    Match m;
    m.setTimeSource([&now] { return now; });
    QVERIFY(m.start(setup, person(), person()));
    for (const QString& step : steps) {
        if (step.startsWith(QLatin1Char('w'))) {
            now += step.mid(1).toInt();
            m.tick();
        } else {
            const QString action = step == QLatin1String("p") ? someAction(m.referee()) : step;
            QString why;
            QVERIFY2(m.play(m.toAct(), action, &why), qPrintable(action + QLatin1String(": ") + why));
        }
    }
    QCOMPARE((QList<int>{m.clock().remainingMs(0), m.clock().remainingMs(1)}), left);
    QCOMPARE((QList<int>{m.clock().periodsLeft(0), m.clock().periodsLeft(1)}), periods);
    QCOMPARE(m.over(), lostOnTime >= 0);
    if (lostOnTime >= 0) {
        QCOMPARE(m.ending(), QStringLiteral("time"));
        QCOMPARE(m.endingSeat(), lostOnTime);
        QCOMPARE(m.referee().result().value(QStringLiteral("verdict")).toString(),
                 lostOnTime == 0 ? QStringLiteral("black") : QStringLiteral("red"));
    } else {
        QCOMPARE(m.clock().running(), m.toAct());
    }
    if (more)
        more(m);
    // The snapshot keeps the control and every side's time, periods and move time.
    m.setPaused(Match::Players, true);
    const QJsonObject saved = QJsonDocument::fromJson(QJsonDocument(m.snapshot()).toJson()).object();
    Match back;
    back.setTimeSource([&now] { return now; });
    back.setPaused(Match::Players, true);
    QString error;
    QVERIFY2(back.restore(saved, &error), qPrintable(error));
    QVERIFY(back.timeControl() == setup.clock);
    GameClock::State a = back.clock().state(), b = m.clock().state();
    a.running = b.running = -1; // both paused
    QCOMPARE(a, b);
    QCOMPARE(back.snapshot(), m.snapshot());
}

void addGameRows()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::newRow("xiangqi") << "xiangqi" << "";
    QTest::newRow("jifen simple") << "jifen" << "jifen-simple";
    QTest::newRow("jifen contest (two-move turns)") << "jifen" << "jifen-contest";
    QTest::newRow("banqi") << "banqi" << "banqi";
    QTest::newRow("banqi taiwan") << "banqi" << "banqi-taiwan";
}

QJsonObject withoutClockTimes(QJsonObject o)
{
    QJsonObject c = o.value(QStringLiteral("clock")).toObject();
    c.remove(QStringLiteral("mainMs"));
    c.remove(QStringLiteral("periodMs"));
    if (!c.isEmpty())
        o.insert(QStringLiteral("clock"), c);
    return o;
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void personCannotPlayForTheComputer()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), computer(), person()));
        QString why;
        QVERIFY(!m.play(1, QStringLiteral("h9g7"), &why)); // red (the computer) is to move
        QVERIFY(!why.isEmpty());
        QTRY_COMPARE(m.referee().ply(), 1); // the computer plays by itself
        QCOMPARE(m.toAct(), 1);
        QVERIFY(!m.play(1, QStringLiteral("e0e1"), &why)); // not a legal move for black
        QVERIFY(!why.isEmpty());
        QCOMPARE(m.referee().ply(), 1);
    }

    // A refusal is a value: why, and the engine's own error for the UI to word.
    void refusalsAreTyped_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("ask"); // an action, or "draw" / "resign"
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("why");
        QTest::addColumn<int>("engine"); // EngineError's alternative
        QTest::addColumn<int>("error");  // its value (jifen: the Refusal's reason)
        using W = Refusal::Why;
        QTest::newRow("xiangqi: the other side's turn") << "xiangqi" << "h9g7" << 1 << int(W::NotYourTurn) << 0 << 0;
        QTest::newRow("xiangqi: a chariot's path blocked")
            << "xiangqi" << "a0a5" << 0 << int(W::Engine) << 1 << int(xiangqi::MoveError::PathBlocked);
        QTest::newRow("jifen: a chariot's path blocked")
            << "jifen" << "a0a5" << 0 << int(W::Engine) << 3 << int(jifen::Refusal::Reason::Movement);
        QTest::newRow("banqi BQ-2: flips only at first")
            << "banqi" << "a1a2" << 0 << int(W::Engine) << 2 << int(banqi::ActionError::FlipsOnly);
        QTest::newRow("banqi BQ-11: no draw before ply 40")
            << "banqi" << "draw" << 0 << int(W::NoDrawNow) << 2 << int(banqi::ActionError::TooEarly);
        QTest::newRow("banqi BQ-11: no resignation before ply 40")
            << "banqi" << "resign" << 0 << int(W::NoResignationNow) << 2 << int(banqi::ActionError::TooEarly);
    }
    void refusalsAreTyped()
    {
        QFETCH(QString, game);
        QFETCH(QString, ask);
        QFETCH(int, seat);
        QFETCH(int, why);
        QFETCH(int, engine);
        QFETCH(int, error);
        Match m;
        QVERIFY(m.start(setupFor(game, game == QLatin1String("banqi") ? "banqi" : ""), person(), person()));
        if (game == QLatin1String("banqi"))
            seat = m.toAct();
        Refusal no;
        const bool done = ask == QLatin1String("draw")     ? m.offerDraw(seat, &no)
                          : ask == QLatin1String("resign") ? m.resign(seat, &no)
                                                           : m.play(seat, ask, &no);
        QVERIFY(!done);
        QCOMPARE(int(no.why), why);
        QVERIFY(!no.text().isEmpty()); // the English sentence, as the CLI says it
        QCOMPARE(int(no.engine.index()), engine);
        if (const auto* e = std::get_if<xiangqi::MoveError>(&no.engine))
            QCOMPARE(int(*e), error);
        if (const auto* e = std::get_if<banqi::ActionError>(&no.engine))
            QCOMPARE(int(*e), error);
        if (const auto* e = std::get_if<jifen::Refusal>(&no.engine))
            QCOMPARE(int(e->reason), error);
        QCOMPARE(m.referee().ply(), 0);
    }

    void undoRedoAgainstTheComputer_data() { addGameRows(); }
    void undoRedoAgainstTheComputer()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        Match m;
        QVERIFY(m.start(setupFor(game, variant), person(), computer()));
        QTRY_COMPARE(m.toAct(), 0); // banqi: the computer may hold the first chair's turn... wait for ours
        QCOMPARE(m.canUndo(), false); // the person has not acted yet
        const int before = m.referee().ply();
        playTurn(m, 0);
        QTRY_VERIFY(m.over() || m.toAct() == 0); // the computer answered
        const int after = m.referee().ply();
        QVERIFY(after > before + 1 || m.over());
        QVERIFY(m.canUndo());
        QSignalSpy undone(&m, &Match::undone);
        m.undo();
        // Back to the person's turn: the computer's answer went too.
        QCOMPARE(m.referee().ply(), before);
        QCOMPARE(m.toAct(), 0);
        QCOMPARE(undone.count(), 1);
        QCOMPARE(undone.at(0).at(0).toInt(), after - before);
        QVERIFY(!m.seat(1)->thinking());
        QVERIFY(m.canRedo());
        m.redo();
        QCOMPARE(m.referee().ply(), after);
        QCOMPARE(m.toAct(), 0);
        QVERIFY(!m.canRedo());
    }

    void hotSeatUndoTakesBackOneAction_data() { addGameRows(); }
    void hotSeatUndoTakesBackOneAction()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        Match m;
        QVERIFY(m.start(setupFor(game, variant), person(), person()));
        for (int i = 0; i < 3; ++i)
            QVERIFY(m.play(m.toAct(), someAction(m.referee())));
        const QStringList actions = m.referee().actions();
        m.undo();
        QCOMPARE(m.referee().ply(), 2);
        m.undo();
        QCOMPARE(m.referee().ply(), 1);
        // A redone action is reported as played, with its own text (a table
        // shows it from there; the text once outlived its list entry).
        QSignalSpy played(&m, &Match::played);
        m.redo();
        m.redo();
        QCOMPARE(m.referee().actions(), actions);
        QCOMPARE(played.count(), 2);
        QCOMPARE(played.at(0).at(1).toString(), actions.at(1));
        QCOMPARE(played.at(1).at(1).toString(), actions.at(2));
        // A new action clears what could be redone.
        m.undo();
        QVERIFY(m.canRedo());
        QVERIFY(m.play(m.toAct(), someAction(m.referee())));
        QVERIFY(!m.canRedo());
    }

    void takeBacksCanBeForbidden()
    {
        Match::Setup s = setupFor("banqi", "banqi");
        s.takeBacks = false; // a banqi table's setting
        Match m;
        QVERIFY(m.start(s, person(), person()));
        QVERIFY(m.play(m.toAct(), someAction(m.referee())));
        QVERIFY(!m.canUndo());
        m.undo();
        QCOMPARE(m.referee().ply(), 1);
    }

    void drawOfferToAPerson_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::newRow("xiangqi") << "xiangqi" << "";
        QTest::newRow("jifen") << "jifen" << "jifen-match";
    }
    void drawOfferToAPerson()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        Match m;
        QVERIFY(m.start(setupFor(game, variant), person(), person()));
        QSignalSpy offered(&m, &Match::drawOffered);
        QSignalSpy declined(&m, &Match::drawDeclined);
        QSignalSpy finished(&m, &Match::finished);
        QVERIFY(m.offerDraw(0));
        QCOMPARE(offered.count(), 1);
        QCOMPARE(m.drawOfferBy(), 0);
        m.answerDraw(false);
        QCOMPARE(declined.count(), 1);
        QCOMPARE(m.drawOfferBy(), -1);
        QVERIFY(!m.over());
        // An offer lapses with the next action.
        QVERIFY(m.offerDraw(0));
        QVERIFY(m.play(0, someAction(m.referee())));
        QCOMPARE(m.drawOfferBy(), -1);
        m.answerDraw(true); // nothing is open: nothing happens
        QVERIFY(!m.over());
        QVERIFY(m.offerDraw(1));
        m.answerDraw(true);
        QVERIFY(m.over());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(m.referee().result().value(QStringLiteral("verdict")).toString(), QStringLiteral("draw"));
        QVERIFY(!m.canUndo()); // an agreed draw is not taken back
    }

    void drawOfferToTheComputer_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("accepts");
        QTest::newRow("even: the computer accepts") << "" << true;
        // Black (the computer) has two rooks, two horses and two cannons more.
        QTest::newRow("ahead: the computer plays on")
            << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/2BAKAB2 w - - 0 1" << false;
    }
    void drawOfferToTheComputer()
    {
        QFETCH(QString, fen);
        QFETCH(bool, accepts);
        Match::Setup s = setupFor("xiangqi", "");
        if (!fen.isEmpty())
            s.referee.insert(QStringLiteral("start"), fen);
        Match m;
        QVERIFY(m.start(s, person(), computer()));
        QCOMPARE(computerAcceptsDraw(m.referee(), 1), accepts);
        QSignalSpy declined(&m, &Match::drawDeclined);
        QSignalSpy offered(&m, &Match::drawOffered);
        QVERIFY(m.offerDraw(0));
        QCOMPARE(offered.count(), 0); // nobody is asked: the computer answers
        QCOMPARE(m.over(), accepts);
        QCOMPARE(declined.count(), accepts ? 0 : 1);
    }

    void banqiDrawsAndResignsOnlyFromPly40()
    {
        // BQ-11: no draw offer and no resignation before 40 plies.
        Match m;
        QVERIFY(m.start(setupFor("banqi", "banqi"), person(), person()));
        QString why;
        QVERIFY(!m.offerDraw(0, &why));
        QVERIFY(!why.isEmpty());
        why.clear();
        QVERIFY(!m.resign(0, &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!m.over());
    }

    void resignation()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), person(), person()));
        QVERIFY(m.play(0, QStringLiteral("h2e2")));
        QSignalSpy finished(&m, &Match::finished);
        QVERIFY(m.resign(1));
        QVERIFY(m.over());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(m.referee().result().value(QStringLiteral("verdict")).toString(), QStringLiteral("red"));
        QVERIFY(!m.canUndo());
        QString why;
        QVERIFY(!m.play(1, QStringLiteral("h9g7"), &why));
        QVERIFY(!m.resign(0));
    }

    void clockRunsForTheSideToMoveAndPauses()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", "", TimeControl{60000, 2000, 0}), person(), person()));
        QCOMPARE(m.clock().running(), 0);
        m.setPaused(Match::Players, true); // the timer must not count while the test does
        m.setPaused(Match::Players, false);
        m.elapse(1000);
        QVERIFY(m.clock().remainingMs(0) <= 59000);
        const int red = m.clock().remainingMs(0);
        QVERIFY(m.play(0, QStringLiteral("h2e2")));
        QCOMPARE(m.clock().running(), 1);
        QVERIFY(m.clock().remainingMs(0) >= red + 2000 - 200); // the increment (timer slack)
        for (const Match::Pause why : {Match::OffScreen, Match::Dialog, Match::Players}) {
            m.setPaused(why, true);
            QCOMPARE(m.clock().running(), -1);
            const int black = m.clock().remainingMs(1);
            m.elapse(5000);
            QCOMPARE(m.clock().remainingMs(1), black);
            m.setPaused(why, false);
            QCOMPARE(m.clock().running(), 1);
        }
        // Both reasons must end before it runs again.
        m.setPaused(Match::OffScreen, true);
        m.setPaused(Match::Dialog, true);
        m.setPaused(Match::OffScreen, false);
        QCOMPARE(m.clock().running(), -1);
        m.setPaused(Match::Dialog, false);
        QCOMPARE(m.clock().running(), 1);
    }

    // What the computer may think with the clock as it stands: a share of the
    // main time plus most of the increment, half a byo-yomi period, never
    // more than half of all that is left without byo-yomi, at least 50 ms.
    void computerThinksWithinItsClock_data()
    {
        QTest::addColumn<int>("base");
        QTest::addColumn<int>("increment");
        QTest::addColumn<int>("byoyomi");
        QTest::addColumn<int>("spentMs"); // red's time gone before asking
        QTest::addColumn<int>("budget");
        QTest::newRow("no clock: the level's own time") << 0 << 0 << 0 << 0 << 0;
        QTest::newRow("10 min + 5 s: 20 s + 3.75 s") << 600000 << 5000 << 0 << 0 << 23750;
        QTest::newRow("1 s left, no increment: 50 ms at least") << 60000 << 0 << 0 << 59000 << 50;
        QTest::newRow("3 s left, no increment: a thirtieth") << 60000 << 0 << 0 << 57000 << 100;
        QTest::newRow("5 min then 30 s byo-yomi, in main time") << 300000 << 0 << 30000 << 0 << 25000;
        QTest::newRow("in the 30 s byo-yomi: half the period") << 60000 << 0 << 30000 << 60000 << 15000;
    }
    void computerThinksWithinItsClock()
    {
        QFETCH(int, base);
        QFETCH(int, increment);
        QFETCH(int, byoyomi);
        QFETCH(int, spentMs);
        QFETCH(int, budget);
        GameClock clock(TimeControl{base, increment, byoyomi});
        clock.start(0);
        if (spentMs > 0)
            clock.elapse(spentMs);
        QCOMPARE(clockBudgetMs(clock, 0), budget);
    }

    void pausedComputerWaits()
    {
        Match m;
        m.setPaused(Match::OffScreen, true);
        QVERIFY(m.start(setupFor("xiangqi", ""), computer(), person()));
        QVERIFY(!m.seat(0)->thinking());
        QTest::qWait(300);
        QCOMPARE(m.referee().ply(), 0);
        m.setPaused(Match::OffScreen, false);
        QTRY_COMPARE(m.referee().ply(), 1);
    }

    void flagFallEndsTheGame()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", "", TimeControl{10000, 0, 0}), person(), person()));
        QSignalSpy finished(&m, &Match::finished);
        m.elapse(10000);
        QVERIFY(m.over());
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(m.referee().result().value(QStringLiteral("verdict")).toString(), QStringLiteral("black"));
        QCOMPARE(m.clock().running(), -1);
    }

    void banqiTurnPassesOnTheClock()
    {
        // BQ-9: the turn clock runs out, a timeout is recorded and the turn passes.
        Match::Setup s = setupFor("banqi", "banqi");
        s.referee.insert(QStringLiteral("turnSeconds"), 30);
        Match m;
        QVERIFY(m.start(s, person(), person()));
        QVERIFY(m.clock().timeControl().enabled()); // the rules' own clock
        const int first = m.toAct();
        QSignalSpy played(&m, &Match::played);
        m.elapse(30000);
        QCOMPARE(played.count(), 1);
        QCOMPARE(played.at(0).at(1).toString(), QStringLiteral("timeout"));
        QVERIFY(!m.over());
        QCOMPARE(m.toAct(), 1 - first);
        QTRY_COMPARE(m.clock().running(), 1 - first);
        QCOMPARE(m.referee().actions(), QStringList{QStringLiteral("timeout")});
    }

    void turnClockTimesPersonsOnly()
    {
        // BQ-9's turn clock is against stalling: the computer answers within
        // its turn and is not timed; a game clock (xiangqi) times both seats.
        qint64 now = 0;
        Match::Setup s = setupFor("banqi", "banqi");
        s.referee.insert(QStringLiteral("turnSeconds"), 30);
        Match m;
        m.setTimeSource([&now] { return now; });
        m.setPaused(Match::Players, true);
        QVERIFY(m.start(s, person(), computer()));
        const int computerSeat = 1;
        QCOMPARE(m.clockRunsFor(computerSeat), false);
        QCOMPARE(m.clockRunsFor(0), true);
        m.setPaused(Match::Players, false);
        if (m.toAct() == 0)
            QVERIFY(m.play(0, someAction(m.referee())));
        QCOMPARE(m.toAct(), computerSeat);
        QCOMPARE(m.clock().running(), -1); // the computer's turn: no clock
        const int plies = m.referee().ply();
        QTRY_COMPARE(m.referee().ply(), plies + 1);
        QCOMPARE(m.clock().running(), 0);
        QCOMPARE(m.clock().remainingMs(0), 30000); // a whole turn for the person
        now += 31000;
        m.tick();
        QCOMPARE(m.referee().actions().at(plies + 1), QStringLiteral("timeout"));

        Match x;
        QVERIFY(x.start(setupFor("xiangqi", "", TimeControl{60000, 0, 0}), person(), computer()));
        QVERIFY(x.clockRunsFor(1));
    }

    void takeBackGivesAWholeTurn()
    {
        qint64 now = 0;
        Match::Setup s = setupFor("banqi", "banqi");
        s.referee.insert(QStringLiteral("turnSeconds"), 30);
        Match m;
        m.setTimeSource([&now] { return now; });
        QVERIFY(m.start(s, person(), person()));
        QVERIFY(m.play(m.toAct(), someAction(m.referee())));
        now += 20000;
        m.tick();
        QCOMPARE(m.clock().remainingMs(m.toAct()), 10000);
        m.undo();
        QCOMPARE(m.clock().remainingMs(m.toAct()), 30000);
    }

    void banqiLayoutSetup()
    {
        // A deal laid out by hand (a game file's) is kept as its layout.
        const banqi::Deal deal = banqi::dealFromSeed(5, "x");
        banqi::Deal laid;
        laid.layout = deal.layout;
        laid.firstSeat = 1;
        auto referee = BanqiReferee::fromDeal(laid, banqi::ruleSets().front());
        const QCborMap setup = referee->setup();
        QVERIFY(setup.contains(QStringLiteral("layout")));
        QVERIFY(!setup.contains(QStringLiteral("seed")));
        QString error;
        auto back = refereeFromSetup(QStringLiteral("banqi"), setup, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(static_cast<const BanqiReferee&>(*back).deal(), laid);
        QCborMap bad = setup;
        bad.insert(QStringLiteral("layout"), QStringLiteral("KKKK"));
        QVERIFY(!refereeFromSetup(QStringLiteral("banqi"), bad, &error));
        bad = setup;
        bad.insert(QStringLiteral("firstSeat"), 2);
        QVERIFY(!refereeFromSetup(QStringLiteral("banqi"), bad, &error));
        bad = setup;
        bad.insert(QStringLiteral("turnSeconds"), -5);
        QVERIFY(!refereeFromSetup(QStringLiteral("banqi"), bad, &error));
    }

    void banqiChainTurnIsOneActor()
    {
        // BQ-17: a chain of captures is several plies of one player; a take-back
        // counts whole turns by who played each ply, not by the parity of the ply.
        banqi::Deal deal;
        const std::string layout = "RnnKAABBRNNCCPPPPPkaabbrrccppppp"; // a1 R, b1 n, c1 n, ...
        for (int s = 0; s < banqi::SquareCount; ++s)
            deal.layout[size_t(s)] = banqi::pieceFromFenChar(layout[size_t(s)]);
        deal.firstSeat = 0;
        auto rules = banqi::withOptions(*banqi::findRuleSet("banqi-taiwan"), "chain-captures=face-up");
        QVERIFY(rules);
        auto referee = BanqiReferee::fromDeal(deal, *rules);
        QString why;
        for (const char* a : {"a1", "b1", "c1", "h4", "a1b1", "b1c1"})
            QVERIFY2(referee->play(QString::fromLatin1(a), &why, nullptr), qPrintable(why));
        QCOMPARE(referee->ply(), 6);
        QCOMPARE(referee->actorOf(4), 0);
        QCOMPARE(referee->actorOf(5), 0); // the chain's second capture: seat 0 again
        QCOMPARE(referee->sideToMove(), 1);
        QCOMPARE(referee->undoPlies(0), 2); // seat 0 takes back its whole turn of captures
        QCOMPARE(referee->undoPlies(1), 3); // seat 1: its flip and the answer after it
    }

    // Issue 41: a table's rule options are part of its setup, so a snapshot
    // (the autosave) brings the same rules back; bad options are refused.
    void banqiOptionsSurviveASnapshot_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("options");
        QTest::addColumn<bool>("valid");
        QTest::newRow("QQ rules, chain captures and chariot runs (BQ-17, BQ-18)")
            << "banqi" << "chain-captures=face-up,chariot-runs=yes" << true;
        QTest::newRow("Taiwan rules, strict ranks and a shorter game (BQ-20, BQ-11)")
            << "banqi-taiwan" << "soldier-general=strict-ranks,ply-limit=120" << true;
        QTest::newRow("face-down chains without face-down captures (BQ-17)")
            << "banqi" << "chain-captures=face-down" << false;
        QTest::newRow("an unknown option") << "banqi" << "flying-general=yes" << false;
    }
    void banqiOptionsSurviveASnapshot()
    {
        QFETCH(QString, variant);
        QFETCH(QString, options);
        QFETCH(bool, valid);
        Match::Setup s = setupFor("banqi", variant);
        s.referee.insert(QStringLiteral("options"), options);
        Match m;
        QString error;
        QCOMPARE(m.start(s, person(), person(), &error), valid);
        if (!valid) {
            QVERIFY(!error.isEmpty());
            QString why;
            QVERIFY(!BanqiReferee::create(variant, 0, 42, QStringLiteral("salt"), &why, options));
            QCOMPARE(why, error);
            return;
        }
        QCOMPARE(QString::fromStdString(banqi::changedOptions(m.banqi()->game().rules())), options);
        QCOMPARE(m.banqi()->setup().value(QStringLiteral("options")).toString(), options);
        for (int turn = 0; turn < 4 && !m.over(); ++turn)
            playTurn(m, m.toAct());
        const QJsonObject saved = QJsonDocument::fromJson(QJsonDocument(m.snapshot()).toJson()).object();
        Match back;
        QVERIFY2(back.restore(saved, &error), qPrintable(error));
        QVERIFY(back.banqi()->game().rules() == m.banqi()->game().rules());
        QCOMPARE(back.referee().actions(), m.referee().actions());
        // BanqiReferee::create takes the same text.
        auto created = BanqiReferee::create(variant, 0, 42, QStringLiteral("salt"), &error, options);
        QVERIFY2(created, qPrintable(error));
        QVERIFY(created->game().rules() == m.banqi()->game().rules());
    }

    void snapshotRoundTrip_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("vsComputer");
        QTest::addColumn<QString>("ending");
        for (const bool vs : {false, true}) {
            const char* mode = vs ? "against the computer" : "hot seat";
            QTest::addRow("xiangqi, %s", mode) << "xiangqi" << "" << vs << "";
            QTest::addRow("jifen simple, %s", mode) << "jifen" << "jifen-simple" << vs << "";
            QTest::addRow("jifen contest, %s", mode) << "jifen" << "jifen-contest" << vs << "";
            QTest::addRow("banqi, %s", mode) << "banqi" << "banqi" << vs << "";
            QTest::addRow("banqi taiwan, %s", mode) << "banqi" << "banqi-taiwan" << vs << "";
        }
        QTest::newRow("xiangqi, resigned") << "xiangqi" << "" << false << "resign";
        QTest::newRow("jifen, draw agreed") << "jifen" << "jifen-match" << false << "draw";
        QTest::newRow("xiangqi, flag fallen") << "xiangqi" << "" << false << "time";
    }
    void snapshotRoundTrip()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        QFETCH(bool, vsComputer);
        QFETCH(QString, ending);
        Match::Setup s = setupFor(game, variant, game == QLatin1String("banqi") ? TimeControl{} : TimeControl{300000, 1000, 0});
        Match m;
        m.setPaused(Match::Players, true); // the clocks hold still while the snapshot is compared
        QVERIFY(m.start(s, person(), vsComputer ? computer(2) : person()));
        m.setPaused(Match::Players, false);
        for (int turn = 0; turn < 3 && !m.over(); ++turn) {
            QTRY_VERIFY(m.over() || m.seat(m.toAct())->kind() == Seat::Kind::Person);
            playTurn(m, m.toAct());
        }
        QTRY_VERIFY(m.over() || m.seat(m.toAct())->kind() == Seat::Kind::Person);
        if (m.canUndo())
            m.undo(); // something to redo after the restore
        if (ending == QLatin1String("resign"))
            QVERIFY(m.resign(m.toAct()));
        else if (ending == QLatin1String("draw") && m.offerDraw(0))
            m.answerDraw(true);
        else if (ending == QLatin1String("time"))
            m.elapse(400000);
        m.setPaused(Match::Players, true);
        const QJsonObject saved = m.snapshot();
        QVERIFY(!saved.isEmpty());
        // Through text, as the autosave writes it.
        const QJsonObject read = QJsonDocument::fromJson(QJsonDocument(saved).toJson()).object();

        Match back;
        back.setPaused(Match::Players, true);
        QSignalSpy finished(&back, &Match::finished);
        QString error;
        QVERIFY2(back.restore(read, &error), qPrintable(error));
        QCOMPARE(withoutClockTimes(back.snapshot()), withoutClockTimes(saved));
        QCOMPARE(back.snapshot().value("clock").toObject().value("mainMs"), saved.value("clock").toObject().value("mainMs"));
        QCOMPARE(back.referee().actions(), m.referee().actions());
        QCOMPARE(back.referee().stateFor(0), m.referee().stateFor(0));
        QCOMPARE(back.over(), m.over());
        QCOMPARE(back.canRedo(), m.canRedo());
        QCOMPARE(finished.count(), 0); // a finished game is not announced again
        for (int i = 0; i < 2; ++i)
            QCOMPARE(back.seat(i)->kind(), m.seat(i)->kind());
        if (back.canRedo()) {
            back.setPaused(Match::Players, false);
            m.setPaused(Match::Players, false);
            back.redo();
            m.redo();
            QCOMPARE(back.referee().actions(), m.referee().actions());
        }
    }

    // Every kind of clock on the match (issue 40), a hot-seat xiangqi game on
    // a test's time source: "w<ms>" the time passes, "p" the side to act
    // plays. Then each side's time left (main time or period), periods left,
    // who lost on time; and the snapshot keeps the clock to the millisecond.
    void clockKinds_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QList<int>>("left");    // red, black ms
        QTest::addColumn<QList<int>>("periods"); // red, black
        QTest::addColumn<int>("lostOnTime");     // -1 none
        QTest::newRow("sudden death") << "60" << QStringList{"w1000", "p", "w2000", "p"} << QList<int>{59000, 58000}
                                      << QList<int>{1, 1} << -1;
        QTest::newRow("sudden death flag") << "60" << QStringList{"w1000", "p", "w60000"} << QList<int>{59000, 0}
                                           << QList<int>{1, 1} << 1;
        QTest::newRow("increment added after the move")
            << "60+5" << QStringList{"w2000", "p", "w1000"} << QList<int>{63000, 59000} << QList<int>{1, 1} << -1;
        QTest::newRow("increment flag") << "10+5" << QStringList{"w10000"} << QList<int>{0, 10000}
                                        << QList<int>{1, 1} << 0;
        QTest::newRow("byo-yomi move inside a period keeps it")
            << "10+0/byo:3x30" << QStringList{"w39000", "p", "p", "w29000", "p"} << QList<int>{30000, 10000}
            << QList<int>{3, 3} << -1;
        QTest::newRow("byo-yomi period used only when exceeded")
            << "10+0/byo:3x30" << QStringList{"w45000", "p", "p", "w31000"} << QList<int>{29000, 10000}
            << QList<int>{1, 3} << -1;
        QTest::newRow("byo-yomi flag after the last period")
            << "byo:2x20" << QStringList{"w20000", "w19999", "p", "w40000"} << QList<int>{20000, 0}
            << QList<int>{1, 0} << 1;
        QTest::newRow("per-move limit") << "move:30" << QStringList{"w29000", "p", "w10000"}
                                        << QList<int>{30000, 20000} << QList<int>{1, 1} << -1;
        QTest::newRow("per-move limit flag") << "move:30" << QStringList{"w29000", "p", "w30000"}
                                             << QList<int>{30000, 0} << QList<int>{1, 1} << 1;
        QTest::newRow("per-move limit beside main time flags first")
            << "600+0/move:20" << QStringList{"w20000"} << QList<int>{580000, 600000} << QList<int>{1, 1} << 0;
        QTest::newRow("time odds") << "red=300+5,black=60+0" << QStringList{"w1000", "p", "w1000", "p"}
                                   << QList<int>{304000, 59000} << QList<int>{1, 1} << -1;
        QTest::newRow("time odds flag") << "red=300+5,black=60+0" << QStringList{"w1000", "p", "w60000"}
                                        << QList<int>{304000, 0} << QList<int>{1, 1} << 1;
    }
    void clockKinds()
    {
        QFETCH(QString, control);
        QFETCH(QStringList, steps);
        QFETCH(QList<int>, left);
        QFETCH(QList<int>, periods);
        QFETCH(int, lostOnTime);
        const std::optional<TimeControl> tc = parseTimeControl(control.toStdString());
        QVERIFY(tc);
        checkClockSteps(setupFor("xiangqi", "", *tc), steps, left, periods, lostOnTime);
    }

    // 积分象棋 on every kind of clock (issue 40), ruling SC-T1
    // (docs/rules/jifen-rulings.md): the clock runs per turn. A contest turn
    // holds two moves (after red's one-move first turn): no increment, no
    // fresh period or per-move time between them; `end` passes the turn like
    // a second move; a flag may fall between the two moves. Steps: "w<ms>"
    // the time passes, anything else the side to act plays it.
    void jifenClockPerTurn_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("control");
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QList<int>>("left");    // red, black ms
        QTest::addColumn<QList<int>>("periods"); // red, black
        QTest::addColumn<int>("lostOnTime");     // -1 none
        const QString contest = QStringLiteral("jifen-contest");
        QTest::newRow("one-move turns: increment after each move")
            << "jifen-simple" << "60+5" << QStringList{"w1000", "h2e2", "w2000", "h9g7"} << QList<int>{64000, 63000}
            << QList<int>{1, 1} << -1;
        QTest::newRow("two-move turn: increment once, after the second move")
            << contest << "60+5" << QStringList{"w1000", "h2e2", "w2000", "h9g7", "w3000", "b9c7"}
            << QList<int>{64000, 60000} << QList<int>{1, 1} << -1;
        QTest::newRow("two-move turn: the clock runs on between the moves")
            << contest << "60+5" << QStringList{"w1000", "h2e2", "w2000", "h9g7", "w3000"}
            << QList<int>{64000, 55000} << QList<int>{1, 1} << -1;
        QTest::newRow("end passes the turn with the increment")
            << contest << "60+5" << QStringList{"w1000", "h2e2", "w2000", "h9g7", "w1000", "end"}
            << QList<int>{64000, 62000} << QList<int>{1, 1} << -1;
        QTest::newRow("sudden death flag between the two moves")
            << contest << "60" << QStringList{"w1000", "h2e2", "w30000", "h9g7", "w30000"} << QList<int>{59000, 0}
            << QList<int>{1, 1} << 1;
        QTest::newRow("byo-yomi period covers the whole turn")
            << contest << "byo:2x20" << QStringList{"w5000", "h2e2", "w15000", "h9g7", "w10000", "b9c7"}
            << QList<int>{20000, 20000} << QList<int>{2, 1} << -1;
        QTest::newRow("per-move limit covers the whole turn")
            << contest << "move:30" << QStringList{"w1000", "h2e2", "w20000", "h9g7", "w15000"}
            << QList<int>{30000, 0} << QList<int>{1, 1} << 1;
        QTest::newRow("per-move limit renewed when the turn passes")
            << contest << "move:30" << QStringList{"w1000", "h2e2", "w20000", "h9g7", "w9000", "b9c7", "w5000"}
            << QList<int>{25000, 30000} << QList<int>{1, 1} << -1;
        QTest::newRow("time odds") << contest << "red=60+5,black=30+0"
                                   << QStringList{"w1000", "h2e2", "w2000", "h9g7", "w3000", "b9c7"}
                                   << QList<int>{64000, 25000} << QList<int>{1, 1} << -1;
        QTest::newRow("time odds flag between the two moves")
            << contest << "red=60+5,black=30+0" << QStringList{"w1000", "h2e2", "w29000", "h9g7", "w1000"}
            << QList<int>{64000, 0} << QList<int>{1, 1} << 1;
    }
    void jifenClockPerTurn()
    {
        QFETCH(QString, variant);
        QFETCH(QString, control);
        QFETCH(QStringList, steps);
        QFETCH(QList<int>, left);
        QFETCH(QList<int>, periods);
        QFETCH(int, lostOnTime);
        const std::optional<TimeControl> tc = parseTimeControl(control.toStdString());
        QVERIFY(tc);
        checkClockSteps(setupFor("jifen", variant, *tc), steps, left, periods, lostOnTime, [lostOnTime](const Match& m) {
            if (lostOnTime >= 0) // the game's own reason, for its record
                QCOMPARE(m.jifen()->game().result().reason, std::string("timeout"));
        });
    }

    // A snapshot written before the kinds of issue 40 (no periods, no
    // per-move time, no time odds) loads as it did: one byo-yomi period.
    void oldSnapshotClockLoads()
    {
        const QByteArray old = R"({"format": "qiyuan-match", "version": 1, "game": "xiangqi", "setup": {},
            "takeBacks": true, "actions": ["h2e2"], "redo": [],
            "seats": [{"kind": "person"}, {"kind": "person"}],
            "clock": {"baseMs": 60000, "incrementMs": 0, "byoyomiMs": 30000,
                      "mainMs": [0, 45000], "periodMs": [30000, 12000], "inByoyomi": [true, false]}})";
        qint64 now = 0;
        Match m;
        m.setTimeSource([&now] { return now; });
        QString error;
        QVERIFY2(m.restore(QJsonDocument::fromJson(old).object(), &error), qPrintable(error));
        QCOMPARE(m.timeControl().periods, 1);
        QCOMPARE(m.timeControl().moveMs, 0);
        QVERIFY(!m.timeControl().odds());
        QCOMPARE(m.clock().remainingMs(0), 30000);
        QCOMPARE(m.clock().remainingMs(1), 45000);
        QCOMPARE(m.clock().periodsLeft(1), 1);
        now += 45000; // black's main time, then into its one period
        m.tick();
        QVERIFY(!m.over());
        QCOMPARE(m.clock().remainingMs(1), 30000);
        now += 30000; // the one period exceeded: the flag
        m.tick();
        QVERIFY(m.over());
        QCOMPARE(m.endingSeat(), 1);
        // And it is written back as it was, without the new keys.
        const QJsonObject clock = m.snapshot().value(QStringLiteral("clock")).toObject();
        QVERIFY(!clock.contains(QStringLiteral("periods")));
        QVERIFY(!clock.contains(QStringLiteral("black")));
        QVERIFY(!clock.contains(QStringLiteral("moveLeftMs")));
    }

    // The clock's kind and values in the record's TimeControl tag (issue 40),
    // read back when the record is opened: the game goes on with that clock,
    // and the tag written again is the same.
    void clockTagRoundTrip_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<QString>("changedTo"); // after ply 2; empty: no change
        QTest::addColumn<QString>("tag");
        QTest::newRow("sudden death") << "300" << "" << "300+0";
        QTest::newRow("increment") << "300+5" << "" << "300+5";
        QTest::newRow("byo-yomi periods") << "600/byo:3x30" << "" << "600+0/byo:3x30";
        QTest::newRow("per-move limit") << "move:30" << "" << "move:30";
        QTest::newRow("main time and per-move limit") << "900+0/move:60" << "" << "900+0/move:60";
        QTest::newRow("time odds") << "red=300+5,black=180+5" << "" << "red=300+5,black=180+5";
        QTest::newRow("changed during the game") << "600+5" << "byo:5x20" << "600+5; byo:5x20 from ply 2";
    }
    void clockTagRoundTrip()
    {
        QFETCH(QString, control);
        QFETCH(QString, changedTo);
        QFETCH(QString, tag);
        const QStringList sides{QStringLiteral("Red"), QStringLiteral("Black")};
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", "", *parseTimeControl(control.toStdString())), person(), person()));
        playTurn(m, 0);
        playTurn(m, 1);
        if (!changedTo.isEmpty())
            QVERIFY(m.changeClock(*parseTimeControl(changedTo.toStdString())));
        QCOMPARE(m.levelTags(sides).value(QStringLiteral("TimeControl")), tag);

        // The record opened: its moves followed on an untimed table, then its tag.
        Match opened;
        QVERIFY(opened.start(setupFor("xiangqi", ""), person(), person()));
        QVERIFY(opened.follow(m.referee().setup(), m.referee().actions(), {}));
        QVERIFY(opened.takeClockTag(tag));
        QVERIFY(opened.timeControl() == m.timeControl());
        QCOMPARE(opened.clock().remainingMs(0), m.timeControl().side(0).gameTime()
                                                    ? GameClock(m.timeControl()).remainingMs(0)
                                                    : m.timeControl().moveMs); // fresh: a record keeps no time left
        QCOMPARE(opened.levelTags(sides).value(QStringLiteral("TimeControl")), tag);
        QCOMPARE(opened.clock().running(), opened.toAct()); // the game goes on, timed
    }
    void badClockTagsChangeNothing_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::newRow("not a clock") << "fast";
        QTest::newRow("no clock") << "-";
        QTest::newRow("a change past the game's end") << "300+5; 60+0 from ply 99";
        QTest::newRow("changes out of order") << "300+5; 60+0 from ply 2; 30+0 from ply 1";
        QTest::newRow("a change that is no clock") << "300+5; fast from ply 1";
    }
    void badClockTagsChangeNothing()
    {
        QFETCH(QString, tag);
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), person(), person()));
        playTurn(m, 0);
        playTurn(m, 1);
        QVERIFY(!m.takeClockTag(tag));
        QVERIFY(!m.timeControl().enabled());
        QVERIFY(m.levelLog().empty());
    }

    void badSnapshotsChangeNothing_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("not a match") << "format" << QJsonValue("qiyuan-other");
        QTest::newRow("a later version") << "version" << QJsonValue(2);
        QTest::newRow("unknown game") << "game" << QJsonValue("go");
        QTest::newRow("an illegal action") << "actions" << QJsonValue(QJsonArray{"h2e2", "h2e2"});
        QTest::newRow("actions are not text") << "actions" << QJsonValue(QJsonArray{1, 2});
        QTest::newRow("a LAN seat") << "seats" << QJsonValue(QJsonArray{QJsonObject{{"kind", "person"}}, QJsonObject{{"kind", "lan"}}});
        QTest::newRow("one seat") << "seats" << QJsonValue(QJsonArray{QJsonObject{{"kind", "person"}}});
        QTest::newRow("computer level 99") << "seats" << QJsonValue(QJsonArray{QJsonObject{{"kind", "person"}}, QJsonObject{{"kind", "computer"}, {"level", 99}}});
        QTest::newRow("unknown ending") << "ending" << QJsonValue(QJsonObject{{"how", "bored"}});
        QTest::newRow("resigned by nobody") << "ending" << QJsonValue(QJsonObject{{"how", "resign"}, {"seat", 5}});
        QTest::newRow("negative clock") << "clock" << QJsonValue(QJsonObject{{"baseMs", 60000}, {"incrementMs", 0}, {"byoyomiMs", 0}, {"mainMs", QJsonArray{-5, 100}}, {"periodMs", QJsonArray{0, 0}}, {"inByoyomi", QJsonArray{false, false}}});
        QTest::newRow("no byo-yomi periods") << "clock" << QJsonValue(QJsonObject{{"baseMs", 60000}, {"incrementMs", 0}, {"byoyomiMs", 30000}, {"periods", 0}, {"mainMs", QJsonArray{100, 100}}, {"periodMs", QJsonArray{0, 0}}, {"inByoyomi", QJsonArray{false, false}}});
        QTest::newRow("time odds that are no time") << "clock" << QJsonValue(QJsonObject{{"baseMs", 60000}, {"incrementMs", 0}, {"byoyomiMs", 0}, {"black", QJsonObject{{"baseMs", -1}}}, {"mainMs", QJsonArray{100, 100}}, {"periodMs", QJsonArray{0, 0}}, {"inByoyomi", QJsonArray{false, false}}});
        QTest::newRow("a bad start") << "setup" << QJsonValue(QJsonObject{{"start", "not a fen"}});
        QTest::newRow("draw offer by seat 7") << "drawOfferBy" << QJsonValue(7);
        QTest::newRow("redo is not actions") << "redo" << QJsonValue(QJsonArray{QJsonObject{}});
        QTest::newRow("a level change at a ply not played")
            << "changes" << QJsonValue(QJsonObject{{"levels", QJsonArray{QJsonArray{99, 1, 1, 5}}}});
        QTest::newRow("a level change to level 0")
            << "changes" << QJsonValue(QJsonObject{{"levels", QJsonArray{QJsonArray{1, 1, 3, 0}}}});
        QTest::newRow("a clock change that is no clock")
            << "changes" << QJsonValue(QJsonObject{{"clocks", QJsonArray{QJsonArray{1, "60+0", "300+2"}}}});
    }
    void badSnapshotsChangeNothing()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", "", TimeControl{60000, 0, 0}), person(), person()));
        QVERIFY(m.play(0, QStringLiteral("h2e2")));
        m.setPaused(Match::Players, true);
        QJsonObject bad = m.snapshot();
        bad.insert(key, value);
        const QJsonObject before = m.snapshot();
        QString error;
        QVERIFY(!m.restore(bad, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(m.snapshot(), before);
    }

    // The player changes the computer's level during the game: the game and
    // its clock go on untouched, the computer plays on at the new level, the
    // record's tags say from which ply, and a snapshot keeps it all.
    void levelChangesDuringTheGame_data() { addGameRows(); }
    void levelChangesDuringTheGame()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        const bool banqi = game == QLatin1String("banqi");
        Match m;
        QVERIFY(m.start(setupFor(game, variant, banqi ? TimeControl{} : TimeControl{300000, 1000, 0}), person(),
                        computer(1)));
        QTRY_VERIFY(m.over() || m.toAct() == 0);
        playTurn(m, 0);
        QTRY_VERIFY(m.over() || m.toAct() == 0); // the computer answered at level 1
        QVERIFY(!m.over());
        m.setPaused(Match::Players, true); // the clock holds still while compared
        const int ply = m.referee().ply();
        const QStringList actions = m.referee().actions();
        const GameClock::State clock = m.clock().state();
        QSignalSpy changed(&m, &Match::levelChanged);
        QVERIFY(!m.changeLevel(0, 5)); // the person's seat has no level
        QVERIFY(!m.changeLevel(1, 99));
        QVERIFY(m.changeLevel(1, 5));
        QVERIFY(!m.changeLevel(1, 5)); // nothing changes
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m.seat(1)->level(), 5);
        QCOMPARE(m.referee().actions(), actions);
        QVERIFY(m.clock().state() == clock);
        QCOMPARE(m.levelLog().levels(), (QList<LevelChange>{{int(actions.size()), 1, 1, 5}}));
        const QMap<QString, QString> tags = m.levelTags({QStringLiteral("Red"), QStringLiteral("Black")});
        QCOMPARE(tags.value(QStringLiteral("BlackLevel")), QStringLiteral("1; 5 from ply %1").arg(actions.size()));
        QVERIFY(!tags.contains(QStringLiteral("RedLevel")));
        QCOMPARE(tags.value(QStringLiteral("TimeControl")), banqi ? QString() : QStringLiteral("300+1"));

        // The autosave's snapshot brings back the level and its record.
        const QJsonObject saved = QJsonDocument::fromJson(QJsonDocument(m.snapshot()).toJson()).object();
        Match back;
        back.setPaused(Match::Players, true);
        QString error;
        QVERIFY2(back.restore(saved, &error), qPrintable(error));
        QCOMPARE(back.seat(1)->level(), 5);
        QCOMPARE(back.levelLog().levels(), m.levelLog().levels());
        QCOMPARE(back.referee().actions(), actions);

        // The game goes on: the computer answers at its new level.
        m.setPaused(Match::Players, false);
        playTurn(m, 0);
        QTRY_VERIFY(m.over() || m.toAct() == 0);
        QVERIFY(m.referee().ply() > ply);
        if (m.referee().actions().size() > actions.size() + 1) // not over by the person's move
            QCOMPARE(qobject_cast<ComputerSeat*>(m.seat(1))->lastInput().level, 5);
    }

    // A change on the computer's turn: the search at the old level is void
    // and it thinks again at the new one.
    void levelChangeWhileTheComputerThinks()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), computer(8), person()));
        QVERIFY(m.seat(0)->thinking());
        QVERIFY(m.changeLevel(0, 1));
        QTRY_COMPARE(m.referee().ply(), 1);
        QCOMPARE(qobject_cast<ComputerSeat*>(m.seat(0))->lastInput().level, 1);
        QCOMPARE(m.levelTags({QStringLiteral("Red"), QStringLiteral("Black")}).value(QStringLiteral("RedLevel")),
                 QStringLiteral("8; 1 from ply 0"));
    }

    // Taken back past a change, the new level holds from the ply played again.
    void levelChangeFollowsATakeBack()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), person(), computer(1)));
        for (int turn = 0; turn < 2; ++turn) {
            playTurn(m, 0);
            QTRY_COMPARE(m.toAct(), 0);
        }
        QCOMPARE(m.referee().ply(), 4);
        QVERIFY(m.changeLevel(1, 3));
        m.undo();
        QCOMPARE(m.referee().ply(), 2);
        QCOMPARE(m.levelLog().levels(), (QList<LevelChange>{{2, 1, 1, 3}}));
        QVERIFY(m.changeLevel(1, 1)); // back at ply 2 to where it was: no change at all
        QVERIFY(m.levelLog().levels().isEmpty());
        QCOMPARE(m.levelTags({QStringLiteral("Red"), QStringLiteral("Black")}).value(QStringLiteral("BlackLevel")),
                 QStringLiteral("1"));
    }

    // The clock of a game against the computer changes too: both sides start
    // on the new one; banqi's turn clock is the rules' (BQ-9) and stays.
    void clockChangesDuringTheGame()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", "", TimeControl{60000, 0, 0}), person(), computer(1)));
        playTurn(m, 0);
        QTRY_COMPARE(m.toAct(), 0);
        m.setPaused(Match::Players, true);
        QSignalSpy clockChanged(&m, &Match::clockChanged);
        QVERIFY(m.changeClock(TimeControl{300000, 2000, 0}));
        QVERIFY(clockChanged.count() >= 1);
        QVERIFY(!m.changeClock(TimeControl{300000, 2000, 0}));
        QCOMPARE(m.timeControl(), (TimeControl{300000, 2000, 0}));
        QCOMPARE(m.clock().remainingMs(0), 300000);
        QCOMPARE(m.clock().remainingMs(1), 300000);
        QCOMPARE(m.referee().ply(), 2);
        QCOMPARE(m.levelTags({QStringLiteral("Red"), QStringLiteral("Black")}).value(QStringLiteral("TimeControl")),
                 QStringLiteral("60+0; 300+2 from ply 2"));
        Match back;
        back.setPaused(Match::Players, true);
        QString error;
        QVERIFY2(back.restore(QJsonDocument::fromJson(QJsonDocument(m.snapshot()).toJson()).object(), &error),
                 qPrintable(error));
        QCOMPARE(back.timeControl(), m.timeControl());
        QCOMPARE(back.levelLog().clocks(), m.levelLog().clocks());
        QVERIFY(m.changeClock(TimeControl{})); // no clock from now on
        QVERIFY(!m.clock().timeControl().enabled());

        Match banqi;
        Match::Setup s = setupFor("banqi", "banqi");
        s.referee.insert(QStringLiteral("turnSeconds"), 30);
        QVERIFY(banqi.start(s, person(), computer(1)));
        QVERIFY(!banqi.changeClock(TimeControl{300000, 0, 0}));
    }

    void followTakesTheGameAsJudgedElsewhere_data()
    {
        QTest::addColumn<QStringList>("actions");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("ok");
        QTest::newRow("moves only") << QStringList{"h2e2", "h9g7"} << "ongoing" << "" << true;
        QTest::newRow("black resigned") << QStringList{"h2e2"} << "red" << "resignation" << true;
        QTest::newRow("draw agreed") << QStringList{"h2e2", "h9g7"} << "draw" << "draw agreement" << true;
        QTest::newRow("red's flag fell") << QStringList{} << "black" << "timeout" << true;
        QTest::newRow("an illegal move") << QStringList{"h2e2", "h2e2"} << "ongoing" << "" << false;
    }
    void followTakesTheGameAsJudgedElsewhere()
    {
        QFETCH(QStringList, actions);
        QFETCH(QString, verdict);
        QFETCH(QString, reason);
        QFETCH(bool, ok);
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), person(), std::make_unique<LanSeat>()));
        QVERIFY(m.follow(m.referee().setup(), {QStringLiteral("c3c4")}, {})); // what was here before
        QCborMap result;
        result.insert(QStringLiteral("verdict"), verdict);
        result.insert(QStringLiteral("reason"), reason);
        QString error;
        QCOMPARE(m.follow(m.referee().setup(), actions, result, &error), ok);
        if (!ok) {
            QVERIFY(!error.isEmpty());
            QCOMPARE(m.referee().actions(), QStringList{"c3c4"}); // unchanged
            return;
        }
        QCOMPARE(m.referee().actions(), actions);
        QCOMPARE(m.referee().result().value(QStringLiteral("verdict")).toString(), verdict);
        QCOMPARE(m.seat(1)->kind(), Seat::Kind::Lan); // the seats stay
        QVERIFY(!m.canUndo());                       // over the LAN a take-back is the host's
        QVERIFY(m.snapshot().isEmpty());             // and the game is not kept (docs/PLAY.md)
    }

    // Over the LAN the host keeps the clock and judges a flag: the match runs
    // none of its own, not even 翻翻棋's turn clock (BQ-9); a take-back is a
    // request the person here may make once it has acted.
    void lanGameRunsNoClockAndRequestsTakeBacks()
    {
        Match m;
        Match::Setup s = setupFor("banqi", "banqi");
        s.referee.insert(QStringLiteral("turnSeconds"), 30);
        QVERIFY(m.start(s, person(), std::make_unique<LanSeat>()));
        QVERIFY(m.lanGame());
        QVERIFY(m.clock().timeControl().enabled()); // the rules' turn clock is known ...
        QVERIFY(!m.clockRunsFor(0));                // ... but not run here
        QVERIFY(!m.clockRunsFor(1));
        QCOMPARE(m.clock().running(), -1);
        m.elapse(10 * 60 * 1000);
        QVERIFY(!m.over());
        QVERIFY(!m.canRequestTakeBack(0)); // nothing played yet
        const int first = m.toAct();
        QStringList actions;
        actions << QStringLiteral("a1");
        QVERIFY(m.follow(m.referee().setup(), actions, {}));
        // A flip is never taken back over the LAN: both players have seen the
        // piece (docs/rules/banqi-rules.md, "Take-backs over the LAN").
        QVERIFY(!m.canRequestTakeBack(first));
        // A move after the last flip may be: flips until the person here (seat 0) can move.
        for (int i = 0; i < 40; ++i) {
            const banqi::Game& g = m.banqi()->game();
            std::optional<banqi::Action> pick;
            for (const banqi::Action& a : g.legalActions())
                if (!pick || (m.toAct() == 0 ? !a.isFlip() : a.isFlip()))
                    pick = a;
            const bool personMoves = m.toAct() == 0 && !pick->isFlip();
            actions << QString::fromStdString(banqi::actionText(*pick));
            QVERIFY(m.follow(m.referee().setup(), actions, {}));
            if (personMoves)
                break;
        }
        QVERIFY(!banqi::parseAction(actions.last().toStdString())->isFlip());
        QVERIFY(m.canRequestTakeBack(0)); // only the person here asks
        QVERIFY(!m.canRequestTakeBack(1)); // the LAN seat asks through its own table
        QVERIFY(!m.canUndo());             // never a take-back of its own
        // The same match with two persons here: a local game, the clock runs again.
        Match local;
        QVERIFY(local.start(s, person(), person()));
        QVERIFY(!local.lanGame());
        QVERIFY(local.clockRunsFor(local.toAct()));
        QVERIFY(!local.canRequestTakeBack(0));
    }

    // Over the LAN what the person here does goes out through the LAN seat,
    // checked first, and nothing is applied until the host reports it.
    void lanSeatSendsWhatThePersonDoes()
    {
        Match m;
        QVERIFY(m.start(setupFor("xiangqi", ""), person(), std::make_unique<LanSeat>()));
        LanSeat* lan = m.lanSeat();
        QVERIFY(lan);
        QSignalSpy sent(lan, &LanSeat::actionSent);
        QSignalSpy offers(lan, &LanSeat::drawOfferSent);
        QSignalSpy resignations(lan, &LanSeat::resignationSent);
        QSignalSpy takeBacks(lan, &LanSeat::takeBackRequested);
        QString why;
        QVERIFY(!m.play(0, QStringLiteral("a0a5"), &why)); // illegal (its own soldier blocks): refused here, nothing sent
        QVERIFY(!why.isEmpty());
        QVERIFY(!m.play(1, QStringLiteral("h9g7")));       // the opponent's side
        QCOMPARE(sent.count(), 0);
        QVERIFY(m.play(0, QStringLiteral("h2e2")));
        QCOMPARE(sent.count(), 1);
        QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("h2e2"));
        QCOMPARE(m.referee().ply(), 0); // the host has not reported it yet
        QVERIFY(!m.requestTakeBack(0));  // nothing of ours played yet
        QVERIFY(m.follow(m.referee().setup(), {QStringLiteral("h2e2"), QStringLiteral("h9g7")}, {}));
        QVERIFY(m.requestTakeBack(0));
        QCOMPARE(takeBacks.count(), 1);
        QVERIFY(m.offerDraw(0));
        QCOMPARE(offers.count(), 1);
        QCOMPARE(m.drawOfferBy(), -1); // the host keeps the offer
        QVERIFY(m.resign(0));
        QCOMPARE(resignations.count(), 1);
        QVERIFY(!m.over()); // until the host says so
    }

    // Over the LAN the match shows the host's clock as reported, counting the
    // running side down for the display only: the host alone judges a flag.
    void lanGameShowsTheHostsClock()
    {
        Match m;
        qint64 now = 1000;
        m.setTimeSource([&now] { return now; });
        QVERIFY(m.start(setupFor("xiangqi", ""), person(), std::make_unique<LanSeat>()));
        const TimeControl tc{5 * 60000, 0, 0};
        GameClock reported(tc);
        reported.start(1);
        reported.elapse(20000); // black has used 20 s at the host
        QSignalSpy ticks(&m, &Match::clockChanged);
        m.followClock(tc, reported.state());
        QCOMPARE(ticks.count(), 1);
        QCOMPARE(m.clock().remainingMs(1), 5 * 60000 - 20000);
        now += 7000;
        QCOMPARE(m.shownClock().remainingMs(1), 5 * 60000 - 27000); // counted down here
        QCOMPARE(m.shownClock().remainingMs(0), 5 * 60000);
        QCOMPARE(m.clock().remainingMs(1), 5 * 60000 - 20000);      // what the host said stays
        now += 10 * 60000;
        m.tick();
        QVERIFY(!m.over()); // no flag falls here
        QCOMPARE(m.shownClock().remainingMs(1), 0);
        // A report of no clock: none shown.
        m.followClock({}, {});
        QVERIFY(!m.shownClock().timeControl().enabled());
    }

    void restartKeepsTheSeats()
    {
        // 积分象棋 SC-6: another target before the first move is a new start for the same seats.
        Match m;
        QVERIFY(m.start(setupFor("jifen", "jifen-simple"), computer(), person()));
        QTRY_COMPARE(m.referee().ply(), 1);
        QCborMap setup = m.referee().setup();
        QVERIFY(m.restart({QStringLiteral("jifen"), setup, {}, true}));
        QCOMPARE(m.seat(0)->kind(), Seat::Kind::Computer);
        QSignalSpy failed(&m, &Match::seatFailed);
        QTRY_COMPARE(m.referee().ply(), 1); // the computer plays again, once
        QTest::qWait(200);
        QCOMPARE(m.referee().ply(), 1);
        QCOMPARE(failed.count(), 0);
    }

    void banqiComputerThinksFromItsViewOnly()
    {
        // Two deals that differ only in what is face down give the computer's
        // job the same input: its answer cannot depend on the hidden pieces.
        for (const char* seed : {"1", "2", "3"}) {
            Match::Setup s = setupFor("banqi", "banqi");
            s.referee.insert(QStringLiteral("seed"), QString::fromLatin1(seed));
            Match m;
            QVERIFY(m.start(s, person(), person()));
            const BanqiReferee* b = m.banqi();
            QVERIFY(b);
            ThinkOptions o;
            o.level = 3;
            o.seed = 7;
            std::atomic<bool> stop{false};
            // Before any flip every deal looks the same: the same first action.
            const QString a = thinkJob(m.referee(), m.toAct(), o)(stop, {});
            static QString first;
            if (first.isEmpty())
                first = a;
            QCOMPARE(a, first);
        }
    }

    void banqiHintDuringAChain_data()
    {
        QTest::addColumn<QString>("options");
        QTest::newRow("face-up chains (BQ-17)") << "chain-captures=face-up";
        QTest::newRow("chains onto face-down pieces, chariot runs (BQ-17, BQ-18)")
            << "capture-face-down=yes,chain-captures=face-down,chariot-runs=yes";
    }

    // Issue 41: in the middle of a chain of captures (BQ-17) the hint and the
    // computer answer with one of that turn's actions: the piece's captures or "end".
    void banqiHintDuringAChain()
    {
        QFETCH(QString, options);
        std::string error;
        const std::optional<banqi::RuleSet> rules
            = banqi::withOptions(*banqi::findRuleSet("banqi-taiwan"), options.toStdString(), &error);
        QVERIFY2(rules, error.c_str());
        int chains = 0;
        for (quint64 seed = 1; seed <= 6; ++seed) {
            auto referee = BanqiReferee::fromDeal(banqi::dealFromSeed(seed), *rules);
            while (!referee->over() && referee->game().chainSquare() == banqi::NoSquare) {
                QString why;
                QVERIFY2(referee->play(someAction(*referee), &why, nullptr), qPrintable(why));
            }
            if (referee->over())
                continue;
            ++chains;
            const std::vector<banqi::Action> legal = referee->game().legalActions();
            for (const bool hint : {true, false}) {
                ThinkOptions o;
                o.level = hint ? ai::MaxLevel : 4;
                o.hint = hint;
                o.seed = seed;
                std::atomic<bool> stop{false};
                const QString answer = thinkJob(*referee, referee->sideToMove(), o)(stop, {});
                const std::optional<banqi::Action> a = banqi::parseAction(answer.toStdString());
                QVERIFY2(a && std::find(legal.begin(), legal.end(), *a) != legal.end(), qPrintable(answer));
                QVERIFY(a->isEndTurn() || a->from == referee->game().chainSquare());
            }
        }
        QVERIFY2(chains > 0, "no game reached a chain of captures");
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
