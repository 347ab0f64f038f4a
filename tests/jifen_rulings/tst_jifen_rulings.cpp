// Rulings unit: every ruling SC-1..SC-14 of 积分象棋 (tests/data/rulings/
// scoring-xiangqi.md) in positions where it decides something. Each row is named
// after its ruling; a row gives a rule set, a position (FEN of docs/rules/jifen-fen.md,
// empty for the start), the actions played first, and what must then hold.
#include "jifen/game.h"

#include <QTest>

using namespace qiyuan;
using namespace qiyuan::jifen;

namespace {

const QString Simple = QStringLiteral("jifen-simple");
const QString Match = QStringLiteral("jifen-match");
const QString Contest = QStringLiteral("jifen-contest");
const QString StartFen = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");

// A black chariot on e5, on the red general's file; the black general on d9.
const QString ChariotOnFile = QStringLiteral("3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1");
// A black chariot on d5 guards d0, beside the red general on e0.
const QString ChariotBesideGeneral = QStringLiteral("3k5/9/9/9/3r5/9/9/9/9/4K4 w - - 0 1");
// A black cannon on e8 with a screen on e5 against the red general on e0.
const QString CannonWithScreen = QStringLiteral("3k5/4c4/9/9/4r4/9/9/9/9/4K4 w - - 0 1");
// A red horse on e1 between the black chariot on e5 and the red general.
const QString HorseBlocksLine = QStringLiteral("3k5/9/9/9/4r4/9/9/9/4N4/4K4 w - - 0 1");
// A black horse on d2 whose leg point d1 holds a red chariot.
const QString ChariotOnHorseLeg = QStringLiteral("3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1");
// Only the generals, face to face on the e-file.
const QString GeneralsFace = QStringLiteral("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
// A red chariot on a0 that can go to d0 (check along the d-file) or a1 (quiet).
const QString LoneChariot = QStringLiteral("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
// Red to mate with b0b9: the chariot on a8 holds rank 8, the general holds the d-file.
const QString MateInOne = QStringLiteral("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
// Black to act with no legal move, not in check.
const QString Stalemate = QStringLiteral("4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1");
// A red chariot on a0 facing a black horse (or chariot) on a5, from the first capture on.
const QString HorseOnA5 = QStringLiteral("3k5/9/9/9/n8/9/9/9/9/R3K4 w - - 0 1 turn:one");
const QString ChariotOnA5 = QStringLiteral("3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1 turn:one");
// Red in check from the d5 chariot before any capture: d0e0 is its only move, and
// after it red has none (d0: chariot, e1: chariot a1 and horse g2, f0: horse and general).
const QString NoSecondMove = QStringLiteral("5k3/9/9/9/3r5/9/9/6n2/r8/3K5 w - - 0 1 turn:two");
// A red chariot that can check the lone black general along rank 9, before any capture.
const QString CheckInTheOpening = QStringLiteral("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1 turn:two");

QString withFields(const QString& fen, const QString& fields) { return fen + QLatin1Char(' ') + fields; }

// The game after `actions` from `fen` under `variant`; fails the test when the
// set-up does not load or an action is refused.
std::optional<Game> gameAfter(const QString& variant, const QString& fen, const QStringList& actions)
{
    const RuleSet* rules = findRuleSet(variant.toStdString());
    if (!rules) {
        QTest::qFail("unknown variant", __FILE__, __LINE__);
        return std::nullopt;
    }
    std::string error;
    const auto start = fen.isEmpty() ? std::optional<Position>(Position(*rules))
                                     : Position::fromFen(*rules, fen.toStdString(), &error);
    if (!start) {
        QTest::qFail(qPrintable(QStringLiteral("FEN refused: ") + QString::fromStdString(error)), __FILE__, __LINE__);
        return std::nullopt;
    }
    Game game(*start);
    for (const QString& text : actions) {
        const auto action = parseAction(text.toStdString(), &error);
        const Refusal refusal = action ? game.play(*action) : Refusal{Refusal::Reason::Movement};
        if (!action || refusal) {
            const QString why = action ? QString::fromStdString(refusalText(refusal)) : QString::fromStdString(error);
            QTest::qFail(qPrintable(QStringLiteral("set-up action %1 refused: %2").arg(text, why)), __FILE__, __LINE__);
            return std::nullopt;
        }
    }
    return game;
}

QStringList legalTexts(const Game& game)
{
    QStringList out;
    for (const Action& a : game.legalActions())
        out << QString::fromStdString(actionText(a));
    return out;
}

} // namespace

class TestJifenRulings : public QObject {
    Q_OBJECT
private slots:
    void legality_data();
    void legality();
    void check_data();
    void check();
    void kindChoices_data();
    void kindChoices();
    void scores_data();
    void scores();
    void results_data();
    void results();
    void turns_data();
    void turns();
    void kindChangeIsPartOfTheMove();
    void targetScoreSetting();
    void oneMoveGivesBothSidesTheTarget();
};

// Whether one action is legal after the set-up, and why not.
void TestJifenRulings::legality_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("action");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("why"); // words the refusal must contain

    // SC-1: attacks follow the kinds; idle and small pieces still block.
    QTest::newRow("SC-1 idle chariot on the general's file: the general may stay on it")
        << Simple << withFields(ChariotOnFile, "kinds:e5=i") << QStringList{} << "e0e1" << true << "";
    QTest::newRow("SC-1 normal chariot on the general's file: the general may not stay on it")
        << Simple << ChariotOnFile << QStringList{} << "e0e1" << false << "check";
    QTest::newRow("SC-1 facing a normal general is refused")
        << Simple << ChariotOnFile << QStringList{} << "e0d0" << false << "face";
    QTest::newRow("SC-1 facing an idle general is allowed: it may not capture")
        << Simple << withFields(ChariotOnFile, "kinds:e5=i,d9=i") << QStringList{} << "e0d0" << true << "";
    QTest::newRow("SC-1 a general turning small may stand where only small pieces attack")
        << Match << withFields(ChariotBesideGeneral, "kinds:d5=s") << QStringList{} << "e0d0=s" << true << "";
    QTest::newRow("SC-1 the same step as a normal general is refused")
        << Match << withFields(ChariotBesideGeneral, "kinds:d5=s") << QStringList{} << "e0d0" << false << "check";
    QTest::newRow("SC-1 the same step as an idle general is refused: small captures idle")
        << Match << withFields(ChariotBesideGeneral, "kinds:d5=s") << QStringList{} << "e0d0=i" << false << "check";
    QTest::newRow("SC-1 an idle piece still blocks a line")
        << Simple << withFields(HorseBlocksLine, "kinds:e1=i") << QStringList{} << "e1c2" << false << "check";
    QTest::newRow("SC-1 an idle piece still blocks a horse leg")
        << Simple << withFields(ChariotOnHorseLeg, "kinds:d1=i") << QStringList{} << "d1a1" << false << "check";
    QTest::newRow("SC-1 an idle piece still screens a cannon")
        << Match << withFields(CannonWithScreen, "kinds:e5=i") << QStringList{} << "e0e1" << false << "check";
    QTest::newRow("SC-1 out of the idle-screened cannon's line")
        << Match << withFields(CannonWithScreen, "kinds:e5=i") << QStringList{} << "e0f0" << true << "";
    QTest::newRow("SC-1 small generals may face each other")
        << Match << withFields(GeneralsFace, "kinds:e0=s,e9=s") << QStringList{} << "e0e1" << true << "";
    QTest::newRow("SC-1 a small general facing a normal one must not stay")
        << Match << withFields(GeneralsFace, "kinds:e0=s,e9=s") << QStringList{} << "e0e1=n" << false << "face";

    // SC-7: simple rules know normal and idle pieces only; idle never captures.
    QTest::newRow("SC-7 any piece may turn idle after a move") << Simple << "" << QStringList{} << "h2e2=i" << true << "";
    QTest::newRow("SC-7 the general may turn idle too") << Simple << "" << QStringList{} << "e0e1=i" << true << "";
    QTest::newRow("SC-7 no small pieces in the simple rules")
        << Simple << "" << QStringList{} << "h2e2=s" << false << "small pieces are not used";
    QTest::newRow("SC-7 no king pieces in the simple rules")
        << Simple << "" << QStringList{} << "h2e2=k" << false << "king pieces are not used";
    QTest::newRow("SC-7 a normal cannon captures as in xiangqi") << Simple << "" << QStringList{} << "h2h9" << true << "";
    QTest::newRow("SC-7 an idle cannon never captures")
        << Simple << withFields(StartFen, "kinds:h2=i")
        << QStringList{} << "h2h9" << false << "idle piece never captures";
    QTest::newRow("SC-7 an idle chariot may not capture the horse it blocks")
        << Simple << withFields(ChariotOnHorseLeg, "kinds:d1=i") << QStringList{} << "d1d2" << false << "never captures";
    QTest::newRow("SC-7 a kind change must change the kind")
        << Simple << "" << QStringList{} << "h2e2=n" << false << "already";
    QTest::newRow("SC-12 end belongs to the contest rules only")
        << Simple << "" << QStringList{"h2e2"} << "end" << false << "two-move";

    // SC-9: a small piece may not capture a small piece; no king pieces.
    QTest::newRow("SC-9 a small cannon may not capture a small horse")
        << Match << withFields(StartFen, "kinds:h2=s,h9=s") << QStringList{} << "h2h9" << false
        << "small piece may not capture a small piece";
    QTest::newRow("SC-9 a small cannon captures a normal horse")
        << Match << withFields(StartFen, "kinds:h2=s") << QStringList{} << "h2h9" << true << "";
    QTest::newRow("SC-9 a small cannon captures an idle horse")
        << Match << withFields(StartFen, "kinds:h2=s,h9=i") << QStringList{} << "h2h9" << true << "";
    QTest::newRow("SC-9 a normal cannon captures a small horse")
        << Match << withFields(StartFen, "kinds:h9=s") << QStringList{} << "h2h9" << true << "";
    QTest::newRow("SC-9 any piece may turn small") << Match << "" << QStringList{} << "h2e2=s" << true << "";
    QTest::newRow("SC-9 no king pieces in the match rules")
        << Match << "" << QStringList{} << "h2e2=k" << false << "king pieces are not used";

    // SC-11: contest captures; a king piece is not protected like the general.
    QTest::newRow("SC-11 a small chariot may not capture the opponent's small horse")
        << Contest << withFields(HorseOnA5, "kinds:a0=s,a5=s") << QStringList{} << "a0a5" << false << "small";
    QTest::newRow("SC-11 a king chariot captures like a normal one")
        << Contest << withFields(HorseOnA5, "kinds:a0=k,a5=s") << QStringList{} << "a0a5" << true << "";
    QTest::newRow("SC-11 an idle chariot never captures")
        << Contest << withFields(HorseOnA5, "kinds:a0=i") << QStringList{} << "a0a5" << false << "idle";
    QTest::newRow("SC-11 a king piece may be left attacked")
        << Contest << withFields(ChariotOnA5, "kinds:a0=k") << QStringList{} << "e0e1" << true << "";

    // SC-12: red's first move may not capture; `end` only after a turn's first move.
    QTest::newRow("SC-12 red's first move may not capture")
        << Contest << "" << QStringList{} << "h2h9" << false << "first move may not capture";
    QTest::newRow("SC-12 black's first move may capture") << Contest << "" << QStringList{"h2e2"} << "b7b0" << true << "";
    QTest::newRow("SC-12 no end on the first turn") << Contest << "" << QStringList{} << "end" << false << "two-move";
    QTest::newRow("SC-12 no end before a turn's first move")
        << Contest << "" << QStringList{"h2e2"} << "end" << false << "two-move";
    QTest::newRow("SC-12 end after a turn's first move") << Contest << "" << QStringList{"h2e2", "b7e7"} << "end" << true << "";
    QTest::newRow("SC-12 no end after a capture")
        << Contest << "" << QStringList{"h2e2", "h9g7", "b7b0"} << "end" << false << "two-move";
    QTest::newRow("SC-12 the second move may capture")
        << Contest << "" << QStringList{"h2e2", "h9g7"} << "b7b0" << true << "";

    // SC-13: kind changes only from the game's first capture on, that capture included.
    QTest::newRow("SC-13 no kind change on the first turn")
        << Contest << "" << QStringList{} << "h2e2=i" << false << "first capture";
    QTest::newRow("SC-13 no kind change before the first capture")
        << Contest << "" << QStringList{"h2e2"} << "b7e7=s" << false << "first capture";
    QTest::newRow("SC-13 a kind change on the first capture itself")
        << Contest << "" << QStringList{"h2e2"} << "b7b0=k" << true << "";
    QTest::newRow("SC-13 the first capture without a kind change")
        << Contest << "" << QStringList{"h2e2"} << "b7b0" << true << "";
    QTest::newRow("SC-13 a kind change on a capturing second move")
        << Contest << "" << QStringList{"h2e2", "h9g7"} << "b7b0=s" << true << "";
    QTest::newRow("SC-13 any move may change kind after the first capture")
        << Contest << "" << QStringList{"h2e2", "b7b0"} << "a0a1=k" << true << "";
}

void TestJifenRulings::legality()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, setup);
    QFETCH(QString, action);
    QFETCH(bool, legal);
    QFETCH(QString, why);
    auto game = gameAfter(variant, fen, setup);
    if (!game)
        return;
    const auto parsed = parseAction(action.toStdString());
    QVERIFY(parsed);
    // The generated list and the single check agree.
    QCOMPARE(legalTexts(*game).contains(action), legal);
    const Refusal refusal = game->position().check(*parsed);
    QCOMPARE(!refusal, legal);
    const QString text = QString::fromStdString(refusalText(refusal));
    if (!legal)
        QVERIFY2(text.contains(why, Qt::CaseInsensitive), qPrintable(text));
    // Playing it does what check() said, and a refusal changes nothing.
    const std::string before = game->position().fen();
    QCOMPARE(!game->play(*parsed), legal);
    if (!legal)
        QCOMPARE(game->position().fen(), before);
}

