// 翻翻棋 rules unit: every ruling BQ-1..BQ-16 as data rows named after its id,
// on hand-built positions (banqi FENs, docs/rules/banqi-fen.md), layouts and
// seeds; the rule-set rows of the registry; scores and the match score.
// The decisions where the rulings leave a case open are in
// docs/rules/banqi-rules.md.
#include "banqi/game.h"

#include <QTest>

#include <set>

using namespace qiyuan;
using namespace qiyuan::banqi;

namespace {

const QString FullLayout = QStringLiteral("KAABBRRNNCCPPPPPkaabbrrnnccppppp");

// A rule set by name: a registry key, or a table's changed copy of one.
RuleSet rulesNamed(const QString& name)
{
    if (name == QLatin1String("banqi+facedown")) {
        RuleSet r = *findRuleSet("banqi");
        r.captureFaceDown = true;
        return r;
    }
    if (name == QLatin1String("banqi-taiwan+facedown")) {
        RuleSet r = *findRuleSet("banqi-taiwan");
        r.captureFaceDown = true;
        return r;
    }
    if (name == QLatin1String("banqi base 3")) {
        RuleSet r = *findRuleSet("banqi");
        r.base = 3;
        return r;
    }
    // "preset:key=value,...": a preset with options changed (BQ-17..BQ-20).
    const QString preset = name.section(QLatin1Char(':'), 0, 0);
    const RuleSet* r = findRuleSet(preset.toStdString());
    if (!r)
        qFatal("unknown rule set %s", qPrintable(name));
    std::string error;
    const auto changed = withOptions(*r, name.section(QLatin1Char(':'), 1).toStdString(), &error);
    if (!changed)
        qFatal("bad test options %s: %s", qPrintable(name), error.c_str());
    return *changed;
}

// "layout:<32 letters>", "seed:<n>" or a banqi FEN.
Game start(const QString& spec, const RuleSet& rules)
{
    std::string error;
    if (spec.startsWith(QLatin1String("layout:"))) {
        const auto deal = dealFromLayout(spec.mid(7).toStdString(), &error);
        if (!deal)
            qFatal("bad test layout: %s", error.c_str());
        return Game(*deal, rules);
    }
    if (spec.startsWith(QLatin1String("seed:")))
        return Game(dealFromSeed(spec.mid(5).toULongLong()), rules);
    auto game = Game::fromFen(spec.toStdString(), rules, &error);
    if (!game)
        qFatal("bad test FEN '%s': %s", qPrintable(spec), error.c_str());
    return *game;
}

ActionError apply(Game& game, const QString& action)
{
    if (action == QLatin1String("timeout"))
        return game.timeout();
    if (action == QLatin1String("resign"))
        return game.resign(game.toAct());
    if (action == QLatin1String("draw"))
        return game.agreeDraw();
    const auto a = parseAction(action.toStdString());
    if (!a)
        qFatal("bad test action %s", qPrintable(action));
    return game.play(*a);
}

// Plays space-separated actions; an empty string, or the first refusal.
QString play(Game& game, const QString& actions)
{
    for (const QString& action : actions.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (const ActionError e = apply(game, action); e != ActionError::None)
            return action + QLatin1String(": ") + QString::fromStdString(actionErrorText(e));
    return {};
}

// Short names for the refusals, as the rows spell them.
QString errorName(ActionError e)
{
    switch (e) {
    case ActionError::None: return "legal";
    case ActionError::GameOver: return "over";
    case ActionError::OffBoard: return "off board";
    case ActionError::NothingToFlip: return "nothing to flip";
    case ActionError::FlipsOnly: return "flips only";
    case ActionError::NoPiece: return "no piece";
    case ActionError::FaceDownMover: return "face-down mover";
    case ActionError::NotYourPiece: return "not yours";
    case ActionError::NotOneStep: return "one step";
    case ActionError::OwnPiece: return "own piece";
    case ActionError::FaceDownTarget: return "face-down target";
    case ActionError::OutRanked: return "outranked";
    case ActionError::GeneralTakesSoldier: return "general takes soldier";
    case ActionError::CannonAdjacent: return "cannon adjacent";
    case ActionError::CannonScreen: return "cannon screen";
    case ActionError::ChaseLimit: return "chase limit";
    case ActionError::TooEarly: return "too early";
    case ActionError::NoChainToEnd: return "no chain";
    case ActionError::ChainPieceOnly: return "chain piece only";
    case ActionError::ChainCapturesOnly: return "chain captures only";
    case ActionError::ChainFaceDown: return "chain face-down";
    case ActionError::ChariotRun: return "chariot run";
    case ActionError::CannonOutranked: return "cannon outranked";
    case ActionError::SoldierTakesGeneral: return "soldier takes general";
    }
    return "?";
}

bool isLegal(const Game& game, Action a)
{
    const auto legal = game.legalActions();
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

const char* kindWord(char letter)
{
    switch (letter | 0x20) {
    case 'k': return "general";
    case 'a': return "advisor";
    case 'b': return "elephant";
    case 'r': return "chariot";
    case 'n': return "horse";
    case 'c': return "cannon";
    case 'p': return "soldier";
    }
    return "?";
}

} // namespace

class TestBanqiRules : public QObject {
    Q_OBJECT
private slots:
    void ruleSetRows();
    void invalidRuleSets_data();
    void invalidRuleSets();
    void seededDeal_data();
    void seededDeal();
    void dealIsAFairShuffle();
    void commitment_data();
    void commitment();
    void commitmentShownAndSeedRevealed();
    void badLayouts_data();
    void badLayouts();
    void firstFlipGivesColours_data();
    void firstFlipGivesColours();
    void legality_data();
    void legality();
    void outcomes_data();
    void outcomes();
    void chase_data();
    void chase();
    void records_data();
    void records();
    void winScore_data();
    void winScore();
    void matchScore();
    void matchScoreText_data();
    void matchScoreText();
    void badFens_data();
    void badFens();
    void options_data();
    void options();
    void optionFens_data();
    void optionFens();
};

// STYLE 4/5: the rule sets are rows of data; every row is valid, keyed as in
// the game registry, and Taiwan (BQ-16) differs from QQ in its four fields only.
void TestBanqiRules::ruleSetRows()
{
    QCOMPARE(int(ruleSets().size()), 4);
    QCOMPARE(QString::fromLatin1(ruleSets().front().key.data(), int(ruleSets().front().key.size())), "banqi");
    for (const RuleSet& r : ruleSets()) {
        QVERIFY2(validate(r).empty(), validate(r).c_str());
        QCOMPARE(findRuleSet(r.key), &r);
    }
    const RuleSet& qq = *findRuleSet("banqi");
    QCOMPARE(qq.equalRanks, EqualRanks::BothLeave); // BQ-7
    QCOMPARE(qq.captureFaceDown, false);            // BQ-5 default
    QCOMPARE(qq.chaseLimit, 10);                    // BQ-8
    QCOMPARE(qq.turnSeconds, 30);                   // BQ-9
    QCOMPARE(qq.timeoutsToLose, 3);
    QCOMPARE(qq.resignFromPly, 40);                 // BQ-11
    QCOMPARE(qq.plyLimit, 300);
    QCOMPARE(qq.earlyWinPlies, 40);                 // BQ-12
    QCOMPARE(qq.earlyLoss, 10);
    QCOMPARE(qq.generalBonus, 5);                   // BQ-14
    QCOMPARE(qq.base, 1);                           // BQ-15
    QCOMPARE(qq.repetitionDraw, 0);
    QCOMPARE(qq.quietPlyLimit, 0);

    RuleSet taiwan = *findRuleSet("banqi-taiwan"); // BQ-16
    QCOMPARE(taiwan.equalRanks, EqualRanks::AttackerSurvives);
    QCOMPARE(taiwan.chaseLimit, 0);
    QCOMPARE(taiwan.repetitionDraw, 3);
    QCOMPARE(taiwan.quietPlyLimit, 50);
    taiwan.key = qq.key;
    taiwan.name = qq.name;
    taiwan.equalRanks = qq.equalRanks;
    taiwan.chaseLimit = qq.chaseLimit;
    taiwan.repetitionDraw = qq.repetitionDraw;
    taiwan.quietPlyLimit = qq.quietPlyLimit;
    QVERIFY(taiwan == qq); // "all other rulings stay"

    // The presets of issue 41, each by difference from the Taiwan rules.
    const RuleSet& tw = *findRuleSet("banqi-taiwan");
    RuleSet tcga = *findRuleSet("banqi-tcga"); // TCGA: 60 quiet plies, threefold repetition, no chase limit
    QCOMPARE(tcga.quietPlyLimit, 60);
    QCOMPARE(tcga.repetitionDraw, 3);
    QCOMPARE(tcga.chaseLimit, 0);
    QCOMPARE(tcga.equalRanks, EqualRanks::AttackerSurvives);
    QCOMPARE(tcga.chainCaptures, ChainCaptures::Off);
    tcga.key = tw.key;
    tcga.name = tw.name;
    tcga.quietPlyLimit = tw.quietPlyLimit;
    QVERIFY(tcga == tw);
    RuleSet rush = *findRuleSet("banqi-chariot-rush"); // BQ-18 車直衝
    QVERIFY(rush.chariotRuns);
    rush.key = tw.key;
    rush.name = tw.name;
    rush.chariotRuns = false;
    QVERIFY(rush == tw);
    for (const RuleSet& r : ruleSets()) { // the options of a preset differ from nothing
        QCOMPARE(changedOptions(r), std::string());
        QCOMPARE(qq.cannonTargets, CannonTargets::AnyRank);
        QCOMPARE(r.soldierAndGeneral, SoldierAndGeneral::SoldierTakesGeneral);
    }

    QCOMPARE(findRuleSet("xiangqi"), nullptr);
    QCOMPARE(turnClock(qq).byoyomiMs, 30000);
    QCOMPARE(turnClock(qq).baseMs, 0);
    RuleSet off = qq;
    off.turnSeconds = 0; // BQ-9: hot-seat games may switch the clock off
    QVERIFY(!turnClock(off).enabled());
}

void TestBanqiRules::invalidRuleSets_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::newRow("chase limit -1") << "chaseLimit" << -1;
    QTest::newRow("repetition 1") << "repetitionDraw" << 1;
    QTest::newRow("quiet limit -5") << "quietPlyLimit" << -5;
    QTest::newRow("turn seconds -1") << "turnSeconds" << -1;
    QTest::newRow("timeouts 0") << "timeoutsToLose" << 0;
    QTest::newRow("ply limit 0") << "plyLimit" << 0;
    QTest::newRow("resign after the ply limit") << "resignFromPly" << 301;
    QTest::newRow("early loss negative") << "earlyLoss" << -10;
    QTest::newRow("base 0") << "base" << 0;
    QTest::newRow("unknown key") << "key" << 0;
}

// A table's changed copy is checked too; a bad value is named.
void TestBanqiRules::invalidRuleSets()
{
    QFETCH(QString, field);
    QFETCH(int, value);
    RuleSet r = *findRuleSet("banqi");
    if (field == "chaseLimit") r.chaseLimit = value;
    else if (field == "repetitionDraw") r.repetitionDraw = value;
    else if (field == "quietPlyLimit") r.quietPlyLimit = value;
    else if (field == "turnSeconds") r.turnSeconds = value;
    else if (field == "timeoutsToLose") r.timeoutsToLose = value;
    else if (field == "plyLimit") r.plyLimit = value;
    else if (field == "resignFromPly") r.resignFromPly = value;
    else if (field == "earlyLoss") r.earlyLoss = value;
    else if (field == "base") r.base = value;
    else if (field == "key") r.key = "chess";
    const std::string why = validate(r);
    QVERIFY(!why.empty());
    QVERIFY2(QString::fromStdString(why).contains(field), why.c_str());
    std::string error;
    QVERIFY(!Game::fromFen("8/8/8/Rr6 r r 0,0 -- 0 10 -", r, &error));
    QVERIFY(QString::fromStdString(error).contains(QLatin1String("rule set")));
}

void TestBanqiRules::seededDeal_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("firstSeat");
    // From an independent implementation of the documented shuffle (Python).
    QTest::newRow("BQ-1 seed 0") << quint64(0) << "PnarKApPNcCPBRRPPbnrpNpABkcCppab" << 1;
    QTest::newRow("BQ-1 seed 1") << quint64(1) << "KCpbBNaAppnacPPkNCPpnrPABrcPpbRR" << 0;
    QTest::newRow("BQ-1 seed 42") << quint64(42) << "abpPkcrKAcNAbBanPnRCPPRpNpCBPppr" << 0;
    QTest::newRow("BQ-1 seed 2^64-1") << quint64(18446744073709551615ULL) << "pNrbPPPPBKcBrnApAbpCaRncCapRpkPN" << 0;
}

