// An external UCI engine as a seat of a match, without widgets. A fake engine
// (a shell script) answers 炮二平五 with 马8进7 and then 马2进3, whatever
// process asks; the person here plays red. The match is saved and restored
// through the seat builder (uci::buildSeat): the engine's seat comes back with
// its command, id, options and level, and plays on; a snapshot keeps the old
// fields (kind, level) that older readers use; a computer seat without an
// engine comes back as the built-in AI; a builder that knows no engines refuses
// an engine's seat rather than putting the built-in AI in its place.
#include "../fakeuci.h"
#include "match/match.h"
#include "uci/uciseat.h"

#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace qiyuan;

namespace {

// Black's answers: 马8进7 to the opening move, then 马2进3.
const QByteArray Engine = "#!/bin/sh\n"
                          "fen=''\n"
                          "while read cmd rest; do\n"
                          "  case \"$cmd\" in\n"
                          "    uci) echo 'id name Fake'; echo 'option name Hash type spin default 16 min 1 max 64'; "
                          "echo uciok;;\n"
                          "    isready) echo readyok;;\n"
                          "    position) fen=\"$rest\";;\n"
                          "    go) case \"$fen\" in\n"
                          "          *rnbakab1r*) echo 'info depth 1 score cp 5 pv b9c7'; echo 'bestmove b9c7';;\n"
                          "          *) echo 'info depth 1 score cp 3 pv h9g7'; echo 'bestmove h9g7';;\n"
                          "        esac;;\n"
                          "    quit) exit 0;;\n"
                          "  esac\n"
                          "done\n";

} // namespace

class TestUciSeat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void savedAndRestored_data();
    void savedAndRestored();
    void olderSeatsStillRestore_data();
    void olderSeatsStillRestore();

private:
    QTemporaryDir dir_;
    QString command_;
};

void TestUciSeat::initTestCase()
{
    command_ = test::writeFakeEngine(dir_, Engine);
    QVERIFY(!command_.isEmpty());
}

void TestUciSeat::savedAndRestored_data()
{
    QTest::addColumn<bool>("engineAnswered"); // saved after the engine's answer, else at its turn
    QTest::newRow("saved at the person's turn") << true;
    QTest::newRow("saved at the engine's turn") << false;
}

void TestUciSeat::savedAndRestored()
{
    QFETCH(bool, engineAnswered);
    const match::EngineSpec spec{command_, QStringLiteral("engine1"), {{QStringLiteral("Hash"), QStringLiteral("32")}}};
    QJsonObject saved;
    {
        match::Match game;
        QVERIFY(game.start({QStringLiteral("xiangqi"), {}, {}, true}, nullptr, std::make_unique<uci::UciSeat>(spec, 2)));
        QVERIFY(game.play(0, QStringLiteral("h2e2")));
        QVERIFY(game.seat(1)->thinking());
        if (engineAnswered)
            QTRY_COMPARE_WITH_TIMEOUT(game.referee().actions().size(), 2, 5000);
        saved = game.snapshot();
    }
    // The seat as a snapshot keeps it: the old fields and the engine.
    const QJsonObject seat = saved.value(QStringLiteral("seats")).toArray().at(1).toObject();
    QCOMPARE(seat.value(QStringLiteral("kind")).toString(), QStringLiteral("computer"));
    QCOMPARE(seat.value(QStringLiteral("level")).toInt(), 2);
    const QJsonObject engine = seat.value(QStringLiteral("engine")).toObject();
    QCOMPARE(engine.value(QStringLiteral("command")).toString(), command_);
    QCOMPARE(engine.value(QStringLiteral("id")).toString(), QStringLiteral("engine1"));
    // One option, a [name, value] pair. Built by append: clang reads QJsonArray{QJsonArray{...}} as a copy.
    QJsonArray options;
    options.append(QJsonArray{QStringLiteral("Hash"), QStringLiteral("32")});
    QCOMPARE(engine.value(QStringLiteral("options")).toArray(), options);

    auto restoredMatch = std::make_unique<match::Match>();
    match::Match& restored = *restoredMatch;
    restored.setSeatBuilder(uci::buildSeat);
    QString error;
    QVERIFY2(restored.restore(saved, &error), qPrintable(error));
    auto* back = qobject_cast<uci::UciSeat*>(restored.seat(1));
    QVERIFY(back);
    QCOMPARE(back->engine(), spec);
    QCOMPARE(back->level(), 2);
    QCOMPARE(restored.seat(0)->kind(), match::Seat::Kind::Person);
    QCOMPARE(restored.personVsComputer(), 0);
    QSignalSpy progress(back, &uci::UciSeat::progress);
    QSignalSpy failed(back, &uci::UciSeat::failed);
    if (!engineAnswered) // its turn: the restored engine answers
        QTRY_COMPARE_WITH_TIMEOUT(restored.referee().actions().size(), 2, 5000);
    QCOMPARE(restored.referee().actions(), (QStringList{"h2e2", "h9g7"}));
    QVERIFY(restored.play(0, QStringLiteral("h0g2")));
    QTRY_COMPARE_WITH_TIMEOUT(restored.referee().actions().size(), 4, 5000);
    QCOMPARE(restored.referee().actions().last(), QStringLiteral("b9c7"));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(failed.count(), 0);
    // Saved again: the same seat.
    QCOMPARE(restored.snapshot().value(QStringLiteral("seats")).toArray().at(1).toObject(), seat);
    // The engine leaves with its seat (told to quit, not waited for).
    const qint64 pid = back->process()->processId();
    QVERIFY(pid > 0);
    restoredMatch.reset();
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(QStringLiteral("/proc/%1").arg(pid)), 3000);
}