// SC-1: is the general attacked by a piece allowed to capture it?
void TestJifenRulings::check_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("red");
    QTest::addColumn<bool>("black");

    QTest::newRow("SC-1 a normal chariot on the file checks") << Simple << ChariotOnFile << true << false;
    QTest::newRow("SC-1 an idle chariot on the file gives no check")
        << Simple << withFields(ChariotOnFile, "kinds:e5=i") << false << false;
    QTest::newRow("SC-1 a small chariot checks a normal general")
        << Match << withFields(ChariotOnFile, "kinds:e5=s") << true << false;
    QTest::newRow("SC-1 a small chariot does not check a small general")
        << Match << withFields(ChariotOnFile, "kinds:e5=s,e0=s") << false << false;
    QTest::newRow("SC-1 a small chariot checks an idle general")
        << Match << withFields(ChariotOnFile, "kinds:e5=s,e0=i") << true << false;
    QTest::newRow("SC-1 a king chariot checks like a normal one")
        << Contest << withFields(ChariotOnFile, "kinds:e5=k turn:one") << true << false;
    QTest::newRow("SC-1 a cannon checks over an idle screen")
        << Match << withFields(CannonWithScreen, "kinds:e5=i") << true << false;
    QTest::newRow("SC-1 an idle cannon gives no check over its screen")
        << Match << withFields(CannonWithScreen, "kinds:e5=i,e8=i") << false << false;
    QTest::newRow("SC-1 an idle piece on the horse leg blocks the horse")
        << Simple << withFields(ChariotOnHorseLeg, "kinds:d1=i") << false << false;
    QTest::newRow("SC-1 small generals face each other safely")
        << Match << withFields(GeneralsFace, "kinds:e0=s,e9=s") << false << false;
    QTest::newRow("SC-1 a normal general attacks an idle one across the file")
        << Simple << withFields(GeneralsFace.left(GeneralsFace.indexOf(' ')) + " b - - 0 1", "kinds:e9=i") << false
        << true;
}