// BQ-1/BQ-2: the deal and the first player come from the seed alone, the same on every platform.
void TestBanqiRules::seededDeal()
{
    QFETCH(quint64, seed);
    QFETCH(QString, layout);
    QFETCH(int, firstSeat);
    const Deal deal = dealFromSeed(seed);
    QCOMPARE(QString::fromStdString(layoutText(deal.layout)), layout);
    QCOMPARE(deal.firstSeat, firstSeat);
    QCOMPARE(dealFromSeed(seed), deal);
    QVERIFY(dealFromLayout(layout.toStdString())); // the whole set, nothing else
    const Game game(deal);
    QCOMPARE(game.position().faceDownCount(), 32);
    for (Square s = 0; s < SquareCount; ++s)
        QCOMPARE(game.position().hidden(s), deal.layout[s]);
}

// BQ-1: over many seeds every piece lands on every square about as often, and
// either seat acts first about half the time (BQ-2).
void TestBanqiRules::dealIsAFairShuffle()
{
    const int deals = 4000;
    std::array<int, SquareCount> redOn{}, generalOn{};
    int firstSeatOne = 0;
    std::set<std::string> distinct;
    for (int i = 0; i < deals; ++i) {
        const Deal d = dealFromSeed(std::uint64_t(i) * 7919 + 3);
        distinct.insert(layoutText(d.layout));
        firstSeatOne += d.firstSeat;
        for (Square s = 0; s < SquareCount; ++s) {
            redOn[s] += colorOf(d.layout[s]) == Color::Red;
            generalOn[s] += kindOf(d.layout[s]) == General;
        }
    }
    QCOMPARE(int(distinct.size()), deals);
    QVERIFY2(firstSeatOne > deals * 0.45 && firstSeatOne < deals * 0.55, qPrintable(QString::number(firstSeatOne)));
    for (Square s = 0; s < SquareCount; ++s) {
        QVERIFY2(redOn[s] > deals * 0.43 && redOn[s] < deals * 0.57, qPrintable(QString::number(redOn[s])));
        // Two generals in 32 squares: 1/16 of the deals, 250 expected.
        QVERIFY2(generalOn[s] > 170 && generalOn[s] < 330, qPrintable(QString::number(generalOn[s])));
    }
}

void TestBanqiRules::commitment_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("salt");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<bool>("verifies");
    const QString salt = QStringLiteral("5f1c0de1a2b3c4d5e6f708192a3b4c5d");
    // SHA-256 of "qiyuan-banqi-deal/1 seed=42 salt=5f1c...", computed outside the project.
    const QString hash = QStringLiteral("f870fe30c96aee8b5678d069050f3897210ea5ff9106ac5cce23891669a82d13");
    QTest::newRow("BQ-1 the revealed seed and salt verify") << quint64(42) << salt << hash << true;
    QTest::newRow("BQ-1 typed in capitals") << quint64(42) << salt << hash.toUpper() << true;
    QTest::newRow("BQ-1 another seed does not") << quint64(43) << salt << hash << false;
    QTest::newRow("BQ-1 another salt does not") << quint64(42) << salt.left(31) + "e" << hash << false;
    QTest::newRow("BQ-1 a changed hash does not") << quint64(42) << salt << "0" + hash.mid(1) << false;
    QTest::newRow("BQ-1 a cut hash does not") << quint64(42) << salt << hash.left(63) << false;
    QTest::newRow("BQ-1 empty salt") << quint64(42) << QString()
                                     << "c16c71851cad3271cb81324f4b9410e4177b8ac5133c8a28e9cd9fd0b3a3726c" << true;
}

// BQ-1: the hash shown at the start commits to the seed; the seed after the game proves the deal.
void TestBanqiRules::commitment()
{
    QFETCH(quint64, seed);
    QFETCH(QString, salt);
    QFETCH(QString, shown);
    QFETCH(bool, verifies);
    QCOMPARE(verifyCommitment(shown.toStdString(), seed, salt.toStdString()), verifies);
    if (verifies)
        QCOMPARE(QString::fromStdString(dealFromSeed(seed, salt.toStdString()).commitment()), shown.toLower());
}

// BQ-1: a player's view has the commitment from the first ply and the seed only once the game is over.
void TestBanqiRules::commitmentShownAndSeedRevealed()
{
    const Deal deal = dealFromSeed(977, "b7e4c1d2a3f4958677a6b5c4d3e2f1a0");
    Game game(deal);
    for (Player p : {Player::First, Player::Second}) {
        const View v = game.view(p);
        QCOMPARE(v.commitment, deal.commitment());
        QVERIFY(!v.seed);
        QVERIFY(v.salt.empty());
    }
    QCOMPARE(play(game, "timeout timeout timeout timeout timeout"), QString()); // BQ-9
    QVERIFY(game.over());
    const View v = game.view(Player::Second);
    QCOMPARE(v.seed, std::optional<std::uint64_t>(977));
    QCOMPARE(v.salt, deal.salt);
    QVERIFY(verifyCommitment(v.commitment, *v.seed, v.salt));
    QCOMPARE(dealFromSeed(*v.seed, v.salt).layout, deal.layout); // the deal can be replayed
    // A deal from a layout has no seed and shows no commitment.
    QVERIFY(start("layout:" + FullLayout, rulesNamed("banqi")).view(Player::First).commitment.empty());
}

void TestBanqiRules::badLayouts_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("why");
    QTest::newRow("BQ-1 empty") << "" << "32";
    QTest::newRow("BQ-1 31 letters") << FullLayout.left(31) << "32";
    QTest::newRow("BQ-1 33 letters") << FullLayout + "p" << "32";
    QTest::newRow("BQ-1 a face-down x") << "x" + FullLayout.mid(1) << "piece letter";
    QTest::newRow("BQ-1 a digit") << "1" + FullLayout.mid(1) << "piece letter";
    QTest::newRow("BQ-1 two red generals") << "KKABBRRNNCCPPPPPkaabbrrnnccppppp" << "2 'K'";
    QTest::newRow("BQ-1 six black soldiers") << "KAABBRRNNCCPPPPPkaabbrrnncpppppp" << "1 'c'";
}

void TestBanqiRules::badLayouts()
{
    QFETCH(QString, layout);
    QFETCH(QString, why);
    std::string error;
    QVERIFY(!dealFromLayout(layout.toStdString(), &error));
    QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
}

void TestBanqiRules::firstFlipGivesColours_data()
{
    QTest::addColumn<QString>("actions");
    QTest::addColumn<QString>("firstColor"); // "" while unknown
    QTest::addColumn<QString>("turn");       // the colour to act, or first/second
    // a1 holds the red general, h4 a black soldier.
    QTest::newRow("BQ-2 nothing flipped yet") << "" << "" << "first";
    QTest::newRow("BQ-2 the first player turns up red") << "a1" << "red" << "black";
    QTest::newRow("BQ-2 the first player turns up black") << "h4" << "black" << "red";
    QTest::newRow("BQ-2 after a timeout the second player flips red") << "timeout a1" << "black" << "black";
    QTest::newRow("BQ-2 after a timeout the second player flips black") << "timeout h4" << "red" << "red";
    QTest::newRow("BQ-2 a timeout only passes the turn") << "timeout" << "" << "second";
}

// BQ-2: the first piece flipped gives its colour to the player who flipped it.
void TestBanqiRules::firstFlipGivesColours()
{
    QFETCH(QString, actions);
    QFETCH(QString, firstColor);
    QFETCH(QString, turn);
    Game game = start("layout:" + FullLayout, rulesNamed("banqi"));
    QCOMPARE(play(game, actions), QString());
    const auto first = game.colorOf(Player::First);
    QCOMPARE(first ? QString::fromLatin1(colorName(*first)) : QString(), firstColor);
    const auto c = game.colorOf(game.toAct());
    QCOMPARE(c ? QString::fromLatin1(colorName(*c)) : QString::fromLatin1(game.toAct() == Player::First ? "first" : "second"),
             turn);
    if (first) {
        QCOMPARE(game.colorOf(Player::Second), std::optional<Color>(opposite(*first)));
        QCOMPARE(game.playerOf(*first), std::optional<Player>(Player::First));
    }
}

