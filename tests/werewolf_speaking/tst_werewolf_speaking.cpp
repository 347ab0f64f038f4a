// The day's speaking order (engine/werewolf/speaking.h): from a chosen seat,
// clockwise (increasing seat numbers) or back, the dead skipped. One row per
// case: the table's size, the dead seats, the start and the direction, and the
// order expected.
#include "werewolf/speaking.h"

#include <QTest>

using namespace qiyuan::werewolf;

namespace {

std::vector<Player> table(int seats, const QList<int>& dead)
{
    std::vector<Player> players;
    for (int id = 1; id <= seats; ++id) {
        Player p;
        p.id = id;
        p.alive = !dead.contains(id);
        players.push_back(p);
    }
    return players;
}

} // namespace

class TestWerewolfSpeaking : public QObject {
    Q_OBJECT
private slots:
    void order_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QList<int>>("dead");
        QTest::addColumn<int>("start");
        QTest::addColumn<bool>("clockwise");
        QTest::addColumn<QList<int>>("expected");
        using L = QList<int>;
        QTest::newRow("from 1 clockwise, all alive") << 6 << L{} << 1 << true << L{1, 2, 3, 4, 5, 6};
        QTest::newRow("from 4 clockwise wraps round") << 6 << L{} << 4 << true << L{4, 5, 6, 1, 2, 3};
        QTest::newRow("from 4 anticlockwise") << 6 << L{} << 4 << false << L{4, 3, 2, 1, 6, 5};
        QTest::newRow("from 1 anticlockwise wraps at once") << 5 << L{} << 1 << false << L{1, 5, 4, 3, 2};
        QTest::newRow("the dead skipped clockwise") << 8 << L{2, 5, 8} << 1 << true << L{1, 3, 4, 6, 7};
        QTest::newRow("the dead skipped anticlockwise") << 8 << L{2, 5, 8} << 6 << false << L{6, 4, 3, 1, 7};
        QTest::newRow("start seat dead: next living clockwise") << 6 << L{3, 4} << 3 << true << L{5, 6, 1, 2};
        QTest::newRow("start seat dead: next living anticlockwise") << 6 << L{3, 2} << 3 << false << L{1, 6, 5, 4};
        QTest::newRow("all dead but one") << 32 << [] { L d; for (int i = 1; i <= 32; ++i) if (i != 17) d << i; return d; }()
                                          << 9 << true << L{17};
        QTest::newRow("all dead") << 4 << L{1, 2, 3, 4} << 2 << true << L{};
        QTest::newRow("no such seat") << 4 << L{} << 7 << true << L{};
        QTest::newRow("32 seats from 32 clockwise") << 32 << L{} << 32 << true
                                                    << [] { L o{32}; for (int i = 1; i < 32; ++i) o << i; return o; }();
    }
    void order()
    {
        QFETCH(int, seats);
        QFETCH(QList<int>, dead);
        QFETCH(int, start);
        QFETCH(bool, clockwise);
        QFETCH(QList<int>, expected);
        const std::vector<int> got =
            speakingOrder(table(seats, dead), start, clockwise ? Direction::Clockwise : Direction::Anticlockwise);
        QCOMPARE(QList<int>(got.begin(), got.end()), expected);
    }
};

QTEST_GUILESS_MAIN(TestWerewolfSpeaking)
#include "tst_werewolf_speaking.moc"