void TestJifenRulings::check()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    auto game = gameAfter(variant, fen, {});
    if (!game)
        return;
    QTEST(game->position().inCheck(Side::Red), "red");
    QTEST(game->position().inCheck(Side::Black), "black");
}

// The kinds a piece may have after a move: "keep" for no change, else kind letters.
void TestJifenRulings::kindChoices_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("choices");

    QTest::newRow("SC-7 simple: keep or turn idle") << Simple << "" << QStringList{} << "h2e2" << "keep i";
    QTest::newRow("SC-9 match: keep, turn small or idle") << Match << "" << QStringList{} << "h2e2" << "keep s i";
    QTest::newRow("SC-9 match: an idle piece may turn normal or small")
        << Match << withFields(LoneChariot, "kinds:a0=i") << QStringList{} << "a0a1" << "keep n s";
    QTest::newRow("SC-1 next to small attackers the general must turn small")
        << Match << withFields(ChariotBesideGeneral, "kinds:d5=s") << QStringList{} << "e0d0" << "s";
    QTest::newRow("SC-13 contest before the first capture: keep only") << Contest << "" << QStringList{} << "h2e2"
                                                                        << "keep";
    QTest::newRow("SC-13 contest, the first capture: any kind")
        << Contest << "" << QStringList{"h2e2"} << "b7b0" << "keep s k i";
    QTest::newRow("SC-12 contest: red's first move may not capture at all") << Contest << "" << QStringList{} << "h2h9"
                                                                            << "";
    QTest::newRow("an impossible move has no choices") << Match << "" << QStringList{} << "h2h8" << "";
}

