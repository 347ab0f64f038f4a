// Position unit: perft against published counts (XQ-1, XQ-2), FEN in/out and
// its errors (XQ-5), make/unmake and hashing, and the reasons a move is refused.
#include "xiangqi/position.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace qiyuan::xiangqi;

class TestXiangqiPosition : public QObject {
    Q_OBJECT
private slots:
    void perft_data();
    void perft();
    void fenRoundTrip_data();
    void fenRoundTrip();
    void fenErrors_data();
    void fenErrors();
    void makeUnmakeRestores();
    void moveErrors_data();
    void moveErrors();
    void iccs_data();
    void iccs();
    void checkAndFacingGenerals();
    void correctedSideToMove_data();
    void correctedSideToMove();
};

// XQ-1/XQ-2: every published count up to the depth that runs in a few seconds.
void TestXiangqiPosition::perft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    QFile f(QStringLiteral(QIYUAN_TEST_DATA_DIR "/xiangqi-perft.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    int line = 0, rows = 0;
    while (!f.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(f.readLine()).trimmed();
        const QStringList parts = text.split(QLatin1Char(';'));
        if (parts.size() != 3)
            continue;
        const int depth = parts[1].trimmed().toInt();
        const qulonglong nodes = parts[2].trimmed().toULongLong();
        if (nodes > 12'000'000) // deeper counts belong to the benchmark
            continue;
        const QByteArray name = QStringLiteral("line %1 depth %2").arg(line).arg(depth).toUtf8();
        QTest::newRow(name.constData()) << parts[0].trimmed() << depth << nodes;
        ++rows;
    }
    QVERIFY(rows >= 50);
}

void TestXiangqiPosition::perft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    std::string error;
    auto pos = Position::fromFen(fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    const std::string before = pos->fen();
    QCOMPARE(static_cast<qulonglong>(pos->perft(depth)), nodes);
    QCOMPARE(pos->fen(), before);
}

void TestXiangqiPosition::fenRoundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(Position::StartFen.data());
    QTest::newRow("black to move, clocks")
        << QStringLiteral("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 17 42");
    QTest::newRow("endgame") << QStringLiteral("4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
}

void TestXiangqiPosition::fenRoundTrip()
{
    QFETCH(QString, fen);
    auto pos = Position::fromFen(fen.toStdString());
    QVERIFY(pos);
    QCOMPARE(QString::fromStdString(pos->fen()), fen);
}

// XQ-5: each malformed field is named in the error.
void TestXiangqiPosition::fenErrors_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << QString() << "empty";
    QTest::newRow("short rank") << "rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << "board";
    QTest::newRow("long rank") << "rnbakabnr/91/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << "board";
    QTest::newRow("nine ranks") << "rnbakabnr/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << "ranks";
    QTest::newRow("eleven ranks") << "rnbakabnr/9/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << "ranks";
    QTest::newRow("bad letter") << "rnbakabnx/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << "letter";
    QTest::newRow("bad side") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x" << "side to move";
    QTest::newRow("bad castling") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1"
                                  << "castling";
    QTest::newRow("bad halfmove") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"
                                  << "halfmove";
    QTest::newRow("bad fullmove") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 -3"
                                  << "fullmove";
    QTest::newRow("extra field") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 9"
                                 << "field";
    QTest::newRow("no red general") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w" << "general";
    QTest::newRow("two generals") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w"
                                  << "more than one";
    QTest::newRow("general outside palace") << "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNk w"
                                            << "palace";
    QTest::newRow("elephant across river") << "4k4/9/9/9/2B6/9/9/9/9/4K4 w" << "elephant";
    QTest::newRow("soldier behind start") << "4k4/9/9/9/9/9/9/9/P8/4K4 w" << "soldier";
    QTest::newRow("three chariots") << "4k4/9/9/9/9/9/9/RRR6/9/3K5 w" << "chariots";
    QTest::newRow("generals face, side not to move in check") << "4k4/9/9/9/9/9/9/9/9/4K4 w" << "check";
    QTest::newRow("binary junk") << QString::fromLatin1("\x01\x02\xff/\x7f") << "board";
}