void TestBanqiRules::legality_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("actions"); // played first
    QTest::addColumn<QString>("action");  // the one judged
    QTest::addColumn<QString>("expected");
    const QString qq = QStringLiteral("banqi"), fd = QStringLiteral("banqi+facedown");
    const QString layout = "layout:" + FullLayout;

    // BQ-2: before the first flip only flips (and timeouts).
    QTest::newRow("BQ-2 no move before the first flip") << qq << layout << "" << "a1a2" << "flips only";
    QTest::newRow("BQ-2 a flip starts the game") << qq << layout << "" << "c3" << "legal";
    QTest::newRow("BQ-2 still only flips after a timeout") << qq << layout << "timeout" << "a1a2" << "flips only";

    // BQ-3: any face-down piece, whatever its colour.
    const QString one = QStringLiteral("8/8/8/Rx5n r r 0,0 -- 0 10 ");
    QTest::newRow("BQ-3 flip a face-down piece of one's own colour") << qq << one + "P" << "" << "b1" << "legal";
    QTest::newRow("BQ-3 flip a face-down piece of the other colour") << qq << one + "p" << "" << "b1" << "legal";
    QTest::newRow("BQ-3 a face-up piece cannot be flipped") << qq << one + "p" << "" << "a1" << "nothing to flip";
    QTest::newRow("BQ-3 an empty square cannot be flipped") << qq << one + "p" << "" << "c1" << "nothing to flip";

    // BQ-4: one square along a row or column to an empty square.
    const QString moves = QStringLiteral("8/8/1R6/7n r r 0,0 -- 0 10 -");
    QTest::newRow("BQ-4 up") << qq << moves << "" << "b2b3" << "legal";
    QTest::newRow("BQ-4 down") << qq << moves << "" << "b2b1" << "legal";
    QTest::newRow("BQ-4 left") << qq << moves << "" << "b2a2" << "legal";
    QTest::newRow("BQ-4 right") << qq << moves << "" << "b2c2" << "legal";
    QTest::newRow("BQ-4 not diagonally") << qq << moves << "" << "b2c3" << "one step";
    QTest::newRow("BQ-4 not two squares") << qq << moves << "" << "b2b4" << "one step";
    QTest::newRow("BQ-4 not the other side's piece") << qq << moves << "" << "h1h2" << "not yours";
    QTest::newRow("BQ-4 no piece on the square") << qq << moves << "" << "c3c4" << "no piece";
    QTest::newRow("BQ-4 not onto a face-down piece") << qq << "8/8/1Rx5/7n r r 0,0 -- 0 10 p" << "" << "b2c2"
                                                     << "face-down target";
    QTest::newRow("BQ-4 not onto an own piece") << qq << "8/8/1RP5/7n r r 0,0 -- 0 10 -" << "" << "b2c2" << "own piece";
    QTest::newRow("BQ-4 a face-down piece does not move") << qq << "8/8/1x6/6Pn r r 0,0 -- 0 10 R" << "" << "b2b3"
                                                          << "face-down mover";
    QTest::newRow("BQ-4 black moves after red") << qq << moves << "b2b3" << "h1h2" << "legal";
    QTest::newRow("BQ-4 red cannot move twice") << qq << moves << "b2b3" << "b3b4" << "not yours";

    // BQ-5: captures by rank, adjacent, face-up enemies only; 帅 never takes 兵, 兵 takes 帅.
    const QString attackers = QStringLiteral("KABRNP"), targets = QStringLiteral("kabrncp");
    const QStringList takes = {"kabrnc", "abrncp", "brncp", "rncp", "ncp", "kp"}; // by attacker
    for (int i = 0; i < attackers.size(); ++i)
        for (const QChar t : targets) {
            const bool legal = takes[i].contains(t);
            const QString expected = legal ? "legal"
                : (attackers[i] == QLatin1Char('K') && t == QLatin1Char('p')) ? "general takes soldier"
                                                                            : "outranked";
            QTest::addRow("BQ-5 %s %s %s", kindWord(attackers[i].toLatin1()), legal ? "takes" : "cannot take",
                          kindWord(t.toLatin1()))
                << qq << "7p/8/8/" + QString(attackers[i]) + t + "6 r r 0,0 -- 0 10 -" << "" << "a1b1"
                << expected;
        }
    QTest::newRow("BQ-5 a soldier cannot take a cannon") << qq << "7p/8/8/Pc6 r r 0,0 -- 0 10 -" << "" << "a1b1"
                                                          << "outranked";
    QTest::newRow("BQ-5 only adjacent") << qq << "7p/8/8/R1n5 r r 0,0 -- 0 10 -" << "" << "a1c1" << "one step";
    QTest::newRow("BQ-5 not diagonally") << qq << "7p/8/1n6/R7 r r 0,0 -- 0 10 -" << "" << "a1b2" << "one step";
    QTest::newRow("BQ-5 not an own piece") << qq << "7p/8/8/RN6 r r 0,0 -- 0 10 -" << "" << "a1b1" << "own piece";
    QTest::newRow("BQ-5 never a face-down piece (default)") << qq << "7p/8/8/Rx6 r r 0,0 -- 0 10 n" << "" << "a1b1"
                                                            << "face-down target";
    QTest::newRow("BQ-5 setting: a face-down piece may be attacked") << fd << "7p/8/8/Rx6 r r 0,0 -- 0 10 k" << ""
                                                                     << "a1b1" << "legal";
    QTest::newRow("BQ-5 setting: still adjacent only") << fd << "7p/8/8/R1x5 r r 0,0 -- 0 10 n" << "" << "a1c1"
                                                       << "one step";

    // BQ-6: the cannon jumps over exactly one piece, any distance, onto any enemy; never adjacent.
    QTest::newRow("BQ-6 cannon over a face-down screen") << qq << "7p/8/8/Cx2n3 r r 0,0 -- 0 10 P" << "" << "a1e1"
                                                         << "legal";
    QTest::newRow("BQ-6 cannon over an own screen") << qq << "7p/8/8/CP1n4 r r 0,0 -- 0 10 -" << "" << "a1d1"
                                                    << "legal";
    QTest::newRow("BQ-6 cannon over an enemy screen") << qq << "7p/8/8/Cp5n r r 0,0 -- 0 10 -" << "" << "a1h1"
                                                      << "legal";
    QTest::newRow("BQ-6 cannon along a file") << qq << "n7/8/x7/C6p r r 0,0 -- 0 10 P" << "" << "a1a4" << "legal";
    QTest::newRow("BQ-6 cannon onto the general") << qq << "7p/8/8/CPk5 r r 0,0 -- 0 10 -" << "" << "a1c1" << "legal";
    QTest::newRow("BQ-6 cannon onto an advisor") << qq << "7p/8/8/CPa5 r r 0,0 -- 0 10 -" << "" << "a1c1" << "legal";
    QTest::newRow("BQ-6 cannon onto a cannon") << qq << "7p/8/8/CPc5 r r 0,0 -- 0 10 -" << "" << "a1c1" << "legal";
    QTest::newRow("BQ-6 cannon never adjacent") << qq << "7p/8/8/Cn6 r r 0,0 -- 0 10 -" << "" << "a1b1"
                                                << "cannon adjacent";
    QTest::newRow("BQ-6 cannon without a screen") << qq << "7p/8/8/C2n4 r r 0,0 -- 0 10 -" << "" << "a1d1"
                                                  << "cannon screen";
    QTest::newRow("BQ-6 cannon over two screens") << qq << "7p/8/8/CPPn4 r r 0,0 -- 0 10 -" << "" << "a1d1"
                                                  << "cannon screen";
    QTest::newRow("BQ-6 cannon not to the second piece beyond") << qq << "7p/8/8/CPnn4 r r 0,0 -- 0 10 -" << ""
                                                                << "a1d1" << "cannon screen";
    QTest::newRow("BQ-6 cannon not diagonally") << qq << "7p/2n5/8/CP6 r r 0,0 -- 0 10 -" << "" << "a1c3"
                                                << "cannon screen";
    QTest::newRow("BQ-6 cannon not onto an own piece") << qq << "7p/8/8/CpN5 r r 0,0 -- 0 10 -" << "" << "a1c1"
                                                       << "own piece";
    QTest::newRow("BQ-6 cannon not onto a face-down piece") << qq << "7p/8/8/CPx5 r r 0,0 -- 0 10 n" << "" << "a1c1"
                                                            << "face-down target";
    QTest::newRow("BQ-6 setting: cannon onto a face-down piece") << fd << "7p/8/8/CPx5 r r 0,0 -- 0 10 n" << ""
                                                                 << "a1c1" << "legal";
    QTest::newRow("BQ-6 cannon moves one square") << qq << "7p/8/8/C7 r r 0,0 -- 0 10 -" << "" << "a1a2" << "legal";
    QTest::newRow("BQ-6 cannon moves no further") << qq << "7p/8/8/C7 r r 0,0 -- 0 10 -" << "" << "a1a3"
                                                  << "one step";

    // BQ-11: resigning and draws from ply 40; nothing after ply 300.
    QTest::newRow("BQ-11 no resigning at ply 39") << qq << "7p/8/8/R7 b r 0,0 -- 0 39 -" << "" << "resign"
                                                  << "too early";
    QTest::newRow("BQ-11 resigning at ply 40") << qq << "7p/8/8/R7 r r 0,0 -- 0 40 -" << "" << "resign" << "legal";
    QTest::newRow("BQ-11 no draw at ply 39") << qq << "7p/8/8/R7 b r 0,0 -- 0 39 -" << "" << "draw" << "too early";
    QTest::newRow("BQ-11 a draw at ply 40") << qq << "7p/8/8/R7 r r 0,0 -- 0 40 -" << "" << "draw" << "legal";
    QTest::newRow("BQ-11 nothing after ply 300") << qq << "7p/8/8/R7 r r 0,0 -- 0 300 -" << "" << "a1a2" << "over";
    QTest::newRow("BQ-11 no timeout after ply 300") << qq << "7p/8/8/R7 r r 0,0 -- 0 300 -" << "" << "timeout"
                                                    << "over";
    QTest::newRow("BQ-11 ply 301 never comes") << qq << "7p/8/8/R7 b r 0,0 -- 0 299 -" << "h4h3" << "a1a2" << "over";
    // BQ-16: the Taiwan rules keep every other ruling.
    QTest::newRow("BQ-16 Taiwan: general still cannot take soldier") << "banqi-taiwan" << "7p/8/8/Kp6 r r 0,0 -- 0 10 -"
                                                                     << "" << "a1b1" << "general takes soldier";
    QTest::newRow("BQ-16 Taiwan: cannon still jumps") << "banqi-taiwan" << "7p/8/8/Cn6 r r 0,0 -- 0 10 -" << ""
                                                      << "a1b1" << "cannon adjacent";
}

// Every judgement three ways: check(), the legal list, and play() itself.
void TestBanqiRules::legality()
{
    QFETCH(QString, rules);
    QFETCH(QString, start);
    QFETCH(QString, actions);
    QFETCH(QString, action);
    QFETCH(QString, expected);
    Game game = ::start(start, rulesNamed(rules));
    QCOMPARE(play(game, actions), QString());
    if (const auto a = parseAction(action.toStdString())) {
        QCOMPARE(errorName(game.check(*a)), expected);
        QCOMPARE(isLegal(game, *a), expected == QLatin1String("legal"));
        const int ply = game.ply();
        QCOMPARE(errorName(game.play(*a)), expected);
        QCOMPARE(game.ply(), expected == QLatin1String("legal") ? ply + 1 : ply);
    } else {
        QCOMPARE(errorName(apply(game, action)), expected);
    }
}