void TestJifenRulings::kindChoices()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, setup);
    QFETCH(QString, move);
    auto game = gameAfter(variant, fen, setup);
    if (!game)
        return;
    QStringList choices;
    for (const auto& c : game->kindChoices(xiangqi::Position::parseIccs(move.toStdString())))
        choices << (c ? QString(QLatin1Char(kindLetter(*c))) : QStringLiteral("keep"));
    QTEST(choices.join(QLatin1Char(' ')), "choices");
}

// Scores after the actions, and the last move's score reason.
void TestJifenRulings::scores_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("black");
    QTest::addColumn<QString>("reason");

    // SC-2: points by the kind the piece had when it moved.
    QTest::newRow("SC-2 an idle chariot that turns normal scores as idle")
        << Simple << withFields(LoneChariot, "kinds:a0=i") << QStringList{"a0a1=n"} << 1 << 0
        << "idle piece moved: red +1";
    QTest::newRow("SC-2 a normal chariot that turns idle scores as normal")
        << Simple << LoneChariot << QStringList{"a0a1=i"} << 0 << 0 << "normal piece moved: no points";
    QTest::newRow("SC-2 match: a normal piece that turns small still gives the opponent 1")
        << Match << LoneChariot << QStringList{"a0a1=s"} << 0 << 1 << "normal piece moved: black +1";

    // SC-3: check after the move and its kind change; a check earns no per-move points.
    QTest::newRow("SC-3 simple: a check costs the checker 1")
        << Simple << LoneChariot << QStringList{"a0d0"} << -1 << 0 << "check: red -1";
    QTest::newRow("SC-3 a chariot that turns idle on the file gives no check")
        << Simple << LoneChariot << QStringList{"a0d0=i"} << 0 << 0 << "normal piece moved: no points";
    QTest::newRow("SC-3 an idle chariot that turns normal on the file checks: -1, not +1")
        << Simple << withFields(LoneChariot, "kinds:a0=i") << QStringList{"a0d0=n"} << -1 << 0 << "check: red -1";
    QTest::newRow("SC-3 a discovered check by the general counts")
        << Simple << withFields(QStringLiteral("4k4/9/9/9/4R4/9/9/9/9/4K4 w - - 0 1"), "kinds:e5=i,e9=i")
        << QStringList{"e5a5"} << -1 << 0 << "check: red -1";
    QTest::newRow("SC-3 match: a check gives the opponent 2, not 3")
        << Match << LoneChariot << QStringList{"a0d0"} << 0 << 2 << "check: black +2";

    // SC-4: scores may go negative.
    QTest::newRow("SC-4 scores go below zero")
        << Simple << withFields(LoneChariot, "score:-3,0") << QStringList{"a0d0"} << -4 << 0 << "check: red -1";

    // SC-8: simple points.
    QTest::newRow("SC-8 an idle piece's move earns 1")
        << Simple << "" << QStringList{"h2e2=i", "h9g7", "e2e1"} << 1 << 0 << "idle piece moved: red +1";
    QTest::newRow("SC-8 a normal piece's move earns nothing") << Simple << "" << QStringList{"h2e2"} << 0 << 0
                                                              << "normal piece moved: no points";
    QTest::newRow("SC-8 black's idle moves earn black points")
        << Simple << "" << QStringList{"h2e2", "h9g7=i", "a0a1", "g7h9"} << 0 << 1 << "idle piece moved: black +1";

    // SC-10: match points.
    QTest::newRow("SC-10 a normal piece's move gives the opponent 1") << Match << "" << QStringList{"h2e2"} << 0 << 1
                                                                      << "normal piece moved: black +1";
    QTest::newRow("SC-10 a small piece's move scores nothing")
        << Match << "" << QStringList{"h2e2=s", "h9g7", "e2e1"} << 1 << 1 << "small piece moved: no points";
    QTest::newRow("SC-10 an idle piece's move earns its own side 1")
        << Match << "" << QStringList{"h2e2=i", "h9g7", "e2e1"} << 2 << 1 << "idle piece moved: red +1";

    // SC-14: contest points, checks nothing extra.
    QTest::newRow("SC-14 a normal piece's move gives the opponent 1") << Contest << "" << QStringList{"h2e2"} << 0 << 1
                                                                      << "normal piece moved: black +1";
    QTest::newRow("SC-14 a king piece's move earns its own side 1")
        << Contest << withFields(LoneChariot, "kinds:a0=k turn:one") << QStringList{"a0a1"} << 1 << 0
        << "king piece moved: red +1";
    QTest::newRow("SC-14 an idle piece's move earns its own side 1")
        << Contest << withFields(LoneChariot, "kinds:a0=i turn:one") << QStringList{"a0a1"} << 1 << 0
        << "idle piece moved: red +1";
    QTest::newRow("SC-14 a small piece's move scores nothing")
        << Contest << withFields(LoneChariot, "kinds:a0=s turn:one") << QStringList{"a0a1"} << 0 << 0
        << "small piece moved: no points";
    QTest::newRow("SC-14 a check scores like any move: the opponent 1")
        << Contest << withFields(LoneChariot, "turn:one") << QStringList{"a0d0"} << 0 << 1
        << "normal piece moved: black +1";
    QTest::newRow("SC-14 both moves of a two-move turn score")
        << Contest << "" << QStringList{"h2e2", "b7e7", "h9g7"} << 2 << 1 << "normal piece moved: red +1";
}