void TestXiangqiPosition::fenErrors()
{
    QFETCH(QString, fen);
    QFETCH(QString, mentions);
    std::string error;
    const auto pos = Position::fromFen(fen.toStdString(), &error);
    QVERIFY(!pos);
    QVERIFY2(QString::fromStdString(error).contains(mentions, Qt::CaseInsensitive), error.c_str());
}

void TestXiangqiPosition::makeUnmakeRestores()
{
    // Random playouts: the incremental hash equals a freshly computed one, and
    // unmaking every move gives back the start FEN.
    auto rng = QRandomGenerator(20261129);
    for (int game = 0; game < 50; ++game) {
        Position pos;
        const std::string start = pos.fen();
        int plies = 0;
        for (; plies < 150; ++plies) {
            const MoveList moves = pos.legalMoves();
            if (moves.empty())
                break;
            pos.makeMove(moves[static_cast<int>(rng.bounded(moves.size()))]);
            const auto fresh = Position::fromFen(pos.fen());
            QVERIFY(fresh);
            QCOMPARE(fresh->hash(), pos.hash());
        }
        for (int i = 0; i < plies; ++i)
            pos.unmakeMove();
        QCOMPARE(pos.fen(), start);
        QCOMPARE(pos.hash(), Position().hash());
    }
}

void TestXiangqiPosition::moveErrors_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("error");
    const QString start = QString::fromLatin1(Position::StartFen.data());
    QTest::newRow("legal cannon to centre") << start << "h2e2" << int(MoveError::None);
    QTest::newRow("empty point") << start << "e4e5" << int(MoveError::NoPieceOnFrom);
    QTest::newRow("black piece on red's turn") << start << "h7e7" << int(MoveError::NotYourPiece);
    QTest::newRow("capture own piece") << start << "a0b0" << int(MoveError::OwnPieceOnTarget);
    QTest::newRow("horse leg blocked") << "4k4/9/9/9/9/9/9/9/1R7/1N1K5 w" << "b0c2"
                                       << int(MoveError::HorseLegBlocked);
    QTest::newRow("elephant eye blocked") << "4k4/9/9/9/9/9/9/9/3R5/2BK5 w" << "c0e2"
                                          << int(MoveError::ElephantEyeBlocked);
    QTest::newRow("elephant crosses river") << "4k4/9/9/9/9/2B6/9/9/9/3K5 w - -" << "c4e6"
                                            << int(MoveError::CrossesRiver);
    QTest::newRow("advisor leaves palace") << "3k5/9/9/9/9/9/9/9/9/3AK4 w" << "d0c1" << int(MoveError::LeavesPalace);
    QTest::newRow("soldier sideways before river") << "4k4/9/9/9/9/9/4P4/9/9/3K5 w" << "e3d3"
                                                   << int(MoveError::SoldierBackward);
    QTest::newRow("soldier sideways after river") << "4k4/9/9/9/4P4/9/9/9/9/3K5 w" << "e5d5" << int(MoveError::None);
    QTest::newRow("cannon capture without screen") << "4k4/9/9/9/9/9/9/9/4C4/3K1c3 w" << "e1e9"
                                                   << int(MoveError::CannonNeedsScreen);
    QTest::newRow("chariot open file") << "4k4/9/9/9/9/9/9/9/9/R2K5 w" << "a0a9" << int(MoveError::None);
    QTest::newRow("chariot through a piece") << "4k4/9/9/9/9/9/P8/9/9/R2K5 w" << "a0a9" << int(MoveError::PathBlocked);
    QTest::newRow("self check (送将)") << "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w" << "e1d1"
                                       << int(MoveError::LeavesGeneralInCheck);
    QTest::newRow("generals face") << "4k4/9/9/9/9/9/9/9/4A4/4K4 w" << "e1d2" << int(MoveError::GeneralsFace);
}