void TestBanqiRules::outcomes_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("actions");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("red");   // score
    QTest::addColumn<int>("black");
    QTest::addColumn<QString>("fen"); // after the actions; empty: not compared
    const QString qq = QStringLiteral("banqi"), tw = QStringLiteral("banqi-taiwan"), fd = QStringLiteral("banqi+facedown");
    const QString layout = "layout:" + FullLayout;

    // BQ-5, BQ-6: what a capture leaves.
    QTest::newRow("BQ-5 soldier takes general") << qq << "7R/8/8/Pk5r r r 0,0 -- 0 10 -" << "a1b1" << "ongoing" << ""
                                                << 0 << 0 << "7R/8/8/1P5r b r 0,0 k- 0 11 -";
    QTest::newRow("BQ-6 cannon over a face-down screen, three squares") << qq << "7R/8/8/Cx2n2k r r 0,0 -- 0 10 p"
                                                                        << "a1e1" << "ongoing" << "" << 0 << 0
                                                                        << "7R/8/8/1x2C2k b r 0,0 o- 0 11 p";
    QTest::newRow("BQ-6 cannon onto the general") << qq << "7R/8/8/CPk4r r r 0,0 -- 0 10 -" << "a1c1" << "ongoing"
                                                  << "" << 0 << 0 << "7R/8/8/1PC4r b r 0,0 k- 0 11 -";
    // BQ-7: equal ranks, both leave.
    QTest::newRow("BQ-7 soldier takes soldier: both leave") << qq << "7R/8/8/Pp5k r r 0,0 -- 0 10 -" << "a1b1"
                                                            << "ongoing" << "" << 0 << 0 << "7R/8/8/7k b r 0,0 o- 0 11 -";
    QTest::newRow("BQ-7 cannon jumps onto cannon: both leave") << qq << "7R/8/8/CPc4k r r 0,0 -- 0 10 -" << "a1c1"
                                                               << "ongoing" << "" << 0 << 0
                                                               << "7R/8/8/1P5k b r 0,0 o- 0 11 -";
    QTest::newRow("BQ-7 general takes general: both leave") << qq << "7R/8/8/Kk5p r r 0,0 -- 0 10 -" << "a1b1"
                                                            << "ongoing" << "" << 0 << 0 << "7R/8/8/7p b r 0,0 k- 0 11 -";
    QTest::newRow("BQ-7 black chariot takes red chariot") << qq << "7P/8/8/Rr5p b r 0,0 -- 0 11 -" << "b1a1"
                                                          << "ongoing" << "" << 0 << 0 << "7P/8/8/7p r r 0,0 -o 0 12 -";
    // BQ-5 setting: a face-down target turns up; taken when the attacker could take it face up.
    QTest::newRow("BQ-5 setting: face-down horse taken by a chariot") << fd << "7R/8/8/Rx5k r r 0,0 -- 0 10 n"
                                                                      << "a1b1" << "ongoing" << "" << 0 << 0
                                                                      << "7R/8/8/1R5k b r 0,0 o- 0 11 -";
    QTest::newRow("BQ-5 setting: face-down advisor stays, chariot stays") << fd << "7R/8/8/Rx5k r r 0,0 -- 0 10 a"
                                                                          << "a1b1" << "ongoing" << "" << 0 << 0
                                                                          << "7R/8/8/Ra5k b r 0,0 -- 0 11 -";
    QTest::newRow("BQ-5 setting: face-down own piece turns up") << fd << "7R/8/8/Rx5k r r 0,0 -- 0 10 N" << "a1b1"
                                                                << "ongoing" << "" << 0 << 0
                                                                << "7R/8/8/RN5k b r 0,0 -- 0 11 -";
    QTest::newRow("BQ-5 setting: general never takes a face-down soldier") << fd << "7R/8/8/Kx5k r r 0,0 -- 0 10 p"
                                                                           << "a1b1" << "ongoing" << "" << 0 << 0
                                                                           << "7R/8/8/Kp5k b r 0,0 -- 0 11 -";
    QTest::newRow("BQ-6 setting: cannon takes a face-down general") << fd << "7R/8/8/CPx4r r r 0,0 -- 0 10 k" << "a1c1"
                                                                    << "ongoing" << "" << 0 << 0
                                                                    << "7R/8/8/1PC4r b r 0,0 k- 0 11 -";
    QTest::newRow("BQ-7 setting: face-down equal rank, both leave") << fd << "7R/8/8/Rx5k r r 0,0 -- 0 10 r" << "a1b1"
                                                                    << "ongoing" << "" << 0 << 0
                                                                    << "7R/8/8/7k b r 0,0 o- 0 11 -";

    // BQ-9: a timeout passes the turn; the third loses.
    QTest::newRow("BQ-9 a timeout passes the turn and counts a ply") << qq << "7R/8/8/r7 r r 0,0 -- 3 10 -" << "timeout"
                                                                     << "ongoing" << "" << 0 << 0
                                                                     << "7R/8/8/r7 b r 1,0 -- 4 11 -";
    QTest::newRow("BQ-9 the third timeout loses before any flip") << qq << layout
                                                                  << "timeout timeout timeout timeout timeout" << "black"
                                                                  << "timeouts" << -10 << 0 << "";
    QTest::newRow("BQ-9 the third timeout loses later") << qq << "7R/8/8/rn6 r r 2,1 -- 0 50 -" << "timeout"
                                                        << "black" << "timeouts" << -2 << 2 << "";
    QTest::newRow("BQ-9 two timeouts do not lose") << qq << "7R/8/8/rn6 r r 1,1 -- 0 50 -" << "timeout" << "ongoing"
                                                   << "" << 0 << 0 << "7R/8/8/rn6 b r 2,1 -- 1 51 -";

    // BQ-10: no pieces, both without pieces, no legal action.
    QTest::newRow("BQ-10 capturing the last piece wins") << qq << "8/8/8/Rn6 r r 0,0 -- 0 50 -" << "a1b1" << "red"
                                                         << "no pieces" << 1 << -1 << "8/8/8/1R6 b r 0,0 o- 0 51 -";
    QTest::newRow("BQ-10 the last two destroy each other: draw") << qq << "8/8/8/Rr6 r r 0,0 -- 0 50 -" << "a1b1"
                                                                 << "draw" << "no pieces" << 0 << 0 << "";
    QTest::newRow("BQ-10 a face-down piece still counts") << qq << "x7/8/8/Rn6 r r 0,0 -- 0 50 p" << "a1b1"
                                                          << "ongoing" << "" << 0 << 0 << "";
    QTest::newRow("BQ-10 no legal action loses") << qq << "8/8/rr6/P7 b r 0,0 oo 0 49 -" << "b2b1" << "black"
                                                 << "no legal action" << -2 << 2 << "";
    QTest::newRow("BQ-10 no legal action in the position") << qq << "8/8/r7/Pr6 r r 0,0 oo 0 50 -" << "" << "black"
                                                           << "no legal action" << -2 << 2 << "";
    QTest::newRow("BQ-10 a flip is always possible") << qq << "x7/8/r7/Pr6 r r 0,0 oo 0 50 P" << "" << "ongoing" << ""
                                                     << 0 << 0 << "";

    // BQ-11: resignation and draws from ply 40; ply 300 draws.
    QTest::newRow("BQ-11 resigning at ply 40") << qq << "7p/8/8/RR6 r r 0,0 -- 0 40 -" << "resign" << "black"
                                               << "resignation" << -1 << 1 << "";
    QTest::newRow("BQ-11 a draw agreed at ply 41") << qq << "7p/8/8/RR6 b r 0,0 -- 0 41 -" << "draw" << "draw"
                                                   << "draw agreement" << 0 << 0 << "";
    QTest::newRow("BQ-11 drawn when ply 300 has been played") << qq << "PP6/8/8/R5n1 r b 0,0 -- 0 299 -" << "a1a2"
                                                              << "draw" << "ply limit" << 0 << 0 << "";

    // BQ-12..BQ-15: the score of the game.
    const QString redWins = QStringLiteral("PP6/8/8/Rn6 r %1 0,0 %2 0 %3 -");
    QTest::newRow("BQ-12 won at ply 39: winner 0, loser -10") << qq << redWins.arg("r", "--", "38") << "a1b1" << "red"
                                                              << "no pieces" << 0 << -10 << "";
    QTest::newRow("BQ-13 won at ply 40: the winner's pieces") << qq << redWins.arg("b", "--", "39") << "a1b1" << "red"
                                                              << "no pieces" << 3 << -3 << "";
    QTest::newRow("BQ-13 face-down pieces count for the winner") << qq << "Px6/8/8/Rn6 r b 0,0 -- 0 39 P" << "a1b1"
                                                                 << "red" << "no pieces" << 3 << -3 << "";
    QTest::newRow("BQ-13 won at ply 300") << qq << redWins.arg("b", "--", "299") << "a1b1" << "red" << "no pieces" << 3
                                          << -3 << "";
    QTest::newRow("BQ-14 general first, won at ply 39: 5 and -10") << qq << redWins.arg("r", "k-", "38") << "a1b1"
                                                                   << "red" << "no pieces" << 5 << -10 << "";
    QTest::newRow("BQ-14 general first, won at ply 40: 8 and -8") << qq << redWins.arg("b", "-k", "39") << "a1b1"
                                                                  << "red" << "no pieces" << 8 << -8 << "";
    QTest::newRow("BQ-14 another piece first: no bonus") << qq << redWins.arg("b", "-o", "39") << "a1b1" << "red"
                                                         << "no pieces" << 3 << -3 << "";
    QTest::newRow("BQ-14 the loser's general first counts for nothing")
        << qq << "PP6/8/8/Rn6 r b 0,0 k- 0 39 -" << "a1b1" << "red" << "no pieces" << 3 << -3 << "";
    QTest::newRow("BQ-14 mutual destruction of the generals counts")
        << qq << "2R5/3p4/8/Kk6 r r 0,0 -- 0 40 -" << "a1b1 d3d4 c4d4" << "red" << "no pieces" << 6 << -6 << "";
    QTest::newRow("BQ-14 the bonus also on a resignation") << qq << "PP6/8/8/Rn6 b b 0,0 -k 0 40 -" << "resign" << "red"
                                                           << "resignation" << 8 << -8 << "";
    QTest::newRow("BQ-15 base 3 multiplies every score") << "banqi base 3" << redWins.arg("b", "-k", "39") << "a1b1"
                                                         << "red" << "no pieces" << 24 << -24 << "";
    QTest::newRow("BQ-15 base 3, early win") << "banqi base 3" << redWins.arg("r", "--", "38") << "a1b1" << "red"
                                             << "no pieces" << 0 << -30 << "";

    // BQ-16: Taiwan rules.
    QTest::newRow("BQ-16 Taiwan: soldier takes soldier and stays") << tw << "7R/8/8/Pp5k r r 0,0 -- 0 10 -" << "a1b1"
                                                                   << "ongoing" << "" << 0 << 0
                                                                   << "7R/8/8/1P5k b r 0,0 o- 0 11 -";
    QTest::newRow("BQ-16 Taiwan: cannon takes cannon and stays") << tw << "7R/8/8/CPc4k r r 0,0 -- 0 10 -" << "a1c1"
                                                                 << "ongoing" << "" << 0 << 0
                                                                 << "7R/8/8/1PC4k b r 0,0 o- 0 11 -";
    QTest::newRow("BQ-16 Taiwan: the last two do not both vanish") << tw << "8/8/8/Rr6 r r 0,0 -- 0 50 -" << "a1b1"
                                                                   << "red" << "no pieces" << 1 << -1 << "";
    const QString shuffle = QStringLiteral("a1a2 h4h3 a2a1 h3h4");
    QTest::newRow("BQ-16 Taiwan: a second occurrence goes on") << tw << "7r/8/8/R7 r r 0,0 -- 0 10 -" << shuffle
                                                               << "ongoing" << "" << 0 << 0 << "";
    QTest::newRow("BQ-16 Taiwan: threefold repetition draws") << tw << "7r/8/8/R7 r r 0,0 -- 0 10 -"
                                                              << shuffle + " " + shuffle << "draw"
                                                              << "threefold repetition" << 0 << 0 << "";
    QTest::newRow("BQ-16 QQ: no repetition rule") << qq << "7r/8/8/R7 r r 0,0 -- 0 10 -" << shuffle + " " + shuffle
                                                  << "ongoing" << "" << 0 << 0 << "";
    QTest::newRow("BQ-16 Taiwan: ply 49 without flip or capture goes on") << tw << "7r/8/8/R7 r r 0,0 -- 48 60 -"
                                                                          << "a1a2" << "ongoing" << "" << 0 << 0 << "";
    QTest::newRow("BQ-16 Taiwan: 50 plies without flip or capture draw") << tw << "7r/8/8/R7 r r 0,0 -- 48 60 -"
                                                                         << "a1a2 h4h3" << "draw" << "no-progress limit"
                                                                         << 0 << 0 << "";
    QTest::newRow("BQ-16 Taiwan: a timeout is a quiet ply") << tw << "7r/8/8/R7 r r 0,0 -- 49 60 -" << "timeout"
                                                            << "draw" << "no-progress limit" << 0 << 0 << "";
    QTest::newRow("BQ-16 Taiwan: a flip resets the quiet count") << tw << "x6r/8/8/R7 r r 0,0 -- 49 60 P" << "a4"
                                                                 << "ongoing" << "" << 0 << 0
                                                                 << "P6r/8/8/R7 b r 0,0 -- 0 61 -";
    QTest::newRow("BQ-16 QQ: no quiet-play limit") << qq << "7r/8/8/R7 r r 0,0 -- 49 60 -" << "timeout" << "ongoing"
                                                   << "" << 0 << 0 << "";
    QTest::newRow("BQ-16 Taiwan: scores as BQ-14") << tw << redWins.arg("b", "-k", "39") << "a1b1" << "red"
                                                   << "no pieces" << 8 << -8 << "";
    // The TCGA preset (docs/rules/banqi-rules.md): 60 quiet plies and threefold repetition draw.
    const QString tcga = QStringLiteral("banqi-tcga");
    QTest::newRow("TCGA: 50 quiet plies go on") << tcga << "7r/8/8/R7 r r 0,0 -- 48 60 -" << "a1a2 h4h3" << "ongoing"
                                                << "" << 0 << 0 << "";
    QTest::newRow("TCGA: ply 59 without flip or capture goes on") << tcga << "7r/8/8/R7 r r 0,0 -- 58 60 -" << "a1a2"
                                                                  << "ongoing" << "" << 0 << 0 << "";
    QTest::newRow("TCGA: 60 plies without flip or capture draw") << tcga << "7r/8/8/R7 r r 0,0 -- 58 60 -"
                                                                 << "a1a2 h4h3" << "draw" << "no-progress limit" << 0
                                                                 << 0 << "";
    QTest::newRow("TCGA: a capture resets the quiet count") << tcga << "7r/8/8/Rn6 r r 0,0 -- 59 60 -" << "a1b1"
                                                            << "ongoing" << "" << 0 << 0
                                                            << "7r/8/8/1R6 b r 0,0 o- 0 61 -";
    QTest::newRow("TCGA: threefold repetition draws") << tcga << "7r/8/8/R7 r r 0,0 -- 0 10 -" << shuffle + " " + shuffle
                                                      << "draw" << "threefold repetition" << 0 << 0 << "";
    QTest::newRow("TCGA: a second occurrence goes on") << tcga << "7r/8/8/R7 r r 0,0 -- 0 10 -" << shuffle << "ongoing"
                                                       << "" << 0 << 0 << "";
    // BQ-17: chain captures and "end" are whole turns for the repetition count.
    const QString chains = QStringLiteral("banqi-taiwan:chain-captures=face-up");
    QTest::newRow("BQ-17 a capture turn with end, then a threefold repetition")
        << chains << "7r/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1 end h4h3 b1b2 h3h4 b2b1 h4h3 b1b2 h3h4 b2b1"
        << "draw" << "threefold repetition" << 0 << 0 << "";
    QTest::newRow("BQ-17 end is no quiet ply") << chains << "7r/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1 end" << "ongoing"
                                               << "" << 0 << 0 << "7r/8/8/1Rn5 b r 0,0 o- 0 12 -";
}