void TestJifenRulings::scores()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, actions);
    auto game = gameAfter(variant, fen, actions);
    if (!game)
        return;
    QTEST(game->score(Side::Red), "red");
    QTEST(game->score(Side::Black), "black");
    QVERIFY(!game->records().empty());
    const MoveRecord& last = game->records().back();
    QVERIFY(!last.reasons.empty());
    QTEST(QString::fromStdString(last.reasons.front()), "reason");
    QCOMPARE(QString::fromStdString(scoreEventText(game->effects().back().score)),
             QString::fromStdString(last.reasons.front()));
}

// How the game ends (SC-4, SC-5, SC-6, SC-11).
void TestJifenRulings::results_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QString>("result"); // ongoing, red, black, draw
    QTest::addColumn<QString>("reason");

    QTest::newRow("SC-4 checkmate wins at once") << Simple << MateInOne << QStringList{"b0b9"} << "red" << "checkmate";
    QTest::newRow("SC-1 the same move with an idle chariot is no mate")
        << Simple << withFields(MateInOne, "kinds:b0=i") << QStringList{"b0b9"} << "ongoing" << "";
    QTest::newRow("SC-4 stalemate (困毙) wins") << Simple << Stalemate << QStringList{} << "red" << "stalemate";
    QTest::newRow("SC-1 an idle chariot lifts the stalemate")
        << Simple << withFields(Stalemate, "kinds:a8=i") << QStringList{} << "ongoing" << "";
    QTest::newRow("SC-4 reaching the target wins at once")
        << Simple << withFields(LoneChariot, "kinds:a0=i score:29,0") << QStringList{"a0a1"} << "red" << "target score";
    QTest::newRow("SC-4 the opponent reaching the target wins for the opponent")
        << Match << withFields(LoneChariot, "score:0,99") << QStringList{"a0a1"} << "black" << "target score";
    QTest::newRow("SC-4 the target is judged before checkmate")
        << Match << withFields(MateInOne, "score:0,98") << QStringList{"b0b9"} << "black" << "target score";
    QTest::newRow("SC-4 both sides at the target: the side that moved last wins")
        << Simple << withFields(LoneChariot.left(LoneChariot.indexOf(' ')) + " b - - 0 1", "score:30,30")
        << QStringList{} << "red" << "target score";
    QTest::newRow("SC-4 SC-11 a king piece captured is judged before the target")
        << Contest << withFields(ChariotOnA5, "kinds:a5=k score:0,99") << QStringList{"a0a5"} << "red"
        << "king piece captured";
    QTest::newRow("SC-5 no result after 400 plies: draw")
        << Simple << withFields(LoneChariot, "ply:399") << QStringList{"a0a1"} << "draw" << "ply limit";
    QTest::newRow("SC-5 the 400th move may still mate")
        << Simple << withFields(MateInOne, "ply:399") << QStringList{"b0b9"} << "red" << "checkmate";
    QTest::newRow("SC-5 perpetual check is allowed")
        << Simple << QStringLiteral("4k4/9/9/9/9/9/9/9/9/3K3R1 w - - 0 1")
        << QStringList{"h0h9", "e9e8", "h9h8", "e8e9", "h8h9", "e9e8", "h9h8", "e8e9", "h8h9", "e9e8", "h9h8"}
        << "ongoing" << "";
    QTest::newRow("SC-6 a target agreed before the game")
        << Simple << withFields(LoneChariot, "kinds:a0=i score:4,0 target:5") << QStringList{"a0a1"} << "red"
        << "target score";
    QTest::newRow("SC-11 capturing a king piece wins")
        << Contest << withFields(HorseOnA5, "kinds:a5=k") << QStringList{"a0a5"} << "red" << "king piece captured";
    QTest::newRow("SC-11 a king piece left attacked is lost")
        << Contest << withFields(ChariotOnA5, "kinds:a0=k") << QStringList{"e0e1", "a5a0"} << "black"
        << "king piece captured";
    QTest::newRow("SC-11 capturing a normal piece does not end the game")
        << Contest << withFields(ChariotOnA5, "kinds:a0=k") << QStringList{"a0a5"} << "ongoing" << "";
    QTest::newRow("SC-12 SC-4 no legal move at the start of a turn loses")
        << Contest << withFields(Stalemate, "turn:one") << QStringList{} << "red" << "stalemate";
}