void TestXiangqiPosition::moveErrors()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(int, error);
    std::string why;
    auto pos = Position::fromFen(fen.toStdString(), &why);
    QVERIFY2(pos, why.c_str());
    const Move m = Position::parseIccs(move.toStdString());
    QVERIFY(!m.isNull());
    QCOMPARE(int(pos->checkMove(m)), error);
    // The legal-move list and checkMove agree.
    QCOMPARE(pos->legalMoves().contains(m), error == int(MoveError::None));
}

void TestXiangqiPosition::iccs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("plain") << "h2e2" << "h2e2";
    QTest::newRow("upper with dash") << "H2-E2" << "h2e2";
    QTest::newRow("off board file") << "j2e2" << "";
    QTest::newRow("rank 10") << "a9a:" << "";
    QTest::newRow("too short") << "h2e" << "";
    QTest::newRow("empty") << "" << "";
}

void TestXiangqiPosition::iccs()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const Move m = Position::parseIccs(text.toStdString());
    QCOMPARE(m.isNull() ? QString() : QString::fromStdString(toIccs(m)), canonical);
}

void TestXiangqiPosition::checkAndFacingGenerals()
{
    // XQ-2: a side without legal moves (checkmate or stalemate) has none listed.
    auto mate = Position::fromFen("3k5/4R4/3R5/9/9/9/9/9/9/4K4 b");
    QVERIFY(mate);
    QVERIFY(mate->inCheck());
    QVERIFY(!mate->hasLegalMove());
    // XQ-1: the general may not step onto the file of the other, open general.
    auto facing = Position::fromFen("3k5/9/9/9/9/9/9/9/9/4K4 b");
    QVERIFY(facing);
    QVERIFY(!facing->isLegal(Position::parseIccs("d9e9")));
    QCOMPARE(facing->checkMove(Position::parseIccs("d9e9")), MoveError::GeneralsFace);
}

// correctedSideToMove: the other side, only when the side given cannot move
// (the other side is in check) and the other side to move is legal.
void TestXiangqiPosition::correctedSideToMove_data()
{
    QTest::addColumn<QString>("fen"); // read with FenCheck::Placement
    QTest::addColumn<QString>("side"); // "w", "b", or empty: nullopt
    QTest::newRow("red to move, black in check: black") << "5k3/9/9/9/9/5R3/9/9/9/4K4 w" << "b";
    QTest::newRow("black to move, red in check: red") << "5k3/9/9/9/3r5/9/9/9/9/3K5 b" << "w";
    QTest::newRow("legal as it is: none") << "5k3/9/9/9/9/5R3/9/9/9/4K4 b" << "";
    QTest::newRow("the start: none") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w" << "";
    QTest::newRow("both generals in check: none") << "3k5/9/9/9/5r3/3R5/9/9/9/5K3 w" << "";
    QTest::newRow("the generals face each other: none") << "4k4/9/9/9/9/9/9/9/9/4K4 w" << "";
}

void TestXiangqiPosition::correctedSideToMove()
{
    QFETCH(QString, fen);
    QFETCH(QString, side);
    const auto pos = Position::fromFen(fen.toStdString(), nullptr, Position::FenCheck::Placement);
    QVERIFY(pos);
    const std::optional<Side> corrected = pos->correctedSideToMove();
    QCOMPARE(corrected.has_value(), !side.isEmpty());
    if (corrected)
        QCOMPARE(*corrected, side == QLatin1String("b") ? Side::Black : Side::Red);
    QCOMPARE(sideToMoveNotice("The file", Side::Red),
             std::string("The file says red to move, but black is in check: black moves first"));
}

QTEST_GUILESS_MAIN(TestXiangqiPosition)
#include "tst_xiangqi_position.moc"