void TestBanqiRules::outcomes()
{
    QFETCH(QString, rules);
    QFETCH(QString, start);
    QFETCH(QString, actions);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QFETCH(int, red);
    QFETCH(int, black);
    QFETCH(QString, fen);
    Game game = ::start(start, rulesNamed(rules));
    QCOMPARE(play(game, actions), QString());
    QCOMPARE(QString::fromLatin1(verdictName(game.result().verdict)), result);
    QCOMPARE(QString::fromStdString(game.result().reason), reason);
    const GameScore& score = game.score();
    QCOMPARE(score.final, result != QLatin1String("ongoing"));
    QCOMPARE(score.byColor[0], red);
    QCOMPARE(score.byColor[1], black);
    if (!fen.isEmpty())
        QCOMPARE(QString::fromStdString(game.fen()), fen);
    if (game.over()) {
        QVERIFY(game.legalActions().empty());
        QCOMPARE(score.winner.has_value(), result != QLatin1String("draw"));
        QCOMPARE(score.wonAtPly, result == QLatin1String("draw") ? 0 : game.ply());
        if (score.winner) // by player the same points as by colour
            QCOMPARE(score.byPlayer[index(*score.winner)], score.byColor[index(*game.colorOf(*score.winner))]);
        // The last record says why the game ended (not after a resignation or agreement).
        if (!game.records().empty() && reason != QLatin1String("resignation") && reason != QLatin1String("draw agreement")) {
            const auto& reasons = game.records().back().reasons;
            QVERIFY(!reasons.empty());
            QVERIFY2(QString::fromStdString(reasons.back()).endsWith(reason), reasons.back().c_str());
        }
    }
}

void TestBanqiRules::chase_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("actions");
    QTest::addColumn<int>("run");         // red's chase run after them
    QTest::addColumn<QString>("action");  // then this action
    QTest::addColumn<QString>("expected");
    // The red chariot follows the black horse along ranks 1 and 2, one square behind.
    const QString start = QStringLiteral("x7/8/8/R1n5 r r 0,0 -- 0 10 p");
    const QString ten = QStringLiteral("a1b1 c1d1 b1c1 d1e1 c1d1 e1f1 d1e1 f1g1 e1f1 g1h1 f1g1 h1h2 g1h1 h2g2 h1h2 "
                                       "g2f2 h2g2 f2e2 g2f2 e2d2 f2e2");
    QTest::newRow("BQ-8 the first step next to the horse is no chase") << "banqi" << start << "a1b1" << 0 << "c1d1"
                                                                       << "legal";
    QTest::newRow("BQ-8 following the fleeing horse starts a run") << "banqi" << start << "a1b1 c1d1 b1c1" << 1
                                                                   << "d1e1" << "legal";
    QTest::newRow("BQ-8 ten chase moves are allowed") << "banqi" << start << ten << 10 << "d2c2" << "legal";
    QTest::newRow("BQ-8 the 11th chase move is refused") << "banqi" << start << ten + " d2c2" << 10 << "e2d2"
                                                         << "chase limit";
    QTest::newRow("BQ-8 the chaser may move elsewhere") << "banqi" << start << ten + " d2c2" << 10 << "e2e3" << "legal";
    QTest::newRow("BQ-8 another action instead: a flip") << "banqi" << start << ten + " d2c2" << 10 << "a4" << "legal";
    QTest::newRow("BQ-8 a flip resets the run") << "banqi" << start << ten + " d2c2 a4" << 0 << "a4a3" << "legal";
    QTest::newRow("BQ-8 after the reset a new run starts at 1") << "banqi" << start
                                                                << ten + " d2c2 a4 a4a3 e2d2 c2b2 d2c2" << 1 << "b2a2"
                                                                << "legal";
    QTest::newRow("BQ-8 a timeout resets the run") << "banqi" << start << ten + " d2c2 timeout" << 0 << "c2b2" << "legal";
    QTest::newRow("BQ-8 fleeing from an unattacked square is no chase") << "banqi" << "x7/8/8/R2n4 r r 0,0 -- 0 10 p"
                                                                        << "a1b1 d1e1 b1c1" << 0 << "e1f1" << "legal";
    QTest::newRow("BQ-8 a capture is no chase move and ends the run") << "banqi" << start << "a1b1 c1d1 b1c1 a4 c1d1"
                                                                      << 0 << "a4a3" << "legal";
    QTest::newRow("BQ-16 Taiwan: no chase limit") << "banqi-taiwan" << start << ten + " d2c2" << 0 << "e2d2" << "legal";
    QTest::newRow("TCGA: no chase limit") << "banqi-tcga" << start << ten + " d2c2" << 0 << "e2d2" << "legal";
    QTest::newRow("BQ-18 a running chariot chases from afar") << "banqi:chariot-runs=yes" << "x7/8/8/R2n4 r r 0,0 -- 0 10 p"
                                                              << "a1b1 d1e1 b1c1" << 1 << "e1f1" << "legal";
}