void TestJifenRulings::results()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, actions);
    auto game = gameAfter(variant, fen, actions);
    if (!game)
        return;
    QTEST(QString::fromLatin1(verdictName(game->result().verdict)), "result");
    QTEST(QString::fromStdString(game->result().reason), "reason");
    // Once over nobody may act; otherwise somebody may.
    QCOMPARE(game->legalActions().empty(), game->over());
    if (game->over() && !game->records().empty())
        QCOMPARE(QString::fromStdString(game->records().back().reasons.back()),
                 QString::fromStdString(game->result().reason));
}

// SC-12: who acts after the actions, and where in the turn.
void TestJifenRulings::turns_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QString>("toAct");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<int>("ply");

    QTest::newRow("SC-12 the game's first turn") << Contest << "" << QStringList{} << "red" << "first" << 0;
    QTest::newRow("SC-12 red's first turn is one move") << Contest << "" << QStringList{"h2e2"} << "black" << "two" << 1;
    QTest::newRow("SC-12 a quiet first move leaves a second move")
        << Contest << "" << QStringList{"h2e2", "b7e7"} << "black" << "second" << 2;
    QTest::newRow("SC-12 the second move ends the turn")
        << Contest << "" << QStringList{"h2e2", "b7e7", "h9g7"} << "red" << "two" << 3;
    QTest::newRow("SC-12 end stops after one move")
        << Contest << "" << QStringList{"h2e2", "b7e7", "end"} << "red" << "two" << 2;
    QTest::newRow("SC-12 two full turns") << Contest << "" << QStringList{"h2e2", "b7e7", "end", "b2b4", "b4b3"}
                                          << "black" << "two" << 4;
    QTest::newRow("SC-12 a capturing first move ends the turn")
        << Contest << "" << QStringList{"h2e2", "b7b0"} << "red" << "one" << 2;
    QTest::newRow("SC-12 a capturing second move ends the turn")
        << Contest << "" << QStringList{"h2e2", "h9g7", "b7b0"} << "red" << "one" << 3;
    QTest::newRow("SC-12 one move per turn from the first capture on")
        << Contest << "" << QStringList{"h2e2", "h9g7", "b7b0", "a0a1", "c9e7"} << "red" << "one" << 5;
    QTest::newRow("SC-12 a check ends the turn") << Contest << CheckInTheOpening << QStringList{"a0a9"} << "black"
                                                 << "two" << 1;
    QTest::newRow("SC-12 without check the turn goes on")
        << Contest << CheckInTheOpening << QStringList{"a0a5"} << "red" << "second" << 1;
    QTest::newRow("SC-12 no legal second move just ends the turn")
        << Contest << NoSecondMove << QStringList{"d0e0"} << "black" << "two" << 1;
    QTest::newRow("SC-12 --first black: black's first turn is one move")
        << Contest << QString(StartFen).replace(QLatin1String(" w "), QLatin1String(" b "))
        << QStringList{"h7e7"} << "red" << "two" << 1;
    QTest::newRow("SC-12 simple: one move per turn") << Simple << "" << QStringList{"h2e2"} << "black" << "one" << 1;
    QTest::newRow("SC-12 match: one move per turn") << Match << "" << QStringList{"h2e2", "h9g7"} << "red" << "one" << 2;
}

