// The one UCI driver (uci::EngineProcess) counting perft, as qiyuan-bench-perft
// asks Fairy-Stockfish to: a fake engine (a shell script) answers `go perft 1`
// and `go perft 2` of any position with per-move lines and the start
// position's counts, never answers deeper ones, and answers any timed search
// with 炮二平五. Rows: the count; a count that does not come in time (a typed
// failure); a search after a count on the same process; a count stopped, then
// a search (a new process: an engine counting has no stop).
#include "../fakeuci.h"
#include "uci/engineprocess.h"

#include <QSignalSpy>
#include <QTest>

using namespace qiyuan;

namespace {

const QByteArray Engine = "#!/bin/sh\n"
                          "while read cmd rest; do\n"
                          "  case \"$cmd\" in\n"
                          "    uci) echo 'id name Fake'; echo uciok;;\n"
                          "    isready) echo readyok;;\n"
                          "    go) case \"$rest\" in\n"
                          "          'perft 1') echo 'a3a4: 1'; echo; echo 'Nodes searched: 44';;\n"
                          "          'perft 2') echo 'a3a4: 44'; echo; echo 'Nodes searched: 1920';;\n"
                          "          perft*) ;;\n"
                          "          *) echo 'bestmove h2e2';;\n"
                          "        esac;;\n"
                          "    quit) exit 0;;\n"
                          "  esac\n"
                          "done\n";

} // namespace

class TestUciPerft : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        command_ = test::writeFakeEngine(dir_, Engine);
        QVERIFY(!command_.isEmpty());
    }
    void perft_data();
    void perft();

private:
    QTemporaryDir dir_;
    QString command_;
};

void TestUciPerft::perft_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<qint64>("nodes"); // -1: no count, the driver fails
    QTest::addColumn<bool>("stopped"); // stop() right after asking
    QTest::newRow("perft 1 of the start: 44") << 1 << qint64(44) << false;
    QTest::newRow("perft 2 of the start: 1920") << 2 << qint64(1920) << false;
    QTest::newRow("no count in time: a typed failure") << 5 << qint64(-1) << false;
    QTest::newRow("a count stopped: no answer, the next search in a new process") << 5 << qint64(-1) << true;
}

void TestUciPerft::perft()
{
    QFETCH(int, depth);
    QFETCH(qint64, nodes);
    QFETCH(bool, stopped);
    uci::EngineProcess engine(command_);
    engine.setTimeouts(5000, 5000, 1000);
    QSignalSpy counted(&engine, &uci::EngineProcess::perftDone);
    QSignalSpy failed(&engine, &uci::EngineProcess::failed);
    QSignalSpy ready(&engine, &uci::EngineProcess::ready);
    QSignalSpy moved(&engine, &uci::EngineProcess::bestMove);
    const xiangqi::Position start;

    engine.perft(start, depth, 500);
    QVERIFY(ready.wait(5000)); // the count waits for the start-up
    const qint64 pid = engine.processId();
    if (stopped) {
        engine.stop();
        QCOMPARE(engine.state(), uci::EngineProcess::State::Off);
    } else if (nodes >= 0) {
        QVERIFY(counted.wait(5000));
        QCOMPARE(counted.at(0).at(0).toULongLong(), quint64(nodes));
        QCOMPARE(engine.state(), uci::EngineProcess::State::Idle);
    } else {
        QVERIFY(failed.wait(5000));
        const auto f = failed.at(0).at(0).value<uci::Failure>();
        QCOMPARE(int(f.kind), int(uci::Failure::Kind::NoBestMove));
        QCOMPARE(f.detail, QStringLiteral("perft"));
        QCOMPARE(f.timeoutMs, 500);
        failed.clear();
    }

    // A timed search follows: on the same process after a count, else on a new one.
    engine.search(start, 100);
    QVERIFY(moved.wait(5000));
    QCOMPARE(QString::fromStdString(xiangqi::toIccs(moved.at(0).at(0).value<xiangqi::Move>())), QStringLiteral("h2e2"));
    QCOMPARE(engine.processId() == pid, nodes >= 0);
    QVERIFY(failed.isEmpty());
    QCOMPARE(counted.count(), nodes >= 0 ? 1 : 0);
}

QTEST_GUILESS_MAIN(TestUciPerft)
#include "tst_uci_perft.moc"
