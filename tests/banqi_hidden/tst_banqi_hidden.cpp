// 翻翻棋 hidden-information unit. Over many seeded random games of every rule
// set preset (and the face-down capture setting, and the options of issue 41:
// chain captures, chariot runs, cannon targets, strict ranks), after every ply:
// - no view given to a player contains a face-down identity: the view's board
//   and FEN show face-down squares as face down, compared against the true
//   deal; a record reveals a piece only as it turns face up, and the piece it
//   reveals is the one the deal put there;
// - a view depends on public facts only: the same game with the face-down
//   pieces shuffled among their squares gives the same view;
// - the referee's FEN reads back to the same game; check() and the legal list
//   agree on every possible action; a replay of the actions is identical.
#include "banqi/game.h"
#include "core/random.h"

#include <QTest>

#include <algorithm>
#include <cctype>

using namespace qiyuan;
using namespace qiyuan::banqi;

namespace {

// "preset", "preset+facedown" or "preset:key=value,..." (the option table's text).
RuleSet rulesFor(const QString& name)
{
    const bool faceDown = name.endsWith(QLatin1String("+facedown"));
    const QString preset = name.section(QLatin1Char('+'), 0, 0).section(QLatin1Char(':'), 0, 0);
    RuleSet r = *findRuleSet(preset.toStdString());
    r.captureFaceDown = r.captureFaceDown || faceDown;
    std::string error;
    const auto changed = withOptions(r, name.section(QLatin1Char(':'), 1).toStdString(), &error);
    if (!changed)
        qFatal("bad test rules %s: %s", qPrintable(name), error.c_str());
    return *changed;
}

// The FEN's hidden field is the 8th; a 9th names a chain of captures under way (BQ-17).
constexpr std::size_t HiddenField = 7;

std::vector<std::string> fields(const std::string& fen)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < fen.size()) {
        const std::size_t j = std::min(fen.find(' ', i), fen.size());
        out.push_back(fen.substr(i, j - i));
        i = j + 1;
    }
    return out;
}

// The referee FEN with the face-down identities shuffled among their squares.
std::string shuffledHidden(const std::string& fen, Xoshiro256& rng)
{
    auto f = fields(fen);
    std::string& hidden = f.at(HiddenField);
    if (hidden != "-")
        for (std::size_t i = hidden.size(); i > 1; --i)
            std::swap(hidden[i - 1], hidden[rng.below(i)]);
    std::string out;
    for (const auto& s : f)
        out += (out.empty() ? "" : " ") + s;
    return out;
}

// Everything public in a view except the history (a FEN carries none).
void comparePublic(const View& a, const View& b)
{
    QCOMPARE(a.board, b.board);
    QCOMPARE(a.fen, b.fen);
    QCOMPARE(a.toAct, b.toAct);
    QCOMPARE(a.colors, b.colors);
    QCOMPARE(a.faceDownLeft, b.faceDownLeft);
    QCOMPARE(a.captured, b.captured);
    QCOMPARE(a.timeouts, b.timeouts);
}

} // namespace

class TestBanqiHidden : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data();
    void randomGames();
    void mutatedFens();
    void oddDeals();
};

void TestBanqiHidden::randomGames_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("games");
    QTest::addColumn<quint64>("seed");
    // Every preset of ruleSets() (a new preset is tested without a new row) ...
    quint64 seed = 1;
    for (const RuleSet& r : ruleSets()) {
        const QString key = QString::fromLatin1(r.key.data(), qsizetype(r.key.size()));
        QTest::addRow("preset %s", qPrintable(key)) << key << 16 << seed++;
        QTest::addRow("preset %s, face-down captures", qPrintable(key)) << key + "+facedown" << 8 << seed++;
    }
    // ... and the options of BQ-17..BQ-20 on top of them.
    QTest::newRow("BQ-17 chain captures, face-up") << "banqi-taiwan:chain-captures=face-up" << 12 << quint64(101);
    QTest::newRow("BQ-17 chain captures, face-down")
        << "banqi:capture-face-down=yes,chain-captures=face-down" << 12 << quint64(102);
    QTest::newRow("BQ-18 BQ-19 BQ-20 together")
        << "banqi:chariot-runs=yes,cannon-targets=by-rank,soldier-general=strict-ranks,chain-captures=face-up" << 12
        << quint64(103);
}