void TestJifenRulings::turns()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, actions);
    QFETCH(QString, phase);
    auto game = gameAfter(variant, fen, actions);
    if (!game)
        return;
    QTEST(QString::fromLatin1(game->sideToAct() == Side::Red ? "red" : "black"), "toAct");
    QCOMPARE(QString::fromLatin1(turnPhaseName(game->position().phase())), phase);
    QTEST(game->ply(), "ply");
    QCOMPARE(game->mayEndTurn(), phase == QLatin1String("second"));
    QCOMPARE(legalTexts(*game).contains(QStringLiteral("end")), phase == QLatin1String("second"));
    QVERIFY(!game->over());
}

// SC-2: the kind change is part of the move: the piece arrives with its new kind
// and the turn passes; a captured piece leaves with its kind.
void TestJifenRulings::kindChangeIsPartOfTheMove()
{
    auto game = gameAfter(Match, QString(), {"h2e2=i"});
    if (!game)
        return;
    const Position& p = game->position();
    QCOMPARE(p.kindAt(xiangqi::makeSquare(4, 2)), Kind::Idle);
    QCOMPARE(p.kindAt(xiangqi::makeSquare(7, 2)), Kind::Normal); // the point it left
    QCOMPARE(p.sideToAct(), Side::Black);
    QCOMPARE(game->records().back().kindChange, 'i');
    QCOMPARE(game->effects().back().movedKind, Kind::Normal);
    // Black's cannon takes the horse on b0 and turns small ...
    QVERIFY(!game->play(*parseAction("b7b0=s")));
    QCOMPARE(game->effects().back().capturedKind, Kind::Normal);
    QCOMPARE(p.kindAt(xiangqi::makeSquare(1, 0)), Kind::Small);
    // ... and red's normal chariot takes the small cannon: the point is normal again.
    QVERIFY(!game->play(*parseAction("a0b0")));
    QCOMPARE(game->effects().back().capturedKind, Kind::Small);
    QCOMPARE(p.kindAt(xiangqi::makeSquare(1, 0)), Kind::Normal);
    QCOMPARE(game->records().back().kindChange, '\0');
}