// BQ-8: chase runs counted as the ruling defines them, and the 11th refused.
void TestBanqiRules::chase()
{
    QFETCH(QString, rules);
    QFETCH(QString, start);
    QFETCH(QString, actions);
    QFETCH(int, run);
    QFETCH(QString, action);
    QFETCH(QString, expected);
    Game game = ::start(start, rulesNamed(rules));
    QCOMPARE(play(game, actions), QString());
    QCOMPARE(game.chaseCount(Player::First), run);
    QCOMPARE(game.view(Player::First).chaseCount, run);
    const Action a = *parseAction(action.toStdString());
    QCOMPARE(errorName(game.check(a)), expected);
    QCOMPARE(isLegal(game, a), expected == QLatin1String("legal"));
    // Every chase move's record says how far the run has come.
    if (run > 0)
        QVERIFY(QString::fromStdString(game.records()[game.records().size() - (game.toAct() == Player::First ? 2 : 1)]
                                           .reasons.front())
                    .contains(QStringLiteral("chase move %1 of 10").arg(run)));
}

void TestBanqiRules::records_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("actions");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("letters"); // moved, captured, revealed ('.' for none)
    QTest::addColumn<QString>("squares"); // from and to as file/rank digits
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("reason"); // a text the reasons contain, or empty for none
    const QString layout = "layout:" + FullLayout;
    QTest::newRow("BQ-3 a flip reveals its piece") << "banqi" << layout << "a1" << "a1" << "..K" << "0000"
                                                   << "翻 a1 红帅" << "plays red (BQ-2)";
    QTest::newRow("BQ-3 a later flip gives no colour note") << "banqi" << layout << "a1 h4" << "h4" << "..p" << "7373"
                                                            << "翻 h4 黑卒" << "";
    QTest::newRow("BQ-4 a move") << "banqi" << "7p/8/1R6/8 r r 0,0 -- 0 10 -" << "b2b3" << "b2b3" << "R.." << "1112"
                                 << "红车 b2-b3" << "";
    QTest::newRow("BQ-5 a capture") << "banqi" << "7p/8/8/Rn6 r r 0,0 -- 0 10 -" << "a1b1" << "a1b1" << "Rn." << "0010"
                                    << "红车 a1×b1 黑马" << "";
    QTest::newRow("BQ-7 both leave") << "banqi" << "7R/8/8/Pp5k r r 0,0 -- 0 10 -" << "a1b1" << "a1b1" << "Pp."
                                     << "0010" << "红兵 a1×b1 黑卒" << "both pieces leave";
    QTest::newRow("BQ-5 setting: a face-down target that stays") << "banqi+facedown" << "7R/8/8/Rx5k r r 0,0 -- 0 10 a"
                                                                 << "a1b1" << "a1b1" << "R.a" << "0010"
                                                                 << "红车 a1×b1 翻出 黑士" << "stays face up";
    QTest::newRow("BQ-5 setting: a face-down target taken") << "banqi+facedown" << "7R/8/8/Rx5k r r 0,0 -- 0 10 n"
                                                            << "a1b1" << "a1b1" << "Rnn" << "0010" << "红车 a1×b1 黑马"
                                                            << "";
    QTest::newRow("BQ-9 a timeout") << "banqi" << layout << "timeout" << "timeout" << "..." << "----" << "超时"
                                    << "timeout 1 of 3";
}

// One record per action for the UI, saves and the network.
void TestBanqiRules::records()
{
    QFETCH(QString, rules);
    QFETCH(QString, start);
    QFETCH(QString, actions);
    QFETCH(QString, action);
    QFETCH(QString, letters);
    QFETCH(QString, squares);
    QFETCH(QString, notation);
    QFETCH(QString, reason);
    Game game = ::start(start, rulesNamed(rules));
    QCOMPARE(play(game, actions), QString());
    QCOMPARE(int(game.records().size()), actions.count(QLatin1Char(' ')) + 1);
    const MoveRecord& r = game.records().back();
    QCOMPARE(QString::fromStdString(r.action), action);
    auto letter = [](char c) { return c ? QChar::fromLatin1(c) : QLatin1Char('.'); };
    QCOMPARE(QString() + letter(r.moved) + letter(r.captured) + letter(r.revealed), letters);
    auto digit = [](int n) { return n < 0 ? QLatin1Char('-') : QChar(u'0' + n); };
    QCOMPARE(QString() + digit(r.fromFile) + digit(r.fromRank) + digit(r.toFile) + digit(r.toRank), squares);
    QCOMPARE(QString::fromStdString(r.notation), notation);
    QStringList reasons;
    for (const auto& s : r.reasons)
        reasons << QString::fromStdString(s);
    if (reason.isEmpty())
        QVERIFY2(reasons.isEmpty(), qPrintable(reasons.join(" | ")));
    else
        QVERIFY2(reasons.join(" | ").contains(reason), qPrintable(reasons.join(" | ")));
}

void TestBanqiRules::winScore_data()
{
    QTest::addColumn<int>("base");
    QTest::addColumn<int>("ply");
    QTest::addColumn<int>("pieces");
    QTest::addColumn<bool>("general");
    QTest::addColumn<int>("winner");
    QTest::addColumn<int>("loser");
    QTest::newRow("BQ-12 won at ply 1") << 1 << 1 << 16 << false << 0 << -10;
    QTest::newRow("BQ-12 won at ply 39") << 1 << 39 << 7 << false << 0 << -10;
    QTest::newRow("BQ-13 won at ply 40") << 1 << 40 << 7 << false << 7 << -7;
    QTest::newRow("BQ-13 won at ply 300") << 1 << 300 << 1 << false << 1 << -1;
    QTest::newRow("BQ-13 all sixteen left") << 1 << 120 << 16 << false << 16 << -16;
    QTest::newRow("BQ-14 ply 39 with the bonus") << 1 << 39 << 7 << true << 5 << -10;
    QTest::newRow("BQ-14 ply 40 with the bonus") << 1 << 40 << 7 << true << 12 << -12;
    QTest::newRow("BQ-15 base 2, ply 39") << 2 << 39 << 7 << true << 10 << -20;
    QTest::newRow("BQ-15 base 10, ply 150") << 10 << 150 << 3 << false << 30 << -30;
}

// BQ-12..BQ-15 as a pure function of the end of a game.
void TestBanqiRules::winScore()
{
    QFETCH(int, base);
    QFETCH(int, ply);
    QFETCH(int, pieces);
    QFETCH(bool, general);
    QFETCH(int, winner);
    QFETCH(int, loser);
    RuleSet r = *findRuleSet("banqi");
    r.base = base;
    const auto s = banqi::winScore(r, ply, pieces, general);
    QCOMPARE(s[0], winner);
    QCOMPARE(s[1], loser);
}

// BQ-15: the match score adds game scores by seat, whoever acted first.
void TestBanqiRules::matchScore()
{
    MatchScore m;
    Game early = start("PP6/8/8/Rn6 r r 0,0 -- 0 38 -", rulesNamed("banqi"));
    QVERIFY(!m.add(early.score(), 0)); // an unfinished game adds nothing
    QCOMPARE(m, MatchScore{});
    QCOMPARE(play(early, "a1b1"), QString()); // the first player (red) wins at ply 39: 0 and -10
    QVERIFY(m.add(early.score(), 1));         // seat 1 acted first
    QCOMPARE(m.points, (std::array<int, 2>{-10, 0}));
    QCOMPARE(m.wins, (std::array<int, 2>{0, 1}));
    Game late = start("PP6/8/8/Rn6 r b 0,0 -k 0 39 -", rulesNamed("banqi"));
    QCOMPARE(play(late, "a1b1"), QString()); // the second player (red) wins at ply 40: 8 and -8
    QVERIFY(m.add(late.score(), 1));         // seat 1 first again, so seat 0 won
    QCOMPARE(m.points, (std::array<int, 2>{-2, -8}));
    QCOMPARE(m.wins, (std::array<int, 2>{1, 1}));
    Game drawn = start("8/8/8/Rr6 r r 0,0 -- 0 50 -", rulesNamed("banqi"));
    QCOMPARE(play(drawn, "a1b1"), QString());
    QVERIFY(m.add(drawn.score(), 0));
    QCOMPARE(m.points, (std::array<int, 2>{-2, -8}));
    QCOMPARE(m.games, 3);
    QCOMPARE(m.draws, 1);
    QVERIFY(!m.add(drawn.score(), 2)); // no such seat
    QCOMPARE(MatchScore::fromText(m.toText()), std::optional<MatchScore>(m));
}

void TestBanqiRules::matchScoreText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("BQ-15 a new match") << "0 0 0 0 0 0" << true;
    QTest::newRow("BQ-15 negative points") << "3 1 1 1 -2 -8" << true;
    QTest::newRow("BQ-15 extra blanks") << "  3 1 1 1 -2 -8 " << true;
    QTest::newRow("BQ-15 counts that do not add up") << "3 1 1 0 -2 -8" << false;
    QTest::newRow("BQ-15 a negative count") << "-1 0 0 -1 0 0" << false;
    QTest::newRow("BQ-15 five numbers") << "3 1 1 1 -2" << false;
    QTest::newRow("BQ-15 seven numbers") << "3 1 1 1 -2 -8 4" << false;
    QTest::newRow("BQ-15 words") << "three 1 1 1 -2 -8" << false;
    QTest::newRow("BQ-15 empty") << "" << false;
    QTest::newRow("BQ-15 too large") << "99999999999 0 0 0 0 0" << false;
}

// The stored form of a match score reads back, and nothing else does.
void TestBanqiRules::matchScoreText()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto m = MatchScore::fromText(text.toStdString());
    QCOMPARE(m.has_value(), valid);
    if (m)
        QCOMPARE(QString::fromStdString(m->toText()), text.simplified());
}