void TestBanqiHidden::randomGames()
{
    QFETCH(QString, rules);
    QFETCH(int, games);
    QFETCH(quint64, seed);
    const RuleSet r = rulesFor(rules);
    Xoshiro256 rng(seed);
    int plies = 0, flips = 0, captures = 0;
    for (int g = 0; g < games; ++g) {
        const Deal deal = dealFromSeed(rng.next(), "salt");
        Game game(deal, r);
        std::vector<std::string> played;
        while (true) {
            const std::string fen = game.fen();
            // The referee FEN reads back to the same state.
            std::string error;
            const auto copy = Game::fromFen(fen, r, &error);
            QVERIFY2(copy, error.c_str());
            QCOMPARE(copy->fen(), fen);
            QCOMPARE(copy->position(), game.position());

            const auto legal = game.legalActions();
            for (Player viewer : {Player::First, Player::Second}) {
                const View v = game.view(viewer);
                // BQ-1: no face-down identity in the view, against the true deal.
                for (Square s = 0; s < SquareCount; ++s) {
                    if (game.position().isFaceDown(s)) {
                        QCOMPARE(v.board[s], FaceDown);
                        QCOMPARE(game.position().hidden(s), deal.layout[s]); // face-down pieces never move
                    } else {
                        QCOMPARE(v.board[s], game.position().visible(s));
                    }
                }
                auto vf = fields(v.fen), rf = fields(fen);
                QCOMPARE(vf.at(HiddenField), std::string("-"));
                vf.erase(vf.begin() + HiddenField);
                rf.erase(rf.begin() + HiddenField);
                QCOMPARE(vf, rf);
                QCOMPARE(v.chainSquare, game.chainSquare());
                for (const char c : vf.front())
                    QVERIFY(c == 'x' || c == '/' || (c >= '1' && c <= '8') || isPiece(pieceFromFenChar(c)));
                // What is still face down is public as a count, and right.
                std::array<int, 16> hidden{};
                for (Square s = 0; s < SquareCount; ++s)
                    if (game.position().isFaceDown(s))
                        ++hidden[game.position().hidden(s)];
                QCOMPARE(v.faceDownLeft, hidden);
                // A record reveals exactly the piece the deal put on its square.
                QCOMPARE(v.records.size(), game.records().size());
                for (const MoveRecord& rec : v.records)
                    if (rec.revealed)
                        QCOMPARE(rec.revealed, fenChar(deal.layout[makeSquare(rec.toFile, rec.toRank)]));
                QCOMPARE(v.legal, viewer == game.toAct() && !game.over() ? legal : std::vector<Action>{});
                QCOMPARE(v.seed.has_value(), game.over());
                QCOMPARE(v.commitment, deal.commitment());

                // A view is a function of public facts: shuffle what is face down, see the same.
                if (plies % 7 == 0) {
                    const auto other = Game::fromFen(shuffledHidden(fen, rng), r, &error);
                    QVERIFY2(other, error.c_str());
                    const View w = other->view(viewer);
                    comparePublic(v, w);
                    // Without chase history (Taiwan) the legal list is the same too, while
                    // the game goes on (a repetition, history too, may have ended it).
                    if (r.chaseLimit == 0 && !game.over())
                        QCOMPARE(w.legal, v.legal);
                }
            }
            if (game.over())
                break;

            // check() and the legal list agree on every flip, move and capture.
            for (Square from = 0; from < SquareCount; ++from)
                for (Square to = 0; to < SquareCount; ++to) {
                    const Action a{from, to};
                    const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
                    if (listed != (game.check(a) == ActionError::None))
                        QFAIL(qPrintable(QStringLiteral("%1: check %2 but listed %3 in %4")
                                             .arg(QString::fromStdString(actionText(a)))
                                             .arg(QString::fromStdString(actionErrorText(game.check(a))))
                                             .arg(listed)
                                             .arg(QString::fromStdString(fen))));
                }
            const bool endListed = std::find(legal.begin(), legal.end(), Action::endTurn()) != legal.end();
            QCOMPARE(game.check(Action::endTurn()) == ActionError::None, endListed); // BQ-17
            QCOMPARE(endListed, game.chainSquare() != NoSquare);
            QVERIFY(!legal.empty()); // BQ-10: the game would be over otherwise

            // A random action; now and then a timeout (BQ-9).
            if (rng.below(100) == 0) {
                QCOMPARE(game.timeout(), ActionError::None);
                played.push_back("timeout");
            } else {
                const Action a = legal[rng.below(legal.size())];
                const int before = game.position().faceDownCount();
                QCOMPARE(game.play(a), ActionError::None);
                flips += game.position().faceDownCount() < before;
                captures += game.records().back().captured != 0;
                played.push_back(actionText(a));
            }
            ++plies;
        }
        // Replaying the same actions on the same deal gives the same game.
        Game replay(deal, r);
        for (const std::string& action : played)
            QCOMPARE(action == "timeout" ? replay.timeout() : replay.play(*parseAction(action)), ActionError::None);
        // So does the list of recorded actions ("end" included, BQ-17), as files and the LAN replay it.
        Game fromRecords(deal, r);
        for (const MoveRecord& rec : game.records())
            QCOMPARE(rec.action == "timeout" ? fromRecords.timeout() : fromRecords.play(*parseAction(rec.action)),
                     ActionError::None);
        QCOMPARE(fromRecords.fen(), game.fen());
        QCOMPARE(replay.fen(), game.fen());
        QCOMPARE(replay.result(), game.result());
        QCOMPARE(replay.score(), game.score());
        QCOMPARE(replay.records().size(), game.records().size());
    }
    qInfo("%d games, %d plies, %d flips, %d captures", games, plies, flips, captures);
    QVERIFY(flips > games * 20);
    QVERIFY(captures > games * 5);
}