// SC-6: the target may be changed before the game, and is kept in the FEN.
void TestJifenRulings::targetScoreSetting()
{
    Position p(*findRuleSet("jifen-simple"));
    QCOMPARE(p.targetScore(), 30);
    QVERIFY(p.setTargetScore(3).empty());
    QCOMPARE(p.targetScore(), 3);
    QVERIFY(QString::fromStdString(p.fen()).endsWith(QLatin1String(" target:3")));
    QVERIFY(!p.setTargetScore(0).empty());
    QCOMPARE(p.targetScore(), 3);
    Game game(p);
    for (const char* a : {"h2e2=i", "h9g7", "e2e1", "g7h9", "e1e2", "h9g7"})
        QVERIFY2(!game.play(*parseAction(a)), a);
    QVERIFY(!game.over());
    QVERIFY(!game.play(*parseAction("e2e1")));
    QCOMPARE(game.score(Side::Red), 3);
    QCOMPARE(game.result(), (GameResult{Verdict::RedWins, "target score"}));
}

// SC-4: "if one move gives both sides the target, the mover wins". None of the three
// rule sets scores both sides with one move, so a row derived from the match rules
// does: a check gives the checker 1 and the opponent 2.
void TestJifenRulings::oneMoveGivesBothSidesTheTarget()
{
    RuleSet both = *findRuleSet("jifen-match");
    both.key = "test-both-sides";
    both.checkPoints = Points{1, 2};
    QCOMPARE(QString::fromStdString(validateRuleSet(both)), QString());
    for (const bool redMoves : {true, false}) {
        // The lone chariot checks along the d-file (and mates); both sides reach 100.
        const QString fen = redMoves ? withFields(LoneChariot, "score:99,98")
                                     : QStringLiteral("r3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1 score:98,99");
        const auto start = Position::fromFen(both, fen.toStdString());
        QVERIFY(start);
        Game game(*start);
        QVERIFY(!game.play(*parseAction(redMoves ? "a0d0" : "a9d9")));
        QCOMPARE(game.score(Side::Red), 100);
        QCOMPARE(game.score(Side::Black), 100);
        QCOMPARE(game.result(),
                 (GameResult{redMoves ? Verdict::RedWins : Verdict::BlackWins, "target score"}));
    }
}

QTEST_GUILESS_MAIN(TestJifenRulings)
#include "tst_jifen_rulings.moc"