void TestBanqiRules::badFens_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("why");
    QTest::newRow("empty") << "" << "empty";
    QTest::newRow("seven fields") << "8/8/8/Rr6 r r 0,0 -- 0 10" << "8 fields";
    QTest::newRow("five ranks") << "8/8/8/8/Rr6 r r 0,0 -- 0 10 -" << "4 ranks";
    QTest::newRow("three ranks") << "8/8/Rr6 r r 0,0 -- 0 10 -" << "4 ranks";
    QTest::newRow("a short rank") << "8/7/8/Rr6 r r 0,0 -- 0 10 -" << "8 squares";
    QTest::newRow("a rank of 9") << "8/9/8/Rr6 r r 0,0 -- 0 10 -" << "'9'";
    QTest::newRow("a long rank") << "8/R8/8/Rr6 r r 0,0 -- 0 10 -" << "8 squares";
    QTest::newRow("a long rank of letters") << "8/RRRRRRRRR/8/r7 r r 0,0 -- 0 10 -" << "8 squares";
    QTest::newRow("a bad letter") << "8/8/8/Rq6 r r 0,0 -- 0 10 -" << "piece letter";
    QTest::newRow("turn w") << "8/8/8/Rr6 w r 0,0 -- 0 10 -" << "turn";
    QTest::newRow("turn against the ply") << "8/8/8/Rr6 b r 0,0 -- 0 10 -" << "does not match";
    QTest::newRow("first x") << "8/8/8/Rr6 r x 0,0 -- 0 10 -" << "first";
    QTest::newRow("timeouts without comma") << "8/8/8/Rr6 r r 00 -- 0 10 -" << "timeouts";
    QTest::newRow("negative timeouts") << "8/8/8/Rr6 r r -1,0 -- 0 10 -" << "timeouts";
    QTest::newRow("captures q") << "8/8/8/Rr6 r r 0,0 q- 0 10 -" << "captures";
    QTest::newRow("captures three") << "8/8/8/Rr6 r r 0,0 --- 0 10 -" << "captures";
    QTest::newRow("general first but the general is there") << "8/8/8/Rk6 r r 0,0 k- 0 10 -" << "general";
    QTest::newRow("ply x") << "8/8/8/Rr6 r r 0,0 -- 0 x -" << "ply";
    QTest::newRow("quiet above ply") << "8/8/8/Rr6 r r 0,0 -- 11 10 -" << "quiet";
    QTest::newRow("hidden missing") << "8/8/8/Rx6 r r 0,0 -- 0 10 -" << "hidden";
    QTest::newRow("hidden too long") << "8/8/8/Rx6 r r 0,0 -- 0 10 pp" << "hidden";
    QTest::newRow("hidden bad letter") << "8/8/8/Rx6 r r 0,0 -- 0 10 z" << "hidden";
    QTest::newRow("hidden but nothing face down") << "8/8/8/Rr6 r r 0,0 -- 0 10 p" << "hidden";
    QTest::newRow("two red generals") << "8/8/8/KK6 r r 0,0 -- 0 10 -" << "too many";
    QTest::newRow("six soldiers, one face down") << "8/8/8/PPPPPx2 r r 0,0 -- 0 10 P" << "too many";
    QTest::newRow("colours unknown with a face-up piece") << "8/8/8/Rx6 1 - 0,0 -- 0 10 p" << "32";
    QTest::newRow("colours unknown, turn r") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx r - 0,0 -- 0 0 " + FullLayout
                                             << "turn";
    QTest::newRow("colours unknown, a capture mark") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx 1 - 0,0 o- 0 0 " + FullLayout
                                                     << "captured";
    QTest::newRow("colours known, turn 1") << "8/8/8/Rr6 1 r 0,0 -- 0 10 -" << "does not match";
    QTest::newRow("very long") << QString(400, QLatin1Char('x')) << "too long";
}

// A bad FEN is refused with a reason, never a crash.
void TestBanqiRules::badFens()
{
    QFETCH(QString, fen);
    QFETCH(QString, why);
    std::string error;
    QVERIFY(!Game::fromFen(fen.toStdString(), *findRuleSet("banqi"), &error));
    QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
}

// The rule options of issue 41 (BQ-17 chain captures, BQ-18 chariot runs,
// BQ-19 cannon targets, BQ-20 soldier and general) and the presets that use
// them: after `played`, who acts, the chain's square, the legal actions (sorted;
// "*": not compared), what `probe` gets, and a reason of the last record.
void TestBanqiRules::options_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("chain");
    QTest::addColumn<QString>("legal");
    QTest::addColumn<QString>("probe");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("reason");
    const QString up = QStringLiteral("banqi-taiwan:chain-captures=face-up");
    const QString down = QStringLiteral("banqi-taiwan:capture-face-down=yes,chain-captures=face-down");
    const QString upFd = QStringLiteral("banqi-taiwan:capture-face-down=yes,chain-captures=face-up");

    // BQ-17 chain captures.
    QTest::newRow("BQ-17 chain of 1: nothing more to take, the turn passes")
        << up << "7k/8/8/Rn6 r r 0,0 -- 0 10 -" << "a1b1" << "b" << "-" << "*" << "h4g4" << "legal" << "";
    QTest::newRow("BQ-17 chain of 2: the chariot may take again")
        << up << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1" << "r" << "b1" << "b1c1 end" << "b1c1" << "legal"
        << "may capture again";
    QTest::newRow("BQ-17 chain of 2: the second capture ends it")
        << up << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1 b1c1" << "b" << "-" << "*" << "h4g4" << "legal"
        << "chain capture 2";
    QTest::newRow("BQ-17 chain of 3") << up << "7k/8/8/Rnnc4 r r 0,0 -- 0 10 -" << "a1b1 b1c1 c1d1" << "b" << "-"
                                      << "*" << "h4g4" << "legal" << "chain capture 3";
    QTest::newRow("BQ-17 chain of 3, half way") << up << "7k/8/8/Rnnc4 r r 0,0 -- 0 10 -" << "a1b1 b1c1" << "r"
                                                << "c1" << "c1d1 end" << "c1d1" << "legal" << "chain capture 2";
    QTest::newRow("BQ-17 a chain turns a corner") << up << "7k/8/1n6/Rn6 r r 0,0 -- 0 10 -" << "a1b1" << "r"
                                                  << "b1" << "b1b2 end" << "b1b2" << "legal" << "";
    QTest::newRow("BQ-17 end stops the chain; the turn passes")
        << up << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1 end" << "b" << "-" << "*" << "h4g4" << "legal"
        << "stops after 1 capture";
    QTest::newRow("BQ-17 end outside a chain is refused") << up << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "" << "r"
                                                          << "-" << "*" << "end" << "no chain" << "";
    QTest::newRow("BQ-17 during a chain only the capturing piece acts")
        << up << "7k/8/8/RnnR4 r r 0,0 -- 0 10 -" << "a1b1" << "r" << "b1" << "b1c1 end" << "d1c1"
        << "chain piece only" << "";
    QTest::newRow("BQ-17 during a chain no flip") << up << "7k/8/x7/Rnn5 r r 0,0 -- 0 10 p" << "a1b1" << "r"
                                                  << "b1" << "b1c1 end" << "a2" << "chain piece only" << "";
    QTest::newRow("BQ-17 during a chain no plain move") << up << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1" << "r"
                                                        << "b1" << "b1c1 end" << "b1b2" << "chain captures only" << "";
    QTest::newRow("BQ-17 face-up chain: not onto a face-down piece")
        << upFd << "7k/8/1x6/Rnn5 r r 0,0 -- 0 10 p" << "a1b1" << "r" << "b1" << "b1c1 end" << "b1b2"
        << "chain face-down" << "";
    QTest::newRow("BQ-17 face-up chain: a face-down neighbour alone starts none")
        << upFd << "7k/8/8/Rnx5 r r 0,0 -- 0 10 p" << "a1b1" << "b" << "-" << "*" << "h4g4" << "legal" << "";
    QTest::newRow("BQ-17 face-down chain: onto a face-down piece")
        << down << "7k/8/1x6/Rnn5 r r 0,0 -- 0 10 p" << "a1b1" << "r" << "b1" << "b1b2 b1c1 end" << "b1b2"
        << "legal" << "";
    QTest::newRow("BQ-17 face-down chain: takes the soldier it turned up")
        << down << "7k/8/8/Rnx5 r r 0,0 -- 0 10 p" << "a1b1 b1c1" << "b" << "-" << "*" << "h4g4" << "legal"
        << "chain capture 2";
    QTest::newRow("BQ-17 face-down chain of 3") << down << "7k/8/8/Rnxx4 r r 0,0 -- 0 10 pp" << "a1b1 b1c1 c1d1"
                                                << "b" << "-" << "*" << "h4g4" << "legal" << "chain capture 3";
    QTest::newRow("BQ-17 face-down chain: turning up its own general ends it")
        << down << "7k/8/8/Rnxn4 r r 0,0 -- 0 10 K" << "a1b1 b1c1" << "b" << "-" << "*" << "h4g4" << "legal"
        << "the chain captures end";
    QTest::newRow("BQ-17 QQ equal ranks: both leave, no chain")
        << "banqi:chain-captures=face-up" << "7k/8/8/RrnP4 r r 0,0 -- 0 10 -" << "a1b1" << "b" << "-" << "*"
        << "h4g4" << "legal" << "both pieces leave";
    QTest::newRow("BQ-17 off: one capture a turn") << "banqi-taiwan" << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1"
                                                   << "b" << "-" << "*" << "h4g4" << "legal" << "";
    QTest::newRow("BQ-17 a timeout during a chain ends the turn")
        << up << "7k/8/8/Rnn5 r r 0,0 -- 0 10 -" << "a1b1 timeout" << "b" << "-" << "*" << "h4g4" << "legal"
        << "chain captures end with the turn";
    QTest::newRow("BQ-17 a cannon chains by jumping") << up << "7k/8/8/CPnPn3 r r 0,0 -- 0 10 -" << "a1c1" << "r"
                                                      << "c1" << "c1e1 end" << "c1e1" << "legal" << "";
    QTest::newRow("BQ-17 the chain's last capture wins") << up << "8/8/8/Rnn5 r r 0,0 -- 0 50 -" << "a1b1 b1c1"
                                                         << "b" << "-" << "" << "h4g4" << "over" << "red wins";

    // BQ-18 chariot runs.
    const QString runs = QStringLiteral("banqi-taiwan:chariot-runs=yes");
    QTest::newRow("BQ-18 a running chariot reaches every free square of its lines")
        << runs << "7k/8/8/R7 r r 0,0 -- 0 10 -" << "" << "r" << "-"
        << "a1a2 a1a3 a1a4 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1 a1h1" << "a1h1" << "legal" << "";
    QTest::newRow("BQ-18 a long move") << runs << "7k/8/8/R7 r r 0,0 -- 0 10 -" << "a1e1" << "b" << "-" << "*"
                                       << "h4g4" << "legal" << "chariot runs 4 squares";
    QTest::newRow("BQ-18 a long capture") << runs << "7k/8/8/R3n3 r r 0,0 -- 0 10 -" << "" << "r" << "-" << "*"
                                          << "a1e1" << "legal" << "";
    QTest::newRow("BQ-18 a long capture is recorded") << runs << "7k/8/8/R3n3 r r 0,0 -- 0 10 -" << "a1e1" << "b"
                                                      << "-" << "*" << "h4g4" << "legal" << "to capture";
    QTest::newRow("BQ-18 blocked by its own piece") << runs << "7k/8/8/R1P5 r r 0,0 -- 0 10 -" << "" << "r" << "-"
                                                    << "*" << "a1d1" << "chariot run" << "";
    QTest::newRow("BQ-18 only the first piece met can be taken") << runs << "7k/8/8/R1nn4 r r 0,0 -- 0 10 -" << ""
                                                                 << "r" << "-" << "*" << "a1d1" << "chariot run" << "";
    QTest::newRow("BQ-18 not off its lines") << runs << "7k/8/8/R7 r r 0,0 -- 0 10 -" << "" << "r" << "-" << "*"
                                             << "a1b2" << "chariot run" << "";
    QTest::newRow("BQ-18 ranks still apply") << runs << "7k/8/8/R3a3 r r 0,0 -- 0 10 -" << "" << "r" << "-" << "*"
                                             << "a1e1" << "outranked" << "";
    QTest::newRow("BQ-18 a face-down piece only with the setting")
        << runs << "7k/8/8/R3x3 r r 0,0 -- 0 10 p" << "" << "r" << "-" << "*" << "a1e1" << "face-down target" << "";
    QTest::newRow("BQ-18 a face-down piece with the setting")
        << runs + ",capture-face-down=yes" << "7k/8/8/R3x3 r r 0,0 -- 0 10 p" << "a1e1" << "b" << "-" << "*"
        << "h4g4" << "legal" << "to capture";
    QTest::newRow("BQ-18 other pieces still step") << runs << "7k/8/8/N7 r r 0,0 -- 0 10 -" << "" << "r" << "-"
                                                   << "a1a2 a1b1" << "a1c1" << "one step" << "";
    QTest::newRow("BQ-18 off: the chariot steps") << "banqi-taiwan" << "7k/8/8/R7 r r 0,0 -- 0 10 -" << "" << "r"
                                                  << "-" << "a1a2 a1b1" << "a1c1" << "one step" << "";
    QTest::newRow("BQ-18 chariot rush preset") << "banqi-chariot-rush" << "7k/8/8/R6n r r 0,0 -- 0 10 -" << ""
                                               << "r" << "-" << "*" << "a1h1" << "legal" << "";
    QTest::newRow("BQ-17 BQ-18 a run and a chain")
        << runs + ",chain-captures=face-up" << "7k/8/8/R2n2n1 r r 0,0 -- 0 10 -" << "a1d1" << "r" << "d1"
        << "d1g1 end" << "d1g1" << "legal" << "";

    // BQ-19 cannon targets.
    const QString byRank = QStringLiteral("banqi-taiwan:cannon-targets=by-rank");
    QTest::newRow("BQ-19 by rank: not an advisor") << byRank << "7k/8/8/CPa5 r r 0,0 -- 0 10 -" << "" << "r" << "-"
                                                   << "*" << "a1c1" << "cannon outranked" << "";
    QTest::newRow("BQ-19 by rank: not the general") << byRank << "8/8/8/CPk5 r r 0,0 -- 0 10 -" << "" << "r" << "-"
                                                    << "*" << "a1c1" << "cannon outranked" << "";
    QTest::newRow("BQ-19 by rank: a cannon") << byRank << "7k/8/8/CPc5 r r 0,0 -- 0 10 -" << "" << "r" << "-" << "*"
                                             << "a1c1" << "legal" << "";
    QTest::newRow("BQ-19 by rank: a soldier") << byRank << "7k/8/8/CPp5 r r 0,0 -- 0 10 -" << "" << "r" << "-"
                                              << "*" << "a1c1" << "legal" << "";
    QTest::newRow("BQ-19 by rank: still never adjacent") << byRank << "7k/8/8/Cp6 r r 0,0 -- 0 10 -" << "" << "r"
                                                         << "-" << "*" << "a1b1" << "cannon adjacent" << "";
    QTest::newRow("BQ-19 any rank: an advisor") << "banqi-taiwan" << "7k/8/8/CPa5 r r 0,0 -- 0 10 -" << "" << "r"
                                                << "-" << "*" << "a1c1" << "legal" << "";
    QTest::newRow("BQ-19 by rank: a face-down advisor turns up and stays")
        << byRank + ",capture-face-down=yes" << "7k/8/8/CPx5 r r 0,0 -- 0 10 a" << "a1c1" << "b" << "-" << "*"
        << "h4g4" << "legal" << "cannot take the piece it turned up";

    // BQ-20 soldier and general.
    const QString strict = QStringLiteral("banqi-taiwan:soldier-general=strict-ranks");
    QTest::newRow("BQ-20 strict: a soldier never takes the general")
        << strict << "8/8/8/Pk6 r r 0,0 -- 0 10 -" << "" << "r" << "-" << "a1a2" << "a1b1" << "soldier takes general"
        << "";
    QTest::newRow("BQ-20 strict: the general takes a soldier") << strict << "7k/8/8/Kp6 r r 0,0 -- 0 10 -" << "" << "r"
                                                               << "-" << "a1a2 a1b1" << "a1b1" << "legal" << "";
    QTest::newRow("BQ-20 default: a soldier takes the general") << "banqi-taiwan" << "8/8/8/Pk6 r r 0,0 -- 0 10 -"
                                                                << "" << "r" << "-" << "a1a2 a1b1" << "a1b1"
                                                                << "legal" << "";
    QTest::newRow("BQ-20 default: the general cannot take a soldier")
        << "banqi-taiwan" << "7k/8/8/Kp6 r r 0,0 -- 0 10 -" << "" << "r" << "-" << "a1a2" << "a1b1"
        << "general takes soldier" << "";
    QTest::newRow("BQ-20 strict: a face-down general turns up and stays")
        << strict + ",capture-face-down=yes" << "7p/8/8/Px6 r r 0,0 -- 0 10 k" << "a1b1" << "b" << "-" << "*"
        << "h4g4" << "legal" << "cannot take the piece it turned up";

    // The TCGA preset keeps the Taiwan captures.
    QTest::newRow("TCGA: equal ranks capture") << "banqi-tcga" << "7k/8/8/Rr6 r r 0,0 -- 0 10 -" << "a1b1" << "b"
                                               << "-" << "*" << "h4g4" << "legal" << "";
}