// Seeded mutations of real FENs and layouts: a clear refusal or a game whose own
// FEN reads back the same, never a crash (run under QIYUAN_SANITIZE to see memory errors).
void TestBanqiHidden::mutatedFens()
{
    Xoshiro256 rng(99);
    const RuleSet& r = *findRuleSet("banqi");
    const std::string alphabet = "xX/12345678 9,-koKABRNCPkabrncpEHeh0r b1w\t";
    int accepted = 0, refused = 0;
    for (int g = 0; g < 40; ++g) {
        Game game(dealFromSeed(rng.next()), r);
        while (!game.over()) {
            const auto legal = game.legalActions();
            game.play(legal[rng.below(legal.size())]);
            if (rng.below(8) != 0)
                continue;
            std::string text = game.fen();
            for (int m = 1 + int(rng.below(3)); m > 0; --m) {
                const std::size_t at = rng.below(text.size() + 1);
                const char c = alphabet[rng.below(alphabet.size())];
                switch (rng.below(3)) {
                case 0: if (at < text.size()) text[at] = c; break;
                case 1: text.insert(at, 1, c); break;
                default: if (at < text.size()) text.erase(at, 1); break;
                }
            }
            std::string error;
            if (const auto copy = Game::fromFen(text, r, &error)) {
                ++accepted;
                const auto again = Game::fromFen(copy->fen(), r, &error);
                QVERIFY2(again, error.c_str());
                QCOMPARE(again->fen(), copy->fen());
            } else {
                ++refused;
                QVERIFY(error.rfind("banqi FEN: ", 0) == 0);
            }
            std::string layout = layoutText(dealFromSeed(rng.next()).layout);
            layout[rng.below(layout.size())] = alphabet[rng.below(alphabet.size())];
            if (!dealFromLayout(layout, &error))
                QVERIFY(!error.empty());
            // An action read back is the action as written, in lowercase.
            const std::string word = text.substr(rng.below(text.size()), rng.below(6));
            if (const auto a = parseAction(word)) {
                std::string lower = word;
                for (char& c : lower)
                    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                QCOMPARE(actionText(*a), lower);
            }
        }
    }
    qInfo("%d mutated FENs accepted, %d refused", accepted, refused);
    QVERIFY(refused > 100);
}

// A Deal is a plain struct: whatever a caller puts in it, a game runs to its end.
void TestBanqiHidden::oddDeals()
{
    Deal cannons; // 16 cannons a side: more actions than a real set allows
    for (Square s = 0; s < SquareCount; ++s)
        cannons.layout[s] = makePiece(s < 16 ? Color::Red : Color::Black, Cannon);
    Deal garbage; // values that are no piece at all leave their squares empty
    Xoshiro256 rng(5);
    for (Piece& p : garbage.layout)
        p = static_cast<Piece>(rng.below(256));
    for (const Deal& deal : {cannons, garbage, Deal{}}) {
        Game game(deal);
        int plies = 0;
        while (!game.over() && plies < 1000) {
            const auto legal = game.legalActions();
            QVERIFY(!legal.empty());
            QCOMPARE(game.play(legal[rng.below(legal.size())]), ActionError::None);
            ++plies;
        }
        QVERIFY(game.over());
        QVERIFY(!game.fen().empty()); // (fromFen would refuse it: not a real set)
        QVERIFY(!game.view(Player::First).fen.empty());
    }
    QCOMPARE(QString::fromStdString(Game(Deal{}).result().reason), QStringLiteral("no pieces"));
}

QTEST_GUILESS_MAIN(TestBanqiHidden)
#include "tst_banqi_hidden.moc"