void TestUciSeat::olderSeatsStillRestore_data()
{
    QTest::addColumn<QJsonObject>("seat");
    QTest::addColumn<bool>("uciBuilder"); // uci::buildSeat, else the match's own
    QTest::addColumn<bool>("restores");
    QTest::addColumn<bool>("builtin"); // the computer is the built-in AI
    const QJsonObject old{{"kind", "computer"}, {"level", 4}};
    QJsonObject withEngine = old;
    withEngine.insert("engine", QJsonObject{{"command", "/bin/true"}, {"id", ""}, {"options", QJsonArray{}}});
    QTest::newRow("an older computer seat: the built-in AI") << old << true << true << true;
    QTest::newRow("an older computer seat, the match's builder") << old << false << true << true;
    QTest::newRow("an engine's seat, the match's builder: refused") << withEngine << false << false << false;
    QJsonObject badOption = withEngine;
    badOption.insert("engine", QJsonObject{{"command", "/bin/true"}, {"options", QJsonArray{"Hash"}}});
    QTest::newRow("an engine option without its value: refused") << badOption << true << false << false;
}

void TestUciSeat::olderSeatsStillRestore()
{
    QFETCH(QJsonObject, seat);
    QFETCH(bool, uciBuilder);
    QFETCH(bool, restores);
    QFETCH(bool, builtin);
    match::Match source;
    QVERIFY(source.start({QStringLiteral("xiangqi"), {}, {}, true}, nullptr, nullptr));
    QVERIFY(source.play(0, QStringLiteral("h2e2")));
    QVERIFY(source.play(1, QStringLiteral("h9g7")));
    QJsonObject saved = source.snapshot();
    QJsonArray seats = saved.value(QStringLiteral("seats")).toArray();
    seats.replace(1, seat);
    saved.insert(QStringLiteral("seats"), seats);

    match::Match restored;
    if (uciBuilder)
        restored.setSeatBuilder(uci::buildSeat);
    QString error;
    QCOMPARE(restored.restore(saved, &error), restores);
    if (!restores) {
        QVERIFY(!error.isEmpty());
        QVERIFY(!restored.started()); // unchanged
        return;
    }
    QCOMPARE(qobject_cast<match::ComputerSeat*>(restored.seat(1)) != nullptr, builtin);
    QCOMPARE(restored.seat(1)->level(), 4);
    QCOMPARE(restored.snapshot().value(QStringLiteral("seats")).toArray().at(1).toObject(), seat);
}

QTEST_MAIN(TestUciSeat)
#include "tst_uci_seat.moc"