void TestBanqiRules::options()
{
    QFETCH(QString, rules);
    QFETCH(QString, start);
    QFETCH(QString, played);
    QFETCH(QString, turn);
    QFETCH(QString, chain);
    QFETCH(QString, legal);
    QFETCH(QString, probe);
    QFETCH(QString, error);
    QFETCH(QString, reason);
    const RuleSet r = rulesNamed(rules);
    Game game = ::start(start, r);
    QCOMPARE(play(game, played), QString());
    QCOMPARE(QString::fromLatin1(colorName(*game.colorOf(game.toAct()))).left(1), turn);
    const Square cs = game.chainSquare();
    QCOMPARE(cs == NoSquare ? QStringLiteral("-") : QString::fromStdString(squareName(cs)), chain);
    QStringList names;
    for (const Action a : game.legalActions())
        names << QString::fromStdString(actionText(a));
    names.sort();
    if (legal != QLatin1String("*"))
        QCOMPARE(names.join(QLatin1Char(' ')), legal);
    // Every listed action checks as legal, and the probe agrees with the list.
    for (const Action a : game.legalActions())
        QCOMPARE(errorName(game.check(a)), QStringLiteral("legal"));
    const auto p = parseAction(probe.toStdString());
    QVERIFY(p);
    QCOMPARE(errorName(game.check(*p)), error);
    QCOMPARE(isLegal(game, *p), error == QLatin1String("legal"));
    if (!reason.isEmpty()) {
        QVERIFY(!game.records().empty());
        QString all;
        for (const std::string& why : game.records().back().reasons)
            all += QString::fromStdString(why) + QLatin1Char('|');
        QVERIFY2(all.contains(reason), qPrintable(all));
    }
    // Both players' views show the chain; a FEN keeps it (docs/rules/banqi-fen.md).
    for (const Player viewer : {Player::First, Player::Second}) {
        const View v = game.view(viewer);
        QCOMPARE(v.chainSquare, cs);
        QCOMPARE(v.legal.size(), viewer == game.toAct() && !game.over() ? game.legalActions().size() : 0u);
    }
    std::string why;
    const auto again = Game::fromFen(game.fen(), r, &why);
    QVERIFY2(again, why.c_str());
    QCOMPARE(again->fen(), game.fen());
    QCOMPARE(again->chainSquare(), cs);
    QCOMPARE(again->legalActions(), game.legalActions());
}

// A chain under way survives a FEN (a 9th field, its square); nonsense is refused.
void TestBanqiRules::optionFens_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("why"); // empty: accepted
    const QString up = QStringLiteral("banqi-taiwan:chain-captures=face-up");
    QTest::newRow("BQ-17 a chain under way") << up << "7k/8/8/1Rn5 r r 0,0 o- 0 11 - b1" << "";
    QTest::newRow("BQ-17 a chain lets one side act on odd plies") << up << "7k/8/8/1Rn5 r r 0,0 o- 0 12 - b1" << "";
    QTest::newRow("BQ-17 a chain field without chain captures") << "banqi-taiwan" << "7k/8/8/1Rn5 r r 0,0 o- 0 10 - b1"
                                                                << "have none";
    QTest::newRow("BQ-17 parity still binds without chain captures") << "banqi-taiwan" << "7k/8/8/1Rn5 r r 0,0 o- 0 11 -"
                                                                     << "does not match";
    QTest::newRow("BQ-17 a chain field that is no square") << up << "7k/8/8/1Rn5 r r 0,0 o- 0 11 - z9" << "square";
    QTest::newRow("BQ-17 a chain of the side not to act") << up << "7k/8/8/1Rn5 b r 0,0 o- 0 11 - b1" << "side to act";
    QTest::newRow("BQ-17 a chain on an empty square") << up << "7k/8/8/1Rn5 r r 0,0 o- 0 11 - a1" << "side to act";
    QTest::newRow("BQ-17 a chain with nothing to take") << up << "7k/8/8/1R1n4 r r 0,0 o- 0 11 - b1" << "nothing to capture";
    QTest::newRow("ten fields") << up << "7k/8/8/1Rn5 r r 0,0 o- 0 11 - b1 b1" << "fields";
}

void TestBanqiRules::optionFens()
{
    QFETCH(QString, rules);
    QFETCH(QString, fen);
    QFETCH(QString, why);
    std::string error;
    const auto game = Game::fromFen(fen.toStdString(), rulesNamed(rules), &error);
    if (!why.isEmpty()) {
        QVERIFY(!game);
        QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
        return;
    }
    QVERIFY2(game, error.c_str());
    QCOMPARE(QString::fromStdString(game->fen()), fen);
    QCOMPARE(game->toAct() == Player::First, true); // first is red, red to act
    QCOMPARE(QString::fromStdString(squareName(game->chainSquare())), QStringLiteral("b1"));
    QCOMPARE(game->legalActions(), (std::vector<Action>{Action::move(parseSquare("b1"), parseSquare("c1")), Action::endTurn()}));
}

QTEST_GUILESS_MAIN(TestBanqiRules)
#include "tst_banqi_rules.moc"
